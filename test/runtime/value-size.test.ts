/**
 * The heap a value read keeps alive: no more than object literals of what it holds. A test file of its own, as
 * the engine sizes the objects of one kind to the first of them it sees (plain-object.ts): other tests' values
 * would set those sizes here.
 */
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { isDeepStrictEqual } from "node:util";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { xsBoolean, xsInt } from "../../generator/runtime/scalars.ts";
import type { XmlElement } from "../../generator/runtime/xml-element.ts";
import {
  anyElements,
  attribute,
  complexType,
  element,
  readXml,
  XmlReader,
} from "../../generator/runtime/xml-reader.ts";

const NS = "urn:test:value-size";

// A full collection on demand, for measuring what a value keeps on the heap.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

/** Bytes of the heap's spaces that hold objects (not code, which the engine may compile at any time). */
function objectBytes(): number {
  let bytes = 0;
  for (const space of getHeapSpaceStatistics())
    if (!space.space_name.startsWith("code") && space.space_name !== "read_only_space")
      bytes += space.space_used_size;
  return bytes;
}

/**
 * The heap that the value `make` returns keeps alive, in bytes; `make` runs once before, so that what its first
 * call leaves for good (a type's compiled members, the engine's shapes of its objects) is not counted. The
 * least of three calls: what the engine allocates for itself meanwhile (optimised code's data, made when a
 * compilation finishes, later on a busy machine) only ever adds to one.
 */
function retainedBytes<T>(make: () => T): { readonly value: T; readonly bytes: number } {
  make();
  // All three are kept to the end: memory freed between two counts is swept concurrently, and a count taken
  // meanwhile would still hold it.
  const calls: { readonly value: T; readonly bytes: number }[] = [];
  for (let call = 0; call < 3; call++) {
    collect();
    const before = objectBytes();
    const value = make();
    collect();
    calls.push({ value, bytes: objectBytes() - before });
  }
  return calls.reduce((least, call) => (call.bytes < least.bytes ? call : least));
}

// Numbers and booleans take no heap of their own: what is measured is the objects and the array.
interface Point {
  x: number;
  y?: number;
  visible?: boolean;
}
const Point = complexType<Point>({
  ns: NS,
  name: "Point",
  fields: {
    x: attribute("x", xsInt, { required: true }),
    y: attribute("y", xsInt),
    visible: attribute("visible", xsBoolean),
  },
});
const Points = complexType<{ points: Point[] }>({
  ns: NS,
  name: "Points",
  fields: { points: element(NS, "point", Point, { repeated: true }) },
});
const POINTS = element(NS, "points", Points, { required: true });
const Notes = complexType<{ $any: XmlElement[] }>({
  ns: NS,
  name: "Notes",
  fields: { $any: anyElements("##other", NS) },
});
const NOTES = element(NS, "notes", Notes, { required: true });
const count = 100_000;

describe("the size of the values read", () => {
  it("reads each value and repeated member no larger than object literals of what they hold", () => {
    // Each point holds two of its three properties; `{}` keeps room for four, an array grown by push for more.
    const xml = `<points xmlns="${NS}">${`<point x="1" y="2"/>`.repeat(count)}</points>`;
    for (const reader of [
      () => readXml(xml, POINTS),
      () => {
        const streaming = new XmlReader(POINTS);
        streaming.write(xml);
        return streaming.close();
      },
    ]) {
      const read = retainedBytes(reader);
      expect(read.value.points).toHaveLength(count);
      expect(read.value.points[0]).toEqual({ x: 1, y: 2 });
      const literals = retainedBytes(() => read.value.points.map((point) => ({ x: point.x, y: point.y })));
      expect(read.bytes).toBeLessThan(literals.bytes * 1.15);
    }
  });

  it("keeps elements as XML no larger than object literals of what they hold", () => {
    // One-character values are the engine's shared strings: what is measured is the objects and the arrays.
    const note = `<e:note xmlns:e="urn:notes" id="n"><e:text>t</e:text></e:note>`;
    const read = retainedBytes(() => readXml(`<notes xmlns="${NS}">${note.repeat(count)}</notes>`, NOTES));
    expect(read.value.$any[0]).toEqual({
      ns: "urn:notes",
      local: "note",
      prefix: "e",
      attributes: { id: "n" },
      children: [{ ns: "urn:notes", local: "text", prefix: "e", children: ["t"] }],
    });
    const literals = retainedBytes(() =>
      read.value.$any.map((note) => {
        const [child] = note.children as [XmlElement];
        return {
          ns: note.ns,
          local: note.local,
          prefix: note.prefix,
          attributes: { id: note.attributes?.["id"] },
          children: [{ ns: child.ns, local: child.local, prefix: child.prefix, children: [textOf(child)] }],
        };
      }),
    );
    expect(read.bytes).toBeLessThan(literals.bytes * 1.15);
  });

  it("reads values that the engine cannot tell from object literals", () => {
    const value = readXml(`<points xmlns="${NS}"><point x="1" visible="true"/></points>`, POINTS);
    const [point] = value.points;
    expect(Object.getPrototypeOf(point)).toBe(Object.prototype);
    expect(point?.constructor).toBe(Object);
    expect(isDeepStrictEqual(value, { points: [{ x: 1, visible: true }] })).toBe(true);
    expect(JSON.stringify(value)).toBe('{"points":[{"x":1,"visible":true}]}');
  });
});

function textOf(element: XmlElement): string {
  return String(element.children?.[0]);
}
