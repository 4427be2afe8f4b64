/**
 * SOAP 1.1 and 1.2 envelopes and faults: writing a body or a fault, reading an envelope back
 * (prefix-agnostic, version from the envelope namespace, the single body child or a Fault).
 *
 * Faults are written in the shapes a real .asmx runtime uses (captures 18-27 of the asmx-wire reference):
 * 1.1 `<soap:Fault><faultcode>soap:Client</faultcode><faultstring>..</faultstring><detail /></soap:Fault>`,
 * 1.2 `<soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code><soap:Reason>
 * <soap:Text xml:lang="en">..</soap:Text></soap:Reason><soap:Detail /></soap:Fault>`, both with HTTP 500.
 * Both versions read back into one shape, {@link SoapFault}. A fault never carries a stack trace: the
 * reason is whatever the caller passes, and the server passes fixed texts.
 * @module
 */
import { brandClass } from "./brand.js";
import { attributeNs, complexType, element, readXml, resolveType, text, XmlReadError, } from "./xml-reader.js";
import { whitespaceCollapse, xsString } from "./scalars.js";
import { SOAP11_ENV_NS, SOAP12_ENCODING_NS, SOAP12_ENV_NS, XML_NS, XMLNS_NS, XSD_NS, XSI_NS, } from "./xml-names.js";
import { flattened } from "./xml-scanner.js";
import { escapeAttribute, escapeText, XmlWriter } from "./xml-writer.js";
/** Envelope namespace of each version. */
export const SOAP_ENVELOPE_NS = {
    "1.1": SOAP11_ENV_NS,
    "1.2": SOAP12_ENV_NS,
};
/** Content type of each version's messages, as the .asmx runtime sends them. */
export const SOAP_CONTENT_TYPE = {
    "1.1": "text/xml; charset=utf-8",
    "1.2": "application/soap+xml; charset=utf-8",
};
/** HTTP status of a fault response, both versions (as captured: 18, 19, 24, 25). */
export const SOAP_FAULT_STATUS = 500;
/** Whether a fault blames the request (1.1 `Client`, 1.2 `Sender`) or the service. */
export function faultSide(fault) {
    if (fault.code === "Client" || fault.code === "Sender")
        return "sender";
    if (fault.code === "Server" || fault.code === "Receiver")
        return "receiver";
    return "other";
}
/** Envelopes by version and prefix table: the same few for every message. */
const envelopes = new Map();
/** The envelope made last, with its version and prefix table: usually the one the next message needs. */
let recent;
/** Whether `namespaces` holds exactly the prefixes and namespaces of `table` ([prefix, uri, ...]), in order. */
function sameTable(namespaces, table) {
    let i = 0;
    for (const prefix in namespaces) {
        if (table[i] !== prefix || table[i + 1] !== namespaces[prefix])
            return false;
        i += 2;
    }
    return i === table.length;
}
function envelopeParts(version, namespaces) {
    // Without building and hashing the key, a visible share of writing a small message.
    if (recent !== undefined && recent.version === version && sameTable(namespaces, recent.table))
        return recent.parts;
    let key = version;
    // NUL separates: no prefix or namespace name written to XML can hold it.
    for (const prefix in namespaces)
        key += `\0${prefix}\0${namespaces[prefix]}`;
    let parts = envelopes.get(key);
    if (parts === undefined) {
        const env = SOAP_ENVELOPE_NS[version];
        const options = { declaration: true, namespaces: { soap: env, xsi: XSI_NS, xsd: XSD_NS, ...namespaces } };
        const prologue = XmlWriter.prologue(options, (w) => w.start(env, "Envelope").start(env, "Body"));
        // The prologue ends inside the start tag of Body; the end tags are innermost last.
        parts = { prologue, head: flattened(`${prologue.text}>`), tail: prologue.endTags.toReversed().join("") };
        // Bounded: a caller building prefix tables from input must not grow this without end.
        if (envelopes.size < 64)
            envelopes.set(key, parts);
    }
    const table = [];
    for (const prefix in namespaces)
        table.push(prefix, namespaces[prefix] ?? "");
    recent = { version, table, parts };
    return parts;
}
/**
 * Writes a whole envelope whose body is written by `writeBody`. `namespaces` is the writer's prefix table for
 * the body (normally `{ "": targetNamespace }`); `soap`, `xsi` and `xsd` are declared as in the captures.
 */
export function writeSoapEnvelope(version, namespaces, writeBody, writeHeader) {
    if (writeHeader !== undefined)
        return writeSoapEnvelopeBody(version, namespaces, (w, env) => {
            w.start(env, "Body");
            writeBody(w);
            w.end();
        }, writeHeader);
    const w = new XmlWriter({ prologue: envelopeParts(version, namespaces).prologue });
    writeBody(w);
    w.end().end();
    return w.toString();
}
/**
 * Writes a whole envelope whose Body element `writeBody` writes itself, given the envelope's namespace: a Body
 * of several elements written as the content of one value (a bare message). As {@link writeSoapEnvelope} otherwise.
 */
export function writeSoapEnvelopeBody(version, namespaces, writeBody, writeHeader) {
    const env = SOAP_ENVELOPE_NS[version];
    const w = new XmlWriter({
        declaration: true,
        namespaces: { soap: env, xsi: XSI_NS, xsd: XSD_NS, ...namespaces },
    });
    w.start(env, "Envelope");
    if (writeHeader !== undefined) {
        w.start(env, "Header");
        writeHeader(w);
        w.end();
    }
    writeBody(w, env);
    w.end();
    return w.toString();
}
/**
 * The envelope {@link writeSoapEnvelope} writes, as the text around a body of markup written for `namespaces`,
 * `xsi` and `xsd` in scope as the envelope declares them (a generated markup function's output with the target
 * namespace as `namespaces[""]`). Joining constant text to the body, without a writer, is what makes a small
 * response about a sixth cheaper to write.
 */
export function soapEnvelopeText(version, namespaces) {
    const { head, tail } = envelopeParts(version, namespaces);
    return { head, tail };
}
const CODE_11 = {
    Sender: "Client",
    Receiver: "Server",
    VersionMismatch: "VersionMismatch",
    MustUnderstand: "MustUnderstand",
};
/** Writes a fault envelope (send it with HTTP {@link SOAP_FAULT_STATUS}). */
export function writeSoapFault(version, fault) {
    const env = SOAP_ENVELOPE_NS[version];
    const notUnderstood = version === "1.2" ? (fault.notUnderstood ?? []) : [];
    const writeHeader = notUnderstood.length === 0 && fault.writeHeader === undefined
        ? undefined
        : (w) => {
            // The qname attribute's prefix is declared on the block itself.
            for (const block of notUnderstood) {
                w.start(env, "NotUnderstood");
                if (block.ns === "")
                    w.attribute("qname", block.local);
                else
                    w.attribute("qname", `nu:${block.local}`).attribute("xmlns:nu", block.ns);
                w.end();
            }
            fault.writeHeader?.(w);
        };
    return writeSoapEnvelope(version, {}, (w) => {
        w.start(env, "Fault");
        if (version === "1.1") {
            const sub = fault.subcode === undefined ? "" : `.${fault.subcode.local}`;
            w.element("", "faultcode", `soap:${CODE_11[fault.code]}${sub}`);
            w.element("", "faultstring", fault.reason);
            w.start("", "detail");
            if (fault.detail !== undefined)
                w.text(fault.detail);
            fault.writeDetail?.(w);
            w.end();
        }
        else {
            w.start(env, "Code").element(env, "Value", `soap:${fault.code}`);
            if (fault.subcode !== undefined) {
                // The subcode value is a QName: its namespace gets a prefix declared on the Value element itself.
                w.start(env, "Subcode").start(env, "Value").attribute("xmlns:sub", fault.subcode.ns);
                w.text(`sub:${fault.subcode.local}`).end().end();
            }
            w.end();
            w.start(env, "Reason")
                .start(env, "Text")
                .attributeNs(XML_NS, "lang", "en")
                .text(fault.reason)
                .end()
                .end();
            w.start(env, "Detail");
            if (fault.detail !== undefined)
                w.text(fault.detail);
            fault.writeDetail?.(w);
            w.end();
        }
        w.end();
    }, writeHeader);
}
function startTag(cursor) {
    const name = cursor.prefix === "" ? cursor.local : `${cursor.prefix}:${cursor.local}`;
    let tag = `<${name}`;
    const declared = new Set();
    let attributes = "";
    for (const qname in cursor.attributes) {
        const attr = cursor.attributes[qname];
        if (attr === undefined)
            continue;
        if (attr.uri === XMLNS_NS)
            declared.add(attr.prefix === "" ? "" : attr.local);
        attributes += ` ${attr.name}="${escapeAttribute(attr.value)}"`;
    }
    // Make the captured element self-contained: declare the prefixes it uses that were declared above it.
    const used = [cursor.prefix];
    for (const qname in cursor.attributes) {
        const attr = cursor.attributes[qname];
        if (attr !== undefined && attr.prefix !== "" && attr.prefix !== "xmlns" && attr.prefix !== "xml")
            used.push(attr.prefix);
    }
    for (const prefix of used) {
        if (declared.has(prefix))
            continue;
        declared.add(prefix);
        const uri = cursor.resolvePrefix(prefix) ?? "";
        if (prefix === "" && uri === "")
            continue;
        tag += prefix === "" ? ` xmlns="${escapeAttribute(uri)}"` : ` xmlns:${prefix}="${escapeAttribute(uri)}"`;
    }
    return tag + attributes;
}
class CapturedXml {
    kind = "content";
    name = "any content";
    textual = true;
    #outermost;
    constructor(outermost) {
        this.#outermost = outermost;
    }
    begin(cursor) {
        return { out: this.#outermost ? "" : `${startTag(cursor)}>`, hasElements: false };
    }
    child(_state, ns, local) {
        return { ns, local, type: capturedElement, nillable: true };
    }
    add(state, binding, value) {
        const capture = state;
        capture.hasElements = true;
        capture.out +=
            value === null
                ? `<${binding.local} xmlns="${escapeAttribute(binding.ns)}" xsi:nil="true" xmlns:xsi="${XSI_NS}"/>`
                : String(value);
    }
    text(state, value) {
        state.out += escapeText(value);
    }
    end(state, _text, cursor) {
        const capture = state;
        if (!this.#outermost) {
            const name = cursor.prefix === "" ? cursor.local : `${cursor.prefix}:${cursor.local}`;
            return `${capture.out}</${name}>`;
        }
        if (capture.out.trim() === "")
            return "";
        if (capture.hasElements)
            return capture.out;
        return unescapeText(capture.out);
    }
}
function unescapeText(markup) {
    return markup.replace(/&(amp|lt|gt|#13);/g, (_all, name) => name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : "\r");
}
const capturedElement = new CapturedXml(false);
const capturedContent = new CapturedXml(true);
/** Reads any element as its markup, declaring the prefixes it uses (an element's `detail`, a header block). */
export const capturedXml = capturedContent;
/**
 * A fault code as written, `prefix:local`, never resolved: faults report its local part. Any text is read, not
 * only a QName: PHP's SoapServer writes the code an application gives it as it is, and Magento 1's API answers
 * every error with a number (`<faultcode>2</faultcode>`); refusing it would hide the fault behind an HTTP error.
 */
function faultCodeText(text) {
    return whitespaceCollapse(text);
}
const faultCode = {
    kind: "simple",
    name: "QName",
    valueKind: "string",
    parse: faultCodeText,
    format: faultCodeText,
};
const Fault11 = complexType({
    ns: SOAP11_ENV_NS,
    name: "Fault",
    fields: {
        faultcode: element("", "faultcode", faultCode, { required: true }),
        faultstring: element("", "faultstring", xsString, { required: true }),
        faultactor: element("", "faultactor", xsString),
        detail: element("", "detail", capturedContent),
    },
});
const Code12 = complexType({
    ns: SOAP12_ENV_NS,
    name: "faultcode",
    fields: {
        value: element(SOAP12_ENV_NS, "Value", faultCode, { required: true }),
        subcode: element(SOAP12_ENV_NS, "Subcode", () => Code12),
    },
});
const Reason12 = complexType({
    ns: SOAP12_ENV_NS,
    name: "faultreason",
    fields: {
        texts: element(SOAP12_ENV_NS, "Text", complexType({
            ns: SOAP12_ENV_NS,
            name: "reasontext",
            fields: { text: text(xsString), lang: attributeNs(XML_NS, "lang", xsString) },
        }), { repeated: true }),
    },
});
const Fault12 = complexType({
    ns: SOAP12_ENV_NS,
    name: "Fault",
    fields: {
        code: element(SOAP12_ENV_NS, "Code", Code12, { required: true }),
        reason: element(SOAP12_ENV_NS, "Reason", Reason12, { required: true }),
        node: element(SOAP12_ENV_NS, "Node", xsString),
        role: element(SOAP12_ENV_NS, "Role", xsString),
        detail: element(SOAP12_ENV_NS, "Detail", capturedContent),
    },
});
const localPart = (qname) => qname.slice(qname.indexOf(":") + 1);
function faultFrom11(raw) {
    const code = localPart(raw.faultcode);
    const dot = code.indexOf(".");
    return {
        version: "1.1",
        code: dot < 0 ? code : code.slice(0, dot),
        ...(dot < 0 ? {} : { subcode: code.slice(dot + 1) }),
        reason: raw.faultstring,
        ...(raw.detail === undefined || raw.detail === "" ? {} : { detail: raw.detail }),
    };
}
function faultFrom12(raw) {
    const texts = raw.reason.texts;
    const text = texts.find((t) => t.lang?.toLowerCase().startsWith("en") === true) ?? texts[0];
    return {
        version: "1.2",
        code: localPart(raw.code.value),
        ...(raw.code.subcode === undefined ? {} : { subcode: localPart(raw.code.subcode.value) }),
        reason: text?.text ?? "",
        ...(raw.detail === undefined || raw.detail === "" ? {} : { detail: raw.detail }),
    };
}
/** An envelope that is well-formed XML but not an acceptable SOAP message. */
export class SoapEnvelopeError extends XmlReadError {
    /** What is wrong with the envelope. */
    problem;
    /** The element refused, for `unknown-body`. */
    element;
    /** Creates the error at the cursor's position. */
    constructor(problem, reason, cursor, element) {
        super("invalid", reason, cursor.line, cursor.column);
        this.problem = problem;
        this.element = element;
    }
}
brandClass(SoapEnvelopeError, "SoapEnvelopeError");
const NO_HEADERS = [];
/**
 * Content that ignores everything inside it: the body of a message refused for its headers, or of an answer to a
 * one-way request (WS-I BP R2750).
 */
export const IGNORED = {
    kind: "content",
    name: "ignored content",
    textual: false,
    begin: () => undefined,
    child: (_state, ns, local) => ({ ns, local, type: IGNORED, nillable: true }),
    add: () => undefined,
    end: () => undefined,
};
const ROLE_NEXT = {
    "1.1": "http://schemas.xmlsoap.org/soap/actor/next",
    "1.2": "http://www.w3.org/2003/05/soap-envelope/role/next",
};
const ROLE_ULTIMATE_RECEIVER = "http://www.w3.org/2003/05/soap-envelope/role/ultimateReceiver";
class HeaderContent {
    kind = "content";
    name = "Header";
    textual = false;
    #version;
    #env;
    #envelope;
    #resolve;
    constructor(version, envelope, resolve) {
        this.#version = version;
        this.#env = SOAP_ENVELOPE_NS[version];
        this.#envelope = envelope;
        this.#resolve = resolve;
    }
    begin() {
        return undefined;
    }
    child(_state, ns, local, cursor) {
        let mustUnderstand = false;
        let role;
        for (const qname in cursor.attributes) {
            const attr = cursor.attributes[qname];
            if (attr?.uri !== this.#env)
                continue;
            if (attr.local === "mustUnderstand") {
                const value = attr.value.trim();
                mustUnderstand = value === "1" || value === "true";
            }
            else if (attr.local === (this.#version === "1.1" ? "actor" : "role"))
                role = attr.value.trim();
        }
        const targeted = role === undefined ||
            role === ROLE_NEXT[this.#version] ||
            (this.#version === "1.2" && role === ROLE_ULTIMATE_RECEIVER);
        let field = this.#resolve?.(ns, local);
        if (field === undefined && !cursor.strict)
            field = this.#resolve?.(ns, local, true);
        const known = field !== undefined;
        if (mustUnderstand && targeted && !known)
            this.#envelope.mustUnderstand.push({ ns, local });
        if (field?.kind === "encoded") {
            this.#envelope.pending = { known, mustUnderstand, targeted, encoded: { type: field, cursor } };
            return { ns, local, type: field.content, nillable: true, raw: true };
        }
        this.#envelope.pending = { known, mustUnderstand, targeted };
        // A block read by its local name alone is recorded under its declared name.
        return field !== undefined
            ? {
                ns: field.ns,
                local: field.local,
                type: resolveType(field.type),
                nillable: field.occurs.nillable === true,
            }
            : { ns, local, type: capturedElement, nillable: true };
    }
    add(_state, binding, value) {
        const { encoded, ...pending } = this.#envelope.pending ?? {
            known: false,
            mustUnderstand: false,
            targeted: true,
        };
        const captured = encoded !== undefined
            ? encoded.type.decode(value, [], encoded.cursor)
            : value === null && !pending.known
                ? `<${binding.local} xmlns="${escapeAttribute(binding.ns)}" xsi:nil="true" xmlns:xsi="${XSI_NS}"/>`
                : value;
        (this.#envelope.headers ??= []).push({
            ns: binding.ns,
            local: binding.local,
            value: captured,
            ...pending,
        });
        this.#envelope.pending = undefined;
    }
    end() {
        return undefined;
    }
}
class BodyContent {
    kind = "content";
    name = "Body";
    textual = false;
    #version;
    #resolve;
    #envelope;
    constructor(version, resolve, envelope) {
        this.#version = version;
        this.#resolve = resolve;
        this.#envelope = envelope;
    }
    begin() {
        this.#envelope.sawBody = true;
        return undefined;
    }
    child(_state, ns, local, cursor) {
        const bare = this.#envelope.bare;
        if (bare !== undefined)
            return bare.type.child(bare.state, ns, local, cursor);
        if (this.#envelope.body !== undefined || this.#envelope.fault !== undefined) {
            const encoded = this.#envelope.encoded;
            if (encoded !== undefined && this.#envelope.fault === undefined)
                return { ns, local, type: encoded.type.reference, nillable: true, raw: true };
            // An independent element after a Fault, which its detail may refer to (Axis 1's multiRef): read with it.
            if (this.#envelope.fault !== undefined && hasEncodingId(cursor))
                return { ns, local, type: IGNORED, nillable: true };
            throw new SoapEnvelopeError("body-count", "the SOAP Body holds more than one element", cursor);
        }
        if (local === "Fault" && ns === SOAP_ENVELOPE_NS[this.#version]) {
            return { ns, local, type: this.#version === "1.1" ? Fault11 : Fault12, nillable: false };
        }
        const type = this.#resolve(ns, local);
        if (type?.kind === "encoded") {
            this.#envelope.encoded = { type, references: [] };
            return { ns, local, type: type.content, nillable: true, raw: true };
        }
        // A header not understood is answered first (WS-I BP R2725): the body is not looked at.
        if (type === undefined && this.#envelope.mustUnderstand.length > 0)
            return { ns, local, type: IGNORED, nillable: true };
        if (type === undefined) {
            throw new SoapEnvelopeError("unknown-body", `unknown body element {${ns}}${local}`, cursor, {
                ns,
                local,
            });
        }
        if (type.kind === "bare") {
            const state = type.type.begin(bodyCursor(cursor));
            this.#envelope.bare = { type: type.type, state, ns, local };
            return type.type.child(state, ns, local, cursor);
        }
        return { ns, local, type, nillable: false };
    }
    add(_state, binding, value, cursor) {
        const bare = this.#envelope.bare;
        if (bare !== undefined) {
            bare.type.add(bare.state, binding, value, cursor);
            return;
        }
        if (binding.type === IGNORED)
            return;
        const encoded = this.#envelope.encoded;
        if (encoded !== undefined && this.#envelope.body !== undefined)
            encoded.references.push(value);
        else if (binding.type === Fault11)
            this.#envelope.fault = faultFrom11(value);
        else if (binding.type === Fault12)
            this.#envelope.fault = faultFrom12(value);
        else
            this.#envelope.body = { ns: binding.ns, local: binding.local, value };
    }
    end(_state, text, cursor) {
        const bare = this.#envelope.bare;
        if (bare !== undefined)
            this.#envelope.body = {
                ns: bare.ns,
                local: bare.local,
                value: bare.type.end(bare.state, text, cursor),
            };
        const { body, fault, mustUnderstand, encoded } = this.#envelope;
        if (body === undefined &&
            fault === undefined &&
            mustUnderstand.length === 0 &&
            !this.#envelope.emptyBody) {
            throw new SoapEnvelopeError("body-count", "the SOAP Body is empty", cursor);
        }
        if (body !== undefined && encoded !== undefined)
            this.#envelope.body = { ...body, value: encoded.type.decode(body.value, encoded.references, cursor) };
        return undefined;
    }
}
/**
 * The cursor a bare body's reader begins with, at the body's first element: without that element's attributes,
 * which are not the body value's, nor an `xsi:type`.
 */
function noAttribute(index) {
    throw new RangeError(`no attribute ${index}: the body's cursor has none`);
}
function bodyCursor(cursor) {
    return {
        ns: cursor.ns,
        local: cursor.local,
        prefix: cursor.prefix,
        attributes: {},
        attributeValue: () => undefined,
        attributeCount: 0,
        attributeName: noAttribute,
        attributeNamespace: noAttribute,
        attributeText: noAttribute,
        derived: false,
        strict: cursor.strict,
        line: cursor.line,
        column: cursor.column,
        resolvePrefix: (prefix) => cursor.resolvePrefix(prefix),
        fail: (reason, code) => cursor.fail(reason, code),
    };
}
class EnvelopeContent {
    kind = "content";
    name = "Envelope";
    textual = false;
    #env;
    #header;
    #body;
    #state;
    constructor(version, resolve, resolveHeader, state) {
        this.#env = SOAP_ENVELOPE_NS[version];
        this.#state = state;
        this.#header = {
            ns: this.#env,
            local: "Header",
            type: new HeaderContent(version, state, resolveHeader),
            nillable: false,
        };
        this.#body = {
            ns: this.#env,
            local: "Body",
            type: new BodyContent(version, resolve, state),
            nillable: false,
        };
    }
    begin() {
        return undefined;
    }
    child(_state, ns, local, cursor) {
        if (ns !== this.#env)
            return undefined;
        if (local === "Body") {
            if (this.#state.sawBody) {
                throw new SoapEnvelopeError("body-count", "the SOAP Envelope holds more than one Body", cursor);
            }
            return this.#body;
        }
        if (this.#state.sawBody)
            return undefined;
        return local === "Header" ? this.#header : undefined;
    }
    add() {
        return undefined;
    }
    end(_state, _text, cursor) {
        if (!this.#state.sawBody)
            cursor.fail("the SOAP Envelope has no Body");
        return this.#state;
    }
}
class EnvelopeDocument {
    kind = "content";
    name = "document";
    textual = false;
    #resolve;
    #resolveHeader;
    #emptyBody;
    constructor(resolve, resolveHeader, emptyBody) {
        this.#resolve = resolve;
        this.#resolveHeader = resolveHeader;
        this.#emptyBody = emptyBody;
    }
    // The state lives in what begin returns: readXml may read a document twice (fast scan, then saxes).
    begin() {
        return { version: "1.1", result: undefined };
    }
    child(state, ns, local, cursor) {
        const version = ns === SOAP11_ENV_NS ? "1.1" : ns === SOAP12_ENV_NS ? "1.2" : undefined;
        if (local !== "Envelope")
            throw new SoapEnvelopeError("not-envelope", `{${ns}}${local} is not a SOAP Envelope`, cursor);
        if (version === undefined) {
            throw new SoapEnvelopeError("version-mismatch", `envelope namespace ${ns} is neither SOAP 1.1 nor 1.2`, cursor);
        }
        state.version = version;
        const envelope = {
            body: undefined,
            bare: undefined,
            fault: undefined,
            sawBody: false,
            encoded: undefined,
            headers: undefined,
            pending: undefined,
            mustUnderstand: [],
            emptyBody: this.#emptyBody,
        };
        return {
            ns,
            local,
            type: new EnvelopeContent(version, this.#resolve, this.#resolveHeader, envelope),
            nillable: false,
        };
    }
    add(state, _binding, value) {
        state.result = value;
    }
    end(state, _text, cursor) {
        const { version, result = cursor.fail("no root element", "malformed") } = state;
        // Members written out rather than spread: spreading takes a slow path of the engine on every read.
        const body = result.body;
        const { fault, mustUnderstand } = result;
        const headers = result.headers ?? NO_HEADERS;
        if (fault === undefined)
            return body === undefined
                ? { version, headers, mustUnderstand }
                : { version, body, headers, mustUnderstand };
        return body === undefined
            ? { version, fault, headers, mustUnderstand }
            : { version, body, fault, headers, mustUnderstand };
    }
}
/** Content left unread, text and elements alike, on the way to a fault's detail (read once already). */
const SKIPPED = {
    kind: "content",
    name: "skipped content",
    textual: true,
    begin: () => undefined,
    child: (_state, ns, local) => skippedChild(ns, local),
    add: () => undefined,
    end: () => undefined,
};
function skippedChild(ns, local) {
    return { ns, local, type: SKIPPED, nillable: true, raw: true };
}
/** Whether the element at `cursor` has a SOAP encoding `id` (1.1 `id`, 1.2 `enc:id`): a reference may name it. */
function hasEncodingId(cursor) {
    return (cursor.attributeValue("", "id") !== undefined ||
        cursor.attributeValue(SOAP12_ENCODING_NS, "id") !== undefined);
}
/**
 * The independent elements of SOAP encoding around a fault's detail entries, which an encoded entry's `href`
 * may name: the `id`-bearing elements beside them in the detail, and those after the Fault in the Body.
 */
class DetailReferences {
    /** Their reader (an encoded reader's `reference`); none are read without one. */
    reader;
    /** Those read, in document order. */
    elements = [];
    constructor(reader) {
        this.reader = reader;
    }
    /** How to read `{ns}local`, unread by the entries: as a reference where it has an `id` and one may need it. */
    child(ns, local, cursor) {
        return this.reader === undefined || !hasEncodingId(cursor)
            ? undefined
            : { ns, local, type: this.reader, nillable: true, raw: true };
    }
}
/** Content that reads the one child `pick` chooses, and the references beside it, and ignores the others. */
class Descend {
    kind = "content";
    textual = true;
    name;
    #pick;
    #references;
    constructor(name, pick, references) {
        this.name = name;
        this.#pick = pick;
        this.#references = references;
    }
    begin() {
        return { value: undefined };
    }
    child(_state, ns, local, cursor) {
        const type = this.#pick(ns, local);
        if (type !== undefined)
            return { ns, local, type, nillable: false };
        return this.#references?.child(ns, local, cursor) ?? skippedChild(ns, local);
    }
    add(state, binding, value) {
        if (binding.type === SKIPPED)
            return;
        if (binding.raw === true)
            this.#references?.elements.push(value);
        else
            state.value = value;
    }
    end(state, _text, _cursor) {
        return state.value;
    }
}
/** The elements of a detail that a resolver knows, read typed, in document order; the others left unread. */
class DetailEntries {
    kind = "content";
    name = "detail";
    textual = true;
    #resolve;
    #references;
    constructor(resolve, references) {
        this.#resolve = resolve;
        this.#references = references;
    }
    begin() {
        return [];
    }
    child(_state, ns, local, cursor) {
        const field = this.#resolve(ns, local);
        if (field === undefined)
            return this.#references.child(ns, local, cursor) ?? skippedChild(ns, local);
        if (field.kind === "encoded")
            return { ns, local, type: field.content, nillable: true, raw: true };
        return { ns, local, type: resolveType(field.type), nillable: field.occurs.nillable === true };
    }
    add(state, binding, value) {
        if (binding.type === SKIPPED)
            return;
        const field = this.#resolve(binding.ns, binding.local);
        if (field === undefined)
            this.#references.elements.push(value);
        else
            state.push({
                ns: binding.ns,
                local: binding.local,
                value,
                ...(field.kind === "encoded" ? { encoded: field } : {}),
            });
    }
    end(state) {
        return state;
    }
}
/** The Body of a fault: its detail's entries, the encoded ones decoded once the references after it are in. */
class FaultBody extends Descend {
    #references;
    constructor(fault, env, references) {
        super("Body", (ns, local) => (ns === env && local === "Fault" ? fault : undefined), references);
        this.#references = references;
    }
    end(state, text, cursor) {
        const entries = super.end(state, text, cursor) ?? [];
        const references = this.#references.elements;
        return entries.map(({ ns, local, value, encoded }) => encoded === undefined
            ? { ns, local, value }
            : { ns, local, value: encoded.decode(value, references, cursor) });
    }
}
/**
 * Reads the elements of the detail of the fault in a SOAP `version` envelope that `resolve` knows, typed, in
 * document order (`[]` when there is none); the others are left to {@link SoapFault.detail}, which holds every
 * element as markup. An entry in SOAP encoding is decoded with the `id`-bearing elements beside it in the detail
 * and after the Fault in the Body, which its `href`s may name, read by `references` (an encoded reader's
 * `reference`). The envelope is read for its fault first ({@link readSoapEnvelope}): this second reading keeps
 * the namespace declarations of the whole envelope in scope, which a detail's markup alone may lack.
 */
export function readSoapFaultDetail(input, version, resolve, options, references) {
    const env = SOAP_ENVELOPE_NS[version];
    const independent = new DetailReferences(references);
    const entries = new DetailEntries(resolve, independent);
    const [detailNs, detailLocal] = version === "1.1" ? ["", "detail"] : [env, "Detail"];
    const fault = new Descend("Fault", (ns, local) => ns === detailNs && local === detailLocal ? entries : undefined);
    const body = new FaultBody(fault, env, independent);
    const envelope = new Descend("Envelope", (ns, local) => ns === env && local === "Body" ? body : undefined);
    const document = new Descend("document", (ns, local) => ns === env && local === "Envelope" ? envelope : undefined);
    return readXml(input, document, options) ?? [];
}
/**
 * Reads a SOAP 1.1 or 1.2 envelope, any prefixes: the version comes from the envelope namespace, each header
 * block is read by the element `resolveHeader` picks or kept as markup (mustUnderstand blocks it does not
 * know listed), the single body element is read by the type `resolve` picks, or a Fault is read into
 * {@link SoapFault}; an empty body is refused unless `emptyBody`. Throws {@link SoapEnvelopeError} for a
 * well-formed message that is not an acceptable envelope, {@link XmlReadError} for everything else.
 */
export function readSoapEnvelope(input, resolve, options, resolveHeader, emptyBody = false) {
    return readXml(input, new EnvelopeDocument(resolve, resolveHeader, emptyBody), options);
}
