// The generator's entry modules as bundles (generator/compiled.js): made from the sources under generator/,
// kept under a hash of them, and each module still finding its own neighbours (import.meta) from the bundle.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { entryModule } from "../generator/compiled.js";

const repositoryRoot = path.resolve(import.meta.dirname, "..");

describe("generator bundles", () => {
  it("are made in node_modules/.cache, one folder per state of the sources, and export the entries", async () => {
    const cli = fileURLToPath(await entryModule("cli"));
    expect(path.relative(repositoryRoot, cli)).toMatch(
      /^node_modules\/\.cache\/xmlapi-codegen\/generator-[0-9a-f]{32}\/cli\.mjs$/,
    );
    // Asked again, the same bundle serves.
    expect(fileURLToPath(await entryModule("cli"))).toBe(cli);
    const loaded = (await import(cli)) as { main?: unknown };
    expect(typeof loaded.main).toBe("function");
  });

  it("give each module its own place instead of the bundle's", async () => {
    // The entry and the chunks it shares with modules loaded on demand.
    const directory = path.dirname(fileURLToPath(await entryModule("cli")));
    const bundles = (await readdir(directory)).filter((name) => name.endsWith(".mjs"));
    const text = (
      await Promise.all(bundles.map((name) => readFile(path.join(directory, name), "utf8")))
    ).join("\n");
    expect(text).not.toContain("import.meta.dirname");
    expect(text).toContain(JSON.stringify(path.join(repositoryRoot, "generator", "build")));
  });
});
