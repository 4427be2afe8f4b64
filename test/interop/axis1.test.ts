// Interop with Apache Axis 1.4 (Debian's libaxis-java), whose conventions rpc/encoded services still follow
// (multiRef, soapenc arrays, holders for several output parts), on test/fixtures/corpus/rpc-encoded/, on
// 127.0.0.1. WSDL2Java writes a client from our server's ?WSDL and a server-side skeleton from the fixture;
// test/interop/axis1/Peer.java calls our server through the one, then serves the other in SimpleAxisServer for our
// client, in one JVM. Skipped with a message where the machine has no javac or libaxis-java.
//
// Pinned: what our handlers receive of Axis's requests (decimals and dateTimes in their lexical form, struct
// members, a string array), what Axis reads of our answers, and our client reading Axis's answers typed, with
// nothing in $unknown, leniently and strictly: Axis writes each struct of an answer as a multiRef.
import { execFile, spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(repositoryRoot, "test", "fixtures", "corpus", "rpc-encoded", "InventoryService.wsdl");
const PEER = path.join(import.meta.dirname, "axis1", "Peer.java");
const JARS = ["axis", "axis-jaxrpc", "axis-saaj", "commons-discovery", "commons-logging", "wsdl4j"].map(
  (name) => `/usr/share/java/${name}.jar`,
);
const missing = [
  ...(spawnSync("javac", ["-version"]).error === undefined ? [] : ["javac"]),
  ...JARS.filter((jar) => !existsSync(jar)),
];
const axis = missing.length === 0;
if (!axis)
  console.warn(`axis1.test.ts: no ${missing.join(", ")} here (libaxis-java): Axis 1 interop is skipped.`);

interface Item {
  readonly sku: string;
  readonly name: string;
  readonly price: string;
  readonly quantity: number;
  readonly added: string;
  readonly note?: string | null;
  readonly status: "active" | "retired";
  readonly size: { readonly width: number; readonly height: number };
}

interface Handlers {
  findItems(request: { query: string; limit: number; tags: readonly string[] }): Promise<readonly Item[]>;
  getItem(request: { sku: string }): Promise<Item>;
  addItem(request: { item: Item; reason: string }): Promise<{ total: string; accepted: boolean }>;
}

interface Generated {
  readonly InventoryService: { readonly path: string };
  readonly InventoryServiceClient: new (options: {
    baseUrl: string;
    path: string;
    readOptions?: { strict: boolean };
    onExchange?: (exchange: { response?: { body: string } }) => void;
  }) => Handlers;
  readonly createServiceListener: (service: unknown, handlers: Handlers) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
  readonly unknownElements: (value: unknown) => readonly unknown[];
}

const gear: Item = {
  sku: "G-2",
  name: "Gear",
  price: "3.10",
  quantity: 2,
  added: "2026-01-02T03:04:05.120Z",
  note: "spare",
  status: "active",
  size: { width: 6, height: 7 },
};

describe.skipIf(!axis)("Apache Axis 1.4 as client and server of rpc/encoded", () => {
  let scratch = "";
  let generated: Generated;
  let server: Server;
  let java: ChildProcessWithoutNullStreams | undefined;
  const received: unknown[] = [];
  /** What the Axis client printed, by operation, and the base URL of the Axis server. */
  const printed = new Map<string, string[]>();
  let axisBase = "";

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-axis1-"));
    generated = await generatePackage<Generated>(wsdl, path.join(scratch, "package"));
    server = generated.createSoapServer(
      generated.createServiceListener(generated.InventoryService, {
        findItems: async (request) => (received.push(["findItems", request]), [gear]),
        getItem: async (request) => (received.push(["getItem", request]), gear),
        addItem: async (request) => (received.push(["addItem", request]), { total: "22.50", accepted: true }),
      }),
    );
    const ours = `${await listening(server)}${generated.InventoryService.path}`;
    const sources = path.join(scratch, "java");
    const classpath = JARS.join(path.delimiter);
    const wsdl2java = (...args: string[]) =>
      run("java", ["-cp", classpath, "org.apache.axis.wsdl.WSDL2Java", "-o", sources, ...args]);
    await Promise.all([
      wsdl2java("-p", "client", `${ours}?WSDL`),
      wsdl2java("--server-side", "-p", "server", wsdl),
    ]);
    const deploy = path.join(sources, "server", "deploy.wsdd");
    await writeFile(
      deploy,
      (await readFile(deploy, "utf8")).replace(
        /value="server\.\w+Impl"/,
        'value="axis1peer.Peer$$Inventory"',
      ),
    );
    const sourcesOf = async (folder: string) =>
      (await readdir(path.join(sources, folder)))
        // The skeleton's own implementation answers nothing: Peer.Inventory stands in its place.
        .filter((name) => name.endsWith(".java") && !name.endsWith("Impl.java"))
        .map((name) => path.join(sources, folder, name));
    const classes = path.join(scratch, "classes");
    await run("javac", [
      "-nowarn",
      "-encoding",
      "UTF-8",
      "-d",
      classes,
      "-cp",
      classpath,
      PEER,
      ...(await sourcesOf("client")),
      ...(await sourcesOf("server")),
    ]);
    axisBase = await startPeer([classes, classpath].join(path.delimiter), ours, deploy);
  }, 120_000);

  /** Starts Peer.java; resolves to its server's base URL once its client has called ours. */
  function startPeer(classpath: string, ours: string, deploy: string): Promise<string> {
    // In the scratch folder: Axis's server keeps what is deployed in server-config.wsdd there.
    const child = spawn("java", ["-cp", classpath, "axis1peer.Peer", ours, deploy], { cwd: scratch });
    java = child;
    const errors: string[] = [];
    child.stderr.on("data", (chunk: Buffer) => errors.push(chunk.toString("utf8")));
    return new Promise((resolve, reject) => {
      child.on("exit", (code) => reject(new Error(`Peer.java exited with ${code}: ${errors.join("")}`)));
      createInterface({ input: child.stdout }).on("line", (line) => {
        const [name = "", ...fields] = line.split("\t");
        if (name === "listening") resolve(fields[0] ?? "");
        else if (/^(addItem|findItems|getItem)$/.test(name)) printed.set(name, fields);
      });
    });
  }

  afterAll(async () => {
    java?.stdin.end();
    if (server !== undefined) await new Promise((resolve) => server.close(resolve));
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("serves Axis's client: decimals and dateTimes in their lexical form, structs, arrays", () => {
    expect(received).toEqual([
      [
        "addItem",
        {
          item: {
            sku: "L-1",
            name: "Lamp & shade",
            price: "7.50",
            quantity: 3,
            added: "2026-05-25T14:30:09.000Z",
            note: "new",
            status: "retired",
            size: { width: 4, height: 5 },
          },
          reason: "restock",
        },
      ],
      ["findItems", { query: "lamp", limit: 2, tags: ["a", "b"] }],
      ["getItem", { sku: "L-1" }],
    ]);
    const line = "G-2,Gear,3.10,2,2026-01-02T03:04:05.120Z,spare,active,6x7";
    expect(Object.fromEntries(printed)).toEqual({
      addItem: ["22.50,true"],
      findItems: [line],
      getItem: [line],
    });
  });

  it("reads Axis's multiRef answers typed, leniently and strictly", async () => {
    const bolt: Item = {
      sku: "B-1",
      name: "Bolt <M8>",
      price: "12.50",
      quantity: 7,
      added: "2026-05-25T14:30:05.000Z",
      // Axis writes a null member as xsi:nil.
      note: null,
      status: "active",
      size: { width: 2, height: 3 },
    };
    const answers: string[] = [];
    for (const readOptions of [undefined, { strict: true }]) {
      const client = new generated.InventoryServiceClient({
        baseUrl: axisBase,
        path: "/axis/services/InventoryPort",
        onExchange: (exchange) => answers.push(exchange.response?.body ?? ""),
        ...(readOptions === undefined ? {} : { readOptions }),
      });
      const found = await client.findItems({ query: "bolt", limit: 2, tags: ["x"] });
      const one = await client.getItem({ sku: "B-1" });
      const added = await client.addItem({ item: gear, reason: "r" });
      expect([found, one, added]).toEqual([[bolt, bolt], bolt, { total: "3.100", accepted: false }]);
      expect([...generated.unknownElements(found), ...generated.unknownElements(one)]).toEqual([]);
    }
    // Both items of findItems are one multiRef, referred to twice.
    expect(answers[0]?.match(/href="#id0"/g)).toHaveLength(2);
  });
});
