// The validator's check of a choice: one branch present, or none where the choice is optional. An element two
// branches share (IP-XACT's portReferences: internal references then external ones, or external ones alone)
// belongs to whichever branch the other present members choose.
import { describe, expect, it } from "vitest";
import { validateComplex } from "../../generator/runtime/validation.ts";
import { complexType, element, ordered } from "../../generator/runtime/xml-reader.ts";
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

interface Pairs {
  pair: string[];
  single?: string;
}

// `<xs:choice minOccurs="0"><xs:element name="pair" minOccurs="2" maxOccurs="3"/><xs:element name="single"/>`:
// as members, `pair` may hold no item; taken, the branch needs two.
const Pairs = complexType<Pairs>({
  ns: "urn:r",
  name: "Pairs",
  fields: {
    pair: element("urn:r", "pair", xsString, { repeated: true, maxOccurs: 3 }),
    single: element("urn:r", "single", xsString),
  },
  choices: [{ branches: [["pair"], ["single"]], required: false, least: [[2], [1]] }],
});

describe("validateComplex: what the branch taken needs", () => {
  it("counts the items of a repeated element against its minimum within the branch", () => {
    const issues = (value: Pairs) => validateComplex(Pairs, value, "", []);
    expect(issues({ pair: ["a"] })).toEqual([
      { path: "pair", message: "needs at least 2 items where pair is chosen, got 1" },
    ]);
    expect(issues({ pair: ["a", "b"] })).toEqual([]);
    expect(issues({ pair: [] })).toEqual([]);
    expect(issues({ pair: [], single: "s" })).toEqual([]);
  });
});

type Item = { key: string } | { value: string } | { note: string };

interface Map {
  entries: Item[];
}

// `<xs:sequence maxOccurs="unbounded"><key/><value/><note minOccurs="0" maxOccurs="unbounded"/></xs:sequence>`.
const Map = complexType<Map>({
  ns: "urn:r",
  name: "Map",
  fields: {
    entries: ordered(
      {
        key: element("urn:r", "key", xsString),
        value: element("urn:r", "value", xsString),
        note: element("urn:r", "note", xsString),
      },
      {
        key: (value) => ({ key: value }),
        value: (value) => ({ value }),
        note: (value) => ({ note: value }),
      },
      { rounds: [["key", "value", "note*"]] },
    ),
  },
});

describe("validateComplex: the rounds of a repeated sequence", () => {
  const issues = (entries: Item[]) => validateComplex(Map, { entries }, "", []);

  it("takes rounds in order, a place marked * as often as it comes", () => {
    expect(
      issues([{ key: "a" }, { value: "1" }, { key: "b" }, { value: "2" }, { note: "x" }, { note: "y" }]),
    ).toEqual([]);
  });

  it("reports a round that ends early, inside the array and at its end", () => {
    expect(issues([{ key: "a" }, { key: "b" }, { value: "2" }, { key: "c" }])).toEqual([
      { path: "entries[1]", message: "a round ends without value: each round is key value note*" },
      { path: "entries", message: "a round ends without value: each round is key value note*" },
    ]);
    expect(issues([{ value: "1" }])).toEqual([
      { path: "entries[0]", message: "value cannot start a round here: each round is key value note*" },
    ]);
  });
});
