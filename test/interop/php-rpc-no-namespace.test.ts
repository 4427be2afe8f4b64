// rpc operations whose soap:body names no namespace (against WS-I BP R2717), with the package generated from
// test/fixtures/corpus/rpc-no-namespace/. Our client sends the wrappers in the WSDL's targetNamespace (as CXF
// does); peers send them elsewhere: PHP's SoapClient in the SOAP envelope's namespace, zeep in none. Our server
// takes the request wrapper in any namespace by its local name (as PHP's SoapServer does, and .NET, which routes
// by SOAPAction), and our client the response wrapper. The PHP calls are skipped where the machine has no php
// with the soap extension; the raw requests are not.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening, postEnvelope } from "../support/generated-package.ts";
import { phpSoap, runPhpClient, startPhpServer } from "./php/php-peer.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(repositoryRoot, "test", "fixtures", "corpus", "rpc-no-namespace", "TallyService.wsdl");
const servicePath = "/tally";
const ENVELOPE = "http://schemas.xmlsoap.org/soap/envelope/";

interface Handlers {
  add(request: { readonly x: number; readonly y: number }): Promise<number>;
  label(request: { readonly value: number }): Promise<string>;
}

interface Generated {
  readonly TallyService: unknown;
  readonly TallyServiceClient: new (options: { baseUrl: string; validateResponse?: boolean }) => Handlers;
  readonly createServiceListener: (service: unknown, handlers: Handlers) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

describe("rpc wrappers of no declared namespace", () => {
  let scratch = "";
  let generated: Generated;
  let server: Server;
  let base = "";
  const received: unknown[] = [];

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-rpc-no-namespace-"));
    generated = await generatePackage<Generated>(wsdl, scratch);
    server = generated.createSoapServer(
      generated.createServiceListener(generated.TallyService, {
        add: async (request) => {
          received.push(request);
          return request.x + request.y;
        },
        label: async (request) => {
          received.push(request);
          return `#${request.value}`;
        },
      }),
    );
    base = await listening(server);
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("are taken by our server in any namespace, by local name", async () => {
    const encoded = `s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"`;
    const values = `<value xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="xsd:int">7</value>`;
    for (const [wrapper, action] of [
      [`<s:label ${encoded}>${values}</s:label>`, "urn:example:tally#label"],
      [`<label xmlns="" ${encoded}>${values}</label>`, "urn:example:tally#label"],
      [`<o:label xmlns:o="urn:other" ${encoded}>${values}</o:label>`, "urn:example:tally#label"],
    ] as const) {
      const answer = await postEnvelope(`${base}${servicePath}`, ENVELOPE, action, wrapper);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.text, wrapper).toMatch(/<text [^>]*>#7<\/text>/);
    }
    // An element no operation's request has is still refused.
    const other = await postEnvelope(
      `${base}${servicePath}`,
      ENVELOPE,
      "urn:example:tally#label",
      `<s:tally ${encoded}/>`,
    );
    expect(other.status).toBe(500);
  });

  it("are told apart by local name where the operations share one SOAPAction", async () => {
    // The same service with an empty soapAction on both operations (as many rpc services publish): the action
    // names no operation, so the wrapper's local name alone chooses it, in whatever namespace it comes.
    const shared = path.join(scratch, "shared-action");
    const sharedWsdl = path.join(shared, "TallyService.wsdl");
    await mkdir(shared, { recursive: true });
    await writeFile(
      sharedWsdl,
      (await readFile(wsdl, "utf8")).replaceAll(/soapAction="[^"]*"/g, 'soapAction=""'),
    );
    const sharing = await generatePackage<Generated>(sharedWsdl, path.join(shared, "out"));
    const sharingServer = sharing.createSoapServer(
      sharing.createServiceListener(sharing.TallyService, {
        add: async (request) => request.x + request.y,
        label: async (request) => `#${request.value}`,
      }),
    );
    const sharingBase = await listening(sharingServer);
    try {
      const encoded = `s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"`;
      const int = (name: string, value: number) =>
        `<${name} xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="xsd:int">${value}</${name}>`;
      const label = await postEnvelope(
        `${sharingBase}${servicePath}`,
        ENVELOPE,
        "",
        `<o:label xmlns:o="urn:other" ${encoded}>${int("value", 7)}</o:label>`,
      );
      expect(label.text).toMatch(/<text [^>]*>#7<\/text>/);
      const add = await postEnvelope(
        `${sharingBase}${servicePath}`,
        ENVELOPE,
        "",
        `<s:add ${encoded}>${int("x", 2)}${int("y", 3)}</s:add>`,
      );
      expect(add.text).toMatch(/>5<\//);
      const unknown = await postEnvelope(
        `${sharingBase}${servicePath}`,
        ENVELOPE,
        "",
        `<o:tally xmlns:o="urn:other" ${encoded}/>`,
      );
      expect(unknown.status).toBe(500);
    } finally {
      await new Promise((resolve) => sharingServer.close(resolve));
    }
  });

  it.skipIf(!phpSoap)(
    "serve PHP's SoapClient, which sends them in the SOAP envelope's namespace",
    async () => {
      received.length = 0;
      const run = await runPhpClient(
        wsdl,
        "1.1",
        [
          { operation: "add", args: [1.5, 2] },
          { operation: "label", args: [7] },
        ],
        `${base}${servicePath}`,
      );
      expect(run.calls.map((call) => ("result" in call ? call.result : call))).toEqual([3.5, "#7"]);
      expect(received).toEqual([{ x: 1.5, y: 2 }, { value: 7 }]);
      const [first] = run.calls;
      expect(first !== undefined && "request" in first ? first.request : "").toMatch(/<SOAP-ENV:add>/);
    },
  );

  it.skipIf(!phpSoap)("call PHP's SoapServer, whose answers our client reads", async () => {
    const php = await startPhpServer(scratch, "tally", wsdl, { add: 4.5, label: "seven" });
    try {
      const client = new generated.TallyServiceClient({ baseUrl: php.base, validateResponse: true });
      expect(await client.add({ x: 2, y: 2.5 })).toBe(4.5);
      expect(await client.label({ value: 7 })).toBe("seven");
    } finally {
      php.stop();
    }
  });
});
