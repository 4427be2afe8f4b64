// Interop with a real peer, node-soap (`soap` on npm), on 127.0.0.1:
//   1. node-soap as a client of our server (the generated packages' dist, mock handlers): it loads every
//      service's WSDL from `?WSDL` (and types.xsd from `?xsd=types.xsd`) and calls every operation of both
//      versions over SOAP 1.1 and SOAP 1.2;
//   2. our generated client against a node-soap server built from schema/15/NonStaticXMLAPI.wsdl;
//   3. every SOAP request and response of both directions validated by libxml2 against our XSDs and the
//      SOAP 1.1/1.2 envelope XSDs.
//
// What node-soap (1.13) needs, and where it deviates (each checked against its source, lib/client.js,
// lib/server.js, lib/wsdl/index.js):
// - Client, SOAP 1.2: `forceSoap12Headers: true` is a client-wide switch, independent of the port: the
//   Soap12 port only supplies address and SOAPAction. So one client per SOAP version, and the port is
//   picked explicitly (`client[service][`${service}Soap12`][op]`, callback style; the top-level
//   `client.OpAsync` is bound to whichever port was defined last).
// - Client: parsed WSDLs are cached per URL in a process-wide singleton, and each Client writes its options
//   (forceSoap12Headers among them) into the shared WSDL object: creating the SOAP 1.2 client turns an
//   existing SOAP 1.1 client of the same URL into a SOAP 1.2 one. Hence `disableCache: true`.
// - Client: without `handleNilAsNull: true` an `xsi:nil` element is dropped, so a nil list item silently
//   disappears (the list shrinks). Without `customDeserializer`, xs:decimal becomes a JS number (digits
//   lost beyond ~15) and xs:dateTime a Date (offset and fractional digits beyond ms lost; a value without
//   offset read as local time); we keep both lexical (see nodeSoapClientOptions).
// - Server: `listen({ xml, uri })` resolves the WSDL's relative `types.xsd` import against `uri`.
// - Server: the response envelope version is a server-wide option (`forceSoap12Headers` in the listen
//   options, read by Server#_envelope), not taken from the request; the response Content-Type is a copy of
//   the request's (for SOAP 1.2 including its `action` parameter). So one listener per SOAP version.
// - Server: it writes `xsi:nil="true"` for a null member but never declares the xsi prefix (the envelope
//   only carries the WSDL's non-standard namespaces): the document breaks the Namespaces in XML
//   constraint "Prefix Declared": libxml2 and our strict reading refuse it; our lenient reading (a client's
//   default) takes the prefix as XML Schema instance's. A null array item is written as
//   an empty element without xsi:nil, i.e. a different value (an empty record, or an invalid one when the
//   item type has required members). Both are node-soap's, not ours; the implementation below works around
//   them (xmlns:xsi as an attribute of the result element, nil items as explicit xsi:nil attributes) and
//   the "naive" listener pins the deviations.
// - Server: handlers receive xs:dateTime parameters as Date objects (the offset is gone).
import { Buffer } from "node:buffer";
import { readFile } from "node:fs/promises";
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createClientAsync, listen, type Client, type IOptions, type IServices } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v15 from "../../generated/v15/dist/index.js";
import { defaultSchemaRoot } from "../../generator/config.ts";
import type { RequestContext } from "../../generator/runtime/operation.ts";
import type { Field } from "../../generator/runtime/xml-reader.ts";
import { validateXmlDocuments, type XmlSource } from "../../generator/xsd-validate/index.ts";
import { messageSchemaSet } from "../schema/message-schemas.ts";
import { ns } from "../schema/namespaces.ts";
import { parseXml, type XmlElement } from "../schema/xml-tree.ts";
import {
  mockListener,
  PASSWORD,
  requestOf,
  resolveType,
  servicesUnderTest,
  USER,
  type ReceivedCall,
} from "./hotel-services.ts";

/** What each handler of our server received: the typed request, after our server read and validated it. */
const received: ReceivedCall[] = [];

// ---------------------------------------------------------------------------------------------------
// Capture: every request and response body, as the server received and sent it.

interface Exchange {
  readonly peer: string;
  readonly method: string;
  readonly url: string;
  readonly requestContentType: string;
  readonly requestBody: string;
  readonly status: number;
  readonly responseContentType: string;
  readonly responseBody: string;
}

const exchanges: Exchange[] = [];

/** Wraps a listener so that each exchange lands in `exchanges`; the listener sees the request untouched. */
function capturing(peerOf: (url: string) => string, listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const requestChunks: Buffer[] = [];
    const responseChunks: Buffer[] = [];
    let responseContentType: string | undefined;
    // Observing "data" through emit keeps the stream's flow exactly as the listener drives it.
    const emit = req.emit.bind(req) as (event: string | symbol, ...args: unknown[]) => boolean;
    req.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event === "data" && args[0] instanceof Uint8Array) requestChunks.push(Buffer.from(args[0]));
      return emit(event, ...args);
    }) as typeof req.emit;
    const collect = (chunk: unknown) => {
      if (typeof chunk === "string" || chunk instanceof Uint8Array) responseChunks.push(Buffer.from(chunk));
    };
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    // Headers given to writeHead are not readable through getHeader afterwards.
    res.writeHead = ((...args: unknown[]) => {
      for (const arg of args)
        if (typeof arg === "object" && arg !== null && !Array.isArray(arg))
          for (const [name, value] of Object.entries(arg))
            if (name.toLowerCase() === "content-type") responseContentType = String(value);
      return writeHead(...args);
    }) as typeof res.writeHead;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== "function") collect(chunk);
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.on("finish", () =>
      exchanges.push({
        peer: peerOf(req.url ?? ""),
        method: req.method ?? "",
        url: req.url ?? "",
        requestContentType: req.headers["content-type"] ?? "",
        requestBody: Buffer.concat(requestChunks).toString("utf8"),
        status: res.statusCode,
        responseContentType: responseContentType ?? String(res.getHeader("content-type") ?? ""),
        responseBody: Buffer.concat(responseChunks).toString("utf8"),
      }),
    );
    listener(req, res);
  };
}

async function listenLocal(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function closeServer(server: Server | undefined): Promise<void> {
  if (server === undefined) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

// ---------------------------------------------------------------------------------------------------
// node-soap's view of a value. With the options below node-soap returns: an element with attributes as
// `{ attributes: {...}, $value?, ...children }`, a simple-content element without attributes as its
// value, a wrapped list as `{ item: [...] }`, `xsi:nil` as null, and an element without attributes and
// children as null. The only normalisation applied to what node-soap returns is number/boolean ->
// String (xs:int arrives through parseInt); our side formats every scalar with its generated codec.

type Lexical = string | null | Lexical[] | { readonly [key: string]: Lexical };

const keepLexical = (text: string) => text;
const nodeSoapClientOptions = (soap12: boolean): IOptions => ({
  disableCache: true,
  handleNilAsNull: true,
  customDeserializer: { decimal: keepLexical, dateTime: keepLexical },
  ...(soap12 ? { forceSoap12Headers: true } : {}),
});

/** How node-soap shows an element holding `value` of type `ref`, scalars in lexical form. */
function nodeSoapView(value: unknown, ref: unknown): Lexical {
  if (value === null) return null;
  const type = resolveType(ref);
  if (type.kind === "simple") return type.format(value);
  const definition = (type as { definition?: { fields: Readonly<Record<string, Field<unknown>>> } })
    .definition;
  if (definition === undefined) throw new Error(`no field table for type ${type.name}`);
  const record = value as Readonly<Record<string, unknown>>;
  if (record["$type"] !== undefined)
    throw new Error(`xsi:type ${String(record["$type"])} is not covered here`);
  const children: Record<string, Lexical> = {};
  const attributes: Record<string, string> = {};
  let text: string | undefined;
  for (const [key, field] of Object.entries(definition.fields)) {
    const member = record[key];
    if (member === undefined) continue;
    switch (field.kind) {
      case "attribute":
        attributes[field.local] = field.type.format(member);
        break;
      case "text":
        text = field.type.format(member);
        break;
      case "element":
        children[field.local] = field.occurs.repeated
          ? (member as unknown[]).map((item) => nodeSoapView(item, field.type))
          : nodeSoapView(member, field.type);
        break;
      case "list": {
        const items = member as unknown[];
        children[field.local] =
          items.length === 0
            ? null
            : { [field.itemLocal]: items.map((item) => nodeSoapView(item, field.type)) };
        break;
      }
    }
  }
  if (Object.keys(attributes).length > 0)
    return { attributes, ...(text === undefined ? {} : { $value: text }), ...children };
  if (text !== undefined) return text;
  return Object.keys(children).length === 0 ? null : children;
}

/** What node-soap returned, with numbers and booleans as strings; anything else unexpected fails. */
function lexical(value: unknown): Lexical {
  if (value === null || typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(lexical);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, lexical(member)]));
  throw new Error(`node-soap returned ${Object.prototype.toString.call(value)}: ${String(value)}`);
}

type NodeSoapCallback = (error: unknown, result: unknown) => void;
type NodeSoapMethod = (args: object, callback: NodeSoapCallback) => void;

function callPort(
  client: Client,
  service: string,
  port: string,
  operation: string,
  args: object,
): Promise<unknown> {
  const ports = (client as unknown as Record<string, Record<string, Record<string, NodeSoapMethod>>>)[
    service
  ];
  const method = ports?.[port]?.[operation];
  if (method === undefined) throw new Error(`node-soap client has no ${service}.${port}.${operation}`);
  return new Promise((resolve, reject) =>
    method(args, (error, result) =>
      error === null || error === undefined ? resolve(result) : reject(error),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------
// The node-soap server: version 15 NonStaticXMLAPI from schema/, three operations implemented.

const NODE_SOAP_WSDL = path.join(defaultSchemaRoot, "15", "NonStaticXMLAPI.wsdl");

type NodeSoapImplementation = Record<
  string,
  (args: unknown, callback: unknown, headers: unknown, req: IncomingMessage) => unknown
>;

/** What the node-soap server's handlers received (node-soap's reading of our client's requests). */
const nodeSoapReceived: { url: string; operation: string; args: unknown }[] = [];

// Workarounds for node-soap's server (see the top of the file): xsi declared on the result element, nil
// items spelled out. A nil CalendarNote keeps its required attributes (nil empties the content only), with
// the values .asmx writes there.
const declareXsi = { "xmlns:xsi": ns.xsi };
const nilItem = (attributes: Record<string, string> = {}) => ({
  attributes: { "xsi:nil": "true", ...attributes },
});

const faithful: NodeSoapImplementation = {
  GetMeals: (args, _callback, _headers, req) => {
    nodeSoapReceived.push({ url: req.url ?? "", operation: "GetMeals", args });
    return {
      getMealsResult: {
        attributes: declareXsi,
        meals: {
          meal: [
            {
              id: 1,
              name: "Fr\u00fchst\u00fcck & <Brunch>",
              labels: { label: [{ id: 7, text: "vegan" }, nilItem()] },
            },
            nilItem(),
            { id: 2, name: "" },
          ],
        },
      },
    };
  },
  GetLanguages: (args, _callback, _headers, req) => {
    nodeSoapReceived.push({ url: req.url ?? "", operation: "GetLanguages", args });
    return {
      getLanguagesResult: {
        attributes: declareXsi,
        languages: {
          language: [
            { isoCode: "de", name: "Deutsch" },
            nilItem(),
            { isoCode: "fr", name: 'Fran\u00e7ais "&" <fr>' },
          ],
        },
      },
    };
  },
  AmendmentPriceRequest: (args, _callback, _headers, req) => {
    nodeSoapReceived.push({ url: req.url ?? "", operation: "AmendmentPriceRequest", args });
    return {
      amendmentPriceRequestResult: {
        attributes: declareXsi,
        Price: { attributes: { currency: "EUR" }, $value: "12345678901234567890.12" },
        RoomId: 5,
        hotelnotes: {
          note: [
            {
              attributes: {
                start_date: "2026-03-01T15:00:00.1234567+05:30",
                end_date: "2026-03-02T10:00:00Z",
              },
              text: "Pool closed",
            },
            nilItem({ start_date: "0001-01-01T00:00:00", end_date: "0001-01-01T00:00:00" }),
          ],
        },
        roomnotes: {
          note: [
            {
              attributes: { start_date: "2026-02-28T23:30:00.5-03:00", end_date: "2026-03-01T12:00:00" },
              text: "Quiet side",
            },
          ],
        },
        cancellation_policies: {
          cancellation_policy: [
            { deadline: 14, percentage: "-0.5" },
            { deadline: null, percentage: "100.00" },
          ],
        },
        BookingType: "ExtraDays",
      },
    };
  },
};

/** node-soap's own null handling, without the workarounds. */
const naive: NodeSoapImplementation = {
  GetLanguages: () => ({
    getLanguagesResult: { languages: { language: [{ isoCode: "de", name: "Deutsch" }, null] } },
  }),
  AmendmentPriceRequest: () => ({
    amendmentPriceRequestResult: {
      RoomId: 5,
      cancellation_policies: { cancellation_policy: [{ deadline: null, percentage: "1" }] },
      BookingType: "FullPeriod",
    },
  }),
};

// ---------------------------------------------------------------------------------------------------
// Servers.

let ours: Server | undefined;
let oursBase = "";
let nodeSoap: Server | undefined;
let nodeSoapBase = "";

beforeAll(async () => {
  const mounts = Object.fromEntries(
    servicesUnderTest.map((underTest) => [
      underTest.service.path,
      mockListener(underTest, "typical", received),
    ]),
  );
  ours = v15.createSoapServer(capturing(() => "ours", v15.createRouter(mounts)));
  oursBase = await listenLocal(ours);

  const soapServer = createServer();
  nodeSoap = soapServer;
  nodeSoapBase = await listenLocal(soapServer);
  const xml = await readFile(NODE_SOAP_WSDL, "utf8");
  const mount = (prefix: string, implementation: NodeSoapImplementation, soap12: boolean) =>
    new Promise<void>((resolve, reject) => {
      const port = { ...implementation };
      const services: IServices = {
        NonStaticXMLAPI: { NonStaticXMLAPISoap: port, NonStaticXMLAPISoap12: port },
      };
      listen(soapServer, {
        path: `${prefix}${v15.NonStaticXMLAPI.path}`,
        services,
        xml,
        uri: NODE_SOAP_WSDL,
        ...(soap12 ? { forceSoap12Headers: true } : {}),
        callback: (error: unknown) => (error ? reject(error as Error) : resolve()),
      });
    });
  await mount("/soap11", faithful, false);
  await mount("/soap12", faithful, true);
  await mount("/naive", naive, false);
  // node-soap replaced the server's request listeners by its own; capture around them.
  const listeners = soapServer.listeners("request") as RequestListener[];
  soapServer.removeAllListeners("request");
  soapServer.on(
    "request",
    capturing(
      (url) => (url.startsWith("/naive/") ? "node-soap-naive" : "node-soap"),
      (req, res) => {
        for (const listener of listeners) listener.call(soapServer, req, res);
      },
    ),
  );
});

afterAll(async () => {
  await closeServer(ours);
  await closeServer(nodeSoap);
});

// ---------------------------------------------------------------------------------------------------
// 1. node-soap as a client of our server.

describe.each(servicesUnderTest)(
  "node-soap client -> our server, version $version $service.name",
  (subject) => {
    const { version, service, mocks } = subject;
    const clients = new Map<string, Client>();

    beforeAll(async () => {
      for (const soap of ["1.1", "1.2"])
        clients.set(
          soap,
          await createClientAsync(`${oursBase}${service.path}?WSDL`, nodeSoapClientOptions(soap === "1.2")),
        );
    });

    it("loads the WSDL and its types.xsd over HTTP and sees both SOAP ports with every operation", () => {
      const fetched = exchanges.filter(
        (exchange) => exchange.method === "GET" && exchange.url.startsWith(service.path),
      );
      expect(fetched.map((exchange) => [exchange.url, exchange.status])).toEqual(
        expect.arrayContaining([
          [`${service.path}?WSDL`, 200],
          [`${service.path}?xsd=types.xsd`, 200],
        ]),
      );
      const description = clients.get("1.1")?.describe() as Record<
        string,
        Record<string, Record<string, unknown>>
      >;
      const operations = service.operations.map((operation) => operation.name).sort();
      expect(Object.keys(description[service.name] ?? {})).toEqual([
        `${service.name}Soap`,
        `${service.name}Soap12`,
      ]);
      for (const port of Object.values(description[service.name] ?? {}))
        expect(Object.keys(port).sort()).toEqual(operations);
    });

    const calls = service.operations.flatMap((operation) =>
      (["1.1", "1.2"] as const).map((soap) => ({ operation, soap, name: operation.name })),
    );
    it.each(calls)("$name over SOAP $soap returns the mock's values", async ({ operation, soap }) => {
      const client = clients.get(soap);
      if (client === undefined) throw new Error("no node-soap client");
      const { request: typedRequest, args } = requestOf(operation);
      const port = `${service.name}${soap === "1.1" ? "Soap" : "Soap12"}`;
      const transport = soap === "1.1" ? "soap11" : "soap12";
      const before = received.length;

      const result = await callPort(client, service.name, port, operation.name, args);

      // Our server read node-soap's request as the caller meant it, over the SOAP version of the port.
      expect(received.slice(before)).toEqual([
        { version, operation: operation.name, transport, request: typedRequest },
      ]);
      const context: RequestContext = {
        transport,
        operation: operation.name,
        headers: {},
        credentials: {},
        signal: new AbortController().signal,
        soapHeaders: {},
        otherSoapHeaders: [],
        responseSoapHeaders: {},
      };
      const expected = await operation.invoke(mocks.typical, typedRequest, context);
      expect(lexical(result)).toEqual({
        [operation.resultElement ?? operation.responseElement ?? ""]: nodeSoapView(
          expected,
          operation.result,
        ),
      });
    });
  },
);

// ---------------------------------------------------------------------------------------------------
// 2. Our generated client against the node-soap server.

const amendmentRequest = {
  userName: USER,
  password: PASSWORD,
  bookingID: "B-2026-0042",
  checkInDate: "2026-07-01T14:00:00.5+02:00",
  checkOutDate: "2026-07-08T10:00:00Z",
  language: "en",
};

describe.each(["soap11", "soap12"] as const)("our client -> node-soap server over %s", (transport) => {
  const client = () =>
    new v15.NonStaticXMLAPIClient({
      baseUrl: `${nodeSoapBase}/${transport}`,
      transport,
      validateResponse: true,
    });
  const url = `/${transport}${v15.NonStaticXMLAPI.path}`;

  it("GetMeals: nested lists, nil items, an empty string, escaped text", async () => {
    const before = nodeSoapReceived.length;
    const result = await client().getMeals({ userName: USER, password: PASSWORD, language: "de" });
    expect(result).toEqual({
      meals: [
        { id: 1, name: "Fr\u00fchst\u00fcck & <Brunch>", labels: [{ id: 7, text: "vegan" }, null] },
        null,
        { id: 2, name: "" },
      ],
    });
    expect(nodeSoapReceived.slice(before)).toEqual([
      { url, operation: "GetMeals", args: { userName: USER, password: PASSWORD, language: "de" } },
    ]);
  });

  it("GetLanguages: credentials only, a nil item between two records", async () => {
    const result = await client().getLanguages({ userName: USER, password: PASSWORD });
    expect(result).toEqual({
      languages: [
        { isoCode: "de", name: "Deutsch" },
        null,
        { isoCode: "fr", name: 'Fran\u00e7ais "&" <fr>' },
      ],
    });
  });

  it("AmendmentPriceRequest: decimals, dateTimes with offsets and fractions, nil members and items", async () => {
    const before = nodeSoapReceived.length;
    const result = await client().amendmentPriceRequest(amendmentRequest);
    expect(result).toEqual({
      price: { value: "12345678901234567890.12", currency: "EUR" },
      roomId: 5,
      hotelnotes: [
        {
          startDate: "2026-03-01T15:00:00.1234567+05:30",
          endDate: "2026-03-02T10:00:00Z",
          text: "Pool closed",
        },
        null,
      ],
      roomnotes: [
        { startDate: "2026-02-28T23:30:00.5-03:00", endDate: "2026-03-01T12:00:00", text: "Quiet side" },
      ],
      cancellationPolicies: [
        { deadline: 14, percentage: "-0.5" },
        { deadline: null, percentage: "100.00" },
      ],
      bookingType: "ExtraDays",
    });
    // node-soap hands xs:dateTime parameters to its handlers as Date: the instant survives, the offset not.
    const args = nodeSoapReceived.slice(before).map((entry) => entry.args as Record<string, unknown>);
    expect(args).toEqual([
      {
        userName: USER,
        password: PASSWORD,
        bookingID: "B-2026-0042",
        checkInDate: new Date("2026-07-01T12:00:00.500Z"),
        checkOutDate: new Date("2026-07-08T10:00:00.000Z"),
        language: "en",
      },
    ]);
  });
});

describe("node-soap server deviations (its own null handling, without the workarounds)", () => {
  const client = () =>
    new v15.NonStaticXMLAPIClient({ baseUrl: `${nodeSoapBase}/naive`, transport: "soap11" });

  it("a null list item arrives as an empty record, a null member with an undeclared xsi prefix", async () => {
    // `[record, null]` is written as `<language>...</language><language></language>`: no xsi:nil, so the
    // XML says "a Language with no members" (valid: both members are optional), and that is what we read.
    expect(await client().getLanguages({ userName: USER, password: PASSWORD })).toEqual({
      languages: [{ isoCode: "de", name: "Deutsch" }, {}],
    });
    // `deadline: null` is written as `<deadline xsi:nil="true">` with xsi declared nowhere: not
    // namespace-well-formed (Namespaces in XML 1.0, "Prefix Declared"), but plain in meaning. Our client reads
    // it leniently by default, the prefix taken as XML Schema instance's; reading strictly refuses it.
    expect(await client().amendmentPriceRequest(amendmentRequest)).toEqual({
      roomId: 5,
      cancellationPolicies: [{ deadline: null, percentage: "1" }],
      bookingType: "FullPeriod",
    });
    const strict = new v15.NonStaticXMLAPIClient({
      baseUrl: `${nodeSoapBase}/naive`,
      transport: "soap11",
      readOptions: { strict: true },
    });
    const refused = strict.amendmentPriceRequest(amendmentRequest);
    await expect(refused).rejects.toBeInstanceOf(v15.MalformedResponseError);
    await expect(refused).rejects.toThrow(/unbound namespace prefix: "xsi"/);

    const naiveResponses = exchanges.filter((exchange) => exchange.peer === "node-soap-naive");
    const report = await validateXmlDocuments({
      ...(await messageSchemaSet()),
      documents: naiveResponses.map((exchange, index) => ({
        fileName: `naive/${index}-response.xml`,
        contents: exchange.responseBody,
      })),
    });
    expect(report.documents.map((document) => document.valid)).toEqual([true, false, false]);
    expect(report.documents[1]?.issues.map((issue) => issue.message).join("\n")).toMatch(
      /Namespace prefix xsi for nil on deadline is not defined/,
    );
  });
});

// ---------------------------------------------------------------------------------------------------
// 3. libxml2 over every SOAP message of both directions and both peers (runs last: it reads the captures).

const envelopeNamespace = (contentType: string) =>
  /^text\/xml\b/i.test(contentType)
    ? ns.soap11Envelope
    : /^application\/soap\+xml\b/i.test(contentType)
      ? ns.soap12Envelope
      : `(no SOAP content type: ${contentType})`;

/** `{uri}local` of the Body's only child, after checking the envelope against the content type. */
function bodyChild(xml: string, contentType: string): string {
  let envelope: XmlElement;
  try {
    envelope = parseXml(xml);
  } catch (error) {
    return `(not well-formed: ${(error as Error).message})`;
  }
  const soapNs = envelopeNamespace(contentType);
  if (envelope.uri !== soapNs || envelope.local !== "Envelope")
    return `(root {${envelope.uri}}${envelope.local} does not match content type ${contentType})`;
  const body = envelope.children.filter((child) => child.uri === soapNs && child.local === "Body");
  const children = body[0]?.children ?? [];
  if (body.length !== 1 || children.length !== 1 || children[0] === undefined)
    return `(expected one Body with one child)`;
  return `{${children[0].uri}}${children[0].local}`;
}

describe("libxml2 over the captured messages", () => {
  it("every SOAP request and response of both peers validates against our XSD and the envelope XSDs", async () => {
    const soapExchanges = exchanges.filter(
      (exchange) => exchange.method === "POST" && exchange.peer !== "node-soap-naive",
    );
    const count = (peer: string) => soapExchanges.filter((exchange) => exchange.peer === peer).length;
    const nodeSoapCalls = servicesUnderTest.reduce(
      (sum, subject) => sum + subject.service.operations.length * 2,
      0,
    );
    expect({ ours: count("ours"), nodeSoap: count("node-soap") }).toEqual({
      ours: nodeSoapCalls,
      nodeSoap: 3 * 2,
    });

    const documents: XmlSource[] = [];
    const shapeProblems: string[] = [];
    soapExchanges.forEach((exchange, index) => {
      expect(exchange.status, `${exchange.peer} ${exchange.url}: ${exchange.responseBody}`).toBe(200);
      const version = /\/(1[45])\/SOAP\//.exec(exchange.url)?.[1] ?? "?";
      const request = bodyChild(exchange.requestBody, exchange.requestContentType);
      const response = bodyChild(exchange.responseBody, exchange.responseContentType);
      const operation = request.replace(/^\{[^}]*\}/, "");
      const label = `captured/${String(index).padStart(2, "0")}-${exchange.peer}-${version}-${operation}-${
        exchange.requestContentType.startsWith("text/xml") ? "soap11" : "soap12"
      }`;
      // The envelope XSDs take Body content laxly: make sure the children are the operation's global
      // elements, which libxml2 then validates strictly.
      const tns = `http://xml.example.net/${version}/`;
      if (request !== `{${tns}}${operation}` || response !== `{${tns}}${operation}Response`)
        shapeProblems.push(`${label}: request body ${request}, response body ${response}`);
      documents.push({ fileName: `${label}-request.xml`, contents: exchange.requestBody });
      documents.push({ fileName: `${label}-response.xml`, contents: exchange.responseBody });
    });
    expect(shapeProblems).toEqual([]);

    const report = await validateXmlDocuments({ ...(await messageSchemaSet()), documents });
    expect(report.schemaIssues.filter((issue) => issue.severity === "error")).toEqual([]);
    expect(report.documents).toHaveLength(documents.length);
    const invalid = report.documents
      .filter((document) => !document.valid)
      .map((document) => ({
        file: document.fileName,
        libxml2: document.issues.map((issue) => `line ${issue.line}: ${issue.message}`),
        contents: documents.find((source) => source.fileName === document.fileName)?.contents,
      }));
    expect(invalid).toEqual([]);
  });
});
