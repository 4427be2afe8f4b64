// WS-Addressing against a real peer, node-soap (1.13), on 127.0.0.1: the client generated from
// test/fixtures/corpus/wcf-addressing/ calls node-soap's server over the SOAP 1.2 binding whose policy requires
// addressing. node-soap does not check mustUnderstand and hands the header blocks to its handler, which shows
// what went on the wire as a peer reads it.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { listen } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(repositoryRoot, "test", "fixtures", "corpus", "wcf-addressing", "QuoteService.wsdl");

interface Generated {
  readonly QuoteService: { readonly path: string };
  readonly QuoteServiceClient: new (options: { baseUrl: string; transport?: "soap11" | "soap12" }) => {
    getQuote(request: { symbol?: string | null }): Promise<string | undefined>;
  };
}

describe("WS-Addressing headers with node-soap's server", () => {
  let scratch = "";
  let generated: Generated;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-addressing-"));
    generated = await generatePackage<Generated>(wsdl, scratch);
  });

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("sends wsa:Action, wsa:MessageID, wsa:ReplyTo and wsa:To over SOAP 1.2, which node-soap reads", async () => {
    const server = createServer();
    try {
      const baseUrl = await listening(server);
      const received: unknown[] = [];
      const getQuote = (args: unknown, _callback: unknown, headers: unknown) => {
        received.push([args, headers]);
        return { GetQuoteResult: "12.5" };
      };
      // node-soap's server writes SOAP 1.2 envelopes only when told to, and serves a path as the port whose address
      // has it (the basic one here): both ports get the handler.
      listen(server, {
        path: generated.QuoteService.path,
        xml: await readFile(wsdl, "utf8"),
        forceSoap12Headers: true,
        services: {
          QuoteService: {
            BasicHttpBinding_IQuoteService: { GetQuote: getQuote },
            WSHttpBinding_IQuoteService: { GetQuote: getQuote },
          },
        },
      });
      const client = new generated.QuoteServiceClient({ baseUrl, transport: "soap12" });
      expect(await client.getQuote({ symbol: "ACME" })).toBe("12.5");
      expect(received).toEqual([
        [
          { symbol: "ACME" },
          {
            Action: expect.objectContaining({ $value: "http://tempuri.org/IQuoteService/GetQuote" }),
            MessageID: expect.stringMatching(/^urn:uuid:/),
            ReplyTo: { Address: "http://www.w3.org/2005/08/addressing/anonymous" },
            To: expect.objectContaining({ $value: `${baseUrl}${generated.QuoteService.path}` }),
          },
        ],
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
