// Formatting once per shape of statement (generator/build/format-by-shape.ts): the output must be byte for byte
// what prettier makes of the whole module, and a shape that repeats must be formatted once.
import fc from "fast-check";
import { format } from "prettier";
import { beforeAll, describe, expect, it } from "vitest";
import type { EmittedFile } from "../../generator/emit/emit-package.ts";
import { formatByShape, type ShapeCache } from "../../generator/build/format-by-shape.ts";
import { statementBoundaries } from "../../generator/build/statement-boundaries.ts";
import { unformattedSchemaFiles, unformattedSyntheticFiles } from "../support/unformatted-files.ts";

const prettier = (text: string) => format(text, { printWidth: 110, endOfLine: "lf", parser: "babel-ts" });

/** formatByShape with a fresh cache, and the texts it handed to prettier. */
async function byShape(
  text: string,
  cache: ShapeCache = new Map(),
  options: { wholeShare?: number; batchSize?: number } = {},
) {
  const formatted: string[] = [];
  const result = await formatByShape(
    text,
    (piece) => {
      formatted.push(piece);
      return prettier(piece);
    },
    cache,
    options,
  );
  return { result, formatted };
}

let unformatted: EmittedFile[] = [];

beforeAll(async () => {
  unformatted = await unformattedSchemaFiles();
});

describe("formatting by shape", () => {
  it("gives prettier's formatting of every module generate emits for schema/", async () => {
    const modules = unformatted.filter((file) => file.path.endsWith(".ts"));
    expect(modules.length).toBeGreaterThan(10);
    const cache: ShapeCache = new Map();
    for (const file of modules)
      expect((await byShape(file.text, cache)).result, file.path).toBe(await prettier(file.text));
  });

  it("gives prettier's formatting when the statements go in small batches, shaped or formatted as written", async () => {
    const modules = unformatted.filter((file) => file.path.endsWith(".ts"));
    for (const wholeShare of [0, 0.75]) {
      const cache: ShapeCache = new Map();
      for (const file of modules) {
        const { result, formatted } = await byShape(file.text, cache, { batchSize: 7, wholeShare });
        expect(result, file.path).toBe(await prettier(file.text));
        if (statementBoundaries(file.text).length > 7) expect(formatted.length, file.path).toBeGreaterThan(1);
      }
    }
  });

  it("gives prettier's formatting of a large regular schema's modules, formatting a fraction of them", async () => {
    const modules = (await unformattedSyntheticFiles(120, 10)).filter((file) => file.path.endsWith(".ts"));
    const types = modules.find((file) => file.path.endsWith("src/types.ts"));
    expect(types).toBeDefined();
    for (const file of modules) {
      const { result } = await byShape(file.text);
      expect(result, file.path).toBe(await prettier(file.text));
    }
    const { formatted } = await byShape(types?.text ?? "");
    const given = formatted.reduce((sum, text) => sum + text.length, 0);
    expect(given).toBeLessThan((types?.text.length ?? 0) / 3);
  });

  it("formats a shape once for every declaration of it, whatever its names, strings and comments", async () => {
    const declaration = (name: string, member: string, xmlName: string, note: string) =>
      [
        `/** ${note} */`,
        `export interface ${name} { ${member}?: string; other: ${name} | null }`,
        "",
        `export const ${name}Reader = element(NS, "${xmlName}", () => ${name}, { required: true });`,
        "",
      ].join("\n");
    const text = [
      declaration("Hotel", "city", "hotel.name", "The hotel."),
      declaration("Rooms", "view", "rooms.list", "Its rooms."),
      declaration("Meals", "kind", "meals.type", "The meals."),
      declaration("Price", "code", "price.code", "One price."),
    ].join("\n");
    const { result, formatted } = await byShape(text);
    expect(result).toBe(await prettier(text));
    // Eight statements in three shapes (the first has no blank line before it). The interfaces' flat prints
    // are not one line, so their own shapes are formatted in a second call.
    expect(formatted).toHaveLength(2);
    expect(formatted[0]?.match(/export interface/g)).toHaveLength(2);
    expect(formatted[0]?.match(/export const/g)).toHaveLength(1);
    expect(formatted[1]?.match(/export interface/g)).toHaveLength(2);
    expect(formatted[1]).not.toMatch(/export const/);
    expect(formatted.join("")).not.toMatch(/Hotel|Rooms|Meals|city|hotel/);
  });

  it("prints one-line statements whatever their names' lengths by one flat print, where the line fits", async () => {
    const reader = (name: string) =>
      `export const ${name}Reader = element(NS, "${name}", () => ${name}, { required: true });\n`;
    const fitting = ["HotelRoom", "MealPlan", "HotelAvailabilityResponse", "Price"].map(reader);
    const tooLong = reader(`Hotel${"Availability".repeat(5)}`);
    const text = [...fitting, tooLong].join("\n");
    const { result, formatted } = await byShape(text);
    expect(result).toBe(await prettier(text));
    const given = formatted.join("");
    expect(given).not.toMatch(/Hotel|Meal|Price/);
    // Flat prints for names longer than five letters (two: the first statement has no blank line before it)
    // and for `Price` (five letters), and the one too long for a line formatted by its own shape.
    expect(given.match(/export const/g)).toHaveLength(4);
    expect(result.split("\n").filter((line) => line.startsWith("export const"))).toHaveLength(5);
  });

  it("formats a function's switch case by case: a dispatch over many names repeats a few shapes", async () => {
    const names = Array.from({ length: 300 }, (_, index) => `Derived${String(index).padStart(3, "0")}Type`);
    const cases = names.map(
      (name, index) =>
        `    case "{urn:example}${name}":\n` +
        (index % 7 === 0
          ? `      // Written with its type, as its base cannot be.\n      write${name}(w, ns, local, value as ${name}, true); break;\n`
          : `      return write${name}(w, ns, local, value as ${name}, true);\n`),
    );
    const text =
      "export function writeBase(w: Writer, ns: string, local: string, value: Base): void {\n" +
      "  if (value === null) return;\n" +
      `  switch (value.$type) {\n${cases.join("")}    default:\n      break;\n  }\n` +
      "  w.end();\n}\n\nexport const after = 1;\n";
    const { result, formatted } = await byShape(text);
    expect(result).toBe(await prettier(text));
    const given = formatted.reduce((sum, piece) => sum + piece.length, 0);
    expect(given).toBeLessThan(text.length / 10);
  });

  it("keeps apart what prettier lays out differently: a name's case, test calls, quoted keys, quotes", async () => {
    const cases = [
      // A member chain on a capitalised name (a factory) breaks unlike one on a lower-case name.
      "export const a = Factory.create().configure().build().withSomething().withSomethingElse().done();\n\nexport const b = factory.create().configure().build().withSomething().withSomethingElse().done();\n",
      // Test calls keep their callback on the line of the call.
      'describe("a very long description of what is being tested here, long enough to pass the line width", () => {});\n\nexport const x = 1;\n',
      // A quoted key that can be unquoted loses its quotes; one that cannot keeps them.
      'export const keys = { "plain": 1, "not-plain": 2, "Upper": 3 };\n\nexport const more = { "plain": 1 };\n',
      // Strings with quotes inside keep the quote that needs fewer escapes.
      "export const quotes = ['say \"hi\"', \"it's\", 'plain'];\n",
      // A doc comment re-indented.
      "export interface I {\n      /**\n         * Re-indented.\n    * @generated from here\n   */\n  a: string;\n}\n",
      // More one-letter names than stand-ins of one letter: formatted as written.
      "export function f(a: number, b: number, c: number, d: number, e: number, g: number): number { return a + b + c + d + e + g; }\n",
    ];
    for (const text of cases) expect((await byShape(text)).result, text).toBe(await prettier(text));
  });

  it("gives prettier's formatting of declarations with any names, strings and comments (property)", async () => {
    const name = fc.oneof(
      fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,30}$/),
      fc.constantFrom("describe", "it", "require", "css", "then", "constructor", "x", "Y"),
    );
    const text = fc.stringMatching(/^[ -~]{0,60}$/).filter((value) => !value.includes("*/"));
    const declaration = fc
      .tuple(name, name, name, fc.stringMatching(/^[ -&(-[\]-~]{0,80}$/), text, fc.nat(8))
      .map(([a, b, c, string, comment, pick]) => {
        const literal = JSON.stringify(string);
        switch (pick) {
          case 0:
            return `/** ${comment} */\nexport interface ${a} { ${b}?: ${c}; "${b}": string; }\n`;
          case 1:
            return `export const ${a} = ${b}(${literal}, { ${c}: ${literal}, ${literal}: [${literal}, ${b}] });\n`;
          case 2:
            return `// ${comment}\nexport function ${a}(${b}: ${c}): string {\n  return \`<${string.replace(/[`$\\]/g, "")}>\${${b}.${c}}\` + ${literal};\n}\n`;
          case 3:
            return `export const ${a} = ${b}.${c}().${b}(${literal}).${c}(() => ${a}).${b}.${c}(${literal}, ${literal});\n`;
          // Blocks, cut into their items (block-cuts.ts): statements, members, properties, nested objects.
          case 5:
            return `export function ${a}(${b}: ${c}, value = ${literal}): void {\nif (${b}.${c} !== undefined) ${a}(${b}, ${literal});\n\n// ${comment}\nfor (const item of ${b}.${c} ?? []) ${c}(item, ${literal}, ${b});\nif (${b}) {\n${c}(${b});\n}\nelse ${a}(${b}, value);\nreturn;\n}\n`;
          case 6:
            return `/** ${comment} */\nexport interface ${a} {\n/** ${comment} */\n${b}?: ${c} | null;\n\n${c}: ${b}<${a}, ${literal}>[];\n}\n`;
          case 7:
            return `export class ${a} {\nreadonly #${b}: ${c};\n\nconstructor(${b}: ${c}) {\nthis.#${b} = ${b};\n}\n\n/** ${comment} */\n${c}(value: ${a}): ${b}<${c}> {\nreturn this.#${b}.${c}(${literal}, value);\n}\n}\n`;
          default:
            return `export const ${a}: ${b}<${c}> = ${c}<${a}>({\n${b}: ${literal},\nfields: {\n${c}: ${b}(${literal}, ${literal}, () => ${a}, { ${c}: true }),\n\n${a}: ${literal},\n},\n${c}: () => [${a}] as unknown as readonly ${b}<${c}>[],\n});\n`;
        }
      });
    await fc.assert(
      fc.asyncProperty(fc.array(declaration, { minLength: 1, maxLength: 6 }), async (declarations) => {
        const module = declarations.join("\n");
        let expected: string;
        try {
          expected = await prettier(module);
        } catch {
          return; // not TypeScript (a name that is a reserved word): nothing to compare
        }
        // By shape however few statements share one; again from what the first run kept (the prints of
        // pieces' own shapes taken from flat ones among them).
        const cache: ShapeCache = new Map();
        const options = { wholeShare: Number.POSITIVE_INFINITY };
        expect((await byShape(module, cache, options)).result).toBe(expected);
        expect((await byShape(module, cache, options)).result).toBe(expected);
      }),
      { numRuns: 250 },
    );
  });
});
