import type { InterfaceVersion } from "../config.ts";
import { typeMappingTable } from "./type-mapping.ts";
import type { ElementDeclaration, Model, Operation, TypeId, TypeRef } from "../model/index.ts";
import type { NameMap } from "../naming/name-map.ts";
import {
  clientName,
  handlersName,
  parserName,
  serializerName,
  soapHeadersName,
  validatorName,
} from "../naming/identifiers.ts";
import { elementKey } from "../naming/name-map.ts";
import { transportsOf, type Transport } from "../plan/operations.ts";
import { memberFileKey, namespaceOf } from "../naming/names-file.ts";
import type { ComplexShape } from "../shape/compute-shapes.ts";
import { globalElement, isPublic } from "../model/lookup.ts";

/** Everything the package templates print, prepared so the templates need no logic. */
export interface PackageView {
  readonly packageName: string;
  readonly packageVersion: string;
  /** What the package binds: `interface version 15`, or the file it was generated from. */
  readonly subject: string;
  readonly namespace: string;
  readonly description: string;
  readonly nodeEngine: string;
  readonly saxesRange: string;
  readonly sourceFiles: string;
  readonly operations: readonly {
    readonly service: string;
    readonly name: string;
    readonly input: string;
    /** The response's type, `-` for none, `(one-way)` where there is no response. */
    readonly output: string;
    /** The `transport` values it is bound to (`soap11, soap12, get, post`). */
    readonly transports: string;
    /** Its SOAP header blocks by property, `in` the request's and `out` the response's; empty for none. */
    readonly headers: string;
    readonly documentation: string;
  }[];
  /** Some operation declares SOAP header blocks: the operations table has a column for them. */
  readonly hasHeaders: boolean;
  /** A client sending the first service's header blocks and reading the response's; empty where it declares none. */
  readonly headersExample: string;
  readonly types: readonly {
    readonly name: string;
    readonly xmlName: string;
    readonly construct: string;
    readonly documentation: string;
  }[];
  readonly renamed: readonly { readonly owner: string; readonly xmlName: string; readonly tsName: string }[];
  /** Names that clashed or that the names file set, with the reason (an empty list prints no section). */
  readonly renames: NameMap["renames"];
  readonly typeMapping: typeof typeMappingTable;
  /** A few lines of TypeScript using the package's first operation. */
  readonly usageExample: string;
  /** A few lines calling the first service with its client and serving it. */
  readonly serviceExample: string;
}

/** Versions of the generator's own dependencies the packages are generated against. */
export interface PackageEnvironment {
  readonly packageVersion: string;
  readonly nodeEngine: string;
  readonly saxesRange: string;
}

function byText<T>(key: (item: T) => string) {
  return (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}

/** Builds the README and package.json view of one package. */
export function packageView(
  version: InterfaceVersion,
  model: Model,
  names: NameMap,
  environment: PackageEnvironment,
  shapes: ReadonlyMap<TypeId, ComplexShape>,
): PackageView {
  const elementType = new Map(
    model.elements.map((element) => [`{${element.name.namespace}}${element.name.local}`, element.type]),
  );
  const refName = (ref: TypeRef | undefined): string =>
    ref === undefined ? "-" : ref.kind === "builtin" ? `xs:${ref.name}` : (names.types.get(ref.id) ?? ref.id);
  const partType = (
    message:
      { readonly parts: readonly { readonly element?: { namespace: string; local: string } }[] } | undefined,
  ) => {
    const element = message?.parts.find((part) => part.element !== undefined)?.element;
    return element === undefined ? "-" : refName(elementType.get(`{${element.namespace}}${element.local}`));
  };
  // A bare Body (a document message not of one element part) is its own type, a request may have one per SOAP
  // version (`RouteInput | RouteSoap12Input`), and the parameters of an operation bound to HTTP GET/POST only are
  // one too.
  const bodyType = (operation: Operation, side: "request" | "response") => {
    const bare = new Set(
      operation.bindings.flatMap((binding) =>
        binding.kind === "soapBinding" && binding.bareBodies?.[side] !== undefined
          ? [binding.bareBodies[side]]
          : [],
      ),
    );
    const ids =
      bare.size > 0
        ? [...bare].sort()
        : operation.bindings
            .flatMap((binding) =>
              binding.kind === "httpBinding" && side === "request" && binding.parametersType !== undefined
                ? [binding.parametersType]
                : [],
            )
            .slice(0, 1);
    return ids.length === 0 ? undefined : ids.map((id) => refName({ kind: "defined", id })).join(" | ");
  };
  const operations = model.services.flatMap((service) =>
    service.operations.map((operation) => ({
      service: service.name,
      name: operation.name,
      input: bodyType(operation, "request") ?? partType(operation.input),
      output:
        operation.output === undefined
          ? "(one-way)"
          : (bodyType(operation, "response") ?? partType(operation.output)),
      transports: transportsOf(operation.bindings.map((binding) => binding.protocol)).join(", "),
      headers: headersCell(operation),
      documentation: operation.provenance.documentation ?? "",
    })),
  );
  const publicTypes = model.types.filter(isPublic);
  const types = publicTypes
    .map((type) => ({
      name: names.types.get(type.id) ?? type.id,
      xmlName: type.name?.local ?? `(anonymous) ${type.id.replace(/^\{[^}]*\}/, "")}`,
      construct: type.provenance.construct,
      documentation: type.provenance.documentation ?? "",
    }))
    .sort(byText((row) => row.name));
  // A rename is listed with its reason below, not again here.
  const explained = new Set(names.renames.map((rename) => `${rename.kind} ${rename.component}`));
  const renamed = [
    ...publicTypes.flatMap((type) => {
      const tsName = names.types.get(type.id);
      return type.name !== undefined &&
        tsName !== undefined &&
        tsName !== type.name.local &&
        !explained.has(`type ${type.id}`)
        ? [{ owner: "(type)", xmlName: type.name.local, tsName }]
        : [];
    }),
    ...publicTypes.flatMap((type) => {
      if (type.kind !== "complexType") return [];
      const shape = shapes.get(type.id);
      if (shape?.kind !== "object") return [];
      const owner = names.types.get(type.id) ?? type.id;
      return shape.members.flatMap((member) => {
        const tsName = names.members.get(type.id)?.get(member.key);
        if (member.kind !== "element" && member.kind !== "attribute") return [];
        if (tsName === undefined || tsName === member.name.local) return [];
        if (explained.has(`member ${type.id} ${memberFileKey(namespaceOf(type.id), member)}`)) return [];
        return [
          {
            owner,
            xmlName: member.kind === "attribute" ? `@${member.name.local}` : member.name.local,
            tsName,
          },
        ];
      });
    }),
  ].sort(byText((row) => `${row.owner} ${row.xmlName}`));
  const subject = version.title ?? `interface version ${version.version}`;
  return {
    packageName: version.packageName,
    packageVersion: environment.packageVersion,
    subject,
    namespace: version.namespace,
    description: `Typed bindings of ${subject}: types, validators, XML serializers and deserializers.`,
    nodeEngine: environment.nodeEngine,
    saxesRange: environment.saxesRange,
    sourceFiles: model.files.join(", "),
    operations,
    types,
    renamed,
    renames: names.renames,
    typeMapping: typeMappingTable,
    usageExample: usageExample(version, model, names),
    serviceExample: serviceExample(version, model, names, shapes),
    hasHeaders: operations.some((operation) => operation.headers !== ""),
    headersExample: headersUsage(version, model, names, shapes) ?? "",
  };
}

/** The properties of an operation's request (`in`) or response (`out`) header blocks: their elements' local names. */
function headerKeys(operation: Operation, side: "in" | "out"): string[] {
  const keys = operation.bindings.flatMap((binding) =>
    binding.kind === "soapBinding"
      ? (side === "in" ? binding.inputHeaders : binding.outputHeaders).map((header) => header.element.local)
      : [],
  );
  return [...new Set(keys)];
}

function headersCell(operation: Operation): string {
  const sides = (["in", "out"] as const).flatMap((side) => {
    const keys = headerKeys(operation, side);
    return keys.length === 0 ? [] : [`${side}: ${keys.map((key) => `\`${key}\``).join(", ")}`];
  });
  return sides.join("; ");
}

/**
 * Sending the header blocks of the first service's first operation that declares some, as client defaults and per
 * call, and reading the response's where it declares them.
 */
function headersUsage(
  version: InterfaceVersion,
  model: Model,
  names: NameMap,
  shapes: ReadonlyMap<TypeId, ComplexShape>,
): string | undefined {
  const service = model.services[0];
  const stem = service === undefined ? undefined : names.services.get(service.name);
  if (service === undefined || stem === undefined) return undefined;
  const operation = service.operations.find(
    (candidate) => headerKeys(candidate, "in").length > 0 || headerKeys(candidate, "out").length > 0,
  );
  const operationNames = operation && names.operations.get(operation.service)?.get(operation.name);
  const request = operation && exampleRequest(version, model, names, operation, shapes);
  if (operation === undefined || operationNames === undefined || request === undefined) return undefined;
  const defaults = service.operations.some((candidate) => headerKeys(candidate, "in").length > 0)
    ? soapHeadersName(stem)
    : undefined;
  const input = operationNames.inputHeaders;
  const withHeaders = operationNames.outputHeaders === undefined ? undefined : operationNames.withHeaders;
  const imports = [
    clientName(stem),
    ...[defaults, input, request.type].flatMap((name) => (name === undefined ? [] : [`type ${name}`])),
  ];
  const argument = `${request.argument}${input === undefined ? "" : ", { soapHeaders: blocks }"}`;
  return [
    `import { ${imports.join(", ")} } from "${version.packageName}";`,
    "",
    ...(defaults === undefined
      ? [`const client = new ${clientName(stem)}({ baseUrl: "https://api.example.net" });`]
      : [
          `declare const defaults: ${defaults}; // each call sends the blocks its operation declares`,
          `const client = new ${clientName(stem)}({ baseUrl: "https://api.example.net", soapHeaders: defaults }); // or () => defaults`,
        ]),
    ...(request.declaration === undefined ? [] : [request.declaration]),
    ...(input === undefined ? [] : [`declare const blocks: ${input}; // this call's, over the defaults`]),
    withHeaders === undefined
      ? `const result = await client.${operationNames.method}(${argument});`
      : `const { result, headers, otherHeaders } = await client.${withHeaders}(${argument}); // the response's blocks, typed and as markup`,
  ].join("\n");
}

/**
 * The request of an example call: a literal of the credentials where every other member may be left out,
 * else a declared value of the request type (a literal would need a value of every required member).
 */
function exampleRequest(
  version: InterfaceVersion,
  model: Model,
  names: NameMap,
  operation: Model["services"][number]["operations"][number],
  shapes: ReadonlyMap<TypeId, ComplexShape>,
): { readonly declaration?: string; readonly type?: string; readonly argument: string } | undefined {
  const name = operation.input.parts.find((part) => part.element !== undefined)?.element;
  const element = name === undefined ? undefined : globalElement(model, name);
  if (element?.type.kind !== "defined" || !valuesOfItsType(model, element)) return undefined;
  const typeId = element.type.id;
  const typeName = names.types.get(typeId);
  const shape = shapes.get(typeId);
  if (typeName === undefined || shape?.kind !== "object") return undefined;
  // A property the type requires: an attribute with a default is one (every value read holds it), a fixed one
  // is not (writers write it); a choice typed as a union needs a branch.
  const required =
    shape.choices.some((choice) => choice.required && choice.union !== undefined) ||
    shape.members.some((member) =>
      member.kind === "element"
        ? !member.optional
        : member.kind === "attribute"
          ? (member.required && member.fixed === undefined) || member.default !== undefined
          : true,
    );
  if (required)
    return { declaration: `declare const request: ${typeName};`, type: typeName, argument: "request" };
  const credentials = shape.members.flatMap((member) => {
    const tsName = names.members.get(typeId)?.get(member.key);
    return member.kind === "element" &&
      tsName !== undefined &&
      version.credentials.parameters.includes(member.name.local)
      ? [
          `${tsName}: ${JSON.stringify(version.credentials.secret.includes(member.name.local) ? "secret" : "me")}`,
        ]
      : [];
  });
  return { argument: `{ ${credentials.join(", ")} }` };
}

/** A client call and a server of the first service, with its first operation that takes a simple request. */
function serviceExample(
  version: InterfaceVersion,
  model: Model,
  names: NameMap,
  shapes: ReadonlyMap<TypeId, ComplexShape>,
): string {
  const service = model.services[0];
  const stem = service === undefined ? undefined : names.services.get(service.name);
  if (service === undefined || stem === undefined) return `import * as api from "${version.packageName}";`;
  const calls = service.operations.flatMap((operation) => {
    const method = names.operations.get(operation.service)?.get(operation.name)?.method;
    const request = exampleRequest(version, model, names, operation, shapes);
    const transports = transportsOf(operation.bindings.map((binding) => binding.protocol));
    return method === undefined || request === undefined ? [] : [{ method, request, transports }];
  });
  const call = calls.find((candidate) => candidate.request.declaration === undefined) ?? calls[0];
  if (call === undefined) return `import * as api from "${version.packageName}";`;
  const handlers = handlersName(stem);
  const secret = version.credentials.secret[0];
  const [alternative] = others(call.transports);
  return [
    `import { ${clientName(stem)}, ${stem}, createServiceListener, createSoapServer, type ${handlers}${call.request.type === undefined ? "" : `, type ${call.request.type}`} } from "${version.packageName}";`,
    "",
    clientComment(call.method, call.transports),
    `const client = new ${clientName(stem)}({ baseUrl: "https://api.example.net", timeoutMs: 10_000 });`,
    ...(call.request.declaration === undefined ? [] : [call.request.declaration]),
    `const result = await client.${call.method}(${call.request.argument}${alternative === undefined ? "" : `, { transport: "${alternative}" }`}); // undefined when the service sent no result`,
    "",
    "// Server: one async method per operation, receiving the validated request and the call's context.",
    `declare const handlers: ${handlers};`,
    `const listener = createServiceListener(${stem}, handlers, {`,
    ...(secret === undefined
      ? []
      : [
          `  authenticate: (credentials) => credentials[${JSON.stringify(secret)}] === "secret", // else an "Invalid login." fault`,
        ]),
    "});",
    `createSoapServer(listener).listen(8080); // ${service.name} at its WSDL path, ?WSDL included`,
  ].join("\n");
}

const transportLabels: Readonly<Record<Transport, string>> = {
  soap11: "SOAP 1.1",
  soap12: "SOAP 1.2",
  get: "HTTP GET",
  post: "HTTP POST",
};

/** The transport a client takes when none is given, as the runtime's client picks it. */
function defaultTransport(transports: readonly Transport[]): Transport {
  return transports.includes("soap11") ? "soap11" : (transports[0] ?? "soap11");
}

/** The transports an operation is bound to besides its default one. */
function others(transports: readonly Transport[]): Transport[] {
  return transports.filter((transport) => transport !== defaultTransport(transports));
}

/** The example's comment on the client: its default transport and the others the operation offers. */
function clientComment(method: string, transports: readonly Transport[]): string {
  const label = transportLabels[defaultTransport(transports)];
  const rest = others(transports).map((transport) => `"${transport}"`);
  if (rest.length === 0) return `// Client: ${label}, the only transport ${method} is bound to.`;
  const listed = rest.length === 1 ? rest[0] : `${rest.slice(0, -1).join(", ")} or ${rest.at(-1)}`;
  return `// Client: ${label} unless \`transport\` says ${listed} (per client or per call).`;
}

const abstractTypes = new WeakMap<Model, ReadonlySet<TypeId>>();

/**
 * Whether a value of the element is one of its declared type, as the examples declare it: not so for the head of
 * a substitution group (its members stand there) or an element of an abstract type (its derived types do).
 */
function valuesOfItsType(model: Model, element: ElementDeclaration): boolean {
  if (element.substitutes !== undefined) return false;
  if (element.type.kind !== "defined") return true;
  let ids = abstractTypes.get(model);
  if (ids === undefined) {
    ids = new Set(
      model.types.flatMap((type) => (type.kind === "complexType" && type.abstract ? [type.id] : [])),
    );
    abstractTypes.set(model, ids);
  }
  return !ids.has(element.type.id);
}

/** Import, serialize, validate and parse with the names of the first operation that has both messages. */
function usageExample(version: InterfaceVersion, model: Model, names: NameMap): string {
  const elementOf = (parts: readonly { readonly element?: { namespace: string; local: string } }[]) => {
    const name = parts.find((part) => part.element !== undefined)?.element;
    return name === undefined ? undefined : globalElement(model, name);
  };
  for (const service of model.services)
    for (const operation of service.operations) {
      const input = elementOf(operation.input.parts);
      const output = elementOf(operation.output?.parts ?? []);
      if (
        input === undefined ||
        output === undefined ||
        input.type.kind !== "defined" ||
        !valuesOfItsType(model, input)
      )
        continue;
      const inputStem = names.elements.get(elementKey(input.name));
      const outputStem = names.elements.get(elementKey(output.name));
      const inputType = names.types.get(input.type.id);
      if (inputStem === undefined || outputStem === undefined || inputType === undefined) continue;
      const serialize = serializerName(inputStem);
      const validate = validatorName(inputType);
      const parse = parserName(outputStem);
      return [
        `import { ${parse}, ${serialize}, ${validate}, type ${inputType} } from "${version.packageName}";`,
        "",
        `declare const request: ${inputType};`,
        "declare const responseXml: string;",
        `const problems = ${validate}(request); // [] when the request is valid`,
        `const body = ${serialize}(request); // <${input.name.local} xmlns="${input.name.namespace}">...`,
        `const response = ${parse}(responseXml); // typed ${output.name.local}`,
      ].join("\n");
    }
  return `import * as api from "${version.packageName}";`;
}
