/**
 * Operation and service descriptors: everything the client and the server need to know about one
 * operation, as data the generator emits once per operation.
 *
 * ```ts
 * export const GetMeals: OperationDescriptor<GetMealsRequest, GetMealsResult | undefined, NonStaticXMLAPIHandlers> = {
 *   name: "GetMeals",
 *   requestElement: "GetMeals",
 *   ns: NS,
 *   transports: ["soap11", "soap12", "get", "post"],
 *   soapAction: `${NS}GetMeals`,
 *   responseElement: "GetMealsResponse",
 *   resultElement: "getMealsResult",
 *   plainResultElement: "getMealsResult",
 *   request: GetMeals,
 *   writeRequest: writeGetMeals,
 *   markupRequest: markupGetMeals,
 *   markupResult: markupGetMealsResult,
 *   parameters: [
 *     parameter("userName", "userName", xsString, { credential: true }),
 *     parameter("password", "password", xsString, { credential: true, secret: true }),
 *     parameter("language", "language", xsString),
 *   ],
 *   result: GetMealsResult,
 *   resultOccurs: {},
 *   writeResult: writeGetMealsResult,
 *   invoke: (handlers, request, context) => handlers.getMeals(request, context),
 * };
 * ```
 * @module
 */
import type { SimpleType } from "./simple-type.ts";
import { SOAP_CONTENT_TYPE, soapEnvelopeText, writeSoapEnvelope, type SoapVersion } from "./soap.ts";
import type { QName } from "./xml-names.ts";
import {
  complexType,
  element,
  type ComplexType,
  type ContentType,
  type ElementOccurs,
  type TypeRef,
} from "./xml-reader.ts";
import { flattened } from "./xml-scanner.ts";
import type { ValidationIssue } from "./validation.ts";
import { XmlWriter } from "./xml-writer.ts";

/** The four ways an operation is called. */
export type Transport = "soap11" | "soap12" | "get" | "post";

/** SOAP version of a SOAP transport. */
export function soapVersionOf(transport: "soap11" | "soap12"): SoapVersion {
  return transport === "soap11" ? "1.1" : "1.2";
}

/** One parameter of an operation: a child element of the request in SOAP, a field in GET/POST. */
export interface ParameterDescriptor {
  /** TypeScript property name in the request object ({@link parameter} checks it against the request type). */
  readonly name: string;
  /** Element name (SOAP) and query/form field name (GET/POST). */
  readonly xmlName: string;
  /** Codec: parses the text of GET/POST fields and SOAP elements, formats values for sending. */
  readonly type: SimpleType<unknown>;
  /** minOccurs >= 1 in SOAP. GET/POST always require every parameter (as .asmx does, capture 32). */
  readonly required: boolean;
  /** nillable in SOAP. */
  readonly nillable: boolean;
  /** Part of the caller's credentials: handed to the authentication hook. */
  readonly credential: boolean;
  /** Never written to an error message or a log (passwords). */
  readonly secret: boolean;
}

/** Options of {@link parameter}. */
export interface ParameterOptions {
  /** See {@link ParameterDescriptor.required}. Default `false`. */
  readonly required?: boolean;
  /** See {@link ParameterDescriptor.nillable}. Default `false`. */
  readonly nillable?: boolean;
  /** See {@link ParameterDescriptor.credential}. Default `false`. */
  readonly credential?: boolean;
  /** See {@link ParameterDescriptor.secret}. Default `false`. */
  readonly secret?: boolean;
}

/** Declares a parameter; see {@link ParameterDescriptor}. */
export function parameter<P>(
  name: keyof P & string,
  xmlName: string,
  type: SimpleType<unknown>,
  options: ParameterOptions = {},
): ParameterDescriptor {
  return {
    name,
    xmlName,
    type,
    required: options.required === true,
    nillable: options.nillable === true,
    credential: options.credential === true,
    secret: options.secret === true,
  };
}

/** What the server tells a handler about the request besides its parameters. */
export interface RequestContext {
  /** How the operation was called. */
  readonly transport: Transport;
  /** The operation's name. */
  readonly operation: string;
  /** Raw request headers (as node:http gives them). */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** Values of the parameters marked as credentials, by parameter name. */
  readonly credentials: Readonly<Record<string, string | undefined>>;
  /** Aborted when the client goes away. */
  readonly signal: AbortSignal;
}

/**
 * One operation (methods, not function properties, so that a descriptor of any `P` and `R` fits the
 * service's operation list). `P` is the request (parameters by property name), `R` the result as the schema types it
 * (with `undefined` when the result element is optional, `null` when nillable), `H` the server's handler
 * interface.
 */
export interface OperationDescriptor<P, R, H = unknown> {
  /** Operation name, also the GET/POST path segment. */
  readonly name: string;
  /** The schema's documentation of the operation, shown on the service page. */
  readonly documentation?: string;
  /** A request and its result made of sample values: the service page's examples (and the mock's answer). */
  readonly sample?: OperationSample<P, R>;
  /** Local name of the request element in the SOAP body (document/literal wrapped: the operation name). */
  readonly requestElement: string;
  /** Namespace of the request, response and result elements (the interface version's namespace). */
  readonly ns: string;
  /** The transports the WSDL binds this operation to; the server refuses and the client never uses others. */
  readonly transports: readonly Transport[];
  /** SOAPAction / SOAP 1.2 `action`, normally `ns + name`. */
  readonly soapAction: string;
  /** Local name of the SOAP response element (`GetMealsResponse`). */
  readonly responseElement: string;
  /** Local name of the result element inside it (`getMealsResult`). */
  readonly resultElement: string;
  /** Local name of the bare root element of GET/POST responses; the WSDL's HttpGet output must match. */
  readonly plainResultElement: string;
  /** Reader of the request element's content (the generated reader of its type). */
  readonly request: ContentType<P>;
  /** Serializer of the request element (the generated writer of its type). */
  writeRequest(w: XmlWriter, ns: string, local: string, value: P): void;
  /**
   * The request type's generated markup function, when its content is in {@link OperationDescriptor.ns}: the
   * client then writes a SOAP request as one string between constant envelope text ({@link soapRequestEnvelope}).
   */
  markupRequest?(name: string, value: P, start: string, end: string): string;
  /**
   * The request's members as HTTP GET query / POST form fields, in schema order: every member when all are
   * simple and single (as .asmx offers GET/POST), otherwise only the credentials (GET/POST not offered).
   */
  readonly parameters: readonly ParameterDescriptor[];
  /** Reader of the result's content. */
  readonly result: TypeRef<Exclude<R, null | undefined>>;
  /** Occurrence of the result element in the response element. */
  readonly resultOccurs: ElementOccurs;
  /** Serializer of a (non-null) result. */
  writeResult(w: XmlWriter, ns: string, local: string, value: Exclude<R, null | undefined>): void;
  /**
   * The result type's generated markup function, when its content is in {@link OperationDescriptor.ns}: the
   * server then writes a SOAP response as one string between constant envelope text ({@link soapResponseEnvelope}).
   */
  markupResult?(name: string, value: Exclude<R, null | undefined>, start: string, end: string): string;
  /** Generated validator of the request, run by the server before the handler. */
  validateRequest?(request: P): readonly ValidationIssue[];
  /** Generated validator of the result, run by clients that ask for response validation. */
  validateResult?(result: Exclude<R, null | undefined>): readonly ValidationIssue[];
  /** Calls the handler method of this operation. */
  invoke(handlers: H, request: P, context: RequestContext): Promise<R>;
}

/** A request of an operation and a result of it, made of sample values. */
export interface OperationSample<P, R> {
  readonly request: P;
  readonly result: R;
}

/** One service of one interface version: its path, its operations, and its WSDL. */
export interface ServiceDescriptor<H> {
  /** Service name (`NonStaticXMLAPI`). */
  readonly name: string;
  /** The schema's documentation of the service, shown on the service page. */
  readonly documentation?: string;
  /** The interface version (`15`), shown on the service page. */
  readonly version?: string;
  /** The WSDL bindings of its SOAP ports, which the discovery document (`?disco`) names. */
  readonly soapBindings?: readonly QName[];
  /** Path the service is mounted at (`/15/SOAP/NonStaticXMLAPI.asmx`). */
  readonly path: string;
  /** Namespace of the interface version. */
  readonly ns: string;
  /** Every operation. */
  readonly operations: readonly OperationDescriptor<unknown, unknown, H>[];
  /** The published description, served at `?WSDL` and `?xsd=<name>`; absent when none is published. */
  readonly description?: ServiceDocuments;
}

/** The WSDL of a service and every document it reaches (imported schemas), by path relative to each other. */
export interface ServiceDocuments {
  /** Key of the WSDL in `documents` (`NonStaticXMLAPI.wsdl`). */
  readonly wsdl: string;
  /**
   * Text of every document by relative path (`types.xsd`). When served, address locations are rewritten to
   * the address the request came in on and `schemaLocation`/`location` references to `?xsd=<path>` URLs.
   */
  readonly documents: Readonly<Record<string, string>>;
}

/** The response element's value: the result member, absent when the element is. */
export interface ResponseWrapper<R> {
  /** Value of the result element. */
  readonly result?: R | null;
}

const responseTypes = new WeakMap<object, ComplexType<ResponseWrapper<unknown>>>();

/** Reader of an operation's SOAP response element (`<GetMealsResponse>` holding the result). */
export function responseType<R>(op: OperationDescriptor<unknown, R, never>): ComplexType<ResponseWrapper<R>> {
  let type = responseTypes.get(op);
  if (type === undefined) {
    type = complexType<ResponseWrapper<unknown>>({
      ns: op.ns,
      name: op.responseElement,
      fields: { result: element(op.ns, op.resultElement, op.result as TypeRef<unknown>, op.resultOccurs) },
    });
    responseTypes.set(op, type);
  }
  return type as ComplexType<ResponseWrapper<R>>;
}

/**
 * The constant text of one operation's SOAP messages in one SOAP version, where `op.ns` is the envelope's default
 * namespace and `xsi` is declared: the markup of a request or a result goes between a head and a tail, and the
 * markup functions get their element's tags from here. Made once, not for each message: about 7% of writing a
 * 1 KB response.
 */
interface MessageFrame {
  /** The envelope up to its body's element. */
  readonly envelopeHead: string;
  /** The envelope after its body's element. */
  readonly envelopeTail: string;
  /** Start tag of the request element, before its attributes (`<GetMeals`). */
  readonly requestStart: string;
  readonly requestEnd: string;
  /** The envelope and the response element's start tag, up to the result element. */
  readonly responseHead: string;
  /** The response element's end tag and the envelope's. */
  readonly responseTail: string;
  /** Start tag of the result element, before its attributes (`<getMealsResult`). */
  readonly resultStart: string;
  readonly resultEnd: string;
  /** The whole response without a result element: `<GetMealsResponse/>` in the body. */
  readonly absent: string;
  /** The whole response with a nil result element. */
  readonly nil: string;
}

const messageFrames = new WeakMap<object, Partial<Record<SoapVersion, MessageFrame>>>();

/** The names a {@link MessageFrame} is made of. */
type FrameNames = Pick<
  OperationDescriptor<unknown, unknown>,
  "ns" | "requestElement" | "responseElement" | "resultElement"
>;

function messageFrame(version: SoapVersion, op: FrameNames): MessageFrame {
  let frames = messageFrames.get(op);
  const known = frames?.[version];
  if (known !== undefined) return known;
  const { head, tail } = soapEnvelopeText(version, { "": op.ns });
  const response = op.responseElement;
  const result = op.resultElement;
  // Flat, so that each message's string is made of a few flat pieces.
  const frame: MessageFrame = {
    envelopeHead: head,
    envelopeTail: tail,
    requestStart: `<${op.requestElement}`,
    requestEnd: `</${op.requestElement}>`,
    responseHead: flattened(`${head}<${response}>`),
    responseTail: flattened(`</${response}>${tail}`),
    resultStart: `<${result}`,
    resultEnd: `</${result}>`,
    absent: flattened(`${head}<${response}/>${tail}`),
    nil: flattened(`${head}<${response}><${result} xsi:nil="true"/></${response}>${tail}`),
  };
  if (frames === undefined) messageFrames.set(op, (frames = {}));
  frames[version] = frame;
  return frame;
}

/**
 * The SOAP envelope of `op`'s request holding `request`, as the client sends it: the request's markup between
 * the envelope's constant text, or written by `op.writeRequest` where its type has no markup function.
 */
export function soapRequestEnvelope<P>(
  version: SoapVersion,
  op: OperationDescriptor<P, unknown, never>,
  request: P,
): string {
  const markup = op.markupRequest;
  if (markup === undefined)
    return writeSoapEnvelope(version, { "": op.ns }, (w) =>
      op.writeRequest(w, op.ns, op.requestElement, request),
    );
  const frame = messageFrame(version, op);
  return (
    frame.envelopeHead +
    markup(op.requestElement, request, frame.requestStart, frame.requestEnd) +
    frame.envelopeTail
  );
}

/**
 * The SOAP envelope of `op`'s response holding `result` (absent for `undefined`, nil for `null`), as the server
 * answers: the result's markup between the envelope's constant text, or written by {@link writeResultElement}
 * where its type has no markup function.
 */
export function soapResponseEnvelope<R>(
  version: SoapVersion,
  op: OperationDescriptor<unknown, R, never>,
  result: R,
): string {
  const markup = op.markupResult;
  if (markup === undefined)
    return writeSoapEnvelope(version, { "": op.ns }, (w) => {
      w.start(op.ns, op.responseElement);
      writeResultElement(w, op, op.resultElement, result);
      w.end();
    });
  const frame = messageFrame(version, op);
  if (result === undefined) return frame.absent;
  if (result === null) return frame.nil;
  const content = markup(
    op.resultElement,
    result as Exclude<R, null | undefined>,
    frame.resultStart,
    frame.resultEnd,
  );
  return frame.responseHead + content + frame.responseTail;
}

/** Writes a result element: absent for `undefined`, nil for `null`. */
export function writeResultElement<R>(
  w: XmlWriter,
  op: OperationDescriptor<unknown, R, never>,
  local: string,
  result: R,
): void {
  if (result === undefined) return;
  if (result === null) w.nilElement(op.ns, local);
  else op.writeResult(w, op.ns, local, result as Exclude<R, null | undefined>);
}

/**
 * The HTTP GET query / POST form of a request (`userName=me&password=secret`): each parameter's formatted
 * value, in schema order; absent and nil values are left out.
 */
export function plainRequestFields<P>(op: OperationDescriptor<P, unknown, never>, request: P): string {
  const form = new URLSearchParams();
  const fields = request as Readonly<Record<string, unknown>>;
  for (const p of op.parameters) {
    const value = fields[p.name];
    if (value !== undefined && value !== null) form.append(p.xmlName, p.type.format(value));
  }
  return form.toString();
}

/** The headers naming a SOAP request's content type and action, as the client sends them. */
export function soapRequestHeaders(
  version: SoapVersion,
  op: Pick<OperationDescriptor<unknown, unknown, never>, "soapAction">,
): Record<string, string> {
  return version === "1.1"
    ? { "content-type": SOAP_CONTENT_TYPE["1.1"], soapaction: `"${op.soapAction}"` }
    : { "content-type": `${SOAP_CONTENT_TYPE["1.2"]}; action="${op.soapAction}"` };
}

/** The document an HTTP GET/POST call is answered with: the bare result element, nil for no result. */
export function plainResultDocument<R>(op: OperationDescriptor<unknown, R, never>, result: R): string {
  const w = new XmlWriter({ declaration: true, namespaces: { "": op.ns } });
  if (result === null || result === undefined) w.nilElement(op.ns, op.plainResultElement);
  else writeResultElement(w, op, op.plainResultElement, result);
  return w.toString();
}
