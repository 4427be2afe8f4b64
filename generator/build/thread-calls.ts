/**
 * Calls to a worker thread, each request answered by a message of the same `id`. The thread starts on the first
 * call and holds the process open only while calls are pending; one that fails rejects the calls pending, and the
 * next call starts another.
 */
import type { Worker } from "node:worker_threads";

interface Call<A> {
  resolve(answer: A): void;
  reject(error: Error): void;
}

export class ThreadCalls<A extends { readonly id: number }> {
  readonly #start: () => Worker;
  #worker: Worker | undefined;
  readonly #calls = new Map<number, Call<A>>();
  #nextId = 0;

  constructor(start: () => Worker) {
    this.#start = start;
  }

  /** Whether the thread runs. */
  get started(): boolean {
    return this.#worker !== undefined;
  }

  /** The thread's answer to `request`, sent with an `id` of its own. */
  send(request: object): Promise<A> {
    const thread = this.#thread();
    const id = this.#nextId++;
    thread.ref();
    return new Promise((resolve, reject) => {
      this.#calls.set(id, { resolve, reject });
      thread.postMessage({ ...request, id });
    });
  }

  #thread(): Worker {
    if (this.#worker !== undefined) return this.#worker;
    const started = this.#start();
    started.on("message", (answer: A) => {
      const call = this.#calls.get(answer.id);
      this.#calls.delete(answer.id);
      if (this.#calls.size === 0) started.unref();
      call?.resolve(answer);
    });
    started.on("error", (error) => {
      for (const call of this.#calls.values()) call.reject(error);
      this.#calls.clear();
      this.#worker = undefined;
    });
    this.#worker = started;
    return started;
  }
}
