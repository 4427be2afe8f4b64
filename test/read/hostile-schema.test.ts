// Hostile schema input: DTDs (entity expansion, external entities, external DTD subsets; a DTD of plain text
// entities, as W3C's xmldsig schema has, is read), bytes that are
// not in the encoding they declare, nesting deeper than the reader's bound and input over the size limit are
// refused with a file:line:column diagnostic; nothing outside the schema is ever read.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { main } from "../../generator/cli.ts";
import { defaultMaxInputBytes, loadDocuments } from "../../generator/load/load-documents.ts";
import { maxElementDepth } from "../../generator/parse/xml.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource, xsd } from "./memory-source.ts";

const DTD_REFUSED = "error: this DTD (<!DOCTYPE>) is not accepted in schema input:";

const billionLaughs = `<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>`;

async function diagnose(files: Record<string, string>, entry: string) {
  const source = memorySource(files);
  const result = await readModel({ root: "/unused", entries: [entry], source });
  expect(result.model).toBeUndefined();
  return { lines: result.diagnostics.map((diagnostic) => formatDiagnostic(diagnostic)), reads: source.reads };
}

describe("schema reader: DTDs", () => {
  it("refuses billion laughs in an entry XSD at the DOCTYPE's position", async () => {
    const text = `<?xml version="1.0" encoding="utf-8"?>\n${billionLaughs}\n${xsd('<xs:element name="E" type="xs:string" default="&lol9;"/>')}`;
    const { lines } = await diagnose({ "a.xsd": text }, "a.xsd");
    expect(lines).toEqual([`a.xsd:2:1: ${DTD_REFUSED} its entity lol1 holds references or markup`]);
  });

  it("refuses an external entity in an included XSD, and reads no other file", async () => {
    const included = `<?xml version="1.0"?>\n\n<!DOCTYPE xs:schema [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${xsd('<xs:element name="F" type="xs:string" default="&xxe;"/>')}`;
    const { lines, reads } = await diagnose(
      { "a.xsd": xsd('<xs:include schemaLocation="b.xsd"/>'), "b.xsd": included },
      "a.xsd",
    );
    expect(lines).toEqual([
      `b.xsd:3:1: ${DTD_REFUSED} it declares an external entity or one it cannot read (xxe)`,
    ]);
    expect(reads).toEqual(["a.xsd", "b.xsd"]);
  });

  it("refuses external parameter entities in a WSDL, fetching neither them nor the external subset", async () => {
    const wsdl = `<?xml version="1.0"?>\n<!DOCTYPE definitions SYSTEM "https://dtd.example.invalid/x.dtd" [\n  <!ENTITY % p SYSTEM "https://dtd.example.invalid/p.ent"> %p;\n]>\n<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:t"/>`;
    const fetched: string[] = [];
    const source = memorySource({ "s.wsdl": wsdl });
    const loaded = await loadDocuments({
      entries: ["s.wsdl"],
      source,
      allowRemote: true,
      fetchRemote: (url) => {
        fetched.push(url);
        return Promise.resolve("");
      },
    });
    expect(loaded.diagnostics.map((diagnostic) => formatDiagnostic(diagnostic))).toEqual([
      `s.wsdl:2:1: ${DTD_REFUSED} it declares an external entity or one it cannot read (p)`,
    ]);
    expect([source.reads, fetched]).toEqual([["s.wsdl"], []]);
  });

  it("reads a schema whose DTD declares text entities and a namespace default, fetching nothing", async () => {
    // The shape of W3C's xmldsig-core-schema.xsd, which UBL, SAML and WS-Security schemas import.
    const signature = `<?xml version="1.0"?>
<!DOCTYPE schema PUBLIC "-//W3C//DTD XMLSchema 200102//EN" "https://dtd.example.invalid/XMLSchema.dtd" [
  <!ATTLIST schema xmlns:ds CDATA #FIXED "urn:sig">
  <!ENTITY sig 'urn:sig'>
  <!ENTITY % p ''>
]>
<schema xmlns="http://www.w3.org/2001/XMLSchema" xmlns:ds="&sig;" targetNamespace="&sig;">
  <element name="Signature" type="ds:SignatureType"/>
  <complexType name="SignatureType"><sequence><element name="Value" type="string"/></sequence></complexType>
</schema>`;
    const source = memorySource({
      "a.xsd": xsd('<xs:import namespace="urn:sig" schemaLocation="sig.xsd"/>'),
      "sig.xsd": signature,
    });
    const result = await readModel({ root: "/unused", entries: ["a.xsd"], source });
    expect(result.diagnostics).toEqual([]);
    expect(result.model?.elements.map((element) => element.name)).toEqual([
      { namespace: "urn:sig", local: "Signature" },
    ]);
    expect(source.reads).toEqual(["a.xsd", "sig.xsd"]);
  });
});

describe("schema reader: encodings", () => {
  it("accepts utf-8 and UTF8 spelled either way", async () => {
    for (const name of ["utf-8", "UTF-8", "UTF8"]) {
      const text = `<?xml version="1.0" encoding="${name}"?>\n${xsd('<xs:element name="E" type="xs:string"/>')}`;
      const result = await readModel({
        root: "/unused",
        entries: ["a.xsd"],
        source: memorySource({ "a.xsd": text }),
      });
      expect(result.diagnostics).toEqual([]);
    }
  });

  describe("files on disk", () => {
    let root = "";
    const declared = (encoding: string) =>
      `<?xml version="1.0" encoding="${encoding}"?>\n${xsd('<xs:element name="Caf\u00e9\u20ac" type="xs:string"/>')}`;
    beforeAll(async () => {
      root = await mkdtemp(path.join(tmpdir(), "hostile-schema-"));
      const schema = declared("utf-8");
      await writeFile(path.join(root, "utf16.xsd"), Buffer.from(`\ufeff${declared("UTF-16")}`, "utf16le"));
      const bigEndian = Buffer.from(`\ufeff${declared("UTF-16")}`, "utf16le").swap16();
      await writeFile(path.join(root, "utf16be.xsd"), bigEndian);
      await writeFile(path.join(root, "utf16-no-bom.xsd"), Buffer.from(declared("UTF-16"), "utf16le"));
      await writeFile(path.join(root, "bom.xsd"), Buffer.from(`\ufeff${schema}`, "utf8"));
      // U+20AC is 0x80 in windows-1252, which ISO-8859-1 labels also mean (as browsers and TextDecoder read it).
      const latin = (encoding: string) =>
        Buffer.from(declared(encoding).replace("\u20ac", "\u0080"), "latin1");
      await writeFile(path.join(root, "latin1.xsd"), latin("ISO-8859-1"));
      await writeFile(path.join(root, "cp1252.xsd"), latin("windows-1252"));
      await writeFile(
        path.join(root, "latin1-late.xsd"),
        Buffer.concat([Buffer.from("<!-- a copy -->\n"), latin("ISO-8859-1")]),
      );
      await writeFile(path.join(root, "latin1-as-utf8.xsd"), latin("utf-8"));
      await writeFile(path.join(root, "unknown.xsd"), Buffer.from(declared("x-klingon"), "utf8"));
      await writeFile(path.join(root, "utf32.xsd"), Buffer.from([0, 0, 0xfe, 0xff, 0, 0, 0, 0x3c]));
    });
    afterAll(async () => {
      await rm(root, { recursive: true, force: true });
    });

    it.each([
      ["UTF-16 with a byte order mark", "utf16.xsd"],
      ["UTF-16 big-endian", "utf16be.xsd"],
      ["UTF-16 without a byte order mark", "utf16-no-bom.xsd"],
      ["UTF-8 with a byte order mark", "bom.xsd"],
      ["ISO-8859-1", "latin1.xsd"],
      ["windows-1252", "cp1252.xsd"],
    ])("reads %s", async (_name, file) => {
      const result = await readModel({ root, entries: [file] });
      expect(result.diagnostics).toEqual([]);
      expect(result.model?.elements.map((element) => element.name.local)).toEqual(["Caf\u00e9\u20ac"]);
    });

    it("reads the encoding of a declaration a comment precedes, with a warning", async () => {
      const result = await readModel({ root, entries: ["latin1-late.xsd"] });
      expect(result.diagnostics.map(formatDiagnostic)).toEqual([
        "latin1-late.xsd:2:1: warning: the XML declaration is preceded by white space or a comment, which XML does not allow; read as if it were not",
      ]);
      expect(result.model?.elements.map((element) => element.name.local)).toEqual(["Caf\u00e9\u20ac"]);
    });

    it.each([
      ["bytes that are not what the declaration says", "latin1-as-utf8.xsd", "the file is not valid UTF-8"],
      [
        "an encoding TextDecoder does not know",
        "unknown.xsd",
        "the encoding x-klingon of the XML declaration is not supported",
      ],
      [
        "UTF-32",
        "utf32.xsd",
        "UTF-32 text is not accepted: UTF-8, UTF-16 and single-byte encodings are read",
      ],
    ])("refuses %s", async (_name, file, reason) => {
      const result = await readModel({ root, entries: [file] });
      expect(result.diagnostics.map((diagnostic) => formatDiagnostic(diagnostic))).toEqual([
        `${file}:1:1: error: cannot read '${file}' (${path.join(root, file)}): ${reason}`,
      ]);
    });
  });
});

/**
 * An XSD whose deepest element sits `depth` levels down (xs:schema is level 1): anonymous types nested
 * in one another (xs:element, xs:complexType, xs:sequence, xs:element, ...), one start tag per line, so
 * the element at level n starts at line n, column 1.
 */
function nested(depth: number): string {
  const constructs = ["element", "complexType", "sequence"] as const;
  const open: string[] = [];
  const close: string[] = [];
  for (let level = 2; level <= depth; level++) {
    const construct = constructs[(level - 2) % 3] ?? "element";
    const last = level === depth;
    if (construct === "element") {
      const type = last ? ' type="xs:string"' : "";
      open.push(last ? `<xs:element name="e${level}"${type}/>` : `<xs:element name="e${level}">`);
      if (!last) close.unshift("</xs:element>");
    } else {
      open.push(last ? `<xs:${construct}/>` : `<xs:${construct}>`);
      if (!last) close.unshift(`</xs:${construct}>`);
    }
  }
  return `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">\n${open.join("\n")}${close.join("")}\n</xs:schema>\n`;
}

describe("schema reader: nesting depth", () => {
  it(`reads nesting of exactly ${maxElementDepth} levels into a model`, async () => {
    expect(maxElementDepth).toBe(256);
    const result = await readModel({
      root: "/unused",
      entries: ["a.xsd"],
      source: memorySource({ "a.xsd": nested(maxElementDepth) }),
    });
    expect(result.diagnostics).toEqual([]);
    // Levels 2, 5, ..., 254 are elements with anonymous complex types; 255 a sequence, 256 the last element.
    expect(result.model?.types.length).toBe(Math.floor((maxElementDepth - 2) / 3) + 1);
  });

  it.each([maxElementDepth + 1, maxElementDepth + 2, 3000, 20000])(
    "refuses %s levels at the first element too deep, before any recursive stage runs",
    async (depth) => {
      const { lines } = await diagnose({ "a.xsd": nested(depth) }, "a.xsd");
      const level = maxElementDepth + 1;
      const construct = ["xs:element", "xs:complexType", "xs:sequence"][(level - 2) % 3] ?? "";
      expect(lines).toEqual([
        `a.xsd:${level}:1: error: ${construct} is nested ${level} elements deep; schema input may nest at most ${maxElementDepth}`,
      ]);
    },
  );

  it("refuses it in a WSDL's embedded schema, and the CLI exits 2 with the diagnostic instead of crashing", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "deep-schema-"));
    try {
      const schema = nested(3000).replace(/^<xs:schema [^>]*>/, '<xs:schema targetNamespace="urn:t">');
      await writeFile(
        path.join(root, "deep.wsdl"),
        `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t">\n<wsdl:types>\n${schema}</wsdl:types>\n</wsdl:definitions>\n`,
      );
      const err: string[] = [];
      vi.spyOn(console, "log").mockImplementation(() => undefined);
      vi.spyOn(console, "error").mockImplementation((text: string) => err.push(text));
      const code = await main(["node", "xmlapi-codegen", "dump", path.join(root, "deep.wsdl")]);
      vi.restoreAllMocks();
      // wsdl:definitions and wsdl:types come first: the schema's level (and line) n is the file's n + 2.
      expect({ code, err: err.join("\n") }).toEqual({
        code: 2,
        err: expect.stringMatching(
          /deep\.wsdl:257:1: error: xs:complexType is nested 257 elements deep; schema input may nest at most 256$/,
        ) as unknown,
      });
    } finally {
      vi.restoreAllMocks();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("schema reader: input size", () => {
  const element = (index: number) => `<xs:element name="e${index}" type="xs:string"/>\n`;
  const big = (count: number) => xsd(Array.from({ length: count }, (_, index) => element(index)).join(""));

  it("refuses the file that takes the input over the limit, where it is referenced, and parses nothing after", async () => {
    const files = { "a.xsd": xsd('<xs:include schemaLocation="b.xsd"/>'), "b.xsd": big(2000) };
    const source = memorySource(files);
    const result = await readModel({ root: "/unused", entries: ["a.xsd"], source, maxInputBytes: 32 * 1024 });
    expect(result.model).toBeUndefined();
    expect(result.diagnostics.map((diagnostic) => formatDiagnostic(diagnostic))).toEqual([
      expect.stringMatching(
        /^a\.xsd:2:1: error: 'b\.xsd' takes the schema input to 0\.\d MiB, over the limit of 0\.0 MiB \(the CLI's --max-input-mb raises it\)$/,
      ),
    ]);
    const fits = await readModel({ root: "/unused", entries: ["a.xsd"], source: memorySource(files) });
    expect([fits.diagnostics, fits.model?.elements.length]).toEqual([[], 2000]);
    expect(defaultMaxInputBytes).toBe(16 * 1024 * 1024);
  });

  it("is a dump and generate option; over it the CLI exits 2 with the diagnostic", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "big-schema-"));
    try {
      await writeFile(path.join(root, "big.xsd"), big(30000));
      const err: string[] = [];
      vi.spyOn(console, "log").mockImplementation(() => undefined);
      vi.spyOn(console, "error").mockImplementation((text: string) => err.push(text));
      const dump = (...options: string[]) =>
        main(["node", "xmlapi-codegen", "dump", path.join(root, "big.xsd"), ...options]);
      expect(await dump("--max-input-mb", "1")).toBe(2);
      expect(err.join("\n")).toMatch(
        /big\.xsd:1:1: error: 'big\.xsd' takes the schema input to 1\.\d MiB, over the limit of 1\.0 MiB/,
      );
      expect(await dump("--max-input-mb", "2")).toBe(0);
      expect(await dump("--max-input-mb", "lots")).toBe(2);
      expect(err.at(-1)).toContain("--max-input-mb must be a positive number of MiB, not lots");
      expect(await main(["node", "xmlapi-codegen", "generate", "--max-input-mb", "0"])).toBe(2);
    } finally {
      vi.restoreAllMocks();
      await rm(root, { recursive: true, force: true });
    }
  });

  it("keeps the text of nested elements once, not once per ancestor", async () => {
    // 250 levels around 1 MB of documentation: held by every ancestor, that was 250 MB after the parse.
    const script = `
      import { parseXml } from ${JSON.stringify(path.resolve("generator/parse/xml.ts"))};
      const depth = 250;
      const text = "<a> ".repeat(depth) + "x".repeat(1 << 20) + " </a>".repeat(depth);
      globalThis.gc();
      const before = process.memoryUsage().heapUsed;
      const parsed = parseXml(text, "deep.xml");
      globalThis.gc();
      console.log(JSON.stringify({ root: parsed.root?.local, grown: process.memoryUsage().heapUsed - before, text: parsed.root?.text.length }));
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--expose-gc", "--import", "tsx", "--input-type=module", "--eval", script],
      { cwd: path.resolve(".") },
    );
    const measured = JSON.parse(stdout) as { root: string; grown: number; text: number };
    expect(measured.grown).toBeLessThan(32 * 1024 * 1024);
    expect(measured.root).toBe("a");
    expect(measured.text).toBe((1 << 20) + 2 * 250);
  });
});
