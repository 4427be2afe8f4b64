// One-way operations and responses without a result against a real peer, node-soap (1.13), on 127.0.0.1, with the
// packages generated from test/fixtures/corpus/one-way/ (document/literal) and one-way-rpc/ (rpc/literal), SOAP 1.1.
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClientAsync, listen } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const corpus = path.join(repositoryRoot, "test", "fixtures", "corpus");
const wsdl = path.join(corpus, "one-way", "AuditService.wsdl");
const rpcWsdl = path.join(corpus, "one-way-rpc", "AuditRpc.wsdl");

interface LogEvent {
  readonly level?: string;
  readonly text?: string;
  readonly at: string;
}

type Call<R> = (request: R, options?: { soapHeaders?: object }) => Promise<unknown>;

interface Generated {
  readonly AuditService: { readonly path: string };
  readonly AuditServiceClient: new (options: { baseUrl: string }) => {
    logEvent: Call<LogEvent>;
    ping: Call<{ note?: string }>;
    flush: Call<{ channel?: string }>;
  };
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

interface GeneratedRpc {
  readonly AuditRpcService: { readonly path: string };
  readonly AuditRpcServiceClient: new (options: { baseUrl: string }) => {
    notify: Call<{ topic: string; count: number }>;
    reset: Call<{ scope: string }>;
  };
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

describe("one-way and result-less operations with node-soap", () => {
  let scratch = "";
  let generated: Generated;
  let generatedRpc: GeneratedRpc;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-one-way-"));
    generated = await generatePackage<Generated>(wsdl, path.join(scratch, "document"));
    generatedRpc = await generatePackage<GeneratedRpc>(rpcWsdl, path.join(scratch, "rpc"));
  });

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("serves node-soap's client: one-way calls accepted with 202, void ones answered empty", async () => {
    const received: unknown[] = [];
    const record =
      (name: string) =>
      async (request: unknown, context: { soapHeaders: object }): Promise<void> => {
        received.push([name, request, context.soapHeaders]);
      };
    const documentServer = generated.createSoapServer(
      generated.createServiceListener(generated.AuditService, {
        logEvent: record("logEvent"),
        ping: record("ping"),
        flush: record("flush"),
      }),
    );
    const rpcServer = generatedRpc.createSoapServer(
      generatedRpc.createServiceListener(generatedRpc.AuditRpcService, {
        notify: record("notify"),
        reset: record("reset"),
      }),
    );
    try {
      const documentClient = await createClientAsync(wsdl, {
        endpoint: `${await listening(documentServer)}${generated.AuditService.path}`,
        disableCache: true,
      });
      documentClient.addSoapHeader({ Session: { id: "s-1" } }, "", "tns", "http://audit.example.org/");
      const statuses: number[] = [];
      documentClient.on("response", (_body: string, response: { status: number }) =>
        statuses.push(response.status),
      );
      const event = { level: "info", text: "started", at: "2025-03-01T10:00:00Z" };
      const [logged] = (await documentClient["LogEventAsync"](event)) as [unknown];
      expect(logged).toBeNull();
      const [pinged] = (await documentClient["PingAsync"]({ note: "hi" })) as [unknown];
      expect(pinged).toBeNull();
      expect(statuses).toEqual([202, 200]);

      const rpcClient = await createClientAsync(rpcWsdl, {
        endpoint: `${await listening(rpcServer)}${generatedRpc.AuditRpcService.path}`,
        disableCache: true,
      });
      await rpcClient["notifyAsync"]({ topic: "deploy", count: 2 });
      await rpcClient["resetAsync"]({ scope: "all" });

      expect(received).toEqual([
        ["logEvent", event, { Session: { id: "s-1" } }],
        ["ping", { note: "hi" }, {}],
        ["notify", { topic: "deploy", count: 2 }, {}],
        ["reset", { scope: "all" }, {}],
      ]);
    } finally {
      await new Promise((resolve) => documentServer.close(resolve));
      await new Promise((resolve) => rpcServer.close(resolve));
    }
  });

  it("calls node-soap's server: its one-way answer (200, empty) resolves, as its void responses do; it cannot read an rpc one-way request", async () => {
    const server = createServer();
    const rpcServer = createServer();
    try {
      const baseUrl = await listening(server);
      const rpcBaseUrl = await listening(rpcServer);
      const xml = await readFile(wsdl, "utf8");
      const received: unknown[] = [];
      listen(server, {
        path: generated.AuditService.path,
        xml,
        services: {
          AuditService: {
            AuditServiceSoap: {
              LogEvent: (args: unknown, _callback: unknown, headers: unknown) => {
                received.push(["LogEvent", args, headers]);
              },
              Ping: (args: unknown) => {
                received.push(["Ping", args]);
                return {};
              },
            },
          },
        },
      });
      listen(rpcServer, {
        path: generatedRpc.AuditRpcService.path,
        xml: await readFile(rpcWsdl, "utf8"),
        services: {
          AuditRpcService: {
            AuditRpcPort: {
              notify: (args: unknown) => {
                received.push(["notify", args]);
              },
              reset: (args: unknown) => {
                received.push(["reset", args]);
                return {};
              },
            },
          },
        },
      });
      const client = new generated.AuditServiceClient({ baseUrl });
      await expect(
        client.logEvent(
          { level: "warn", at: "2025-03-01T10:00:00Z" },
          { soapHeaders: { Session: { id: "s-2" } } },
        ),
      ).resolves.toBeUndefined();
      await expect(client.ping({ note: "there" })).resolves.toBeUndefined();
      const rpcClient = new generatedRpc.AuditRpcServiceClient({ baseUrl: rpcBaseUrl });
      await expect(rpcClient.reset({ scope: "all" })).resolves.toBeUndefined();
      // Deviation: node-soap reads an rpc request wrapper as the output message of its operation (it looks for
      // `<op>Response` only), so it fails on a one-way operation's, which has none, with an HTTP 500.
      const failure = await rpcClient.notify({ topic: "deploy", count: 3 }).then(
        () => undefined,
        (error: { status?: number; bodyExcerpt?: string }) => [
          error.status,
          error.bodyExcerpt?.split("\n")[0],
        ],
      );
      expect(failure).toEqual([
        500,
        "TypeError: Cannot read properties of undefined (reading 'description')",
      ]);
      expect(received).toEqual([
        // node-soap reads an xs:dateTime as a Date.
        ["LogEvent", { level: "warn", at: new Date("2025-03-01T10:00:00Z") }, { Session: { id: "s-2" } }],
        ["Ping", { note: "there" }],
        ["reset", { scope: "all" }],
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => rpcServer.close(resolve));
    }
  });

  it("reads Axis 1's empty <op>Response to an operation whose output has no part", async () => {
    // Axis 1.4 answers Flush so, in the soap:body namespace or none (interop round 3's echoVoid).
    const answers = ['<FlushResponse xmlns="http://audit.example.org/"/>', "<FlushResponse/>"];
    const server = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        response.writeHead(200, { "content-type": "text/xml; charset=utf-8" });
        response.end(
          `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>${answers.shift()}</soapenv:Body></soapenv:Envelope>`,
        );
      });
    });
    try {
      const client = new generated.AuditServiceClient({ baseUrl: await listening(server) });
      await expect(client.flush({ channel: "c" })).resolves.toBeUndefined();
      await expect(client.flush({ channel: "c" })).resolves.toBeUndefined();
      expect(answers).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
