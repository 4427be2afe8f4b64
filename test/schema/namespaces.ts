/** Namespace URIs the schema tests refer to. */
export const ns = {
  wsdl: "http://schemas.xmlsoap.org/wsdl/",
  soap: "http://schemas.xmlsoap.org/wsdl/soap/",
  soap12: "http://schemas.xmlsoap.org/wsdl/soap12/",
  http: "http://schemas.xmlsoap.org/wsdl/http/",
  mime: "http://schemas.xmlsoap.org/wsdl/mime/",
  xs: "http://www.w3.org/2001/XMLSchema",
  xsi: "http://www.w3.org/2001/XMLSchema-instance",
  soap11Envelope: "http://schemas.xmlsoap.org/soap/envelope/",
  soap12Envelope: "http://www.w3.org/2003/05/soap-envelope",
} as const;
