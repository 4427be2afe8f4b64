import type { ComplexTypeDefinition, Model, TypeDefinition, TypeId, TypeRef } from "../model/index.ts";
import type { NameMap } from "../naming/name-map.ts";
import {
  itemKey,
  keepsMembers,
  type ComplexShape,
  type ElementMember,
  type Member,
  type OrderedMember,
} from "../shape/compute-shapes.ts";
import type { FileScope } from "./file-scope.ts";
import { importSymbol, type ImportSymbol } from "./import-symbol.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";
import { builtinTypes, scalarTypeText } from "../model/builtins.ts";
import { anyTypeId } from "../model/lookup.ts";
import { globalTypeType } from "../naming/identifiers.ts";

/** What every emitter of one package reads: the model, its names, and lookups computed once. */
export interface EmitContext {
  readonly model: Model;
  readonly names: NameMap;
  readonly types: ReadonlyMap<TypeId, TypeDefinition>;
  readonly shapes: ReadonlyMap<TypeId, ComplexShape>;
  /** Target namespace of the interface version (written as the `NAMESPACE` constant). */
  readonly namespace: string;
}

/** Builds the context of one package. */
export function emitContext(
  model: Model,
  names: NameMap,
  shapes: ReadonlyMap<TypeId, ComplexShape>,
  namespace: string,
): EmitContext {
  const types = new Map(model.types.map((type) => [type.id, type]));
  return { model, names, types, shapes, namespace };
}

/** Looks up a type definition; the resolved model guarantees every reference exists. */
export function typeOf(context: EmitContext, id: TypeId): TypeDefinition {
  const type = context.types.get(id);
  if (type === undefined) throw new Error(`unresolved type ${id}`);
  return type;
}

/** TypeScript name of a type definition. */
export function typeName(context: EmitContext, id: TypeId): string {
  const name = context.names.types.get(id);
  if (name === undefined) throw new Error(`no name assigned to type ${id}`);
  return name;
}

/** Property name of a member of a type. */
export function memberName(context: EmitContext, typeId: TypeId, member: Member): string {
  const name = context.names.members.get(typeId)?.get(member.key);
  if (name === undefined) throw new Error(`no name assigned to ${member.key} of ${typeId}`);
  return name;
}

/** Property name of alternative `element` of ordered member `ordered` of a type (the key of its items). */
export function itemName(
  context: EmitContext,
  typeId: TypeId,
  ordered: OrderedMember,
  element: ElementMember,
): string {
  const name = context.names.members.get(typeId)?.get(itemKey(ordered, element));
  if (name === undefined)
    throw new Error(`no name assigned to ${element.key} of ${ordered.key} of ${typeId}`);
  return name;
}

/** Shape of a complex type. */
export function shapeOf(context: EmitContext, id: TypeId): ComplexShape {
  const shape = context.shapes.get(id);
  if (shape === undefined) throw new Error(`${id} is not a complex type`);
  return shape;
}

/** The symbol of a generated declaration in `src/<module>`. */
export function generatedSymbol(module: string, name: string, typeOnly = false): ImportSymbol {
  return importSymbol(name, module, typeOnly);
}

/**
 * Types that may stand where `id` is declared: the type itself unless abstract, then every derived
 * type that is not abstract, in id order. A single entry means no xsi:type dispatch is needed. Below a type that
 * is not abstract, only derived types that keep its members: its own code takes them where it stands. An abstract
 * one only dispatches, so each of its derived types stands in, whatever it drops.
 */
export function substitutes(context: EmitContext, id: TypeId): ComplexTypeDefinition[] {
  const type = typeOf(context, id);
  if (type.kind !== "complexType") return [];
  const derived = type.derivedTypes.map((derivedId) => typeOf(context, derivedId));
  return [type, ...derived].filter(
    (candidate): candidate is ComplexTypeDefinition =>
      candidate.kind === "complexType" &&
      !candidate.abstract &&
      (type.abstract || keepsMembers(context.shapes, id, candidate.id)),
  );
}

/** TypeScript type text of a type reference, importing generated types through `scope`. */
export function typeText(context: EmitContext, scope: FileScope, ref: TypeRef): string {
  if (ref.kind === "builtin") {
    const builtin = builtinTypes[ref.name];
    return "alias" in builtin ? scope.use(runtimeSymbol(builtin.alias)) : scalarTypeText(builtin.kind);
  }
  const type = typeOf(context, ref.id);
  if (type.kind === "simpleType" || !hasSlot(type))
    return scope.use(generatedSymbol("types", typeName(context, ref.id), true));
  return slotText(context, scope, type.id);
}

/**
 * Whether more than values of a complex type's own interface stand where it is declared: values of its derived
 * types, or for `xs:anyType`, values typed by their `xsi:type` (see {@link slotText}).
 */
export function hasSlot(type: ComplexTypeDefinition): boolean {
  return type.derivedTypes.length > 0 || type.id === anyTypeId;
}

/**
 * The union of the types that may stand where `id` is declared (`Booking | BookingWithStatus`); for
 * `xs:anyType`, its content kept as XML or a value its `xsi:type` types (`AnyType | GlobalType`).
 */
export function slotText(context: EmitContext, scope: FileScope, id: TypeId): string {
  const types = substitutes(context, id).map((candidate) =>
    scope.use(generatedSymbol("types", typeName(context, candidate.id), true)),
  );
  if (id === anyTypeId) types.push(scope.use(generatedSymbol("types", globalTypeType, true)));
  // An abstract type that nothing extends: no value can stand there.
  return types.length === 0 ? "never" : types.join(" | ");
}

/**
 * Type text of an element member's property: arrays when repeated, `| null` when nillable; `base` stands for
 * the element's type (a fixed value's literal).
 */
export function elementMemberTypeText(
  context: EmitContext,
  scope: FileScope,
  member: ElementMember,
  base = typeText(context, scope, member.type),
): string {
  const item = member.nillable ? `${parenthesize(base)} | null` : base;
  return member.repeated ? `${parenthesize(item)}[]` : item;
}

/** Wraps a union in parentheses so `[]` applies to all of it. */
export function parenthesize(text: string): string {
  return text.includes("|") ? `(${text})` : text;
}
