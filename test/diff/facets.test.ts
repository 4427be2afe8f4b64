import { describe, expect, it } from "vitest";
import { compareFacets } from "../../generator/diff/compare-facets.ts";
import { addToInteger, compareExactNumbers } from "../../generator/diff/exact-number.ts";
import type { BuiltinTypeName, Facets } from "../../generator/model/index.ts";

describe("compareExactNumbers", () => {
  it.each([
    ["0.1", "0.10000000000000001", -1],
    ["0.30000000000000001", "0.3", 1],
    ["12345678901234567890", "12345678901234567891", -1],
    ["1.50", "1.5", 0],
    ["-0", "0", 0],
    ["1E3", "1000", 0],
    ["2.5e-1", "0.25", 0],
    ["-INF", "-1e308", -1],
    ["INF", "1e308", 1],
    ["+7", "7", 0],
  ] as const)("%s vs %s -> %i", (a, b, expected) => {
    expect(compareExactNumbers(a, b)).toBe(expected);
  });

  it("does not order NaN or non-numbers", () => {
    expect(compareExactNumbers("NaN", "1")).toBeUndefined();
    expect(compareExactNumbers("abc", "1")).toBeUndefined();
  });

  it("adds exactly to integers beyond 2^53", () => {
    expect(addToInteger("9007199254740993", 1n)).toBe("9007199254740994");
    expect(addToInteger("5.0", -1n)).toBe("4");
    expect(addToInteger("5.5", 1n)).toBeUndefined();
  });
});

describe("compareFacets", () => {
  const rules = (before: Facets, after: Facets, builtin: BuiltinTypeName = "int") =>
    compareFacets(before, after, builtin, builtin).map((change) => change.rule);

  it.each<[string, Facets, Facets, BuiltinTypeName, string[]]>([
    ["integer minExclusive 4 equals minInclusive 5", { minExclusive: "4" }, { minInclusive: "5" }, "int", []],
    [
      "decimal minExclusive 4 is tighter than minInclusive 4",
      { minInclusive: "4" },
      { minExclusive: "4" },
      "decimal",
      ["facet-tightened"],
    ],
    [
      "decimal minExclusive 4 vs minInclusive 5 is looser",
      { minInclusive: "5" },
      { minExclusive: "4" },
      "decimal",
      ["facet-loosened"],
    ],
    ["upper bound added", {}, { maxInclusive: "9" }, "int", ["facet-tightened"]],
    ["upper bound removed", { maxExclusive: "9" }, {}, "int", ["facet-loosened"]],
    [
      "bounds of dates of the same shape compare as text",
      { maxInclusive: "2020-01-01" },
      { maxInclusive: "2021-01-01" },
      "date",
      ["facet-loosened"],
    ],
    [
      "bounds with time zones do not compare",
      { maxInclusive: "2020-01-01Z" },
      { maxInclusive: "2020-01-01+01:00" },
      "date",
      ["facet-changed"],
    ],
    [
      "length fixed where there was a range",
      { minLength: 1, maxLength: 5 },
      { length: 3 },
      "string",
      ["facet-tightened"],
    ],
    [
      "length range moved both ways",
      { minLength: 1, maxLength: 5 },
      { minLength: 2, maxLength: 9 },
      "string",
      ["facet-changed"],
    ],
    ["totalDigits lowered", { totalDigits: 10 }, { totalDigits: 8 }, "decimal", ["facet-tightened"]],
    ["fractionDigits removed", { fractionDigits: 2 }, {}, "decimal", ["facet-loosened"]],
    [
      "pattern step removed",
      { patterns: [["a+"], ["b+"]] },
      { patterns: [["a+"]] },
      "string",
      ["facet-loosened"],
    ],
  ])("%s", (_name, before, after, builtin, expected) => {
    expect(rules(before, after, builtin)).toEqual(expected);
  });

  it("reports each enumeration value added and removed", () => {
    const values = (...list: string[]): Facets => ({
      enumeration: list.map((value) => ({
        value,
        provenance: { source: { file: "a", line: 1, column: 1 }, construct: "xs:enumeration" },
      })),
    });
    const changes = compareFacets(values("A", "B"), values("B", "C"), "string", "string");
    expect(changes.map((change) => [change.rule, change.before ?? change.after])).toEqual([
      ["enum-value-added", "C"],
      ["enum-value-removed", "A"],
    ]);
  });
});
