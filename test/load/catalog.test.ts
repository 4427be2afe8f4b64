// `--catalog <file>`: an OASIS XML catalog maps the remote locations a WSDL imports to local files, read
// offline. test/fixtures/catalog/ imports its three schemas by URL; catalog.xml maps them with one entry of
// each kind (uri, rewriteURI under a group's xml:base, system beating a rewriteSystem).
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { generateFromFiles } from "../../generator/generate-files.ts";
import { readCatalog, resolveInCatalog, type Catalog } from "../../generator/load/catalog.ts";
import { locate } from "../../generator/load/locate.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const fixture = path.join(repositoryRoot, "test", "fixtures", "catalog");
const catalogFile = path.join(fixture, "catalog.xml");
const entry = path.join(fixture, "wsdl", "OrderService.wsdl");
const local = (file: string) => pathToFileURL(path.join(fixture, file)).href;

async function fixtureCatalog(): Promise<Catalog> {
  const { catalog, diagnostics } = await readCatalog(catalogFile, "catalog.xml");
  expect(diagnostics).toEqual([]);
  if (catalog === undefined) throw new Error("no catalog");
  return catalog;
}

describe("OASIS XML catalogs", () => {
  const scratch = mkdtemp(path.join(tmpdir(), "xmlapi-catalog-"));
  afterAll(async () => {
    await rm(await scratch, { recursive: true, force: true });
  });

  it.each([
    ["a uri entry", "http://schemas.example.com/orders/v1/orders.xsd", local("schemas/orders/orders.xsd")],
    [
      "a rewriteURI entry, relative to its group's xml:base",
      "https://schemas.example.com/common/2.0/address.xsd",
      local("schemas/common/address.xsd"),
    ],
    [
      "a system entry before a matching rewriteSystem",
      "http://vendor.example.org/types/money.xsd",
      local("schemas/money.xsd"),
    ],
    ["a rewriteSystem entry", "http://vendor.example.org/other.xsd", local("unused/other.xsd")],
    ["nothing for a location no entry matches", "http://elsewhere.example/x.xsd", undefined],
  ])("map %s", async (_case, uri, expected) => {
    expect(resolveInCatalog(await fixtureCatalog(), uri)).toBe(expected);
  });

  it("take the longest rewrite and suffix entries", () => {
    const catalog: Catalog = {
      entries: [
        { match: "prefix", key: "http://a.example/", target: "file:///short/" },
        { match: "prefix", key: "http://a.example/deep/", target: "file:///long/" },
        { match: "suffix", key: "x.xsd", target: "file:///x" },
        { match: "suffix", key: "/box.xsd", target: "file:///box" },
      ],
    };
    expect(resolveInCatalog(catalog, "http://a.example/deep/t.xsd")).toBe("file:///long/t.xsd");
    expect(resolveInCatalog(catalog, "http://a.example/t.xsd")).toBe("file:///short/t.xsd");
    expect(resolveInCatalog(catalog, "http://b.example/box.xsd")).toBe("file:///box");
  });

  it("read a mapped location as the local file, and refuse one mapped outside the schema root", async () => {
    const catalog = await fixtureCatalog();
    expect(
      locate("wsdl/OrderService.wsdl", "http://schemas.example.com/orders/v1/orders.xsd", false, {
        catalog,
        root: fixture,
      }),
    ).toEqual({ kind: "file", path: "schemas/orders/orders.xsd" });
    expect(
      locate("wsdl/OrderService.wsdl", "http://schemas.example.com/orders/v1/orders.xsd", false, {
        catalog,
        root: path.join(fixture, "wsdl"),
      }),
    ).toEqual({
      kind: "refused",
      reason: `the catalog maps 'http://schemas.example.com/orders/v1/orders.xsd' to '${path.join(fixture, "schemas", "orders", "orders.xsd")}', outside the schema root '${path.join(fixture, "wsdl")}' (--root widens it)`,
    });
  });

  it("let generate read a WSDL whose schemas are imported by URL, offline", async () => {
    const refused = await generateFromFiles({ files: [entry], allowRemote: false });
    expect(refused.package).toBeUndefined();
    expect(refused.diagnostics.map(formatDiagnostic)).toEqual([
      "OrderService.wsdl:8:7: warning: remote location 'http://schemas.example.com/orders/v1/orders.xsd' is refused (remote locations are off); read as an import of namespace 'urn:example:orders' alone",
      "OrderService.wsdl:11:37: error: wsdl:part 'parameters' of wsdl:message 'PlaceOrderIn' refers to element '{urn:example:orders}PlaceOrder', which is not declared; no schema or WSDL for namespace 'urn:example:orders' was read (an import missing, or one that could not be read?)",
      "OrderService.wsdl:12:38: error: wsdl:part 'parameters' of wsdl:message 'PlaceOrderOut' refers to element '{urn:example:orders}PlaceOrderResponse', which is not declared; no schema or WSDL for namespace 'urn:example:orders' was read (an import missing, or one that could not be read?)",
    ]);

    const result = await generateFromFiles({ files: [entry], allowRemote: false, catalog: catalogFile });
    expect(result.diagnostics).toEqual([]);
    expect(result.root).toBe(fixture);
    expect(result.model?.types.map((type) => type.id)).toEqual(
      expect.arrayContaining(["{urn:example:common}Address", "{urn:example:money}Amount"]),
    );
    expect(result.package?.operationCount).toBe(1);
    // The copies in wsdl/ import each other by relative path where the catalog mapped a URL, as served.
    const locations = (file: string) =>
      [
        ...(result.package?.files.find((copy) => copy.path === file)?.text ?? "").matchAll(
          /schemaLocation="([^"]*)"/g,
        ),
      ].map((match) => match[1]);
    expect(locations("wsdl/wsdl/OrderService.wsdl")).toEqual(["../schemas/orders/orders.xsd"]);
    expect(locations("wsdl/schemas/orders/orders.xsd")).toEqual(["../common/address.xsd", "../money.xsd"]);
  });

  it("map a namespace imported by name alone, and the copies name the schema it maps to", async () => {
    // X-Road's WSDLs import xroad.xsd by namespace alone; Xerces finds it through a catalog's uri entry.
    const folder = path.join(await scratch, "namespace-only");
    await mkdir(path.join(folder, "schemas"), { recursive: true });
    await writeFile(
      path.join(folder, "schemas", "headers.xsd"),
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://x-road.example/xsd/xroad.xsd">
        <xs:element name="client" type="xs:string"/></xs:schema>`,
    );
    await writeFile(
      path.join(folder, "catalog.xml"),
      `<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
        <uri name="http://x-road.example/xsd/xroad.xsd" uri="schemas/headers.xsd"/></catalog>`,
    );
    await writeFile(
      path.join(folder, "service.wsdl"),
      `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
          xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xrd="http://x-road.example/xsd/xroad.xsd"
          xmlns:tns="urn:example:ping" targetNamespace="urn:example:ping">
        <wsdl:types><xs:schema targetNamespace="urn:example:ping" elementFormDefault="qualified">
          <xs:import namespace="http://x-road.example/xsd/xroad.xsd"/>
          <xs:element name="Ping"><xs:complexType><xs:sequence><xs:element ref="xrd:client"/></xs:sequence></xs:complexType></xs:element>
        </xs:schema></wsdl:types>
        <wsdl:message name="In"><wsdl:part name="p" element="tns:Ping"/></wsdl:message>
        <wsdl:portType name="P"><wsdl:operation name="Ping"><wsdl:input message="tns:In"/></wsdl:operation></wsdl:portType>
        <wsdl:binding name="B" type="tns:P"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>
          <wsdl:operation name="Ping"><soap:operation soapAction=""/><wsdl:input><soap:body use="literal"/></wsdl:input></wsdl:operation>
        </wsdl:binding>
        <wsdl:service name="S"><wsdl:port name="Port" binding="tns:B"><soap:address location="http://localhost/s"/></wsdl:port></wsdl:service>
      </wsdl:definitions>`,
    );
    const files = [path.join(folder, "service.wsdl")];
    const result = await generateFromFiles({
      files,
      allowRemote: false,
      catalog: path.join(folder, "catalog.xml"),
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.package?.operationCount).toBe(1);
    const wsdl = result.package?.files.find((copy) => copy.path === "wsdl/service.wsdl")?.text ?? "";
    expect(wsdl).toContain(
      '<xs:import namespace="http://x-road.example/xsd/xroad.xsd" schemaLocation="schemas/headers.xsd"/>',
    );
    expect(result.package?.files.map((copy) => copy.path)).toContain("wsdl/schemas/headers.xsd");
  });

  it("are taken by generate --catalog", async () => {
    const out = path.join(await scratch, "gen");
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(repositoryRoot, "generator", "bin.js"),
        "generate",
        entry,
        "--out",
        out,
        "--catalog",
        catalogFile,
      ],
      { cwd: fixture },
    );
    expect(stdout).toMatch(/^generated .*gen: \d+ files, 4 types, 1 operations/);
  });

  it("report entries they cannot use at their place", async () => {
    const file = path.join(await scratch, "bad.xml");
    await writeFile(
      file,
      [
        '<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">',
        '  <nextCatalog catalog="other.xml"/>',
        '  <public publicId="-//X//EN" uri="x.dtd"/>',
        '  <uri name="http://a.example/a.xsd"/>',
        "</catalog>",
      ].join("\n"),
    );
    const { catalog, diagnostics } = await readCatalog(file, "bad.xml");
    expect(catalog).toBeUndefined();
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      "bad.xml:2:3: error: catalog entry nextCatalog is not supported",
      "bad.xml:4:3: error: catalog entry uri needs the attributes name and uri",
    ]);
  });
});
