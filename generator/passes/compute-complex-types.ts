import type { DraftComplexType, DraftParticle } from "../map/draft.ts";
import type {
  AttributeUse,
  BuiltinTypeName,
  ComplexTypeDefinition,
  ContentModel,
  Facets,
  ModelGroupParticle,
  Particle,
  TypeDefinition,
  TypeRef,
} from "../model/index.ts";
import { symbolTable } from "../resolve/symbols.ts";
import { anyTypeContent, anyTypeWildcard } from "./materialize-any-type.ts";
import { measurableFacets, mergeFacets } from "./merge-facets.ts";
import type { Pass } from "./pass.ts";

/**
 * Computes each complex type's own and effective content and attributes along its derivation chain:
 * an extension's content is the base's followed by its own (one flat sequence when both are plain
 * sequences), a restriction's is its own; attributes are inherited first, then own ones replace those of
 * the same name, prohibited ones removed; simple content takes its value type and facets from the base.
 * A type that derives from itself is reported. Length facets on simple content of a built-in without a length
 * are left out with a warning, as on a simple type. Complex content on a simple base, which XSD forbids, is read
 * as simple content where it adds attributes only, and loses the text where it adds elements, with a warning.
 */
export const computeComplexTypes: Pass = (state, context) => {
  const symbols = symbolTable(state.draft);
  const simpleTypes = new Map(state.types.map((type) => [type.id, type]));
  const done = new Map<string, ComplexTypeDefinition>();

  const resolve = (type: DraftComplexType, path: readonly string[]): ComplexTypeDefinition => {
    const cached = done.get(type.id);
    if (cached !== undefined) return cached;
    let base: ComplexTypeDefinition | undefined;
    let baseValue: { valueType: TypeRef; facets: Facets } | undefined;
    const derivation = type.derivation;
    if (derivation?.base.kind === "defined") {
      const baseId = derivation.base.id;
      const baseType = symbols.type.get(baseId);
      if (baseType !== undefined && path.includes(baseId)) {
        context.report({
          severity: "error",
          message: `complex type '${type.id}' derives from itself (${[type.id, ...path.slice(path.indexOf(baseId), -1), type.id].join(" -> ")})`,
          location: type.provenance.source,
          related: { message: "the base type is declared here", location: baseType.provenance.source },
        });
      } else if (baseType?.kind === "complexType") {
        base = resolve(baseType, [...path, baseId]);
        if (base.content.kind === "simple")
          baseValue = { valueType: base.content.valueType, facets: base.content.facets };
      } else if (baseType?.kind === "simpleType") baseValue = { valueType: derivation.base, facets: {} };
    } else if (derivation?.base.kind === "builtin" && derivation.base.name !== "anyType")
      baseValue = { valueType: derivation.base, facets: {} };

    const ownAttributes = type.attributes.filter((item): item is AttributeUse => item.kind === "attribute");
    let ownContent: ContentModel;
    const written = type.content;
    if (written.kind === "simple") {
      if (baseValue === undefined) {
        context.report({
          severity: "error",
          message: `simple content of '${type.id}' needs a simple type or a complex type with simple content as its base`,
          location: type.provenance.source,
        });
        ownContent = {
          kind: "simple",
          valueType: { kind: "builtin", name: "anySimpleType" },
          facets: written.facets,
        };
      } else {
        const valueType = written.valueType ?? baseValue.valueType;
        const builtin = builtinOf(valueType, simpleTypes);
        const facets =
          derivation?.method === "restriction"
            ? mergeFacets(baseValue.facets, written.facets, builtin)
            : baseValue.facets;
        ownContent = { kind: "simple", valueType, facets: measurable(type, builtin, facets) };
      }
    } else if (written.kind === "elements")
      ownContent = { kind: "elements", mixed: written.mixed, particle: toModelGroup(written.particle) };
    else ownContent = { kind: "empty" };
    // XSD gives complex content no simple base (src-ct.1, cos-ct-extends.1.4): where nothing but attributes is
    // added, the text is what the schema means; elements beside the text have no reading, so the text goes.
    if (written.kind !== "simple" && baseValue !== undefined && derivation !== undefined) {
      const baseName = derivation.base.kind === "builtin" ? `xs:${derivation.base.name}` : derivation.base.id;
      if (written.kind === "empty" && base === undefined) {
        ownContent = { kind: "simple", ...baseValue };
        context.report({
          severity: "warning",
          message: `complex type '${type.id}' has xs:complexContent on the simple type '${baseName}', which XSD does not allow; read as xs:simpleContent, its text kept`,
          location: type.provenance.source,
        });
      } else if (written.kind === "elements" && !written.mixed)
        context.report({
          severity: "warning",
          message: `complex type '${type.id}' adds elements to the simple content of '${baseName}', which XSD does not allow; the text is left out`,
          location: type.provenance.source,
        });
    }

    let content = ownContent;
    let attributes: readonly AttributeUse[] = ownAttributes.filter(
      (attribute) => attribute.use !== "prohibited",
    );
    let anyAttribute = type.anyAttribute;
    if (base !== undefined && derivation !== undefined) {
      attributes = inheritAttributes(base.attributes, ownAttributes);
      if (derivation.method === "extension") {
        anyAttribute ??= base.anyAttribute;
        if (ownContent.kind !== "simple") content = extendContent(base.content, ownContent);
      }
    } else if (derivation?.method === "extension" && isAnyType(derivation.base)) {
      // An extension of xs:anyType unites its attribute wildcard with anyType's, and where it adds no content has
      // anyType's content, anything at all (structures 3.4.2; SIRI's `Extensions`). Content it adds is read alone:
      // anyType's wildcard before it would leave nothing to tell its elements from (Unique Particle Attribution).
      anyAttribute =
        anyAttribute === undefined
          ? anyTypeWildcard
          : {
              ...anyTypeWildcard,
              targetNamespace: anyAttribute.targetNamespace,
              processContents: anyAttribute.processContents,
            };
      if (addsNoContent(ownContent)) content = anyTypeContent(type.provenance);
    }
    const definition: ComplexTypeDefinition = {
      kind: "complexType",
      id: type.id,
      ...(type.name === undefined ? {} : { name: type.name }),
      abstract: type.abstract,
      ...(type.redefinedOriginal === true ? { redefinedOriginal: true } : {}),
      ...(type.encodedArray === undefined ? {} : { encodedArray: type.encodedArray }),
      ...(derivation === undefined ? {} : { derivation }),
      ownContent,
      ownAttributes,
      content,
      attributes,
      ...(anyAttribute === undefined ? {} : { anyAttribute }),
      derivedTypes: [],
      provenance: type.provenance,
    };
    done.set(type.id, definition);
    return definition;
  };

  const measurable = (
    type: DraftComplexType,
    builtin: BuiltinTypeName | undefined,
    written: Facets,
  ): Facets => {
    if (builtin === undefined) return written;
    const { facets, dropped } = measurableFacets(written, builtin);
    if (dropped.length > 0)
      context.report({
        severity: "warning",
        message: `complex type '${type.id}' puts ${dropped.join(", ")} on its simple content of xs:${builtin}, which has no length; left out`,
        location: type.provenance.source,
      });
    return facets;
  };

  const types: TypeDefinition[] = [...state.types];
  for (const type of symbols.type.values())
    if (type.kind === "complexType") types.push(resolve(type, [type.id]));
  return { ...state, types };
};

function isAnyType(type: TypeRef): boolean {
  return type.kind === "builtin" && type.name === "anyType";
}

/** Whether a derivation's own content is empty: no particle, or an empty one. */
function addsNoContent(own: ContentModel): boolean {
  return own.kind === "empty" || (own.kind === "elements" && own.particle.particles.length === 0);
}

function builtinOf(type: TypeRef, types: ReadonlyMap<string, TypeDefinition>) {
  if (type.kind === "builtin") return type.name;
  const definition = types.get(type.id);
  return definition?.kind === "simpleType" && definition.variety.kind === "atomic"
    ? definition.variety.builtin
    : undefined;
}

function inheritAttributes(inherited: readonly AttributeUse[], own: readonly AttributeUse[]): AttributeUse[] {
  const key = (attribute: AttributeUse) => `{${attribute.name.namespace}}${attribute.name.local}`;
  const ownByName = new Map(own.map((attribute) => [key(attribute), attribute]));
  const result = inherited.map((attribute) => ownByName.get(key(attribute)) ?? attribute);
  const inheritedNames = new Set(inherited.map(key));
  result.push(...own.filter((attribute) => !inheritedNames.has(key(attribute))));
  return result.filter((attribute) => attribute.use !== "prohibited");
}

function extendContent(base: ContentModel, own: ContentModel): ContentModel {
  // Extending simple content with nothing but attributes (written as complexContent) keeps the text.
  if (base.kind === "simple" && own.kind === "empty") return base;
  if (base.kind !== "elements") return own;
  if (own.kind !== "elements") return base;
  const plain = (particle: ModelGroupParticle) =>
    particle.kind === "sequence" && particle.minOccurs === 1 && particle.maxOccurs === 1;
  const particles: Particle[] =
    plain(base.particle) && plain(own.particle)
      ? [...base.particle.particles, ...own.particle.particles]
      : [base.particle, own.particle];
  return {
    kind: "elements",
    mixed: own.mixed,
    particle: {
      kind: "sequence",
      minOccurs: 1,
      maxOccurs: 1,
      particles,
      provenance: own.particle.provenance,
    },
  };
}

/** The draft particle after expansion, as a model particle (references that could not be resolved were reported and are left out). */
function toModelGroup(particle: DraftParticle): ModelGroupParticle {
  if (particle.kind !== "sequence" && particle.kind !== "choice" && particle.kind !== "all")
    return { kind: "sequence", minOccurs: 1, maxOccurs: 1, particles: [], provenance: particle.provenance };
  return { ...particle, particles: particle.particles.flatMap(toParticle) };
}

function toParticle(particle: DraftParticle): Particle[] {
  switch (particle.kind) {
    case "element":
    case "any":
      return [particle];
    case "sequence":
    case "choice":
    case "all":
      return [toModelGroup(particle)];
    default:
      return [];
  }
}
