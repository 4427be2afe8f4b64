import { describe, expect, it } from "vitest";
import { parseDocument } from "../../generator/parse/parse-document.ts";

const xs = 'xmlns:xs="http://www.w3.org/2001/XMLSchema"';
const wsdlNs = 'xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"';
const schema = (body: string, attributes = "") =>
  `<xs:schema ${xs} xmlns:t="urn:t" targetNamespace="urn:t"${attributes}>\n${body}\n</xs:schema>`;

describe("parseDocument: XSD", () => {
  it("mirrors an element with an anonymous complex type, occurrence, QNames and documentation", () => {
    const { document, diagnostics } = parseDocument(
      schema(`<xs:element name="a">
  <xs:annotation><xs:documentation> The a. </xs:documentation></xs:annotation>
  <xs:complexType><xs:sequence>
    <xs:element name="b" type="t:B" minOccurs="0" maxOccurs="unbounded" nillable="true"/>
  </xs:sequence></xs:complexType>
</xs:element>`),
      "a.xsd",
    );
    expect(diagnostics).toEqual([]);
    expect(document?.kind).toBe("xsd");
    const element = document?.kind === "xsd" ? document.schema.components[0] : undefined;
    expect(element).toMatchObject({
      kind: "element",
      name: "a",
      documentation: "The a.",
      source: { line: 2, column: 1 },
    });
    const type = element?.kind === "element" ? element.anonymousType : undefined;
    expect(type).toMatchObject({
      kind: "complexType",
      content: {
        kind: "shorthand",
        particle: {
          kind: "sequence",
          particles: [
            {
              kind: "element",
              name: "b",
              type: { namespace: "urn:t", local: "B" },
              minOccurs: 0,
              maxOccurs: "unbounded",
              nillable: true,
            },
          ],
        },
      },
    });
  });

  it("drops the indentation the lines of a documentation share, the file's nesting, and keeps the rest", () => {
    // As vendor schemas write it (PayPal's eBLBaseComponents.xsd: tabs, then the text's own spaces).
    const text = [
      "These are the codes of an account's state,",
      "\t\t\t     set by the service:",
      "",
      "\t\t\t       Active: open.",
      "\t\t\t     Closed: not.",
      "\t\t",
    ].join("\n");
    const { document } = parseDocument(
      schema(`<xs:simpleType name="s"><xs:annotation>
  <xs:documentation>${text}</xs:documentation>
  <xs:documentation>
\t\tOne line.
\t</xs:documentation>
</xs:annotation><xs:restriction base="xs:string"/></xs:simpleType>`),
      "a.xsd",
    );
    const type = document?.kind === "xsd" ? document.schema.components[0] : undefined;
    expect(type?.documentation).toBe(
      "These are the codes of an account's state,\nset by the service:\n\n  Active: open.\nClosed: not.\n\nOne line.",
    );
  });

  it("reads every facet of a simple type restriction in order", () => {
    const facets = [
      "length",
      "minLength",
      "maxLength",
      "pattern",
      "enumeration",
      "whiteSpace",
      "minInclusive",
      "maxInclusive",
      "minExclusive",
      "maxExclusive",
      "totalDigits",
      "fractionDigits",
    ];
    const body = facets.map((facet) => `<xs:${facet} value="1"/>`).join("");
    const { document, diagnostics } = parseDocument(
      schema(
        `<xs:simpleType name="s"><xs:restriction base="xs:string">${body}</xs:restriction></xs:simpleType>`,
      ),
      "a.xsd",
    );
    expect(diagnostics).toEqual([]);
    const type = document?.kind === "xsd" ? document.schema.components[0] : undefined;
    const derivation = type?.kind === "simpleType" ? type.derivation : undefined;
    expect(derivation?.kind === "restriction" ? derivation.facets.map((facet) => facet.facet) : []).toEqual(
      facets,
    );
  });

  it.each([
    [
      "an unsupported XSD element",
      `<xs:complexType name="c">\n<xs:assert test="1"/></xs:complexType>`,
      "error",
      3,
      1,
      "xs:assert inside xs:complexType is not supported",
    ],
    [
      "a foreign element outside appinfo",
      `<xs:element name="e">\n <f:x xmlns:f="urn:f"/></xs:element>`,
      "error",
      3,
      2,
      "{urn:f}x is not allowed inside xs:element (only XML Schema elements are)",
    ],
    [
      "an undefined attribute",
      `<xs:element name="e" typ="xs:string"/>`,
      "warning",
      2,
      1,
      "attribute 'typ' is not defined on xs:element and is ignored",
    ],
    [
      "a bad maxOccurs",
      `<xs:group name="g"><xs:sequence>\n  <xs:element name="e" maxOccurs="many"/></xs:sequence></xs:group>`,
      "error",
      3,
      3,
      `maxOccurs="many" is neither a non-negative integer nor 'unbounded'`,
    ],
    ["a missing name", `<xs:complexType/>`, "error", 2, 1, "xs:complexType needs a 'name' attribute"],
    [
      "a bad boolean",
      `<xs:element name="e" nillable="yes"/>`,
      "error",
      2,
      1,
      `nillable="yes" is not a boolean`,
    ],
    [
      "a list without item type",
      `<xs:simpleType name="s">\n<xs:list/></xs:simpleType>`,
      "error",
      3,
      1,
      "xs:list needs exactly one of an 'itemType' attribute and an xs:simpleType child",
    ],
    [
      "a restriction of no base",
      `<xs:simpleType name="s">\n<xs:restriction><xs:enumeration value="Yes"/></xs:restriction></xs:simpleType>`,
      "warning",
      3,
      1,
      "xs:restriction has neither a 'base' attribute nor an xs:simpleType child; read as a restriction of xs:anySimpleType",
    ],
    [
      "an identity constraint",
      `<xs:element name="e">\n<xs:key name="k"><xs:selector xpath="."/><xs:field xpath="@a"/></xs:key></xs:element>`,
      "warning",
      3,
      1,
      "identity constraint xs:key is not enforced by the generated code and is ignored",
    ],
    [
      "a unique constraint",
      `<xs:element name="e">\n<xs:unique name="u"><xs:selector xpath="."/><xs:field xpath="@a"/></xs:unique></xs:element>`,
      "warning",
      3,
      1,
      "identity constraint xs:unique is not enforced by the generated code and is ignored",
    ],
    [
      "a keyref constraint",
      `<xs:element name="e">\n<xs:keyref name="r" refer="k"><xs:selector xpath="."/><xs:field xpath="@a"/></xs:keyref></xs:element>`,
      "warning",
      3,
      1,
      "identity constraint xs:keyref is not enforced by the generated code and is ignored",
    ],
    [
      "a final on a complex type",
      `<xs:complexType name="t" final="extension"/>`,
      "warning",
      2,
      1,
      `final="extension" is not checked: a derivation or substitution it forbids is read as if allowed`,
    ],
    [
      "a finalDefault",
      "",
      "warning",
      1,
      1,
      `finalDefault="#all" is not checked: a derivation or substitution it forbids is read as if allowed`,
      ' finalDefault="#all"',
    ],
    [
      "a block that xsi:type does not honour",
      `<xs:element name="e" block="extension substitution"/>`,
      "warning",
      2,
      1,
      `block="extension substitution" is honoured where a substitution group's members are chosen, not on ` +
        "xsi:type: a derived type it blocks is read as if allowed",
    ],
    [
      "a block token that is not one",
      `<xs:complexType name="t" block="substitution"/>`,
      "error",
      2,
      1,
      `block="substitution": 'substitution' is not one of '#all', 'extension', 'restriction'`,
    ],
  ])("reports %s", (_case, body, severity, line, column, message, attributes = "") => {
    const { diagnostics } = parseDocument(schema(body, attributes), "a.xsd");
    expect(diagnostics).toEqual([{ severity, message, location: { file: "a.xsd", line, column } }]);
  });
});

describe("parseDocument: names", () => {
  it("collapses the whitespace of a name, an NCName, as XSD reads it", () => {
    const { document, diagnostics } = parseDocument(
      schema(`<xs:complexType name=" Rsp"><xs:sequence>
  <xs:element name="ResultCode " type="xs:int"/>
</xs:sequence></xs:complexType>`),
      "a.xsd",
    );
    expect(diagnostics).toEqual([]);
    const type = document?.kind === "xsd" ? document.schema.components[0] : undefined;
    expect(type).toMatchObject({
      kind: "complexType",
      name: "Rsp",
      content: { particle: { particles: [{ kind: "element", name: "ResultCode" }] } },
    });
  });
});

describe("parseDocument: XSD content out of its place", () => {
  const read = (body: string) => {
    const { document, diagnostics } = parseDocument(schema(body), "a.xsd");
    const component = document?.kind === "xsd" ? document.schema.components[0] : undefined;
    const type = component?.kind === "element" ? component.anonymousType : component;
    return { type, diagnostics };
  };
  const warning = (line: number, column: number, message: string) => ({
    severity: "warning",
    message,
    location: { file: "a.xsd", line, column },
  });

  it("reads a particle after the attributes as if it came first", () => {
    const { type, diagnostics } = read(`<xs:complexType name="c">
  <xs:attribute name="a" type="xs:boolean"/>
  <xs:all><xs:element name="e" type="xs:string"/></xs:all>
  <xs:attribute name="b" type="xs:int"/>
</xs:complexType>`);
    expect(diagnostics).toEqual([
      warning(
        4,
        3,
        "xs:all after xs:attribute inside xs:complexType: XSD puts the particle before the attributes; read as if it came first",
      ),
    ]);
    expect(type).toMatchObject({
      content: {
        particle: { kind: "all", particles: [{ kind: "element", name: "e" }] },
        attributes: [{ name: "a" }, { name: "b" }],
      },
    });
  });

  it("reads elements without their model group as a sequence, in order", () => {
    const { type, diagnostics } = read(`<xs:complexType name="c">
  <xs:element name="e" type="xs:string"/>
  <xs:attribute name="a" type="xs:boolean"/>
  <xs:any namespace="##other" processContents="lax"/>
</xs:complexType>`);
    expect(diagnostics).toEqual([
      warning(
        3,
        3,
        "xs:element directly inside xs:complexType is not XSD (particles belong in a model group); read as in an xs:sequence",
      ),
    ]);
    expect(type).toMatchObject({
      content: {
        particle: { kind: "sequence", particles: [{ kind: "element", name: "e" }, { kind: "any" }] },
        attributes: [{ name: "a" }],
      },
    });
  });

  it("still refuses loose elements beside a model group", () => {
    const { diagnostics } = read(`<xs:complexType name="c">
  <xs:sequence/>
  <xs:element name="e" type="xs:string"/>
</xs:complexType>`);
    expect(diagnostics).toEqual([
      {
        severity: "error",
        message: "xs:element inside xs:complexType is not supported",
        location: { file: "a.xsd", line: 4, column: 3 },
      },
    ]);
  });

  it("reads content directly inside an element as its anonymous complex type", () => {
    const { type, diagnostics } = read(`<xs:element name="r">
  <xs:sequence><xs:element name="e" type="xs:string" maxOccurs="unbounded"/></xs:sequence>
  <xs:attribute name="a" type="xs:int"/>
</xs:element>`);
    expect(diagnostics).toEqual([
      warning(
        3,
        3,
        "xs:sequence directly inside xs:element is not XSD (content belongs in an xs:complexType); read as the element's anonymous complex type",
      ),
    ]);
    expect(type).toMatchObject({
      kind: "complexType",
      content: {
        kind: "shorthand",
        particle: { kind: "sequence", particles: [{ name: "e", maxOccurs: "unbounded" }] },
        attributes: [{ name: "a" }],
      },
    });
  });

  it("reads a complex type nested in a complex type as the outer one's content", () => {
    const { type, diagnostics } = read(`<xs:complexType name="c">
  <xs:complexType mixed="true"><xs:sequence><xs:element name="e" type="xs:string"/></xs:sequence></xs:complexType>
</xs:complexType>`);
    expect(diagnostics).toEqual([
      warning(
        3,
        3,
        "xs:complexType inside xs:complexType is not XSD (a complex type holds content, not a type); its content is read as the outer type's",
      ),
    ]);
    expect(type).toMatchObject({
      kind: "complexType",
      name: "c",
      mixed: true,
      content: { particle: { kind: "sequence", particles: [{ name: "e" }] } },
    });
  });
});

describe("parseDocument: block", () => {
  it("reads block, blockDefault and #all as their tokens, substitution alone without a warning", () => {
    const { document, diagnostics } = parseDocument(
      schema(
        `<xs:element name="a" block="substitution"/><xs:element name="b"/><xs:element name="c" block="#all"/>` +
          `<xs:complexType name="t" block="#all"/>`,
        ' blockDefault="substitution"',
      ),
      "a.xsd",
    );
    expect(diagnostics.map((diagnostic) => diagnostic.location.line)).toEqual([2, 2]);
    const xsd = document?.kind === "xsd" ? document.schema : undefined;
    expect(xsd?.blockDefault).toEqual(["substitution"]);
    expect(xsd?.components.map((component) => ("block" in component ? component.block : undefined))).toEqual([
      ["substitution"],
      undefined,
      ["extension", "restriction", "substitution"],
      ["extension", "restriction"],
    ]);
  });
});

describe("parseDocument: WSDL", () => {
  const definitions = (body: string) =>
    `<wsdl:definitions ${wsdlNs} xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:tns="urn:t" targetNamespace="urn:t">\n${body}\n</wsdl:definitions>`;

  it("collapses the whitespace of anyURI attributes: transport (WCF's trailing space), namespaces, locations", () => {
    const { document, diagnostics } = parseDocument(
      `<wsdl:definitions ${wsdlNs} xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:tns="urn:t" targetNamespace=" urn:t ">
<wsdl:import namespace=" urn:other" location="other.wsdl "/>
<wsdl:types><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t "><xs:import namespace=" urn:x" schemaLocation=" x.xsd"/></xs:schema></wsdl:types>
<wsdl:binding name="B" type="tns:P">
  <soap:binding transport="http://schemas.xmlsoap.org/soap/http " style="document"/>
  <wsdl:operation name="Op"><soap:operation soapAction=" urn:t/Op"/><wsdl:input><soap:body use="literal" namespace="urn:t "/></wsdl:input></wsdl:operation>
</wsdl:binding>
<wsdl:service name="S"><wsdl:port name="Q" binding="tns:B"><soap:address location=" http://h.test/q"/></wsdl:port></wsdl:service>
</wsdl:definitions>`,
      "a.wsdl",
    );
    expect(diagnostics).toEqual([]);
    const definitions = document?.kind === "wsdl" ? document.definitions : undefined;
    expect(definitions).toMatchObject({
      targetNamespace: "urn:t",
      imports: [{ namespace: "urn:other", location: "other.wsdl" }],
      schemas: [{ targetNamespace: "urn:t", references: [{ namespace: "urn:x", schemaLocation: "x.xsd" }] }],
      bindings: [
        {
          protocol: { transport: "http://schemas.xmlsoap.org/soap/http" },
          operations: [
            {
              soapOperation: { soapAction: "urn:t/Op" },
              input: { extensions: [{ kind: "soapBody", namespace: "urn:t" }] },
            },
          ],
        },
      ],
      services: [{ ports: [{ address: { location: "http://h.test/q" } }] }],
    });
  });

  it("mirrors a SOAP binding with its operation extensions", () => {
    const { document, diagnostics } = parseDocument(
      definitions(`<wsdl:binding name="B" type="tns:P">
  <soap:binding transport="http://schemas.xmlsoap.org/soap/http" style="document"/>
  <wsdl:operation name="Op">
    <soap:operation soapAction="urn:t/Op"/>
    <wsdl:input><soap:body use="literal"/></wsdl:input>
  </wsdl:operation>
</wsdl:binding>`),
      "a.wsdl",
    );
    expect(diagnostics).toEqual([]);
    const binding = document?.kind === "wsdl" ? document.definitions.bindings[0] : undefined;
    expect(binding).toMatchObject({
      name: "B",
      type: { namespace: "urn:t", local: "P" },
      protocol: { kind: "soapBinding", version: "soap11", style: "document" },
      operations: [
        {
          name: "Op",
          soapOperation: { soapAction: "urn:t/Op", source: { line: 5, column: 5 } },
          input: { extensions: [{ kind: "soapBody", use: "literal" }] },
        },
      ],
    });
  });

  it("skips optional foreign extensions and reports required ones", () => {
    const { diagnostics } = parseDocument(
      definitions(`<wsp:Policy xmlns:wsp="urn:policy"/>
<wsdl:service name="S">
  <x:y xmlns:x="urn:x" wsdl:required="true"/>
</wsdl:service>`),
      "a.wsdl",
    );
    expect(diagnostics).toEqual([
      {
        severity: "error",
        message: "required extension {urn:x}y is not supported",
        location: { file: "a.wsdl", line: 4, column: 3 },
      },
    ]);
  });

  it("reads undeclared prefixes as their conventional namespaces, and others as unknown extensions", () => {
    const { document, diagnostics } = parseDocument(
      `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:tns="urn:t" targetNamespace="urn:t">
<types><xsd:schema targetNamespace="urn:t"><xsd:element name="E" type="xsd:string"/></xsd:schema></types>
<message name="M"><part name="p" element="tns:E"/></message>
<wsp:Policy><sp:TransportBinding/></wsp:Policy>
</definitions>`,
      "a.wsdl",
    );
    expect(diagnostics).toEqual([
      {
        severity: "warning",
        message:
          "the namespace prefix 'xsd' is used but not declared; read as http://www.w3.org/2001/XMLSchema",
        location: { file: "a.wsdl", line: 2, column: 8 },
      },
      {
        severity: "warning",
        message: "the namespace prefix 'wsp' is used but not declared; read as urn:undeclared-prefix:wsp",
        location: { file: "a.wsdl", line: 4, column: 1 },
      },
      {
        severity: "warning",
        message: "the namespace prefix 'sp' is used but not declared; read as urn:undeclared-prefix:sp",
        location: { file: "a.wsdl", line: 4, column: 13 },
      },
      {
        severity: "warning",
        message:
          "type=\"xsd:string\" uses the undeclared namespace prefix 'xsd', read as its conventional namespace http://www.w3.org/2001/XMLSchema",
        location: { file: "a.wsdl", line: 2, column: 44 },
      },
    ]);
    const schemas = document?.kind === "wsdl" ? document.definitions.schemas : [];
    expect(schemas[0]?.components[0]).toMatchObject({
      kind: "element",
      name: "E",
      type: { namespace: "http://www.w3.org/2001/XMLSchema", local: "string" },
    });
  });

  it("reads a schema in the namespace of an XSD draft as XSD 1.0, with a warning", () => {
    const { document, diagnostics } = parseDocument(
      `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:t">
<types><schema xmlns="http://www.w3.org/2000/10/XMLSchema" xmlns:d="http://www.w3.org/2000/10/XMLSchema" targetNamespace="urn:t">
<element name="E" type="d:float"/></schema></types>
</definitions>`,
      "a.wsdl",
    );
    expect(diagnostics).toEqual([
      {
        severity: "warning",
        message:
          "the namespace http://www.w3.org/2000/10/XMLSchema is read as http://www.w3.org/2001/XMLSchema, which supersedes it",
        location: { file: "a.wsdl", line: 2, column: 8 },
      },
    ]);
    const schemas = document?.kind === "wsdl" ? document.definitions.schemas : [];
    expect(schemas[0]?.components[0]).toMatchObject({
      kind: "element",
      name: "E",
      type: { namespace: "http://www.w3.org/2001/XMLSchema", local: "float" },
    });
  });

  it("names a port type's fault that has no name after its message, with a warning", () => {
    const { document, diagnostics } = parseDocument(
      definitions(`<wsdl:portType name="P"><wsdl:operation name="Op">
  <wsdl:input message="tns:In"/><wsdl:fault message="tns:Problem"/></wsdl:operation></wsdl:portType>`),
      "a.wsdl",
    );
    expect(diagnostics).toEqual([
      {
        severity: "warning",
        message: "wsdl:fault has no 'name' attribute: named 'Problem', after its message",
        location: { file: "a.wsdl", line: 3, column: 33 },
      },
    ]);
    const portType = document?.kind === "wsdl" ? document.definitions.portTypes[0] : undefined;
    expect(portType?.operations[0]?.faults.map((fault) => fault.name)).toEqual(["Problem"]);
  });

  it("skips a known extension where it has no meaning, unless it is required", () => {
    const { document, diagnostics } = parseDocument(
      definitions(`<wsdl:portType name="P">
  <xs:annotation xmlns:xs="http://www.w3.org/2001/XMLSchema"/>
  <wsdl:operation name="Op"><wsdl:input message="tns:M"/></wsdl:operation>
</wsdl:portType>
<xs:attribute xmlns:xs="http://www.w3.org/2001/XMLSchema" name="a"/>
<soap:address xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" location="http://h/" wsdl:required="true"/>`),
      "a.wsdl",
    );
    expect(diagnostics).toEqual([
      {
        severity: "warning",
        message: "xs:annotation has no meaning inside wsdl:portType and is ignored",
        location: { file: "a.wsdl", line: 3, column: 3 },
      },
      {
        severity: "warning",
        message: "xs:attribute has no meaning inside wsdl:definitions and is ignored",
        location: { file: "a.wsdl", line: 6, column: 1 },
      },
      {
        severity: "error",
        message: "required extension soap:address inside wsdl:definitions is not supported",
        location: { file: "a.wsdl", line: 7, column: 1 },
      },
    ]);
    const portType = document?.kind === "wsdl" ? document.definitions.portTypes[0] : undefined;
    expect(portType?.operations.map((operation) => operation.name)).toEqual(["Op"]);
  });

  it("warns of a required WS-Policy or WS-Addressing extension instead of stopping", () => {
    const { diagnostics } = parseDocument(
      definitions(`<wsp:UsingPolicy xmlns:wsp="http://schemas.xmlsoap.org/ws/2004/09/policy" wsdl:required="true"/>
<wsdl:service name="S">
  <wsaw:UsingAddressing xmlns:wsaw="http://www.w3.org/2006/05/addressing/wsdl" wsdl:required="true"/>
</wsdl:service>`),
      "a.wsdl",
    );
    const byLine = [...diagnostics].sort((a, b) => (a.location?.line ?? 0) - (b.location?.line ?? 0));
    expect(byLine.map((diagnostic) => [diagnostic.severity, diagnostic.location?.line])).toEqual([
      ["warning", 2],
      ["warning", 4],
    ]);
    expect(byLine[0]?.message).toMatch(
      /^required extension \{http:\/\/schemas\.xmlsoap\.org\/ws\/2004\/09\/policy\}UsingPolicy is not applied: /,
    );
  });

  it("reads a WSDL written in no namespace as WSDL 1.1, down to the first element in a namespace", () => {
    const { document, diagnostics } = parseDocument(
      `<definitions ${xs} xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:t="urn:t" targetNamespace="urn:t">
<types><xs:schema targetNamespace="urn:t"><xs:element name="e" type="xs:string"/></xs:schema></types>
<message name="m"><part name="p" element="t:e"/></message>
<portType name="pt"><operation name="o"><input message="t:m"/></operation></portType>
<binding name="b" type="t:pt"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/></binding>
</definitions>`,
      "a.wsdl",
    );
    expect(diagnostics).toEqual([
      {
        severity: "warning",
        message:
          "the root element definitions is in no namespace (no default namespace is declared); it and the elements in no namespace within it are read as WSDL 1.1's (http://schemas.xmlsoap.org/wsdl/)",
        location: { file: "a.wsdl", line: 1, column: 1 },
      },
    ]);
    const definitions = document?.kind === "wsdl" ? document.definitions : undefined;
    expect(definitions).toMatchObject({
      schemas: [{ components: [{ kind: "element", name: "e" }] }],
      messages: [{ name: "m", parts: [{ name: "p" }] }],
      portTypes: [{ name: "pt", operations: [{ name: "o" }] }],
      bindings: [{ name: "b", protocol: { kind: "soapBinding" } }],
    });
  });

  it("reports an unknown element in the WSDL namespace and a root that is neither WSDL nor XSD", () => {
    expect(parseDocument(definitions("<wsdl:interface/>"), "a.wsdl").diagnostics).toEqual([
      {
        severity: "error",
        message: "wsdl:interface inside wsdl:definitions is not supported",
        location: { file: "a.wsdl", line: 2, column: 1 },
      },
    ]);
    expect(parseDocument("<html/>", "a.wsdl").diagnostics).toEqual([
      {
        severity: "error",
        message:
          "the root element html is neither wsdl:definitions (WSDL 1.1) nor xs:schema (XSD 1.0): an HTML page (a service's help page saved in place of its ?wsdl, or an error page?)",
        location: { file: "a.wsdl", line: 1, column: 1 },
      },
    ]);
    expect(
      parseDocument('<description xmlns="http://www.w3.org/ns/wsdl" targetNamespace="urn:t"/>', "a.wsdl")
        .diagnostics,
    ).toEqual([
      {
        severity: "error",
        message:
          "the root element {http://www.w3.org/ns/wsdl}description is neither wsdl:definitions (WSDL 1.1) nor xs:schema (XSD 1.0): WSDL 2.0 is not read; give the service's WSDL 1.1 (Axis2 publishes it at ?wsdl, WSDL 2.0 at ?wsdl2)",
        location: { file: "a.wsdl", line: 1, column: 1 },
      },
    ]);
  });
});
