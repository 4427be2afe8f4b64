// The open constructs of test/fixtures/emit/open-content, through the package the generator emits for it:
// wildcards (xs:any, xs:anyAttribute) and unknown content kept on read and written back. Both readers are
// exercised: plain documents take the scanner's fast path, a comment sends a document to saxes. What is
// written validates against the case's schema under libxml2; fast-check round-trips arbitrary fragments;
// a call goes over real HTTP through the generated client and server.
import { readFile } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { XmlElement } from "../../generator/runtime/xml-element.ts";
import { CHUNK_LENGTH } from "../../generator/runtime/xml-writer.ts";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "./emitted-case.ts";

const NS = "urn:emit:open-content";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

interface Document {
  id: string;
  revision?: number;
  $any: XmlElement[];
  $anyAttributes?: Record<string, string>;
  slot?: Slot;
  note?: { lang?: string; $content: (string | XmlElement | { b: string } | { i: string } | { ref: Slot })[] };
  basket?: {
    owner: string;
    ibanOrVoucherOrCard: ({ iban: string } | { voucher: string | null } | { card: Slot })[];
  };
  payload?: AnyType;
  property?: AnyType;
}

interface AnyType {
  $type?: string;
  $anyAttributes?: Record<string, string>;
  $content: (string | XmlElement | { $element: string; value: unknown })[];
}

interface Slot {
  label: string;
  $any: XmlElement[];
}

interface Package {
  parseExchange(xml: string, options?: { strict?: boolean }): { document: Document };
  serializeExchange(value: { document: Document }, declaration?: boolean): string;
  validateDocument(value: unknown): readonly { path: string; message: string }[];
  unknownElements(value: unknown): readonly { path: string; element: XmlElement }[];
  parseGetOrdersResult(xml: string, options?: { strict?: boolean }): { $any: XmlElement[] };
  serializeGetOrdersResult(value: { $any: XmlElement[] }, declaration?: boolean): string;
  validateGetOrdersResult(value: unknown): readonly { path: string; message: string }[];
  dataSetTables(content: readonly XmlElement[]): Record<string, Record<string, string>[]>;
  Exchanger: unknown;
  ExchangerMock: Record<string, unknown>;
  ExchangerClient: new (options: Record<string, unknown>) => {
    exchange(request: { document: Document }): Promise<Document | undefined>;
  };
  createServiceListener(service: unknown, handlers: unknown): RequestListener;
  createSoapServer(listener: RequestListener): Server;
}

let written: WrittenCase | undefined;
let pkg: Package;
let schema = "";

beforeAll(async () => {
  written = await writeEmittedCase("open-content");
  pkg = (await import(written.index)) as Package;
  schema = await readFile(path.join(fixtureFolder("open-content"), "types.xsd"), "utf8");
});

afterAll(async () => {
  await written?.remove();
});

/** Issues libxml2 finds in each document against the case's schema. */
async function schemaIssues(documents: readonly string[]): Promise<unknown[]> {
  const report = await validateXmlDocuments({
    schema: { fileName: "types.xsd", contents: schema },
    imports: [],
    documents: documents.map((contents, index) => ({ fileName: `${index}.xml`, contents })),
  });
  return report.documents.map((document) => document.issues);
}

const exchange = (document: string, declarations = "") =>
  `<Exchange xmlns="${NS}" xmlns:x="urn:x" xmlns:q="urn:q"${declarations}>${document}</Exchange>`;

const FOREIGN =
  '<document xmlns:o="urn:emit:open-content" o:revision="3" x:flag="on" q:note="a&amp;b &lt;c&gt;" xml:lang="de"><id>7</id>' +
  '<x:extra x:kind="k" plain="p"><x:inner>text &lt; more<y xmlns="urn:y" attr="1"/></x:inner>tail</x:extra>' +
  `<q:empty xmlns:xsi="${XSI}" xsi:nil="true"/>` +
  '<slot><label>L</label><free xmlns="">no <b>namespace</b></free></slot></document>';

const FOREIGN_VALUE: Document = {
  $anyAttributes: {
    "{urn:x}flag": "on",
    "{urn:q}note": "a&b <c>",
    "{http://www.w3.org/XML/1998/namespace}lang": "de",
  },
  id: "7",
  revision: 3,
  $any: [
    {
      ns: "urn:x",
      local: "extra",
      prefix: "x",
      attributes: { "{urn:x}kind": "k", plain: "p" },
      children: [
        {
          ns: "urn:x",
          local: "inner",
          prefix: "x",
          children: ["text < more", { ns: "urn:y", local: "y", attributes: { attr: "1" } }],
        },
        "tail",
      ],
    },
    {
      ns: "urn:q",
      local: "empty",
      prefix: "q",
      namespaces: { xsi: XSI },
      attributes: { [`{${XSI}}nil`]: "true" },
    },
  ],
  slot: {
    label: "L",
    $any: [
      {
        ns: "",
        local: "free",
        children: ["no ", { ns: "", local: "b", children: ["namespace"] }],
      },
    ],
  },
};

describe("open-content: wildcards", () => {
  it("keep foreign elements and attributes on read, with both readers, strict or not", () => {
    const plain = exchange(FOREIGN);
    // A comment makes the scanner decline: saxes reads the same document.
    const commented = exchange(`<!-- via saxes -->${FOREIGN}`);
    for (const xml of [plain, commented])
      for (const strict of [false, true]) {
        const value = pkg.parseExchange(xml, { strict }).document;
        expect(value, `${strict}`).toStrictEqual(FOREIGN_VALUE);
      }
  });

  it("write fragments back as equivalent, schema-valid XML that reads back the same", async () => {
    const xml = pkg.serializeExchange({ document: FOREIGN_VALUE });
    expect(pkg.parseExchange(xml, { strict: true }).document).toStrictEqual(FOREIGN_VALUE);
    expect(xml).toContain('<x:extra xmlns:x="urn:x" x:kind="k" plain="p">');
    expect(xml).toContain('<free xmlns="">no <b>namespace</b></free>');
    expect(await schemaIssues([xml, exchange(FOREIGN)])).toEqual([[], []]);
  });

  it("honour the namespace constraint: an element the wildcard does not allow is unknown", () => {
    // urn:emit:open-content is not ##other, and urn:z is neither ##local nor urn:emit:extra.
    const xml = exchange(
      '<document><id>1</id><sneaky>in the target namespace</sneaky><slot><label>L</label><z:v xmlns:z="urn:z"/></slot></document>',
    );
    expect(() => pkg.parseExchange(xml, { strict: true })).toThrow(
      /unexpected element \{urn:emit:open-content\}sneaky/,
    );
    const value = pkg.parseExchange(xml).document;
    expect(value.$any).toEqual([]);
    expect(value.slot?.$any).toEqual([]);
    expect(pkg.unknownElements(value)).toEqual([
      {
        path: "",
        element: { ns: NS, local: "sneaky", children: ["in the target namespace"] },
      },
      { path: "slot", element: { ns: "urn:z", local: "v", prefix: "z" } },
    ]);
  });

  it("outside their namespace constraint are refused by the writers, element by element or as markup", () => {
    // Document is written element by element (a qualified attribute), Slot as markup.
    expect(() => pkg.serializeExchange({ document: { id: "1", $any: [{ ns: NS, local: "own" }] } })).toThrow(
      /\{urn:emit:open-content\}own is outside the namespaces its wildcard allows \(##other of urn:emit:open-content\)/,
    );
    const slot = { label: "L", $any: [{ ns: "urn:z", local: "v" }] };
    expect(() => pkg.serializeExchange({ document: { id: "1", $any: [], slot } })).toThrow(
      /\{urn:z\}v is outside the namespaces its wildcard allows \(\["","urn:emit:extra"\]/,
    );
  });

  it("are checked by the validators: shape, namespace and occurrence", () => {
    expect(pkg.validateDocument(FOREIGN_VALUE)).toEqual([]);
    const bad = {
      id: "1",
      $any: [{ ns: NS, local: "mine" }, { local: "nameless" }],
      $anyAttributes: { "{urn:emit:open-content}own": "1", plain: 2 },
      slot: { label: "L", $any: [] },
    };
    expect(pkg.validateDocument(bad)).toEqual([
      {
        path: '$anyAttributes."{urn:emit:open-content}own"',
        message: "namespace is not allowed by the wildcard",
      },
      { path: '$anyAttributes."plain"', message: expect.stringMatching(/must be a string/) },
      { path: '$anyAttributes."plain"', message: "namespace is not allowed by the wildcard" },
      { path: "$any[0]", message: 'namespace "urn:emit:open-content" is not allowed by the wildcard' },
      { path: "$any[1]", message: expect.stringMatching(/must be an XmlElement/) },
      { path: "slot.$any", message: expect.stringMatching(/at least 1/) },
    ]);
  });
});

describe("open-content: unknown content", () => {
  const NEWER =
    '<document><id>1</id><slot><label>L</label><free xmlns=""/><Error code="E1">Quota exceeded</Error></slot>' +
    "<Warning>late</Warning></document>";

  it("is kept by a lenient reader in $unknown, with both readers, and refused by a strict one", () => {
    for (const xml of [exchange(NEWER), exchange(`<!---->${NEWER}`)]) {
      expect(() => pkg.parseExchange(xml, { strict: true })).toThrow(/unexpected element/);
      const value = pkg.parseExchange(xml).document as Document & { $unknown?: XmlElement[] };
      expect(value.$unknown).toEqual([{ ns: NS, local: "Warning", children: ["late"] }]);
      expect(pkg.unknownElements(value)).toEqual([
        {
          path: "slot",
          element: {
            ns: NS,
            local: "Error",
            attributes: { code: "E1" },
            children: ["Quota exceeded"],
          },
        },
        { path: "", element: value.$unknown?.[0] },
      ]);
    }
  });

  it("is left out when the value is written back, so that what goes out validates", async () => {
    const read = pkg.parseExchange(exchange(NEWER)).document;
    expect(pkg.unknownElements(read)).toHaveLength(2);
    expect(pkg.validateDocument(read)).toEqual([]);
    // Document is written element by element, Slot as markup: neither writes what it does not declare.
    const xml = pkg.serializeExchange({ document: read });
    expect(xml).not.toMatch(/Warning|Error|Quota/);
    expect(await schemaIssues([xml])).toEqual([[]]);
    const declared = (value: object) =>
      Object.fromEntries(Object.entries(value).filter(([key]) => key !== "$unknown"));
    expect(pkg.parseExchange(xml, { strict: true }).document).toStrictEqual({
      ...declared(read),
      slot: declared(read.slot ?? {}),
    });
  });

  it("reaches the client over real HTTP, and wildcard content travels both ways", async () => {
    const server = pkg.createSoapServer(
      pkg.createServiceListener(pkg.Exchanger, {
        ...pkg.ExchangerMock,
        exchange: async (request: { document: Document }) => request.document,
      }),
    );
    // A newer server: answers with an element this package's schema does not declare.
    const newer = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/xml; charset=utf-8" });
      response.end(
        '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
          `<soap:Body><ExchangeResponse xmlns="${NS}"><ExchangeResult><id>9</id>` +
          '<Error code="E1">Quota exceeded</Error></ExchangeResult></ExchangeResponse></soap:Body></soap:Envelope>',
      );
    });
    await Promise.all(
      [server, newer].map((each) => new Promise<void>((resolve) => each.listen(0, "127.0.0.1", resolve))),
    );
    const url = (each: Server) => `http://127.0.0.1:${(each.address() as AddressInfo).port}`;
    try {
      for (const transport of ["soap11", "soap12"]) {
        const client = new pkg.ExchangerClient({ baseUrl: url(server), transport, validateResponse: true });
        expect(await client.exchange({ document: FOREIGN_VALUE }), transport).toStrictEqual(FOREIGN_VALUE);
        expect(await client.exchange({ document: ORDERED_VALUE }), transport).toStrictEqual(ORDERED_VALUE);
      }
      const result = await new pkg.ExchangerClient({ baseUrl: url(newer) }).exchange({
        document: FOREIGN_VALUE,
      });
      expect(result?.id).toBe("9");
      expect(pkg.unknownElements(result)).toEqual([
        {
          path: "",
          element: {
            ns: NS,
            local: "Error",
            attributes: { code: "E1" },
            children: ["Quota exceeded"],
          },
        },
      ]);
    } finally {
      await Promise.all([server, newer].map((each) => new Promise((resolve) => each.close(resolve))));
    }
  });
});

const ORDERED =
  '<document><id>2</id><note lang="en">Call <b>Ana</b> before <i>noon</i>.<x:tag xmlns:x="urn:x" a="1"/> ' +
  '<ref><label>r</label><free xmlns=""/></ref>\n  </note>' +
  "<basket><owner>O</owner><voucher>V1</voucher><iban>DE89</iban>" +
  `<voucher xmlns:xsi="${XSI}" xsi:nil="true"/><card><label>c</label><e:v xmlns:e="urn:emit:extra"/></card></basket></document>`;

const ORDERED_VALUE: Document = {
  id: "2",
  $any: [],
  note: {
    lang: "en",
    $content: [
      "Call ",
      { b: "Ana" },
      " before ",
      { i: "noon" },
      ".",
      { ns: "urn:x", local: "tag", prefix: "x", attributes: { a: "1" } },
      " ",
      { ref: { label: "r", $any: [{ ns: "", local: "free" }] } },
      // Whitespace is text in mixed content, kept as it is.
      "\n  ",
    ],
  },
  basket: {
    owner: "O",
    ibanOrVoucherOrCard: [
      { voucher: "V1" },
      { iban: "DE89" },
      { voucher: null },
      {
        card: {
          label: "c",
          $any: [{ ns: "urn:emit:extra", local: "v", prefix: "e" }],
        },
      },
    ],
  },
};

describe("open-content: mixed content and repeated choices", () => {
  it("read text and elements in document order, with both readers, strict or not", () => {
    for (const xml of [exchange(ORDERED), exchange(`<!-- saxes -->${ORDERED}`)])
      for (const strict of [false, true])
        expect(pkg.parseExchange(xml, { strict }).document, `${strict}`).toStrictEqual(ORDERED_VALUE);
  });

  it("write them back in that order, schema-valid, reading back the same", async () => {
    const xml = pkg.serializeExchange({ document: ORDERED_VALUE });
    expect(xml).toContain("Call <b>Ana</b> before <i>noon</i>.");
    expect(xml).toContain('<voucher>V1</voucher><iban>DE89</iban><voucher xsi:nil="true"/>');
    expect(pkg.parseExchange(xml, { strict: true }).document).toStrictEqual(ORDERED_VALUE);
    expect(await schemaIssues([xml, exchange(ORDERED)])).toEqual([[], []]);
  });

  it("write content many of the writer's flat pieces long whole and in order, reading back the same", async () => {
    // Ordered content and wildcard content are moved into flat pieces as they are written (CHUNK_LENGTH).
    const content: NonNullable<Document["note"]>["$content"] = [];
    let contentXml = "";
    for (let n = 0; n < 6_000; n++) {
      content.push(`text ${n} & `, { b: `b${n}` }, { i: `i <${n}>` });
      contentXml += `text ${n} &amp; <b>b${n}</b><i>i &lt;${n}&gt;</i>`;
      if (n % 100 === 0) {
        content.push({
          ns: "urn:x",
          local: "tag",
          prefix: "x",
          attributes: { n: `${n}` },
        });
        content.push({ ref: { label: `r${n}`, $any: [] } });
        contentXml += `<x:tag xmlns:x="urn:x" n="${n}"/><ref><label>r${n}</label></ref>`;
      }
    }
    const foreign = Array.from({ length: 4_000 }, (_, n): XmlElement => ({
      ns: "urn:q",
      local: "f",
      prefix: "q",
      attributes: { n: `${n}` },
      children: [`v${n}`],
    }));
    const value: Document = { id: "9", $any: foreign, note: { $content: content } };
    const xml = pkg.serializeExchange({ document: value });
    expect(xml.length).toBeGreaterThan(20 * CHUNK_LENGTH);
    expect(xml).toContain(`<note>${contentXml}</note>`);
    expect(xml).toContain(foreign.map((_, n) => `<q:f xmlns:q="urn:q" n="${n}">v${n}</q:f>`).join(""));
    expect(pkg.parseExchange(xml, { strict: true }).document).toStrictEqual(value);
    expect(await schemaIssues([xml])).toEqual([[]]);
  });

  it("are checked by the validators: items, alternatives and the choice's bounds", () => {
    expect(pkg.validateDocument(ORDERED_VALUE)).toEqual([]);
    const choices = (count: number) => Array.from({ length: count }, () => ({ iban: "x" }));
    const bad = {
      id: "3",
      $any: [],
      note: { $content: ["text", { b: "x", i: "y" }, { u: "z" }, { ns: "urn:y", local: "no" }, { b: 7 }] },
      basket: { owner: "O", ibanOrVoucherOrCard: [...choices(4), "loose text", { iban: null }] },
    };
    const oneOf = expect.stringMatching(
      /^must be an object with exactly one of b, i, ref, or text, or an XmlElement/,
    );
    expect(pkg.validateDocument(bad)).toEqual([
      { path: "note.$content[1]", message: oneOf },
      { path: "note.$content[2]", message: oneOf },
      { path: "note.$content[3]", message: 'namespace "urn:y" is not allowed by the wildcard' },
      { path: "note.$content[4].b", message: expect.stringMatching(/string/) },
      { path: "basket.ibanOrVoucherOrCard", message: expect.stringMatching(/at most 4/) },
      {
        path: "basket.ibanOrVoucherOrCard[4]",
        message: "text is not allowed here (the content is not mixed)",
      },
      { path: "basket.ibanOrVoucherOrCard[5].iban", message: expect.stringMatching(/not nillable/) },
    ]);
    expect(
      pkg.validateDocument({
        ...bad,
        note: { $content: [] },
        basket: { owner: "O", ibanOrVoucherOrCard: [] },
      }),
    ).toEqual([{ path: "basket.ibanOrVoucherOrCard", message: expect.stringMatching(/at least 1/) }]);
  });
});

describe("open-content: elements of xs:anyType", () => {
  const ANY_TYPED =
    `<document xmlns:xsi="${XSI}" xmlns:xs="http://www.w3.org/2001/XMLSchema"><id>9</id>` +
    '<payload x:kind="k" plain="p">text <x:inner>1</x:inner><id>typed</id> tail</payload>' +
    '<property xsi:type="xs:anyType"><x:deep><x:deeper/></x:deep>5</property></document>';

  it("keep their attributes, text and elements in order, with both readers, strict or not", () => {
    for (const strict of [false, true])
      for (const comment of ["", "<!-- saxes -->"]) {
        const { document } = pkg.parseExchange(exchange(comment + ANY_TYPED), { strict });
        expect(document.payload).toEqual({
          $anyAttributes: { "{urn:x}kind": "k", plain: "p" },
          $content: [
            "text ",
            { ns: "urn:x", local: "inner", prefix: "x", children: ["1"] },
            { ns: NS, local: "id", children: ["typed"] },
            " tail",
          ],
        });
        // An xsi:type naming no type of the package (here xs:anyType itself) is kept, the content read as it stands.
        expect(document.property).toEqual({
          $type: "{http://www.w3.org/2001/XMLSchema}anyType",
          $content: [
            {
              ns: "urn:x",
              local: "deep",
              prefix: "x",
              children: [{ ns: "urn:x", local: "deeper", prefix: "x" }],
            },
            "5",
          ],
        });
      }
  });

  it("write them back as schema-valid XML that reads back the same", async () => {
    const { document } = pkg.parseExchange(exchange(ANY_TYPED));
    const xml = pkg.serializeExchange({ document }, false);
    expect(xml).toContain(
      '<payload xmlns:ns1="urn:x" ns1:kind="k" plain="p">text <x:inner xmlns:x="urn:x">1</x:inner>' +
        `<id xmlns="${NS}">typed</id> tail</payload>` +
        '<property xmlns:ns2="http://www.w3.org/2001/XMLSchema" xsi:type="ns2:anyType"><x:deep xmlns:x="urn:x">',
    );
    expect(await schemaIssues([xml, exchange(ANY_TYPED)])).toEqual([[], []]);
    expect(pkg.parseExchange(xml, { strict: true }).document).toEqual(document);
    expect(pkg.validateDocument(document)).toEqual([]);
  });
});

describe("open-content: a .NET DataSet result", () => {
  const DATA_SET =
    `<GetOrdersResult xmlns="${NS}">` +
    '<xs:schema id="NewDataSet" xmlns="" xmlns:xs="http://www.w3.org/2001/XMLSchema" ' +
    'xmlns:msdata="urn:schemas-microsoft-com:xml-msdata"><xs:element name="NewDataSet" msdata:IsDataSet="true">' +
    '<xs:complexType><xs:choice minOccurs="0" maxOccurs="unbounded"><xs:element name="Orders"><xs:complexType>' +
    '<xs:sequence><xs:element name="Order_x0020_Id" type="xs:int" minOccurs="0"/>' +
    '<xs:element name="Total" type="xs:decimal" minOccurs="0"/></xs:sequence></xs:complexType></xs:element>' +
    "</xs:choice></xs:complexType></xs:element></xs:schema>" +
    '<diffgr:diffgram xmlns:msdata="urn:schemas-microsoft-com:xml-msdata" ' +
    'xmlns:diffgr="urn:schemas-microsoft-com:xml-diffgram-v1"><NewDataSet xmlns="">' +
    '<Orders diffgr:id="Orders1" msdata:rowOrder="0" diffgr:hasChanges="modified"><Order_x0020_Id>7</Order_x0020_Id>' +
    '<Total>12.50</Total></Orders><Orders diffgr:id="Orders2" msdata:rowOrder="1"><Order_x0020_Id>8</Order_x0020_Id>' +
    '</Orders></NewDataSet><diffgr:before><Orders diffgr:id="Orders1" msdata:rowOrder="0" xmlns="">' +
    "<Total>10.00</Total></Orders></diffgr:before></diffgr:diffgram></GetOrdersResult>";

  it("keeps the inline schema and the diffgram, and reads the rows as records of strings", async () => {
    const value = pkg.parseGetOrdersResult(DATA_SET, { strict: true });
    expect(value.$any.map((element) => `{${element.ns}}${element.local}`)).toEqual([
      "{http://www.w3.org/2001/XMLSchema}schema",
      "{urn:schemas-microsoft-com:xml-diffgram-v1}diffgram",
    ]);
    expect(pkg.dataSetTables(value.$any)).toEqual({
      Orders: [{ "Order Id": "7", Total: "12.50" }, { "Order Id": "8" }],
    });
    expect(pkg.validateGetOrdersResult(value)).toEqual([]);
    expect(pkg.validateGetOrdersResult({ $any: value.$any.slice(1) })).toEqual([
      { path: "$any", message: expect.stringMatching(/at least 2/) },
    ]);
    const written = pkg.serializeGetOrdersResult(value);
    expect(pkg.parseGetOrdersResult(written, { strict: true })).toStrictEqual(value);
    expect(await schemaIssues([written, DATA_SET])).toEqual([[], []]);
  });

  it("without a diffgram, reads the DataSet element that follows the schema", () => {
    const plain =
      DATA_SET.slice(0, DATA_SET.indexOf("</xs:schema>") + "</xs:schema>".length) +
      '<NewDataSet xmlns=""><Orders><Order_x0020_Id>7</Order_x0020_Id><Total>12.50</Total></Orders>' +
      "<Orders><Order_x0020_Id>8</Order_x0020_Id></Orders></NewDataSet></GetOrdersResult>";
    expect(pkg.dataSetTables(pkg.parseGetOrdersResult(plain).$any)).toEqual({
      Orders: [{ "Order Id": "7", Total: "12.50" }, { "Order Id": "8" }],
    });
  });
});

// ------------------------------------------------------------------------------------------ round trips

const name = fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/);
/** Text of XML 1.0 characters, escapes and a non-ASCII one included; never empty. */
const text = fc.stringMatching(/^[a-z &<>"'\]\u00e9\n]{1,8}$/);
const namespace = fc.constantFrom("", "urn:x", "urn:y", "urn:emit:extra");

/** Children: no two strings in a row (a reader joins them). */
function children(node: fc.Arbitrary<XmlElement>): fc.Arbitrary<(XmlElement | string)[]> {
  return fc
    .array(fc.oneof(text, node), { maxLength: 3 })
    .map((items) =>
      items.filter((item, index) => typeof item !== "string" || typeof items[index - 1] !== "string"),
    );
}

/** An arbitrary element as a user builds one: no prefixes, no declarations. */
const element: fc.Arbitrary<XmlElement> = fc.letrec<{ node: XmlElement }>((tie) => ({
  node: fc
    .record({
      ns: namespace,
      local: name,
      attributes: fc.dictionary(name, text, { maxKeys: 2 }),
      children: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.constant([]),
        children(tie("node")),
      ),
    })
    .map(({ ns, local, attributes, children: content }) => ({
      ns,
      local,
      // fast-check makes dictionaries without a prototype; a reader makes plain objects.
      ...(Object.keys(attributes).length === 0 ? {} : { attributes: { ...attributes } }),
      ...(content.length === 0 ? {} : { children: content }),
    })),
})).node;

/** An arbitrary Slot: a label and one element in no namespace or in urn:emit:extra. */
const slot: fc.Arbitrary<Slot> = fc
  .tuple(
    text,
    element.filter((item) => item.ns === "" || item.ns === "urn:emit:extra"),
  )
  .map(([label, slotted]) => ({ label, $any: [slotted] }));

/** Arbitrary mixed content of a Note: text never twice in a row (a reader joins it). */
const noteContent = fc
  .array(
    fc.oneof(
      text,
      text.map((b) => ({ b })),
      text.map((i) => ({ i })),
      slot.map((ref) => ({ ref })),
      element.map((foreign) => ({ ...foreign, ns: "urn:x" })),
    ),
    { maxLength: 5 },
  )
  .map((items) =>
    items.filter((item, index) => typeof item !== "string" || typeof items[index - 1] !== "string"),
  );

/** Arbitrary payments of a Basket: one to four, alternatives of one type mixed. */
const payments = fc.array(
  fc.oneof(
    text.map((iban) => ({ iban })),
    fc.option(text, { nil: null }).map((voucher) => ({ voucher })),
    slot.map((card) => ({ card })),
  ),
  { minLength: 1, maxLength: 4 },
);

describe("open-content: round trips of arbitrary values", () => {
  it("write, validate under libxml2 and read back the same", async () => {
    const documents: string[] = [];
    fc.assert(
      fc.property(
        fc.array(
          element.filter((item) => item.ns !== "" && item.ns !== NS),
          { maxLength: 3 },
        ),
        slot,
        noteContent,
        payments,
        (open, slotted, content, paid) => {
          const value: Document = {
            id: "r",
            $any: open,
            slot: slotted,
            note: { $content: content },
            basket: { owner: "o", ibanOrVoucherOrCard: paid },
          };
          const xml = pkg.serializeExchange({ document: value });
          const read = pkg.parseExchange(xml, { strict: true }).document;
          expect(withoutNamespaces(read)).toStrictEqual(withoutNamespaces(value));
          // Read again after writing what was read: now exactly the same, declarations included.
          expect(
            pkg.parseExchange(pkg.serializeExchange({ document: read }), { strict: true }).document,
          ).toStrictEqual(read);
          documents.push(xml);
        },
      ),
      { seed: 20261126, numRuns: 40 },
    );
    const issues = await schemaIssues(documents);
    expect(issues.filter((found) => (found as unknown[]).length > 0)).toEqual([]);
  });
});

/** A value without what only bookkeeps namespaces in kept XML: prefixes and declarations. */
function withoutNamespaces(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNamespaces);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "prefix" && key !== "namespaces")
      .map(([key, member]) => [key, withoutNamespaces(member)]),
  );
}

describe("choice-anonymous: a choice flattened into members", () => {
  it("is checked by the validator: one branch, not two, not none", async () => {
    const shipment = await writeEmittedCase("choice-anonymous");
    try {
      const { validateShipment } = (await import(shipment.index)) as {
        validateShipment(value: unknown): readonly { path: string; message: string }[];
      };
      const base = { createdAt: "2026-01-01T00:00:00", id: 1, noteOrFragile: [], $any: [] };
      expect(validateShipment({ ...base, pickupPoint: "P" })).toEqual([]);
      expect(validateShipment({ ...base, address: { street: "S", city: "C" } })).toEqual([]);
      expect(validateShipment({ ...base, pickupPoint: "P", address: { street: "S", city: "C" } })).toEqual([
        { path: "", message: "only one of address, pickupPoint may be present, got address, pickupPoint" },
      ]);
      expect(validateShipment(base)).toEqual([
        { path: "", message: "one of address, pickupPoint is required" },
      ]);
    } finally {
      await shipment.remove();
    }
  });

  it("checks what the branch taken and an optional sequence need, as libxml2 does", async () => {
    const written = await writeEmittedCase("choice-anonymous");
    try {
      type Check = (value: unknown) => readonly { path: string; message: string }[];
      type Write = (value: unknown, declaration?: boolean) => string;
      const { validateReach, serializeReach, validateShipment, serializeShipment } = (await import(
        written.index
      )) as {
        validateReach: Check;
        serializeReach: Write;
        validateShipment: Check;
        serializeShipment: Write;
      };
      const base = { createdAt: "2026-01-01T00:00:00", id: 1, pickupPoint: "P", noteOrFragile: [], $any: [] };
      const values = [
        { validate: validateReach, serialize: serializeReach, value: { verified: true } },
        { validate: validateShipment, serialize: serializeShipment, value: { ...base, width: 3 } },
        { validate: validateReach, serialize: serializeReach, value: { email: "a@b", verified: true } },
        { validate: validateShipment, serialize: serializeShipment, value: { ...base, width: 3, height: 4 } },
      ];
      expect(values.map(({ validate, value }) => validate(value))).toEqual([
        [{ path: "email", message: "is required with verified" }],
        [{ path: "height", message: "is required with width" }],
        [],
        [],
      ]);
      const report = await validateXmlDocuments({
        schema: {
          fileName: "types.xsd",
          contents: await readFile(path.join(fixtureFolder("choice-anonymous"), "types.xsd"), "utf8"),
        },
        documents: values.map(({ serialize, value }, index) => ({
          fileName: `${index}.xml`,
          contents: serialize(value, false),
        })),
      });
      expect(report.documents.map((document) => document.issues.length > 0)).toEqual([
        true,
        true,
        false,
        false,
      ]);
    } finally {
      await written.remove();
    }
  });

  it("writes and reads a required choice beside optional elements", async () => {
    const written = await writeEmittedCase("choice-anonymous");
    try {
      const { serializeAssociate, parseAssociate } = (await import(written.index)) as {
        serializeAssociate(value: object, declaration?: boolean): string;
        parseAssociate(xml: string, options?: { strict?: boolean }): unknown;
      };
      const xml = serializeAssociate({ allocationId: "a-1" }, false);
      expect(xml).toMatch(/^<Associate [^>]*><allocationId>a-1<\/allocationId><\/Associate>$/);
      expect(parseAssociate(xml, { strict: true })).toEqual({ allocationId: "a-1" });
    } finally {
      await written.remove();
    }
  });
});
