import type { AttributeUse } from "../model/index.ts";
import { keyOf, symbolTable } from "../resolve/symbols.ts";
import type { Pass } from "./pass.ts";
import { mapAttributeItems } from "./walk.ts";

/**
 * Replaces each `xs:attribute ref` by an attribute use: name and type from the global declaration, use
 * from the reference, value constraint from the reference or else the declaration.
 */
export const inlineAttributeRefs: Pass = (state) => {
  const symbols = symbolTable(state.draft);
  const draft = mapAttributeItems(state.draft, (items) =>
    items.map((item) => {
      if (item.kind !== "attributeRef") return item;
      const declaration = symbols.attribute.get(keyOf(item.ref));
      if (declaration === undefined) return item;
      const defaultValue = item.default ?? (item.fixed === undefined ? declaration.default : undefined);
      const fixed = item.fixed ?? declaration.fixed;
      const own = item.default !== undefined || item.fixed !== undefined;
      const valueQName = own ? item.valueQName : declaration.valueQName;
      const documentation = item.provenance.documentation ?? declaration.provenance.documentation;
      const inlined: AttributeUse = {
        kind: "attribute",
        name: declaration.name,
        type: declaration.type,
        use: item.use,
        ...(defaultValue === undefined ? {} : { default: defaultValue }),
        ...(fixed === undefined ? {} : { fixed }),
        ...(valueQName === undefined ? {} : { valueQName }),
        provenance: documentation === undefined ? item.provenance : { ...item.provenance, documentation },
      };
      return inlined;
    }),
  );
  return { ...state, draft };
};
