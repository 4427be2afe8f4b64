/**
 * Plain objects (prototype `Object.prototype`, as `{}` makes them) sized to the properties they end up with.
 * `{}` reserves room for four properties and keeps a fifth and more in a separate array; a constructor of its
 * own makes V8 watch its first objects grow and size every later one to the properties they took. Readers
 * build each value property by property, so one constructor per kind of value (a complex type, an element kept
 * as XML) makes the values of a large document smaller, and the garbage collector copies less of them.
 *
 * V8 keeps the hidden class of an object (its layout, which optimised code is built on) only while an object
 * of that class lives: see {@link keepHiddenClass}.
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
/** Objects kept for their hidden classes: see {@link keepHiddenClass}. */
const hiddenClassKeepers = [];
/**
 * Keeps `keeper` alive for good, and with it the hidden class of every object built as it was. A full
 * collection drops the hidden classes no live object has, and the optimised code built on them; the objects
 * that read one document (a scanner) are all gone between documents, so each such collection undid the
 * engine's work, and after a few of them reading stayed slow. Returns `keeper`.
 */
export function keepHiddenClass(keeper) {
    hiddenClassKeepers.push(keeper);
    return keeper;
}
