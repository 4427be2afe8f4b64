/**
 * Every generated package ships its own copy of the runtime, so one program can hold several copies of each
 * error class: a router of version 14 mounting version 15's service, a handler throwing version 15's
 * `ServiceFault` into version 14's listener. Each of the runtime's error classes is branded once, after its
 * declaration, so that `instanceof` recognises an instance of any copy:
 *
 * ```ts
 * export class ScalarError extends Error {
 *   override readonly name = "ScalarError";
 * }
 * brandClass(ScalarError, "ScalarError");
 * ```
 * @module
 */
/**
 * Puts a brand, the global symbol `xmlapi-codegen.<name>`, on `type`'s prototype, and makes `instanceof type`
 * check for it. Instances of subclasses carry their base classes' brands through the prototype chain.
 */
export function brandClass(type, name) {
    const brand = Symbol.for(`xmlapi-codegen.${name}`);
    Object.defineProperty(type.prototype, brand, { value: true });
    Object.defineProperty(type, Symbol.hasInstance, {
        value: (value) => typeof value === "object" && value !== null && value[brand] === true,
    });
}
