import { readFile } from "node:fs/promises";
import path from "node:path";
import { defaultSchemaRoot } from "../../generator/config.ts";
import { importingSchema, type XmlSource } from "../../generator/xsd-validate/index.ts";
import { ns } from "./namespaces.ts";

/** Folder of the SOAP envelope schemas. */
export const envelopeSchemaFolder = path.resolve(import.meta.dirname, "..", "fixtures", "xsd");

/**
 * One schema set for every message of the service: both versions' types.xsd and the SOAP 1.1 and
 * 1.2 envelopes, so one libxml2 run validates all fixtures (or everything a client or server emits).
 */
export async function messageSchemaSet(): Promise<{ readonly schema: XmlSource; readonly imports: XmlSource[] }> {
  const files = [
    { namespace: "http://xml.example.net/14/", location: "14/types.xsd", disk: path.join(defaultSchemaRoot, "14", "types.xsd") },
    { namespace: "http://xml.example.net/15/", location: "15/types.xsd", disk: path.join(defaultSchemaRoot, "15", "types.xsd") },
    { namespace: ns.soap11Envelope, location: "soap11-envelope.xsd", disk: path.join(envelopeSchemaFolder, "soap11-envelope.xsd") },
    { namespace: ns.soap12Envelope, location: "soap12-envelope.xsd", disk: path.join(envelopeSchemaFolder, "soap12-envelope.xsd") },
  ];
  const imports = await Promise.all(
    files.map(async (file): Promise<XmlSource> => ({ fileName: `schemas/${file.location}`, contents: await readFile(file.disk, "utf8") })),
  );
  const schema = importingSchema(
    "schemas/messages.xsd",
    files.map((file) => ({ namespace: file.namespace, schemaLocation: file.location })),
  );
  return { schema, imports };
}
