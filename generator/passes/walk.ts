import type { DraftAttributeItem, DraftContent, DraftModel, DraftParticle, DraftType } from "../map/draft.ts";
import { keyOf } from "../resolve/symbols.ts";

/** Rebuilds every particle tree of the draft's complex types and groups through `rewrite` (bottom-up). */
export function mapParticles(
  draft: DraftModel,
  rewrite: (particle: DraftParticle, owner: string) => DraftParticle,
): DraftModel {
  const walk = (particle: DraftParticle, owner: string): DraftParticle => {
    const rebuilt =
      particle.kind === "sequence" || particle.kind === "choice" || particle.kind === "all"
        ? { ...particle, particles: particle.particles.map((child) => walk(child, owner)) }
        : particle;
    return rewrite(rebuilt, owner);
  };
  const content = (value: DraftContent, owner: string): DraftContent => {
    if (value.kind !== "elements") return value;
    const particle = walk(value.particle, owner);
    return particle.kind === "sequence" ||
      particle.kind === "choice" ||
      particle.kind === "all" ||
      particle.kind === "groupRef"
      ? { ...value, particle }
      : value;
  };
  return {
    ...draft,
    types: draft.types.map((type): DraftType =>
      type.kind === "complexType" ? { ...type, content: content(type.content, type.id) } : type,
    ),
    groups: draft.groups.map((group) => {
      const particle = walk(group.particle, keyOf(group.name));
      return particle.kind === "sequence" || particle.kind === "choice" || particle.kind === "all"
        ? { ...group, particle }
        : group;
    }),
  };
}

/** Rebuilds the attribute lists of complex types and attribute groups. */
export function mapAttributeItems(
  draft: DraftModel,
  rewrite: (items: readonly DraftAttributeItem[]) => readonly DraftAttributeItem[],
): DraftModel {
  return {
    ...draft,
    types: draft.types.map((type) =>
      type.kind === "complexType" ? { ...type, attributes: rewrite(type.attributes) } : type,
    ),
    attributeGroups: draft.attributeGroups.map((group) => ({
      ...group,
      attributes: rewrite(group.attributes),
    })),
  };
}
