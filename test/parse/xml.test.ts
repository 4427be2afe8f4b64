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
    ["a DTD", '<?xml version="1.0"?>\n<!DOCTYPE a [<!ENTITY x "y">]>\n<a/>', 2, 1, /DTD/],
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
});
