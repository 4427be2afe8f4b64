// Declared faults (`wsdl:fault`) of test/fixtures/emit/soap-headers, through the package the generator emits for
// it: GetQuote declares UnknownSymbol (an element part, typed) and Throttled (a type part, kept as markup). A
// handler throws a ServiceFault with the detail of a declared fault; the generated client, over real HTTP on
// 127.0.0.1 in SOAP 1.1 and 1.2, gets it typed in `details` and whole in `fault.detail`. The fault envelopes
// validate under libxml2 against the SOAP envelope schemas and the case's own, whose `UnknownSymbol` the
// envelopes' lax `detail` wildcard checks. A detail of a fault the operation does not declare is the handler's
// mistake: a fault without details, its cause logged. node-soap reads the detail as it reads any element.
import { readFile } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createClientAsync } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importingSchema, validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "./emitted-case.ts";

const NS = "urn:emit:soap-headers";
const ENVELOPE = {
  "1.1": "http://schemas.xmlsoap.org/soap/envelope/",
  "1.2": "http://www.w3.org/2003/05/soap-envelope",
} as const;

interface SoapFaultError {
  fault: { code: string; reason: string; detail?: string };
  details: Record<string, unknown>;
  operation: unknown;
}

interface Quotes {
  Quotes: { readonly path: string };
  QuotesClient: new (options: Record<string, unknown>) => {
    getQuote(request: { symbol: string }, options?: Record<string, unknown>): Promise<unknown>;
    ping(request: Record<string, never>): Promise<unknown>;
  };
  ServiceFault: new (
    code: string,
    reason: string,
    subcode?: unknown,
    options?: { detail?: Record<string, unknown> },
  ) => Error;
  SoapFaultError: new (
    fault: { code: string; reason: string },
    status: number,
    options?: { operation?: unknown; details?: Record<string, unknown> },
  ) => SoapFaultError;
  isFaultOf: (error: unknown, operation: unknown) => boolean;
  GetQuoteOperation: object;
  PingOperation: object;
  MalformedResponseError: new (...args: never[]) => Error;
  createServiceListener: (service: unknown, handlers: unknown, options?: unknown) => RequestListener;
  createSoapServer: (listener: RequestListener) => Server;
}

let written: WrittenCase;
let quotes: Quotes;

beforeAll(async () => {
  written = await writeEmittedCase("soap-headers");
  quotes = (await import(written.index)) as Quotes;
});

afterAll(async () => {
  await written.remove();
});

/** A server of `listener` on 127.0.0.1, its base URL, and how to close it. */
async function serve(listener: RequestListener): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = quotes.createSoapServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const unknownSymbol = { symbol: "NONE", suggestion: "NONO" };

/** GetQuote's handler: a declared fault for `NONE`, a fault the operation does not declare for `BAD`. */
const handlers = {
  getQuote: async (request: { symbol: string }) => {
    if (request.symbol === "NONE")
      throw new quotes.ServiceFault("Sender", "No such symbol.", undefined, { detail: { unknownSymbol } });
    if (request.symbol === "BAD")
      throw new quotes.ServiceFault("Sender", "Bad.", undefined, { detail: { throttled: 30 } });
    return "1.00";
  },
  ping: async () => {
    throw new quotes.ServiceFault("Receiver", "Down.");
  },
};

describe("declared faults of soap-headers: typed detail over HTTP", () => {
  it("a handler's declared fault reaches the client typed, SOAP 1.1 and 1.2, its envelope valid", async () => {
    const causes: (string | undefined)[] = [];
    const { baseUrl, close } = await serve(
      quotes.createServiceListener(quotes.Quotes, handlers, {
        log: (entry: { cause?: string }) => causes.push(entry.cause),
      }),
    );
    const envelopes: string[] = [];
    try {
      for (const transport of ["soap11", "soap12"] as const) {
        const client = new quotes.QuotesClient({ baseUrl, transport });
        const error = await client.getQuote({ symbol: "NONE" }).catch((caught: unknown) => caught);
        expect(error, transport).toBeInstanceOf(quotes.SoapFaultError);
        const fault = error as SoapFaultError;
        expect(fault.details, transport).toEqual({ unknownSymbol });
        expect(fault.fault.code, transport).toBe(transport === "soap11" ? "Client" : "Sender");
        // The raw detail stays as it was: markup in which each element declares what it uses.
        expect(fault.fault.detail, transport).toBe(
          `<UnknownSymbol xmlns="${NS}"><symbol xmlns="${NS}">NONE</symbol>` +
            `<suggestion xmlns="${NS}">NONO</suggestion></UnknownSymbol>`,
        );
        // A fault the operation does not declare is not written: a fault without details, the cause logged.
        const undeclared = await client.getQuote({ symbol: "BAD" }).catch((caught: unknown) => caught);
        expect((undeclared as SoapFaultError).fault, transport).toEqual(
          expect.objectContaining({ code: transport === "soap11" ? "Server" : "Receiver" }),
        );
        expect((undeclared as SoapFaultError).fault.detail, transport).toBeUndefined();
        expect(causes.at(-1), transport).toMatch(/GetQuote declares no fault 'throttled'.*'unknownSymbol'/);
      }
      // The envelopes as they cross the wire, for libxml2.
      for (const version of ["1.1", "1.2"] as const) {
        const response = await fetch(`${baseUrl}${quotes.Quotes.path}`, {
          method: "POST",
          headers:
            version === "1.1"
              ? { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}/GetQuote"` }
              : { "content-type": "application/soap+xml; charset=utf-8" },
          body:
            `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ENVELOPE[version]}"><soap:Body>` +
            `<GetQuote xmlns="${NS}"><symbol>NONE</symbol></GetQuote></soap:Body></soap:Envelope>`,
        });
        expect(response.status).toBe(500);
        envelopes.push(await response.text());
      }
    } finally {
      await close();
    }
    expect(envelopes[0]).toContain(`<detail><UnknownSymbol xmlns="${NS}">`);
    expect(envelopes[1]).toContain(`<soap:Detail><UnknownSymbol xmlns="${NS}">`);
    const files = [
      { namespace: NS, location: "types.xsd", disk: path.join(fixtureFolder("soap-headers"), "types.xsd") },
      ...(["1.1", "1.2"] as const).map((version) => ({
        namespace: ENVELOPE[version],
        location: `soap${version.replace(".", "")}.xsd`,
        disk: path.join(
          import.meta.dirname,
          "..",
          "fixtures",
          "xsd",
          `soap${version.replace(".", "")}-envelope.xsd`,
        ),
      })),
    ];
    const report = await validateXmlDocuments({
      schema: importingSchema(
        "all.xsd",
        files.map((file) => ({ namespace: file.namespace, schemaLocation: file.location })),
      ),
      imports: await Promise.all(
        files.map(async (file) => ({ fileName: file.location, contents: await readFile(file.disk, "utf8") })),
      ),
      documents: [
        ...envelopes,
        // A detail that breaks its declaration is refused: libxml2 does check it.
        envelopes[0]?.replace("<symbol>NONE</symbol>", "") ?? "",
      ].map((contents, index) => ({ fileName: `${index}.xml`, contents })),
    });
    expect(report.documents.map((document) => document.issues.length)).toEqual([0, 0, 1]);
  });

  it("isFaultOf recognises the fault that answered a call of its operation, and no other", async () => {
    const { baseUrl, close } = await serve(quotes.createServiceListener(quotes.Quotes, handlers));
    // A second copy of the package, with its own runtime: as a program holding two generated packages has.
    const other = await writeEmittedCase("soap-headers");
    try {
      const copy = (await import(other.index)) as Quotes;
      const { isFaultOf, GetQuoteOperation, PingOperation } = quotes;
      const client = new quotes.QuotesClient({ baseUrl });
      const quoteFault = (await client.getQuote({ symbol: "NONE" }).catch((caught: unknown) => caught)) as
        SoapFaultError | undefined;
      const pingFault = await client.ping({}).catch((caught: unknown) => caught);
      expect(quoteFault?.operation).toBe(GetQuoteOperation);
      expect(isFaultOf(quoteFault, GetQuoteOperation)).toBe(true);
      expect(isFaultOf(quoteFault, PingOperation)).toBe(false);
      expect(isFaultOf(pingFault, PingOperation)).toBe(true);
      expect(isFaultOf(pingFault, GetQuoteOperation)).toBe(false);
      // The guard of one copy of the runtime knows the errors of another; the descriptor is the copy's own.
      expect(copy.isFaultOf(quoteFault, GetQuoteOperation)).toBe(true);
      expect(copy.isFaultOf(quoteFault, copy.GetQuoteOperation)).toBe(false);
      // Neither a value that is no fault, nor a fault that names no operation, whatever its details.
      expect(isFaultOf(new Error("no"), GetQuoteOperation)).toBe(false);
      expect(isFaultOf(undefined, GetQuoteOperation)).toBe(false);
      const fault = { code: "Sender", reason: "No such symbol." };
      const made = new quotes.SoapFaultError(fault, 500, { details: { unknownSymbol } });
      expect(isFaultOf(made, GetQuoteOperation)).toBe(false);
      // A test double of the client rejects with what the client would: the operation named, the guard holds.
      const double = new quotes.SoapFaultError(fault, 500, {
        operation: GetQuoteOperation,
        details: { unknownSymbol },
      });
      expect(isFaultOf(double, GetQuoteOperation)).toBe(true);
      expect(double.details).toEqual({ unknownSymbol });
      // The descriptor stays out of what the error prints.
      expect(Object.keys(double)).not.toContain("operation");
    } finally {
      await other.remove();
      await close();
    }
  });

  it("reads a detail element by its declaration with the envelope's namespaces in scope; others stay raw", async () => {
    // A peer's fault: prefixes declared on the Envelope only, an element no declared fault names, a member
    // the declaration lacks.
    const envelope = (extra: string) =>
      `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${ENVELOPE["1.1"]}" xmlns:q="${NS}" xmlns:x="urn:x">` +
      "<s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring>No.</faultstring><detail>" +
      `<x:Trace>t-1</x:Trace><q:UnknownSymbol><q:symbol>ZZ</q:symbol>${extra}</q:UnknownSymbol>` +
      "</detail></s:Fault></s:Body></s:Envelope>";
    let body = envelope("");
    const server = createServer((_request, response) => {
      response.writeHead(500, { "content-type": "text/xml; charset=utf-8" }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const lenient = new quotes.QuotesClient({ baseUrl });
      const strict = new quotes.QuotesClient({ baseUrl, readOptions: { strict: true } });
      const error = (await lenient
        .getQuote({ symbol: "ZZ" })
        .catch((caught: unknown) => caught)) as SoapFaultError;
      expect(error).toBeInstanceOf(quotes.SoapFaultError);
      expect(error.details).toEqual({ unknownSymbol: { symbol: "ZZ" } });
      expect(error.fault.detail).toBe(
        `<x:Trace xmlns:x="urn:x">t-1</x:Trace><q:UnknownSymbol xmlns:q="${NS}">` +
          `<q:symbol xmlns:q="${NS}">ZZ</q:symbol></q:UnknownSymbol>`,
      );
      // A member the declaration lacks: kept by a lenient reader, refused by a strict one. Refused, the fault
      // is still the fault, its detail raw; why it has no details is its cause.
      body = envelope("<q:extra>1</q:extra>");
      const kept = (await lenient
        .getQuote({ symbol: "ZZ" })
        .catch((caught: unknown) => caught)) as SoapFaultError;
      expect(kept.details["unknownSymbol"]).toEqual(expect.objectContaining({ symbol: "ZZ" }));
      expect(kept.fault.detail).toContain(`<q:extra xmlns:q="${NS}">1</q:extra>`);
      const refused = (await strict
        .getQuote({ symbol: "ZZ" })
        .catch((caught: unknown) => caught)) as SoapFaultError & { cause?: unknown };
      expect(refused).toBeInstanceOf(quotes.SoapFaultError);
      expect(refused.fault).toMatchObject({ code: "Client", reason: "No." });
      expect(refused.fault.detail).toContain(`<q:extra xmlns:q="${NS}">1</q:extra>`);
      expect(refused.details).toEqual({});
      expect(refused.cause).toBeInstanceOf(quotes.MalformedResponseError);
      expect(String(refused.cause)).toMatch(/extra/);
      // A declared element whose value its type refuses: refused by the lenient reader too.
      body = envelope("").replace("<q:symbol>ZZ</q:symbol>", "");
      const invalid = (await lenient
        .getQuote({ symbol: "ZZ" })
        .catch((caught: unknown) => caught)) as SoapFaultError & { cause?: unknown };
      expect(invalid).toBeInstanceOf(quotes.SoapFaultError);
      expect(invalid.details).toEqual({});
      expect(String(invalid.cause)).toMatch(/symbol/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("validateResponse checks a declared fault's detail as it checks a result", async () => {
    const tooLong = "ABCDEFGHIJKLM";
    const body =
      `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="${ENVELOPE["1.1"]}" xmlns:q="${NS}">` +
      "<s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring>No.</faultstring><detail>" +
      `<q:UnknownSymbol><q:symbol>ZZ</q:symbol><q:suggestion>${tooLong}</q:suggestion></q:UnknownSymbol>` +
      "</detail></s:Fault></s:Body></s:Envelope>";
    const peer = createServer((_request, response) => {
      response.writeHead(500, { "content-type": "text/xml; charset=utf-8" }).end(body);
    });
    await new Promise<void>((resolve) => peer.listen(0, "127.0.0.1", resolve));
    const ours = await serve(quotes.createServiceListener(quotes.Quotes, handlers));
    try {
      const baseUrl = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
      const call = (options: Record<string, unknown>) =>
        new quotes.QuotesClient({ baseUrl, ...options })
          .getQuote({ symbol: "ZZ" })
          .catch((caught: unknown) => caught) as Promise<SoapFaultError & { cause?: unknown }>;
      // Unchecked, the detail breaking its suggestion's maxLength of 12 is read as it is.
      expect((await call({})).details).toEqual({ unknownSymbol: { symbol: "ZZ", suggestion: tooLong } });
      // Checked, the fault is still the fault; its details are empty, and why is its cause, as for a result.
      const refused = await call({ validateResponse: true });
      expect(refused).toBeInstanceOf(quotes.SoapFaultError);
      expect(refused.fault).toMatchObject({ code: "Client", reason: "No." });
      expect(refused.details).toEqual({});
      expect(refused.cause).toBeInstanceOf(quotes.MalformedResponseError);
      expect((refused.cause as Error).message).toBe(
        "GetQuote fault detail is invalid: 1 problem(s): unknownSymbol.suggestion: length is 13, must be at most 12",
      );
      expect((refused.cause as { issues?: unknown }).issues).toEqual([
        { path: "unknownSymbol.suggestion", message: "length is 13, must be at most 12" },
      ]);
      // A valid detail, as our server writes it, passes.
      const valid = (await new quotes.QuotesClient({ baseUrl: ours.baseUrl, validateResponse: true })
        .getQuote({ symbol: "NONE" })
        .catch((caught: unknown) => caught)) as SoapFaultError & { cause?: unknown };
      expect(valid.details).toEqual({ unknownSymbol });
      expect(valid.cause).toBeUndefined();
    } finally {
      await ours.close();
      await new Promise((resolve) => peer.close(resolve));
    }
  });

  it("node-soap reads the detail of our fault as plain values", async () => {
    const { baseUrl, close } = await serve(quotes.createServiceListener(quotes.Quotes, handlers));
    try {
      const peer = await createClientAsync(`${baseUrl}${quotes.Quotes.path}?WSDL`);
      peer.addSoapHeader(`<h:Auth xmlns:h="${NS}"><h:key>k1</h:key></h:Auth>`);
      const error = (await peer["GetQuoteAsync"]({ symbol: "NONE" }).catch((caught: unknown) => caught)) as {
        root?: { Envelope?: { Body?: { Fault?: Record<string, unknown> } } };
      };
      expect(error.root?.Envelope?.Body?.Fault).toEqual(
        expect.objectContaining({ detail: { UnknownSymbol: unknownSymbol } }),
      );
    } finally {
      await close();
    }
  });
});
