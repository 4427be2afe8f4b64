import { describe, expect, it } from "vitest";
import { mediaParameter, parseMediaType } from "../../generator/runtime/media-type.ts";

describe("parseMediaType", () => {
  it("gives the media type in lower case and each parameter by its lower-case name", () => {
    const read = parseMediaType(' Application/SOAP+XML ; Charset=UTF-8;action="urn:Get" ');
    expect(read.essence).toBe("application/soap+xml");
    expect([...read.parameters]).toEqual([
      ["charset", "UTF-8"],
      ["action", "urn:Get"],
    ]);
  });

  it("reads a quoted value whole, `;` and `=` inside it included, its escapes undone", () => {
    const read = parseMediaType(
      'multipart/related; type="application/xop+xml"; start-info="text/xml; charset=a=b"; action="urn:\\"x\\\\y\\""',
    );
    expect(Object.fromEntries(read.parameters)).toEqual({
      type: "application/xop+xml",
      "start-info": "text/xml; charset=a=b",
      action: 'urn:"x\\y"',
    });
  });

  it("keeps the first value of a repeated name and passes over parameters without a name or a value", () => {
    const read = parseMediaType("text/xml; charset=utf-8; broken; =x; charset=latin1;;");
    expect(Object.fromEntries(read.parameters)).toEqual({ charset: "utf-8" });
  });

  it("reads values that are empty, unterminated, or absent", () => {
    expect(parseMediaType("").essence).toBe("");
    expect(mediaParameter('text/xml; action=""', "action")).toBe("");
    expect(mediaParameter('text/xml; action="urn:open', "ACTION")).toBe("urn:open");
    expect(mediaParameter("text/xml", "charset")).toBeUndefined();
  });
});
