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
import type { ServiceDescriptor } from "./operation.ts";
import { XSD_NS, XSI_NS } from "./xml-names.ts";
import { escapeAttribute } from "./xml-writer.ts";

const DISCO_NS = "http://schemas.xmlsoap.org/disco/";
const DISCO_SCL_NS = "http://schemas.xmlsoap.org/disco/scl/";
const DISCO_SOAP_NS = "http://schemas.xmlsoap.org/disco/soap/";

/** The discovery document of `service` at `address` (the service's URL, as in its WSDL). */
export function discoveryDocument(service: ServiceDescriptor<unknown>, address: string): string {
  const at = escapeAttribute(address);
  const soap = (service.soapBindings ?? []).map(
    (binding, index) =>
      `  <soap address="${at}" xmlns:q${index + 1}="${escapeAttribute(binding.ns)}" ` +
      `binding="q${index + 1}:${escapeAttribute(binding.local)}" xmlns="${DISCO_SOAP_NS}" />\n`,
  );
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<discovery xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}" xmlns="${DISCO_NS}">\n` +
    `  <contractRef ref="${at}?wsdl" docRef="${at}" xmlns="${DISCO_SCL_NS}" />\n` +
    soap.join("") +
    "</discovery>"
  );
}
