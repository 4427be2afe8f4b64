import type { TypeDefinition } from "../model/index.ts";
import type { Pass } from "./pass.ts";

/**
 * Fills `derivedTypes` of every complex type with the ids of all types below it, directly or not, sorted; never
 * one that no `xsi:type` could name: an anonymous type (an element's own, which stands only where that element
 * does), or the original of a redefined type (its redefinition replaced it).
 */
export const collectDerivedTypes: Pass = (state) => {
  const byId = new Map(state.types.map((type) => [type.id, type]));
  const derived = new Map<string, Set<string>>();
  for (const type of state.types) {
    if (type.kind !== "complexType" || type.name === undefined || type.redefinedOriginal === true) continue;
    const seen = new Set<string>([type.id]);
    for (let base = baseOf(type); base !== undefined && !seen.has(base); base = baseOf(byId.get(base))) {
      seen.add(base);
      derived.set(base, (derived.get(base) ?? new Set()).add(type.id));
    }
  }
  return {
    ...state,
    types: state.types.map((type) =>
      type.kind === "complexType"
        ? { ...type, derivedTypes: [...(derived.get(type.id) ?? [])].sort() }
        : type,
    ),
  };
};

function baseOf(type: TypeDefinition | undefined): string | undefined {
  return type?.kind === "complexType" && type.derivation?.base.kind === "defined"
    ? type.derivation.base.id
    : undefined;
}
