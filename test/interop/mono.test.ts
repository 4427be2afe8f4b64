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
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v15 from "../../generated/v15/dist/index.js";
import type { RequestContext } from "../../generator/runtime/operation.ts";
import {
  mockListener,
  instants,
  requestOf,
  scalarsFromXml,
  scalarsOf,
  servicesUnderTest,
  type ReceivedCall,
  type ServiceUnderTest,
} from "./hotel-services.ts";
import { buildMonoDriver, missingMonoTools, runMonoDriver } from "./mono/peer.ts";

const mono = missingMonoTools.length === 0;
if (!mono)
  console.warn(`mono.test.ts: no ${missingMonoTools.join(", ")} here (mono-devel): Mono interop is skipped.`);

/** The protocols wsdl.exe writes proxies for, and the transport each one is. */
const PROTOCOLS = [
  { name: "SOAP", transport: "soap11" },
  { name: "SOAP12", transport: "soap12" },
  { name: "HttpGet", transport: "get" },
  { name: "HttpPost", transport: "post" },
] as const;
type Protocol = (typeof PROTOCOLS)[number];

/** The C# namespace of the proxy of `underTest` over `protocol`. */
const proxyNamespace = (underTest: ServiceUnderTest, protocol: Protocol) =>
  `V${underTest.version}${underTest.service.name}${protocol.name}`;

/** What each handler of our servers received. */
const received: ReceivedCall[] = [];

const servers: Server[] = [];
/** The base URL of the server answering with each kind of mock. */
const bases: Partial<Record<Mock, string>> = {};
let folder = "";

async function listen(mock: Mock): Promise<void> {
  const mounts = Object.fromEntries(
    servicesUnderTest.map((underTest) => [underTest.service.path, mockListener(underTest, mock, received)]),
  );
  const server = v15.createSoapServer(v15.createRouter(mounts));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  bases[mock] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type Mock = keyof ServiceUnderTest["mocks"];

const cases = (["typical", "edgeCases"] as const).flatMap((mock) =>
  servicesUnderTest.flatMap((underTest) =>
    PROTOCOLS.map((protocol) => {
      const calls = underTest.service.operations
        .filter((operation) => operation.transports.includes(protocol.transport))
        .map((operation) => ({ operation, ...requestOf(operation) }));
      const label = `${underTest.version} ${underTest.service.name} ${protocol.name}, ${mock} mock`;
      return { ...underTest, mock, protocol, calls, label };
    }),
  ),
);

/** Per case, what our handlers received and what the driver printed, in call order. */
const outcomes = new Map<string, { received: ReceivedCall[]; answers: string[] }>();

/** The driver's line of `call` through the proxy of `test`. */
function callLine(
  test: (typeof cases)[number],
  { operation, args }: (typeof cases)[number]["calls"][number],
) {
  return [
    `${proxyNamespace(test, test.protocol)}.${test.service.name}`,
    `${bases[test.mock]}${test.service.path}`,
    operation.name,
    ...Object.entries(args).map(
      ([name, value]) => `${name}=${Buffer.from(String(value)).toString("base64")}`,
    ),
  ].join("\t");
}

beforeAll(async () => {
  if (!mono) return;
  await listen("typical");
  await listen("edgeCases");
  folder = await mkdtemp(path.join(tmpdir(), "mono-interop-"));
  const driver = await buildMonoDriver(
    folder,
    servicesUnderTest.flatMap((underTest) =>
      PROTOCOLS.map((protocol) => ({
        namespace: proxyNamespace(underTest, protocol),
        protocol: protocol.name,
        wsdl: `${bases.typical}${underTest.service.path}?WSDL`,
      })),
    ),
    ["System.EnterpriseServices"],
  );
  const lines = cases.flatMap((test) => test.calls.map((call) => callLine(test, call)));
  const answers = await runMonoDriver(driver, lines, 180_000);
  let at = 0;
  for (const test of cases) {
    const count = test.calls.length;
    outcomes.set(test.label, {
      received: received.slice(at, at + count),
      answers: answers.slice(at, at + count),
    });
    at += count;
  }
}, 240_000);

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  if (folder !== "") await rm(folder, { recursive: true, force: true });
});

describe.skipIf(!mono)("Mono's System.Web.Services -> our server", () => {
  it.each(cases)("$label: every operation reads back the mock's values", async (test) => {
    const outcome = outcomes.get(test.label);
    if (outcome === undefined) throw new Error("the driver did not run");
    expect(outcome.received.map((call) => ({ ...call, request: instants(call.request) }))).toEqual(
      test.calls.map(({ operation, request }) => ({
        version: test.version,
        operation: operation.name,
        transport: test.protocol.transport,
        request: instants(request),
      })),
    );
    for (const [index, { operation, request }] of test.calls.entries()) {
      const context = { transport: test.protocol.transport, operation: operation.name } as RequestContext;
      const expected = await operation.invoke(test.mocks[test.mock], request, context);
      const [kind, payload = ""] = (outcome.answers[index] ?? "").split("\t");
      if (kind !== "result") throw new Error(`${operation.name}: .NET got ${outcome.answers[index]}`);
      expect(scalarsFromXml(Buffer.from(payload, "base64").toString("utf8")).sort()).toEqual(
        scalarsOf(expected, operation.result).sort(),
      );
    }
  });
});
