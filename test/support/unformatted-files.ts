// What generate hands to formatting for every package of schema/ (or of another schema root): the modules as the emitters print them and
// the rendered files, with paths under generated/ (`v15/src/types.ts`). Shared by the tests of the passes that
// take that text (formatting in pieces) and of the declarations printed with it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readConfig } from "../../generator/config.ts";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { EmittedFile } from "../../generator/emit/emit-package.ts";
import { generatePackage, readGeneratorInputs } from "../../generator/generate.ts";
import { readInterfaceVersion } from "../../generator/read.ts";
import { writeSyntheticSchema } from "../bench/synthetic-wsdl.ts";

const schemaRoot = path.resolve(import.meta.dirname, "..", "..", "schema");

export async function unformattedSchemaFiles(root = schemaRoot): Promise<EmittedFile[]> {
  const config = await readConfig(root);
  const inputs = await readGeneratorInputs(config.schemaRoot);
  const unformatted: EmittedFile[] = [];
  for (const version of config.interfaces) {
    const read = await readInterfaceVersion(config, version.version);
    if (read.model === undefined) throw new Error(read.diagnostics.map(formatDiagnostic).join("\n"));
    // Handed back as they came: what generate makes of them is not what these tests look at.
    const result = await generatePackage(version, read.model, inputs, (files) => {
      unformatted.push(...files.map((file) => ({ ...file, path: `${version.directory}/${file.path}` })));
      return Promise.resolve([...files]);
    });
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join("\n"));
  }
  return unformatted;
}

/** The same for the synthetic service of the benchmark (`types` complex types, `operations` operations). */
export async function unformattedSyntheticFiles(types: number, operations: number): Promise<EmittedFile[]> {
  const root = await mkdtemp(path.join(tmpdir(), "synthetic-schema-"));
  try {
    await writeSyntheticSchema(root, types, operations);
    return await unformattedSchemaFiles(root);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
