import type { SoapVersion } from "./soap.js";
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
