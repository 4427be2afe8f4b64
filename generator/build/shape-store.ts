/**
 * The shapes of statement prettier formatted (`format-by-shape.ts`), kept between runs: a build pipeline runs
 * `generate` on every change, on the same or a similar schema, and a shape once formatted is formatted the same
 * way every time (so is a text formatted whole, kept by its hash: a README, a module with few shared shapes).
 * They are kept in `node_modules/.cache/xmlapi-codegen/` beside the compiled runtime, under a
 * hash of what the formatting depends on (prettier's version and the modules that cut, shape and put back);
 * one entry is kept, and a missing, unreadable or foreign entry is ignored. A shape read back is used as one
 * formatted in this run is (a piece whose shape holds another number of slots is formatted as written).
 * `XMLAPI_CODEGEN_BUILD_CACHE=off` leaves the store alone (a run as on a machine without it).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadOnFirstUse, type ShapeCache } from "./format-by-shape.ts";
import { shapeModules } from "./format.ts";
import { buildCacheOff } from "./output-store.ts";
import { dependencyKey, keepOnlyEntry, runtimeCacheDirectory } from "./runtime-cache.ts";
import type { PrintedShape } from "./statement-shapes.ts";

const entryPrefix = "shapes-";

/** Above this many characters the store keeps only the shapes of the last run. */
const maxCharacters = 32 << 20;

type Stored = readonly [string, PrintedShape | null];

function isStore(value: unknown, key: string): value is { key: string; shapes: Stored[] } {
  if (typeof value !== "object" || value === null) return false;
  const store = value as { key?: unknown; shapes?: unknown };
  return (
    store.key === key &&
    Array.isArray(store.shapes) &&
    store.shapes.every(
      (entry: unknown) =>
        Array.isArray(entry) &&
        typeof entry[0] === "string" &&
        (entry[1] === null || isPrintedShape(entry[1])),
    )
  );
}

function isPrintedShape(value: unknown): value is PrintedShape {
  if (typeof value !== "object" || value === null) return false;
  const shape = value as { between?: unknown; slots?: unknown };
  return (
    Array.isArray(shape.between) &&
    shape.between.every((text) => typeof text === "string") &&
    Array.isArray(shape.slots) &&
    shape.slots.every(
      (slot: unknown) =>
        typeof slot === "object" &&
        slot !== null &&
        typeof (slot as { kind?: unknown }).kind === "string" &&
        typeof (slot as { text?: unknown }).text === "string",
    )
  );
}

/** Where shapes are stored: the file, and the key of the code they depend on. */
export interface ShapeStore {
  readonly file: string;
  readonly key: string;
}

/** The store of each cache while {@link withStoredShapes} runs: a formatting thread reads the same one. */
const stores = new WeakMap<ShapeCache, ShapeStore>();

/** The store `cache` is kept in now, or undefined (outside {@link withStoredShapes}, or with the cache off). */
export function storeOf(cache: ShapeCache): ShapeStore | undefined {
  return stores.get(cache);
}

/**
 * Adds the shapes of `store` that `cache` lacks, and returns the keys of every shape read; nothing where the
 * store is missing, unreadable or foreign.
 */
export async function readStoredShapes(cache: ShapeCache, store: ShapeStore): Promise<string[]> {
  try {
    const stored: unknown = JSON.parse(await readFile(store.file, "utf8"));
    if (!isStore(stored, store.key)) return [];
    for (const [shape, printed] of stored.shapes)
      if (!cache.has(shape)) cache.set(shape, printed ?? undefined);
    return stored.shapes.map(([shape]) => shape);
  } catch {
    // No store, or not a readable one: the shapes are formatted again.
    return [];
  }
}

/**
 * Runs `run` with `cache` holding the shapes stored by earlier runs, then stores what it holds (when `run`
 * added shapes). The store is read when `run` first formats by shape (`loadOnFirstUse`): a rerun that finds
 * every file formatted before needs none of it. A store that cannot be read or written only costs the
 * formatting.
 */
export async function withStoredShapes<T>(
  cache: ShapeCache,
  run: () => Promise<T>,
  directory = runtimeCacheDirectory,
): Promise<T> {
  if (buildCacheOff()) return run();
  const key = await dependencyKey("xmlapi-codegen shapes 1", {
    packages: ["prettier"],
    modules: shapeModules,
  });
  const store = { file: path.join(directory, `${entryPrefix}${key.slice(0, 32)}.json`), key };
  const before = new Set(cache.keys());
  loadOnFirstUse(cache, async () => {
    for (const shape of await readStoredShapes(cache, store)) before.add(shape);
  });
  stores.set(cache, store);
  const result = await run().finally(() => {
    loadOnFirstUse(cache, undefined);
    stores.delete(cache);
  });
  const added = [...cache.keys()].filter((shape) => !before.has(shape));
  if (added.length === 0) return result;
  let shapes: Stored[] = [...cache].map(([shape, printed]) => [shape, printed ?? null]);
  let text = JSON.stringify({ key, shapes });
  if (text.length > maxCharacters) {
    shapes = added.map((shape) => [shape, cache.get(shape) ?? null]);
    text = JSON.stringify({ key, shapes });
  }
  try {
    // One entry: older ones are of formatting code that is gone.
    await keepOnlyEntry(store.file, entryPrefix, text);
  } catch {
    // A store that cannot be written only costs the next run the formatting.
  }
  return result;
}
