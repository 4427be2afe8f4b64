/**
 * XML that the schema does not type, kept as data: the elements matched by `xs:any`, the elements a lenient
 * reader meets where the schema declares none (`$unknown`), and the attributes matched by `xs:anyAttribute`.
 * An {@link XmlElement} holds its name, attributes, text and child elements in document order, and the
 * namespace declarations written on it, so that {@link markupXmlElement} writes back equivalent XML wherever
 * it is placed: each fragment declares every namespace it uses.
 * @module
 */
import { type XmlWriter } from "./xml-writer.js";
import type { ContentType } from "./xml-content.js";
/** An element kept as XML: read through a wildcard or, by a lenient reader, where none is declared. */
export interface XmlElement {
    /** Namespace URI (`""` for none). */
    readonly ns: string;
    /** Local name. */
    readonly local: string;
    /** Prefix it was written with (`""` or absent: the default namespace); a writer declares it as needed. */
    readonly prefix?: string;
    /**
     * Attributes, namespace declarations excepted: by local name when unqualified, in Clark notation
     * (`{uri}local`) when qualified.
     */
    readonly attributes?: Readonly<Record<string, string>>;
    /** Character data and child elements in document order. */
    readonly children?: readonly (XmlElement | string)[];
    /**
     * Namespace declarations written on the element (prefix to URI, `""` for the default namespace), but the one
     * its own name implies (its prefix to its namespace), which a writer declares as needed. They keep prefixes
     * that text or attribute values name (`xsi:type="p:T"`, QName content) bound when written back.
     */
    readonly namespaces?: Readonly<Record<string, string>>;
}
/**
 * An element read through a wildcard that processes its contents (`processContents` `lax` or `strict`) whose
 * name is a global element of the package's schema: typed by its declaration, as xsdata and JAXB read it.
 * `$element` is its name in Clark notation (`{namespace}local`), `value` its value. Writers write it as its
 * declaration says; elements the schema does not declare stay {@link XmlElement}s.
 */
export interface WildcardElement<N extends string = string, V = unknown> {
    /** The element's name, `{namespace}local`. */
    readonly $element: N;
    /** Its value, of the type its declaration gives it (`null` for `xsi:nil`). */
    readonly value: V;
}
/** Whether an item of a wildcard's content is a typed {@link WildcardElement} rather than an {@link XmlElement}. */
export declare function isWildcardElement(item: object): item is WildcardElement;
/** The Clark notation of an attribute name: `local` when unqualified, else `{uri}local`. */
export declare function clarkName(ns: string, local: string): string;
/** The namespace and local name of a Clark-notation name. */
export declare function splitClarkName(name: string): {
    readonly ns: string;
    readonly local: string;
};
/** The reader of an element kept as XML (an {@link XmlElement}), the outermost of its fragment. */
export declare const xmlElementContent: ContentType<XmlElement>;
/**
 * A reader of elements kept as XML whose attributes `qnameValued` (Clark names, such as `xsi:type`) hold QNames:
 * the bindings of the prefixes their values use are recorded as for the element's own prefix, so that the
 * values resolve from the {@link XmlElement} alone.
 */
export declare function xmlElementContentResolving(qnameValued: ReadonlySet<string>): ContentType<XmlElement>;
/**
 * The markup of an element kept as XML, self-contained: it declares every namespace it and its descendants use,
 * so it may be placed anywhere in a document. Given the constraint of the wildcard it stands for, an element
 * outside it is refused with an {@link XmlWriteError}.
 */
export declare function markupXmlElement(element: XmlElement, constraint?: WildcardConstraint): string;
/**
 * The markup of the elements a wildcard holds, one after another, each self-contained: an {@link XmlElement} as
 * {@link markupXmlElement} writes it (refused outside `constraint`, the wildcard's), a {@link WildcardElement}
 * as `typed` (the package's generated `markupGlobalElement`) does.
 */
export declare function markupXmlElements<E extends WildcardElement = never>(elements: readonly (XmlElement | E)[] | undefined, constraint: WildcardConstraint | undefined, typed?: (element: E) => string): string;
/** The attributes of a value's `$anyAttributes` as markup (` name="value"` each, with declarations). */
export declare function markupAnyAttributes(attributes: Readonly<Record<string, string>> | undefined): string;
/** Writes the elements a wildcard holds into the element `w` has open, as {@link markupXmlElements} does. */
export declare function writeXmlElements<E extends WildcardElement = never>(w: XmlWriter, elements: readonly (XmlElement | E)[] | undefined, constraint: WildcardConstraint | undefined, typed?: (element: E) => string): void;
/** Writes a value's `$anyAttributes` on the element `w` has just started. */
export declare function writeAnyAttributes(w: XmlWriter, attributes: Readonly<Record<string, string>> | undefined): void;
/** The namespace constraint of a wildcard: `xs:any` or `xs:anyAttribute`. */
export interface WildcardConstraint {
    /** `##any`, `##other` (any namespace but the target namespace and none), or the namespaces allowed (`""` for none). */
    readonly namespaces: "##any" | "##other" | readonly string[];
    /** Target namespace of the schema that declared the wildcard. */
    readonly targetNamespace: string;
}
/** Whether a name in namespace `ns` is allowed by a wildcard's namespace constraint. */
export declare function wildcardAllows(constraint: WildcardConstraint, ns: string): boolean;
/** The text of an element, its descendants' included. */
export declare function textOf(element: XmlElement): string;
/**
 * The rows of a .NET DataSet result (an inline `xs:schema` followed by a `diffgr:diffgram`, or by the DataSet
 * element itself), by table: each row a record of its columns' text, names decoded. The rows are the current
 * ones; the diffgram's `diffgr:before` and `diffgr:errors` stay in the XML. Column types are in the inline
 * schema, which this does not apply: every value is the text as sent.
 */
export declare function dataSetTables($any: readonly (XmlElement | WildcardElement)[]): Record<string, Record<string, string>[]>;
/** Whether a value has the shape of an {@link XmlElement} (for validators). */
export declare function isXmlElement(value: unknown): value is XmlElement;
