/**
 * The charsets a SOAP message may come in. WS-I Basic Profile (R1012) lets a message be serialized as UTF-8 or
 * UTF-16, and WCF's text encoding can be set to write UTF-16; the readers take UTF-8 only. A UTF-16 body is
 * decoded here, strictly, and handed on as UTF-8 with its XML declaration saying so. Any other charset is
 * refused, as the readers refuse any other encoding.
 * @module
 */
import { XmlReadError } from "./xml-reader.js";
const UTF8 = new Set(["utf-8", "utf8"]);
const UTF16 = new Set(["utf-16", "utf-16le", "utf-16be", "utf16"]);
/** Whether a message may name `charset` (lower case): a label of UTF-8 or UTF-16. */
export function isMessageCharset(charset) {
    return UTF8.has(charset) || UTF16.has(charset);
}
/**
 * The UTF-8 bytes of a message body whose Content-Type names `charset` (lower case; undefined when it names
 * none), or that begins with a UTF-16 byte order mark. Throws an {@link XmlReadError} of code `encoding`
 * for another charset or for bytes that are not what the charset says.
 */
export function utf8Body(body, charset) {
    // A UTF-16 byte order mark is no UTF-8 (0xFE and 0xFF never occur there): it decides over the header.
    const label = byteOrderMarkCharset(body) ?? charset;
    if (label === undefined || UTF8.has(label))
        return body;
    if (!UTF16.has(label)) {
        throw new XmlReadError("encoding", `charset ${label} is not supported; UTF-8 and UTF-16 are read`, 1, 1);
    }
    const encoding = label === "utf-16le" || label === "utf-16be" ? label : (byteOrder(body) ?? "utf-16be");
    let text;
    try {
        text = new TextDecoder(encoding, { fatal: true }).decode(body);
    }
    catch {
        throw new XmlReadError("encoding", `the body is not valid ${encoding.toUpperCase()}`, 1, 1);
    }
    return Buffer.from(text.replace(DECLARED_ENCODING, "$1$2UTF-8$2"), "utf8");
}
/** The encoding pseudo-attribute of an XML declaration at the start of a document. */
const DECLARED_ENCODING = /^(<\?xml\s[^?>]*?\bencoding\s*=\s*)(["'])[^"']*\2/;
function byteOrderMarkCharset(body) {
    if (body[0] === 0xff && body[1] === 0xfe)
        return "utf-16le";
    if (body[0] === 0xfe && body[1] === 0xff)
        return "utf-16be";
    return undefined;
}
/**
 * The byte order of a UTF-16 body: its byte order mark's, else that of its first character, `<` (XML 1.0
 * appendix F); big-endian where neither tells (RFC 2781 section 4.3).
 */
function byteOrder(body) {
    const marked = byteOrderMarkCharset(body);
    if (marked !== undefined)
        return marked;
    if (body[0] === 0x3c && body[1] === 0)
        return "utf-16le";
    return undefined;
}
