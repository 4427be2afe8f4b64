// An rpc/literal operation whose soap:body names another namespace than the WSDL's targetNamespace
// (test/fixtures/corpus/rpc-body-namespace/, Axis 1's shape) against a real peer, node-soap (1.13), on 127.0.0.1.
// node-soap writes the wrapper in the targetNamespace whatever soap:body names (its lib/client.js, and its
// lib/server.js for the response); our server takes the request there too, by its local name, as it takes one in
// no namespace from PHP, and our client the response.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClientAsync, listen } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";

const wsdl = path.join(
  import.meta.dirname,
  "..",
  "fixtures",
  "corpus",
  "rpc-body-namespace",
  "TemperatureService.wsdl",
);

interface Generated {
  readonly TemperatureService: { readonly path: string };
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
  readonly TemperatureServiceClient: new (options: { baseUrl: string }) => {
    toCelsius(request: { fahrenheit: number }): Promise<number | undefined>;
  };
}

describe("an rpc wrapper in the WSDL's targetNamespace with node-soap", () => {
  let scratch = "";
  let generated: Generated;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-rpc-ns-"));
    generated = await generatePackage<Generated>(wsdl, path.join(scratch, "package"));
  });

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("is read as the operation's request", async () => {
    const received: unknown[] = [];
    const server = generated.createSoapServer(
      generated.createServiceListener(generated.TemperatureService, {
        toCelsius: (request: { fahrenheit: number }) => {
          received.push(request);
          return Promise.resolve((request.fahrenheit - 32) / 1.8);
        },
      }),
    );
    try {
      const base = await listening(server);
      const client = await createClientAsync(`${base}${generated.TemperatureService.path}?wsdl`);
      const call = client["toCelsiusAsync"] as (request: object) => Promise<[unknown, string]>;
      const [result, raw] = await call({ fahrenheit: 212 });
      expect(client.lastRequest).toContain('xmlns:impl="urn:example:temperature:wsdl"');
      expect(client.lastRequest).toContain("<impl:toCelsius>");
      // Our answer stays in the soap:body namespace.
      expect(raw).toContain('xmlns="urn:example:temperature:service"><soap:Body><toCelsiusResponse>');
      expect(result).toEqual({ celsius: 100 });
      expect(received).toEqual([{ fahrenheit: 212 }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);

  it("answers our client with its response wrapper in the targetNamespace, read as the result", async () => {
    const server = createServer();
    try {
      const base = await listening(server);
      const peer = listen(server, {
        path: generated.TemperatureService.path,
        xml: await readFile(wsdl, "utf8"),
        services: {
          TemperatureService: {
            Temperature: {
              toCelsius: (args: { fahrenheit: string }) => ({
                celsius: (Number(args.fahrenheit) - 32) / 1.8,
              }),
            },
          },
        },
      });
      const responses: string[] = [];
      peer.on("response", (response: { result: string }) => responses.push(response.result));
      const client = new generated.TemperatureServiceClient({ baseUrl: base });
      expect(await client.toCelsius({ fahrenheit: 212 })).toBe(100);
      expect(responses[0]).toContain('xmlns:impl="urn:example:temperature:wsdl"');
      expect(responses[0]).toContain("<impl:toCelsiusResponse>");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});
