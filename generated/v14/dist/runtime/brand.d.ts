/**
 * Every generated package ships its own copy of the runtime, so one program can hold several copies of each
 * error class: a router of version 14 mounting version 15's service, a handler throwing version 15's
 * `ServiceFault` into version 14's listener. The runtime's classes carry a brand registered under a global
 * symbol key, and their `instanceof` checks the brand, so an instance of any copy is recognised.
 *
 * ```ts
 * const scalarErrorBrand = Symbol.for("xmlapi-codegen.ScalarError");
 * class ScalarError extends Error {
 *   readonly [scalarErrorBrand] = true;
 *   static override [Symbol.hasInstance](value: unknown): boolean {
 *     return hasBrand(value, scalarErrorBrand);
 *   }
 * }
 * ```
 * @module
 */
/** True when `value` is an object carrying `brand` (see the module comment). */
export declare function hasBrand(value: unknown, brand: symbol): boolean;
