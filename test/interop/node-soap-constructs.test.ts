// Interop with node-soap on the constructs of issue 28, through the golden case test/fixtures/emit/constructs-wire
// (a choice that occurs once, a repeated choice, fixed and default values, a lax wildcard over a partner's
// namespace, request and response header blocks), over real HTTP on 127.0.0.1:
//   1. our generated client against a node-soap server built from the case's WSDL;
//   2. node-soap's client, built from the WSDL our generated server publishes, against that server.
// Every body and header block either side writes is validated by libxml2 against the case's schema.
//
// Where node-soap (1.x) stands on these constructs (checked against lib/wsdl/index.js, lib/server.js):
// - Choices: its objects hold one key per element name, so it writes the elements of a repeated choice grouped
//   by name (all `credit`, then all `debit`), not in the order given; it reads them grouped the same way. A
//   choice that occurs once is just the key present.
// - Fixed and default values: it neither writes a fixed attribute left out nor applies a default on read.
// - Wildcards: it reads foreign elements as it reads any element (by local name, no namespace kept) and writes
//   them from prefixed keys with the declaration as an attribute.
// - Headers: its server passes the request's header blocks to the method as objects and writes what
//   `addSoapHeader` gives it (here a function of the request); its client adds blocks with `addSoapHeader` and
//   hands back the response's as objects.
import { readFile } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createClientAsync, listen, type IServices } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WildcardElement, XmlElement } from "../../generator/runtime/xml-element.ts";
import { importingSchema, validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "../emit/emitted-case.ts";

const NS = "urn:emit:constructs-wire";
const EXT = "urn:emit:constructs-ext";
const folder = fixtureFolder("constructs-wire");
const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");

interface Amount {
  value: string;
  ref?: string;
}
interface Batch {
  version?: "2";
  currency: string;
  source: string;
  account?: string;
  card?: string;
  channel?: string;
  creditOrDebit: ({ credit: Amount } | { debit: Amount })[];
  $any: (XmlElement | WildcardElement)[];
}
interface Context {
  soapHeaders: { Session?: { token: string } };
  responseSoapHeaders: { Receipt?: string; Trace?: { id: string; hops: number } };
}
interface Package {
  Ledger: { readonly path: string };
  LedgerClient: new (options: Record<string, unknown>) => {
    recordWithHeaders(
      request: { batch: Batch },
      options?: Record<string, unknown>,
    ): Promise<{ result: Batch | undefined; headers: Context["responseSoapHeaders"] }>;
  };
  validateBatch(value: unknown): readonly unknown[];
  createServiceListener(service: unknown, handlers: unknown): RequestListener;
  createSoapServer(listener: RequestListener): Server;
}

let written: WrittenCase | undefined;
let pkg: Package;
const servers: Server[] = [];
/** Every SOAP message either side sent, as text (WSDL and XSD documents left out). */
const traffic: string[] = [];

async function listenLocal(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Records the request and response bodies going through `listener`. */
function capturing(listener: RequestListener): RequestListener {
  return (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    const keep = (text: string) => {
      if (text.includes("Envelope")) traffic.push(text);
    };
    request.on("end", () => keep(Buffer.concat(chunks).toString("utf8")));
    let sent = "";
    const text = (chunk: unknown) =>
      typeof chunk === "string" || Buffer.isBuffer(chunk) ? String(chunk) : "";
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    response.write = ((...args: unknown[]) => {
      sent += text(args[0]);
      return write(...args);
    }) as typeof response.write;
    const end = response.end.bind(response) as (...args: unknown[]) => typeof response;
    response.end = ((...args: unknown[]) => {
      keep(sent + text(args[0]));
      return end(...args);
    }) as typeof response.end;
    listener(request, response);
  };
}

beforeAll(async () => {
  written = await writeEmittedCase("constructs-wire");
  pkg = (await import(written.index)) as Package;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await written?.remove();
});

const flag = (value: string): WildcardElement => ({ $element: `{${EXT}}flag`, value });
const note: XmlElement = {
  ns: EXT,
  local: "note",
  prefix: "e",
  namespaces: { e: EXT },
  attributes: { id: "n1" },
  children: [{ ns: EXT, local: "text", prefix: "e", children: ["a < b"] }],
};

describe("node-soap interop: choices, fixed and default values, wildcards, headers", () => {
  it("our generated client calls a node-soap server", async () => {
    const received: { args: unknown; headers: unknown }[] = [];
    const server = createServer();
    const base = await listenLocal(server);
    const port = {
      Record: (args: unknown, _callback: unknown, headers: unknown) => {
        received.push({ args, headers });
        return {
          RecordResult: {
            attributes: { version: "2" },
            source: "ledger",
            card: "4111",
            channel: "",
            credit: [{ attributes: { ref: "c1" }, $value: "10.50" }],
            debit: [{ attributes: { ref: "d1" }, $value: "2.25" }],
            "e:flag": { attributes: { "xmlns:e": EXT }, $value: "green" },
          },
        };
      },
    };
    const wsdl = await readFile(path.join(folder, "Ledger.wsdl"), "utf8");
    const soapServer = await new Promise<ReturnType<typeof listen>>((resolve, reject) => {
      const created = listen(server, {
        path: pkg.Ledger.path,
        services: { Ledger: { LedgerSoap: port, LedgerSoap12: port } } as IServices,
        xml: wsdl,
        uri: path.join(folder, "Ledger.wsdl"),
        callback: (error: unknown) => (error ? reject(error as Error) : resolve(created)),
      } as never);
    });
    soapServer.addSoapHeader(
      () => `<Receipt xmlns="${NS}">r-1</Receipt><Trace xmlns="${NS}"><id>t-1</id><hops>2</hops></Trace>`,
    );
    const listeners = server.listeners("request") as RequestListener[];
    server.removeAllListeners("request");
    server.on(
      "request",
      capturing((request, response) => {
        for (const listener of listeners) listener.call(server, request, response);
      }),
    );

    const client = new pkg.LedgerClient({
      baseUrl: base,
      soapHeaders: { Session: { token: "s-1" } },
      validateResponse: true,
    });
    const batch: Batch = {
      currency: "CHF",
      source: "till",
      account: "DE89",
      creditOrDebit: [{ debit: { value: "1.00", ref: "a" } }, { credit: { value: "3.50" } }],
      $any: [flag("red"), note],
    };
    const { result, headers } = await client.recordWithHeaders({ batch });
    // Ours wrote the fixed attribute it was not given; node-soap read it, the choice and the wildcard content.
    expect(received).toEqual([
      {
        args: {
          batch: {
            attributes: { version: "2", currency: "CHF" },
            source: "till",
            account: "DE89",
            // node-soap reads decimals as numbers (digits beyond them lost) and groups the choice by name.
            debit: { attributes: { ref: "a" }, $value: 1 },
            credit: 3.5,
            flag: "red",
            note: { attributes: { id: "n1" }, text: "a < b" },
          },
        },
        headers: { Session: { token: "s-1" } },
      },
    ]);
    // node-soap leaves the default to us: currency absent reads EUR, channel present and empty reads web.
    expect(result).toEqual({
      version: "2",
      currency: "EUR",
      source: "ledger",
      card: "4111",
      channel: "web",
      creditOrDebit: [{ credit: { value: "10.50", ref: "c1" } }, { debit: { value: "2.25", ref: "d1" } }],
      $any: [flag("green")],
    });
    expect(headers).toEqual({ Receipt: "r-1", Trace: { id: "t-1", hops: 2 } });
  });

  it("node-soap's client calls our generated server", async () => {
    const seen: { batch: Batch; session: unknown }[] = [];
    const handlers = {
      record: async (request: { batch: Batch }, context: Context) => {
        seen.push({ batch: request.batch, session: context.soapHeaders.Session });
        context.responseSoapHeaders.Receipt = "r-2";
        context.responseSoapHeaders.Trace = { id: "t-2", hops: 1 };
        return { ...request.batch, $any: [...request.batch.$any, flag("echoed"), note] };
      },
    };
    const base = await listenLocal(
      pkg.createSoapServer(capturing(pkg.createServiceListener(pkg.Ledger, handlers))),
    );
    const peer = await createClientAsync(`${base}${pkg.Ledger.path}?WSDL`, { disableCache: true });
    peer.addSoapHeader(`<h:Session xmlns:h="${NS}"><h:token>s-2</h:token></h:Session>`);
    const [result, , responseHeaders] = (await peer["RecordAsync"]({
      batch: {
        attributes: { version: "2" },
        source: "peer",
        card: "5500",
        channel: "",
        credit: [{ $value: "1.10" }, { attributes: { ref: "x" }, $value: "2.20" }],
        "e:flag": { attributes: { "xmlns:e": EXT }, $value: "blue" },
      },
    })) as [Record<string, unknown>, string, Record<string, unknown>];
    // Our server read the union's branch, the repeated choice, the defaults and the typed wildcard element.
    expect(seen).toEqual([
      {
        batch: {
          version: "2",
          currency: "EUR",
          source: "peer",
          card: "5500",
          channel: "web",
          creditOrDebit: [{ credit: { value: "1.10" } }, { credit: { value: "2.20", ref: "x" } }],
          $any: [flag("blue")],
        },
        session: { token: "s-2" },
      },
    ]);
    expect(result["RecordResult"]).toMatchObject({
      attributes: { version: "2", currency: "EUR" },
      source: "peer",
      card: "5500",
      channel: "web",
      flag: ["blue", "echoed"],
      note: { attributes: { id: "n1" }, text: "a < b" },
    });
    // node-soap's client reads header blocks untyped: the int comes back as its text.
    expect(responseHeaders).toMatchObject({ Receipt: "r-2", Trace: { id: "t-2", hops: "1" } });
  });

  it("every message either side wrote is schema-valid, header blocks and body", async () => {
    expect(traffic.length).toBeGreaterThanOrEqual(4);
    // The SOAP 1.1 envelope schema takes any header block and body element, checked laxly by its declaration.
    const files = [
      { namespace: NS, location: "types.xsd", disk: path.join(folder, "types.xsd") },
      { namespace: EXT, location: "ext.xsd", disk: path.join(folder, "ext.xsd") },
      {
        namespace: "http://schemas.xmlsoap.org/soap/envelope/",
        location: "soap11.xsd",
        disk: path.join(repositoryRoot, "test", "fixtures", "xsd", "soap11-envelope.xsd"),
      },
    ];
    const report = await validateXmlDocuments({
      schema: importingSchema(
        "all.xsd",
        files.map((file) => ({ namespace: file.namespace, schemaLocation: file.location })),
      ),
      imports: await Promise.all(
        files.map(async (file) => ({ fileName: file.location, contents: await readFile(file.disk, "utf8") })),
      ),
      documents: traffic.map((contents, index) => ({ fileName: `${index}.xml`, contents })),
    });
    expect(report.schemaIssues).toEqual([]);
    expect(report.documents.map((document) => document.issues)).toEqual(traffic.map(() => []));
  });
});
