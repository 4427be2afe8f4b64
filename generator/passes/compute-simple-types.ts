import type { DraftSimpleType } from "../map/draft.ts";
import type {
  BuiltinTypeName,
  Facets,
  SimpleTypeDefinition,
  SimpleVariety,
  TypeDefinition,
} from "../model/index.ts";
import { symbolTable } from "../resolve/symbols.ts";
import { measurableFacets, mergeFacets } from "./merge-facets.ts";
import type { Pass } from "./pass.ts";

/**
 * Resolves each simple type's variety along its restriction chain: the built-in at the root, the list
 * item type or the union members inherited from the base, and the facets of every step merged. A type
 * that derives from itself is reported; so is a simple type restricting a complex type. Length facets on a
 * built-in that has no length (a number, a date, a boolean) are left out with a warning: the runtime measures
 * the length of strings, bytes and lists only.
 */
export const computeSimpleTypes: Pass = (state, context) => {
  const symbols = symbolTable(state.draft);
  const done = new Map<string, SimpleTypeDefinition>();
  const resolve = (type: DraftSimpleType, path: readonly string[]): SimpleTypeDefinition => {
    const cached = done.get(type.id);
    if (cached !== undefined) return cached;
    const variety = resolveVariety(type, path);
    const definition: SimpleTypeDefinition = {
      kind: "simpleType",
      id: type.id,
      ...(type.name === undefined ? {} : { name: type.name }),
      variety,
      ...(type.redefinedOriginal === true ? { redefinedOriginal: true } : {}),
      provenance: type.provenance,
    };
    done.set(type.id, definition);
    return definition;
  };
  const resolveVariety = (type: DraftSimpleType, path: readonly string[]): SimpleVariety => {
    const derivation = type.derivation;
    if (derivation.kind === "list") return { kind: "list", itemType: derivation.itemType, facets: {} };
    if (derivation.kind === "union")
      return { kind: "union", memberTypes: derivation.memberTypes, facets: {} };
    const base = derivation.base;
    if (base.kind === "builtin")
      return {
        kind: "atomic",
        base,
        builtin: base.name,
        facets: measurable(type, base.name, mergeFacets({}, derivation.facets, base.name)),
      };
    const baseType = symbols.type.get(base.id);
    if (baseType === undefined)
      return { kind: "atomic", base, builtin: "anySimpleType", facets: derivation.facets };
    if (baseType.kind === "complexType" || path.includes(base.id)) {
      context.report({
        severity: "error",
        message:
          baseType.kind === "complexType"
            ? `simple type '${type.id}' restricts complex type '${base.id}'`
            : `simple type '${type.id}' derives from itself (${[type.id, ...path.slice(path.indexOf(base.id), -1), type.id].join(" -> ")})`,
        location: type.provenance.source,
        related: { message: "the base type is declared here", location: baseType.provenance.source },
      });
      return { kind: "atomic", base, builtin: "anySimpleType", facets: derivation.facets };
    }
    const baseVariety = resolve(baseType, [...path, base.id]).variety;
    const builtin = baseVariety.kind === "atomic" ? baseVariety.builtin : undefined;
    const facets = mergeFacets(baseVariety.facets, derivation.facets, builtin);
    if (baseVariety.kind === "atomic")
      return {
        kind: "atomic",
        base,
        builtin: baseVariety.builtin,
        facets: measurable(type, baseVariety.builtin, facets),
      };
    if (baseVariety.kind === "list") return { kind: "list", itemType: baseVariety.itemType, facets };
    return { kind: "union", memberTypes: baseVariety.memberTypes, facets };
  };
  const measurable = (type: DraftSimpleType, builtin: BuiltinTypeName, written: Facets): Facets => {
    const { facets, dropped } = measurableFacets(written, builtin);
    if (dropped.length > 0)
      context.report({
        severity: "warning",
        message: `simple type '${type.id}' puts ${dropped.join(", ")} on xs:${builtin}, which has no length; left out`,
        location: type.provenance.source,
      });
    return facets;
  };
  const types: TypeDefinition[] = [...state.types];
  for (const type of symbols.type.values())
    if (type.kind === "simpleType") types.push(resolve(type, [type.id]));
  return { ...state, types };
};
