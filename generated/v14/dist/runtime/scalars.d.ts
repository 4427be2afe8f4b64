import { type Facets, type SimpleType } from "./simple-type.js";
/**
 * An `xs:decimal` as its validated lexical form, so no digit is ever lost: an optional sign, digits and an
 * optional fraction (`-12.50`, `.5`, `+3`); no exponent. See `compareDecimal` and `decimalToNumber`.
 */
export type XsDecimal = string;
/**
 * An `xs:dateTime` as sent: `YYYY-MM-DDThh:mm:ss`, optional fraction of a second (`.125`, every digit kept) and
 * optional zone (`Z`, `+01:00`; without one the zone is unknown). See `xsdDateTimeToDate` and `dateToXsdDateTime`.
 */
export type XsDateTime = string;
/** An `xs:date` as sent: `YYYY-MM-DD` with an optional zone (`2025-03-01`, `2025-03-01Z`). See `dateToXsdDate`. */
export type XsDate = string;
/** An `xs:time` as sent: `hh:mm:ss`, optional fraction and zone (`14:00:00`, `14:00:00.5+01:00`). */
export type XsTime = string;
/** An `xs:duration` as sent: `PnYnMnDTnHnMnS`, parts optional, a leading `-` for negative (`P1Y2M`, `-PT1.5S`). */
export type XsDuration = string;
/** An `xs:gYearMonth` as sent: `YYYY-MM` with an optional zone (`2025-03`). */
export type XsGYearMonth = string;
/** An `xs:gYear` as sent: `YYYY` with an optional zone (`2025`). */
export type XsGYear = string;
/** An `xs:gMonthDay` as sent: `--MM-DD` with an optional zone (`--03-01`). */
export type XsGMonthDay = string;
/** An `xs:gDay` as sent: `---DD` with an optional zone (`---01`). */
export type XsGDay = string;
/** An `xs:gMonth` as sent: `--MM` with an optional zone (`--03`). */
export type XsGMonth = string;
/** whiteSpace="replace": TAB, LF and CR become spaces. */
export declare function whitespaceReplace(text: string): string;
/** whiteSpace="collapse": replace, then runs of spaces become one space, leading/trailing spaces go. */
export declare function whitespaceCollapse(text: string): string;
/** xs:string (whitespace preserved). */
export declare const xsString: SimpleType<string>;
/** xs:normalizedString. */
export declare const xsNormalizedString: SimpleType<string>;
/** xs:token. */
export declare const xsToken: SimpleType<string>;
/** xs:language. */
export declare const xsLanguage: SimpleType<string>;
/** xs:NMTOKEN. */
export declare const xsNMTOKEN: SimpleType<string>;
/** xs:Name. */
export declare const xsName: SimpleType<string>;
/** xs:NCName. */
export declare const xsNCName: SimpleType<string>;
/** Whether `text` is an NCName as it stands, without white space to collapse. */
export declare function isNCName(text: string): boolean;
/** xs:ID. */
export declare const xsID: SimpleType<string>;
/** xs:IDREF. */
export declare const xsIDREF: SimpleType<string>;
/** xs:ENTITY. */
export declare const xsENTITY: SimpleType<string>;
/** xs:anyURI (kept as written, whitespace collapsed). */
export declare const xsAnyURI: SimpleType<string>;
/**
 * An `xs:QName` (or `xs:NOTATION`) value: its namespace and local name as `{namespace}local`, or `local` in no
 * namespace, whatever prefix the wire text used (`{urn:policy}Required` for `wsp:Required` with `wsp` bound to
 * `urn:policy`). A `{` cannot occur in the wire text, so the two forms are never confused.
 */
export type XsQName = string;
/**
 * xs:QName as {@link XsQName}: `parse` resolves the prefix in the namespaces in scope and `format` writes a
 * prefix bound in scope; without a scope both read and write the `{namespace}local` form itself.
 */
export declare const xsQName: SimpleType<string>;
/** xs:NOTATION (a QName, read and written as {@link xsQName} is). */
export declare const xsNOTATION: SimpleType<string>;
/** xs:anySimpleType: the text as written. */
export declare const xsAnySimpleType: SimpleType<string>;
/** xs:boolean: `true`, `false`, `1`, `0`; written as `true`/`false`. */
export declare const xsBoolean: SimpleType<boolean>;
/** xs:decimal as a validated string: every digit kept, the lexical form unchanged. */
export declare const xsDecimal: SimpleType<XsDecimal>;
/** Compares two decimals exactly (strings, bigints or numbers): negative, zero or positive. */
export declare function compareDecimal(a: XsDecimal | bigint | number, b: XsDecimal | bigint | number): number;
/** Converts a decimal to the nearest JS number, for display or arithmetic where rounding is acceptable. */
export declare function decimalToNumber(value: XsDecimal): number;
/** Converts a finite number to a decimal string without exponent notation (exactly the digits JS shows). */
export declare function decimalFromJsNumber(value: number): XsDecimal;
/** xs:integer (unbounded) as bigint. */
export declare const xsInteger: SimpleType<bigint>;
/** xs:nonPositiveInteger as bigint. */
export declare const xsNonPositiveInteger: SimpleType<bigint>;
/** xs:negativeInteger as bigint. */
export declare const xsNegativeInteger: SimpleType<bigint>;
/** xs:nonNegativeInteger as bigint. */
export declare const xsNonNegativeInteger: SimpleType<bigint>;
/** xs:positiveInteger as bigint. */
export declare const xsPositiveInteger: SimpleType<bigint>;
/** xs:long as bigint (64 bits, beyond the exact range of JS numbers). */
export declare const xsLong: SimpleType<bigint>;
/** xs:unsignedLong as bigint. */
export declare const xsUnsignedLong: SimpleType<bigint>;
/** xs:int as a number checked to 32 bits. */
export declare const xsInt: SimpleType<number>;
/** xs:short. */
export declare const xsShort: SimpleType<number>;
/** xs:byte. */
export declare const xsByte: SimpleType<number>;
/** xs:unsignedInt. */
export declare const xsUnsignedInt: SimpleType<number>;
/** xs:unsignedShort. */
export declare const xsUnsignedShort: SimpleType<number>;
/** xs:unsignedByte. */
export declare const xsUnsignedByte: SimpleType<number>;
/** xs:double, with INF, -INF and NaN; `parse(format(x))` is `x` for every double (including -0). */
export declare const xsDouble: SimpleType<number>;
/** xs:float: a number rounded to single precision. */
export declare const xsFloat: SimpleType<number>;
/** xs:dateTime in lexical form (`2025-03-01T14:00:00.125+01:00`; offset optional, fraction kept). */
export declare const xsDateTime: SimpleType<XsDateTime>;
/** xs:date in lexical form (`2025-03-01`, optional offset). */
export declare const xsDate: SimpleType<XsDate>;
/** xs:time in lexical form (`14:00:00.5Z`). */
export declare const xsTime: SimpleType<XsTime>;
/** xs:gYearMonth (`2025-03`). */
export declare const xsGYearMonth: SimpleType<XsGYearMonth>;
/** xs:gYear (`2025`). */
export declare const xsGYear: SimpleType<XsGYear>;
/** xs:gMonthDay (`--03-01`). */
export declare const xsGMonthDay: SimpleType<XsGMonthDay>;
/** xs:gDay (`---01`). */
export declare const xsGDay: SimpleType<XsGDay>;
/** xs:gMonth (`--03`). */
export declare const xsGMonth: SimpleType<XsGMonth>;
/** xs:duration in lexical form (`P1Y2M3DT4H5M6.5S`, `-PT1H`). */
export declare const xsDuration: SimpleType<XsDuration>;
/**
 * Converts an xs:dateTime or xs:date to a `Date`. A value without offset is taken as UTC (the wire says
 * nothing about its zone); fractional seconds beyond milliseconds are truncated.
 */
export declare function xsdDateTimeToDate(lexical: string): Date;
/** Options of {@link dateToXsdDateTime}. */
export interface DateTimeFormatOptions {
    /** Offset to write, in minutes east of UTC; `0` writes `Z`; `null` writes no offset. Default `0`. */
    readonly offsetMinutes?: number | null;
    /** Write milliseconds (`.125`) even when zero. Default: only when non-zero. */
    readonly milliseconds?: boolean;
}
/** Formats a `Date` as xs:dateTime (UTC `Z` by default). */
export declare function dateToXsdDateTime(date: Date, options?: DateTimeFormatOptions): string;
/** Formats a `Date` as xs:date (its UTC calendar day, no offset). */
export declare function dateToXsdDate(date: Date): string;
/** xs:hexBinary as bytes; written in upper case. */
export declare const xsHexBinary: SimpleType<Uint8Array>;
/** xs:base64Binary as bytes; canonical padding is required (the unused bits of the last group must be 0). */
export declare const xsBase64Binary: SimpleType<Uint8Array>;
/**
 * A string enumeration: the value must be one of `values` (whitespace collapsed unless `preserve`). Of a
 * restriction of xs:QName, `lexical` is {@link xsQName}, which reads and writes the values (in
 * {@link XsQName} form).
 */
export declare function enumeration<E extends string>(name: string, values: readonly E[], whitespace?: "preserve" | "collapse", lexical?: SimpleType<string>): SimpleType<E>;
/** An xs:list of `item`: whitespace-separated items; `[]` for empty text. */
export declare function listOf<V>(item: SimpleType<V>, name?: string): SimpleType<V[]>;
/**
 * An xs:union: `parse` takes the first member that accepts the text, `format` the first member that
 * accepts the value. Order the members as the schema does.
 */
export declare function unionOf<V>(name: string, members: readonly SimpleType<V>[]): SimpleType<V>;
/**
 * `base` with the facets validators check (reading and writing stay those of `base`). `facets` are every
 * facet of the type, inherited ones included: they replace those of `base`, never add to them.
 */
export declare function restrict<V>(base: SimpleType<V>, facets: Facets): SimpleType<V>;
/** The codec of the named simple type `{ns}local`, which writers that type values (SOAP encoding) name. */
export declare function named<V>(codec: SimpleType<V>, ns: string, local: string): SimpleType<V>;
type Measured = string | Uint8Array | readonly unknown[];
/** Facet `length`: exactly `length` characters, bytes (binary) or items (list). */
export declare function checkLength(value: Measured, length: number): string | undefined;
/** Facet `minLength`. */
export declare function checkMinLength(value: Measured, min: number): string | undefined;
/** Facet `maxLength`. */
export declare function checkMaxLength(value: Measured, max: number): string | undefined;
/**
 * Translates an XSD regular expression to an anchored JS `RegExp` (`v` flag), see {@link translateXsdRegex};
 * throws a `ScalarError` for one it cannot translate (a block escape of a name XSD 1.0 does not know).
 */
export declare function xsdPattern(source: string): RegExp;
/** Facet `pattern` (one pattern; several patterns of one step are alternatives, so pass them joined by `|`). */
export declare function checkPattern(value: string, pattern: RegExp): string | undefined;
/** Facet `enumeration`. */
export declare function checkEnumeration<V>(value: V, allowed: readonly V[]): string | undefined;
type Ordered = XsDecimal | bigint | number;
/** Facet `minInclusive`, exact for decimals (strings) and bigints. */
export declare function checkMinInclusive(value: Ordered, bound: Ordered): string | undefined;
/** Facet `minExclusive`. */
export declare function checkMinExclusive(value: Ordered, bound: Ordered): string | undefined;
/** Facet `maxInclusive`. */
export declare function checkMaxInclusive(value: Ordered, bound: Ordered): string | undefined;
/** Facet `maxExclusive`. */
export declare function checkMaxExclusive(value: Ordered, bound: Ordered): string | undefined;
/** Facet `totalDigits`: significant digits (leading and trailing zeros not counted). */
export declare function checkTotalDigits(value: Ordered, max: number): string | undefined;
/** Facet `fractionDigits` (trailing zeros not counted). */
export declare function checkFractionDigits(value: Ordered, max: number): string | undefined;
export {};
