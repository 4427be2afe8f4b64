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
import * as mock14 from "../../generated/v14/dist/mock.js";
import * as v15 from "../../generated/v15/dist/index.js";
import * as mock15 from "../../generated/v15/dist/mock.js";
import { defaultSchemaRoot } from "../../generator/config.ts";
import type { RequestContext } from "../../generator/runtime/operation.ts";
import type { SimpleType } from "../../generator/runtime/simple-type.ts";
import type { ContentType, Field } from "../../generator/runtime/xml-reader.ts";
import {
  lexical,
  phpSoap,
  runPhpClient,
  startPhpServer,
  type Lexical,
  type PhpServer,
} from "./php/php-peer.ts";

const USER = "reseller-7";
const PASSWORD = "S3cret & <pa55> \u00fc";

/** What the caller passes, by parameter name (every parameter of every operation of both versions). */
const PARAMETER_VALUES: Readonly<Record<string, string | number>> = {
  userName: USER,
  password: PASSWORD,
  language: "de",
  bookingID: "B-2026-0042",
  bookingId: 4711,
  checkInDate: "2026-07-01T14:00:00.5+02:00",
  checkOutDate: "2026-07-08T10:00:00Z",
  email: "guest@example.org",
  transferBookingID: "T-99",
  text: "Late arrival, quiet room & <no> feathers",
};

interface OperationView {
  readonly name: string;
  readonly resultElement?: string;
  readonly parameters: readonly { readonly name: string; readonly xmlName: string }[];
  readonly result?: unknown;
  invoke(handlers: unknown, request: unknown, context: RequestContext): Promise<unknown>;
}

interface ServiceUnderTest {
  readonly version: "14" | "15";
  readonly service: {
    readonly name: string;
    readonly path: string;
    readonly operations: readonly OperationView[];
  };
  readonly mocks: { readonly typical: object; readonly edgeCases: object };
}

const servicesUnderTest: readonly ServiceUnderTest[] = [
  {
    version: "14",
    service: v14.NonStaticXMLAPI,
    mocks: { typical: mock14.NonStaticXMLAPIMock, edgeCases: mock14.NonStaticXMLAPIEdgeCaseMock },
  },
  {
    version: "14",
    service: v14.StaticXMLAPI,
    mocks: { typical: mock14.StaticXMLAPIMock, edgeCases: mock14.StaticXMLAPIEdgeCaseMock },
  },
  {
    version: "15",
    service: v15.NonStaticXMLAPI,
    mocks: { typical: mock15.NonStaticXMLAPIMock, edgeCases: mock15.NonStaticXMLAPIEdgeCaseMock },
  },
  {
    version: "15",
    service: v15.StaticXMLAPI,
    mocks: { typical: mock15.StaticXMLAPIMock, edgeCases: mock15.StaticXMLAPIEdgeCaseMock },
  },
];

/** What each handler of our servers received: the typed request, after our server read and validated it. */
const received: { version: string; operation: string; transport: string; request: unknown }[] = [];

/** `handlers`, recording each call. */
function recording<H extends object>(version: string, handlers: H): H {
  return new Proxy(handlers, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return (request: unknown, context: RequestContext) => {
        received.push({ version, operation: context.operation, transport: context.transport, request });
        return (value as (request: unknown, context: RequestContext) => unknown).call(
          target,
          request,
          context,
        );
      };
    },
  });
}

const listenerOptions = {
  authenticate: (credentials: Readonly<Record<string, string | undefined>>) =>
    credentials["userName"] === USER && credentials["password"] === PASSWORD,
};

function resolveType(ref: unknown): SimpleType<unknown> | ContentType<unknown> {
  return (typeof ref === "function" ? (ref as () => unknown)() : ref) as
    SimpleType<unknown> | ContentType<unknown>;
}

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
      servicesUnderTest.map(({ version, service, mocks: handlers }) => [
        service.path,
        (version === "14" ? v14 : v15).createServiceListener(
          service as never,
          recording(version, handlers[mocks]) as never,
          listenerOptions,
        ),
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
      const calls = service.operations.map((operation) => {
        const request: Record<string, unknown> = {};
        const args: Record<string, unknown> = {};
        for (const parameter of operation.parameters) {
          const value = PARAMETER_VALUES[parameter.name];
          if (value === undefined) throw new Error(`no test value for parameter ${parameter.name}`);
          request[parameter.name] = value;
          args[parameter.xmlName] = value;
        }
        return { operation, request, args };
      });
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
          const request: Record<string, unknown> = {};
          const args: Record<string, unknown> = {};
          for (const parameter of operation.parameters) {
            const value = PARAMETER_VALUES[parameter.name];
            if (value === undefined) throw new Error(`no test value for parameter ${parameter.name}`);
            request[parameter.name] = value;
            args[parameter.xmlName] = value;
          }
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
