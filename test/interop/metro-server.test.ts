// Our generated client calling a JAX-WS RI (Metro) service (Debian's jaxws and libjaxws-java): wsimport writes the
// classes of test/fixtures/corpus/jaxws-library/ (document/literal wrapped, types in a separate XSD, a class
// hierarchy, a Java enum, a fault bean), test/interop/metro/LibraryPeer.java implements them and publishes them on
// 127.0.0.1 through the JDK's HTTP server. Skipped with a message where the machine lacks a JDK or the packages.
//
// Pinned: what Metro received of our requests (escaped text, an enum, a date, a wildcard's element), what our
// client read of its answers, leniently and strictly (a subtype by xsi:type, nil items of a list and of a list
// result, a decimal and a dateTime in their lexical form, simple content with an attribute), and its declared
// fault read into the typed details.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage } from "../support/generated-package.ts";
import { buildMetroService, missingMetroTools } from "./metro/peer.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(repositoryRoot, "test", "fixtures", "corpus", "jaxws-library", "LibraryService.wsdl");
const PEER = path.join(import.meta.dirname, "metro", "LibraryPeer.java");

const metro = missingMetroTools.length === 0;
if (!metro)
  console.warn(
    `metro-server.test.ts: no ${missingMetroTools.join(", ")} here (a JDK, jaxws, libjaxws-java): Metro interop is skipped.`,
  );

interface Library {
  findBooks(request: { arg0?: Record<string, unknown> }): Promise<unknown>;
  lendItem(request: { itemId: bigint; memberId?: string }): Promise<unknown>;
}

interface Generated {
  readonly LibraryServiceClient: new (options: {
    baseUrl: string;
    path: string;
    readOptions?: { strict: boolean };
  }) => Library;
}

describe.skipIf(!metro)("our client -> JAX-WS RI (Metro)", () => {
  let scratch = "";
  let generated: Generated;
  let java: ChildProcessWithoutNullStreams | undefined;
  let base = "";
  const received: string[] = [];

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-metro-server-"));
    const [classpath, loaded] = await Promise.all([
      buildMetroService(path.join(scratch, "java"), wsdl, "library", PEER),
      generatePackage<Generated>(wsdl, path.join(scratch, "package")),
    ]);
    generated = loaded;
    base = await new Promise<string>((resolve, reject) => {
      const child = spawn("java", ["-cp", classpath, "metropeer.LibraryPeer"]);
      java = child;
      const errors: string[] = [];
      child.stderr.on("data", (chunk: Buffer) => errors.push(chunk.toString("utf8")));
      child.on("exit", (code) => reject(new Error(`LibraryPeer exited with ${code}: ${errors.join("")}`)));
      createInterface({ input: child.stdout }).on("line", (line) => {
        const [name = "", detail = ""] = line.split("\t");
        if (name === "listening") resolve(detail);
        else received.push(line);
      });
    });
  }, 120_000);

  afterAll(async () => {
    java?.stdin.end();
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  const client = (strict: boolean) =>
    new generated.LibraryServiceClient({ baseUrl: base, path: "", readOptions: { strict } });

  it.each([false, true])("calls findBooks and reads Metro's answer typed (strict: %s)", async (strict) => {
    const before = received.length;
    const books = await client(strict).findBooks({
      arg0: {
        title: "Dune & <friends>",
        genre: "FICTION",
        publishedAfter: "1965-08-01",
        maxResults: 3,
        hints: {
          $any: [
            {
              ns: "urn:hints",
              local: "fast",
              prefix: "h",
              namespaces: { h: "urn:hints" },
              children: ["yes"],
            },
          ],
        },
      },
    });
    expect(received.slice(before)).toEqual(["findBooks\tDune & <friends>,FICTION,1965-08-01,3,1 hints"]);
    expect(books).toEqual([
      {
        id: 7n,
        title: "Dune & <friends>",
        status: "AVAILABLE",
        isbn: "978-0441013593",
        genre: "FICTION",
        authors: ["Frank Herbert", null],
        price: "9.90",
        listPrice: { value: "12.50", currency: "EUR" },
      },
      null,
      {
        $type: "audioBook",
        id: 8n,
        title: "Emma",
        status: "LENT",
        authors: [],
        narrator: "Juliet Stevenson",
        duration: "PT16H5M",
      },
    ]);
  });

  it("reads lendItem's dateTime in its lexical form, and its declared fault typed", async () => {
    const before = received.length;
    expect(await client(true).lendItem({ itemId: 13n, memberId: "m-1" })).toBe(
      "2026-06-01T12:00:00.250+02:00",
    );
    const failure = await client(true)
      .lendItem({ itemId: 0n })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toMatchObject({
      name: "SoapFaultError",
      fault: { code: "Server", reason: "Item unavailable" },
      details: { itemUnavailable: { itemId: 0n, message: "item 0 is lost" } },
    });
    expect(received.slice(before)).toEqual(["lendItem\t13,m-1", "lendItem\t0,null"]);
  });
});
