// document/literal messages that are not one element part: a Body type made from the parts, named
// `{portType ns}<op>#input` (`#output`), holding the body parts in order, each property named after its part.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { Model, SoapOperationBinding } from "../../generator/model/index.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

/** One operation of a document binding whose input and output messages hold the parts given. */
function wsdl(
  input: string,
  output: string,
  inputBody = 'use="literal"',
  bindings = 1,
  second: "soap" | "soap12" = "soap",
): string {
  const binding = (name: string) => {
    const soap = name === "B2" ? second : "soap";
    return `<wsdl:binding name="${name}" type="t:P"><${soap}:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
  <wsdl:operation name="Op"><${soap}:operation soapAction="a"/>
    <wsdl:input><${soap}:header message="t:In" part="auth" use="literal"/><${soap}:body ${name === "B2" ? 'use="literal" parts="count"' : inputBody}/></wsdl:input><wsdl:output><${soap}:body use="literal"/></wsdl:output></wsdl:operation>
</wsdl:binding>`;
  };
  const ports = ["B", "B2"].slice(0, bindings).map((name) => {
    const soap = name === "B2" ? second : "soap";
    return `<wsdl:port name="${name}" binding="t:${name}"><${soap}:address location="http://h.test/"/></wsdl:port>`;
  });
  return `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
<wsdl:types><xs:schema targetNamespace="urn:t" elementFormDefault="qualified">
  <xs:element name="Token" type="xs:string"/><xs:element name="Note" type="xs:string"/>
  <xs:element name="Order"><xs:complexType><xs:sequence><xs:element name="id" type="xs:int"/></xs:sequence></xs:complexType></xs:element>
</xs:schema></wsdl:types>
<wsdl:message name="In"><wsdl:part name="auth" element="t:Token"/>${input}</wsdl:message>
<wsdl:message name="Out">${output}</wsdl:message>
<wsdl:portType name="P"><wsdl:operation name="Op"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>
${["B", "B2"].slice(0, bindings).map(binding).join("\n")}
<wsdl:service name="S">${ports.join("")}</wsdl:service>
</wsdl:definitions>`;
}

async function read(text: string) {
  const result = await readModel({
    root: "/unused",
    entries: ["a.wsdl"],
    source: memorySource({ "a.wsdl": text }),
  });
  return { model: result.model, diagnostics: result.diagnostics.map(formatDiagnostic) };
}

function binding(model: Model | undefined, index = 0): SoapOperationBinding | undefined {
  const found = model?.services[0]?.operations[0]?.bindings[index];
  return found?.kind === "soapBinding" ? found : undefined;
}

/** The Body type's members as `part: {namespace}local`, from its content. */
function members(model: Model | undefined, id: string): string[] {
  const type = model?.types.find((candidate) => candidate.id === id);
  if (type?.kind !== "complexType" || type.content.kind !== "elements") return [];
  return type.content.particle.particles.map((particle) =>
    particle.kind === "element"
      ? `${particle.part ?? "-"}: {${particle.name.namespace}}${particle.name.local}`
      : particle.kind,
  );
}

const count = '<wsdl:part name="count" type="xs:int"/>';
const note = '<wsdl:part name="remark" element="t:Note"/>';
const order = '<wsdl:part name="order" element="t:Order"/>';

describe("bare document bodies", () => {
  it("hold several body parts in order, element parts named after their part, type parts unqualified", async () => {
    const { model, diagnostics } = await read(wsdl(`${note}${count}`, `${order}${count}`));
    expect(diagnostics).toEqual([]);
    expect(binding(model)?.bareBodies).toEqual({ request: "{urn:t}Op#input", response: "{urn:t}Op#output" });
    // `auth` travels as a header block, so it is not in the Body.
    expect(members(model, "{urn:t}Op#input")).toEqual(["remark: {urn:t}Note", "-: {}count"]);
    expect(members(model, "{urn:t}Op#output")).toEqual(["order: {urn:t}Order", "-: {}count"]);
  });

  it("hold only the parts soap:body parts names, one type part too", async () => {
    const { model } = await read(wsdl(`${note}${count}`, order, 'use="literal" parts="count"'));
    expect(binding(model)?.bareBodies).toEqual({ request: "{urn:t}Op#input" });
    expect(members(model, "{urn:t}Op#input")).toEqual(["-: {}count"]);
  });

  it("are made for a request of one element part of a simple type, never for one of a complex type", async () => {
    expect(binding((await read(wsdl(note, order))).model)?.bareBodies).toEqual({
      request: "{urn:t}Op#input",
    });
    expect(binding((await read(wsdl(order, note))).model)?.bareBodies).toBeUndefined();
  });

  it("are made empty for a request of no body part: every part a header, or soap:body parts empty", async () => {
    for (const body of ['use="literal"', 'use="literal" parts=""']) {
      const { model, diagnostics } = await read(wsdl(body === 'use="literal"' ? "" : note, order, body));
      expect(diagnostics).toEqual([]);
      expect(binding(model)?.bareBodies).toEqual({ request: "{urn:t}Op#input" });
      expect(members(model, "{urn:t}Op#input")).toEqual([]);
    }
  });

  it("are not made for an operation whose message is not declared, which is left out", async () => {
    const { model, diagnostics } = await read(
      wsdl(note, order).replace('<wsdl:input message="t:In"/>', '<wsdl:input message="t:Missing"/>'),
    );
    expect(diagnostics.join("\n")).toMatch(
      /refers to wsdl:message '\{urn:t\}Missing', which is not declared/,
    );
    expect(model?.types.map((type) => type.id)).not.toContain("{urn:t}Op#input");
  });

  it("are made per SOAP version where the SOAP 1.2 binding's request parts differ, the later named after it", async () => {
    const { model, diagnostics } = await read(wsdl(`${note}${count}`, order, 'use="literal"', 2, "soap12"));
    expect(diagnostics).toEqual([]);
    expect([binding(model, 0)?.bareBodies, binding(model, 1)?.bareBodies]).toEqual([
      { request: "{urn:t}Op#input" },
      { request: "{urn:t}Op#soap12Input" },
    ]);
    expect(members(model, "{urn:t}Op#soap12Input")).toEqual(["-: {}count"]);
    // The SOAP 1.2 binding first in the WSDL: its request is still the one named after its version.
    const text = wsdl(`${note}${count}`, order, 'use="literal"', 2, "soap12");
    const [head = "", first = "", second = ""] = text.split(/(?=<wsdl:binding )|(?=<wsdl:service)/);
    const swapped = await read(text.replace(`${head}${first}${second}`, `${head}${second}${first}`));
    expect(binding(swapped.model, 1)?.bareBodies).toEqual({ request: "{urn:t}Op#soap12Input" });
  });

  it("are not made for a binding whose parts differ from another binding's of its SOAP version, with a warning", async () => {
    const { model, diagnostics } = await read(wsdl(`${note}${count}`, order, 'use="literal"', 2));
    expect([binding(model, 0)?.bareBodies, binding(model, 1)?.bareBodies]).toEqual([
      { request: "{urn:t}Op#input" },
      undefined,
    ]);
    expect(diagnostics).toEqual([
      "a.wsdl:14:3: warning: the soap:body of wsdl:operation 'Op' of wsdl:binding 'B2' carries other parts than another SOAP 1.1 binding of it",
    ]);
  });
});
