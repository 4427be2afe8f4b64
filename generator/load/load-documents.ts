import path from "node:path";
import type { Diagnostic } from "../diagnostics.ts";
import type { SchemaDocument, WsdlImport, XsdSchemaReference } from "../document/index.ts";
import type { SourceLocation } from "../model/index.ts";
import { collapsedValue } from "../parse/element-reader.ts";
import { parseDocument } from "../parse/parse-document.ts";
import { parseXml } from "../parse/xml.ts";
import { namespaces } from "../parse/namespaces.ts";
import { decodeXml } from "./decode.ts";
import {
  isStandardLocation,
  readStandardSchema,
  standardLocationOf,
  standardSchemaFile,
} from "./standard-schemas.ts";
import type { FileSource } from "./file-source.ts";
import {
  isRemote,
  leadsOutsideRoot,
  locate,
  locateEntry,
  type CatalogPlace,
  type Location,
} from "./locate.ts";
import { resolveInCatalog } from "./catalog.ts";
import { readSavedReference, savedFileOf, type SavedReference } from "./saved-reference.ts";

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
  /**
   * Imports read from a file beside the importing one because they name no location, or one that cannot be read:
   * the file, by the location as written (by the namespace, for an import of a namespace by name alone).
   */
  readonly readBeside: ReadonlyMap<string, string>;
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
    /** The import or include that names the file, the file it is in, and its location as written. */
    readonly by?: ImportedBy;
  }[] = [];
  const entries: string[] = [];
  const maxInputBytes = options.maxInputBytes ?? defaultMaxInputBytes;
  let inputBytes = 0;
  /** Imports whose location cannot be read, read as imports of their namespace alone. */
  const readAlone: { readonly written: string; readonly namespace: string }[] = [];
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
    written: string | undefined,
  ): void => {
    const location = referrer ?? wholeFile("");
    if (imported === undefined) {
      diagnostics.push({ severity: "error", message: reason, location });
      return;
    }
    if (written !== undefined) readAlone.push({ written, namespace: imported });
    const standard = standardLocationOf(imported);
    if (standard !== undefined && referrer !== undefined) standardByNamespace.set(standard, referrer);
    diagnostics.push({
      severity: "warning",
      message: `${reason}; read as an import of namespace '${imported}' alone${standard === undefined ? "" : ", whose standard schema is shipped"}`,
      location,
    });
  };

  /**
   * Imports not followed yet: of a namespace by name alone, or with a location that cannot be read (and includes
   * of such a location). Once nothing else is left to read, each whose namespace no document declares is read from
   * the files beside the importing one that declare it, as a tool reading the whole folder does (a WCF service
   * reference saves its metadata as `service.wsdl` importing its schemas by namespace alone, beside `service.xsd`
   * and `service1.xsd`; an .asmx web reference's WSDL includes `?schema=schema1`, saved as `schema1.xsd`). A
   * `wsdl:import` of a WSDL read already is that WSDL. Without such a file, `otherwise` reports it as before.
   */
  const unfollowed: {
    readonly from: string;
    readonly namespace: string;
    readonly referrer: SourceLocation;
    readonly reference: FileReference;
    /** The location as written, and why it cannot be read; absent for an import by name alone. */
    readonly written?: { readonly location: string; readonly reason: string };
    /** Read only from the file a saved reference's map names, not from the files beside by their namespace. */
    readonly savedOnly?: boolean;
    readonly otherwise?: () => void;
  }[] = [];
  const readBeside = new Map<string, string>();
  /** The texts of files read to learn their target namespace, each kept until it is read as a document. */
  const peeked = new Map<string, string>();
  const folderNamespaces = new Map<string, Promise<ReadonlyMap<string, readonly RootDeclaring[]>>>();

  /** For the folder of `file`, its schema and WSDL files by the namespace each declares at its root. */
  const namespacesBeside = (file: string): Promise<ReadonlyMap<string, readonly RootDeclaring[]>> => {
    const folder = path.posix.dirname(file);
    let found = folderNamespaces.get(folder);
    if (found === undefined) {
      found = declaredInFolder(folder, options.source, peeked, seen, maxInputBytes);
      folderNamespaces.set(folder, found);
    }
    return found;
  };

  const savedReferences = new Map<string, Promise<SavedReference | undefined>>();

  /** The file a saved reference's map (see saved-reference.ts) records for `written` in `from`, and the map. */
  const savedFile = async (from: string, written: string) => {
    const folder = path.posix.dirname(from);
    let saved = savedReferences.get(folder);
    if (saved === undefined) {
      saved = readSavedReference(folder, options.source);
      savedReferences.set(folder, saved);
    }
    const reference = await saved;
    if (reference === undefined) return undefined;
    const file = savedFileOf(reference, from, written);
    return file === undefined ? undefined : { file, map: reference.mapFile };
  };

  /**
   * When the queue is empty: enqueues the file a saved reference's map records for the first unfollowed import,
   * else the files beside it that declare its namespace.
   */
  const followBeside = async (): Promise<boolean> => {
    const declared = new Set(documents.flatMap(targetNamespaces));
    for (let next = unfollowed.shift(); next !== undefined; next = unfollowed.shift()) {
      const saved =
        next.written === undefined || isRemote(next.from)
          ? undefined
          : await savedFile(next.from, next.written.location);
      if (saved !== undefined && next.written !== undefined) {
        diagnostics.push({
          severity: "warning",
          message: `${next.written.reason}; read from '${path.posix.basename(saved.file)}', which ${path.posix.basename(saved.map)} records as saved from it`,
          location: next.referrer,
        });
        readBeside.set(next.written.location, saved.file);
        const queued = !seen.has(saved.file);
        enqueue({ kind: "file", path: saved.file }, next.referrer, {
          reference: next.reference,
          from: next.from,
        });
        if (queued) return true;
        continue;
      }
      if (next.savedOnly === true) {
        next.otherwise?.();
        continue;
      }
      const [first, ...others] = isRemote(next.from)
        ? []
        : filesToRead(
            next.reference,
            ((await namespacesBeside(next.from)).get(next.namespace) ?? []).filter(
              ({ file }) => !seen.has(file),
            ),
            declared.has(next.namespace),
          );
      if (first === undefined) {
        const again = namedAgain(next.reference, next.from, next.namespace);
        if (again === undefined || next.written === undefined) next.otherwise?.();
        else if (xsdImportNamespace(next.reference) !== undefined) {
          // Read as an import of the namespace alone, as before; the package's copy names the schema read first.
          next.otherwise?.();
          readBeside.set(next.written.location, again);
        } else {
          diagnostics.push({
            severity: "warning",
            message:
              next.reference.kind === "include"
                ? `${next.written.reason}; the schemas beside this file that declare namespace '${next.namespace}' are read already`
                : `${next.written.reason}; read as '${path.posix.basename(again)}', read already, which declares namespace '${next.namespace}'`,
            location: next.referrer,
          });
          readBeside.set(next.written.location, again);
        }
        continue;
      }
      const named = [first, ...others].map((file) => `'${path.posix.basename(file)}'`).join(", ");
      diagnostics.push({
        severity: "warning",
        message:
          next.written === undefined
            ? `namespace '${next.namespace}' is imported without a location; read from ${named} beside this file, which declare${others.length === 0 ? "s" : ""} it`
            : `${next.written.reason}; read from ${named} beside this file, which declare${others.length === 0 ? "s" : ""} namespace '${next.namespace}'`,
        location: next.referrer,
      });
      readBeside.set(next.written?.location ?? next.namespace, first);
      enqueue({ kind: "file", path: first }, next.referrer, { reference: next.reference, from: next.from });
      for (const file of others) enqueue({ kind: "file", path: file }, next.referrer);
      return true;
    }
    return false;
  };

  /**
   * The file read already that a reference `from` a file names again: for a `wsdl:import` of `namespace`, the WSDL
   * read that declares it (a contract saved beside its service imports the service back by the URL it was fetched
   * from); for an include, a schema read beside that declares it (Visual Studio saves the schemas of a reference
   * flat under names of its own, keeping the locations as written, and the first include read them all); for an
   * `xs:import`, the schema read first that declares it.
   */
  const namedAgain = (reference: FileReference, from: string, namespace: string): string | undefined => {
    if ("location" in reference)
      return documents.find(
        (document) => document.kind === "wsdl" && document.definitions.targetNamespace === namespace,
      )?.file;
    if (reference.kind === "redefine") return undefined;
    const folder = path.posix.dirname(from);
    return documents.find(
      (document) =>
        document.kind === "xsd" &&
        document.file !== from &&
        (reference.kind === "import" || path.posix.dirname(document.file) === folder) &&
        (document.schema.targetNamespace ?? "") === namespace,
    )?.file;
  };

  const enqueue = (location: Location, referrer: SourceLocation | undefined, by?: ImportedBy): void => {
    const reference = by?.reference;
    const imported = reference === undefined ? undefined : xsdImportNamespace(reference);
    if (location.kind === "refused") {
      // Climbing above the root stays an error: the root is a boundary (`generate` widens its default one).
      const outside = leadsOutsideRoot(location.reason);
      const report = () => unreadable(location.reason, referrer, outside ? undefined : imported, by?.written);
      if (outside || by === undefined || referrer === undefined) report();
      else unfollow(by, referrer, location.reason, report);
      return;
    }
    const file = location.kind === "file" ? location.path : readAs(location.url);
    if (reference !== undefined) targets.set(reference, file);
    if (seen.has(file)) return;
    seen.add(file);
    queue.push({
      file,
      ...(referrer === undefined ? {} : { referrer }),
      ...(by === undefined ? {} : { by }),
    });
  };

  /** Defers an import whose location cannot be read to `followBeside`, if it names a namespace. */
  const unfollow = (
    by: ImportedBy,
    referrer: SourceLocation,
    reason: string,
    otherwise: () => void,
  ): void => {
    const namespace = by.namespace;
    if (namespace === undefined || by.written === undefined) otherwise();
    else
      unfollowed.push({
        from: by.from,
        namespace,
        referrer,
        reference: by.reference,
        written: { location: by.written, reason },
        // A standard namespace gets its shipped schema rather than a copy beside, unless a saved reference's map
        // names the copy.
        savedOnly: standardLocationOf(namespace) !== undefined,
        otherwise,
      });
  };

  for (const entry of options.entries) {
    const location = locateEntry(entry, options.allowRemote);
    if (location.kind === "file") entries.push(location.path);
    else if (location.kind === "remote") entries.push(location.url);
    enqueue(location, location.kind === "refused" ? wholeFile(entry) : undefined);
  }

  for (;;) {
    const next = queue.shift() ?? ((await followBeside()) ? queue.shift() : missingStandard());
    if (next === undefined) break;
    const { file, referrer } = next;
    const by = "by" in next ? next.by : undefined;
    const imported = by === undefined ? undefined : xsdImportNamespace(by.reference);
    let text: string;
    try {
      if (isStandardLocation(file)) text = await readStandardSchema(file);
      else if (/^https?:/i.test(file)) {
        text = await (options.fetchRemote ?? fetchText)(file);
        fetched.set(file, text);
      } else text = peeked.get(file) ?? (await options.source.readFile(file));
      peeked.delete(file);
    } catch (error) {
      const reason = `cannot read '${file}' (${options.source.describe(file)}): ${error instanceof Error ? error.message : String(error)}`;
      const location = referrer ?? wholeFile(file);
      const report = () => unreadable(reason, location, imported, by?.written);
      if (by === undefined) report();
      else unfollow(by, location, reason, report);
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
          enqueue(locate(file, namespace, options.allowRemote, options.catalog), reference.source, {
            reference,
            from: file,
          });
          continue;
        }
        // A standard namespace imported by name alone: its shipped schema, unless a document declares it. Another:
        // a document read declares it, or a file beside this one (see `unfollowed`).
        const standard = standardLocationOf(namespace);
        if (standard !== undefined) standardByNamespace.set(standard, reference.source);
        else if (namespace !== "")
          unfollowed.push({
            from: file,
            namespace,
            referrer: reference.source,
            reference,
          });
        continue;
      }
      enqueue(locate(file, written, options.allowRemote, options.catalog), reference.source, {
        reference,
        from: file,
        written,
        namespace: namespaceToDeclare(parsed.document, reference),
      });
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
  // The package's copy of an import read by its namespace alone leads to the document that declares it (the shipped
  // schema of a standard one), not to the location nothing could be read from.
  for (const { written, namespace } of readAlone) {
    const declaring = kept.find((document) => targetNamespaces(document).includes(namespace));
    if (declaring !== undefined && !readBeside.has(written)) readBeside.set(written, declaring.file);
  }
  return { documents: kept, entries, targets, diagnostics, fetched, readBeside };
}

/** The namespace of an `xs:import` (which can be read without its file); undefined for other references. */
function xsdImportNamespace(reference: FileReference): string | undefined {
  return reference.kind === "import" && !("location" in reference) ? (reference.namespace ?? "") : undefined;
}

/** How a file came to be read: the import or include that names it, the file that holds it, its location as written. */
interface ImportedBy {
  readonly reference: FileReference;
  readonly from: string;
  readonly written?: string;
  /** The namespace the file read must declare: an import's, or that of the schema an include is in. */
  readonly namespace?: string | undefined;
}

/** The namespace the file `reference` names must declare: an import's, or that of the schema holding an include. */
function namespaceToDeclare(document: SchemaDocument, reference: FileReference): string | undefined {
  if (reference.kind === "import") return reference.namespace;
  const schemas = document.kind === "xsd" ? [document.schema] : document.definitions.schemas;
  return schemas.find((schema) => schema.references.includes(reference))?.targetNamespace ?? "";
}

/**
 * The schema and WSDL files directly inside `folder` but those `read` already, by the target namespace of each one's
 * root element. The texts read are kept in `peeked` for the loader; reading stops at `maxBytes` in all.
 */
async function declaredInFolder(
  folder: string,
  source: FileSource,
  peeked: Map<string, string>,
  read: ReadonlySet<string>,
  maxBytes: number,
): Promise<ReadonlyMap<string, readonly RootDeclaring[]>> {
  const found = new Map<string, RootDeclaring[]>();
  let names: readonly string[];
  try {
    names = (await source.listFolder?.(folder)) ?? [];
  } catch {
    return found;
  }
  let bytes = 0;
  for (const name of names) {
    if (!/\.(?:xsd|wsdl)$/i.test(name)) continue;
    const file = path.posix.join(folder, name);
    if (read.has(file)) continue;
    let text: string;
    try {
      text = peeked.get(file) ?? (await source.readFile(file));
    } catch {
      continue;
    }
    bytes += text.length;
    if (bytes > maxBytes) break;
    const declaring = rootDeclaring(text, file);
    if (declaring === undefined) continue;
    peeked.set(file, text);
    found.set(declaring.namespace, [...(found.get(declaring.namespace) ?? []), declaring]);
  }
  return found;
}

/** A schema or WSDL file and the `targetNamespace` of its root element ("" when it has none). */
interface RootDeclaring {
  readonly file: string;
  readonly root: "schema" | "definitions";
  readonly namespace: string;
  /** Its top-level named components, as `<kind> <name>`. */
  readonly components: readonly string[];
}

/**
 * Of the files beside that declare its namespace, those a reference reads: a WSDL's import, the WSDLs if any; an
 * import, the schemas unless a document read (`declared`) declares the namespace; an include, the schemas.
 */
function filesToRead(
  reference: FileReference,
  declaring: readonly RootDeclaring[],
  declared: boolean,
): string[] {
  const wsdls = "location" in reference ? declaring.filter(({ root }) => root === "definitions") : [];
  if (wsdls.length > 0) return withoutCopies(wsdls);
  if (reference.kind === "import" && declared) return [];
  return withoutCopies(declaring.filter(({ root }) => root === "schema"));
}

/**
 * The files but those that declare a component an earlier one declares: a copy saved beside its original
 * (`service - Copy.xsd`) would declare everything twice.
 */
function withoutCopies(declaring: readonly RootDeclaring[]): string[] {
  const kept = new Set<string>();
  return declaring
    .filter(({ components }) => {
      if (components.some((component) => kept.has(component))) return false;
      for (const component of components) kept.add(component);
      return true;
    })
    .map(({ file }) => file);
}

/** What `file` declares at its root, if it is a schema or a WSDL. */
function rootDeclaring(text: string, file: string): RootDeclaring | undefined {
  const { root } = parseXml(text, file);
  const kind =
    root?.namespace === namespaces.xsd && root.local === "schema"
      ? "schema"
      : root?.namespace === namespaces.wsdl && root.local === "definitions"
        ? "definitions"
        : undefined;
  if (root === undefined || kind === undefined) return undefined;
  const declared = root.attributes.find(
    (attribute) => attribute.namespace === "" && attribute.local === "targetNamespace",
  );
  const components = root.children.flatMap((child) => {
    const name = child.attributes.find(
      (attribute) => attribute.namespace === "" && attribute.local === "name",
    );
    return name === undefined ? [] : [`${child.local} ${collapsedValue(name.local, name.value)}`];
  });
  return {
    file,
    root: kind,
    namespace: declared === undefined ? "" : collapsedValue(declared.local, declared.value),
    components,
  };
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
