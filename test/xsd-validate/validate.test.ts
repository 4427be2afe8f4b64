import { describe, expect, it } from "vitest";
import {
  compileSchema,
  embeddedSchemas,
  importingSchema,
  validateXmlDocuments,
} from "../../generator/xsd-validate/index.ts";

const orderSchema = {
  fileName: "order/order.xsd",
  contents: `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:o="urn:order" targetNamespace="urn:order" elementFormDefault="qualified">
  <xs:element name="order">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="id" type="xs:int" />
        <xs:element name="note" type="xs:string" minOccurs="0" />
      </xs:sequence>
    </xs:complexType>
  </xs:element>
</xs:schema>
`,
};

describe("validateXmlDocuments", () => {
  it("reports per document, with lines, in one run; malformed documents are invalid, not thrown", async () => {
    const report = await validateXmlDocuments({
      schema: importingSchema("all.xsd", [{ namespace: "urn:order", schemaLocation: "order/order.xsd" }]),
      imports: [orderSchema],
      documents: [
        { fileName: "good.xml", contents: `<order xmlns="urn:order"><id>7</id></order>` },
        {
          fileName: "bad.xml",
          contents: `<order xmlns="urn:order">\n  <note>x</note>\n  <id>seven</id>\n</order>`,
        },
        { fileName: "broken.xml", contents: `<order xmlns="urn:order">\n<id>1</id>` },
      ],
    });
    expect(report.schemaIssues).toEqual([]);
    const [good, bad, broken] = report.documents;
    expect(good).toEqual({ fileName: "good.xml", valid: true, issues: [] });
    expect(bad?.valid).toBe(false);
    expect(bad?.issues).toEqual([
      expect.objectContaining({
        fileName: "bad.xml",
        line: 2,
        severity: "error",
        message: expect.stringContaining("{urn:order}note"),
      }),
    ]);
    expect(broken?.valid).toBe(false);
    expect(broken?.issues[0]).toEqual(
      expect.objectContaining({
        fileName: "broken.xml",
        line: 2,
        message: expect.stringContaining("parser error"),
      }),
    );
  });

  it("reports a schema that does not compile, with its file and line, and validates nothing", async () => {
    const issues = await compileSchema({
      fileName: "broken.xsd",
      contents: `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n  <xs:element name="a" type="xs:nope" />\n</xs:schema>\n`,
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fileName: "broken.xsd",
          line: 2,
          severity: "error",
          message: expect.stringContaining("nope"),
        }),
      ]),
    );
  });

  it("refuses file names libxml2's output could not be attributed by", async () => {
    await expect(
      validateXmlDocuments({ schema: orderSchema, documents: [{ fileName: "c:/a.xml", contents: "<a/>" }] }),
    ).rejects.toThrow(/must not contain/);
  });
});

describe("embeddedSchemas", () => {
  const wsdl = {
    fileName: "order/service.wsdl",
    contents: `<?xml version="1.0"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:xs="http://www.w3.org/2001/XMLSchema"
    xmlns:o="urn:order" targetNamespace="urn:order">
  <wsdl:types>
    <xs:schema targetNamespace="urn:order/extra">
      <xs:import namespace="urn:order" schemaLocation="order.xsd" />
      <xs:element name="wrapper" type="o:missing" />
    </xs:schema>
  </wsdl:types>
</wsdl:definitions>
`,
  };

  it("cuts the schema out with the WSDL's namespaces and line numbers, resolving relative imports", async () => {
    const schemas = embeddedSchemas(wsdl);
    expect(schemas).toHaveLength(1);
    const schema = schemas[0] ?? wsdl;
    expect(schema.fileName).toBe("order/service.wsdl");
    expect(schema.contents.split("\n")[4]).toContain('xmlns:o="urn:order"');
    const issues = await compileSchema(schema, [orderSchema]);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          fileName: "order/service.wsdl",
          line: 7,
          message: expect.stringContaining("{urn:order}missing"),
        }),
      ]),
    );
  });
});
