import type { DraftGroupRef, DraftModelGroup, DraftParticle } from "../map/draft.ts";
import { keyOf, symbolTable } from "../resolve/symbols.ts";
import type { Pass } from "./pass.ts";
import { mapParticles } from "./walk.ts";

/**
 * Replaces each `xs:group ref` by the group's model group, with the reference's occurrence and provenance
 * (documentation from the reference, else from the group). A group that contains itself cannot be
 * expanded into a finite content model and is reported.
 */
export const expandGroups: Pass = (state, context) => {
  const symbols = symbolTable(state.draft);
  const expand = (particle: DraftParticle, path: readonly string[]): DraftParticle => {
    if (particle.kind === "sequence" || particle.kind === "choice" || particle.kind === "all")
      return { ...particle, particles: particle.particles.map((child) => expand(child, path)) };
    if (particle.kind !== "groupRef") return particle;
    return expandReference(particle, path);
  };
  const expandReference = (reference: DraftGroupRef, path: readonly string[]): DraftModelGroup => {
    const key = keyOf(reference.ref);
    const group = symbols.group.get(key);
    const empty: DraftModelGroup = {
      kind: "sequence",
      minOccurs: reference.minOccurs,
      maxOccurs: reference.maxOccurs,
      particles: [],
      provenance: reference.provenance,
    };
    if (group === undefined) return empty;
    if (path.includes(key)) {
      context.report({
        severity: "error",
        message: `group '${key}' contains itself (${[...path.slice(path.indexOf(key)), key].join(" -> ")}), which has no finite content model`,
        location: reference.provenance.source,
        related: { message: "the group is declared here", location: group.provenance.source },
      });
      return empty;
    }
    const documentation = reference.provenance.documentation ?? group.provenance.documentation;
    const expanded = expand(group.particle, [...path, key]) as DraftModelGroup;
    return {
      ...expanded,
      minOccurs: reference.minOccurs,
      maxOccurs: reference.maxOccurs,
      provenance:
        documentation === undefined ? reference.provenance : { ...reference.provenance, documentation },
    };
  };
  const draft = mapParticles(state.draft, (particle, owner) =>
    particle.kind === "groupRef"
      ? expandReference(particle, symbols.group.has(owner) ? [owner] : [])
      : particle,
  );
  return { ...state, draft };
};
