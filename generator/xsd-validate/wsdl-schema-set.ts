import { readFile } from "node:fs/promises";
import path from "node:path";
import { importingSchema, type XmlSource } from "./validate.ts";

/** The namespaces of WSDL 1.1 and of its binding extensions, with the schema of each beside this file. */
const wsdlSchemas = [
  { namespace: "http://schemas.xmlsoap.org/wsdl/", file: "wsdl11.xsd" },
  { namespace: "http://schemas.xmlsoap.org/wsdl/soap/", file: "wsdl11-soap.xsd" },
  { namespace: "http://schemas.xmlsoap.org/wsdl/soap12/", file: "wsdl11-soap12.xsd" },
  { namespace: "http://schemas.xmlsoap.org/wsdl/http/", file: "wsdl11-http.xsd" },
  { namespace: "http://schemas.xmlsoap.org/wsdl/mime/", file: "wsdl11-mime.xsd" },
] as const;

/** Folder of the WSDL schemas inside libxml2's in-memory file system. */
export const wsdlSchemaFolder = "wsdl-schemas";

/** Folder of the WSDL schemas on disk. */
export const wsdlSchemaDirectory = path.join(import.meta.dirname, "schemas");

/**
 * The schema set that checks WSDL 1.1 documents (structure and SOAP 1.1 / SOAP 1.2 / HTTP / MIME
 * binding elements), ready for {@link validateXmlDocuments}: `{ schema, imports }`.
 */
export async function wsdlSchemaSet(): Promise<{
  readonly schema: XmlSource;
  readonly imports: XmlSource[];
}> {
  const imports = await Promise.all(
    wsdlSchemas.map(async ({ file }): Promise<XmlSource> => ({
      fileName: `${wsdlSchemaFolder}/${file}`,
      contents: await readFile(path.join(wsdlSchemaDirectory, file), "utf8"),
    })),
  );
  const schema = importingSchema(
    `${wsdlSchemaFolder}/wsdl.xsd`,
    wsdlSchemas.map(({ namespace, file }) => ({ namespace, schemaLocation: file })),
  );
  return { schema, imports };
}
