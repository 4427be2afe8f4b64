/**
 * A second thread that formats the large modules of a package (`format-worker.ts`) while this one emits the
 * next. It loads the generator's `format-worker` entry as `bin.js` loads the CLI (`compiled.js`: a bundle, or the
 * sources through tsx).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ShapeStore } from "./shape-store.ts";
import type { PrintedShape } from "./statement-shapes.ts";
import { ThreadCalls } from "./thread-calls.ts";

const workerSource = `
const { workerData } = require("node:worker_threads");
import(workerData.compiled)
  .then((compiled) => compiled.entryModule("format-worker"))
  .then((entry) => import(entry))
  .then((thread) => thread.serve());
`;

/** What the thread is given: a module to format, and the store of the calling thread's shapes, if any. */
export interface FormatRequest {
  readonly id: number;
  readonly path: string;
  readonly text: string;
  /** The thread reads its shapes too, and sends back those it added. */
  readonly store?: ShapeStore;
}

/** A shape the thread formatted, as `ShapeCache` holds it (null: formatted as written). */
export type SentShape = readonly [string, PrintedShape | null];

/** The thread's answer: the formatted module and the shapes it added, or the error that stopped it. */
export interface FormatAnswer {
  readonly id: number;
  readonly text?: string;
  readonly error?: string;
  readonly shapes?: readonly SentShape[];
}

const thread = new ThreadCalls<FormatAnswer>(
  () =>
    new Worker(workerSource, {
      eval: true,
      workerData: { compiled: pathToFileURL(path.join(import.meta.dirname, "..", "compiled.js")).href },
    }),
);

/** Whether the thread runs: once it does, every module goes there, so that one JIT compiles the formatting. */
export function formatThreadStarted(): boolean {
  return thread.started;
}

/**
 * The module at `path` formatted on the thread, as `formatFile` formats it, with the shapes the thread added
 * where `store` is given (the store of this thread's shapes, which the thread reads first).
 */
export async function formatOffThread(
  path: string,
  text: string,
  store: ShapeStore | undefined,
): Promise<FormatAnswer> {
  const request: Omit<FormatRequest, "id"> = { path, text, ...(store === undefined ? {} : { store }) };
  const answer = await thread.send(request);
  if (answer.text === undefined) throw new Error(answer.error ?? "the formatting thread gave no text");
  return answer;
}
