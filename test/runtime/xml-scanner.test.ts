/**
 * The fast path of readXml (xml-scanner.ts) against the saxes-based XmlReader: whatever the scanner accepts,
 * saxes accepts too and reads to the same value; plain documents are accepted (else the fast path would be
 * dead weight); what it declines is read by saxes, so readXml and XmlReader always agree, errors included.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { readSoapEnvelope, writeSoapEnvelope } from "../../generator/runtime/soap.ts";
import {
  anyElements,
  attribute,
  complexType,
  DEFAULT_XML_LIMITS,
  element,
  readXml,
  text,
  XmlReader,
  type ChildBinding,
  type ContentType,
  type ElementField,
  type XmlReadOptions,
} from "../../generator/runtime/xml-reader.ts";
import { XSI_NS } from "../../generator/runtime/xml-names.ts";
import { xsString } from "../../generator/runtime/scalars.ts";
import { DECLINED, scanDocument } from "../../generator/runtime/xml-scanner.ts";
import { XmlWriter } from "../../generator/runtime/xml-writer.ts";
import { loadCorpus, type CorpusEntry } from "../hostile/corpus.ts";
import { mutatedBytes, mutatedText, substitutedValues } from "../hostile/mutate.ts";
import { BookResult, NS, writeBookResult, type BookingWithStatus } from "./sample/types.ts";

type Outcome = { readonly value: unknown } | { readonly error: string };

/** The document content readXml builds for an element root (the scanner is handed it by readXml). */
function rootContent(root: ElementField<unknown>): ContentType<unknown> {
  const type = typeof root.type === "function" ? root.type() : root.type;
  const binding: ChildBinding = {
    ns: root.ns,
    local: root.local,
    type: type.kind === "content" ? type : simpleRoot(type.name),
    nillable: root.occurs.nillable === true,
  };
  return {
    kind: "content",
    name: "document",
    textual: false,
    begin: () => ({ value: undefined as unknown }),
    child: (_state, ns, local) => (ns === binding.ns && local === binding.local ? binding : undefined),
    add: (state, _binding, value) => void ((state as { value: unknown }).value = value),
    end: (state) => (state as { value: unknown }).value,
  };
}

function simpleRoot(name: string): never {
  throw new Error(`root of simple type ${name} is not used here`);
}

function scanned(input: string | Uint8Array, root: ElementField<unknown>, strict = false): unknown {
  return scanDocument(input, rootContent(root), strict, DEFAULT_XML_LIMITS);
}

function outcome(read: () => unknown): Outcome {
  try {
    return { value: read() };
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

function bySaxes(input: string | Uint8Array, root: ElementField<unknown>, options?: XmlReadOptions): Outcome {
  return outcome(() => {
    const reader = new XmlReader(root, options);
    reader.write(input);
    return reader.close();
  });
}

/**
 * The property: if the scanner accepts, saxes reads the same value; and readXml (scanner first) always
 * agrees with saxes alone. Returns whether the scanner accepted.
 */
function agrees(input: string | Uint8Array, root: ElementField<unknown>, strict: boolean): boolean {
  const options = { strict };
  const reference = bySaxes(input, root, options);
  const fast = outcome(() => scanned(input, root, strict));
  const accepted = "value" in fast && fast.value !== DECLINED;
  if (accepted) expect(reference, "the scanner accepted what saxes reads otherwise").toEqual(fast);
  expect(outcome(() => readXml(input, root, options))).toEqual(reference);
  return accepted;
}

const ROOT = element(NS, "bookResult", BookResult, { required: true }) as ElementField<unknown>;
const booking: BookingWithStatus = {
  $type: "BookingWithStatus",
  bookingnumber: "B-1 & <2> \"q\" 'a' \r\n tab\t",
  hotelId: 42,
  prices: [{ amount: "1234567890123456789.0100", currency: "E&R" }, { amount: "-0.5" }],
  earliestNonFreeCancellationDateCet: null,
  hotelNotes: [{ startDate: "2025-01-01T00:00:00", endDate: "2025-12-31T23:59:59Z", text: "é \u{1F600} ✓" }],
  remark: ["r", ""],
  bookingStatus: "Active",
};
const writer = new XmlWriter({ namespaces: { "": NS } });
writeBookResult(writer, NS, "bookResult", { booking });
const bookingDocument = writer.toString();
const doc = (inner: string, attributes = `xmlns="${NS}" xmlns:xsi="${XSI_NS}"`) =>
  `<bookResult ${attributes}><booking>${inner}</booking></bookResult>`;
const minimal = `<hotel.id>7</hotel.id><earliestNonFreeCancellationDate.CET xsi:nil="true"/>`;

/** Content that reads none of its children: they are skipped, as the SOAP envelope skips what it does not read. */
const readsNoChild: ContentType<string> = {
  kind: "content",
  name: "reads no child",
  textual: false,
  begin: () => undefined,
  child: () => undefined,
  add: () => undefined,
  end: () => "read",
};

describe("the scanner reads plain documents as saxes does", () => {
  it("reads a derived type with escapes, nil, lists and attributes, as a string and as bytes", () => {
    expect(agrees(bookingDocument, ROOT, false)).toBe(true);
    expect(agrees(bookingDocument, ROOT, true)).toBe(true);
    expect(agrees(Buffer.from(bookingDocument, "utf8"), ROOT, false)).toBe(true);
    expect(agrees(`\uFEFF${bookingDocument}`, ROOT, false)).toBe(true);
    expect(agrees(Buffer.from(`\uFEFF${bookingDocument}`, "utf8"), ROOT, false)).toBe(true);
    expect((scanned(bookingDocument, ROOT) as { booking: unknown }).booking).toEqual(booking);
  });

  it("declines every truncated document, and readXml reports saxes's error for each", () => {
    const declared = `<?xml version="1.0" encoding="utf-8"?>\n${bookingDocument}\n`;
    for (const whole of [bookingDocument, declared]) {
      expect(agrees(whole, ROOT, false)).toBe(true);
      for (let end = 0; end < whole.trimEnd().length; end++) {
        expect(agrees(whole.slice(0, end), ROOT, false), whole.slice(0, end)).toBe(false);
      }
    }
  });

  it("expands references as saxes does in text read, kept as XML and skipped, and refuses bad ones", () => {
    const Kept = complexType({
      ns: "urn:refs",
      name: "Kept",
      fields: {
        text: element("urn:refs", "text", xsString),
        $any: anyElements("##other", "urn:refs", {}, "lax", () => []),
      },
    });
    const root = element("urn:refs", "r", Kept, { required: true }) as ElementField<unknown>;
    const texts = [
      "a&lt;b&gt;c&amp;d&quot;e&apos;f",
      "&amp;lt; stays &amp;amp;",
      "&#60;&#x3C;&#x1F600; and &lt;",
      "x&#60;y&lt;z",
      "&lt;",
      "end&gt;",
    ];
    const bad = [
      "&lt",
      "&lt x;",
      "&gtx;",
      "&ampx;",
      "&apo;",
      "&quott;",
      "&bogus;",
      "&#0;",
      "&#xD800;",
      "&;",
      "a & b",
    ];
    const document = (text: string) =>
      `<r xmlns="urn:refs"><text>${text}</text><e:kept xmlns:e="urn:other">${text}<e:in a="${text}">${text}</e:in></e:kept><unknown>${text}<deeper>${text}</deeper></unknown></r>`;
    const unreadRoot = element("urn:refs", "r", readsNoChild, { required: true }) as ElementField<unknown>;
    for (const text of texts) {
      expect(agrees(document(text), root, false), text).toBe(true);
      expect(agrees(`<r xmlns="urn:refs"><unread>${text}</unread></r>`, unreadRoot, false), text).toBe(true);
    }
    expect((scanned(document(texts[0] as string), root) as { text: string }).text).toBe(`a<b>c&d"e'f`);
    for (const text of bad) {
      expect(agrees(document(text), root, false), text).toBe(false);
      expect(
        outcome(() => readXml(document(text), root)),
        text,
      ).toHaveProperty("error");
      // Only in an element that no content reads: checked all the same.
      const skipped = `<r xmlns="urn:refs"><unread>${text}</unread></r>`;
      expect(agrees(skipped, unreadRoot, false), text).toBe(false);
    }
  });

  it("reads simple content at once, and as any content where it holds references, sections or elements", () => {
    const Amount = complexType({
      ns: "urn:simple",
      name: "Amount",
      fields: { value: text(xsString), unit: attribute("unit", xsString) },
    });
    const root = element("urn:simple", "a", Amount, { required: true }) as ElementField<unknown>;
    const document = (content: string) => `<a xmlns="urn:simple" unit="u">${content}</a>`;
    const contents = ["12.5", "", " \t ", "1&amp;2", "a<![CDATA[<b>]]>c", "line\r\nbreak", "1<x>2</x>3"];
    for (const content of contents) {
      expect(agrees(document(content), root, false), content).toBe(true);
      agrees(document(content), root, true);
    }
    expect(scanned(document("12.5"), root)).toEqual({ value: "12.5", unit: "u" });
    expect(scanned(`<a xmlns="urn:simple" unit="u"/>`, root)).toEqual({ value: "", unit: "u" });
  });

  it("reads the bytes of a Buffer, of a plain byte array and of a view into a larger buffer alike", () => {
    const bytes = Buffer.from(`<<<${bookingDocument}>>>`, "utf8");
    const inner = bytes.subarray(3, bytes.length - 3);
    const plain = new Uint8Array(inner.buffer, inner.byteOffset, inner.byteLength);
    const read = (input: Uint8Array) => (scanned(input, ROOT) as { booking: unknown }).booking;
    expect([read(inner), read(plain), read(Uint8Array.from(inner))]).toEqual([booking, booking, booking]);
  });

  it.each([
    ["an XML declaration", `<?xml version="1.0" encoding="utf-8"?>\n${doc(minimal)}`],
    ["spaces before and after the root element", `\n \t${doc(minimal)}\r\n \t`],
    [
      "a single-quoted declaration",
      `<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>${doc(minimal)}`,
    ],
    [
      "prefixed elements",
      doc(minimal, `xmlns="${NS}" xmlns:xsi="${XSI_NS}"`)
        .replace(/bookResult/g, "b:bookResult")
        .replace(`xmlns="${NS}"`, `xmlns:b="${NS}" xmlns="${NS}"`),
    ],
    [
      "spaces inside tags",
      `<bookResult  xmlns = "${NS}"\n xmlns:xsi='${XSI_NS}' ><booking ><hotel.id >7</hotel.id ><earliestNonFreeCancellationDate.CET xsi:nil = "1" /></booking ></bookResult >`,
    ],
    [
      "CDATA and character references",
      doc(`<bookingnumber><![CDATA[a<b>&c]]>&#x1F600;&#65;&#13;</bookingnumber>${minimal}`),
    ],
    [
      "line breaks in text and attributes",
      doc(
        `<bookingnumber>a\r\nb\rc</bookingnumber><hotel.id>7</hotel.id><prices><price currency="a\r\nb\tc\nd\re&#10;f">1</price><price currency="x\ny">2</price><price currency="x\ty">3</price></prices><earliestNonFreeCancellationDate.CET xsi:nil="true"/>`,
      ),
    ],
    [
      "an unknown element, skipped",
      doc(`<unknown a="1"><x:deeper xmlns:x="urn:x">t&amp;</x:deeper></unknown>${minimal}`),
    ],
    [
      "a default namespace undeclared below",
      doc(
        `<hotel.id>7</hotel.id><other xmlns=""><hotel.id>8</hotel.id></other><earliestNonFreeCancellationDate.CET xsi:nil="true"/>`,
      ),
    ],
  ])("accepts %s", (_name, xml) => {
    expect(agrees(xml, ROOT, false)).toBe(true);
  });

  it.each([
    ["a DOCTYPE", `<!DOCTYPE bookResult>${doc(minimal)}`],
    ["a comment", doc(`<!-- c -->${minimal}`)],
    ["a processing instruction", doc(`<?pi x?>${minimal}`)],
    ["a non-ASCII name", doc(`<é>1</é>${minimal}`)],
    ["a Latin-1 declaration", `<?xml version="1.0" encoding="ISO-8859-1"?>${doc(minimal)}`],
    ["XML 1.1", `<?xml version="1.1"?>${doc(minimal)}`],
    ["an undefined entity", doc(`<bookingnumber>&nbsp;</bookingnumber>${minimal}`)],
    ["a character reference outside Char", doc(`<bookingnumber>&#0;</bookingnumber>${minimal}`)],
    ["]]> in text", doc(`<bookingnumber>a]]>b</bookingnumber>${minimal}`)],
    ["< in an attribute", doc(`<hotel.id>7</hotel.id><prices><price currency="<">1</price></prices>`)],
    [
      "a duplicate attribute",
      doc(`<hotel.id>7</hotel.id><prices><price currency="a" currency="b">1</price></prices>`),
    ],
    [
      "a duplicate expanded attribute",
      doc(
        `<hotel.id>7</hotel.id><prices><price xmlns:p="urn:p" xmlns:q="urn:p" p:a="1" q:a="2">1</price></prices>`,
      ),
    ],
    ["an unbound prefix", doc(`<p:hotel.id>7</p:hotel.id>`)],
    ["a prefix undeclared", doc(`<hotel.id xmlns:p="">7</hotel.id>`)],
    ["a mismatched end tag", doc(`<hotel.id>7</hotel.idx>${minimal}`)],
    ["text after the root", `${doc(minimal)}x`],
    ["two roots", `${doc(minimal)}${doc(minimal)}`],
    ["a missing required element", doc(`<earliestNonFreeCancellationDate.CET xsi:nil="true"/>`)],
    ["an invalid value", doc(`<hotel.id>x</hotel.id><earliestNonFreeCancellationDate.CET xsi:nil="true"/>`)],
    ["a lone surrogate", doc(`<bookingnumber>\uD800</bookingnumber>${minimal}`)],
    ["a control character", doc(`<bookingnumber>\u0001</bookingnumber>${minimal}`)],
    ["nil on a non-nillable element", doc(`<hotel.id xsi:nil="true"/>`)],
  ])("declines %s, and readXml gives saxes's answer", (_name, xml) => {
    expect(scanned(xml, ROOT)).toBe(DECLINED);
    agrees(xml, ROOT, false);
    agrees(xml, ROOT, true);
  });

  it("declines a document beyond a bound, and readXml reports the bound as saxes does", () => {
    const deep = `${"<x>".repeat(70)}${"</x>".repeat(70)}`;
    const xml = doc(`${deep}${minimal}`);
    expect(scanned(xml, ROOT)).toBe(DECLINED);
    expect(bySaxes(xml, ROOT)).toEqual({ error: expect.stringContaining("nested deeper than 64") });
    agrees(xml, ROOT, false);
  });

  it("reads SOAP envelopes as saxes does (a leading comment makes the scanner decline)", () => {
    const envelope = writeSoapEnvelope("1.2", { "": NS }, (w) =>
      writeBookResult(w, NS, "bookResult", { booking }),
    );
    const resolve = (ns: string, local: string) =>
      ns === NS && local === "bookResult" ? BookResult : undefined;
    const fast = readSoapEnvelope(envelope, resolve);
    const viaSaxes = readSoapEnvelope(envelope.replace(/^(<\?xml[^>]*\?>)?/, "$1<!---->"), resolve);
    expect(fast).toEqual(viaSaxes);
    expect(fast.body?.value).toEqual({ booking });
  });
});

describe("namespace names the scanner keeps as the engine's own strings", () => {
  /** Records the namespace of every element it is shown, and binds any child to itself. */
  function namespaceRecorder(): { content: ContentType<unknown>; seen: string[] } {
    const seen: string[] = [];
    const content: ContentType<unknown> = {
      kind: "content",
      name: "recorder",
      textual: false,
      begin: () => undefined,
      child: (_state, ns, local) => {
        seen.push(ns);
        return { ns, local, type: content, nillable: false };
      },
      add: () => undefined,
      end: () => seen,
    };
    return { content, seen };
  }

  it("reads each document's own namespaces, over more distinct names than it keeps", () => {
    const uris = [
      ...Array.from({ length: 150 }, (_, index) => `urn:example:${index % 75}:${"n".repeat(index * 5)}`),
      "0",
      "__proto__",
      "constructor",
      NS,
    ];
    for (const uri of uris) {
      const xml = `<r xmlns="${uri}" xmlns:p="${uri}/p"><c/><p:c/><d xmlns=""/></r>`;
      const { content, seen } = namespaceRecorder();
      expect(scanDocument(xml, content, false, DEFAULT_XML_LIMITS)).toBe(seen);
      expect(seen).toEqual([uri, uri, `${uri}/p`, ""]);
    }
  });
});

describe("the scanner on every fixture message and its mutations", () => {
  let entries: CorpusEntry[] = [];
  beforeAll(async () => {
    entries = (await loadCorpus()).entries;
  }, 120_000);

  it("accepts every fixture message and reads it as saxes does", () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const entry of entries) {
      expect(agrees(entry.xml, entry.field, false), entry.file).toBe(true);
      expect(agrees(entry.xml, entry.field, true), entry.file).toBe(true);
    }
  });

  it("agrees with saxes on mutated text, mutated bytes and substituted values", () => {
    let accepted = 0;
    let runs = 0;
    for (const entry of entries) {
      const documents = fc.oneof(
        mutatedText(entry.xml),
        mutatedBytes(entry.xml),
        substitutedValues(entry.xml),
      );
      fc.assert(
        fc.property(documents, fc.boolean(), (input, strict) => {
          runs++;
          if (agrees(input, entry.field, strict)) accepted++;
        }),
        { numRuns: 40, seed: 8 },
      );
    }
    // Substituted values keep documents plain: a good part of the runs must take the fast path.
    expect(accepted / runs).toBeGreaterThan(0.15);
  });
});
