/**
 * The tasks of `parallel.ts`: format or transpile one file (or one piece of a file). The generator's thread
 * runs them itself; a worker thread started by `parallel.ts` runs those it is sent, one after the other, and
 * answers with the text, or with the error's class name and message.
 */
import { parentPort, workerData } from "node:worker_threads";
import { GeneratedCodeError, transpileDeclarations, transpileJavaScript } from "../emit/compile.ts";
import type { EmittedFile } from "../emit/emit-package.ts";
import { formatFile } from "./format.ts";

/** A task: `format` is prettier; `js`, `dts` are the `dist/` outputs of a `src/` module. */
export interface Task {
  readonly kind: "format" | "js" | "dts";
  readonly path: string;
  readonly text: string;
}

/** A task as sent to a worker thread. */
export interface WorkerTask extends Task {
  readonly id: number;
}

/** A worker's answer to one task; an error as its class name (`GeneratedCodeError` is made again) and message. */
export type WorkerAnswer =
  | { readonly id: number; readonly path: string; readonly text: string }
  | { readonly id: number; readonly error: { readonly name: string; readonly message: string } };

/** What the worker threads are started with, so that this module knows it runs in one of them. */
export const workerMarker = { xmlapiCodegenWorker: true } as const;

/** Runs one task on this thread. */
export async function performTask(task: Task): Promise<EmittedFile> {
  if (task.kind === "format") return { path: task.path, text: await formatFile(task.path, task.text) };
  const source = { path: task.path, text: task.text };
  return task.kind === "js" ? transpileJavaScript(source) : transpileDeclarations(source);
}

async function answer(task: WorkerTask): Promise<WorkerAnswer> {
  try {
    return { id: task.id, ...(await performTask(task)) };
  } catch (error) {
    const name =
      error instanceof GeneratedCodeError
        ? "GeneratedCodeError"
        : error instanceof Error
          ? error.name
          : "Error";
    return { id: task.id, error: { name, message: error instanceof Error ? error.message : String(error) } };
  }
}

const port = parentPort;
if (port !== null && (workerData as Partial<typeof workerMarker> | null)?.xmlapiCodegenWorker === true) {
  // Loads prettier's TypeScript parser and printer before the first task comes.
  let previous: Promise<void> = formatFile("warm-up.ts", "export const a = 1;\n").then(
    () => undefined,
    () => undefined,
  );
  port.on("message", (task: WorkerTask) => {
    previous = previous.then(async () => port.postMessage(await answer(task)));
  });
}
