// Interop with node-soap on elements of xs:anyType typed by their xsi:type, through the golden case
// test/fixtures/emit/any-type, over real HTTP on 127.0.0.1 (SOAP 1.1):
//   1. node-soap's client, built from the WSDL our generated server publishes, against that server;
//   2. our generated client against a node-soap server built from the case's WSDL.
// Every envelope either side writes is validated by libxml2 against the case's schema.
//
// Where node-soap (1.x) stands (checked against lib/wsdl/index.js, lib/server.js): it writes `xsi:type` only where
// a value asks for it, `attributes: { xsi_type: { type, xmlns } }`, declaring that namespace on the element (and
// naming the members of a value of another namespace with its prefix); it reads an element with an `xsi:type`
// keeping the attribute beside the value (`{ attributes: { "xsi:type": "p:T" }, $value: "7" }`), simple values
// as text. Its server's envelope declares only the WSDL's own namespaces, not the `xsi` its `xsi:type`
// attributes use, so such an answer is not namespace-well-formed unless told to (below).
import type { RequestListener, Server } from "node:http";
import path from "node:path";
import { createClientAsync } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "../emit/emitted-case.ts";
import { envelopeIssues, LocalWire } from "./wire-capture.ts";

const NS = "urn:emit:any-type";
const OTHER = "urn:emit:any-other";
const XSD = "http://www.w3.org/2001/XMLSchema";
const folder = fixtureFolder("any-type");
const schemaFiles = [
  { namespace: NS, disk: path.join(folder, "types.xsd") },
  { namespace: OTHER, disk: path.join(folder, "other.xsd") },
];

interface Typed {
  $type: string;
  value: unknown;
}
interface Entry {
  key: string;
  value?: Typed | { $type?: string; $content: unknown[] };
  extra: Typed[];
  previous: Typed | null;
}
interface Package {
  Storage: { readonly path: string };
  StorageClient: new (options: Record<string, unknown>) => {
    store(request: { entry: Entry }): Promise<Entry | undefined>;
  };
  createServiceListener(service: unknown, handlers: unknown): RequestListener;
  createSoapServer(listener: RequestListener): Server;
}

let written: WrittenCase | undefined;
let pkg: Package;
const wire = new LocalWire();

beforeAll(async () => {
  written = await writeEmittedCase("any-type");
  pkg = (await import(written.index)) as Package;
});

afterAll(async () => {
  await wire.close();
  await written?.remove();
});

const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const xsiType = (type: string, xmlns: string) => ({ xsi_type: { type, xmlns } });

describe("node-soap interop on xsi:typed elements of xs:anyType", () => {
  it("node-soap's client sends values with xsi:type that our server reads typed, and reads our typed answer", async () => {
    const received: Entry[] = [];
    const server = pkg.createSoapServer(
      wire.capturing(
        pkg.createServiceListener(pkg.Storage, {
          store: async (request: { entry: Entry }) => {
            received.push(request.entry);
            return request.entry;
          },
        }),
      ),
    );
    const base = await wire.listen(server);
    const peer = await createClientAsync(`${base}${pkg.Storage.path}?WSDL`, { disableCache: true });
    const before = wire.traffic.length;
    const [result] = (await peer["StoreAsync"]({
      entry: {
        key: "k",
        value: { attributes: xsiType("decimal", XSD), $value: "0012.3400" },
        extra: [
          { attributes: xsiType("Address", NS), street: "Main", zip: "1.50" },
          { attributes: xsiType("dateTime", XSD), $value: "2026-11-27T08:00:00+01:00" },
        ],
        previous: { attributes: xsiType("int", XSD), $value: 7 },
      },
    })) as [Record<string, unknown>];
    expect(received).toEqual([
      {
        key: "k",
        value: { $type: `{${XSD}}decimal`, value: "0012.3400" },
        extra: [
          { $type: `{${NS}}Address`, value: { street: "Main", zip: "1.50" } },
          { $type: `{${XSD}}dateTime`, value: "2026-11-27T08:00:00+01:00" },
        ],
        previous: { $type: `{${XSD}}int`, value: 7 },
      },
    ]);
    // node-soap reads our answer keeping each xsi:type as an attribute beside the value, simple values as text.
    expect(result).toEqual({
      StoreResult: {
        key: "k",
        value: { attributes: { "xsi:type": "xsd:decimal" }, $value: "0012.3400" },
        extra: [
          { attributes: { "xsi:type": "ns1:Address" }, street: "Main", zip: 1.5 },
          { attributes: { "xsi:type": "xsd:dateTime" }, $value: "2026-11-27T08:00:00+01:00" },
        ],
        previous: { attributes: { "xsi:type": "xsd:int" }, $value: "7" },
      },
    });
    const exchanges = wire.traffic.slice(before);
    expect(exchanges).toHaveLength(1);
    const issues = await envelopeIssues(
      schemaFiles,
      exchanges.flatMap((exchange) => [exchange.request, exchange.response]),
    );
    expect(issues).toEqual([[], []]);
  });

  it("our generated client sends typed values to a node-soap server and reads its xsi:typed answer", async () => {
    const calls: unknown[] = [];
    const port = {
      Store: (args: unknown) => {
        calls.push(args);
        return {
          StoreResult: {
            key: "back",
            value: {
              attributes: xsiType("Money", OTHER),
              "o:amount": { attributes: { "xmlns:o": OTHER }, $value: "1.10" },
              "o:currency": { attributes: { "xmlns:o": OTHER }, $value: "EUR" },
            },
            extra: [{ attributes: xsiType("int", XSD), $value: 3 }],
            previous: { attributes: xsiType("string", XSD), $value: "p" },
          },
        };
      },
    };
    const { base, server } = await wire.nodeSoap(path.join(folder, "Store.wsdl"), pkg.Storage.path, {
      Storage: { StoreSoap: port, StoreSoap12: port },
    });
    // Its envelope declares the WSDL's own namespaces only, not the xsi its xsi:type attributes use: without
    // this, its answer is not namespace-well-formed.
    const wsdl = (server as unknown as { wsdl: { xmlnsInEnvelope: string } }).wsdl;
    wsdl.xmlnsInEnvelope += ` xmlns:xsi="${XSI}"`;
    const client = new pkg.StorageClient({ baseUrl: base, validateResponse: true });
    const before = wire.traffic.length;
    const result = await client.store({
      entry: {
        key: "k",
        value: { $type: `{${NS}}Address`, value: { street: "Main" } },
        extra: [{ $type: `{${XSD}}long`, value: 9007199254740993n }],
        previous: null,
      },
    });
    // node-soap hands its method the xsi:types as attributes, the long's digits as text, and no nil element.
    expect(calls).toEqual([
      {
        entry: {
          key: "k",
          value: { attributes: { "xsi:type": "ns1:Address" }, street: "Main" },
          extra: [{ attributes: { "xsi:type": "xsd:long" }, $value: "9007199254740993" }],
        },
      },
    ]);
    expect(result).toEqual({
      key: "back",
      value: { $type: `{${OTHER}}Money`, value: { amount: "1.10", currency: "EUR" } },
      extra: [{ $type: `{${XSD}}int`, value: 3 }],
      previous: { $type: `{${XSD}}string`, value: "p" },
    });
    const exchanges = wire.traffic.slice(before);
    const issues = await envelopeIssues(
      schemaFiles,
      exchanges.flatMap((exchange) => [exchange.request, exchange.response]),
    );
    expect(issues).toEqual([[], []]);
  });
});
