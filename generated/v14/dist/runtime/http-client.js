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
import { addressingRequestBlocks } from "./addressing.js";
import { brandClass } from "./brand.js";
import { Agent as HttpAgent, request as httpRequest, } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { urlToHttpOptions } from "node:url";
import { plainRequestFields, plainResultDocument, responseType, responseNamespace, soapRequest, soapRequestEnvelope, soapRequestHeaders, soapVersionOf, headerBlockResolver, } from "./operation.js";
import { capturedXml, IGNORED, readSoapEnvelope, readSoapFaultDetail, SOAP_CONTENT_TYPE, SoapEnvelopeError, } from "./soap.js";
import { redact } from "./redact.js";
import { describeIssues } from "./validation.js";
import { WriteBatch } from "./write-batch.js";
import { ComplexType, readXml, XmlReadError, } from "./xml-reader.js";
import { utf8Body } from "./charset.js";
import { parseMediaType } from "./media-type.js";
import { usernameTokenBlock } from "./ws-security.js";
import { isXopPackage, readXopPackage, writeXopPackage, XopError } from "./xop.js";
const NO_VALUES = Object.freeze({});
/**
 * The service answered with a SOAP fault (1.1 or 1.2, one shape). `F` types {@link SoapFaultError.details}: the
 * operation's generated `...Faults` interface, which {@link isFaultOf} narrows to.
 */
export class SoapFaultError extends Error {
    name = "SoapFaultError";
    /** The fault. */
    fault;
    /** HTTP status of the response (500 normally). */
    status;
    /**
     * Header blocks of the fault that the operation declares as `soap:headerfault`, by property (its generated
     * `...HeaderFaults` interface types them); empty when there are none.
     */
    headers;
    /**
     * The detail's elements of the `wsdl:fault`s the operation declares, typed, by the fault's property (the first
     * where one is repeated); empty when there are none. `fault.detail` keeps the whole detail as markup, and so
     * the elements no declared fault names. Where a declared element does not read as its declaration, or breaks
     * it when the client validates responses, it is empty and `cause` is the {@link MalformedResponseError} that
     * says why: the fault itself is not lost.
     */
    details;
    // Private, so that printing the error does not print the descriptor.
    #operation;
    /** Creates the error from a fault read off the wire in answer to a call of `options.operation`. */
    constructor(fault, status, options = {}) {
        super(`SOAP fault ${fault.code}${fault.subcode === undefined ? "" : `/${fault.subcode}`}: ${fault.reason}`, options.cause === undefined ? undefined : { cause: options.cause });
        this.fault = fault;
        this.status = status;
        this.headers = options.headers ?? NO_VALUES;
        this.details = options.details ?? NO_VALUES;
        this.#operation = options.operation;
    }
    /** The operation whose call the fault answered; undefined for an error made without one. */
    get operation() {
        return this.#operation;
    }
}
brandClass(SoapFaultError, "SoapFaultError");
/**
 * Whether `error` is the fault that answered a call of `operation`, its `details` then typed by the faults the
 * operation declares: `if (isFaultOf(error, LendItemOperation)) error.details.itemUnavailable`. The fault of a
 * call of another operation is not, whatever its details hold: its declared faults are other elements.
 */
export function isFaultOf(error, operation) {
    // The operation getter, not a private field: an error of another copy of the runtime is recognised too.
    return error instanceof SoapFaultError && error.operation === operation;
}
/** The service answered with an HTTP status (or content) that is neither a result nor a SOAP fault. */
export class HttpError extends Error {
    name = "HttpError";
    /** HTTP status code. */
    status;
    /** Content-Type of the response, `""` when none. */
    contentType;
    /** The first bytes of the body as text, secrets redacted. */
    bodyExcerpt;
    /** Creates the error. */
    constructor(status, contentType, bodyExcerpt) {
        super(`HTTP ${status} (${contentType === "" ? "no content type" : contentType})`);
        this.status = status;
        this.contentType = contentType;
        this.bodyExcerpt = bodyExcerpt;
    }
}
brandClass(HttpError, "HttpError");
/** The request could not be completed: timeout, connection failure, abort, or an oversized response. */
export class TransportError extends Error {
    name = "TransportError";
    /** What happened. */
    kind;
    /** Creates the error; `cause` is the underlying system error, if any. */
    constructor(kind, message, cause) {
        super(message, cause === undefined ? undefined : { cause });
        this.kind = kind;
    }
}
brandClass(TransportError, "TransportError");
/** The response could not be read as the expected message (not XML, hostile, wrong envelope or element). */
export class MalformedResponseError extends Error {
    name = "MalformedResponseError";
    /** Problems found by the result validator, when validation was asked for. */
    issues;
    /** Creates the error. */
    constructor(message, options = {}) {
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
/** The header descriptors a response to `op` may carry, by `{ns}local`, and their readers; undefined when none. */
const responseHeaderTables = new WeakMap();
function responseHeaders(op) {
    if (responseHeaderTables.has(op))
        return responseHeaderTables.get(op);
    const descriptors = [...(op.outputHeaders ?? []), ...(op.headerFaults ?? [])];
    const headers = descriptors.length === 0
        ? undefined
        : {
            table: new Map(descriptors.map((d) => [`{${d.element.ns}}${d.element.local}`, d])),
            resolve: headerBlockResolver(descriptors),
        };
    responseHeaderTables.set(op, headers);
    return headers;
}
/** The reader of a declared fault's detail element: its element's, or its encoded reader. */
function faultDetailReader(descriptor) {
    return descriptor?.encoded ?? descriptor?.element;
}
/** The reader of the independent elements an encoded detail may refer to, where a declared fault is encoded. */
function encodedReferences(table) {
    for (const descriptor of table.values())
        if (descriptor.encoded !== undefined)
            return descriptor.encoded.reference;
    return undefined;
}
/** The fault descriptors of `op` by their element's `{ns}local`; undefined when it declares none. */
const faultTables = new WeakMap();
function faultTable(op) {
    if (faultTables.has(op))
        return faultTables.get(op);
    const faults = op.faults ?? [];
    const table = faults.length === 0
        ? undefined
        : new Map(faults.map((d) => [`{${d.element.ns}}${d.element.local}`, d]));
    faultTables.set(op, table);
    return table;
}
/** The values of the blocks `table` declares, by property; the others, as markup, into `other`. */
function headerValues(blocks, table, other) {
    const values = {};
    for (const block of blocks) {
        const descriptor = block.known ? table?.get(`{${block.ns}}${block.local}`) : undefined;
        if (descriptor !== undefined)
            values[descriptor.name] = block.value;
        else if (!block.known)
            other?.push(block.value);
    }
    return values;
}
/** The media type of each SOAP version's content type, which a SOAP response must have. */
const SOAP_MEDIA_TYPE = {
    "1.1": SOAP_CONTENT_TYPE["1.1"].split(";")[0] ?? "",
    "1.2": SOAP_CONTENT_TYPE["1.2"].split(";")[0] ?? "",
};
const EXCERPT_BYTES = 512;
/** Calls the operations of one service at one path. Generated clients wrap it with typed methods. */
export class SoapClient {
    #url;
    /** The endpoint's address as `wsa:To` names it: without the credentials a base URL may hold. */
    #address;
    #target;
    #options;
    /** Creates a client for the service at `path` under `options.baseUrl`. */
    constructor(path, options) {
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
    call(op, request, options = {}) {
        return this.#call(op, request, options, undefined);
    }
    /** As {@link SoapClient.call}, resolving to the result with the response's SOAP header blocks. */
    async callWithHeaders(op, request, options = {}) {
        const received = { values: {}, other: [] };
        const result = await this.#call(op, request, options, received);
        return { result, headers: received.values, otherHeaders: received.other };
    }
    /** The header blocks to send with a SOAP call of `op`: the client's, then the call's. */
    #outgoingHeaders(op, options) {
        const defaults = this.#options.soapHeaders;
        const rawDefaults = this.#options.rawSoapHeaders;
        if (defaults === undefined &&
            rawDefaults === undefined &&
            options.soapHeaders === undefined &&
            options.rawSoapHeaders === undefined)
            return undefined;
        const values = {
            ...(typeof defaults === "function" ? defaults() : defaults),
            ...options.soapHeaders,
        };
        const raw = [
            ...(typeof rawDefaults === "function" ? rawDefaults() : (rawDefaults ?? [])),
            ...(options.rawSoapHeaders ?? []),
        ];
        for (const markup of raw)
            checkRawHeader(op, markup);
        return { values, raw };
    }
    /** The `wsa:Action` of a call of `op` over `transport`, where it sends WS-Addressing headers. */
    #addressingAction(op, transport) {
        const option = this.#options.addressing;
        if (option === false)
            return undefined;
        const declared = op.addressing;
        if (declared?.transports.includes(transport) === true)
            return declared.input;
        return option === true ? (declared?.input ?? op.soapAction) : undefined;
    }
    async #call(op, request, options, received) {
        const transport = options.transport ??
            this.#options.transport ??
            (op.transports.includes("soap11") ? "soap11" : (op.transports[0] ?? "soap11"));
        if (!op.transports.includes(transport)) {
            throw new TypeError(`${op.name} is not offered over ${transport}; it is bound to ${op.transports.join(", ")}`);
        }
        if ((transport === "get" || transport === "post") &&
            (options.soapHeaders !== undefined || options.rawSoapHeaders !== undefined))
            throw new TypeError(`${op.name}: SOAP header blocks cannot travel over ${transport}`);
        const secrets = [];
        const token = this.#options.usernameToken;
        if (token !== undefined && token.password !== "")
            secrets.push(token.password);
        for (const p of op.parameters) {
            const value = request[p.name];
            if (p.secret && typeof value === "string" && value !== "")
                secrets.push(value);
        }
        // Where the SOAP versions' requests differ, the request is checked against its version's below.
        if (this.#options.validateRequest !== false &&
            !(op.soap12Request !== undefined && transport.startsWith("soap")))
            checkRequest(op, request, secrets);
        let response;
        let result;
        if (transport === "get" || transport === "post") {
            const form = plainRequestFields(op, request);
            const url = new URL(this.#url);
            url.pathname = `${this.#url.pathname}/${op.name}`;
            if (transport === "get")
                url.search = [this.#url.search.slice(1), form].filter((part) => part !== "").join("&");
            response = await this.#observedExchange(op, transport, url, transport === "get" ? "GET" : "POST", transport === "get" ? {} : { "content-type": "application/x-www-form-urlencoded" }, transport === "get" ? undefined : form, options, secrets);
            result = this.#readPlain(op, response, secrets);
        }
        else {
            const version = soapVersionOf(transport);
            if (op.soap12Request !== undefined)
                checkVersionRequest(op, version, request);
            const action = this.#addressingAction(op, transport);
            const outgoing = this.#outgoingHeaders(op, options);
            const envelope = soapRequestEnvelope(version, op, request, action === undefined && token === undefined
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
                });
            // WS-Addressing's SOAP binding: the SOAPAction (1.2's action parameter) is the wsa:Action.
            const soapAction = action ?? op.soapAction;
            const headers = soapRequestHeaders(version, { soapAction });
            let body = envelope;
            if (this.#options.mtom ?? op.mtom?.includes(transport) === true) {
                const xop = writeXopPackage(SOAP_MEDIA_TYPE[version], envelope, version === "1.2" ? soapAction : undefined);
                headers["content-type"] = xop.contentType;
                body = xop.body;
            }
            response = await this.#observedExchange(op, transport, this.#url, "POST", headers, body, options, secrets);
            result = accepted(op, response, false)
                ? undefined
                : this.#readSoap(op, version, unpackedXop(op, response, secrets), secrets, received);
        }
        if (this.#options.validateResponse === true && op.validateResult !== undefined && result !== undefined) {
            const issues = op.validateResult(result);
            if (issues.length > 0)
                throw invalid(op, "result", issues, secrets);
        }
        return result;
    }
    #readSoap(op, version, response, secrets, received) {
        // Any XML media type: peers label SOAP 1.2 answers text/xml and SOAP 1.1 ones application/soap+xml or
        // application/xml, and the envelope's namespace says which version it is (checked below).
        const mediaType = parseMediaType(response.contentType);
        const isSoap = mediaType.essence === "text/xml" || /^application\/(?:[\w.-]+\+)?xml$/.test(mediaType.essence);
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
            envelope = readSoapEnvelope(utf8Body(response.body, mediaType.parameters.get("charset")?.toLowerCase()), 
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
                        ? (ns, local) => ((ns === responseNamespace(op) || op.anyResponseNs === true) &&
                            (local === op.responseElement || op.encoded === true)) ||
                            (lenient && (local === op.responseElement || local === axisResponse))
                            ? wrapper
                            : noResult &&
                                local === `${op.name}Response` &&
                                (ns === responseNamespace(op) || ns === "" || lenient)
                                ? wrapper
                                : undefined
                        : (ns, local) => group.reader(ns, local), this.#options.readOptions, declaredHeaders?.resolve, 
            // The response of an operation without a result may have nothing in its body.
            noResult);
        }
        catch (error) {
            if (!ok)
                throw httpError(response, secrets);
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
            throw new MalformedResponseError(`${op.name}: SOAP ${envelope.version} response to a SOAP ${version} request`);
        }
        if (!ok)
            throw httpError(response, secrets);
        const body = envelope.body;
        if (body === undefined)
            return undefined;
        if (group !== undefined)
            return group.wrap(body.ns, body.local, body.value);
        return (body.value.result ?? undefined);
    }
    /**
     * The typed detail of a fault of `op`: each element of its detail that a declared fault names, read as its
     * element (strictly where the client reads strictly), by the fault's property; or none, and why, where one does
     * not read as its declaration or, where the client validates responses, breaks it.
     */
    #faultDetails(op, fault, response, secrets) {
        const table = faultTable(op);
        // Only a detail holding elements is read again: its text alone names no fault.
        if (table === undefined || fault.detail?.includes("<") !== true)
            return [NO_VALUES];
        let entries;
        try {
            entries = readSoapFaultDetail(response.body, fault.version, (ns, local) => faultDetailReader(table.get(`{${ns}}${local}`)), this.#options.readOptions, encodedReferences(table));
        }
        catch (error) {
            return [NO_VALUES, malformed(op, error, secrets)];
        }
        const details = {};
        const issues = [];
        const validate = this.#options.validateResponse === true;
        for (const entry of entries) {
            const descriptor = table.get(`{${entry.ns}}${entry.local}`);
            if (descriptor === undefined || descriptor.name in details)
                continue;
            details[descriptor.name] = entry.value;
            if (validate && entry.value !== null && descriptor.validate !== undefined)
                issues.push(...descriptor.validate(entry.value, descriptor.name));
        }
        if (issues.length > 0)
            return [NO_VALUES, invalid(op, "fault detail", issues, secrets)];
        return [details];
    }
    #readPlain(op, response, secrets) {
        if (op.result === undefined) {
            if (accepted(op, response, true))
                return undefined;
            throw httpError(response, secrets);
        }
        const mediaType = parseMediaType(response.contentType);
        const isXml = mediaType.essence === "text/xml" || mediaType.essence === "application/xml";
        if (response.status !== 200 || !isXml)
            throw httpError(response, secrets);
        try {
            const body = utf8Body(response.body, mediaType.parameters.get("charset")?.toLowerCase());
            return (readXml(body, plainResultDocument(op), this.#options.readOptions) ??
                undefined);
        }
        catch (error) {
            throw malformed(op, error, secrets);
        }
    }
    /** {@link #exchange} of `url`, reported to `onExchange` where the client has one. */
    #observedExchange(op, transport, url, method, headers, body, options, secrets) {
        const target = url === this.#url ? this.#target : urlToHttpOptions(url);
        // Once per call: a function giving the client's headers is called once, and the report shows what is sent.
        const sent = this.#requestHeaders(headers, options);
        const observe = this.#options.onExchange;
        if (observe === undefined)
            return this.#exchange(target, method, sent, body, options);
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
        return this.#exchange(target, method, sent, body, options).then((response) => {
            const { status, contentType } = response;
            const text = redact(bodyText(response), secrets);
            const shownHeaders = maskedHeaders(response.headers);
            observe({
                ...request,
                durationMs: elapsed(),
                response: { status, headers: shownHeaders, contentType, body: text },
            });
            return response;
        }, (error) => {
            observe({ ...request, durationMs: elapsed(), error: error });
            throw error;
        });
    }
    /** The headers of a request: the client's and the call's extra ones, then the transport's `headers`. */
    #requestHeaders(headers, options) {
        const option = this.#options.headers;
        const client = typeof option === "function" ? option() : option;
        if (client === undefined && options.headers === undefined)
            return headers;
        return { ...client, ...options.headers, ...headers };
    }
    /** One HTTP exchange; `headers`, all of them, belong to this call (the content length is added to them). */
    #exchange(target, method, headers, body, options) {
        const https = target.protocol === "https:";
        const send = https ? httpsRequest : httpRequest;
        const agent = this.#options.agent ?? (https ? defaultAgents.https : defaultAgents.http);
        const timeoutMs = options.timeoutMs ?? this.#options.timeoutMs ?? 30_000;
        const maxBytes = this.#options.maxResponseBytes ?? 32 << 20;
        if (body !== undefined)
            headers["content-length"] = String(Buffer.byteLength(body, "utf8"));
        return new Promise((resolve, reject) => {
            const signal = options.signal;
            if (signal?.aborted === true) {
                reject(new TransportError("abort", "the call was aborted"));
                return;
            }
            // Options rather than a URL: node:http would convert the URL on every call. The fields are listed:
            // spreading urlToHttpOptions' object (it has no prototype) takes a slow path.
            const { protocol, hostname, port, path, auth } = target;
            const request = send({
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
function maskedHeaders(headers) {
    const shown = {};
    for (const [name, value] of Object.entries(headers)) {
        if (value === undefined)
            continue;
        shown[name] = /^(?:authorization|proxy-authorization|cookie|set-cookie)$/i.test(name) ? "***" : value;
    }
    return shown;
}
/** An answer's body as text: UTF-8, or UTF-16 its charset or byte order mark names; else its bytes as UTF-8. */
function bodyText(response) {
    try {
        const charset = parseMediaType(response.contentType).parameters.get("charset")?.toLowerCase();
        return utf8Body(response.body, charset).toString("utf8");
    }
    catch {
        return response.body.toString("utf8");
    }
}
/** Requests are written in runs: those made in one turn of the event loop together at its end. */
const requestWrites = new WriteBatch((request, body) => {
    // Aborted or timed out while held: its exchange has already been settled.
    if (request.destroyed)
        return;
    try {
        request.end(body);
    }
    catch (error) {
        request.destroy(error);
    }
});
/** The exchange a request or response belongs to, so that their listeners are shared, not closures per call. */
const pendingOf = Symbol("pending exchange");
/**
 * One HTTP exchange in flight: collects the answer and settles its promise once, whichever of the answer, an
 * error, the timeout or an abort comes first.
 */
class PendingExchange {
    #request;
    #resolve;
    #reject;
    #maxBytes;
    #signal;
    #timer;
    #settled = false;
    // Most answers arrive in one chunk, used as it is; further ones are joined at the end.
    #first = undefined;
    #rest = undefined;
    #size = 0;
    constructor(request, resolve, reject, maxBytes, timeoutMs, signal) {
        this.#request = request;
        this.#resolve = resolve;
        this.#reject = reject;
        this.#maxBytes = maxBytes;
        this.#signal = signal;
        this.#timer = setTimeout(onTimeout, timeoutMs, this, timeoutMs);
        signal?.addEventListener("abort", this, { once: true });
    }
    /** The abort signal's listener. */
    handleEvent() {
        this.fail(new TransportError("abort", "the call was aborted"));
    }
    fail(error) {
        if (!this.#settle())
            return;
        this.#request.destroy();
        this.#reject(error);
    }
    receive(response) {
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
    take(response, chunk) {
        this.#size += chunk.length;
        if (this.#size > this.#maxBytes) {
            this.fail(new TransportError("response-too-large", `response larger than ${this.#maxBytes} bytes`));
            response.destroy();
            return;
        }
        if (this.#first === undefined)
            this.#first = chunk;
        else
            (this.#rest ??= []).push(chunk);
    }
    end(response) {
        if (!this.#settle())
            return;
        const first = this.#first;
        const rest = this.#rest;
        this.#resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            contentType: response.headers["content-type"] ?? "",
            body: first === undefined
                ? Buffer.alloc(0)
                : rest === undefined
                    ? first
                    : Buffer.concat([first, ...rest], this.#size),
        });
    }
    /** Marks the exchange settled; false when it already was. */
    #settle() {
        if (this.#settled)
            return false;
        this.#settled = true;
        clearTimeout(this.#timer);
        this.#signal?.removeEventListener("abort", this);
        return true;
    }
}
function onTimeout(pending, timeoutMs) {
    pending.fail(new TransportError("timeout", `no complete response within ${timeoutMs} ms`));
}
function onConnectionError(error) {
    this[pendingOf]?.fail(new TransportError("connection", `connection failed: ${errorCode(error)}`, error));
}
function onResponse(response) {
    this[pendingOf]?.receive(response);
}
function onResponseData(chunk) {
    this[pendingOf]?.take(this, chunk);
}
function onResponseEnd() {
    this[pendingOf]?.end(this);
}
/**
 * Whether `response` is the empty answer that accepts a call of an operation without a result: of a one-way
 * operation, 202 or 200 with an empty body (WS-I BP R2714, R2715); of another, 200 with an empty body over GET/POST
 * (`plain`). Other answers are read as usual: a SOAP fault rejects the call, as it does any other.
 */
function accepted(op, response, plain) {
    if (response.body.length !== 0 || op.result !== undefined)
        return false;
    return op.oneWay === true
        ? response.status === 202 || response.status === 200
        : plain && response.status === 200;
}
/**
 * Refuses, where the SOAP 1.1 and SOAP 1.2 requests of `op` differ, a request that is not the one SOAP `version`
 * carries: a member its type does not declare would be dropped, a missing one written as invalid XML.
 */
function checkVersionRequest(op, version, request) {
    const side = soapRequest(op, version);
    const fields = side.request instanceof ComplexType ? Object.keys(side.request.definition.fields) : [];
    const undeclared = Object.keys(request).filter((key) => !fields.includes(key));
    const problems = [
        ...undeclared.map((key) => `${key}: not a member of the SOAP ${version} request`),
        ...(side.validateRequest?.(request) ?? []).map((issue) => `${issue.path}: ${issue.message}`),
    ];
    if (problems.length > 0)
        throw new TypeError(`${op.name}: the request does not fit SOAP ${version}: ${problems.join("; ")}`);
}
/** Refuses a request its generated validator finds invalid, naming each problem (secret values redacted). */
function checkRequest(op, request, secrets) {
    const issues = op.validateRequest?.(request) ?? [];
    if (issues.length > 0)
        throw new TypeError(`${op.name}: the request is invalid: ${redact(describeIssues(issues), secrets)}`);
}
/** A response in an XOP package (MTOM) as a plain one: its root's envelope, each attachment in place. */
function unpackedXop(op, response, secrets) {
    if (!isXopPackage(response.contentType))
        return response;
    try {
        const root = readXopPackage(response.contentType, response.body);
        return {
            status: response.status,
            headers: response.headers,
            contentType: root.contentType,
            body: root.xml,
        };
    }
    catch (error) {
        if (!(error instanceof XopError))
            throw error;
        if (response.status !== 200 && response.status !== 500)
            throw httpError(response, secrets);
        throw new MalformedResponseError(`${op.name}: malformed MTOM response: ${error.message}`, {
            cause: error,
        });
    }
}
// A system error's code (ECONNREFUSED, ECONNRESET...) says what happened without echoing the URL.
function errorCode(error) {
    const code = error.code;
    return typeof code === "string" ? code : "socket error";
}
function httpError(response, secrets) {
    const excerpt = response.body.subarray(0, EXCERPT_BYTES).toString("utf8");
    return new HttpError(response.status, response.contentType, redact(excerpt, secrets));
}
/** Refuses raw header markup that is not one well-formed element declaring the prefixes it uses. */
function checkRawHeader(op, markup) {
    try {
        readXml(markup, capturedXml);
    }
    catch (error) {
        throw new TypeError(`${op.name}: a raw SOAP header block is not a well-formed element: ${String(error)}`);
    }
}
/** The error of a response whose `part` (result or fault detail) its validator refuses. */
function invalid(op, part, issues, secrets) {
    // The first issues name what is wrong without reading `issues`; values in them may hold a secret.
    const first = redact(describeIssues(issues, 3), secrets);
    return new MalformedResponseError(`${op.name} ${part} is invalid: ${issues.length} problem(s): ${first}`, {
        issues,
    });
}
function malformed(op, error, secrets) {
    if (error instanceof SoapEnvelopeError || error instanceof XmlReadError) {
        const message = redact(error.message, secrets);
        return new MalformedResponseError(`${op.name}: malformed response: ${message}`, { cause: error });
    }
    return new MalformedResponseError(`${op.name}: malformed response`, { cause: error });
}
