import type { Model } from "./model.ts";
import type { FaultMessage, Operation } from "./services.ts";
import type { ComplexTypeDefinition, ElementDeclaration, TypeDefinition, TypeId, TypeRef } from "./types.ts";

const elementIndexes = new WeakMap<Model, ReadonlyMap<string, ReadonlyMap<string, ElementDeclaration>>>();

/**
 * The global element of `model` named `name` (the first, should two share it), through an index made once per
 * model: the stages look one up per operation, part and substitute, and a vendor's model holds thousands.
 */
export function globalElement(
  model: Model,
  name: { readonly namespace: string; readonly local: string },
): ElementDeclaration | undefined {
  let index = elementIndexes.get(model);
  if (index === undefined) {
    const built = new Map<string, Map<string, ElementDeclaration>>();
    for (const element of model.elements) {
      let byLocal = built.get(element.name.namespace);
      if (byLocal === undefined) built.set(element.name.namespace, (byLocal = new Map()));
      if (!byLocal.has(element.name.local)) byLocal.set(element.name.local, element);
    }
    elementIndexes.set(model, (index = built));
  }
  return index.get(name.namespace)?.get(name.local);
}

/**
 * The element a fault's detail carries, typed: its message's one part's element, for an operation bound to
 * SOAP; undefined for a message of several parts or of a `type` part (WS-I BP R2205 asks for one element part),
 * or an operation without a SOAP binding, whose detail stays markup.
 */
export function faultElement(
  model: Model,
  operation: Operation,
  fault: FaultMessage,
): ElementDeclaration | undefined {
  const [part, ...more] = fault.message.parts;
  if (part?.element === undefined || more.length > 0) return undefined;
  if (!operation.bindings.some((binding) => binding.kind === "soapBinding")) return undefined;
  return globalElement(model, part.element);
}

/**
 * Whether a type is part of the package's surface (exported, in its README and in `dump --names`): all but the
 * original of a redefined type, which only its redefinition builds on (XSD leaves it no name).
 */
export function isPublic(type: TypeDefinition): boolean {
  return type.redefinedOriginal !== true;
}

/** The id of `xs:anyType` as a complex type of the model, where an element of it made it one. */
export const anyTypeId = "{http://www.w3.org/2001/XMLSchema}anyType";

const xsiTypeTargetLists = new WeakMap<Model, readonly TypeDefinition[]>();

/**
 * The global types of the schema an `xsi:type` on an element of `xs:anyType` may name, so that its value reads
 * typed (the XSD built-ins beside them): every named, public type but `xs:anyType` itself and the abstract ones,
 * which no element may carry. None where no element is of `xs:anyType`.
 */
export function xsiTypeTargets(model: Model): readonly TypeDefinition[] {
  let targets = xsiTypeTargetLists.get(model);
  if (targets === undefined) {
    const used = model.types.some((type) => type.id === anyTypeId);
    targets = used
      ? model.types.filter(
          (type) =>
            type.name !== undefined &&
            type.id !== anyTypeId &&
            isPublic(type) &&
            !(type.kind === "complexType" && type.abstract),
        )
      : [];
    xsiTypeTargetLists.set(model, targets);
  }
  return targets;
}

/** The `$type` that tells values of `type` apart in its hierarchy: its local name unless that is ambiguous. */
export function discriminantOf(type: ComplexTypeDefinition, fallback: string): string {
  return type.discriminant ?? type.name?.local ?? fallback;
}

/**
 * Whether values of `ref` (of its character data, for simple content) hold QNames: xs:QName, xs:NOTATION, or a
 * restriction, list or union of them, whose wire text depends on the namespaces in scope. `typeOf` finds a type
 * by its id.
 */
export function holdsQNames(
  ref: TypeRef,
  typeOf: (id: TypeId) => TypeDefinition | undefined,
  seen: ReadonlySet<TypeId> = new Set(),
): boolean {
  if (ref.kind === "builtin") return ref.name === "QName" || ref.name === "NOTATION";
  const type = typeOf(ref.id);
  if (type === undefined || seen.has(ref.id)) return false;
  const inner = new Set([...seen, ref.id]);
  if (type.kind === "complexType")
    return type.content.kind === "simple" && holdsQNames(type.content.valueType, typeOf, inner);
  const variety = type.variety;
  if (variety.kind === "atomic") return variety.builtin === "QName" || variety.builtin === "NOTATION";
  if (variety.kind === "list") return holdsQNames(variety.itemType, typeOf, inner);
  return variety.memberTypes.some((member) => holdsQNames(member, typeOf, inner));
}
