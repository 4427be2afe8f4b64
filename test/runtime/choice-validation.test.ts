// The validator's check of a choice: one branch present, or none where the choice is optional. An element two
// branches share (IP-XACT's portReferences: internal references then external ones, or external ones alone)
// belongs to whichever branch the other present members choose.
import { describe, expect, it } from "vitest";
import { validateComplex } from "../../generator/runtime/validation.ts";
import { complexType, element } from "../../generator/runtime/xml-reader.ts";
import { xsString } from "../../generator/runtime/scalars.ts";

interface References {
  internal: string[];
  external: string[];
  label?: string;
}

const References = complexType<References>({
  ns: "urn:r",
  name: "References",
  fields: {
    internal: element("urn:r", "internal", xsString, { repeated: true }),
    external: element("urn:r", "external", xsString, { repeated: true }),
    label: element("urn:r", "label", xsString),
  },
  choices: [
    { branches: [["internal", "external"], ["external"]], required: true },
    { branches: [["internal"], ["label"]], required: false },
  ],
});

const messages = (value: References) =>
  validateComplex(References, value, "", []).map((issue) => issue.message);

describe("validateComplex: choices", () => {
  it("takes a member two branches share as part of the branch the other members choose", () => {
    expect(messages({ internal: ["i"], external: ["e"] })).toEqual([]);
    expect(messages({ internal: [], external: ["e"] })).toEqual([]);
  });

  it("refuses members of two branches and a required choice left empty", () => {
    expect(messages({ internal: ["i"], external: [], label: "l" })).toEqual([
      "only one of internal, label may be present, got internal, label",
    ]);
    expect(messages({ internal: [], external: [] })).toEqual([
      "one of internal + external, external is required",
    ]);
  });
});
