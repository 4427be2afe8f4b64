// Interop with node-soap on the constructs of issue 28, through the golden case test/fixtures/emit/constructs-wire
// (a choice that occurs once, a repeated choice, fixed and default values, a lax wildcard over a partner's
// namespace, request and response header blocks), over real HTTP on 127.0.0.1, SOAP 1.1 and SOAP 1.2:
//   1. our generated client against a node-soap server built from the case's WSDL;
//   2. node-soap's client, built from the WSDL our generated server publishes, against that server.
// Every envelope either side writes, header blocks and body, is validated by libxml2 against the case's schema
// and the envelope schema of its version.
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
// - SOAP 1.2 (lib/client.js, lib/server.js): its client sends a 1.2 envelope with `application/soap+xml;
//   charset=utf-8; action="<soapAction>"` and no SOAPAction header when created with `forceSoap12Headers: true`,
//   whichever port it calls through. Its server picks the envelope version from the same listen option, never
//   from the request: without it, a 1.2 request gets a 1.1 envelope; it copies the request's Content-Type
//   (with its `action` parameter) onto the response, and finds the operation by the body element, since a 1.2
//   request has no SOAPAction header. Header blocks travel as over 1.1.
import type { RequestListener, Server } from "node:http";
import path from "node:path";
import { createClientAsync } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WildcardElement, XmlElement } from "../../generator/runtime/xml-element.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "../emit/emitted-case.ts";
import {
  envelopeIssues,
  envelopeNamespace,
  type Exchange,
  LocalWire,
  SOAP11_ENV,
  SOAP12_ENV,
} from "./wire-capture.ts";

const NS = "urn:emit:constructs-wire";
const EXT = "urn:emit:constructs-ext";
const folder = fixtureFolder("constructs-wire");

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
  transport: string;
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

/** An exchange's content types and envelope namespaces, request then response. */
function versionsOf(exchange: Exchange): (string | undefined)[] {
  return [
    exchange.requestType,
    envelopeNamespace(exchange.request),
    exchange.responseType,
    envelopeNamespace(exchange.response),
  ];
}

let written: WrittenCase | undefined;
let pkg: Package;
const wire = new LocalWire();

beforeAll(async () => {
  written = await writeEmittedCase("constructs-wire");
  pkg = (await import(written.index)) as Package;
});

afterAll(async () => {
  await wire.close();
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

const ACTION = `${NS}/Record`;

/** What differs between the two SOAP versions, on the wire and in each side's options. */
const versions = [
  {
    soap: "1.1",
    transport: "soap11",
    envelope: SOAP11_ENV,
    nodeSoapOptions: {},
    requestType: "text/xml; charset=utf-8",
  },
  {
    soap: "1.2",
    transport: "soap12",
    envelope: SOAP12_ENV,
    nodeSoapOptions: { forceSoap12Headers: true },
    requestType: `application/soap+xml; charset=utf-8; action="${ACTION}"`,
  },
] as const;

/** A node-soap server of the case's WSDL, both ports answering with `port` and the response header blocks. */
async function nodeSoapServer(port: object, options: object): Promise<string> {
  const { base, server } = await wire.nodeSoap(
    path.join(folder, "Ledger.wsdl"),
    pkg.Ledger.path,
    { Ledger: { LedgerSoap: port, LedgerSoap12: port } },
    options,
  );
  server.addSoapHeader(
    () => `<Receipt xmlns="${NS}">r-1</Receipt><Trace xmlns="${NS}"><id>t-1</id><hops>2</hops></Trace>`,
  );
  return base;
}

describe.each(versions)(
  "node-soap interop over SOAP $soap: choices, fixed and default values, wildcards, headers",
  ({ transport, envelope, nodeSoapOptions, requestType }) => {
    it("our generated client calls a node-soap server", async () => {
      const received: { args: unknown; headers: unknown }[] = [];
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
      const base = await nodeSoapServer(port, nodeSoapOptions);
      const client = new pkg.LedgerClient({
        baseUrl: base,
        transport,
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
      const before = wire.traffic.length;
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
      // Both envelopes are of the version called; node-soap answers with a copy of the request's content type.
      const exchanges = wire.traffic.slice(before);
      expect(exchanges.map(versionsOf)).toEqual([[requestType, envelope, requestType, envelope]]);
    });

    it("node-soap's client calls our generated server", async () => {
      const seen: { batch: Batch; session: unknown; transport: string }[] = [];
      const handlers = {
        record: async (request: { batch: Batch }, context: Context) => {
          seen.push({
            batch: request.batch,
            session: context.soapHeaders.Session,
            transport: context.transport,
          });
          context.responseSoapHeaders.Receipt = "r-2";
          context.responseSoapHeaders.Trace = { id: "t-2", hops: 1 };
          return { ...request.batch, $any: [...request.batch.$any, flag("echoed"), note] };
        },
      };
      const base = await wire.listen(
        pkg.createSoapServer(wire.capturing(pkg.createServiceListener(pkg.Ledger, handlers))),
      );
      const peer = await createClientAsync(`${base}${pkg.Ledger.path}?WSDL`, {
        disableCache: true,
        ...nodeSoapOptions,
      });
      peer.addSoapHeader(`<h:Session xmlns:h="${NS}"><h:token>s-2</h:token></h:Session>`);
      const before = wire.traffic.length;
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
          transport,
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
      // Our server answers in the version of the request, with that version's content type.
      const exchanges = wire.traffic.slice(before);
      expect(exchanges.map(versionsOf)).toEqual([
        [requestType, envelope, requestType.replace(/; action=.*/, ""), envelope],
      ]);
    });
  },
);

describe("node-soap's server without forceSoap12Headers", () => {
  it("answers a SOAP 1.2 request with a 1.1 envelope, which our client refuses", async () => {
    const port = { Record: () => ({ RecordResult: { source: "s", card: "c", credit: { $value: "1" } } }) };
    const base = await nodeSoapServer(port, {});
    const client = new pkg.LedgerClient({ baseUrl: base, transport: "soap12" });
    const before = wire.traffic.length;
    const call = client.recordWithHeaders({
      batch: {
        currency: "EUR",
        source: "s",
        card: "c",
        creditOrDebit: [{ credit: { value: "1" } }],
        $any: [],
      },
    });
    await expect(call).rejects.toThrow("Record: SOAP 1.1 response to a SOAP 1.2 request");
    expect(wire.traffic.slice(before).map((exchange) => envelopeNamespace(exchange.response))).toEqual([
      SOAP11_ENV,
    ]);
  });
});

describe("what either side wrote", () => {
  it("every message is schema-valid against its envelope version, header blocks and body", async () => {
    const messages = wire.traffic.flatMap((exchange) => [exchange.request, exchange.response]);
    expect(messages.length).toBeGreaterThanOrEqual(10);
    const issues = await envelopeIssues(
      [
        { namespace: NS, disk: path.join(folder, "types.xsd") },
        { namespace: EXT, disk: path.join(folder, "ext.xsd") },
      ],
      messages,
    );
    expect(issues).toEqual(messages.map(() => []));
  });
});
