import type { Diagnostic } from "../diagnostics.ts";
import type { Provenance, QName, TypeRef } from "../model/index.ts";
import { isBuiltinTypeName } from "../model/builtins.ts";
import type {
  DraftAttributeDeclaration,
  DraftAttributeGroup,
  DraftBinding,
  DraftElementDeclaration,
  DraftGroup,
  DraftMessage,
  DraftPortType,
  DraftReference,
  DraftService,
  DraftType,
  SymbolSpace,
} from "./draft.ts";

/** XML Schema namespace. */
export const xsdNamespace = "http://www.w3.org/2001/XMLSchema";

/** Where the mappers put what they produce. */
export class DraftSink {
  readonly types: DraftType[] = [];
  readonly elements: DraftElementDeclaration[] = [];
  readonly groups: DraftGroup[] = [];
  readonly attributeGroups: DraftAttributeGroup[] = [];
  readonly attributes: DraftAttributeDeclaration[] = [];
  readonly messages: DraftMessage[] = [];
  readonly portTypes: DraftPortType[] = [];
  readonly bindings: DraftBinding[] = [];
  readonly services: DraftService[] = [];
  readonly references: DraftReference[] = [];
  readonly diagnostics: Diagnostic[] = [];

  error(provenance: Provenance, message: string): void {
    this.diagnostics.push({ severity: "error", message, location: provenance.source });
  }

  warning(provenance: Provenance, message: string): void {
    this.diagnostics.push({ severity: "warning", message, location: provenance.source });
  }

  /** Records a reference for the link phase. */
  refer(space: SymbolSpace, name: QName, from: string, provenance: Provenance): void {
    this.references.push({ space, name, from, provenance });
  }

  /** A type reference: built-ins directly, other names recorded for the link phase. */
  typeRef(name: QName, from: string, provenance: Provenance): TypeRef {
    if (name.namespace === xsdNamespace) {
      if (isBuiltinTypeName(name.local)) return { kind: "builtin", name: name.local };
      this.error(
        provenance,
        `${from} refers to type xs:${name.local}, which is not a built-in XML Schema type`,
      );
      return { kind: "builtin", name: "anyType" };
    }
    this.refer("type", name, from, provenance);
    return { kind: "defined", id: typeId(name) };
  }
}

/** `{namespace}local`: the id of a named type, see `TypeId`. */
export function typeId(name: QName): string {
  return `{${name.namespace}}${name.local}`;
}
