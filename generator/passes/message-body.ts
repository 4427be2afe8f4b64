import type { DraftComplexType, DraftMessage, DraftParticle, DraftSoapHeader } from "../map/draft.ts";
import type { MessagePart, Provenance, TypeId } from "../model/index.ts";
import { keyOf } from "../resolve/symbols.ts";

/**
 * The parts of `message` a soap:body carries, in part order: those `bodyParts` names (`soap:body parts`), else
 * every part but those the `soap:header`s of the same message carry.
 */
export function bodyPartsOf(
  message: DraftMessage | undefined,
  bodyParts: readonly string[] | undefined,
  headers: readonly DraftSoapHeader[],
): readonly MessagePart[] {
  const inHeaders = new Set(
    headers
      .filter((header) => message !== undefined && keyOf(header.message) === keyOf(message.name))
      .map((header) => header.part),
  );
  return (message?.parts ?? []).filter((part) =>
    bodyParts === undefined ? !inHeaders.has(part.name) : bodyParts.includes(part.name),
  );
}

/**
 * A type `id` whose content is the body parts in a sequence, each once: an `element` part as a reference to that
 * element (its property named after the part), a `type` part as an unqualified element named after the part (WSDL 1.1 section 3.5 for rpc; zeep and
 * .NET write a document-style `type` part the same way).
 */
export function partsType(
  id: TypeId,
  parts: readonly MessagePart[],
  provenance: Provenance,
): DraftComplexType {
  const particles = parts.flatMap((part): DraftParticle[] => {
    const occurs = { minOccurs: 1, maxOccurs: 1, provenance: part.provenance } as const;
    if (part.element !== undefined)
      return [{ kind: "elementRef", ref: part.element, part: part.name, ...occurs }];
    if (part.type === undefined) return [];
    return [
      {
        kind: "element",
        name: { namespace: "", local: part.name },
        type: part.type,
        nillable: false,
        ...occurs,
      },
    ];
  });
  return {
    kind: "complexType",
    id,
    abstract: false,
    block: [],
    content: {
      kind: "elements",
      mixed: false,
      particle: { kind: "sequence", minOccurs: 1, maxOccurs: 1, particles, provenance },
    },
    attributes: [],
    provenance,
  };
}
