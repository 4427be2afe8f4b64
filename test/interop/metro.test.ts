// Interop with the JAX-WS Reference Implementation (Metro; Debian's jaxws and libjaxws-java): the Java platform's
// standard SOAP stack, whose conventions CXF shares. wsimport writes a client for each service of both versions
// from our server's `?WSDL` (its SOAP 1.1 and SOAP 1.2 ports: JAX-WS speaks no HTTP GET/POST binding), and
// test/interop/metro/Driver.java calls every operation through each port, against the typical and the edge-case
// mocks (nil items and members), in one JVM. Skipped with a message where the machine lacks a JDK or the packages.
//
// Checked per call: our handler received what the Java caller passed (dateTimes as the instants they name), and
// JAXB read our answer into wsimport's classes without an exception, with every scalar of the mock's result in
// what JAXB writes of it, compared as a multiset in lexical form.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";
import {
  driverCases,
  driverLine,
  expectDriverOutcome,
  listenWithMocks,
  outcomesByCase,
  servicesUnderTest,
  type DriverCase,
  type ReceivedCall,
  type ServiceUnderTest,
} from "./hotel-services.ts";
import { buildMetroDriver, buildMetroPeer, missingMetroTools, runMetroDriver } from "./metro/peer.ts";

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const ledgerWsdl = path.join(repositoryRoot, "test", "fixtures", "emit", "constructs-wire", "Ledger.wsdl");
const CALLER = path.join(import.meta.dirname, "metro", "LedgerCaller.java");
const EXT = "urn:emit:constructs-ext";

const metro = missingMetroTools.length === 0;
if (!metro)
  console.warn(
    `metro.test.ts: no ${missingMetroTools.join(", ")} here (a JDK, jaxws, libjaxws-java): Metro interop is skipped.`,
  );

/** The ports wsimport binds, by the suffix of their names in our WSDL, and the transport each one is. */
const cases = driverCases([
  { name: "Soap", transport: "soap11" },
  { name: "Soap12", transport: "soap12" },
]);

/** The Java package of the client of `underTest`. */
const javaPackage = (underTest: ServiceUnderTest) =>
  `v${underTest.version}.${underTest.service.name.toLowerCase()}`;

const received: ReceivedCall[] = [];
let outcomes: ReturnType<typeof outcomesByCase> = new Map();
let servers: Awaited<ReturnType<typeof listenWithMocks>> | undefined;
let folder = "";

/** The driver's line of `call` through the port of `test`. */
function callLine(test: DriverCase, call: DriverCase["calls"][number]): string {
  return driverLine(
    [
      `${javaPackage(test)}.${test.service.name}`,
      `get${test.service.name}${test.via.name}`,
      `${servers?.bases[test.mock]}${test.service.path}`,
    ],
    call,
  );
}

beforeAll(async () => {
  if (!metro) return;
  servers = await listenWithMocks(received);
  folder = await mkdtemp(path.join(tmpdir(), "metro-interop-"));
  const classpath = await buildMetroDriver(
    folder,
    servicesUnderTest.map((underTest) => ({
      javaPackage: javaPackage(underTest),
      wsdl: `${servers?.bases.typical}${underTest.service.path}?WSDL`,
    })),
  );
  const lines = cases.flatMap((test) => test.calls.map((call) => callLine(test, call)));
  outcomes = outcomesByCase(cases, received, await runMetroDriver(classpath, lines, 180_000));
}, 300_000);

afterAll(async () => {
  await servers?.close();
  if (folder !== "") await rm(folder, { recursive: true, force: true });
});

describe.skipIf(!metro)("JAX-WS RI (Metro) -> our server", () => {
  it.each(cases)("$label: every operation reads back the mock's values", async (test) => {
    await expectDriverOutcome(test, outcomes.get(test.label), "Java");
  });
});

describe.skipIf(!metro)("JAX-WS RI (Metro) -> our server: headers, choices and a wildcard", () => {
  interface Context {
    soapHeaders: { Session?: { token: string } };
    responseSoapHeaders: { Receipt?: string; Trace?: { id: string; hops: number } };
    transport: string;
  }
  interface Batch {
    creditOrDebit: unknown[];
    $any: unknown[];
  }
  interface LedgerPackage {
    readonly Ledger: { readonly path: string };
    readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
    readonly createSoapServer: (listener: RequestListener) => Server;
  }
  const seen: { transport: string; session: unknown; batch: Batch }[] = [];
  let server: Server | undefined;
  let base = "";
  let classpath = "";

  beforeAll(async () => {
    const scratch = path.join(folder, "ledger");
    const ledger = await generatePackage<LedgerPackage>(ledgerWsdl, path.join(scratch, "package"));
    server = ledger.createSoapServer(
      ledger.createServiceListener(ledger.Ledger, {
        record: async (request: { batch: Batch }, context: Context) => {
          seen.push({
            transport: context.transport,
            session: context.soapHeaders.Session,
            batch: request.batch,
          });
          context.responseSoapHeaders.Receipt = `rcpt-${context.soapHeaders.Session?.token}`;
          context.responseSoapHeaders.Trace = { id: "t-2", hops: request.batch.creditOrDebit.length };
          return request.batch;
        },
      }),
    );
    base = `${await listening(server)}${ledger.Ledger.path}`;
    classpath = await buildMetroPeer(path.join(scratch, "java"), `${base}?WSDL`, "ledgerclient", CALLER);
  }, 120_000);

  afterAll(async () => {
    if (server !== undefined) await new Promise((resolve) => server?.close(resolve));
  });

  it.each([
    ["LedgerSoap", "soap11"],
    ["LedgerSoap12", "soap12"],
  ])("reads what Metro sends through %s and answers what it reads", async (portName, transport) => {
    seen.length = 0;
    const { stdout } = await run("java", ["-cp", classpath, "metropeer.LedgerCaller", base, portName]);
    expect(seen).toEqual([
      {
        transport,
        session: { token: "tok-9" },
        batch: {
          // Metro leaves out the fixed and the default attribute; a reader fills both in.
          version: "2",
          currency: "EUR",
          source: "desk & <7>",
          account: "DE-1",
          creditOrDebit: [{ debit: { value: "4.20", ref: "d1" } }, { credit: { value: "10.00" } }],
          $any: [
            { $element: `{${EXT}}flag`, value: "on" },
            // Its prefix declared on an ancestor: the element needs no declaration of its own.
            { ns: EXT, local: "note", prefix: "x", attributes: { id: "n9" }, children: ["kept"] },
          ],
        },
      },
    ]);
    expect(stdout.trimEnd().split("\n")).toEqual([
      "2,EUR,desk & <7>,DE-1,null\tdebit:4.20@d1 credit:10.00@null\t2 extensions",
      "rcpt-tok-9\tt-2,2",
    ]);
  });
});
