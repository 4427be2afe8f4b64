// Statement boundaries (generator/build/statement-boundaries.ts), where prettier formats the pieces of a module
// as it formats the whole, on every file generate emits.
import path from "node:path";
import { format } from "prettier";
import { beforeAll, describe, expect, it } from "vitest";
import type { EmittedFile } from "../../generator/emit/emit-package.ts";
import { readGeneratorInputs } from "../../generator/generate.ts";
import { statementBoundaries } from "../../generator/build/statement-boundaries.ts";
import { unformattedSchemaFiles } from "../support/unformatted-files.ts";

const schemaRoot = path.resolve(import.meta.dirname, "..", "..", "schema");

/** What generate hands to formatting for every package of schema/ (modules as printed, rendered files). */
let unformatted: EmittedFile[] = [];

beforeAll(async () => {
  unformatted = await unformattedSchemaFiles();
});

/** Prettier on `text` cut at every statement boundary, the pieces formatted apart and joined with a newline. */
async function formattedInPieces(path: string, text: string): Promise<string> {
  const cuts = [0, ...statementBoundaries(text), text.length];
  const pieces = cuts.slice(1).map((end, index) => text.slice(cuts[index], end));
  const formatted = await Promise.all(
    pieces.map((piece) => format(piece, { ...prettierOptions, parser: "babel-ts" })),
  );
  expect(formatted.length, path).toBe(pieces.length);
  return formatted.join("\n");
}

const prettierOptions = { printWidth: 110, endOfLine: "lf" } as const;

describe("prettier on the pieces between statement boundaries", () => {
  it("gives the whole file's formatting for every module generate emits for schema/", async () => {
    const modules = unformatted.filter((file) => file.path.endsWith(".ts"));
    expect(modules.map((file) => path.posix.basename(file.path))).toContain("types.ts");
    for (const file of modules)
      expect(await formattedInPieces(file.path, file.text), file.path).toBe(
        await format(file.text, { ...prettierOptions, parser: "babel-ts" }),
      );
    // Not vacuous: the large modules are cut into many pieces.
    const types = modules.find((file) => file.path === "v15/src/types.ts");
    expect(statementBoundaries(types?.text ?? "").length).toBeGreaterThan(50);
  });

  it("gives the whole file's formatting for the runtime modules (as generated/ holds them)", async () => {
    const inputs = await readGeneratorInputs(schemaRoot);
    for (const file of inputs.runtimeFiles)
      expect(await formattedInPieces(file.path, file.text), file.path).toBe(
        await format(file.text, { ...prettierOptions, parser: "babel-ts" }),
      );
  });
});

describe("statement boundaries", () => {
  const cutsOf = (text: string) => statementBoundaries(text).map((at) => text.slice(at).split("\n")[1]);

  it("are after top-level statements followed by a blank line, before the comments of the next", () => {
    const text = [
      'import { a } from "../write/a.ts";',
      "",
      "/** One. */",
      "export const one = 1;",
      "",
      "export function two(): number {",
      "  const x = 1;",
      "",
      "  return x;",
      "}",
      "",
      "export interface Three {",
      "  a: string;",
      "}",
      "",
    ].join("\n");
    expect(cutsOf(text)).toEqual([
      "/** One. */",
      "export function two(): number {",
      "export interface Three {",
    ]);
  });

  it("are never inside template literals, strings, comments or regular expressions", () => {
    const text = [
      "export const doc = `<a>",
      "",
      "export const inside = 1;",
      "${`nested ${'}'}`}",
      "",
      "export const insideToo = 2;`;",
      "",
      'export const pattern = /[{(]"\\/;/g;',
      "",
      "export const ratio = size / 2 / 3;",
      "",
      "/* a comment;",
      "",
      "export const commented = 3; */",
      "export const last = 4;",
      "",
    ].join("\n");
    expect(cutsOf(text)).toEqual([
      'export const pattern = /[{(]"\\/;/g;',
      "export const ratio = size / 2 / 3;",
      "/* a comment;",
    ]);
  });

  it("are none in a text the scanner cannot follow (the file is formatted whole)", () => {
    expect(
      statementBoundaries("export const a = 1;\n\nexport const b = `open;\n\nexport const c = 2;\n"),
    ).toEqual([]);
    expect(statementBoundaries("export const a = (1;\n\nexport const b = 2;\n")).toEqual([]);
  });
});
