/**
 * Generator: wall time of `xmlapi-codegen generate` (a fresh process each run, as users run it) on schema/ and
 * on the synthetic WSDL, against wsdl-tsclient on the same file when it is installed, and the growth from the
 * smaller to the larger synthetic service. The synthetic runs and wsdl-tsclient take turns, round after round,
 * and their medians are compared, so that a change in the machine's speed falls on all of them.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { inTurns, median } from "./measure.ts";
import type { Capability } from "./ours.ts";
import { repositoryRoot } from "./peers.ts";
import type { Figure, Row } from "./report.ts";
import { writeSyntheticSchema } from "./synthetic-wsdl.ts";

const run = promisify(execFile);
const wsdlTsclient = path.join(repositoryRoot, "node_modules", ".bin", "wsdl-tsclient");

/** Sizes of the synthetic services: the 1,000 and 5,000 types with 100 operations. */
export interface GeneratorOptions {
  readonly smallTypes: number;
  readonly largeTypes: number;
  readonly operations: number;
  readonly runs: number;
}

async function seconds(command: readonly string[]): Promise<number> {
  const started = performance.now();
  const [file, ...args] = command;
  await run(file ?? "", args, { maxBuffer: 64 << 20 });
  return (performance.now() - started) / 1000;
}

function failure(error: unknown): Figure {
  const text = error instanceof Error ? error.message : String(error);
  return { missing: "failed", detail: text.split("\n").slice(0, 4).join(" ") };
}

/**
 * The median wall time of each command over `runs` rounds in turns; a command that fails once is left out of
 * the later rounds and given the failure.
 */
async function timedInTurns(
  commands: ReadonlyMap<string, readonly string[]>,
  runs: number,
): Promise<Map<string, Figure>> {
  const times = new Map<string, number[]>([...commands.keys()].map((name) => [name, []]));
  const failed = new Map<string, Figure>();
  await inTurns(
    () => [...commands.keys()].filter((name) => !failed.has(name)),
    runs,
    async (name) => {
      try {
        times.get(name)?.push(await seconds(commands.get(name) ?? []));
      } catch (error) {
        failed.set(name, failure(error));
      }
    },
  );
  return new Map(
    [...commands.keys()].map((name) => [
      name,
      failed.get(name) ?? { value: median(times.get(name) ?? []), unit: "s" },
    ]),
  );
}

export async function generatorRows(
  generator: Capability<string>,
  options: GeneratorOptions,
): Promise<Row[]> {
  // Inside the repository (in the ignored .tmp/): generate compiles each package where it is written, and
  // the packages' dependencies (saxes) resolve only from the repository's node_modules.
  await mkdir(path.join(repositoryRoot, ".tmp"), { recursive: true });
  const directory = await mkdtemp(path.join(repositoryRoot, ".tmp", "bench-generator-"));
  try {
    const generate = (schema: string | undefined, out: string): readonly string[] =>
      generator.ok
        ? [
            process.execPath,
            generator.value,
            "generate",
            ...(schema === undefined ? [] : ["--schema", schema]),
            "--out",
            out,
          ]
        : [];
    const smallRoot = path.join(directory, "small");
    const smallWsdl = await writeSyntheticSchema(smallRoot, options.smallTypes, options.operations);
    const largeRoot = path.join(directory, "large");
    await writeSyntheticSchema(largeRoot, options.largeTypes, options.operations);
    const unavailable: Figure = generator.ok
      ? { missing: "n/a" }
      : { missing: "not available yet", detail: generator.reason };
    const commands = new Map<string, readonly string[]>(
      generator.ok
        ? [
            ["whole", generate(undefined, path.join(directory, "schema-out"))],
            ["small", generate(smallRoot, path.join(directory, "small-out"))],
            ["large", generate(largeRoot, path.join(directory, "large-out"))],
          ]
        : [],
    );
    if (existsSync(wsdlTsclient))
      commands.set("peer", [
        wsdlTsclient,
        smallWsdl,
        "-o",
        path.join(directory, "wsdl-tsclient-out"),
        // Its default limit of definitions sharing a name (numbered suffixes) fails on the synthetic types'
        // reference chains; --quiet drops the log line it prints for every definition (about 1,200).
        "--maxRecursiveDefinitionName",
        "100000",
        "--quiet",
      ]);
    const figures = await timedInTurns(commands, options.runs);
    const whole = figures.get("whole") ?? unavailable;
    const small = figures.get("small") ?? unavailable;
    const large = figures.get("large") ?? unavailable;
    const peer: Figure =
      figures.get("peer") ??
      ({
        missing: "peer not installed",
        detail: "wsdl-tsclient is not a devDependency: the lead must add it",
      } satisfies Figure);
    const growth: Figure =
      "value" in small && "value" in large
        ? { value: large.value / small.value, unit: "x" }
        : { missing: "not available yet", detail: "needs both synthetic generator timings" };
    const none: Figure = { missing: "n/a" };
    const synthetic = `${options.smallTypes.toLocaleString("en-US")} types, ${options.operations} ops`;
    return [
      {
        scenario: "generate schema/ (v14 + v15)",
        size: "2 packages",
        ours: whole,
        peerName: "-",
        peer: none,
      },
      {
        scenario: "generate synthetic WSDL",
        size: synthetic,
        ours: small,
        peerName: "wsdl-tsclient",
        peer,
        ratioOf: "peer/ours",
        target: { text: ">= 1x (faster)", on: "ratio", atLeast: 1 },
      },
      {
        scenario: "generator growth (time large/small)",
        size: `${options.smallTypes} -> ${options.largeTypes} types`,
        ours: growth,
        peerName: "-",
        peer: none,
        ratioOf: "ours",
        target: { text: "<= 6x", on: "ours", atMost: 6 },
      },
    ];
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
