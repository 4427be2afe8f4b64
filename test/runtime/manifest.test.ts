import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RUNTIME_MODULES, runtimeSymbols } from "../../generator/runtime/manifest.ts";

const RUNTIME = new URL("../../generator/runtime/", import.meta.url);
const symbols = Object.entries(runtimeSymbols);

describe("runtime manifest", () => {
  it("lists every runtime file", () => {
    const files = readdirSync(RUNTIME)
      .filter((f) => f.endsWith(".ts"))
      .map((f) => f.slice(0, -3));
    expect([...RUNTIME_MODULES].sort()).toEqual(files.sort());
  });

  it("keys each symbol by its exported name", () => {
    for (const [key, symbol] of symbols) expect(symbol.name).toBe(key);
  });

  it.each(RUNTIME_MODULES.filter((m) => m !== "manifest"))(
    "names every value export of %s, and only real ones",
    async (module) => {
      const exports = (await import(`../../generator/runtime/${module}.ts`)) as Record<string, unknown>;
      const listed = symbols.filter(([, s]) => s.module === module && !s.typeOnly).map(([name]) => name);
      for (const name of listed) expect(exports[name], `${module}.${name}`).toBeDefined();
      expect(listed.sort()).toEqual(Object.keys(exports).sort());
    },
  );

  it("checks every type-only symbol in TypeSymbolsExist", () => {
    const source = readFileSync(new URL("manifest.ts", RUNTIME), "utf8");
    const block = /export type TypeSymbolsExist = \[([^]*?)\];/.exec(source)?.[1] ?? "";
    const checked = [...block.matchAll(/\b[\w]+\.(\w+)/g)].map((m) => m[1]);
    const typeOnly = symbols.filter(([, s]) => s.typeOnly).map(([name]) => name);
    expect(checked.sort()).toEqual(typeOnly.sort());
  });
});
