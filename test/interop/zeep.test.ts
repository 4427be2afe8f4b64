// Interop with zeep (Python's SOAP stack, Debian's python3-zeep), a real peer independent of ours, where the
// machine has it; elsewhere the tests are skipped with a message. zeep (test/interop/zeep/client.py) loads each
// service's WSDL from our server's `?WSDL` and calls every operation of both versions through each of the four
// ports the WSDL publishes: SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST, a transport few peers take.
//
// Checked per call: our handler received the request as zeep's caller meant it, over the port's transport, and
// zeep read our answer without a fault, with every scalar of the mock's result among what it returned. zeep
// unwraps results its own way (a response wrapper of one child is that child, and so on down), so the values
// are compared as a multiset of scalars in lexical form, dateTimes as instants.
import { execFile, spawnSync } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v14 from "../../generated/v14/dist/index.js";
import * as mock14 from "../../generated/v14/dist/mock.js";
import * as v15 from "../../generated/v15/dist/index.js";
import * as mock15 from "../../generated/v15/dist/mock.js";
import type { RequestContext } from "../../generator/runtime/operation.ts";
import type { SimpleType } from "../../generator/runtime/simple-type.ts";
import type { ContentType, Field } from "../../generator/runtime/xml-reader.ts";

// Debian's Python, which python3-zeep installs into (a python3 earlier on the PATH may be another one).
const PYTHON = "/usr/bin/python3";
const ZEEP_CLIENT = path.join(import.meta.dirname, "zeep", "client.py");
const zeep = spawnSync(PYTHON, ["-c", "import zeep"], { encoding: "utf8" }).status === 0;
if (!zeep) console.warn("zeep.test.ts: no zeep for /usr/bin/python3 here: zeep interop is skipped.");

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
  readonly transports: readonly string[];
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
  readonly mock: object;
}

const servicesUnderTest: readonly ServiceUnderTest[] = [
  { version: "14", service: v14.NonStaticXMLAPI, mock: mock14.NonStaticXMLAPIMock },
  { version: "14", service: v14.StaticXMLAPI, mock: mock14.StaticXMLAPIMock },
  { version: "15", service: v15.NonStaticXMLAPI, mock: mock15.NonStaticXMLAPIMock },
  { version: "15", service: v15.StaticXMLAPI, mock: mock15.StaticXMLAPIMock },
];

/** The WSDL's ports (as .asmx names them) and the transport each one is. */
const PORTS = [
  { suffix: "Soap", transport: "soap11" },
  { suffix: "Soap12", transport: "soap12" },
  { suffix: "HttpGet", transport: "get" },
  { suffix: "HttpPost", transport: "post" },
] as const;

/** What each handler of our server received: the typed request, after our server read and validated it. */
const received: { version: string; operation: string; transport: string; request: unknown }[] = [];

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

function resolveType(ref: unknown): SimpleType<unknown> | ContentType<unknown> {
  return (typeof ref === "function" ? (ref as () => unknown)() : ref) as
    SimpleType<unknown> | ContentType<unknown>;
}

const DATE_TIME = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d/;

/** A scalar in lexical form, a dateTime as the instant it names (zeep writes them its own way). */
function normalized(text: string): string {
  return DATE_TIME.test(text) ? new Date(text.replace(" ", "T")).toISOString() : text;
}

/** Every scalar that `value` of type `ref` holds, in lexical form. */
function scalarsOf(value: unknown, ref: unknown, into: string[] = []): string[] {
  if (value === null || value === undefined) return into;
  const type = resolveType(ref);
  if (type.kind === "simple") {
    into.push(normalized(type.format(value)));
    return into;
  }
  const definition = (type as { definition?: { fields: Readonly<Record<string, Field<unknown>>> } })
    .definition;
  if (definition === undefined) throw new Error(`no field table for type ${type.name}`);
  const record = value as Readonly<Record<string, unknown>>;
  for (const [key, field] of Object.entries(definition.fields)) {
    const member = record[key];
    if (member === undefined) continue;
    switch (field.kind) {
      case "attribute":
      case "text":
        into.push(normalized(field.type.format(member)));
        break;
      case "element":
        for (const item of field.occurs.repeated ? (member as unknown[]) : [member])
          scalarsOf(item, field.type, into);
        break;
      case "list":
        for (const item of member as unknown[]) scalarsOf(item, field.type, into);
        break;
      default:
        throw new Error(`a ${field.kind} member is not covered here`);
    }
  }
  return into;
}

/** Every scalar of what zeep returned (JSON), in lexical form. */
function scalarsFromZeep(value: unknown, into: string[] = []): string[] {
  if (value === null) return into;
  if (typeof value === "string") into.push(normalized(value));
  else if (typeof value === "number" || typeof value === "boolean") into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) scalarsFromZeep(item, into);
  else if (typeof value === "object")
    for (const member of Object.values(value)) scalarsFromZeep(member, into);
  return into;
}

interface ZeepRun {
  readonly operations: readonly string[];
  readonly calls: readonly ({ readonly result: unknown } | { readonly fault: string })[];
}

/** Runs client.py; asynchronous, as our server answers meanwhile. */
function runZeep(input: object): Promise<ZeepRun> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      PYTHON,
      [ZEEP_CLIENT],
      { encoding: "utf8", timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error !== null) reject(new Error(`zeep failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as ZeepRun);
      },
    );
    child.stdin?.end(JSON.stringify(input));
  });
}

let server: Server | undefined;
let base = "";

beforeAll(async () => {
  if (!zeep) return;
  const mounts = Object.fromEntries(
    servicesUnderTest.map(({ version, service, mock }) => [
      service.path,
      (version === "14" ? v14 : v15).createServiceListener(
        service as never,
        recording(version, mock) as never,
        {
          authenticate: (credentials: Readonly<Record<string, string | undefined>>) =>
            credentials["userName"] === USER && credentials["password"] === PASSWORD,
        },
      ),
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
    async ({ version, service, mock, port }) => {
      const operations = service.operations.filter((operation) =>
        operation.transports.includes(port.transport),
      );
      const calls = operations.map((operation) => {
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

      const run = await runZeep({
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
        const expected = await operation.invoke(mock, request, context);
        const answer = run.calls[index];
        if (answer === undefined || !("result" in answer)) throw new Error(`zeep: ${JSON.stringify(answer)}`);
        expect(scalarsFromZeep(answer.result).sort()).toEqual(scalarsOf(expected, operation.result).sort());
      }
    },
  );
});
