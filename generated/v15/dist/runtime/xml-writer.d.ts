/**
 * A fast, string-building XML writer used by every generated serializer.
 *
 * Generated code looks like this (schema order, one call per member):
 *
 * ```ts
 * const w = new XmlWriter({ namespaces: { "": NS }, declaration: true });
 * w.start(NS, "price").attribute("currency", value.currency).text(value.amount).end();
 * w.start(NS, "booking");
 * w.element(NS, "bookingnumber", value.bookingnumber);
 * w.nilElement(NS, "earliestNonFreeCancellationDate.CET");
 * w.end();
 * const xml = w.toString();
 * ```
 *
 * Namespaces in the table are declared once, on the root element (`""` is the default namespace, normally the
 * target namespace). Namespaces outside the table are declared on the element that first needs them and stay
 * in scope for its subtree. Characters that XML 1.0 cannot carry are an error ({@link XmlWriteError}), never
 * written silently.
 * @module
 */
import { Buffer } from "node:buffer";
import type { PrefixBinder } from "./simple-type.js";
/** Thrown when a value cannot be written as XML 1.0 (a forbidden character, a misuse of the writer). */
export declare class XmlWriteError extends Error {
    readonly name = "XmlWriteError";
}
/** Options of {@link XmlWriter}. */
export interface XmlWriterOptions {
    /**
     * Prefix -> namespace URI, declared once on the root element. The key `""` declares the default namespace.
     * `xsi` is added when absent, so `xsi:nil` and `xsi:type` never need a local declaration.
     */
    readonly namespaces?: Readonly<Record<string, string>>;
    /** Write `<?xml version="1.0" encoding="utf-8"?>` first. Default `false`. */
    readonly declaration?: boolean;
    /**
     * The markup is a fragment placed inside another document, where any default namespace may be in scope: its
     * root declares the default namespace it needs, `xmlns=""` for unqualified names. Default `false`.
     */
    readonly fragment?: boolean;
    /**
     * Start from a prologue made once by {@link XmlWriter.prologue} (the other options are then its own): what
     * every message of a kind starts with, such as an envelope up to its body, costs nothing per message.
     */
    readonly prologue?: XmlPrologue;
}
/** The state of a writer after the start of a document, kept to start other documents from it. */
export interface XmlPrologue {
    readonly text: string;
    /** The end tags of the open elements, innermost last. */
    readonly endTags: readonly string[];
    readonly prefixes: ReadonlyMap<string, string>;
    readonly defaultNs: string;
    readonly startTagOpen: boolean;
    readonly generated: number;
}
/**
 * Escapes character data: `&`, `<`, `>` and CR become references. Throws {@link XmlWriteError} on a character
 * XML 1.0 forbids (controls other than TAB/LF/CR, lone surrogates, U+FFFE, U+FFFF), and on a value that is not
 * a string.
 */
export declare function escapeText(value: string): string;
/**
 * Escapes an attribute value for a double-quoted attribute: `&`, `<`, `>`, `"` and TAB, LF, CR (as character
 * references, so attribute-value normalisation keeps them). Throws {@link XmlWriteError} like {@link escapeText}.
 */
export declare function escapeAttribute(value: string): string;
/**
 * Appending to one string builds a rope of millions of tiny pieces on a large document, which the garbage
 * collector copies again and again until the document is done; pieces of this length are made flat (one copy)
 * as soon as they are written, so the tiny pieces die young and the document is a short list of flat pieces.
 * Short pieces are made flat while their rope is still in the processor's cache (the copy itself is cheap,
 * walking a rope that has left the cache is not); the length was chosen by measuring small and large documents. A generated markup function keeps a long list's markup the same way.
 */
export declare const CHUNK_LENGTH: number;
/**
 * Builds one XML document as a string. Not reusable after {@link XmlWriter.toString}; create one per message.
 * Every method returns the writer so calls chain.
 */
export declare class XmlWriter {
    #private;
    /** Creates a writer; see {@link XmlWriterOptions}. */
    constructor(options?: XmlWriterOptions);
    /**
     * Writes the start of a document with `open` once, for {@link XmlWriterOptions.prologue}. `open` may open
     * elements and write anything but must not declare namespaces below the root.
     */
    static prologue(options: XmlWriterOptions, open: (w: XmlWriter) => void): XmlPrologue;
    /** Number of UTF-16 code units written so far. */
    get length(): number;
    /** Opens element `{ns}local`. Attributes may follow until content or {@link XmlWriter.end} is written. */
    start(ns: string, local: string): this;
    /**
     * Makes the next element started, by whichever method, carry `xsi:type` naming `{ns}local`: how a value of an
     * `xs:anyType` element typed by its `xsi:type` is written by its type's own writer.
     */
    nextXsiType(ns: string, local: string): this;
    /** Writes an unqualified attribute on the element just started. `undefined` writes nothing. */
    attribute(local: string, value: string | undefined): this;
    /** Writes a namespace-qualified attribute (always prefixed: attributes never take the default namespace). */
    attributeNs(ns: string, local: string, value: string | undefined): this;
    /** Marks the element just started as `xsi:nil="true"`; it must stay empty. */
    nil(): this;
    /** Writes `xsi:type` naming type `{ns}local`, with a prefix declared for `ns` (never an unprefixed QName). */
    xsiType(ns: string, local: string): this;
    /**
     * The QName `p:local` of `{ns}local` for an attribute value of the element just started, with a prefix
     * declared on it where none is in scope (never an unprefixed QName, which would take the default namespace).
     */
    qualifiedName(ns: string, local: string): string;
    /**
     * The prefix of namespace `ns` for a QName value in the element just started (its text or an attribute):
     * `""` when `ns` is the default namespace, else a prefix in scope, else one declared on the element. A QName
     * in no namespace has no prefix and cannot be written where a default namespace is in scope.
     */
    prefixFor(ns: string): string;
    /** Writes escaped character data inside the current element. */
    text(value: string): this;
    /**
     * Appends markup as is. Only for markup this runtime produced itself (for example a body serialized by a
     * second writer); never for data.
     */
    raw(markup: string): this;
    /**
     * Writes element `{ns}local` holding `value` as markup a generated markup function makes:
     * `make(name, value, start, end, xsiType)` returns the whole element from `start` (`<name` and declarations)
     * to `end` (`</name>`), its descendants named without a prefix and `xsi:` standing for the XML Schema
     * instance namespace. So this declares in `start` `contentNs` as the default namespace and the `xsi` prefix
     * wherever they are not already in scope (`xsiType` is handed on: types in a derivation hierarchy name their
     * type with it). `contentNs` undefined says the markup names no descendant (text, attributes, a wildcard's
     * self-contained elements): the element is then named as {@link XmlWriter.start} names it, in no namespace
     * too. Building the element as one string, names as literals, is what makes generated serializers about as
     * fast as hand-written template strings.
     */
    markup<V>(ns: string, local: string, contentNs: string | undefined, make: (name: string, value: V, start: string, end: string, xsiType: boolean) => string, value: V, xsiType?: boolean): this;
    /** Closes the innermost open element (as `<x/>` when it has no content). */
    end(): this;
    /** Writes `<local>text</local>` in namespace `ns`; `undefined` writes nothing (an absent optional member). */
    element(ns: string, local: string, text: string | undefined): this;
    /** Writes `<local xsi:nil="true"/>` in namespace `ns`. */
    nilElement(ns: string, local: string): this;
    /** Returns the document. Throws when an element is still open. */
    toString(): string;
}
/** The codec part a writer helper needs: the `format` of a simple type. */
export interface Formatter<V> {
    /** Its values hold QNames, whose prefixes are declared on the element that holds them. */
    readonly namespaced?: true;
    /** Formats a value to its wire text, QNames with prefixes bound in `scope`. */
    format(value: V, scope?: PrefixBinder): string;
}
/**
 * Writes a simple-typed element member: nothing for `undefined` (absent), `xsi:nil` for `null`, else
 * `<local>formatted</local>`.
 */
export declare function writeValue<V>(w: XmlWriter, ns: string, local: string, type: Formatter<V>, value: V | null | undefined): void;
/** Writes each item of a repeated simple-typed element (`null` items as `xsi:nil`). */
export declare function writeValues<V>(w: XmlWriter, ns: string, local: string, type: Formatter<V>, values: readonly (V | null)[]): void;
/**
 * Writes a wrapped list member: nothing for `undefined`, a nil wrapper for `null`, else the wrapper with one
 * item per entry written by `writeItem` (which receives the item element's name).
 */
export declare function writeList<V>(w: XmlWriter, ns: string, local: string, items: readonly V[] | null | undefined, writeItem: (w: XmlWriter, item: V) => void): void;
/**
 * `text` as the UTF-8 bytes of a body sent whole. Text that is all ASCII (as many bytes as characters) is
 * copied as Latin-1, which gives the same bytes. Handing node:http the string costs more: it joins the head
 * and the body and encodes the joined string, a large share of a server's work for a small answer.
 */
export declare function utf8Bytes(text: string): Buffer;
