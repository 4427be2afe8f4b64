// Reads our own schema/ and walks the resolved model against the tables of the service specification,
// transcribed by hand in test/schema/spec-operations.ts and test/schema/spec-types.ts: every operation,
// and every type with its members, order, occurrence, nillability, attributes, base and documentation.
import { describe, expect, it } from "vitest";
import { defaultSchemaRoot, readConfig } from "../../generator/config.ts";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type {
  AttributeUse,
  ComplexTypeDefinition,
  ElementParticle,
  Model,
  TypeDefinition,
} from "../../generator/model/index.ts";
import { readInterfaceVersion } from "../../generator/read.ts";
import { specOperations } from "../schema/spec-operations.ts";
import { effectiveMembers, O, R, specTypes, specTypesOf, wrappersOf } from "../schema/spec-types.ts";
import { complexType, elementsOf, typeName } from "./model-walk.ts";

const models = new Map<string, Model>();
async function model(version: "14" | "15"): Promise<Model> {
  const cached = models.get(version);
  if (cached !== undefined) return cached;
  const result = await readInterfaceVersion(await readConfig(defaultSchemaRoot), version);
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  if (result.model === undefined) throw new Error(`no model for ${version}`);
  models.set(version, result.model);
  return result.model;
}
const ns = (version: string) => `http://xml.example.net/${version}/`;
const id = (version: string, local: string) => `{${ns(version)}}${local}`;

describe("schema/ read against the spec", () => {
  it.each(["14", "15"] as const)(
    "version %s exposes exactly the spec's operations per service",
    async (version) => {
      const read = await model(version);
      for (const service of ["NonStaticXMLAPI", "StaticXMLAPI"]) {
        const expected = specOperations
          .filter((operation) => operation.service === service && operation.version === version)
          .map((operation) => operation.name)
          .sort();
        const found = read.services.find((item) => item.name === service && item.namespace === ns(version));
        expect(found?.operations.map((operation) => operation.name)).toEqual(expected);
        expect(found?.ports.map((port) => port.protocol)).toEqual([
          "soap11",
          "soap12",
          "httpGet",
          "httpPost",
        ]);
      }
    },
  );

  it.each(
    specOperations.map(
      (operation) =>
        [
          operation.name,
          operation.service,
          operation.version,
          operation.parameters.map(([parameter]) => parameter),
        ] as const,
    ),
  )(
    "%s (%s, v%s): bindings, parameters in order, result element",
    async (name, service, version, parameters) => {
      const read = await model(version);
      const operation = read.services
        .find((item) => item.name === service)
        ?.operations.find((item) => item.name === name);
      expect(operation?.namespace).toBe(ns(version));
      const soap = operation?.bindings.filter((binding) => binding.kind === "soapBinding") ?? [];
      expect(
        soap.map((binding) => `${binding.protocol} ${binding.soapAction} ${binding.style} ${binding.use}`),
      ).toEqual([
        `soap11 ${ns(version)}${name} document literal`,
        `soap12 ${ns(version)}${name} document literal`,
      ]);
      const http = operation?.bindings.filter((binding) => binding.kind === "httpBinding") ?? [];
      expect(
        http.map((binding) => `${binding.protocol} ${binding.location} ${binding.inputEncoding}`),
      ).toEqual([`httpGet /${name} urlEncoded`, `httpPost /${name} application/x-www-form-urlencoded`]);
      for (const binding of http)
        expect(
          binding.inputMessage?.parts.map(
            (part) => `${part.name}:${part.type === undefined ? "" : typeName(part.type)}`,
          ),
        ).toEqual(parameters.map((parameter) => `${parameter}:string`));
      expect(operation?.input.parts.map((part) => part.element)).toEqual([
        { namespace: ns(version), local: name },
      ]);
      const request = read.elements.find((element) => element.name.local === name);
      const requestType = request?.type.kind === "defined" ? complexType(read, request.type.id) : undefined;
      expect(
        requestType === undefined ? [] : elementsOf(requestType).map((element) => element.name.local),
      ).toEqual(parameters);
      const response = read.elements.find((element) => element.name.local === `${name}Response`);
      const responseType =
        response?.type.kind === "defined" ? complexType(read, response.type.id) : undefined;
      const resultName = `${name.charAt(0).toLowerCase()}${name.slice(1)}Result`;
      expect(
        responseType === undefined ? [] : elementsOf(responseType).map((element) => element.name.local),
      ).toEqual([resultName]);
    },
  );

  it.each(["14", "15"] as const)(
    "version %s holds exactly the spec's types and their list wrappers, each documented",
    async (version) => {
      const read = await model(version);
      const named = read.types.flatMap((type) =>
        type.name?.namespace === ns(version) ? [type.name.local] : [],
      );
      const expected = [
        ...specTypesOf(version).flatMap((type) =>
          type.kind === "complex" && type.anonymous === true ? [] : [type.name],
        ),
        ...wrappersOf(version).keys(),
      ];
      expect(named.sort()).toEqual([...new Set(expected)].sort());
      for (const type of specTypesOf(version))
        if (!(type.kind === "complex" && type.anonymous === true))
          expect(definition(read, version, type.name).provenance.documentation, type.name).toBeDefined();
    },
  );

  it.each(
    (["14", "15"] as const).flatMap((version) =>
      specTypesOf(version).map((type) => [type.name, version, type] as const),
    ),
  )("%s (v%s): members, order, occurrence, nillability, attributes, base", async (name, version, spec) => {
    const read = await model(version);
    if (spec.kind === "simple") {
      expect(simpleShape(definition(read, version, name))).toBe(spec.shape);
      return;
    }
    const type = spec.anonymous === true ? anonymousType(read, name) : complexType(read, id(version, name));
    expect(
      type.derivation === undefined
        ? undefined
        : `${type.derivation.method} of ${typeName(type.derivation.base)}`,
    ).toBe(spec.base === undefined ? undefined : `extension of ${spec.base}`);
    expect(members(read, type, false)).toEqual(spec.members);
    expect(members(read, type, true)).toEqual(effectiveMembers(name));
    expect(type.content.kind === "simple" ? typeName(type.content.valueType) : undefined).toBe(spec.text);
    if (type.content.kind === "elements")
      expect(
        `${type.content.particle.kind} ${type.content.particle.minOccurs}..${type.content.particle.maxOccurs}`,
      ).toBe("sequence 1..1");
    // Every type deriving from this one (directly or not) may stand in for it with xsi:type.
    const derived = specTypesOf(version)
      .filter((other) => other.kind === "complex" && extendsFrom(other.name, name))
      .map((other) => id(version, other.name))
      .sort();
    expect(type.derivedTypes).toEqual(derived);
    const documented = new Map(
      [...elementsOf(type, false), ...type.ownAttributes].map((member) => [
        `${member.kind === "attribute" ? "@" : ""}${member.name.local}`,
        member.provenance.documentation,
      ]),
    );
    for (const field of spec.documented ?? [])
      expect(documented.get(field), `${name} ${field}`).toBeDefined();
  });

  it.each(["14", "15"] as const)(
    "version %s: every list wrapper holds exactly its items",
    async (version) => {
      const read = await model(version);
      for (const [wrapper, item] of wrappersOf(version)) {
        const type = complexType(read, id(version, wrapper));
        expect([...elementsOf(type).map(element), ...type.attributes.map(attributeUse)], wrapper).toEqual([
          item,
        ]);
        expect(type.derivation, wrapper).toBeUndefined();
      }
    },
  );

  it.each(specOperations.map((operation) => [operation.name, operation.version, operation] as const))(
    "%s (v%s): request members with their ASMX occurrence, response and plain HTTP root element",
    async (name, version, operation) => {
      const read = await model(version);
      expect(members(read, anonymousType(read, name), true)).toEqual(
        operation.parameters.map(([parameter, type]) => (type === "string" ? O : R)(parameter, type)),
      );
      // Every request documents the credentials (Authentication) and the language where it has one.
      const documented = elementsOf(anonymousType(read, name)).flatMap((item) =>
        item.provenance.documentation === undefined ? [] : [item.name.local],
      );
      expect(documented).toEqual(
        expect.arrayContaining(
          operation.parameters.flatMap(([parameter]) =>
            ["userName", "password", "language"].includes(parameter) ? [parameter] : [],
          ),
        ),
      );
      const resultType = `${name}Result`;
      expect(members(read, anonymousType(read, `${name}Response`), true)).toEqual([
        O(operation.result, resultType),
      ]);
      const root = read.elements.find((item) => item.name.local === operation.result);
      expect(root === undefined ? undefined : `${typeName(root.type)} nillable=${root.nillable}`).toBe(
        `${resultType} nillable=true`,
      );
    },
  );
});

/** A named type of the model; fails the test when absent. */
function definition(read: Model, version: string, name: string): TypeDefinition {
  const found = read.types.find((type) => type.id === id(version, name));
  if (found === undefined) throw new Error(`no type ${name} in version ${version}`);
  return found;
}

/** The anonymous complex type of a global element. */
function anonymousType(read: Model, elementName: string): ComplexTypeDefinition {
  const found = read.elements.find((item) => item.name.local === elementName);
  if (found?.type.kind !== "defined") throw new Error(`no element ${elementName} with a defined type`);
  return complexType(read, found.type.id);
}

/** Elements in order, then attributes, in the notation of test/schema/spec-types.ts. */
function members(read: Model, type: ComplexTypeDefinition, effective: boolean): string[] {
  const own = effective ? type.attributes : type.ownAttributes;
  return [
    ...elementsOf(type, effective).map((item) => {
      const rendered = element(item);
      const itemType = item.type;
      const wrapper =
        itemType.kind === "defined" ? read.types.find((other) => other.id === itemType.id) : undefined;
      return wrapper?.kind === "complexType" && wrapper.name?.local.startsWith("ArrayOf") === true
        ? `${rendered} [${elementsOf(wrapper).map(element).join(", ")}]`
        : rendered;
    }),
    ...own.map(attributeUse),
  ];
}

function element(item: ElementParticle): string {
  return `${item.name.local}: ${typeName(item.type)} ${item.minOccurs}..${item.maxOccurs}${item.nillable ? " nillable" : ""}`;
}

function attributeUse(item: AttributeUse): string {
  return `@${item.name.local}: ${typeName(item.type)} ${item.use}`;
}

function simpleShape(type: TypeDefinition): string {
  if (type.kind !== "simpleType") return `complex type ${type.id}`;
  const variety = type.variety;
  if (variety.kind === "list") return `list of ${typeName(variety.itemType)}`;
  if (variety.kind === "union") return "union";
  return `enumeration of ${variety.builtin}: ${(variety.facets.enumeration ?? []).map((item) => item.value).join(", ")}`;
}

/** Whether `name` extends `base` (directly or not) in the spec table. */
function extendsFrom(name: string, base: string): boolean {
  const type = specTypes.find((item) => item.name === name);
  if (type?.kind !== "complex" || type.base === undefined) return false;
  return type.base === base || extendsFrom(type.base, base);
}
