/** Namespaces of the languages the reader understands, with the prefix used when naming their constructs. */
export const namespaces = {
  xsd: "http://www.w3.org/2001/XMLSchema",
  wsdl: "http://schemas.xmlsoap.org/wsdl/",
  soap11: "http://schemas.xmlsoap.org/wsdl/soap/",
  soap12: "http://schemas.xmlsoap.org/wsdl/soap12/",
  http: "http://schemas.xmlsoap.org/wsdl/http/",
  mime: "http://schemas.xmlsoap.org/wsdl/mime/",
  xml: "http://www.w3.org/XML/1998/namespace",
} as const;

const prefixes: ReadonlyMap<string, string> = new Map([
  [namespaces.xsd, "xs"],
  [namespaces.wsdl, "wsdl"],
  [namespaces.soap11, "soap"],
  [namespaces.soap12, "soap12"],
  [namespaces.http, "http"],
  [namespaces.mime, "mime"],
  [namespaces.xml, "xml"],
]);

/** `xs:element`, `wsdl:operation`, ...: the construct as a reviewer names it, whatever prefix the file used. */
export function constructName(namespace: string, local: string): string {
  const prefix = prefixes.get(namespace);
  if (prefix !== undefined) return `${prefix}:${local}`;
  return namespace === "" ? local : `{${namespace}}${local}`;
}

/** Whether a namespace belongs to WSDL 1.1, its standard bindings, or XSD. */
export function isKnownNamespace(namespace: string): boolean {
  return prefixes.has(namespace) && namespace !== namespaces.xml;
}
