// A WSDL of bindings without a wsdl:service (ONVIF's shape, test/fixtures/corpus/bindings-only/) against a real
// peer, node-soap (1.13), on 127.0.0.1: it reads the ?WSDL our server publishes, where the generator added the
// service's endpoint, and calls the operation over SOAP 1.2.
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
  "bindings-only",
  "CameraService.wsdl",
);

interface Generated {
  readonly PTZ: { readonly path: string };
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

describe("a WSDL without wsdl:service with node-soap", () => {
  let scratch = "";
  let generated: Generated;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-bindings-only-"));
    generated = await generatePackage<Generated>(wsdl, path.join(scratch, "package"));
  });

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("publishes an endpoint node-soap reads and calls", async () => {
    const received: unknown[] = [];
    const server = generated.createSoapServer(
      generated.createServiceListener(generated.PTZ, {
        getPresets: (request: { profileToken: string }) => {
          received.push(request);
          return Promise.resolve(["Home", "Gate"]);
        },
      }),
    );
    try {
      const base = await listening(server);
      const client = await createClientAsync(`${base}${generated.PTZ.path}?wsdl`, {
        forceSoap12Headers: true,
      });
      expect(Object.keys(client.describe() as object)).toEqual(["PTZ"]);
      const call = client["GetPresetsAsync"] as (request: object) => Promise<[unknown]>;
      const [result] = await call({ ProfileToken: "main" });
      expect(result).toEqual({ Preset: ["Home", "Gate"] });
      expect(received).toEqual([{ profileToken: "main" }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});
