/**
 * XOP packages, the wire form of MTOM (W3C XOP 1.0, SOAP MTOM): a `multipart/related` body whose root part is
 * the SOAP envelope, `base64Binary` content moved out to other parts, each referenced from where it stood by an
 * `xop:Include href="cid:..."` element. JAX-WS/CXF and WCF services with MTOM enabled answer in such packages,
 * and WCF's MTOM encoding takes nothing else.
 *
 * Reading a package gives the envelope with each `xop:Include` replaced by the base64 text of its part, the
 * infoset XOP defines, so the readers see the content in place. Writing one puts the envelope in the
 * package's only part: XOP lets `base64Binary` content stay in the XML, which every MTOM peer reads.
 * @module
 */
import { randomUUID } from "node:crypto";
import { brandClass } from "./brand.ts";
import { mediaParameter, parseMediaType } from "./media-type.ts";

/** The namespace of `xop:Include`. */
export const XOP_NAMESPACE = "http://www.w3.org/2004/08/xop/include";

/** A body that is not a well-formed XOP package, or one whose root part names a part it does not hold. */
export class XopError extends Error {
  override readonly name = "XopError";
}
brandClass(XopError, "XopError");

/** The root of a package read: the envelope's media type (parameters included), and the envelope. */
export interface XopRoot {
  /** The SOAP media type with its parameters, as a plain message's Content-Type carries them. */
  readonly contentType: string;
  readonly xml: Buffer;
}

/** Whether a Content-Type is that of an XOP package. */
export function isXopPackage(contentType: string): boolean {
  return (
    parseMediaType(contentType).essence === "multipart/related" &&
    mediaParameter(contentType, "type")?.toLowerCase() === "application/xop+xml"
  );
}

/**
 * The Content-Type a plain message would carry for a package's envelope: its `start-info` (the SOAP media
 * type), with the package's `action` parameter where `start-info` has none (CXF writes it there, WCF inside).
 */
export function xopSoapType(contentType: string, rootType = ""): string {
  const info = mediaParameter(rootType, "type") ?? mediaParameter(contentType, "start-info") ?? "";
  const action = mediaParameter(contentType, "action");
  return action === undefined || mediaParameter(info, "action") !== undefined
    ? info
    : `${info}; action="${action.replace(/["\\]/g, "\\$&")}"`;
}

interface Part {
  readonly headers: ReadonlyMap<string, string>;
  readonly content: Buffer;
}

const CRLF = Buffer.from("\r\n");

/** The parts of a multipart body (RFC 2046): between the boundary's delimiters, preamble and epilogue left out. */
function splitParts(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw new XopError("the package holds no part: its boundary does not occur");
  for (;;) {
    let start = at + delimiter.length;
    if (body[start] === 0x2d && body[start + 1] === 0x2d) return parts;
    // The rest of the delimiter line (transport padding) and its line break.
    const lineEnd = body.indexOf(0x0a, start);
    if (lineEnd < 0) throw new XopError("the package ends inside a delimiter line");
    start = lineEnd + 1;
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), start);
    const nextBare = next < 0 ? body.indexOf(Buffer.from(`\n--${boundary}`), start) : -1;
    const end = next >= 0 ? next : nextBare;
    if (end < 0) throw new XopError("the package's last part is not closed by its boundary");
    parts.push(readPart(body.subarray(start, end)));
    at = end + (next >= 0 ? 2 : 1);
  }
}

/** A part's header fields (names lower-cased) and content. */
function readPart(part: Buffer): Part {
  let split = part.indexOf("\r\n\r\n");
  let skip = 4;
  if (split < 0) {
    split = part.indexOf("\n\n");
    skip = 2;
  }
  if (split < 0) throw new XopError("a part of the package has no blank line after its header fields");
  const headers = new Map<string, string>();
  // Folded header lines (a line break before white space) are unfolded first.
  const lines = part
    .toString("latin1", 0, split)
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/);
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, content: part.subarray(split + skip) };
}

/** A Content-ID or `start` value without its angle brackets. */
function bareId(id: string): string {
  const trimmed = id.trim();
  return trimmed.startsWith("<") && trimmed.endsWith(">") ? trimmed.slice(1, -1) : trimmed;
}

/** The base64 text of a part's content, whatever its transfer encoding. */
function base64Of(part: Part): string {
  const encoding = part.headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "base64") return part.content.toString("latin1").replace(/[\s]+/g, "");
  if (encoding === "quoted-printable") throw new XopError("a quoted-printable attachment is not supported");
  return part.content.toString("base64");
}

// `xop:Include` under any prefix, empty or with nothing but white space inside; its namespace is checked apart.
// Attributes hold no `<`: each attempt ends at the next tag, so a search of hostile text stays linear.
const INCLUDE =
  /<(?:([A-Za-z_][\w.-]*):)?Include\b([^<>]*?)(?:\/>|>\s*<\/(?:[A-Za-z_][\w.-]*:)?Include\s*>)/g;

const escapeRegExp = (text: string): string => text.replace(/[.\\-]/g, "\\$&");

/**
 * Whether an `Include` element written with `prefix` and `attributes` is XOP's: declared on itself, else
 * anywhere in `xml` (the package's envelope binds the prefix once), which `declaredInDocument` remembers.
 */
function isXopInclude(
  xml: string,
  prefix: string | undefined,
  attributes: string,
  declaredInDocument: Map<string, boolean>,
): boolean {
  const declaration = prefix === undefined ? "xmlns" : `xmlns:${escapeRegExp(prefix)}`;
  const own = new RegExp(`(?:^|\\s)${declaration}\\s*=\\s*["']([^"']*)["']`).exec(attributes);
  if (own !== null) return own[1] === XOP_NAMESPACE;
  const key = prefix ?? "";
  let declared = declaredInDocument.get(key);
  if (declared === undefined) {
    declared = new RegExp(`\\s${declaration}\\s*=\\s*["']${escapeRegExp(XOP_NAMESPACE)}["']`).test(xml);
    declaredInDocument.set(key, declared);
  }
  return declared;
}

/**
 * The root of an XOP package: its envelope, each `xop:Include` replaced by the base64 text of the part its
 * `href` names. Throws {@link XopError} for a body that is no such package, and for one whose envelope would
 * grow past twice the package's size (attachments in base64 take a third more; more means a part included
 * again and again).
 */
export function readXopPackage(contentType: string, body: Buffer): XopRoot {
  const boundary = mediaParameter(contentType, "boundary");
  if (boundary === undefined || boundary === "")
    throw new XopError("the package's Content-Type has no boundary");
  const parts = splitParts(body, boundary);
  const start = mediaParameter(contentType, "start");
  const root =
    start === undefined
      ? parts[0]
      : parts.find((part) => bareId(part.headers.get("content-id") ?? "") === bareId(start));
  if (root === undefined) throw new XopError("the package has no root part");
  const rootType = root.headers.get("content-type") ?? "";
  if (!/^\s*application\/xop\+xml\s*(?:;|$)/i.test(rootType))
    throw new XopError(`the package's root part is ${rootType || "untyped"}, not application/xop+xml`);
  const charset = mediaParameter(rootType, "charset");
  const soapType = xopSoapType(contentType, rootType) + (charset === undefined ? "" : `; charset=${charset}`);
  const text = root.content.toString("utf8");
  if (!text.includes("Include")) return { contentType: soapType, xml: root.content };
  const byId = new Map(parts.map((part) => [bareId(part.headers.get("content-id") ?? ""), part]));
  const declaredInDocument = new Map<string, boolean>();
  const limit = 2 * body.length;
  let grown = text.length;
  const xml = text.replace(INCLUDE, (whole, prefix: string | undefined, attributes: string) => {
    if (!isXopInclude(text, prefix, attributes, declaredInDocument)) return whole;
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(attributes);
    const target = href?.[1] ?? href?.[2] ?? "";
    if (!target.toLowerCase().startsWith("cid:"))
      throw new XopError(`xop:Include href "${target}" is not a cid: URL`);
    let id: string;
    try {
      id = decodeURIComponent(target.slice(4));
    } catch {
      throw new XopError(`xop:Include href "${target}" is not a valid cid: URL`);
    }
    const part = byId.get(id);
    if (part === undefined)
      throw new XopError(`xop:Include names ${target}, which the package does not hold`);
    const content = base64Of(part);
    grown += content.length - whole.length;
    if (grown > limit) throw new XopError("the package's attachments would make its envelope too large");
    return content;
  });
  return { contentType: soapType, xml: Buffer.from(xml, "utf8") };
}

const ROOT_ID = "root.message@xmlapi";

/**
 * An XOP package of one part, the envelope `xml` of media type `soapType` (`text/xml` or `application/soap+xml`),
 * and its Content-Type; `action` is SOAP 1.2's action parameter.
 */
export function writeXopPackage(
  soapType: string,
  xml: string,
  action?: string,
): { readonly contentType: string; readonly body: string } {
  const boundary = `uuid:${randomUUID()}`;
  const quotedAction = action === undefined ? "" : `; action="${action.replace(/["\\]/g, "\\$&")}"`;
  return {
    contentType:
      `multipart/related; type="application/xop+xml"; boundary="${boundary}"; start="<${ROOT_ID}>"; ` +
      `start-info="${soapType}"${quotedAction}`,
    body:
      `--${boundary}\r\nContent-Type: application/xop+xml; charset=UTF-8; type="${soapType}"\r\n` +
      `Content-Transfer-Encoding: 8bit\r\nContent-ID: <${ROOT_ID}>\r\n\r\n${xml}\r\n--${boundary}--\r\n`,
  };
}
