import { describe, expect, it } from "vitest";
import { formatDiagnostic, sortDiagnostics } from "../../generator/diagnostics.ts";
import { loadDocuments } from "../../generator/load/load-documents.ts";
import { mapDocuments } from "../../generator/map/map-documents.ts";
import { linkReferences } from "../../generator/resolve/link.ts";
import { registerComponents } from "../../generator/resolve/register.ts";
import { symbolTable } from "../../generator/resolve/symbols.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource, xsd } from "../read/memory-source.ts";

async function resolve(files: Record<string, string>): Promise<string[]> {
  const loaded = await loadDocuments({ entries: ["a.xsd"], source: memorySource(files), allowRemote: false });
  const { draft } = mapDocuments(loaded);
  const registered = registerComponents(draft);
  const diagnostics = [
    ...registered.diagnostics,
    ...linkReferences(registered.draft, symbolTable(registered.draft)),
  ];
  return sortDiagnostics(diagnostics).map(formatDiagnostic);
}

describe("register and link", () => {
  it.each([
    [
      "a duplicate type, naming both declarations",
      {
        "a.xsd": xsd('<xs:complexType name="T"/>\n<xs:include schemaLocation="b.xsd"/>'),
        "b.xsd": xsd('\n<xs:simpleType name="T"><xs:restriction base="xs:int"/></xs:simpleType>'),
      },
      ["b.xsd:3:1: error: type '{urn:t}T' is declared twice\n  a.xsd:2:1: first declared here"],
    ],
    [
      "duplicate elements, groups and attributes",
      {
        "a.xsd": xsd(
          '<xs:element name="e"/><xs:element name="e"/>\n<xs:attribute name="a"/><xs:attribute name="a"/>\n<xs:group name="g"><xs:sequence/></xs:group><xs:group name="g"><xs:sequence/></xs:group>',
        ),
      },
      [
        "a.xsd:2:23: error: element '{urn:t}e' is declared twice\n  a.xsd:2:1: first declared here",
        "a.xsd:3:25: error: attribute '{urn:t}a' is declared twice\n  a.xsd:3:1: first declared here",
        "a.xsd:4:45: error: group '{urn:t}g' is declared twice\n  a.xsd:4:1: first declared here",
      ],
    ],
    [
      "a missing type in a read namespace",
      { "a.xsd": xsd('<xs:element name="e" type="t:Missing"/>') },
      ["a.xsd:2:1: error: xs:element 'e' refers to type '{urn:t}Missing', which is not declared"],
    ],
    [
      "a missing element in a namespace never read",
      {
        "a.xsd": xsd(
          '<xs:complexType name="T"><xs:sequence>\n  <xs:element xmlns:o="urn:o" ref="o:e"/></xs:sequence></xs:complexType>',
        ),
      },
      [
        "a.xsd:3:3: error: xs:element ref in '{urn:t}T' refers to element '{urn:o}e', which is not declared; no schema or WSDL for namespace 'urn:o' was read (an import missing, or one that could not be read?)",
      ],
    ],
    [
      "an unprefixed name where no default namespace is declared, naming where it is declared",
      { "a.xsd": xsd('<xs:complexType name="Address"/>\n<xs:element name="e" type="Address"/>') },
      [
        "a.xsd:3:1: error: xs:element 'e' refers to type '{}Address', which is not declared; '{urn:t}Address' is declared: an unprefixed name is in no namespace where no default namespace (xmlns) is declared (missing prefix?)",
      ],
    ],
    [
      "a type that is an element, saying so",
      { "a.xsd": xsd('<xs:element name="Result"/>\n<xs:element name="e" type="t:Result"/>') },
      [
        "a.xsd:3:1: error: xs:element 'e' refers to type '{urn:t}Result', which is not declared; it is declared as an element",
      ],
    ],
    [
      "missing group, attribute group and attribute",
      {
        "a.xsd": xsd(
          '<xs:complexType name="T"><xs:group ref="t:g"/>\n<xs:attribute ref="t:a"/>\n<xs:attributeGroup ref="t:ag"/></xs:complexType>',
        ),
      },
      [
        "a.xsd:2:26: error: xs:group ref in '{urn:t}T' refers to group '{urn:t}g', which is not declared",
        "a.xsd:3:1: error: xs:attribute ref in '{urn:t}T' refers to attribute '{urn:t}a', which is not declared",
        "a.xsd:4:1: error: xs:attributeGroup ref in '{urn:t}T' refers to attribute group '{urn:t}ag', which is not declared",
      ],
    ],
    [
      "a name in XSD's namespace that no built-in type has",
      { "a.xsd": xsd('<xs:element name="e" type="xs:integr"/>') },
      [
        "a.xsd:2:1: error: xs:element 'e' refers to type '{http://www.w3.org/2001/XMLSchema}integr', which is not declared; XML Schema has no built-in type of that name",
      ],
    ],
    [
      "nothing for xml:lang, which is built in",
      { "a.xsd": xsd('<xs:complexType name="T"><xs:attribute ref="xml:lang"/></xs:complexType>') },
      [],
    ],
  ])("reports %s", async (_case, files, expected) => {
    expect(await resolve(files)).toEqual(expected);
  });
});

describe("unprefixed references meant for a namespace", () => {
  it("reads one that only a single declaration matches as that one, with a warning", async () => {
    const result = await readModel({
      root: "/unused",
      entries: ["a.xsd"],
      source: memorySource({
        "a.xsd": xsd(
          '<xs:complexType name="Address"><xs:sequence><xs:element name="city" type="xs:string"/></xs:sequence></xs:complexType>\n<xs:element name="e" type="Address"/>\n<xs:element name="f"><xs:complexType><xs:sequence><xs:element ref="e"/></xs:sequence></xs:complexType></xs:element>',
        ),
      }),
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "a.xsd:3:1: warning: xs:element 'e' refers to 'Address', unprefixed and so in no namespace (no default namespace is declared), where nothing of that name is declared; read as '{urn:t}Address', the only one of that name",
      "a.xsd:4:51: warning: xs:element ref in '{urn:t}f/element' refers to 'e', unprefixed and so in no namespace (no default namespace is declared), where nothing of that name is declared; read as '{urn:t}e', the only one of that name",
    ]);
    const e = result.model?.elements.find((element) => element.name.local === "e");
    expect(e?.type).toEqual({ kind: "defined", id: "{urn:t}Address" });
  });

  it("reads an unprefixed built-in type name as XSD's where no other is declared", async () => {
    const result = await readModel({
      root: "/unused",
      entries: ["a.xsd"],
      source: memorySource({ "a.xsd": xsd('<xs:element name="e" type="decimal"/>') }),
    });
    expect(result.diagnostics.map((diagnostic) => diagnostic.severity)).toEqual(["warning"]);
    expect(result.model?.elements[0]?.type).toEqual({ kind: "builtin", name: "decimal" });
  });

  it("reads a reference through an undeclared prefix as the one declaration of its name, or reports it", async () => {
    const read = (body: string) =>
      readModel({ root: "/unused", entries: ["a.xsd"], source: memorySource({ "a.xsd": xsd(body) }) });
    const meant = await read('<xs:complexType name="Beer"/>\n<xs:element name="e" type="q:Beer"/>');
    expect(meant.diagnostics.map(formatDiagnostic)).toEqual([
      "a.xsd:3:1: warning: xs:element 'e' refers to 'q:Beer', whose prefix is not declared, where nothing of that name is declared; read as '{urn:t}Beer', the only one of that name",
    ]);
    expect(meant.model?.elements[0]?.type).toEqual({ kind: "defined", id: "{urn:t}Beer" });
    const unknown = await read('<xs:element name="e" type="q:Ale"/>');
    expect(unknown.model).toBeUndefined();
    expect(unknown.diagnostics.map(formatDiagnostic)).toEqual([
      "a.xsd:2:1: error: xs:element 'e' refers to type '{urn:undeclared-prefix:q}Ale', which is not declared; its prefix 'q' is not declared",
    ]);
  });

  it("reads one unprefixed under XSD's or WSDL's own default namespace as the one declaration of its name", async () => {
    const schema = await readModel({
      root: "/unused",
      entries: ["a.xsd"],
      source: memorySource({
        "a.xsd":
          '<schema xmlns="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t">\n<complexType name="Address"/>\n<element name="e" type="Address"/>\n<element name="n" type="string"/>\n</schema>',
      }),
    });
    expect(schema.diagnostics.map(formatDiagnostic)).toEqual([
      "a.xsd:3:1: warning: xs:element 'e' refers to '{http://www.w3.org/2001/XMLSchema}Address', in XSD's own namespace (unprefixed under that default namespace?), where nothing of that name is declared; read as '{urn:t}Address', the only one of that name",
    ]);
    expect(schema.model?.elements.map((element) => element.type)).toEqual([
      { kind: "defined", id: "{urn:t}Address" },
      { kind: "builtin", name: "string" },
    ]);
    const wsdl = await readModel({
      root: "/unused",
      entries: ["a.wsdl"],
      source: memorySource({
        "a.wsdl": `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
<types><xs:schema targetNamespace="urn:t"><xs:element name="E" type="xs:string"/></xs:schema></types>
<message name="In"><part name="p" element="t:E"/></message>
<portType name="P"><operation name="Op"><input message="t:In"/><output message="t:In"/></operation></portType>
<binding name="B" type="P"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>
<operation name="Op"><soap:operation soapAction="a"/><input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation></binding>
<service name="S"><port name="Q" binding="t:B"><soap:address location="http://h.test/"/></port></service>
</definitions>`,
      }),
    });
    expect(wsdl.diagnostics.map(formatDiagnostic)).toEqual([
      "a.wsdl:5:1: warning: wsdl:binding 'B' refers to '{http://schemas.xmlsoap.org/wsdl/}P', in WSDL's own namespace (unprefixed under that default namespace?), where nothing of that name is declared; read as '{urn:t}P', the only one of that name",
    ]);
    expect(wsdl.model?.services[0]?.operations.map((operation) => operation.name)).toEqual(["Op"]);
  });

  it("still refuses one that declarations in two namespaces match", async () => {
    const result = await readModel({
      root: "/unused",
      entries: ["a.xsd"],
      source: memorySource({
        "a.xsd": xsd(
          '<xs:import namespace="urn:o" schemaLocation="o.xsd"/><xs:complexType name="Address"/>\n<xs:element name="e" type="Address"/>',
        ),
        "o.xsd": xsd('<xs:complexType name="Address"/>', 'targetNamespace="urn:o"'),
      }),
    });
    expect(result.model).toBeUndefined();
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "a.xsd:3:1: error: xs:element 'e' refers to type '{}Address', which is not declared; '{urn:t}Address', '{urn:o}Address' is declared: an unprefixed name is in no namespace where no default namespace (xmlns) is declared (missing prefix?)",
    ]);
  });
});
