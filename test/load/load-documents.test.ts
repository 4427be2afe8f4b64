import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { loadDocuments } from "../../generator/load/load-documents.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource, xsd } from "../read/memory-source.ts";

describe("loadDocuments", () => {
  it("follows includes and imports relative to the including file, reading each file once despite cycles", async () => {
    const source = memorySource({
      "a.wsdl": `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:t">
  <wsdl:import namespace="urn:t" location="x/b.xsd"/>
</wsdl:definitions>`,
      "x/b.xsd": xsd(
        '<xs:include schemaLocation="c.xsd"/><xs:import namespace="urn:u" schemaLocation="../u/u.xsd"/>',
      ),
      "x/c.xsd": xsd('<xs:include schemaLocation="b.xsd"/>'),
      "u/u.xsd": xsd('<xs:import namespace="urn:t" schemaLocation="../x/b.xsd"/>', 'targetNamespace="urn:u"'),
    });
    const loaded = await loadDocuments({ entries: ["a.wsdl"], source, allowRemote: false });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.documents.map((document) => document.file)).toEqual([
      "a.wsdl",
      "x/b.xsd",
      "x/c.xsd",
      "u/u.xsd",
    ]);
    expect(source.reads).toEqual(["a.wsdl", "x/b.xsd", "x/c.xsd", "u/u.xsd"]);
  });

  it("reports refused and unreadable locations at the referring element, and keeps reading the rest", async () => {
    const source = memorySource({
      "a.xsd": xsd(`<xs:include schemaLocation="../outside.xsd"/>
<xs:import namespace="urn:r" schemaLocation="https://h.test/r.xsd"/>
<xs:include schemaLocation="missing.xsd"/>
<xs:include schemaLocation="b.xsd"/>`),
      "b.xsd": '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>\n<x/>',
    });
    const loaded = await loadDocuments({ entries: ["a.xsd", "../up.xsd"], source, allowRemote: false });
    expect(loaded.diagnostics.map(formatDiagnostic)).toEqual([
      "../up.xsd:1:1: error: '../up.xsd' leads outside the schema root",
      "a.xsd:2:1: error: '../outside.xsd' leads outside the schema root",
      "a.xsd:3:1: warning: remote location 'https://h.test/r.xsd' is refused (remote locations are off); read as an import of namespace 'urn:r' alone",
      "a.xsd:4:1: error: cannot read 'missing.xsd' (memory:missing.xsd): no such file",
      "b.xsd:1:1: error: this DTD (<!DOCTYPE>) is not accepted in schema input: it declares an external entity or one it cannot read (e)",
    ]);
  });

  it("reads an xs:import it cannot read as one of its namespace alone, a standard one's shipped schema", async () => {
    const source = memorySource({
      "a.xsd": xsd(`<xs:import namespace="urn:gone" schemaLocation="gone.xsd"/>
<xs:import namespace="http://www.w3.org/2005/08/addressing" schemaLocation="/schemas/wsdl/ws-addr.xsd"/>`),
    });
    const loaded = await loadDocuments({ entries: ["a.xsd"], source, allowRemote: false });
    expect(loaded.diagnostics.map(formatDiagnostic)).toEqual([
      "a.xsd:3:1: warning: '/schemas/wsdl/ws-addr.xsd' is not a path relative to the including file; read as an import of namespace 'http://www.w3.org/2005/08/addressing' alone, whose standard schema is shipped",
      "a.xsd:2:1: warning: cannot read 'gone.xsd' (memory:gone.xsd): no such file; read as an import of namespace 'urn:gone' alone",
    ]);
    expect(loaded.documents.map((document) => document.file)).toEqual([
      "a.xsd",
      "http://www.w3.org/2005/08/addressing",
    ]);
  });

  it("reads a standard namespace from the copy the schemas bring, not also from the shipped schema", async () => {
    const xmlNamespace = "http://www.w3.org/XML/1998/namespace";
    const copy = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${xmlNamespace}">
  <xs:attribute name="lang" type="xs:language"/>
</xs:schema>`;
    const files = {
      "a.xsd": xsd(`<xs:import namespace="${xmlNamespace}" schemaLocation="http://www.w3.org/2001/xml.xsd"/>
<xs:include schemaLocation="b.xsd"/>`),
      "b.xsd": xsd(`<xs:import namespace="${xmlNamespace}" schemaLocation="xml.xsd"/>`),
      "xml.xsd": copy,
    };
    const source = memorySource(files);
    const loaded = await loadDocuments({ entries: ["a.xsd"], source, allowRemote: false });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.documents.map((document) => document.file)).toEqual(["a.xsd", "b.xsd", "xml.xsd"]);
    const result = await readModel({ root: "/unused", entries: ["a.xsd"], source: memorySource(files) });
    expect(result.diagnostics).toEqual([]);
  });

  it("reads a shipped schema that two of its locations name once, as the first of them", async () => {
    const xmlNamespace = "http://www.w3.org/XML/1998/namespace";
    const files = {
      "a.xsd": xsd(`<xs:import namespace="${xmlNamespace}" schemaLocation="http://www.w3.org/2001/xml.xsd"/>
<xs:import namespace="urn:b" schemaLocation="b.xsd"/>`),
      "b.xsd": xsd(
        `<xs:import namespace="${xmlNamespace}" schemaLocation="https://www.w3.org/2009/01/xml.xsd"/>`,
        'targetNamespace="urn:b"',
      ),
    };
    const loaded = await loadDocuments({
      entries: ["a.xsd"],
      source: memorySource(files),
      allowRemote: false,
    });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.documents.map((document) => document.file)).toEqual([
      "a.xsd",
      "http://www.w3.org/2001/xml.xsd",
      "b.xsd",
    ]);
    const result = await readModel({ root: "/unused", entries: ["a.xsd"], source: memorySource(files) });
    expect(result.diagnostics).toEqual([]);
  });

  it("never reads XSD's schema for schemas, and skips an include without location with a warning", async () => {
    const source = memorySource({
      "a.xsd":
        xsd(`<xs:import namespace="http://www.w3.org/2001/XMLSchema" schemaLocation="https://www.w3.org/2001/XMLSchema.xsd"/>
<xs:include/>
<xs:element name="Data"><xs:complexType><xs:sequence><xs:element ref="xs:schema"/><xs:any/></xs:sequence></xs:complexType></xs:element>`),
    });
    const loaded = await loadDocuments({ entries: ["a.xsd"], source, allowRemote: false });
    expect(loaded.diagnostics.map(formatDiagnostic)).toEqual([
      "a.xsd:3:1: warning: xs:include has no 'schemaLocation' attribute: it includes nothing and is ignored",
    ]);
    expect(source.reads).toEqual(["a.xsd"]);
  });

  it("fetches remote locations only when allowed, resolving relative ones against the URL", async () => {
    const fetched: string[] = [];
    const remote: Record<string, string> = {
      "https://h.test/s/r.xsd": xsd('<xs:include schemaLocation="q.xsd"/>', 'targetNamespace="urn:r"'),
      "https://h.test/s/q.xsd": xsd("", 'targetNamespace="urn:r"'),
    };
    const loaded = await loadDocuments({
      entries: ["a.xsd"],
      source: memorySource({
        "a.xsd": xsd('<xs:import namespace="urn:r" schemaLocation="https://h.test/s/r.xsd"/>'),
      }),
      allowRemote: true,
      fetchRemote: (url) => {
        fetched.push(url);
        return Promise.resolve(remote[url] ?? "");
      },
    });
    expect(loaded.diagnostics).toEqual([]);
    expect(fetched).toEqual(["https://h.test/s/r.xsd", "https://h.test/s/q.xsd"]);
  });
});
