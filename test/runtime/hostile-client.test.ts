// The client against a misbehaving server on 127.0.0.1: every hostile or broken response becomes one typed
// error, asserted exactly (class, kind, message); nothing hangs (each call ends by itself, at the latest at
// its timeout), and no error carries the password.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError, SoapFaultError, type TransportError } from "../../generator/runtime/http-client.ts";
import type { Transport } from "../../generator/runtime/operation.ts";
import { SOAP11_ENV_NS, SOAP12_ENV_NS, XSI_NS } from "../../generator/runtime/xml-names.ts";
import { XmlReadError, type XmlReadOptions } from "../../generator/runtime/xml-reader.ts";
import { SampleAPIClient } from "./sample/service.ts";
import { NS } from "./sample/types.ts";

const PASSWORD = "s3cret-Pa55";
type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;
let behaviour: Behaviour = (_req, res) => res.end();
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    behaviour(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const answer =
  (status: number, contentType: string, body: string | Buffer): Behaviour =>
  (_req, res) => {
    res.writeHead(status, { "content-type": contentType });
    res.end(body);
  };

interface Options {
  readonly timeoutMs?: number;
  readonly maxResponseBytes?: number;
  readonly readOptions?: XmlReadOptions;
}

/** Calls GetBooking against the misbehaving server; returns what the call rejected with. */
async function failure(transport: Transport, what: Behaviour, options: Options = {}): Promise<Error> {
  behaviour = what;
  const outcome = await new SampleAPIClient({ baseUrl: base, transport, timeoutMs: 2000, ...options })
    .getBooking({ userName: "demo", password: PASSWORD, bookingId: 1 })
    .then(
      (value) => new Error(`resolved with ${JSON.stringify(value)}`),
      (error: unknown) => error as Error,
    );
  expect(String(outcome)).not.toContain(PASSWORD);
  return outcome;
}

/** [class name, message, reader error code] of a malformed-response failure. */
function malformed(error: Error): [string, string, string | undefined] {
  const cause = (error as { cause?: unknown }).cause;
  return [error.name, error.message, cause instanceof XmlReadError ? cause.code : undefined];
}

const XML11 = "text/xml; charset=utf-8";
const XML12 = "application/soap+xml; charset=utf-8";
const typeOf = { soap11: XML11, soap12: XML12, get: XML11, post: XML11 } as const;
const env = (transport: Transport, inner: string, prolog = "") =>
  transport === "soap12"
    ? `${prolog}<s:Envelope xmlns:s="${SOAP12_ENV_NS}"><s:Body>${inner}</s:Body></s:Envelope>`
    : `${prolog}<s:Envelope xmlns:s="${SOAP11_ENV_NS}"><s:Body>${inner}</s:Body></s:Envelope>`;
/** A response document of the transport: the SOAP envelope, or the bare result of GET/POST. */
const doc = (transport: Transport, result: string, prolog = "") =>
  transport === "soap11" || transport === "soap12"
    ? env(
        transport,
        `<GetBookingResponse xmlns="${NS}">${result.replace(` xmlns="${NS}"`, "")}</GetBookingResponse>`,
        prolog,
      )
    : `${prolog}${result}`;
const result = (inner: string) => `<getBookingResult xmlns="${NS}">${inner}</getBookingResult>`;
const bookingWith = (number: string) =>
  result(
    `<booking><bookingnumber>${number}</bookingnumber><hotel.id>1</hotel.id><earliestNonFreeCancellationDate.CET>2025-01-01T00:00:00</earliestNonFreeCancellationDate.CET><bookingStatus>Active</bookingStatus></booking>`,
  );
const transports: Transport[] = ["soap11", "soap12", "get", "post"];
const billionLaughs =
  '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol9 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]>';

describe.each(transports)("client over %s: hostile responses", (transport) => {
  it("refuses billion laughs", async () => {
    const body = doc(transport, bookingWith("&lol9;"), billionLaughs);
    expect(malformed(await failure(transport, answer(200, typeOf[transport], body)))).toEqual([
      "MalformedResponseError",
      "GetBooking: malformed response: 1:1: DOCTYPE is not allowed",
      "doctype",
    ]);
  });

  it("refuses an external entity (XXE)", async () => {
    const body = doc(
      transport,
      bookingWith("&xxe;"),
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    );
    const error = await failure(transport, answer(200, typeOf[transport], body));
    expect(malformed(error)).toEqual([
      "MalformedResponseError",
      "GetBooking: malformed response: 1:1: DOCTYPE is not allowed",
      "doctype",
    ]);
    expect(error.message).not.toContain("root:");
  });

  it("refuses a document nested past the default depth", async () => {
    const body = doc(transport, result(`<booking>${"<x>".repeat(100_000)}`));
    const error = await failure(transport, answer(200, typeOf[transport], body));
    expect(malformed(error)).toEqual([
      "MalformedResponseError",
      `GetBooking: malformed response: 1:${columnAfter(body, "<x>", 65 - depthOfBooking(transport))}: elements nested deeper than 64`,
      "limit",
    ]);
  });

  it("refuses a text past the default bound (1 MiB) and past readOptions", async () => {
    const body = doc(transport, bookingWith("n".repeat((1 << 20) + 1)));
    const at = body.indexOf("</bookingnumber>") + 2;
    expect(malformed(await failure(transport, answer(200, typeOf[transport], body)))).toEqual([
      "MalformedResponseError",
      `GetBooking: malformed response: 1:${at}: text longer than 1048576`,
      "limit",
    ]);
    const small = doc(transport, bookingWith("n".repeat(11)));
    const options = { readOptions: { maxTextLength: 10 } };
    expect(malformed(await failure(transport, answer(200, typeOf[transport], small), options))).toEqual([
      "MalformedResponseError",
      `GetBooking: malformed response: 1:${small.indexOf("</bookingnumber>") + 2}: text longer than 10`,
      "limit",
    ]);
  });

  it("refuses more elements than readOptions allow", async () => {
    const body = doc(transport, result(`<booking>${"<remark>r</remark>".repeat(50)}</booking>`));
    const error = await failure(transport, answer(200, typeOf[transport], body), {
      readOptions: { maxElements: 20 },
    });
    expect(malformed(error)[2]).toBe("limit");
    expect(error.message).toMatch(/^GetBooking: malformed response: 1:\d+: more than 20 elements$/);
  });

  it("caps a response declared larger than maxResponseBytes, and one that streams past it", async () => {
    const declared = await failure(
      transport,
      (_req, res) => {
        res.writeHead(200, { "content-type": typeOf[transport], "content-length": String(64 << 20) });
        res.write("<");
      },
      { maxResponseBytes: 1 << 20 },
    );
    expect([declared.name, (declared as TransportError).kind, declared.message]).toEqual([
      "TransportError",
      "response-too-large",
      "response larger than 1048576 bytes",
    ]);
    const streamed = await failure(transport, endless(typeOf[transport]), { maxResponseBytes: 1 << 20 });
    expect([streamed.name, (streamed as TransportError).kind, streamed.message]).toEqual([
      "TransportError",
      "response-too-large",
      "response larger than 1048576 bytes",
    ]);
  });

  it("refuses invalid UTF-16 or UTF-8, a declared ISO-8859-1 encoding and another charset", async () => {
    const valid = doc(transport, bookingWith("Caf\u00e9"));
    const cases: [Behaviour, string][] = [
      [
        answer(
          200,
          typeOf[transport],
          Buffer.concat([Buffer.from(`\ufeff${valid}`, "utf16le"), Buffer.from([0, 0xdc])]),
        ),
        "1:1: the body is not valid UTF-16LE",
      ],
      [answer(200, typeOf[transport], Buffer.from(valid, "latin1")), "1:1: input is not valid UTF-8"],
      [
        answer(200, typeOf[transport], `<?xml version="1.0" encoding="ISO-8859-1"?>${valid}`),
        `1:${valid.indexOf(">") + 45}: encoding ISO-8859-1 is not supported; only UTF-8 is read`,
      ],
      [
        answer(200, `${typeOf[transport].split(";")[0] ?? ""}; charset=iso-8859-1`, valid),
        "1:1: charset iso-8859-1 is not supported; UTF-8 and UTF-16 are read",
      ],
    ];
    for (const [what, reason] of cases) {
      expect(malformed(await failure(transport, what))).toEqual([
        "MalformedResponseError",
        `GetBooking: malformed response: ${reason}`,
        "encoding",
      ]);
    }
    // The same document in UTF-8 is read, non-ASCII text intact; and in UTF-16 (WS-I BP R1012), declared so.
    const utf16 = `<?xml version="1.0" encoding="utf-16"?>${valid}`;
    const bare = typeOf[transport].split(";")[0] ?? "";
    const readings: Behaviour[] = [
      answer(200, typeOf[transport], Buffer.from(valid, "utf8")),
      answer(200, typeOf[transport], Buffer.from(`\ufeff${utf16}`, "utf16le")),
      answer(200, `${bare}; charset=utf-16`, Buffer.from(`\ufeff${utf16}`, "utf16le").swap16()),
      answer(200, `${bare}; charset=utf-16`, Buffer.from(utf16, "utf16le")),
    ];
    for (const reading of readings) {
      behaviour = reading;
      const read = await new SampleAPIClient({ baseUrl: base, transport }).getBooking({ bookingId: 1 });
      expect(read?.booking?.bookingnumber).toBe("Caf\u00e9");
    }
  });

  it("never hangs: silence after the headers, no answer at all, a reset, a truncated body, garbage", async () => {
    const silent = await failure(
      transport,
      (_req, res) => res.writeHead(200, { "content-type": typeOf[transport] }).write("<"),
      { timeoutMs: 300 },
    );
    expect([silent.name, (silent as TransportError).kind, silent.message]).toEqual([
      "TransportError",
      "timeout",
      "no complete response within 300 ms",
    ]);
    const mute = await failure(transport, () => undefined, { timeoutMs: 300 });
    expect([mute.name, (mute as TransportError).kind]).toEqual(["TransportError", "timeout"]);
    const reset = await failure(transport, (req) => req.socket.destroy());
    expect([reset.name, (reset as TransportError).kind, reset.message]).toEqual([
      "TransportError",
      "connection",
      "connection failed: ECONNRESET",
    ]);
    const truncated = await failure(transport, (_req, res) => {
      res.writeHead(200, { "content-type": typeOf[transport], "content-length": "1000" });
      res.write("<a>");
      setImmediate(() => res.destroy());
    });
    expect([truncated.name, (truncated as TransportError).kind, truncated.message]).toEqual([
      "TransportError",
      "connection",
      "connection failed: ECONNRESET",
    ]);
    const garbage = await failure(transport, (req) => req.socket.end("HTTP/1.1 abc\r\n\r\n"));
    expect([garbage.name, (garbage as TransportError).kind, garbage.message]).toEqual([
      "TransportError",
      "connection",
      "connection failed: HPE_INVALID_STATUS",
    ]);
  });
});

describe.each(["soap11", "soap12"] as const)("client over %s: wrong envelopes and roots", (transport) => {
  const other = transport === "soap11" ? "soap12" : "soap11";
  const version = transport === "soap11" ? "1.1" : "1.2";
  const otherVersion = transport === "soap11" ? "1.2" : "1.1";

  it("refuses the other SOAP version's envelope", async () => {
    const error = await failure(transport, answer(200, typeOf[transport], doc(other, bookingWith("B"))));
    expect([error.name, error.message]).toEqual([
      "MalformedResponseError",
      `GetBooking: SOAP ${otherVersion} response to a SOAP ${version} request`,
    ]);
  });

  it.each([
    [
      "an envelope of an unknown namespace",
      `<e:Envelope xmlns:e="urn:x"><e:Body/></e:Envelope>`,
      "envelope namespace urn:x is neither SOAP 1.1 nor 1.2",
    ],
    ["a root that is no envelope", `<html><body>hello</body></html>`, "{}html is not a SOAP Envelope"],
    ["another body element", env(transport, `<Other xmlns="${NS}"/>`), `unknown body element {${NS}}Other`],
    [
      "two body elements",
      env(transport, `<GetBookingResponse xmlns="${NS}"/><GetBookingResponse xmlns="${NS}"/>`),
      "the SOAP Body holds more than one element",
    ],
    ["an empty body", env(transport, ""), "the SOAP Body is empty"],
  ])("refuses %s", async (_name, body, reason) => {
    const error = await failure(transport, answer(200, typeOf[transport], body));
    expect(error.name).toBe("MalformedResponseError");
    expect(error.message).toMatch(
      new RegExp(`^GetBooking: malformed response: 1:\\d+: ${reason.replace(/[{}]/g, "\\$&")}$`),
    );
  });

  it("turns a fault into SoapFaultError and a non-SOAP error page into HttpError", async () => {
    const fault =
      transport === "soap11"
        ? env(transport, `<s:Fault><faultcode>s:Server</faultcode><faultstring>down</faultstring></s:Fault>`)
        : env(
            transport,
            `<s:Fault><s:Code><s:Value>s:Receiver</s:Value></s:Code><s:Reason><s:Text xml:lang="en">down</s:Text></s:Reason></s:Fault>`,
          );
    const soapFault = await failure(transport, answer(500, typeOf[transport], fault));
    expect([soapFault instanceof SoapFaultError, (soapFault as SoapFaultError).fault.reason]).toEqual([
      true,
      "down",
    ]);
    const page = await failure(transport, answer(502, "text/html", `<h1>bad gateway ${PASSWORD}</h1>`));
    expect([page instanceof HttpError, (page as HttpError).status, (page as HttpError).bodyExcerpt]).toEqual([
      true,
      502,
      "<h1>bad gateway ***</h1>",
    ]);
  });

  it("refuses a fault whose detail text is past readOptions' text bound", async () => {
    const detail = "d".repeat(100);
    const fault =
      transport === "soap11"
        ? env(
            transport,
            `<s:Fault><faultcode>s:Server</faultcode><faultstring>x</faultstring><detail>${detail}</detail></s:Fault>`,
          )
        : env(
            transport,
            `<s:Fault><s:Code><s:Value>s:Receiver</s:Value></s:Code><s:Reason><s:Text xml:lang="en">x</s:Text></s:Reason><s:Detail>${detail}</s:Detail></s:Fault>`,
          );
    const error = await failure(transport, answer(200, typeOf[transport], fault), {
      readOptions: { maxTextLength: 50 },
    });
    expect(malformed(error)).toEqual([
      "MalformedResponseError",
      `GetBooking: malformed response: 1:${fault.indexOf(detail) + detail.length + 2}: text longer than 50`,
      "limit",
    ]);
  });
});

describe.each(["get", "post"] as const)("client over %s: wrong roots", (transport) => {
  it.each([
    [
      "another root element",
      `<other xmlns="${NS}"/>`,
      `1:${`<other xmlns="${NS}"/>`.length + 1}: expected root element {${NS}}getBookingResult or {${NS}}BookResult, found {${NS}}other`,
    ],
    [
      "a SOAP envelope",
      env("soap11", bookingWith("B")),
      `1:${env("soap11", "").indexOf(">") + 2}: expected root element {${NS}}getBookingResult or {${NS}}BookResult, found {${SOAP11_ENV_NS}}Envelope`,
    ],
  ])("refuses %s", async (_name, body, reason) => {
    expect(malformed(await failure(transport, answer(200, XML11, body)))).toEqual([
      "MalformedResponseError",
      `GetBooking: malformed response: ${reason}`,
      "invalid",
    ]);
  });

  // As a SOAP response element is read: a peer may write the root in another namespace than the WSDL's.
  it.each([
    ["in another namespace", "urn:x"],
    ["unqualified", ""],
  ])("reads the right name %s leniently, and refuses it strictly", async (_name, ns) => {
    const body = `<getBookingResult xmlns="${ns}" xmlns:xsi="${XSI_NS}"><booking xsi:nil="true"/></getBookingResult>`;
    expect(String(await failure(transport, answer(200, XML11, body)))).toBe(
      'Error: resolved with {"booking":null}',
    );
    const strict = await failure(transport, answer(200, XML11, body), { readOptions: { strict: true } });
    expect(malformed(strict)).toEqual([
      "MalformedResponseError",
      `GetBooking: malformed response: 1:${body.indexOf(">") + 2}: expected root element {${NS}}getBookingResult or {${NS}}BookResult, found {${ns}}getBookingResult`,
      "invalid",
    ]);
  });
});

/** Elements above the first `<x>` in a response document of the transport. */
function depthOfBooking(transport: Transport): number {
  return transport === "soap11" || transport === "soap12" ? 5 : 2; // Envelope, Body, Response, result, booking
}

function columnAfter(body: string, text: string, n: number): number {
  let at = -1;
  for (let i = 0; i < n; i++) at = body.indexOf(text, at + 1);
  return at + text.length + 1;
}

/** A response that never ends: chunks until the client goes away. */
function endless(contentType: string): Behaviour {
  return (_req, res) => {
    res.writeHead(200, { "content-type": contentType });
    const chunk = "x".repeat(64 << 10);
    const pump = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once("drain", pump);
    };
    res.on("close", () => res.removeAllListeners("drain"));
    pump();
  };
}
