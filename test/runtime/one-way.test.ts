// Operations that answer without a result, over real HTTP on 127.0.0.1: a one-way operation (202 and an empty body
// once the handler has run; refusals and handler errors answered as for any operation) and a request-response
// operation whose response carries nothing (an empty SOAP Body, an empty body over GET/POST). The client against our
// server and against hand-made answers a peer may send.
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HttpError,
  MalformedResponseError,
  SoapClient,
  SoapFaultError,
} from "../../generator/runtime/http-client.ts";
import {
  createServiceListener,
  ServiceFault,
  type RequestLogEntry,
} from "../../generator/runtime/http-server.ts";
import {
  parameter,
  type OperationDescriptor,
  type ServiceDescriptor,
} from "../../generator/runtime/operation.ts";
import { xsInt, xsString } from "../../generator/runtime/scalars.ts";
import { writeSoapFault } from "../../generator/runtime/soap.ts";
import { complexType, element } from "../../generator/runtime/xml-reader.ts";
import { writeValue, type XmlWriter } from "../../generator/runtime/xml-writer.ts";

const NS = "http://one-way.example.org/";
const PATH = "/Audit.asmx";

interface Event {
  topic?: string;
  count: number;
}

const Event = complexType<Event>({
  ns: NS,
  name: "Event",
  fields: { topic: element(NS, "topic", xsString), count: element(NS, "count", xsInt, { required: true }) },
});

function writeEvent(w: XmlWriter, ns: string, local: string, value: Event): void {
  w.start(ns, local);
  writeValue(w, NS, "topic", xsString, value.topic);
  writeValue(w, NS, "count", xsInt, value.count);
  w.end();
}

interface Handlers {
  record(request: Event): Promise<void>;
  flush(request: Event): Promise<void>;
}

const request = {
  request: Event,
  writeRequest: writeEvent,
  ns: NS,
  transports: ["soap11", "soap12", "get", "post"],
  parameters: [parameter<Event>("topic", "topic", xsString), parameter<Event>("count", "count", xsInt)],
} as const;

/** One-way: no response element, no result. */
const Record: OperationDescriptor<Event, void, Handlers> = {
  ...request,
  name: "Record",
  requestElement: "Record",
  soapAction: `${NS}Record`,
  oneWay: true,
  sample: { request: { topic: "deploy", count: 1 }, result: undefined },
  invoke: (handlers, value) => handlers.record(value),
};

/** A response without a result: an empty SOAP Body. */
const Flush: OperationDescriptor<Event, void, Handlers> = {
  ...request,
  name: "Flush",
  requestElement: "Flush",
  soapAction: `${NS}Flush`,
  sample: { request: { topic: "deploy", count: 1 }, result: undefined },
  invoke: (handlers, value) => handlers.flush(value),
};

const service: ServiceDescriptor<Handlers> = {
  name: "Audit",
  path: PATH,
  ns: NS,
  operations: [Record, Flush] as ServiceDescriptor<Handlers>["operations"],
};

const recorded: Event[] = [];
const logs: RequestLogEntry[] = [];
const handlers: Handlers = {
  record: async (event) => {
    if (event.topic === "refuse") throw new ServiceFault("Sender", "No such topic.");
    if (event.topic === "crash") throw new Error("disk full at /var/audit");
    recorded.push(event);
  },
  flush: async () => undefined,
};

async function listen(listener: RequestListener): Promise<Server> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

const baseUrl = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A raw exchange: status, content type and body as they arrive. */
async function post(
  server: Server,
  path: string,
  headers: Readonly<Record<string, string>>,
  body: string,
): Promise<{ status: number; contentType: string | undefined; body: string }> {
  const response = await fetch(`${baseUrl(server)}${path}`, { method: "POST", headers, body });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? undefined,
    body: await response.text(),
  };
}

const envelope11 = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`;

let server: Server;
let client: SoapClient;

beforeAll(async () => {
  server = await listen(createServiceListener(service, handlers, { log: (entry) => logs.push(entry) }));
  client = new SoapClient(PATH, { baseUrl: baseUrl(server) });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("server: a one-way operation", () => {
  it.each(["soap11", "soap12", "get", "post"] as const)(
    "answers %s with 202 and an empty body once the handler has run",
    async (transport) => {
      const event = { topic: transport, count: 1 };
      await expect(client.call(Record, event, { transport })).resolves.toBeUndefined();
      expect(recorded).toContainEqual(event);
      expect(logs.at(-1)).toMatchObject({ operation: "Record", status: 202, error: undefined });
    },
  );

  it("sends no content type with its empty answer", async () => {
    const answer = await post(
      server,
      PATH,
      { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}Record"` },
      envelope11(`<Record xmlns="${NS}"><count>2</count></Record>`),
    );
    expect(answer).toEqual({ status: 202, contentType: undefined, body: "" });
  });

  it("refuses a malformed request with a fault, as any operation", async () => {
    const answer = await post(
      server,
      PATH,
      { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}Record"` },
      envelope11(`<Record xmlns="${NS}"><count>many</count></Record>`),
    );
    expect(answer.status).toBe(500);
    expect(answer.body).toContain("<faultcode>soap:Client</faultcode>");
  });

  it("answers a handler's error as any operation: a ServiceFault as it says, another as a fixed text, logged", async () => {
    const refused = client.call(Record, { topic: "refuse", count: 1 });
    await expect(refused).rejects.toBeInstanceOf(SoapFaultError);
    await expect(refused).rejects.toMatchObject({ fault: { code: "Client", reason: "No such topic." } });
    const crashed = client.call(Record, { topic: "crash", count: 1 }, { transport: "soap12" });
    await expect(crashed).rejects.toMatchObject({
      fault: { code: "Receiver", reason: "Server was unable to process request." },
    });
    expect(logs.at(-1)).toMatchObject({ status: 500, cause: "Error: disk full at /var/audit" });
    await expect(
      client.call(Record, { topic: "crash", count: 1 }, { transport: "post" }),
    ).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe("server: a response without a result", () => {
  it("answers SOAP with an envelope whose Body is empty, and GET/POST with 200 and an empty body", async () => {
    const soap = await post(
      server,
      PATH,
      { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}Flush"` },
      envelope11(`<Flush xmlns="${NS}"><count>2</count></Flush>`),
    );
    expect(soap.status).toBe(200);
    expect(soap.body).toContain("<soap:Body/>");
    const plain = await post(
      server,
      `${PATH}/Flush`,
      { "content-type": "application/x-www-form-urlencoded" },
      "count=2",
    );
    expect(plain).toEqual({ status: 200, contentType: undefined, body: "" });
    for (const transport of ["soap11", "soap12", "get", "post"] as const)
      await expect(client.call(Flush, { count: 3 }, { transport })).resolves.toBeUndefined();
  });
});

describe("service page", () => {
  it("shows a one-way operation's sample answered 202 with no body, a result-less one's answered empty", async () => {
    const page = async (op: string) => (await fetch(`${baseUrl(server)}${PATH}?op=${op}`)).text();
    const record = await page("Record");
    expect(record).toContain("HTTP/1.1 202 Accepted\nContent-Length: 0\n\n</pre>");
    expect(record).not.toContain("HTTP/1.1 200 OK");
    const flush = await page("Flush");
    expect(flush).toContain("HTTP/1.1 200 OK\nContent-Length: 0\n\n</pre>");
    expect(flush).toContain("&lt;soap:Body/&gt;");
  });
});

describe("client: answers a peer may send", () => {
  let answer: { status: number; contentType?: string; body: string } = { status: 200, body: "" };
  let peer: Server;
  let peerClient: SoapClient;

  beforeAll(async () => {
    peer = await listen((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(
          answer.status,
          answer.contentType === undefined ? {} : { "content-type": answer.contentType },
        );
        res.end(answer.body);
      });
    });
    peerClient = new SoapClient(PATH, { baseUrl: baseUrl(peer) });
  });

  afterAll(async () => {
    await new Promise((resolve) => peer.close(resolve));
  });

  it.each([202, 200])(
    "resolves a one-way call accepted with %i and an empty body, or an empty Body",
    async (status) => {
      answer = { status, body: "" };
      await expect(peerClient.call(Record, { count: 1 })).resolves.toBeUndefined();
      answer = { status, contentType: "text/xml; charset=utf-8", body: envelope11("") };
      await expect(peerClient.call(Record, { count: 1 })).resolves.toBeUndefined();
    },
  );

  it.each([202, 200])(
    "ignores what the Body of a one-way call's answer %i holds, as WS-I BP R2750 asks, but a fault",
    async (status) => {
      const body = envelope11(`<RecordResponse xmlns="${NS}"><queued>3</queued></RecordResponse><Extra/>`);
      answer = { status, contentType: "text/xml; charset=utf-8", body };
      await expect(peerClient.call(Record, { count: 1 })).resolves.toBeUndefined();
      answer = {
        status,
        contentType: "text/xml; charset=utf-8",
        body: writeSoapFault("1.1", { code: "Receiver", reason: "Queue full." }),
      };
      await expect(peerClient.call(Record, { count: 1 })).rejects.toBeInstanceOf(SoapFaultError);
    },
  );

  it("rejects a one-way call answered with a SOAP fault, or with content that is no answer", async () => {
    answer = {
      status: 500,
      contentType: "text/xml; charset=utf-8",
      body: writeSoapFault("1.1", { code: "Receiver", reason: "Queue full." }),
    };
    await expect(peerClient.call(Record, { count: 1 })).rejects.toMatchObject({
      fault: { reason: "Queue full." },
    });
    answer = { status: 200, contentType: "text/html", body: "<html>Sign in</html>" };
    await expect(peerClient.call(Record, { count: 1 })).rejects.toBeInstanceOf(HttpError);
    answer = { status: 202, body: "" };
    await expect(peerClient.call(Flush, { count: 1 })).rejects.toBeInstanceOf(HttpError);
  });

  it("reads a response without a result: an empty Body or Axis 1's empty <op>Response, never another element", async () => {
    answer = { status: 200, contentType: "text/xml; charset=utf-8", body: envelope11("") };
    await expect(peerClient.call(Flush, { count: 1 })).resolves.toBeUndefined();
    answer = {
      status: 200,
      contentType: "text/xml; charset=utf-8",
      body: envelope11(`<FlushResponse xmlns="${NS}"/>`),
    };
    await expect(peerClient.call(Flush, { count: 1 })).resolves.toBeUndefined();
    answer = {
      status: 200,
      contentType: "text/xml; charset=utf-8",
      body: envelope11(`<FlushResult xmlns="${NS}"/>`),
    };
    await expect(peerClient.call(Flush, { count: 1 })).rejects.toBeInstanceOf(MalformedResponseError);
    answer = { status: 200, body: "" };
    await expect(peerClient.call(Flush, { count: 1 })).rejects.toBeInstanceOf(HttpError);
  });

  it("refuses strictly what Axis 1's <op>Response holds, as any content of no member; leniently keeps none", async () => {
    // No result holds what comes beside it leniently, as no result keeps a sibling of its result element.
    answer = {
      status: 200,
      contentType: "text/xml; charset=utf-8",
      body: envelope11(`<FlushResponse xmlns="${NS}"><queued>3</queued></FlushResponse>`),
    };
    await expect(peerClient.call(Flush, { count: 1 })).resolves.toBeUndefined();
    const strict = new SoapClient(PATH, { baseUrl: baseUrl(peer), readOptions: { strict: true } });
    await expect(strict.call(Flush, { count: 1 })).rejects.toThrow(
      new MalformedResponseError(
        `Flush: malformed response: 1:179: unexpected element {${NS}}queued in FlushResponse`,
      ),
    );
    answer = { ...answer, body: envelope11(`<FlushResponse xmlns="${NS}"/>`) };
    await expect(strict.call(Flush, { count: 1 })).resolves.toBeUndefined();
  });
});

describe("client: the request's address", () => {
  it("sends to the service path, one beginning with // (of a malformed address) included, to the base URL's host", async () => {
    const paths: string[] = [];
    const recorder = await listen((request, response) => {
      paths.push(request.url ?? "");
      response.writeHead(202).end();
    });
    try {
      const odd = new SoapClient("//localhost/sql", { baseUrl: `${baseUrl(recorder)}/?key=1#top` });
      await odd.call(Record, { count: 1 });
      await odd.call(Record, { count: 1 }, { transport: "get" });
      expect(paths).toEqual(["//localhost/sql", "//localhost/sql/Record?count=1"]);
    } finally {
      await new Promise((resolve) => recorder.close(resolve));
    }
  });
});
