import type { SoapVersion } from "./soap.js";
/** The Clark name of the `wsse:Security` header block, as `understoodHeaders` names it. */
export declare const securityBlockName = "{http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd}Security";
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
export declare function usernameTokenBlock(token: UsernameToken, version: SoapVersion, now?: Date, nonce?: Buffer): string;
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
export declare function readUsernameToken(blocks: readonly string[]): ReceivedUsernameToken | undefined;
/**
 * Whether `token` proves `password`: its text is the password, or its digest is that of its nonce, creation time
 * and the password. A digest needs both, and a creation time more than `maxAgeSeconds` (default 300) away from
 * `now` fails. Compared in constant time. Refusing a nonce seen before (a replay) is left to the caller.
 */
export declare function verifyUsernameToken(token: ReceivedUsernameToken, password: string, options?: {
    readonly maxAgeSeconds?: number;
    readonly now?: Date;
}): boolean;
