import { describe, expect, it } from "vitest";
import { locate, locateEntry } from "../../generator/load/locate.ts";

describe("locate", () => {
  it.each([
    ["a/b.xsd", "c.xsd", false, { kind: "file", path: "a/c.xsd" }],
    ["a/b.xsd", "../c.xsd", false, { kind: "file", path: "c.xsd" }],
    ["a/b.xsd", "./d/../e%20f.xsd", false, { kind: "file", path: "a/e f.xsd" }],
    ["a/b.xsd", "..\\c.xsd", false, { kind: "file", path: "c.xsd" }],
    [
      "a/b.xsd",
      "../../c.xsd",
      false,
      { kind: "refused", reason: "'../../c.xsd' leads outside the schema root" },
    ],
    [
      "b.xsd",
      "/etc/passwd",
      false,
      { kind: "refused", reason: "'/etc/passwd' is not a path relative to the including file" },
    ],
    [
      "b.xsd",
      "file:///etc/passwd",
      false,
      { kind: "refused", reason: "'file:///etc/passwd' is not a path relative to the including file" },
    ],
    [
      "b.xsd",
      "http://h.test/x.xsd",
      false,
      {
        kind: "refused",
        reason: "remote location 'http://h.test/x.xsd' is refused (remote locations are off)",
      },
    ],
    ["b.xsd", "https://h.test/x.xsd", true, { kind: "remote", url: "https://h.test/x.xsd" }],
    ["https://h.test/a/b.wsdl", "c.xsd?x=1", true, { kind: "remote", url: "https://h.test/a/c.xsd?x=1" }],
    [
      "https://h.test/a/b.wsdl",
      "file:///etc/passwd",
      true,
      { kind: "refused", reason: "'file:///etc/passwd' uses a scheme other than http(s)" },
    ],
  ] as const)("%s + %s (remote %s)", (from, location, allowRemote, expected) => {
    expect(locate(from, location, allowRemote)).toEqual(expected);
  });

  it.each([
    ["15/a.wsdl", false, { kind: "file", path: "15/a.wsdl" }],
    ["../a.wsdl", false, { kind: "refused", reason: "'../a.wsdl' leads outside the schema root" }],
    [
      "/a.wsdl",
      false,
      { kind: "refused", reason: "entry '/a.wsdl' is not a path relative to the schema root" },
    ],
    ["http://127.0.0.1:8080/shop?wsdl", true, { kind: "remote", url: "http://127.0.0.1:8080/shop?wsdl" }],
    [
      "http://127.0.0.1:8080/shop?wsdl",
      false,
      {
        kind: "refused",
        reason:
          "entry 'http://127.0.0.1:8080/shop?wsdl' is a URL: --allow-remote fetches it and what it imports",
      },
    ],
    [
      "file:///etc/passwd",
      true,
      { kind: "refused", reason: "entry 'file:///etc/passwd' is not a path relative to the schema root" },
    ],
  ] as const)("entry %s (remote %s)", (entry, allowRemote, expected) => {
    expect(locateEntry(entry, allowRemote)).toEqual(expected);
  });
});
