/**
 * The scanner never reads past the end of a document, truncated ones included. Such a read (charCodeAt gives
 * NaN) makes V8 deoptimize the scanner's code and call a builtin for that read from then on: a process that had
 * read truncated documents read every later document with a fifth more instructions. Checked in V8's own
 * traces, in a child process that reads a document until the scanner is optimized, then every truncated copy.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const child = path.join(import.meta.dirname, "scanner-end-child.ts");
// The scanner's methods: private names no other module of the runtime uses.
const SCANNER_METHODS = [
  "#name",
  "#attributes",
  "#element",
  "#simpleText",
  "#content",
  "#endTag",
  "#skipSpaces",
];

it("reads truncated documents without deoptimizing a read past their end", () => {
  const run = spawnSync(
    process.execPath,
    ["--single-threaded", "--trace-opt", "--trace-deopt", "--import", "tsx", child],
    { encoding: "utf8", maxBuffer: 64 << 20 },
  );
  expect(run.status, run.stderr).toBe(0);
  const trace = run.stdout;
  expect(trace).toContain("--- done");
  const [warmUp = ""] = trace.split("--- truncated documents");
  // The premise: the scanner's methods were optimized before the truncated documents came.
  for (const method of ["#name", "#attributes", "#element", "#content"]) {
    expect(warmUp, `${method} optimized during the warm-up`).toMatch(
      new RegExp(`completed compiling [^\\n]*<JSFunction ${method} `),
    );
  }
  // Complete documents end too: after the root element, spaces are skipped up to the end.
  const pastTheEnd = trace
    .split("\n")
    .filter((line) => line.includes("reason: out of bounds"))
    .filter((line) => SCANNER_METHODS.some((method) => line.includes(`<JSFunction ${method} `)));
  expect(pastTheEnd).toEqual([]);
});
