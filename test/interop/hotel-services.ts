/**
 * The hotel service's four services (both versions) as the interop tests with other SOAP stacks call them: the
 * values a caller passes, the mock handlers answering, and a record of what our handlers received.
 */
import { execFile } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import * as v14 from "../../generated/v14/dist/index.js";
import * as mock14 from "../../generated/v14/dist/mock.js";
import * as v15 from "../../generated/v15/dist/index.js";
import * as mock15 from "../../generated/v15/dist/mock.js";
import { SaxesParser } from "saxes";
import type { RequestContext } from "../../generator/runtime/operation.ts";
import type { SimpleType } from "../../generator/runtime/simple-type.ts";
import type { ContentType, Field } from "../../generator/runtime/xml-reader.ts";

export const USER = "reseller-7";
export const PASSWORD = "S3cret & <pa55> \u00fc";

/** What the caller passes, by parameter name (every parameter of every operation of both versions). */
export const PARAMETER_VALUES: Readonly<Record<string, string | number>> = {
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

export interface OperationView {
  readonly name: string;
  readonly transports: readonly string[];
  /** Every operation of the hotel service has one. */
  readonly responseElement?: string;
  readonly resultElement?: string;
  readonly parameters: readonly { readonly name: string; readonly xmlName: string }[];
  readonly result?: unknown;
  invoke(handlers: unknown, request: unknown, context: RequestContext): Promise<unknown>;
}

export interface ServiceUnderTest {
  readonly version: "14" | "15";
  readonly service: {
    readonly name: string;
    readonly path: string;
    readonly operations: readonly OperationView[];
  };
  readonly mocks: { readonly typical: object; readonly edgeCases: object };
}

export const servicesUnderTest: readonly ServiceUnderTest[] = [
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

/** A call our handler received: the typed request, after our server read and validated it. */
export interface ReceivedCall {
  readonly version: string;
  readonly operation: string;
  readonly transport: string;
  readonly request: unknown;
}

/** `handlers`, recording each call into `received`. */
export function recording<H extends object>(version: string, handlers: H, received: ReceivedCall[]): H {
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

/** The server options that let only the caller of {@link PARAMETER_VALUES} in. */
export const listenerOptions = {
  authenticate: (credentials: Readonly<Record<string, string | undefined>>) =>
    credentials["userName"] === USER && credentials["password"] === PASSWORD,
};

/** A listener of `underTest` answering with its `mocks` handlers and recording each call into `received`. */
export function mockListener(
  underTest: ServiceUnderTest,
  mocks: keyof ServiceUnderTest["mocks"],
  received: ReceivedCall[],
): ReturnType<typeof v15.createServiceListener> {
  return (underTest.version === "14" ? v14 : v15).createServiceListener(
    underTest.service as never,
    recording(underTest.version, underTest.mocks[mocks], received) as never,
    listenerOptions,
  );
}

/** The typed request of `operation` from {@link PARAMETER_VALUES}, and its arguments by XML name. */
export function requestOf(operation: OperationView): {
  readonly request: Record<string, unknown>;
  readonly args: Record<string, unknown>;
} {
  const request: Record<string, unknown> = {};
  const args: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    const value = PARAMETER_VALUES[parameter.name];
    if (value === undefined) throw new Error(`no test value for parameter ${parameter.name}`);
    request[parameter.name] = value;
    args[parameter.xmlName] = value;
  }
  return { request, args };
}

/** The type a generated field refers to, its thunk called. */
export function resolveType(ref: unknown): SimpleType<unknown> | ContentType<unknown> {
  return (typeof ref === "function" ? (ref as () => unknown)() : ref) as
    SimpleType<unknown> | ContentType<unknown>;
}

const DATE_TIME = /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d/;

/** A scalar in lexical form, a dateTime as the instant it names (each peer writes them its own way). */
export function normalized(text: string): string {
  return DATE_TIME.test(text) ? new Date(text.replace(" ", "T")).toISOString() : text;
}

/** Every scalar that `value` of type `ref` holds, in lexical form. */
export function scalarsOf(value: unknown, ref: unknown, into: string[] = []): string[] {
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

const XSI = "http://www.w3.org/2001/XMLSchema-instance";

/** Every scalar of a document a peer's serializer wrote (its text and its attributes but xmlns and xsi), in lexical form. */
export function scalarsFromXml(xml: string): string[] {
  const scalars: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on("opentag", (tag) => {
    for (const attribute of Object.values(tag.attributes))
      if (attribute.prefix !== "xmlns" && attribute.name !== "xmlns" && attribute.uri !== XSI)
        scalars.push(normalized(attribute.value));
  });
  parser.on("text", (text) => {
    if (text.trim() !== "") scalars.push(normalized(text));
  });
  parser.write(xml.replace(/^<\?xml[^>]*\?>/, "")).close();
  return scalars;
}

/** `request` with each text that is a dateTime as the instant it names. */
export function instants(request: unknown): unknown {
  return Object.fromEntries(
    Object.entries(request as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === "string" ? normalized(value) : value,
    ]),
  );
}

/** Every scalar of what a Python peer returned (as JSON), in lexical form. */
export function scalarsFromJson(value: unknown, into: string[] = []): string[] {
  if (value === null) return into;
  if (typeof value === "string") into.push(normalized(value));
  else if (typeof value === "number" || typeof value === "boolean") into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) scalarsFromJson(item, into);
  else if (typeof value === "object")
    for (const member of Object.values(value)) scalarsFromJson(member, into);
  return into;
}

export type Mock = keyof ServiceUnderTest["mocks"];

/** A transport of a peer that calls our server: its name in the peer (a port, a protocol) and ours. */
export interface PeerTransport {
  readonly name: string;
  readonly transport: string;
}

/** One case of a driver peer: a service over one transport against one mock, and the calls it makes. */
export interface DriverCase extends ServiceUnderTest {
  readonly mock: Mock;
  readonly via: PeerTransport;
  readonly calls: readonly (ReturnType<typeof requestOf> & { readonly operation: OperationView })[];
  readonly label: string;
}

/** Every service of both versions over each of `transports`, against the typical and the edge-case mocks. */
export function driverCases(transports: readonly PeerTransport[]): DriverCase[] {
  return (["typical", "edgeCases"] as const).flatMap((mock) =>
    servicesUnderTest.flatMap((underTest) =>
      transports.map((via) => ({
        ...underTest,
        mock,
        via,
        calls: underTest.service.operations
          .filter((operation) => operation.transports.includes(via.transport))
          .map((operation) => ({ operation, ...requestOf(operation) })),
        label: `${underTest.version} ${underTest.service.name} ${via.name}, ${mock} mock`,
      })),
    ),
  );
}

/**
 * Our servers of a driver peer: one per mock, each serving every service under test, recording into `received`.
 * `close` stops them.
 */
export async function listenWithMocks(
  received: ReceivedCall[],
): Promise<{ readonly bases: Readonly<Record<Mock, string>>; close(): Promise<void> }> {
  const servers: Server[] = [];
  const bases: Partial<Record<Mock, string>> = {};
  for (const mock of ["typical", "edgeCases"] as const) {
    const mounts = Object.fromEntries(
      servicesUnderTest.map((underTest) => [underTest.service.path, mockListener(underTest, mock, received)]),
    );
    const server = v15.createSoapServer(v15.createRouter(mounts));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    bases[mock] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    bases: bases as Record<Mock, string>,
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}

/** Splits what a driver did over all `cases`, in call order, into each case's received calls and answers. */
export function outcomesByCase(
  cases: readonly DriverCase[],
  received: readonly ReceivedCall[],
  answers: readonly string[],
): Map<string, { readonly received: ReceivedCall[]; readonly answers: string[] }> {
  const outcomes = new Map<string, { received: ReceivedCall[]; answers: string[] }>();
  let at = 0;
  for (const test of cases) {
    const count = test.calls.length;
    outcomes.set(test.label, {
      received: received.slice(at, at + count),
      answers: answers.slice(at, at + count),
    });
    at += count;
  }
  return outcomes;
}

/**
 * Checks one case of a driver peer: our handlers received what it passed (dateTimes as instants), and each of its
 * answers (`result\t<what its serializer wrote of the result, base64>`) holds every scalar of the mock's result.
 */
export async function expectDriverOutcome(
  test: DriverCase,
  outcome: { readonly received: readonly ReceivedCall[]; readonly answers: readonly string[] } | undefined,
  peer: string,
): Promise<void> {
  if (outcome === undefined) throw new Error("the driver did not run");
  expect(outcome.received.map((call) => ({ ...call, request: instants(call.request) }))).toEqual(
    test.calls.map(({ operation, request }) => ({
      version: test.version,
      operation: operation.name,
      transport: test.via.transport,
      request: instants(request),
    })),
  );
  for (const [index, { operation, request }] of test.calls.entries()) {
    const context = { transport: test.via.transport, operation: operation.name } as RequestContext;
    const expected = await operation.invoke(test.mocks[test.mock], request, context);
    const [kind, payload = ""] = (outcome.answers[index] ?? "").split("\t");
    if (kind !== "result") throw new Error(`${operation.name}: ${peer} got ${outcome.answers[index]}`);
    expect(scalarsFromXml(Buffer.from(payload, "base64").toString("utf8")).sort()).toEqual(
      scalarsOf(expected, operation.result).sort(),
    );
  }
}

/** Debian's Python, which the python3-* packages install into (a python3 earlier on the PATH may be another). */
export const PYTHON = "/usr/bin/python3";

/** What a Python client (zeep/client.py, suds/client.py) prints: the port's operations, and each call's outcome. */
export interface PythonRun {
  readonly operations: readonly string[];
  readonly calls: readonly ({ readonly result: unknown } | { readonly fault: string })[];
}

/** Runs the Python client `script` with `input` as JSON on stdin; asynchronous, as our server answers meanwhile. */
export function runPythonClient(script: string, input: object): Promise<PythonRun> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      PYTHON,
      [script],
      { encoding: "utf8", timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error !== null) reject(new Error(`${script} failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as PythonRun);
      },
    );
    child.stdin?.end(JSON.stringify(input));
  });
}

/**
 * A driver's line for `call` (see mono/driver.cs, metro/Driver.java): the fields that say where to call (`target`),
 * then the operation and each argument as `<XML name>=<its lexical value, UTF-8 in base64>`, tab-separated.
 */
export function driverLine(
  target: readonly string[],
  { operation, args }: DriverCase["calls"][number],
): string {
  return [
    ...target,
    operation.name,
    ...Object.entries(args).map(
      ([name, value]) => `${name}=${Buffer.from(String(value)).toString("base64")}`,
    ),
  ].join("\t");
}
