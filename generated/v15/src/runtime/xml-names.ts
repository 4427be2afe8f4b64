/**
 * Namespace URIs the runtime needs by name. Shipped verbatim inside every generated package.
 * @module
 */

/** The XML Schema instance namespace (`xsi:nil`, `xsi:type`). */
export const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";

/** The XML Schema namespace (built-in type names such as `xsd:int`). */
export const XSD_NS = "http://www.w3.org/2001/XMLSchema";

/** The namespace bound to the reserved `xml` prefix (`xml:lang`). */
export const XML_NS = "http://www.w3.org/XML/1998/namespace";

/** The namespace of namespace declarations themselves (`xmlns`, `xmlns:p`). */
export const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

/** The SOAP 1.1 envelope namespace. */
export const SOAP11_ENV_NS = "http://schemas.xmlsoap.org/soap/envelope/";

/** The SOAP 1.2 envelope namespace. */
export const SOAP12_ENV_NS = "http://www.w3.org/2003/05/soap-envelope";

/** The SOAP 1.1 encoding namespace (`soapenc:Array`, `soapenc:string`), also its `encodingStyle` URI. */
export const SOAP11_ENCODING_NS = "http://schemas.xmlsoap.org/soap/encoding/";

/** The SOAP 1.2 encoding namespace (`enc:id`, `enc:ref`), also its `encodingStyle` URI. */
export const SOAP12_ENCODING_NS = "http://www.w3.org/2003/05/soap-encoding";

/** A qualified XML name: namespace URI (empty string for none) and local name. */
export interface QName {
  /** Namespace URI; the empty string means "no namespace". */
  readonly ns: string;
  /** Local part of the name. */
  readonly local: string;
}
