import type { DraftComplexType, DraftParticle } from "../map/draft.ts";
import type { TypeRef } from "../model/index.ts";
import type { Pass } from "./pass.ts";

/** `soapenc:Array` of SOAP 1.1 and `enc:Array` of SOAP 1.2 encoding, by type id. */
const encodingArrays: ReadonlySet<string> = new Set([
  "{http://schemas.xmlsoap.org/soap/encoding/}Array",
  "{http://www.w3.org/2003/05/soap-encoding}Array",
]);

/**
 * The item of an encoded array: from the one element of its own sequence (or `xs:all`, as PHP's schemas write it),
 * else from `wsdl:arrayType` `T[]`.
 */
function itemOf(type: DraftComplexType): { readonly local: string; readonly type: TypeRef } | undefined {
  const content = type.content;
  if (
    content.kind === "elements" &&
    (content.particle.kind === "sequence" || content.particle.kind === "all")
  ) {
    const elements = content.particle.particles;
    const [only] = elements;
    if (elements.length === 1 && only?.kind === "element" && only.maxOccurs !== 1)
      return { local: only.name.local, type: only.type };
    if (elements.length !== 0) return undefined;
  }
  for (const attribute of type.attributes)
    if (attribute.kind === "attributeRef" && attribute.arrayType?.dimensions === "[]")
      return { local: "item", type: attribute.arrayType.itemType };
  return undefined;
}

/**
 * SOAP-encoded arrays (SOAP 1.1 section 5.4.2, SOAP 1.2 part 2 section 3.1.5) as the arrays they hold: a
 * restriction of `soapenc:Array` that names its items, by `wsdl:arrayType="T[]"` on its `soapenc:arrayType`
 * attribute (WSDL 1.1 section 5) or by a sequence of one repeated element, becomes a sequence of one repeated,
 * nillable, unqualified element (`item`, or the element the sequence names) of the item type. The rest of the
 * generator then types it `T[]` (an array wrapper) and the encoded codec writes it with `soapenc:arrayType`.
 * A multi-dimensional (`T[,]`) or nested (`T[][]`) array keeps the restriction's own shape: its items are kept
 * as XML by the base type's wildcard.
 */
export const encodedArrays: Pass = (state) => {
  let changed = false;
  const types = state.draft.types.map((type) => {
    if (type.kind !== "complexType" || type.derivation?.method !== "restriction") return type;
    const base = type.derivation.base;
    if (base.kind !== "defined" || !encodingArrays.has(base.id)) return type;
    const item = itemOf(type);
    if (item === undefined) return type;
    changed = true;
    const provenance = type.provenance;
    const particle: DraftParticle = {
      kind: "element",
      name: { namespace: "", local: item.local },
      type: item.type,
      nillable: true,
      minOccurs: 0,
      maxOccurs: "unbounded",
      provenance,
    };
    const array: DraftComplexType = {
      kind: "complexType",
      id: type.id,
      ...(type.name === undefined ? {} : { name: type.name }),
      abstract: false,
      block: type.block,
      content: {
        kind: "elements",
        mixed: false,
        particle: { kind: "sequence", minOccurs: 1, maxOccurs: 1, particles: [particle], provenance },
      },
      attributes: [],
      provenance,
    };
    return array;
  });
  return changed ? { ...state, draft: { ...state.draft, types } } : state;
};
