/**
 * The contract between the XML reader and the contents it reads: what a content type sees of an element and
 * answers about its children. Types only, shared by the reader (`xml-reader.ts`), the scanner and captured XML
 * (`xml-element.ts`), so that none of them imports another for its types.
 * @module
 */
import type { SimpleType } from "./simple-type.js";
/** What went wrong, for callers that map errors to protocol answers. */
export type XmlReadErrorCode = 
/** Not well-formed XML. */
"malformed"
/** A DOCTYPE declaration (refused: SOAP forbids it, and it is the door to entity expansion). */
 | "doctype"
/** Not UTF-8, by declaration, byte order mark or invalid byte sequence. */
 | "encoding"
/** A bound of {@link XmlReadLimits} was exceeded. */
 | "limit"
/** Well-formed, but not what the schema allows (wrong root, bad value, missing member, unknown member). */
 | "invalid";
/** Resource bounds. Each has a safe default ({@link DEFAULT_XML_LIMITS}) and can be set per call. */
export interface XmlReadLimits {
    /** Deepest element nesting. */
    readonly maxDepth: number;
    /** Elements in the whole document. */
    readonly maxElements: number;
    /** Attributes on one element, namespace declarations not included. */
    readonly maxAttributes: number;
    /**
     * Namespace declarations (`xmlns`, `xmlns:p`) on one element. node-soap writes every namespace its WSDL
     * declares on the Envelope, and a WCF WSDL declares one prefix per DataContract namespace.
     */
    readonly maxNamespaceDeclarations: number;
    /** Length of an element or attribute name, prefix included. */
    readonly maxNameLength: number;
    /** Length of one element's character data, in UTF-16 code units. */
    readonly maxTextLength: number;
    /** Length of one attribute value, in UTF-16 code units. */
    readonly maxAttributeLength: number;
    /** Size of the whole input: bytes for binary input, UTF-16 code units for string input. */
    readonly maxInputSize: number;
}
/** One attribute of the element being read, namespace resolved. */
export interface XmlAttribute {
    /** Qualified name as written (`p:local`). */
    readonly name: string;
    /** Prefix as written (`""` when none). */
    readonly prefix: string;
    /** Local name. */
    readonly local: string;
    /** Namespace URI (`""` for an unqualified attribute). */
    readonly uri: string;
    /** Value after attribute-value normalisation and reference expansion. */
    readonly value: string;
}
/** What a {@link ContentType} sees of the element being read. Valid only during the call it is passed to. */
export interface ElementCursor {
    /** Namespace URI of the element. */
    readonly ns: string;
    /** Local name of the element. */
    readonly local: string;
    /** Prefix the element was written with. */
    readonly prefix: string;
    /** The element's attributes by qualified name (namespace declarations included). */
    readonly attributes: Readonly<Record<string, XmlAttribute>>;
    /**
     * The value of the element's attribute `{ns}local` (`ns` `""` for an unqualified one), if it has it: what
     * {@link attributes} holds, looked up without building that record.
     */
    attributeValue(ns: string, local: string): string | undefined;
    /**
     * How many attributes the element has, namespace declarations included: with {@link attributeName},
     * {@link attributeNamespace} and {@link attributeText}, what {@link attributes} holds, read by position
     * without building that record (or an object for each attribute).
     */
    readonly attributeCount: number;
    /** The qualified name of the element's attribute at `index` (from 0, in document order). */
    attributeName(index: number): string;
    /** The namespace URI of the attribute at `index`: `""` when unqualified, `XMLNS_NS` for a declaration. */
    attributeNamespace(index: number): string;
    /** The value of the attribute at `index`. */
    attributeText(index: number): string;
    /** True when `xsi:type` selected this type in place of the declared one. */
    readonly derived: boolean;
    /** True under {@link XmlReadOptions.strict}. */
    readonly strict: boolean;
    /** One-based line of the current position. */
    readonly line: number;
    /** One-based column of the current position. */
    readonly column: number;
    /** Resolves a namespace prefix in scope at this element (`""` is the default namespace). */
    resolvePrefix(prefix: string): string | undefined;
    /** Throws an {@link XmlReadError} at the current position. */
    fail(reason: string, code?: XmlReadErrorCode): never;
}
/** Where a child element goes: its expected name, how its content is read, and whether it may be nil. */
export interface ChildBinding {
    /** Namespace URI of the child element. */
    readonly ns: string;
    /** Local name of the child element. */
    readonly local: string;
    /** Reader of the child's content (the declared type). */
    readonly type: ContentType<unknown>;
    /** Whether `xsi:nil="true"` is allowed (the value is then `null`). */
    readonly nillable: boolean;
    /** Content kept as XML: its `xsi:` attributes are data, not instructions to the reader. Default `false`. */
    readonly raw?: boolean;
}
/**
 * How the content of one element is read. {@link complexType} and simple types cover generated code;
 * implement this directly for special elements (the SOAP envelope, captured XML). Keep what a document
 * changes in the state `begin` returns, not in the content type: {@link readXml} may read a document twice.
 */
export interface ContentType<T> {
    /** Discriminates content readers from {@link SimpleType}s. */
    readonly kind: "content";
    /** Name for messages (the XSD type name). */
    readonly name: string;
    /** Whether character data is collected and passed to {@link ContentType.end}. */
    readonly textual: boolean;
    /**
     * Set when this content is the text of a simple type and nothing else ({@link simpleContent}): a reader may
     * parse the collected text with it instead of calling `begin` and `end`, for the same value.
     */
    readonly simple?: SimpleType<T>;
    /** Called at the start tag; returns the per-element state passed to the other methods. */
    begin(cursor: ElementCursor): unknown;
    /** Returns where child `{ns}local` goes, or `undefined` for an element this content does not allow. */
    child(state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding | undefined;
    /** Receives the value of a completed child element. */
    add(state: unknown, binding: ChildBinding, value: unknown, cursor: ElementCursor): void;
    /** Receives each piece of character data itself instead of having it collected (mixed content). */
    readonly text?: ((state: unknown, text: string) => void) | undefined;
    /** Called at the end tag with the collected character data; returns the element's value. */
    end(state: unknown, text: string, cursor: ElementCursor): T;
    /** The reader for derived type `{ns}local` named by `xsi:type`, when this type has one. */
    derivedType?(ns: string, local: string): ContentType<T> | undefined;
    /** Whether `{ns}local` names this very type (an `xsi:type` that changes nothing). */
    isType?(ns: string, local: string): boolean;
}
