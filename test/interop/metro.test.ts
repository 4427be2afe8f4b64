// Interop with the JAX-WS Reference Implementation (Metro; Debian's jaxws and libjaxws-java): the Java platform's
// standard SOAP stack, whose conventions CXF shares. wsimport writes a client for each service of both versions
// from our server's `?WSDL` (its SOAP 1.1 and SOAP 1.2 ports: JAX-WS speaks no HTTP GET/POST binding), and
// test/interop/metro/Driver.java calls every operation through each port, against the typical and the edge-case
// mocks (nil items and members), in one JVM. Skipped with a message where the machine lacks a JDK or the packages.
//
// Checked per call: our handler received what the Java caller passed (dateTimes as the instants they name), and
// JAXB read our answer into wsimport's classes without an exception, with every scalar of the mock's result in
// what JAXB writes of it, compared as a multiset in lexical form.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import {
  driverCases,
  expectDriverOutcome,
  listenWithMocks,
  outcomesByCase,
  servicesUnderTest,
  type DriverCase,
  type ReceivedCall,
  type ServiceUnderTest,
} from "./hotel-services.ts";
import { buildMetroDriver, missingMetroTools, runMetroDriver } from "./metro/peer.ts";

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
function callLine(test: DriverCase, { operation, args }: DriverCase["calls"][number]): string {
  return [
    `${javaPackage(test)}.${test.service.name}`,
    `get${test.service.name}${test.via.name}`,
    `${servers?.bases[test.mock]}${test.service.path}`,
    operation.name,
    ...Object.entries(args).map(
      ([name, value]) => `${name}=${Buffer.from(String(value)).toString("base64")}`,
    ),
  ].join("\t");
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
