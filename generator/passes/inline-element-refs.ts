import type { ElementParticle } from "../model/index.ts";
import { keyOf, symbolTable } from "../resolve/symbols.ts";
import type { Pass } from "./pass.ts";
import { mapParticles } from "./walk.ts";

/**
 * Replaces each `xs:element ref` by an element particle: name, type, nillable and value constraint from
 * the global declaration, occurrence and position from the reference, documentation from the reference
 * or else the declaration.
 */
export const inlineElementRefs: Pass = (state) => {
  const symbols = symbolTable(state.draft);
  const draft = mapParticles(state.draft, (particle) => {
    if (particle.kind !== "elementRef") return particle;
    const declaration = symbols.element.get(keyOf(particle.ref));
    if (declaration === undefined) return particle;
    const documentation = particle.provenance.documentation ?? declaration.provenance.documentation;
    const inlined: ElementParticle = {
      kind: "element",
      name: declaration.name,
      type: declaration.type ?? { kind: "builtin", name: "anyType" },
      minOccurs: particle.minOccurs,
      maxOccurs: particle.maxOccurs,
      nillable: declaration.nillable,
      ...(declaration.default === undefined ? {} : { default: declaration.default }),
      ...(declaration.fixed === undefined ? {} : { fixed: declaration.fixed }),
      ...(declaration.valueQName === undefined ? {} : { valueQName: declaration.valueQName }),
      ref: declaration.name,
      ...(particle.part === undefined ? {} : { part: particle.part }),
      provenance:
        documentation === undefined ? particle.provenance : { ...particle.provenance, documentation },
    };
    return inlined;
  });
  return { ...state, draft };
};
