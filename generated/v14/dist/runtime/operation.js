import { soapEnvelopeText, writeSoapEnvelope } from "./soap.js";
import { complexType, element, simpleContent, } from "./xml-reader.js";
import { flattened } from "./xml-scanner.js";
/** SOAP version of a SOAP transport. */
export function soapVersionOf(transport) {
    return transport === "soap11" ? "1.1" : "1.2";
}
/** Declares a parameter; see {@link ParameterDescriptor}. */
export function parameter(name, xmlName, type, options = {}) {
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
const responseTypes = new WeakMap();
/**
 * Reader of an operation's SOAP response element (`<GetMealsResponse>` holding the result), as a client reads
 * it: the result element may be absent or nil whatever the schema says, since both mean no result
 * ({@link CallResult}), and .asmx hosts write either.
 */
export function responseType(op) {
    let type = responseTypes.get(op);
    if (type === undefined) {
        const result = element(op.ns, op.resultElement, op.result, { nillable: true });
        type = complexType({ ns: op.ns, name: op.responseElement, fields: { result } });
        responseTypes.set(op, type);
    }
    return type;
}
const plainResultDocuments = new WeakMap();
/**
 * Reader of a GET/POST response document, as a client reads it: its root is the bare result element, named
 * {@link OperationDescriptor.plainResultElement} as the WSDL says, or after the result's type
 * (`GetMealsResult`), as .NET and Mono hosts name it. A nil root reads as `null`.
 */
export function plainResultDocument(op) {
    let document = plainResultDocuments.get(op);
    if (document === undefined) {
        const ref = op.result;
        const type = typeof ref === "function" ? ref() : ref.kind === "simple" ? simpleContent(ref) : ref;
        document = new PlainResultDocument(op.ns, [op.plainResultElement, type.name], type);
        plainResultDocuments.set(op, document);
    }
    return document;
}
/** The pseudo content of a GET/POST response document: accepts one root element under any of its names. */
class PlainResultDocument {
    kind = "content";
    name = "document";
    textual = false;
    #ns;
    #names;
    #type;
    constructor(ns, names, type) {
        this.#ns = ns;
        this.#names = names;
        this.#type = type;
    }
    begin() {
        return { value: undefined, seen: false };
    }
    child(_state, ns, local, cursor) {
        if (ns !== this.#ns || !this.#names.includes(local)) {
            const expected = this.#names.map((name) => `{${this.#ns}}${name}`).join(" or ");
            cursor.fail(`expected root element ${expected}, found {${ns}}${local}`, "invalid");
        }
        return { ns, local, type: this.#type, nillable: true };
    }
    add(state, _binding, value) {
        state.value = value;
        state.seen = true;
    }
    end(state, _text, cursor) {
        const { value, seen } = state;
        return seen ? value : cursor.fail("no root element", "malformed");
    }
}
const messageFrames = new WeakMap();
function messageFrame(version, op) {
    let frames = messageFrames.get(op);
    const known = frames?.[version];
    if (known !== undefined)
        return known;
    const { head, tail } = soapEnvelopeText(version, { "": op.ns });
    const response = op.responseElement;
    const result = op.resultElement;
    // Flat, so that each message's string is made of a few flat pieces.
    const frame = {
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
    if (frames === undefined)
        messageFrames.set(op, (frames = {}));
    frames[version] = frame;
    return frame;
}
/**
 * The SOAP envelope of `op`'s request holding `request`, as the client sends it: the request's markup between
 * the envelope's constant text, or written by `op.writeRequest` where its type has no markup function.
 */
export function soapRequestEnvelope(version, op, request) {
    const markup = op.markupRequest;
    if (markup === undefined)
        return writeSoapEnvelope(version, { "": op.ns }, (w) => op.writeRequest(w, op.ns, op.requestElement, request));
    const frame = messageFrame(version, op);
    return (frame.envelopeHead +
        markup(op.requestElement, request, frame.requestStart, frame.requestEnd) +
        frame.envelopeTail);
}
/**
 * The SOAP envelope of `op`'s response holding `result` (absent for `undefined`, nil for `null`), as the server
 * answers: the result's markup between the envelope's constant text, or written by {@link writeResultElement}
 * where its type has no markup function.
 */
export function soapResponseEnvelope(version, op, result) {
    const markup = op.markupResult;
    if (markup === undefined)
        return writeSoapEnvelope(version, { "": op.ns }, (w) => {
            w.start(op.ns, op.responseElement);
            writeResultElement(w, op, op.resultElement, result);
            w.end();
        });
    const frame = messageFrame(version, op);
    if (result === undefined)
        return frame.absent;
    if (result === null)
        return frame.nil;
    const content = markup(op.resultElement, result, frame.resultStart, frame.resultEnd);
    return frame.responseHead + content + frame.responseTail;
}
/** Writes a result element: absent for `undefined`, nil for `null`. */
export function writeResultElement(w, op, local, result) {
    if (result === undefined)
        return;
    if (result === null)
        w.nilElement(op.ns, local);
    else
        op.writeResult(w, op.ns, local, result);
}
