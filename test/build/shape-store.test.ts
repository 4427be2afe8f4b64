// Formatted shapes kept between runs (generator/build/shape-store.ts): a second run formats what the first did
// without prettier and gives the same text; a foreign or damaged store changes nothing but the time.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { format } from "prettier";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatByShape, type ShapeCache } from "../../generator/build/format-by-shape.ts";
import { withStoredShapes } from "../../generator/build/shape-store.ts";
import { unformattedSchemaFiles } from "../support/unformatted-files.ts";

const prettier = (text: string) => format(text, { printWidth: 110, endOfLine: "lf", parser: "babel-ts" });

/** A run formatting `texts` by shape with a fresh cache and the store in `directory`, and what prettier got. */
async function run(texts: readonly string[], directory: string) {
  const given: string[] = [];
  const cache: ShapeCache = new Map();
  const formatted = await withStoredShapes(
    cache,
    async () => {
      const results: string[] = [];
      for (const text of texts)
        results.push(
          await formatByShape(
            text,
            (piece) => {
              given.push(piece);
              return prettier(piece);
            },
            cache,
          ),
        );
      return results;
    },
    directory,
  );
  return { formatted, given: given.reduce((sum, text) => sum + text.length, 0) };
}

let directory = "";
let modules: string[] = [];

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "xmlapi-shapes-"));
  modules = (await unformattedSchemaFiles())
    .filter((file) => file.path.endsWith("src/types.ts") || file.path.endsWith("src/elements.ts"))
    .map((file) => file.text);
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe("formatted shapes kept between runs", () => {
  it("spare a second run most of prettier's work and give the same text", async () => {
    expect(modules.length).toBeGreaterThan(1);
    const first = await run(modules, directory);
    expect((await readdir(directory)).filter((name) => name.startsWith("shapes-"))).toHaveLength(1);
    const second = await run(modules, directory);
    expect(second.formatted).toEqual(first.formatted);
    for (const [index, text] of modules.entries()) expect(first.formatted[index]).toBe(await prettier(text));
    expect(second.given).toBeLessThan(first.given / 4);
  });

  it("are read only when a run formats by shape", async () => {
    await run(modules, directory);
    const cache: ShapeCache = new Map();
    await withStoredShapes(cache, () => Promise.resolve(), directory);
    expect(cache.size).toBe(0);
    const formatted = await withStoredShapes(
      cache,
      () => formatByShape(modules[0] ?? "", prettier, cache),
      directory,
    );
    expect(cache.size).toBeGreaterThan(0);
    expect(formatted).toBe(await prettier(modules[0] ?? ""));
  });

  it("are left alone with XMLAPI_CODEGEN_BUILD_CACHE=off", async () => {
    const before = process.env["XMLAPI_CODEGEN_BUILD_CACHE"];
    process.env["XMLAPI_CODEGEN_BUILD_CACHE"] = "off";
    try {
      await run(modules.slice(0, 1), directory);
      expect(await readdir(directory)).toEqual([]);
    } finally {
      if (before === undefined) delete process.env["XMLAPI_CODEGEN_BUILD_CACHE"];
      else process.env["XMLAPI_CODEGEN_BUILD_CACHE"] = before;
    }
  });

  it("ignore a store of other formatting code, and format a damaged shape as written", async () => {
    const first = await run(modules, directory);
    const [name = ""] = (await readdir(directory)).filter((entry) => entry.startsWith("shapes-"));
    const store = JSON.parse(await readFile(path.join(directory, name), "utf8")) as {
      key: string;
      shapes: [string, { between: string[]; slots: unknown[] } | null][];
    };
    // Every printed shape loses a slot: no piece may be put back from it.
    for (const [, printed] of store.shapes) printed?.slots.pop();
    await writeFile(path.join(directory, name), JSON.stringify(store));
    const damaged = await run(modules, directory);
    expect(damaged.formatted).toEqual(first.formatted);
    await writeFile(path.join(directory, name), JSON.stringify({ ...store, key: "other" }));
    const foreign = await run(modules, directory);
    expect(foreign.formatted).toEqual(first.formatted);
    expect(foreign.given).toBeGreaterThan(first.given / 2);
  });
});
