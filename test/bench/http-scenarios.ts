/**
 * Server and client benchmarks on 127.0.0.1. Each server runs in a child process (server-child.ts); the load
 * generator (autocannon) or the client under test runs here, bounded in connections and duration.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import path from "node:path";
import readline from "node:readline";
import autocannon from "autocannon";
import { XMLParser } from "fast-xml-parser";
import soap from "soap";
import {
  benchServerPath,
  getMealsHeaders,
  getMealsParameters,
  getMealsRequest,
  mealsResponse,
} from "./http-fixtures.ts";
import { inTurns, median, percentile99 } from "./measure.ts";
import type { Ours } from "./ours.ts";
import { nonStaticWsdl15 } from "./peers.ts";
import type { Figure, Row } from "./report.ts";

export type ServerName = "bare" | "node-soap" | "ours";

/** Load and client settings: connections stay few, the machine has few cores. */
export interface LoadOptions {
  readonly connections: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  /** Rounds of load per server (each `durationSeconds` long); the median round is reported. */
  readonly rounds: number;
}

interface RunningServer {
  readonly url: string;
  /** The CPU time (user and system) the server's process has used so far. */
  readonly cpuMicros: () => Promise<number>;
  readonly stop: () => Promise<void>;
}

const serverChild = path.join(import.meta.dirname, "server-child.ts");

async function startServer(name: ServerName): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", serverChild, name], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  // The child answers in order: first its port, then one line for each question written to it.
  const waiting: ((line: string) => void)[] = [];
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  readline
    .createInterface({ input: child.stdout as NodeJS.ReadableStream })
    .on("line", (line) => waiting.shift()?.(line));
  const exit = once(child, "exit");
  const exited = (when: string) =>
    exit.then(() => {
      throw new Error(`server ${name} exited ${when}`);
    });
  // A write to a server that has exited fails through `exited`, not as an unhandled stream error.
  child.stdin?.on("error", () => undefined);
  const listening = (async () => {
    const port = (JSON.parse(await nextLine()) as { port?: unknown }).port;
    if (typeof port !== "number") throw new Error(`server ${name} printed no port`);
    return port;
  })();
  const port = await Promise.race([listening, exited("before listening")]);
  return {
    url: `http://127.0.0.1:${port}${benchServerPath}`,
    cpuMicros: async () => {
      const answer = nextLine();
      child.stdin?.write("cpu\n");
      const line = await Promise.race([answer, exited("before reporting its CPU time")]);
      const micros = (JSON.parse(line) as { cpuMicros?: unknown }).cpuMicros;
      if (typeof micros !== "number") throw new Error(`server ${name} did not report its CPU time`);
      return micros;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = once(child, "exit");
      child.kill("SIGTERM");
      const stubborn = setTimeout(() => child.kill("SIGKILL"), 5000);
      await gone;
      clearTimeout(stubborn);
    },
  };
}

/**
 * The GetMealsResponse element of an answer, read by an independent parser with prefixes and namespace
 * declarations dropped, as JSON: every server must answer the same data as the fixed response.
 */
const answerParser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true });
function answerData(xml: string): string {
  const document = answerParser.parse(xml) as { Envelope?: { Body?: { GetMealsResponse?: unknown } } };
  const response = document.Envelope?.Body?.GetMealsResponse;
  if (response === undefined) throw new Error(`no GetMealsResponse in the answer: ${xml.slice(0, 200)}`);
  return JSON.stringify(response);
}

/** One request, checked: every server must answer the same operation with the same meals. */
async function checkAnswer(url: string): Promise<void> {
  const body = await new Promise<string>((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers: getMealsHeaders }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        response.statusCode === 200
          ? resolve(text)
          : reject(new Error(`HTTP ${response.statusCode}: ${text}`)),
      );
    });
    request.on("error", reject);
    request.setTimeout(10_000, () => request.destroy(new Error("no answer within 10 s")));
    request.end(getMealsRequest);
  });
  if (answerData(body) !== answerData(mealsResponse().xml))
    throw new Error(`the answer's data differs from the fixed response's: ${body.slice(0, 300)}`);
}

/** The medians of a server's rounds, each measure as a figure (or why it has none). */
type ServerFigures = Readonly<Record<keyof RoundResult, Figure>>;

/** The same figure (a reason for none) for every measure. */
function everyFigure(figure: Figure): ServerFigures {
  return { throughput: figure, p99: figure, cpuPerRequest: figure };
}

function failed(error: unknown): Figure {
  return { missing: "failed", detail: error instanceof Error ? error.message : String(error) };
}

/** What one round of load on a server measured. */
interface RoundResult {
  /** Requests per second. */
  readonly throughput: number;
  /** p99 latency in ms. */
  readonly p99: number;
  /** The server process's CPU time per request, in µs. */
  readonly cpuPerRequest: number;
}

/** One round of load on a server. */
async function loadRound(server: RunningServer, connections: number, seconds: number): Promise<RoundResult> {
  const cpuBefore = await server.cpuMicros();
  const load = autocannon({
    url: server.url,
    connections,
    method: "POST",
    headers: getMealsHeaders,
    body: getMealsRequest,
    duration: seconds,
  });
  // autocannon's own percentiles are whole milliseconds, and every server here answers in under one: each
  // response time (fractional ms) is kept instead.
  const latencies: number[] = [];
  load.on("response", (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
  const result = await load;
  const cpu = (await server.cpuMicros()) - cpuBefore;
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0)
    throw new Error(`${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  return {
    throughput: result.requests.total / result.duration,
    p99: percentile99(latencies),
    cpuPerRequest: cpu / result.requests.total,
  };
}

/**
 * Loads the started servers (or reports why one did not start) in rounds: in each round every server in turn,
 * in a rotated order, so that a change in the machine's speed falls on all of them; then stops them. Each figure
 * is the median over the rounds.
 */
async function loadServers(
  started: ReadonlyMap<ServerName, Promise<RunningServer>>,
  options: LoadOptions,
): Promise<Map<ServerName, ServerFigures>> {
  const figures = new Map<ServerName, ServerFigures>();
  /** The servers still measured: their address and their rounds so far. */
  const measured = new Map<ServerName, { server: RunningServer; rounds: RoundResult[] }>();
  const fail = (name: ServerName, error: unknown) => {
    measured.delete(name);
    figures.set(name, everyFigure(failed(error)));
  };
  try {
    for (const [name, starting] of started) {
      try {
        const server = await starting;
        await checkAnswer(server.url);
        await loadRound(server, options.connections, options.warmupSeconds);
        measured.set(name, { server, rounds: [] });
      } catch (error) {
        fail(name, error);
      }
    }
    await inTurns(
      () => [...measured.keys()],
      options.rounds,
      async (name) => {
        const entry = measured.get(name);
        if (entry === undefined) return;
        try {
          entry.rounds.push(await loadRound(entry.server, options.connections, options.durationSeconds));
        } catch (error) {
          fail(name, error);
        }
      },
    );
    for (const [name, { rounds }] of measured)
      figures.set(name, {
        throughput: { value: median(rounds.map((result) => result.throughput)), unit: "req/s" },
        p99: { value: median(rounds.map((result) => result.p99)), unit: "ms" },
        cpuPerRequest: { value: median(rounds.map((result) => result.cpuPerRequest)), unit: "µs" },
      });
    return figures;
  } finally {
    await Promise.allSettled([...started.values()].map(async (starting) => (await starting).stop()));
  }
}

export async function serverRows(ours: Ours, options: LoadOptions): Promise<Row[]> {
  const missing = ours.server.ok
    ? undefined
    : ({ missing: "not available yet", detail: ours.server.reason } as const);
  // Started together (their start-up is not measured), then loaded one at a time while the others sit idle.
  const names: ServerName[] = missing === undefined ? ["ours", "bare", "node-soap"] : ["bare", "node-soap"];
  const started = new Map(names.map((name) => [name, startServer(name)] as const));
  // A failed start is reported in its figures.
  for (const starting of started.values()) starting.catch(() => undefined);
  const figures = await loadServers(started, options);
  const notMeasured = (name: ServerName): ServerFigures =>
    everyFigure({ missing: "failed", detail: `${name} was not measured` });
  const oursFigures =
    missing === undefined ? (figures.get("ours") ?? notMeasured("ours")) : everyFigure(missing);
  const bare = figures.get("bare") ?? notMeasured("bare");
  const nodeSoap = figures.get("node-soap") ?? notMeasured("node-soap");
  const scenario = `server GetMeals SOAP 1.1, ${options.connections} connections`;
  // Informative: lower is better for both, so the ratio is the peer's over ours. The CPU time per request is
  // the server's own cost, apart from the load generator that shares the machine's cores with it.
  const peers: readonly (readonly [string, ServerFigures])[] = [
    ["bare node:http", bare],
    ["node-soap", nodeSoap],
  ];
  const informative = (name: string, measure: "p99" | "cpuPerRequest"): Row[] =>
    peers.map(([peerName, peer]) => ({
      scenario: name,
      size: "1 KB",
      ours: oursFigures[measure],
      peerName,
      peer: peer[measure],
      ratioOf: "peer/ours",
    }));
  return [
    {
      scenario,
      size: "1 KB",
      ours: oursFigures.throughput,
      peerName: "bare node:http",
      peer: bare.throughput,
      ratioOf: "ours/peer",
      target: { text: ">= 0.5x", on: "ratio", atLeast: 0.5 },
    },
    {
      scenario,
      size: "1 KB",
      ours: oursFigures.throughput,
      peerName: "node-soap",
      peer: nodeSoap.throughput,
      ratioOf: "ours/peer",
      target: { text: ">= 2.5x", on: "ratio", atLeast: 2.5 },
    },
    ...informative("server p99 latency", "p99"),
    ...informative("server CPU time per request", "cpuPerRequest"),
  ];
}

/** Calls completed per second in `seconds` with `connections` calls in flight. */
async function callRate(call: () => Promise<unknown>, connections: number, seconds: number): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let calls = 0;
  const worker = async () => {
    while (performance.now() < end) {
      await call();
      calls++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return calls / ((performance.now() - started) / 1000);
}

async function soapCaller(endpoint: string): Promise<() => Promise<unknown>> {
  const client = await soap.createClientAsync(nonStaticWsdl15, {}, endpoint);
  const getMeals = (client as unknown as Record<string, (args: unknown) => Promise<[unknown]>>)[
    "GetMealsAsync"
  ];
  if (getMeals === undefined) throw new Error("node-soap made no GetMealsAsync method");
  return async () => (await getMeals.call(client, getMealsParameters))[0];
}

/**
 * The values in a client's result in document order, whatever its shape (ours: arrays of meals and labels;
 * node-soap: its `meals.meal` and `labels.label` objects), to check that every client read the whole answer.
 */
function leaves(result: unknown): string[] {
  if (result === null || typeof result !== "object") return result === undefined ? [] : [String(result)];
  return Object.values(result).flatMap(leaves);
}

function expectedLeaves(): string[] {
  const data = mealsResponse().data;
  if (data.kind !== "meals") throw new Error("the client benchmark calls GetMeals");
  return data.meals.flatMap((meal) => [
    String(meal.id),
    meal.name,
    ...meal.labels.flatMap((label) => [String(label.id), label.text]),
  ]);
}

/** A client's call, checked against the answer and warmed up; or why it cannot be measured. */
async function clientCall(
  makeCaller: (endpoint: string) => Promise<() => Promise<unknown>>,
  url: string,
  options: LoadOptions,
): Promise<(() => Promise<unknown>) | Figure> {
  try {
    const call = await makeCaller(url);
    const first = await call();
    if (leaves(first).join("\n") !== expectedLeaves().join("\n"))
      throw new Error(`the client's result differs from the answer: ${JSON.stringify(first).slice(0, 200)}`);
    await callRate(call, options.connections, options.warmupSeconds);
    return call;
  } catch (error) {
    return failed(error);
  }
}

/** Calls per second of each client, the median of rounds in which they take turns. */
async function clientFigures(
  clients: readonly ((() => Promise<unknown>) | Figure)[],
  options: LoadOptions,
): Promise<Figure[]> {
  const rates = clients.map((): number[] => []);
  const errors = new Map<number, Figure>();
  const measurable = () =>
    clients.flatMap((client, index) => (typeof client === "function" && !errors.has(index) ? [index] : []));
  await inTurns(measurable, options.rounds, async (index) => {
    const call = clients[index];
    if (typeof call !== "function") return;
    try {
      rates[index]?.push(await callRate(call, options.connections, options.durationSeconds));
    } catch (error) {
      errors.set(index, failed(error));
    }
  });
  return clients.map((client, index): Figure => {
    if (typeof client !== "function") return client;
    return errors.get(index) ?? { value: median(rates[index] ?? []), unit: "calls/s" };
  });
}

export async function clientRows(ours: Ours, options: LoadOptions): Promise<Row[]> {
  const server = await startServer("bare");
  try {
    const [oursFigure = failed("not measured"), nodeSoap = failed("not measured")] = await clientFigures(
      [
        ours.client.ok
          ? await clientCall(ours.client.value, server.url, options)
          : { missing: "not available yet", detail: ours.client.reason },
        await clientCall(soapCaller, server.url, options),
      ],
      options,
    );
    return [
      {
        scenario: `client GetMeals SOAP 1.1, ${options.connections} in flight`,
        size: "1 KB",
        ours: oursFigure,
        peerName: "node-soap",
        peer: nodeSoap,
        ratioOf: "ours/peer",
        target: { text: ">= 4x", on: "ratio", atLeast: 4 },
      },
    ];
  } finally {
    await server.stop();
  }
}
