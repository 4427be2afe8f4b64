import type { SimpleType, ValueKind } from "./simple-type.js";
import { ComplexType, type ArrayType } from "./xml-reader.js";
/** One problem found by a generated validator. */
export interface ValidationIssue {
    /** Where: a property path such as `booking.prices[2].paymentMethods[0]` (empty for the value itself). */
    readonly path: string;
    /** What is wrong. */
    readonly message: string;
}
/** Thrown by callers that want an exception rather than a list (see {@link assertValid}). */
export declare class ValidationError extends Error {
    readonly name = "ValidationError";
    /** Every problem found. */
    readonly issues: readonly ValidationIssue[];
    /** Creates the error; the message lists every issue. */
    constructor(issues: readonly ValidationIssue[]);
}
/** Throws {@link ValidationError} when `issues` is not empty. */
export declare function assertValid(issues: readonly ValidationIssue[]): void;
/** Path of property `name` below `path`. */
export declare function memberPath(path: string, name: string): string;
/** Path of item `index` of the array at `path`. */
export declare function itemPath(path: string, index: number): string;
/** Appends an issue when `message` is defined (the facet checks of the scalars module return one or none). */
export declare function report(issues: ValidationIssue[], path: string, message: string | undefined): void;
/** True for a plain object; otherwise reports that an object was expected. */
export declare function checkObject(issues: ValidationIssue[], path: string, value: unknown): value is object;
/**
 * Checks a scalar: its JavaScript type, then its lexical and value space by formatting it with the codec
 * (ranges of `int`, decimal syntax, date and time fields, enumeration membership, list items).
 */
export declare function checkScalar<V>(issues: ValidationIssue[], path: string, value: unknown, type: SimpleType<V>, kind: ValueKind): value is V;
/**
 * Checks an `xs:list` value (an array) item by item, so a bad item is reported at its index
 * (`paymentMethods[1]`): `check` reports the item's own problems (type, lexical space, facets), then an item
 * that is valid on its own but formats to nothing or to text with whitespace is reported too (the list's
 * separator would split or drop it). Returns whether `value` is an array, so the list's own facets
 * (length) can still be checked.
 */
export declare function checkList<V>(issues: ValidationIssue[], path: string, value: unknown, item: SimpleType<V>, check: (value: unknown, path: string) => void): value is readonly V[];
/** Occurrence of a member: bounds (`max` -1 for unbounded) and nillability. */
export interface MemberOccurs {
    /** minOccurs, or 1 for a required attribute. */
    readonly min: number;
    /** maxOccurs; -1 for unbounded. */
    readonly max: number;
    /** `nillable="true"`. */
    readonly nillable: boolean;
}
/**
 * Checks a member that holds at most one value: present when required, `null` only when nillable, and
 * the value itself through `check`.
 */
export declare function checkMember<V>(issues: ValidationIssue[], path: string, value: V | null | undefined, occurs: MemberOccurs, check: (value: V, path: string) => void): void;
/**
 * Checks a repeated member (maxOccurs > 1, or the items of a wrapped list): an array whose length lies
 * within the bounds, `null` items only when nillable, each item through `check`.
 */
export declare function checkItems<V>(issues: ValidationIssue[], path: string, values: readonly (V | null)[] | undefined, occurs: MemberOccurs, check: (value: V, path: string) => void): void;
/**
 * Checks a value of a simple type: its JavaScript kind and lexical space ({@link checkScalar}), an
 * `xs:list` item by item ({@link checkList}), then the facets of the type.
 */
export declare function validateSimple<V>(type: SimpleType<V>, value: unknown, path: string, issues: ValidationIssue[]): ValidationIssue[];
/**
 * Checks a value of a complex type against the schema, member by member in schema order, through the
 * member table of its reader. A `$type` naming a derived type hands the value to that type; a `$type`
 * naming no type of the hierarchy is reported, since it would be written without `xsi:type`, as the
 * declared type, and read back without it.
 */
export declare function validateComplex<T>(type: ComplexType<T>, value: unknown, path: string, issues: ValidationIssue[]): ValidationIssue[];
/**
 * Checks a value of an `ArrayOfX` wrapper type read as an element of its own (an operation's result): an array
 * whose length lies within its item element's bounds, `null` items only when they are nillable, each item
 * against the item's type.
 */
export declare function validateArray<T extends readonly unknown[]>(type: ArrayType<T>, value: unknown, path: string, issues: ValidationIssue[]): ValidationIssue[];
