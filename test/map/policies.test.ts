// WS-Policy attached to bindings (WCF's PolicyReference to a top-level policy, JAX-WS's binding extension and
// inline policy) and WS-Addressing's actions on port type messages, as the mapper reads them into the draft.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { loadDocuments } from "../../generator/load/load-documents.ts";
import { mapDocuments } from "../../generator/map/map-documents.ts";
import { memorySource } from "../read/memory-source.ts";

const namespaces = [
  'xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"',
  'xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/"',
  'xmlns:wsp="http://schemas.xmlsoap.org/ws/2004/09/policy"',
  'xmlns:wsp15="http://www.w3.org/ns/ws-policy"',
  'xmlns:wsu="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd"',
  'xmlns:wsaw="http://www.w3.org/2006/05/addressing/wsdl"',
  'xmlns:wsam="http://www.w3.org/2007/05/addressing/metadata"',
  'xmlns:wsoma="http://schemas.xmlsoap.org/ws/2004/09/policy/optimizedmimeserialization"',
  'xmlns:sp="http://schemas.xmlsoap.org/ws/2005/07/securitypolicy"',
  'xmlns:xs="http://www.w3.org/2001/XMLSchema"',
].join(" ");

/**
 * A WSDL of one port type `P` (operation `Op`, request-response, and `Note`, one-way) in `namespace`, `policies`
 * at the top, and binding `B` holding `binding` before its soap12:binding; `input`/`output` are attributes of
 * `Op`'s messages.
 */
function wsdl(options: {
  policies?: string;
  binding?: string;
  input?: string;
  output?: string;
  soapAction?: string;
  namespace?: string;
}): string {
  const namespace = options.namespace ?? "http://example.com/quotes";
  return `<wsdl:definitions targetNamespace="${namespace}" xmlns:tns="${namespace}" ${namespaces}>
${options.policies ?? ""}
<wsdl:types><xs:schema targetNamespace="${namespace}"><xs:element name="Op" type="xs:string"/><xs:element name="OpResponse" type="xs:string"/></xs:schema></wsdl:types>
<wsdl:message name="In"><wsdl:part name="p" element="tns:Op"/></wsdl:message>
<wsdl:message name="Out"><wsdl:part name="p" element="tns:OpResponse"/></wsdl:message>
<wsdl:portType name="P">
  <wsdl:operation name="Op"><wsdl:input message="tns:In" ${options.input ?? ""}/><wsdl:output message="tns:Out" ${options.output ?? ""}/></wsdl:operation>
  <wsdl:operation name="Note"><wsdl:input message="tns:In"/></wsdl:operation>
</wsdl:portType>
<wsdl:binding name="B" type="tns:P">
  ${options.binding ?? ""}
  <soap12:binding transport="http://schemas.xmlsoap.org/soap/http"/>
  <wsdl:operation name="Op"><soap12:operation soapAction="${options.soapAction ?? ""}"/><wsdl:input><soap12:body use="literal"/></wsdl:input><wsdl:output><soap12:body use="literal"/></wsdl:output></wsdl:operation>
  <wsdl:operation name="Note"><soap12:operation soapAction=""/><wsdl:input><soap12:body use="literal"/></wsdl:input></wsdl:operation>
</wsdl:binding>
</wsdl:definitions>`;
}

async function map(text: string) {
  const loaded = await loadDocuments({
    entries: ["a.wsdl"],
    source: memorySource({ "a.wsdl": text }),
    allowRemote: false,
  });
  expect(loaded.diagnostics).toEqual([]);
  const { draft, sink } = mapDocuments(loaded);
  return { draft, diagnostics: sink.diagnostics.map(formatDiagnostic) };
}

async function bindingOf(options: Parameters<typeof wsdl>[0]) {
  const { draft, diagnostics } = await map(wsdl(options));
  expect(diagnostics).toEqual([]);
  const { addressing, mtom } = draft.bindings[0] ?? {};
  return { addressing, mtom };
}

describe("policies attached to a binding", () => {
  it("reads WCF's PolicyReference to a wsu:Id policy of ExactlyOne/All alternatives", async () => {
    const policies = `<wsp:Policy wsu:Id="B_policy"><wsp:ExactlyOne><wsp:All>
  <sp:SymmetricBinding><wsp:Policy><sp:IncludeTimestamp/></wsp:Policy></sp:SymmetricBinding>
  <wsoma:OptimizedMimeSerialization/>
  <wsaw:UsingAddressing/>
</wsp:All></wsp:ExactlyOne></wsp:Policy>`;
    expect(await bindingOf({ policies, binding: '<wsp:PolicyReference URI="#B_policy"/>' })).toEqual({
      addressing: "required",
      mtom: true,
    });
  });

  it("counts an assertion in any alternative, through a reference by Name and nested references", async () => {
    const policies = `<wsp15:Policy Name="urn:policies:outer"><wsp15:ExactlyOne>
  <wsp15:All/>
  <wsp15:All><wsp15:PolicyReference URI="#inner"/></wsp15:All>
</wsp15:ExactlyOne></wsp15:Policy>
<wsp15:Policy wsu:Id="inner"><wsam:Addressing><wsp15:Policy><wsam:AnonymousResponses/></wsp15:Policy></wsam:Addressing></wsp15:Policy>`;
    expect(
      await bindingOf({ policies, binding: '<wsp15:PolicyReference URI="urn:policies:outer"/>' }),
    ).toEqual({ addressing: "required", mtom: undefined });
  });

  it("makes addressing optional where the assertion is wsp:Optional, and MTOM off", async () => {
    const binding = `<wsp15:Policy><wsam:Addressing wsp15:Optional="true"><wsp15:Policy/></wsam:Addressing>
  <wsoma:OptimizedMimeSerialization wsp15:Optional="true"/></wsp15:Policy>`;
    expect(await bindingOf({ binding })).toEqual({ addressing: "optional", mtom: undefined });
  });

  it("reads JAX-WS's wsaw:UsingAddressing binding extension, required by wsdl:required", async () => {
    expect(await bindingOf({ binding: '<wsaw:UsingAddressing wsdl:required="true"/>' })).toEqual({
      addressing: "required",
      mtom: undefined,
    });
    expect(await bindingOf({ binding: "<wsaw:UsingAddressing/>" })).toEqual({
      addressing: "optional",
      mtom: undefined,
    });
  });

  it("leaves a binding without policies as it was, and warns of a reference it cannot follow", async () => {
    expect(await bindingOf({})).toEqual({ addressing: undefined, mtom: undefined });
    const { draft, diagnostics } = await map(
      wsdl({ binding: '<wsp:PolicyReference URI="http://example.com/policies.xml#p"/>' }),
    );
    expect(draft.bindings[0]?.addressing).toBeUndefined();
    expect(diagnostics).toEqual([
      "a.wsdl:11:3: warning: wsp:PolicyReference 'http://example.com/policies.xml#p' of wsdl:binding 'B' names no policy of this document, and is not read",
    ]);
  });
});

describe("WS-Addressing actions of port type messages", () => {
  const actions = async (options: Parameters<typeof wsdl>[0]) => {
    const { draft } = await map(wsdl(options));
    return draft.portTypes[0]?.operations.map(({ name, inputAction, defaultInputAction, outputAction }) => ({
      name,
      inputAction,
      defaultInputAction,
      outputAction,
    }));
  };

  it("takes wsaw:Action and wsam:Action where written", async () => {
    expect(
      (
        await actions({
          input: 'wsaw:Action="urn:in" name="Ask"',
          output: 'wsam:Action="urn:out"',
        })
      )?.[0],
    ).toEqual({
      name: "Op",
      inputAction: "urn:in",
      defaultInputAction: "http://example.com/quotes/P/Ask",
      outputAction: "urn:out",
    });
  });

  it("makes the default actions of WS-Addressing Metadata's pattern, with ':' for a URN namespace", async () => {
    expect(await actions({})).toEqual([
      {
        name: "Op",
        inputAction: undefined,
        defaultInputAction: "http://example.com/quotes/P/OpRequest",
        outputAction: "http://example.com/quotes/P/OpResponse",
      },
      {
        name: "Note",
        inputAction: undefined,
        defaultInputAction: "http://example.com/quotes/P/Note",
        outputAction: undefined,
      },
    ]);
    expect((await actions({ namespace: "urn:quotes" }))?.[0]).toMatchObject({
      defaultInputAction: "urn:quotes:P:OpRequest",
      outputAction: "urn:quotes:P:OpResponse",
    });
    expect((await actions({ namespace: "http://example.com/quotes/" }))?.[0]).toMatchObject({
      defaultInputAction: "http://example.com/quotes/P/OpRequest",
    });
  });
});
