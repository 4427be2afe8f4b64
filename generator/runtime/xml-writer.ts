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
import { brandClass } from "./brand.ts";
import type { PrefixBinder } from "./simple-type.ts";
import { XML_NS, XSI_NS } from "./xml-names.ts";
import { flattened } from "./xml-scanner.ts";

/** Thrown when a value cannot be written as XML 1.0 (a forbidden character, a misuse of the writer). */
export class XmlWriteError extends Error {
  override readonly name = "XmlWriteError";
}
brandClass(XmlWriteError, "XmlWriteError");

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

// Everything that needs escaping or may be forbidden, one code unit each. Without the `u` flag these regular
// expressions run faster; a surrogate they find is looked at again by FORBIDDEN, where pairs are
// allowed. Global: `escapeWith` goes from one to the next by `lastIndex`.
// eslint-disable-next-line no-control-regex -- finding forbidden control characters is the point
const TEXT_SPECIAL = /[&<>\r\0-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/g;
// eslint-disable-next-line no-control-regex -- as above
const ATTRIBUTE_SPECIAL = /[&<>"\t\n\r\0-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/g;
// With the `u` flag, \p{Cs} matches only lone surrogates: well-formed astral characters are allowed.
// eslint-disable-next-line no-control-regex -- as above
const FORBIDDEN = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\p{Cs}]/u;

const REFERENCES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  // Attribute-value normalisation turns literal TAB and LF into spaces; references survive it.
  "\t": "&#9;",
  "\n": "&#10;",
  // A literal CR would be normalised to LF by every reader, so it is always a character reference.
  "\r": "&#13;",
};

/** The reference of each character an escape replaces, by character code (all are below `?`). */
function referenceTable(characters: string): readonly (string | undefined)[] {
  const table: (string | undefined)[] = Array.from({ length: 0x3f }, () => undefined);
  for (const character of characters) table[character.charCodeAt(0)] = REFERENCES[character];
  return table;
}

const TEXT_REFERENCES = referenceTable("&<>\r");
const ATTRIBUTE_REFERENCES = referenceTable('&<>"\t\n\r');

/** Throws {@link XmlWriteError} at the first character XML 1.0 forbids in `value`, if there is one. */
function checkCharacters(value: string): void {
  const at = value.search(FORBIDDEN);
  if (at < 0) return;
  const c = value.charCodeAt(at);
  throw new XmlWriteError(
    `character U+${c.toString(16).toUpperCase().padStart(4, "0")} at index ${at} is not allowed in XML 1.0`,
  );
}

/**
 * `value` with the characters `references` has an entry for replaced (none found by `special`: `value`
 * itself). `special` goes from one such character to the next in compiled code, faster than reading every
 * character after the first in JavaScript or `replace` with a callback; the
 * characters XML 1.0 may forbid are noted, for {@link checkCharacters} to look at once.
 */
function escapeWith(value: string, special: RegExp, references: readonly (string | undefined)[]): string {
  // A required member left out (or null where none is allowed) from JavaScript, or past a cast: written, it
  // would be the text "undefined" or "null", which the other side reads as data.
  if (typeof value !== "string")
    throw new XmlWriteError(
      `text expected, got ${value === null ? "null" : typeof value} (a required value left out?)`,
    );
  // From the start, whatever a call cut short (a string too long to build) left behind.
  special.lastIndex = 0;
  if (!special.test(value)) return value;
  let escaped = "";
  let copied = 0;
  let suspect = false;
  // Each test that finds one leaves `lastIndex` just past it; the last test, finding none, resets it.
  do {
    const at = special.lastIndex - 1;
    const c = value.charCodeAt(at);
    const reference = c < 0x3f ? references[c] : undefined;
    if (reference === undefined) {
      suspect = true;
    } else {
      escaped += value.slice(copied, at) + reference;
      copied = at + 1;
    }
  } while (special.test(value));
  if (suspect) checkCharacters(value);
  return escaped + value.slice(copied);
}

/**
 * Escapes character data: `&`, `<`, `>` and CR become references. Throws {@link XmlWriteError} on a character
 * XML 1.0 forbids (controls other than TAB/LF/CR, lone surrogates, U+FFFE, U+FFFF), and on a value that is not
 * a string.
 */
export function escapeText(value: string): string {
  return escapeWith(value, TEXT_SPECIAL, TEXT_REFERENCES);
}

/**
 * Escapes an attribute value for a double-quoted attribute: `&`, `<`, `>`, `"` and TAB, LF, CR (as character
 * references, so attribute-value normalisation keeps them). Throws {@link XmlWriteError} like {@link escapeText}.
 */
export function escapeAttribute(value: string): string {
  return escapeWith(value, ATTRIBUTE_SPECIAL, ATTRIBUTE_REFERENCES);
}

/**
 * Appending to one string builds a rope of millions of tiny pieces on a large document, which the garbage
 * collector copies again and again until the document is done; pieces of this length are made flat (one copy)
 * as soon as they are written, so the tiny pieces die young and the document is a short list of flat pieces.
 * Short pieces are made flat while their rope is still in the processor's cache (the copy itself is cheap,
 * walking a rope that has left the cache is not); the length was chosen by measuring small and large documents. A generated markup function keeps a long list's markup the same way.
 */
export const CHUNK_LENGTH = 1 << 14;

/**
 * The default namespace of a fragment's context, which no element's namespace equals: a namespace name cannot
 * hold U+0000, which XML cannot carry.
 */
const UNKNOWN_NAMESPACE = "\u0000";

interface Scope {
  /** Depth (number of open elements) of the element that made the declaration. */
  readonly depth: number;
  /** Namespace URI that was declared. */
  readonly ns: string;
  /** Prefix it was bound to; `""` for a default-namespace change. */
  readonly prefix: string;
}

/**
 * Builds one XML document as a string. Not reusable after {@link XmlWriter.toString}; create one per message.
 * Every method returns the writer so calls chain.
 */
export class XmlWriter {
  #out: string;
  /** The document before {@link XmlWriter.#out}: flat pieces, each about {@link CHUNK_LENGTH} long (see there). */
  #done = "";
  readonly #rootNamespaces: readonly (readonly [prefix: string, ns: string])[];
  /** Non-default prefixes in scope: namespace URI -> prefix. Shared with a prologue until it changes. */
  #prefixes: Map<string, string>;
  #prefixesShared: boolean;
  /** The end tag of each open element, `</name>`, innermost last: made once, when the element starts. */
  readonly #endTags: string[];
  readonly #scopes: Scope[] = [];
  #defaultNs = "";
  #startTagOpen = false;
  #rootWritten = false;
  #generated = 0;
  /** The `xsi:type` the next element started carries ({@link XmlWriter.nextXsiType}). */
  #nextType: readonly [ns: string, local: string] | undefined;

  /** Creates a writer; see {@link XmlWriterOptions}. */
  constructor(options: XmlWriterOptions = {}) {
    const prologue = options.prologue;
    if (prologue !== undefined) {
      this.#out = prologue.text;
      this.#endTags = prologue.endTags.slice();
      this.#prefixes = prologue.prefixes as Map<string, string>;
      this.#prefixesShared = true;
      this.#defaultNs = prologue.defaultNs;
      this.#startTagOpen = prologue.startTagOpen;
      this.#generated = prologue.generated;
      this.#rootWritten = true;
      this.#rootNamespaces = [];
      return;
    }
    this.#out = options.declaration === true ? '<?xml version="1.0" encoding="utf-8"?>' : "";
    this.#endTags = [];
    this.#prefixes = new Map();
    this.#prefixesShared = false;
    const table = { ...options.namespaces };
    if (!Object.values(table).includes(XSI_NS) && table["xsi"] === undefined) table["xsi"] = XSI_NS;
    this.#rootNamespaces = Object.entries(table);
    this.#prefixes.set(XML_NS, "xml");
    if (options.fragment === true) this.#defaultNs = UNKNOWN_NAMESPACE;
  }

  /**
   * Writes the start of a document with `open` once, for {@link XmlWriterOptions.prologue}. `open` may open
   * elements and write anything but must not declare namespaces below the root.
   */
  static prologue(options: XmlWriterOptions, open: (w: XmlWriter) => void): XmlPrologue {
    const w = new XmlWriter(options);
    open(w);
    if (w.#scopes.length !== 0 || w.#done !== "")
      throw new XmlWriteError("a prologue declares namespaces on its root element only");
    // Made flat once: a piece of every document written from this prologue is copied from, and a tree of
    // pieces would be walked again by each copy.
    return {
      text: flattened(w.#out),
      endTags: w.#endTags.map(flattened),
      prefixes: new Map(w.#prefixes),
      defaultNs: w.#defaultNs,
      startTagOpen: w.#startTagOpen,
      generated: w.#generated,
    };
  }

  /** Number of UTF-16 code units written so far. */
  get length(): number {
    return this.#done.length + this.#out.length;
  }

  /** Opens element `{ns}local`. Attributes may follow until content or {@link XmlWriter.end} is written. */
  start(ns: string, local: string): this {
    let declarations = this.#beginElement(ns);
    let name: string;
    if (ns === this.#defaultNs) {
      name = local;
    } else {
      const prefix = this.#prefixes.get(ns);
      if (prefix !== undefined) {
        name = `${prefix}:${local}`;
      } else if (ns === "") {
        // An unqualified element below a default namespace must undeclare it for its subtree.
        this.#scopes.push({ depth: this.#endTags.length + 1, ns: this.#defaultNs, prefix: "" });
        this.#defaultNs = "";
        declarations += ' xmlns=""';
        name = local;
      } else {
        const declared = this.#declare(ns, this.#endTags.length + 1);
        declarations += ` xmlns:${declared}="${escapeAttribute(ns)}"`;
        name = `${declared}:${local}`;
      }
    }
    this.#out += `<${name}${declarations}`;
    this.#endTags.push(`</${name}>`);
    this.#startTagOpen = true;
    const type = this.#nextType;
    if (type === undefined) return this;
    this.#nextType = undefined;
    return this.xsiType(type[0], type[1]);
  }

  /**
   * Makes the next element started, by whichever method, carry `xsi:type` naming `{ns}local`: how a value of an
   * `xs:anyType` element typed by its `xsi:type` is written by its type's own writer.
   */
  nextXsiType(ns: string, local: string): this {
    this.#nextType = [ns, local];
    return this;
  }

  /** Writes an unqualified attribute on the element just started. `undefined` writes nothing. */
  attribute(local: string, value: string | undefined): this {
    if (value === undefined) return this;
    this.#requireStartTag("attribute");
    this.#out += ` ${local}="${escapeAttribute(value)}"`;
    return this;
  }

  /** Writes a namespace-qualified attribute (always prefixed: attributes never take the default namespace). */
  attributeNs(ns: string, local: string, value: string | undefined): this {
    if (value === undefined) return this;
    if (ns === "") return this.attribute(local, value);
    this.#requireStartTag("attribute");
    // The prefix first: declaring it appends to the output, which `+=` would otherwise have read already.
    const prefix = this.#attributePrefix(ns);
    this.#out += ` ${prefix}:${local}="${escapeAttribute(value)}"`;
    return this;
  }

  /** Marks the element just started as `xsi:nil="true"`; it must stay empty. */
  nil(): this {
    return this.attributeNs(XSI_NS, "nil", "true");
  }

  /** Writes `xsi:type` naming type `{ns}local`, with a prefix declared for `ns` (never an unprefixed QName). */
  xsiType(ns: string, local: string): this {
    return this.attributeNs(XSI_NS, "type", this.qualifiedName(ns, local));
  }

  /**
   * The QName `p:local` of `{ns}local` for an attribute value of the element just started, with a prefix
   * declared on it where none is in scope (never an unprefixed QName, which would take the default namespace).
   */
  qualifiedName(ns: string, local: string): string {
    return ns === "" ? local : `${this.#attributePrefix(ns)}:${local}`;
  }

  /**
   * The prefix of namespace `ns` for a QName value in the element just started (its text or an attribute):
   * `""` when `ns` is the default namespace, else a prefix in scope, else one declared on the element. A QName
   * in no namespace has no prefix and cannot be written where a default namespace is in scope.
   */
  prefixFor(ns: string): string {
    if (ns === this.#defaultNs) return "";
    if (ns === "") {
      throw new XmlWriteError(
        "a QName in no namespace cannot be written where a default namespace is in scope (it would take that one)",
      );
    }
    return this.#attributePrefix(ns);
  }

  /** Writes escaped character data inside the current element. */
  text(value: string): this {
    if (this.#endTags.length === 0) throw new XmlWriteError("text outside the root element");
    if (this.#startTagOpen) {
      this.#out += ">";
      this.#startTagOpen = false;
    }
    this.#out += escapeText(value);
    return this;
  }

  /**
   * Appends markup as is. Only for markup this runtime produced itself (for example a body serialized by a
   * second writer); never for data.
   */
  raw(markup: string): this {
    if (this.#startTagOpen) {
      this.#out += ">";
      this.#startTagOpen = false;
    }
    this.#out += markup;
    return this;
  }

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
  markup<V>(
    ns: string,
    local: string,
    contentNs: string | undefined,
    make: (name: string, value: V, start: string, end: string, xsiType: boolean) => string,
    value: V,
    xsiType = false,
  ): this {
    let declarations = this.#beginElement(ns);
    let name = local;
    if (contentNs === undefined) {
      if (ns === this.#defaultNs) name = local;
      else if (this.#prefixes.get(ns) !== undefined) name = `${this.#prefixes.get(ns)}:${local}`;
      else if (ns === "") declarations += ' xmlns=""';
      else {
        const prefix = this.#freePrefix();
        declarations += ` xmlns:${prefix}="${escapeAttribute(ns)}"`;
        name = `${prefix}:${local}`;
      }
    } else if (ns !== contentNs) {
      if (ns === "") {
        throw new XmlWriteError(
          `element <${local}> is in no namespace, so {${contentNs}} cannot be the default namespace inside it`,
        );
      }
      let prefix = this.#prefixes.get(ns);
      if (prefix === undefined) {
        prefix = this.#freePrefix();
        declarations += ` xmlns:${prefix}="${escapeAttribute(ns)}"`;
      }
      name = `${prefix}:${local}`;
    }
    if (contentNs !== undefined && this.#defaultNs !== contentNs)
      declarations += ` xmlns="${escapeAttribute(contentNs)}"`;
    if (this.#prefixes.get(XSI_NS) !== "xsi") declarations += ` xmlns:xsi="${XSI_NS}"`;
    declarations += this.#markupXsiType();
    const markup = make(name, value, `<${name}${declarations}`, `</${name}>`, xsiType);
    if (markup.length < CHUNK_LENGTH) {
      this.#out += markup;
      if (this.#out.length > CHUNK_LENGTH) this.#flush();
    } else {
      // Long markup is in flat pieces already (its lists made them): kept as it is, not copied once more.
      this.#flush();
      this.#done += markup;
    }
    return this;
  }

  /**
   * The pending {@link XmlWriter.nextXsiType} as ` xsi:type="p:local"` for the start tag of markup, with the
   * prefix declared there when none is in scope.
   */
  #markupXsiType(): string {
    const type = this.#nextType;
    if (type === undefined) return "";
    this.#nextType = undefined;
    const [ns, local] = type;
    if (ns === "") return ` xsi:type="${escapeAttribute(local)}"`;
    let prefix = this.#prefixes.get(ns);
    let declaration = "";
    if (prefix === undefined) {
      // Never the element's own: that one is bound in scope, or was the last one generated.
      prefix = this.#freePrefix();
      declaration = ` xmlns:${prefix}="${escapeAttribute(ns)}"`;
    }
    return `${declaration} xsi:type="${prefix}:${escapeAttribute(local)}"`;
  }

  /** Closes the innermost open element (as `<x/>` when it has no content). */
  end(): this {
    const endTag = this.#endTags.pop();
    if (endTag === undefined) throw new XmlWriteError("end() without an open element");
    if (this.#startTagOpen) {
      this.#out += "/>";
      this.#startTagOpen = false;
    } else {
      this.#out += endTag;
    }
    if (this.#out.length > CHUNK_LENGTH) this.#flush();
    // Declarations made on the element just closed go out of scope (none, on most elements).
    const depth = this.#endTags.length;
    const scopes = this.#scopes;
    while (scopes.length !== 0 && (scopes[scopes.length - 1] as Scope).depth > depth) {
      const scope = scopes.pop() as Scope;
      if (scope.prefix === "") this.#defaultNs = scope.ns;
      else this.#ownPrefixes().delete(scope.ns);
    }
    return this;
  }

  /** Writes `<local>text</local>` in namespace `ns`; `undefined` writes nothing (an absent optional member). */
  element(ns: string, local: string, text: string | undefined): this {
    if (text === undefined) return this;
    // The common case, a simple member in a namespace already bound, in one string append.
    if (this.#endTags.length !== 0 && this.#nextType === undefined) {
      const prefix = ns === this.#defaultNs ? "" : this.#prefixes.get(ns);
      if (prefix !== undefined) {
        const name = prefix === "" ? local : `${prefix}:${local}`;
        const open = this.#startTagOpen ? "><" : "<";
        this.#startTagOpen = false;
        this.#out += `${open}${name}>${escapeText(text)}</${name}>`;
        return this;
      }
    }
    return this.start(ns, local).text(text).end();
  }

  /** Writes `<local xsi:nil="true"/>` in namespace `ns`. */
  nilElement(ns: string, local: string): this {
    return this.start(ns, local).nil().end();
  }

  /** Returns the document. Throws when an element is still open. */
  toString(): string {
    if (this.#endTags.length !== 0) {
      throw new XmlWriteError(`element <${this.#endTags.at(-1)?.slice(2, -1) ?? ""}> is still open`);
    }
    return this.#done + this.#out;
  }

  #requireStartTag(what: string): void {
    if (!this.#startTagOpen) throw new XmlWriteError(`${what} written after the element's content`);
  }

  #attributePrefix(ns: string): string {
    const prefix = this.#prefixes.get(ns);
    if (prefix !== undefined) return prefix;
    this.#requireStartTag("namespace declaration");
    // The start tag is open, so the element that gets the declaration is the innermost one.
    const declared = this.#declare(ns, this.#endTags.length);
    this.#out += ` xmlns:${declared}="${escapeAttribute(ns)}"`;
    return declared;
  }

  #declare(ns: string, depth: number): string {
    const prefix = this.#freePrefix();
    this.#ownPrefixes().set(ns, prefix);
    this.#scopes.push({ depth, ns, prefix });
    return prefix;
  }

  /** The prefix table, copied first when a prologue shares it. */
  #ownPrefixes(): Map<string, string> {
    if (this.#prefixesShared) {
      this.#prefixes = new Map(this.#prefixes);
      this.#prefixesShared = false;
    }
    return this.#prefixes;
  }

  /** A generated prefix not bound in scope. */
  #freePrefix(): string {
    let prefix: string;
    do prefix = `ns${++this.#generated}`;
    while ([...this.#prefixes.values()].includes(prefix));
    return prefix;
  }

  /**
   * Closes the parent's start tag before a child element; returns the root's namespace declarations when the
   * element is the root ("" otherwise). Throws on a second root.
   */
  #beginElement(ns: string): string {
    if (this.#startTagOpen) {
      this.#out += ">";
      this.#startTagOpen = false;
    }
    if (!this.#rootWritten) return this.#rootDeclarations(ns);
    if (this.#endTags.length === 0) throw new XmlWriteError("a document has exactly one root element");
    return "";
  }

  /** Binds the namespaces of the options' table; returns their declarations for the root element. */
  #rootDeclarations(rootNs: string): string {
    this.#rootWritten = true;
    let declarations = "";
    let unprefixed: string | undefined;
    for (const [prefix, uri] of this.#rootNamespaces) {
      if (prefix === "" && rootNs === "" && uri !== "") unprefixed = uri;
      else if (prefix === "") {
        this.#defaultNs = uri;
        declarations += ` xmlns="${escapeAttribute(uri)}"`;
      } else if (uri !== "") {
        // XML 1.0 has no prefix for no namespace (an rpc wrapper of `soap:body namespace=""`): left unbound.
        this.#prefixes.set(uri, prefix);
        declarations += ` xmlns:${prefix}="${escapeAttribute(uri)}"`;
      }
    }
    // A root in no namespace cannot stand under a default namespace: the table's default gets a prefix instead.
    if (unprefixed === undefined || this.#prefixes.has(unprefixed)) return declarations;
    const prefix = this.#freePrefix();
    this.#prefixes.set(unprefixed, prefix);
    return `${declarations} xmlns:${prefix}="${escapeAttribute(unprefixed)}"`;
  }

  /** Sets the text written so far aside as a finished flat piece (see {@link CHUNK_LENGTH}). */
  #flush(): void {
    this.#done += flattened(this.#out);
    this.#out = "";
  }
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
export function writeValue<V>(
  w: XmlWriter,
  ns: string,
  local: string,
  type: Formatter<V>,
  value: V | null | undefined,
): void {
  if (value === undefined) return;
  if (value === null) w.nilElement(ns, local);
  else if (type.namespaced === true) w.start(ns, local).text(type.format(value, w)).end();
  else w.element(ns, local, type.format(value));
}

/** Writes each item of a repeated simple-typed element (`null` items as `xsi:nil`). */
export function writeValues<V>(
  w: XmlWriter,
  ns: string,
  local: string,
  type: Formatter<V>,
  values: readonly (V | null)[],
): void {
  for (const value of values) writeValue(w, ns, local, type, value);
}

/**
 * Writes a wrapped list member: nothing for `undefined`, a nil wrapper for `null`, else the wrapper with one
 * item per entry written by `writeItem` (which receives the item element's name).
 */
export function writeList<V>(
  w: XmlWriter,
  ns: string,
  local: string,
  items: readonly V[] | null | undefined,
  writeItem: (w: XmlWriter, item: V) => void,
): void {
  if (items === undefined) return;
  if (items === null) {
    w.nilElement(ns, local);
    return;
  }
  w.start(ns, local);
  for (const item of items) writeItem(w, item);
  w.end();
}

/**
 * `text` as the UTF-8 bytes of a body sent whole. Text that is all ASCII (as many bytes as characters) is
 * copied as Latin-1, which gives the same bytes. Handing node:http the string costs more: it joins the head
 * and the body and encodes the joined string, a large share of a server's work for a small answer.
 */
export function utf8Bytes(text: string): Buffer {
  const length = Buffer.byteLength(text, "utf8");
  const bytes = Buffer.allocUnsafe(length);
  bytes.write(text, 0, length, length === text.length ? "latin1" : "utf8");
  return bytes;
}
