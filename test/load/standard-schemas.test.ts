import { describe, expect, it } from "vitest";
import { isStandardLocation, standardLocationOf } from "../../generator/load/standard-schemas.ts";
import { compileSchema, importingSchema } from "../../generator/xsd-validate/index.ts";
import { standardSchemaSources } from "../support/standard-schemas.ts";

describe("shipped standard schemas", () => {
  it("compile together under libxml2, each import of another read from the shipped copy", async () => {
    const sources = await standardSchemaSources();
    const roots = sources.map((source) => ({ namespace: source.namespace, schemaLocation: source.fileName }));
    expect(await compileSchema(importingSchema("all.xsd", roots), sources)).toEqual([]);
  });

  it("are found by the locations services import them from", () => {
    for (const url of [
      "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd",
      "https://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd",
      "http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd",
      "http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd",
      "https://www.w3.org/TR/2008/REC-xmldsig-core-20080610/xmldsig-core-schema.xsd",
      "http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd",
      "http://www.w3.org/2000/09/xmldsig#",
      "http://www.w3.org/TR/2002/REC-xmlenc-core-20021210/xenc-schema.xsd",
      "http://www.w3.org/TR/xmlenc-core/xenc-schema.xsd",
      "http://www.w3.org/2004/06/xmlmime",
      "http://www.w3.org/2004/11/xmlmime",
    ])
      expect(isStandardLocation(url), url).toBe(true);
    for (const namespace of [
      "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd",
      "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd",
      "http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd",
      "http://www.w3.org/2000/09/xmldsig#",
      "http://www.w3.org/2001/04/xmlenc#",
      "http://www.w3.org/2004/06/xmlmime",
      "http://www.w3.org/2004/11/xmlmime",
      "http://xml.apache.org/xml-soap",
    ])
      expect(standardLocationOf(namespace), namespace).toBeDefined();
  });
});
