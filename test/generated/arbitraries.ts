/**
 * fast-check arbitraries of the values the generated interfaces hold, built from the resolved model (types,
 * planned shapes, assigned names) the way `generator/samples/sample-values.ts` walks it, but random: any
 * valid value rather than one fixed sample.
 *
 * What they respect: enumerations; the ranges of the int types, with their bounds; 64-bit and unbounded
 * integers as bigint beyond 2^53; decimals as lexical strings with many digits, signs, leading zeros, `1.`
 * and `.5`; length, range and digit facets; dateTime/date/time/g* lexical forms with and without offset and
 * fraction; double/float with INF, -INF, NaN and -0; strings of XML 1.0 characters that need escaping (`&`,
 * `<`, `>`, quotes, CR, TAB, LF, `]]>`) and non-ASCII ones (astral included). Nillable members and items are
 * `null` sometimes, optional members absent sometimes, repeated members and wrapped lists hold 0..3 items
 * (fewer deeper down, so values stay small), and where a base type is declared its derived types appear
 * with `$type`.
 *
 * Not sampled (the builder throws, so a schema that starts using them is noticed): patterns, ID/IDREF(S),
 * ENTITY/ENTITIES and NOTATION (their validity depends on the rest of the document), and choice groups
 * (the planned shape flattens them; picking one branch needs the particle).
 */
import fc from "fast-check";
import { builtinTypes } from "../../generator/model/builtins.ts";
import type {
  BuiltinTypeName,
  ComplexTypeDefinition,
  Facets,
  Particle,
  TypeDefinition,
  TypeId,
  TypeRef,
} from "../../generator/model/index.ts";
import type { NameMap } from "../../generator/naming/name-map.ts";
import type { ComplexShape, ElementMember, Member } from "../../generator/shape/compute-shapes.ts";

/** What the builder reads: the same inputs as the sample builder. */
export interface ArbitraryInputs {
  readonly types: ReadonlyMap<TypeId, TypeDefinition>;
  readonly shapes: ReadonlyMap<TypeId, ComplexShape>;
  readonly names: NameMap;
}

/** Marks a member left out of an object (an absent optional member). */
const ABSENT: unique symbol = Symbol("absent");
type Slot = unknown;

/** Below this nesting optional members are absent and repeated members hold their minimum. */
const MAX_DEPTH = 6;

/** How many items a repeated member or list may hold at a nesting depth: 3 near the top, fewer below. */
function itemsAt(depth: number): number {
  if (depth <= 2) return 3;
  if (depth <= 4) return 2;
  return depth <= MAX_DEPTH ? 1 : 0;
}

const integerRanges: Partial<Record<BuiltinTypeName, readonly [bigint, bigint]>> = {
  byte: [-128n, 127n],
  unsignedByte: [0n, 255n],
  short: [-32768n, 32767n],
  unsignedShort: [0n, 65535n],
  int: [-2147483648n, 2147483647n],
  unsignedInt: [0n, 4294967295n],
  long: [-(2n ** 63n), 2n ** 63n - 1n],
  unsignedLong: [0n, 2n ** 64n - 1n],
  nonNegativeInteger: [0n, 10n ** 30n],
  positiveInteger: [1n, 10n ** 30n],
  nonPositiveInteger: [-(10n ** 30n), 0n],
  negativeInteger: [-(10n ** 30n), -1n],
  integer: [-(10n ** 30n), 10n ** 30n],
};

// ------------------------------------------------------------------------------------------------ text

/** Characters that need escaping in text or attributes, or that stress the reader. */
const SPECIAL = ["&", "<", ">", '"', "'", "\r", "\t", "\n", " ", "]", "]]>", "\r\n", "&amp;", "<![CDATA["];
const NON_ASCII = ["é", "ß", "中", "😀", "\u00a0", "\u2028", "\ufffd", "\ue000", "\u{10000}", "\u{10ffff}"];
const ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** One XML 1.0 character (#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]). */
const xmlChar: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ALNUM) },
  { weight: 2, arbitrary: fc.constantFrom(...SPECIAL) },
  { weight: 1, arbitrary: fc.constantFrom(...NON_ASCII) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.integer({ min: 0x20, max: 0xd7ff }),
        fc.integer({ min: 0xe000, max: 0xfffd }),
        fc.integer({ min: 0x10000, max: 0x10ffff }),
      )
      .map((code) => String.fromCodePoint(code)),
  },
);

/** Counts characters as XSD does (code points). */
function codePoints(text: string): number {
  return [...text].length;
}

/** A string of XML characters whose length in code points lies within the facets. */
function xmlString(facets: Facets, char: fc.Arbitrary<string> = xmlChar): fc.Arbitrary<string> {
  const min = facets.length ?? facets.minLength ?? 0;
  const max = facets.length ?? facets.maxLength ?? Math.max(min, 12);
  // Units of SPECIAL may be several characters: join, then keep exactly the code points the facets allow.
  return fc.array(char, { minLength: min, maxLength: max }).map((units) => {
    const chars = [...units.join("")];
    return chars.slice(0, Math.max(min, Math.min(chars.length, max))).join("");
  });
}

// No astral characters in names: XML 1.0 fifth edition allows them (and the runtime does), but libxml2's
// NMTOKENS check refuses them.
const NAME_START = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_", "é", "中"];
const NAME_CHAR = [...NAME_START, ..."0123456789-.", "\u00b7", "\u0300"];

/** An NCName. */
const ncName = fc
  .tuple(fc.constantFrom(...NAME_START), fc.array(fc.constantFrom(...NAME_CHAR), { maxLength: 8 }))
  .map(([first, rest]) => first + rest.join(""));
/** An NMTOKEN. */
const nmToken = fc
  .array(fc.constantFrom(...NAME_CHAR), { minLength: 1, maxLength: 8 })
  .map((c) => c.join(""));
/** A whitespace-collapsed string: words of XML characters other than whitespace, joined by single spaces. */
const word = fc
  .array(
    xmlChar.filter((c) => !/[\t\n\r ]/.test(c)),
    { minLength: 1, maxLength: 6 },
  )
  .map((c) => c.join(""));

function collapsed(facets: Facets): fc.Arbitrary<string> {
  const text = fc.array(word, { maxLength: 3 }).map((words) => words.join(" "));
  return withLength(text, facets);
}

/** Keeps strings whose length satisfies the facets (used for generators that cannot aim at a length). */
function withLength(text: fc.Arbitrary<string>, facets: Facets): fc.Arbitrary<string> {
  const min = facets.length ?? facets.minLength ?? 0;
  const max = facets.length ?? facets.maxLength ?? Infinity;
  if (min === 0 && max === Infinity) return text;
  return fc
    .tuple(text, fc.array(fc.constantFrom(...ALNUM), { minLength: min, maxLength: min }))
    .map(([value, padding]) => {
      const chars = [...value];
      return chars.length >= min ? chars.slice(0, max).join("") : (value + padding.join("")).slice(0, max);
    })
    .filter(
      (value) => codePoints(value) >= min && codePoints(value) <= max && !/^[ \t\n\r]|[ \t\n\r]$/.test(value),
    );
}

// ------------------------------------------------------------------------------------------------ numbers

function digits(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(..."0123456789"), { minLength: min, maxLength: max })
    .map((d) => d.join(""));
}

/** The integer range of a built-in type narrowed by the facets. */
function integerBounds(builtin: BuiltinTypeName, facets: Facets): [bigint, bigint] {
  let [low, high] = integerRanges[builtin] ?? [-(10n ** 30n), 10n ** 30n];
  const integral = (bound: string, up: boolean) => {
    const [whole = "0", fraction = ""] = bound.split(".");
    const value = BigInt(whole);
    return /[1-9]/.test(fraction) && (up ? !bound.startsWith("-") : bound.startsWith("-"))
      ? value + (up ? 1n : -1n)
      : value;
  };
  const max = (a: bigint, b: bigint) => (a > b ? a : b);
  const min = (a: bigint, b: bigint) => (a < b ? a : b);
  if (facets.minInclusive !== undefined) low = max(low, integral(facets.minInclusive, true));
  if (facets.minExclusive !== undefined) low = max(low, integral(facets.minExclusive, false) + 1n);
  if (facets.maxInclusive !== undefined) high = min(high, integral(facets.maxInclusive, false));
  if (facets.maxExclusive !== undefined) high = min(high, integral(facets.maxExclusive, true) - 1n);
  if (facets.totalDigits !== undefined) {
    const limit = 10n ** BigInt(facets.totalDigits) - 1n;
    low = max(low, -limit);
    high = min(high, limit);
  }
  if (low > high) throw new Error(`facets leave no ${builtin} value: ${JSON.stringify(facets)}`);
  return [low, high];
}

/** Integers in the range, its bounds and zero taking a larger share than a uniform draw would give them. */
function integerIn(low: bigint, high: bigint): fc.Arbitrary<bigint> {
  const special = [low, high, ...(low <= 0n && high >= 0n ? [0n] : [])];
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...special) },
    { weight: 4, arbitrary: fc.bigInt({ min: low, max: high }) },
  );
}

function decimal(facets: Facets): fc.Arbitrary<string> {
  const ranged = ["minInclusive", "minExclusive", "maxInclusive", "maxExclusive"].some(
    (facet) => facets[facet as keyof Facets] !== undefined,
  );
  if (ranged)
    // Whole numbers inside the range (a fraction would need exact decimal comparison to aim at a bound).
    return integerIn(...integerBounds("decimal", facets)).map((value) => value.toString());
  const total = facets.totalDigits ?? 60;
  const fractionMax = Math.min(facets.fractionDigits ?? 30, total);
  // Short forms, and long ones that no JavaScript number holds exactly (up to 30 digits each side).
  const some = (max: number) =>
    fc.oneof(digits(0, Math.min(max, 4)), digits(Math.min(max, 15), Math.min(max, 30)));
  return fc
    .tuple(fc.constantFrom("", "-", "+"), some(total), fc.option(some(fractionMax), { nil: undefined }))
    .filter(([, whole, fraction]) => whole.length + (fraction ?? "").length >= 1)
    .filter(([, whole, fraction]) => whole.length + (fraction ?? "").length <= total)
    .map(([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? "" : `.${fraction}`}`);
}

// ------------------------------------------------------------------------------------------------ date and time

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const zone = fc.oneof(
  fc.constant(""),
  fc.constant("Z"),
  fc
    .tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 59 }))
    .map(([sign, hours, minutes]) => `${sign}${pad(hours)}:${pad(minutes)}`),
  fc.constantFrom("+14:00", "-14:00", "+00:00", "-00:00"),
);
const year = fc.integer({ min: 1, max: 9999 });
const date = fc
  .tuple(year, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m)}-${pad(Math.min(d, daysIn(y, m)))}`);
const fraction = fc.option(digits(1, 12), { nil: undefined }).map((f) => (f === undefined ? "" : `.${f}`));
const time = fc
  .tuple(
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.integer({ min: 0, max: 59 }),
    fraction,
  )
  .map(([h, m, s, f]) => `${pad(h)}:${pad(m)}:${pad(s)}${f}`);
const duration = fc
  .tuple(
    fc.constantFrom("", "-"),
    fc.array(fc.option(fc.integer({ min: 0, max: 9999 }), { nil: undefined }), {
      minLength: 6,
      maxLength: 6,
    }),
    fraction,
  )
  .map(([sign, [y, mo, d, h, mi, s], f]) => {
    const dateParts = `${y === undefined ? "" : `${y}Y`}${mo === undefined ? "" : `${mo}M`}${d === undefined ? "" : `${d}D`}`;
    const seconds = s === undefined ? "" : `${s}${f}S`;
    const timeParts = `${h === undefined ? "" : `${h}H`}${mi === undefined ? "" : `${mi}M`}${seconds}`;
    const body = dateParts + (timeParts === "" ? "" : `T${timeParts}`);
    return `${sign}P${body === "" ? "0D" : body}`;
  });

function temporal(builtin: BuiltinTypeName): fc.Arbitrary<string> {
  const month = fc.integer({ min: 1, max: 12 });
  switch (builtin) {
    case "dateTime":
      return fc.tuple(date, time, zone).map(([d, t, z]) => `${d}T${t}${z}`);
    case "date":
      return fc.tuple(date, zone).map(([d, z]) => d + z);
    case "time":
      return fc.tuple(time, zone).map(([t, z]) => t + z);
    case "gYear":
      return fc.tuple(year, zone).map(([y, z]) => pad(y, 4) + z);
    case "gYearMonth":
      return fc.tuple(year, month, zone).map(([y, m, z]) => `${pad(y, 4)}-${pad(m)}${z}`);
    case "gMonth":
      return fc.tuple(month, zone).map(([m, z]) => `--${pad(m)}${z}`);
    case "gMonthDay":
      return fc
        .tuple(month, fc.integer({ min: 1, max: 31 }), zone)
        .map(([m, d, z]) => `--${pad(m)}-${pad(Math.min(d, daysIn(2000, m)))}${z}`);
    case "gDay":
      return fc.tuple(fc.integer({ min: 1, max: 31 }), zone).map(([d, z]) => `---${pad(d)}${z}`);
    default:
      return duration;
  }
}

// ------------------------------------------------------------------------------------------------ scalars

/** The typed value of a lexical form (enumeration and fixed values), as the generated code holds it. */
export function fromLexical(builtin: BuiltinTypeName, lexical: string): unknown {
  switch (builtinTypes[builtin].kind) {
    case "boolean":
      return lexical.trim() === "true" || lexical.trim() === "1";
    case "number":
    case "integer":
      return Number(lexical);
    case "bigint":
      return BigInt(lexical.trim());
    case "tokens":
      return lexical.trim().split(/\s+/);
    case "bytes":
      return new Uint8Array(Buffer.from(lexical.trim(), builtin === "hexBinary" ? "hex" : "base64"));
    default:
      return lexical;
  }
}

/** Values of a built-in type under facets. `item` asks for an xs:list item (no whitespace, never empty). */
export function scalarArbitrary(
  builtin: BuiltinTypeName,
  facets: Facets,
  item = false,
): fc.Arbitrary<unknown> {
  if (facets.patterns !== undefined && facets.patterns.length > 0)
    throw new Error(`pattern facets are not sampled (${builtin} ${JSON.stringify(facets.patterns)})`);
  const enumeration = facets.enumeration;
  if (enumeration !== undefined)
    return fc.constantFrom(...enumeration.map((value) => fromLexical(builtin, value.value)));
  switch (builtin) {
    case "ID":
    case "IDREF":
    case "IDREFS":
    case "ENTITY":
    case "ENTITIES":
    case "NOTATION":
      throw new Error(
        `${builtin} values are not sampled: their validity depends on the rest of the document`,
      );
    case "boolean":
      return fc.boolean();
    case "double":
      return fc.double();
    case "float":
      return fc.float();
    case "decimal":
      return decimal(facets);
    case "base64Binary":
    case "hexBinary": {
      const min = facets.length ?? facets.minLength ?? 0;
      return fc.uint8Array({
        minLength: min,
        maxLength: facets.length ?? facets.maxLength ?? Math.max(min, 12),
      });
    }
    case "NMTOKENS":
      return fc.array(nmToken, {
        minLength: Math.max(1, facets.minLength ?? 1),
        maxLength: facets.maxLength ?? 3,
      });
    case "dateTime":
    case "date":
    case "time":
    case "gYear":
    case "gYearMonth":
    case "gMonth":
    case "gMonthDay":
    case "gDay":
    case "duration":
      return temporal(builtin);
    case "language":
      return fc
        .tuple(
          fc.array(fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"), {
            minLength: 1,
            maxLength: 8,
          }),
          fc.array(fc.array(fc.constantFrom(...ALNUM), { minLength: 1, maxLength: 8 }), { maxLength: 2 }),
        )
        .map(([primary, subtags]) => [primary.join(""), ...subtags.map((tag) => tag.join(""))].join("-"));
    case "anyURI":
      return withLength(fc.webUrl({ withQueryParameters: true, withFragments: true }), facets);
    case "QName":
      // `{namespace}local`: a writer declares a prefix for the namespace, or writes none for the default one.
      return fc
        .tuple(fc.constantFrom("urn:a", "http://xml.example.net/15/", "urn:x?a=1&b=2"), ncName)
        .map(([namespace, local]) => `{${namespace}}${local}`);
    case "NCName":
    case "Name":
      return withLength(ncName, facets);
    case "NMTOKEN":
      return withLength(nmToken, facets);
    case "token":
      return item ? withLength(word, facets) : collapsed(facets);
    case "normalizedString":
      return item
        ? withLength(word, facets)
        : xmlString(
            facets,
            xmlChar.filter((c) => !/[\t\n\r]/.test(c)),
          );
    default:
      break;
  }
  switch (builtinTypes[builtin].kind) {
    case "integer":
      return integerIn(...integerBounds(builtin, facets)).map(Number);
    case "bigint":
      return integerIn(...integerBounds(builtin, facets));
    default:
      // string, anySimpleType, anyType: any XML text; list items are words.
      return item ? withLength(word, facets) : xmlString(facets);
  }
}

// ------------------------------------------------------------------------------------------------ model values

/** Builds arbitraries of model types; memoized per type and depth. */
export class ArbitraryBuilder {
  readonly #inputs: ArbitraryInputs;
  readonly #memo = new Map<string, fc.Arbitrary<unknown>>();

  constructor(inputs: ArbitraryInputs) {
    this.#inputs = inputs;
  }

  /**
   * Values where type `ref` is declared: for a complex type the type itself (unless abstract) and every
   * type derived from it, the derived ones with `$type`.
   */
  value(ref: TypeRef, depth = 0): fc.Arbitrary<unknown> {
    if (ref.kind === "builtin") return scalarArbitrary(ref.name, {});
    const key = `${ref.id}@${Math.min(depth, MAX_DEPTH + 1)}`;
    let arbitrary = this.#memo.get(key);
    if (arbitrary === undefined) {
      arbitrary = this.#build(ref.id, depth);
      this.#memo.set(key, arbitrary);
    }
    return arbitrary;
  }

  #build(id: TypeId, depth: number): fc.Arbitrary<unknown> {
    const type = this.#type(id);
    if (type.kind === "simpleType") return this.#simple(type, depth);
    const shape = this.#shape(id);
    if (shape.kind === "array") return this.#items(shape.item, depth);
    const candidates = [type, ...type.derivedTypes.map((derived) => this.#type(derived))].filter(
      (candidate): candidate is ComplexTypeDefinition =>
        candidate.kind === "complexType" && !candidate.abstract,
    );
    if (candidates.length === 0) throw new Error(`abstract ${id} has no concrete derived type`);
    return fc.oneof(...candidates.map((candidate) => this.#object(candidate, candidate.id !== id, depth)));
  }

  #simple(type: TypeDefinition & { kind: "simpleType" }, depth: number, item = false): fc.Arbitrary<unknown> {
    const variety = type.variety;
    switch (variety.kind) {
      case "atomic":
        return scalarArbitrary(variety.builtin, variety.facets, item);
      case "list": {
        const facets = variety.facets;
        const min = facets.length ?? facets.minLength ?? 0;
        const max = facets.length ?? facets.maxLength ?? Math.max(min, 3);
        return fc.array(this.#listItem(variety.itemType, depth), { minLength: min, maxLength: max });
      }
      case "union": {
        // The reader takes the first member that accepts the text, so only the first member round-trips.
        const [first] = variety.memberTypes;
        if (first === undefined) throw new Error(`union ${type.id} has no member type`);
        return first.kind === "builtin"
          ? scalarArbitrary(first.name, variety.facets, item)
          : this.value(first, depth);
      }
    }
  }

  #listItem(ref: TypeRef, depth: number): fc.Arbitrary<unknown> {
    if (ref.kind === "builtin") return scalarArbitrary(ref.name, {}, true);
    const type = this.#type(ref.id);
    if (type.kind !== "simpleType") throw new Error(`list item ${ref.id} is not a simple type`);
    return this.#simple(type, depth, true);
  }

  /** The items of a repeated element: 0..3 (within its bounds), `null` among them where nillable. */
  #items(member: ElementMember, depth: number): fc.Arbitrary<unknown[]> {
    const max = member.maxOccurs === "unbounded" ? Infinity : member.maxOccurs;
    const maxLength = Math.max(member.minOccurs, Math.min(itemsAt(depth), max));
    const item = this.#nillable(this.#withFixed(member.type, member.fixed, depth + 1), member.nillable);
    return fc.array(item, { minLength: member.minOccurs, maxLength });
  }

  #nillable(value: fc.Arbitrary<unknown>, nillable: boolean): fc.Arbitrary<unknown> {
    return nillable
      ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: value })
      : value;
  }

  #optional(value: fc.Arbitrary<unknown>, optional: boolean, depth: number): fc.Arbitrary<Slot> {
    if (!optional) return value;
    if (depth > MAX_DEPTH) return fc.constant(ABSENT);
    return fc.oneof({ weight: 1, arbitrary: fc.constant(ABSENT) }, { weight: 2, arbitrary: value });
  }

  #withFixed(ref: TypeRef, fixed: string | undefined, depth: number): fc.Arbitrary<unknown> {
    if (fixed === undefined) return this.value(ref, depth);
    return fc.constant(fromLexical(this.#builtinOf(ref), fixed));
  }

  #builtinOf(ref: TypeRef): BuiltinTypeName {
    if (ref.kind === "builtin") return ref.name;
    const type = this.#type(ref.id);
    if (type.kind === "simpleType" && type.variety.kind === "atomic") return type.variety.builtin;
    throw new Error(`fixed value on ${ref.id}, which is not atomic`);
  }

  #object(type: ComplexTypeDefinition, derived: boolean, depth: number): fc.Arbitrary<unknown> {
    if (type.content.kind === "elements" && containsChoice(type.content.particle))
      throw new Error(`${type.id} has a choice group, which the arbitraries do not sample`);
    const shape = this.#shape(type.id);
    if (shape.kind !== "object") throw new Error(`${type.id} is not an object`);
    const names = shape.members.map((member) => this.#property(type.id, member));
    const slots = shape.members.map((member) => this.#member(member, depth));
    return fc.tuple(...slots).map((values) => {
      const object: Record<string, unknown> = {};
      if (derived && type.name !== undefined) object["$type"] = type.name.local;
      values.forEach((value, index) => {
        if (value !== ABSENT) object[names[index] ?? ""] = value;
      });
      return object;
    });
  }

  #member(member: Member, depth: number): fc.Arbitrary<Slot> {
    switch (member.kind) {
      case "value":
        return this.#valueContent(member.type, member.facets, depth);
      case "attribute":
        return this.#optional(this.#withFixed(member.type, member.fixed, depth), !member.required, depth);
      case "element": {
        // A repeated element without a wrapper is always an array: zero occurrences read as [].
        if (member.repeated) return this.#items(member, depth);
        const value = this.#nillable(this.#withFixed(member.type, member.fixed, depth + 1), member.nillable);
        return this.#optional(value, member.optional, depth);
      }
      case "any":
      case "anyAttribute":
      case "ordered":
        throw new Error(
          `wildcards, mixed content and repeated choices are sampled by test/emit/open-content.test.ts`,
        );
    }
  }

  /** Character data of simple content: the value type's facets with the restriction's facets on top. */
  #valueContent(ref: TypeRef, facets: Facets, depth: number): fc.Arbitrary<unknown> {
    if (ref.kind === "defined") {
      const type = this.#type(ref.id);
      if (type.kind === "complexType" && type.content.kind === "simple")
        return this.#valueContent(type.content.valueType, { ...type.content.facets, ...facets }, depth);
      if (Object.keys(facets).length === 0) return this.value(ref, depth);
      if (type.kind === "simpleType" && type.variety.kind === "atomic")
        return scalarArbitrary(type.variety.builtin, { ...type.variety.facets, ...facets });
      return this.value(ref, depth);
    }
    return scalarArbitrary(ref.name, facets);
  }

  #property(typeId: TypeId, member: Member): string {
    const name = this.#inputs.names.members.get(typeId)?.get(member.key);
    if (name === undefined) throw new Error(`no name assigned to ${member.key} of ${typeId}`);
    return name;
  }

  #shape(id: TypeId): ComplexShape {
    const shape = this.#inputs.shapes.get(id);
    if (shape === undefined) throw new Error(`no shape planned for ${id}`);
    return shape;
  }

  #type(id: TypeId): TypeDefinition {
    const type = this.#inputs.types.get(id);
    if (type === undefined) throw new Error(`unresolved type ${id}`);
    return type;
  }
}

function containsChoice(particle: Particle): boolean {
  if (particle.kind === "element" || particle.kind === "any") return false;
  return particle.kind === "choice" || particle.particles.some(containsChoice);
}
