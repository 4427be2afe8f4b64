// A reference to a substitution group's head reads as a choice of the elements that may stand there: the head
// unless abstract, then the members (transitively, abstract ones left out, from any file), minus those the head's
// block or a type's block keeps out.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { Model, Particle } from "../../generator/model/index.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

const xs = 'xmlns:xs="http://www.w3.org/2001/XMLSchema"';

const types = `
  <xs:complexType name="Base"><xs:sequence><xs:element name="a" type="xs:string"/></xs:sequence></xs:complexType>
  <xs:complexType name="Wider"><xs:complexContent><xs:extension base="t:Base"><xs:sequence>
    <xs:element name="b" type="xs:string"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
  <xs:complexType name="Narrower"><xs:complexContent><xs:restriction base="t:Base"><xs:sequence>
    <xs:element name="a" type="xs:string"/></xs:sequence></xs:restriction></xs:complexContent></xs:complexType>`;

function schema(head: string, extra = "", attributes = "", imports = ""): string {
  return `<xs:schema ${xs} xmlns:t="urn:t" targetNamespace="urn:t" elementFormDefault="qualified"${attributes}>${imports}${types}
  ${head}
  <xs:element name="same" type="t:Base" substitutionGroup="t:head"/>
  <xs:element name="wider" type="t:Wider" substitutionGroup="t:head"/>
  <xs:element name="narrower" type="t:Narrower" substitutionGroup="t:head"/>
  ${extra}
  <xs:element name="Holder"><xs:complexType><xs:sequence>
    <xs:element ref="t:head" maxOccurs="2"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>`;
}

async function read(files: Record<string, string>) {
  const result = await readModel({ root: "/unused", entries: ["a.xsd"], source: memorySource(files) });
  return { model: result.model, diagnostics: result.diagnostics.map(formatDiagnostic) };
}

/** What Holder's reference became: the choice's alternatives as local names, or the element itself. */
function holder(model: Model | undefined): string[] {
  const type = model?.types.find((candidate) => candidate.id === "{urn:t}Holder/element");
  if (type?.kind !== "complexType" || type.content.kind !== "elements") return [];
  const [particle] = type.content.particle.particles;
  const names = (inner: Particle): string[] =>
    inner.kind === "element"
      ? [inner.name.local]
      : inner.kind === "any"
        ? []
        : inner.particles.flatMap(names);
  if (particle?.kind !== "choice") return particle === undefined ? [] : [`ref ${names(particle).join()}`];
  expect(particle.substitutionGroup).toEqual({ namespace: "urn:t", local: "head" });
  expect([particle.minOccurs, particle.maxOccurs]).toEqual([1, 2]);
  return particle.particles.flatMap(names);
}

describe("expandSubstitutionGroups", () => {
  it.each([
    [
      "no block: the head and every member",
      '<xs:element name="head" type="t:Base"/>',
      "",
      ["head", "same", "wider", "narrower"],
    ],
    [
      "an abstract head is left out",
      '<xs:element name="head" type="t:Base" abstract="true"/>',
      "",
      ["same", "wider", "narrower"],
    ],
    [
      "block substitution: the head alone",
      '<xs:element name="head" type="t:Base" block="substitution"/>',
      "",
      ["ref head"],
    ],
    [
      "blockDefault substitution",
      '<xs:element name="head" type="t:Base"/>',
      ' blockDefault="substitution"',
      ["ref head"],
    ],
    [
      "block extension",
      '<xs:element name="head" type="t:Base" block="extension"/>',
      "",
      ["head", "same", "narrower"],
    ],
    [
      "block restriction",
      '<xs:element name="head" type="t:Base" block="restriction"/>',
      "",
      ["head", "same", "wider"],
    ],
    ["block #all", '<xs:element name="head" type="t:Base" block="#all"/>', "", ["ref head"]],
  ])("%s", async (_case, head, attributes, expected) => {
    const { model } = await read({ "a.xsd": schema(head, "", attributes) });
    expect(holder(model)).toEqual(expected);
  });

  it("honours a type's block on the way from a member's type to the head's", async () => {
    const blocked = schema('<xs:element name="head" type="t:Base"/>').replace(
      '<xs:complexType name="Base">',
      '<xs:complexType name="Base" block="extension">',
    );
    const { model } = await read({ "a.xsd": blocked });
    expect(holder(model)).toEqual(["head", "same", "narrower"]);
  });

  it("takes members transitively and from another file and namespace, abstract members left out", async () => {
    const other = `<xs:schema ${xs} xmlns:t="urn:t" xmlns:o="urn:o" targetNamespace="urn:o">
  <xs:import namespace="urn:t" schemaLocation="a.xsd"/>
  <xs:element name="far" type="t:Wider" substitutionGroup="t:middle"/>
</xs:schema>`;
    const { model, diagnostics } = await read({
      "a.xsd": schema(
        '<xs:element name="head" type="t:Base" abstract="true"/>',
        '<xs:element name="middle" type="t:Base" abstract="true" substitutionGroup="t:head"/>',
        "",
        '<xs:import namespace="urn:o" schemaLocation="o.xsd"/>',
      ),
      "o.xsd": other,
    });
    expect(diagnostics).toEqual([]);
    expect(holder(model)).toEqual(["same", "wider", "narrower", "far"]);
  });

  it("keeps a reference to an abstract head that nothing may replace, with a warning", async () => {
    const { model, diagnostics } = await read({
      "a.xsd": schema('<xs:element name="head" type="t:Base" abstract="true" block="substitution"/>'),
    });
    expect(holder(model)).toEqual(["ref head"]);
    expect(diagnostics).toEqual([
      expect.stringMatching(
        /^a\.xsd:\d+:\d+: warning: xs:element ref 'head' names an abstract element that no element of its substitution group may replace here/,
      ),
    ]);
  });
});
