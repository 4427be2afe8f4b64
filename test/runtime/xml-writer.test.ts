import fc from "fast-check";
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { XML_NS, XSI_NS } from "../../generator/runtime/xml-names.ts";
import { flattened } from "../../generator/runtime/xml-scanner.ts";
import {
  CHUNK_LENGTH,
  escapeAttribute,
  escapeText,
  utf8Bytes,
  writeValue,
  XmlWriteError,
  XmlWriter,
} from "../../generator/runtime/xml-writer.ts";
import { listOf, xsQName } from "../../generator/runtime/scalars.ts";

const NS = "http://xml.example.net/15/";

/** Parses `xml` with saxes and returns the text of the root and the value of attribute `a` on the root. */
function parseBack(xml: string): { text: string; attribute: string | undefined } {
  const parser = new SaxesParser({ xmlns: true });
  let text = "";
  let attribute: string | undefined;
  parser.on("text", (t) => (text += t));
  parser.on("opentag", (tag) => (attribute ??= tag.attributes["a"]?.value));
  parser.write(xml).close();
  return { text, attribute };
}

describe("escapeText", () => {
  it.each([
    ["a & b", "a &amp; b"],
    ["<tag>", "&lt;tag&gt;"],
    ["]]>", "]]&gt;"],
    ['say "hi"', 'say "hi"'],
    ["tab\tline\nfeed", "tab\tline\nfeed"],
    ["carriage\rreturn", "carriage&#13;return"],
    ["emoji \u{1F600} ok", "emoji \u{1F600} ok"],
    ["plain", "plain"],
  ])("%j -> %j", (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });

  it.each([
    ["\u0000", "U+0000"],
    ["a\u0001", "U+0001"],
    ["\u000B", "U+000B"],
    ["\u001F", "U+001F"],
    ["\uFFFE", "U+FFFE"],
    ["\uFFFF", "U+FFFF"],
    ["lone \uD800 high", "U+D800"],
    ["lone \uDC00 low", "U+DC00"],
  ])("refuses %j", (input, code) => {
    expect(() => escapeText(input)).toThrowError(XmlWriteError);
    expect(() => escapeText(input)).toThrowError(code);
    expect(() => escapeAttribute(input)).toThrowError(code);
  });

  it.each([undefined, null, 7])("refuses %j, which it would write as its name", (input) => {
    expect(() => escapeText(input as unknown as string)).toThrowError(XmlWriteError);
    expect(() => escapeAttribute(input as unknown as string)).toThrowError("text expected");
  });
});

describe("escapeAttribute", () => {
  it.each([
    ['"', "&quot;"],
    ["&<>", "&amp;&lt;&gt;"],
    ["\t", "&#9;"],
    ["\n", "&#10;"],
    ["\r", "&#13;"],
    ["'", "'"],
  ])("%j -> %j", (input, expected) => {
    expect(escapeAttribute(input)).toBe(expected);
  });

  it("survives attribute-value normalisation of a real parser", () => {
    const value = 'a\tb\nc\r\nd "e" <f> & g';
    const xml = new XmlWriter().start("", "r").attribute("a", value).text(value).end().toString();
    expect(parseBack(xml)).toEqual({ attribute: value, text: value });
  });
});

describe("XmlWriter", () => {
  it("declares the namespace table once on the root and uses the default namespace", () => {
    const w = new XmlWriter({ namespaces: { "": NS }, declaration: true });
    w.start(NS, "price").attribute("currency", "EUR").text("12.50").end();
    expect(w.toString()).toBe(
      `<?xml version="1.0" encoding="utf-8"?><price xmlns="${NS}" xmlns:xsi="${XSI_NS}" currency="EUR">12.50</price>`,
    );
  });

  it("writes nested elements, skips undefined members and self-closes empty elements", () => {
    const w = new XmlWriter({ namespaces: { "": NS } });
    w.start(NS, "r").element(NS, "a", "1").element(NS, "b", undefined).start(NS, "c").end().end();
    expect(w.toString()).toBe(`<r xmlns="${NS}" xmlns:xsi="${XSI_NS}"><a>1</a><c/></r>`);
  });

  it("writes xsi:nil", () => {
    const xml = new XmlWriter({ namespaces: { "": NS } }).start(NS, "r").nilElement(NS, "d").end().toString();
    expect(xml).toBe(`<r xmlns="${NS}" xmlns:xsi="${XSI_NS}"><d xsi:nil="true"/></r>`);
  });

  it("writes xsi:type with a prefix, declaring one when the namespace only has the default binding", () => {
    const xml = new XmlWriter({ namespaces: { "": NS } })
      .start(NS, "r")
      .start(NS, "booking")
      .xsiType(NS, "BookingWithStatus")
      .end()
      .end()
      .toString();
    expect(xml).toBe(
      `<r xmlns="${NS}" xmlns:xsi="${XSI_NS}"><booking xmlns:ns1="${NS}" xsi:type="ns1:BookingWithStatus"/></r>`,
    );
  });

  it("uses a prefix from the table for xsi:type and for elements", () => {
    const xml = new XmlWriter({ namespaces: { tns: NS, x: "urn:x" } })
      .start(NS, "r")
      .xsiType(NS, "T")
      .element("urn:x", "e", "v")
      .end()
      .toString();
    expect(xml).toBe(
      `<tns:r xmlns:tns="${NS}" xmlns:x="urn:x" xmlns:xsi="${XSI_NS}" xsi:type="tns:T"><x:e>v</x:e></tns:r>`,
    );
  });

  it("declares an unknown namespace locally, scoped to its subtree", () => {
    const xml = new XmlWriter({ namespaces: { "": NS } })
      .start(NS, "r")
      .start("urn:other", "a")
      .element("urn:other", "b", "1")
      .end()
      .start("urn:other", "c")
      .end()
      .end()
      .toString();
    expect(xml).toBe(
      `<r xmlns="${NS}" xmlns:xsi="${XSI_NS}"><ns1:a xmlns:ns1="urn:other"><ns1:b>1</ns1:b></ns1:a>` +
        `<ns2:c xmlns:ns2="urn:other"/></r>`,
    );
  });

  it("undeclares the default namespace for an unqualified element", () => {
    const xml = new XmlWriter({ namespaces: { "": NS } })
      .start(NS, "r")
      .start("", "plain")
      .element(NS, "q", "1")
      .end()
      .element(NS, "after", "2")
      .end()
      .toString();
    expect(xml).toBe(
      `<r xmlns="${NS}" xmlns:xsi="${XSI_NS}"><plain xmlns=""><ns1:q xmlns:ns1="${NS}">1</ns1:q></plain>` +
        `<after>2</after></r>`,
    );
  });

  it("leaves a prefix the table binds to no namespace undeclared and writes such elements unprefixed", () => {
    const xml = new XmlWriter({ namespaces: { tns: "", x: "urn:x" } })
      .start("urn:x", "r")
      .start("", "op")
      .end()
      .end()
      .toString();
    expect(xml).toBe(`<x:r xmlns:x="urn:x" xmlns:xsi="${XSI_NS}"><op/></x:r>`);
  });

  it("gives the table's default namespace a prefix where the root is in no namespace", () => {
    const xml = new XmlWriter({ namespaces: { "": NS } })
      .start("", "op")
      .element(NS, "q", "1")
      .end()
      .toString();
    expect(xml).toBe(`<op xmlns:xsi="${XSI_NS}" xmlns:ns1="${NS}"><ns1:q>1</ns1:q></op>`);
  });

  it("declares on a fragment's root the default namespace its names need, whatever its context's is", () => {
    const unqualified = new XmlWriter({ fragment: true })
      .start("", "r")
      .element("", "a", "1")
      .end()
      .toString();
    expect(unqualified).toBe(`<r xmlns:xsi="${XSI_NS}" xmlns=""><a>1</a></r>`);
    const qualified = new XmlWriter({ fragment: true }).start(NS, "r").element("", "a", "1").end().toString();
    expect(qualified).toBe(`<ns1:r xmlns:xsi="${XSI_NS}" xmlns:ns1="${NS}"><a xmlns="">1</a></ns1:r>`);
    const markup = new XmlWriter({ fragment: true }).markup(
      NS,
      "meal",
      NS,
      (_name, _value, start) => `${start}/>`,
      1,
    );
    expect(markup.toString()).toBe(`<meal xmlns:xsi="${XSI_NS}" xmlns="${NS}"/>`);
  });

  it("writes xml:lang with the reserved prefix", () => {
    const xml = new XmlWriter().start("", "t").attributeNs(XML_NS, "lang", "en").end().toString();
    expect(xml).toBe(`<t xmlns:xsi="${XSI_NS}" xml:lang="en"/>`);
  });

  it.each([
    ["attribute after content", (w: XmlWriter) => w.start("", "r").text("x").attribute("a", "1")],
    ["two roots", (w: XmlWriter) => w.start("", "r").end().start("", "s")],
    ["end without element", (w: XmlWriter) => w.end()],
    ["unclosed element", (w: XmlWriter) => w.start("", "r").toString()],
    ["text outside root", (w: XmlWriter) => w.text("x")],
    ["forbidden character in text", (w: XmlWriter) => w.start("", "r").text("\u0007")],
    ["forbidden character in attribute", (w: XmlWriter) => w.start("", "r").attribute("a", "\u0000")],
  ])("refuses %s", (_name, misuse) => {
    expect(() => misuse(new XmlWriter())).toThrowError(XmlWriteError);
  });
});

describe("escaping on the fast regular expressions", () => {
  it("escapes text holding both markup characters and well-formed surrogate pairs", () => {
    expect(escapeText("B&B \u{1F600} <x>\r")).toBe("B&amp;B \u{1F600} &lt;x&gt;&#13;");
    expect(escapeAttribute('"\u{10000}"\t')).toBe("&quot;\u{10000}&quot;&#9;");
  });

  it("names the first forbidden character where text also needs escaping", () => {
    expect(() => escapeText("a & b \u{1F600} \uDC00")).toThrowError("U+DC00 at index 9");
  });
});

describe("XmlWriter.markup", () => {
  const meal = (_name: string, id: number, start: string, end: string) =>
    `${start}><id>${id}</id><text xsi:nil="true"/>${end}`;

  it("adds nothing where the content namespace is the default one and xsi is bound", () => {
    const xml = new XmlWriter({ namespaces: { "": NS } }).markup(NS, "meal", NS, meal, 1).toString();
    expect(xml).toBe(`<meal xmlns="${NS}" xmlns:xsi="${XSI_NS}"><id>1</id><text xsi:nil="true"/></meal>`);
  });

  it("declares the content namespace as the default and xsi on the element when they are not in scope", () => {
    const other = "urn:other";
    const xml = new XmlWriter({ namespaces: { o: other, i: XSI_NS } })
      .start(other, "list")
      .markup(NS, "meal", NS, meal, 1)
      .end()
      .toString();
    expect(xml).toBe(
      `<o:list xmlns:o="${other}" xmlns:i="${XSI_NS}">` +
        `<meal xmlns="${NS}" xmlns:xsi="${XSI_NS}"><id>1</id><text xsi:nil="true"/></meal></o:list>`,
    );
    expect(parseBack(xml).text).toBe("1");
  });

  it("names an element of another namespace with a prefix, keeping the content namespace the default", () => {
    const other = "urn:other";
    const xml = new XmlWriter({ namespaces: { "": NS } }).markup(other, "meal", NS, meal, 1).toString();
    expect(xml).toBe(
      `<ns1:meal xmlns="${NS}" xmlns:xsi="${XSI_NS}" xmlns:ns1="${other}"><id>1</id><text xsi:nil="true"/></ns1:meal>`,
    );
  });

  it("refuses an element in no namespace around content in a namespace", () => {
    expect(() => new XmlWriter().markup("", "meal", NS, meal, 1)).toThrowError(XmlWriteError);
  });
});

describe("escaping from one special character to the next", () => {
  it("replaces characters at the ends, side by side and between plain runs", () => {
    expect(escapeText("&")).toBe("&amp;");
    expect(escapeText("<<>>&&")).toBe("&lt;&lt;&gt;&gt;&amp;&amp;");
    expect(escapeText("&a&b<c\r")).toBe("&amp;a&amp;b&lt;c&#13;");
    expect(escapeText('B&B "x"\t\n')).toBe('B&amp;B "x"\t\n');
    expect(escapeAttribute('\t"a"\n&\r')).toBe("&#9;&quot;a&quot;&#10;&amp;&#13;");
  });

  it("refuses a forbidden character before, after or between the ones it replaces", () => {
    expect(() => escapeText("a & \u0001")).toThrowError("U+0001 at index 4");
    expect(() => escapeText("\u0002 <")).toThrowError("U+0002 at index 0");
    expect(() => escapeAttribute('"\uDBFF" \uFFFF')).toThrowError("U+DBFF at index 1");
    expect(escapeAttribute("\u{10FFFF}&")).toBe("\u{10FFFF}&amp;");
  });

  it("leaves characters above the table alone, astral ones included", () => {
    expect(escapeText("caf\u00e9 & \u20ac \u{1F600} >")).toBe("caf\u00e9 &amp; \u20ac \u{1F600} &gt;");
  });

  it("gives what replacing every character one by one gives, or refuses the first forbidden one", () => {
    const references: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;" };
    const inAttribute: Record<string, string> = { ...references, '"': "&quot;", "\t": "&#9;", "\n": "&#10;" };
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
    const forbidden = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF\p{Cs}]/u;
    const expected = (value: string, table: Record<string, string>): string => {
      const at = value.search(forbidden);
      if (at >= 0) return `refused at index ${at}`;
      return [...value].map((character) => table[character] ?? character).join("");
    };
    const actual = (escape: (value: string) => string, value: string): string => {
      try {
        return escape(value);
      } catch (error) {
        return `refused at index ${/at index (\d+)/.exec(String(error))?.[1] ?? "?"}`;
      }
    };
    const pieces = ["a", "plain run ", "\u00e9", "\u6f22", "&", "<", ">", '"', "'", "\t", "\n", "\r"];
    const rare = ["\u0001", "\u001f", "\ud800", "\udc00", "\ud83d\ude00", "\ufffe", "\uffff", "?", "@"];
    const text = fc
      .array(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...pieces) }, fc.constantFrom(...rare)), {
        maxLength: 40,
      })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(text, text, (first, second) => {
        // Two in a row: what one escape leaves behind must not change the next.
        for (const value of [first, second]) {
          expect(actual(escapeText, value)).toBe(expected(value, references));
          expect(actual(escapeAttribute, value)).toBe(expected(value, inAttribute));
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("XmlWriter.markup of long markup", () => {
  it("keeps the document whole and in order around markup longer than a piece", () => {
    const items = Array.from({ length: 40_000 }, (_, n) => n);
    // As a generated markup function writes a list: long markup moved into `done` in flat pieces.
    const list = (_name: string, values: number[], start: string, end: string) => {
      let xml = `${start}>`;
      let done = "";
      for (const n of values) {
        xml += `<v>${n}</v>`;
        if (xml.length > CHUNK_LENGTH) {
          done += flattened(xml);
          xml = "";
        }
      }
      return done + xml + end;
    };
    const w = new XmlWriter({ namespaces: { s: "urn:s" } }).start("urn:s", "doc");
    for (let i = 0; i < 20_000; i++) w.element("urn:s", "before", String(i));
    w.markup(NS, "list", NS, list, items);
    w.element("urn:s", "after", "x").end();
    const xml = w.toString();
    expect(w.length).toBe(xml.length);
    expect(xml.startsWith(`<s:doc xmlns:s="urn:s" xmlns:xsi="${XSI_NS}"><s:before>0</s:before>`)).toBe(true);
    expect(xml).toContain(`<s:before>19999</s:before><list xmlns="${NS}"><v>0</v><v>1</v>`);
    expect(xml.endsWith(`<v>39999</v></list><s:after>x</s:after></s:doc>`)).toBe(true);
    expect(xml.match(/<s:before>/g)?.length).toBe(20_000);
    expect(xml.match(/<v>/g)?.length).toBe(items.length);
  });
});

describe("XmlWriter.prologue", () => {
  const options = { declaration: true, namespaces: { "": NS, s: "urn:s" } };
  const open = (w: XmlWriter) => w.start("urn:s", "Envelope").start("urn:s", "Body");

  it("starts documents exactly as writing them whole does", () => {
    const prologue = XmlWriter.prologue(options, open);
    const body = (w: XmlWriter) => w.start(NS, "r").element("urn:third", "x", "1").end().end().end();
    const whole = new XmlWriter(options);
    open(whole);
    body(whole);
    const fromPrologue = new XmlWriter({ prologue });
    body(fromPrologue);
    expect(fromPrologue.toString()).toBe(whole.toString());
  });

  it("keeps a prefix one document declares out of the next document's scope", () => {
    const prologue = XmlWriter.prologue(options, open);
    const first = new XmlWriter({ prologue });
    first.start("urn:third", "a").end().end().end();
    const second = new XmlWriter({ prologue });
    second.start(NS, "b").attributeNs("urn:third", "c", "1").end().end().end();
    expect(first.toString()).toContain(`<ns1:a xmlns:ns1="urn:third"/>`);
    expect(second.toString()).toContain(`<b xmlns:ns1="urn:third" ns1:c="1"/>`);
  });

  it("refuses a prologue that declares namespaces below its root", () => {
    expect(() => XmlWriter.prologue(options, (w) => w.start("urn:s", "E").start("urn:x", "B"))).toThrowError(
      XmlWriteError,
    );
  });
});

describe("utf8Bytes", () => {
  it("gives the UTF-8 bytes of ASCII, Latin-1, other planes and lone surrogates", () => {
    expect([...utf8Bytes("a<b>")]).toEqual([0x61, 0x3c, 0x62, 0x3e]);
    expect([...utf8Bytes("\u00e9\u00ff")]).toEqual([0xc3, 0xa9, 0xc3, 0xbf]);
    expect([...utf8Bytes("\u{1F600}")]).toEqual([0xf0, 0x9f, 0x98, 0x80]);
    expect([...utf8Bytes("\uDC00")]).toEqual([0xef, 0xbf, 0xbd]);
    expect(utf8Bytes("").length).toBe(0);
  });

  it("agrees with Buffer.from for any text, one-byte or not, joined from pieces or flat", () => {
    const piece = fc.oneof(
      fc.string({ unit: "grapheme-ascii" }),
      fc.string({ unit: "binary" }),
      fc.constantFrom("\u0080", "\u00ff", "\u0100", "\uD800", "\uDFFF\uD800"),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const text = pieces.reduce((joined, next) => joined + next, "");
        expect(utf8Bytes(text).equals(Buffer.from(text, "utf8"))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe("XmlWriter.nextXsiType", () => {
  const XSD = "http://www.w3.org/2001/XMLSchema";

  it("puts xsi:type on the next element started, whichever method starts it, and on that one only", () => {
    const xml = new XmlWriter({ namespaces: { "": NS } })
      .start(NS, "list")
      .nextXsiType(XSD, "int")
      .element(NS, "value", "5")
      .element(NS, "plain", "6")
      .nextXsiType(NS, "Meal")
      .start(NS, "meal")
      .end()
      .end()
      .toString();
    expect(xml).toBe(
      `<list xmlns="${NS}" xmlns:xsi="${XSI_NS}"><value xmlns:ns1="${XSD}" xsi:type="ns1:int">5</value>` +
        `<plain>6</plain><meal xmlns:ns2="${NS}" xsi:type="ns2:Meal"/></list>`,
    );
  });

  it("writes it into markup's start tag, its prefix never the element's own", () => {
    const meal = (_name: string, id: number, start: string, end: string) => `${start}><id>${id}</id>${end}`;
    const other = "urn:other";
    const xml = new XmlWriter({ namespaces: { "": NS } })
      .nextXsiType(XSD, "anyType")
      .markup(other, "meal", NS, meal, 1)
      .toString();
    expect(xml).toBe(
      `<ns1:meal xmlns="${NS}" xmlns:xsi="${XSI_NS}" xmlns:ns1="${other}" xmlns:ns2="${XSD}" xsi:type="ns2:anyType">` +
        `<id>1</id></ns1:meal>`,
    );
    const root = new XmlWriter({ namespaces: { "": NS, ns1: XSD } })
      .start(NS, "list")
      .nextXsiType(XSD, "int")
      .markup(NS, "meal", NS, meal, 2)
      .end()
      .toString();
    expect(root).toContain('<meal xsi:type="ns1:int"><id>2</id></meal>');
  });
});

describe("QName values", () => {
  it("take no prefix in the default namespace, the one in scope, else one declared on the element", () => {
    const w = new XmlWriter({ namespaces: { "": "urn:d", a: "urn:a" } });
    w.start("urn:d", "root");
    w.attribute("kind", xsQName.format("{urn:b}k", w));
    writeValue(w, "urn:d", "names", listOf(xsQName), ["{urn:d}x", "{urn:a}y", "{urn:c}z", "{urn:b}again"]);
    writeValue(w, "urn:d", "name", xsQName, "{urn:c}w");
    w.end();
    expect(w.toString()).toBe(
      '<root xmlns="urn:d" xmlns:a="urn:a" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:ns1="urn:b" kind="ns1:k">' +
        '<names xmlns:ns2="urn:c">x a:y ns2:z ns1:again</names><name xmlns:ns3="urn:c">ns3:w</name></root>',
    );
  });

  it("in no namespace: written unprefixed without a default namespace, refused under one", () => {
    const plain = new XmlWriter();
    writeValue(plain, "", "name", xsQName, "local");
    expect(plain.toString()).toBe('<name xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">local</name>');
    const qualified = new XmlWriter({ namespaces: { "": "urn:d" } });
    qualified.start("urn:d", "root");
    expect(() => writeValue(qualified, "urn:d", "name", xsQName, "local")).toThrow(
      /a QName in no namespace cannot be written where a default namespace is in scope/,
    );
  });
});
