import type { BuiltinTypeName, Facets } from "../model/index.ts";
import { isIntegerType, isNumericType } from "./builtins.ts";
import { addToInteger, compareExactNumbers } from "./exact-number.ts";
import type { RuleId } from "./rules.ts";

/** One facet difference, before it is placed and classified. */
export interface FacetChange {
  readonly rule: RuleId;
  readonly message: string;
  readonly before?: string;
  readonly after?: string;
}

/** A lower or upper bound as written, normalized to inclusive for integer types. */
interface Bound {
  readonly value: string;
  readonly exclusive: boolean;
  /** The facet as written, for messages: `minInclusive 0`. */
  readonly text: string;
}

/** Compares two bound values of the given types: -1, 0, 1, or undefined when they do not compare. */
function compareValues(
  a: string,
  b: string,
  before: BuiltinTypeName,
  after: BuiltinTypeName,
): number | undefined {
  if (isNumericType(before) && isNumericType(after)) return compareExactNumbers(a, b);
  // Dates and times of the same shape without a time zone compare as text; anything else does not compare.
  const plain = /^-?\d{4,}(-\d\d(-\d\d)?)?(T\d\d:\d\d:\d\d(\.\d+)?)?$/;
  if (plain.test(a) && plain.test(b) && a.length === b.length) return a < b ? -1 : a > b ? 1 : 0;
  return a === b ? 0 : undefined;
}

function bound(facets: Facets, side: "lower" | "upper", builtin: BuiltinTypeName): Bound | undefined {
  const inclusive = side === "lower" ? facets.minInclusive : facets.maxInclusive;
  const exclusive = side === "lower" ? facets.minExclusive : facets.maxExclusive;
  const inclusiveName = side === "lower" ? "minInclusive" : "maxInclusive";
  const exclusiveName = side === "lower" ? "minExclusive" : "maxExclusive";
  const candidates: Bound[] = [];
  if (inclusive !== undefined)
    candidates.push({ value: inclusive, exclusive: false, text: `${inclusiveName} ${inclusive}` });
  if (exclusive !== undefined) {
    const text = `${exclusiveName} ${exclusive}`;
    const normalized = isIntegerType(builtin)
      ? addToInteger(exclusive, side === "lower" ? 1n : -1n)
      : undefined;
    candidates.push(
      normalized === undefined
        ? { value: exclusive, exclusive: true, text }
        : { value: normalized, exclusive: false, text },
    );
  }
  // Both facets at once: the tighter wins.
  return candidates.reduce<Bound | undefined>((tightest, candidate) => {
    if (tightest === undefined) return candidate;
    const order = compareBoundTightness(candidate, tightest, side, builtin, builtin);
    return order !== undefined && order > 0 ? candidate : tightest;
  }, undefined);
}

/** >0 when `a` admits fewer values than `b`, <0 when more, 0 when equal, undefined when not comparable. */
function compareBoundTightness(
  a: Bound,
  b: Bound,
  side: "lower" | "upper",
  builtinA: BuiltinTypeName,
  builtinB: BuiltinTypeName,
): number | undefined {
  const order = compareValues(a.value, b.value, builtinA, builtinB);
  if (order === undefined) return undefined;
  if (order !== 0) return side === "lower" ? order : -order;
  return Number(a.exclusive) - Number(b.exclusive);
}

function lengthRange(facets: Facets): {
  readonly min?: number;
  readonly max?: number;
  readonly text: string;
} {
  if (facets.length !== undefined)
    return { min: facets.length, max: facets.length, text: `length ${facets.length}` };
  const parts = [
    facets.minLength === undefined ? undefined : `minLength ${facets.minLength}`,
    facets.maxLength === undefined ? undefined : `maxLength ${facets.maxLength}`,
  ].filter((part) => part !== undefined);
  return {
    ...(facets.minLength === undefined ? {} : { min: facets.minLength }),
    ...(facets.maxLength === undefined ? {} : { max: facets.maxLength }),
    text: parts.join(", ") || "no length limit",
  };
}

/** Direction of a numeric limit change: `lower` limits tighten when they rise, `upper` ones when they fall. */
function limitChange(
  before: number | undefined,
  after: number | undefined,
  kind: "lower" | "upper",
): "facet-tightened" | "facet-loosened" | undefined {
  if (before === after) return undefined;
  if (before === undefined) return "facet-tightened";
  if (after === undefined) return "facet-loosened";
  return (kind === "lower") === after > before ? "facet-tightened" : "facet-loosened";
}

/**
 * Compares the facets of two simple types. `beforeBuiltin`/`afterBuiltin` give the lexical space
 * the bound values are written in.
 */
export function compareFacets(
  before: Facets,
  after: Facets,
  beforeBuiltin: BuiltinTypeName,
  afterBuiltin: BuiltinTypeName,
): FacetChange[] {
  const changes: FacetChange[] = [];

  const oldValues = before.enumeration?.map((value) => value.value);
  const newValues = after.enumeration?.map((value) => value.value);
  if (oldValues !== undefined && newValues === undefined)
    changes.push({
      rule: "enumeration-removed",
      message: "no longer restricted to an enumeration",
      before: oldValues.join(" | "),
    });
  else if (oldValues === undefined && newValues !== undefined)
    changes.push({
      rule: "enumeration-added",
      message: "restricted to an enumeration",
      after: newValues.join(" | "),
    });
  else if (oldValues !== undefined && newValues !== undefined) {
    for (const value of newValues)
      if (!oldValues.includes(value))
        changes.push({
          rule: "enum-value-added",
          message: `enumeration value '${value}' added`,
          after: value,
        });
    for (const value of oldValues)
      if (!newValues.includes(value))
        changes.push({
          rule: "enum-value-removed",
          message: `enumeration value '${value}' removed`,
          before: value,
        });
  }

  for (const side of ["lower", "upper"] as const) {
    const oldBound = bound(before, side, beforeBuiltin);
    const newBound = bound(after, side, afterBuiltin);
    if (oldBound === undefined && newBound === undefined) continue;
    const label = `${side} bound`;
    if (oldBound === undefined || newBound === undefined) {
      const added = oldBound === undefined;
      changes.push({
        rule: added ? "facet-tightened" : "facet-loosened",
        message: `${label} ${added ? "added" : "removed"}`,
        ...(oldBound === undefined ? {} : { before: oldBound.text }),
        ...(newBound === undefined ? {} : { after: newBound.text }),
      });
      continue;
    }
    const tightness = compareBoundTightness(newBound, oldBound, side, afterBuiltin, beforeBuiltin);
    if (tightness === 0) continue;
    changes.push({
      rule: tightness === undefined ? "facet-changed" : tightness > 0 ? "facet-tightened" : "facet-loosened",
      message: `${label} changed`,
      before: oldBound.text,
      after: newBound.text,
    });
  }

  const oldLength = lengthRange(before);
  const newLength = lengthRange(after);
  const lengthRules = [
    limitChange(oldLength.min, newLength.min, "lower"),
    limitChange(oldLength.max, newLength.max, "upper"),
  ];
  if (lengthRules.some((rule) => rule !== undefined)) {
    const rule = lengthRules.includes("facet-tightened")
      ? lengthRules.includes("facet-loosened")
        ? "facet-changed"
        : "facet-tightened"
      : "facet-loosened";
    changes.push({ rule, message: "length limits changed", before: oldLength.text, after: newLength.text });
  }

  for (const facet of ["totalDigits", "fractionDigits"] as const) {
    const rule = limitChange(before[facet], after[facet], "upper");
    if (rule !== undefined)
      changes.push({
        rule,
        message: `${facet} changed`,
        ...(before[facet] === undefined ? {} : { before: `${facet} ${before[facet]}` }),
        ...(after[facet] === undefined ? {} : { after: `${facet} ${after[facet]}` }),
      });
  }

  const steps = (facets: Facets): Set<string> =>
    new Set((facets.patterns ?? []).map((step) => step.join(" | ")));
  const oldSteps = steps(before);
  const newSteps = steps(after);
  const added = [...newSteps].filter((step) => !oldSteps.has(step));
  const removed = [...oldSteps].filter((step) => !newSteps.has(step));
  if (added.length > 0 || removed.length > 0)
    changes.push({
      rule:
        removed.length === 0 ? "facet-tightened" : added.length === 0 ? "facet-loosened" : "facet-changed",
      message:
        removed.length === 0 ? "pattern added" : added.length === 0 ? "pattern removed" : "pattern changed",
      ...(removed.length === 0 ? {} : { before: removed.join(" & ") }),
      ...(added.length === 0 ? {} : { after: added.join(" & ") }),
    });

  if (before.whiteSpace !== after.whiteSpace)
    changes.push({
      rule: "whitespace-changed",
      message: "whiteSpace changed",
      before: before.whiteSpace ?? "(default)",
      after: after.whiteSpace ?? "(default)",
    });
  return changes;
}
