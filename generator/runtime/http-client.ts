/**
 * The client transport: node:http/https with keep-alive agents (not global fetch, which costs far more per
 * call on Node 20), all four transports, a per-call timeout, AbortSignal, a response size cap, and typed
 * errors. Parameters marked secret never appear in an error message.
 *
 * A generated client is a thin typed shell:
 *
 * ```ts
 * export class NonStaticXMLAPIClient {
 *   readonly #client: SoapClient;
 *   constructor(options: ClientOptions) {
 *     this.#client = new SoapClient("/15/SOAP/NonStaticXMLAPI.asmx", options);
 *   }
 *   getMeals(request: GetMealsRequest, options?: CallOptions): Promise<GetMealsResult | undefined> {
 *     return this.#client.call(GetMeals, request, options);
 *   }
 * }
 * ```
 * @module
 */
import { addressingRequestBlocks } from "./addressing.ts";
import { brandClass } from "./brand.ts";
import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { urlToHttpOptions } from "node:url";
import {
  plainRequestFields,
  plainResultDocument,
  responseType,
  responseNamespace,
  soapRequest,
  soapRequestEnvelope,
  soapRequestHeaders,
  soapVersionOf,
  type CallResult,
  type FaultDescriptor,
  headerBlockResolver,
  type HeaderDescriptor,
  type OperationDescriptor,
  type OutgoingHeaders,
  type ResponseWrapper,
  type Transport,
} from "./operation.ts";
import {
  capturedXml,
  IGNORED,
  readSoapEnvelope,
  readSoapFaultDetail,
  SOAP_CONTENT_TYPE,
  SoapEnvelopeError,
  type EncodedBodyType,
  type SoapFault,
  type SoapHeaderBlock,
  type SoapHeaderResolver,
  type SoapVersion,
} from "./soap.ts";
import { redact } from "./redact.ts";
import { describeIssues, type ValidationIssue } from "./validation.ts";
import { WriteBatch } from "./write-batch.ts";
import {
  ComplexType,
  readXml,
  XmlReadError,
  type ContentType,
  type ElementField,
  type XmlReadOptions,
} from "./xml-reader.ts";
import { utf8Body } from "./charset.ts";
import { parseMediaType } from "./media-type.ts";
import { usernameTokenBlock, type UsernameToken } from "./ws-security.ts";
import { isXopPackage, readXopPackage, writeXopPackage, XopError } from "./xop.ts";

const NO_VALUES: Readonly<Record<string, unknown>> = Object.freeze({});

/** What a {@link SoapFaultError} holds besides the fault and the HTTP status. */
export interface SoapFaultErrorOptions<F extends object> {
  /** The operation whose call the fault answered, which {@link isFaultOf} recognises. */
  readonly operation?: OperationDescriptor<unknown, unknown, never, object, object, F>;
  /** See {@link SoapFaultError.headers}. */
  readonly headers?: Readonly<Record<string, unknown>>;
  /** See {@link SoapFaultError.details}. */
  readonly details?: F;
  /** Why `details` is empty where the fault's detail names a declared fault (unreadable or invalid). */
  readonly cause?: Error;
}

/**
 * The service answered with a SOAP fault (1.1 or 1.2, one shape). `F` types {@link SoapFaultError.details}: the
 * operation's generated `...Faults` interface, which {@link isFaultOf} narrows to.
 */
export class SoapFaultError<F extends object = Readonly<Record<string, unknown>>> extends Error {
  override readonly name = "SoapFaultError";
  /** The fault. */
  readonly fault: SoapFault;
  /** HTTP status of the response (500 normally). */
  readonly status: number;
  /**
   * Header blocks of the fault that the operation declares as `soap:headerfault`, by property (its generated
   * `...HeaderFaults` interface types them); empty when there are none.
   */
  readonly headers: Readonly<Record<string, unknown>>;
  /**
   * The detail's elements of the `wsdl:fault`s the operation declares, typed, by the fault's property (the first
   * where one is repeated); empty when there are none. `fault.detail` keeps the whole detail as markup, and so
   * the elements no declared fault names. Where a declared element does not read as its declaration, or breaks
   * it when the client validates responses, it is empty and `cause` is the {@link MalformedResponseError} that
   * says why: the fault itself is not lost.
   */
  readonly details: F;
  // Private, so that printing the error does not print the descriptor.
  readonly #operation: OperationDescriptor<unknown, unknown, never, object, object, F> | undefined;

  /** Creates the error from a fault read off the wire in answer to a call of `options.operation`. */
  constructor(fault: SoapFault, status: number, options: SoapFaultErrorOptions<F> = {}) {
    super(
      `SOAP fault ${fault.code}${fault.subcode === undefined ? "" : `/${fault.subcode}`}: ${fault.reason}`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.fault = fault;
    this.status = status;
    this.headers = options.headers ?? NO_VALUES;
    this.details = options.details ?? (NO_VALUES as F);
    this.#operation = options.operation;
  }

  /** The operation whose call the fault answered; undefined for an error made without one. */
  get operation(): OperationDescriptor<unknown, unknown, never, object, object, F> | undefined {
    return this.#operation;
  }
}
brandClass(SoapFaultError, "SoapFaultError");

/**
 * Whether `error` is the fault that answered a call of `operation`, its `details` then typed by the faults the
 * operation declares: `if (isFaultOf(error, LendItemOperation)) error.details.itemUnavailable`. The fault of a
 * call of another operation is not, whatever its details hold: its declared faults are other elements.
 */
export function isFaultOf<F extends object>(
  error: unknown,
  operation: OperationDescriptor<unknown, unknown, never, object, object, F>,
): error is SoapFaultError<F> {
  // The operation getter, not a private field: an error of another copy of the runtime is recognised too.
  return error instanceof SoapFaultError && error.operation === operation;
}

/** The service answered with an HTTP status (or content) that is neither a result nor a SOAP fault. */
export class HttpError extends Error {
  override readonly name = "HttpError";
  /** HTTP status code. */
  readonly status: number;
  /** Content-Type of the response, `""` when none. */
  readonly contentType: string;
  /** The first bytes of the body as text, secrets redacted. */
  readonly bodyExcerpt: string;

  /** Creates the error. */
  constructor(status: number, contentType: string, bodyExcerpt: string) {
    super(`HTTP ${status} (${contentType === "" ? "no content type" : contentType})`);
    this.status = status;
    this.contentType = contentType;
    this.bodyExcerpt = bodyExcerpt;
  }
}
brandClass(HttpError, "HttpError");

/** Why the exchange itself failed. */
export type TransportErrorKind = "timeout" | "connection" | "abort" | "response-too-large";

/** The request could not be completed: timeout, connection failure, abort, or an oversized response. */
export class TransportError extends Error {
  override readonly name = "TransportError";
  /** What happened. */
  readonly kind: TransportErrorKind;

  /** Creates the error; `cause` is the underlying system error, if any. */
  constructor(kind: TransportErrorKind, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.kind = kind;
  }
}
brandClass(TransportError, "TransportError");

/** The response could not be read as the expected message (not XML, hostile, wrong envelope or element). */
export class MalformedResponseError extends Error {
  override readonly name = "MalformedResponseError";
  /** Problems found by the result validator, when validation was asked for. */
  readonly issues: readonly ValidationIssue[];

  /** Creates the error. */
  constructor(message: string, options: { cause?: unknown; issues?: readonly ValidationIssue[] } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.issues = options.issues ?? [];
  }
}
brandClass(MalformedResponseError, "MalformedResponseError");

/** Shared keep-alive agents, used unless the caller passes one. */
export const defaultAgents = {
  /** Agent for `http:` URLs. */
  http: new HttpAgent({ keepAlive: true, maxSockets: 64 }),
  /** Agent for `https:` URLs. */
  https: new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * Options of a client. `D` is every request header block of the service (its generated `...SoapHeaders`
 * interface).
 */
export interface ClientOptions<D = object> {
  /**
   * Scheme, host and port of the service, e.g. `https://api.example.net` (a path prefix is kept). Credentials in
   * it (`https://user:password@api.example.net`, percent-encoded) go as HTTP Basic authentication, and appear in
   * no error, `onExchange` URL or WS-Addressing `To`.
   */
  readonly baseUrl: string;
  /**
   * The service's path under `baseUrl`, in place of the one its WSDL's address gives: where the service is
   * deployed elsewhere, or where the WSDL gives none (ONVIF's, whose device names each service's address in
   * GetServices, e.g. `/onvif/device_service`; the default is then `/<port type>`). A query it holds is sent
   * with every request and is part of the WS-Addressing `To`.
   */
  readonly path?: string;
  /**
   * Transport for every call unless overridden per call. Default `soap11`, or for an operation not bound to SOAP
   * 1.1 the first it is bound to (an .asmx description of HTTP bindings only: `get`, else `post`).
   */
  readonly transport?: Transport;
  /** Per-call timeout for the whole exchange, in milliseconds. Default 30 000. */
  readonly timeoutMs?: number;
  /** Largest response body accepted, in bytes. Default 32 MiB. */
  readonly maxResponseBytes?: number;
  /**
   * Run the generated validators on every response: of its result, and of the typed detail of a declared fault
   * (an invalid one leaves the fault's `details` empty, its `cause` saying why). Default `false`.
   */
  readonly validateResponse?: boolean;
  /**
   * Run the generated validator on every request before it is sent: one that breaks the schema is refused with a
   * TypeError naming each problem's path, and nothing is sent. Default `true`.
   */
  readonly validateRequest?: boolean;
  /** Agent to use instead of the shared keep-alive agents. */
  readonly agent?: HttpAgent;
  /**
   * Extra HTTP request headers, or a function called per call that returns them (a token that expires). They do
   * not replace the transport's own (`content-type`, `soapaction`).
   */
  readonly headers?: Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>);
  /** Reader options (bounds, strict) for responses. */
  readonly readOptions?: XmlReadOptions;
  /**
   * SOAP header blocks sent with every SOAP call whose operation declares them (a session header, for
   * example), or a function called per call that returns them. A call's own `soapHeaders` take precedence.
   */
  readonly soapHeaders?: D | (() => D);
  /**
   * Header blocks the WSDL does not declare (WS-Security, for example), sent with every SOAP call: whole
   * elements as markup, each declaring the namespace prefixes it uses; or a function called per call.
   */
  readonly rawSoapHeaders?: readonly string[] | (() => readonly string[]);
  /**
   * Send SOAP requests as MTOM (XOP) packages, for services that take nothing else (WCF's MTOM encoding).
   * Default: over the transports whose binding's policy asks for MTOM (`wsoma:OptimizedMimeSerialization`),
   * else `false`. Responses in XOP packages are read either way.
   */
  readonly mtom?: boolean;
  /**
   * Send WS-Addressing 1.0 headers (`wsa:Action`, `wsa:To`, `wsa:MessageID`, `wsa:ReplyTo`) with SOAP calls.
   * Default: over the transports whose binding uses addressing (`wsaw:UsingAddressing`, `wsam:Addressing`,
   * required or optional). `false` never sends them; `true` sends them with every SOAP call, the action being
   * the operation's addressing action or else its SOAP action.
   */
  readonly addressing?: boolean;
  /**
   * Called after every HTTP exchange of a call with what went out and what came back ({@link HttpExchange}),
   * to log or debug an integration. An error it throws rejects the call.
   */
  readonly onExchange?: (exchange: HttpExchange) => void;
  /**
   * A WS-Security UsernameToken sent with every SOAP call, a fresh nonce and creation time each time, for
   * services that ask for one though their WSDL does not declare it; its password is masked in errors and in
   * `onExchange`, as a secret parameter is.
   */
  readonly usernameToken?: UsernameToken;
}

/**
 * One HTTP exchange of a call, as {@link ClientOptions.onExchange} sees it, bodies as text: the values of the
 * operation's secret parameters are masked in them, and credential headers (`authorization`, `cookie`) too.
 */
export interface HttpExchange {
  /** The operation, by its WSDL name. */
  readonly operation: string;
  readonly transport: Transport;
  /** The URL called, without credentials a base URL may hold (and over GET, secret parameters masked). */
  readonly url: string;
  readonly method: string;
  readonly requestHeaders: Readonly<Record<string, string>>;
  readonly requestBody: string;
  /** From sending the request to the end of the answer, or to the failure. */
  readonly durationMs: number;
  /** The answer, whatever its status (`set-cookie` masked among its headers); absent when none came. */
  readonly response?: {
    readonly status: number;
    readonly headers: Readonly<Record<string, string | readonly string[]>>;
    readonly contentType: string;
    readonly body: string;
  };
  /** Why no answer came: a `TransportError` (timeout, connection, abort, response-too-large). */
  readonly error?: Error;
}

/** Per-call options. `I` is the operation's request header blocks. */
export interface CallOptions<I = object> {
  /** Transport of this call. */
  readonly transport?: Transport;
  /** Extra HTTP request headers of this call, over the client's `headers`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Timeout of this call, in milliseconds. */
  readonly timeoutMs?: number;
  /** Aborts the call. */
  readonly signal?: AbortSignal;
  /** SOAP header blocks of this call (SOAP only), over the client's `soapHeaders`. */
  readonly soapHeaders?: I;
  /** Header blocks the WSDL does not declare, as markup, after the client's `rawSoapHeaders` (SOAP only). */
  readonly rawSoapHeaders?: readonly string[];
}

/** A result with the response's SOAP header blocks. `O` is the operation's response header blocks. */
export interface SoapResult<R, O extends object> {
  /** The result, as the simple call resolves to it. */
  readonly result: R;
  /** The response's header blocks the WSDL declares, by property. */
  readonly headers: O;
  /** The response's other header blocks, each as markup. */
  readonly otherHeaders: readonly string[];
}

/** What a call collects of the response's header blocks. */
interface ReceivedHeaders {
  readonly values: Record<string, unknown>;
  readonly other: string[];
}

/** The header descriptors a response to `op` may carry, by `{ns}local`, and their readers; undefined when none. */
const responseHeaderTables = new WeakMap<object, ResponseHeaders | undefined>();

interface ResponseHeaders {
  readonly table: ReadonlyMap<string, HeaderDescriptor>;
  readonly resolve: SoapHeaderResolver;
}

function responseHeaders(op: OperationDescriptor<unknown, unknown, never>): ResponseHeaders | undefined {
  if (responseHeaderTables.has(op)) return responseHeaderTables.get(op);
  const descriptors = [...(op.outputHeaders ?? []), ...(op.headerFaults ?? [])];
  const headers =
    descriptors.length === 0
      ? undefined
      : {
          table: new Map(descriptors.map((d) => [`{${d.element.ns}}${d.element.local}`, d] as const)),
          resolve: headerBlockResolver(descriptors),
        };
  responseHeaderTables.set(op, headers);
  return headers;
}

/** The reader of a declared fault's detail element: its element's, or its encoded reader. */
function faultDetailReader(
  descriptor: FaultDescriptor | undefined,
): ElementField<unknown> | EncodedBodyType<unknown> | undefined {
  return descriptor?.encoded ?? descriptor?.element;
}

/** The reader of the independent elements an encoded detail may refer to, where a declared fault is encoded. */
function encodedReferences(table: ReadonlyMap<string, FaultDescriptor>): ContentType<unknown> | undefined {
  for (const descriptor of table.values())
    if (descriptor.encoded !== undefined) return descriptor.encoded.reference;
  return undefined;
}

/** The fault descriptors of `op` by their element's `{ns}local`; undefined when it declares none. */
const faultTables = new WeakMap<object, ReadonlyMap<string, FaultDescriptor> | undefined>();

function faultTable(
  op: OperationDescriptor<unknown, unknown, never>,
): ReadonlyMap<string, FaultDescriptor> | undefined {
  if (faultTables.has(op)) return faultTables.get(op);
  const faults = op.faults ?? [];
  const table =
    faults.length === 0
      ? undefined
      : new Map(faults.map((d) => [`{${d.element.ns}}${d.element.local}`, d] as const));
  faultTables.set(op, table);
  return table;
}

/** The values of the blocks `table` declares, by property; the others, as markup, into `other`. */
function headerValues(
  blocks: readonly SoapHeaderBlock[],
  table: ReadonlyMap<string, HeaderDescriptor> | undefined,
  other?: string[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const block of blocks) {
    const descriptor = block.known ? table?.get(`{${block.ns}}${block.local}`) : undefined;
    if (descriptor !== undefined) values[descriptor.name] = block.value;
    else if (!block.known) other?.push(block.value as string);
  }
  return values;
}

/** Where a request goes, as node:http takes it (computed once per client for its SOAP endpoint). */
type Target = ReturnType<typeof urlToHttpOptions>;

/** The media type of each SOAP version's content type, which a SOAP response must have. */
const SOAP_MEDIA_TYPE: Readonly<Record<SoapVersion, string>> = {
  "1.1": SOAP_CONTENT_TYPE["1.1"].split(";")[0] ?? "",
  "1.2": SOAP_CONTENT_TYPE["1.2"].split(";")[0] ?? "",
};

interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly contentType: string;
  readonly body: Buffer;
}

const EXCERPT_BYTES = 512;

/** Calls the operations of one service at one path. Generated clients wrap it with typed methods. */
export class SoapClient {
  readonly #url: URL;
  /** The endpoint's address as `wsa:To` names it: without the credentials a base URL may hold. */
  readonly #address: string;
  readonly #target: Target;
  readonly #options: ClientOptions;

  /** Creates a client for the service at `path` under `options.baseUrl`. */
  constructor(path: string, options: ClientOptions) {
    const base = new URL(options.baseUrl);
    // Set as the path, never resolved against the base: a service path of a malformed address that begins
    // with `//` would name another host.
    // A deployed path may carry a query that tells its resource apart (ONVIF's `/Subscription?Idx=3`).
    const [deployed = "", query = ""] = (options.path ?? path).split(/\?(.*)/s);
    this.#url = new URL(base);
    this.#url.pathname = base.pathname.replace(/\/$/, "") + deployed;
    this.#url.search = query;
    this.#url.hash = "";
    this.#address = `${this.#url.origin}${this.#url.pathname}${this.#url.search}`;
    this.#target = urlToHttpOptions(this.#url);
    this.#options = options;
  }

  /**
   * Calls operation `op` with `request`; resolves to the result (`undefined` when the response carries none, see
   * {@link CallResult}) or rejects with one of this module's errors.
   */
  call<P, R>(
    op: OperationDescriptor<P, R, never>,
    request: P,
    options: CallOptions = {},
  ): Promise<CallResult<R>> {
    return this.#call(op, request, options, undefined);
  }

  /** As {@link SoapClient.call}, resolving to the result with the response's SOAP header blocks. */
  async callWithHeaders<P, R, O extends object>(
    op: OperationDescriptor<P, R, never, object, O>,
    request: P,
    options: CallOptions = {},
  ): Promise<SoapResult<CallResult<R>, O>> {
    const received: ReceivedHeaders = { values: {}, other: [] };
    const result = await this.#call(op, request, options, received);
    return { result, headers: received.values as O, otherHeaders: received.other };
  }

  /** The header blocks to send with a SOAP call of `op`: the client's, then the call's. */
  #outgoingHeaders(
    op: OperationDescriptor<unknown, unknown, never>,
    options: CallOptions,
  ): OutgoingHeaders | undefined {
    const defaults = this.#options.soapHeaders;
    const rawDefaults = this.#options.rawSoapHeaders;
    if (
      defaults === undefined &&
      rawDefaults === undefined &&
      options.soapHeaders === undefined &&
      options.rawSoapHeaders === undefined
    )
      return undefined;
    const values = {
      ...(typeof defaults === "function" ? defaults() : defaults),
      ...options.soapHeaders,
    } as Readonly<Record<string, unknown>>;
    const raw = [
      ...(typeof rawDefaults === "function" ? rawDefaults() : (rawDefaults ?? [])),
      ...(options.rawSoapHeaders ?? []),
    ];
    for (const markup of raw) checkRawHeader(op, markup);
    return { values, raw };
  }

  /** The `wsa:Action` of a call of `op` over `transport`, where it sends WS-Addressing headers. */
  #addressingAction(
    op: OperationDescriptor<unknown, unknown, never>,
    transport: Transport,
  ): string | undefined {
    const option = this.#options.addressing;
    if (option === false) return undefined;
    const declared = op.addressing;
    if (declared?.transports.includes(transport) === true) return declared.input;
    return option === true ? (declared?.input ?? op.soapAction) : undefined;
  }

  async #call<P, R>(
    op: OperationDescriptor<P, R, never>,
    request: P,
    options: CallOptions,
    received: ReceivedHeaders | undefined,
  ): Promise<CallResult<R>> {
    const transport =
      options.transport ??
      this.#options.transport ??
      (op.transports.includes("soap11") ? "soap11" : (op.transports[0] ?? "soap11"));
    if (!op.transports.includes(transport)) {
      throw new TypeError(
        `${op.name} is not offered over ${transport}; it is bound to ${op.transports.join(", ")}`,
      );
    }
    if (
      (transport === "get" || transport === "post") &&
      (options.soapHeaders !== undefined || options.rawSoapHeaders !== undefined)
    )
      throw new TypeError(`${op.name}: SOAP header blocks cannot travel over ${transport}`);
    const secrets: string[] = [];
    const token = this.#options.usernameToken;
    if (token !== undefined && token.password !== "") secrets.push(token.password);
    for (const p of op.parameters) {
      const value = (request as Readonly<Record<string, unknown>>)[p.name];
      if (p.secret && typeof value === "string" && value !== "") secrets.push(value);
    }
    // Where the SOAP versions' requests differ, the request is checked against its version's below.
    if (
      this.#options.validateRequest !== false &&
      !(op.soap12Request !== undefined && transport.startsWith("soap"))
    )
      checkRequest(op, request, secrets);
    let response: RawResponse;
    let result: CallResult<R>;
    if (transport === "get" || transport === "post") {
      const form = plainRequestFields(op, request);
      const url = new URL(this.#url);
      url.pathname = `${this.#url.pathname}/${op.name}`;
      if (transport === "get")
        url.search = [this.#url.search.slice(1), form].filter((part) => part !== "").join("&");
      response = await this.#observedExchange(
        op,
        transport,
        url,
        transport === "get" ? "GET" : "POST",
        transport === "get" ? {} : { "content-type": "application/x-www-form-urlencoded" },
        transport === "get" ? undefined : form,
        options,
        secrets,
      );
      result = this.#readPlain(op, response, secrets);
    } else {
      const version = soapVersionOf(transport);
      if (op.soap12Request !== undefined) checkVersionRequest(op, version, request);
      const action = this.#addressingAction(op, transport);
      const outgoing = this.#outgoingHeaders(op, options);
      const envelope = soapRequestEnvelope(
        version,
        op,
        request,
        action === undefined && token === undefined
          ? outgoing
          : {
              values: outgoing?.values ?? {},
              raw: [
                ...(action === undefined
                  ? []
                  : addressingRequestBlocks(version, action, this.#address, op.oneWay === true)),
                ...(token === undefined ? [] : [usernameTokenBlock(token, version)]),
                ...(outgoing?.raw ?? []),
              ],
            },
      );
      // WS-Addressing's SOAP binding: the SOAPAction (1.2's action parameter) is the wsa:Action.
      const soapAction = action ?? op.soapAction;
      const headers = soapRequestHeaders(version, { soapAction });
      let body = envelope;
      if (this.#options.mtom ?? op.mtom?.includes(transport) === true) {
        const xop = writeXopPackage(
          SOAP_MEDIA_TYPE[version],
          envelope,
          version === "1.2" ? soapAction : undefined,
        );
        headers["content-type"] = xop.contentType;
        body = xop.body;
      }
      response = await this.#observedExchange(
        op,
        transport,
        this.#url,
        "POST",
        headers,
        body,
        options,
        secrets,
      );
      result = accepted(op, response, false)
        ? undefined
        : this.#readSoap(op, version, unpackedXop(op, response, secrets), secrets, received);
    }
    if (this.#options.validateResponse === true && op.validateResult !== undefined && result !== undefined) {
      const issues = op.validateResult(result);
      if (issues.length > 0) throw invalid(op, "result", issues, secrets);
    }
    return result;
  }

  #readSoap<R>(
    op: OperationDescriptor<unknown, R, never>,
    version: SoapVersion,
    response: RawResponse,
    secrets: string[],
    received: ReceivedHeaders | undefined,
  ): CallResult<R> {
    // Any XML media type: peers label SOAP 1.2 answers text/xml and SOAP 1.1 ones application/soap+xml or
    // application/xml, and the envelope's namespace says which version it is (checked below).
    const mediaType = parseMediaType(response.contentType);
    const isSoap =
      mediaType.essence === "text/xml" || /^application\/(?:[\w.-]+\+)?xml$/.test(mediaType.essence);
    // A one-way request may be accepted with 202 and an envelope of an empty Body too (node-soap's `emptyBody`).
    const ok = response.status === 200 || (response.status === 202 && op.oneWay === true);
    if (!isSoap || (!ok && response.status !== 500 && response.status !== 400)) {
      throw httpError(response, secrets);
    }
    const wrapper = responseType(op);
    const group = op.resultGroup;
    const declaredHeaders = responseHeaders(op);
    const table = declaredHeaders?.table;
    const noResult = op.result === undefined && op.responseElement === undefined;
    const lenient = this.#options.readOptions?.strict !== true;
    // The name Axis 1 gives any response element: the request element's, with `Response` after it.
    const axisResponse = `${soapRequest(op, version).requestElement}Response`;
    let envelope;
    try {
      envelope = readSoapEnvelope<unknown>(
        utf8Body(response.body, mediaType.parameters.get("charset")?.toLowerCase()),
        // An abstract response element: one of its substitution group's elements stands there. A bare
        // response's Body is read whole, whatever element it begins with. What the Body of an answer to a
        // one-way request holds is ignored, but a fault (WS-I BP R2750). The name of an rpc/encoded response's
        // struct is not significant (SOAP 1.1 section 7.1: `<op>Response` by convention only).
        // An empty `<op>Response` (in the soap:body namespace or none), as Axis 1 answers an operation whose
        // output has no part, stands for an empty Body: read as an element without members, which strict reading
        // refuses content in and lenient reading keeps none of, as it keeps no sibling of a result element. Read
        // leniently, the response element is taken in any namespace, by its local name or Axis 1's: Axis 1 names
        // it after the request element and writes it in that element's namespace, whichever the WSDL declares.
        op.oneWay === true
          ? () => IGNORED
          : op.bareResponse === true && wrapper.kind === "content"
            ? () => ({ kind: "bare", type: wrapper })
            : group === undefined
              ? (ns, local) =>
                  ((ns === responseNamespace(op) || op.anyResponseNs === true) &&
                    (local === op.responseElement || op.encoded === true)) ||
                  (lenient && (local === op.responseElement || local === axisResponse))
                    ? wrapper
                    : noResult &&
                        local === `${op.name}Response` &&
                        (ns === responseNamespace(op) || ns === "" || lenient)
                      ? wrapper
                      : undefined
              : (ns, local) => group.reader(ns, local),
        this.#options.readOptions,
        declaredHeaders?.resolve,
        // The response of an operation without a result may have nothing in its body.
        noResult,
      );
    } catch (error) {
      if (!ok) throw httpError(response, secrets);
      throw malformed(op, error, secrets);
    }
    if (envelope.fault !== undefined) {
      const headers = envelope.headers.length === 0 ? NO_VALUES : headerValues(envelope.headers, table);
      const [details, problem] = this.#faultDetails(op, envelope.fault, response, secrets);
      throw new SoapFaultError(envelope.fault, response.status, {
        operation: op,
        headers,
        details,
        ...(problem === undefined ? {} : { cause: problem }),
      });
    }
    if (received !== undefined)
      Object.assign(received.values, headerValues(envelope.headers, table, received.other));
    if (envelope.version !== version) {
      throw new MalformedResponseError(
        `${op.name}: SOAP ${envelope.version} response to a SOAP ${version} request`,
      );
    }
    if (!ok) throw httpError(response, secrets);
    const body = envelope.body;
    if (body === undefined) return undefined;
    if (group !== undefined) return group.wrap(body.ns, body.local, body.value) as CallResult<R>;
    return ((body.value as ResponseWrapper<R>).result ?? undefined) as CallResult<R>;
  }

  /**
   * The typed detail of a fault of `op`: each element of its detail that a declared fault names, read as its
   * element (strictly where the client reads strictly), by the fault's property; or none, and why, where one does
   * not read as its declaration or, where the client validates responses, breaks it.
   */
  #faultDetails(
    op: OperationDescriptor<unknown, unknown, never>,
    fault: SoapFault,
    response: RawResponse,
    secrets: string[],
  ): [Readonly<Record<string, unknown>>, MalformedResponseError?] {
    const table = faultTable(op);
    // Only a detail holding elements is read again: its text alone names no fault.
    if (table === undefined || fault.detail?.includes("<") !== true) return [NO_VALUES];
    let entries;
    try {
      entries = readSoapFaultDetail(
        response.body,
        fault.version,
        (ns, local) => faultDetailReader(table.get(`{${ns}}${local}`)),
        this.#options.readOptions,
        encodedReferences(table),
      );
    } catch (error) {
      return [NO_VALUES, malformed(op, error, secrets)];
    }
    const details: Record<string, unknown> = {};
    const issues: ValidationIssue[] = [];
    const validate = this.#options.validateResponse === true;
    for (const entry of entries) {
      const descriptor = table.get(`{${entry.ns}}${entry.local}`);
      if (descriptor === undefined || descriptor.name in details) continue;
      details[descriptor.name] = entry.value;
      if (validate && entry.value !== null && descriptor.validate !== undefined)
        issues.push(...descriptor.validate(entry.value, descriptor.name));
    }
    if (issues.length > 0) return [NO_VALUES, invalid(op, "fault detail", issues, secrets)];
    return [details];
  }

  #readPlain<R>(
    op: OperationDescriptor<unknown, R, never>,
    response: RawResponse,
    secrets: string[],
  ): CallResult<R> {
    if (op.result === undefined) {
      if (accepted(op, response, true)) return undefined;
      throw httpError(response, secrets);
    }
    const mediaType = parseMediaType(response.contentType);
    const isXml = mediaType.essence === "text/xml" || mediaType.essence === "application/xml";
    if (response.status !== 200 || !isXml) throw httpError(response, secrets);
    try {
      const body = utf8Body(response.body, mediaType.parameters.get("charset")?.toLowerCase());
      return (readXml(body, plainResultDocument(op), this.#options.readOptions) ??
        undefined) as CallResult<R>;
    } catch (error) {
      throw malformed(op, error, secrets);
    }
  }

  /** {@link #exchange} of `url`, reported to `onExchange` where the client has one. */
  #observedExchange(
    op: OperationDescriptor<unknown, unknown, never>,
    transport: Transport,
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: string | undefined,
    options: CallOptions,
    secrets: readonly string[],
  ): Promise<RawResponse> {
    const target = url === this.#url ? this.#target : urlToHttpOptions(url);
    // Once per call: a function giving the client's headers is called once, and the report shows what is sent.
    const sent = this.#requestHeaders(headers, options);
    const observe = this.#options.onExchange;
    if (observe === undefined) return this.#exchange(target, method, sent, body, options);
    const shown = new URL(url);
    shown.username = "";
    shown.password = "";
    const request = {
      operation: op.name,
      transport,
      url: redact(shown.href, secrets),
      method,
      requestHeaders: maskedHeaders(sent),
      requestBody: redact(body ?? "", secrets),
    };
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    return this.#exchange(target, method, sent, body, options).then(
      (response) => {
        const { status, contentType } = response;
        const text = redact(bodyText(response), secrets);
        const shownHeaders = maskedHeaders(response.headers);
        observe({
          ...request,
          durationMs: elapsed(),
          response: { status, headers: shownHeaders, contentType, body: text },
        });
        return response;
      },
      (error: unknown) => {
        observe({ ...request, durationMs: elapsed(), error: error as Error });
        throw error;
      },
    );
  }

  /** The headers of a request: the client's and the call's extra ones, then the transport's `headers`. */
  #requestHeaders(headers: Record<string, string>, options: CallOptions): Record<string, string> {
    const option = this.#options.headers;
    const client = typeof option === "function" ? option() : option;
    if (client === undefined && options.headers === undefined) return headers;
    return { ...client, ...options.headers, ...headers };
  }

  /** One HTTP exchange; `headers`, all of them, belong to this call (the content length is added to them). */
  #exchange(
    target: Target,
    method: string,
    headers: Record<string, string>,
    body: string | undefined,
    options: CallOptions,
  ): Promise<RawResponse> {
    const https = target.protocol === "https:";
    const send = https ? httpsRequest : httpRequest;
    const agent = this.#options.agent ?? (https ? defaultAgents.https : defaultAgents.http);
    const timeoutMs = options.timeoutMs ?? this.#options.timeoutMs ?? 30_000;
    const maxBytes = this.#options.maxResponseBytes ?? 32 << 20;
    if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body, "utf8"));
    return new Promise<RawResponse>((resolve, reject) => {
      const signal = options.signal;
      if (signal?.aborted === true) {
        reject(new TransportError("abort", "the call was aborted"));
        return;
      }
      // Options rather than a URL: node:http would convert the URL on every call. The fields are listed:
      // spreading urlToHttpOptions' object (it has no prototype) takes a slow path.
      const { protocol, hostname, port, path, auth } = target;
      const request: Tagged<ClientRequest> = send({
        protocol,
        hostname,
        port,
        path,
        auth,
        method,
        agent,
        headers,
      });
      request[pendingOf] = new PendingExchange(request, resolve, reject, maxBytes, timeoutMs, signal);
      request.on("error", onConnectionError);
      request.on("response", onResponse);
      // A string body goes out in one write with the head, at the end of this turn (see write-batch.ts).
      requestWrites.add(request, body);
    });
  }
}

/** Headers as {@link HttpExchange} shows them: the values of credential and cookie headers masked. */
function maskedHeaders<V>(headers: Readonly<Record<string, V | undefined>>): Record<string, V | "***"> {
  const shown: Record<string, V | "***"> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    shown[name] = /^(?:authorization|proxy-authorization|cookie|set-cookie)$/i.test(name) ? "***" : value;
  }
  return shown;
}

/** An answer's body as text: UTF-8, or UTF-16 its charset or byte order mark names; else its bytes as UTF-8. */
function bodyText(response: RawResponse): string {
  try {
    const charset = parseMediaType(response.contentType).parameters.get("charset")?.toLowerCase();
    return utf8Body(response.body, charset).toString("utf8");
  } catch {
    return response.body.toString("utf8");
  }
}

/** Requests are written in runs: those made in one turn of the event loop together at its end. */
const requestWrites = new WriteBatch<ClientRequest, string | undefined>((request, body) => {
  // Aborted or timed out while held: its exchange has already been settled.
  if (request.destroyed) return;
  try {
    request.end(body);
  } catch (error) {
    request.destroy(error as Error);
  }
});

/** The exchange a request or response belongs to, so that their listeners are shared, not closures per call. */
const pendingOf = Symbol("pending exchange");
type Tagged<T> = T & { [pendingOf]?: PendingExchange };

/**
 * One HTTP exchange in flight: collects the answer and settles its promise once, whichever of the answer, an
 * error, the timeout or an abort comes first.
 */
class PendingExchange {
  readonly #request: ClientRequest;
  readonly #resolve: (response: RawResponse) => void;
  readonly #reject: (error: Error) => void;
  readonly #maxBytes: number;
  readonly #signal: AbortSignal | undefined;
  readonly #timer: ReturnType<typeof setTimeout>;
  #settled = false;
  // Most answers arrive in one chunk, used as it is; further ones are joined at the end.
  #first: Buffer | undefined = undefined;
  #rest: Buffer[] | undefined = undefined;
  #size = 0;

  constructor(
    request: ClientRequest,
    resolve: (response: RawResponse) => void,
    reject: (error: Error) => void,
    maxBytes: number,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ) {
    this.#request = request;
    this.#resolve = resolve;
    this.#reject = reject;
    this.#maxBytes = maxBytes;
    this.#signal = signal;
    this.#timer = setTimeout(onTimeout, timeoutMs, this, timeoutMs);
    signal?.addEventListener("abort", this, { once: true });
  }

  /** The abort signal's listener. */
  handleEvent(): void {
    this.fail(new TransportError("abort", "the call was aborted"));
  }

  fail(error: Error): void {
    if (!this.#settle()) return;
    this.#request.destroy();
    this.#reject(error);
  }

  receive(response: Tagged<IncomingMessage>): void {
    const declared = Number(response.headers["content-length"] ?? "0");
    if (declared > this.#maxBytes) {
      this.fail(new TransportError("response-too-large", `response larger than ${this.#maxBytes} bytes`));
      return;
    }
    response[pendingOf] = this;
    response.on("data", onResponseData);
    response.on("error", onConnectionError);
    response.on("end", onResponseEnd);
  }

  take(response: IncomingMessage, chunk: Buffer): void {
    this.#size += chunk.length;
    if (this.#size > this.#maxBytes) {
      this.fail(new TransportError("response-too-large", `response larger than ${this.#maxBytes} bytes`));
      response.destroy();
      return;
    }
    if (this.#first === undefined) this.#first = chunk;
    else (this.#rest ??= []).push(chunk);
  }

  end(response: IncomingMessage): void {
    if (!this.#settle()) return;
    const first = this.#first;
    const rest = this.#rest;
    this.#resolve({
      status: response.statusCode ?? 0,
      headers: response.headers,
      contentType: response.headers["content-type"] ?? "",
      body:
        first === undefined
          ? Buffer.alloc(0)
          : rest === undefined
            ? first
            : Buffer.concat([first, ...rest], this.#size),
    });
  }

  /** Marks the exchange settled; false when it already was. */
  #settle(): boolean {
    if (this.#settled) return false;
    this.#settled = true;
    clearTimeout(this.#timer);
    this.#signal?.removeEventListener("abort", this);
    return true;
  }
}

function onTimeout(pending: PendingExchange, timeoutMs: number): void {
  pending.fail(new TransportError("timeout", `no complete response within ${timeoutMs} ms`));
}

function onConnectionError(this: Tagged<object>, error: Error): void {
  this[pendingOf]?.fail(new TransportError("connection", `connection failed: ${errorCode(error)}`, error));
}

function onResponse(this: Tagged<ClientRequest>, response: Tagged<IncomingMessage>): void {
  this[pendingOf]?.receive(response);
}

function onResponseData(this: Tagged<IncomingMessage>, chunk: Buffer): void {
  this[pendingOf]?.take(this, chunk);
}

function onResponseEnd(this: Tagged<IncomingMessage>): void {
  this[pendingOf]?.end(this);
}

/**
 * Whether `response` is the empty answer that accepts a call of an operation without a result: of a one-way
 * operation, 202 or 200 with an empty body (WS-I BP R2714, R2715); of another, 200 with an empty body over GET/POST
 * (`plain`). Other answers are read as usual: a SOAP fault rejects the call, as it does any other.
 */
function accepted(
  op: OperationDescriptor<unknown, unknown, never>,
  response: RawResponse,
  plain: boolean,
): boolean {
  if (response.body.length !== 0 || op.result !== undefined) return false;
  return op.oneWay === true
    ? response.status === 202 || response.status === 200
    : plain && response.status === 200;
}

/**
 * Refuses, where the SOAP 1.1 and SOAP 1.2 requests of `op` differ, a request that is not the one SOAP `version`
 * carries: a member its type does not declare would be dropped, a missing one written as invalid XML.
 */
function checkVersionRequest<P>(
  op: OperationDescriptor<P, unknown, never>,
  version: SoapVersion,
  request: P,
): void {
  const side = soapRequest(op, version);
  const fields = side.request instanceof ComplexType ? Object.keys(side.request.definition.fields) : [];
  const undeclared = Object.keys(request as object).filter((key) => !fields.includes(key));
  const problems = [
    ...undeclared.map((key) => `${key}: not a member of the SOAP ${version} request`),
    ...(side.validateRequest?.(request) ?? []).map((issue) => `${issue.path}: ${issue.message}`),
  ];
  if (problems.length > 0)
    throw new TypeError(`${op.name}: the request does not fit SOAP ${version}: ${problems.join("; ")}`);
}

/** Refuses a request its generated validator finds invalid, naming each problem (secret values redacted). */
function checkRequest<P>(
  op: OperationDescriptor<P, unknown, never>,
  request: P,
  secrets: readonly string[],
): void {
  const issues = op.validateRequest?.(request) ?? [];
  if (issues.length > 0)
    throw new TypeError(`${op.name}: the request is invalid: ${redact(describeIssues(issues), secrets)}`);
}

/** A response in an XOP package (MTOM) as a plain one: its root's envelope, each attachment in place. */
function unpackedXop(
  op: OperationDescriptor<unknown, unknown, never>,
  response: RawResponse,
  secrets: readonly string[],
): RawResponse {
  if (!isXopPackage(response.contentType)) return response;
  try {
    const root = readXopPackage(response.contentType, response.body);
    return {
      status: response.status,
      headers: response.headers,
      contentType: root.contentType,
      body: root.xml,
    };
  } catch (error) {
    if (!(error instanceof XopError)) throw error;
    if (response.status !== 200 && response.status !== 500) throw httpError(response, secrets);
    throw new MalformedResponseError(`${op.name}: malformed MTOM response: ${error.message}`, {
      cause: error,
    });
  }
}

// A system error's code (ECONNREFUSED, ECONNRESET...) says what happened without echoing the URL.
function errorCode(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : "socket error";
}

function httpError(response: RawResponse, secrets: readonly string[]): HttpError {
  const excerpt = response.body.subarray(0, EXCERPT_BYTES).toString("utf8");
  return new HttpError(response.status, response.contentType, redact(excerpt, secrets));
}

/** Refuses raw header markup that is not one well-formed element declaring the prefixes it uses. */
function checkRawHeader(op: OperationDescriptor<unknown, unknown, never>, markup: string): void {
  try {
    readXml(markup, capturedXml);
  } catch (error) {
    throw new TypeError(`${op.name}: a raw SOAP header block is not a well-formed element: ${String(error)}`);
  }
}

/** The error of a response whose `part` (result or fault detail) its validator refuses. */
function invalid(
  op: OperationDescriptor<unknown, unknown, never>,
  part: string,
  issues: readonly ValidationIssue[],
  secrets: readonly string[],
): MalformedResponseError {
  // The first issues name what is wrong without reading `issues`; values in them may hold a secret.
  const first = redact(describeIssues(issues, 3), secrets);
  return new MalformedResponseError(`${op.name} ${part} is invalid: ${issues.length} problem(s): ${first}`, {
    issues,
  });
}

function malformed(
  op: OperationDescriptor<unknown, unknown, never>,
  error: unknown,
  secrets: readonly string[],
): MalformedResponseError {
  if (error instanceof SoapEnvelopeError || error instanceof XmlReadError) {
    const message = redact(error.message, secrets);
    return new MalformedResponseError(`${op.name}: malformed response: ${message}`, { cause: error });
  }
  return new MalformedResponseError(`${op.name}: malformed response`, { cause: error });
}
