import type { StatementStructures } from "./structures.ts";
import type { Model } from "../model/index.ts";
import {
  clientName,
  documentsConstant,
  handlersName,
  mockListenersName,
  mockName,
  validatorName,
  writerName,
} from "../naming/identifiers.ts";
import type { NameMap } from "../naming/name-map.ts";
import type { ModulePlan, PackagePlan } from "../plan/plan-package.ts";
import { emitContext, type EmitContext } from "./context.ts";
import { documentsFile } from "./documents-file.ts";
import { elementsFile } from "./elements-file.ts";
import { FileScope } from "./file-scope.ts";
import { indexFile } from "./index-file.ts";
import { mockFile } from "./mock-file.ts";
import { preamble, printFile } from "./print.ts";
import type { LaidOut } from "./sample-layout.ts";
import { operationNames, serviceFile } from "./service-file.ts";
import { typesFile, typesFileConventions } from "./types-file.ts";

/** A generated file: path inside the package and its text. */
export interface EmittedFile {
  readonly path: string;
  readonly text: string;
  /**
   * Runs of whole lines of `text`, in order, that the emitter also laid out as prettier would: formatting puts
   * the layouts in and keeps them out of prettier (`build/laid-out.ts`). Only on emitted modules, before they
   * are formatted.
   */
  readonly laidOut?: readonly LaidOut[];
  /** The module's `.d.ts`, printed with it (`print.ts`). Only on emitted modules. */
  readonly declarations?: string;
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
      const service = context.model.services.find((candidate) => candidate.name === plan.service);
      const operations = (service?.operations ?? []).flatMap((operation) => {
        const names = operationNames(context, operation);
        return [names.descriptor, names.sample];
      });
      return [stem, handlersName(stem), clientName(stem), ...operations];
    }
    case "documents":
      return [documentsConstant];
    case "mock":
      return [
        mockListenersName,
        ...context.model.services.map((service) => mockName(context.names.services.get(service.name) ?? "")),
      ];
    default:
      return [];
  }
}

/** The published documents of the package (by path inside `wsdl/`) and the key of each service's WSDL. */
export interface PackageDocuments {
  readonly documents: ReadonlyMap<string, string>;
  /** Service name -> key of its WSDL in `documents`. */
  readonly wsdlOfService: ReadonlyMap<string, string>;
}

function moduleStatements(
  context: EmitContext,
  scope: FileScope,
  module: ModulePlan,
  plan: PackagePlan,
  documents: PackageDocuments,
  laidOut: LaidOut[],
): StatementStructures[] {
  switch (module.kind) {
    case "types":
      return typesFile(context, scope, plan.standaloneArrays);
    case "service": {
      const service = plan.services.find((candidate) => candidate.service.name === module.service);
      const wsdl = documents.wsdlOfService.get(module.service ?? "") ?? "";
      return service === undefined
        ? []
        : serviceFile(context, scope, service, { version: plan.version.version, wsdl }, laidOut);
    }
    case "elements":
      return elementsFile(context, scope);
    case "documents":
      return documentsFile(documents.documents, laidOut);
    case "mock":
      return mockFile(context, scope, plan.services, laidOut);
    case "index":
      return indexFile(plan.modules);
  }
}

/**
 * Emits the TypeScript sources of one package, unformatted: `src/<module>.ts` for every planned module, in two
 * groups. types.ts, most of a package's code and the quickest to emit for its size, comes first: the caller
 * hands it to the formatting thread and to esbuild's process, to be formatted and compiled while this thread
 * emits the others.
 */
export function* emitPackage(
  plan: PackagePlan,
  model: Model,
  names: NameMap,
  documents: PackageDocuments,
): Generator<EmittedFile[], void> {
  const context = emitContext(model, names, plan.shapes, plan.version.namespace);
  const header = preamble(model.files);
  const emit = (module: ModulePlan): EmittedFile => {
    const scope = new FileScope(module.module, declaredNames(context, module));
    const laidOut: LaidOut[] = [];
    const statements = moduleStatements(context, scope, module, plan, documents, laidOut);
    const path = `src/${module.module}.ts`;
    const moduleHeader = module.kind === "types" ? `${header}${typesFileConventions}` : header;
    const printed = printFile(moduleHeader, scope, statements);
    const file = { path, text: printed.source, declarations: printed.declarations };
    return laidOut.length === 0 ? file : { ...file, laidOut };
  };
  yield plan.modules.filter((module) => module.kind === "types").map(emit);
  yield plan.modules.filter((module) => module.kind !== "types").map(emit);
}
