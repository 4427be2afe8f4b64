/**
 * Timing of synchronous work: a warm-up so the JIT has compiled the hot paths, then several timed samples,
 * each a batch long enough for the clock's resolution, taken in turns with the other contenders, and the
 * median time per operation. Every result is stored where the optimiser cannot prove it unused, so no
 * contender's work can be dropped.
 */

/** How long to warm up and how many samples to take. */
export interface MeasureOptions {
  /** Minimum warm-up time in milliseconds (at least one call is always made). */
  readonly warmupMs: number;
  /** Number of timed samples; the median is reported. */
  readonly samples: number;
  /** Minimum duration of one sample in milliseconds: fast operations run in batches. */
  readonly sampleMs: number;
}

/** The figures of one measured contender. */
export interface Timing {
  /** Median milliseconds per operation. */
  readonly medianMs: number;
  /** Every sample's milliseconds per operation, in run order. */
  readonly samplesMs: readonly number[];
  /** Operations per batch. */
  readonly batch: number;
}

let sink: unknown;
let sinkCount = 0;

/** Keeps a result reachable from module state, so its computation is observable. */
export function consume(value: unknown): void {
  sink = value;
  sinkCount++;
}

/** Lets the result consumed last go, so that a collection can free it. */
function release(): void {
  sink = undefined;
}

/** How many results were consumed; printed in the JSON report so the sink is read, too. */
export function consumedCount(): number {
  return sinkCount + (sink === undefined ? 0 : 1);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/**
 * Calls `turn` for each of `names()` in every one of `rounds` rounds, each round in an order rotated by one, so
 * that a change in the machine's speed during the run falls on all of them.
 */
export async function inTurns<N>(
  names: () => readonly N[],
  rounds: number,
  turn: (name: N) => Promise<void>,
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const order = names();
    for (let index = 0; index < order.length; index++) await turn(order[(round + index) % order.length] as N);
  }
}

/** The value below which 99% of `values` lie (nearest rank). */
export function percentile99(values: readonly number[]): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
}

/** Calls `operation` for at least `warmupMs` (once at the least); returns the milliseconds per call. */
function warmUp(operation: () => unknown, warmupMs: number): number {
  const warmupStart = performance.now();
  const warmupEnd = warmupStart + warmupMs;
  let calls = 0;
  do {
    consume(operation());
    calls++;
  } while (performance.now() < warmupEnd);
  return (performance.now() - warmupStart) / calls;
}

function timeBatch(operation: () => unknown, batch: number): number {
  const start = performance.now();
  for (let i = 0; i < batch; i++) consume(operation());
  return (performance.now() - start) / batch;
}

/**
 * Times several contenders on the same work, their samples taken in turns (each round in a rotated order), so
 * that a change in the machine's speed during the run (another process, a CPU's clock) falls on all of them
 * and not on whichever was being measured then: the ratios between the medians are what the table reports.
 * `collect` (a full garbage collection, under --expose-gc) runs before each contender's warm-up. A sample of
 * one call (a large message) is taken after a collection and one untimed call of the same contender: it pays
 * for its own garbage, as one call after another of it does, and not for the large garbage of the contender
 * before it, whose last result is let go before the collection (kept, it would survive that and be freed by
 * one that falls into the sample). Between the batches of small messages a collection would cost more than
 * that garbage (it shrinks the heap the next batch grows again). The benchmark runs with --no-flush-bytecode:
 * forced collections age the code of contenders waiting for their turn, and V8 would otherwise drop its
 * compiled form and start it cold.
 * A contender that throws gets its error instead of a timing; the others go on.
 */
export function measureInTurns(
  operations: readonly (() => unknown)[],
  options: MeasureOptions,
  collect: () => void = () => undefined,
): (Timing | Error)[] {
  const batches = operations.map((operation): number | Error => {
    try {
      release();
      collect();
      const perCall = warmUp(operation, options.warmupMs);
      return Math.max(1, Math.ceil(options.sampleMs / Math.max(perCall, 1e-6)));
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  });
  const samples = operations.map((): number[] => []);
  for (let round = 0; round < options.samples; round++) {
    for (let turn = 0; turn < operations.length; turn++) {
      const index = (round + turn) % operations.length;
      const batch = batches[index];
      const operation = operations[index];
      if (typeof batch !== "number" || operation === undefined) continue;
      try {
        if (batch === 1) {
          release();
          collect();
          consume(operation());
        }
        samples[index]?.push(timeBatch(operation, batch));
      } catch (error) {
        batches[index] = error instanceof Error ? error : new Error(String(error));
      }
    }
  }
  return batches.map((batch, index) =>
    typeof batch === "number"
      ? { medianMs: median(samples[index] ?? []), samplesMs: samples[index] ?? [], batch }
      : batch,
  );
}
