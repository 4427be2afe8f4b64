/**
 * The readers' optimised code survives full collections between documents. V8 drops the hidden classes no live
 * object has at a full collection, and the optimised code built on them: the objects that read one document
 * (a scanner, a saxes reader and its parser, the reader of an element inside kept XML) were all gone between
 * documents, so each such collection deoptimised the readers, and after a few of them reading stayed slow.
 * Checked in V8's own traces, in a child process that collects before each round of reads.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { constructsWsdl } from "../bench/dense-message.ts";

const child = path.join(import.meta.dirname, "hidden-class-child.ts");
// Functions of each reader (and of the reader of kept XML, on the scanner's path), by names no other function of
// the runtime has. saxes's own objects for each tag (attribute records, namespace scopes) come and go with their
// hidden classes whatever the runtime keeps: the saxes path is checked in the functions that do not read them.
const READER_FUNCTIONS = {
  scanner: [
    "#name",
    "#attributes",
    "#element",
    "#value",
    "#content",
    "#accept",
    "#characters",
    "#endTag",
    "readStartTag",
    "recordUse",
  ],
  saxes: ["#close", "#text"],
};

const folder = mkdtempSync(path.join(tmpdir(), "hidden-class-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it("keeps the readers' optimised code across full collections between documents", () => {
  const generator = path.join(import.meta.dirname, "..", "..", "generator", "bin.js");
  const generated = spawnSync(process.execPath, [generator, "generate", constructsWsdl, "--out", folder], {
    encoding: "utf8",
  });
  expect(generated.status, generated.stderr).toBe(0);
  for (const [reader, functions] of Object.entries(READER_FUNCTIONS)) {
    const run = spawnSync(
      process.execPath,
      [
        "--single-threaded",
        "--expose-gc",
        "--trace-opt",
        "--trace-deopt",
        "--import",
        "tsx",
        child,
        folder,
        reader,
      ],
      { encoding: "utf8", maxBuffer: 256 << 20 },
    );
    expect(run.status, run.stderr).toBe(0);
    const trace = run.stdout;
    expect(trace).toContain("--- done");
    const [warmUp = "", afterWarmUp = ""] = trace.split("--- round 3");
    // The premise: the reader's functions were optimised before the rounds checked.
    for (const name of functions.slice(0, 2)) {
      expect(warmUp, `${reader}: ${name} optimized during the warm-up`).toMatch(
        new RegExp(`completed compiling [^\\n]*<JSFunction ${name} `),
      );
    }
    const dropped = afterWarmUp
      .split("\n")
      .filter((line) => line.includes("reason: weak objects"))
      .filter((line) => functions.some((name) => line.includes(`<SharedFunctionInfo ${name}>`)));
    expect(dropped, reader).toEqual([]);
  }
});
