import { StructureKind, type StatementStructures } from "ts-morph";
import type { ModulePlan } from "../plan/plan-package.ts";
import { relativeSpecifier } from "./file-scope.ts";

/** `src/index.ts`: re-exports every generated module (names are unique package-wide, see the naming pass). */
export function indexFile(modules: readonly ModulePlan[]): StatementStructures[] {
  return modules
    .filter((plan) => plan.kind !== "index")
    .map((plan) => ({
      kind: StructureKind.ExportDeclaration,
      isTypeOnly: false,
      moduleSpecifier: relativeSpecifier("index", plan.module),
    }));
}
