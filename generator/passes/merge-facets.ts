import { compact } from "../document/compact.ts";
import { builtinTypes } from "../model/builtins.ts";
import type { BuiltinTypeName, Facets } from "../model/index.ts";

const numericBuiltins: ReadonlySet<BuiltinTypeName> = new Set<BuiltinTypeName>([
  "float",
  "double",
  "decimal",
  "integer",
  "nonPositiveInteger",
  "negativeInteger",
  "long",
  "int",
  "short",
  "byte",
  "nonNegativeInteger",
  "unsignedLong",
  "unsignedInt",
  "unsignedShort",
  "unsignedByte",
  "positiveInteger",
]);

/**
 * Facets of a restriction step on top of its base's: the most restrictive value wins (larger minimums,
 * smaller maximums; numeric bounds compared as numbers for numeric types, otherwise the derived step's
 * value is taken, as a valid schema only narrows), the derived enumeration replaces the base's, and
 * pattern steps accumulate (every step must match).
 */
export function mergeFacets(base: Facets, step: Facets, builtin: BuiltinTypeName | undefined): Facets {
  const numeric = builtin !== undefined && numericBuiltins.has(builtin);
  const pick = <K extends keyof Facets>(
    key: K,
    better: (a: NonNullable<Facets[K]>, b: NonNullable<Facets[K]>) => NonNullable<Facets[K]>,
  ) => {
    const a = base[key];
    const b = step[key];
    if (a === undefined) return b;
    if (b === undefined) return a;
    return better(a as NonNullable<Facets[K]>, b as NonNullable<Facets[K]>);
  };
  const larger = (a: string, b: string): string => (numeric && Number(a) > Number(b) ? a : b);
  const smaller = (a: string, b: string): string => (numeric && Number(a) < Number(b) ? a : b);
  const patterns = [...(base.patterns ?? []), ...(step.patterns ?? [])];
  return compact({
    enumeration: step.enumeration ?? base.enumeration,
    patterns: patterns.length === 0 ? undefined : patterns,
    length: step.length ?? base.length,
    minLength: pick("minLength", Math.max),
    maxLength: pick("maxLength", Math.min),
    minInclusive: pick("minInclusive", larger),
    maxInclusive: pick("maxInclusive", smaller),
    minExclusive: pick("minExclusive", larger),
    maxExclusive: pick("maxExclusive", smaller),
    totalDigits: pick("totalDigits", Math.min),
    fractionDigits: pick("fractionDigits", Math.min),
    whiteSpace: step.whiteSpace ?? base.whiteSpace,
  });
}

/**
 * `facets` without the length facets where `builtin` has no length (a number, a date, a boolean): the runtime
 * measures the length of strings, bytes and lists only, and would refuse every value. `dropped` names those
 * left out, for a warning.
 */
export function measurableFacets(
  facets: Facets,
  builtin: BuiltinTypeName,
): { readonly facets: Facets; readonly dropped: readonly string[] } {
  if (hasLength(builtin)) return { facets, dropped: [] };
  const { length, minLength, maxLength, ...rest } = facets;
  const dropped = Object.entries({ length, minLength, maxLength })
    .filter(([, value]) => value !== undefined)
    .map(([facet]) => `xs:${facet}`);
  return dropped.length === 0 ? { facets, dropped } : { facets: rest, dropped };
}

/** Whether the length facets apply to a built-in: strings without a value space of their own, bytes, tokens. */
function hasLength(builtin: BuiltinTypeName): boolean {
  const type: { readonly kind: string; readonly alias?: string } = builtinTypes[builtin];
  return (
    (type.kind === "string" && type.alias === undefined) || type.kind === "bytes" || type.kind === "tokens"
  );
}
