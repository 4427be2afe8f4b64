import type { BuiltinTypeName } from "../model/index.ts";

/** How a built-in XML Schema datatype is represented in TypeScript. */
export type ScalarKind = "string" | "boolean" | "number" | "integer" | "bigint" | "bytes" | "tokens";

/**
 * The lossless type mapping. Decimals and date/time values stay strings (their lexical form, every
 * digit and offset kept); integers that fit 32 bits are numbers, wider ones bigint; floating point
 * keeps INF, -INF and NaN as Infinity, -Infinity and NaN.
 */
export const builtinKinds: Readonly<Record<BuiltinTypeName, ScalarKind>> = {
  anyType: "string",
  anySimpleType: "string",
  string: "string",
  normalizedString: "string",
  token: "string",
  language: "string",
  Name: "string",
  NCName: "string",
  ID: "string",
  IDREF: "string",
  IDREFS: "tokens",
  ENTITY: "string",
  ENTITIES: "tokens",
  NMTOKEN: "string",
  NMTOKENS: "tokens",
  QName: "string",
  NOTATION: "string",
  anyURI: "string",
  boolean: "boolean",
  base64Binary: "bytes",
  hexBinary: "bytes",
  float: "number",
  double: "number",
  decimal: "string",
  integer: "bigint",
  nonPositiveInteger: "bigint",
  negativeInteger: "bigint",
  long: "bigint",
  int: "integer",
  short: "integer",
  byte: "integer",
  nonNegativeInteger: "bigint",
  unsignedLong: "bigint",
  unsignedInt: "integer",
  unsignedShort: "integer",
  unsignedByte: "integer",
  positiveInteger: "bigint",
  duration: "string",
  dateTime: "string",
  time: "string",
  date: "string",
  gYearMonth: "string",
  gYear: "string",
  gMonthDay: "string",
  gDay: "string",
  gMonth: "string",
};

/** TypeScript type text of a scalar kind. */
export function scalarTypeText(kind: ScalarKind): string {
  switch (kind) {
    case "string":
      return "string";
    case "boolean":
      return "boolean";
    case "number":
    case "integer":
      return "number";
    case "bigint":
      return "bigint";
    case "bytes":
      return "Uint8Array";
    case "tokens":
      return "string[]";
  }
}

/** The mapping as a table for READMEs and reports: XML Schema types, TypeScript type, what is kept. */
export const typeMappingTable: readonly {
  readonly xsd: string;
  readonly ts: string;
  readonly notes: string;
}[] = [
  {
    xsd: "string and its derivations, anyURI, QName, duration, anyType",
    ts: "string",
    notes: "text as sent",
  },
  {
    xsd: "decimal",
    ts: "string",
    notes: "lexical form validated, never a JavaScript number: every digit kept",
  },
  {
    xsd: "int, short, byte, unsignedInt, unsignedShort, unsignedByte",
    ts: "number",
    notes: "validated to the type's range",
  },
  {
    xsd: "integer, long, unsignedLong, (non)negative/positive integer",
    ts: "bigint",
    notes: "lossless beyond 2^53",
  },
  { xsd: "float, double", ts: "number", notes: "INF, -INF, NaN as Infinity, -Infinity, NaN" },
  { xsd: "boolean", ts: "boolean", notes: "accepts true, false, 1, 0; writes true/false" },
  { xsd: "base64Binary, hexBinary", ts: "Uint8Array", notes: "the decoded bytes" },
  {
    xsd: "dateTime, date, time, gYear...",
    ts: "string",
    notes: "lexical form kept (offset or none, fraction digits); runtime helpers convert",
  },
  { xsd: "enumeration", ts: '"A" | "B"', notes: "string-literal union" },
  { xsd: "xs:list, NMTOKENS, IDREFS", ts: "T[]", notes: "whitespace-separated on the wire" },
  { xsd: "xs:union", ts: "A | B", notes: "the first member type that accepts the text" },
  {
    xsd: "maxOccurs > 1",
    ts: "prop: T[]",
    notes:
      "always an array, even with one item, and never absent, even with minOccurs 0: zero occurrences read as [] " +
      "and [] writes none, so no two values mean the same XML and every value round-trips",
  },
  {
    xsd: "ArrayOfX wrapper (one repeated child)",
    ts: "X[]",
    notes:
      "the wrapper element holds the items, as a member, an operation's result or a global element; " +
      "an object where the wrapper is repeated or a base type",
  },
  { xsd: 'nillable="true"', ts: "T | null", notes: "xsi:nil; null and absent stay distinct" },
  {
    xsd: 'minOccurs="0", optional attribute',
    ts: "prop?: T",
    notes: "absent is undefined (a repeated element is an array instead, see maxOccurs > 1)",
  },
  { xsd: "simple content", ts: "{ value: T; ...attributes }", notes: "" },
  {
    xsd: "derived types (extension)",
    ts: "Base | Derived",
    notes: "`$type` names the xsi:type; absent means the declared type",
  },
];
