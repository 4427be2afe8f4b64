// rpc/literal operations read into wrapper elements: named after the operation (and `<op>Response`) in the
// soap:body namespace, holding the body parts in order, `type` parts unqualified, `element` parts as the element.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { Model, Particle, SoapOperationBinding } from "../../generator/model/index.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

function wsdl(options: { body?: string; schema?: string; headerPart?: boolean } = {}): string {
  const body = options.body ?? 'use="literal" namespace="urn:rpc"';
  const header = options.headerPart === true ? '<soap:header message="t:In" part="auth" use="literal"/>' : "";
  return `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
<wsdl:types><xs:schema targetNamespace="urn:t" elementFormDefault="qualified">
  <xs:element name="Token" type="xs:string"/><xs:element name="Note" type="xs:string"/>${options.schema ?? ""}
</xs:schema></wsdl:types>
<wsdl:message name="In"><wsdl:part name="count" type="xs:int"/><wsdl:part name="note" element="t:Note"/><wsdl:part name="auth" element="t:Token"/></wsdl:message>
<wsdl:message name="Out"><wsdl:part name="total" type="xs:long"/></wsdl:message>
<wsdl:portType name="P"><wsdl:operation name="Op"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>
<wsdl:binding name="B" type="t:P"><soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>
  <wsdl:operation name="Op"><soap:operation soapAction="a"/>
    <wsdl:input>${header}<soap:body ${body}/></wsdl:input><wsdl:output><soap:body ${body}/></wsdl:output></wsdl:operation>
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
  return { model: result.model, diagnostics: result.diagnostics.map(formatDiagnostic) };
}

function binding(model: Model | undefined): SoapOperationBinding | undefined {
  const found = model?.services[0]?.operations[0]?.bindings[0];
  return found?.kind === "soapBinding" ? found : undefined;
}

/** The wrapper's children as `{namespace}local` (ref), from its type's content. */
function children(model: Model | undefined, id: string): string[] {
  const type = model?.types.find((candidate) => candidate.id === id);
  if (type?.kind !== "complexType" || type.content.kind !== "elements") return [];
  return type.content.particle.particles.map((particle: Particle) =>
    particle.kind === "element"
      ? `{${particle.name.namespace}}${particle.name.local}${particle.ref === undefined ? "" : " (ref)"}`
      : particle.kind,
  );
}

describe("rpc/literal wrapper elements", () => {
  it("are named after the operation in the soap:body namespace and hold the body parts in order", async () => {
    const { model, diagnostics } = await read(wsdl({ headerPart: true }));
    expect(diagnostics).toEqual([]);
    expect(binding(model)?.rpcWrappers).toEqual({
      request: { namespace: "urn:rpc", local: "Op" },
      response: { namespace: "urn:rpc", local: "OpResponse" },
    });
    // `auth` travels as a header block, so it is not a child of the wrapper.
    expect(children(model, "{urn:rpc}Op/element")).toEqual(["{}count", "{urn:t}Note (ref)"]);
    expect(children(model, "{urn:rpc}OpResponse/element")).toEqual(["{}total"]);
  });

  it("are made for rpc/encoded operations alike, the binding keeping its use", async () => {
    const encoding = 'encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"';
    const { model, diagnostics } = await read(
      wsdl({ body: `use="encoded" namespace="urn:rpc" ${encoding}` }),
    );
    expect(diagnostics).toEqual([]);
    expect(binding(model)?.use).toBe("encoded");
    expect(binding(model)?.rpcWrappers?.request).toEqual({ namespace: "urn:rpc", local: "Op" });
    expect(children(model, "{urn:rpc}OpResponse/element")).toEqual(["{}total"]);
  });

  it("hold only the parts soap:body parts names", async () => {
    const { model } = await read(wsdl({ body: 'use="literal" namespace="urn:rpc" parts="note"' }));
    expect(children(model, "{urn:rpc}Op/element")).toEqual(["{urn:t}Note (ref)"]);
  });

  it("take the WSDL's targetNamespace, marked as implied, with a warning, where soap:body names none", async () => {
    const { model, diagnostics } = await read(wsdl({ body: 'use="literal"' }));
    expect(binding(model)?.rpcWrappers).toEqual({
      request: { namespace: "urn:t", local: "Op" },
      response: { namespace: "urn:t", local: "OpResponse" },
      requestNamespaceImplied: true,
      responseNamespaceImplied: true,
    });
    expect(diagnostics).toEqual([
      "a.wsdl:9:3: warning: the input soap:body of rpc wsdl:operation 'Op' of wsdl:binding 'B' has no namespace; its wrapper takes the WSDL's targetNamespace, and is read in any namespace",
      "a.wsdl:9:3: warning: the output soap:body of rpc wsdl:operation 'Op' of wsdl:binding 'B' has no namespace; its wrapper takes the WSDL's targetNamespace, and is read in any namespace",
    ]);
  });

  it("are not made where a schema declares an element of the same name", async () => {
    const { model, diagnostics } = await read(
      wsdl({ body: 'use="literal" namespace="urn:t"', schema: '<xs:element name="Op" type="xs:string"/>' }),
    );
    expect(binding(model)?.rpcWrappers).toBeUndefined();
    expect(diagnostics).toEqual([
      "a.wsdl:9:3: warning: the rpc wrapper element {urn:t}Op is also declared in a schema; the operation is left out",
    ]);
  });
});
