/**
 * Lossless lexical codecs for every XSD built-in type, and the facet checks generated validators call.
 *
 * Value mapping: `decimal` stays a validated string (every digit kept, never a JS number); unbounded and
 * 64-bit integer types are `bigint`; `int`, `short`, `byte` and their unsigned forms are range-checked
 * numbers; date and time types keep their lexical form (offset or none, fractional seconds) with helpers to
 * convert to and from `Date`; `float`/`double` are numbers with `INF`, `-INF` and `NaN`; binary types are
 * `Uint8Array`. Whitespace facets are applied in `parse`.
 * @module
 */
import { Buffer } from "node:buffer";
import {
  ScalarError,
  type Facets,
  type PrefixBinder,
  type PrefixResolver,
  type SimpleType,
  type ValueKind,
} from "./simple-type.ts";

// The values whose type keeps a lexical form as a string: named, so that a declaration says which form its
// string holds. Each is read and written as sent, checked against its form.

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
export function whitespaceReplace(text: string): string {
  return /[\t\n\r]/.test(text) ? text.replace(/[\t\n\r]/g, " ") : text;
}

/** whiteSpace="collapse": replace, then runs of spaces become one space, leading/trailing spaces go. */
export function whitespaceCollapse(text: string): string {
  // Already collapsed: words separated by single spaces, none leading or trailing (or the empty string).
  return /^(?:[^\t\n\r ]+(?: [^\t\n\r ]+)*)?$/.test(text) ? text : text.replace(/[\t\n\r ]+/g, " ").trim();
}

function fail(type: string, value: string, why = ""): never {
  // String(): a serializer may be handed a value of the wrong type (an absent required member, say).
  const text = String(value);
  const shown = text.length > 40 ? `${text.slice(0, 40)}...` : text;
  throw new ScalarError(`"${shown}" is not a valid ${type}${why === "" ? "" : `: ${why}`}`);
}

function codec<V>(
  name: string,
  valueKind: ValueKind,
  parse: (text: string, scope?: PrefixResolver) => V,
  format: (value: V, scope?: PrefixBinder) => string,
): SimpleType<V> {
  return { kind: "simple", name, valueKind, parse, format };
}

// ---------------------------------------------------------------------------------------------- strings

function stringCodec(
  name: string,
  normalize: (text: string) => string,
  pattern?: RegExp,
): SimpleType<string> {
  const check = (text: string): string => {
    const value = normalize(text);
    if (pattern !== undefined && !pattern.test(value)) fail(name, text);
    return value;
  };
  return codec(name, "string", check, check);
}

/* eslint-disable no-misleading-character-class -- XML name classes list combining marks and ZWNJ/ZWJ as
   single code points on purpose (XML 1.0 fifth edition, NameStartChar and NameChar) */
const NAME_START = String.raw`A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}`;
const NAME_CHAR = String.raw`${NAME_START}\-.0-9\u00B7\u0300-\u036F\u203F-\u2040`;
const NCNAME = `[${NAME_START}][${NAME_CHAR}]*`;

/** xs:string (whitespace preserved). */
export const xsString = stringCodec("string", (t) => t);
/** xs:normalizedString. */
export const xsNormalizedString = stringCodec("normalizedString", whitespaceReplace);
/** xs:token. */
export const xsToken = stringCodec("token", whitespaceCollapse);
/** xs:language. */
export const xsLanguage = stringCodec("language", whitespaceCollapse, /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/);
/** xs:NMTOKEN. */
export const xsNMTOKEN = stringCodec("NMTOKEN", whitespaceCollapse, new RegExp(`^[${NAME_CHAR}]+$`, "u"));
/** xs:Name. */
export const xsName = stringCodec(
  "Name",
  whitespaceCollapse,
  new RegExp(`^[${NAME_START}:][${NAME_CHAR}:]*$`, "u"),
);
const NCNAME_ONLY = new RegExp(`^${NCNAME}$`, "u");
/** xs:NCName. */
export const xsNCName = stringCodec("NCName", whitespaceCollapse, NCNAME_ONLY);

/** Whether `text` is an NCName as it stands, without white space to collapse. */
export function isNCName(text: string): boolean {
  return NCNAME_ONLY.test(text);
}
/** xs:ID. */
export const xsID = stringCodec("ID", whitespaceCollapse, new RegExp(`^${NCNAME}$`, "u"));
/** xs:IDREF. */
export const xsIDREF = stringCodec("IDREF", whitespaceCollapse, new RegExp(`^${NCNAME}$`, "u"));
/** xs:ENTITY. */
export const xsENTITY = stringCodec("ENTITY", whitespaceCollapse, new RegExp(`^${NCNAME}$`, "u"));
/** xs:anyURI (kept as written, whitespace collapsed). */
export const xsAnyURI = stringCodec("anyURI", whitespaceCollapse);
const LEXICAL_QNAME = new RegExp(`^(?:(${NCNAME}):)?(${NCNAME})$`, "u");
const EXPANDED_QNAME = new RegExp(`^(?:\\{([^{}]*)\\})?(${NCNAME})$`, "u");

/**
 * An `xs:QName` (or `xs:NOTATION`) value: its namespace and local name as `{namespace}local`, or `local` in no
 * namespace, whatever prefix the wire text used (`{urn:policy}Required` for `wsp:Required` with `wsp` bound to
 * `urn:policy`). A `{` cannot occur in the wire text, so the two forms are never confused.
 */
export type XsQName = string;

/** The codec of a QName type: wire text `prefix:local` resolved in the scope at hand to {@link XsQName}. */
function qnameCodec(name: string): SimpleType<XsQName> {
  const expanded = (ns: string, local: string): XsQName => (ns === "" ? local : `{${ns}}${local}`);
  const parts = (value: unknown): [ns: string, local: string] => {
    const match = typeof value === "string" ? EXPANDED_QNAME.exec(value) : null;
    if (match === null) return fail(name, value as string, "expected {namespace}local or local");
    return [match[1] ?? "", match[2] as string];
  };
  return {
    kind: "simple",
    name,
    valueKind: "string",
    namespaced: true,
    parse(text, scope) {
      const value = whitespaceCollapse(text);
      if (scope === undefined) return expanded(...parts(value));
      const match = LEXICAL_QNAME.exec(value);
      if (match === null) return fail(name, text);
      const prefix = match[1] ?? "";
      const ns = scope.resolvePrefix(prefix);
      // An unprefixed QName is in the default namespace, or in none where no default namespace is declared.
      if (ns === undefined && prefix !== "") return fail(name, text, `prefix ${prefix} is not bound`);
      return expanded(ns ?? "", match[2] as string);
    },
    format(value, scope) {
      const [ns, local] = parts(value);
      if (scope === undefined) return expanded(ns, local);
      const prefix = scope.prefixFor(ns);
      return prefix === "" ? local : `${prefix}:${local}`;
    },
  };
}

/**
 * xs:QName as {@link XsQName}: `parse` resolves the prefix in the namespaces in scope and `format` writes a
 * prefix bound in scope; without a scope both read and write the `{namespace}local` form itself.
 */
export const xsQName = qnameCodec("QName");
/** xs:NOTATION (a QName, read and written as {@link xsQName} is). */
export const xsNOTATION = qnameCodec("NOTATION");
/* eslint-enable no-misleading-character-class */

/** xs:anySimpleType: the text as written. */
export const xsAnySimpleType = stringCodec("anySimpleType", (t) => t);

// ---------------------------------------------------------------------------------------------- boolean

/** xs:boolean: `true`, `false`, `1`, `0`; written as `true`/`false`. */
export const xsBoolean: SimpleType<boolean> = codec(
  "boolean",
  "boolean",
  (text) => {
    switch (whitespaceCollapse(text)) {
      case "true":
      case "1":
        return true;
      case "false":
      case "0":
        return false;
      default:
        return fail("boolean", text);
    }
  },
  (value) => (value ? "true" : "false"),
);

// ---------------------------------------------------------------------------------------------- decimal

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const enum DecimalChar {
  Plus = 0x2b,
  Minus = 0x2d,
  Dot = 0x2e,
  Zero = 0x30,
  Nine = 0x39,
}

/**
 * Whether `text` matches {@link DECIMAL}, by its characters: a document full of amounts reads each through
 * here, where two regular expressions (white space, then the form) cost several times as much.
 */
function isDecimal(text: string): boolean {
  let at = 0;
  const first = text.charCodeAt(0);
  if (first === DecimalChar.Plus || first === DecimalChar.Minus) at = 1;
  let digits = 0;
  let dot = false;
  for (; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= DecimalChar.Zero && code <= DecimalChar.Nine) digits++;
    else if (code === DecimalChar.Dot && !dot) dot = true;
    else return false;
  }
  return digits > 0;
}

/** xs:decimal as a validated string: every digit kept, the lexical form unchanged. */
export const xsDecimal: SimpleType<XsDecimal> = codec(
  "decimal",
  "string",
  (text) => {
    // A decimal holds no white space: one that is already one needs no collapsing.
    if (isDecimal(text)) return text;
    const value = whitespaceCollapse(text);
    return isDecimal(value) ? value : fail("decimal", text);
  },
  // Written values may be of any type at run time; only a string is checked by its characters.
  (value) =>
    (typeof value === "string" ? isDecimal(value) : DECIMAL.test(value)) ? value : fail("decimal", value),
);

interface DecimalParts {
  readonly negative: boolean;
  /** Integer digits without leading zeros ("" for zero). */
  readonly integer: string;
  /** Fraction digits without trailing zeros. */
  readonly fraction: string;
}

function decimalParts(value: XsDecimal | bigint | number): DecimalParts {
  const text = typeof value === "string" ? value : decimalFromNumber(value);
  if (!DECIMAL.test(text)) fail("decimal", text);
  const negative = text.startsWith("-");
  const unsigned = text.replace(/^[+-]/, "");
  const dot = unsigned.indexOf(".");
  const integer = (dot < 0 ? unsigned : unsigned.slice(0, dot)).replace(/^0+/, "");
  const fraction = dot < 0 ? "" : unsigned.slice(dot + 1).replace(/0+$/, "");
  const zero = integer === "" && fraction === "";
  return { negative: negative && !zero, integer, fraction };
}

function decimalFromNumber(value: bigint | number): string {
  if (typeof value === "bigint") return value.toString();
  if (!Number.isFinite(value)) fail("decimal", String(value));
  // toString may use exponent notation; toFixed(100) is not lossless either, so expand the exponent by hand.
  const [mantissa = "0", exponentText] = String(value).split("e");
  if (exponentText === undefined) return mantissa;
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith("-");
  const [whole = "", fraction = ""] = mantissa.replace("-", "").split(".");
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const body =
    point <= 0
      ? `0.${"0".repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + "0".repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (negative ? "-" : "") + body;
}

/** Compares two decimals exactly (strings, bigints or numbers): negative, zero or positive. */
export function compareDecimal(a: XsDecimal | bigint | number, b: XsDecimal | bigint | number): number {
  const x = decimalParts(a);
  const y = decimalParts(b);
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const sign = x.negative ? -1 : 1;
  if (x.integer.length !== y.integer.length) return sign * (x.integer.length - y.integer.length);
  if (x.integer !== y.integer) return sign * (x.integer < y.integer ? -1 : 1);
  const width = Math.max(x.fraction.length, y.fraction.length);
  const fx = x.fraction.padEnd(width, "0");
  const fy = y.fraction.padEnd(width, "0");
  return fx === fy ? 0 : sign * (fx < fy ? -1 : 1);
}

/** Converts a decimal to the nearest JS number, for display or arithmetic where rounding is acceptable. */
export function decimalToNumber(value: XsDecimal): number {
  return Number(xsDecimal.parse(value));
}

/** Converts a finite number to a decimal string without exponent notation (exactly the digits JS shows). */
export function decimalFromJsNumber(value: number): XsDecimal {
  return decimalFromNumber(value);
}

// ---------------------------------------------------------------------------------------------- integers

const INTEGER = /^[+-]?\d+$/;
const SHORT_INTEGER = /^-?\d{1,9}$/;

function bigintCodec(name: string, min?: bigint, max?: bigint): SimpleType<bigint> {
  const check = (value: bigint, shown: string): bigint => {
    if (min !== undefined && value < min) fail(name, shown, `less than ${min}`);
    if (max !== undefined && value > max) fail(name, shown, `greater than ${max}`);
    return value;
  };
  return codec(
    name,
    "bigint",
    (text) => {
      const value = whitespaceCollapse(text);
      if (!INTEGER.test(value)) fail(name, text);
      return check(BigInt(value), text);
    },
    (value) => check(value, String(value)).toString(),
  );
}

function numberCodec(name: string, min: number, max: number): SimpleType<number> {
  const check = (value: number, shown: string): number => {
    if (!Number.isInteger(value)) fail(name, shown, "not an integer");
    if (value < min || value > max) fail(name, shown, `outside ${min}..${max}`);
    return value;
  };
  return codec(
    name,
    "number",
    (text) => {
      // Most values are short plain digits: no whitespace to collapse, no range question below 10 digits.
      if (SHORT_INTEGER.test(text)) return check(Number(text), text) || 0;
      const value = whitespaceCollapse(text);
      if (!INTEGER.test(value)) fail(name, text);
      // Past 15 digits Number() may round a huge value into range; BigInt keeps the comparison honest.
      const parsed = value.length > 15 ? Number(BigInt(value)) : Number(value);
      return check(parsed, text) || 0;
    },
    (value) => {
      // The shown text is built only for an error: formatting is on the hot path of every serializer.
      if (!Number.isInteger(value) || value < min || value > max) check(value, String(value));
      return String(value);
    },
  );
}

const LONG_MAX = 2n ** 63n - 1n;

/** xs:integer (unbounded) as bigint. */
export const xsInteger = bigintCodec("integer");
/** xs:nonPositiveInteger as bigint. */
export const xsNonPositiveInteger = bigintCodec("nonPositiveInteger", undefined, 0n);
/** xs:negativeInteger as bigint. */
export const xsNegativeInteger = bigintCodec("negativeInteger", undefined, -1n);
/** xs:nonNegativeInteger as bigint. */
export const xsNonNegativeInteger = bigintCodec("nonNegativeInteger", 0n);
/** xs:positiveInteger as bigint. */
export const xsPositiveInteger = bigintCodec("positiveInteger", 1n);
/** xs:long as bigint (64 bits, beyond the exact range of JS numbers). */
export const xsLong = bigintCodec("long", -LONG_MAX - 1n, LONG_MAX);
/** xs:unsignedLong as bigint. */
export const xsUnsignedLong = bigintCodec("unsignedLong", 0n, 2n ** 64n - 1n);
/** xs:int as a number checked to 32 bits. */
export const xsInt = numberCodec("int", -2147483648, 2147483647);
/** xs:short. */
export const xsShort = numberCodec("short", -32768, 32767);
/** xs:byte. */
export const xsByte = numberCodec("byte", -128, 127);
/** xs:unsignedInt. */
export const xsUnsignedInt = numberCodec("unsignedInt", 0, 4294967295);
/** xs:unsignedShort. */
export const xsUnsignedShort = numberCodec("unsignedShort", 0, 65535);
/** xs:unsignedByte. */
export const xsUnsignedByte = numberCodec("unsignedByte", 0, 255);

// ---------------------------------------------------------------------------------------------- floating point

const FLOATING = /^(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|[+-]?INF|NaN)$/;

/** The shortest text that `round` reads back to `value` (a value `round` gives); `String` gives that of a double. */
function shortestText(value: number, round: (value: number) => number): string {
  if (round !== identity)
    for (let digits = 1; digits < 17; digits++) {
      const text = value.toPrecision(digits);
      if (round(Number(text)) === value) return String(Number(text));
    }
  return String(value);
}

const identity = (value: number): number => value;

function floatingCodec(name: string, round: (value: number) => number): SimpleType<number> {
  return codec(
    name,
    "number",
    (text) => {
      const value = whitespaceCollapse(text);
      if (!FLOATING.test(value)) fail(name, text);
      if (value.endsWith("INF")) return value.startsWith("-") ? -Infinity : Infinity;
      return round(Number(value));
    },
    (value) => {
      if (Number.isNaN(value)) return "NaN";
      if (value === Infinity) return "INF";
      if (value === -Infinity) return "-INF";
      if (Object.is(value, -0)) return "-0";
      return shortestText(round(value), round).replace("e+", "E").replace("e-", "E-");
    },
  );
}

/** xs:double, with INF, -INF and NaN; `parse(format(x))` is `x` for every double (including -0). */
export const xsDouble = floatingCodec("double", identity);
/** xs:float: a number rounded to single precision. */
export const xsFloat = floatingCodec("float", Math.fround);

// ---------------------------------------------------------------------------------------------- date and time

const YEAR = String.raw`-?(?:[1-9]\d{3,}|0\d{3})`;
const TZ = String.raw`(Z|[+-]\d{2}:\d{2})?`;
const TIME = String.raw`(\d{2}):(\d{2}):(\d{2})(\.\d+)?`;

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The two ASCII digits at `at` as a number (the caller knows they are digits). */
function twoDigits(text: string, at: number): number {
  return (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48;
}

// The plain spellings of the date and time types: a four-digit year, every field in range except the day's
// upper bound (which `dayFits` checks), no whitespace. One regular expression test each, without captures: it
// reads the text in one pass of compiled code, faster than reading it by character codes in JavaScript (a value read from a document is a slice of it, and each character code is read through that).
const PLAIN_YMD = String.raw`\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])`;
const PLAIN_ZONE = String.raw`(?:Z|[+-](?:(?:0\d|1[0-3]):[0-5]\d|14:00))?`;
const PLAIN_DATE_TIME = new RegExp(
  String.raw`^${PLAIN_YMD}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?${PLAIN_ZONE}$`,
);
const PLAIN_DATE = new RegExp(`^${PLAIN_YMD}${PLAIN_ZONE}$`);

/** Whether the day of a plain `YYYY-MM-DD` at the start of `text` is in its month: days up to 28 always are. */
function dayFits(text: string): boolean {
  const day = twoDigits(text, 8);
  return day <= 28 || day <= daysIn(twoDigits(text, 0) * 100 + twoDigits(text, 2), twoDigits(text, 5));
}

interface DateParts {
  year?: string | undefined;
  month?: string | undefined;
  day?: string | undefined;
  hour?: string | undefined;
  minute?: string | undefined;
  second?: string | undefined;
  fraction?: string | undefined;
  tz?: string | undefined;
}

function checkParts(name: string, text: string, p: DateParts): void {
  const month = p.month === undefined ? undefined : Number(p.month);
  if (month !== undefined && (month < 1 || month > 12)) fail(name, text, "month out of range");
  if (p.day !== undefined) {
    const day = Number(p.day);
    // Without a year (gMonthDay), February may have 29 days.
    const max = month === undefined ? 31 : daysIn(p.year === undefined ? 2000 : Number(p.year), month);
    if (day < 1 || day > max) fail(name, text, "day out of range");
  }
  if (p.hour !== undefined) {
    const hour = Number(p.hour);
    const endOfDay = hour === 24 && p.minute === "00" && p.second === "00" && !/[1-9]/.test(p.fraction ?? "");
    if (hour > 23 && !endOfDay) fail(name, text, "hour out of range");
    if (Number(p.minute) > 59) fail(name, text, "minute out of range");
    if (Number(p.second) > 59) fail(name, text, "second out of range");
  }
  if (p.tz !== undefined && p.tz !== "Z") {
    const hours = Number(p.tz.slice(1, 3));
    const minutes = Number(p.tz.slice(4, 6));
    if (minutes > 59 || hours > 14 || (hours === 14 && minutes !== 0))
      fail(name, text, "offset out of range");
  }
}

/**
 * A date or time codec. `plain`, when given, recognises the common spelling (no whitespace, in range) without
 * the full check's match object and its number per part: it may only accept text the full check accepts
 * unchanged.
 */
function temporalCodec(
  name: string,
  pattern: RegExp,
  parts: (m: RegExpExecArray) => DateParts,
  plain?: (text: string) => boolean,
): SimpleType<string> {
  const check = (text: string): string => {
    // A value of the wrong type (from untyped callers) takes the full check, which reports it as before.
    if (plain !== undefined && typeof text === "string" && plain(text)) return text;
    const value = whitespaceCollapse(text);
    const m = pattern.exec(value);
    if (m === null) return fail(name, text);
    checkParts(name, text, parts(m));
    return value;
  };
  return codec(name, "string", check, check);
}

/** xs:dateTime in lexical form (`2025-03-01T14:00:00.125+01:00`; offset optional, fraction kept). */
export const xsDateTime: SimpleType<XsDateTime> = temporalCodec(
  "dateTime",
  new RegExp(`^(${YEAR})-(\\d{2})-(\\d{2})T${TIME}${TZ}$`),
  (m) => ({
    year: m[1],
    month: m[2],
    day: m[3],
    hour: m[4],
    minute: m[5],
    second: m[6],
    fraction: m[7],
    tz: m[8],
  }),
  // `YYYY-MM-DDThh:mm:ss`, optional fraction and zone; hour 24 and other years take the full check.
  (text) => PLAIN_DATE_TIME.test(text) && dayFits(text),
);
/** xs:date in lexical form (`2025-03-01`, optional offset). */
export const xsDate: SimpleType<XsDate> = temporalCodec(
  "date",
  new RegExp(`^(${YEAR})-(\\d{2})-(\\d{2})${TZ}$`),
  (m) => ({ year: m[1], month: m[2], day: m[3], tz: m[4] }),
  (text) => PLAIN_DATE.test(text) && dayFits(text),
);
/** xs:time in lexical form (`14:00:00.5Z`). */
export const xsTime: SimpleType<XsTime> = temporalCodec("time", new RegExp(`^${TIME}${TZ}$`), (m) => ({
  hour: m[1],
  minute: m[2],
  second: m[3],
  fraction: m[4],
  tz: m[5],
}));
/** xs:gYearMonth (`2025-03`). */
export const xsGYearMonth: SimpleType<XsGYearMonth> = temporalCodec(
  "gYearMonth",
  new RegExp(`^(${YEAR})-(\\d{2})${TZ}$`),
  (m) => ({
    year: m[1],
    month: m[2],
    tz: m[3],
  }),
);
/** xs:gYear (`2025`). */
export const xsGYear: SimpleType<XsGYear> = temporalCodec("gYear", new RegExp(`^(${YEAR})${TZ}$`), (m) => ({
  year: m[1],
  tz: m[2],
}));
/** xs:gMonthDay (`--03-01`). */
export const xsGMonthDay: SimpleType<XsGMonthDay> = temporalCodec(
  "gMonthDay",
  new RegExp(`^--(\\d{2})-(\\d{2})${TZ}$`),
  (m) => ({
    month: m[1],
    day: m[2],
    tz: m[3],
  }),
);
/** xs:gDay (`---01`). */
export const xsGDay: SimpleType<XsGDay> = temporalCodec("gDay", new RegExp(`^---(\\d{2})${TZ}$`), (m) => ({
  day: m[1],
  tz: m[2],
}));
/** xs:gMonth (`--03`). */
export const xsGMonth: SimpleType<XsGMonth> = temporalCodec(
  "gMonth",
  new RegExp(`^--(\\d{2})${TZ}$`),
  (m) => ({
    month: m[1],
    tz: m[2],
  }),
);

const DURATION =
  /^-?P(?=\d|T\d)(?:\d+Y)?(?:\d+M)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$/;

/** xs:duration in lexical form (`P1Y2M3DT4H5M6.5S`, `-PT1H`). */
export const xsDuration: SimpleType<XsDuration> = stringCodec("duration", whitespaceCollapse, DURATION);

const DATE_TIME_PARTS =
  /^(-?\d{4,})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Converts an xs:dateTime or xs:date to a `Date`. A value without offset is taken as UTC (the wire says
 * nothing about its zone); fractional seconds beyond milliseconds are truncated.
 */
export function xsdDateTimeToDate(lexical: string): Date {
  const m = DATE_TIME_PARTS.exec(whitespaceCollapse(lexical));
  if (m === null) return fail("dateTime", lexical);
  const [, year, month, day, hour = "0", minute = "0", second = "0", fraction = "", tz = "Z"] = m;
  const millis = Number((fraction.slice(1) + "000").slice(0, 3));
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  const date = new Date(utc + millis);
  // Date.UTC maps years 0..99 to 1900..1999.
  date.setUTCFullYear(Number(year));
  const offset =
    tz === "Z" ? 0 : (tz.startsWith("-") ? -1 : 1) * (Number(tz.slice(1, 3)) * 60 + Number(tz.slice(4)));
  return new Date(date.getTime() - offset * 60_000);
}

/** Options of {@link dateToXsdDateTime}. */
export interface DateTimeFormatOptions {
  /** Offset to write, in minutes east of UTC; `0` writes `Z`; `null` writes no offset. Default `0`. */
  readonly offsetMinutes?: number | null;
  /** Write milliseconds (`.125`) even when zero. Default: only when non-zero. */
  readonly milliseconds?: boolean;
}

function pad(value: number, width: number): string {
  return String(Math.abs(value)).padStart(width, "0");
}

/** Formats a `Date` as xs:dateTime (UTC `Z` by default). */
export function dateToXsdDateTime(date: Date, options: DateTimeFormatOptions = {}): string {
  const { offsetMinutes = 0, milliseconds } = options;
  const shifted = new Date(date.getTime() + (offsetMinutes ?? 0) * 60_000);
  const year = shifted.getUTCFullYear();
  const ms = shifted.getUTCMilliseconds();
  const fraction = milliseconds === true || (milliseconds === undefined && ms !== 0) ? `.${pad(ms, 3)}` : "";
  const zone =
    offsetMinutes === null
      ? ""
      : offsetMinutes === 0
        ? "Z"
        : `${offsetMinutes < 0 ? "-" : "+"}${pad(Math.trunc(offsetMinutes / 60), 2)}:${pad(offsetMinutes % 60, 2)}`;
  return (
    `${year < 0 ? "-" : ""}${pad(year, 4)}-${pad(shifted.getUTCMonth() + 1, 2)}-${pad(shifted.getUTCDate(), 2)}` +
    `T${pad(shifted.getUTCHours(), 2)}:${pad(shifted.getUTCMinutes(), 2)}:${pad(shifted.getUTCSeconds(), 2)}` +
    fraction +
    zone
  );
}

/** Formats a `Date` as xs:date (its UTC calendar day, no offset). */
export function dateToXsdDate(date: Date): string {
  return dateToXsdDateTime(date, { offsetMinutes: null, milliseconds: false }).slice(0, -9);
}

// ---------------------------------------------------------------------------------------------- binary

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/** xs:hexBinary as bytes; written in upper case. */
export const xsHexBinary: SimpleType<Uint8Array> = codec(
  "hexBinary",
  "bytes",
  (text) => {
    const value = whitespaceCollapse(text);
    if (!HEX.test(value)) fail("hexBinary", text);
    return new Uint8Array(Buffer.from(value, "hex"));
  },
  (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex").toUpperCase(),
);

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** xs:base64Binary as bytes; canonical padding is required (the unused bits of the last group must be 0). */
export const xsBase64Binary: SimpleType<Uint8Array> = codec(
  "base64Binary",
  "bytes",
  (text) => {
    const value = text.replace(/[ \t\n\r]/g, "");
    if (!BASE64.test(value)) fail("base64Binary", text);
    if (value.endsWith("==") && !"AQgw".includes(value.charAt(value.length - 3))) fail("base64Binary", text);
    if (/[^=]=$/.test(value) && !"AEIMQUYcgkosw048".includes(value.charAt(value.length - 2))) {
      fail("base64Binary", text);
    }
    return new Uint8Array(Buffer.from(value, "base64"));
  },
  (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64"),
);

// ---------------------------------------------------------------------------------------------- derived

/**
 * A string enumeration: the value must be one of `values` (whitespace collapsed unless `preserve`). Of a
 * restriction of xs:QName, `lexical` is {@link xsQName}, which reads and writes the values (in
 * {@link XsQName} form).
 */
export function enumeration<E extends string>(
  name: string,
  values: readonly E[],
  whitespace: "preserve" | "collapse" = "preserve",
  lexical?: SimpleType<string>,
): SimpleType<E> {
  const allowed = new Set<string>(values);
  const check = (value: string, text = value): E => {
    if (!allowed.has(value)) fail(name, text, `expected one of ${values.join(", ")}`);
    return value as E;
  };
  if (lexical !== undefined)
    return {
      ...codec<E>(
        name,
        "string",
        (text, scope) => check(lexical.parse(text, scope), text),
        (value, scope) => lexical.format(check(value), scope),
      ),
      namespaced: true,
    };
  const read = (text: string): E => check(whitespace === "collapse" ? whitespaceCollapse(text) : text, text);
  return codec(name, "string", read, read);
}

/** An xs:list of `item`: whitespace-separated items; `[]` for empty text. */
export function listOf<V>(item: SimpleType<V>, name = `list of ${item.name}`): SimpleType<V[]> {
  const list = codec<V[]>(
    name,
    "array",
    (text, scope) => {
      const value = whitespaceCollapse(text);
      return value === "" ? [] : value.split(" ").map((part) => item.parse(part, scope));
    },
    (values, scope) =>
      values
        .map((v) => {
          const part = item.format(v, scope);
          if (part === "" || /[ \t\n\r]/.test(part))
            fail(name, part, "list items cannot be empty or hold spaces");
          return part;
        })
        .join(" "),
  );
  return item.namespaced === true ? { ...list, item, namespaced: true } : { ...list, item };
}

/**
 * An xs:union: `parse` takes the first member that accepts the text, `format` the first member that
 * accepts the value. Order the members as the schema does.
 */
export function unionOf<V>(name: string, members: readonly SimpleType<V>[]): SimpleType<V> {
  const attempt = <R>(input: string, run: (member: SimpleType<V>) => R): R => {
    for (const member of members) {
      try {
        return run(member);
      } catch (error) {
        if (!(error instanceof ScalarError)) throw error;
      }
    }
    return fail(name, input);
  };
  const union = codec<V>(
    name,
    "any",
    (text, scope) => attempt(text, (m) => m.parse(text, scope)),
    (value, scope) => attempt(String(value), (m) => m.format(value, scope)),
  );
  return members.some((member) => member.namespaced === true) ? { ...union, namespaced: true } : union;
}

/**
 * `base` with the facets validators check (reading and writing stay those of `base`). `facets` are every
 * facet of the type, inherited ones included: they replace those of `base`, never add to them.
 */
export function restrict<V>(base: SimpleType<V>, facets: Facets): SimpleType<V> {
  // The restriction is a type of its own: an `xsi:type` naming its base would not admit it where it is declared.
  const { xmlType, ...rest } = base;
  const restricted = xmlType === undefined ? { ...base, facets } : { ...rest, facets };
  if (base.valueKind !== "boolean" || facets.patterns === undefined) return restricted;
  const patterns = facets.patterns.map(xsdPattern);
  // A pattern may admit only `1`/`0` (or only `true`/`false`): write the form every pattern admits.
  const format = (value: V): string => {
    const canonical = value ? "true" : "false";
    const numeric = value ? "1" : "0";
    const admits = (form: string) => patterns.every((pattern) => pattern.test(form));
    return admits(canonical) || !admits(numeric) ? canonical : numeric;
  };
  return { ...restricted, format };
}

/** The codec of the named simple type `{ns}local`, which writers that type values (SOAP encoding) name. */
export function named<V>(codec: SimpleType<V>, ns: string, local: string): SimpleType<V> {
  return { ...codec, xmlType: { ns, local } };
}

// ---------------------------------------------------------------------------------------------- facets
// Each check returns undefined when the value satisfies the facet, else a message for the validator.

type Measured = string | Uint8Array | readonly unknown[];

function lengthOf(value: Measured): number {
  if (typeof value !== "string") return value.length;
  // XSD counts characters (code points), not UTF-16 units.
  let count = value.length;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) count--;
  }
  return count;
}

/** Facet `length`: exactly `length` characters, bytes (binary) or items (list). */
export function checkLength(value: Measured, length: number): string | undefined {
  const actual = lengthOf(value);
  return actual === length ? undefined : `length is ${actual}, must be ${length}`;
}

/** Facet `minLength`. */
export function checkMinLength(value: Measured, min: number): string | undefined {
  const actual = lengthOf(value);
  return actual >= min ? undefined : `length is ${actual}, must be at least ${min}`;
}

/** Facet `maxLength`. */
export function checkMaxLength(value: Measured, max: number): string | undefined {
  const actual = lengthOf(value);
  return actual <= max ? undefined : `length is ${actual}, must be at most ${max}`;
}

/** The XSD source of each translated pattern, which messages quote. */
const xsdSources = new WeakMap<RegExp, string>();

/**
 * What XSD's multi-character escapes stand for (XML Schema Part 2, appendix F.1.1): operands of a `v`-mode
 * class, so that they nest inside one (`[\i-[:]]`). XSD's `\d` and `\w` are Unicode's, `\s` is XML's four
 * white-space characters only.
 */
const MULTI_CHAR_ESCAPES: Readonly<Record<string, string>> = {
  s: String.raw`[ \t\n\r]`,
  S: String.raw`[^ \t\n\r]`,
  i: `[${NAME_START}:]`,
  I: `[^${NAME_START}:]`,
  c: `[${NAME_CHAR}:]`,
  C: `[^${NAME_CHAR}:]`,
  d: String.raw`\p{Nd}`,
  D: String.raw`\P{Nd}`,
  w: String.raw`[^\p{P}\p{Z}\p{C}]`,
  W: String.raw`[\p{P}\p{Z}\p{C}]`,
};

/**
 * The Unicode 3.1 blocks that XSD 1.0's block escapes name (`\p{IsBasicLatin}`; XML Schema Part 2, appendix
 * F.1.1), by name without its `Is`: their code point ranges in hexadecimal, several where the block is split.
 */
const UNICODE_BLOCKS: Readonly<Record<string, string>> = {
  BasicLatin: "0000-007F",
  "Latin-1Supplement": "0080-00FF",
  "LatinExtended-A": "0100-017F",
  "LatinExtended-B": "0180-024F",
  IPAExtensions: "0250-02AF",
  SpacingModifierLetters: "02B0-02FF",
  CombiningDiacriticalMarks: "0300-036F",
  Greek: "0370-03FF",
  Cyrillic: "0400-04FF",
  Armenian: "0530-058F",
  Hebrew: "0590-05FF",
  Arabic: "0600-06FF",
  Syriac: "0700-074F",
  Thaana: "0780-07BF",
  Devanagari: "0900-097F",
  Bengali: "0980-09FF",
  Gurmukhi: "0A00-0A7F",
  Gujarati: "0A80-0AFF",
  Oriya: "0B00-0B7F",
  Tamil: "0B80-0BFF",
  Telugu: "0C00-0C7F",
  Kannada: "0C80-0CFF",
  Malayalam: "0D00-0D7F",
  Sinhala: "0D80-0DFF",
  Thai: "0E00-0E7F",
  Lao: "0E80-0EFF",
  Tibetan: "0F00-0FFF",
  Myanmar: "1000-109F",
  Georgian: "10A0-10FF",
  HangulJamo: "1100-11FF",
  Ethiopic: "1200-137F",
  Cherokee: "13A0-13FF",
  UnifiedCanadianAboriginalSyllabics: "1400-167F",
  Ogham: "1680-169F",
  Runic: "16A0-16FF",
  Khmer: "1780-17FF",
  Mongolian: "1800-18AF",
  LatinExtendedAdditional: "1E00-1EFF",
  GreekExtended: "1F00-1FFF",
  GeneralPunctuation: "2000-206F",
  SuperscriptsandSubscripts: "2070-209F",
  CurrencySymbols: "20A0-20CF",
  CombiningMarksforSymbols: "20D0-20FF",
  LetterlikeSymbols: "2100-214F",
  NumberForms: "2150-218F",
  Arrows: "2190-21FF",
  MathematicalOperators: "2200-22FF",
  MiscellaneousTechnical: "2300-23FF",
  ControlPictures: "2400-243F",
  OpticalCharacterRecognition: "2440-245F",
  EnclosedAlphanumerics: "2460-24FF",
  BoxDrawing: "2500-257F",
  BlockElements: "2580-259F",
  GeometricShapes: "25A0-25FF",
  MiscellaneousSymbols: "2600-26FF",
  Dingbats: "2700-27BF",
  BraillePatterns: "2800-28FF",
  CJKRadicalsSupplement: "2E80-2EFF",
  KangxiRadicals: "2F00-2FDF",
  IdeographicDescriptionCharacters: "2FF0-2FFF",
  CJKSymbolsandPunctuation: "3000-303F",
  Hiragana: "3040-309F",
  Katakana: "30A0-30FF",
  Bopomofo: "3100-312F",
  HangulCompatibilityJamo: "3130-318F",
  Kanbun: "3190-319F",
  BopomofoExtended: "31A0-31BF",
  EnclosedCJKLettersandMonths: "3200-32FF",
  CJKCompatibility: "3300-33FF",
  CJKUnifiedIdeographsExtensionA: "3400-4DB5",
  CJKUnifiedIdeographs: "4E00-9FFF",
  YiSyllables: "A000-A48F",
  YiRadicals: "A490-A4CF",
  HangulSyllables: "AC00-D7A3",
  HighSurrogates: "D800-DB7F",
  HighPrivateUseSurrogates: "DB80-DBFF",
  LowSurrogates: "DC00-DFFF",
  PrivateUse: "E000-F8FF F0000-FFFFD 100000-10FFFD",
  CJKCompatibilityIdeographs: "F900-FAFF",
  AlphabeticPresentationForms: "FB00-FB4F",
  "ArabicPresentationForms-A": "FB50-FDFF",
  CombiningHalfMarks: "FE20-FE2F",
  CJKCompatibilityForms: "FE30-FE4F",
  SmallFormVariants: "FE50-FE6F",
  "ArabicPresentationForms-B": "FE70-FEFE",
  Specials: "FEFF-FEFF FFF0-FFFD",
  HalfwidthandFullwidthForms: "FF00-FFEF",
  OldItalic: "10300-1032F",
  Gothic: "10330-1034F",
  Deseret: "10400-1044F",
  ByzantineMusicalSymbols: "1D000-1D0FF",
  MusicalSymbols: "1D100-1D1FF",
  MathematicalAlphanumericSymbols: "1D400-1D7FF",
  CJKUnifiedIdeographsExtensionB: "20000-2A6D6",
  CJKCompatibilityIdeographsSupplement: "2F800-2FA1F",
  Tags: "E0000-E007F",
};

/** The `v`-mode class of a block (`[^...]` when `negated`, for `\P`), or undefined for a name XSD 1.0 does not know. */
function blockClass(block: string, negated: boolean): string | undefined {
  if (!Object.hasOwn(UNICODE_BLOCKS, block)) return undefined;
  const ranges = (UNICODE_BLOCKS[block] ?? "")
    .replace(/[0-9A-F]+/g, (hex) => `\\u{${hex}}`)
    .replaceAll(" ", "");
  return `[${negated ? "^" : ""}${ranges}]`;
}

const SINGLE_CHAR_ESCAPES: Readonly<Record<string, string>> = { n: "\n", r: "\r", t: "\t" };

/** A character as a `v`-mode expression matches it, in a class or out of one: letters and digits as they are. */
function literal(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return /^[\w ]$/.test(char) || code > 0x7f ? char : `\\x${code.toString(16).padStart(2, "0")}`;
}

/**
 * Translates an XSD regular expression to the source of a `v`-mode JavaScript one: character classes with
 * their subtraction (`[a-z-[aeiou]]` as `[[a-z]--[aeiou]]`), the multi-character escapes, `.` (any character
 * but a line end), and every other character as itself. `^` and `$` outside a class stay anchors, which
 * patterns written for other engines mean by them.
 */
function translateXsdRegex(source: string): string {
  const chars = [...source];
  let index = 0;
  const fail = (why: string): never => {
    throw new ScalarError(`pattern ${source}: ${why}`);
  };
  /** The escape after a backslash: `single` when it stands for one character, else the class it stands for. */
  const escape = (): { single?: string; operand: string } => {
    const char = chars[index++] ?? fail("a backslash ends it");
    const multi = MULTI_CHAR_ESCAPES[char];
    if (multi !== undefined) return { operand: multi };
    if (char === "p" || char === "P") {
      const close = chars.indexOf("}", index);
      if (chars[index] !== "{" || close < 0) fail(`\\${char} needs a {name}`);
      const name = chars.slice(index + 1, close).join("");
      index = close + 1;
      if (name.startsWith("Is"))
        return {
          operand:
            blockClass(name.slice(2), char === "P") ??
            fail(`\\${char}{${name}} names no Unicode block XSD 1.0 knows`),
        };
      if (!/^[LMNPZSC][a-z]?$/.test(name)) fail(`\\${char}{${name}} is not a category JavaScript knows`);
      return { operand: `\\${char}{${name}}` };
    }
    if (/[\p{L}\p{N}]/u.test(char) && SINGLE_CHAR_ESCAPES[char] === undefined)
      fail(`\\${char} is not an XSD escape`);
    const single = SINGLE_CHAR_ESCAPES[char] ?? char;
    return { single, operand: literal(single) };
  };
  /** A character class after its `[`, up to and including its `]`. */
  const characterClass = (): string => {
    const negated = chars[index] === "^";
    if (negated) index++;
    let items = "";
    let subtracted: string | undefined;
    for (;;) {
      const char = chars[index++] ?? fail("a character class is not closed");
      if (char === "]" && items !== "") break;
      if (char === "-" && chars[index] === "[" && items !== "") {
        index++;
        subtracted = characterClass();
        if (chars[index++] !== "]") fail("a class subtraction must end its class");
        break;
      }
      const start = char === "\\" ? escape() : { single: char, operand: literal(char) };
      const end = chars[index + 1];
      if (
        start.single !== undefined &&
        chars[index] === "-" &&
        end !== undefined &&
        end !== "]" &&
        end !== "["
      ) {
        index += 2;
        const last = end === "\\" ? escape().single : end;
        if (last === undefined) fail("a range ends in a multi-character escape");
        items += `${start.operand}-${literal(last ?? "")}`;
      } else items += start.operand;
    }
    const group = `[${negated ? "^" : ""}${items}]`;
    return subtracted === undefined ? group : `[${group}--${subtracted}]`;
  };
  let translated = "";
  while (index < chars.length) {
    const char = chars[index++] ?? "";
    if (char === "\\") translated += escape().operand;
    else if (char === "[") translated += characterClass();
    else if (char === ".") translated += String.raw`[^\n\r]`;
    else if ("|()?*+^$".includes(char)) translated += char;
    else if (char === "{") {
      const close = chars.indexOf("}", index);
      const quantity = chars.slice(index, close).join("");
      // A quantifier after an atom; anywhere else XSD reads a brace as itself.
      if (close > 0 && /^\d+(,\d*)?$/.test(quantity) && translated !== "") {
        translated += `{${quantity}}`;
        index = close + 1;
      } else translated += literal(char);
    } else translated += literal(char);
  }
  return translated;
}

/**
 * Translates an XSD regular expression to an anchored JS `RegExp` (`v` flag), see {@link translateXsdRegex};
 * throws a `ScalarError` for one it cannot translate (a block escape of a name XSD 1.0 does not know).
 */
export function xsdPattern(source: string): RegExp {
  let pattern: RegExp;
  try {
    pattern = new RegExp(`^(?:${translateXsdRegex(source)})$`, "v");
  } catch (error) {
    if (error instanceof ScalarError) throw error;
    throw new ScalarError(`pattern ${source}: ${(error as Error).message}`);
  }
  xsdSources.set(pattern, source);
  return pattern;
}

/** Facet `pattern` (one pattern; several patterns of one step are alternatives, so pass them joined by `|`). */
export function checkPattern(value: string, pattern: RegExp): string | undefined {
  if (pattern.test(value)) return undefined;
  return `does not match pattern ${xsdSources.get(pattern) ?? pattern.source.slice(4, -2)}`;
}

/** Facet `enumeration`. */
export function checkEnumeration<V>(value: V, allowed: readonly V[]): string | undefined {
  return allowed.includes(value) ? undefined : `must be one of ${allowed.map(String).join(", ")}`;
}

type Ordered = XsDecimal | bigint | number;

function compareOrdered(a: Ordered, b: Ordered): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return compareDecimal(a, b);
}

/** Facet `minInclusive`, exact for decimals (strings) and bigints. */
export function checkMinInclusive(value: Ordered, bound: Ordered): string | undefined {
  return compareOrdered(value, bound) >= 0 ? undefined : `must be at least ${bound}`;
}

/** Facet `minExclusive`. */
export function checkMinExclusive(value: Ordered, bound: Ordered): string | undefined {
  return compareOrdered(value, bound) > 0 ? undefined : `must be greater than ${bound}`;
}

/** Facet `maxInclusive`. */
export function checkMaxInclusive(value: Ordered, bound: Ordered): string | undefined {
  return compareOrdered(value, bound) <= 0 ? undefined : `must be at most ${bound}`;
}

/** Facet `maxExclusive`. */
export function checkMaxExclusive(value: Ordered, bound: Ordered): string | undefined {
  return compareOrdered(value, bound) < 0 ? undefined : `must be less than ${bound}`;
}

/** Facet `totalDigits`: significant digits (leading and trailing zeros not counted). */
export function checkTotalDigits(value: Ordered, max: number): string | undefined {
  const { integer, fraction } = decimalParts(value);
  const digits = (integer + fraction).replace(/^0+/, "").length;
  return digits <= max ? undefined : `has ${digits} digits, at most ${max} allowed`;
}

/** Facet `fractionDigits` (trailing zeros not counted). */
export function checkFractionDigits(value: Ordered, max: number): string | undefined {
  const digits = decimalParts(value).fraction.length;
  return digits <= max ? undefined : `has ${digits} fraction digits, at most ${max} allowed`;
}
