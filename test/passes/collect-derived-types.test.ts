// The types that may stand in for a complex type with xsi:type: every named type derived from it, directly or not.
import { describe, expect, it } from "vitest";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

const schema = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
  <xs:complexType name="Code"><xs:simpleContent><xs:extension base="xs:token">
    <xs:attribute name="list" type="xs:token"/></xs:extension></xs:simpleContent></xs:complexType>
  <xs:complexType name="CountryCode"><xs:simpleContent><xs:restriction base="t:Code">
    <xs:length value="2"/></xs:restriction></xs:simpleContent></xs:complexType>
  <xs:complexType name="RegionCode"><xs:simpleContent><xs:extension base="t:CountryCode">
    <xs:attribute name="depth" type="xs:int"/></xs:extension></xs:simpleContent></xs:complexType>
  <xs:element name="Category"><xs:complexType><xs:simpleContent><xs:extension base="t:Code">
    <xs:attribute name="level" type="xs:int"/></xs:extension></xs:simpleContent></xs:complexType></xs:element>
  <xs:element name="Currency" type="t:Code"/>
</xs:schema>`;

describe("collectDerivedTypes", () => {
  it("lists the named types below a type, and not an element's anonymous type, which no xsi:type names", async () => {
    const { model } = await readModel({
      root: "/unused",
      entries: ["a.xsd"],
      source: memorySource({ "a.xsd": schema }),
    });
    const derived = (id: string) => {
      const type = model?.types.find((candidate) => candidate.id === id);
      return type?.kind === "complexType" ? type.derivedTypes : undefined;
    };
    expect(derived("{urn:t}Code")).toEqual(["{urn:t}CountryCode", "{urn:t}RegionCode"]);
    expect(derived("{urn:t}CountryCode")).toEqual(["{urn:t}RegionCode"]);
    expect(derived("{urn:t}Category/element")).toEqual([]);
  });
});
