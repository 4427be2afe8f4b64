// The standard schemas services import by URL (or by namespace alone), shipped in ./standard/ and read from
// there instead of the network: written from the specifications, declaring what services reference.
import { readFile } from "node:fs/promises";
import path from "node:path";

interface StandardSchema {
  readonly namespace: string;
  readonly file: string;
  /** Where services point for it, without the scheme (http and https alike). */
  readonly locations: readonly string[];
}

const standardSchemas: readonly StandardSchema[] = [
  {
    namespace: "http://www.w3.org/XML/1998/namespace",
    file: "xml.xsd",
    locations: ["www.w3.org/2001/xml.xsd", "www.w3.org/2001/03/xml.xsd", "www.w3.org/2009/01/xml.xsd"],
  },
  {
    namespace: "http://www.w3.org/2005/05/xmlmime",
    file: "xmlmime.xsd",
    locations: ["www.w3.org/2005/05/xmlmime", "www.w3.org/2005/05/xmlmime.xsd"],
  },
  {
    namespace: "http://www.w3.org/2004/11/xmlmime",
    file: "xmlmime-2004-11.xsd",
    locations: ["www.w3.org/2004/11/xmlmime", "www.w3.org/2004/11/xmlmime.xsd"],
  },
  {
    namespace: "http://www.w3.org/2004/06/xmlmime",
    file: "xmlmime-2004-06.xsd",
    locations: ["www.w3.org/2004/06/xmlmime", "www.w3.org/2004/06/xmlmime.xsd"],
  },
  {
    namespace: "http://www.w3.org/2004/08/xop/include",
    file: "xop.xsd",
    locations: ["www.w3.org/2004/08/xop/include", "www.w3.org/2004/08/xop/include.xsd"],
  },
  {
    namespace: "http://ws-i.org/profiles/basic/1.1/xsd",
    file: "swaref.xsd",
    locations: [
      "ws-i.org/profiles/basic/1.1/swaref.xsd",
      "www.ws-i.org/profiles/basic/1.1/swaref.xsd",
      "ws-i.org/profiles/basic/1.1/xsd",
    ],
  },
  {
    namespace: "http://www.w3.org/2005/08/addressing",
    file: "ws-addressing.xsd",
    locations: [
      "www.w3.org/2005/08/addressing",
      "www.w3.org/2005/08/addressing/ws-addr.xsd",
      "www.w3.org/2006/03/addressing/ws-addr.xsd",
    ],
  },
  {
    namespace: "http://schemas.xmlsoap.org/ws/2004/08/addressing",
    file: "ws-addressing-2004-08.xsd",
    locations: ["schemas.xmlsoap.org/ws/2004/08/addressing", "schemas.xmlsoap.org/ws/2004/08/addressing/"],
  },
  {
    namespace: "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd",
    file: "wss-secext-1.0.xsd",
    locations: ["docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"],
  },
  {
    namespace: "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd",
    file: "wss-utility-1.0.xsd",
    locations: ["docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd"],
  },
  {
    namespace: "http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd",
    file: "wss-secext-1.1.xsd",
    locations: ["docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd"],
  },
  {
    namespace: "http://www.w3.org/2000/09/xmldsig#",
    file: "xmldsig-core.xsd",
    locations: [
      "www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd",
      "www.w3.org/TR/2008/REC-xmldsig-core-20080610/xmldsig-core-schema.xsd",
      "www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd",
      "www.w3.org/2000/09/xmldsig#",
    ],
  },
  {
    namespace: "http://www.w3.org/2001/04/xmlenc#",
    file: "xmlenc-core.xsd",
    locations: [
      "www.w3.org/TR/2002/REC-xmlenc-core-20021210/xenc-schema.xsd",
      "www.w3.org/TR/xmlenc-core/xenc-schema.xsd",
    ],
  },
  {
    namespace: "http://schemas.xmlsoap.org/soap/envelope/",
    file: "soap11-envelope.xsd",
    locations: ["schemas.xmlsoap.org/soap/envelope/", "schemas.xmlsoap.org/soap/envelope"],
  },
  {
    namespace: "http://schemas.xmlsoap.org/soap/encoding/",
    file: "soap11-encoding.xsd",
    locations: ["schemas.xmlsoap.org/soap/encoding/", "schemas.xmlsoap.org/soap/encoding"],
  },
  {
    namespace: "http://www.w3.org/2003/05/soap-envelope",
    file: "soap12-envelope.xsd",
    locations: ["www.w3.org/2003/05/soap-envelope", "www.w3.org/2003/05/soap-envelope/"],
  },
  {
    namespace: "http://www.w3.org/2003/05/soap-encoding",
    file: "soap12-encoding.xsd",
    locations: ["www.w3.org/2003/05/soap-encoding", "www.w3.org/2003/05/soap-encoding/"],
  },
  {
    // Apache SOAP's and Axis 1's namespace, which Axis 1 WSDLs name (apachesoap:Map) without importing it.
    namespace: "http://xml.apache.org/xml-soap",
    file: "apache-xml-soap.xsd",
    locations: ["xml.apache.org/xml-soap"],
  },
];

const byLocation = new Map(
  standardSchemas.flatMap((schema) => schema.locations.map((location) => [location, schema] as const)),
);
const byNamespace = new Map(standardSchemas.map((schema) => [schema.namespace, schema]));

/** The shipped schema a URL names, if any. */
function standardAt(url: string): StandardSchema | undefined {
  const match = /^https?:\/\/(.*)$/i.exec(url.trim());
  return match?.[1] === undefined ? undefined : byLocation.get(match[1]);
}

/** Whether `url` is the location of a shipped standard schema (read without the network). */
export function isStandardLocation(url: string): boolean {
  return standardAt(url) !== undefined;
}

/** The URL a shipped standard schema is known by when it is imported by namespace alone. */
export function standardLocationOf(namespace: string): string | undefined {
  const schema = byNamespace.get(namespace);
  return schema === undefined ? undefined : `http://${schema.locations[0] ?? ""}`;
}

/** The namespace of the shipped schema at `url`, if it is the location of one. */
export function standardSchemaNamespace(url: string): string | undefined {
  return standardAt(url)?.namespace;
}

/** The name of the file in ./standard/ that is read for `url`, if it is the location of a shipped schema. */
export function standardSchemaFile(url: string): string | undefined {
  return standardAt(url)?.file;
}

/** The text of the shipped schema at `url`. */
export async function readStandardSchema(url: string): Promise<string> {
  const file = standardSchemaFile(url);
  if (file === undefined) throw new Error(`${url} is not a shipped standard schema`);
  return readFile(path.join(import.meta.dirname, "standard", file), "utf8");
}
