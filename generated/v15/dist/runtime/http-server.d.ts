import { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { type OperationDescriptor, type RequestContext, type ServiceDescriptor, type Transport } from "./operation.js";
import { createServicePages, type ServicePageOptions } from "./service-page.js";
import { type SoapBodyResolver, type SoapHeaderResolver, type SoapVersion } from "./soap.js";
import type { QName } from "./xml-names.js";
import { type XmlReadOptions } from "./xml-reader.js";
import { WriteBatch } from "./write-batch.js";
/**
 * Thrown by a handler or the authentication hook to answer with a specific fault. `F` types `options.detail`:
 * an operation's generated `...Faults` interface (`new ServiceFault<LendItemFaults>(...)`) makes a fault the
 * operation does not declare, or a detail of the wrong type, a compile error.
 */
export declare class ServiceFault<F extends object = Readonly<Record<string, unknown>>> extends Error {
    readonly name = "ServiceFault";
    /** `Sender`: the caller is at fault (1.1 `Client`); `Receiver`: the service is (1.1 `Server`). */
    readonly code: "Sender" | "Receiver";
    /** Optional subcode (SOAP 1.2 Subcode, 1.1 `Client.<local>`). */
    readonly subcode: QName | undefined;
    /**
     * Header blocks of the fault, by property, of those the operation declares as `soap:headerfault` (its
     * generated `...HeaderFaults` interface types them); others are not written.
     */
    readonly headers: Readonly<Record<string, unknown>> | undefined;
    /**
     * The detail of a `wsdl:fault` the operation declares, by the fault's property (its generated `...Faults`
     * interface types them), written into the fault's `detail` / `Detail`. A property the operation declares no
     * fault for is a handler's mistake: answered with the fixed Receiver fault, its cause logged.
     */
    readonly detail: F | undefined;
    /**
     * Creates the fault; `reason` is sent to the caller as is, so keep internals out of it. Throws a TypeError
     * for a code other than the two, or a subcode that is not a namespace and an NCName: they are written into
     * the fault as a QName, which callers read, and nothing else can check them for a caller in plain JavaScript.
     */
    constructor(code: "Sender" | "Receiver", reason: string, subcode?: QName, options?: {
        readonly headers?: Readonly<Record<string, unknown>>;
        readonly detail?: F;
    });
}
/** One line of the request log. Never holds a query string, a body, or a credential. */
export interface RequestLogEntry {
    /** HTTP method. */
    readonly method: string;
    /** Request path without the query string. */
    readonly path: string;
    /** Transport, when recognised. */
    readonly transport: Transport | "wsdl" | undefined;
    /** Operation name, when recognised. */
    readonly operation: string | undefined;
    /** HTTP status sent. */
    readonly status: number;
    /** Fault code or error class, when the answer was an error. */
    readonly error: string | undefined;
    /**
     * Why a handler failed, when it threw something other than a `ServiceFault`: the error's name and message,
     * every credential value replaced by `***`. For operators only; the caller gets a fixed text.
     */
    readonly cause: string | undefined;
    /** Time from request to response, in milliseconds. */
    readonly durationMs: number;
}
/** Formats a log entry as one line: `POST /15/SOAP/X.asmx soap11 GetMeals 200 1.2ms`. */
export declare function formatLogEntry(entry: RequestLogEntry): string;
/** Options of {@link createServiceListener}. */
export interface ServiceListenerOptions {
    /**
     * Runs before any handler with the credential parameters (by parameter name). `false` answers
     * "Invalid login" (SOAP: Client/Sender fault; GET/POST: 403); throwing a {@link ServiceFault} answers that.
     * It runs under `handlerTimeoutMs`, and the context's signal is aborted when that expires.
     */
    readonly authenticate?: (credentials: Readonly<Record<string, string | undefined>>, context: RequestContext) => boolean | Promise<boolean>;
    /** Receives one entry per request (use {@link formatLogEntry} for a line). */
    readonly log?: (entry: RequestLogEntry) => void;
    /** Largest request body, in bytes. Default 1 MiB (the largest legitimate request is a few KiB). */
    readonly maxBodyBytes?: number;
    /** Time allowed for receiving the body once the headers are in, in milliseconds. Default 10 000. */
    readonly bodyTimeoutMs?: number;
    /**
     * Time the authentication hook and the handler may take together, in milliseconds; then the caller gets a
     * Receiver fault (SOAP) or 503 (GET/POST) and the context's signal is aborted. Default 60 000.
     */
    readonly handlerTimeoutMs?: number;
    /** Longest request URL (path and query string). Default 8 KiB. */
    readonly maxUrlLength?: number;
    /**
     * The address the service is reached at from outside, without the service path (`https://api.example.net`,
     * or with the prefix a reverse proxy adds): the addresses in `?WSDL` and `?xsd=` documents are this and the
     * service path. Without it they are built from the request's Host header, which is then refused (400) unless
     * it is a valid `host[:port]`; set it wherever callers can send any Host header (a server reached directly).
     */
    readonly publicBaseUrl?: string;
    /** Run the generated request validators. Default `true`. */
    readonly validateRequests?: boolean;
    /**
     * Run the generated validators on what each handler answers before it is written: its result and the response
     * header blocks it set, or the detail and header blocks of the declared fault it throws. One that breaks the
     * schema is answered as a handler that throws (Server/Receiver fault, or 500 over GET/POST, with the fixed text)
     * and its issues logged as the cause, so that no invalid XML goes out. Default `true`.
     */
    readonly validateResponses?: boolean;
    /** Reader options (bounds, strict) for request bodies. */
    readonly readOptions?: XmlReadOptions;
    /**
     * Header blocks the WSDL does not declare that the handlers process (`{namespace}local`): one marked
     * mustUnderstand is not refused but handed on in `context.otherSoapHeaders`. A service that checks a
     * WS-Security UsernameToken (see `readUsernameToken`) names
     * `{http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd}Security`.
     */
    readonly understoodHeaders?: readonly string[];
    /**
     * The HTML pages at `GET <path>` and `<path>?op=<Op>` (see `service-page.ts`); `false` answers a plain-text
     * list of operations instead. Default `true`: the pages with the test form for loopback callers only.
     */
    readonly servicePage?: boolean | ServicePageOptions;
}
export type AnyOperation<H> = OperationDescriptor<unknown, unknown, H>;
/**
 * One request and its response: what the log needs, the body being read, the deadline it waits for, and the
 * abort signal of its handler (created on first use, aborted when the client goes or the handler is late).
 * One object per request instead of closures, promises and timers per request.
 */
export declare class Exchange {
    #private;
    readonly req: IncomingMessage;
    readonly res: ServerResponse;
    readonly started: number;
    transport: Transport | "wsdl" | undefined;
    operation: string | undefined;
    /** When the body or the handler it waits for is late (`performance.now()` time), while in a queue. */
    deadline: number;
    /** Set once an answer is decided: a later one (a handler answering after its deadline) is dropped. */
    answered: boolean;
    /** How a late handler is answered: the SOAP version of its fault, or undefined for 503 text/plain. */
    lateVersion: SoapVersion | undefined;
    /** Whether the request is an MTOM (XOP) package, and so its SOAP answer too. */
    xop: boolean;
    /** The body being read: where it goes, its first chunk and any further ones (most bodies are one chunk). */
    body: BodyReader | undefined;
    constructor(req: IncomingMessage, res: ServerResponse);
    /** The handler's signal. The response's close is watched from here on: until then no one could see it. */
    signal(): AbortSignal;
    abort(): void;
}
/** A request body being read; see {@link Exchange.body}. */
export interface BodyReader {
    readonly limit: number;
    readonly queue: DeadlineQueue;
    /** Continues with the whole body. */
    readonly then: (body: Buffer) => void;
    /** Answers the exchange: a body refused (too large, too slow, broken) or a failure of `then`. */
    readonly finish: (exchange: Exchange, answer: Answer) => void;
    first: Buffer | undefined;
    rest: Buffer[] | undefined;
    size: number;
}
/**
 * The pending deadlines of one kind (body, handler) of one listener, with one timer for all of them, as
 * node:http checks its own header and request timeouts: the deadlines share one duration, so the order they
 * were added in is the order they fall due in, and the timer waits for the earliest. It holds the process
 * open only while a deadline is pending, as a timer per request did.
 */
export declare class DeadlineQueue {
    #private;
    constructor(ms: number, expire: (exchange: Exchange) => void);
    add(exchange: Exchange): void;
    delete(exchange: Exchange): void;
}
/**
 * An answer decided before or instead of the handler; carries what the log needs. Deliberately not an Error:
 * capturing a stack trace per response costs time.
 */
export declare class Answer {
    readonly status: number;
    /** "" where the answer has no content (a one-way request accepted). */
    readonly contentType: string;
    readonly body: string;
    readonly error: string;
    readonly headers: Readonly<Record<string, string>>;
    /** See {@link RequestLogEntry.cause}. */
    cause: string | undefined;
    constructor(status: number, contentType: string, body: string, error: string, headers?: Readonly<Record<string, string>>);
    /** This answer, logged with the handler's error as its cause (credential values redacted). */
    causedBy(error: unknown, context: RequestContext): Answer;
}
/**
 * What every request of one listener shares, built once by {@link createServiceListener}: the service, its
 * handlers and options, the operation tables, the deadline queues and the batch answers are sent in. The units
 * of the request path below take it as their first argument instead of closing over it, so that each can be
 * called on its own and no closure is made per listener function.
 */
export declare class ListenerContext<H> {
    readonly service: ServiceDescriptor<H>;
    readonly handlers: H;
    readonly options: ServiceListenerOptions;
    readonly maxBodyBytes: number;
    readonly maxUrlLength: number;
    readonly validate: boolean;
    readonly validateResponses: boolean;
    readonly baseUrl: string | undefined;
    readonly servicePath: string;
    readonly servicePathSlash: string;
    readonly byName: Map<string, AnyOperation<H>>;
    readonly byAction: Map<string, AnyOperation<H>>;
    /** An action several operations share (JAX-WS writes "" for all) names none of them: the body element does. */
    readonly sharedActions: Set<string>;
    /**
     * Whether an operation declares no action (an empty soapAction, no wsam:Action): gSOAP then sends the
     * WS-Addressing default action, `{tns}/{portType}/{operation}`, which the body element tells apart.
     */
    readonly actionless: boolean;
    readonly byRequestElement: Map<string, AnyOperation<H>>;
    /** The operations whose request element is taken in any namespace, by its local name. */
    readonly byAnyNamespaceRequest: Map<string, AnyOperation<H>[]>;
    /**
     * The operations by the local name of their request element (neither bare nor abstract), which a lenient reader
     * takes unqualified or in the service's namespace.
     */
    readonly byRequestLocal: Map<string, AnyOperation<H>[]>;
    readonly lenient: boolean;
    /** Operations whose requests begin with the same element (bare ones sharing a first part): the action tells them. */
    readonly sharedRequestElements: Map<string, AnyOperation<H>[]>;
    /** Operations whose request Body is empty (an input of no body part): the action tells them. */
    readonly emptyRequests: AnyOperation<H>[];
    readonly allOperations: string;
    /** The service page, operation pages and discovery document at `GET <path>` (see service-page.ts). */
    readonly pages: ReturnType<typeof createServicePages>;
    /** The reader of a SOAP body element that is the request of one of this service's operations. */
    /** The reader of a request header block some operation of this service declares; none when none does. */
    readonly headerReader: SoapHeaderResolver | undefined;
    /** Sent in runs at the end of each turn of the event loop (see write-batch.ts). */
    readonly answers: WriteBatch<Exchange, Answer>;
    readonly bodyDeadlines: DeadlineQueue;
    readonly handlerDeadlines: DeadlineQueue;
    constructor(service: ServiceDescriptor<H>, handlers: H, options: ServiceListenerOptions);
    /**
     * The operation of a SOAP `version` request whose action names `actionOp` (if any) and whose body begins with
     * `{ns}local`: a bare operation its action names, else the one that element begins; of several that it begins,
     * the one the action names, or none.
     */
    operationOf(actionOp: AnyOperation<H> | undefined, version: SoapVersion, ns: string, local: string): AnyOperation<H> | undefined;
    /**
     * Whether `{ns}local` is the element Axis 1 writes for the request of `op` where it takes no part: named after
     * the operation, in its soap:body namespace or none. It stands for an empty Body.
     */
    namesEmptyRequest(op: AnyOperation<H>, version: SoapVersion, ns: string, local: string): boolean;
    /**
     * The operation of a SOAP `version` request whose Body is empty: the one its action names, else the only
     * operation whose request is an empty Body; a reason to refuse it otherwise.
     */
    emptyBodyOperation(actionOp: AnyOperation<H> | undefined, version: SoapVersion): AnyOperation<H> | string;
    /** The reader of a SOAP `version` request's body, for a request whose action names `actionOp` (if any). */
    requestReader(actionOp: AnyOperation<H> | undefined, version: SoapVersion): SoapBodyResolver<unknown>;
    /** Decides the answer of an exchange, once: whichever of the route and a deadline comes first. */
    readonly finish: (exchange: Exchange, answer: Answer) => void;
}
/** Builds the request listener of one service from its descriptor and its handler implementation. */
export declare function createServiceListener<H>(service: ServiceDescriptor<H>, handlers: H, options?: ServiceListenerOptions): RequestListener;
/**
 * Builds one request listener for several services at one path (Travelport's Util.wsdl has seven at one address),
 * each pair a service's descriptor and its handlers: a request goes to the operation its SOAP action or first
 * Body element names among all of them, and is answered by that service's handlers. The first service gives the
 * path, the service page and the published WSDL. Operations of one name in several of them share an HTTP GET/POST
 * path, which the last takes.
 */
export declare function createServicesListener<T extends readonly unknown[]>(services: {
    readonly [K in keyof T]: readonly [ServiceDescriptor<T[K]>, T[K]];
}, options?: ServiceListenerOptions): RequestListener;
/** Read body: reads it, then continues with `then`; an answer when the declared length is already too large. */
export declare function readRequestBody<H>(context: ListenerContext<H>, exchange: Exchange, then: (body: Buffer) => void): Answer | undefined;
/** Route: by URL, method and content type, to a service document, a SOAP call or a GET/POST call. */
export declare function routeRequest<H>(context: ListenerContext<H>, exchange: Exchange): Answer | undefined;
/**
 * Decode, SOAP: reads and checks the envelope and calls its operation; the answer when it is refused instead.
 * `unknownAction`, an action naming no operation, is taken only for an operation that declares none.
 */
export declare function decodeSoapRequest<H>(context: ListenerContext<H>, exchange: Exchange, version: SoapVersion, actionOp: AnyOperation<H> | undefined, body: Buffer, unknownAction?: string): Answer | undefined;
/** Decode, GET/POST: converts and checks the fields and calls the operation; the answer when refused. */
export declare function decodePlainRequest<H>(context: ListenerContext<H>, exchange: Exchange, transport: "get" | "post", op: AnyOperation<H>, fields: URLSearchParams): Answer | undefined;
/**
 * Authenticate: runs the hook (when there is one), then the handler. Never throws: everything ends in
 * `finish`. The hook and the handler share one deadline: a call not answered within `handlerTimeoutMs` is
 * abandoned, the caller gets the late answer (a Receiver fault for a SOAP `version`, else 503), the signal is
 * aborted, and what the hook or the handler settles with afterwards is dropped.
 */
export declare function authenticateCall<H>(context: ListenerContext<H>, exchange: Exchange, op: AnyOperation<H>, request: Record<string, unknown>, call: RequestContext, version: SoapVersion | undefined): void;
/** Handle: runs the handler, under the deadline {@link authenticateCall} set, and answers with its outcome. */
export declare function invokeHandler<H>(context: ListenerContext<H>, exchange: Exchange, op: AnyOperation<H>, request: Record<string, unknown>, call: RequestContext, version: SoapVersion | undefined): void;
/**
 * Check: the answer to a result that breaks the schema, or to the response header blocks the handler set for a SOAP
 * `version` breaking it; undefined when both are valid. The caller gets what a handler that throws gets, nothing
 * of the result; the log gets the issues.
 */
export declare function invalidResult<H>(op: AnyOperation<H>, version: SoapVersion | undefined, result: unknown, call: RequestContext): Answer | undefined;
/**
 * Check: the answer to a ServiceFault whose declared detail or header blocks break the schema, for a SOAP
 * `version` (GET/POST write neither); undefined for any other failure, answered as it says.
 */
export declare function invalidFault<H>(op: AnyOperation<H>, version: SoapVersion | undefined, error: unknown, call: RequestContext): Answer | undefined;
/**
 * Encode: a result as a SOAP envelope for a SOAP `version`, with the header blocks the handler set on `call`,
 * else as the bare result element (an empty body where the operation has no result). A one-way operation's
 * request is accepted with 202 and an empty body.
 */
export declare function resultAnswer<H>(op: AnyOperation<H>, version: SoapVersion | undefined, result: unknown, call: RequestContext): Answer;
/**
 * Encode: a handler's (or the hook's) error; a ServiceFault as it says, with the header blocks `op` declares as
 * `soap:headerfault` and the detail of the `wsdl:fault`s it declares, anything else as a fixed text.
 */
export declare function failureAnswer<H>(version: SoapVersion | undefined, error: unknown, call: RequestContext, op?: AnyOperation<H>): Answer;
/** Write: sends a decided answer and logs it. */
export declare function deliverAnswer<H>(context: ListenerContext<H>, exchange: Exchange, answer: Answer): void;
/**
 * Mounts listeners at their paths (case-insensitive, as .asmx paths are), for example every service of
 * both versions on one port: `createRouter({ [svc14.path]: listener14, [svc15.path]: listener15 })`.
 * Anything else is answered 404 text/plain.
 */
export declare function createRouter(mounts: Readonly<Record<string, RequestListener>>): RequestListener;
/** Timeouts of {@link createSoapServer}. */
export interface SoapServerOptions {
    /** Time allowed for the request headers, in milliseconds. Default 10 000. */
    readonly headersTimeoutMs?: number;
    /** Time allowed for a whole request, in milliseconds. Default 30 000. */
    readonly requestTimeoutMs?: number;
    /** Idle time before a kept-alive connection is closed, in milliseconds. Default 5 000. */
    readonly keepAliveTimeoutMs?: number;
}
/**
 * A node:http server with header and request timeouts set, so a slow client cannot hold a connection, and
 * client errors answered after the answers owed before them ({@link answerClientError}).
 */
export declare function createSoapServer(listener: RequestListener, options?: SoapServerOptions): Server;
