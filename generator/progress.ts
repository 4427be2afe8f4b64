/** What `generate` counts as it goes, in the order a run reaches them. */
export const progressCounts = ["types read", "modules emitted", "formatted", "compiled"] as const;

export type ProgressCount = (typeof progressCounts)[number];

/** Where `generate` says which stage it is in and how far it got; it never changes what is generated. */
export interface Progress {
  /** The stage `generate` is in now (`reading schema`, `emitting`, ...). */
  readonly stage: (name: string) => void;
  /** Adds `amount` to a count. */
  readonly add: (count: ProgressCount, amount: number) => void;
  /** The run is over (or failed): the progress line is taken off the terminal. */
  readonly done: () => void;
}

/** Progress that shows nothing: tests, `check`, and a `generate` whose stderr is not a terminal. */
export const silentProgress: Progress = {
  stage: () => undefined,
  add: () => undefined,
  done: () => undefined,
};

/** The part of a stream the reporter uses; `process.stderr` in production, a fake in tests. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  readonly write: (text: string) => unknown;
}

export interface TerminalProgressOptions {
  /** `--quiet`: show nothing. */
  readonly quiet?: boolean;
  /** Milliseconds before anything is shown: short runs print no progress at all. Default 1000. */
  readonly delayMs?: number;
  /** Milliseconds between redraws. Default 100. */
  readonly refreshMs?: number;
}

/** The progress line: `generate: formatting, 2300 types read, 12 modules emitted, 5 formatted (3.4s)`. */
export function progressLine(
  stage: string,
  counts: ReadonlyMap<ProgressCount, number>,
  elapsedMs: number,
): string {
  const shown = progressCounts.flatMap((count) => {
    const value = counts.get(count);
    return value === undefined ? [] : [`${value} ${count}`];
  });
  return `generate: ${[stage, ...shown].join(", ")} (${(elapsedMs / 1000).toFixed(1)}s)`;
}

/**
 * Progress on a terminal: one line on `stream`, redrawn in place, shown once the run has taken `delayMs` and
 * cleared by `done`. Silent when the stream is not a terminal (a log file, a CI job) or with `quiet`. The
 * timer does not keep the process alive.
 */
export function terminalProgress(stream: ProgressStream, options: TerminalProgressOptions = {}): Progress {
  if (options.quiet === true || stream.isTTY !== true) return silentProgress;
  const started = Date.now();
  const delayMs = options.delayMs ?? 1000;
  const counts = new Map<ProgressCount, number>();
  let stage = "starting";
  let shown = false;
  const draw = () => {
    const elapsed = Date.now() - started;
    if (elapsed < delayMs) return;
    // \r and erase-line: the line is redrawn in place, however long the previous one was.
    stream.write(`\r\x1b[K${progressLine(stage, counts, elapsed)}`);
    shown = true;
  };
  const timer = setInterval(draw, options.refreshMs ?? 100);
  timer.unref();
  return {
    stage: (name) => {
      stage = name;
    },
    add: (count, amount) => {
      counts.set(count, (counts.get(count) ?? 0) + amount);
    },
    done: () => {
      clearInterval(timer);
      if (shown) stream.write("\r\x1b[K");
      shown = false;
    },
  };
}
