/**
 * esbuild's `transform`, called from a worker thread. esbuild transpiles in a process of its own, fed through a
 * pipe that only the event loop of the calling thread writes into: called from this thread, which formats for
 * seconds without turning its loop, esbuild got most of its input only once formatting was done, and `generate`
 * then waited for it. The worker's loop feeds esbuild while this thread formats.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { TransformOptions } from "esbuild";
import { ThreadCalls } from "./thread-calls.ts";

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

const thread = new ThreadCalls<Answer>(
  () =>
    new Worker(workerSource, {
      eval: true,
      workerData: { esbuild: createRequire(import.meta.url).resolve("esbuild") },
    }),
);

/** esbuild's JavaScript of `text`, transformed in the worker. */
export async function transformOffThread(text: string, options: TransformOptions): Promise<string> {
  const { code, error } = await thread.send({ text, options });
  if (error !== undefined || code === undefined) throw new Error(error ?? "esbuild gave no code");
  return code;
}
