/**
 * Plain objects (prototype `Object.prototype`, as `{}` makes them) sized to the properties they end up with.
 * `{}` reserves room for four properties and keeps a fifth and more in a separate array; a constructor of its
 * own makes V8 watch its first objects grow and size every later one to the properties they took. Readers
 * build each value property by property, so one constructor per kind of value (a complex type, an element kept
 * as XML) makes the values of a large document smaller, and the garbage collector copies less of them.
 * @module
 */
/**
 * A new constructor of plain objects: `new Make()` is an empty object that `isDeepStrictEqual` and
 * `Object.getPrototypeOf` cannot tell from `{}`. Make one per kind of value: objects of one constructor share
 * one size.
 */
export function plainObjectConstructor() {
    // A function of its own, not a class: a class's instances would have its prototype, not Object's.
    const Make = function PlainObject() {
        // Nothing to set: properties are added to the object it makes.
    };
    Make.prototype = Object.prototype;
    return Make;
}
