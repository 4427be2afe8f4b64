import { StructureKind, type StatementStructures } from "./structures.ts";
import { packageRuntimeExports } from "../naming/identifiers.ts";
import type { ModulePlan } from "../plan/plan-package.ts";
import { FileScope, relativeSpecifier } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";

/**
 * `src/index.ts`: re-exports every generated module but the mock (names are unique package-wide, see the
 * naming pass), and the runtime API for calling and serving the services.
 */
export function indexFile(modules: readonly ModulePlan[]): StatementStructures[] {
  // A scope of its own resolves the runtime modules and type-only-ness; its imports become re-exports.
  const exports = new FileScope("index", []);
  for (const name of packageRuntimeExports) exports.use(runtimeSymbol(name));
  const runtime = exports.imports().map((declaration) => ({
    kind: StructureKind.ExportDeclaration,
    isTypeOnly: declaration.isTypeOnly,
    moduleSpecifier: declaration.moduleSpecifier,
    namedExports: declaration.namedImports.map((named) => ({
      name: named.name,
      ...(named.isTypeOnly === true ? { isTypeOnly: true } : {}),
    })),
  }));
  const generated = modules
    .filter((plan) => plan.kind !== "index" && plan.kind !== "mock" && plan.kind !== "documents")
    .map((plan) => ({
      kind: StructureKind.ExportDeclaration,
      isTypeOnly: false,
      moduleSpecifier: relativeSpecifier("index", plan.module),
    }));
  return [...generated, ...runtime];
}
