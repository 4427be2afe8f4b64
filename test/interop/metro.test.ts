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
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v15 from "../../generated/v15/dist/index.js";
import type { RequestContext } from "../../generator/runtime/operation.ts";
import {
  instants,
  mockListener,
  requestOf,
  scalarsFromXml,
  scalarsOf,
  servicesUnderTest,
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
const PORTS = [
  { suffix: "Soap", transport: "soap11" },
  { suffix: "Soap12", transport: "soap12" },
] as const;

/** The Java package of the client of `underTest`. */
const javaPackage = (underTest: ServiceUnderTest) =>
  `v${underTest.version}.${underTest.service.name.toLowerCase()}`;

const received: ReceivedCall[] = [];
const servers: Server[] = [];
const bases: Partial<Record<Mock, string>> = {};
let folder = "";

type Mock = keyof ServiceUnderTest["mocks"];

async function listen(mock: Mock): Promise<void> {
  const mounts = Object.fromEntries(
    servicesUnderTest.map((underTest) => [underTest.service.path, mockListener(underTest, mock, received)]),
  );
  const server = v15.createSoapServer(v15.createRouter(mounts));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  bases[mock] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const cases = (["typical", "edgeCases"] as const).flatMap((mock) =>
  servicesUnderTest.flatMap((underTest) =>
    PORTS.map((port) => {
      const calls = underTest.service.operations
        .filter((operation) => operation.transports.includes(port.transport))
        .map((operation) => ({ operation, ...requestOf(operation) }));
      const label = `${underTest.version} ${underTest.service.name} ${port.suffix}, ${mock} mock`;
      return { ...underTest, mock, port, calls, label };
    }),
  ),
);

const outcomes = new Map<string, { received: ReceivedCall[]; answers: string[] }>();

function callLine(
  test: (typeof cases)[number],
  { operation, args }: (typeof cases)[number]["calls"][number],
): string {
  return [
    `${javaPackage(test)}.${test.service.name}`,
    `get${test.service.name}${test.port.suffix}`,
    `${bases[test.mock]}${test.service.path}`,
    operation.name,
    ...Object.entries(args).map(
      ([name, value]) => `${name}=${Buffer.from(String(value)).toString("base64")}`,
    ),
  ].join("\t");
}

beforeAll(async () => {
  if (!metro) return;
  await listen("typical");
  await listen("edgeCases");
  folder = await mkdtemp(path.join(tmpdir(), "metro-interop-"));
  const classpath = await buildMetroDriver(
    folder,
    servicesUnderTest.map((underTest) => ({
      javaPackage: javaPackage(underTest),
      wsdl: `${bases.typical}${underTest.service.path}?WSDL`,
    })),
  );
  const lines = cases.flatMap((test) => test.calls.map((call) => callLine(test, call)));
  const answers = await runMetroDriver(classpath, lines, 180_000);
  let at = 0;
  for (const test of cases) {
    const count = test.calls.length;
    outcomes.set(test.label, {
      received: received.slice(at, at + count),
      answers: answers.slice(at, at + count),
    });
    at += count;
  }
}, 300_000);

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  if (folder !== "") await rm(folder, { recursive: true, force: true });
});

describe.skipIf(!metro)("JAX-WS RI (Metro) -> our server", () => {
  it.each(cases)("$label: every operation reads back the mock's values", async (test) => {
    const outcome = outcomes.get(test.label);
    if (outcome === undefined) throw new Error("the driver did not run");
    expect(outcome.received.map((call) => ({ ...call, request: instants(call.request) }))).toEqual(
      test.calls.map(({ operation, request }) => ({
        version: test.version,
        operation: operation.name,
        transport: test.port.transport,
        request: instants(request),
      })),
    );
    for (const [index, { operation, request }] of test.calls.entries()) {
      const context = { transport: test.port.transport, operation: operation.name } as RequestContext;
      const expected = await operation.invoke(test.mocks[test.mock], request, context);
      const [kind, payload = ""] = (outcome.answers[index] ?? "").split("\t");
      if (kind !== "result") throw new Error(`${operation.name}: Java got ${outcome.answers[index]}`);
      expect(scalarsFromXml(Buffer.from(payload, "base64").toString("utf8")).sort()).toEqual(
        scalarsOf(expected, operation.result).sort(),
      );
    }
  });
});
