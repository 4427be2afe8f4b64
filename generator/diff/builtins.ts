import { builtinTypes, scalarTypeText } from "../model/builtins.ts";
import type { BuiltinTypeName } from "../model/index.ts";

/**
 * The built-in type whose lexical space contains this one's, following XML Schema part 2's
 * derivation tree; float sits under double (same lexical space, smaller value space) and every
 * other primitive under string (any lexical form is a string).
 */
const lexicalParent: Readonly<Partial<Record<BuiltinTypeName, BuiltinTypeName>>> = {
  normalizedString: "string",
  token: "normalizedString",
  language: "token",
  NMTOKEN: "token",
  Name: "token",
  NCName: "Name",
  ID: "NCName",
  IDREF: "NCName",
  ENTITY: "NCName",
  integer: "decimal",
  nonPositiveInteger: "integer",
  negativeInteger: "nonPositiveInteger",
  long: "integer",
  int: "long",
  short: "int",
  byte: "short",
  nonNegativeInteger: "integer",
  unsignedLong: "nonNegativeInteger",
  unsignedInt: "unsignedLong",
  unsignedShort: "unsignedInt",
  unsignedByte: "unsignedShort",
  positiveInteger: "nonNegativeInteger",
  float: "double",
  string: "anySimpleType",
  anySimpleType: "anyType",
};

function ancestors(name: BuiltinTypeName): BuiltinTypeName[] {
  const chain: BuiltinTypeName[] = [];
  let current: BuiltinTypeName | undefined = name;
  while (current !== undefined) {
    chain.push(current);
    current =
      lexicalParent[current] ?? (current === "anyType" || current === "anySimpleType" ? undefined : "string");
  }
  return chain;
}

/** How a change of built-in type relates the two lexical spaces. */
export function compareBuiltins(
  before: BuiltinTypeName,
  after: BuiltinTypeName,
): "same" | "widened" | "narrowed" | "unrelated" {
  if (before === after) return "same";
  if (ancestors(before).includes(after)) return "widened";
  if (ancestors(after).includes(before)) return "narrowed";
  return "unrelated";
}

/** True for the types whose values are integers (bounds can be normalized to inclusive ones). */
export function isIntegerType(name: BuiltinTypeName): boolean {
  return ancestors(name).includes("integer");
}

/** True for the types whose bounds compare as numbers. */
export function isNumericType(name: BuiltinTypeName): boolean {
  const chain = ancestors(name);
  return chain.includes("decimal") || chain.includes("double");
}

/** TypeScript type of a built-in type in the generated packages (the emitter's mapping). */
export function typeScriptRepresentation(name: BuiltinTypeName): string {
  return scalarTypeText(builtinTypes[name].kind);
}
