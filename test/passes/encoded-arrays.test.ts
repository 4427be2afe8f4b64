// Restrictions (and extensions) of soapenc:Array (SOAP 1.1) and enc:Array (SOAP 1.2) that name their items become
// a sequence of one repeated, nillable, unqualified item element: an array wrapper the rest of the generator types
// `T[]`.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { Model } from "../../generator/model/index.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

const SOAP11_ENC = "http://schemas.xmlsoap.org/soap/encoding/";
const SOAP12_ENC = "http://www.w3.org/2003/05/soap-encoding";

function schema(encoding: string, types: string): string {
  return `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:enc="${encoding}"
      xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:t="urn:t" targetNamespace="urn:t">
    <xs:import namespace="${encoding}"/>
    <xs:complexType name="Item"><xs:sequence><xs:element name="id" type="xs:int"/></xs:sequence></xs:complexType>
    ${types}
  </xs:schema>`;
}

async function read(text: string) {
  const result = await readModel({
    root: "/unused",
    entries: ["a.xsd"],
    source: memorySource({ "a.xsd": text }),
  });
  return { model: result.model, diagnostics: result.diagnostics.map(formatDiagnostic) };
}

/** A type's content as `derivation | particle, ...`, each element as `{ns}local: type [min..max] nillable`. */
function shape(model: Model | undefined, id: string): string {
  const type = model?.types.find((candidate) => candidate.id === id);
  if (type?.kind !== "complexType") return "not a complex type";
  const derivation = type.derivation === undefined ? "none" : type.derivation.method;
  if (type.content.kind !== "elements") return `${derivation} | ${type.content.kind}`;
  const particles = type.content.particle.particles.map((particle) =>
    particle.kind === "element"
      ? `{${particle.name.namespace}}${particle.name.local}: ${particle.type.kind === "builtin" ? particle.type.name : particle.type.id} [${particle.minOccurs}..${particle.maxOccurs}]${particle.nillable ? " nillable" : ""}`
      : particle.kind,
  );
  return `${derivation} | ${particles.join(", ")}`;
}

describe("SOAP-encoded arrays", () => {
  it("named by wsdl:arrayType become a sequence of repeated item elements of the item type", async () => {
    const { model, diagnostics } = await read(
      schema(
        SOAP11_ENC,
        `<xs:complexType name="ItemArray"><xs:complexContent><xs:restriction base="enc:Array">
          <xs:attribute ref="enc:arrayType" wsdl:arrayType="t:Item[]"/>
        </xs:restriction></xs:complexContent></xs:complexType>
        <xs:complexType name="Names"><xs:complexContent><xs:restriction base="enc:Array">
          <xs:attribute ref="enc:arrayType" wsdl:arrayType="xs:string[]"/>
        </xs:restriction></xs:complexContent></xs:complexType>`,
      ),
    );
    expect(diagnostics).toEqual([]);
    expect(shape(model, "{urn:t}ItemArray")).toBe("none | {}item: {urn:t}Item [0..unbounded] nillable");
    expect(shape(model, "{urn:t}Names")).toBe("none | {}item: string [0..unbounded] nillable");
  });

  it("keep the item element their own sequence names (SOAP 1.2 encoding)", async () => {
    const { model } = await read(
      schema(
        SOAP12_ENC,
        `<xs:complexType name="Codes"><xs:complexContent><xs:restriction base="enc:Array">
          <xs:sequence><xs:element name="code" type="xs:string" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
        </xs:restriction></xs:complexContent></xs:complexType>`,
      ),
    );
    expect(shape(model, "{urn:t}Codes")).toBe(
      "none | {}item: string [0..unbounded] nillable".replace("item", "code"),
    );
  });

  it("take the item element of an xs:all too", async () => {
    const { model } = await read(
      schema(
        SOAP11_ENC,
        `<xs:complexType name="Counts"><xs:complexContent><xs:restriction base="enc:Array">
          <xs:all><xs:element name="count" type="xs:int" maxOccurs="unbounded"/></xs:all>
        </xs:restriction></xs:complexContent></xs:complexType>`,
      ),
    );
    expect(shape(model, "{urn:t}Counts")).toBe("none | {}count: int [0..unbounded] nillable");
  });

  it("nest multi-dimensional arrays as rows, arrays of arrays as anonymous arrays, gSOAP's item name kept", async () => {
    const { model, diagnostics } = await read(
      schema(
        SOAP11_ENC,
        `<xs:complexType name="Grid"><xs:complexContent><xs:restriction base="enc:Array">
          <xs:attribute ref="enc:arrayType" wsdl:arrayType="xs:int[,,]"/>
        </xs:restriction></xs:complexContent></xs:complexType>
        <xs:complexType name="Jagged"><xs:complexContent><xs:restriction base="enc:Array">
          <xs:sequence><xs:element name="row" type="xs:anyType" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
          <xs:attribute ref="enc:arrayType" wsdl:arrayType="t:Item[,][]"/>
        </xs:restriction></xs:complexContent></xs:complexType>`,
      ),
    );
    expect(diagnostics).toEqual([]);
    const kinds = (id: string) =>
      model?.types.flatMap((type) =>
        type.id === id && type.kind === "complexType" ? [type.encodedArray] : [],
      );
    // Grid: rows of rows of items; only the items may be nil.
    expect(shape(model, "{urn:t}Grid")).toBe("none | {}item: {urn:t}Grid/row [0..unbounded]");
    expect(shape(model, "{urn:t}Grid/row")).toBe("none | {}item: {urn:t}Grid/row/row [0..unbounded]");
    expect(shape(model, "{urn:t}Grid/row/row")).toBe("none | {}item: int [0..unbounded] nillable");
    expect([kinds("{urn:t}Grid"), kinds("{urn:t}Grid/row/row"), kinds("{urn:t}Grid/row")]).toEqual([
      ["array"],
      ["row"],
      ["row"],
    ]);
    // Jagged: an array of two-dimensional arrays of Item, its items named as its sequence names them.
    expect(shape(model, "{urn:t}Jagged")).toBe("none | {}row: {urn:t}Jagged/item [0..unbounded] nillable");
    expect(shape(model, "{urn:t}Jagged/item")).toBe("none | {}item: {urn:t}Jagged/item/row [0..unbounded]");
    expect(shape(model, "{urn:t}Jagged/item/row")).toBe("none | {}row: {urn:t}Item [0..unbounded] nillable");
  });

  it("read an extension of soapenc:Array as one, as Axis, .NET and PHP do", async () => {
    const { model, diagnostics } = await read(
      schema(
        SOAP11_ENC,
        `<xs:complexType name="ItemList"><xs:complexContent><xs:extension base="enc:Array">
          <xs:attribute ref="enc:arrayType" wsdl:arrayType="t:Item[]"/>
        </xs:extension></xs:complexContent></xs:complexType>`,
      ),
    );
    expect(diagnostics).toEqual([]);
    expect(shape(model, "{urn:t}ItemList")).toBe("none | {}item: {urn:t}Item [0..unbounded] nillable");
  });

  it("take an arrayType of no namespace or another one for wsdl:arrayType, guessing an unresolved item", async () => {
    const { model, diagnostics } = await read(
      schema(
        SOAP11_ENC,
        `<xs:complexType name="Ids"><xs:complexContent><xs:restriction base="enc:Array">
          <xs:attribute ref="enc:arrayType" arrayType="xs:int[]"/>
        </xs:restriction></xs:complexContent></xs:complexType>
        <xs:complexType name="Items" xmlns:w="http://schemas.xmlsoap.org/wsdl"><xs:complexContent>
          <xs:restriction base="enc:Array"><xs:attribute ref="enc:arrayType" w:arrayType="t:Item[]"/></xs:restriction>
        </xs:complexContent></xs:complexType>
        <xs:complexType name="Guessed" xmlns="http://www.w3.org/2001/XMLSchema"><xs:complexContent>
          <xs:restriction base="enc:Array"><xs:attribute ref="enc:arrayType" arrayType="Item[]"/></xs:restriction>
        </xs:complexContent></xs:complexType>`,
      ),
    );
    expect(diagnostics).toEqual([
      "a.xsd:12:44: warning: wsdl:arrayType in '{urn:t}Guessed' refers to '{http://www.w3.org/2001/XMLSchema}Item', in XSD's own namespace (unprefixed under that default namespace?), where nothing of that name is declared; read as '{urn:t}Item', the only one of that name",
    ]);
    expect(shape(model, "{urn:t}Ids")).toBe("none | {}item: int [0..unbounded] nillable");
    expect(shape(model, "{urn:t}Items")).toBe("none | {}item: {urn:t}Item [0..unbounded] nillable");
    expect(shape(model, "{urn:t}Guessed")).toBe("none | {}item: {urn:t}Item [0..unbounded] nillable");
  });

  it("hold xs:anyType items, with a warning, where they name no item type", async () => {
    const { model, diagnostics } = await read(
      schema(
        SOAP11_ENC,
        `<xs:complexType name="Anything"><xs:complexContent><xs:restriction base="enc:Array"/>
        </xs:complexContent></xs:complexType>
        <xs:complexType name="Wild"><xs:complexContent><xs:restriction base="enc:Array">
          <xs:sequence><xs:any minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
        </xs:restriction></xs:complexContent></xs:complexType>`,
      ),
    );
    expect(diagnostics).toEqual(
      ["5:5", "7:9"].map(
        (at) =>
          `a.xsd:${at}: warning: the encoded array '{urn:t}${at === "5:5" ? "Anything" : "Wild"}' names no item type (no wsdl:arrayType, no item element); its items are read as xs:anyType, typed by their xsi:type`,
      ),
    );
    expect(shape(model, "{urn:t}Anything")).toBe(
      "none | {}item: {http://www.w3.org/2001/XMLSchema}anyType [0..unbounded] nillable",
    );
    expect(shape(model, "{urn:t}Wild")).toBe(
      "none | {}item: {http://www.w3.org/2001/XMLSchema}anyType [0..unbounded] nillable",
    );
  });
});
