// The generated clients against the generated servers on 127.0.0.1: every operation of both versions
// over all four transports, every XML document either side sends validated by libxml2; then every
// rejection of the generated server over each transport where it applies, with status, content type
// and fault code.
import { request as httpRequest, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  OperationDescriptor,
  RequestContext,
  ServiceDescriptor,
  Transport,
} from "../../generator/runtime/operation.ts";
import type { ServiceListenerOptions } from "../../generator/runtime/http-server.ts";
import { readSoapEnvelope } from "../../generator/runtime/soap.ts";
import { validateXmlDocuments, type XmlSource } from "../../generator/xsd-validate/index.ts";
import { messageSchemaSet } from "../schema/message-schemas.ts";
import { generatedRoot, loadPackage, versions, type GeneratedModule, type Version } from "./support.ts";

type AnyOperation = OperationDescriptor<unknown, unknown, Record<string, Handler>>;
type Handler = (request: unknown, context: RequestContext) => Promise<unknown>;
type Service = ServiceDescriptor<Record<string, Handler>>;
type Client = Readonly<
  Record<string, (request: unknown, options: { transport: Transport }) => Promise<unknown>>
>;
type ClientClass = new (options: { baseUrl: string }) => Client;

const PASSWORD = "s3cret&<\u00e9>";

interface Package {
  readonly version: Version;
  readonly index: GeneratedModule;
  readonly mock: GeneratedModule;
  readonly services: readonly Service[];
}

interface Exchange {
  readonly label: string;
  readonly request: string;
  readonly response: string;
  readonly contentType: string;
}

interface Received {
  readonly method: string;
  readonly request: unknown;
  readonly transport: Transport;
}

const packages: Package[] = [];
const exchanges: Exchange[] = [];
const received: Received[] = [];
let server: Server;
let base = "";

/** The handler method an operation calls: its descriptor's `invoke` run against a recording proxy. */
async function methodOf(operation: AnyOperation): Promise<string> {
  let method = "";
  const spy = new Proxy({} as Record<string, Handler>, {
    get: (_target, name) => {
      method = String(name);
      return async () => undefined;
    },
  });
  await operation.invoke(spy, {}, {} as RequestContext);
  return method;
}

/** A request with every parameter set: credentials, text that needs escaping, valid values of other types. */
function requestFor(operation: AnyOperation): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const parameter of operation.parameters) {
    if (parameter.xmlName === "userName") values[parameter.name] = "reseller";
    else if (parameter.xmlName === "password") values[parameter.name] = PASSWORD;
    else if (parameter.type.name === "dateTime") values[parameter.name] = "2026-05-01T12:00:00.5+02:00";
    else if (parameter.type.name === "int") values[parameter.name] = 2147483647;
    else values[parameter.name] = `${parameter.xmlName} <&> "text"`;
  }
  return values;
}

function last<T>(items: readonly T[]): T {
  const item = items.at(-1);
  if (item === undefined) throw new Error("empty");
  return item;
}

/** Wraps a listener so the request and response bodies of every exchange are kept. */
function capturing(listener: RequestListener): RequestListener {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    const end = res.end.bind(res) as (body?: unknown, callback?: () => void) => typeof res;
    res.end = ((body?: unknown, callback?: () => void) => {
      exchanges.push({
        label: `${req.method ?? ""} ${req.url ?? ""}`,
        request: Buffer.concat(chunks).toString("utf8"),
        response: Buffer.isBuffer(body) ? body.toString("utf8") : String(body ?? ""),
        contentType: String(res.getHeader("content-type") ?? ""),
      });
      return end(body, callback);
    }) as typeof res.end;
    listener(req, res);
  };
}

beforeAll(async () => {
  for (const version of versions) {
    const index = await loadPackage(version);
    const mock = (await import(path.join(generatedRoot, `v${version}`, "src", "mock.ts"))) as GeneratedModule;
    const services = Object.values(index).filter(
      (value): value is Service =>
        typeof value === "object" && value !== null && "operations" in value && "path" in value,
    );
    packages.push({ version, index, mock, services });
  }
  // Version 14's runtime serves version 15's services too: each package ships its own runtime copy, and
  // one router over every service of both versions must not depend on which copy built it.
  const [first] = packages;
  if (first === undefined) throw new Error("no generated package");
  const createServiceListener = first.index["createServiceListener"] as (
    service: Service,
    handlers: Record<string, Handler>,
    options: ServiceListenerOptions,
  ) => RequestListener;
  const createRouter = first.index["createRouter"] as (
    mounts: Record<string, RequestListener>,
  ) => RequestListener;
  const createSoapServer = first.index["createSoapServer"] as (listener: RequestListener) => Server;
  const ServiceFault = last(packages).index["ServiceFault"] as new (code: "Sender", reason: string) => Error;
  const mounts: Record<string, RequestListener> = {};
  for (const pkg of packages)
    for (const service of pkg.services) {
      const mock = pkg.mock[`${service.name}EdgeCaseMock`] as Record<string, Handler>;
      const recording = new Proxy(mock, {
        get: (target, name) => {
          const handler = target[String(name)];
          if (handler === undefined) return undefined;
          return async (request: unknown, context: RequestContext) => {
            received.push({ method: String(name), request, transport: context.transport });
            const bookingId = (request as { bookingId?: number }).bookingId;
            if (bookingId === 13) throw new Error("database at /srv/db down");
            if (bookingId === 14) throw new ServiceFault("Sender", "Booking 14 is locked.");
            return handler(request, context);
          };
        },
      });
      mounts[service.path] = createServiceListener(service, recording, {
        authenticate: (credentials) => credentials["password"] === PASSWORD,
      });
    }
  server = createSoapServer(capturing(createRouter(mounts)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("generated client against generated server", () => {
  it("calls every operation of both versions over all four transports and gets the server's values", async () => {
    const calls: string[] = [];
    for (const pkg of packages)
      for (const service of pkg.services) {
        const Client = pkg.index[`${service.name}Client`] as ClientClass;
        const client = new Client({ baseUrl: base });
        const mock = pkg.mock[`${service.name}EdgeCaseMock`] as Record<string, Handler>;
        for (const operation of service.operations as readonly AnyOperation[]) {
          const method = await methodOf(operation);
          const expected = await mock[method]?.({}, {} as RequestContext);
          for (const transport of operation.transports) {
            const request = requestFor(operation);
            received.length = 0;
            const result = await client[method]?.(request, { transport });
            expect({ operation: operation.name, transport, result }).toEqual({
              operation: operation.name,
              transport,
              result: expected,
            });
            expect(received).toEqual([{ method, request, transport }]);
            calls.push(`${pkg.version} ${service.name}.${operation.name} ${transport}`);
          }
        }
      }
    // 3 operations in version 14 and 7 in version 15, each over the four transports.
    expect(calls).toHaveLength(40);
  });

  it("sent and answered only documents that validate against our XSD and the SOAP envelope schemas", async () => {
    const { schema, imports } = await messageSchemaSet();
    const documents: XmlSource[] = exchanges.flatMap((exchange, index) => [
      ...(exchange.request.startsWith("<")
        ? [{ fileName: `${index}-request.xml`, contents: exchange.request }]
        : []),
      ...(exchange.response.startsWith("<")
        ? [{ fileName: `${index}-response.xml`, contents: exchange.response }]
        : []),
    ]);
    expect(documents.length).toBeGreaterThanOrEqual(40 + 20);
    const report = await validateXmlDocuments({ schema, imports, documents });
    const invalid = report.documents
      .filter((document) => !document.valid)
      .map((document) => [document.fileName, document.issues.map((issue) => issue.message)]);
    expect(invalid).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------ rejections

interface RawResponse {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly allow: string | undefined;
}

function raw(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${url}`, { method, headers, agent: false }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers["content-type"] ?? "",
          body: Buffer.concat(chunks).toString("utf8"),
          allow: res.headers["allow"],
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const NS14 = "http://xml.example.net/14/";
const NS15 = "http://xml.example.net/15/";
const PATH15 = "/15/SOAP/StaticXMLAPI.asmx";
const SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
const SOAP12 = "http://www.w3.org/2003/05/soap-envelope";
const escapedPassword = PASSWORD.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

const update = (
  ns: string,
  bookingId: string,
  password = escapedPassword,
  element = "UpdateSpecialRequest",
) =>
  `<${element} xmlns="${ns}"><userName>reseller</userName><password>${password}</password>` +
  `<bookingId>${bookingId}</bookingId><text>late arrival</text></${element}>`;
const envelope = (version: "1.1" | "1.2", body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><e:Envelope xmlns:e="${version === "1.1" ? SOAP11 : SOAP12}"><e:Body>${body}</e:Body></e:Envelope>`;

/** A SOAP request to the v15 StaticXMLAPI path: version, body, and the action (SOAPAction or `action`). */
function soap(version: "1.1" | "1.2", body: string, action = `${NS15}UpdateSpecialRequest`, path = PATH15) {
  const headers =
    version === "1.1"
      ? { "content-type": "text/xml; charset=utf-8", soapaction: `"${action}"` }
      : { "content-type": `application/soap+xml; charset=utf-8; action="${action}"` };
  return raw("POST", path, headers, envelope(version, body));
}

function plainCall(transport: "get" | "post", fields: string, operation = "UpdateSpecialRequest") {
  return transport === "get"
    ? raw("GET", `${PATH15}/${operation}?${fields}`)
    : raw("POST", `${PATH15}/${operation}`, { "content-type": "application/x-www-form-urlencoded" }, fields);
}

const fields = (bookingId: string, password = PASSWORD) =>
  `userName=reseller&password=${encodeURIComponent(password)}&bookingId=${bookingId}&text=late`;

/** Status, content type and fault code of a SOAP answer (the code as the envelope version names it). */
async function soapAnswer(response: Promise<RawResponse>): Promise<[number, string, string]> {
  const answer = await response;
  const fault = readSoapEnvelope(answer.body, () => undefined).fault;
  return [answer.status, answer.contentType, fault === undefined ? "no fault" : fault.code];
}

const faults = {
  "1.1": { client: "Client", server: "Server", type: "text/xml; charset=utf-8" },
  "1.2": { client: "Sender", server: "Receiver", type: "application/soap+xml; charset=utf-8" },
} as const;

describe.each(["1.1", "1.2"] as const)("generated server rejects over SOAP %s", (version) => {
  const { client, server: serverCode, type } = faults[version];
  it.each([
    [
      "a request in the other version's namespace",
      () => soap(version, update(NS14, "1"), `${NS14}UpdateSpecialRequest`),
    ],
    [
      "an operation the service does not have",
      () => soap(version, update(NS15, "1", escapedPassword, "GetMeals"), `${NS15}GetMeals`),
    ],
    ["an action that names another operation", () => soap(version, update(NS15, "1"), `${NS15}GetMeals`)],
    ["a value that is not an int", () => soap(version, update(NS15, "one"))],
    [
      "a missing required member",
      () => soap(version, update(NS15, "1").replace("<bookingId>1</bookingId>", "")),
    ],
    ["wrong credentials", () => soap(version, update(NS15, "1", "guess"))],
  ])("%s: 500, Client/Sender fault", async (_case, send) => {
    expect(await soapAnswer(send())).toEqual([500, type, client]);
  });

  it("malformed XML: 400, Client/Sender fault", async () => {
    const headers =
      version === "1.1"
        ? { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS15}UpdateSpecialRequest"` }
        : { "content-type": "application/soap+xml; charset=utf-8" };
    const unclosed = `<UpdateSpecialRequest xmlns="${NS15}"><userName>reseller</userName>`;
    expect(await soapAnswer(raw("POST", PATH15, headers, envelope(version, unclosed)))).toEqual([
      400,
      type,
      client,
    ]);
  });

  it("a handler's ServiceFault (of the other package's runtime copy): 500, its code and reason", async () => {
    const answer = await soap(version, update(NS15, "14"));
    expect(await soapAnswer(Promise.resolve(answer))).toEqual([500, type, client]);
    expect(answer.body).toContain("Booking 14 is locked.");
  });

  it("a handler that throws: 500, Server/Receiver fault without internals", async () => {
    const answer = await soap(version, update(NS15, "13"));
    expect(await soapAnswer(Promise.resolve(answer))).toEqual([500, type, serverCode]);
    expect(answer.body).not.toMatch(/srv|database|at \w+ \(/);
  });

  it("the SOAP 1.2 fault carries Reason/Text with xml:lang, the 1.1 fault a faultstring", async () => {
    const answer = await soap(version, update(NS15, "1", "guess"));
    expect(answer.body).toMatch(
      version === "1.1"
        ? /<faultstring>Invalid login\.<\/faultstring>/
        : /<soap:Text xml:lang="en">Invalid login\.<\/soap:Text>/,
    );
    expect(answer.body).not.toContain("guess");
  });
});

describe("generated server rejects over SOAP (content type and method)", () => {
  it("a wrong content type: 415 text/plain", async () => {
    const answer = await raw("POST", PATH15, { "content-type": "application/json" }, "{}");
    expect([answer.status, answer.contentType]).toEqual([415, "text/plain; charset=utf-8"]);
  });

  it("a wrong method: 405 with Allow", async () => {
    const answer = await raw(
      "PUT",
      PATH15,
      { "content-type": "text/xml" },
      envelope("1.1", update(NS15, "1")),
    );
    expect([answer.status, answer.contentType, answer.allow]).toEqual([
      405,
      "text/plain; charset=utf-8",
      "GET, HEAD, POST",
    ]);
  });
});

describe.each(["get", "post"] as const)("generated server rejects over HTTP %s", (transport) => {
  it.each([
    ["a value that is not an int", () => plainCall(transport, fields("one")), 400],
    [
      "a missing required parameter",
      () => plainCall(transport, `userName=reseller&password=${encodeURIComponent(PASSWORD)}&text=x`),
      400,
    ],
    ["an unknown operation", () => plainCall(transport, fields("1"), "DeleteEverything"), 404],
    ["an operation of the other version", () => plainCall(transport, fields("1"), "GetRoomTypes"), 404],
    ["wrong credentials", () => plainCall(transport, fields("1", "guess")), 403],
    ["a handler that throws", () => plainCall(transport, fields("13")), 500],
  ])("%s: %i text/plain", async (_case, send, status) => {
    const answer = await send();
    expect([answer.status, answer.contentType]).toEqual([status, "text/plain; charset=utf-8"]);
    expect(answer.body).not.toMatch(/guess|srv|database/);
  });

  it("a wrong method: 405 with Allow", async () => {
    const answer = await raw("DELETE", `${PATH15}/UpdateSpecialRequest`);
    expect([answer.status, answer.allow]).toEqual([405, "GET, POST"]);
  });
});

it("HTTP POST with a content type other than a form: 415 text/plain", async () => {
  const answer = await raw(
    "POST",
    `${PATH15}/UpdateSpecialRequest`,
    { "content-type": "text/plain" },
    fields("1"),
  );
  expect([answer.status, answer.contentType]).toEqual([415, "text/plain; charset=utf-8"]);
});

it("keeps serving after every rejection above", async () => {
  const answer = await plainCall("get", fields("1"));
  expect([answer.status, answer.contentType]).toEqual([200, "text/xml; charset=utf-8"]);
});
