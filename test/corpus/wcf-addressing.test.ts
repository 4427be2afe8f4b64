// A WCF service with a basicHttpBinding endpoint and a wsHttpBinding one whose policy asks for WS-Addressing
// (test/fixtures/corpus/wcf-addressing/): through the generated client and server over real HTTP on 127.0.0.1,
// SOAP 1.2 calls carry wsa:Action, wsa:MessageID, wsa:ReplyTo and wsa:To, the answer wsa:Action and
// wsa:RelatesTo; SOAP 1.1 calls, of the binding without addressing, carry none and refuse a wsa block to be
// understood.
import { mkdtemp, rm } from "node:fs/promises";
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening, postEnvelope } from "../support/generated-package.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(repositoryRoot, "test", "fixtures", "corpus", "wcf-addressing", "QuoteService.wsdl");
const NS = "http://tempuri.org/";
const WSA = "http://www.w3.org/2005/08/addressing";
const SOAP12 = "http://www.w3.org/2003/05/soap-envelope";

type Transport = "soap11" | "soap12";

interface Addressing {
  readonly action?: string;
  readonly messageId?: string;
  readonly to?: string;
}

interface ClientOptions {
  readonly baseUrl: string;
  readonly transport?: Transport;
  readonly addressing?: boolean;
}

interface Generated {
  readonly QuoteService: { readonly path: string };
  readonly GetQuoteOperation: unknown;
  readonly SoapClient: new (
    path: string,
    options: ClientOptions,
  ) => {
    callWithHeaders(
      op: unknown,
      request: { symbol?: string | null },
    ): Promise<{ result: unknown; otherHeaders: readonly string[] }>;
  };
  readonly QuoteServiceClient: new (options: ClientOptions) => {
    subscribe(request: { symbol?: string | null }, options?: { transport?: Transport }): Promise<void>;
  };
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

/** What reached the server: content type and body of each request. */
interface Seen {
  readonly contentType: string | undefined;
  readonly soapAction: string | undefined;
  readonly body: string;
}

describe("a WCF wsHttpBinding endpoint whose policy requires WS-Addressing", () => {
  let scratch = "";
  let generated: Generated;
  const contexts: (Addressing | undefined)[] = [];
  const handlers = {
    getQuote: async (request: { symbol?: string | null }, context: { addressing?: Addressing }) => {
      contexts.push(context.addressing);
      if (request.symbol === "FAIL") throw new Error("no quote");
      return "12.5";
    },
    subscribe: async (_request: unknown, context: { addressing?: Addressing }) => {
      contexts.push(context.addressing);
    },
  };

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-wcf-addressing-"));
    generated = await generatePackage<Generated>(wsdl, scratch);
  });

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  /** Runs `body` against the generated server, each request it gets kept in `seen`. */
  async function withServer(body: (baseUrl: string, seen: Seen[]) => Promise<void>): Promise<void> {
    const seen: Seen[] = [];
    contexts.length = 0;
    const listener = generated.createServiceListener(generated.QuoteService, handlers);
    const server = generated.createSoapServer((request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () =>
        seen.push({
          contentType: request.headers["content-type"],
          soapAction: request.headers["soapaction"] as string | undefined,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      listener(request, response);
    });
    try {
      await body(await listening(server), seen);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  /** Calls GetQuote with `options`; resolves to the result and the response's header blocks as markup. */
  function getQuote(options: ClientOptions) {
    return new generated.SoapClient(generated.QuoteService.path, options).callWithHeaders(
      generated.GetQuoteOperation,
      { symbol: "ACME" },
    );
  }

  /** The text of the wsa block `local` in `markup`, and whether it is marked mustUnderstand. */
  function block(markup: string, local: string): { text: string; mustUnderstand: boolean } | undefined {
    const match = new RegExp(`<wsa:${local}\\b([^>]*)>(.*?)</wsa:${local}>`).exec(markup);
    return match === null
      ? undefined
      : { text: match[2] ?? "", mustUnderstand: /:mustUnderstand="(?:1|true)"/.test(match[1] ?? "") };
  }

  it("sends the addressing headers over SOAP 1.2 and reads the answer's wsa:Action and wsa:RelatesTo", async () => {
    await withServer(async (baseUrl, seen) => {
      const { result, otherHeaders } = await getQuote({ baseUrl, transport: "soap12" });
      expect(result).toBe("12.5");
      const [sent] = seen;
      const action = `${NS}IQuoteService/GetQuote`;
      expect(sent?.contentType).toBe(`application/soap+xml; charset=utf-8; action="${action}"`);
      const body = sent?.body ?? "";
      const to = `${baseUrl}${generated.QuoteService.path}`;
      expect(block(body, "Action")).toEqual({ text: action, mustUnderstand: true });
      expect(block(body, "To")).toEqual({ text: to, mustUnderstand: true });
      expect(block(body, "ReplyTo")).toEqual({
        text: `<wsa:Address>${WSA}/anonymous</wsa:Address>`,
        mustUnderstand: false,
      });
      const messageId = block(body, "MessageID")?.text ?? "";
      expect(messageId).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
      expect(body).toContain(`xmlns:wsa="${WSA}"`);
      expect(contexts).toEqual([{ action, messageId, to }]);

      const answer = otherHeaders.join("");
      expect(block(answer, "Action")).toEqual({
        text: `${NS}IQuoteService/GetQuoteResponse`,
        mustUnderstand: true,
      });
      expect(block(answer, "RelatesTo")?.text).toBe(messageId);

      // A fresh MessageID per call.
      await getQuote({ baseUrl, transport: "soap12" });
      expect(block(seen[1]?.body ?? "", "MessageID")?.text).not.toBe(messageId);
    });
  });

  it("sends a one-way request's action and address, without MessageID or ReplyTo", async () => {
    await withServer(async (baseUrl, seen) => {
      await new generated.QuoteServiceClient({ baseUrl }).subscribe(
        { symbol: "ACME" },
        { transport: "soap12" },
      );
      const body = seen[0]?.body ?? "";
      expect(block(body, "Action")?.text).toBe(`${NS}IQuoteService/Subscribe`);
      expect(block(body, "To")).toBeDefined();
      expect([block(body, "MessageID"), block(body, "ReplyTo")]).toEqual([undefined, undefined]);
    });
  });

  it("sends no addressing headers over SOAP 1.1, whose binding does not use addressing", async () => {
    await withServer(async (baseUrl, seen) => {
      const { result, otherHeaders } = await getQuote({ baseUrl });
      expect([result, otherHeaders]).toEqual(["12.5", []]);
      expect(seen[0]?.soapAction).toBe(`"${NS}IQuoteService/GetQuote"`);
      expect(seen[0]?.body).not.toContain(WSA);
      expect(contexts).toEqual([undefined]);
    });
  });

  it("refuses a SOAP 1.2 request without wsa:Action, and one the client sends with addressing off", async () => {
    await withServer(async (baseUrl) => {
      const url = `${baseUrl}${generated.QuoteService.path}`;
      const plain = await postEnvelope(
        url,
        NS,
        undefined,
        "<t:GetQuote><t:symbol>ACME</t:symbol></t:GetQuote>",
      );
      expect(plain.status).toBe(500);
      expect(plain.text).toContain(
        "A required header representing a Message Addressing Property is not present",
      );
      await expect(getQuote({ baseUrl, transport: "soap12", addressing: false })).rejects.toThrow(
        /Message Addressing Property is not present/,
      );
      expect(contexts).toEqual([]);
    });
  });

  it("answers a wsa block to be understood over SOAP 1.1, whose binding does not use addressing, with a MustUnderstand fault", async () => {
    await withServer(async (baseUrl) => {
      const url = `${baseUrl}${generated.QuoteService.path}`;
      const header = `<s:Header><wsa:Action xmlns:wsa="${WSA}" s:mustUnderstand="1">${NS}IQuoteService/GetQuote</wsa:Action></s:Header>`;
      const answer = await postEnvelope(
        url,
        NS,
        `${NS}IQuoteService/GetQuote`,
        "<t:GetQuote><t:symbol>ACME</t:symbol></t:GetQuote>",
        header,
      );
      expect(answer.status).toBe(500);
      expect(answer.text).toContain("MustUnderstand");
      expect(answer.text).toContain(`{${WSA}}Action`);
      expect(contexts).toEqual([]);
    });
  });

  it("answers a fault to an addressed request with the fault action and wsa:RelatesTo", async () => {
    await withServer(async (baseUrl) => {
      const url = `${baseUrl}${generated.QuoteService.path}`;
      const header =
        `<s:Header><a:Action xmlns:a="${WSA}" s:mustUnderstand="1">${NS}IQuoteService/GetQuote</a:Action>` +
        `<a:MessageID xmlns:a="${WSA}">urn:uuid:77</a:MessageID></s:Header>`;
      const answer = await postEnvelope(
        url,
        NS,
        undefined,
        "<t:GetQuote><t:symbol>FAIL</t:symbol></t:GetQuote>",
        header,
      );
      expect(answer.status).toBe(500);
      expect(answer.text).toContain("Server was unable to process request.");
      expect(block(answer.text, "Action")?.text).toBe(`${WSA}/soap/fault`);
      expect(block(answer.text, "RelatesTo")?.text).toBe("urn:uuid:77");
    });
  });

  it("understands the wsa blocks of a SOAP 1.2 request written by another client", async () => {
    await withServer(async (baseUrl) => {
      const url = `${baseUrl}${generated.QuoteService.path}`;
      const header =
        `<s:Header><a:Action xmlns:a="${WSA}" s:mustUnderstand="1">${NS}IQuoteService/GetQuote</a:Action>` +
        `<a:MessageID xmlns:a="${WSA}">urn:uuid:4f1c</a:MessageID>` +
        `<a:ReplyTo xmlns:a="${WSA}"><a:Address>${WSA}/anonymous</a:Address></a:ReplyTo>` +
        `<a:To xmlns:a="${WSA}" s:mustUnderstand="1">${url}</a:To></s:Header>`;
      const answer = await postEnvelope(
        url,
        NS,
        undefined,
        "<t:GetQuote><t:symbol>ACME</t:symbol></t:GetQuote>",
        header,
      );
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(
        `xmlns:s="${SOAP12}" s:mustUnderstand="1">${NS}IQuoteService/GetQuoteResponse</wsa:Action>`,
      );
      expect(block(answer.text, "RelatesTo")?.text).toBe("urn:uuid:4f1c");
    });
  });
});
