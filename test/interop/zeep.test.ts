// Interop with zeep (Python's SOAP stack, Debian's python3-zeep), a real peer independent of ours, where the
// machine has it; elsewhere the tests are skipped with a message. zeep (test/interop/zeep/client.py) loads each
// service's WSDL from our server's `?WSDL` and calls every operation of both versions through each of the four
// ports the WSDL publishes: SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST, a transport few peers take.
//
// Checked per call: our handler received the request as zeep's caller meant it, over the port's transport, and
// zeep read our answer without a fault, with every scalar of the mock's result among what it returned. zeep
// unwraps results its own way (a response wrapper of one child is that child, and so on down), so the values
// are compared as a multiset of scalars in lexical form, dateTimes as instants.
import { spawnSync } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v15 from "../../generated/v15/dist/index.js";
import type { RequestContext } from "../../generator/runtime/operation.ts";
import {
  mockListener,
  PYTHON,
  requestOf,
  runPythonClient,
  scalarsFromJson,
  scalarsOf,
  servicesUnderTest,
  type ReceivedCall,
} from "./hotel-services.ts";

const ZEEP_CLIENT = path.join(import.meta.dirname, "zeep", "client.py");
const zeep = spawnSync(PYTHON, ["-c", "import zeep"], { encoding: "utf8" }).status === 0;
if (!zeep) console.warn("zeep.test.ts: no zeep for /usr/bin/python3 here: zeep interop is skipped.");

/** The WSDL's ports (as .asmx names them) and the transport each one is. */
const PORTS = [
  { suffix: "Soap", transport: "soap11" },
  { suffix: "Soap12", transport: "soap12" },
  { suffix: "HttpGet", transport: "get" },
  { suffix: "HttpPost", transport: "post" },
] as const;

/** What each handler of our server received. */
const received: ReceivedCall[] = [];

let server: Server | undefined;
let base = "";

beforeAll(async () => {
  if (!zeep) return;
  const mounts = Object.fromEntries(
    servicesUnderTest.map((underTest) => [
      underTest.service.path,
      mockListener(underTest, "typical", received),
    ]),
  );
  server = v15.createSoapServer(v15.createRouter(mounts));
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (server === undefined) return;
  server.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const cases = servicesUnderTest.flatMap((underTest) =>
  PORTS.map((port) => ({
    ...underTest,
    port,
    label: `${underTest.version} ${underTest.service.name}${port.suffix}`,
  })),
);

describe.skipIf(!zeep)("zeep -> our server", () => {
  it.each(cases)(
    "$label: every operation reads back the mock's values",
    async ({ version, service, mocks, port }) => {
      const operations = service.operations.filter((operation) =>
        operation.transports.includes(port.transport),
      );
      const calls = operations.map((operation) => ({ operation, ...requestOf(operation) }));
      const before = received.length;

      const run = await runPythonClient(ZEEP_CLIENT, {
        wsdl: `${base}${service.path}?WSDL`,
        service: service.name,
        port: `${service.name}${port.suffix}`,
        calls: calls.map(({ operation, args }) => ({ operation: operation.name, args })),
      });

      expect(run.operations).toEqual(operations.map((operation) => operation.name).sort());
      expect(received.slice(before)).toEqual(
        calls.map(({ operation, request }) => ({
          version,
          operation: operation.name,
          transport: port.transport,
          request,
        })),
      );
      for (const [index, { operation, request }] of calls.entries()) {
        const context = { transport: port.transport, operation: operation.name } as RequestContext;
        const expected = await operation.invoke(mocks.typical, request, context);
        const answer = run.calls[index];
        if (answer === undefined || !("result" in answer)) throw new Error(`zeep: ${JSON.stringify(answer)}`);
        expect(scalarsFromJson(answer.result).sort()).toEqual(scalarsOf(expected, operation.result).sort());
      }
    },
  );
});
