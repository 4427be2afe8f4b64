// Concise builders of readonly resolved models for the diff tests.
import type {
  AttributeUse,
  BuiltinTypeName,
  ComplexTypeDefinition,
  ContentModel,
  Derivation,
  ElementDeclaration,
  ElementParticle,
  Facets,
  MaxOccurs,
  Model,
  ModelGroupParticle,
  Operation,
  OperationBinding,
  Particle,
  Protocol,
  Provenance,
  Service,
  SimpleTypeDefinition,
  TypeDefinition,
  TypeRef,
} from "../../generator/model/index.ts";

export const ns14 = "http://xml.example.net/14/";
export const ns15 = "http://xml.example.net/15/";

export const at = (construct = "xs:element", line = 1): Provenance => ({
  source: { file: "test.xsd", line, column: 1 },
  construct,
});

export const xs = (name: BuiltinTypeName): TypeRef => ({ kind: "builtin", name });
export const named = (local: string, namespace = ns14): TypeRef => ({
  kind: "defined",
  id: `{${namespace}}${local}`,
});

export interface ElementOptions {
  readonly min?: number;
  readonly max?: MaxOccurs;
  readonly nillable?: boolean;
  readonly namespace?: string;
  readonly default?: string;
  readonly fixed?: string;
}

export function element(local: string, type: TypeRef, options: ElementOptions = {}): ElementParticle {
  return {
    kind: "element",
    name: { namespace: options.namespace ?? ns14, local },
    type,
    minOccurs: options.min ?? 1,
    maxOccurs: options.max ?? 1,
    nillable: options.nillable ?? false,
    ...(options.default === undefined ? {} : { default: options.default }),
    ...(options.fixed === undefined ? {} : { fixed: options.fixed }),
    provenance: at(),
  };
}

export function attribute(
  local: string,
  type: TypeRef,
  options: { readonly use?: AttributeUse["use"]; readonly default?: string; readonly fixed?: string } = {},
): AttributeUse {
  return {
    kind: "attribute",
    name: { namespace: "", local },
    type,
    use: options.use ?? "optional",
    ...(options.default === undefined ? {} : { default: options.default }),
    ...(options.fixed === undefined ? {} : { fixed: options.fixed }),
    provenance: at("xs:attribute"),
  };
}

const group =
  (kind: ModelGroupParticle["kind"]) =>
  (...particles: Particle[]): ModelGroupParticle => ({
    kind,
    minOccurs: 1,
    maxOccurs: 1,
    particles,
    provenance: at(`xs:${kind}`),
  });
export const sequence = group("sequence");
export const choice = group("choice");
export const all = group("all");

export interface ComplexOptions {
  readonly namespace?: string;
  /** Full id for an anonymous type (then `local` is ignored and the type has no name). */
  readonly anonymousId?: string;
  readonly content?: ModelGroupParticle | ContentModel;
  readonly attributes?: readonly AttributeUse[];
  readonly derivation?: Derivation;
  readonly abstract?: boolean;
  readonly derivedTypes?: readonly string[];
  readonly mixed?: boolean;
}

export function complexType(local: string, options: ComplexOptions = {}): ComplexTypeDefinition {
  const namespace = options.namespace ?? ns14;
  const given = options.content ?? sequence();
  const content: ContentModel =
    given.kind === "empty" || given.kind === "simple" || given.kind === "elements"
      ? given
      : { kind: "elements", mixed: options.mixed ?? false, particle: given };
  return {
    kind: "complexType",
    id: options.anonymousId ?? `{${namespace}}${local}`,
    ...(options.anonymousId === undefined ? { name: { namespace, local } } : {}),
    abstract: options.abstract ?? false,
    ...(options.derivation === undefined ? {} : { derivation: options.derivation }),
    ownContent: content,
    ownAttributes: options.attributes ?? [],
    content,
    attributes: options.attributes ?? [],
    derivedTypes: options.derivedTypes ?? [],
    provenance: at("xs:complexType"),
  };
}

export interface SimpleOptions {
  readonly namespace?: string;
  readonly builtin?: BuiltinTypeName;
  readonly facets?: Omit<Facets, "enumeration">;
  readonly enumeration?: readonly string[];
  readonly list?: TypeRef;
  readonly union?: readonly TypeRef[];
}

export function simpleType(local: string, options: SimpleOptions = {}): SimpleTypeDefinition {
  const namespace = options.namespace ?? ns14;
  const facets: Facets = {
    ...options.facets,
    ...(options.enumeration === undefined
      ? {}
      : { enumeration: options.enumeration.map((value) => ({ value, provenance: at("xs:enumeration") })) }),
  };
  const builtin = options.builtin ?? "string";
  return {
    kind: "simpleType",
    id: `{${namespace}}${local}`,
    name: { namespace, local },
    variety:
      options.list !== undefined
        ? { kind: "list", itemType: options.list, facets }
        : options.union !== undefined
          ? { kind: "union", memberTypes: options.union, facets }
          : { kind: "atomic", base: xs(builtin), builtin, facets },
    provenance: at("xs:simpleType"),
  };
}

/** The parts of a model one operation brings: itself, its wrapper elements and their anonymous types. */
export interface OperationParts {
  readonly operation: Operation;
  readonly elements: readonly ElementDeclaration[];
  readonly types: readonly TypeDefinition[];
}

export interface OperationOptions {
  readonly service?: string;
  readonly namespace?: string;
  readonly parameters?: readonly Particle[];
  readonly result?: readonly Particle[];
  readonly protocols?: readonly Protocol[];
  readonly soapAction?: string;
  readonly oneWay?: boolean;
  /** Wrapper element names (default `<name>` and `<name>Response`). */
  readonly requestElement?: string;
  readonly responseElement?: string;
}

const allProtocols: readonly Protocol[] = ["soap11", "soap12", "httpGet", "httpPost"];

export function operation(name: string, options: OperationOptions = {}): OperationParts {
  const namespace = options.namespace ?? ns14;
  const service = options.service ?? "NonStaticXMLAPI";
  const wrapper = (local: string, particles: readonly Particle[]) => {
    const id = `{${namespace}}${local}/element`;
    const type = complexType(local, { namespace, anonymousId: id, content: sequence(...particles) });
    const declaration: ElementDeclaration = {
      kind: "elementDeclaration",
      name: { namespace, local },
      type: { kind: "defined", id },
      nillable: false,
      abstract: false,
      block: [],
      provenance: at(),
    };
    return { type, declaration };
  };
  const input = wrapper(options.requestElement ?? name, options.parameters ?? []);
  const output =
    options.oneWay === true
      ? undefined
      : wrapper(options.responseElement ?? `${name}Response`, options.result ?? []);
  const message = (local: string, elementName: string) => ({
    kind: "message" as const,
    name: { namespace, local },
    parts: [
      {
        kind: "part" as const,
        name: "parameters",
        element: { namespace, local: elementName },
        provenance: at("wsdl:part"),
      },
    ],
    provenance: at("wsdl:message"),
  });
  const bindings: OperationBinding[] = (options.protocols ?? allProtocols).map((protocol) =>
    protocol === "soap11" || protocol === "soap12"
      ? {
          kind: "soapBinding",
          protocol,
          binding: { namespace, local: `${service}${protocol === "soap11" ? "Soap" : "Soap12"}` },
          ports: [`${service}${protocol}`],
          addresses: [`http://localhost/${service}.asmx`],
          soapAction: options.soapAction ?? `${namespace}${name}`,
          style: "document",
          use: "literal",
          inputHeaders: [],
          outputHeaders: [],
          provenance: at("wsdl:operation"),
        }
      : {
          kind: "httpBinding",
          protocol,
          binding: { namespace, local: `${service}${protocol}` },
          ports: [`${service}${protocol}`],
          addresses: [`http://localhost/${service}.asmx`],
          location: `/${name}`,
          inputEncoding: "urlEncoded",
          output: { kind: "mimeXml", part: "Body" },
          provenance: at("wsdl:operation"),
        },
  );
  return {
    operation: {
      kind: "operation",
      name,
      service,
      namespace,
      input: message(`${name}SoapIn`, input.declaration.name.local),
      ...(output === undefined ? {} : { output: message(`${name}SoapOut`, output.declaration.name.local) }),
      faults: [],
      bindings,
      provenance: at("wsdl:operation"),
    },
    elements: output === undefined ? [input.declaration] : [input.declaration, output.declaration],
    types: output === undefined ? [input.type] : [input.type, output.type],
  };
}

export function globalElement(
  local: string,
  type: TypeRef,
  options: { namespace?: string; nillable?: boolean } = {},
): ElementDeclaration {
  return {
    kind: "elementDeclaration",
    name: { namespace: options.namespace ?? ns14, local },
    type,
    nillable: options.nillable ?? false,
    abstract: false,
    block: [],
    provenance: at(),
  };
}

export interface ModelOptions {
  readonly namespace?: string;
  readonly operations?: readonly OperationParts[];
  readonly types?: readonly TypeDefinition[];
  readonly elements?: readonly ElementDeclaration[];
  /** Port address per service (default `http://localhost/<service>.asmx`). */
  readonly addresses?: Readonly<Record<string, string>>;
}

/** Assembles a model, sorted as the contract says. */
export function model(options: ModelOptions = {}): Model {
  const namespace = options.namespace ?? ns14;
  const operations = options.operations ?? [];
  const serviceNames = [...new Set(operations.map((parts) => parts.operation.service))].sort();
  const services: Service[] = serviceNames.map((name) => ({
    kind: "service",
    name,
    namespace,
    ports: allProtocols.map((protocol) => ({
      kind: "port",
      name: `${name}${protocol}`,
      binding: { namespace, local: `${name}${protocol}` },
      protocol,
      address: options.addresses?.[name] ?? `http://localhost/${name}.asmx`,
      provenance: at("wsdl:port"),
    })),
    operations: operations
      .map((parts) => parts.operation)
      .filter((candidate) => candidate.service === name)
      .sort((a, b) => a.name.localeCompare(b.name)),
    provenance: at("wsdl:service"),
  }));
  const types = [...operations.flatMap((parts) => parts.types), ...(options.types ?? [])].sort((a, b) =>
    a.id.localeCompare(b.id),
  );
  const elements = [...operations.flatMap((parts) => parts.elements), ...(options.elements ?? [])].sort(
    (a, b) => a.name.local.localeCompare(b.name.local),
  );
  return { kind: "model", files: ["test.wsdl"], namespaces: [namespace], types, elements, services };
}

/**
 * A model with one operation whose request (or response) carries `value` of the type `Subject`
 * (plus any further types): the usual frame of a rule test.
 */
export function frame(
  direction: "request" | "response",
  types: readonly TypeDefinition[],
  namespace = ns14,
): Model {
  const value = element("value", named("Subject", namespace), { namespace });
  return model({
    namespace,
    operations: [
      operation("Op", {
        namespace,
        ...(direction === "request" ? { parameters: [value] } : { result: [value] }),
      }),
    ],
    types,
  });
}
