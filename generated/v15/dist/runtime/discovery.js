import { XSD_NS, XSI_NS } from "./xml-names.js";
import { escapeAttribute } from "./xml-writer.js";
const DISCO_NS = "http://schemas.xmlsoap.org/disco/";
const DISCO_SCL_NS = "http://schemas.xmlsoap.org/disco/scl/";
const DISCO_SOAP_NS = "http://schemas.xmlsoap.org/disco/soap/";
/** The discovery document of `service` at `address` (the service's URL, as in its WSDL). */
export function discoveryDocument(service, address) {
    const at = escapeAttribute(address);
    const soap = (service.soapBindings ?? []).map((binding, index) => `  <soap address="${at}" xmlns:q${index + 1}="${escapeAttribute(binding.ns)}" ` +
        `binding="q${index + 1}:${escapeAttribute(binding.local)}" xmlns="${DISCO_SOAP_NS}" />\n`);
    return ('<?xml version="1.0" encoding="utf-8"?>\n' +
        `<discovery xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}" xmlns="${DISCO_NS}">\n` +
        `  <contractRef ref="${at}?wsdl" docRef="${at}" xmlns="${DISCO_SCL_NS}" />\n` +
        soap.join("") +
        "</discovery>");
}
