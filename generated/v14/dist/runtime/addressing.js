/**
 * WS-Addressing 1.0 (SOAP binding): the header blocks a request and its response carry where the WSDL's binding
 * uses addressing (a WCF `wsHttpBinding`, a JAX-WS `@Addressing` endpoint), which such services refuse a
 * request without.
 *
 * ```xml
 * <wsa:Action s:mustUnderstand="1">http://example.com/IQuotes/GetQuote</wsa:Action>
 * <wsa:MessageID>urn:uuid:0f4c...</wsa:MessageID>
 * <wsa:ReplyTo><wsa:Address>http://www.w3.org/2005/08/addressing/anonymous</wsa:Address></wsa:ReplyTo>
 * <wsa:To s:mustUnderstand="1">https://api.example.net/Quotes.svc</wsa:To>
 * ```
 * @module
 */
import { randomUUID } from "node:crypto";
import { xsString } from "./scalars.js";
import { IGNORED, SOAP_ENVELOPE_NS } from "./soap.js";
import { element } from "./xml-reader.js";
import { escapeAttribute, escapeText } from "./xml-writer.js";
/** The namespace of WS-Addressing 1.0's message addressing properties. */
export const WSA_NS = "http://www.w3.org/2005/08/addressing";
/** The address of a reply sent back on the connection the request came in on. */
const ANONYMOUS = `${WSA_NS}/anonymous`;
/** The action of a fault that has none of its own (WS-Addressing 1.0 SOAP Binding, section 6). */
export const WSA_FAULT_ACTION = `${WSA_NS}/soap/fault`;
/** One header block as markup, declaring what it uses; `mustUnderstand` marks it so for SOAP `version`. */
function block(version, local, content, mustUnderstand) {
    const marked = mustUnderstand ? ` xmlns:s="${SOAP_ENVELOPE_NS[version]}" s:mustUnderstand="1"` : "";
    return `<wsa:${local} xmlns:wsa="${WSA_NS}"${marked}>${content}</wsa:${local}>`;
}
/**
 * The header blocks of a request of `action` sent to `to`: `wsa:Action` and `wsa:To` to be understood, and where
 * a response is awaited a fresh `wsa:MessageID` and the anonymous `wsa:ReplyTo`.
 */
export function addressingRequestBlocks(version, action, to, oneWay) {
    const blocks = [block(version, "Action", escapeText(action), true)];
    if (!oneWay)
        blocks.push(block(version, "MessageID", `urn:uuid:${randomUUID()}`, false), block(version, "ReplyTo", `<wsa:Address>${ANONYMOUS}</wsa:Address>`, false));
    blocks.push(block(version, "To", escapeText(to), true));
    return blocks;
}
/** The header blocks of a response of `action` to a request that carried `request`'s properties. */
export function addressingResponseBlocks(version, action, request) {
    const blocks = [block(version, "Action", escapeText(action), true)];
    if (request.messageId !== undefined)
        blocks.push(`<wsa:RelatesTo xmlns:wsa="${WSA_NS}" RelationshipType="${escapeAttribute(`${WSA_NS}/reply`)}">${escapeText(request.messageId)}</wsa:RelatesTo>`);
    return blocks;
}
const textProperties = new Set(["Action", "To", "MessageID", "RelatesTo"]);
/**
 * The reader of a message addressing property: the text of those that are text, the endpoint references
 * (`wsa:ReplyTo`, `wsa:FaultTo`, `wsa:From`) read past, since replies go back on the connection.
 */
export function addressingHeaderReader(local) {
    return element(WSA_NS, local, textProperties.has(local) ? xsString : IGNORED);
}
/** The message addressing properties among a request's header blocks; undefined where it carried none. */
export function requestAddressing(blocks) {
    let found;
    for (const item of blocks) {
        if (item.ns !== WSA_NS || !item.known)
            continue;
        found ??= {};
        const text = typeof item.value === "string" ? item.value.trim() : undefined;
        if (text === undefined)
            continue;
        if (item.local === "Action")
            found.action = text;
        else if (item.local === "MessageID")
            found.messageId = text;
        else if (item.local === "To")
            found.to = text;
    }
    return found;
}
