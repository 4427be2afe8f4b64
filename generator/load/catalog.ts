// OASIS XML Catalogs 1.1 (`--catalog`), as xjc, CXF and xmllint take them: entries that map the remote
// locations a schema names to local files (or other URLs).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Diagnostic } from "../diagnostics.ts";
import type { SourceLocation } from "../model/index.ts";
import { parseXml, type XmlElement } from "../parse/xml.ts";
import { decodeXml } from "./decode.ts";

const catalogNamespace = "urn:oasis:names:tc:entity:xmlns:xml:catalog";
const xmlNamespace = "http://www.w3.org/XML/1998/namespace";

/** One mapping entry: `uri`/`system` (exact), `rewriteURI`/`rewriteSystem` (prefix), `*Suffix` (suffix). */
interface CatalogEntry {
  readonly match: "exact" | "prefix" | "suffix";
  /** The identifier, start string or suffix it matches. */
  readonly key: string;
  /** The absolute URI it maps to (exact, suffix), or the prefix that replaces the start string. */
  readonly target: string;
}

/** A read catalog: its entries in document order. */
export interface Catalog {
  readonly entries: readonly CatalogEntry[];
}

/**
 * The URI `uri` maps to, or undefined. Schema locations are both system identifiers and URI references, so
 * `uri` and `system` entries apply alike: an exact entry first (the first in document order), then the
 * rewrite entry with the longest start string, then the suffix entry with the longest suffix (the order of
 * OASIS XML Catalogs 1.1, section 7.2.2).
 */
export function resolveInCatalog(catalog: Catalog, uri: string): string | undefined {
  const exact = catalog.entries.find((entry) => entry.match === "exact" && entry.key === uri);
  if (exact !== undefined) return exact.target;
  const longest = (match: CatalogEntry["match"], test: (key: string) => boolean) =>
    catalog.entries
      .filter((entry) => entry.match === match && test(entry.key))
      .reduce<CatalogEntry | undefined>(
        (best, entry) => (best === undefined || entry.key.length > best.key.length ? entry : best),
        undefined,
      );
  const rewrite = longest("prefix", (key) => uri.startsWith(key));
  if (rewrite !== undefined) return rewrite.target + uri.slice(rewrite.key.length);
  return longest("suffix", (key) => uri.endsWith(key))?.target;
}

/** The local file a mapped URI names (a `file:` URI), or undefined for another scheme. */
export function catalogFile(uri: string): string | undefined {
  return uri.startsWith("file:") ? fileURLToPath(uri) : undefined;
}

/** Attributes that name what an entry matches and maps to, by element. */
const entryForms: Readonly<Record<string, { match: CatalogEntry["match"]; key: string; target: string }>> = {
  uri: { match: "exact", key: "name", target: "uri" },
  system: { match: "exact", key: "systemId", target: "uri" },
  rewriteURI: { match: "prefix", key: "uriStartString", target: "rewritePrefix" },
  rewriteSystem: { match: "prefix", key: "systemIdStartString", target: "rewritePrefix" },
  uriSuffix: { match: "suffix", key: "uriSuffix", target: "uri" },
  systemSuffix: { match: "suffix", key: "systemIdSuffix", target: "uri" },
};

/** Entries about public identifiers, which schema locations never are. */
const publicEntries = new Set(["public", "delegatePublic"]);

function attribute(element: XmlElement, namespace: string, local: string): string | undefined {
  return element.attributes.find((item) => item.namespace === namespace && item.local === local)?.value;
}

/**
 * Reads the catalog at `file` (absolute); `shown` names it in diagnostics. Relative URIs in it resolve
 * against `xml:base` where given, else the catalog's own location. Unknown elements, entries of other forms
 * (`nextCatalog`, `delegate*`) and entries missing an attribute are errors at their place.
 */
export async function readCatalog(
  file: string,
  shown: string,
): Promise<{ readonly catalog?: Catalog; readonly diagnostics: readonly Diagnostic[] }> {
  const at = (location: SourceLocation) => ({ ...location, file: shown });
  let text: string;
  try {
    text = decodeXml(await readFile(file));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      diagnostics: [
        {
          severity: "error",
          message: `cannot read the catalog: ${reason}`,
          location: { file: shown, line: 1, column: 1 },
        },
      ],
    };
  }
  const parsed = parseXml(text, shown);
  if (parsed.root === undefined) return { diagnostics: parsed.diagnostics };
  const diagnostics: Diagnostic[] = [];
  const entries: CatalogEntry[] = [];
  const error = (element: XmlElement, message: string) =>
    diagnostics.push({ severity: "error", message, location: at(element.location) });

  const visit = (element: XmlElement, inheritedBase: string): void => {
    const written = attribute(element, xmlNamespace, "base");
    const base = written === undefined ? inheritedBase : new URL(written, inheritedBase).href;
    if (element.namespace !== catalogNamespace) {
      error(element, `${element.name} is not an OASIS catalog element (namespace ${catalogNamespace})`);
      return;
    }
    if (element.local === "catalog" || element.local === "group") {
      for (const child of element.children) visit(child, base);
      return;
    }
    if (publicEntries.has(element.local)) return;
    const form = entryForms[element.local];
    if (form === undefined) {
      error(element, `catalog entry ${element.name} is not supported`);
      return;
    }
    const key = attribute(element, "", form.key);
    const target = attribute(element, "", form.target);
    if (key === undefined || target === undefined) {
      error(element, `catalog entry ${element.name} needs the attributes ${form.key} and ${form.target}`);
      return;
    }
    entries.push({ match: form.match, key, target: new URL(target, base).href });
  };

  if (parsed.root.local !== "catalog" || parsed.root.namespace !== catalogNamespace)
    error(parsed.root, `the catalog's root is ${parsed.root.name}, not catalog in ${catalogNamespace}`);
  else visit(parsed.root, pathToFileURL(path.resolve(file)).href);
  return diagnostics.length > 0 ? { diagnostics } : { catalog: { entries }, diagnostics };
}

/** The local files and folders the catalog maps to, so that the schema root can be made to hold them. */
export function catalogPlaces(catalog: Catalog): string[] {
  return catalog.entries.flatMap((entry) => {
    const file = catalogFile(entry.target);
    return file === undefined ? [] : [file];
  });
}
