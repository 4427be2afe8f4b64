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
import type { ServiceDescriptor } from "./operation.js";
/** The discovery document of `service` at `address` (the service's URL, as in its WSDL). */
export declare function discoveryDocument(service: ServiceDescriptor<unknown>, address: string): string;
