import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { InterfaceVersion } from "../../generator/config.ts";
import type { AttributeUse, Operation, Service, TypeDefinition } from "../../generator/model/index.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import { parseNamesFile } from "../../generator/naming/names-file.ts";
import { packageView } from "../../generator/emit/package-view.ts";
import { computeShapes } from "../../generator/shape/compute-shapes.ts";
import { renderTemplate } from "../../generator/emit/template-helpers.ts";
import * as f from "../plan/factories.ts";

const version: InterfaceVersion = {
  version: "1",
  namespace: f.ns,
  packageName: "@test/names",
  directory: "names",
  wsdl: ["test.wsdl"],
  credentials: { parameters: [], secret: [] },
};
const environment = { packageVersion: "1.0.0", nodeEngine: ">=20", saxesRange: "^6" };
const other = "urn:example:places";
const template = await readFile(
  path.resolve(import.meta.dirname, "..", "..", "templates", "README.md.hbs"),
  "utf8",
);

function readme(types: readonly TypeDefinition[], file?: string): string {
  const model = f.model(types);
  const overrides = file === undefined ? undefined : parseNamesFile(file, "/somewhere/names.json").overrides;
  const shapes = computeShapes(model);
  const names = assignNames(model, shapes, overrides).names;
  return renderTemplate(template, packageView(version, model, names, environment, shapes));
}

describe("the README's renames", () => {
  const placesContact: TypeDefinition = {
    ...f.complexType("Contact", [f.element("city.name", f.builtin("string"))]),
    id: `{${other}}Contact`,
    name: { namespace: other, local: "Contact" },
  };
  const types = [f.complexType("Contact", [f.element("Id", f.builtin("string"))]), placesContact];

  it("lists every clash and every name the names file sets, with why, and not again among the idiomatic ones", () => {
    const text = readme(types, JSON.stringify({ members: { [`{${f.ns}}Contact`]: { Id: "key" } } }));
    expect(text).toContain("## Names chosen for clashes or set by you");
    expect(text).toContain(
      `| type | \`{${other}}Contact\` | \`ContactPlaces\` | \`Contact\` is taken by xs:complexType {${f.ns}}Contact |`,
    );
    expect(text).toContain(`| member | \`{${f.ns}}Contact Id\` | \`key\` | set in names.json |`);
    // The idiomatic table keeps the member the rules renamed and leaves out the two listed above.
    expect(text).toContain("| `ContactPlaces` | `city.name` | `cityName` |");
    expect(text).not.toContain("| `(type)` | `Contact` |");
    expect(text).not.toContain("| `Contact` | `Id` |");
  });

  it("prints no section when nothing clashed", () => {
    expect(readme([types[0] ?? f.complexType("X", [])])).not.toContain("## Names chosen");
  });
});

describe("the README's client example", () => {
  /** The README of a service whose one operation takes an `Ask` with the given attributes. */
  function askReadme(
    attributes: readonly AttributeUse[],
    protocols: readonly ("soap11" | "soap12")[] = [],
    inputHeaders: readonly string[] = [],
  ): string {
    const types = [
      f.complexType("Ask", [f.element("topic", f.builtin("string"), { minOccurs: 0 })], { attributes }),
    ];
    const message = {
      kind: "message",
      name: { namespace: f.ns, local: "AskIn" },
      parts: [
        {
          kind: "part",
          name: "parameters",
          element: { namespace: f.ns, local: "Ask" },
          provenance: f.at("p"),
        },
      ],
      provenance: f.at("m"),
    } as const;
    const operation: Operation = {
      kind: "operation",
      name: "Ask",
      service: "Oracle",
      namespace: f.ns,
      input: message,
      faults: [],
      bindings: protocols.map((protocol) => ({
        kind: "soapBinding",
        protocol,
        binding: { namespace: f.ns, local: `B${protocol}` },
        ports: [],
        addresses: [],
        soapAction: "",
        style: "document",
        use: "literal",
        inputHeaders: inputHeaders.map((local) => ({
          kind: "soapHeader",
          message: { namespace: f.ns, local: "AskHeaders" },
          part: local,
          element: { namespace: f.ns, local },
          encoded: false,
          implicit: true,
          faults: [],
          provenance: f.at("soap:header"),
        })),
        outputHeaders: [],
        provenance: f.at("wsdl:operation"),
      })),
      provenance: f.at("wsdl:operation"),
    };
    const service: Service = {
      kind: "service",
      name: "Oracle",
      namespace: f.ns,
      ports: [],
      operations: [operation],
      provenance: f.at("wsdl:service"),
    };
    const headerElements = inputHeaders.map((local) => f.globalElement(local, f.builtin("string")));
    const model = {
      ...f.model(types, [f.globalElement("Ask", f.ref("Ask")), ...headerElements]),
      services: [service],
    };
    const shapes = computeShapes(model);
    const names = assignNames(model, shapes).names;
    return renderTemplate(template, packageView(version, model, names, environment, shapes));
  }

  it("passes an object literal where every property may be left out, a fixed attribute too", () => {
    const text = askReadme([{ ...f.attribute("version", f.builtin("string")), fixed: "1.0" }]);
    expect(text).toMatch(/client\.ask\(\{\s*\}/);
  });

  it("declares the request where an attribute with a default makes a property required", () => {
    const text = askReadme([{ ...f.attribute("lang", f.builtin("string")), default: "en" }]);
    expect(text).toContain("declare const request: Ask;");
    // Imported, as the example compiles where it is pasted.
    expect(text).toMatch(/import \{[^}]*, type Ask \} from "@test\/names";/);
  });

  it("takes another transport only where the operation is bound to one, and says which it has", () => {
    // A SOAP 1.1-only service (most outside .asmx): `transport: "soap12"` there would throw a TypeError.
    const only = askReadme([], ["soap11"]);
    expect(only).toContain("// Client: SOAP 1.1, the only transport ask is bound to.");
    expect(only).toMatch(/client\.ask\(\{\s*\}\); \/\/ undefined/);
    const soap12 = askReadme([], ["soap12"]);
    expect(soap12).toContain("// Client: SOAP 1.2, the only transport ask is bound to.");
    const both = askReadme([], ["soap11", "soap12"]);
    expect(both).toContain('// Client: SOAP 1.1 unless `transport` says "soap12" (per client or per call).');
    expect(both).toMatch(/client\.ask\(\{\s*\}, \{ transport: "soap12" \}\)/);
  });

  it("shows the header blocks an operation declares, and how a client sends them", () => {
    const text = askReadme([], ["soap11"], ["Session", "Locale"]);
    expect(text).toContain("## SOAP headers");
    expect(text).toMatch(/\| soap11 +\| in: `Session`, `Locale` +\|/);
    expect(text).toContain("soapHeaders: defaults");
    expect(text).toMatch(/await client\.ask\(\{\s*\}, \{ soapHeaders: blocks \}\);/);
    // Without header blocks, neither the section nor the column.
    const plain = askReadme([], ["soap11"]);
    expect(plain).not.toContain("## SOAP headers");
    expect(plain).not.toContain("| Headers |");
  });

  it("marks the operation, which has no output, one-way in the operations table", () => {
    expect(askReadme([])).toContain("| `Oracle` | `Ask` | `Ask` | `(one-way)` |");
  });
});

describe("the README's operations", () => {
  it("name a bare Body's type as the input and output of a document message not of one element part", () => {
    const body = (local: string) =>
      f.complexType(local, [f.element("count", f.builtin("int"))], { anonymous: true });
    const message = (local: string) =>
      ({
        kind: "message",
        name: { namespace: f.ns, local },
        parts: [{ kind: "part", name: "count", type: f.builtin("int"), provenance: f.at("p") }],
        provenance: f.at("m"),
      }) as const;
    const operation: Operation = {
      kind: "operation",
      name: "Count",
      service: "Counter",
      namespace: f.ns,
      input: message("CountIn"),
      output: message("CountOut"),
      faults: [],
      bindings: [
        {
          kind: "soapBinding",
          protocol: "soap11",
          binding: { namespace: f.ns, local: "B" },
          ports: [],
          addresses: [],
          soapAction: "",
          style: "document",
          use: "literal",
          bareBodies: { request: `{${f.ns}}Count#input`, response: `{${f.ns}}Count#output` },
          inputHeaders: [],
          outputHeaders: [],
          provenance: f.at("wsdl:operation"),
        },
      ],
      provenance: f.at("wsdl:operation"),
    };
    const service: Service = {
      kind: "service",
      name: "Counter",
      namespace: f.ns,
      ports: [],
      operations: [operation],
      provenance: f.at("wsdl:service"),
    };
    const model = { ...f.model([body("Count#input"), body("Count#output")]), services: [service] };
    const shapes = computeShapes(model);
    const names = assignNames(model, shapes).names;
    const text = renderTemplate(template, packageView(version, model, names, environment, shapes));
    expect(text).toMatch(/\| `Counter` +\| `Count` +\| `CountInput` +\| `CountOutput` +\| soap11 +\|/);
  });
});
