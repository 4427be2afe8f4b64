import { describe, expect, it } from "vitest";
import { FileScope, relativeSpecifier } from "../../generator/emit/file-scope.ts";
import { importSymbol } from "../../generator/emit/import-symbol.ts";

describe("FileScope", () => {
  it("deduplicates, sorts, and imports types with `import type` only when every use is a type", () => {
    const scope = new FileScope("serializers", []);
    expect(scope.use(importSymbol("XmlWriter", "runtime/xml-writer"))).toBe("XmlWriter");
    scope.use(importSymbol("Booking", "types", true));
    scope.use(importSymbol("Amount", "types", true));
    scope.use(importSymbol("escapeText", "runtime/xml-writer", true));
    scope.use(importSymbol("escapeText", "runtime/xml-writer"));
    const imports = scope.imports();
    expect(imports.map((i) => [i.moduleSpecifier, i.isTypeOnly, i.namedImports])).toEqual([
      ["./runtime/xml-writer.ts", false, [{ name: "XmlWriter" }, { name: "escapeText" }]],
      ["./types.ts", true, [{ name: "Amount" }, { name: "Booking" }]],
    ]);
  });

  it("aliases an import that clashes with a declaration or another import", () => {
    const scope = new FileScope("types", ["QName"]);
    expect(scope.use(importSymbol("QName", "runtime/xml-names", true))).toBe("QName$1");
    expect(scope.use(importSymbol("QName", "runtime/other", true))).toBe("QName$2");
    expect(scope.use(importSymbol("Local", "types"))).toBe("Local");
    expect(scope.imports()[0]?.namedImports).toEqual([{ name: "QName", alias: "QName$2" }]);
  });

  it("computes relative specifiers with the .ts extension", () => {
    expect(relativeSpecifier("index", "types")).toBe("./types.ts");
    expect(relativeSpecifier("services/Static", "runtime/xml-writer")).toBe("../runtime/xml-writer.ts");
  });
});
