// Enumeration values of QName types become `{namespace}local`, resolved where the schema writes them, which is
// the form generated code holds them in; a prefix unbound there is reported at its facet.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { Facets } from "../../generator/model/index.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

const xsd = (body: string) =>
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" xmlns:p="urn:p" targetNamespace="urn:t">
${body}
</xs:schema>`;

async function read(body: string) {
  const result = await readModel({
    root: "/unused",
    entries: ["a.xsd"],
    source: memorySource({ "a.xsd": xsd(body) }),
  });
  const values = (facets: Facets | undefined) => facets?.enumeration?.map((value) => value.value);
  const simple = (local: string) => {
    const type = result.model?.types.find((candidate) => candidate.id === `{urn:t}${local}`);
    if (type?.kind === "simpleType")
      return type.variety.kind === "atomic" ? values(type.variety.facets) : undefined;
    return type?.content.kind === "simple" ? values(type.content.facets) : undefined;
  };
  // Each member of complex type `local` with a default or fixed value: `name: value` (`name=` for fixed).
  const constrained = (local: string) => {
    const type = result.model?.types.find((candidate) => candidate.id === `{urn:t}${local}`);
    if (type?.kind !== "complexType") return undefined;
    const particles = type.content.kind === "elements" ? type.content.particle.particles : [];
    return [...type.attributes, ...particles].flatMap((member) =>
      member.kind !== "element" && member.kind !== "attribute"
        ? []
        : [
            member.fixed === undefined
              ? `${member.name.local}: ${member.default}`
              : `${member.name.local}= ${member.fixed}`,
            ...("valueQName" in member ? ["valueQName left in the model"] : []),
          ],
    );
  };
  return { diagnostics: result.diagnostics.map(formatDiagnostic), simple, constrained, model: result.model };
}

describe("resolveQNameValues", () => {
  it("resolves the values of QName enumerations where they are written, and leaves other types' alone", async () => {
    const { diagnostics, simple } = await read(`
  <xs:simpleType name="Mode"><xs:restriction base="xs:QName">
    <xs:enumeration value="p:On"/><xs:enumeration value="q:Off" xmlns:q="urn:q"/><xs:enumeration value="t:Auto"/>
  </xs:restriction></xs:simpleType>
  <xs:simpleType name="Narrow"><xs:restriction base="t:Mode"><xs:enumeration value="p:On"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="Notation"><xs:restriction base="xs:NOTATION"><xs:enumeration value="p:gif"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="Text"><xs:restriction base="xs:string"><xs:enumeration value="p:On"/></xs:restriction></xs:simpleType>
  <xs:complexType name="Code"><xs:simpleContent><xs:extension base="xs:QName"/></xs:simpleContent></xs:complexType>
  <xs:complexType name="KnownCode"><xs:simpleContent><xs:restriction base="t:Code">
    <xs:enumeration value="Plain" xmlns="urn:d"/>
  </xs:restriction></xs:simpleContent></xs:complexType>`);
    expect(diagnostics).toEqual([]);
    expect(simple("Mode")).toEqual(["{urn:p}On", "{urn:q}Off", "{urn:t}Auto"]);
    expect(simple("Narrow")).toEqual(["{urn:p}On"]);
    expect(simple("Notation")).toEqual(["{urn:p}gif"]);
    expect(simple("Text")).toEqual(["p:On"]);
    expect(simple("KnownCode")).toEqual(["{urn:d}Plain"]);
  });

  it("resolves default and fixed values of QName types where they are written, of refs from the declaration", async () => {
    const { diagnostics, constrained, model } = await read(`
  <xs:simpleType name="Names"><xs:list itemType="xs:QName"/></xs:simpleType>
  <xs:attribute name="origin" type="xs:QName" default="p:Home"/>
  <xs:element name="root" type="xs:QName" default="t:Top"/>
  <xs:complexType name="Holder">
    <xs:sequence>
      <xs:element name="version" type="xs:QName" fixed="q:V1" xmlns:q="urn:q"/>
      <xs:element name="names" type="t:Names" default="p:a t:b"/>
      <xs:element name="label" type="xs:string" default="p:text"/>
    </xs:sequence>
    <xs:attribute name="scheme" type="xs:QName" default="Basic" xmlns="urn:d"/>
    <xs:attribute ref="t:origin"/>
  </xs:complexType>`);
    expect(diagnostics).toEqual([]);
    expect(constrained("Holder")).toEqual([
      "scheme: {urn:d}Basic",
      "origin: {urn:p}Home",
      "version= {urn:q}V1",
      "names: {urn:p}a {urn:t}b",
      "label: p:text",
    ]);
    expect(model?.elements.map((element) => [element.default, "valueQName" in element])).toEqual([
      ["{urn:t}Top", false],
    ]);
  });

  it("reports a value whose prefix is not bound where it is written, at its facet", async () => {
    const { diagnostics } = await read(`
  <xs:simpleType name="Mode"><xs:restriction base="xs:QName">
    <xs:enumeration value="p:On"/><xs:enumeration value="z:Off"/>
  </xs:restriction></xs:simpleType>
  <xs:complexType name="Holder"><xs:attribute name="scheme" type="xs:QName" fixed="z:Basic"/></xs:complexType>
  <xs:complexType name="Derived"><xs:complexContent><xs:extension base="t:Holder"/></xs:complexContent></xs:complexType>`);
    // Reported once, where written, not again in the type that inherits it.
    expect(diagnostics).toEqual([
      'a.xsd:4:35: error: xs:enumeration value "z:Off" of a QName type is no QName whose prefix is declared in scope',
      'a.xsd:6:33: error: xs:attribute fixed="z:Basic" of a QName type is no QName whose prefix is declared in scope',
    ]);
  });
});
