// Calls to a worker thread by id (generator/build/thread-calls.ts), which the formatting and transpiling threads
// share: answers reach their own calls, and a thread that dies rejects its pending calls and is started again.
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { ThreadCalls } from "../../generator/build/thread-calls.ts";

interface Answer {
  readonly id: number;
  readonly doubled: number;
}

// Answers in the reverse order of the requests, and dies on a negative number.
const source = `
const { parentPort } = require("node:worker_threads");
const held = [];
parentPort.on("message", ({ id, value }) => {
  if (value < 0) throw new Error("negative");
  held.push({ id, doubled: value * 2 });
  if (held.length === 2) for (const answer of held.reverse().splice(0)) parentPort.postMessage(answer);
});
`;

describe("calls to a worker thread", () => {
  it("hands each answer to its own call, and starts the thread once", async () => {
    let starts = 0;
    const calls = new ThreadCalls<Answer>(() => {
      starts++;
      return new Worker(source, { eval: true });
    });
    expect(calls.started).toBe(false);
    const answers = await Promise.all([calls.send({ value: 1 }), calls.send({ value: 2 })]);
    expect(answers.map((answer) => answer.doubled)).toEqual([2, 4]);
    expect(calls.started).toBe(true);
    expect(starts).toBe(1);
  });

  it("rejects the calls pending when the thread dies, and starts another for the next", async () => {
    let starts = 0;
    const calls = new ThreadCalls<Answer>(() => {
      starts++;
      return new Worker(source, { eval: true });
    });
    const pending = calls.send({ value: 1 });
    await expect(calls.send({ value: -1 })).rejects.toThrow(/negative/);
    await expect(pending).rejects.toThrow(/negative/);
    expect(calls.started).toBe(false);
    const answers = await Promise.all([calls.send({ value: 3 }), calls.send({ value: 4 })]);
    expect(answers.map((answer) => answer.doubled)).toEqual([6, 8]);
    expect(starts).toBe(2);
  });
});
