// Interop with Mono's System.Web.Services (Debian's mono-devel): the .NET Framework's own .asmx client stack, as
// Mono implements it, where the machine has it; elsewhere the tests are skipped with a message. wsdl.exe writes
// a proxy class for each service of both versions from our server's `?WSDL`, once per protocol the WSDL offers
// (SOAP, SOAP12, HttpGet, HttpPost), as a .NET team would; test/interop/mono/driver.cs calls every operation
// through each proxy, against the typical and the edge-case mocks (nil items and members), all in one Mono
// process (each new one spends seconds compiling XmlSerializer's readers). CI does not install mono-devel: its
// install alone takes minutes of the CI run.
//
// Checked per call: our handler received what the .NET caller passed (dateTimes as the instants they name: .NET
// writes them its own way), and .NET read our answer into its proxy classes without an exception, with every
// scalar of the mock's result in what XmlSerializer writes of it, compared as a multiset in lexical form.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import {
  driverCases,
  driverLine,
  expectDriverOutcome,
  listenWithMocks,
  outcomesByCase,
  servicesUnderTest,
  type DriverCase,
  type PeerTransport,
  type ReceivedCall,
  type ServiceUnderTest,
} from "./hotel-services.ts";
import { buildMonoDriver, missingMonoTools, runMonoDriver } from "./mono/peer.ts";

const mono = missingMonoTools.length === 0;
if (!mono)
  console.warn(`mono.test.ts: no ${missingMonoTools.join(", ")} here (mono-devel): Mono interop is skipped.`);

/** The protocols wsdl.exe writes proxies for, and the transport each one is. */
const cases = driverCases([
  { name: "SOAP", transport: "soap11" },
  { name: "SOAP12", transport: "soap12" },
  { name: "HttpGet", transport: "get" },
  { name: "HttpPost", transport: "post" },
]);

/** The C# namespace of the proxy of `underTest` over `protocol`. */
const proxyNamespace = (underTest: ServiceUnderTest, protocol: PeerTransport) =>
  `V${underTest.version}${underTest.service.name}${protocol.name}`;

/** What each handler of our servers received. */
const received: ReceivedCall[] = [];
let outcomes: ReturnType<typeof outcomesByCase> = new Map();
let servers: Awaited<ReturnType<typeof listenWithMocks>> | undefined;
let folder = "";

/** The driver's line of `call` through the proxy of `test`. */
function callLine(test: DriverCase, call: DriverCase["calls"][number]): string {
  return driverLine(
    [
      `${proxyNamespace(test, test.via)}.${test.service.name}`,
      `${servers?.bases[test.mock]}${test.service.path}`,
    ],
    call,
  );
}

beforeAll(async () => {
  if (!mono) return;
  servers = await listenWithMocks(received);
  folder = await mkdtemp(path.join(tmpdir(), "mono-interop-"));
  const protocols = [...new Map(cases.map((test) => [test.via.name, test.via])).values()];
  const driver = await buildMonoDriver(
    folder,
    servicesUnderTest.flatMap((underTest) =>
      protocols.map((protocol) => ({
        namespace: proxyNamespace(underTest, protocol),
        protocol: protocol.name,
        wsdl: `${servers?.bases.typical}${underTest.service.path}?WSDL`,
      })),
    ),
    ["System.EnterpriseServices"],
  );
  const lines = cases.flatMap((test) => test.calls.map((call) => callLine(test, call)));
  outcomes = outcomesByCase(cases, received, await runMonoDriver(driver, lines, 180_000));
}, 240_000);

afterAll(async () => {
  await servers?.close();
  if (folder !== "") await rm(folder, { recursive: true, force: true });
});

describe.skipIf(!mono)("Mono's System.Web.Services -> our server", () => {
  it.each(cases)("$label: every operation reads back the mock's values", async (test) => {
    await expectDriverOutcome(test, outcomes.get(test.label), ".NET");
  });
});
