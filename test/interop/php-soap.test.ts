// Interop with PHP's own SOAP stack (ext/soap), a real peer independent of ours, where the machine has `php`
// with the soap extension (Debian's php-cli and php-soap); elsewhere the tests are skipped with a message.
// PHP's SoapClient (test/interop/php/client.php) loads each service's WSDL from our server's `?WSDL` (and
// types.xsd from `?xsd=`), and calls every operation of both versions over SOAP 1.1 and SOAP 1.2, with the
// mock's typical and edge-case answers (nil list items and members).
//
// PHP's SoapServer (test/interop/php/server.php, under PHP's built-in web server) serves each service from its
// WSDL in schema/, answering the typical mock's values, and our generated clients call every operation over
// SOAP 1.1 and SOAP 1.2 and validate what they read.
//
// How SoapClient (PHP 8.2) shows a value, which phpView below follows: an element as an object of its
// children and attributes alike, by local name; the text of an element with attributes as `_`; a repeated
// element as an array (the client asks for SOAP_SINGLE_ELEMENT_ARRAYS), so a wrapped list as `{ item: [...] }`;
// `xsi:nil` as null; xs:int as a number, xs:decimal and xs:dateTime as their text.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v14 from "../../generated/v14/dist/index.js";
import * as v15 from "../../generated/v15/dist/index.js";
import { defaultSchemaRoot } from "../../generator/config.ts";
import type { RequestContext } from "../../generator/runtime/operation.ts";
import type { Field } from "../../generator/runtime/xml-reader.ts";
import {
  mockListener,
  requestOf,
  resolveType,
  servicesUnderTest,
  type ReceivedCall,
} from "./hotel-services.ts";
import {
  lexical,
  phpSoap,
  runPhpClient,
  startPhpServer,
  type Lexical,
  type PhpServer,
} from "./php/php-peer.ts";

/** What each handler of our servers received. */
const received: ReceivedCall[] = [];

/** How SoapClient shows an element holding `value` of type `ref` (see the top of the file), scalars as text. */
function phpView(value: unknown, ref: unknown): Lexical {
  if (value === null) return null;
  const type = resolveType(ref);
  if (type.kind === "simple") return type.format(value);
  const definition = (type as { definition?: { fields: Readonly<Record<string, Field<unknown>>> } })
    .definition;
  if (definition === undefined) throw new Error(`no field table for type ${type.name}`);
  const record = value as Readonly<Record<string, unknown>>;
  if (record["$type"] !== undefined)
    throw new Error(`xsi:type ${String(record["$type"])} is not covered here`);
  const members: Record<string, Lexical> = {};
  let text: string | undefined;
  for (const [key, field] of Object.entries(definition.fields)) {
    const member = record[key];
    if (member === undefined) continue;
    switch (field.kind) {
      case "attribute":
        members[field.local] = field.type.format(member);
        break;
      case "text":
        text = field.type.format(member);
        break;
      case "element":
        members[field.local] = field.occurs.repeated
          ? (member as unknown[]).map((item) => phpView(item, field.type))
          : phpView(member, field.type);
        break;
      case "list":
        members[field.local] = {
          [field.itemLocal]: (member as unknown[]).map((item) => phpView(item, field.type)),
        };
        break;
      default:
        throw new Error(`a ${field.kind} member is not covered here`);
    }
  }
  if (text === undefined) return members;
  return Object.keys(members).length === 0 ? text : { _: text, ...members };
}

const servers: Server[] = [];
const bases = new Map<string, string>();

async function listenLocal(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  if (!phpSoap) return;
  for (const mocks of ["typical", "edgeCases"] as const) {
    const mounts = Object.fromEntries(
      servicesUnderTest.map((underTest) => [
        underTest.service.path,
        mockListener(underTest, mocks, received),
      ]),
    );
    bases.set(mocks, await listenLocal(v15.createSoapServer(v15.createRouter(mounts))));
  }
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const cases = servicesUnderTest.flatMap((underTest) =>
  (["typical", "edgeCases"] as const).flatMap((mocks) =>
    (["1.1", "1.2"] as const).map((soap) => ({
      ...underTest,
      mocks,
      soap,
      label: `${underTest.version} ${underTest.service.name}`,
    })),
  ),
);

describe.skipIf(!phpSoap)("PHP's SoapClient -> our server", () => {
  it.each(cases)(
    "$label: every operation over SOAP $soap returns the $mocks mock's values",
    async ({ version, service, mocks, soap }) => {
      const calls = service.operations.map((operation) => ({ operation, ...requestOf(operation) }));
      const before = received.length;

      const run = await runPhpClient(
        `${bases.get(mocks) ?? ""}${service.path}?WSDL`,
        soap,
        calls.map(({ operation, args }) => ({ operation: operation.name, args: [args] })),
      );

      // SoapClient found every operation in the WSDL (once per binding: SOAP 1.1 and 1.2).
      const found = new Set(run.functions.map((signature) => /\s(\w+)\(/.exec(signature)?.[1]));
      expect([...found].sort()).toEqual(service.operations.map((operation) => operation.name).sort());
      const transport = soap === "1.1" ? "soap11" : "soap12";
      // Our server read each request as PHP meant it, over the SOAP version asked for.
      expect(received.slice(before)).toEqual(
        calls.map(({ operation, request }) => ({ version, operation: operation.name, transport, request })),
      );
      for (const [index, { operation, request }] of calls.entries()) {
        const context = {
          transport,
          operation: operation.name,
          headers: {},
          credentials: {},
          signal: new AbortController().signal,
          soapHeaders: {},
          otherSoapHeaders: [],
          responseSoapHeaders: {},
        } as RequestContext;
        const expected = await operation.invoke(
          servicesUnderTest.find((entry) => entry.service === service)?.mocks[mocks],
          request,
          context,
        );
        const answer = run.calls[index];
        expect(answer).toBeDefined();
        expect(answer !== undefined && "fault" in answer ? answer : undefined).toBeUndefined();
        expect(lexical((answer as { result: unknown }).result)).toEqual({
          [operation.resultElement ?? ""]: phpView(expected, operation.result),
        });
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------------
// Our generated clients against PHP's SoapServer.

describe.skipIf(!phpSoap)("our client -> PHP's SoapServer", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "php-soap-"));
  const started: PhpServer[] = [];
  afterAll(() => {
    for (const server of started) server.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it.each(
    servicesUnderTest.map((underTest) => ({
      ...underTest,
      label: `${underTest.version} ${underTest.service.name}`,
    })),
  )(
    "$label: every operation over SOAP 1.1 and 1.2 reads PHP's answer",
    async ({ version, service, mocks }) => {
      const context = {
        headers: {},
        credentials: {},
        signal: new AbortController().signal,
      } as RequestContext;
      const calls = await Promise.all(
        service.operations.map(async (operation) => {
          const { request, args } = requestOf(operation);
          const result = await operation.invoke(mocks.typical, request, {
            ...context,
            operation: operation.name,
          });
          return { operation, request, args, result };
        }),
      );
      const php = await startPhpServer(
        folder,
        `${version}-${service.name}`,
        path.join(defaultSchemaRoot, version, `${service.name}.wsdl`),
        Object.fromEntries(
          calls.map(({ operation, result }) => [
            operation.name,
            { [operation.resultElement ?? ""]: phpView(result, operation.result) },
          ]),
        ),
      );
      started.push(php);
      const runtime = version === "14" ? v14 : v15;
      for (const transport of ["soap11", "soap12"] as const) {
        const client = new runtime.SoapClient(service.path, {
          baseUrl: php.base,
          transport,
          validateResponse: true,
        });
        for (const { operation, request, result } of calls)
          expect(await client.call(operation as never, request)).toEqual(result);
      }
      // PHP read each request as our client meant it.
      const sent = calls.map(({ operation, args }) =>
        lexical({ operation: operation.name, arguments: [args] }),
      );
      expect(php.received()).toEqual([...sent, ...sent]);
    },
  );
});
