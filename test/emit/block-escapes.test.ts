// Patterns with XSD 1.0 block escapes (test/fixtures/pattern-blocks/): the schema generates, and the package's
// validators and strict reader accept and refuse the values libxml2 accepts and refuses.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { generatePackage } from "../support/generated-package.ts";

const schemaFile = path.resolve(import.meta.dirname, "..", "fixtures", "pattern-blocks", "blocks.xsd");
const NS = "urn:pattern-blocks";

interface Names {
  ascii: string;
  western: string;
  notGreek: string;
  italic: string;
}

interface Generated {
  parseNames(xml: string, options?: { strict?: boolean }): Names;
  serializeNames(value: Names, declaration?: boolean): string;
  validateNames(value: unknown): readonly { path: string; message: string }[];
}

const valid: Names = {
  ascii: "plain ~",
  western: "caf\u00E9",
  notGreek: "\u0416x",
  italic: "\u{10300}\u{1031F}",
};

/** Each value with one member changed, and the member it breaks. */
const invalid: readonly [keyof Names, string][] = [
  ["ascii", "caf\u00E9"],
  ["western", "Caf\u00E9"],
  ["western", "\u0100"],
  ["notGreek", "a\u03B1"],
  ["italic", "\u{10300}a"],
  ["italic", "\u{10330}\u{10300}"],
];

let scratch = "";
let pkg: Generated;
let schema = "";

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-block-escapes-"));
  pkg = await generatePackage<Generated>(schemaFile, scratch);
  schema = await readFile(schemaFile, "utf8");
}, 120_000);

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function libxml2Issues(documents: readonly string[]): Promise<number[]> {
  const report = await validateXmlDocuments({
    schema: { fileName: "blocks.xsd", contents: schema },
    imports: [],
    documents: documents.map((contents, index) => ({ fileName: `${index}.xml`, contents })),
  });
  return report.documents.map((document) => document.issues.length);
}

describe("block escapes in patterns", () => {
  it("accepts values of the blocks, as libxml2 does", async () => {
    expect(pkg.validateNames(valid)).toEqual([]);
    const xml = pkg.serializeNames(valid, false);
    expect(xml).toContain(`xmlns="${NS}"`);
    expect(await libxml2Issues([xml])).toEqual([0]);
    expect(pkg.parseNames(xml, { strict: true })).toEqual(valid);
  });

  it("refuses values outside them, as libxml2 does", async () => {
    const values = invalid.map(([member, text]) => ({ ...valid, [member]: text }));
    expect(values.map((value) => pkg.validateNames(value).map((issue) => issue.path))).toEqual(
      invalid.map(([member]) => [member]),
    );
    const documents = values.map((value) => pkg.serializeNames(value, false));
    expect(await libxml2Issues(documents)).toEqual(invalid.map(() => 1));
  });
});
