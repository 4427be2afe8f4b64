// SOAP encoding (SOAP 1.1 section 5, SOAP 1.2 part 2 section 3) read and written from the readers' tables: the
// messages below are written by hand in the shapes Axis 1, SOAP::Lite, nusoap and SOAP 1.2 peers send.
import { describe, expect, it } from "vitest";
import type { OperationDescriptor } from "../../generator/runtime/operation.ts";
import {
  responseType,
  soapRequestEnvelope,
  soapResponseEnvelope,
} from "../../generator/runtime/operation.ts";
import {
  enumeration,
  named,
  xsBase64Binary,
  xsDecimal,
  xsInt,
  xsQName,
  xsString,
} from "../../generator/runtime/scalars.ts";
import { encodedAccessor, encodedBody, encodedResult } from "../../generator/runtime/soap-encoding.ts";
import {
  readSoapEnvelope,
  readSoapFaultDetail,
  SoapEnvelopeError,
  type EncodedBodyType,
} from "../../generator/runtime/soap.ts";
import {
  anyAttributes,
  anyElements,
  arrayType,
  complexType,
  element,
  list,
  ordered,
  XmlReadError,
  type ComplexType,
} from "../../generator/runtime/xml-reader.ts";

const TYPES = "urn:example:types";
const SVC = "urn:example:svc";
const ENV11 = 'xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"';
const ENV12 = 'xmlns:env="http://www.w3.org/2003/05/soap-envelope"';
const XS =
  'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
const ENC11 = 'xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/"';

interface Item {
  $type?: "Item" | "SpecialItem";
  sku: string;
  price: string;
  note?: string | null;
  tags?: (string | null)[] | null;
  discount?: number;
}

const itemFields = {
  sku: element("", "sku", xsString, { required: true }),
  price: element("", "price", xsDecimal, { required: true }),
  note: element("", "note", xsString, { nillable: true }),
  tags: list("", "tags", "", "item", xsString, { nillable: true, itemNillable: true, encoded: true }),
};
const Item: ComplexType<Item> = complexType<Item>({
  ns: TYPES,
  name: "Item",
  fields: { ...itemFields, discount: element("", "discount", xsInt) },
  derived: () => [SpecialItem],
});
const SpecialItem: ComplexType<Item> = complexType<Item>({
  ns: TYPES,
  name: "SpecialItem",
  fields: { ...itemFields, discount: element("", "discount", xsInt) },
  base: () => Item,
});
const ItemArray = arrayType<(Item | null)[]>({
  ns: TYPES,
  name: "ItemArray",
  item: element("", "item", () => Item, { nillable: true, repeated: true }),
  encoded: true,
});

interface FindItems {
  query: string;
  limit: number;
  items?: (Item | null)[];
}

const FindItems = complexType<FindItems>({
  ns: SVC,
  name: "findItems",
  fields: {
    query: element("", "query", xsString, { required: true }),
    limit: element("", "limit", xsInt, { required: true }),
    items: element("", "items", () => ItemArray),
  },
});

const findItemsResult = encodedResult(element("", "return", () => ItemArray, { nillable: true }));

function read<T>(xml: string, local: string, type: EncodedBodyType<T>): T | undefined {
  const envelope = readSoapEnvelope(xml, (_ns, name) => (name === local ? type : undefined));
  return envelope.body?.value;
}

function readError(xml: string, local: string, type: EncodedBodyType<unknown>): string {
  try {
    read(xml, local, type);
  } catch (error) {
    if (error instanceof XmlReadError) return error.message;
    throw error;
  }
  throw new Error("read without an error");
}

const item: Item = { sku: "A-1", price: "10.50", note: null, tags: ["red"] };

describe("reading SOAP encoding", () => {
  it("resolves Axis 1 multiRef elements after the wrapper, shared values decoded once, any result accessor name", () => {
    const xml = `<soapenv:Envelope ${ENV11} ${XS} ${ENC11}><soapenv:Body>
      <ns1:findItemsResponse soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xmlns:ns1="${SVC}">
        <findItemsReturn href="#id0"/>
      </ns1:findItemsResponse>
      <multiRef id="id0" soapenc:root="0" soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"
          xsi:type="soapenc:Array" soapenc:arrayType="ns2:Item[3]" ${ENC11} xmlns:ns2="${TYPES}">
        <item href="#id1"/><item href="#id1"/><item xsi:nil="true"/>
      </multiRef>
      <multiRef id="id1" soapenc:root="0" soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"
          xsi:type="ns3:Item" ${ENC11} xmlns:ns3="${TYPES}">
        <sku xsi:type="xsd:string">A-1</sku>
        <price xsi:type="xsd:decimal">10.50</price>
        <note xsi:type="xsd:string" xsi:nil="true"/>
        <tags xsi:type="soapenc:Array" soapenc:arrayType="xsd:string[1]"><item href="#id2"/></tags>
      </multiRef>
      <multiRef id="id2" soapenc:root="0" xsi:type="xsd:string">red</multiRef>
    </soapenv:Body></soapenv:Envelope>`;
    const value = read(xml, "findItemsResponse", findItemsResult);
    expect(value).toEqual({ result: [item, item, null] });
    // One value per referenced element: both items are the same object.
    expect(value?.result?.[0]).toBe(value?.result?.[1]);
  });

  it("reads SOAP 1.2 enc:id/enc:ref, enc:itemType arrays with any item name, and xsi:type naming a derived type", () => {
    const xml = `<env:Envelope ${ENV12} ${XS} xmlns:enc="http://www.w3.org/2003/05/soap-encoding">
      <env:Body><s:findItemsResponse xmlns:s="${SVC}" env:encodingStyle="http://www.w3.org/2003/05/soap-encoding">
        <rpc:result xmlns:rpc="http://www.w3.org/2003/05/soap-rpc">return</rpc:result>
        <return enc:itemType="t:Item" enc:arraySize="2" xmlns:t="${TYPES}">
          <entry enc:id="a" xsi:type="t:SpecialItem"><sku>B-2</sku><price>0.10</price><discount>5</discount></entry>
          <entry enc:ref="a"/>
        </return>
      </s:findItemsResponse></env:Body></env:Envelope>`;
    const special = { $type: "SpecialItem", sku: "B-2", price: "0.10", discount: 5 };
    expect(read(xml, "findItemsResponse", findItemsResult)).toEqual({ result: [special, special] });
  });

  it("finds the return value by SOAP 1.2's rpc:result, and refuses an rpc:result naming no accessor", () => {
    const response = (result: string) =>
      `<env:Envelope ${ENV12} ${XS} xmlns:enc="http://www.w3.org/2003/05/soap-encoding">
      <env:Body><m:findItemsResponse xmlns:m="${SVC}" env:encodingStyle="http://www.w3.org/2003/05/soap-encoding">
        <rpc:result xmlns:rpc="http://www.w3.org/2003/05/soap-rpc">${result}</rpc:result>
        <m:warning xsi:type="xsd:string">late</m:warning>
        <m:found enc:itemType="xsd:anyType" enc:arraySize="1"><item xsi:nil="true"/></m:found>
      </m:findItemsResponse></env:Body></env:Envelope>`;
    expect(read(response("m:found"), "findItemsResponse", findItemsResult)).toEqual({ result: [null] });
    expect(readError(response("m:lost"), "findItemsResponse", findItemsResult)).toMatch(
      /findItemsResponse\/result: names the accessor "m:lost", which the response does not hold/,
    );
  });

  it("reads accessors in any namespace, SOAP::Lite's xsi:null of 1999, and keeps an undeclared accessor as XML", () => {
    const xml = `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"
        xmlns:xsi="http://www.w3.org/1999/XMLSchema-instance" xmlns:xsd="http://www.w3.org/1999/XMLSchema">
      <soap:Body><namesp1:findItems xmlns:namesp1="${SVC}">
        <namesp1:query xsi:type="xsd:string">bolt</namesp1:query>
        <limit xsi:type="xsd:int">3</limit>
        <items xsi:null="1"/>
        <extra xsi:type="xsd:string">kept</extra>
      </namesp1:findItems></soap:Body></soap:Envelope>`;
    expect(read(xml, "findItems", encodedBody(FindItems))).toEqual({
      query: "bolt",
      limit: 3,
      items: null,
      $unknown: [
        {
          ns: "",
          local: "extra",
          attributes: { "{http://www.w3.org/1999/XMLSchema-instance}type": "xsd:string" },
          children: ["kept"],
          // The binding its xsi:type value needs; the attribute's own namespace travels in its Clark name.
          namespaces: { xsd: "http://www.w3.org/1999/XMLSchema" },
        },
      ],
    });
  });

  it("resolves QName values where they stand: prefixes of the accessor, its wrapper and the envelope", () => {
    const Lookup = complexType<{ name: string; other: string; owner: string }>({
      ns: SVC,
      name: "lookup",
      fields: {
        name: element("", "name", xsQName, { required: true }),
        other: element("", "other", xsQName, { required: true }),
        owner: element("", "owner", xsQName, { required: true }),
      },
    });
    const xml =
      `<soapenv:Envelope ${ENV11} ${XS} xmlns:e="urn:envelope"><soapenv:Body><p:lookup xmlns:p="${SVC}">` +
      '<name xsi:type="xsd:QName" xmlns:a="urn:a">a:x</name><other xsi:type="xsd:QName">e:y</other>' +
      '<owner xsi:type="xsd:QName">p:z</owner></p:lookup></soapenv:Body></soapenv:Envelope>';
    expect(read(xml, "lookup", encodedBody(Lookup))).toEqual({
      name: "{urn:a}x",
      other: "{urn:envelope}y",
      owner: `{${SVC}}z`,
    });
    expect(readError(xml.replace("e:y", "u:y"), "lookup", encodedBody(Lookup))).toMatch(
      /prefix u is not bound/,
    );
  });

  it("refuses a reference cycle, a reference to a missing id and a sparse array, naming where", () => {
    const envelope = (body: string) =>
      `<soapenv:Envelope ${ENV11} ${XS} ${ENC11}><soapenv:Body><r:findItemsResponse xmlns:r="${SVC}">${body}</soapenv:Body></soapenv:Envelope>`;
    const cycle = envelope(
      `<return href="#a"/></r:findItemsResponse><multiRef id="a" soapenc:arrayType="xsd:anyType[1]"><item href="#a"/></multiRef>`,
    );
    expect(readError(cycle, "findItemsResponse", findItemsResult)).toMatch(
      /findItemsResponse\/return\/item\[1\]: the references form a cycle, which a value cannot hold/,
    );
    const missing = envelope(`<return href="#nowhere"/></r:findItemsResponse>`);
    expect(readError(missing, "findItemsResponse", findItemsResult)).toMatch(
      /findItemsResponse\/return: no element has the id "nowhere" it refers to/,
    );
    const twice = envelope(
      `<return soapenc:arrayType="xsd:anyType[4]"><item soapenc:position="[2]" xsi:nil="true"/><item soapenc:position="[2]" xsi:nil="true"/></return></r:findItemsResponse>`,
    );
    expect(readError(twice, "findItemsResponse", findItemsResult)).toMatch(
      /findItemsResponse\/return\/item: two items take position 2 of the array/,
    );
  });

  it("bounds what references make: values doubling at each level, and nesting deeper than elements may", () => {
    const call = (accessor: string, multiRefs: string) =>
      `<soapenv:Envelope ${ENV11} ${XS}><soapenv:Body><s:findItems xmlns:s="${SVC}"><query>q</query><limit>1</limit>` +
      `${accessor}</s:findItems>${multiRefs}</soapenv:Body></soapenv:Envelope>`;
    // Kept as XML, a shared value is copied into each place: 2^24 copies from 25 small elements.
    const doubling = Array.from(
      { length: 24 },
      (_, level) =>
        `<multiRef id="d${level}"><x href="#d${level + 1}"/><x href="#d${level + 1}"/></multiRef>`,
    ).join("");
    expect(
      readError(
        call('<extra href="#d0"/>', `${doubling}<multiRef id="d24">leaf</multiRef>`),
        "findItems",
        encodedBody(FindItems),
      ),
    ).toMatch(/the message's references make more values than its elements can hold/);
    const chain = Array.from(
      { length: 80 },
      (_, level) => `<multiRef id="c${level}"><x href="#c${level + 1}"/></multiRef>`,
    );
    expect(
      readError(
        call('<extra href="#c0"/>', `${chain.join("")}<multiRef id="c80"/>`),
        "findItems",
        encodedBody(FindItems),
      ),
    ).toMatch(/the references nest values deeper than 64 levels/);
  });

  it("refuses a value outside its type's lexical space and a missing required accessor", () => {
    const call = (inner: string) =>
      `<soapenv:Envelope ${ENV11} ${XS}><soapenv:Body><s:findItems xmlns:s="${SVC}">${inner}</s:findItems></soapenv:Body></soapenv:Envelope>`;
    expect(
      readError(call("<query>q</query><limit>many</limit>"), "findItems", encodedBody(FindItems)),
    ).toMatch(/findItems\/limit: /);
    expect(readError(call("<query>q</query>"), "findItems", encodedBody(FindItems))).toMatch(
      /findItems lacks required element <limit>/,
    );
  });
});

/** The parts of a descriptor the encoded codec reads. */
function operation(): OperationDescriptor<FindItems, (Item | null)[] | null | undefined, never> {
  return {
    name: "findItems",
    requestElement: "findItems",
    ns: SVC,
    transports: ["soap11", "soap12"],
    soapAction: "",
    encoded: true,
    responseElement: "findItemsResponse",
    resultElement: "return",
    resultNs: "",
    plainResultElement: "return",
    request: FindItems,
    writeRequest: () => {
      throw new Error("an encoded request is not written literally");
    },
    parameters: [],
    result: () => ItemArray,
    writeResult: () => {
      throw new Error("an encoded result is not written literally");
    },
    invoke: () => Promise.resolve(undefined),
  };
}

describe("writing SOAP encoding", () => {
  const request: FindItems = { query: "bolt & nut", limit: 2, items: [{ ...item, discount: 3 }, null] };

  it("writes the SOAP 1.1 call: wrapper in the operation's namespace, xsi:type everywhere, soapenc:Array", () => {
    const xml = soapRequestEnvelope("1.1", operation(), request);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" ' +
        `xmlns:tns="${SVC}" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/"><soap:Body>` +
        '<tns:findItems soap:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/">' +
        '<query xsi:type="xsd:string">bolt &amp; nut</query><limit xsi:type="xsd:int">2</limit>' +
        `<items xsi:type="soapenc:Array" xmlns:ns1="${TYPES}" soapenc:arrayType="ns1:Item[2]">` +
        '<item xsi:type="ns1:Item"><sku xsi:type="xsd:string">A-1</sku><price xsi:type="xsd:decimal">10.50</price>' +
        '<note xsi:nil="true"/><tags xsi:type="soapenc:Array" soapenc:arrayType="xsd:string[1]">' +
        '<item xsi:type="xsd:string">red</item></tags><discount xsi:type="xsd:int">3</discount></item>' +
        '<item xsi:nil="true"/></items></tns:findItems></soap:Body></soap:Envelope>',
    );
    expect(read(xml, "findItems", encodedBody(FindItems))).toEqual(request);
  });

  it("writes SOAP 1.2 arrays with enc:itemType and enc:arraySize, and a derived value with its xsi:type", () => {
    const result: Item[] = [{ $type: "SpecialItem", sku: "S", price: "1.0", discount: 1 }];
    const xml = soapResponseEnvelope("1.2", operation(), result);
    expect(xml).toContain(
      '<tns:findItemsResponse soap:encodingStyle="http://www.w3.org/2003/05/soap-encoding">',
    );
    expect(xml).toContain(
      'xmlns:rpc="http://www.w3.org/2003/05/soap-rpc"><soap:Body><tns:findItemsResponse soap:encodingStyle="http://www.w3.org/2003/05/soap-encoding"><rpc:result>return</rpc:result><return ',
    );
    expect(xml).toContain('soapenc:itemType="ns1:Item" soapenc:arraySize="1"');
    expect(xml).toContain('<item xsi:type="ns1:SpecialItem">');
    expect(read(xml, "findItemsResponse", findItemsResult)).toEqual({ result });
  });

  it("writes no result accessor for undefined and a nil one for null", () => {
    expect(soapResponseEnvelope("1.1", operation(), undefined)).toContain(
      '<tns:findItemsResponse soap:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"/>',
    );
    const nil = soapResponseEnvelope("1.1", operation(), null);
    expect(nil).toContain('<return xsi:nil="true"/>');
    expect(read(nil, "findItemsResponse", findItemsResult)).toEqual({ result: null });
  });

  it("reads, strictly, the encoded response of an operation without a result that it writes", () => {
    const { result, ...op } = operation();
    expect(result).toBeDefined();
    const xml = soapResponseEnvelope("1.1", op, undefined);
    expect(xml).toContain(
      '<tns:findItemsResponse soap:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"/>',
    );
    const type = responseType(op);
    const envelope = readSoapEnvelope(xml, (_ns, name) => (name === "findItemsResponse" ? type : undefined), {
      strict: true,
    });
    expect(envelope.body?.value).toEqual({});
  });

  it("writes a named enumeration with its own xsi:type and reads it typed either way", () => {
    const Status = named(enumeration<"active" | "retired">("Status", ["active", "retired"]), TYPES, "Status");
    const Check = complexType<{ status: "active" | "retired" }>({
      ns: SVC,
      name: "check",
      fields: { status: element("", "status", Status, { required: true }) },
    });
    const op = { ...operation(), requestElement: "check", request: Check } as unknown as OperationDescriptor<
      { status: "active" | "retired" },
      unknown,
      never
    >;
    const xml = soapRequestEnvelope("1.1", op, { status: "retired" });
    expect(xml).toContain(`<status xmlns:ns1="${TYPES}" xsi:type="ns1:Status">retired</status>`);
    expect(read(xml, "check", encodedBody(Check))).toEqual({ status: "retired" });
    const asString = xml.replace(/<status [^>]*>/, '<status xsi:type="xsd:string">');
    expect(read(asString, "check", encodedBody(Check))).toEqual({ status: "retired" });
  });
  it("writes a struct's members unqualified where its schema's element form is qualified, as .NET reads them", () => {
    const Point = complexType<{ x: number; y: number }>({
      ns: TYPES,
      name: "Point",
      fields: {
        x: element(TYPES, "x", xsInt, { required: true }),
        y: element(TYPES, "y", xsInt, { required: true }),
      },
    });
    const PointArray = arrayType<{ x: number; y: number }[]>({
      ns: TYPES,
      name: "PointArray",
      item: element(TYPES, "item", () => Point, { repeated: true }),
      encoded: true,
    });
    const Shape = complexType<{ origin: { x: number; y: number }; corners: { x: number; y: number }[] }>({
      ns: TYPES,
      name: "Shape",
      fields: {
        origin: element(TYPES, "origin", () => Point, { required: true }),
        corners: element(TYPES, "corners", () => PointArray, { required: true }),
      },
    });
    const Check = complexType<{
      shape: { origin: { x: number; y: number }; corners: { x: number; y: number }[] };
    }>({ ns: SVC, name: "check", fields: { shape: element("", "shape", () => Shape, { required: true }) } });
    const op = { ...operation(), requestElement: "check", request: Check } as unknown as OperationDescriptor<
      unknown,
      unknown,
      never
    >;
    const value = { shape: { origin: { x: 1, y: 2 }, corners: [{ x: 3, y: 4 }] } };
    const xml = soapRequestEnvelope("1.1", op, value);
    expect(xml).toContain(
      `<shape xmlns:ns1="${TYPES}" xsi:type="ns1:Shape"><origin xsi:type="ns1:Point"><x xsi:type="xsd:int">1</x>` +
        '<y xsi:type="xsd:int">2</y></origin><corners xsi:type="soapenc:Array" soapenc:arrayType="ns1:Point[1]">' +
        '<item xsi:type="ns1:Point"><x xsi:type="xsd:int">3</x>',
    );
    expect(read(xml, "check", encodedBody(Check))).toEqual(value);
    // Qualified members, as some toolkits write them, read the same.
    const qualified = xml.replaceAll(/<(\/?)(origin|x|y)\b/g, "<$1ns1:$2");
    expect(qualified).toContain("<ns1:origin ");
    expect(read(qualified, "check", encodedBody(Check))).toEqual(value);
  });

  it("writes a value of an anonymous type without xsi:type, as no type is named so, and reads it back", () => {
    const Size = complexType<{ width: number }>({
      ns: SVC,
      name: "CheckSize",
      anonymous: true,
      fields: { width: element("", "width", xsInt, { required: true }) },
    });
    const Check = complexType<{ size: { width: number } }>({
      ns: SVC,
      name: "check",
      fields: { size: element("", "size", () => Size, { required: true }) },
    });
    const op = { ...operation(), requestElement: "check", request: Check } as unknown as OperationDescriptor<
      { size: { width: number } },
      unknown,
      never
    >;
    const xml = soapRequestEnvelope("1.1", op, { size: { width: 3 } });
    expect(xml).toContain('<size><width xsi:type="xsd:int">3</width></size>');
    expect(read(xml, "check", encodedBody(Check))).toEqual({ size: { width: 3 } });
  });
});

describe("SOAP encoding of accessors declared xsd:anyType", () => {
  const XSD = "http://www.w3.org/2001/XMLSchema";
  interface AnyType {
    $type?: string;
    $anyAttributes?: Record<string, string>;
    $content: unknown[];
  }
  const AnyType = complexType<AnyType>({
    ns: XSD,
    name: "anyType",
    fields: {
      $anyAttributes: anyAttributes("##any", ""),
      $content: ordered({}, {}, { mixed: true, any: anyElements("##any", "", {}, "lax") }),
    },
    types: () => ({
      [`{${XSD}}int`]: xsInt,
      [`{${XSD}}string`]: xsString,
      [`{${XSD}}base64Binary`]: xsBase64Binary,
      [`{${TYPES}}Item`]: () => Item,
    }),
  });
  interface Put {
    key: string;
    value?: AnyType | { $type: string; value: unknown } | null;
  }
  const Put = complexType<Put>({
    ns: SVC,
    name: "put",
    fields: {
      key: element("", "key", xsString, { required: true }),
      value: element("", "value", (): ComplexType<AnyType> => AnyType, { nillable: true }),
    },
  });
  const put = (inner: string, namespaces = XS) =>
    `<soapenv:Envelope ${ENV11} ${namespaces} ${ENC11}><soapenv:Body><p:put xmlns:p="${SVC}">` +
    `<key xsi:type="xsd:string">k</key>${inner}</p:put></soapenv:Body></soapenv:Envelope>`;

  it("reads one whose xsi:type names a known type as that type: built-ins, SOAP::Lite's 1999 names, Axis 1's soapenc ones, structs by reference", () => {
    expect(read(put('<value xsi:type="xsd:int">5</value>'), "put", encodedBody(Put))).toEqual({
      key: "k",
      value: { $type: `{${XSD}}int`, value: 5 },
    });
    const old =
      'xmlns:xsi="http://www.w3.org/1999/XMLSchema-instance" xmlns:xsd="http://www.w3.org/1999/XMLSchema"';
    expect(read(put('<value xsi:type="xsd:int">6</value>', old), "put", encodedBody(Put))?.value).toEqual({
      $type: `{${XSD}}int`,
      value: 6,
    });
    expect(read(put('<value xsi:type="soapenc:string">s</value>'), "put", encodedBody(Put))?.value).toEqual({
      $type: `{${XSD}}string`,
      value: "s",
    });
    expect(
      read(put('<value xsi:type="soapenc:base64">aGk=</value>'), "put", encodedBody(Put))?.value,
    ).toEqual({
      $type: `{${XSD}}base64Binary`,
      value: new Uint8Array([0x68, 0x69]),
    });
    const axis = put(
      '<value href="#id0"/></p:put><multiRef id="id0" xsi:type="ns2:Item" ' +
        `xmlns:ns2="${TYPES}"><sku xsi:type="xsd:string">A</sku><price xsi:type="xsd:decimal">1.50</price></multiRef><p:put xmlns:p="${SVC}">`,
    ).replace(`<p:put xmlns:p="${SVC}"></p:put>`, "");
    expect(read(axis, "put", encodedBody(Put))?.value).toEqual({
      $type: `{${TYPES}}Item`,
      value: { sku: "A", price: "1.50" },
    });
  });

  it("keeps one whose xsi:type names no known type as XML with its xsi:type, and reads nil as null", () => {
    expect(
      read(put('<value xmlns:o="urn:other" xsi:type="o:Thing"><a>1</a></value>'), "put", encodedBody(Put))
        ?.value,
    ).toEqual({
      $type: "{urn:other}Thing",
      $content: [{ ns: "", local: "a", children: ["1"] }],
    });
    expect(
      read(put('<value xsi:type="xsd:int" xsi:nil="true"/>'), "put", encodedBody(Put))?.value,
    ).toBeNull();
  });

  it("writes a typed value with its xsi:type and content kept as XML with the one it came with", () => {
    const descriptor = { ...operation(), name: "put", requestElement: "put", request: Put } as never;
    const typed = soapRequestEnvelope("1.1", descriptor, {
      key: "k",
      value: { $type: `{${TYPES}}Item`, value: item },
    });
    expect(typed).toContain(
      `<value xmlns:ns1="${TYPES}" xsi:type="ns1:Item"><sku xsi:type="xsd:string">A-1</sku>`,
    );
    expect(read(typed, "put", encodedBody(Put))?.value).toEqual({ $type: `{${TYPES}}Item`, value: item });
    const int = soapRequestEnvelope("1.1", descriptor, {
      key: "k",
      value: { $type: `{${XSD}}int`, value: 7 },
    });
    expect(int).toContain('<value xsi:type="xsd:int">7</value>');
    const kept = { $type: "{urn:other}Thing", $content: ["text"] };
    const xml = soapRequestEnvelope("1.1", descriptor, { key: "k", value: kept });
    expect(xml).toContain('<value xmlns:ns1="urn:other" xsi:type="ns1:Thing">text</value>');
    expect(read(xml, "put", encodedBody(Put))?.value).toEqual(kept);
    expect(() =>
      soapRequestEnvelope("1.1", descriptor, { key: "k", value: { $type: "{urn:other}Thing", value: 1 } }),
    ).toThrow(/names no type of this package/);
  });
});

// A two-dimensional array (`wsdl:arrayType="xsd:int[,]"`: rows marked as such) and an array of arrays
// (`xsd:string[][]`), as the encoded-arrays pass makes them.
const MatrixRow = arrayType<(number | null)[]>({
  ns: TYPES,
  name: "MatrixRow",
  item: element("", "item", xsInt, { nillable: true, repeated: true }),
  row: true,
  encoded: true,
});
const Matrix = arrayType<(number | null)[][]>({
  ns: TYPES,
  name: "Matrix",
  item: element("", "item", () => MatrixRow, { repeated: true }),
  encoded: true,
});
const Names = arrayType<(string | null)[]>({
  ns: TYPES,
  name: "NamesItem",
  item: element("", "item", xsString, { nillable: true, repeated: true }),
  encoded: true,
});

interface Grid {
  matrix: (number | null)[][];
  names: ((string | null)[] | null)[];
}

const Grid = complexType<Grid>({
  ns: SVC,
  name: "grid",
  fields: {
    matrix: list("", "matrix", "", "item", () => MatrixRow, { required: true, encoded: true }),
    names: list("", "names", "", "item", () => Names, { required: true, itemNillable: true, encoded: true }),
  },
});
const gridResult = encodedResult(element("", "return", () => Matrix));

function gridCall(version: "1.1" | "1.2", grid: Grid): string {
  const op = { ...operation(), requestElement: "grid", request: Grid } as unknown as OperationDescriptor<
    Grid,
    unknown,
    never
  >;
  return soapRequestEnvelope(version, op, grid);
}

const gridEnvelope = (body: string) =>
  `<soapenv:Envelope ${ENV11} ${XS} ${ENC11}><soapenv:Body><ns1:gridResponse xmlns:ns1="${SVC}">${body}</ns1:gridResponse></soapenv:Body></soapenv:Envelope>`;

describe("multi-dimensional arrays and arrays of arrays", () => {
  const grid: Grid = {
    matrix: [
      [1, 2, 3],
      [4, null, 6],
    ],
    names: [["a"], null, []],
  };

  it("writes a T[,] array flat, row-major, with its sizes, and an array of arrays as arrays in items", () => {
    const xml = gridCall("1.1", grid);
    expect(xml).toContain(
      '<matrix xsi:type="soapenc:Array" soapenc:arrayType="xsd:int[2,3]"><item xsi:type="xsd:int">1</item>' +
        '<item xsi:type="xsd:int">2</item><item xsi:type="xsd:int">3</item><item xsi:type="xsd:int">4</item>' +
        '<item xsi:nil="true"/><item xsi:type="xsd:int">6</item></matrix>',
    );
    expect(xml).toContain(
      '<names xsi:type="soapenc:Array" soapenc:arrayType="xsd:string[][3]">' +
        '<item xsi:type="soapenc:Array" soapenc:arrayType="xsd:string[1]"><item xsi:type="xsd:string">a</item></item>' +
        '<item xsi:nil="true"/><item xsi:type="soapenc:Array" soapenc:arrayType="xsd:string[0]"/></names>',
    );
    expect(read(xml, "grid", encodedBody(Grid))).toEqual(grid);
    const xml12 = gridCall("1.2", grid);
    expect(xml12).toContain(
      '<matrix xsi:type="soapenc:Array" soapenc:itemType="xsd:int" soapenc:arraySize="2 3">',
    );
    expect(read(xml12, "grid", encodedBody(Grid))).toEqual(grid);
  });

  it("refuses to write rows of different lengths as a multi-dimensional array", () => {
    expect(() => gridCall("1.1", { matrix: [[1], [2, 3]], names: [] })).toThrow(
      "the rows of a multi-dimensional array must all be arrays of 1 items",
    );
  });

  it("reads either form into either type: a T[,] type from arrays of arrays, and the other way round", () => {
    const rows = gridEnvelope(
      `<return soapenc:arrayType="xsd:int[][2]"><item soapenc:arrayType="xsd:int[2]"><item>1</item><item>2</item></item>` +
        `<item soapenc:arrayType="xsd:int[2]"><item>3</item><item>4</item></item></return>`,
    );
    expect(read(rows, "gridResponse", gridResult)).toEqual({
      result: [
        [1, 2],
        [3, 4],
      ],
    });
    const flat = `<soapenv:Envelope ${ENV11} ${XS} ${ENC11}><soapenv:Body><s:grid xmlns:s="${SVC}">
      <matrix soapenc:arrayType="xsd:int[1,2]"><item>7</item><item>8</item></matrix>
      <names soapenc:arrayType="xsd:string[2,1]"><item>x</item><item>y</item></names></s:grid></soapenv:Body></soapenv:Envelope>`;
    expect(read(flat, "grid", encodedBody(Grid))).toEqual({ matrix: [[7, 8]], names: [["x"], ["y"]] });
  });

  it("reads a partially transmitted and a sparse array into their declared size, null where nothing was sent", () => {
    // SOAP 1.1 section 5.4.2.1: items from soapenc:offset on; section 5.4.2.2: each item at its soapenc:position.
    const partial = gridEnvelope(
      `<return soapenc:arrayType="xsd:int[][4]" soapenc:offset="[2]"><item><item>5</item></item><item/></return>`,
    );
    expect(read(partial, "gridResponse", gridResult)).toEqual({ result: [null, null, [5], []] });
    // Without soapenc:offset, from the first: gSOAP leaves out an array's trailing nil items.
    const head = gridEnvelope(
      `<return soapenc:arrayType="xsd:int[][3]"><item><item>5</item></item></return>`,
    );
    expect(read(head, "gridResponse", gridResult)).toEqual({ result: [[5], null, null] });
    const sparse = gridEnvelope(
      `<return soapenc:arrayType="xsd:int[3,2]"><item soapenc:position="[2,1]">9</item>` +
        `<item soapenc:position="[0,0]">1</item></return>`,
    );
    expect(read(sparse, "gridResponse", gridResult)).toEqual({
      result: [
        [1, null],
        [null, null],
        [null, 9],
      ],
    });
    // Written back dense: the same values, nil where nothing was sent.
    const written = gridCall("1.1", {
      matrix: read(sparse, "gridResponse", gridResult)?.result ?? [],
      names: [],
    });
    expect(read(written, "grid", encodedBody(Grid))?.matrix).toEqual(
      read(sparse, "gridResponse", gridResult)?.result,
    );
  });

  it("refuses positions outside the array, sizes that do not fit its items, and ranks its type lacks", () => {
    expect(
      readError(
        gridEnvelope(
          `<return soapenc:arrayType="xsd:int[2,2]"><item soapenc:position="[2,0]">1</item></return>`,
        ),
        "gridResponse",
        gridResult,
      ),
    ).toMatch(/gridResponse\/return\/item: "\[2,0\]" is outside the array's \[2,2\]/);
    expect(
      readError(
        gridEnvelope(
          `<return soapenc:arrayType="xsd:int[2,2]"><item>1</item><item>2</item><item>3</item><item>4</item><item>5</item></return>`,
        ),
        "gridResponse",
        gridResult,
      ),
    ).toMatch(/5 items do not fill an array of \[2,2\]/);
    expect(
      readError(
        gridEnvelope(`<return soapenc:arrayType="xsd:int[1,1,1]"><item>1</item></return>`),
        "gridResponse",
        gridResult,
      ),
    ).toMatch(/the array has 3 dimensions where its type has 2/);
    // Untyped items where the type has rows (node-soap sends no soapenc:arrayType): not read as empty rows.
    expect(
      readError(gridEnvelope(`<return><item>1</item><item>2</item></return>`), "gridResponse", gridResult),
    ).toMatch(/gridResponse\/return\/item\[1\]: an array holds text where items are expected/);
    expect(
      readError(
        gridEnvelope(`<return soapenc:arrayType="xsd:int[][1000000000]" soapenc:offset="[5]"/>`),
        "gridResponse",
        gridResult,
      ),
    ).toMatch(/the array size "1000000000" is not a size an array may have here/);
  });
});

// Wrapper types that are not restrictions of soapenc:Array (Axis 1's apachesoap:Vector and apachesoap:Map): a value
// of the type's own name holding its repeated items, as Axis 1 writes java.util.Vector and java.util.Map.
const APACHE = "http://xml.apache.org/xml-soap";
interface Entry {
  key: string;
  value: number;
}
const Entry = complexType<Entry>({
  ns: APACHE,
  name: "mapItem",
  fields: {
    key: element("", "key", xsString, { required: true }),
    value: element("", "value", xsInt, { required: true }),
  },
});
const EntryMap = arrayType<Entry[]>({
  ns: APACHE,
  name: "Map",
  item: element("", "item", () => Entry, { repeated: true }),
});

interface Tagging {
  tags: (string | null)[];
}
const Tagging = complexType<Tagging>({
  ns: SVC,
  name: "tag",
  fields: { tags: list("", "tags", "", "item", xsString, { required: true, itemNillable: true }) },
});

describe("wrapper types of their own in SOAP encoding", () => {
  it("writes a wrapper member's items, without soapenc:Array, and reads them back", () => {
    const op = { ...operation(), requestElement: "tag", request: Tagging } as unknown as OperationDescriptor<
      Tagging,
      unknown,
      never
    >;
    const xml = soapRequestEnvelope("1.1", op, { tags: ["red", null] });
    expect(xml).toContain(
      '<tags><item xsi:type="xsd:string">red</item><item xsi:nil="true"/></tags></tns:tag>',
    );
    expect(read(xml, "tag", encodedBody(Tagging))).toEqual({ tags: ["red", null] });
  });

  it("writes a wrapper result with its own xsi:type, and reads one Axis 1 wrote", () => {
    const op = { ...operation(), result: () => EntryMap } as unknown as OperationDescriptor<
      never,
      Entry[],
      never
    >;
    const xml = soapResponseEnvelope("1.1", op, [{ key: "k", value: 3 }]);
    expect(xml).toContain(
      `<return xmlns:ns1="${APACHE}" xsi:type="ns1:Map"><item xsi:type="ns1:mapItem"><key xsi:type="xsd:string">k</key>` +
        '<value xsi:type="xsd:int">3</value></item></return>',
    );
    const result = encodedResult(element("", "return", () => EntryMap));
    const axis = `<soapenv:Envelope ${ENV11} ${XS} ${ENC11}><soapenv:Body><ns1:findItemsResponse xmlns:ns1="${SVC}"><return xmlns:ns2="${APACHE}" xsi:type="ns2:Map"><item><key xsi:type="xsd:string">k</key><value xsi:type="xsd:int">3</value></item></return></ns1:findItemsResponse></soapenv:Body></soapenv:Envelope>`;
    expect(read(axis, "findItemsResponse", result)).toEqual({ result: [{ key: "k", value: 3 }] });
  });
});

describe("reading a fault detail in SOAP encoding", () => {
  const ItemFault = encodedAccessor(element(TYPES, "ItemFault", () => Item));
  const resolve = (ns: string, local: string) =>
    ns === TYPES && local === "ItemFault" ? ItemFault : undefined;
  const axisFault = (detail: string, after: string) =>
    `<soapenv:Envelope ${ENV11} ${XS} ${ENC11}><soapenv:Body><soapenv:Fault>
      <faultcode>soapenv:Server.userException</faultcode><faultstring>no stock</faultstring>
      <detail>${detail}</detail></soapenv:Fault>${after}</soapenv:Body></soapenv:Envelope>`;

  it("resolves an Axis 1 entry's href to a multiRef after the Fault, and the multiRefs beside it in the detail", () => {
    const xml = axisFault(
      `<ns1:ItemFault href="#id0" xmlns:ns1="${TYPES}"/>
       <ns2:hostname xmlns:ns2="http://xml.apache.org/axis/">build-7</ns2:hostname>
       <multiRef id="id1" soapenc:root="0" xsi:type="soapenc:Array" soapenc:arrayType="xsd:string[2]">
         <item>red</item><item xsi:nil="true"/></multiRef>`,
      `<multiRef id="id0" soapenc:root="0" xsi:type="ns3:SpecialItem" xmlns:ns3="${TYPES}">
         <sku>A-1</sku><price>10.50</price><tags href="#id1"/><discount>5</discount></multiRef>`,
    );
    // The first reading, for the fault, leaves the multiRef after it alone.
    expect(readSoapEnvelope(xml, () => undefined).fault?.reason).toBe("no stock");
    expect(readSoapFaultDetail(xml, "1.1", resolve, undefined, ItemFault.reference)).toEqual([
      {
        ns: TYPES,
        local: "ItemFault",
        value: { $type: "SpecialItem", sku: "A-1", price: "10.50", tags: ["red", null], discount: 5 },
      },
    ]);
  });

  it("reads an entry inline, and fails on a reference to an id that is nowhere", () => {
    const inline = axisFault(
      `<t:ItemFault xmlns:t="${TYPES}" xsi:type="t:Item"><sku>B-2</sku><price>1</price><note xsi:nil="true"/></t:ItemFault>`,
      "",
    );
    expect(readSoapFaultDetail(inline, "1.1", resolve, undefined, ItemFault.reference)).toEqual([
      { ns: TYPES, local: "ItemFault", value: { sku: "B-2", price: "1", note: null } },
    ]);
    const dangling = axisFault(`<ns1:ItemFault href="#gone" xmlns:ns1="${TYPES}"/>`, "");
    expect(() => readSoapFaultDetail(dangling, "1.1", resolve, undefined, ItemFault.reference)).toThrow(
      'no element has the id "gone" it refers to',
    );
  });

  it("still refuses a Body element after a Fault that no reference could name", () => {
    const xml = axisFault("", `<other xmlns="${TYPES}"/>`);
    expect(() => readSoapEnvelope(xml, () => undefined)).toThrow(SoapEnvelopeError);
  });
});
