/**
 * The load run: the generated servers of both versions (mock handlers) in a child process on 127.0.0.1; the
 * fixture request of every operation over every transport (autocannon) at the same time as hostile requests
 * (a second autocannon), DTD and nesting bombs and oversized bodies, and slow clients trickling headers or
 * bodies. Bounded by request count or seconds. Reports failed
 * valid requests, crashes, unhandled rejections and the server's memory before, right after and settled.
 */
import { setMaxListeners } from "node:events";
import { connect, type Socket } from "node:net";
import autocannon from "autocannon";
import { startServerChild, type Memory } from "./child.ts";
import { fixtureRequests, hostileFor, isGoodAnswer, type FixtureRequest } from "./generated-server.ts";
import { send, type RawRequest } from "./sample-server.ts";

/** Bounds of one run: `seconds` or `amount` (requests per generator; `amount` wins when both are set). */
export interface LoadOptions {
  readonly seconds?: number;
  readonly amount?: number;
  /** Connections of each autocannon (valid and hostile). */
  readonly connections: number;
  /** Slow clients kept open during the run (half trickle headers, half a body). */
  readonly slowClients: number;
  /** Idle time before the settled memory figure, in milliseconds. Default 2 000. */
  readonly settleMs?: number;
}

export interface LoadFigures {
  readonly seconds: number;
  readonly valid: {
    readonly sent: number;
    readonly failed: number;
    readonly perSecond: number;
    readonly failures: readonly string[];
  };
  /** Hostile requests answered, by status; none may be answered 2xx or 3xx. */
  readonly hostile: {
    readonly sent: number;
    readonly succeeded: number;
    readonly byStatus: Readonly<Record<string, number>>;
  };
  /** Sent one at a time; each must be refused (a 4xx, or the connection closed on the 2 MiB body). */
  readonly bombs: { readonly sent: number; readonly unexpected: number };
  readonly slow: { readonly opened: number; readonly closedByServer: number };
  readonly crashes: number;
  readonly crash?: string;
  readonly unhandledRejections: number;
  readonly memory: { readonly before: Memory; readonly after: Memory; readonly settled: Memory };
  /** What the server itself logged: requests answered during the run, and all answers by status. */
  readonly server: { readonly answered: number; readonly byStatus: Readonly<Record<string, number>> };
}

const total = (counts: Readonly<Record<string, number>>) => Object.values(counts).reduce((a, b) => a + b, 0);

interface CannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  onResponse: (status: number, body: string) => void;
}
interface CannonResult {
  readonly requests: { readonly total: number; readonly average: number };
  readonly errors: number;
  readonly timeouts: number;
  readonly duration: number;
}
type Cannon = (options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  timeout: number;
  requests: CannonRequest[];
}) => Promise<CannonResult>;
const cannon = autocannon as unknown as Cannon;

const toCannon = (request: RawRequest, onResponse: CannonRequest["onResponse"]): CannonRequest => ({
  method: request.method,
  path: request.path,
  headers: { ...request.headers },
  ...(request.body === undefined ? {} : { body: Buffer.from(request.body) }),
  onResponse,
});

/** A client that trickles a request forever (headers, or a body); resolves true when the server closes it. */
function slowClient(
  base: string,
  target: FixtureRequest,
  kind: "headers" | "body",
  stop: AbortSignal,
): Promise<boolean> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket: Socket = connect(Number(url.port), "127.0.0.1");
    let closedByServer = true;
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve(closedByServer);
    });
    stop.addEventListener("abort", () => {
      closedByServer = false;
      socket.destroy();
    });
    socket.write(
      kind === "headers"
        ? `POST ${target.path} HTTP/1.1\r\nHost: a\r\n`
        : `POST ${target.path} HTTP/1.1\r\nHost: a\r\nContent-Type: text/xml\r\nSOAPAction: ${target.headers["soapaction"] ?? ""}\r\nContent-Length: 100000\r\n\r\n<`,
    );
    let n = 0;
    const timer = setInterval(() => socket.write(kind === "headers" ? `X-${n++}: 1\r\n` : "a"), 200);
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const fixtures = await fixtureRequests();
  const pick = (name: string) => {
    const found = fixtures.find((request) => request.name === name);
    if (found === undefined) throw new Error(`no fixture request ${name}`);
    return found;
  };
  const [soap11, soap12, get] = ["soap11", "soap12", "get"].map((t) =>
    pick(`15 NonStaticXMLAPI.GetMeals ${t}`),
  ) as [FixtureRequest, FixtureRequest, FixtureRequest];
  const server = await startServerChild();
  try {
    for (let i = 0; i < 10; i++) for (const request of fixtures) await send(server.base, request);
    const before = (await server.sample()).memory;
    const answeredBefore = total((await server.sample()).statuses);
    const started = performance.now();

    const failures: string[] = [];
    let validSent = 0;
    let validFailed = 0;
    const valid = fixtures.map((request) =>
      toCannon(request, (status, body) => {
        validSent++;
        if (!isGoodAnswer(request, { status, body })) {
          validFailed++;
          if (failures.length < 5) failures.push(`${request.name}: ${status} ${body.slice(0, 200)}`);
        }
      }),
    );
    const byStatus: Record<string, number> = {};
    let hostileSent = 0;
    let hostileSucceeded = 0;
    // autocannon loses track of which request an answer belongs to once the server closes a connection (it does
    // after a body it refuses), so hostile answers are counted by status only: none of them may be a success.
    const hostileList = hostileFor(soap11, soap12, get);
    const hostile = hostileList
      .filter((request) => request.closes !== true)
      .map((request) =>
        toCannon(request, (status) => {
          hostileSent++;
          byStatus[status] = (byStatus[status] ?? 0) + 1;
          if (status < 400) hostileSucceeded++;
        }),
      );
    const bounds =
      options.amount === undefined ? { duration: options.seconds ?? 20 } : { amount: options.amount };
    const common = { url: server.base, connections: options.connections, timeout: 30, ...bounds };

    const stopSlow = new AbortController();
    setMaxListeners(options.slowClients + 10, stopSlow.signal); // one listener per slow client
    const slow = Array.from({ length: options.slowClients }, (_, i) =>
      slowClient(server.base, soap11, i % 2 === 0 ? "headers" : "body", stopSlow.signal),
    );
    let loading = true;
    let bombsSent = 0;
    let bombsUnexpected = 0;
    const bombs = (async () => {
      const oversized: RawRequest = {
        ...soap11,
        body: String(soap11.body).replace(/<userName>[^<]*/, `<userName>${"x".repeat(2 << 20)}`),
      };
      // One at a time on fresh connections: the SOAP bombs, the requests refused before their body is read
      // (the server then closes the connection, which autocannon cannot follow) and a 2 MiB body.
      const list: RawRequest[] = [
        ...hostileList.filter((request) => request.name.startsWith("SOAP") || request.closes === true),
        oversized,
      ];
      while (loading) {
        for (const request of list) {
          const response = await send(server.base, request).catch(() => undefined);
          bombsSent++;
          // The server answers 413 to the oversized body and closes at once; the client may still be writing.
          const refused =
            response === undefined ? request === oversized : response.status >= 400 && response.status < 500;
          if (!refused) bombsUnexpected++;
        }
      }
    })();

    const [validResult] = await Promise.all([
      cannon({ ...common, requests: valid }),
      cannon({ ...common, requests: hostile }),
    ]);
    loading = false;
    await bombs;
    const seconds = (performance.now() - started) / 1000;
    const { memory: after, statuses } = await server.sample();
    stopSlow.abort();
    const closedByServer = (await Promise.all(slow)).filter(Boolean).length;
    await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 2000));
    const settled = (await server.sample()).memory;
    // Connection errors and timeouts of the valid generator are failed valid requests too.
    validFailed += validResult.errors + validResult.timeouts;
    const crash = server.crash();
    return {
      seconds,
      valid: { sent: validSent, failed: validFailed, perSecond: validSent / seconds, failures },
      hostile: { sent: hostileSent, succeeded: hostileSucceeded, byStatus },
      bombs: { sent: bombsSent, unexpected: bombsUnexpected },
      slow: { opened: options.slowClients, closedByServer },
      crashes: crash === undefined ? 0 : 1,
      ...(crash === undefined ? {} : { crash }),
      unhandledRejections: server.unhandled.length,
      memory: { before, after, settled },
      server: { answered: total(statuses) - answeredBefore, byStatus: statuses },
    };
  } finally {
    await server.stop();
  }
}

const mb = (bytes: number) => `${(bytes / (1 << 20)).toFixed(1)} MB`;

/** The figures as a short report. */
export function formatLoad(figures: LoadFigures): string {
  const { before, after, settled } = figures.memory;
  return [
    `load on 127.0.0.1 for ${figures.seconds.toFixed(1)} s`,
    `valid requests:   ${figures.valid.sent} sent, ${figures.valid.failed} failed (${figures.valid.perSecond.toFixed(0)}/s)`,
    ...figures.valid.failures.map((failure) => `  failed: ${failure}`),
    `hostile requests: ${figures.hostile.sent} answered, ${figures.hostile.succeeded} of them with a success status; by status ${JSON.stringify(figures.hostile.byStatus)}`,
    `one at a time (DTDs, nesting, encodings, refused bodies, 2 MiB): ${figures.bombs.sent} sent, ${figures.bombs.unexpected} not refused`,
    `slow clients:     ${figures.slow.opened} opened, ${figures.slow.closedByServer} closed by the server during the run`,
    `server log: ${figures.server.answered} requests answered during the run; all answers by status ${JSON.stringify(figures.server.byStatus)}`,
    `crashes: ${figures.crashes}${figures.crash === undefined ? "" : ` (${figures.crash})`}, unhandled rejections: ${figures.unhandledRejections}`,
    `server memory (after gc): rss ${mb(before.rss)} -> ${mb(after.rss)} -> ${mb(settled.rss)} settled; heap ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} -> ${mb(settled.heapUsed)} settled`,
  ].join("\n");
}
