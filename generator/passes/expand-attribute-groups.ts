import type { DraftAttributeItem } from "../map/draft.ts";
import type { Wildcard } from "../model/index.ts";
import { keyOf, symbolTable } from "../resolve/symbols.ts";
import type { Pass } from "./pass.ts";

/**
 * Replaces each `xs:attributeGroup ref` by the group's attributes, recursively, and carries the group's
 * `xs:anyAttribute` to the type when the type has none. A group that refers to itself is reported.
 */
export const expandAttributeGroups: Pass = (state, context) => {
  const symbols = symbolTable(state.draft);
  const expand = (
    items: readonly DraftAttributeItem[],
    path: readonly string[],
  ): { attributes: DraftAttributeItem[]; anyAttribute?: Wildcard } => {
    const attributes: DraftAttributeItem[] = [];
    let anyAttribute: Wildcard | undefined;
    for (const item of items) {
      if (item.kind !== "attributeGroupRef") {
        attributes.push(item);
        continue;
      }
      const key = keyOf(item.ref);
      const group = symbols.attributeGroup.get(key);
      if (group === undefined) continue;
      if (path.includes(key)) {
        context.report({
          severity: "error",
          message: `attribute group '${key}' refers to itself (${[...path.slice(path.indexOf(key)), key].join(" -> ")})`,
          location: item.provenance.source,
          related: { message: "the attribute group is declared here", location: group.provenance.source },
        });
        continue;
      }
      const inner = expand(group.attributes, [...path, key]);
      attributes.push(...inner.attributes);
      anyAttribute ??= group.anyAttribute ?? inner.anyAttribute;
    }
    return anyAttribute === undefined ? { attributes } : { attributes, anyAttribute };
  };
  const draft = state.draft;
  return {
    ...state,
    draft: {
      ...draft,
      types: draft.types.map((type) => {
        if (type.kind !== "complexType") return type;
        const expanded = expand(type.attributes, []);
        const anyAttribute = type.anyAttribute ?? expanded.anyAttribute;
        return anyAttribute === undefined
          ? { ...type, attributes: expanded.attributes }
          : { ...type, attributes: expanded.attributes, anyAttribute };
      }),
      attributeGroups: draft.attributeGroups.map((group) => {
        const expanded = expand(group.attributes, [keyOf(group.name)]);
        const anyAttribute = group.anyAttribute ?? expanded.anyAttribute;
        return anyAttribute === undefined
          ? { ...group, attributes: expanded.attributes }
          : { ...group, attributes: expanded.attributes, anyAttribute };
      }),
    },
  };
};
