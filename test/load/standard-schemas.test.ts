import { describe, expect, it } from "vitest";
import { isStandardLocation, standardLocationOf } from "../../generator/load/standard-schemas.ts";
import { readModel } from "../../generator/read.ts";
import { compileSchema, importingSchema } from "../../generator/xsd-validate/index.ts";
import { memorySource, xsd } from "../read/memory-source.ts";
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

  // ONVIF's onvif.xsd types members by the SOAP 1.2 envelope's Envelope and Fault, which the shipped schemas
  // declared as anonymous types of their elements: every ONVIF WSDL was refused.
  it("declare the envelopes' named types and attributes, which schemas refer to", async () => {
    const source = memorySource({
      "a.xsd":
        xsd(`<xs:import namespace="http://www.w3.org/2003/05/soap-envelope" schemaLocation="https://www.w3.org/2003/05/soap-envelope"/>
<xs:import namespace="http://schemas.xmlsoap.org/soap/envelope/" schemaLocation="http://schemas.xmlsoap.org/soap/envelope/"/>
<xs:complexType name="Payload" xmlns:env="http://www.w3.org/2003/05/soap-envelope" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <xs:sequence>
    <xs:element name="Request" type="env:Envelope" minOccurs="0"/>
    <xs:element name="Fault" type="env:Fault" minOccurs="0"/>
    <xs:element name="Fault11" type="soap:Fault" minOccurs="0"/>
    <xs:element name="Detail11" type="soap:detail" minOccurs="0"/>
  </xs:sequence>
  <xs:attribute ref="env:mustUnderstand"/>
  <xs:attribute ref="soap:actor"/>
</xs:complexType>`),
    });
    const result = await readModel({ root: "/unused", entries: ["a.xsd"], source });
    expect(result.diagnostics).toEqual([]);
    const named = (namespace: string) =>
      (result.model?.types ?? [])
        .filter((type) => type.name?.namespace === namespace)
        .map((type) => type.name?.local)
        .sort();
    expect(named("http://www.w3.org/2003/05/soap-envelope")).toEqual([
      "Body",
      "Envelope",
      "Fault",
      "Header",
      "NotUnderstoodType",
      "SupportedEnvType",
      "UpgradeType",
      "detail",
      "faultcode",
      "faultcodeEnum",
      "faultreason",
      "reasontext",
      "subcode",
    ]);
    expect(named("http://schemas.xmlsoap.org/soap/envelope/")).toEqual([
      "Body",
      "Envelope",
      "Fault",
      "Header",
      "detail",
      "encodingStyle",
    ]);
  });
});
