// The edges of bare document bodies (test/fixtures/corpus/document-bare-edges/): requests whose SOAP Body is empty,
// a bare request whose first part is an abstract substitution group head, and an operation whose SOAP 1.1 and
// SOAP 1.2 bindings carry different parts. The generated client against the generated server, our server's
// dispatch of hand-written requests, over real HTTP on 127.0.0.1, and node-soap (1.13) as a peer.
//
// node-soap, pinned below:
// - Client: it writes an element named after a part-less message (`<statusRequest>`) and ignores
//   `soap:body parts=""` (it writes the part); our server keeps such content in `$unknown`, as it reads leniently.
// - Server: it fails on an empty Body (`Cannot read properties of undefined (reading 'outputName')`) and answers a
//   SOAP 1.2 shaped fault in a SOAP 1.1 envelope, which our client reports as an HTTP error; of a bare request
//   its handler gets the first part only.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClientAsync, listen } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening, postEnvelope } from "../support/generated-package.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(
  repositoryRoot,
  "test",
  "fixtures",
  "corpus",
  "document-bare-edges",
  "SignalService.wsdl",
);
const servicePath = "/signals";
const TYPES = "urn:example:signals:types";

interface Client {
  status(request?: object, options?: object): Promise<unknown>;
  reset(request?: object, options?: object): Promise<unknown>;
  raise(request: object, options?: object): Promise<unknown>;
  route(request: object, options?: object): Promise<unknown>;
}

interface Generated {
  readonly SignalService: unknown;
  readonly SignalServiceClient: new (options: { baseUrl: string; transport?: string }) => Client;
  readonly createServiceListener: (
    service: unknown,
    handlers: unknown,
    options?: { readOptions?: { strict: boolean } },
  ) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

describe("bare document bodies: empty, beginning with a substitution group, per SOAP version", () => {
  let scratch = "";
  let generated: Generated;
  const received: unknown[][] = [];
  const handlers = {
    status: async (request: unknown) => {
      received.push(["status", request]);
      return { state: "up", uptime: 5n };
    },
    reset: async (request: unknown) => {
      received.push(["reset", request]);
      return "R1";
    },
    raise: async (request: unknown) => {
      received.push(["raise", request]);
      return "A1";
    },
    route: async (request: unknown, context: { transport: string; soapHeaders: unknown }) => {
      received.push(["route", context.transport, request, context.soapHeaders]);
      return "T1";
    },
  };
  let server: Server;
  let baseUrl = "";

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-document-bare-edges-"));
    generated = await generatePackage<Generated>(wsdl, scratch);
    server = generated.createSoapServer(generated.createServiceListener(generated.SignalService, handlers));
    baseUrl = await listening(server);
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("calls each operation through the generated client, over SOAP 1.1 and SOAP 1.2", async () => {
    received.length = 0;
    for (const transport of ["soap11", "soap12"]) {
      const client = new generated.SignalServiceClient({ baseUrl, transport });
      // An empty request Body: the request may be left out.
      expect(await client.status()).toEqual({ state: "up", uptime: 5n });
      expect(await client.reset()).toBe("R1");
      expect(await client.raise({ alarm: { source: "s", level: "high" }, channel: "c" })).toBe("A1");
    }
    const soap11 = new generated.SignalServiceClient({ baseUrl });
    const soap12 = new generated.SignalServiceClient({ baseUrl, transport: "soap12" });
    expect(await soap11.route({ target: "t", note: "n" })).toBe("T1");
    expect(await soap12.route({ target: "t" }, { soapHeaders: { note: "n" } })).toBe("T1");
    const raised = ["raise", { alarm: { source: "s", level: "high" }, channel: "c" }];
    expect(received).toEqual([
      ["status", {}],
      ["reset", {}],
      raised,
      ["status", {}],
      ["reset", {}],
      raised,
      ["route", "soap11", { target: "t", note: "n" }, {}],
      ["route", "soap12", { target: "t" }, { note: "n" }],
    ]);
  });

  it("refuses to send a request the call's SOAP version does not carry, rather than drop a member", async () => {
    const soap12 = new generated.SignalServiceClient({ baseUrl, transport: "soap12" });
    await expect(soap12.route({ target: "t", note: "n" })).rejects.toThrow(
      "route: the request does not fit SOAP 1.2: note: not a member of the SOAP 1.2 request",
    );
    const soap11 = new generated.SignalServiceClient({ baseUrl });
    await expect(soap11.route({ target: "t" })).rejects.toThrow(
      /^route: the request does not fit SOAP 1\.1: .*note/,
    );
  });

  it("tells an empty Body by its action, else as the only operation taking one, and refuses an ambiguous one", async () => {
    received.length = 0;
    const url = `${baseUrl}${servicePath}`;
    const byAction = await postEnvelope(url, TYPES, "urn:example:signals#reset", "");
    expect([byAction.status, byAction.text]).toEqual([200, expect.stringContaining("<id>R1</id>")]);
    const ambiguous = await postEnvelope(url, TYPES, undefined, "");
    expect([ambiguous.status, ambiguous.text]).toEqual([
      500,
      expect.stringContaining(
        "The request body is empty, which reset, status all take: the SOAP action must name one of them.",
      ),
    ]);
    const notEmpty = await postEnvelope(url, TYPES, "urn:example:signals#raise", "");
    expect(notEmpty.text).toContain("The request body is empty, where raise takes a request.");
    expect(received).toEqual([["reset", {}]]);
  });

  it("reads Axis 1's element named after an operation of no part as its empty request", async () => {
    received.length = 0;
    const url = `${baseUrl}${servicePath}`;
    // Axis 1 writes the operation's element, in the soap:body namespace (none here). Where no action tells the
    // operation (SOAP 1.2 here; an action shared by all, as interop round 3's doc/lit WSDL has), the body does.
    const unnamed = await postEnvelope(url, TYPES, undefined, '<status xmlns=""/>');
    const named = await postEnvelope(url, TYPES, "urn:example:signals#reset", '<reset xmlns=""/>');
    expect([unnamed.status, named.status]).toEqual([200, 200]);
    expect(received).toEqual([
      ["status", {}],
      ["reset", {}],
    ]);
  });

  it("keeps what Axis 1's element for a request of no part holds in $unknown, and refuses it strictly", async () => {
    received.length = 0;
    const body = '<status xmlns=""><since>5</since></status>';
    const lenient = await postEnvelope(`${baseUrl}${servicePath}`, TYPES, undefined, body);
    expect(lenient.status).toBe(200);
    expect(received).toEqual([["status", { $unknown: [{ ns: "", local: "since", children: ["5"] }] }]]);
    const strict = generated.createSoapServer(
      generated.createServiceListener(generated.SignalService, handlers, { readOptions: { strict: true } }),
    );
    try {
      const refused = await postEnvelope(`${await listening(strict)}${servicePath}`, TYPES, undefined, body);
      expect([refused.status, refused.text]).toEqual([
        500,
        expect.stringContaining("unexpected element {}since in StatusInput"),
      ]);
      expect(received).toHaveLength(1);
    } finally {
      await new Promise((resolve) => strict.close(resolve));
    }
  });

  it("tells a bare request by any element of the substitution group its first part stands for", async () => {
    received.length = 0;
    const url = `${baseUrl}${servicePath}`;
    const alarm = await postEnvelope(
      url,
      TYPES,
      undefined,
      "<t:alarm><t:source>s</t:source><t:level>high</t:level></t:alarm><t:channel>c</t:channel>",
    );
    const beacon = await postEnvelope(
      url,
      TYPES,
      undefined,
      "<t:beacon><t:source>s</t:source><t:interval>3</t:interval></t:beacon><t:channel>c</t:channel>",
    );
    expect([alarm.status, beacon.status]).toEqual([200, 200]);
    expect(received).toEqual([
      ["raise", { alarm: { source: "s", level: "high" }, channel: "c" }],
      ["raise", { beacon: { source: "s", interval: 3 }, channel: "c" }],
    ]);
  });

  it("reads each SOAP version's request as its binding declares it", async () => {
    received.length = 0;
    const url = `${baseUrl}${servicePath}`;
    const soap12 = await postEnvelope(
      url,
      TYPES,
      undefined,
      "<t:target>t</t:target>",
      "<s:Header><t:note>n</t:note></s:Header>",
    );
    expect(soap12.status).toBe(200);
    const soap11 = await postEnvelope(url, TYPES, "urn:example:signals#route", "<t:target>t</t:target>");
    expect([soap11.status, soap11.text]).toEqual([
      500,
      expect.stringContaining("&lt;Body&gt; (RouteInput) lacks required element &lt;note&gt;"),
    ]);
    expect(received).toEqual([["route", "soap12", { target: "t" }, { note: "n" }]]);
  });

  it("serves node-soap's client: an element it writes in an empty Body is kept in $unknown", async () => {
    received.length = 0;
    const client = await createClientAsync(wsdl, {
      endpoint: `${baseUrl}${servicePath}`,
      disableCache: true,
    });
    const requests: string[] = [];
    client.on("request", (xml: string) => requests.push(xml));
    const [status] = (await client["statusAsync"]({})) as [unknown];
    expect(status).toEqual({ state: "up", uptime: 5 });
    expect(requests[0]).toContain("<soap:Body><statusRequest></statusRequest></soap:Body>");
    expect(received).toEqual([["status", { $unknown: [{ ns: "", local: "statusRequest" }] }]]);
  });

  it("calls node-soap's server, which fails on an empty Body and passes a bare request's first part only", async () => {
    const peer = createServer();
    try {
      const peerUrl = await listening(peer);
      const calls: unknown[] = [];
      listen(peer, {
        path: servicePath,
        xml: await readFile(wsdl, "utf8"),
        services: {
          SignalService: {
            SignalPort: {
              status: () => ({ state: "up", uptime: 5 }),
              route: (args: unknown) => {
                calls.push(args);
                return { id: "T1" };
              },
            },
          },
        },
      });
      const client = new generated.SignalServiceClient({ baseUrl: peerUrl });
      await expect(client.status()).rejects.toMatchObject({ name: "HttpError", status: 500 });
      expect(await client.route({ target: "t", note: "n" })).toBe("T1");
      expect(calls).toEqual(["t"]);
    } finally {
      await new Promise((resolve) => peer.close(resolve));
    }
  });
});
