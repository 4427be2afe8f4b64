/**
 * esbuild's `transform`, called from a worker thread. esbuild transpiles in a process of its own, fed through a
 * pipe that only the event loop of the calling thread writes into: called from this thread, which formats for
 * seconds without turning its loop, esbuild got most of its input only once formatting was done, and `generate`
 * then waited for it. The worker's loop feeds esbuild while this thread formats.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { TransformOptions } from "esbuild";

/** The worker: each message `{ id, text, options }` answered with `{ id, code }` or `{ id, error }`. */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { transform } = require(workerData.esbuild);
parentPort.on("message", ({ id, text, options }) => {
  transform(text, options).then(
    (result) => parentPort.postMessage({ id, code: result.code }),
    (error) => parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) }),
  );
});
`;

interface Answer {
  readonly id: number;
  readonly code?: string;
  readonly error?: string;
}

interface Call {
  resolve(code: string): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
const calls = new Map<number, Call>();
let nextId = 0;

/** The worker, started on first use; it holds the process open only while calls are pending. */
function transpiler(): Worker {
  if (worker !== undefined) return worker;
  const esbuild = createRequire(import.meta.url).resolve("esbuild");
  const started = new Worker(workerSource, { eval: true, workerData: { esbuild } });
  started.on("message", ({ id, code, error }: Answer) => {
    const call = calls.get(id);
    calls.delete(id);
    if (calls.size === 0) started.unref();
    if (error !== undefined || code === undefined) call?.reject(new Error(error ?? "esbuild gave no code"));
    else call?.resolve(code);
  });
  started.on("error", (error) => {
    for (const call of calls.values()) call.reject(error);
    calls.clear();
    worker = undefined;
  });
  worker = started;
  return started;
}

/** esbuild's JavaScript of `text`, transformed in the worker. */
export function transformOffThread(text: string, options: TransformOptions): Promise<string> {
  const thread = transpiler();
  const id = nextId++;
  thread.ref();
  return new Promise((resolve, reject) => {
    calls.set(id, { resolve, reject });
    thread.postMessage({ id, text, options });
  });
}
