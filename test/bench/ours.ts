/**
 * Our side of every benchmark, found at run time: the generated package `@xmlapi/v15` (generated/v15) with
 * the runtime copy it ships, and the `xmlapi-codegen generate` command. Whatever is not there yet is reported
 * as "not available yet" with the reason, never replaced by a stand-in.
 *
 * The package is loaded as an installed one runs: its compiled `dist/` JavaScript (package.json `main`), like
 * the peers' published JavaScript. Its `src/` TypeScript would go through tsx, whose transform names every
 * function it creates at run time (esbuild's keepNames), a cost per closure that no user of the package pays.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { RequestListener, Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
// Types only: the package's runtime copy is loaded below by a computed path; generator/runtime is its source.
import type { ServiceListenerOptions } from "../../generator/runtime/http-server.ts";
import type * as OperationRuntime from "../../generator/runtime/operation.ts";
import type { ValidationIssue } from "../../generator/runtime/validation.ts";
import type * as SoapRuntime from "../../generator/runtime/soap.ts";
import type * as ScalarsRuntime from "../../generator/runtime/scalars.ts";
import type { SimpleType } from "../../generator/runtime/simple-type.ts";
import type * as ReaderRuntime from "../../generator/runtime/xml-reader.ts";
import type * as WriterRuntime from "../../generator/runtime/xml-writer.ts";
import { getMealsParameters } from "./http-fixtures.ts";
import type { AmendmentData, MealData, NoteData } from "./message-data.ts";
import type { MessageData, MessageKind } from "./messages.ts";
import { repositoryRoot } from "./peers.ts";

/** A capability of ours, or why it is missing. */
export type Capability<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** The generated deserializer and serializer of a message family's SOAP 1.1 response. */
export interface OursCodec {
  /** Reads a SOAP 1.1 response envelope into the typed result. */
  readonly deserialize: (kind: MessageKind, xml: string) => unknown;
  /**
   * Writes a typed response (the value {@link OursCodec.deserialize} returns) as a SOAP 1.1 response envelope,
   * as the generated server writes its operation's result.
   */
  readonly serialize: (kind: MessageKind, value: unknown) => string;
}

/** The runtime's streaming mode: each meal of a GetMeals response handed over alone. */
export type OursMealStream = (
  chunks: AsyncIterable<string>,
  onMeal: (meal: unknown) => void,
) => Promise<void>;

/**
 * The checks a generated serializer makes on what it writes, from the package's runtime: each returns the text
 * to write or throws. The checked template baseline (checked-template.ts) calls them.
 */
export interface OursChecks {
  readonly int: (value: number) => string;
  readonly decimal: (value: string) => string;
  readonly dateTime: (value: string) => string;
  readonly bookingType: (value: string) => string;
  readonly escapeText: (value: string) => string;
  readonly escapeAttribute: (value: string) => string;
}

export interface Ours {
  readonly codec: Capability<OursCodec>;
  readonly checks: Capability<OursChecks>;
  readonly mealStream: Capability<OursMealStream>;
  /**
   * Makes the generated server of NonStaticXMLAPI (not yet listening) whose GetMeals answers `data`, converted
   * once to the generated types; server-child.ts runs it in its own process.
   */
  readonly server: Capability<(data: MessageData) => Server>;
  /** Makes a GetMeals caller bound to an endpoint, from the generated client. */
  readonly client: Capability<(endpoint: string) => Promise<() => Promise<unknown>>>;
}

export const generatedPackage = path.join(repositoryRoot, "generated", "v15");
export const codegenBin = path.join(repositoryRoot, "generator", "bin.js");

function missing(reason: string): { readonly ok: false; readonly reason: string } {
  return { ok: false, reason };
}

/**
 * The path of the `xmlapi-codegen` entry once its `generate` command is committed (a command still being
 * written in the working tree is not ours to measure yet).
 */
export function findGenerator(): Capability<string> {
  const tracked = spawnSync("git", ["ls-files", "--error-unmatch", "generator/commands/generate.ts"], {
    cwd: repositoryRoot,
    stdio: "ignore",
  });
  if (tracked.status !== 0) return missing("`xmlapi-codegen generate` is not committed yet");
  const help = spawnSync(process.execPath, [codegenBin, "--help"], { encoding: "utf8" });
  return /^\s+generate\b/m.test(help.stdout)
    ? { ok: true, value: codegenBin }
    : missing("`xmlapi-codegen generate` is not registered in generator/cli.ts yet");
}

/** A generated `MealLabel`, as generated/v15/dist/types.d.ts declares it. */
interface GeneratedMealLabel {
  id: number;
  text?: string;
}
/** A generated `Meal`. */
interface GeneratedMeal {
  id: number;
  name?: string;
  labels?: (GeneratedMealLabel | null)[];
}
/** A generated `GetMealsResult` (`meals` is an `ArrayOfMeal`). */
export interface GeneratedGetMealsResult {
  meals?: (GeneratedMeal | null)[];
}

/** The generated client of NonStaticXMLAPI, as far as the client benchmark calls it. */
interface GeneratedClient {
  getMeals(
    request: typeof getMealsParameters,
    options?: { readonly transport?: "soap11" },
  ): Promise<GeneratedGetMealsResult | undefined>;
}

/** The part of the generated package the benchmarks use. */
interface GeneratedV15 {
  readonly GetMealsResponse: ReaderRuntime.ContentType<unknown>;
  readonly GetMealsOperation: AnyOperation;
  readonly AmendmentPriceRequestResponse: ReaderRuntime.ContentType<unknown>;
  readonly AmendmentPriceRequestOperation: AnyOperation;
  readonly Meal: ReaderRuntime.ContentType<unknown>;
  readonly AmendmentBookingType: SimpleType<string>;
  readonly validateGetMealsResult: (value: GeneratedGetMealsResult) => ValidationIssue[];
  /** The service descriptor; typed by the generated code, opaque here. */
  readonly NonStaticXMLAPI: { readonly path: string };
  readonly NonStaticXMLAPIClient: new (options: {
    readonly baseUrl: string;
    readonly transport?: "soap11";
  }) => GeneratedClient;
  readonly createServiceListener: (
    service: GeneratedV15["NonStaticXMLAPI"],
    handlers: Readonly<Record<string, (request: unknown) => Promise<unknown>>>,
    options?: ServiceListenerOptions,
  ) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
  readonly ServiceFault: new (code: "Sender" | "Receiver", reason: string) => Error;
}
type AnyOperation = OperationRuntime.OperationDescriptor<unknown, unknown, never>;

/** The package and the runtime modules it ships, each loaded from generated/v15/dist. */
interface Generated {
  readonly v15: GeneratedV15;
  readonly soap: typeof SoapRuntime;
  readonly operation: typeof OperationRuntime;
  readonly reader: typeof ReaderRuntime;
  readonly scalars: typeof ScalarsRuntime;
  readonly writer: typeof WriterRuntime;
}

// Loaded by computed paths: generated code is checked by its own tsconfig, not followed from here.
const generatedDist = path.join(generatedPackage, "dist");
async function loadGenerated(): Promise<Generated | undefined> {
  const load = async (file: string): Promise<unknown> =>
    import(pathToFileURL(path.join(generatedDist, file)).href);
  if (!existsSync(path.join(generatedDist, "index.js"))) return undefined;
  return {
    v15: (await load("index.js")) as GeneratedV15,
    soap: (await load(path.join("runtime", "soap.js"))) as typeof SoapRuntime,
    operation: (await load(path.join("runtime", "operation.js"))) as typeof OperationRuntime,
    reader: (await load(path.join("runtime", "xml-reader.js"))) as typeof ReaderRuntime,
    scalars: (await load(path.join("runtime", "scalars.js"))) as typeof ScalarsRuntime,
    writer: (await load(path.join("runtime", "xml-writer.js"))) as typeof WriterRuntime,
  };
}
const generated = await loadGenerated();

const namespace = "http://xml.example.net/15/";

/**
 * The generated readers of both response elements, inside the package runtime's SOAP 1.1 envelope, and the
 * generated server's writing of each operation's result.
 */
function codecOf({ v15, soap, operation }: Generated): OursCodec {
  const responses = {
    meals: {
      local: "GetMealsResponse",
      type: v15.GetMealsResponse,
      operation: v15.GetMealsOperation,
      result: (value: unknown) => (value as { getMealsResult?: unknown }).getMealsResult,
    },
    amendment: {
      local: "AmendmentPriceRequestResponse",
      type: v15.AmendmentPriceRequestResponse,
      operation: v15.AmendmentPriceRequestOperation,
      result: (value: unknown) =>
        (value as { amendmentPriceRequestResult?: unknown }).amendmentPriceRequestResult,
    },
  } as const;
  return {
    deserialize: (kind, xml) => {
      const response = responses[kind];
      const envelope = soap.readSoapEnvelope<unknown>(xml, (ns, local) =>
        ns === namespace && local === response.local ? response.type : undefined,
      );
      if (envelope.body === undefined) throw new Error(`no ${response.local} in the envelope`);
      return envelope.body.value;
    },
    serialize: (kind, value) => {
      const response = responses[kind];
      return operation.soapResponseEnvelope("1.1", response.operation, response.result(value));
    },
  };
}

/** The package runtime's codecs and escaping, as the generated serializers of both messages call them. */
function checksOf({ v15, scalars, writer }: Generated): OursChecks {
  return {
    int: scalars.xsInt.format,
    decimal: scalars.xsDecimal.format,
    dateTime: scalars.xsDateTime.format,
    bookingType: v15.AmendmentBookingType.format,
    escapeText: writer.escapeText,
    escapeAttribute: writer.escapeAttribute,
  };
}

/**
 * The runtime's streaming mode on a GetMeals envelope: each `meal` (the generated reader) handed to the
 * callback and never collected. The runtime streams documents through `readXmlStream` but has no streaming
 * envelope reader, so the envelope is described here with the runtime's own table builders.
 */
function mealStreamOf({ v15, soap, reader }: Generated): OursMealStream {
  const envelopeNamespace = soap.SOAP_ENVELOPE_NS["1.1"];
  const body = reader.complexType<{ response?: unknown }>({
    ns: envelopeNamespace,
    name: "Body",
    fields: { response: reader.element(namespace, "GetMealsResponse", v15.GetMealsResponse) },
  });
  const envelope = reader.complexType<{ body?: unknown }>({
    ns: envelopeNamespace,
    name: "Envelope",
    fields: { body: reader.element(envelopeNamespace, "Body", body) },
  });
  const root = reader.element(envelopeNamespace, "Envelope", envelope, { required: true });
  return async (chunks, onMeal) => {
    await reader.readXmlStream(chunks, root, {
      streams: [reader.streamItems(namespace, "meal", v15.Meal, onMeal)],
      // The default bounds (32 MB input, 1,000,000 elements) count streamed items too: lift them for 100 MB.
      maxInputSize: Number.MAX_SAFE_INTEGER,
      maxElements: Number.MAX_SAFE_INTEGER,
    });
  };
}

/** The benchmark's meals as the generated `GetMealsResult`, member by member. */
export function generatedMealsResult(meals: readonly MealData[]): GeneratedGetMealsResult {
  return {
    meals: meals.map((meal) => ({
      id: meal.id,
      name: meal.name,
      labels: meal.labels.map((label) => ({ id: label.id, text: label.text })),
    })),
  };
}

/** The benchmark's quote as the generated `AmendmentPriceRequestResult`, member by member. */
function generatedAmendmentResult(amendment: AmendmentData): Record<string, unknown> {
  const notes = (items: readonly NoteData[]) =>
    items.map((note) => ({ startDate: note.startDate, endDate: note.endDate, text: note.text }));
  return {
    price: { value: amendment.price.amount, currency: amendment.price.currency },
    roomId: amendment.roomId,
    hotelnotes: notes(amendment.hotelNotes),
    roomnotes: notes(amendment.roomNotes),
    cancellationPolicies: amendment.cancellationPolicies.map((policy) => ({
      deadline: policy.deadline,
      percentage: policy.percentage,
    })),
    bookingType: amendment.bookingType,
  };
}

/**
 * The data of a message as the value of its generated response element (`GetMealsResponse` or
 * `AmendmentPriceRequestResponse`): what a service hands the serializer, built from its own data like every
 * other contender's input.
 */
export function generatedResponse(data: MessageData): unknown {
  return data.kind === "meals"
    ? { getMealsResult: generatedMealsResult(data.meals) }
    : { amendmentPriceRequestResult: generatedAmendmentResult(data.amendment) };
}

/**
 * The generated server as the package's README shows it: `createServiceListener(NonStaticXMLAPI, handlers)`
 * with the default options (every request validated), in `createSoapServer`. GetMeals answers the result built
 * and validated once here; the other operations are not served by the benchmark.
 */
function serverOf({ v15 }: Generated): (data: MessageData) => Server {
  return (data) => {
    if (data.kind !== "meals") throw new Error("the benchmark server answers GetMeals only");
    const result = generatedMealsResult(data.meals);
    const issues = v15.validateGetMealsResult(result);
    if (issues.length > 0)
      throw new Error(
        `GetMeals result is invalid: ${issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`,
      );
    const unserved = () => Promise.reject(new v15.ServiceFault("Receiver", "Not served by the benchmark."));
    const handlers = {
      amendmentPriceRequest: unserved,
      getHotelNoteTypes: unserved,
      getLanguages: unserved,
      getMeals: () => Promise.resolve(result),
      getRoomNoteTypes: unserved,
      getThemes: unserved,
    };
    return v15.createSoapServer(v15.createServiceListener(v15.NonStaticXMLAPI, handlers));
  };
}

/** The generated client over SOAP 1.1 (its default transport, named here), one instance per endpoint. */
function clientOf({ v15 }: Generated): (endpoint: string) => Promise<() => Promise<unknown>> {
  return (endpoint) => {
    const url = new URL(endpoint);
    if (url.pathname !== v15.NonStaticXMLAPI.path)
      throw new Error(`${endpoint} is not at the service path ${v15.NonStaticXMLAPI.path}`);
    const client = new v15.NonStaticXMLAPIClient({ baseUrl: url.origin, transport: "soap11" });
    const request = { ...getMealsParameters };
    return Promise.resolve(() => client.getMeals(request));
  };
}

/** Finds what of the generated package exists in the working tree. */
export function loadOurs(): Ours {
  if (generated === undefined) {
    const reason = "generated/v15 is not committed yet";
    return {
      codec: missing(reason),
      checks: missing(reason),
      mealStream: missing(reason),
      server: missing(reason),
      client: missing(reason),
    };
  }
  return {
    codec: { ok: true, value: codecOf(generated) },
    checks: { ok: true, value: checksOf(generated) },
    mealStream: { ok: true, value: mealStreamOf(generated) },
    server: { ok: true, value: serverOf(generated) },
    client: { ok: true, value: clientOf(generated) },
  };
}
