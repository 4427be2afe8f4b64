/**
 * Every runtime symbol generated code refers to, through the runtime's manifest (`runtime/manifest.ts`),
 * so a renamed or missing runtime export is a compile error in the generator.
 */
import { runtimeSymbols, type RuntimeSymbolName } from "../runtime/manifest.ts";
import { importSymbol, type ImportSymbol } from "./import-symbol.ts";

/** Runtime modules generated code imports directly, as paths inside the package's `src/`. */
export const runtimeModules = {
  scalars: "runtime/scalars",
  simpleType: "runtime/simple-type",
  xmlReader: "runtime/xml-reader",
  xmlWriter: "runtime/xml-writer",
  validation: "runtime/validation",
  operation: "runtime/operation",
  httpClient: "runtime/http-client",
  httpServer: "runtime/http-server",
} as const;

/** A runtime symbol named in the manifest, imported from `src/runtime/<module>`. */
export function runtimeSymbol(name: RuntimeSymbolName): ImportSymbol {
  const symbol = runtimeSymbols[name];
  return importSymbol(symbol.name, `runtime/${symbol.module}`, symbol.typeOnly);
}
