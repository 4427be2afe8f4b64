// rpc/literal against a real peer, node-soap (1.13), on 127.0.0.1, with the package generated from
// test/fixtures/corpus/rpc-literal/ (parts typed with type=, wrapper in the soap:body namespace).
//
// Where node-soap deviates from WSDL 1.1 section 3.5 and WS-I BP 1.1, pinned below:
// - Client: the children of a part whose type is declared with elementFormDefault="qualified" are written
//   unqualified (`<options><exchange>`), so the request does not match the schema; our server answers a
//   Client fault naming the element it missed.
// - Server: the part accessors of a response are qualified with the wrapper's namespace
//   (`<tns:count>`), against R2735 (they are unqualified); our client reports a malformed response.
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClientAsync, listen } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(repositoryRoot, "test", "fixtures", "corpus", "rpc-literal", "StockQuoteService.wsdl");
const servicePath = "/stock/StockQuoteService";

interface ListSymbols {
  readonly exchange: string;
  readonly limit: number;
}

interface Generated {
  readonly StockQuoteService: unknown;
  readonly StockQuoteServiceClient: new (options: { baseUrl: string; readOptions?: { strict: boolean } }) => {
    listSymbols(request: ListSymbols): Promise<unknown>;
  };
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

describe("rpc/literal with node-soap", () => {
  let scratch = "";
  let generated: Generated;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-rpc-"));
    generated = await generatePackage<Generated>(wsdl, scratch);
  });

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("serves node-soap's client: the wrapper in the body namespace, the parts unqualified", async () => {
    const received: unknown[] = [];
    const server = generated.createSoapServer(
      generated.createServiceListener(generated.StockQuoteService, {
        listSymbols: async (request: ListSymbols) => {
          received.push(request);
          return { count: request.limit * 2, first: `${request.exchange}:ACME` };
        },
        getQuote: async (request: unknown) => {
          received.push(request);
          return { symbol: "ACME", price: "12.50", asOf: "2026-11-28T09:00:00Z", history: [] };
        },
      }),
    );
    try {
      const endpoint = `${await listening(server)}${servicePath}`;
      const client = await createClientAsync(wsdl, { endpoint, disableCache: true });
      const requests: string[] = [];
      client.on("request", (xml: string) => requests.push(xml));
      const [answer] = (await client["listSymbolsAsync"]({ exchange: "LSE", limit: 3 })) as [unknown];
      expect(answer).toEqual({ count: 6, first: "LSE:ACME" });
      expect(received).toEqual([{ exchange: "LSE", limit: 3 }]);
      expect(requests[0]).toContain(
        "<tns:listSymbols><exchange>LSE</exchange><limit>3</limit></tns:listSymbols>",
      );

      // Deviation: the qualified children of a part's type are sent unqualified; read leniently, they still
      // fill their members (strict reading refuses them).
      const [quote] = (await client["getQuoteAsync"]({ symbol: "ACME", options: { exchange: "NYSE" } })) as [
        unknown,
      ];
      expect(requests[1]).toContain("<options><exchange>NYSE</exchange></options>");
      expect(received[1]).toEqual({ symbol: "ACME", options: { exchange: "NYSE" } });
      expect(quote).toEqual({ quote: { symbol: "ACME", price: "12.50", asOf: "2026-11-28T09:00:00Z" } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("calls node-soap's server, which qualifies the response's part accessors", async () => {
    const server = createServer();
    try {
      const baseUrl = await listening(server);
      const requests: string[] = [];
      const peer = listen(server, {
        path: servicePath,
        xml: await readFile(wsdl, "utf8"),
        services: {
          StockQuoteService: {
            StockQuotePort: {
              listSymbols: (args: { exchange: string; limit: string }) => ({
                count: Number(args.limit) + 1,
                first: `X-${args.exchange}`,
              }),
            },
          },
        },
      });
      peer.on("request", (request: unknown) => requests.push(JSON.stringify(request)));
      const client = new generated.StockQuoteServiceClient({ baseUrl });
      const answer = await client.listSymbols({ exchange: "LSE", limit: 2 });
      // node-soap read our request: its handler ran with our parts.
      expect(requests.join("")).toContain('"listSymbols":{"exchange":"LSE","limit":"2"}');
      // Its part accessors, qualified against WSDL 1.1 section 3.5, fill their members when read leniently.
      expect(answer).toEqual({ count: 3, first: "X-LSE" });
      await expect(
        new generated.StockQuoteServiceClient({ baseUrl, readOptions: { strict: true } }).listSymbols({
          exchange: "LSE",
          limit: 2,
        }),
      ).rejects.toThrow(
        "listSymbols: malformed response: 1:221: unexpected element {urn:example:stock}count",
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
