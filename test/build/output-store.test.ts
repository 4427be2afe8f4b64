// Whole outputs kept between runs (generator/build/output-store.ts): a rerun on the same package formats and
// transpiles nothing and gives the same files; a changed module is made again; old outputs and folders of other
// code are dropped; XMLAPI_CODEGEN_BUILD_CACHE=off keeps nothing.
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as prettier from "prettier";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { transpiledModules, transpileGenerated } from "../../generator/build/compile.ts";
import { formatFiles, formattedFiles, formattedShapes } from "../../generator/build/format.ts";
import { OutputStore, withStoredOutputs } from "../../generator/build/output-store.ts";
import * as transpileThread from "../../generator/build/transpile-thread.ts";
import type { EmittedFile } from "../../generator/emit/emit-package.ts";
import { unformattedSchemaFiles } from "../support/unformatted-files.ts";

vi.mock("prettier", async (importOriginal) => {
  const actual = await importOriginal<typeof prettier>();
  return { ...actual, format: vi.fn(actual.format) };
});

vi.mock("../../generator/build/transpile-thread.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof transpileThread>();
  return { ...actual, transformOffThread: vi.fn(actual.transformOffThread) };
});

let directory = "";

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "xmlapi-outputs-"));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** A run as `generate` makes one: every file formatted, the modules transpiled, with no shapes in memory. */
async function build(files: readonly EmittedFile[]) {
  formattedShapes.clear();
  return withStoredOutputs(
    [formattedFiles, transpiledModules],
    async () => ({
      formatted: await formatFiles(files),
      dist: await transpileGenerated(files.filter((file) => file.path.endsWith(".ts"))),
    }),
    directory,
  );
}

describe("outputs kept between runs", () => {
  it("spare a rerun on the same package all formatting and transpiling, and give the same files", async () => {
    const files = (await unformattedSchemaFiles()).filter(
      (file) => file.path.startsWith("v15/") && !file.path.includes("/runtime/"),
    );
    const format = vi.mocked(prettier.format);
    const transform = vi.mocked(transpileThread.transformOffThread);
    const first = await build(files);
    expect(format).toHaveBeenCalled();
    expect(transform).toHaveBeenCalled();
    format.mockClear();
    transform.mockClear();
    const second = await build(files);
    expect(second).toEqual(first);
    expect(format).not.toHaveBeenCalled();
    expect(transform).not.toHaveBeenCalled();
  });

  it("make a changed input again, and only that one", async () => {
    const store = new OutputStore("test-step", { packages: [], modules: ["output-store.ts"] });
    const made: string[] = [];
    const run = (inputs: readonly string[]) =>
      withStoredOutputs(
        [store],
        async () => {
          // One after the other, so that `made` lists them in order.
          const outputs: string[] = [];
          for (const text of inputs) {
            const input = { path: "a.ts", text };
            const kept = await store.kept(input);
            if (kept === undefined) {
              made.push(text);
              store.keep(input, text.toUpperCase());
            }
            outputs.push(kept ?? text.toUpperCase());
          }
          return outputs;
        },
        directory,
      );
    expect(await run(["one", "two"])).toEqual(["ONE", "TWO"]);
    expect(await run(["one", "three"])).toEqual(["ONE", "THREE"]);
    expect(made).toEqual(["one", "two", "three"]);
    // The same text with parts the emitter laid out otherwise (its layout code changed) is another input.
    const laidOut = (formatted: string) => ({
      path: "a.ts",
      text: "one",
      laidOut: [{ text: "one", formatted }],
    });
    await withStoredOutputs([store], async () => store.keep(laidOut("ONE"), "ONE"), directory);
    expect(
      await withStoredOutputs(
        [store],
        async () => [
          await store.kept(laidOut("ONE")),
          await store.kept(laidOut("One")),
          await store.kept({
            ...laidOut("ONE"),
            laidOut: [{ text: "one", formatted: "ONE", shifted: "ONE" }],
          }),
        ],
        directory,
      ),
    ).toEqual(["ONE", undefined, undefined]);
    // Outside a run, nothing is kept or found.
    expect(await store.kept({ path: "a.ts", text: "one" })).toBeUndefined();
  });

  it("drop the outputs used longest ago beyond the limit, and the folders of other code", async () => {
    const store = new OutputStore("test-step", { packages: [], modules: ["output-store.ts"] });
    const stale = path.join(directory, "test-step-0123456789abcdef0123456789abcdef");
    await mkdir(stale, { recursive: true });
    await writeFile(path.join(stale, "entry"), "old code's output");
    const keep = (input: string) =>
      withStoredOutputs(
        [store],
        async () => {
          const file = { path: "a.ts", text: input };
          if ((await store.kept(file)) === undefined) store.keep(file, input.repeat(100));
        },
        directory,
        250,
      );
    await keep("a");
    const [folder = ""] = (await readdir(directory)).filter((name) => name !== path.basename(stale));
    const [first = ""] = await readdir(path.join(directory, folder));
    const old = new Date(Date.now() - 60_000);
    await utimes(path.join(directory, folder, first), old, old);
    await keep("b");
    expect(await readdir(directory)).toEqual([folder]);
    expect(await readdir(path.join(directory, folder))).toHaveLength(2);
    await utimes(path.join(directory, folder, first), old, old);
    await keep("c");
    const left = await readdir(path.join(directory, folder));
    expect(left).toHaveLength(2);
    expect(left).not.toContain(first);
    for (const name of left) expect((await stat(path.join(directory, folder, name))).size).toBe(100);
  });

  it("are left alone with XMLAPI_CODEGEN_BUILD_CACHE=off", async () => {
    const store = new OutputStore("test-step", { packages: [], modules: ["output-store.ts"] });
    vi.stubEnv("XMLAPI_CODEGEN_BUILD_CACHE", "off");
    try {
      await withStoredOutputs(
        [store],
        async () => store.keep({ path: "a.ts", text: "one" }, "ONE"),
        directory,
      );
      expect(await readdir(directory)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
