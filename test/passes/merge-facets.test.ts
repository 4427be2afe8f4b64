import { describe, expect, it } from "vitest";
import { mergeFacets } from "../../generator/passes/merge-facets.ts";

describe("mergeFacets", () => {
  it.each([
    ["larger minimum length wins", { minLength: 2 }, { minLength: 1 }, "string", { minLength: 2 }],
    ["smaller maximum length wins", { maxLength: 5 }, { maxLength: 3 }, "string", { maxLength: 3 }],
    [
      "numeric bounds compare as numbers",
      { minInclusive: "10", maxInclusive: "100" },
      { minInclusive: "9", maxInclusive: "20" },
      "int",
      { minInclusive: "10", maxInclusive: "20" },
    ],
    [
      "non-numeric bounds take the derived step",
      { maxInclusive: "2020-01-01" },
      { maxInclusive: "2019-01-01" },
      "date",
      { maxInclusive: "2019-01-01" },
    ],
    [
      "digits take the smaller",
      { totalDigits: 10, fractionDigits: 4 },
      { totalDigits: 12, fractionDigits: 2 },
      "decimal",
      { totalDigits: 10, fractionDigits: 2 },
    ],
    [
      "patterns accumulate as steps",
      { patterns: [["a+"]] },
      { patterns: [["b", "c"]] },
      "string",
      { patterns: [["a+"], ["b", "c"]] },
    ],
    [
      "whiteSpace from the derived step",
      { whiteSpace: "replace" },
      { whiteSpace: "collapse" },
      "string",
      { whiteSpace: "collapse" },
    ],
  ] as const)("%s", (_case, base, step, builtin, expected) => {
    expect(mergeFacets(base, step, builtin)).toEqual(expected);
  });

  it("replaces the enumeration with the derived step's", () => {
    const provenance = { source: { file: "a.xsd", line: 1, column: 1 }, construct: "xs:enumeration" };
    const merged = mergeFacets(
      {
        enumeration: [
          { value: "a", provenance },
          { value: "b", provenance },
        ],
      },
      { enumeration: [{ value: "a", provenance }] },
      "string",
    );
    expect(merged.enumeration?.map((item) => item.value)).toEqual(["a"]);
  });
});
