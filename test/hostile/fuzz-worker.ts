/**
 * The deserializer half of the long-run fuzz script, in a worker thread so that the main thread can see a
 * hang (a case that never returns) by the heartbeat stopping. Cases come in batches from fast-check with a
 * known seed, so every finding is reproducible from (property, seed, index).
 */
import { parentPort, workerData } from "node:worker_threads";
import fc from "fast-check";
import { loadCorpus } from "./corpus.ts";
import { checkChunked, checkMutated, checkRoundTrip, corpusCases } from "./deserializer-properties.ts";

/** Shared with the main thread: [cases done, seed of the running batch, index in it, property number]. */
const beat = new Int32Array(workerData.heartbeat as SharedArrayBuffer);
const port = parentPort;
if (port === null) throw new Error("fuzz-worker runs as a worker thread");
process.on("unhandledRejection", (reason) => port.postMessage({ unhandled: String(reason) }));

const { entries } = await loadCorpus();
const cases = corpusCases(entries);
const properties = [
  ["mutated text", cases.mutatedText, checkMutated],
  ["mutated bytes", cases.mutatedBytes, checkMutated],
  ["mutated envelopes", cases.mutatedEnvelope, checkMutated],
  ["substituted values (round trip)", cases.substituted, checkRoundTrip],
  ["chunked reading", cases.chunked, checkChunked],
] as const;
port.postMessage({ properties: properties.map(([name]) => name) });

const BATCH = 200;
let seed = workerData.seed as number;
for (;;) {
  for (const [number, [, arbitrary, check]] of properties.entries()) {
    seed = (seed + 1) | 0;
    const batch = fc.sample(arbitrary as fc.Arbitrary<never>, { numRuns: BATCH, seed });
    Atomics.store(beat, 1, seed);
    Atomics.store(beat, 3, number);
    const crashes: string[] = [];
    batch.forEach((c, index) => {
      Atomics.store(beat, 2, index);
      try {
        (check as (c: never) => void)(c);
      } catch (error) {
        crashes.push(
          `seed ${seed} index ${index}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      Atomics.add(beat, 0, 1);
    });
    port.postMessage({ property: number, cases: batch.length, crashes });
  }
  // Let messages out and rejections be seen between rounds.
  await new Promise((resolve) => setImmediate(resolve));
}
