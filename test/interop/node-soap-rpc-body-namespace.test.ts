// An rpc/literal operation whose soap:body names another namespace than the WSDL's targetNamespace
// (test/fixtures/corpus/rpc-body-namespace/, Axis 1's shape) against a real peer, node-soap (1.13), on 127.0.0.1.
// node-soap writes the wrapper in the targetNamespace whatever soap:body names (its lib/client.js); our server takes
// it there too, by its local name, as it takes one in no namespace from PHP.
import { mkdtemp, rm } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClientAsync } from "soap";
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
});
