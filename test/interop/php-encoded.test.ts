// rpc/encoded against PHP's own SOAP stack (ext/soap), whose native style it is, on 127.0.0.1, with the package
// generated from test/fixtures/corpus/rpc-encoded/ (SOAP 1.1 section 5: xsi:type, soapenc:Array, parts typed
// with type=, several output parts). Skipped where the machine has no php with the soap extension.
//
// What PHP does with SOAP encoding, pinned below: its SoapClient writes every accessor with xsi:type, arrays
// with soapenc:arrayType and nil items as `xsi:nil`, and reads our answer by the WSDL's types (numbers as
// numbers, decimals and dateTimes as text); its SoapServer reads our requests as the parts in order, and our
// client reads its answers, several output parts included, with response validation on.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";
import { lexical, phpSoap, runPhpClient, startPhpServer } from "./php/php-peer.ts";
import type { InventoryPackage, Item } from "./inventory-package.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(repositoryRoot, "test", "fixtures", "corpus", "rpc-encoded", "InventoryService.wsdl");
const servicePath = "/inventory/InventoryService";

const bolt: Item = {
  sku: "B-1",
  name: "Bolt & nut <M8>",
  price: "1.50",
  quantity: 3,
  added: "2026-01-02T03:04:05.120Z",
  note: null,
  status: "active",
  size: { width: 8, height: 30 },
};
const nut: Item = {
  ...bolt,
  sku: "N-2",
  name: "Nut",
  price: "0.05",
  note: "spare \u00fc",
  status: "retired",
};

describe.skipIf(!phpSoap)("rpc/encoded with PHP's SOAP stack", () => {
  let scratch = "";
  let generated: InventoryPackage;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-php-encoded-"));
    generated = await generatePackage<InventoryPackage>(wsdl, scratch);
  });

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("serves PHP's SoapClient: its typed accessors and arrays read, our answer read by the WSDL's types", async () => {
    const received: unknown[] = [];
    const server = generated.createSoapServer(
      generated.createServiceListener(generated.InventoryService, {
        findItems: async (request) => {
          received.push(request);
          return [bolt, null, nut];
        },
        getItem: async (request) => {
          received.push(request);
          return nut;
        },
        addItem: async (request) => {
          received.push(request);
          return { total: "10.000", accepted: true };
        },
      }),
    );
    try {
      const run = await runPhpClient(
        wsdl,
        "1.1",
        [
          { operation: "findItems", args: ["bolt", 2, ["a", null, "b"]] },
          { operation: "getItem", args: ["N-2"] },
          { operation: "addItem", args: [bolt, "restock"] },
        ],
        `${await listening(server)}${servicePath}`,
      );
      expect(run.functions).toEqual([
        "ItemArray findItems(string $query, int $limit, StringArray $tags)",
        "Item getItem(string $sku)",
        "list(decimal $total, boolean $accepted) addItem(Item $item, string $reason)",
      ]);
      expect(received).toEqual([
        { query: "bolt", limit: 2, tags: ["a", null, "b"] },
        { sku: "N-2" },
        { item: bolt, reason: "restock" },
      ]);
      expect(run.calls.map((call) => ("result" in call ? lexical(call.result) : call))).toEqual([
        [lexical(bolt), null, lexical(nut)],
        lexical(nut),
        { total: "10.000", accepted: "true" },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("calls PHP's SoapServer: our requests read as the parts, its typed answers read back", async () => {
    const php = await startPhpServer(scratch, "inventory", wsdl, {
      findItems: [nut, null, bolt],
      getItem: bolt,
      addItem: { $parts: { total: "12.50", accepted: false } },
    });
    try {
      const client = new generated.InventoryServiceClient({ baseUrl: php.base, validateResponse: true });
      expect(await client.findItems({ query: "nut", limit: 3, tags: [null, "x"] })).toEqual([
        nut,
        null,
        bolt,
      ]);
      expect(await client.getItem({ sku: "B-1" })).toEqual(bolt);
      expect(await client.addItem({ item: nut, reason: "restock" })).toEqual({
        total: "12.50",
        accepted: false,
      });
      expect(php.received()).toEqual([
        { operation: "findItems", arguments: ["nut", "3", [null, "x"]] },
        { operation: "getItem", arguments: ["B-1"] },
        { operation: "addItem", arguments: [lexical(nut), "restock"] },
      ]);
    } finally {
      php.stop();
    }
  });
});
