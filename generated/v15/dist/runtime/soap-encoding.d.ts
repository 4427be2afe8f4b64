import type { OperationDescriptor } from "./operation.js";
import { type EncodedBodyType, type SoapVersion } from "./soap.js";
import { type ContentType, type ElementField } from "./xml-reader.js";
import type { XmlWriter } from "./xml-writer.js";
/** The SOAP envelope of `op`'s request holding `request`, in SOAP encoding. */
export declare function encodedRequestEnvelope<P>(version: SoapVersion, op: OperationDescriptor<P, unknown, never>, request: P, writeHeader?: (w: XmlWriter) => void): string;
/** The SOAP envelope of `op`'s response holding `result` (absent for `undefined`, nil for `null`), encoded. */
export declare function encodedResponseEnvelope<R>(version: SoapVersion, op: OperationDescriptor<unknown, R, never>, result: R, writeHeader?: (w: XmlWriter) => void): string;
/**
 * Writes an element standing on its own in SOAP encoding, a header block or a fault's detail entry:
 * `encodingStyle` on it, and `xsi:type` as on any accessor.
 */
export declare function writeEncodedAccessor(w: XmlWriter, version: SoapVersion, element: ElementField<unknown>, value: unknown): void;
/**
 * The reader of an element standing on its own in SOAP encoding, of element `element`: decoded as an accessor. A
 * header block's references must name elements inside it (SOAP 1.1 section 5 lets them name one in the Body,
 * which is not read for them); a fault's detail entry's may name the independent elements beside it, in the
 * detail or after the Fault in the Body (Axis 1's `multiRef`).
 */
export declare function encodedAccessor<T>(element: ElementField<T>): EncodedBodyType<T | null>;
/** The reader of an encoded call, or of a response whose value is its whole wrapper (of struct type `type`). */
export declare function encodedBody<T>(type: ContentType<T>): EncodedBodyType<T>;
/** As {@link encodedBody}, the value handed on through `wrap`. */
export declare function encodedBodyOf<V, T>(type: ContentType<V>, wrap: (value: V) => T): EncodedBodyType<T>;
/** The reader of an encoded response wrapper holding the result accessor `result`. */
export declare function encodedResult<T>(result: ElementField<T>): EncodedBodyType<{
    readonly result?: T | null;
}>;
