/** Whether a message may name `charset` (lower case): a label of UTF-8 or UTF-16. */
export declare function isMessageCharset(charset: string): boolean;
/**
 * The UTF-8 bytes of a message body whose Content-Type names `charset` (lower case; undefined when it names
 * none), or that begins with a UTF-16 byte order mark. Throws an {@link XmlReadError} of code `encoding`
 * for another charset or for bytes that are not what the charset says.
 */
export declare function utf8Body(body: Buffer, charset: string | undefined): Buffer;
