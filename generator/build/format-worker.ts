/**
 * The formatting thread's side (`format-thread.ts`, which starts it): each module formatted as `formatFile`
 * formats it on the calling thread, with shapes of its own, read from the same store. It sends back the shapes
 * it added, so that the calling thread stores them with its own.
 */
import { parentPort } from "node:worker_threads";
import { loadOnFirstUse } from "./format-by-shape.ts";
import { formatFile, formattedShapes } from "./format.ts";
import type { FormatAnswer, FormatRequest, SentShape } from "./format-thread.ts";
import { readStoredShapes, type ShapeStore } from "./shape-store.ts";

/** Answers the calling thread's requests until it ends. */
export function serve(): void {
  const port = parentPort;
  if (port === null) throw new Error("format-worker runs in a worker thread");
  // The store of the calling thread's shapes, and the shapes it has: those of the store, and those sent.
  let current: string | undefined;
  const known = new Set<string>();
  const use = (store: ShapeStore | undefined) => {
    const name = store === undefined ? undefined : `${store.key} ${store.file}`;
    if (name === current) return;
    current = name;
    known.clear();
    loadOnFirstUse(
      formattedShapes,
      store === undefined
        ? undefined
        : async () => {
            for (const shape of await readStoredShapes(formattedShapes, store)) known.add(shape);
          },
    );
  };
  const added = (): SentShape[] => {
    const shapes: SentShape[] = [];
    for (const [shape, printed] of formattedShapes)
      if (!known.has(shape)) {
        known.add(shape);
        shapes.push([shape, printed ?? null]);
      }
    return shapes;
  };
  port.on("message", ({ id, path, text, store }: FormatRequest) => {
    use(store);
    formatFile(path, text).then(
      (formatted) => {
        const answer: FormatAnswer = {
          id,
          text: formatted,
          ...(store === undefined ? {} : { shapes: added() }),
        };
        port.postMessage(answer);
      },
      (error: unknown) => {
        const answer: FormatAnswer = { id, error: error instanceof Error ? error.message : String(error) };
        port.postMessage(answer);
      },
    );
  });
}
