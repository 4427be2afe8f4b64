import type { QName } from "../model/index.ts";
import type {
  DraftAttributeDeclaration,
  DraftAttributeGroup,
  DraftBinding,
  DraftElementDeclaration,
  DraftGroup,
  DraftMessage,
  DraftModel,
  DraftPortType,
  DraftService,
  DraftType,
  SymbolSpace,
} from "../map/draft.ts";
import { typeId } from "../map/sink.ts";

/** Every named component of a draft, by symbol space and `{namespace}local` key (types by id). */
export interface SymbolTable {
  readonly type: ReadonlyMap<string, DraftType>;
  readonly element: ReadonlyMap<string, DraftElementDeclaration>;
  readonly group: ReadonlyMap<string, DraftGroup>;
  readonly attributeGroup: ReadonlyMap<string, DraftAttributeGroup>;
  readonly attribute: ReadonlyMap<string, DraftAttributeDeclaration>;
  readonly message: ReadonlyMap<string, DraftMessage>;
  readonly portType: ReadonlyMap<string, DraftPortType>;
  readonly binding: ReadonlyMap<string, DraftBinding>;
  readonly service: ReadonlyMap<string, DraftService>;
}

/** The key of a name in a symbol table. */
export function keyOf(name: QName): string {
  return typeId(name);
}

/** Builds the table, first declaration winning (duplicates are reported by `registerComponents`). */
export function symbolTable(draft: DraftModel): SymbolTable {
  const byName = <T extends { readonly name: QName }>(items: readonly T[]): Map<string, T> => {
    const map = new Map<string, T>();
    for (const item of items) if (!map.has(keyOf(item.name))) map.set(keyOf(item.name), item);
    return map;
  };
  const types = new Map<string, DraftType>();
  for (const type of draft.types) if (!types.has(type.id)) types.set(type.id, type);
  return {
    type: types,
    element: byName(draft.elements),
    group: byName(draft.groups),
    attributeGroup: byName(draft.attributeGroups),
    attribute: byName(draft.attributes),
    message: byName(draft.messages),
    portType: byName(draft.portTypes),
    binding: byName(draft.bindings),
    service: byName(draft.services),
  };
}

/** Words for a symbol space in messages. */
export const spaceNames: Readonly<Record<SymbolSpace | "service", string>> = {
  type: "type",
  element: "element",
  group: "group",
  attributeGroup: "attribute group",
  attribute: "attribute",
  message: "wsdl:message",
  portType: "wsdl:portType",
  binding: "wsdl:binding",
  service: "wsdl:service",
};
