/**
 * The as-if-generated sample service (test/runtime/sample) on 127.0.0.1 for the hostile-request tests, its
 * valid requests over the four transports, and a plain HTTP request helper shared with the fuzz and load code.
 */
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createRouter,
  createServiceListener,
  createSoapServer,
  ServiceFault,
  type RequestLogEntry,
  type ServiceListenerOptions,
  type SoapServerOptions,
} from "../../generator/runtime/http-server.ts";
import { SOAP11_ENV_NS, SOAP12_ENV_NS } from "../../generator/runtime/xml-names.ts";
import { SAMPLE_PATH, SampleAPI, type SampleAPIHandlers } from "../runtime/sample/service.ts";
import { NS, type BookingWithStatus } from "../runtime/sample/types.ts";

export { NS, SAMPLE_PATH };

/** The password the valid requests carry; no answer and no log line may ever contain it. */
export const PASSWORD = "pa55-W\u00f6rd&<secret>";

export const booking: BookingWithStatus = {
  $type: "BookingWithStatus",
  bookingnumber: "B-77",
  hotelId: 12,
  prices: [{ amount: "99999999999999999999.99", currency: "EUR" }],
  earliestNonFreeCancellationDateCet: null,
  hotelNotes: [{ startDate: "2025-01-01T00:00:00", endDate: "2025-01-02T00:00:00Z", text: "Pool closed" }],
  remark: [],
  bookingStatus: "Active",
};

/**
 * Handlers: booking 1 exists, 14 is locked (a Sender fault), 13 fails inside with internals in the error
 * (which must never reach the caller); every other id has no booking.
 */
export const handlers: SampleAPIHandlers = {
  getBooking(request, context) {
    switch (request.bookingId) {
      case 1:
        return Promise.resolve({ booking });
      case 13:
        return Promise.reject(
          new Error(`internal failure in /srv/app/db.ts for ${context.credentials["password"] ?? ""}`),
        );
      case 14:
        return Promise.reject(new ServiceFault("Sender", "Booking is locked", { ns: NS, local: "Locked" }));
      default:
        return Promise.resolve({ booking: null });
    }
  },
};

/** A running sample server and what it logged. */
export interface RunningSample {
  readonly base: string;
  readonly logs: RequestLogEntry[];
  readonly server: ReturnType<typeof createSoapServer>;
  stop(): Promise<void>;
}

/** Starts the sample service on 127.0.0.1 at an ephemeral port; credentials demo / {@link PASSWORD}. */
export async function startSample(
  options: ServiceListenerOptions = {},
  serverOptions: SoapServerOptions = {},
): Promise<RunningSample> {
  const logs: RequestLogEntry[] = [];
  const listener = createServiceListener(SampleAPI, handlers, {
    authenticate: (credentials) => credentials["userName"] === "demo" && credentials["password"] === PASSWORD,
    log: (entry) => logs.push(entry),
    ...options,
  });
  const server = createSoapServer(createRouter({ [SAMPLE_PATH]: listener }), serverOptions);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logs,
    server,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** One HTTP request as sent on the wire. */
export interface RawRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
}

/** One HTTP response as received. */
export interface RawResponse {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** Sends one request on a fresh connection; rejects after `timeoutMs` (a hang) or on a socket error. */
export function send(base: string, request: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${request.path}`,
      { method: request.method, headers: request.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers["content-type"] ?? "",
            body: Buffer.concat(chunks).toString("utf8"),
            headers: res.headers,
          });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms: ${request.method} ${request.path.slice(0, 80)}`));
    }, timeoutMs);
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(request.body);
  });
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The GetBooking element. */
export function getBookingElement(id: string, password = PASSWORD, inner = ""): string {
  return `<GetBooking xmlns="${NS}"><userName>demo</userName><password>${escape(password)}</password><bookingId>${id}</bookingId>${inner}</GetBooking>`;
}

/** A SOAP envelope of either version around `body`, with an optional prolog (declaration, DOCTYPE). */
export function envelope(
  version: "1.1" | "1.2",
  body: string,
  prolog = '<?xml version="1.0" encoding="utf-8"?>',
): string {
  const ns = version === "1.1" ? SOAP11_ENV_NS : SOAP12_ENV_NS;
  return `${prolog}<soap:Envelope xmlns:soap="${ns}"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

/** The headers of a SOAP request of either version for GetBooking. */
export function soapHeaders(version: "1.1" | "1.2"): Record<string, string> {
  return version === "1.1"
    ? { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}GetBooking"` }
    : { "content-type": `application/soap+xml; charset=utf-8; action="${NS}GetBooking"` };
}

/** A SOAP request of either version. */
export function soapRequest(version: "1.1" | "1.2", body: string | Uint8Array): RawRequest {
  return { method: "POST", path: SAMPLE_PATH, headers: soapHeaders(version), body };
}

/** The GET query / POST form of GetBooking. */
export function form(id: string, password = PASSWORD): string {
  return `userName=demo&password=${encodeURIComponent(password)}&bookingId=${id}`;
}

/** Valid requests over the four transports, each answered 200 with the booking. */
export const validRequests: readonly (RawRequest & { readonly name: string })[] = [
  { name: "soap11", ...soapRequest("1.1", envelope("1.1", getBookingElement("1"))) },
  { name: "soap12", ...soapRequest("1.2", envelope("1.2", getBookingElement("1"))) },
  { name: "get", method: "GET", path: `${SAMPLE_PATH}/GetBooking?${form("1")}`, headers: {} },
  {
    name: "post",
    method: "POST",
    path: `${SAMPLE_PATH}/GetBooking`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form("1"),
  },
];

/** Whether a response is the right answer to one of {@link validRequests}. */
export function isValidAnswer(response: { status: number; body: string }): boolean {
  return response.status === 200 && response.body.includes("<bookingnumber>B-77</bookingnumber>");
}
