/**
 * The server side: a node:http request listener per service, built from its operation descriptors, and a
 * router that mounts several services (and interface versions) on one port.
 *
 * Recognition, per service path `P` (for example `/15/SOAP/NonStaticXMLAPI.asmx`):
 * - `POST P`, `text/xml` + SOAPAction (quoted or not): SOAP 1.1; `application/soap+xml` (optional
 *   `action` parameter): SOAP 1.2. The body element picks the operation; a SOAPAction/action that names
 *   another operation is a Client/Sender fault.
 * - `GET P/<op>` with a query string, `POST P/<op>` with a form body: HTTP GET/POST; the response is the bare
 *   result element.
 * - A one-way operation (no `wsdl:output`) is answered 202 with an empty body once its handler has run; a request
 *   it refuses and a handler that throws are answered as for any other operation.
 * - `GET P?WSDL` (any case): the WSDL, every address location rewritten to the service's address (the option
 *   `publicBaseUrl`, else the address the request came in on, its Host header refused unless a valid host[:port]);
 *   `GET P?xsd=<path>`: a schema the WSDL imports (its `schemaLocation` is rewritten to that URL).
 * - `GET P`, `GET P?op=<Op>`, `GET P?disco`: the service page, an operation's page, the discovery document
 *   (`service-page.ts`).
 *
 * Answers to bad requests (asmx-wire captures named; where a 4xx is clearly better than Mono's 500, a 4xx):
 * | case | SOAP | GET/POST |
 * |---|---|---|
 * | wrong SOAPAction / action (20) | Client/Sender fault, 500 | - |
 * | missing SOAPAction (21: Mono accepts, .NET refuses) | Client fault, 500 | - |
 * | unknown body element, namespace of another version (26) | Client/Sender fault, 500 | - |
 * | SOAP 1.2 envelope as text/xml and vice versa (27: Mono accepts) | VersionMismatch fault, 500 | - |
 * | malformed XML, DOCTYPE, non-UTF-8, a bound exceeded (22: 400, empty body) | Client/Sender fault, 400 | - |
 * | invalid value, missing member, failed validation (23, 31, 32) | Client/Sender fault, 500 | 400 text/plain |
 * | a member or parameter twice, two Body elements, an `xsi:type` of another type | Client/Sender fault, 500 | 400 text/plain |
 * | a character XML forbids (`&#0;`, `%00`), a malformed escape (`%zz`) | Client/Sender fault, 400 | 400 text/plain |
 * | unknown operation (30: 500) | - | 404 text/plain |
 * | wrong content type (34: 500 HTML with a stack trace) | 415 text/plain | 415 text/plain |
 * | a charset other than UTF-8; a query string whose escapes are not UTF-8 | 415 text/plain | 415 / 400 text/plain |
 * | wrong method | 405 text/plain + Allow | 405 text/plain + Allow |
 * | authentication refused (18, 28: "Invalid login", 500) | Client/Sender fault, 500 | 403 text/plain |
 * | handler throws (19, 25, 29) | Server/Receiver fault, 500, fixed text | 500 text/plain, fixed text |
 * | handler's result, response headers or declared fault invalid (`validateResponses`) | Server/Receiver fault, 500, fixed text | 500 text/plain, fixed text |
 * | body over the limit / too slow / URL too long | 413 / 408 / 414 text/plain | same |
 * | authentication hook and handler slower than `handlerTimeoutMs` (signal aborted) | Server/Receiver fault, 500 | 503 text/plain |
 * No answer ever contains a stack trace, a file path, a credential or the raw request.
 * @module
 */
import {
  addressingHeaderReader,
  addressingResponseBlocks,
  requestAddressing,
  WSA_FAULT_ACTION,
  WSA_NS,
  type RequestAddressing,
} from "./addressing.ts";
import { brandClass } from "./brand.ts";
import { isUtf8 } from "node:buffer";
import { isMessageCharset, utf8Body } from "./charset.ts";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http";
import { isIPv6 } from "node:net";
import type { Duplex } from "node:stream";
import { posix } from "node:path";
import {
  encodedRequestType,
  faultIssues,
  plainResultText,
  responseIssues,
  soapRequest,
  soapResponseEnvelope,
  writeFaultDetails,
  writeHeaderBlocks,
  headerBlockResolver,
  type HeaderDescriptor,
  type OperationDescriptor,
  type ParameterDescriptor,
  type RequestContext,
  type ServiceDescriptor,
  type Transport,
} from "./operation.ts";
import { redact } from "./redact.ts";
import { isNCName } from "./scalars.ts";
import { createServicePages, type ServicePageOptions } from "./service-page.ts";
import { ScalarError, type SimpleType } from "./simple-type.ts";
import {
  readSoapEnvelope,
  SOAP_CONTENT_TYPE,
  SOAP_FAULT_STATUS,
  SoapEnvelopeError,
  writeSoapFault,
  type SoapBodyResolver,
  type SoapEnvelope,
  type SoapFaultInit,
  type SoapHeaderBlock,
  type SoapHeaderResolver,
  type SoapVersion,
} from "./soap.ts";
import type { QName } from "./xml-names.ts";
import { describeIssues } from "./validation.ts";
import { XmlReadError, type XmlReadOptions } from "./xml-reader.ts";
import { hasNonXmlCharacter } from "./xml-scanner.ts";
import { WriteBatch } from "./write-batch.ts";
import { escapeAttribute, utf8Bytes } from "./xml-writer.ts";
import { mediaParameter, parseMediaType } from "./media-type.ts";
import { isXopPackage, readXopPackage, writeXopPackage, XopError, xopSoapType } from "./xop.ts";

/**
 * Thrown by a handler or the authentication hook to answer with a specific fault. `F` types `options.detail`:
 * an operation's generated `...Faults` interface (`new ServiceFault<LendItemFaults>(...)`) makes a fault the
 * operation does not declare, or a detail of the wrong type, a compile error.
 */
export class ServiceFault<F extends object = Readonly<Record<string, unknown>>> extends Error {
  override readonly name = "ServiceFault";
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
  constructor(
    code: "Sender" | "Receiver",
    reason: string,
    subcode?: QName,
    options: { readonly headers?: Readonly<Record<string, unknown>>; readonly detail?: F } = {},
  ) {
    if (code !== "Sender" && code !== "Receiver") {
      throw new TypeError(`A ServiceFault's code is "Sender" or "Receiver", not ${preview(code)}.`);
    }
    if (typeof reason !== "string") throw new TypeError("A ServiceFault's reason is a string.");
    if (
      subcode !== undefined &&
      (typeof subcode !== "object" ||
        subcode === null ||
        typeof subcode.ns !== "string" ||
        subcode.ns === "" ||
        typeof subcode.local !== "string" ||
        !isNCName(subcode.local))
    ) {
      throw new TypeError(
        `A ServiceFault's subcode is { ns, local }: a namespace name and an NCName, not ${preview(subcode)}.`,
      );
    }
    super(reason);
    this.code = code;
    this.subcode = subcode;
    this.headers = options.headers;
    this.detail = options.detail;
  }
}
brandClass(ServiceFault, "ServiceFault");

/** A value in an error message: at most 60 characters of its JSON. */
function preview(value: unknown): string {
  return (JSON.stringify(value) ?? String(value)).slice(0, 60);
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
export function formatLogEntry(entry: RequestLogEntry): string {
  return [
    entry.method,
    entry.path,
    entry.transport ?? "-",
    entry.operation ?? "-",
    entry.status,
    entry.error ?? "",
    `${entry.durationMs.toFixed(1)}ms`,
    entry.cause === undefined ? "" : JSON.stringify(entry.cause),
  ]
    .filter((part) => part !== "")
    .join(" ");
}

/** Options of {@link createServiceListener}. */
export interface ServiceListenerOptions {
  /**
   * Runs before any handler with the credential parameters (by parameter name). `false` answers
   * "Invalid login" (SOAP: Client/Sender fault; GET/POST: 403); throwing a {@link ServiceFault} answers that.
   * It runs under `handlerTimeoutMs`, and the context's signal is aborted when that expires.
   */
  readonly authenticate?: (
    credentials: Readonly<Record<string, string | undefined>>,
    context: RequestContext,
  ) => boolean | Promise<boolean>;
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
export class Exchange {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly started: number;
  transport: Transport | "wsdl" | undefined = undefined;
  operation: string | undefined = undefined;
  /** When the body or the handler it waits for is late (`performance.now()` time), while in a queue. */
  deadline = 0;
  /** Set once an answer is decided: a later one (a handler answering after its deadline) is dropped. */
  answered = false;
  /** How a late handler is answered: the SOAP version of its fault, or undefined for 503 text/plain. */
  lateVersion: SoapVersion | undefined = undefined;
  /** Whether the request is an MTOM (XOP) package, and so its SOAP answer too. */
  xop = false;
  /** The body being read: where it goes, its first chunk and any further ones (most bodies are one chunk). */
  body: BodyReader | undefined = undefined;
  #aborter: AbortController | undefined = undefined;
  #aborted = false;

  constructor(req: IncomingMessage, res: ServerResponse) {
    this.req = req;
    this.res = res;
    this.started = performance.now();
  }

  /** The handler's signal. The response's close is watched from here on: until then no one could see it. */
  signal(): AbortSignal {
    if (this.#aborter === undefined) {
      const aborter = new AbortController();
      this.#aborter = aborter;
      if (!this.#aborted && this.res.closed && !this.res.writableFinished) this.#aborted = true;
      if (this.#aborted) aborter.abort();
      else
        this.res.once("close", () => {
          if (!this.res.writableFinished) this.abort();
        });
    }
    return this.#aborter.signal;
  }

  abort(): void {
    this.#aborted = true;
    this.#aborter?.abort();
  }
}

/** The values of the parameters marked as credentials, by parameter name. */
function credentialsOf(
  parameters: readonly ParameterDescriptor[],
  request: Readonly<Record<string, unknown>>,
): Record<string, string | undefined> {
  const credentials: Record<string, string | undefined> = {};
  for (const p of parameters) {
    if (!p.credential) continue;
    const value = request[p.name];
    credentials[p.name] = typeof value === "string" ? value : undefined;
  }
  return credentials;
}

/**
 * The context of one handler call. The credentials are collected and the signal made when first read (a
 * class with getters: an object literal with a getter costs a slow property definition per request).
 */
class CallContext implements RequestContext {
  readonly transport: Transport;
  readonly operation: string;
  readonly headers: IncomingHttpHeaders;
  readonly soapHeaders: Readonly<Record<string, unknown>>;
  readonly otherSoapHeaders: readonly string[];
  readonly addressing?: RequestAddressing;
  readonly #exchange: Exchange;
  readonly #parameters: readonly ParameterDescriptor[];
  readonly #request: Readonly<Record<string, unknown>>;
  #credentials: Record<string, string | undefined> | undefined = undefined;
  #responseSoapHeaders: Record<string, unknown> | undefined = undefined;

  constructor(
    exchange: Exchange,
    transport: Transport,
    op: { readonly name: string; readonly parameters: readonly ParameterDescriptor[] },
    request: Readonly<Record<string, unknown>>,
    soapHeaders: ReceivedHeaders = NO_RECEIVED_HEADERS,
    addressing?: RequestAddressing,
  ) {
    if (addressing !== undefined) this.addressing = addressing;
    this.transport = transport;
    this.operation = op.name;
    this.headers = exchange.req.headers;
    this.soapHeaders = soapHeaders.values;
    this.otherSoapHeaders = soapHeaders.other;
    this.#exchange = exchange;
    this.#parameters = op.parameters;
    this.#request = request;
  }

  get responseSoapHeaders(): Record<string, unknown> {
    return (this.#responseSoapHeaders ??= {});
  }

  get credentials(): Readonly<Record<string, string | undefined>> {
    return (this.#credentials ??= credentialsOf(this.#parameters, this.#request));
  }

  get signal(): AbortSignal {
    return this.#exchange.signal();
  }
}

/** A request's header blocks, split into those its operation declares and the others (as markup). */
interface ReceivedHeaders {
  readonly values: Readonly<Record<string, unknown>>;
  readonly other: readonly string[];
}

/** No header blocks as markup. */
const NO_BLOCKS: readonly string[] = Object.freeze([]);

const NO_RECEIVED_HEADERS: ReceivedHeaders = { values: Object.freeze({}), other: Object.freeze([]) };

/**
 * The header blocks of a request to `op`, and those it must refuse: blocks aimed at this node, marked
 * mustUnderstand, that the operation does not declare (a block of another operation of the service), but
 * WS-Addressing's where the request is `addressed` (its binding uses addressing).
 */
function receivedHeaders(
  op: { readonly inputHeaders?: readonly HeaderDescriptor[] },
  blocks: readonly SoapHeaderBlock[],
  addressed: boolean,
): ReceivedHeaders & { readonly notUnderstood: readonly QName[] } {
  const values: Record<string, unknown> = {};
  const other: string[] = [];
  const notUnderstood: QName[] = [];
  const declared = op.inputHeaders ?? [];
  for (const block of blocks) {
    if (!block.known) {
      other.push(block.value as string);
      continue;
    }
    const descriptor = declared.find((d) => d.element.ns === block.ns && d.element.local === block.local);
    if (descriptor !== undefined) values[descriptor.name] = block.value;
    else if (addressed && block.ns === WSA_NS) continue;
    else if (block.mustUnderstand && block.targeted) notUnderstood.push({ ns: block.ns, local: block.local });
  }
  return { values, other, notUnderstood };
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
export class DeadlineQueue {
  readonly #ms: number;
  readonly #expire: (exchange: Exchange) => void;
  readonly #pending = new Set<Exchange>();
  #timer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(ms: number, expire: (exchange: Exchange) => void) {
    this.#ms = ms;
    this.#expire = expire;
  }

  add(exchange: Exchange): void {
    exchange.deadline = performance.now() + this.#ms;
    this.#pending.add(exchange);
    if (this.#timer === undefined) this.#timer = setTimeout(this.#sweep, this.#ms);
    else if (this.#pending.size === 1) this.#timer.ref();
  }

  delete(exchange: Exchange): void {
    if (this.#pending.delete(exchange) && this.#pending.size === 0) this.#timer?.unref();
  }

  readonly #sweep = (): void => {
    this.#timer = undefined;
    // Timers count from the event loop's time, which may lag performance.now() by a little.
    const now = performance.now() + 1;
    for (const exchange of this.#pending) {
      if (exchange.deadline > now) {
        this.#timer = setTimeout(this.#sweep, Math.ceil(exchange.deadline - now));
        return;
      }
      this.#pending.delete(exchange);
      this.#expire(exchange);
    }
  };
}

/**
 * Ends a body read: out of the deadline queue. The listeners stay on the request and do nothing from now on
 * (they find no body being read): taking three listeners off a stream costs more than leaving them.
 */
function stopReading(exchange: Exchange, body: BodyReader): void {
  exchange.body = undefined;
  body.queue.delete(exchange);
}

// Listeners shared by every request (no closures per request): the request carries its exchange.
const exchangeOf = Symbol("exchange");
type Carrier = IncomingMessage & { [exchangeOf]?: Exchange };

function onBodyData(this: Carrier, chunk: Buffer): void {
  const exchange = this[exchangeOf];
  const body = exchange?.body;
  if (exchange === undefined || body === undefined) return;
  body.size += chunk.length;
  if (body.size > body.limit) {
    stopReading(exchange, body);
    body.finish(exchange, plain(413, `Request body larger than ${body.limit} bytes.`));
  } else if (body.first === undefined) body.first = chunk;
  else (body.rest ??= []).push(chunk);
}

function onBodyEnd(this: Carrier): void {
  const exchange = this[exchangeOf];
  const body = exchange?.body;
  if (exchange === undefined || body === undefined) return;
  stopReading(exchange, body);
  const { first, rest } = body;
  try {
    // One chunk is the body as it is, without a copy.
    body.then(
      first === undefined
        ? Buffer.alloc(0)
        : rest === undefined
          ? first
          : Buffer.concat([first, ...rest], body.size),
    );
  } catch (error) {
    body.finish(exchange, unexpected(error));
  }
}

function onBodyError(this: Carrier): void {
  const exchange = this[exchangeOf];
  const body = exchange?.body;
  if (exchange === undefined || body === undefined) return;
  stopReading(exchange, body);
  body.finish(exchange, plain(400, "Request body could not be read."));
}

const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * An answer decided before or instead of the handler; carries what the log needs. Deliberately not an Error:
 * capturing a stack trace per response costs time.
 */
export class Answer {
  readonly status: number;
  /** "" where the answer has no content (a one-way request accepted). */
  readonly contentType: string;
  readonly body: string;
  readonly error: string;
  readonly headers: Readonly<Record<string, string>>;
  /** See {@link RequestLogEntry.cause}. */
  cause: string | undefined;

  constructor(
    status: number,
    contentType: string,
    body: string,
    error: string,
    headers: Readonly<Record<string, string>> = NO_HEADERS,
  ) {
    this.status = status;
    this.contentType = contentType;
    this.body = body;
    this.error = error;
    this.headers = headers;
  }

  /** This answer, logged with the handler's error as its cause (credential values redacted). */
  causedBy(error: unknown, context: RequestContext): Answer {
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const values = Object.values(context.credentials).filter((value) => value !== undefined);
    this.cause = redact(text, values).slice(0, 500);
    return this;
  }
}

const TEXT_PLAIN = "text/plain; charset=utf-8";
const TEXT_XML = "text/xml; charset=utf-8";

function plain(status: number, message: string, headers?: Readonly<Record<string, string>>): Answer {
  return new Answer(status, TEXT_PLAIN, `${message}\n`, `http-${status}`, headers);
}

function fault(version: SoapVersion, status: number, init: SoapFaultInit): Answer {
  return new Answer(status, SOAP_CONTENT_TYPE[version], writeSoapFault(version, init), `fault-${init.code}`);
}

/** The answer to a failure of this module's own code: a fixed text, nothing of the error. */
function unexpected(error: unknown): Answer {
  return error instanceof Answer ? error : plain(500, "Server was unable to process request.");
}

/** A SOAPAction header's value without its quotes (they are optional). */
function unquoted(header: string): string {
  const value = header.trim();
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** A Host header that is a host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:([A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?\.?)|\[([0-9A-Fa-f:.]+)\])(?::([0-9]{1,5}))?$/;

/** Whether a Host header is a valid `host[:port]` (RFC 9110 7.2), with nothing that could leave a URL. */
function validHost(host: string): boolean {
  const match = host.length <= 255 ? HOST.exec(host) : null;
  if (match === null) return false;
  const [, name, ipv6, port] = match;
  if (name !== undefined && name.includes("..")) return false;
  if (ipv6 !== undefined && !isIPv6(ipv6)) return false;
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}

/** `publicBaseUrl` checked and without its trailing slashes; throws a TypeError for anything else. */
function publicBase(url: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (
    parsed === undefined ||
    (parsed.protocol !== "http:" && parsed.protocol !== "https:") ||
    parsed.search !== "" ||
    parsed.hash !== "" ||
    parsed.username !== "" ||
    parsed.password !== ""
  ) {
    throw new TypeError(
      `publicBaseUrl is an http(s) URL without query, fragment or credentials, not ${preview(url)}.`,
    );
  }
  return parsed.href.replace(/\/+$/, "");
}

/** A run of ASP.NET's `%uXXXX` escapes, each of one UTF-16 code unit. */
const UNICODE_ESCAPES = /(?:%u[0-9A-Fa-f]{4})+/g;

/**
 * The fields of a query string or form body, or the 400 where URLSearchParams would misread its escapes without a
 * word: a `%` not followed by two hex digits (kept as literal text), or escapes that are not UTF-8 (turned into
 * U+FFFD). ASP.NET also reads `%uXXXX`, the escape of a UTF-16 code unit that Mono's .asmx clients write every
 * character outside ASCII as: read here as the same characters.
 */
function formFields(text: string, what: "query string" | "form"): URLSearchParams | Answer {
  if (!text.includes("%")) return new URLSearchParams(text);
  let utf8: string;
  try {
    // encodeURIComponent throws a URIError for half a surrogate pair.
    utf8 = text.replace(UNICODE_ESCAPES, (run) => {
      const units = run
        .slice(2)
        .split("%u")
        .map((unit) => Number.parseInt(unit, 16));
      return encodeURIComponent(String.fromCharCode(...units));
    });
  } catch {
    return plain(400, `The ${what} holds a %u escape of half a surrogate pair.`);
  }
  if (/%(?![0-9A-Fa-f]{2})/.test(utf8)) return plain(400, `The ${what} holds a malformed percent-escape.`);
  for (const [run] of utf8.matchAll(/(?:%[0-9A-Fa-f]{2})+/g)) {
    if (!isUtf8(Buffer.from(run.replaceAll("%", ""), "hex"))) return plain(400, `The ${what} is not UTF-8.`);
  }
  return new URLSearchParams(utf8);
}

/**
 * What every request of one listener shares, built once by {@link createServiceListener}: the service, its
 * handlers and options, the operation tables, the deadline queues and the batch answers are sent in. The units
 * of the request path below take it as their first argument instead of closing over it, so that each can be
 * called on its own and no closure is made per listener function.
 */
export class ListenerContext<H> {
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
  readonly byName = new Map<string, AnyOperation<H>>();
  readonly byAction = new Map<string, AnyOperation<H>>();
  /** An action several operations share (JAX-WS writes "" for all) names none of them: the body element does. */
  readonly sharedActions = new Set<string>();
  /**
   * Whether an operation declares no action (an empty soapAction, no wsam:Action): gSOAP then sends the
   * WS-Addressing default action, `{tns}/{portType}/{operation}`, which the body element tells apart.
   */
  readonly actionless: boolean;
  readonly byRequestElement = new Map<string, AnyOperation<H>>();
  /** The operations whose request element is taken in any namespace, by its local name. */
  readonly byAnyNamespaceRequest = new Map<string, AnyOperation<H>[]>();
  /**
   * The operations by the local name of their request element (neither bare nor abstract), which a lenient reader
   * takes unqualified or in the service's namespace.
   */
  readonly byRequestLocal = new Map<string, AnyOperation<H>[]>();
  readonly lenient: boolean;
  /** Operations whose requests begin with the same element (bare ones sharing a first part): the action tells them. */
  readonly sharedRequestElements = new Map<string, AnyOperation<H>[]>();
  /** Operations whose request Body is empty (an input of no body part): the action tells them. */
  readonly emptyRequests: AnyOperation<H>[] = [];
  readonly allOperations: string;
  /** The service page, operation pages and discovery document at `GET <path>` (see service-page.ts). */
  readonly pages: ReturnType<typeof createServicePages>;
  /** The reader of a SOAP body element that is the request of one of this service's operations. */
  /** The reader of a request header block some operation of this service declares; none when none does. */
  readonly headerReader: SoapHeaderResolver | undefined;
  /** Sent in runs at the end of each turn of the event loop (see write-batch.ts). */
  readonly answers: WriteBatch<Exchange, Answer>;
  // One timer per listener for each kind of deadline, not one per request.
  readonly bodyDeadlines: DeadlineQueue;
  readonly handlerDeadlines: DeadlineQueue;

  constructor(service: ServiceDescriptor<H>, handlers: H, options: ServiceListenerOptions) {
    this.service = service;
    this.handlers = handlers;
    this.options = options;
    this.maxBodyBytes = options.maxBodyBytes ?? 1 << 20;
    this.maxUrlLength = options.maxUrlLength ?? 8192;
    this.validate = options.validateRequests !== false;
    this.lenient = options.readOptions?.strict !== true;
    this.validateResponses = options.validateResponses !== false;
    this.baseUrl = options.publicBaseUrl === undefined ? undefined : publicBase(options.publicBaseUrl);
    this.servicePath = service.path.toLowerCase();
    this.servicePathSlash = `${this.servicePath}/`;
    for (const op of service.operations) {
      this.byName.set(op.name, op);
      // An abstract request element never stands in the body: the elements of its substitution group do; a
      // bare request begins with its first part (any element of a group it stands for), an empty one with none.
      // Where the SOAP 1.2 request differs, what begins either tells the operation.
      const sides = op.soap12Request === undefined ? [op] : [op, op.soap12Request];
      if (sides.some((side) => side.bareRequest?.length === 0)) this.emptyRequests.push(op);
      const first = sides.flatMap(
        (side) =>
          side.requestGroup?.members.map((member) => member.element) ??
          side.bareRequest ?? [{ ns: op.ns, local: side.requestElement }],
      );
      for (const side of sides)
        if (side.bareRequest === undefined && side.requestGroup === undefined) {
          const named = this.byRequestLocal.get(side.requestElement) ?? [];
          if (!named.includes(op)) this.byRequestLocal.set(side.requestElement, [...named, op]);
        }
      if (op.anyRequestNs === true)
        for (const side of sides)
          this.byAnyNamespaceRequest.set(side.requestElement, [
            ...(this.byAnyNamespaceRequest.get(side.requestElement) ?? []).filter((known) => known !== op),
            op,
          ]);
      for (const element of first) {
        const key = `{${element.ns}}${element.local}`;
        const known = this.byRequestElement.get(key);
        if (known !== undefined && known !== op)
          this.sharedRequestElements.set(key, [...(this.sharedRequestElements.get(key) ?? [known]), op]);
        this.byRequestElement.set(key, op);
      }
      // A WS-Addressing client sends the operation's addressing action as its SOAP action, and so does a JAX-WS
      // RI client its port type's explicit one.
      const actions = new Set([
        op.soapAction,
        ...(op.addressing === undefined ? [] : [op.addressing.input]),
        ...(op.otherActions ?? []),
      ]);
      for (const action of actions) {
        if (this.byAction.has(action)) this.sharedActions.add(action);
        this.byAction.set(action, op);
      }
    }
    for (const action of this.sharedActions) this.byAction.delete(action);
    this.actionless = service.operations.some((op) => op.soapAction === "");
    this.allOperations = service.operations.map((op) => op.name).join(", ");
    this.pages = createServicePages(service, options.servicePage ?? true);
    const declared = service.operations.flatMap((op) => op.inputHeaders ?? []);
    const headerBlocks = headerBlockResolver(declared);
    const addressing = service.operations.some((op) => op.addressing !== undefined);
    this.headerReader =
      declared.length === 0 && !addressing
        ? undefined
        : (ns, local, anyNamespace) =>
            headerBlocks(ns, local) ??
            (addressing && ns === WSA_NS ? addressingHeaderReader(local) : undefined) ??
            (anyNamespace === true ? headerBlocks(ns, local, true) : undefined);
    this.answers = new WriteBatch((exchange: Exchange, answer: Answer) =>
      deliverAnswer(this, exchange, answer),
    );
    this.bodyDeadlines = new DeadlineQueue(options.bodyTimeoutMs ?? 10_000, (exchange) => {
      const body = exchange.body;
      if (body === undefined) return;
      stopReading(exchange, body);
      body.finish(exchange, plain(408, "Request body not received in time."));
    });
    this.handlerDeadlines = new DeadlineQueue(options.handlerTimeoutMs ?? 60_000, (exchange) => {
      const late =
        exchange.lateVersion === undefined
          ? plain(503, "The service did not answer in time.")
          : fault(exchange.lateVersion, SOAP_FAULT_STATUS, {
              code: "Receiver",
              reason: "The service did not answer in time.",
            });
      // Answered before the abort, so a handler that answers to its signal does not answer instead.
      this.finish(exchange, late);
      exchange.abort();
    });
  }

  /**
   * The operation of a SOAP `version` request whose action names `actionOp` (if any) and whose body begins with
   * `{ns}local`: a bare operation its action names, else the one that element begins; of several that it begins,
   * the one the action names, or none.
   */
  operationOf(
    actionOp: AnyOperation<H> | undefined,
    version: SoapVersion,
    ns: string,
    local: string,
  ): AnyOperation<H> | undefined {
    if (actionOp !== undefined && soapRequest(actionOp, version).bareRequest !== undefined) return actionOp;
    const key = `{${ns}}${local}`;
    const sharing = this.sharedRequestElements.get(key);
    if (sharing !== undefined)
      return actionOp !== undefined && sharing.includes(actionOp) ? actionOp : undefined;
    const exact = this.byRequestElement.get(key);
    if (exact !== undefined) return exact;
    const [named, ...alike] = this.emptyRequests.filter((op) =>
      this.namesEmptyRequest(op, version, ns, local),
    );
    if (named !== undefined && alike.length === 0) return named;
    // A request whose namespace the WSDL leaves unnamed: the one its action names, else the only one of that name.
    if (actionOp?.anyRequestNs === true && soapRequest(actionOp, version).requestElement === local)
      return actionOp;
    const [only, ...others] = this.byAnyNamespaceRequest.get(local) ?? [];
    if (only !== undefined) return others.length === 0 ? only : undefined;
    // Read leniently, a request element unqualified or in the WSDL's namespace rather than its schema's (node-soap
    // 0.4 wrote one of an imported schema so) is the operation's of that local name. One in another namespace stays
    // refused: most likely a client of another version of the service.
    if (!this.lenient || (ns !== "" && ns !== this.service.ns)) return undefined;
    const byLocal = this.byRequestLocal.get(local) ?? [];
    if (actionOp !== undefined && byLocal.includes(actionOp)) return actionOp;
    return byLocal.length === 1 ? byLocal[0] : undefined;
  }

  /**
   * Whether `{ns}local` is the element Axis 1 writes for the request of `op` where it takes no part: named after
   * the operation, in its soap:body namespace or none. It stands for an empty Body.
   */
  namesEmptyRequest(op: AnyOperation<H>, version: SoapVersion, ns: string, local: string): boolean {
    return (
      soapRequest(op, version).bareRequest?.length === 0 && local === op.name && (ns === op.ns || ns === "")
    );
  }

  /**
   * The operation of a SOAP `version` request whose Body is empty: the one its action names, else the only
   * operation whose request is an empty Body; a reason to refuse it otherwise.
   */
  emptyBodyOperation(actionOp: AnyOperation<H> | undefined, version: SoapVersion): AnyOperation<H> | string {
    const empty = (op: AnyOperation<H>) => soapRequest(op, version).bareRequest?.length === 0;
    if (actionOp !== undefined)
      return empty(actionOp)
        ? actionOp
        : `The request body is empty, where ${actionOp.name} takes a request.`;
    const candidates = this.emptyRequests.filter(empty);
    const [only, ...others] = candidates;
    if (only === undefined) return "The request body holds no operation.";
    if (others.length === 0) return only;
    const names = candidates.map((op) => op.name).join(", ");
    return `The request body is empty, which ${names} all take: the SOAP action must name one of them.`;
  }

  /** The reader of a SOAP `version` request's body, for a request whose action names `actionOp` (if any). */
  requestReader(actionOp: AnyOperation<H> | undefined, version: SoapVersion): SoapBodyResolver<unknown> {
    return (ns, local) => {
      const op = this.operationOf(actionOp, version, ns, local);
      if (op === undefined) return undefined;
      if (op.encoded === true) return encodedRequestType(op);
      const side = soapRequest(op, version);
      // Axis 1's element for a request of no part: read as an element of no member, which strict reading refuses
      // content in and lenient reading keeps under the request's `$unknown`, as it keeps a newer peer's additions.
      if (this.namesEmptyRequest(op, version, ns, local)) return side.request;
      if (side.bareRequest !== undefined) return { kind: "bare", type: side.request };
      return side.requestGroup === undefined ? side.request : side.requestGroup.reader(ns, local);
    };
  }

  /** Decides the answer of an exchange, once: whichever of the route and a deadline comes first. */
  readonly finish = (exchange: Exchange, answer: Answer): void => {
    if (exchange.answered) return;
    exchange.answered = true;
    this.answers.add(exchange, answer);
  };
}

/** Builds the request listener of one service from its descriptor and its handler implementation. */
export function createServiceListener<H>(
  service: ServiceDescriptor<H>,
  handlers: H,
  options: ServiceListenerOptions = {},
): RequestListener {
  const context = new ListenerContext(service, handlers, options);
  return (req: IncomingMessage, res: ServerResponse) => {
    const exchange = new Exchange(req, res);
    let answer: Answer | undefined;
    try {
      answer = routeRequest(context, exchange);
    } catch (error) {
      answer = unexpected(error);
    }
    // Sent once node:http has parsed the rest of the request (it is then complete and the connection stays).
    if (answer !== undefined) {
      const decided = answer;
      queueMicrotask(() => context.finish(exchange, decided));
    }
  };
}

/**
 * Builds one request listener for several services at one path (Travelport's Util.wsdl has seven at one address),
 * each pair a service's descriptor and its handlers: a request goes to the operation its SOAP action or first
 * Body element names among all of them, and is answered by that service's handlers. The first service gives the
 * path, the service page and the published WSDL. Operations of one name in several of them share an HTTP GET/POST
 * path, which the last takes.
 */
export function createServicesListener<T extends readonly unknown[]>(
  services: { readonly [K in keyof T]: readonly [ServiceDescriptor<T[K]>, T[K]] },
  options: ServiceListenerOptions = {},
): RequestListener {
  const pairs = services as readonly (readonly [ServiceDescriptor<unknown>, unknown])[];
  const first = pairs[0]?.[0];
  if (first === undefined) throw new TypeError("createServicesListener takes at least one service");
  const merged: ServiceDescriptor<undefined> = {
    ...first,
    operations: pairs.flatMap(([service, handlers]) =>
      service.operations.map((op): OperationDescriptor<unknown, unknown, undefined> => ({
        ...op,
        invoke: (_none, request, context) => op.invoke(handlers, request, context),
      })),
    ),
  };
  return createServiceListener(merged, undefined, options);
}

// The request's path, in the order a request takes it: read body, route, decode, authenticate, handle,
// check, encode, write. Each unit answers with an Answer when it decides at once, else undefined (it answers
// later through `finish`).

/** Read body: reads it, then continues with `then`; an answer when the declared length is already too large. */
export function readRequestBody<H>(
  context: ListenerContext<H>,
  exchange: Exchange,
  then: (body: Buffer) => void,
): Answer | undefined {
  const req: Carrier = exchange.req;
  const limit = context.maxBodyBytes;
  const declared = Number(req.headers["content-length"] ?? "0");
  if (declared > limit) return plain(413, `Request body larger than ${limit} bytes.`);
  exchange.body = {
    limit,
    queue: context.bodyDeadlines,
    then,
    finish: context.finish,
    first: undefined,
    rest: undefined,
    size: 0,
  };
  context.bodyDeadlines.add(exchange);
  req[exchangeOf] = exchange;
  req.on("data", onBodyData);
  req.on("end", onBodyEnd);
  req.on("error", onBodyError);
  return undefined;
}

/** Route: by URL, method and content type, to a service document, a SOAP call or a GET/POST call. */
export function routeRequest<H>(context: ListenerContext<H>, exchange: Exchange): Answer | undefined {
  const { service, maxUrlLength } = context;
  const req = exchange.req;
  const url = req.url ?? "/";
  if (url.length > maxUrlLength) return plain(414, `Request URL longer than ${maxUrlLength} characters.`);
  const queryStart = url.indexOf("?");
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? "" : url.slice(queryStart + 1);
  const lower = path.toLowerCase();
  const method = req.method ?? "GET";
  if (lower === context.servicePath || lower === context.servicePathSlash) {
    if (method === "GET" || method === "HEAD") {
      const document = documentQuery(service, query);
      if (document !== undefined) {
        exchange.transport = "wsdl";
        return documentAnswer(context, req, document);
      }
      const address = serviceAddress(context, req);
      if (address === undefined) return plain(400, "Invalid Host header.");
      const page = context.pages(req, query, address);
      if (page !== undefined) return new Answer(page.status, page.contentType, page.body, "", page.headers);
      return plain(200, `${service.name}: ${context.allOperations}. WSDL at ${service.path}?WSDL`);
    }
    if (method !== "POST")
      return plain(405, "Use POST for SOAP, GET for ?WSDL.", { allow: "GET, HEAD, POST" });
    const received = req.headers["content-type"] ?? "";
    // An MTOM request: typed as its envelope, read once the package is (see routeSoap), answered in one.
    exchange.xop = isXopPackage(received);
    const { essence, parameters } = parseMediaType(exchange.xop ? xopSoapType(received) : received);
    const charset = parameters.get("charset")?.toLowerCase();
    const version: SoapVersion | undefined =
      essence === "text/xml" ? "1.1" : essence === "application/soap+xml" ? "1.2" : undefined;
    if (version === undefined || (charset !== undefined && !isMessageCharset(charset))) {
      return plain(
        415,
        "Unsupported content type; use text/xml (SOAP 1.1) or application/soap+xml (SOAP 1.2), UTF-8 or UTF-16.",
      );
    }
    exchange.transport = version === "1.1" ? "soap11" : "soap12";
    return routeSoap(context, exchange, version, parameters.get("action"), charset);
  }
  if (!lower.startsWith(context.servicePathSlash)) return plain(404, "Not found.");
  const name = path.slice(service.path.length + 1);
  const op = context.byName.get(name);
  if (op === undefined) return plain(404, "Unknown operation.");
  exchange.operation = op.name;
  if (method !== "GET" && method !== "POST") return plain(405, "Use GET or POST.", { allow: "GET, POST" });
  const transport = method === "GET" ? "get" : "post";
  exchange.transport = transport;
  // As .asmx: an operation without an HTTP GET/POST binding has no URL of its own.
  if (!op.transports.includes(transport)) return plain(404, "Unknown operation.");
  if (transport === "get") {
    const fields = formFields(query, "query string");
    return fields instanceof URLSearchParams
      ? decodePlainRequest(context, exchange, transport, op, fields)
      : fields;
  }
  const { essence, parameters } = parseMediaType(req.headers["content-type"] ?? "");
  const charset = parameters.get("charset")?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8") {
    return plain(415, "Unsupported content type; use application/x-www-form-urlencoded, UTF-8.");
  }
  if (essence !== "application/x-www-form-urlencoded") {
    return plain(415, "Unsupported content type; use application/x-www-form-urlencoded.");
  }
  return readRequestBody(context, exchange, (body) => {
    // As for the query string: bytes or escapes that are not UTF-8 are refused, never turned into U+FFFD.
    const fields = isUtf8(body)
      ? formFields(body.toString("utf8"), "form")
      : plain(400, "The form is not UTF-8.");
    const refusal =
      fields instanceof URLSearchParams
        ? decodePlainRequest(context, exchange, transport, op, fields)
        : fields;
    if (refusal !== undefined) context.finish(exchange, refusal);
  });
}

/**
 * Route, SOAP: checks the operation the SOAPAction header or (SOAP 1.2) the Content-Type's `action` parameter
 * names, then reads the body.
 */
function routeSoap<H>(
  context: ListenerContext<H>,
  exchange: Exchange,
  version: SoapVersion,
  actionParameter: string | undefined,
  charset: string | undefined,
): Answer | undefined {
  let action: string | undefined;
  if (version === "1.1") {
    const header = exchange.req.headers["soapaction"];
    if (typeof header !== "string") {
      return fault(version, SOAP_FAULT_STATUS, {
        code: "Sender",
        reason: "The SOAPAction HTTP header is missing.",
      });
    }
    action = unquoted(header);
  } else action = actionParameter;
  const actionOp = action === undefined ? undefined : context.byAction.get(action);
  const unknownAction =
    action !== undefined && actionOp === undefined && !context.sharedActions.has(action) ? action : undefined;
  if (unknownAction !== undefined && !context.actionless) return unrecognizedAction(version, unknownAction);
  return readRequestBody(context, exchange, (body) => {
    const envelope = exchange.xop
      ? xopEnvelope(version, exchange, body)
      : utf8Envelope(version, body, charset);
    const refusal =
      envelope instanceof Answer
        ? envelope
        : decodeSoapRequest(context, exchange, version, actionOp, envelope, unknownAction);
    if (refusal !== undefined) context.finish(exchange, refusal);
  });
}

/** The fault refusing a SOAP action that names no operation, in .NET's words. */
function unrecognizedAction(version: SoapVersion, action: string): Answer {
  const what = version === "1.1" ? "HTTP header SOAPAction" : "action parameter";
  return fault(version, SOAP_FAULT_STATUS, {
    code: "Sender",
    reason: `Server did not recognize the value of ${what}: ${action.slice(0, 200)}.`,
  });
}

/** The envelope of an MTOM request's package, or the fault refusing a package that is not well formed. */
function xopEnvelope(version: SoapVersion, exchange: Exchange, body: Buffer): Buffer | Answer {
  try {
    const root = readXopPackage(exchange.req.headers["content-type"] ?? "", body);
    const charset = mediaParameter(root.contentType, "charset")?.toLowerCase();
    if (charset === undefined || isMessageCharset(charset)) return utf8Envelope(version, root.xml, charset);
  } catch (error) {
    if (!(error instanceof XopError)) throw error;
    return fault(version, SOAP_FAULT_STATUS, {
      code: "Sender",
      reason: `The request is not a well-formed MTOM package: ${error.message}`,
    });
  }
  return plain(415, "Unsupported content type; the MTOM package's envelope must be UTF-8 or UTF-16.");
}

/** A request's envelope as the UTF-8 the reader takes, or the fault refusing bytes its charset does not hold. */
function utf8Envelope(version: SoapVersion, body: Buffer, charset: string | undefined): Buffer | Answer {
  try {
    return utf8Body(body, charset);
  } catch (error) {
    if (!(error instanceof XmlReadError)) throw error;
    return fault(version, 400, {
      code: "Sender",
      reason: `The request is not acceptable XML: ${error.message}`,
    });
  }
}

/** The document a `?WSDL` or `?xsd=<path>` query names (names are case-insensitive, as .asmx treats them). */
function documentQuery(service: ServiceDescriptor<unknown>, query: string): string | undefined {
  const lower = query.toLowerCase();
  if (lower === "wsdl") return service.description?.wsdl ?? "";
  if (!lower.startsWith("xsd=")) return undefined;
  try {
    return decodeURIComponent(query.slice(4));
  } catch {
    return "";
  }
}

/** The service's address (`publicBaseUrl`, else where the request came in); undefined for an invalid Host. */
function serviceAddress<H>(context: ListenerContext<H>, req: IncomingMessage): string | undefined {
  const { service, baseUrl } = context;
  if (baseUrl !== undefined) return `${baseUrl}${service.path}`;
  const host = req.headers.host;
  if (host !== undefined && !validHost(host)) return undefined;
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
  const local = req.socket.localAddress ?? "localhost";
  const authority = host ?? `${local.includes(":") ? `[${local}]` : local}:${req.socket.localPort ?? 80}`;
  return `${encrypted ? "https" : "http"}://${authority}${service.path}`;
}

/** A service description document, its addresses and imports rewritten to where the service is reached. */
function documentAnswer<H>(context: ListenerContext<H>, req: IncomingMessage, key: string): Answer {
  const description = context.service.description;
  const text = description?.documents[key];
  if (description === undefined || text === undefined) {
    return plain(404, "No such service description document.");
  }
  const reached = serviceAddress(context, req);
  if (reached === undefined) return plain(400, "Invalid Host header.");
  const address = escapeAttribute(reached);
  const folder = posix.dirname(key);
  // XML lets an attribute's `=` stand between white space and its value in either quote.
  const served = text
    .replace(
      /(<(?:[\w.-]+:)?address\b[^>]*?\slocation\s*=\s*)(?:"[^"]*"|'[^']*')/g,
      (_whole, open: string) => `${open}"${address}"`,
    )
    .replace(
      /(\s(?:schemaLocation|location)\s*=\s*)(?:"([^"]*)"|'([^']*)')/g,
      (whole, open: string, double: string | undefined, single: string | undefined) => {
        const target = posix.normalize(posix.join(folder, double ?? single ?? ""));
        // The WSDL itself, imported back by one it imports, keeps its own URL: a client that reads a document
        // twice under two URLs (wsimport) refuses its definitions as duplicates.
        if (target === description.wsdl) return `${open}"${address}?wsdl"`;
        return Object.hasOwn(description.documents, target)
          ? `${open}"${address}?xsd=${encodeURIComponent(target)}"`
          : whole;
      },
    );
  return new Answer(200, TEXT_XML, served, "");
}

/**
 * Decode, SOAP: reads and checks the envelope and calls its operation; the answer when it is refused instead.
 * `unknownAction`, an action naming no operation, is taken only for an operation that declares none.
 */
export function decodeSoapRequest<H>(
  context: ListenerContext<H>,
  exchange: Exchange,
  version: SoapVersion,
  actionOp: AnyOperation<H> | undefined,
  body: Buffer,
  unknownAction?: string,
): Answer | undefined {
  let envelope: SoapEnvelope<unknown>;
  try {
    envelope = readSoapEnvelope(
      body,
      context.requestReader(actionOp, version),
      context.options.readOptions,
      context.headerReader,
      context.emptyRequests.length > 0,
    );
  } catch (error) {
    return readFailure(context, version, error);
  }
  if (envelope.version !== version) {
    return fault(version, SOAP_FAULT_STATUS, {
      code: "VersionMismatch",
      reason: `A SOAP ${envelope.version} envelope was sent with the content type of SOAP ${version}.`,
    });
  }
  if (envelope.mustUnderstand.length > 0) {
    const understood = context.options.understoodHeaders ?? NO_BLOCKS;
    const refused = envelope.mustUnderstand.filter(
      (block) => !understood.includes(`{${block.ns}}${block.local}`),
    );
    if (refused.length > 0) return mustUnderstandFault(version, refused);
  }
  const op =
    envelope.body === undefined
      ? context.emptyBodyOperation(actionOp, version)
      : (context.operationOf(actionOp, version, envelope.body.ns, envelope.body.local) ??
        "The request body holds no operation.");
  if (typeof op === "string") return fault(version, SOAP_FAULT_STATUS, { code: "Sender", reason: op });
  exchange.operation = op.name;
  if (unknownAction !== undefined && op.soapAction !== "") return unrecognizedAction(version, unknownAction);
  if (actionOp !== undefined && actionOp !== op) {
    return fault(version, SOAP_FAULT_STATUS, {
      code: "Sender",
      reason: `The action ${actionOp.soapAction} does not match the body element ${op.name}.`,
    });
  }
  const transport: Transport = version === "1.1" ? "soap11" : "soap12";
  if (!op.transports.includes(transport)) {
    return fault(version, SOAP_FAULT_STATUS, {
      code: "Sender",
      reason: `${op.name} is not offered over SOAP ${version}.`,
    });
  }
  const addressed = op.addressing?.transports.includes(transport) === true;
  let soapHeaders = NO_RECEIVED_HEADERS;
  if (envelope.headers.length > 0) {
    const received = receivedHeaders(op, envelope.headers, addressed);
    if (received.notUnderstood.length > 0) return mustUnderstandFault(version, received.notUnderstood);
    soapHeaders = received;
  }
  const addressing = addressed ? requestAddressing(envelope.headers) : undefined;
  if (addressed && op.addressing?.required === true && addressing?.action === undefined)
    return fault(version, SOAP_FAULT_STATUS, {
      code: "Sender",
      reason: "A required header representing a Message Addressing Property is not present: wsa:Action.",
    });
  const element = envelope.body;
  const side = soapRequest(op, version);
  // An empty Body is the request of no member.
  const request = (
    element === undefined
      ? {}
      : side.requestGroup === undefined
        ? element.value
        : side.requestGroup.wrap(element.ns, element.local, element.value)
  ) as Record<string, unknown>;
  if (context.validate && side.validateRequest !== undefined) {
    const issues = side.validateRequest(request as never);
    if (issues.length > 0) {
      return fault(version, SOAP_FAULT_STATUS, {
        code: "Sender",
        reason: `Server was unable to read request: ${describeIssues(issues)}`,
      });
    }
  }
  authenticateCall(
    context,
    exchange,
    op,
    request,
    new CallContext(exchange, transport, op, request, soapHeaders, addressing),
    version,
  );
  return undefined;
}

/** The fault of a SOAP request the envelope reader refused. */
function readFailure<H>(context: ListenerContext<H>, version: SoapVersion, error: unknown): Answer {
  if (error instanceof SoapEnvelopeError) {
    switch (error.problem) {
      case "version-mismatch":
        return fault(version, SOAP_FAULT_STATUS, { code: "VersionMismatch", reason: error.reason });
      case "unknown-body": {
        const { service } = context;
        // An operation of this service in another namespace: most likely a client of another version.
        const element = error.element;
        const key = element === undefined ? "" : `{${element.ns}}${element.local}`;
        const sharing = context.sharedRequestElements.get(key);
        if (sharing !== undefined)
          return fault(version, SOAP_FAULT_STATUS, {
            code: "Sender",
            reason: `The body element ${key} begins the requests of ${sharing.map((op) => op.name).join(", ")}; the SOAP action must name one.`,
          });
        const reason =
          element !== undefined &&
          element.ns !== service.ns &&
          service.operations.some((op) => op.requestElement === element.local)
            ? element.ns === ""
              ? `The body element ${element.local} has no namespace; this endpoint's is ${service.ns}.`
              : `Namespace ${element.ns} does not match this endpoint's version (${service.ns}).`
            : `${error.reason}; this endpoint offers ${context.allOperations} in ${service.ns}.`;
        return fault(version, SOAP_FAULT_STATUS, { code: "Sender", reason });
      }
      default:
        return fault(version, SOAP_FAULT_STATUS, { code: "Sender", reason: error.reason });
    }
  }
  if (error instanceof XmlReadError) {
    if (error.code === "invalid") {
      return fault(version, SOAP_FAULT_STATUS, {
        code: "Sender",
        reason: `Server was unable to read request: ${error.message}`,
      });
    }
    return fault(version, 400, {
      code: "Sender",
      reason: `The request is not acceptable XML: ${error.message}`,
    });
  }
  throw error;
}

/**
 * The value of a GET/POST field: its text as its type reads it, else in the XSD form of what an .asmx host also
 * takes there (it converts fields with .NET's `Convert.ChangeType`), as HTTP callers write them: a boolean as
 * `True`/`False` (Python's `str`), a dateTime with a space for the `T` (Python's `str`, SQL).
 */
function parseField(type: SimpleType<unknown>, text: string): unknown {
  try {
    return type.parse(text);
  } catch (error) {
    const rewritten = /^\s*(?:true|false)\s*$/i.test(text)
      ? text.trim().toLowerCase()
      : text.replace(/^(-?\d{4,}-\d{2}-\d{2}) (?=\d{2}:\d{2}:\d{2})/, "$1T");
    if (rewritten === text || !(error instanceof ScalarError)) throw error;
    try {
      return type.parse(rewritten);
    } catch {
      throw error;
    }
  }
}

/** Decode, GET/POST: converts and checks the fields and calls the operation; the answer when refused. */
export function decodePlainRequest<H>(
  context: ListenerContext<H>,
  exchange: Exchange,
  transport: "get" | "post",
  op: AnyOperation<H>,
  fields: URLSearchParams,
): Answer | undefined {
  const request: Record<string, unknown> = {};
  for (const p of op.parameters) {
    const values = fields.getAll(p.xmlName);
    const text = values[0];
    if (text === undefined) {
      // As SOAP reads a missing optional element: absent. An .asmx host would refuse it (capture 32).
      if (p.required) return plain(400, `Missing parameter: ${p.xmlName}.`);
      continue;
    }
    // Refused as SOAP refuses a member twice, so that the authentication hook and the handler see one value.
    if (values.length > 1) return plain(400, `Parameter ${p.xmlName} appears more than once.`);
    // As SOAP refuses &#0;: what no XML message could carry does not reach a handler over GET/POST either.
    if (hasNonXmlCharacter(text))
      return plain(400, `Parameter ${p.xmlName} holds a character that XML does not allow.`);
    try {
      request[p.name] = parseField(p.type, text);
    } catch (error) {
      if (!(error instanceof ScalarError)) throw error;
      const detail = p.secret ? "" : `: ${error.message}`;
      return plain(400, `Cannot convert parameter ${p.xmlName} to ${p.type.name}${detail}.`);
    }
  }
  if (context.validate && op.validateRequest !== undefined) {
    const issues = op.validateRequest(request as never);
    if (issues.length > 0) return plain(400, `Invalid request: ${describeIssues(issues)}.`);
  }
  authenticateCall(
    context,
    exchange,
    op,
    request,
    new CallContext(exchange, transport, op, request),
    undefined,
  );
  return undefined;
}

/**
 * Authenticate: runs the hook (when there is one), then the handler. Never throws: everything ends in
 * `finish`. The hook and the handler share one deadline: a call not answered within `handlerTimeoutMs` is
 * abandoned, the caller gets the late answer (a Receiver fault for a SOAP `version`, else 503), the signal is
 * aborted, and what the hook or the handler settles with afterwards is dropped.
 */
export function authenticateCall<H>(
  context: ListenerContext<H>,
  exchange: Exchange,
  op: AnyOperation<H>,
  request: Record<string, unknown>,
  call: RequestContext,
  version: SoapVersion | undefined,
): void {
  exchange.lateVersion = version;
  const deadlines = context.handlerDeadlines;
  deadlines.add(exchange);
  const authenticate = context.options.authenticate;
  if (authenticate === undefined) {
    invokeHandler(context, exchange, op, request, call, version);
    return;
  }
  let verdict: boolean | Promise<boolean>;
  try {
    verdict = authenticate(call.credentials, call);
  } catch (error) {
    deadlines.delete(exchange);
    context.finish(exchange, failureAnswer(version, error, call));
    return;
  }
  Promise.resolve(verdict).then(
    (accepted) => {
      if (exchange.answered) return;
      if (accepted) {
        invokeHandler(context, exchange, op, request, call, version);
        return;
      }
      deadlines.delete(exchange);
      context.finish(
        exchange,
        version === undefined
          ? plain(403, "Invalid login.")
          : fault(version, SOAP_FAULT_STATUS, { code: "Sender", reason: "Invalid login." }),
      );
    },
    (error: unknown) => {
      deadlines.delete(exchange);
      if (!exchange.answered) context.finish(exchange, failureAnswer(version, error, call));
    },
  );
}

/** Handle: runs the handler, under the deadline {@link authenticateCall} set, and answers with its outcome. */
export function invokeHandler<H>(
  context: ListenerContext<H>,
  exchange: Exchange,
  op: AnyOperation<H>,
  request: Record<string, unknown>,
  call: RequestContext,
  version: SoapVersion | undefined,
): void {
  let outcome: Promise<unknown>;
  try {
    outcome = Promise.resolve(op.invoke(context.handlers, request as never, call));
  } catch (error) {
    outcome = Promise.reject(error as Error);
  }
  outcome.then(
    (result) => {
      context.handlerDeadlines.delete(exchange);
      if (exchange.answered) return;
      let answer: Answer;
      try {
        answer =
          (context.validateResponses ? invalidResult(op, version, result, call) : undefined) ??
          resultAnswer(op, version, result, call);
      } catch (error) {
        answer = failureAnswer(version, error, call);
      }
      context.finish(exchange, answer);
    },
    (error: unknown) => {
      context.handlerDeadlines.delete(exchange);
      if (exchange.answered) return;
      const answer =
        (context.validateResponses ? invalidFault(op, version, error, call) : undefined) ??
        failureAnswer(version, error, call, op);
      context.finish(exchange, answer);
    },
  );
}

/**
 * Check: the answer to a result that breaks the schema, or to the response header blocks the handler set for a SOAP
 * `version` breaking it; undefined when both are valid. The caller gets what a handler that throws gets, nothing
 * of the result; the log gets the issues.
 */
export function invalidResult<H>(
  op: AnyOperation<H>,
  version: SoapVersion | undefined,
  result: unknown,
  call: RequestContext,
): Answer | undefined {
  // As resultAnswer: only an operation that declares response header blocks looks at them.
  const headers =
    version === undefined || op.outputHeaders === undefined || op.outputHeaders.length === 0
      ? undefined
      : (call.responseSoapHeaders as Readonly<Record<string, unknown>>);
  const issues = responseIssues(op, result, headers);
  if (issues.length === 0) return undefined;
  return unableToProcess(version, call).causedBy(
    `${op.name} response is invalid: ${describeIssues(issues)}`,
    call,
  );
}

/**
 * Check: the answer to a ServiceFault whose declared detail or header blocks break the schema, for a SOAP
 * `version` (GET/POST write neither); undefined for any other failure, answered as it says.
 */
export function invalidFault<H>(
  op: AnyOperation<H>,
  version: SoapVersion | undefined,
  error: unknown,
  call: RequestContext,
): Answer | undefined {
  if (version === undefined || !(error instanceof ServiceFault)) return undefined;
  const issues = faultIssues(op, error.detail, error.headers);
  if (issues.length === 0) return undefined;
  return unableToProcess(version, call).causedBy(
    `${op.name} fault is invalid: ${describeIssues(issues)}`,
    call,
  );
}

/**
 * Encode: a result as a SOAP envelope for a SOAP `version`, with the header blocks the handler set on `call`,
 * else as the bare result element (an empty body where the operation has no result). A one-way operation's
 * request is accepted with 202 and an empty body.
 */
export function resultAnswer<H>(
  op: AnyOperation<H>,
  version: SoapVersion | undefined,
  result: unknown,
  call: RequestContext,
): Answer {
  if (op.oneWay === true) return new Answer(202, "", "", "");
  if (version !== undefined) {
    // Only an operation that declares response header blocks looks at them: no object made for the others.
    const values =
      op.outputHeaders === undefined || op.outputHeaders.length === 0
        ? undefined
        : (call.responseSoapHeaders as Readonly<Record<string, unknown>>);
    // A request that came with WS-Addressing properties is answered with the output action and its MessageID.
    const output = call.addressing === undefined ? undefined : op.addressing?.output;
    const raw =
      output === undefined ? NO_BLOCKS : addressingResponseBlocks(version, output, call.addressing ?? {});
    const headers = values === undefined && raw.length === 0 ? undefined : { values: values ?? {}, raw };
    const envelope = soapResponseEnvelope(version, op, result, headers);
    return new Answer(200, SOAP_CONTENT_TYPE[version], envelope, "");
  }
  return op.result === undefined
    ? new Answer(200, "", "", "")
    : new Answer(200, TEXT_XML, plainResultText(op, result), "");
}

/**
 * Encode: a handler's (or the hook's) error; a ServiceFault as it says, with the header blocks `op` declares as
 * `soap:headerfault` and the detail of the `wsdl:fault`s it declares, anything else as a fixed text.
 */
export function failureAnswer<H>(
  version: SoapVersion | undefined,
  error: unknown,
  call: RequestContext,
  op?: AnyOperation<H>,
): Answer {
  try {
    if (error instanceof ServiceFault) {
      if (version === undefined) return plain(error.code === "Sender" ? 400 : 500, error.message);
      try {
        return serviceFault(version, error, call, op);
      } catch (failure) {
        // A detail the operation does not declare, or one its writer refuses: the handler's mistake.
        return unableToProcess(version, call).causedBy(failure, call);
      }
    }
    return unableToProcess(version, call).causedBy(error, call);
  } catch (failure) {
    return unexpected(failure);
  }
}

/** The fault a ServiceFault asks for, with the header blocks and the detail of the faults `op` declares. */
function serviceFault<H>(
  version: SoapVersion,
  error: ServiceFault,
  call: RequestContext,
  op: AnyOperation<H> | undefined,
): Answer {
  const headers = error.headers;
  const descriptors = op?.headerFaults ?? [];
  const detail = error.detail;
  const addressing = addressingFaultBlocks(version, call);
  return fault(version, SOAP_FAULT_STATUS, {
    code: error.code,
    reason: error.message,
    ...(error.subcode === undefined ? {} : { subcode: error.subcode }),
    ...((headers === undefined || descriptors.length === 0) && addressing.length === 0
      ? {}
      : {
          writeHeader: (w) =>
            writeHeaderBlocks(w, version, descriptors, { values: headers ?? {}, raw: addressing }),
        }),
    ...(detail === undefined
      ? {}
      : { writeDetail: (w) => writeFaultDetails(w, version, call.operation, op?.faults ?? [], detail) }),
  });
}

/** The answer to a handler's failure: a fixed text, nothing of the error. */
function unableToProcess(version: SoapVersion | undefined, call: RequestContext): Answer {
  if (version === undefined) return plain(500, "Server was unable to process request.");
  const addressing = addressingFaultBlocks(version, call);
  return fault(version, SOAP_FAULT_STATUS, {
    code: "Receiver",
    reason: "Server was unable to process request.",
    ...(addressing.length === 0
      ? {}
      : {
          writeHeader: (w) => {
            for (const block of addressing) w.raw(block);
          },
        }),
  });
}

/** The WS-Addressing blocks of a fault answering a request that carried addressing properties; none otherwise. */
function addressingFaultBlocks(version: SoapVersion, call: RequestContext): string[] {
  return call.addressing === undefined
    ? []
    : addressingResponseBlocks(version, WSA_FAULT_ACTION, call.addressing);
}

/** Write: sends a decided answer and logs it. */
export function deliverAnswer<H>(context: ListenerContext<H>, exchange: Exchange, answer: Answer): void {
  const { req, res } = exchange;
  try {
    send(req, res, answer, exchange.xop);
    context.options.log?.({
      method: req.method ?? "",
      path: (req.url ?? "/").split("?")[0] ?? "/",
      transport: exchange.transport,
      operation: exchange.operation,
      status: answer.status,
      error: answer.error === "" ? undefined : answer.error,
      cause: answer.cause,
      durationMs: performance.now() - exchange.started,
    });
  } catch {
    res.destroy();
  }
}

/** The fault answering header blocks that must be understood and are not (1.2 lists each in its Header). */
function mustUnderstandFault(version: SoapVersion, blocks: readonly QName[]): Answer {
  const names = blocks.map((block) => `{${block.ns}}${block.local}`).join(", ");
  return fault(version, SOAP_FAULT_STATUS, {
    code: "MustUnderstand",
    reason: `Header ${names} ${blocks.length === 1 ? "is" : "are"} not understood.`,
    notUnderstood: blocks,
  });
}

function send(req: IncomingMessage, res: ServerResponse, answer: Answer, xop: boolean): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // An MTOM request's SOAP answer is a package too: WCF's MTOM encoding takes nothing else.
  const soap = xop ? /^(text\/xml|application\/soap\+xml)\b/.exec(answer.contentType)?.[1] : undefined;
  const packaged = soap === undefined ? undefined : writeXopPackage(soap, answer.body);
  // node:http sends the head and these bytes in one write.
  const body = utf8Bytes(packaged?.body ?? answer.body);
  // As .asmx answers: no shared cache keeps an answer that may be one caller's data.
  const headers: Record<string, string | number> = {
    "content-type": packaged?.contentType ?? answer.contentType,
    "content-length": body.length,
    "cache-control": "private",
  };
  // An empty answer (a one-way request accepted, no result over GET/POST) has no content to type.
  if (answer.contentType === "") delete headers["content-type"];
  if (answer.headers !== NO_HEADERS) Object.assign(headers, answer.headers);
  // After a refused body the rest of it is never read, so the connection cannot be reused.
  const closing = answer.status === 413 || answer.status === 408 || !req.complete;
  if (closing) headers["connection"] = "close";
  res.writeHead(answer.status, headers);
  if (closing) res.end(req.method === "HEAD" ? undefined : body, () => req.socket.destroySoon());
  else res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Mounts listeners at their paths (case-insensitive, as .asmx paths are), for example every service of
 * both versions on one port: `createRouter({ [svc14.path]: listener14, [svc15.path]: listener15 })`.
 * Anything else is answered 404 text/plain.
 */
export function createRouter(mounts: Readonly<Record<string, RequestListener>>): RequestListener {
  const table = Object.entries(mounts).map(([path, listener]) => [path.toLowerCase(), listener] as const);
  return (req, res) => {
    const url = (req.url ?? "/").toLowerCase();
    for (const [path, listener] of table) {
      if (url.startsWith(path)) {
        const next = url.charAt(path.length);
        if (next === "" || next === "/" || next === "?") {
          listener(req, res);
          return;
        }
      }
    }
    const body = "Not found.\n";
    res.writeHead(404, { "content-type": TEXT_PLAIN, "content-length": body.length });
    res.end(body);
  };
}

/** Timeouts of {@link createSoapServer}. */
export interface SoapServerOptions {
  /** Time allowed for the request headers, in milliseconds. Default 10 000. */
  readonly headersTimeoutMs?: number;
  /** Time allowed for a whole request, in milliseconds. Default 30 000. */
  readonly requestTimeoutMs?: number;
  /** Idle time before a kept-alive connection is closed, in milliseconds. Default 5 000. */
  readonly keepAliveTimeoutMs?: number;
}

/** The last response started on a connection, and whether its client error was answered. */
const lastResponse = Symbol("lastResponse");
const clientErrorAnswered = Symbol("clientErrorAnswered");
type TrackedSocket = Duplex & { [lastResponse]?: ServerResponse; [clientErrorAnswered]?: true };

/** The status node:http answers a client error with (its default `clientError` behaviour). */
const CLIENT_ERROR_STATUS: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Answers what node:http could not parse as node:http does (400, or 431, 413, 408 by the error, then closed),
 * but only after the answers owed to the complete requests before it: node:http would send its 400 at once
 * and close, and a valid request pipelined before garbage lost its answer.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const tracked = socket as TrackedSocket;
  // The parser reports its error again for every later read.
  if (tracked[clientErrorAnswered] === true) return;
  tracked[clientErrorAnswered] = true;
  const status = CLIENT_ERROR_STATUS[error.code ?? ""] ?? 400;
  const refuse = (): void => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\nConnection: close\r\n\r\n`, () =>
      socket.destroy(),
    );
  };
  const owed = tracked[lastResponse];
  // An answer still being made to a request read whole: the error is in what came after it.
  if (owed !== undefined && owed.req.complete && !owed.writableFinished && !owed.destroyed) {
    owed.once("finish", refuse);
    owed.once("close", () => {
      if (!owed.writableFinished) socket.destroy();
    });
  } else if (owed !== undefined && !owed.req.complete && owed.headersSent) {
    socket.destroy();
  } else {
    refuse();
  }
}

/**
 * A node:http server with header and request timeouts set, so a slow client cannot hold a connection, and
 * client errors answered after the answers owed before them ({@link answerClientError}).
 */
export function createSoapServer(listener: RequestListener, options: SoapServerOptions = {}): Server {
  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 5_000,
      // node:http enforces both timeouts only when it checks its connections, every 30 s by default: a
      // client trickling its headers would be held up to 40 s instead of 10. Check often enough to keep them.
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, headersTimeout / 4, requestTimeout / 4)),
    },
    (req, res) => {
      (req.socket as TrackedSocket)[lastResponse] = res;
      listener(req, res);
    },
  );
  server.on("clientError", answerClientError);
  return server;
}
