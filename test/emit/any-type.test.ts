// Elements of xs:anyType typed by their xsi:type (test/fixtures/emit/any-type), through the package the generator
// emits for it: where the xsi:type names a type of the package (a global type of its schema or an XSD built-in)
// the element reads as `{ $type, value }` and is written back with that xsi:type; any other xsi:type, or none,
// keeps the content as XML and the xsi:type as `$type`. Both readers run (a comment sends a document to saxes);
// what is written validates under libxml2; a call goes over real HTTP through the generated client and server.
import { readFile } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { XmlElement } from "../../generator/runtime/xml-element.ts";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "./emitted-case.ts";

const NS = "urn:emit:any-type";
const OTHER = "urn:emit:any-other";
const XSD = "http://www.w3.org/2001/XMLSchema";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const SOAP11_ENCODING = "http://schemas.xmlsoap.org/soap/encoding/";
const SOAP12_ENCODING = "http://www.w3.org/2003/05/soap-encoding";

interface AnyType {
  $type?: string;
  $anyAttributes?: Record<string, string>;
  $content: (string | XmlElement)[];
}

interface Typed {
  $type: string;
  value: unknown;
}

type Slot = AnyType | Typed;

interface Entry {
  key: string;
  value?: Slot;
  extra: Slot[];
  previous: Slot | null;
}

interface Package {
  parseStore(xml: string, options?: { strict?: boolean }): { entry: Entry };
  serializeStore(value: { entry: Entry }, declaration?: boolean): string;
  validateEntry(value: unknown): readonly { path: string; message: string }[];
  Storage: unknown;
  StorageMock: Record<string, unknown>;
  StorageClient: new (options: Record<string, unknown>) => {
    store(request: { entry: Entry }): Promise<Entry | undefined>;
  };
  createServiceListener(service: unknown, handlers: unknown): RequestListener;
  createSoapServer(listener: RequestListener): Server;
}

let written: WrittenCase | undefined;
let pkg: Package;
let schemas: { types: string; other: string };

beforeAll(async () => {
  written = await writeEmittedCase("any-type");
  pkg = (await import(written.index)) as Package;
  const folder = fixtureFolder("any-type");
  schemas = {
    types: await readFile(path.join(folder, "types.xsd"), "utf8"),
    other: await readFile(path.join(folder, "other.xsd"), "utf8"),
  };
});

afterAll(async () => {
  await written?.remove();
});

/** Issues libxml2 finds in each document against the case's schema. */
async function schemaIssues(documents: readonly string[]): Promise<unknown[]> {
  const report = await validateXmlDocuments({
    schema: { fileName: "types.xsd", contents: schemas.types },
    imports: [{ fileName: "other.xsd", contents: schemas.other }],
    documents: documents.map((contents, index) => ({ fileName: `${index}.xml`, contents })),
  });
  return [...report.schemaIssues, ...report.documents.map((document) => document.issues)];
}

const store = (entry: string) =>
  `<Store xmlns="${NS}" xmlns:xsi="${XSI}" xmlns:xs="${XSD}" xmlns:o="${OTHER}" xmlns:t="${NS}">` +
  `<entry>${entry}</entry></Store>`;

const TYPED =
  '<key>k</key><value xsi:type="xs:decimal">0012.3400</value>' +
  '<extra xsi:type="xs:int">7</extra><extra xsi:type="xs:dateTime">2026-11-27T08:00:00.500+01:00</extra>' +
  '<extra xsi:type="xs:string"> a &amp; b </extra>' +
  '<extra xsi:type="t:Address"><street>Main</street><zip>01234.50</zip></extra>' +
  '<extra xsi:type="o:Money"><o:amount>1.10</o:amount><o:currency>EUR</o:currency></extra>' +
  '<extra xsi:type="t:Dog"><name>Rex</name><breed>collie</breed></extra>' +
  '<extra xsi:type="t:Stamp" t:zone="UTC"><at>2026-01-01T00:00:00Z</at></extra>' +
  '<extra xsi:type="t:Colour">green</extra>' +
  '<extra xsi:type="t:ArrayOfString"><string>a</string><string xsi:nil="true"/></extra>' +
  '<previous xsi:type="xs:anyType" plain="p">text <t:key>inner</t:key></previous>';

const TYPED_VALUE: Entry = {
  key: "k",
  value: { $type: `{${XSD}}decimal`, value: "0012.3400" },
  extra: [
    { $type: `{${XSD}}int`, value: 7 },
    { $type: `{${XSD}}dateTime`, value: "2026-11-27T08:00:00.500+01:00" },
    { $type: `{${XSD}}string`, value: " a & b " },
    { $type: `{${NS}}Address`, value: { street: "Main", zip: "01234.50" } },
    { $type: `{${OTHER}}Money`, value: { amount: "1.10", currency: "EUR" } },
    { $type: `{${NS}}Dog`, value: { name: "Rex", breed: "collie" } },
    { $type: `{${NS}}Stamp`, value: { zone: "UTC", at: "2026-01-01T00:00:00Z" } },
    { $type: `{${NS}}Colour`, value: "green" },
    { $type: `{${NS}}ArrayOfString`, value: ["a", null] },
  ],
  previous: {
    $type: `{${XSD}}anyType`,
    $anyAttributes: { plain: "p" },
    $content: ["text ", { ns: NS, local: "key", prefix: "t", children: ["inner"] }],
  },
};

describe("any-type: reading", () => {
  it("types an element whose xsi:type names a type of the package, with both readers, strict or not", () => {
    for (const xml of [store(TYPED), store(`<!-- via saxes -->${TYPED}`)])
      for (const strict of [false, true])
        expect(pkg.parseStore(xml, { strict }).entry, `${strict}`).toStrictEqual(TYPED_VALUE);
  });

  it("keeps the content as XML and the xsi:type as $type where it names no type of the package", () => {
    const xml = store(
      '<key>k</key><value xmlns:u="urn:unknown" xsi:type="u:Thing"><u:part>1</u:part></value>' +
        "<previous>plain</previous>",
    );
    for (const each of [xml, xml.replace("<key>", "<!---->$&")]) {
      const { entry } = pkg.parseStore(each, { strict: true });
      expect(entry.value).toStrictEqual({
        $type: "{urn:unknown}Thing",
        $content: [
          {
            ns: "urn:unknown",
            local: "part",
            prefix: "u",
            children: ["1"],
          },
        ],
      });
      expect(entry.previous).toStrictEqual({ $content: ["plain"] });
    }
  });

  it("reads the content by the type named: content that type refuses is an error, leniently too", () => {
    expect(() =>
      pkg.parseStore(store('<key>k</key><value xsi:type="xs:int">seven</value><previous/>')),
    ).toThrow(/seven/);
    expect(() =>
      pkg.parseStore(store('<key>k</key><value xsi:type="t:Address"><zip>1</zip></value><previous/>')),
    ).toThrow(/lacks required element <street>/);
    expect(() =>
      pkg.parseStore(
        store('<key>k</key><value xsi:type="t:Address"><street>s</street><odd/></value><previous/>'),
        {
          strict: true,
        },
      ),
    ).toThrow(/unexpected element/);
  });

  it("reads SOAP encoding's value types leniently as the XSD built-ins, strictly as XML, and writes them back", () => {
    // SOAP encoding's names (Axis 1's in rpc/encoded) carried into a literal message.
    const encoded = (prefix: string, ns: string) =>
      store(
        `<key>k</key><value xmlns:${prefix}="${ns}" xsi:type="${prefix}:string"> a </value>` +
          `<extra xmlns:${prefix}="${ns}" xsi:type="${prefix}:int">7</extra>` +
          `<extra xmlns:${prefix}="${ns}" xsi:type="${prefix}:boolean">true</extra>` +
          `<extra xmlns:${prefix}="${ns}" xsi:type="${prefix}:base64">AQI=</extra><previous xsi:nil="true"/>`,
      );
    for (const ns of [SOAP11_ENCODING, SOAP12_ENCODING]) {
      const xml = encoded("soapenc", ns);
      const lenient: Entry = {
        key: "k",
        value: { $type: `{${XSD}}string`, value: " a " },
        extra: [
          { $type: `{${XSD}}int`, value: 7 },
          { $type: `{${XSD}}boolean`, value: true },
          // SOAP encoding's base64 is XSD's base64Binary.
          { $type: `{${XSD}}base64Binary`, value: new Uint8Array([1, 2]) },
        ],
        previous: null,
      };
      for (const each of [xml, xml.replace("<key>", "<!---->$&")]) {
        expect(pkg.parseStore(each).entry).toStrictEqual(lenient);
        expect(pkg.parseStore(each, { strict: true }).entry).toStrictEqual({
          ...lenient,
          value: { $type: `{${ns}}string`, $content: [" a "] },
          extra: [
            { $type: `{${ns}}int`, $content: ["7"] },
            { $type: `{${ns}}boolean`, $content: ["true"] },
            { $type: `{${ns}}base64`, $content: ["AQI="] },
          ],
        });
      }
      const written = pkg.serializeStore({ entry: lenient });
      expect(written).toContain(`<value xmlns:ns1="${XSD}" xsi:type="ns1:string"> a </value>`);
      expect(pkg.parseStore(written, { strict: true }).entry).toStrictEqual(lenient);
    }
  });

  it("reads xsi:nil on a nillable element of xs:anyType as null, whatever its xsi:type", () => {
    const { entry } = pkg.parseStore(store('<key>k</key><previous xsi:type="xs:int" xsi:nil="true"/>'));
    expect(entry.previous).toBeNull();
  });
});

describe("any-type: writing and validating", () => {
  it("writes each typed value with its xsi:type, schema-valid, reading back the same", async () => {
    const xml = pkg.serializeStore({ entry: TYPED_VALUE });
    expect(xml).toContain('xsi:type="ns1:decimal">0012.3400</value>');
    expect(xml).toMatch(/<extra xmlns:(ns\d+)="urn:emit:any-other" xsi:type="\1:Money"><\1:amount>1\.10</);
    expect(xml).toMatch(/<extra xsi:type="Dog"><name>Rex<\/name>/);
    expect(xml).toMatch(/<extra xmlns:(ns\d+)="urn:emit:any-type" xsi:type="\1:Stamp" \1:zone="UTC"><at>/);
    expect(pkg.parseStore(xml, { strict: true }).entry).toStrictEqual(TYPED_VALUE);
    expect(await schemaIssues([xml, store(TYPED)])).toEqual([[], []]);
  });

  it("writes back an xsi:type the package does not know with the content kept as XML, reading back the same", () => {
    const xml = store(
      '<key>k</key><value xmlns:u="urn:unknown" xsi:type="u:Thing" u:a="1">x<u:part/></value><previous/>',
    );
    const { entry } = pkg.parseStore(xml, { strict: true });
    const back = pkg.serializeStore({ entry }, false);
    expect(back).toMatch(
      /<value xmlns:(ns\d+)="urn:unknown" xsi:type="\1:Thing" \1:a="1">x<u:part xmlns:u="urn:unknown"\/><\/value>/,
    );
    expect(pkg.parseStore(back, { strict: true }).entry).toStrictEqual(entry);
  });

  it("checks a typed value against the type it names, and refuses a name the package does not know", () => {
    expect(pkg.validateEntry(TYPED_VALUE)).toEqual([]);
    const bad = {
      key: "k",
      value: { $type: `{${XSD}}int`, value: "7" },
      extra: [
        { $type: `{${NS}}Address`, value: { zip: "1" } },
        { $type: "{urn:unknown}Thing", value: 1 },
        { $type: `{${NS}}Colour`, value: "blue" },
      ],
      previous: null,
    };
    expect(pkg.validateEntry(bad)).toEqual([
      { path: "value.value", message: expect.stringMatching(/number/) },
      { path: "extra[0].value.street", message: expect.stringMatching(/required/) },
      { path: "extra[1].$type", message: "{urn:unknown}Thing names no type of this package" },
      { path: "extra[2].value", message: expect.stringMatching(/blue/) },
    ]);
    const unknown = { key: "k", extra: [bad.extra[1] as Typed], previous: null };
    expect(() => pkg.serializeStore({ entry: unknown })).toThrow(
      /\$type \{urn:unknown\}Thing names no type of this package/,
    );
    // A $type without a value is refused before anything is written, not left for the next element.
    const empty = { key: "k", extra: [{ $type: `{${NS}}ArrayOfString` } as Typed], previous: null };
    expect(() => pkg.serializeStore({ entry: empty })).toThrow(/<extra>: a \$type without a value/);
  });

  it("round-trips arbitrary typed values through write, libxml2 and read", async () => {
    const word = fc.stringMatching(/^[a-z &<>\u00e9]{0,6}$/);
    const decimal = fc.stringMatching(/^-?\d{1,20}\.\d{0,12}$/);
    const dateTime = fc
      .date({
        min: new Date("0001-01-01T00:00:00Z"),
        max: new Date("9999-12-31T23:59:59Z"),
        noInvalidDate: true,
      })
      .map((date) =>
        date.toISOString().replace("Z", fc.sample(fc.constantFrom("Z", "+05:30", ""), 1)[0] ?? "Z"),
      );
    const typed: fc.Arbitrary<Typed> = fc.oneof(
      fc.integer({ min: -2147483648, max: 2147483647 }).map((value) => ({ $type: `{${XSD}}int`, value })),
      decimal.map((value) => ({ $type: `{${XSD}}decimal`, value })),
      dateTime.map((value) => ({ $type: `{${XSD}}dateTime`, value })),
      fc
        .bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n })
        .map((value) => ({ $type: `{${XSD}}long`, value })),
      word.map((value) => ({ $type: `{${XSD}}string`, value })),
      fc.record({ street: word, zip: fc.option(decimal, { nil: undefined }) }).map(({ street, zip }) => ({
        $type: `{${NS}}Address`,
        value: zip === undefined ? { street } : { street, zip },
      })),
      fc.record({ amount: decimal, currency: word }).map((value) => ({ $type: `{${OTHER}}Money`, value })),
      fc.array(fc.option(word, { nil: null }), { maxLength: 3 }).map((value) => ({
        $type: `{${NS}}ArrayOfString`,
        value,
      })),
    );
    const entries = fc
      .record({
        value: fc.option(typed, { nil: undefined }),
        extra: fc.array(typed, { maxLength: 4 }),
        previous: typed,
      })
      .map(({ value, extra, previous }): Entry => ({
        key: "r",
        ...(value === undefined ? {} : { value }),
        extra,
        previous,
      }));
    const samples = fc.sample(entries, { numRuns: 40, seed: 2811 });
    const documents = samples.map((entry) => pkg.serializeStore({ entry }));
    expect(await schemaIssues(documents)).toEqual(documents.map(() => []));
    // toEqual: fast-check's records are objects of its own making.
    documents.forEach((xml, index) => {
      expect(pkg.parseStore(xml, { strict: true }).entry).toEqual(samples[index]);
    });
  });
});

describe("any-type: over real HTTP", () => {
  it("carries typed and untyped anyType values both ways through the generated client and server", async () => {
    const server = pkg.createSoapServer(
      pkg.createServiceListener(pkg.Storage, {
        ...pkg.StorageMock,
        store: async (request: { entry: Entry }) => request.entry,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const transport of ["soap11", "soap12"]) {
        const client = new pkg.StorageClient({ baseUrl, transport, validateResponse: true });
        expect(await client.store({ entry: TYPED_VALUE }), transport).toStrictEqual(TYPED_VALUE);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
