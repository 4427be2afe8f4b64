// The service pages of the generated servers, over real HTTP on 127.0.0.1: the service page of every service
// of both versions, every operation's page, and its samples sent as they stand to the server, which must
// accept each one and answer exactly the sample response; every sample document validates against our XSD
// and the SOAP envelope schemas (libxml2). Then ?disco against the asmx-wire capture, and the option off.
import { request as httpRequest, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceListenerOptions } from "../../generator/runtime/http-server.ts";
import type { ServiceDescriptor } from "../../generator/runtime/operation.ts";
import { validateXmlDocuments, type XmlSource } from "../../generator/xsd-validate/index.ts";
import { readCapture } from "../runtime/capture.ts";
import { messageSchemaSet } from "../schema/message-schemas.ts";
import { generatedRoot, loadPackage, versions, type GeneratedModule } from "./support.ts";

type Service = ServiceDescriptor<Record<string, unknown>>;
type MockListeners = (options?: ServiceListenerOptions) => Record<string, RequestListener>;

const services: Service[] = [];
const servers: Server[] = [];
let base = "";
let withoutPages = "";

interface Answer {
  readonly status: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/** One HTTP exchange as given: method, target, headers and body, nothing added but what node:http must add. */
function exchange(
  origin: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${target}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: `HTTP/${res.httpVersion} ${res.statusCode ?? 0} ${res.statusMessage ?? ""}`,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The text of a `<pre id="...">` of a page, as a browser shows it. */
function preText(page: string, id: string): string {
  const match = new RegExp(`<pre id="${id}"[^>]*>([^]*?)</pre>`).exec(page);
  if (match === null) throw new Error(`no <pre id="${id}"> in the page`);
  return (match[1] ?? "")
    .replaceAll("<wbr>", "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
}

interface Message {
  readonly start: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A sample HTTP message: start line, headers, and the body after the blank line. */
function parseMessage(text: string): Message {
  const blank = text.indexOf("\n\n");
  const [start = "", ...lines] = text.slice(0, blank).split("\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(": ");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 2);
  }
  return { start, headers, body: text.slice(blank + 2) };
}

beforeAll(async () => {
  const mounts: Record<string, RequestListener> = {};
  const plainMounts: Record<string, RequestListener> = {};
  let index: GeneratedModule | undefined;
  for (const version of versions) {
    index = await loadPackage(version);
    const mock = (await import(path.join(generatedRoot, `v${version}`, "src", "mock.ts"))) as GeneratedModule;
    const listeners = mock["mockListeners"] as MockListeners;
    Object.assign(mounts, listeners());
    Object.assign(
      plainMounts,
      listeners({ servicePage: false, publicBaseUrl: "https://api.example.net/prefix" }),
    );
    services.push(
      ...Object.values(index).filter(
        (value): value is Service =>
          typeof value === "object" && value !== null && "operations" in value && "path" in value,
      ),
    );
  }
  if (index === undefined) throw new Error("no generated package");
  const createRouter = index["createRouter"] as (mounts: Record<string, RequestListener>) => RequestListener;
  const createSoapServer = index["createSoapServer"] as (listener: RequestListener) => Server;
  const listen = async (listener: RequestListener) => {
    const server = createSoapServer(listener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  base = await listen(createRouter(mounts));
  withoutPages = await listen(createRouter(plainMounts));
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe("the service page", () => {
  it("shows every service's name, documentation, version, namespace, and each operation with its documentation", async () => {
    expect(services).toHaveLength(4);
    for (const service of services) {
      const answer = await exchange(base, "GET", service.path);
      expect([answer.status, answer.headers["content-type"]]).toEqual([
        "HTTP/1.1 200 OK",
        "text/html; charset=utf-8",
      ]);
      expect(answer.body).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      expect(answer.body).toContain(`<h1>${service.name}</h1>`);
      expect(answer.body).toContain(`<p class="documentation">${service.documentation ?? "(none)"}</p>`);
      expect(answer.body).toContain(`<dt>Version</dt><dd>${service.version ?? "(none)"}</dd>`);
      expect(answer.body).toContain(`<code>${service.ns}</code>`);
      expect(answer.body).toContain('<a href="?WSDL">');
      for (const op of service.operations)
        expect(answer.body).toContain(
          `<li><a href="?op=${op.name}">${op.name}</a>: ${op.documentation ?? "(none)"}</li>`,
        );
    }
  });

  it("is refused for a Host header that is not a plain host[:port], as ?WSDL is", async () => {
    const answer = await exchange(base, "GET", "/15/SOAP/StaticXMLAPI.asmx", { host: 'evil.example"><x' });
    expect([answer.status, answer.body]).toEqual(["HTTP/1.1 400 Bad Request", "Invalid Host header.\n"]);
  });

  it("is the plain-text list of operations when the option is off; ?disco stays, at publicBaseUrl", async () => {
    const path = "/15/SOAP/StaticXMLAPI.asmx";
    const page = await exchange(withoutPages, "GET", `${path}?op=UpdateSpecialRequest`);
    expect([page.status, page.headers["content-type"], page.body]).toEqual([
      "HTTP/1.1 200 OK",
      "text/plain; charset=utf-8",
      `StaticXMLAPI: UpdateSpecialRequest. WSDL at ${path}?WSDL\n`,
    ]);
    const disco = await exchange(withoutPages, "GET", `${path}?disco`);
    expect(disco.body).toContain(`<contractRef ref="https://api.example.net/prefix${path}?wsdl"`);
  });
});

describe("the operation pages' samples", () => {
  const documents: XmlSource[] = [];

  it("are what the server accepts and answers, over every transport of every operation", async () => {
    const checked: string[] = [];
    for (const service of services)
      for (const op of service.operations) {
        const page = await exchange(base, "GET", `${service.path}?op=${op.name}`);
        expect(page.status).toBe("HTTP/1.1 200 OK");
        for (const transport of op.transports) {
          const label = `${service.path} ${op.name} ${transport}`;
          const request = parseMessage(preText(page.body, `sample-${transport}-request`));
          const response = parseMessage(preText(page.body, `sample-${transport}-response`));
          const [method = "", target = "", protocol] = request.start.split(" ");
          expect(protocol, label).toBe("HTTP/1.1");
          expect(request.headers["host"], label).toBe(base.slice("http://".length));
          const answer = await exchange(base, method, target, request.headers, request.body);
          expect(
            {
              label,
              status: answer.status,
              contentType: answer.headers["content-type"],
              contentLength: answer.headers["content-length"],
              body: answer.body,
            },
            answer.body,
          ).toEqual({
            label,
            status: response.start,
            contentType: response.headers["content-type"],
            contentLength: response.headers["content-length"],
            body: response.body,
          });
          if (request.body.startsWith("<"))
            documents.push({ fileName: `${documents.length}.xml`, contents: request.body });
          documents.push({ fileName: `${documents.length}.xml`, contents: response.body });
          checked.push(label);
        }
      }
    // 3 operations in version 14 and 7 in version 15, each over the four transports.
    expect(checked).toHaveLength(40);
  });

  it("validate against our XSD and the SOAP envelope schemas", async () => {
    // SOAP requests and the responses of all four transports: 20 + 40.
    expect(documents).toHaveLength(60);
    const { schema, imports } = await messageSchemaSet();
    const report = await validateXmlDocuments({ schema, imports, documents });
    const invalid = report.documents
      .filter((document) => !document.valid)
      .map((document) => [document.fileName, document.issues.map((issue) => issue.message)]);
    expect(invalid).toEqual([]);
  });
});

describe("?disco", () => {
  it("is the document the .asmx runtime publishes (asmx-wire 03), byte for byte but for the address", async () => {
    const captured = readCapture("03-disco.txt").response.body;
    const answer = await exchange(base, "GET", "/15/SOAP/NonStaticXMLAPI.asmx?disco");
    expect([answer.status, answer.headers["content-type"]]).toEqual([
      "HTTP/1.1 200 OK",
      "text/xml; charset=utf-8",
    ]);
    expect(answer.body).toBe(captured.replaceAll("http://127.0.0.1:18420", base));
  });
});
