// MTOM (XOP packages), over real HTTP on 127.0.0.1: the client sends its requests as packages when asked to and
// reads packaged answers, an attachment in place of its xop:Include; the server reads packaged requests, in the
// shapes CXF and WCF write them, and answers each in a package. Malformed packages are refused with the error a
// malformed message gets.
import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MalformedResponseError, SoapClient } from "../../generator/runtime/http-client.ts";
import { createServiceListener } from "../../generator/runtime/http-server.ts";
import { soapRequestEnvelope } from "../../generator/runtime/operation.ts";
import {
  isXopPackage,
  readXopPackage,
  writeXopPackage,
  XOP_NAMESPACE,
  XopError,
} from "../../generator/runtime/xop.ts";
import { GetBooking, SAMPLE_PATH, SampleAPI, SampleAPIClient } from "./sample/service.ts";
import type { BookResult } from "./sample/types.ts";

const booking: BookResult = {
  booking: { bookingnumber: "B-1", hotelId: 7, earliestNonFreeCancellationDateCet: null, remark: ["quiet"] },
};

interface Seen {
  readonly contentType: string;
  readonly status: number;
  readonly answerType: string;
}

async function listen(listener: RequestListener): Promise<{ server: Server; base: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Our server, each exchange's content types and status kept as they were on the wire. */
function recording(listener: RequestListener, seen: Seen[]): RequestListener {
  return (req: IncomingMessage, res) => {
    // Headers given to writeHead are not readable through getHeader afterwards.
    let answerType = "";
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((status: number, headers?: Record<string, string>) => {
      answerType = String(headers?.["content-type"] ?? "");
      return writeHead(status, headers);
    }) as typeof res.writeHead;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      seen.push({ contentType: req.headers["content-type"] ?? "", status: res.statusCode, answerType });
      return end(chunk, ...rest);
    }) as typeof res.end;
    listener(req, res);
  };
}

describe("XOP packages", () => {
  it("read: the root part named by start, each xop:Include replaced by its part's content as base64", () => {
    const contentType =
      'multipart/related; type="application/xop+xml"; boundary="uuid:b1"; start="<root@x>"; ' +
      'start-info="application/soap+xml"; action="urn:Get"';
    const body = Buffer.concat([
      Buffer.from(
        "preamble\r\n--uuid:b1\r\nContent-Type: application/octet-stream\r\nContent-Transfer-Encoding: binary\r\n" +
          "Content-ID: <photo@x>\r\n\r\n",
      ),
      Buffer.from([0, 1, 2, 255, 13, 10]),
      Buffer.from(
        '\r\n--uuid:b1\r\nContent-Type: application/xop+xml; charset=UTF-8; type="application/soap+xml"\r\n' +
          "Content-ID: <root@x>\r\n\r\n" +
          `<e xmlns:xop="${XOP_NAMESPACE}"><a><xop:Include href="cid:photo%40x"/></a>` +
          `<b><x:Include xmlns:x="${XOP_NAMESPACE}" href='cid:text@x'></x:Include></b>` +
          '<c><Include href="cid:photo@x"/></c></e>\r\n' +
          "--uuid:b1\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\nContent-ID: <text@x>\r\n\r\n" +
          "aGVs\r\nbG8=\r\n--uuid:b1--\r\nepilogue",
      ),
    ]);
    expect(isXopPackage(contentType)).toBe(true);
    const root = readXopPackage(contentType, body);
    expect(root.contentType).toBe('application/soap+xml; action="urn:Get"; charset=UTF-8');
    // An `Include` in another namespace is content, not a reference.
    expect(root.xml.toString("utf8")).toBe(
      `<e xmlns:xop="${XOP_NAMESPACE}"><a>AAEC/w0K</a><b>aGVsbG8=</b><c><Include href="cid:photo@x"/></c></e>`,
    );
  });

  it("read: refuses a package without its boundary, root or a part an Include names", () => {
    const type = (extra = "") => `multipart/related; type="application/xop+xml"; boundary="q"${extra}`;
    const part = (xml: string) =>
      Buffer.from(`--q\r\nContent-Type: application/xop+xml; type="text/xml"\r\n\r\n${xml}\r\n--q--`);
    expect(() => readXopPackage(type(), Buffer.from("no parts"))).toThrow(XopError);
    expect(() => readXopPackage(type('; start="<none>"'), part("<e/>"))).toThrow(/no root part/);
    expect(() =>
      readXopPackage(type(), part(`<e xmlns:xop="${XOP_NAMESPACE}"><xop:Include href="cid:gone"/></e>`)),
    ).toThrow(/cid:gone, which the package does not hold/);
    expect(() =>
      readXopPackage(type(), Buffer.from("--q\r\nContent-Type: text/xml\r\n\r\n<e/>\r\n--q--")),
    ).toThrow(/not application\/xop\+xml/);
  });

  it("read: hostile roots: an attachment included again and again, a flood of unclosed Include tags", () => {
    const type = 'multipart/related; type="application/xop+xml"; boundary="q"';
    const include = `<xop:Include xmlns:xop="${XOP_NAMESPACE}" href="cid:big"/>`;
    const packaged = (root: string) =>
      Buffer.from(
        `--q\r\nContent-Type: application/xop+xml; type="text/xml"\r\n\r\n${root}\r\n` +
          `--q\r\nContent-ID: <big>\r\n\r\n${"x".repeat(30_000)}\r\n--q--`,
      );
    expect(() => readXopPackage(type, packaged(`<e>${include.repeat(3)}</e>`))).toThrow(/too large/);
    // No `>` after any of them: each search ends at the next `<`, and the text stays as it is.
    const flood = `<e xmlns:xop="${XOP_NAMESPACE}">${"<xop:Include a=1 ".repeat(100_000)}</e>`;
    expect(readXopPackage(type, packaged(flood)).xml.toString("utf8")).toBe(flood);
  });

  it("write: one part, the envelope, which reads back as it was", () => {
    const written = writeXopPackage("application/soap+xml", "<e>ü</e>", 'urn:"a"');
    expect(isXopPackage(written.contentType)).toBe(true);
    const root = readXopPackage(written.contentType, Buffer.from(written.body, "utf8"));
    expect(root.contentType).toBe('application/soap+xml; action="urn:\\"a\\""; charset=UTF-8');
    expect(root.xml.toString("utf8")).toBe("<e>ü</e>");
  });
});

describe("MTOM over HTTP", () => {
  const seen: Seen[] = [];
  let ours: { server: Server; base: string };

  beforeAll(async () => {
    const listener = createServiceListener(SampleAPI, { getBooking: () => Promise.resolve(booking) });
    ours = await listen(recording(listener, seen));
  });

  afterAll(() => new Promise<void>((resolve) => ours.server.close(() => resolve())));

  it.each(["soap11", "soap12"] as const)(
    "a client asked for MTOM sends packages over %s, which the server reads and answers in a package",
    async (transport) => {
      seen.length = 0;
      const client = new SampleAPIClient({ baseUrl: ours.base, transport, mtom: true });
      expect(await client.getBooking({ bookingId: 1 })).toEqual(booking);
      const [exchange] = seen;
      expect(isXopPackage(exchange?.contentType ?? "")).toBe(true);
      expect(exchange?.contentType).toContain(
        transport === "soap11" ? 'start-info="text/xml"' : 'start-info="application/soap+xml"',
      );
      expect(exchange?.status).toBe(200);
      expect(isXopPackage(exchange?.answerType ?? "")).toBe(true);
      // A plain client gets a plain answer.
      seen.length = 0;
      await new SampleAPIClient({ baseUrl: ours.base, transport }).getBooking({ bookingId: 1 });
      expect(seen[0]?.answerType).toMatch(/^(text\/xml|application\/soap\+xml);/);
    },
  );

  it("a client sends packages by default over the transports whose binding's policy asks for MTOM", async () => {
    const op = { ...GetBooking, mtom: ["soap12"] as const };
    const packaged = async (options: { transport: "soap11" | "soap12"; mtom?: boolean }) => {
      seen.length = 0;
      const client = new SoapClient(SAMPLE_PATH, { baseUrl: ours.base, ...options });
      expect(await client.call(op, { bookingId: 1 })).toEqual(booking);
      return isXopPackage(seen[0]?.contentType ?? "");
    };
    expect(await packaged({ transport: "soap12" })).toBe(true);
    expect(await packaged({ transport: "soap11" })).toBe(false);
    expect(await packaged({ transport: "soap12", mtom: false })).toBe(false);
  });

  it("the server reads a WCF-style SOAP 1.2 package (action in start-info, root not first, LF line ends)", async () => {
    const envelope = soapRequestEnvelope("1.2", GetBooking, { bookingId: 3 });
    const body =
      "--b\nContent-Type: application/octet-stream\nContent-ID: <unused@x>\n\nzz\n" +
      '--b\nContent-Type: application/xop+xml;charset=utf-8;type="application/soap+xml"\n' +
      `Content-ID: <http://tempuri.org/0>\n\n${envelope}\n--b--\n`;
    const response = await fetch(`${ours.base}${SAMPLE_PATH}`, {
      method: "POST",
      headers: {
        "content-type":
          'multipart/related; type="application/xop+xml"; start="<http://tempuri.org/0>"; boundary="b"; ' +
          `start-info="application/soap+xml; action=\\"${GetBooking.soapAction}\\""`,
      },
      body,
    });
    expect(response.status).toBe(200);
    const answerType = response.headers.get("content-type") ?? "";
    expect(isXopPackage(answerType)).toBe(true);
    const root = readXopPackage(answerType, Buffer.from(await response.arrayBuffer()));
    expect(root.xml.toString("utf8")).toContain("<bookingnumber>B-1</bookingnumber>");
  });

  it("the server answers a malformed package with a Sender fault, in a package, and keeps serving", async () => {
    const response = await fetch(`${ours.base}${SAMPLE_PATH}`, {
      method: "POST",
      headers: {
        "content-type": 'multipart/related; type="application/xop+xml"; boundary="b"; start-info="text/xml"',
        soapaction: `"${GetBooking.soapAction}"`,
      },
      body: '--b\r\nContent-Type: application/xop+xml; type="text/xml"\r\n\r\n<e/>',
    });
    expect(response.status).toBe(500);
    const answerType = response.headers.get("content-type") ?? "";
    const root = readXopPackage(answerType, Buffer.from(await response.arrayBuffer()));
    expect(root.xml.toString("utf8")).toContain("The request is not a well-formed MTOM package");
    await expect(new SampleAPIClient({ baseUrl: ours.base }).getBooking({ bookingId: 1 })).resolves.toEqual(
      booking,
    );
  });

  it("the client reads an attachment where its xop:Include stood, and refuses a package naming none", async () => {
    const plain = await fetch(`${ours.base}${SAMPLE_PATH}`, {
      method: "POST",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${GetBooking.soapAction}"` },
      body: soapRequestEnvelope("1.1", GetBooking, { bookingId: 1 }),
    });
    const envelope = await plain.text();
    let reference = "cid:n%40x";
    const peer = await listen((_req, res) => {
      const root = envelope.replace(
        "<bookingnumber>B-1</bookingnumber>",
        `<bookingnumber><xop:Include xmlns:xop="${XOP_NAMESPACE}" href="${reference}"/></bookingnumber>`,
      );
      res.writeHead(200, {
        "content-type":
          'multipart/related; type="application/xop+xml"; boundary="uuid:p"; start="<r@x>"; start-info="text/xml"',
      });
      res.end(
        `--uuid:p\r\nContent-Type: application/xop+xml; charset=UTF-8; type="text/xml"\r\nContent-ID: <r@x>\r\n\r\n${root}\r\n` +
          "--uuid:p\r\nContent-Type: application/octet-stream\r\nContent-Transfer-Encoding: binary\r\n" +
          "Content-ID: <n@x>\r\n\r\nB-1\r\n--uuid:p--\r\n",
      );
    });
    try {
      const client = new SampleAPIClient({ baseUrl: peer.base });
      const read = await client.getBooking({ bookingId: 1 });
      expect(read?.booking?.bookingnumber).toBe(Buffer.from("B-1").toString("base64"));
      reference = "cid:missing";
      const refused = await client.getBooking({ bookingId: 1 }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(MalformedResponseError);
      expect(String(refused)).toMatch(/malformed MTOM response: .*cid:missing/);
    } finally {
      await new Promise<void>((resolve) => peer.server.close(() => resolve()));
    }
  });
});
