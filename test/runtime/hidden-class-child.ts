/**
 * Run by hidden-class.test.ts under V8's optimization traces: reads the benchmark's dense message (choices, kept
 * and typed wildcard content, header blocks) through the package generated for it, with the reader named
 * (`scanner` or `saxes`), a full collection before each round, as a process that collects between documents does.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildDenseMessage, CONSTRUCTS_NS } from "../bench/dense-message.ts";

interface DensePackage {
  readonly RecordResponse: unknown;
  readonly ReceiptElement: unknown;
  readonly TraceElement: unknown;
}
interface SoapRuntime {
  readonly readSoapEnvelope: (
    xml: string,
    resolve: (ns: string, local: string) => unknown,
    options: undefined,
    resolveHeader: (ns: string, local: string) => unknown,
  ) => unknown;
}

const packageFolder = process.argv[2] ?? "";
const load = async <T>(file: string): Promise<T> =>
  (await import(pathToFileURL(path.join(packageFolder, "dist", file)).href)) as T;
const pkg = await load<DensePackage>("index.js");
const soap = await load<SoapRuntime>(path.join("runtime", "soap.js"));
const headers = new Map([
  ["Receipt", pkg.ReceiptElement],
  ["Trace", pkg.TraceElement],
]);
const read = (xml: string): unknown =>
  soap.readSoapEnvelope(
    xml,
    (ns, local) => (ns === CONSTRUCTS_NS && local === "RecordResponse" ? pkg.RecordResponse : undefined),
    undefined,
    (ns, local) => (ns === CONSTRUCTS_NS ? headers.get(local) : undefined),
  );
const plain = buildDenseMessage(1 << 20, "1 MB").xml;
// A comment before the envelope makes the scanner decline: the saxes-based reader reads it.
const message = process.argv[3] === "saxes" ? plain.replace("?><", "?><!-- read by saxes --><") : plain;

let last: unknown;
for (let round = 0; round < 8; round++) {
  globalThis.gc?.();
  console.log(`--- round ${round}`);
  for (let index = 0; index < 3; index++) last = read(message);
}
console.log(last === undefined ? "--- nothing read" : "--- done");
