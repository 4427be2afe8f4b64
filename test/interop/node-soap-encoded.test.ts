// rpc/encoded against a real peer, node-soap (1.13), on 127.0.0.1, with the package generated from
// test/fixtures/corpus/rpc-encoded/ (SOAP 1.1 section 5: xsi:type, soapenc:Array, the wrapper in the soap:body
// namespace).
//
// What node-soap does with SOAP encoding, pinned below:
// - Client: it writes no xsi:type and no soapenc:arrayType, qualifies an array's items with the wrapper's
//   namespace (`<tns:item>`), and is given an array as `{ item: [...] }`; our server reads all of it by the
//   declared types. It reads our response by its xsi:type attributes, into its own shape (`$value`,
//   `attributes`), numbers as JavaScript numbers.
// - Server: it reads our request with every xsi:type and soapenc:arrayType kept as data, and answers with its
//   accessors qualified (`<tns:total>`) and without xsi:type; our client reads them by local name and declared
//   type, decimals and dateTimes in their lexical form.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClientAsync, listen } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";
import type { InventoryPackage, Item } from "./inventory-package.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(repositoryRoot, "test", "fixtures", "corpus", "rpc-encoded", "InventoryService.wsdl");
const servicePath = "/inventory/InventoryService";

const bolt: Item = {
  sku: "B-1",
  name: "Bolt & nut",
  price: "1.50",
  quantity: 3,
  added: "2026-01-02T03:04:05.120Z",
  note: null,
  status: "active",
  size: { width: 8, height: 30 },
};

describe("rpc/encoded with node-soap", () => {
  let scratch = "";
  let generated: InventoryPackage;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-encoded-"));
    generated = await generatePackage<InventoryPackage>(wsdl, scratch);
  });

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("serves node-soap's client: untyped accessors read by the declared types, answered in SOAP encoding", async () => {
    const received: unknown[] = [];
    const server = generated.createSoapServer(
      generated.createServiceListener(generated.InventoryService, {
        findItems: async (request) => {
          received.push(request);
          return [bolt, null];
        },
        getItem: async () => {
          throw new Error("not called");
        },
        addItem: async (request) => {
          received.push(request);
          return { total: "10.000", accepted: true };
        },
      }),
    );
    try {
      const endpoint = `${await listening(server)}${servicePath}`;
      const client = await createClientAsync(wsdl, { endpoint, disableCache: true });
      const requests: string[] = [];
      const responses: string[] = [];
      client.on("request", (xml: string) => requests.push(xml));
      client.on("response", (xml: string) => responses.push(xml));

      const [found] = (await client["findItemsAsync"]({
        query: "bolt",
        limit: 2,
        tags: { item: ["a", "b"] },
      })) as [
        {
          items: {
            attributes: Record<string, string>;
            item: { sku: { $value: string }; status: { $value: string } };
          };
        },
      ];
      expect(requests[0]).toContain("<tags><tns:item>a</tns:item><tns:item>b</tns:item></tags>");
      expect(received[0]).toEqual({ query: "bolt", limit: 2, tags: ["a", "b"] });
      // node-soap read our answer by its xsi:type attributes.
      expect(found.items.attributes).toEqual({
        "xsi:type": "soapenc:Array",
        "soapenc:arrayType": "ns1:Item[2]",
      });
      expect(responses[0]).toContain('<price xsi:type="xsd:decimal">1.50</price>');
      expect(responses[0]).toContain(
        '<note xsi:nil="true"/><status xsi:type="ns1:Status">active</status>' +
          // A value of an anonymous type: no type name to give it.
          '<size><width xsi:type="xsd:int">8</width><height xsi:type="xsd:int">30</height></size></item>' +
          '<item xsi:nil="true"/></items>',
      );
      // node-soap reads an enumeration typed by its own name as the string it is.
      expect(found.items.item).toMatchObject({ status: { $value: "active" } });

      const [added] = (await client["addItemAsync"]({
        item: { ...bolt, note: null },
        reason: "restock",
      })) as [{ total: { $value: number }; accepted: { $value: boolean } }];
      expect(requests[1]).toContain('<note xsi:nil="true"></note>');
      expect(received[1]).toEqual({ item: bolt, reason: "restock" });
      expect([added.total.$value, added.accepted.$value]).toEqual([10, true]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("calls node-soap's server: our xsi:type and soapenc:Array read, its qualified untyped accessors read back", async () => {
    const server = createServer();
    try {
      const baseUrl = await listening(server);
      const received: unknown[] = [];
      listen(server, {
        path: servicePath,
        xml: await readFile(wsdl, "utf8"),
        services: {
          InventoryService: {
            InventoryPort: {
              findItems: (args: unknown) => {
                received.push(args);
                return { items: { item: [{ ...bolt, note: "spare" }] } };
              },
              addItem: (args: unknown) => {
                received.push(args);
                return { total: "12.50", accepted: false };
              },
            },
          },
        },
      });
      const client = new generated.InventoryServiceClient({ baseUrl });
      expect(await client.findItems({ query: "bolt", limit: 1, tags: ["a"] })).toEqual([
        { ...bolt, note: "spare" },
      ]);
      expect(received[0]).toMatchObject({
        query: { attributes: { "xsi:type": "xsd:string" }, $value: "bolt" },
        tags: {
          attributes: { "xsi:type": "soapenc:Array", "soapenc:arrayType": "xsd:string[1]" },
          item: { $value: "a" },
        },
      });
      expect(await client.addItem({ item: bolt, reason: "restock" })).toEqual({
        total: "12.50",
        accepted: false,
      });
      expect(received[1]).toMatchObject({ item: { attributes: { "xsi:type": "ns1:Item" } } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
