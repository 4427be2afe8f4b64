/**
 * `npm run bench [-- --quick] [-- --json <file>] [-- --only <groups>]`: the performance benchmark of issue 8.
 * Runs our generated code and the peers in one run (servers and memory probes in child processes it starts
 * and stops) and prints one table: scenario | size | ours | peer | ratio | target | met?.
 *
 * `--quick` is a smoke run: small sizes, short samples, every scenario present. `--only deserialize,server`
 * runs some groups (deserialize, serialize, server, client, memory, streaming, generator, real-wsdl: the
 * generator on the real-shaped WSDLs).
 */
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import {
  denseDeserializeRows,
  denseSerializeRows,
  deserializeRows,
  serializeRows,
} from "./codec-scenarios.ts";
import { buildDenseMessage, constructsWsdl, loadDenseOurs, validateDenseMessages } from "./dense-message.ts";
import { generatorRows, realShapedRows } from "./generator-scenarios.ts";
import { clientRows, serverRows, type LoadOptions } from "./http-scenarios.ts";
import { consumedCount, type MeasureOptions } from "./measure.ts";
import { parsePeakRows, streamingRows } from "./memory-scenarios.ts";
import { largeVendor, midJaxws } from "./real-shaped-wsdl.ts";
import { buildMessage, messageKinds, responseChunks, type Message } from "./messages.ts";
import { findGenerator, loadOurs } from "./ours.ts";
import { loadSoapWsdl, repositoryRoot } from "./peers.ts";
import { formatNotes, formatTable, met, type Row } from "./report.ts";

const groups = [
  "deserialize",
  "serialize",
  "server",
  "client",
  "memory",
  "streaming",
  "generator",
  "real-wsdl",
] as const;

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    json: { type: "string" },
    only: { type: "string" },
  },
});
const quick = args.quick;
const selected = new Set(args.only === undefined ? groups : args.only.split(","));
for (const name of selected)
  if (!(groups as readonly string[]).includes(name))
    throw new Error(`unknown group ${name}: ${groups.join(", ")}`);

const KB = 1 << 10;
const MB = 1 << 20;
const settings = quick
  ? {
      sizes: [
        { bytes: KB, label: "1 KB" },
        { bytes: 100 * KB, label: "100 KB" },
      ],
      peakSize: { bytes: MB, label: "1 MB" },
      streamSizes: [
        { bytes: MB, label: "1 MB" },
        { bytes: 4 * MB, label: "4 MB" },
      ],
      load: { connections: 10, durationSeconds: 1, warmupSeconds: 0.5, rounds: 1 } satisfies LoadOptions,
      generator: { smallTypes: 20, largeTypes: 100, operations: 5, runs: 1 },
      realShaped: {
        vendor: { operations: 20, entitiesPerDomain: 10, enumsPerDomain: 2 },
        jaxws: { operations: 5, classes: 20, enums: 3 },
        runs: 1,
      },
    }
  : {
      sizes: [
        { bytes: KB, label: "1 KB" },
        { bytes: 100 * KB, label: "100 KB" },
        { bytes: 10 * MB, label: "10 MB" },
      ],
      peakSize: { bytes: 10 * MB, label: "10 MB" },
      streamSizes: [
        { bytes: 10 * MB, label: "10 MB" },
        { bytes: 100 * MB, label: "100 MB" },
      ],
      load: { connections: 10, durationSeconds: 5, warmupSeconds: 1, rounds: 3 } satisfies LoadOptions,
      generator: { smallTypes: 1000, largeTypes: 5000, operations: 100, runs: 5 },
      realShaped: { vendor: largeVendor, jaxws: midJaxws, runs: 5 },
    };

function measureOptions(bytes: number): MeasureOptions {
  if (quick) return { warmupMs: 100, samples: 3, sampleMs: 30 };
  // Large messages take one operation per sample: seven of them keep up to three slow turns out of the median.
  return bytes >= MB
    ? { warmupMs: 1, samples: 7, sampleMs: 1 }
    : { warmupMs: 1000, samples: 9, sampleMs: 100 };
}

/** Every message must be valid against schema/15/types.xsd before anything is measured on it. */
async function validateMessages(messages: readonly Message[]): Promise<void> {
  const schemaFile = path.join(repositoryRoot, "schema", "15", "types.xsd");
  const report = await validateXmlDocuments({
    schema: { fileName: "types.xsd", contents: await readFile(schemaFile, "utf8") },
    documents: messages.map((message) => ({
      fileName: `${message.kind}-${message.bytes}.xml`,
      contents: [...responseChunks(message.data)].join(""),
    })),
  });
  const problems = [...report.schemaIssues, ...report.documents.flatMap((document) => document.issues)];
  if (problems.length > 0 || report.documents.some((document) => !document.valid))
    throw new Error(
      `benchmark messages are not valid against types.xsd:\n${problems.map((p) => p.message).join("\n")}`,
    );
}

const started = performance.now();
const ours = loadOurs();
const wsdl = await loadSoapWsdl();
const messages = messageKinds.flatMap((kind) =>
  settings.sizes.map((size) => buildMessage(kind, size.bytes, size.label)),
);
const peakMessages = messageKinds.map((kind) =>
  buildMessage(kind, settings.peakSize.bytes, settings.peakSize.label),
);
await validateMessages([...messages, ...(quick ? peakMessages : [])]);
console.error(
  `inputs valid against schema/15/types.xsd: ${messages.map((m) => `${m.kind} ${m.bytes} B`).join(", ")}`,
);

// The message dense in choices, wildcards and headers, for the codec groups only (generating its package costs
// a few seconds).
const codecGroups = selected.has("deserialize") || selected.has("serialize");
const denseMessages = codecGroups
  ? settings.sizes.map((size) => buildDenseMessage(size.bytes, size.label))
  : [];
await validateDenseMessages(denseMessages);
const denseOurs = codecGroups ? await loadDenseOurs(findGenerator()) : undefined;
const denseWsdl = codecGroups ? await loadSoapWsdl(constructsWsdl) : undefined;

const rows: Row[] = [];
const progress = (group: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${group}`);
if (selected.has("deserialize")) {
  progress("deserialize");
  for (const message of messages)
    rows.push(...deserializeRows(message, wsdl, ours, measureOptions(message.bytes)));
  if (denseOurs !== undefined && denseWsdl !== undefined)
    for (const message of denseMessages)
      rows.push(...denseDeserializeRows(message, denseWsdl, denseOurs, measureOptions(message.bytes)));
}
if (selected.has("serialize")) {
  progress("serialize");
  for (const message of messages)
    rows.push(...serializeRows(message, wsdl, ours, measureOptions(message.bytes)));
  if (denseOurs !== undefined && denseWsdl !== undefined)
    for (const message of denseMessages)
      rows.push(...denseSerializeRows(message, denseWsdl, denseOurs, measureOptions(message.bytes)));
}
if (selected.has("server")) {
  progress("server");
  rows.push(...(await serverRows(ours, settings.load)));
}
if (selected.has("client")) {
  progress("client");
  rows.push(...(await clientRows(ours, settings.load)));
}
if (selected.has("memory")) {
  progress("memory");
  for (const message of peakMessages) rows.push(...(await parsePeakRows(message, ours)));
}
if (selected.has("streaming")) {
  progress("streaming");
  rows.push(...(await streamingRows(settings.streamSizes, ours)));
}
if (selected.has("generator")) {
  progress("generator");
  rows.push(...(await generatorRows(findGenerator(), settings.generator)));
}
if (selected.has("real-wsdl")) {
  progress("real-wsdl");
  rows.push(...(await realShapedRows(findGenerator(), settings.realShaped)));
}

const seconds = (performance.now() - started) / 1000;
console.log(formatTable(rows));
for (const note of formatNotes(rows)) console.log(`note: ${note}`);
const missed = rows.filter((row) => met(row) === false).length;
const unmeasured = rows.filter((row) => row.target !== undefined && met(row) === undefined).length;
console.log(
  `targets: ${rows.filter((row) => met(row) === true).length} met, ${missed} missed, ${unmeasured} not measurable; ` +
    `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "unknown"}), load average ` +
    `${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")} at the end; ${quick ? "quick" : "full"} run in ${seconds.toFixed(0)} s`,
);
if (args.json !== undefined)
  await writeFile(
    args.json,
    JSON.stringify(
      {
        node: process.version,
        quick,
        seconds,
        consumed: consumedCount(),
        messages: [...messages, ...peakMessages].map((m) => ({
          kind: m.kind,
          label: m.label,
          bytes: m.bytes,
        })),
        rows,
      },
      null,
      2,
    ),
  );
