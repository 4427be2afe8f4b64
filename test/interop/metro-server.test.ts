// Our generated clients calling JAX-WS RI (Metro) services (Debian's jaxws and libjaxws-java): wsimport writes the
// classes of a WSDL, test/interop/metro/ implements them (LibraryPeer.java, LedgerPeer.java) and publishes them on
// 127.0.0.1 through the JDK's HTTP server. Skipped with a message where the machine lacks a JDK or the packages.
//
// test/fixtures/corpus/jaxws-library/ (document/literal wrapped, types in a separate XSD, a class hierarchy, a
// Java enum, a fault bean): what Metro received of our requests (escaped text, an enum, a date, a wildcard's
// element), what our client read of its answers, leniently and strictly (a subtype by xsi:type, nil items of a
// list and of a list result, a decimal and a dateTime in their lexical form, simple content with an attribute),
// and its declared fault read into the typed details. test/fixtures/emit/constructs-wire/, over SOAP 1.1 and
// 1.2: a request header block, two response header blocks, a choice, a repeated choice in document order, fixed
// and default attributes, a lax wildcard's declared and undeclared elements, each way.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage } from "../support/generated-package.ts";
import { buildMetroPeer, missingMetroTools, startMetroPeer, type MetroPeer } from "./metro/peer.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const libraryWsdl = path.join(
  repositoryRoot,
  "test",
  "fixtures",
  "corpus",
  "jaxws-library",
  "LibraryService.wsdl",
);
const ledgerWsdl = path.join(repositoryRoot, "test", "fixtures", "emit", "constructs-wire", "Ledger.wsdl");
const EXT = "urn:emit:constructs-ext";

const metro = missingMetroTools.length === 0;
if (!metro)
  console.warn(
    `metro-server.test.ts: no ${missingMetroTools.join(", ")} here (a JDK, jaxws, libjaxws-java): Metro interop is skipped.`,
  );

interface Library {
  findBooks(request: { arg0?: Record<string, unknown> }): Promise<unknown>;
  lendItem(request: { itemId: bigint; memberId?: string }): Promise<unknown>;
}

interface ClientOptions {
  baseUrl: string;
  path: string;
  transport?: string;
  readOptions?: { strict: boolean };
}

interface LibraryPackage {
  readonly LibraryServiceClient: new (options: ClientOptions) => Library;
}

interface LedgerPackage {
  readonly LedgerClient: new (options: ClientOptions) => {
    recordWithHeaders(
      request: { batch: Record<string, unknown> },
      options: { soapHeaders: { Session: { token: string } } },
    ): Promise<{ result: unknown; headers: unknown; otherHeaders: readonly string[] }>;
  };
}

let scratch = "";
const peers: MetroPeer[] = [];

/** Builds and starts the peer of `wsdl` (`<name>Peer.java`, its classes in Java package `javaPackage`). */
async function startPeer(wsdl: string, javaPackage: string, name: string): Promise<MetroPeer> {
  const peer = path.join(import.meta.dirname, "metro", `${name}Peer.java`);
  const classpath = await buildMetroPeer(path.join(scratch, javaPackage), wsdl, javaPackage, peer);
  const started = await startMetroPeer(classpath, `metropeer.${name}Peer`);
  peers.push(started);
  return started;
}

beforeAll(async () => {
  if (metro) scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-metro-server-"));
});

afterAll(async () => {
  for (const peer of peers) peer.stop();
  if (scratch !== "") await rm(scratch, { recursive: true, force: true });
});

describe.skipIf(!metro)("our client -> JAX-WS RI (Metro): a JAX-WS service", () => {
  let generated: LibraryPackage;
  let peer: MetroPeer;

  beforeAll(async () => {
    [peer, generated] = await Promise.all([
      startPeer(libraryWsdl, "library", "Library"),
      generatePackage<LibraryPackage>(libraryWsdl, path.join(scratch, "library-package")),
    ]);
  }, 120_000);

  const client = (strict: boolean) =>
    new generated.LibraryServiceClient({
      baseUrl: `${peer.base}/library`,
      path: "",
      readOptions: { strict },
    });

  it.each([false, true])("calls findBooks and reads Metro's answer typed (strict: %s)", async (strict) => {
    const before = peer.received.length;
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
    expect(peer.received.slice(before)).toEqual(["findBooks\tDune & <friends>,FICTION,1965-08-01,3,1 hints"]);
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
    const before = peer.received.length;
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
    expect(peer.received.slice(before)).toEqual(["lendItem\t13,m-1", "lendItem\t0,null"]);
  });
});

describe.skipIf(!metro)("our client -> JAX-WS RI (Metro): headers, choices and a wildcard", () => {
  let generated: LedgerPackage;
  let peer: MetroPeer;

  beforeAll(async () => {
    [peer, generated] = await Promise.all([
      startPeer(ledgerWsdl, "ledger", "Ledger"),
      generatePackage<LedgerPackage>(ledgerWsdl, path.join(scratch, "ledger-package")),
    ]);
  }, 120_000);

  const note = {
    ns: EXT,
    local: "note",
    prefix: "e",
    namespaces: { e: EXT },
    attributes: { id: "n1" },
    children: [{ ns: EXT, local: "text", prefix: "e", children: ["a < b"] }],
  };
  const batch = {
    version: "2",
    currency: "USD",
    source: "till & <3>",
    card: "4111",
    creditOrDebit: [
      { credit: { value: "12.50", ref: "r1" } },
      { debit: { value: "3.00", ref: "r2" } },
      { credit: { value: "0.5" } },
    ],
    $any: [{ $element: `{${EXT}}flag`, value: "fast" }, note],
  };

  it.each([
    ["soap11", "/ledger", false],
    ["soap12", "/ledger12", true],
  ] as const)("sends and reads them over %s at %s (strict: %s)", async (transport, servicePath, strict) => {
    const client = new generated.LedgerClient({
      baseUrl: peer.base,
      path: servicePath,
      transport,
      readOptions: { strict },
    });
    const before = peer.received.length;
    const answer = await client.recordWithHeaders({ batch }, { soapHeaders: { Session: { token: "s-1" } } });
    expect(peer.received.slice(before)).toEqual([
      [
        "record",
        "s-1",
        "2,USD,till & <3>,null,4111,null",
        "credit:12.50@r1 debit:3.00@r2 credit:0.5@null",
        `{${EXT}}flag=fast {${EXT}}note=a < b`,
      ].join("\t"),
    ]);
    expect(answer).toEqual({
      result: {
        ...batch,
        creditOrDebit: [...batch.creditOrDebit, { debit: { value: "0.10", ref: "fee" } }],
        // Metro declares the prefix on an ancestor: the element reads back without a declaration of its own.
        $any: [batch.$any[0], { ...note, namespaces: undefined }],
      },
      headers: { Receipt: "rcpt-s-1", Trace: { id: "t-1", hops: 4 } },
      otherHeaders: [],
    });
  });
});
