/**
 * The WS-Security header block of a username and password (OASIS Web Services Security UsernameToken Profile
 * 1.0), which many services ask for whatever their WSDL declares: the password as text, or as its digest with
 * a fresh nonce and creation time, and optionally a `wsu:Timestamp`.
 * @module
 */
import { createHash, randomBytes } from "node:crypto";
import type { SoapVersion } from "./soap.ts";
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
