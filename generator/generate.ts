import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { GeneratorConfig, InterfaceVersion } from "./config.ts";
import type { Diagnostic } from "./diagnostics.ts";
import { changelogFiles } from "./diff/changelog.ts";
import { versionReportFile } from "./diff/version-report.ts";
import { packageFlags, transpileGenerated } from "./build/compile.ts";
import { emitPackage, type EmittedFile } from "./emit/emit-package.ts";
import { cachedRuntimeDist, writePrebuiltRuntime } from "./build/runtime-cache.ts";
import { runtimeModules } from "./emit/runtime-symbols.ts";
import type { Model } from "./model/index.ts";
import { assignNames } from "./naming/assign-names.ts";
import type { NameOverrides } from "./naming/names-file.ts";
import { planPackage } from "./plan/plan-package.ts";
import { readInterfaceVersion, readModel } from "./read.ts";
import { computeShapes } from "./shape/compute-shapes.ts";
import { formatFiles } from "./build/format.ts";
import { packageView, type PackageEnvironment } from "./emit/package-view.ts";
import { silentProgress, type Progress } from "./progress.ts";
import { renderTemplate } from "./emit/template-helpers.ts";
import { schemaCopies, withAddressedServices } from "./schema-copies.ts";

/** Where the generator finds what it copies into every package. */
export interface GeneratorInputs {
  /** Runtime sources (`generator/runtime/`), copied verbatim into `src/runtime/`. */
  readonly runtimeFiles: readonly EmittedFile[];
  /** Templates by file name (`package.json.hbs`, `README.md.hbs`). */
  readonly templates: ReadonlyMap<string, string>;
  /** Versions of the dependencies the packages declare. */
  readonly environment: PackageEnvironment;
  /** Reads a schema file by its path relative to the schema root. */
  readonly readSchemaFile: (file: string) => Promise<string>;
  /** The user's names for schema components (`--names`), applied to every package. */
  readonly names?: NameOverrides;
  /** The file (relative to the schema root) a catalog (`--catalog`) maps an absolute location to. */
  readonly relocate?: (location: string) => string | undefined;
  /** The documents fetched over http(s) (`--allow-remote`), by URL: copied into `wsdl/` with the local files. */
  readonly fetched?: ReadonlyMap<string, string>;
}

/** One generated package: its folder under `generated/` and every file in it. */
export interface GeneratedPackage {
  readonly directory: string;
  readonly files: readonly EmittedFile[];
  readonly typeCount: number;
  readonly operationCount: number;
}

/**
 * A package's files without `dist/`, and the `dist/` files of its generated modules (the runtime's are added
 * by `compileAll`), or the diagnostics that stopped it.
 */
export type PackageResult =
  | {
      readonly ok: true;
      readonly package: GeneratedPackage;
      /** The `src/` files, paths relative to the package. */
      readonly sources: readonly EmittedFile[];
      /** The `dist/` outputs of the generated modules (not the runtime), paths relative to the package. */
      readonly dist: readonly EmittedFile[];
      readonly diagnostics: readonly Diagnostic[];
    }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

const repositoryRoot = path.resolve(import.meta.dirname, "..");

/** Relative `.ts` specifiers a runtime module imports (`./scalars.ts`). */
function relativeImports(text: string): string[] {
  return [...text.matchAll(/from "\.\/([\w-]+\.ts)"/g)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  );
}

/**
 * The runtime modules generated code imports (see `runtimeModules`) and everything they import, read from
 * `generator/runtime/`. Only reachable modules are copied, so a runtime module that is still being written
 * never lands in a package.
 */
async function readRuntimeFiles(): Promise<EmittedFile[]> {
  const runtimeDirectory = path.join(repositoryRoot, "generator", "runtime");
  const read = (name: string): Promise<string> => readFile(path.join(runtimeDirectory, name), "utf8");
  const pending = Object.values(runtimeModules).map((module) => `${path.posix.basename(module)}.ts`);
  const files = new Map<string, string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (files.has(name)) continue;
    const text = await read(name);
    files.set(name, text);
    pending.push(...relativeImports(text));
  }
  return [...files.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, text]) => ({ path: `src/runtime/${name}`, text }));
}

/** Reads the generator's inputs from the repository: runtime sources, templates, dependency versions. */
export async function readGeneratorInputs(schemaRoot: string): Promise<GeneratorInputs> {
  const runtimeFiles = await readRuntimeFiles();
  const templateDirectory = path.join(repositoryRoot, "templates");
  const templateNames = (await readdir(templateDirectory)).filter((name) => name.endsWith(".hbs")).sort();
  const templates = new Map(
    await Promise.all(
      templateNames.map(
        async (name) => [name, await readFile(path.join(templateDirectory, name), "utf8")] as const,
      ),
    ),
  );
  const manifest = JSON.parse(await readFile(path.join(repositoryRoot, "package.json"), "utf8")) as {
    version: string;
    engines: { node: string };
    dependencies: { saxes: string };
  };
  return {
    runtimeFiles,
    templates,
    environment: {
      packageVersion: manifest.version,
      nodeEngine: manifest.engines.node,
      saxesRange: manifest.dependencies.saxes,
    },
    readSchemaFile: (file) => readFile(path.join(schemaRoot, file), "utf8"),
  };
}

function template(inputs: GeneratorInputs, name: string): string {
  const source = inputs.templates.get(name);
  if (source === undefined) throw new Error(`template ${name} is missing from templates/`);
  return source;
}

/** The package's `tsconfig.json`: the options `dist/` was compiled with, for users who rebuild from `src/`. */
function packageTsconfig(): string {
  return JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2023"],
      module: "NodeNext",
      moduleResolution: "NodeNext",
      types: ["node"],
      ...packageFlags,
      // saxes' declarations do not compile under exactOptionalPropertyTypes.
      skipLibCheck: true,
      rootDir: "src",
      outDir: "dist",
    },
    include: ["src"],
  });
}

/**
 * Generates one package in memory: naming -> plan -> emit -> format, then the copied runtime and schema
 * files and the rendered templates. The emitted modules are transpiled to `dist/` while they are formatted,
 * from the same text (transpiling does not need it formatted, and its output depends only on its input), so
 * that esbuild's process transpiles while this thread formats; the runtime's `dist/` is added by `compileAll`. Paths are relative to
 * `generated/`. `format` formats the rendered files, then the emitted modules (tests watch what it is given).
 * `progress` hears the stage and the modules emitted, formatted and compiled.
 */
export async function generatePackage(
  version: InterfaceVersion,
  model: Model,
  inputs: GeneratorInputs,
  format: (files: readonly EmittedFile[]) => Promise<EmittedFile[]> = formatFiles,
  progress: Progress = silentProgress,
): Promise<PackageResult> {
  progress.stage("emitting");
  const shapes = computeShapes(model);
  const naming = assignNames(model, shapes, inputs.names);
  if (naming.diagnostics.some((diagnostic) => diagnostic.severity === "error"))
    return { ok: false, diagnostics: naming.diagnostics };
  const names = naming.names;
  const plan = planPackage(version, model, names, shapes);
  const diagnostics = [...naming.diagnostics, ...plan.diagnostics];
  const copied = await schemaCopies(version, plan.schemaFiles, inputs);
  const { keyOf } = copied;
  const copies = withAddressedServices(copied.copies, plan.services, keyOf);
  const documents = {
    documents: new Map(copies.map((copy) => [copy.path.slice("wsdl/".length), copy.text])),
    wsdlOfService: new Map(
      model.services.map((service) => [service.name, keyOf(service.provenance.source.file)]),
    ),
  };
  // The rendered files are formatted first, the modules as they are emitted.
  const view = packageView(version, model, names, inputs.environment, shapes);
  const formatting = format([
    { path: "package.json", text: renderTemplate(template(inputs, "package.json.hbs"), view) },
    { path: "README.md", text: renderTemplate(template(inputs, "README.md.hbs"), view) },
    { path: "tsconfig.json", text: packageTsconfig() },
  ]);
  // Handled below; this keeps a failure in the meantime from counting as unhandled.
  formatting.catch(() => undefined);
  const groups: Promise<[EmittedFile[], EmittedFile[]]>[] = [];
  for (const modules of emitPackage(plan, model, names, documents)) {
    progress.add("modules emitted", modules.length);
    const counted = <T>(count: "formatted" | "compiled", work: Promise<T>) =>
      work.then((result) => {
        progress.add(count, modules.length);
        return result;
      });
    const group = Promise.all([
      counted("formatted", format(modules)),
      counted("compiled", transpileGenerated(modules)),
    ]);
    // Handled below, as `formatting` is.
    group.catch(() => undefined);
    groups.push(group);
    // A turn of the event loop hands the group to the other threads before the next is emitted.
    await new Promise((resolve) => setImmediate(resolve));
  }
  progress.stage("formatting and compiling");
  const [done, rendered] = await Promise.all([Promise.all(groups), formatting]);
  const emitted = done.flatMap(([formatted]) => formatted);
  const dist = done.flatMap(([, compiled]) => compiled);
  const sources = [...emitted, ...inputs.runtimeFiles];
  const files = [...sources, ...copies, ...rendered].map((file) => ({
    path: path.posix.join(version.directory, file.path),
    text: file.text,
  }));
  return {
    ok: true,
    sources,
    dist,
    diagnostics,
    package: {
      directory: version.directory,
      files,
      typeCount: model.types.length,
      operationCount: model.services.reduce((sum, service) => sum + service.operations.length, 0),
    },
  };
}

/** Reads one interface version's model; `generator/read.ts` in production, factories in tests. */
export type ModelReader = (
  config: GeneratorConfig,
  version: InterfaceVersion,
) => Promise<{ readonly model?: Model; readonly diagnostics: readonly Diagnostic[] }>;

/** What `generateAll` produces: the packages, the version reports beside them, and the diagnostics. */
export interface GeneratedTree {
  readonly packages: readonly GeneratedPackage[];
  /**
   * The markdown review of each interface version against the one listed before it in `interfaces.json`
   * (`diff-14-15.md`), at the root of `generated/`; a pair is left out when either model could not be read.
   */
  readonly reports: readonly EmittedFile[];
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Every package of the configuration, or the diagnostics of the versions that could not be read. `progress`
 * hears each stage and the counts; it does not end the run's progress (`done`), which its caller does.
 */
export async function generateAll(
  config: GeneratorConfig,
  readVersion: ModelReader,
  inputs: GeneratorInputs,
  progress: Progress = silentProgress,
): Promise<GeneratedTree> {
  const prepared: { readonly package: GeneratedPackage; readonly dist: readonly EmittedFile[] }[] = [];
  const diagnostics: Diagnostic[] = [];
  const models: (Model | undefined)[] = [];
  for (const version of config.interfaces) {
    progress.stage(`reading version ${version.version}`);
    const read = await readVersion(config, version);
    diagnostics.push(...read.diagnostics);
    models.push(read.model);
    if (read.model === undefined) continue;
    progress.add("types read", read.model.types.length);
    const result = await generatePackage(version, read.model, inputs, formatFiles, progress);
    if (result.ok) prepared.push(result);
    diagnostics.push(...result.diagnostics);
  }
  progress.stage("comparing versions");
  const reports: EmittedFile[] = [];
  for (const [index, version] of config.interfaces.entries()) {
    const previous = config.interfaces[index - 1];
    const [oldModel, newModel] = [models[index - 1], models[index]];
    if (previous === undefined || oldModel === undefined || newModel === undefined) continue;
    reports.push(await versionReportFile(previous.version, version.version, oldModel, newModel));
  }
  const read = new Map<string, Model>();
  for (const [index, version] of config.interfaces.entries()) {
    const model = models[index];
    if (model !== undefined) read.set(version.version, model);
  }
  const changelogs = await changelogFiles(config, read, { readModel, readInterfaceVersion });
  diagnostics.push(...changelogs.diagnostics);
  const withChangelogs = prepared.map((entry) => {
    const changelog = changelogs.files.get(entry.package.directory);
    return changelog === undefined
      ? entry
      : { ...entry, package: { ...entry.package, files: [...entry.package.files, changelog] } };
  });
  progress.stage("compiling the runtime");
  return { packages: await compileAll(withChangelogs, inputs), reports, diagnostics };
}

/**
 * Adds every package's compiled `dist/`: that of its generated modules, transpiled by `generatePackage`, and
 * that of the runtime (identical in every package), compiled once with the type checker, or taken from the
 * cache of the last compilation of the same runtime.
 */
export async function compileAll(
  prepared: readonly { readonly package: GeneratedPackage; readonly dist: readonly EmittedFile[] }[],
  inputs: GeneratorInputs,
): Promise<GeneratedPackage[]> {
  const runtimeDist = prepared.length === 0 ? [] : await compiledRuntime(inputs.runtimeFiles);
  return prepared.map((entry) => ({
    ...entry.package,
    files: [
      ...entry.package.files,
      ...[...entry.dist, ...runtimeDist].map((file) => ({
        path: path.posix.join(entry.package.directory, file.path),
        text: file.text,
      })),
    ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  }));
}

/** The runtime's `dist/`, kept or compiled with the type checker (`cachedRuntimeDist`, whose places it takes). */
function compiledRuntime(
  sources: readonly EmittedFile[],
  directory?: string,
  prebuilt?: string,
): Promise<EmittedFile[]> {
  return cachedRuntimeDist(
    sources,
    async () => (await import("./build/compile-runtime.ts")).compileRuntime(sources),
    directory,
    prebuilt,
  );
}

/**
 * Compiles the runtime into the cache unless it is there (the prepare script, which `npm ci` runs), so that a
 * checkout's first `generate` does not spend seconds on it; `directory` and `prebuilt` as `cachedRuntimeDist`'s.
 */
export async function warmRuntimeDist(directory?: string, prebuilt?: string): Promise<void> {
  await compiledRuntime(await readRuntimeFiles(), directory, prebuilt);
}

/**
 * Compiles the runtime into a packed generator's `dist/` (the prepack script, after the bundles), so that an
 * installed generator never compiles it: `compileAll` takes it from there while its inputs are the same.
 */
export async function prebuildRuntimeDist(): Promise<void> {
  const sources = await readRuntimeFiles();
  const { compileRuntime } = await import("./build/compile-runtime.ts");
  await writePrebuiltRuntime(sources, compileRuntime(sources));
}
