/**
 * The fuzz corpus of the generated packages: every fixture message of test/fixtures/messages read with the
 * generated code and written back with the generated serializer, as a standalone document whose root is the
 * body element, next to the generated `parse<Element>` function that reads it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readSoapEnvelope } from "../../generator/runtime/soap.ts";
import type * as runtimeReader from "../../generator/runtime/xml-reader.ts";
import { readXml, type ElementField, type XmlReadOptions } from "../../generator/runtime/xml-reader.ts";
import {
  generatedRoot,
  loadPackage,
  repositoryRoot,
  versions,
  type GeneratedModule,
  type Version,
} from "../generated/support.ts";

/** The runtime reader module a generated package ships (a copy of generator/runtime/xml-reader.ts). */
export type PackageReader = typeof runtimeReader;

/** One seed message and the generated functions of its root element. */
export interface CorpusEntry {
  /** `15/GetMeals/soap11-request.xml`. */
  readonly file: string;
  readonly version: Version;
  /** Export name of the element (`GetMeals` for `parseGetMeals`). */
  readonly element: string;
  /** The fixture as stored (an envelope or a bare element). */
  readonly original: string;
  /** The body element as a standalone document, written by the generated serializer. */
  readonly xml: string;
  /** The generated reader. */
  readonly parse: (xml: string | Uint8Array, options?: XmlReadOptions) => unknown;
  /** The generated writer. */
  readonly serialize: (value: never) => string;
  /** The generated element descriptor (for chunked reading with {@link PackageReader.XmlReader}). */
  readonly field: ElementField<unknown>;
  /** The package's own copy of the runtime reader: its XmlReadError is the one the generated code throws. */
  readonly reader: PackageReader;
}

const messagesRoot = path.join(repositoryRoot, "test", "fixtures", "messages");

function descriptorsByName(
  module: GeneratedModule,
): Map<string, { name: string; field: ElementField<unknown> }> {
  const map = new Map<string, { name: string; field: ElementField<unknown> }>();
  for (const [key, value] of Object.entries(module)) {
    if (!key.endsWith("Element")) continue;
    const field = value as ElementField<unknown>;
    if (field.kind === "element")
      map.set(`{${field.ns}}${field.local}`, { name: key.slice(0, -"Element".length), field });
  }
  return map;
}

function fn<F>(module: GeneratedModule, name: string): F {
  const value = module[name];
  if (typeof value !== "function") throw new Error(`generated package exports no function ${name}`);
  return value as F;
}

/** Names of every generated `parse<Element>` function of a package. */
export function parseFunctions(module: GeneratedModule): string[] {
  return Object.keys(module)
    .filter((key) => key.startsWith("parse") && typeof module[key] === "function")
    .map((key) => key.slice("parse".length))
    .sort();
}

/** Loads both packages and builds the corpus from every fixture message. */
export async function loadCorpus(): Promise<{
  entries: CorpusEntry[];
  modules: Map<Version, GeneratedModule>;
}> {
  const entries: CorpusEntry[] = [];
  const modules = new Map<Version, GeneratedModule>();
  for (const version of versions) {
    const module = await loadPackage(version);
    const reader = (await import(
      path.join(generatedRoot, `v${version}`, "src", "runtime", "xml-reader.ts")
    )) as PackageReader;
    modules.set(version, module);
    const descriptors = descriptorsByName(module);
    for (const operation of readdirSync(path.join(messagesRoot, version)).sort()) {
      for (const name of readdirSync(path.join(messagesRoot, version, operation)).sort()) {
        if (!name.endsWith(".xml")) continue;
        const file = `${version}/${operation}/${name}`;
        const original = readFileSync(path.join(messagesRoot, file), "utf8");
        let found: { name: string; field: ElementField<unknown> } | undefined;
        let value: unknown;
        if (original.includes("/soap/envelope/") || original.includes("/soap-envelope")) {
          value = readSoapEnvelope(original, (ns, local) => {
            found = descriptors.get(`{${ns}}${local}`);
            const type = found?.field.type;
            return typeof type === "function" ? type() : type?.kind === "content" ? type : undefined;
          }).body?.value;
        } else {
          const root = /<(?:\w+:)?([\w.]+)[\s>/]/.exec(original.replace(/<\?xml[^>]*\?>/, ""))?.[1] ?? "";
          found = descriptors.get(`{http://xml.example.net/${version}/}${root}`);
          if (found !== undefined) value = readXml(original, found.field);
        }
        if (found === undefined) throw new Error(`${file}: no generated element reads its body`);
        const serialize = fn<(value: unknown) => string>(module, `serialize${found.name}`);
        entries.push({
          file,
          version,
          element: found.name,
          original,
          xml: serialize(value),
          parse: fn(module, `parse${found.name}`),
          serialize,
          field: found.field,
          reader,
        });
      }
    }
  }
  return { entries, modules };
}
