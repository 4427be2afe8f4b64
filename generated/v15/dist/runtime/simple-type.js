/**
 * The contract between scalar codecs and the XML reader/writer. Shipped verbatim inside every generated package.
 * @module
 */
import { brandClass } from "./brand.js";
/** Thrown by {@link SimpleType.parse} and {@link SimpleType.format} for a value outside the type's lexical space. */
export class ScalarError extends Error {
    name = "ScalarError";
}
brandClass(ScalarError, "ScalarError");
