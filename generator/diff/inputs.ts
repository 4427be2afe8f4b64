import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { configFileName, readConfig, type GeneratorConfig } from "../config.ts";
import type { readInterfaceVersion, readModel, ReadResult } from "../read.ts";
import {
  git,
  gitFileSource,
  listFiles,
  locateInRepository,
  objectType,
  type GitLocation,
} from "./git-source.ts";

/** The two entry points of the front end the diff needs; tests pass a stand-in. */
export interface ModelReader {
  readonly readModel: typeof readModel;
  readonly readInterfaceVersion: typeof readInterfaceVersion;
}

/** One side of `diff <old> <new>`. */
export type InputSpec =
  | { readonly kind: "version"; readonly version: string }
  | { readonly kind: "path"; readonly path: string }
  | { readonly kind: "git"; readonly revision: string; readonly selector?: string };

/**
 * Parses one side: `git:<rev>[:<version|path>]`, an interface version of `interfaces.json`, or a
 * path to a schema folder or WSDL/XSD file.
 */
export function parseInputSpec(text: string, config: GeneratorConfig): InputSpec {
  if (text.startsWith("git:")) {
    const rest = text.slice("git:".length);
    const colon = rest.indexOf(":");
    if (colon < 0) return { kind: "git", revision: rest };
    return { kind: "git", revision: rest.slice(0, colon), selector: rest.slice(colon + 1) };
  }
  if (config.interfaces.some((entry) => entry.version === text)) return { kind: "version", version: text };
  return { kind: "path", path: text };
}

/** A `git:<rev>` side without selector compares the version the other side names. */
export function completeSelectors(specs: readonly [InputSpec, InputSpec]): [InputSpec, InputSpec] {
  const selectorOf = (spec: InputSpec): string | undefined =>
    spec.kind === "version" ? spec.version : spec.kind === "git" ? spec.selector : undefined;
  const [first, second] = specs;
  const complete = (spec: InputSpec, other: InputSpec): InputSpec => {
    if (spec.kind !== "git" || spec.selector !== undefined) return spec;
    const selector = selectorOf(other);
    if (selector === undefined)
      throw new Error(`git:${spec.revision} needs a version or path: git:${spec.revision}:<version|path>`);
    return { ...spec, selector };
  };
  return [complete(first, second), complete(second, first)];
}

const isSchemaFile = (name: string): boolean => /\.(wsdl|xsd)$/i.test(name);

/** Entry files of a folder: its WSDLs, or its XSDs when it has none. */
function entriesOf(names: readonly string[]): string[] {
  const wsdl = names.filter((name) => /\.wsdl$/i.test(name)).sort();
  return wsdl.length > 0 ? wsdl : names.filter(isSchemaFile).sort();
}

/** A side as read, and the folder its diagnostics' and changes' file names are relative to. */
export interface SideRead {
  readonly result: ReadResult;
  readonly root: string;
}

const problem = (message: string, file: string): SideRead => ({
  result: { diagnostics: [{ severity: "error", message, location: { file, line: 1, column: 1 } }] },
  root: process.cwd(),
});

/** Reads `interfaces.json` as it was at a revision, through the same checks as the work tree's. */
async function configAtRevision(location: GitLocation, schemaRoot: string): Promise<GeneratorConfig> {
  const text = await gitFileSource(location).readFile(configFileName);
  const folder = await mkdtemp(path.join(tmpdir(), "xmlapi-diff-"));
  try {
    await writeFile(path.join(folder, configFileName), text);
    const config = await readConfig(folder);
    return { ...config, schemaRoot };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function readGit(
  spec: Extract<InputSpec, { kind: "git" }>,
  config: GeneratorConfig,
  reader: ModelReader,
): Promise<SideRead> {
  const selector = spec.selector ?? "";
  const { top, folder } = await locateInRepository(config.schemaRoot);
  await git(top, ["rev-parse", "--verify", "--quiet", `${spec.revision}^{commit}`]).catch(() => {
    throw new Error(`git:${spec.revision}: not a revision of the repository at ${top}`);
  });
  const schemaAtRevision: GitLocation = { cwd: top, revision: spec.revision, folder };
  const revisionConfig = await configAtRevision(schemaAtRevision, config.schemaRoot);
  if (revisionConfig.interfaces.some((entry) => entry.version === selector))
    return {
      result: await reader.readInterfaceVersion(revisionConfig, selector, gitFileSource(schemaAtRevision)),
      root: config.schemaRoot,
    };

  // A path inside the repository: a folder (its WSDLs) or one file.
  const target = path.posix.normalize(selector.replace(/^\.\//, ""));
  const whole: GitLocation = { cwd: top, revision: spec.revision, folder: "" };
  const type = await objectType(whole, target);
  if (type === "tree") {
    const location: GitLocation = { ...whole, folder: target };
    const entries = entriesOf(await listFiles(location));
    if (entries.length === 0) return problem(`no WSDL or XSD file in ${target} at ${spec.revision}`, target);
    const root = path.join(top, target);
    return { result: await reader.readModel({ root, entries, source: gitFileSource(location) }), root };
  }
  if (type === "blob") {
    const location: GitLocation = { ...whole, folder: path.posix.dirname(target) };
    const root = path.join(top, location.folder);
    const entries = [path.posix.basename(target)];
    return { result: await reader.readModel({ root, entries, source: gitFileSource(location) }), root };
  }
  return problem(
    `'${selector}' is neither an interface version of ${configFileName} nor a path at ${spec.revision}`,
    configFileName,
  );
}

/** Reads one side into a model (or the diagnostics saying why not). */
export async function readInput(
  spec: InputSpec,
  config: GeneratorConfig,
  reader: ModelReader,
): Promise<SideRead> {
  if (spec.kind === "version")
    return { result: await reader.readInterfaceVersion(config, spec.version), root: config.schemaRoot };
  if (spec.kind === "git") return readGit(spec, config, reader);
  const absolute = path.resolve(spec.path);
  const info = await stat(absolute).catch(() => undefined);
  if (info === undefined)
    return problem(
      `'${spec.path}' is neither an interface version of ${configFileName} nor an existing path`,
      spec.path,
    );
  if (info.isDirectory()) {
    const entries = entriesOf(await readdir(absolute));
    if (entries.length === 0) return problem(`no WSDL or XSD file in ${spec.path}`, spec.path);
    return { result: await reader.readModel({ root: absolute, entries }), root: absolute };
  }
  const root = path.dirname(absolute);
  return { result: await reader.readModel({ root, entries: [path.basename(absolute)] }), root };
}
