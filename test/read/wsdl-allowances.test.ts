// What WSDL 1.1 and XSD 1.0 allow and real services publish, read without an error.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource, xsd } from "./memory-source.ts";
import { complexType } from "./model-walk.ts";

async function read(files: Record<string, string>, entry: string) {
  const result = await readModel({ root: "/unused", entries: [entry], source: memorySource(files) });
  return { model: result.model, lines: result.diagnostics.map(formatDiagnostic) };
}

const wsdl = (
  types: string,
  messages = "",
) => `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"
  xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
  <wsdl:types>${types}</wsdl:types>
  ${messages}
</wsdl:definitions>`;

describe("WSDL 1.1 allowances", () => {
  it("reads a soap:operation style other than document and rpc as the binding's, with a warning", async () => {
    // CXF's SwA test services write the body's use there; wsdl4j keeps it and CXF reads the operation as document.
    const text = `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/"
      xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema"
      xmlns:t="urn:t" targetNamespace="urn:t">
      <types><xs:schema targetNamespace="urn:t"><xs:element name="E" type="xs:string"/></xs:schema></types>
      <message name="M"><part name="p" element="t:E"/></message>
      <portType name="P"><operation name="echo"><input message="t:M"/><output message="t:M"/></operation></portType>
      <binding name="B" type="t:P"><soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
        <operation name="echo"><soap:operation soapAction="" style="literal"/>
          <input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation></binding>
      <service name="S"><port name="Q" binding="t:B"><soap:address location="http://localhost/s"/></port></service>
    </definitions>`;
    const { lines, model } = await read({ "a.wsdl": text }, "a.wsdl");
    expect(lines).toEqual([
      "a.wsdl:8:32: warning: style=\"literal\" must be one of 'document', 'rpc'; read as the style of the soap:binding",
    ]);
    const binding = model?.services[0]?.operations[0]?.bindings[0];
    expect(binding?.kind === "soapBinding" ? binding.style : undefined).toBe("document");
  });

  it("reads wsdl:documentation inside wsdl:part, wsdl:import and portType messages", async () => {
    const { lines, model } = await read(
      {
        "a.wsdl": wsdl(
          xsd('<xs:element name="E" type="xs:string"/>'),
          `<wsdl:message name="M"><wsdl:part name="p" element="t:E"><wsdl:documentation>the part</wsdl:documentation></wsdl:part></wsdl:message>
           <wsdl:portType name="P"><wsdl:operation name="Op">
             <wsdl:input message="t:M"><wsdl:documentation>in</wsdl:documentation></wsdl:input>
           </wsdl:operation></wsdl:portType>`,
        ),
      },
      "a.wsdl",
    );
    // The port type no binding binds is read as bound (see services-of-bindings.ts); nothing else is reported.
    expect(lines).toEqual([
      "a.wsdl:8:12: warning: wsdl:portType 'P' is bound by no wsdl:binding: read as bound to SOAP 1.1 document/literal without a soapAction, as JAX-WS binds an interface by default",
    ]);
    expect(model?.elements.map((element) => element.name.local)).toEqual(["E"]);
  });

  it("reads an xs:import directly inside wsdl:types", async () => {
    const { lines, model } = await read(
      {
        "a.wsdl": wsdl('<xs:import namespace="urn:t" schemaLocation="t.xsd"/>'),
        "t.xsd": xsd('<xs:element name="FromImport" type="xs:int"/>'),
      },
      "a.wsdl",
    );
    expect(lines).toEqual([]);
    expect(model?.files).toEqual(["a.wsdl", "t.xsd"]);
    expect(model?.elements.map((element) => element.name.local)).toEqual(["FromImport"]);
  });
});

describe("XSD 1.0 allowances", () => {
  it("reads a .NET DataSet result (a reference to xs:schema, then any) as wildcard content", async () => {
    const { lines, model } = await read(
      {
        "a.xsd": xsd(`<xs:element name="R"><xs:complexType><xs:sequence>
          <xs:element ref="xs:schema"/><xs:any/>
        </xs:sequence></xs:complexType></xs:element>`),
      },
      "a.xsd",
    );
    expect(lines).toEqual([]);
    const type = complexType(model ?? (undefined as never), "{urn:t}R/element");
    expect(type.content.kind === "elements" && type.content.particle.particles.map((p) => p.kind)).toEqual([
      "any",
      "any",
    ]);
  });

  it("keeps the text of simple content extended by complexContent with attributes only", async () => {
    const { lines, model } = await read(
      {
        "a.xsd": xsd(`<xs:complexType name="Code"><xs:simpleContent><xs:extension base="xs:string">
            <xs:attribute name="list" type="xs:string"/></xs:extension></xs:simpleContent></xs:complexType>
          <xs:element name="D"><xs:complexType><xs:complexContent><xs:extension base="t:Code">
            <xs:attribute name="y" type="xs:int"/></xs:extension></xs:complexContent></xs:complexType></xs:element>`),
      },
      "a.xsd",
    );
    expect(lines).toEqual([]);
    const type = complexType(model ?? (undefined as never), "{urn:t}D/element");
    expect(type.content).toMatchObject({ kind: "simple", valueType: { kind: "builtin", name: "string" } });
    expect(type.attributes.map((attribute) => attribute.name.local)).toEqual(["list", "y"]);
  });
});

describe("standard schemas", () => {
  /** The files a schema `a.xsd` holding `text` is read from: it alone from disk, without a diagnostic. */
  async function filesReadOffline(text: string): Promise<readonly string[] | undefined> {
    const source = memorySource({ "a.xsd": text });
    const result = await readModel({ root: "/unused", entries: ["a.xsd"], source });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(source.reads).toEqual(["a.xsd"]);
    return result.model?.files;
  }

  it("reads xml.xsd, xmlmime, WS-Addressing and SOAP encoding from the generator, by URL or by namespace", async () => {
    const text = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t"
      xmlns:xmime="http://www.w3.org/2005/05/xmlmime" xmlns:wsa="http://www.w3.org/2005/08/addressing"
      xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/" targetNamespace="urn:t" elementFormDefault="qualified">
      <xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="http://www.w3.org/2001/xml.xsd"/>
      <xs:import namespace="http://www.w3.org/2005/05/xmlmime" schemaLocation="http://www.w3.org/2005/05/xmlmime"/>
      <xs:import namespace="http://www.w3.org/2005/08/addressing"
                 schemaLocation="https://www.w3.org/2006/03/addressing/ws-addr.xsd"/>
      <xs:import namespace="http://schemas.xmlsoap.org/soap/encoding/"/>
      <xs:element name="Doc"><xs:complexType><xs:sequence>
        <xs:element name="data" type="xmime:base64Binary"/>
        <xs:element ref="wsa:EndpointReference" minOccurs="0"/>
        <xs:element name="list" type="soapenc:Array" minOccurs="0"/>
      </xs:sequence><xs:attribute ref="xml:lang"/></xs:complexType></xs:element>
    </xs:schema>`;
    expect(await filesReadOffline(text)).toEqual([
      "a.xsd",
      "http://schemas.xmlsoap.org/soap/encoding/",
      "http://www.w3.org/2001/xml.xsd",
      "http://www.w3.org/2005/05/xmlmime",
      "https://www.w3.org/2006/03/addressing/ws-addr.xsd",
    ]);
  });

  it("reads WS-I's swaRef imported by namespace alone or by its URL", async () => {
    const swaRef = "http://ws-i.org/profiles/basic/1.1/xsd";
    for (const location of ["", ` schemaLocation="http://ws-i.org/profiles/basic/1.1/swaref.xsd"`]) {
      const text = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:ref="${swaRef}"
        targetNamespace="urn:t"><xs:import namespace="${swaRef}"${location}/>
        <xs:element name="Claim"><xs:complexType><xs:sequence>
          <xs:element name="form" type="ref:swaRef"/>
        </xs:sequence></xs:complexType></xs:element>
      </xs:schema>`;
      expect(await filesReadOffline(text)).toEqual([
        "a.xsd",
        "http://ws-i.org/profiles/basic/1.1/swaref.xsd",
      ]);
    }
  });

  it("reads the August 2004 WS-Addressing headers a WSDL names without importing them, or imports by URL", async () => {
    const submission = "http://schemas.xmlsoap.org/ws/2004/08/addressing";
    const wsdl = (types: string) => `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/"
      xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema"
      xmlns:wsa="${submission}" xmlns:t="urn:t" targetNamespace="urn:t">
      <types>${types}</types>
      <message name="Ping"><part name="text" type="xs:string"/></message>
      <message name="Addressing"><part name="MessageID" element="wsa:MessageID"/>
        <part name="ReplyTo" element="wsa:ReplyTo"/></message>
      <portType name="P"><operation name="ping"><input message="t:Ping"/></operation></portType>
      <binding name="B" type="t:P"><soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>
        <operation name="ping"><soap:operation soapAction="ping"/><input>
          <soap:body use="literal" namespace="urn:t"/>
          <soap:header message="t:Addressing" part="MessageID" use="literal"/>
          <soap:header message="t:Addressing" part="ReplyTo" use="literal"/></input></operation></binding>
      <service name="S"><port name="Q" binding="t:B"><soap:address location="http://localhost/s"/></port></service>
    </definitions>`;
    const unimported = `a.wsdl:6:34: warning: namespace '${submission}' is used without an xs:import; read as imported, with its shipped standard schema`;
    for (const [types, warnings] of [
      ["", [unimported]],
      [
        `<xs:schema targetNamespace="urn:t"><xs:import namespace="${submission}" schemaLocation="${submission}"/></xs:schema>`,
        [],
      ],
    ] as const) {
      const result = await readModel({
        root: "/unused",
        entries: ["a.wsdl"],
        source: memorySource({ "a.wsdl": wsdl(types) }),
      });
      expect(result.diagnostics.map(formatDiagnostic)).toEqual(warnings);
      expect(result.model?.files).toEqual(["a.wsdl", submission]);
      expect(result.model?.elements.map((element) => element.name.local)).toEqual(
        expect.arrayContaining(["MessageID", "ReplyTo", "RelatesTo", "To", "Action", "FaultTo"]),
      );
    }
  });

  it("reads WS-Security 1.1, XML Encryption, XML Signature and the draft xmlmime from the generator", async () => {
    const text = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t"
      xmlns:wsse11="http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd"
      xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:xm06="http://www.w3.org/2004/06/xmlmime"
      targetNamespace="urn:t" elementFormDefault="qualified">
      <xs:import namespace="http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd"
                 schemaLocation="http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd"/>
      <xs:import namespace="http://www.w3.org/2000/09/xmldsig#"
                 schemaLocation="https://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd"/>
      <xs:import namespace="http://www.w3.org/2004/06/xmlmime"/>
      <xs:element name="Doc"><xs:complexType><xs:sequence>
        <xs:element ref="wsse11:EncryptedHeader"/>
        <xs:element ref="ds:Signature"/>
        <xs:element name="photo" type="xm06:base64Binary"/>
      </xs:sequence></xs:complexType></xs:element>
    </xs:schema>`;
    // XML Signature, which XML Encryption imports by its 2002 URL and the schema by the undated one, is read once.
    expect(await filesReadOffline(text)).toEqual([
      "a.xsd",
      "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd",
      "http://docs.oasis-open.org/wss/oasis-wss-wssecurity-secext-1.1.xsd",
      "http://www.w3.org/2004/06/xmlmime",
      "http://www.w3.org/TR/2002/REC-xmlenc-core-20021210/xenc-schema.xsd",
      "https://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd",
    ]);
  });

  it("reads the SOAP 1.1 Array a gSOAP WSDL of a SOAP 1.2 service restricts in the SOAP 1.2 encoding namespace", async () => {
    const text = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t"
      xmlns:enc="http://www.w3.org/2003/05/soap-encoding" targetNamespace="urn:t">
      <xs:import namespace="http://www.w3.org/2003/05/soap-encoding"/>
      <xs:complexType name="ArrayOfstring"><xs:complexContent><xs:restriction base="enc:Array">
        <xs:sequence><xs:element name="item" type="xs:string" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
        <xs:attribute ref="enc:arrayType" wsdl:arrayType="xs:string[]" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"/>
      </xs:restriction></xs:complexContent></xs:complexType>
    </xs:schema>`;
    const result = await readModel({
      root: "/unused",
      entries: ["a.xsd"],
      source: memorySource({ "a.xsd": text }),
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.model?.types.map((type) => type.id)).toContain("{urn:t}ArrayOfstring");
  });

  it("still refuses other remote locations", async () => {
    const text = xsd('<xs:include schemaLocation="http://example.org/other.xsd"/>');
    const { lines } = await read({ "a.xsd": text }, "a.xsd");
    expect(lines).toEqual([
      "a.xsd:2:1: error: remote location 'http://example.org/other.xsd' is refused (remote locations are off)",
    ]);
  });
});

describe("a schema of wsdl:types without targetNamespace", () => {
  it("is read in the WSDL's namespace where the WSDL refers to what it declares so", async () => {
    const { lines, model } = await read(
      {
        "a.wsdl": wsdl(
          `<xs:schema><xs:group name="G"><xs:sequence><xs:element name="a" type="xs:string"/></xs:sequence></xs:group>
            <xs:complexType name="Echo"><xs:sequence><xs:group ref="t:G"/></xs:sequence></xs:complexType>
            <xs:element name="request" type="xs:string"/></xs:schema>`,
          `<wsdl:message name="M"><wsdl:part name="p" element="t:request"/><wsdl:part name="q" type="t:Echo"/></wsdl:message>`,
        ),
      },
      "a.wsdl",
    );
    expect(lines).toEqual([
      "a.wsdl:3:15: warning: xs:schema without targetNamespace, whose 'request' the WSDL refers to in its own namespace 'urn:t': read as a schema of 'urn:t'",
    ]);
    expect(model?.elements.map((element) => element.name)).toEqual([
      { namespace: "urn:t", local: "request" },
    ]);
    expect(model?.types.map((type) => type.name)).toEqual([{ namespace: "urn:t", local: "Echo" }]);
  });

  it("stays a no-namespace schema where the WSDL refers to it so", async () => {
    const { lines, model } = await read(
      {
        "a.wsdl": wsdl(
          `<xs:schema><xs:element name="request" type="xs:string"/></xs:schema>`,
          `<wsdl:message name="M" xmlns=""><wsdl:part name="p" element="request"/></wsdl:message>`,
        ),
      },
      "a.wsdl",
    );
    expect(lines).toEqual([]);
    expect(model?.elements.map((element) => element.name)).toEqual([{ namespace: "", local: "request" }]);
  });
});
