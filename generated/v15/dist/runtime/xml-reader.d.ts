import { type SimpleType } from "./simple-type.js";
import type { ChildBinding, ContentType, ElementCursor, XmlAttribute, XmlReadErrorCode, XmlReadLimits } from "./xml-content.js";
import { type WildcardConstraint, type XmlElement } from "./xml-element.js";
export type { ChildBinding, ContentType, ElementCursor, XmlAttribute, XmlReadErrorCode, XmlReadLimits, } from "./xml-content.js";
/** A malformed, hostile or invalid document; carries the position where reading stopped. */
export declare class XmlReadError extends Error {
    readonly name = "XmlReadError";
    /** Category of the failure. */
    readonly code: XmlReadErrorCode;
    /** One-based line of the input where the problem was detected. */
    readonly line: number;
    /** One-based column (in Unicode characters) where the problem was detected. */
    readonly column: number;
    /** The message without the position prefix. */
    readonly reason: string;
    /** Creates the error; `message` becomes `line:column: reason`. */
    constructor(code: XmlReadErrorCode, reason: string, line: number, column: number);
}
/** The defaults: generous for any legitimate message of this service, small enough to stop abuse. */
export declare const DEFAULT_XML_LIMITS: XmlReadLimits;
/** Options of {@link readXml}, {@link readXmlStream} and {@link XmlReader}. */
export interface XmlReadOptions extends Partial<XmlReadLimits> {
    /**
     * Reject what lenient reading tolerates: unknown elements and attributes, non-whitespace text in
     * element-only content, a repeated single member, an unknown `xsi:type`. Default `false`.
     */
    readonly strict?: boolean;
    /** Items handed to callbacks instead of being collected ({@link streamItems}). */
    readonly streams?: readonly ItemStream[];
}
/** A reference to a type: direct, or a thunk for types declared later or in a cycle. */
export type TypeRef<V> = SimpleType<V> | ContentType<V> | (() => ContentType<V>);
/** Occurrence of an element member. */
export interface ElementOccurs {
    /** minOccurs >= 1. Default `false`. */
    readonly required?: boolean;
    /** `nillable="true"`. Default `false`. */
    readonly nillable?: boolean;
    /** maxOccurs > 1: the member is an array, one item per element. Default `false`. */
    readonly repeated?: boolean;
    /** minOccurs of a repeated element, which validators check (reading does not count). Default 0. */
    readonly minOccurs?: number;
    /** maxOccurs of a repeated element, which validators check. Default unbounded. */
    readonly maxOccurs?: number;
    /** `default` of an element of simple type, lexical: the value of the element present and empty. */
    readonly default?: string;
    /** `fixed` of an element of simple type, lexical: see {@link ValueConstraint.fixed}. */
    readonly fixed?: string;
}
/** The `default` or `fixed` value of an attribute or element, lexical, as the schema writes it. */
export interface ValueConstraint {
    /** The value of an absent attribute, or of an element present and empty. */
    readonly default?: string;
    /**
     * The only value allowed: strict reading refuses another (compared in the value space, so `1.0` matches
     * `1.00` for a decimal) and validators report it; an absent attribute or an empty element holds it, and
     * writers write it where the value leaves it out.
     */
    readonly fixed?: string;
}
/** An element member: `<local>` in namespace `ns`, read by `type`. */
export interface ElementField<V> {
    /** Discriminant. */
    readonly kind: "element";
    /** Namespace URI of the element (`""` if unqualified). */
    readonly ns: string;
    /** Local name of the element. */
    readonly local: string;
    /** Reader of the element's content. */
    readonly type: TypeRef<V>;
    /** Occurrence and nillability. */
    readonly occurs: ElementOccurs;
}
/** Occurrence of a wrapped list. */
export interface ListOccurs {
    /** The wrapper element is required. Default `false`. */
    readonly required?: boolean;
    /** The wrapper element may be nil. Default `false`. */
    readonly nillable?: boolean;
    /** Items may be nil (`null` entries). Default `false`. */
    readonly itemNillable?: boolean;
    /** minOccurs of the item elements, which validators check (reading does not count). Default 0. */
    readonly itemMinOccurs?: number;
    /** maxOccurs of the item elements, which validators check. Default unbounded. */
    readonly itemMaxOccurs?: number;
    /** The wrapper is a SOAP-encoded array (see {@link ArrayTypeDefinition.encoded}). Default `false`. */
    readonly encoded?: boolean;
}
/** A wrapped list member: `<local><item/><item/></local>`, one array entry per item element. */
export interface ListField<V> {
    /** Discriminant. */
    readonly kind: "list";
    /** Namespace URI of the wrapper element. */
    readonly ns: string;
    /** Local name of the wrapper element. */
    readonly local: string;
    /** Namespace URI of the item elements. */
    readonly itemNs: string;
    /** Local name of the item elements. */
    readonly itemLocal: string;
    /** Reader of one item's content. */
    readonly type: TypeRef<V>;
    /** Occurrence and nillability. */
    readonly occurs: ListOccurs;
}
/** An attribute member. */
export interface AttributeField<V> {
    /** Discriminant. */
    readonly kind: "attribute";
    /** Namespace URI (`""` for an unqualified attribute, the usual case). */
    readonly ns: string;
    /** Local name. */
    readonly local: string;
    /** Codec of the value. */
    readonly type: SimpleType<V>;
    /** `use="required"`. */
    readonly required: boolean;
    /** Its `default` or `fixed` value. */
    readonly value?: ValueConstraint;
}
/** The character data of a simple-content type (for example the decimal inside `<price currency="EUR">`). */
export interface TextField<V> {
    /** Discriminant. */
    readonly kind: "text";
    /** Codec of the value. */
    readonly type: SimpleType<V>;
}
/** Occurrence of the elements an `xs:any` matches, which validators check (reading does not count). */
export interface AnyOccurs {
    /** minOccurs. Default 0. */
    readonly minOccurs?: number;
    /** maxOccurs. Default unbounded. */
    readonly maxOccurs?: number;
}
/**
 * The elements an `xs:any` matches, in document order: an array, `[]` when none. Each is kept as an
 * {@link XmlElement}, except, where the wildcard processes its contents, one that `elements` declares: that
 * one is read typed, as a {@link WildcardElement}.
 */
export interface AnyField {
    /** Discriminant. */
    readonly kind: "any";
    /** Which namespaces the wildcard allows. */
    readonly constraint: WildcardConstraint;
    /** Occurrence bounds. */
    readonly occurs: AnyOccurs;
    /**
     * `processContents`: `skip` keeps every element as XML; `lax` reads the elements `elements` declares typed
     * and keeps the others as XML; `strict` as `lax`, but strict reading and validators refuse the others.
     */
    readonly processContents: "skip" | "lax" | "strict";
    /** The global elements of the package's schema (those the constraint allows are read typed). */
    readonly elements?: () => readonly ElementField<unknown>[];
    /**
     * Where this field merges several wildcards of which only some are strict: each of them. An undeclared
     * element is refused as under `strict` where every one that allows its namespace is strict.
     */
    readonly parts?: readonly WildcardPart[];
}
/** One of the wildcards an {@link AnyField} merges. */
export interface WildcardPart extends WildcardConstraint {
    /** Its own `processContents`. */
    readonly processContents: "skip" | "lax" | "strict";
}
/** Whether `field` refuses an undeclared element of namespace `ns` (strict reading, validators). */
export declare function strictAbout(field: AnyField, ns: string): boolean;
/** The attributes an `xs:anyAttribute` matches, by Clark name (`{uri}local`); absent when none. */
export interface AnyAttributeField {
    /** Discriminant. */
    readonly kind: "anyAttribute";
    /** Which namespaces the wildcard allows. */
    readonly constraint: WildcardConstraint;
}
/**
 * Content whose order carries meaning, one array in document order: the text (strings) and elements of mixed
 * content, or the elements of a repeated choice. An element is an object with one key, the property of its
 * alternative (`{ b: "bold" }`); an element the wildcard matches is an {@link XmlElement}.
 */
export interface OrderedField {
    /** Discriminant. */
    readonly kind: "ordered";
    /** The alternatives by property name: each is one element, one occurrence per item. */
    readonly items: Readonly<Record<string, ElementField<unknown>>>;
    /**
     * The item of each alternative holding a value (`(value) => ({ b: value })`), by property name. Written out
     * in the generated reader: the engine builds an object literal of known keys from a template, while a
     * computed key (`{ [key]: value }`) costs it a call into its runtime for every item read.
     */
    readonly makeItem: Readonly<Record<string, (value: unknown) => object>>;
    /** `mixed="true"`: character data is kept, as strings between the items. */
    readonly mixed: boolean;
    /** The wildcard among the alternatives, if any. */
    readonly any?: AnyField;
    /** Bounds of the number of element items, which validators check. */
    readonly occurs: AnyOccurs;
    /**
     * Where the items come in rounds (a repeated sequence, or a repeated choice with a sequence among its
     * branches), which validators check: each round follows one of these patterns, the item keys in order, a key
     * marked `?` optional, `*` any number of times, `+` once or more.
     */
    readonly rounds?: readonly (readonly string[])[];
}
/** Any member of a complex type. */
export type Field<V> = ElementField<V> | ListField<V> | AttributeField<V> | TextField<V> | AnyField | AnyAttributeField | OrderedField;
type Present<X> = Exclude<X, null | undefined>;
type ItemOf<X> = Present<X> extends readonly (infer I)[] ? Present<I> : never;
type Widened<X> = X extends string ? string : X extends number ? number : X extends boolean ? boolean : X extends bigint ? bigint : X;
/**
 * One field per property of `T` (except `$type`), keyed by the TypeScript property name; the value type of
 * each field must match the property (its item type for arrays), or its widened type (a fixed value's).
 */
export type FieldTable<T> = {
    readonly [K in Exclude<KeyOf<T>, "$type">]-?: Field<Present<PropertyOf<T, K>>> | Field<ItemOf<PropertyOf<T, K>>> | Field<Widened<Present<PropertyOf<T, K>>>> | Field<Widened<ItemOf<PropertyOf<T, K>>>>;
};
type KeyOf<T> = T extends unknown ? keyof T : never;
type PropertyOf<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
/** The description of one complex type that {@link complexType} turns into a reader. */
export interface ComplexTypeDefinition<T> {
    /** Target namespace of the XSD type. */
    readonly ns: string;
    /** XSD name of the type; also the `$type` value when `xsi:type` selects it, unless `discriminant` is set. */
    readonly name: string;
    /** A type declared in place, without an XSD name: `name` is its TypeScript name, which no `xsi:type` names. */
    readonly anonymous?: boolean;
    /** The `$type` value, `{namespace}local`, where another type of its hierarchy shares its name. */
    readonly discriminant?: string;
    /** Members, base type members first (extension appends), each in schema order. */
    readonly fields: FieldTable<T>;
    /** Every type derived from this one (transitively) that may appear through `xsi:type`. */
    readonly derived?: () => readonly ContentType<unknown>[];
    /** The complex type this one derives from; like {@link derived}, it says values may carry `$type`. */
    readonly base?: () => ContentType<unknown>;
    /** An abstract type: an element of this type must carry `xsi:type`. */
    readonly abstract?: boolean;
    /** The choices flattened into members, which validators check ({@link ChoiceRule}). */
    readonly choices?: readonly ChoiceRule[];
    /**
     * Of `xs:anyType` only: the types an `xsi:type` on its element may name, by `{namespace}local` (the package's
     * global types and the XSD built-ins). An element naming one reads as a `TypedValue` of it; any other
     * keeps its content as XML and its `xsi:type` as `$type`.
     */
    readonly types?: () => Readonly<Record<string, TypeRef<unknown>>>;
}
/**
 * An `xs:choice` that occurs at most once, its branches flattened into members: at most one branch may be
 * present, and one must be when `required`.
 */
export interface ChoiceRule {
    /** The properties of each branch (an optional sequence whose members need each other: its one branch). */
    readonly branches: readonly (readonly string[])[];
    /** Whether a branch must be present. */
    readonly required: boolean;
    /** Per branch and property, the occurrences it needs once the branch is taken (absent: presence says all). */
    readonly least?: readonly (readonly number[])[];
}
/** Declares an element member; see {@link ElementOccurs}. */
export declare function element<V>(ns: string, local: string, type: TypeRef<V>, occurs?: ElementOccurs): ElementField<V>;
/** Declares a wrapped list member; see {@link ListOccurs}. */
export declare function list<V>(ns: string, local: string, itemNs: string, itemLocal: string, type: TypeRef<V>, occurs?: ListOccurs): ListField<V>;
/** How an attribute is used: `use="required"`, and its `default` or `fixed` value. */
export interface AttributeUse extends ValueConstraint {
    /** `use="required"`. Default `false`. */
    readonly required?: boolean;
}
/** Declares an unqualified attribute member. */
export declare function attribute<V>(local: string, type: SimpleType<V>, use?: AttributeUse): AttributeField<V>;
/** Declares a namespace-qualified attribute member. */
export declare function attributeNs<V>(ns: string, local: string, type: SimpleType<V>, use?: AttributeUse): AttributeField<V>;
/** Declares the elements matched by an `xs:any`; see {@link AnyField}. */
export declare function anyElements(namespaces: WildcardConstraint["namespaces"], targetNamespace: string, occurs?: AnyOccurs, processContents?: AnyField["processContents"], elements?: () => readonly ElementField<unknown>[], parts?: readonly WildcardPart[]): AnyField;
/** Declares the attributes matched by an `xs:anyAttribute`; see {@link AnyAttributeField}. */
export declare function anyAttributes(namespaces: WildcardConstraint["namespaces"], targetNamespace: string): AnyAttributeField;
/** Declares content whose order carries meaning; see {@link OrderedField}. */
export declare function ordered(items: Readonly<Record<string, ElementField<unknown>>>, makeItem: OrderedField["makeItem"], options?: {
    readonly mixed?: boolean;
    readonly any?: AnyField;
    readonly rounds?: OrderedField["rounds"];
} & AnyOccurs): OrderedField;
/** Declares the character data of a simple-content type. */
export declare function text<V>(type: SimpleType<V>): TextField<V>;
/** The content reader of a simple type: collects the text and parses it with the codec. */
export declare function simpleContent<V>(type: SimpleType<V>): ContentType<V>;
/**
 * The text of `value` of `type` that two lexical forms of one value share, for comparing with a fixed value:
 * the codec's format, and for a decimal (kept as written) its digits without insignificant zeros.
 */
export declare function valueText<V>(type: SimpleType<V>, value: V): string;
/** {@link valueText} of lexical form `lexical`. */
export declare function canonicalText<V>(type: SimpleType<V>, lexical: string): string;
/** The content type a type reference stands for (a simple type read as an element's text). */
export declare function resolveType<V>(ref: TypeRef<V>): ContentType<V>;
/** The description of an `ArrayOfX` wrapper type that {@link arrayType} turns into a reader. */
export interface ArrayTypeDefinition<T extends readonly unknown[]> {
    /** Target namespace of the XSD type. */
    readonly ns: string;
    /** XSD name of the type. */
    readonly name: string;
    /** A type declared in place, without an XSD name: `name` is its TypeScript name, which no `xsi:type` names. */
    readonly anonymous?: boolean;
    /** The repeated item element ({@link element} with `repeated: true`): its name, reader and occurrence. */
    readonly item: ElementField<Exclude<T[number], null>>;
    /**
     * A row of a SOAP-encoded multi-dimensional array: the items of one index of the array around it, which the
     * SOAP encoding writes in one flat list (SOAP 1.1 section 5.4.2.2). Literal XML writes it as any array.
     */
    readonly row?: boolean;
    /**
     * A restriction of SOAP encoding's `Array`, which SOAP encoding writes as `soapenc:Array` with its
     * `soapenc:arrayType`. Any other wrapper type (Axis 1's `apachesoap:Vector`) it writes as a value of its own
     * type holding the repeated items. Literal XML writes either as any array.
     */
    readonly encoded?: boolean;
}
/**
 * The reader of an `ArrayOfX` wrapper type read as an element of its own: an operation's result, the root
 * of a plain HTTP response. Its value is the array of its items, as where the wrapper is a member ({@link list}).
 */
export declare class ArrayType<T extends readonly unknown[]> implements ContentType<T> {
    #private;
    /** Discriminant. */
    readonly kind = "content";
    readonly textual = false;
    /** XSD name of the type. */
    readonly name: string;
    /** What it was built from. */
    readonly definition: ArrayTypeDefinition<T>;
    constructor(definition: ArrayTypeDefinition<T>);
    /** Implements {@link ContentType.begin}. */
    begin(): unknown;
    /** Implements {@link ContentType.child}. */
    child(state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding | undefined;
    /** Implements {@link ContentType.add}. */
    add(state: unknown, binding: ChildBinding, value: unknown): void;
    /** Implements {@link ContentType.end}. */
    end(state: unknown): T;
    /** Implements {@link ContentType.isType}: so that strict reading refuses an `xsi:type` naming another type. */
    isType(ns: string, local: string): boolean;
}
/** Builds the reader of an `ArrayOfX` wrapper type from its item element. */
export declare function arrayType<T extends readonly unknown[]>(definition: ArrayTypeDefinition<T>): ArrayType<T>;
/** The reader of one complex type, built by {@link complexType}. */
export declare class ComplexType<T> implements ContentType<T> {
    #private;
    /** Discriminant. */
    readonly kind = "content";
    /** XSD name of the type. */
    readonly name: string;
    /** The `$type` of its values: its name, or `{namespace}name` where another type of its hierarchy shares that. */
    readonly discriminant: string;
    /** Target namespace of the type. */
    readonly ns: string;
    /** Whether character data is collected (simple content). */
    readonly textual: boolean;
    /** The definition this reader was built from (serializers and tools may read it). */
    readonly definition: ComplexTypeDefinition<T>;
    /** Implements {@link ContentType.text} for mixed content; undefined otherwise (simple content is collected). */
    readonly text: ((state: unknown, text: string) => void) | undefined;
    /** Use {@link complexType}. */
    constructor(definition: ComplexTypeDefinition<T>);
    /** Implements {@link ContentType.begin}: a fresh object with attributes read and arrays created. */
    begin(cursor: ElementCursor): Record<string, unknown>;
    /**
     * Implements {@link ContentType.child}: a declared element, else one the `xs:any` allows, else (lenient
     * reading only) the member of its local name in another namespace or an element kept under
     * {@link UNKNOWN_KEY}. A declared element that occurs once, met again, is one the `xs:any` allows where it
     * does (`<item/><xs:any/>` holds `<item/><item/>`).
     */
    child(state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding | undefined;
    /** Implements {@link ContentType.add}. */
    add(state: unknown, binding: ChildBinding, value: unknown, cursor: ElementCursor): void;
    /** Implements {@link ContentType.end}: reads simple content and checks required members. */
    end(state: unknown, text: string, cursor: ElementCursor): T;
    /**
     * Implements {@link ContentType.derivedType}: a type derived from this one, or of `xs:anyType`, the reader of
     * a `TypedValue` of the type named (see {@link ComplexTypeDefinition.types}).
     */
    derivedType(ns: string, local: string): ContentType<T> | undefined;
    /** Implements {@link ContentType.isType}. */
    isType(ns: string, local: string): boolean;
    /** The namespace constraint of the type's element wildcard, which its writers check (none without one). */
    get wildcard(): WildcardConstraint | undefined;
}
/**
 * Property under which a lenient reader keeps, as {@link XmlElement}s in document order, the child elements that
 * a complex type neither declares nor matches with a wildcard (so a newer peer's additions are not lost). The
 * interfaces do not declare it: read it with {@link unknownElements}. Strict reading refuses such elements.
 */
export declare const UNKNOWN_KEY = "$unknown";
/**
 * Property under which a lenient reader keeps, by Clark name, the attributes of a type with an
 * `xs:anyAttribute` that neither the type declares nor the wildcard's namespace constraint allows. Like
 * {@link UNKNOWN_KEY}, the interfaces do not declare it and writers do not write it.
 */
export declare const UNKNOWN_ATTRIBUTES_KEY = "$unknownAttributes";
/** An element kept by a lenient reader where no member is declared, with the property path of its parent. */
export interface UnknownElement {
    /** Property path of the value holding it (`result.meals[2]`; `""` for the value itself). */
    readonly path: string;
    /** The element. */
    readonly element: XmlElement;
}
/**
 * Every element a lenient read kept in `value` or any value inside it under {@link UNKNOWN_KEY}, in document
 * order with where it was found: what a newer peer sent that this package's schema does not know.
 */
export declare function unknownElements(value: unknown, path?: string): UnknownElement[];
/** Builds the reader of a complex type from its member table. */
export declare function complexType<T>(definition: ComplexTypeDefinition<T>): ComplexType<T>;
/** Items of a repeated element handed to a callback one at a time, never collected (flat memory). */
export interface ItemStream {
    /** Namespace URI of the item element. */
    readonly ns: string;
    /** Local name of the item element. */
    readonly local: string;
    /** The declared content type of the item element (the stream applies only where it is declared so). */
    readonly type: ContentType<unknown>;
    /** Receives each completed item in document order. */
    readonly onItem: (item: unknown) => void;
}
/**
 * Streams every `{ns}local` element read as `type` to `onItem` instead of storing it in its parent's array
 * (which stays empty). Pass the result in {@link XmlReadOptions.streams}.
 */
export declare function streamItems<V>(ns: string, local: string, type: TypeRef<V>, onItem: (item: V) => void): ItemStream;
/**
 * A push reader: feed chunks with {@link XmlReader.write}, get the value from {@link XmlReader.close}.
 * Use {@link readXml} for a whole document in memory and {@link readXmlStream} for a stream.
 */
export declare class XmlReader<T> implements ElementCursor {
    #private;
    /** Implements {@link ElementCursor.ns}. */
    ns: string;
    /** Implements {@link ElementCursor.local}. */
    local: string;
    /** Implements {@link ElementCursor.prefix}. */
    prefix: string;
    /** Implements {@link ElementCursor.attributes}. */
    attributes: Readonly<Record<string, XmlAttribute>>;
    /** Implements {@link ElementCursor.derived}. */
    derived: boolean;
    /** Implements {@link ElementCursor.strict}. */
    readonly strict: boolean;
    /**
     * Creates a reader expecting the root element `root` (for example `element(NS, "GetMealsResult", T)`), or
     * reading the document with a content type of its own, whose `child` picks the root element (SOAP envelopes).
     */
    constructor(root: ElementField<T> | ContentType<T>, options?: XmlReadOptions);
    /** Implements {@link ElementCursor.line}. */
    get line(): number;
    /** Implements {@link ElementCursor.column}. */
    get column(): number;
    /** Implements {@link ElementCursor.resolvePrefix}. */
    resolvePrefix(prefix: string): string | undefined;
    /** Implements {@link ElementCursor.attributeCount}. */
    get attributeCount(): number;
    /** Implements {@link ElementCursor.attributeName}. */
    attributeName(index: number): string;
    /** Implements {@link ElementCursor.attributeNamespace}. */
    attributeNamespace(index: number): string;
    /** Implements {@link ElementCursor.attributeText}. */
    attributeText(index: number): string;
    /** Implements {@link ElementCursor.attributeValue}. */
    attributeValue(ns: string, local: string): string | undefined;
    /** Implements {@link ElementCursor.fail}. */
    fail(reason: string, code?: XmlReadErrorCode): never;
    /** Feeds the next chunk of the document (bytes are UTF-8; a chunk may end inside a character). */
    write(chunk: string | Uint8Array): void;
    /** Ends the input; returns the root element's value or throws {@link XmlReadError}. */
    close(): T;
}
/**
 * Reads a whole document held in memory. Plain documents take the fast path of `xml-scanner.ts`; the rest
 * (and every error) is read with saxes, so values, errors and their positions are the same either way.
 */
export declare function readXml<T>(input: string | Uint8Array, root: ElementField<T> | ContentType<T>, options?: XmlReadOptions): T;
/**
 * Reads a document from chunks (a `node:stream` Readable, an HTTP response, any async iterable). Memory stays
 * flat when the large repeated parts are handed to {@link XmlReadOptions.streams}.
 */
export declare function readXmlStream<T>(source: AsyncIterable<string | Uint8Array>, root: ElementField<T> | ContentType<T>, options?: XmlReadOptions): Promise<T>;
