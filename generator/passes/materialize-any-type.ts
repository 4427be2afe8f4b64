import type {
  ComplexTypeDefinition,
  ContentModel,
  ModelGroupParticle,
  Particle,
  Provenance,
  SourceLocation,
  TypeRef,
  Wildcard,
} from "../model/index.ts";
import { anyTypeId } from "../model/lookup.ts";
import type { Pass } from "./pass.ts";

const XSD = "http://www.w3.org/2001/XMLSchema";

const anyTypeRef: TypeRef = { kind: "defined", id: anyTypeId };

/**
 * Elements of `xs:anyType` (written so, or with no type at all) hold any attributes and any mixed content, which
 * a string would drop: they refer to `xs:anyType` defined as XSD 1.0 defines it (structures 3.4.7), a mixed type
 * of one lax `xs:any` and a lax `xs:anyAttribute`, so they read and write as any such type. Added only where an
 * element uses it; a derivation from `xs:anyType` is left as it is.
 */
export const materializeAnyType: Pass = (state) => {
  let first: SourceLocation | undefined;
  const retype = (type: TypeRef, location: SourceLocation): TypeRef => {
    if (type.kind !== "builtin" || type.name !== "anyType") return type;
    first ??= location;
    return anyTypeRef;
  };
  const group = (each: ModelGroupParticle): ModelGroupParticle => ({
    ...each,
    particles: each.particles.map((inner: Particle): Particle => {
      if (inner.kind === "element") return { ...inner, type: retype(inner.type, inner.provenance.source) };
      return inner.kind === "any" ? inner : group(inner);
    }),
  });
  const content = (model: ContentModel): ContentModel =>
    model.kind === "elements" ? { ...model, particle: group(model.particle) } : model;
  const types = state.types.map((type) =>
    type.kind === "complexType"
      ? { ...type, ownContent: content(type.ownContent), content: content(type.content) }
      : type,
  );
  const elements = state.elements.map((element) => ({
    ...element,
    type: retype(element.type, element.provenance.source),
  }));
  if (first === undefined) return state;
  return { ...state, types: [...types, anyTypeDefinition(first)], elements };
};

/** The wildcard of `xs:anyType`'s content and attributes: anything, read lax. */
export const anyTypeWildcard: Wildcard = { namespaces: "##any", targetNamespace: "", processContents: "lax" };

/** The content of `xs:anyType`: text and any elements in document order, provenance as given. */
export function anyTypeContent(provenance: Provenance): ContentModel {
  return {
    kind: "elements",
    mixed: true,
    particle: {
      kind: "sequence",
      minOccurs: 1,
      maxOccurs: 1,
      particles: [
        { kind: "any", minOccurs: 0, maxOccurs: "unbounded", wildcard: anyTypeWildcard, provenance },
      ],
      provenance,
    },
  };
}

/** `xs:anyType` as a complex type, provenance at the first element that uses it. */
function anyTypeDefinition(source: SourceLocation): ComplexTypeDefinition {
  const provenance = {
    source,
    construct: "xs:complexType",
    documentation:
      "Any attributes and any content (XSD's ur-type): the text and the elements in document order.",
  };
  const mixed = anyTypeContent(provenance);
  return {
    kind: "complexType",
    id: anyTypeId,
    name: { namespace: XSD, local: "anyType" },
    abstract: false,
    ownContent: mixed,
    ownAttributes: [],
    content: mixed,
    attributes: [],
    anyAttribute: anyTypeWildcard,
    derivedTypes: [],
    provenance,
  };
}
