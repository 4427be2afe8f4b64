import type { ElementDeclaration } from "../model/index.ts";
import type { Pass } from "./pass.ts";

/** Turns the draft's global elements (types filled in by now) into model element declarations. */
export const buildElementDeclarations: Pass = (state) => ({
  ...state,
  elements: state.draft.elements.map(({ type, ...element }): ElementDeclaration => ({
    ...element,
    type: type ?? { kind: "builtin", name: "anyType" },
  })),
});
