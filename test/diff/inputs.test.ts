import { execFileSync } from "node:child_process";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GeneratorConfig } from "../../generator/config.ts";
import { gitFileSource } from "../../generator/diff/git-source.ts";
import type { ModelReader } from "../../generator/diff/inputs.ts";
import type { FileSource, ReadResult } from "../../generator/read.ts";
import { runDiff, type DiffRunOptions } from "../../generator/diff/run-diff.ts";
import { complexType, model } from "./model-factory.ts";

/**
 * A stand-in for the front end: each entry file holds a namespace URI (or `broken`); the model has one
 * type `T` in each namespace read. Records where it read from.
 */
function fakeReader(reads: string[]): ModelReader {
  const read = async (root: string, entries: readonly string[], source?: FileSource): Promise<ReadResult> => {
    const namespaces: string[] = [];
    for (const entry of entries) {
      const text =
        source === undefined ? await readFile(path.join(root, entry), "utf8") : await source.readFile(entry);
      reads.push(source === undefined ? path.join(root, entry) : source.describe(entry));
      if (text.trim() === "broken")
        return {
          diagnostics: [
            { severity: "error", message: "not a WSDL", location: { file: entry, line: 1, column: 1 } },
          ],
        };
      namespaces.push(text.trim());
    }
    return {
      model: {
        ...model({ types: namespaces.map((namespace) => complexType("T", { namespace })) }),
        namespaces,
      },
      diagnostics: [],
    };
  };
  return {
    readModel: (options) => read(options.root, options.entries, options.source),
    readInterfaceVersion: (config: GeneratorConfig, version, source) => {
      const entry = config.interfaces.find((item) => item.version === version);
      return entry === undefined
        ? Promise.resolve({ diagnostics: [] })
        : read(config.schemaRoot, entry.wsdl, source);
    },
  };
}

let repository = "";
let schemaRoot = "";
const git = (...args: string[]): string =>
  execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.invalid", ...args], {
    cwd: repository,
    encoding: "utf8",
  });

beforeAll(async () => {
  repository = await mkdtemp(path.join(tmpdir(), "diff-git-"));
  schemaRoot = path.join(repository, "schema");
  await mkdir(path.join(schemaRoot, "1"), { recursive: true });
  const interfaces = {
    interfaces: [
      { version: "1", namespace: "urn:one", package: "@x/v1", directory: "v1", wsdl: ["1/a.wsdl"] },
    ],
  };
  await writeFile(path.join(schemaRoot, "interfaces.json"), JSON.stringify(interfaces));
  await writeFile(path.join(schemaRoot, "1", "a.wsdl"), "urn:first\n");
  git("init", "-q");
  git("add", ".");
  git("commit", "-q", "-m", "first");
  await writeFile(path.join(schemaRoot, "1", "a.wsdl"), "urn:second\n");
  git("commit", "-q", "-am", "second");
  // An uncommitted edit: git sides must not see it, work-tree sides must.
  await writeFile(path.join(schemaRoot, "1", "a.wsdl"), "urn:worktree\n");
});

afterAll(async () => {
  await rm(repository, { recursive: true, force: true });
});

async function diff(sides: [string, string], options: Partial<DiffRunOptions> = {}) {
  const reads: string[] = [];
  let stdout = "";
  let stderr = "";
  const code = await runDiff(
    sides,
    { format: "json", failOn: "breaking", mapNamespace: [], schemaRoot, ...options },
    fakeReader(reads),
    { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), color: false },
  );
  return {
    code,
    stdout,
    stderr,
    reads,
    json:
      stdout === ""
        ? undefined
        : (JSON.parse(stdout) as { old: { namespaces: string[] }; new: { namespaces: string[] } }),
  };
}

describe("git file source", () => {
  it("reads a file as it was at a revision and names it so", async () => {
    const source = gitFileSource({ cwd: repository, revision: "HEAD~1", folder: "schema" });
    expect(await source.readFile("1/a.wsdl")).toBe("urn:first\n");
    expect(source.describe("1/../1/a.wsdl")).toBe("git:HEAD~1:schema/1/a.wsdl");
  });

  it("lists the files of a folder as they were, its top folder included", async () => {
    expect(
      await gitFileSource({ cwd: repository, revision: "HEAD~1", folder: "schema" }).listFolder("."),
    ).toEqual(["interfaces.json"]);
    expect(
      await gitFileSource({ cwd: schemaRoot, revision: "HEAD", folder: "" }).listFolder("schema/1"),
    ).toEqual(["a.wsdl"]);
  });

  it("refuses paths leaving its folder", async () => {
    const source = gitFileSource({ cwd: repository, revision: "HEAD", folder: "schema/1" });
    await expect(source.readFile("../interfaces.json")).rejects.toThrow(/outside schema\/1/);
  });
});

describe("diff sides", () => {
  it("compares a revision with the work tree, taking the version from the other side", async () => {
    const status = git("status", "--porcelain");
    const result = await diff(["git:HEAD~1", "1"]);
    expect(result.json?.old.namespaces).toEqual(["urn:first"]);
    expect(result.json?.new.namespaces).toEqual(["urn:worktree"]);
    expect(result.reads).toEqual(["git:HEAD~1:schema/1/a.wsdl", path.join(schemaRoot, "1/a.wsdl")]);
    expect(git("status", "--porcelain")).toBe(status);
  });

  it("reads two revisions by version, folder and file", async () => {
    const byVersion = await diff(["git:HEAD~1:1", "git:HEAD:1"]);
    expect([byVersion.json?.old.namespaces, byVersion.json?.new.namespaces]).toEqual([
      ["urn:first"],
      ["urn:second"],
    ]);
    const byPath = await diff(["git:HEAD~1:schema/1", "git:HEAD:schema/1/a.wsdl"]);
    expect(byPath.reads).toEqual(["git:HEAD~1:schema/1/a.wsdl", "git:HEAD:schema/1/a.wsdl"]);
  });

  it("reads a folder or a file of the work tree", async () => {
    const result = await diff([path.join(schemaRoot, "1"), path.join(schemaRoot, "1", "a.wsdl")]);
    expect(result.code).toBe(0);
    expect(result.json?.new.namespaces).toEqual(["urn:worktree"]);
  });
});

describe("exit codes", () => {
  it("is 1 when something breaks, 0 when the fail level is above it", async () => {
    expect((await diff(["git:HEAD~1:1", "1"])).code).toBe(1);
    expect((await diff(["git:HEAD~1:1", "1"], { failOn: "none" })).code).toBe(0);
    expect((await diff(["1", "1"], { failOn: "dangerous" })).code).toBe(0);
  });

  it("is 2 with the reader's diagnostics when a side cannot be read", async () => {
    await writeFile(path.join(repository, "broken.wsdl"), "broken\n");
    const result = await diff(["1", path.join(repository, "broken.wsdl")]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("broken.wsdl:1:1: error: not a WSDL");
    expect(result.stdout).toBe("");
  });

  it.each([
    [["git:no-such-rev:1", "1"], /not a revision/],
    [["git:HEAD", path.join(repository, "nowhere")], /needs a version or path/],
    [["1", path.join(repository, "nowhere")], /neither an interface version .* nor an existing path/],
    [["git:HEAD:nothing/here", "1"], /neither an interface version .* nor a path at HEAD/],
  ] as const)("is 2 for %j", async (sides, message) => {
    const result = await diff([sides[0], sides[1]]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it("applies --map-namespace", async () => {
    const result = await diff(["git:HEAD~1:1", "1"], { mapNamespace: ["urn:first=urn:worktree"] });
    expect(result.stdout).toContain('"origin": "option"');
  });
});
