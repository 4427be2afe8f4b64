// Property-based round trips of every complex type of both generated packages: an arbitrary valid value
// (test/generated/arbitraries.ts, built from the resolved model) is written by the generated `writeX` as the
// root of a document, the document validates against our XSD under libxml2, and the generated reader gives
// back a value deep-equal (toStrictEqual) to the one written.
//
// Roots: a named type `T` of version V is written as `{urn:xmlapi-codegen:round-trip:V}T`, declared with
// type T and nillable in a small test schema (so `null` at the root is tried too); an anonymous type as
// the global element that declares it; an ArrayOfX wrapper as the optional, nillable child `value` of a
// holder element, so absent, nil, empty and filled wrappers are all tried.
//
// Cost: a fixed seed, RUNS values per type, every document of both versions validated in one libxml2 run.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultSchemaRoot, readConfig } from "../../generator/config.ts";
import { builtinTypes } from "../../generator/model/builtins.ts";
import type {
  BuiltinTypeName,
  ElementDeclaration,
  TypeDefinition,
  TypeId,
} from "../../generator/model/index.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import { computeShapes, typeIndex, type ElementMember } from "../../generator/shape/compute-shapes.ts";
import { readInterfaceVersion } from "../../generator/read.ts";
import {
  complexType,
  element,
  list,
  readXml,
  type ContentType,
  type ElementField,
  type TypeRef as ReaderRef,
} from "../../generator/runtime/xml-reader.ts";
import * as scalars from "../../generator/runtime/scalars.ts";
import type { SimpleType } from "../../generator/runtime/simple-type.ts";
import { XSD_NS } from "../../generator/runtime/xml-names.ts";
import { writeList, writeValue, XmlWriter } from "../../generator/runtime/xml-writer.ts";
import type { DocumentReport } from "../../generator/xsd-validate/index.ts";
import { ArbitraryBuilder, scalarArbitrary } from "./arbitraries.ts";
import {
  elementDescriptors,
  exported,
  loadPackage,
  validateAgainstSchema,
  versions,
  type ExtraSchema,
  type GeneratedModule,
  type Version,
} from "./support.ts";

const SEED = 20260515;
const RUNS = 25;

type Writer = (w: XmlWriter, ns: string, local: string, value: unknown) => void;

interface Case {
  readonly version: Version;
  /** The TypeScript name of the type. */
  readonly label: string;
  readonly typeId: TypeId;
  /** How the type is rooted: `named`, `element` (anonymous) or `holder` (array wrapper). */
  readonly root: string;
  readonly arbitrary: fc.Arbitrary<unknown>;
  readonly write: (value: unknown) => string;
  readonly read: (xml: string) => unknown;
}

const testNamespace = (version: Version) => `urn:xmlapi-codegen:round-trip:${version}`;
const typesNamespace = (version: Version) => `http://xml.example.net/${version}/`;

/** The runtime codec of a built-in type (`xsString`, `xsNMTOKEN`, ...). */
function builtinCodec(name: string): SimpleType<unknown> {
  const wanted = name === "anyType" ? "xsanysimpletype" : `xs${name.toLowerCase()}`;
  const found = Object.entries(scalars).find(([exportName]) => exportName.toLowerCase() === wanted)?.[1];
  if (found === undefined) throw new Error(`no runtime codec for xs:${name}`);
  return found as SimpleType<unknown>;
}

function xmlOf(version: Version, write: (w: XmlWriter) => void): string {
  const w = new XmlWriter({ namespaces: { "": typesNamespace(version) }, declaration: true });
  write(w);
  return w.toString();
}

async function versionCases(version: Version): Promise<{ cases: Case[]; schema: ExtraSchema }> {
  const config = await readConfig(defaultSchemaRoot);
  const { model } = await readInterfaceVersion(config, version);
  if (model === undefined) throw new Error(`version ${version} did not read`);
  const module = await loadPackage(version);
  const names = assignNames(model).names;
  const shapes = computeShapes(model);
  const types = typeIndex(model);
  const builder = new ArbitraryBuilder({ types, shapes, names });
  const ns = testNamespace(version);
  const typeName = (id: TypeId) => {
    const name = names.types.get(id);
    if (name === undefined) throw new Error(`no name for ${id}`);
    return name;
  };
  const declarations: string[] = [];
  const cases: Case[] = [];
  const descriptors = elementDescriptors(module);
  for (const type of model.types) {
    if (type.kind !== "complexType") continue;
    const label = typeName(type.id);
    const shape = shapes.get(type.id);
    if (shape === undefined) throw new Error(`no shape for ${type.id}`);
    const ref = { kind: "defined", id: type.id } as const;
    if (shape.kind === "array") {
      if (type.name === undefined) throw new Error(`anonymous array wrapper ${type.id}`);
      declarations.push(
        `  <xs:element name="${type.name.local}"><xs:complexType><xs:sequence>` +
          `<xs:element name="value" type="v:${type.name.local}" minOccurs="0" nillable="true"/>` +
          `</xs:sequence></xs:complexType></xs:element>`,
      );
      cases.push(holderCase(version, module, type, shape.item, builder, typeName));
      continue;
    }
    const reader = () => module[label] as ContentType<unknown>;
    const writer = exported<Writer>(module, `write${label}`);
    let root: { ns: string; local: string; nillable: boolean };
    if (type.name !== undefined) {
      declarations.push(
        `  <xs:element name="${type.name.local}" type="v:${type.name.local}" nillable="true"/>`,
      );
      root = { ns, local: type.name.local, nillable: true };
    } else {
      const declaration = model.elements.find(
        (candidate: ElementDeclaration) => candidate.type.kind === "defined" && candidate.type.id === type.id,
      );
      if (declaration === undefined) throw new Error(`anonymous ${type.id} is declared by no global element`);
      const descriptor = descriptors.get(`{${declaration.name.namespace}}${declaration.name.local}`);
      if (descriptor === undefined) throw new Error(`no generated descriptor of ${declaration.name.local}`);
      root = { ns: descriptor.ns, local: descriptor.local, nillable: declaration.nillable };
    }
    const value = builder.value(ref);
    const field: ElementField<unknown> = element(root.ns, root.local, reader, { nillable: root.nillable });
    cases.push({
      version,
      label,
      typeId: type.id,
      root: type.name === undefined ? "element" : "named",
      arbitrary: root.nillable
        ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 9, arbitrary: value })
        : value,
      write: (item) => xmlOf(version, (w) => writer(w, root.ns, root.local, item)),
      read: (xml) => readXml(xml, field),
    });
  }
  const schema: ExtraSchema = {
    namespace: ns,
    fileName: `round-trip-${version}.xsd`,
    contents: [
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:v="${typesNamespace(version)}"` +
        ` targetNamespace="${ns}" elementFormDefault="qualified">`,
      `  <xs:import namespace="${typesNamespace(version)}" schemaLocation="${version}/types.xsd"/>`,
      `  <xs:element name="scalar" type="xs:anyType"/>`,
      ...declarations,
      `</xs:schema>`,
      "",
    ].join("\n"),
  };
  return { cases, schema };
}

/** An ArrayOfX wrapper as the child `value` of a holder element: absent, nil, empty or with items. */
function holderCase(
  version: Version,
  module: GeneratedModule,
  type: TypeDefinition,
  item: ElementMember,
  builder: ArbitraryBuilder,
  typeName: (id: TypeId) => string,
): Case {
  const ns = testNamespace(version);
  const local = type.name?.local ?? "";
  const itemNs = item.name.namespace;
  const itemLocal = item.name.local;
  let itemReader: ReaderRef<unknown>;
  let writeItem: (w: XmlWriter, value: unknown) => void;
  if (item.type.kind === "builtin") {
    const codec = builtinCodec(item.type.name);
    itemReader = codec;
    writeItem = (w, value) => writeValue(w, itemNs, itemLocal, codec, value);
  } else {
    const name = typeName(item.type.id);
    const target = module[name] as SimpleType<unknown> | ContentType<unknown>;
    if (target.kind === "simple") {
      itemReader = target;
      writeItem = (w, value) => writeValue(w, itemNs, itemLocal, target, value);
    } else {
      itemReader = () => target;
      const writer = exported<Writer>(module, `write${name}`);
      writeItem = (w, value) => writer(w, itemNs, itemLocal, value);
    }
  }
  const holder = complexType<{ value?: unknown[] | null }>({
    ns,
    name: local,
    fields: {
      value: list(ns, "value", itemNs, itemLocal, itemReader, {
        nillable: true,
        itemNillable: item.nillable,
      }),
    },
  });
  const items = builder.value({ kind: "defined", id: type.id }) as fc.Arbitrary<unknown[]>;
  return {
    version,
    label: typeName(type.id),
    typeId: type.id,
    root: "holder",
    arbitrary: fc.oneof(
      { weight: 1, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.constant({ value: null }) },
      { weight: 8, arbitrary: items.map((value) => ({ value })) },
    ),
    write: (value) =>
      xmlOf(version, (w) => {
        w.start(ns, local);
        writeList(w, ns, "value", (value as { value?: unknown[] | null }).value, writeItem);
        w.end();
      }),
    read: (xml) => readXml(xml, element(ns, local, holder)),
  };
}

/** Every built-in the arbitraries sample, as `<scalar xsi:type="xs:NAME">` (declared xs:anyType). */
function scalarCases(): Case[] {
  const ns = testNamespace("15");
  return (Object.keys(builtinTypes) as BuiltinTypeName[])
    .filter((name) => !unsampled.has(name))
    .map((name): Case => {
      const codec =
        builtinTypes[name].kind === "tokens"
          ? scalars.listOf(builtinCodec(name.slice(0, -1)))
          : builtinCodec(name);
      const field = element(ns, "scalar", codec);
      return {
        version: "15",
        label: `xs:${name}`,
        typeId: name,
        root: "scalar",
        arbitrary: scalarArbitrary(name, {}),
        write: (value) =>
          xmlOf("15", (w) => {
            w.start(ns, "scalar").xsiType(XSD_NS, name);
            // The writer declares the prefixes of QName values.
            w.text(codec.format(value, w)).end();
          }),
        read: (xml) => readXml(xml, field),
      };
    });
}

/** Built-ins whose validity depends on the rest of the document, or that are no simple type to name. */
const unsampled = new Set<BuiltinTypeName>([
  "ID",
  "IDREF",
  "IDREFS",
  "ENTITY",
  "ENTITIES",
  "NOTATION",
  "anyType",
  "anySimpleType",
]);

const built = await Promise.all(versions.map(versionCases));
const typeCases = built.flatMap((entry) => entry.cases);
const cases = [...typeCases, ...scalarCases()];
const schemas = built.map((entry) => entry.schema);

describe("property-based round trips of every complex type of both versions", () => {
  const reports = new Map<string, DocumentReport[]>();
  const documents = new Map<string, { value: unknown; xml: string }[]>();
  const key = (entry: Case) => `${entry.version} ${entry.label}`;

  beforeAll(async () => {
    // One libxml2 run for every document of every case (its start-up costs more than the validation).
    const sources: { fileName: string; contents: string; key: string }[] = [];
    for (const entry of cases) {
      const values = fc.sample(entry.arbitrary, { seed: SEED, numRuns: RUNS });
      const written = values.map((value) => ({ value, xml: entry.write(value) }));
      documents.set(key(entry), written);
      written.forEach(({ xml }, index) =>
        sources.push({ fileName: `rt/${sources.length}-${index}.xml`, contents: xml, key: key(entry) }),
      );
    }
    const checked = await validateAgainstSchema(sources, schemas);
    checked.forEach((report, index) => {
      const owner = sources[index]?.key ?? "";
      reports.set(owner, [...(reports.get(owner) ?? []), report]);
    });
  });

  it("covers every complex type of both versions, each with a root the test schema declares", async () => {
    const config = await readConfig(defaultSchemaRoot);
    for (const version of versions) {
      const { model } = await readInterfaceVersion(config, version);
      const complex = model?.types.filter((type) => type.kind === "complexType").map((type) => type.id) ?? [];
      const covered = typeCases.filter((entry) => entry.version === version).map((entry) => entry.typeId);
      expect(covered.sort()).toEqual(complex.sort());
    }
    expect(new Set(cases.map((entry) => entry.root))).toEqual(
      new Set(["named", "element", "holder", "scalar"]),
    );
  });

  for (const entry of cases) {
    const name = `v${entry.version} ${entry.label} (${entry.root})`;

    it(`${name}: written documents validate under libxml2`, () => {
      const written = documents.get(key(entry)) ?? [];
      const checked = reports.get(key(entry)) ?? [];
      expect(checked).toHaveLength(RUNS);
      const invalid = checked
        .map((report, index) => ({ report, document: written[index] }))
        .filter(({ report }) => !report.valid)
        .map(({ report, document }) => ({
          issues: report.issues.map((issue) => issue.message),
          xml: document?.xml,
        }));
      expect(invalid).toEqual([]);
    });

    it(`${name}: arbitrary values read back deep-equal`, () => {
      fc.assert(
        fc.property(entry.arbitrary, (value) => {
          expect(entry.read(entry.write(value))).toStrictEqual(value);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }
});

const v15 = await loadPackage("15");

describe("zero occurrences of a repeated element", () => {
  const module = v15;
  const ns = typesNamespace("15");
  const writePaymentMethod = exported<Writer>(module, "writePaymentMethod");
  const field = element(ns, "paymentmethod", () => module["PaymentMethod"] as ContentType<unknown>);
  const written = (value: unknown) => xmlOf("15", (w) => writePaymentMethod(w, ns, "paymentmethod", value));

  it("[] writes no element and reads back as [], the property's only spelling of none", () => {
    const xml = written({ id: 1, property: [] });
    expect(xml).not.toContain("property");
    expect(readXml(xml, field)).toStrictEqual({ id: 1, property: [] });
  });

  it("a missing array (a value built without the types) is written like [] and reads back as []", () => {
    expect(written({ id: 1 })).toBe(written({ id: 1, property: [] }));
    expect(readXml(written({ id: 1 }), field)).toStrictEqual({ id: 1, property: [] });
  });

  it("a wrapped list keeps absent, empty and filled apart (the wrapper is there or not)", () => {
    const writeRoom = exported<Writer>(module, "writeRoom");
    const room = element(ns, "room", () => module["Room"] as ContentType<unknown>);
    const base = { id: 1, beds: 2, extrabeds: 0, isSuperDeal: false, isBestBuy: true };
    for (const paymentMethods of [undefined, [], [null, { id: 3, property: [] }]]) {
      const value = paymentMethods === undefined ? base : { ...base, paymentMethods };
      const xml = xmlOf("15", (w) => writeRoom(w, ns, "room", value));
      expect(readXml(xml, room)).toStrictEqual(value);
    }
  });
});
