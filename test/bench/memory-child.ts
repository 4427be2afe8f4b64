/**
 * One memory probe in a fresh process, so peaks never mix: `node --expose-gc --import tsx memory-child.ts
 * parse <parser> <kind> <file>` parses one message file; `... stream <reader> <bytes>` streams a GetMeals
 * message of that size, generated chunk by chunk. Prints `{"baseline":B,"peak":P}` in bytes: the RSS before
 * the work (after setup and a full collection) and the process's peak RSS.
 */
import { readFileSync } from "node:fs";
import { SaxesParser } from "saxes";
import { consume } from "./measure.ts";
import type { MessageKind } from "./messages.ts";
import { streamedMealsEnvelope } from "./messages.ts";
import { loadSoapWsdl, parseWithFastXmlParser, parseWithSaxes, parseWithSoap } from "./peers.ts";

// The generated package is loaded only in the probes of ours, and node-soap (see peers.ts) only in its own, so
// each peak holds one contender's code and data.
const loadOurs = async () => (await import("./ours.ts")).loadOurs();

const [mode, who, third, fourth] = process.argv.slice(2);

function settle(): number {
  globalThis.gc?.();
  return process.memoryUsage().rss;
}

function report(baseline: number): void {
  console.log(JSON.stringify({ baseline, peak: process.resourceUsage().maxRSS * 1024 }));
}

async function parseOnce(parser: string, kind: MessageKind, file: string): Promise<void> {
  let parse: (xml: string) => unknown;
  if (parser === "ours") {
    const ours = await loadOurs();
    if (!ours.codec.ok) throw new Error(ours.codec.reason);
    const codec = ours.codec.value;
    parse = (xml) => codec.deserialize(kind, xml);
  } else if (parser === "node-soap") {
    const wsdl = await loadSoapWsdl();
    parse = (xml) => parseWithSoap(wsdl, xml);
  } else if (parser === "raw saxes") parse = parseWithSaxes;
  else if (parser === "fast-xml-parser") parse = parseWithFastXmlParser;
  else throw new Error(`unknown parser ${parser}`);
  const xml = readFileSync(file, "utf8");
  const baseline = settle();
  const result = parse(xml);
  report(baseline);
  consume(result);
}

async function streamOnce(reader: string, bytes: number): Promise<void> {
  // A plain async generator: node:stream's Readable.from over the same chunks alone peaks ~110 MB at 100 MB.
  const source = (async function* () {
    yield* streamedMealsEnvelope(bytes);
  })();
  let items = 0;
  if (reader === "ours") {
    const ours = await loadOurs();
    if (!ours.mealStream.ok) throw new Error(ours.mealStream.reason);
    const stream = ours.mealStream.value;
    const baseline = settle();
    await stream(source, () => items++);
    report(baseline);
  } else if (reader === "raw saxes") {
    const parser = new SaxesParser({ xmlns: true });
    parser.on("opentag", (tag) => {
      if (tag.local === "meal") items++;
    });
    const baseline = settle();
    for await (const chunk of source) parser.write(chunk);
    parser.close();
    report(baseline);
  } else throw new Error(`unknown streaming reader ${reader}`);
  if (items === 0) throw new Error("no meal was streamed");
}

if (mode === "parse" && who !== undefined && third !== undefined && fourth !== undefined)
  await parseOnce(who, third as MessageKind, fourth);
else if (mode === "stream" && who !== undefined && third !== undefined) await streamOnce(who, Number(third));
else throw new Error("usage: memory-child.ts parse <parser> <kind> <file> | stream <reader> <bytes>");
