/**
 * SOAP 1.1 and 1.2 envelopes and faults: writing a body or a fault, reading an envelope back
 * (prefix-agnostic, version from the envelope namespace, the single body child or a Fault).
 *
 * Faults are written in the shapes a real .asmx runtime uses (captures 18-27 of the asmx-wire reference):
 * 1.1 `<soap:Fault><faultcode>soap:Client</faultcode><faultstring>..</faultstring><detail /></soap:Fault>`,
 * 1.2 `<soap:Fault><soap:Code><soap:Value>soap:Sender</soap:Value></soap:Code><soap:Reason>
 * <soap:Text xml:lang="en">..</soap:Text></soap:Reason><soap:Detail /></soap:Fault>`, both with HTTP 500.
 * Both versions read back into one shape, {@link SoapFault}. A fault never carries a stack trace: the
 * reason is whatever the caller passes, and the server passes fixed texts.
 * @module
 */
import { brandClass } from "./brand.ts";
import {
  attributeNs,
  complexType,
  element,
  readXml,
  resolveType,
  text,
  XmlReadError,
  type ChildBinding,
  type ContentType,
  type ElementCursor,
  type ElementField,
  type XmlReadOptions,
} from "./xml-reader.ts";
import { whitespaceCollapse, xsString } from "./scalars.ts";
import type { SimpleType } from "./simple-type.ts";
import {
  SOAP11_ENV_NS,
  SOAP12_ENCODING_NS,
  SOAP12_ENV_NS,
  XML_NS,
  XMLNS_NS,
  XSD_NS,
  XSI_NS,
  type QName,
} from "./xml-names.ts";
import { flattened } from "./xml-scanner.ts";
import { escapeAttribute, escapeText, XmlWriter, type XmlPrologue } from "./xml-writer.ts";

/** The two SOAP versions. */
export type SoapVersion = "1.1" | "1.2";

/** Envelope namespace of each version. */
export const SOAP_ENVELOPE_NS: Readonly<Record<SoapVersion, string>> = {
  "1.1": SOAP11_ENV_NS,
  "1.2": SOAP12_ENV_NS,
};

/** Content type of each version's messages, as the .asmx runtime sends them. */
export const SOAP_CONTENT_TYPE: Readonly<Record<SoapVersion, string>> = {
  "1.1": "text/xml; charset=utf-8",
  "1.2": "application/soap+xml; charset=utf-8",
};

/** HTTP status of a fault response, both versions (as captured: 18, 19, 24, 25). */
export const SOAP_FAULT_STATUS = 500;

/** A fault, SOAP 1.1 or 1.2, in one shape. */
export interface SoapFault {
  /** Version of the envelope that carried it. */
  readonly version: SoapVersion;
  /**
   * Local name of the fault code as on the wire: 1.1 `Client`, `Server`, `VersionMismatch`,
   * `MustUnderstand`; 1.2 `Sender`, `Receiver`, `VersionMismatch`, `MustUnderstand`, `DataEncodingUnknown`.
   */
  readonly code: string;
  /** Local name of the first subcode (1.2 `Subcode/Value`, or the part after the dot of a 1.1 `Client.X`). */
  readonly subcode?: string;
  /** The human-readable reason (1.1 `faultstring`, 1.2 the first `Reason/Text`). */
  readonly reason: string;
  /** Content of `detail`/`Detail`: its text, or its markup when it holds elements; absent when empty. */
  readonly detail?: string;
}

/** What to put in a fault; codes use the SOAP 1.2 vocabulary and are mapped for 1.1. */
export interface SoapFaultInit {
  /** `Sender` (1.1 `Client`): the request is at fault; `Receiver` (1.1 `Server`): the service is. */
  readonly code: "Sender" | "Receiver" | "VersionMismatch" | "MustUnderstand";
  /** 1.2 only: a subcode in the service's namespace (1.1 writes `Client.<local>` instead). */
  readonly subcode?: QName;
  /** Reason text. Never put internals (stack traces, paths, credentials) here. */
  readonly reason: string;
  /** Detail text (escaped); the detail element is always written, empty when this and `writeDetail` are absent. */
  readonly detail?: string;
  /** Writes elements into the fault's `detail` / `Detail` (the detail of a `wsdl:fault` the operation declares). */
  readonly writeDetail?: (w: XmlWriter) => void;
  /** For `MustUnderstand`: the header blocks not understood (SOAP 1.2 lists each in a `NotUnderstood` block). */
  readonly notUnderstood?: readonly QName[];
  /** Writes header blocks into the fault's `Header` (a `soap:headerfault`'s blocks). */
  readonly writeHeader?: (w: XmlWriter) => void;
}

/** Whether a fault blames the request (1.1 `Client`, 1.2 `Sender`) or the service. */
export function faultSide(fault: SoapFault): "sender" | "receiver" | "other" {
  if (fault.code === "Client" || fault.code === "Sender") return "sender";
  if (fault.code === "Server" || fault.code === "Receiver") return "receiver";
  return "other";
}

/**
 * An envelope's start and end: its prologue up to `<soap:Body` for a writer, and the text before and after the
 * body's markup for {@link soapEnvelopeText}.
 */
interface EnvelopeParts {
  readonly prologue: XmlPrologue;
  /** Everything before the body's first element, flat. */
  readonly head: string;
  /** Everything after the body's last element. */
  readonly tail: string;
}

/** Envelopes by version and prefix table: the same few for every message. */
const envelopes = new Map<string, EnvelopeParts>();

/** The envelope made last, with its version and prefix table: usually the one the next message needs. */
let recent: { version: SoapVersion; table: readonly string[]; parts: EnvelopeParts } | undefined;

/** Whether `namespaces` holds exactly the prefixes and namespaces of `table` ([prefix, uri, ...]), in order. */
function sameTable(namespaces: Readonly<Record<string, string>>, table: readonly string[]): boolean {
  let i = 0;
  for (const prefix in namespaces) {
    if (table[i] !== prefix || table[i + 1] !== namespaces[prefix]) return false;
    i += 2;
  }
  return i === table.length;
}

function envelopeParts(version: SoapVersion, namespaces: Readonly<Record<string, string>>): EnvelopeParts {
  // Without building and hashing the key, a visible share of writing a small message.
  if (recent !== undefined && recent.version === version && sameTable(namespaces, recent.table))
    return recent.parts;
  let key: string = version;
  // NUL separates: no prefix or namespace name written to XML can hold it.
  for (const prefix in namespaces) key += `\0${prefix}\0${namespaces[prefix]}`;
  let parts = envelopes.get(key);
  if (parts === undefined) {
    const env = SOAP_ENVELOPE_NS[version];
    const options = { declaration: true, namespaces: { soap: env, xsi: XSI_NS, xsd: XSD_NS, ...namespaces } };
    const prologue = XmlWriter.prologue(options, (w) => w.start(env, "Envelope").start(env, "Body"));
    // The prologue ends inside the start tag of Body; the end tags are innermost last.
    parts = { prologue, head: flattened(`${prologue.text}>`), tail: prologue.endTags.toReversed().join("") };
    // Bounded: a caller building prefix tables from input must not grow this without end.
    if (envelopes.size < 64) envelopes.set(key, parts);
  }
  const table: string[] = [];
  for (const prefix in namespaces) table.push(prefix, namespaces[prefix] ?? "");
  recent = { version, table, parts };
  return parts;
}

/**
 * Writes a whole envelope whose body is written by `writeBody`. `namespaces` is the writer's prefix table for
 * the body (normally `{ "": targetNamespace }`); `soap`, `xsi` and `xsd` are declared as in the captures.
 */
export function writeSoapEnvelope(
  version: SoapVersion,
  namespaces: Readonly<Record<string, string>>,
  writeBody: (w: XmlWriter) => void,
  writeHeader?: (w: XmlWriter) => void,
): string {
  if (writeHeader !== undefined)
    return writeSoapEnvelopeBody(
      version,
      namespaces,
      (w, env) => {
        w.start(env, "Body");
        writeBody(w);
        w.end();
      },
      writeHeader,
    );
  const w = new XmlWriter({ prologue: envelopeParts(version, namespaces).prologue });
  writeBody(w);
  w.end().end();
  return w.toString();
}

/**
 * Writes a whole envelope whose Body element `writeBody` writes itself, given the envelope's namespace: a Body
 * of several elements written as the content of one value (a bare message). As {@link writeSoapEnvelope} otherwise.
 */
export function writeSoapEnvelopeBody(
  version: SoapVersion,
  namespaces: Readonly<Record<string, string>>,
  writeBody: (w: XmlWriter, env: string) => void,
  writeHeader?: (w: XmlWriter) => void,
): string {
  const env = SOAP_ENVELOPE_NS[version];
  const w = new XmlWriter({
    declaration: true,
    namespaces: { soap: env, xsi: XSI_NS, xsd: XSD_NS, ...namespaces },
  });
  w.start(env, "Envelope");
  if (writeHeader !== undefined) {
    w.start(env, "Header");
    writeHeader(w);
    w.end();
  }
  writeBody(w, env);
  w.end();
  return w.toString();
}

/** The text of an envelope before and after its body's markup. */
export interface SoapEnvelopeText {
  /** The declaration and the start tags up to the body's first element. */
  readonly head: string;
  /** The end tags after the body's last element. */
  readonly tail: string;
}

/**
 * The envelope {@link writeSoapEnvelope} writes, as the text around a body of markup written for `namespaces`,
 * `xsi` and `xsd` in scope as the envelope declares them (a generated markup function's output with the target
 * namespace as `namespaces[""]`). Joining constant text to the body, without a writer, is what makes a small
 * response about a sixth cheaper to write.
 */
export function soapEnvelopeText(
  version: SoapVersion,
  namespaces: Readonly<Record<string, string>>,
): SoapEnvelopeText {
  const { head, tail } = envelopeParts(version, namespaces);
  return { head, tail };
}

const CODE_11: Readonly<Record<SoapFaultInit["code"], string>> = {
  Sender: "Client",
  Receiver: "Server",
  VersionMismatch: "VersionMismatch",
  MustUnderstand: "MustUnderstand",
};

/** Writes a fault envelope (send it with HTTP {@link SOAP_FAULT_STATUS}). */
export function writeSoapFault(version: SoapVersion, fault: SoapFaultInit): string {
  const env = SOAP_ENVELOPE_NS[version];
  const notUnderstood = version === "1.2" ? (fault.notUnderstood ?? []) : [];
  const writeHeader =
    notUnderstood.length === 0 && fault.writeHeader === undefined
      ? undefined
      : (w: XmlWriter) => {
          // The qname attribute's prefix is declared on the block itself.
          for (const block of notUnderstood) {
            w.start(env, "NotUnderstood");
            if (block.ns === "") w.attribute("qname", block.local);
            else w.attribute("qname", `nu:${block.local}`).attribute("xmlns:nu", block.ns);
            w.end();
          }
          fault.writeHeader?.(w);
        };
  return writeSoapEnvelope(
    version,
    {},
    (w) => {
      w.start(env, "Fault");
      if (version === "1.1") {
        const sub = fault.subcode === undefined ? "" : `.${fault.subcode.local}`;
        w.element("", "faultcode", `soap:${CODE_11[fault.code]}${sub}`);
        w.element("", "faultstring", fault.reason);
        w.start("", "detail");
        if (fault.detail !== undefined) w.text(fault.detail);
        fault.writeDetail?.(w);
        w.end();
      } else {
        w.start(env, "Code").element(env, "Value", `soap:${fault.code}`);
        if (fault.subcode !== undefined) {
          // The subcode value is a QName: its namespace gets a prefix declared on the Value element itself.
          w.start(env, "Subcode").start(env, "Value").attribute("xmlns:sub", fault.subcode.ns);
          w.text(`sub:${fault.subcode.local}`).end().end();
        }
        w.end();
        w.start(env, "Reason")
          .start(env, "Text")
          .attributeNs(XML_NS, "lang", "en")
          .text(fault.reason)
          .end()
          .end();
        w.start(env, "Detail");
        if (fault.detail !== undefined) w.text(fault.detail);
        fault.writeDetail?.(w);
        w.end();
      }
      w.end();
    },
    writeHeader,
  );
}

// ------------------------------------------------------------------------------------------------ reading

/** A captured `detail`: text, or markup when it holds elements (each element declares what it uses). */
interface CaptureState {
  out: string;
  hasElements: boolean;
}

function startTag(cursor: ElementCursor): string {
  const name = cursor.prefix === "" ? cursor.local : `${cursor.prefix}:${cursor.local}`;
  let tag = `<${name}`;
  const declared = new Set<string>();
  let attributes = "";
  for (const qname in cursor.attributes) {
    const attr = cursor.attributes[qname];
    if (attr === undefined) continue;
    if (attr.uri === XMLNS_NS) declared.add(attr.prefix === "" ? "" : attr.local);
    attributes += ` ${attr.name}="${escapeAttribute(attr.value)}"`;
  }
  // Make the captured element self-contained: declare the prefixes it uses that were declared above it.
  const used = [cursor.prefix];
  for (const qname in cursor.attributes) {
    const attr = cursor.attributes[qname];
    if (attr !== undefined && attr.prefix !== "" && attr.prefix !== "xmlns" && attr.prefix !== "xml")
      used.push(attr.prefix);
  }
  for (const prefix of used) {
    if (declared.has(prefix)) continue;
    declared.add(prefix);
    const uri = cursor.resolvePrefix(prefix) ?? "";
    if (prefix === "" && uri === "") continue;
    tag += prefix === "" ? ` xmlns="${escapeAttribute(uri)}"` : ` xmlns:${prefix}="${escapeAttribute(uri)}"`;
  }
  return tag + attributes;
}

class CapturedXml implements ContentType<string> {
  readonly kind = "content";
  readonly name = "any content";
  readonly textual = true;
  readonly #outermost: boolean;

  constructor(outermost: boolean) {
    this.#outermost = outermost;
  }

  begin(cursor: ElementCursor): CaptureState {
    return { out: this.#outermost ? "" : `${startTag(cursor)}>`, hasElements: false };
  }

  child(_state: unknown, ns: string, local: string): ChildBinding {
    return { ns, local, type: capturedElement, nillable: true };
  }

  add(state: unknown, binding: ChildBinding, value: unknown): void {
    const capture = state as CaptureState;
    capture.hasElements = true;
    capture.out +=
      value === null
        ? `<${binding.local} xmlns="${escapeAttribute(binding.ns)}" xsi:nil="true" xmlns:xsi="${XSI_NS}"/>`
        : String(value);
  }

  text(state: unknown, value: string): void {
    (state as CaptureState).out += escapeText(value);
  }

  end(state: unknown, _text: string, cursor: ElementCursor): string {
    const capture = state as CaptureState;
    if (!this.#outermost) {
      const name = cursor.prefix === "" ? cursor.local : `${cursor.prefix}:${cursor.local}`;
      return `${capture.out}</${name}>`;
    }
    if (capture.out.trim() === "") return "";
    if (capture.hasElements) return capture.out;
    return unescapeText(capture.out);
  }
}

function unescapeText(markup: string): string {
  return markup.replace(/&(amp|lt|gt|#13);/g, (_all, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : "\r",
  );
}

const capturedElement = new CapturedXml(false);
const capturedContent = new CapturedXml(true);

/** Reads any element as its markup, declaring the prefixes it uses (an element's `detail`, a header block). */
export const capturedXml: ContentType<string> = capturedContent;

/**
 * A fault code as written, `prefix:local`, never resolved: faults report its local part. Any text is read, not
 * only a QName: PHP's SoapServer writes the code an application gives it as it is, and Magento 1's API answers
 * every error with a number (`<faultcode>2</faultcode>`); refusing it would hide the fault behind an HTTP error.
 */
function faultCodeText(text: string): string {
  return whitespaceCollapse(text);
}

const faultCode: SimpleType<string> = {
  kind: "simple",
  name: "QName",
  valueKind: "string",
  parse: faultCodeText,
  format: faultCodeText,
};

interface Fault11 {
  faultcode: string;
  faultstring: string;
  faultactor?: string;
  detail?: string;
}

const Fault11: ContentType<Fault11> = complexType<Fault11>({
  ns: SOAP11_ENV_NS,
  name: "Fault",
  fields: {
    faultcode: element("", "faultcode", faultCode, { required: true }),
    faultstring: element("", "faultstring", xsString, { required: true }),
    faultactor: element("", "faultactor", xsString),
    detail: element("", "detail", capturedContent),
  },
});

interface Code12 {
  value: string;
  subcode?: Code12;
}

const Code12: ContentType<Code12> = complexType<Code12>({
  ns: SOAP12_ENV_NS,
  name: "faultcode",
  fields: {
    value: element(SOAP12_ENV_NS, "Value", faultCode, { required: true }),
    subcode: element(SOAP12_ENV_NS, "Subcode", () => Code12),
  },
});

interface ReasonText12 {
  text: string;
  lang?: string;
}

interface Reason12 {
  texts: ReasonText12[];
}

const Reason12 = complexType<Reason12>({
  ns: SOAP12_ENV_NS,
  name: "faultreason",
  fields: {
    texts: element(
      SOAP12_ENV_NS,
      "Text",
      complexType<ReasonText12>({
        ns: SOAP12_ENV_NS,
        name: "reasontext",
        fields: { text: text(xsString), lang: attributeNs(XML_NS, "lang", xsString) },
      }),
      { repeated: true },
    ),
  },
});

interface Fault12 {
  code: Code12;
  reason: Reason12;
  node?: string;
  role?: string;
  detail?: string;
}

const Fault12: ContentType<Fault12> = complexType<Fault12>({
  ns: SOAP12_ENV_NS,
  name: "Fault",
  fields: {
    code: element(SOAP12_ENV_NS, "Code", Code12, { required: true }),
    reason: element(SOAP12_ENV_NS, "Reason", Reason12, { required: true }),
    node: element(SOAP12_ENV_NS, "Node", xsString),
    role: element(SOAP12_ENV_NS, "Role", xsString),
    detail: element(SOAP12_ENV_NS, "Detail", capturedContent),
  },
});

const localPart = (qname: string): string => qname.slice(qname.indexOf(":") + 1);

function faultFrom11(raw: Fault11): SoapFault {
  const code = localPart(raw.faultcode);
  const dot = code.indexOf(".");
  return {
    version: "1.1",
    code: dot < 0 ? code : code.slice(0, dot),
    ...(dot < 0 ? {} : { subcode: code.slice(dot + 1) }),
    reason: raw.faultstring,
    ...(raw.detail === undefined || raw.detail === "" ? {} : { detail: raw.detail }),
  };
}

function faultFrom12(raw: Fault12): SoapFault {
  const texts = raw.reason.texts;
  const text = texts.find((t) => t.lang?.toLowerCase().startsWith("en") === true) ?? texts[0];
  return {
    version: "1.2",
    code: localPart(raw.code.value),
    ...(raw.code.subcode === undefined ? {} : { subcode: localPart(raw.code.subcode.value) }),
    reason: text?.text ?? "",
    ...(raw.detail === undefined || raw.detail === "" ? {} : { detail: raw.detail }),
  };
}

/** Why an envelope was refused, for the server's choice of fault. */
export type SoapEnvelopeProblem =
  /** The root is an Envelope in a namespace other than SOAP 1.1 or 1.2 (fault code VersionMismatch). */
  | "version-mismatch"
  /** The root is not an Envelope at all. */
  | "not-envelope"
  /** The body's child is not an element this endpoint knows (an unknown operation). */
  | "unknown-body"
  /** The body is empty or holds more than one element, or the envelope holds more than one body. */
  | "body-count";

/** An envelope that is well-formed XML but not an acceptable SOAP message. */
export class SoapEnvelopeError extends XmlReadError {
  /** What is wrong with the envelope. */
  readonly problem: SoapEnvelopeProblem;
  /** The element refused, for `unknown-body`. */
  readonly element: QName | undefined;

  /** Creates the error at the cursor's position. */
  constructor(problem: SoapEnvelopeProblem, reason: string, cursor: ElementCursor, element?: QName) {
    super("invalid", reason, cursor.line, cursor.column);
    this.problem = problem;
    this.element = element;
  }
}
brandClass(SoapEnvelopeError, "SoapEnvelopeError");

/**
 * The body element of an envelope: its name and its value; of a bare body, its first element's name and the whole
 * Body's value.
 */
export interface SoapBody<T> {
  /** Namespace URI of the body's child element. */
  readonly ns: string;
  /** Local name of the body's child element. */
  readonly local: string;
  /** Its value, read by the content type the resolver chose. */
  readonly value: T;
}

/**
 * What a {@link SoapBodyResolver} answers for the first element of a bare body, whose elements stand side by side
 * as the content of one value (a document-style message of several parts): the reader of the Body's content.
 */
export interface BareBody<T> {
  readonly kind: "bare";
  /** Reads the Body's content, from its first element on; its attributes are not the value's. */
  readonly type: ContentType<T>;
}

/** A SOAP message read back: the body's single element, or a fault. */
export interface SoapEnvelope<T> {
  /** Version, from the envelope namespace. */
  readonly version: SoapVersion;
  /** The body's element, when the body is not a fault. */
  readonly body?: SoapBody<T>;
  /** The fault, when the body holds one. */
  readonly fault?: SoapFault;
  /** Header blocks in document order. */
  readonly headers: readonly SoapHeaderBlock[];
  /**
   * Header blocks aimed at this node, marked mustUnderstand, that the header resolver does not know: the
   * receiver must answer with a MustUnderstand fault (the body is then not read).
   */
  readonly mustUnderstand: readonly QName[];
}

/** One header block of an envelope. */
export interface SoapHeaderBlock {
  /** Namespace URI of the block's element. */
  readonly ns: string;
  /** Local name of the block's element. */
  readonly local: string;
  /** The block read by the type the header resolver chose, or else its markup, declaring what it uses. */
  readonly value: unknown;
  /** The header resolver knows the block: `value` is typed. */
  readonly known: boolean;
  /** `mustUnderstand` is `1` or `true`. */
  readonly mustUnderstand: boolean;
  /**
   * Aimed at this node: no actor (1.1) / role (1.2), or `next`, or (1.2) `ultimateReceiver`. A block aimed
   * elsewhere is kept but never checked for mustUnderstand.
   */
  readonly targeted: boolean;
}

/**
 * The reader of a SOAP-encoded body element (`soap-encoding.ts`): SOAP 1.1 section 5 lets the body hold, after
 * it, independent elements that its values refer to (`href="#id"`, Axis 1's `multiRef`). Its `content` reads
 * the element and `reference` each element after it; `decode` then makes the value of the first from both.
 */
export interface EncodedBodyType<T> {
  /** Discriminant. */
  readonly kind: "encoded";
  /** Reader of the body element as read, before decoding. */
  readonly content: ContentType<unknown>;
  /** Reader of an independent element after it. */
  readonly reference: ContentType<unknown>;
  /** The body element's value from what `content` and `reference` read; fails at `cursor` when it cannot. */
  decode(element: unknown, references: readonly unknown[], cursor: ElementCursor): T;
}

/**
 * Chooses the reader for the body's element `{ns}local`, or for the whole body where that element begins a bare
 * one; `undefined` refuses it.
 */
export type SoapBodyResolver<T> = (
  ns: string,
  local: string,
) => ContentType<T> | EncodedBodyType<T> | BareBody<T> | undefined;

/**
 * Chooses the reader of a header block `{ns}local`: its element's, or its reader in SOAP encoding; `undefined`
 * keeps the block as markup. Asked for `anyNamespace` (lenient reading, no block of that name declared), the
 * element of a declared block of that local name, read as that block.
 */
export type SoapHeaderResolver = (
  ns: string,
  local: string,
  anyNamespace?: boolean,
) => ElementField<unknown> | EncodedBodyType<unknown> | undefined;

const NO_HEADERS: readonly SoapHeaderBlock[] = [];

interface EnvelopeState {
  body: SoapBody<unknown> | undefined;
  /** A bare body being read: its reader, the reader's state and the name of its first element. */
  bare: { type: ContentType<unknown>; state: unknown; ns: string; local: string } | undefined;
  fault: SoapFault | undefined;
  sawBody: boolean;
  /** The body element's reader where it is SOAP-encoded, and the independent elements after it. */
  encoded: { readonly type: EncodedBodyType<unknown>; readonly references: unknown[] } | undefined;
  headers: SoapHeaderBlock[] | undefined;
  /** The block being read: what its start tag said, and its reader where it is SOAP-encoded. */
  pending:
    | {
        known: boolean;
        mustUnderstand: boolean;
        targeted: boolean;
        encoded?: { readonly type: EncodedBodyType<unknown>; readonly cursor: ElementCursor };
      }
    | undefined;
  readonly mustUnderstand: QName[];
  /** An empty Body is a message too (the response of an operation whose output has no body part). */
  readonly emptyBody: boolean;
}

/**
 * Content that ignores everything inside it: the body of a message refused for its headers, or of an answer to a
 * one-way request (WS-I BP R2750).
 */
export const IGNORED: ContentType<undefined> = {
  kind: "content",
  name: "ignored content",
  textual: false,
  begin: () => undefined,
  child: (_state, ns, local) => ({ ns, local, type: IGNORED, nillable: true }),
  add: () => undefined,
  end: () => undefined,
};

const ROLE_NEXT: Readonly<Record<SoapVersion, string>> = {
  "1.1": "http://schemas.xmlsoap.org/soap/actor/next",
  "1.2": "http://www.w3.org/2003/05/soap-envelope/role/next",
};
const ROLE_ULTIMATE_RECEIVER = "http://www.w3.org/2003/05/soap-envelope/role/ultimateReceiver";

class HeaderContent implements ContentType<undefined> {
  readonly kind = "content";
  readonly name = "Header";
  readonly textual = false;
  readonly #version: SoapVersion;
  readonly #env: string;
  readonly #envelope: EnvelopeState;
  readonly #resolve: SoapHeaderResolver | undefined;

  constructor(version: SoapVersion, envelope: EnvelopeState, resolve: SoapHeaderResolver | undefined) {
    this.#version = version;
    this.#env = SOAP_ENVELOPE_NS[version];
    this.#envelope = envelope;
    this.#resolve = resolve;
  }

  begin(): undefined {
    return undefined;
  }

  child(_state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding {
    let mustUnderstand = false;
    let role: string | undefined;
    for (const qname in cursor.attributes) {
      const attr = cursor.attributes[qname];
      if (attr?.uri !== this.#env) continue;
      if (attr.local === "mustUnderstand") {
        const value = attr.value.trim();
        mustUnderstand = value === "1" || value === "true";
      } else if (attr.local === (this.#version === "1.1" ? "actor" : "role")) role = attr.value.trim();
    }
    const targeted =
      role === undefined ||
      role === ROLE_NEXT[this.#version] ||
      (this.#version === "1.2" && role === ROLE_ULTIMATE_RECEIVER);
    let field = this.#resolve?.(ns, local);
    if (field === undefined && !cursor.strict) field = this.#resolve?.(ns, local, true);
    const known = field !== undefined;
    if (mustUnderstand && targeted && !known) this.#envelope.mustUnderstand.push({ ns, local });
    if (field?.kind === "encoded") {
      this.#envelope.pending = { known, mustUnderstand, targeted, encoded: { type: field, cursor } };
      return { ns, local, type: field.content, nillable: true, raw: true };
    }
    this.#envelope.pending = { known, mustUnderstand, targeted };
    // A block read by its local name alone is recorded under its declared name.
    return field !== undefined
      ? {
          ns: field.ns,
          local: field.local,
          type: resolveType(field.type),
          nillable: field.occurs.nillable === true,
        }
      : { ns, local, type: capturedElement, nillable: true };
  }

  add(_state: unknown, binding: ChildBinding, value: unknown): void {
    const { encoded, ...pending } = this.#envelope.pending ?? {
      known: false,
      mustUnderstand: false,
      targeted: true,
    };
    const captured =
      encoded !== undefined
        ? encoded.type.decode(value, [], encoded.cursor)
        : value === null && !pending.known
          ? `<${binding.local} xmlns="${escapeAttribute(binding.ns)}" xsi:nil="true" xmlns:xsi="${XSI_NS}"/>`
          : value;
    (this.#envelope.headers ??= []).push({
      ns: binding.ns,
      local: binding.local,
      value: captured,
      ...pending,
    });
    this.#envelope.pending = undefined;
  }

  end(): undefined {
    return undefined;
  }
}

class BodyContent implements ContentType<undefined> {
  readonly kind = "content";
  readonly name = "Body";
  readonly textual = false;
  readonly #version: SoapVersion;
  readonly #resolve: SoapBodyResolver<unknown>;
  readonly #envelope: EnvelopeState;

  constructor(version: SoapVersion, resolve: SoapBodyResolver<unknown>, envelope: EnvelopeState) {
    this.#version = version;
    this.#resolve = resolve;
    this.#envelope = envelope;
  }

  begin(): undefined {
    this.#envelope.sawBody = true;
    return undefined;
  }

  child(_state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding | undefined {
    const bare = this.#envelope.bare;
    if (bare !== undefined) return bare.type.child(bare.state, ns, local, cursor);
    if (this.#envelope.body !== undefined || this.#envelope.fault !== undefined) {
      const encoded = this.#envelope.encoded;
      if (encoded !== undefined && this.#envelope.fault === undefined)
        return { ns, local, type: encoded.type.reference, nillable: true, raw: true };
      // An independent element after a Fault, which its detail may refer to (Axis 1's multiRef): read with it.
      if (this.#envelope.fault !== undefined && hasEncodingId(cursor))
        return { ns, local, type: IGNORED, nillable: true };
      throw new SoapEnvelopeError("body-count", "the SOAP Body holds more than one element", cursor);
    }
    if (local === "Fault" && ns === SOAP_ENVELOPE_NS[this.#version]) {
      return { ns, local, type: this.#version === "1.1" ? Fault11 : Fault12, nillable: false };
    }
    const type = this.#resolve(ns, local);
    if (type?.kind === "encoded") {
      this.#envelope.encoded = { type, references: [] };
      return { ns, local, type: type.content, nillable: true, raw: true };
    }
    // A header not understood is answered first (WS-I BP R2725): the body is not looked at.
    if (type === undefined && this.#envelope.mustUnderstand.length > 0)
      return { ns, local, type: IGNORED, nillable: true };
    if (type === undefined) {
      throw new SoapEnvelopeError("unknown-body", `unknown body element {${ns}}${local}`, cursor, {
        ns,
        local,
      });
    }
    if (type.kind === "bare") {
      const state = type.type.begin(bodyCursor(cursor));
      this.#envelope.bare = { type: type.type, state, ns, local };
      return type.type.child(state, ns, local, cursor);
    }
    return { ns, local, type, nillable: false };
  }

  add(_state: unknown, binding: ChildBinding, value: unknown, cursor: ElementCursor): void {
    const bare = this.#envelope.bare;
    if (bare !== undefined) {
      bare.type.add(bare.state, binding, value, cursor);
      return;
    }
    if (binding.type === IGNORED) return;
    const encoded = this.#envelope.encoded;
    if (encoded !== undefined && this.#envelope.body !== undefined) encoded.references.push(value);
    else if (binding.type === Fault11) this.#envelope.fault = faultFrom11(value as Fault11);
    else if (binding.type === Fault12) this.#envelope.fault = faultFrom12(value as Fault12);
    else this.#envelope.body = { ns: binding.ns, local: binding.local, value };
  }

  end(_state: unknown, text: string, cursor: ElementCursor): undefined {
    const bare = this.#envelope.bare;
    if (bare !== undefined)
      this.#envelope.body = {
        ns: bare.ns,
        local: bare.local,
        value: bare.type.end(bare.state, text, cursor),
      };
    const { body, fault, mustUnderstand, encoded } = this.#envelope;
    if (
      body === undefined &&
      fault === undefined &&
      mustUnderstand.length === 0 &&
      !this.#envelope.emptyBody
    ) {
      throw new SoapEnvelopeError("body-count", "the SOAP Body is empty", cursor);
    }
    if (body !== undefined && encoded !== undefined)
      this.#envelope.body = { ...body, value: encoded.type.decode(body.value, encoded.references, cursor) };
    return undefined;
  }
}

/**
 * The cursor a bare body's reader begins with, at the body's first element: without that element's attributes,
 * which are not the body value's, nor an `xsi:type`.
 */
function noAttribute(index: number): never {
  throw new RangeError(`no attribute ${index}: the body's cursor has none`);
}

function bodyCursor(cursor: ElementCursor): ElementCursor {
  return {
    ns: cursor.ns,
    local: cursor.local,
    prefix: cursor.prefix,
    attributes: {},
    attributeValue: () => undefined,
    attributeCount: 0,
    attributeName: noAttribute,
    attributeNamespace: noAttribute,
    attributeText: noAttribute,
    derived: false,
    strict: cursor.strict,
    line: cursor.line,
    column: cursor.column,
    resolvePrefix: (prefix) => cursor.resolvePrefix(prefix),
    fail: (reason, code) => cursor.fail(reason, code),
  };
}

class EnvelopeContent implements ContentType<EnvelopeState> {
  readonly kind = "content";
  readonly name = "Envelope";
  readonly textual = false;
  readonly #env: string;
  readonly #header: ChildBinding;
  readonly #body: ChildBinding;
  readonly #state: EnvelopeState;

  constructor(
    version: SoapVersion,
    resolve: SoapBodyResolver<unknown>,
    resolveHeader: SoapHeaderResolver | undefined,
    state: EnvelopeState,
  ) {
    this.#env = SOAP_ENVELOPE_NS[version];
    this.#state = state;
    this.#header = {
      ns: this.#env,
      local: "Header",
      type: new HeaderContent(version, state, resolveHeader),
      nillable: false,
    };
    this.#body = {
      ns: this.#env,
      local: "Body",
      type: new BodyContent(version, resolve, state),
      nillable: false,
    };
  }

  begin(): undefined {
    return undefined;
  }

  child(_state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding | undefined {
    if (ns !== this.#env) return undefined;
    if (local === "Body") {
      if (this.#state.sawBody) {
        throw new SoapEnvelopeError("body-count", "the SOAP Envelope holds more than one Body", cursor);
      }
      return this.#body;
    }
    if (this.#state.sawBody) return undefined;
    return local === "Header" ? this.#header : undefined;
  }

  add(): undefined {
    return undefined;
  }

  end(_state: unknown, _text: string, cursor: ElementCursor): EnvelopeState {
    if (!this.#state.sawBody) cursor.fail("the SOAP Envelope has no Body");
    return this.#state;
  }
}

/** What the document holds once its root element is read. */
interface DocumentState {
  version: SoapVersion;
  result: EnvelopeState | undefined;
}

class EnvelopeDocument<T> implements ContentType<SoapEnvelope<T>> {
  readonly kind = "content";
  readonly name = "document";
  readonly textual = false;
  readonly #resolve: SoapBodyResolver<T>;
  readonly #resolveHeader: SoapHeaderResolver | undefined;
  readonly #emptyBody: boolean;

  constructor(
    resolve: SoapBodyResolver<T>,
    resolveHeader: SoapHeaderResolver | undefined,
    emptyBody: boolean,
  ) {
    this.#resolve = resolve;
    this.#resolveHeader = resolveHeader;
    this.#emptyBody = emptyBody;
  }

  // The state lives in what begin returns: readXml may read a document twice (fast scan, then saxes).
  begin(): DocumentState {
    return { version: "1.1", result: undefined };
  }

  child(state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding {
    const version = ns === SOAP11_ENV_NS ? "1.1" : ns === SOAP12_ENV_NS ? "1.2" : undefined;
    if (local !== "Envelope")
      throw new SoapEnvelopeError("not-envelope", `{${ns}}${local} is not a SOAP Envelope`, cursor);
    if (version === undefined) {
      throw new SoapEnvelopeError(
        "version-mismatch",
        `envelope namespace ${ns} is neither SOAP 1.1 nor 1.2`,
        cursor,
      );
    }
    (state as DocumentState).version = version;
    const envelope: EnvelopeState = {
      body: undefined,
      bare: undefined,
      fault: undefined,
      sawBody: false,
      encoded: undefined,
      headers: undefined,
      pending: undefined,
      mustUnderstand: [],
      emptyBody: this.#emptyBody,
    };
    return {
      ns,
      local,
      type: new EnvelopeContent(version, this.#resolve, this.#resolveHeader, envelope),
      nillable: false,
    };
  }

  add(state: unknown, _binding: ChildBinding, value: unknown): void {
    (state as DocumentState).result = value as EnvelopeState;
  }

  end(state: unknown, _text: string, cursor: ElementCursor): SoapEnvelope<T> {
    const { version, result = cursor.fail("no root element", "malformed") } = state as DocumentState;
    // Members written out rather than spread: spreading takes a slow path of the engine on every read.
    const body = result.body as SoapBody<T> | undefined;
    const { fault, mustUnderstand } = result;
    const headers = result.headers ?? NO_HEADERS;
    if (fault === undefined)
      return body === undefined
        ? { version, headers, mustUnderstand }
        : { version, body, headers, mustUnderstand };
    return body === undefined
      ? { version, fault, headers, mustUnderstand }
      : { version, body, fault, headers, mustUnderstand };
  }
}

/**
 * Chooses the reader of an element of a fault's detail: its element's, or its reader in SOAP encoding;
 * `undefined` leaves it unread.
 */
export type SoapDetailResolver = (
  ns: string,
  local: string,
) => ElementField<unknown> | EncodedBodyType<unknown> | undefined;

/** An element of a fault's detail, read by the element a {@link SoapDetailResolver} chose. */
export interface SoapDetailEntry {
  /** Namespace URI of the element. */
  readonly ns: string;
  /** Local name of the element. */
  readonly local: string;
  /** Its value (`null` for `xsi:nil`). */
  readonly value: unknown;
}

/** Content left unread, text and elements alike, on the way to a fault's detail (read once already). */
const SKIPPED: ContentType<undefined> = {
  kind: "content",
  name: "skipped content",
  textual: true,
  begin: () => undefined,
  child: (_state, ns, local) => skippedChild(ns, local),
  add: () => undefined,
  end: () => undefined,
};

function skippedChild(ns: string, local: string): ChildBinding {
  return { ns, local, type: SKIPPED, nillable: true, raw: true };
}

/** Whether the element at `cursor` has a SOAP encoding `id` (1.1 `id`, 1.2 `enc:id`): a reference may name it. */
function hasEncodingId(cursor: ElementCursor): boolean {
  return (
    cursor.attributeValue("", "id") !== undefined ||
    cursor.attributeValue(SOAP12_ENCODING_NS, "id") !== undefined
  );
}

/**
 * The independent elements of SOAP encoding around a fault's detail entries, which an encoded entry's `href`
 * may name: the `id`-bearing elements beside them in the detail, and those after the Fault in the Body.
 */
class DetailReferences {
  /** Their reader (an encoded reader's `reference`); none are read without one. */
  readonly reader: ContentType<unknown> | undefined;
  /** Those read, in document order. */
  readonly elements: unknown[] = [];

  constructor(reader: ContentType<unknown> | undefined) {
    this.reader = reader;
  }

  /** How to read `{ns}local`, unread by the entries: as a reference where it has an `id` and one may need it. */
  child(ns: string, local: string, cursor: ElementCursor): ChildBinding | undefined {
    return this.reader === undefined || !hasEncodingId(cursor)
      ? undefined
      : { ns, local, type: this.reader, nillable: true, raw: true };
  }
}

/** Content that reads the one child `pick` chooses, and the references beside it, and ignores the others. */
class Descend implements ContentType<unknown> {
  readonly kind = "content";
  readonly textual = true;
  readonly name: string;
  readonly #pick: (ns: string, local: string) => ContentType<unknown> | undefined;
  readonly #references: DetailReferences | undefined;

  constructor(
    name: string,
    pick: (ns: string, local: string) => ContentType<unknown> | undefined,
    references?: DetailReferences,
  ) {
    this.name = name;
    this.#pick = pick;
    this.#references = references;
  }

  begin(): { value: unknown } {
    return { value: undefined };
  }

  child(_state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding {
    const type = this.#pick(ns, local);
    if (type !== undefined) return { ns, local, type, nillable: false };
    return this.#references?.child(ns, local, cursor) ?? skippedChild(ns, local);
  }

  add(state: unknown, binding: ChildBinding, value: unknown): void {
    if (binding.type === SKIPPED) return;
    if (binding.raw === true) this.#references?.elements.push(value);
    else (state as { value: unknown }).value = value;
  }

  end(state: unknown, _text: string, _cursor: ElementCursor): unknown {
    return (state as { value: unknown }).value;
  }
}

/** An element of a detail as read: an encoded one still to decode, by `encoded`, once its references are in. */
interface DetailEntryRead extends SoapDetailEntry {
  readonly encoded?: EncodedBodyType<unknown>;
}

/** The elements of a detail that a resolver knows, read typed, in document order; the others left unread. */
class DetailEntries implements ContentType<DetailEntryRead[]> {
  readonly kind = "content";
  readonly name = "detail";
  readonly textual = true;
  readonly #resolve: SoapDetailResolver;
  readonly #references: DetailReferences;

  constructor(resolve: SoapDetailResolver, references: DetailReferences) {
    this.#resolve = resolve;
    this.#references = references;
  }

  begin(): DetailEntryRead[] {
    return [];
  }

  child(_state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding {
    const field = this.#resolve(ns, local);
    if (field === undefined) return this.#references.child(ns, local, cursor) ?? skippedChild(ns, local);
    if (field.kind === "encoded") return { ns, local, type: field.content, nillable: true, raw: true };
    return { ns, local, type: resolveType(field.type), nillable: field.occurs.nillable === true };
  }

  add(state: unknown, binding: ChildBinding, value: unknown): void {
    if (binding.type === SKIPPED) return;
    const field = this.#resolve(binding.ns, binding.local);
    if (field === undefined) this.#references.elements.push(value);
    else
      (state as DetailEntryRead[]).push({
        ns: binding.ns,
        local: binding.local,
        value,
        ...(field.kind === "encoded" ? { encoded: field } : {}),
      });
  }

  end(state: unknown): DetailEntryRead[] {
    return state as DetailEntryRead[];
  }
}

/** The Body of a fault: its detail's entries, the encoded ones decoded once the references after it are in. */
class FaultBody extends Descend {
  readonly #references: DetailReferences;

  constructor(fault: ContentType<unknown>, env: string, references: DetailReferences) {
    super("Body", (ns, local) => (ns === env && local === "Fault" ? fault : undefined), references);
    this.#references = references;
  }

  override end(state: unknown, text: string, cursor: ElementCursor): SoapDetailEntry[] {
    const entries = (super.end(state, text, cursor) as DetailEntryRead[] | undefined) ?? [];
    const references = this.#references.elements;
    return entries.map(({ ns, local, value, encoded }) =>
      encoded === undefined
        ? { ns, local, value }
        : { ns, local, value: encoded.decode(value, references, cursor) },
    );
  }
}

/**
 * Reads the elements of the detail of the fault in a SOAP `version` envelope that `resolve` knows, typed, in
 * document order (`[]` when there is none); the others are left to {@link SoapFault.detail}, which holds every
 * element as markup. An entry in SOAP encoding is decoded with the `id`-bearing elements beside it in the detail
 * and after the Fault in the Body, which its `href`s may name, read by `references` (an encoded reader's
 * `reference`). The envelope is read for its fault first ({@link readSoapEnvelope}): this second reading keeps
 * the namespace declarations of the whole envelope in scope, which a detail's markup alone may lack.
 */
export function readSoapFaultDetail(
  input: string | Uint8Array,
  version: SoapVersion,
  resolve: SoapDetailResolver,
  options?: XmlReadOptions,
  references?: ContentType<unknown>,
): readonly SoapDetailEntry[] {
  const env = SOAP_ENVELOPE_NS[version];
  const independent = new DetailReferences(references);
  const entries = new DetailEntries(resolve, independent);
  const [detailNs, detailLocal] = version === "1.1" ? ["", "detail"] : [env, "Detail"];
  const fault = new Descend("Fault", (ns, local) =>
    ns === detailNs && local === detailLocal ? entries : undefined,
  );
  const body = new FaultBody(fault, env, independent);
  const envelope = new Descend("Envelope", (ns, local) =>
    ns === env && local === "Body" ? body : undefined,
  );
  const document = new Descend("document", (ns, local) =>
    ns === env && local === "Envelope" ? envelope : undefined,
  );
  return (readXml(input, document, options) as SoapDetailEntry[] | undefined) ?? [];
}

/**
 * Reads a SOAP 1.1 or 1.2 envelope, any prefixes: the version comes from the envelope namespace, each header
 * block is read by the element `resolveHeader` picks or kept as markup (mustUnderstand blocks it does not
 * know listed), the single body element is read by the type `resolve` picks, or a Fault is read into
 * {@link SoapFault}; an empty body is refused unless `emptyBody`. Throws {@link SoapEnvelopeError} for a
 * well-formed message that is not an acceptable envelope, {@link XmlReadError} for everything else.
 */
export function readSoapEnvelope<T>(
  input: string | Uint8Array,
  resolve: SoapBodyResolver<T>,
  options?: XmlReadOptions,
  resolveHeader?: SoapHeaderResolver,
  emptyBody = false,
): SoapEnvelope<T> {
  return readXml(input, new EnvelopeDocument(resolve, resolveHeader, emptyBody), options);
}
