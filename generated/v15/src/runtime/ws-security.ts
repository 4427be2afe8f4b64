/**
 * The WS-Security header block of a username and password (OASIS Web Services Security UsernameToken Profile
 * 1.0), which many services ask for whatever their WSDL declares: the password as text, or as its digest with
 * a fresh nonce and creation time, and optionally a `wsu:Timestamp`. A client writes it; a service reads and
 * checks it.
 * @module
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { SoapVersion } from "./soap.ts";
import { textOf, xmlElementContent, type XmlElement } from "./xml-element.ts";
import { readXml } from "./xml-reader.ts";
import { escapeText } from "./xml-writer.ts";

const WSSE_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
const WSU_NS = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
const PROFILE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0";
const BASE64 =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary";
const ENVELOPE_NS: Readonly<Record<SoapVersion, string>> = {
  "1.1": "http://schemas.xmlsoap.org/soap/envelope/",
  "1.2": "http://www.w3.org/2003/05/soap-envelope",
};

/** The Clark name of the `wsse:Security` header block, as `understoodHeaders` names it. */
export const securityBlockName = `{${WSSE_NS}}Security`;

/** A client's `usernameToken` option: who calls, and how the password travels. */
export interface UsernameToken {
  readonly username: string;
  readonly password: string;
  /**
   * Send the password's digest, Base64(SHA-1(nonce + created + password)), with the nonce and creation time,
   * rather than the password itself. Default `false` (the password as text, for services over TLS).
   */
  readonly digest?: boolean;
  /** Add a `wsu:Timestamp` that expires this many seconds after it is made (WCF asks for one). */
  readonly timestampSeconds?: number;
  /** Mark the block `mustUnderstand`, as some services ask. Default `false`. */
  readonly mustUnderstand?: boolean;
}

/**
 * The `wsse:Security` header block of `token` for a SOAP `version` message, as markup that declares every prefix
 * it uses; `now` and `nonce` are the creation time and nonce (fresh ones by default).
 */
export function usernameTokenBlock(
  token: UsernameToken,
  version: SoapVersion,
  now: Date = new Date(),
  nonce: Buffer = randomBytes(16),
): string {
  const created = now.toISOString();
  const understood =
    token.mustUnderstand === true
      ? ` xmlns:soap="${ENVELOPE_NS[version]}" soap:mustUnderstand="${version === "1.1" ? "1" : "true"}"`
      : "";
  let timestamp = "";
  if (token.timestampSeconds !== undefined) {
    const expires = new Date(now.getTime() + token.timestampSeconds * 1000).toISOString();
    timestamp = `<wsu:Timestamp><wsu:Created>${created}</wsu:Created><wsu:Expires>${expires}</wsu:Expires></wsu:Timestamp>`;
  }
  let password: string;
  if (token.digest === true) {
    const digest = createHash("sha1")
      .update(Buffer.concat([nonce, Buffer.from(created + token.password, "utf8")]))
      .digest("base64");
    password =
      `<wsse:Password Type="${PROFILE}#PasswordDigest">${digest}</wsse:Password>` +
      `<wsse:Nonce EncodingType="${BASE64}">${nonce.toString("base64")}</wsse:Nonce><wsu:Created>${created}</wsu:Created>`;
  } else {
    password = `<wsse:Password Type="${PROFILE}#PasswordText">${escapeText(token.password)}</wsse:Password>`;
  }
  return (
    `<wsse:Security xmlns:wsse="${WSSE_NS}" xmlns:wsu="${WSU_NS}"${understood}>${timestamp}` +
    `<wsse:UsernameToken><wsse:Username>${escapeText(token.username)}</wsse:Username>${password}` +
    "</wsse:UsernameToken></wsse:Security>"
  );
}

/** A UsernameToken as a request carried it (see {@link readUsernameToken}). */
export interface ReceivedUsernameToken {
  readonly username: string;
  /** The password as sent: its text, or where `digest` is set its digest. */
  readonly password: string;
  readonly digest: boolean;
  /** The nonce, base64, where one was sent. */
  readonly nonce?: string;
  /** The creation time as written, where one was sent. */
  readonly created?: string;
}

/**
 * The UsernameToken of the `wsse:Security` block among a request's header blocks (a handler's
 * `context.otherSoapHeaders`, with `understoodHeaders` naming the block where clients mark it mustUnderstand);
 * undefined where there is none.
 */
export function readUsernameToken(blocks: readonly string[]): ReceivedUsernameToken | undefined {
  for (const markup of blocks) {
    if (!markup.includes(WSSE_NS)) continue;
    // Read as the content of a document: its one child is the block.
    const security = child(readXml(markup, xmlElementContent), WSSE_NS, "Security");
    if (security === undefined) continue;
    const token = child(security, WSSE_NS, "UsernameToken");
    const username = token === undefined ? undefined : child(token, WSSE_NS, "Username");
    if (token === undefined || username === undefined) continue;
    const password = child(token, WSSE_NS, "Password");
    const nonce = child(token, WSSE_NS, "Nonce");
    const created = child(token, WSU_NS, "Created");
    return {
      username: textOf(username).trim(),
      password: password === undefined ? "" : textOf(password),
      digest: password?.attributes?.["Type"] === `${PROFILE}#PasswordDigest`,
      ...(nonce === undefined ? {} : { nonce: textOf(nonce).trim() }),
      ...(created === undefined ? {} : { created: textOf(created).trim() }),
    };
  }
  return undefined;
}

/**
 * Whether `token` proves `password`: its text is the password, or its digest is that of its nonce, creation time
 * and the password. A digest needs both, and a creation time more than `maxAgeSeconds` (default 300) away from
 * `now` fails. Compared in constant time. Refusing a nonce seen before (a replay) is left to the caller.
 */
export function verifyUsernameToken(
  token: ReceivedUsernameToken,
  password: string,
  options: { readonly maxAgeSeconds?: number; readonly now?: Date } = {},
): boolean {
  if (!token.digest) return sameText(token.password, password);
  if (token.nonce === undefined || token.created === undefined) return false;
  const created = Date.parse(token.created);
  const now = (options.now ?? new Date()).getTime();
  if (Number.isNaN(created) || Math.abs(now - created) > (options.maxAgeSeconds ?? 300) * 1000) return false;
  const expected = createHash("sha1")
    .update(
      Buffer.concat([Buffer.from(token.nonce, "base64"), Buffer.from(token.created + password, "utf8")]),
    )
    .digest("base64");
  return sameText(token.password, expected);
}

function child(element: XmlElement, ns: string, local: string): XmlElement | undefined {
  for (const item of element.children ?? [])
    if (typeof item !== "string" && item.ns === ns && item.local === local) return item;
  return undefined;
}

/** Equal texts, compared in constant time (through digests of one length). */
function sameText(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}
