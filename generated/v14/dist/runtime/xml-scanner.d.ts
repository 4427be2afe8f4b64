import type { ContentType, XmlReadLimits } from "./xml-reader.js";
/** What {@link scanDocument} returns when the document needs the full reader. */
export declare const DECLINED: unique symbol;
/**
 * Reads a whole document into `document` (the pseudo content accepting its root element), or returns
 * {@link DECLINED} for a document that the saxes-based reader must read (see the module comment).
 * `document` and the content types it reaches must not keep state outside what their `begin` returns,
 * since a declined document is read once more from the start.
 */
export declare function scanDocument(input: string | Uint8Array, document: ContentType<unknown>, strict: boolean, limits: XmlReadLimits): unknown;
