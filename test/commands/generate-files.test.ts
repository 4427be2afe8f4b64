// `generate <files...> --out <dir>` and `dump <file>` as a user runs them: files told by their root element,
// a package rooted at --out, a folder of other things left alone, and the process ending once it reported.
import { execFile, spawn } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { typecheckPackage } from "../../generator/build/typecheck.ts";
import { commonFolder, generateFromFiles, packageNameOf } from "../../generator/generate-files.ts";
import { generatePackage, listening } from "../support/generated-package.ts";

/** What the test uses of a generated package's index. */
interface GeneratedIndex {
  readonly EchoService: { readonly path: string };
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const bin = path.join(repositoryRoot, "generator", "bin.js");
const inventory = path.join(
  repositoryRoot,
  "test",
  "fixtures",
  "reader-wild",
  "cxf",
  "InventoryService.wsdl",
);

async function cli(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return run(process.execPath, [bin, ...args], { cwd, env, maxBuffer: 64 * 1024 * 1024 }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? "",
    }),
  );
}

describe("generate <files...> --out <dir>", () => {
  let scratch = "";
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-files-"));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it("writes one package rooted at --out from a WSDL named *.wsdl.xml", async () => {
    await copyFile(inventory, path.join(scratch, "Inventory.wsdl.xml"));
    const result = await cli(
      ["generate", "Inventory.wsdl.xml", "--out", "gen", "--package", "@acme/inventory"],
      scratch,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^generated gen: \d+ files, 8 types/);
    const manifest = JSON.parse(await readFile(path.join(scratch, "gen", "package.json"), "utf8")) as {
      name: string;
    };
    expect(manifest.name).toBe("@acme/inventory");
    expect(await readFile(path.join(scratch, "gen", "README.md"), "utf8")).toMatch(
      /^# @acme\/inventory\n\nTyped TypeScript bindings of Inventory\.wsdl\.xml \(namespace /,
    );
    for (const file of ["README.md", "src/index.ts", "src/mock.ts", "dist/index.js", "dist/index.d.ts"])
      await expect(readFile(path.join(scratch, "gen", file), "utf8")).resolves.not.toBe("");
    // Again over its own earlier output: replaced, and typechecked as `tsc -p gen` would.
    const again = await cli(["generate", "Inventory.wsdl.xml", "--out", "gen", "--typecheck"], scratch);
    expect(again.stderr).toBe("");
    expect(again.code).toBe(0);
    // Two runs of the CLI, the first compiling the runtime: minutes on a machine shared with other work.
  }, 300_000);

  it("reports a package that does not typecheck with the compiler's file:line:column", async () => {
    const broken = path.join(scratch, "gen", "src", "broken.ts");
    await writeFile(
      broken,
      'import { NAMESPACE } from "./index.ts";\nexport const wrong: number = NAMESPACE;\n',
    );
    const report = await typecheckPackage(path.join(scratch, "gen"), false);
    await rm(broken);
    expect(report).toContain(
      "src/broken.ts:2:14 - error TS2322: Type 'string' is not assignable to type 'number'.",
    );
  });

  it("checks the package at --out against its files: current, or the diff of what differs", async () => {
    const args = ["check", "Inventory.wsdl.xml", "--out", "gen"];
    // What `npm install` puts in the package's folder is not the generator's.
    await mkdir(path.join(scratch, "gen", "node_modules", "saxes-copy"), { recursive: true });
    await writeFile(path.join(scratch, "gen", "node_modules", "saxes-copy", "index.js"), "");
    const current = await cli(args, scratch);
    expect([current.code, current.stdout]).toEqual([
      0,
      expect.stringMatching(/^gen\/ is current \(\d+ files\)\n$/),
    ]);
    const readme = path.join(scratch, "gen", "README.md");
    const text = await readFile(readme, "utf8");
    await writeFile(readme, `${text}edited by hand\n`);
    await writeFile(path.join(scratch, "gen", "src", "extra.ts"), "export {};\n");
    const stale = await cli(args, scratch);
    await writeFile(readme, text);
    await rm(path.join(scratch, "gen", "src", "extra.ts"));
    expect(stale.code).toBe(1);
    expect(stale.stdout).toContain("-edited by hand");
    expect(stale.stdout).toContain("src/extra.ts");
    expect(stale.stderr).toContain(
      "2 generated files differ from Inventory.wsdl.xml; run `xmlapi-codegen generate`",
    );
    const nowhere = await cli(["check", "Inventory.wsdl.xml"], scratch);
    expect([nowhere.code, nowhere.stderr]).toEqual([2, expect.stringContaining("needs --out <dir>")]);
  }, 120_000);

  it("applies a names file to a package from files, and checks the package against it", async () => {
    const folder = path.join(scratch, "named");
    await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, "order.xsd"),
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:order">
        <xs:complexType name="Order"><xs:sequence><xs:element name="qty" type="xs:int"/></xs:sequence></xs:complexType>
      </xs:schema>`,
    );
    await writeFile(
      path.join(folder, "names.json"),
      JSON.stringify({
        types: { "{urn:order}Order": "PurchaseOrder" },
        members: { "{urn:order}Order": { qty: "quantity" } },
      }),
    );
    const named = ["order.xsd", "--out", "out", "--names", "names.json"];
    const generated = await cli(["generate", ...named, "--quiet"], folder);
    expect([generated.code, generated.stderr]).toEqual([0, ""]);
    expect(await readFile(path.join(folder, "out", "src", "types.ts"), "utf8")).toMatch(
      /export interface PurchaseOrder \{\n(?:.*\n)*?\s+quantity: number;/,
    );
    expect((await cli(["check", ...named], folder)).code).toBe(0);
    expect((await cli(["check", "order.xsd", "--out", "out"], folder)).code).toBe(1);
  }, 120_000);

  it("writes the package version given, and refuses one that is not a semantic version", async () => {
    const folder = path.join(scratch, "named");
    const versioned = await cli(
      ["generate", "order.xsd", "--out", "v", "--package-version", "2.3.0-rc.1"],
      folder,
    );
    expect(versioned.code).toBe(0);
    const manifest = JSON.parse(await readFile(path.join(folder, "v", "package.json"), "utf8")) as {
      version: string;
    };
    expect(manifest.version).toBe("2.3.0-rc.1");
    const wrong = await cli(["generate", "order.xsd", "--out", "w", "--package-version", "2.3"], folder);
    expect([wrong.code, wrong.stderr]).toEqual([2, expect.stringContaining("is not a semantic version")]);
  }, 120_000);

  it("serves the package's mocks, as a service its client calls", async () => {
    const child = spawn(process.execPath, [bin, "serve", "gen", "--port", "0"], { cwd: scratch });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      await vi.waitFor(() => expect(output).toMatch(/\?WSDL\n/), { timeout: 60_000, interval: 100 });
      const base = /serving mock services on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? "";
      const inventory = (await import(pathToFileURL(path.join(scratch, "gen", "dist", "index.js")).href)) as {
        InventoryServiceClient: new (options: { baseUrl: string }) => {
          checkStock(request: unknown): Promise<unknown>;
        };
        CheckStockSample: { request: unknown; result: unknown };
      };
      const client = new inventory.InventoryServiceClient({ baseUrl: base });
      expect(await client.checkStock(inventory.CheckStockSample.request)).toEqual(
        inventory.CheckStockSample.result,
      );
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  }, 120_000);

  it("widens the default root to hold imports that climb above the WSDL, and keeps an explicit --root", async () => {
    const library = path.join(repositoryRoot, "test", "fixtures", "corpus", "jaxws-library");
    const tree = path.join(scratch, "vendor-tree");
    await mkdir(path.join(tree, "wsdl"), { recursive: true });
    await mkdir(path.join(tree, "xsd"), { recursive: true });
    const wsdl = (await readFile(path.join(library, "LibraryService.wsdl"), "utf8")).replace(
      'schemaLocation="LibraryService_schema1.xsd"',
      'schemaLocation="../xsd/LibraryService_schema1.xsd"',
    );
    await writeFile(path.join(tree, "wsdl", "LibraryService.wsdl"), wsdl);
    await copyFile(
      path.join(library, "LibraryService_schema1.xsd"),
      path.join(tree, "xsd", "LibraryService_schema1.xsd"),
    );
    const files = [path.join(tree, "wsdl", "LibraryService.wsdl")];
    const widened = await generateFromFiles({ files, allowRemote: false });
    expect(widened.diagnostics.filter((diagnostic) => diagnostic.severity === "error")).toEqual([]);
    expect(widened.root).toBe(tree);
    expect(widened.package?.files.map((file) => file.path)).toContain("src/LibraryService.ts");
    // wsdl/ keeps the tree's layout, so that the WSDL's `../xsd/` import still leads to the copied schema.
    const copies = widened.package?.files.map((file) => file.path).filter((file) => file.startsWith("wsdl/"));
    expect(copies?.sort()).toEqual(["wsdl/wsdl/LibraryService.wsdl", "wsdl/xsd/LibraryService_schema1.xsd"]);
    const kept = await generateFromFiles({ files, allowRemote: false, root: path.join(tree, "wsdl") });
    expect(kept.package).toBeUndefined();
    expect(kept.diagnostics.map((diagnostic) => diagnostic.message)).toContain(
      "'../xsd/LibraryService_schema1.xsd' leads outside the schema root",
    );
  }, 60_000);

  it("typechecks where elements of xs:anyType are all the schema declares (no named type for xsi:type)", async () => {
    const folder = path.join(scratch, "untyped");
    await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, "untyped.xsd"),
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:untyped">
        <xs:element name="Request"/>
      </xs:schema>`,
    );
    const result = await cli(["generate", "untyped.xsd", "--out", "out", "--typecheck", "--quiet"], folder);
    expect(result.stderr).not.toMatch(/does not typecheck/);
    expect(result.code).toBe(0);
  }, 60_000);

  it("typechecks an abstract type whose every derived type drops a member (XAdES' GenericTimeStampType)", async () => {
    const folder = path.join(scratch, "abstract-restricted");
    await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, "stamp.xsd"),
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:stamp" targetNamespace="urn:stamp">
        <xs:complexType name="Stamp" abstract="true"><xs:sequence>
          <xs:choice minOccurs="0">
            <xs:element name="Include" type="xs:string" maxOccurs="unbounded"/>
            <xs:element name="Reference" type="xs:string" maxOccurs="unbounded"/>
          </xs:choice>
          <xs:element name="Token" type="xs:string"/>
        </xs:sequence></xs:complexType>
        <xs:complexType name="DataStamp"><xs:complexContent><xs:restriction base="t:Stamp"><xs:sequence>
          <xs:element name="Include" type="xs:string" maxOccurs="unbounded"/>
          <xs:element name="Token" type="xs:string"/>
        </xs:sequence></xs:restriction></xs:complexContent></xs:complexType>
        <xs:complexType name="OtherStamp"><xs:complexContent><xs:restriction base="t:Stamp"><xs:sequence>
          <xs:element name="Reference" type="xs:string" maxOccurs="unbounded"/>
          <xs:element name="Token" type="xs:string"/>
        </xs:sequence></xs:restriction></xs:complexContent></xs:complexType>
        <xs:element name="Stamped" type="t:Stamp"/>
      </xs:schema>`,
    );
    const result = await cli(["generate", "stamp.xsd", "--out", "out", "--typecheck", "--quiet"], folder);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
  }, 60_000);

  it("typechecks where a restriction drops its base's members (SOAP encoding's ArrayOf... of soapenc:Array)", async () => {
    const folder = path.join(scratch, "encoded");
    await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, "encoded.xsd"),
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/"
          xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:enc">
        <xs:import namespace="http://schemas.xmlsoap.org/soap/encoding/" schemaLocation="http://schemas.xmlsoap.org/soap/encoding/"/>
        <xs:complexType name="ArrayOf_xsd_string">
          <xs:complexContent>
            <xs:restriction base="soapenc:Array"><xs:attribute ref="soapenc:arrayType" wsdl:arrayType="xs:string[]"/></xs:restriction>
          </xs:complexContent>
        </xs:complexType>
        <xs:element name="Names" type="soapenc:Array"/>
      </xs:schema>`,
    );
    const result = await cli(["generate", "encoded.xsd", "--out", "out", "--typecheck", "--quiet"], folder);
    expect(result.stderr).not.toMatch(/does not typecheck/);
    expect(result.code).toBe(0);
  }, 60_000);

  it("typechecks a WSDL that declares no global element (an empty elements module is still a module)", async () => {
    const folder = path.join(scratch, "bare");
    await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, "bare.wsdl"),
      `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:t="urn:bare" targetNamespace="urn:bare">
        <portType name="P"/>
        <binding name="B" type="t:P"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/></binding>
        <service name="S"><port name="Q" binding="t:B"><soap:address location="http://h.test/"/></port></service>
      </definitions>`,
    );
    const result = await cli(["generate", "bare.wsdl", "--out", "out", "--typecheck", "--quiet"], folder);
    expect(result.stderr).not.toMatch(/does not typecheck/);
    expect(result.code).toBe(0);
    expect(await readFile(path.join(folder, "out", "dist", "elements.d.ts"), "utf8")).toContain("export {};");
  }, 60_000);

  it("typechecks a base type of 1,500 derived types (vSphere's DynamicData, base of some 1,700)", async () => {
    const folder = path.join(scratch, "many-derived");
    await mkdir(folder, { recursive: true });
    const derived = Array.from(
      { length: 1500 },
      (_, index) =>
        `<xs:complexType name="D${index}"><xs:complexContent><xs:extension base="t:Base"/></xs:complexContent></xs:complexType>`,
    );
    await writeFile(
      path.join(folder, "many.xsd"),
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:many" targetNamespace="urn:many">
        <xs:complexType name="Base"><xs:sequence><xs:element name="key" type="xs:string"/></xs:sequence></xs:complexType>
        <xs:element name="Item" type="t:Base"/>
        ${derived.join("\n")}
      </xs:schema>`,
    );
    const result = await cli(["generate", "many.xsd", "--out", "out", "--typecheck", "--quiet"], folder);
    expect(result.stderr).not.toMatch(/does not typecheck/);
    expect(result.code).toBe(0);
  }, 240_000);

  // Salesforce's enterprise.wsdl begins with a line break before its XML declaration: read with a warning, it
  // was published at ?WSDL as it came, which libxml2 (PHP, zeep) and .NET refuse as not well-formed.
  it("publishes a WSDL whose declaration a line break precedes with the declaration first", async () => {
    const folder = path.join(scratch, "declaration");
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, "late.wsdl");
    await writeFile(
      file,
      `\n<?xml version="1.0" encoding="UTF-8"?>\n<!-- saved from a server -->
<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:t="urn:late" targetNamespace="urn:late">
  <portType name="P"/>
  <binding name="B" type="t:P"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/></binding>
  <service name="S"><port name="Q" binding="t:B"><soap:address location="http://h.test/"/></port></service>
</definitions>`,
    );
    const result = await generateFromFiles({ files: [file], allowRemote: false });
    const copy = result.package?.files.find((generated) => generated.path === "wsdl/late.wsdl")?.text;
    expect(copy).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n\n<!-- saved from a server -->\n<definitions /,
    );
  });

  // Exchange Web Services import the XML namespace by name alone; wsimport's XSOM knows no built-in schema of it
  // and stopped at `xml:lang` reading the published WSDL.
  it("publishes the XML namespace's schema where a document imports it, by name alone or by its W3C URL", async () => {
    const folder = path.join(scratch, "xml-namespace");
    await mkdir(folder, { recursive: true });
    const schema = (imports: string, name: string) =>
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:${name}">${imports}` +
      `<xs:element name="${name}"><xs:complexType><xs:attribute ref="xml:lang"/></xs:complexType></xs:element></xs:schema>`;
    await writeFile(
      path.join(folder, "types.xsd"),
      schema('<xs:import namespace="http://www.w3.org/XML/1998/namespace"/>', "named"),
    );
    await writeFile(
      path.join(folder, "located.xsd"),
      schema(
        '<xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="http://www.w3.org/2001/xml.xsd"/>',
        "located",
      ),
    );
    await writeFile(
      path.join(folder, "xml.xsd"),
      '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:own"/>',
    );
    await writeFile(
      path.join(folder, "Service.wsdl"),
      `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:t="urn:svc" targetNamespace="urn:svc">
  <types><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:svc">
    <xs:import namespace="urn:named" schemaLocation="types.xsd"/><xs:import namespace="urn:located" schemaLocation="located.xsd"/>
    <xs:import namespace="urn:own" schemaLocation="xml.xsd"/>
  </xs:schema></types>
  <portType name="P"/>
  <binding name="B" type="t:P"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/></binding>
  <service name="S"><port name="Q" binding="t:B"><soap:address location="http://h.test/"/></port></service>
</definitions>`,
    );
    const result = await generateFromFiles({
      files: [path.join(folder, "Service.wsdl")],
      allowRemote: false,
    });
    const copies = new Map(result.package?.files.map((file) => [file.path, file.text]));
    // The service's own xml.xsd keeps its name; the shipped schema takes the next one.
    expect([...copies.keys()].filter((file) => file.startsWith("wsdl/")).sort()).toEqual([
      "wsdl/Service.wsdl",
      "wsdl/located.xsd",
      "wsdl/types.xsd",
      "wsdl/xml-2.xsd",
      "wsdl/xml.xsd",
    ]);
    expect(copies.get("wsdl/xml-2.xsd")).toContain('targetNamespace="http://www.w3.org/XML/1998/namespace"');
    expect(copies.get("wsdl/types.xsd")).toContain(
      '<xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="xml-2.xsd"/>',
    );
    expect(copies.get("wsdl/located.xsd")).toContain(
      '<xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="xml-2.xsd"/>',
    );
  });

  it("publishes an import it could not read as leading to the shipped schema read for it", async () => {
    const folder = path.join(scratch, "unreadable-standard");
    await mkdir(folder, { recursive: true });
    // CXF's classpath location of WS-Addressing, and an xml.xsd that the service did not ship beside its WSDL.
    await writeFile(
      path.join(folder, "Service.wsdl"),
      `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:t="urn:svc" targetNamespace="urn:svc">
  <types><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:wsa="http://www.w3.org/2005/08/addressing" targetNamespace="urn:svc">
    <xs:import namespace="http://www.w3.org/2005/08/addressing" schemaLocation="/schemas/wsdl/ws-addr.xsd"/>
    <xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="common/xml.xsd"/>
    <xs:element name="To"><xs:complexType><xs:sequence><xs:element name="epr" type="wsa:EndpointReferenceType"/></xs:sequence>
      <xs:attribute ref="xml:lang"/></xs:complexType></xs:element>
  </xs:schema></types>
  <portType name="P"/>
  <binding name="B" type="t:P"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/></binding>
  <service name="S"><port name="Q" binding="t:B"><soap:address location="http://h.test/"/></port></service>
</definitions>`,
    );
    const result = await generateFromFiles({
      files: [path.join(folder, "Service.wsdl")],
      allowRemote: false,
    });
    const copies = new Map(result.package?.files.map((file) => [file.path, file.text]));
    expect([...copies.keys()].filter((file) => file.startsWith("wsdl/")).sort()).toEqual([
      "wsdl/Service.wsdl",
      "wsdl/xml.xsd",
    ]);
    expect(copies.get("wsdl/Service.wsdl")).toContain(
      '<xs:import namespace="http://www.w3.org/2005/08/addressing" schemaLocation="http://www.w3.org/2005/08/addressing"/>',
    );
    expect(copies.get("wsdl/Service.wsdl")).toContain(
      '<xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="xml.xsd"/>',
    );
  });

  it("publishes the binding it reads a port type without one as, so that its copy reads the same", async () => {
    const contract = path.join(
      repositoryRoot,
      "test",
      "fixtures",
      "corpus",
      "port-types-only",
      "OrderContract.wsdl",
    );
    const first = await generateFromFiles({ files: [contract], allowRemote: false });
    const copy = first.package?.files.find((file) => file.path === "wsdl/OrderContract.wsdl")?.text ?? "";
    const folder = path.join(scratch, "port-types-only");
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "OrderContract.wsdl"), copy);
    const again = await generateFromFiles({
      files: [path.join(folder, "OrderContract.wsdl")],
      allowRemote: false,
    });
    // No warning: the copy binds the port type and addresses its service.
    expect(again.diagnostics).toEqual([]);
    const operations = (result: typeof first) =>
      result.model?.services.flatMap((service) =>
        service.operations.map((operation) => [
          operation.name,
          operation.bindings.map((binding) =>
            binding.kind === "soapBinding" ? binding.style : binding.kind,
          ),
        ]),
      );
    expect(operations(again)).toEqual(operations(first));
    expect(operations(first)).toEqual([
      ["CancelOrder", ["document"]],
      ["PlaceOrder", ["document"]],
    ]);
  });

  it("loads the TypeScript compiler only for --typecheck, once the compiled runtime is cached", async () => {
    // A module hook that reports every import of the compiler (ts-morph brings it) on stderr.
    const hooks = path.join(scratch, "hooks.mjs");
    await writeFile(
      hooks,
      "export async function resolve(specifier, context, next) {\n" +
        '  if (specifier === "ts-morph") process.stderr.write("compiler loaded\\n");\n' +
        "  return next(specifier, context);\n}\n",
    );
    const register = path.join(scratch, "register.mjs");
    await writeFile(
      register,
      `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`,
    );
    await copyFile(inventory, path.join(scratch, "Loaded.wsdl"));
    const withHooks = { ...process.env, NODE_OPTIONS: `--import=${pathToFileURL(register).href}` };
    // The first run may compile the runtime (a cache miss loads the compiler); the second finds it cached.
    await cli(["generate", "Loaded.wsdl", "--out", "loaded"], scratch, withHooks);
    const plain = await cli(["generate", "Loaded.wsdl", "--out", "loaded"], scratch, withHooks);
    expect(plain.code).toBe(0);
    expect(plain.stderr).not.toContain("compiler loaded");
    const checked = await cli(
      ["generate", "Loaded.wsdl", "--out", "loaded", "--typecheck"],
      scratch,
      withHooks,
    );
    expect(checked.code).toBe(0);
    expect(checked.stderr).toContain("compiler loaded");
  });

  it("dumps a WSDL named *.wsdl.xml", async () => {
    await copyFile(inventory, path.join(scratch, "Dump.wsdl.xml"));
    const result = await cli(["dump", "Dump.wsdl.xml"], scratch);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toHaveProperty("services");
  });

  it("refuses to replace a folder that holds something else", async () => {
    const out = path.join(scratch, "project");
    await mkdir(out);
    await writeFile(path.join(out, "keep.txt"), "mine");
    const result = await cli(["generate", inventory, "--out", out], scratch);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("is not empty and holds no package generated earlier");
    expect(await readFile(path.join(out, "keep.txt"), "utf8")).toBe("mine");
  });

  it("writes nothing under --strict when a warning is reported, and writes the package without it", async () => {
    const wsdl = (await readFile(inventory, "utf8")).replace(
      /(<wsdl:portType\b[^>]*>)/,
      '$1<xs:annotation xmlns:xs="http://www.w3.org/2001/XMLSchema"/>',
    );
    await writeFile(path.join(scratch, "Lenient.wsdl"), wsdl);
    const strict = await cli(["generate", "Lenient.wsdl", "--out", "strict", "--strict"], scratch);
    expect(strict.code).toBe(2);
    expect(strict.stderr).toContain(
      "warning: xs:annotation has no meaning inside wsdl:portType and is ignored",
    );
    expect(strict.stderr).toContain("xmlapi-codegen: --strict: 1 warning, nothing written");
    await expect(readFile(path.join(scratch, "strict", "package.json"), "utf8")).rejects.toThrow();
    const lenient = await cli(["generate", "Lenient.wsdl", "--out", "lenient"], scratch);
    expect(lenient.code).toBe(0);
    await expect(readFile(path.join(scratch, "lenient", "package.json"), "utf8")).resolves.not.toBe("");
  }, 120_000);
});

describe("generate <url> --allow-remote", () => {
  // A service's `?wsdl`, whose schema is at a URL relative to it, as JAX-WS and WCF publish them.
  const wsdl = `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
      xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="urn:echo" targetNamespace="urn:echo">
    <types><xs:schema><xs:import namespace="urn:echo" schemaLocation="EchoService?xsd=1"/></xs:schema></types>
    <message name="in"><part name="parameters" element="tns:echo"/></message>
    <message name="out"><part name="parameters" element="tns:echoResponse"/></message>
    <portType name="Echo"><operation name="echo"><input message="tns:in"/><output message="tns:out"/></operation></portType>
    <binding name="EchoBinding" type="tns:Echo"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>
      <operation name="echo"><soap:operation soapAction=""/><input><soap:body use="literal"/></input>
        <output><soap:body use="literal"/></output></operation></binding>
    <service name="EchoService"><port name="EchoPort" binding="tns:EchoBinding">
      <soap:address location="http://127.0.0.1/services/EchoService"/></port></service>
  </definitions>`;
  const xsd = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:echo" elementFormDefault="qualified">
    <xs:element name="echo"><xs:complexType><xs:sequence><xs:element name="text" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
    <xs:element name="echoResponse"><xs:complexType><xs:sequence><xs:element name="return" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
  </xs:schema>`;
  const requested: string[] = [];
  const server = createServer((req, res) => {
    requested.push(req.url ?? "");
    const body =
      req.url === "/services/EchoService?wsdl"
        ? wsdl
        : req.url === "/services/EchoService?xsd=1"
          ? xsd
          : undefined;
    res.writeHead(body === undefined ? 404 : 200, { "content-type": "text/xml" }).end(body ?? "");
  });
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/EchoService?wsdl`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("reads the entry and its imports from the service, named after the URL's path", async () => {
    const result = await generateFromFiles({ files: [url], allowRemote: true });
    expect(result.diagnostics).toEqual([]);
    expect(requested).toEqual(["/services/EchoService?wsdl", "/services/EchoService?xsd=1"]);
    expect(result.package?.operationCount).toBe(1);
    const manifest = result.package?.files.find((file) => file.path === "package.json");
    expect(JSON.parse(manifest?.text ?? "{}")).toMatchObject({ name: "echo-service" });
  });

  it("copies what it fetched, so that the package's server publishes it at ?wsdl and ?xsd=", async () => {
    const result = await generateFromFiles({ files: [url], allowRemote: true });
    const copies = new Map(
      (result.package?.files ?? [])
        .filter((file) => file.path.startsWith("wsdl/"))
        .map((file) => [file.path, file.text]),
    );
    // The query is part of the copy's name; the import leads to the copy, not to the service it was read from.
    expect([...copies.keys()].sort()).toEqual(["wsdl/EchoService.1.xsd", "wsdl/EchoService.wsdl"]);
    expect(copies.get("wsdl/EchoService.1.xsd")).toBe(xsd);
    expect(copies.get("wsdl/EchoService.wsdl")).toBe(
      wsdl.replace('schemaLocation="EchoService?xsd=1"', 'schemaLocation="EchoService.1.xsd"'),
    );

    const folder = await mkdtemp(path.join(tmpdir(), "remote-copies-"));
    try {
      const index = await generatePackage<GeneratedIndex>(url, folder, true);
      const mock = (await import(pathToFileURL(path.join(folder, "dist", "mock.js")).href)) as {
        EchoServiceMock: unknown;
      };
      const served = index.createSoapServer(
        index.createServiceListener(index.EchoService, mock.EchoServiceMock),
      );
      const base = await listening(served);
      try {
        const published = await fetch(`${base}${index.EchoService.path}?wsdl`).then((answer) =>
          answer.text(),
        );
        const schemaUrl = /schemaLocation="([^"]+)"/.exec(published)?.[1] ?? "";
        expect(schemaUrl).toBe(`${base}${index.EchoService.path}?xsd=EchoService.1.xsd`);
        expect(await fetch(schemaUrl).then((answer) => answer.text())).toBe(xsd);
        // Generated again from the package's own server, as a client of the mock would be.
        const again = await generateFromFiles({
          files: [`${base}${index.EchoService.path}?wsdl`],
          allowRemote: true,
        });
        expect(again.diagnostics).toEqual([]);
        expect(again.package?.operationCount).toBe(1);
      } finally {
        await new Promise((resolve) => served.close(resolve));
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it("refuses a URL entry without --allow-remote, saying what fetches it", async () => {
    requested.length = 0;
    const result = await generateFromFiles({ files: [url], allowRemote: false });
    expect(result.package).toBeUndefined();
    expect(result.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      `entry '${url}' is a URL: --allow-remote fetches it and what it imports`,
    ]);
    expect(requested).toEqual([]);
  });
});

describe("names of file-mode packages", () => {
  it("derives an npm name from the file name", () => {
    expect(packageNameOf("/x/InventoryService.wsdl")).toBe("inventory-service");
    expect(packageNameOf("https://h.test/x/Service1.svc?wsdl")).toBe("service1");
    expect(packageNameOf("http://h.test/ws/OrderPort?wsdl")).toBe("order-port");
    // A WSDL published at the root: the service's name, else the host's.
    expect(packageNameOf("http://127.0.0.1:8000/?wsdl", "LibraryService")).toBe("library-service");
    expect(packageNameOf("http://h.test/?wsdl")).toBe("h-test");
    expect(packageNameOf("Order_API.v2.wsdl.xml")).toBe("order-api-v2");
    expect(packageNameOf("Сервис.wsdl")).toBe("generated");
  });

  it("takes the deepest folder holding every file as the root", () => {
    expect(commonFolder(["/a/b/c/x.wsdl", "/a/b/d/y.xsd"])).toBe("/a/b");
    expect(commonFolder(["/a/b/x.wsdl"])).toBe("/a/b");
  });
});
