/**
 * The tasks of `parallel.ts`: format one file. The generator's thread
 * runs them itself; a worker thread started by `parallel.ts` runs those it is sent, one after the other, and
 * answers with the text, or with the error's class name and message.
 */
import { parentPort, workerData } from "node:worker_threads";
import { GeneratedCodeError } from "./compile.ts";
import type { EmittedFile } from "../emit/emit-package.ts";
import { formatFile } from "./format.ts";

/** A task: prettier on one file. */
export interface Task {
  readonly kind: "format";
  readonly path: string;
  readonly text: string;
}

/**
 * Tasks as sent to every worker thread: each takes the next one by incrementing `claims[0]`, and writes its
 * owner number (`workerData.owner`) to `claims[1 + index]` of the task it took.
 */
export interface BatchMessage {
  readonly batch: number;
  readonly tasks: readonly Task[];
  readonly claims: Int32Array;
}

/**
 * A worker's answer to task `index` of a batch; an error as its class name (`GeneratedCodeError` is made again)
 * and message.
 */
export type WorkerAnswer =
  | { readonly batch: number; readonly index: number; readonly path: string; readonly text: string }
  | {
      readonly batch: number;
      readonly index: number;
      readonly error: { readonly name: string; readonly message: string };
    };

/** What the worker threads are started with (and their owner number), so that this module knows it runs in one. */
export const workerMarker = { xmlapiCodegenWorker: true } as const;

/** Runs one task on this thread. */
export async function performTask(task: Task): Promise<EmittedFile> {
  return { path: task.path, text: await formatFile(task.path, task.text) };
}

async function answer(batch: number, index: number, task: Task): Promise<WorkerAnswer> {
  try {
    return { batch, index, ...(await performTask(task)) };
  } catch (error) {
    const name =
      error instanceof GeneratedCodeError
        ? "GeneratedCodeError"
        : error instanceof Error
          ? error.name
          : "Error";
    return {
      batch,
      index,
      error: { name, message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/** Takes the batch's tasks one after the other until every one is taken (by this thread or another). */
async function work(
  port: NonNullable<typeof parentPort>,
  owner: number,
  message: BatchMessage,
): Promise<void> {
  const { batch, tasks, claims } = message;
  for (let index = Atomics.add(claims, 0, 1); index < tasks.length; index = Atomics.add(claims, 0, 1)) {
    Atomics.store(claims, 1 + index, owner);
    const task = tasks[index] as Task;
    port.postMessage(await answer(batch, index, task));
  }
}

const port = parentPort;
const data = workerData as (Partial<typeof workerMarker> & { owner?: number }) | null;
if (port !== null && data?.xmlapiCodegenWorker === true) {
  const owner = data.owner ?? 0;
  // Loads prettier's TypeScript parser and printer before the first task comes.
  let previous: Promise<void> = formatFile("warm-up.ts", "export const a = 1;\n").then(
    () => undefined,
    () => undefined,
  );
  port.on("message", (message: BatchMessage) => {
    previous = previous.then(() => work(port, owner, message));
  });
}
