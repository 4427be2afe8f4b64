/**
 * Helpers of the generated validators: each check appends {@link ValidationIssue}s instead of throwing, so
 * one call reports every problem of a value with its path (`booking.prices[2].paymentMethods[0]`).
 * Shipped verbatim inside every generated package as `runtime/validation.ts`.
 * @module
 */
import type { SimpleType } from "../../runtime/simple-type.ts";

/** One problem found by a generated validator. */
export interface ValidationIssue {
  /** Where: a property path such as `booking.prices[2].paymentMethods[0]` (empty for the value itself). */
  readonly path: string;
  /** What is wrong. */
  readonly message: string;
}

/** Thrown by callers that want an exception rather than a list (see {@link assertValid}). */
export class ValidationError extends Error {
  override readonly name = "ValidationError";
  /** Every problem found. */
  readonly issues: readonly ValidationIssue[];

  /** Creates the error; the message lists every issue. */
  constructor(issues: readonly ValidationIssue[]) {
    super(
      issues.map((issue) => `${issue.path === "" ? "(value)" : issue.path}: ${issue.message}`).join("; "),
    );
    this.issues = issues;
  }
}

/** Throws {@link ValidationError} when `issues` is not empty. */
export function assertValid(issues: readonly ValidationIssue[]): void {
  if (issues.length !== 0) throw new ValidationError(issues);
}

/** Path of property `name` below `path`. */
export function memberPath(path: string, name: string): string {
  return path === "" ? name : `${path}.${name}`;
}

/** Path of item `index` of the array at `path`. */
export function itemPath(path: string, index: number): string {
  return `${path}[${index}]`;
}

/** Appends an issue when `message` is defined (the facet checks of the scalars module return one or none). */
export function report(issues: ValidationIssue[], path: string, message: string | undefined): void {
  if (message !== undefined) issues.push({ path, message });
}

/** True for a plain object; otherwise reports that an object was expected. */
export function checkObject(issues: ValidationIssue[], path: string, value: unknown): value is object {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return true;
  issues.push({ path, message: `must be an object, got ${describe(value)}` });
  return false;
}

/** JavaScript representation a scalar codec expects. */
export type ScalarKind = "string" | "number" | "bigint" | "boolean" | "bytes" | "array" | "any";

function hasKind(value: unknown, kind: ScalarKind): boolean {
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

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value;
}

/**
 * Checks a scalar: its JavaScript type, then its lexical and value space by formatting it with the codec
 * (ranges of `int`, decimal syntax, date and time fields, enumeration membership, list items).
 */
export function checkScalar<V>(
  issues: ValidationIssue[],
  path: string,
  value: unknown,
  type: SimpleType<V>,
  kind: ScalarKind,
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
export function checkList<V>(
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
export interface MemberOccurs {
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
export function checkMember<V>(
  issues: ValidationIssue[],
  path: string,
  value: V | null | undefined,
  occurs: MemberOccurs,
  check: (value: V, path: string) => void,
): void {
  if (value === undefined) {
    if (occurs.min > 0) issues.push({ path, message: "is required" });
    return;
  }
  if (value === null) {
    if (!occurs.nillable) issues.push({ path, message: "must not be null (not nillable)" });
    return;
  }
  check(value, path);
}

/**
 * Checks a repeated member (maxOccurs > 1, or the items of a wrapped list): an array whose length lies
 * within the bounds, `null` items only when nillable, each item through `check`.
 */
export function checkItems<V>(
  issues: ValidationIssue[],
  path: string,
  values: readonly (V | null)[] | undefined,
  occurs: MemberOccurs,
  check: (value: V, path: string) => void,
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
  values.forEach((value, index) =>
    checkMember(issues, itemPath(path, index), value, { min: 1, max: 1, nillable: occurs.nillable }, check),
  );
}
