// The generator's front end: schema files in, resolved model out (load -> parse -> map -> resolve -> passes).
import type { GeneratorConfig } from "./config.ts";
import { configFileName } from "./config.ts";
import { capWarnings, formatDiagnostic, sortDiagnostics, type Diagnostic } from "./diagnostics.ts";
import type { Catalog } from "./load/catalog.ts";
import { fileSystemSource, type FileSource } from "./load/file-source.ts";
import { loadDocuments, loadUnimportedStandardSchemas } from "./load/load-documents.ts";
import { mapDocuments } from "./map/map-documents.ts";
import type { Model } from "./model/index.ts";
import { runPasses } from "./passes/index.ts";
import {
  leaveOutMessages,
  linkReferences,
  undeclaredNamespaces,
  unqualifiedAliases,
} from "./resolve/link.ts";
import { registerComponents } from "./resolve/register.ts";
import { symbolTable } from "./resolve/symbols.ts";

export type { FileSource } from "./load/file-source.ts";

/** What to read. */
export interface ReadOptions {
  /** Schema root; every file must lie inside it. */
  readonly root: string;
  /** Entry WSDL/XSD paths relative to root. */
  readonly entries: readonly string[];
  /** Where file contents come from; default: the file system under root. */
  readonly source?: FileSource;
  /** http(s) schemaLocations are refused unless true. */
  readonly allowRemote?: boolean;
  /** A catalog that maps absolute locations to local files (absolute paths inside root). */
  readonly catalog?: Catalog;
  /** Largest total size of the schema files, in bytes; default `defaultMaxInputBytes` (16 MiB). */
  readonly maxInputBytes?: number;
}

/** The model, absent when any error was found, and every diagnostic of the run, sorted. */
export interface ReadResult {
  readonly model?: Model;
  readonly diagnostics: readonly Diagnostic[];
  /** The text of each document fetched over http(s), by URL: a package copies them as it does local files. */
  readonly fetched?: ReadonlyMap<string, string>;
  /** Imports read from a file beside the importing one, by location as written or namespace (see the loader). */
  readonly readBeside?: ReadonlyMap<string, string>;
}

/**
 * Reads the entries and everything they import into one resolved model. Every stage runs over all
 * files before the next one starts, so a run reports all problems of a stage at once. Mapping runs even
 * when loading or parsing found errors (a mapping finding is local to its construct, so a file that
 * could not be parsed hides nothing of the others); resolving references waits for every file to be
 * read, and the passes for every reference to resolve (earlier errors would mostly show up again there
 * as consequences, such as references to the types of a file that could not be read).
 */
export async function readModel(options: ReadOptions): Promise<ReadResult> {
  const source = options.source ?? fileSystemSource(options.root);
  let loaded = await loadDocuments({
    entries: options.entries,
    source,
    allowRemote: options.allowRemote ?? false,
    ...(options.catalog === undefined ? {} : { catalog: { catalog: options.catalog, root: options.root } }),
    ...(options.maxInputBytes === undefined ? {} : { maxInputBytes: options.maxInputBytes }),
  });
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  const unreadable = hasErrors(diagnostics);
  let mapped = mapDocuments(loaded);
  if (unreadable) return finish([...diagnostics, ...mapped.sink.diagnostics]);

  let registered = registerComponents(mapped.draft);
  const standard = await loadUnimportedStandardSchemas(
    undeclaredNamespaces(registered.draft, symbolTable(registered.draft)),
  );
  if (standard.documents.length > 0) {
    loaded = { ...loaded, documents: [...loaded.documents, ...standard.documents] };
    mapped = mapDocuments(loaded);
    registered = registerComponents(mapped.draft);
  }
  diagnostics.push(...standard.diagnostics);
  // Unprefixed references meant for a namespace (see unqualifiedAliases): mapped again, read as meant.
  const aliases = unqualifiedAliases(registered.draft, symbolTable(registered.draft));
  if (aliases.size > 0) {
    mapped = mapDocuments(loaded, aliases);
    registered = registerComponents(mapped.draft);
  }
  diagnostics.push(...mapped.sink.diagnostics, ...registered.diagnostics);
  const symbols = symbolTable(registered.draft);
  // Where the run stops anyway, or no operation is left, the parts that name what is missing are errors too.
  const strictly = () => finish([...diagnostics, ...linkReferences(registered.draft, symbols, false)]);
  const linked = linkReferences(registered.draft, symbols);
  if (hasErrors(diagnostics) || hasErrors(linked)) return strictly();
  const { draft, diagnostics: leftOut } = leaveOutMessages(registered.draft, symbols);
  const { state, diagnostics: passDiagnostics } = runPasses(draft);
  if (leftOut.length > 0 && state.services.every((service) => service.operations.length === 0))
    return strictly();
  diagnostics.push(...linked, ...leftOut, ...passDiagnostics);
  if (hasErrors(diagnostics)) return finish(diagnostics);
  const model: Model = {
    kind: "model",
    files: state.draft.files,
    namespaces: state.draft.namespaces,
    types: state.types,
    elements: state.elements,
    services: state.services,
  };
  return {
    model,
    diagnostics: finish(diagnostics).diagnostics,
    fetched: loaded.fetched,
    readBeside: loaded.readBeside,
  };
}

/** Reads one interface version of `schema/interfaces.json`. */
export async function readInterfaceVersion(
  config: GeneratorConfig,
  version: string,
  source?: FileSource,
  maxInputBytes?: number,
): Promise<ReadResult> {
  const entry = config.interfaces.find((item) => item.version === version);
  if (entry === undefined) {
    const known = config.interfaces.map((item) => item.version).join(", ");
    return {
      diagnostics: [
        {
          severity: "error",
          message: `interface version '${version}' is not in ${configFileName} (known: ${known})`,
          location: { file: configFileName, line: 1, column: 1 },
        },
      ],
    };
  }
  return readModel({
    root: config.schemaRoot,
    entries: entry.wsdl,
    ...(source === undefined ? {} : { source }),
    ...(maxInputBytes === undefined ? {} : { maxInputBytes }),
  });
}

function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((diagnostic) => diagnostic.severity === "error");
}

/**
 * Sorted, each distinct diagnostic once (a construct reached along two paths is reported once), and warnings of
 * one kind capped.
 */
function finish(diagnostics: readonly Diagnostic[]): { readonly diagnostics: readonly Diagnostic[] } {
  const seen = new Set<string>();
  const unique = diagnostics.filter((diagnostic) => {
    const key = formatDiagnostic(diagnostic);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { diagnostics: capWarnings(sortDiagnostics(unique)) };
}
