/**
 * Whole outputs of the build's pure steps, kept between runs by the hash of their input: a module formatted
 * (`format.ts`) and a module transpiled (`compile.ts`). A build pipeline runs `generate` on every change, and
 * most changes leave the schema alone: then every module comes out of the emitters as last time, and neither
 * step needs redoing (formatting by shape still spares prettier what a changed schema brings).
 *
 * Each step keeps its outputs in a folder of `node_modules/.cache/xmlapi-codegen/`, named after the step and a
 * hash of the code the output depends on (package versions and modules of `build/`); folders of other code are
 * removed. An output is one file, named by the hash of the input (its path, its text and the layouts the
 * emitter gave parts of it), written through a temporary file renamed, so that a concurrent run never reads half
 * of it. Outputs used or made by the last runs are kept, up to 128 MB per step. Outside
 * {@link withStoredOutputs}, or with `XMLAPI_CODEGEN_BUILD_CACHE=off`, a store keeps nothing.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import type { EmittedFile } from "../emit/emit-package.ts";
import { dependencyKey, runtimeCacheDirectory, type StepDependencies } from "./runtime-cache.ts";

/** Above this many bytes of outputs, a step's folder drops those used longest ago. */
const defaultMaxBytes = 128 << 20;

/** Whether the build's stores (kept shapes and outputs) are left alone: `XMLAPI_CODEGEN_BUILD_CACHE=off`. */
export function buildCacheOff(): boolean {
  return process.env["XMLAPI_CODEGEN_BUILD_CACHE"] === "off";
}

/** Hashes of the files given, made once: a module is looked up by both steps, and is garbage after them. */
const digests = new WeakMap<EmittedFile, string>();

/** A hash of what a step reads of `file`: its text, and the layouts the emitter gave parts of it. */
function digestOf(file: EmittedFile): string {
  let digest = digests.get(file);
  if (digest === undefined) {
    const hash = createHash("sha256").update(`${file.text.length}:`).update(file.text);
    for (const part of file.laidOut ?? [])
      for (const text of [part.text, part.formatted, part.shifted])
        hash.update(text === undefined ? "-" : `+${text.length}:`).update(text ?? "");
    digest = hash.digest("hex");
    digests.set(file, digest);
  }
  return digest;
}

/** The outputs of one step; see the module comment. */
export class OutputStore {
  readonly #step: string;
  readonly #dependencies: StepDependencies;
  #folder: string | undefined;
  /** The outputs the folder held when opened: looking up any other costs no read. */
  #listed = new Set<string>();
  readonly #made = new Map<string, string>();
  readonly #used = new Set<string>();

  constructor(step: string, dependencies: StepDependencies) {
    this.#step = step;
    this.#dependencies = dependencies;
  }

  #entry(input: EmittedFile): string {
    return createHash("sha256")
      .update(`${input.path}\n${digestOf(input)}`)
      .digest("hex");
  }

  /**
   * The output kept for `input` (its path and text), or undefined. One the folder did not hold is answered
   * without reading, in this turn of the event loop: a run that finds nothing kept hands its modules to the
   * other threads before it goes on.
   */
  async kept(input: EmittedFile): Promise<string | undefined> {
    const folder = this.#folder;
    if (folder === undefined) return undefined;
    const entry = this.#entry(input);
    if (!this.#listed.has(entry)) return undefined;
    const output = await readFile(path.join(folder, entry), "utf8").catch(() => undefined);
    if (output !== undefined) this.#used.add(entry);
    return output;
  }

  /** Keeps `output`, made from `input`, for later runs. */
  keep(input: EmittedFile, output: string): void {
    if (this.#folder !== undefined) this.#made.set(this.#entry(input), output);
  }

  /** Keeps outputs in `directory`, in the folder of this step and the code it depends on now. */
  async open(directory: string): Promise<void> {
    const key = await dependencyKey(`xmlapi-codegen ${this.#step} 1`, this.#dependencies);
    const folder = path.join(directory, `${this.#step}-${key.slice(0, 32)}`);
    this.#listed = new Set(await readdir(folder).catch(() => []));
    this.#folder = folder;
  }

  /** Writes what this run made, marks what it used, and drops the oldest outputs and other code's folders. */
  async close(maxBytes: number): Promise<void> {
    const folder = this.#folder;
    this.#folder = undefined;
    this.#listed = new Set();
    if (folder === undefined) return;
    const made = [...this.#made];
    const used = [...this.#used];
    this.#made.clear();
    this.#used.clear();
    await mkdir(folder, { recursive: true });
    for (const [entry, output] of made) {
      const temporary = path.join(folder, `${entry}.${process.pid}.tmp`);
      await writeFile(temporary, output);
      await rename(temporary, path.join(folder, entry));
    }
    const now = new Date();
    for (const entry of used) await utimes(path.join(folder, entry), now, now).catch(() => undefined);
    // Another run may be writing or dropping entries meanwhile: what it took away is not counted.
    const entries = await Promise.all(
      (await readdir(folder)).map(async (name) => {
        const found = await stat(path.join(folder, name)).catch(() => undefined);
        return { name, size: found?.size ?? 0, mtimeMs: found?.mtimeMs ?? 0 };
      }),
    );
    let bytes = 0;
    for (const entry of entries.sort((a, b) => b.mtimeMs - a.mtimeMs)) {
      bytes += entry.size;
      if (bytes > maxBytes) await rm(path.join(folder, entry.name), { force: true });
    }
    const prefix = `${this.#step}-`;
    for (const name of await readdir(path.dirname(folder)))
      if (name.startsWith(prefix) && name !== path.basename(folder))
        await rm(path.join(path.dirname(folder), name), { recursive: true, force: true });
  }
}

/**
 * Runs `run` with `stores` keeping outputs in `directory`, then stores what they made, up to `maxBytes` per
 * store. A store that cannot be read or written only costs the work.
 */
export async function withStoredOutputs<T>(
  stores: readonly OutputStore[],
  run: () => Promise<T>,
  directory = runtimeCacheDirectory,
  maxBytes = defaultMaxBytes,
): Promise<T> {
  if (buildCacheOff()) return run();
  const opened = await Promise.all(
    stores.map((store) =>
      store.open(directory).then(
        () => store,
        () => undefined,
      ),
    ),
  );
  try {
    return await run();
  } finally {
    for (const store of opened)
      await store?.close(maxBytes).catch(() => {
        // A store that cannot be written only costs the next run the work.
      });
  }
}
