// A choice standing once as an alternative of a choice offers its alternatives as the outer choice's own (XSD
// reads `a | (b | c)` as `a | b | c`), so that one choice says which element may stand there; an optional inner
// choice lets the outer one match nothing. A repeated inner choice, and the choice a substitution group became,
// keep their own.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { Particle } from "../../generator/model/index.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

/** The content of complex type T as text: `choice(a, b)`, `?` for minOccurs 0, `*` for a maximum above 1. */
async function content(model: string): Promise<string> {
  const text = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
    <xs:group name="BC"><xs:choice><xs:element name="b" type="xs:string"/><xs:element name="c" type="xs:string"/>
    </xs:choice></xs:group>
    <xs:element name="head" type="xs:string"/><xs:element name="member" type="xs:string" substitutionGroup="t:head"/>
    <xs:complexType name="T">${model}</xs:complexType>
  </xs:schema>`;
  const result = await readModel({
    root: "/unused",
    entries: ["a.xsd"],
    source: memorySource({ "a.xsd": text }),
  });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  const type = result.model?.types.find((candidate) => candidate.id === "{urn:t}T");
  if (type?.kind !== "complexType" || type.content.kind !== "elements") return "";
  const show = (particle: Particle): string => {
    const occurs = `${particle.minOccurs === 0 ? "?" : ""}${particle.maxOccurs === 1 ? "" : "*"}`;
    if (particle.kind === "element") return particle.name.local + occurs;
    if (particle.kind === "any") return `any${occurs}`;
    return `${particle.kind}(${particle.particles.map(show).join(", ")})${occurs}`;
  };
  return show(type.content.particle);
}

const a = '<xs:element name="a" type="xs:string"/>';
const bc = '<xs:element name="b" type="xs:string"/><xs:element name="c" type="xs:string"/>';

describe("flattenNestedChoices", () => {
  it.each([
    ["an inner choice", `<xs:choice>${a}<xs:choice>${bc}</xs:choice></xs:choice>`, "choice(a, b, c)"],
    ["a group ref of a choice", `<xs:choice>${a}<xs:group ref="t:BC"/></xs:choice>`, "choice(a, b, c)"],
    [
      "a choice two levels down, in a repeated choice",
      `<xs:choice maxOccurs="3">${a}<xs:choice><xs:choice>${bc}</xs:choice></xs:choice></xs:choice>`,
      "choice(a, b, c)*",
    ],
    [
      "an optional inner choice: the outer one may match nothing",
      `<xs:choice>${a}<xs:choice minOccurs="0">${bc}</xs:choice></xs:choice>`,
      "choice(a, b, c)?",
    ],
    [
      "a repeated inner choice stays",
      `<xs:choice>${a}<xs:choice maxOccurs="2">${bc}</xs:choice></xs:choice>`,
      "choice(a, choice(b, c)*)",
    ],
    [
      "a choice in a sequence stays",
      `<xs:sequence>${a}<xs:choice>${bc}</xs:choice></xs:sequence>`,
      "sequence(a, choice(b, c))",
    ],
    [
      "a substitution group's choice stays",
      `<xs:choice>${a}<xs:element ref="t:head"/></xs:choice>`,
      "choice(a, choice(head, member))",
    ],
  ])("%s", async (_name, model, expected) => {
    expect(await content(model)).toBe(expected);
  });
});
