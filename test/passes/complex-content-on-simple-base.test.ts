// Complex content derived from a simple type, which XSD does not allow (wsdl2phpgenerator keeps such a type among
// its test WSDLs): with attributes only, the text is what the schema means and is kept; with elements, the text has
// no reading. Either way a warning says so, where the type used to lose its text without a word.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

const xsd = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
  <xs:complexType name="Tagged"><xs:complexContent><xs:extension base="xs:string"><xs:attribute name="tag" type="xs:string"/></xs:extension></xs:complexContent></xs:complexType>
  <xs:complexType name="Listed"><xs:complexContent><xs:extension base="xs:string"><xs:sequence><xs:element name="item" type="xs:string"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
  <xs:complexType name="Label"><xs:simpleContent><xs:extension base="xs:string"><xs:attribute name="lang" type="xs:string"/></xs:extension></xs:simpleContent></xs:complexType>
  <xs:complexType name="Labelled"><xs:complexContent><xs:extension base="t:Label"><xs:attribute name="kind" type="xs:string"/></xs:extension></xs:complexContent></xs:complexType>
  <xs:complexType name="Annotated"><xs:complexContent><xs:extension base="t:Label"><xs:sequence><xs:element name="note" type="xs:string"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
</xs:schema>`;

describe("complex content on a simple base", () => {
  it("keeps the text where only attributes are added, and says where elements leave it out", async () => {
    const result = await readModel({
      root: "/unused",
      entries: ["a.xsd"],
      source: memorySource({ "a.xsd": xsd }),
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "a.xsd:2:3: warning: complex type '{urn:t}Tagged' has xs:complexContent on the simple type 'xs:string', which XSD does not allow; read as xs:simpleContent, its text kept",
      "a.xsd:3:3: warning: complex type '{urn:t}Listed' adds elements to the simple content of 'xs:string', which XSD does not allow; the text is left out",
      "a.xsd:6:3: warning: complex type '{urn:t}Annotated' adds elements to the simple content of '{urn:t}Label', which XSD does not allow; the text is left out",
    ]);
    const content = (local: string) => {
      const type = result.model?.types.find((candidate) => candidate.id === `{urn:t}${local}`);
      return type?.kind === "complexType" ? type.content.kind : undefined;
    };
    expect(content("Tagged")).toBe("simple");
    expect(content("Listed")).toBe("elements");
    // Extending simple content with attributes as complex content is valid XSD: the text stays, with no warning.
    expect(content("Labelled")).toBe("simple");
  });
});
