import type { Diagnostic } from "../diagnostics.ts";
import type { Provenance, QName, TypeRef } from "../model/index.ts";
import { isBuiltinTypeName } from "../model/builtins.ts";
import { undeclaredPrefixOf } from "../parse/namespaces.ts";
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

  /**
   * @param aliases The names that unprefixed references, or references through an undeclared prefix, are read
   * as, by {@link aliasKey}: where no default namespace is declared, `type="Address"` names `{}Address`; when
   * only `{urn:t}Address` is declared, that is the one meant.
   */
  constructor(private readonly aliases: ReadonlyMap<string, QName> = new Map()) {}

  error(provenance: Provenance, message: string): void {
    this.diagnostics.push({ severity: "error", message, location: provenance.source });
  }

  warning(provenance: Provenance, message: string): void {
    this.diagnostics.push({ severity: "warning", message, location: provenance.source });
  }

  /** Records a reference for the link phase; returns the name it is read as (`name`, or its alias). */
  refer(space: SymbolSpace, name: QName, from: string, provenance: Provenance, partOf?: QName): QName {
    const target = this.aliasOf(space, name, from, provenance);
    this.references.push({
      space,
      name: target,
      from,
      provenance,
      ...(partOf === undefined ? {} : { partOf }),
    });
    return target;
  }

  /** `name`, or the name it is read as (with a warning). */
  private aliasOf(space: SymbolSpace, name: QName, from: string, provenance: Provenance): QName {
    const alias = this.aliases.get(aliasKey(space, name));
    if (alias === undefined) return name;
    const prefix = undeclaredPrefixOf(name.namespace);
    const written =
      prefix !== undefined
        ? `'${prefix}:${name.local}', whose prefix is not declared`
        : name.namespace === ""
          ? `'${name.local}', unprefixed and so in no namespace (no default namespace is declared)`
          : `'{${name.namespace}}${name.local}', in ${name.namespace === xsdNamespace ? "XSD" : "WSDL"}'s own namespace (unprefixed under that default namespace?)`;
    this.warning(
      provenance,
      `${from} refers to ${written}, where nothing of that name is declared; read as '{${alias.namespace}}${alias.local}', the only one of that name`,
    );
    return alias;
  }

  /**
   * A type reference: built-ins directly, other names recorded for the link phase (which reports a name in XSD's
   * namespace that no built-in has, unless it was meant for the one type of that name: see `isPrefixSlip`).
   */
  typeRef(written: QName, from: string, provenance: Provenance, partOf?: QName): TypeRef {
    const name = this.aliasOf("type", written, from, provenance);
    if (name.namespace === xsdNamespace && isBuiltinTypeName(name.local))
      return { kind: "builtin", name: name.local };
    this.references.push({
      space: "type",
      name,
      from,
      provenance,
      ...(partOf === undefined ? {} : { partOf }),
    });
    return { kind: "defined", id: typeId(name) };
  }
}

/** The key of a reference's name in the aliases of a {@link DraftSink}. */
export function aliasKey(space: SymbolSpace, name: QName): string {
  return `${space} ${typeId(name)}`;
}

/** `{namespace}local`: the id of a named type, see `TypeId`. */
export function typeId(name: QName): string {
  return `{${name.namespace}}${name.local}`;
}
