/**
 * An abstract element used as a whole message or document (a WSDL part, a document root): it never appears on
 * the wire itself, one of the elements of its substitution group stands there. The value holds that element's
 * value under its property, as where the head is referenced inside a type (`{ circle: { radius: "1" } }`).
 *
 * ```ts
 * export const ShapeElement = substitutionGroup<ShapeSubstitute>("shape", [
 *   substitute("circle", element(NS, "circle", Circle), (w, value) => writeCircle(w, NS, "circle", value), validateCircle),
 * ]);
 * ```
 * @module
 */
import type { ValidationIssue } from "./validation.js";
import type { ContentType } from "./xml-content.js";
import { type ElementField } from "./xml-reader.js";
import { type XmlWriter } from "./xml-writer.js";
/** One element that may stand for the abstract head. */
export interface Substitute {
    /** The property of the value that holds this element's value. */
    readonly property: string;
    /** The element: its name, reader and nillability. */
    readonly element: ElementField<unknown>;
    /** Writes the element holding `value` (`null` where it is nillable). */
    write(w: XmlWriter, value: unknown): void;
    /** Checks its value, where it is of a complex type. */
    validate?(value: unknown, path: string, issues: ValidationIssue[]): ValidationIssue[];
}
/** Declares a {@link Substitute}. */
export declare function substitute<V>(property: string, element: ElementField<V>, write: (w: XmlWriter, value: V) => void, validate?: (value: V, path: string, issues: ValidationIssue[]) => ValidationIssue[]): Substitute;
/** The elements that stand for one abstract head, and how a value of them is read, written and checked. */
export declare class SubstitutionGroup<V> {
    #private;
    /** Local name of the head, for messages. */
    readonly head: string;
    /** The elements, in the schema's order. */
    readonly members: readonly Substitute[];
    /** Reader of a document whose root is one of the elements. */
    readonly document: ContentType<V>;
    constructor(head: string, members: readonly Substitute[]);
    /** The element `{ns}local` where it stands for the head. */
    member(ns: string, local: string): Substitute | undefined;
    /** Reader of element `{ns}local`'s content, where it stands for the head. */
    reader(ns: string, local: string): ContentType<unknown> | undefined;
    /** The value of the head that element `{ns}local` read as `value` stands for. */
    wrap(ns: string, local: string, value: unknown): V;
    /** Writes the element `value` holds; `ns` and `local` (the head's) are not written, as XSD forbids it. */
    write(w: XmlWriter, _ns: string, _local: string, value: V): void;
    /** Checks that `value` holds exactly one element, and that element's value. */
    validate(value: V, path?: string, issues?: ValidationIssue[]): ValidationIssue[];
}
/** Declares a {@link SubstitutionGroup}. */
export declare function substitutionGroup<V>(head: string, members: readonly Substitute[]): SubstitutionGroup<V>;
