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
import { xsString } from "./scalars.ts";
import { IGNORED, SOAP_ENVELOPE_NS, type SoapHeaderBlock, type SoapVersion } from "./soap.ts";
import type { Transport } from "./operation.ts";
import { element, type ElementField } from "./xml-reader.ts";
import { escapeAttribute, escapeText } from "./xml-writer.ts";

/** The namespace of WS-Addressing 1.0's message addressing properties. */
export const WSA_NS = "http://www.w3.org/2005/08/addressing";

/** The address of a reply sent back on the connection the request came in on. */
const ANONYMOUS = `${WSA_NS}/anonymous`;

/** The action of a fault that has none of its own (WS-Addressing 1.0 SOAP Binding, section 6). */
export const WSA_FAULT_ACTION = `${WSA_NS}/soap/fault`;

/** How an operation's SOAP bindings use WS-Addressing 1.0 (`wsaw:UsingAddressing`, `wsam:Addressing`). */
export interface AddressingDescriptor {
  /** The SOAP transports whose bindings use it. */
  readonly transports: readonly Transport[];
  /** One of those bindings requires the headers: the server refuses a request without `wsa:Action`. */
  readonly required: boolean;
  /** The request's `wsa:Action`. */
  readonly input: string;
  /** The response's `wsa:Action`; absent for a one-way operation. */
  readonly output?: string;
}

/** The message addressing properties of a request that carried them. */
export interface RequestAddressing {
  /** `wsa:Action`. */
  readonly action?: string;
  /** `wsa:MessageID`, which the response's `wsa:RelatesTo` names. */
  readonly messageId?: string;
  /** `wsa:To`. */
  readonly to?: string;
}

/** One header block as markup, declaring what it uses; `mustUnderstand` marks it so for SOAP `version`. */
function block(version: SoapVersion, local: string, content: string, mustUnderstand: boolean): string {
  const marked = mustUnderstand ? ` xmlns:s="${SOAP_ENVELOPE_NS[version]}" s:mustUnderstand="1"` : "";
  return `<wsa:${local} xmlns:wsa="${WSA_NS}"${marked}>${content}</wsa:${local}>`;
}

/**
 * The header blocks of a request of `action` sent to `to`: `wsa:Action` and `wsa:To` to be understood, and where
 * a response is awaited a fresh `wsa:MessageID` and the anonymous `wsa:ReplyTo`.
 */
export function addressingRequestBlocks(
  version: SoapVersion,
  action: string,
  to: string,
  oneWay: boolean,
): string[] {
  const blocks = [block(version, "Action", escapeText(action), true)];
  if (!oneWay)
    blocks.push(
      block(version, "MessageID", `urn:uuid:${randomUUID()}`, false),
      block(version, "ReplyTo", `<wsa:Address>${ANONYMOUS}</wsa:Address>`, false),
    );
  blocks.push(block(version, "To", escapeText(to), true));
  return blocks;
}

/** The header blocks of a response of `action` to a request that carried `request`'s properties. */
export function addressingResponseBlocks(
  version: SoapVersion,
  action: string,
  request: RequestAddressing,
): string[] {
  const blocks = [block(version, "Action", escapeText(action), true)];
  if (request.messageId !== undefined)
    blocks.push(
      `<wsa:RelatesTo xmlns:wsa="${WSA_NS}" RelationshipType="${escapeAttribute(`${WSA_NS}/reply`)}">${escapeText(request.messageId)}</wsa:RelatesTo>`,
    );
  return blocks;
}

const textProperties = new Set(["Action", "To", "MessageID", "RelatesTo"]);

/**
 * The reader of a message addressing property: the text of those that are text, the endpoint references
 * (`wsa:ReplyTo`, `wsa:FaultTo`, `wsa:From`) read past, since replies go back on the connection.
 */
export function addressingHeaderReader(local: string): ElementField<unknown> {
  return element(WSA_NS, local, textProperties.has(local) ? xsString : IGNORED);
}

/** The message addressing properties among a request's header blocks; undefined where it carried none. */
export function requestAddressing(blocks: readonly SoapHeaderBlock[]): RequestAddressing | undefined {
  let found: { action?: string; messageId?: string; to?: string } | undefined;
  for (const item of blocks) {
    if (item.ns !== WSA_NS || !item.known) continue;
    found ??= {};
    const text = typeof item.value === "string" ? item.value.trim() : undefined;
    if (text === undefined) continue;
    if (item.local === "Action") found.action = text;
    else if (item.local === "MessageID") found.messageId = text;
    else if (item.local === "To") found.to = text;
  }
  return found;
}
