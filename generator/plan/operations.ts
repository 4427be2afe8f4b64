import type { CredentialParameters } from "../config.ts";
import type { Diagnostic } from "../diagnostics.ts";
import type {
  ElementDeclaration,
  Message,
  Model,
  Operation,
  Protocol,
  QName,
  Service,
  SoapOperationBinding,
  TypeDefinition,
  TypeId,
  TypeRef,
} from "../model/index.ts";
import type { ComplexShape, ElementMember } from "../shape/compute-shapes.ts";

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

/**
 * How one operation is called: its request element's value is the request; the result is the response element's
 * single child where it wraps one (document/literal wrapped), else the response element's value.
 */
export interface OperationPlan {
  readonly operation: Operation;
  /** The SOAP body's request element; its type is the request object. */
  readonly requestElement: ElementDeclaration;
  /** Id of the request element's complex type. */
  readonly requestType: TypeId;
  /** The SOAP response element (`GetMealsResponse`). */
  readonly responseElement: ElementDeclaration;
  /**
   * Its single child element, the result (`getMealsResult`); absent when the response element has other
   * content (no child, several, a repeated one, attributes): the response element's whole value is then the result.
   */
  readonly result: ElementMember | undefined;
  /** Type of the result: the result element's, else the response element's. */
  readonly resultType: TypeRef;
  /** Root element of plain GET/POST responses: the HTTP bindings' mimeXml part, else the result's name. */
  readonly plainResultElement: QName;
  /** Transports of the operation's bindings, GET/POST only when every member fits a query field. */
  readonly transports: readonly Transport[];
  /** SOAPAction of the SOAP 1.1 binding, else of the SOAP 1.2 binding, else "". */
  readonly soapAction: string;
  /** Members as query/form fields (all of them when GET/POST are offered, else only the credentials). */
  readonly parameters: readonly ParameterPlan[];
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

function elementOf(model: Model, message: Message | undefined): ElementDeclaration | undefined {
  const parts = message?.parts ?? [];
  const name = parts.length === 1 ? parts[0]?.element : undefined;
  if (name === undefined) return undefined;
  return model.elements.find(
    (candidate) => candidate.name.namespace === name.namespace && candidate.name.local === name.local,
  );
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

function isSimple(inputs: OperationPlanInputs, member: ElementMember): boolean {
  return member.type.kind === "builtin" || inputs.types.get(member.type.id)?.kind === "simpleType";
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

function planOperation(
  inputs: OperationPlanInputs,
  operation: Operation,
): OperationPlan | { readonly unsupported: string } {
  const requestElement = elementOf(inputs.model, operation.input);
  if (
    requestElement === undefined ||
    requestElement.type.kind !== "defined" ||
    inputs.types.get(requestElement.type.id)?.kind !== "complexType"
  )
    return { unsupported: "its input message is not one part naming a global element of complex type" };
  // A request with attributes or simple content travels in SOAP only: GET/POST fields are its child elements.
  const requestMembers = objectMembers(inputs, requestElement);
  const responseElement = elementOf(inputs.model, operation.output);
  if (responseElement === undefined)
    return { unsupported: "its output message is not one part naming a global element" };
  const responseMembers = objectMembers(inputs, responseElement);
  const [single] = responseMembers ?? [];
  const result =
    responseMembers?.length === 1 && single !== undefined && !single.repeated ? single : undefined;
  const plainOutput = operation.bindings.flatMap((binding) =>
    binding.kind === "httpBinding" && binding.outputMessage !== undefined ? [binding.outputMessage] : [],
  )[0];
  const plainElement = elementOf(inputs.model, plainOutput);
  const plainFits =
    requestMembers !== undefined &&
    requestMembers.every((member) => isSimple(inputs, member) && !member.repeated);
  const transports = transportsOf(operation.bindings.map((binding) => binding.protocol)).filter(
    (transport) => plainFits || transport === "soap11" || transport === "soap12",
  );
  const soapBindings = operation.bindings.filter(
    (binding): binding is SoapOperationBinding => binding.kind === "soapBinding",
  );
  const soapAction =
    (soapBindings.find((binding) => binding.protocol === "soap11") ?? soapBindings[0])?.soapAction ?? "";
  const { parameters: credentialNames, secret } = inputs.credentials;
  const parameters = (requestMembers ?? [])
    .filter((member) => isSimple(inputs, member) && !member.repeated)
    .map((member) => ({
      member,
      credential: credentialNames.includes(member.name.local),
      secret: secret.includes(member.name.local),
    }))
    .filter((parameter) => plainFits || parameter.credential);
  return {
    operation,
    requestElement,
    requestType: requestElement.type.id,
    responseElement,
    result,
    resultType: result?.type ?? responseElement.type,
    plainResultElement: plainElement?.name ?? result?.name ?? responseElement.name,
    transports,
    soapAction,
    parameters,
  };
}

/**
 * Plans the typed client and server of every service. An operation whose messages are not each one element
 * (of complex type for the request) is left out with a warning naming it, never silently.
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
      const plan = planOperation(inputs, operation);
      if ("unsupported" in plan) {
        diagnostics.push({
          severity: "warning",
          message: `operation ${operation.name} of service ${service.name} gets no client method or handler: ${plan.unsupported}`,
          location: operation.provenance.source,
        });
        return [];
      }
      return [plan];
    }),
  }));
  return { services, diagnostics };
}
