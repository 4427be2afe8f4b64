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
      "b.xsd:1:1: error: this DTD (<!DOCTYPE>) is not accepted in schema input: it declares an external entity or one it cannot read (e)",
      "a.xsd:3:1: warning: remote location 'https://h.test/r.xsd' is refused (remote locations are off); read as an import of namespace 'urn:r' alone",
      "a.xsd:4:1: error: cannot read 'missing.xsd' (memory:missing.xsd): no such file",
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
    // The package's copy names the shipped schema read for the location; nothing declares urn:gone.
    expect(Object.fromEntries(loaded.readBeside)).toEqual({
      "/schemas/wsdl/ws-addr.xsd": "http://www.w3.org/2005/08/addressing",
    });
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

  it("reads an import it cannot follow from the files beside the importing one that declare its namespace", async () => {
    const wsdlNamespace = "http://schemas.xmlsoap.org/wsdl/";
    // The layout of a saved WCF service reference: the WSDL imports its schemas by namespace alone and its
    // contract by a `?wsdl=wsdl0` URL; the files beside it are what those returned.
    const source = memorySource({
      "ref/service.wsdl": `<wsdl:definitions xmlns:wsdl="${wsdlNamespace}" xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:svc">
  <wsdl:import namespace="urn:contract" location="http://h.test/S.svc?wsdl=wsdl0"/>
  <wsdl:types><xs:schema targetNamespace="urn:imports">
    <xs:import namespace="urn:t"/>
    <xs:import namespace="urn:svc-inline"/>
  </xs:schema><xs:schema targetNamespace="urn:svc-inline"/></wsdl:types>
</wsdl:definitions>`,
      "ref/service1.wsdl": `<wsdl:definitions xmlns:wsdl="${wsdlNamespace}" targetNamespace="urn:contract"/>`,
      "ref/service.xsd": xsd('<xs:import namespace="urn:dc"/>'),
      "ref/dc-a.xsd": xsd("", 'targetNamespace="urn:dc"'),
      // An anyURI, whose whitespace collapses.
      "ref/dc-b.xsd": xsd("", 'targetNamespace=" urn:dc "'),
      "ref/other.xsd": xsd("", 'targetNamespace="urn:other"'),
      "ref/notes.txt": "not a schema",
      "elsewhere/t.xsd": xsd(""),
    });
    const loaded = await loadDocuments({ entries: ["ref/service.wsdl"], source, allowRemote: false });
    expect(loaded.diagnostics.map(formatDiagnostic)).toEqual([
      "ref/service.wsdl:2:3: warning: remote location 'http://h.test/S.svc?wsdl=wsdl0' is refused (remote locations are off); read from 'service1.wsdl' beside this file, which declares namespace 'urn:contract'",
      "ref/service.wsdl:4:5: warning: namespace 'urn:t' is imported without a location; read from 'service.xsd' beside this file, which declares it",
      "ref/service.xsd:2:1: warning: namespace 'urn:dc' is imported without a location; read from 'dc-a.xsd', 'dc-b.xsd' beside this file, which declare it",
    ]);
    expect(loaded.documents.map((document) => document.file)).toEqual([
      "ref/service.wsdl",
      "ref/service1.wsdl",
      "ref/service.xsd",
      "ref/dc-a.xsd",
      "ref/dc-b.xsd",
    ]);
    expect(Object.fromEntries(loaded.readBeside)).toEqual({
      "http://h.test/S.svc?wsdl=wsdl0": "ref/service1.wsdl",
      "urn:t": "ref/service.xsd",
      "urn:dc": "ref/dc-a.xsd",
    });
    // Each file is read once, those beside the WSDL read whole when looked into.
    expect(source.reads.filter((file) => file === "ref/service.xsd")).toEqual(["ref/service.xsd"]);
    expect(source.reads).not.toContain("ref/notes.txt");
    expect(source.reads).not.toContain("elsewhere/t.xsd");
  });

  it("reads an include it cannot follow from the schemas beside that declare the including schema's namespace", async () => {
    const wsdlNamespace = "http://schemas.xmlsoap.org/wsdl/";
    // A saved .asmx web reference: the contract's inline schema includes its types by a `?schema=schema1` URL.
    const source = memorySource({
      "ref/S.wsdl": `<wsdl:definitions xmlns:wsdl="${wsdlNamespace}" xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:s">
  <wsdl:types><xs:schema targetNamespace="urn:s">
    <xs:include schemaLocation="http://h.test/S.asmx?schema=schema1"/>
  </xs:schema></wsdl:types>
</wsdl:definitions>`,
      "ref/schema1.xsd": xsd("", 'targetNamespace="urn:s"'),
      "ref/other.xsd": xsd("", 'targetNamespace="urn:other"'),
    });
    const loaded = await loadDocuments({ entries: ["ref/S.wsdl"], source, allowRemote: false });
    expect(loaded.diagnostics.map(formatDiagnostic)).toEqual([
      "ref/S.wsdl:3:5: warning: remote location 'http://h.test/S.asmx?schema=schema1' is refused (remote locations are off); read from 'schema1.xsd' beside this file, which declares namespace 'urn:s'",
    ]);
    expect(loaded.documents.map((document) => document.file)).toEqual(["ref/S.wsdl", "ref/schema1.xsd"]);
    expect(Object.fromEntries(loaded.readBeside)).toEqual({
      "http://h.test/S.asmx?schema=schema1": "ref/schema1.xsd",
    });
  });

  it("takes includes it cannot follow as the schemas beside of their namespace once those are read", async () => {
    // Visual Studio saves the schemas of a reference flat under names of its own, keeping the locations as written.
    const source = memorySource({
      "ref/all.xsd": xsd(
        '<xs:include schemaLocation="s_a-v1.xsd"/><xs:include schemaLocation="s_b-v1.xsd"/>',
      ),
      "ref/a.xsd": xsd(""),
      "ref/b.xsd": xsd(
        '<xs:include schemaLocation="s_a-v1.xsd"/><xs:import namespace="urn:u" schemaLocation="u/u-v1.xsd"/>',
      ),
      "ref/c.xsd": xsd('<xs:import namespace="urn:u" schemaLocation="u-v1.xsd"/>'),
      "ref/u.xsd": xsd("", 'targetNamespace="urn:u"'),
    });
    const loaded = await loadDocuments({ entries: ["ref/all.xsd"], source, allowRemote: false });
    expect(loaded.diagnostics.map(formatDiagnostic)).toEqual([
      "ref/all.xsd:2:1: warning: cannot read 'ref/s_a-v1.xsd' (memory:ref/s_a-v1.xsd): no such file; read from 'a.xsd', 'b.xsd', 'c.xsd' beside this file, which declare namespace 'urn:t'",
      "ref/all.xsd:2:42: warning: cannot read 'ref/s_b-v1.xsd' (memory:ref/s_b-v1.xsd): no such file; the schemas beside this file that declare namespace 'urn:t' are read already",
      "ref/b.xsd:2:42: warning: cannot read 'ref/u/u-v1.xsd' (memory:ref/u/u-v1.xsd): no such file; read from 'u.xsd' beside this file, which declares namespace 'urn:u'",
      "ref/c.xsd:2:1: warning: cannot read 'ref/u-v1.xsd' (memory:ref/u-v1.xsd): no such file; read as an import of namespace 'urn:u' alone",
    ]);
    expect(loaded.documents.map((document) => document.file)).toEqual([
      "ref/all.xsd",
      "ref/a.xsd",
      "ref/b.xsd",
      "ref/c.xsd",
      "ref/u.xsd",
    ]);
    // The package's copies name a file of the namespace for each: including one twice is no change.
    expect(Object.fromEntries(loaded.readBeside)).toEqual({
      "s_a-v1.xsd": "ref/a.xsd",
      "s_b-v1.xsd": "ref/a.xsd",
      "u/u-v1.xsd": "ref/u.xsd",
      "u-v1.xsd": "ref/u.xsd",
    });
  });

  it("reads an unreadable import of no namespace beside, and a WSDL imported back as the one read", async () => {
    const wsdlNamespace = "http://schemas.xmlsoap.org/wsdl/";
    // A saved WCF reference to a contract of no namespace, which imports the service WSDL back by its `?wsdl` URL.
    const source = memorySource({
      "ref/service.wsdl": `<wsdl:definitions xmlns:wsdl="${wsdlNamespace}" targetNamespace="urn:svc">
  <wsdl:import namespace="" location="http://h.test/S.svc?wsdl=wsdl0"/>
</wsdl:definitions>`,
      "ref/service1.wsdl": `<wsdl:definitions xmlns:wsdl="${wsdlNamespace}" xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <wsdl:import namespace="urn:svc" location="http://h.test/S.svc?wsdl"/>
  <wsdl:types><xs:schema targetNamespace="/Imports">
    <xs:import schemaLocation="http://h.test/S.svc?xsd=xsd0"/>
  </xs:schema></wsdl:types>
</wsdl:definitions>`,
      "ref/service.xsd": xsd("", ""),
      "ref/service1.xsd": xsd("", 'targetNamespace="urn:dc"'),
    });
    const loaded = await loadDocuments({ entries: ["ref/service.wsdl"], source, allowRemote: false });
    expect(loaded.diagnostics.map(formatDiagnostic)).toEqual([
      "ref/service.wsdl:2:3: warning: remote location 'http://h.test/S.svc?wsdl=wsdl0' is refused (remote locations are off); read from 'service1.wsdl' beside this file, which declares namespace ''",
      "ref/service1.wsdl:2:3: warning: remote location 'http://h.test/S.svc?wsdl' is refused (remote locations are off); read as 'service.wsdl', read already, which declares namespace 'urn:svc'",
      "ref/service1.wsdl:4:5: warning: remote location 'http://h.test/S.svc?xsd=xsd0' is refused (remote locations are off); read from 'service.xsd' beside this file, which declares namespace ''",
    ]);
    expect(loaded.documents.map((document) => document.file)).toEqual([
      "ref/service.wsdl",
      "ref/service1.wsdl",
      "ref/service.xsd",
    ]);
    expect(Object.fromEntries(loaded.readBeside)).toEqual({
      "http://h.test/S.svc?wsdl=wsdl0": "ref/service1.wsdl",
      "http://h.test/S.svc?wsdl": "ref/service.wsdl",
      "http://h.test/S.svc?xsd=xsd0": "ref/service.xsd",
    });
  });

  it("keeps an unfollowed import as it was when a document read declares its namespace or nothing beside does", async () => {
    const source = memorySource({
      "a.wsdl": `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:a">
  <wsdl:import namespace="urn:gone" location="http://h.test/gone?wsdl"/>
</wsdl:definitions>`,
      "a.xsd": xsd(
        '<xs:import namespace="urn:u" schemaLocation="u.xsd"/><xs:import namespace="urn:t"/><xs:import namespace="urn:none"/>',
        'targetNamespace="urn:a"',
      ),
      "u.xsd": xsd("", 'targetNamespace="urn:u"'),
      "t.xsd": xsd(""),
      "t-copy.xsd": xsd(""),
    });
    const loaded = await loadDocuments({ entries: ["a.xsd", "t.xsd", "a.wsdl"], source, allowRemote: false });
    expect(loaded.diagnostics.map(formatDiagnostic)).toEqual([
      "a.wsdl:2:3: error: remote location 'http://h.test/gone?wsdl' is refused (remote locations are off)",
    ]);
    expect(loaded.documents.map((document) => document.file)).toEqual(["a.xsd", "t.xsd", "a.wsdl", "u.xsd"]);
    expect(loaded.readBeside.size).toBe(0);
  });

  it("reads one of two files beside that declare the same components (a copy of the other)", async () => {
    const schema = xsd('<xs:element name="Order" type="xs:string"/>', 'targetNamespace="urn:orders"');
    const source = memorySource({
      "a.xsd": xsd('<xs:import namespace="urn:orders"/>'),
      "orders - Copy.xsd": schema,
      "orders.xsd": schema,
      "orders-more.xsd": xsd('<xs:element name="Invoice" type="xs:string"/>', 'targetNamespace="urn:orders"'),
    });
    const loaded = await loadDocuments({ entries: ["a.xsd"], source, allowRemote: false });
    expect(loaded.documents.map((document) => document.file)).toEqual([
      "a.xsd",
      "orders - Copy.xsd",
      "orders-more.xsd",
    ]);
  });

  it("reads what a saved reference's map records for each location it cannot follow, and nothing else", async () => {
    // Visual Studio saves a reference flat under names of its own and records each file's source in Reference.svcmap.
    const saved = (file: string, url: string) => `<MetadataFile FileName="${file}" SourceUrl="${url}" />`;
    const source = memorySource({
      "ref/Reference.svcmap": `<ReferenceGroup xmlns="urn:schemas-microsoft-com:xml-wcfservicemap"><Metadata>
${saved("service.wsdl", "http://h.test/Svc.svc?wsdl")}
${saved("service1.wsdl", "http://h.test/Svc.svc?wsdl=wsdl0")}
${saved("types1.xsd", "file:///C:/src/Schemas/Order Types/types-v2.xsd")}
${saved("common.xsd", "file:///C:/src/Schemas/common/common-v1.xsd")}
${saved("more.xsd", "file:///C:/src/Schemas/common/more-v1.xsd")}
${saved("xml.xsd", "file:///C:/src/Schemas/xml/xml.xsd")}
</Metadata></ReferenceGroup>`,
      "ref/service.wsdl": `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:s">
  <wsdl:import namespace="urn:c" location="http://h.test/Svc.svc?wsdl=wsdl0"/>
</wsdl:definitions>`,
      "ref/service1.wsdl": `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:c"/>`,
      "ref/types1.xsd": xsd(
        '<xs:include schemaLocation="../common/common-v1.xsd"/>' +
          '<xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="../xml/xml.xsd"/>',
      ),
      "ref/common.xsd": xsd('<xs:element name="Order" type="xs:string"/>'),
      // Of the including schema's namespace too, but included by none: read beside by namespace, it would be read.
      "ref/more.xsd": xsd('<xs:element name="Invoice" type="xs:string"/>'),
      "ref/xml.xsd": xsd(
        '<xs:attribute name="lang" type="xs:language"/>',
        'targetNamespace="http://www.w3.org/XML/1998/namespace"',
      ),
    });
    const loaded = await loadDocuments({
      entries: ["ref/service.wsdl", "ref/types1.xsd"],
      source,
      allowRemote: false,
    });
    expect(loaded.diagnostics.map(formatDiagnostic)).toEqual([
      "ref/service.wsdl:2:3: warning: remote location 'http://h.test/Svc.svc?wsdl=wsdl0' is refused (remote locations are off); read from 'service1.wsdl', which Reference.svcmap records as saved from it",
      "ref/types1.xsd:2:1: warning: cannot read 'common/common-v1.xsd' (memory:common/common-v1.xsd): no such file; read from 'common.xsd', which Reference.svcmap records as saved from it",
      "ref/types1.xsd:2:55: warning: cannot read 'xml/xml.xsd' (memory:xml/xml.xsd): no such file; read from 'xml.xsd', which Reference.svcmap records as saved from it",
    ]);
    expect(loaded.documents.map((document) => document.file)).toEqual([
      "ref/service.wsdl",
      "ref/types1.xsd",
      "ref/service1.wsdl",
      "ref/common.xsd",
      "ref/xml.xsd",
    ]);
    expect(Object.fromEntries(loaded.readBeside)).toEqual({
      "http://h.test/Svc.svc?wsdl=wsdl0": "ref/service1.wsdl",
      "../common/common-v1.xsd": "ref/common.xsd",
      "../xml/xml.xsd": "ref/xml.xsd",
    });
  });

  it("reads a web reference's contract from the file its Reference.map records", async () => {
    const wsdl = (body: string) =>
      `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:s">${body}</wsdl:definitions>`;
    const source = memorySource({
      "web/Reference.map": `<DiscoveryClientResultsFile><Results>
<DiscoveryClientResult referenceType="System.Web.Services.Discovery.ContractReference" url="http://h.test/WebService.asmx?wsdl" filename="WebService.wsdl" />
<DiscoveryClientResult referenceType="System.Web.Services.Discovery.ContractReference" url="http://h.test/WebService.asmx?wsdl=wsdl1" filename="WebService0.wsdl" />
</Results></DiscoveryClientResultsFile>`,
      "web/WebService.wsdl": wsdl('<wsdl:import namespace="urn:s" location="WebService.asmx?wsdl=wsdl1"/>'),
      "web/WebService0.wsdl": wsdl('<wsdl:message name="In"/>'),
      // Of the same namespace, but the map does not name it.
      "web/Other.wsdl": wsdl('<wsdl:message name="Out"/>'),
    });
    const loaded = await loadDocuments({ entries: ["web/WebService.wsdl"], source, allowRemote: false });
    expect(loaded.documents.map((document) => document.file)).toEqual([
      "web/WebService.wsdl",
      "web/WebService0.wsdl",
    ]);
    expect(Object.fromEntries(loaded.readBeside)).toEqual({
      "WebService.asmx?wsdl=wsdl1": "web/WebService0.wsdl",
    });
  });
});
