import type { Diagnostic } from "../diagnostics.ts";
import type { DraftModel } from "../map/draft.ts";
import { keyOf, spaceNames, type SymbolTable } from "./symbols.ts";

/**
 * Phase two: every reference by name must reach a declaration in its symbol space. A missing one is
 * reported where it is written, naming the referring construct and the missing name, and saying so when
 * no schema or WSDL for that namespace was read at all (a forgotten import).
 */
export function linkReferences(draft: DraftModel, symbols: SymbolTable): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const namespaces = new Set(draft.namespaces);
  for (const reference of draft.references) {
    const key = keyOf(reference.name);
    if (symbols[reference.space].has(key)) continue;
    const hint = namespaces.has(reference.name.namespace)
      ? ""
      : `; no schema or WSDL for namespace '${reference.name.namespace}' was read (missing import?)`;
    diagnostics.push({
      severity: "error",
      message: `${reference.from} refers to ${spaceNames[reference.space]} '${key}', which is not declared${hint}`,
      location: reference.provenance.source,
    });
  }
  return diagnostics;
}
