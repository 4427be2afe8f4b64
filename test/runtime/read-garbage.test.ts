/**
 * What a read allocates beyond the value it returns (its garbage), per element, for three shapes that large
 * documents are made of: fragments kept as XML, a long repeated choice, and text with references. Garbage is
 * what brings the next collection closer, and a collection during a read copies everything read so far: the
 * dense benchmark message (dense-message.ts) spent most of its time there. Measured in a child process whose
 * young generation holds a whole read, so that no collection runs during one and the heap grows by exactly
 * what it allocates. Each bound sits between what the reader allocates now and what it did before.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const child = path.join(import.meta.dirname, "read-garbage-child.ts");

it("reads fragments, long choices and references without garbage of their size", () => {
  const run = spawnSync(
    process.execPath,
    ["--expose-gc", "--min-semi-space-size=256", "--max-semi-space-size=256", "--import", "tsx", child],
    { encoding: "utf8" },
  );
  expect(run.status, run.stderr).toBe(0);
  const garbage = JSON.parse(run.stdout) as { kept: number; choices: number; references: number };
  // Per fragment of two elements: no record of the attributes, no object per attribute, no slice of a
  // namespace declared again, and only what is its own in each inner element's reader.
  expect(garbage.kept).toBeLessThan(240);
  // Per item: blocks of a fixed size made one array at the end, not an array that copies itself as it grows.
  expect(garbage.choices).toBeLessThan(38);
  // Per text: references replaced on the document's range, not on a slice of it.
  expect(garbage.references).toBeLessThan(180);
});
