/**
 * The contract between scalar codecs and the XML reader/writer. Shipped verbatim inside every generated package.
 * @module
 */
import { hasBrand } from "./brand.js";
const scalarErrorBrand = Symbol.for("xmlapi-codegen.ScalarError");
/** Thrown by {@link SimpleType.parse} and {@link SimpleType.format} for a value outside the type's lexical space. */
export class ScalarError extends Error {
    /** Recognises an instance of any copy of the runtime (see `brand.ts`). */
    static [Symbol.hasInstance](value) {
        return hasBrand(value, scalarErrorBrand);
    }
    /** The brand `instanceof` checks. */
    [scalarErrorBrand] = true;
    name = "ScalarError";
}
