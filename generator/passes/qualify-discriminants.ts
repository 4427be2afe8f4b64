import type { ComplexTypeDefinition } from "../model/index.ts";
import type { Pass } from "./pass.ts";

/**
 * Sets `discriminant` (`{namespace}local`) on the types whose local name another type of their hierarchy shares,
 * so that `$type` tells apart the types that may stand in one place: UBL's CommonBasicComponents `AmountType`
 * extends UnqualifiedDataTypes' `AmountType`, which restricts the core component `AmountType`.
 */
export const qualifyDiscriminants: Pass = (state) => {
  const byId = new Map(state.types.map((type) => [type.id, type]));
  const ambiguous = new Set<string>();
  for (const type of state.types) {
    if (type.kind !== "complexType" || type.derivedTypes.length === 0) continue;
    const family = [type, ...type.derivedTypes.map((id) => byId.get(id))].filter(
      (member): member is ComplexTypeDefinition =>
        member?.kind === "complexType" && member.name !== undefined,
    );
    const byLocal = new Map<string, ComplexTypeDefinition[]>();
    for (const member of family) {
      const local = member.name?.local ?? "";
      byLocal.set(local, [...(byLocal.get(local) ?? []), member]);
    }
    for (const sharing of byLocal.values())
      if (sharing.length > 1) for (const member of sharing) ambiguous.add(member.id);
  }
  if (ambiguous.size === 0) return state;
  return {
    ...state,
    types: state.types.map((type) =>
      type.kind === "complexType" && ambiguous.has(type.id) && type.name !== undefined
        ? { ...type, discriminant: `{${type.name.namespace}}${type.name.local}` }
        : type,
    ),
  };
};
