import type { DraftModelGroup, DraftParticle } from "../map/draft.ts";
import type { Pass } from "./pass.ts";
import { mapParticles } from "./walk.ts";

/**
 * A choice standing once as an alternative of a choice (`<choice><a/><choice><b/><c/></choice></choice>`, often
 * a group ref) offers its alternatives as the outer choice's own: they become the outer choice's, so that one
 * choice says which of all of them may stand there. Where the inner choice is optional, the outer one may match
 * nothing, as it could by choosing it empty. The choice a substitution group became keeps its own.
 */
export const flattenNestedChoices: Pass = (state) => ({
  ...state,
  draft: mapParticles(state.draft, (particle) =>
    particle.kind === "choice" && particle.particles.some(isFlattened) ? flattened(particle) : particle,
  ),
});

function isFlattened(particle: DraftParticle): particle is DraftModelGroup {
  return particle.kind === "choice" && particle.maxOccurs === 1 && particle.substitutionGroup === undefined;
}

function flattened(choice: DraftModelGroup): DraftModelGroup {
  const inner = choice.particles.filter(isFlattened);
  return {
    ...choice,
    minOccurs: inner.some((particle) => particle.minOccurs === 0) ? 0 : choice.minOccurs,
    particles: choice.particles.flatMap((particle) =>
      isFlattened(particle) ? particle.particles : [particle],
    ),
  };
}
