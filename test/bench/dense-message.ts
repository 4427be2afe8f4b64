/**
 * The benchmark's message dense in choices, wildcards and headers: a SOAP 1.1 response of `Record` of the
 * golden case test/fixtures/emit/constructs-wire (a WSDL of our own): two header blocks, then a batch with a
 * choice that occurs once, fixed and default attributes, a long repeated choice (`credit` or `debit`) and a
 * lax wildcard's partner extensions (a declared `ext:flag`, read typed, and an undeclared `ext:note`, kept as
 * XML). Ours is that case's package as `generate --out` compiles it; node-soap reads and writes the same WSDL.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as OperationRuntime from "../../generator/runtime/operation.ts";
import type * as SoapRuntime from "../../generator/runtime/soap.ts";
import type { ContentType, ElementField } from "../../generator/runtime/xml-reader.ts";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import type { Capability } from "./ours.ts";
import { repositoryRoot } from "./peers.ts";

export const constructsFolder = path.join(repositoryRoot, "test", "fixtures", "emit", "constructs-wire");
export const constructsWsdl = path.join(constructsFolder, "Ledger.wsdl");
export const CONSTRUCTS_NS = "urn:emit:constructs-wire";
export const EXT_NS = "urn:emit:constructs-ext";
const SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";

/** One entry of the repeated choice. */
export interface DenseEntry {
  readonly kind: "credit" | "debit";
  readonly amount: string;
  readonly ref: string;
}

/** Our generated types' value of the result (`Batch`), built from `data` as a service would. */
export function denseValue(data: DenseData): Record<string, unknown> {
  return {
    version: "2",
    currency: "EUR",
    source: "bench",
    account: "DE89 3704",
    channel: "web",
    creditOrDebit: data.entries.map((entry) => ({ [entry.kind]: { value: entry.amount, ref: entry.ref } })),
    $any: data.extensions.map((extension) =>
      extension.kind === "flag"
        ? { $element: `{${EXT_NS}}flag`, value: extension.text }
        : {
            ns: EXT_NS,
            local: "note",
            prefix: "e",
            namespaces: { e: EXT_NS },
            attributes: { id: extension.id },
            children: [{ ns: EXT_NS, local: "text", prefix: "e", children: [extension.text] }],
          },
    ),
  };
}

/** The data of the dense message. */
export interface DenseData {
  readonly receipt: string;
  readonly trace: { readonly id: string; readonly hops: number };
  readonly entries: readonly DenseEntry[];
  /** The wildcard's content: a declared `ext:flag` (text) or an undeclared `ext:note` (id and text). */
  readonly extensions: readonly (
    | { readonly kind: "flag"; readonly text: string }
    | { readonly kind: "note"; readonly id: string; readonly text: string }
  )[];
}

/** Deterministic data with `scale` entries and a quarter as many extensions. */
export function denseData(scale: number): DenseData {
  const entries = Array.from({ length: scale }, (_, index): DenseEntry => ({
    kind: index % 3 === 2 ? "debit" : "credit",
    amount: `${(index * 37) % 10000}.${String(index % 100).padStart(2, "0")}`,
    ref: `r${index}`,
  }));
  const extensions = Array.from({ length: Math.max(2, Math.floor(scale / 4)) }, (_, index) =>
    index % 2 === 0
      ? { kind: "flag" as const, text: `f${index} & more` }
      : { kind: "note" as const, id: `n${index}`, text: `note <${index}>` },
  );
  return { receipt: "rcpt-1", trace: { id: "trace-1", hops: 3 }, entries, extensions };
}

const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The `RecordResponse` element of `data`, valid against the case's types.xsd. */
export function denseResponse(data: DenseData): string {
  let xml =
    `<RecordResponse xmlns="${CONSTRUCTS_NS}"><RecordResult version="2" currency="EUR">` +
    "<source>bench</source><account>DE89 3704</account><channel>web</channel>";
  for (const entry of data.entries)
    xml += `<${entry.kind} ref="${entry.ref}">${entry.amount}</${entry.kind}>`;
  return `${xml}${extensionsXml(data)}</RecordResult></RecordResponse>`;
}

/** The wildcard's content of `data`, each element declaring its namespace. */
function extensionsXml(data: DenseData): string {
  let xml = "";
  for (const extension of data.extensions)
    xml +=
      extension.kind === "flag"
        ? `<e:flag xmlns:e="${EXT_NS}">${escape(extension.text)}</e:flag>`
        : `<e:note xmlns:e="${EXT_NS}" id="${extension.id}"><e:text>${escape(extension.text)}</e:text></e:note>`;
  return xml;
}

/** The header blocks of `data`. */
export function denseHeaders(data: DenseData): string {
  return (
    `<Receipt xmlns="${CONSTRUCTS_NS}">${data.receipt}</Receipt>` +
    `<Trace xmlns="${CONSTRUCTS_NS}"><id>${data.trace.id}</id><hops>${data.trace.hops}</hops></Trace>`
  );
}

function envelope(data: DenseData): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11}"><soap:Header>` +
    `${denseHeaders(data)}</soap:Header><soap:Body>${denseResponse(data)}</soap:Body></soap:Envelope>`
  );
}

/** The dense benchmark message nearest to `targetBytes`. */
export interface DenseMessage {
  readonly label: string;
  readonly data: DenseData;
  readonly xml: string;
  readonly bytes: number;
}

export function buildDenseMessage(targetBytes: number, label: string): DenseMessage {
  const size = (scale: number) => Buffer.byteLength(envelope(denseData(scale)));
  const small = size(8);
  const perItem = (size(808) - small) / 800;
  const data = denseData(Math.max(8, Math.round(8 + (targetBytes - small) / perItem)));
  const xml = envelope(data);
  return { label, data, xml, bytes: Buffer.byteLength(xml) };
}

/** Every dense message's body and header blocks must be valid against the case's schema before anything is measured. */
export async function validateDenseMessages(messages: readonly DenseMessage[]): Promise<void> {
  // Groups but the codec ones build none, and xmllint given no document only prints its usage.
  if (messages.length === 0) return;
  const report = await validateXmlDocuments({
    schema: {
      fileName: "types.xsd",
      contents: await readFile(path.join(constructsFolder, "types.xsd"), "utf8"),
    },
    imports: [
      { fileName: "ext.xsd", contents: await readFile(path.join(constructsFolder, "ext.xsd"), "utf8") },
    ],
    documents: messages.flatMap((message, index) => [
      { fileName: `dense-${index}.xml`, contents: denseResponse(message.data) },
      {
        fileName: `dense-${index}-trace.xml`,
        contents: `<Trace xmlns="${CONSTRUCTS_NS}"><id>${message.data.trace.id}</id><hops>${message.data.trace.hops}</hops></Trace>`,
      },
    ]),
  });
  const problems = [...report.schemaIssues, ...report.documents.flatMap((document) => document.issues)];
  if (problems.length > 0 || report.documents.some((document) => !document.valid))
    throw new Error(`dense messages are not valid:\n${problems.map((p) => p.message).join("\n")}`);
}

/** node-soap's serializer input of the result, in its object notation. */
export function denseSoapInput(data: DenseData): Record<string, unknown> {
  const amounts = (kind: DenseEntry["kind"]) =>
    data.entries
      .filter((entry) => entry.kind === kind)
      .map((entry) => ({ attributes: { ref: entry.ref }, $value: entry.amount }));
  return {
    RecordResult: {
      attributes: { version: "2", currency: "EUR" },
      source: "bench",
      account: "DE89 3704",
      channel: "web",
      // node-soap's objects hold one key per element name: the choice's order is not theirs to keep.
      credit: amounts("credit"),
      debit: amounts("debit"),
      // Foreign elements as its users write them: prefixed keys, the declaration as an attribute.
      "e:flag": data.extensions.flatMap((extension) =>
        extension.kind === "flag" ? [{ attributes: { "xmlns:e": EXT_NS }, $value: extension.text }] : [],
      ),
      "e:note": data.extensions.flatMap((extension) =>
        extension.kind === "note"
          ? [{ attributes: { "xmlns:e": EXT_NS, id: extension.id }, "e:text": extension.text }]
          : [],
      ),
    },
  };
}

/** Our reading and writing of the dense message, through the case's compiled package. */
export interface DenseCodec {
  /** Reads the SOAP 1.1 response: the result and the header blocks' values. */
  readonly deserialize: (xml: string) => { readonly result: unknown; readonly headers: unknown };
  /** Writes the response envelope of a result with its header blocks, as the generated server does. */
  readonly serialize: (result: unknown, headers: Record<string, unknown>) => string;
}

interface ConstructsPackage {
  readonly RecordResponse: ContentType<{ recordResult?: unknown }>;
  readonly RecordOperation: Parameters<typeof OperationRuntime.soapResponseEnvelope>[1];
  readonly ReceiptElement: ElementField<unknown>;
  readonly TraceElement: ElementField<unknown>;
}

/** Generates the case's package into `.tmp/bench-constructs` (compiled, as installed) and loads its codecs. */
export async function loadDenseOurs(generator: Capability<string>): Promise<Capability<DenseCodec>> {
  if (!generator.ok) return generator;
  const out = path.join(repositoryRoot, ".tmp", "bench-constructs");
  const run = spawnSync(process.execPath, [generator.value, "generate", constructsWsdl, "--out", out], {
    encoding: "utf8",
  });
  if (run.status !== 0 || !existsSync(path.join(out, "dist", "index.js")))
    return { ok: false, reason: `generate --out failed: ${run.stderr.trim().split("\n").at(-1) ?? ""}` };
  const load = async (file: string): Promise<unknown> =>
    import(pathToFileURL(path.join(out, "dist", file)).href);
  const pkg = (await load("index.js")) as ConstructsPackage;
  const soap = (await load(path.join("runtime", "soap.js"))) as typeof SoapRuntime;
  const operation = (await load(path.join("runtime", "operation.js"))) as typeof OperationRuntime;
  const headerElements = new Map([
    [`{${CONSTRUCTS_NS}}Receipt`, ["Receipt", pkg.ReceiptElement] as const],
    [`{${CONSTRUCTS_NS}}Trace`, ["Trace", pkg.TraceElement] as const],
  ]);
  return {
    ok: true,
    value: {
      deserialize: (xml) => {
        const read = soap.readSoapEnvelope(
          xml,
          (ns, local) =>
            ns === CONSTRUCTS_NS && local === "RecordResponse" ? pkg.RecordResponse : undefined,
          undefined,
          (ns, local) => headerElements.get(`{${ns}}${local}`)?.[1],
        );
        const headers: Record<string, unknown> = {};
        for (const block of read.headers)
          headers[headerElements.get(`{${block.ns}}${block.local}`)?.[0] ?? block.local] = block.value;
        return { result: read.body?.value.recordResult, headers };
      },
      serialize: (result, headers) =>
        operation.soapResponseEnvelope("1.1", pkg.RecordOperation, result, { values: headers, raw: [] }),
    },
  };
}
