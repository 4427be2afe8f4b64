import { SOAP_CONTENT_TYPE, soapEnvelopeText, writeSoapEnvelope } from "./soap.js";
import { complexType, element, } from "./xml-reader.js";
import { flattened } from "./xml-scanner.js";
import { XmlWriter } from "./xml-writer.js";
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
/** Reader of an operation's SOAP response element (`<GetMealsResponse>` holding the result). */
export function responseType(op) {
    let type = responseTypes.get(op);
    if (type === undefined) {
        type = complexType({
            ns: op.ns,
            name: op.responseElement,
            fields: { result: element(op.ns, op.resultElement, op.result, op.resultOccurs) },
        });
        responseTypes.set(op, type);
    }
    return type;
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
/**
 * The HTTP GET query / POST form of a request (`userName=me&password=secret`): each parameter's formatted
 * value, in schema order; absent and nil values are left out.
 */
export function plainRequestFields(op, request) {
    const form = new URLSearchParams();
    const fields = request;
    for (const p of op.parameters) {
        const value = fields[p.name];
        if (value !== undefined && value !== null)
            form.append(p.xmlName, p.type.format(value));
    }
    return form.toString();
}
/** The headers naming a SOAP request's content type and action, as the client sends them. */
export function soapRequestHeaders(version, op) {
    return version === "1.1"
        ? { "content-type": SOAP_CONTENT_TYPE["1.1"], soapaction: `"${op.soapAction}"` }
        : { "content-type": `${SOAP_CONTENT_TYPE["1.2"]}; action="${op.soapAction}"` };
}
/** The document an HTTP GET/POST call is answered with: the bare result element, nil for no result. */
export function plainResultDocument(op, result) {
    const w = new XmlWriter({ declaration: true, namespaces: { "": op.ns } });
    if (result === null || result === undefined)
        w.nilElement(op.ns, op.plainResultElement);
    else
        writeResultElement(w, op, op.plainResultElement, result);
    return w.toString();
}
