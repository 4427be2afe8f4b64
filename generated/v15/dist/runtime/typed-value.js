import { XmlWriteError, writeValue } from "./xml-writer.js";
/**
 * Whether a value of an `xs:anyType` element is a {@link TypedValue} rather than its content kept as XML (which
 * has `$content`, and a `$type` only beside it).
 */
export function isTypedValue(value) {
    return !("$content" in value) && typeof value.$type === "string";
}
/**
 * The cursor a typed value's own type reads the element with: the element as it stands, but not selected by
 * `xsi:type` in place of a declared type of its hierarchy, so that the value carries no `$type` of its own.
 */
class NotDerivedCursor {
    derived = false;
    #cursor;
    constructor(cursor) {
        this.#cursor = cursor;
    }
    get ns() {
        return this.#cursor.ns;
    }
    get local() {
        return this.#cursor.local;
    }
    get prefix() {
        return this.#cursor.prefix;
    }
    get attributes() {
        return this.#cursor.attributes;
    }
    get strict() {
        return this.#cursor.strict;
    }
    get line() {
        return this.#cursor.line;
    }
    get column() {
        return this.#cursor.column;
    }
    attributeValue(ns, local) {
        return this.#cursor.attributeValue(ns, local);
    }
    get attributeCount() {
        return this.#cursor.attributeCount;
    }
    attributeName(index) {
        return this.#cursor.attributeName(index);
    }
    attributeNamespace(index) {
        return this.#cursor.attributeNamespace(index);
    }
    attributeText(index) {
        return this.#cursor.attributeText(index);
    }
    resolvePrefix(prefix) {
        return this.#cursor.resolvePrefix(prefix);
    }
    fail(reason, code) {
        return this.#cursor.fail(reason, code);
    }
}
/** Reads an element as the type its `xsi:type` names and makes the {@link TypedValue} of it. */
export class TypedValueContent {
    kind = "content";
    name;
    textual;
    text;
    /** The type's name, `{namespace}local`. */
    #type;
    #content;
    constructor(type, content) {
        this.#type = type;
        this.#content = content;
        this.name = content.name;
        this.textual = content.textual;
        this.text = content.text;
    }
    begin(cursor) {
        return this.#content.begin(new NotDerivedCursor(cursor));
    }
    child(state, ns, local, cursor) {
        return this.#content.child(state, ns, local, cursor);
    }
    add(state, binding, value, cursor) {
        this.#content.add(state, binding, value, cursor);
    }
    end(state, text, cursor) {
        return { $type: this.#type, value: this.#content.end(state, text, cursor) };
    }
}
/**
 * Writes a {@link TypedValue} of a simple type (a built-in, or a simple type of the schema) as element
 * `{ns}local` carrying its `xsi:type`, its codec looked up in `types` (the package's `GLOBAL_TYPES`); a name that
 * is not a simple type there is refused with an {@link XmlWriteError}. Complex types have writers of their own.
 */
export function writeTypedValue(w, ns, local, item, types) {
    const codec = Object.hasOwn(types, item.$type) ? types[item.$type] : undefined;
    if (typeof codec !== "object" || codec === null || codec.kind !== "simple")
        throw new XmlWriteError(`<${local}>: $type ${item.$type} names no type of this package`);
    const close = item.$type.indexOf("}");
    w.nextXsiType(item.$type.slice(1, close), item.$type.slice(close + 1));
    writeValue(w, ns, local, codec, item.value);
}
/** Writes the `xsi:type` an `xs:anyType` element kept as XML came with (`{namespace}local`), if it had one. */
export function writeXsiTypeName(w, name) {
    if (name === undefined)
        return;
    const close = name.indexOf("}");
    w.xsiType(name.slice(1, close), name.slice(close + 1));
}
