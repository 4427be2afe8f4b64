// References to the SOAP 1.1 encoding's value types (soapenc:string, ...) read as the built-in types they extend
// with the id and href of multi-references: in members, attributes, global elements, message parts and array items.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { TypeRef } from "../../generator/model/index.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

const wsdl = `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:xs="http://www.w3.org/2001/XMLSchema"
    xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
    xmlns:t="urn:t" targetNamespace="urn:t">
  <wsdl:types><xs:schema targetNamespace="urn:t">
    <xs:import namespace="http://schemas.xmlsoap.org/soap/encoding/"/>
    <xs:complexType name="User"><xs:sequence>
      <xs:element name="name" type="soapenc:string" nillable="true"/>
      <xs:element name="photo" type="soapenc:base64"/>
    </xs:sequence><xs:attribute name="size" type="soapenc:int"/></xs:complexType>
    <xs:complexType name="Names"><xs:complexContent><xs:restriction base="soapenc:Array">
      <xs:attribute ref="soapenc:arrayType" wsdl:arrayType="soapenc:string[]"/>
    </xs:restriction></xs:complexContent></xs:complexType>
    <xs:complexType name="Tagged"><xs:simpleContent><xs:extension base="soapenc:string">
      <xs:attribute name="tag" type="xs:string"/>
    </xs:extension></xs:simpleContent></xs:complexType>
    <xs:element name="Count" type="soapenc:int"/>
  </xs:schema></wsdl:types>
  <wsdl:message name="In"><wsdl:part name="id" type="soapenc:long"/></wsdl:message>
  <wsdl:message name="Out"/>
  <wsdl:portType name="P"><wsdl:operation name="Op"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>
  <wsdl:binding name="B" type="t:P"><soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>
    <wsdl:operation name="Op"><soap:operation soapAction="a"/>
      <wsdl:input><soap:body use="encoded" namespace="urn:t" encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"/></wsdl:input>
      <wsdl:output><soap:body use="encoded" namespace="urn:t" encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"/></wsdl:output>
    </wsdl:operation></wsdl:binding>
  <wsdl:service name="S"><wsdl:port name="Q" binding="t:B"><soap:address location="http://h.test/"/></wsdl:port></wsdl:service>
</wsdl:definitions>`;

function name(type: TypeRef | undefined): string {
  if (type === undefined) return "none";
  return type.kind === "builtin" ? `xs:${type.name}` : type.id;
}

describe("the SOAP encoding's value types", () => {
  it("are referenced as the built-in types they extend", async () => {
    const result = await readModel({
      root: "/unused",
      entries: ["a.wsdl"],
      source: memorySource({ "a.wsdl": wsdl }),
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    const model = result.model;
    const members = (id: string) => {
      const type = model?.types.find((candidate) => candidate.id === id);
      if (type?.kind !== "complexType" || type.content.kind !== "elements") return [];
      return type.content.particle.particles.map((particle) =>
        particle.kind === "element" ? `${particle.name.local}: ${name(particle.type)}` : particle.kind,
      );
    };
    expect(members("{urn:t}User")).toEqual(["name: xs:string", "photo: xs:base64Binary"]);
    expect(members("{urn:t}Names")).toEqual(["item: xs:string"]);
    const user = model?.types.find((candidate) => candidate.id === "{urn:t}User");
    expect(
      user?.kind === "complexType" ? user.attributes.map((a) => `${a.name.local}: ${name(a.type)}`) : [],
    ).toEqual(["size: xs:int"]);
    expect(name(model?.elements.find((element) => element.name.local === "Count")?.type)).toBe("xs:int");
    expect(name(model?.services[0]?.operations[0]?.input.parts[0]?.type)).toBe("xs:long");
    expect(members("{urn:t}Op/element")).toEqual(["id: xs:long"]);
    // The value types are dropped, but for one a type derives from, which keeps its base.
    const encodingTypes = model?.types
      .map((type) => type.id)
      .filter((id) => id.startsWith("{http://schemas.xmlsoap.org/soap/encoding/}"));
    expect(encodingTypes).toEqual(
      expect.arrayContaining(["{http://schemas.xmlsoap.org/soap/encoding/}string"]),
    );
    expect(encodingTypes).not.toContain("{http://schemas.xmlsoap.org/soap/encoding/}int");
    const tagged = model?.types.find((candidate) => candidate.id === "{urn:t}Tagged");
    expect(tagged?.kind === "complexType" ? name(tagged.derivation?.base) : "").toBe(
      "{http://schemas.xmlsoap.org/soap/encoding/}string",
    );
  });
});
