// Interop with node-soap on substitution groups, through the golden case test/fixtures/emit/substitution-groups
// (Shapes.wsdl, SOAP 1.1 and 1.2): a repeated reference to an abstract head whose members are in two namespaces,
// one of them a member through an abstract member and one of an abstract type (Draw's Gallery), a reference once
// beside a non-abstract head (Drawing), an element of an abstract type as the request (Place), and the abstract head
// used whole as the request and response part (Pick). Over real HTTP on 127.0.0.1:
//   1. our generated client against a node-soap server built from the case's WSDL;
//   2. node-soap's client, built from the WSDL our generated server publishes, against that server.
// Every message either side wrote is checked by libxml2 against the case's schemas, and each exchange is of the
// version called. node-soap speaks 1.2 with `forceSoap12Headers` (see node-soap-constructs.test.ts).
//
// Where node-soap (1.x) stands on substitution groups (lib/wsdl/index.js knows no `substitutionGroup` or
// `abstract`):
// - It reads a member where the head is referenced as it reads any element: by local name, the namespace
//   dropped, the members grouped by name (document order lost), as text where it does not know the member's
//   type (`corners` is an xs:int), typed only through an `xsi:type` it is given. It writes members from keys
//   named after them (a prefixed key and its declaration for another namespace), grouped by key.
// - An element of an abstract type: it keeps and writes `xsi:type` as a plain attribute.
// - The abstract head as a whole part: its client always writes the head itself, `<shape>`, which no schema-valid
//   document may hold (XSD 3.3.4) and our server refuses with a Client fault; given the member as raw XML
//   (`_xml`), it fails reading the member our server answers with. Both its client and its server look the body
//   element's name up as a message name, and on a member fail with a TypeError; the server answers 500 with the
//   stack trace as its body.
import path from "node:path";
import type { RequestListener, Server } from "node:http";
import { createClientAsync } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "../emit/emitted-case.ts";
import {
  envelopeIssues,
  envelopeNamespace,
  LocalWire,
  SOAP11_ENV,
  SOAP12_ENV,
  type Exchange,
} from "./wire-capture.ts";

const NS = "urn:emit:substitution-groups";
const MORE = "urn:emit:substitution-groups:more";
const folder = fixtureFolder("substitution-groups");

type Shape = Readonly<Record<string, unknown>>;
interface Package {
  Shapes: { readonly path: string };
  ShapesClient: new (options: { baseUrl: string; transport: string; validateResponse?: boolean }) => {
    draw(request: { shape: Shape[] }): Promise<Record<string, unknown> | undefined>;
    place(request: Record<string, unknown>): Promise<Record<string, unknown> | undefined>;
    pick(request: Shape): Promise<Shape | undefined>;
  };
  createServiceListener(service: unknown, handlers: unknown): RequestListener;
  createSoapServer(listener: RequestListener): Server;
}

let written: WrittenCase | undefined;
let pkg: Package;
const wire = new LocalWire();

beforeAll(async () => {
  written = await writeEmittedCase("substitution-groups");
  pkg = (await import(written.index)) as Package;
});

afterAll(async () => {
  await wire.close();
  await written?.remove();
});

/** The first element of a message's SOAP body, as written (prefix and local name). */
const bodyElement = (xml: string) => /<(?:\w+:)?Body>\s*<([\w:]+)/.exec(xml)?.[1];

/** The envelope namespaces of an exchange's request and response. */
const envelopes = (exchange: Exchange) => [
  envelopeNamespace(exchange.request),
  envelopeNamespace(exchange.response),
];

/** What differs between the two SOAP versions: the transport, node-soap's options, how it prints our fault. */
const versions = [
  { soap: "1.1", transport: "soap11", envelope: SOAP11_ENV, nodeSoapOptions: {}, sender: "soap:Client:" },
  {
    soap: "1.2",
    transport: "soap12",
    envelope: SOAP12_ENV,
    nodeSoapOptions: { forceSoap12Headers: true },
    // node-soap prints a 1.2 fault as its code, its subcode and its reason; ours has no subcode.
    sender: "soap:Sender: undefined:",
  },
] as const;

describe.each(versions)(
  "node-soap interop over SOAP $soap: substitution groups",
  ({ transport, envelope, nodeSoapOptions, sender }) => {
    it("our generated client calls a node-soap server", async () => {
      const received: unknown[] = [];
      const port = {
        Draw: (args: unknown) => {
          received.push(args);
          return { title: "drawn", circle: { radius: "1.50" }, warning: "w" };
        },
        Place: (args: unknown) => {
          received.push(args);
          return {
            title: "placed",
            "m:triangle": { attributes: { "xmlns:m": MORE }, side: "2", "m:corners": 3 },
          };
        },
        Pick: (args: unknown) => {
          received.push(args);
          return { radius: "3" };
        },
      };
      const { base } = await wire.nodeSoap(
        path.join(folder, "Shapes.wsdl"),
        pkg.Shapes.path,
        { Shapes: { ShapesSoap: port, ShapesSoap12: port } },
        nodeSoapOptions,
      );
      const client = new pkg.ShapesClient({ baseUrl: base, transport, validateResponse: true });
      const first = wire.traffic.length;

      const drawn = await client.draw({
        shape: [
          { circle: { radius: "4" } },
          { triangle: { side: "2", corners: 3 } },
          { figure: { $type: "Circle", radius: "1" } },
          { circle: { label: "c", radius: "5" } },
        ],
      });
      // node-soap's member where the head is referenced reads as the union's branch, the non-abstract head's
      // member beside it as its own property.
      expect(drawn).toEqual({ title: "drawn", circle: { radius: "1.50" }, warning: "w" });
      const placed = await client.place({ $type: "Square", side: "5" });
      expect(placed).toEqual({ title: "placed", triangle: { side: "2", corners: 3 } });
      // The abstract head as the whole request: node-soap's server fails on the member standing in the body.
      const before = wire.traffic.length;
      await expect(client.pick({ circle: { radius: "7" } })).rejects.toMatchObject({
        name: "HttpError",
        status: 500,
      });
      expect(wire.traffic.slice(before).map((exchange) => exchange.response.split("\n")[0])).toEqual([
        "TypeError: Cannot read properties of undefined (reading 'description')",
      ]);

      expect(received).toEqual([
        {
          // Grouped by local name (the two circles together, document order lost), the triangle's namespace
          // dropped, its int as text; the abstract type's member typed through its xsi:type, the decimal a number.
          circle: [{ radius: "4" }, { label: "c", radius: "5" }],
          triangle: { side: "2", corners: "3" },
          figure: { attributes: { "xsi:type": "Circle" }, radius: 1 },
        },
        { attributes: { "xsi:type": "ns1:Square" }, side: 5 },
      ]);
      // node-soap's answers that are XML are of the version called (its stack trace is none).
      expect(wire.traffic.slice(first).map(envelopes)).toEqual([
        [envelope, envelope],
        [envelope, envelope],
        [envelope, undefined],
      ]);
    });

    it("node-soap's client calls our generated server", async () => {
      const seen: unknown[] = [];
      const handlers = {
        draw: async (request: { shape: Shape[] }) => {
          seen.push(request);
          return { title: "drawn", triangle: { side: "1", corners: 3 }, note: "n" };
        },
        place: async (request: Record<string, unknown>) => {
          seen.push(request);
          return { title: "placed", figure: { $type: "Circle", radius: "2" } };
        },
        pick: async (request: Shape) => {
          seen.push(request);
          return { square: { side: "9" } };
        },
      };
      const base = await wire.listen(
        pkg.createSoapServer(wire.capturing(pkg.createServiceListener(pkg.Shapes, handlers))),
      );
      const peer = await createClientAsync(`${base}${pkg.Shapes.path}?WSDL`, {
        disableCache: true,
        ...nodeSoapOptions,
      });
      const first = wire.traffic.length;
      const call = async (method: string, args: object) => ((await peer[method](args)) as [unknown])[0];

      // node-soap writes the members from keys named after them, grouped by key.
      expect(
        await call("DrawAsync", {
          circle: [{ radius: "1" }, { radius: "3" }],
          "m:triangle": { attributes: { "xmlns:m": MORE }, side: "2", "m:corners": 3 },
          figure: { attributes: { "xsi:type": "Square" }, side: "4" },
        }),
      ).toEqual({ title: "drawn", triangle: { side: "1", corners: "3" }, note: "n" });
      expect(await call("PlaceAsync", { attributes: { "xsi:type": "Square" }, side: "5" })).toEqual({
        title: "placed",
        figure: { attributes: { "xsi:type": "Circle" }, radius: 2 },
      });
      // The abstract head as the whole request: node-soap writes <shape> whatever it is given, which our server
      // refuses. Given the member as raw XML, it cannot read the member our server answers with.
      await expect(call("PickAsync", { circle: { radius: "7" } })).rejects.toThrow(
        `${sender} unknown body element {${NS}}shape`,
      );
      await expect(
        call("PickAsync", { _xml: `<circle xmlns="${NS}"><radius>7</radius></circle>` }),
      ).rejects.toThrow("Cannot read properties of undefined (reading 'description')");

      expect(seen).toEqual([
        {
          shape: [
            { circle: { radius: "1" } },
            { circle: { radius: "3" } },
            { triangle: { side: "2", corners: 3 } },
            { figure: { $type: "Square", side: "4" } },
          ],
        },
        { $type: "Square", side: "5" },
        { circle: { radius: "7" } },
      ]);
      // Our server answers in the version of the request.
      expect(wire.traffic.slice(first).map(envelopes)).toEqual(
        Array.from({ length: 4 }, () => [envelope, envelope]),
      );
    });
  },
);

describe("node-soap interop: substitution groups on the wire", () => {
  it("every message either side wrote over both versions is schema-valid, but node-soap's abstract head", async () => {
    // node-soap's server answered one call per version with a stack trace, no XML (pinned above).
    const messages = wire.traffic
      .flatMap((exchange) => [exchange.request, exchange.response])
      .filter((message) => message.startsWith("<?xml"));
    const once = [
      ...["Gallery", "Drawing", "figure", "Drawing", "circle"],
      ...["Gallery", "Drawing", "figure", "Drawing", "shape", "soap:Fault", "circle", "square"],
    ];
    expect(messages.map(bodyElement)).toEqual([...once, ...once]);
    const issues = await envelopeIssues(
      [
        { namespace: NS, disk: path.join(folder, "types.xsd") },
        { namespace: MORE, disk: path.join(folder, "more.xsd") },
      ],
      messages,
    );
    expect(issues).toEqual(
      messages.map((message) =>
        bodyElement(message) === "shape"
          ? [
              expect.objectContaining({
                message: `Schemas validity error : Element '{${NS}}shape': The element declaration is abstract.`,
              }),
            ]
          : [],
      ),
    );
  });
});
