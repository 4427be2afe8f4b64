/**
 * Formatting (prettier) of the generated modules on every core: this thread and one worker thread per further
 * core. On large schemas it is most of the time `generate` takes, and each file is independent of the others.
 * Each file is one task: formatting goes by shape of statement (`format-by-shape.ts`), which one thread does
 * best with the whole module (cut in pieces, each thread formatted the same shapes again). Small inputs are done
 * on this thread alone: starting a worker (loading prettier into it) costs more CPU than they need.
 *
 * The tasks queued in one tick (`generate` queues a package's modules together) are handed
 * to every thread at once, and each thread takes the next task itself from a counter in shared memory: a
 * worker that finishes a task does not wait for this thread, which answers messages only between its own
 * tasks (seconds each on large modules), to give it the next one. With tasks handed out one by one, the
 * workers spent much of `generate` waiting.
 *
 * The output does not depend on the number of threads: every file comes out as `formatFile` makes it on one
 * thread.
 */
import { Worker } from "node:worker_threads";
import { GeneratedCodeError } from "./compile.ts";
import type { EmittedFile } from "../emit/emit-package.ts";
import { formatFile } from "./format.ts";
import { formatLaidOut } from "./laid-out.ts";
import {
  performTask,
  workerMarker,
  type BatchMessage,
  type Task,
  type WorkerAnswer,
} from "./worker-tasks.ts";

/** How the work is shared; the defaults suit `generate`, tests set them to exercise both paths. */
export interface ParallelOptions {
  /**
   * Threads, this one included. Default: `XMLAPI_CODEGEN_THREADS` when set, else 1, which does everything on
   * this thread: since formatting goes by the shapes of block items, prettier has too little left to share, and
   * a worker thread costs more (its start, its memory) than it saves.
   */
  readonly threads?: number;
  /** Below this many characters in all, everything is done on this thread. Default 1 MB. */
  readonly minCharacters?: number;
}

const defaults = { minCharacters: 1 << 20 };

/** `XMLAPI_CODEGEN_THREADS` sets the default number of threads (1: none started). */
function threadCount(options: ParallelOptions): number {
  const fromEnvironment = Number(process.env["XMLAPI_CODEGEN_THREADS"] ?? Number.NaN);
  const threads = options.threads ?? (fromEnvironment >= 1 ? fromEnvironment : 1);
  return Math.max(1, Math.floor(threads));
}

function totalCharacters(files: readonly EmittedFile[]): number {
  return files.reduce((sum, file) => sum + file.text.length, 0);
}

interface Pending {
  readonly task: Task;
  readonly resolve: (file: EmittedFile) => void;
  readonly reject: (error: Error) => void;
  settled: boolean;
}

/**
 * Tasks handed out together: every thread (this one and each worker) holds the whole list and takes the next
 * task by incrementing a counter in shared memory, so that a worker never waits for this thread to give it
 * work (this thread answers messages only between its own tasks, which take seconds on large modules).
 * `claims[0]` is the next task; `claims[1 + i]` is who took task `i` (0 nobody yet, else `owner`).
 */
interface Batch {
  readonly id: number;
  readonly pending: readonly Pending[];
  readonly claims: Int32Array;
  unsettled: number;
}

/** Owner number of this thread in `Batch.claims`; workers are 2, 3, ... */
const thisThread = 1;

/**
 * Runs tasks on this thread and on `threads - 1` worker threads. Tasks queued in the same tick form one batch,
 * taken largest first. Idle workers do not keep the process alive, so the pool needs no closing; it lives as
 * long as the process.
 */
class TaskPool {
  readonly threads: number;
  /** Tasks queued in this tick, made a batch at its end. */
  #queued: Pending[] = [];
  /** Batches with tasks not settled, by id. */
  readonly #batches = new Map<number, Batch>();
  /** Batches this thread may still take tasks from, in order. */
  readonly #open: Batch[] = [];
  /** Tasks of a lost worker, done again here. */
  readonly #redo: Pending[] = [];
  readonly #workers = new Map<Worker, number>();
  #nextBatch = 0;
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
          this.#queued.push({ task, resolve, reject, settled: false });
        }),
    );
    if (this.#queued.length === tasks.length && tasks.length > 0) queueMicrotask(() => this.#flush());
    return results;
  }

  /** Starts the workers now instead of with the first tasks. */
  start(): void {
    while (!this.#alone && this.#workers.size < this.threads - 1) this.#start();
  }

  /** Makes the tasks queued in this tick a batch, largest first, and hands it to every thread. */
  #flush(): void {
    const pending = this.#queued.sort((a, b) => b.task.text.length - a.task.text.length);
    this.#queued = [];
    if (pending.length === 0) return;
    const batch: Batch = {
      id: this.#nextBatch++,
      pending,
      claims: new Int32Array(new SharedArrayBuffer(4 * (pending.length + 1))),
      unsettled: pending.length,
    };
    this.#batches.set(batch.id, batch);
    this.#open.push(batch);
    this.start();
    const message: BatchMessage = {
      batch: batch.id,
      tasks: pending.map((entry) => entry.task),
      claims: batch.claims,
    };
    for (const worker of this.#workers.keys()) {
      worker.ref();
      worker.postMessage(message);
    }
    // From the next turn of the event loop: while this thread is busy (emitting), the workers take the tasks.
    setImmediate(() => void this.#runHere());
  }

  /** Whether worker threads were started (and none was lost). */
  get started(): boolean {
    return this.#workers.size > 0 && !this.#alone;
  }

  #settle(batch: Batch, index: number, outcome: { file: EmittedFile } | { error: Error }): void {
    const pending = batch.pending[index];
    if (pending === undefined || pending.settled) return;
    pending.settled = true;
    if ("file" in outcome) pending.resolve(outcome.file);
    else pending.reject(outcome.error);
    if (--batch.unsettled > 0) return;
    this.#batches.delete(batch.id);
    if (this.#batches.size === 0) for (const worker of this.#workers.keys()) worker.unref();
  }

  /** The next task of this thread: one given back by a lost worker, else the next of the open batches. */
  #next(): { batch: Batch; index: number } | { pending: Pending } | undefined {
    const redo = this.#redo.shift();
    if (redo !== undefined) return { pending: redo };
    for (let batch = this.#open[0]; batch !== undefined; batch = this.#open[0]) {
      const index = Atomics.add(batch.claims, 0, 1);
      if (index < batch.pending.length) {
        Atomics.store(batch.claims, 1 + index, thisThread);
        return { batch, index };
      }
      this.#open.shift();
    }
    return undefined;
  }

  /** This thread's share: tasks until none is left, letting the workers' answers in between. */
  async #runHere(): Promise<void> {
    if (this.#runningHere) return;
    this.#runningHere = true;
    try {
      for (let next = this.#next(); next !== undefined; next = this.#next()) {
        const pending = "pending" in next ? next.pending : next.batch.pending[next.index];
        if (pending === undefined || pending.settled) continue;
        const taken = next;
        const finish = (outcome: { file: EmittedFile } | { error: Error }) => {
          if ("pending" in taken) {
            if (!pending.settled) {
              const owner = [...this.#batches.values()].find((batch) => batch.pending.includes(pending));
              if (owner !== undefined) this.#settle(owner, owner.pending.indexOf(pending), outcome);
            }
          } else this.#settle(taken.batch, taken.index, outcome);
        };
        const running = performTask(pending.task).then(
          (file) => ({ file }),
          (error: unknown) => ({ error: error instanceof Error ? error : new Error(String(error)) }),
        );
        finish(await running);
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.#runningHere = false;
    }
  }

  #start(): void {
    const owner = thisThread + 1 + this.#workers.size;
    const worker = new Worker(new URL("./worker.js", import.meta.url), {
      workerData: { ...workerMarker, owner },
    });
    this.#workers.set(worker, owner);
    worker.on("message", (answer: WorkerAnswer) => {
      const batch = this.#batches.get(answer.batch);
      if (batch === undefined) return;
      if ("error" in answer) {
        const { name, message } = answer.error;
        const error = name === "GeneratedCodeError" ? new GeneratedCodeError(message) : new Error(message);
        if (name !== "GeneratedCodeError") error.name = name;
        this.#settle(batch, answer.index, { error });
      } else this.#settle(batch, answer.index, { file: { path: answer.path, text: answer.text } });
    });
    // A worker that fails or exits (it cannot load, it runs out of memory): the tasks it took and did not
    // answer are done here, and so are those taken by nobody yet (no more workers are started).
    const lost = () => {
      if (!this.#workers.has(worker)) return;
      this.#workers.delete(worker);
      this.#alone = true;
      for (const batch of this.#batches.values())
        batch.pending.forEach((pending, index) => {
          const taker = Atomics.load(batch.claims, 1 + index);
          const taken = index < Atomics.load(batch.claims, 0);
          if (!pending.settled && taken && (taker === owner || taker === 0)) this.#redo.push(pending);
        });
      void this.#runHere();
    };
    worker.on("error", lost);
    worker.on("exit", lost);
    // After the listeners: adding one makes the worker keep the process alive again.
    if (this.#batches.size === 0) worker.unref();
  }
}

let shared: TaskPool | undefined;

/**
 * Whether files totalling `characters` are done on this thread alone: with one thread, or when they are few
 * and no worker was started (once started, for a large schema, the workers take even small files).
 */
function alone(threads: number, characters: number, options: ParallelOptions): boolean {
  if (threads === 1) return true;
  if (characters >= (options.minCharacters ?? defaults.minCharacters)) return false;
  return !(shared?.threads === threads && shared.started);
}

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
 * Formats generated files (as `formatFile` does each), on several threads when they are large; the parts the
 * emitter laid out itself are kept out of prettier (`formatLaidOut`).
 */
export async function formatFiles(
  files: readonly EmittedFile[],
  options: ParallelOptions = {},
): Promise<EmittedFile[]> {
  return formatLaidOut(files, (skeletons) => formatWithPrettier(skeletons, options));
}

async function formatWithPrettier(
  files: readonly EmittedFile[],
  options: ParallelOptions,
): Promise<EmittedFile[]> {
  const threads = threadCount(options);
  if (alone(threads, totalCharacters(files), options))
    return Promise.all(
      files.map(async (file) => ({ path: file.path, text: await formatFile(file.path, file.text) })),
    );
  return Promise.all(
    poolOf(threads).run(files.map((file) => ({ kind: "format" as const, path: file.path, text: file.text }))),
  );
}
