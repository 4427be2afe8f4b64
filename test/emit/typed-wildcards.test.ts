// Typed reads through wildcards (test/fixtures/emit/typed-wildcards), through the package the generator emits
// for it: where `processContents` is lax or strict, an element whose name is a global element of the schema is
// read as `{ $element, value }` and written back from it; others stay XML, and a strict wildcard refuses them
// on strict reading and in validators. `skip` keeps everything as XML. Namespace constraints (##other,
// ##targetNamespace, ##local, lists) decide what a wildcard takes; what it does not goes to `$unknown` on a
// lenient read. Both readers run (a comment sends a document to saxes); what is written validates under
// libxml2; a call goes over real HTTP through the generated client and server.
import { readFile } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WildcardElement, XmlElement } from "../../generator/runtime/xml-element.ts";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "./emitted-case.ts";

const NS = "urn:emit:typed-wildcards";
const EXTRA = "urn:emit:typed-extra";

type Item = XmlElement | WildcardElement;

interface Envelope {
  $anyAttributes?: Record<string, string>;
  id: string;
  $any: Item[];
  inner?: { $any: Item[] };
  log?: { $content: (string | { line: string } | Item)[] };
  raw?: { $any: XmlElement[] };
}

interface Package {
  parsePost(xml: string, options?: { strict?: boolean }): { envelope: Envelope };
  serializePost(value: { envelope: Envelope }, declaration?: boolean): string;
  validateEnvelope(value: unknown): readonly { path: string; message: string }[];
  parsePair(xml: string, options?: { strict?: boolean }): { $any: Item[] };
  validatePair(value: unknown): readonly { path: string; message: string }[];
  unknownElements(value: unknown): readonly { path: string; element: XmlElement }[];
  Poster: unknown;
  PosterMock: Record<string, unknown>;
  PosterClient: new (options: Record<string, unknown>) => {
    post(request: { envelope: Envelope }): Promise<Envelope | undefined>;
  };
  createServiceListener(service: unknown, handlers: unknown): RequestListener;
  createSoapServer(listener: RequestListener): Server;
}

let written: WrittenCase | undefined;
let pkg: Package;
let schemas: { types: string; extra: string };

beforeAll(async () => {
  written = await writeEmittedCase("typed-wildcards");
  pkg = (await import(written.index)) as Package;
  const folder = fixtureFolder("typed-wildcards");
  schemas = {
    types: await readFile(path.join(folder, "types.xsd"), "utf8"),
    extra: await readFile(path.join(folder, "extra.xsd"), "utf8"),
  };
});

afterAll(async () => {
  await written?.remove();
});

/** Issues libxml2 finds in each document against the case's schema. */
async function schemaIssues(documents: readonly string[]): Promise<unknown[]> {
  const report = await validateXmlDocuments({
    schema: { fileName: "types.xsd", contents: schemas.types },
    imports: [{ fileName: "extra.xsd", contents: schemas.extra }],
    documents: documents.map((contents, index) => ({ fileName: `${index}.xml`, contents })),
  });
  return [...report.schemaIssues, ...report.documents.map((document) => document.issues)];
}

const post = (envelope: string) =>
  `<Post xmlns="${NS}" xmlns:e="${EXTRA}" xmlns:x="urn:x"><envelope e:origin="o">${envelope}</envelope></Post>`;

const EXTENDED =
  '<id>1</id><e:stamp><e:by>ana</e:by><e:at>7</e:at></e:stamp><e:tag xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true"/>' +
  '<x:note x:k="v">kept</x:note><e:tag>blue</e:tag>' +
  "<inner><memo>remember</memo><Post><envelope><id>2</id></envelope></Post></inner>" +
  "<log>at <e:stamp><e:by>bo</e:by><e:at>8</e:at></e:stamp> then <line>done</line><e:other/>.</log>" +
  "<raw><e:stamp><e:by>raw</e:by></e:stamp><memo>as XML</memo></raw>";

const EXTENDED_VALUE: Envelope = {
  $anyAttributes: { [`{${EXTRA}}origin`]: "o" },
  id: "1",
  $any: [
    { $element: `{${EXTRA}}stamp`, value: { by: "ana", at: 7 } },
    { $element: `{${EXTRA}}tag`, value: null },
    {
      ns: "urn:x",
      local: "note",
      prefix: "x",
      attributes: { "{urn:x}k": "v" },
      children: ["kept"],
    },
    { $element: `{${EXTRA}}tag`, value: "blue" },
  ],
  inner: {
    $any: [
      { $element: `{${NS}}memo`, value: "remember" },
      { $element: `{${NS}}Post`, value: { envelope: { id: "2", $any: [] } } },
    ],
  },
  log: {
    $content: [
      "at ",
      { $element: `{${EXTRA}}stamp`, value: { by: "bo", at: 8 } },
      " then ",
      { line: "done" },
      { ns: EXTRA, local: "other", prefix: "e" },
      ".",
    ],
  },
  raw: {
    $any: [
      {
        ns: EXTRA,
        local: "stamp",
        prefix: "e",
        children: [{ ns: EXTRA, local: "by", prefix: "e", children: ["raw"] }],
      },
      { ns: NS, local: "memo", children: ["as XML"] },
    ],
  },
};

describe("typed-wildcards: reading", () => {
  it("types the global elements a lax or strict wildcard allows, keeps the rest and skip as XML", () => {
    for (const xml of [post(EXTENDED), post(`<!-- via saxes -->${EXTENDED}`)])
      for (const strict of [false, true])
        expect(pkg.parsePost(xml, { strict }).envelope, `${strict}`).toStrictEqual(EXTENDED_VALUE);
  });

  it("refuses an undeclared element under a strict wildcard when reading strictly, keeps it as XML otherwise", () => {
    const xml = post("<id>1</id><inner><memo>m</memo><unheard>new</unheard></inner>");
    for (const each of [xml, xml.replace("<id>", "<!---->$&")]) {
      expect(() => pkg.parsePost(each, { strict: true })).toThrow(
        /<unheard> in namespace urn:emit:typed-wildcards matches a strict wildcard, but the schema declares no such global element/,
      );
      expect(pkg.parsePost(each).envelope.inner?.$any).toEqual([
        { $element: `{${NS}}memo`, value: "m" },
        { ns: NS, local: "unheard", children: ["new"] },
      ]);
    }
  });

  it("reads a typed element's content by its type: bad content is an error even when lax", () => {
    expect(() =>
      pkg.parsePost(post("<id>1</id><e:stamp><e:by>a</e:by><e:at>seven</e:at></e:stamp>")),
    ).toThrow(/seven/);
  });

  it("honours the namespace constraints: what a wildcard does not allow is unknown, on elements and attributes", () => {
    // ##other refuses the target namespace and none; ##targetNamespace refuses urn:emit:typed-extra; the
    // attribute wildcard (urn:emit:typed-extra ##local) refuses urn:x.
    const xml = post(
      '<id>1</id><memo>own</memo><plain xmlns="">none</plain><inner><e:tag>t</e:tag></inner>',
    ).replace('e:origin="o"', 'e:origin="o" loose="l" x:out="no"');
    expect(() => pkg.parsePost(xml, { strict: true })).toThrow(/unknown attribute x:out on <envelope>/);
    expect(() => pkg.parsePost(xml.replace(' x:out="no"', ""), { strict: true })).toThrow(
      /unexpected element \{urn:emit:typed-wildcards\}memo/,
    );
    const value = pkg.parsePost(xml).envelope as Envelope & { $unknownAttributes?: Record<string, string> };
    expect(value.$any).toEqual([]);
    expect(value.inner?.$any).toEqual([]);
    expect(value.$anyAttributes).toEqual({ [`{${EXTRA}}origin`]: "o", loose: "l" });
    expect(value.$unknownAttributes).toEqual({ "{urn:x}out": "no" });
    expect(
      pkg.unknownElements(value).map(({ path, element }) => `${path} {${element.ns}}${element.local}`),
    ).toEqual([` {${NS}}memo`, " {}plain", `inner {${EXTRA}}tag`]);
  });

  it("leaves unknown elements and attributes out when a lenient read is written back, so that it validates", async () => {
    const xml = post(
      '<id>1</id><memo>own</memo><plain xmlns="">none</plain><inner><e:tag>t</e:tag></inner>',
    ).replace('e:origin="o"', 'e:origin="o" loose="l" x:out="no"');
    const value = pkg.parsePost(xml).envelope as Envelope & {
      $unknown?: unknown;
      $unknownAttributes?: unknown;
    };
    expect(value.$unknownAttributes).toEqual({ "{urn:x}out": "no" });
    expect(pkg.unknownElements(value)).toHaveLength(3);
    expect(pkg.validateEnvelope(value)).toEqual([]);
    const written = pkg.serializePost({ envelope: value }, false);
    expect(written).not.toMatch(/out=|memo|plain|tag/);
    expect(await schemaIssues([written])).toEqual([[]]);
    const declared = Object.fromEntries(
      Object.entries(value).filter(([key]) => key !== "$unknown" && key !== "$unknownAttributes"),
    );
    expect(pkg.parsePost(written, { strict: true }).envelope).toStrictEqual({
      ...declared,
      inner: { $any: [] },
    });
  });
});

describe("typed-wildcards: a strict and a lax wildcard in one type", () => {
  const pair = (content: string) => `<pair xmlns="${NS}" xmlns:e="${EXTRA}">${content}</pair>`;
  const undeclared = pair("<unknown>x</unknown>");
  const extra = pair("<memo>m</memo><e:unknown>x</e:unknown>");

  it("refuses what the strict one refuses and accepts what the lax one accepts, as libxml2 does", async () => {
    const documents = await schemaIssues([undeclared, extra]);
    expect(documents.map((issues) => (issues as unknown[]).length > 0)).toEqual([true, false]);
    expect(() => pkg.parsePair(undeclared, { strict: true })).toThrow(
      /<unknown> in namespace urn:emit:typed-wildcards matches a strict wildcard/,
    );
    expect(pkg.parsePair(extra, { strict: true }).$any).toEqual([
      { $element: `{${NS}}memo`, value: "m" },
      expect.objectContaining({ ns: EXTRA, local: "unknown" }),
    ]);
    const lenient = pkg.parsePair(undeclared);
    expect(pkg.validatePair(lenient)).toEqual([
      {
        path: "$any[0]",
        message: `{${NS}}unknown matches a strict wildcard, but the schema declares no such global element`,
      },
    ]);
    expect(pkg.validatePair(pkg.parsePair(extra))).toEqual([]);
  });
});

describe("typed-wildcards: writing and validating", () => {
  it("writes typed and raw items back in place, schema-valid, reading back the same", async () => {
    const xml = pkg.serializePost({ envelope: EXTENDED_VALUE });
    expect(pkg.parsePost(xml, { strict: true }).envelope).toStrictEqual(EXTENDED_VALUE);
    expect(await schemaIssues([xml, post(EXTENDED)])).toEqual([[], []]);
  });

  it("keeps a typed item's unqualified elements in no namespace under a default namespace", async () => {
    const envelope: Envelope = {
      id: "1",
      $any: [{ $element: `{${EXTRA}}remark`, value: { text: "plain" } }],
    };
    const xml = pkg.serializePost({ envelope });
    expect(pkg.parsePost(xml, { strict: true }).envelope).toStrictEqual(envelope);
    expect(await schemaIssues([xml])).toEqual([[]]);
  });

  it("checks typed items by their declaration, and the constraint and strictness of each wildcard", () => {
    expect(pkg.validateEnvelope(EXTENDED_VALUE)).toEqual([]);
    const bad = {
      id: "1",
      $any: [
        { $element: `{${EXTRA}}stamp`, value: { by: "a", at: "7" } },
        { $element: `{${NS}}memo`, value: "not ##other" },
        { $element: `{${EXTRA}}stamp`, value: null },
        { ns: NS, local: "raw" },
      ],
      inner: {
        $any: [
          { ns: NS, local: "unheard" },
          { ns: NS, local: "memo" },
        ],
      },
      log: { $content: [{ $element: `{${NS}}memo`, value: "m" }] },
    };
    expect(pkg.validateEnvelope(bad)).toEqual([
      { path: "$any[0].value.at", message: expect.stringMatching(/number/) },
      {
        path: "$any[1].$element",
        message: `"{${NS}}memo" is not a global element this wildcard reads typed`,
      },
      { path: "$any[2].value", message: expect.stringMatching(/not nillable/) },
      { path: "$any[3]", message: `namespace "${NS}" is not allowed by the wildcard` },
      {
        path: "inner.$any[0]",
        message: `{${NS}}unheard matches a strict wildcard, but the schema declares no such global element`,
      },
      {
        path: "log.$content[0].$element",
        message: `"{${NS}}memo" is not a global element this wildcard reads typed`,
      },
    ]);
  });

  it("round-trips arbitrary typed and raw items through write, libxml2 and read", async () => {
    const word = fc.stringMatching(/^[a-z &<>\u00e9]{1,6}$/);
    const typed = fc.oneof(
      fc.record({ by: word, at: fc.integer() }).map((value) => ({ $element: `{${EXTRA}}stamp`, value })),
      fc.option(word, { nil: null }).map((value) => ({ $element: `{${EXTRA}}tag`, value })),
    );
    const raw = fc
      .tuple(fc.stringMatching(/^[a-z]{1,5}$/), word)
      .map(([local, text]): XmlElement => ({ ns: "urn:x", local, children: [text] }));
    const memo = word.map((value) => ({ $element: `{${NS}}memo`, value }));
    const envelopes = fc
      .record({
        any: fc.array(fc.oneof(typed, raw), { maxLength: 4 }),
        inner: fc.array(memo, { maxLength: 3 }),
      })
      .map(({ any, inner }): Envelope => ({ id: "r", $any: any, inner: { $any: inner } }));
    const samples = fc.sample(envelopes, { numRuns: 40, seed: 28 });
    const documents = samples.map((envelope) => pkg.serializePost({ envelope }));
    expect(await schemaIssues(documents)).toEqual(documents.map(() => []));
    documents.forEach((xml, index) => {
      const back = pkg.parsePost(xml, { strict: true }).envelope;
      // Raw elements come back with the declarations they were written with.
      const plain = (items: Item[]) =>
        items.map((item) =>
          "$element" in item ? item : { ns: item.ns, local: item.local, children: item.children },
        );
      expect(plain(back.$any)).toEqual(plain(samples[index]?.$any ?? []));
      expect(back.inner).toEqual(samples[index]?.inner);
    });
  });

  it("refuses to write an element outside a wildcard's namespace constraint", () => {
    // ##other: not the target namespace; in mixed content, only urn:emit:typed-extra.
    const own = { id: "1", $any: [{ ns: NS, local: "mine" }] };
    expect(() => pkg.serializePost({ envelope: own })).toThrow(
      /element \{urn:emit:typed-wildcards\}mine is outside the namespaces its wildcard allows \(##other of urn:emit:typed-wildcards\)/,
    );
    const log = { id: "1", $any: [], log: { $content: [{ ns: "urn:x", local: "x" }] } };
    expect(() => pkg.serializePost({ envelope: log })).toThrow(/\{urn:x\}x is outside/);
    const inner = { id: "1", $any: [], inner: { $any: [{ ns: "", local: "bare" }] } };
    expect(() => pkg.serializePost({ envelope: inner })).toThrow(/\{\}bare is outside/);
  });

  it("refuses to write a typed item of a wildcard that reads none typed", () => {
    const envelope = { id: "1", $any: [], raw: { $any: [{ $element: `{${NS}}memo`, value: "m" }] } };
    expect(() => pkg.serializePost({ envelope } as never)).toThrow(/reads no element typed/);
  });
});

describe("typed-wildcards: over real HTTP", () => {
  it("carries typed and raw wildcard content both ways through the generated client and server", async () => {
    const server = pkg.createSoapServer(
      pkg.createServiceListener(pkg.Poster, {
        ...pkg.PosterMock,
        post: async (request: { envelope: Envelope }) => request.envelope,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const transport of ["soap11", "soap12"]) {
        const client = new pkg.PosterClient({ baseUrl, transport, validateResponse: true });
        expect(await client.post({ envelope: EXTENDED_VALUE }), transport).toStrictEqual(EXTENDED_VALUE);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
