// The cache of the compiled runtime (generator/build/runtime-cache.ts): a second run with the same inputs takes
// the files from the cache without compiling; other inputs, or an entry that is not one, compile again.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EmittedFile } from "../../generator/emit/emit-package.ts";
import {
  cachedRuntimeDist,
  runtimeCacheKey,
  writePrebuiltRuntime,
} from "../../generator/build/runtime-cache.ts";
import { readGeneratorInputs, warmRuntimeDist } from "../../generator/generate.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");

let directory = "";
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "runtime-cache-"));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const sources: EmittedFile[] = [{ path: "src/runtime/a.ts", text: "export const a: number = 1;\n" }];
const compiled: EmittedFile[] = [
  { path: "dist/runtime/a.js", text: "export const a = 1;\n" },
  { path: "dist/runtime/a.d.ts", text: "export declare const a: number;\n" },
];

function counting(): { compile: () => EmittedFile[]; readonly count: () => number } {
  let count = 0;
  return {
    compile: () => {
      count++;
      return compiled;
    },
    count: () => count,
  };
}

describe("cachedRuntimeDist", () => {
  it("compiles once for the same inputs, and again when a source changes, keeping one entry", async () => {
    const compiler = counting();
    expect(await cachedRuntimeDist(sources, compiler.compile, directory)).toEqual(compiled);
    expect(await cachedRuntimeDist(sources, compiler.compile, directory)).toEqual(compiled);
    expect(compiler.count()).toBe(1);
    const changed = [{ path: "src/runtime/a.ts", text: "export const a: number = 2;\n" }];
    expect(await runtimeCacheKey(changed)).not.toBe(await runtimeCacheKey(sources));
    await cachedRuntimeDist(changed, compiler.compile, directory);
    expect(compiler.count()).toBe(2);
    expect(await readdir(directory)).toHaveLength(1);
  });

  it("compiles again when the entry is not one, and when nothing can be written compiles every time", async () => {
    const compiler = counting();
    await cachedRuntimeDist(sources, compiler.compile, directory);
    const [entry] = await readdir(directory);
    await writeFile(path.join(directory, entry ?? ""), '{"key":"another","files":[]}');
    expect(await cachedRuntimeDist(sources, compiler.compile, directory)).toEqual(compiled);
    expect(compiler.count()).toBe(2);
    const notADirectory = path.join(directory, entry ?? "", "below");
    expect(await cachedRuntimeDist(sources, compiler.compile, notADirectory)).toEqual(compiled);
    expect(await cachedRuntimeDist(sources, compiler.compile, notADirectory)).toEqual(compiled);
    expect(compiler.count()).toBe(4);
  });

  it("takes a packed generator's prebuilt runtime of the same inputs, and compiles for other inputs", async () => {
    const compiler = counting();
    const prebuilt = path.join(directory, "runtime-dist.json");
    const cache = path.join(directory, "cache");
    await writePrebuiltRuntime(sources, compiled, prebuilt);
    expect(await cachedRuntimeDist(sources, compiler.compile, cache, prebuilt)).toEqual(compiled);
    expect(compiler.count()).toBe(0);
    expect(await readdir(directory)).toEqual(["runtime-dist.json"]);
    const changed = [{ path: "src/runtime/a.ts", text: "export const a: number = 2;\n" }];
    await cachedRuntimeDist(changed, compiler.compile, cache, prebuilt);
    expect(compiler.count()).toBe(1);
  });

  it("does not cache a runtime that does not compile", async () => {
    const failing = () => {
      throw new Error("does not typecheck");
    };
    await expect(cachedRuntimeDist(sources, failing, directory)).rejects.toThrow("does not typecheck");
    expect(await readdir(directory)).toEqual([]);
  });
});

describe("warmRuntimeDist (the prepare script)", () => {
  it("leaves the compiled runtime in the cache, where the next run takes it", async () => {
    const prebuilt = path.join(directory, "no-prebuilt.json");
    await warmRuntimeDist(directory, prebuilt);
    const [entry, ...others] = (await readdir(directory)).filter((name) => name.startsWith("runtime-dist-"));
    expect(others).toEqual([]);
    const { files } = JSON.parse(await readFile(path.join(directory, entry ?? ""), "utf8")) as {
      files: EmittedFile[];
    };
    expect(files.map((file) => file.path)).toContain("dist/runtime/xml-scanner.js");
    const again = counting();
    const runtimeSources = await readGeneratorInputs(path.join(repositoryRoot, "schema"));
    expect(await cachedRuntimeDist(runtimeSources.runtimeFiles, again.compile, directory, prebuilt)).toEqual(
      files,
    );
    expect(again.count()).toBe(0);
  });
});
