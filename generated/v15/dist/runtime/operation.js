import { markupSoapEnvelope, writeSoapEnvelope } from "./soap.js";
import { complexType, element, } from "./xml-reader.js";
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
/**
 * The request element holding `request` as markup for a SOAP body in which `op.ns` is the default namespace and
 * `xsi` is declared; `undefined` when `op` has no markup function. The same text as `op.writeRequest` writes
 * in that body.
 */
function requestMarkup(op, request) {
    const local = op.requestElement;
    return op.markupRequest?.(local, request, `<${local}`, `</${local}>`);
}
/**
 * The response element holding `result` (absent for `undefined`, nil for `null`) as markup for a SOAP body in
 * which `op.ns` is the default namespace and `xsi` is declared; `undefined` when `op` has no markup function.
 * The same text as writing the response element and {@link writeResultElement} in that body.
 */
function responseMarkup(op, result) {
    const markup = op.markupResult;
    if (markup === undefined)
        return undefined;
    const response = op.responseElement;
    if (result === undefined)
        return `<${response}/>`;
    const local = op.resultElement;
    const content = result === null
        ? `<${local} xsi:nil="true"/>`
        : markup(local, result, `<${local}`, `</${local}>`);
    return `<${response}>${content}</${response}>`;
}
/**
 * The SOAP envelope of `op`'s request holding `request`, as the client sends it: the request's markup between
 * the envelope's constant text, or written by `op.writeRequest` where its type has no markup function.
 */
export function soapRequestEnvelope(version, op, request) {
    const namespaces = { "": op.ns };
    const markup = requestMarkup(op, request);
    return markup === undefined
        ? writeSoapEnvelope(version, namespaces, (w) => op.writeRequest(w, op.ns, op.requestElement, request))
        : markupSoapEnvelope(version, namespaces, markup);
}
/**
 * The SOAP envelope of `op`'s response holding `result`, as the server answers: the result's markup between
 * the envelope's constant text, or written by {@link writeResultElement} where its type has no markup function.
 */
export function soapResponseEnvelope(version, op, result) {
    const namespaces = { "": op.ns };
    const markup = responseMarkup(op, result);
    return markup === undefined
        ? writeSoapEnvelope(version, namespaces, (w) => {
            w.start(op.ns, op.responseElement);
            writeResultElement(w, op, op.resultElement, result);
            w.end();
        })
        : markupSoapEnvelope(version, namespaces, markup);
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
