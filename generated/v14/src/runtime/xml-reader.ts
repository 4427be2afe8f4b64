/**
 * The deserializer scaffold: reads XML straight into typed objects (no DOM, no tree), from saxes events, or
 * for a plain document held whole in memory from the direct scan of `xml-scanner.ts` (same values).
 *
 * Generated code describes each complex type once, as a table of its members in schema order, and the
 * engine in this module does the rest (namespaces, `xsi:nil`, `xsi:type`, CDATA, bounds, unknown elements):
 *
 * ```ts
 * export const Meal: ComplexType<Meal> = complexType<Meal>({
 *   ns: NS,
 *   name: "Meal",
 *   fields: {
 *     id: element(NS, "id", xsInt, { required: true }),
 *     name: element(NS, "name", xsString),
 *     prices: list(NS, "prices", NS, "price", () => MonetaryValue),
 *     isPrioritized: attribute("isPrioritized", xsBoolean),
 *   },
 * });
 * const meal = readXml(xml, element(NS, "meal", Meal, { required: true }));
 * ```
 *
 * Values: an absent optional member is an absent property; `xsi:nil` gives `null`; a repeated element
 * (maxOccurs > 1) is always an array, `[]` when no item is present; a wrapped list ({@link list}) is
 * `undefined` when the wrapper is absent and `[]` when it is empty. An element whose `xsi:type` selects a
 * derived type carries `$type` (the derived type's XSD name), which serializers turn back into `xsi:type`.
 *
 * Hostile input: a DOCTYPE is refused (so no entity is ever expanded), only UTF-8 is read, and every
 * resource is bounded ({@link XmlReadLimits}). Every failure is an {@link XmlReadError} with line and column.
 * @module
 */
import { brandClass } from "./brand.ts";
import { keepHiddenClass, plainObjectConstructor } from "./plain-object.ts";
import { isUtf8 } from "node:buffer";
import { TextDecoder } from "node:util";
import { SaxesParser, type SaxesTagNS } from "saxes";
import { ScalarError, type SimpleType } from "./simple-type.ts";
import { XMLNS_NS, XSI_NS } from "./xml-names.ts";
import type {
  ChildBinding,
  ContentType,
  ElementCursor,
  XmlAttribute,
  XmlReadErrorCode,
  XmlReadLimits,
} from "./xml-content.ts";
import {
  clarkName,
  isXmlElement,
  wildcardAllows,
  xmlElementContent,
  type WildcardConstraint,
  type XmlElement,
} from "./xml-element.ts";
import {
  DECLINED,
  detached,
  internalized,
  isWideUnicode,
  readXsiNil,
  readXsiType,
  scanDocument,
  utf8Text,
  xsiTypeName,
} from "./xml-scanner.ts";
import { TypedValueContent } from "./typed-value.ts";

export type {
  ChildBinding,
  ContentType,
  ElementCursor,
  XmlAttribute,
  XmlReadErrorCode,
  XmlReadLimits,
} from "./xml-content.ts";

/** A malformed, hostile or invalid document; carries the position where reading stopped. */
export class XmlReadError extends Error {
  override readonly name = "XmlReadError";
  /** Category of the failure. */
  readonly code: XmlReadErrorCode;
  /** One-based line of the input where the problem was detected. */
  readonly line: number;
  /** One-based column (in Unicode characters) where the problem was detected. */
  readonly column: number;
  /** The message without the position prefix. */
  readonly reason: string;

  /** Creates the error; `message` becomes `line:column: reason`. */
  constructor(code: XmlReadErrorCode, reason: string, line: number, column: number) {
    super(`${line}:${column}: ${reason}`);
    this.code = code;
    this.reason = reason;
    this.line = line;
    this.column = column;
  }
}
brandClass(XmlReadError, "XmlReadError");

/** The defaults: generous for any legitimate message of this service, small enough to stop abuse. */
export const DEFAULT_XML_LIMITS: XmlReadLimits = {
  maxDepth: 64,
  maxElements: 1_000_000,
  maxAttributes: 64,
  maxNamespaceDeclarations: 1024,
  maxNameLength: 256,
  maxTextLength: 1 << 20,
  maxAttributeLength: 1 << 16,
  maxInputSize: 32 << 20,
};

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
export function strictAbout(field: AnyField, ns: string): boolean {
  if (field.processContents === "strict") return true;
  const allowing = field.parts?.filter((part) => wildcardAllows(part, ns)) ?? [];
  return allowing.length > 0 && allowing.every((part) => part.processContents === "strict");
}

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
export type Field<V> =
  | ElementField<V>
  | ListField<V>
  | AttributeField<V>
  | TextField<V>
  | AnyField
  | AnyAttributeField
  | OrderedField;

type Present<X> = Exclude<X, null | undefined>;
type ItemOf<X> = Present<X> extends readonly (infer I)[] ? Present<I> : never;
// A fixed value's property is typed as its literal (`"1.0"`), read by the codec of its type (`string`).
type Widened<X> = X extends string
  ? string
  : X extends number
    ? number
    : X extends boolean
      ? boolean
      : X extends bigint
        ? bigint
        : X;

/**
 * One field per property of `T` (except `$type`), keyed by the TypeScript property name; the value type of
 * each field must match the property (its item type for arrays), or its widened type (a fixed value's).
 */
export type FieldTable<T> = {
  readonly [K in Exclude<KeyOf<T>, "$type">]-?:
    | Field<Present<PropertyOf<T, K>>>
    | Field<ItemOf<PropertyOf<T, K>>>
    | Field<Widened<Present<PropertyOf<T, K>>>>
    | Field<Widened<ItemOf<PropertyOf<T, K>>>>;
};

// A type whose choice is a union of its branches (`{ a: A; b?: never } | { a?: never; b: B }`) has a field
// for every property of every branch, of the type the property has where it is not `never`.
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
export function element<V>(
  ns: string,
  local: string,
  type: TypeRef<V>,
  occurs: ElementOccurs = {},
): ElementField<V> {
  return { kind: "element", ns, local, type, occurs };
}

/** Declares a wrapped list member; see {@link ListOccurs}. */
export function list<V>(
  ns: string,
  local: string,
  itemNs: string,
  itemLocal: string,
  type: TypeRef<V>,
  occurs: ListOccurs = {},
): ListField<V> {
  return { kind: "list", ns, local, itemNs, itemLocal, type, occurs };
}

/** How an attribute is used: `use="required"`, and its `default` or `fixed` value. */
export interface AttributeUse extends ValueConstraint {
  /** `use="required"`. Default `false`. */
  readonly required?: boolean;
}

/** Declares an unqualified attribute member. */
export function attribute<V>(local: string, type: SimpleType<V>, use: AttributeUse = {}): AttributeField<V> {
  return attributeNs("", local, type, use);
}

/** Declares a namespace-qualified attribute member. */
export function attributeNs<V>(
  ns: string,
  local: string,
  type: SimpleType<V>,
  use: AttributeUse = {},
): AttributeField<V> {
  const { required = false, ...value } = use;
  return {
    kind: "attribute",
    ns,
    local,
    type,
    required,
    ...(value.default === undefined && value.fixed === undefined ? {} : { value }),
  };
}

/** Declares the elements matched by an `xs:any`; see {@link AnyField}. */
export function anyElements(
  namespaces: WildcardConstraint["namespaces"],
  targetNamespace: string,
  occurs: AnyOccurs = {},
  processContents: AnyField["processContents"] = "skip",
  elements?: () => readonly ElementField<unknown>[],
  parts?: readonly WildcardPart[],
): AnyField {
  return {
    kind: "any",
    constraint: { namespaces, targetNamespace },
    occurs,
    processContents,
    ...(elements === undefined ? {} : { elements }),
    ...(parts === undefined ? {} : { parts }),
  };
}

/** Declares the attributes matched by an `xs:anyAttribute`; see {@link AnyAttributeField}. */
export function anyAttributes(
  namespaces: WildcardConstraint["namespaces"],
  targetNamespace: string,
): AnyAttributeField {
  return { kind: "anyAttribute", constraint: { namespaces, targetNamespace } };
}

/** Declares content whose order carries meaning; see {@link OrderedField}. */
export function ordered(
  items: Readonly<Record<string, ElementField<unknown>>>,
  makeItem: OrderedField["makeItem"],
  options: {
    readonly mixed?: boolean;
    readonly any?: AnyField;
    readonly rounds?: OrderedField["rounds"];
  } & AnyOccurs = {},
): OrderedField {
  const { mixed = false, any, rounds, minOccurs, maxOccurs } = options;
  const occurs = {
    ...(minOccurs === undefined ? {} : { minOccurs }),
    ...(maxOccurs === undefined ? {} : { maxOccurs }),
  };
  return {
    kind: "ordered",
    items,
    makeItem,
    mixed,
    ...(any === undefined ? {} : { any }),
    occurs,
    ...(rounds === undefined ? {} : { rounds }),
  };
}

/** Declares the character data of a simple-content type. */
export function text<V>(type: SimpleType<V>): TextField<V> {
  return { kind: "text", type };
}

function describe(error: unknown): string {
  return error instanceof ScalarError || error instanceof XmlReadError
    ? error.message
    : "value could not be read";
}

const simpleContents = new WeakMap<SimpleType<unknown>, ContentType<unknown>>();

/** The content reader of a simple type: collects the text and parses it with the codec. */
export function simpleContent<V>(type: SimpleType<V>): ContentType<V> {
  let content = simpleContents.get(type);
  if (content === undefined) {
    content = {
      kind: "content",
      name: type.name,
      textual: true,
      simple: type,
      begin: () => undefined,
      child: () => undefined,
      add: () => undefined,
      end(_state, text, cursor) {
        try {
          return type.parse(text, cursor);
        } catch (error) {
          return cursor.fail(`<${cursor.local}>: ${describe(error)}`, "invalid");
        }
      },
    };
    simpleContents.set(type, content);
  }
  return content as ContentType<V>;
}

/**
 * The text of `value` of `type` that two lexical forms of one value share, for comparing with a fixed value:
 * the codec's format, and for a decimal (kept as written) its digits without insignificant zeros.
 */
export function valueText<V>(type: SimpleType<V>, value: V): string {
  const text = type.format(value);
  if (type.name !== "decimal") return text;
  const [, sign = "", whole = "", fraction = ""] = /^([+-]?)0*(\d*)\.?(\d*?)0*$/.exec(text) ?? [];
  const digits = `${whole === "" ? "0" : whole}${fraction === "" ? "" : `.${fraction}`}`;
  return digits === "0" || sign !== "-" ? digits : `-${digits}`;
}

/** {@link valueText} of lexical form `lexical`. */
export function canonicalText<V>(type: SimpleType<V>, lexical: string): string {
  return valueText(type, type.parse(lexical));
}

/**
 * The content reader of an element of simple type with a `default` or `fixed` value: the element present and
 * empty holds that value, and strict reading refuses a value other than the fixed one.
 */
function constrainedContent<V>(type: SimpleType<V>, constraint: ValueConstraint): ContentType<V> {
  const empty = constraint.fixed ?? constraint.default;
  const fixed = constraint.fixed === undefined ? undefined : canonicalText(type, constraint.fixed);
  return {
    kind: "content",
    name: type.name,
    textual: true,
    begin: () => undefined,
    child: () => undefined,
    add: () => undefined,
    end(_state, text, cursor) {
      let value: V;
      try {
        // The default or fixed value is in value form (resolved at generation), the text as written.
        value = text === "" && empty !== undefined ? type.parse(empty) : type.parse(text, cursor);
      } catch (error) {
        return cursor.fail(`<${cursor.local}>: ${describe(error)}`, "invalid");
      }
      if (fixed !== undefined && cursor.strict && valueText(type, value) !== fixed)
        cursor.fail(`<${cursor.local}> must hold its fixed value ${constraint.fixed}`, "invalid");
      return value;
    },
  };
}

/** The reader of an element member's content: its type's, or one applying its `default` or `fixed` value. */
function elementContent(field: ElementField<unknown>): ContentType<unknown> {
  const content = resolveType(field.type);
  const { default: defaultValue, fixed } = field.occurs;
  if (content.simple === undefined || (defaultValue === undefined && fixed === undefined)) return content;
  return constrainedContent(content.simple, {
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
    ...(fixed === undefined ? {} : { fixed }),
  });
}

/** The content type a type reference stands for (a simple type read as an element's text). */
export function resolveType<V>(ref: TypeRef<V>): ContentType<V> {
  if (typeof ref === "function") return ref();
  return ref.kind === "simple" ? simpleContent(ref) : ref;
}

/** A compiled element member: the binding the engine holds, plus where the value goes. */
/** The {@link MemberBinding.makeItem} of a member that is no item of ordered content: never called. */
function makeNoItem(): never {
  throw new Error("not an item of ordered content");
}

class MemberBinding implements ChildBinding {
  readonly ns: string;
  readonly local: string;
  readonly type: ContentType<unknown>;
  readonly nillable: boolean;
  /** Property of the parent's object that receives the value. */
  readonly key: string;
  /** The property is an array and each element adds an item. */
  readonly repeated: boolean;
  /** Another member with the same local name in another namespace (rare). */
  next: MemberBinding | undefined = undefined;
  /** The member of a later declaration of the same element, read once this one is filled (rare). */
  later: MemberBinding | undefined = undefined;
  /** Implements {@link ChildBinding.raw}. */
  raw = false;
  /**
   * Not a property of its own: an item of ordered content (`target` names the array, the value goes in as the
   * item `makeItem` makes), or an undeclared element a lenient reader keeps (`target` undefined; the array
   * under {@link UNKNOWN_KEY} is made on first use).
   */
  special = false;
  /** The ordered content's property, for an item of it. */
  target: string | undefined = undefined;
  /** The item of ordered content holding a value ({@link OrderedField.makeItem}), for an item of it. */
  makeItem: (value: unknown) => object = makeNoItem;
  /** The Clark name of a global element read typed through a wildcard: it goes in as a `WildcardElement`. */
  element: string | undefined = undefined;

  constructor(
    ns: string,
    local: string,
    type: ContentType<unknown>,
    nillable: boolean,
    key: string,
    repeated: boolean,
  ) {
    this.ns = ns;
    this.local = local;
    this.type = type;
    this.nillable = nillable;
    this.key = key;
    this.repeated = repeated;
  }
}

/** Reads the wrapper of a {@link ListField}: collects its items into an array. */
class ListContent implements ContentType<unknown[]> {
  readonly kind = "content";
  readonly textual = false;
  readonly name: string;
  readonly #item: ChildBinding;

  constructor(name: string, item: ChildBinding) {
    this.name = name;
    this.#item = item;
  }

  begin(): unknown[] {
    return [];
  }

  child(_state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding | undefined {
    // Leniently, an item in another namespace is still an item (see sameLocalMember).
    return local === this.#item.local && (ns === this.#item.ns || !cursor.strict) ? this.#item : undefined;
  }

  add(state: unknown, _binding: ChildBinding, value: unknown): void {
    (state as unknown[]).push(value);
  }

  end(state: unknown): unknown[] {
    // An array grown by push keeps room for 16 items; an exact copy is what a large result carries to the
    // old generation (the grown one dies young, which costs the garbage collector next to nothing).
    return (state as unknown[]).slice();
  }
}

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
export class ArrayType<T extends readonly unknown[]> implements ContentType<T> {
  /** Discriminant. */
  readonly kind = "content";
  readonly textual = false;
  /** XSD name of the type. */
  readonly name: string;
  /** What it was built from. */
  readonly definition: ArrayTypeDefinition<T>;
  /** Built on first use: the item's reader may be declared after this one. */
  #content: ListContent | undefined;

  constructor(definition: ArrayTypeDefinition<T>) {
    this.name = definition.name;
    this.definition = definition;
  }

  #get(): ListContent {
    if (this.#content === undefined) {
      const { ns, local, type, occurs } = this.definition.item;
      const item = new MemberBinding(ns, local, resolveType(type), occurs.nillable === true, "", true);
      this.#content = new ListContent(this.name, item);
    }
    return this.#content;
  }

  /** Implements {@link ContentType.begin}. */
  begin(): unknown {
    return this.#get().begin();
  }

  /** Implements {@link ContentType.child}. */
  child(state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding | undefined {
    return this.#get().child(state, ns, local, cursor);
  }

  /** Implements {@link ContentType.add}. */
  add(state: unknown, binding: ChildBinding, value: unknown): void {
    this.#get().add(state, binding, value);
  }

  /** Implements {@link ContentType.end}. */
  end(state: unknown): T {
    return this.#get().end(state) as unknown as T;
  }

  /** Implements {@link ContentType.isType}: so that strict reading refuses an `xsi:type` naming another type. */
  isType(ns: string, local: string): boolean {
    return local === this.name && ns === this.definition.ns;
  }
}

/** Builds the reader of an `ArrayOfX` wrapper type from its item element. */
export function arrayType<T extends readonly unknown[]>(definition: ArrayTypeDefinition<T>): ArrayType<T> {
  return new ArrayType(definition);
}

interface CompiledAttribute {
  readonly key: string;
  readonly ns: string;
  readonly local: string;
  readonly type: SimpleType<unknown>;
  /** Canonical text of the fixed value, which strict reading requires. */
  readonly fixed: string | undefined;
  /** The value an absent attribute holds: its default or fixed value, parsed. */
  readonly absent: unknown;
}

interface CompiledAttributeWildcard {
  readonly key: string;
  readonly constraint: WildcardConstraint;
}

interface CompiledWildcard extends CompiledAttributeWildcard {
  /** Where strict reading refuses the elements it does not read typed (see {@link strictAbout}). */
  readonly field: AnyField;
  /**
   * The elements read typed, by local name (the same name in another namespace is its `next`): looked up
   * without making a Clark name for each element read.
   */
  readonly typed: ReadonlyMap<string, MemberBinding>;
  /** The bindings of the elements it keeps as XML. */
  readonly kept: KeptBindings;
}

const NO_TYPED_ELEMENTS: ReadonlyMap<string, MemberBinding> = new Map();

/** The compiled form of an `xs:any` whose elements go to property `key`. */
function compileWildcard(key: string, field: AnyField): CompiledWildcard {
  const typed = new Map<string, MemberBinding>();
  if (field.processContents !== "skip") {
    for (const element of field.elements?.() ?? []) {
      if (!wildcardAllows(field.constraint, element.ns)) continue;
      const name = clarkName(element.ns, element.local);
      const nillable = element.occurs.nillable === true;
      const binding = new MemberBinding(
        element.ns,
        element.local,
        elementContent(element),
        nillable,
        key,
        false,
      );
      binding.special = true;
      binding.element = name;
      binding.next = typed.get(element.local);
      typed.set(element.local, binding);
    }
  }
  return {
    key,
    constraint: field.constraint,
    field,
    typed: typed.size === 0 ? NO_TYPED_ELEMENTS : typed,
    kept: new KeptBindings(key, false),
  };
}

interface Compiled {
  /** Element members by local name; a name used in two namespaces holds an array. */
  readonly elements: Map<string, MemberBinding>;
  readonly attributes: Map<string, CompiledAttribute>;
  /** Its values, for looking each one up. */
  readonly attributeList: readonly CompiledAttribute[];
  readonly anyElements: CompiledWildcard | undefined;
  /** The bindings of the elements a lenient reader keeps under {@link UNKNOWN_KEY}. */
  readonly unknown: KeptBindings;
  readonly anyAttributes: CompiledAttributeWildcard | undefined;
  readonly requiredElements: readonly MemberBinding[];
  readonly requiredAttributes: readonly (readonly [key: string, local: string])[];
  /** The optional attributes with a default or fixed value: filled in when absent. */
  readonly defaultedAttributes: readonly CompiledAttribute[];
  readonly repeatedKeys: readonly string[];
  /**
   * Whether a value read leniently, of this type and not a derived one, only has its own attributes looked up:
   * the type is not abstract nor `xs:anyType`, and has no attribute wildcard, no required or defaulted attribute
   * and no repeated member. Most values read are of such types.
   */
  readonly plainStart: boolean;
  readonly textKey: string | undefined;
  readonly textType: SimpleType<unknown> | undefined;
  readonly derived: Map<string, ContentType<unknown>>;
  /** Of `xs:anyType`: the readers of the types its `xsi:type` may name, made on first use. */
  readonly typed: Map<string, ContentType<unknown>>;
}

/** The reader of one complex type, built by {@link complexType}. */
export class ComplexType<T> implements ContentType<T> {
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
  // The definition's members that every value read consults, kept here: definitions differ in shape, and a
  // look-up in one of them was one of many shapes at the same place in the reader.
  readonly #abstract: boolean;
  readonly #types: ComplexTypeDefinition<T>["types"];
  #compiled: Compiled | undefined;
  /** Makes the values read, sized to this type's properties (see plain-object.ts). */
  readonly #Draft = plainObjectConstructor<Record<string, unknown>>();

  /** Use {@link complexType}. */
  constructor(definition: ComplexTypeDefinition<T>) {
    this.definition = definition;
    this.name = definition.name;
    this.discriminant = definition.discriminant ?? definition.name;
    this.ns = definition.ns;
    this.#abstract = definition.abstract === true;
    this.#types = definition.types;
    const fields = Object.entries<Field<unknown>>(definition.fields);
    const mixed = fields.find(([, field]) => field.kind === "ordered" && field.mixed)?.[0];
    this.textual = mixed !== undefined || fields.some(([, field]) => field.kind === "text");
    this.text = mixed === undefined ? undefined : (state, text) => appendText(state, mixed, text);
  }

  // Compiled on first use, when every module (and every thunk's target) has been evaluated.
  #compile(): Compiled {
    const elements = new Map<string, MemberBinding>();
    const attributes = new Map<string, CompiledAttribute>();
    const requiredElements: MemberBinding[] = [];
    const requiredAttributes: [string, string][] = [];
    const defaultedAttributes: CompiledAttribute[] = [];
    const repeatedKeys: string[] = [];
    let textKey: string | undefined;
    let textType: SimpleType<unknown> | undefined;
    let anyElements: CompiledWildcard | undefined;
    let anyAttributes: CompiledAttributeWildcard | undefined;
    const add = (binding: MemberBinding): void => {
      const existing = elements.get(binding.local);
      let same = existing;
      while (same !== undefined && same.ns !== binding.ns) same = same.next;
      if (same !== undefined) {
        while (same.later !== undefined) same = same.later;
        same.later = binding;
        return;
      }
      if (existing !== undefined) binding.next = existing;
      elements.set(binding.local, binding);
    };
    for (const [key, field] of Object.entries<Field<unknown>>(this.definition.fields)) {
      let binding: MemberBinding;
      switch (field.kind) {
        case "ordered":
          repeatedKeys.push(key);
          if (field.any !== undefined) anyElements = compileWildcard(key, field.any);
          for (const [itemKey, item] of Object.entries(field.items)) {
            const itemType = resolveType(item.type);
            const nillable = item.occurs.nillable === true;
            const member = new MemberBinding(item.ns, item.local, itemType, nillable, itemKey, false);
            member.special = true;
            member.target = key;
            member.makeItem = field.makeItem[itemKey] ?? makeNoItem;
            add(member);
          }
          continue;
        case "any":
          anyElements = compileWildcard(key, field);
          repeatedKeys.push(key);
          continue;
        case "anyAttribute":
          anyAttributes = { key, constraint: field.constraint };
          continue;
        case "attribute": {
          const { fixed, default: defaultValue } = field.value ?? {};
          const absent = fixed ?? defaultValue;
          const compiled: CompiledAttribute = {
            key,
            ns: field.ns,
            local: field.local,
            type: field.type,
            fixed: fixed === undefined ? undefined : canonicalText(field.type, fixed),
            absent: absent === undefined ? undefined : field.type.parse(absent),
          };
          attributes.set(field.local, compiled);
          if (field.required) requiredAttributes.push([key, field.local]);
          else if (absent !== undefined) defaultedAttributes.push(compiled);
          continue;
        }
        case "text":
          textKey = key;
          textType = field.type;
          continue;
        case "element": {
          const { required = false, nillable = false, repeated = false } = field.occurs;
          binding = new MemberBinding(field.ns, field.local, elementContent(field), nillable, key, repeated);
          if (repeated) repeatedKeys.push(key);
          else if (required) requiredElements.push(binding);
          break;
        }
        case "list": {
          const { required = false, nillable = false, itemNillable = false } = field.occurs;
          const itemType = resolveType(field.type);
          const item = new MemberBinding(field.itemNs, field.itemLocal, itemType, itemNillable, "", true);
          const wrapper = new ListContent(`list of ${itemType.name}`, item);
          binding = new MemberBinding(field.ns, field.local, wrapper, nillable, key, false);
          if (required) requiredElements.push(binding);
          break;
        }
      }
      add(binding);
    }
    const derived = new Map<string, ContentType<unknown>>();
    for (const type of this.definition.derived?.() ?? []) {
      if (type instanceof ComplexType) derived.set(`{${type.ns}}${type.name}`, type);
    }
    return {
      elements,
      attributes,
      attributeList: [...attributes.values()],
      anyElements,
      unknown: new KeptBindings(UNKNOWN_KEY, true),
      anyAttributes,
      requiredElements,
      requiredAttributes,
      defaultedAttributes,
      repeatedKeys,
      plainStart:
        !this.#abstract &&
        this.#types === undefined &&
        anyAttributes === undefined &&
        requiredAttributes.length === 0 &&
        defaultedAttributes.length === 0 &&
        repeatedKeys.length === 0,
      textKey,
      textType,
      derived,
      typed: new Map(),
    };
  }

  #get(): Compiled {
    return (this.#compiled ??= this.#compile());
  }

  /** Implements {@link ContentType.begin}: a fresh object with attributes read and arrays created. */
  begin(cursor: ElementCursor): Record<string, unknown> {
    const compiled = this.#compiled ?? this.#get();
    const draft = new this.#Draft();
    if (compiled.plainStart && !cursor.strict && !cursor.derived) {
      if (compiled.attributeList.length !== 0) this.#lookUpAttributes(draft, compiled, cursor);
      return draft;
    }
    if (this.#abstract && !cursor.derived) {
      cursor.fail(`<${cursor.local}> has abstract type ${this.name} and needs xsi:type`, "invalid");
    }
    if (cursor.derived) draft["$type"] = this.discriminant;
    else if (this.#types !== undefined) {
      // Of xs:anyType, naming a type the package does not know (or xs:anyType): kept to be written back.
      const written = cursor.attributeValue(XSI_NS, "type");
      if (written !== undefined) draft["$type"] = xsiTypeName(written, cursor);
    }
    // Reading leniently, a type without an attribute wildcard only looks its own attributes up; strict reading
    // and a wildcard go through all of them.
    if (cursor.strict || compiled.anyAttributes !== undefined) this.#readAttributes(draft, compiled, cursor);
    else if (compiled.attributeList.length !== 0) this.#lookUpAttributes(draft, compiled, cursor);
    for (const attribute of compiled.defaultedAttributes) draft[attribute.key] ??= attribute.absent;
    for (const key of compiled.repeatedKeys) draft[key] = [];
    return draft;
  }

  #lookUpAttributes(draft: Record<string, unknown>, compiled: Compiled, cursor: ElementCursor): void {
    for (const member of compiled.attributeList) {
      const text = cursor.attributeValue(member.ns, member.local);
      if (text === undefined) continue;
      try {
        draft[member.key] = member.type.parse(text, cursor);
      } catch (error) {
        cursor.fail(`attribute ${member.local} of <${cursor.local}>: ${describe(error)}`, "invalid");
      }
    }
    this.#checkRequiredAttributes(draft, compiled, cursor);
  }

  #checkRequiredAttributes(draft: Record<string, unknown>, compiled: Compiled, cursor: ElementCursor): void {
    for (const [key, local] of compiled.requiredAttributes) {
      if (draft[key] === undefined)
        cursor.fail(`<${cursor.local}> lacks required attribute ${local}`, "invalid");
    }
  }

  #readAttributes(draft: Record<string, unknown>, compiled: Compiled, cursor: ElementCursor): void {
    const attributes = cursor.attributes;
    for (const qname in attributes) {
      const attr = attributes[qname] as XmlAttribute;
      const member = compiled.attributes.get(attr.local);
      if (member !== undefined && member.ns === attr.uri) {
        let value: unknown;
        try {
          value = member.type.parse(attr.value, cursor);
        } catch (error) {
          cursor.fail(`attribute ${attr.local} of <${cursor.local}>: ${describe(error)}`, "invalid");
        }
        if (member.fixed !== undefined && cursor.strict && valueText(member.type, value) !== member.fixed)
          cursor.fail(
            `attribute ${attr.local} of <${cursor.local}> must hold its fixed value ${member.fixed}`,
            "invalid",
          );
        draft[member.key] = value;
      } else if (attr.uri === XMLNS_NS || attr.uri === XSI_NS) {
        continue;
      } else if (
        compiled.anyAttributes !== undefined &&
        wildcardAllows(compiled.anyAttributes.constraint, attr.uri)
      ) {
        const kept = (draft[compiled.anyAttributes.key] ??= {}) as Record<string, string>;
        kept[clarkName(attr.uri, attr.local)] = attr.value;
      } else if (cursor.strict) {
        cursor.fail(`unknown attribute ${attr.name} on <${cursor.local}>`, "invalid");
      } else if (compiled.anyAttributes !== undefined) {
        // Outside the attribute wildcard's constraint: kept apart, as elements outside `xs:any` are.
        const kept = (draft[UNKNOWN_ATTRIBUTES_KEY] ??= {}) as Record<string, string>;
        kept[clarkName(attr.uri, attr.local)] = attr.value;
      }
    }
    this.#checkRequiredAttributes(draft, compiled, cursor);
  }

  /**
   * Implements {@link ContentType.child}: a declared element, else one the `xs:any` allows, else (lenient
   * reading only) the member of its local name in another namespace or an element kept under
   * {@link UNKNOWN_KEY}. A declared element that occurs once, met again, is one the `xs:any` allows where it
   * does (`<item/><xs:any/>` holds `<item/><item/>`).
   */
  child(state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding | undefined {
    const compiled = this.#compiled ?? this.#get();
    let binding = compiled.elements.get(local);
    while (binding !== undefined && binding.ns !== ns) binding = binding.next;
    while (binding?.later !== undefined && (state as Record<string, unknown>)[binding.key] !== undefined)
      binding = binding.later;
    // Most types have no wildcard: that is tested before the draft's property is read.
    if (
      compiled.anyElements !== undefined &&
      binding !== undefined &&
      !binding.repeated &&
      !binding.special &&
      (state as Record<string, unknown>)[binding.key] !== undefined &&
      wildcardAllows(compiled.anyElements.constraint, ns)
    )
      return undeclaredChild(compiled, state, ns, local, cursor);
    return binding ?? undeclaredChild(compiled, state, ns, local, cursor);
  }

  /** Implements {@link ContentType.add}. */
  add(state: unknown, binding: ChildBinding, value: unknown, cursor: ElementCursor): void {
    const member = binding as MemberBinding;
    const draft = state as Record<string, unknown>;
    if (member.repeated) {
      appendItem(draft, member.key, value);
    } else if (member.special) {
      if (member.element !== undefined) appendItem(draft, member.key, { $element: member.element, value });
      else if (member.target === undefined) ((draft[member.key] ??= []) as unknown[]).push(value);
      else appendItem(draft, member.target, member.makeItem(value));
    } else {
      // Refused leniently read or not: readers disagree on which of two values counts (.asmx keeps the first,
      // most keep the last), so a server's authentication and its handler could see different ones.
      if (draft[member.key] !== undefined) {
        cursor.fail(`<${member.local}> appears more than once in ${this.name}`, "invalid");
      }
      draft[member.key] = value;
    }
  }

  /** Implements {@link ContentType.end}: reads simple content and checks required members. */
  end(state: unknown, text: string, cursor: ElementCursor): T {
    const draft = state as Record<string, unknown>;
    const compiled = this.#get();
    if (compiled.textType !== undefined && compiled.textKey !== undefined) {
      try {
        draft[compiled.textKey] = compiled.textType.parse(text, cursor);
      } catch (error) {
        cursor.fail(`<${cursor.local}>: ${describe(error)}`, "invalid");
      }
    }
    for (const member of compiled.requiredElements) {
      if (draft[member.key] === undefined) {
        cursor.fail(`<${cursor.local}> (${this.name}) lacks required element <${member.local}>`, "invalid");
      }
    }
    // As ListContent does: exact copies of the arrays grown by push, which keep room for more items.
    for (const key of compiled.repeatedKeys) {
      const items = draft[key] as unknown[] | LargeList;
      if (items instanceof LargeList) draft[key] = items.toArray();
      else if (items.length !== 0) draft[key] = items.slice();
    }
    return draft as T;
  }

  /**
   * Implements {@link ContentType.derivedType}: a type derived from this one, or of `xs:anyType`, the reader of
   * a `TypedValue` of the type named (see {@link ComplexTypeDefinition.types}).
   */
  derivedType(ns: string, local: string): ContentType<T> | undefined {
    const compiled = this.#get();
    const name = `{${ns}}${local}`;
    const types = this.#types;
    if (types === undefined) return compiled.derived.get(name) as ContentType<T> | undefined;
    let typed = compiled.typed.get(name);
    if (typed === undefined) {
      const table = types();
      if (!Object.hasOwn(table, name)) return undefined;
      typed = new TypedValueContent(name, resolveType(table[name] as TypeRef<unknown>));
      compiled.typed.set(name, typed);
    }
    return typed as ContentType<T>;
  }

  /** Implements {@link ContentType.isType}. */
  isType(ns: string, local: string): boolean {
    return local === this.name && ns === this.ns;
  }

  /** The namespace constraint of the type's element wildcard, which its writers check (none without one). */
  get wildcard(): WildcardConstraint | undefined {
    return (this.#compiled ?? this.#get()).anyElements?.constraint;
  }
}

/**
 * Property under which a lenient reader keeps, as {@link XmlElement}s in document order, the child elements that
 * a complex type neither declares nor matches with a wildcard (so a newer peer's additions are not lost). The
 * interfaces do not declare it: read it with {@link unknownElements}. Strict reading refuses such elements.
 */
export const UNKNOWN_KEY = "$unknown";

/**
 * Property under which a lenient reader keeps, by Clark name, the attributes of a type with an
 * `xs:anyAttribute` that neither the type declares nor the wildcard's namespace constraint allows. Like
 * {@link UNKNOWN_KEY}, the interfaces do not declare it and writers do not write it.
 */
export const UNKNOWN_ATTRIBUTES_KEY = "$unknownAttributes";

/** Where an element that no member of a complex type declares goes: see {@link ComplexType.child}. */
function undeclaredChild(
  compiled: Compiled,
  state: unknown,
  ns: string,
  local: string,
  cursor: ElementCursor,
): MemberBinding | undefined {
  const wildcard = compiled.anyElements;
  if (wildcard !== undefined && wildcardAllows(wildcard.constraint, ns)) {
    let typed = wildcard.typed.get(local);
    while (typed !== undefined && typed.ns !== ns) typed = typed.next;
    if (typed !== undefined) return typed;
    if (cursor.strict && strictAbout(wildcard.field, ns)) {
      cursor.fail(
        `<${local}>${ns === "" ? "" : ` in namespace ${ns}`} matches a strict wildcard, but the schema declares no such global element`,
        "invalid",
      );
    }
    return wildcard.kept.binding(ns, local);
  }
  if (cursor.strict) return undefined;
  return (
    sameLocalMember(compiled, state as Record<string, unknown>, local) ?? compiled.unknown.binding(ns, local)
  );
}

/**
 * Lenient reading: the member an element of another namespace means, where the type declares its local name in
 * one namespace only and that member is not filled yet. Peers get element forms wrong (node-soap writes the
 * members of a type from another schema in its parent's namespace; toolkits disagree on `elementFormDefault`),
 * and the value then fills its member typed rather than {@link UNKNOWN_KEY}. A wildcard that allows the
 * element's namespace takes it first, as the schema says.
 */
function sameLocalMember(
  compiled: Compiled,
  draft: Record<string, unknown>,
  local: string,
): MemberBinding | undefined {
  let binding = compiled.elements.get(local);
  if (binding === undefined || binding.next !== undefined) return undefined;
  while (binding.later !== undefined && draft[binding.key] !== undefined) binding = binding.later;
  return binding.repeated || binding.special || draft[binding.key] === undefined ? binding : undefined;
}

/**
 * The bindings of the elements kept as XML under one property, made once per name: a message of many
 * wildcard elements made one for each. A bounded number of names is kept, so that a document naming many
 * elements cannot grow it, and each as the engine's own copy (a slice of the document would hold all of it).
 */
class KeptBindings {
  readonly #byLocal = new Map<string, MemberBinding>();
  readonly #key: string;
  readonly #unknown: boolean;
  #size = 0;

  constructor(key: string, unknown: boolean) {
    this.#key = key;
    this.#unknown = unknown;
  }

  binding(ns: string, local: string): MemberBinding {
    let binding = this.#byLocal.get(local);
    while (binding !== undefined && binding.ns !== ns) binding = binding.next;
    if (binding !== undefined) return binding;
    const kept = this.#size < KEPT_BINDINGS_LIMIT && local.length + ns.length <= KEPT_NAME_LENGTH;
    binding = new MemberBinding(
      kept ? internalized(ns) : ns,
      kept ? internalized(local) : local,
      xmlElementContent,
      false,
      this.#key,
      !this.#unknown,
    );
    binding.raw = true;
    binding.special = this.#unknown;
    if (kept) {
      binding.next = this.#byLocal.get(binding.local);
      this.#byLocal.set(binding.local, binding);
      this.#size++;
    }
    return binding;
  }
}

const KEPT_BINDINGS_LIMIT = 64;
const KEPT_NAME_LENGTH = 512;

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
export function unknownElements(value: unknown, path = ""): UnknownElement[] {
  const found: UnknownElement[] = [];
  collectUnknown(value, path, found);
  return found;
}

function collectUnknown(value: unknown, path: string, found: UnknownElement[]): void {
  if (typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectUnknown(item, `${path}[${index}]`, found));
    return;
  }
  for (const [key, member] of Object.entries(value)) {
    if (key === UNKNOWN_KEY) {
      for (const element of member as readonly XmlElement[]) found.push({ path, element });
    } else if (typeof member === "object" && !isXmlElement(member)) {
      collectUnknown(member, path === "" ? key : `${path}.${key}`, found);
    }
  }
}

/** Adds character data of mixed content to its array, joined to text just before it. */
function appendText(state: unknown, key: string, text: string): void {
  const draft = state as Record<string, unknown>;
  const content = draft[key] as unknown[] | LargeList;
  if (content instanceof LargeList) {
    if (typeof content.last === "string") content.last += text;
    else content.push(text);
    return;
  }
  const last = content.length - 1;
  if (typeof content[last] === "string") content[last] += text;
  else appendItem(draft, key, text);
}

/** Items a repeated member collects in an array before they go to a {@link LargeList}. */
const LARGE_LIST_HEAD = 4096;
/** Items in each block of a {@link LargeList}. */
const LARGE_LIST_BLOCK = 4096;

/** Adds `item` to the items of the repeated member `key` of `draft`: see {@link LargeList}. */
function appendItem(draft: Record<string, unknown>, key: string, item: unknown): void {
  const items = draft[key] as unknown[] | LargeList;
  if (items instanceof LargeList) items.push(item);
  else if (items.length < LARGE_LIST_HEAD) items.push(item);
  else {
    const large = new LargeList(items);
    large.push(item);
    draft[key] = large;
  }
}

/**
 * The items of a repeated member once they are many, in blocks of a fixed size made one array at the end. An
 * array grown by push copies itself each time it grows by half, so a long list left about three times its size
 * behind for the garbage collector, and the exact copy that `end` makes of it once more.
 */
class LargeList {
  readonly #head: unknown[];
  readonly #blocks: unknown[][] = [];
  #block: unknown[] = [];
  #fill = LARGE_LIST_BLOCK;
  #count: number;

  constructor(head: unknown[]) {
    this.#head = head;
    this.#count = head.length;
  }

  push(item: unknown): void {
    if (this.#fill === LARGE_LIST_BLOCK) {
      this.#block = new Array<unknown>(LARGE_LIST_BLOCK);
      this.#blocks.push(this.#block);
      this.#fill = 0;
    }
    this.#block[this.#fill++] = item;
    this.#count++;
  }

  /** The last item (the list holds at least its head's). */
  get last(): unknown {
    return this.#blocks.length === 0 ? this.#head[this.#head.length - 1] : this.#block[this.#fill - 1];
  }

  set last(item: unknown) {
    if (this.#blocks.length === 0) this.#head[this.#head.length - 1] = item;
    else this.#block[this.#fill - 1] = item;
  }

  /** The items in one array of their number. */
  toArray(): unknown[] {
    const items = new Array<unknown>(this.#count);
    let at = 0;
    for (const item of this.#head) items[at++] = item;
    for (let block = 0; block < this.#blocks.length; block++) {
      const from = this.#blocks[block] as unknown[];
      const length = block === this.#blocks.length - 1 ? this.#fill : LARGE_LIST_BLOCK;
      for (let index = 0; index < length; index++) items[at++] = from[index];
    }
    return items;
  }
}

// A list of no document, never read: see keepHiddenClass.
keepHiddenClass(new LargeList([]));

/** Builds the reader of a complex type from its member table. */
export function complexType<T>(definition: ComplexTypeDefinition<T>): ComplexType<T> {
  return new ComplexType(definition);
}

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
export function streamItems<V>(
  ns: string,
  local: string,
  type: TypeRef<V>,
  onItem: (item: V) => void,
): ItemStream {
  return {
    ns,
    local,
    type: resolveType(type) as ContentType<unknown>,
    onItem: onItem as (item: unknown) => void,
  };
}

/** The content of the document itself: `root` when it is one, else the root element's {@link DocumentContent}. */
function documentContent<T>(root: ElementField<T> | ContentType<T>): ContentType<T> {
  if (root.kind === "content") return root;
  const { nillable = false } = root.occurs;
  const type = resolveType(root.type) as ContentType<unknown>;
  return new DocumentContent({ ns: root.ns, local: root.local, type, nillable }) as ContentType<T>;
}

/** The pseudo content of the document: accepts exactly the root element. */
class DocumentContent implements ContentType<unknown> {
  readonly kind = "content";
  readonly name = "document";
  readonly textual = false;
  readonly #root: ChildBinding;
  value: unknown;
  seen = false;

  constructor(root: ChildBinding) {
    this.#root = root;
  }

  begin(): undefined {
    return undefined;
  }

  child(_state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding {
    if (local !== this.#root.local || ns !== this.#root.ns) {
      cursor.fail(
        `expected root element {${this.#root.ns}}${this.#root.local}, found {${ns}}${local}`,
        "invalid",
      );
    }
    return this.#root;
  }

  add(_state: unknown, _binding: ChildBinding, value: unknown): void {
    this.value = value;
    this.seen = true;
  }

  end(_state: unknown, _text: string, cursor: ElementCursor): unknown {
    return this.seen ? this.value : cursor.fail("no root element", "malformed");
  }
}

const WHITESPACE_ONLY = /^[ \t\r\n]*$/;

/** Reads nothing of a nil element and yields `null`; any content is an error. */
const NIL_CONTENT: ContentType<null> = {
  kind: "content",
  name: "nil",
  textual: true,
  begin: () => undefined,
  child: (_state, _ns, local, cursor) => cursor.fail(`nil element has child <${local}>`, "invalid"),
  add: () => undefined,
  end: (_state, text, cursor) =>
    WHITESPACE_ONLY.test(text) ? null : cursor.fail(`nil element <${cursor.local}> has content`, "invalid"),
};

const NO_ATTRIBUTES: Readonly<Record<string, XmlAttribute>> = Object.freeze({});

/** One open element on the engine's stack; frames are reused, never reallocated per element. */
class Frame {
  type: ContentType<unknown> = NIL_CONTENT;
  binding: ChildBinding | undefined = undefined;
  /** The element's prefix and attributes, which the cursor shows again at its end tag. */
  prefix = "";
  attributes: Readonly<Record<string, XmlAttribute>> = NO_ATTRIBUTES;
  state: unknown = undefined;
  text = "";
  /** Length of the text handed to {@link ContentType.text} so far (bounded like collected text). */
  handed = 0;
  /** Whether text events reach this frame (collected, handed over, or checked under `strict`). */
  listens = false;
  stream: ItemStream | undefined = undefined;
}

/**
 * A push reader: feed chunks with {@link XmlReader.write}, get the value from {@link XmlReader.close}.
 * Use {@link readXml} for a whole document in memory and {@link readXmlStream} for a stream.
 */
export class XmlReader<T> implements ElementCursor {
  /** Implements {@link ElementCursor.ns}. */
  ns = "";
  /** Implements {@link ElementCursor.local}. */
  local = "";
  /** Implements {@link ElementCursor.prefix}. */
  prefix = "";
  /** Implements {@link ElementCursor.attributes}. */
  attributes: Readonly<Record<string, XmlAttribute>> = {};
  /** Implements {@link ElementCursor.derived}. */
  derived = false;
  /** Implements {@link ElementCursor.strict}. */
  readonly strict: boolean;

  readonly #limits: XmlReadLimits;
  readonly #streams: readonly ItemStream[];
  readonly #parser: SaxesParser<{ xmlns: true; position: true }>;
  readonly #frames: Frame[] = [];
  readonly #document: ContentType<T>;
  readonly #documentState: unknown;
  /** Created only once a chunk ends inside a character (or is invalid); whole chunks take the fast path. */
  #decoder: TextDecoder | undefined;
  #depth = 0;
  #skipping = 0;
  #elements = 0;
  #inputSize = 0;
  #started = false;
  #textSeen = false;
  #textOn = false;
  readonly #onText = (text: string): void => {
    try {
      this.#text(text);
    } catch (error) {
      this.#handlerError = error;
      throw error;
    }
  };
  #handlerError: unknown = undefined;
  /** Attributes and namespace declarations of the start tag being read, counted as saxes reads each one. */
  #tagAttributes = 0;
  #tagDeclarations = 0;
  /**
   * Stops a start tag at its first attribute or namespace declaration past its bound, before saxes reads the
   * rest of it: counted only once the tag is whole, a tag of 100 000 attributes cost many times plain text of
   * its size.
   */
  readonly #onAttribute = (attribute: { readonly name: string; readonly prefix?: string }): void => {
    const declaration = attribute.prefix === "xmlns" || attribute.name === "xmlns";
    let error: XmlReadError | undefined;
    if (declaration && ++this.#tagDeclarations > this.#limits.maxNamespaceDeclarations) {
      error = this.#error(
        "limit",
        `more than ${this.#limits.maxNamespaceDeclarations} namespace declarations`,
      );
    } else if (!declaration && ++this.#tagAttributes > this.#limits.maxAttributes) {
      error = this.#error("limit", `more than ${this.#limits.maxAttributes} attributes`);
    }
    if (error === undefined) return;
    this.#handlerError = error;
    throw error;
  };
  #rootSeen = false;
  /** End of the prolog read so far, so that a DOCTYPE split across chunks is still found. */
  #prologTail = "";
  #failed: unknown = undefined;
  #pending: unknown = undefined;

  /**
   * Creates a reader expecting the root element `root` (for example `element(NS, "GetMealsResult", T)`), or
   * reading the document with a content type of its own, whose `child` picks the root element (SOAP envelopes).
   */
  constructor(root: ElementField<T> | ContentType<T>, options: XmlReadOptions = NO_OPTIONS) {
    this.strict = options.strict === true;
    this.#limits = limitsOf(options);
    this.#streams = options.streams ?? [];
    this.#document = documentContent(root);
    const bottom = new Frame();
    bottom.type = this.#document;
    bottom.listens = this.strict;
    this.#frames.push(bottom);
    // node-soap's server writes `xsi:nil` (and a DataSet's `msdata:` attributes) without declaring the prefix: a
    // document not namespace-well-formed whose meaning is plain, so lenient reading takes the prefix as its
    // conventional namespace; strict reading refuses it.
    const parser = new SaxesParser(
      this.strict
        ? { xmlns: true, position: true }
        : { xmlns: true, position: true, additionalNamespaces: LENIENT_PREFIXES },
    );
    this.#parser = parser;
    this.#documentState = this.#document.begin(this);
    bottom.state = this.#documentState;
    // saxes adds each handler as a property with a keyed store; past a few of them V8 turns the parser into
    // a dictionary-mode object, which slows every saxes parse in the process. So only five
    // handlers, always in this order: errors are caught from write() (saxes throws without a handler), the
    // DOCTYPE is found in the prolog text, and the declared encoding is read from parser.xmlDecl.
    parser.on("opentag", (tag) => {
      try {
        this.#open(tag);
      } catch (error) {
        this.#handlerError = error;
        throw error;
      }
    });
    parser.on("closetag", () => {
      try {
        this.#close();
      } catch (error) {
        this.#handlerError = error;
        throw error;
      }
    });
    parser.on("cdata", this.#onText);
    parser.on("text", this.#onText);
    parser.on("attribute", this.#onAttribute);
    this.#textOn = true;
    this.#setText(this.strict);
  }

  /** Implements {@link ElementCursor.line}. */
  get line(): number {
    return this.#parser.line;
  }

  /** Implements {@link ElementCursor.column}. */
  get column(): number {
    return this.#parser.column + 1;
  }

  /** Implements {@link ElementCursor.resolvePrefix}. */
  resolvePrefix(prefix: string): string | undefined {
    return this.#parser.resolve(prefix);
  }

  /** Implements {@link ElementCursor.attributeCount}. */
  get attributeCount(): number {
    return this.#attributeList().length;
  }

  /** Implements {@link ElementCursor.attributeName}. */
  attributeName(index: number): string {
    return (this.#attributeList()[index] as XmlAttribute).name;
  }

  /** Implements {@link ElementCursor.attributeNamespace}. */
  attributeNamespace(index: number): string {
    return (this.#attributeList()[index] as XmlAttribute).uri;
  }

  /** Implements {@link ElementCursor.attributeText}. */
  attributeText(index: number): string {
    return (this.#attributeList()[index] as XmlAttribute).value;
  }

  #listedAttributes: readonly XmlAttribute[] = [];
  #listedOf: Readonly<Record<string, XmlAttribute>> | undefined = undefined;

  /** The current element's attributes in document order, listed once per element. */
  #attributeList(): readonly XmlAttribute[] {
    if (this.#listedOf !== this.attributes) {
      this.#listedAttributes = Object.values(this.attributes);
      this.#listedOf = this.attributes;
    }
    return this.#listedAttributes;
  }

  /** Implements {@link ElementCursor.attributeValue}. */
  attributeValue(ns: string, local: string): string | undefined {
    const attributes = this.attributes;
    for (const qname in attributes) {
      const attr = attributes[qname] as XmlAttribute;
      if (attr.local === local && attr.uri === ns) return attr.value;
    }
    return undefined;
  }

  /** Implements {@link ElementCursor.fail}. */
  fail(reason: string, code: XmlReadErrorCode = "invalid"): never {
    throw this.#error(code, reason);
  }

  /** Feeds the next chunk of the document (bytes are UTF-8; a chunk may end inside a character). */
  write(chunk: string | Uint8Array): void {
    if (this.#failed !== undefined) throw this.#failed;
    try {
      this.#inputSize += chunk.length;
      if (this.#inputSize > this.#limits.maxInputSize) {
        this.fail(`input larger than ${this.#limits.maxInputSize}`, "limit");
      }
      if (!this.#started && typeof chunk !== "string") this.#checkByteOrderMark(chunk);
      // An empty first chunk must not let the byte order mark check pass over the real first bytes.
      if (chunk.length !== 0) this.#started = true;
      let textChunk = typeof chunk === "string" ? chunk : this.#decode(chunk, true);
      if (!this.#textSeen && textChunk.length !== 0) {
        this.#textSeen = true;
        if (textChunk.charCodeAt(0) === 0xfeff) textChunk = textChunk.slice(1);
      }
      if (!this.#rootSeen) this.#checkProlog(textChunk);
      this.#parser.write(textChunk);
      if (this.#pending !== undefined) throw this.#pending;
    } catch (error) {
      this.#failed = this.#translate(error);
      throw this.#failed;
    }
  }

  /** Ends the input; returns the root element's value or throws {@link XmlReadError}. */
  close(): T {
    if (this.#failed !== undefined) throw this.#failed;
    try {
      const rest = this.#decoder === undefined ? "" : this.#decode(new Uint8Array(0), false);
      if (rest.length !== 0) this.#parser.write(rest);
      this.#parser.close();
      if (this.#pending !== undefined) throw this.#pending;
      this.#checkEncoding();
      return this.#document.end(this.#documentState, "", this);
    } catch (error) {
      this.#failed = this.#translate(error);
      throw this.#failed;
    }
  }

  /** saxes reports malformed input by throwing a plain Error; errors of this module's handlers pass as is. */
  #translate(error: unknown): unknown {
    if (error === this.#handlerError || error instanceof XmlReadError || !(error instanceof Error))
      return error;
    return this.#error("malformed", error.message.replace(/^\d+:\d+: /, ""));
  }

  #checkProlog(text: string): void {
    const prolog = this.#prologTail + text;
    const at = prolog.indexOf("<!DOCTYPE");
    // Only before the root element: the same characters later (in CDATA) are data.
    if (at >= 0 && !/<[^?!]/.test(prolog.slice(0, at))) this.fail("DOCTYPE is not allowed", "doctype");
    this.#prologTail = prolog.slice(-8);
  }

  #checkEncoding(): void {
    const encoding = this.#parser.xmlDecl.encoding;
    if (encoding !== undefined && encoding.toLowerCase() !== "utf-8") {
      this.fail(`encoding ${encoding} is not supported; only UTF-8 is read`, "encoding");
    }
  }

  #decode(bytes: Uint8Array, more: boolean): string {
    // isUtf8 and toString run natively; TextDecoder is kept for chunks that split a character.
    if (this.#decoder === undefined && more && isUtf8(bytes)) {
      return utf8Text(bytes);
    }
    this.#decoder ??= new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    try {
      return this.#decoder.decode(bytes, { stream: more });
    } catch {
      return this.fail("input is not valid UTF-8", "encoding");
    }
  }

  #checkByteOrderMark(bytes: Uint8Array): void {
    if (isWideUnicode(bytes)) {
      this.fail("UTF-16 or UTF-32 input is not supported; only UTF-8 is read", "encoding");
    }
  }

  #error(code: XmlReadErrorCode, reason: string): XmlReadError {
    return new XmlReadError(code, reason, this.#parser.line, this.#parser.column + 1);
  }

  #setText(on: boolean): void {
    if (on === this.#textOn) return;
    this.#textOn = on;
    // saxes builds no text strings at all while no handler is set: whitespace between elements costs nothing.
    if (on) this.#parser.on("text", this.#onText);
    else this.#parser.off("text");
  }

  /** Checks the bounds of a start tag (its attributes are counted as read); returns whether it carries `xsi:`. */
  #checkTag(tag: SaxesTagNS): boolean {
    const limits = this.#limits;
    if (tag.name.length > limits.maxNameLength)
      this.fail(`name longer than ${limits.maxNameLength}`, "limit");
    let xsi = false;
    for (const qname in tag.attributes) {
      const attr = tag.attributes[qname] as XmlAttribute;
      if (attr.uri === XSI_NS) xsi = true;
      if (qname.length > limits.maxNameLength) this.fail(`name longer than ${limits.maxNameLength}`, "limit");
      if (attr.value.length > limits.maxAttributeLength) {
        this.fail(`attribute value longer than ${limits.maxAttributeLength}`, "limit");
      }
      // saxes's values are slices of the chunk read: see detached.
      (attr as { value: string }).value = detached(attr.value);
    }
    return xsi;
  }

  #open(tag: SaxesTagNS): void {
    this.#tagAttributes = 0;
    this.#tagDeclarations = 0;
    if (this.#pending !== undefined) throw this.#pending;
    if (!this.#rootSeen) {
      this.#rootSeen = true;
      this.#checkEncoding();
    }
    if (++this.#elements > this.#limits.maxElements) {
      this.fail(`more than ${this.#limits.maxElements} elements`, "limit");
    }
    if (this.#depth + this.#skipping >= this.#limits.maxDepth) {
      this.fail(`elements nested deeper than ${this.#limits.maxDepth}`, "limit");
    }
    const hasXsi = this.#checkTag(tag);
    if (this.#skipping !== 0) {
      this.#skipping++;
      return;
    }
    this.ns = tag.uri;
    this.local = tag.local;
    this.prefix = tag.prefix;
    this.attributes = tag.attributes;
    this.derived = false;
    const parent = this.#frames[this.#depth] as Frame;
    const binding = parent.type.child(parent.state, tag.uri, tag.local, this);
    if (binding === undefined) {
      if (this.strict) this.fail(`unexpected element {${tag.uri}}${tag.local} in ${parent.type.name}`);
      this.#skipping = 1;
      this.#setText(false);
      return;
    }
    let type = binding.type;
    let nil = false;
    if (hasXsi && binding.raw !== true) {
      for (const qname in tag.attributes) {
        const attr = tag.attributes[qname] as XmlAttribute;
        if (attr.uri !== XSI_NS) continue;
        if (attr.local === "nil") nil = readXsiNil(attr.value, binding, this);
        else if (attr.local === "type") type = this.#xsiType(attr.value, type);
      }
    }
    const frame = this.#frames[++this.#depth] ?? this.#newFrame();
    frame.binding = binding;
    frame.prefix = tag.prefix;
    frame.attributes = tag.attributes;
    frame.text = "";
    frame.handed = 0;
    frame.stream = this.#streams.length === 0 ? undefined : this.#findStream(binding);
    if (nil) {
      frame.type = NIL_CONTENT;
      frame.state = undefined;
    } else {
      frame.type = type;
      frame.state = type.begin(this);
    }
    frame.listens = frame.type.textual || this.strict;
    this.#setText(frame.listens);
  }

  #newFrame(): Frame {
    const frame = new Frame();
    this.#frames.push(frame);
    return frame;
  }

  #findStream(binding: ChildBinding): ItemStream | undefined {
    return this.#streams.find(
      (s) => s.local === binding.local && s.ns === binding.ns && s.type === binding.type,
    );
  }

  #xsiType(value: string, declared: ContentType<unknown>): ContentType<unknown> {
    const selected = readXsiType(value, declared, this);
    if (selected !== declared) this.derived = true;
    return selected;
  }

  #text(text: string): void {
    if (this.#pending !== undefined) throw this.#pending;
    if (this.#skipping !== 0) return;
    const frame = this.#frames[this.#depth] as Frame;
    if (frame.type.textual) {
      if (frame.type.text !== undefined) {
        // Handed-over text (captured markup such as a fault detail) is bounded like collected text.
        frame.handed += text.length;
        if (frame.handed > this.#limits.maxTextLength) {
          this.fail(`text longer than ${this.#limits.maxTextLength}`, "limit");
        }
        frame.type.text(frame.state, detached(text));
        return;
      }
      frame.text += text;
      if (frame.text.length > this.#limits.maxTextLength) {
        this.fail(`text longer than ${this.#limits.maxTextLength}`, "limit");
      }
    } else if (this.strict && !WHITESPACE_ONLY.test(text)) {
      this.fail(`text is not allowed in ${frame.type.name}`);
    }
  }

  #close(): void {
    if (this.#pending !== undefined) throw this.#pending;
    if (this.#skipping !== 0) {
      if (--this.#skipping === 0) this.#setText((this.#frames[this.#depth] as Frame).listens);
      return;
    }
    const frame = this.#frames[this.#depth] as Frame;
    const binding = frame.binding as ChildBinding;
    this.ns = binding.ns;
    this.local = binding.local;
    this.prefix = frame.prefix;
    this.attributes = frame.attributes;
    // saxes reports a mismatched end tag only after this handler ran; an invalid value found here waits for
    // the next event so that a well-formedness error, which is more fundamental, wins.
    try {
      // saxes hands text over as slices of the chunk read, and joins the text of references to the text around
      // them: see detached.
      const value = frame.type.end(frame.state, detached(frame.text), this);
      const parent = this.#frames[--this.#depth] as Frame;
      if (frame.stream !== undefined) frame.stream.onItem(value);
      else parent.type.add(parent.state, binding, value, this);
    } catch (error) {
      this.#pending = error;
      return;
    }
    frame.state = undefined;
    frame.attributes = NO_ATTRIBUTES;
    frame.text = "";
    this.#setText((this.#frames[this.#depth] as Frame).listens);
  }
}

const LIMIT_NAMES = Object.keys(DEFAULT_XML_LIMITS) as (keyof XmlReadLimits)[];

/** Prefixes a lenient reader takes as bound where a document leaves them undeclared (see XmlReader's constructor). */
const LENIENT_PREFIXES: Readonly<Record<string, string>> = {
  xsi: XSI_NS,
  msdata: "urn:schemas-microsoft-com:xml-msdata",
  diffgr: "urn:schemas-microsoft-com:xml-diffgram-v1",
};

/** The options of a read given none: see {@link limitsOf}. */
const NO_OPTIONS: XmlReadOptions = Object.freeze({});

/** The bounds `options` sets over the defaults; the defaults themselves (no copy) when it sets none. */
function limitsOf(options: XmlReadOptions): XmlReadLimits {
  // Most reads are given no options. Looking every bound up by name, with the spread in soap.ts's envelope
  // result, was a large share of reading a small request.
  if (options === NO_OPTIONS) return DEFAULT_XML_LIMITS;
  let limits: Record<keyof XmlReadLimits, number> | undefined;
  for (const key of LIMIT_NAMES) {
    const value = options[key];
    if (value !== undefined) (limits ??= { ...DEFAULT_XML_LIMITS })[key] = value;
  }
  return limits ?? DEFAULT_XML_LIMITS;
}

// A reader of no document, never fed (and with it a saxes parser): see keepHiddenClass.
keepHiddenClass(new XmlReader(NIL_CONTENT));

/**
 * Reads a whole document held in memory. Plain documents take the fast path of `xml-scanner.ts`; the rest
 * (and every error) is read with saxes, so values, errors and their positions are the same either way.
 */
export function readXml<T>(
  input: string | Uint8Array,
  root: ElementField<T> | ContentType<T>,
  options: XmlReadOptions = NO_OPTIONS,
): T {
  const limits = limitsOf(options);
  // UTF-8 is decoded once, for the scanner and for saxes when it declines: decoding took more time than
  // reading a declined start tag. Other bytes go on as they are, for saxes to refuse them.
  const text =
    typeof input === "string" || input.length > limits.maxInputSize || isWideUnicode(input) || !isUtf8(input)
      ? input
      : utf8Text(input);
  // Streams hand items to callbacks as they are read, which a declined scan would have done twice.
  if (options.streams === undefined || options.streams.length === 0) {
    const value = scanDocument(text, documentContent(root), options.strict === true, limits);
    if (value !== DECLINED) return value as T;
  }
  const reader = new XmlReader(root, options);
  reader.write(text);
  return reader.close();
}

/**
 * Reads a document from chunks (a `node:stream` Readable, an HTTP response, any async iterable). Memory stays
 * flat when the large repeated parts are handed to {@link XmlReadOptions.streams}.
 */
export async function readXmlStream<T>(
  source: AsyncIterable<string | Uint8Array>,
  root: ElementField<T> | ContentType<T>,
  options?: XmlReadOptions,
): Promise<T> {
  const reader = new XmlReader(root, options);
  for await (const chunk of source) reader.write(chunk);
  return reader.close();
}
