import { readdir, readFile } from "node:fs/promises";
import type { Command } from "commander";
import path from "node:path";
import { defaultSchemaRoot, readConfig } from "../config.ts";
import { formatDiagnostic, relativeToCwd, sortDiagnostics } from "../diagnostics.ts";
import { isVersionReportPath } from "../diff/version-report.ts";
import { generateFromFiles } from "../generate-files.ts";
import { transpiledModules } from "../build/compile.ts";
import { formattedFiles, formattedShapes } from "../build/format.ts";
import { withStoredOutputs } from "../build/output-store.ts";
import { withStoredShapes } from "../build/shape-store.ts";
import { typecheckPackage } from "../build/typecheck.ts";
import { generateAll, readGeneratorInputs, type GeneratedPackage } from "../generate.ts";
import type { EmittedFile } from "../emit/emit-package.ts";
import { silentProgress, terminalProgress, type Progress } from "../progress.ts";
import { readNamesFile } from "../naming/names-file.ts";
import { readInterfaceVersion } from "../read.ts";
import { linkCompileDependencies } from "../write/link-dependencies.ts";
import { writeTree } from "../write/write-tree.ts";
import type { CliCommand } from "./command.ts";
import { inputLimitBytes, withInputLimit } from "./input-limit.ts";

/** Runs `run` with what earlier runs kept: formatted shapes, and files formatted and modules transpiled whole. */
function withBuildStores<T>(run: () => Promise<T>): Promise<T> {
  return withStoredShapes(formattedShapes, () => withStoredOutputs([formattedFiles, transpiledModules], run));
}

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
  /** How many warnings the run reported. */
  readonly warnings: number;
}

/** Root files of `generated/` that belong to the generator: the version reports. */
export const ownsRootFile = isVersionReportPath;

/**
 * Generates every package and version report in memory; prints diagnostics; undefined when an error stopped it.
 * `progress` hears its stages; it is done before the diagnostics are printed.
 */
export async function generateInMemory(
  options: GenerateCommandOptions,
  progress: Progress = silentProgress,
): Promise<GeneratedOutput | undefined> {
  const maxInputBytes = inputLimitBytes(options.maxInputMb);
  if (typeof maxInputBytes === "string") {
    progress.done();
    console.error(`xmlapi-codegen: ${maxInputBytes}`);
    return undefined;
  }
  const config = await readConfig(options.schema);
  const names = options.names === undefined ? undefined : await readNamesFile(options.names);
  for (const diagnostic of names?.diagnostics ?? []) console.error(formatDiagnostic(diagnostic));
  if (names !== undefined && names.overrides === undefined) return undefined;
  const result = await withBuildStores(async () => {
    const inputs = {
      ...(await readGeneratorInputs(config.schemaRoot)),
      ...(names?.overrides === undefined ? {} : { names: names.overrides }),
    };
    return generateAll(
      config,
      (cfg, version) => readInterfaceVersion(cfg, version.version, undefined, maxInputBytes),
      inputs,
      progress,
    );
  }).finally(progress.done);
  for (const diagnostic of sortDiagnostics(result.diagnostics)) console.error(formatDiagnostic(diagnostic));
  const failed = result.diagnostics.some((diagnostic) => diagnostic.severity === "error");
  if (failed) return undefined;
  const { packages, reports } = result;
  return {
    packages,
    reports,
    warnings: result.diagnostics.filter((diagnostic) => diagnostic.severity === "warning").length,
    directories: packages.map((generated) => generated.directory),
    files: [...packages.flatMap((generated) => generated.files), ...reports],
  };
}

/** How `generate <files...>` and `check <files...>` read the files of one package. */
export interface FilesCommandOptions {
  /** A names file (`--names`): the user's own TypeScript names. */
  readonly names?: string;
  readonly package?: string;
  readonly packageVersion?: string;
  readonly root?: string;
  readonly allowRemote?: boolean;
  readonly catalog?: string;
}

/** Options of `generate` beyond those it shares with `check`. */
interface GenerateOptions extends GenerateCommandOptions, FilesCommandOptions {
  readonly typecheck?: boolean;
  readonly strict?: boolean;
  readonly quiet?: boolean;
}

export const defaultOut = path.resolve(defaultSchemaRoot, "..", "generated");

/** Adds the options of {@link FilesCommandOptions}. */
export function withFilesOptions(command: Command): Command {
  return command
    .option(
      "--names <file>",
      "JSON file of your own TypeScript names for schema components (see dump --names)",
    )
    .option(
      "--package <name>",
      "with files: the npm name of the package (default: from the first file's name)",
    )
    .option("--package-version <semver>", "with files: the version of the package (default: the generator's)")
    .option(
      "--root <dir>",
      "with files: the folder their imports must stay inside (default: the deepest folder holding them and the local files they import)",
    )
    .option(
      "--allow-remote",
      "with files: fetch http(s) locations (a URL given as a file among them) instead of refusing them",
    )
    .option(
      "--catalog <file>",
      "with files: an OASIS XML catalog mapping remote schema locations to local files (uri, system, rewriteURI, rewriteSystem, uriSuffix, systemSuffix)",
    );
}

export const generateCommand: CliCommand = {
  register(program, finish) {
    const command = withInputLimit(program.command("generate"))
      .description(
        "generate one npm package from the WSDL/XSD files given (recognised by their root element), or without files one package per interface version of interfaces.json and the markdown review of each version against the previous one, from schema/ into generated/",
      )
      .argument(
        "[files...]",
        "WSDL 1.1 or XSD 1.0 files of one package (or a service's ?wsdl URL, with --allow-remote); its root is --out",
      )
      .option("--schema <dir>", "without files: the schema root holding interfaces.json", defaultSchemaRoot)
      .option("--out <dir>", "output root (with files: the package's own folder)", defaultOut);
    withFilesOptions(command)
      .option(
        "--typecheck",
        "with files: typecheck the written package as tsc -p <out> would (strict flags) and exit 2 with the compiler's errors",
      )
      .option(
        "--strict",
        "exit 2 and write nothing when any warning is reported (something left out, or input read leniently)",
      )
      .option("--quiet", "no progress on stderr (shown on a terminal for runs longer than a second)")
      .action(async (files: string[], options: GenerateOptions) => {
        const started = performance.now();
        const progress = terminalProgress(process.stderr, { quiet: options.quiet === true });
        if (files.length > 0) return finish(await generateFilesCommand(files, options, started, progress));
        const output = await generateInMemory(options, progress);
        if (output === undefined || refusedAsStrict(options, output.warnings)) return finish(2);
        const { packages, reports, files: written } = output;
        await writeTree(path.resolve(options.out), output.directories, written, ownsRootFile);
        const types = packages.reduce((sum, generated) => sum + generated.typeCount, 0);
        const operations = packages.reduce((sum, generated) => sum + generated.operationCount, 0);
        const reportNote =
          reports.length === 0
            ? ""
            : ` and ${reports.length} version report${reports.length === 1 ? "" : "s"} (${reports.map((report) => report.path).join(", ")})`;
        console.log(
          `generated ${packages.length} packages (${output.directories.join(", ")})${reportNote}: ` +
            `${written.length} files, ${types} types, ${operations} operations in ${seconds(started)}s`,
        );
        finish(0);
      });
  },
};

function seconds(started: number): string {
  return ((performance.now() - started) / 1000).toFixed(1);
}

/** `generate <files...>`: one package whose root is `--out`; resolves to the exit code. */
async function generateFilesCommand(
  files: readonly string[],
  options: GenerateOptions,
  started: number,
  progress: Progress,
): Promise<number> {
  if (options.out === defaultOut) {
    progress.done();
    console.error("xmlapi-codegen: generate <files...> needs --out <dir>, the folder of the package");
    return 2;
  }
  const out = path.resolve(options.out);
  const refusal = await refuseForeignFolder(out);
  if (refusal !== undefined) {
    progress.done();
    console.error(`xmlapi-codegen: ${refusal}`);
    return 2;
  }
  const { generated, warnings } = await generateFilesInMemory(files, options, progress);
  if (generated === undefined || refusedAsStrict(options, warnings)) return 2;
  await writeTree(out, ["."], generated.files);
  const linked = await linkCompileDependencies(out);
  const shown = path.relative(process.cwd(), out) || ".";
  console.log(
    `generated ${shown}: ${generated.files.length} files, ` +
      `${generated.typeCount} types, ${generated.operationCount} operations in ${seconds(started)}s`,
  );
  if (linked.length > 0)
    console.log(
      `linked ${linked.join(" and ")} into ${path.join(shown, "node_modules")}: they do not resolve from there, ` +
        "and the package compiles against them (npm install replaces the links)",
    );
  if (options.typecheck !== true) return 0;
  const errors = await typecheckPackage(out, process.stderr.isTTY === true);
  if (errors === undefined) return 0;
  console.error(`${errors}xmlapi-codegen: the package at ${shown} does not typecheck (a generator bug)`);
  return 2;
}

/** A semantic version as npm takes it: major.minor.patch, a pre-release and build metadata optional. */
const semver =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/**
 * The package of `files` in memory, its diagnostics printed relative to the working folder; no package when an
 * error stopped it. `progress` is done before the diagnostics are printed.
 */
export async function generateFilesInMemory(
  files: readonly string[],
  options: FilesCommandOptions,
  progress: Progress = silentProgress,
): Promise<{ readonly generated?: GeneratedPackage; readonly warnings: number }> {
  if (options.packageVersion !== undefined && !semver.test(options.packageVersion)) {
    progress.done();
    console.error(
      `xmlapi-codegen: --package-version ${options.packageVersion} is not a semantic version (1.2.3)`,
    );
    return { warnings: 0 };
  }
  const names = options.names === undefined ? undefined : await readNamesFile(options.names);
  for (const diagnostic of names?.diagnostics ?? []) console.error(formatDiagnostic(diagnostic));
  if (names !== undefined && names.overrides === undefined) {
    progress.done();
    return { warnings: 0 };
  }
  const result = await withBuildStores(() =>
    generateFromFiles({
      files,
      ...(names?.overrides === undefined ? {} : { names: names.overrides }),
      allowRemote: options.allowRemote ?? false,
      ...(options.catalog === undefined ? {} : { catalog: options.catalog }),
      ...(options.package === undefined ? {} : { packageName: options.package }),
      ...(options.packageVersion === undefined ? {} : { packageVersion: options.packageVersion }),
      ...(options.root === undefined ? {} : { root: options.root }),
      progress,
    }),
  ).finally(progress.done);
  for (const diagnostic of sortDiagnostics(result.diagnostics))
    console.error(formatDiagnostic(relativeToCwd(diagnostic, result.root)));
  const warnings = result.diagnostics.filter((diagnostic) => diagnostic.severity === "warning").length;
  return result.package === undefined ? { warnings } : { generated: result.package, warnings };
}

/** Whether `--strict` refuses a run that printed `warnings` warnings (saying so). */
function refusedAsStrict(options: GenerateOptions, warnings: number): boolean {
  if (options.strict !== true || warnings === 0) return false;
  console.error(`xmlapi-codegen: --strict: ${warnings} warning${warnings === 1 ? "" : "s"}, nothing written`);
  return true;
}

/**
 * The package replaces its folder as a whole: a folder that holds anything but an earlier package (its
 * `src/index.ts` starts with the generated header) is refused rather than emptied.
 */
async function refuseForeignFolder(out: string): Promise<string | undefined> {
  const entries = await readdir(out).catch(() => []);
  if (entries.length === 0) return undefined;
  const index = await readFile(path.join(out, "src", "index.ts"), "utf8").catch(() => "");
  if (index.startsWith("// @generated by xmlapi-codegen")) return undefined;
  return `--out ${out} is not empty and holds no package generated earlier: it would be replaced as a whole`;
}
