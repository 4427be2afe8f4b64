import type { IncomingMessage } from "node:http";
import { type ServiceDescriptor } from "./operation.js";
/** Options of the service pages (`servicePage` of the listener's options). */
export interface ServicePageOptions {
    /**
     * Who gets the form that calls an operation from its page: `"loopback"` (default) only callers on this
     * machine, as .asmx shows it to local callers only; `"everyone"`; `"nobody"`. Behind a reverse proxy on the
     * same machine every caller is a loopback caller.
     */
    readonly form?: "loopback" | "everyone" | "nobody";
}
/** A page's answer: what the listener sends. */
export interface PageAnswer {
    readonly status: number;
    readonly contentType: string;
    readonly body: string;
    readonly headers: Readonly<Record<string, string>>;
}
/**
 * Answers the page queries of a service's path: `?disco` while the service publishes a WSDL, the HTML pages
 * unless `options` is `false`. Undefined for a request that is none of these. `address` is the service's URL as
 * its WSDL gives it: the discovery document names it, the samples and the form use its host and path.
 */
export declare function createServicePages(service: ServiceDescriptor<unknown>, options: ServicePageOptions | boolean): (req: IncomingMessage, query: string, address: string) => PageAnswer | undefined;
