// Document/literal messages of several parts and of type parts (test/fixtures/corpus/document-parts/), whose
// SOAP Body holds the parts side by side with no wrapper element: our server's dispatch over real HTTP on
// 127.0.0.1, and node-soap (1.13) as a peer.
//
// node-soap does not support such messages (its wsdl:message keeps the first part only when it names an
// element, vpulim/node-soap#467 and #704), pinned below:
// - Client: the parts of a message whose first part is an element are written inside that element
//   (`<t:itemCode><t:itemCode>A1</t:itemCode><t:site>...</t:site></t:itemCode>`), and type parts inside an
//   element named after the message (`<reserveRequest><sku>`); our server answers Client faults.
// - Server: its handler receives the first part's value only, and it writes the response's parts inside the
//   first part's element; our client reports a malformed response.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClientAsync, listen } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening, postEnvelope } from "../support/generated-package.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(
  repositoryRoot,
  "test",
  "fixtures",
  "corpus",
  "document-parts",
  "InventoryService.wsdl",
);
const servicePath = "/axis/services/Inventory";
const TYPES = "urn:example:inventory:types";

interface Generated {
  readonly InventoryService: unknown;
  readonly InventoryServiceClient: new (options: { baseUrl: string; transport?: string }) => {
    checkStock(request: { item: string; site: { code: string } }): Promise<unknown>;
    reserve(request: { sku: string; quantity: number }): Promise<unknown>;
  };
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

describe("document messages of several parts", () => {
  let scratch = "";
  let generated: Generated;
  const received: [string, unknown][] = [];
  const handlers = {
    checkStock: async (request: unknown) => {
      received.push(["checkStock", request]);
      return { level: { quantity: 3, asOf: "2026-01-02T03:04:05Z" }, remark: null };
    },
    reserve: async (request: { sku: string }) => {
      received.push(["reserve", request]);
      return `R-${request.sku}`;
    },
    release: async () => true,
    transfer: async (request: unknown, context: { soapHeaders: unknown }) => {
      received.push(["transfer", { request, headers: context.soapHeaders }]);
      return { receipt: { id: "T1", accepted: true }, queued: 2 };
    },
  };

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-document-parts-"));
    generated = await generatePackage<Generated>(wsdl, scratch);
  });

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("tells the operation by its action, else by the Body's first part, and reads the parts in any order", async () => {
    received.length = 0;
    const server = generated.createSoapServer(
      generated.createServiceListener(generated.InventoryService, handlers),
    );
    try {
      const url = `${await listening(server)}${servicePath}`;
      // The action names checkStock: its parts are read whatever comes first.
      const byAction = await postEnvelope(
        url,
        TYPES,
        "urn:example:inventory#checkStock",
        `<t:site><t:code>W</t:code></t:site><t:itemCode>A1</t:itemCode>`,
      );
      expect(byAction.status).toBe(200);
      expect(byAction.text).toContain(
        `<soap:Body xmlns="${TYPES}"><stockLevel><quantity>3</quantity><asOf>2026-01-02T03:04:05Z</asOf></stockLevel><remark xsi:nil="true"/></soap:Body>`,
      );
      // reserve and release begin with the same part: their actions tell them apart.
      const byAction2 = await postEnvelope(
        url,
        TYPES,
        "urn:example:inventory#reserve",
        `<sku>A1</sku><quantity>2</quantity>`,
      );
      expect(byAction2.text).toContain(`<soap:Body><confirmation xmlns="">R-A1</confirmation></soap:Body>`);
      const shared = await postEnvelope(url, TYPES, undefined, `<sku>A1</sku><reason>r</reason>`);
      expect([shared.status, shared.text]).toEqual([
        500,
        expect.stringContaining(
          "The body element {}sku begins the requests of release, reserve; the SOAP action must name one.",
        ),
      ]);
      // Without an action (SOAP 1.2), the first part tells transfer.
      const mixed = await postEnvelope(
        url,
        TYPES,
        undefined,
        `<t:transferOrder><t:from><t:code>a</t:code></t:from><t:to><t:code>b</t:code></t:to><t:item>x</t:item></t:transferOrder><priority>LOW</priority>`,
        `<s:Header><t:session>S1</t:session></s:Header>`,
      );
      expect(mixed.text).toContain(
        `<soap:Body><receipt xmlns="${TYPES}"><id>T1</id><accepted>true</accepted></receipt><queued xmlns="">2</queued></soap:Body>`,
      );
      expect(received).toEqual([
        ["checkStock", { item: "A1", site: { code: "W" } }],
        ["reserve", { sku: "A1", quantity: 2 }],
        [
          "transfer",
          {
            request: { order: { from: { code: "a" }, to: { code: "b" }, item: ["x"] }, priority: "LOW" },
            headers: { session: "S1" },
          },
        ],
      ]);
      // A part missing: a Client fault naming it.
      const missing = await postEnvelope(url, TYPES, "urn:example:inventory#reserve", `<sku>A1</sku>`);
      expect([missing.status, missing.text]).toEqual([
        500,
        expect.stringContaining("&lt;Body&gt; (ReserveInput) lacks required element &lt;quantity&gt;"),
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("offers HTTP GET where the parts are simple fields, answering the one part unqualified", async () => {
    const server = generated.createSoapServer(
      generated.createServiceListener(generated.InventoryService, handlers),
    );
    try {
      const baseUrl = await listening(server);
      const client = new generated.InventoryServiceClient({ baseUrl, transport: "get" });
      expect(await client.reserve({ sku: "A1", quantity: 2 })).toBe("R-A1");
      const response = await fetch(`${baseUrl}${servicePath}/reserve?sku=B2&quantity=1`);
      expect(await response.text()).toBe(
        `<?xml version="1.0" encoding="utf-8"?><confirmation xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">R-B2</confirmation>`,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("serves node-soap's client, which nests the parts in one element and so is refused", async () => {
    received.length = 0;
    const server = generated.createSoapServer(
      generated.createServiceListener(generated.InventoryService, handlers),
    );
    try {
      const endpoint = `${await listening(server)}${servicePath}`;
      const client = await createClientAsync(wsdl, { endpoint, disableCache: true });
      const requests: string[] = [];
      client.on("request", (xml: string) => requests.push(xml));
      const failure = (promise: Promise<unknown>) =>
        promise.then(
          () => undefined,
          (error: Error) => error.message,
        );
      expect(await failure(client["checkStockAsync"]({ itemCode: "A1", site: { code: "W" } }))).toBe(
        "soap:Client: Server was unable to read request: 1:420: <Body> (CheckStockInput) lacks required element <site>",
      );
      expect(requests[0]).toContain("<soap:Body><t:itemCode");
      expect(requests[0]).toContain(
        "<t:itemCode>A1</t:itemCode><t:site><t:code>W</t:code></t:site></t:itemCode>",
      );
      expect(await failure(client["reserveAsync"]({ sku: "A1", quantity: 2 }))).toContain(
        "<Body> (ReserveInput) lacks required element <sku>",
      );
      expect(requests[1]).toContain(
        "<soap:Body><reserveRequest><sku>A1</sku><quantity>2</quantity></reserveRequest>",
      );
      expect(received).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("calls node-soap's server, which passes the first part only and nests the response's parts", async () => {
    const server = createServer();
    try {
      const baseUrl = await listening(server);
      const calls: unknown[] = [];
      listen(server, {
        path: servicePath,
        xml: await readFile(wsdl, "utf8"),
        services: {
          InventoryService: {
            InventoryPort: {
              checkStock: (args: unknown) => {
                calls.push(args);
                return { stockLevel: { quantity: 3, asOf: "2026-01-02T03:04:05Z" }, remark: "ok" };
              },
            },
          },
        },
      });
      const client = new generated.InventoryServiceClient({ baseUrl });
      const failure = await client.checkStock({ item: "A1", site: { code: "W" } }).then(
        () => undefined,
        (error: Error) => error.message,
      );
      expect(calls).toEqual(["A1"]);
      expect(failure).toMatch(
        /^checkStock: malformed response: .*<stockLevel> \(Level\) lacks required element <quantity>$/,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
