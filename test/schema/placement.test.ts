import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultSchemaRoot, readConfig } from "../../generator/config.ts";
import { ns } from "./namespaces.ts";
import { baseUrl, specEndpoints, specOperations, type SpecOperation } from "./spec-operations.ts";
import { childrenNamed, onlyChild, parseXml, resolveQName, type XmlElement } from "./xml-tree.ts";

const config = await readConfig(defaultSchemaRoot);
const namespaceOf = (version: string): string => {
  const entry = config.interfaces.find((candidate) => candidate.version === version);
  if (entry === undefined) throw new Error(`interfaces.json has no version ${version}`);
  return entry.namespace;
};
const load = async (file: string): Promise<XmlElement> =>
  parseXml(await readFile(path.join(defaultSchemaRoot, file), "utf8"));
const named = (elements: readonly XmlElement[], name: string): XmlElement => {
  const found = elements.find((element) => element.attributes["name"] === name);
  if (found === undefined) throw new Error(`nothing named ${name}`);
  return found;
};
const names = (elements: readonly XmlElement[]): string[] => elements.map((element) => element.attributes["name"] ?? "");

describe("interfaces.json", () => {
  it("names both versions with the placeholder namespaces and the four WSDLs", () => {
    expect(config.interfaces.map((entry) => [entry.version, entry.namespace, entry.wsdl])).toEqual([
      ["14", "http://xml.example.net/14/", ["14/NonStaticXMLAPI.wsdl", "14/StaticXMLAPI.wsdl"]],
      ["15", "http://xml.example.net/15/", ["15/NonStaticXMLAPI.wsdl", "15/StaticXMLAPI.wsdl"]],
    ]);
  });
});

describe.each(specEndpoints)("WSDL of version $version, service $service", ({ version, service }) => {
  const targetNamespace = namespaceOf(version);
  const expected: readonly SpecOperation[] = specOperations.filter(
    (operation) => operation.version === version && operation.service === service,
  );
  const expectedNames = expected.map((operation) => operation.name);
  const tns = (local: string): string => `{${targetNamespace}}${local}`;

  it("has the version's target namespace and imports its types.xsd", async () => {
    const wsdl = await load(`${version}/${service}.wsdl`);
    expect(wsdl.attributes["targetNamespace"]).toBe(targetNamespace);
    const schemas = childrenNamed(onlyChild(wsdl, ns.wsdl, "types"), ns.xs, "schema");
    expect(schemas).toHaveLength(1);
    const imports = (schemas[0]?.children ?? []).map((child) => [child.local, child.attributes]);
    expect(imports).toEqual([["import", { namespace: targetNamespace, schemaLocation: "types.xsd" }]]);
  });

  it("declares exactly the spec's operations in every port type, each documented", async () => {
    const wsdl = await load(`${version}/${service}.wsdl`);
    const portTypes = childrenNamed(wsdl, ns.wsdl, "portType");
    expect(names(portTypes)).toEqual([`${service}Soap`, `${service}HttpGet`, `${service}HttpPost`]);
    for (const portType of portTypes) {
      const operations = childrenNamed(portType, ns.wsdl, "operation");
      expect(names(operations)).toEqual(expectedNames);
      const protocol = (portType.attributes["name"] ?? "").slice(service.length);
      for (const operation of operations) {
        const name = operation.attributes["name"] ?? "";
        expect(onlyChild(operation, ns.wsdl, "documentation").text.trim()).not.toBe("");
        const input = onlyChild(operation, ns.wsdl, "input");
        const output = onlyChild(operation, ns.wsdl, "output");
        expect(resolveQName(input, input.attributes["message"] ?? "")).toBe(tns(`${name}${protocol}In`));
        expect(resolveQName(output, output.attributes["message"] ?? "")).toBe(tns(`${name}${protocol}Out`));
      }
    }
  });

  it("has the asmx messages: wrapper elements for SOAP, one string part per parameter for HTTP", async () => {
    const wsdl = await load(`${version}/${service}.wsdl`);
    const messages = childrenNamed(wsdl, ns.wsdl, "message");
    const expectedMessages = [
      ...expectedNames.flatMap((name) => [`${name}SoapIn`, `${name}SoapOut`]),
      ...expectedNames.flatMap((name) => [`${name}HttpGetIn`, `${name}HttpGetOut`]),
      ...expectedNames.flatMap((name) => [`${name}HttpPostIn`, `${name}HttpPostOut`]),
    ];
    expect(names(messages)).toEqual(expectedMessages);
    const parts = (message: string): [string, string][] =>
      childrenNamed(named(messages, message), ns.wsdl, "part").map((part) => {
        const [kind, value] = part.attributes["element"] === undefined ? ["type", part.attributes["type"]] : ["element", part.attributes["element"]];
        return [part.attributes["name"] ?? "", `${kind} ${resolveQName(part, value ?? "")}`];
      });
    for (const operation of expected) {
      expect(parts(`${operation.name}SoapIn`)).toEqual([["parameters", `element ${tns(operation.name)}`]]);
      expect(parts(`${operation.name}SoapOut`)).toEqual([["parameters", `element ${tns(`${operation.name}Response`)}`]]);
      for (const protocol of ["HttpGet", "HttpPost"]) {
        expect(parts(`${operation.name}${protocol}In`)).toEqual(
          operation.parameters.map(([name]) => [name, `type {${ns.xs}}string`]),
        );
        expect(parts(`${operation.name}${protocol}Out`)).toEqual([["Body", `element ${tns(operation.result)}`]]);
      }
    }
  });

  it("binds SOAP 1.1 and 1.2 document/literal with soapAction <ns><op>", async () => {
    const wsdl = await load(`${version}/${service}.wsdl`);
    const bindings = childrenNamed(wsdl, ns.wsdl, "binding");
    expect(names(bindings)).toEqual([`${service}Soap`, `${service}Soap12`, `${service}HttpGet`, `${service}HttpPost`]);
    for (const [bindingName, soapNamespace] of [
      [`${service}Soap`, ns.soap],
      [`${service}Soap12`, ns.soap12],
    ] as const) {
      const binding = named(bindings, bindingName);
      expect(resolveQName(binding, binding.attributes["type"] ?? "")).toBe(tns(`${service}Soap`));
      expect(onlyChild(binding, soapNamespace, "binding").attributes).toEqual({
        transport: "http://schemas.xmlsoap.org/soap/http",
      });
      const operations = childrenNamed(binding, ns.wsdl, "operation");
      expect(names(operations)).toEqual(expectedNames);
      for (const operation of operations) {
        expect(onlyChild(operation, soapNamespace, "operation").attributes).toEqual({
          soapAction: `${targetNamespace}${operation.attributes["name"] ?? ""}`,
          style: "document",
        });
        for (const direction of ["input", "output"])
          expect(onlyChild(onlyChild(operation, ns.wsdl, direction), soapNamespace, "body").attributes).toEqual({
            use: "literal",
          });
      }
    }
  });

  it("binds HTTP GET and POST at /<Op> with url-encoded input and the bare result element as output", async () => {
    const wsdl = await load(`${version}/${service}.wsdl`);
    const bindings = childrenNamed(wsdl, ns.wsdl, "binding");
    for (const [protocol, verb] of [
      ["HttpGet", "GET"],
      ["HttpPost", "POST"],
    ] as const) {
      const binding = named(bindings, `${service}${protocol}`);
      expect(resolveQName(binding, binding.attributes["type"] ?? "")).toBe(tns(`${service}${protocol}`));
      expect(onlyChild(binding, ns.http, "binding").attributes).toEqual({ verb });
      const operations = childrenNamed(binding, ns.wsdl, "operation");
      expect(names(operations)).toEqual(expectedNames);
      for (const operation of operations) {
        expect(onlyChild(operation, ns.http, "operation").attributes).toEqual({
          location: `/${operation.attributes["name"] ?? ""}`,
        });
        const input = onlyChild(operation, ns.wsdl, "input");
        if (verb === "GET") expect(onlyChild(input, ns.http, "urlEncoded").attributes).toEqual({});
        else
          expect(onlyChild(input, ns.mime, "content").attributes).toEqual({
            type: "application/x-www-form-urlencoded",
          });
        const output = onlyChild(operation, ns.wsdl, "output");
        expect(onlyChild(output, ns.mime, "mimeXml").attributes).toEqual({ part: "Body" });
      }
    }
  });

  it("has one service with the four ports at {base}/<ver>/SOAP/<svc>.asmx", async () => {
    const wsdl = await load(`${version}/${service}.wsdl`);
    const services = childrenNamed(wsdl, ns.wsdl, "service");
    expect(names(services)).toEqual([service]);
    const ports = childrenNamed(services[0] ?? wsdl, ns.wsdl, "port").map((port) => {
      const address = port.children.find((child) => child.local === "address");
      return [
        port.attributes["name"],
        resolveQName(port, port.attributes["binding"] ?? ""),
        address?.uri,
        address?.attributes["location"],
      ];
    });
    const location = `${baseUrl}/${version}/SOAP/${service}.asmx`;
    expect(ports).toEqual([
      [`${service}Soap`, tns(`${service}Soap`), ns.soap, location],
      [`${service}Soap12`, tns(`${service}Soap12`), ns.soap12, location],
      [`${service}HttpGet`, tns(`${service}HttpGet`), ns.http, location],
      [`${service}HttpPost`, tns(`${service}HttpPost`), ns.http, location],
    ]);
  });
});

describe.each(["14", "15"])("%s/types.xsd wrapper elements", (version) => {
  const targetNamespace = namespaceOf(version);
  const local = specOperations.filter((operation) => operation.version === version);

  it.each(local)("$name: request parameters in order with types and asmx occurrence", async (operation) => {
    const schema = await load(`${version}/types.xsd`);
    const globals = childrenNamed(schema, ns.xs, "element");
    const sequence = onlyChild(onlyChild(named(globals, operation.name), ns.xs, "complexType"), ns.xs, "sequence");
    const parameters = childrenNamed(sequence, ns.xs, "element").map((element) => [
      element.attributes["name"],
      resolveQName(element, element.attributes["type"] ?? ""),
      element.attributes["minOccurs"],
      element.attributes["maxOccurs"],
      element.attributes["nillable"],
    ]);
    expect(parameters).toEqual(
      operation.parameters.map(([name, type]) => [
        name,
        `{${ns.xs}}${type}`,
        type === "string" ? "0" : "1",
        "1",
        undefined,
      ]),
    );
  });

  it.each(local)("$name: response holds <op>Result, declared globally with the same type", async (operation) => {
    const schema = await load(`${version}/types.xsd`);
    const globals = childrenNamed(schema, ns.xs, "element");
    const response = named(globals, `${operation.name}Response`);
    const [result, ...rest] = childrenNamed(
      onlyChild(onlyChild(response, ns.xs, "complexType"), ns.xs, "sequence"),
      ns.xs,
      "element",
    );
    expect(rest).toEqual([]);
    expect(result?.attributes["name"]).toBe(operation.result);
    const bare = named(globals, operation.result);
    expect(resolveQName(bare, bare.attributes["type"] ?? "")).toBe(resolveQName(result ?? bare, result?.attributes["type"] ?? ""));
    expect(resolveQName(bare, bare.attributes["type"] ?? "").startsWith(`{${targetNamespace}}`)).toBe(true);
  });

  it("declares no wrapper element of another version's operation", async () => {
    const schema = await load(`${version}/types.xsd`);
    const globals = names(childrenNamed(schema, ns.xs, "element"));
    const foreign = specOperations.filter((operation) => operation.version !== version);
    for (const operation of foreign) {
      expect(globals).not.toContain(operation.name);
      expect(globals).not.toContain(operation.result);
    }
  });
});

describe("BookV2", () => {
  it("is types only: elements in 15/types.xsd, in no WSDL", async () => {
    const globals = names(childrenNamed(await load("15/types.xsd"), ns.xs, "element"));
    expect(globals).toEqual(expect.arrayContaining(["BookV2", "BookV2Response"]));
    expect(names(childrenNamed(await load("14/types.xsd"), ns.xs, "element"))).not.toContain("BookV2");
    for (const { version, service } of specEndpoints) {
      const text = await readFile(path.join(defaultSchemaRoot, version, `${service}.wsdl`), "utf8");
      expect(text).not.toContain("BookV2");
    }
  });
});
