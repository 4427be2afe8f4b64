import path from "node:path";
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
 * (absolute paths, `file:` and other schemes) is refused.
 */
export function locate(from: string, location: string, allowRemote: boolean): Location {
  const written = location.trim();
  if (isRemote(from)) {
    if (schemePattern.test(written) && !isRemote(written))
      return { kind: "refused", reason: `'${written}' uses a scheme other than http(s)` };
    return { kind: "remote", url: new URL(written, from).href };
  }
  if (isRemote(written))
    return allowRemote || isStandardLocation(written)
      ? { kind: "remote", url: new URL(written).href }
      : { kind: "refused", reason: `remote location '${written}' is refused (remote locations are off)` };
  if (schemePattern.test(written) || written.startsWith("/") || written.startsWith("\\"))
    return { kind: "refused", reason: `'${written}' is not a path relative to the including file` };
  return checkRelative(path.posix.join(path.posix.dirname(from), written.replaceAll("\\", "/")), written);
}

/** Checks an entry path given relative to the root. */
export function locateEntry(entry: string): Location {
  if (schemePattern.test(entry) || path.isAbsolute(entry))
    return { kind: "refused", reason: `entry '${entry}' is not a path relative to the schema root` };
  return checkRelative(path.posix.normalize(entry.replaceAll("\\", "/")), entry);
}

function checkRelative(joined: string, written: string): Location {
  const normalized = path.posix.normalize(decodePath(joined));
  if (normalized === ".." || normalized.startsWith("../"))
    return { kind: "refused", reason: `'${written}' leads outside the schema root` };
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
