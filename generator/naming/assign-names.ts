import type { Diagnostic } from "../diagnostics.ts";
import type { Model, Provenance, TypeDefinition, TypeId } from "../model/index.ts";
import { computeShapes, type ComplexShape } from "../shape/compute-shapes.ts";
import {
  clientName,
  documentsConstant,
  elementDescriptorName,
  handlersName,
  mockName,
  markupName,
  namespaceConstant,
  operationDescriptorName,
  operationSampleName,
  parserName,
  serializerName,
  toCamelCase,
  toPascalCase,
  toTypeName,
  validatorName,
  writerName,
} from "./identifiers.ts";
import { elementKey, type NameMap, type OperationNames } from "./name-map.ts";

/** Result of the naming pass: the map, or diagnostics for every collision. */
export interface NamingResult {
  readonly names: NameMap;
  readonly diagnostics: readonly Diagnostic[];
}

/** Words of an anonymous type's id path that name a construct rather than a context. */
const constructWords = new Set([
  "element",
  "complexType",
  "simpleType",
  "simpleContent",
  "type",
  "list",
  "union",
]);

/** Local part of a type id (`{ns}Booking/prices/price` -> `Booking/prices/price`). */
function localPath(id: TypeId): string {
  return id.startsWith("{") ? id.slice(id.indexOf("}") + 1) : id;
}

/** The XML-ish name a type is named after: its own name, or its context path for an anonymous type. */
export function typeSourceName(type: TypeDefinition): string {
  if (type.name !== undefined) return type.name.local;
  const words = localPath(type.id)
    .split("/")
    .filter((word) => word !== "" && !constructWords.has(word));
  return words.map(toPascalCase).join("");
}

/** Collects names in one scope and reports the second claimant of a name as a collision. */
class Scope {
  readonly #owners = new Map<string, { readonly what: string; readonly provenance: Provenance }>();
  readonly #diagnostics: Diagnostic[];
  readonly #scope: string;

  constructor(scope: string, diagnostics: Diagnostic[]) {
    this.#scope = scope;
    this.#diagnostics = diagnostics;
  }

  /** True when `name` already has an owner. */
  has(name: string): boolean {
    return this.#owners.has(name);
  }

  claim(name: string, what: string, provenance: Provenance): string {
    const owner = this.#owners.get(name);
    if (owner === undefined) this.#owners.set(name, { what, provenance });
    else
      this.#diagnostics.push({
        severity: "error",
        message: `${what} and ${owner.what} both get the TypeScript name "${name}" in ${this.#scope}`,
        location: provenance.source,
        related: { message: `${owner.what} is declared here`, location: owner.provenance.source },
      });
    return name;
  }
}

function describeType(type: TypeDefinition): string {
  return type.name === undefined
    ? `anonymous ${type.provenance.construct} ${type.id}`
    : `${type.provenance.construct} {${type.name.namespace}}${type.name.local}`;
}

/**
 * The naming pass: assigns every TypeScript identifier the emitters use. Named types claim their names
 * before anonymous ones, each group in id order, so names never depend on declaration order in files.
 */
export function assignNames(
  model: Model,
  shapes: ReadonlyMap<TypeId, ComplexShape> = computeShapes(model),
): NamingResult {
  const diagnostics: Diagnostic[] = [];
  // Every exported name of the package shares one scope: index.ts re-exports all modules.
  const typeScope = new Scope("the package's exports", diagnostics);
  const types = new Map<TypeId, string>();
  const ordered = [
    ...model.types.filter((t) => t.name !== undefined),
    ...model.types.filter((t) => t.name === undefined),
  ];
  for (const type of ordered) {
    const name = toTypeName(typeSourceName(type));
    const what = describeType(type);
    // A type whose name collides is reported once; its functions would only repeat the report.
    const collides = typeScope.has(name);
    types.set(type.id, typeScope.claim(name, what, type.provenance));
    if (collides || shapes.get(type.id)?.kind === "array") continue;
    typeScope.claim(validatorName(name), `the validator of ${what}`, type.provenance);
    if (type.kind === "complexType") {
      typeScope.claim(writerName(name), `the serializer of ${what}`, type.provenance);
      typeScope.claim(markupName(name), `the markup function of ${what}`, type.provenance);
    }
  }

  const members = new Map<TypeId, ReadonlyMap<string, string>>();
  for (const type of model.types) {
    if (type.kind !== "complexType") continue;
    const shape = shapes.get(type.id);
    if (shape?.kind !== "object") continue;
    const scope = new Scope(`type ${types.get(type.id) ?? type.id}`, diagnostics);
    const names = new Map<string, string>();
    for (const member of shape.members) {
      const xmlName = member.kind === "value" ? "value" : member.name.local;
      const what =
        member.kind === "value" ? "the simple content value" : `${member.kind} ${member.name.local}`;
      names.set(member.key, scope.claim(toCamelCase(xmlName), what, member.provenance));
    }
    members.set(type.id, names);
  }

  const elementScope = new Scope("the package's elements", diagnostics);
  const elements = new Map<string, string>();
  for (const element of model.elements) {
    const what = `element ${element.name.local}`;
    const stem = elementScope.claim(toPascalCase(element.name.local), what, element.provenance);
    elements.set(elementKey(element.name), stem);
    typeScope.claim(elementDescriptorName(stem), `the descriptor of ${what}`, element.provenance);
    typeScope.claim(parserName(stem), `the parser of ${what}`, element.provenance);
    typeScope.claim(serializerName(stem), `the serializer of ${what}`, element.provenance);
  }
  const packageOrigin: Provenance = {
    source: { file: model.files[0] ?? "", line: 1, column: 1 },
    construct: "targetNamespace",
  };
  typeScope.claim(namespaceConstant, "the namespace constant", packageOrigin);
  typeScope.claim(documentsConstant, "the published documents constant", packageOrigin);

  const serviceScope = new Scope("the package's services", diagnostics);
  const services = new Map<string, string>();
  const operations = new Map<string, ReadonlyMap<string, OperationNames>>();
  for (const service of model.services) {
    const what = `service ${service.name}`;
    const stem = serviceScope.claim(toPascalCase(service.name), what, service.provenance);
    services.set(service.name, stem);
    typeScope.claim(stem, `the descriptor of ${what}`, service.provenance);
    typeScope.claim(handlersName(stem), `the handler interface of ${what}`, service.provenance);
    typeScope.claim(clientName(stem), `the client of ${what}`, service.provenance);
    typeScope.claim(mockName(stem), `the mock handlers of ${what}`, service.provenance);
    const methodScope = new Scope(`the methods of ${what}`, diagnostics);
    const names = new Map<string, OperationNames>();
    for (const operation of service.operations) {
      const of = `operation ${operation.name} of ${what}`;
      names.set(operation.name, {
        method: methodScope.claim(toCamelCase(operation.name), of, operation.provenance),
        descriptor: typeScope.claim(
          operationDescriptorName(operation.name),
          `the descriptor of ${of}`,
          operation.provenance,
        ),
        sample: typeScope.claim(
          operationSampleName(operation.name),
          `the sample of ${of}`,
          operation.provenance,
        ),
      });
    }
    operations.set(service.name, names);
  }

  return { names: { types, members, elements, services, operations }, diagnostics };
}
