import type {
  ComplexTypeDefinition,
  ElementParticle,
  Model,
  Particle,
  TypeRef,
} from "../../generator/model/index.ts";

/** The complex type of a model by id; fails the test by throwing when absent. */
export function complexType(model: Model, id: string): ComplexTypeDefinition {
  const type = model.types.find((item) => item.id === id);
  if (type?.kind !== "complexType") throw new Error(`no complex type ${id}`);
  return type;
}

/** Element particles of a content model in document order (nested groups flattened). */
export function elementsOf(type: ComplexTypeDefinition, effective = true): ElementParticle[] {
  const content = effective ? type.content : type.ownContent;
  if (content.kind !== "elements") return [];
  const walk = (particle: Particle): ElementParticle[] =>
    particle.kind === "element"
      ? [particle]
      : particle.kind === "any"
        ? []
        : particle.particles.flatMap(walk);
  return walk(content.particle);
}

/** `name:min..max` plus `!nil` for nillable, e.g. `id:1..1`, `tags:0..unbounded`, `when:1..1!nil`. */
export function shape(element: ElementParticle): string {
  return `${element.name.local}:${element.minOccurs}..${element.maxOccurs}${element.nillable ? "!nil" : ""}`;
}

/** `int`, `string`, or the local part of a defined type id. */
export function typeName(type: TypeRef): string {
  return type.kind === "builtin" ? type.name : type.id.slice(type.id.indexOf("}") + 1);
}
