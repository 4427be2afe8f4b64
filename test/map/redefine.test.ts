// xs:redefine: a redefinition's reference to its own name means the original it redefines, however that name is
// written (XSD 1.0 section 4.2.2), read end to end through readModel.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { Model } from "../../generator/model/index.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

const base = (attributes: string) =>
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" ${attributes}>
<xs:complexType name="Address"><xs:sequence><xs:element name="street" type="xs:string"/></xs:sequence></xs:complexType>
<xs:simpleType name="Code"><xs:restriction base="xs:string"/></xs:simpleType>
<xs:group name="Contact"><xs:sequence><xs:element name="phone" type="xs:string"/></xs:sequence></xs:group>
</xs:schema>`;

/** A schema redefining base.xsd, naming each redefined component as `self(local)`. */
const redefining = (attributes: string, self: (local: string) => string) =>
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" ${attributes}>
<xs:redefine schemaLocation="base.xsd">
<xs:complexType name="Address"><xs:complexContent><xs:extension base="${self("Address")}"><xs:sequence><xs:element name="zip" type="xs:string"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
<xs:simpleType name="Code"><xs:restriction base="${self("Code")}"><xs:maxLength value="3"/></xs:restriction></xs:simpleType>
<xs:group name="Contact"><xs:sequence><xs:group ref="${self("Contact")}"/><xs:element name="email" type="xs:string"/></xs:sequence></xs:group>
</xs:redefine>
</xs:schema>`;

async function read(
  files: Record<string, string>,
  entry: string,
): Promise<{ model: Model; diagnostics: string[] }> {
  const result = await readModel({ root: "/unused", entries: [entry], source: memorySource(files) });
  const diagnostics = result.diagnostics.map(formatDiagnostic);
  if (result.model === undefined) throw new Error(diagnostics.join("\n"));
  return { model: result.model, diagnostics };
}

/** What Address and Code derive from, by id. */
function bases(model: Model, namespace: string): Record<string, string | undefined> {
  const base = (local: string) => {
    const type = model.types.find((candidate) => candidate.id === `{${namespace}}${local}`);
    if (type?.kind === "complexType")
      return type.derivation?.base.kind === "defined" ? type.derivation.base.id : undefined;
    return type?.variety.kind === "atomic" && type.variety.base.kind === "defined"
      ? type.variety.base.id
      : undefined;
  };
  return { Address: base("Address"), Code: base("Code") };
}

describe("xs:redefine's references to the redefined name", () => {
  it.each([
    ["a schema of no namespace, unprefixed", redefining("", (local) => local), "", ""],
    [
      "a schema of a namespace, prefixed",
      redefining('xmlns:t="urn:t" targetNamespace="urn:t"', (local) => `t:${local}`),
      'targetNamespace="urn:t"',
      "urn:t",
    ],
    [
      "a schema of a namespace, under its default namespace",
      redefining('xmlns="urn:t" targetNamespace="urn:t"', (local) => local),
      'targetNamespace="urn:t"',
      "urn:t",
    ],
  ])("mean the original in %s", async (_, schema, baseAttributes, namespace) => {
    const { model, diagnostics } = await read({ "a.xsd": schema, "base.xsd": base(baseAttributes) }, "a.xsd");
    expect(diagnostics).toEqual([]);
    expect(bases(model, namespace)).toEqual({
      Address: `{${namespace}}Address.original`,
      Code: `{${namespace}}Code.original`,
    });
  });

  it("mean the original in a chameleon schema included into a namespace", async () => {
    const files = {
      "outer.xsd":
        '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t"><xs:include schemaLocation="a.xsd"/></xs:schema>',
      "a.xsd": redefining("", (local) => local),
      "base.xsd": base(""),
    };
    const { model, diagnostics } = await read(files, "outer.xsd");
    expect(diagnostics).toEqual([]);
    expect(bases(model, "urn:t")).toEqual({
      Address: "{urn:t}Address.original",
      Code: "{urn:t}Code.original",
    });
  });

  it.each([
    [
      "unprefixed without a default namespace",
      (local: string) => local,
      (local: string) => `'${local}', unprefixed and so in no namespace (no default namespace is declared)`,
    ],
    [
      "through an undeclared prefix",
      (local: string) => `t:${local}`,
      (local: string) => `'t:${local}', whose prefix is not declared`,
    ],
  ])("mean the original, with a warning, when written %s", async (_, self, written) => {
    const files = {
      "a.xsd": redefining('targetNamespace="urn:t"', self),
      "base.xsd": base('targetNamespace="urn:t"'),
    };
    const { model, diagnostics } = await read(files, "a.xsd");
    expect(diagnostics).toEqual(
      [
        ["3:32", "Address"],
        ["4:28", "Code"],
        ["5:39", "Contact"],
      ].map(
        ([at, local = ""]) =>
          `a.xsd:${at}: warning: the redefinition of '{urn:t}${local}' refers to itself as ${written(local)}; read as the original it redefines`,
      ),
    );
    expect(bases(model, "urn:t")).toEqual({
      Address: "{urn:t}Address.original",
      Code: "{urn:t}Code.original",
    });
  });
});
