import type { CredentialParameters } from "../config.ts";
import type { Diagnostic } from "../diagnostics.ts";
import type {
  ElementDeclaration,
  HttpOperationBinding,
  Message,
  MessagePart,
  Model,
  Operation,
  Protocol,
  QName,
  RpcWrappers,
  Service,
  SoapHeader,
  SoapOperationBinding,
  SourceLocation,
  TypeDefinition,
  TypeId,
  TypeRef,
} from "../model/index.ts";
import type { ComplexShape, ElementMember } from "../shape/compute-shapes.ts";
import { globalElement } from "../model/lookup.ts";
import { planFaults, type FaultPlan } from "./faults.ts";
import { isSimple, plainBindingProblem, plainOutputProblem, plainParameterProblem } from "./plain-only.ts";

/** The runtime's names of the four transports. */
export type Transport = "soap11" | "soap12" | "get" | "post";

const transportOfProtocol: Readonly<Record<Protocol, Transport>> = {
  soap11: "soap11",
  soap12: "soap12",
  httpGet: "get",
  httpPost: "post",
};

const transportOrder: readonly Transport[] = ["soap11", "soap12", "get", "post"];

/** The runtime's names of the transports of `protocols`, each once, in the runtime's order. */
export function transportsOf(protocols: readonly Protocol[]): Transport[] {
  return transportOrder.filter((transport) =>
    protocols.some((protocol) => transportOfProtocol[protocol] === transport),
  );
}

/** A request member sent as an HTTP GET query / POST form field (and handed to the auth hook if a credential). */
export interface ParameterPlan {
  /** The member of the request type. */
  readonly member: ElementMember;
  /** One of the configured credential parameters. */
  readonly credential: boolean;
  /** A credential never written to errors or logs. */
  readonly secret: boolean;
}

/** One SOAP header block of an operation: the element, under its local name in the headers object. */
export interface HeaderPlan {
  /** Property of the headers object: the element's local name. */
  readonly key: string;
  /** The header block's global element. */
  readonly element: ElementDeclaration;
  /** The `soap:header` (or `soap:headerfault`) it comes from (the first, when bindings repeat it). */
  readonly header: SoapHeader;
}

/** What a request travels as. */
export interface RequestPlan {
  /** The SOAP body's request element; its type is the request object. */
  readonly requestElement: ElementDeclaration;
  /** Id of the request element's complex type. */
  readonly requestType: TypeId;
  /** As {@link OperationPlan.requestSubstituted}. */
  readonly requestSubstituted: boolean;
  /** As {@link OperationPlan.bareRequest}. */
  readonly bareRequest: readonly QName[] | undefined;
}

/**
 * How one operation is called: its request element's value is the request; what answers it is its
 * {@link ResponsePlan}.
 */
export interface OperationPlan {
  readonly operation: Operation;
  /** The SOAP body's request element; its type is the request object. */
  readonly requestElement: ElementDeclaration;
  /** Id of the request element's complex type. */
  readonly requestType: TypeId;
  /**
   * The request element is an abstract head: one of the elements of its substitution group stands in the body,
   * and the request is that element's value under its property (SOAP only).
   */
  readonly requestSubstituted: boolean;
  /**
   * The SOAP Body holds the request's parts side by side, with no request element (document style, a message
   * of several parts, of a `type` part, or of none): the names its first element may have, which tell the
   * operation where the SOAP action does not (each element of the substitution group an abstract first part stands
   * for; none for an empty Body). `requestElement` then stands for the Body, its type with one member per part.
   */
  readonly bareRequest: readonly QName[] | undefined;
  /**
   * The request of the SOAP 1.2 bindings where their soap:body carries other parts than the SOAP 1.1 bindings'
   * (a type of its own, `RouteSoap12Input`): a call over SOAP 1.2 sends it, and the server reads it from SOAP 1.2
   * requests. The request above is then the SOAP 1.1 bindings'.
   */
  readonly soap12Request: RequestPlan | undefined;
  /** What answers a call: a result, a response without one, or nothing (one-way). */
  readonly response: ResponsePlan;
  /** Transports of the operation's bindings, GET/POST only when every member fits a query field. */
  readonly transports: readonly Transport[];
  /** SOAPAction of the SOAP 1.1 binding, else of the SOAP 1.2 binding; where empty, its port type's explicit action. */
  readonly soapAction: string;
  /**
   * The other actions a server takes as its SOAP action: the port type's explicit request actions and each SOAP
   * binding's own soapAction (empty where it writes none), that differ from `soapAction`.
   */
  readonly otherActions: readonly string[];
  /** rpc/encoded: the body is written and read in SOAP encoding (SOAP 1.1 section 5, SOAP 1.2 part 2 section 3). */
  readonly encoded: boolean;
  /**
   * The rpc request and response wrappers read in any namespace: those whose namespace the WSDL leaves unnamed,
   * and a request whose soap:body names another than the WSDL's targetNamespace (node-soap sends that one).
   */
  readonly impliedNamespaces: { readonly request: boolean; readonly response: boolean };
  /** Members as query/form fields (all of them when GET/POST are offered, else only the credentials). */
  readonly parameters: readonly ParameterPlan[];
  /** SOAP header blocks of the request, of every SOAP binding, in document order. */
  readonly inputHeaders: readonly HeaderPlan[];
  /** SOAP header blocks of the response. */
  readonly outputHeaders: readonly HeaderPlan[];
  /** Header blocks of a fault about a header (`soap:headerfault`). */
  readonly headerFaults: readonly HeaderPlan[];
  /** The declared faults whose detail is typed, in declaration order. */
  readonly faults: readonly FaultPlan[];
  /** WS-Addressing of the SOAP bindings that use it; undefined where none does. */
  readonly addressing: AddressingPlan | undefined;
  /** The SOAP transports whose bindings take MTOM packages only, in the runtime's order. */
  readonly mtom: readonly Transport[];
}

/** How an operation's SOAP bindings use WS-Addressing 1.0. */
export interface AddressingPlan {
  /** The SOAP transports whose bindings use it, in the runtime's order. */
  readonly transports: readonly Transport[];
  /** One of those bindings requires the headers (else they are optional). */
  readonly required: boolean;
  /** The request's `wsa:Action`. */
  readonly input: string;
  /** The response's `wsa:Action`; undefined for a one-way operation. */
  readonly output: string | undefined;
}

/** What answers a call of an operation. */
export type ResponsePlan = OneWayResponse | EmptyResponse | ResultResponse;

/** A one-way operation (no `wsdl:output`): no response message; the server answers HTTP 202 with no body. */
export interface OneWayResponse {
  readonly kind: "oneWay";
}

/**
 * A response that carries no result, so a call resolves to nothing: an empty SOAP body (an output message
 * without body parts), or a response element without content (an rpc wrapper of no parts, an empty sequence).
 */
export interface EmptyResponse {
  readonly kind: "empty";
  /** The response element, absent for an empty body. */
  readonly element: ElementDeclaration | undefined;
}

/**
 * A response with a result: the response element's single child where it wraps one (document/literal wrapped),
 * else the response element's value.
 */
export interface ResultResponse {
  readonly kind: "result";
  /** The SOAP response element (`GetMealsResponse`). */
  readonly element: ElementDeclaration;
  /**
   * Its single child element, the result (`getMealsResult`); absent when the response element has other
   * content (no child, several, a repeated one, attributes): the response element's whole value is then the result.
   */
  readonly result: ElementMember | undefined;
  /** Type of the result: the result element's, else the response element's. */
  readonly type: TypeRef;
  /** The response element is an abstract head, the result one of its stand-ins as for the request. */
  readonly substituted: boolean;
  /** The SOAP Body holds the response's parts side by side; `element` then stands for the Body. */
  readonly bare: boolean;
  /** Root element of plain GET/POST responses: the HTTP bindings' mimeXml part, else the result's name. */
  readonly plainElement: QName;
  /**
   * The operation is bound to HTTP GET/POST only and its response document's root, the whole result, is
   * nillable: a handler answers a nil root with `null`.
   */
  readonly nilRoot: boolean;
}

/** The client/server plan of a service: path, and one plan per operation that fits the wrapped style. */
export interface ServicePlan {
  readonly service: Service;
  /** Path of the service (from its first port's address): `/15/SOAP/NonStaticXMLAPI.asmx`. */
  readonly path: string;
  readonly operations: readonly OperationPlan[];
}

/** What planning reads. */
export interface OperationPlanInputs {
  readonly model: Model;
  readonly shapes: ReadonlyMap<TypeId, ComplexShape>;
  readonly types: ReadonlyMap<TypeId, TypeDefinition>;
  readonly credentials: CredentialParameters;
}

/**
 * The parts of a message's body: those its soap:body names (`listed`) where it names them, else its parts but
 * those its own headers carry.
 */
function bodyParts(
  message: Message,
  headers: readonly SoapHeader[],
  listed: readonly string[] | undefined,
): readonly MessagePart[] {
  if (listed !== undefined) return message.parts.filter((part) => listed.includes(part.name));
  const headerParts = new Set(headers.filter((header) => !header.implicit).map((header) => header.part));
  return message.parts.filter((part) => !headerParts.has(part.name));
}

/** The element of a message's body: its one part, leaving out the parts its own headers carry. */
function elementOf(
  model: Model,
  message: Message | undefined,
  headers: readonly SoapHeader[] = [],
  listed?: readonly string[],
): ElementDeclaration | undefined {
  const parts = message === undefined ? [] : bodyParts(message, headers, listed);
  const name = parts.length === 1 ? parts[0]?.element : undefined;
  return name === undefined ? undefined : globalElement(model, name);
}

/**
 * Why a document-style message does not give the body one element (of complex type where `complex`), in the
 * words of the warning that leaves its operation out; undefined when it does.
 */
function bodyProblem(
  inputs: OperationPlanInputs,
  direction: "input" | "output",
  message: Message,
  headers: readonly SoapHeader[],
  listed: readonly string[] | undefined,
  complex: boolean,
): string | undefined {
  const parts = bodyParts(message, headers, listed);
  const [part] = parts;
  const which = `its ${direction} message '${message.name.local}'`;
  if (part === undefined) return `${which} has no body part`;
  if (parts.length > 1)
    return `${which} has ${parts.length} body parts (${parts.map((each) => `'${each.name}'`).join(", ")}), where document style takes one`;
  if (part.element === undefined)
    return `${which} has part '${part.name}' of a type, where document style takes an element`;
  const element = globalElement(inputs.model, part.element);
  if (element === undefined) return `${which} names no declared element`;
  if (!complex) return undefined;
  const type = element.type.kind === "defined" ? inputs.types.get(element.type.id) : undefined;
  return type?.kind === "complexType"
    ? undefined
    : `${which} is element {${element.name.namespace}}${element.name.local} of a simple or built-in type, where the request must be of a complex type`;
}

/**
 * A declaration standing for the SOAP Body of a bare message: named after the operation, of the Body's type, in
 * `namespace` (the other message's element's, which the descriptor's `ns` gives both).
 */
function bareBody(operation: Operation, type: TypeId, namespace: string): ElementDeclaration {
  return {
    kind: "elementDeclaration",
    name: { namespace, local: operation.name },
    type: { kind: "defined", id: type },
    nillable: false,
    abstract: false,
    block: [],
    provenance: operation.provenance,
  };
}

/** The header blocks of every SOAP binding, once per element; a reason when two share a local name. */
function headerPlans(
  model: Model,
  headers: readonly SoapHeader[],
): readonly HeaderPlan[] | { readonly unsupported: string } {
  const plans = new Map<string, HeaderPlan>();
  for (const header of headers) {
    const element = globalElement(model, header.element);
    if (element === undefined) continue;
    const known = plans.get(header.element.local);
    if (known === undefined) plans.set(header.element.local, { key: header.element.local, element, header });
    else if (known.element !== element)
      return {
        unsupported: `its header blocks {${known.element.name.namespace}}${header.element.local} and {${header.element.namespace}}${header.element.local} share a local name`,
      };
  }
  return [...plans.values()];
}

function objectMembers(
  inputs: OperationPlanInputs,
  element: ElementDeclaration,
): ElementMember[] | undefined {
  if (element.type.kind !== "defined") return undefined;
  const shape = inputs.shapes.get(element.type.id);
  if (shape?.kind !== "object") return undefined;
  if (shape.members.some((member) => member.kind !== "element")) return undefined;
  return shape.members.filter((member) => member.kind === "element");
}

/**
 * The names a bare Body of `members` may begin with: its first member's, or where that is an element of the
 * substitution group the first part stands for, every element of that group; none for an empty Body.
 */
function firstNames(
  inputs: OperationPlanInputs,
  body: ElementDeclaration,
  members: readonly ElementMember[],
): readonly QName[] {
  const [first] = members;
  if (first === undefined) return [];
  const shape = body.type.kind === "defined" ? inputs.shapes.get(body.type.id) : undefined;
  const group = shape?.kind === "object" ? shape.choices : [];
  const keys = group
    .find(
      (choice) =>
        choice.substitutionGroup !== undefined &&
        choice.branches.some((branch) => branch.includes(first.key)),
    )
    ?.branches.flat();
  return keys === undefined
    ? [first.name]
    : members.filter((member) => keys.includes(member.key)).map((member) => member.name);
}

function servicePath(service: Service): string {
  const address = service.ports[0]?.address;
  if (address === undefined) return `/${service.name}`;
  try {
    return new URL(address).pathname;
  } catch {
    return `/${service.name}`;
  }
}

/** Why an operation gets no client method or handler, and where (default: the port type's operation). */
interface Unsupported {
  readonly unsupported: string;
  readonly location?: SourceLocation;
}

/**
 * An operation whose SOAP bindings the plan cannot write: document/encoded is not supported; an rpc one is
 * planned through its wrapper elements, so every SOAP binding must be rpc with the same wrappers and the same
 * `use`, or none may be. A document-style request may differ between the SOAP 1.1 and the SOAP 1.2 bindings
 * only: a call says its SOAP version, not its binding.
 */
function unsupportedBinding(operation: Operation): Unsupported | undefined {
  const soapBindings = operation.bindings.filter(
    (binding): binding is SoapOperationBinding => binding.kind === "soapBinding",
  );
  const encoded = soapBindings.find((binding) => binding.use === "encoded" && binding.style === "document");
  if (encoded !== undefined)
    return {
      unsupported: `its SOAP binding '${encoded.binding.local}' is document/encoded, and SOAP encoding is supported with rpc style only`,
      location: encoded.provenance.source,
    };
  const first = primaryBinding(soapBindings);
  if (first === undefined) return undefined;
  if (first.style === "rpc" && first.rpcWrappers === undefined)
    return { unsupported: "its rpc wrapper elements could not be made", location: first.provenance.source };
  // A document-style request may differ between SOAP versions (each binding gets its own), never within one.
  const soap12 = soapBindings.find((binding) => binding.protocol === "soap12");
  const sameRequest = (binding: SoapOperationBinding) =>
    requestKey(binding) === requestKey(first) ||
    (binding.style === "document" &&
      first.style === "document" &&
      binding.protocol === "soap12" &&
      first.protocol === "soap11" &&
      requestKey(binding) === requestKey(soap12));
  const other = soapBindings.find(
    (binding) =>
      binding.style !== first.style ||
      binding.use !== first.use ||
      !sameRequest(binding) ||
      binding.bareBodies?.response !== first.bareBodies?.response ||
      wrapperKey(binding.rpcWrappers?.response) !== wrapperKey(first.rpcWrappers?.response),
  );
  return other === undefined
    ? undefined
    : {
        unsupported: `its SOAP bindings '${first.binding.local}' and '${other.binding.local}' put different elements in the body${other.style === first.style && other.use === first.use ? "" : ` (${first.style}/${first.use} and ${other.style}/${other.use})`}`,
        location: other.provenance.source,
      };
}

function wrapperKey(name: QName | undefined): string {
  return name === undefined ? "" : `{${name.namespace}}${name.local}`;
}

/**
 * What answers `operation`: nothing where it has no output (one-way), an empty body where its output message
 * has no body part, else the response element (its rpc wrapper, or the Body of a bare response's type `bare`, in
 * `namespace`), which holds no result where it has no content.
 */
function responsePlan(
  inputs: OperationPlanInputs,
  operation: Operation,
  rpc: RpcWrappers | undefined,
  headers: readonly SoapHeader[],
  listed: readonly string[] | undefined,
  bare: { readonly type: TypeId; readonly namespace: string } | undefined,
  plainOnly: boolean,
): ResponsePlan | Unsupported {
  const output = operation.output;
  if (output === undefined) return { kind: "oneWay" };
  if (rpc === undefined && bare === undefined && bodyParts(output, headers, listed).length === 0)
    return { kind: "empty", element: undefined };
  const problem =
    rpc === undefined && bare === undefined
      ? plainOnly
        ? plainOutputProblem(inputs.model, output)
        : bodyProblem(inputs, "output", output, headers, listed, false)
      : undefined;
  if (problem !== undefined) return { unsupported: problem };
  const element =
    bare !== undefined
      ? bareBody(operation, bare.type, bare.namespace)
      : rpc?.response === undefined
        ? elementOf(inputs.model, output, headers, listed)
        : globalElement(inputs.model, rpc.response);
  if (element === undefined) return { unsupported: "its response wrapper is not a declared element" };
  const substituted = element.substitutes !== undefined;
  const members = substituted ? undefined : objectMembers(inputs, element);
  const type = element.type.kind === "defined" ? inputs.types.get(element.type.id) : undefined;
  // Only a type no derived type may stand in for is empty on every response (`xsi:type` could add content).
  if (
    members?.length === 0 &&
    type?.kind === "complexType" &&
    type.derivedTypes.length === 0 &&
    !type.abstract
  )
    return { kind: "empty", element };
  const [single] = members ?? [];
  // A GET/POST response's root is the output part's element, whole: it is never unwrapped. Neither is one whose
  // type a derived type may stand in for: the result would lose the members `xsi:type` adds.
  const extensible = type?.kind === "complexType" && (type.derivedTypes.length !== 0 || type.abstract);
  const result =
    !plainOnly && !extensible && members?.length === 1 && single !== undefined && !single.repeated
      ? single
      : undefined;
  const plainOutput = operation.bindings.flatMap((binding) =>
    binding.kind === "httpBinding" && binding.outputMessage !== undefined ? [binding.outputMessage] : [],
  )[0];
  return {
    kind: "result",
    element,
    result,
    type: result?.type ?? element.type,
    substituted,
    bare: bare !== undefined,
    plainElement: elementOf(inputs.model, plainOutput)?.name ?? result?.name ?? element.name,
    nilRoot: plainOnly && element.nillable,
  };
}

/** The SOAP 1.1 binding of an operation, else its first SOAP binding: the one whose request the plan names first. */
function primaryBinding(soapBindings: readonly SoapOperationBinding[]): SoapOperationBinding | undefined {
  return soapBindings.find((binding) => binding.protocol === "soap11") ?? soapBindings[0];
}

/** What a binding puts in the request's Body: its bare Body type, or its rpc wrapper. */
function requestKey(binding: SoapOperationBinding | undefined): string {
  return `${binding?.bareBodies?.request ?? ""} ${wrapperKey(binding?.rpcWrappers?.request)}`;
}

/**
 * The request of `binding`: its bare Body, rpc wrapper or the input's element part (the parts `headers` carry
 * left out), or for an operation of HTTP bindings only the type of its parameters (`parametersType`), with the
 * members GET/POST could take.
 */
function requestPlan(
  inputs: OperationPlanInputs,
  operation: Operation,
  binding: SoapOperationBinding | undefined,
  headers: readonly SoapHeader[],
  outputHeaders: readonly SoapHeader[],
  parametersType: TypeId | undefined,
): (RequestPlan & { readonly requestMembers: ElementMember[] | undefined }) | Unsupported {
  const rpc = binding?.rpcWrappers;
  const bare = binding?.bareBodies;
  const requestProblem =
    rpc === undefined && bare?.request === undefined && parametersType === undefined
      ? bodyProblem(inputs, "input", operation.input, headers, binding?.inputBodyParts, true)
      : undefined;
  if (requestProblem !== undefined) return { unsupported: requestProblem };
  const requestElement =
    parametersType !== undefined
      ? bareBody(
          operation,
          parametersType,
          elementOf(inputs.model, operation.output)?.name.namespace ?? operation.namespace,
        )
      : bare?.request !== undefined
        ? bareBody(
            operation,
            bare.request,
            (bare.response === undefined
              ? elementOf(inputs.model, operation.output, outputHeaders, binding?.outputBodyParts)
              : undefined
            )?.name.namespace ?? operation.namespace,
          )
        : rpc === undefined
          ? elementOf(inputs.model, operation.input, headers, binding?.inputBodyParts)
          : globalElement(inputs.model, rpc.request);
  if (
    requestElement === undefined ||
    requestElement.type.kind !== "defined" ||
    inputs.types.get(requestElement.type.id)?.kind !== "complexType"
  )
    return { unsupported: "its request wrapper is not an element of complex type" };
  // A request with attributes or simple content travels in SOAP only: GET/POST fields are its child elements.
  const requestSubstituted = requestElement.substitutes !== undefined;
  const requestMembers = requestSubstituted ? undefined : objectMembers(inputs, requestElement);
  const bareRequest =
    bare?.request === undefined || requestMembers === undefined
      ? undefined
      : firstNames(inputs, requestElement, requestMembers);
  if (bare?.request !== undefined && bareRequest === undefined)
    return { unsupported: "a body part of its input message stands for a substitution group" };
  return {
    requestElement,
    requestType: requestElement.type.id,
    requestSubstituted,
    bareRequest,
    requestMembers,
  };
}

function planOperation(
  inputs: OperationPlanInputs,
  operation: Operation,
  faults: readonly FaultPlan[],
): OperationPlan | Unsupported {
  const refused = unsupportedBinding(operation);
  if (refused !== undefined) return refused;
  const soapBindings = operation.bindings.filter(
    (binding): binding is SoapOperationBinding => binding.kind === "soapBinding",
  );
  const inputHeaders = headerPlans(
    inputs.model,
    soapBindings.flatMap((binding) => binding.inputHeaders),
  );
  const outputHeaders = headerPlans(
    inputs.model,
    soapBindings.flatMap((binding) => binding.outputHeaders),
  );
  const headerFaults = headerPlans(
    inputs.model,
    soapBindings.flatMap((binding) =>
      [...binding.inputHeaders, ...binding.outputHeaders].flatMap((header) => header.faults),
    ),
  );
  if ("unsupported" in inputHeaders) return inputHeaders;
  if ("unsupported" in outputHeaders) return outputHeaders;
  if ("unsupported" in headerFaults) return headerFaults;
  const primary = primaryBinding(soapBindings);
  const rpc = primary?.rpcWrappers;
  const bare = primary?.bareBodies;
  const inputHeaderList = soapBindings.flatMap((binding) => binding.inputHeaders);
  const outputHeaderList = soapBindings.flatMap((binding) => binding.outputHeaders);
  // Bound to HTTP GET/POST only: no SOAP message types the request, so the parts do (`parametersType`).
  const plainOnly = soapBindings.length === 0;
  const httpBindings = operation.bindings.filter(
    (binding): binding is HttpOperationBinding => binding.kind === "httpBinding",
  );
  const plainProblem = plainOnly ? plainBindingProblem(httpBindings) : undefined;
  if (plainProblem !== undefined) return plainProblem;
  const parametersType = plainOnly ? httpBindings[0]?.parametersType : undefined;
  const request = requestPlan(inputs, operation, primary, inputHeaderList, outputHeaderList, parametersType);
  if ("unsupported" in request) return request;
  const { requestElement, requestMembers } = request;
  const variant = soapBindings.find(
    (binding) => binding.protocol === "soap12" && requestKey(binding) !== requestKey(primary),
  );
  const soap12Request =
    variant === undefined
      ? undefined
      : requestPlan(inputs, operation, variant, variant.inputHeaders, outputHeaderList, undefined);
  if (soap12Request !== undefined && "unsupported" in soap12Request) return soap12Request;
  const response = responsePlan(
    inputs,
    operation,
    rpc,
    outputHeaderList,
    primary?.outputBodyParts,
    bare?.response === undefined
      ? undefined
      : { type: bare.response, namespace: requestElement.name.namespace },
    plainOnly,
  );
  if ("unsupported" in response) return response;
  if (plainOnly) {
    const problem =
      response.kind === "result" && response.substituted
        ? "its output element is an abstract head, and a GET/POST response cannot say which element stands there"
        : plainParameterProblem(inputs.types, operation, requestMembers, parametersType !== undefined);
    if (problem !== undefined) return { unsupported: problem };
  }
  // An abstract head's stand-ins have no GET/POST form: the fields could not say which element they are. A
  // response of several parts has no one root element for GET/POST to answer with.
  const plainFits =
    !(
      response.kind === "result" &&
      (response.substituted || (response.bare && response.result === undefined))
    ) &&
    requestMembers !== undefined &&
    requestMembers.every((member) => isSimple(inputs.types, member) && !member.repeated);
  const transports = transportsOf(operation.bindings.map((binding) => binding.protocol)).filter(
    (transport) => plainFits || transport === "soap11" || transport === "soap12",
  );
  const actionBinding = soapBindings.find((binding) => binding.protocol === "soap11") ?? soapBindings[0];
  // Where the binding's soapAction is empty, the port type's explicit action, as JAX-WS RI clients send it: a
  // server then tells apart operations that share a request element and differ by action only (IHE XCPD's).
  const soapAction = actionBinding?.soapAction || (actionBinding?.declaredInputAction ?? "");
  const { parameters: credentialNames, secret } = inputs.credentials;
  const parameters = (requestMembers ?? [])
    .filter((member) => isSimple(inputs.types, member) && !member.repeated)
    .map((member) => ({
      member,
      credential: credentialNames.includes(member.name.local),
      secret: secret.includes(member.name.local),
    }))
    .filter((parameter) => plainFits || parameter.credential);
  return {
    operation,
    requestElement,
    requestType: request.requestType,
    requestSubstituted: request.requestSubstituted,
    bareRequest: request.bareRequest,
    soap12Request:
      soap12Request === undefined
        ? undefined
        : {
            requestElement: soap12Request.requestElement,
            requestType: soap12Request.requestType,
            requestSubstituted: soap12Request.requestSubstituted,
            bareRequest: soap12Request.bareRequest,
          },
    response,
    transports,
    soapAction,
    // The server takes each binding's own soapAction too: a client going by the binding sends it, an empty one
    // where the port type's action stands in for it above (WS-I BP R2745; PHP's SoapClient, .NET's wsdl.exe
    // proxies and zeep do).
    otherActions: [
      ...new Set(
        soapBindings.flatMap((binding) => [
          binding.soapAction,
          binding.declaredInputAction ?? binding.soapAction,
        ]),
      ),
    ].filter((action) => action !== soapAction),
    encoded: soapBindings[0]?.use === "encoded",
    impliedNamespaces: {
      // node-soap's client and server write an rpc wrapper in the WSDL's targetNamespace whatever soap:body names.
      request:
        rpc !== undefined &&
        (rpc.requestNamespaceImplied === true || rpc.request.namespace !== operation.namespace),
      response:
        rpc?.response !== undefined &&
        (rpc.responseNamespaceImplied === true || rpc.response.namespace !== operation.namespace),
    },
    parameters,
    inputHeaders,
    outputHeaders,
    headerFaults,
    faults,
    addressing: addressingPlan(soapBindings),
    mtom: transportsOf(
      soapBindings.filter((binding) => binding.mtom === true).map((binding) => binding.protocol),
    ),
  };
}

/**
 * WS-Addressing of the SOAP bindings of an operation that use it: their actions are the port type's (or, for
 * the input, the first one's soapAction where the port type writes none).
 */
function addressingPlan(soapBindings: readonly SoapOperationBinding[]): AddressingPlan | undefined {
  const addressed = soapBindings.filter((binding) => binding.addressing !== undefined);
  const first = addressed[0];
  if (first?.inputAction === undefined) return undefined;
  return {
    transports: transportsOf(addressed.map((binding) => binding.protocol)),
    required: addressed.some((binding) => binding.addressing === "required"),
    input: first.inputAction,
    output: first.outputAction,
  };
}

/**
 * Plans the typed client and server of every service. An operation whose messages are neither one element (of
 * complex type for the request) nor a bare Body of parts is left out with a warning naming it, never silently.
 */
export function planServices(inputs: OperationPlanInputs): {
  readonly services: readonly ServicePlan[];
  readonly diagnostics: readonly Diagnostic[];
} {
  const diagnostics: Diagnostic[] = [];
  const services = inputs.model.services.map((service) => ({
    service,
    path: servicePath(service),
    operations: service.operations.flatMap((operation) => {
      const faults = planFaults(inputs.model, operation);
      const plan = planOperation(inputs, operation, faults.faults);
      if ("unsupported" in plan) {
        diagnostics.push({
          severity: "warning",
          message: `operation ${operation.name} of service ${service.name} gets no client method or handler: ${plan.unsupported}`,
          location: plan.location ?? operation.provenance.source,
        });
        return [];
      }
      diagnostics.push(...faults.diagnostics);
      return [plan];
    }),
  }));
  // One listener answers at a path, for every service there (mockListeners, createServicesListener).
  const byPath = new Map<string, (typeof services)[number][]>();
  for (const each of services) {
    const key = each.path.toLowerCase();
    byPath.set(key, [...(byPath.get(key) ?? []), each]);
  }
  for (const group of byPath.values())
    diagnostics.push(...indistinguishable(group.flatMap(({ operations }) => operations)));
  return { services, diagnostics };
}

/**
 * A warning for each SOAP operation whose requests the server cannot tell from an earlier one's among the
 * `operations` at one path (of one service or several): the same SOAP action (or none) and the same first Body
 * element. The server answers them with a Client fault saying so; the WSDL's author can give them distinct
 * actions.
 */
function indistinguishable(operations: readonly OperationPlan[]): Diagnostic[] {
  const several = new Set(operations.map((plan) => plan.operation.service)).size > 1;
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, OperationPlan>();
  for (const plan of operations) {
    if (!plan.transports.some((transport) => transport === "soap11" || transport === "soap12")) continue;
    const begins = plan.bareRequest ?? [plan.requestElement.name];
    const keys = begins.length === 0 ? [""] : begins.map((name) => `{${name.namespace}}${name.local}`);
    const earlier = keys
      .map((key) => seen.get(`${plan.soapAction} ${key}`))
      .find((each) => each !== undefined);
    if (earlier !== undefined) {
      const body = keys[0] === "" ? "an empty Body" : `the Body element ${keys[0] ?? ""}`;
      diagnostics.push({
        severity: "warning",
        message: `operations ${
          !several
            ? `${earlier.operation.name} and ${plan.operation.name} of service ${plan.operation.service}`
            : `${earlier.operation.name} of service ${earlier.operation.service} and ${plan.operation.name} of service ${plan.operation.service}, at one path,`
        } both send ${body} with the SOAP action "${plan.soapAction}": the generated server cannot tell their requests apart and answers them with a Client fault that says so`,
        location: plan.operation.provenance.source,
      });
    }
    for (const key of keys)
      if (!seen.has(`${plan.soapAction} ${key}`)) seen.set(`${plan.soapAction} ${key}`, plan);
  }
  return diagnostics;
}
