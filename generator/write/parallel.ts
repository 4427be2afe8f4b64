/**
 * Formatting (prettier) and transpiling (TypeScript) of the generated modules on every core: this thread and
 * one worker thread per further core. On large schemas they are most of the time `generate` takes, and each
 * file is independent of the others. A large module is formatted in pieces cut at top-level statements
 * (`split-statements.ts`), so that every core works on it; the pieces joined give the text formatting the
 * whole file gives. Small inputs are done on this thread alone: starting a worker (loading tsx, TypeScript and
 * prettier into it) costs about 2 s of CPU.
 *
 * The output does not depend on the number of threads: every file comes out as `formatFile` and
 * `transpileGenerated` make it on one thread.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { GeneratedCodeError, transpileGenerated } from "../emit/compile.ts";
import type { EmittedFile } from "../emit/emit-package.ts";
import { formatFile } from "./format.ts";
import { splitStatements } from "./split-statements.ts";
import { performTask, workerMarker, type Task, type WorkerAnswer, type WorkerTask } from "./worker-tasks.ts";

/** How the work is shared; the defaults suit `generate`, tests set them to exercise both paths. */
export interface ParallelOptions {
  /**
   * Threads, this one included. Default: `XMLAPI_CODEGEN_THREADS` when set, else the available cores, at
   * most 8; 1 does everything on this thread.
   */
  readonly threads?: number;
  /** Below this many characters in all, everything is done on this thread. Default 1 MB. */
  readonly minCharacters?: number;
  /** Size of the pieces a large module is formatted in, in characters. Default 256 KB. */
  readonly pieceCharacters?: number;
}

const defaults = { minCharacters: 1 << 20, pieceCharacters: 1 << 18 };

/** `XMLAPI_CODEGEN_THREADS` sets the default number of threads (1: none started). */
function threadCount(options: ParallelOptions): number {
  const fromEnvironment = Number(process.env["XMLAPI_CODEGEN_THREADS"] ?? Number.NaN);
  const threads =
    options.threads ?? (fromEnvironment >= 1 ? fromEnvironment : Math.min(availableParallelism(), 8));
  return Math.max(1, Math.floor(threads));
}

function totalCharacters(files: readonly EmittedFile[]): number {
  return files.reduce((sum, file) => sum + file.text.length, 0);
}

interface Pending {
  readonly task: WorkerTask;
  readonly resolve: (file: EmittedFile) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Tasks a worker holds at a time: the next one is there when it finishes one, even while this thread is busy
 * with a task of its own and cannot answer.
 */
const workerDepth = 2;

/**
 * Runs tasks from one queue, largest first, on this thread and on `threads - 1` worker threads. Idle workers do
 * not keep the process alive, so the pool needs no closing; it lives as long as the process.
 */
class TaskPool {
  readonly threads: number;
  readonly #queue: Pending[] = [];
  readonly #workers = new Map<Worker, Map<number, Pending>>();
  #nextId = 0;
  #runningHere = false;
  /** Set when a worker was lost: no more are started, this thread does what is left. */
  #alone = false;

  constructor(threads: number) {
    this.threads = threads;
  }

  /** Queues the tasks; one promise per task, in the order given. */
  run(tasks: readonly Task[]): Promise<EmittedFile>[] {
    const results = tasks.map(
      (task) =>
        new Promise<EmittedFile>((resolve, reject) => {
          this.#queue.push({ task: { ...task, id: this.#nextId++ }, resolve, reject });
        }),
    );
    this.#queue.sort((a, b) => b.task.text.length - a.task.text.length);
    this.#dispatch();
    void this.#runHere();
    return results;
  }

  /** Starts the workers now instead of with the first tasks. */
  start(): void {
    while (!this.#alone && this.#workers.size < this.threads - 1) this.#start();
  }

  #dispatch(): void {
    while (!this.#alone && this.#queue.length > 0 && this.#workers.size < this.threads - 1) this.#start();
    for (const [worker, held] of this.#workers) {
      while (held.size < workerDepth && this.#queue.length > 0) {
        // The task it starts on is the largest waiting; the one it holds in reserve the smallest, so that no
        // large task waits behind another at the end while this thread has nothing left to do.
        const pending = (held.size === 0 ? this.#queue.shift() : this.#queue.pop()) as Pending;
        held.set(pending.task.id, pending);
        worker.postMessage(pending.task);
      }
      if (held.size > 0) worker.ref();
    }
  }

  /** This thread's share: tasks from the queue until it is empty, letting the workers' answers in between. */
  async #runHere(): Promise<void> {
    if (this.#runningHere) return;
    this.#runningHere = true;
    try {
      for (let pending = this.#queue.shift(); pending !== undefined; pending = this.#queue.shift()) {
        try {
          pending.resolve(await performTask(pending.task));
        } catch (error) {
          pending.reject(error instanceof Error ? error : new Error(String(error)));
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.#runningHere = false;
    }
  }

  #start(): void {
    const worker = new Worker(new URL("./worker.js", import.meta.url), { workerData: workerMarker });
    worker.unref();
    const held = new Map<number, Pending>();
    this.#workers.set(worker, held);
    worker.on("message", (answer: WorkerAnswer) => {
      const pending = held.get(answer.id);
      held.delete(answer.id);
      if (held.size === 0) worker.unref();
      if (pending !== undefined) {
        if ("error" in answer) {
          const { name, message } = answer.error;
          const error = name === "GeneratedCodeError" ? new GeneratedCodeError(message) : new Error(message);
          if (name !== "GeneratedCodeError") error.name = name;
          pending.reject(error);
        } else pending.resolve({ path: answer.path, text: answer.text });
      }
      this.#dispatch();
    });
    // A worker that fails or exits (it cannot load, it runs out of memory): its tasks come back to the queue.
    const lost = () => {
      if (this.#workers.get(worker) !== held) return;
      this.#workers.delete(worker);
      this.#alone = true;
      this.#queue.unshift(...held.values());
      held.clear();
      void this.#runHere();
    };
    worker.on("error", lost);
    worker.on("exit", lost);
  }
}

let shared: TaskPool | undefined;

function poolOf(threads: number): TaskPool {
  if (shared === undefined || shared.threads !== threads) shared = new TaskPool(threads);
  return shared;
}

/**
 * Starts the worker threads ahead of the work, so that they load while this thread is still busy (reading the
 * schema, printing the modules): for when the input is known to be large before it is emitted.
 */
export function startThreads(options: ParallelOptions = {}): void {
  const threads = threadCount(options);
  if (threads > 1) poolOf(threads).start();
}

/**
 * Joins the formatted pieces of one module: each ends with a newline, and the pieces were cut where the module
 * has a blank line between two statements, which the join puts back.
 */
export function joinFormattedPieces(pieces: readonly string[]): string {
  return pieces.join("\n");
}

/** Formats `text` in pieces of about `pieceCharacters` on this thread; see {@link joinFormattedPieces}. */
export async function formatInPieces(path: string, text: string, pieceCharacters: number): Promise<string> {
  if (!path.endsWith(".ts")) return formatFile(path, text);
  const pieces = splitStatements(text, Math.ceil(text.length / pieceCharacters));
  const formatted: string[] = [];
  for (const piece of pieces) formatted.push(await formatFile(path, piece));
  return joinFormattedPieces(formatted);
}

/** Formats generated files (as `formatFile` does each), on several threads when they are large. */
export async function formatFiles(
  files: readonly EmittedFile[],
  options: ParallelOptions = {},
): Promise<EmittedFile[]> {
  const threads = threadCount(options);
  if (threads === 1 || totalCharacters(files) < (options.minCharacters ?? defaults.minCharacters))
    return Promise.all(
      files.map(async (file) => ({ path: file.path, text: await formatFile(file.path, file.text) })),
    );
  const pool = poolOf(threads);
  const pieceCharacters = options.pieceCharacters ?? defaults.pieceCharacters;
  const split = files.map((file) =>
    file.path.endsWith(".ts") && file.text.length > pieceCharacters
      ? splitStatements(file.text, Math.ceil(file.text.length / pieceCharacters))
      : [file.text],
  );
  const formatted = pool.run(
    split.flatMap((pieces, index) =>
      pieces.map((text) => ({ kind: "format" as const, path: files[index]?.path ?? "", text })),
    ),
  );
  let next = 0;
  const byFile = split.map((pieces) => formatted.slice(next, (next += pieces.length)));
  return Promise.all(
    split.map(async (pieces, index) => {
      const file = files[index] as EmittedFile;
      const results = await Promise.allSettled(byFile[index] ?? []);
      const texts = results.flatMap((result) => (result.status === "fulfilled" ? [result.value.text] : []));
      if (texts.length === pieces.length) return { path: file.path, text: joinFormattedPieces(texts) };
      // A piece prettier refused: the file as a whole decides (and its error is the one reported).
      const failure = results.find((result) => result.status === "rejected");
      if (pieces.length === 1) throw failure?.reason;
      const whole = pool.run([
        { kind: "format", path: file.path, text: file.text },
      ])[0] as Promise<EmittedFile>;
      return { path: file.path, text: (await whole).text };
    }),
  );
}

/**
 * The `dist/` outputs of generated modules, as `transpileGenerated` makes them (for each source its `.js`,
 * then its `.d.ts`), on several threads when they are large. Throws `GeneratedCodeError` as it does.
 */
export async function transpileFiles(
  sources: readonly EmittedFile[],
  options: ParallelOptions = {},
): Promise<EmittedFile[]> {
  const threads = threadCount(options);
  if (threads === 1 || totalCharacters(sources) < (options.minCharacters ?? defaults.minCharacters))
    return transpileGenerated(sources);
  return Promise.all(
    poolOf(threads).run(
      sources.flatMap((source) => [
        { kind: "js" as const, path: source.path, text: source.text },
        { kind: "dts" as const, path: source.path, text: source.text },
      ]),
    ),
  );
}
