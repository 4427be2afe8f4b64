/**
 * The compiled runtime (`dist/runtime/`), cached between runs of the generator: compiling it with the type
 * checker takes seconds and gives the same files every time its inputs are the same. The cache key is a hash
 * of everything the output depends on: the runtime sources, the compiler (the version of ts-morph, which
 * brings it, and `compile.ts` and `compile-runtime.ts`, which hold the options), and the versions of the declarations the runtime is checked against (`@types/node`,
 * `saxes`). One entry is kept, in `node_modules/.cache/xmlapi-codegen/`; a missing, unreadable or foreign
 * entry is compiled again, and a cache that cannot be written is skipped.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { EmittedFile } from "../emit/emit-package.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");

/** Where the entry is kept by default. */
export const runtimeCacheDirectory = path.join(repositoryRoot, "node_modules", ".cache", "xmlapi-codegen");

const entryPrefix = "runtime-dist-";

async function packageVersion(name: string): Promise<string> {
  try {
    const manifest = createRequire(import.meta.url).resolve(`${name}/package.json`);
    return (JSON.parse(await readFile(manifest, "utf8")) as { version?: string }).version ?? "?";
  } catch {
    return "missing";
  }
}

/** What a cached output depends on besides its input: the versions of packages and the text of modules of `build/`. */
export interface StepDependencies {
  readonly packages: readonly string[];
  readonly modules: readonly string[];
}

/** A hash of `label` and of `dependencies` as installed and written now. */
export async function dependencyKey(label: string, dependencies: StepDependencies): Promise<string> {
  const hash = createHash("sha256");
  const add = (text: string) => hash.update(`${text.length}:`).update(text);
  add(label);
  for (const name of dependencies.packages) add(await packageVersion(name));
  for (const module of dependencies.modules)
    add(await readFile(path.join(import.meta.dirname, module), "utf8"));
  return hash.digest("hex");
}

/** The hash of everything the compiled runtime depends on. */
export async function runtimeCacheKey(sources: readonly EmittedFile[]): Promise<string> {
  const hash = createHash("sha256");
  const add = (text: string) => hash.update(`${text.length}:`).update(text);
  add(
    await dependencyKey("xmlapi-codegen runtime dist 2", {
      packages: ["ts-morph", "@types/node", "saxes"],
      modules: ["compile.ts", "compile-runtime.ts"],
    }),
  );
  for (const source of sources) {
    add(source.path);
    add(source.text);
  }
  return hash.digest("hex");
}

function isEntry(value: unknown, key: string): value is { key: string; files: EmittedFile[] } {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as { key?: unknown; files?: unknown };
  return (
    entry.key === key &&
    Array.isArray(entry.files) &&
    entry.files.every(
      (file: unknown) =>
        typeof file === "object" &&
        file !== null &&
        typeof (file as { path?: unknown }).path === "string" &&
        typeof (file as { text?: unknown }).text === "string",
    )
  );
}

/**
 * A packed generator's compiled runtime, made when it was packed (`prebuildRuntimeDist`): a build pipeline
 * installs the generator afresh, with an empty cache, every time it runs.
 */
export const prebuiltRuntimeFile = path.join(repositoryRoot, "dist", "runtime-dist.json");

/** The files of the entry in `file` when it is one for `key`. */
async function entryFiles(file: string, key: string): Promise<EmittedFile[] | undefined> {
  try {
    const entry: unknown = JSON.parse(await readFile(file, "utf8"));
    if (isEntry(entry, key)) return entry.files.map((output) => ({ path: output.path, text: output.text }));
  } catch {
    // No entry, or not a readable one.
  }
  return undefined;
}

/**
 * The runtime's `dist/` files: from the packed generator's prebuilt entry or the cache when one is there for
 * these inputs, else from `compile` (which throws when the runtime does not typecheck; nothing is cached
 * then), stored for the next run.
 */
export async function cachedRuntimeDist(
  sources: readonly EmittedFile[],
  compile: () => EmittedFile[] | Promise<EmittedFile[]>,
  directory = runtimeCacheDirectory,
  prebuilt = prebuiltRuntimeFile,
): Promise<EmittedFile[]> {
  const key = await runtimeCacheKey(sources);
  const file = path.join(directory, `${entryPrefix}${key.slice(0, 32)}.json`);
  const kept = (await entryFiles(prebuilt, key)) ?? (await entryFiles(file, key));
  if (kept !== undefined) return kept;
  const files = await compile();
  try {
    // One entry: older ones are of runtimes that are gone.
    await keepOnlyEntry(file, entryPrefix, JSON.stringify({ key, files }));
  } catch {
    // A cache that cannot be written only costs the next run the compilation.
  }
  return files;
}

/** Writes the compiled runtime of `sources` as the prebuilt entry `cachedRuntimeDist` reads first. */
export async function writePrebuiltRuntime(
  sources: readonly EmittedFile[],
  files: readonly EmittedFile[],
  file = prebuiltRuntimeFile,
): Promise<void> {
  await writeFile(file, JSON.stringify({ key: await runtimeCacheKey(sources), files }));
}

/**
 * Writes `text` to `file` (through a temporary file renamed, so that a concurrent run never reads half of it)
 * and removes the other entries of its folder whose names start with `prefix`. Throws when it cannot.
 */
export async function keepOnlyEntry(file: string, prefix: string, text: string): Promise<void> {
  const directory = path.dirname(file);
  await mkdir(directory, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
  for (const name of await readdir(directory))
    if (name.startsWith(prefix) && path.join(directory, name) !== file)
      await rm(path.join(directory, name), { force: true });
}
