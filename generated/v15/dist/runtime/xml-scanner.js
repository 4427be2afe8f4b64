/**
 * The fast path of {@link readXml} for a document held whole in memory: the string is scanned directly
 * (`indexOf` to the next markup, names read by character class) and the same {@link ContentType}s are
 * driven as the saxes-based {@link XmlReader} drives them, with the same values as the result.
 *
 * It reads the plain XML that services exchange: an optional UTF-8 XML declaration, elements, attributes,
 * namespaces, character and entity references, CDATA. Anything else (a DOCTYPE, a comment, a processing
 * instruction, a non-ASCII name, any well-formedness error, any bound exceeded, any invalid value) makes it
 * decline: it returns {@link DECLINED} and `readXml` reads the document again with saxes, which gives the
 * answer or the error with its line and column. So this module never reports an error itself, and it
 * accepts a document only where saxes accepts it too (test/runtime/xml-scanner.test.ts compares both).
 *
 * How `xsi:nil` and `xsi:type` are read lives here too ({@link readXsiNil}, {@link readXsiType}), once for
 * both readers; they fail through the cursor, which for the scanner means declining.
 * @module
 */
import { Buffer, isUtf8 } from "node:buffer";
import { keepHiddenClass } from "./plain-object.js";
import { SOAP11_ENCODING_NS, SOAP12_ENCODING_NS, XML_NS, XMLNS_NS, XSD_NS, XSI_NS } from "./xml-names.js";
/** What {@link scanDocument} returns when the document needs the full reader. */
export const DECLINED = Symbol("declined");
/** Thrown inside the scanner (and by `cursor.fail`) to leave it; never seen outside this module. */
const DECLINE = { declined: true };
function decline() {
    throw DECLINE;
}
var Char;
(function (Char) {
    Char[Char["Tab"] = 9] = "Tab";
    Char[Char["LineFeed"] = 10] = "LineFeed";
    Char[Char["CarriageReturn"] = 13] = "CarriageReturn";
    Char[Char["Space"] = 32] = "Space";
    Char[Char["Quote"] = 34] = "Quote";
    Char[Char["Apostrophe"] = 39] = "Apostrophe";
    Char[Char["Slash"] = 47] = "Slash";
    Char[Char["Colon"] = 58] = "Colon";
    Char[Char["Less"] = 60] = "Less";
    Char[Char["Equals"] = 61] = "Equals";
    Char[Char["Greater"] = 62] = "Greater";
    Char[Char["Question"] = 63] = "Question";
    Char[Char["Bang"] = 33] = "Bang";
})(Char || (Char = {}));
/** ASCII name characters: 1 may start a name, 2 may continue one. Others (and non-ASCII) decline. */
const NAME_CLASS = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
    const c = String.fromCharCode(code);
    if (/[A-Za-z_]/.test(c))
        NAME_CLASS[code] = 1;
    else if (/[0-9.-]/.test(c))
        NAME_CLASS[code] = 2;
}
function isNameStart(code) {
    return code < 128 && NAME_CLASS[code] === 1;
}
function isNameChar(code) {
    return code < 128 && NAME_CLASS[code] !== 0;
}
function isSpace(code) {
    return code === Char.Space || code === Char.LineFeed || code === Char.Tab || code === Char.CarriageReturn;
}
/**
 * Whether the last character of `doc` other than white space is `>`, as in every document the scanner accepts.
 * The scanner reads only such documents, so every name, tag and attribute it reads ends before the end of the
 * document, and its reads of single characters stay inside it without a bound each; only skipping spaces and
 * the content after the last `>` reach the end, and both are bounded. A read past the end (`charCodeAt` gives
 * NaN) makes V8 deoptimize that read and call a builtin for it from then on, for every later document.
 */
function endsWithTag(doc) {
    let last = doc.length - 1;
    while (last >= 0 && isSpace(doc.charCodeAt(last)))
        last--;
    return last >= 0 && doc.charCodeAt(last) === Char.Greater;
}
/** Characters outside XML's Char production, or surrogates: a quick test that is rarely true. */
// eslint-disable-next-line no-control-regex -- finding forbidden control characters is the point
const MAYBE_NOT_XML_CHAR = /[\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/;
/** Characters outside XML's Char production, lone surrogates included (a pair is one valid character). */
const NOT_XML_CHAR = 
// eslint-disable-next-line no-control-regex -- as above
/[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** The XML declarations read here: version 1.0, UTF-8 or no encoding, optional standalone. */
const XML_DECLARATION = /<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.0\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])[Uu][Tt][Ff]-8\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\3)?[ \t\r\n]*\?>/y;
const WHITESPACE_ONLY = /^[ \t\r\n]*$/;
const LINE_BREAKS = /\r\n?/g;
const ATTRIBUTE_SPACES = /\r\n|[\t\n\r]/g;
const NO_ATTRIBUTES = Object.freeze({});
/**
 * Whether `text` holds a character outside XML's Char production (a control other than TAB, LF and CR, a
 * lone surrogate, U+FFFE, U+FFFF), which no XML document can carry: text that reaches a handler by another
 * way than XML (a query string, a form) is held to the same rule.
 */
export function hasNonXmlCharacter(text) {
    return MAYBE_NOT_XML_CHAR.test(text) && NOT_XML_CHAR.test(text);
}
function isXmlChar(code) {
    return (code === 0x9 ||
        code === 0xa ||
        code === 0xd ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        (code >= 0x10000 && code <= 0x10ffff));
}
/**
 * The length from which V8 makes a string joined from two a string of two parts and a slice a view of the string
 * it was cut from; shorter ones are copies.
 */
const V8_VIEW_LENGTH = 13;
// Matches only the empty string: testing a string makes V8 flatten it first (regular expressions run on flat
// text), and, unlike a pure method, the test is never optimised away.
const FLATTEN = /^$/;
/**
 * `text` as one flat string. A string joined from pieces is kept as a tree of them, and a tree that outlives
 * its young generation is copied piece by piece by every collection until it dies: the values of a large
 * document read here do (a message full of character references above all), and so does a large document
 * being written (xml-writer.ts).
 */
export function flattened(text) {
    // V8 joins shorter strings into a flat copy at once.
    if (text.length >= V8_VIEW_LENGTH)
        FLATTEN.test(text);
    return text;
}
/**
 * The text of `doc` between `start` and `end`, as a string of its own: V8 makes a slice of 13 characters or more
 * a view of the whole document, so that one value kept after a read (a name taken from a large answer) would
 * keep all of it in memory. Two slices joined are a flat copy (where `+` would make a string of two parts), and
 * the slices are garbage.
 */
function detachedSlice(doc, start, end) {
    return end - start < V8_VIEW_LENGTH
        ? doc.slice(start, end)
        : [doc.slice(start, start + 1), doc.slice(start + 1, end)].join("");
}
/** `text` as a string of its own, which keeps no larger string it may be a slice of in memory: see detachedSlice. */
export function detached(text) {
    return text.length < V8_VIEW_LENGTH ? text : [text.slice(0, 1), text.slice(1)].join("");
}
/** The character of the character reference `&#...;` named by `name` (`#x3C`, `#60`); other names decline. */
function characterReference(name) {
    let code = Number.NaN;
    if (/^#x[0-9A-Fa-f]+$/.test(name))
        code = parseInt(name.slice(2), 16);
    else if (/^#[0-9]+$/.test(name))
        code = parseInt(name.slice(1), 10);
    return isXmlChar(code) ? String.fromCodePoint(code) : decline();
}
/** The character of the predefined entity whose name and `;` `text` holds at `at` (just past its `&`), if any. */
function predefinedEntityAt(text, at) {
    switch (text.charCodeAt(at)) {
        case 0x6c: // l
            return text.charCodeAt(at + 1) === 0x74 && text.charCodeAt(at + 2) === 0x3b ? "<" : undefined;
        case 0x67: // g
            return text.charCodeAt(at + 1) === 0x74 && text.charCodeAt(at + 2) === 0x3b ? ">" : undefined;
        case 0x61: // a
            return sameAt(text, at, "amp;") ? "&" : sameAt(text, at, "apos;") ? "'" : undefined;
        case 0x71: // q
            return sameAt(text, at, "quot;") ? '"' : undefined;
        default:
            return undefined;
    }
}
/**
 * The text of `text` between `start` and `end` with its references replaced (it holds at least one `&`); see
 * {@link flattened}. It works on the range in place, so the text around the references is sliced once, and
 * the names of the predefined entities are compared where they are.
 */
function expandReferences(text, start, end) {
    let out = "";
    let from = start;
    let amp = text.indexOf("&", start);
    while (amp >= 0 && amp < end) {
        const semicolon = text.indexOf(";", amp + 1);
        // An `&` with no `;` before the next `&` is refused by saxes (the name would hold the `&`).
        if (semicolon < 0 || semicolon >= end)
            decline();
        const character = predefinedEntityAt(text, amp + 1) ?? characterReference(text.slice(amp + 1, semicolon));
        out = from === amp ? out + character : out + text.slice(from, amp) + character;
        from = semicolon + 1;
        amp = text.indexOf("&", from);
    }
    return flattened(from === end ? out : out + text.slice(from, end));
}
/** Checks the references of `doc` between `start` and `end` as {@link expandReferences} would, keeping nothing. */
function checkReferences(doc, start, end) {
    for (let amp = doc.indexOf("&", start); amp >= 0 && amp < end; amp = doc.indexOf("&", amp + 1)) {
        if (predefinedEntityAt(doc, amp + 1) !== undefined)
            continue;
        const semicolon = doc.indexOf(";", amp + 1);
        if (semicolon < 0 || semicolon >= end)
            decline();
        characterReference(doc.slice(amp + 1, semicolon));
    }
}
/**
 * Names read lately, by first and last character and length, so that a name read again is the same string
 * instead of a new one: no allocation, and map lookups by it use its cached hash (and identity, once it is the
 * schema's own string, see {@link remember}). The last character tells apart the names of one prefix and
 * length (`e:note`, `e:text`), which took turns in one slot.
 */
const NAME_SLOTS_LENGTH = 32;
const NAME_BUCKETS = 256;
// Empty slots hold "" (no name read is empty), so every comparison here is of two strings: with undefined
// slots, V8 compared every name through a generic builtin.
const recentNames = new Array(NAME_BUCKETS * NAME_SLOTS_LENGTH).fill("");
/** The slot of {@link recentNames} of the names of this first and last character and length. */
function nameSlot(first, last, length) {
    return ((first * 31 + last) & (NAME_BUCKETS - 1)) * NAME_SLOTS_LENGTH + length;
}
function nameAt(doc, start, end) {
    const length = end - start;
    if (length >= NAME_SLOTS_LENGTH)
        return detachedSlice(doc, start, end);
    const slot = nameSlot(doc.charCodeAt(start), doc.charCodeAt(end - 1), length);
    // Compared in place, character by character: a slice to compare would be a string allocated for every name
    // read, and startsWith at a position is a call into the engine's runtime.
    const recent = recentNames[slot];
    if (recent.length === length) {
        let index = 0;
        while (index < length && doc.charCodeAt(start + index) === recent.charCodeAt(index))
            index++;
        if (index === length)
            return recent;
    }
    // A slice of 13 characters or more is a view of the document, which kept here would stay in memory: the
    // engine's own copy is kept instead, the same string as the schema's names in the code.
    const name = length < V8_VIEW_LENGTH ? doc.slice(start, end) : internalized(doc.slice(start, end));
    recentNames[slot] = name;
    return name;
}
/**
 * The name last read of each first and third character (the character after it when it is shorter), and the
 * index of its colon (-1 when none): see {@link DocumentScanner.#name}. Empty slots hold "", which no name is.
 */
const GUESS_SLOTS = 256;
const guessedNames = new Array(GUESS_SLOTS).fill("");
const guessedColons = new Int32Array(GUESS_SLOTS);
/** The prefix and local part of a prefixed name of {@link guessedNames} ("" until an element of it is read). */
const guessedPrefixes = new Array(GUESS_SLOTS).fill("");
const guessedLocals = new Array(GUESS_SLOTS).fill("");
function guessKey(first, third) {
    return (first * 31 + third) & (GUESS_SLOTS - 1);
}
/** Whether `doc` holds `name` at `at`, compared in place (no slice made for it). */
function sameAt(doc, at, name) {
    for (let index = 0; index < name.length; index++) {
        if (doc.charCodeAt(at + index) !== name.charCodeAt(index))
            return false;
    }
    return true;
}
/** Whether the attribute `name`, whose colon is at `colon` (-1 when none), declares a namespace. */
function isDeclaration(name, colon) {
    return colon < 0 ? name === "xmlns" : colon === 5 && name.startsWith("xmlns");
}
/** Keeps `name` (equal to the one just read) as the string that name is read as from now on. */
function remember(name) {
    if (name.length !== 0 && name.length < NAME_SLOTS_LENGTH) {
        recentNames[nameSlot(name.charCodeAt(0), name.charCodeAt(name.length - 1), name.length)] = name;
        if (name.length >= 3) {
            const key = guessKey(name.charCodeAt(0), name.charCodeAt(2));
            if (guessedNames[key] === name)
                guessedNames[key] = name;
        }
    }
}
/**
 * Namespace names as the engine's own copies: an equal string in the code (a schema's namespace constant) is
 * the same string, so comparing an element's namespace with a binding's is comparing a string with itself. A
 * slice of the document would be compared character by character at every element (a call into the engine's
 * runtime for each), and kept here it would hold its whole document in memory. The names kept are few and
 * short, so that documents declaring many or long ones cannot make this table large.
 */
const canonicalUris = new Map();
const CANONICAL_URIS_LIMIT = 64;
const CANONICAL_URI_LENGTH = 512;
function canonicalUri(uri) {
    if (uri.length > CANONICAL_URI_LENGTH)
        return uri;
    let canonical = canonicalUris.get(uri);
    if (canonical === undefined) {
        if (canonicalUris.size >= CANONICAL_URIS_LIMIT)
            canonicalUris.clear();
        canonical = internalized(uri);
        canonicalUris.set(canonical, canonical);
    }
    return canonical;
}
/** The engine's own flat copy of `text`, shared by every equal string it holds so: a property name is one. */
export function internalized(text) {
    return Object.keys({ [text]: 0 })[0] ?? text;
}
/** The content of the element being skipped (not in the schema, read leniently): checked, not kept. */
const SKIPPED = {
    kind: "content",
    name: "skipped",
    textual: false,
    begin: () => undefined,
    child: () => undefined,
    add: () => undefined,
    end: () => undefined,
};
/**
 * Where the next occurrence of a string is, asked at positions that only grow: each search starts past the
 * previous answer, so all searches of a document together read it once.
 */
class NextOccurrence {
    #text;
    #search;
    #at = -1;
    constructor(text, search) {
        this.#text = text;
        this.#search = search;
    }
    /** Whether the string occurs at or after `from` and starts before `to`. */
    within(from, to) {
        if (this.#at < from) {
            const at = this.#text.indexOf(this.#search, from);
            this.#at = at < 0 ? this.#text.length : at;
        }
        return this.#at < to;
    }
    /** Where the string occurs next at or after `from`, or -1 when it does not. */
    next(from) {
        if (this.#at < from) {
            const at = this.#text.indexOf(this.#search, from);
            this.#at = at < 0 ? this.#text.length : at;
        }
        return this.#at < this.#text.length ? this.#at : -1;
    }
}
/** Scans one document; see the module comment. One instance per document. */
class DocumentScanner {
    ns = "";
    local = "";
    prefix = "";
    derived = false;
    strict;
    // Positions only matter in errors, and the scanner reports none (saxes does, reading again).
    line = 0;
    column = 0;
    #doc;
    #limits;
    #ampersands;
    #carriageReturns;
    #lineFeeds;
    #tabs;
    #cdataEnds;
    /**
     * The next `<`: where the current element's text ends, and found once for a start tag's attribute values (none
     * may hold one) and the text after the tag.
     */
    #lessThans;
    #pos = 0;
    #elements = 0;
    /** Namespace bindings in scope, innermost last; an element's own are dropped at its end. */
    #prefixes = [];
    #uris = [];
    #bindings = 0;
    /**
     * The attributes of the open elements, innermost last: qualified names, the index of each one's colon (-1
     * when none) and values. An element's stay in place while its content is read, for its end.
     */
    #attributeNames = [];
    #attributeColons = [];
    #attributeValues = [];
    /** Where the current element's attributes start in those arrays, and how many it has. */
    #attributeBase = 0;
    #attributeCount = 0;
    /** The current element's {@link attributes}, once asked for (most elements' readers look them up by name). */
    #attributeRecord = undefined;
    /** Whether the start tag just read has an `xsi:` attribute (see {@link #checkAttributes}). */
    #hasXsi = false;
    /** Whether the start tag just read declares a namespace, and whether it has an attribute of a prefixed name. */
    #declares = false;
    #prefixed = false;
    /** Where the name just read starts, and where its colon is in it (-1 when it has none). */
    #nameStart = 0;
    #colon = -1;
    /** The slot of {@link guessedNames} that the name just read came from, or -1 when it was not found there. */
    #guessed = -1;
    /** The namespace declared last (see {@link #declaredAgain}); first the xml namespace, which none may declare. */
    #lastDeclared = XML_NS;
    /** Length of the text handed to the current element's own text handler (bounded like collected text). */
    #handed = 0;
    constructor(doc, strict, limits) {
        this.#doc = doc;
        this.strict = strict;
        this.#limits = limits;
        this.#ampersands = new NextOccurrence(doc, "&");
        this.#carriageReturns = new NextOccurrence(doc, "\r");
        this.#lineFeeds = new NextOccurrence(doc, "\n");
        this.#tabs = new NextOccurrence(doc, "\t");
        this.#cdataEnds = new NextOccurrence(doc, "]]>");
        this.#lessThans = new NextOccurrence(doc, "<");
    }
    resolvePrefix(prefix) {
        for (let index = this.#bindings - 1; index >= 0; index--) {
            if (this.#prefixes[index] === prefix)
                return this.#uris[index];
        }
        return prefix === "xml" ? XML_NS : prefix === "xmlns" ? XMLNS_NS : undefined;
    }
    /** {@link resolvePrefix} of the prefix of `qname`, which ends at `colon`, without slicing it out. */
    #resolvePrefixOf(qname, colon) {
        for (let index = this.#bindings - 1; index >= 0; index--) {
            const prefix = this.#prefixes[index];
            if (prefix.length === colon && qname.startsWith(prefix))
                return this.#uris[index];
        }
        if (colon === 3 && qname.startsWith("xml"))
            return XML_NS;
        return colon === 5 && qname.startsWith("xmlns") ? XMLNS_NS : undefined;
    }
    /** The current element's attributes as saxes reports them (namespace declarations included), built on demand. */
    get attributes() {
        if (this.#attributeRecord !== undefined)
            return this.#attributeRecord;
        const record = {};
        const end = this.#attributeBase + this.#attributeCount;
        for (let index = this.#attributeBase; index < end; index++) {
            const name = this.#attributeNames[index];
            const colon = this.#attributeColons[index];
            const value = this.#attributeValues[index];
            record[name] =
                colon < 0
                    ? { name, prefix: "", local: name, value, uri: name === "xmlns" ? XMLNS_NS : "" }
                    : {
                        name,
                        prefix: name.slice(0, colon),
                        local: name.slice(colon + 1),
                        value,
                        uri: this.#resolvePrefixOf(name, colon),
                    };
        }
        this.#attributeRecord = record;
        return record;
    }
    get attributeCount() {
        return this.#attributeCount;
    }
    attributeName(index) {
        return this.#attributeNames[this.#attributeBase + index];
    }
    attributeNamespace(index) {
        const name = this.#attributeNames[this.#attributeBase + index];
        const colon = this.#attributeColons[this.#attributeBase + index];
        if (colon < 0)
            return name === "xmlns" ? XMLNS_NS : "";
        return this.#resolvePrefixOf(name, colon);
    }
    attributeText(index) {
        return this.#attributeValues[this.#attributeBase + index];
    }
    attributeValue(ns, local) {
        const end = this.#attributeBase + this.#attributeCount;
        for (let index = this.#attributeBase; index < end; index++) {
            const name = this.#attributeNames[index];
            const colon = this.#attributeColons[index];
            if (colon < 0) {
                if (ns === "" && name === local && name !== "xmlns")
                    return this.#attributeValues[index];
            }
            else if (ns !== "" &&
                name.length - colon - 1 === local.length &&
                name.endsWith(local) &&
                this.#resolvePrefixOf(name, colon) === ns) {
                return this.#attributeValues[index];
            }
        }
        return undefined;
    }
    fail() {
        return decline();
    }
    /** Reads the whole document into `document` (its pseudo content, which accepts the root element). */
    read(document) {
        const doc = this.#doc;
        if (hasNonXmlCharacter(doc))
            decline();
        if (!endsWithTag(doc))
            decline();
        if (doc.charCodeAt(0) === 0xfeff)
            this.#pos = 1;
        if (doc.startsWith("<?xml", this.#pos)) {
            XML_DECLARATION.lastIndex = this.#pos;
            if (!XML_DECLARATION.test(doc))
                decline();
            this.#pos = XML_DECLARATION.lastIndex;
        }
        this.#skipSpaces();
        if (doc.charCodeAt(this.#pos) !== Char.Less || !isNameStart(doc.charCodeAt(this.#pos + 1)))
            decline();
        const state = document.begin(this);
        this.#element(document, state, 0);
        this.#skipSpaces();
        if (this.#pos !== doc.length)
            decline();
        return document.end(state, "", this);
    }
    #skipSpaces() {
        const doc = this.#doc;
        let pos = this.#pos;
        // Bounded: after the root element it reaches the end (see endsWithTag).
        while (pos < doc.length && isSpace(doc.charCodeAt(pos)))
            pos++;
        this.#pos = pos;
    }
    /** Reads a name at the current position; the index of its colon goes to {@link #colon} (-1 when none). */
    #name() {
        const doc = this.#doc;
        const start = this.#pos;
        const first = doc.charCodeAt(start);
        if (!isNameStart(first))
            decline();
        // Most names are the one read last with the same first and third character: compared in place, it is found
        // without reading the name twice (scanned to its end, then compared with the one of its slot).
        // A one-character name may end the document (`<a>`, declined later): no read past its end (see endsWithTag).
        const key = guessKey(first, start + 2 < doc.length ? doc.charCodeAt(start + 2) : 0);
        const guess = guessedNames[key];
        const guessEnd = start + guess.length;
        if (guess.length !== 0 &&
            guess.length <= this.#limits.maxNameLength &&
            sameAt(doc, start, guess) &&
            !isNameChar(doc.charCodeAt(guessEnd)) &&
            doc.charCodeAt(guessEnd) !== Char.Colon) {
            this.#pos = guessEnd;
            this.#colon = guessedColons[key];
            this.#nameStart = start;
            this.#guessed = key;
            return guess;
        }
        let colon = -1;
        let pos = start + 1;
        for (;;) {
            const code = doc.charCodeAt(pos);
            if (isNameChar(code)) {
                pos++;
            }
            else if (code === Char.Colon && colon < 0 && isNameStart(doc.charCodeAt(pos + 1))) {
                colon = pos - start;
                pos++;
            }
            else {
                break;
            }
        }
        if (pos - start > this.#limits.maxNameLength)
            decline();
        this.#pos = pos;
        this.#colon = colon;
        this.#nameStart = start;
        this.#guessed = -1;
        const name = nameAt(doc, start, pos);
        if (name.length < NAME_SLOTS_LENGTH) {
            guessedNames[key] = name;
            guessedColons[key] = colon;
            guessedLocals[key] = "";
        }
        return name;
    }
    /**
     * Reads the attributes of a start tag up to and including `>` or `/>`, into the attribute arrays from `base`
     * on; returns whether it was `/>`.
     */
    #attributes(base) {
        const doc = this.#doc;
        this.#attributeCount = 0;
        this.#declares = false;
        this.#prefixed = false;
        // Spaces are skipped here without a bound: a start tag ends with `>` before the end (see endsWithTag).
        let pos = this.#pos;
        for (;;) {
            let code = doc.charCodeAt(pos);
            const spaced = isSpace(code);
            while (isSpace(code))
                code = doc.charCodeAt(++pos);
            if (code === Char.Greater) {
                this.#pos = pos + 1;
                return false;
            }
            if (code === Char.Slash) {
                if (doc.charCodeAt(pos + 1) !== Char.Greater)
                    decline();
                this.#pos = pos + 2;
                return true;
            }
            if (!spaced)
                decline();
            this.#pos = pos;
            const name = this.#name();
            const colon = this.#colon;
            if (colon >= 0)
                this.#prefixed = true;
            if (isDeclaration(name, colon))
                this.#declares = true;
            pos = this.#pos;
            code = doc.charCodeAt(pos);
            while (isSpace(code))
                code = doc.charCodeAt(++pos);
            if (code !== Char.Equals)
                decline();
            code = doc.charCodeAt(++pos);
            while (isSpace(code))
                code = doc.charCodeAt(++pos);
            if (code !== Char.Quote && code !== Char.Apostrophe)
                decline();
            const valueStart = pos + 1;
            const valueEnd = doc.indexOf(code === Char.Quote ? '"' : "'", valueStart);
            if (valueEnd < 0)
                decline();
            let value = this.#declaredAgain(name, colon, valueStart, valueEnd);
            if (value === undefined) {
                if (this.#lessThans.within(valueStart, valueEnd))
                    decline();
                value = detachedSlice(doc, valueStart, valueEnd);
                if (this.#lineFeeds.within(valueStart, valueEnd) ||
                    this.#carriageReturns.within(valueStart, valueEnd) ||
                    this.#tabs.within(valueStart, valueEnd)) {
                    value = value.replace(ATTRIBUTE_SPACES, " ");
                }
                if (this.#ampersands.within(valueStart, valueEnd))
                    value = expandReferences(value, 0, value.length);
                if (value.length > this.#limits.maxAttributeLength)
                    decline();
            }
            const count = this.#attributeCount++;
            // Namespace declarations counted too: a tag past the bound is left to saxes, which counts them apart.
            if (count >= this.#limits.maxAttributes)
                decline();
            const at = base + count;
            for (let index = base; index < at; index++)
                if (this.#attributeNames[index] === name)
                    decline();
            this.#attributeNames[at] = name;
            this.#attributeColons[at] = colon;
            this.#attributeValues[at] = value;
            pos = valueEnd + 1;
        }
    }
    /**
     * The namespace that the declaration `name` between `start` and `end` names when it is the one declared last,
     * compared in place: fragments of a large document declare their namespace on each of their elements, and
     * each declaration's value was a slice of the document (made only to be looked up and dropped).
     */
    #declaredAgain(name, colon, start, end) {
        const uri = this.#lastDeclared;
        if (end - start !== uri.length || !isDeclaration(name, colon) || !sameAt(this.#doc, start, uri))
            return undefined;
        // Equal characters are the same value only without references (`&#x20;` is a space there).
        return this.#ampersands.within(start, end) ? undefined : uri;
    }
    /** Binds the namespaces the start tag declares, for the element and its content. */
    #declareNamespaces() {
        const end = this.#attributeBase + this.#attributeCount;
        for (let index = this.#attributeBase; index < end; index++) {
            const name = this.#attributeNames[index];
            const colon = this.#attributeColons[index];
            if (!isDeclaration(name, colon))
                continue;
            const prefix = colon < 0 ? "" : name.slice(6);
            const uri = canonicalUri(this.#attributeValues[index]);
            // Kept as the attribute's value too: a slice of the document there would hold all of it in memory
            // for as long as a value read (an element kept as XML records its declarations) lives.
            this.#attributeValues[index] = uri;
            // Reserved prefixes and namespaces, and undeclaring a prefix, are for saxes to judge.
            if (prefix === "xml" || prefix === "xmlns" || uri === XML_NS || uri === XMLNS_NS)
                decline();
            if (prefix !== "" && uri === "")
                decline();
            this.#prefixes[this.#bindings] = prefix;
            this.#uris[this.#bindings] = uri;
            this.#bindings++;
            this.#lastDeclared = uri;
        }
    }
    /**
     * Checks what saxes checks of the start tag's attributes once its namespaces are bound: every prefix bound, no
     * expanded name twice. Whether one is an `xsi:` attribute goes to {@link #hasXsi}.
     */
    #checkAttributes() {
        this.#hasXsi = false;
        const base = this.#attributeBase;
        const end = base + this.#attributeCount;
        for (let index = base; index < end; index++) {
            const colon = this.#attributeColons[index];
            if (colon < 0)
                continue;
            const name = this.#attributeNames[index];
            const uri = this.#resolvePrefixOf(name, colon) ?? decline();
            if (uri === XSI_NS)
                this.#hasXsi = true;
            // Two prefixes of one namespace make the same expanded name twice.
            for (let other = base; other < index; other++) {
                const otherColon = this.#attributeColons[other];
                const seen = this.#attributeNames[other];
                if (otherColon >= 0 &&
                    seen.length - otherColon === name.length - colon &&
                    seen.endsWith(name.slice(colon)) &&
                    this.#resolvePrefixOf(seen, otherColon) === uri)
                    decline();
            }
        }
    }
    /** Reads the element whose `<` is at the current position, and hands its value to `parent`. */
    #element(parent, parentState, depth) {
        const limits = this.#limits;
        if (++this.#elements > limits.maxElements || depth >= limits.maxDepth)
            decline();
        this.#pos++;
        const qname = this.#name();
        const colon = this.#colon;
        const nameStart = this.#nameStart;
        const guessed = this.#guessed;
        // The parent's attributes stay where they are, for its end; this element's go after them.
        const outerBase = this.#attributeBase;
        const outerCount = this.#attributeCount;
        const outerRecord = this.#attributeRecord;
        const base = outerBase + outerCount;
        const empty = this.#attributes(base);
        const count = this.#attributeCount;
        this.#attributeBase = base;
        this.#attributeRecord = count === 0 ? NO_ATTRIBUTES : undefined;
        const scope = this.#bindings;
        // Most start tags declare nothing, and their attributes have no prefix to check.
        if (this.#declares)
            this.#declareNamespaces();
        if (this.#prefixed)
            this.#checkAttributes();
        else
            this.#hasXsi = false;
        let prefix = "";
        let local = qname;
        let ns;
        if (colon < 0) {
            ns = this.resolvePrefix("") ?? "";
        }
        else {
            // Its parts are kept with a name found among the guessed ones (and taken only while it is still there):
            // read the second time, they are the strings remembered for them by then.
            if (guessed >= 0 && guessedNames[guessed] === qname && guessedLocals[guessed] !== "") {
                prefix = guessedPrefixes[guessed];
                local = guessedLocals[guessed];
            }
            else {
                prefix = nameAt(this.#doc, nameStart, nameStart + colon);
                local = nameAt(this.#doc, nameStart + colon + 1, nameStart + qname.length);
                if (guessed >= 0 && guessedNames[guessed] === qname) {
                    guessedPrefixes[guessed] = prefix;
                    guessedLocals[guessed] = local;
                }
            }
            ns = this.resolvePrefix(prefix) ?? decline();
            if (prefix === "xmlns")
                decline();
        }
        const hasXsi = this.#hasXsi;
        this.ns = ns;
        this.local = local;
        this.prefix = prefix;
        this.derived = false;
        const binding = parent === SKIPPED ? undefined : parent.child(parentState, ns, local, this);
        if (binding === undefined) {
            if (this.strict)
                decline();
            if (!empty)
                this.#content(SKIPPED, undefined, qname, depth);
        }
        else {
            remember(binding.local);
            const value = this.#value(binding, hasXsi, empty, qname, depth);
            this.#bindings = scope;
            parent.add(parentState, binding, value, this);
        }
        this.#bindings = scope;
        this.#attributeBase = outerBase;
        this.#attributeCount = outerCount;
        this.#attributeRecord = outerRecord;
    }
    /** The value of the element just started, which goes to `binding`, read up to and including its end tag. */
    #value(binding, hasXsi, empty, qname, depth) {
        let type = binding.type;
        let nil = false;
        if (hasXsi && binding.raw !== true) {
            const attributes = this.attributes;
            for (const name in attributes) {
                const attr = attributes[name];
                if (attr.uri !== XSI_NS)
                    continue;
                if (attr.local === "nil")
                    nil = readXsiNil(attr.value, binding, this);
                else if (attr.local === "type")
                    type = this.#xsiType(attr.value, type);
            }
        }
        if (nil) {
            const text = empty ? "" : this.#content(undefined, undefined, qname, depth);
            return WHITESPACE_ONLY.test(text) ? null : decline();
        }
        // A value the codec refuses throws, and the document is declined.
        if (type.simple !== undefined)
            return type.simple.parse(empty ? "" : this.#textOnly(type, undefined, qname, depth), this);
        const { ns, local, prefix } = this;
        const base = this.#attributeBase;
        const count = this.#attributeCount;
        const state = type.begin(this);
        const record = this.#attributeRecord;
        // Simple content (text collected, no handler for it) is read as a simple type's is.
        const text = empty
            ? ""
            : type.textual && type.text === undefined
                ? this.#textOnly(type, state, qname, depth)
                : this.#content(type, state, qname, depth);
        this.ns = ns;
        this.local = local;
        this.prefix = prefix;
        this.#attributeBase = base;
        this.#attributeCount = count;
        this.#attributeRecord = record;
        return type.end(state, text, this);
    }
    #xsiType(value, declared) {
        const selected = readXsiType(value, declared, this);
        if (selected !== declared)
            this.derived = true;
        return selected;
    }
    /**
     * The text of an element of simple type or simple content, up to and including its end tag: most are one run
     * of text without references, line breaks or markup, read here at once; the rest as any content.
     */
    #textOnly(type, state, qname, depth) {
        const doc = this.#doc;
        const start = this.#pos;
        const less = this.#lessThans.next(start);
        if (less >= start &&
            doc.charCodeAt(less + 1) === Char.Slash &&
            less - start <= this.#limits.maxTextLength &&
            !this.#ampersands.within(start, less) &&
            !this.#carriageReturns.within(start, less) &&
            !this.#cdataEnds.within(start, less)) {
            this.#pos = less;
            this.#endTag(qname);
            return detachedSlice(doc, start, less);
        }
        return this.#content(type, state, qname, depth);
    }
    /**
     * Reads an element's content up to and including its end tag `</qname>`; returns the collected text.
     * `type` undefined is a nil element: text only (whitespace, checked by the caller).
     */
    #content(type, state, qname, depth) {
        const doc = this.#doc;
        // Text is read where it is kept or checked; elsewhere only its references are checked. What the type does
        // with text is looked up once: types are of many classes, and each look-up a slow one.
        const textual = type === undefined || type.textual;
        const reads = textual || this.strict;
        const handled = textual && type?.text !== undefined;
        const outerHanded = this.#handed;
        this.#handed = 0;
        let text = "";
        let pieces = 0;
        for (;;) {
            const start = this.#pos;
            // Element-only content has no text between tags: a search there would find the very next character.
            // Bounded: after the last `>` of a document whose root is not closed, `start` is its end (see endsWithTag).
            const less = start < doc.length && doc.charCodeAt(start) === Char.Less ? start : this.#lessThans.next(start);
            if (less < 0)
                decline();
            if (less > start) {
                if (this.#cdataEnds.within(start, less))
                    decline();
                if (reads) {
                    text = this.#accept(textual, handled, type, state, text, this.#characters(start, less, true));
                    pieces++;
                }
                else if (this.#ampersands.within(start, less))
                    checkReferences(doc, start, less);
            }
            const next = doc.charCodeAt(less + 1);
            if (next === Char.Slash) {
                this.#pos = less;
                this.#endTag(qname);
                this.#handed = outerHanded;
                return pieces > 1 ? flattened(text) : text;
            }
            if (next === Char.Bang) {
                if (!doc.startsWith("<![CDATA[", less))
                    decline();
                const end = doc.indexOf("]]>", less + 9);
                if (end < 0)
                    decline();
                if (reads) {
                    text = this.#accept(textual, handled, type, state, text, this.#characters(less + 9, end, false));
                    pieces++;
                }
                this.#pos = end + 3;
                continue;
            }
            if (next === Char.Question || type === undefined)
                decline();
            this.#pos = less;
            this.#element(type, state, depth + 1);
        }
    }
    /**
     * Takes a piece of character data as the engine does: collected (`textual`), handed over to the type's `text`
     * (`handled`), or checked (`strict`).
     */
    #accept(textual, handled, type, state, text, piece) {
        if (!textual) {
            if (!WHITESPACE_ONLY.test(piece))
                decline();
            return text;
        }
        if (handled) {
            this.#handed += piece.length;
            if (this.#handed > this.#limits.maxTextLength)
                decline();
            type.text?.(state, piece);
            return text;
        }
        const joined = text + piece;
        if (joined.length > this.#limits.maxTextLength)
            decline();
        return joined;
    }
    /** Reads `</qname>` at the current position, spaces allowed before the `>`. */
    #endTag(qname) {
        const doc = this.#doc;
        const start = this.#pos + 2;
        this.#pos = start + qname.length;
        if (this.#pos > doc.length || !sameAt(doc, start, qname))
            decline();
        this.#skipSpaces();
        if (doc.charCodeAt(this.#pos) !== Char.Greater)
            decline();
        this.#pos++;
    }
    /** Character data between `start` and `end`: line breaks normalised, references expanded when `parsed`. */
    #characters(start, end, parsed) {
        const doc = this.#doc;
        const references = parsed && this.#ampersands.within(start, end);
        if (!this.#carriageReturns.within(start, end))
            return references ? expandReferences(doc, start, end) : detachedSlice(doc, start, end);
        const piece = doc.slice(start, end).replace(LINE_BREAKS, "\n");
        return references ? expandReferences(piece, 0, piece.length) : piece;
    }
}
/**
 * Whether `xsi:nil="value"` makes an element nil; a value that is not a boolean, or nil where `binding` is not
 * nillable, fails through `cursor`. Both readers read `xsi:nil` with it.
 */
export function readXsiNil(value, binding, cursor) {
    const trimmed = value.trim();
    const nil = trimmed === "true" || trimmed === "1";
    if (!nil && trimmed !== "false" && trimmed !== "0")
        cursor.fail(`xsi:nil="${value}" is not a boolean`);
    if (nil && !binding.nillable)
        cursor.fail(`<${binding.local}> is not nillable`);
    return nil;
}
/** The type `xsi:type="value"` names, as `{namespace}local` (its prefix bound: {@link readXsiType} checked it). */
export function xsiTypeName(value, cursor) {
    const qname = value.trim();
    const colon = qname.indexOf(":");
    const prefix = colon < 0 ? "" : qname.slice(0, colon);
    const ns = cursor.resolvePrefix(prefix) ?? "";
    return `{${ns}}${qname.slice(colon + 1)}`;
}
/** The namespaces of SOAP encoding, whose value types (`soapenc:int`) are XSD's built-in of the same name. */
const ENCODING_NAMESPACES = new Set([SOAP11_ENCODING_NS, SOAP12_ENCODING_NS]);
/**
 * The content type `xsi:type="value"` selects in place of `declared`: `declared` itself when it names it, a
 * derived type; on `xs:anyType`, the type named where the package knows it (read as a `TypedValue`; leniently, a
 * SOAP encoding value type as the built-in it extends), else `xs:anyType` itself; any other name fails through
 * `cursor`, except on a type that cannot tell its own name (simple content), which is read as declared. Both
 * readers read `xsi:type` with it.
 */
export function readXsiType(value, declared, cursor) {
    const qname = value.trim();
    const colon = qname.indexOf(":");
    const prefix = colon < 0 ? "" : qname.slice(0, colon);
    const local = qname.slice(colon + 1);
    const ns = cursor.resolvePrefix(prefix) ?? (prefix === "" ? "" : cursor.fail(`xsi:type prefix ${prefix} unbound`));
    if (declared.isType?.(ns, local) === true)
        return declared;
    const derived = declared.derivedType?.(ns, local);
    if (derived !== undefined)
        return derived;
    // Every type derives from xs:anyType, whose content (any attributes, text and elements) holds any of them.
    if (declared.isType?.(XSD_NS, "anyType") === true) {
        // Read leniently, SOAP encoding's value types (`soapenc:string`) are the built-ins they extend; its `base64`
        // is XSD's `base64Binary`.
        const builtin = cursor.strict || !ENCODING_NAMESPACES.has(ns)
            ? undefined
            : declared.derivedType?.(XSD_NS, local === "base64" ? "base64Binary" : local);
        return builtin ?? declared;
    }
    // Refused leniently read or not, as .asmx refuses a type it does not know: read as the declared type, the
    // element would lose what its sender meant by the other type.
    if (declared.isType !== undefined) {
        cursor.fail(`xsi:type {${ns}}${local} is not ${declared.name} or a type derived from it`);
    }
    return declared;
}
/**
 * Whether the first bytes of a document say UTF-16 or UTF-32 (a byte order mark, or a zero byte where UTF-8
 * XML has `<` or a BOM): both readers refuse such input, read only as UTF-8.
 */
export function isWideUnicode(bytes) {
    const [a, b] = bytes;
    return (a === 0xfe && b === 0xff) || (a === 0xff && b === 0xfe) || a === 0 || b === 0;
}
/**
 * The text of bytes already known to be UTF-8, decoded natively. A Buffer (as node:http hands over) is decoded
 * as it is; another byte array through a Buffer view of its memory. Both readers decode with it.
 */
export function utf8Text(bytes) {
    return (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).toString("utf8");
}
/** A scanner of no document, never used, kept for its hidden class (see {@link keepHiddenClass}). */
let idleScanner;
/**
 * Reads a whole document into `document` (the pseudo content accepting its root element), or returns
 * {@link DECLINED} for a document that the saxes-based reader must read (see the module comment).
 * `document` and the content types it reaches must not keep state outside what their `begin` returns,
 * since a declined document is read once more from the start.
 */
export function scanDocument(input, document, strict, limits) {
    if (input.length > limits.maxInputSize)
        return DECLINED;
    let doc;
    if (typeof input === "string") {
        doc = input;
    }
    else {
        if (isWideUnicode(input) || !isUtf8(input))
            return DECLINED;
        doc = utf8Text(input);
    }
    idleScanner ??= keepHiddenClass(new DocumentScanner("", strict, limits));
    try {
        return new DocumentScanner(doc, strict, limits).read(document);
    }
    catch {
        return DECLINED;
    }
}
