/**
 * The units of the server's request path, each called on its own (no HTTP): a real IncomingMessage that the
 * test feeds, and a response that records what is written to it.
 */
import { IncomingMessage, type ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import {
  Answer,
  authenticateCall,
  decodePlainRequest,
  decodeSoapRequest,
  deliverAnswer,
  Exchange,
  failureAnswer,
  invalidFault,
  invalidResult,
  invokeHandler,
  ListenerContext,
  readRequestBody,
  resultAnswer,
  routeRequest,
  ServiceFault,
  type RequestLogEntry,
  type ServiceListenerOptions,
} from "../../generator/runtime/http-server.ts";
import {
  faultDetail,
  header,
  parameter,
  soapRequestEnvelope,
  type RequestContext,
} from "../../generator/runtime/operation.ts";
import { xsBoolean, xsDateTime, xsInt } from "../../generator/runtime/scalars.ts";
import { element } from "../../generator/runtime/xml-reader.ts";
import { writeValue } from "../../generator/runtime/xml-writer.ts";
import { GetBooking, SAMPLE_PATH, SampleAPI, type SampleAPIHandlers } from "./sample/service.ts";
import type { BookResult } from "./sample/types.ts";

/** What was written to a recorded response. */
interface Written {
  readonly status: number;
  readonly headers: Record<string, string | number>;
  readonly body: string;
}

/** An exchange over a request the test builds, and the answer written to its response once it is sent. */
function exchangeOf(
  method: string,
  url: string,
  headers: Record<string, string> = {},
): { exchange: Exchange; req: IncomingMessage; written: Promise<Written> } {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.url = url;
  req.headers = headers;
  req.complete = true;
  let resolve: (written: Written) => void = () => undefined;
  const written = new Promise<Written>((r) => (resolve = r));
  let status = 0;
  let sent: Record<string, string | number> = {};
  const res = {
    headersSent: false,
    writeHead(code: number, head: Record<string, string | number>) {
      status = code;
      sent = head;
      this.headersSent = true;
    },
    end(body?: Uint8Array) {
      resolve({ status, headers: sent, body: body === undefined ? "" : Buffer.from(body).toString("utf8") });
    },
    destroy() {
      resolve({ status: -1, headers: {}, body: "" });
    },
  };
  return { exchange: new Exchange(req, res as unknown as ServerResponse), req, written };
}

const noBooking: SampleAPIHandlers = { getBooking: () => Promise.resolve(undefined) };

function contextOf(
  options: ServiceListenerOptions = {},
  handlers: SampleAPIHandlers = noBooking,
): ListenerContext<SampleAPIHandlers> {
  return new ListenerContext(SampleAPI, handlers, options);
}

function callOf(credentials: Record<string, string | undefined> = {}): RequestContext {
  return {
    transport: "soap11",
    operation: "GetBooking",
    headers: {},
    credentials,
    signal: new AbortController().signal,
    soapHeaders: {},
    otherSoapHeaders: [],
    responseSoapHeaders: {},
  };
}

describe("readRequestBody", () => {
  it("continues with the chunks joined, and refuses a body that grows past the limit", async () => {
    const context = contextOf({ maxBodyBytes: 8 });
    const whole = exchangeOf("POST", SAMPLE_PATH);
    const bodies: string[] = [];
    expect(
      readRequestBody(context, whole.exchange, (body) => bodies.push(body.toString("utf8"))),
    ).toBeUndefined();
    whole.req.emit("data", Buffer.from("abc"));
    whole.req.emit("data", Buffer.from("def"));
    whole.req.emit("end");
    expect(bodies).toEqual(["abcdef"]);

    const large = exchangeOf("POST", SAMPLE_PATH);
    readRequestBody(context, large.exchange, () => bodies.push("never"));
    large.req.emit("data", Buffer.from("123456789"));
    large.req.emit("end");
    expect((await large.written).status).toBe(413);
    expect(bodies).toEqual(["abcdef"]);
  });

  it("answers 413 at once when the declared length is over the limit", () => {
    const { exchange } = exchangeOf("POST", SAMPLE_PATH, { "content-length": "9" });
    const answer = readRequestBody(contextOf({ maxBodyBytes: 8 }), exchange, () => undefined);
    expect(answer?.status).toBe(413);
    expect(exchange.body).toBeUndefined();
  });
});

describe("routeRequest", () => {
  it("refuses by URL length, method and content type, and names the transport it recognised", () => {
    const context = contextOf({ maxUrlLength: 40 });
    expect(
      routeRequest(context, exchangeOf("GET", `${SAMPLE_PATH}?${"x".repeat(40)}`).exchange)?.status,
    ).toBe(414);
    const put = routeRequest(context, exchangeOf("PUT", SAMPLE_PATH).exchange);
    expect([put?.status, put?.headers]).toEqual([405, { allow: "GET, HEAD, POST" }]);
    const json = exchangeOf("POST", SAMPLE_PATH, { "content-type": "application/json" });
    expect(routeRequest(context, json.exchange)?.status).toBe(415);
    const latin1 = exchangeOf("POST", `${SAMPLE_PATH}/GetBooking`, {
      "content-type": "application/x-www-form-urlencoded; charset=ISO-8859-1",
    });
    expect(routeRequest(context, latin1.exchange)?.status).toBe(415);
    expect([latin1.exchange.transport, latin1.exchange.operation]).toEqual(["post", "GetBooking"]);
    expect(routeRequest(context, exchangeOf("GET", `${SAMPLE_PATH}/Nothing`).exchange)?.status).toBe(404);
  });

  it("answers ?WSDL with the addresses rewritten to publicBaseUrl", () => {
    const { exchange } = exchangeOf("GET", `${SAMPLE_PATH}?wsdl`);
    const answer = routeRequest(contextOf({ publicBaseUrl: "https://api.example.net/" }), exchange);
    expect(exchange.transport).toBe("wsdl");
    expect(answer?.body).toContain(`location="https://api.example.net${SAMPLE_PATH}"`);
    expect(answer?.body).toContain(`schemaLocation="https://api.example.net${SAMPLE_PATH}?xsd=types.xsd"`);
  });

  it("takes an operation's other actions as its SOAPAction (a JAX-WS RI client sends its wsam:Action)", () => {
    const service = {
      ...SampleAPI,
      operations: [{ ...GetBooking, otherActions: ["urn:jaxws:GetBookingRequest"] }],
    };
    const { exchange } = exchangeOf("POST", SAMPLE_PATH, {
      "content-type": "text/xml",
      soapaction: '"urn:jaxws:GetBookingRequest"',
    });
    expect(routeRequest(new ListenerContext(service, noBooking, {}), exchange)).toBeUndefined();
    expect(exchange.transport).toBe("soap11");
  });

  it("refuses a SOAP 1.1 call whose SOAPAction names no operation before reading its body", () => {
    const { exchange } = exchangeOf("POST", SAMPLE_PATH, {
      "content-type": "text/xml",
      soapaction: '"urn:x"',
    });
    const answer = routeRequest(contextOf(), exchange);
    expect(answer?.status).toBe(500);
    expect(answer?.body).toContain("Server did not recognize the value of HTTP header SOAPAction: urn:x.");
    expect(exchange.body).toBeUndefined();
  });
});

describe("decodeSoapRequest", () => {
  it("refuses an envelope of the other version, and a request its validator refuses", () => {
    const context = contextOf();
    const body12 = Buffer.from(soapRequestEnvelope("1.2", GetBooking, { bookingId: 1 }));
    const mismatch = decodeSoapRequest(
      context,
      exchangeOf("POST", SAMPLE_PATH).exchange,
      "1.1",
      undefined,
      body12,
    );
    expect(mismatch?.error).toBe("fault-VersionMismatch");
    const invalid = exchangeOf("POST", SAMPLE_PATH);
    const body = Buffer.from(soapRequestEnvelope("1.1", GetBooking, { bookingId: 0 }));
    const refused = decodeSoapRequest(context, invalid.exchange, "1.1", undefined, body);
    expect(refused?.error).toBe("fault-Sender");
    expect(refused?.body).toContain("Server was unable to read request: bookingId:");
    expect(invalid.exchange.operation).toBe("GetBooking");
  });

  it("passes a valid request on to the handler, which answers the exchange", async () => {
    const seen: number[] = [];
    const context = contextOf(
      {},
      { getBooking: (request) => (seen.push(request.bookingId), Promise.resolve(undefined)) },
    );
    const { exchange, written } = exchangeOf("POST", SAMPLE_PATH);
    const body = Buffer.from(soapRequestEnvelope("1.1", GetBooking, { bookingId: 7 }));
    expect(decodeSoapRequest(context, exchange, "1.1", GetBooking, body)).toBeUndefined();
    expect((await written).status).toBe(200);
    expect(seen).toEqual([7]);
  });

  it("takes an action naming no operation for one that declares none, as gSOAP sends its default action", async () => {
    // wsdl2h gives an operation without soapAction or wsam:Action the WS-Addressing default, {tns}/{portType}/{op}.
    const action = "urn:sample/SamplePortType/GetBooking";
    const body = Buffer.from(soapRequestEnvelope("1.1", GetBooking, { bookingId: 7 }));
    const declared = routeRequest(
      contextOf(),
      exchangeOf("POST", SAMPLE_PATH, { "content-type": "text/xml", soapaction: action }).exchange,
    );
    expect(declared?.body).toContain(
      `Server did not recognize the value of HTTP header SOAPAction: ${action}.`,
    );
    const refused = decodeSoapRequest(
      contextOf(),
      exchangeOf("POST", SAMPLE_PATH).exchange,
      "1.1",
      undefined,
      body,
      action,
    );
    expect(refused?.body).toContain(
      `Server did not recognize the value of HTTP header SOAPAction: ${action}.`,
    );

    const seen: number[] = [];
    const actionless = {
      ...SampleAPI,
      operations: SampleAPI.operations.map((op) => ({ ...op, soapAction: "" })),
    };
    const context = new ListenerContext(
      actionless,
      {
        getBooking: (request) => (seen.push(request.bookingId), Promise.resolve(undefined)),
      },
      {},
    );
    const routed = exchangeOf("POST", SAMPLE_PATH, { "content-type": "text/xml", soapaction: action });
    expect(routeRequest(context, routed.exchange)).toBeUndefined();
    const { exchange, written } = exchangeOf("POST", SAMPLE_PATH);
    expect(decodeSoapRequest(context, exchange, "1.1", undefined, body, action)).toBeUndefined();
    expect((await written).status).toBe(200);
    expect(seen).toEqual([7]);
  });
});

describe("decodePlainRequest", () => {
  it("refuses a missing, repeated or unconvertible parameter, without the value of a secret one", () => {
    const context = contextOf();
    const decode = (query: string): string | undefined =>
      decodePlainRequest(
        context,
        exchangeOf("GET", SAMPLE_PATH).exchange,
        "get",
        GetBooking,
        new URLSearchParams(query),
      )?.body;
    expect(decode("userName=a&password=b")).toBe("Missing parameter: bookingId.\n");
    expect(decode("userName=a&userName=b&password=b&bookingId=1")).toBe(
      "Parameter userName appears more than once.\n",
    );
    expect(decode("userName=a&password=b&bookingId=x")).toMatch(
      /^Cannot convert parameter bookingId to \w+: /,
    );
    expect(decode("userName=a&password=b&bookingId=0")).toMatch(/^Invalid request: bookingId: /);
  });

  it("takes a boolean and a dateTime as HTTP callers write them, as an .asmx host does, in their XSD form", async () => {
    const seen: unknown[] = [];
    const context = contextOf(
      {},
      { getBooking: (request) => (seen.push(request), Promise.resolve(undefined)) },
    );
    const Flagged = {
      ...GetBooking,
      parameters: [
        ...GetBooking.parameters,
        parameter("confirmed", "confirmed", xsBoolean),
        parameter("since", "since", xsDateTime),
      ],
    };
    const decode = (query: string) => {
      const { exchange, written } = exchangeOf("GET", SAMPLE_PATH);
      return {
        answer: decodePlainRequest(context, exchange, "get", Flagged, new URLSearchParams(query)),
        written,
      };
    };
    const taken = decode("bookingId=1&confirmed=True&since=2026-01-02 03:04:05.5%2B01:00");
    expect(taken.answer).toBeUndefined();
    expect((await taken.written).status).toBe(200);
    expect(seen).toEqual([{ bookingId: 1, confirmed: true, since: "2026-01-02T03:04:05.5+01:00" }]);
    // Neither is a door to other text: each stays refused.
    for (const wrong of [
      "confirmed=yes",
      "confirmed=True1",
      "since=2026-01-02  03:04:05",
      "since=2026-01-02 3:04",
    ])
      expect(decode(`bookingId=1&${wrong}`).answer?.body).toMatch(/^Cannot convert parameter \w+ to \w+: /);
  });
});

describe("authenticateCall", () => {
  it("answers a refused login with 403 over GET/POST and a Sender fault over SOAP, without calling the handler", async () => {
    let called = false;
    const handlers: SampleAPIHandlers = { getBooking: () => ((called = true), Promise.resolve(undefined)) };
    const context = contextOf(
      { authenticate: (credentials) => credentials["userName"] === "demo" },
      handlers,
    );
    const plain = exchangeOf("GET", SAMPLE_PATH);
    authenticateCall(
      context,
      plain.exchange,
      GetBooking,
      { bookingId: 1 },
      callOf({ userName: "x" }),
      undefined,
    );
    expect(await plain.written).toMatchObject({ status: 403, body: "Invalid login.\n" });
    const soap = exchangeOf("POST", SAMPLE_PATH);
    authenticateCall(context, soap.exchange, GetBooking, { bookingId: 1 }, callOf({ userName: "x" }), "1.2");
    const fault = await soap.written;
    expect([fault.status, fault.body.includes("Invalid login.")]).toEqual([500, true]);
    expect(called).toBe(false);
  });
});

describe("invokeHandler", () => {
  it("answers a handler's error with a fixed text and logs its cause with credentials redacted", async () => {
    const entries: RequestLogEntry[] = [];
    const handlers: SampleAPIHandlers = {
      getBooking: (_request, call) =>
        Promise.reject(new Error(`no access for ${call.credentials["password"]}`)),
    };
    const context = contextOf({ log: (entry) => entries.push(entry) }, handlers);
    const { exchange, written } = exchangeOf("GET", `${SAMPLE_PATH}/GetBooking?x`);
    invokeHandler(context, exchange, GetBooking, { bookingId: 1 }, callOf({ password: "s3cret" }), undefined);
    expect(await written).toMatchObject({ status: 500, body: "Server was unable to process request.\n" });
    expect(entries[0]?.cause).toBe("Error: no access for ***");
  });
});

describe("invalidResult", () => {
  const ns = "urn:headers";
  const op = {
    ...GetBooking,
    outputHeaders: [
      header("Session", element(ns, "Session", xsInt), (w, value: number) =>
        writeValue(w, ns, "Session", xsInt, value),
      ),
    ],
  };

  it("answers a result or a response header block that breaks the schema with a fixed text, its issues the cause", () => {
    expect(invalidResult(op, "1.1", { booking: null }, callOf())).toBeUndefined();
    // No result is the absent or nil result element.
    expect(invalidResult(op, "1.1", undefined, callOf())).toBeUndefined();
    const missing = invalidResult(op, "1.2", {}, callOf());
    expect([
      missing?.status,
      missing?.error,
      missing?.body.includes("Server was unable to process request."),
    ]).toEqual([500, "fault-Receiver", true]);
    expect(missing?.cause).toBe("GetBooking response is invalid: result.booking: is required");
    const call = callOf();
    (call.responseSoapHeaders as Record<string, unknown>)["Session"] = "s-1";
    expect(invalidResult(op, "1.1", { booking: null }, call)?.cause).toBe(
      "GetBooking response is invalid: responseSoapHeaders.Session: must be a number, got string",
    );
    // GET and POST carry no header blocks; their answer to a failing handler is plain text.
    expect(invalidResult(op, undefined, { booking: null }, call)).toBeUndefined();
    expect(invalidResult(op, undefined, {}, call)?.body).toBe("Server was unable to process request.\n");
  });

  it("names the result's items by index where the generated validator reports them", () => {
    const listed = { ...op, validateResult: () => [{ path: "[2].text", message: "is required" }] };
    expect(invalidResult(listed, "1.1", { booking: null }, callOf())?.cause).toBe(
      "GetBooking response is invalid: result[2].text: is required",
    );
  });
});

describe("invalidFault", () => {
  it("answers a declared fault whose detail breaks the schema with a fixed text; other failures pass", () => {
    const ns = "urn:faults";
    const op = {
      ...GetBooking,
      faults: [
        faultDetail("retryAfter", element(ns, "RetryAfter", xsInt), (w, value: number) =>
          writeValue(w, ns, "RetryAfter", xsInt, value),
        ),
      ],
    };
    const busy = (detail: Readonly<Record<string, unknown>>) =>
      new ServiceFault("Receiver", "Busy", undefined, { detail });
    expect(invalidFault(op, "1.1", busy({ retryAfter: 30 }), callOf())).toBeUndefined();
    const refused = invalidFault(op, "1.1", busy({ retryAfter: null }), callOf());
    expect([refused?.body.includes("Busy"), refused?.cause]).toEqual([
      false,
      "GetBooking fault is invalid: detail.retryAfter: must not be null (not nillable)",
    ]);
    // GET and POST write no detail; an error that is no ServiceFault is answered as it is.
    expect(invalidFault(op, undefined, busy({ retryAfter: null }), callOf())).toBeUndefined();
    expect(invalidFault(op, "1.1", new Error("down"), callOf())).toBeUndefined();
  });
});

describe("resultAnswer", () => {
  it("writes a SOAP envelope for a SOAP version and the bare result element for GET/POST", () => {
    const result: BookResult = { booking: null };
    const soap = resultAnswer(GetBooking, "1.2", result, callOf());
    expect(soap.contentType).toMatch(/^application\/soap\+xml/);
    expect(soap.body).toContain("GetBookingResponse");
    const plain = resultAnswer(GetBooking, undefined, null, callOf());
    expect(plain.contentType).toBe("text/xml; charset=utf-8");
    expect(plain.body).toMatch(/<getBookingResult [^>]*xsi:nil="true"\s*\/>/);
  });
});

describe("failureAnswer", () => {
  it("answers a ServiceFault as it says, and anything else with a fixed text", () => {
    const sender = failureAnswer(undefined, new ServiceFault("Sender", "Booking is locked"), callOf());
    expect([sender.status, sender.body]).toEqual([400, "Booking is locked\n"]);
    const receiver = failureAnswer("1.1", new ServiceFault("Receiver", "Try later"), callOf());
    expect([receiver.status, receiver.error, receiver.body.includes("Try later")]).toEqual([
      500,
      "fault-Receiver",
      true,
    ]);
    const other = failureAnswer("1.1", new TypeError("at /srv/x.ts"), callOf());
    expect(other.body).not.toContain("/srv/x.ts");
    expect(other.cause).toBe("TypeError: at /srv/x.ts");
  });

  it("writes the detail of a fault the operation declares; another, or a value its writer refuses, is the handler's mistake", () => {
    const ns = "urn:faults";
    const op = {
      ...GetBooking,
      faults: [
        faultDetail("retryAfter", element(ns, "RetryAfter", xsInt), (w, value: number) =>
          writeValue(w, ns, "RetryAfter", xsInt, value),
        ),
      ],
    };
    const fault = (detail: Readonly<Record<string, unknown>>, version: "1.1" | "1.2" = "1.1") =>
      failureAnswer(version, new ServiceFault("Receiver", "Busy", undefined, { detail }), callOf(), op);
    expect(fault({ retryAfter: 30 }).body).toContain(
      `<detail><ns1:RetryAfter xmlns:ns1="${ns}">30</ns1:RetryAfter></detail>`,
    );
    expect(fault({ retryAfter: null }, "1.2").body).toMatch(
      new RegExp(`<soap:Detail><ns1:RetryAfter xmlns:ns1="${ns}" xsi:nil="true"/></soap:Detail>`),
    );
    // Typed by the operation's faults interface, a fault it does not declare is a compile error.
    const wrong = () =>
      // @ts-expect-error `retry` is no fault of `{ retryAfter?: number }`
      new ServiceFault<{ retryAfter?: number }>("Sender", "Busy", undefined, { detail: { retry: 30 } });
    expect(wrong().detail).toEqual({ retry: 30 });
    const undeclared = fault({ retry: 30 });
    expect([undeclared.body.includes("Server was unable to process request."), undeclared.cause]).toEqual([
      true,
      "TypeError: GetBooking declares no fault 'retry' (it declares 'retryAfter')",
    ]);
    const refused = fault({ retryAfter: 1e12 });
    expect([refused.body.includes("<RetryAfter"), refused.cause]).toEqual([
      false,
      expect.stringMatching(/^ScalarError/),
    ]);
  });
});

describe("deliverAnswer", () => {
  it("writes the answer with its length and logs it; a HEAD request gets no body", async () => {
    const entries: RequestLogEntry[] = [];
    const context = contextOf({ log: (entry) => entries.push(entry) });
    const get = exchangeOf("GET", `${SAMPLE_PATH}?secret=1`);
    deliverAnswer(context, get.exchange, new Answer(200, "text/plain", "héllo", ""));
    expect(await get.written).toEqual({
      status: 200,
      headers: { "content-type": "text/plain", "content-length": 6, "cache-control": "private" },
      body: "héllo",
    });
    expect(entries[0]).toMatchObject({ method: "GET", path: SAMPLE_PATH, status: 200, error: undefined });
    const head = exchangeOf("HEAD", SAMPLE_PATH);
    deliverAnswer(context, head.exchange, new Answer(404, "text/plain", "gone", "http-404"));
    expect(await head.written).toMatchObject({ status: 404, body: "" });
    expect(entries[1]?.error).toBe("http-404");
  });
});
