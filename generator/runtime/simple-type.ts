/**
 * The contract between scalar codecs and the XML reader/writer. Shipped verbatim inside every generated package.
 * @module
 */
import { brandClass } from "./brand.ts";

/** Thrown by {@link SimpleType.parse} and {@link SimpleType.format} for a value outside the type's lexical space. */
export class ScalarError extends Error {
  override readonly name = "ScalarError";
}
brandClass(ScalarError, "ScalarError");

/** The JavaScript representation of a simple type's values, which validators check before formatting. */
export type ValueKind = "string" | "number" | "bigint" | "boolean" | "bytes" | "array" | "any";

/**
 * Facets a validator checks beyond the lexical space (reading does not check them). Bounds and
 * enumeration values are in the value space of the type (`5`, `5n`, `"5.00"` for a decimal).
 */
export interface Facets {
  readonly length?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** One XSD pattern per derivation step (the alternatives of a step joined by `|`); all must match. */
  readonly patterns?: readonly string[];
  readonly minInclusive?: number | bigint | string;
  readonly minExclusive?: number | bigint | string;
  readonly maxInclusive?: number | bigint | string;
  readonly maxExclusive?: number | bigint | string;
  readonly totalDigits?: number;
  readonly fractionDigits?: number;
  readonly enumeration?: readonly unknown[];
}

/** The namespaces in scope where a value is read: what resolves the prefixes of QName values. */
export interface PrefixResolver {
  /** The namespace bound to `prefix` (`""`: the default namespace), undefined when none is. */
  resolvePrefix(prefix: string): string | undefined;
}

/** The namespaces in scope where a value is written: what gives QName values their prefixes. */
export interface PrefixBinder {
  /** A prefix bound to `ns` where the value goes (`""`: `ns` is the default namespace), declared there if need be. */
  prefixFor(ns: string): string;
}

/**
 * Lexical codec of one XSD simple type: text from the wire to a typed value and back, losslessly.
 * `parse(format(v))` equals `v` for every valid `v`.
 */
export interface SimpleType<V> {
  /** Discriminates simple types from element content readers. */
  readonly kind: "simple";
  /** The XSD name, e.g. `"int"` or a generated enumeration's name; used in error messages. */
  readonly name: string;
  /** What values look like in JavaScript. */
  readonly valueKind: ValueKind;
  /** Of an `xs:list`: the codec of one item. */
  readonly item?: SimpleType<unknown>;
  /** The facets validators check (every facet of the type, inherited ones included). */
  readonly facets?: Facets;
  /** Of a named schema type: its qualified name, which the SOAP encoding writes as `xsi:type`. */
  readonly xmlType?: { readonly ns: string; readonly local: string };
  /**
   * Its values hold QNames (xs:QName, xs:NOTATION, or a list, union or restriction of them), whose wire text
   * depends on the namespaces in scope: reading and writing hand `parse` and `format` a scope.
   */
  readonly namespaced?: true;
  /**
   * Parses the wire text (whitespace facet applied here); throws {@link ScalarError} on invalid input. A QName
   * is resolved in `scope`; without one, QNames are read in their value form (`{ns}local`, `local`).
   */
  parse(text: string, scope?: PrefixResolver): V;
  /**
   * Formats a value to its canonical wire text; throws {@link ScalarError} when the value is out of range. A
   * QName gets its prefix from `scope`; without one, QNames are written in their value form.
   */
  format(value: V, scope?: PrefixBinder): string;
}
