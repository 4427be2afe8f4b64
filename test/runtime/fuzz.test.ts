import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSoapEnvelope, writeSoapEnvelope } from "../../generator/runtime/soap.ts";
import { element, readXml, XmlReadError } from "../../generator/runtime/xml-reader.ts";
import { XmlWriter } from "../../generator/runtime/xml-writer.ts";
import { BookResult, NS, writeBookResult, type BookingWithStatus } from "./sample/types.ts";

const booking: BookingWithStatus = {
  $type: "BookingWithStatus",
  bookingnumber: "B-1 & <2>",
  hotelId: 42,
  prices: [{ amount: "12.50", currency: "EUR" }],
  earliestNonFreeCancellationDateCet: null,
  hotelNotes: [{ startDate: "2025-01-01T00:00:00", endDate: "2025-12-31T23:59:59Z", text: "note" }],
  remark: ["r"],
  bookingStatus: "Active",
};
const writer = new XmlWriter({ namespaces: { "": NS } });
writeBookResult(writer, NS, "bookResult", { booking });
const document = writer.toString();
const envelope = writeSoapEnvelope("1.2", { "": NS }, (w) =>
  writeBookResult(w, NS, "bookResult", { booking }),
);

const fragments = [
  "<",
  ">",
  "</",
  "/>",
  "&",
  "&amp;",
  "&#0;",
  "&#x110000;",
  "<![CDATA[",
  "]]>",
  "<!DOCTYPE x>",
  '"',
  'xsi:nil="true"',
  'xsi:type="x:y"',
  'xmlns:p=""',
  "\u0000",
  "\uFFFE",
  "\uD800",
  "<a>",
  "</booking>",
  "<?pi?>",
  "<!--",
  "-->",
];

/** A mutation of `source`: delete, insert markup-ish text, or duplicate a slice. */
const mutated = (source: string) =>
  fc
    .array(
      fc.oneof(
        fc.record({
          kind: fc.constant("delete" as const),
          at: fc.nat(source.length),
          length: fc.integer({ min: 1, max: 20 }),
        }),
        fc.record({
          kind: fc.constant("insert" as const),
          at: fc.nat(source.length),
          text: fc.oneof(fc.constantFrom(...fragments), fc.string({ maxLength: 8 })),
        }),
        fc.record({
          kind: fc.constant("duplicate" as const),
          at: fc.nat(source.length),
          length: fc.integer({ min: 1, max: 60 }),
        }),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((mutations) => {
      let text = source;
      for (const m of mutations) {
        const at = Math.min(m.at, text.length);
        if (m.kind === "delete") text = text.slice(0, at) + text.slice(at + m.length);
        else if (m.kind === "insert") text = text.slice(0, at) + m.text + text.slice(at);
        else text = text.slice(0, at) + text.slice(at, at + m.length) + text.slice(at);
      }
      return text;
    });

/** Reading either succeeds or throws XmlReadError; anything else (TypeError, RangeError...) is a bug. */
function onlyTypedErrors(read: () => unknown): void {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(XmlReadError);
  }
}

describe("mutation fuzzing", () => {
  it("the reader throws only XmlReadError on mutated documents (strict and lenient)", () => {
    fc.assert(
      fc.property(mutated(document), fc.boolean(), (xml, strict) => {
        onlyTypedErrors(() => readXml(xml, element(NS, "bookResult", BookResult), { strict }));
      }),
      { numRuns: 2000 },
    );
  });

  it("the envelope reader throws only XmlReadError on mutated envelopes, bytes included", () => {
    fc.assert(
      fc.property(mutated(envelope), (xml) => {
        onlyTypedErrors(() =>
          readSoapEnvelope(Buffer.from(xml), (_ns, local) =>
            local === "bookResult" ? BookResult : undefined,
          ),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("random bytes never crash the reader", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        onlyTypedErrors(() => readXml(bytes, element(NS, "bookResult", BookResult)));
      }),
      { numRuns: 1000 },
    );
  });
});
