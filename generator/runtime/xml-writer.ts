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
import { hasBrand } from "./brand.ts";
import { XML_NS, XSI_NS } from "./xml-names.ts";

const xmlWriteErrorBrand = Symbol.for("xmlapi-codegen.XmlWriteError");

/** Thrown when a value cannot be written as XML 1.0 (a forbidden character, a misuse of the writer). */
export class XmlWriteError extends Error {
  /** Recognises an instance of any copy of the runtime (see `brand.ts`). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return hasBrand(value, xmlWriteErrorBrand);
  }
  /** The brand `instanceof` checks. */
  readonly [xmlWriteErrorBrand] = true;
  override readonly name = "XmlWriteError";
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
}

// Everything that needs escaping or is forbidden. With the `u` flag, \p{Cs} matches only lone surrogates,
// so text with well-formed astral characters stays on the fast path.
// eslint-disable-next-line no-control-regex -- finding forbidden control characters is the point
const TEXT_SPECIAL = /[&<>\r\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\p{Cs}]/u;
// eslint-disable-next-line no-control-regex -- as above
const ATTRIBUTE_SPECIAL = /[&<>"\t\n\r\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\p{Cs}]/u;

function escapeSlow(value: string, attribute: boolean): string {
  let out = "";
  let last = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    let replacement: string;
    switch (c) {
      case 0x26:
        replacement = "&amp;";
        break;
      case 0x3c:
        replacement = "&lt;";
        break;
      case 0x3e:
        replacement = "&gt;";
        break;
      // A literal CR would be normalised to LF by every reader, so it is always a character reference.
      case 0x0d:
        replacement = "&#13;";
        break;
      case 0x22:
        if (!attribute) continue;
        replacement = "&quot;";
        break;
      // Attribute-value normalisation turns literal TAB and LF into spaces; references survive it.
      case 0x09:
        if (!attribute) continue;
        replacement = "&#9;";
        break;
      case 0x0a:
        if (!attribute) continue;
        replacement = "&#10;";
        break;
      default:
        if (c >= 0x20 && c < 0xd800) continue;
        if (c >= 0xd800 && c <= 0xdbff) {
          const next = value.charCodeAt(i + 1);
          if (next >= 0xdc00 && next <= 0xdfff) {
            i++;
            continue;
          }
        }
        if ((c >= 0xe000 && c <= 0xfffd) || c === 0x09 || c === 0x0a) continue;
        throw new XmlWriteError(
          `character U+${c.toString(16).toUpperCase().padStart(4, "0")} at index ${i} is not allowed in XML 1.0`,
        );
    }
    out += value.slice(last, i) + replacement;
    last = i + 1;
  }
  return last === 0 ? value : out + value.slice(last);
}

/**
 * Escapes character data: `&`, `<`, `>` and CR become references. Throws {@link XmlWriteError} on a character
 * XML 1.0 forbids (controls other than TAB/LF/CR, lone surrogates, U+FFFE, U+FFFF).
 */
export function escapeText(value: string): string {
  return TEXT_SPECIAL.test(value) ? escapeSlow(value, false) : value;
}

/**
 * Escapes an attribute value for a double-quoted attribute: `&`, `<`, `>`, `"` and TAB, LF, CR (as character
 * references, so attribute-value normalisation keeps them). Throws {@link XmlWriteError} like {@link escapeText}.
 */
export function escapeAttribute(value: string): string {
  return ATTRIBUTE_SPECIAL.test(value) ? escapeSlow(value, true) : value;
}

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
  readonly #rootNamespaces: readonly (readonly [prefix: string, ns: string])[];
  /** Non-default prefixes in scope: namespace URI -> prefix. */
  readonly #prefixes = new Map<string, string>();
  readonly #names: string[] = [];
  readonly #scopes: Scope[] = [];
  #defaultNs = "";
  #startTagOpen = false;
  #rootWritten = false;
  #generated = 0;

  /** Creates a writer; see {@link XmlWriterOptions}. */
  constructor(options: XmlWriterOptions = {}) {
    this.#out = options.declaration === true ? '<?xml version="1.0" encoding="utf-8"?>' : "";
    const table = { ...options.namespaces };
    if (!Object.values(table).includes(XSI_NS) && table["xsi"] === undefined) table["xsi"] = XSI_NS;
    this.#rootNamespaces = Object.entries(table);
    this.#prefixes.set(XML_NS, "xml");
  }

  /** Number of UTF-16 code units written so far. */
  get length(): number {
    return this.#out.length;
  }

  /** Opens element `{ns}local`. Attributes may follow until content or {@link XmlWriter.end} is written. */
  start(ns: string, local: string): this {
    if (this.#startTagOpen) this.#out += ">";
    let declarations = "";
    if (!this.#rootWritten) {
      this.#rootWritten = true;
      for (const [prefix, uri] of this.#rootNamespaces) {
        if (prefix === "") {
          this.#defaultNs = uri;
          declarations += ` xmlns="${escapeAttribute(uri)}"`;
        } else {
          this.#prefixes.set(uri, prefix);
          declarations += ` xmlns:${prefix}="${escapeAttribute(uri)}"`;
        }
      }
    } else if (this.#names.length === 0) {
      throw new XmlWriteError("a document has exactly one root element");
    }
    let name: string;
    if (ns === this.#defaultNs) {
      name = local;
    } else {
      const prefix = this.#prefixes.get(ns);
      if (prefix !== undefined) {
        name = `${prefix}:${local}`;
      } else if (ns === "") {
        // An unqualified element below a default namespace must undeclare it for its subtree.
        this.#scopes.push({ depth: this.#names.length + 1, ns: this.#defaultNs, prefix: "" });
        this.#defaultNs = "";
        declarations += ' xmlns=""';
        name = local;
      } else {
        const declared = this.#declare(ns, this.#names.length + 1);
        declarations += ` xmlns:${declared}="${escapeAttribute(ns)}"`;
        name = `${declared}:${local}`;
      }
    }
    this.#out += `<${name}${declarations}`;
    this.#names.push(name);
    this.#startTagOpen = true;
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
    this.#out += ` ${this.#attributePrefix(ns)}:${local}="${escapeAttribute(value)}"`;
    return this;
  }

  /** Marks the element just started as `xsi:nil="true"`; it must stay empty. */
  nil(): this {
    return this.attributeNs(XSI_NS, "nil", "true");
  }

  /** Writes `xsi:type` naming type `{ns}local`, with a prefix declared for `ns` (never an unprefixed QName). */
  xsiType(ns: string, local: string): this {
    const prefix = ns === "" ? "" : `${this.#attributePrefix(ns)}:`;
    return this.attributeNs(XSI_NS, "type", prefix + local);
  }

  /** Writes escaped character data inside the current element. */
  text(value: string): this {
    if (this.#names.length === 0) throw new XmlWriteError("text outside the root element");
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

  /** Closes the innermost open element (as `<x/>` when it has no content). */
  end(): this {
    const name = this.#names.pop();
    if (name === undefined) throw new XmlWriteError("end() without an open element");
    if (this.#startTagOpen) {
      this.#out += "/>";
      this.#startTagOpen = false;
    } else {
      this.#out += `</${name}>`;
    }
    const depth = this.#names.length;
    let scope = this.#scopes.at(-1);
    while (scope !== undefined && scope.depth > depth) {
      this.#scopes.pop();
      if (scope.prefix === "") this.#defaultNs = scope.ns;
      else this.#prefixes.delete(scope.ns);
      scope = this.#scopes.at(-1);
    }
    return this;
  }

  /** Writes `<local>text</local>` in namespace `ns`; `undefined` writes nothing (an absent optional member). */
  element(ns: string, local: string, text: string | undefined): this {
    if (text === undefined) return this;
    // The common case, a simple member in a namespace already bound, in one string append.
    if (this.#names.length !== 0) {
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
    if (this.#names.length !== 0) {
      throw new XmlWriteError(`element <${this.#names.at(-1) ?? ""}> is still open`);
    }
    return this.#out;
  }

  #requireStartTag(what: string): void {
    if (!this.#startTagOpen) throw new XmlWriteError(`${what} written after the element's content`);
  }

  #attributePrefix(ns: string): string {
    const prefix = this.#prefixes.get(ns);
    if (prefix !== undefined) return prefix;
    this.#requireStartTag("namespace declaration");
    // The start tag is open, so the element that gets the declaration is the innermost one.
    const declared = this.#declare(ns, this.#names.length);
    this.#out += ` xmlns:${declared}="${escapeAttribute(ns)}"`;
    return declared;
  }

  #declare(ns: string, depth: number): string {
    let prefix: string;
    do prefix = `ns${++this.#generated}`;
    while ([...this.#prefixes.values()].includes(prefix));
    this.#prefixes.set(ns, prefix);
    this.#scopes.push({ depth, ns, prefix });
    return prefix;
  }
}

/** The codec part a writer helper needs: the `format` of a simple type. */
export interface Formatter<V> {
  /** Formats a value to its wire text. */
  format(value: V): string;
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
