/**
 * Reads documents of three shapes and prints, for each, the bytes a read allocates beyond the value it returns,
 * per element: run with a young generation larger than a read allocates (see read-garbage.test.ts), so that no
 * collection runs during a read and the heap's growth is all it allocated.
 */
import { getHeapSpaceStatistics } from "node:v8";
import type { ContentType } from "../../generator/runtime/xml-content.ts";
import { anyElements, complexType, element, ordered, readXml } from "../../generator/runtime/xml-reader.ts";
import { xsInt, xsString } from "../../generator/runtime/scalars.ts";

const NS = "urn:read-garbage";
const Open = complexType<{ $any: unknown[] }>({
  ns: NS,
  name: "Open",
  fields: { $any: anyElements("##other", NS, {}, "lax", () => []) },
});
const Choices = complexType<{ ab: unknown[] }>({
  ns: NS,
  name: "Choices",
  fields: {
    ab: ordered(
      { a: element(NS, "a", xsInt), b: element(NS, "b", xsString) },
      { a: (value) => ({ a: value }), b: (value) => ({ b: value }) },
    ),
  },
});
const Texts = complexType<{ v: string[] }>({
  ns: NS,
  name: "Texts",
  fields: { v: element(NS, "v", xsString, { repeated: true }) },
});

const count = 50_000;
const repeat = (make: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index)).join("");
const documents: Record<string, readonly [ContentType<unknown>, string]> = {
  // Fragments kept as XML, each declaring its namespace, with an attribute and a child.
  kept: [
    Open,
    repeat(
      (index) => `<e:note xmlns:e="urn:read-garbage:ext" id="n${index}"><e:text>t${index}</e:text></e:note>`,
    ),
  ],
  // A long repeated choice.
  choices: [Choices, repeat((index) => (index % 3 === 0 ? `<b>b${index}</b>` : `<a>${index}</a>`))],
  // Text with references.
  references: [Texts, repeat((index) => `<v>v${index} &amp; &lt;w&gt;</v>`)],
};

// Run with --expose-gc.
const collect = globalThis.gc as () => void;
// The spaces values live in: not the code the engine compiles meanwhile.
const VALUE_SPACES = new Set(["new_space", "old_space", "new_large_object_space", "large_object_space"]);
const used = () =>
  getHeapSpaceStatistics()
    .filter((space) => VALUE_SPACES.has(space.space_name))
    .reduce((sum, space) => sum + space.space_used_size, 0);
const result: Record<string, number> = {};
for (const [name, [type, content]] of Object.entries(documents)) {
  const xml = `<root xmlns="${NS}">${content}</root>`;
  const root = element(NS, "root", type);
  // Warmed up, and the least of three reads: the optimised code allocates what a server reading many documents
  // does, and the engine's work on the side (compiling) allocates too.
  for (let round = 0; round < 10; round++) readXml(xml, root);
  let least = Infinity;
  for (let round = 0; round < 3; round++) {
    collect();
    const before = used();
    let value: unknown = readXml(xml, root);
    const allocated = used() - before;
    collect();
    least = Math.min(least, allocated - (used() - before));
    value = undefined;
    void value;
  }
  result[name] = Math.round(least / count);
}
console.log(JSON.stringify(result));
