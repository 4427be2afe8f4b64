var _a;
/**
 * The deserializer scaffold: reads XML straight into typed objects (no DOM, no tree), from saxes events, or
 * for a plain document held whole in memory from the direct scan of `xml-scanner.ts` (same values).
 *
 * Generated code describes each complex type once, as a table of its members in schema order, and the
 * engine in this module does the rest (namespaces, `xsi:nil`, `xsi:type`, CDATA, bounds, unknown elements):
 *
 * ```ts
 * export const Meal: ComplexType<Meal> = complexType<Meal>({
 *   ns: NS,
 *   name: "Meal",
 *   fields: {
 *     id: element(NS, "id", xsInt, { required: true }),
 *     name: element(NS, "name", xsString),
 *     prices: list(NS, "prices", NS, "price", () => MonetaryValue),
 *     isPrioritized: attribute("isPrioritized", xsBoolean),
 *   },
 * });
 * const meal = readXml(xml, element(NS, "meal", Meal, { required: true }));
 * ```
 *
 * Values: an absent optional member is an absent property; `xsi:nil` gives `null`; a repeated element
 * (maxOccurs > 1) is always an array, `[]` when no item is present; a wrapped list ({@link list}) is
 * `undefined` when the wrapper is absent and `[]` when it is empty. An element whose `xsi:type` selects a
 * derived type carries `$type` (the derived type's XSD name), which serializers turn back into `xsi:type`.
 *
 * Hostile input: a DOCTYPE is refused (so no entity is ever expanded), only UTF-8 is read, and every
 * resource is bounded ({@link XmlReadLimits}). Every failure is an {@link XmlReadError} with line and column.
 * @module
 */
import { brandClass } from "./brand.js";
import { keepHiddenClass, plainObjectConstructor } from "./plain-object.js";
import { isUtf8 } from "node:buffer";
import { TextDecoder } from "node:util";
import { SaxesParser } from "saxes";
import { ScalarError } from "./simple-type.js";
import { XMLNS_NS, XSI_NS } from "./xml-names.js";
import { clarkName, isXmlElement, wildcardAllows, xmlElementContent, } from "./xml-element.js";
import { DECLINED, detached, internalized, isWideUnicode, readXsiNil, readXsiType, scanDocument, utf8Text, xsiTypeName, } from "./xml-scanner.js";
import { TypedValueContent } from "./typed-value.js";
/** A malformed, hostile or invalid document; carries the position where reading stopped. */
export class XmlReadError extends Error {
    name = "XmlReadError";
    /** Category of the failure. */
    code;
    /** One-based line of the input where the problem was detected. */
    line;
    /** One-based column (in Unicode characters) where the problem was detected. */
    column;
    /** The message without the position prefix. */
    reason;
    /** Creates the error; `message` becomes `line:column: reason`. */
    constructor(code, reason, line, column) {
        super(`${line}:${column}: ${reason}`);
        this.code = code;
        this.reason = reason;
        this.line = line;
        this.column = column;
    }
}
brandClass(XmlReadError, "XmlReadError");
/** The defaults: generous for any legitimate message of this service, small enough to stop abuse. */
export const DEFAULT_XML_LIMITS = {
    maxDepth: 64,
    maxElements: 1_000_000,
    maxAttributes: 64,
    maxNamespaceDeclarations: 1024,
    maxNameLength: 256,
    maxTextLength: 1 << 20,
    maxAttributeLength: 1 << 16,
    maxInputSize: 32 << 20,
};
/** Whether `field` refuses an undeclared element of namespace `ns` (strict reading, validators). */
export function strictAbout(field, ns) {
    if (field.processContents === "strict")
        return true;
    const allowing = field.parts?.filter((part) => wildcardAllows(part, ns)) ?? [];
    return allowing.length > 0 && allowing.every((part) => part.processContents === "strict");
}
/** Declares an element member; see {@link ElementOccurs}. */
export function element(ns, local, type, occurs = {}) {
    return { kind: "element", ns, local, type, occurs };
}
/** Declares a wrapped list member; see {@link ListOccurs}. */
export function list(ns, local, itemNs, itemLocal, type, occurs = {}) {
    return { kind: "list", ns, local, itemNs, itemLocal, type, occurs };
}
/** Declares an unqualified attribute member. */
export function attribute(local, type, use = {}) {
    return attributeNs("", local, type, use);
}
/** Declares a namespace-qualified attribute member. */
export function attributeNs(ns, local, type, use = {}) {
    const { required = false, ...value } = use;
    return {
        kind: "attribute",
        ns,
        local,
        type,
        required,
        ...(value.default === undefined && value.fixed === undefined ? {} : { value }),
    };
}
/** Declares the elements matched by an `xs:any`; see {@link AnyField}. */
export function anyElements(namespaces, targetNamespace, occurs = {}, processContents = "skip", elements, parts) {
    return {
        kind: "any",
        constraint: { namespaces, targetNamespace },
        occurs,
        processContents,
        ...(elements === undefined ? {} : { elements }),
        ...(parts === undefined ? {} : { parts }),
    };
}
/** Declares the attributes matched by an `xs:anyAttribute`; see {@link AnyAttributeField}. */
export function anyAttributes(namespaces, targetNamespace) {
    return { kind: "anyAttribute", constraint: { namespaces, targetNamespace } };
}
/** Declares content whose order carries meaning; see {@link OrderedField}. */
export function ordered(items, makeItem, options = {}) {
    const { mixed = false, any, rounds, minOccurs, maxOccurs } = options;
    const occurs = {
        ...(minOccurs === undefined ? {} : { minOccurs }),
        ...(maxOccurs === undefined ? {} : { maxOccurs }),
    };
    return {
        kind: "ordered",
        items,
        makeItem,
        mixed,
        ...(any === undefined ? {} : { any }),
        occurs,
        ...(rounds === undefined ? {} : { rounds }),
    };
}
/** Declares the character data of a simple-content type. */
export function text(type) {
    return { kind: "text", type };
}
function describe(error) {
    return error instanceof ScalarError || error instanceof XmlReadError
        ? error.message
        : "value could not be read";
}
const simpleContents = new WeakMap();
/** The content reader of a simple type: collects the text and parses it with the codec. */
export function simpleContent(type) {
    let content = simpleContents.get(type);
    if (content === undefined) {
        content = {
            kind: "content",
            name: type.name,
            textual: true,
            simple: type,
            begin: () => undefined,
            child: () => undefined,
            add: () => undefined,
            end(_state, text, cursor) {
                try {
                    return type.parse(text, cursor);
                }
                catch (error) {
                    return cursor.fail(`<${cursor.local}>: ${describe(error)}`, "invalid");
                }
            },
        };
        simpleContents.set(type, content);
    }
    return content;
}
/**
 * The text of `value` of `type` that two lexical forms of one value share, for comparing with a fixed value:
 * the codec's format, and for a decimal (kept as written) its digits without insignificant zeros.
 */
export function valueText(type, value) {
    const text = type.format(value);
    if (type.name !== "decimal")
        return text;
    const [, sign = "", whole = "", fraction = ""] = /^([+-]?)0*(\d*)\.?(\d*?)0*$/.exec(text) ?? [];
    const digits = `${whole === "" ? "0" : whole}${fraction === "" ? "" : `.${fraction}`}`;
    return digits === "0" || sign !== "-" ? digits : `-${digits}`;
}
/** {@link valueText} of lexical form `lexical`. */
export function canonicalText(type, lexical) {
    return valueText(type, type.parse(lexical));
}
/**
 * The content reader of an element of simple type with a `default` or `fixed` value: the element present and
 * empty holds that value, and strict reading refuses a value other than the fixed one.
 */
function constrainedContent(type, constraint) {
    const empty = constraint.fixed ?? constraint.default;
    const fixed = constraint.fixed === undefined ? undefined : canonicalText(type, constraint.fixed);
    return {
        kind: "content",
        name: type.name,
        textual: true,
        begin: () => undefined,
        child: () => undefined,
        add: () => undefined,
        end(_state, text, cursor) {
            let value;
            try {
                // The default or fixed value is in value form (resolved at generation), the text as written.
                value = text === "" && empty !== undefined ? type.parse(empty) : type.parse(text, cursor);
            }
            catch (error) {
                return cursor.fail(`<${cursor.local}>: ${describe(error)}`, "invalid");
            }
            if (fixed !== undefined && cursor.strict && valueText(type, value) !== fixed)
                cursor.fail(`<${cursor.local}> must hold its fixed value ${constraint.fixed}`, "invalid");
            return value;
        },
    };
}
/** The reader of an element member's content: its type's, or one applying its `default` or `fixed` value. */
function elementContent(field) {
    const content = resolveType(field.type);
    const { default: defaultValue, fixed } = field.occurs;
    if (content.simple === undefined || (defaultValue === undefined && fixed === undefined))
        return content;
    return constrainedContent(content.simple, {
        ...(defaultValue === undefined ? {} : { default: defaultValue }),
        ...(fixed === undefined ? {} : { fixed }),
    });
}
/** The content type a type reference stands for (a simple type read as an element's text). */
export function resolveType(ref) {
    if (typeof ref === "function")
        return ref();
    return ref.kind === "simple" ? simpleContent(ref) : ref;
}
/** A compiled element member: the binding the engine holds, plus where the value goes. */
/** The {@link MemberBinding.makeItem} of a member that is no item of ordered content: never called. */
function makeNoItem() {
    throw new Error("not an item of ordered content");
}
class MemberBinding {
    ns;
    local;
    type;
    nillable;
    /** Property of the parent's object that receives the value. */
    key;
    /** The property is an array and each element adds an item. */
    repeated;
    /** Another member with the same local name in another namespace (rare). */
    next = undefined;
    /** The member of a later declaration of the same element, read once this one is filled (rare). */
    later = undefined;
    /** Implements {@link ChildBinding.raw}. */
    raw = false;
    /**
     * Not a property of its own: an item of ordered content (`target` names the array, the value goes in as the
     * item `makeItem` makes), or an undeclared element a lenient reader keeps (`target` undefined; the array
     * under {@link UNKNOWN_KEY} is made on first use).
     */
    special = false;
    /** The ordered content's property, for an item of it. */
    target = undefined;
    /** The item of ordered content holding a value ({@link OrderedField.makeItem}), for an item of it. */
    makeItem = makeNoItem;
    /** The Clark name of a global element read typed through a wildcard: it goes in as a `WildcardElement`. */
    element = undefined;
    constructor(ns, local, type, nillable, key, repeated) {
        this.ns = ns;
        this.local = local;
        this.type = type;
        this.nillable = nillable;
        this.key = key;
        this.repeated = repeated;
    }
}
/** Reads the wrapper of a {@link ListField}: collects its items into an array. */
class ListContent {
    kind = "content";
    textual = false;
    name;
    #item;
    constructor(name, item) {
        this.name = name;
        this.#item = item;
    }
    begin() {
        return [];
    }
    child(_state, ns, local, cursor) {
        // Leniently, an item in another namespace is still an item (see sameLocalMember).
        return local === this.#item.local && (ns === this.#item.ns || !cursor.strict) ? this.#item : undefined;
    }
    add(state, _binding, value) {
        state.push(value);
    }
    end(state) {
        // An array grown by push keeps room for 16 items; an exact copy is what a large result carries to the
        // old generation (the grown one dies young, which costs the garbage collector next to nothing).
        return state.slice();
    }
}
/**
 * The reader of an `ArrayOfX` wrapper type read as an element of its own: an operation's result, the root
 * of a plain HTTP response. Its value is the array of its items, as where the wrapper is a member ({@link list}).
 */
export class ArrayType {
    /** Discriminant. */
    kind = "content";
    textual = false;
    /** XSD name of the type. */
    name;
    /** What it was built from. */
    definition;
    /** Built on first use: the item's reader may be declared after this one. */
    #content;
    constructor(definition) {
        this.name = definition.name;
        this.definition = definition;
    }
    #get() {
        if (this.#content === undefined) {
            const { ns, local, type, occurs } = this.definition.item;
            const item = new MemberBinding(ns, local, resolveType(type), occurs.nillable === true, "", true);
            this.#content = new ListContent(this.name, item);
        }
        return this.#content;
    }
    /** Implements {@link ContentType.begin}. */
    begin() {
        return this.#get().begin();
    }
    /** Implements {@link ContentType.child}. */
    child(state, ns, local, cursor) {
        return this.#get().child(state, ns, local, cursor);
    }
    /** Implements {@link ContentType.add}. */
    add(state, binding, value) {
        this.#get().add(state, binding, value);
    }
    /** Implements {@link ContentType.end}. */
    end(state) {
        return this.#get().end(state);
    }
    /** Implements {@link ContentType.isType}: so that strict reading refuses an `xsi:type` naming another type. */
    isType(ns, local) {
        return local === this.name && ns === this.definition.ns;
    }
}
/** Builds the reader of an `ArrayOfX` wrapper type from its item element. */
export function arrayType(definition) {
    return new ArrayType(definition);
}
const NO_TYPED_ELEMENTS = new Map();
/** The compiled form of an `xs:any` whose elements go to property `key`. */
function compileWildcard(key, field) {
    const typed = new Map();
    if (field.processContents !== "skip") {
        for (const element of field.elements?.() ?? []) {
            if (!wildcardAllows(field.constraint, element.ns))
                continue;
            const name = clarkName(element.ns, element.local);
            const nillable = element.occurs.nillable === true;
            const binding = new MemberBinding(element.ns, element.local, elementContent(element), nillable, key, false);
            binding.special = true;
            binding.element = name;
            binding.next = typed.get(element.local);
            typed.set(element.local, binding);
        }
    }
    return {
        key,
        constraint: field.constraint,
        field,
        typed: typed.size === 0 ? NO_TYPED_ELEMENTS : typed,
        kept: new KeptBindings(key, false),
    };
}
/** The reader of one complex type, built by {@link complexType}. */
export class ComplexType {
    /** Discriminant. */
    kind = "content";
    /** XSD name of the type. */
    name;
    /** The `$type` of its values: its name, or `{namespace}name` where another type of its hierarchy shares that. */
    discriminant;
    /** Target namespace of the type. */
    ns;
    /** Whether character data is collected (simple content). */
    textual;
    /** The definition this reader was built from (serializers and tools may read it). */
    definition;
    /** Implements {@link ContentType.text} for mixed content; undefined otherwise (simple content is collected). */
    text;
    // The definition's members that every value read consults, kept here: definitions differ in shape, and a
    // look-up in one of them was one of many shapes at the same place in the reader.
    #abstract;
    #types;
    #compiled;
    /** Makes the values read, sized to this type's properties (see plain-object.ts). */
    #Draft = plainObjectConstructor();
    /** Use {@link complexType}. */
    constructor(definition) {
        this.definition = definition;
        this.name = definition.name;
        this.discriminant = definition.discriminant ?? definition.name;
        this.ns = definition.ns;
        this.#abstract = definition.abstract === true;
        this.#types = definition.types;
        const fields = Object.entries(definition.fields);
        const mixed = fields.find(([, field]) => field.kind === "ordered" && field.mixed)?.[0];
        this.textual = mixed !== undefined || fields.some(([, field]) => field.kind === "text");
        this.text = mixed === undefined ? undefined : (state, text) => appendText(state, mixed, text);
    }
    // Compiled on first use, when every module (and every thunk's target) has been evaluated.
    #compile() {
        const elements = new Map();
        const attributes = new Map();
        const requiredElements = [];
        const requiredAttributes = [];
        const defaultedAttributes = [];
        const repeatedKeys = [];
        let textKey;
        let textType;
        let anyElements;
        let anyAttributes;
        const add = (binding) => {
            const existing = elements.get(binding.local);
            let same = existing;
            while (same !== undefined && same.ns !== binding.ns)
                same = same.next;
            if (same !== undefined) {
                while (same.later !== undefined)
                    same = same.later;
                same.later = binding;
                return;
            }
            if (existing !== undefined)
                binding.next = existing;
            elements.set(binding.local, binding);
        };
        for (const [key, field] of Object.entries(this.definition.fields)) {
            let binding;
            switch (field.kind) {
                case "ordered":
                    repeatedKeys.push(key);
                    if (field.any !== undefined)
                        anyElements = compileWildcard(key, field.any);
                    for (const [itemKey, item] of Object.entries(field.items)) {
                        const itemType = resolveType(item.type);
                        const nillable = item.occurs.nillable === true;
                        const member = new MemberBinding(item.ns, item.local, itemType, nillable, itemKey, false);
                        member.special = true;
                        member.target = key;
                        member.makeItem = field.makeItem[itemKey] ?? makeNoItem;
                        add(member);
                    }
                    continue;
                case "any":
                    anyElements = compileWildcard(key, field);
                    repeatedKeys.push(key);
                    continue;
                case "anyAttribute":
                    anyAttributes = { key, constraint: field.constraint };
                    continue;
                case "attribute": {
                    const { fixed, default: defaultValue } = field.value ?? {};
                    const absent = fixed ?? defaultValue;
                    const compiled = {
                        key,
                        ns: field.ns,
                        local: field.local,
                        type: field.type,
                        fixed: fixed === undefined ? undefined : canonicalText(field.type, fixed),
                        absent: absent === undefined ? undefined : field.type.parse(absent),
                    };
                    attributes.set(field.local, compiled);
                    if (field.required)
                        requiredAttributes.push([key, field.local]);
                    else if (absent !== undefined)
                        defaultedAttributes.push(compiled);
                    continue;
                }
                case "text":
                    textKey = key;
                    textType = field.type;
                    continue;
                case "element": {
                    const { required = false, nillable = false, repeated = false } = field.occurs;
                    binding = new MemberBinding(field.ns, field.local, elementContent(field), nillable, key, repeated);
                    if (repeated)
                        repeatedKeys.push(key);
                    else if (required)
                        requiredElements.push(binding);
                    break;
                }
                case "list": {
                    const { required = false, nillable = false, itemNillable = false } = field.occurs;
                    const itemType = resolveType(field.type);
                    const item = new MemberBinding(field.itemNs, field.itemLocal, itemType, itemNillable, "", true);
                    const wrapper = new ListContent(`list of ${itemType.name}`, item);
                    binding = new MemberBinding(field.ns, field.local, wrapper, nillable, key, false);
                    if (required)
                        requiredElements.push(binding);
                    break;
                }
            }
            add(binding);
        }
        const derived = new Map();
        for (const type of this.definition.derived?.() ?? []) {
            if (type instanceof _a)
                derived.set(`{${type.ns}}${type.name}`, type);
        }
        return {
            elements,
            attributes,
            attributeList: [...attributes.values()],
            anyElements,
            unknown: new KeptBindings(UNKNOWN_KEY, true),
            anyAttributes,
            requiredElements,
            requiredAttributes,
            defaultedAttributes,
            repeatedKeys,
            plainStart: !this.#abstract &&
                this.#types === undefined &&
                anyAttributes === undefined &&
                requiredAttributes.length === 0 &&
                defaultedAttributes.length === 0 &&
                repeatedKeys.length === 0,
            textKey,
            textType,
            derived,
            typed: new Map(),
        };
    }
    #get() {
        return (this.#compiled ??= this.#compile());
    }
    /** Implements {@link ContentType.begin}: a fresh object with attributes read and arrays created. */
    begin(cursor) {
        const compiled = this.#compiled ?? this.#get();
        const draft = new this.#Draft();
        if (compiled.plainStart && !cursor.strict && !cursor.derived) {
            if (compiled.attributeList.length !== 0)
                this.#lookUpAttributes(draft, compiled, cursor);
            return draft;
        }
        if (this.#abstract && !cursor.derived) {
            cursor.fail(`<${cursor.local}> has abstract type ${this.name} and needs xsi:type`, "invalid");
        }
        if (cursor.derived)
            draft["$type"] = this.discriminant;
        else if (this.#types !== undefined) {
            // Of xs:anyType, naming a type the package does not know (or xs:anyType): kept to be written back.
            const written = cursor.attributeValue(XSI_NS, "type");
            if (written !== undefined)
                draft["$type"] = xsiTypeName(written, cursor);
        }
        // Reading leniently, a type without an attribute wildcard only looks its own attributes up; strict reading
        // and a wildcard go through all of them.
        if (cursor.strict || compiled.anyAttributes !== undefined)
            this.#readAttributes(draft, compiled, cursor);
        else if (compiled.attributeList.length !== 0)
            this.#lookUpAttributes(draft, compiled, cursor);
        for (const attribute of compiled.defaultedAttributes)
            draft[attribute.key] ??= attribute.absent;
        for (const key of compiled.repeatedKeys)
            draft[key] = [];
        return draft;
    }
    #lookUpAttributes(draft, compiled, cursor) {
        for (const member of compiled.attributeList) {
            const text = cursor.attributeValue(member.ns, member.local);
            if (text === undefined)
                continue;
            try {
                draft[member.key] = member.type.parse(text, cursor);
            }
            catch (error) {
                cursor.fail(`attribute ${member.local} of <${cursor.local}>: ${describe(error)}`, "invalid");
            }
        }
        this.#checkRequiredAttributes(draft, compiled, cursor);
    }
    #checkRequiredAttributes(draft, compiled, cursor) {
        for (const [key, local] of compiled.requiredAttributes) {
            if (draft[key] === undefined)
                cursor.fail(`<${cursor.local}> lacks required attribute ${local}`, "invalid");
        }
    }
    #readAttributes(draft, compiled, cursor) {
        const attributes = cursor.attributes;
        for (const qname in attributes) {
            const attr = attributes[qname];
            const member = compiled.attributes.get(attr.local);
            if (member !== undefined && member.ns === attr.uri) {
                let value;
                try {
                    value = member.type.parse(attr.value, cursor);
                }
                catch (error) {
                    cursor.fail(`attribute ${attr.local} of <${cursor.local}>: ${describe(error)}`, "invalid");
                }
                if (member.fixed !== undefined && cursor.strict && valueText(member.type, value) !== member.fixed)
                    cursor.fail(`attribute ${attr.local} of <${cursor.local}> must hold its fixed value ${member.fixed}`, "invalid");
                draft[member.key] = value;
            }
            else if (attr.uri === XMLNS_NS || attr.uri === XSI_NS) {
                continue;
            }
            else if (compiled.anyAttributes !== undefined &&
                wildcardAllows(compiled.anyAttributes.constraint, attr.uri)) {
                const kept = (draft[compiled.anyAttributes.key] ??= {});
                kept[clarkName(attr.uri, attr.local)] = attr.value;
            }
            else if (cursor.strict) {
                cursor.fail(`unknown attribute ${attr.name} on <${cursor.local}>`, "invalid");
            }
            else if (compiled.anyAttributes !== undefined) {
                // Outside the attribute wildcard's constraint: kept apart, as elements outside `xs:any` are.
                const kept = (draft[UNKNOWN_ATTRIBUTES_KEY] ??= {});
                kept[clarkName(attr.uri, attr.local)] = attr.value;
            }
        }
        this.#checkRequiredAttributes(draft, compiled, cursor);
    }
    /**
     * Implements {@link ContentType.child}: a declared element, else one the `xs:any` allows, else (lenient
     * reading only) the member of its local name in another namespace or an element kept under
     * {@link UNKNOWN_KEY}. A declared element that occurs once, met again, is one the `xs:any` allows where it
     * does (`<item/><xs:any/>` holds `<item/><item/>`).
     */
    child(state, ns, local, cursor) {
        const compiled = this.#compiled ?? this.#get();
        let binding = compiled.elements.get(local);
        while (binding !== undefined && binding.ns !== ns)
            binding = binding.next;
        while (binding?.later !== undefined && state[binding.key] !== undefined)
            binding = binding.later;
        // Most types have no wildcard: that is tested before the draft's property is read.
        if (compiled.anyElements !== undefined &&
            binding !== undefined &&
            !binding.repeated &&
            !binding.special &&
            state[binding.key] !== undefined &&
            wildcardAllows(compiled.anyElements.constraint, ns))
            return undeclaredChild(compiled, state, ns, local, cursor);
        return binding ?? undeclaredChild(compiled, state, ns, local, cursor);
    }
    /** Implements {@link ContentType.add}. */
    add(state, binding, value, cursor) {
        const member = binding;
        const draft = state;
        if (member.repeated) {
            appendItem(draft, member.key, value);
        }
        else if (member.special) {
            if (member.element !== undefined)
                appendItem(draft, member.key, { $element: member.element, value });
            else if (member.target === undefined)
                (draft[member.key] ??= []).push(value);
            else
                appendItem(draft, member.target, member.makeItem(value));
        }
        else {
            // Refused leniently read or not: readers disagree on which of two values counts (.asmx keeps the first,
            // most keep the last), so a server's authentication and its handler could see different ones.
            if (draft[member.key] !== undefined) {
                cursor.fail(`<${member.local}> appears more than once in ${this.name}`, "invalid");
            }
            draft[member.key] = value;
        }
    }
    /** Implements {@link ContentType.end}: reads simple content and checks required members. */
    end(state, text, cursor) {
        const draft = state;
        const compiled = this.#get();
        if (compiled.textType !== undefined && compiled.textKey !== undefined) {
            try {
                draft[compiled.textKey] = compiled.textType.parse(text, cursor);
            }
            catch (error) {
                cursor.fail(`<${cursor.local}>: ${describe(error)}`, "invalid");
            }
        }
        for (const member of compiled.requiredElements) {
            if (draft[member.key] === undefined) {
                cursor.fail(`<${cursor.local}> (${this.name}) lacks required element <${member.local}>`, "invalid");
            }
        }
        // As ListContent does: exact copies of the arrays grown by push, which keep room for more items.
        for (const key of compiled.repeatedKeys) {
            const items = draft[key];
            if (items instanceof LargeList)
                draft[key] = items.toArray();
            else if (items.length !== 0)
                draft[key] = items.slice();
        }
        return draft;
    }
    /**
     * Implements {@link ContentType.derivedType}: a type derived from this one, or of `xs:anyType`, the reader of
     * a `TypedValue` of the type named (see {@link ComplexTypeDefinition.types}).
     */
    derivedType(ns, local) {
        const compiled = this.#get();
        const name = `{${ns}}${local}`;
        const types = this.#types;
        if (types === undefined)
            return compiled.derived.get(name);
        let typed = compiled.typed.get(name);
        if (typed === undefined) {
            const table = types();
            if (!Object.hasOwn(table, name))
                return undefined;
            typed = new TypedValueContent(name, resolveType(table[name]));
            compiled.typed.set(name, typed);
        }
        return typed;
    }
    /** Implements {@link ContentType.isType}. */
    isType(ns, local) {
        return local === this.name && ns === this.ns;
    }
    /** The namespace constraint of the type's element wildcard, which its writers check (none without one). */
    get wildcard() {
        return (this.#compiled ?? this.#get()).anyElements?.constraint;
    }
}
_a = ComplexType;
/**
 * Property under which a lenient reader keeps, as {@link XmlElement}s in document order, the child elements that
 * a complex type neither declares nor matches with a wildcard (so a newer peer's additions are not lost). The
 * interfaces do not declare it: read it with {@link unknownElements}. Strict reading refuses such elements.
 */
export const UNKNOWN_KEY = "$unknown";
/**
 * Property under which a lenient reader keeps, by Clark name, the attributes of a type with an
 * `xs:anyAttribute` that neither the type declares nor the wildcard's namespace constraint allows. Like
 * {@link UNKNOWN_KEY}, the interfaces do not declare it and writers do not write it.
 */
export const UNKNOWN_ATTRIBUTES_KEY = "$unknownAttributes";
/** Where an element that no member of a complex type declares goes: see {@link ComplexType.child}. */
function undeclaredChild(compiled, state, ns, local, cursor) {
    const wildcard = compiled.anyElements;
    if (wildcard !== undefined && wildcardAllows(wildcard.constraint, ns)) {
        let typed = wildcard.typed.get(local);
        while (typed !== undefined && typed.ns !== ns)
            typed = typed.next;
        if (typed !== undefined)
            return typed;
        if (cursor.strict && strictAbout(wildcard.field, ns)) {
            cursor.fail(`<${local}>${ns === "" ? "" : ` in namespace ${ns}`} matches a strict wildcard, but the schema declares no such global element`, "invalid");
        }
        return wildcard.kept.binding(ns, local);
    }
    if (cursor.strict)
        return undefined;
    return (sameLocalMember(compiled, state, local) ?? compiled.unknown.binding(ns, local));
}
/**
 * Lenient reading: the member an element of another namespace means, where the type declares its local name in
 * one namespace only and that member is not filled yet. Peers get element forms wrong (node-soap writes the
 * members of a type from another schema in its parent's namespace; toolkits disagree on `elementFormDefault`),
 * and the value then fills its member typed rather than {@link UNKNOWN_KEY}. A wildcard that allows the
 * element's namespace takes it first, as the schema says.
 */
function sameLocalMember(compiled, draft, local) {
    let binding = compiled.elements.get(local);
    if (binding === undefined || binding.next !== undefined)
        return undefined;
    while (binding.later !== undefined && draft[binding.key] !== undefined)
        binding = binding.later;
    return binding.repeated || binding.special || draft[binding.key] === undefined ? binding : undefined;
}
/**
 * The bindings of the elements kept as XML under one property, made once per name: a message of many
 * wildcard elements made one for each. A bounded number of names is kept, so that a document naming many
 * elements cannot grow it, and each as the engine's own copy (a slice of the document would hold all of it).
 */
class KeptBindings {
    #byLocal = new Map();
    #key;
    #unknown;
    #size = 0;
    constructor(key, unknown) {
        this.#key = key;
        this.#unknown = unknown;
    }
    binding(ns, local) {
        let binding = this.#byLocal.get(local);
        while (binding !== undefined && binding.ns !== ns)
            binding = binding.next;
        if (binding !== undefined)
            return binding;
        const kept = this.#size < KEPT_BINDINGS_LIMIT && local.length + ns.length <= KEPT_NAME_LENGTH;
        binding = new MemberBinding(kept ? internalized(ns) : ns, kept ? internalized(local) : local, xmlElementContent, false, this.#key, !this.#unknown);
        binding.raw = true;
        binding.special = this.#unknown;
        if (kept) {
            binding.next = this.#byLocal.get(binding.local);
            this.#byLocal.set(binding.local, binding);
            this.#size++;
        }
        return binding;
    }
}
const KEPT_BINDINGS_LIMIT = 64;
const KEPT_NAME_LENGTH = 512;
/**
 * Every element a lenient read kept in `value` or any value inside it under {@link UNKNOWN_KEY}, in document
 * order with where it was found: what a newer peer sent that this package's schema does not know.
 */
export function unknownElements(value, path = "") {
    const found = [];
    collectUnknown(value, path, found);
    return found;
}
function collectUnknown(value, path, found) {
    if (typeof value !== "object" || value === null)
        return;
    if (Array.isArray(value)) {
        value.forEach((item, index) => collectUnknown(item, `${path}[${index}]`, found));
        return;
    }
    for (const [key, member] of Object.entries(value)) {
        if (key === UNKNOWN_KEY) {
            for (const element of member)
                found.push({ path, element });
        }
        else if (typeof member === "object" && !isXmlElement(member)) {
            collectUnknown(member, path === "" ? key : `${path}.${key}`, found);
        }
    }
}
/** Adds character data of mixed content to its array, joined to text just before it. */
function appendText(state, key, text) {
    const draft = state;
    const content = draft[key];
    if (content instanceof LargeList) {
        if (typeof content.last === "string")
            content.last += text;
        else
            content.push(text);
        return;
    }
    const last = content.length - 1;
    if (typeof content[last] === "string")
        content[last] += text;
    else
        appendItem(draft, key, text);
}
/** Items a repeated member collects in an array before they go to a {@link LargeList}. */
const LARGE_LIST_HEAD = 4096;
/** Items in each block of a {@link LargeList}. */
const LARGE_LIST_BLOCK = 4096;
/** Adds `item` to the items of the repeated member `key` of `draft`: see {@link LargeList}. */
function appendItem(draft, key, item) {
    const items = draft[key];
    if (items instanceof LargeList)
        items.push(item);
    else if (items.length < LARGE_LIST_HEAD)
        items.push(item);
    else {
        const large = new LargeList(items);
        large.push(item);
        draft[key] = large;
    }
}
/**
 * The items of a repeated member once they are many, in blocks of a fixed size made one array at the end. An
 * array grown by push copies itself each time it grows by half, so a long list left about three times its size
 * behind for the garbage collector, and the exact copy that `end` makes of it once more.
 */
class LargeList {
    #head;
    #blocks = [];
    #block = [];
    #fill = LARGE_LIST_BLOCK;
    #count;
    constructor(head) {
        this.#head = head;
        this.#count = head.length;
    }
    push(item) {
        if (this.#fill === LARGE_LIST_BLOCK) {
            this.#block = new Array(LARGE_LIST_BLOCK);
            this.#blocks.push(this.#block);
            this.#fill = 0;
        }
        this.#block[this.#fill++] = item;
        this.#count++;
    }
    /** The last item (the list holds at least its head's). */
    get last() {
        return this.#blocks.length === 0 ? this.#head[this.#head.length - 1] : this.#block[this.#fill - 1];
    }
    set last(item) {
        if (this.#blocks.length === 0)
            this.#head[this.#head.length - 1] = item;
        else
            this.#block[this.#fill - 1] = item;
    }
    /** The items in one array of their number. */
    toArray() {
        const items = new Array(this.#count);
        let at = 0;
        for (const item of this.#head)
            items[at++] = item;
        for (let block = 0; block < this.#blocks.length; block++) {
            const from = this.#blocks[block];
            const length = block === this.#blocks.length - 1 ? this.#fill : LARGE_LIST_BLOCK;
            for (let index = 0; index < length; index++)
                items[at++] = from[index];
        }
        return items;
    }
}
// A list of no document, never read: see keepHiddenClass.
keepHiddenClass(new LargeList([]));
/** Builds the reader of a complex type from its member table. */
export function complexType(definition) {
    return new ComplexType(definition);
}
/**
 * Streams every `{ns}local` element read as `type` to `onItem` instead of storing it in its parent's array
 * (which stays empty). Pass the result in {@link XmlReadOptions.streams}.
 */
export function streamItems(ns, local, type, onItem) {
    return {
        ns,
        local,
        type: resolveType(type),
        onItem: onItem,
    };
}
/** The content of the document itself: `root` when it is one, else the root element's {@link DocumentContent}. */
function documentContent(root) {
    if (root.kind === "content")
        return root;
    const { nillable = false } = root.occurs;
    const type = resolveType(root.type);
    return new DocumentContent({ ns: root.ns, local: root.local, type, nillable });
}
/** The pseudo content of the document: accepts exactly the root element. */
class DocumentContent {
    kind = "content";
    name = "document";
    textual = false;
    #root;
    value;
    seen = false;
    constructor(root) {
        this.#root = root;
    }
    begin() {
        return undefined;
    }
    child(_state, ns, local, cursor) {
        if (local !== this.#root.local || ns !== this.#root.ns) {
            cursor.fail(`expected root element {${this.#root.ns}}${this.#root.local}, found {${ns}}${local}`, "invalid");
        }
        return this.#root;
    }
    add(_state, _binding, value) {
        this.value = value;
        this.seen = true;
    }
    end(_state, _text, cursor) {
        return this.seen ? this.value : cursor.fail("no root element", "malformed");
    }
}
const WHITESPACE_ONLY = /^[ \t\r\n]*$/;
/** Reads nothing of a nil element and yields `null`; any content is an error. */
const NIL_CONTENT = {
    kind: "content",
    name: "nil",
    textual: true,
    begin: () => undefined,
    child: (_state, _ns, local, cursor) => cursor.fail(`nil element has child <${local}>`, "invalid"),
    add: () => undefined,
    end: (_state, text, cursor) => WHITESPACE_ONLY.test(text) ? null : cursor.fail(`nil element <${cursor.local}> has content`, "invalid"),
};
const NO_ATTRIBUTES = Object.freeze({});
/** One open element on the engine's stack; frames are reused, never reallocated per element. */
class Frame {
    type = NIL_CONTENT;
    binding = undefined;
    /** The element's prefix and attributes, which the cursor shows again at its end tag. */
    prefix = "";
    attributes = NO_ATTRIBUTES;
    state = undefined;
    text = "";
    /** Length of the text handed to {@link ContentType.text} so far (bounded like collected text). */
    handed = 0;
    /** Whether text events reach this frame (collected, handed over, or checked under `strict`). */
    listens = false;
    stream = undefined;
}
/**
 * A push reader: feed chunks with {@link XmlReader.write}, get the value from {@link XmlReader.close}.
 * Use {@link readXml} for a whole document in memory and {@link readXmlStream} for a stream.
 */
export class XmlReader {
    /** Implements {@link ElementCursor.ns}. */
    ns = "";
    /** Implements {@link ElementCursor.local}. */
    local = "";
    /** Implements {@link ElementCursor.prefix}. */
    prefix = "";
    /** Implements {@link ElementCursor.attributes}. */
    attributes = {};
    /** Implements {@link ElementCursor.derived}. */
    derived = false;
    /** Implements {@link ElementCursor.strict}. */
    strict;
    #limits;
    #streams;
    #parser;
    #frames = [];
    #document;
    #documentState;
    /** Created only once a chunk ends inside a character (or is invalid); whole chunks take the fast path. */
    #decoder;
    #depth = 0;
    #skipping = 0;
    #elements = 0;
    #inputSize = 0;
    #started = false;
    #textSeen = false;
    #textOn = false;
    #onText = (text) => {
        try {
            this.#text(text);
        }
        catch (error) {
            this.#handlerError = error;
            throw error;
        }
    };
    #handlerError = undefined;
    /** Attributes and namespace declarations of the start tag being read, counted as saxes reads each one. */
    #tagAttributes = 0;
    #tagDeclarations = 0;
    /**
     * Stops a start tag at its first attribute or namespace declaration past its bound, before saxes reads the
     * rest of it: counted only once the tag is whole, a tag of 100 000 attributes cost many times plain text of
     * its size.
     */
    #onAttribute = (attribute) => {
        const declaration = attribute.prefix === "xmlns" || attribute.name === "xmlns";
        let error;
        if (declaration && ++this.#tagDeclarations > this.#limits.maxNamespaceDeclarations) {
            error = this.#error("limit", `more than ${this.#limits.maxNamespaceDeclarations} namespace declarations`);
        }
        else if (!declaration && ++this.#tagAttributes > this.#limits.maxAttributes) {
            error = this.#error("limit", `more than ${this.#limits.maxAttributes} attributes`);
        }
        if (error === undefined)
            return;
        this.#handlerError = error;
        throw error;
    };
    #rootSeen = false;
    /** End of the prolog read so far, so that a DOCTYPE split across chunks is still found. */
    #prologTail = "";
    #failed = undefined;
    #pending = undefined;
    /**
     * Creates a reader expecting the root element `root` (for example `element(NS, "GetMealsResult", T)`), or
     * reading the document with a content type of its own, whose `child` picks the root element (SOAP envelopes).
     */
    constructor(root, options = NO_OPTIONS) {
        this.strict = options.strict === true;
        this.#limits = limitsOf(options);
        this.#streams = options.streams ?? [];
        this.#document = documentContent(root);
        const bottom = new Frame();
        bottom.type = this.#document;
        bottom.listens = this.strict;
        this.#frames.push(bottom);
        // node-soap's server writes `xsi:nil` (and a DataSet's `msdata:` attributes) without declaring the prefix: a
        // document not namespace-well-formed whose meaning is plain, so lenient reading takes the prefix as its
        // conventional namespace; strict reading refuses it.
        const parser = new SaxesParser(this.strict
            ? { xmlns: true, position: true }
            : { xmlns: true, position: true, additionalNamespaces: LENIENT_PREFIXES });
        this.#parser = parser;
        this.#documentState = this.#document.begin(this);
        bottom.state = this.#documentState;
        // saxes adds each handler as a property with a keyed store; past a few of them V8 turns the parser into
        // a dictionary-mode object, which slows every saxes parse in the process. So only five
        // handlers, always in this order: errors are caught from write() (saxes throws without a handler), the
        // DOCTYPE is found in the prolog text, and the declared encoding is read from parser.xmlDecl.
        parser.on("opentag", (tag) => {
            try {
                this.#open(tag);
            }
            catch (error) {
                this.#handlerError = error;
                throw error;
            }
        });
        parser.on("closetag", () => {
            try {
                this.#close();
            }
            catch (error) {
                this.#handlerError = error;
                throw error;
            }
        });
        parser.on("cdata", this.#onText);
        parser.on("text", this.#onText);
        parser.on("attribute", this.#onAttribute);
        this.#textOn = true;
        this.#setText(this.strict);
    }
    /** Implements {@link ElementCursor.line}. */
    get line() {
        return this.#parser.line;
    }
    /** Implements {@link ElementCursor.column}. */
    get column() {
        return this.#parser.column + 1;
    }
    /** Implements {@link ElementCursor.resolvePrefix}. */
    resolvePrefix(prefix) {
        return this.#parser.resolve(prefix);
    }
    /** Implements {@link ElementCursor.attributeCount}. */
    get attributeCount() {
        return this.#attributeList().length;
    }
    /** Implements {@link ElementCursor.attributeName}. */
    attributeName(index) {
        return this.#attributeList()[index].name;
    }
    /** Implements {@link ElementCursor.attributeNamespace}. */
    attributeNamespace(index) {
        return this.#attributeList()[index].uri;
    }
    /** Implements {@link ElementCursor.attributeText}. */
    attributeText(index) {
        return this.#attributeList()[index].value;
    }
    #listedAttributes = [];
    #listedOf = undefined;
    /** The current element's attributes in document order, listed once per element. */
    #attributeList() {
        if (this.#listedOf !== this.attributes) {
            this.#listedAttributes = Object.values(this.attributes);
            this.#listedOf = this.attributes;
        }
        return this.#listedAttributes;
    }
    /** Implements {@link ElementCursor.attributeValue}. */
    attributeValue(ns, local) {
        const attributes = this.attributes;
        for (const qname in attributes) {
            const attr = attributes[qname];
            if (attr.local === local && attr.uri === ns)
                return attr.value;
        }
        return undefined;
    }
    /** Implements {@link ElementCursor.fail}. */
    fail(reason, code = "invalid") {
        throw this.#error(code, reason);
    }
    /** Feeds the next chunk of the document (bytes are UTF-8; a chunk may end inside a character). */
    write(chunk) {
        if (this.#failed !== undefined)
            throw this.#failed;
        try {
            this.#inputSize += chunk.length;
            if (this.#inputSize > this.#limits.maxInputSize) {
                this.fail(`input larger than ${this.#limits.maxInputSize}`, "limit");
            }
            if (!this.#started && typeof chunk !== "string")
                this.#checkByteOrderMark(chunk);
            // An empty first chunk must not let the byte order mark check pass over the real first bytes.
            if (chunk.length !== 0)
                this.#started = true;
            let textChunk = typeof chunk === "string" ? chunk : this.#decode(chunk, true);
            if (!this.#textSeen && textChunk.length !== 0) {
                this.#textSeen = true;
                if (textChunk.charCodeAt(0) === 0xfeff)
                    textChunk = textChunk.slice(1);
            }
            if (!this.#rootSeen)
                this.#checkProlog(textChunk);
            this.#parser.write(textChunk);
            if (this.#pending !== undefined)
                throw this.#pending;
        }
        catch (error) {
            this.#failed = this.#translate(error);
            throw this.#failed;
        }
    }
    /** Ends the input; returns the root element's value or throws {@link XmlReadError}. */
    close() {
        if (this.#failed !== undefined)
            throw this.#failed;
        try {
            const rest = this.#decoder === undefined ? "" : this.#decode(new Uint8Array(0), false);
            if (rest.length !== 0)
                this.#parser.write(rest);
            this.#parser.close();
            if (this.#pending !== undefined)
                throw this.#pending;
            this.#checkEncoding();
            return this.#document.end(this.#documentState, "", this);
        }
        catch (error) {
            this.#failed = this.#translate(error);
            throw this.#failed;
        }
    }
    /** saxes reports malformed input by throwing a plain Error; errors of this module's handlers pass as is. */
    #translate(error) {
        if (error === this.#handlerError || error instanceof XmlReadError || !(error instanceof Error))
            return error;
        return this.#error("malformed", error.message.replace(/^\d+:\d+: /, ""));
    }
    #checkProlog(text) {
        const prolog = this.#prologTail + text;
        const at = prolog.indexOf("<!DOCTYPE");
        // Only before the root element: the same characters later (in CDATA) are data.
        if (at >= 0 && !/<[^?!]/.test(prolog.slice(0, at)))
            this.fail("DOCTYPE is not allowed", "doctype");
        this.#prologTail = prolog.slice(-8);
    }
    #checkEncoding() {
        const encoding = this.#parser.xmlDecl.encoding;
        if (encoding !== undefined && encoding.toLowerCase() !== "utf-8") {
            this.fail(`encoding ${encoding} is not supported; only UTF-8 is read`, "encoding");
        }
    }
    #decode(bytes, more) {
        // isUtf8 and toString run natively; TextDecoder is kept for chunks that split a character.
        if (this.#decoder === undefined && more && isUtf8(bytes)) {
            return utf8Text(bytes);
        }
        this.#decoder ??= new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
        try {
            return this.#decoder.decode(bytes, { stream: more });
        }
        catch {
            return this.fail("input is not valid UTF-8", "encoding");
        }
    }
    #checkByteOrderMark(bytes) {
        if (isWideUnicode(bytes)) {
            this.fail("UTF-16 or UTF-32 input is not supported; only UTF-8 is read", "encoding");
        }
    }
    #error(code, reason) {
        return new XmlReadError(code, reason, this.#parser.line, this.#parser.column + 1);
    }
    #setText(on) {
        if (on === this.#textOn)
            return;
        this.#textOn = on;
        // saxes builds no text strings at all while no handler is set: whitespace between elements costs nothing.
        if (on)
            this.#parser.on("text", this.#onText);
        else
            this.#parser.off("text");
    }
    /** Checks the bounds of a start tag (its attributes are counted as read); returns whether it carries `xsi:`. */
    #checkTag(tag) {
        const limits = this.#limits;
        if (tag.name.length > limits.maxNameLength)
            this.fail(`name longer than ${limits.maxNameLength}`, "limit");
        let xsi = false;
        for (const qname in tag.attributes) {
            const attr = tag.attributes[qname];
            if (attr.uri === XSI_NS)
                xsi = true;
            if (qname.length > limits.maxNameLength)
                this.fail(`name longer than ${limits.maxNameLength}`, "limit");
            if (attr.value.length > limits.maxAttributeLength) {
                this.fail(`attribute value longer than ${limits.maxAttributeLength}`, "limit");
            }
            // saxes's values are slices of the chunk read: see detached.
            attr.value = detached(attr.value);
        }
        return xsi;
    }
    #open(tag) {
        this.#tagAttributes = 0;
        this.#tagDeclarations = 0;
        if (this.#pending !== undefined)
            throw this.#pending;
        if (!this.#rootSeen) {
            this.#rootSeen = true;
            this.#checkEncoding();
        }
        if (++this.#elements > this.#limits.maxElements) {
            this.fail(`more than ${this.#limits.maxElements} elements`, "limit");
        }
        if (this.#depth + this.#skipping >= this.#limits.maxDepth) {
            this.fail(`elements nested deeper than ${this.#limits.maxDepth}`, "limit");
        }
        const hasXsi = this.#checkTag(tag);
        if (this.#skipping !== 0) {
            this.#skipping++;
            return;
        }
        this.ns = tag.uri;
        this.local = tag.local;
        this.prefix = tag.prefix;
        this.attributes = tag.attributes;
        this.derived = false;
        const parent = this.#frames[this.#depth];
        const binding = parent.type.child(parent.state, tag.uri, tag.local, this);
        if (binding === undefined) {
            if (this.strict)
                this.fail(`unexpected element {${tag.uri}}${tag.local} in ${parent.type.name}`);
            this.#skipping = 1;
            this.#setText(false);
            return;
        }
        let type = binding.type;
        let nil = false;
        if (hasXsi && binding.raw !== true) {
            for (const qname in tag.attributes) {
                const attr = tag.attributes[qname];
                if (attr.uri !== XSI_NS)
                    continue;
                if (attr.local === "nil")
                    nil = readXsiNil(attr.value, binding, this);
                else if (attr.local === "type")
                    type = this.#xsiType(attr.value, type);
            }
        }
        const frame = this.#frames[++this.#depth] ?? this.#newFrame();
        frame.binding = binding;
        frame.prefix = tag.prefix;
        frame.attributes = tag.attributes;
        frame.text = "";
        frame.handed = 0;
        frame.stream = this.#streams.length === 0 ? undefined : this.#findStream(binding);
        if (nil) {
            frame.type = NIL_CONTENT;
            frame.state = undefined;
        }
        else {
            frame.type = type;
            frame.state = type.begin(this);
        }
        frame.listens = frame.type.textual || this.strict;
        this.#setText(frame.listens);
    }
    #newFrame() {
        const frame = new Frame();
        this.#frames.push(frame);
        return frame;
    }
    #findStream(binding) {
        return this.#streams.find((s) => s.local === binding.local && s.ns === binding.ns && s.type === binding.type);
    }
    #xsiType(value, declared) {
        const selected = readXsiType(value, declared, this);
        if (selected !== declared)
            this.derived = true;
        return selected;
    }
    #text(text) {
        if (this.#pending !== undefined)
            throw this.#pending;
        if (this.#skipping !== 0)
            return;
        const frame = this.#frames[this.#depth];
        if (frame.type.textual) {
            if (frame.type.text !== undefined) {
                // Handed-over text (captured markup such as a fault detail) is bounded like collected text.
                frame.handed += text.length;
                if (frame.handed > this.#limits.maxTextLength) {
                    this.fail(`text longer than ${this.#limits.maxTextLength}`, "limit");
                }
                frame.type.text(frame.state, detached(text));
                return;
            }
            frame.text += text;
            if (frame.text.length > this.#limits.maxTextLength) {
                this.fail(`text longer than ${this.#limits.maxTextLength}`, "limit");
            }
        }
        else if (this.strict && !WHITESPACE_ONLY.test(text)) {
            this.fail(`text is not allowed in ${frame.type.name}`);
        }
    }
    #close() {
        if (this.#pending !== undefined)
            throw this.#pending;
        if (this.#skipping !== 0) {
            if (--this.#skipping === 0)
                this.#setText(this.#frames[this.#depth].listens);
            return;
        }
        const frame = this.#frames[this.#depth];
        const binding = frame.binding;
        this.ns = binding.ns;
        this.local = binding.local;
        this.prefix = frame.prefix;
        this.attributes = frame.attributes;
        // saxes reports a mismatched end tag only after this handler ran; an invalid value found here waits for
        // the next event so that a well-formedness error, which is more fundamental, wins.
        try {
            // saxes hands text over as slices of the chunk read, and joins the text of references to the text around
            // them: see detached.
            const value = frame.type.end(frame.state, detached(frame.text), this);
            const parent = this.#frames[--this.#depth];
            if (frame.stream !== undefined)
                frame.stream.onItem(value);
            else
                parent.type.add(parent.state, binding, value, this);
        }
        catch (error) {
            this.#pending = error;
            return;
        }
        frame.state = undefined;
        frame.attributes = NO_ATTRIBUTES;
        frame.text = "";
        this.#setText(this.#frames[this.#depth].listens);
    }
}
const LIMIT_NAMES = Object.keys(DEFAULT_XML_LIMITS);
/** Prefixes a lenient reader takes as bound where a document leaves them undeclared (see XmlReader's constructor). */
const LENIENT_PREFIXES = {
    xsi: XSI_NS,
    msdata: "urn:schemas-microsoft-com:xml-msdata",
    diffgr: "urn:schemas-microsoft-com:xml-diffgram-v1",
};
/** The options of a read given none: see {@link limitsOf}. */
const NO_OPTIONS = Object.freeze({});
/** The bounds `options` sets over the defaults; the defaults themselves (no copy) when it sets none. */
function limitsOf(options) {
    // Most reads are given no options. Looking every bound up by name, with the spread in soap.ts's envelope
    // result, was a large share of reading a small request.
    if (options === NO_OPTIONS)
        return DEFAULT_XML_LIMITS;
    let limits;
    for (const key of LIMIT_NAMES) {
        const value = options[key];
        if (value !== undefined)
            (limits ??= { ...DEFAULT_XML_LIMITS })[key] = value;
    }
    return limits ?? DEFAULT_XML_LIMITS;
}
// A reader of no document, never fed (and with it a saxes parser): see keepHiddenClass.
keepHiddenClass(new XmlReader(NIL_CONTENT));
/**
 * Reads a whole document held in memory. Plain documents take the fast path of `xml-scanner.ts`; the rest
 * (and every error) is read with saxes, so values, errors and their positions are the same either way.
 */
export function readXml(input, root, options = NO_OPTIONS) {
    const limits = limitsOf(options);
    // UTF-8 is decoded once, for the scanner and for saxes when it declines: decoding took more time than
    // reading a declined start tag. Other bytes go on as they are, for saxes to refuse them.
    const text = typeof input === "string" || input.length > limits.maxInputSize || isWideUnicode(input) || !isUtf8(input)
        ? input
        : utf8Text(input);
    // Streams hand items to callbacks as they are read, which a declined scan would have done twice.
    if (options.streams === undefined || options.streams.length === 0) {
        const value = scanDocument(text, documentContent(root), options.strict === true, limits);
        if (value !== DECLINED)
            return value;
    }
    const reader = new XmlReader(root, options);
    reader.write(text);
    return reader.close();
}
/**
 * Reads a document from chunks (a `node:stream` Readable, an HTTP response, any async iterable). Memory stays
 * flat when the large repeated parts are handed to {@link XmlReadOptions.streams}.
 */
export async function readXmlStream(source, root, options) {
    const reader = new XmlReader(root, options);
    for await (const chunk of source)
        reader.write(chunk);
    return reader.close();
}
