import type { Diagnostic } from "../diagnostics.ts";
import type { SchemaDocument, WsdlImport, XsdSchemaReference } from "../document/index.ts";
import type { SourceLocation } from "../model/index.ts";
import { parseDocument } from "../parse/parse-document.ts";
import { namespaces } from "../parse/namespaces.ts";
import { decodeXml } from "./decode.ts";
import {
  isStandardLocation,
  readStandardSchema,
  standardLocationOf,
  standardSchemaFile,
} from "./standard-schemas.ts";
import type { FileSource } from "./file-source.ts";
import { leadsOutsideRoot, locate, locateEntry, type CatalogPlace, type Location } from "./locate.ts";
import { resolveInCatalog } from "./catalog.ts";

/** A node that names another file. */
export type FileReference = WsdlImport | XsdSchemaReference;

/** Every document reachable from the entries, each read once. */
export interface LoadedDocuments {
  /** Parsed documents in the order they were reached. */
  readonly documents: readonly SchemaDocument[];
  /** Files the entries name, as root-relative paths (or URLs). */
  readonly entries: readonly string[];
  /** For each import or include that names a location: the file it resolved to. */
  readonly targets: ReadonlyMap<FileReference, string>;
  /** Problems found while reading and parsing. */
  readonly diagnostics: readonly Diagnostic[];
  /** The text of each document fetched over http(s), by URL (the shipped standard schemas are not). */
  readonly fetched: ReadonlyMap<string, string>;
}

/**
 * Bytes of schema input one read takes by default, over every file it loads: well above the largest published
 * WSDLs (a few MB), and a bound on memory, which grows about 50 times the input through the stages.
 */
export const defaultMaxInputBytes = 16 * 1024 * 1024;

/** How the loader is asked to read. */
export interface LoadOptions {
  /** Entry paths relative to the root, or URLs (fetched only when `allowRemote`). */
  readonly entries: readonly string[];
  /** Where file contents come from. */
  readonly source: FileSource;
  /** Whether http(s) locations may be fetched. */
  readonly allowRemote: boolean;
  /** A catalog (`--catalog`) that maps absolute locations to local files. */
  readonly catalog?: CatalogPlace;
  /** Largest total size of the files read, in bytes (UTF-8); default {@link defaultMaxInputBytes}. */
  readonly maxInputBytes?: number;
  /** Fetches a remote document (tests replace it). */
  readonly fetchRemote?: (url: string) => Promise<string>;
}

/**
 * Reads the entries and, transitively, every `wsdl:import`, `xs:import`, `xs:include` and `xs:redefine`
 * location. Each file is read once, so cycles between files are fine. A file that takes the input over `maxInputBytes` is refused with a diagnostic
 * before it is parsed, and nothing after it is read.
 */
export async function loadDocuments(options: LoadOptions): Promise<LoadedDocuments> {
  const diagnostics: Diagnostic[] = [];
  const documents: SchemaDocument[] = [];
  const targets = new Map<FileReference, string>();
  const seen = new Set<string>();
  const fetched = new Map<string, string>();
  const queue: {
    readonly file: string;
    readonly referrer?: SourceLocation;
    /** The namespace of the `xs:import` that names the file, which can be read without it. */
    readonly imported?: string;
  }[] = [];
  const entries: string[] = [];
  const maxInputBytes = options.maxInputBytes ?? defaultMaxInputBytes;
  let inputBytes = 0;
  /** Standard schemas imported by namespace alone, by their URL: where the first such import is. */
  const standardByNamespace = new Map<string, SourceLocation>();
  /** Each shipped schema's file, by the URL it is read as: the first of its locations that named it. */
  const standardUrls = new Map<string, string>();
  /**
   * The URL a document is read as: a shipped schema named by another of its locations (secext's import of XML
   * Signature by its 2002 URL, a WSDL's by the undated one) is the document already read, not a second copy.
   */
  const readAs = (url: string): string => {
    const shipped = standardSchemaFile(url);
    if (shipped === undefined) return url;
    const first = standardUrls.get(shipped) ?? url;
    standardUrls.set(shipped, first);
    return first;
  };

  /** When the queue is empty: a standard schema imported by namespace alone that no document declares. */
  const missingStandard = () => {
    const declared = new Set(documents.flatMap(targetNamespaces));
    for (const [url, referrer] of standardByNamespace) {
      standardByNamespace.delete(url);
      const namespace = [...declared].find((candidate) => standardLocationOf(candidate) === url);
      if (namespace !== undefined) continue;
      const file = readAs(url);
      if (seen.has(file)) continue;
      seen.add(file);
      return { file, referrer };
    }
    return undefined;
  };

  /**
   * A location that cannot be read: an error, but for an `xs:import`, whose namespace is then imported alone
   * (with a warning): a schema a service imports without using (CXF's classpath `/schemas/wsdl/ws-addr.xsd`) no
   * longer stops it, a standard namespace gets its shipped schema, and a component of another that is used is
   * reported where it is named.
   */
  const unreadable = (
    reason: string,
    referrer: SourceLocation | undefined,
    imported: string | undefined,
  ): void => {
    const location = referrer ?? wholeFile("");
    if (imported === undefined) {
      diagnostics.push({ severity: "error", message: reason, location });
      return;
    }
    const standard = standardLocationOf(imported);
    if (standard !== undefined && referrer !== undefined) standardByNamespace.set(standard, referrer);
    diagnostics.push({
      severity: "warning",
      message: `${reason}; read as an import of namespace '${imported}' alone${standard === undefined ? "" : ", whose standard schema is shipped"}`,
      location,
    });
  };

  const enqueue = (
    location: Location,
    referrer: SourceLocation | undefined,
    reference?: FileReference,
  ): void => {
    const imported =
      reference?.kind === "import" && !("location" in reference) ? (reference.namespace ?? "") : undefined;
    if (location.kind === "refused") {
      // Climbing above the root stays an error: the root is a boundary (`generate` widens its default one).
      unreadable(location.reason, referrer, leadsOutsideRoot(location.reason) ? undefined : imported);
      return;
    }
    const file = location.kind === "file" ? location.path : readAs(location.url);
    if (reference !== undefined) targets.set(reference, file);
    if (seen.has(file)) return;
    seen.add(file);
    queue.push({
      file,
      ...(referrer === undefined ? {} : { referrer }),
      ...(imported === undefined ? {} : { imported }),
    });
  };

  for (const entry of options.entries) {
    const location = locateEntry(entry, options.allowRemote);
    if (location.kind === "file") entries.push(location.path);
    else if (location.kind === "remote") entries.push(location.url);
    enqueue(location, location.kind === "refused" ? wholeFile(entry) : undefined);
  }

  for (let next = queue.shift(); next !== undefined; next = queue.shift() ?? missingStandard()) {
    const { file, referrer } = next;
    const imported = "imported" in next ? next.imported : undefined;
    let text: string;
    try {
      if (isStandardLocation(file)) text = await readStandardSchema(file);
      else if (/^https?:/i.test(file)) {
        text = await (options.fetchRemote ?? fetchText)(file);
        fetched.set(file, text);
      } else text = await options.source.readFile(file);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      unreadable(
        `cannot read '${file}' (${options.source.describe(file)}): ${reason}`,
        referrer ?? wholeFile(file),
        imported,
      );
      continue;
    }
    inputBytes += Buffer.byteLength(text, "utf8");
    if (inputBytes > maxInputBytes) {
      diagnostics.push({
        severity: "error",
        message: `'${file}' takes the schema input to ${megabytes(inputBytes)}, over the limit of ${megabytes(maxInputBytes)} (the CLI's --max-input-mb raises it)`,
        location: referrer ?? wholeFile(file),
      });
      break;
    }
    const parsed = parseDocument(text, file);
    diagnostics.push(...parsed.diagnostics);
    if (parsed.document === undefined) continue;
    documents.push(parsed.document);
    for (const reference of referencesOf(parsed.document)) {
      // XSD's own namespace is built in (`xs:schema` of a DataSet): its schema for schemas is never read.
      if (reference.kind === "import" && reference.namespace === namespaces.xsd) continue;
      const written =
        reference.kind === "import" && "location" in reference
          ? reference.location
          : reference.schemaLocation;
      if (written === undefined) {
        // A namespace imported by name alone that the catalog maps (a `uri` entry naming it, as Xerces reads
        // one): the schema it maps to.
        const namespace = reference.kind === "import" ? (reference.namespace ?? "") : "";
        if (
          options.catalog !== undefined &&
          resolveInCatalog(options.catalog.catalog, namespace) !== undefined
        ) {
          enqueue(locate(file, namespace, options.allowRemote, options.catalog), reference.source, reference);
          continue;
        }
        // A standard namespace imported by name alone: its shipped schema, unless a document declares it.
        const standard =
          reference.kind === "import" ? standardLocationOf(reference.namespace ?? "") : undefined;
        if (standard !== undefined) standardByNamespace.set(standard, reference.source);
        continue;
      }
      enqueue(locate(file, written, options.allowRemote, options.catalog), reference.source, reference);
    }
  }
  // A standard namespace the schemas bring their own copy of (xml.xsd beside them, which another file imports by
  // its W3C URL) is read from that copy alone: the shipped schema declares the same components, which would clash.
  const brought = new Set(
    documents.filter((document) => !isStandardLocation(document.file)).flatMap(targetNamespaces),
  );
  const kept = documents.filter(
    (document) =>
      !isStandardLocation(document.file) ||
      !targetNamespaces(document).some((namespace) => brought.has(namespace)),
  );
  return { documents: kept, entries, targets, diagnostics, fetched };
}

/**
 * The shipped schemas of standard namespaces that components are named in although no document imports them
 * (`uses`: each namespace with where it is first named), read as if imported, each with a warning there. Rails'
 * and other toolkits' WSDLs name `soapenc:Array` without importing SOAP encoding; every SOAP toolkit reads them.
 * A namespace without a shipped schema is left out: linking reports its components.
 */
export async function loadUnimportedStandardSchemas(
  uses: ReadonlyMap<string, SourceLocation>,
): Promise<{ readonly documents: readonly SchemaDocument[]; readonly diagnostics: readonly Diagnostic[] }> {
  const documents: SchemaDocument[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [namespace, location] of uses) {
    const url = standardLocationOf(namespace);
    if (url === undefined) continue;
    const parsed = parseDocument(await readStandardSchema(url), url);
    diagnostics.push(...parsed.diagnostics, {
      severity: "warning",
      message: `namespace '${namespace}' is used without an xs:import; read as imported, with its shipped standard schema`,
      location,
    });
    if (parsed.document !== undefined) documents.push(parsed.document);
  }
  return { documents, diagnostics };
}

/** The imports and includes of a document, including those of schemas embedded in a WSDL. */
export function referencesOf(document: SchemaDocument): FileReference[] {
  if (document.kind === "xsd") return [...document.schema.references];
  return [
    ...document.definitions.imports,
    ...document.definitions.schemas.flatMap((schema) => schema.references),
  ];
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

function targetNamespaces(document: SchemaDocument): string[] {
  if (document.kind === "xsd") return [document.schema.targetNamespace ?? ""];
  return document.definitions.schemas.map((schema) => schema.targetNamespace ?? "");
}

function wholeFile(file: string): SourceLocation {
  return { file, line: 1, column: 1 };
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return decodeXml(new Uint8Array(await response.arrayBuffer()));
}
