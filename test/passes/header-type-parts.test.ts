// soap:header parts of a type: a global element made for each header block, named after the part, in the
// soap:header's namespace else the message's; one already declared with another type leaves the header out.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { SoapOperationBinding } from "../../generator/model/index.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

/** An rpc operation whose input carries the header parts given (of message In, or of message H). */
function wsdl(headers: string, schema = ""): string {
  return `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
<wsdl:types><xs:schema targetNamespace="urn:t">${schema}</xs:schema></wsdl:types>
<wsdl:message name="In"><wsdl:part name="session" type="xs:string"/><wsdl:part name="id" type="xs:int"/></wsdl:message>
<wsdl:message name="H"><wsdl:part name="tag" type="xs:int"/></wsdl:message>
<wsdl:message name="Out"><wsdl:part name="ok" type="xs:boolean"/></wsdl:message>
<wsdl:portType name="P"><wsdl:operation name="Op"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>
<wsdl:binding name="B" type="t:P"><soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>
<wsdl:operation name="Op"><soap:operation soapAction="a"/>
<wsdl:input><soap:body use="literal" parts="id" namespace="urn:t"/>
${headers}</wsdl:input><wsdl:output><soap:body use="literal" namespace="urn:t"/></wsdl:output></wsdl:operation>
</wsdl:binding>
<wsdl:service name="S"><wsdl:port name="Q" binding="t:B"><soap:address location="http://h.test/"/></wsdl:port></wsdl:service>
</wsdl:definitions>`;
}

async function read(text: string) {
  const result = await readModel({
    root: "/unused",
    entries: ["a.wsdl"],
    source: memorySource({ "a.wsdl": text }),
  });
  const binding = result.model?.services[0]?.operations[0]?.bindings[0] as SoapOperationBinding | undefined;
  return { result, headers: binding?.inputHeaders ?? [] };
}

describe("header-type-parts", () => {
  it("makes an element of the part's type for each header block, in soap:header's namespace else the message's", async () => {
    const { result, headers } = await read(
      wsdl(
        '<soap:header message="t:In" part="session" use="literal"/>\n<soap:header message="t:H" part="tag" use="literal" namespace="urn:tags"/>',
      ),
    );
    expect(result.diagnostics).toEqual([]);
    expect(headers.map((header) => [header.part, header.element, header.implicit])).toEqual([
      ["session", { namespace: "urn:t", local: "session" }, false],
      ["tag", { namespace: "urn:tags", local: "tag" }, true],
    ]);
    const elements = result.model?.elements.filter((element) =>
      ["session", "tag"].includes(element.name.local),
    );
    expect(elements?.map((element) => [element.name.namespace, element.name.local, element.type])).toEqual([
      ["urn:t", "session", { kind: "builtin", name: "string" }],
      ["urn:tags", "tag", { kind: "builtin", name: "int" }],
    ]);
  });

  it("takes an element already declared of the same type, and leaves the header out where its type differs", async () => {
    const same = await read(
      wsdl(
        '<soap:header message="t:In" part="session" use="literal"/>',
        '<xs:element name="session" type="xs:string"/>',
      ),
    );
    expect(same.result.diagnostics).toEqual([]);
    expect(same.headers.map((header) => header.element)).toEqual([{ namespace: "urn:t", local: "session" }]);
    const other = await read(
      wsdl(
        '<soap:header message="t:In" part="session" use="literal"/>',
        '<xs:element name="session" type="xs:int"/>',
      ),
    );
    expect(other.result.diagnostics.map(formatDiagnostic)).toEqual([
      "a.wsdl:10:1: warning: soap:header names part 'session' of wsdl:message 'In', a type; its header block would be element '{urn:t}session', which is declared with another type, so the header is left out",
    ]);
    expect(other.headers).toEqual([]);
  });
});
