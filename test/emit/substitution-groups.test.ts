// Substitution groups and xs:all (test/fixtures/emit/substitution-groups), through the package the generator
// emits: a reference to a group's head reads and writes its members (one from another namespace and file, one
// through an abstract member, one of an abstract type with xsi:type), never the abstract head; a head that blocks
// substitution refuses a member when reading strictly; validators refuse two members, none, or an abstract type
// without `$type`. The abstract head as a document root or a whole message is one of its members, never itself. xs:all members are read in any order, each once, and written in schema order. What is written
// validates under libxml2, and fast-check round-trips arbitrary galleries. The generated client and server carry
// them over real HTTP (SOAP 1.1), the wire checked against the schema.
import { readFile } from "node:fs/promises";
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importingSchema, validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "./emitted-case.ts";

const NS = "urn:emit:substitution-groups";
const MORE = "urn:emit:substitution-groups:more";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

interface Square {
  $type?: "Square";
  label?: string;
  side: string;
}
interface Circle {
  $type?: "Circle";
  label?: string;
  radius: string;
}
interface Triangle {
  $type?: "Triangle";
  label?: string;
  side: string;
  corners?: 3;
}
type Shape =
  { circle: Circle } | { square: Square | Triangle } | { triangle: Triangle } | { figure: unknown };

interface Package {
  parseDrawing(xml: string, options?: { strict?: boolean }): Record<string, unknown>;
  serializeDrawing(value: unknown, declaration?: boolean): string;
  validateDrawing(value: unknown): readonly { path: string; message: string }[];
  parseGallery(xml: string, options?: { strict?: boolean }): { shape: Shape[] };
  serializeGallery(value: { shape: Shape[] }, declaration?: boolean): string;
  validateGallery(value: unknown): readonly { path: string; message: string }[];
  parseSettings(xml: string, options?: { strict?: boolean }): Record<string, unknown>;
  serializeSettings(value: unknown, declaration?: boolean): string;
  validateSettings(value: unknown): readonly { path: string; message: string }[];
  parseShape(xml: string, options?: { strict?: boolean }): Shape;
  serializeShape(value: Shape, declaration?: boolean): string;
  ShapeElement: { validate(value: unknown): readonly { path: string; message: string }[] };
  Shapes: { readonly path: string };
  ShapesClient: new (options: { baseUrl: string }) => {
    draw(request: { shape: Shape[] }): Promise<Record<string, unknown> | undefined>;
    pick(request: Shape): Promise<Shape | undefined>;
    outline(request: Record<string, unknown>): Promise<unknown>;
    place(request: Record<string, unknown>): Promise<Record<string, unknown> | undefined>;
  };
  createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  createSoapServer: (listener: RequestListener) => Server;
}

let written: WrittenCase | undefined;
let pkg: Package;
let schemas: { types: string; more: string };

beforeAll(async () => {
  written = await writeEmittedCase("substitution-groups");
  pkg = (await import(written.index)) as Package & Record<string, unknown>;
  const folder = fixtureFolder("substitution-groups");
  schemas = {
    types: await readFile(path.join(folder, "types.xsd"), "utf8"),
    more: await readFile(path.join(folder, "more.xsd"), "utf8"),
  };
});

afterAll(async () => {
  await written?.remove();
});

async function schemaIssues(documents: readonly string[]): Promise<unknown[]> {
  const report = await validateXmlDocuments({
    schema: { fileName: "types.xsd", contents: schemas.types },
    imports: [{ fileName: "more.xsd", contents: schemas.more }],
    documents: documents.map((contents, index) => ({ fileName: `${index}.xml`, contents })),
  });
  return report.documents.map((document) => document.issues);
}

const drawing = (content: string, comment = false) =>
  `<Drawing xmlns="${NS}" xmlns:m="${MORE}" xmlns:xsi="${XSI}">${comment ? "<!-- saxes -->" : ""}<title>t</title>${content}</Drawing>`;

describe.each([false, true])("substitution groups (read through saxes: %s)", (comment) => {
  it("reads each member where the head is referenced, the property saying which", async () => {
    const cases: [string, Record<string, unknown>][] = [
      [
        "<circle><radius>1.50</radius></circle><warning>w</warning>",
        { circle: { radius: "1.50" }, warning: "w" },
      ],
      ["<square><side>2</side></square><note>n</note>", { square: { side: "2" }, note: "n" }],
      [
        "<m:triangle><side>2</side><m:corners>3</m:corners></m:triangle>",
        { triangle: { side: "2", corners: 3 } },
      ],
      ['<figure xsi:type="Square"><side>2</side></figure>', { figure: { $type: "Square", side: "2" } }],
      ["<square><side>1</side></square><code>c</code>", { square: { side: "1" }, code: "c" }],
    ];
    expect(await schemaIssues(cases.map(([content]) => drawing(content)))).toEqual(cases.map(() => []));
    for (const [content, expected] of cases)
      expect(pkg.parseDrawing(drawing(content, comment), { strict: true })).toEqual({
        title: "t",
        ...expected,
      });
  });

  it("refuses the abstract head and a member of a head that blocks substitution when reading strictly", async () => {
    const abstract = drawing("<shape><label>x</label></shape>", comment);
    const blocked = drawing("<square><side>1</side></square><altCode>x</altCode>", comment);
    expect(
      (await schemaIssues([abstract, blocked])).map((issues) => (issues as unknown[]).length > 0),
    ).toEqual([true, true]);
    expect(() => pkg.parseDrawing(abstract, { strict: true })).toThrow(/unexpected element \{[^}]+\}shape/);
    expect(() => pkg.parseDrawing(blocked, { strict: true })).toThrow(/unexpected element \{[^}]+\}altCode/);
    // A lenient reader keeps them as unknown content; the validator then misses the head's member.
    const lenient = pkg.parseDrawing(abstract);
    expect(lenient["$unknown"]).toEqual([expect.objectContaining({ local: "shape" })]);
    expect(pkg.validateDrawing(lenient)).toEqual([
      { path: "", message: "one of circle, square, triangle, figure is required" },
    ]);
    expect(pkg.parseDrawing(blocked)["$unknown"]).toEqual([expect.objectContaining({ local: "altCode" })]);
  });
});

describe("writing substitution groups", () => {
  it("writes the member's element, never the abstract head, and what it writes validates", async () => {
    const values = [
      { title: "t", circle: { radius: "2" } },
      { title: "t", triangle: { side: "2" }, note: "n" },
      { title: "t", square: { $type: "Triangle", side: "3", corners: 3 }, warning: "w" },
      { title: "t", figure: { $type: "Circle", label: "c", radius: "1" } },
    ];
    const documents = values.map((value) => pkg.serializeDrawing(value, false));
    expect(documents.join("")).not.toMatch(/<(\w+:)?shape\b/);
    expect(documents[1]).toMatch(
      /<ns1:triangle xmlns:ns1="urn:emit:substitution-groups:more">.*<ns1:corners>3</,
    );
    expect(documents[3]).toMatch(/<figure xsi:type="Circle">/);
    expect(await schemaIssues(documents)).toEqual(values.map(() => []));
    for (const [index, value] of values.entries()) {
      expect(pkg.validateDrawing(value)).toEqual([]);
      expect(pkg.parseDrawing(documents[index] ?? "", { strict: true })).toMatchObject(value);
    }
  });

  it("refuses two members, none, and a member of an abstract type without $type", () => {
    expect(pkg.validateDrawing({ title: "t", circle: { radius: "1" }, square: { side: "1" } })).toEqual([
      {
        path: "",
        message: "only one of circle, square, triangle, figure may be present, got circle, square",
      },
    ]);
    expect(pkg.validateDrawing({ title: "t" })).toEqual([
      { path: "", message: "one of circle, square, triangle, figure is required" },
    ]);
    expect(pkg.validateDrawing({ title: "t", figure: { radius: "2" } })).toEqual([
      { path: "figure", message: "needs a $type: Shape is abstract" },
    ]);
    expect(() => pkg.serializeDrawing({ title: "t", figure: { radius: "2" } })).toThrow(/Shape is abstract/);
  });

  it("round-trips arbitrary galleries in document order, each written document valid", async () => {
    const decimal = fc.integer({ min: 0, max: 10_000 }).map(String);
    const label = fc.option(fc.string({ maxLength: 8 }), { nil: undefined });
    const withLabel = <T extends object>(value: T, text: string | undefined) =>
      text === undefined ? value : { ...value, label: text };
    const shape: fc.Arbitrary<Shape> = fc.oneof(
      fc.tuple(decimal, label).map(([radius, text]) => ({ circle: withLabel({ radius }, text) })),
      fc.tuple(decimal, label).map(([side, text]) => ({ square: withLabel({ side }, text) })),
      fc
        .tuple(decimal, label)
        .map(([side, text]) => ({ triangle: withLabel({ side, corners: 3 as const }, text) })),
      fc
        .tuple(decimal, label)
        .map(([side, text]) => ({ figure: withLabel({ $type: "Square", side }, text) })),
    );
    const galleries = fc.sample(fc.record({ shape: fc.array(shape, { maxLength: 5 }) }), {
      numRuns: 40,
      seed: 28,
    });
    const documents = galleries.map((gallery) => pkg.serializeGallery(gallery, false));
    expect(await schemaIssues(documents)).toEqual(galleries.map(() => []));
    for (const [index, gallery] of galleries.entries()) {
      expect(pkg.validateGallery(gallery)).toEqual([]);
      expect(pkg.parseGallery(documents[index] ?? "", { strict: true })).toEqual(gallery);
    }
  });
});

describe("the abstract head as a document root", () => {
  const shapes: Shape[] = [
    { circle: { radius: "1.5" } },
    { square: { $type: "Triangle", side: "2", corners: 3 } },
    { triangle: { label: "t", side: "3", corners: 3 } },
    { figure: { $type: "Circle", radius: "4" } },
  ];

  it("writes the member's element, never the head, validates, and reads each member back", async () => {
    const documents = shapes.map((shape) => pkg.serializeShape(shape, false));
    expect(documents.map((document) => /^<(?:\w+:)?(\w+)/.exec(document)?.[1])).toEqual([
      "circle",
      "square",
      "triangle",
      "figure",
    ]);
    expect(await schemaIssues(documents)).toEqual(shapes.map(() => []));
    for (const [index, shape] of shapes.entries()) {
      expect(pkg.ShapeElement.validate(shape)).toEqual([]);
      expect(pkg.parseShape(documents[index] ?? "", { strict: true })).toEqual(shape);
    }
  });

  it("refuses the head itself, none or two members", () => {
    expect(() => pkg.parseShape(`<shape xmlns="${NS}"><label>x</label></shape>`)).toThrow(
      /expected root element one of .*circle.*, found \{urn:emit:substitution-groups\}shape/,
    );
    expect(pkg.ShapeElement.validate({})).toEqual([
      { path: "", message: "one of circle, square, triangle, figure is required" },
    ]);
    expect(pkg.ShapeElement.validate({ circle: { radius: "1" }, square: { side: "2" } })).toEqual([
      {
        path: "",
        message: "only one of circle, square, triangle, figure may be present, got circle, square",
      },
    ]);
    expect(pkg.ShapeElement.validate({ figure: { radius: "2" } })).toEqual([
      { path: "figure", message: "needs a $type: Shape is abstract" },
    ]);
    expect(() => pkg.serializeShape({} as Shape)).toThrow(/<shape> is abstract: exactly one of/);
  });
});

describe("xs:all", () => {
  const settings = (content: string) => `<Settings xmlns="${NS}">${content}</Settings>`;

  it("reads the members in any order and writes them in schema order", async () => {
    const shuffled = settings("<depth>3</depth><height>2</height><width>1</width>");
    const inOrder = pkg.serializeSettings({ depth: 3, height: 2, width: 1 }, false);
    expect(inOrder).toMatch(/<width>1<\/width><height>2<\/height><depth>3<\/depth>/);
    expect(await schemaIssues([shuffled, inOrder])).toEqual([[], []]);
    for (const strict of [false, true])
      expect(pkg.parseSettings(shuffled, { strict })).toEqual({ width: 1, height: 2, depth: 3 });
    expect(pkg.parseSettings(settings("<height>2</height><width>1</width>"), { strict: true })).toEqual({
      width: 1,
      height: 2,
    });
  });

  it("refuses a member twice or a required one missing", async () => {
    const twice = settings("<height>2</height><width>1</width><height>3</height>");
    const missing = settings("<height>2</height>");
    expect((await schemaIssues([twice, missing])).map((issues) => (issues as unknown[]).length > 0)).toEqual([
      true,
      true,
    ]);
    expect(() => pkg.parseSettings(twice, { strict: true })).toThrow(/<height> appears more than once/);
    expect(() => pkg.parseSettings(missing, { strict: true })).toThrow(/lacks required element <width>/);
    expect(pkg.validateSettings({ height: 2 })).toEqual([{ path: "width", message: "is required" }]);
  });
});

describe("over HTTP through the generated client and server", () => {
  it("sends members of a substitution group and a request of an abstract type, each body valid", async () => {
    const seen: unknown[] = [];
    const handlers = {
      // A request element of an abstract type: its value is one of the derived types, told by $type.
      place: async (request: Record<string, unknown>) => {
        seen.push(request);
        return { title: String(request["$type"]), figure: request };
      },
      // A response element of an abstract type with one member: the result is its whole value, whose derived
      // type adds members (unwrapped to `label`, the radius would be lost).
      outline: async (request: Record<string, unknown>) => {
        seen.push(request);
        return { $type: "Circle", label: "c", radius: "2.50" };
      },
      pick: async (request: Shape) => {
        seen.push(request);
        return "triangle" in request ? { figure: { $type: "Triangle", ...request.triangle } } : request;
      },
      draw: async (request: { shape: Shape[] }) => {
        seen.push(request);
        return { title: `${request.shape.length} shapes`, ...request.shape[0], warning: "w" };
      },
    };
    const bodies: string[] = [];
    const listener = pkg.createServiceListener(pkg.Shapes, handlers);
    // Keeps each SOAP body's payload (request and response) to validate it against the schema.
    const recording: RequestListener = (request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      const end = response.end.bind(response);
      response.end = ((chunk?: unknown, ...rest: never[]) => {
        bodies.push(Buffer.concat(chunks).toString("utf8"));
        if (typeof chunk === "string" || Buffer.isBuffer(chunk)) bodies.push(chunk.toString());
        return end(chunk as never, ...rest);
      }) as typeof response.end;
      listener(request, response);
    };
    const server = pkg.createSoapServer(recording);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const client = new pkg.ShapesClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
      const gallery = {
        shape: [
          { triangle: { side: "2", corners: 3 as const } },
          { figure: { $type: "Circle", radius: "1" } },
          { square: { $type: "Triangle" as const, side: "4", corners: 3 as const } },
        ],
      };
      expect(await client.draw(gallery)).toEqual({
        title: "3 shapes",
        triangle: { side: "2", corners: 3 },
        warning: "w",
      });
      const figure = { $type: "Triangle", label: "t", side: "5", corners: 3 };
      expect(await client.place(figure)).toEqual({ title: "Triangle", figure });
      // The abstract head as the whole request and response: a member stands in the body.
      const picked = { triangle: { side: "6", corners: 3 as const } };
      expect(await client.pick(picked)).toEqual({ figure: { $type: "Triangle", side: "6", corners: 3 } });
      const settings = { width: 3, height: 4 };
      expect(await client.outline(settings)).toEqual({ $type: "Circle", label: "c", radius: "2.50" });
      expect(seen).toEqual([gallery, figure, picked, settings]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(bodies.map((body) => /<(?:\w+:)?Body><(?:\w+:)?(\w+)/.exec(body)?.[1])).toEqual([
      "Gallery",
      "Drawing",
      "figure",
      "Drawing",
      "triangle",
      "figure",
      "Settings",
      "sketch",
    ]);
    expect(bodies.join("")).not.toMatch(/<(\w+:)?shape\b/);
    // Each envelope whole, its body checked against the fixture's schemas.
    const report = await validateXmlDocuments({
      schema: importingSchema("all.xsd", [
        { namespace: NS, schemaLocation: "types.xsd" },
        { namespace: "http://schemas.xmlsoap.org/soap/envelope/", schemaLocation: "soap11.xsd" },
      ]),
      imports: [
        { fileName: "types.xsd", contents: schemas.types },
        { fileName: "more.xsd", contents: schemas.more },
        {
          fileName: "soap11.xsd",
          contents: await readFile(
            path.join(import.meta.dirname, "..", "fixtures", "xsd", "soap11-envelope.xsd"),
            "utf8",
          ),
        },
      ],
      documents: bodies.map((contents, index) => ({ fileName: `${index}.xml`, contents })),
    });
    expect(report.documents.map((document) => document.issues)).toEqual([[], [], [], [], [], [], [], []]);
  });
});
