/**
 * The generated validators: each check appends {@link ValidationIssue}s instead of throwing, so one call
 * reports every problem of a value with its path (`booking.prices[2].paymentMethods[0]`). A generated
 * `validateX` hands its value to {@link validateComplex} or {@link validateSimple}, which walk the tables
 * the reader is built from (the member table of a complex type, the value kind and facets of a codec).
 * @module
 */
import {
  checkEnumeration,
  checkFractionDigits,
  checkLength,
  checkMaxExclusive,
  checkMaxInclusive,
  checkMaxLength,
  checkMinExclusive,
  checkMinInclusive,
  checkMinLength,
  checkPattern,
  checkTotalDigits,
  xsdPattern,
} from "./scalars.ts";
import type { Facets, SimpleType, ValueKind } from "./simple-type.ts";
import {
  ComplexType,
  canonicalText,
  strictAbout,
  valueText,
  type AnyField,
  type ArrayType,
  type ChoiceRule,
  type ContentType,
  type ElementField,
  type Field,
  type OrderedField,
  type TypeRef,
} from "./xml-reader.ts";
import {
  clarkName,
  isWildcardElement,
  isXmlElement,
  splitClarkName,
  wildcardAllows,
  type WildcardConstraint,
} from "./xml-element.ts";
import { isTypedValue } from "./typed-value.ts";

/** One problem found by a generated validator. */
export interface ValidationIssue {
  /** Where: a property path such as `booking.prices[2].paymentMethods[0]` (empty for the value itself). */
  readonly path: string;
  /** What is wrong. */
  readonly message: string;
}

/** Path of property `name` below `path`. */
function memberPath(path: string, name: string): string {
  return path === "" ? name : `${path}.${name}`;
}

/** Path of item `index` of the array at `path`. */
function itemPath(path: string, index: number): string {
  return `${path}[${index}]`;
}

/** Appends an issue when `message` is defined (the facet checks of the scalars module return one or none). */
function report(issues: ValidationIssue[], path: string, message: string | undefined): void {
  if (message !== undefined) issues.push({ path, message });
}

/** True for a plain object; otherwise reports that an object was expected. */
function checkObject(issues: ValidationIssue[], path: string, value: unknown): value is object {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return true;
  issues.push({ path, message: `must be an object, got ${describe(value)}` });
  return false;
}

function hasKind(value: unknown, kind: ValueKind): boolean {
  switch (kind) {
    case "bytes":
      return value instanceof Uint8Array;
    case "array":
      return Array.isArray(value);
    case "any":
      return true;
    default:
      return typeof value === kind;
  }
}

/** The first `limit` issues as one line (`path: message; ...`), and how many more there are. */
export function describeIssues(issues: readonly ValidationIssue[], limit = 10): string {
  const shown = issues.slice(0, limit).map((i) => (i.path === "" ? i.message : `${i.path}: ${i.message}`));
  return shown.join("; ") + (issues.length > limit ? `; and ${issues.length - limit} more` : "");
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value;
}

/**
 * Checks a scalar: its JavaScript type, then its lexical and value space by formatting it with the codec
 * (ranges of `int`, decimal syntax, date and time fields, enumeration membership, list items).
 */
function checkScalar<V>(
  issues: ValidationIssue[],
  path: string,
  value: unknown,
  type: SimpleType<V>,
  kind: ValueKind,
): value is V {
  if (!hasKind(value, kind)) {
    issues.push({
      path,
      message: `must be ${kind === "bytes" ? "a Uint8Array" : `a ${kind}`}, got ${describe(value)}`,
    });
    return false;
  }
  try {
    type.format(value as V);
    return true;
  } catch (error) {
    issues.push({ path, message: error instanceof Error ? error.message : String(error) });
    return false;
  }
}

/**
 * Checks an `xs:list` value (an array) item by item, so a bad item is reported at its index
 * (`paymentMethods[1]`): `check` reports the item's own problems (type, lexical space, facets), then an item
 * that is valid on its own but formats to nothing or to text with whitespace is reported too (the list's
 * separator would split or drop it). Returns whether `value` is an array, so the list's own facets
 * (length) can still be checked.
 */
function checkList<V>(
  issues: ValidationIssue[],
  path: string,
  value: unknown,
  item: SimpleType<V>,
  check: (value: unknown, path: string) => void,
): value is readonly V[] {
  if (!Array.isArray(value)) {
    issues.push({ path, message: `must be an array, got ${describe(value)}` });
    return false;
  }
  value.forEach((entry: unknown, index) => {
    const at = itemPath(path, index);
    const before = issues.length;
    check(entry, at);
    if (issues.length !== before) return;
    const text = item.format(entry as V);
    if (text === "" || /[ \t\n\r]/.test(text))
      issues.push({ path: at, message: "a list item cannot be empty or contain whitespace" });
  });
  return true;
}

/** Occurrence of a member: bounds (`max` -1 for unbounded) and nillability. */
interface MemberOccurs {
  /** minOccurs, or 1 for a required attribute. */
  readonly min: number;
  /** maxOccurs; -1 for unbounded. */
  readonly max: number;
  /** `nillable="true"`. */
  readonly nillable: boolean;
}

/**
 * Checks a member that holds at most one value: present when required, `null` only when nillable, and
 * the value itself through `check`.
 */
function checkMember(
  issues: ValidationIssue[],
  path: string,
  value: unknown,
  occurs: MemberOccurs,
  check: ValueCheck,
): void {
  if (value === undefined) {
    if (occurs.min > 0) issues.push({ path, message: "is required" });
    return;
  }
  if (value === null) {
    if (!occurs.nillable) issues.push({ path, message: "must not be null (not nillable)" });
    return;
  }
  check(value, path, issues);
}

/**
 * Checks a repeated member (maxOccurs > 1, or the items of a wrapped list): an array whose length lies
 * within the bounds, `null` items only when nillable, each item through `check`.
 */
function checkItems(
  issues: ValidationIssue[],
  path: string,
  values: unknown,
  occurs: MemberOccurs,
  check: ValueCheck,
): void {
  if (values === undefined) {
    if (occurs.min > 0) issues.push({ path, message: `is required (at least ${occurs.min} items)` });
    return;
  }
  if (!Array.isArray(values)) {
    issues.push({ path, message: `must be an array, got ${describe(values)}` });
    return;
  }
  if (values.length < occurs.min)
    issues.push({ path, message: `has ${values.length} items, needs at least ${occurs.min}` });
  if (occurs.max >= 0 && values.length > occurs.max)
    issues.push({ path, message: `has ${values.length} items, allows at most ${occurs.max}` });
  const item = occurs.nillable ? NILLABLE_ITEM : ITEM;
  for (let index = 0; index < values.length; index++)
    checkMember(issues, itemPath(path, index), values[index], item, check);
}

const ITEM: MemberOccurs = { min: 1, max: 1, nillable: false };
const NILLABLE_ITEM: MemberOccurs = { min: 1, max: 1, nillable: true };

// ------------------------------------------------------------------------------------------ simple types

const patterns = new Map<string, RegExp>();

/** The compiled pattern, translated once per source (validators run it on every value). */
function compiledPattern(source: string): RegExp {
  let pattern = patterns.get(source);
  if (pattern === undefined) {
    pattern = xsdPattern(source);
    patterns.set(source, pattern);
  }
  return pattern;
}

type Measured = Parameters<typeof checkLength>[0];
type Ordered = Parameters<typeof checkMinInclusive>[0];

/** Checks `value` (of the right kind already) against each facet, in a fixed order. */
function checkFacets(
  issues: ValidationIssue[],
  path: string,
  value: unknown,
  lexical: unknown,
  facets: Facets,
): void {
  const measured = value as Measured;
  const ordered = value as Ordered;
  if (facets.length !== undefined) report(issues, path, checkLength(measured, facets.length));
  if (facets.minLength !== undefined) report(issues, path, checkMinLength(measured, facets.minLength));
  if (facets.maxLength !== undefined) report(issues, path, checkMaxLength(measured, facets.maxLength));
  for (const source of facets.patterns ?? [])
    report(issues, path, checkPattern(lexical as string, compiledPattern(source)));
  if (facets.minInclusive !== undefined)
    report(issues, path, checkMinInclusive(ordered, facets.minInclusive));
  if (facets.minExclusive !== undefined)
    report(issues, path, checkMinExclusive(ordered, facets.minExclusive));
  if (facets.maxInclusive !== undefined)
    report(issues, path, checkMaxInclusive(ordered, facets.maxInclusive));
  if (facets.maxExclusive !== undefined)
    report(issues, path, checkMaxExclusive(ordered, facets.maxExclusive));
  if (facets.totalDigits !== undefined) report(issues, path, checkTotalDigits(ordered, facets.totalDigits));
  if (facets.fractionDigits !== undefined)
    report(issues, path, checkFractionDigits(ordered, facets.fractionDigits));
  if (facets.enumeration !== undefined) report(issues, path, checkEnumeration(value, facets.enumeration));
}

/**
 * Checks a value of a simple type: its JavaScript kind and lexical space ({@link checkScalar}), an
 * `xs:list` item by item ({@link checkList}), then the facets of the type.
 */
export function validateSimple<V>(
  type: SimpleType<V>,
  value: unknown,
  path: string,
  issues: ValidationIssue[],
): ValidationIssue[] {
  const item = type.item;
  const valid =
    item === undefined
      ? checkScalar(issues, path, value, type, type.valueKind)
      : checkList(issues, path, value, item, (entry, at) => validateSimple(item, entry, at, issues));
  if (!valid || type.facets === undefined) return issues;
  // A pattern constrains the text written, which for a value other than a string is the type's to choose.
  const patterned =
    type.facets.patterns !== undefined &&
    typeof value !== "string" &&
    item === undefined &&
    type.valueKind !== "any";
  checkFacets(issues, path, value, patterned ? type.format(value as V) : value, type.facets);
  return issues;
}

// ----------------------------------------------------------------------------------------- complex types

/** Checks one value of a member's type. */
type ValueCheck = (value: unknown, path: string, issues: ValidationIssue[]) => void;

/** How one member of a complex type is checked, from its field in the reader's member table. */
interface MemberRule {
  /** The property. */
  readonly key: string;
  /** Occurrence of the property's value: one value, or an array when `repeated`. */
  readonly occurs: MemberOccurs;
  readonly repeated: boolean;
  /** Checks one value (of a wrapped list, the array the property holds). */
  readonly check: ValueCheck;
  /** Checks the items of a repeated member together: the rounds of ordered content. */
  readonly checkAll?: (values: readonly unknown[], path: string, issues: ValidationIssue[]) => void;
}

/** What {@link validateComplex} needs of a complex type, compiled from its definition on first use. */
interface ComplexRules {
  readonly members: readonly MemberRule[];
  /** Whether values may carry `$type` (the type has a base or derived types). */
  readonly inHierarchy: boolean;
  /** The non-abstract derived types by `$type` (XSD name, or `{namespace}name` where names clash), which a value's `$type` selects. */
  readonly derived: ReadonlyMap<unknown, ComplexType<unknown>>;
  /** The `$type` names allowed, for the message about an unknown one (`Booking, BookingWithStatus`). */
  readonly expected: string;
}

function contentCheck(content: ContentType<unknown>): ValueCheck {
  return content instanceof ComplexType
    ? (value, path, issues) => validateComplex(content, value, path, issues)
    : () => undefined;
}

function typeCheck(ref: TypeRef<unknown>): ValueCheck {
  // A thunk names a type declared later or in a cycle: resolved at each check, never while compiling.
  if (typeof ref === "function") return (value, path, issues) => contentCheck(ref())(value, path, issues);
  if (ref.kind === "simple") return (value, path, issues) => validateSimple(ref, value, path, issues);
  return contentCheck(ref);
}

/** `check`, then that a present value is the fixed one (compared in the value space, as strict reading does). */
function fixedCheck(type: TypeRef<unknown>, fixed: string | undefined, check: ValueCheck): ValueCheck {
  if (fixed === undefined) return check;
  const content = typeof type === "function" ? undefined : type.kind === "simple" ? type : type.simple;
  if (content === undefined) return check;
  const expected = canonicalText(content, fixed);
  return (value, path, issues) => {
    const before = issues.length;
    check(value, path, issues);
    if (issues.length !== before || value === null) return;
    if (valueText(content, value) !== expected)
      issues.push({ path, message: `must be its fixed value ${fixed}` });
  };
}

const unbounded = -1;

interface TypedElementRule {
  readonly check: ValueCheck;
  readonly occurs: MemberOccurs;
}

/**
 * Checks an element a wildcard holds: a typed `WildcardElement` must name a global element the wildcard reads
 * typed, its value checked as that element; an element kept as XML must have the shape of one, a namespace the
 * wildcard allows and, where the wildcard is `strict`, a name the schema declares.
 */
function anyElementCheck(field: AnyField): ValueCheck {
  const constraint = field.constraint;
  let typed: Map<string, TypedElementRule> | undefined;
  // Built on first use: the element table names types declared after the one holding the wildcard.
  const rules = (): Map<string, TypedElementRule> => {
    if (typed !== undefined) return typed;
    typed = new Map();
    if (field.processContents === "skip") return typed;
    for (const element of field.elements?.() ?? []) {
      if (!wildcardAllows(constraint, element.ns)) continue;
      const nillable = element.occurs.nillable === true;
      typed.set(clarkName(element.ns, element.local), {
        check: typeCheck(element.type),
        occurs: { min: 1, max: 1, nillable },
      });
    }
    return typed;
  };
  return (value, path, issues) => {
    if (typeof value === "object" && value !== null && isWildcardElement(value)) {
      const rule = typeof value.$element === "string" ? rules().get(value.$element) : undefined;
      if (rule === undefined) {
        issues.push({
          path: memberPath(path, "$element"),
          message: `${JSON.stringify(value.$element)} is not a global element this wildcard reads typed`,
        });
        return;
      }
      checkMember(issues, memberPath(path, "value"), value.value, rule.occurs, rule.check);
      return;
    }
    if (!isXmlElement(value)) {
      issues.push({ path, message: `must be an XmlElement (ns, local, children), got ${describe(value)}` });
      return;
    }
    if (!wildcardAllows(constraint, value.ns))
      issues.push({ path, message: `namespace "${value.ns}" is not allowed by the wildcard` });
    else if (strictAbout(field, value.ns) && !rules().has(clarkName(value.ns, value.local)))
      issues.push({
        path,
        message: `${clarkName(value.ns, value.local)} matches a strict wildcard, but the schema declares no such global element`,
      });
  };
}

/** One place of a round of ordered content: its item key and how often it occurs there. */
interface RoundPlace {
  readonly key: string;
  readonly optional: boolean;
  readonly many: boolean;
}

/**
 * Checks that the items of ordered content come in rounds that each follow one of `rounds` (see
 * `OrderedField.rounds`). Each item continues the round it is in where a later place of it takes its key,
 * else starts the next round; the schema's unique particle attribution makes that choice the only one.
 * Items that are no object of one key are left to the item check.
 */
function roundsCheck(
  rounds: readonly (readonly string[])[],
): (values: readonly unknown[], path: string, issues: ValidationIssue[]) => void {
  const patterns = rounds.map((round) =>
    round.map((written): RoundPlace => {
      const mark = written.at(-1);
      const marked = mark === "?" || mark === "*" || mark === "+";
      return {
        key: marked ? written.slice(0, -1) : written,
        optional: mark === "?" || mark === "*",
        many: mark === "*" || mark === "+",
      };
    }),
  );
  const expected = rounds.map((round) => round.join(" ")).join(", or ");
  const lacking = (pattern: readonly RoundPlace[], after: number) =>
    pattern.slice(after + 1).filter((place) => !place.optional);
  return (values, path, issues) => {
    let pattern: readonly RoundPlace[] | undefined;
    let at = -1;
    const close = (where: string) => {
      const missing = pattern === undefined ? [] : lacking(pattern, at);
      if (missing.length > 0)
        issues.push({
          path: where,
          message: `a round ends without ${missing.map((place) => place.key).join(", ")}: each round is ${expected}`,
        });
    };
    values.forEach((value, index) => {
      const keys = typeof value === "object" && value !== null ? Object.keys(value) : [];
      const [key] = keys;
      if (keys.length !== 1 || key === undefined) return;
      if (pattern !== undefined) {
        if (pattern[at]?.key === key && pattern[at]?.many === true) return;
        let next = at + 1;
        while (next < pattern.length && pattern[next]?.key !== key && pattern[next]?.optional === true)
          next++;
        if (pattern[next]?.key === key) {
          at = next;
          return;
        }
        close(itemPath(path, index));
      }
      pattern = undefined;
      for (const candidate of patterns) {
        const start = candidate.findIndex((place) => place.key === key);
        if (start >= 0 && candidate.slice(0, start).every((place) => place.optional)) {
          pattern = candidate;
          at = start;
          break;
        }
      }
      if (pattern === undefined)
        issues.push({
          path: itemPath(path, index),
          message: `${key} cannot start a round here: each round is ${expected}`,
        });
    });
    close(path);
  };
}

/**
 * Checks an item of ordered content: text where the content is mixed, an object with exactly one of the
 * alternatives' keys (its value checked as that element), or an element the wildcard allows.
 */
function orderedItemCheck(field: OrderedField): ValueCheck {
  const alternatives = new Map(
    Object.entries(field.items).map(([key, item]) => [
      key,
      { check: typeCheck(item.type), occurs: { min: 1, max: 1, nillable: item.occurs.nillable === true } },
    ]),
  );
  const expected = [...alternatives.keys()].join(", ");
  const any = field.any === undefined ? undefined : anyElementCheck(field.any);
  return (value, path, issues) => {
    if (typeof value === "string") {
      if (!field.mixed) issues.push({ path, message: "text is not allowed here (the content is not mixed)" });
      return;
    }
    if (
      any !== undefined &&
      typeof value === "object" &&
      value !== null &&
      ("$element" in value || isXmlElement(value))
    ) {
      any(value, path, issues);
      return;
    }
    const keys = typeof value === "object" && value !== null ? Object.keys(value) : [];
    const alternative = keys.length === 1 ? alternatives.get(keys[0] ?? "") : undefined;
    if (alternative === undefined) {
      issues.push({
        path,
        message: `must be an object with exactly one of ${expected}${field.mixed ? ", or text" : ""}${any === undefined ? "" : ", or an XmlElement"}, got ${describe(value)}`,
      });
      return;
    }
    const key = keys[0] ?? "";
    checkMember(
      issues,
      memberPath(path, key),
      (value as Record<string, unknown>)[key],
      alternative.occurs,
      alternative.check,
    );
  };
}

/** Checks attributes kept by an `xs:anyAttribute`: string values, names in namespaces the wildcard allows. */
function anyAttributesCheck(constraint: WildcardConstraint): ValueCheck {
  return (value, path, issues) => {
    if (!checkObject(issues, path, value)) return;
    for (const [name, text] of Object.entries(value)) {
      const at = memberPath(path, JSON.stringify(name));
      if (typeof text !== "string")
        issues.push({ path: at, message: `must be a string, got ${describe(text)}` });
      if (!wildcardAllows(constraint, splitClarkName(name).ns))
        issues.push({ path: at, message: "namespace is not allowed by the wildcard" });
    }
  };
}

function memberRule(key: string, field: Field<unknown>): MemberRule {
  const single = (min: number, nillable: boolean): MemberOccurs => ({ min, max: 1, nillable });
  switch (field.kind) {
    case "text":
      return {
        key,
        occurs: single(1, false),
        repeated: false,
        check: typeCheck(field.type),
      };
    case "attribute": {
      const fixed = field.value?.fixed;
      return {
        key,
        // A fixed attribute may be left out of a value: writers write it.
        occurs: single(field.required && fixed === undefined ? 1 : 0, false),
        repeated: false,
        check: fixedCheck(field.type, fixed, typeCheck(field.type)),
      };
    }
    case "element": {
      const { required = false, nillable = false, repeated = false, fixed } = field.occurs;
      // A fixed element may be left out of a value: writers write it where it is required.
      const occurs = repeated
        ? { min: field.occurs.minOccurs ?? 0, max: field.occurs.maxOccurs ?? unbounded, nillable }
        : single(required && fixed === undefined ? 1 : 0, nillable);
      return {
        key,
        occurs,
        repeated,
        check: fixedCheck(field.type, fixed, typeCheck(field.type)),
      };
    }
    case "any":
      return {
        key,
        occurs: {
          min: field.occurs.minOccurs ?? 0,
          max: field.occurs.maxOccurs ?? unbounded,
          nillable: false,
        },
        repeated: true,
        check: anyElementCheck(field),
      };
    case "anyAttribute":
      return {
        key,
        occurs: single(0, false),
        repeated: false,
        check: anyAttributesCheck(field.constraint),
      };
    case "ordered":
      return {
        key,
        occurs: {
          min: field.occurs.minOccurs ?? 0,
          max: field.occurs.maxOccurs ?? unbounded,
          nillable: false,
        },
        repeated: true,
        check: orderedItemCheck(field),
        ...(field.rounds === undefined ? {} : { checkAll: roundsCheck(field.rounds) }),
      };
    case "list": {
      const { required = false, nillable = false, itemNillable = false } = field.occurs;
      const items = {
        min: field.occurs.itemMinOccurs ?? 0,
        max: field.occurs.itemMaxOccurs ?? unbounded,
        nillable: itemNillable,
      };
      const item = typeCheck(field.type);
      return {
        key,
        occurs: single(required ? 1 : 0, nillable),
        repeated: false,
        check: (list, path, issues) => checkItems(issues, path, list, items, item),
      };
    }
  }
}

const compiledRules = new WeakMap<ComplexType<unknown>, ComplexRules>();

function rulesOf(type: ComplexType<unknown>): ComplexRules {
  let rules = compiledRules.get(type);
  if (rules !== undefined) return rules;
  const definition = type.definition;
  const substitutes = (definition.derived?.() ?? []).filter(
    (derived): derived is ComplexType<unknown> =>
      derived instanceof ComplexType && derived.definition.abstract !== true,
  );
  const derived = new Map<unknown, ComplexType<unknown>>();
  for (const candidate of substitutes)
    if (!derived.has(candidate.discriminant)) derived.set(candidate.discriminant, candidate);
  rules = {
    members: Object.entries<Field<unknown>>(definition.fields).map(([key, field]) => memberRule(key, field)),
    inHierarchy: definition.derived !== undefined || definition.base !== undefined,
    derived,
    expected: [...(definition.abstract === true ? [] : [type]), ...substitutes]
      .map((candidate) => candidate.discriminant)
      .join(", "),
  };
  compiledRules.set(type, rules);
  return rules;
}

/** Checks a value of a type of the reader tables: a simple one by its codec and facets, a complex one by members. */
export function validateValue(
  type: TypeRef<unknown>,
  value: unknown,
  path: string,
  issues: ValidationIssue[] = [],
): ValidationIssue[] {
  typeCheck(type)(value, path, issues);
  return issues;
}

/**
 * Checks the value of an element that stands alone in a message (a SOAP header block, a fault's detail entry) as
 * the member of its declaration would be checked: absent is left out, `null` (written nil) only where it is
 * nillable, anything else against its type and fixed value.
 */
export function validateElement(
  field: ElementField<unknown>,
  value: unknown,
  path: string,
  issues: ValidationIssue[] = [],
): ValidationIssue[] {
  const { nillable = false, fixed } = field.occurs;
  checkMember(
    issues,
    path,
    value,
    { min: 0, max: 1, nillable },
    fixedCheck(field.type, fixed, typeCheck(field.type)),
  );
  return issues;
}

/**
 * Checks a value of a complex type against the schema, member by member in schema order, through the
 * member table of its reader. A `$type` naming a derived type hands the value to that type; a `$type`
 * naming no type of the hierarchy is reported, since it would be written without `xsi:type`, as the
 * declared type, and read back without it.
 */
export function validateComplex<T>(
  type: ComplexType<T>,
  value: unknown,
  path: string,
  issues: ValidationIssue[],
): ValidationIssue[] {
  if (!checkObject(issues, path, value)) return issues;
  const types = type.definition.types;
  if (types !== undefined) {
    if (isTypedValue(value)) return checkTypedValue(types(), value.$type, value.value, path, issues);
    const written = (value as { readonly $type?: unknown }).$type;
    if (written !== undefined && typeof written !== "string")
      issues.push({ path: memberPath(path, "$type"), message: `expected a {namespace}local type name` });
  }
  const rules = rulesOf(type as ComplexType<unknown>);
  if (rules.inHierarchy) {
    const actual = (value as { readonly $type?: unknown }).$type;
    const derived = rules.derived.get(actual);
    if (derived !== undefined) return validateComplex(derived, value, path, issues);
    if (actual !== undefined && actual !== type.discriminant)
      issues.push({
        path: memberPath(path, "$type"),
        message: `unknown type ${JSON.stringify(actual)}: expected ${rules.expected} or none`,
      });
  }
  if (type.definition.abstract === true) {
    issues.push({ path, message: `needs a $type: ${type.name} is abstract` });
    return issues;
  }
  const properties = value as Readonly<Record<string, unknown>>;
  for (const choice of type.definition.choices ?? []) checkChoice(issues, path, properties, choice);
  for (const rule of rules.members) {
    const member = properties[rule.key];
    // An optional member left out has nothing to check: no path is made for it.
    if (member === undefined && rule.occurs.min === 0) continue;
    const at = memberPath(path, rule.key);
    if (rule.repeated) {
      checkItems(issues, at, member, rule.occurs, rule.check);
      if (rule.checkAll !== undefined && Array.isArray(member)) rule.checkAll(member, at, issues);
    } else checkMember(issues, at, member, rule.occurs, rule.check);
  }
  return issues;
}

/**
 * Checks the value an element of `xs:anyType` holds as a `TypedValue`: `$type` must name one of `types` (the
 * package's global types and the XSD built-ins), whose check `value` passes.
 */
function checkTypedValue(
  types: Readonly<Record<string, TypeRef<unknown>>>,
  name: string,
  value: unknown,
  path: string,
  issues: ValidationIssue[],
): ValidationIssue[] {
  const type = Object.hasOwn(types, name) ? types[name] : undefined;
  if (type === undefined) {
    issues.push({ path: memberPath(path, "$type"), message: `${name} names no type of this package` });
    return issues;
  }
  if (value === null || value === undefined) {
    issues.push({ path: memberPath(path, "value"), message: "is required" });
    return issues;
  }
  typeCheck(type)(value, memberPath(path, "value"), issues);
  return issues;
}

/** Whether a property holds something: defined, and for an array, not empty. */
function present(value: unknown): boolean {
  return value !== undefined && !(Array.isArray(value) && value.length === 0);
}

/**
 * Checks that at most one branch of a choice is present, one when the choice is required, and that the branch
 * present holds what it needs.
 */
function checkChoice(
  issues: ValidationIssue[],
  path: string,
  properties: Readonly<Record<string, unknown>>,
  choice: ChoiceRule,
): void {
  const chosen = choice.branches.filter((branch) => branch.some((key) => present(properties[key])));
  const names = (branches: readonly (readonly string[])[]) =>
    branches.map((branch) => branch.join(" + ")).join(", ");
  // A member two branches share is part of whichever branch holds every present member.
  const held = [...new Set(chosen.flat())].filter((key) => present(properties[key]));
  if (chosen.length > 1 && !chosen.some((branch) => held.every((key) => branch.includes(key))))
    issues.push({
      path,
      message: `only one of ${names(choice.branches)} may be present, got ${names(chosen)}`,
    });
  else if (chosen.length === 0 && choice.required)
    issues.push({ path, message: `one of ${names(choice.branches)} is required` });
  else if (chosen.length === 1 && choice.least !== undefined) {
    const [branch = []] = chosen;
    const least = choice.least[choice.branches.indexOf(branch)] ?? [];
    branch.forEach((key, index) => {
      const needed = least[index] ?? 0;
      const value = properties[key];
      const count = Array.isArray(value) ? value.length : value === undefined ? 0 : 1;
      if (count < needed)
        issues.push({
          path: memberPath(path, key),
          message:
            needed === 1
              ? `is required with ${branch.filter((other) => present(properties[other])).join(" + ")}`
              : `needs at least ${needed} items where ${branch.join(" + ")} is chosen, got ${count}`,
        });
    });
  }
}

/**
 * Checks a value of an `ArrayOfX` wrapper type read as an element of its own (an operation's result): an array
 * whose length lies within its item element's bounds, `null` items only when they are nillable, each item
 * against the item's type.
 */
export function validateArray<T extends readonly unknown[]>(
  type: ArrayType<T>,
  value: unknown,
  path: string,
  issues: ValidationIssue[],
): ValidationIssue[] {
  const { occurs, type: item } = type.definition.item;
  const bounds = {
    min: occurs.minOccurs ?? 0,
    max: occurs.maxOccurs ?? unbounded,
    nillable: occurs.nillable === true,
  };
  const check = typeCheck(item);
  checkItems(issues, path, value, bounds, check);
  return issues;
}
