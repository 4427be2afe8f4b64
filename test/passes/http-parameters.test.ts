// HTTP GET/POST operations that no SOAP port of their service binds: a request type made from the input message's
// parts, `{portType ns}<op>#input`, one unqualified member per part, named in the binding's `parametersType`.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { Model } from "../../generator/model/index.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

interface Shape {
  /** Parts of the GET binding's input message, as `<wsdl:part>` markup. */
  readonly get: string;
  /** Parts of the POST binding's input message; default the GET's. */
  readonly post?: string;
  /** Adds a SOAP 1.1 port of the GET port type to the service. */
  readonly soap?: boolean;
}

/** An .asmx-shaped WSDL: HTTP GET and POST port types with messages of their own, and a SOAP port if asked. */
function wsdl({ get, post = get, soap = false }: Shape): string {
  const port = (protocol: string, address: string) =>
    `<wsdl:port name="S${protocol}" binding="t:B${protocol}">${address}</wsdl:port>`;
  const http = (protocol: string, verb: string) => `<wsdl:binding name="B${protocol}" type="t:P${protocol}">
  <http:binding verb="${verb}"/><wsdl:operation name="Op"><http:operation location="/Op"/>
  <wsdl:input><http:urlEncoded/></wsdl:input><wsdl:output><mime:mimeXml part="Body"/></wsdl:output></wsdl:operation>
</wsdl:binding>`;
  const portType = (protocol: string) =>
    `<wsdl:portType name="P${protocol}"><wsdl:operation name="Op"><wsdl:input message="t:In${protocol}"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>`;
  return `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:http="http://schemas.xmlsoap.org/wsdl/http/" xmlns:mime="http://schemas.xmlsoap.org/wsdl/mime/" xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
<wsdl:types><s:schema targetNamespace="urn:t" elementFormDefault="qualified">
  <s:element name="string" nillable="true" type="s:string"/>
  <s:element name="Op"><s:complexType><s:sequence><s:element name="zip" type="s:string"/></s:sequence></s:complexType></s:element>
</s:schema></wsdl:types>
<wsdl:message name="InGet">${get}</wsdl:message>
<wsdl:message name="InPost">${post}</wsdl:message>
<wsdl:message name="InSoap"><wsdl:part name="parameters" element="t:Op"/></wsdl:message>
<wsdl:message name="Out"><wsdl:part name="Body" element="t:string"/></wsdl:message>
${portType("Get")}${portType("Post")}${soap ? portType("Soap") : ""}
${http("Get", "GET")}
${http("Post", "POST")}
${
  soap
    ? `<wsdl:binding name="BSoap" type="t:PSoap"><soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
  <wsdl:operation name="Op"><soap:operation soapAction="urn:t/Op"/><wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>
</wsdl:binding>`
    : ""
}
<wsdl:service name="S">${soap ? port("Soap", '<soap:address location="http://h.test/S.asmx"/>') : ""}${port("Get", '<http:address location="http://h.test/S.asmx"/>')}${port("Post", '<http:address location="http://h.test/S.asmx"/>')}</wsdl:service>
</wsdl:definitions>`;
}

async function read(shape: Shape) {
  const result = await readModel({
    root: "/unused",
    entries: ["a.wsdl"],
    source: memorySource({ "a.wsdl": wsdl(shape) }),
  });
  return { model: result.model, diagnostics: result.diagnostics.map(formatDiagnostic) };
}

/** `parametersType` of each HTTP binding of the service's operation, by protocol. */
function parametersTypes(model: Model | undefined): Record<string, string | undefined> {
  return Object.fromEntries(
    (model?.services[0]?.operations[0]?.bindings ?? []).flatMap((binding) =>
      binding.kind === "httpBinding" ? [[binding.protocol, binding.parametersType]] : [],
    ),
  );
}

/** The made type's members as `{namespace}local: type`, from its content. */
function members(model: Model | undefined, id: string): string[] | undefined {
  const type = model?.types.find((candidate) => candidate.id === id);
  if (type?.kind !== "complexType" || type.content.kind !== "elements") return undefined;
  return type.content.particle.particles.map((particle) =>
    particle.kind === "element"
      ? `{${particle.name.namespace}}${particle.name.local}: ${particle.type.kind === "builtin" ? particle.type.name : particle.type.id} ${particle.minOccurs}..${particle.maxOccurs}`
      : particle.kind,
  );
}

const zip = '<wsdl:part name="zip" type="s:string"/>';
const count = '<wsdl:part name="count" type="s:int"/>';

describe("HTTP parameter types", () => {
  it("make each part of an HTTP-only operation's input a required unqualified member, in part order", async () => {
    const { model, diagnostics } = await read({ get: `${zip}${count}` });
    expect(diagnostics).toEqual([]);
    expect(parametersTypes(model)).toEqual({ httpGet: "{urn:t}Op#input", httpPost: "{urn:t}Op#input" });
    expect(members(model, "{urn:t}Op#input")).toEqual(["{}zip: string 1..1", "{}count: int 1..1"]);
  });

  it("make an empty type of an input without parts", async () => {
    const { model } = await read({ get: "" });
    expect(parametersTypes(model)).toEqual({ httpGet: "{urn:t}Op#input", httpPost: "{urn:t}Op#input" });
    expect(members(model, "{urn:t}Op#input")).toEqual([]);
  });

  it("make nothing where a SOAP port of the service binds the operation: its messages type the request", async () => {
    const { model, diagnostics } = await read({ get: `${zip}${count}`, soap: true });
    expect(diagnostics).toEqual([]);
    expect(parametersTypes(model)).toEqual({ httpGet: undefined, httpPost: undefined });
    expect(members(model, "{urn:t}Op#input")).toBeUndefined();
  });

  it("make nothing of one element part, whose members are the parameters", async () => {
    const { model } = await read({ get: '<wsdl:part name="parameters" element="t:Op"/>' });
    expect(parametersTypes(model)).toEqual({ httpGet: undefined, httpPost: undefined });
  });

  it("give the later binding none where a part's type differs", async () => {
    const { model, diagnostics } = await read({ get: zip, post: '<wsdl:part name="zip" type="s:int"/>' });
    expect(parametersTypes(model)).toEqual({ httpGet: "{urn:t}Op#input", httpPost: undefined });
    expect(diagnostics).toHaveLength(1);
  });

  it("give the later binding none, with a warning, where the bindings' parts differ", async () => {
    const { model, diagnostics } = await read({ get: zip, post: `${zip}${count}` });
    expect(parametersTypes(model)).toEqual({ httpGet: "{urn:t}Op#input", httpPost: undefined });
    expect(diagnostics).toEqual([
      "a.wsdl:16:30: warning: the input message of wsdl:operation 'Op' of wsdl:binding 'BPost' has other parts than another HTTP binding of it",
    ]);
  });
});
