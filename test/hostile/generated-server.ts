/**
 * The real generated servers: every service of generated/v14 and generated/v15 with its generated mock
 * handlers, behind one router on 127.0.0.1, as `xmlapi-codegen serve` runs them. Also the requests of the
 * fixture messages (every operation of both versions over each transport it offers) and hostile requests
 * aimed at those paths, for the fuzz and load scripts.
 */
import { readFileSync } from "node:fs";
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServiceListenerOptions } from "../../generator/runtime/http-server.ts";
import type { OperationDescriptor, ServiceDescriptor, Transport } from "../../generator/runtime/operation.ts";
import {
  generatedRoot,
  loadPackage,
  repositoryRoot,
  versions,
  type GeneratedModule,
} from "../generated/support.ts";
import type { RawRequest } from "./sample-server.ts";

type Service = ServiceDescriptor<unknown>;
type Operation = OperationDescriptor<unknown, unknown, unknown>;

/** A running server of both generated packages. */
export interface GeneratedServer {
  readonly base: string;
  readonly server: Server;
  stop(): Promise<void>;
}

/** Starts every generated service of both versions with its mock handlers; `options` go to every listener. */
export async function startGeneratedServer(options: ServiceListenerOptions = {}): Promise<GeneratedServer> {
  const mounts: Record<string, RequestListener> = {};
  let runtime: GeneratedModule | undefined;
  for (const version of versions) {
    runtime = await loadPackage(version);
    const mock = (await import(path.join(generatedRoot, `v${version}`, "src", "mock.ts"))) as GeneratedModule;
    const mockListeners = mock["mockListeners"] as (
      options: ServiceListenerOptions,
    ) => Record<string, RequestListener>;
    Object.assign(mounts, mockListeners(options));
  }
  if (runtime === undefined) throw new Error("no generated package");
  const createRouter = runtime["createRouter"] as (
    mounts: Record<string, RequestListener>,
  ) => RequestListener;
  const createSoapServer = runtime["createSoapServer"] as (listener: RequestListener) => Server;
  const server = createSoapServer(createRouter(mounts));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** One fixture message as a request to the generated server, and how its answer is recognised. */
export interface FixtureRequest extends RawRequest {
  /** `15 NonStaticXMLAPI.GetMeals soap12`. */
  readonly name: string;
  readonly transport: Transport;
  /**
   * The element a successful answer holds (the SOAP response element or the bare result element); undefined
   * where it holds none.
   */
  readonly answerElement: string | undefined;
}

const messages = path.join(repositoryRoot, "test", "fixtures", "messages");
const files: Record<Transport, string> = {
  soap11: "soap11-request.xml",
  soap12: "soap12-request.xml",
  get: "get-request.txt",
  post: "post-request.txt",
};

/** Every fixture request of both versions, addressed to the generated service that offers its operation. */
export async function fixtureRequests(): Promise<FixtureRequest[]> {
  const requests: FixtureRequest[] = [];
  for (const version of versions) {
    const module = await loadPackage(version);
    const services = Object.values(module).filter(
      (value): value is Service =>
        typeof value === "object" && value !== null && "operations" in value && "path" in value,
    );
    for (const service of services) {
      for (const op of service.operations as readonly Operation[]) {
        for (const transport of op.transports) {
          let text: string;
          try {
            text = readFileSync(path.join(messages, version, op.name, files[transport]), "utf8");
          } catch {
            continue;
          }
          const name = `${version} ${service.name}.${op.name} ${transport}`;
          if (transport === "soap11" || transport === "soap12") {
            requests.push({
              name,
              transport,
              answerElement: op.responseElement,
              method: "POST",
              path: service.path,
              headers:
                transport === "soap11"
                  ? { "content-type": "text/xml; charset=utf-8", soapaction: `"${op.soapAction}"` }
                  : { "content-type": `application/soap+xml; charset=utf-8; action="${op.soapAction}"` },
              body: text,
            });
          } else if (transport === "get") {
            requests.push({
              name,
              transport,
              answerElement: op.plainResultElement,
              method: "GET",
              path: `${service.path}/${op.name}?${text.trim()}`,
              headers: {},
            });
          } else {
            requests.push({
              name,
              transport,
              answerElement: op.plainResultElement,
              method: "POST",
              path: `${service.path}/${op.name}`,
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: text.trim(),
            });
          }
        }
      }
    }
  }
  return requests;
}

/** Whether a response is the successful answer to a fixture request. */
export function isGoodAnswer(request: FixtureRequest, response: { status: number; body: string }): boolean {
  const element = request.answerElement;
  if (element === undefined)
    return (response.status === 200 || response.status === 202) && response.body === "";
  return response.status === 200 && new RegExp(`<(?:\\w+:)?${element}[\\s>/]`).test(response.body);
}

const billionLaughs =
  '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
  '<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;"><!ENTITY lol9 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>';

/** A hostile request; `closes`: answered before its body is read, so the server closes the connection. */
export type HostileRequest = RawRequest & { readonly name: string; readonly closes?: boolean };

/** Hostile requests aimed at the paths of a SOAP 1.1, a SOAP 1.2 and a GET fixture request. */
export function hostileFor(
  soap11: FixtureRequest,
  soap12: FixtureRequest,
  get: FixtureRequest,
): HostileRequest[] {
  const body = (request: FixtureRequest) => String(request.body).replace(/^<\?xml[^>]*\?>/, "");
  const withUser = (request: FixtureRequest, user: string) =>
    body(request).replace(/<userName>[^<]*<\/userName>/, `<userName>${user}</userName>`);
  const hostile: HostileRequest[] = [];
  for (const request of [soap11, soap12]) {
    const v = request.transport === "soap11" ? "1.1" : "1.2";
    hostile.push(
      {
        ...request,
        name: `SOAP ${v} billion laughs`,
        body: `${billionLaughs}${withUser(request, "&lol9;")}`,
      },
      {
        ...request,
        name: `SOAP ${v} external entity`,
        body: `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${withUser(request, "&e;")}`,
      },
      {
        ...request,
        name: `SOAP ${v} deep nesting`,
        body: withUser(request, `${"<x>".repeat(5000)}${"</x>".repeat(5000)}`),
      },
      {
        ...request,
        name: `SOAP ${v} invalid UTF-8`,
        body: Buffer.concat([
          Buffer.from(body(request).slice(0, 120)),
          Buffer.from([0xff, 0xfe, 0x80]),
          Buffer.from(body(request).slice(120)),
        ]),
      },
      {
        ...request,
        name: `SOAP ${v} UTF-16 with an unpaired surrogate`,
        body: Buffer.concat([Buffer.from(`\ufeff${body(request)}`, "utf16le"), Buffer.from([0x00, 0xd8])]),
      },
      {
        ...request,
        name: `SOAP ${v} too many attributes`,
        body: withUser(request, `<a ${Array.from({ length: 100 }, (_, i) => `a${i}="1"`).join(" ")}/>`),
      },
      { ...request, name: `SOAP ${v} malformed`, body: body(request).slice(0, -30) },
    );
  }
  const servicePath = get.path.slice(0, get.path.lastIndexOf("/"));
  hostile.push(
    {
      name: "wrong method",
      method: "PUT",
      path: soap11.path,
      headers: soap11.headers,
      body: "<x/>",
      closes: true,
    },
    {
      name: "wrong content type",
      method: "POST",
      path: soap11.path,
      headers: { "content-type": "application/json" },
      body: "{}",
      closes: true,
    },
    {
      name: "missing content type",
      method: "POST",
      path: soap11.path,
      headers: {},
      body: String(soap11.body),
      closes: true,
    },
    { name: "oversized query", method: "GET", path: `${get.path}&${"a".repeat(9000)}`, headers: {} },
    { name: "query not UTF-8", method: "GET", path: `${get.path}&x=%C3%28`, headers: {} },
    { name: "unknown operation", method: "GET", path: `${servicePath}/Nope?a=1`, headers: {} },
    { name: "unknown path", method: "GET", path: "/nope", headers: {} },
  );
  return hostile;
}
