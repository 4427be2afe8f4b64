/** The namespace of `xop:Include`. */
export declare const XOP_NAMESPACE = "http://www.w3.org/2004/08/xop/include";
/** A body that is not a well-formed XOP package, or one whose root part names a part it does not hold. */
export declare class XopError extends Error {
    readonly name = "XopError";
}
/** The root of a package read: the envelope's media type (parameters included), and the envelope. */
export interface XopRoot {
    /** The SOAP media type with its parameters, as a plain message's Content-Type carries them. */
    readonly contentType: string;
    readonly xml: Buffer;
}
/** Whether a Content-Type is that of an XOP package. */
export declare function isXopPackage(contentType: string): boolean;
/**
 * The Content-Type a plain message would carry for a package's envelope: its `start-info` (the SOAP media
 * type), with the package's `action` parameter where `start-info` has none (CXF writes it there, WCF inside).
 */
export declare function xopSoapType(contentType: string, rootType?: string): string;
/**
 * The root of an XOP package: its envelope, each `xop:Include` replaced by the base64 text of the part its
 * `href` names. Throws {@link XopError} for a body that is no such package, and for one whose envelope would
 * grow past twice the package's size (attachments in base64 take a third more; more means a part included
 * again and again).
 */
export declare function readXopPackage(contentType: string, body: Buffer): XopRoot;
/**
 * An XOP package of one part, the envelope `xml` of media type `soapType` (`text/xml` or `application/soap+xml`),
 * and its Content-Type; `action` is SOAP 1.2's action parameter.
 */
export declare function writeXopPackage(soapType: string, xml: string, action?: string): {
    readonly contentType: string;
    readonly body: string;
};
