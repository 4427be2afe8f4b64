/** Thrown by callers that want an exception rather than a list (see {@link assertValid}). */
export class ValidationError extends Error {
    name = "ValidationError";
    /** Every problem found. */
    issues;
    /** Creates the error; the message lists every issue. */
    constructor(issues) {
        super(issues.map((issue) => `${issue.path === "" ? "(value)" : issue.path}: ${issue.message}`).join("; "));
        this.issues = issues;
    }
}
/** Throws {@link ValidationError} when `issues` is not empty. */
export function assertValid(issues) {
    if (issues.length !== 0)
        throw new ValidationError(issues);
}
/** Path of property `name` below `path`. */
export function memberPath(path, name) {
    return path === "" ? name : `${path}.${name}`;
}
/** Path of item `index` of the array at `path`. */
export function itemPath(path, index) {
    return `${path}[${index}]`;
}
/** Appends an issue when `message` is defined (the facet checks of the scalars module return one or none). */
export function report(issues, path, message) {
    if (message !== undefined)
        issues.push({ path, message });
}
/** True for a plain object; otherwise reports that an object was expected. */
export function checkObject(issues, path, value) {
    if (typeof value === "object" && value !== null && !Array.isArray(value))
        return true;
    issues.push({ path, message: `must be an object, got ${describe(value)}` });
    return false;
}
function hasKind(value, kind) {
    switch (kind) {
        case "bytes":
            return value instanceof Uint8Array;
        case "array":
            return Array.isArray(value);
        case "any":
            return true;
        default:
            return typeof value === kind;
    }
}
function describe(value) {
    if (value === null)
        return "null";
    if (Array.isArray(value))
        return "an array";
    return typeof value;
}
/**
 * Checks a scalar: its JavaScript type, then its lexical and value space by formatting it with the codec
 * (ranges of `int`, decimal syntax, date and time fields, enumeration membership, list items).
 */
export function checkScalar(issues, path, value, type, kind) {
    if (!hasKind(value, kind)) {
        issues.push({
            path,
            message: `must be ${kind === "bytes" ? "a Uint8Array" : `a ${kind}`}, got ${describe(value)}`,
        });
        return false;
    }
    try {
        type.format(value);
        return true;
    }
    catch (error) {
        issues.push({ path, message: error instanceof Error ? error.message : String(error) });
        return false;
    }
}
/**
 * Checks an `xs:list` value (an array) item by item, so a bad item is reported at its index
 * (`paymentMethods[1]`): `check` reports the item's own problems (type, lexical space, facets), then an item
 * that is valid on its own but formats to nothing or to text with whitespace is reported too (the list's
 * separator would split or drop it). Returns whether `value` is an array, so the list's own facets
 * (length) can still be checked.
 */
export function checkList(issues, path, value, item, check) {
    if (!Array.isArray(value)) {
        issues.push({ path, message: `must be an array, got ${describe(value)}` });
        return false;
    }
    value.forEach((entry, index) => {
        const at = itemPath(path, index);
        const before = issues.length;
        check(entry, at);
        if (issues.length !== before)
            return;
        const text = item.format(entry);
        if (text === "" || /[ \t\n\r]/.test(text))
            issues.push({ path: at, message: "a list item cannot be empty or contain whitespace" });
    });
    return true;
}
/**
 * Checks a member that holds at most one value: present when required, `null` only when nillable, and
 * the value itself through `check`.
 */
export function checkMember(issues, path, value, occurs, check) {
    if (value === undefined) {
        if (occurs.min > 0)
            issues.push({ path, message: "is required" });
        return;
    }
    if (value === null) {
        if (!occurs.nillable)
            issues.push({ path, message: "must not be null (not nillable)" });
        return;
    }
    check(value, path);
}
/**
 * Checks a repeated member (maxOccurs > 1, or the items of a wrapped list): an array whose length lies
 * within the bounds, `null` items only when nillable, each item through `check`.
 */
export function checkItems(issues, path, values, occurs, check) {
    if (values === undefined) {
        if (occurs.min > 0)
            issues.push({ path, message: `is required (at least ${occurs.min} items)` });
        return;
    }
    if (!Array.isArray(values)) {
        issues.push({ path, message: `must be an array, got ${describe(values)}` });
        return;
    }
    if (values.length < occurs.min)
        issues.push({ path, message: `has ${values.length} items, needs at least ${occurs.min}` });
    if (occurs.max >= 0 && values.length > occurs.max)
        issues.push({ path, message: `has ${values.length} items, allows at most ${occurs.max}` });
    values.forEach((value, index) => checkMember(issues, itemPath(path, index), value, { min: 1, max: 1, nillable: occurs.nillable }, check));
}
