// Every bound of the reader at its default and as an option, text handed to a content type (captured fault
// details) included, and the encoding check whatever the first chunk is.
import { describe, expect, it } from "vitest";
import { readSoapEnvelope } from "../../generator/runtime/soap.ts";
import { SOAP11_ENV_NS } from "../../generator/runtime/xml-names.ts";
import {
  DEFAULT_XML_LIMITS,
  element,
  readXml,
  XmlReader,
  XmlReadError,
  type XmlReadOptions,
} from "../../generator/runtime/xml-reader.ts";
import { BookResult, NS } from "./sample/types.ts";

const ROOT = element(NS, "bookResult", BookResult);

function refusal(input: string | Uint8Array, options?: XmlReadOptions): [string, string] {
  try {
    readXml(input, ROOT, options);
  } catch (error) {
    if (error instanceof XmlReadError) return [error.code, error.reason];
    throw error;
  }
  throw new Error("read without error");
}

const inRoot = (inner: string, attributes = "") =>
  `<bookResult xmlns="${NS}"${attributes}>${inner}</bookResult>`;
const nilBooking = `<booking xmlns:i="http://www.w3.org/2001/XMLSchema-instance" i:nil="true"/>`;
const attributes = (count: number) => Array.from({ length: count }, (_, i) => ` a${i}="1"`).join("");
const declarations = (count: number) =>
  Array.from({ length: count }, (_, i) => ` xmlns:q${i}="urn:q${i}"`).join("");

describe("reader bounds: attributes counted as they are read", () => {
  // 100 000 attributes in a tag that never ends: read whole before counting, it was refused for its end.
  const flood = `<bookResult xmlns="${NS}"${attributes(100_000)}`;

  it.each([
    ["the default", undefined, 64],
    ["an option", { maxAttributes: 4 }, 4],
  ])(
    "stop a start tag at the first attribute past %s, before the rest of it is read",
    (_name, options, limit) => {
      // xmlns is not an attribute counted; the error stands just after the one past the bound.
      const column = `<bookResult xmlns="${NS}"${attributes(limit + 1)}`.length + 1;
      for (const read of [
        () => readXml(flood, ROOT, options),
        () => {
          const reader = new XmlReader(ROOT, options);
          for (let at = 0; at < flood.length; at += 4096) reader.write(flood.slice(at, at + 4096));
          return reader.close();
        },
      ]) {
        let error: unknown;
        try {
          read();
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(XmlReadError);
        const { code, reason, line, column: at } = error as XmlReadError;
        expect([code, reason, line, at]).toEqual(["limit", `more than ${limit} attributes`, 1, column]);
      }
    },
  );
});

describe("reader bounds: the defaults", () => {
  it("are the documented values", () => {
    expect(DEFAULT_XML_LIMITS).toEqual({
      maxDepth: 64,
      maxElements: 1_000_000,
      maxAttributes: 64,
      maxNamespaceDeclarations: 1024,
      maxNameLength: 256,
      maxTextLength: 1 << 20,
      maxAttributeLength: 1 << 16,
      maxInputSize: 32 << 20,
    });
  });

  it.each([
    ["depth", inRoot(`${"<x>".repeat(64)}${"</x>".repeat(64)}`), "elements nested deeper than 64"],
    ["element count", inRoot("<x/>".repeat(1_000_000)), "more than 1000000 elements"],
    ["attributes", inRoot("", attributes(65)), "more than 64 attributes"],
    // The root's own xmlns is the 1 025th.
    ["namespace declarations", inRoot("", declarations(1024)), "more than 1024 namespace declarations"],
    ["name length", inRoot(`<${"n".repeat(257)}/>`), "name longer than 256"],
    ["attribute name length", inRoot("", ` ${"n".repeat(257)}="1"`), "name longer than 256"],
    ["attribute value length", inRoot("", ` a="${"v".repeat(65_537)}"`), "attribute value longer than 65536"],
    [
      "text length",
      inRoot(`<booking><bookingnumber>${"t".repeat((1 << 20) + 1)}</bookingnumber></booking>`),
      "text longer than 1048576",
    ],
    ["input size", " ".repeat((32 << 20) + 1), "input larger than 33554432"],
  ])("stop %s one past the default", (_name, xml, reason) => {
    expect(refusal(xml)).toEqual(["limit", reason]);
  });

  it("let a document at every default bound through", () => {
    const xml = inRoot(
      `${"<x>".repeat(63)}${"</x>".repeat(63)}<${"n".repeat(256)} a="${"v".repeat(65_536)}"/>${nilBooking}`,
      attributes(64) + declarations(1023),
    );
    // The undeclared elements are kept (lenient reading), so what passed the bounds is all there.
    const { booking, $unknown } = readXml(xml, ROOT) as { booking: unknown; $unknown?: readonly unknown[] };
    expect(booking).toBeNull();
    expect($unknown).toHaveLength(2);
  });
});

describe("reader bounds: options", () => {
  it.each([
    ["depth", inRoot("<x><x><x></x></x></x>"), { maxDepth: 3 }, "elements nested deeper than 3"],
    ["element count", inRoot("<x/><x/><x/>"), { maxElements: 3 }, "more than 3 elements"],
    ["attributes", inRoot("", attributes(4)), { maxAttributes: 3 }, "more than 3 attributes"],
    [
      "namespace declarations",
      inRoot("", declarations(3)),
      { maxNamespaceDeclarations: 3 },
      "more than 3 namespace declarations",
    ],
    ["name length", inRoot("<nnnnn/>"), { maxNameLength: 4 }, "name longer than 4"],
    [
      "attribute value length",
      inRoot("", ' a="vvvvv"'),
      { maxAttributeLength: 4 },
      "attribute value longer than 4",
    ],
    [
      "text length",
      inRoot("<booking><bookingnumber>ttttt</bookingnumber></booking>"),
      { maxTextLength: 4 },
      "text longer than 4",
    ],
    ["input size", inRoot(""), { maxInputSize: 10 }, "input larger than 10"],
  ])("stop %s past the option", (_name, xml, options, reason) => {
    expect(refusal(xml, options)).toEqual(["limit", reason]);
  });

  it("can raise a default", () => {
    const read = readXml(inRoot(`${"<x>".repeat(70)}${"</x>".repeat(70)}${nilBooking}`), ROOT, {
      maxDepth: 80,
    }) as { booking: unknown; $unknown?: readonly unknown[] };
    expect(read.booking).toBeNull();
    expect(read.$unknown).toHaveLength(1);
  });
});

describe("reader bounds: namespace declarations apart from attributes", () => {
  it("read an envelope declaring every namespace of a WCF WSDL, as node-soap's server writes it", () => {
    // node-soap puts each prefix its WSDL declares on the Envelope: one per DataContract namespace.
    const envelope = `<soap:Envelope xmlns:soap="${SOAP11_ENV_NS}"${declarations(153)}><soap:Body><bookResult xmlns="${NS}">${nilBooking}</bookResult></soap:Body></soap:Envelope>`;
    const read = readSoapEnvelope(envelope, () => BookResult);
    expect(read.body?.value).toEqual({ booking: null });
  });
});

describe("reader bounds: text handed to a content type", () => {
  const fault = (detail: string) =>
    `<s:Envelope xmlns:s="${SOAP11_ENV_NS}"><s:Body><s:Fault><faultcode>s:Server</faultcode><faultstring>x</faultstring><detail>${detail}</detail></s:Fault></s:Body></s:Envelope>`;
  const read = (xml: string, options?: XmlReadOptions) => readSoapEnvelope(xml, () => undefined, options);

  it("bounds a captured fault detail like any text, by default and as set", () => {
    expect(() => read(fault("d".repeat((1 << 20) + 1)))).toThrowError("text longer than 1048576");
    expect(() => read(fault(`<a>${"d".repeat(20)}</a>`), { maxTextLength: 10 })).toThrowError(
      "text longer than 10",
    );
    expect(read(fault("d".repeat(10)), { maxTextLength: 10 }).fault?.detail).toBe("d".repeat(10));
  });

  it("counts each element's text on its own", () => {
    const detail = `${"d".repeat(8)}<a>${"e".repeat(8)}</a>${"d".repeat(2)}`;
    expect(read(fault(detail), { maxTextLength: 10 }).fault?.detail).toBe(detail);
  });
});

describe("reader: encoding checks whatever the first chunk", () => {
  it("finds UTF-16 after an empty first chunk", () => {
    const reader = new XmlReader(ROOT);
    reader.write(new Uint8Array(0));
    let code = "";
    try {
      reader.write(Uint8Array.from([0x00, 0x3c, 0x00, 0x61]));
    } catch (error) {
      code = error instanceof XmlReadError ? error.code : "other";
    }
    expect(code).toBe("encoding");
  });
});
