/**
 * Reads a large document whose elements have long names (one the schema declares, one it does not), drops
 * it, and prints how many bytes of the heap are still in use beyond what they were before: run with
 * --expose-gc (see read-retention.test.ts).
 */
import { complexType, element, readXml } from "../../generator/runtime/xml-reader.ts";
import { xsString } from "../../generator/runtime/scalars.ts";
import type { ContentType } from "../../generator/runtime/xml-content.ts";

const NS = "urn:read-retention";
const Root = complexType<{ declared?: string }>({
  ns: NS,
  name: "Root",
  fields: { declared: element(NS, "aDeclaredLongerName", xsString) },
});
const document: ContentType<unknown> = {
  kind: "content",
  name: "document",
  textual: false,
  begin: () => undefined,
  child: (_state, ns, local) =>
    ns === NS && local === "RootOfTheDocument" ? { ns, local, type: Root, nillable: false } : undefined,
  add: () => undefined,
  end: () => undefined,
};

function read(): void {
  // Decoded from bytes, as a transport hands a body over: one flat string of about 16 MB.
  const xml = Buffer.from(
    `<RootOfTheDocument xmlns="${NS}"><aDeclaredLongerName>v</aDeclaredLongerName>` +
      `<anUndeclaredLongName/>${" ".repeat(16 << 20)}</RootOfTheDocument>`,
  ).toString("utf8");
  readXml(xml, document, { strict: false });
}

const gc = globalThis.gc as () => void;
gc();
const before = process.memoryUsage().heapUsed;
read();
gc();
gc();
process.stdout.write(String(process.memoryUsage().heapUsed - before));
