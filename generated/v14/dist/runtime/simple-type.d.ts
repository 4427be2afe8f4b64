declare const scalarErrorBrand: unique symbol;
/** Thrown by {@link SimpleType.parse} and {@link SimpleType.format} for a value outside the type's lexical space. */
export declare class ScalarError extends Error {
    /** Recognises an instance of any copy of the runtime (see `brand.ts`). */
    static [Symbol.hasInstance](value: unknown): boolean;
    /** The brand `instanceof` checks. */
    readonly [scalarErrorBrand] = true;
    readonly name = "ScalarError";
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
    /** Parses the wire text (whitespace facet applied here); throws {@link ScalarError} on invalid input. */
    parse(text: string): V;
    /** Formats a value to its canonical wire text; throws {@link ScalarError} when the value is out of range. */
    format(value: V): string;
}
export {};
