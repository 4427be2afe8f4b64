/**
 * A symbol a generated file refers to, named by the module that exports it. Emitters never write
 * import declarations: they ask a `FileScope` for a symbol and use the local name it returns.
 */
export interface ImportSymbol {
  readonly kind: "importSymbol";
  /** Exported name. */
  readonly name: string;
  /** Module path inside the package's `src/`, without extension: `types`, `runtime/xml-writer`. */
  readonly from: string;
  /** True when only the type is needed (`import type`). */
  readonly typeOnly: boolean;
}

/** Creates an import symbol. */
export function importSymbol(name: string, from: string, typeOnly = false): ImportSymbol {
  return { kind: "importSymbol", name, from, typeOnly };
}
