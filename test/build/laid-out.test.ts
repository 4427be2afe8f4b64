// Formatting with laid-out parts kept out of prettier (generator/build/laid-out.ts): the output is prettier's
// formatting of the whole module, prettier is not given the laid-out parts, and a part that is not where it must
// be makes the module formatted whole.
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { formatLaidOut } from "../../generator/build/laid-out.ts";
import type { EmittedFile } from "../../generator/emit/emit-package.ts";
import { laidOutProperty, type LaidOut } from "../../generator/emit/sample-layout.ts";

const prettier = (text: string) => format(text, { printWidth: 110, endOfLine: "lf", parser: "babel-ts" });

/** formatLaidOut with prettier, and the texts prettier was given. */
async function formatted(files: readonly EmittedFile[]) {
  const given: string[] = [];
  const result = await formatLaidOut(files, (inputs) =>
    Promise.all(
      inputs.map(async (file) => {
        given.push(file.text);
        return { path: file.path, text: await prettier(file.text) };
      }),
    ),
  );
  return { result, given };
}

const getMeals = 'getMeals: async () => ({ meals: [{ id: 1, name: "soup" }, { id: 2, name: "bread" }] }),';
const getRooms = "getRooms: async () => ({ code: 4, rooms: [] }),";
const laidOut: LaidOut[] = [
  {
    text: getMeals,
    formatted: [
      "  getMeals: async () => ({",
      "    meals: [",
      '      { id: 1, name: "soup" },',
      '      { id: 2, name: "bread" },',
      "    ],",
      "  }),",
    ].join("\n"),
  },
  { text: getRooms, formatted: "  getRooms: async () => ({ code: 4, rooms: [] })," },
];
const module = [
  'import type { Handlers } from "./service.ts";',
  "/** Mock handlers. */",
  "export const Mock: Handlers = {",
  `    ${getMeals}`,
  "    getNothing: async () => (undefined),",
  `    ${getRooms}`,
  "};",
  "",
].join("\n");

describe("formatLaidOut", () => {
  it("gives prettier's formatting of the whole module without giving it the laid-out parts", async () => {
    const { result, given } = await formatted([{ path: "src/mock.ts", text: module, laidOut }]);
    expect(result).toEqual([{ path: "src/mock.ts", text: await prettier(module) }]);
    expect(given).toHaveLength(1);
    expect(given[0]).not.toContain("getMeals");
    expect(given[0]).not.toContain("getRooms");
    expect(given[0]).toContain("getNothing");
  });

  it("formats files without laid-out parts as they are", async () => {
    const plain = { path: "src/index.ts", text: "export   const a = 1" };
    const { result, given } = await formatted([plain]);
    expect(result).toEqual([{ path: plain.path, text: "export const a = 1;\n" }]);
    expect(given).toEqual([plain.text]);
  });

  it("formats the module whole when a part is not in the module, or not alone on its lines", async () => {
    const missing: LaidOut = {
      text: "getAbsent: async () => (1),",
      formatted: "  getAbsent: async () => 1,",
    };
    const inline = module.replace(`\n    ${getRooms}`, ` ${getRooms}`);
    const cases: [string, LaidOut[]][] = [
      [module, [laidOut[0] as LaidOut, missing]],
      [inline, laidOut],
    ];
    for (const [text, parts] of cases) {
      const { result, given } = await formatted([{ path: "src/mock.ts", text, laidOut: parts }]);
      expect(result).toEqual([{ path: "src/mock.ts", text: await prettier(text) }]);
      expect(given).toEqual([text]);
    }
  });

  it("takes a part's shifted layout where prettier moves its object to the line after a long declaration", async () => {
    const value = { meals: [{ id: 1, name: "soup" }], code: "x".repeat(80) };
    const parts = (["request", "result"] as const).map((name) => ({
      text: `${name}: ${JSON.stringify(value).replace(/"(\w+)":/g, "$1: ")},`,
      formatted: laidOutProperty(name, value) ?? "",
      shifted: laidOutProperty(name, value, 4) ?? "",
    }));
    const text = [
      `export const XSample: OperationSample<${"Request".repeat(5)}, ${"Response".repeat(4)}> = {`,
      ...parts.map((part) => part.text),
      "};",
      "",
    ].join("\n");
    const { result, given } = await formatted([{ path: "src/service.ts", text, laidOut: parts }]);
    expect(result).toEqual([{ path: "src/service.ts", text: await prettier(text) }]);
    expect(result[0]?.text).toContain("\n  {\n    request: {\n");
    expect(given).toHaveLength(1);
    expect(given[0]).not.toContain("meals");
  });

  it("formats the module whole when prettier does not print a placeholder alone at two-space indentation", async () => {
    const nested = ["export const Mock = {", "  inner: {", `    ${getRooms}`, "  },", "};", ""].join("\n");
    const { result, given } = await formatted([
      { path: "src/mock.ts", text: nested, laidOut: [laidOut[1] as LaidOut] },
    ]);
    expect(result).toEqual([{ path: "src/mock.ts", text: await prettier(nested) }]);
    expect(given).toHaveLength(2);
    expect(given[1]).toBe(nested);
  });
});
