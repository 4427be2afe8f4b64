import { resolveType } from "./xml-reader.js";
import { XmlWriteError } from "./xml-writer.js";
/** Declares a {@link Substitute}. */
export function substitute(property, element, write, validate) {
    return {
        property,
        element: element,
        write: write,
        ...(validate === undefined
            ? {}
            : {
                validate: validate,
            }),
    };
}
/** The elements that stand for one abstract head, and how a value of them is read, written and checked. */
export class SubstitutionGroup {
    /** Local name of the head, for messages. */
    head;
    /** The elements, in the schema's order. */
    members;
    /** Reader of a document whose root is one of the elements. */
    document;
    #byName;
    constructor(head, members) {
        this.head = head;
        this.members = members;
        this.#byName = new Map(members.map((member) => [`{${member.element.ns}}${member.element.local}`, member]));
        this.document = new SubstituteDocument(this);
    }
    /** The element `{ns}local` where it stands for the head. */
    member(ns, local) {
        return this.#byName.get(`{${ns}}${local}`);
    }
    /** Reader of element `{ns}local`'s content, where it stands for the head. */
    reader(ns, local) {
        const member = this.member(ns, local);
        return member === undefined ? undefined : resolveType(member.element.type);
    }
    /** The value of the head that element `{ns}local` read as `value` stands for. */
    wrap(ns, local, value) {
        const member = this.member(ns, local);
        if (member === undefined)
            throw new Error(`{${ns}}${local} does not stand for ${this.head}`);
        return { [member.property]: value };
    }
    /** The properties of `value` that hold an element. */
    #chosen(value) {
        const record = value;
        return this.members.filter((member) => record[member.property] !== undefined);
    }
    #names() {
        return this.members.map((member) => member.property).join(", ");
    }
    /** Writes the element `value` holds; `ns` and `local` (the head's) are not written, as XSD forbids it. */
    write(w, _ns, _local, value) {
        const [member, ...others] = this.#chosen(value);
        if (member === undefined || others.length > 0)
            throw new XmlWriteError(`<${this.head}> is abstract: exactly one of ${this.#names()} must be set`);
        member.write(w, value[member.property]);
    }
    /** Checks that `value` holds exactly one element, and that element's value. */
    validate(value, path = "", issues = []) {
        if (typeof value !== "object" || value === null || Array.isArray(value)) {
            issues.push({ path, message: `must be an object holding one of ${this.#names()}` });
            return issues;
        }
        const chosen = this.#chosen(value);
        const [member] = chosen;
        if (member === undefined)
            issues.push({ path, message: `one of ${this.#names()} is required` });
        else if (chosen.length > 1)
            issues.push({
                path,
                message: `only one of ${this.#names()} may be present, got ${chosen.map((one) => one.property).join(", ")}`,
            });
        else {
            const inner = value[member.property];
            const at = path === "" ? member.property : `${path}.${member.property}`;
            if (inner === null && member.element.occurs.nillable !== true)
                issues.push({ path: at, message: "is not nillable" });
            else if (inner !== null)
                member.validate?.(inner, at, issues);
        }
        return issues;
    }
}
/** Declares a {@link SubstitutionGroup}. */
export function substitutionGroup(head, members) {
    return new SubstitutionGroup(head, members);
}
/** The pseudo content of a document whose root stands for the head: accepts any one of the group's elements. */
class SubstituteDocument {
    kind = "content";
    name = "document";
    textual = false;
    #group;
    constructor(group) {
        this.#group = group;
    }
    begin() {
        return { value: undefined, seen: false };
    }
    child(_state, ns, local, cursor) {
        const member = this.#group.member(ns, local);
        if (member === undefined) {
            const expected = this.#group.members.map(({ element }) => `{${element.ns}}${element.local}`).join(", ");
            return cursor.fail(`expected root element one of ${expected}, found {${ns}}${local}`, "invalid");
        }
        return {
            ns,
            local,
            type: resolveType(member.element.type),
            nillable: member.element.occurs.nillable === true,
        };
    }
    add(state, binding, value) {
        state.value = this.#group.wrap(binding.ns, binding.local, value);
        state.seen = true;
    }
    end(state, _text, cursor) {
        const { value, seen } = state;
        return seen ? value : cursor.fail("no root element", "malformed");
    }
}
