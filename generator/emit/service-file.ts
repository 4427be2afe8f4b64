import {
  StructureKind,
  VariableDeclarationKind,
  type ClassDeclarationStructure,
  type InterfaceDeclarationStructure,
  type StatementStructures,
  type VariableStatementStructure,
} from "ts-morph";
import type { Operation, QName } from "../model/index.ts";
import {
  clientName,
  documentsConstant,
  handlersName,
  markupName,
  validatorName,
  writerName,
} from "../naming/identifiers.ts";
import type { OperationNames } from "../naming/name-map.ts";
import type { OperationPlan, ServicePlan } from "../plan/operations.ts";
import { builtinCodec, namespaceText, readerRef } from "./codec-refs.ts";
import {
  elementMemberTypeText,
  generatedSymbol,
  memberName,
  typeName,
  typeOf,
  type EmitContext,
} from "./context.ts";
import { clark, declarationDocs } from "./docs.ts";
import { hasMarkup } from "./markup.ts";
import type { FileScope } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";
import { sampleLiteral } from "./sample-literal.ts";
import { SampleBuilder } from "../samples/sample-values.ts";

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

/** Type text of an operation's request object. */
function requestTypeText(context: EmitContext, scope: FileScope, plan: OperationPlan): string {
  return scope.use(generatedSymbol("types", typeName(context, plan.requestType), true));
}

/** Type text of an operation's result: `| null` when nillable, `| undefined` when it may be absent. */
export function resultTypeText(context: EmitContext, scope: FileScope, plan: OperationPlan): string {
  const text = elementMemberTypeText(context, scope, plan.result);
  return plan.result.optional ? `${text} | undefined` : text;
}

function operationDocs(plan: OperationPlan, notes: readonly string[] = []) {
  return declarationDocs({
    provenance: plan.operation.provenance,
    from: clark({ namespace: plan.operation.namespace, local: plan.operation.name }),
    notes,
  });
}

/** Whether a type reference is a complex type (read and written by generated functions). */
function isComplex(context: EmitContext, plan: OperationPlan): boolean {
  return plan.result.type.kind === "defined" && typeOf(context, plan.result.type.id).kind === "complexType";
}

function parameterEntries(context: EmitContext, scope: FileScope, plan: OperationPlan): string[] {
  const request = requestTypeText(context, scope, plan);
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
function resultWriter(context: EmitContext, scope: FileScope, plan: OperationPlan): string {
  if (plan.result.type.kind === "defined" && isComplex(context, plan))
    return scope.use(generatedSymbol("types", writerName(typeName(context, plan.result.type.id))));
  const codec = readerRef(context, scope, plan.result.type);
  return `(w, ns, local, value) => ${scope.use(runtimeSymbol("writeValue"))}(w, ns, local, ${codec}, value)`;
}

/**
 * `markupRequest` and `markupResult`: the markup functions of the request's and the result's types, where the
 * type has one and the operation is in the package's namespace, the namespace the SOAP envelope declares as
 * default, so that the markup goes into the body as it is.
 */
function markupEntries(context: EmitContext, scope: FileScope, plan: OperationPlan): string[] {
  if (plan.requestElement.name.namespace !== context.namespace) return [];
  const entry = (property: string, id: string) =>
    hasMarkup(context, id)
      ? [`${property}: ${scope.use(generatedSymbol("types", markupName(typeName(context, id))))},`]
      : [];
  const result = plan.result.type;
  return [
    ...entry("markupRequest", plan.requestType),
    ...(result.kind === "defined" ? entry("markupResult", result.id) : []),
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
  const result = plan.result;
  const occurs = [
    ...(result.optional ? [] : ["required: true"]),
    ...(result.nillable ? ["nillable: true"] : []),
  ];
  const complexResult = result.type.kind === "defined" && isComplex(context, plan);
  const documentation = plan.operation.provenance.documentation;
  const lines = [
    "{",
    `name: ${JSON.stringify(plan.operation.name)},`,
    ...(documentation === undefined ? [] : [`documentation: ${JSON.stringify(documentation)},`]),
    `requestElement: ${JSON.stringify(plan.requestElement.name.local)},`,
    `ns: ${namespaceText(context, scope, plan.requestElement.name.namespace)},`,
    `transports: ${JSON.stringify(plan.transports)},`,
    `soapAction: ${JSON.stringify(plan.soapAction)},`,
    `responseElement: ${JSON.stringify(plan.responseElement.name.local)},`,
    `resultElement: ${JSON.stringify(result.name.local)},`,
    `plainResultElement: ${JSON.stringify(plan.plainResultElement.local)},`,
    `request: ${scope.use(generatedSymbol("types", requestName))},`,
    `writeRequest: ${scope.use(generatedSymbol("types", writerName(requestName)))},`,
    ...markupEntries(context, scope, plan),
    `validateRequest: ${scope.use(generatedSymbol("types", validatorName(requestName)))},`,
    "parameters: [",
    ...parameterEntries(context, scope, plan),
    "],",
    `result: ${readerRef(context, scope, result.type)},`,
    `resultOccurs: { ${occurs.join(", ")} },`,
    `writeResult: ${resultWriter(context, scope, plan)},`,
    ...(complexResult && result.type.kind === "defined"
      ? [
          `validateResult: ${scope.use(generatedSymbol("types", validatorName(typeName(context, result.type.id))))},`,
        ]
      : []),
    `sample: ${names.sample},`,
    `invoke: (handlers, request, context) => handlers.${names.method}(request, context),`,
    "}",
  ];
  return {
    kind: StructureKind.VariableStatement,
    leadingTrivia: "\n",
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: operationDocs(plan, [
      `How \`${plan.operation.name}\` travels: names, SOAP action, transports, codecs of its request and result.`,
    ]),
    declarations: [
      {
        name: names.descriptor,
        type: `${scope.use(runtimeSymbol("OperationDescriptor"))}<${request}, ${resultTypeText(context, scope, plan)}, ${handlersName(stem)}>`,
        initializer: lines.join("\n"),
      },
    ],
  };
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
): VariableStatementStructure {
  const names = operationNames(context, plan.operation);
  const request = samples.value(
    { kind: "defined", id: plan.requestType },
    plan.requestElement.name.local,
    0,
    0,
  );
  const result = samples.member(plan.result, 0, 0);
  return {
    kind: StructureKind.VariableStatement,
    leadingTrivia: "\n",
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
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
        type: `${scope.use(runtimeSymbol("OperationSample"))}<${requestTypeText(context, scope, plan)}, ${resultTypeText(context, scope, plan)}>`,
        initializer: `{ request: ${sampleLiteral(request)}, result: ${result === undefined ? "undefined" : sampleLiteral(result)} }`,
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
      name: operationNames(context, plan.operation).method,
      docs: operationDocs(plan),
      parameters: [
        { name: "request", type: requestTypeText(context, scope, plan) },
        { name: "context", type: scope.use(runtimeSymbol("RequestContext")) },
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
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
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
          `operations: [${service.operations.map((plan) => operationNames(context, plan.operation).descriptor).join(", ")}],`,
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
  return {
    kind: StructureKind.Class,
    name: clientName(stem),
    isExported: true,
    docs: declarationDocs({
      provenance: service.service.provenance,
      from: clark({ namespace: service.service.namespace, local: service.service.name }),
      notes: [
        `A typed client of \`${service.path}\` under \`options.baseUrl\`, over the transport of \`options.transport\` ` +
          "(default SOAP 1.1) or of each call's options. Rejects with `SoapFaultError`, `HttpError`, " +
          "`TransportError` or `MalformedResponseError`.",
      ],
    }),
    properties: [{ name: "#client", isReadonly: true, type: soapClient }],
    ctors: [
      {
        parameters: [{ name: "options", type: scope.use(runtimeSymbol("ClientOptions")) }],
        statements: [`this.#client = new ${soapClient}(${JSON.stringify(service.path)}, options);`],
      },
    ],
    methods: service.operations.map((plan) => {
      const names = operationNames(context, plan.operation);
      return {
        name: names.method,
        docs: operationDocs(plan, [`Transports: ${plan.transports.join(", ")}.`]),
        parameters: [
          { name: "request", type: requestTypeText(context, scope, plan) },
          { name: "options", type: callOptions, hasQuestionToken: true },
        ],
        returnType: `Promise<${resultTypeText(context, scope, plan)}>`,
        statements: [`return this.#client.call(${names.descriptor}, request, options);`],
      };
    }),
  };
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
): StatementStructures[] {
  const stem = serviceStem(context, service.service.name);
  const samples = new SampleBuilder({ types: context.types, shapes: context.shapes, names: context.names });
  return [
    handlersInterface(context, scope, stem, service),
    ...service.operations.flatMap((plan) => [
      sampleStatement(context, scope, plan, samples),
      descriptorStatement(context, scope, stem, plan),
    ]),
    serviceDescriptor(context, scope, stem, service, documents),
    clientClass(context, scope, stem, service),
  ];
}
