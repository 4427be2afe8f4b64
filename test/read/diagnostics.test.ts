// Negative cases for the diagnostics of parse, map, resolve and the passes, each at its exact
// file:line:column, read end to end through readModel.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource, xsd } from "./memory-source.ts";

const definitions = (body: string) =>
  `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:http="http://schemas.xmlsoap.org/wsdl/http/" xmlns:mime="http://schemas.xmlsoap.org/wsdl/mime/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
<wsdl:types><xs:schema targetNamespace="urn:t"><xs:element name="E" type="xs:string"/></xs:schema></wsdl:types>
<wsdl:message name="In"><wsdl:part name="p" element="t:E"/></wsdl:message>
<wsdl:message name="Out"><wsdl:part name="Body" element="t:E"/></wsdl:message>
<wsdl:portType name="P"><wsdl:operation name="Op"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>
${body}
</wsdl:definitions>`;
const soapBinding = (operation: string, name = "B") =>
  `<wsdl:binding name="${name}" type="t:P"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>\n${operation}\n</wsdl:binding>`;
const soapOperation =
  '<wsdl:operation name="Op"><soap:operation soapAction="a"/><wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>';
const service = (port: string) => `<wsdl:service name="S">\n${port}\n</wsdl:service>`;
const soapPort = '<wsdl:port name="Q" binding="t:B"><soap:address location="http://h.test/"/></wsdl:port>';

async function diagnose(files: Record<string, string>, entry: string): Promise<string[]> {
  const result = await readModel({ root: "/unused", entries: [entry], source: memorySource(files) });
  if (result.diagnostics.some((diagnostic) => diagnostic.severity === "error"))
    expect(result.model).toBeUndefined();
  return result.diagnostics.flatMap((diagnostic) => formatDiagnostic(diagnostic).split("\n"));
}

describe("diagnostics of the passes", () => {
  it.each([
    [
      "an attribute group referring to itself",
      '<xs:attributeGroup name="A">\n  <xs:attributeGroup ref="t:B"/></xs:attributeGroup>\n<xs:attributeGroup name="B">\n  <xs:attributeGroup ref="t:A"/></xs:attributeGroup>',
      [
        "a.xsd:3:3: error: attribute group '{urn:t}B' refers to itself ({urn:t}B -> {urn:t}A -> {urn:t}B)",
        "  a.xsd:4:1: the attribute group is declared here",
        "a.xsd:5:3: error: attribute group '{urn:t}A' refers to itself ({urn:t}A -> {urn:t}B -> {urn:t}A)",
        "  a.xsd:2:1: the attribute group is declared here",
      ],
    ],
    [
      "a group containing itself",
      '<xs:group name="G"><xs:sequence>\n  <xs:group ref="t:G" minOccurs="0"/></xs:sequence></xs:group>',
      [
        "a.xsd:3:3: error: group '{urn:t}G' contains itself ({urn:t}G -> {urn:t}G), which has no finite content model",
        "  a.xsd:2:1: the group is declared here",
      ],
    ],
    [
      "complex types deriving from each other",
      '<xs:complexType name="A"><xs:complexContent><xs:extension base="t:B"/></xs:complexContent></xs:complexType>\n<xs:complexType name="B"><xs:complexContent><xs:extension base="t:A"/></xs:complexContent></xs:complexType>',
      [
        "a.xsd:3:1: error: complex type '{urn:t}B' derives from itself ({urn:t}B -> {urn:t}A -> {urn:t}B)",
        "  a.xsd:2:1: the base type is declared here",
      ],
    ],
    [
      "a simple type deriving from itself",
      '<xs:simpleType name="S"><xs:restriction base="t:S"/></xs:simpleType>',
      [
        "a.xsd:2:1: error: simple type '{urn:t}S' derives from itself ({urn:t}S -> {urn:t}S)",
        "  a.xsd:2:1: the base type is declared here",
      ],
    ],
    [
      "a union that is its own member",
      '<xs:simpleType name="U"><xs:union memberTypes="xs:int t:U"/></xs:simpleType>',
      [
        "a.xsd:2:1: error: simple type '{urn:t}U' contains itself through a list or union ({urn:t}U -> {urn:t}U), so it has no values",
      ],
    ],
    [
      "a list whose item type leads back to it through a union and a restriction",
      '<xs:simpleType name="L"><xs:list itemType="t:U"/></xs:simpleType>\n<xs:simpleType name="U"><xs:union memberTypes="t:R"/></xs:simpleType>\n<xs:simpleType name="R"><xs:restriction base="t:L"/></xs:simpleType>',
      [
        "a.xsd:2:1: error: simple type '{urn:t}L' contains itself through a list or union ({urn:t}L -> {urn:t}U -> {urn:t}R -> {urn:t}L), so it has no values",
        "  a.xsd:3:1: the cycle continues here",
      ],
    ],
    [
      "a simple type restricting a complex type",
      '<xs:complexType name="C"/>\n<xs:simpleType name="S"><xs:restriction base="t:C"/></xs:simpleType>',
      [
        "a.xsd:3:1: error: simple type '{urn:t}S' restricts complex type '{urn:t}C'",
        "  a.xsd:2:1: the base type is declared here",
      ],
    ],
    [
      "simple content on a base with element content",
      '<xs:complexType name="C"><xs:sequence><xs:element name="e"/></xs:sequence></xs:complexType>\n<xs:complexType name="D"><xs:simpleContent><xs:extension base="t:C"/></xs:simpleContent></xs:complexType>',
      [
        "a.xsd:3:1: error: simple content of '{urn:t}D' needs a simple type or a complex type with simple content as its base",
      ],
    ],
    [
      "types that require each other",
      '<xs:complexType name="A"><xs:sequence><xs:element name="b" type="t:B"/></xs:sequence></xs:complexType>\n<xs:complexType name="B"><xs:choice><xs:element name="a" type="t:A"/><xs:sequence><xs:element name="a2" type="t:A"/></xs:sequence></xs:choice></xs:complexType>\n<xs:complexType name="Fine"><xs:sequence><xs:element name="f" type="t:Fine" minOccurs="0"/><xs:element name="n" type="t:Fine" nillable="true"/></xs:sequence></xs:complexType>',
      [
        "a.xsd:2:1: error: type '{urn:t}A' requires itself through required elements ({urn:t}A -> {urn:t}B -> {urn:t}A), so no finite instance exists",
        "  a.xsd:3:1: the cycle continues here",
      ],
    ],
  ])("reports %s", async (_case, body, expected) => {
    expect(await diagnose({ "a.xsd": xsd(body) }, "a.xsd")).toEqual(expected);
  });
});

/** A complex type `C` of `a.xsd` whose sequence holds `particle` on line 3 (the schema opens on line 1). */
const inSequence = (particle: string) =>
  `<xs:complexType name="C"><xs:sequence>\n${particle}</xs:sequence></xs:complexType>`;
/** A complex type `C` of `a.xsd` with `attribute` on line 3. */
const inComplexType = (attribute: string) => `<xs:complexType name="C">\n${attribute}</xs:complexType>`;

describe("diagnostics of the XSD reader and the schema mapping", () => {
  it.each([
    [
      "a local element with both name and ref",
      inSequence('  <xs:element name="a" ref="t:E"/>') + '\n<xs:element name="E" type="xs:string"/>',
      ["a.xsd:3:3: error: xs:element cannot have both 'name' and 'ref'"],
    ],
    [
      "a local element and an attribute whose names are not NCNames",
      inSequence('  <xs:element name="" type="xs:string"/>') +
        '\n<xs:attribute name="2nd" type="xs:string"/>',
      [
        "a.xsd:3:3: error: xs:element name '' is not an NCName, so no XML document can hold it",
        "a.xsd:4:1: error: xs:attribute name '2nd' is not an NCName, so no XML document can hold it",
      ],
    ],
    [
      "an element with both a type attribute and an anonymous type",
      '<xs:element name="E" type="xs:string">\n  <xs:simpleType><xs:restriction base="xs:string"/></xs:simpleType></xs:element>',
      ["a.xsd:2:1: error: xs:element cannot have both a 'type' attribute and an anonymous type"],
    ],
    [
      "a local attribute with both name and ref",
      inComplexType('    <xs:attribute name="a" ref="t:A"/>') + '\n<xs:attribute name="A" type="xs:string"/>',
      ["a.xsd:3:5: error: xs:attribute cannot have both 'name' and 'ref'"],
    ],
    [
      "an attribute with both a type attribute and an anonymous type",
      inComplexType(
        ' <xs:attribute name="a" type="xs:string"><xs:simpleType><xs:restriction base="xs:string"/></xs:simpleType></xs:attribute>',
      ),
      ["a.xsd:3:2: error: xs:attribute cannot have both a 'type' attribute and an anonymous type"],
    ],
    [
      "complex content without extension or restriction",
      inComplexType("  <xs:complexContent/>"),
      ["a.xsd:3:3: error: xs:complexContent needs an xs:extension or xs:restriction"],
    ],
    [
      "simple content without extension or restriction",
      inComplexType("<xs:simpleContent>\n</xs:simpleContent>"),
      ["a.xsd:3:1: error: xs:simpleContent needs an xs:extension or xs:restriction"],
    ],
    [
      "a group without sequence, choice or all",
      '<xs:element name="E" type="xs:string"/>\n   <xs:group name="G"/>',
      ["a.xsd:3:4: error: xs:group needs an xs:sequence, xs:choice or xs:all"],
    ],
    [
      "a union without member types",
      '<xs:simpleType name="U">\n    <xs:union memberTypes=""/></xs:simpleType>',
      ["a.xsd:3:5: error: xs:union needs at least one member type"],
    ],
    [
      "a simple type without restriction, list or union",
      '<xs:element name="E" type="xs:string"/><xs:simpleType name="S"/>',
      ["a.xsd:2:40: error: xs:simpleType needs an xs:restriction, xs:list or xs:union"],
    ],
    [
      "a restriction with both base and an inner simple type",
      '<xs:simpleType name="S"><xs:restriction base="xs:string">\n<xs:simpleType><xs:restriction base="xs:int"/></xs:simpleType></xs:restriction></xs:simpleType>',
      [
        "a.xsd:2:25: error: xs:restriction needs exactly one of a 'base' attribute and an xs:simpleType child",
      ],
    ],
    [
      "minOccurs that is not a non-negative integer",
      inSequence(
        '<xs:element name="a" type="xs:string" minOccurs="-1"/>\n  <xs:element name="b" type="xs:string" minOccurs="one"/>',
      ),
      [
        'a.xsd:3:1: error: minOccurs="-1" is not a non-negative integer',
        'a.xsd:4:3: error: minOccurs="one" is not a non-negative integer',
      ],
    ],
    [
      "counts too large to keep exactly, instead of rounding them",
      inSequence(
        '<xs:element name="a" type="xs:string" minOccurs="99999999999999999999"/>\n  <xs:element name="b" type="xs:string" maxOccurs="9007199254740993"/>',
      ),
      [
        'a.xsd:3:1: error: minOccurs="99999999999999999999" is larger than 9007199254740991, the largest count kept exactly',
        'a.xsd:4:3: error: maxOccurs="9007199254740993" is larger than 9007199254740991, the largest count kept exactly',
      ],
    ],
    [
      "an attribute default with use other than optional",
      inComplexType('  <xs:attribute name="a" type="xs:string" default="x" use="required"/>'),
      ['a.xsd:3:3: error: xs:attribute with a default value must have use="optional", not "required"'],
    ],
    [
      "a whiteSpace facet with an unknown value",
      '<xs:simpleType name="S"><xs:restriction base="xs:string">\n      <xs:whiteSpace value="squash"/></xs:restriction></xs:simpleType>',
      ['a.xsd:3:7: error: xs:whiteSpace value="squash" must be preserve, replace or collapse'],
    ],
  ])("reports %s", async (_case, body, expected) => {
    expect(await diagnose({ "a.xsd": xsd(body) }, "a.xsd")).toEqual(expected);
  });

  it("prints the first 20 warnings of one kind and counts the rest", async () => {
    const attributes = Array.from({ length: 1000 }, (_, index) => `u${index}="x"`).join(" ");
    const lines = await diagnose(
      {
        "a.xsd": xsd(
          `<xs:element name="e" type="xs:string" ${attributes}/>\n<xs:element name="f" bogus="1"/>`,
        ),
      },
      "a.xsd",
    );
    expect(lines).toHaveLength(21);
    expect(lines.slice(0, 2)).toEqual([
      "a.xsd:2:1: warning: attribute 'u0' is not defined on xs:element and is ignored",
      "a.xsd:2:1: warning: attribute 'u1' is not defined on xs:element and is ignored",
    ]);
    expect(lines[20]).toBe(
      "a.xsd:2:1: warning: 981 more warnings like the ones above (attribute '…' is not defined on xs:element and is ignored) are left out, from here on",
    );
  });

  it("reports the parse errors of one file together with the mapping errors of the others", async () => {
    const files = {
      "a.xsd": xsd(
        '<xs:include schemaLocation="b.xsd"/>\n<xs:include schemaLocation="c.xsd"/>\n<xs:element name="E" type="t:FromB"/>\n<xs:group name="G"/>',
      ),
      "b.xsd": xsd('<xs:complexType name="FromB">\n  <xs:sequence></xs:complexType>'),
      "c.xsd": xsd(
        '<xs:simpleType name="S"><xs:restriction base="xs:string">\n <xs:whiteSpace value="squash"/></xs:restriction></xs:simpleType>',
      ),
    };
    // No "FromB is not declared": resolving references waits until every file could be read.
    expect(await diagnose(files, "a.xsd")).toEqual([
      "a.xsd:5:1: error: xs:group needs an xs:sequence, xs:choice or xs:all",
      "b.xsd:3:33: error: unexpected close tag",
      'c.xsd:3:2: error: xs:whiteSpace value="squash" must be preserve, replace or collapse',
    ]);
  });
});

describe("bindings the generated code cannot speak", () => {
  it("leaves out a WCF net.tcp binding and its port, and keeps the HTTP ones", async () => {
    const wsdl = definitions(
      soapBinding(soapOperation) +
        '<wsdl:binding name="Tcp" type="t:P"><soap:binding transport="http://schemas.microsoft.com/soap/tcp"/>\n' +
        soapOperation +
        "</wsdl:binding>" +
        service(
          soapPort +
            '<wsdl:port name="TcpPort" binding="t:Tcp"><soap:address location="net.tcp://h.test/S"/></wsdl:port>',
        ),
    );
    const result = await readModel({
      root: "/unused",
      entries: ["a.wsdl"],
      source: memorySource({ "a.wsdl": wsdl }),
    });
    expect(result.diagnostics.map((diagnostic) => formatDiagnostic(diagnostic))).toEqual([
      "a.wsdl:8:52: warning: transport 'http://schemas.microsoft.com/soap/tcp' of wsdl:binding 'Tcp' is not supported (only SOAP over HTTP); the binding and its ports are left out",
    ]);
    expect(result.model?.services.map((each) => each.ports.map((port) => port.name))).toEqual([["Q"]]);
  });

  it("leaves out a port whose address HTTP does not reach, and keeps one of a host and port without scheme", async () => {
    const wsdl = definitions(
      soapBinding(soapOperation) +
        service(
          soapPort +
            '<wsdl:port name="Jms" binding="t:B"><soap:address location="jms:jndi:dynamicQueues/q.text"/></wsdl:port>\n' +
            '<wsdl:port name="Local" binding="t:B"><soap:address location="localhost:8080/ws"/></wsdl:port>',
        ),
    );
    const result = await readModel({
      root: "/unused",
      entries: ["a.wsdl"],
      source: memorySource({ "a.wsdl": wsdl }),
    });
    expect(result.diagnostics.map((diagnostic) => formatDiagnostic(diagnostic))).toEqual([
      "a.wsdl:9:88: warning: wsdl:port 'Jms' has the address 'jms:jndi:dynamicQueues/q.text', which is not reached over HTTP (jms:), and is left out",
    ]);
    expect(result.model?.services.map((each) => each.ports.map((port) => port.name))).toEqual([
      ["Q", "Local"],
    ]);
  });

  it("leaves out a service none of whose ports is left", async () => {
    const wsdl = definitions(
      soapBinding(soapOperation) +
        '<wsdl:service name="Queue">\n<wsdl:port name="Jms" binding="t:B"><soap:address location="jms:q"/></wsdl:port>\n</wsdl:service>',
    );
    const result = await readModel({
      root: "/unused",
      entries: ["a.wsdl"],
      source: memorySource({ "a.wsdl": wsdl }),
    });
    expect(result.diagnostics.map((diagnostic) => formatDiagnostic(diagnostic))).toEqual([
      "a.wsdl:8:16: warning: wsdl:service 'Queue' has no port left, and is left out",
      "a.wsdl:9:1: warning: wsdl:port 'Jms' has the address 'jms:q', which is not reached over HTTP (jms:), and is left out",
    ]);
    expect(result.model?.services).toEqual([]);
  });
});

describe("diagnostics of WSDL services", () => {
  it.each([
    [
      "a binding operation the port type lacks",
      soapBinding(soapOperation.replace('name="Op"', 'name="Other"')) + service(soapPort),
      [
        "a.wsdl:6:1: warning: wsdl:operation 'Op' of wsdl:portType 'P' is not bound by wsdl:binding 'B' and is not reachable through it",
        "a.wsdl:7:1: warning: wsdl:operation 'Other' of wsdl:binding 'B' is not an operation of wsdl:portType 'P' and is left out",
        "  a.wsdl:5:1: the port type is declared here",
      ],
    ],
    [
      "a port whose address does not match its binding",
      soapBinding(soapOperation) +
        service('<wsdl:port name="Q" binding="t:B"><http:address location="http://h.test/"/></wsdl:port>'),
      [
        "a.wsdl:9:1: warning: wsdl:port 'Q' has a http:address but its binding 'B' is SOAP 1.1; the port is SOAP 1.1, as its binding says",
        "  a.wsdl:6:1: the binding is declared here",
      ],
    ],
    [
      "a port without address, left out",
      soapBinding(soapOperation) + service('<wsdl:port name="Q" binding="t:B"/>'),
      [
        "a.wsdl:8:16: warning: wsdl:service 'S' has no port left, and is left out",
        "a.wsdl:9:1: warning: wsdl:port 'Q' has no soap:address, soap12:address or http:address, and is left out",
      ],
    ],
    [
      "a binding without protocol, left out with its port",
      '<wsdl:binding name="B" type="t:P"/>' + service(soapPort),
      [
        "a.wsdl:6:1: warning: wsdl:binding 'B' has none of soap:binding, soap12:binding and http:binding; the binding and its ports are left out",
        "a.wsdl:6:36: warning: wsdl:service 'S' has no port left, and is left out",
      ],
    ],
    [
      "an HTTP verb other than GET and POST",
      '<wsdl:binding name="B" type="t:P">\n<http:binding verb="PUT"/></wsdl:binding>',
      [
        "a.wsdl:7:1: warning: http:binding verb 'PUT' is not supported (only GET and POST); the binding and its ports are left out",
      ],
    ],
    [
      "a SOAP transport other than HTTP",
      '<wsdl:binding name="B" type="t:P">\n<soap:binding transport="http://www.example.org/smtp"/></wsdl:binding>',
      [
        "a.wsdl:7:1: warning: transport 'http://www.example.org/smtp' of wsdl:binding 'B' is not supported (only SOAP over HTTP); the binding and its ports are left out",
      ],
    ],
    [
      "a port type of a type part that no binding binds (read as bound rpc/literal)",
      '<wsdl:message name="Typed"><wsdl:part name="p" type="xs:string"/></wsdl:message>\n<wsdl:portType name="P2"><wsdl:operation name="Op2"><wsdl:input message="t:Typed"/></wsdl:operation></wsdl:portType>',
      [
        "a.wsdl:5:1: warning: wsdl:portType 'P' is bound by no wsdl:binding: read as bound to SOAP 1.1 document/literal without a soapAction, as JAX-WS binds an interface by default",
        "a.wsdl:7:1: warning: wsdl:portType 'P2' is bound by no wsdl:binding: read as bound to SOAP 1.1 rpc/literal without a soapAction, as JAX-WS binds an interface by default",
      ],
    ],
    [
      "a mimeXml part that is not in the output message",
      '<wsdl:binding name="B" type="t:P"><http:binding verb="GET"/>\n<wsdl:operation name="Op"><http:operation location="/Op"/><wsdl:input><http:urlEncoded/></wsdl:input><wsdl:output><mime:mimeXml part="Nope"/></wsdl:output></wsdl:operation></wsdl:binding>' +
        service('<wsdl:port name="Q" binding="t:B"><http:address location="http://h.test/"/></wsdl:port>'),
      [
        "a.wsdl:7:1: warning: mime:mimeXml of 'Op' in wsdl:binding 'B' names part 'Nope', which is not a part of its output message, and is ignored",
      ],
    ],
    [
      "an unsupported input content type (the operation left out of that binding), a multipart output and XML inputs (the bindings left out)",
      '<wsdl:portType name="P2"><wsdl:operation name="Op"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation><wsdl:operation name="Op2"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>\n' +
        '<wsdl:binding name="B" type="t:P2"><http:binding verb="POST"/>\n<wsdl:operation name="Op"><http:operation location="/Op"/>\n<wsdl:input><mime:content type="text/plain"/></wsdl:input>\n<wsdl:output><mime:multipartRelated/></wsdl:output></wsdl:operation>' +
        '<wsdl:operation name="Op2"><http:operation location="/Op2"/><wsdl:input><http:urlEncoded/></wsdl:input><wsdl:output><mime:mimeXml part="Body"/></wsdl:output></wsdl:operation></wsdl:binding>' +
        '<wsdl:binding name="B2" type="t:P"><http:binding verb="POST"/>\n<wsdl:operation name="Op"><http:operation location="/Op"/><wsdl:input><mime:content type="application/x-www-form-urlencoded"/></wsdl:input>\n<wsdl:output><mime:multipartRelated/></wsdl:output></wsdl:operation></wsdl:binding>\n' +
        '<wsdl:binding name="B3" type="t:P2"><http:binding verb="POST"/>' +
        '<wsdl:operation name="Op"><http:operation location="/"/><wsdl:input><mime:mimeXml part="p"/></wsdl:input><wsdl:output><mime:mimeXml part="Body"/></wsdl:output></wsdl:operation>' +
        '<wsdl:operation name="Op2"><http:operation location="/"/><wsdl:input><mime:mimeXml part="p"/></wsdl:input><wsdl:output><mime:mimeXml part="Body"/></wsdl:output></wsdl:operation></wsdl:binding>' +
        service('<wsdl:port name="Q" binding="t:B3"><http:address location="http://h.test/"/></wsdl:port>'),
      [
        "a.wsdl:9:13: warning: wsdl:operation 'Op' of wsdl:binding 'B' sends an input of mime:content type 'text/plain', which the generated client and server do not speak: the operation is left out of this binding",
        "a.wsdl:10:258: warning: wsdl:binding 'B2' sends mime:multipartRelated (attachments), which the generated client and server do not speak; the binding and its ports are left out",
        "a.wsdl:13:1: warning: wsdl:binding 'B3' sends an XML document input (mime:mimeXml), which the generated client and server do not speak; the binding and its ports are left out",
        "a.wsdl:13:432: warning: wsdl:service 'S' has no port left, and is left out",
      ],
    ],
    [
      "parameters in the URL path: the operation left out of its binding, a binding of nothing else left out",
      '<wsdl:portType name="P2"><wsdl:operation name="Op"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation><wsdl:operation name="Op2"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>\n' +
        '<wsdl:binding name="B" type="t:P2"><http:binding verb="GET"/>\n<wsdl:operation name="Op"><http:operation location="/Op/(p)"/><wsdl:input><http:urlReplacement/></wsdl:input><wsdl:output><mime:mimeXml part="Body"/></wsdl:output></wsdl:operation>\n' +
        '<wsdl:operation name="Op2"><http:operation location="/Op2"/><wsdl:input><http:urlEncoded/></wsdl:input><wsdl:output><mime:mimeXml part="Body"/></wsdl:output></wsdl:operation></wsdl:binding>\n' +
        '<wsdl:binding name="B2" type="t:P"><http:binding verb="GET"/>\n<wsdl:operation name="Op"><http:operation location="/Op/(p)"/><wsdl:input><http:urlReplacement/></wsdl:input><wsdl:output><mime:mimeXml part="Body"/></wsdl:output></wsdl:operation></wsdl:binding>\n' +
        service('<wsdl:port name="Q" binding="t:B2"><http:address location="http://h.test/"/></wsdl:port>'),
      [
        "a.wsdl:8:75: warning: wsdl:operation 'Op' of wsdl:binding 'B' sends its parameters in the URL path (http:urlReplacement), which the generated client and server do not speak: the operation is left out of this binding",
        "a.wsdl:10:1: warning: wsdl:binding 'B2' sends its parameters in the URL path (http:urlReplacement), which the generated client and server do not speak; the binding and its ports are left out",
        "a.wsdl:12:1: warning: wsdl:service 'S' has no port left, and is left out",
      ],
    ],
    [
      "a part naming an undeclared element: its message and the operation that uses it left out, the rest kept",
      '<wsdl:message name="In2"><wsdl:part name="p" element="t:Missing"/></wsdl:message>\n' +
        '<wsdl:portType name="P2"><wsdl:operation name="Op2"><wsdl:input message="t:In2"/><wsdl:output message="t:Out"/></wsdl:operation>\n' +
        '<wsdl:operation name="Op3"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/><wsdl:fault name="F" message="t:In2"/></wsdl:operation></wsdl:portType>\n' +
        soapBinding(soapOperation) +
        service(soapPort),
      [
        "a.wsdl:6:26: warning: wsdl:part 'p' of wsdl:message 'In2' refers to element '{urn:t}Missing', which is not declared; wsdl:message 'In2' is left out",
        "a.wsdl:7:1: warning: wsdl:portType 'P2' is bound by no wsdl:binding, and its operations are not generated",
        "a.wsdl:7:26: warning: wsdl:operation 'Op2' of wsdl:portType 'P2' is left out: its wsdl:message 'In2' is",
        "a.wsdl:8:1: warning: wsdl:fault 'F' of wsdl:operation 'Op3' of wsdl:portType 'P2' is left out: its wsdl:message 'In2' is",
      ],
    ],
    [
      "two bindings of one protocol in one service giving an operation name other messages",
      // The same part name: only the element differs, as between Travelport's `service` operations.
      '<wsdl:message name="In2"><wsdl:part name="p" type="xs:int"/></wsdl:message>\n' +
        '<wsdl:portType name="P2"><wsdl:operation name="Op"><wsdl:input message="t:In2"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>\n' +
        soapBinding(soapOperation) +
        soapBinding(soapOperation, "B2").replace('type="t:P"', 'type="t:P2"') +
        service(
          soapPort +
            '\n<wsdl:port name="Q2" binding="t:B2"><soap:address location="http://h.test/"/></wsdl:port>',
        ),
      [
        "a.wsdl:9:1: warning: wsdl:operation 'Op' exchanges other messages in each of the port types that service 'S' binds it from: each is generated as an operation of its own, 'P_Op', 'P2_Op'",
      ],
    ],
    [
      "an HTTP operation without location",
      '<wsdl:binding name="B" type="t:P"><http:binding verb="GET"/>\n<wsdl:operation name="Op"><wsdl:input><http:urlEncoded/></wsdl:input></wsdl:operation></wsdl:binding>',
      ["a.wsdl:7:1: error: wsdl:operation 'Op' of wsdl:binding 'B' has no http:operation location"],
    ],
    [
      "a soap:header naming no part of its message (one naming a type part is kept)",
      '<wsdl:message name="T"><wsdl:part name="t" type="xs:string"/></wsdl:message>\n' +
        soapBinding(
          '<wsdl:operation name="Op"><wsdl:input><soap:body use="literal"/>\n<soap:header message="t:In" part="nope" use="literal"/>\n<soap:header message="t:T" part="t" use="literal"/></wsdl:input></wsdl:operation>',
        ) +
        service(soapPort),
      [
        "a.wsdl:9:1: warning: soap:header names part 'nope', which is not a part of wsdl:message 'In'; the header is left out",
      ],
    ],
    [
      "a soap:headerfault naming no part",
      soapBinding(
        '<wsdl:operation name="Op"><wsdl:input><soap:body use="literal"/>\n<soap:header message="t:In" part="p" use="literal">\n<soap:headerfault message="t:Out" part="nope" use="literal"/></soap:header></wsdl:input></wsdl:operation>',
      ) + service(soapPort),
      [
        "a.wsdl:9:1: warning: soap:headerfault names part 'nope', which is not a part of wsdl:message 'Out'; the header is left out",
      ],
    ],
    [
      "a soap:header and a mime:multipartRelated in a fault, ignored",
      soapBinding(
        '<wsdl:operation name="Op"><wsdl:input><soap:body use="literal"/></wsdl:input>\n<wsdl:fault name="F"><soap:header message="t:In" part="p"/>\n<mime:multipartRelated/></wsdl:fault></wsdl:operation>',
      ) + service(soapPort),
      [
        "a.wsdl:8:22: warning: soap:header inside wsdl:fault of wsdl:operation 'Op' of wsdl:binding 'B' is ignored (a fault is bound with soap:fault)",
        "a.wsdl:9:1: warning: mime:multipartRelated inside wsdl:fault of wsdl:operation 'Op' of wsdl:binding 'B' is ignored (a fault is bound with soap:fault)",
      ],
    ],
    [
      "a soap:body in a fault, ignored",
      soapBinding(
        '<wsdl:operation name="Op"><wsdl:input><soap:body use="literal"/></wsdl:input>\n<wsdl:fault name="F"><soap:body use="literal"/></wsdl:fault></wsdl:operation>',
      ) + service(soapPort),
      [
        "a.wsdl:8:22: warning: soap:body inside wsdl:fault of wsdl:operation 'Op' of wsdl:binding 'B' is ignored (a fault is bound with soap:fault)",
      ],
    ],
    [
      "soap:body parts naming no part",
      soapBinding(
        '<wsdl:operation name="Op"><wsdl:input><soap:body use="literal" parts="q"/></wsdl:input></wsdl:operation>',
      ) + service(soapPort),
      [
        "a.wsdl:7:1: warning: soap:body parts names 'q', which is not a part of the input message of 'Op', and is ignored",
      ],
    ],
    [
      "missing message, port type and binding",
      '<wsdl:portType name="P2"><wsdl:operation name="Op">\n<wsdl:input message="t:Missing"/></wsdl:operation></wsdl:portType>\n<wsdl:binding name="B" type="t:NoPortType"><soap:binding/></wsdl:binding>\n' +
        service('<wsdl:port name="Q" binding="t:NoBinding"><soap:address location="x"/></wsdl:port>'),
      [
        "a.wsdl:5:1: warning: wsdl:portType 'P' is bound by no wsdl:binding, and its operations are not generated",
        "a.wsdl:6:1: warning: wsdl:portType 'P2' is bound by no wsdl:binding, and its operations are not generated",
        "a.wsdl:7:1: warning: wsdl:operation 'Op' of wsdl:portType 'P2' refers to wsdl:message '{urn:t}Missing', which is not declared; wsdl:operation 'Op' of wsdl:portType 'P2' is left out",
        "a.wsdl:8:1: warning: wsdl:binding 'B' refers to wsdl:portType '{urn:t}NoPortType', which is not declared; wsdl:binding 'B' is left out",
        "a.wsdl:10:1: warning: wsdl:port 'Q' refers to wsdl:binding '{urn:t}NoBinding', which is not declared; wsdl:port 'Q' is left out",
      ],
    ],
    [
      "a duplicate message",
      '<wsdl:message name="In"/>',
      [
        "a.wsdl:5:1: warning: wsdl:portType 'P' is bound by no wsdl:binding: read as bound to SOAP 1.1 document/literal without a soapAction, as JAX-WS binds an interface by default",
        "a.wsdl:6:1: error: wsdl:message '{urn:t}In' is declared twice",
        "  a.wsdl:3:1: first declared here",
      ],
    ],
    [
      "a wsdl:part with neither element nor type (.asmx's XmlNode result), and one with both",
      '<wsdl:message name="M">\n  <wsdl:part name="none"/>\n  <wsdl:part name="both" element="t:E" type="xs:string"/></wsdl:message>',
      [
        "a.wsdl:5:1: warning: wsdl:portType 'P' is bound by no wsdl:binding: read as bound to SOAP 1.1 document/literal without a soapAction, as JAX-WS binds an interface by default",
        "a.wsdl:7:3: warning: wsdl:part 'none' has neither 'element' nor 'type': read as of type xs:anyType",
        "a.wsdl:8:3: error: wsdl:part 'both' needs exactly one of 'element' and 'type'",
      ],
    ],
    [
      "an http:operation inside a SOAP binding",
      soapBinding(
        '<wsdl:operation name="Op"><soap:operation soapAction="a"/>\n  <http:operation location="/Op"/><wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>',
      ) + service(soapPort),
      ["a.wsdl:8:3: error: http:operation inside SOAP wsdl:operation 'Op' of wsdl:binding 'B'"],
    ],
    [
      "a soap:operation inside an HTTP binding",
      '<wsdl:binding name="B" type="t:P"><http:binding verb="POST"/>\n<wsdl:operation name="Op"><http:operation location="/Op"/>\n    <soap:operation soapAction="a"/><wsdl:input><mime:content type="application/x-www-form-urlencoded"/></wsdl:input><wsdl:output><mime:mimeXml part="Body"/></wsdl:output></wsdl:operation></wsdl:binding>' +
        service('<wsdl:port name="Q" binding="t:B"><http:address location="http://h.test/"/></wsdl:port>'),
      ["a.wsdl:8:5: error: soap:operation inside HTTP wsdl:operation 'Op' of wsdl:binding 'B'"],
    ],
    [
      "a notification operation (no input) with a warning, bound beside a request-response one",
      '<wsdl:portType name="P2">\n<wsdl:operation name="Notify"><wsdl:output message="t:Out"/></wsdl:operation>' +
        '<wsdl:operation name="Op"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>' +
        '<wsdl:binding name="B2" type="t:P2"><soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>' +
        '<wsdl:operation name="Notify"><soap:operation soapAction="n"/><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>' +
        '<wsdl:operation name="Op"><soap:operation soapAction="o"/><wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation></wsdl:binding>' +
        service('<wsdl:port name="Q" binding="t:B2"><soap:address location="http://h.test/"/></wsdl:port>'),
      [
        "a.wsdl:5:1: warning: wsdl:portType 'P' is bound by no wsdl:binding, and its operations are not generated",
        "a.wsdl:7:1: warning: wsdl:operation 'Notify' has no wsdl:input: a notification operation gets no client method or handler",
      ],
    ],
    [
      "a port type no binding binds, in a WSDL that binds another (one bound by a binding left out is not reported again)",
      '<wsdl:portType name="P2"><wsdl:operation name="Op"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>\n' +
        '<wsdl:portType name="P3"><wsdl:operation name="Op"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>\n' +
        soapBinding(soapOperation) +
        '<wsdl:binding name="B3" type="t:P3"/>' +
        service(soapPort),
      [
        "a.wsdl:6:1: warning: wsdl:portType 'P2' is bound by no wsdl:binding, and its operations are not generated",
        "a.wsdl:10:16: warning: wsdl:binding 'B3' has none of soap:binding, soap12:binding and http:binding; the binding and its ports are left out",
      ],
    ],
  ])("reports %s", async (_case, body, expected) => {
    expect(await diagnose({ "a.wsdl": definitions(body) }, "a.wsdl")).toEqual(expected);
  });

  it("leaves out only what a missing WSDL component touches, the rest of the service whole", async () => {
    const body =
      '<wsdl:portType name="P2"><wsdl:operation name="Gone"><wsdl:input message="t:In"/><wsdl:output message="t:NoOut"/></wsdl:operation>' +
      '<wsdl:operation name="Kept"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/><wsdl:fault name="F" message="t:NoFault"/></wsdl:operation></wsdl:portType>\n' +
      '<wsdl:binding name="B2" type="t:P2"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>' +
      '<wsdl:operation name="Gone"><wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>' +
      '<wsdl:operation name="Kept"><wsdl:input><soap:body use="literal"/><soap:header message="t:NoHeader" part="h" use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>' +
      '<wsdl:operation name="Extra"><wsdl:input><soap:body use="literal"/></wsdl:input></wsdl:operation></wsdl:binding>\n' +
      service(
        '<wsdl:port name="Q" binding="t:B2"><soap:address location="http://h.test/"/></wsdl:port><wsdl:port name="R" binding="t:NoBinding"><soap:address location="http://h.test/r"/></wsdl:port>',
      );
    const result = await readModel({
      root: "/unused",
      entries: ["a.wsdl"],
      source: memorySource({ "a.wsdl": definitions(body) }),
    });
    expect(result.diagnostics.map((diagnostic) => diagnostic.severity)).not.toContain("error");
    expect(result.diagnostics.map((diagnostic) => diagnostic.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^wsdl:operation 'Gone' .* '\{urn:t\}NoOut', which is not declared; .* is left out$/,
        ),
        expect.stringMatching(/^wsdl:fault 'F' of wsdl:operation 'Kept' .* is left out$/),
        expect.stringMatching(/^soap:header \(part 'h'\) of .* is left out$/),
        expect.stringMatching(/^wsdl:operation 'Extra' of wsdl:binding 'B2' .* is left out$/),
        expect.stringMatching(/^wsdl:port 'R' .* is left out$/),
      ]),
    );
    const [assembled] = result.model?.services ?? [];
    // 'Gone' is not made one-way by its missing output: it is left out.
    expect(assembled?.operations.map((operation) => operation.name)).toEqual(["Kept"]);
    expect(assembled?.ports.map((port) => port.name)).toEqual(["Q"]);
    const [kept] = assembled?.operations ?? [];
    expect(kept?.output?.name.local).toBe("Out");
    expect(kept?.faults).toEqual([]);
    expect(
      kept?.bindings.map((binding) => (binding.kind === "soapBinding" ? binding.inputHeaders : [])),
    ).toEqual([[]]);
  });

  it("warns of a wsdl:import whose namespace differs from the imported targetNamespace", async () => {
    const files = {
      "a.wsdl":
        '<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:a">\n  <wsdl:import namespace="urn:x" location="b.wsdl"/>\n</wsdl:definitions>',
      "b.wsdl": '<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:b"/>',
    };
    expect(await diagnose(files, "a.wsdl")).toEqual([
      "a.wsdl:2:3: warning: wsdl:import namespace 'urn:x' does not match the targetNamespace 'urn:b' of 'b.wsdl': read as an import of 'urn:b'",
    ]);
  });

  it("reads a wsdl:import without a namespace as an import of the imported targetNamespace", async () => {
    const files = {
      "a.wsdl": definitions(`${soapBinding(soapOperation)}\n${service(soapPort)}`)
        .replace(/<wsdl:types>[\s\S]*<\/wsdl:portType>/, '<wsdl:import location="b.wsdl"/>')
        .replace('targetNamespace="urn:t"', 'xmlns:a="urn:a" targetNamespace="urn:a"')
        .replace('binding="t:B"', 'binding="a:B"'),
      "b.wsdl": definitions(""),
    };
    const result = await readModel({ root: "/unused", entries: ["a.wsdl"], source: memorySource(files) });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "a.wsdl:2:1: warning: wsdl:import of 'b.wsdl' has no 'namespace' attribute, which WSDL 1.1 requires: read as an import of its targetNamespace 'urn:t'",
    ]);
    expect(
      result.model?.services.map((assembled) => assembled.operations.map((operation) => operation.name)),
    ).toEqual([["Op"]]);
  });

  it("reads an xs:import whose namespace differs as an import of the file's own namespace", async () => {
    const files = {
      "a.wsdl": definitions("").replace(
        '<xs:schema targetNamespace="urn:t">',
        '<xs:schema targetNamespace="urn:t" xmlns:o="urn:o">\n  <xs:import namespace="urn:x" schemaLocation="o.xsd"/><xs:element name="F" type="o:C"/>',
      ),
      "o.xsd": xsd('<xs:complexType name="C"><xs:sequence/></xs:complexType>', 'targetNamespace="urn:o"'),
    };
    const result = await readModel({ root: "/unused", entries: ["a.wsdl"], source: memorySource(files) });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "a.wsdl:3:3: warning: xs:import namespace 'urn:x' does not match the targetNamespace 'urn:o' of 'o.xsd': read as an import of 'urn:o'",
      "a.wsdl:6:1: warning: wsdl:portType 'P' is bound by no wsdl:binding: read as bound to SOAP 1.1 document/literal without a soapAction, as JAX-WS binds an interface by default",
    ]);
    const element = result.model?.elements.find((candidate) => candidate.name.local === "F");
    expect(element?.type).toEqual({ kind: "defined", id: "{urn:o}C" });
  });

  it("reads a standard namespace named without an xs:import with its shipped schema, another stays an error", async () => {
    const types = (body: string) =>
      definitions("").replace(
        '<xs:schema targetNamespace="urn:t">',
        `<xs:schema targetNamespace="urn:t" xmlns:enc="http://schemas.xmlsoap.org/soap/encoding/" xmlns:o="urn:o">\n${body}`,
      );
    const arrayOfE =
      '  <xs:complexType name="Es"><xs:complexContent><xs:restriction base="enc:Array"><xs:attribute ref="enc:arrayType"/></xs:restriction></xs:complexContent></xs:complexType>';
    const read = await readModel({
      root: "/unused",
      entries: ["a.wsdl"],
      source: memorySource({ "a.wsdl": types(arrayOfE) }),
    });
    expect(read.diagnostics.map(formatDiagnostic)).toEqual([
      "a.wsdl:3:3: warning: the encoded array '{urn:t}Es' names no item type (no wsdl:arrayType, no item element); its items are read as xs:anyType, typed by their xsi:type",
      "a.wsdl:3:48: warning: namespace 'http://schemas.xmlsoap.org/soap/encoding/' is used without an xs:import; read as imported, with its shipped standard schema",
      "a.wsdl:6:1: warning: wsdl:portType 'P' is bound by no wsdl:binding: read as bound to SOAP 1.1 document/literal without a soapAction, as JAX-WS binds an interface by default",
    ]);
    expect(read.model?.types.some((type) => type.name?.local === "Es")).toBe(true);

    expect(
      await diagnose({ "a.wsdl": types(`${arrayOfE}<xs:element name="F" type="o:C"/>`) }, "a.wsdl"),
    ).toEqual([
      "a.wsdl:3:48: warning: namespace 'http://schemas.xmlsoap.org/soap/encoding/' is used without an xs:import; read as imported, with its shipped standard schema",
      "a.wsdl:3:170: error: xs:element 'F' refers to type '{urn:o}C', which is not declared; no schema or WSDL for namespace 'urn:o' was read (an import missing, or one that could not be read?)",
      "a.wsdl:6:1: warning: wsdl:portType 'P' is bound by no wsdl:binding: read as bound to SOAP 1.1 document/literal without a soapAction, as JAX-WS binds an interface by default",
    ]);
  });
});

describe("messages whose parts name what is not declared", () => {
  const missingIn = definitions(
    '<wsdl:message name="In2"><wsdl:part name="p" element="t:Missing"/></wsdl:message>\n' +
      '<wsdl:portType name="P2"><wsdl:operation name="Op2"><wsdl:input message="t:In2"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>\n' +
      '<wsdl:binding name="B2" type="t:P2"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>' +
      soapOperation.replace('"Op"', '"Op2"') +
      "</wsdl:binding>\n" +
      soapBinding(soapOperation) +
      service(
        soapPort +
          '<wsdl:port name="Q2" binding="t:B2"><soap:address location="http://h.test/2"/></wsdl:port>',
      ),
  );

  it("leave out the operations that use them and keep the others", async () => {
    const result = await readModel({
      root: "/unused",
      entries: ["a.wsdl"],
      source: memorySource({ "a.wsdl": missingIn }),
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "a.wsdl:6:26: warning: wsdl:part 'p' of wsdl:message 'In2' refers to element '{urn:t}Missing', which is not declared; wsdl:message 'In2' is left out",
      "a.wsdl:7:26: warning: wsdl:operation 'Op2' of wsdl:portType 'P2' is left out: its wsdl:message 'In2' is",
    ]);
    expect(result.model?.services.map((each) => each.operations.map((operation) => operation.name))).toEqual([
      ["Op"],
    ]);
  });

  it("stay errors where no operation would be left", async () => {
    const only = missingIn.replace(/<wsdl:port name="Q" [^]*?<\/wsdl:port>/, "");
    expect(await diagnose({ "a.wsdl": only }, "a.wsdl")).toEqual([
      "a.wsdl:6:26: error: wsdl:part 'p' of wsdl:message 'In2' refers to element '{urn:t}Missing', which is not declared",
      "a.wsdl:9:1: warning: wsdl:binding 'B' is named by no wsdl:port of the WSDL's services, and its operations are not generated",
    ]);
  });
});
