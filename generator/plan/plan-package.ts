import type { InterfaceVersion } from "../config.ts";
import type { Diagnostic } from "../diagnostics.ts";
import type { Model, TypeId, TypeRef } from "../model/index.ts";
import { xsiTypeTargets } from "../model/lookup.ts";
import type { NameMap } from "../naming/name-map.ts";
import { typeIndex, type ComplexShape } from "../shape/compute-shapes.ts";
import { planServices, type ServicePlan } from "./operations.ts";

/** What kind of declarations a generated module holds. */
export type ModuleKind = "types" | "elements" | "service" | "documents" | "mock" | "index";

/** One generated module of `src/`. */
export interface ModulePlan {
  readonly kind: ModuleKind;
  /** Path inside `src/` without extension: `types`, `elements`, `NonStaticXMLAPI`. */
  readonly module: string;
  /** For a service module: the service's name in the model. */
  readonly service?: string;
}

/** Where every declaration of one interface version goes. */
export interface PackagePlan {
  /** The interface version this package is generated for. */
  readonly version: InterfaceVersion;
  /** Generated modules, in a fixed order. */
  readonly modules: readonly ModulePlan[];
  /** Schema files (relative to the schema root) copied to `wsdl/` for the server to serve. */
  readonly schemaFiles: readonly string[];
  /** Client and server plan of every service. */
  readonly services: readonly ServicePlan[];
  /** Operations left without client and server, each with the reason. */
  readonly diagnostics: readonly Diagnostic[];
  /**
   * The array wrapper types read and written as elements of their own, an operation's result or a global
   * element: they get a reader, a writer and a validator (elsewhere a wrapper is a member its parent reads).
   */
  readonly standaloneArrays: ReadonlySet<TypeId>;
  /** The member lists of the complex types, computed once by the shape stage. */
  readonly shapes: ReadonlyMap<TypeId, ComplexShape>;
}

/**
 * The plan of one package: the same module names for every version (so `diff -r` between versions
 * shows interface changes only), plus one module per service named after it. `mock` is not re-exported
 * by `index` (it is the package's `./mock` export).
 */
export function planPackage(
  version: InterfaceVersion,
  model: Model,
  names: NameMap,
  shapes: ReadonlyMap<TypeId, ComplexShape>,
): PackagePlan {
  const { services: servicePlans, diagnostics } = planServices({
    model,
    shapes,
    types: typeIndex(model),
    credentials: version.credentials,
  });
  const services = [...model.services]
    .map((service) => ({ service: service.name, module: names.services.get(service.name) ?? service.name }))
    .sort((a, b) => (a.module < b.module ? -1 : a.module > b.module ? 1 : 0));
  return {
    version,
    modules: [
      { kind: "types", module: "types" },
      { kind: "elements", module: "elements" },
      ...services.map(({ service, module }) => ({ kind: "service" as const, module, service })),
      { kind: "documents", module: "documents" },
      { kind: "mock", module: "mock" },
      { kind: "index", module: "index" },
    ],
    schemaFiles: model.files,
    services: servicePlans,
    diagnostics,
    standaloneArrays: standaloneArrays(model, shapes, servicePlans),
    shapes,
  };
}

/** See {@link PackagePlan.standaloneArrays}. */
export function standaloneArrays(
  model: Model,
  shapes: ReadonlyMap<TypeId, ComplexShape>,
  services: readonly ServicePlan[],
): ReadonlySet<TypeId> {
  const types: TypeRef[] = [
    ...model.elements.map((element) => element.type),
    // Read and written through an xsi:type on an element of xs:anyType.
    ...xsiTypeTargets(model).map((type): TypeRef => ({ kind: "defined", id: type.id })),
    ...services.flatMap((service) =>
      service.operations.flatMap(({ response }) => (response.kind === "result" ? [response.type] : [])),
    ),
    // The arrays an array holds (SOAP-encoded arrays of arrays and rows): each item is an element of its own.
    ...[...shapes.values()].flatMap((shape) => (shape.kind === "array" ? [shape.item.type] : [])),
  ];
  return new Set(
    types.flatMap((type) =>
      type.kind === "defined" && shapes.get(type.id)?.kind === "array" ? [type.id] : [],
    ),
  );
}
