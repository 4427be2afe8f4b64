import { describe, expect, it } from "vitest";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "./memory-source.ts";

describe("readModel", () => {
  it("keeps rpc style from the binding, the body namespace and type parts", async () => {
    const wsdl = `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
  <wsdl:message name="AddIn"><wsdl:part name="a" type="xs:int"/><wsdl:part name="b" type="xs:int"/></wsdl:message>
  <wsdl:message name="AddOut"><wsdl:part name="sum" type="xs:int"/></wsdl:message>
  <wsdl:portType name="P"><wsdl:operation name="Add" parameterOrder="a b"><wsdl:input message="t:AddIn"/><wsdl:output message="t:AddOut"/></wsdl:operation></wsdl:portType>
  <wsdl:binding name="B" type="t:P"><soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>
    <wsdl:operation name="Add"><soap:operation soapAction=""/>
      <wsdl:input><soap:body use="literal" namespace="urn:calc"/></wsdl:input>
      <wsdl:output><soap:body use="literal" namespace="urn:calc"/></wsdl:output>
    </wsdl:operation>
  </wsdl:binding>
  <wsdl:service name="S"><wsdl:port name="Q" binding="t:B"><soap:address location="http://h.test/"/></wsdl:port></wsdl:service>
</wsdl:definitions>`;
    const { model, diagnostics } = await readModel({
      root: "/unused",
      entries: ["a.wsdl"],
      source: memorySource({ "a.wsdl": wsdl }),
    });
    expect(diagnostics).toEqual([]);
    const operation = model?.services[0]?.operations[0];
    expect(
      operation?.input.parts.map(
        (part) => `${part.name}:${part.type?.kind === "builtin" ? part.type.name : ""}`,
      ),
    ).toEqual(["a:int", "b:int"]);
    expect(operation?.bindings[0]).toMatchObject({
      kind: "soapBinding",
      style: "rpc",
      use: "literal",
      soapAction: "",
      bodyNamespace: "urn:calc",
    });
  });

  it("gives two reads of the same input deep-equal models", async () => {
    const files = {
      "a.xsd":
        '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t"><xs:element name="b"/><xs:element name="a"/></xs:schema>',
    };
    const first = await readModel({ root: "/unused", entries: ["a.xsd"], source: memorySource(files) });
    const second = await readModel({ root: "/unused", entries: ["a.xsd"], source: memorySource(files) });
    expect(first.model?.elements.map((element) => element.name.local)).toEqual(["a", "b"]);
    expect(second).toEqual(first);
  });
});
