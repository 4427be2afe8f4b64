// Small model factories for table-driven tests of naming, plan and emit.
import type {
  AttributeUse,
  BuiltinTypeName,
  ComplexTypeDefinition,
  ElementDeclaration,
  ElementParticle,
  Model,
  Provenance,
  SimpleTypeDefinition,
  TypeDefinition,
  TypeRef,
} from "../../generator/model/index.ts";

export const ns = "http://xml.example.net/test/";

let line = 0;

/** Provenance with a distinct line per call, so collision messages can name both ends. */
export function at(construct: string, documentation?: string): Provenance {
  line += 1;
  return {
    source: { file: "test.xsd", line, column: 3 },
    construct,
    ...(documentation === undefined ? {} : { documentation }),
  };
}

export function builtin(name: BuiltinTypeName): TypeRef {
  return { kind: "builtin", name };
}

export function ref(local: string): TypeRef {
  return { kind: "defined", id: `{${ns}}${local}` };
}

export function element(
  local: string,
  type: TypeRef,
  options: Partial<Pick<ElementParticle, "minOccurs" | "maxOccurs" | "nillable">> = {},
): ElementParticle {
  return {
    kind: "element",
    name: { namespace: ns, local },
    type,
    minOccurs: options.minOccurs ?? 1,
    maxOccurs: options.maxOccurs ?? 1,
    nillable: options.nillable ?? false,
    provenance: at("xs:element"),
  };
}

export function attribute(local: string, type: TypeRef, use: AttributeUse["use"] = "optional"): AttributeUse {
  return { kind: "attribute", name: { namespace: "", local }, type, use, provenance: at("xs:attribute") };
}

export function complexType(
  local: string,
  particles: readonly ElementParticle[],
  options: {
    readonly attributes?: readonly AttributeUse[];
    readonly base?: string;
    readonly derivedTypes?: readonly string[];
    readonly documentation?: string;
    readonly anonymous?: boolean;
  } = {},
): ComplexTypeDefinition {
  const content = {
    kind: "elements",
    mixed: false,
    particle: { kind: "sequence", minOccurs: 1, maxOccurs: 1, particles, provenance: at("xs:sequence") },
  } as const;
  return {
    kind: "complexType",
    id: `{${ns}}${local}`,
    ...(options.anonymous === true ? {} : { name: { namespace: ns, local } }),
    abstract: false,
    ...(options.base === undefined ? {} : { derivation: { method: "extension", base: ref(options.base) } }),
    ownContent: content,
    ownAttributes: options.attributes ?? [],
    content,
    attributes: options.attributes ?? [],
    derivedTypes: (options.derivedTypes ?? []).map((local) => `{${ns}}${local}`),
    provenance: at("xs:complexType", options.documentation),
  };
}

export function simpleContentType(
  local: string,
  valueType: TypeRef,
  attributes: readonly AttributeUse[],
  options: { readonly base?: string; readonly derivedTypes?: readonly string[] } = {},
): ComplexTypeDefinition {
  const content = { kind: "simple", valueType, facets: {} } as const;
  return {
    kind: "complexType",
    id: `{${ns}}${local}`,
    name: { namespace: ns, local },
    abstract: false,
    derivation: { method: "extension", base: options.base === undefined ? valueType : ref(options.base) },
    ownContent: content,
    ownAttributes: attributes,
    content,
    attributes,
    derivedTypes: (options.derivedTypes ?? []).map((local) => `{${ns}}${local}`),
    provenance: at("xs:complexType"),
  };
}

export function enumType(local: string, values: readonly string[]): SimpleTypeDefinition {
  return {
    kind: "simpleType",
    id: `{${ns}}${local}`,
    name: { namespace: ns, local },
    variety: {
      kind: "atomic",
      base: builtin("string"),
      builtin: "string",
      facets: { enumeration: values.map((value) => ({ value, provenance: at("xs:enumeration") })) },
    },
    provenance: at("xs:simpleType"),
  };
}

export function listType(local: string, itemType: TypeRef): SimpleTypeDefinition {
  return {
    kind: "simpleType",
    id: `{${ns}}${local}`,
    name: { namespace: ns, local },
    variety: { kind: "list", itemType, facets: {} },
    provenance: at("xs:simpleType"),
  };
}

export function globalElement(local: string, type: TypeRef, nillable = false): ElementDeclaration {
  return {
    kind: "elementDeclaration",
    name: { namespace: ns, local },
    type,
    nillable,
    abstract: false,
    block: [],
    provenance: at("xs:element"),
  };
}

export function model(types: readonly TypeDefinition[], elements: readonly ElementDeclaration[] = []): Model {
  return {
    kind: "model",
    files: ["test.xsd"],
    namespaces: [ns],
    types: [...types].sort((a, b) => (a.id < b.id ? -1 : 1)),
    elements,
    services: [],
  };
}
