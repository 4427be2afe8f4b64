/**
 * Generator: wall time of `xmlapi-codegen generate` (a fresh process each run, as users run it) on schema/ and
 * on the synthetic WSDL, against wsdl-tsclient on the same file when it is installed, and the growth from the
 * smaller to the larger synthetic service; and (`realShapedRows`) wall time and peak RSS on the real-shaped
 * services of `real-shaped-wsdl.ts`, against wsdl-tsclient on each. The commands take turns, round after
 * round, and their medians are compared, so that a change in the machine's speed falls on all of them.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { inTurns, median } from "./measure.ts";
import type { Capability } from "./ours.ts";
import { repositoryRoot } from "./peers.ts";
import type { Figure, Row } from "./report.ts";
import {
  jaxwsTypeCount,
  vendorTypeCount,
  writeJaxwsService,
  writeVendorService,
  type JaxwsSize,
  type VendorSize,
} from "./real-shaped-wsdl.ts";
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

/** GNU time, which reports a child's peak resident set size (`%M`, in KB); without it RSS is not measured. */
const gnuTime = "/usr/bin/time";

/** The wall time of one run of `command`, and its peak RSS in MB where GNU time is there to tell it. */
async function measured(
  command: readonly string[],
  rssFile: string,
): Promise<{ seconds: number; rss?: number }> {
  const withTime = existsSync(gnuTime);
  const [file, ...args] = withTime ? [gnuTime, "-f", "%M", "-o", rssFile, ...command] : command;
  const started = performance.now();
  await run(file ?? "", args, { maxBuffer: 64 << 20 });
  const seconds = (performance.now() - started) / 1000;
  if (!withTime) return { seconds };
  const kilobytes = Number((await readFile(rssFile, "utf8")).trim().split("\n").at(-1));
  return Number.isFinite(kilobytes) ? { seconds, rss: kilobytes / 1024 } : { seconds };
}

function failure(error: unknown): Figure {
  const text = error instanceof Error ? error.message : String(error);
  return { missing: "failed", detail: text.split("\n").slice(0, 4).join(" ") };
}

/** Median wall time and peak RSS of a command, or its failure for both. */
interface Measured {
  readonly time: Figure;
  readonly rss: Figure;
}

/**
 * The median wall time and peak RSS of each command over `runs` rounds in turns, `before` (untimed) ahead of each
 * run of its command; a command that fails once is left out of the later rounds and given the failure.
 */
async function measuredInTurns(
  commands: ReadonlyMap<string, readonly string[]>,
  runs: number,
  scratch: string,
  before: ReadonlyMap<string, () => Promise<void>> = new Map(),
): Promise<Map<string, Measured>> {
  const times = new Map<string, number[]>([...commands.keys()].map((name) => [name, []]));
  const peaks = new Map<string, number[]>([...commands.keys()].map((name) => [name, []]));
  const failed = new Map<string, Figure>();
  await inTurns(
    () => [...commands.keys()].filter((name) => !failed.has(name)),
    runs,
    async (name) => {
      try {
        await before.get(name)?.();
        const result = await measured(commands.get(name) ?? [], path.join(scratch, `${name}.rss`));
        times.get(name)?.push(result.seconds);
        if (result.rss !== undefined) peaks.get(name)?.push(result.rss);
      } catch (error) {
        failed.set(name, failure(error));
      }
    },
  );
  const noRss: Figure = { missing: "n/a", detail: `peak RSS needs GNU time at ${gnuTime}` };
  return new Map(
    [...commands.keys()].map((name) => {
      const failure = failed.get(name);
      if (failure !== undefined) return [name, { time: failure, rss: failure }];
      const rss = peaks.get(name) ?? [];
      return [
        name,
        {
          time: { value: median(times.get(name) ?? []), unit: "s" },
          rss: rss.length === 0 ? noRss : { value: median(rss), unit: "MB" },
        },
      ];
    }),
  );
}

/** The command line of wsdl-tsclient on `wsdl`, writing into `out`. */
function peerCommand(wsdl: string, out: string): readonly string[] {
  return [
    wsdlTsclient,
    wsdl,
    "-o",
    out,
    // Its default limit of definitions sharing a name (numbered suffixes) fails on the synthetic types'
    // reference chains; --quiet drops the log line it prints for every definition (about 1,200).
    "--maxRecursiveDefinitionName",
    "100000",
    "--quiet",
  ];
}

const peerMissing: Figure = {
  missing: "peer not installed",
  detail: "wsdl-tsclient is not a devDependency: the lead must add it",
};

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
      commands.set("peer", peerCommand(smallWsdl, path.join(directory, "wsdl-tsclient-out")));
    const figures = await measuredInTurns(commands, options.runs, directory);
    const whole = figures.get("whole")?.time ?? unavailable;
    const small = figures.get("small")?.time ?? unavailable;
    const large = figures.get("large")?.time ?? unavailable;
    const peer: Figure = figures.get("peer")?.time ?? peerMissing;
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

/**
 * Changes the vendor-shaped service of `wsdl` before each run: its common `AuditInfo` type, which most types
 * hold, gains an optional element with a name it has not had before, as a schema under work does.
 */
function changeSchema(wsdl: string): () => Promise<void> {
  const file = path.join(path.dirname(wsdl), "common.xsd");
  const opening = '<xs:complexType name="AuditInfo"><xs:sequence>';
  let runs = 0;
  let original: string | undefined;
  return async () => {
    original ??= await readFile(file, "utf8");
    if (!original.includes(opening)) throw new Error(`${file} has no ${opening}`);
    runs++;
    const added = `<xs:element name="note${runs}" type="xs:string" minOccurs="0"/>`;
    await writeFile(file, original.replace(opening, opening + added));
  };
}

/** Sizes of the real-shaped services and how many rounds to take. */
export interface RealShapedOptions {
  readonly vendor: VendorSize;
  readonly jaxws: JaxwsSize;
  readonly runs: number;
}

/**
 * `generate` (files mode, as a user runs it on a downloaded WSDL) and wsdl-tsclient on the real-shaped
 * vendor API and JAX-WS service, all commands in turns: wall time and peak RSS of each, against each other
 * (the targets: on the vendor API at least as fast with under twice the RSS, on the JAX-WS service at
 * most 1.5 times the time). Ours runs as a pipeline reruns it, with what the run before kept (formatted shapes,
 * and files formatted and modules transpiled whole: `shape-store.ts`, `output-store.ts`); for information, after
 * a schema change (one optional element added to a type most others use, a new one before each run: only the
 * shapes help) and as a first run, without anything kept.
 */
export async function realShapedRows(
  generator: Capability<string>,
  options: RealShapedOptions,
): Promise<Row[]> {
  await mkdir(path.join(repositoryRoot, ".tmp"), { recursive: true });
  const directory = await mkdtemp(path.join(repositoryRoot, ".tmp", "bench-real-shaped-"));
  try {
    const services = [
      {
        name: "vendor",
        scenario: "vendor-shaped WSDL",
        size: `${options.vendor.operations.toLocaleString("en-US")} ops, ${vendorTypeCount(options.vendor).toLocaleString("en-US")} types`,
        wsdl: await writeVendorService(path.join(directory, "vendor"), options.vendor),
        timeTarget: { text: ">= 1x (faster)", on: "ratio", atLeast: 1 },
        rssTarget: { text: ">= 0.5x (< 2x its)", on: "ratio", atLeast: 0.5 },
      },
      {
        name: "jaxws",
        scenario: "JAX-WS-shaped WSDL",
        size: `${options.jaxws.operations} ops, ${jaxwsTypeCount(options.jaxws)} types`,
        wsdl: await writeJaxwsService(path.join(directory, "jaxws"), options.jaxws),
        timeTarget: { text: ">= 0.67x (<= 1.5x its)", on: "ratio", atLeast: 1 / 1.5 },
        rssTarget: undefined,
      },
    ] as const;
    const commands = new Map<string, readonly string[]>();
    const before = new Map<string, () => Promise<void>>();
    const changing = await writeVendorService(path.join(directory, "vendor-changed"), options.vendor);
    const generate = (wsdl: string, out: string) => [
      process.execPath,
      generator.ok ? generator.value : "",
      "generate",
      wsdl,
      "--out",
      path.join(directory, out),
      "--quiet",
    ];
    for (const service of services) {
      if (generator.ok) {
        commands.set(service.name, generate(service.wsdl, `${service.name}-out`));
        commands.set(`${service.name}-cold`, [
          "/usr/bin/env",
          "XMLAPI_CODEGEN_BUILD_CACHE=off",
          ...generate(service.wsdl, `${service.name}-out`),
        ]);
      }
      if (existsSync(wsdlTsclient))
        commands.set(
          `${service.name}-peer`,
          peerCommand(service.wsdl, path.join(directory, `${service.name}-peer`)),
        );
    }
    if (generator.ok) {
      commands.set("vendor-changed", generate(changing, "vendor-changed-out"));
      before.set("vendor-changed", changeSchema(changing));
    }
    const figures = await measuredInTurns(commands, options.runs, directory, before);
    const unavailable: Measured = generator.ok
      ? { time: { missing: "n/a" }, rss: { missing: "n/a" } }
      : {
          time: { missing: "not available yet", detail: generator.reason },
          rss: { missing: "not available yet", detail: generator.reason },
        };
    return services.flatMap((service): Row[] => {
      const ours = figures.get(service.name) ?? unavailable;
      const cold = figures.get(`${service.name}-cold`) ?? unavailable;
      const peer = figures.get(`${service.name}-peer`) ?? { time: peerMissing, rss: peerMissing };
      return [
        {
          scenario: `generate ${service.scenario}`,
          size: service.size,
          ours: ours.time,
          peerName: "wsdl-tsclient",
          peer: peer.time,
          ratioOf: "peer/ours",
          target: service.timeTarget,
        },
        ...(service.name === "vendor"
          ? [
              {
                scenario: `generate ${service.scenario}, after a schema change`,
                size: service.size,
                ours: (figures.get("vendor-changed") ?? unavailable).time,
                peerName: "wsdl-tsclient",
                peer: peer.time,
                ratioOf: "peer/ours",
              } as const,
            ]
          : []),
        {
          scenario: `generate ${service.scenario}, first run (nothing kept)`,
          size: service.size,
          ours: cold.time,
          peerName: "wsdl-tsclient",
          peer: peer.time,
          ratioOf: "peer/ours",
        },
        {
          scenario: `peak RSS generate ${service.scenario}`,
          size: service.size,
          ours: ours.rss,
          peerName: "wsdl-tsclient",
          peer: peer.rss,
          ratioOf: "peer/ours",
          ...(service.rssTarget === undefined ? {} : { target: service.rssTarget }),
        },
      ];
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
