/**
 * Properties of the generated servers and clients under fuzzing, shared by test/generated/http-fuzz.test.ts
 * and the long-run fuzz script. Requests are the fixture messages (every operation of both versions over
 * each transport), mutated, sent to the real generated servers with their mock handlers; responses are those
 * servers' real answers, mutated, returned to the real generated clients by a scripted server.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import {
  HttpError,
  MalformedResponseError,
  SoapFaultError,
  TransportError,
} from "../../generator/runtime/http-client.ts";
import type {
  OperationDescriptor,
  RequestContext,
  ServiceDescriptor,
  Transport,
} from "../../generator/runtime/operation.ts";
import { readSoapEnvelope } from "../../generator/runtime/soap.ts";
import { loadPackage, versions, type GeneratedModule } from "../generated/support.ts";
import { PropertyViolation } from "./deserializer-properties.ts";
import { fixtureRequests, type FixtureRequest } from "./generated-server.ts";
import { mutatedBytes, mutatedText, substitutedValues } from "./mutate.ts";
import { send, type RawRequest, type RawResponse } from "./sample-server.ts";

export { PropertyViolation };

const SOAP11_TYPES = [
  "text/xml; charset=utf-8",
  "text/xml",
  'text/xml; charset="utf-8"',
  "TEXT/XML; Charset=UTF-8",
];
const ODD_TYPES = [
  "",
  "application/json",
  "text/xml; charset=iso-8859-1",
  "application/soap+xml; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "text/xml;;;",
  "text/xml; charset=",
];

/** Every service path of both generated packages (a request sent to another one meets the wrong namespace). */
async function servicePaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const version of versions)
    for (const value of Object.values(await loadPackage(version)))
      if (typeof value === "object" && value !== null && "operations" in value && "path" in value)
        paths.push((value as ServiceDescriptor<unknown>).path);
  return paths;
}

/** What the request fuzz draws from: the fixture requests and every service path. */
export interface RequestSeeds {
  readonly requests: readonly FixtureRequest[];
  readonly paths: readonly string[];
}

export async function requestSeeds(): Promise<RequestSeeds> {
  return { requests: await fixtureRequests(), paths: await servicePaths() };
}

function soapAction(request: FixtureRequest): string {
  const header = request.headers["soapaction"];
  if (header !== undefined) return header.replace(/"/g, "");
  return /action="([^"]*)"/.exec(request.headers["content-type"] ?? "")?.[1] ?? "";
}

/** A request to the generated servers: a mutated fixture request, its headers and path mostly right, sometimes not. */
export function requestCase(seeds: RequestSeeds): fc.Arbitrary<RawRequest> {
  return fc.constantFrom(...seeds.requests).chain((seed) => {
    const text = String(seed.transport === "get" ? seed.path.slice(seed.path.indexOf("?") + 1) : seed.body);
    const body = fc.oneof(
      { weight: 1, arbitrary: fc.constant(text) },
      { weight: 4, arbitrary: mutatedText(text) },
      { weight: 2, arbitrary: mutatedBytes(text) },
      {
        weight: 2,
        arbitrary: seed.transport.startsWith("soap") ? substitutedValues(text) : mutatedText(text),
      },
    );
    if (seed.transport === "soap11" || seed.transport === "soap12") {
      const action = soapAction(seed);
      const types =
        seed.transport === "soap11"
          ? SOAP11_TYPES
          : [
              "application/soap+xml; charset=utf-8",
              `application/soap+xml; charset=utf-8; action="${action}"`,
              `application/soap+xml; action=${action}`,
              `application/soap+xml; action="${action}x"`,
            ];
      return fc
        .record({
          method: fc.constantFrom("POST", "POST", "POST", "POST", "GET", "PUT", "HEAD"),
          path: fc.oneof(
            { weight: 6, arbitrary: fc.constant(seed.path) },
            {
              weight: 2,
              arbitrary: fc.constantFrom(
                seed.path.toUpperCase(),
                `${seed.path}/`,
                `${seed.path}?wsdl`,
                `${seed.path}?xsd=types.xsd`,
                `${seed.path}?xsd=../x`,
              ),
            },
            { weight: 1, arbitrary: fc.constantFrom(...seeds.paths) },
          ),
          headers: fc
            .tuple(
              fc.oneof(
                { weight: 5, arbitrary: fc.constantFrom(...types) },
                { weight: 1, arbitrary: fc.constantFrom(...ODD_TYPES) },
              ),
              fc.option(fc.constantFrom(`"${action}"`, action, `"${action}x"`, '""', ""), { freq: 4 }),
            )
            .map(([type, soapaction]) => {
              const headers: Record<string, string> = {};
              if (type !== "") headers["content-type"] = type;
              if (soapaction !== null && seed.transport === "soap11") headers["soapaction"] = soapaction;
              return headers;
            }),
          body,
        })
        .map(({ method, path, headers, body }): RawRequest =>
          // node:http clients send no framing for a GET or HEAD body: it would arrive as a second, garbage request.
          method === "GET" || method === "HEAD" ? { method, path, headers } : { method, path, headers, body },
        );
    }
    const target = seed.transport === "get" ? seed.path.slice(0, seed.path.indexOf("?")) : seed.path;
    return body.map((form): RawRequest =>
      seed.transport === "get"
        ? { method: "GET", path: `${target}?${toQuery(form)}`, headers: {} }
        : {
            method: "POST",
            path: target,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: form,
          },
    );
  });
}

/** The bytes of a form as a request-target query: URL characters (and `%`, escapes or not) kept, others escaped. */
function toQuery(form: string | Uint8Array): string {
  let query = "";
  for (const byte of typeof form === "string" ? Buffer.from(form, "utf8") : form) {
    const char = String.fromCharCode(byte);
    query += /[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/.test(char)
      ? char
      : `%${byte.toString(16).padStart(2, "0").toUpperCase()}`;
  }
  return query;
}

const STATUSES = new Set([200, 400, 403, 404, 405, 408, 413, 414, 415, 500]);
/** Signs of internals in an answer: stack frames, file paths, JavaScript error classes. */
const INTERNALS = [
  "    at ",
  "node:internal",
  "/tmp/",
  "/work/",
  ".ts:",
  "TypeError",
  "RangeError",
  "ReferenceError",
];

/** What the server must do with any request: a known status, a proper answer, nothing internal. */
export function checkServerAnswer(request: RawRequest, response: RawResponse): void {
  const fail = (why: string): never => {
    const body =
      request.body === undefined
        ? ""
        : typeof request.body === "string"
          ? request.body
          : Buffer.from(request.body).toString("latin1");
    throw new PropertyViolation(
      `${why}\n  request: ${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers)} ${JSON.stringify(body.slice(0, 600))}\n  response: ${response.status} ${response.contentType} ${JSON.stringify(response.body.slice(0, 400))}`,
    );
  };
  if (!STATUSES.has(response.status)) fail(`unexpected status ${response.status}`);
  for (const internal of INTERNALS)
    if (response.body.includes(internal)) fail(`answer shows internals (${internal.trim()})`);
  const soap = /^(text\/xml|application\/soap\+xml)/.test(response.contentType);
  if (response.status >= 400 && soap) {
    let fault;
    try {
      fault = readSoapEnvelope(response.body, () => undefined).fault;
    } catch (error) {
      fail(`error answer is not a SOAP fault: ${String(error)}`);
    }
    if (fault === undefined) fail("error answer with a SOAP content type holds no fault");
    else if (fault.code === "Server" || fault.code === "Receiver")
      fail(`a ${fault.code} fault: the server failed inside`);
  } else if (response.status === 500) {
    fail("a plain 500: the server failed inside");
  }
}

/** A misbehaving server whose next answer the client fuzz sets. */
export interface ScriptedServer {
  readonly base: string;
  answer: { status: number; contentType: string; body: string | Uint8Array };
  stop(): Promise<void>;
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  const scripted: { answer: ScriptedServer["answer"] } = {
    answer: { status: 200, contentType: "text/xml", body: "" },
  };
  const server: Server = createServer((req, res) => {
    req.resume();
    const { status, contentType, body } = scripted.answer;
    res.writeHead(status, contentType === "" ? {} : { "content-type": contentType });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get answer() {
      return scripted.answer;
    },
    set answer(value) {
      scripted.answer = value;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type Client = Readonly<
  Record<string, (request: unknown, options: { transport: Transport; timeoutMs: number }) => Promise<unknown>>
>;
type ClientClass = new (options: { baseUrl: string }) => Client;

/** One real answer of the generated server, and the generated client method that reads it. */
export interface ResponseSeed {
  readonly name: string;
  readonly transport: Transport;
  readonly response: RawResponse;
  readonly client: ClientClass;
  readonly method: string;
  /** The operation's fixture request, as the generated reader reads it: a valid request to send. */
  readonly request: unknown;
}

/** The handler (and client) method name of an operation: what its descriptor's `invoke` calls. */
async function methodOf(op: OperationDescriptor<unknown, unknown, unknown>): Promise<string> {
  let method = "";
  const spy = new Proxy(
    {},
    {
      get: (_target, name) => {
        method = String(name);
        return () => Promise.resolve(undefined);
      },
    },
  );
  await op.invoke(spy, {}, {} as RequestContext);
  return method;
}

/** The generated servers' real answers to every fixture request (results of every operation, both versions). */
export async function responseSeeds(base: string): Promise<ResponseSeed[]> {
  const modules = new Map<string, GeneratedModule>();
  for (const version of versions) modules.set(version, await loadPackage(version));
  const seeds: ResponseSeed[] = [];
  const all = await fixtureRequests();
  for (const request of all) {
    const [version = "", qualified = ""] = request.name.split(" ");
    const [serviceName = "", opName = ""] = qualified.split(".");
    const module = modules.get(version);
    const service = module?.[serviceName] as ServiceDescriptor<unknown> | undefined;
    const op = service?.operations.find((candidate) => candidate.name === opName);
    const client = module?.[`${serviceName}Client`] as ClientClass | undefined;
    if (op === undefined || client === undefined) throw new Error(`${request.name}: no generated client`);
    const soapRequest = all.find((candidate) => candidate.name === `${version} ${qualified} soap11`);
    const envelope = readSoapEnvelope<unknown>(String(soapRequest?.body), (ns, local) =>
      ns === op.ns && local === op.requestElement ? op.request : undefined,
    );
    seeds.push({
      name: request.name,
      transport: request.transport,
      response: await send(base, request),
      client,
      method: await methodOf(op as OperationDescriptor<unknown, unknown, unknown>),
      request: envelope.body?.value,
    });
  }
  return seeds;
}

/** One scripted answer, and the client call that receives it. */
export interface ClientCase {
  readonly seed: ResponseSeed;
  readonly transport: Transport;
  readonly answer: ScriptedServer["answer"];
}

export function clientCase(seeds: readonly ResponseSeed[]): fc.Arbitrary<ClientCase> {
  return fc.constantFrom(...seeds).chain((seed) =>
    fc.record({
      seed: fc.constant(seed),
      transport: fc.oneof(
        { weight: 5, arbitrary: fc.constant(seed.transport) },
        { weight: 1, arbitrary: fc.constantFrom<Transport>("soap11", "soap12", "get", "post") },
      ),
      answer: fc.record({
        status: fc.oneof(
          { weight: 5, arbitrary: fc.constant(seed.response.status) },
          { weight: 1, arbitrary: fc.constantFrom(200, 400, 500, 503, 302) },
        ),
        contentType: fc.oneof(
          { weight: 5, arbitrary: fc.constant(seed.response.contentType) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              "",
              "text/html",
              "text/xml",
              "application/soap+xml",
              "text/xml; charset=iso-8859-1",
              "application/xml",
            ),
          },
        ),
        body: fc.oneof(
          { weight: 1, arbitrary: fc.constant<string | Uint8Array>(seed.response.body) },
          { weight: 4, arbitrary: mutatedText(seed.response.body) },
          { weight: 2, arbitrary: mutatedBytes(seed.response.body) },
          { weight: 2, arbitrary: substitutedValues(seed.response.body) },
        ),
      }),
    }),
  );
}

/** Calls the generated client with the scripted answer; the call must end with a value or one of its typed errors. */
export async function checkClient(server: ScriptedServer, c: ClientCase): Promise<void> {
  server.answer = c.answer;
  const client = new c.seed.client({ baseUrl: server.base });
  const call = client[c.seed.method]?.bind(client);
  if (call === undefined) throw new Error(`${c.seed.name}: no client method ${c.seed.method}`);
  const outcome = await call(c.seed.request, { transport: c.transport, timeoutMs: 10_000 }).then(
    () => undefined,
    (error: unknown) => error,
  );
  const body =
    typeof c.answer.body === "string" ? c.answer.body : Buffer.from(c.answer.body).toString("latin1");
  const where = `\n  ${c.seed.name} over ${c.transport} <- ${c.answer.status} ${c.answer.contentType} ${JSON.stringify(body.slice(0, 600))}`;
  if (outcome instanceof TransportError && outcome.kind === "timeout") {
    throw new PropertyViolation(`hang: ${outcome.message}${where}`);
  }
  if (
    outcome !== undefined &&
    !(
      outcome instanceof SoapFaultError ||
      outcome instanceof HttpError ||
      outcome instanceof MalformedResponseError ||
      outcome instanceof TransportError
    )
  ) {
    throw new PropertyViolation(`the client rejected with ${String(outcome)}${where}`, { cause: outcome });
  }
}
