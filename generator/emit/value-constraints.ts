import type { TypeId, TypeRef } from "../model/index.ts";
import { lexicalValue, type SampleValue } from "../samples/sample-values.ts";
import type { AttributeMember, ElementMember } from "../shape/compute-shapes.ts";
import { typeOf, type EmitContext } from "./context.ts";
import { sampleLiteral } from "./sample-literal.ts";

/** A member that may carry a `default` or `fixed` value. */
type ConstrainedMember = AttributeMember | ElementMember;

/** The value of `lexical` in simple type `ref` as the interfaces hold it; undefined unless `ref` is atomic. */
function atomicValue(context: EmitContext, ref: TypeRef, lexical: string): SampleValue | undefined {
  if (ref.kind === "builtin") return lexicalValue(ref.name, lexical);
  const type = typeOf(context, ref.id);
  if (type.kind !== "simpleType" || type.variety.kind !== "atomic") return undefined;
  return lexicalValue(type.variety.builtin, lexical);
}

/** The fixed value of `member` as a TypeScript literal (`"1.0"`, `2`, `true`, `5n`), where it has one. */
export function fixedLiteral(context: EmitContext, member: ConstrainedMember): string | undefined {
  if (member.fixed === undefined) return undefined;
  const value = atomicValue(context, member.type, member.fixed);
  return typeof value === "object" || value === undefined ? undefined : sampleLiteral(value);
}

/**
 * The literal a writer writes where the value leaves `member` out: its fixed value, for an attribute and for a
 * required element written once and never nil (an optional element left out stays out: its absence says
 * something). Undefined for other members.
 */
export function suppliedFixed(context: EmitContext, member: ConstrainedMember): string | undefined {
  if (member.kind === "element" && (member.optional || member.repeated || member.nillable)) return undefined;
  return fixedLiteral(context, member);
}

/**
 * Whether `member`'s property in type `owner` may be left out of a value: an optional attribute without a
 * default (a reader fills in an absent attribute's default or fixed value, so every value read holds it), a fixed
 * one a writer supplies, an optional element; never one a base of `owner` requires.
 */
export function mayBeLeftOut(context: EmitContext, member: ConstrainedMember, owner: TypeId): boolean {
  if (requiredByBase(context, member, owner)) return false;
  if (suppliedFixed(context, member) !== undefined) return true;
  if (member.kind === "element") return member.optional && !member.repeated;
  return !member.required && member.default === undefined && member.fixed === undefined;
}

/**
 * Whether the base of `owner` requires `member`. A restriction that fixes a member its base requires keeps it
 * required: its values stand where the base is declared, and the base's writers and validators take them as
 * the base's interface types them.
 */
function requiredByBase(context: EmitContext, member: ConstrainedMember, owner: TypeId): boolean {
  const type = typeOf(context, owner);
  const base = type.kind === "complexType" ? type.derivation?.base : undefined;
  if (base?.kind !== "defined") return false;
  const shape = context.shapes.get(base.id);
  const inherited =
    shape?.kind === "object" ? shape.members.find((each) => each.key === member.key) : undefined;
  return (
    (inherited?.kind === "attribute" || inherited?.kind === "element") &&
    !mayBeLeftOut(context, inherited, base.id)
  );
}
