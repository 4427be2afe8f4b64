// rpc/encoded against gSOAP (Debian's gsoap and libgsoap-dev, with g++), on 127.0.0.1, with the package generated
// from test/fixtures/corpus/rpc-encoded/: wsdl2h and soapcpp2 write C++ proxy and service classes from the same
// WSDL, and test/interop/gsoap/inventory.cpp drives them, as a client of our server and as a server our client
// calls. Skipped where the machine has no wsdl2h, soapcpp2 or g++.
//
// Pinned: gSOAP reads our answers (structs, an array of structs with a nil item, a decimal in its lexical form,
// dateTimes, a nil member) and our server reads its typed accessors; our client reads gSOAP's answers (a trailing
// nil item included), its requests arrive whole (gSOAP echoes them), and its SOAP Fault surfaces typed.
import { execFile, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";
import type { InventoryPackage, Item } from "./inventory-package.ts";

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(repositoryRoot, "test", "fixtures", "corpus", "rpc-encoded", "InventoryService.wsdl");
const peerSource = path.join(import.meta.dirname, "gsoap", "inventory.cpp");
const servicePath = "/inventory/InventoryService";

const missing = ["wsdl2h", "soapcpp2", "g++"].filter(
  (tool) => spawnSync(tool, ["-h"], { encoding: "utf8" }).error !== undefined,
);
if (missing.length > 0)
  console.warn(`gsoap-encoded.test.ts: no ${missing.join(", ")} here (gsoap, libgsoap-dev, g++): skipped.`);

interface Generated extends InventoryPackage {
  readonly ServiceFault: new (code: "Sender" | "Receiver", reason: string) => Error;
  readonly SoapFaultError: new (
    ...args: never[]
  ) => Error & { readonly fault: { code: string; reason: string } };
}

const bolt: Item = {
  sku: "B-1",
  name: "Bolt & nut <M8>",
  price: "1.50",
  quantity: 3,
  added: "2026-01-02T03:04:05.120Z",
  note: null,
  status: "active",
  size: { width: 8, height: 30 },
};
const nut: Item = {
  ...bolt,
  sku: "N-2",
  name: "Nut",
  price: "0.050",
  added: "2026-01-02T04:04:05+01:00",
  note: "spare",
};

/** What gSOAP's `bolt` (inventory.cpp's sample item) reads as. */
const gsoapItem = (sku: string, name = "Bolt"): Item => ({
  sku,
  name,
  price: "1.50",
  quantity: 3,
  added: "2026-01-02T03:04:05Z",
  note: "spare",
  status: "active",
  size: { width: 8, height: 30 },
});

describe.skipIf(missing.length > 0)("rpc/encoded with gSOAP", () => {
  let scratch = "";
  let generated: Generated;
  let peer = "";

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-gsoap-"));
    generated = await generatePackage<Generated>(wsdl, path.join(scratch, "package"));
    await run("wsdl2h", ["-o", "svc.h", wsdl], { cwd: scratch });
    await run("soapcpp2", ["-j", "-x", "-I/usr/share/gsoap/import", "svc.h"], { cwd: scratch });
    peer = path.join(scratch, "inventory");
    await run(
      "g++",
      ["-O0", "-w", "-I.", "-o", peer, peerSource, "soapC.cpp", "soapInventoryBindingProxy.cpp"].concat([
        "soapInventoryBindingService.cpp",
        "-lgsoap++",
      ]),
      { cwd: scratch },
    );
  }, 60_000);

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("serves gSOAP's proxy: its accessors read, our answers read into its structs", async () => {
    const received: unknown[] = [];
    const server = generated.createSoapServer(
      generated.createServiceListener(generated.InventoryService, {
        getItem: async (request) => {
          received.push(request);
          if (request.sku === "missing") throw new generated.ServiceFault("Sender", "no item missing");
          return bolt;
        },
        findItems: async (request) => {
          received.push(request);
          return [nut, null, bolt];
        },
        addItem: async (request) => {
          received.push(request);
          return { total: "10.000", accepted: true };
        },
      }),
    );
    try {
      const { stdout } = await run(peer, ["client", `${await listening(server)}${servicePath}`]);
      expect(received).toEqual([
        { sku: "B-1" },
        { query: "bolt", limit: 2, tags: ["a", "b"] },
        {
          item: {
            ...nut,
            name: "Nut & bolt <M8>",
            quantity: 7,
            added: "2026-01-02T03:04:05Z",
            note: null,
            status: "retired",
          },
          reason: "restock",
        },
        { sku: "missing" },
      ]);
      const item = (at: string, value: Item) =>
        [
          `${at}.sku=${value.sku}`,
          `${at}.name=${value.name}`,
          `${at}.price=${value.price}`,
          `${at}.quantity=${value.quantity}`,
          `${at}.added=2026-01-02T03:04:05Z`,
          `${at}.note=${value.note ?? "nil"}`,
          `${at}.status=${value.status}`,
          `${at}.size=${value.size.width}x${value.size.height}`,
        ].join("\n");
      expect(stdout).toBe(
        [
          item("getItem", bolt),
          "findItems.length=3",
          item("findItems.0", nut),
          "findItems.1=nil",
          item("findItems.2", bolt),
          "addItem.total=10.000",
          "addItem.accepted=true",
          "fault.code=SOAP-ENV:Client",
          "fault.string=no item missing",
        ].join("\n") + "\n",
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("calls gSOAP's service: our requests read whole, its answers and its fault read typed", async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server: ChildProcess = spawn(peer, ["server", String(port)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout?.once("data", () => resolve());
        server.once("exit", (code) => reject(new Error(`gSOAP server exited: ${code}`)));
      });
      const client = new generated.InventoryServiceClient({
        baseUrl: `http://127.0.0.1:${port}`,
        validateResponse: true,
      });
      expect(await client.getItem({ sku: "B-1" })).toEqual(gsoapItem("B-1"));
      expect(await client.findItems({ query: "nut", limit: 5, tags: ["x & y", "z"] })).toEqual([
        { ...gsoapItem("nut"), quantity: 5 },
        gsoapItem("tag", "x & y"),
        gsoapItem("tag", "z"),
        null,
      ]);
      expect(await client.addItem({ item: nut, reason: "restock" })).toEqual({
        total: "0.050",
        accepted: false,
      });
      expect(
        await client.addItem({
          item: { ...nut, name: "Nut & bolt <M8>", quantity: 7, note: null, status: "retired" },
          reason: "restock",
        }),
      ).toEqual({ total: "0.050", accepted: true });
      const fault = await client.getItem({ sku: "missing" }).catch((error: unknown) => error);
      expect(fault).toBeInstanceOf(generated.SoapFaultError);
      expect((fault as InstanceType<Generated["SoapFaultError"]>).fault).toMatchObject({
        code: "Client",
        reason: "no item missing",
      });
    } finally {
      server.kill();
    }
  });
});
