import { Agent as HttpAgent } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import { type CallResult, type OperationDescriptor, type Transport } from "./operation.js";
import { type SoapFault } from "./soap.js";
import { type ValidationIssue } from "./validation.js";
import { type XmlReadOptions } from "./xml-reader.js";
import { type UsernameToken } from "./ws-security.js";
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
export declare class SoapFaultError<F extends object = Readonly<Record<string, unknown>>> extends Error {
    #private;
    readonly name = "SoapFaultError";
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
    /** Creates the error from a fault read off the wire in answer to a call of `options.operation`. */
    constructor(fault: SoapFault, status: number, options?: SoapFaultErrorOptions<F>);
    /** The operation whose call the fault answered; undefined for an error made without one. */
    get operation(): OperationDescriptor<unknown, unknown, never, object, object, F> | undefined;
}
/**
 * Whether `error` is the fault that answered a call of `operation`, its `details` then typed by the faults the
 * operation declares: `if (isFaultOf(error, LendItemOperation)) error.details.itemUnavailable`. The fault of a
 * call of another operation is not, whatever its details hold: its declared faults are other elements.
 */
export declare function isFaultOf<F extends object>(error: unknown, operation: OperationDescriptor<unknown, unknown, never, object, object, F>): error is SoapFaultError<F>;
/** The service answered with an HTTP status (or content) that is neither a result nor a SOAP fault. */
export declare class HttpError extends Error {
    readonly name = "HttpError";
    /** HTTP status code. */
    readonly status: number;
    /** Content-Type of the response, `""` when none. */
    readonly contentType: string;
    /** The first bytes of the body as text, secrets redacted. */
    readonly bodyExcerpt: string;
    /** Creates the error. */
    constructor(status: number, contentType: string, bodyExcerpt: string);
}
/** Why the exchange itself failed. */
export type TransportErrorKind = "timeout" | "connection" | "abort" | "response-too-large";
/** The request could not be completed: timeout, connection failure, abort, or an oversized response. */
export declare class TransportError extends Error {
    readonly name = "TransportError";
    /** What happened. */
    readonly kind: TransportErrorKind;
    /** Creates the error; `cause` is the underlying system error, if any. */
    constructor(kind: TransportErrorKind, message: string, cause?: unknown);
}
/** The response could not be read as the expected message (not XML, hostile, wrong envelope or element). */
export declare class MalformedResponseError extends Error {
    readonly name = "MalformedResponseError";
    /** Problems found by the result validator, when validation was asked for. */
    readonly issues: readonly ValidationIssue[];
    /** Creates the error. */
    constructor(message: string, options?: {
        cause?: unknown;
        issues?: readonly ValidationIssue[];
    });
}
/** Shared keep-alive agents, used unless the caller passes one. */
export declare const defaultAgents: {
    /** Agent for `http:` URLs. */
    http: HttpAgent;
    /** Agent for `https:` URLs. */
    https: HttpsAgent;
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
/** Calls the operations of one service at one path. Generated clients wrap it with typed methods. */
export declare class SoapClient {
    #private;
    /** Creates a client for the service at `path` under `options.baseUrl`. */
    constructor(path: string, options: ClientOptions);
    /**
     * Calls operation `op` with `request`; resolves to the result (`undefined` when the response carries none, see
     * {@link CallResult}) or rejects with one of this module's errors.
     */
    call<P, R>(op: OperationDescriptor<P, R, never>, request: P, options?: CallOptions): Promise<CallResult<R>>;
    /** As {@link SoapClient.call}, resolving to the result with the response's SOAP header blocks. */
    callWithHeaders<P, R, O extends object>(op: OperationDescriptor<P, R, never, object, O>, request: P, options?: CallOptions): Promise<SoapResult<CallResult<R>, O>>;
}
