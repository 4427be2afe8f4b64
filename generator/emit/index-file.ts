import { StructureKind, type StatementStructures } from "ts-morph";
import type { RuntimeSymbolName } from "../runtime/manifest.ts";
import type { ModulePlan } from "../plan/plan-package.ts";
import { FileScope, relativeSpecifier } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";

/** The runtime API a user of the package needs beside the generated declarations. */
const runtimeExports: readonly RuntimeSymbolName[] = [
  "createServiceListener",
  "createRouter",
  "createSoapServer",
  "formatLogEntry",
  "ServiceFault",
  "ServiceListenerOptions",
  "SoapServerOptions",
  "RequestLogEntry",
  "RequestContext",
  "Transport",
  "ValidationIssue",
  "OperationDescriptor",
  "ServiceDescriptor",
  "SoapClient",
  "ClientOptions",
  "CallOptions",
  "SoapResult",
  "SoapFaultError",
  "HttpError",
  "TransportError",
  "TransportErrorKind",
  "MalformedResponseError",
  "SoapFault",
  "XmlReadError",
  "XmlReadOptions",
  "xsdDateTimeToDate",
  "dateToXsdDateTime",
  "dateToXsdDate",
  "decimalToNumber",
  "decimalFromJsNumber",
  "compareDecimal",
];

/**
 * `src/index.ts`: re-exports every generated module but the mock (names are unique package-wide, see the
 * naming pass), and the runtime API for calling and serving the services.
 */
export function indexFile(modules: readonly ModulePlan[]): StatementStructures[] {
  // A scope of its own resolves the runtime modules and type-only-ness; its imports become re-exports.
  const exports = new FileScope("index", []);
  for (const name of runtimeExports) exports.use(runtimeSymbol(name));
  const runtime = exports.imports().map((declaration) => ({
    kind: StructureKind.ExportDeclaration as const,
    isTypeOnly: declaration.isTypeOnly ?? false,
    moduleSpecifier: declaration.moduleSpecifier,
    namedExports: (declaration.namedImports as { name: string; isTypeOnly?: boolean }[]).map((named) => ({
      name: named.name,
      ...(named.isTypeOnly === true ? { isTypeOnly: true } : {}),
    })),
  }));
  const generated = modules
    .filter((plan) => plan.kind !== "index" && plan.kind !== "mock" && plan.kind !== "documents")
    .map((plan) => ({
      kind: StructureKind.ExportDeclaration as const,
      isTypeOnly: false,
      moduleSpecifier: relativeSpecifier("index", plan.module),
    }));
  return [...generated, ...runtime];
}
