import type { TypeRef } from "../model/index.ts";
import { keyOf, symbolTable } from "../resolve/symbols.ts";
import type { Pass } from "./pass.ts";

/** A global element written without a type takes its substitution group head's type, else anyType. */
export const inheritSubstitutionGroupTypes: Pass = (state) => {
  const symbols = symbolTable(state.draft);
  const typeOf = (key: string, seen: Set<string>): TypeRef => {
    const element = symbols.element.get(key);
    if (element === undefined || seen.has(key)) return { kind: "builtin", name: "anyType" };
    if (element.type !== undefined) return element.type;
    seen.add(key);
    return element.substitutionGroup === undefined
      ? { kind: "builtin", name: "anyType" }
      : typeOf(keyOf(element.substitutionGroup), seen);
  };
  return {
    ...state,
    draft: {
      ...state.draft,
      elements: state.draft.elements.map((element) =>
        element.type !== undefined ? element : { ...element, type: typeOf(keyOf(element.name), new Set()) },
      ),
    },
  };
};
