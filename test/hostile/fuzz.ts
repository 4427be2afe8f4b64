/**
 * `npm run fuzz [-- --minutes N --seed S]`: long-run fuzzing, not part of CI. Runs at the same time, until the
 * time is up:
 * - the generated deserializers of generated/v14 and generated/v15 (every parse function, seeded with every
 *   fixture message: mutated text, bytes and envelopes, substituted values with a write/read round trip,
 *   chunked reading), in a worker thread watched for hangs;
 * - the generated servers of both versions (mock handlers, in a child process) with the fixture requests of
 *   every operation over each transport, mutated;
 * - the generated clients against a scripted server answering the servers' real answers, mutated.
 * Prints cases tried, crashes, hangs and unhandled rejections per target, with reproducible details; exits
 * non-zero unless all are zero.
 */
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import fc from "fast-check";
import { startServerChild, type ServerChild } from "./child.ts";
import {
  checkClient,
  checkServerAnswer,
  clientCase,
  requestCase,
  requestSeeds,
  responseSeeds,
  startScriptedServer,
} from "./http-properties.ts";
import { fixtureRequests, isGoodAnswer } from "./generated-server.ts";
import { send, type RawRequest } from "./sample-server.ts";

const { values } = parseArgs({
  options: { minutes: { type: "string", default: "1" }, seed: { type: "string" } },
});
const minutes = Number(values.minutes);
if (!(minutes > 0 && minutes <= 24 * 60)) throw new Error("--minutes must be between 0 and 1440");
const seed = values.seed === undefined ? Date.now() % 1_000_000 : Number(values.seed);
const deadline = Date.now() + minutes * 60_000;
const HANG_MS = 20_000;

interface Tally {
  cases: number;
  crashes: number;
  hangs: number;
  details: string[];
}
const tally = (): Tally => ({ cases: 0, crashes: 0, hangs: 0, details: [] });
const targets = { deserializers: tally(), server: tally(), client: tally() };
const unhandled = { main: 0, worker: 0, server: 0 };
const note = (t: Tally, detail: string) => {
  if (t.details.length < 10) t.details.push(detail.length > 2000 ? `${detail.slice(0, 2000)}...` : detail);
};
process.on("unhandledRejection", (reason) => {
  unhandled.main++;
  note(targets.client, `unhandled rejection in the main thread: ${String(reason)}`);
});

console.log(`fuzz: ${minutes} min, seed ${seed} (rerun with --seed ${seed})`);

// ---------------------------------------------------------------------------------------- deserializers
async function fuzzDeserializers(): Promise<void> {
  let workerSeed = seed;
  let names: string[] = [];
  const perProperty = new Map<string, number>();
  while (Date.now() < deadline) {
    const heartbeat = new SharedArrayBuffer(16);
    const beat = new Int32Array(heartbeat);
    // Workers do not inherit tsx's loader: register it in the worker, then load the TypeScript module.
    const script = new URL("./fuzz-worker.ts", import.meta.url).href;
    const worker = new Worker(
      `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(script)}); });`,
      { eval: true, workerData: { seed: workerSeed, heartbeat } },
    );
    let failed: unknown;
    worker.on("message", (message: Record<string, unknown>) => {
      if (Array.isArray(message["properties"])) names = message["properties"] as string[];
      if (typeof message["unhandled"] === "string") {
        unhandled.worker++;
        note(targets.deserializers, `unhandled rejection: ${message["unhandled"]}`);
      }
      if (typeof message["cases"] === "number") {
        targets.deserializers.cases += message["cases"];
        const name = names[message["property"] as number] ?? "?";
        perProperty.set(name, (perProperty.get(name) ?? 0) + message["cases"]);
        for (const crash of message["crashes"] as string[]) {
          targets.deserializers.crashes++;
          note(targets.deserializers, `${name}: ${crash}`);
        }
      }
    });
    worker.on("error", (error) => (failed = error));
    let last = -1;
    let lastChange = Date.now();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (failed !== undefined) {
        targets.deserializers.crashes++;
        note(targets.deserializers, `worker died: ${String(failed)}`);
        break;
      }
      const done = Atomics.load(beat, 0);
      if (done !== last) {
        last = done;
        lastChange = Date.now();
      } else if (last > 0 && Date.now() - lastChange > HANG_MS) {
        targets.deserializers.hangs++;
        const name = names[Atomics.load(beat, 3)] ?? "?";
        note(
          targets.deserializers,
          `${name}: no progress for ${HANG_MS / 1000} s at seed ${Atomics.load(beat, 1)} index ${Atomics.load(beat, 2)}`,
        );
        break;
      }
      if (Date.now() >= deadline) break;
    }
    await worker.terminate();
    workerSeed += 100_000;
  }
  console.log(`  deserializer cases by property: ${JSON.stringify(Object.fromEntries(perProperty))}`);
}

// ------------------------------------------------------------------------------------------------ server
async function fuzzServer(): Promise<void> {
  const seeds = await requestSeeds();
  const valid = await fixtureRequests();
  let child: ServerChild = await startServerChild();
  let batchSeed = seed;
  const t = targets.server;
  const restart = async (what: string) => {
    t.crashes++;
    note(t, what);
    unhandled.server += child.unhandled.length;
    await child.stop();
    child = await startServerChild();
  };
  while (Date.now() < deadline) {
    batchSeed++;
    const batch: RawRequest[] = fc.sample(requestCase(seeds), { numRuns: 100, seed: batchSeed });
    for (const [index, request] of batch.entries()) {
      if (Date.now() >= deadline) break;
      t.cases++;
      try {
        checkServerAnswer(request, await send(child.base, request, HANG_MS));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const where = `seed ${batchSeed} index ${index}: ${message}`;
        if (child.crash() !== undefined) await restart(`server crashed (${child.crash() ?? ""}) on ${where}`);
        else if (message.startsWith("no answer within")) {
          t.hangs++;
          note(t, where);
        } else {
          t.crashes++;
          note(t, where);
        }
      }
    }
    for (const request of valid) {
      const response = await send(child.base, request, HANG_MS).catch(() => undefined);
      if (response === undefined || !isGoodAnswer(request, response))
        await restart(`server stopped serving ${request.name} after batch seed ${batchSeed}`);
    }
  }
  unhandled.server += child.unhandled.length;
  for (const reason of child.unhandled) note(t, `unhandled rejection in the server: ${reason}`);
  await child.stop();
}

// ------------------------------------------------------------------------------------------------ client
async function fuzzClient(): Promise<void> {
  const reference = await startServerChild();
  const seeds = await responseSeeds(reference.base);
  await reference.stop();
  const scripted = await startScriptedServer();
  const t = targets.client;
  let batchSeed = seed + 7;
  while (Date.now() < deadline) {
    batchSeed++;
    for (const [index, c] of fc.sample(clientCase(seeds), { numRuns: 100, seed: batchSeed }).entries()) {
      if (Date.now() >= deadline) break;
      t.cases++;
      try {
        await checkClient(scripted, c);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (message.startsWith("hang")) t.hangs++;
        else t.crashes++;
        note(t, `seed ${batchSeed} index ${index}: ${message}`);
      }
    }
  }
  await scripted.stop();
}

const started = Date.now();
const progress = setInterval(() => {
  const line = Object.entries(targets)
    .map(([name, t]) => `${name} ${t.cases} cases/${t.crashes} crashes/${t.hangs} hangs`)
    .join(", ");
  console.log(`  ${((Date.now() - started) / 60_000).toFixed(1)} min: ${line}`);
}, 30_000);
await Promise.all([fuzzDeserializers(), fuzzServer(), fuzzClient()]);
clearInterval(progress);

const rows = Object.entries(targets).map(([name, t]) => [name, t.cases, t.crashes, t.hangs] as const);
const total = rows.reduce((sum, [, cases]) => sum + cases, 0);
console.log(`\nfuzz results after ${((Date.now() - started) / 60_000).toFixed(1)} min (seed ${seed})`);
console.log(`${"target".padEnd(16)}${"cases".padStart(10)}${"crashes".padStart(10)}${"hangs".padStart(8)}`);
for (const [name, cases, crashes, hangs] of rows)
  console.log(
    `${name.padEnd(16)}${String(cases).padStart(10)}${String(crashes).padStart(10)}${String(hangs).padStart(8)}`,
  );
console.log(`${"total".padEnd(16)}${String(total).padStart(10)}`);
const rejections = unhandled.main + unhandled.worker + unhandled.server;
console.log(
  `unhandled rejections: ${rejections} (main ${unhandled.main}, worker ${unhandled.worker}, server ${unhandled.server})`,
);
for (const [name, t] of Object.entries(targets))
  for (const detail of t.details) console.log(`\n[${name}] ${detail}`);
const bad = rows.reduce((sum, [, , crashes, hangs]) => sum + crashes + hangs, 0) + rejections;
process.exit(bad === 0 ? 0 : 1);
