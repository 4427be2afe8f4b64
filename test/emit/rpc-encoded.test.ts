// rpc/encoded (test/fixtures/emit/rpc-encoded) through the package the generator emits for it: a call over real
// HTTP in SOAP 1.1 and SOAP 1.2 encoding through the generated client and server, a response of several parts,
// an Axis 1-style soapenc:string part typed as a string; the server answers an encoded request it cannot read
// with a Client fault naming where, and keeps serving. A two-dimensional array and an array of arrays travel as
// nested arrays, and a SOAP 1.2 result of one part is named by rpc:result. A header block in SOAP encoding
// (encodingStyle and xsi:type on it, its members typed) reaches the handler, and the handler's reaches the caller.
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeEmittedCase, type WrittenCase } from "./emitted-case.ts";

interface Line {
  product: string | null;
  amount: string;
}

interface PlaceOrder {
  customer: string;
  lines: (Line | null)[];
}

interface Stock {
  shelves: (number | null)[][];
  aisles: ((string | null)[] | null)[];
}

interface Session {
  token: string;
  expires: string;
  scopes: ((string | null)[] | null)[] | null;
}

interface Package {
  Orders: unknown;
  OrdersClient: new (options: Record<string, unknown>) => {
    placeOrder(request: PlaceOrder): Promise<{ orderId: bigint; total: string }>;
    stock(request: Stock): Promise<(number | null)[][] | undefined>;
    stockWithHeaders(
      request: Stock,
      options: { soapHeaders: { Session: Session } },
    ): Promise<{ result: unknown; headers: { Session?: Session } }>;
  };
  createServiceListener(service: unknown, handlers: unknown): RequestListener;
  createSoapServer(listener: RequestListener): Server;
}

let written: WrittenCase | undefined;
let pkg: Package;

beforeAll(async () => {
  written = await writeEmittedCase("rpc-encoded");
  pkg = (await import(written.index)) as Package;
});

afterAll(async () => {
  await written?.remove();
});

describe("rpc/encoded through the generated client and server", () => {
  it("calls over SOAP 1.1 and 1.2 encoding, and answers an unreadable request with a Client fault", async () => {
    const received: PlaceOrder[] = [];
    const stocked: Stock[] = [];
    const sessions: Session[] = [];
    const bodies: string[] = [];
    const listener = pkg.createServiceListener(pkg.Orders, {
      placeOrder: async (request: PlaceOrder) => {
        received.push(request);
        return { orderId: 9007199254740993n, total: "12.50" };
      },
      stock: async (
        request: Stock,
        context: { soapHeaders: { Session?: Session }; responseSoapHeaders: { Session?: Session } },
      ) => {
        stocked.push(request);
        if (context.soapHeaders.Session !== undefined) {
          sessions.push(context.soapHeaders.Session);
          context.responseSoapHeaders.Session = { ...context.soapHeaders.Session, token: "renewed" };
        }
        // The transpose of the shelves.
        return request.shelves[0]?.map((_, column) => request.shelves.map((row) => row[column] ?? null));
      },
    });
    const server = pkg.createSoapServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => bodies.push(Buffer.concat(chunks).toString("utf8")));
      listener(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const order: PlaceOrder = {
        customer: "ACME",
        lines: [{ product: null, amount: "10.00" }, null, { product: "nut", amount: "2.50" }],
      };
      for (const transport of ["soap11", "soap12"] as const) {
        const client = new pkg.OrdersClient({ baseUrl, transport });
        expect(await client.placeOrder(order)).toEqual({ orderId: 9007199254740993n, total: "12.50" });
      }
      expect(received).toEqual([order, order]);

      const stock: Stock = {
        shelves: [
          [1, 2, 3],
          [4, null, 6],
        ],
        aisles: [["north", null], null, []],
      };
      const transposed = [
        [1, 4],
        [2, null],
        [3, 6],
      ];
      for (const transport of ["soap11", "soap12"] as const)
        expect(await new pkg.OrdersClient({ baseUrl, transport }).stock(stock)).toEqual(transposed);
      expect(stocked).toEqual([stock, stock]);
      expect(bodies[2]).toContain(
        '<shelves xsi:type="soapenc:Array" soapenc:arrayType="xsd:int[2,3]"><item xsi:type="xsd:int">1</item>',
      );
      expect(bodies[2]).toContain(
        '<aisles xsi:type="soapenc:Array" soapenc:arrayType="xsd:string[][3]"><item xsi:type="soapenc:Array" soapenc:arrayType="xsd:string[2]">',
      );
      expect(bodies[3]).toContain('soapenc:itemType="xsd:int" soapenc:arraySize="2 3"');

      const session: Session = { token: "t-1", expires: "2026-11-27T09:00:00Z", scopes: [["read"], null] };
      for (const transport of ["soap11", "soap12"] as const) {
        const answer = await new pkg.OrdersClient({ baseUrl, transport }).stockWithHeaders(stock, {
          soapHeaders: { Session: session },
        });
        expect(answer).toEqual({
          result: transposed,
          headers: { Session: { ...session, token: "renewed" } },
          otherHeaders: [],
        });
      }
      expect(sessions).toEqual([session, session]);
      expect(bodies[4]).toContain(
        '<soap:Header><tns:Session soap:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xsi:type="tns:Session">' +
          '<token xsi:type="xsd:string">t-1</token><expires xsi:type="xsd:dateTime">2026-11-27T09:00:00Z</expires>' +
          '<scopes xsi:type="soapenc:Array" soapenc:arrayType="xsd:string[][2]">',
      );
      expect(bodies[5]).toContain(
        '<tns:Session soap:encodingStyle="http://www.w3.org/2003/05/soap-encoding" xsi:type="tns:Session">',
      );
      expect(bodies[0]).toContain(
        '<lines xsi:type="soapenc:Array" soapenc:arrayType="tns:Line[3]"><item xsi:type="tns:Line"><product xsi:nil="true"/>',
      );
      expect(bodies[1]).toContain(
        '<tns:placeOrder soap:encodingStyle="http://www.w3.org/2003/05/soap-encoding"><customer xsi:type="xsd:string">ACME</customer>',
      );
      expect(bodies[1]).toContain('soapenc:itemType="tns:Line" soapenc:arraySize="3"');

      const missing =
        '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
        '<o:placeOrder xmlns:o="urn:emit:rpc-encoded"><customer>A</customer><lines href="#gone"/></o:placeOrder>' +
        "</s:Body></s:Envelope>";
      const answer = await fetch(`${baseUrl}/orders`, {
        method: "POST",
        headers: {
          "content-type": "text/xml; charset=utf-8",
          soapaction: '"urn:emit:rpc-encoded#placeOrder"',
        },
        body: missing,
      });
      const fault = await answer.text();
      expect(answer.status).toBe(500);
      expect(fault).toContain("<faultcode>soap:Client</faultcode>");
      expect(fault).toContain('placeOrder/lines: no element has the id "gone" it refers to');
      // Still serving.
      expect(await new pkg.OrdersClient({ baseUrl }).placeOrder(order)).toEqual({
        orderId: 9007199254740993n,
        total: "12.50",
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("rpc/encoded responses as other servers name them", () => {
  it("reads a response struct named otherwise than <op>Response, whose name is not significant", async () => {
    const server = pkg.createSoapServer((request, response) => {
      request.resume();
      request.on("end", () => {
        response.writeHead(200, { "content-type": "text/xml; charset=utf-8" });
        response.end(
          '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
            'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">' +
            '<soap:Body soap:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/">' +
            '<o:placeOrder xmlns:o="urn:emit:rpc-encoded"><orderId xsi:type="xsd:long">7</orderId>' +
            '<total xsi:type="xsd:decimal">1.50</total></o:placeOrder></soap:Body></soap:Envelope>',
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const client = new pkg.OrdersClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        readOptions: { strict: true },
      });
      expect(await client.placeOrder({ customer: "ACME", lines: [] })).toEqual({
        orderId: 7n,
        total: "1.50",
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("rpc/encoded accessors of xsd:anyType", () => {
  const XSD = "http://www.w3.org/2001/XMLSchema";
  const NS = "urn:emit:rpc-encoded";
  type Slot = { $type: string; value: unknown } | { $type?: string; $content: unknown[] };
  interface Annotate {
    key: string;
    value: Slot;
  }
  interface Annotating {
    Orders: unknown;
    OrdersMock: Record<string, unknown>;
    OrdersClient: new (options: Record<string, unknown>) => {
      annotate(request: Annotate): Promise<Slot | undefined>;
    };
    createServiceListener(service: unknown, handlers: unknown): RequestListener;
    createSoapServer(listener: RequestListener): Server;
  }

  it("read typed where xsi:type names a known type, from our client and as SOAP::Lite and Axis 1 send them", async () => {
    const typed = pkg as unknown as Annotating;
    const received: Annotate[] = [];
    const server = typed.createSoapServer(
      typed.createServiceListener(typed.Orders, {
        ...typed.OrdersMock,
        annotate: async (request: Annotate) => {
          received.push(request);
          return request.value;
        },
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const line = { $type: `{${NS}}Line`, value: { product: "bolt", amount: "0.10" } };
      for (const transport of ["soap11", "soap12"] as const) {
        const client = new typed.OrdersClient({ baseUrl, transport });
        expect(await client.annotate({ key: "k", value: line }), transport).toEqual(line);
        const int = { $type: `{${XSD}}decimal`, value: "001.500" };
        expect(await client.annotate({ key: "k", value: int }), transport).toEqual(int);
      }
      const send = async (body: string) => {
        const answer = await fetch(`${baseUrl}/orders`, {
          method: "POST",
          headers: {
            "content-type": "text/xml; charset=utf-8",
            soapaction: '"urn:emit:rpc-encoded#annotate"',
          },
          body,
        });
        return { status: answer.status, text: await answer.text() };
      };
      received.length = 0;
      // SOAP::Lite: a 1999 xsd prefix and its own namespace prefix on the wrapper.
      const lite = await send(
        '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
          'xmlns:xsi="http://www.w3.org/1999/XMLSchema-instance" xmlns:xsd="http://www.w3.org/1999/XMLSchema" ' +
          'soap:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><soap:Body>' +
          `<namesp1:annotate xmlns:namesp1="${NS}"><key xsi:type="xsd:string">k</key>` +
          '<value xsi:type="xsd:int">42</value></namesp1:annotate></soap:Body></soap:Envelope>',
      );
      // Axis 1: the struct as a multiRef after the wrapper.
      const axis = await send(
        '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
          'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
          `<soapenv:Body><ns1:annotate soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xmlns:ns1="${NS}">` +
          '<key xsi:type="soapenc:string" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/">k</key>' +
          '<value href="#id0"/></ns1:annotate>' +
          `<multiRef id="id0" soapenc:root="0" soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xsi:type="ns2:Line" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/" xmlns:ns2="${NS}">` +
          '<product xsi:type="soapenc:string">nut</product><amount xsi:type="xsd:decimal">2.50</amount></multiRef>' +
          "</soapenv:Body></soapenv:Envelope>",
      );
      expect([lite.status, axis.status]).toEqual([200, 200]);
      expect(received).toEqual([
        { key: "k", value: { $type: `{${XSD}}int`, value: 42 } },
        { key: "k", value: { $type: `{${NS}}Line`, value: { product: "nut", amount: "2.50" } } },
      ]);
      // Answered with the xsi:type it came with.
      expect(lite.text).toContain('<previous xsi:type="xsd:int">42</previous>');
      expect(axis.text).toContain(
        '<previous xsi:type="tns:Line"><product xsi:type="xsd:string">nut</product>',
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("a declared fault in SOAP encoding", () => {
  const NS = "urn:emit:rpc-encoded";
  interface OutOfStock {
    product: string;
    available: number;
    alternatives: ((string | null)[] | null)[] | null;
  }
  interface Faulting {
    Orders: unknown;
    OrdersMock: Record<string, unknown>;
    OrdersClient: new (options: Record<string, unknown>) => {
      placeOrder(request: PlaceOrder): Promise<unknown>;
    };
    PlaceOrderOperation: object;
    ServiceFault: new (
      code: string,
      reason: string,
      subcode?: unknown,
      options?: { detail?: Record<string, unknown> },
    ) => Error;
    isFaultOf(error: unknown, operation: unknown): boolean;
    createServiceListener(service: unknown, handlers: unknown): RequestListener;
    createSoapServer(listener: RequestListener): Server;
  }
  interface FaultError {
    fault: { code: string; reason: string; detail?: string };
    details: Record<string, unknown>;
  }
  const order: PlaceOrder = { customer: "ACME", lines: [] };

  async function listening(server: Server): Promise<string> {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async function rejection(promise: Promise<unknown>): Promise<FaultError> {
    return (await promise.then(
      () => expect.unreachable("the call succeeded"),
      (error: unknown) => error,
    )) as FaultError;
  }

  it("travels encoded from the generated server to the generated client, typed, in SOAP 1.1 and 1.2", async () => {
    const typed = pkg as unknown as Faulting;
    const outOfStock: OutOfStock = { product: "bolt", available: 0, alternatives: [["nut", null], null] };
    const server = typed.createSoapServer(
      typed.createServiceListener(typed.Orders, {
        ...typed.OrdersMock,
        placeOrder: async () => {
          throw new typed.ServiceFault("Receiver", "Out of stock.", undefined, { detail: { outOfStock } });
        },
      }),
    );
    const baseUrl = await listening(server);
    try {
      for (const transport of ["soap11", "soap12"] as const) {
        const error = await rejection(new typed.OrdersClient({ baseUrl, transport }).placeOrder(order));
        expect(typed.isFaultOf(error, typed.PlaceOrderOperation), transport).toBe(true);
        expect(error.details, transport).toEqual({ outOfStock });
      }
      const answer = await fetch(`${baseUrl}/orders`, {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}#placeOrder"` },
        body:
          '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>' +
          `<o:placeOrder xmlns:o="${NS}"><customer>A</customer>` +
          '<lines soapenc:arrayType="o:Line[0]" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/"/>' +
          "</o:placeOrder></s:Body></s:Envelope>",
      });
      const fault = await answer.text();
      expect(answer.status).toBe(500);
      expect(fault).toContain(
        `<detail><ns1:OutOfStock xmlns:ns1="${NS}" soap:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xsi:type="ns1:OutOfStock">` +
          '<product xsi:type="xsd:string">bolt</product><available xsi:type="xsd:int">0</available>' +
          '<alternatives xmlns:ns2="http://schemas.xmlsoap.org/soap/encoding/" xsi:type="ns2:Array" ns2:arrayType="xsd:string[][2]">',
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("is read typed as Axis 1 writes it: the entry a reference to a multiRef beside it or after the Fault", async () => {
    const typed = pkg as unknown as Faulting;
    const envelopes = {
      soap11:
        '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" ' +
        'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        "<soapenv:Body><soapenv:Fault><faultcode>soapenv:Server.userException</faultcode>" +
        "<faultstring>OutOfStock</faultstring><detail>" +
        `<ns1:OutOfStock href="#id0" xmlns:ns1="${NS}"/>` +
        '<ns2:hostname xmlns:ns2="http://xml.apache.org/axis/">build-7</ns2:hostname>' +
        '<multiRef id="id1" soapenc:root="0" soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" ' +
        'xsi:type="soapenc:Array" soapenc:arrayType="soapenc:string[1]" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/">' +
        '<item xsi:type="soapenc:string">washer</item></multiRef>' +
        "</detail></soapenv:Fault>" +
        '<multiRef id="id0" soapenc:root="0" soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" ' +
        `xsi:type="ns3:OutOfStock" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/" xmlns:ns3="${NS}">` +
        '<product xsi:type="soapenc:string">bolt</product><available xsi:type="xsd:int">3</available>' +
        '<alternatives xsi:type="soapenc:Array" soapenc:arrayType="soapenc:string[][1]"><item href="#id1"/></alternatives>' +
        "</multiRef></soapenv:Body></soapenv:Envelope>",
      soap12:
        '<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope" ' +
        'xmlns:enc="http://www.w3.org/2003/05/soap-encoding" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
        'xmlns:xsd="http://www.w3.org/2001/XMLSchema"><env:Body><env:Fault>' +
        "<env:Code><env:Value>env:Receiver</env:Value></env:Code>" +
        '<env:Reason><env:Text xml:lang="en">OutOfStock</env:Text></env:Reason><env:Detail>' +
        `<o:OutOfStock env:encodingStyle="http://www.w3.org/2003/05/soap-encoding" xmlns:o="${NS}">` +
        '<product enc:ref="p1"/><available xsi:type="xsd:int">3</available><alternatives xsi:nil="true"/>' +
        '</o:OutOfStock><o:name enc:id="p1" xsi:type="xsd:string" xmlns:o="urn:elsewhere">bolt</o:name>' +
        "</env:Detail></env:Fault></env:Body></env:Envelope>",
    };
    const server = typed.createSoapServer((request, response) => {
      request.resume();
      request.on("end", () => {
        const soap12 = (request.headers["content-type"] ?? "").startsWith("application/soap+xml");
        response.writeHead(500, {
          "content-type": soap12 ? "application/soap+xml; charset=utf-8" : "text/xml; charset=utf-8",
        });
        response.end(soap12 ? envelopes.soap12 : envelopes.soap11);
      });
    });
    const baseUrl = await listening(server);
    try {
      const soap11 = await rejection(new typed.OrdersClient({ baseUrl }).placeOrder(order));
      expect(typed.isFaultOf(soap11, typed.PlaceOrderOperation)).toBe(true);
      expect(soap11.details).toEqual({
        outOfStock: { product: "bolt", available: 3, alternatives: [["washer"]] },
      });
      const soap12 = await rejection(
        new typed.OrdersClient({ baseUrl, transport: "soap12" }).placeOrder(order),
      );
      expect(soap12.details).toEqual({ outOfStock: { product: "bolt", available: 3, alternatives: null } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
