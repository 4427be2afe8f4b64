// What the interop tests of issue 28's constructs share: local servers on 127.0.0.1, a node-soap server
// mounted from a WSDL, the SOAP exchanges either side sent as they crossed the wire, and their check against
// the schemas with libxml2.
import { readFile } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { listen, type IServices, type Server as NodeSoapServer } from "soap";
import { importingSchema, validateXmlDocuments, type XmlIssue } from "../../generator/xsd-validate/index.ts";

export const SOAP11_ENV = "http://schemas.xmlsoap.org/soap/envelope/";
export const SOAP12_ENV = "http://www.w3.org/2003/05/soap-envelope";

const xsdFolder = path.resolve(import.meta.dirname, "..", "fixtures", "xsd");

/** One SOAP request and its response as they crossed the wire. */
export interface Exchange {
  readonly requestType: string;
  readonly request: string;
  responseType: string;
  response: string;
}

/** Servers listening on 127.0.0.1 and what went through them. */
export class LocalWire {
  readonly #servers: Server[] = [];
  /** Every SOAP exchange through `capturing` listeners (WSDL and XSD documents left out). */
  readonly traffic: Exchange[] = [];

  /** Listens on 127.0.0.1 on a free port; answers the base URL. */
  async listen(server: Server): Promise<string> {
    this.#servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await Promise.all(this.#servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }

  /** `listener`, recording each SOAP request and its response in `traffic`. */
  capturing(listener: RequestListener): RequestListener {
    return (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      let exchange: Exchange | undefined;
      request.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        if (!text.includes("Envelope")) return;
        const requestType = request.headers["content-type"] ?? "";
        exchange = { requestType, request: text, responseType: "", response: "" };
        this.traffic.push(exchange);
      });
      // node-soap sets its content type with setHeader, our server hands it to writeHead.
      let responseType = "";
      const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => typeof response;
      response.writeHead = ((...args: unknown[]) => {
        const headers = args.find((arg) => typeof arg === "object") as Record<string, unknown> | undefined;
        responseType = String(headers?.["content-type"] ?? "");
        return writeHead(...args);
      }) as typeof response.writeHead;
      let sent = "";
      const text = (chunk: unknown) =>
        typeof chunk === "string" || Buffer.isBuffer(chunk) ? String(chunk) : "";
      const write = response.write.bind(response) as (...args: unknown[]) => boolean;
      response.write = ((...args: unknown[]) => {
        sent += text(args[0]);
        return write(...args);
      }) as typeof response.write;
      const end = response.end.bind(response) as (...args: unknown[]) => typeof response;
      response.end = ((...args: unknown[]) => {
        if (exchange !== undefined) {
          exchange.response = sent + text(args[0]);
          exchange.responseType = String(response.getHeader("content-type") ?? responseType);
        }
        return end(...args);
      }) as typeof response.end;
      listener(request, response);
    };
  }

  /**
   * A node-soap server of the WSDL at `wsdlFile`, each of its ports answering with `port`, listening on
   * 127.0.0.1 at `servicePath` with its exchanges captured; `options` go to node-soap's `listen`.
   */
  async nodeSoap(
    wsdlFile: string,
    servicePath: string,
    ports: Readonly<Record<string, Readonly<Record<string, object>>>>,
    options: object = {},
  ): Promise<{ base: string; server: NodeSoapServer }> {
    const server = createServer();
    const base = await this.listen(server);
    const xml = await readFile(wsdlFile, "utf8");
    const soapServer = await new Promise<NodeSoapServer>((resolve, reject) => {
      const created = listen(server, {
        path: servicePath,
        services: ports as IServices,
        xml,
        uri: wsdlFile,
        ...options,
        callback: (error: unknown) => (error ? reject(error as Error) : resolve(created)),
      } as never);
    });
    const listeners = server.listeners("request") as RequestListener[];
    server.removeAllListeners("request");
    server.on(
      "request",
      this.capturing((request, response) => {
        for (const listener of listeners) listener.call(server, request, response);
      }),
    );
    return { base, server: soapServer };
  }
}

/** The namespace of the envelope, a message's root element. */
export function envelopeNamespace(xml: string): string | undefined {
  const root = /<(?:(\w+):)?Envelope\b[^>]*>/.exec(xml);
  const prefix = root?.[1];
  return new RegExp(`xmlns${prefix === undefined ? "" : `:${prefix}`}="([^"]*)"`).exec(root?.[0] ?? "")?.[1];
}

/** A schema file: its target namespace and where it is on disk. */
export interface SchemaFile {
  readonly namespace: string;
  readonly disk: string;
}

/**
 * The libxml2 issues of each message, validated against `files` and both SOAP envelope schemas (which take any
 * header block and body element, checked laxly by its declaration); throws when the schemas themselves do not
 * load.
 */
export async function envelopeIssues(
  files: readonly SchemaFile[],
  messages: readonly string[],
): Promise<(readonly XmlIssue[])[]> {
  const all = [
    ...files,
    { namespace: SOAP11_ENV, disk: path.join(xsdFolder, "soap11-envelope.xsd") },
    { namespace: SOAP12_ENV, disk: path.join(xsdFolder, "soap12-envelope.xsd") },
  ];
  const report = await validateXmlDocuments({
    schema: importingSchema(
      "all.xsd",
      all.map((file) => ({ namespace: file.namespace, schemaLocation: path.basename(file.disk) })),
    ),
    imports: await Promise.all(
      all.map(async (file) => ({
        fileName: path.basename(file.disk),
        contents: await readFile(file.disk, "utf8"),
      })),
    ),
    documents: messages.map((contents, index) => ({ fileName: `${index}.xml`, contents })),
  });
  if (report.schemaIssues.length > 0) throw new Error(JSON.stringify(report.schemaIssues));
  return report.documents.map((document) => document.issues);
}
