/**
 * The DISCO discovery document of a service (`GET <path>?disco`), as .asmx publishes it (asmx-wire capture 03):
 * a contract reference to the WSDL and the service page, and one SOAP address per SOAP binding.
 *
 * ```xml
 * <discovery xmlns="http://schemas.xmlsoap.org/disco/" ...>
 *   <contractRef ref="http://host/15/SOAP/X.asmx?wsdl" docRef="http://host/15/SOAP/X.asmx" xmlns="http://schemas.xmlsoap.org/disco/scl/" />
 *   <soap address="http://host/15/SOAP/X.asmx" xmlns:q1="http://xml.example.net/15/" binding="q1:XSoap" xmlns="http://schemas.xmlsoap.org/disco/soap/" />
 * </discovery>
 * ```
 * @module
 */
import type { IncomingMessage } from "node:http";
import type { ServiceDescriptor } from "./operation.js";
/**
 * The address a request reached `path` at (`http://127.0.0.1:8080/15/SOAP/X.asmx`): its Host header when that
 * is a plain authority, else the socket's local address.
 */
export declare function requestAddress(req: IncomingMessage, path: string): string;
/** The request's Host header when it is a plain authority, else the socket's local address and port. */
export declare function requestAuthority(req: IncomingMessage): string;
/** The discovery document of `service` reached at `address`. */
export declare function discoveryDocument(service: ServiceDescriptor<unknown>, address: string): string;
