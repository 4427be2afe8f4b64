/**
 * When the server's answers and the client's requests are written: together, once the turn of the event loop
 * they were made in has done its I/O, or, once the first held has waited a millisecond, with the next one made.
 * Pipelined requests sent in one write are read in one turn, and their handlers run in order within it, so a
 * handler can look at the responses of the requests before it at a known point.
 */
import { Agent, createServer, type ClientRequest, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TransportError } from "../../generator/runtime/http-client.ts";
import { createServiceListener } from "../../generator/runtime/http-server.ts";
import { SOAP11_ENV_NS } from "../../generator/runtime/xml-names.ts";
import { SAMPLE_PATH, SampleAPI, SampleAPIClient } from "./sample/service.ts";
import { NS } from "./sample/types.ts";

/** Resolves after `hops` turns of the microtask queue: well after what was decided before it. */
async function microtaskHops(hops: number): Promise<void> {
  for (let i = 0; i < hops; i++) await Promise.resolve();
}

/** Whether the head of each response was sent. */
const sent = (responses: readonly ServerResponse[]) => responses.map((response) => response.headersSent);

let server: Server | undefined;

// The hold limit is read off `performance.now()`. Faked, it moves only when a test moves it, so a slow machine
// cannot make two writes of one turn look a millisecond apart.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["performance"] });
});

afterEach(async () => {
  vi.useRealTimers();
  const running = server;
  server = undefined;
  if (running === undefined) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/**
 * Serves SampleAPI where the handler of booking `id` runs `handle(id, responses)` before it answers; the
 * responses are those of every request so far, in order. Returns the port.
 */
async function serve(
  handle: (id: number, responses: readonly ServerResponse[]) => Promise<void>,
): Promise<number> {
  const responses: ServerResponse[] = [];
  const listener = createServiceListener(SampleAPI, {
    async getBooking(request) {
      await handle(request.bookingId, responses);
      return { booking: null };
    },
  });
  server = createServer((req, res) => {
    responses.push(res);
    listener(req, res);
  });
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  return (listening.address() as AddressInfo).port;
}

function soapRequest(id: number): string {
  const body =
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11_ENV_NS}"><soap:Body>` +
    `<GetBooking xmlns="${NS}"><userName>u</userName><password>p</password><bookingId>${id}</bookingId>` +
    "</GetBooking></soap:Body></soap:Envelope>";
  return (
    `POST ${SAMPLE_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/xml; charset=utf-8\r\n` +
    `SOAPAction: "${NS}GetBooking"\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/** Sends requests for bookings 1..count pipelined in one write; resolves with the status of each response. */
function pipelined(port: number, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    const statuses: number[] = [];
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (;;) {
        const headEnd = received.indexOf("\r\n\r\n");
        if (headEnd < 0) break;
        const head = received.subarray(0, headEnd).toString("latin1");
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
        if (received.length < headEnd + 4 + length) break;
        statuses.push(Number(head.slice(9, 12)));
        received = received.subarray(headEnd + 4 + length);
      }
      if (statuses.length === count) {
        socket.end();
        resolve(statuses);
      }
    });
    socket.on("error", reject);
    socket.write(Array.from({ length: count }, (_, index) => soapRequest(index + 1)).join(""));
  });
}

describe("server: when answers are written", () => {
  it("holds a decided answer until the requests read with it are handled", async () => {
    const seen: boolean[][] = [];
    const port = await serve(async (id, responses) => {
      // Booking 2 looks after booking 1's answer is decided, in the same turn of the event loop.
      if (id !== 2) return;
      await microtaskHops(20);
      seen.push(sent(responses));
    });
    expect(await pipelined(port, 2)).toEqual([200, 200]);
    expect(seen).toEqual([[false, false]]);
  });

  it("sends the answers waiting once the first has waited longer than a millisecond", async () => {
    const seen: boolean[][] = [];
    const port = await serve(async (id, responses) => {
      // Booking 2 takes 5 ms after booking 1's answer is decided; booking 3 looks once booking 2 is answered.
      if (id === 2) {
        await microtaskHops(20);
        vi.advanceTimersByTime(5);
      }
      if (id !== 3) return;
      await microtaskHops(40);
      seen.push(sent(responses));
    });
    expect(await pipelined(port, 3)).toEqual([200, 200, 200]);
    expect(seen).toEqual([[true, true, false]]);
  });

  it("sends an answer before the next turn of the event loop", async () => {
    let looked: Promise<boolean[]> | undefined;
    const port = await serve((_id, responses) => {
      // A timer runs in a later turn than the one this answer is decided in.
      looked = new Promise((resolve) => setTimeout(() => resolve(sent(responses)), 0));
      return Promise.resolve();
    });
    expect(await pipelined(port, 1)).toEqual([200]);
    expect(await looked).toEqual([true]);
  });
});

/** node:http's way into an agent, which its type declarations leave out. */
interface RequestTaker {
  addRequest(request: ClientRequest, options: unknown): void;
}

/** An agent that keeps every request made through it. */
class RecordingAgent extends Agent implements RequestTaker {
  readonly made: ClientRequest[] = [];

  addRequest(request: ClientRequest, options: unknown): void {
    this.made.push(request);
    (Agent.prototype as unknown as RequestTaker).addRequest.call(this, request, options);
  }
}

describe("client: when requests are written", () => {
  const call = (client: SampleAPIClient, bookingId: number, signal?: AbortSignal) =>
    client.getBooking({ userName: "u", password: "p", bookingId }, signal === undefined ? {} : { signal });

  it("holds the requests made in one turn until its end, then writes them all", async () => {
    const handled: number[] = [];
    const port = await serve((id) => {
      handled.push(id);
      return Promise.resolve();
    });
    const agent = new RecordingAgent({ keepAlive: true });
    const client = new SampleAPIClient({ baseUrl: `http://127.0.0.1:${port}`, agent });
    const calls = [call(client, 1), call(client, 2)];
    await microtaskHops(20);
    expect(agent.made.map((request) => request.writableEnded)).toEqual([false, false]);
    expect(await Promise.all(calls)).toEqual([{ booking: null }, { booking: null }]);
    expect(agent.made.map((request) => request.writableEnded)).toEqual([true, true]);
    expect(handled.sort()).toEqual([1, 2]);
    agent.destroy();
  });

  it("writes nothing of a call aborted while its request is held", async () => {
    const handled: number[] = [];
    const port = await serve((id) => {
      handled.push(id);
      return Promise.resolve();
    });
    const agent = new RecordingAgent({ keepAlive: true });
    const client = new SampleAPIClient({ baseUrl: `http://127.0.0.1:${port}`, agent });
    const aborter = new AbortController();
    const aborted = call(client, 1, aborter.signal);
    const answered = call(client, 2);
    await microtaskHops(20);
    aborter.abort();
    await expect(aborted).rejects.toBeInstanceOf(TransportError);
    expect(await answered).toEqual({ booking: null });
    expect(agent.made.map((request) => request.writableEnded)).toEqual([false, true]);
    expect(handled).toEqual([2]);
    agent.destroy();
  });
});
