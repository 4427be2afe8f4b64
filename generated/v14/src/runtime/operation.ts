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
 *   writeResult: writeGetMealsResult,
 *   invoke: (handlers, request, context) => handlers.getMeals(request, context),
 * };
 * ```
 * @module
 */
import type { AddressingDescriptor, RequestAddressing } from "./addressing.ts";
import type { SimpleType } from "./simple-type.ts";
import {
  encodedBody,
  encodedBodyOf,
  encodedAccessor,
  encodedRequestEnvelope,
  encodedResponseEnvelope,
  encodedResult,
  writeEncodedAccessor,
} from "./soap-encoding.ts";
import type { SubstitutionGroup } from "./substitution-group.ts";
import {
  SOAP_CONTENT_TYPE,
  soapEnvelopeText,
  writeSoapEnvelope,
  writeSoapEnvelopeBody,
  type EncodedBodyType,
  type SoapHeaderResolver,
  type SoapVersion,
} from "./soap.ts";
import type { QName } from "./xml-names.ts";
import {
  complexType,
  element,
  simpleContent,
  type ChildBinding,
  type ContentType,
  type ElementCursor,
  type ElementField,
  type TypeRef,
} from "./xml-reader.ts";
import { flattened } from "./xml-scanner.ts";
import { validateElement, validateValue, type ValidationIssue } from "./validation.ts";
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
  /**
   * minOccurs >= 1. A GET/POST call may leave out the others: the server reads a missing field as absent, as
   * SOAP reads a missing element (an .asmx host requires every field, capture 32).
   */
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

/** One SOAP header block an operation declares (`soap:header`), under its property in the headers object. */
export interface HeaderDescriptor {
  /** Property of the headers object: the element's local name. */
  readonly name: string;
  /** The block's element: its name and reader. */
  readonly element: ElementField<unknown>;
  /** Of a block in SOAP encoding (`soap:header use="encoded"`): its reader, in place of `element`'s. */
  readonly encoded?: EncodedBodyType<unknown>;
  /** Writes the block (a non-null value) as element `element`, in SOAP encoding for `encoded` ones. */
  write(w: XmlWriter, value: unknown, version: SoapVersion): void;
}

/** Declares a header block; see {@link HeaderDescriptor}. */
export function header<V>(
  name: string,
  element: ElementField<V>,
  write: (w: XmlWriter, value: V) => void,
): HeaderDescriptor {
  return { name, element, write: write as (w: XmlWriter, value: unknown) => void };
}

/** Declares a header block in SOAP encoding; see {@link HeaderDescriptor}. */
export function encodedHeader<V>(name: string, element: ElementField<V>): HeaderDescriptor {
  return {
    name,
    element,
    encoded: encodedAccessor(element),
    write: (w, value, version) => writeEncodedAccessor(w, version, element, value),
  };
}

/**
 * One `wsdl:fault` an operation declares: the element of its message's part, which a fault carries in its
 * `detail` (SOAP 1.1) / `Detail` (1.2), under the fault's property in the details object.
 */
export interface FaultDescriptor {
  /** Property of the details object: the fault's name, camelCased. */
  readonly name: string;
  /** The detail element: its name and reader. */
  readonly element: ElementField<unknown>;
  /** Of a fault in SOAP encoding (`soap:fault use="encoded"`): its reader, in place of `element`'s. */
  readonly encoded?: EncodedBodyType<unknown>;
  /** Writes the element (a non-null value), in SOAP encoding for `encoded` ones. */
  write(w: XmlWriter, value: unknown, version: SoapVersion): void;
  /**
   * Generated validator of the element's value (a non-null one) where its type is complex, as results have one,
   * run by clients that ask for response validation; issues' paths begin with `path`.
   */
  validate?(value: unknown, path: string): readonly ValidationIssue[];
}

/** Declares a fault's detail element; see {@link FaultDescriptor}. */
export function faultDetail<V>(
  name: string,
  element: ElementField<V>,
  write: (w: XmlWriter, value: V) => void,
  validate?: (value: Exclude<V, null>, path: string) => readonly ValidationIssue[],
): FaultDescriptor {
  return {
    name,
    element,
    write: write as (w: XmlWriter, value: unknown) => void,
    ...(validate === undefined
      ? {}
      : { validate: validate as (value: unknown, path: string) => readonly ValidationIssue[] }),
  };
}

/** Declares a fault's detail element in SOAP encoding; see {@link FaultDescriptor}. */
export function encodedFaultDetail<V>(
  name: string,
  element: ElementField<V>,
  validate?: (value: Exclude<V, null>, path: string) => readonly ValidationIssue[],
): FaultDescriptor {
  return {
    name,
    element,
    encoded: encodedAccessor(element),
    write: (w, value, version) => writeEncodedAccessor(w, version, element, value),
    ...(validate === undefined
      ? {}
      : { validate: validate as (value: unknown, path: string) => readonly ValidationIssue[] }),
  };
}

/**
 * Writes the detail elements of `details` (values by property) that `descriptors` declare, in declaration order,
 * `null` as a nil element, into a SOAP `version` fault. Throws a TypeError naming a property no descriptor
 * declares: a fault the operation does not declare would otherwise be dropped without a word.
 */
export function writeFaultDetails(
  w: XmlWriter,
  version: SoapVersion,
  operation: string,
  descriptors: readonly FaultDescriptor[],
  details: Readonly<Record<string, unknown>>,
): void {
  for (const key of Object.keys(details))
    if (details[key] !== undefined && !descriptors.some((d) => d.name === key))
      throw new TypeError(
        `${operation} declares no fault '${key}'${descriptors.length === 0 ? "" : ` (it declares ${descriptors.map((d) => `'${d.name}'`).join(", ")})`}`,
      );
  for (const descriptor of descriptors) {
    const value = details[descriptor.name];
    if (value === undefined) continue;
    if (value === null) w.nilElement(descriptor.element.ns, descriptor.element.local);
    else descriptor.write(w, value, version);
  }
}

/** The reader of a header block: its element's, or its encoded reader. */
export function headerBlockReader(
  descriptor: HeaderDescriptor,
): ElementField<unknown> | EncodedBodyType<unknown> {
  return descriptor.encoded ?? descriptor.element;
}

/**
 * The readers of the header blocks `descriptors` declare, by `{ns}local`; asked for `anyNamespace`, by local name
 * alone where one literal block has it (SOAP::Lite, PHP's SoapHeader and hand-built clients write blocks
 * unqualified or in the service's namespace, as they do body elements).
 */
export function headerBlockResolver(descriptors: readonly HeaderDescriptor[]): SoapHeaderResolver {
  const byName = new Map<string, ElementField<unknown> | EncodedBodyType<unknown>>();
  // Null where two declared blocks share a local name: no namespace can be guessed then.
  const byLocal = new Map<string, ElementField<unknown> | null>();
  for (const descriptor of descriptors) {
    const { ns, local } = descriptor.element;
    byName.set(`{${ns}}${local}`, headerBlockReader(descriptor));
    const same = byLocal.get(local);
    const literal = descriptor.encoded === undefined ? descriptor.element : null;
    const alike = same === undefined || (same !== null && literal !== null && same.ns === ns);
    byLocal.set(local, alike ? literal : null);
  }
  return (ns, local, anyNamespace = false) =>
    byName.get(`{${ns}}${local}`) ?? (anyNamespace ? (byLocal.get(local) ?? undefined) : undefined);
}

/** Header blocks to send: the declared ones by property, and blocks the WSDL does not declare, as markup. */
export interface OutgoingHeaders {
  /** Values of declared blocks by property; `undefined` sends none, `null` a nil block. */
  readonly values: Readonly<Record<string, unknown>>;
  /** Whole elements, each declaring the namespace prefixes it uses, written as they are. */
  readonly raw: readonly string[];
}

/** Writes the blocks of `headers` that `descriptors` declare, then its raw blocks. */
export function writeHeaderBlocks(
  w: XmlWriter,
  version: SoapVersion,
  descriptors: readonly HeaderDescriptor[],
  headers: OutgoingHeaders,
): void {
  for (const descriptor of descriptors) {
    const value = headers.values[descriptor.name];
    if (value === undefined) continue;
    if (value === null) w.nilElement(descriptor.element.ns, descriptor.element.local);
    else descriptor.write(w, value, version);
  }
  for (const markup of headers.raw) w.raw(markup);
}

/** Whether `headers` holds a block to write. */
function hasBlocks(descriptors: readonly HeaderDescriptor[], headers: OutgoingHeaders | undefined): boolean {
  if (headers === undefined) return false;
  return headers.raw.length > 0 || descriptors.some((d) => headers.values[d.name] !== undefined);
}

/**
 * What is wrong, against the schema, with what a handler answers `op` with: its result (`undefined` where the
 * result element is required or the response element's type needs content, `null` where it is not nillable, a
 * value by the generated validator or else by its type), and the response header blocks it set (`headers`, SOAP
 * only). Paths name what the handler gave: `result.meals[0].id`, `responseSoapHeaders.Session`. A one-way
 * operation writes neither.
 */
export function responseIssues<R>(
  op: OperationDescriptor<unknown, R, never>,
  result: R,
  headers: Readonly<Record<string, unknown>> | undefined,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (op.oneWay === true) return issues;
  if (op.result !== undefined) {
    if (result === null) {
      if (op.resultNillable !== true && op.encoded !== true)
        issues.push({ path: "result", message: "must not be null (not nillable)" });
    } else if (result !== undefined) {
      resultValueIssues(op, result as Exclude<R, null | undefined>, issues);
    } else if (op.resultElement !== undefined) {
      if (op.resultRequired === true) issues.push({ path: "result", message: "is required" });
    } else if (op.validateResult !== undefined) {
      // The response element is the result: it goes out empty, which its type may not allow.
      resultValueIssues(op, {} as Exclude<R, null | undefined>, issues);
    }
  }
  if (headers !== undefined) elementIssues(op.outputHeaders, headers, "responseSoapHeaders", issues);
  return issues;
}

/** What is wrong with a result value, by the generated validator or else by its type; paths under `result`. */
function resultValueIssues<R>(
  op: OperationDescriptor<unknown, R, never>,
  value: Exclude<R, null | undefined>,
  issues: ValidationIssue[],
): void {
  if (op.validateResult === undefined) {
    if (op.result !== undefined) validateValue(op.result, value, "result", issues);
    return;
  }
  for (const issue of op.validateResult(value))
    issues.push({
      path: issue.path === "" || issue.path.startsWith("[") ? `result${issue.path}` : `result.${issue.path}`,
      message: issue.message,
    });
}

/**
 * What is wrong, against the schema, with a fault a handler throws in answer to `op`: the detail of each
 * `wsdl:fault` it declares (`detail.unknownSymbol.suggestion`) and its `soap:headerfault` blocks (`headers.AuthFault`).
 */
export function faultIssues(
  op: OperationDescriptor<unknown, unknown, never>,
  detail: Readonly<Record<string, unknown>> | undefined,
  headers: Readonly<Record<string, unknown>> | undefined,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (detail !== undefined) elementIssues(op.faults, detail, "detail", issues);
  if (headers !== undefined) elementIssues(op.headerFaults, headers, "headers", issues);
  return issues;
}

/** The issues of the values, by property, of the elements `descriptors` declare, under `path`. */
function elementIssues(
  descriptors: readonly (HeaderDescriptor | FaultDescriptor)[] | undefined,
  values: Readonly<Record<string, unknown>>,
  path: string,
  issues: ValidationIssue[],
): void {
  for (const descriptor of descriptors ?? [])
    validateElement(descriptor.element, values[descriptor.name], `${path}.${descriptor.name}`, issues);
}

/**
 * What the server tells a handler about the request besides its parameters. `I` is the operation's request
 * header blocks, `O` its response header blocks.
 */
export interface RequestContext<I = object, O = object> {
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
  /** The request's SOAP header blocks that the WSDL declares for the operation (none for GET/POST). */
  readonly soapHeaders: Readonly<I>;
  /** The request's other SOAP header blocks (WS-Security, for example), each as markup. */
  readonly otherSoapHeaders: readonly string[];
  /** SOAP header blocks of the response: set them here before the handler resolves (SOAP only). */
  readonly responseSoapHeaders: O;
  /** The request's WS-Addressing properties, where the operation's binding uses WS-Addressing and it sent them. */
  readonly addressing?: RequestAddressing;
}

/**
 * One operation (methods, not function properties, so that a descriptor of any `P` and `R` fits the
 * service's operation list). `P` is the request (parameters by property name), `R` the result as the schema types it
 * (with `undefined` when the result element is optional, `null` when nillable), `H` the server's handler
 * interface, `F` the details of its declared faults (its generated `...Faults` interface).
 */
export interface OperationDescriptor<P, R, H = unknown, I = object, O = object, F extends object = object> {
  /** Operation name, also the GET/POST path segment. */
  readonly name: string;
  /** The schema's documentation of the operation, shown on the service page. */
  readonly documentation?: string;
  /** A request and its result made of sample values: the service page's examples (and the mock's answer). */
  readonly sample?: OperationSample<P, R>;
  /** Local name of the request element in the SOAP body (document/literal wrapped: the operation name). */
  readonly requestElement: string;
  /**
   * Set where the SOAP Body holds the request's members side by side, with no request element (a document-style
   * message of several parts, of a `type` part, or of none): the names the Body's first element may have, by which
   * the server tells the operation where the SOAP action does not; none where the Body is empty. The Body is then
   * read and written as the request's element.
   */
  readonly bareRequest?: readonly QName[];
  /** Set where the SOAP Body holds the response's members side by side, with no response element. */
  readonly bareResponse?: boolean;
  /** Namespace of the request, response and result elements (the interface version's namespace). */
  readonly ns: string;
  /** The transports the WSDL binds this operation to; the server refuses and the client never uses others. */
  readonly transports: readonly Transport[];
  /** SOAPAction / SOAP 1.2 `action`, normally `ns + name`. */
  readonly soapAction: string;
  /**
   * Other SOAP actions that name this operation: the port type's explicit `wsam:Action` where the binding's
   * soapAction is another, which a client going by the port type sends, and each binding's own soapAction (empty
   * where it writes none), which a client going by the binding sends (WS-I BP R2745). The server takes them; the
   * client sends `soapAction`.
   */
  readonly otherActions?: readonly string[];
  /**
   * WS-Addressing 1.0 of the SOAP bindings that use it: a client sends its headers over those transports, and the
   * server understands them and answers with its own.
   */
  readonly addressing?: AddressingDescriptor;
  /** The SOAP transports whose bindings take MTOM packages only: a client sends its requests so by default. */
  readonly mtom?: readonly Transport[];
  /**
   * A one-way operation (no `wsdl:output`): the server answers HTTP 202 with an empty body once the handler
   * has run, and a call resolves to nothing once the server accepts the request (WS-I BP R2714, R2715).
   */
  readonly oneWay?: boolean;
  /**
   * Local name of the SOAP response element (`GetMealsResponse`); absent where the response body is empty (an
   * output message without body parts) or there is no response (one-way).
   */
  readonly responseElement?: string;
  /**
   * Namespace of the response element where it is not {@link OperationDescriptor.ns}: a response element
   * declared in another schema, or an rpc output `soap:body` naming another namespace than the input's.
   */
  readonly responseNs?: string;
  /**
   * An rpc operation whose request element the server also takes in another namespace than {@link
   * OperationDescriptor.ns} (which a client sends), by its local name where no other operation's request has it,
   * as PHP's SoapServer does: its input soap:body names no namespace (against WS-I BP R2717; `ns` is then the
   * WSDL's targetNamespace, and PHP's SoapClient sends the SOAP envelope's, zeep none), or names another than the
   * WSDL's targetNamespace, which node-soap sends instead.
   */
  readonly anyRequestNs?: boolean;
  /**
   * An rpc operation whose output soap:body names no namespace, or another than the WSDL's targetNamespace (in
   * which node-soap's server writes it): a client takes the response element in any.
   */
  readonly anyResponseNs?: boolean;
  /**
   * rpc/encoded: requests and responses travel in SOAP encoding (`soap-encoding.ts`), read and written from the
   * tables of {@link OperationDescriptor.request} and {@link OperationDescriptor.result}.
   */
  readonly encoded?: boolean;
  /**
   * Local name of the result element inside it (`getMealsResult`); absent when the response element is itself
   * the result (its content is not one single element).
   */
  readonly resultElement?: string;
  /** The result element is required (minOccurs at least 1): a handler's `undefined` would leave it out. */
  readonly resultRequired?: boolean;
  /** The result element (or the response element where it is the result) is nillable: a handler may answer `null`. */
  readonly resultNillable?: boolean;
  /** Namespace of the result element where it is not {@link OperationDescriptor.ns} ("" when unqualified). */
  readonly resultNs?: string;
  /**
   * Local name of the bare root element of GET/POST responses (absent with the result); the WSDL's HttpGet
   * output must match.
   */
  readonly plainResultElement?: string;
  /** Reader of the request element's content (the generated reader of its type). */
  readonly request: ContentType<P>;
  /**
   * Where the request element is abstract: the elements of its substitution group that stand in the body in its
   * place, the request holding one of them under its property ({@link OperationDescriptor.request} is then unused).
   */
  readonly requestGroup?: SubstitutionGroup<P>;
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
  /**
   * Reader of the result's content; absent where the operation has no result (`R` is `void`): a one-way
   * operation, an empty response body, a response element without content.
   */
  readonly result?: TypeRef<Exclude<R, null | undefined>>;
  /**
   * Where the response element is abstract (and so the result): the elements of its substitution group that stand
   * in the body in its place, the result holding one of them under its property.
   */
  readonly resultGroup?: SubstitutionGroup<Exclude<R, null | undefined>>;
  /** Serializer of a (non-null) result; absent with {@link OperationDescriptor.result}. */
  writeResult?(w: XmlWriter, ns: string, local: string, value: Exclude<R, null | undefined>): void;
  /**
   * The result type's generated markup function, when its content is in {@link OperationDescriptor.ns}: the
   * server then writes a SOAP response as one string between constant envelope text ({@link soapResponseEnvelope}).
   */
  markupResult?(name: string, value: Exclude<R, null | undefined>, start: string, end: string): string;
  /** Generated validator of the request, run by the server before the handler. */
  validateRequest?(request: P): readonly ValidationIssue[];
  /** Generated validator of the result, run by clients that ask for response validation. */
  validateResult?(result: Exclude<R, null | undefined>): readonly ValidationIssue[];
  /** The request's SOAP header blocks (`soap:header` of the input); absent when it has none. */
  readonly inputHeaders?: readonly HeaderDescriptor[];
  /** The response's SOAP header blocks. */
  readonly outputHeaders?: readonly HeaderDescriptor[];
  /** Header blocks a fault about a header carries in its Header (`soap:headerfault`). */
  readonly headerFaults?: readonly HeaderDescriptor[];
  /** The faults the operation declares (`wsdl:fault`) whose detail is typed: one element part each. */
  readonly faults?: readonly FaultDescriptor[];
  /**
   * Never set: carries `F`, the type of the details of the faults the operation declares, for `isFaultOf` to
   * narrow a fault's `details` to from the descriptor alone.
   */
  readonly "~faults"?: F;
  /**
   * The request of the SOAP 1.2 bindings where their soap:body carries other parts than the SOAP 1.1 bindings':
   * SOAP 1.2 calls write it and the server reads SOAP 1.2 requests as it ({@link soapRequest}).
   */
  readonly soap12Request?: SoapRequest<P>;
  /** Calls the handler method of this operation. */
  invoke(handlers: H, request: P, context: RequestContext<I, O>): Promise<R>;
}

/** How a request travels in a SOAP body: an operation's own, or its SOAP 1.2 bindings' where that differs. */
export type SoapRequest<P> = Pick<
  OperationDescriptor<P, unknown, never>,
  "requestElement" | "bareRequest" | "request" | "requestGroup" | "writeRequest" | "validateRequest"
>;

/** The request of `op` in SOAP `version`: its SOAP 1.2 bindings' where that differs, else its own. */
export function soapRequest<P>(
  op: OperationDescriptor<P, unknown, never>,
  version: SoapVersion,
): SoapRequest<P> {
  return version === "1.2" ? (op.soap12Request ?? op) : op;
}

/**
 * The operations of a service descriptor. An array literal of them would be typed as the union of every
 * operation's own type, which TypeScript refuses to build for services of about a thousand operations; each
 * argument here is checked against the element type alone.
 */
export function operationList<H>(
  ...operations: OperationDescriptor<unknown, unknown, H>[]
): readonly OperationDescriptor<unknown, unknown, H>[] {
  return operations;
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

/**
 * What a client call resolves to: the result, or `undefined` when the response carries none, on every transport
 * alike: the result element absent or nil in SOAP, the bare result element nil in GET/POST.
 */
export type CallResult<R> = Exclude<R, null | undefined> | undefined;

/** The response element's value: the result member, absent when the element is, `null` when it is nil. */
export interface ResponseWrapper<R> {
  /** Value of the result element. */
  readonly result?: R | null;
}

const responseTypes = new WeakMap<
  object,
  ContentType<ResponseWrapper<unknown>> | EncodedBodyType<ResponseWrapper<unknown>>
>();

/** Namespace of an operation's response element. */
export function responseNamespace(op: OperationDescriptor<unknown, unknown, never>): string {
  return op.responseNs ?? op.ns;
}

/** Namespace of an operation's result element. */
export function resultNamespace(op: OperationDescriptor<unknown, unknown, never>): string {
  return op.resultNs ?? op.ns;
}

/** The content reader a type reference names (a simple type's as text content). */
function contentOf<V>(type: TypeRef<V>): ContentType<V> {
  if (typeof type === "function") return type();
  return type.kind === "content" ? type : simpleContent(type);
}

/**
 * Reads an element with `inner` and hands its value on as the wrapper's result. An `xsi:type` on the element
 * selects among `inner`'s derived types as it would on `inner` itself (an abstract result type needs one).
 */
function wholeElement<R>(inner: ContentType<R>): ContentType<ResponseWrapper<R>> {
  const { isType, derivedType } = inner;
  return {
    kind: "content",
    name: inner.name,
    textual: inner.textual,
    begin: (cursor) => inner.begin(cursor),
    child: (state, ns, local, cursor) => inner.child(state, ns, local, cursor),
    add: (state, binding, value, cursor) => inner.add(state, binding, value, cursor),
    ...(inner.text === undefined
      ? {}
      : { text: (state: unknown, text: string) => inner.text?.(state, text) }),
    end: (state, text, cursor) => ({ result: inner.end(state, text, cursor) }),
    ...(isType === undefined ? {} : { isType: (ns: string, local: string) => isType.call(inner, ns, local) }),
    ...(derivedType === undefined
      ? {}
      : {
          derivedType: (ns: string, local: string) => {
            const derived = derivedType.call(inner, ns, local);
            return derived === undefined ? undefined : wholeElement(derived);
          },
        }),
  };
}

/**
 * Reader of an operation's SOAP response element (`<GetMealsResponse>`), as a client reads it: the result is
 * its single result child, which may be absent or nil whatever the schema says, since both mean no result
 * ({@link CallResult}) and .asmx hosts write either; or its whole value where it has no result element; nothing
 * where the operation has no result, the element then holding no content.
 */
export function responseType<R>(
  op: OperationDescriptor<unknown, R, never>,
): ContentType<ResponseWrapper<R>> | EncodedBodyType<ResponseWrapper<R>> {
  let type = responseTypes.get(op);
  if (type === undefined) {
    const result = op.result as TypeRef<unknown> | undefined;
    const name = op.responseElement ?? "";
    if (result === undefined) {
      // Without a response element, Axis 1's `<op>Response` stands for the empty Body: read by this too.
      const empty = complexType<object>({
        ns: responseNamespace(op),
        name: op.responseElement ?? `${op.name}Response`,
        fields: {},
      });
      // An encoded wrapper carries `encodingStyle`, which only the encoded reader takes.
      type = (op.encoded === true ? encodedBody(empty) : empty) as ContentType<ResponseWrapper<unknown>>;
    } else if (op.encoded === true) {
      const field = element(resultNamespace(op), op.resultElement ?? "", result, { nillable: true });
      type =
        op.resultElement === undefined
          ? encodedBodyOf(contentOf(result), (value) => ({ result: value }))
          : encodedResult(field);
    } else
      type =
        op.resultElement === undefined
          ? wholeElement(contentOf(result))
          : complexType<ResponseWrapper<unknown>>({
              ns: responseNamespace(op),
              name,
              fields: { result: element(resultNamespace(op), op.resultElement, result, { nillable: true }) },
            });
    responseTypes.set(op, type);
  }
  return type as ContentType<ResponseWrapper<R>> | EncodedBodyType<ResponseWrapper<R>>;
}

const encodedRequests = new WeakMap<object, EncodedBodyType<unknown>>();

/** Reader of an rpc/encoded operation's call element, as a server reads it. */
export function encodedRequestType<P>(op: OperationDescriptor<P, unknown, never>): EncodedBodyType<P> {
  let type = encodedRequests.get(op);
  if (type === undefined) encodedRequests.set(op, (type = encodedBody(op.request)));
  return type as EncodedBodyType<P>;
}

const plainResultDocuments = new WeakMap<object, ContentType<unknown>>();

/**
 * Reader of a GET/POST response document, as a client reads it: its root is the bare result element, named
 * {@link OperationDescriptor.plainResultElement} as the WSDL says, or after the result's type
 * (`GetMealsResult`), as .NET and Mono hosts name it. A nil root reads as `null`.
 */
export function plainResultDocument<R>(op: OperationDescriptor<unknown, R, never>): ContentType<R | null> {
  let document = plainResultDocuments.get(op);
  if (document === undefined) {
    if (op.result === undefined || op.plainResultElement === undefined)
      throw new TypeError(`${op.name} has no result to read`);
    const type = contentOf(op.result as TypeRef<unknown>);
    // The WSDL's root is the SOAP result element, in its namespace, where the two share a name.
    const ns = op.plainResultElement === op.resultElement ? resultNamespace(op) : op.ns;
    document = new PlainResultDocument(ns, [op.plainResultElement, type.name], type);
    plainResultDocuments.set(op, document);
  }
  return document as ContentType<R | null>;
}

/** The state of one document read by a {@link PlainResultDocument}. */
interface PlainResultState {
  value: unknown;
  seen: boolean;
}

/** The pseudo content of a GET/POST response document: accepts one root element under any of its names. */
class PlainResultDocument implements ContentType<unknown> {
  readonly kind = "content";
  readonly name = "document";
  readonly textual = false;
  readonly #ns: string;
  readonly #names: readonly string[];
  readonly #type: ContentType<unknown>;

  constructor(ns: string, names: readonly string[], type: ContentType<unknown>) {
    this.#ns = ns;
    this.#names = names;
    this.#type = type;
  }

  begin(): PlainResultState {
    return { value: undefined, seen: false };
  }

  child(_state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding {
    // Read leniently, the root of its name is taken in any namespace, as a SOAP response element is.
    if (!this.#names.includes(local) || (ns !== this.#ns && cursor.strict)) {
      const expected = this.#names.map((name) => `{${this.#ns}}${name}`).join(" or ");
      cursor.fail(`expected root element ${expected}, found {${ns}}${local}`, "invalid");
    }
    return { ns, local, type: this.#type, nillable: true };
  }

  add(state: unknown, _binding: ChildBinding, value: unknown): void {
    (state as PlainResultState).value = value;
    (state as PlainResultState).seen = true;
  }

  end(state: unknown, _text: string, cursor: ElementCursor): unknown {
    const { value, seen } = state as PlainResultState;
    return seen ? value : cursor.fail("no root element", "malformed");
  }
}

/**
 * The constant text of one operation's SOAP messages in one SOAP version, where `op.ns` is the envelope's default
 * namespace and `xsi` is declared: the markup of a request or a result goes between a head and a tail, and the
 * markup functions get their element's tags from here. Made once, not for each message, since it is a fair
 * share of writing a small response.
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
  const response = op.responseElement ?? "";
  // Where the response element is the result, the result's markup goes straight into the body.
  const [open, close] = op.resultElement === undefined ? ["", ""] : [`<${response}>`, `</${response}>`];
  const result = op.resultElement ?? response;
  // Flat, so that each message's string is made of a few flat pieces.
  const frame: MessageFrame = {
    envelopeHead: head,
    envelopeTail: tail,
    requestStart: `<${op.requestElement}`,
    requestEnd: `</${op.requestElement}>`,
    responseHead: flattened(`${head}${open}`),
    responseTail: flattened(`${close}${tail}`),
    resultStart: `<${result}`,
    resultEnd: `</${result}>`,
    absent: flattened(`${head}<${response}/>${tail}`),
    nil: flattened(`${head}${open}<${result} xsi:nil="true"/>${close}${tail}`),
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
  headers?: OutgoingHeaders,
): string {
  const side = soapRequest(op, version);
  // The constant envelope text around a markup function's output is made for the operation's own request.
  const markup = side === op ? op.markupRequest : undefined;
  const descriptors = op.inputHeaders ?? [];
  const blocks = headers !== undefined && hasBlocks(descriptors, headers) ? headers : undefined;
  const writeHeader =
    blocks === undefined ? undefined : (w: XmlWriter) => writeHeaderBlocks(w, version, descriptors, blocks);
  if (op.encoded === true) return encodedRequestEnvelope(version, op, request, writeHeader);
  // A bare request's value is the Body's: its writer writes the Body element.
  if (side.bareRequest !== undefined)
    return writeSoapEnvelopeBody(
      version,
      { "": op.ns },
      (w, env) => side.writeRequest(w, env, "Body", request),
      writeHeader,
    );
  if (markup === undefined || blocks !== undefined)
    return writeSoapEnvelope(
      version,
      { "": op.ns },
      (w) => side.writeRequest(w, op.ns, side.requestElement, request),
      writeHeader,
    );
  const frame = messageFrame(version, op);
  return (
    frame.envelopeHead +
    markup(side.requestElement, request, frame.requestStart, frame.requestEnd) +
    frame.envelopeTail
  );
}

/**
 * The SOAP envelope of `op`'s response holding `result` (absent for `undefined`, nil for `null`), as the server
 * answers: the result's markup between the envelope's constant text, or written by {@link writeResultElement}
 * where its type has no markup function. Where `op` has no result, whatever the handler gave: its response
 * element without content, or an empty body.
 */
export function soapResponseEnvelope<R>(
  version: SoapVersion,
  op: OperationDescriptor<unknown, R, never>,
  result: R,
  headers?: OutgoingHeaders,
): string {
  const markup = op.markupResult;
  const descriptors = op.outputHeaders ?? [];
  const blocks = headers !== undefined && hasBlocks(descriptors, headers) ? headers : undefined;
  if (op.result === undefined) result = undefined as R;
  const writeHeader =
    blocks === undefined ? undefined : (w: XmlWriter) => writeHeaderBlocks(w, version, descriptors, blocks);
  if (op.encoded === true) return encodedResponseEnvelope(version, op, result, writeHeader);
  if (op.bareResponse === true)
    return writeSoapEnvelopeBody(
      version,
      { "": op.ns },
      (w, env) => writeBareResult(w, op, env, result),
      writeHeader,
    );
  // The envelope's constant text declares `op.ns` for the response element: one in another namespace is written.
  if (markup === undefined || blocks !== undefined || op.responseNs !== undefined) {
    const ns = responseNamespace(op);
    return writeSoapEnvelope(
      version,
      { "": ns },
      (w) => {
        if (op.responseElement === undefined) return;
        if (op.resultElement === undefined) {
          if (result === undefined) w.start(ns, op.responseElement).end();
          else writeResultElement(w, op, ns, op.responseElement, result);
          return;
        }
        w.start(ns, op.responseElement);
        writeResultElement(w, op, resultNamespace(op), op.resultElement, result);
        w.end();
      },
      writeHeader,
    );
  }
  const frame = messageFrame(version, op);
  if (result === undefined) return frame.absent;
  if (result === null) return frame.nil;
  const content = markup(
    op.resultElement ?? op.responseElement ?? "",
    result as Exclude<R, null | undefined>,
    frame.resultStart,
    frame.resultEnd,
  );
  return frame.responseHead + content + frame.responseTail;
}

/**
 * Writes the SOAP Body of a bare response: the result element in it where the response is one part, else the
 * result as the Body's value (an empty Body for no result).
 */
function writeBareResult<R>(
  w: XmlWriter,
  op: OperationDescriptor<unknown, R, never>,
  env: string,
  result: R,
): void {
  if (op.resultElement !== undefined) {
    w.start(env, "Body");
    writeResultElement(w, op, resultNamespace(op), op.resultElement, result);
    w.end();
  } else if (result === undefined || result === null || op.writeResult === undefined)
    w.start(env, "Body").end();
  else op.writeResult(w, env, "Body", result as Exclude<R, null | undefined>);
}

/** Writes a result element `{ns}local`: absent for `undefined`, nil for `null`. */
export function writeResultElement<R>(
  w: XmlWriter,
  op: OperationDescriptor<unknown, R, never>,
  ns: string,
  local: string,
  result: R,
): void {
  if (result === undefined || op.writeResult === undefined) return;
  if (result === null) w.nilElement(ns, local);
  else op.writeResult(w, ns, local, result as Exclude<R, null | undefined>);
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

/**
 * The document an HTTP GET/POST call is answered with: the bare result element (the HTTP binding's output element
 * where it names one, else the result or response element), nil for no result; nothing (an empty body) where the
 * operation has no result.
 */
export function plainResultText<R>(op: OperationDescriptor<unknown, R, never>, result: R): string {
  if (op.result === undefined || op.plainResultElement === undefined) return "";
  const ns = op.plainResultElement === op.resultElement ? resultNamespace(op) : op.ns;
  // The root's own namespace as the default: a root in no namespace (an unqualified result) cannot undeclare it.
  const w = new XmlWriter({ declaration: true, namespaces: ns === "" ? {} : { "": ns } });
  if (result === null || result === undefined) w.nilElement(ns, op.plainResultElement);
  else writeResultElement(w, op, ns, op.plainResultElement, result);
  return w.toString();
}
