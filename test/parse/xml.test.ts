import { describe, expect, it } from "vitest";
import { parseXml } from "../../generator/parse/xml.ts";

describe("parseXml", () => {
  it("records namespaces, attributes, text and the position of each start tag", () => {
    const text =
      '<?xml version="1.0"?>\n<a xmlns="urn:a" xmlns:p="urn:p" p:x="1" y="2">\n  <p:b>hi<c>there</c></p:b>\n</a>';
    const result = parseXml(text, "f.xml");
    const root = result.root;
    expect(root?.namespace).toBe("urn:a");
    expect(root?.location).toEqual({ file: "f.xml", line: 2, column: 1 });
    expect(root?.attributes).toEqual([
      { namespace: "urn:p", local: "x", value: "1" },
      { namespace: "", local: "y", value: "2" },
    ]);
    const child = root?.children[0];
    expect(child).toMatchObject({ namespace: "urn:p", local: "b", name: "p:b", text: "hithere" });
    expect(child?.location).toEqual({ file: "f.xml", line: 3, column: 3 });
    expect(child?.children[0]?.location).toEqual({ file: "f.xml", line: 3, column: 10 });
    expect(child?.namespaces.get("p")).toBe("urn:p");
  });

  it("finds positions when the tag name ends at a line break, after a BOM and with CRLF", () => {
    const text = "\uFEFF<a>\r\n  <b\r\n  c='1'/></a>";
    const root = parseXml(text, "f.xml").root;
    expect(root?.location).toEqual({ file: "f.xml", line: 1, column: 1 });
    expect(root?.children[0]?.location).toEqual({ file: "f.xml", line: 2, column: 3 });
  });

  it.each([
    ["an external entity", '<?xml version="1.0"?>\n<!DOCTYPE a [<!ENTITY x SYSTEM "y">]>\n<a/>', 2, 1, /DTD/],
    ["an undefined entity", "<a>\n  &x;</a>", 2, 6, /undefined entity/],
    ["a mismatched end tag", "<a>\n<b></a>", 2, 8, /unexpected close tag/],
    ["an unbound prefix", "<a>\n <p:b/></a>", 2, 8, /unbound namespace prefix/],
    ["no root element", "", 1, 1, /no root element|document must contain a root element/],
  ])("reports %s at its position", (_case, text, line, column, message) => {
    const result = parseXml(text, "f.xml");
    expect(result.root).toBeUndefined();
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      severity: "error",
      location: { file: "f.xml", line, column },
    });
    expect(result.diagnostics[0]?.message).toMatch(message);
  });

  it("expands a DTD's text entities, and warns where an attribute default it declares would apply", () => {
    const text = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE a PUBLIC "-//X//DTD X//EN" "https://dtd.example.invalid/x.dtd" [',
      '  <!ATTLIST a xmlns:s CDATA #FIXED "urn:s" kind (x|y) "x" note CDATA #IMPLIED>',
      '  <!ATTLIST b flag CDATA #FIXED "on">',
      "  <!ENTITY s 'urn:s'> <!ENTITY s 'ignored'> <!ENTITY % p ''> <!-- ] > -->",
      "  <!ELEMENT a ANY>",
      "]>",
      '<a xmlns:s="&s;" kind="y"><b>&s;#x</b></a>',
    ].join("\n");
    const result = parseXml(text, "f.xml");
    expect(result.root?.namespaces.get("s")).toBe("urn:s");
    expect(result.root?.children[0]?.text).toBe("urn:s#x");
    expect(result.diagnostics).toEqual([
      {
        severity: "warning",
        message: 'the DTD\'s default flag="on" of b is not applied: the attribute is read as absent',
        location: { file: "f.xml", line: 8, column: 27 },
      },
    ]);
  });

  it.each([
    ["an entity referring to another", '<!ENTITY a "x"><!ENTITY b "&a;&a;">', /entity b holds references/],
    ["an external entity", '<!ENTITY a SYSTEM "file:///etc/passwd">', /external entity/],
    ["a parameter entity reference", "<!ENTITY % p \"<!ENTITY a 'x'>\"> %p;", /parameter entity/],
  ])("refuses a DTD with %s", (_case, subset, message) => {
    const result = parseXml(`<!DOCTYPE a [${subset}]>\n<a/>`, "f.xml");
    expect(result.root).toBeUndefined();
    expect(result.diagnostics[0]?.message).toMatch(message);
  });

  it("refuses entities whose expansions outgrow the file", () => {
    const value = "x".repeat(100);
    const result = parseXml(`<!DOCTYPE a [<!ENTITY e "${value}">]>\n<a>${"&e;".repeat(40)}</a>`, "f.xml");
    expect(result.root).toBeUndefined();
    expect(result.diagnostics).toEqual([
      {
        severity: "error",
        message: "the DTD's entities expand to more text than the file holds (at &e;)",
        location: { file: "f.xml", line: 1, column: 1 },
      },
    ]);
  });

  it("reads an XML declaration after a comment and white space leniently, positions kept, with a warning", () => {
    const text = '<!-- from a-b -->\n  <?xml version="1.0"\n encoding="utf-8"?>\n<a>\n  <b/></a>';
    expect(parseXml(text, "f.xml").root).toBeUndefined();
    const lenient = { undeclaredPrefix: () => "", supersededBy: () => undefined };
    const result = parseXml(text, "f.xml", lenient);
    expect(result.root?.location).toEqual({ file: "f.xml", line: 4, column: 1 });
    expect(result.root?.children[0]?.location).toEqual({ file: "f.xml", line: 5, column: 3 });
    expect(result.diagnostics).toEqual([
      {
        severity: "warning",
        message:
          "the XML declaration is preceded by white space or a comment, which XML does not allow; read as if it were not",
        location: { file: "f.xml", line: 2, column: 3 },
      },
    ]);
  });
});
