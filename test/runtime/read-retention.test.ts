/**
 * A read keeps nothing of its document in memory: neither the names it remembers for the next
 * documents (xml-scanner.ts) nor the values it returns are views of the document, which would keep all of it.
 * Measured in a child process that can collect garbage on demand.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

it("keeps no document in memory through its names or the values read", () => {
  const run = spawnSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", path.join(import.meta.dirname, "read-retention-child.ts")],
    { encoding: "utf8" },
  );
  expect(run.status, run.stderr).toBe(0);
  // Each document is 16 MB; what stays is the values kept, the names remembered and the code's own data.
  expect(Number(run.stdout)).toBeLessThan(2 << 20);
});
