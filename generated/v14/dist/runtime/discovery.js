import { XSD_NS, XSI_NS } from "./xml-names.js";
import { escapeAttribute } from "./xml-writer.js";
const DISCO_NS = "http://schemas.xmlsoap.org/disco/";
const DISCO_SCL_NS = "http://schemas.xmlsoap.org/disco/scl/";
const DISCO_SOAP_NS = "http://schemas.xmlsoap.org/disco/soap/";
/** A Host header that names a host and port and nothing else (it goes into addresses the caller follows). */
const HOST = /^[A-Za-z0-9.\-:[\]]+$/;
/**
 * The address a request reached `path` at (`http://127.0.0.1:8080/15/SOAP/X.asmx`): its Host header when that
 * is a plain authority, else the socket's local address.
 */
export function requestAddress(req, path) {
    return `${requestScheme(req)}://${requestAuthority(req)}${path}`;
}
/** `https` on a TLS socket, else `http`. */
function requestScheme(req) {
    return req.socket.encrypted === true ? "https" : "http";
}
/** The request's Host header when it is a plain authority, else the socket's local address and port. */
export function requestAuthority(req) {
    const host = req.headers.host;
    if (host !== undefined && HOST.test(host))
        return host;
    const local = req.socket.localAddress ?? "localhost";
    return `${local.includes(":") ? `[${local}]` : local}:${req.socket.localPort ?? 80}`;
}
/** The discovery document of `service` reached at `address`. */
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
