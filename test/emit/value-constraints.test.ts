// Fixed and default values (test/fixtures/emit/simple-content), through the package the generator emits:
// a fixed attribute or required element is written when the value leaves it out, strict reading accepts only
// the fixed value (in the value space), an absent attribute reads as its default or fixed value and an empty
// element as its default. Both readers are exercised (a comment sends a document to saxes); what is written
// validates under libxml2, and fast-check round-trips arbitrary values.
import { readFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "./emitted-case.ts";

const NS = "urn:emit:simple-content";

interface Invoice {
  id: number;
  paid: boolean;
  version?: "1.0";
  level?: 2;
  total: { value: string; currency: string };
  line: unknown[];
  label?: { value: string; lang: string; dir?: "ltr" } | null;
  scheme?: "ISO 4217";
  copies?: number;
  revision?: "1.0";
  entry?: { $type?: "TaxEntry" | "Entry"; unit: string; kind: bigint };
}

interface Package {
  parseInvoice(xml: string, options?: { strict?: boolean }): Invoice;
  serializeInvoice(value: Invoice, declaration?: boolean): string;
  validateInvoice(value: unknown): readonly { path: string; message: string }[];
}

let written: WrittenCase | undefined;
let pkg: Package;
let schema = "";

beforeAll(async () => {
  written = await writeEmittedCase("simple-content");
  pkg = (await import(written.index)) as Package;
  schema = await readFile(path.join(fixtureFolder("simple-content"), "types.xsd"), "utf8");
});

afterAll(async () => {
  await written?.remove();
});

async function schemaIssues(documents: readonly string[]): Promise<unknown[]> {
  const report = await validateXmlDocuments({
    schema: { fileName: "types.xsd", contents: schema },
    imports: [],
    documents: documents.map((contents, index) => ({ fileName: `${index}.xml`, contents })),
  });
  return report.documents.map((document) => document.issues);
}

const invoice = (attributes: string, content: string, comment = false) =>
  `<Invoice xmlns="${NS}" id="1" ${attributes}>${comment ? "<!-- saxes -->" : ""}` +
  `<total currency="EUR">9.50</total>${content}</Invoice>`;

describe.each([false, true])("fixed and default values (read through saxes: %s)", (comment) => {
  it("reads an absent attribute as its default or fixed value, an empty element as its default", () => {
    const xml = invoice(
      'level="2"',
      "<label>hi</label><scheme>ISO 4217</scheme><copies/><revision>1.00</revision>",
      comment,
    );
    for (const strict of [false, true]) {
      expect(pkg.parseInvoice(xml, { strict })).toEqual({
        id: 1,
        paid: false,
        version: "1.0",
        level: 2,
        total: { value: "9.50", currency: "EUR" },
        line: [],
        label: { value: "hi", lang: "en", dir: "ltr" },
        scheme: "ISO 4217",
        copies: 1,
        // Another lexical form of the fixed value, kept as read.
        revision: "1.00",
      });
    }
  });

  it("refuses another value than the fixed one when reading strictly, keeps it leniently", () => {
    const cases = [
      invoice('level="3"', "<scheme>ISO 4217</scheme>", comment),
      invoice('level="2" version="1.1"', "<scheme>ISO 4217</scheme>", comment),
      invoice('level="2"', "<scheme>ISO 4218</scheme>", comment),
      invoice('level="2"', "<scheme>ISO 4217</scheme><revision>2</revision>", comment),
      invoice('level="2"', '<label dir="rtl">x</label><scheme>ISO 4217</scheme>', comment),
    ];
    for (const xml of cases) {
      expect(() => pkg.parseInvoice(xml, { strict: true })).toThrow(/fixed value/);
      const lenient = pkg.parseInvoice(xml);
      expect(pkg.validateInvoice(lenient)).toEqual([
        { path: expect.any(String) as string, message: expect.stringMatching(/fixed value/) as string },
      ]);
    }
    // Whitespace the type collapses, and another lexical form of the value, are the fixed value.
    const spaced = invoice('level=" 2 " version="1.0"', "<scheme> ISO  4217 </scheme>", comment);
    expect(pkg.parseInvoice(spaced, { strict: true })).toMatchObject({ level: 2, scheme: "ISO 4217" });
  });
});

describe("writing fixed and default values", () => {
  it("writes the fixed values a value leaves out, and what it writes validates", async () => {
    const value: Invoice = {
      id: 4,
      paid: true,
      total: { value: "1.25", currency: "NOK" },
      line: [],
      label: { value: "x", lang: "nb" },
    };
    const xml = pkg.serializeInvoice(value, false);
    expect(xml).toMatch(/ version="1\.0"/);
    expect(xml).toMatch(/ level="2"/);
    expect(xml).toMatch(/<label [^>]*dir="ltr"/);
    expect(xml).toMatch(/<scheme>ISO 4217<\/scheme>/);
    // An optional fixed element left out stays out.
    expect(xml).not.toMatch(/revision/);
    expect(pkg.validateInvoice(value)).toEqual([]);
    const nil = pkg.serializeInvoice({ ...value, label: null }, false);
    expect(await schemaIssues([xml, nil])).toEqual([[], []]);
    expect(pkg.parseInvoice(xml, { strict: true })).toEqual({
      ...value,
      version: "1.0",
      level: 2,
      label: { value: "x", lang: "nb", dir: "ltr" },
      scheme: "ISO 4217",
    });
  });

  it("round-trips arbitrary values, each written document valid", async () => {
    const values = fc.sample(
      fc.record(
        {
          id: fc.integer({ min: -2147483648, max: 2147483647 }),
          paid: fc.boolean(),
          version: fc.constant("1.0" as const),
          level: fc.constant(2 as const),
          total: fc.record({
            value: fc.integer().map((n) => `${n}.5`),
            currency: fc.constantFrom("EUR", "NOK"),
          }),
          line: fc.constant([] as unknown[]),
          label: fc.option(fc.record({ value: fc.string(), lang: fc.constantFrom("en", "de-CH") }), {
            nil: null,
          }),
          scheme: fc.constant("ISO 4217" as const),
          copies: fc.integer({ min: -2147483648, max: 2147483647 }),
          revision: fc.constant("1.0" as const),
        },
        { requiredKeys: ["id", "paid", "total", "line"] },
      ),
      { numRuns: 60, seed: 28 },
    );
    const documents = values.map((value) => {
      const xml = pkg.serializeInvoice(value, false);
      const read = pkg.parseInvoice(xml, { strict: true });
      const label =
        value.label === null || value.label === undefined ? value.label : { ...value.label, dir: "ltr" };
      expect(read).toEqual({
        ...value,
        version: "1.0",
        level: 2,
        scheme: "ISO 4217",
        ...(label === undefined ? {} : { label }),
      });
      return xml;
    });
    expect(await schemaIssues(documents)).toEqual(documents.map(() => []));
  });
});

describe("a restriction that fixes what its base requires", () => {
  it("keeps the member required, so that it stands where its base is declared, written with its xsi:type", async () => {
    const plain: Invoice = { id: 5, paid: false, total: { value: "1", currency: "EUR" }, line: [] };
    const taxed: Invoice = { ...plain, entry: { $type: "TaxEntry", unit: "percent", kind: -7n } };
    const xml = pkg.serializeInvoice(taxed, false);
    expect(xml).toContain('<entry xsi:type="TaxEntry" kind="-7"><unit>percent</unit></entry>');
    const other = pkg.serializeInvoice({ ...plain, entry: { unit: "kg", kind: 3n } }, false);
    expect(other).toContain('<entry kind="3"><unit>kg</unit></entry>');
    expect(await schemaIssues([xml, other])).toEqual([[], []]);
    expect(pkg.parseInvoice(xml, { strict: true })).toMatchObject({ entry: taxed.entry });
    expect(pkg.validateInvoice({ ...taxed, entry: { ...taxed.entry, kind: -8n } })).toEqual([
      { path: "entry.kind", message: expect.stringMatching(/fixed value/) as string },
    ]);
  });
});
