import {
  StructureKind,
  type ClassDeclarationStructure,
  type InterfaceDeclarationStructure,
  type StatementStructures,
  type VariableStatementStructure,
} from "./structures.ts";
import type { ElementDeclaration, Operation, QName } from "../model/index.ts";
import {
  clientName,
  documentsConstant,
  elementDescriptorName,
  handlersName,
  markupName,
  soapHeadersName,
  validatorName,
  writerName,
} from "../naming/identifiers.ts";
import { elementKey, type OperationNames } from "../naming/name-map.ts";
import type { FaultPlan } from "../plan/faults.ts";
import type {
  HeaderPlan,
  OperationPlan,
  RequestPlan,
  ResponsePlan,
  ResultResponse,
  ServicePlan,
} from "../plan/operations.ts";
import { builtinCodec, nameArguments, namespaceText, readerRef } from "./codec-refs.ts";
import {
  elementMemberTypeText,
  generatedSymbol,
  memberName,
  typeName,
  typeOf,
  typeText,
  type EmitContext,
} from "./context.ts";
import { elementStem, substituteTypeText } from "./elements-file.ts";
import { clark, declarationDocs } from "./docs.ts";
import { hasMarkup } from "./markup.ts";
import type { FileScope } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";
import { propertyKey, sampleLiteral } from "./sample-literal.ts";
import { laidOutProperty, printWidth, type LaidOut } from "./sample-layout.ts";
import { SampleBuilder, type SampleValue } from "../samples/sample-values.ts";
import { globalElement } from "../model/lookup.ts";

/** The names the naming pass gave an operation. */
export function operationNames(context: EmitContext, operation: Operation): OperationNames {
  const names = context.names.operations.get(operation.service)?.get(operation.name);
  if (names === undefined) throw new Error(`no names assigned to operation ${operation.name}`);
  return names;
}

/** The stem of a service's declarations. */
export function serviceStem(context: EmitContext, service: string): string {
  return context.names.services.get(service) ?? service;
}

/** The group of an abstract request or response element (`ShapeElement`), which its stand-ins go through. */
function groupOf(context: EmitContext, scope: FileScope, element: ElementDeclaration): string {
  return scope.use(generatedSymbol("elements", elementDescriptorName(elementStem(context, element))));
}

/** The type of an abstract request or response element's value (`ShapeSubstitute`). */
function substituteOf(context: EmitContext, scope: FileScope, element: ElementDeclaration): string {
  return scope.use(generatedSymbol("elements", substituteTypeText(context, element), true));
}

/** Type text of one request's object. */
function oneRequestTypeText(context: EmitContext, scope: FileScope, request: RequestPlan): string {
  if (request.requestSubstituted) return substituteOf(context, scope, request.requestElement);
  // A request of a type with derived types may be any of them (`Shape` abstract: `Circle | Square`).
  return typeText(context, scope, { kind: "defined", id: request.requestType });
}

/** Type text of an operation's request object: of either SOAP version's where they differ. */
function requestTypeText(context: EmitContext, scope: FileScope, plan: OperationPlan): string {
  const own = oneRequestTypeText(context, scope, plan);
  return plan.soap12Request === undefined
    ? own
    : `${own} | ${oneRequestTypeText(context, scope, plan.soap12Request)}`;
}

/** The request's reader: cast to the types that may stand there where that is more than its own. */
function requestReader(context: EmitContext, scope: FileScope, request: RequestPlan): string {
  const reader = scope.use(generatedSymbol("types", typeName(context, request.requestType)));
  const type = typeOf(context, request.requestType);
  if (type.kind !== "complexType" || type.derivedTypes.length === 0) return reader;
  return `${reader} as unknown as ${scope.use(runtimeSymbol("ContentType"))}<${oneRequestTypeText(context, scope, request)}>`;
}

/**
 * Type text of an operation's result: `| null` when nillable, `| undefined` when it may be absent; the
 * response element's type where that is the result; `void` where the operation has none.
 */
export function resultTypeText(context: EmitContext, scope: FileScope, plan: OperationPlan): string {
  const response = plan.response;
  if (response.kind !== "result") return "void";
  if (response.substituted) return substituteOf(context, scope, response.element);
  if (response.result === undefined) {
    const text = typeText(context, scope, response.type);
    return response.nilRoot ? `${text} | null` : text;
  }
  const text = elementMemberTypeText(context, scope, response.result);
  return response.result.optional ? `${text} | undefined` : text;
}

/** Type text of what a client call resolves to: the result, or `undefined` for none (`CallResult` in the runtime). */
function callResultTypeText(context: EmitContext, scope: FileScope, plan: OperationPlan): string {
  const response = plan.response;
  if (response.kind !== "result") return "void";
  if (response.substituted) return `${substituteOf(context, scope, response.element)} | undefined`;
  const text =
    response.result === undefined
      ? typeText(context, scope, response.type)
      : elementMemberTypeText(context, scope, { ...response.result, nillable: false });
  return `${text} | undefined`;
}

function operationDocs(plan: OperationPlan, notes: readonly string[] = []) {
  return declarationDocs({
    provenance: plan.operation.provenance,
    from: clark({ namespace: plan.operation.namespace, local: plan.operation.name }),
    notes,
  });
}

/** Whether a result is of a complex type (read and written by generated functions). */
function isComplex(context: EmitContext, response: ResultResponse): boolean {
  return response.type.kind === "defined" && typeOf(context, response.type.id).kind === "complexType";
}

function parameterEntries(context: EmitContext, scope: FileScope, plan: OperationPlan): string[] {
  // The members of the operation's own request: GET/POST fields never take the SOAP 1.2 one.
  const request = oneRequestTypeText(context, scope, plan);
  return plan.parameters.map(({ member, credential, secret }) => {
    const codec =
      member.type.kind === "builtin"
        ? builtinCodec(scope, member.type.name)
        : readerRef(context, scope, member.type);
    const options = [
      ...(member.optional ? [] : ["required: true"]),
      ...(member.nillable ? ["nillable: true"] : []),
      ...(credential ? ["credential: true"] : []),
      ...(secret ? ["secret: true"] : []),
    ];
    const name = JSON.stringify(memberName(context, plan.requestType, member));
    const args = [
      name,
      JSON.stringify(member.name.local),
      codec,
      ...(options.length === 0 ? [] : [`{ ${options.join(", ")} }`]),
    ];
    return `${scope.use(runtimeSymbol("parameter"))}<${request}>(${args.join(", ")}),`;
  });
}

/** `writeResult`: the result type's generated writer, or the runtime's simple-value writer. */
function resultWriter(context: EmitContext, scope: FileScope, response: ResultResponse): string {
  if (response.type.kind === "defined" && isComplex(context, response))
    return scope.use(generatedSymbol("types", writerName(typeName(context, response.type.id))));
  const codec = readerRef(context, scope, response.type);
  return `(w, ns, local, value) => ${scope.use(runtimeSymbol("writeValue"))}(w, ns, local, ${codec}, value)`;
}

/** The TypeScript type of a header block's value: its element's type, `| null` when nillable. */
function headerTypeText(context: EmitContext, scope: FileScope, header: HeaderPlan): string {
  const text = typeText(context, scope, header.element.type);
  return header.element.nillable ? `${text} | null` : text;
}

/**
 * `header("Auth", AuthElement, (w, value) => ...)`: a header block's descriptor; `encodedHeader("Auth",
 * AuthElement)` for a block in SOAP encoding, which the runtime writes from the element's reader tables.
 */
function headerEntry(context: EmitContext, scope: FileScope, header: HeaderPlan): string {
  const element = header.element;
  const descriptor = scope.use(
    generatedSymbol("elements", elementDescriptorName(elementStem(context, element))),
  );
  if (header.header.encoded)
    return `${scope.use(runtimeSymbol("encodedHeader"))}(${JSON.stringify(header.key)}, ${descriptor}),`;
  return `${scope.use(runtimeSymbol("header"))}(${JSON.stringify(header.key)}, ${descriptor}, ${elementWriter(context, scope, element)}),`;
}

/** `(w, value) => ...`: writes a (non-null) value as `element`, by its type's writer or as a simple value. */
function elementWriter(context: EmitContext, scope: FileScope, element: ElementDeclaration): string {
  const name = nameArguments(context, scope, element.name);
  const type = element.type;
  const write =
    type.kind === "defined" && typeOf(context, type.id).kind === "complexType"
      ? `${scope.use(generatedSymbol("types", writerName(typeName(context, type.id))))}(w, ${name}, value)`
      : `${scope.use(runtimeSymbol("writeValue"))}(w, ${name}, ${readerRef(context, scope, type)}, value)`;
  return `(w, value) => ${write}`;
}

/** The property of a typed fault in its operation's `...Faults` interface. */
function faultProperty(context: EmitContext, plan: OperationPlan, fault: FaultPlan): string {
  const property = operationNames(context, plan.operation).faultProperties?.get(fault.fault.name);
  if (property === undefined) throw new Error(`no property named for fault ${fault.fault.name}`);
  return property;
}

/**
 * `faults`: `faultDetail("itemUnavailable", ItemUnavailableElement, (w, value) => ..., validateItemUnavailable)`
 * per typed fault, its validator there where its type is complex, as a result's is; `encodedFaultDetail(
 * "itemUnavailable", ItemUnavailableElement, validateItemUnavailable)` for one in SOAP encoding, which the
 * runtime writes from the element's reader.
 */
function faultEntries(context: EmitContext, scope: FileScope, plan: OperationPlan): string[] {
  if (plan.faults.length === 0) return [];
  const entries = plan.faults.map((fault) => {
    const descriptor = scope.use(
      generatedSymbol("elements", elementDescriptorName(elementStem(context, fault.element))),
    );
    const property = JSON.stringify(faultProperty(context, plan, fault));
    const type = fault.element.type;
    const validator =
      type.kind === "defined" && typeOf(context, type.id).kind === "complexType"
        ? [scope.use(generatedSymbol("types", validatorName(typeName(context, type.id))))]
        : [];
    if (fault.encoded)
      return `${scope.use(runtimeSymbol("encodedFaultDetail"))}(${[property, descriptor, ...validator].join(", ")}),`;
    const args = [property, descriptor, elementWriter(context, scope, fault.element), ...validator];
    return `${scope.use(runtimeSymbol("faultDetail"))}(${args.join(", ")}),`;
  });
  return ["faults: [", ...entries, "],"];
}

/** `LendItemFaults`: the detail of each typed fault of an operation, one optional property per fault. */
function faultsInterface(
  context: EmitContext,
  scope: FileScope,
  plan: OperationPlan,
): InterfaceDeclarationStructure[] {
  const names = operationNames(context, plan.operation);
  const name = names.faults;
  if (name === undefined || plan.faults.length === 0) return [];
  return [
    {
      kind: StructureKind.Interface,
      name,
      isExported: true,
      docs: operationDocs(plan, [
        `The detail of \`${plan.operation.name}\`'s declared faults, one at a time: a handler throws ` +
          `\`new ServiceFault<${name}>(code, reason, subcode, { detail })\`, a caller reads ` +
          `\`error.details\` once \`isFaultOf(error, ${names.descriptor})\` holds.`,
      ]),
      properties: plan.faults.map((fault) => {
        const text = typeText(context, scope, fault.element.type);
        return {
          name: faultProperty(context, plan, fault),
          hasQuestionToken: true,
          type: fault.element.nillable ? `${text} | null` : text,
          docs: declarationDocs({
            provenance: fault.fault.message.provenance,
            from: clark(fault.fault.message.name),
            ...(fault.element.provenance.documentation === undefined
              ? {}
              : { summary: fault.element.provenance.documentation }),
            notes: [`Fault \`${fault.fault.name}\`: element \`${clark(fault.element.name)}\` in the detail.`],
          }),
        };
      }),
    },
  ];
}

/** The descriptor's `inputHeaders`, `outputHeaders` and `headerFaults`, those the operation has. */
function headerEntries(context: EmitContext, scope: FileScope, plan: OperationPlan): string[] {
  const list = (property: string, headers: readonly HeaderPlan[]) =>
    headers.length === 0
      ? []
      : [`${property}: [`, ...headers.map((header) => headerEntry(context, scope, header)), "],"];
  return [
    ...list("inputHeaders", plan.inputHeaders),
    ...list("outputHeaders", plan.outputHeaders),
    ...list("headerFaults", plan.headerFaults),
  ];
}

/** The interface of some header blocks: one optional member per block, keyed by its element's local name. */
function headersInterface(
  context: EmitContext,
  scope: FileScope,
  name: string,
  headers: readonly HeaderPlan[],
  docs: ReturnType<typeof declarationDocs>,
  isFault = false,
): InterfaceDeclarationStructure {
  return {
    kind: StructureKind.Interface,
    name,
    isExported: true,
    docs,
    properties: headers.map((header) => ({
      name: propertyKey(header.key),
      hasQuestionToken: true,
      type: headerTypeText(context, scope, header),
      docs: declarationDocs({
        provenance: header.header.provenance,
        from: clark(header.element.name),
        ...(header.element.provenance.documentation === undefined
          ? {}
          : { summary: header.element.provenance.documentation }),
        notes:
          header.header.implicit && !isFault
            ? [
                `An implicit header: part \`${header.header.part}\` of message \`${header.header.message.local}\`.`,
              ]
            : [],
      }),
    })),
  };
}

/** The header interfaces of an operation: request, response and header faults, those it has. */
function operationHeaderInterfaces(
  context: EmitContext,
  scope: FileScope,
  plan: OperationPlan,
): InterfaceDeclarationStructure[] {
  const names = operationNames(context, plan.operation);
  const of = `\`${plan.operation.name}\``;
  const entries: [string | undefined, readonly HeaderPlan[], string][] = [
    [names.inputHeaders, plan.inputHeaders, `The SOAP header blocks of ${of}'s request.`],
    [names.outputHeaders, plan.outputHeaders, `The SOAP header blocks of ${of}'s response.`],
    [names.headerFaults, plan.headerFaults, `The SOAP header blocks of a fault about a header of ${of}.`],
  ];
  return entries.flatMap(([name, headers, summary]) =>
    name === undefined || headers.length === 0
      ? []
      : [
          headersInterface(
            context,
            scope,
            name,
            headers,
            operationDocs(plan, [summary]),
            headers === plan.headerFaults,
          ),
        ],
  );
}

/** Type arguments `I, O` of an operation's descriptor and context: its header interfaces, or `object`. */
function headerTypeArguments(context: EmitContext, plan: OperationPlan): string[] {
  const names = operationNames(context, plan.operation);
  const input = plan.inputHeaders.length === 0 ? undefined : names.inputHeaders;
  const output = plan.outputHeaders.length === 0 ? undefined : names.outputHeaders;
  return input === undefined && output === undefined ? [] : [input ?? "object", output ?? "object"];
}

/** Type arguments `I, O, F` of an operation's descriptor: as its context's, then its `...Faults` where it has one. */
function descriptorTypeArguments(context: EmitContext, plan: OperationPlan): string[] {
  const headers = headerTypeArguments(context, plan);
  const faults = plan.faults.length === 0 ? undefined : operationNames(context, plan.operation).faults;
  if (faults === undefined) return headers;
  return [...(headers.length === 0 ? ["object", "object"] : headers), faults];
}

/**
 * `markupRequest` and `markupResult`: the markup functions of the request's and the result's types, where the
 * type has one and the operation is in the package's namespace, the namespace the SOAP envelope declares as
 * default, so that the markup goes into the body as it is.
 */
function markupEntries(context: EmitContext, scope: FileScope, plan: OperationPlan): string[] {
  if (plan.requestElement.name.namespace !== context.namespace) return [];
  // A bare message's markup would need the Body's own tags: it is written element by element.
  const entry = (property: string, id: string) =>
    hasMarkup(context, id)
      ? [`${property}: ${scope.use(generatedSymbol("types", markupName(typeName(context, id))))},`]
      : [];
  const request = plan.bareRequest === undefined ? entry("markupRequest", plan.requestType) : [];
  const response = plan.response;
  if (response.kind !== "result") return request;
  const result = response.type;
  const resultName = response.result?.name ?? response.element.name;
  return [
    ...request,
    ...(result.kind === "defined" && resultName.namespace === context.namespace && !response.bare
      ? entry("markupResult", result.id)
      : []),
  ];
}

/** Entries of a descriptor that read, write and check a request or result through a substitution group. */
function groupEntries(key: "request" | "result", group: string): string[] {
  const suffix = key === "request" ? "Request" : "Result";
  return [
    `${key}: ${group}.document,`,
    `${key}Group: ${group},`,
    `write${suffix}: (w, ns, local, value) => ${group}.write(w, ns, local, value),`,
    `validate${suffix}: (value) => ${group}.validate(value),`,
  ];
}

/** Entries of a descriptor that read, write and check the request: its type's, or its group's where it is abstract. */
function requestEntries(
  context: EmitContext,
  scope: FileScope,
  plan: OperationPlan,
  requestName: string,
): string[] {
  if (plan.requestSubstituted) {
    return groupEntries("request", groupOf(context, scope, plan.requestElement));
  }
  return [
    `request: ${requestReader(context, scope, plan)},`,
    `writeRequest: ${requestWriter(context, scope, plan, plan)},`,
    ...markupEntries(context, scope, plan),
    `validateRequest: ${scope.use(generatedSymbol("types", validatorName(requestName)))},`,
    ...soap12RequestEntries(context, scope, plan),
  ];
}

/** `soap12Request`: the request of the SOAP 1.2 bindings where it differs, read, written and checked as its type. */
function soap12RequestEntries(context: EmitContext, scope: FileScope, plan: OperationPlan): string[] {
  const request = plan.soap12Request;
  if (request === undefined) return [];
  const name = typeName(context, request.requestType);
  const entries = request.requestSubstituted
    ? groupEntries("request", groupOf(context, scope, request.requestElement))
    : [
        `request: ${requestReader(context, scope, request)},`,
        `writeRequest: ${requestWriter(context, scope, plan, request)},`,
        `validateRequest: ${scope.use(generatedSymbol("types", validatorName(name)))},`,
      ];
  return [
    "soap12Request: {",
    `requestElement: ${JSON.stringify(request.requestElement.name.local)},`,
    ...bareRequestEntries(context, scope, request),
    ...entries,
    "},",
  ];
}

/**
 * `writeRequest`: the request type's writer; where the SOAP versions' requests differ, applied to the one of the
 * two the client checked the request to be ({@link OperationPlan.soap12Request}).
 */
function requestWriter(
  context: EmitContext,
  scope: FileScope,
  plan: OperationPlan,
  request: RequestPlan,
): string {
  const writer = scope.use(generatedSymbol("types", writerName(typeName(context, request.requestType))));
  if (plan.soap12Request === undefined) return writer;
  return `(w, ns, local, value) => ${writer}(w, ns, local, value as ${oneRequestTypeText(context, scope, request)})`;
}

/** `bareRequest`: the names a bare request's Body may begin with. */
function bareRequestEntries(context: EmitContext, scope: FileScope, request: RequestPlan): string[] {
  if (request.bareRequest === undefined) return [];
  const names = request.bareRequest.map(
    (name) =>
      `{ ns: ${namespaceText(context, scope, name.namespace)}, local: ${JSON.stringify(name.local)} }`,
  );
  return [`bareRequest: [${names.join(", ")}],`];
}

/**
 * Entries of a descriptor that name its response: a one-way operation's mark, else the response element (and its
 * namespace where it is not the request's) where there is one, and the result's element, occurrence, namespace
 * and GET/POST root where there is a result.
 */
function responseEntries(context: EmitContext, scope: FileScope, plan: OperationPlan): string[] {
  const response = plan.response;
  if (response.kind === "oneWay") return ["oneWay: true,"];
  if (response.element === undefined) return [];
  const responseNamespace = response.element.name.namespace;
  const named = [
    `responseElement: ${JSON.stringify(response.element.name.local)},`,
    ...(responseNamespace === plan.requestElement.name.namespace
      ? []
      : [`responseNs: ${namespaceText(context, scope, responseNamespace)},`]),
  ];
  if (response.kind === "empty") return named;
  const result = response.result;
  const resultNamespace = (result ?? response.element).name.namespace;
  return [
    ...named,
    ...(result === undefined ? [] : [`resultElement: ${JSON.stringify(result.name.local)},`]),
    ...(result !== undefined && !result.optional ? ["resultRequired: true,"] : []),
    ...((result ?? response.element).nillable ? ["resultNillable: true,"] : []),
    ...(resultNamespace === plan.requestElement.name.namespace
      ? []
      : [`resultNs: ${namespaceText(context, scope, resultNamespace)},`]),
    `plainResultElement: ${JSON.stringify(response.plainElement.local)},`,
  ];
}

/** Entries of a descriptor that read, write and check the result: its type's, or its group's where it is abstract. */
function resultEntries(context: EmitContext, scope: FileScope, plan: OperationPlan): string[] {
  const response = plan.response;
  if (response.kind !== "result") return [];
  const resultType = response.type;
  if (response.substituted) {
    return groupEntries("result", groupOf(context, scope, response.element));
  }
  return [
    `result: ${readerRef(context, scope, resultType)},`,
    `writeResult: ${resultWriter(context, scope, response)},`,
    ...(isComplex(context, response) && resultType.kind === "defined"
      ? [
          `validateResult: ${scope.use(generatedSymbol("types", validatorName(typeName(context, resultType.id))))},`,
        ]
      : []),
  ];
}

/** The descriptor's `addressing` entry, where the operation's SOAP bindings use WS-Addressing. */
function addressingEntries(plan: OperationPlan): string[] {
  const addressing = plan.addressing;
  if (addressing === undefined) return [];
  return [
    "addressing: {",
    `transports: ${JSON.stringify(addressing.transports)},`,
    `required: ${String(addressing.required)},`,
    `input: ${JSON.stringify(addressing.input)},`,
    ...(addressing.output === undefined ? [] : [`output: ${JSON.stringify(addressing.output)},`]),
    "},",
  ];
}

function descriptorStatement(
  context: EmitContext,
  scope: FileScope,
  stem: string,
  plan: OperationPlan,
): VariableStatementStructure {
  const names = operationNames(context, plan.operation);
  const request = requestTypeText(context, scope, plan);
  const requestName = typeName(context, plan.requestType);
  const documentation = plan.operation.provenance.documentation;
  const lines = [
    "{",
    `name: ${JSON.stringify(plan.operation.name)},`,
    ...(documentation === undefined ? [] : [`documentation: ${JSON.stringify(documentation)},`]),
    `requestElement: ${JSON.stringify(plan.requestElement.name.local)},`,
    ...bareRequestEntries(context, scope, plan),
    ...(plan.response.kind === "result" && plan.response.bare ? ["bareResponse: true,"] : []),
    `ns: ${namespaceText(context, scope, plan.requestElement.name.namespace)},`,
    `transports: ${JSON.stringify(plan.transports)},`,
    `soapAction: ${JSON.stringify(plan.soapAction)},`,
    ...(plan.otherActions.length === 0 ? [] : [`otherActions: ${JSON.stringify(plan.otherActions)},`]),
    ...addressingEntries(plan),
    ...(plan.mtom.length === 0 ? [] : [`mtom: ${JSON.stringify(plan.mtom)},`]),
    ...(plan.encoded ? ["encoded: true,"] : []),
    ...(plan.impliedNamespaces.request ? ["anyRequestNs: true,"] : []),
    ...(plan.impliedNamespaces.response ? ["anyResponseNs: true,"] : []),
    ...responseEntries(context, scope, plan),
    ...requestEntries(context, scope, plan, requestName),
    "parameters: [",
    ...parameterEntries(context, scope, plan),
    "],",
    ...resultEntries(context, scope, plan),
    ...headerEntries(context, scope, plan),
    ...faultEntries(context, scope, plan),
    `sample: ${names.sample},`,
    `invoke: (handlers, request, context) => handlers.${names.method}(request, context),`,
    "}",
  ];
  const typeArguments = [
    request,
    resultTypeText(context, scope, plan),
    handlersName(stem),
    ...descriptorTypeArguments(context, plan),
  ];
  return {
    kind: StructureKind.VariableStatement,
    leadingTrivia: "\n",
    isExported: true,
    docs: operationDocs(plan, [
      `How \`${plan.operation.name}\` travels: names, SOAP action, transports, codecs of its request and result.`,
    ]),
    declarations: [
      {
        name: names.descriptor,
        type: `${scope.use(runtimeSymbol("OperationDescriptor"))}<${typeArguments.join(", ")}>`,
        initializer: lines.join("\n"),
      },
    ],
  };
}

/** A sample of an abstract element's value: its first stand-in's, under its property. */
function substituteSample(
  context: EmitContext,
  samples: SampleBuilder,
  head: ElementDeclaration,
): SampleValue {
  const [first] = head.substitutes ?? [];
  const element = first && globalElement(context.model, first);
  const property = first && context.names.substitutes.get(elementKey(head.name))?.get(elementKey(first));
  if (element === undefined || property === undefined) throw new Error(`no stand-in for ${clark(head.name)}`);
  return { [property]: samples.value(element.type, element.name.local, 0, 0) };
}

/**
 * A sample of what `plan`'s call resolves to: its result element's value, or the response element's; undefined
 * where it has no result.
 */
export function resultSample(
  context: EmitContext,
  samples: SampleBuilder,
  plan: OperationPlan,
): SampleValue | undefined {
  const response = plan.response;
  if (response.kind !== "result") return undefined;
  if (response.substituted) return substituteSample(context, samples, response.element);
  return response.result === undefined
    ? samples.value(response.type, response.element.name.local, 0, 0)
    : samples.member(response.result, 0, 0);
}

/** A sample request of an operation: of its request type, or one element of its substitution group. */
export function requestSample(
  context: EmitContext,
  samples: SampleBuilder,
  plan: OperationPlan,
): SampleValue {
  return plan.requestSubstituted
    ? substituteSample(context, samples, plan.requestElement)
    : samples.value({ kind: "defined", id: plan.requestType }, plan.requestElement.name.local, 0, 0);
}

/**
 * `GetMealsSample`: a request and its result made of sample values, the examples of the service page and the
 * mock's answer.
 */
function sampleStatement(
  context: EmitContext,
  scope: FileScope,
  plan: OperationPlan,
  samples: SampleBuilder,
  laidOut: LaidOut[],
): VariableStatementStructure {
  const names = operationNames(context, plan.operation);
  const request = requestSample(context, samples, plan);
  const result = resultSample(context, samples, plan);
  const type = `${scope.use(runtimeSymbol("OperationSample"))}<${requestTypeText(context, scope, plan)}, ${resultTypeText(context, scope, plan)}>`;
  // Where the declaration's line is too long to end with `{`, prettier may move the object to the next line.
  const mayShift = `export const ${names.sample}: ${type} = {`.length > printWidth;
  // One property a line, which prettier keeps broken: each is laid out here and kept out of prettier.
  const properties = (
    [
      ["request", request],
      ["result", result],
    ] as const
  ).map(([name, value]) => {
    const text = `${name}: ${value === undefined ? "undefined" : sampleLiteral(value)},`;
    const formatted = laidOutProperty(name, value);
    const shifted = mayShift ? laidOutProperty(name, value, 4) : undefined;
    if (formatted !== undefined)
      laidOut.push({ text, formatted, ...(shifted === undefined ? {} : { shifted }) });
    return text;
  });
  return {
    kind: StructureKind.VariableStatement,
    leadingTrivia: "\n",
    isExported: true,
    docs: declarationDocs({
      provenance: plan.operation.provenance,
      from: clark({ namespace: plan.operation.namespace, local: plan.operation.name }),
      documentation: false,
      summary:
        `A request of \`${plan.operation.name}\` and its result, made of sample values: the examples of the ` +
        "service page and the mock's answer.",
    }),
    declarations: [
      {
        name: names.sample,
        type,
        initializer: `{\n${properties.join("\n")}\n}`,
      },
    ],
  };
}

function handlersInterface(
  context: EmitContext,
  scope: FileScope,
  stem: string,
  service: ServicePlan,
): InterfaceDeclarationStructure {
  return {
    kind: StructureKind.Interface,
    name: handlersName(stem),
    isExported: true,
    docs: declarationDocs({
      provenance: service.service.provenance,
      from: clark({ namespace: service.service.namespace, local: service.service.name }),
      notes: [
        "What a server of this service implements: one method per operation, receiving the validated request " +
          "and the call's context (transport, headers, credentials), resolving to the result. Throw a " +
          "`ServiceFault` to answer with a fault of your choosing; any other error becomes a fault without details.",
      ],
    }),
    methods: service.operations.map((plan) => ({
      name: interfaceMethodName(operationNames(context, plan.operation).method),
      docs: operationDocs(
        plan,
        plan.response.kind === "oneWay"
          ? ["One-way: the server answers HTTP 202 Accepted with an empty body once this resolves."]
          : [],
      ),
      parameters: [
        { name: "request", type: requestTypeText(context, scope, plan) },
        {
          name: "context",
          type: genericText(scope.use(runtimeSymbol("RequestContext")), headerTypeArguments(context, plan)),
        },
      ],
      returnType: `Promise<${resultTypeText(context, scope, plan)}>`,
    })),
  };
}

/** The bindings of a service's SOAP ports, each once, in port order. */
function soapBindings(service: ServicePlan): QName[] {
  const bindings = new Map<string, QName>();
  for (const port of service.service.ports)
    if (port.protocol === "soap11" || port.protocol === "soap12")
      bindings.set(clark(port.binding), port.binding);
  return [...bindings.values()];
}

function serviceDescriptor(
  context: EmitContext,
  scope: FileScope,
  stem: string,
  service: ServicePlan,
  documents: ServiceFileDocuments,
): VariableStatementStructure {
  const documentation = service.service.provenance.documentation;
  const bindings = soapBindings(service).map(
    (binding) =>
      `{ ns: ${namespaceText(context, scope, binding.namespace)}, local: ${JSON.stringify(binding.local)} }`,
  );
  return {
    kind: StructureKind.VariableStatement,
    leadingTrivia: "\n",
    isExported: true,
    docs: declarationDocs({
      provenance: service.service.provenance,
      from: clark({ namespace: service.service.namespace, local: service.service.name }),
      xmlName: service.service.name,
      notes: [`Mounted at \`${service.path}\`; serve it with \`createServiceListener(${stem}, handlers)\`.`],
    }),
    declarations: [
      {
        name: stem,
        type: `${scope.use(runtimeSymbol("ServiceDescriptor"))}<${handlersName(stem)}>`,
        initializer: [
          "{",
          `name: ${JSON.stringify(service.service.name)},`,
          ...(documentation === undefined ? [] : [`documentation: ${JSON.stringify(documentation)},`]),
          `version: ${JSON.stringify(documents.version)},`,
          `path: ${JSON.stringify(service.path)},`,
          `ns: ${namespaceText(context, scope, service.service.namespace)},`,
          `soapBindings: [${bindings.join(", ")}],`,
          `operations: ${scope.use(runtimeSymbol("operationList"))}<${handlersName(stem)}>(${service.operations.map((plan) => operationNames(context, plan.operation).descriptor).join(", ")}),`,
          `description: { wsdl: ${JSON.stringify(documents.wsdl)}, documents: ${scope.use(generatedSymbol("documents", documentsConstant))} },`,
          "}",
        ].join("\n"),
      },
    ],
  };
}

function clientClass(
  context: EmitContext,
  scope: FileScope,
  stem: string,
  service: ServicePlan,
): ClassDeclarationStructure {
  const soapClient = scope.use(runtimeSymbol("SoapClient"));
  const callOptions = scope.use(runtimeSymbol("CallOptions"));
  const serviceHeaders = service.operations.some((plan) => plan.inputHeaders.length > 0);
  const soapEverywhere = service.operations.every((plan) => plan.transports.includes("soap11"));
  const clientOptions = genericText(
    scope.use(runtimeSymbol("ClientOptions")),
    serviceHeaders ? [soapHeadersName(stem)] : [],
  );
  return {
    kind: StructureKind.Class,
    name: clientName(stem),
    isExported: true,
    docs: declarationDocs({
      provenance: service.service.provenance,
      from: clark({ namespace: service.service.namespace, local: service.service.name }),
      notes: [
        `A typed client of \`${service.path}\` under \`options.baseUrl\`, over the transport of \`options.transport\` ` +
          `(default ${soapEverywhere ? "SOAP 1.1" : "SOAP 1.1 where an operation offers it, else the first transport it does"}) ` +
          "or of each call's options. A call resolves to the result, or to `undefined` when the " +
          "response carries none (absent or nil), on every transport. It rejects with `SoapFaultError`, " +
          "`HttpError`, `TransportError` or `MalformedResponseError` for what came back, and before sending with a " +
          "TypeError naming each path where the request breaks its schema (`validateRequest`, on by default; " +
          "without it, `ScalarError` for a value outside its type's lexical form, such as an invalid dateTime) or " +
          "`XmlWriteError` (a character XML cannot carry, an abstract type without `$type`).",
      ],
    }),
    properties: [{ name: "#client", isReadonly: true, type: soapClient }],
    ctors: [
      {
        parameters: [{ name: "options", type: clientOptions }],
        statements: [`this.#client = new ${soapClient}(${JSON.stringify(service.path)}, options);`],
      },
    ],
    methods: service.operations.flatMap((plan) => {
      const names = operationNames(context, plan.operation);
      const input = plan.inputHeaders.length === 0 ? undefined : names.inputHeaders;
      // An empty request Body has nothing to give: the request may be left out.
      const empty = plan.bareRequest?.length === 0;
      const parameters = [
        {
          name: "request",
          type: requestTypeText(context, scope, plan),
          ...(empty ? { initializer: "{}" } : {}),
        },
        {
          name: "options",
          type: genericText(callOptions, input === undefined ? [] : [input]),
          hasQuestionToken: true,
        },
      ];
      const result = callResultTypeText(context, scope, plan);
      const call = {
        name: names.method,
        docs: operationDocs(plan, [
          `Transports: ${plan.transports.join(", ")}.`,
          ...callNotes[plan.response.kind],
        ]),
        parameters,
        returnType: `Promise<${result}>`,
        statements: [`return this.#client.call(${names.descriptor}, request, options);`],
      };
      const output = names.outputHeaders;
      if (names.withHeaders === undefined || output === undefined || plan.outputHeaders.length === 0)
        return [call];
      return [
        call,
        {
          name: names.withHeaders,
          docs: operationDocs(plan, [
            `As \`${names.method}\`, resolving to the result with the response's SOAP header blocks.`,
          ]),
          parameters,
          returnType: `Promise<${scope.use(runtimeSymbol("SoapResult"))}<${result}, ${output}>>`,
          statements: [`return this.#client.callWithHeaders(${names.descriptor}, request, options);`],
        },
      ];
    }),
  };
}

/** What a client method's docs add about how its call ends, by the kind of its response. */
const callNotes: Readonly<Record<ResponsePlan["kind"], readonly string[]>> = {
  oneWay: ["One-way: resolves once the service accepts the request (HTTP 202, or 200 with an empty body)."],
  empty: ["The response carries no result: resolves once it is read."],
  result: [],
};

/** `name<arguments>`, or `name` without arguments. */
function genericText(name: string, typeArguments: readonly string[]): string {
  return typeArguments.length === 0 ? name : `${name}<${typeArguments.join(", ")}>`;
}

/** The interface of every request header block of a service, the client's defaults. */
function serviceHeadersInterface(
  context: EmitContext,
  scope: FileScope,
  stem: string,
  service: ServicePlan,
): InterfaceDeclarationStructure[] {
  const headers = new Map<string, HeaderPlan>();
  for (const plan of service.operations)
    for (const header of plan.inputHeaders) if (!headers.has(header.key)) headers.set(header.key, header);
  if (headers.size === 0) return [];
  return [
    headersInterface(
      context,
      scope,
      soapHeadersName(stem),
      [...headers.values()],
      declarationDocs({
        provenance: service.service.provenance,
        from: clark({ namespace: service.service.namespace, local: service.service.name }),
        notes: [
          "Every SOAP header block a request of this service may carry: the client's `soapHeaders` defaults, " +
            "each sent with the calls whose operation declares it.",
        ],
      }),
    ),
  ];
}

/** What a service module says of the package: its interface version and the key of the service's WSDL. */
export interface ServiceFileDocuments {
  readonly version: string;
  readonly wsdl: string;
}

/**
 * A service module, named after the service: the handler interface a server implements, one sample and one
 * descriptor per operation, the service descriptor (path, operations, published WSDL) and the typed client.
 */
export function serviceFile(
  context: EmitContext,
  scope: FileScope,
  service: ServicePlan,
  documents: ServiceFileDocuments,
  laidOut: LaidOut[],
): StatementStructures[] {
  const stem = serviceStem(context, service.service.name);
  const samples = new SampleBuilder(
    { types: context.types, shapes: context.shapes, names: context.names, elements: context.model.elements },
    { edgeCases: false },
  );
  return [
    ...serviceHeadersInterface(context, scope, stem, service),
    ...service.operations.flatMap((plan) => [
      ...operationHeaderInterfaces(context, scope, plan),
      ...faultsInterface(context, scope, plan),
    ]),
    handlersInterface(context, scope, stem, service),
    ...service.operations.flatMap((plan) => [
      sampleStatement(context, scope, plan, samples, laidOut),
      descriptorStatement(context, scope, stem, plan),
    ]),
    serviceDescriptor(context, scope, stem, service, documents),
    clientClass(context, scope, stem, service),
  ];
}

/** A method's name in an interface: `new` quoted, as `new(...)` there would be a construct signature. */
function interfaceMethodName(name: string): string {
  return name === "new" ? JSON.stringify(name) : name;
}
