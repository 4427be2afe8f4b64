// Interop with suds (Python's long-lived SOAP client, Debian's python3-suds), where the machine has it; elsewhere
// the tests are skipped with a message. suds (test/interop/suds/client.py) loads each service's WSDL from our
// server's `?WSDL` and calls every operation of both versions through the SOAP 1.1 port, the only binding suds
// speaks, against the typical and the edge-case mocks (nil items and members).
//
// Checked per call: our handler received the request as suds's caller meant it, and suds read our answer without
// a fault, with every scalar of the mock's result among what it returned (exactly those for the typical mock),
// compared as a multiset of scalars in lexical form, dateTimes as instants (suds turns them into datetimes).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestContext } from "../../generator/runtime/operation.ts";
import {
  instants,
  listenWithMocks,
  PYTHON,
  requestOf,
  runPythonClient,
  scalarsFromJson,
  scalarsOf,
  servicesUnderTest,
  type ReceivedCall,
} from "./hotel-services.ts";

const SUDS_CLIENT = path.join(import.meta.dirname, "suds", "client.py");
const suds = spawnSync(PYTHON, ["-c", "import suds.client"], { encoding: "utf8" }).status === 0;
if (!suds) console.warn("suds.test.ts: no suds for /usr/bin/python3 here: suds interop is skipped.");

const received: ReceivedCall[] = [];
let servers: Awaited<ReturnType<typeof listenWithMocks>> | undefined;

beforeAll(async () => {
  if (suds) servers = await listenWithMocks(received);
});

afterAll(async () => {
  await servers?.close();
});

const cases = (["typical", "edgeCases"] as const).flatMap((mock) =>
  servicesUnderTest.map((underTest) => ({
    ...underTest,
    mock,
    label: `${underTest.version} ${underTest.service.name}Soap, ${mock} mock`,
  })),
);

describe.skipIf(!suds)("suds -> our server", () => {
  it.each(cases)(
    "$label: every operation reads back the mock's values",
    async ({ version, service, mocks, mock }) => {
      const operations = service.operations.filter((operation) => operation.transports.includes("soap11"));
      const calls = operations.map((operation) => ({ operation, ...requestOf(operation) }));
      const before = received.length;

      const run = await runPythonClient(SUDS_CLIENT, {
        wsdl: `${servers?.bases[mock]}${service.path}?WSDL`,
        port: `${service.name}Soap`,
        calls: calls.map(({ operation, args }) => ({ operation: operation.name, args })),
      });

      expect(run.operations).toEqual(operations.map((operation) => operation.name).sort());
      expect(received.slice(before).map((call) => ({ ...call, request: instants(call.request) }))).toEqual(
        calls.map(({ operation, request }) => ({
          version,
          operation: operation.name,
          transport: "soap11",
          request: instants(request),
        })),
      );
      for (const [index, { operation, request }] of calls.entries()) {
        const context = { transport: "soap11", operation: operation.name } as RequestContext;
        const expected = await operation.invoke(mocks[mock], request, context);
        const answer = run.calls[index];
        if (answer === undefined || !("result" in answer)) throw new Error(`suds: ${JSON.stringify(answer)}`);
        const read = scalarsFromJson(answer.result).sort();
        const sent = scalarsOf(expected, operation.result).sort();
        // A nil item keeps its required attributes, with placeholder values (decisions table, schema/README.md), and
        // suds reads an element that has attributes as an object of them, nil or not: beside the mock's values,
        // the edge cases show those placeholders.
        if (mock === "typical") expect(read).toEqual(sent);
        else expect(read).toEqual(expect.arrayContaining(sent));
      }
    },
  );
});
