import type { ChildBinding, ContentType, ElementCursor } from "./xml-content.js";
import { type XmlWriter } from "./xml-writer.js";
/**
 * The value of an element of `xs:anyType` whose `xsi:type` names a type of the package: `$type` is that type's
 * name, `{namespace}local` (`{http://www.w3.org/2001/XMLSchema}int` for a built-in), `value` its value.
 */
export interface TypedValue<N extends string = string, V = unknown> {
    /** The type's name, `{namespace}local`: written back as the element's `xsi:type`. */
    readonly $type: N;
    /** Its value, of that type. */
    readonly value: V;
}
/**
 * Whether a value of an `xs:anyType` element is a {@link TypedValue} rather than its content kept as XML (which
 * has `$content`, and a `$type` only beside it).
 */
export declare function isTypedValue(value: object): value is TypedValue;
/** Reads an element as the type its `xsi:type` names and makes the {@link TypedValue} of it. */
export declare class TypedValueContent implements ContentType<TypedValue> {
    #private;
    readonly kind = "content";
    readonly name: string;
    readonly textual: boolean;
    readonly text: ((state: unknown, text: string) => void) | undefined;
    constructor(type: string, content: ContentType<unknown>);
    begin(cursor: ElementCursor): unknown;
    child(state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding | undefined;
    add(state: unknown, binding: ChildBinding, value: unknown, cursor: ElementCursor): void;
    end(state: unknown, text: string, cursor: ElementCursor): TypedValue;
}
/**
 * Writes a {@link TypedValue} of a simple type (a built-in, or a simple type of the schema) as element
 * `{ns}local` carrying its `xsi:type`, its codec looked up in `types` (the package's `GLOBAL_TYPES`); a name that
 * is not a simple type there is refused with an {@link XmlWriteError}. Complex types have writers of their own.
 */
export declare function writeTypedValue(w: XmlWriter, ns: string, local: string, item: TypedValue, types: Readonly<Record<string, unknown>>): void;
/** Writes the `xsi:type` an `xs:anyType` element kept as XML came with (`{namespace}local`), if it had one. */
export declare function writeXsiTypeName(w: XmlWriter, name: string | undefined): void;
