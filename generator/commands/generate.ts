import path from "node:path";
import { defaultSchemaRoot, readConfig } from "../config.ts";
import { formatDiagnostic, sortDiagnostics } from "../diagnostics.ts";
import { generateAll, readGeneratorInputs } from "../generate.ts";
import { readInterfaceVersion } from "../read.ts";
import { writeTree } from "../write/write-tree.ts";
import type { CliCommand } from "./command.ts";

/** Options shared by `generate` and `check`. */
export interface GenerateCommandOptions {
  readonly schema: string;
  readonly out: string;
}

/** Generates every package in memory; prints diagnostics; undefined when an error stopped it. */
export async function generateInMemory(options: GenerateCommandOptions) {
  const config = await readConfig(options.schema);
  const inputs = { ...(await readGeneratorInputs(config.schemaRoot)), outputRoot: path.resolve(options.out) };
  const result = await generateAll(
    config,
    (cfg, version) => readInterfaceVersion(cfg, version.version),
    inputs,
  );
  for (const diagnostic of sortDiagnostics(result.diagnostics)) console.error(formatDiagnostic(diagnostic));
  const failed = result.diagnostics.some((diagnostic) => diagnostic.severity === "error");
  return failed ? undefined : result.packages;
}

export const generateCommand: CliCommand = {
  register(program, finish) {
    program
      .command("generate")
      .description("generate one npm package per interface version from schema/ into generated/")
      .option("--schema <dir>", "schema root holding interfaces.json", defaultSchemaRoot)
      .option("--out <dir>", "output root", path.resolve(defaultSchemaRoot, "..", "generated"))
      .action(async (options: GenerateCommandOptions) => {
        const started = performance.now();
        const packages = await generateInMemory(options);
        if (packages === undefined) return finish(2);
        const files = packages.flatMap((generated) => generated.files);
        await writeTree(
          path.resolve(options.out),
          packages.map((generated) => generated.directory),
          files,
        );
        const types = packages.reduce((sum, generated) => sum + generated.typeCount, 0);
        const operations = packages.reduce((sum, generated) => sum + generated.operationCount, 0);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          `generated ${packages.length} packages (${packages.map((generated) => generated.directory).join(", ")}): ` +
            `${files.length} files, ${types} types, ${operations} operations in ${seconds}s`,
        );
        finish(0);
      });
  },
};
