/**
 * The hotel service's four services (both versions) as the interop tests with other SOAP stacks call them: the
 * values a caller passes, the mock handlers answering, and a record of what our handlers received.
 */
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
