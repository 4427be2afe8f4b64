import type {
  AttributeUse,
  ComplexTypeDefinition,
  ElementParticle,
  Facets,
  MaxOccurs,
  Model,
  ModelGroupParticle,
  Particle,
  Provenance,
  QName,
  TypeDefinition,
  TypeId,
  TypeRef,
  WildcardParticle,
} from "../model/index.ts";

/** A child element of a complex type, with the occurrence bounds of every enclosing group applied. */
export interface ElementMember {
  readonly kind: "element";
  /** Key unique among the members of one type: `element {ns}local`. */
  readonly key: string;
  /** Name on the wire. */
  readonly name: QName;
  /** Type of the element's content. */
  readonly type: TypeRef;
  /** Effective minimum: 0 when any enclosing group is optional or a choice. */
  readonly minOccurs: number;
  /** Effective maximum: the product of the enclosing groups' maxima. */
  readonly maxOccurs: MaxOccurs;
  /** True when more than one occurrence is allowed: the property is always an array. */
  readonly repeated: boolean;
  /**
   * True when the element may be absent. The property is optional (`prop?:`), except for a repeated element,
   * whose property is always an array (`[]` for zero occurrences).
   */
  readonly optional: boolean;
  /** `xsi:nil` allowed: `| null`. */
  readonly nillable: boolean;
  /** Default value, lexical. */
  readonly default?: string;
  /** Fixed value, lexical. */
  readonly fixed?: string;
  /** The declaring particle. */
  readonly provenance: Provenance;
}

/** An attribute of a complex type. */
export interface AttributeMember {
  readonly kind: "attribute";
  /** Key unique among the members of one type: `attribute {ns}local`. */
  readonly key: string;
  /** Name on the wire. */
  readonly name: QName;
  /** Simple type of the value. */
  readonly type: TypeRef;
  /** `use="required"`. */
  readonly required: boolean;
  /** Default value, lexical. */
  readonly default?: string;
  /** Fixed value, lexical. */
  readonly fixed?: string;
  /** The declaring attribute. */
  readonly provenance: Provenance;
}

/** The character data of a complex type with simple content. */
export interface ValueMember {
  readonly kind: "value";
  /** Always `value`. */
  readonly key: "value";
  /** Type of the character data. */
  readonly type: TypeRef;
  /** Facets added by a simpleContent restriction. */
  readonly facets: Facets;
  /** The complex type. */
  readonly provenance: Provenance;
}

/** One property of a generated interface. */
export type Member = ElementMember | AttributeMember | ValueMember;

/** How a complex type is represented in TypeScript. */
export type ComplexShape =
  | {
      /** An interface with one property per member. */
      readonly kind: "object";
      /** Members in wire order: the value (simple content), attributes, then elements in schema order. */
      readonly members: readonly Member[];
      /** `xs:any` particles, skipped on read and never written. */
      readonly wildcards: readonly WildcardParticle[];
    }
  | {
      /** An ASMX `ArrayOfX` wrapper: a sequence of one repeated element and nothing else, emitted as an array. */
      readonly kind: "array";
      /** The repeated item element. */
      readonly item: ElementMember;
    };

/** Member key of an element or attribute name. */
export function memberKey(kind: "element" | "attribute", name: QName): string {
  return `${kind} {${name.namespace}}${name.local}`;
}

function multiply(a: MaxOccurs, b: MaxOccurs): MaxOccurs {
  if (a === 0 || b === 0) return 0;
  return a === "unbounded" || b === "unbounded" ? "unbounded" : a * b;
}

interface Bounds {
  readonly min: number;
  readonly max: MaxOccurs;
}

function elementMember(particle: ElementParticle, outer: Bounds): ElementMember {
  const minOccurs = outer.min === 0 ? 0 : particle.minOccurs;
  const maxOccurs = multiply(outer.max, particle.maxOccurs);
  return {
    kind: "element",
    key: memberKey("element", particle.name),
    name: particle.name,
    type: particle.type,
    minOccurs,
    maxOccurs,
    repeated: maxOccurs === "unbounded" || maxOccurs > 1,
    optional: minOccurs === 0,
    nillable: particle.nillable,
    ...(particle.default === undefined ? {} : { default: particle.default }),
    ...(particle.fixed === undefined ? {} : { fixed: particle.fixed }),
    provenance: particle.provenance,
  };
}

/**
 * One member for an element declared twice in one content model: an extension re-declaring a base element, or
 * one element in two branches of a choice. It stays where it came first, with the widest bounds of the two.
 */
function mergeMember(first: ElementMember, again: ElementMember): ElementMember {
  const maxOccurs =
    first.maxOccurs === "unbounded" || again.maxOccurs === "unbounded"
      ? "unbounded"
      : Math.max(first.maxOccurs, again.maxOccurs);
  const minOccurs = Math.max(first.minOccurs, again.minOccurs);
  return {
    ...first,
    minOccurs,
    maxOccurs,
    repeated: maxOccurs === "unbounded" || maxOccurs > 1,
    optional: minOccurs === 0,
    nillable: first.nillable || again.nillable,
  };
}

function flatten(
  particle: Particle,
  outer: Bounds,
  elements: ElementMember[],
  wildcards: WildcardParticle[],
): void {
  if (particle.kind === "element") {
    const member = elementMember(particle, outer);
    const index = elements.findIndex((element) => element.key === member.key);
    if (index < 0) elements.push(member);
    else elements[index] = mergeMember(elements[index] ?? member, member);
  } else if (particle.kind === "any") wildcards.push(particle);
  else flattenGroup(particle, outer, elements, wildcards);
}

function flattenGroup(
  group: ModelGroupParticle,
  outer: Bounds,
  elements: ElementMember[],
  wildcards: WildcardParticle[],
): void {
  // A branch of a choice may be absent, so every member of a choice is optional.
  const min = outer.min === 0 || group.minOccurs === 0 || group.kind === "choice" ? 0 : 1;
  const bounds: Bounds = { min, max: multiply(outer.max, group.maxOccurs) };
  for (const particle of group.particles) flatten(particle, bounds, elements, wildcards);
}

function attributeMember(attribute: AttributeUse): AttributeMember {
  return {
    kind: "attribute",
    key: memberKey("attribute", attribute.name),
    name: attribute.name,
    type: attribute.type,
    required: attribute.use === "required",
    ...(attribute.default === undefined ? {} : { default: attribute.default }),
    ...(attribute.fixed === undefined ? {} : { fixed: attribute.fixed }),
    provenance: attribute.provenance,
  };
}

/** True for an ASMX-style `ArrayOfX` wrapper type that is best represented as a plain array. */
function isArrayWrapper(type: ComplexTypeDefinition, elements: readonly ElementMember[]): boolean {
  const content = type.content;
  return (
    content.kind === "elements" &&
    !content.mixed &&
    content.particle.kind === "sequence" &&
    content.particle.minOccurs === 1 &&
    content.particle.maxOccurs === 1 &&
    content.particle.particles.length === 1 &&
    content.particle.particles[0]?.kind === "element" &&
    elements.length === 1 &&
    elements[0]?.repeated === true &&
    type.attributes.length === 0 &&
    type.anyAttribute === undefined &&
    !type.abstract &&
    type.derivedTypes.length === 0 &&
    (type.derivation === undefined || type.derivation.base.kind === "builtin")
  );
}

/**
 * The TypeScript shape of a complex type: its members in wire order, or an array wrapper. `asArray`
 * false keeps a wrapper an object (see `computeShapes` for when that is needed).
 */
export function complexShape(type: ComplexTypeDefinition, asArray = true): ComplexShape {
  const elements: ElementMember[] = [];
  const wildcards: WildcardParticle[] = [];
  if (type.content.kind === "elements")
    flatten(type.content.particle, { min: 1, max: 1 }, elements, wildcards);
  const [item] = elements;
  if (asArray && item !== undefined && isArrayWrapper(type, elements)) return { kind: "array", item };
  const attributes = type.attributes
    .filter((attribute) => attribute.use !== "prohibited")
    .map(attributeMember);
  const value: ValueMember[] =
    type.content.kind === "simple"
      ? [
          {
            kind: "value",
            key: "value",
            type: type.content.valueType,
            facets: type.content.facets,
            provenance: type.provenance,
          },
        ]
      : [];
  return { kind: "object", members: [...value, ...attributes, ...elements], wildcards };
}

/**
 * Every complex type's shape. A wrapper becomes an array wherever its element is one element holding the
 * items: a member written as a wrapped list, an operation's result, a global element. A wrapper that is the
 * type of a repeated member, or a base type, keeps its object shape, because an array would lose the elements
 * around each item list, or the members a derived type adds.
 */
export function computeShapes(model: Model): ReadonlyMap<TypeId, ComplexShape> {
  const objectOnly = new Set<TypeId>();
  for (const type of model.types) {
    if (type.kind !== "complexType") continue;
    if (type.derivation?.base.kind === "defined") objectOnly.add(type.derivation.base.id);
    const shape = complexShape(type, false);
    if (shape.kind !== "object") continue;
    for (const member of shape.members)
      if (member.kind === "element" && member.repeated && member.type.kind === "defined")
        objectOnly.add(member.type.id);
  }
  return new Map(
    model.types.flatMap((type) =>
      type.kind === "complexType" ? [[type.id, complexShape(type, !objectOnly.has(type.id))] as const] : [],
    ),
  );
}

/** Looks types up by id; every emitter needs it. */
export function typeIndex(model: Model): ReadonlyMap<TypeId, TypeDefinition> {
  return new Map(model.types.map((type) => [type.id, type]));
}

/** True when a complex type takes part in a derivation hierarchy, so xsi:type matters on the wire. */
export function inHierarchy(
  type: ComplexTypeDefinition,
  types: ReadonlyMap<TypeId, TypeDefinition>,
): boolean {
  if (type.derivedTypes.length > 0) return true;
  const base = type.derivation?.base;
  return base?.kind === "defined" && types.get(base.id)?.kind === "complexType";
}
