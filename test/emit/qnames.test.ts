// The QName values of test/fixtures/emit/qnames, through the package the generator emits for it: read with
// their prefixes resolved wherever the peer declared them (both readers), written with prefixes declared where
// needed (validated by libxml2), and carried over real HTTP by the generated client and server.
import { createServer, type RequestListener, type Server } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopeIssues, LocalWire } from "../interop/wire-capture.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "./emitted-case.ts";

const NS = "urn:emit:qnames";
const POLICY = "urn:emit:policy";

interface Reference {
  kind?: string;
  policy?: string;
  scheme: string;
  mode: string;
  target: string;
  names: string[];
  either?: number | string;
  code?: { value: string; lang?: string };
  version?: string;
}

interface Package {
  parseResolve(xml: string, options?: { strict?: boolean }): { reference: Reference };
  serializeResolve(value: { reference: Reference }, declaration?: boolean): string;
  validateReference(value: unknown): readonly { path: string; message: string }[];
  Resolver: unknown;
  ResolverMock: Record<string, unknown>;
  ResolverClient: new (options: Record<string, unknown>) => {
    resolve(request: { reference: Reference }): Promise<Reference | undefined>;
  };
  createServiceListener(service: unknown, handlers: unknown): RequestListener;
}

let written: WrittenCase | undefined;
let pkg: Package;

beforeAll(async () => {
  written = await writeEmittedCase("qnames");
  pkg = (await import(written.index)) as Package;
});

afterAll(async () => {
  await written?.remove();
});

const schemaFiles = [{ namespace: NS, disk: path.join(fixtureFolder("qnames"), "types.xsd") }];

/** libxml2's issues with each document, a `Resolve` element wrapped in a SOAP 1.1 envelope. */
async function issues(documents: readonly string[]): Promise<unknown[]> {
  const envelope = (xml: string) =>
    `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${xml.replace(/^<\?xml[^>]*>/, "")}</s:Body></s:Envelope>`;
  return envelopeIssues(schemaFiles, documents.map(envelope));
}

const VALUE: Reference = {
  kind: "{urn:other}k",
  policy: `{${POLICY}}Optional`,
  // The attribute's default, which the schema writes `pol:Basic`: an absent attribute reads as it.
  scheme: `{${POLICY}}Basic`,
  mode: `{${POLICY}}Required`,
  target: `{${NS}}self`,
  names: ["{urn:other}a", `{${POLICY}}b`],
  either: "{urn:other}c",
  code: { value: "{urn:codes}E1", lang: "en" },
};

// A peer's document: policy bound to `w` on the element itself (the schema says `pol`), other names through a
// prefix of the root, the default namespace, and a prefix declared on an inner element.
const PEER =
  `<p:Resolve xmlns:p="${NS}" xmlns:o="urn:other"><p:reference kind="o:k" xmlns:v="${POLICY}" policy="v:Optional">` +
  `<p:mode xmlns:w="${POLICY}">w:Required</p:mode><target xmlns="${NS}">self</target>` +
  `<p:names xmlns:x="${POLICY}"> o:a\n x:b </p:names><p:either>o:c</p:either>` +
  '<p:code lang="en" xmlns:c="urn:codes">c:E1</p:code></p:reference></p:Resolve>';

describe("qnames: reading", () => {
  it("resolves each prefix where the peer declares it, with both readers, strict or not", () => {
    for (const xml of [PEER, `<!-- via saxes -->${PEER}`])
      for (const strict of [false, true])
        expect(pkg.parseResolve(xml, { strict }).reference, `${strict}`).toStrictEqual(VALUE);
  });

  it("refuses a prefix that is not bound, and an enumeration value in another namespace", () => {
    const unbound = PEER.replace("w:Required", "z:Required");
    for (const xml of [unbound, `<!---->${unbound}`])
      expect(() => pkg.parseResolve(xml)).toThrow(/z:Required" is not a valid QName: prefix z is not bound/);
    // The schema's own prefix for the policy namespace, bound here to another: not one of the values.
    const other = PEER.replace('xmlns:w="urn:emit:policy">w:Required', 'xmlns:pol="urn:other">pol:Required');
    expect(() => pkg.parseResolve(other)).toThrow(/"pol:Required" is not a valid Mode: expected one of/);
  });

  // Not in the documents libxml2 checks: it compares a QName with its fixed value as text (`p:V1` is not `tns:V1`),
  // where XSD compares their values.
  it("holds the fixed value resolved where the schema writes it, not as the peer's prefixes spell it", () => {
    const version = (element: string) => PEER.replace("</p:reference>", `${element}</p:reference>`);
    for (const element of [
      "<p:version/>",
      "<p:version>p:V1</p:version>",
      '<version xmlns="urn:emit:qnames">V1</version>',
    ])
      expect(pkg.parseResolve(version(element), { strict: true }).reference.version, element).toBe(
        `{${NS}}V1`,
      );
    expect(() => pkg.parseResolve(version("<p:version>o:V1</p:version>"), { strict: true })).toThrow(
      /<version> must hold its fixed value/,
    );
    const xml = pkg.serializeResolve({ reference: { ...VALUE, version: `{${NS}}V1` } });
    expect(xml).toContain("<version>V1</version>");
  });

  it("reads a union member and list items in scope", () => {
    const xml = PEER.replace("<p:either>o:c</p:either>", "<p:either>42</p:either>");
    expect(pkg.parseResolve(xml).reference.either).toBe(42);
  });
});

describe("qnames: writing", () => {
  it("declares each namespace a value names, so libxml2 accepts the document and it reads back the same", async () => {
    const xml = pkg.serializeResolve({ reference: VALUE });
    // Prefixes declared for the attributes serve the members; the default namespace takes no prefix.
    expect(xml).toContain(
      `<reference xmlns:ns1="urn:other" kind="ns1:k" xmlns:ns2="${POLICY}" policy="ns2:Optional" scheme="ns2:Basic"><mode>ns2:Required</mode>`,
    );
    expect(xml).toContain("<target>self</target><names>ns1:a ns2:b</names><either>ns1:c</either>");
    expect(xml).toContain('<code lang="en" xmlns:ns3="urn:codes">ns3:E1</code>');
    expect(pkg.parseResolve(xml, { strict: true }).reference).toStrictEqual(VALUE);
    expect(await issues([xml, PEER])).toEqual([[], []]);
  });

  it("refuses a QName in no namespace under a default namespace, and values not in {namespace}local form", () => {
    expect(() => pkg.serializeResolve({ reference: { ...VALUE, target: "local" } })).toThrow(
      /a QName in no namespace cannot be written where a default namespace is in scope/,
    );
    expect(pkg.validateReference({ ...VALUE, target: "p:local", mode: "{urn:other}Required" })).toEqual([
      { path: "mode", message: expect.stringMatching(/expected one of \{urn:emit:policy\}Required/) },
      { path: "target", message: expect.stringMatching(/expected \{namespace\}local or local/) },
    ]);
  });
});

describe("qnames: over HTTP", () => {
  it("travel from the client to the server and back, every message valid under libxml2", async () => {
    const wire = new LocalWire();
    const listener = pkg.createServiceListener(pkg.Resolver, {
      ...pkg.ResolverMock,
      resolve: async (request: { reference: Reference }) => request.reference,
    });
    const base = await wire.listen(createServer(wire.capturing(listener)) as Server);
    try {
      for (const transport of ["soap11", "soap12"]) {
        const client = new pkg.ResolverClient({ baseUrl: base, transport, validateResponse: true });
        expect(await client.resolve({ reference: VALUE }), transport).toStrictEqual(VALUE);
      }
      const messages = wire.traffic.flatMap((exchange) => [exchange.request, exchange.response]);
      expect(messages).toHaveLength(4);
      expect(messages.every((message) => message.includes(`"${POLICY}"`))).toBe(true);
      expect(await envelopeIssues(schemaFiles, messages)).toEqual([[], [], [], []]);
    } finally {
      await wire.close();
    }
  });
});
