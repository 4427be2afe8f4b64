// Length facets on a built-in without a length (a CORBA-generated schema puts xs:maxLength on xs:long) are left
// out with a warning, as the runtime measures the length of strings, bytes and lists only; so are those of a complex
// type's simple content.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

const xsd = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
  <xs:simpleType name="Key"><xs:restriction base="xs:long"><xs:maxLength value="11"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="SmallKey"><xs:restriction base="t:Key"><xs:maxInclusive value="99"/></xs:restriction></xs:simpleType>
  <xs:simpleType name="Code"><xs:restriction base="xs:string"><xs:maxLength value="11"/></xs:restriction></xs:simpleType>
  <xs:complexType name="Amount"><xs:simpleContent><xs:extension base="xs:decimal"><xs:attribute name="currency" type="xs:string"/></xs:extension></xs:simpleContent></xs:complexType>
  <xs:complexType name="ShortAmount"><xs:simpleContent><xs:restriction base="t:Amount"><xs:maxLength value="8"/><xs:maxInclusive value="99"/></xs:restriction></xs:simpleContent></xs:complexType>
  <xs:complexType name="Label"><xs:simpleContent><xs:extension base="xs:string"><xs:attribute name="lang" type="xs:string"/></xs:extension></xs:simpleContent></xs:complexType>
  <xs:complexType name="ShortLabel"><xs:simpleContent><xs:restriction base="t:Label"><xs:maxLength value="8"/></xs:restriction></xs:simpleContent></xs:complexType>
  <xs:element name="key" type="t:SmallKey"/>
  <xs:element name="code" type="t:Code"/>
</xs:schema>`;

describe("length facets", () => {
  it("are left out with a warning on a built-in without a length, and kept on a string, in simple content too", async () => {
    const result = await readModel({
      root: "/unused",
      entries: ["a.xsd"],
      source: memorySource({ "a.xsd": xsd }),
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /warning: simple type '\{urn:t\}Key' puts xs:maxLength on xs:long, which has no length/,
      ),
      "a.xsd:6:3: warning: complex type '{urn:t}ShortAmount' puts xs:maxLength on its simple content of xs:decimal, which has no length; left out",
    ]);
    const facets = (local: string) => {
      const type = result.model?.types.find((candidate) => candidate.id === `{urn:t}${local}`);
      return type?.kind === "simpleType" ? type.variety.facets : undefined;
    };
    expect(facets("Key")).toEqual({});
    expect(facets("SmallKey")).toEqual({ maxInclusive: "99" });
    expect(facets("Code")).toEqual({ maxLength: 11 });
    const contentFacets = (local: string) => {
      const type = result.model?.types.find((candidate) => candidate.id === `{urn:t}${local}`);
      return type?.kind === "complexType" && type.content.kind === "simple" ? type.content.facets : undefined;
    };
    expect(contentFacets("ShortAmount")).toEqual({ maxInclusive: "99" });
    expect(contentFacets("ShortLabel")).toEqual({ maxLength: 8 });
  });
});
