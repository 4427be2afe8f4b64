import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  progressLine,
  silentProgress,
  terminalProgress,
  type ProgressStream,
} from "../generator/progress.ts";

/** A stream that records what is written to it; a terminal unless told otherwise. */
function fakeStream(isTTY = true): ProgressStream & { readonly written: string[] } {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) };
}

describe("progressLine", () => {
  it("names the stage, then the counts reached so far in pipeline order, then the elapsed time", () => {
    const counts = new Map([
      ["formatted", 3],
      ["types read", 2300],
      ["modules emitted", 12],
    ] as const);
    expect(progressLine("formatting", counts, 3456)).toBe(
      "generate: formatting, 2300 types read, 12 modules emitted, 3 formatted (3.5s)",
    );
    expect(progressLine("reading schema", new Map(), 1000)).toBe("generate: reading schema (1.0s)");
  });
});

describe("terminalProgress", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows nothing during the first second, then the stage and counts, and clears the line when done", () => {
    const stream = fakeStream();
    const progress = terminalProgress(stream);
    progress.stage("reading schema");
    vi.advanceTimersByTime(900);
    expect(stream.written).toEqual([]);
    progress.add("types read", 40);
    progress.add("types read", 2);
    progress.stage("emitting");
    progress.add("modules emitted", 5);
    vi.advanceTimersByTime(100);
    expect(stream.written).toEqual(["\r\x1b[Kgenerate: emitting, 42 types read, 5 modules emitted (1.0s)"]);
    progress.stage("formatting and compiling");
    progress.add("formatted", 5);
    progress.add("compiled", 2);
    vi.advanceTimersByTime(100);
    expect(stream.written.at(-1)).toBe(
      "\r\x1b[Kgenerate: formatting and compiling, 42 types read, 5 modules emitted, 5 formatted, 2 compiled (1.1s)",
    );
    progress.done();
    expect(stream.written.at(-1)).toBe("\r\x1b[K");
    const count = stream.written.length;
    vi.advanceTimersByTime(1000);
    expect(stream.written).toHaveLength(count);
  });

  it("writes nothing for a run shorter than the delay, not even when done", () => {
    const stream = fakeStream();
    const progress = terminalProgress(stream);
    progress.stage("emitting");
    progress.add("modules emitted", 3);
    vi.advanceTimersByTime(500);
    progress.done();
    vi.advanceTimersByTime(2000);
    expect(stream.written).toEqual([]);
  });

  it("is silent when the stream is not a terminal, or with quiet", () => {
    expect(terminalProgress(fakeStream(false))).toBe(silentProgress);
    expect(terminalProgress({ write: () => true })).toBe(silentProgress);
    expect(terminalProgress(fakeStream(), { quiet: true })).toBe(silentProgress);
  });
});
