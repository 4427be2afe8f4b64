import path from "node:path";
import { catalogFile, resolveInCatalog, type Catalog } from "./catalog.ts";
import { isStandardLocation } from "./standard-schemas.ts";

/** Where a `schemaLocation` or `wsdl:import location` leads. */
export type Location =
  | { readonly kind: "file"; readonly path: string }
  | { readonly kind: "remote"; readonly url: string }
  | { readonly kind: "refused"; readonly reason: string };

const schemePattern = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

/** Whether `file` names a remote document (its id is then its URL). */
export function isRemote(file: string): boolean {
  return /^https?:\/\//i.test(file);
}

/**
 * Resolves `location` as written in `from` (a root-relative path or a URL). Relative paths resolve against
 * the including file and must stay inside the root; http(s) URLs only when `allowRemote` or when they name a
 * shipped standard schema (read from the generator, never the network); every other form
 * (absolute paths, `file:` and other schemes) is refused. An absolute location (a URL, or one resolved
 * against a remote file) that the `catalog` maps is read from where it maps to instead.
 */
export function locate(
  from: string,
  location: string,
  allowRemote: boolean,
  catalog?: CatalogPlace,
): Location {
  const written = location.trim();
  const absolute = isRemote(from) ? new URL(written, from).href : schemePattern.test(written) ? written : "";
  const mapped =
    catalog === undefined || absolute === "" ? undefined : resolveInCatalog(catalog.catalog, absolute);
  if (mapped !== undefined && catalog !== undefined)
    return catalogLocation(mapped, written, allowRemote, catalog);
  if (isRemote(from)) {
    if (schemePattern.test(written) && !isRemote(written))
      return { kind: "refused", reason: `'${written}' uses a scheme other than http(s)` };
    return { kind: "remote", url: absolute };
  }
  if (isRemote(written)) return remoteLocation(written, allowRemote);
  if (schemePattern.test(written) || written.startsWith("/") || written.startsWith("\\"))
    return { kind: "refused", reason: `'${written}' is not a path relative to the including file` };
  return checkRelative(path.posix.join(path.posix.dirname(from), written.replaceAll("\\", "/")), written);
}

/** A catalog (`--catalog`) and the schema root its local files are named relative to. */
export interface CatalogPlace {
  readonly catalog: Catalog;
  readonly root: string;
}

function remoteLocation(url: string, allowRemote: boolean): Location {
  return allowRemote || isStandardLocation(url)
    ? { kind: "remote", url: new URL(url).href }
    : { kind: "refused", reason: `remote location '${url}' is refused (remote locations are off)` };
}

/** Where a location the catalog maps leads: a file inside the root, or a URL under the usual rules. */
function catalogLocation(
  mapped: string,
  written: string,
  allowRemote: boolean,
  place: CatalogPlace,
): Location {
  const file = catalogFile(mapped);
  if (file === undefined)
    return isRemote(mapped)
      ? remoteLocation(mapped, allowRemote)
      : {
          kind: "refused",
          reason: `the catalog maps '${written}' to '${mapped}', which is neither a file nor http(s)`,
        };
  const relative = path.relative(path.resolve(place.root), file).split(path.sep).join("/");
  if (relative === ".." || relative.startsWith("../") || path.isAbsolute(relative))
    return {
      kind: "refused",
      reason: `the catalog maps '${written}' to '${file}', outside the schema root '${place.root}' (--root widens it)`,
    };
  return { kind: "file", path: relative };
}

/**
 * Checks an entry given relative to the root, or as an http(s) URL (a service's `?wsdl`), which is fetched
 * only when `allowRemote`.
 */
export function locateEntry(entry: string, allowRemote: boolean): Location {
  if (isRemote(entry))
    return allowRemote
      ? { kind: "remote", url: new URL(entry).href }
      : {
          kind: "refused",
          reason: `entry '${entry}' is a URL: --allow-remote fetches it and what it imports`,
        };
  if (schemePattern.test(entry) || path.isAbsolute(entry))
    return { kind: "refused", reason: `entry '${entry}' is not a path relative to the schema root` };
  return checkRelative(path.posix.normalize(entry.replaceAll("\\", "/")), entry);
}

const outsideRoot = "leads outside the schema root";

/** Whether a diagnostic's message is the refusal of a relative location that climbs above the root. */
export function leadsOutsideRoot(message: string): boolean {
  return message.endsWith(outsideRoot);
}

function checkRelative(joined: string, written: string): Location {
  const normalized = path.posix.normalize(decodePath(joined));
  if (normalized === ".." || normalized.startsWith("../"))
    return { kind: "refused", reason: `'${written}' ${outsideRoot}` };
  return { kind: "file", path: normalized };
}

/** schemaLocation is a URI reference: `%20` means a space; a malformed escape is kept as written. */
function decodePath(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
