import type { DraftComplexType, DraftParticle } from "../map/draft.ts";
import type { QName, TypeRef } from "../model/index.ts";
import type { Pass } from "./pass.ts";

/** `soapenc:Array` of SOAP 1.1 and `enc:Array` of SOAP 1.2 encoding, by type id. */
const encodingArrays: ReadonlySet<string> = new Set([
  "{http://schemas.xmlsoap.org/soap/encoding/}Array",
  "{http://www.w3.org/2003/05/soap-encoding}Array",
]);

/** An encoded array's item element, and the ranks of its dimension groups, the outermost array's last. */
interface EncodedItem {
  readonly local: string;
  readonly type: TypeRef;
  readonly ranks: readonly number[];
}

/** The ranks of `wsdl:arrayType` dimensions: `[]` is 1, `[,]` 2, `[][,]` 1 then 2; undefined if malformed. */
function ranksOf(dimensions: string): number[] | undefined {
  const groups = dimensions.replace(/\s/g, "").match(/\[,*\]/g);
  if (groups === null || groups.join("") !== dimensions.replace(/\s/g, "")) return undefined;
  return groups.map((group) => group.length - 1);
}

/**
 * The item of an encoded array: its type and dimensions from `wsdl:arrayType` (`T[]`; `T[,]` multi-dimensional,
 * `T[][]` an array of arrays), else from the one element of its own sequence (or `xs:all`, as PHP's schemas write
 * it), which also names the items where there is one (gSOAP writes both).
 */
function itemOf(type: DraftComplexType): EncodedItem | undefined {
  let element: { readonly local: string; readonly type: TypeRef } | undefined;
  const content = type.content;
  if (
    content.kind === "elements" &&
    (content.particle.kind === "sequence" || content.particle.kind === "all")
  ) {
    const elements = content.particle.particles;
    const [only] = elements;
    if (elements.length === 1 && only?.kind === "element" && only.maxOccurs !== 1)
      element = { local: only.name.local, type: only.type };
    else if (elements.length !== 0) return undefined;
  }
  for (const attribute of type.attributes) {
    if (attribute.kind !== "attributeRef" || attribute.arrayType === undefined) continue;
    const ranks = ranksOf(attribute.arrayType.dimensions);
    if (ranks !== undefined)
      return { local: element?.local ?? "item", type: attribute.arrayType.itemType, ranks };
  }
  return element === undefined ? undefined : { ...element, ranks: [1] };
}

/**
 * Whether `type` names nothing of its items: no `wsdl:arrayType`, and no content or only a wildcard (what
 * `soapenc:Array` itself holds). Axis and PHP read such an array's items by their `xsi:type`.
 */
function namesNoItem(type: DraftComplexType): boolean {
  if (
    type.attributes.some(
      (attribute) => attribute.kind === "attributeRef" && attribute.arrayType !== undefined,
    )
  )
    return false;
  const content = type.content;
  if (content.kind !== "elements") return content.kind === "empty";
  if (content.particle.kind !== "sequence" && content.particle.kind !== "all") return false;
  const particles = content.particle.particles;
  return particles.length === 0 || (particles.length === 1 && particles[0]?.kind === "any");
}

/** An array wrapper: a sequence of one repeated, unqualified item element. */
function wrapper(
  of: DraftComplexType,
  id: string,
  name: QName | undefined,
  item: { readonly local: string; readonly type: TypeRef; readonly nillable: boolean },
  row: boolean,
): DraftComplexType {
  const provenance = of.provenance;
  const particle: DraftParticle = {
    kind: "element",
    name: { namespace: "", local: item.local },
    type: item.type,
    nillable: item.nillable,
    minOccurs: 0,
    maxOccurs: "unbounded",
    provenance,
  };
  return {
    kind: "complexType",
    id,
    ...(name === undefined ? {} : { name }),
    abstract: false,
    encodedArray: row ? "row" : "array",
    block: of.block,
    content: {
      kind: "elements",
      mixed: false,
      particle: { kind: "sequence", minOccurs: 1, maxOccurs: 1, particles: [particle], provenance },
    },
    attributes: [],
    provenance,
  };
}

/**
 * The array types of `item`'s dimension groups, the one of id `id` last: an array of arrays (`T[][]`) holds
 * anonymous arrays `<id>/item`; an array of rank n nests n arrays, the n - 1 inner ones its rows `<id>/row`.
 */
function arrays(
  of: DraftComplexType,
  id: string,
  name: QName | undefined,
  item: EncodedItem,
): DraftComplexType[] {
  const rank = item.ranks.at(-1) ?? 1;
  const inner = item.ranks.slice(0, -1);
  const made: DraftComplexType[] = [];
  let element = { local: item.local, type: item.type, nillable: true };
  if (inner.length > 0) {
    made.push(...arrays(of, `${id}/item`, undefined, { ...item, ranks: inner }));
    element = { local: item.local, type: { kind: "defined", id: `${id}/item` }, nillable: true };
  }
  // The rows hold the items; the array and each row above the last hold rows, which are never nil.
  for (let level = rank - 1; level >= 1; level--) {
    const rowId = `${id}${"/row".repeat(level)}`;
    made.push(wrapper(of, rowId, undefined, element, true));
    element = { local: "item", type: { kind: "defined", id: rowId }, nillable: false };
  }
  made.push(wrapper(of, id, name, element, false));
  return made;
}

/**
 * SOAP-encoded arrays (SOAP 1.1 section 5.4.2, SOAP 1.2 part 2 section 3.1.5) as the arrays they hold: a
 * restriction of `soapenc:Array` that names its items, by `wsdl:arrayType="T[]"` on its `soapenc:arrayType`
 * attribute (WSDL 1.1 section 5) or by a sequence of one repeated element, becomes a sequence of one repeated,
 * nillable, unqualified element (`item`, or the element the sequence names) of the item type. The rest of the
 * generator then types it `T[]` (an array wrapper) and the encoded codec writes it with `soapenc:arrayType`.
 * An array of arrays (`T[][]`) holds anonymous arrays; a multi-dimensional one (`T[,]`) nests arrays too,
 * `T[][]` row-major, its rows marked so that the codec writes their items as one flat list. An extension of
 * `soapenc:Array` is read so too, as Axis, .NET and PHP (whose encoder of a derived type is its base's) read it,
 * and an array that names no item type holds `xs:anyType` items, with a warning.
 */
export const encodedArrays: Pass = (state, context) => {
  let changed = false;
  const types = state.draft.types.flatMap((type) => {
    if (type.kind !== "complexType" || type.derivation === undefined) return [type];
    const base = type.derivation.base;
    if (base.kind !== "defined" || !encodingArrays.has(base.id)) return [type];
    let item = itemOf(type);
    if (item === undefined && namesNoItem(type)) {
      context.report({
        severity: "warning",
        message: `the encoded array '${type.id}' names no item type (no wsdl:arrayType, no item element); its items are read as xs:anyType, typed by their xsi:type`,
        location: type.provenance.source,
      });
      item = { local: "item", type: { kind: "builtin", name: "anyType" }, ranks: [1] };
    }
    if (item === undefined) return [type];
    changed = true;
    return arrays(type, type.id, type.name, item);
  });
  return changed ? { ...state, draft: { ...state.draft, types } } : state;
};
