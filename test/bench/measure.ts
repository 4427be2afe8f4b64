/**
 * Timing of synchronous work: a warm-up so the JIT has compiled the hot paths, then several timed samples,
 * each a batch long enough for the clock's resolution, and the median time per operation. Every result is
 * stored where the optimiser cannot prove it unused, so no contender's work can be dropped.
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

export function measure(operation: () => unknown, options: MeasureOptions): Timing {
  const warmupEnd = performance.now() + options.warmupMs;
  let calls = 0;
  const warmupStart = performance.now();
  do {
    consume(operation());
    calls++;
  } while (performance.now() < warmupEnd);
  const perCall = (performance.now() - warmupStart) / calls;
  const batch = Math.max(1, Math.ceil(options.sampleMs / Math.max(perCall, 1e-6)));
  const samplesMs: number[] = [];
  for (let sample = 0; sample < options.samples; sample++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) consume(operation());
    samplesMs.push((performance.now() - start) / batch);
  }
  return { medianMs: median(samplesMs), samplesMs, batch };
}
