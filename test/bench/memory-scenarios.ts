/**
 * Memory: peak RSS while parsing the 10 MB message (each parser in a fresh process), and the peak above
 * baseline of the runtime's streaming mode at 10 MB and 100 MB (the input generated chunk by chunk).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Message } from "./messages.ts";
import type { Ours } from "./ours.ts";
import type { Figure, Row } from "./report.ts";

const run = promisify(execFile);
const memoryChild = path.join(import.meta.dirname, "memory-child.ts");
const megabyte = 1 << 20;

interface Probe {
  readonly baseline: number;
  readonly peak: number;
}

async function probe(args: readonly string[]): Promise<Probe> {
  const { stdout } = await run(process.execPath, ["--expose-gc", "--import", "tsx", memoryChild, ...args], {
    maxBuffer: megabyte,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as Probe;
}

async function figure(
  args: readonly string[],
  pick: (probe: Probe) => number,
  note?: (probe: Probe) => string,
): Promise<Figure> {
  try {
    const result = await probe(args);
    const value = pick(result) / megabyte;
    return note === undefined ? { value, unit: "MB" } : { value, unit: "MB", note: note(result) };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { missing: "failed", detail: text.split("\n").slice(0, 3).join(" ") };
  }
}

/** Peak RSS of each parser on `message` (the 10 MB one in a full run). */
export async function parsePeakRows(message: Message, ours: Ours): Promise<Row[]> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "xmlapi-bench-"));
  try {
    const file = path.join(directory, `${message.kind}.xml`);
    await writeFile(file, message.xml);
    const peak = (parser: string) =>
      figure(
        ["parse", parser, message.kind, file],
        (result) => result.peak,
        (result) => `base ${(result.baseline / megabyte).toFixed(0)}`,
      );
    const oursFigure: Figure = ours.codec.ok
      ? await peak("ours")
      : { missing: "not available yet", detail: ours.codec.reason };
    const scenario = `peak RSS deserialize ${message.kind === "meals" ? "GetMeals" : "AmendmentPriceRequest"}`;
    const rows: Row[] = [
      {
        scenario,
        size: message.label,
        ours: oursFigure,
        peerName: "node-soap",
        peer: await peak("node-soap"),
        ratioOf: "peer/ours",
        target: { text: ">= 1x (not above)", on: "ratio", atLeast: 1 },
      },
    ];
    for (const peer of ["fast-xml-parser", "raw saxes"])
      rows.push({
        scenario,
        size: message.label,
        ours: oursFigure,
        peerName: peer,
        peer: await peak(peer),
        ratioOf: "peer/ours",
      });
    return rows;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** Streaming GetMeals: peak RSS above the baseline, ours and raw saxes, at each size. */
export async function streamingRows(
  sizes: readonly { readonly bytes: number; readonly label: string }[],
  ours: Ours,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const size of sizes) {
    const above = (reader: string) =>
      figure(["stream", reader, String(size.bytes)], (result) => Math.max(0, result.peak - result.baseline));
    rows.push({
      scenario: "streaming GetMeals meals, peak RSS above baseline",
      size: size.label,
      ours: ours.mealStream.ok
        ? await above("ours")
        : { missing: "not available yet", detail: ours.mealStream.reason },
      peerName: "raw saxes",
      peer: await above("raw saxes"),
      target: { text: "< 64 MB", on: "ours", atMost: 64 },
    });
  }
  return rows;
}
