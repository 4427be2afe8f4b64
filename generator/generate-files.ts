// `generate <file.wsdl|file.xsd>... --out <dir>`: one package from files a user names, without interfaces.json.
import path from "node:path";
import type { InterfaceVersion } from "./config.ts";
import type { Diagnostic } from "./diagnostics.ts";
import { formatFiles } from "./build/format.ts";
import { catalogFile, catalogPlaces, readCatalog, resolveInCatalog } from "./load/catalog.ts";
import { isRemote, leadsOutsideRoot } from "./load/locate.ts";
import { compileAll, generatePackage, readGeneratorInputs, type GeneratedPackage } from "./generate.ts";
import type { Model } from "./model/index.ts";
import type { NameOverrides } from "./naming/names-file.ts";
import { silentProgress, type Progress } from "./progress.ts";
import { readModel } from "./read.ts";

/** What `generate` is given besides the files. */
export interface FileGenerateOptions {
  /**
   * The WSDL and XSD files, as given on the command line (relative to the working directory or absolute), or
   * http(s) URLs (a service's `?wsdl`), read when `allowRemote`.
   */
  readonly files: readonly string[];
  /** npm name of the package; default: derived from the first file's name. */
  readonly packageName?: string;
  /** The package's version (semver); default: the generator's. */
  readonly packageVersion?: string;
  /** The folder the files' imports must stay inside; default: the deepest folder holding every file and import. */
  readonly root?: string;
  /** Whether http(s) locations that no catalog maps may be fetched. */
  readonly allowRemote: boolean;
  /** An OASIS XML catalog (`--catalog`) mapping remote locations to local files. */
  readonly catalog?: string;
  /** The user's own TypeScript names (`--names`). */
  readonly names?: NameOverrides;
  /** Hears the stages and counts; its `done` is left to the caller. Default: silent. */
  readonly progress?: Progress;
}

/** The package (paths relative to its own root), or the diagnostics that stopped it; `root` names files. */
export interface FileGenerateResult {
  readonly package?: GeneratedPackage;
  /** The model it was generated from, when the files could be read. */
  readonly model?: Model;
  readonly diagnostics: readonly Diagnostic[];
  /** The folder diagnostics name their files relative to. */
  readonly root: string;
}

/** The deepest folder holding every one of `files` (absolute paths). */
export function commonFolder(files: readonly string[]): string {
  const [first, ...rest] = files.map((file) => path.dirname(file));
  if (first === undefined) return process.cwd();
  let folder = first;
  for (const other of rest)
    while (path.relative(folder, other).startsWith("..") || path.isAbsolute(path.relative(folder, other)))
      folder = path.dirname(folder);
  return folder;
}

/**
 * An npm package name from a file name: `Inventory_Service.wsdl` gives `inventory-service` (lower case,
 * words split at case changes and punctuation), `generated` when nothing of it is usable. `service` names a URL
 * whose path has no segment (`http://host/?wsdl`, where Python and Go services publish theirs).
 */
export function packageNameOf(file: string, service?: string): string {
  const stem = entryName(file, service).replace(/(?:\.(?:wsdl|xsd|xml|svc|asmx))+$/i, "");
  const words = stem
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  return words.length === 0 ? "generated" : words.join("-");
}

/**
 * The name of an entry: its file's, or the last segment of its URL's path (`Service1.svc` of
 * `.../Service1.svc?wsdl`), else `service`, else the URL's host.
 */
function entryName(file: string, service?: string): string {
  if (!isRemote(file)) return path.basename(file);
  const { pathname, hostname } = new URL(file);
  const segment = pathname.split("/").findLast((part) => part !== "") ?? service ?? hostname;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The namespace of the package's `NAMESPACE` constant: that of most global elements (the messages' usual
 * namespace), the first in order on a tie, else the first namespace read.
 */
export function mainNamespace(model: Model): string {
  const counts = new Map<string, number>();
  for (const element of model.elements)
    counts.set(element.name.namespace, (counts.get(element.name.namespace) ?? 0) + 1);
  let best: string | undefined;
  for (const [namespace, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    if (best === undefined || count > (counts.get(best) ?? 0)) best = namespace;
  return best ?? model.services[0]?.namespace ?? model.namespaces[0] ?? "";
}

/** Reads the files and generates their package in memory. */
export async function generateFromFiles(options: FileGenerateOptions): Promise<FileGenerateResult> {
  const files = options.files.map((file) => (isRemote(file) ? file : path.resolve(file)));
  const localFiles = files.filter((file) => !isRemote(file));
  const catalogPath = options.catalog === undefined ? undefined : path.resolve(options.catalog);
  const catalog = catalogPath === undefined ? undefined : await readCatalog(catalogPath, catalogPath);
  // By default the root holds the files, the catalog and every local file it maps to.
  let root = path.resolve(
    options.root ??
      commonFolder([
        ...localFiles,
        ...(catalogPath === undefined ? [] : [catalogPath]),
        ...(catalog?.catalog === undefined ? [] : catalogPlaces(catalog.catalog)),
      ]),
  );
  if (catalogPath !== undefined && catalog?.catalog === undefined)
    return {
      diagnostics: (catalog?.diagnostics ?? []).map((diagnostic) => ({
        ...diagnostic,
        location: { ...diagnostic.location, file: path.relative(root, catalogPath) },
      })),
      root,
    };
  const progress = options.progress ?? silentProgress;
  progress.stage("reading");
  const entriesAt = (folder: string) =>
    files.map((file) => (isRemote(file) ? file : path.relative(folder, file).split(path.sep).join("/")));
  const readAt = (folder: string) =>
    readModel({
      root: folder,
      entries: entriesAt(folder),
      allowRemote: options.allowRemote,
      ...(catalog?.catalog === undefined ? {} : { catalog: catalog.catalog }),
    });
  let read = await readAt(root);
  // Without --root, imports that climb above the files (a vendor's `../xsd/common.xsd`) widen the root to
  // the folder that holds them, one level at a time.
  while (
    options.root === undefined &&
    read.model === undefined &&
    read.diagnostics.some((diagnostic) => leadsOutsideRoot(diagnostic.message)) &&
    path.dirname(root) !== root
  ) {
    root = path.dirname(root);
    read = await readAt(root);
  }
  const entries = entriesAt(root);
  if (read.model === undefined) return { diagnostics: read.diagnostics, root };
  progress.add("types read", read.model.types.length);
  const first = files[0] ?? "";
  const service = read.model.services[0]?.name;
  const version: InterfaceVersion = {
    version: entryName(first, service),
    title: entryName(first, service),
    namespace: mainNamespace(read.model),
    packageName: options.packageName ?? packageNameOf(first, service),
    directory: ".",
    wsdl: entries,
    credentials: { parameters: [], secret: [] },
  };
  const mapped = catalog?.catalog;
  const readBeside = read.readBeside;
  const generatorInputs = await readGeneratorInputs(root);
  const inputs = {
    ...generatorInputs,
    ...(options.packageVersion === undefined
      ? {}
      : { environment: { ...generatorInputs.environment, packageVersion: options.packageVersion } }),
    ...(options.names === undefined ? {} : { names: options.names }),
    ...(read.fetched === undefined ? {} : { fetched: read.fetched }),
    // Where the copies' imports lead that named no readable location: the file the catalog or the loader's look
    // beside the importing file found.
    relocate: (location: string) => {
      const target = mapped === undefined ? undefined : resolveInCatalog(mapped, location);
      const file = target === undefined ? undefined : catalogFile(target);
      if (file !== undefined) return path.relative(root, file).split(path.sep).join("/");
      return readBeside?.get(location);
    },
  };
  const result = await generatePackage(version, read.model, inputs, formatFiles, progress);
  const diagnostics = [...read.diagnostics, ...result.diagnostics];
  const model = read.model;
  if (!result.ok) return { model, diagnostics, root };
  progress.stage("compiling the runtime");
  const [generated] = await compileAll([result], inputs);
  return generated === undefined
    ? { model, diagnostics, root }
    : { package: generated, model, diagnostics, root };
}
