/**
 * The runtime's own benchmark (the product-level one with generated packages lives in test/bench):
 * `npx tsx test/runtime/bench/run.ts`. Reader throughput against raw saxes (namespaces on, no-op handlers),
 * node-soap and fast-xml-parser on a GetMeals envelope; server requests/s against a bare node:http server
 * answering fixed bytes and node-soap, each server in its own process, driven by autocannon.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { XMLParser } from "fast-xml-parser";
import { SaxesParser } from "saxes";
import { open_wsdl } from "soap/lib/wsdl/index.js";
import type { WSDL } from "soap/lib/wsdl/index.js";
import { responseType, writeResultElement } from "../../../generator/runtime/operation.ts";
import { readSoapEnvelope, writeSoapEnvelope } from "../../../generator/runtime/soap.ts";
import { GetMeals, meals, NS } from "./meals.ts";

interface LoadResult {
  readonly requests: { readonly average: number };
  readonly non2xx: number;
  readonly errors: number;
}
// autocannon ships no types; this is the part of its API used here.
const autocannonModule = "autocannon";
const { default: autocannon } = (await import(autocannonModule)) as {
  default: (options: Readonly<Record<string, unknown>>) => Promise<LoadResult>;
};

const envelope = writeSoapEnvelope("1.1", { "": NS }, (w) => {
  w.start(NS, "GetMealsResponse");
  writeResultElement(w, GetMeals, NS, "getMealsResult", { meals: meals(400) });
  w.end();
});
const bytes = Buffer.byteLength(envelope);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** MB/s of `run` over `rounds` timed rounds of `repeat` calls each (after a warm-up round). */
function throughput(run: () => unknown, rounds = 15, repeat = 20): number {
  for (let i = 0; i < repeat; i++) run();
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < repeat; i++) run();
    times.push((performance.now() - start) / repeat);
  }
  return bytes / 1e6 / (median(times) / 1000);
}

const wrapper = responseType(GetMeals);
const ours = () =>
  readSoapEnvelope(envelope, (_ns, local) => (local === "GetMealsResponse" ? wrapper : undefined));
const saxes = () => {
  const parser = new SaxesParser({ xmlns: true });
  parser.on("opentag", () => undefined);
  parser.on("text", () => undefined);
  parser.on("closetag", () => undefined);
  parser.write(envelope).close();
};
const fastXml = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true });
const wsdlFile = new URL("../../../schema/15/NonStaticXMLAPI.wsdl", import.meta.url).pathname;
const wsdl = await new Promise<WSDL>((resolve, reject) =>
  open_wsdl(wsdlFile, {}, (error: unknown, loaded?: WSDL) =>
    loaded === undefined ? reject(new Error(String(error))) : resolve(loaded),
  ),
);

console.log(`reader, GetMeals SOAP 1.1 envelope of ${(bytes / 1000).toFixed(0)} KB (MB/s, median):`);
const figures: Record<string, number> = {};
for (const [name, run] of Object.entries({
  ours,
  "raw saxes": saxes,
  "node-soap": () => wsdl.xmlToObject(envelope),
  "fast-xml-parser": () => fastXml.parse(envelope),
})) {
  figures[name] = throughput(run);
}
for (const [name, value] of Object.entries(figures)) {
  const ratio = name === "ours" ? "" : `  ours/${name} = ${((figures["ours"] ?? 0) / value).toFixed(2)}`;
  console.log(`  ${name.padEnd(16)} ${value.toFixed(1).padStart(7)}${ratio}`);
}

const request =
  readFileSync(new URL("../asmx-wire/07-soap11-GetMeals.txt", import.meta.url), "utf8")
    .split("\r\n\r\n")[1]
    ?.split("\r\n<<<<< RESPONSE")[0] ?? "";

async function serve(which: string): Promise<number> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", new URL("server-child.ts", import.meta.url).pathname, which],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const [line] = (await once(child.stdout, "data")) as [Buffer];
  const port = (JSON.parse(line.toString()) as { port: number }).port;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/15/SOAP/NonStaticXMLAPI.asmx`,
    method: "POST",
    headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}GetMeals"` },
    body: request,
    connections: 16,
    duration: 5,
  });
  child.kill();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${which}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

if (process.argv[2] === "reader") process.exit(0);

console.log("server, GetMeals SOAP 1.1, 1 KB response (requests/s, autocannon 16 connections, 5 s):");
const bare = await serve("bare");
const oursServer = await serve("ours");
const soapServer = await serve("node-soap");
console.log(`  bare node:http  ${bare.toFixed(0).padStart(7)}`);
console.log(
  `  ours            ${oursServer.toFixed(0).padStart(7)}  ours/bare = ${(oursServer / bare).toFixed(2)}`,
);
console.log(
  `  node-soap       ${soapServer.toFixed(0).padStart(7)}  ours/node-soap = ${(oursServer / soapServer).toFixed(2)}`,
);
