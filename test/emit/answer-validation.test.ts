// What the generated server writes validates against its schema, through the packages of two golden cases.
// asmx-service: a result whose text is longer than its maxLength of 40, over SOAP 1.1, SOAP 1.2, HTTP GET and
// POST. soap-headers: the detail of a declared fault (UnknownSymbol, whose suggestion has a maxLength of 12), a
// response header block (Session, not nillable), a fault's headerfault block (AuthFault, not nillable) and a
// result left out or null where its element is required and not nillable (Ping), over SOAP 1.1 and 1.2. On 127.0.0.1, an answer that breaks the schema gets what a throwing handler gets (the fixed
// Server/Receiver fault, 500 text/plain over GET/POST) with nothing of the handler's, the problems go to the log
// hook as the cause, and the server keeps serving. With `validateResponses: false` each goes out as the handler
// gave it, and libxml2 refuses it.
import { readFile } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importingSchema, validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "./emitted-case.ts";

const ENVELOPE = {
  "1.1": "http://schemas.xmlsoap.org/soap/envelope/",
  "1.2": "http://www.w3.org/2003/05/soap-envelope",
} as const;
type Version = keyof typeof ENVELOPE;
type Transport = Version | "get" | "post";
/** Text of the handler's that must never reach the caller when its answer is refused: 41 characters. */
const MARK = "handler-data-that-must-stay-on-the-server";

interface Package {
  readonly service: { readonly path: string };
  readonly ServiceFault: new (
    code: string,
    reason: string,
    subcode?: unknown,
    options?: { detail?: Record<string, unknown>; headers?: Record<string, unknown> },
  ) => Error;
  readonly createServiceListener: (service: unknown, handlers: unknown, options?: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

const cases: Record<string, { written: WrittenCase; pkg: Package }> = {};

beforeAll(async () => {
  for (const [name, service] of [
    ["asmx-service", "Greeter"],
    ["soap-headers", "Quotes"],
  ] as const) {
    const written = await writeEmittedCase(name);
    const module = (await import(written.index)) as Record<string, unknown>;
    cases[name] = {
      written,
      pkg: { ...(module as unknown as Package), service: module[service] as Package["service"] },
    };
  }
});

afterAll(async () => {
  for (const { written } of Object.values(cases)) await written.remove();
});

function packageOf(name: string): Package {
  const entry = cases[name];
  if (entry === undefined) throw new Error(`case ${name} not written`);
  return entry.pkg;
}

/** A server of a case's listener on 127.0.0.1, its log's causes, and an operation called over raw HTTP. */
async function serve(pkg: Package, handlers: unknown, options: Record<string, unknown>) {
  const causes: (string | undefined)[] = [];
  const server = pkg.createSoapServer(
    pkg.createServiceListener(pkg.service, handlers, {
      ...options,
      log: (entry: { cause?: string }) => causes.push(entry.cause),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${pkg.service.path}`;
  return {
    causes,
    url,
    /** Calls `operation` of namespace `ns` with one request member, as a peer of another stack would. */
    call: async (transport: Transport, ns: string, operation: string, member: string, value: string) => {
      const fields = new URLSearchParams({ [member]: value }).toString();
      const response =
        transport === "get"
          ? await fetch(`${url}/${operation}?${fields}`)
          : transport === "post"
            ? await fetch(`${url}/${operation}`, {
                method: "POST",
                headers: { "content-type": "application/x-www-form-urlencoded" },
                body: fields,
              })
            : await fetch(url, {
                method: "POST",
                headers:
                  transport === "1.1"
                    ? { "content-type": "text/xml; charset=utf-8", soapaction: `"${ns}/${operation}"` }
                    : { "content-type": "application/soap+xml; charset=utf-8" },
                body:
                  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ENVELOPE[transport]}">` +
                  `<soap:Body><${operation} xmlns="${ns}"><${member}>${value}</${member}></${operation}>` +
                  "</soap:Body></soap:Envelope>",
              });
      return {
        status: response.status,
        contentType: response.headers.get("content-type"),
        body: await response.text(),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether libxml2 finds each document valid against a case's types.xsd and the SOAP envelopes. */
async function schemaValid(name: string, ns: string, documents: readonly string[]): Promise<boolean[]> {
  const files = [
    { namespace: ns, location: "types.xsd", disk: path.join(fixtureFolder(name), "types.xsd") },
    ...(["1.1", "1.2"] as const).map((version) => {
      const file = `soap${version.replace(".", "")}`;
      return {
        namespace: ENVELOPE[version],
        location: `${file}.xsd`,
        disk: path.join(import.meta.dirname, "..", "fixtures", "xsd", `${file}-envelope.xsd`),
      };
    }),
  ];
  const report = await validateXmlDocuments({
    schema: importingSchema(
      "all.xsd",
      files.map((file) => ({ namespace: file.namespace, schemaLocation: file.location })),
    ),
    imports: await Promise.all(
      files.map(async (file) => ({ fileName: file.location, contents: await readFile(file.disk, "utf8") })),
    ),
    documents: documents.map((contents, at) => ({ fileName: `${at}.xml`, contents })),
  });
  return report.documents.map((document) => document.valid && document.issues.length === 0);
}

/** The fixed answer to a failing handler, as each transport writes it. */
function expectServerFault(
  transport: Transport,
  answer: { status: number; contentType: string | null; body: string },
) {
  expect(answer.status, transport).toBe(500);
  if (transport === "1.1") {
    expect(answer.contentType).toBe("text/xml; charset=utf-8");
    expect(answer.body).toContain(
      "<faultcode>soap:Server</faultcode><faultstring>Server was unable to process request.</faultstring>",
    );
  } else if (transport === "1.2") {
    expect(answer.contentType).toBe("application/soap+xml; charset=utf-8");
    expect(answer.body).toContain("<soap:Value>soap:Receiver</soap:Value>");
    expect(answer.body).toContain(">Server was unable to process request.</soap:Text>");
  } else {
    expect(answer.contentType, transport).toBe("text/plain; charset=utf-8");
    expect(answer.body, transport).toBe("Server was unable to process request.\n");
  }
}

describe("a result that breaks the schema (asmx-service)", () => {
  const NS = "urn:emit:asmx-service";
  const transports = ["1.1", "1.2", "get", "post"] as const;
  /** GetGreeting's handler: a text over the maxLength of 40 when asked 13 times, a valid one otherwise. */
  const handlers = {
    getGreeting: async (request: { times: number }) => ({ text: request.times === 13 ? MARK : "Hello" }),
  };

  it("is answered as a failing handler over every transport, logged; unchecked, libxml2 refuses it", async () => {
    const { causes, call, close } = await serve(packageOf("asmx-service"), handlers, {});
    try {
      for (const transport of transports) {
        const refused = await call(transport, NS, "GetGreeting", "times", "13");
        expectServerFault(transport, refused);
        expect(refused.body, transport).not.toContain(MARK);
        expect(causes.at(-1), transport).toBe(
          "GetGreeting response is invalid: result.text: length is 41, must be at most 40",
        );
        const served = await call(transport, NS, "GetGreeting", "times", "1");
        expect(served.status, transport).toBe(200);
        expect(served.body, transport).toContain("Hello");
        expect(causes.at(-1), transport).toBeUndefined();
      }
    } finally {
      await close();
    }
    // Unchecked, the result goes out as the handler gave it.
    const unchecked = await serve(packageOf("asmx-service"), handlers, {
      validateResponses: false,
    });
    const documents: string[] = [];
    try {
      for (const transport of transports)
        for (const times of ["13", "1"]) {
          const answer = await unchecked.call(transport, NS, "GetGreeting", "times", times);
          expect(answer.status, transport).toBe(200);
          documents.push(answer.body);
        }
    } finally {
      await unchecked.close();
    }
    expect(unchecked.causes.every((cause) => cause === undefined)).toBe(true);
    expect(documents.filter((document) => document.includes(MARK))).toHaveLength(4);
    expect(await schemaValid("asmx-service", NS, documents)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
  });
});

describe("fault details and header blocks that break the schema (soap-headers)", () => {
  const NS = "urn:emit:soap-headers";
  const versions = ["1.1", "1.2"] as const;
  /** GetQuote's handler, by symbol: an invalid fault detail, response header or headerfault block; else valid. */
  const handlers = {
    getQuote: async (
      request: { symbol: string },
      context: { responseSoapHeaders: Record<string, unknown> },
    ) => {
      const { ServiceFault } = packageOf("soap-headers");
      if (request.symbol === "DETAIL")
        throw new ServiceFault("Sender", `No such symbol: ${MARK}`, undefined, {
          detail: { unknownSymbol: { symbol: "DETAIL", suggestion: MARK } },
        });
      if (request.symbol === "HEADERFAULT")
        throw new ServiceFault("Sender", `Key revoked: ${MARK}`, undefined, { headers: { AuthFault: null } });
      context.responseSoapHeaders["Session"] = request.symbol === "HEADER" ? null : "s-1";
      return "12.50";
    },
    ping: async () => "pong",
  };
  /** The invalid answers, each with the cause it is logged with. */
  const invalid = [
    [
      "DETAIL",
      "GetQuote fault is invalid: detail.unknownSymbol.suggestion: length is 41, must be at most 12",
    ],
    ["HEADER", "GetQuote response is invalid: responseSoapHeaders.Session: must not be null (not nillable)"],
    ["HEADERFAULT", "GetQuote fault is invalid: headers.AuthFault: must not be null (not nillable)"],
  ] as const;

  it("are answered with the fixed Server/Receiver fault, logged; unchecked, libxml2 refuses them", async () => {
    const { causes, call, close } = await serve(packageOf("soap-headers"), handlers, {});
    try {
      for (const version of versions) {
        for (const [symbol, cause] of invalid) {
          const refused = await call(version, NS, "GetQuote", "symbol", symbol);
          expectServerFault(version, refused);
          expect(refused.body, symbol).not.toMatch(
            new RegExp(`${MARK}|Session|AuthFault|UnknownSymbol|12\\.50`),
          );
          expect(causes.at(-1), symbol).toBe(cause);
        }
        const served = await call(version, NS, "GetQuote", "symbol", "OK");
        expect(served.status).toBe(200);
        expect(served.body).toContain("<Session>s-1</Session>");
        expect(causes.at(-1)).toBeUndefined();
      }
    } finally {
      await close();
    }
    // Unchecked, each goes out as the handler gave it.
    const unchecked = await serve(packageOf("soap-headers"), handlers, {
      validateResponses: false,
    });
    const envelopes: string[] = [];
    try {
      for (const version of versions)
        for (const symbol of ["OK", ...invalid.map(([name]) => name)])
          envelopes.push((await unchecked.call(version, NS, "GetQuote", "symbol", symbol)).body);
    } finally {
      await unchecked.close();
    }
    expect(unchecked.causes.every((cause) => cause === undefined)).toBe(true);
    expect(envelopes[1]).toContain(`<suggestion>${MARK}</suggestion>`);
    expect(envelopes[2]).toContain('<Session xsi:nil="true"/>');
    expect(envelopes[3]).toContain("AuthFault");
    expect(await schemaValid("soap-headers", NS, envelopes)).toEqual([
      true,
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("a required result left out or nil where it is not nillable (soap-headers)", () => {
  const NS = "urn:emit:soap-headers";
  /** What Ping's handler answers next: its result element `pingResult` is required and not nillable. */
  let answer: string | null | undefined;
  const handlers = { getQuote: async () => "1", ping: async () => answer };
  const ping = async (url: string, version: Version) =>
    fetch(url, {
      method: "POST",
      headers:
        version === "1.1"
          ? { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}/Ping"` }
          : { "content-type": "application/soap+xml; charset=utf-8" },
      body: `<soap:Envelope xmlns:soap="${ENVELOPE[version]}"><soap:Body><Ping xmlns="${NS}"/></soap:Body></soap:Envelope>`,
    });

  it("is answered as a failing handler, logged; unchecked, libxml2 refuses it", async () => {
    const envelopes: string[] = [];
    for (const validateResponses of [true, false]) {
      const { causes, url, close } = await serve(packageOf("soap-headers"), handlers, { validateResponses });
      try {
        for (const version of ["1.1", "1.2"] as const)
          for (const [result, cause] of [
            [undefined, "Ping response is invalid: result: is required"],
            [null, "Ping response is invalid: result: must not be null (not nillable)"],
            ["pong", undefined],
          ] as const) {
            answer = result;
            const response = await ping(url, version);
            const body = await response.text();
            if (validateResponses && cause !== undefined) {
              expectServerFault(version, {
                status: response.status,
                contentType: response.headers.get("content-type"),
                body,
              });
              expect(causes.at(-1)).toBe(cause);
            } else {
              expect(response.status).toBe(200);
              expect(causes.at(-1)).toBeUndefined();
              if (!validateResponses) envelopes.push(body);
            }
          }
      } finally {
        await close();
      }
    }
    expect(await schemaValid("soap-headers", NS, envelopes)).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
  });
});
