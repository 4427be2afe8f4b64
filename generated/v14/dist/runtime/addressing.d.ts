import { type SoapHeaderBlock, type SoapVersion } from "./soap.js";
import type { Transport } from "./operation.js";
import { type ElementField } from "./xml-reader.js";
/** The namespace of WS-Addressing 1.0's message addressing properties. */
export declare const WSA_NS = "http://www.w3.org/2005/08/addressing";
/** The action of a fault that has none of its own (WS-Addressing 1.0 SOAP Binding, section 6). */
export declare const WSA_FAULT_ACTION = "http://www.w3.org/2005/08/addressing/soap/fault";
/** How an operation's SOAP bindings use WS-Addressing 1.0 (`wsaw:UsingAddressing`, `wsam:Addressing`). */
export interface AddressingDescriptor {
    /** The SOAP transports whose bindings use it. */
    readonly transports: readonly Transport[];
    /** One of those bindings requires the headers: the server refuses a request without `wsa:Action`. */
    readonly required: boolean;
    /** The request's `wsa:Action`. */
    readonly input: string;
    /** The response's `wsa:Action`; absent for a one-way operation. */
    readonly output?: string;
}
/** The message addressing properties of a request that carried them. */
export interface RequestAddressing {
    /** `wsa:Action`. */
    readonly action?: string;
    /** `wsa:MessageID`, which the response's `wsa:RelatesTo` names. */
    readonly messageId?: string;
    /** `wsa:To`. */
    readonly to?: string;
}
/**
 * The header blocks of a request of `action` sent to `to`: `wsa:Action` and `wsa:To` to be understood, and where
 * a response is awaited a fresh `wsa:MessageID` and the anonymous `wsa:ReplyTo`.
 */
export declare function addressingRequestBlocks(version: SoapVersion, action: string, to: string, oneWay: boolean): string[];
/** The header blocks of a response of `action` to a request that carried `request`'s properties. */
export declare function addressingResponseBlocks(version: SoapVersion, action: string, request: RequestAddressing): string[];
/**
 * The reader of a message addressing property: the text of those that are text, the endpoint references
 * (`wsa:ReplyTo`, `wsa:FaultTo`, `wsa:From`) read past, since replies go back on the connection.
 */
export declare function addressingHeaderReader(local: string): ElementField<unknown>;
/** The message addressing properties among a request's header blocks; undefined where it carried none. */
export declare function requestAddressing(blocks: readonly SoapHeaderBlock[]): RequestAddressing | undefined;
