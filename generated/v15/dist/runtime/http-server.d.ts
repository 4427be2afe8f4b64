import { type RequestListener, type Server } from "node:http";
import { type RequestContext, type ServiceDescriptor, type Transport } from "./operation.js";
import { type ServicePageOptions } from "./service-page.js";
import type { QName } from "./xml-names.js";
import { type XmlReadOptions } from "./xml-reader.js";
declare const serviceFaultBrand: unique symbol;
/** Thrown by a handler or the authentication hook to answer with a specific fault. */
export declare class ServiceFault extends Error {
    /** Recognises an instance of any copy of the runtime (see `brand.ts`). */
    static [Symbol.hasInstance](value: unknown): boolean;
    /** The brand `instanceof` checks. */
    readonly [serviceFaultBrand] = true;
    readonly name = "ServiceFault";
    /** `Sender`: the caller is at fault (1.1 `Client`); `Receiver`: the service is (1.1 `Server`). */
    readonly code: "Sender" | "Receiver";
    /** Optional subcode (SOAP 1.2 Subcode, 1.1 `Client.<local>`). */
    readonly subcode: QName | undefined;
    /**
     * Creates the fault; `reason` is sent to the caller as is, so keep internals out of it. Throws a TypeError
     * for a code other than the two, or a subcode that is not a namespace and an NCName: they are written into
     * the fault as a QName, which callers read, and nothing else can check them for a caller in plain JavaScript.
     */
    constructor(code: "Sender" | "Receiver", reason: string, subcode?: QName);
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
    /** Reader options (bounds, strict) for request bodies. */
    readonly readOptions?: XmlReadOptions;
    /**
     * The HTML pages at `GET <path>` and `<path>?op=<Op>` (see `service-page.ts`); `false` answers a plain-text
     * list of operations instead. Default `true`: the pages with the test form for loopback callers only.
     */
    readonly servicePage?: boolean | ServicePageOptions;
}
/** Builds the request listener of one service from its descriptor and its handler implementation. */
export declare function createServiceListener<H>(service: ServiceDescriptor<H>, handlers: H, options?: ServiceListenerOptions): RequestListener;
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
export {};
