// Samples of wildcard content, read from the corpus fixture of an .asmx DataSet: the mock must send what the
// schema asks for, a DataSet's inline schema and its diffgram, which the package's helper reads back as rows.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readModel } from "../../generator/read.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import { dataSetTables, markupXmlElement, type XmlElement } from "../../generator/runtime/xml-element.ts";
import { SampleBuilder, type SampleObject } from "../../generator/samples/sample-values.ts";
import { computeShapes, typeIndex } from "../../generator/shape/compute-shapes.ts";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { memorySource, xsd } from "../read/memory-source.ts";

const fixture = path.resolve(import.meta.dirname, "..", "fixtures", "corpus", "asmx-dataset");

async function samplesOf(root: string, entry: string, source?: ReturnType<typeof memorySource>) {
  const { model } = await readModel({ root, entries: [entry], ...(source === undefined ? {} : { source }) });
  if (model === undefined) throw new Error(`${entry} did not read`);
  const builder = new SampleBuilder({
    types: typeIndex(model),
    shapes: computeShapes(model),
    names: assignNames(model).names,
  });
  return { model, builder };
}

describe("wildcard samples", () => {
  it("fill a DataSet with an inline schema and a diffgram of one row", async () => {
    const { builder } = await samplesOf(fixture, "CountryService.wsdl");
    const response = builder.value(
      { kind: "defined", id: "{http://countries.example.org/}GetCountryTableResponse/element" },
      "GetCountryTableResponse",
      0,
      0,
    ) as SampleObject;
    const result = response["getCountryTableResult"] as SampleObject;
    const content = result["$any"] as unknown as readonly XmlElement[];
    expect(content.map((element) => `{${element.ns}}${element.local}`)).toEqual([
      "{http://www.w3.org/2001/XMLSchema}schema",
      "{urn:schemas-microsoft-com:xml-diffgram-v1}diffgram",
    ]);
    expect(dataSetTables(content)).toEqual({ Table: [{ Name: "Name 1" }] });
    // As a reader gives an element: no `attributes` where it has none.
    const emptyAttributes = (element: XmlElement): number =>
      (element.attributes !== undefined && Object.keys(element.attributes).length === 0 ? 1 : 0) +
      (element.children ?? []).reduce(
        (sum, child) => sum + (typeof child === "string" ? 0 : emptyAttributes(child)),
        0,
      );
    expect(content.map(emptyAttributes)).toEqual([0, 0]);
    // As .NET writes them, the schema and the rows undo the default namespace: the response element around them
    // may set one (ours does), and the schema's elements and the rows are in none.
    const [schema, diffgram] = content.map((element) => markupXmlElement(element));
    expect(schema).toMatch(/^<xs:schema xmlns="" /);
    expect(diffgram).toContain('<NewDataSet xmlns="">');
  });

  it("fill a required lax wildcard in a namespace it allows, and leave a strict or optional one empty", async () => {
    const schema = xsd(
      `<xs:complexType name="Lax"><xs:sequence><xs:any namespace="urn:other" processContents="lax" minOccurs="2" maxOccurs="2"/></xs:sequence></xs:complexType>
       <xs:complexType name="Strict"><xs:sequence><xs:any processContents="strict"/></xs:sequence></xs:complexType>
       <xs:complexType name="Optional"><xs:sequence><xs:any namespace="##other" processContents="skip" minOccurs="0"/></xs:sequence></xs:complexType>`,
    );
    const { builder } = await samplesOf("/unused", "w.xsd", memorySource({ "w.xsd": schema }));
    const sample = (local: string) =>
      (builder.value({ kind: "defined", id: `{urn:t}${local}` }, local, 0, 0) as SampleObject)["$any"];
    expect(sample("Lax")).toEqual([
      { ns: "urn:other", local: "sample", children: ["sample 1"] },
      { ns: "urn:other", local: "sample", children: ["sample 2"] },
    ]);
    expect(sample("Strict")).toEqual([]);
    expect(sample("Optional")).toEqual([]);
  });

  it("leave out an optional member whose type requires an element of a wildcard that matches none", async () => {
    // .NET describes an IXmlSerializable type without a schema as a required `xs:any namespace=""`: an empty
    // list, so the type has no valid instance, and a sample holding one fails its own validation.
    const schema = xsd(
      `<xs:complexType name="Opaque"><xs:sequence><xs:any namespace=""/></xs:sequence></xs:complexType>
       <xs:complexType name="Holder"><xs:sequence>
         <xs:element name="count" type="xs:int" minOccurs="0"/>
         <xs:element name="opaque" type="t:Opaque" minOccurs="0"/>
         <xs:element name="opaques" type="t:Opaque" minOccurs="0" maxOccurs="unbounded"/>
       </xs:sequence></xs:complexType>`,
    );
    const { builder } = await samplesOf("/unused", "w.xsd", memorySource({ "w.xsd": schema }));
    expect(builder.value({ kind: "defined", id: "{urn:t}Holder" }, "Holder", 0, 0)).toEqual({
      count: 1,
      opaques: [],
    });
  });

  it("fill a DataTable as .NET describes it (an xs:any of XSD's namespace, then the diffgram's) as a DataSet", async () => {
    const schema = xsd(
      `<xs:complexType name="UploadTable"><xs:sequence>
         <xs:any namespace="http://www.w3.org/2001/XMLSchema" processContents="lax"/>
         <xs:any namespace="urn:schemas-microsoft-com:xml-diffgram-v1" processContents="lax"/>
       </xs:sequence></xs:complexType>
       <xs:element name="Upload" type="t:UploadTable"/>`,
    );
    const { model, builder } = await samplesOf("/unused", "w.xsd", memorySource({ "w.xsd": schema }));
    const shape = computeShapes(model).get("{urn:t}UploadTable");
    expect(shape?.kind === "object" && shape.members.find((member) => member.kind === "any")).toMatchObject({
      dataSet: true,
      wildcard: { processContents: "lax" },
    });
    const content = (
      builder.value({ kind: "defined", id: "{urn:t}UploadTable" }, "upload", 0, 0) as SampleObject
    )["$any"] as unknown as readonly XmlElement[];
    expect(dataSetTables(content)).toEqual({ Table: [{ Name: "Name 1" }] });
    const document = `<t:Upload xmlns:t="urn:t">${content.map((element) => markupXmlElement(element)).join("")}</t:Upload>`;
    const report = await validateXmlDocuments({
      schema: { fileName: "w.xsd", contents: schema },
      documents: [{ fileName: "upload.xml", contents: document }],
    });
    expect(report.documents[0]?.issues ?? []).toEqual([]);
    expect(report.documents[0]?.valid).toBe(true);
  });
});
