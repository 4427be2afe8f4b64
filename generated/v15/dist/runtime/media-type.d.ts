/**
 * Content-Type values (RFC 9110 section 8.3): the media type and its parameters, a quoted value's escapes
 * undone. The client, the server and the MTOM packages read every Content-Type through it, so that a `;` or an
 * escaped quote inside a quoted value (`type="text/xml; charset=utf-8"`, `action="urn:a\"b"`) reads alike
 * everywhere.
 * @module
 */
/** A Content-Type read: the media type, lower case, and its parameters, names lower case. */
export interface MediaType {
    /** `type/subtype`, lower case; `""` for an empty value. */
    readonly essence: string;
    /** Each parameter's value, unquoted; where a name repeats, its first value. */
    readonly parameters: ReadonlyMap<string, string>;
}
/** Reads a Content-Type value; a malformed parameter (no `=`, no name) is passed over, as HTTP peers do. */
export declare function parseMediaType(value: string): MediaType;
/** One parameter of a Content-Type value (the name in any case), unquoted; `undefined` where it has none. */
export declare function mediaParameter(contentType: string, name: string): string | undefined;
