import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { loadDocuments } from "../../generator/load/load-documents.ts";
import { builtinTypes } from "../../generator/model/builtins.ts";
import { mapDocuments } from "../../generator/map/map-documents.ts";
import { memorySource, xsd } from "../read/memory-source.ts";

async function map(files: Record<string, string>, entry = "a.xsd") {
  const loaded = await loadDocuments({ entries: [entry], source: memorySource(files), allowRemote: false });
  expect(loaded.diagnostics).toEqual([]);
  return mapDocuments(loaded);
}

describe("mapDocuments", () => {
  it("gives anonymous types ids from their context and path", async () => {
    const { draft } = await map({
      "a.xsd": xsd(`<xs:element name="E"><xs:complexType><xs:sequence>
  <xs:element name="prices"><xs:complexType><xs:sequence>
    <xs:element name="price"><xs:simpleType><xs:list><xs:simpleType><xs:restriction base="xs:int"/></xs:simpleType></xs:list></xs:simpleType></xs:element>
  </xs:sequence></xs:complexType></xs:element>
</xs:sequence><xs:attribute name="a"><xs:simpleType><xs:union memberTypes="xs:int"><xs:simpleType><xs:restriction base="xs:string"/></xs:simpleType></xs:union></xs:simpleType></xs:attribute></xs:complexType></xs:element>
<xs:group name="G"><xs:sequence><xs:element name="g"><xs:complexType/></xs:element></xs:sequence></xs:group>
<xs:attributeGroup name="AG"><xs:attribute name="x"><xs:simpleType><xs:restriction base="xs:int"/></xs:simpleType></xs:attribute></xs:attributeGroup>
<xs:attribute name="A"><xs:simpleType><xs:restriction base="xs:int"/></xs:simpleType></xs:attribute>
<xs:complexType name="T"><xs:simpleContent><xs:restriction base="t:S"><xs:simpleType><xs:restriction base="xs:int"/></xs:simpleType></xs:restriction></xs:simpleContent></xs:complexType>`),
    });
    expect(draft.types.map((type) => type.id).sort()).toEqual(
      [
        "{urn:t}A/attribute",
        "{urn:t}AG/attributeGroup/@x",
        "{urn:t}E/element",
        "{urn:t}E/element/@a",
        "{urn:t}E/element/@a/member1",
        "{urn:t}E/element/prices",
        "{urn:t}E/element/prices/price",
        "{urn:t}E/element/prices/price/item",
        "{urn:t}G/group/g",
        "{urn:t}T",
        "{urn:t}T/restriction",
      ].sort(),
    );
  });

  it.each([
    ['elementFormDefault="qualified"', "", "urn:t"],
    ['elementFormDefault="unqualified"', "", ""],
    ['elementFormDefault="unqualified"', 'form="qualified"', "urn:t"],
    ['elementFormDefault="qualified"', 'form="unqualified"', ""],
  ])("qualifies local elements by %s %s", async (schemaAttribute, form, namespace) => {
    const { draft } = await map({
      "a.xsd": xsd(
        `<xs:complexType name="T"><xs:sequence><xs:element name="e" ${form} type="xs:int"/></xs:sequence></xs:complexType>`,
        `targetNamespace="urn:t" ${schemaAttribute}`,
      ),
    });
    const type = draft.types[0];
    const content = type?.kind === "complexType" ? type.content : undefined;
    const particle =
      content?.kind === "elements" && content.particle.kind === "sequence"
        ? content.particle.particles[0]
        : undefined;
    expect(particle).toMatchObject({ kind: "element", name: { namespace, local: "e" } });
  });

  it("maps a chameleon include into the includer's namespace", async () => {
    const { draft } = await map({
      "a.xsd": xsd('<xs:include schemaLocation="c.xsd"/>'),
      "c.xsd": xsd('<xs:complexType name="C"/>', ""),
    });
    expect(draft.types.map((type) => type.id)).toEqual(["{urn:t}C"]);
    expect(draft.namespaces).toEqual(["urn:t"]);
  });

  it.each([
    [
      "a WSDL named by xs:include",
      {
        "a.xsd": xsd('<xs:include schemaLocation="w.wsdl"/>'),
        "w.wsdl": '<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:t"/>',
      },
      "a.xsd:2:1: error: xs:include schemaLocation 'w.wsdl' names a WSDL, not a schema",
    ],
    [
      "an include of another namespace",
      { "a.xsd": xsd('<xs:include schemaLocation="o.xsd"/>'), "o.xsd": xsd("", 'targetNamespace="urn:o"') },
      "a.xsd:2:1: error: xs:include of 'o.xsd' (targetNamespace 'urn:o') into a schema for namespace 'urn:t'",
    ],
    [
      "an import whose namespace differs",
      {
        "a.xsd": xsd('<xs:import namespace="urn:x" schemaLocation="o.xsd"/>'),
        "o.xsd": xsd("", 'targetNamespace="urn:o"'),
      },
      "a.xsd:2:1: warning: xs:import namespace 'urn:x' does not match the targetNamespace 'urn:o' of 'o.xsd': read as an import of 'urn:o'",
    ],
    [
      "an import of the importing schema's own namespace",
      {
        "a.xsd": xsd('<xs:import namespace="urn:t" schemaLocation="o.xsd"/>'),
        "o.xsd": xsd(""),
      },
      "a.xsd:2:1: warning: xs:import of 'o.xsd' names the importing schema's own namespace 'urn:t', which XSD forbids (xs:include is meant): read as an include",
    ],
    [
      "an xs:redefine of a component its file does not declare",
      {
        "a.xsd": xsd(
          '<xs:redefine schemaLocation="o.xsd">\n<xs:simpleType name="Code"><xs:restriction base="t:Code"/></xs:simpleType></xs:redefine>',
        ),
        "o.xsd": xsd('<xs:complexType name="Other"/>'),
      },
      "a.xsd:3:1: error: xs:redefine of 'o.xsd' redefines xs:simpleType 'Code', which 'o.xsd' does not declare",
    ],
    [
      "an xs:redefine of another namespace",
      { "a.xsd": xsd('<xs:redefine schemaLocation="o.xsd"/>'), "o.xsd": xsd("", 'targetNamespace="urn:o"') },
      "a.xsd:2:1: error: xs:redefine of 'o.xsd' (targetNamespace 'urn:o') into a schema for namespace 'urn:t'",
    ],
    [
      "xs:notation",
      { "a.xsd": xsd('<xs:notation name="n" public="p"/>') },
      "a.xsd:2:1: warning: xs:notation 'n' is not supported and is ignored",
    ],
    [
      "minOccurs above maxOccurs",
      {
        "a.xsd": xsd(
          '<xs:group name="g"><xs:sequence>\n<xs:element name="e" minOccurs="2" maxOccurs="1"/></xs:sequence></xs:group>',
        ),
      },
      'a.xsd:3:1: error: minOccurs="2" is greater than maxOccurs="1"',
    ],
    [
      "default and fixed together",
      { "a.xsd": xsd('<xs:element name="e" default="1" fixed="1"/>') },
      "a.xsd:2:1: error: xs:element cannot have both 'default' and 'fixed'",
    ],
    [
      "a bad length facet",
      {
        "a.xsd": xsd(
          '<xs:simpleType name="s"><xs:restriction base="xs:string">\n  <xs:maxLength value="-1"/></xs:restriction></xs:simpleType>',
        ),
      },
      'a.xsd:3:3: error: xs:maxLength value="-1" is not a valid non-negative integer',
    ],
    [
      "a facet given twice",
      {
        "a.xsd": xsd(
          '<xs:simpleType name="s"><xs:restriction base="xs:string"><xs:maxLength value="1"/>\n<xs:maxLength value="2"/></xs:restriction></xs:simpleType>',
        ),
      },
      "a.xsd:3:1: error: xs:maxLength appears twice in one restriction",
    ],
    [
      "a block escape naming no Unicode 3.1 block",
      {
        "a.xsd": xsd(
          '<xs:simpleType name="s"><xs:restriction base="xs:string">\n  <xs:pattern value="[\\p{IsBasicLatin}\\p{IsKlingon}]+"/></xs:restriction></xs:simpleType>',
        ),
      },
      "a.xsd:3:3: error: xs:pattern [\\p{IsBasicLatin}\\p{IsKlingon}]+: \\p{IsKlingon} names no Unicode block XSD 1.0 knows",
    ],
    [
      "a pattern that is no regular expression",
      {
        "a.xsd": xsd(
          '<xs:simpleType name="s"><xs:restriction base="xs:string">\n    <xs:pattern value="[a-z"/></xs:restriction></xs:simpleType>',
        ),
      },
      "a.xsd:3:5: error: xs:pattern [a-z: a character class is not closed",
    ],
  ])("reports %s", async (_case, files, expected) => {
    const loaded = await loadDocuments({
      entries: ["a.xsd"],
      source: memorySource(files),
      allowRemote: false,
    });
    expect(mapDocuments(loaded).sink.diagnostics.map(formatDiagnostic)).toEqual([expected]);
  });

  it("maps every built-in datatype of XML Schema 1.0 to a built-in reference", async () => {
    const names = Object.keys(builtinTypes);
    expect(names).toHaveLength(46);
    const body = names.map((name) => `<xs:element name="e${name}" type="xs:${name}"/>`).join("\n");
    const { draft, sink } = await map({ "a.xsd": xsd(body) });
    expect(sink.diagnostics).toEqual([]);
    expect(draft.elements.map((element) => element.type)).toEqual(
      names.map((name) => ({ kind: "builtin", name })),
    );
  });

  it("marks the originals of redefined types, and only them", async () => {
    const { draft, sink } = await map({
      "a.xsd": xsd(`<xs:redefine schemaLocation="o.xsd">
  <xs:simpleType name="Code"><xs:restriction base="t:Code"><xs:maxLength value="3"/></xs:restriction></xs:simpleType>
  <xs:complexType name="T"><xs:complexContent><xs:extension base="t:T"/></xs:complexContent></xs:complexType>
</xs:redefine>`),
      "o.xsd": xsd(`<xs:simpleType name="Code"><xs:restriction base="xs:string"/></xs:simpleType>
<xs:complexType name="T"/><xs:complexType name="U"/>`),
    });
    expect(sink.diagnostics).toEqual([]);
    expect(draft.types.map((type) => [type.name?.local, type.redefinedOriginal ?? false]).sort()).toEqual([
      ["Code", false],
      ["Code.original", true],
      ["T", false],
      ["T.original", true],
      ["U", false],
    ]);
  });
});
