import { XmlReadError, type ContentType, type ElementCursor, type ElementField, type XmlReadOptions } from "./xml-reader.js";
import { type QName } from "./xml-names.js";
import { XmlWriter } from "./xml-writer.js";
/** The two SOAP versions. */
export type SoapVersion = "1.1" | "1.2";
/** Envelope namespace of each version. */
export declare const SOAP_ENVELOPE_NS: Readonly<Record<SoapVersion, string>>;
/** Content type of each version's messages, as the .asmx runtime sends them. */
export declare const SOAP_CONTENT_TYPE: Readonly<Record<SoapVersion, string>>;
/** HTTP status of a fault response, both versions (as captured: 18, 19, 24, 25). */
export declare const SOAP_FAULT_STATUS = 500;
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
export declare function faultSide(fault: SoapFault): "sender" | "receiver" | "other";
/**
 * Writes a whole envelope whose body is written by `writeBody`. `namespaces` is the writer's prefix table for
 * the body (normally `{ "": targetNamespace }`); `soap`, `xsi` and `xsd` are declared as in the captures.
 */
export declare function writeSoapEnvelope(version: SoapVersion, namespaces: Readonly<Record<string, string>>, writeBody: (w: XmlWriter) => void, writeHeader?: (w: XmlWriter) => void): string;
/**
 * Writes a whole envelope whose Body element `writeBody` writes itself, given the envelope's namespace: a Body
 * of several elements written as the content of one value (a bare message). As {@link writeSoapEnvelope} otherwise.
 */
export declare function writeSoapEnvelopeBody(version: SoapVersion, namespaces: Readonly<Record<string, string>>, writeBody: (w: XmlWriter, env: string) => void, writeHeader?: (w: XmlWriter) => void): string;
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
export declare function soapEnvelopeText(version: SoapVersion, namespaces: Readonly<Record<string, string>>): SoapEnvelopeText;
/** Writes a fault envelope (send it with HTTP {@link SOAP_FAULT_STATUS}). */
export declare function writeSoapFault(version: SoapVersion, fault: SoapFaultInit): string;
/** Reads any element as its markup, declaring the prefixes it uses (an element's `detail`, a header block). */
export declare const capturedXml: ContentType<string>;
/** Why an envelope was refused, for the server's choice of fault. */
export type SoapEnvelopeProblem = 
/** The root is an Envelope in a namespace other than SOAP 1.1 or 1.2 (fault code VersionMismatch). */
"version-mismatch"
/** The root is not an Envelope at all. */
 | "not-envelope"
/** The body's child is not an element this endpoint knows (an unknown operation). */
 | "unknown-body"
/** The body is empty or holds more than one element, or the envelope holds more than one body. */
 | "body-count";
/** An envelope that is well-formed XML but not an acceptable SOAP message. */
export declare class SoapEnvelopeError extends XmlReadError {
    /** What is wrong with the envelope. */
    readonly problem: SoapEnvelopeProblem;
    /** The element refused, for `unknown-body`. */
    readonly element: QName | undefined;
    /** Creates the error at the cursor's position. */
    constructor(problem: SoapEnvelopeProblem, reason: string, cursor: ElementCursor, element?: QName);
}
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
export type SoapBodyResolver<T> = (ns: string, local: string) => ContentType<T> | EncodedBodyType<T> | BareBody<T> | undefined;
/**
 * Chooses the reader of a header block `{ns}local`: its element's, or its reader in SOAP encoding; `undefined`
 * keeps the block as markup. Asked for `anyNamespace` (lenient reading, no block of that name declared), the
 * element of a declared block of that local name, read as that block.
 */
export type SoapHeaderResolver = (ns: string, local: string, anyNamespace?: boolean) => ElementField<unknown> | EncodedBodyType<unknown> | undefined;
/**
 * Content that ignores everything inside it: the body of a message refused for its headers, or of an answer to a
 * one-way request (WS-I BP R2750).
 */
export declare const IGNORED: ContentType<undefined>;
/**
 * Chooses the reader of an element of a fault's detail: its element's, or its reader in SOAP encoding;
 * `undefined` leaves it unread.
 */
export type SoapDetailResolver = (ns: string, local: string) => ElementField<unknown> | EncodedBodyType<unknown> | undefined;
/** An element of a fault's detail, read by the element a {@link SoapDetailResolver} chose. */
export interface SoapDetailEntry {
    /** Namespace URI of the element. */
    readonly ns: string;
    /** Local name of the element. */
    readonly local: string;
    /** Its value (`null` for `xsi:nil`). */
    readonly value: unknown;
}
/**
 * Reads the elements of the detail of the fault in a SOAP `version` envelope that `resolve` knows, typed, in
 * document order (`[]` when there is none); the others are left to {@link SoapFault.detail}, which holds every
 * element as markup. An entry in SOAP encoding is decoded with the `id`-bearing elements beside it in the detail
 * and after the Fault in the Body, which its `href`s may name, read by `references` (an encoded reader's
 * `reference`). The envelope is read for its fault first ({@link readSoapEnvelope}): this second reading keeps
 * the namespace declarations of the whole envelope in scope, which a detail's markup alone may lack.
 */
export declare function readSoapFaultDetail(input: string | Uint8Array, version: SoapVersion, resolve: SoapDetailResolver, options?: XmlReadOptions, references?: ContentType<unknown>): readonly SoapDetailEntry[];
/**
 * Reads a SOAP 1.1 or 1.2 envelope, any prefixes: the version comes from the envelope namespace, each header
 * block is read by the element `resolveHeader` picks or kept as markup (mustUnderstand blocks it does not
 * know listed), the single body element is read by the type `resolve` picks, or a Fault is read into
 * {@link SoapFault}; an empty body is refused unless `emptyBody`. Throws {@link SoapEnvelopeError} for a
 * well-formed message that is not an acceptable envelope, {@link XmlReadError} for everything else.
 */
export declare function readSoapEnvelope<T>(input: string | Uint8Array, resolve: SoapBodyResolver<T>, options?: XmlReadOptions, resolveHeader?: SoapHeaderResolver, emptyBody?: boolean): SoapEnvelope<T>;
