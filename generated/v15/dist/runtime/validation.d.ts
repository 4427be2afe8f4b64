import type { SimpleType } from "./simple-type.js";
import { ComplexType, type ArrayType, type ElementField, type TypeRef } from "./xml-reader.js";
/** One problem found by a generated validator. */
export interface ValidationIssue {
    /** Where: a property path such as `booking.prices[2].paymentMethods[0]` (empty for the value itself). */
    readonly path: string;
    /** What is wrong. */
    readonly message: string;
}
/** The first `limit` issues as one line (`path: message; ...`), and how many more there are. */
export declare function describeIssues(issues: readonly ValidationIssue[], limit?: number): string;
/**
 * Checks a value of a simple type: its JavaScript kind and lexical space ({@link checkScalar}), an
 * `xs:list` item by item ({@link checkList}), then the facets of the type.
 */
export declare function validateSimple<V>(type: SimpleType<V>, value: unknown, path: string, issues: ValidationIssue[]): ValidationIssue[];
/** Checks a value of a type of the reader tables: a simple one by its codec and facets, a complex one by members. */
export declare function validateValue(type: TypeRef<unknown>, value: unknown, path: string, issues?: ValidationIssue[]): ValidationIssue[];
/**
 * Checks the value of an element that stands alone in a message (a SOAP header block, a fault's detail entry) as
 * the member of its declaration would be checked: absent is left out, `null` (written nil) only where it is
 * nillable, anything else against its type and fixed value.
 */
export declare function validateElement(field: ElementField<unknown>, value: unknown, path: string, issues?: ValidationIssue[]): ValidationIssue[];
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
