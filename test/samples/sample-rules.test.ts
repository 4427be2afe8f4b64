// The rules that keep sample values valid against their schema: a choice holds one branch (each in turn with edge
// cases), repeated members and lists stay within maxOccurs and maxLength, a strict wildcard that needs elements
// holds declared ones, and values match their patterns.
import { describe, expect, it } from "vitest";
import { assignNames } from "../../generator/naming/assign-names.ts";
import { readModel } from "../../generator/read.ts";
import { xsdPattern } from "../../generator/runtime/scalars.ts";
import { patternSample } from "../../generator/samples/pattern-sample.ts";
import { SampleBuilder, type SampleObject, type SampleValue } from "../../generator/samples/sample-values.ts";
import { computeShapes, typeIndex } from "../../generator/shape/compute-shapes.ts";
import { memorySource, xsd } from "../read/memory-source.ts";

/** A builder over the types of one schema in namespace urn:t, and the sample of its type `local`. */
async function samplesOf(body: string) {
  const source = memorySource({ "s.xsd": xsd(body) });
  const { model } = await readModel({ root: "/unused", entries: ["s.xsd"], source });
  if (model === undefined) throw new Error("s.xsd did not read");
  const inputs = {
    types: typeIndex(model),
    shapes: computeShapes(model),
    names: assignNames(model).names,
    elements: model.elements,
  };
  return (local: string, variant = 0, edgeCases = false): SampleObject =>
    new SampleBuilder(inputs, { edgeCases }).value(
      { kind: "defined", id: `{urn:t}${local}` },
      local,
      0,
      variant,
    ) as SampleObject;
}

function keys(value: SampleValue): string[] {
  return Object.keys(value as SampleObject);
}

describe("sample values of a choice not typed as a union", () => {
  const schema = `
    <xs:complexType name="Query"><xs:sequence>
      <xs:element name="id" type="xs:int"/>
      <xs:choice>
        <xs:element name="references" type="xs:string" maxOccurs="unbounded"/>
        <xs:element name="criteria" type="xs:string"/>
      </xs:choice>
    </xs:sequence></xs:complexType>
    <xs:complexType name="Shared"><xs:choice>
      <xs:sequence><xs:element name="a" type="xs:string"/><xs:element name="b" type="xs:string"/></xs:sequence>
      <xs:sequence><xs:element name="a" type="xs:string"/><xs:element name="c" type="xs:string"/></xs:sequence>
    </xs:choice></xs:complexType>
    <xs:complexType name="Open"><xs:choice>
      <xs:element name="code" type="xs:string"/>
      <xs:any namespace="##other" processContents="lax"/>
    </xs:choice></xs:complexType>
    <xs:complexType name="Nested"><xs:choice>
      <xs:element name="code" type="xs:string"/>
      <xs:sequence>
        <xs:element name="name" type="xs:string"/>
        <xs:choice><xs:element name="first" type="xs:string"/><xs:element name="last" type="xs:string"/></xs:choice>
      </xs:sequence>
    </xs:choice></xs:complexType>
    <xs:complexType name="Deep"><xs:sequence>
      <xs:element name="next" type="t:Deep" minOccurs="0"/>
      <xs:element name="query" type="t:Query" minOccurs="0"/>
    </xs:sequence></xs:complexType>`;

  it("hold the first branch, the others' repeated members empty", async () => {
    const sample = await samplesOf(schema);
    expect(sample("Query")).toEqual({ id: expect.any(Number) as number, references: expect.any(Array) });
    expect((sample("Query")["references"] as readonly string[]).length).toBe(3);
  });

  it("keep the array property of a branch not chosen, empty, as readers give it", async () => {
    const sample = await samplesOf(schema);
    expect(sample("Open")).toEqual({ code: expect.any(String) as string, $any: [] });
  });

  it("fill a wildcard that is the branch chosen with the one element it then needs", async () => {
    const sample = await samplesOf(schema);
    expect(sample("Open", 1, true)).toEqual({
      $any: [{ ns: "urn:example:sample", local: "sample", children: ["sample 1"] }],
    });
  });

  it("with edge cases, hold each branch in turn", async () => {
    const sample = await samplesOf(schema);
    expect(sample("Query", 1, true)).toEqual({
      id: expect.any(Number) as number,
      references: [],
      criteria: expect.any(String) as string,
    });
    expect(keys(sample("Shared", 0, true))).toEqual(["a", "b"]);
    expect(keys(sample("Shared", 1, true))).toEqual(["a", "c"]);
  });

  it("leave out a required choice inside a branch not chosen, and fill it inside the branch chosen", async () => {
    const sample = await samplesOf(schema);
    expect(sample("Nested")).toEqual({ code: expect.any(String) as string });
    expect(sample("Nested", 1, true)).toEqual({
      name: expect.any(String) as string,
      last: expect.any(String) as string,
    });
  });

  it("fill the branch of a required choice where nesting leaves optional members out", async () => {
    const sample = await samplesOf(schema);
    let value: SampleValue = sample("Deep");
    for (let depth = 0; depth < 3; depth++) value = (value as SampleObject)["next"] ?? null;
    // Deep's optional members end here; the query of the level above holds one reference.
    expect(value).toEqual({});
    let above: SampleValue = sample("Deep");
    for (let depth = 0; depth < 2; depth++) above = (above as SampleObject)["next"] ?? null;
    expect((above as SampleObject)["query"]).toEqual({
      id: expect.any(Number) as number,
      references: [expect.any(String) as string],
    });
  });
});

describe("sample values within their occurrence bounds", () => {
  const schema = `
    <xs:complexType name="Box"><xs:sequence>
      <xs:element name="pair" type="xs:string" maxOccurs="2"/>
      <xs:element name="many" type="xs:string" maxOccurs="5"/>
      <xs:element name="codes" type="t:Codes"/>
    </xs:sequence></xs:complexType>
    <xs:simpleType name="Codes"><xs:restriction>
      <xs:simpleType><xs:list itemType="xs:int"/></xs:simpleType>
      <xs:maxLength value="1"/>
    </xs:restriction></xs:simpleType>`;

  it("hold at most maxOccurs items, and a list at most maxLength", async () => {
    const box = (await samplesOf(schema))("Box");
    expect((box["pair"] as readonly string[]).length).toBe(2);
    expect((box["many"] as readonly string[]).length).toBe(3);
    expect((box["codes"] as readonly number[]).length).toBe(1);
  });
});

describe("sample values of a strict wildcard that needs elements", () => {
  it("hold that many of the first global element it allows, typed", async () => {
    const sample = await samplesOf(`
      <xs:element name="stamp" type="xs:string"/>
      <xs:element name="note" type="t:Note"/>
      <xs:complexType name="Note"><xs:sequence>
        <xs:any namespace="##targetNamespace" minOccurs="2" maxOccurs="2"/>
      </xs:sequence></xs:complexType>`);
    // In Clark-name order note comes first; inside it, note is being sampled already and stamp is taken.
    const stamp = { $element: "{urn:t}stamp", value: expect.any(String) as string };
    const note = { $element: "{urn:t}note", value: { $any: [stamp, stamp] } };
    expect(sample("Note")["$any"]).toEqual([note, note]);
  });

  it("end where the only element it allows holds the wildcard itself: no finite instance is valid", async () => {
    const sample = await samplesOf(`
      <xs:element name="message" type="t:Message"/>
      <xs:complexType name="Message"><xs:sequence><xs:any/></xs:sequence></xs:complexType>`);
    expect(sample("Message")).toEqual({
      $any: [{ $element: "{urn:t}message", value: { $any: [] } }],
    });
  });
});

describe("sample values of patterned types", () => {
  const schema = `
    <xs:simpleType name="Id"><xs:restriction base="xs:string"><xs:pattern value="ID[A-Z0-9]{32}"/></xs:restriction></xs:simpleType>
    <xs:simpleType name="Country"><xs:restriction base="xs:token"><xs:pattern value="[A-Z]{2}"/></xs:restriction></xs:simpleType>
    <xs:simpleType name="Uuid"><xs:restriction base="xs:string">
      <xs:pattern value="[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"/>
    </xs:restriction></xs:simpleType>
    <xs:simpleType name="Word"><xs:restriction base="xs:string">
      <xs:pattern value="[a-z]+"/><xs:minLength value="5"/>
    </xs:restriction></xs:simpleType>
    <xs:simpleType name="LongWord"><xs:restriction base="t:Word"><xs:pattern value="[a-c]*|x+"/></xs:restriction></xs:simpleType>
    <xs:simpleType name="Anything"><xs:restriction base="xs:string"><xs:pattern value=".*"/></xs:restriction></xs:simpleType>
    <xs:simpleType name="Consonants"><xs:restriction base="xs:string"><xs:pattern value="[a-z-[aeiou]]+"/></xs:restriction></xs:simpleType>
    <xs:simpleType name="Zip"><xs:restriction base="xs:int"><xs:pattern value="[1-9]\\d{4}"/></xs:restriction></xs:simpleType>
    <xs:simpleType name="Stamp"><xs:restriction base="xs:dateTime">
      <xs:pattern value="[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(.[0-9]{1,7})?Z"/>
    </xs:restriction></xs:simpleType>
    <xs:complexType name="Form"><xs:sequence>
      <xs:element name="id" type="t:Id"/>
      <xs:element name="country" type="t:Country"/>
      <xs:element name="uuid" type="t:Uuid"/>
      <xs:element name="word" type="t:Word"/>
      <xs:element name="longWord" type="t:LongWord"/>
      <xs:element name="anything" type="t:Anything"/>
      <xs:element name="consonants" type="t:Consonants"/>
      <xs:element name="zip" type="t:Zip"/>
      <xs:element name="stamp" type="t:Stamp"/>
    </xs:sequence></xs:complexType>`;

  it("match the pattern and the length facets", async () => {
    const form = (await samplesOf(schema))("Form");
    expect(form).toEqual({
      id: `ID${"A".repeat(32)}`,
      country: "AA",
      uuid: "AAAAAAAA-AAAA-AAAA-AAAA-AAAAAAAAAAAA",
      word: "aaaaa",
      // Both steps: [a-z]+ (with minLength 5) and [a-c]*|x+.
      longWord: "aaaaa",
      // A value that matches already is kept.
      anything: expect.stringMatching(/^anything \d+$/) as string,
      // Class subtraction, [a-z-[aeiou]]+.
      consonants: "b",
      // A dateTime or a number keeps what it can of its own form, so that it stays a valid one.
      zip: expect.toSatisfy((zip: number) => /^[1-9]\d{4}$/.test(String(zip))) as number,
      stamp: expect.stringMatching(/^2026-05-\d\dT\d\d:\d\d:\d\dZ$/) as string,
    });
  });
});

describe("patternSample", () => {
  const unbounded = { min: 0, max: Infinity };

  it.each([
    ["a|b", "a"],
    ["(ab|cd)+x?", "ab"],
    ["\\d{3}-\\d{2}", "000-00"],
    ["\\p{Lu}\\p{Ll}*", "A"],
    ["[^A-Z0-9]", "a"],
    ["\\.\\*\\\\[.]", ".*\\."],
    ["\\i\\c*", "A"],
    ["[\\i-[:A-Za-z]][\\c-[:]]*", "_"],
    ["(\\+|-)?[0-9]{1,3}(\\.[0-9]{2})?", "0"],
  ])("samples %s as %j", (pattern, expected) => {
    const text = patternSample([[pattern]], unbounded);
    expect(text).toBe(expected);
    expect(xsdPattern(pattern).test(text ?? "")).toBe(true);
  });

  it("grows open quantifiers to a minimum length, and gives up beyond the maximum", () => {
    expect(patternSample([["x[0-9]*"]], { min: 4, max: 10 })).toBe("x000");
    expect(patternSample([["[A-Z]{3}"]], { min: 4, max: 10 })).toBeUndefined();
  });

  it("takes the hint's character where the class matches it", () => {
    expect(patternSample([["[0-9]{4}-[0-9]{2}(T[0-9]{2})?Z"]], unbounded, undefined, "2026-05-01")).toBe(
      "2026-05Z",
    );
    expect(patternSample([["[A-Z][a-z]+"]], { min: 4, max: 4 }, undefined, "mary")).toBe("Aary");
  });

  it("tries each branch, and gives up on what the runtime cannot translate", () => {
    expect(patternSample([["a|bbbb"]], { min: 3, max: 4 })).toBe("bbbb");
    expect(patternSample([["\\p{IsKlingon}+"]], unbounded)).toBeUndefined();
    expect(patternSample([["(a"]], unbounded)).toBeUndefined();
  });
});

describe("sample values of lists and bounded or patterned big integers", () => {
  const schema = `
    <xs:simpleType name="Names"><xs:list itemType="xs:string"/></xs:simpleType>
    <xs:complexType name="Holder"><xs:sequence>
      <xs:element name="names" type="t:Names"/>
      <xs:element name="digit"><xs:simpleType><xs:restriction base="xs:integer">
        <xs:minInclusive value="0"/><xs:maxInclusive value="9"/>
      </xs:restriction></xs:simpleType></xs:element>
      <xs:element name="large"><xs:simpleType><xs:restriction base="xs:integer">
        <xs:minExclusive value="100000000000000000000"/>
      </xs:restriction></xs:simpleType></xs:element>
      <xs:element name="counted"><xs:simpleType><xs:restriction base="xs:integer">
        <xs:pattern value="-?[0-9]{0,4}"/>
      </xs:restriction></xs:simpleType></xs:element>
    </xs:sequence></xs:complexType>`;

  it("give list items without whitespace, and big integers within their range and pattern facets", async () => {
    const sample = (await samplesOf(schema))("Holder");
    const names = sample["names"] as readonly string[];
    expect(names.length).toBe(2);
    for (const name of names) expect(name).not.toMatch(/\s/);
    expect(sample["digit"]).toBe(9n);
    expect(sample["large"]).toBe(100000000000000000001n);
    // Not -0, which matches the pattern but is not how an integer is written.
    expect(sample["counted"]).toBe(9n);
  });
});

describe("sample values of a required choice around a repeated group", () => {
  // IP-XACT's instantiations: a choice whose one branch is a repeated group of a choice.
  const schema = `
    <xs:group name="Views"><xs:choice>
      <xs:element name="component" type="xs:string" maxOccurs="unbounded"/>
      <xs:element name="design" type="xs:string" maxOccurs="unbounded"/>
    </xs:choice></xs:group>
    <xs:complexType name="Instantiations"><xs:choice>
      <xs:group ref="t:Views" maxOccurs="unbounded"/>
    </xs:choice></xs:complexType>`;

  it("hold one item of the repetition, as the choice requires", async () => {
    const sample = (await samplesOf(schema))("Instantiations");
    expect(sample).toEqual({ componentOrDesign: [{ component: "component 1" }] });
  });

  it("hold a repetition's own minimum where it is the branch a choice takes", async () => {
    const samples = await samplesOf(`
      <xs:complexType name="Nested"><xs:choice>
        <xs:choice minOccurs="2" maxOccurs="unbounded">
          <xs:element name="a" type="xs:string"/>
          <xs:element name="b" type="xs:string"/>
        </xs:choice>
        <xs:element name="c" type="xs:string"/>
      </xs:choice></xs:complexType>
      <xs:complexType name="Pairs"><xs:choice>
        <xs:sequence minOccurs="3" maxOccurs="unbounded">
          <xs:element name="key" type="xs:string"/>
          <xs:element name="value" type="xs:string"/>
        </xs:sequence>
        <xs:element name="none" type="xs:string"/>
      </xs:choice></xs:complexType>`);
    expect(samples("Nested")).toEqual({ aOrB: [{ a: "a 1" }, { a: "a 2" }] });
    expect(samples("Pairs")).toEqual({
      keyAndValue: [
        { key: "key 1" },
        { value: "value 2" },
        { key: "key 3" },
        { value: "value 4" },
        { key: "key 5" },
        { value: "value 6" },
      ],
    });
  });
});

describe("sample values of mixed content", () => {
  // XML Signature's KeyInfo (a repeated choice with a wildcard), a sequence around an optional element, a choice
  // whose only branch without a wildcard is a sequence, and SignatureProperty (a choice of a wildcard alone).
  const schema = `
    <xs:complexType name="KeyInfo" mixed="true"><xs:choice maxOccurs="unbounded">
      <xs:element name="keyName" type="xs:string"/>
      <xs:element name="keyValue" type="xs:base64Binary"/>
      <xs:any namespace="##other" processContents="lax"/>
    </xs:choice></xs:complexType>
    <xs:complexType name="Note" mixed="true"><xs:sequence>
      <xs:element name="title" type="xs:string" minOccurs="0"/>
      <xs:element name="line" type="xs:string" minOccurs="2" maxOccurs="3"/>
    </xs:sequence></xs:complexType>
    <xs:complexType name="Open" mixed="true"><xs:choice>
      <xs:any namespace="##other"/>
      <xs:sequence><xs:element name="from" type="xs:string"/><xs:element name="to" type="xs:string"/></xs:sequence>
    </xs:choice></xs:complexType>
    <xs:complexType name="Property" mixed="true"><xs:choice maxOccurs="unbounded">
      <xs:any namespace="##other" processContents="lax"/>
    </xs:choice></xs:complexType>
    <xs:complexType name="Free" mixed="true"><xs:sequence>
      <xs:any namespace="##any" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>
    </xs:sequence></xs:complexType>`;

  it("hold the elements the content model requires, in its order", async () => {
    const sample = await samplesOf(schema);
    expect(sample("KeyInfo")["$content"]).toEqual([{ keyName: "keyName 1" }]);
    expect(sample("Note")["$content"]).toEqual([{ line: "line 1" }, { line: "line 2" }]);
    expect(sample("Open")["$content"]).toEqual([{ from: "from 1" }, { to: "to 2" }]);
    expect(sample("Property")["$content"]).toEqual([
      { ns: "urn:example:sample", local: "sample", children: ["sample 1"] },
    ]);
    expect(sample("Free")["$content"]).toEqual([]);
  });
});
