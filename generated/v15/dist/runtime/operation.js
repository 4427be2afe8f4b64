import { soapEnvelopeText, writeSoapEnvelope } from "./soap.js";
import { complexType, element, } from "./xml-reader.js";
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
/** Declares a header block; see {@link HeaderDescriptor}. */
export function header(name, element, write) {
    return { name, element, write: write };
}
/** Writes the blocks of `headers` that `descriptors` declare, then its raw blocks. */
export function writeHeaderBlocks(w, descriptors, headers) {
    for (const descriptor of descriptors) {
        const value = headers.values[descriptor.name];
        if (value === undefined)
            continue;
        if (value === null)
            w.nilElement(descriptor.element.ns, descriptor.element.local);
        else
            descriptor.write(w, value);
    }
    for (const markup of headers.raw)
        w.raw(markup);
}
/** Whether `headers` holds a block to write. */
function hasBlocks(descriptors, headers) {
    if (headers === undefined)
        return false;
    return headers.raw.length > 0 || descriptors.some((d) => headers.values[d.name] !== undefined);
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
export function soapRequestEnvelope(version, op, request, headers) {
    const markup = op.markupRequest;
    const descriptors = op.inputHeaders ?? [];
    if (headers !== undefined && hasBlocks(descriptors, headers))
        return writeSoapEnvelope(version, { "": op.ns }, (w) => op.writeRequest(w, op.ns, op.requestElement, request), (w) => writeHeaderBlocks(w, descriptors, headers));
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
export function soapResponseEnvelope(version, op, result, headers) {
    const markup = op.markupResult;
    const descriptors = op.outputHeaders ?? [];
    if (headers !== undefined && hasBlocks(descriptors, headers))
        return writeSoapEnvelope(version, { "": op.ns }, (w) => {
            w.start(op.ns, op.responseElement);
            writeResultElement(w, op, op.resultElement, result);
            w.end();
        }, (w) => writeHeaderBlocks(w, descriptors, headers));
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
