// An extension of xs:anyType has anyType's attribute wildcard, and where it adds no content anyType's content
// (structures 3.4.2): SIRI's and IFOPT's `Extensions` hold anything that way, and were read as empty types.
import { describe, expect, it } from "vitest";
import type { ComplexTypeDefinition } from "../../generator/model/index.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

const xsd = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t">
  <xs:complexType name="Extensions"><xs:complexContent><xs:extension base="xs:anyType"/></xs:complexContent></xs:complexType>
  <xs:complexType name="Tagged"><xs:complexContent><xs:extension base="xs:anyType"><xs:attribute name="tag" type="xs:string"/></xs:extension></xs:complexContent></xs:complexType>
  <xs:complexType name="Emptied"><xs:complexContent><xs:extension base="xs:anyType"><xs:sequence/></xs:extension></xs:complexContent></xs:complexType>
  <xs:complexType name="Guarded"><xs:complexContent><xs:extension base="xs:anyType"><xs:anyAttribute namespace="##other"/></xs:extension></xs:complexContent></xs:complexType>
  <xs:complexType name="Listed"><xs:complexContent><xs:extension base="xs:anyType"><xs:sequence><xs:element name="item" type="xs:string"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
  <xs:complexType name="Nothing"><xs:complexContent><xs:restriction base="xs:anyType"/></xs:complexContent></xs:complexType>
</xs:schema>`;

describe("an extension of xs:anyType", () => {
  it("holds anything where it adds no content, and what it declares otherwise", async () => {
    const result = await readModel({
      root: "/unused",
      entries: ["a.xsd"],
      source: memorySource({ "a.xsd": xsd }),
    });
    const type = (local: string) =>
      result.model?.types.find(
        (candidate): candidate is ComplexTypeDefinition =>
          candidate.kind === "complexType" && candidate.id === `{urn:t}${local}`,
      );
    const summary = (local: string) => {
      const found = type(local);
      const content = found?.content;
      return {
        mixed: content?.kind === "elements" && content.mixed,
        particles:
          content?.kind === "elements" ? content.particle.particles.map((particle) => particle.kind) : [],
        attributes: found?.attributes.map((attribute) => attribute.name.local),
        anyAttribute: found?.anyAttribute?.namespaces,
      };
    };
    expect(summary("Extensions")).toEqual({
      mixed: true,
      particles: ["any"],
      attributes: [],
      anyAttribute: "##any",
    });
    expect(summary("Tagged")).toEqual({
      mixed: true,
      particles: ["any"],
      attributes: ["tag"],
      anyAttribute: "##any",
    });
    expect(summary("Emptied")).toEqual({
      mixed: true,
      particles: ["any"],
      attributes: [],
      anyAttribute: "##any",
    });
    expect(type("Guarded")?.anyAttribute).toEqual({
      namespaces: "##any",
      targetNamespace: "urn:t",
      processContents: "strict",
    });
    expect(summary("Listed")).toEqual({
      mixed: false,
      particles: ["element"],
      attributes: [],
      anyAttribute: "##any",
    });
    expect(summary("Nothing")).toEqual({
      mixed: false,
      particles: [],
      attributes: [],
      anyAttribute: undefined,
    });
  });
});
