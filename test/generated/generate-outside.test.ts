// `generate` into a folder outside the repository, started from outside it: the runtime compiles (saxes and
// @types/node resolve from the generator's own node_modules, not from the output folder or the working
// directory), the packages equal generated/, and a compile error prints without terminal colours when
// stderr is not a terminal.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { GeneratedCodeError } from "../../generator/build/compile.ts";
import { compileRuntime } from "../../generator/build/compile-runtime.ts";
import { listFiles } from "../../generator/write/write-tree.ts";
import { generatedRoot, repositoryRoot } from "./support.ts";

const run = promisify(execFile);
const escape = "\u001b[";

describe("generate --out <a folder outside the repository>", () => {
  let scratch = "";

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("writes the same packages as generated/, from a working directory outside the repository", async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-generate-"));
    const out = path.join(scratch, "out");
    const result = await run(
      process.execPath,
      [path.join(repositoryRoot, "generator", "bin.js"), "generate", "--out", out],
      {
        cwd: scratch,
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((error: { code?: number; stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? "",
      stderr: `exit ${error.code}: ${error.stderr ?? String(error)}`,
    }));
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/^generated 2 packages \(v14, v15\)/);
    const files = (await listFiles(out)).filter((file) => file !== "diff-14-15.md");
    expect(files).toEqual((await listFiles(generatedRoot)).filter((file) => file !== "diff-14-15.md"));
    expect(files).toContain("v15/dist/runtime/xml-reader.js");
    const different: string[] = [];
    for (const file of files)
      if (
        (await readFile(path.join(out, file), "utf8")) !==
        (await readFile(path.join(generatedRoot, file), "utf8"))
      )
        different.push(file);
    expect(different).toEqual([]);
  });
});

describe("compileRuntime", () => {
  const broken = [
    {
      path: "src/runtime/broken.ts",
      text: 'import { SaxesParser } from "saxes";\nexport const parser: number = new SaxesParser();\n',
    },
  ];

  it("reports a compile error without terminal colours unless asked for them", () => {
    const report = (colour: boolean) => {
      try {
        compileRuntime(broken, colour);
      } catch (error) {
        if (error instanceof GeneratedCodeError) return error.message;
        throw error;
      }
      throw new Error("the broken runtime compiled");
    };
    const plain = report(false);
    // saxes resolved (the error is about the type, not a missing module) although no output folder exists.
    expect(plain).toContain("TS2322");
    expect(plain).not.toContain("TS2307");
    expect(plain).toContain("src/runtime/broken.ts");
    expect(plain).not.toContain(escape);
    expect(report(true)).toContain(escape);
  });
});
