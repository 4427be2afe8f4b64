// The server against hostile requests, each answer asserted exactly (status, content type, fault code and
// text): DTDs (billion laughs, external entities), every reader bound with its default and with an option,
// encodings, bodies, URLs, methods, content types, slow clients. After each group the server still serves.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSoapEnvelope } from "../../generator/runtime/soap.ts";
import {
  envelope,
  form,
  getBookingElement,
  isValidAnswer,
  NS,
  PASSWORD,
  SAMPLE_PATH,
  send,
  soapHeaders,
  soapRequest,
  startSample,
  validRequests,
  type RawRequest,
  type RawResponse,
  type RunningSample,
} from "../hostile/sample-server.ts";

const versions = ["1.1", "1.2"] as const;
type Version = (typeof versions)[number];
const SOAP_TYPE = { "1.1": "text/xml; charset=utf-8", "1.2": "application/soap+xml; charset=utf-8" };
const SENDER = { "1.1": "Client", "1.2": "Sender" };
const TEXT = "text/plain; charset=utf-8";
const NOT_XML = "The request is not acceptable XML: ";
/** What no answer may contain: the credential, internals, or pieces of the hostile request. */
const LEAKS = [
  PASSWORD,
  encodeURIComponent(PASSWORD),
  "/srv/app",
  "    at ",
  "node:",
  ".ts:",
  "ENTITY",
  "passwd",
  "lol",
];

let defaults: RunningSample;
let roomy: RunningSample;
let tight: RunningSample;
const sent = new Map<RunningSample, number>();

beforeAll(async () => {
  defaults = await startSample();
  roomy = await startSample({ maxBodyBytes: 5 << 20 });
  tight = await startSample(
    {
      maxBodyBytes: 4096,
      bodyTimeoutMs: 200,
      maxUrlLength: 256,
      readOptions: {
        maxDepth: 8,
        maxElements: 20,
        maxAttributes: 4,
        maxNameLength: 16,
        maxTextLength: 32,
        maxAttributeLength: 64,
        maxInputSize: 3000,
      },
    },
    { headersTimeoutMs: 300, requestTimeoutMs: 2000 },
  );
});

afterAll(async () => {
  await Promise.all([defaults.stop(), roomy.stop(), tight.stop()]);
});

/** Sends a request; `logged`: whether it reaches the listener (node:http itself answers some). */
async function request(server: RunningSample, raw: RawRequest, logged = true): Promise<RawResponse> {
  if (logged) sent.set(server, (sent.get(server) ?? 0) + 1);
  const response = await send(server.base, raw);
  for (const leak of LEAKS) expect(response.body).not.toContain(leak);
  return response;
}

/** [status, content type, fault code, fault text] of a SOAP answer. */
async function soapAnswer(server: RunningSample, version: Version, body: string | Uint8Array) {
  const response = await request(server, soapRequest(version, body));
  const fault = readSoapEnvelope(response.body, () => undefined).fault;
  return [response.status, response.contentType, fault?.code, fault?.reason];
}

/** The column just after the `n`th occurrence of `text` in `body` (positions are one-based). */
function columnAfter(body: string, text: string, n: number): number {
  let at = -1;
  for (let i = 0; i < n; i++) at = body.indexOf(text, at + 1);
  return at + text.length + 1;
}

/** The column just after the end of the first start tag `tag` in `body`. */
function endOfTag(body: string, tag: string): number {
  return body.indexOf(">", body.indexOf(tag)) + 2;
}

async function keepsServing(server: RunningSample): Promise<void> {
  for (const valid of validRequests) expect(isValidAnswer(await request(server, valid))).toBe(true);
}

const billionLaughs =
  '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n' +
  ' <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">\n <!ENTITY lol9 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">\n]>\n';
const withUser = (user: string, inner = "") => getBookingElement("1", PASSWORD, inner).replace("demo", user);

describe.each(versions)(
  "server, SOAP %s: DTDs are refused before anything is expanded or resolved",
  (version) => {
    it.each([
      ["billion laughs", envelope(version, withUser("&lol9;"), billionLaughs)],
      [
        "an external entity (XXE)",
        envelope(
          version,
          withUser("&xxe;"),
          '<!DOCTYPE soap:Envelope [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
        ),
      ],
      [
        "an external DTD subset with a parameter entity",
        envelope(
          version,
          withUser("&x;"),
          '<?xml version="1.0"?><!DOCTYPE soap:Envelope SYSTEM "http://dtd.example.invalid/e.dtd" [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p;]>',
        ),
      ],
      [
        "a DOCTYPE after a comment",
        envelope(version, withUser("&e;"), '<!-- c --><!DOCTYPE x [<!ENTITY e "lol">]>'),
      ],
    ])("%s: 400 and a Sender fault", async (_name, body) => {
      expect(await soapAnswer(defaults, version, body)).toEqual([
        400,
        SOAP_TYPE[version],
        SENDER[version],
        `${NOT_XML}1:1: DOCTYPE is not allowed`,
      ]);
    });
  },
);

describe.each(versions)("server, SOAP %s: every reader bound, default and option", (version) => {
  const nested = (levels: number) => withUser("demo", `${"<x>".repeat(levels)}${"</x>".repeat(levels)}`);
  const manyAttributes = (count: number) =>
    withUser("demo").replace(
      "<GetBooking ",
      `<GetBooking ${Array.from({ length: count }, (_, i) => `a${i}="1"`).join(" ")} `,
    );

  it("depth: 64 by default (a 20 000-level bomb stops at level 65), maxDepth as set", async () => {
    const bomb = envelope(version, nested(20_000));
    const column = columnAfter(bomb, "<x>", 62); // Envelope, Body and GetBooking are levels 1 to 3
    expect(await soapAnswer(defaults, version, bomb)).toEqual([
      400,
      SOAP_TYPE[version],
      SENDER[version],
      `${NOT_XML}1:${column}: elements nested deeper than 64`,
    ]);
    const small = envelope(version, nested(6));
    expect(await soapAnswer(tight, version, small)).toEqual([
      400,
      SOAP_TYPE[version],
      SENDER[version],
      `${NOT_XML}1:${columnAfter(small, "<x>", 6)}: elements nested deeper than 8`,
    ]);
  });

  it("element count: 1 000 000 by default, maxElements as set", async () => {
    const million = envelope(version, withUser("demo", "<a/>".repeat(1_000_000)));
    const [status, type, code, reason] = await soapAnswer(roomy, version, million);
    expect([status, type, code, reason]).toEqual([
      400,
      SOAP_TYPE[version],
      SENDER[version],
      `${NOT_XML}1:${columnAfter(million, "<a/>", 999_995)}: more than 1000000 elements`,
    ]);
    const body = envelope(version, withUser("demo", "<a/>".repeat(20)));
    expect(await soapAnswer(tight, version, body)).toEqual([
      400,
      SOAP_TYPE[version],
      SENDER[version],
      `${NOT_XML}1:${columnAfter(body, "<a/>", 15)}: more than 20 elements`,
    ]);
  });

  it("attributes per element: 64 by default, maxAttributes as set, counted as they are read", async () => {
    for (const [server, count, limit] of [
      [defaults, 65, 64],
      // A flood of 80 000 (870 KB, under the body limit) is stopped as soon as the first 65 are read.
      [defaults, 80_000, 64],
      [tight, 5, 4],
    ] as const) {
      const body = envelope(version, manyAttributes(count));
      expect(await soapAnswer(server, version, body)).toEqual([
        400,
        SOAP_TYPE[version],
        SENDER[version],
        // Counted as they are read: the error stands just after the first attribute past the bound.
        `${NOT_XML}1:${columnAfter(body, ` a${limit}="1"`, 1)}: more than ${limit} attributes`,
      ]);
    }
  });

  it("element and attribute names: 256 characters by default, maxNameLength as set", async () => {
    for (const [server, limit] of [
      [defaults, 256],
      [tight, 16],
    ] as const) {
      const name = "n".repeat(limit + 1);
      for (const body of [
        envelope(version, withUser("demo", `<${name}/>`)),
        envelope(version, withUser("demo", `<a ${name}="1"/>`)),
      ]) {
        expect(await soapAnswer(server, version, body)).toEqual([
          400,
          SOAP_TYPE[version],
          SENDER[version],
          `${NOT_XML}1:${body.indexOf("/>", body.indexOf(name)) + 3}: name longer than ${limit}`,
        ]);
      }
    }
  });

  it("attribute values: 65 536 characters by default, maxAttributeLength as set", async () => {
    for (const [server, limit] of [
      [defaults, 65_536],
      [tight, 64],
    ] as const) {
      const body = envelope(version, withUser("demo", `<a v="${"v".repeat(limit + 1)}"/>`));
      expect(await soapAnswer(server, version, body)).toEqual([
        400,
        SOAP_TYPE[version],
        SENDER[version],
        `${NOT_XML}1:${body.indexOf("/>", body.indexOf("<a v=")) + 3}: attribute value longer than ${limit}`,
      ]);
    }
  });

  it("text: 1 MiB by default, maxTextLength as set", async () => {
    for (const [server, limit] of [
      [roomy, 1 << 20],
      [tight, 32],
    ] as const) {
      const body = envelope(version, withUser("x".repeat(limit + 1)));
      expect(await soapAnswer(server, version, body)).toEqual([
        400,
        SOAP_TYPE[version],
        SENDER[version],
        `${NOT_XML}1:${body.indexOf("</userName>") + 2}: text longer than ${limit}`,
      ]);
    }
  });

  it("input size: maxInputSize as set (by default the body limit is the smaller bound)", async () => {
    const body = envelope(version, withUser("demo", "<a/>".repeat(750)));
    expect(await soapAnswer(tight, version, body)).toEqual([
      400,
      SOAP_TYPE[version],
      SENDER[version],
      `${NOT_XML}1:1: input larger than 3000`,
    ]);
  });

  it("keeps serving on all three servers", async () => {
    for (const server of [defaults, roomy, tight]) await keepsServing(server);
  });
});

describe.each(versions)("server, SOAP %s: encodings", (version) => {
  const valid = envelope(version, getBookingElement("1"));
  const utf8 = (text: string) => Buffer.from(text, "utf8");
  const iso = valid.replace('encoding="utf-8"', 'encoding="ISO-8859-1"');
  const utf16 = valid.replace('encoding="utf-8"', 'encoding="UTF-16"');
  const spliced = (bytes: number[]) =>
    Buffer.concat([utf8(valid.slice(0, 200)), Buffer.from(bytes), utf8(valid.slice(200))]);

  it.each([
    ["invalid UTF-8 (a lone continuation byte)", spliced([0x80]), "1:1: input is not valid UTF-8"],
    ["an overlong UTF-8 form of <", spliced([0xc0, 0xbc]), "1:1: input is not valid UTF-8"],
    ["a UTF-8 encoded surrogate", spliced([0xed, 0xa0, 0x80]), "1:1: input is not valid UTF-8"],
    [
      "UTF-16LE behind its byte order mark, with an unpaired surrogate",
      Buffer.concat([Buffer.from(`\ufeff${valid.slice(0, 200)}`, "utf16le"), Buffer.from([0x00, 0xd8])]),
      "1:1: the body is not valid UTF-16LE",
    ],
    [
      "UTF-32 without a byte order mark",
      Buffer.from([0, 0, 0, 0x3c, 0, 0, 0, 0x61]),
      "1:1: UTF-16 or UTF-32 input is not supported; only UTF-8 is read",
    ],
    [
      "a declared ISO-8859-1 encoding",
      utf8(iso),
      `1:${endOfTag(iso, "<soap:Envelope")}: encoding ISO-8859-1 is not supported; only UTF-8 is read`,
    ],
    [
      "a declared UTF-16 encoding on UTF-8 bytes",
      utf8(utf16),
      `1:${endOfTag(utf16, "<soap:Envelope")}: encoding UTF-16 is not supported; only UTF-8 is read`,
    ],
  ])("refuses %s: 400 and a Sender fault", async (_name, body, reason) => {
    expect(await soapAnswer(defaults, version, body)).toEqual([
      400,
      SOAP_TYPE[version],
      SENDER[version],
      `${NOT_XML}${reason}`,
    ]);
  });

  // WS-I Basic Profile R1012: a message may be UTF-16; WCF's text encoding can write it.
  it.each([
    ["UTF-16LE behind a byte order mark", undefined, Buffer.from(`\ufeff${utf16}`, "utf16le")],
    ["UTF-16BE behind a byte order mark", undefined, Buffer.from(`\ufeff${utf16}`, "utf16le").swap16()],
    ["charset utf-16, little-endian without a byte order mark", "utf-16", Buffer.from(utf16, "utf16le")],
    ["charset utf-16be", "utf-16be", Buffer.from(utf16, "utf16le").swap16()],
  ])("reads %s", async (_name, charset, body) => {
    const sent = soapRequest(version, body);
    const contentType = sent.headers["content-type"] ?? "";
    const headers =
      charset === undefined
        ? sent.headers
        : { ...sent.headers, "content-type": contentType.replace("utf-8", charset) };
    const response = await request(defaults, { ...sent, headers });
    expect(isValidAnswer(response)).toBe(true);
  });

  it("reads UTF-8 with a byte order mark and non-ASCII text correctly", async () => {
    const response = await request(
      defaults,
      soapRequest(version, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(valid)])),
    );
    expect(isValidAnswer(response)).toBe(true);
  });

  it("keeps serving", () => keepsServing(defaults));
});

describe("server: HTTP methods, content types, URLs and bodies", () => {
  const soapPost = (headers: Record<string, string>, body = envelope("1.1", getBookingElement("1"))) =>
    request(defaults, { method: "POST", path: SAMPLE_PATH, headers, body });
  const plainAnswer = (response: RawResponse) => [response.status, response.contentType, response.body];

  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])("answers %s with 405 and Allow", async (method) => {
    const onService = await request(defaults, { method, path: SAMPLE_PATH, headers: soapHeaders("1.1") });
    expect([...plainAnswer(onService), onService.headers["allow"]]).toEqual([
      405,
      TEXT,
      "Use POST for SOAP, GET for ?WSDL.\n",
      "GET, HEAD, POST",
    ]);
    const onOperation = await request(defaults, { method, path: `${SAMPLE_PATH}/GetBooking`, headers: {} });
    expect([...plainAnswer(onOperation), onOperation.headers["allow"]]).toEqual([
      405,
      TEXT,
      "Use GET or POST.\n",
      "GET, POST",
    ]);
  });

  const soapTypeRefused =
    "Unsupported content type; use text/xml (SOAP 1.1) or application/soap+xml (SOAP 1.2), UTF-8 or UTF-16.\n";
  it.each([
    ["no content type", {}],
    ["application/json", { "content-type": "application/json" }],
    ["text/html", { "content-type": "text/html" }],
    ["multipart/form-data", { "content-type": "multipart/form-data; boundary=x" }],
    ["text/xml in UTF-32", { "content-type": "text/xml; charset=utf-32", soapaction: '""' }],
    ["application/soap+xml in ISO-8859-1", { "content-type": "application/soap+xml; charset=iso-8859-1" }],
  ])("answers a SOAP POST with %s with 415", async (_name, headers) => {
    expect(plainAnswer(await soapPost(headers))).toEqual([415, TEXT, soapTypeRefused]);
  });

  it.each([
    ["no content type", {}, "Unsupported content type; use application/x-www-form-urlencoded.\n"],
    [
      "text/xml",
      { "content-type": "text/xml" },
      "Unsupported content type; use application/x-www-form-urlencoded.\n",
    ],
    [
      "a form in ISO-8859-1",
      { "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
      "Unsupported content type; use application/x-www-form-urlencoded, UTF-8.\n",
    ],
  ])("answers an HTTP POST with %s with 415", async (_name, headers, message) => {
    const response = await request(defaults, {
      method: "POST",
      path: `${SAMPLE_PATH}/GetBooking`,
      headers,
      body: form("1"),
    });
    expect(plainAnswer(response)).toEqual([415, TEXT, message]);
  });

  it.each([
    ["a byte that is never UTF-8", "%FF"],
    ["a truncated sequence", "%C3%28"],
    ["an overlong form of /", "%C0%AF"],
    ["an encoded surrogate", "%ED%A0%80"],
  ])("answers a query string with %s with 400 instead of misreading it", async (_name, escape) => {
    const response = await request(defaults, {
      method: "GET",
      path: `${SAMPLE_PATH}/GetBooking?userName=demo${escape}&password=x&bookingId=1`,
      headers: {},
    });
    expect(plainAnswer(response)).toEqual([400, TEXT, "The query string is not UTF-8.\n"]);
  });

  it("reads percent-encoded UTF-8 in a query string correctly", async () => {
    expect(encodeURIComponent(PASSWORD)).toContain("%C3%B6");
    expect(
      isValidAnswer(
        await request(defaults, {
          method: "GET",
          path: `${SAMPLE_PATH}/GetBooking?${form("1")}`,
          headers: {},
        }),
      ),
    ).toBe(true);
  });

  it("answers an oversized URL with 414, by default and as set, and one past node's header limit with 431", async () => {
    for (const path of [
      `${SAMPLE_PATH}?${"a".repeat(8192)}`,
      `${SAMPLE_PATH}/GetBooking?${form("1")}&${"a".repeat(8192)}`,
    ]) {
      expect(plainAnswer(await request(defaults, { method: "GET", path, headers: {} }))).toEqual([
        414,
        TEXT,
        "Request URL longer than 8192 characters.\n",
      ]);
    }
    const short = await request(tight, {
      method: "GET",
      path: `${SAMPLE_PATH}/GetBooking?${"a".repeat(256)}`,
      headers: {},
    });
    expect(plainAnswer(short)).toEqual([414, TEXT, "Request URL longer than 256 characters.\n"]);
    const huge = await request(
      defaults,
      { method: "GET", path: `${SAMPLE_PATH}?${"a".repeat(20_000)}`, headers: {} },
      false,
    );
    expect(huge.status).toBe(431);
  });

  it("answers a body over the limit with 413 and closes, declared or chunked, by default and as set", async () => {
    const big = envelope("1.1", withUser("demo", "x".repeat(1 << 20)));
    const declared = await request(defaults, soapRequest("1.1", big));
    expect([...plainAnswer(declared), declared.headers["connection"]]).toEqual([
      413,
      TEXT,
      "Request body larger than 1048576 bytes.\n",
      "close",
    ]);
    const chunked = await chunkedPost(defaults, big);
    expect(chunked.slice(0, 2)).toEqual([413, "Request body larger than 1048576 bytes.\n"]);
    const tightly = await request(
      tight,
      soapRequest("1.1", envelope("1.1", withUser("demo", "x".repeat(4096)))),
    );
    expect(plainAnswer(tightly)).toEqual([413, TEXT, "Request body larger than 4096 bytes.\n"]);
    const expecting = await request(defaults, {
      method: "POST",
      path: SAMPLE_PATH,
      headers: { ...soapHeaders("1.1"), expect: "100-continue", "content-length": String(64 << 20) },
    });
    expect(plainAnswer(expecting)).toEqual([413, TEXT, "Request body larger than 1048576 bytes.\n"]);
  });

  it("answers a body that does not arrive in time with 408 and closes", async () => {
    const [status, body, closed] = await trickle(tight, [
      `POST ${SAMPLE_PATH} HTTP/1.1\r\nHost: a\r\nContent-Type: text/xml\r\nSOAPAction: "${NS}GetBooking"\r\nContent-Length: 1000\r\n\r\n<soap:Envelope`,
    ]);
    expect([status, body, closed]).toEqual([408, "Request body not received in time.\n", true]);
  });

  it("closes a connection whose headers do not arrive in time (408 from node:http)", async () => {
    expect(
      (tight.server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval,
    ).toBeLessThanOrEqual(300);
    const lines = [
      `POST ${SAMPLE_PATH} HTTP/1.1\r\n`,
      ...Array.from({ length: 400 }, (_, i) => `X-Slow-${i}: 1\r\n`),
    ];
    const [status, , closed] = await trickle(tight, lines, 50, false);
    expect([status, closed]).toEqual([408, true]);
  });

  it("answers a valid request pipelined before garbage, then 400 for the garbage, and closes", async () => {
    const get = `GET ${SAMPLE_PATH}/GetBooking?${form("1")} HTTP/1.1\r\nHost: a\r\n\r\n`;
    const received = await rawExchange(defaults, `${get}${get}GARBAGE\r\n\r\n`, 2);
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((answer) => Number(answer.slice(9, 12)))).toEqual([200, 200, 400]);
    expect(answers.slice(0, 2).every((answer) => isValidAnswer({ status: 200, body: answer }))).toBe(true);
    expect(answers[2]).toBe("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
  });

  it("answers garbage inside a request's own body with 400 at once, as before, and closes", async () => {
    const received = await rawExchange(
      defaults,
      `POST ${SAMPLE_PATH} HTTP/1.1\r\nHost: a\r\nContent-Type: text/xml\r\nSOAPAction: "${NS}GetBooking"\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
      1,
    );
    expect(received).toBe("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
  });

  it("keeps serving on all three servers", async () => {
    for (const server of [defaults, roomy, tight]) await keepsServing(server);
  });
});

describe.each(versions)("server, SOAP %s: structure the schema forbids", (version) => {
  const unreadable = `Server was unable to read request: `;
  const at = (body: string, text: string) => `1:${body.indexOf(text) + text.length + 1}`;

  it("refuses a member twice (a Sender fault), as GET/POST refuse a parameter twice", async () => {
    for (const [member, twice, end] of [
      [
        "bookingId",
        getBookingElement("1").replace(
          "<bookingId>1</bookingId>",
          "<bookingId>1</bookingId><bookingId>2</bookingId>",
        ),
        "2</bookingId>",
      ],
      [
        "userName",
        getBookingElement("1").replace(
          "<userName>demo</userName>",
          "<userName>demo</userName><userName>root</userName>",
        ),
        "root</userName>",
      ],
    ] as const) {
      const body = envelope(version, twice);
      expect(await soapAnswer(defaults, version, body)).toEqual([
        500,
        SOAP_TYPE[version],
        SENDER[version],
        `${unreadable}${at(body, end)}: <${member}> appears more than once in GetBooking`,
      ]);
    }
  });

  it("refuses two Body elements (a Sender fault)", async () => {
    const body = envelope(version, getBookingElement("1")).replace(
      "</soap:Body>",
      `</soap:Body><soap:Body>${getBookingElement("2")}</soap:Body>`,
    );
    expect(await soapAnswer(defaults, version, body)).toEqual([
      500,
      SOAP_TYPE[version],
      SENDER[version],
      "the SOAP Envelope holds more than one Body",
    ]);
  });

  it("refuses an xsi:type naming another type (a Sender fault)", async () => {
    const body = envelope(
      version,
      getBookingElement("1").replace(
        "<GetBooking ",
        `<GetBooking xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:t="${NS}" xsi:type="t:BookingWithStatus" `,
      ),
    );
    expect(await soapAnswer(defaults, version, body)).toEqual([
      500,
      SOAP_TYPE[version],
      SENDER[version],
      `${unreadable}1:${endOfTag(body, "<GetBooking")}: xsi:type {${NS}}BookingWithStatus is not GetBooking or a type derived from it`,
    ]);
  });

  it("accepts members out of order and ignores unknown ones, as .asmx does", async () => {
    const reordered = `<GetBooking xmlns="${NS}"><bookingId>1</bookingId><unknown>x</unknown><password>${PASSWORD.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</password><userName>demo</userName></GetBooking>`;
    expect(isValidAnswer(await request(defaults, soapRequest(version, envelope(version, reordered))))).toBe(
      true,
    );
  });
});

describe("server, HTTP GET and POST: parameters twice, characters XML forbids, malformed escapes", () => {
  const call = (transport: "get" | "post", fields: string) =>
    request(
      defaults,
      transport === "get"
        ? { method: "GET", path: `${SAMPLE_PATH}/GetBooking?${fields}`, headers: {} }
        : {
            method: "POST",
            path: `${SAMPLE_PATH}/GetBooking`,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: fields,
          },
    );
  const what = { get: "query string", post: "form" };

  it.each(["get", "post"] as const)(
    "%s: refuses a parameter twice with 400, whichever it is",
    async (transport) => {
      for (const [name, fields] of [
        ["bookingId", `${form("1")}&bookingId=2`],
        ["userName", `userName=root&${form("1")}`],
        ["password", `${form("1")}&password=x`],
      ] as const) {
        const response = await call(transport, fields);
        expect([response.status, response.contentType, response.body]).toEqual([
          400,
          TEXT,
          `Parameter ${name} appears more than once.\n`,
        ]);
      }
    },
  );

  it.each(["get", "post"] as const)(
    "%s: refuses a character XML does not allow with 400",
    async (transport) => {
      for (const escape of ["%00", "%01", "%1F", "%EF%BF%BE"]) {
        const response = await call(transport, form("1").replace("userName=demo", `userName=de${escape}mo`));
        expect([response.status, response.contentType, response.body]).toEqual([
          400,
          TEXT,
          "Parameter userName holds a character that XML does not allow.\n",
        ]);
      }
      const tab = await call(transport, form("1").replace("userName=demo", "userName=de%09mo"));
      expect([tab.status, tab.body]).toEqual([403, "Invalid login.\n"]);
    },
  );

  it.each(["get", "post"] as const)("%s: refuses a malformed percent-escape with 400", async (transport) => {
    for (const fields of [
      form("1").replace("userName=demo", "userName=de%zzmo"),
      form("1").replace("userName=demo", "userName=demo%"),
      `${form("1")}&x=%4`,
      `${form("1")}&x=%g1`,
    ]) {
      const response = await call(transport, fields);
      expect([response.status, response.contentType, response.body]).toEqual([
        400,
        TEXT,
        `The ${what[transport]} holds a malformed percent-escape.\n`,
      ]);
    }
  });

  it.each(["get", "post"] as const)(
    "%s: reads ASP.NET's %%uXXXX escapes (Mono's clients send them) as the characters they name",
    async (transport) => {
      const escaped = await call(transport, form("1").replace("userName=demo", "userName=%u0064e%u006Do"));
      expect(escaped.status).toBe(200);
      const astral = await call(transport, form("1").replace("userName=demo", "userName=demo%uD83D%uDE00"));
      expect([astral.status, astral.body]).toEqual([403, "Invalid login.\n"]);
      for (const half of ["%uD83D", "%uDE00x", "%uD83D%u0041"]) {
        const response = await call(transport, form("1").replace("userName=demo", `userName=demo${half}`));
        expect([response.status, response.contentType, response.body]).toEqual([
          400,
          TEXT,
          `The ${what[transport]} holds a %u escape of half a surrogate pair.\n`,
        ]);
      }
    },
  );

  it("keeps serving", () => keepsServing(defaults));
});

describe("server log under hostile requests", () => {
  it("has one entry per answered request, none with a credential or a query string", () => {
    for (const server of [defaults, roomy, tight]) {
      expect(server.logs.length).toBe(sent.get(server));
      for (const entry of server.logs) {
        const line = JSON.stringify(entry);
        for (const leak of [PASSWORD, encodeURIComponent(PASSWORD), "?", "lol", "passwd"])
          expect(line).not.toContain(leak);
      }
    }
    expect(defaults.logs.map((entry) => entry.error)).toContain("fault-Sender");
    expect(defaults.logs.map((entry) => entry.status)).toEqual(
      expect.arrayContaining([400, 405, 413, 414, 415]),
    );
  });
});

/**
 * Writes `text` to a raw connection at once and returns everything received until the server closes it;
 * `logged`: how many requests in it reach the listener.
 */
function rawExchange(server: RunningSample, text: string, logged: number): Promise<string> {
  sent.set(server, (sent.get(server) ?? 0) + logged);
  const url = new URL(server.base);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), "127.0.0.1");
    let received = "";
    socket.on("data", (data) => (received += data.toString("utf8")));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(received));
    socket.write(text);
  });
}

/** Sends a body with chunked transfer encoding (no Content-Length); returns [status, body]. */
function chunkedPost(server: RunningSample, body: string): Promise<[number, string]> {
  sent.set(server, (sent.get(server) ?? 0) + 1);
  const head = `POST ${SAMPLE_PATH} HTTP/1.1\r\nHost: a\r\nContent-Type: text/xml; charset=utf-8\r\nSOAPAction: "${NS}GetBooking"\r\nTransfer-Encoding: chunked\r\n\r\n`;
  const chunks = [head];
  for (let at = 0; at < body.length; at += 65_536) {
    const piece = body.slice(at, at + 65_536);
    chunks.push(`${Buffer.byteLength(piece).toString(16)}\r\n${piece}\r\n`);
  }
  chunks.push("0\r\n\r\n");
  return trickle(server, chunks, 0, false).then(([status, text]) => [status, text]);
}

/**
 * Writes `pieces` to a raw connection, `delayMs` apart, until the server closes it; returns the status and
 * body of the answer and whether the server closed the connection.
 */
function trickle(
  server: RunningSample,
  pieces: string[],
  delayMs = 0,
  count = true,
): Promise<[number, string, boolean]> {
  if (count) sent.set(server, (sent.get(server) ?? 0) + 1);
  const url = new URL(server.base);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), "127.0.0.1");
    let received = "";
    let stopped = false;
    socket.on("data", (data) => (received += data.toString("utf8")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      stopped = true;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      resolve([status, received.slice(received.indexOf("\r\n\r\n") + 4), true]);
    });
    void (async () => {
      for (const piece of pieces) {
        if (stopped) return;
        socket.write(piece);
        if (delayMs > 0) await new Promise((wait) => setTimeout(wait, delayMs));
      }
    })();
  });
}
