/**
 * The built-in datatypes of XML Schema 1.0, each once, with what every stage needs to know of it: how
 * TypeScript represents it, the runtime codec that reads and writes it (the item codec for the list types
 * `IDREFS`, `ENTITIES` and `NMTOKENS`), and whether its formatted text can hold a character that needs
 * escaping.
 * @module
 */

/** How a built-in XML Schema datatype is represented in TypeScript. */
export type ScalarKind = "string" | "boolean" | "number" | "integer" | "bigint" | "bytes" | "tokens";

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

/** What the stages know of one built-in datatype. */
export interface BuiltinType {
  /** Its TypeScript representation. */
  readonly kind: ScalarKind;
  /** Name of its runtime codec in `runtime/scalars.ts`. */
  readonly codec: string;
  /**
   * Name of its type alias in `runtime/scalars.ts` (`XsDateTime`), where its string holds the lexical form of
   * another kind of value (a number, a point or length of time) or a namespace-qualified name (`XsQName`):
   * declarations name it, not `string`.
   */
  readonly alias?: string;
  /** False when its formatted text never holds `&`, `<`, `>` or CR, so it is written without escaping. */
  readonly escaped: boolean;
}

/**
 * The lossless type mapping. Decimals and date/time values stay strings (their lexical form, every digit and
 * offset kept); integers that fit 32 bits are numbers, wider ones bigint; floating point keeps INF, -INF and
 * NaN as Infinity, -Infinity and NaN.
 */
export const builtinTypes = {
  anyType: { kind: "string", codec: "xsAnySimpleType", escaped: true },
  anySimpleType: { kind: "string", codec: "xsAnySimpleType", escaped: true },
  string: { kind: "string", codec: "xsString", escaped: true },
  normalizedString: { kind: "string", codec: "xsNormalizedString", escaped: true },
  token: { kind: "string", codec: "xsToken", escaped: true },
  language: { kind: "string", codec: "xsLanguage", escaped: true },
  Name: { kind: "string", codec: "xsName", escaped: true },
  NCName: { kind: "string", codec: "xsNCName", escaped: true },
  ID: { kind: "string", codec: "xsID", escaped: true },
  IDREF: { kind: "string", codec: "xsIDREF", escaped: true },
  IDREFS: { kind: "tokens", codec: "xsIDREF", escaped: true },
  ENTITY: { kind: "string", codec: "xsENTITY", escaped: true },
  ENTITIES: { kind: "tokens", codec: "xsENTITY", escaped: true },
  NMTOKEN: { kind: "string", codec: "xsNMTOKEN", escaped: true },
  NMTOKENS: { kind: "tokens", codec: "xsNMTOKEN", escaped: true },
  QName: { kind: "string", codec: "xsQName", alias: "XsQName", escaped: true },
  NOTATION: { kind: "string", codec: "xsNOTATION", alias: "XsQName", escaped: true },
  anyURI: { kind: "string", codec: "xsAnyURI", escaped: true },
  boolean: { kind: "boolean", codec: "xsBoolean", escaped: false },
  base64Binary: { kind: "bytes", codec: "xsBase64Binary", escaped: false },
  hexBinary: { kind: "bytes", codec: "xsHexBinary", escaped: false },
  float: { kind: "number", codec: "xsFloat", escaped: false },
  double: { kind: "number", codec: "xsDouble", escaped: false },
  decimal: { kind: "string", codec: "xsDecimal", alias: "XsDecimal", escaped: false },
  integer: { kind: "bigint", codec: "xsInteger", escaped: true },
  nonPositiveInteger: { kind: "bigint", codec: "xsNonPositiveInteger", escaped: true },
  negativeInteger: { kind: "bigint", codec: "xsNegativeInteger", escaped: true },
  long: { kind: "bigint", codec: "xsLong", escaped: true },
  int: { kind: "integer", codec: "xsInt", escaped: true },
  short: { kind: "integer", codec: "xsShort", escaped: true },
  byte: { kind: "integer", codec: "xsByte", escaped: true },
  nonNegativeInteger: { kind: "bigint", codec: "xsNonNegativeInteger", escaped: true },
  unsignedLong: { kind: "bigint", codec: "xsUnsignedLong", escaped: true },
  unsignedInt: { kind: "integer", codec: "xsUnsignedInt", escaped: true },
  unsignedShort: { kind: "integer", codec: "xsUnsignedShort", escaped: true },
  unsignedByte: { kind: "integer", codec: "xsUnsignedByte", escaped: true },
  positiveInteger: { kind: "bigint", codec: "xsPositiveInteger", escaped: true },
  duration: { kind: "string", codec: "xsDuration", alias: "XsDuration", escaped: false },
  dateTime: { kind: "string", codec: "xsDateTime", alias: "XsDateTime", escaped: false },
  time: { kind: "string", codec: "xsTime", alias: "XsTime", escaped: false },
  date: { kind: "string", codec: "xsDate", alias: "XsDate", escaped: false },
  gYearMonth: { kind: "string", codec: "xsGYearMonth", alias: "XsGYearMonth", escaped: false },
  gYear: { kind: "string", codec: "xsGYear", alias: "XsGYear", escaped: false },
  gMonthDay: { kind: "string", codec: "xsGMonthDay", alias: "XsGMonthDay", escaped: false },
  gDay: { kind: "string", codec: "xsGDay", alias: "XsGDay", escaped: false },
  gMonth: { kind: "string", codec: "xsGMonth", alias: "XsGMonth", escaped: false },
} as const satisfies Readonly<Record<string, BuiltinType>>;

/** Local name of a built-in datatype in the XML Schema namespace. */
export type BuiltinTypeName = keyof typeof builtinTypes;

/** Whether `name` is a built-in datatype. */
export function isBuiltinTypeName(name: string): name is BuiltinTypeName {
  return Object.hasOwn(builtinTypes, name);
}

/**
 * The number a lexical form of a built-in of kind `number` or `integer` stands for, as the runtime reads it:
 * `INF` and `-INF` by name, and an `xs:float` rounded to single precision, so that an enumeration, fixed or
 * default value compares equal to what is read.
 */
export function numericValue(builtin: BuiltinTypeName, lexical: string): number {
  const text = lexical.trim();
  const value = text === "INF" || text === "+INF" ? Infinity : text === "-INF" ? -Infinity : Number(text);
  return builtin === "float" ? Math.fround(value) : value;
}
