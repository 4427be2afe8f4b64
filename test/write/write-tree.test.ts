import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changedFiles, listFiles, unifiedDiff, writeTree } from "../../generator/write/write-tree.ts";

let root = "";
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "write-tree-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const files = [
  { path: "v1/src/types.ts", text: "export type A = string;\n" },
  { path: "v1/README.md", text: "# v1\n" },
];

describe("writeTree and changedFiles", () => {
  it("replaces package folders, leaving other folders alone, and then finds nothing changed", async () => {
    await mkdir(path.join(root, "v1", "src"), { recursive: true });
    await writeFile(path.join(root, "v1", "src", "stale.ts"), "old");
    await mkdir(path.join(root, "other"));
    await writeFile(path.join(root, "other", "keep.txt"), "keep");
    await writeTree(root, ["v1"], files);
    expect(await listFiles(root)).toEqual(["other/keep.txt", "v1/README.md", "v1/src/types.ts"]);
    expect(await changedFiles(root, ["v1"], files)).toEqual([]);
  });

  it("reports a hand-edited, a missing and an extra file, with a unified diff", async () => {
    await writeTree(root, ["v1"], files);
    await writeFile(path.join(root, "v1", "src", "types.ts"), "export type A = number;\n");
    await writeFile(path.join(root, "v1", "extra.ts"), "x");
    await rm(path.join(root, "v1", "README.md"));
    const changed = await changedFiles(root, ["v1"], files);
    expect(changed).toEqual(["v1/README.md", "v1/extra.ts", "v1/src/types.ts"]);
    const diff = await unifiedDiff(root, changed, files);
    expect(diff).toContain("-export type A = number;\n+export type A = string;");
    expect(diff).toContain("+# v1");
    expect(diff).toContain("deleted file mode");
    expect(await readFile(path.join(root, "v1", "src", "types.ts"), "utf8")).toBe(
      "export type A = number;\n",
    );
  });

  it("replaces and compares the root files it owns, leaving the others alone", async () => {
    const owns = (name: string) => name.startsWith("report-");
    const withReport = [...files, { path: "report-1-2.md", text: "# report\n" }];
    await writeFile(path.join(root, "report-0-1.md"), "stale");
    await writeFile(path.join(root, "NOTES.md"), "keep");
    expect(await changedFiles(root, ["v1"], withReport, owns)).toEqual([
      "report-0-1.md",
      "report-1-2.md",
      "v1/README.md",
      "v1/src/types.ts",
    ]);
    await writeTree(root, ["v1"], withReport, owns);
    expect(await listFiles(root)).toEqual(["NOTES.md", "report-1-2.md", "v1/README.md", "v1/src/types.ts"]);
    expect(await changedFiles(root, ["v1"], withReport, owns)).toEqual([]);
    await writeFile(path.join(root, "report-1-2.md"), "# edited\n");
    const changed = await changedFiles(root, ["v1"], withReport, owns);
    expect(changed).toEqual(["report-1-2.md"]);
    expect(await unifiedDiff(root, changed, withReport)).toContain("-# edited\n+# report");
  });
});
