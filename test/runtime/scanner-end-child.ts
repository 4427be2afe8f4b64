/**
 * Run by xml-scanner-end.test.ts under V8's optimization traces: reads a document until the scanner's code is
 * optimized, then every truncated copy of it, then the whole document again.
 */
import { element, readXml } from "../../generator/runtime/xml-reader.ts";
import { XmlWriter } from "../../generator/runtime/xml-writer.ts";
import { booking } from "../hostile/sample-server.ts";
import { BookResult, NS, writeBookResult } from "./sample/types.ts";

const root = element(NS, "bookResult", BookResult, { required: true });
const writer = new XmlWriter({ namespaces: { "": NS } });
writeBookResult(writer, NS, "bookResult", { booking });
const whole = `<?xml version="1.0" encoding="utf-8"?>\n${writer.toString()}\n`;

function read(xml: string): void {
  try {
    readXml(xml, root);
  } catch {
    // A truncated document is refused; only what the engine does with the scanner's code matters here.
  }
}

for (let round = 0; round < 5000; round++) read(whole);
console.log("--- truncated documents");
for (let end = 0; end < whole.length - 1; end++) read(whole.slice(0, end));
// A start tag of a one-character name at the very end: its name is all the document has after its `<`.
read(`<a>`);
read(`<bookResult xmlns="${NS}"><b>`);
for (let round = 0; round < 5000; round++) read(whole);
console.log("--- done");
