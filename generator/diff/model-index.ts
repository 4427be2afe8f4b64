import type {
  ElementDeclaration,
  Message,
  Model,
  Operation,
  Particle,
  QName,
  TypeDefinition,
  TypeId,
  TypeRef,
} from "../model/index.ts";

/** How a type or element is used by the operations of a model. */
export interface Usage {
  /** Reachable from an operation's input. */
  readonly request: boolean;
  /** Reachable from an operation's output or faults. */
  readonly response: boolean;
  /** `Service.Operation` of every operation reaching it. */
  readonly operations: ReadonlySet<string>;
}

/** Lookup tables over one model. */
export interface ModelIndex {
  readonly model: Model;
  readonly types: ReadonlyMap<TypeId, TypeDefinition>;
  /** Global elements by `qnameKey`. */
  readonly elements: ReadonlyMap<string, ElementDeclaration>;
  /** Usage of every type reachable from an operation. */
  readonly typeUsage: ReadonlyMap<TypeId, Usage>;
  /** Keys of the global elements that are operation wrappers (message parts). */
  readonly wrapperElements: ReadonlySet<string>;
  /** Types some element (local, global or a message part) is declared with: where xsi:type substitution can happen. */
  readonly elementTypes: ReadonlySet<TypeId>;
}

/** Map key of a qualified name. */
export const qnameKey = (name: QName): string => `{${name.namespace}}${name.local}`;

/** `Service.Operation`. */
export const operationKey = (operation: Operation): string => `${operation.service}.${operation.name}`;

/** Types a type refers to: content, attributes, base, derived types (they may stand in), items, members. */
function referencedTypes(type: TypeDefinition): TypeRef[] {
  if (type.kind === "simpleType") {
    const variety = type.variety;
    if (variety.kind === "atomic") return [variety.base];
    if (variety.kind === "list") return [variety.itemType];
    return [...variety.memberTypes];
  }
  const refs: TypeRef[] = type.attributes.map((attribute) => attribute.type);
  if (type.derivation !== undefined) refs.push(type.derivation.base);
  for (const id of type.derivedTypes) refs.push({ kind: "defined", id });
  if (type.content.kind === "simple") refs.push(type.content.valueType);
  if (type.content.kind === "elements") {
    const walk = (particle: Particle): void => {
      if (particle.kind === "element") refs.push(particle.type);
      else if (particle.kind !== "any") particle.particles.forEach(walk);
    };
    walk(type.content.particle);
  }
  return refs;
}

/** Every message of an operation: input, output, faults, and the per-binding messages. */
export function operationMessages(operation: Operation): Message[] {
  return [
    operation.input,
    ...(operation.output === undefined ? [] : [operation.output]),
    ...operation.faults.map((fault) => fault.message),
    ...operation.bindings.flatMap((binding) => [
      ...(binding.inputMessage === undefined ? [] : [binding.inputMessage]),
      ...(binding.outputMessage === undefined ? [] : [binding.outputMessage]),
    ]),
  ];
}

/** Builds the lookup tables and walks every operation to find which types travel which way. */
export function indexModel(model: Model): ModelIndex {
  const types = new Map(model.types.map((type) => [type.id, type]));
  const elements = new Map(model.elements.map((element) => [qnameKey(element.name), element]));
  const usage = new Map<TypeId, { request: boolean; response: boolean; operations: Set<string> }>();
  const wrapperElements = new Set<string>();

  const visit = (root: TypeRef | undefined, direction: "request" | "response", operation: string): void => {
    const stack: TypeRef[] = root === undefined ? [] : [root];
    const seen = new Set<TypeId>();
    for (let ref = stack.pop(); ref !== undefined; ref = stack.pop()) {
      if (ref.kind !== "defined" || seen.has(ref.id)) continue;
      seen.add(ref.id);
      let entry = usage.get(ref.id);
      if (entry === undefined)
        usage.set(ref.id, (entry = { request: false, response: false, operations: new Set() }));
      entry[direction] = true;
      entry.operations.add(operation);
      const type = types.get(ref.id);
      if (type !== undefined) stack.push(...referencedTypes(type));
    }
  };
  const visitMessage = (message: Message, direction: "request" | "response", operation: string): void => {
    for (const part of message.parts) {
      if (part.element !== undefined) {
        wrapperElements.add(qnameKey(part.element));
        visit(elements.get(qnameKey(part.element))?.type, direction, operation);
      }
      visit(part.type, direction, operation);
    }
  };
  for (const service of model.services)
    for (const operation of service.operations) {
      const key = operationKey(operation);
      visitMessage(operation.input, "request", key);
      if (operation.output !== undefined) visitMessage(operation.output, "response", key);
      // ASMX gives HTTP GET/POST their own messages: text parameters and the bare result element.
      for (const binding of operation.bindings) {
        if (binding.inputMessage !== undefined) visitMessage(binding.inputMessage, "request", key);
        if (binding.outputMessage !== undefined) visitMessage(binding.outputMessage, "response", key);
      }
      for (const fault of operation.faults) visitMessage(fault.message, "response", key);
    }
  const elementTypes = new Set<TypeId>();
  const declare = (ref: TypeRef | undefined): void => {
    if (ref?.kind === "defined") elementTypes.add(ref.id);
  };
  for (const element of model.elements) declare(element.type);
  for (const type of model.types)
    if (type.kind === "complexType" && type.content.kind === "elements") {
      const walk = (particle: Particle): void => {
        if (particle.kind === "element") declare(particle.type);
        else if (particle.kind !== "any") particle.particles.forEach(walk);
      };
      walk(type.content.particle);
    }
  for (const service of model.services)
    for (const operation of service.operations)
      for (const message of operationMessages(operation))
        for (const part of message.parts) declare(part.type);
  return { model, types, elements, typeUsage: usage, wrapperElements, elementTypes };
}
