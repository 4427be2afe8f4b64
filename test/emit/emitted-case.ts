// Emits one golden case of test/fixtures/emit/ with its runtime into a scratch folder under .tmp/ (so saxes
// resolves from this repository), for tests that load the generated package and use it.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { readConfig } from "../../generator/config.ts";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { generatePackage, readGeneratorInputs } from "../../generator/generate.ts";
import { readInterfaceVersion } from "../../generator/read.ts";
import { writeTree } from "../../generator/write/write-tree.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");

/** The folder of a golden case. */
export function fixtureFolder(name: string): string {
  return path.join(repositoryRoot, "test", "fixtures", "emit", name);
}

/** A case written out: the path of its `src/index.ts`, and how to remove it. */
export interface WrittenCase {
  readonly index: string;
  readonly remove: () => Promise<void>;
}

/** Generates case `name` as `generate` does and writes its `src/` (runtime included) to a scratch folder. */
export async function writeEmittedCase(name: string): Promise<WrittenCase> {
  const config = await readConfig(fixtureFolder(name));
  const [version] = config.interfaces;
  if (version === undefined) throw new Error(`${name}: no interface version`);
  const read = await readInterfaceVersion(config, version.version);
  if (read.model === undefined) throw new Error(read.diagnostics.map(formatDiagnostic).join("\n"));
  const result = await generatePackage(version, read.model, await readGeneratorInputs(config.schemaRoot));
  if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join("\n"));
  await mkdir(path.join(repositoryRoot, ".tmp"), { recursive: true });
  const scratch = await mkdtemp(path.join(repositoryRoot, ".tmp", `${name}-`));
  await writeTree(scratch, ["src"], result.sources);
  return {
    index: path.join(scratch, "src", "index.ts"),
    remove: () => rm(scratch, { recursive: true, force: true }),
  };
}
