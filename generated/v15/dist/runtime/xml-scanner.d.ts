import type { ChildBinding, ContentType, ElementCursor, XmlReadLimits } from "./xml-content.js";
/** What {@link scanDocument} returns when the document needs the full reader. */
export declare const DECLINED: unique symbol;
/**
 * Whether `text` holds a character outside XML's Char production (a control other than TAB, LF and CR, a
 * lone surrogate, U+FFFE, U+FFFF), which no XML document can carry: text that reaches a handler by another
 * way than XML (a query string, a form) is held to the same rule.
 */
export declare function hasNonXmlCharacter(text: string): boolean;
/**
 * `text` as one flat string. A string joined from pieces is kept as a tree of them, and a tree that outlives
 * its young generation is copied piece by piece by every collection until it dies: the values of a large
 * document read here do (a message full of character references above all), and so does a large document
 * being written (xml-writer.ts).
 */
export declare function flattened(text: string): string;
/** `text` as a string of its own, which keeps no larger string it may be a slice of in memory: see detachedSlice. */
export declare function detached(text: string): string;
/** The engine's own flat copy of `text`, shared by every equal string it holds so: a property name is one. */
export declare function internalized(text: string): string;
/**
 * Whether `xsi:nil="value"` makes an element nil; a value that is not a boolean, or nil where `binding` is not
 * nillable, fails through `cursor`. Both readers read `xsi:nil` with it.
 */
export declare function readXsiNil(value: string, binding: ChildBinding, cursor: ElementCursor): boolean;
/** The type `xsi:type="value"` names, as `{namespace}local` (its prefix bound: {@link readXsiType} checked it). */
export declare function xsiTypeName(value: string, cursor: ElementCursor): string;
/**
 * The content type `xsi:type="value"` selects in place of `declared`: `declared` itself when it names it, a
 * derived type; on `xs:anyType`, the type named where the package knows it (read as a `TypedValue`; leniently, a
 * SOAP encoding value type as the built-in it extends), else `xs:anyType` itself; any other name fails through
 * `cursor`, except on a type that cannot tell its own name (simple content), which is read as declared. Both
 * readers read `xsi:type` with it.
 */
export declare function readXsiType(value: string, declared: ContentType<unknown>, cursor: ElementCursor): ContentType<unknown>;
/**
 * Whether the first bytes of a document say UTF-16 or UTF-32 (a byte order mark, or a zero byte where UTF-8
 * XML has `<` or a BOM): both readers refuse such input, read only as UTF-8.
 */
export declare function isWideUnicode(bytes: Uint8Array): boolean;
/**
 * The text of bytes already known to be UTF-8, decoded natively. A Buffer (as node:http hands over) is decoded
 * as it is; another byte array through a Buffer view of its memory. Both readers decode with it.
 */
export declare function utf8Text(bytes: Uint8Array): string;
/**
 * Reads a whole document into `document` (the pseudo content accepting its root element), or returns
 * {@link DECLINED} for a document that the saxes-based reader must read (see the module comment).
 * `document` and the content types it reaches must not keep state outside what their `begin` returns,
 * since a declined document is read once more from the start.
 */
export declare function scanDocument(input: string | Uint8Array, document: ContentType<unknown>, strict: boolean, limits: XmlReadLimits): unknown;
