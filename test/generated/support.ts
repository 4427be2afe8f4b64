// Shared by the tests of generated/: the packages' modules, their element descriptors, libxml2 against
// the schema, and a canonical event list that compares two XML documents for equivalence.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { SaxesParser } from "saxes";
import { defaultSchemaRoot } from "../../generator/config.ts";
import type { ElementField } from "../../generator/runtime/xml-reader.ts";
import { XSI_NS } from "../../generator/runtime/xml-names.ts";
import {
  importingSchema,
  validateXmlDocuments,
  type DocumentReport,
  type XmlSource,
} from "../../generator/xsd-validate/index.ts";

export const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
export const generatedRoot = path.join(repositoryRoot, "generated");
export const versions = ["14", "15"] as const;
export type Version = (typeof versions)[number];

/** What the tests use of a generated package: every export, loosely typed. */
export type GeneratedModule = Readonly<Record<string, unknown>>;

/** The TypeScript sources of a generated package (its `src/index.ts`), loaded through vitest. */
export async function loadPackage(version: Version): Promise<GeneratedModule> {
  return (await import(path.join(generatedRoot, `v${version}`, "src", "index.ts"))) as GeneratedModule;
}

/** The package's element descriptors (`XElement` exports) by `{ns}local`. */
export function elementDescriptors(module: GeneratedModule): Map<string, ElementField<unknown>> {
  const descriptors = new Map<string, ElementField<unknown>>();
  for (const [name, value] of Object.entries(module)) {
    if (!name.endsWith("Element")) continue;
    const field = value as ElementField<unknown>;
    if (field.kind === "element") descriptors.set(`{${field.ns}}${field.local}`, field);
  }
  return descriptors;
}

/** A generated function export, by name. */
export function exported<F>(module: GeneratedModule, name: string): F {
  const value = module[name];
  if (typeof value !== "function") throw new Error(`generated package exports no function ${name}`);
  return value as F;
}

/** Documents per libxml2 run: names of at most 3 base-36 digits, well inside the room on its command line. */
const DOCUMENTS_PER_RUN = 2500;

/** A schema a test adds beside the versions' types.xsd (it may import `14/types.xsd` and `15/types.xsd`). */
export interface ExtraSchema extends XmlSource {
  /** Its target namespace. */
  readonly namespace: string;
}

/**
 * Validates documents against both versions' types.xsd, and any `extra` schemas, in one libxml2 run (one
 * per {@link DOCUMENTS_PER_RUN} documents); returns the documents' reports in input order.
 */
export async function validateAgainstSchema(
  documents: readonly XmlSource[],
  extra: readonly ExtraSchema[] = [],
) {
  const imports = await Promise.all(
    versions.map(async (version) => ({
      fileName: `${version}/types.xsd`,
      contents: await readFile(path.join(defaultSchemaRoot, version, "types.xsd"), "utf8"),
    })),
  );
  imports.push(...extra.map(({ fileName, contents }) => ({ fileName, contents })));
  const schema = importingSchema("all-types.xsd", [
    ...versions.map((version) => ({
      namespace: `http://xml.example.net/${version}/`,
      schemaLocation: `${version}/types.xsd`,
    })),
    ...extra.map((entry) => ({ namespace: entry.namespace, schemaLocation: entry.fileName })),
  ]);
  // libxml2 gets the document names on its command line, which lives on the wasm stack: past roughly 40 KB
  // of names (4 000 names of 7 characters, 2 000 of 30) the run dies with "memory access out of bounds".
  // So the run sees short names, and a larger set is split into several runs.
  const reports: DocumentReport[] = [];
  for (let start = 0; start < documents.length; start += DOCUMENTS_PER_RUN) {
    const batch = documents.slice(start, start + DOCUMENTS_PER_RUN);
    const report = await validateXmlDocuments({
      schema,
      imports,
      documents: batch.map((document, index) => ({
        fileName: `${index.toString(36)}.xml`,
        contents: document.contents,
      })),
    });
    if (report.schemaIssues.some((issue) => issue.severity === "error"))
      throw new Error(report.schemaIssues.map((issue) => issue.message).join("\n"));
    report.documents.forEach((entry, index) => {
      const fileName = batch[index]?.fileName ?? entry.fileName;
      reports.push({ ...entry, fileName, issues: entry.issues.map((issue) => ({ ...issue, fileName })) });
    });
  }
  return reports;
}

/**
 * A document as a list of events that ignores what XML does not distinguish: prefixes, namespace
 * declarations, attribute order, whitespace-only text between elements, CDATA vs escaped text, and the
 * prefix inside `xsi:type`. Lexical differences of values (`1` vs `true`) stay visible.
 */
export function canonicalEvents(xml: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const events: string[] = [];
  let text = "";
  const flush = () => {
    if (text.trim() !== "") events.push(`text ${text}`);
    text = "";
  };
  parser.on("opentag", (tag) => {
    flush();
    const attributes = Object.values(tag.attributes)
      .filter((attribute) => attribute.prefix !== "xmlns" && attribute.name !== "xmlns")
      .map((attribute) => {
        let value = attribute.value;
        if (attribute.uri === XSI_NS && attribute.local === "type") {
          const colon = value.indexOf(":");
          value = `{${parser.resolve(colon < 0 ? "" : value.slice(0, colon)) ?? ""}}${value.slice(colon + 1)}`;
        }
        return `{${attribute.uri}}${attribute.local}=${JSON.stringify(value)}`;
      })
      .sort();
    events.push(`start {${tag.uri}}${tag.local} ${attributes.join(" ")}`.trimEnd());
  });
  parser.on("text", (data) => (text += data));
  parser.on("cdata", (data) => (text += data));
  parser.on("closetag", (tag) => {
    flush();
    events.push(`end {${tag.uri}}${tag.local}`);
  });
  parser.write(xml).close();
  return events;
}

/** The events of the first element named `{ns}local` and its subtree. */
export function subtree(events: readonly string[], ns: string, local: string): string[] {
  const head = `start {${ns}}${local}`;
  const start = events.findIndex((event) => event === head || event.startsWith(`${head} `));
  const end = events.indexOf(`end {${ns}}${local}`, start);
  if (start < 0 || end < 0) throw new Error(`no element {${ns}}${local}`);
  return events.slice(start, end + 1);
}
