/**
 * Reads large documents, keeps two values of each (a text and an attribute of 13 characters or more, which V8
 * would make views of the document), drops the documents, and prints how many bytes of the heap are still in
 * use beyond what they were before: run with --expose-gc (see read-retention.test.ts). One document is read by
 * the scanner, one (holding a comment) by saxes; their elements have long names, one of them undeclared.
 */
import { attribute, complexType, element, readXml } from "../../generator/runtime/xml-reader.ts";
import { xsString } from "../../generator/runtime/scalars.ts";
import type { ContentType } from "../../generator/runtime/xml-content.ts";

const NS = "urn:read-retention";
interface Root {
  readonly declared?: string;
  readonly label?: string;
}
const Root = complexType<Root>({
  ns: NS,
  name: "Root",
  fields: {
    label: attribute("label", xsString),
    declared: element(NS, "aDeclaredLongerName", xsString),
  },
});
const document: ContentType<Root | undefined> = {
  kind: "content",
  name: "document",
  textual: false,
  begin: () => ({ value: undefined as Root | undefined }),
  child: (_state, ns, local) =>
    ns === NS && local === "RootOfTheDocument" ? { ns, local, type: Root, nillable: false } : undefined,
  add: (state, _binding, value) => {
    (state as { value: unknown }).value = value;
  },
  end: (state) => (state as { value: Root | undefined }).value,
};

const kept: string[] = [];

function read(comment: string): void {
  // Decoded from bytes, as a transport hands a body over: one flat string of about 16 MB.
  const xml = Buffer.from(
    `<RootOfTheDocument xmlns="${NS}" label="a label of some length">${comment}` +
      `<aDeclaredLongerName>a text value of some length</aDeclaredLongerName>` +
      `<anUndeclaredLongName/>${" ".repeat(16 << 20)}</RootOfTheDocument>`,
  ).toString("utf8");
  const root = readXml(xml, document, { strict: false });
  kept.push(root?.declared ?? "", root?.label ?? "");
}

const gc = globalThis.gc as () => void;
gc();
const before = process.memoryUsage().heapUsed;
read("");
read("<!-- read by saxes -->");
gc();
gc();
if (kept.some((value) => !value.endsWith("of some length")))
  throw new Error(`values not read: ${kept.join()}`);
process.stdout.write(String(process.memoryUsage().heapUsed - before));
