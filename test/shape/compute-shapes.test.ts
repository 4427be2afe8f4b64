import { describe, expect, it } from "vitest";
import type { ComplexTypeDefinition, ModelGroupParticle, Particle } from "../../generator/model/index.ts";
import { complexShape } from "../../generator/shape/compute-shapes.ts";
import * as f from "../plan/factories.ts";

describe("complexShape", () => {
  it("represents an ASMX ArrayOfX wrapper as an array of its item", () => {
    const shape = complexShape(
      f.complexType("ArrayOfMeal", [
        f.element("meal", f.ref("Meal"), { minOccurs: 0, maxOccurs: "unbounded", nillable: true }),
      ]),
    );
    expect(shape.kind).toBe("array");
    if (shape.kind === "array")
      expect(shape.item).toMatchObject({ repeated: true, optional: true, nillable: true });
  });

  it("keeps a type with an attribute as an object even with one repeated child", () => {
    const shape = complexShape(
      f.complexType(
        "PaymentMethod",
        [f.element("property", f.ref("P"), { minOccurs: 0, maxOccurs: "unbounded" })],
        {
          attributes: [f.attribute("id", f.builtin("int"), "required")],
        },
      ),
    );
    expect(shape.kind).toBe("object");
  });

  it("puts the value first, then attributes, then elements, applying enclosing group bounds", () => {
    const group = (
      kind: "sequence" | "choice",
      minOccurs: number,
      maxOccurs: 1 | "unbounded" = "unbounded",
    ) =>
      ({
        kind,
        minOccurs,
        maxOccurs,
        particles: [f.element("a", f.builtin("int")), f.element("b", f.builtin("int"))],
        provenance: f.at(`xs:${kind}`),
      }) as const;
    const shapeWith = (inner: ReturnType<typeof group>) => {
      const base = f.complexType("Mixed", [f.element("first", f.builtin("string"))]);
      const type: ComplexTypeDefinition = {
        ...base,
        content: {
          kind: "elements",
          mixed: false,
          particle: {
            kind: "sequence",
            minOccurs: 1,
            maxOccurs: 1,
            particles: [f.element("first", f.builtin("string")), inner],
            provenance: f.at("xs:sequence"),
          },
        },
        attributes: [f.attribute("id", f.builtin("int"))],
      };
      const shape = complexShape(type);
      if (shape.kind !== "object") expect.fail("expected an object shape");
      return shape.members.map((m) => [m.kind, m.key, m.kind === "element" ? [m.optional, m.repeated] : []]);
    };
    expect(shapeWith(group("sequence", 0, 1))).toEqual([
      ["attribute", "attribute {}id", []],
      ["element", `element {${f.ns}}first`, [false, false]],
      ["element", `element {${f.ns}}a`, [true, false]],
      ["element", `element {${f.ns}}b`, [true, false]],
    ]);
    // A repeated sequence of elements too: its elements alternate on the wire.
    expect(shapeWith(group("sequence", 0))).toEqual([
      ["attribute", "attribute {}id", []],
      ["element", `element {${f.ns}}first`, [false, false]],
      ["ordered", `sequence {${f.ns}}a`, []],
    ]);
    // A repeated choice of elements is one member whose items keep their document order.
    expect(shapeWith(group("choice", 1))).toEqual([
      ["attribute", "attribute {}id", []],
      ["element", `element {${f.ns}}first`, [false, false]],
      ["ordered", `choice {${f.ns}}a`, []],
    ]);
    const money = complexShape(
      f.simpleContentType("Money", f.builtin("decimal"), [f.attribute("currency", f.builtin("string"))]),
    );
    expect(money.kind === "object" && money.members.map((m) => m.kind)).toEqual(["value", "attribute"]);
  });

  it("makes a repeated choice of sequences one ordered member of all their elements, by branch", () => {
    const pair = (a: string, b: string) =>
      ({
        kind: "sequence",
        minOccurs: 1,
        maxOccurs: 1,
        particles: [f.element(a, f.builtin("string")), f.element(b, f.builtin("string"), { minOccurs: 0 })],
        provenance: f.at("xs:sequence"),
      }) as const;
    const choice = (branches: readonly ReturnType<typeof pair>[]) => {
      const base = f.complexType("Entries", []);
      const type: ComplexTypeDefinition = {
        ...base,
        content: {
          kind: "elements",
          mixed: false,
          particle: {
            kind: "choice",
            minOccurs: 2,
            maxOccurs: "unbounded",
            particles: [...branches, f.element("e", f.builtin("int"))],
            provenance: f.at("xs:choice"),
          },
        },
      };
      const shape = complexShape(type);
      return shape.kind === "object" ? shape.members : [];
    };
    const [ordered, ...rest] = choice([pair("a", "b"), pair("c", "d")]);
    expect(rest).toEqual([]);
    expect(ordered).toMatchObject({
      kind: "ordered",
      key: `choice {${f.ns}}a`,
      minOccurs: 2,
      maxOccurs: "unbounded",
      branches: [
        [
          { index: 0, minOccurs: 1 },
          { index: 1, minOccurs: 0 },
        ],
        [
          { index: 2, minOccurs: 1 },
          { index: 3, minOccurs: 0 },
        ],
        [{ index: 4, minOccurs: 1 }],
      ],
    });
    expect(ordered?.kind === "ordered" && ordered.elements.map((element) => element.name.local)).toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
    ]);
    // An element in two branches keeps members of its own per branch, as before.
    expect(choice([pair("a", "b"), pair("a", "d")]).map((member) => member.kind)).toEqual([
      "ordered",
      "ordered",
      "element",
    ]);
  });

  it.each([
    [
      "an extension re-declaring a base element",
      [
        f.element("code", f.builtin("string"), { minOccurs: 0 }),
        f.element("name", f.builtin("string")),
        f.element("code", f.builtin("string"), { nillable: true }),
      ],
      [
        ["element {http://xml.example.net/test/}code", 0, 1, false],
        ["element {http://xml.example.net/test/}name", 1, 1, false],
        ["element {http://xml.example.net/test/}code#2", 1, 1, true],
      ],
    ],
    [
      "one element declared twice, the second repeated",
      [
        f.element("tag", f.builtin("string")),
        f.element("tag", f.builtin("string"), { maxOccurs: "unbounded" }),
      ],
      [
        ["element {http://xml.example.net/test/}tag", 1, 1, false],
        ["element {http://xml.example.net/test/}tag#2", 1, "unbounded", false],
      ],
    ],
  ])("makes a member of its own of a later declaration in %s", (_title, particles, expected) => {
    const shape = complexShape(f.complexType("Twice", particles));
    if (shape.kind !== "object") expect.fail("expected an object shape");
    expect(
      shape.members.map((m) => (m.kind === "element" ? [m.key, m.minOccurs, m.maxOccurs, m.nillable] : [])),
    ).toEqual(expected);
  });

  it("makes one member, where it came first with the widest bounds, of an element whose first declaration repeats", () => {
    const shape = complexShape(
      f.complexType("Twice", [
        f.element("tag", f.builtin("string"), { maxOccurs: 2 }),
        f.element("tag", f.builtin("string"), { nillable: true }),
      ]),
    );
    expect(shape.kind === "object" ? shape.members : []).toMatchObject([
      { key: `element {${f.ns}}tag`, minOccurs: 1, maxOccurs: 2, nillable: true },
    ]);
  });

  it("keeps the minimum of a repeated choice of one branch, a substitution group's choice, in its ordered member", () => {
    // Exchange's NonEmptyArrayOfPathsToElementType: `<xs:choice maxOccurs="unbounded"><xs:element ref="t:Path"/>`,
    // the abstract head expanded into a choice of its members, of which at least one must stand.
    const base = f.complexType("Paths", []);
    const type: ComplexTypeDefinition = {
      ...base,
      content: {
        kind: "elements",
        mixed: false,
        particle: {
          kind: "choice",
          minOccurs: 1,
          maxOccurs: "unbounded",
          particles: [
            {
              kind: "choice",
              substitutionGroup: { namespace: f.ns, local: "Path" },
              minOccurs: 1,
              maxOccurs: 1,
              particles: [
                f.element("FieldURI", f.builtin("string")),
                f.element("IndexedURI", f.builtin("string")),
              ],
              provenance: f.at("xs:choice"),
            },
          ],
          provenance: f.at("xs:choice"),
        },
      },
    };
    const shape = complexShape(type);
    expect(shape.kind === "object" ? shape.members : []).toMatchObject([
      { kind: "ordered", key: `choice {${f.ns}}Path`, minOccurs: 1, maxOccurs: "unbounded" },
    ]);
  });
  it("records what a branch needs once taken, and an optional sequence's members that need each other", () => {
    const group = (
      kind: "choice" | "sequence",
      minOccurs: number,
      particles: Particle[],
    ): ModelGroupParticle => ({
      kind,
      minOccurs,
      maxOccurs: 1,
      particles,
      provenance: f.at(`xs:${kind}`),
    });
    const base = f.complexType("Groups", []);
    const type: ComplexTypeDefinition = {
      ...base,
      content: {
        kind: "elements",
        mixed: false,
        particle: group("sequence", 1, [
          group("choice", 0, [
            group("sequence", 1, [f.element("pair", f.builtin("string"), { minOccurs: 2, maxOccurs: 3 })]),
            f.element("single", f.builtin("string")),
          ]),
          group("sequence", 0, [
            f.element("width", f.builtin("int")),
            f.element("unit", f.builtin("string"), { minOccurs: 0 }),
          ]),
        ]),
      },
    };
    const shape = complexShape(type);
    expect(shape.kind === "object" ? shape.choices : []).toMatchObject([
      {
        branches: [[`element {${f.ns}}pair`], [`element {${f.ns}}single`]],
        required: false,
        least: [[2], [1]],
      },
      { branches: [[`element {${f.ns}}width`, `element {${f.ns}}unit`]], required: false, least: [[1, 0]] },
    ]);
  });
});
