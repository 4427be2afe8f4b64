import type { StatementStructures } from "ts-morph";
import type { Model } from "../model/index.ts";
import { validatorName, writerName } from "../naming/identifiers.ts";
import type { NameMap } from "../naming/name-map.ts";
import type { ModulePlan, PackagePlan } from "../plan/plan-package.ts";
import { emitContext, type EmitContext } from "./context.ts";
import { elementsFile } from "./elements-file.ts";
import { FileScope } from "./file-scope.ts";
import { indexFile } from "./index-file.ts";
import { preamble, printFile } from "./print.ts";
import { serviceFile } from "./service-file.ts";
import { typesFile } from "./types-file.ts";

/** A generated file: path inside the package and its text. */
export interface EmittedFile {
  readonly path: string;
  readonly text: string;
}

/** Top-level names a module declares, so imported names that clash get an alias. */
function declaredNames(context: EmitContext, plan: ModulePlan): string[] {
  switch (plan.kind) {
    case "types":
      return [...context.names.types.values()].flatMap((name) => [
        name,
        writerName(name),
        validatorName(name),
      ]);
    case "service": {
      const stem = context.names.services.get(plan.service ?? "") ?? plan.module;
      return [stem, `${stem}Operations`];
    }
    default:
      return [];
  }
}

function moduleStatements(
  context: EmitContext,
  scope: FileScope,
  plan: ModulePlan,
  modules: readonly ModulePlan[],
): StatementStructures[] {
  switch (plan.kind) {
    case "types":
      return typesFile(context, scope);
    case "service": {
      const service = context.model.services.find((candidate) => candidate.name === plan.service);
      return service === undefined ? [] : serviceFile(context, scope, service);
    }
    case "elements":
      return elementsFile(context, scope);
    case "index":
      return indexFile(modules);
    default:
      return [];
  }
}

/** Emits the TypeScript sources of one package, unformatted: `src/<module>.ts` for every planned module. */
export function emitPackage(plan: PackagePlan, model: Model, names: NameMap): EmittedFile[] {
  const context = emitContext(model, names, plan.version.namespace);
  const header = preamble(model.files);
  return plan.modules.map((module) => {
    const scope = new FileScope(module.module, declaredNames(context, module));
    const statements = moduleStatements(context, scope, module, plan.modules);
    const path = `src/${module.module}.ts`;
    return { path, text: printFile(path, header, scope, statements) };
  });
}
