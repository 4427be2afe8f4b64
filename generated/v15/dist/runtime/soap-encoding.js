/**
 * SOAP encoding (SOAP 1.1 section 5; SOAP 1.2 part 2 section 3) for the operations of rpc/encoded bindings. The
 * generated readers' tables ({@link ComplexType}, {@link ArrayType}, simple types) describe the values, so
 * nothing per type is generated for it: this module walks them, writing and reading the encoded form.
 *
 * Writing: the wrapper `<tns:op soap:encodingStyle="...">` in the operation's namespace, its accessors and the
 * members of every struct unqualified whatever the schema's element form (SOAP 1.1 section 5.1 names accessors
 * local to their type unqualified; .NET reads no other and drops qualified ones unread), `xsi:type` on every
 * accessor and nested value (the type SOAP::Lite and nusoap deserialise by), arrays as `soapenc:Array` with
 * `soapenc:arrayType="ns:T[n]"` (SOAP 1.2: `enc:itemType`, `enc:arraySize`) and items named `item`, every value
 * inline (no `href`), `xsi:nil="true"` for null.
 *
 * Reading: the body element and the independent elements after it (Axis 1's `multiRef`) are read as XML first,
 * then decoded: `href="#id"` / `id` (SOAP 1.2 `enc:ref` / `enc:id`) resolved, accessors matched by local name
 * in any namespace, `xsi:type` selecting a derived type where it names one, arrays in either form (any item
 * name), `xsi:nil` and the older `xsi:null` as null. A reference cycle or a reference to a missing id fails.
 * Content the tables do not type is read by the literal reader (the ur-type kept as XML).
 * @module
 */
import * as scalars from "./scalars.js";
import { ScalarError } from "./simple-type.js";
import { SOAP_ENVELOPE_NS, writeSoapEnvelope } from "./soap.js";
import { isTypedValue } from "./typed-value.js";
import { markupXmlElement, xmlElementContentResolving, } from "./xml-element.js";
import { SOAP11_ENCODING_NS, SOAP12_ENCODING_NS, XSD_NS, XSI_NS } from "./xml-names.js";
import { ArrayType, ComplexType, DEFAULT_XML_LIMITS, UNKNOWN_KEY, element, readXml, resolveType, } from "./xml-reader.js";
/** The SOAP 1.2 RPC namespace, whose `rpc:result` names the return value's accessor. */
const SOAP12_RPC_NS = "http://www.w3.org/2003/05/soap-rpc";
const ENCODING_NS = {
    "1.1": SOAP11_ENCODING_NS,
    "1.2": SOAP12_ENCODING_NS,
};
/** The XML Schema instance namespaces of 1999 and 2000, which SOAP::Lite and nusoap still read and write. */
const OLD_XSI_NS = [
    "http://www.w3.org/1999/XMLSchema-instance",
    "http://www.w3.org/2000/10/XMLSchema-instance",
];
/**
 * The namespaces whose type names are read as XSD 1.0's built-ins of the same name on an `xs:anyType` accessor:
 * XSD's 1999 and 2000/10 drafts, and SOAP encoding's value types (each the built-in with `id` and `href`).
 */
const BUILTIN_ALIASES = new Set([
    "http://www.w3.org/1999/XMLSchema",
    "http://www.w3.org/2000/10/XMLSchema",
    SOAP11_ENCODING_NS,
    SOAP12_ENCODING_NS,
]);
/** The runtime's codecs of the built-in types, by XSD name: a simple type with such a name is written as it. */
const builtinNames = new Set(Object.values(scalars).flatMap((value) => typeof value === "object" && value.kind === "simple"
    ? [value.name]
    : []));
// ---------------------------------------------------------------------------------------------- writing
/** A type's QName for `xsi:type` and `soapenc:arrayType`; undefined where the tables give none or it has none. */
function typeName(type, version) {
    if (type.kind === "simple") {
        if (type.xmlType !== undefined)
            return type.xmlType;
        if (builtinNames.has(type.name))
            return { ns: XSD_NS, local: type.name };
        // An anonymous restriction of a string: its values are strings of the built-in type.
        return type.valueKind === "string" && type.item === undefined
            ? { ns: XSD_NS, local: "string" }
            : undefined;
    }
    if (isEncodedArray(type))
        return { ns: ENCODING_NS[version], local: "Array" };
    if (!(type instanceof ArrayType || type instanceof ComplexType) || type.definition.anonymous === true)
        return undefined;
    if (type instanceof ArrayType)
        return { ns: type.definition.ns, local: type.name };
    return type.ns === XSD_NS && type.name === "anyType" ? undefined : { ns: type.ns, local: type.name };
}
/** Writes values in SOAP encoding into one envelope. */
class EncodedWriter {
    #w;
    #version;
    #encoding;
    constructor(w, version) {
        this.#w = w;
        this.#version = version;
        this.#encoding = ENCODING_NS[version];
    }
    /** The call or response wrapper `{ns}local` holding `value`'s members as accessors. */
    wrapper(ns, local, type, value) {
        const w = this.#w;
        w.start(ns, local).attributeNs(SOAP_ENVELOPE_NS[this.#version], "encodingStyle", this.#encoding);
        if (value !== undefined && value !== null)
            this.#content(type, value);
        w.end();
    }
    /** The wrapper without content: the response of an operation without a result. */
    emptyWrapper(ns, local) {
        this.#w
            .start(ns, local)
            .attributeNs(SOAP_ENVELOPE_NS[this.#version], "encodingStyle", this.#encoding)
            .end();
    }
    /**
     * The response wrapper holding one result accessor: absent for `undefined`, nil for `null`. SOAP 1.2 names
     * the return value's accessor in `rpc:result` before it (SOAP 1.2 part 2 section 4.2.3: it must be there
     * whenever there is a return value).
     */
    resultWrapper(ns, local, result, value) {
        const w = this.#w;
        w.start(ns, local).attributeNs(SOAP_ENVELOPE_NS[this.#version], "encodingStyle", this.#encoding);
        if (value !== undefined) {
            if (this.#version === "1.2") {
                w.start(SOAP12_RPC_NS, "result");
                w.text(w.qualifiedName(result.ns, result.local)).end();
            }
            this.value(result.ns, result.local, result.type, value);
        }
        w.end();
    }
    /** One accessor `{ns}local` of type `ref` holding `value` (`null`: nil), with `encodingStyle` on it if `style`. */
    value(ns, local, ref, value, style = false) {
        const w = this.#w;
        w.start(ns, local);
        if (style)
            w.attributeNs(SOAP_ENVELOPE_NS[this.#version], "encodingStyle", this.#encoding);
        if (value === null) {
            w.nil().end();
            return;
        }
        let type = typeof ref === "function" ? ref() : ref;
        if (isAnyType(type)) {
            this.#anyType(type, value);
            return;
        }
        if (type instanceof ComplexType)
            type = derivedNamed(type, value);
        const name = typeName(type, this.#version);
        if (name !== undefined)
            w.xsiType(name.ns, name.local);
        if (type.kind === "simple")
            w.text(type.format(value, w));
        else
            this.#content(type, value);
        w.end();
    }
    /**
     * The rest of an accessor of `xs:anyType` whose start tag is written: a `TypedValue` with its `xsi:type` and
     * as the type it names; content kept as XML with the `xsi:type` it came with, if any.
     */
    #anyType(type, value) {
        const w = this.#w;
        if (!isTypedValue(value)) {
            const kept = value.$type;
            if (kept !== undefined)
                w.xsiType(...splitTypeName(kept));
            this.#content(type, value);
            w.end();
            return;
        }
        const table = type.definition.types?.() ?? {};
        const named = Object.hasOwn(table, value.$type) ? table[value.$type] : undefined;
        if (named === undefined)
            throw new TypeError(`$type ${value.$type} names no type of this package`);
        w.xsiType(...splitTypeName(value.$type));
        const inner = resolveRef(named);
        if (inner.kind === "simple")
            w.text(inner.format(value.value, w));
        else
            this.#content(inner, value.value);
        w.end();
    }
    /** The content of a value of a content type, after its start tag. */
    #content(type, value) {
        if (isEncodedArray(type))
            this.#items(type.definition.item.type, value);
        else if (type instanceof ArrayType) {
            const item = type.definition.item;
            for (const each of value)
                this.value("", item.local, item.type, each);
        }
        else if (type instanceof ComplexType)
            this.#members(type, value);
        else
            throw new TypeError(`${type.name} has no SOAP encoding`);
    }
    /**
     * An array's attributes and items, `item` elements. A multi-dimensional array's rows are written as one flat
     * list, row-major, its sizes in `soapenc:arrayType="T[2,3]"` (SOAP 1.2: `enc:arraySize="2 3"`).
     */
    #items(item, values) {
        const w = this.#w;
        const sizes = [values.length];
        let leaf = item;
        let flat = values;
        for (let type = resolveRef(leaf); isRow(type); type = resolveRef(leaf)) {
            const size = flat[0]?.length ?? 0;
            for (const row of flat)
                if (!Array.isArray(row) || row.length !== size)
                    throw new TypeError(`the rows of a multi-dimensional array must all be arrays of ${size} items`);
            sizes.push(size);
            flat = flat.flat();
            leaf = type.definition.item.type;
        }
        const itemType = this.#itemType(leaf);
        const itemName = w.qualifiedName(itemType.name.ns, itemType.name.local);
        if (this.#version === "1.1")
            w.attributeNs(this.#encoding, "arrayType", `${itemName}${itemType.ranks}[${sizes.join(",")}]`);
        else
            w.attributeNs(this.#encoding, "itemType", itemName).attributeNs(this.#encoding, "arraySize", sizes.join(" "));
        for (const value of flat)
            this.value("", "item", leaf, value);
    }
    /**
     * The type of an array's items as `soapenc:arrayType` names it: an array's by its items' type and ranks
     * (`xsd:int[]` for arrays of `int`, `xsd:int[,]` for two-dimensional ones; SOAP 1.2 names them `enc:Array`).
     */
    #itemType(item) {
        const type = resolveRef(item);
        if (this.#version === "1.1" && isEncodedArray(type)) {
            let leaf = type.definition.item.type;
            let rank = 1;
            for (let inner = resolveRef(leaf); isRow(inner); inner = resolveRef(leaf)) {
                leaf = inner.definition.item.type;
                rank++;
            }
            const inner = this.#itemType(leaf);
            return { name: inner.name, ranks: `${inner.ranks}[${",".repeat(rank - 1)}]` };
        }
        return { name: typeName(type, this.#version) ?? { ns: XSD_NS, local: "anyType" }, ranks: "" };
    }
    /** A struct's attributes, then its members in schema order. */
    #members(type, value) {
        const fields = Object.entries(type.definition.fields);
        const w = this.#w;
        for (const [key, field] of fields) {
            const member = value[key];
            if (member === undefined)
                continue;
            if (field.kind === "attribute")
                w.attributeNs(field.ns, field.local, field.type.format(member, w));
            else if (field.kind === "anyAttribute")
                for (const [name, text] of Object.entries(member)) {
                    const close = name.indexOf("}");
                    if (close === -1)
                        w.attribute(name, text);
                    else
                        w.attributeNs(name.slice(1, close), name.slice(close + 1), text);
                }
        }
        for (const [key, field] of fields) {
            const member = value[key];
            if (member === undefined)
                continue;
            switch (field.kind) {
                case "element":
                    if (field.occurs.repeated === true)
                        for (const item of member)
                            this.value("", field.local, field.type, item);
                    else
                        this.value("", field.local, field.type, member);
                    break;
                case "list":
                    this.#list(field, member);
                    break;
                case "text":
                    w.text(field.type.format(member, w));
                    break;
                case "any":
                    for (const item of member)
                        this.#anyItem(field, item);
                    break;
                case "ordered":
                    for (const item of member) {
                        if (typeof item === "string")
                            w.text(item);
                        else if (isXmlElement(item))
                            w.raw(markupXmlElement(item));
                        else if (field.any !== undefined && isWildcard(item))
                            this.#anyItem(field.any, item);
                        else
                            for (const [name, inner] of Object.entries(item)) {
                                const alternative = field.items[name];
                                if (alternative !== undefined)
                                    this.value("", alternative.local, alternative.type, inner);
                            }
                    }
                    break;
                default:
                    break;
            }
        }
    }
    /** A wrapped list member as an encoded array. */
    #list(field, value) {
        const w = this.#w;
        w.start("", field.local);
        if (value === null) {
            w.nil().end();
            return;
        }
        if (field.occurs.encoded === true) {
            w.xsiType(this.#encoding, "Array");
            this.#items(field.type, value);
        }
        else
            for (const item of value)
                this.value("", field.itemLocal, field.type, item);
        w.end();
    }
    /** An element a wildcard holds: as XML, or typed by its global declaration. */
    #anyItem(field, item) {
        if (!isWildcard(item)) {
            this.#w.raw(markupXmlElement(item));
            return;
        }
        const declaration = field.elements?.().find((each) => `{${each.ns}}${each.local}` === item.$element);
        if (declaration === undefined)
            throw new TypeError(`no global element ${item.$element}`);
        this.value(declaration.ns, declaration.local, declaration.type, item.value);
    }
}
/** Whether a type is `xs:anyType`, whose `xsi:type` may name any type of the package (see `TypedValue`). */
function isAnyType(type) {
    return type instanceof ComplexType && type.definition.types !== undefined;
}
/** The namespace and local name of a `{namespace}local` type name. */
function splitTypeName(name) {
    const close = name.indexOf("}");
    return [name.slice(1, close), name.slice(close + 1)];
}
function isWildcard(item) {
    return typeof item === "object" && item !== null && "$element" in item;
}
function isXmlElement(item) {
    return typeof item === "object" && item !== null && "local" in item && "ns" in item;
}
function resolveRef(ref) {
    return typeof ref === "function" ? ref() : ref;
}
/** Whether a type is a SOAP-encoded array, written as `soapenc:Array`. */
function isEncodedArray(type) {
    return type instanceof ArrayType && type.definition.encoded === true;
}
/** Whether a type is a row of a multi-dimensional array. */
function isRow(type) {
    return type instanceof ArrayType && type.definition.row === true;
}
/** The type a value's `$type` names among `type` and its derived types (the derived type is written). */
function derivedNamed(type, value) {
    const name = value.$type;
    if (typeof name !== "string" || name === type.name)
        return type;
    const derived = type.definition.derived?.().find((candidate) => candidate.name === name);
    if (derived === undefined)
        throw new TypeError(`$type ${name} is not a type derived from ${type.name}`);
    return derived;
}
/** The prefix table of an encoded envelope's body: the operation's namespace and the encoding's. */
function bodyNamespaces(version, ns) {
    return { tns: ns, soapenc: ENCODING_NS[version] };
}
/** The SOAP envelope of `op`'s request holding `request`, in SOAP encoding. */
export function encodedRequestEnvelope(version, op, request, writeHeader) {
    return writeSoapEnvelope(version, bodyNamespaces(version, op.ns), (w) => new EncodedWriter(w, version).wrapper(op.ns, op.requestElement, op.request, request), writeHeader);
}
/** The SOAP envelope of `op`'s response holding `result` (absent for `undefined`, nil for `null`), encoded. */
export function encodedResponseEnvelope(version, op, result, writeHeader) {
    const ns = op.responseNs ?? op.ns;
    const namespaces = bodyNamespaces(version, ns);
    return writeSoapEnvelope(version, version === "1.2" && op.resultElement !== undefined ? { ...namespaces, rpc: SOAP12_RPC_NS } : namespaces, (w) => {
        // An operation without a response body answers an empty Body; one without a result, its empty wrapper.
        const local = op.responseElement;
        if (local === undefined)
            return;
        const writer = new EncodedWriter(w, version);
        const type = op.result;
        if (type === undefined)
            writer.emptyWrapper(ns, local);
        else if (op.resultElement === undefined)
            writer.wrapper(ns, local, resolveType(type), result);
        else
            writer.resultWrapper(ns, local, element(op.resultNs ?? op.ns, op.resultElement, type), result);
    }, writeHeader);
}
// ---------------------------------------------------------------------------------------------- reading
/** Attributes whose values are QNames, whose prefixes the elements read keep bound. */
const QNAME_ATTRIBUTES = new Set([
    `{${XSI_NS}}type`,
    ...OLD_XSI_NS.map((ns) => `{${ns}}type`),
    `{${SOAP11_ENCODING_NS}}arrayType`,
    `{${SOAP12_ENCODING_NS}}itemType`,
]);
const capture = xmlElementContentResolving(QNAME_ATTRIBUTES);
/** The attributes that make and name references, which a value kept as XML leaves behind. */
const REFERENCE_ATTRIBUTES = new Set([
    "href",
    "id",
    `{${SOAP12_ENCODING_NS}}ref`,
    `{${SOAP12_ENCODING_NS}}id`,
]);
function resolvePrefix(scope, prefix) {
    for (let at = scope; at !== undefined; at = at.parent) {
        const { element } = at;
        if ((element.prefix ?? "") === prefix)
            return element.ns;
        const ns = element.namespaces?.[prefix];
        if (ns !== undefined)
            return ns;
    }
    return prefix === "xml" ? "http://www.w3.org/XML/1998/namespace" : undefined;
}
function attributeOf(el, key) {
    return el.attributes?.[key];
}
/** Whether an element is nil: `xsi:nil` true, or the older `xsi:null` true. */
function isNil(el) {
    const nil = attributeOf(el, `{${XSI_NS}}nil`) ?? attributeOf(el, `{${XSI_NS}}null`);
    const old = OLD_XSI_NS.map((ns) => attributeOf(el, `{${ns}}null`)).find((value) => value !== undefined);
    const value = (nil ?? old)?.trim();
    return value === "true" || value === "1";
}
/** The direct character data of an element; an element inside it fails. */
function textContent(el, fail) {
    let text = "";
    for (const child of el.children ?? []) {
        if (typeof child !== "string")
            fail(`<${el.local}> holds element <${child.local}> where a value is expected`);
        text += child;
    }
    return text;
}
/** A decoding in progress: the elements by id and their scopes, and what is being decoded, for cycles. */
class Decoding {
    #ids = new Map();
    /** The bindings in scope at each element read. */
    #scopes = new Map();
    /** The referenced elements being decoded: one met again inside itself is a cycle. */
    #active = new Set();
    /** The values of elements with an id, by element and type. */
    #decoded = new Map();
    #cursor;
    /**
     * Values left to make: a few per element read. Shared typed values are made once, but a shared value kept as
     * XML is copied into each place, so references could otherwise make a small message into a huge value.
     */
    #budget = 64;
    /** Values being made, one inside the other: references can nest values deeper than elements are. */
    #depth = 0;
    /** Members left that partial and sparse arrays may fill with null: as many as a message may have elements. */
    #holes = DEFAULT_XML_LIMITS.maxElements;
    constructor(root, references, cursor) {
        this.#cursor = cursor;
        // Each independent element is a fragment of its own, the bindings it uses recorded on it.
        const stack = [root, ...references].map((el) => [el, undefined]);
        while (stack.length > 0) {
            const [el, parent] = stack.pop();
            const scope = { element: el, parent };
            this.#scopes.set(el, scope);
            const id = attributeOf(el, "id") ?? attributeOf(el, `{${SOAP12_ENCODING_NS}}id`);
            if (id !== undefined) {
                if (this.#ids.has(id))
                    this.fail(`id "${id}" is given to more than one element`, el.local);
                this.#ids.set(id, el);
            }
            for (const child of el.children ?? [])
                if (typeof child !== "string")
                    stack.push([child, scope]);
            this.#budget += 4;
        }
    }
    /** Counts one value made at `path`, refusing past the budget and below the deepest nesting allowed. */
    #enter(path) {
        if (--this.#budget < 0)
            this.fail("the message's references make more values than its elements can hold", path);
        if (++this.#depth > DEFAULT_XML_LIMITS.maxDepth)
            this.fail(`the references nest values deeper than ${DEFAULT_XML_LIMITS.maxDepth} levels`, path);
    }
    fail(reason, path) {
        return this.#cursor.fail(`${path}: ${reason}`, "invalid");
    }
    /** The element holding an accessor's value: the accessor, or the element its reference names. */
    target(el, path) {
        const href = attributeOf(el, "href");
        const ref = href === undefined ? attributeOf(el, `{${SOAP12_ENCODING_NS}}ref`)?.trim() : undefined;
        if (href === undefined && ref === undefined)
            return el;
        let id = ref;
        if (href !== undefined) {
            if (!href.trim().startsWith("#"))
                this.fail(`href "${href}" is not a reference within the message`, path);
            id = href.trim().slice(1);
        }
        const found = this.#ids.get(id ?? "");
        if (found === undefined)
            return this.fail(`no element has the id "${id ?? ""}" it refers to`, path);
        if (attributeOf(found, "href") !== undefined ||
            attributeOf(found, `{${SOAP12_ENCODING_NS}}ref`) !== undefined)
            this.fail(`the element of id "${id ?? ""}" is itself a reference`, path);
        return found;
    }
    /** The value of accessor `el` of type `ref`. */
    value(el, ref, path) {
        this.#enter(path);
        const value = this.#shared(el, ref, path);
        this.#depth--;
        return value;
    }
    /** The value of `el`, or of the element it refers to, made once per type for an element with an id. */
    #shared(el, ref, path) {
        const target = this.target(el, path);
        if (target === el && !this.#isReferable(el))
            return this.#decode(el, ref, path);
        // Shared values are decoded once per type, so that a graph of shared references costs its size, not the
        // number of its paths, and both places hold the same value.
        let byType = this.#decoded.get(target);
        const type = resolveRef(ref);
        if (byType?.has(type) === true)
            return byType.get(type);
        if (this.#active.has(target))
            this.fail("the references form a cycle, which a value cannot hold", path);
        this.#active.add(target);
        const value = this.#decode(target, ref, path);
        this.#active.delete(target);
        if (byType === undefined)
            this.#decoded.set(target, (byType = new Map()));
        byType.set(type, value);
        return value;
    }
    #isReferable(el) {
        return attributeOf(el, "id") !== undefined || attributeOf(el, `{${SOAP12_ENCODING_NS}}id`) !== undefined;
    }
    #scope(el) {
        return this.#scopes.get(el);
    }
    /**
     * The namespaces in scope at `el`, which resolve the prefixes of its QName values: those its fragment records,
     * then those of the message around it (the envelope's, where SOAP::Lite declares every prefix).
     */
    #resolver(el) {
        const scope = this.#scope(el);
        return { resolvePrefix: (prefix) => resolvePrefix(scope, prefix) ?? this.#cursor.resolvePrefix(prefix) };
    }
    #decode(el, ref, path) {
        if (isNil(el))
            return null;
        const type = resolveRef(ref);
        const fail = (reason) => this.fail(reason, path);
        if (type.kind === "simple") {
            try {
                return type.parse(textContent(el, fail), this.#resolver(el));
            }
            catch (error) {
                if (error instanceof ScalarError)
                    return fail(error.message);
                throw error;
            }
        }
        if (type instanceof ArrayType)
            return this.#array(el, type.definition.item.type, path);
        if (isAnyType(type)) {
            const typed = this.#typedValue(el, type, path);
            if (typed !== undefined)
                return typed;
        }
        if (type instanceof ComplexType && !hasOrdered(type))
            return this.#struct(el, type, path);
        return this.#literal(el, type, path);
    }
    /**
     * An encoded array's items, whatever their names. A multi-dimensional array (`soapenc:arrayType="T[2,3]"`,
     * SOAP 1.2 `enc:arraySize="2 3"`) is read into nested arrays, row-major, where its type has as many
     * dimensions; where its type has more than the wire form, the items are its rows (an array of arrays).
     */
    #array(el, item, path) {
        const sizes = this.#sizes(el, path);
        if (sizes.length === 1)
            return this.#flatItems(el, item, sizes, path);
        let leaf = item;
        let rank = 1;
        // Its rows, or the arrays an array of arrays holds: either type reads either form from the wire.
        for (let type = resolveRef(leaf); rank < sizes.length && type instanceof ArrayType; type = resolveRef(leaf)) {
            leaf = type.definition.item.type;
            rank++;
        }
        if (rank !== sizes.length)
            this.fail(`the array has ${sizes.length} dimensions where its type has ${rank}`, path);
        const known = sizes.filter((size) => size !== undefined);
        if (known.length < sizes.length - 1 || (known.length === sizes.length - 1 && sizes[0] !== undefined))
            this.fail("a multi-dimensional array must give the size of every dimension but the first", path);
        const flat = this.#flatItems(el, leaf, sizes, path);
        const inner = known.slice(sizes[0] === undefined ? 0 : 1).reduce((product, size) => product * size, 1);
        if (sizes[0] === undefined ? flat.length % inner !== 0 : flat.length !== inner * sizes[0])
            this.fail(`${flat.length} items do not fill an array of [${sizes.map((size) => size ?? "*").join(",")}]`, path);
        const rows = sizes[0] ?? (inner === 0 ? 0 : flat.length / inner);
        return reshape(flat, [rows, ...sizes.slice(1)]);
    }
    /**
     * The sizes of an encoded array's dimensions (undefined where not given): the last `[...]` of
     * `soapenc:arrayType` (`xsd:int[][3]` is an array of 3 arrays), or SOAP 1.2's `enc:arraySize` (`* 3`).
     */
    #sizes(el, path) {
        const arrayType = attributeOf(el, `{${SOAP11_ENCODING_NS}}arrayType`)?.trim();
        const arraySize = attributeOf(el, `{${SOAP12_ENCODING_NS}}arraySize`)?.trim();
        let parts = [""];
        if (arrayType !== undefined) {
            const open = arrayType.lastIndexOf("[");
            if (open === -1 || !arrayType.endsWith("]"))
                this.fail(`soapenc:arrayType "${arrayType}" does not end with the array's size, [n]`, path);
            parts = arrayType.slice(open + 1, -1).split(",");
        }
        else if (arraySize !== undefined)
            parts = arraySize.split(/\s+/);
        return parts.map((part) => {
            const text = part.trim();
            if (text === "" || text === "*")
                return undefined;
            if (!/^[0-9]+$/.test(text) || Number(text) > DEFAULT_XML_LIMITS.maxElements)
                this.fail(`the array size "${text}" is not a size an array may have here`, path);
            return Number(text);
        });
    }
    /**
     * An array's items in one flat list, holes filled with `null`: the items of a partially transmitted array
     * (`soapenc:offset="[2]"`) from that index on, those of a sparse one (`soapenc:position="[1,0]"`) at theirs,
     * each index a position row-major among `sizes`.
     */
    #flatItems(el, item, sizes, path) {
        const offset = attributeOf(el, `{${SOAP11_ENCODING_NS}}offset`);
        const items = [];
        let next = offset === undefined ? 0 : this.#index(offset, sizes, `${path}/@offset`);
        let holes = offset !== undefined;
        const taken = new Set();
        for (const child of el.children ?? []) {
            if (typeof child === "string") {
                if (child.trim() !== "")
                    this.fail("an array holds text where items are expected", path);
                continue;
            }
            const position = attributeOf(child, `{${SOAP11_ENCODING_NS}}position`);
            const index = position === undefined ? next : this.#index(position, sizes, `${path}/${child.local}`);
            if (position !== undefined)
                holes = true;
            if (taken.has(index))
                this.fail(`two items take position ${index} of the array`, `${path}/${child.local}`);
            taken.add(index);
            items[index] = this.value(child, item, `${path}/${child.local}[${index + 1}]`);
            next = index + 1;
        }
        const total = sizes.every((size) => size !== undefined)
            ? sizes.reduce((product, size) => product * size, 1)
            : items.length;
        // Fewer items than the size says is an array partially transmitted from offset 0 (SOAP 1.1 section 5.4.2.1):
        // gSOAP sends `T[n]` without its trailing nil items.
        if (!holes && items.length >= total)
            return items;
        // A partial or sparse array is as long as it says; a member not transmitted is null (SOAP 1.1 section 5.1:
        // an omitted accessor is a null or default value).
        if (items.length > total)
            this.fail(`items reach index ${items.length - 1} of an array of ${total}`, path);
        this.#holes -= total - taken.size;
        if (this.#holes < 0)
            this.fail("the message's sparse arrays have more members than a message may have elements", path);
        return Array.from({ length: total }, (_, index) => (taken.has(index) ? items[index] : null));
    }
    /** The flat index of a `soapenc:position` or `soapenc:offset` value, `[i]` or `[i,j]`, within `sizes`. */
    #index(text, sizes, path) {
        const match = /^\s*\[([0-9,\s]*)\]\s*$/.exec(text);
        const indices = match?.[1]?.split(",").map((part) => Number(part.trim()));
        if (indices?.length !== sizes.length || indices.some((index) => !Number.isSafeInteger(index)))
            return this.fail(`"${text}" is not a position in an array of ${sizes.length} dimensions`, path);
        let flat = 0;
        for (const [dimension, index] of indices.entries()) {
            const size = sizes[dimension];
            if (dimension > 0 && size === undefined)
                this.fail(`"${text}" is a position in an array whose size is not given`, path);
            if (size !== undefined && index >= size)
                this.fail(`"${text}" is outside the array's [${sizes.map((each) => each ?? "").join(",")}]`, path);
            flat = flat * (size ?? 1) + index;
        }
        if (flat >= DEFAULT_XML_LIMITS.maxElements)
            this.fail(`"${text}" is beyond what an array may hold here`, path);
        return flat;
    }
    /** A struct: accessors matched to the type's members by local name, in any namespace and order. */
    #struct(el, declared, path) {
        const type = this.#selected(el, declared);
        const members = membersOf(type);
        const value = {};
        if (type !== declared)
            value["$type"] = type.name;
        for (const [key, field] of members.fields) {
            if (field.kind === "attribute") {
                const text = attributeOf(el, field.ns === "" ? field.local : `{${field.ns}}${field.local}`);
                if (text !== undefined)
                    value[key] = this.#parse(field.type, el, text, `${path}/@${field.local}`);
                else if (field.required)
                    this.fail(`lacks required attribute ${field.local}`, path);
            }
            else if (field.kind === "text")
                value[key] = this.#parse(field.type, el, textContent(el, (reason) => this.fail(reason, path)), path);
            else if (field.kind === "element" && field.occurs.repeated === true)
                value[key] = [];
            else if (field.kind === "any")
                value[key] = [];
        }
        for (const child of el.children ?? []) {
            if (typeof child === "string")
                continue;
            const at = `${path}/${child.local}`;
            const member = members.byLocal.get(child.local);
            if (member === undefined) {
                const kept = this.#inlined(child, at);
                if (members.any === undefined)
                    (value[UNKNOWN_KEY] ??= []).push(kept);
                else
                    value[members.any].push(kept);
                continue;
            }
            const [key, field] = member;
            if (field.kind === "list") {
                if (value[key] !== undefined)
                    this.fail(`<${child.local}> appears more than once`, at);
                value[key] = this.value(child, arrayOf(field), at);
            }
            else if (field.occurs.repeated === true)
                value[key].push(this.value(child, field.type, at));
            else {
                if (value[key] !== undefined)
                    this.fail(`<${child.local}> appears more than once`, at);
                value[key] = this.value(child, field.type, at);
            }
        }
        for (const [key, field] of members.fields) {
            const required = (field.kind === "element" && field.occurs.required === true && field.occurs.repeated !== true) ||
                (field.kind === "list" && field.occurs.required === true);
            if (required && value[key] === undefined)
                this.fail(`${type.name} lacks required element <${field.local}>`, path);
        }
        return value;
    }
    /** The type an `xsi:type` selects: a type derived from the declared one that it names, else the declared. */
    #selected(el, declared) {
        const written = attributeOf(el, `{${XSI_NS}}type`);
        if (written === undefined || declared.definition.derived === undefined)
            return declared;
        const text = written.trim();
        const colon = text.indexOf(":");
        const ns = resolvePrefix(this.#scope(el), colon === -1 ? "" : text.slice(0, colon)) ?? "";
        const derived = declared.derivedType(ns, text.slice(colon + 1));
        return derived instanceof ComplexType ? derived : declared;
    }
    /**
     * An accessor of `xs:anyType` whose `xsi:type` names a type of the package, decoded as that type: its
     * `TypedValue`. A built-in named in XSD's 1999 or 2000/10 namespace (SOAP::Lite) or as SOAP encoding's value
     * type of the same name (`soapenc:string`, Axis 1) is the XSD 1.0 built-in. Undefined for any other accessor.
     */
    #typedValue(el, type, path) {
        const written = attributeOf(el, `{${XSI_NS}}type`) ??
            OLD_XSI_NS.map((ns) => attributeOf(el, `{${ns}}type`)).find((value) => value !== undefined);
        if (written === undefined)
            return undefined;
        const text = written.trim();
        const colon = text.indexOf(":");
        const ns = resolvePrefix(this.#scope(el), colon === -1 ? "" : text.slice(0, colon)) ?? "";
        const local = text.slice(colon + 1);
        const table = type.definition.types?.() ?? {};
        const exact = `{${ns}}${local}`;
        const name = !Object.hasOwn(table, exact) && BUILTIN_ALIASES.has(ns) ? `{${XSD_NS}}${local}` : exact;
        const named = Object.hasOwn(table, name) ? table[name] : undefined;
        if (named === undefined)
            return undefined;
        return { $type: name, value: this.#decode(el, named, path) };
    }
    #parse(type, el, text, path) {
        try {
            return type.parse(text, this.#resolver(el));
        }
        catch (error) {
            if (error instanceof ScalarError)
                return this.fail(error.message, path);
            throw error;
        }
    }
    /** An element with every reference inside it replaced by the element it names, as XML. */
    #inlined(el, path) {
        this.#enter(path);
        const target = this.target(el, path);
        if (target !== el && this.#active.has(target))
            this.fail("the references form a cycle, which a value cannot hold", path);
        this.#active.add(target);
        const children = (target.children ?? []).map((child) => typeof child === "string" ? child : this.#inlined(child, `${path}/${child.local}`));
        this.#active.delete(target);
        const attributes = Object.fromEntries(Object.entries({ ...el.attributes, ...target.attributes }).filter(([key]) => !REFERENCE_ATTRIBUTES.has(key)));
        // The bindings of the prefixes its QName values use, so that they still resolve wherever it is kept.
        const namespaces = {};
        for (const [key, value] of Object.entries(attributes)) {
            if (!QNAME_ATTRIBUTES.has(key))
                continue;
            const text = value.trim();
            const prefix = text.slice(0, Math.max(text.indexOf(":"), 0));
            const ns = resolvePrefix(this.#scope(target), prefix);
            if (ns !== undefined && prefix !== "")
                namespaces[prefix] = ns;
        }
        this.#depth--;
        return {
            ns: el.ns,
            local: el.local,
            ...(el.prefix === undefined ? {} : { prefix: el.prefix }),
            ...(Object.keys(attributes).length === 0 ? {} : { attributes }),
            ...(children.length === 0 ? {} : { children }),
            ...(Object.keys(namespaces).length === 0 ? {} : { namespaces }),
        };
    }
    /** Content the encoded tables do not describe (the ur-type, ordered content): read by the literal reader. */
    #literal(el, type, path) {
        const markup = markupXmlElement(this.#inlined(el, path));
        try {
            return readXml(markup, element(el.ns, el.local, type, { nillable: true }));
        }
        catch (error) {
            return this.fail(error instanceof Error ? error.message : String(error), path);
        }
    }
}
/** `flat`, row-major, as nested arrays of `sizes`. */
function reshape(flat, sizes) {
    const [size = 0, ...inner] = sizes;
    if (inner.length === 0)
        return [...flat];
    const step = flat.length / Math.max(size, 1);
    return Array.from({ length: size }, (_, row) => reshape(flat.slice(row * step, (row + 1) * step), inner));
}
/** A type whose content is ordered (mixed content, a repeated choice, the ur-type). */
function hasOrdered(type) {
    return Object.values(type.definition.fields).some((field) => field.kind === "ordered");
}
const membersCache = new WeakMap();
function membersOf(type) {
    let members = membersCache.get(type);
    if (members === undefined) {
        const fields = Object.entries(type.definition.fields);
        const byLocal = new Map();
        for (const [key, field] of fields)
            if ((field.kind === "element" || field.kind === "list") && !byLocal.has(field.local))
                byLocal.set(field.local, [key, field]);
        const any = fields.find(([, field]) => field.kind === "any")?.[0];
        members = { fields, byLocal, any };
        membersCache.set(type, members);
    }
    return members;
}
const listArrays = new WeakMap();
/** The array type of a wrapped list member's items. */
function arrayOf(field) {
    let array = listArrays.get(field);
    if (array === undefined) {
        array = new ArrayType({
            ns: "",
            name: field.local,
            item: element(field.itemNs, field.itemLocal, field.type, { repeated: true }),
        });
        listArrays.set(field, array);
    }
    return array;
}
/** The reader of an encoded body element of type `type`, its value made by `wrap`. */
class EncodedBody {
    kind = "encoded";
    content = capture;
    reference = capture;
    #type;
    #wrap;
    constructor(type, wrap) {
        this.#type = type;
        this.#wrap = wrap;
    }
    decode(root, references, cursor) {
        const el = root;
        const decoding = new Decoding(el, references, cursor);
        return this.#wrap(decoding.value(el, this.#type, el.local));
    }
}
/**
 * The reader of an encoded response wrapper holding one result accessor: the accessor SOAP 1.2's `rpc:result`
 * names, else the one named `result.local` in any namespace, else its one other child (the name of the return
 * value's accessor is not significant, SOAP 1.1 section 7.1; Axis 1 names it `<op>Return`); none is no result.
 * Accessors match by local name, in any namespace, as everywhere in an encoded body.
 */
class EncodedResult {
    kind = "encoded";
    content = capture;
    reference = capture;
    #result;
    constructor(result) {
        this.#result = result;
    }
    decode(root, references, cursor) {
        const el = root;
        const elements = (el.children ?? []).filter((child) => typeof child !== "string");
        const children = elements.filter((child) => child.ns !== SOAP12_RPC_NS);
        const rpcResult = elements.find((child) => child.ns === SOAP12_RPC_NS && child.local === "result");
        const fail = (reason) => cursor.fail(`${el.local}/result: ${reason}`, "invalid");
        let named = children.find((child) => child.local === this.#result.local);
        if (rpcResult !== undefined) {
            const text = textContent(rpcResult, fail).trim();
            const local = text.slice(text.indexOf(":") + 1);
            named = children.find((child) => child.local === local);
            if (named === undefined)
                fail(`names the accessor "${text}", which the response does not hold`);
        }
        const [only] = children;
        const accessor = named ?? (children.length === 1 ? only : undefined);
        if (accessor === undefined) {
            if (children.length > 1)
                cursor.fail(`${el.local}: no <${this.#result.local}> among its ${children.length} accessors`, "invalid");
            return {};
        }
        const decoding = new Decoding(el, references, cursor);
        return {
            result: decoding.value(accessor, this.#result.type, `${el.local}/${accessor.local}`),
        };
    }
}
/**
 * Writes an element standing on its own in SOAP encoding, a header block or a fault's detail entry:
 * `encodingStyle` on it, and `xsi:type` as on any accessor.
 */
export function writeEncodedAccessor(w, version, element, value) {
    new EncodedWriter(w, version).value(element.ns, element.local, element.type, value, true);
}
/**
 * The reader of an element standing on its own in SOAP encoding, of element `element`: decoded as an accessor. A
 * header block's references must name elements inside it (SOAP 1.1 section 5 lets them name one in the Body,
 * which is not read for them); a fault's detail entry's may name the independent elements beside it, in the
 * detail or after the Fault in the Body (Axis 1's `multiRef`).
 */
export function encodedAccessor(element) {
    return new EncodedBody(element.type, (value) => value);
}
/** The reader of an encoded call, or of a response whose value is its whole wrapper (of struct type `type`). */
export function encodedBody(type) {
    return new EncodedBody(type, (value) => value);
}
/** As {@link encodedBody}, the value handed on through `wrap`. */
export function encodedBodyOf(type, wrap) {
    return new EncodedBody(type, (value) => wrap(value));
}
/** The reader of an encoded response wrapper holding the result accessor `result`. */
export function encodedResult(result) {
    return new EncodedResult(result);
}
