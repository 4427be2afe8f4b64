// Operations whose binding says soapAction="" while the port type gives each input a wsam:Action, as JAX-WS RI
// (Metro) publishes them, with the package generated from test/fixtures/corpus/empty-soap-action/. Our client
// sends the port type's action (as JAX-WS RI clients do); clients that go by the binding send the empty one:
// PHP's SoapClient (`SOAPAction: ""` over SOAP 1.1, `action=""` over SOAP 1.2), .NET and zeep. Our server takes
// both and then tells the operation by its request element. The PHP calls are skipped where the machine has no
// php with the soap extension; the raw requests are not.
import { mkdtemp, rm } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening, postEnvelope } from "../support/generated-package.ts";
import { phpSoap, runPhpClient } from "./php/php-peer.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(
  repositoryRoot,
  "test",
  "fixtures",
  "corpus",
  "empty-soap-action",
  "CounterService.wsdl",
);
const servicePath = "/counter/CounterService";
const NS = "urn:example:counter";

interface Handlers {
  add(request: { readonly amount: number }): Promise<number>;
  reset(request: { readonly label?: string }): Promise<string | undefined>;
}

interface Generated {
  readonly CounterService: unknown;
  readonly CounterServiceClient: new (options: { baseUrl: string; transport?: string }) => Handlers;
  readonly createServiceListener: (service: unknown, handlers: Handlers) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

describe("an empty soapAction beside the port type's wsam:Action", () => {
  let scratch = "";
  let generated: Generated;
  let server: Server;
  let base = "";
  const received: unknown[] = [];

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-empty-soap-action-"));
    generated = await generatePackage<Generated>(wsdl, scratch);
    server = generated.createSoapServer(
      generated.createServiceListener(generated.CounterService, {
        add: async (request) => {
          received.push(request);
          return request.amount + 1;
        },
        reset: async (request) => {
          received.push(request);
          return `reset ${request.label ?? ""}`;
        },
      }),
    );
    base = await listening(server);
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("is taken by our server, which goes by the request element", async () => {
    const add = await postEnvelope(`${base}${servicePath}`, NS, "", `<t:add><amount>41</amount></t:add>`);
    expect(add.status, add.text).toBe(200);
    expect(add.text).toMatch(/<return[^>]*>42<\/return>/);
    const reset = await postEnvelope(`${base}${servicePath}`, NS, "", `<t:reset><label>a</label></t:reset>`);
    expect(reset.status, reset.text).toBe(200);
    expect(reset.text).toMatch(/<return[^>]*>reset a<\/return>/);
  });

  it("leaves our client sending the port type's action", async () => {
    for (const transport of ["soap11", "soap12"]) {
      const client = new generated.CounterServiceClient({ baseUrl: base, transport });
      expect(await client.add({ amount: 1 })).toBe(2);
    }
  });

  it.skipIf(!phpSoap).each(["1.1", "1.2"] as const)("answers PHP's SoapClient over SOAP %s", async (soap) => {
    const before = received.length;
    const run = await runPhpClient(`${base}${servicePath}?WSDL`, soap, [
      { operation: "add", args: [{ amount: 6 }] },
      { operation: "reset", args: [{ label: "b" }] },
    ]);
    expect(run.calls).toEqual([
      expect.objectContaining({ result: { return: 7 } }),
      expect.objectContaining({ result: { return: "reset b" } }),
    ]);
    expect(received.slice(before)).toEqual([{ amount: 6 }, { label: "b" }]);
  });
});
