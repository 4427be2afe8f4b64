import { basename } from "node:path";
import { sortDiagnostics, type Diagnostic } from "../diagnostics.ts";
import type {
  ElementDeclaration,
  Model,
  Operation,
  Service,
  TypeDefinition,
  TypeId,
} from "../model/index.ts";
import {
  computeShapes,
  itemKey,
  type AttributeMember,
  type ComplexShape,
  type ElementMember,
  type OrderedMember,
  type ValueMember,
} from "../shape/compute-shapes.ts";
import {
  capitalize,
  clientName,
  documentsConstant,
  globalElementMarkup,
  globalElementsConstant,
  globalElementType,
  globalElementValues,
  globalTypesConstant,
  globalTypeType,
  globalTypeValues,
  globalTypeWriter,
  edgeCaseMockName,
  elementDescriptorName,
  handlersName,
  faultsName,
  headerFaultsName,
  headersName,
  isIdentifier,
  markupName,
  mockName,
  namespaceConstant,
  operationDescriptorName,
  operationSampleName,
  packageRuntimeExports,
  parserName,
  reservedMethodNames,
  reservedModuleNames,
  reservedTypeNames,
  serializerName,
  substituteTypeName,
  soapHeadersName,
  toCamelCase,
  toPascalCase,
  validatorName,
  withHeadersName,
  writerName,
} from "./identifiers.ts";
import { elementKey, type NameMap, type OperationNames } from "./name-map.ts";
import { NameScope, Namer, type Claim, type Holder } from "./name-scope.ts";
import { numbered } from "./qualifiers.ts";
import { memberFileKey, namespaceOf, type NameOverride, type NameOverrides } from "./names-file.ts";
import { faultElement } from "../model/lookup.ts";

/** Result of the naming pass: the map, the renames' warnings, and errors only for a names file that clashes. */
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

/** A repeated choice's property: its alternatives joined by `Or` (`noteOrFragile`), `choice` past three. */
function choiceName(member: OrderedMember): string {
  if (member.substitutionGroup !== undefined) return toCamelCase(member.substitutionGroup.local);
  const names = member.elements.map((element) => element.name.local);
  const kind = member.sequence === undefined ? "choice" : "sequence";
  return names.length > 3 ? kind : toCamelCase(names.join(member.sequence === undefined ? "_Or_" : "_And_"));
}

/** `name`, or `name2`, `name3`, ... when `taken` has it; the result is added to `taken`. */
function unusedName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let index = 2; taken.has(candidate); index++) candidate = `${name}${index}`;
  taken.add(candidate);
  return candidate;
}

/** A member named from its XML name (the others are wildcards and ordered choices). */
type NamedMember = ElementMember | AttributeMember | ValueMember;

function describeType(type: TypeDefinition): string {
  return type.name === undefined
    ? `anonymous ${type.provenance.construct} ${type.id}`
    : `${type.provenance.construct} {${type.name.namespace}}${type.name.local}`;
}

/** Orders by code units, never by locale, so every machine sorts alike. */
function compareKeys(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const [x = "", y = ""] = [a[index], b[index]];
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/** `items` ordered by `key`, made once per item (keys build names; a large schema sorts thousands). */
function sortedBy<T>(items: readonly T[], key: (item: T) => readonly string[]): T[] {
  return items
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ item }) => item);
}

/** Sorts a name that is its XML name as written before one that is not, so the XML name is kept where it can be. */
function asWritten(name: string, xmlName: string): string {
  return name === xmlName ? "0" : "1";
}

const memberKindRank = { value: "0", element: "1", attribute: "2" } as const;

/** Member kinds as the qualifier of a later member of another kind: `textAttribute`. */
const memberKindWord = { value: "Value", element: "Element", attribute: "Attribute" } as const;

/**
 * The naming pass: assigns every TypeScript identifier the emitters use, so that no two clash.
 *
 * The rule, in order: names set in the names file are taken first; then every component asks for the name
 * the XML name gives (`toPascalCase`, `toCamelCase`): named types, anonymous types, global elements, services,
 * operations, and inside each type its members (simple content, elements, attributes), each kind ordered by
 * (name as written first, namespace, local name), so a name equal to its XML name is kept where it can be. The first asker keeps a name; a later one whose name (or one of the names
 * derived from it, such as `validateX`) is taken gets a qualifier and a warning naming both (see `Namer`).
 * Names TypeScript or the runtime reserves get a fixed suffix: `ErrorType`, `constructor_`.
 */
export function assignNames(
  model: Model,
  shapes: ReadonlyMap<TypeId, ComplexShape> = computeShapes(model),
  overrides?: NameOverrides,
): NamingResult {
  const namer = new Namer();
  const used = new Set<NameOverride>();
  const exports = new NameScope();
  const modules = new NameScope((name) => name.toLowerCase());
  const reserve = (scope: NameScope, name: string, what: string) => scope.take(name, { what, namespace: "" });
  for (const name of reservedTypeNames) reserve(exports, name, `the global ${name}`);
  for (const name of packageRuntimeExports) reserve(exports, name, `the runtime's ${name}`);
  reserve(exports, namespaceConstant, "the namespace constant");
  reserve(exports, documentsConstant, "the published documents constant");
  reserve(exports, globalElementType, "the union of typed wildcard elements");
  reserve(exports, globalElementValues, "the value types of typed wildcard elements");
  reserve(exports, globalElementsConstant, "the readers of typed wildcard elements");
  reserve(exports, globalElementMarkup, "the markup of typed wildcard elements");
  reserve(exports, globalTypeType, "the union of xsi:typed xs:anyType values");
  reserve(exports, globalTypeValues, "the value types of xsi:typed xs:anyType values");
  reserve(exports, globalTypesConstant, "the readers of xsi:typed xs:anyType values");
  reserve(exports, globalTypeWriter, "the writer of xsi:typed xs:anyType values");
  for (const name of reservedModuleNames) reserve(modules, name, `the module ${name}`);
  const file = overrides === undefined ? "" : basename(overrides.file);

  const typeClaims = sortedBy(model.types, (type) =>
    type.name === undefined
      ? ["1", "", namespaceOf(type.id), localPath(type.id)]
      : [
          "0",
          asWritten(toPascalCase(type.name.local), type.name.local),
          type.name.namespace,
          type.name.local,
        ],
  ).map((type) => ({
    key: type.id,
    claim: typeClaim(type, shapes.get(type.id), exports),
    override: overrides?.types.get(type.id),
  }));
  const elementClaims = sortedBy(model.elements, ({ name }) => [
    asWritten(toPascalCase(name.local), name.local),
    name.namespace,
    name.local,
  ]).map((element) => ({
    key: elementKey(element.name),
    claim: elementClaim(element, exports),
    override: overrides?.elements.get(elementKey(element.name)),
  }));
  const serviceOrder = sortedBy(model.services, (service) => [
    asWritten(toPascalCase(service.name), service.name),
    service.namespace,
    service.name,
  ]);
  const serviceClaims = serviceOrder.map((service) => ({
    key: service.name,
    claim: serviceClaim(service, exports, modules),
    override: overrides?.services.get(`{${service.namespace}}${service.name}`),
  }));
  // The names file's names first, so a rule's name never takes a name the user set.
  const families = [typeClaims, elementClaims, serviceClaims];
  const [
    types = new Map<string, string>(),
    elements = new Map<string, string>(),
    services = new Map<string, string>(),
  ] = claimAll(families, namer, used, file);

  const members = new Map<TypeId, ReadonlyMap<string, string>>();
  for (const type of model.types) {
    const shape = shapes.get(type.id);
    if (shape?.kind !== "object") continue;
    const scope = new NameScope();
    const typeName = types.get(type.id) ?? type.id;
    const named = shape.members.filter(
      (member): member is NamedMember =>
        member.kind === "value" || member.kind === "element" || member.kind === "attribute",
    );
    const claims = sortedBy(named, (member) =>
      member.kind === "value"
        ? [memberKindRank.value]
        : [
            memberKindRank[member.kind],
            asWritten(toCamelCase(sourceName(member)), sourceName(member)),
            member.name.namespace,
            sourceName(member),
          ],
    ).map((member) => ({
      key: member.key,
      claim: memberClaim(type, typeName, member, scope),
      override: overrides?.members.get(type.id)?.get(memberFileKey(namespaceOf(type.id), member)),
    }));
    const [claimed = new Map<string, string>()] = claimAll([claims], namer, used, file);
    const names = new Map(claimed);
    const taken = new Set(names.values());
    for (const member of shape.members)
      if (member.kind === "any" || member.kind === "anyAttribute")
        // `$any` and `$anyAttributes`: a `$` starts no XML name, so they clash with nothing.
        names.set(member.key, member.key);
      else if (member.kind === "ordered") {
        // An item is an object with one key: its alternatives' names need only differ among themselves.
        const itemNames = new Set<string>();
        for (const element of member.elements)
          names.set(itemKey(member, element), unusedName(toCamelCase(element.name.local), itemNames));
        names.set(member.key, member.mixed ? member.key : unusedName(choiceName(member), taken));
      }
    members.set(type.id, names);
  }

  // A head's value is an object with one key: its elements' names need only differ among themselves.
  const substitutes = new Map<string, ReadonlyMap<string, string>>();
  for (const element of model.elements) {
    if (element.substitutes === undefined) continue;
    const taken = new Set<string>();
    substitutes.set(
      elementKey(element.name),
      new Map(
        element.substitutes.map((name) => [elementKey(name), unusedName(toCamelCase(name.local), taken)]),
      ),
    );
  }

  const operations = new Map<string, ReadonlyMap<string, OperationNames>>();
  for (const service of serviceOrder) {
    const stem = services.get(service.name) ?? service.name;
    const scope = new NameScope();
    for (const method of reservedMethodNames) reserve(scope, method, `the client's ${method}`);
    const order = sortedBy(service.operations, (item) => [
      asWritten(toCamelCase(item.name), item.name),
      item.namespace,
      item.name,
    ]);
    const claims = order.map((operation) => ({
      operation,
      key: operation.name,
      claim: methodClaim(service, operation, scope),
      override: overrides?.operations.get(`{${operation.namespace}}${operation.name}`),
    }));
    const [methods = new Map<string, string>()] = claimAll([claims], namer, used, file);
    const names = new Map<string, OperationNames>();
    for (const { operation, key, claim, override } of claims) {
      const method = methods.get(key) ?? claim.wanted;
      const headers = headerBlocks(operation);
      const faults = faultProperties(model, operation);
      const descriptorStem = override === undefined ? toPascalCase(key) : capitalize(method);
      const descriptor = namer.claim(
        descriptorClaim(claim, key, stem, descriptorStem, exports, headers, faults !== undefined),
      );
      names.set(key, {
        method,
        descriptor: operationDescriptorName(descriptor),
        sample: operationSampleName(descriptor),
        ...(headers.input ? { inputHeaders: headersName(descriptor, "Input") } : {}),
        ...(headers.output ? { outputHeaders: headersName(descriptor, "Output") } : {}),
        ...(headers.faults ? { headerFaults: headerFaultsName(descriptor) } : {}),
        ...(faults === undefined ? {} : { faults: faultsName(descriptor), faultProperties: faults }),
        ...(headers.output ? { withHeaders: withHeadersName(method) } : {}),
      });
    }
    operations.set(service.name, names);
  }

  return {
    names: { types, members, elements, substitutes, services, operations, renames: namer.renames },
    diagnostics: sortDiagnostics([...namer.diagnostics, ...unusedOverrides(overrides, used)]),
  };
}

/** A component asking for a name, and the names file's name for it if it sets one. */
interface Request {
  readonly key: string;
  readonly claim: Claim;
  readonly override: NameOverride | undefined;
}

/**
 * Names every request of the families: first every name the names file sets (one taken already is an error),
 * then the rules' names, family after family, each in its order.
 */
function claimAll(
  families: readonly (readonly Request[])[],
  namer: Namer,
  used: Set<NameOverride>,
  file: string,
): Map<string, string>[] {
  const results = families.map(() => new Map<string, string>());
  families.forEach((requests, index) => {
    for (const { key, claim, override } of requests) {
      if (override === undefined) continue;
      used.add(override);
      const name = namer.claimExact(claim, override.name, override.location, file);
      if (name !== undefined) results[index]?.set(key, name);
    }
  });
  families.forEach((requests, index) => {
    for (const { key, claim } of requests)
      if (results[index]?.has(key) === false) results[index]?.set(key, namer.claim(claim));
  });
  return results;
}

function typeClaim(type: TypeDefinition, shape: ComplexShape | undefined, exports: NameScope): Claim {
  const wanted = toPascalCase(typeSourceName(type));
  return {
    kind: "type",
    component: type.id,
    holder: { what: describeType(type), namespace: namespaceOf(type.id), source: type.provenance.source },
    wanted,
    bundle: (name) => [
      [exports, name],
      [exports, validatorName(name)],
      ...(type.kind === "complexType" ? ([[exports, writerName(name)]] as const) : []),
      ...(shape?.kind === "object" ? ([[exports, markupName(name)]] as const) : []),
    ],
    // A global's or the runtime's name: `ErrorType`.
    alternatives: (blocker) => (blocker.source === undefined ? [`${wanted}Type`] : []),
  };
}

/** The name a member's property is made from: its XML name, or the name of the `wsdl:part` it carries. */
function sourceName(member: ElementMember | AttributeMember): string {
  return member.kind === "element" && member.part !== undefined ? member.part : member.name.local;
}

function memberClaim(type: TypeDefinition, typeName: string, member: NamedMember, scope: NameScope): Claim {
  const xmlName = member.kind === "value" ? "value" : sourceName(member);
  const what =
    member.kind === "value"
      ? `the simple content of ${typeName}`
      : `${member.kind} ${member.name.local} of ${typeName}`;
  const camel = toCamelCase(xmlName);
  // A later declaration of one element is numbered as such, not as a clash with the first.
  const wanted =
    member.kind === "element" && member.occurrence !== undefined ? numbered(camel, member.occurrence) : camel;
  return {
    kind: "member",
    component: `${type.id} ${memberFileKey(namespaceOf(type.id), member)}`,
    holder: {
      what,
      namespace: member.kind === "value" ? "" : member.name.namespace,
      source: member.provenance.source,
      kind: member.kind,
    },
    wanted,
    bundle: (name) => [[scope, name]],
    // Another kind: `textAttribute`; the XML name as written when it is an identifier: `Id` beside `ID`.
    alternatives: (blocker) => [
      ...(blocker.kind !== undefined && blocker.kind !== member.kind
        ? [`${wanted}${memberKindWord[member.kind]}`]
        : []),
      ...(isIdentifier(xmlName) && xmlName !== wanted ? [xmlName] : []),
    ],
  };
}

function elementClaim(element: ElementDeclaration, exports: NameScope): Claim {
  return {
    kind: "element",
    component: elementKey(element.name),
    holder: {
      what: `element {${element.name.namespace}}${element.name.local}`,
      namespace: element.name.namespace,
      source: element.provenance.source,
    },
    wanted: toPascalCase(element.name.local),
    bundle: (stem) => [
      [exports, elementDescriptorName(stem)],
      [exports, parserName(stem)],
      [exports, serializerName(stem)],
      ...(element.substitutes === undefined ? [] : [[exports, substituteTypeName(stem)] as const]),
    ],
  };
}

function serviceClaim(service: Service, exports: NameScope, modules: NameScope): Claim {
  return {
    kind: "service",
    component: `{${service.namespace}}${service.name}`,
    holder: serviceHolder(service),
    wanted: toPascalCase(service.name),
    bundle: (stem) => [
      [modules, stem],
      [exports, stem],
      [exports, handlersName(stem)],
      [exports, clientName(stem)],
      [exports, mockName(stem)],
      [exports, edgeCaseMockName(stem)],
      ...(service.operations.some((operation) => headerBlocks(operation).input)
        ? [[exports, soapHeadersName(stem)] as const]
        : []),
    ],
    alternatives: (blocker) => (blocker.source === undefined ? [`${toPascalCase(service.name)}Service`] : []),
  };
}

function serviceHolder(service: Service): Holder {
  return {
    what: `service {${service.namespace}}${service.name}`,
    namespace: service.namespace,
    source: service.provenance.source,
  };
}

function operationHolder(operation: Operation, service: Service): Holder {
  return {
    what: `operation ${operation.name} of service ${service.name}`,
    namespace: operation.namespace,
    source: operation.provenance.source,
  };
}

function methodClaim(service: Service, operation: Operation, methods: NameScope): Claim {
  const wanted = toCamelCase(operation.name);
  return {
    kind: "operation",
    component: `{${operation.namespace}}${operation.name}`,
    holder: operationHolder(operation, service),
    wanted,
    bundle: headerBlocks(operation).output
      ? (method) => [
          [methods, method],
          [methods, withHeadersName(method)],
        ]
      : (method) => [[methods, method]],
    alternatives: (blocker) => (blocker.source === undefined ? [`${wanted}_`] : []),
  };
}

/**
 * The property of each fault of `operation` whose detail is typed ({@link faultElement}), by fault name: its
 * name camelCased, numbered where an earlier fault has that property; undefined when none is typed.
 */
function faultProperties(model: Model, operation: Operation): ReadonlyMap<string, string> | undefined {
  const properties = new Map<string, string>();
  const taken = new Set<string>();
  for (const fault of operation.faults) {
    if (faultElement(model, operation, fault) === undefined) continue;
    const wanted = toCamelCase(fault.name);
    let property = wanted;
    for (let n = 2; taken.has(property); n += 1) property = `${wanted}${n}`;
    taken.add(property);
    properties.set(fault.name, property);
  }
  return properties.size === 0 ? undefined : properties;
}

/** Which header interfaces an operation needs: its SOAP bindings' request, response and fault blocks. */
interface HeaderBlocks {
  readonly input: boolean;
  readonly output: boolean;
  readonly faults: boolean;
}

function headerBlocks(operation: Operation): HeaderBlocks {
  const soap = operation.bindings.filter((binding) => binding.kind === "soapBinding");
  return {
    input: soap.some((binding) => binding.inputHeaders.length > 0),
    output: soap.some((binding) => binding.outputHeaders.length > 0),
    faults: soap.some((binding) =>
      [...binding.inputHeaders, ...binding.outputHeaders].some((header) => header.faults.length > 0),
    ),
  };
}

/** The descriptor's stem: the operation's, or the service's and the operation's when another service has it. */
function descriptorClaim(
  method: Claim,
  name: string,
  serviceStem: string,
  stem: string,
  exports: NameScope,
  headers: HeaderBlocks,
  faults: boolean,
): Claim {
  return {
    kind: "operation",
    component: method.component,
    holder: { ...method.holder, what: `the descriptor of operation ${name} of ${serviceStem}` },
    wanted: stem,
    bundle: (each) => [
      [exports, operationDescriptorName(each)],
      [exports, operationSampleName(each)],
      ...(headers.input ? [[exports, headersName(each, "Input")] as const] : []),
      ...(headers.output ? [[exports, headersName(each, "Output")] as const] : []),
      ...(headers.faults ? [[exports, headerFaultsName(each)] as const] : []),
      ...(faults ? [[exports, faultsName(each)] as const] : []),
    ],
    alternatives: () => [`${serviceStem}${stem}`],
  };
}

/** A warning for every entry of the names file that names nothing of this package. */
function unusedOverrides(
  overrides: NameOverrides | undefined,
  used: ReadonlySet<NameOverride>,
): Diagnostic[] {
  if (overrides === undefined) return [];
  const entries = [
    ...[...overrides.types].map(([key, override]) => ["type", key, override] as const),
    ...[...overrides.elements].map(([key, override]) => ["element", key, override] as const),
    ...[...overrides.members].flatMap(([type, members]) =>
      [...members].map(([key, override]) => ["member", `${key} of ${type}`, override] as const),
    ),
    ...[...overrides.services].map(([key, override]) => ["service", key, override] as const),
    ...[...overrides.operations].map(([key, override]) => ["operation", key, override] as const),
  ];
  return entries
    .filter(([, , override]) => !used.has(override))
    .map(([kind, key, override]) => ({
      severity: "warning",
      message: `the names file names ${kind} ${key}, which is not in this package`,
      location: override.location,
    }));
}
