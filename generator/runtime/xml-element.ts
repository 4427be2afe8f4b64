/**
 * XML that the schema does not type, kept as data: the elements matched by `xs:any`, the elements a lenient
 * reader meets where the schema declares none (`$unknown`), and the attributes matched by `xs:anyAttribute`.
 * An {@link XmlElement} holds its name, attributes, text and child elements in document order, and the
 * namespace declarations written on it, so that {@link markupXmlElement} writes back equivalent XML wherever
 * it is placed: each fragment declares every namespace it uses.
 * @module
 */
import { CHUNK_LENGTH, escapeAttribute, escapeText, XmlWriteError, type XmlWriter } from "./xml-writer.ts";
import { flattened } from "./xml-scanner.ts";
import { XML_NS, XMLNS_NS } from "./xml-names.ts";
import type { ChildBinding, ContentType, ElementCursor } from "./xml-content.ts";
import { keepHiddenClass, plainObjectConstructor } from "./plain-object.ts";

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
export function isWildcardElement(item: object): item is WildcardElement {
  return "$element" in item;
}

/** The Clark notation of an attribute name: `local` when unqualified, else `{uri}local`. */
export function clarkName(ns: string, local: string): string {
  return ns === "" ? local : `{${ns}}${local}`;
}

/** The namespace and local name of a Clark-notation name. */
export function splitClarkName(name: string): { readonly ns: string; readonly local: string } {
  if (!name.startsWith("{")) return { ns: "", local: name };
  const close = name.indexOf("}");
  return { ns: name.slice(1, close), local: name.slice(close + 1) };
}

interface Draft {
  ns: string;
  local: string;
  prefix?: string;
  attributes?: Record<string, string>;
  children?: (XmlElement | string)[];
  namespaces?: Record<string, string>;
}

// The elements read, their namespace declarations and their attributes, each sized to what they hold: the
// outermost element of a fragment apart, as it records the declarations of the prefixes used inside it.
const NewOutermost = plainObjectConstructor<Partial<Draft>>();
const NewInner = plainObjectConstructor<Partial<Draft>>();
const NewNamespaces = plainObjectConstructor<Record<string, string>>();
const NewAttributes = plainObjectConstructor<Record<string, string>>();

/** An element being read, and the one around it inside the same fragment. */
interface State {
  readonly element: Draft;
  readonly parent: State | undefined;
}

/**
 * Reads an element and everything in it into an {@link XmlElement}, `xsi:` attributes as plain attributes. The
 * outermost element of a fragment also records the bindings of the prefixes the fragment uses but declares
 * above it, so that each fragment is self-contained and reads back the same after it is written.
 */
class XmlElementContent implements ContentType<XmlElement> {
  readonly kind = "content";
  readonly name = "any element";
  readonly textual = true;
  readonly #qnameValued: ReadonlySet<string> | undefined;

  constructor(qnameValued: ReadonlySet<string> | undefined) {
    this.#qnameValued = qnameValued;
  }

  begin(cursor: ElementCursor): State {
    const state: State = { element: new NewOutermost() as Draft, parent: undefined };
    readStartTag(state, cursor, this.#qnameValued);
    return state;
  }

  child(state: unknown, ns: string, local: string): ChildBinding {
    return new InnerElement(state as State, ns, local, this.#qnameValued);
  }

  add(state: unknown, _binding: ChildBinding, value: unknown): void {
    addChild((state as State).element, value as XmlElement);
  }

  text(state: unknown, text: string): void {
    addText((state as State).element, text);
  }

  end(state: unknown): XmlElement {
    return (state as State).element;
  }
}

/**
 * An element inside a fragment. It reads exactly one element, so one object is its binding in the element
 * around it, its reader and its state: a large fragment made three for each element.
 */
class InnerElement implements ContentType<XmlElement>, ChildBinding, State {
  declare readonly kind: "content";
  declare readonly name: string;
  declare readonly textual: boolean;
  declare readonly nillable: boolean;
  declare readonly raw: boolean;
  readonly ns: string;
  readonly local: string;
  readonly parent: State;
  element: Draft = NOT_STARTED;
  readonly #qnameValued: ReadonlySet<string> | undefined;

  constructor(parent: State, ns: string, local: string, qnameValued: ReadonlySet<string> | undefined) {
    this.parent = parent;
    this.ns = ns;
    this.local = local;
    this.#qnameValued = qnameValued;
  }

  begin(cursor: ElementCursor): State {
    this.element = new NewInner() as Draft;
    readStartTag(this, cursor, this.#qnameValued);
    return this;
  }

  child(_state: unknown, ns: string, local: string): ChildBinding {
    return new InnerElement(this, ns, local, this.#qnameValued);
  }

  add(_state: unknown, _binding: ChildBinding, value: unknown): void {
    addChild(this.element, value as XmlElement);
  }

  text(_state: unknown, text: string): void {
    addText(this.element, text);
  }

  end(): XmlElement {
    return this.element;
  }

  get type(): ContentType<XmlElement> {
    return this;
  }
}

// The same for every inner element: on the prototype, so that each element of a large fragment holds only
// what is its own.
Object.assign(InnerElement.prototype, {
  kind: "content",
  name: "any element",
  textual: true,
  nillable: false,
  raw: true,
});

/** The element of an {@link InnerElement} whose start tag is not read yet. */
const NOT_STARTED: Draft = { ns: "", local: "" };

// An inner element of no fragment, never read: see keepHiddenClass.
keepHiddenClass(new InnerElement({ element: NOT_STARTED, parent: undefined }, "", "", undefined));

/**
 * Reads the start tag into the element of `state`: its name, attributes and declarations, and the bindings of
 * the prefixes it uses that no element of its fragment declares, recorded on the outermost one.
 */
function readStartTag(
  state: State,
  cursor: ElementCursor,
  qnameValued: ReadonlySet<string> | undefined,
): void {
  const draft = state.element;
  draft.ns = cursor.ns;
  draft.local = cursor.local;
  if (cursor.prefix !== "") draft.prefix = cursor.prefix;
  const count = cursor.attributeCount;
  for (let index = 0; index < count; index++) {
    const qname = cursor.attributeName(index);
    const uri = cursor.attributeNamespace(index);
    const colon = qname.indexOf(":");
    if (uri === XMLNS_NS) {
      const declared = colon < 0 ? "" : qname.slice(colon + 1);
      const value = cursor.attributeText(index);
      // The binding of the element's own prefix is its name's: a writer declares it anyway.
      if (declared !== cursor.prefix || value !== cursor.ns)
        (draft.namespaces ??= new NewNamespaces())[declared] = value;
      continue;
    }
    const name = colon < 0 ? qname : clarkName(uri, qname.slice(colon + 1));
    (draft.attributes ??= new NewAttributes())[name] = cursor.attributeText(index);
  }
  // Once all its own declarations are read, which may follow the attributes that use them.
  recordUse(state, cursor.prefix, cursor);
  for (let index = 0; index < count; index++) {
    const qname = cursor.attributeName(index);
    const uri = cursor.attributeNamespace(index);
    if (uri === XMLNS_NS) continue;
    const colon = qname.indexOf(":");
    if (colon > 0 && !qname.startsWith("xml:")) recordUse(state, qname.slice(0, colon), cursor);
    if (qnameValued?.has(colon < 0 ? qname : clarkName(uri, qname.slice(colon + 1))) === true)
      recordUse(state, qnamePrefix(cursor.attributeText(index)), cursor);
  }
}

/** Records the binding of `prefix` on the outermost element of the fragment, unless an element of it declares it. */
function recordUse(state: State, prefix: string, cursor: ElementCursor): void {
  let outermost = state;
  for (let at: State | undefined = state; at !== undefined; at = at.parent) {
    if (at.element.namespaces?.[prefix] !== undefined || (at.element.prefix ?? "") === prefix) return;
    outermost = at;
  }
  (outermost.element.namespaces ??= new NewNamespaces())[prefix] = cursor.resolvePrefix(prefix) ?? "";
}

// The first child makes an array of one (`[child]`): an empty array grown by push keeps room for 16 more,
// and most elements kept as XML hold one child, often their text.
function addChild(element: Draft, child: XmlElement): void {
  if (element.children === undefined) element.children = [child];
  else element.children.push(child);
}

function addText(element: Draft, text: string): void {
  const children = element.children;
  if (children === undefined) {
    element.children = [text];
    return;
  }
  const last = children.length - 1;
  if (typeof children[last] === "string") children[last] += text;
  else children.push(text);
}

/** The reader of an element kept as XML (an {@link XmlElement}), the outermost of its fragment. */
export const xmlElementContent: ContentType<XmlElement> = new XmlElementContent(undefined);

/** The prefix of a QName as written (`""` when it has none). */
function qnamePrefix(value: string): string {
  const text = value.trim();
  const colon = text.indexOf(":");
  return colon === -1 ? "" : text.slice(0, colon);
}

/**
 * A reader of elements kept as XML whose attributes `qnameValued` (Clark names, such as `xsi:type`) hold QNames:
 * the bindings of the prefixes their values use are recorded as for the element's own prefix, so that the
 * values resolve from the {@link XmlElement} alone.
 */
export function xmlElementContentResolving(qnameValued: ReadonlySet<string>): ContentType<XmlElement> {
  return new XmlElementContent(qnameValued);
}

/** Namespace bindings in scope while writing a fragment: prefix to URI, innermost last. */
type Bindings = Map<string, string>;

function freePrefix(scope: Bindings): string {
  let index = 0;
  while (scope.has(`ns${index}`)) index++;
  return `ns${index}`;
}

function attributePrefix(
  scope: Bindings,
  ns: string,
  declare: (prefix: string, uri: string) => void,
): string {
  if (ns === XML_NS) return "xml";
  for (const [prefix, uri] of scope) if (uri === ns && prefix !== "") return prefix;
  const prefix = freePrefix(scope);
  declare(prefix, ns);
  return prefix;
}

function markup(element: XmlElement, outer: Bindings): string {
  const scope: Bindings = new Map(outer);
  let declarations = "";
  const declare = (prefix: string, uri: string): void => {
    scope.set(prefix, uri);
    declarations +=
      prefix === "" ? ` xmlns="${escapeAttribute(uri)}"` : ` xmlns:${prefix}="${escapeAttribute(uri)}"`;
  };
  // Written as read, even where they repeat a binding in scope, so that the element reads back the same.
  for (const [prefix, uri] of Object.entries(element.namespaces ?? {})) {
    if (prefix === "" || uri !== "") declare(prefix, uri);
  }
  // A prefix needs a namespace; an element in none is written unprefixed with the default namespace undone.
  let prefix = element.ns === "" ? "" : (element.prefix ?? "");
  if (scope.get(prefix) !== element.ns) {
    if (prefix !== "" && scope.has(prefix)) prefix = freePrefix(scope);
    declare(prefix, element.ns);
  }
  const name = prefix === "" ? element.local : `${prefix}:${element.local}`;
  let attributes = "";
  for (const [key, value] of Object.entries(element.attributes ?? {})) {
    const { ns, local } = splitClarkName(key);
    const qname = ns === "" ? local : `${attributePrefix(scope, ns, declare)}:${local}`;
    attributes += ` ${qname}="${escapeAttribute(value)}"`;
  }
  const children = element.children ?? [];
  if (children.length === 0) return `<${name}${declarations}${attributes}/>`;
  let content = "";
  for (const child of children)
    content += typeof child === "string" ? escapeText(child) : markup(child, scope);
  return `<${name}${declarations}${attributes}>${content}</${name}>`;
}

const NOTHING_IN_SCOPE: Bindings = new Map();

/**
 * The markup of an element kept as XML, self-contained: it declares every namespace it and its descendants use,
 * so it may be placed anywhere in a document. Given the constraint of the wildcard it stands for, an element
 * outside it is refused with an {@link XmlWriteError}.
 */
export function markupXmlElement(element: XmlElement, constraint?: WildcardConstraint): string {
  if (constraint !== undefined) checkAllowed(element, constraint);
  return markup(element, NOTHING_IN_SCOPE);
}

/** Refuses to write an element outside the namespaces of the wildcard it stands for. */
function checkAllowed(element: XmlElement, constraint: WildcardConstraint): void {
  if (wildcardAllows(constraint, element.ns)) return;
  const allowed =
    typeof constraint.namespaces === "string" ? constraint.namespaces : JSON.stringify(constraint.namespaces);
  throw new XmlWriteError(
    `element {${element.ns}}${element.local} is outside the namespaces its wildcard allows (${allowed} of ${constraint.targetNamespace})`,
  );
}

/**
 * The markup of the elements a wildcard holds, one after another, each self-contained: an {@link XmlElement} as
 * {@link markupXmlElement} writes it (refused outside `constraint`, the wildcard's), a {@link WildcardElement}
 * as `typed` (the package's generated `markupGlobalElement`) does.
 */
export function markupXmlElements<E extends WildcardElement = never>(
  elements: readonly (XmlElement | E)[] | undefined,
  constraint: WildcardConstraint | undefined,
  typed?: (element: E) => string,
): string {
  // Long content is kept as the writer keeps a document: in flat pieces (see CHUNK_LENGTH).
  let done = "";
  let xml = "";
  for (const element of elements ?? []) {
    if (!isWildcardElement(element)) xml += markupXmlElement(element, constraint);
    else if (typed !== undefined) xml += typed(element);
    else throw new XmlWriteError(`${element.$element} is typed, but this wildcard reads no element typed`);
    if (xml.length > CHUNK_LENGTH) {
      done += flattened(xml);
      xml = "";
    }
  }
  return done + xml;
}

/** The attributes of a value's `$anyAttributes` as markup (` name="value"` each, with declarations). */
export function markupAnyAttributes(attributes: Readonly<Record<string, string>> | undefined): string {
  if (attributes === undefined) return "";
  let declarations = "";
  let xml = "";
  let index = 0;
  const prefixes = new Map<string, string>();
  for (const [key, value] of Object.entries(attributes)) {
    const { ns, local } = splitClarkName(key);
    let prefix = ns === "" ? "" : ns === XML_NS ? "xml" : prefixes.get(ns);
    if (prefix === undefined) {
      prefix = `any${index++}`;
      prefixes.set(ns, prefix);
      declarations += ` xmlns:${prefix}="${escapeAttribute(ns)}"`;
    }
    xml += ` ${prefix === "" ? local : `${prefix}:${local}`}="${escapeAttribute(value)}"`;
  }
  return declarations + xml;
}

/** Writes the elements a wildcard holds into the element `w` has open, as {@link markupXmlElements} does. */
export function writeXmlElements<E extends WildcardElement = never>(
  w: XmlWriter,
  elements: readonly (XmlElement | E)[] | undefined,
  constraint: WildcardConstraint | undefined,
  typed?: (element: E) => string,
): void {
  const markup = markupXmlElements(elements, constraint, typed);
  if (markup !== "") w.raw(markup);
}

/** Writes a value's `$anyAttributes` on the element `w` has just started. */
export function writeAnyAttributes(
  w: XmlWriter,
  attributes: Readonly<Record<string, string>> | undefined,
): void {
  for (const [name, value] of Object.entries(attributes ?? {})) {
    const { ns, local } = splitClarkName(name);
    w.attributeNs(ns, local, value);
  }
}

/** The namespace constraint of a wildcard: `xs:any` or `xs:anyAttribute`. */
export interface WildcardConstraint {
  /** `##any`, `##other` (any namespace but the target namespace and none), or the namespaces allowed (`""` for none). */
  readonly namespaces: "##any" | "##other" | readonly string[];
  /** Target namespace of the schema that declared the wildcard. */
  readonly targetNamespace: string;
}

/** Whether a name in namespace `ns` is allowed by a wildcard's namespace constraint. */
export function wildcardAllows(constraint: WildcardConstraint, ns: string): boolean {
  const namespaces = constraint.namespaces;
  if (namespaces === "##any") return true;
  if (namespaces === "##other") return ns !== "" && ns !== constraint.targetNamespace;
  return namespaces.includes(ns);
}

const DIFFGRAM_NS = "urn:schemas-microsoft-com:xml-diffgram-v1";
const XSD_NS = "http://www.w3.org/2001/XMLSchema";

function elementsOf(element: XmlElement | undefined): XmlElement[] {
  return (element?.children ?? []).filter((child): child is XmlElement => typeof child !== "string");
}

/** The text of an element, its descendants' included. */
export function textOf(element: XmlElement): string {
  let text = "";
  for (const child of element.children ?? []) text += typeof child === "string" ? child : textOf(child);
  return text;
}

/** A name as .NET writes it, `_xHHHH_` escapes decoded (`Order_x0020_Id` is `Order Id`). */
function decodeName(name: string): string {
  return name.replace(/_x([0-9A-Fa-f]{4})_/g, (_all, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/**
 * The rows of a .NET DataSet result (an inline `xs:schema` followed by a `diffgr:diffgram`, or by the DataSet
 * element itself), by table: each row a record of its columns' text, names decoded. The rows are the current
 * ones; the diffgram's `diffgr:before` and `diffgr:errors` stay in the XML. Column types are in the inline
 * schema, which this does not apply: every value is the text as sent.
 */
export function dataSetTables(
  $any: readonly (XmlElement | WildcardElement)[],
): Record<string, Record<string, string>[]> {
  // A global element of the package's schema read typed is no part of a DataSet.
  const content = $any.filter((element): element is XmlElement => !isWildcardElement(element));
  const diffgram = content.find((element) => element.ns === DIFFGRAM_NS && element.local === "diffgram");
  const dataSet =
    diffgram === undefined
      ? content.find((element) => element.ns !== XSD_NS)
      : elementsOf(diffgram).find((element) => element.ns !== DIFFGRAM_NS);
  const tables: Record<string, Record<string, string>[]> = {};
  for (const row of elementsOf(dataSet)) {
    const record: Record<string, string> = {};
    for (const column of elementsOf(row)) record[decodeName(column.local)] = textOf(column);
    (tables[decodeName(row.local)] ??= []).push(record);
  }
  return tables;
}

/** Whether a value has the shape of an {@link XmlElement} (for validators). */
export function isXmlElement(value: unknown): value is XmlElement {
  if (typeof value !== "object" || value === null) return false;
  const element = value as Partial<Record<keyof XmlElement, unknown>>;
  return (
    typeof element.ns === "string" &&
    typeof element.local === "string" &&
    (element.children === undefined ||
      (Array.isArray(element.children) &&
        element.children.every((child) => typeof child === "string" || isXmlElement(child))))
  );
}
