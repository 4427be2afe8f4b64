import type { DraftAttributeItem, DraftModel } from "../map/draft.ts";
import { isBuiltinTypeName } from "../model/builtins.ts";
import type { TypeRef } from "../model/index.ts";
import type { Pass } from "./pass.ts";
import { mapParticles } from "./walk.ts";

const SOAP11_ENCODING = "http://schemas.xmlsoap.org/soap/encoding/";

/** The built-in type a reference to one of the SOAP 1.1 encoding's value types stands for; else the reference. */
function builtinFor(type: TypeRef): TypeRef {
  if (type.kind !== "defined" || !type.id.startsWith(`{${SOAP11_ENCODING}}`)) return type;
  const local = type.id.slice(SOAP11_ENCODING.length + 2);
  const name = local === "base64" ? "base64Binary" : local;
  return isBuiltinTypeName(name) ? { kind: "builtin", name } : type;
}

/** An attribute item with its type rewritten by {@link builtinFor}; references are left to what they refer to. */
function attributeItem(item: DraftAttributeItem): DraftAttributeItem {
  return item.kind === "attribute" ? { ...item, type: builtinFor(item.type) } : item;
}

/**
 * References to the SOAP 1.1 encoding's value types (`soapenc:string`, `soapenc:int`, ... `soapenc:base64`, as Axis 1
 * writes nillable members and parts) as the built-in types they are: each extends its built-in with the `id` and
 * `href` of multi-references only, which the encoded codec resolves, so the value is the built-in's (`string`, not
 * an object with `value`, `id` and `href`). Element particles, attributes (Axis 1 types one `soapenc:int` too),
 * global elements and message parts are rewritten,
 * and the value types dropped, but for one a type derives from (which keeps its base).
 */
export const encodedSimpleTypes: Pass = (state) => {
  if (!state.draft.types.some((type) => type.id.startsWith(`{${SOAP11_ENCODING}}`))) return state;
  const draft: DraftModel = mapParticles(state.draft, (particle) =>
    particle.kind === "element" ? { ...particle, type: builtinFor(particle.type) } : particle,
  );
  // Nothing refers to a value type any more but a type derived from it: the others are dropped, so that a
  // package of an encoded service does not carry a reader, writer and validator for each.
  const bases = new Set(
    draft.types
      .flatMap((type): TypeRef[] => {
        if (type.kind === "complexType") return type.derivation === undefined ? [] : [type.derivation.base];
        const derivation = type.derivation;
        if (derivation.kind === "restriction") return [derivation.base];
        return derivation.kind === "list" ? [derivation.itemType] : [...derivation.memberTypes];
      })
      .flatMap((base) => (base.kind === "defined" ? [base.id] : [])),
  );
  return {
    ...state,
    draft: {
      ...draft,
      types: draft.types
        .filter(
          (type) => bases.has(type.id) || builtinFor({ kind: "defined", id: type.id }).kind !== "builtin",
        )
        .map((type) =>
          type.kind === "complexType" ? { ...type, attributes: type.attributes.map(attributeItem) } : type,
        ),
      attributeGroups: draft.attributeGroups.map((group) => ({
        ...group,
        attributes: group.attributes.map(attributeItem),
      })),
      attributes: draft.attributes.map((attribute) => ({ ...attribute, type: builtinFor(attribute.type) })),
      elements: draft.elements.map((element) =>
        element.type === undefined ? element : { ...element, type: builtinFor(element.type) },
      ),
      messages: draft.messages.map((message) => ({
        ...message,
        parts: message.parts.map((part) =>
          part.type === undefined ? part : { ...part, type: builtinFor(part.type) },
        ),
      })),
    },
  };
};
