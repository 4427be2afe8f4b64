// The mock's sample values, checked against the real models of both versions: every member of every
// complex type filled, enumeration values from the enumeration, deterministic; by default no nil and each
// element of its declared type, as a service typically answers; with edge cases lists of three with a nil
// item where items are nillable, nil members in the third item, derived types taking turns with `$type`.
import { beforeAll, describe, expect, it } from "vitest";
import { defaultSchemaRoot, readConfig } from "../../generator/config.ts";
import type { BuiltinTypeName } from "../../generator/model/builtins.ts";
import type {
  Facets,
  Model,
  SimpleTypeDefinition,
  TypeDefinition,
  TypeId,
} from "../../generator/model/index.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import type { NameMap } from "../../generator/naming/name-map.ts";
import { computeShapes, typeIndex, type ComplexShape } from "../../generator/shape/compute-shapes.ts";
import { readInterfaceVersion, readModel } from "../../generator/read.ts";
import { SampleBuilder, type SampleObject, type SampleValue } from "../../generator/samples/sample-values.ts";
import * as f from "../plan/factories.ts";
import { memorySource, xsd } from "../read/memory-source.ts";

interface Version {
  readonly model: Model;
  readonly names: NameMap;
  readonly shapes: ReadonlyMap<TypeId, ComplexShape>;
  readonly types: ReadonlyMap<TypeId, TypeDefinition>;
}

const read: Version[] = [];

beforeAll(async () => {
  const config = await readConfig(defaultSchemaRoot);
  for (const entry of config.interfaces) {
    const { model } = await readInterfaceVersion(config, entry.version);
    if (model === undefined) throw new Error(`version ${entry.version} did not read`);
    read.push({
      model,
      names: assignNames(model).names,
      shapes: computeShapes(model),
      types: typeIndex(model),
    });
  }
});

function builder(version: Version, edgeCases = true): SampleBuilder {
  return new SampleBuilder(
    { types: version.types, shapes: version.shapes, names: version.names },
    { edgeCases },
  );
}

/** Every `null` and `$type` inside a sample, by path. */
function nilsAndDerived(value: SampleValue, path = ""): string[] {
  if (value === null) return [`${path}: null`];
  if (typeof value !== "object" || value instanceof Uint8Array) return [];
  if (Array.isArray(value))
    return (value as readonly SampleValue[]).flatMap((item, index) =>
      nilsAndDerived(item, `${path}[${index}]`),
    );
  return Object.entries(value as SampleObject).flatMap(([key, item]) =>
    key === "$type" ? [`${path}: $type ${String(item)}`] : nilsAndDerived(item, `${path}.${key}`),
  );
}

function objectTypes(version: Version) {
  return version.model.types.filter(
    (type) => type.kind === "complexType" && !type.abstract && version.shapes.get(type.id)?.kind === "object",
  );
}

/** The builder's inputs for a schema `s.xsd` of `schema`'s text. */
async function sampleInputs(schema: string) {
  const { model } = await readModel({
    root: "/unused",
    entries: ["s.xsd"],
    source: memorySource({ "s.xsd": schema }),
  });
  if (model === undefined) throw new Error("s.xsd did not read");
  return { types: typeIndex(model), shapes: computeShapes(model), names: assignNames(model).names };
}

function asObject(value: SampleValue): SampleObject {
  if (typeof value !== "object" || value === null || Array.isArray(value) || value instanceof Uint8Array)
    throw new Error(`not an object: ${String(value)}`);
  return value as SampleObject;
}

describe("sample values of every complex type of both versions", () => {
  it("are by default what a service typically sends: no nil, each element of its declared type", () => {
    let checked = 0;
    for (const version of read)
      for (const type of objectTypes(version)) {
        const samples = builder(version, false);
        for (const variant of [0, 1, 2]) {
          const value = samples.value({ kind: "defined", id: type.id }, "x", 0, variant);
          expect({ type: type.id, found: nilsAndDerived(value) }).toEqual({ type: type.id, found: [] });
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(100);
  });

  it("fill every member, with three items per repeated member and, with edge cases, the second item nil where items are nillable", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const version of read)
      for (const type of objectTypes(version)) {
        const shape = version.shapes.get(type.id);
        if (shape?.kind !== "object") continue;
        const value = asObject(builder(version).value({ kind: "defined", id: type.id }, "x", 0, 0));
        const names = version.names.members.get(type.id);
        for (const member of shape.members) {
          const property = names?.get(member.key) ?? "";
          const filled = value[property];
          checked++;
          if (filled === undefined) missing.push(`${type.id} ${property}`);
          else if (member.kind === "element" && member.repeated) {
            const items = filled as readonly SampleValue[];
            if (items.length !== 3) missing.push(`${type.id} ${property}: ${items.length} items`);
            if (member.nillable && items[1] !== null) missing.push(`${type.id} ${property}: no nil item`);
          }
        }
      }
    expect(checked).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });

  it("make nillable single members nil in the third variant, and only there", () => {
    let nils = 0;
    for (const version of read)
      for (const type of objectTypes(version)) {
        const shape = version.shapes.get(type.id);
        if (shape?.kind !== "object") continue;
        const names = version.names.members.get(type.id);
        for (const variant of [0, 1, 2]) {
          const value = asObject(builder(version).value({ kind: "defined", id: type.id }, "x", 0, variant));
          for (const member of shape.members) {
            if (member.kind !== "element" || member.repeated || !member.nillable) continue;
            const filled = value[names?.get(member.key) ?? ""];
            expect({ type: type.id, member: member.key, variant, nil: filled === null }).toEqual({
              type: type.id,
              member: member.key,
              variant,
              nil: variant === 2,
            });
            if (filled === null) nils++;
          }
        }
      }
    expect(nils).toBeGreaterThan(5);
  });

  it("let derived types take turns where a base type is declared, named by $type", () => {
    const version = read.at(-1);
    if (version === undefined) throw new Error("no version");
    const bases = version.model.types.filter(
      (type) => type.kind === "complexType" && type.derivedTypes.length > 0,
    );
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) {
      if (base.kind !== "complexType") continue;
      const [firstDerived] = base.derivedTypes;
      const derived = version.types.get(firstDerived ?? "");
      const samples = builder(version);
      const value = (variant: number) =>
        asObject(samples.value({ kind: "defined", id: base.id }, "x", 0, variant))["$type"];
      expect(value(0)).toBeUndefined();
      expect(value(1)).toBe(derived?.name?.local);
    }
  });

  it("take enumeration values from the enumeration", () => {
    for (const version of read)
      for (const type of version.model.types) {
        if (type.kind !== "simpleType" || type.variety.kind !== "atomic") continue;
        const allowed = type.variety.facets.enumeration?.map((value) => value.value);
        if (allowed === undefined) continue;
        const samples = builder(version);
        for (let i = 0; i < allowed.length + 1; i++)
          expect(allowed).toContain(samples.value({ kind: "defined", id: type.id }, "x", 0, 0));
      }
  });

  it("are the same from two builders", () => {
    for (const version of read) {
      const ids = objectTypes(version).map((type) => type.id);
      const sample = () => {
        const samples = builder(version);
        return ids.map((id) => samples.value({ kind: "defined", id }, "x", 0, 0));
      };
      expect(sample()).toEqual(sample());
    }
  });
});

describe("sample values of a choice typed as a union", () => {
  it("hold the branch they take at any depth, where nesting leaves optional members out", () => {
    const leaf = f.complexType("Leaf", []);
    const types: TypeDefinition[] = [
      {
        ...leaf,
        content: {
          kind: "elements",
          mixed: false,
          particle: {
            kind: "choice",
            minOccurs: 1,
            maxOccurs: 1,
            particles: [f.element("amount", f.builtin("int")), f.element("text", f.builtin("string"))],
            provenance: f.at("xs:choice"),
          },
        },
      },
      ...["L0", "L1", "L2", "L3"].map((local, index) =>
        f.complexType(local, [
          f.element("next", f.ref(index === 3 ? "Leaf" : `L${index + 1}`)),
          f.element("note", f.builtin("string"), { minOccurs: 0 }),
        ]),
      ),
    ];
    const model = f.model(types);
    const samples = new SampleBuilder({
      types: typeIndex(model),
      shapes: computeShapes(model),
      names: assignNames(model).names,
    });
    let value = samples.value(f.ref("L0"), "x", 0, 0);
    for (let depth = 0; depth < 3; depth++) value = asObject(value)["next"] ?? null;
    // L3's optional note is left out, Leaf's branch is not.
    expect(value).toEqual({ next: { amount: expect.any(Number) as number } });
  });
});

describe("sample values of a type that requires itself", () => {
  it("end in nil where the required member that recurs is nillable", () => {
    // A binary tree as Axis 1 tests publish it: left and right required, nillable, of the node's own type.
    const model = f.model([
      f.complexType("Node", [
        f.element("left", f.ref("Node"), { nillable: true }),
        f.element("right", f.ref("Node"), { nillable: true }),
        f.element("data", f.builtin("int")),
      ]),
    ]);
    const samples = new SampleBuilder({
      types: typeIndex(model),
      shapes: computeShapes(model),
      names: assignNames(model).names,
    });
    let value = samples.value(f.ref("Node"), "node", 0, 0);
    let levels = 0;
    while (value !== null) {
      levels++;
      const left = asObject(value)["left"];
      if (left === undefined) throw new Error("left is left out");
      value = left;
    }
    expect(levels).toBe(4);
  });
});

describe("sample values of alternatives that each may require themselves", () => {
  it("end, taking an alternative that opens no type being built once nesting is deep", async () => {
    // Exchange's search expressions: the abstract head's members `And` (listed first) and `Not` hold
    // expressions again, and only `Leaf` ends.
    const schema = xsd(
      `<xs:complexType name="Expr" abstract="true"/>
       <xs:element name="Expr" type="t:Expr" abstract="true"/>
       <xs:complexType name="Many"><xs:complexContent><xs:extension base="t:Expr"><xs:sequence>
         <xs:element ref="t:Expr" maxOccurs="unbounded"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
       <xs:complexType name="One"><xs:complexContent><xs:extension base="t:Expr"><xs:sequence>
         <xs:element ref="t:Expr"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
       <xs:complexType name="Leaf"><xs:complexContent><xs:extension base="t:Expr">
         <xs:attribute name="v" type="xs:string"/></xs:extension></xs:complexContent></xs:complexType>
       <xs:element name="And" type="t:Many" substitutionGroup="t:Expr"/>
       <xs:element name="Not" type="t:One" substitutionGroup="t:Expr"/>
       <xs:element name="Leaf" type="t:Leaf" substitutionGroup="t:Expr"/>
       <xs:complexType name="Restriction"><xs:sequence><xs:element ref="t:Expr"/></xs:sequence></xs:complexType>
       <xs:complexType name="Filter"><xs:sequence><xs:element ref="t:Expr" maxOccurs="unbounded"/></xs:sequence></xs:complexType>
       <xs:complexType name="Typed"><xs:sequence><xs:element name="expr" type="t:Expr"/></xs:sequence></xs:complexType>`,
    );
    const inputs = await sampleInputs(schema);
    const nesting = (value: SampleValue): number =>
      typeof value === "object" && value !== null && !(value instanceof Uint8Array)
        ? 1 + Math.max(0, ...Object.values(value as SampleObject).map(nesting))
        : 0;
    for (const edgeCases of [false, true]) {
      const samples = new SampleBuilder(inputs, { edgeCases });
      for (const local of ["Restriction", "Filter", "Typed"])
        for (const variant of [0, 1, 2]) {
          const value = samples.value({ kind: "defined", id: `{urn:t}${local}` }, local, 0, variant);
          expect(JSON.stringify(value)).toMatch(/"v":"v \d+"/);
          expect(nesting(value)).toBeLessThan(16);
        }
    }
  });
});

describe("edge-case sample values where a restriction drops members of a type that is not abstract", () => {
  it("stand in for it only with the derived types the generated type admits, those that keep its members", async () => {
    // Exchange's items: a reply object restricts its base (dropping members), an AcceptItem extends that, and
    // both derive from the concrete Item a search result lists.
    const schema = xsd(
      `<xs:complexType name="Item"><xs:sequence><xs:element name="subject" type="xs:string" minOccurs="0"/>
         <xs:element name="size" type="xs:int" minOccurs="0"/></xs:sequence></xs:complexType>
       <xs:complexType name="Message"><xs:complexContent><xs:extension base="t:Item"><xs:sequence>
         <xs:element name="sender" type="xs:string" minOccurs="0"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
       <xs:complexType name="Reply"><xs:complexContent><xs:restriction base="t:Message"><xs:sequence>
         <xs:element name="subject" type="xs:string" minOccurs="0"/></xs:sequence></xs:restriction></xs:complexContent></xs:complexType>
       <xs:complexType name="Accept"><xs:complexContent><xs:extension base="t:Reply"/></xs:complexContent></xs:complexType>
       <xs:complexType name="Results"><xs:sequence><xs:element name="item" type="t:Item" maxOccurs="unbounded"/></xs:sequence></xs:complexType>`,
    );
    const { model } = await readModel({
      root: "/unused",
      entries: ["s.xsd"],
      source: memorySource({ "s.xsd": schema }),
    });
    if (model === undefined) throw new Error("s.xsd did not read");
    const samples = new SampleBuilder(
      { types: typeIndex(model), shapes: computeShapes(model), names: assignNames(model).names },
      { edgeCases: true },
    );
    const derived = [0, 1, 2].flatMap((variant) =>
      nilsAndDerived(samples.value({ kind: "defined", id: "{urn:t}Results" }, "results", 0, variant)),
    );
    // Results is a wrapper of items, an array: its items take Item and Message in turn.
    expect(new Set(derived)).toEqual(new Set(["[1]: $type Message"]));
  });
});

describe("sample values of an optional sequence that holds a required element", () => {
  it("hold that element wherever another of the sequence is there, however deep", async () => {
    // Cisco AXL's call park buttons: once any of the sequence is there, its choice and `index` must be too.
    const schema = xsd(
      `<xs:complexType name="Park"><xs:sequence minOccurs="0">
         <xs:element name="label" type="xs:string" minOccurs="0"/>
         <xs:choice><xs:element name="id" type="xs:string"/><xs:element name="dn" type="xs:string"/></xs:choice>
         <xs:element name="index" type="xs:int"/></xs:sequence></xs:complexType>`,
    );
    const inputs = await sampleInputs(schema);
    for (const edgeCases of [false, true]) {
      const samples = new SampleBuilder(inputs, { edgeCases });
      for (let depth = 0; depth < 8; depth++) {
        const park = asObject(samples.value({ kind: "defined", id: "{urn:t}Park" }, "park", depth, 0));
        const taken = Object.keys(park).length > 0;
        expect({ depth, index: taken ? park["index"] : "none" }).toEqual({
          depth,
          index: taken ? expect.any(Number) : "none",
        });
      }
    }
  });
});

describe("sample values of a choice whose branch no value can fill", () => {
  it("take another branch, at any depth and in any variant", async () => {
    // SAML 2.0's Subject: BaseID (of an abstract type nothing in the schema set extends) | NameID.
    const schema = xsd(
      `<xs:complexType name="BaseIDAbstractType" abstract="true"><xs:attribute name="NameQualifier" type="xs:string"/></xs:complexType>
       <xs:element name="BaseID" type="t:BaseIDAbstractType"/>
       <xs:element name="NameID" type="xs:string"/>
       <xs:complexType name="Subject"><xs:sequence>
         <xs:choice><xs:element ref="t:BaseID"/><xs:element ref="t:NameID"/></xs:choice>
         <xs:element name="method" type="xs:string"/></xs:sequence></xs:complexType>`,
    );
    const inputs = await sampleInputs(schema);
    for (const edgeCases of [false, true]) {
      const samples = new SampleBuilder(inputs, { edgeCases });
      for (const depth of [0, 6])
        for (const variant of [0, 1, 2]) {
          const subject = asObject(
            samples.value({ kind: "defined", id: "{urn:t}Subject" }, "subject", depth, variant),
          );
          expect({ edgeCases, depth, variant, keys: Object.keys(subject).sort() }).toEqual({
            edgeCases,
            depth,
            variant,
            keys: ["method", "nameID"],
          });
        }
    }
  });
});

describe("sample values of SOAP encoding's own attributes", () => {
  it("leave out id, href, arrayType and offset, which the encoded codecs write", async () => {
    // A part typed soapenc:Array itself (a PHP service's), and a struct with soapenc's common attributes.
    const schema = xsd(
      `<xs:import namespace="http://schemas.xmlsoap.org/soap/encoding/"/>
       <xs:complexType name="Item"><xs:sequence><xs:element name="name" type="xs:string"/></xs:sequence>
         <xs:attributeGroup ref="soapenc:commonAttributes"/><xs:attribute name="rank" type="xs:int"/></xs:complexType>`,
    ).replace("<xs:schema ", '<xs:schema xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/" ');
    const inputs = await sampleInputs(schema);
    for (const edgeCases of [false, true]) {
      const samples = new SampleBuilder(inputs, { edgeCases });
      const array = asObject(
        samples.value(
          { kind: "defined", id: "{http://schemas.xmlsoap.org/soap/encoding/}Array" },
          "return",
          0,
          0,
        ),
      );
      expect(Object.keys(array).filter((key) => /^(id|href|arrayType|offset)$/.test(key))).toEqual([]);
      const item = asObject(samples.value({ kind: "defined", id: "{urn:t}Item" }, "item", 0, 0));
      expect(Object.keys(item).sort()).toEqual(["name", "rank"]);
    }
  });
});

describe("sample values of a bounded xs:float or xs:double", () => {
  it("lie inside the range the facets allow", () => {
    const bounded = (local: string, builtin: "float" | "double", facets: Facets): SimpleTypeDefinition => ({
      kind: "simpleType",
      id: `{${f.ns}}${local}`,
      name: { namespace: f.ns, local },
      variety: { kind: "atomic", base: f.builtin(builtin), builtin, facets },
      provenance: f.at("xs:simpleType"),
    });
    const types = [
      bounded("Weight", "float", { minInclusive: "489.57", maxInclusive: "490.57" }),
      bounded("Ratio", "double", { minInclusive: "5", maxInclusive: "7" }),
      bounded("Depth", "double", { maxExclusive: "-10" }),
    ];
    const model = f.model(types);
    const samples = new SampleBuilder({
      types: typeIndex(model),
      shapes: computeShapes(model),
      names: assignNames(model).names,
    });
    const weight = Number(samples.value(f.ref("Weight"), "weight", 0, 0));
    expect(weight).toBe(Math.fround(weight));
    expect(weight).toBeGreaterThanOrEqual(Math.fround(489.57));
    expect(weight).toBeLessThanOrEqual(Math.fround(490.57));
    const ratio = Number(samples.value(f.ref("Ratio"), "ratio", 0, 0));
    expect(ratio >= 5 && ratio <= 7).toBe(true);
    expect(Number(samples.value(f.ref("Depth"), "depth", 0, 0))).toBeLessThan(-10);
  });
});

describe("sample values of bounded durations and integers of few digits", () => {
  it("keep to the inclusive bounds and the total digits (Travelport's P1D to P366D, a code of 3 digits)", () => {
    const atomic = (local: string, builtin: BuiltinTypeName, facets: Facets): SimpleTypeDefinition => ({
      kind: "simpleType",
      id: `{${f.ns}}${local}`,
      name: { namespace: f.ns, local },
      variety: { kind: "atomic", base: f.builtin(builtin), builtin, facets },
      provenance: f.at("xs:simpleType"),
    });
    const model = f.model([
      atomic("Days", "duration", { minInclusive: "P1D", maxInclusive: "P366D" }),
      atomic("Code", "nonNegativeInteger", { totalDigits: 3 }),
      atomic("Level", "int", { totalDigits: 2 }),
      atomic("Debit", "negativeInteger", { totalDigits: 2 }),
    ]);
    const samples = new SampleBuilder({
      types: typeIndex(model),
      shapes: computeShapes(model),
      names: assignNames(model).names,
    });
    // Drawn past a thousand, where a counter-based value would outgrow both.
    const draws = (local: string) =>
      Array.from({ length: 1200 }, () => samples.value(f.ref(local), local, 0, 0));
    for (const days of draws("Days")) expect(days).toMatch(/^P(?:[1-9]|[1-9]\d|[12]\d\d|3[0-5]\d|36[0-6])D$/);
    for (const code of draws("Code")) expect(String(code)).toMatch(/^\d{1,3}$/);
    for (const level of draws("Level")) expect(String(level)).toMatch(/^-?\d{1,2}$/);
    for (const debit of draws("Debit")) expect(String(debit)).toMatch(/^-[1-9]\d?$/);
  });
});

describe("sample values of mixed content and lists", () => {
  const build = (types: TypeDefinition[]) => {
    const model = f.model(types);
    return new SampleBuilder({
      types: typeIndex(model),
      shapes: computeShapes(model),
      names: assignNames(model).names,
    });
  };

  it("hold the elements mixed content requires, in its model's order", () => {
    const para = f.complexType("Para", []);
    const samples = build([
      {
        ...para,
        content: {
          kind: "elements",
          mixed: true,
          particle: {
            kind: "sequence",
            minOccurs: 1,
            maxOccurs: 1,
            particles: [
              f.element("title", f.builtin("string")),
              f.element("b", f.builtin("string"), { minOccurs: 2, maxOccurs: 3 }),
              {
                kind: "choice",
                minOccurs: 1,
                maxOccurs: 1,
                particles: [f.element("x", f.builtin("int")), f.element("y", f.builtin("int"))],
                provenance: f.at("xs:choice"),
              },
              f.element("tail", f.builtin("string"), { minOccurs: 0 }),
            ],
            provenance: f.at("xs:sequence"),
          },
        },
      },
    ]);
    const items = asObject(samples.value(f.ref("Para"), "x", 0, 0))["$content"] as SampleObject[];
    expect(items.map((item) => Object.keys(item))).toEqual([["title"], ["b"], ["b"], ["x"]]);
  });

  it("give a list of a pattern that matches the empty string tokens, not empty items", () => {
    const code: TypeDefinition = {
      kind: "simpleType",
      id: `{${f.ns}}Code`,
      name: { namespace: f.ns, local: "Code" },
      variety: {
        kind: "atomic",
        base: f.builtin("string"),
        builtin: "string",
        facets: { patterns: [["[A-Z]*"]] },
      },
      provenance: f.at("xs:simpleType"),
    };
    const samples = build([code, f.listType("Codes", f.ref("Code"))]);
    const items = samples.value(f.ref("Codes"), "codes", 0, 0) as string[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatch(/^[A-Z]+$/);
  });

  it("cut a bounded xs:token before a space, which would not read back", () => {
    // As eCH-0010's houseNumberType (an xs:token of at most 12 characters) cut `houseNumber 63` to `houseNumber `.
    const house: TypeDefinition = {
      kind: "simpleType",
      id: `{${f.ns}}House`,
      name: { namespace: f.ns, local: "House" },
      variety: { kind: "atomic", base: f.builtin("token"), builtin: "token", facets: { maxLength: 12 } },
      provenance: f.at("xs:simpleType"),
    };
    const samples = build([house]);
    const values = [0, 1, 2].map(() => String(samples.value(f.ref("House"), "houseNumber", 0, 0)));
    for (const value of values) expect(value).toMatch(/^\S(.{0,10}\S)?$/);
  });

  it("give each value of a patterned xs:ID its own, as a document holds an ID once", () => {
    // As the Brazilian NF-e schemas restrict an invoice's Id to `NFe[0-9]{44}`, in a batch of up to 50.
    const key: TypeDefinition = {
      kind: "simpleType",
      id: `{${f.ns}}Key`,
      name: { namespace: f.ns, local: "Key" },
      variety: {
        kind: "atomic",
        base: f.builtin("ID"),
        builtin: "ID",
        facets: { patterns: [["NFe[0-9]{44}"]] },
      },
      provenance: f.at("xs:simpleType"),
    };
    const samples = build([key]);
    const keys = [0, 1, 2].map(() => String(samples.value(f.ref("Key"), "Id", 0, 0)));
    for (const value of keys) expect(value).toMatch(/^NFe\d{44}$/);
    expect(new Set(keys).size).toBe(3);
  });
});

describe("sample values of an abstract type that no concrete type derives from", () => {
  it("leave an optional member of that type out, and a repeated one empty", () => {
    // A JAX-WS "fromjava" service declares an abstract class as its parameter, with no subclass in the schema.
    const car = { ...f.complexType("Car", [f.element("make", f.builtin("string"))]), abstract: true };
    const model = f.model([
      car,
      f.complexType("Echo", [
        f.element("arg0", f.ref("Car"), { minOccurs: 0 }),
        f.element("fleet", f.ref("Car"), { minOccurs: 0, maxOccurs: "unbounded" }),
        f.element("note", f.builtin("string")),
      ]),
    ]);
    const samples = new SampleBuilder({
      types: typeIndex(model),
      shapes: computeShapes(model),
      names: assignNames(model).names,
    });
    expect(samples.value(f.ref("Echo"), "echo", 0, 0)).toEqual({ fleet: [], note: expect.any(String) });
  });
});

describe("edge-case sample values of a nillable member of an abstract type", () => {
  it("are never nil, as a nil element of an abstract type is still invalid", () => {
    // A JAX-WS service returning a list of an abstract class, each item nillable.
    const car = { ...f.complexType("Car", [], { derivedTypes: ["Porsche"] }), abstract: true };
    const model = f.model([
      car,
      f.complexType("Porsche", [f.element("color", f.builtin("string"))], { base: "Car" }),
      f.complexType("Sedans", [
        f.element("return", f.ref("Car"), { nillable: true, minOccurs: 0, maxOccurs: "unbounded" }),
        f.element("best", f.ref("Car"), { nillable: true }),
      ]),
    ]);
    const samples = new SampleBuilder(
      { types: typeIndex(model), shapes: computeShapes(model), names: assignNames(model).names },
      { edgeCases: true },
    );
    for (const variant of [0, 1, 2])
      expect(nilsAndDerived(samples.value(f.ref("Sedans"), "sedans", 0, variant))).not.toContainEqual(
        expect.stringMatching(/null$/),
      );
  });
});
