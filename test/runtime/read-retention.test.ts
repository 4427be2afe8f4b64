/**
 * A read keeps nothing of its document once its value is dropped: the names it remembers for the next
 * documents (xml-scanner.ts) are copies, not views of the document, which would keep all of it in memory.
 * Measured in a child process that can collect garbage on demand.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

it("keeps no document in memory after reading it", () => {
  const run = spawnSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", path.join(import.meta.dirname, "read-retention-child.ts")],
    { encoding: "utf8" },
  );
  expect(run.status, run.stderr).toBe(0);
  // The document is 16 MB; what stays is the remembered names and the code's own data.
  expect(Number(run.stdout)).toBeLessThan(2 << 20);
});
