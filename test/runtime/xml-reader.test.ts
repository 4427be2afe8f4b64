import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  anyElements,
  attribute,
  complexType,
  element,
  list,
  readXml,
  readXmlStream,
  streamItems,
  XmlReadError,
  XmlReader,
  ordered,
  type XmlReadErrorCode,
  type XmlReadOptions,
  unknownElements,
} from "../../generator/runtime/xml-reader.ts";
import { listOf, unionOf, xsInt, xsQName, xsString } from "../../generator/runtime/scalars.ts";
import { XmlWriter } from "../../generator/runtime/xml-writer.ts";
import { XSI_NS } from "../../generator/runtime/xml-names.ts";
import {
  BookResult,
  CalendarNote,
  NS,
  writeBookResult,
  type Booking,
  type BookingWithStatus,
} from "./sample/types.ts";

const ROOT = element(NS, "bookResult", BookResult, { required: true });

function read(xml: string | Uint8Array, options?: XmlReadOptions): BookResult {
  return readXml(xml, ROOT, options);
}

function readError(xml: string | Uint8Array, options?: XmlReadOptions): XmlReadError {
  try {
    read(xml, options);
  } catch (error) {
    if (error instanceof XmlReadError) return error;
    throw error;
  }
  throw new Error("expected an XmlReadError");
}

const minimalBooking = `<hotel.id>7</hotel.id><earliestNonFreeCancellationDate.CET xsi:nil="true"/>`;
const doc = (booking: string, rootAttributes = `xmlns="${NS}" xmlns:xsi="${XSI_NS}"`) =>
  `<bookResult ${rootAttributes}><booking>${booking}</booking></bookResult>`;

const derivedBooking: BookingWithStatus = {
  $type: "BookingWithStatus",
  bookingnumber: "B-1 & <2>",
  hotelId: 42,
  prices: [{ amount: "1234567890123456789.0100", currency: "EUR" }, { amount: "-0.5" }],
  earliestNonFreeCancellationDateCet: "2025-03-01T14:00:00.1234567+01:00",
  hotelNotes: [{ startDate: "2025-01-01T00:00:00", endDate: "2025-12-31T23:59:59Z", text: "line1\nline2" }],
  remark: ["a", "b"],
  bookingStatus: "Active",
};
const sample: BookResult = { booking: derivedBooking };

function write(value: BookResult): string {
  const w = new XmlWriter({ namespaces: { "": NS }, declaration: true });
  writeBookResult(w, NS, "bookResult", value);
  return w.toString();
}

describe("as-if-generated sample round trip", () => {
  it("reads back exactly what was written, derived type and decimal digits included", () => {
    expect(read(write(sample))).toEqual(sample);
  });

  it("keeps nil and absent distinct", () => {
    const value: BookResult = { booking: null };
    expect(read(write(value))).toEqual(value);
    const booking: Booking = { hotelId: 1, earliestNonFreeCancellationDateCet: null, remark: [], prices: [] };
    expect(read(write({ booking }))).toEqual({ booking });
  });

  it("reads an empty wrapper as [] and a missing one as absent", () => {
    const result = read(doc(`${minimalBooking}<hotelNotes/>`));
    expect(result.booking?.hotelNotes).toEqual([]);
    expect(result.booking?.prices).toBeUndefined();
    expect(result.booking?.remark).toEqual([]);
  });
});

describe("namespaces", () => {
  const expected = { booking: { hotelId: 7, earliestNonFreeCancellationDateCet: null, remark: [] } };

  it("keeps an undeclared element under a prefix rebound to another namespace below", () => {
    const xml =
      `<p:bookResult xmlns:p="${NS}"><p:booking><p:hotel.id>7</p:hotel.id>` +
      `<p:other xmlns:p="urn:other"><p:x/></p:other>` +
      `<p:earliestNonFreeCancellationDate.CET xmlns:xsi="${XSI_NS}" xsi:nil="true"/></p:booking></p:bookResult>`;
    const other = { ns: "urn:other", local: "other", prefix: "p" };
    expect(read(xml)).toEqual({
      booking: {
        ...expected.booking,
        $unknown: [{ ...other, children: [{ ns: "urn:other", local: "x", prefix: "p" }] }],
      },
    });
  });

  it("takes an undeclared xsi prefix as XML Schema instance's when lenient, as node-soap's server writes it", () => {
    const xml = doc(minimalBooking, `xmlns="${NS}"`);
    expect(read(xml)).toEqual(expected);
    const error = readError(xml, { strict: true });
    expect(error.code).toBe("malformed");
    expect(error.reason).toContain('unbound namespace prefix: "xsi"');
    expect(readError(doc(minimalBooking.replaceAll("xsi:", "i:"), `xmlns="${NS}"`)).reason).toContain(
      'unbound namespace prefix: "i"',
    );
  });

  it("takes undeclared msdata and diffgr prefixes as .NET's DataSet namespaces when lenient, as node-soap writes them", () => {
    const xml = doc(
      `<extra msdata:IsDataSet="true"><diffgr:before/></extra>${minimalBooking}`,
      `xmlns="${NS}" xmlns:xsi="${XSI_NS}"`,
    );
    expect(unknownElements(read(xml).booking)).toEqual([
      {
        path: "",
        element: {
          ns: NS,
          local: "extra",
          attributes: { "{urn:schemas-microsoft-com:xml-msdata}IsDataSet": "true" },
          namespaces: { msdata: "urn:schemas-microsoft-com:xml-msdata" },
          children: [
            {
              ns: "urn:schemas-microsoft-com:xml-diffgram-v1",
              local: "before",
              prefix: "diffgr",
            },
          ],
        },
      },
    ]);
    expect(readError(xml, { strict: true }).reason).toContain('unbound namespace prefix: "msdata"');
  });

  it.each([
    ["default namespace", doc(minimalBooking)],
    [
      "a prefix",
      `<b:bookResult xmlns:b="${NS}" xmlns:i="${XSI_NS}"><b:booking><b:hotel.id>7</b:hotel.id>` +
        `<b:earliestNonFreeCancellationDate.CET i:nil="1"/></b:booking></b:bookResult>`,
    ],
    [
      "a different prefix per element and a redeclared default",
      `<x:bookResult xmlns:x="${NS}"><y:booking xmlns:y="${NS}"><hotel.id xmlns="${NS}">7</hotel.id>` +
        `<z:earliestNonFreeCancellationDate.CET xmlns:z="${NS}" xmlns:q="${XSI_NS}" q:nil="true"/>` +
        `</y:booking></x:bookResult>`,
    ],
  ])("accepts %s", (_name, xml) => {
    expect(read(xml)).toEqual(expected);
  });

  it("matches on the namespace, not the prefix", () => {
    const xml = `<bookResult xmlns="urn:wrong"><booking/></bookResult>`;
    expect(readError(xml).reason).toContain(`expected root element {${NS}}bookResult`);
  });

  it("resolves xsi:type through any prefix", () => {
    const xml = doc(
      `${minimalBooking}<bookingStatus>NotActive</bookingStatus>`,
      `xmlns="${NS}" xmlns:xsi="${XSI_NS}" xmlns:t="${NS}"`,
    ).replace("<booking>", `<booking xsi:type="t:BookingWithStatus">`);
    expect(read(xml).booking).toMatchObject({ $type: "BookingWithStatus", bookingStatus: "NotActive" });
  });
});

describe("QName values", () => {
  interface Names {
    kind?: string;
    name: string;
    names?: string[];
    either?: number | string;
  }
  const Names = complexType<Names>({
    ns: "urn:q",
    name: "Names",
    fields: {
      kind: attribute("kind", xsQName),
      name: element("urn:q", "name", xsQName, { required: true }),
      names: element("urn:q", "names", listOf(xsQName)),
      either: element("urn:q", "either", unionOf<number | string>("IntOrName", [xsInt, xsQName])),
    },
  });
  const NAMES = element("urn:q", "names", Names, { required: true });
  // Both readers: the scanner's fast path, and saxes, to which a comment sends the document.
  const readBoth = (xml: string) => [readXml(xml, NAMES), readXml(`<!---->${xml}`, NAMES)];

  it("resolve a prefix declared on the element itself, or another than the writer's, and the default namespace", () => {
    const xml =
      '<q:names xmlns:q="urn:q" xmlns:a="urn:a" kind="a:k"><q:name xmlns:b="urn:b">b:n</q:name>' +
      '<q:names xmlns="urn:d"> a:x y </q:names><q:either xmlns:c="urn:a">c:e</q:either></q:names>';
    for (const value of readBoth(xml))
      expect(value).toEqual({
        kind: "{urn:a}k",
        name: "{urn:b}n",
        names: ["{urn:a}x", "{urn:d}y"],
        either: "{urn:a}e",
      });
  });

  it("refuse an unbound prefix, in text and in an attribute", () => {
    for (const xml of [
      '<names xmlns="urn:q"><name>z:n</name></names>',
      '<names xmlns="urn:q"><name>n</name><names>n z:n</names></names>',
      '<names xmlns="urn:q" kind="z:k"><name>n</name></names>',
    ])
      for (const read of [() => readXml(xml, NAMES), () => readXml(`<!---->${xml}`, NAMES)])
        expect(read).toThrow(/"z:[nk]" is not a valid QName: prefix z is not bound/);
  });
});

describe("members with one local name in two namespaces", () => {
  interface Pair {
    mine: string;
    theirs?: string;
  }
  const Pair = complexType<Pair>({
    ns: NS,
    name: "Pair",
    fields: {
      mine: element(NS, "value", xsString, { required: true }),
      theirs: element("urn:other", "value", xsString),
    },
  });

  it("tells them apart by namespace", () => {
    const xml = `<pair xmlns="${NS}" xmlns:o="urn:other"><o:value>b</o:value><value>a</value><x:value xmlns:x="urn:x">c</x:value></pair>`;
    expect(readXml(xml, element(NS, "pair", Pair))).toEqual({
      mine: "a",
      theirs: "b",
      $unknown: [{ ns: "urn:x", local: "value", prefix: "x", children: ["c"] }],
    });
  });
});

describe("a wildcard's typed elements with one local name in two namespaces", () => {
  interface Open {
    $any: unknown[];
  }
  const Open = complexType<Open>({
    ns: NS,
    name: "Open",
    fields: {
      $any: anyElements("##any", NS, {}, "lax", () => [
        element("urn:a", "tag", xsString),
        element("urn:b", "tag", xsInt),
      ]),
    },
  });

  it("reads each typed by its own declaration, and one of neither as XML, with both readers", () => {
    const content = `<a:tag xmlns:a="urn:a">x</a:tag><b:tag xmlns:b="urn:b">5</b:tag><c:tag xmlns:c="urn:c">z</c:tag>`;
    for (const xml of [
      `<open xmlns="${NS}">${content}</open>`,
      `<open xmlns="${NS}"><!-- saxes -->${content}</open>`,
    ])
      expect(readXml(xml, element(NS, "open", Open))).toEqual({
        $any: [
          { $element: "{urn:a}tag", value: "x" },
          { $element: "{urn:b}tag", value: 5 },
          { ns: "urn:c", local: "tag", prefix: "c", children: ["z"] },
        ],
      });
  });
});

describe("a declared element met again before a wildcard that allows it", () => {
  interface Container {
    item: string;
    $any: unknown[];
  }
  const item = element(NS, "item", xsString);
  const Container = complexType<Container>({
    ns: NS,
    name: "Container",
    fields: {
      item: element(NS, "item", xsString, { required: true }),
      $any: anyElements("##any", NS, { minOccurs: 1 }, "strict", () => [item]),
    },
  });

  it("reads it as the wildcard's, typed, strictly and with both readers", () => {
    const content = "<item>a</item><item>b</item><item>c</item>";
    for (const xml of [
      `<container xmlns="${NS}">${content}</container>`,
      `<container xmlns="${NS}"><!-- saxes -->${content}</container>`,
    ])
      expect(readXml(xml, element(NS, "container", Container), { strict: true })).toEqual({
        item: "a",
        $any: [
          { $element: `{${NS}}item`, value: "b" },
          { $element: `{${NS}}item`, value: "c" },
        ],
      });
  });
});

describe("many elements kept as XML", () => {
  interface Open {
    $any: unknown[];
  }
  const Open = complexType<Open>({
    ns: NS,
    name: "Open",
    fields: { $any: anyElements("##other", NS, {}, "lax", () => []) },
  });

  it("keeps each under its own name, past the names read before and in two namespaces, with both readers", () => {
    // More distinct names than the reader keeps bindings for, each twice, in two namespaces, and long ones.
    const names = Array.from(
      { length: 150 },
      (_, index) => `e${index}${"x".repeat(index % 3 === 0 ? 300 : 0)}`,
    );
    const kept = names.flatMap((local) => [
      { ns: "urn:a", local, prefix: "a", children: [local.slice(0, 4)] },
      { ns: "urn:b", local, prefix: "b", children: [local.slice(0, 4)] },
    ]);
    const markup = kept
      .map(
        ({ ns, local, prefix }) =>
          `<${prefix}:${local} xmlns:${prefix}="${ns}">${local.slice(0, 4)}</${prefix}:${local}>`,
      )
      .join("");
    const unknown = `<unknown1 xmlns="urn:c"/><unknown2 xmlns="urn:c"><unknown1/></unknown2>`;
    for (const xml of [
      `<open xmlns="${NS}">${markup}${markup}<mine>${unknown}</mine></open>`,
      `<open xmlns="${NS}"><!-- saxes -->${markup}${markup}<mine>${unknown}</mine></open>`,
    ]) {
      const value = readXml(xml, element(NS, "open", Open), { maxNameLength: 1024 });
      expect(value.$any).toEqual([...kept, ...kept]);
      expect(unknownElements(value).map(({ element }) => `${element.ns} ${element.local}`)).toEqual([
        `${NS} mine`,
      ]);
    }
  });
});

describe("repeated members longer than the reader's blocks", () => {
  interface Long {
    v: number[];
    ab: ({ a: number } | { b: string })[];
  }
  const Long = complexType<Long>({
    ns: NS,
    name: "Long",
    fields: {
      v: element(NS, "v", xsInt, { repeated: true }),
      ab: ordered(
        { a: element(NS, "a", xsInt), b: element(NS, "b", xsString) },
        { a: (value) => ({ a: value }), b: (value) => ({ b: value }) },
      ),
    },
  });
  interface Mixed {
    $content: (string | { em: string })[];
  }
  const Mixed = complexType<Mixed>({
    ns: NS,
    name: "Mixed",
    fields: {
      $content: ordered(
        { em: element(NS, "em", xsString) },
        { em: (value) => ({ em: value }) },
        { mixed: true },
      ),
    },
  });
  // Past the items kept in one array and two blocks after them, the last one partly filled.
  const count = 10_000;
  const indexes = Array.from({ length: count }, (_, index) => index);

  it("reads every item in document order, with both readers", () => {
    const ab = indexes.map((index) => (index % 3 === 0 ? { b: `b${index}` } : { a: index }));
    const markup =
      indexes.map((index) => `<v>${index}</v>`).join("") +
      ab.map((item) => ("a" in item ? `<a>${item.a}</a>` : `<b>${item.b}</b>`)).join("");
    for (const xml of [
      `<long xmlns="${NS}">${markup}</long>`,
      `<long xmlns="${NS}"><!-- saxes -->${markup}</long>`,
    ]) {
      const value = readXml(xml, element(NS, "long", Long));
      expect(value.v).toEqual(indexes);
      expect(value.ab).toEqual(ab);
    }
  });

  it("joins the text of mixed content around references and CDATA, past the first blocks, with both readers", () => {
    const content = indexes.flatMap((index) => [`t${index} & <x>`, { em: `e${index}` }]);
    const markup = indexes.map((index) => `t${index} &amp; <![CDATA[<x>]]><em>e${index}</em>`).join("");
    for (const xml of [
      `<mixed xmlns="${NS}">${markup}</mixed>`,
      `<mixed xmlns="${NS}"><!-- saxes -->${markup}</mixed>`,
    ]) {
      const value = readXml(xml, element(NS, "mixed", Mixed));
      expect(value.$content).toEqual(content);
    }
  });
});

describe("character data", () => {
  it("reads CDATA, character references and predefined entities", () => {
    const xml = doc(
      `<bookingnumber>&#65;&#x42;<![CDATA[<&>]]>&amp;&lt;&gt;&quot;&apos;</bookingnumber>${minimalBooking}`,
    );
    expect(read(xml).booking?.bookingnumber).toBe(`AB<&>&<>"'`);
  });

  it("reads attributes with references", () => {
    const value = readXml(
      `<n xmlns="${NS}" start_date="2025-01-01T00:00:00" end_date="2025-01-0&#50;T00:00:00"/>`,
      element(NS, "n", CalendarNote),
    );
    expect(value.endDate).toBe("2025-01-02T00:00:00");
  });
});

describe("unknown content", () => {
  const withUnknown = doc(`<extra a="1"><deep><deeper>text</deeper></deep></extra>${minimalBooking}`);

  it("keeps unknown elements with their subtree by default, under $unknown, with both readers", () => {
    const extra = {
      ns: NS,
      local: "extra",
      attributes: { a: "1" },
      children: [{ ns: NS, local: "deep", children: [{ ns: NS, local: "deeper", children: ["text"] }] }],
    };
    for (const xml of [withUnknown, withUnknown.replace("<extra", "<!-- saxes --><extra")]) {
      const booking = read(xml).booking;
      expect(booking?.hotelId).toBe(7);
      expect(unknownElements(booking)).toEqual([{ path: "", element: extra }]);
      expect(unknownElements({ booking }, "result")).toEqual([{ path: "result.booking", element: extra }]);
    }
  });

  it("rejects them under strict", () => {
    const error = readError(withUnknown, { strict: true });
    expect(error.code).toBe("invalid");
    expect(error.reason).toContain("unexpected element");
  });

  describe("a member in another namespace than its declaration's", () => {
    const A = "urn:example:order";
    const B = "urn:example:party";
    interface Party {
      name: string;
      phones: string[];
      tags?: string[];
    }
    const Party = complexType<Party>({
      ns: B,
      name: "Party",
      fields: {
        name: element(B, "name", xsString, { required: true }),
        phones: element(B, "phone", xsString, { repeated: true }),
        tags: list(B, "tags", B, "tag", xsString),
      },
    });
    const Extended = complexType<Party & { $any: unknown[] }>({
      ns: B,
      name: "Extended",
      fields: { ...Party.definition.fields, $any: anyElements("##other", B) },
    });
    const partyOf = (type: typeof Party | typeof Extended) =>
      element(A, "order", () =>
        complexType<{ party: Party }>({
          ns: A,
          name: "Order",
          fields: { party: element(A, "party", () => type, { required: true }) },
        }),
      );
    // node-soap's server writes a member of a type from another schema in its parent's namespace.
    const written = (content: string) => `<order xmlns="${A}"><party>${content}</party></order>`;
    const misplaced = written(
      "<name>Ada</name><phone>1</phone><phone>2</phone><tags><tag>x</tag></tags><name>again</name>",
    );

    it("fills that member leniently, with both readers; one filled already is kept as unknown", () => {
      for (const xml of [misplaced, misplaced.replace("<name>", "<!-- saxes --><name>")]) {
        const party = readXml(xml, partyOf(Party)).party;
        expect({ ...party }).toEqual({
          name: "Ada",
          phones: ["1", "2"],
          tags: ["x"],
          $unknown: [{ ns: A, local: "name", children: ["again"] }],
        });
      }
      const unqualified = `<o:order xmlns:o="${A}"><o:party><name>Ada</name><phone>1</phone></o:party></o:order>`;
      expect(readXml(unqualified, partyOf(Party)).party).toEqual({ name: "Ada", phones: ["1"] });
    });

    it("is refused under strict reading, and goes to a wildcard that allows its namespace", () => {
      expect(() => readXml(misplaced, partyOf(Party), { strict: true })).toThrow(/unexpected element/);
      const party = readXml(
        written(`<name xmlns="${B}">Ada</name><name>other</name>`),
        partyOf(Extended),
      ).party;
      expect(party).toEqual({
        name: "Ada",
        phones: [],
        $any: [{ ns: A, local: "name", children: ["other"] }],
      });
    });
  });

  it("rejects unknown attributes and stray text only under strict", () => {
    const xml = doc(`stray${minimalBooking}`).replace("<booking>", '<booking unknown="1">');
    expect(read(xml).booking?.hotelId).toBe(7);
    expect(readError(xml, { strict: true }).reason).toContain("unknown attribute");
    expect(readError(doc(`stray${minimalBooking}`), { strict: true }).reason).toContain(
      "text is not allowed",
    );
  });
});

describe("invalid content", () => {
  it.each([
    ["a missing required element", doc(`<earliestNonFreeCancellationDate.CET xsi:nil="true"/>`), "hotel.id"],
    ["a bad int", doc(`<hotel.id>abc</hotel.id>`), '"abc" is not a valid int'],
    ["an int out of range", doc(`<hotel.id>2147483648</hotel.id>`), "outside"],
    ["nil where not nillable", doc(`<hotel.id xsi:nil="true"/>`), "not nillable"],
    [
      "content in a nil element",
      doc(
        `<hotel.id>1</hotel.id><earliestNonFreeCancellationDate.CET xsi:nil="true">x</earliestNonFreeCancellationDate.CET>`,
      ),
      "has content",
    ],
    [
      "a bad xsi:nil",
      doc(`<hotel.id>1</hotel.id><earliestNonFreeCancellationDate.CET xsi:nil="yes"/>`),
      "not a boolean",
    ],
    [
      "a missing required attribute",
      doc(`${minimalBooking}<hotelNotes><hotelNote/></hotelNotes>`),
      "start_date",
    ],
  ])("reports %s", (_name, xml, reason) => {
    const error = readError(xml);
    expect(error.code).toBe("invalid");
    expect(error.reason).toContain(reason);
  });

  it("refuses an xsi:type that is neither the declared type nor derived from it, strict or not", () => {
    const xml = doc(minimalBooking).replace("<booking>", `<booking xsi:type="Unknown">`);
    for (const options of [{}, { strict: true }]) {
      const error = readError(xml, options);
      expect([error.code, error.reason]).toEqual([
        "invalid",
        `xsi:type {${NS}}Unknown is not Booking or a type derived from it`,
      ]);
    }
  });

  it("refuses a member that is not repeated twice, strict or not", () => {
    const xml = doc(`<hotel.id>7</hotel.id>${minimalBooking}`);
    for (const options of [{}, { strict: true }]) {
      const error = readError(xml, options);
      expect([error.code, error.reason]).toEqual(["invalid", "<hotel.id> appears more than once in Booking"]);
    }
  });
});

describe("hostile and malformed input", () => {
  const cases: [string, string | Uint8Array, XmlReadErrorCode, string][] = [
    [
      "billion laughs",
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>` +
        `<bookResult xmlns="${NS}">&lol2;</bookResult>`,
      "doctype",
      "DOCTYPE",
    ],
    [
      "an external entity",
      `<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><bookResult xmlns="${NS}">&xxe;</bookResult>`,
      "doctype",
      "DOCTYPE",
    ],
    ["a plain DOCTYPE", `<!DOCTYPE bookResult><bookResult xmlns="${NS}"/>`, "doctype", "DOCTYPE"],
    ["an undefined entity", doc(`<bookingnumber>&foo;</bookingnumber>`), "malformed", "undefined entity"],
    [
      "a mismatched end tag",
      `<bookResult xmlns="${NS}"><booking></bookResult>`,
      "malformed",
      "unexpected close tag",
    ],
    ["an unbound prefix", `<p:bookResult/>`, "malformed", "unbound namespace prefix"],
    ["no root", ``, "malformed", "document must contain a root element"],
    [
      "a declared non-UTF-8 encoding",
      `<?xml version="1.0" encoding="ISO-8859-1"?><x/>`,
      "encoding",
      "ISO-8859-1",
    ],
    ["invalid UTF-8 bytes", Uint8Array.from([0x3c, 0x61, 0xff, 0x3e]), "encoding", "not valid UTF-8"],
    ["a UTF-16 byte order mark", Uint8Array.from([0xff, 0xfe, 0x3c, 0x00]), "encoding", "UTF-16"],
    ["UTF-16 without byte order mark", Uint8Array.from([0x3c, 0x00, 0x61, 0x00]), "encoding", "UTF-16"],
  ];
  it.each(cases)("refuses %s", (_name, input, code, reason) => {
    const error = readError(input);
    expect(error.code).toBe(code);
    expect(error.reason).toContain(reason);
  });

  it("refuses a DOCTYPE split across chunks, and accepts the same characters as data after the root", () => {
    const reader = new XmlReader(ROOT);
    reader.write("<?xml version='1.0'?><!DOC");
    expect(() => reader.write(`TYPE x><bookResult xmlns="${NS}"/>`)).toThrowError("DOCTYPE is not allowed");
    const xml = doc(`<bookingnumber><![CDATA[<!DOCTYPE x>]]></bookingnumber>${minimalBooking}`);
    expect(read(xml).booking?.bookingnumber).toBe("<!DOCTYPE x>");
  });

  it("does not mistake an error thrown by a stream callback for malformed XML", () => {
    const failure = new RangeError("callback failed");
    const streams = [
      streamItems(NS, "hotelNote", CalendarNote, () => {
        throw failure;
      }),
    ];
    const xml = doc(
      `${minimalBooking}<hotelNotes><hotelNote start_date="2025-01-01T00:00:00" end_date="2025-01-01T00:00:00"/></hotelNotes>`,
    );
    expect(() => read(xml, { streams })).toThrowError(failure);
  });

  it("accepts a UTF-8 byte order mark and a UTF-8 declaration", () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${doc(minimalBooking)}`),
    ]);
    expect(read(new Uint8Array(bytes)).booking?.hotelId).toBe(7);
  });

  it("reports line and column", () => {
    const error = readError(`<bookResult xmlns="${NS}">\n  <booking>\n    <hotel.id>x</hotel.id>`);
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/^3:\d+: /);
    const malformed = readError(`<bookResult xmlns="${NS}">\n\n  <a b="1" b="2"/>`);
    expect([malformed.line, malformed.code]).toEqual([3, "malformed"]);
  });
});

describe("bounds", () => {
  const nested = (depth: number) =>
    `<bookResult xmlns="${NS}">${"<x>".repeat(depth)}${"</x>".repeat(depth)}</bookResult>`;
  const cases: [string, string, XmlReadOptions, string][] = [
    ["depth", nested(10), { maxDepth: 5 }, "nested deeper than 5"],
    [
      "element count",
      doc(`${minimalBooking}${"<remark>r</remark>".repeat(20)}`),
      { maxElements: 10 },
      "more than 10 elements",
    ],
    [
      "attributes per element",
      `<bookResult xmlns="${NS}" a="1" b="2" c="3" d="4"/>`,
      { maxAttributes: 3 },
      "more than 3 attributes",
    ],
    [
      "name length",
      `<bookResult xmlns="${NS}"><${"n".repeat(40)}/></bookResult>`,
      { maxNameLength: 32 },
      "name longer than 32",
    ],
    [
      "attribute name length",
      `<bookResult xmlns="${NS}" ${"a".repeat(40)}="1"/>`,
      { maxNameLength: 32 },
      "name longer than 32",
    ],
    [
      "text length",
      doc(`<bookingnumber>${"x".repeat(100)}</bookingnumber>`),
      { maxTextLength: 50 },
      "text longer than 50",
    ],
    [
      "attribute length",
      `<bookResult xmlns="${NS}" a="${"v".repeat(100)}"/>`,
      { maxAttributeLength: 50 },
      "attribute value longer than 50",
    ],
    ["input size", doc(minimalBooking), { maxInputSize: 100 }, "input larger than 100"],
  ];
  it.each(cases)("enforces %s", (_name, xml, options, reason) => {
    const error = readError(xml, options);
    expect(error.code).toBe("limit");
    expect(error.reason).toContain(reason);
  });

  it("has safe defaults: depth 64 stops a deep nesting bomb", () => {
    expect(readError(nested(10_000)).reason).toContain("nested deeper than 64");
  });

  it("counts skipped elements and their depth too", () => {
    expect(readError(doc(`${minimalBooking}${nested(3)}`), { maxDepth: 4 }).code).toBe("limit");
  });
});

describe("chunked and streaming input", () => {
  it("reads input split at every byte, multi-byte characters included", () => {
    const bytes = new TextEncoder().encode(
      write({ booking: { ...derivedBooking, bookingnumber: "Café € \u{1F600}" } }),
    );
    const reader = new XmlReader(ROOT);
    for (let i = 0; i < bytes.length; i++) reader.write(bytes.subarray(i, i + 1));
    expect(reader.close().booking?.bookingnumber).toBe("Café € \u{1F600}");
  });

  it("strips a byte order mark split across chunks and refuses invalid bytes in a later chunk", () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(doc(minimalBooking))]);
    const reader = new XmlReader(ROOT);
    reader.write(bytes.subarray(0, 1));
    reader.write(bytes.subarray(1, 2));
    reader.write(bytes.subarray(2));
    expect(reader.close().booking?.hotelId).toBe(7);
    const broken = new XmlReader(ROOT);
    broken.write(Buffer.from(`<bookResult xmlns="${NS}"><booking>`));
    expect(() => broken.write(Uint8Array.from([0xc3, 0x28]))).toThrowError("not valid UTF-8");
  });

  it("hands the items of an unbounded list to a callback with flat memory", async () => {
    const items = 100_000;
    const note = `<hotelNote start_date="2025-01-01T00:00:00" end_date="2025-01-02T00:00:00"><text>a note of some length</text></hotelNote>`;
    async function* chunks() {
      yield (
        `<bookResult xmlns="${NS}"><booking><hotel.id>1</hotel.id>` +
        `<earliestNonFreeCancellationDate.CET xmlns:i="${XSI_NS}" i:nil="true"/><hotelNotes>`
      );
      for (let i = 0; i < items / 1000; i++) yield Buffer.from(note.repeat(1000));
      yield `</hotelNotes></booking></bookResult>`;
    }
    let count = 0;
    let lastText = "";
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const result = await readXmlStream(Readable.from(chunks()), ROOT, {
      maxElements: 10_000_000,
      maxInputSize: 1 << 30,
      streams: [
        streamItems(NS, "hotelNote", CalendarNote, (item) => {
          count++;
          lastText = item.text ?? "";
          if (count % 20_000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
        }),
      ],
    });
    expect(count).toBe(items);
    expect(lastText).toBe("a note of some length");
    expect(result.booking?.hotelNotes).toEqual([]);
    // ~12 MB of input; collected, the notes alone would take far more than this.
    expect(peak - before).toBeLessThan(40 << 20);
  });

  it("streams only where the declared type matches", () => {
    let count = 0;
    const value = readXml(doc(`${minimalBooking}<remark>1</remark>`), ROOT, {
      streams: [streamItems(NS, "remark", xsInt, () => count++)],
    });
    expect(count).toBe(0);
    expect(value.booking?.remark).toEqual(["1"]);
  });
});
