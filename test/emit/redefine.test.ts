// xs:redefine (test/fixtures/emit/redefine), through the package the generator emits: the redefined complex
// type, simple type, group and attribute group replace the originals everywhere, in the redefined file too, and
// each builds on its original. What is written validates under libxml2, which reads the redefine itself. The
// originals are private to the package's types module: neither exported nor in its declarations, nor a derived
// type an xsi:type could name.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../generator/config.ts";
import { generatePackage, readGeneratorInputs } from "../../generator/generate.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import { namesFileOf } from "../../generator/naming/names-file.ts";
import { readInterfaceVersion } from "../../generator/read.ts";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { unformattedSchemaFiles } from "../support/unformatted-files.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "./emitted-case.ts";

const NS = "urn:emit:redefine";

interface Package {
  parseOrder(xml: string, options?: { strict?: boolean }): unknown;
  serializeOrder(value: unknown, declaration?: boolean): string;
  validateOrder(value: unknown): readonly { path: string; message: string }[];
}

let written: WrittenCase | undefined;
let pkg: Package & Record<string, unknown>;
let schemas: { types: string; base: string };

beforeAll(async () => {
  written = await writeEmittedCase("redefine");
  pkg = (await import(written.index)) as Package & Record<string, unknown>;
  const folder = fixtureFolder("redefine");
  schemas = {
    types: await readFile(path.join(folder, "types.xsd"), "utf8"),
    base: await readFile(path.join(folder, "base.xsd"), "utf8"),
  };
});

afterAll(async () => {
  await written?.remove();
});

async function schemaIssues(documents: readonly string[]): Promise<unknown[]> {
  const report = await validateXmlDocuments({
    schema: { fileName: "types.xsd", contents: schemas.types },
    imports: [{ fileName: "base.xsd", contents: schemas.base }],
    documents: documents.map((contents, index) => ({ fileName: `${index}.xml`, contents })),
  });
  return report.documents.map((document) => document.issues);
}

const order = {
  shipTo: { street: "Main 1", country: "NO" },
  customer: {
    createdBy: "ops",
    createdAt: "2026-11-26",
    address: { street: "Side 2", country: "SE" },
    code: "ABC",
    phone: "+47",
    email: "a@example.test",
  },
};

describe("xs:redefine", () => {
  it("reads and writes the redefinitions, in the redefining and the redefined file alike", async () => {
    const xml = pkg.serializeOrder(order, false);
    expect(xml).toBe(
      `<Order xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><shipTo><street>Main 1</street><country>NO</country></shipTo>` +
        `<Customer createdBy="ops" createdAt="2026-11-26"><address><street>Side 2</street><country>SE</country>` +
        "</address><code>ABC</code><phone>+47</phone><email>a@example.test</email></Customer></Order>",
    );
    expect(await schemaIssues([xml])).toEqual([[]]);
    expect(pkg.validateOrder(order)).toEqual([]);
    expect(pkg.parseOrder(xml, { strict: true })).toEqual(order);
  });

  it("checks what a redefinition adds to its original", async () => {
    const bad = { ...order, customer: { ...order.customer, code: "ABCD" } };
    expect(pkg.validateOrder(bad)).toEqual([
      { path: "customer.code", message: expect.stringMatching(/length/) as string },
    ]);
    const missing = `<Order xmlns="${NS}"><shipTo><street>s</street></shipTo></Order>`;
    expect(((await schemaIssues([missing]))[0] as unknown[]).length).toBeGreaterThan(0);
    expect(() => pkg.parseOrder(missing, { strict: true })).toThrow(/lacks required element <country>/);
  });

  it("writes the redefinition where a base of the original is declared, never the original", async () => {
    const origin = { $type: "Address", label: "home", street: "Side 2", country: "SE" };
    const xml = pkg.serializeOrder({ ...order, origin }, false);
    expect(xml).toContain(
      '<origin xsi:type="Address"><label>home</label><street>Side 2</street><country>SE</country></origin>',
    );
    expect(await schemaIssues([xml])).toEqual([[]]);
    expect(pkg.validateOrder({ ...order, origin })).toEqual([]);
    expect(pkg.parseOrder(xml, { strict: true })).toEqual({ ...order, origin });
    // XSD leaves the original no name: an xsi:type naming it is no type of the hierarchy.
    const named = xml.replace('xsi:type="Address"', 'xsi:type="Address.original"');
    expect(((await schemaIssues([named]))[0] as unknown[]).length).toBeGreaterThan(0);
    expect(() => pkg.parseOrder(named, { strict: true })).toThrow(/Address\.original/);
    expect(pkg.validateOrder({ ...order, origin: { ...origin, $type: "Address.original" } })).not.toEqual([]);
  });
});

describe("the original of a redefined type", () => {
  it("is no export of the package: no reader, writer, validator or type", async () => {
    expect(Object.keys(pkg).filter((name) => /original/i.test(name))).toEqual([]);
    expect(pkg).toHaveProperty("Address");
    expect(pkg).toHaveProperty("Code");
    const files = await unformattedSchemaFiles(fixtureFolder("redefine"));
    const types = files.find((file) => file.path.endsWith("src/types.ts"));
    // Its declarations keep the private alias the redefinition's type names, as TypeScript's declaration emit.
    expect(types?.declarations).not.toMatch(
      /export (?:declare )?(?:type|interface|const|function) \w*Original\b/,
    );
    expect(types?.declarations).toMatch(/^type CodeOriginal = string;$/m);
    expect(types?.declarations).toMatch(/^declare const CodeOriginal: SimpleType<CodeOriginal>;$/m);
    expect(types?.declarations).not.toContain("AddressOriginal");
    expect(types?.declarations).toMatch(/\nexport \{\};\n$/);
  });

  it("is no name of the package: neither in its README nor among the names dump --names prints", async () => {
    const config = await readConfig(fixtureFolder("redefine"));
    const [version] = config.interfaces;
    if (version === undefined) throw new Error("no interface version");
    const read = await readInterfaceVersion(config, version.version);
    if (read.model === undefined) throw new Error("the fixture does not read");
    const names = namesFileOf(read.model, assignNames(read.model).names);
    expect(JSON.stringify(names)).not.toMatch(/original/i);
    expect(names.types).toHaveProperty([`{${NS}}Address`], "Address");
    expect(names.members).toHaveProperty([`{${NS}}Address`]);
    const result = await generatePackage(
      version,
      read.model,
      await readGeneratorInputs(config.schemaRoot),
      async (files) => [...files],
    );
    if (!result.ok) throw new Error("generation stopped");
    const readme = result.package.files.find((file) => file.path.endsWith("/README.md"))?.text ?? "";
    expect(readme).toContain("| `Address` |");
    expect(readme).not.toMatch(/original/i);
  });
});
