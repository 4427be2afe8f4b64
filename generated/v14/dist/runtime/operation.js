import { encodedBody, encodedBodyOf, encodedAccessor, encodedRequestEnvelope, encodedResponseEnvelope, encodedResult, writeEncodedAccessor, } from "./soap-encoding.js";
import { SOAP_CONTENT_TYPE, soapEnvelopeText, writeSoapEnvelope, writeSoapEnvelopeBody, } from "./soap.js";
import { complexType, element, simpleContent, } from "./xml-reader.js";
import { flattened } from "./xml-scanner.js";
import { validateElement, validateValue } from "./validation.js";
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
/** Declares a header block; see {@link HeaderDescriptor}. */
export function header(name, element, write) {
    return { name, element, write: write };
}
/** Declares a header block in SOAP encoding; see {@link HeaderDescriptor}. */
export function encodedHeader(name, element) {
    return {
        name,
        element,
        encoded: encodedAccessor(element),
        write: (w, value, version) => writeEncodedAccessor(w, version, element, value),
    };
}
/** Declares a fault's detail element; see {@link FaultDescriptor}. */
export function faultDetail(name, element, write, validate) {
    return {
        name,
        element,
        write: write,
        ...(validate === undefined
            ? {}
            : { validate: validate }),
    };
}
/** Declares a fault's detail element in SOAP encoding; see {@link FaultDescriptor}. */
export function encodedFaultDetail(name, element, validate) {
    return {
        name,
        element,
        encoded: encodedAccessor(element),
        write: (w, value, version) => writeEncodedAccessor(w, version, element, value),
        ...(validate === undefined
            ? {}
            : { validate: validate }),
    };
}
/**
 * Writes the detail elements of `details` (values by property) that `descriptors` declare, in declaration order,
 * `null` as a nil element, into a SOAP `version` fault. Throws a TypeError naming a property no descriptor
 * declares: a fault the operation does not declare would otherwise be dropped without a word.
 */
export function writeFaultDetails(w, version, operation, descriptors, details) {
    for (const key of Object.keys(details))
        if (details[key] !== undefined && !descriptors.some((d) => d.name === key))
            throw new TypeError(`${operation} declares no fault '${key}'${descriptors.length === 0 ? "" : ` (it declares ${descriptors.map((d) => `'${d.name}'`).join(", ")})`}`);
    for (const descriptor of descriptors) {
        const value = details[descriptor.name];
        if (value === undefined)
            continue;
        if (value === null)
            w.nilElement(descriptor.element.ns, descriptor.element.local);
        else
            descriptor.write(w, value, version);
    }
}
/** The reader of a header block: its element's, or its encoded reader. */
export function headerBlockReader(descriptor) {
    return descriptor.encoded ?? descriptor.element;
}
/**
 * The readers of the header blocks `descriptors` declare, by `{ns}local`; asked for `anyNamespace`, by local name
 * alone where one literal block has it (SOAP::Lite, PHP's SoapHeader and hand-built clients write blocks
 * unqualified or in the service's namespace, as they do body elements).
 */
export function headerBlockResolver(descriptors) {
    const byName = new Map();
    // Null where two declared blocks share a local name: no namespace can be guessed then.
    const byLocal = new Map();
    for (const descriptor of descriptors) {
        const { ns, local } = descriptor.element;
        byName.set(`{${ns}}${local}`, headerBlockReader(descriptor));
        const same = byLocal.get(local);
        const literal = descriptor.encoded === undefined ? descriptor.element : null;
        const alike = same === undefined || (same !== null && literal !== null && same.ns === ns);
        byLocal.set(local, alike ? literal : null);
    }
    return (ns, local, anyNamespace = false) => byName.get(`{${ns}}${local}`) ?? (anyNamespace ? (byLocal.get(local) ?? undefined) : undefined);
}
/** Writes the blocks of `headers` that `descriptors` declare, then its raw blocks. */
export function writeHeaderBlocks(w, version, descriptors, headers) {
    for (const descriptor of descriptors) {
        const value = headers.values[descriptor.name];
        if (value === undefined)
            continue;
        if (value === null)
            w.nilElement(descriptor.element.ns, descriptor.element.local);
        else
            descriptor.write(w, value, version);
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
/**
 * What is wrong, against the schema, with what a handler answers `op` with: its result (`undefined` where the
 * result element is required or the response element's type needs content, `null` where it is not nillable, a
 * value by the generated validator or else by its type), and the response header blocks it set (`headers`, SOAP
 * only). Paths name what the handler gave: `result.meals[0].id`, `responseSoapHeaders.Session`. A one-way
 * operation writes neither.
 */
export function responseIssues(op, result, headers) {
    const issues = [];
    if (op.oneWay === true)
        return issues;
    if (op.result !== undefined) {
        if (result === null) {
            if (op.resultNillable !== true && op.encoded !== true)
                issues.push({ path: "result", message: "must not be null (not nillable)" });
        }
        else if (result !== undefined) {
            resultValueIssues(op, result, issues);
        }
        else if (op.resultElement !== undefined) {
            if (op.resultRequired === true)
                issues.push({ path: "result", message: "is required" });
        }
        else if (op.validateResult !== undefined) {
            // The response element is the result: it goes out empty, which its type may not allow.
            resultValueIssues(op, {}, issues);
        }
    }
    if (headers !== undefined)
        elementIssues(op.outputHeaders, headers, "responseSoapHeaders", issues);
    return issues;
}
/** What is wrong with a result value, by the generated validator or else by its type; paths under `result`. */
function resultValueIssues(op, value, issues) {
    if (op.validateResult === undefined) {
        if (op.result !== undefined)
            validateValue(op.result, value, "result", issues);
        return;
    }
    for (const issue of op.validateResult(value))
        issues.push({
            path: issue.path === "" || issue.path.startsWith("[") ? `result${issue.path}` : `result.${issue.path}`,
            message: issue.message,
        });
}
/**
 * What is wrong, against the schema, with a fault a handler throws in answer to `op`: the detail of each
 * `wsdl:fault` it declares (`detail.unknownSymbol.suggestion`) and its `soap:headerfault` blocks (`headers.AuthFault`).
 */
export function faultIssues(op, detail, headers) {
    const issues = [];
    if (detail !== undefined)
        elementIssues(op.faults, detail, "detail", issues);
    if (headers !== undefined)
        elementIssues(op.headerFaults, headers, "headers", issues);
    return issues;
}
/** The issues of the values, by property, of the elements `descriptors` declare, under `path`. */
function elementIssues(descriptors, values, path, issues) {
    for (const descriptor of descriptors ?? [])
        validateElement(descriptor.element, values[descriptor.name], `${path}.${descriptor.name}`, issues);
}
/** The request of `op` in SOAP `version`: its SOAP 1.2 bindings' where that differs, else its own. */
export function soapRequest(op, version) {
    return version === "1.2" ? (op.soap12Request ?? op) : op;
}
/**
 * The operations of a service descriptor. An array literal of them would be typed as the union of every
 * operation's own type, which TypeScript refuses to build for services of about a thousand operations; each
 * argument here is checked against the element type alone.
 */
export function operationList(...operations) {
    return operations;
}
const responseTypes = new WeakMap();
/** Namespace of an operation's response element. */
export function responseNamespace(op) {
    return op.responseNs ?? op.ns;
}
/** Namespace of an operation's result element. */
export function resultNamespace(op) {
    return op.resultNs ?? op.ns;
}
/** The content reader a type reference names (a simple type's as text content). */
function contentOf(type) {
    if (typeof type === "function")
        return type();
    return type.kind === "content" ? type : simpleContent(type);
}
/**
 * Reads an element with `inner` and hands its value on as the wrapper's result. An `xsi:type` on the element
 * selects among `inner`'s derived types as it would on `inner` itself (an abstract result type needs one).
 */
function wholeElement(inner) {
    const { isType, derivedType } = inner;
    return {
        kind: "content",
        name: inner.name,
        textual: inner.textual,
        begin: (cursor) => inner.begin(cursor),
        child: (state, ns, local, cursor) => inner.child(state, ns, local, cursor),
        add: (state, binding, value, cursor) => inner.add(state, binding, value, cursor),
        ...(inner.text === undefined
            ? {}
            : { text: (state, text) => inner.text?.(state, text) }),
        end: (state, text, cursor) => ({ result: inner.end(state, text, cursor) }),
        ...(isType === undefined ? {} : { isType: (ns, local) => isType.call(inner, ns, local) }),
        ...(derivedType === undefined
            ? {}
            : {
                derivedType: (ns, local) => {
                    const derived = derivedType.call(inner, ns, local);
                    return derived === undefined ? undefined : wholeElement(derived);
                },
            }),
    };
}
/**
 * Reader of an operation's SOAP response element (`<GetMealsResponse>`), as a client reads it: the result is
 * its single result child, which may be absent or nil whatever the schema says, since both mean no result
 * ({@link CallResult}) and .asmx hosts write either; or its whole value where it has no result element; nothing
 * where the operation has no result, the element then holding no content.
 */
export function responseType(op) {
    let type = responseTypes.get(op);
    if (type === undefined) {
        const result = op.result;
        const name = op.responseElement ?? "";
        if (result === undefined) {
            // Without a response element, Axis 1's `<op>Response` stands for the empty Body: read by this too.
            const empty = complexType({
                ns: responseNamespace(op),
                name: op.responseElement ?? `${op.name}Response`,
                fields: {},
            });
            // An encoded wrapper carries `encodingStyle`, which only the encoded reader takes.
            type = (op.encoded === true ? encodedBody(empty) : empty);
        }
        else if (op.encoded === true) {
            const field = element(resultNamespace(op), op.resultElement ?? "", result, { nillable: true });
            type =
                op.resultElement === undefined
                    ? encodedBodyOf(contentOf(result), (value) => ({ result: value }))
                    : encodedResult(field);
        }
        else
            type =
                op.resultElement === undefined
                    ? wholeElement(contentOf(result))
                    : complexType({
                        ns: responseNamespace(op),
                        name,
                        fields: { result: element(resultNamespace(op), op.resultElement, result, { nillable: true }) },
                    });
        responseTypes.set(op, type);
    }
    return type;
}
const encodedRequests = new WeakMap();
/** Reader of an rpc/encoded operation's call element, as a server reads it. */
export function encodedRequestType(op) {
    let type = encodedRequests.get(op);
    if (type === undefined)
        encodedRequests.set(op, (type = encodedBody(op.request)));
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
        if (op.result === undefined || op.plainResultElement === undefined)
            throw new TypeError(`${op.name} has no result to read`);
        const type = contentOf(op.result);
        // The WSDL's root is the SOAP result element, in its namespace, where the two share a name.
        const ns = op.plainResultElement === op.resultElement ? resultNamespace(op) : op.ns;
        document = new PlainResultDocument(ns, [op.plainResultElement, type.name], type);
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
        // Read leniently, the root of its name is taken in any namespace, as a SOAP response element is.
        if (!this.#names.includes(local) || (ns !== this.#ns && cursor.strict)) {
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
    const response = op.responseElement ?? "";
    // Where the response element is the result, the result's markup goes straight into the body.
    const [open, close] = op.resultElement === undefined ? ["", ""] : [`<${response}>`, `</${response}>`];
    const result = op.resultElement ?? response;
    // Flat, so that each message's string is made of a few flat pieces.
    const frame = {
        envelopeHead: head,
        envelopeTail: tail,
        requestStart: `<${op.requestElement}`,
        requestEnd: `</${op.requestElement}>`,
        responseHead: flattened(`${head}${open}`),
        responseTail: flattened(`${close}${tail}`),
        resultStart: `<${result}`,
        resultEnd: `</${result}>`,
        absent: flattened(`${head}<${response}/>${tail}`),
        nil: flattened(`${head}${open}<${result} xsi:nil="true"/>${close}${tail}`),
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
    const side = soapRequest(op, version);
    // The constant envelope text around a markup function's output is made for the operation's own request.
    const markup = side === op ? op.markupRequest : undefined;
    const descriptors = op.inputHeaders ?? [];
    const blocks = headers !== undefined && hasBlocks(descriptors, headers) ? headers : undefined;
    const writeHeader = blocks === undefined ? undefined : (w) => writeHeaderBlocks(w, version, descriptors, blocks);
    if (op.encoded === true)
        return encodedRequestEnvelope(version, op, request, writeHeader);
    // A bare request's value is the Body's: its writer writes the Body element.
    if (side.bareRequest !== undefined)
        return writeSoapEnvelopeBody(version, { "": op.ns }, (w, env) => side.writeRequest(w, env, "Body", request), writeHeader);
    if (markup === undefined || blocks !== undefined)
        return writeSoapEnvelope(version, { "": op.ns }, (w) => side.writeRequest(w, op.ns, side.requestElement, request), writeHeader);
    const frame = messageFrame(version, op);
    return (frame.envelopeHead +
        markup(side.requestElement, request, frame.requestStart, frame.requestEnd) +
        frame.envelopeTail);
}
/**
 * The SOAP envelope of `op`'s response holding `result` (absent for `undefined`, nil for `null`), as the server
 * answers: the result's markup between the envelope's constant text, or written by {@link writeResultElement}
 * where its type has no markup function. Where `op` has no result, whatever the handler gave: its response
 * element without content, or an empty body.
 */
export function soapResponseEnvelope(version, op, result, headers) {
    const markup = op.markupResult;
    const descriptors = op.outputHeaders ?? [];
    const blocks = headers !== undefined && hasBlocks(descriptors, headers) ? headers : undefined;
    if (op.result === undefined)
        result = undefined;
    const writeHeader = blocks === undefined ? undefined : (w) => writeHeaderBlocks(w, version, descriptors, blocks);
    if (op.encoded === true)
        return encodedResponseEnvelope(version, op, result, writeHeader);
    if (op.bareResponse === true)
        return writeSoapEnvelopeBody(version, { "": op.ns }, (w, env) => writeBareResult(w, op, env, result), writeHeader);
    // The envelope's constant text declares `op.ns` for the response element: one in another namespace is written.
    if (markup === undefined || blocks !== undefined || op.responseNs !== undefined) {
        const ns = responseNamespace(op);
        return writeSoapEnvelope(version, { "": ns }, (w) => {
            if (op.responseElement === undefined)
                return;
            if (op.resultElement === undefined) {
                if (result === undefined)
                    w.start(ns, op.responseElement).end();
                else
                    writeResultElement(w, op, ns, op.responseElement, result);
                return;
            }
            w.start(ns, op.responseElement);
            writeResultElement(w, op, resultNamespace(op), op.resultElement, result);
            w.end();
        }, writeHeader);
    }
    const frame = messageFrame(version, op);
    if (result === undefined)
        return frame.absent;
    if (result === null)
        return frame.nil;
    const content = markup(op.resultElement ?? op.responseElement ?? "", result, frame.resultStart, frame.resultEnd);
    return frame.responseHead + content + frame.responseTail;
}
/**
 * Writes the SOAP Body of a bare response: the result element in it where the response is one part, else the
 * result as the Body's value (an empty Body for no result).
 */
function writeBareResult(w, op, env, result) {
    if (op.resultElement !== undefined) {
        w.start(env, "Body");
        writeResultElement(w, op, resultNamespace(op), op.resultElement, result);
        w.end();
    }
    else if (result === undefined || result === null || op.writeResult === undefined)
        w.start(env, "Body").end();
    else
        op.writeResult(w, env, "Body", result);
}
/** Writes a result element `{ns}local`: absent for `undefined`, nil for `null`. */
export function writeResultElement(w, op, ns, local, result) {
    if (result === undefined || op.writeResult === undefined)
        return;
    if (result === null)
        w.nilElement(ns, local);
    else
        op.writeResult(w, ns, local, result);
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
/**
 * The document an HTTP GET/POST call is answered with: the bare result element (the HTTP binding's output element
 * where it names one, else the result or response element), nil for no result; nothing (an empty body) where the
 * operation has no result.
 */
export function plainResultText(op, result) {
    if (op.result === undefined || op.plainResultElement === undefined)
        return "";
    const ns = op.plainResultElement === op.resultElement ? resultNamespace(op) : op.ns;
    // The root's own namespace as the default: a root in no namespace (an unqualified result) cannot undeclare it.
    const w = new XmlWriter({ declaration: true, namespaces: ns === "" ? {} : { "": ns } });
    if (result === null || result === undefined)
        w.nilElement(ns, op.plainResultElement);
    else
        writeResultElement(w, op, ns, op.plainResultElement, result);
    return w.toString();
}
