/**
 * Values of elements declared `xs:anyType` (or with no type) whose `xsi:type` names a type the package knows: a
 * global type of its schema or an XSD built-in. Such an element reads as `{ $type: "{namespace}local", value }`
 * ({@link TypedValue}), its value read by that type, as xsdata (`DerivedElement`), JAXB (an `Object` chosen by
 * `xsi:type`) and zeep (`AnyObject`) read it; writers write it back with the same `xsi:type`. Any other such
 * element stays XML (the package's `AnyType`), its `xsi:type` kept as `$type`.
 *
 * The shape is the one typed wildcard elements have (`{ $element, value }`, `xml-element.ts`): a key naming what
 * the wire named, beside the value.
 * @module
 */
import type { SimpleType } from "./simple-type.ts";
import type { ChildBinding, ContentType, ElementCursor, XmlAttribute } from "./xml-content.ts";
import { XmlWriteError, writeValue, type XmlWriter } from "./xml-writer.ts";

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
export function isTypedValue(value: object): value is TypedValue {
  return !("$content" in value) && typeof (value as { $type?: unknown }).$type === "string";
}

/**
 * The cursor a typed value's own type reads the element with: the element as it stands, but not selected by
 * `xsi:type` in place of a declared type of its hierarchy, so that the value carries no `$type` of its own.
 */
class NotDerivedCursor implements ElementCursor {
  readonly derived = false;
  readonly #cursor: ElementCursor;

  constructor(cursor: ElementCursor) {
    this.#cursor = cursor;
  }

  get ns(): string {
    return this.#cursor.ns;
  }

  get local(): string {
    return this.#cursor.local;
  }

  get prefix(): string {
    return this.#cursor.prefix;
  }

  get attributes(): Readonly<Record<string, XmlAttribute>> {
    return this.#cursor.attributes;
  }

  get strict(): boolean {
    return this.#cursor.strict;
  }

  get line(): number {
    return this.#cursor.line;
  }

  get column(): number {
    return this.#cursor.column;
  }

  attributeValue(ns: string, local: string): string | undefined {
    return this.#cursor.attributeValue(ns, local);
  }

  get attributeCount(): number {
    return this.#cursor.attributeCount;
  }

  attributeName(index: number): string {
    return this.#cursor.attributeName(index);
  }

  attributeNamespace(index: number): string {
    return this.#cursor.attributeNamespace(index);
  }

  attributeText(index: number): string {
    return this.#cursor.attributeText(index);
  }

  resolvePrefix(prefix: string): string | undefined {
    return this.#cursor.resolvePrefix(prefix);
  }

  fail(reason: string, code?: Parameters<ElementCursor["fail"]>[1]): never {
    return this.#cursor.fail(reason, code);
  }
}

/** Reads an element as the type its `xsi:type` names and makes the {@link TypedValue} of it. */
export class TypedValueContent implements ContentType<TypedValue> {
  readonly kind = "content";
  readonly name: string;
  readonly textual: boolean;
  readonly text: ((state: unknown, text: string) => void) | undefined;
  /** The type's name, `{namespace}local`. */
  readonly #type: string;
  readonly #content: ContentType<unknown>;

  constructor(type: string, content: ContentType<unknown>) {
    this.#type = type;
    this.#content = content;
    this.name = content.name;
    this.textual = content.textual;
    this.text = content.text;
  }

  begin(cursor: ElementCursor): unknown {
    return this.#content.begin(new NotDerivedCursor(cursor));
  }

  child(state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding | undefined {
    return this.#content.child(state, ns, local, cursor);
  }

  add(state: unknown, binding: ChildBinding, value: unknown, cursor: ElementCursor): void {
    this.#content.add(state, binding, value, cursor);
  }

  end(state: unknown, text: string, cursor: ElementCursor): TypedValue {
    return { $type: this.#type, value: this.#content.end(state, text, cursor) };
  }
}

/**
 * Writes a {@link TypedValue} of a simple type (a built-in, or a simple type of the schema) as element
 * `{ns}local` carrying its `xsi:type`, its codec looked up in `types` (the package's `GLOBAL_TYPES`); a name that
 * is not a simple type there is refused with an {@link XmlWriteError}. Complex types have writers of their own.
 */
export function writeTypedValue(
  w: XmlWriter,
  ns: string,
  local: string,
  item: TypedValue,
  types: Readonly<Record<string, unknown>>,
): void {
  const codec = Object.hasOwn(types, item.$type) ? types[item.$type] : undefined;
  if (typeof codec !== "object" || codec === null || (codec as { kind?: unknown }).kind !== "simple")
    throw new XmlWriteError(`<${local}>: $type ${item.$type} names no type of this package`);
  const close = item.$type.indexOf("}");
  w.nextXsiType(item.$type.slice(1, close), item.$type.slice(close + 1));
  writeValue(w, ns, local, codec as SimpleType<unknown>, item.value);
}

/** Writes the `xsi:type` an `xs:anyType` element kept as XML came with (`{namespace}local`), if it had one. */
export function writeXsiTypeName(w: XmlWriter, name: string | undefined): void {
  if (name === undefined) return;
  const close = name.indexOf("}");
  w.xsiType(name.slice(1, close), name.slice(close + 1));
}
