// A client's extra HTTP headers (per client, as a function called per call, and per call) and its `onExchange`
// hook, which sees every HTTP exchange of a call as text, over each transport: what went out
// and what came back, with the password parameter's value and credential headers masked, and the URL without
// the base URL's credentials; a call that gets no answer is reported with its TransportError.
import path from "node:path";
import type { IncomingHttpHeaders, RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpExchange } from "../../generator/runtime/http-client.ts";
import type { Transport } from "../../generator/runtime/operation.ts";
import { generatedRoot, loadPackage, type GeneratedModule } from "./support.ts";

interface Client {
  getMeals(
    request: object,
    options?: { transport?: Transport; headers?: Record<string, string> },
  ): Promise<unknown>;
}
type ClientClass = new (options: object) => Client;

const PASSWORD = "pa ss&<w>";
const request = { userName: "alice", password: PASSWORD, language: "en" };

let index: GeneratedModule;
const received: IncomingHttpHeaders[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  index = await loadPackage("15");
  const mock = (await import(path.join(generatedRoot, "v15", "src", "mock.ts"))) as GeneratedModule;
  const listeners = (mock["mockListeners"] as () => Record<string, unknown>)();
  const createRouter = index["createRouter"] as (mounts: object) => RequestListener;
  const router = createRouter(listeners);
  const recording: RequestListener = (request, response) => {
    received.push(request.headers);
    router(request, response);
  };
  server = (index["createSoapServer"] as (listener: RequestListener) => Server)(recording);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("onExchange", () => {
  it.each(["soap11", "soap12", "get", "post"] as const)(
    "reports the exchange of a call over %s, secrets masked",
    async (transport) => {
      const exchanges: HttpExchange[] = [];
      let headerCalls = 0;
      const Client = index["NonStaticXMLAPIClient"] as ClientClass;
      const client = new Client({
        baseUrl: base.replace("http://", "http://ops:hidden@"),
        // A function: called once per call, as for a token that expires; the report shows what it gave.
        headers: () => {
          headerCalls++;
          return { authorization: "Bearer t0ken", "x-trace": `t-${headerCalls}` };
        },
        onExchange: (exchange: HttpExchange) => exchanges.push(exchange),
      });
      received.length = 0;
      const result = await client.getMeals(request, { transport, headers: { "x-call": "c-1" } });
      expect(headerCalls).toBe(1);
      expect(received.at(-1)).toMatchObject({
        authorization: "Bearer t0ken",
        "x-trace": "t-1",
        "x-call": "c-1",
      });
      expect(exchanges).toHaveLength(1);
      const [exchange] = exchanges;
      expect(exchange).toMatchObject({
        operation: "GetMeals",
        transport,
        method: transport === "get" ? "GET" : "POST",
        requestHeaders: { authorization: "***", "x-trace": "t-1", "x-call": "c-1" },
        response: {
          status: 200,
          contentType: expect.stringMatching(/xml/),
          headers: { "content-type": expect.stringMatching(/xml/) },
        },
      });
      expect(exchange?.url.startsWith(`${base}/15/SOAP/NonStaticXMLAPI.asmx`)).toBe(true);
      expect(exchange?.url).not.toContain("hidden");
      const sent = `${exchange?.url ?? ""}\n${exchange?.requestBody ?? ""}`;
      expect(sent).toContain("alice");
      expect(sent).toContain("***");
      for (const spelling of [
        PASSWORD,
        "pa ss&amp;&lt;w&gt;",
        encodeURIComponent(PASSWORD),
        "pa+ss%26%3Cw%3E",
      ])
        expect(sent).not.toContain(spelling);
      // The body read is the one the result came from.
      const meals = (result as { meals: { name: string }[] }).meals;
      expect(meals.length).toBeGreaterThan(0);
      for (const meal of meals) expect(exchange?.response?.body).toContain(meal.name);
      expect(exchange?.durationMs).toBeGreaterThanOrEqual(0);
    },
  );

  it("sends a base URL's credentials as HTTP Basic authentication, and shows them nowhere", async () => {
    const exchanges: HttpExchange[] = [];
    const Client = index["NonStaticXMLAPIClient"] as ClientClass;
    const client = new Client({
      baseUrl: base.replace("http://", "http://us%40er:p%3Ass@"),
      onExchange: (exchange: HttpExchange) => exchanges.push(exchange),
    });
    received.length = 0;
    await client.getMeals(request);
    const basic = `Basic ${Buffer.from("us@er:p:ss").toString("base64")}`;
    expect(received.at(-1)?.authorization).toBe(basic);
    expect(JSON.stringify(exchanges)).not.toMatch(/us%40er|p%3Ass|us@er/);
    expect(exchanges[0]?.url.startsWith(`${base}/`)).toBe(true);
  });

  it.each(["soap11", "soap12"] as const)(
    "sends a WS-Security UsernameToken over %s, its password masked, and mustUnderstand where asked",
    async (transport) => {
      const exchanges: HttpExchange[] = [];
      const Client = index["NonStaticXMLAPIClient"] as ClientClass;
      const token = { username: "svc-user", password: "t0k&n" };
      const client = new Client({
        baseUrl: base,
        usernameToken: token,
        onExchange: (exchange: HttpExchange) => exchanges.push(exchange),
      });
      await client.getMeals(request, { transport });
      const sent = exchanges[0]?.requestBody ?? "";
      expect(sent).toMatch(/<\w+:Header><wsse:Security [^>]*><wsse:UsernameToken><wsse:Username>svc-user</);
      expect(sent).toMatch(/#PasswordText">\*\*\*<\/wsse:Password>/);
      // Marked mustUnderstand: the mocks take it, as a client of a service with a security policy sends it.
      const strict = new Client({ baseUrl: base, usernameToken: { ...token, mustUnderstand: true } });
      await expect(strict.getMeals(request, { transport })).resolves.toMatchObject({
        meals: expect.any(Array),
      });
    },
  );

  it("is refused with a MustUnderstand fault where the listener does not take the block", async () => {
    const mock = (await import(path.join(generatedRoot, "v15", "src", "mock.ts"))) as GeneratedModule;
    const listeners = (mock["mockListeners"] as (options: object) => Record<string, unknown>)({
      understoodHeaders: [],
    });
    const createRouter = index["createRouter"] as (mounts: object) => RequestListener;
    const plain = (index["createSoapServer"] as (listener: RequestListener) => Server)(
      createRouter(listeners),
    );
    await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
    try {
      const Client = index["NonStaticXMLAPIClient"] as ClientClass;
      const strict = new Client({
        baseUrl: `http://127.0.0.1:${(plain.address() as AddressInfo).port}`,
        usernameToken: { username: "svc-user", password: "t0k&n", mustUnderstand: true },
      });
      const error = await strict.getMeals(request).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(index["SoapFaultError"] as new () => Error);
      expect((error as { fault: { code: string } }).fault.code).toMatch(/MustUnderstand$/);
    } finally {
      plain.closeAllConnections();
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it("is checked by a service that names the Security block understood, digest and mustUnderstand", async () => {
    const mock = (await import(path.join(generatedRoot, "v15", "src", "mock.ts"))) as GeneratedModule;
    const readToken = index["readUsernameToken"] as (blocks: readonly string[]) => unknown;
    const verify = index["verifyUsernameToken"] as (token: unknown, password: string) => boolean;
    const listeners = (mock["mockListeners"] as (options: object) => Record<string, unknown>)({
      understoodHeaders: [
        "{http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd}Security",
      ],
      authenticate: (_credentials: unknown, context: { otherSoapHeaders: readonly string[] }) => {
        const token = readToken(context.otherSoapHeaders) as { username: string } | undefined;
        return token?.username === "svc-user" && verify(token, "t0k&n");
      },
    });
    const createRouter = index["createRouter"] as (mounts: object) => RequestListener;
    const secured = (index["createSoapServer"] as (listener: RequestListener) => Server)(
      createRouter(listeners),
    );
    await new Promise<void>((resolve) => secured.listen(0, "127.0.0.1", resolve));
    const securedBase = `http://127.0.0.1:${(secured.address() as AddressInfo).port}`;
    try {
      const Client = index["NonStaticXMLAPIClient"] as ClientClass;
      const call = (password: string) =>
        new Client({
          baseUrl: securedBase,
          usernameToken: { username: "svc-user", password, digest: true, mustUnderstand: true },
        }).getMeals(request, { transport: "soap12" });
      await expect(call("t0k&n")).resolves.toMatchObject({ meals: expect.any(Array) });
      const refused = await call("wrong").catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(index["SoapFaultError"] as new () => Error);
      expect((refused as { fault: { reason: string } }).fault.reason).toBe("Invalid login.");
    } finally {
      secured.closeAllConnections();
      await new Promise((resolve) => secured.close(resolve));
    }
  });

  it("reports a call that gets no answer with its TransportError", async () => {
    const exchanges: HttpExchange[] = [];
    const Client = index["NonStaticXMLAPIClient"] as ClientClass;
    // Nothing listens on port 9 of 127.0.0.1.
    const client = new Client({
      baseUrl: "http://127.0.0.1:9",
      onExchange: (e: HttpExchange) => exchanges.push(e),
    });
    const error = await client.getMeals(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(index["TransportError"] as new () => Error);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.error).toBe(error);
    expect(exchanges[0]?.response).toBeUndefined();
  });
});
