import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HttpError,
  MalformedResponseError,
  SoapClient,
  SoapFaultError,
  TransportError,
} from "../../generator/runtime/http-client.ts";
import {
  createRouter,
  createServiceListener,
  createSoapServer,
  formatLogEntry,
  ServiceFault,
  type RequestLogEntry,
} from "../../generator/runtime/http-server.ts";
import type { OperationDescriptor, Transport } from "../../generator/runtime/operation.ts";
import { xsString } from "../../generator/runtime/scalars.ts";
import { complexType, element, type ComplexType } from "../../generator/runtime/xml-reader.ts";
import { readSoapEnvelope, writeSoapEnvelope } from "../../generator/runtime/soap.ts";
import { SOAP11_ENV_NS, SOAP12_ENV_NS, XSI_NS } from "../../generator/runtime/xml-names.ts";
import { readCapture } from "./capture.ts";
import {
  GetBooking,
  type GetBookingRequest,
  SAMPLE_PATH,
  SampleAPI,
  SampleAPIClient,
  type SampleAPIHandlers,
} from "./sample/service.ts";
import { NS, type BookingWithStatus, type BookResult } from "./sample/types.ts";

const PASSWORD = "pa55-W\u00f6rd&<secret>";
const hotelNote = { startDate: "2025-01-01T00:00:00", endDate: "2025-01-02T00:00:00Z", text: "Pool closed" };
/** Two-byte, three-byte and four-byte UTF-8 characters between markup that is escaped. */
const NON_ASCII_NOTE = "Frühstück <7:00> & 早餐 \u{1F373}";
const booking: BookingWithStatus = {
  $type: "BookingWithStatus",
  bookingnumber: "B-77",
  hotelId: 12,
  prices: [{ amount: "99999999999999999999.99", currency: "EUR" }],
  earliestNonFreeCancellationDateCet: null,
  hotelNotes: [hotelNote],
  remark: [],
  bookingStatus: "Active",
};

const handlers: SampleAPIHandlers = {
  async getBooking(request, context) {
    switch (request.bookingId) {
      case 1:
        return { booking };
      case 2:
        return { booking: null };
      case 3:
        return { booking: { ...booking, hotelNotes: [{ ...hotelNote, text: NON_ASCII_NOTE }] } };
      case 4:
        return undefined;
      case 5:
        return { booking: { ...booking, bookingnumber: request.language ?? "(absent)" } };
      case 13:
        throw new Error(
          `internal failure in /srv/app/demo-db.ts for ${context.credentials["password"] ?? ""}`,
        );
      case 14:
        throw new ServiceFault("Sender", "Booking is locked", { ns: NS, local: "Locked" });
      case 99:
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return { booking };
      default:
        return { booking: null };
    }
  },
};

const logs: RequestLogEntry[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  const listener = createServiceListener(SampleAPI, handlers, {
    authenticate: (credentials) => credentials["userName"] === "demo" && credentials["password"] === PASSWORD,
    log: (entry) => logs.push(entry),
    maxBodyBytes: 64 * 1024,
    bodyTimeoutMs: 300,
    maxUrlLength: 2048,
  });
  server = createSoapServer(createRouter({ [SAMPLE_PATH]: listener }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface RawResponse {
  status: number;
  contentType: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers["content-type"] ?? "",
          body: Buffer.concat(chunks).toString("utf8"),
          headers: res.headers,
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const envelope11 = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11_ENV_NS}"><soap:Body>${body}</soap:Body></soap:Envelope>`;
const envelope12 = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${SOAP12_ENV_NS}"><s:Body>${body}</s:Body></s:Envelope>`;
const getBooking = (id: string, password = PASSWORD, ns = NS) =>
  `<GetBooking xmlns="${ns}"><userName>demo</userName><password>${password.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</password><bookingId>${id}</bookingId></GetBooking>`;
const soap11 = (action: string | undefined, body: string) =>
  raw(
    "POST",
    SAMPLE_PATH,
    { "content-type": "text/xml; charset=utf-8", ...(action === undefined ? {} : { soapaction: action }) },
    body,
  );
const soap12 = (body: string, action?: string) =>
  raw(
    "POST",
    SAMPLE_PATH,
    {
      "content-type": `application/soap+xml; charset=utf-8${action === undefined ? "" : `; action="${action}"`}`,
    },
    body,
  );
const query = (id: string, password = PASSWORD) =>
  `userName=demo&password=${encodeURIComponent(password)}&bookingId=${id}`;

/** Reads a fault response; returns [code, reason]. */
function faultOf(response: RawResponse): [string, string, string | undefined] {
  const fault = readSoapEnvelope(response.body, () => undefined).fault;
  if (fault === undefined) throw new Error(`not a fault: ${response.body}`);
  return [fault.code, fault.reason, fault.subcode];
}

describe("server: SOAP recognition", () => {
  it.each([
    [
      "SOAP 1.1, quoted SOAPAction",
      () => soap11(`"${NS}GetBooking"`, envelope11(getBooking("1"))),
      "text/xml; charset=utf-8",
    ],
    [
      "SOAP 1.1, unquoted SOAPAction",
      () => soap11(`${NS}GetBooking`, envelope11(getBooking("1"))),
      "text/xml; charset=utf-8",
    ],
    [
      "SOAP 1.2 without action",
      () => soap12(envelope12(getBooking("1"))),
      "application/soap+xml; charset=utf-8",
    ],
    [
      "SOAP 1.2 with action",
      () => soap12(envelope12(getBooking("1")), `${NS}GetBooking`),
      "application/soap+xml; charset=utf-8",
    ],
  ])("answers %s", async (_name, send, contentType) => {
    const response = await send();
    expect([response.status, response.contentType]).toEqual([200, contentType]);
    const read = readSoapEnvelope(response.body, (ns, local) =>
      ns === NS && local === "GetBookingResponse"
        ? {
            kind: "content",
            name: "x",
            textual: false,
            begin: () => undefined,
            child: () => undefined,
            add: () => undefined,
            end: () => "ok",
          }
        : undefined,
    );
    expect(read.body?.value).toBe("ok");
    expect(response.body).toContain('xsi:type="ns1:BookingWithStatus"');
  });

  it("reads the SOAP 1.2 action and charset as parameters, not inside another parameter's quoted value", async () => {
    const send = (contentType: string) =>
      raw("POST", SAMPLE_PATH, { "content-type": contentType }, envelope12(getBooking("1")));
    const quoted = await send(
      `Application/SOAP+XML; note="a;charset=latin1; action=urn:no"; action="${NS}GetBooking"; charset=UTF-8`,
    );
    expect(quoted.status).toBe(200);
    // An escaped quote belongs to the value, which then names no operation.
    const escaped = await send(`application/soap+xml; action="${NS}Get\\"Booking"`);
    expect([escaped.status, faultOf(escaped)[1]]).toEqual([
      500,
      `Server did not recognize the value of action parameter: ${NS}Get"Booking.`,
    ]);
  });

  it("answers the captured SOAP requests' shape from a real client (capture 07 with our path)", async () => {
    const { request } = readCapture("07-soap11-GetMeals.txt");
    const body = request.body.replace(/<GetMeals[^]*<\/GetMeals>/, getBooking("2"));
    const response = await soap11(`"${NS}GetBooking"`, body);
    expect(response.status).toBe(200);
    expect(response.body).toContain(
      `<GetBookingResponse><getBookingResult><booking xsi:nil="true"/></getBookingResult></GetBookingResponse>`,
    );
  });

  it("reads leniently a request element unqualified, or in the service's namespace where its schema's is another", async () => {
    // The WSDL's targetNamespace, which node-soap 0.4 wrote an element of an imported schema in.
    const definitions = "urn:sample-definitions";
    const listeners = [
      createServiceListener(SampleAPI, handlers, { readOptions: { strict: true } }),
      createServiceListener({ ...SampleAPI, ns: definitions }, handlers),
    ];
    const servers = listeners.map((listener) => createSoapServer(createRouter({ [SAMPLE_PATH]: listener })));
    for (const one of servers) await new Promise<void>((resolve) => one.listen(0, "127.0.0.1", resolve));
    const [strict = "", other = ""] = servers.map(
      (one) => `http://127.0.0.1:${(one.address() as AddressInfo).port}${SAMPLE_PATH}`,
    );
    const post11 = async (url: string, ns: string): Promise<[number, string]> => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}GetBooking"` },
        body: envelope11(getBooking("5", PASSWORD, ns)),
      });
      return [response.status, await response.text()];
    };
    const reason = (body: string) => faultOf({ status: 500, contentType: "", body, headers: {} })[1];
    try {
      const read = [
        await post11(`${base}${SAMPLE_PATH}`, ""),
        [200, (await soap12(envelope12(getBooking("5", PASSWORD, "")))).body] as const,
        await post11(other, definitions),
        await post11(other, ""),
      ];
      for (const [status, body] of read)
        expect([status, body]).toEqual([
          200,
          expect.stringContaining("<bookingnumber>(absent)</bookingnumber>"),
        ]);
      const [status, body] = await post11(strict, "");
      expect([status, reason(body)]).toEqual([
        500,
        `The body element GetBooking has no namespace; this endpoint's is ${NS}.`,
      ]);
      const [otherStatus, otherBody] = await post11(other, "urn:elsewhere");
      expect([otherStatus, reason(otherBody)]).toEqual([
        500,
        `Namespace urn:elsewhere does not match this endpoint's version (${definitions}).`,
      ]);
    } finally {
      for (const one of servers) {
        one.closeAllConnections();
        await new Promise((resolve) => one.close(resolve));
      }
    }
  });

  it("answers text beyond ASCII as UTF-8, its length in bytes", async () => {
    const response = await soap11(`"${NS}GetBooking"`, envelope11(getBooking("3")));
    expect(response.status).toBe(200);
    expect(response.body).toContain("<text>Frühstück &lt;7:00&gt; &amp; 早餐 \u{1F373}</text>");
    expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(response.body)));
  });
});

describe("server: SOAP rejections", () => {
  const cases: [string, () => Promise<RawResponse>, number, string, string, string][] = [
    [
      "wrong SOAPAction (capture 20)",
      () => soap11(`"${NS}NoSuchOp"`, envelope11(getBooking("1"))),
      500,
      "text/xml; charset=utf-8",
      "Client",
      "did not recognize",
    ],
    [
      "missing SOAPAction (capture 21)",
      () => soap11(undefined, envelope11(getBooking("1"))),
      500,
      "text/xml; charset=utf-8",
      "Client",
      "SOAPAction",
    ],
    [
      "unknown body element (capture 26)",
      () => soap12(envelope12(`<NoSuchOp xmlns="${NS}"/>`)),
      500,
      "application/soap+xml; charset=utf-8",
      "Sender",
      "unknown body element",
    ],
    [
      "namespace of another version",
      () => soap11(`"${NS}GetBooking"`, envelope11(getBooking("1", PASSWORD, "http://xml.example.net/14/"))),
      500,
      "text/xml; charset=utf-8",
      "Client",
      "does not match this endpoint's version",
    ],
    [
      "SOAP 1.2 envelope as text/xml (capture 27)",
      () => soap11(`"${NS}GetBooking"`, envelope12(getBooking("1"))),
      500,
      "text/xml; charset=utf-8",
      "VersionMismatch",
      "SOAP 1.2 envelope",
    ],
    [
      "SOAP 1.1 envelope as application/soap+xml",
      () => soap12(envelope11(getBooking("1"))),
      500,
      "application/soap+xml; charset=utf-8",
      "VersionMismatch",
      "SOAP 1.1 envelope",
    ],
    [
      "a foreign envelope namespace",
      () => soap11(`"${NS}GetBooking"`, `<e:Envelope xmlns:e="urn:x"><e:Body/></e:Envelope>`),
      500,
      "text/xml; charset=utf-8",
      "VersionMismatch",
      "neither SOAP 1.1 nor 1.2",
    ],
    [
      "malformed XML (capture 22)",
      () => soap11(`"${NS}GetBooking"`, envelope11(`<GetBooking xmlns="${NS}"><userName>x</GetBooking>`)),
      400,
      "text/xml; charset=utf-8",
      "Client",
      "not acceptable XML",
    ],
    [
      "a DOCTYPE (billion laughs)",
      () =>
        soap11(
          `"${NS}GetBooking"`,
          `<!DOCTYPE l [<!ENTITY a "a"><!ENTITY b "&a;&a;">]>${envelope11(getBooking("1")).replace(/^<\?xml[^>]*>/, "")}`,
        ),
      400,
      "text/xml; charset=utf-8",
      "Client",
      "DOCTYPE",
    ],
    [
      "a bad int (capture 23)",
      () => soap11(`"${NS}GetBooking"`, envelope11(getBooking("abc"))),
      500,
      "text/xml; charset=utf-8",
      "Client",
      "unable to read request",
    ],
    [
      "a failed validation",
      () => soap11(`"${NS}GetBooking"`, envelope11(getBooking("0"))),
      500,
      "text/xml; charset=utf-8",
      "Client",
      "bookingId: must be at least 1",
    ],
    [
      "a missing required parameter",
      () => soap11(`"${NS}GetBooking"`, envelope11(`<GetBooking xmlns="${NS}"/>`)),
      500,
      "text/xml; charset=utf-8",
      "Client",
      "lacks required element <bookingId>",
    ],
    [
      "wrong credentials (capture 18)",
      () => soap11(`"${NS}GetBooking"`, envelope11(getBooking("1", "wrong"))),
      500,
      "text/xml; charset=utf-8",
      "Client",
      "Invalid login.",
    ],
    [
      "a handler that throws (capture 19)",
      () => soap11(`"${NS}GetBooking"`, envelope11(getBooking("13"))),
      500,
      "text/xml; charset=utf-8",
      "Server",
      "Server was unable to process request.",
    ],
    [
      "a handler that throws (capture 25, SOAP 1.2)",
      () => soap12(envelope12(getBooking("13"))),
      500,
      "application/soap+xml; charset=utf-8",
      "Receiver",
      "Server was unable to process request.",
    ],
    [
      "a mustUnderstand header",
      () =>
        soap11(
          `"${NS}GetBooking"`,
          envelope11(getBooking("1")).replace(
            "<soap:Body>",
            `<soap:Header><h:Auth xmlns:h="urn:h" soap:mustUnderstand="1"/></soap:Header><soap:Body>`,
          ),
        ),
      500,
      "text/xml; charset=utf-8",
      "MustUnderstand",
      "urn:h",
    ],
  ];
  it.each(cases)("%s", async (_name, send, status, contentType, code, reason) => {
    const response = await send();
    expect([response.status, response.contentType]).toEqual([status, contentType]);
    const [actualCode, actualReason] = faultOf(response);
    expect(actualCode).toBe(code);
    expect(actualReason).toContain(reason);
    for (const leak of [PASSWORD, "/srv/app", "    at ", "internal failure"])
      expect(response.body).not.toContain(leak);
  });

  it.each([
    ["a code that is not Sender or Receiver", () => new ServiceFault("Evil<x/>" as "Sender", "r")],
    ["the SOAP 1.1 name of a code", () => new ServiceFault("Client" as "Sender", "r")],
    ["a subcode that is not an NCName", () => new ServiceFault("Sender", "r", { ns: NS, local: "Evil<x/>" })],
    ["a prefixed subcode", () => new ServiceFault("Sender", "r", { ns: NS, local: "a:b" })],
    ["a subcode without a namespace", () => new ServiceFault("Sender", "r", { ns: "", local: "Locked" })],
    ["a subcode that is a string", () => new ServiceFault("Sender", "r", "Locked" as never)],
    ["a reason that is not a string", () => new ServiceFault("Sender", 42 as never)],
  ])("refuses a ServiceFault with %s when it is constructed", (_name, construct) => {
    expect(construct).toThrow(TypeError);
  });

  it("sends a handler's ServiceFault with its subcode", async () => {
    const response = await soap12(envelope12(getBooking("14")));
    expect([response.status, ...faultOf(response)]).toEqual([500, "Sender", "Booking is locked", "Locked"]);
  });

  it.each([
    ["a wrong content type (capture 34)", "POST", { "content-type": "application/json" }, "{}", 415],
    [
      "a non-UTF-8 charset",
      "POST",
      { "content-type": "text/xml; charset=iso-8859-1", soapaction: "x" },
      "<x/>",
      415,
    ],
    ["a wrong method", "PUT", { "content-type": "text/xml" }, "<x/>", 405],
    [
      "a body over the limit",
      "POST",
      { "content-type": "text/xml", soapaction: `"${NS}GetBooking"` },
      "x".repeat(70_000),
      413,
    ],
  ])("answers %s with a plain HTTP error", async (_name, method, headers, body, status) => {
    const response = await raw(method, SAMPLE_PATH, headers, body);
    expect([response.status, response.contentType]).toEqual([status, "text/plain; charset=utf-8"]);
  });

  it("answers a slow body with 408 and keeps serving", async () => {
    const response = await new Promise<RawResponse>((resolve, reject) => {
      const req = httpRequest(
        `${base}${SAMPLE_PATH}`,
        {
          method: "POST",
          agent: false,
          headers: { "content-type": "text/xml", soapaction: `"${NS}GetBooking"`, "content-length": "1000" },
        },
        (res) => {
          let body = "";
          res.on("data", (c: Buffer) => (body += c.toString()));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: res.headers["content-type"] ?? "",
              body,
              headers: res.headers,
            }),
          );
        },
      );
      req.on("error", reject);
      req.write("<soap:Envelope");
    });
    expect([response.status, response.contentType]).toEqual([408, "text/plain; charset=utf-8"]);
    expect((await soap12(envelope12(getBooking("1")))).status).toBe(200);
  });
});

describe("server: concurrency", () => {
  it("serves valid requests correctly while hostile ones arrive at the same time", async () => {
    const valid = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? soap12(envelope12(getBooking("1")))
        : raw("GET", `${SAMPLE_PATH}/GetBooking?${query("1")}`),
    );
    const hostile = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? soap11(`"${NS}GetBooking"`, `<!DOCTYPE a [<!ENTITY a "aaaaaaaaaa">]><a>&a;</a>`)
        : i % 4 === 1
          ? soap11(`"${NS}GetBooking"`, `${"<a>".repeat(5000)}`)
          : i % 4 === 2
            ? raw("POST", SAMPLE_PATH, { "content-type": "text/xml", soapaction: "x" }, "x".repeat(70_000))
            : soap12(envelope12(getBooking("13"))),
    );
    const [good, bad] = await Promise.all([Promise.all(valid), Promise.all(hostile)]);
    expect(good.map((r) => r.status)).toEqual(Array.from({ length: 40 }, () => 200));
    expect(new Set(good.map((r) => r.body.length)).size).toBe(2);
    expect(bad.every((r) => r.status >= 400)).toBe(true);
  });
});

describe("server: HTTP GET and POST", () => {
  it("GET answers the bare result element", async () => {
    const response = await raw("GET", `${SAMPLE_PATH}/GetBooking?${query("1")}`);
    expect([response.status, response.contentType]).toEqual([200, "text/xml; charset=utf-8"]);
    expect(response.body).toMatch(
      new RegExp(`^<\\?xml version="1.0" encoding="utf-8"\\?><getBookingResult xmlns="${NS}"`),
    );
  });

  it("POST answers the same", async () => {
    const response = await raw(
      "POST",
      `${SAMPLE_PATH}/GetBooking`,
      { "content-type": "application/x-www-form-urlencoded" },
      query("1"),
    );
    expect(response.status).toBe(200);
    expect(response.body).toBe((await raw("GET", `${SAMPLE_PATH}/GetBooking?${query("1")}`)).body);
  });

  it.each([
    [
      "an unknown operation (capture 30)",
      "GET",
      `${SAMPLE_PATH}/NoSuchOp?a=1`,
      undefined,
      404,
      "Unknown operation.",
    ],
    [
      "a missing required parameter (capture 32)",
      "GET",
      `${SAMPLE_PATH}/GetBooking?userName=demo&password=${encodeURIComponent(PASSWORD)}`,
      undefined,
      400,
      "Missing parameter: bookingId.",
    ],
    [
      "a bad int (capture 31)",
      "GET",
      `${SAMPLE_PATH}/GetBooking?${query("abc")}`,
      undefined,
      400,
      "Cannot convert parameter bookingId to int",
    ],
    [
      "a failed validation",
      "GET",
      `${SAMPLE_PATH}/GetBooking?${query("-5")}`,
      undefined,
      400,
      "bookingId: must be at least 1",
    ],
    [
      "wrong credentials (capture 28)",
      "GET",
      `${SAMPLE_PATH}/GetBooking?${query("1", "nope")}`,
      undefined,
      403,
      "Invalid login.",
    ],
    [
      "a handler that throws (capture 29)",
      "GET",
      `${SAMPLE_PATH}/GetBooking?${query("13")}`,
      undefined,
      500,
      "Server was unable to process request.",
    ],
    [
      "a handler's ServiceFault",
      "GET",
      `${SAMPLE_PATH}/GetBooking?${query("14")}`,
      undefined,
      400,
      "Booking is locked",
    ],
    [
      "a wrong form content type",
      "POST",
      `${SAMPLE_PATH}/GetBooking`,
      "text/xml",
      415,
      "application/x-www-form-urlencoded",
    ],
    ["a wrong method", "DELETE", `${SAMPLE_PATH}/GetBooking`, undefined, 405, "Use GET or POST."],
    [
      "an oversized query string",
      "GET",
      `${SAMPLE_PATH}/GetBooking?${"a".repeat(3000)}`,
      undefined,
      414,
      "longer than 2048",
    ],
    ["an unknown path", "GET", "/15/SOAP/Other.asmx", undefined, 404, "Not found."],
  ])("answers %s", async (_name, method, path, contentType, status, message) => {
    const response = await raw(
      method,
      path,
      contentType === undefined ? {} : { "content-type": contentType },
      method === "POST" ? query("1") : undefined,
    );
    expect([response.status, response.contentType]).toEqual([status, "text/plain; charset=utf-8"]);
    expect(response.body).toContain(message);
    for (const leak of [PASSWORD, encodeURIComponent(PASSWORD), "/srv/app", "internal failure"])
      expect(response.body).not.toContain(leak);
  });
});

describe("server: WSDL", () => {
  it.each(["WSDL", "wsdl", "Wsdl"])(
    "serves ?%s with the addresses rewritten to the request's address",
    async (q) => {
      const response = await raw("GET", `${SAMPLE_PATH}?${q}`);
      expect([response.status, response.contentType]).toEqual([200, "text/xml; charset=utf-8"]);
      const address = `${base}${SAMPLE_PATH}`;
      expect(response.body).toContain(`<soap:address location="${address}" />`);
      expect(response.body).toContain(`<soap12:address location="${address}" />`);
      expect(response.body).not.toContain("placeholder");
    },
  );

  it("serves the imported schemas at ?xsd=<path> and points every reference there", async () => {
    const wsdl = await raw("GET", `${SAMPLE_PATH}?wsdl`);
    const address = `${base}${SAMPLE_PATH}`;
    expect(wsdl.body).toContain(`schemaLocation="${address}?xsd=types.xsd"`);
    expect(wsdl.body).toContain('schemaLocation="http://elsewhere.example/other.xsd"');
    const types = await raw("GET", `${SAMPLE_PATH}?xsd=types.xsd`);
    expect([types.status, types.contentType]).toEqual([200, "text/xml; charset=utf-8"]);
    expect(types.body).toContain(`schemaLocation="${address}?xsd=parts%2Fmore.xsd"`);
    const nested = await raw("GET", `${SAMPLE_PATH}?xsd=parts%2Fmore.xsd`);
    expect(nested.status).toBe(200);
    expect(nested.body).toContain("<s:schema");
  });

  it("rewrites addresses and references written with white space around `=` or in single quotes", async () => {
    const wsdl =
      '<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/">' +
      "<types><xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"><xs:import schemaLocation = 'types.xsd'/>" +
      '</xs:schema></types><service name="S"><port name="P" binding="tns:B"><soap:address\n  location = ' +
      '"http://www.example.com/old/" /></port></service></definitions>';
    const spaced = {
      ...SampleAPI,
      description: { wsdl: "s.wsdl", documents: { "s.wsdl": wsdl, "types.xsd": "<x/>" } },
    };
    const own = createSoapServer(createServiceListener(spaced, handlers));
    await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
    try {
      const at = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
      const body = await (await fetch(`${at}${SAMPLE_PATH}?wsdl`)).text();
      expect(body).toContain(`<soap:address\n  location = "${at}${SAMPLE_PATH}" />`);
      expect(body).toContain(`<xs:import schemaLocation = "${at}${SAMPLE_PATH}?xsd=types.xsd"/>`);
      expect(body).not.toContain("example.com");
    } finally {
      await new Promise((resolve) => own.close(resolve));
    }
  });

  it("points a WSDL imported back by a document it imports at ?wsdl, the one URL it is served at", async () => {
    const main =
      '<definitions xmlns="http://schemas.xmlsoap.org/wsdl/"><import namespace="urn:a" location="a.wsdl"/></definitions>';
    const imported =
      '<definitions xmlns="http://schemas.xmlsoap.org/wsdl/"><import namespace="urn:s" location="s.wsdl"/></definitions>';
    const cyclic = {
      ...SampleAPI,
      description: { wsdl: "s.wsdl", documents: { "s.wsdl": main, "a.wsdl": imported } },
    };
    const own = createSoapServer(createServiceListener(cyclic, handlers));
    await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
    try {
      const at = `http://127.0.0.1:${(own.address() as AddressInfo).port}${SAMPLE_PATH}`;
      expect(await (await fetch(`${at}?wsdl`)).text()).toContain(`location="${at}?xsd=a.wsdl"`);
      expect(await (await fetch(`${at}?xsd=a.wsdl`)).text()).toContain(`location="${at}?wsdl"`);
    } finally {
      await new Promise((resolve) => own.close(resolve));
    }
  });

  it.each(["?xsd=other.xsd", "?xsd=../../etc/passwd", "?xsd=%E0%A4%A"])(
    "answers 404 text/plain for a document it does not publish (%s)",
    async (query) => {
      const response = await raw("GET", `${SAMPLE_PATH}${query}`);
      expect([response.status, response.contentType]).toEqual([404, "text/plain; charset=utf-8"]);
    },
  );

  it.each([
    'evil"><x',
    "evil.example.com/x",
    "user@evil.example.com",
    "evil.example.com:99999",
    "evil.example.com:",
    "evil..example.com",
    "-evil.example.com",
    "[::1",
    "[zz::1]",
    "evil example.com",
  ])("refuses a Host header that is not a valid host[:port] (%s) with 400", async (host) => {
    for (const query of ["?wsdl", "?xsd=types.xsd"]) {
      const response = await raw("GET", `${SAMPLE_PATH}${query}`, { host });
      expect([response.status, response.contentType, response.body]).toEqual([
        400,
        "text/plain; charset=utf-8",
        "Invalid Host header.\n",
      ]);
    }
  });

  it.each(["api.example.net", "api.example.net:8443", "10.0.0.7:80", "[::1]:8080", "under_score.local"])(
    "takes a valid Host header (%s) as it comes, without publicBaseUrl",
    async (host) => {
      const response = await raw("GET", `${SAMPLE_PATH}?wsdl`, { host });
      expect(response.status).toBe(200);
      expect(response.body).toContain(`<soap:address location="http://${host}${SAMPLE_PATH}" />`);
    },
  );

  it("writes publicBaseUrl into every address, whatever the Host header says", async () => {
    const [pub, pubBase] = await listening(
      createServiceListener(SampleAPI, handlers, { publicBaseUrl: "https://api.example.net/soap/" }),
    );
    try {
      const address = `https://api.example.net/soap${SAMPLE_PATH}`;
      for (const host of ["evil.example.com", 'evil"><x']) {
        const wsdl = await fetch(`${pubBase}${SAMPLE_PATH}?wsdl`, { headers: { host } });
        const text = await wsdl.text();
        expect(wsdl.status).toBe(200);
        expect(text).toContain(`<soap:address location="${address}" />`);
        expect(text).toContain(`<soap12:address location="${address}" />`);
        expect(text).toContain(`schemaLocation="${address}?xsd=types.xsd"`);
        expect(text).not.toContain("evil");
      }
    } finally {
      await stop(pub);
    }
  });

  it.each([
    "ftp://api.example.net",
    "api.example.net",
    "https://api.example.net/?a=1",
    "https://u:p@api.example.net",
  ])("refuses a publicBaseUrl that is not an http(s) base address (%s)", (publicBaseUrl) => {
    expect(() => createServiceListener(SampleAPI, handlers, { publicBaseUrl })).toThrow(TypeError);
  });
});

describe("client over real HTTP", () => {
  const client = (transport: Transport, extra: object = {}) =>
    new SampleAPIClient({ baseUrl: base, transport, ...extra });
  const transports: Transport[] = ["soap11", "soap12", "get", "post"];

  it.each(transports)("calls over %s and gets the typed result", async (transport) => {
    const result = await client(transport).getBooking({ userName: "demo", password: PASSWORD, bookingId: 1 });
    expect(result).toEqual({ booking } satisfies BookResult);
  });

  it.each(transports)("reads text beyond ASCII over %s", async (transport) => {
    const result = await client(transport).getBooking({ userName: "demo", password: PASSWORD, bookingId: 3 });
    expect(result?.booking?.hotelNotes?.[0]?.text).toBe(NON_ASCII_NOTE);
  });

  it.each(transports)("keeps nil distinct over %s", async (transport) => {
    const result = await client(transport).getBooking({ userName: "demo", password: PASSWORD, bookingId: 2 });
    expect(result).toEqual({ booking: null });
  });

  it.each(transports)("resolves to undefined for a handler's undefined over %s", async (transport) => {
    const result = await client(transport).getBooking({ userName: "demo", password: PASSWORD, bookingId: 4 });
    expect(result).toBeUndefined();
  });

  it.each(transports)(
    "hands the handler an optional parameter left out as absent over %s",
    async (transport) => {
      const call = (language?: string) =>
        client(transport).getBooking({
          userName: "demo",
          password: PASSWORD,
          bookingId: 5,
          ...(language === undefined ? {} : { language }),
        });
      expect((await call())?.booking?.bookingnumber).toBe("(absent)");
      expect((await call(""))?.booking?.bookingnumber).toBe("");
      expect((await call("de"))?.booking?.bookingnumber).toBe("de");
    },
  );

  it.each(["soap11", "soap12"] as const)(
    "raises SoapFaultError over %s, one shape for both versions",
    async (transport) => {
      const error = await client(transport)
        .getBooking({ userName: "demo", password: PASSWORD, bookingId: 14 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SoapFaultError);
      const fault = (error as SoapFaultError).fault;
      expect(fault).toEqual({
        version: transport === "soap11" ? "1.1" : "1.2",
        code: transport === "soap11" ? "Client" : "Sender",
        subcode: "Locked",
        reason: "Booking is locked",
      });
    },
  );

  it.each(["get", "post"] as const)("raises HttpError over %s without the password", async (transport) => {
    const error = await client(transport)
      .getBooking({ userName: "demo", password: `${PASSWORD}x`, bookingId: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect([(error as HttpError).status, (error as HttpError).contentType]).toEqual([
      403,
      "text/plain; charset=utf-8",
    ]);
    expect((error as HttpError).bodyExcerpt).toBe("Invalid login.\n");
    expect(String(error)).not.toContain(PASSWORD);
  });

  it("times out, aborts, and reports a refused connection as TransportError", async () => {
    const slow = { userName: "demo", password: PASSWORD, bookingId: 99 };
    const timeout = await client("soap11", { timeoutMs: 100 })
      .getBooking(slow)
      .catch((e: unknown) => e);
    expect([timeout instanceof TransportError, (timeout as TransportError).kind]).toEqual([true, "timeout"]);
    const controller = new AbortController();
    const pending = client("get").getBooking(slow, { signal: controller.signal });
    controller.abort();
    const aborted = await pending.catch((e: unknown) => e);
    expect((aborted as TransportError).kind).toBe("abort");
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await new SampleAPIClient({ baseUrl: `http://127.0.0.1:${port}` })
      .getBooking(slow)
      .catch((e: unknown) => e);
    expect([(refused as TransportError).kind, String(refused)]).toEqual([
      "connection",
      "TransportError: connection failed: ECONNREFUSED",
    ]);
  });

  it("caps the response size", async () => {
    const error = await client("soap12", { maxResponseBytes: 200 })
      .getBooking({ userName: "demo", password: PASSWORD, bookingId: 1 })
      .catch((e: unknown) => e);
    expect((error as TransportError).kind).toBe("response-too-large");
  });
});

describe("client against a misbehaving server", () => {
  let bad: Server;
  let badBase = "";
  let answer: { status: number; type: string; body: string } = { status: 200, type: "text/xml", body: "" };
  let received: Record<string, string | undefined> = {};
  let receivedBody = Buffer.alloc(0);

  beforeAll(async () => {
    bad = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        receivedBody = Buffer.concat(chunks);
        res.writeHead(answer.status, { "content-type": answer.type });
        res.end(answer.body);
      });
      received = {
        method: req.method,
        url: req.url,
        host: req.headers.host,
        authorization: req.headers.authorization,
        trace: req.headers["x-trace"]?.toString(),
        contentType: req.headers["content-type"],
        contentLength: req.headers["content-length"],
      };
    });
    await new Promise<void>((resolve) => bad.listen(0, "127.0.0.1", resolve));
    badBase = `http://127.0.0.1:${(bad.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    bad.closeAllConnections();
    await new Promise((resolve) => bad.close(resolve));
  });

  const response11 = (inner: string) => writeSoapEnvelope("1.1", { "": NS }, (w) => w.raw(inner));

  it.each([
    [
      "a DOCTYPE",
      200,
      "text/xml; charset=utf-8",
      `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`,
      MalformedResponseError,
    ],
    ["not XML", 200, "text/xml; charset=utf-8", "hello", MalformedResponseError],
    [
      "a SOAP 1.2 envelope to a 1.1 request",
      200,
      "text/xml; charset=utf-8",
      envelope12(`<GetBookingResponse xmlns="${NS}"/>`),
      MalformedResponseError,
    ],
    [
      "a wrong body element",
      200,
      "text/xml; charset=utf-8",
      response11(`<Other xmlns="${NS}"/>`),
      MalformedResponseError,
    ],
    [
      "an invalid value",
      200,
      "text/xml; charset=utf-8",
      response11(
        `<GetBookingResponse><getBookingResult><booking><hotel.id>x</hotel.id></booking></getBookingResult></GetBookingResponse>`,
      ),
      MalformedResponseError,
    ],
    ["an HTML error page", 500, "text/html", "<html>boom</html>", HttpError],
    ["a JSON answer", 200, "application/json", "{}", HttpError],
    ["a 503 with a SOAP content type and no envelope", 503, "text/xml; charset=utf-8", "busy", HttpError],
  ])("turns %s into a typed error", async (_name, status, type, body, errorClass) => {
    answer = { status, type, body };
    const error = await new SampleAPIClient({ baseUrl: badBase })
      .getBooking({ userName: "demo", password: PASSWORD, bookingId: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errorClass);
    expect(String(error)).not.toContain(PASSWORD);
  });

  it.each([
    ["in the request's namespace (Axis 1)", "urn:axis-request"],
    ["unqualified", ""],
  ])(
    "reads leniently a response element %s, in another namespace than its declaration's",
    async (_name, ns) => {
      const result = `<GetBookingResponse xmlns="${ns}"><getBookingResult><booking xsi:nil="true"/></getBookingResult></GetBookingResponse>`;
      answer = {
        status: 200,
        type: "text/xml",
        body: writeSoapEnvelope("1.1", { "": NS, xsi: XSI_NS }, (w) => w.raw(result)),
      };
      const read = await new SampleAPIClient({ baseUrl: badBase }).getBooking({ bookingId: 1 });
      expect(read).toEqual({ booking: null });
      const error = await new SampleAPIClient({ baseUrl: badBase, readOptions: { strict: true } })
        .getBooking({ bookingId: 1 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MalformedResponseError);
      expect((error as Error).message).toContain(`unknown body element {${ns}}GetBookingResponse`);
    },
  );

  it("reads leniently Axis 1's <op>Response where the WSDL names the response element otherwise", async () => {
    // Axis 1 names it after the request element, in that element's namespace, whatever the WSDL declares.
    const answered: OperationDescriptor<GetBookingRequest, BookResult | undefined, SampleAPIHandlers> = {
      ...GetBooking,
      responseElement: "GetBookingAnswer",
      responseNs: "urn:answers",
    };
    const result = `<GetBookingResponse><getBookingResult><booking xsi:nil="true"/></getBookingResult></GetBookingResponse>`;
    answer = {
      status: 200,
      type: "text/xml",
      body: writeSoapEnvelope("1.1", { "": NS, xsi: XSI_NS }, (w) => w.raw(result)),
    };
    const call = (strict: boolean) =>
      new SoapClient(SAMPLE_PATH, { baseUrl: badBase, readOptions: { strict } })
        .call(answered, { bookingId: 1 })
        .catch((e: unknown) => e);
    expect(await call(false)).toEqual({ booking: null });
    const error = await call(true);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toContain(`unknown body element {${NS}}GetBookingResponse`);
  });

  it.each([
    ["SOAP 1.1", "soap11", "application/soap+xml; charset=utf-8", "1.1"],
    ["SOAP 1.2", "soap12", "text/xml; charset=utf-8", "1.2"],
    ["SOAP 1.1", "soap11", "application/xml", "1.1"],
  ] as const)(
    "reads a %s answer labelled %s as its envelope says",
    async (_name, transport, type, version) => {
      const result =
        '<GetBookingResponse><getBookingResult><booking xsi:nil="true"/></getBookingResult></GetBookingResponse>';
      answer = {
        status: 200,
        type,
        body: writeSoapEnvelope(version, { "": NS, xsi: XSI_NS }, (w) => w.raw(result)),
      };
      const read = await new SampleAPIClient({ baseUrl: badBase, transport }).getBooking({ bookingId: 1 });
      expect(read).toEqual({ booking: null });
    },
  );

  it("sends the base URL's user and password, the extra headers, and its own content type over theirs", async () => {
    answer = { status: 200, type: "text/xml; charset=utf-8", body: response11(`<GetBookingResponse/>`) };
    await new SampleAPIClient({
      baseUrl: badBase.replace("http://", "http://agent:s%C3%A9same@"),
      headers: { "X-Trace": "t-1", "Content-Type": "text/plain" },
    }).getBooking({ userName: "demo", password: PASSWORD, bookingId: 1 });
    expect(received).toEqual({
      method: "POST",
      url: SAMPLE_PATH,
      host: new URL(badBase).host,
      authorization: `Basic ${Buffer.from("agent:sésame").toString("base64")}`,
      trace: "t-1",
      contentType: "text/xml; charset=utf-8",
      contentLength: String(receivedBody.length),
    });
  });

  it("posts to the path the client is given in place of the WSDL's", async () => {
    answer = { status: 200, type: "text/xml; charset=utf-8", body: response11(`<GetBookingResponse/>`) };
    await new SampleAPIClient({ baseUrl: `${badBase}/api/`, path: "/onvif/device_service" }).getBooking({
      bookingId: 1,
    });
    expect(received["url"]).toBe("/api/onvif/device_service");
  });

  it("keeps the query of the path it is given (ONVIF's subscription addresses)", async () => {
    answer = { status: 200, type: "text/xml; charset=utf-8", body: response11(`<GetBookingResponse/>`) };
    await new SampleAPIClient({ baseUrl: badBase, path: "/Subscription?Idx=3" }).getBooking({ bookingId: 1 });
    expect(received["url"]).toBe("/Subscription?Idx=3");
  });

  it("sends text beyond ASCII as UTF-8, its length in bytes", async () => {
    answer = { status: 200, type: "text/xml; charset=utf-8", body: response11(`<GetBookingResponse/>`) };
    await new SampleAPIClient({ baseUrl: badBase }).getBooking({
      userName: "demo",
      password: PASSWORD,
      bookingId: 1,
    });
    expect(receivedBody.toString("utf8")).toContain("<password>pa55-W\u00f6rd&amp;&lt;secret&gt;</password>");
    expect(received["contentLength"]).toBe(String(receivedBody.length));
    expect(receivedBody.length).toBeGreaterThan(receivedBody.toString("utf8").length);
  });

  it("redacts the password when a server echoes it", async () => {
    answer = { status: 500, type: "text/plain", body: `bad password ${PASSWORD}` };
    const error = (await new SampleAPIClient({ baseUrl: badBase, transport: "get" })
      .getBooking({ userName: "demo", password: PASSWORD, bookingId: 1 })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.bodyExcerpt).toBe("bad password ***");
  });

  it("redacts the password where it stands as a value, not inside other words", async () => {
    const excerpt = async (body: string, password: string) => {
      answer = { status: 500, type: "text/plain", body };
      const error = await new SampleAPIClient({ baseUrl: badBase, transport: "post" })
        .getBooking({ userName: "demo", password, bookingId: 1 })
        .catch((e: unknown) => e);
      return (error as HttpError).bodyExcerpt;
    };
    expect(await excerpt("unexpected close tag at http://host/p", "p")).toBe(
      "unexpected close tag at http://host/p",
    );
    expect(await excerpt(`<password>p</password> password=p&x=1 "password":"p" p`, "p")).toBe(
      `<password>***</password> password=***&x=1 "password":"***" ***`,
    );
    expect(await excerpt(`<password>a&amp;b &lt;c</password> password=a%26b+%3Cc&`, "a&b <c")).toBe(
      `<password>***</password> password=***&`,
    );
    // A malformed response's message quotes what it could not read.
    answer = {
      status: 200,
      type: "text/xml; charset=utf-8",
      body: response11(
        `<GetBookingResponse><getBookingResult><booking><hotel.id>p</hotel.id></booking></getBookingResult></GetBookingResponse>`,
      ),
    };
    const error = await new SampleAPIClient({ baseUrl: badBase })
      .getBooking({ userName: "demo", password: "p", bookingId: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toContain('"***" is not a valid int');
    answer = { status: 200, type: "text/xml; charset=utf-8", body: response11(`<GetBookingResponse></p>`) };
    const unexpected = await new SampleAPIClient({ baseUrl: badBase })
      .getBooking({ userName: "demo", password: "p", bookingId: 1 })
      .catch((e: unknown) => e);
    expect((unexpected as Error).message).toMatch(/unexpected close tag/i);
  });

  it("reads a result that is the response element of an abstract type through its xsi:type", async () => {
    interface Author {
      $type?: string;
      name?: string;
    }
    interface UserAuthor extends Author {
      id?: string;
    }
    const Author: ComplexType<Author> = complexType<Author>({
      ns: NS,
      name: "Author",
      abstract: true,
      fields: { name: element(NS, "name", xsString) },
      derived: () => [UserAuthor],
    });
    const UserAuthor: ComplexType<UserAuthor> = complexType<UserAuthor>({
      ns: NS,
      name: "UserAuthor",
      fields: { ...Author.definition.fields, id: element(NS, "id", xsString) },
      base: () => Author,
    });
    const echoAuthor: OperationDescriptor<GetBookingRequest, Author, never> = {
      name: "EchoAuthor",
      requestElement: "GetBooking",
      ns: NS,
      transports: ["soap11"],
      soapAction: `${NS}EchoAuthor`,
      responseElement: "Author",
      request: GetBooking.request,
      writeRequest: GetBooking.writeRequest,
      parameters: [],
      result: Author,
      invoke: () => Promise.resolve({}),
    };
    const author = (type: string) =>
      response11(`<Author xmlns:t="${NS}" xmlns:i="${XSI_NS}"${type}><name>Ann</name><id>7</id></Author>`);
    const call = (type: string) => {
      answer = { status: 200, type: "text/xml; charset=utf-8", body: author(type) };
      return new SoapClient(SAMPLE_PATH, { baseUrl: badBase, readOptions: { strict: true } })
        .call(echoAuthor, { userName: "demo", password: "p", bookingId: 1 })
        .catch((e: unknown) => e);
    };
    expect(await call(' i:type="t:UserAuthor"')).toEqual({ $type: "UserAuthor", name: "Ann", id: "7" });
    expect(String(await call(""))).toMatch(/<Author> has abstract type Author and needs xsi:type/);
  });

  it("names the first problems of a result its validator refuses, secrets redacted", async () => {
    answer = {
      status: 200,
      type: "text/xml; charset=utf-8",
      body: response11(
        `<GetBookingResponse><getBookingResult><booking xmlns:i="${XSI_NS}" i:nil="true"/></getBookingResult></GetBookingResponse>`,
      ),
    };
    const issues = ["a", "b", "c", "d"].map((path) => ({ path, message: `is not p` }));
    const client = new SoapClient(SAMPLE_PATH, { baseUrl: badBase, validateResponse: true });
    const error = await client
      .call(
        { ...GetBooking, validateResult: () => issues },
        { userName: "demo", password: "p", bookingId: 1 },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as MalformedResponseError).message).toBe(
      "GetBooking result is invalid: 4 problem(s): a: is not ***; b: is not ***; c: is not ***; and 1 more",
    );
    expect((error as MalformedResponseError).issues).toEqual(issues);
  });

  const nilResult = `<getBookingResult xmlns:i="${XSI_NS}" i:nil="true"/>`;
  it.each([
    ["an absent SOAP 1.1 result", "soap11", "text/xml; charset=utf-8", response11(`<GetBookingResponse/>`)],
    [
      "a nil SOAP 1.1 result",
      "soap11",
      "text/xml; charset=utf-8",
      response11(`<GetBookingResponse>${nilResult}</GetBookingResponse>`),
    ],
    [
      "a nil SOAP 1.2 result",
      "soap12",
      "application/soap+xml; charset=utf-8",
      writeSoapEnvelope("1.2", { "": NS }, (w) =>
        w.raw(`<GetBookingResponse>${nilResult}</GetBookingResponse>`),
      ),
    ],
    [
      "a nil GET result",
      "get",
      "text/xml; charset=utf-8",
      `<getBookingResult xmlns="${NS}" xmlns:i="${XSI_NS}" i:nil="true"/>`,
    ],
    [
      "a nil POST result named after its type, as .NET and Mono name it",
      "post",
      "text/xml; charset=utf-8",
      `<BookResult xmlns="${NS}" xmlns:i="${XSI_NS}" i:nil="true"/>`,
    ],
  ] as const)("reads %s as undefined", async (_name, transport, type, body) => {
    answer = { status: 200, type, body };
    const result = await new SampleAPIClient({ baseUrl: badBase, transport }).getBooking({ bookingId: 1 });
    expect(result).toBeUndefined();
  });

  it.each(["get", "post"] as const)(
    "reads a %s result root named after its type (capture 14) or the element, in another namespace leniently only, and no other",
    async (transport) => {
      const call = async (root: string, ns = NS, strict = false) => {
        answer = {
          status: 200,
          type: "text/xml; charset=utf-8",
          body: `<?xml version="1.0" encoding="utf-8"?><${root} xmlns="${ns}"><booking><bookingnumber>B-1</bookingnumber><hotel.id>3</hotel.id><earliestNonFreeCancellationDate.CET xmlns:i="${XSI_NS}" i:nil="true"/></booking></${root}>`,
        };
        return new SampleAPIClient({ baseUrl: badBase, transport, readOptions: { strict } })
          .getBooking({ bookingId: 1 })
          .catch((e: unknown) => e);
      };
      expect((await call("BookResult")) as BookResult).toMatchObject({ booking: { bookingnumber: "B-1" } });
      expect((await call("getBookingResult")) as BookResult).toMatchObject({
        booking: { bookingnumber: "B-1" },
      });
      expect(await call("Other")).toBeInstanceOf(MalformedResponseError);
      expect((await call("BookResult", "urn:other")) as BookResult).toMatchObject({
        booking: { bookingnumber: "B-1" },
      });
      expect(await call("BookResult", "urn:other", true)).toBeInstanceOf(MalformedResponseError);
    },
  );
});

describe("server log", () => {
  it("has one line per request and never a credential", () => {
    expect(logs.length).toBeGreaterThan(30);
    for (const entry of logs) {
      const line = formatLogEntry(entry);
      expect(line).not.toContain(PASSWORD);
      expect(line).not.toContain(encodeURIComponent(PASSWORD));
      expect(line).not.toContain("?");
    }
    expect(logs.map(formatLogEntry)).toContainEqual(
      expect.stringMatching(
        /^POST \/15\/SOAP\/SampleAPI\.asmx soap12 GetBooking 500 fault-Receiver \d+\.\dms "Error: internal failure in \/srv\/app\/demo-db\.ts for \*\*\*"$/,
      ),
    );
  });

  it("tells operators why a handler failed, the password redacted, over every transport", async () => {
    const post = await raw(
      "POST",
      `${SAMPLE_PATH}/GetBooking`,
      { "content-type": "application/x-www-form-urlencoded" },
      query("13"),
    );
    expect([post.status, post.body]).toEqual([500, "Server was unable to process request.\n"]);
    const causes = logs.filter((entry) => entry.status === 500 && entry.cause !== undefined);
    expect(new Set(causes.map((entry) => entry.transport))).toEqual(
      new Set(["soap11", "soap12", "get", "post"]),
    );
    // The user name "demo" stands in a path, not as a value: only the password is masked.
    for (const entry of causes)
      expect(entry.cause).toBe("Error: internal failure in /srv/app/demo-db.ts for ***");
  });
});

describe("server: a handler that does not answer", () => {
  it("is abandoned after handlerTimeoutMs with a Receiver fault or 503, its signal aborted, and the server serves on", async () => {
    const aborted: boolean[] = [];
    const slow: SampleAPIHandlers = {
      getBooking: (request, context) =>
        request.bookingId === 1
          ? Promise.resolve({ booking: null })
          : new Promise((resolve) =>
              context.signal.addEventListener("abort", () => {
                aborted.push(true);
                resolve(undefined);
              }),
            ),
    };
    const slowServer = createSoapServer(createServiceListener(SampleAPI, slow, { handlerTimeoutMs: 100 }));
    await new Promise<void>((resolve) => slowServer.listen(0, "127.0.0.1", resolve));
    const slowBase = `http://127.0.0.1:${(slowServer.address() as AddressInfo).port}`;
    try {
      const soapAnswer = await fetch(`${slowBase}${SAMPLE_PATH}`, {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}GetBooking"` },
        body: envelope11(getBooking("5")),
      });
      const soapBody = await soapAnswer.text();
      expect([soapAnswer.status, readSoapEnvelope(soapBody, () => undefined).fault?.code]).toEqual([
        500,
        "Server",
      ]);
      expect(soapBody).toContain("The service did not answer in time.");
      const get = await fetch(`${slowBase}${SAMPLE_PATH}/GetBooking?${query("5")}`);
      expect([get.status, await get.text()]).toEqual([503, "The service did not answer in time.\n"]);
      expect(aborted).toEqual([true, true]);
      expect((await fetch(`${slowBase}${SAMPLE_PATH}/GetBooking?${query("1")}`)).status).toBe(200);
    } finally {
      slowServer.closeAllConnections();
      await new Promise((resolve) => slowServer.close(resolve));
    }
  });
});

describe("server: an authentication hook that does not answer", () => {
  it("runs under handlerTimeoutMs: a Receiver fault or 503, its signal aborted, the handler never called", async () => {
    const aborted: string[] = [];
    const late: (() => void)[] = [];
    let handled = 0;
    const [hung, hungBase] = await listening(
      createServiceListener(
        SampleAPI,
        {
          getBooking: () => {
            handled++;
            return Promise.resolve({ booking: null });
          },
        },
        {
          handlerTimeoutMs: 100,
          authenticate: (credentials, context) =>
            credentials["userName"] === "quick"
              ? true
              : new Promise<boolean>((resolve) => {
                  context.signal.addEventListener("abort", () => {
                    aborted.push(context.transport);
                    // Accepting after the deadline must not run the handler.
                    late.push(() => resolve(true));
                  });
                }),
        },
      ),
    );
    try {
      const soapAnswer = await fetch(`${hungBase}${SAMPLE_PATH}`, {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}GetBooking"` },
        body: envelope11(getBooking("5")),
      });
      const soapBody = await soapAnswer.text();
      expect([soapAnswer.status, readSoapEnvelope(soapBody, () => undefined).fault?.reason]).toEqual([
        500,
        "The service did not answer in time.",
      ]);
      const get = await fetch(`${hungBase}${SAMPLE_PATH}/GetBooking?${query("5")}`);
      expect([get.status, await get.text()]).toEqual([503, "The service did not answer in time.\n"]);
      expect(aborted).toEqual(["soap11", "get"]);
      for (const accept of late) accept();
      const quick = await fetch(
        `${hungBase}${SAMPLE_PATH}/GetBooking?${query("1").replace("demo", "quick")}`,
      );
      expect(quick.status).toBe(200);
      expect(handled).toBe(1);
    } finally {
      await stop(hung);
    }
  });
});

/** Resolves once `check` holds, looking again every few milliseconds (the test's timeout bounds the wait). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function listening(listener: ReturnType<typeof createServiceListener>): Promise<[Server, string]> {
  const started = createSoapServer(listener);
  await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
  return [started, `http://127.0.0.1:${(started.address() as AddressInfo).port}`];
}

async function stop(stopped: Server): Promise<void> {
  stopped.closeAllConnections();
  await new Promise((resolve) => stopped.close(resolve));
}

describe("server: deadlines and cancellation shared by the requests of a listener", () => {
  it("aborts a handler's signal when its client goes away, whether the handler read it before or after", async () => {
    const entered = new Set<number>();
    const seen: string[] = [];
    let release: (() => void) | undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const [gone, goneBase] = await listening(
      createServiceListener(SampleAPI, {
        getBooking: async (request, context) => {
          if (request.bookingId === 7) {
            const signal = context.signal;
            entered.add(7);
            await new Promise((resolve) => signal.addEventListener("abort", resolve));
            seen.push("read before: aborted");
          } else {
            entered.add(8);
            await released;
            seen.push(context.signal.aborted ? "read after: aborted" : "read after: not aborted");
          }
          return { booking: null };
        },
      }),
    );
    try {
      for (const id of [7, 8]) {
        const client = httpRequest(`${goneBase}${SAMPLE_PATH}/GetBooking?${query(String(id))}`, {
          agent: false,
        });
        // The request is destroyed on purpose: its error ("socket hang up") is expected.
        client.on("error", (error) => expect(error.message).toBe("socket hang up"));
        client.end();
        await until(() => entered.has(id));
        client.destroy();
        await until(
          () => new Promise<boolean>((resolve) => gone.getConnections((_, count) => resolve(count === 0))),
        );
      }
      release?.();
      await until(() => seen.length === 2);
      expect(seen.sort()).toEqual(["read after: aborted", "read before: aborted"]);
    } finally {
      await stop(gone);
    }
  });

  it("answers a late handler once: what it answers after its deadline is dropped, and logged once", async () => {
    const entries: RequestLogEntry[] = [];
    let answered = 0;
    const [late, lateBase] = await listening(
      createServiceListener(
        SampleAPI,
        {
          getBooking: (request, context) =>
            request.bookingId === 1
              ? Promise.resolve({ booking })
              : new Promise((resolve, reject) =>
                  context.signal.addEventListener("abort", () => {
                    answered++;
                    if (request.bookingId === 5) resolve({ booking });
                    else reject(new ServiceFault("Sender", "too late to say so"));
                  }),
                ),
        },
        { handlerTimeoutMs: 50, log: (entry) => entries.push(entry) },
      ),
    );
    try {
      // Several at once, so the one timer of the listener serves deadlines that fall due one after another.
      const answers = await Promise.all(
        ["5", "6", "5", "6"].map(async (id) => {
          const response = await fetch(`${lateBase}${SAMPLE_PATH}/GetBooking?${query(id)}`);
          return [response.status, await response.text()];
        }),
      );
      expect(answers).toEqual(Array(4).fill([503, "The service did not answer in time.\n"]));
      await until(() => answered === 4);
      const ok = await fetch(`${lateBase}${SAMPLE_PATH}/GetBooking?${query("1")}`);
      expect(ok.status).toBe(200);
      expect(entries.map((entry) => entry.status)).toEqual([503, 503, 503, 503, 200]);
    } finally {
      await stop(late);
    }
  });

  it("answers every slow body with 408, however many are waiting", async () => {
    const slowBody = () =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `${base}${SAMPLE_PATH}`,
          {
            method: "POST",
            agent: false,
            headers: {
              "content-type": "text/xml",
              soapaction: `"${NS}GetBooking"`,
              "content-length": "1000",
            },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.write("<soap:Envelope");
      });
    const first = slowBody();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const statuses = await Promise.all([first, slowBody(), slowBody()]);
    expect(statuses).toEqual([408, 408, 408]);
    expect((await soap12(envelope12(getBooking("1")))).status).toBe(200);
  });
});

describe("server: HTTP POST form encoding", () => {
  it("refuses a form body whose escapes are not UTF-8 (400), instead of reading U+FFFD", async () => {
    const response = await raw(
      "POST",
      `${SAMPLE_PATH}/GetBooking`,
      { "content-type": "application/x-www-form-urlencoded" },
      `${query("1")}&note=%FF`,
    );
    expect([response.status, response.contentType, response.body]).toEqual([
      400,
      "text/plain; charset=utf-8",
      "The form is not UTF-8.\n",
    ]);
  });

  it("refuses a form body whose bytes are not UTF-8 (400)", async () => {
    const response = await raw(
      "POST",
      `${SAMPLE_PATH}/GetBooking`,
      { "content-type": "application/x-www-form-urlencoded" },
      Buffer.concat([Buffer.from(`${query("1")}&note=`), Buffer.from([0xe9])]),
    );
    expect([response.status, response.body]).toEqual([400, "The form is not UTF-8.\n"]);
  });
});
