// A small bounded version of `npm run load`: valid and hostile requests at the same time against the sample
// server in a child process on 127.0.0.1. Asserts only what does not depend on the machine's speed: no failed
// valid request, no crash, no unhandled rejection, no hostile request answered with a success.
import { expect, it } from "vitest";
import { runLoad } from "../hostile/load-run.ts";

it("serves every valid request while hostile ones arrive, and does not crash", async () => {
  const figures = await runLoad({ amount: 400, connections: 4, slowClients: 4, settleMs: 0 });
  expect({
    validSent: figures.valid.sent,
    validFailed: figures.valid.failed,
    failures: figures.valid.failures,
    hostileSucceeded: figures.hostile.succeeded,
    bombsUnexpected: figures.bombs.unexpected,
    crashes: figures.crashes,
    unhandledRejections: figures.unhandledRejections,
  }).toEqual({
    validSent: 400,
    validFailed: 0,
    failures: [],
    hostileSucceeded: 0,
    bombsUnexpected: 0,
    crashes: 0,
    unhandledRejections: 0,
  });
  expect(figures.hostile.sent).toBeGreaterThan(0);
  expect(figures.bombs.sent).toBeGreaterThan(0);
});
