import path from "node:path";
import { defaultSchemaRoot, readConfig } from "../config.ts";
import { formatDiagnostic, sortDiagnostics } from "../diagnostics.ts";
import { isVersionReportPath } from "../diff/version-report.ts";
import { generateAll, readGeneratorInputs, type GeneratedPackage } from "../generate.ts";
import type { EmittedFile } from "../emit/emit-package.ts";
import { readNamesFile } from "../naming/names-file.ts";
import { readInterfaceVersion } from "../read.ts";
import { writeTree } from "../write/write-tree.ts";
import type { CliCommand } from "./command.ts";
import { inputLimitBytes, withInputLimit } from "./input-limit.ts";

/** Options shared by `generate` and `check`. */
export interface GenerateCommandOptions {
  readonly schema: string;
  readonly out: string;
  /** `--max-input-mb`, as given. */
  readonly maxInputMb: string;
  /** A names file (`--names`): the user's own TypeScript names. */
  readonly names?: string;
}

/** Everything `generate` writes under the output root, in memory. */
export interface GeneratedOutput {
  readonly packages: readonly GeneratedPackage[];
  /** Version reports at the output root (`diff-14-15.md`). */
  readonly reports: readonly EmittedFile[];
  /** The package folders, replaced as a whole. */
  readonly directories: readonly string[];
  /** Every file, paths relative to the output root. */
  readonly files: readonly EmittedFile[];
}

/** Root files of `generated/` that belong to the generator: the version reports. */
export const ownsRootFile = isVersionReportPath;

/** Generates every package and version report in memory; prints diagnostics; undefined when an error stopped it. */
export async function generateInMemory(
  options: GenerateCommandOptions,
): Promise<GeneratedOutput | undefined> {
  const maxInputBytes = inputLimitBytes(options.maxInputMb);
  if (typeof maxInputBytes === "string") {
    console.error(`xmlapi-codegen: ${maxInputBytes}`);
    return undefined;
  }
  const config = await readConfig(options.schema);
  const names = options.names === undefined ? undefined : await readNamesFile(options.names);
  for (const diagnostic of names?.diagnostics ?? []) console.error(formatDiagnostic(diagnostic));
  if (names !== undefined && names.overrides === undefined) return undefined;
  const inputs = {
    ...(await readGeneratorInputs(config.schemaRoot)),
    ...(names?.overrides === undefined ? {} : { names: names.overrides }),
  };
  const result = await generateAll(
    config,
    (cfg, version) => readInterfaceVersion(cfg, version.version, undefined, maxInputBytes),
    inputs,
  );
  for (const diagnostic of sortDiagnostics(result.diagnostics)) console.error(formatDiagnostic(diagnostic));
  const failed = result.diagnostics.some((diagnostic) => diagnostic.severity === "error");
  if (failed) return undefined;
  const { packages, reports } = result;
  return {
    packages,
    reports,
    directories: packages.map((generated) => generated.directory),
    files: [...packages.flatMap((generated) => generated.files), ...reports],
  };
}

export const generateCommand: CliCommand = {
  register(program, finish) {
    withInputLimit(program.command("generate"))
      .description(
        "generate one npm package per interface version, and the markdown review of each version against the previous one, from schema/ into generated/",
      )
      .option("--schema <dir>", "schema root holding interfaces.json", defaultSchemaRoot)
      .option("--out <dir>", "output root", path.resolve(defaultSchemaRoot, "..", "generated"))
      .option(
        "--names <file>",
        "JSON file of your own TypeScript names for schema components (see dump --names)",
      )
      .action(async (options: GenerateCommandOptions) => {
        const started = performance.now();
        const output = await generateInMemory(options);
        if (output === undefined) return finish(2);
        const { packages, reports, files } = output;
        await writeTree(path.resolve(options.out), output.directories, files, ownsRootFile);
        const types = packages.reduce((sum, generated) => sum + generated.typeCount, 0);
        const operations = packages.reduce((sum, generated) => sum + generated.operationCount, 0);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const reportNote =
          reports.length === 0
            ? ""
            : ` and ${reports.length} version report${reports.length === 1 ? "" : "s"} (${reports.map((report) => report.path).join(", ")})`;
        console.log(
          `generated ${packages.length} packages (${output.directories.join(", ")})${reportNote}: ` +
            `${files.length} files, ${types} types, ${operations} operations in ${seconds}s`,
        );
        finish(0);
      });
  },
};
