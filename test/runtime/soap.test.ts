import { describe, expect, it } from "vitest";
import {
  faultSide,
  readSoapEnvelope,
  SOAP_CONTENT_TYPE,
  SoapEnvelopeError,
  writeSoapEnvelope,
  writeSoapEnvelopeBody,
  writeSoapFault,
  type SoapFault,
  type SoapVersion,
} from "../../generator/runtime/soap.ts";
import { SOAP11_ENV_NS, SOAP12_ENV_NS } from "../../generator/runtime/xml-names.ts";
import { xsString } from "../../generator/runtime/scalars.ts";
import {
  complexType,
  element,
  unknownElements,
  XmlReadError,
  type ElementField,
} from "../../generator/runtime/xml-reader.ts";
import {
  header,
  headerBlockResolver,
  soapRequest,
  soapRequestEnvelope,
  type OperationDescriptor,
} from "../../generator/runtime/operation.ts";
import { writeValue, type XmlWriter } from "../../generator/runtime/xml-writer.ts";
import { readCapture } from "./capture.ts";
import { BookResult, NS, writeBookResult } from "./sample/types.ts";

const resolveBookResult = (ns: string, local: string) =>
  ns === NS && local === "bookResult" ? BookResult : undefined;
const noBody = () => undefined;

/** The captured faults with their stack traces cut: only the shape is compared. */
function shapeOf(fault: SoapFault | undefined): unknown {
  return fault === undefined ? undefined : { ...fault, reason: fault.reason.split("\n")[0] };
}

describe("faults captured from a real .asmx runtime", () => {
  it.each([
    [
      "18-fault-soap11-SoapException.txt",
      "1.1",
      "Client",
      "System.Web.Services.Protocols.SoapException: Invalid login",
    ],
    [
      "19-fault-soap11-unhandled-exception.txt",
      "1.1",
      "Server",
      "System.Web.Services.Protocols.SoapException: Server was unable to process request. ---> System.InvalidOperationException: unexpected crash",
    ],
    [
      "20-fault-soap11-wrong-soapaction.txt",
      "1.1",
      "Client",
      "System.Web.Services.Protocols.SoapException: Server did not recognize the value of HTTP Header {0}: {1}.",
    ],
    [
      "24-fault-soap12-SoapException.txt",
      "1.2",
      "Sender",
      "System.Web.Services.Protocols.SoapException: Invalid login",
    ],
    [
      "25-fault-soap12-unhandled-exception.txt",
      "1.2",
      "Receiver",
      "System.Web.Services.Protocols.SoapException: Server was unable to process request. ---> System.InvalidOperationException: unexpected crash",
    ],
    [
      "26-fault-soap12-unknown-body-element.txt",
      "1.2",
      "Sender",
      "System.Web.Services.Protocols.SoapException: Unable to handle request without a valid action parameter. Please supply a valid soap action.",
    ],
  ])("reads %s into the one fault shape", (file, version, code, reason) => {
    const { response } = readCapture(file);
    const envelope = readSoapEnvelope(response.body, noBody);
    expect(envelope.version).toBe(version);
    expect(shapeOf(envelope.fault)).toEqual({ version, code, reason });
    expect(envelope.body).toBeUndefined();
    expect(response.startLine).toBe("HTTP/1.1 500 Internal Server Error");
    expect(response.headers.get("content-type")).toBe(SOAP_CONTENT_TYPE[version as SoapVersion]);
  });

  it.each([
    ["1.1", "18-fault-soap11-SoapException.txt", "Sender"],
    ["1.1", "19-fault-soap11-unhandled-exception.txt", "Receiver"],
    ["1.2", "24-fault-soap12-SoapException.txt", "Sender"],
    ["1.2", "25-fault-soap12-unhandled-exception.txt", "Receiver"],
  ] as const)("writes a %s fault in the captured shape of %s", (version, file, code) => {
    const reason = "Invalid login";
    const ours = writeSoapFault(version, { code, reason });
    const captured = readCapture(file).response.body;
    // Same markup once the reason text is the same: element names, prefixes, namespaces, empty detail.
    const capturedReason =
      version === "1.1" ? /<faultstring>[^]*<\/faultstring>/ : /<soap:Text xml:lang="en">[^]*<\/soap:Text>/;
    const normalise = (xml: string) =>
      xml
        .replace(capturedReason, "REASON")
        .replace(/<(detail|soap:Detail) \/>/, "<$1/>")
        .replace(/ xmlns:(xsi|xsd)="[^"]*"/g, "");
    expect(normalise(ours)).toBe(normalise(captured));
    expect(readSoapEnvelope(ours, noBody).fault).toEqual({
      version,
      code: version === "1.1" ? (code === "Sender" ? "Client" : "Server") : code,
      reason,
    });
  });
});

describe("fault round trips", () => {
  it.each(["1.1", "1.2"] as const)("keeps subcode, detail and special characters (%s)", (version) => {
    const xml = writeSoapFault(version, {
      code: "Sender",
      subcode: { ns: NS, local: "InvalidCredentials" },
      reason: 'Wrong <user> & "password"\r\n',
      detail: "field userName",
    });
    const fault = readSoapEnvelope(xml, noBody).fault;
    expect(fault).toEqual({
      version,
      code: version === "1.1" ? "Client" : "Sender",
      subcode: "InvalidCredentials",
      reason: 'Wrong <user> & "password"\r\n',
      detail: "field userName",
    });
    expect(fault && faultSide(fault)).toBe("sender");
  });

  it("captures a structured detail as self-contained markup", () => {
    const xml =
      `<e:Envelope xmlns:e="${SOAP11_ENV_NS}" xmlns:x="urn:x"><e:Body><e:Fault><faultcode>e:Server</faultcode>` +
      `<faultstring>boom</faultstring><detail><x:info code="7">a &amp; b<x:more/></x:info></detail>` +
      `</e:Fault></e:Body></e:Envelope>`;
    const fault = readSoapEnvelope(xml, noBody).fault;
    expect(fault?.detail).toBe(
      `<x:info xmlns:x="urn:x" code="7">a &amp; b<x:more xmlns:x="urn:x"></x:more></x:info>`,
    );
    expect(fault && faultSide(fault)).toBe("receiver");
  });

  // PHP's SoapServer writes an application's code as given: Magento 1 answers every error with a number.
  it.each(["", "<!---->"])("reads a fault code that is no QName (prolog %j)", (prolog) => {
    const xml =
      `${prolog}<e:Envelope xmlns:e="${SOAP11_ENV_NS}"><e:Body><e:Fault><faultcode> 2 </faultcode>` +
      `<faultstring>Access denied.</faultstring></e:Fault></e:Body></e:Envelope>`;
    const fault = readSoapEnvelope(xml, noBody).fault;
    expect(fault).toEqual({ version: "1.1", code: "2", reason: "Access denied." });
    expect(fault && faultSide(fault)).toBe("other");
  });

  // A comment makes readXml's fast path decline, so both readers are held to the same markup.
  it.each(["", "<!---->"])("closes a captured element with its own prefix (prolog %j)", (prolog) => {
    const xml =
      `${prolog}<e:Envelope xmlns:e="${SOAP11_ENV_NS}"><e:Body><e:Fault><faultcode>e:Server</faultcode>` +
      `<faultstring>boom</faultstring><detail><a:outer xmlns:a="urn:a" n="1"><b:inner xmlns:b="urn:b"/>` +
      `</a:outer></detail></e:Fault></e:Body></e:Envelope>`;
    expect(readSoapEnvelope(xml, noBody).fault?.detail).toBe(
      `<a:outer xmlns:a="urn:a" n="1"><b:inner xmlns:b="urn:b"></b:inner></a:outer>`,
    );
  });
});

describe("envelopes", () => {
  const sample: BookResult = { booking: null };

  it.each(["1.1", "1.2"] as const)("writes and reads a %s body", (version) => {
    const xml = writeSoapEnvelope(version, { "": NS }, (w) => writeBookResult(w, NS, "bookResult", sample));
    expect(
      xml.startsWith(
        `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${version === "1.1" ? SOAP11_ENV_NS : SOAP12_ENV_NS}"`,
      ),
    ).toBe(true);
    const envelope = readSoapEnvelope(xml, resolveBookResult);
    expect(envelope).toEqual({
      version,
      body: { ns: NS, local: "bookResult", value: sample },
      headers: [],
      mustUnderstand: [],
    });
  });

  it("starts each envelope from the prologue of its own version and prefix table, in any order", () => {
    const tables = [{ "": NS }, { "": "urn:other" }, { "": NS, p: "urn:p" }, {}, { "": NS }];
    for (const version of ["1.1", "1.2", "1.1"] as const) {
      for (const namespaces of tables) {
        const xml = writeSoapEnvelope(version, namespaces, (w) => w.start(NS, "r").end());
        const env = version === "1.1" ? SOAP11_ENV_NS : SOAP12_ENV_NS;
        const declared = Object.entries(namespaces)
          .map(([prefix, uri]) => ` xmlns${prefix === "" ? "" : `:${prefix}`}="${uri}"`)
          .join("");
        expect(xml).toContain(`<soap:Envelope xmlns:soap="${env}" `);
        expect(xml).toContain(`${declared}><soap:Body>`);
        expect(xml.endsWith("</soap:Body></soap:Envelope>")).toBe(true);
        const name = namespaces[""] === NS ? "r" : `ns1:r xmlns:ns1="${NS}"`;
        expect(xml).toContain(`<soap:Body><${name}/>`);
      }
    }
  });

  it("reads the captured requests whatever their prefix", () => {
    for (const file of ["07-soap11-GetMeals.txt", "11-soap12-GetMeals.txt"]) {
      const { request } = readCapture(file);
      let asked = "";
      const resolve = (ns: string, local: string) => {
        asked = `{${ns}}${local}`;
        return undefined;
      };
      expect(() => readSoapEnvelope(request.body, resolve)).toThrowError(SoapEnvelopeError);
      expect(asked).toBe("{http://xml.example.net/15/}GetMeals");
    }
  });

  it("keeps unknown header blocks as markup and lists the mustUnderstand ones aimed at this node", () => {
    const xml =
      `<s:Envelope xmlns:s="${SOAP12_ENV_NS}"><s:Header><h:Auth xmlns:h="urn:h" s:mustUnderstand="true"><h:x>a &amp; b</h:x></h:Auth>` +
      `<h:Trace xmlns:h="urn:h"/><h:Relay xmlns:h="urn:h" s:mustUnderstand="1" s:role="urn:elsewhere"/>` +
      `<h:None xmlns:h="urn:h" s:mustUnderstand="true" s:role="http://www.w3.org/2003/05/soap-envelope/role/none"/>` +
      `</s:Header><s:Body><bookResult xmlns="${NS}"><booking xmlns:i="http://www.w3.org/2001/XMLSchema-instance" i:nil="true"/></bookResult></s:Body></s:Envelope>`;
    const envelope = readSoapEnvelope(xml, resolveBookResult);
    expect(envelope.mustUnderstand).toEqual([{ ns: "urn:h", local: "Auth" }]);
    expect(
      envelope.headers.map((block) => [block.local, block.known, block.mustUnderstand, block.targeted]),
    ).toEqual([
      ["Auth", false, true, true],
      ["Trace", false, false, true],
      ["Relay", false, true, false],
      ["None", false, true, false],
    ]);
    expect(envelope.headers[0]?.value).toBe(
      `<h:Auth xmlns:s="${SOAP12_ENV_NS}" xmlns:h="urn:h" s:mustUnderstand="true"><h:x xmlns:h="urn:h">a &amp; b</h:x></h:Auth>`,
    );
    // Not understood: the body is not read, whatever it holds (WS-I BP R2725: MustUnderstand before Client).
    const unknownBody = xml.replace(/<bookResult .*<\/bookResult>/, `<NoSuchOp xmlns="${NS}"/>`);
    expect(readSoapEnvelope(unknownBody, resolveBookResult).body).toBeUndefined();
  });

  it("reads header blocks the header resolver knows by their element's type", () => {
    const auth = element(
      "urn:h",
      "Auth",
      complexType<{ token: string }>({
        ns: "urn:h",
        name: "Auth",
        fields: { token: element("urn:h", "token", xsString, { required: true }) },
      }),
    );
    const xml =
      `<soap:Envelope xmlns:soap="${SOAP11_ENV_NS}"><soap:Header><h:Auth xmlns:h="urn:h" soap:mustUnderstand="1"><h:token>t0k</h:token></h:Auth>` +
      `</soap:Header><soap:Body><bookResult xmlns="${NS}"><booking xmlns:i="http://www.w3.org/2001/XMLSchema-instance" i:nil="true"/></bookResult></soap:Body></soap:Envelope>`;
    const envelope = readSoapEnvelope(xml, resolveBookResult, undefined, (ns, local) =>
      ns === "urn:h" && local === "Auth" ? (auth as ElementField<unknown>) : undefined,
    );
    expect(envelope.mustUnderstand).toEqual([]);
    expect(envelope.headers).toEqual([
      {
        ns: "urn:h",
        local: "Auth",
        value: { token: "t0k" },
        known: true,
        mustUnderstand: true,
        targeted: true,
      },
    ]);
  });

  it("reads a declared block of another namespace by its local name, leniently only, under its declared name", () => {
    const token = complexType<{ token: string }>({
      ns: "urn:h",
      name: "Auth",
      fields: { token: element("urn:h", "token", xsString, { required: true }) },
    });
    const declared = (ns: string, local: string) =>
      header(local, element(ns, local, token) as ElementField<unknown>, () => undefined);
    // Trace is declared in two namespaces: its local name alone names neither.
    const resolve = headerBlockResolver([
      declared("urn:h", "Auth"),
      declared("urn:h", "Trace"),
      declared("urn:t", "Trace"),
    ]);
    const xml =
      `<soap:Envelope xmlns:soap="${SOAP11_ENV_NS}"><soap:Header><Auth soap:mustUnderstand="1"><token>t0k</token></Auth>` +
      `<Trace><token>t</token></Trace></soap:Header><soap:Body><bookResult xmlns="${NS}"><booking xmlns:i="http://www.w3.org/2001/XMLSchema-instance" i:nil="true"/></bookResult></soap:Body></soap:Envelope>`;
    const lenient = readSoapEnvelope(xml, resolveBookResult, undefined, resolve);
    expect(lenient.mustUnderstand).toEqual([]);
    expect(lenient.headers.map(({ ns, local, known, value }) => ({ ns, local, known, value }))).toEqual([
      { ns: "urn:h", local: "Auth", known: true, value: { token: "t0k" } },
      { ns: "", local: "Trace", known: false, value: "<Trace><token>t</token></Trace>" },
    ]);
    const strict = readSoapEnvelope(xml, resolveBookResult, { strict: true }, resolve);
    expect(strict.mustUnderstand).toEqual([{ ns: "", local: "Auth" }]);
    expect(strict.headers.map((block) => block.known)).toEqual([false, false]);
  });

  it("writes header blocks before the body, and NotUnderstood blocks into a 1.2 MustUnderstand fault", () => {
    const xml = writeSoapEnvelope(
      "1.1",
      { "": NS },
      (w) => w.start(NS, "r").end(),
      (w) => w.start("urn:h", "Session").text("s1").end(),
    );
    expect(xml).toContain(
      `<soap:Header><ns1:Session xmlns:ns1="urn:h">s1</ns1:Session></soap:Header><soap:Body><r/></soap:Body>`,
    );
    const notUnderstood = [
      { ns: "urn:h", local: "Auth" },
      { ns: "urn:k", local: "Key" },
    ];
    const fault12 = writeSoapFault("1.2", { code: "MustUnderstand", reason: "no", notUnderstood });
    expect(fault12).toContain(
      `<soap:Header><soap:NotUnderstood qname="nu:Auth" xmlns:nu="urn:h"/><soap:NotUnderstood qname="nu:Key" xmlns:nu="urn:k"/></soap:Header>`,
    );
    expect(readSoapEnvelope(fault12, () => undefined).fault?.code).toBe("MustUnderstand");
    // SOAP 1.1 has no NotUnderstood block.
    expect(writeSoapFault("1.1", { code: "MustUnderstand", reason: "no", notUnderstood })).not.toContain(
      "Header",
    );
  });

  it.each([
    ["version-mismatch", `<e:Envelope xmlns:e="urn:not-soap"><e:Body/></e:Envelope>`],
    ["not-envelope", `<bookResult xmlns="${NS}"/>`],
    [
      "unknown-body",
      `<e:Envelope xmlns:e="${SOAP11_ENV_NS}"><e:Body><NoSuchOp xmlns="${NS}"/></e:Body></e:Envelope>`,
    ],
    ["body-count", `<e:Envelope xmlns:e="${SOAP11_ENV_NS}"><e:Body/></e:Envelope>`],
    [
      "body-count",
      `<e:Envelope xmlns:e="${SOAP11_ENV_NS}"><e:Body><bookResult xmlns="${NS}"><booking xsi:nil="true" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/></bookResult><bookResult xmlns="${NS}"/></e:Body></e:Envelope>`,
    ],
  ])("refuses %s", (problem, xml) => {
    let error: unknown;
    try {
      readSoapEnvelope(xml, resolveBookResult);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SoapEnvelopeError);
    expect((error as SoapEnvelopeError).problem).toBe(problem);
  });

  it("reports malformed XML and DOCTYPE as XmlReadError", () => {
    const { request } = readCapture("22-fault-soap11-malformed-xml.txt");
    expect(() => readSoapEnvelope(request.body, resolveBookResult)).toThrowError(XmlReadError);
    expect(() => readSoapEnvelope(`<!DOCTYPE x><x/>`, resolveBookResult)).toThrowError("DOCTYPE");
  });
});

describe("bare bodies: the parts of a document message side by side in the Body", () => {
  interface Parts {
    code: string;
    note: string;
  }
  // As a bare body's type is generated: one member per part, a type part unqualified.
  const Parts = complexType<Parts>({
    ns: NS,
    name: "OpInput",
    fields: {
      code: element(NS, "itemCode", xsString, { required: true }),
      note: element("", "note", xsString, { required: true }),
    },
  });
  const bare = () => ({ kind: "bare" as const, type: Parts });
  const envelope = (body: string, bodyAttributes = "") =>
    `<s:Envelope xmlns:s="${SOAP11_ENV_NS}" xmlns:t="${NS}"><s:Body${bodyAttributes}>${body}</s:Body></s:Envelope>`;
  const read = (body: string, strict: boolean) => readSoapEnvelope(envelope(body), bare, { strict }).body;

  it("reads the Body's elements as one value, named by the first of them, in any order, strictly or not", () => {
    for (const strict of [false, true]) {
      expect(read(`<t:itemCode>A1</t:itemCode><note>n</note>`, strict)).toEqual({
        ns: NS,
        local: "itemCode",
        value: { code: "A1", note: "n" },
      });
      expect(read(`<note>n</note><t:itemCode>A1</t:itemCode>`, strict)?.value).toEqual({
        code: "A1",
        note: "n",
      });
    }
  });

  it("refuses a missing part, strictly or not, naming it", () => {
    for (const strict of [false, true])
      expect(() => read(`<t:itemCode>A1</t:itemCode>`, strict)).toThrowError(
        "<Body> (OpInput) lacks required element <note>",
      );
  });

  it("keeps an undeclared element in $unknown when lenient and refuses it when strict", () => {
    const body = `<t:itemCode>A1</t:itemCode><note>n</note><t:extra>x</t:extra>`;
    const value = read(body, false)?.value;
    expect(unknownElements(value).map(({ path, element }) => [path, element.ns, element.local])).toEqual([
      ["", NS, "extra"],
    ]);
    expect(() => read(body, true)).toThrowError("extra");
  });

  it("takes neither the Body's attributes nor its first element's as the value's", () => {
    const text = envelope(
      `<t:itemCode xmlns:w="urn:w" w:id="1">A1</t:itemCode><note>n</note>`,
      ` xmlns:w="urn:w" w:Id="body"`,
    );
    expect(readSoapEnvelope(text, bare, { strict: true }).body?.value).toEqual({ code: "A1", note: "n" });
  });

  it("reads a Fault in place of the parts", () => {
    const fault = writeSoapFault("1.1", { code: "Sender", reason: "no" });
    expect(readSoapEnvelope(fault, bare).fault?.reason).toBe("no");
  });

  it("writes the Body through the value's writer, after the header", () => {
    const text = writeSoapEnvelopeBody(
      "1.1",
      { "": NS },
      (w, env) =>
        w.start(env, "Body").start(NS, "itemCode").text("A1").end().start("", "note").text("n").end().end(),
      (w) => w.start(NS, "session").text("s").end(),
    );
    expect(text).toContain(
      `<soap:Header><session>s</session></soap:Header><soap:Body><itemCode>A1</itemCode><note xmlns="">n</note></soap:Body>`,
    );
    expect(readSoapEnvelope(text, bare).body?.value).toEqual({ code: "A1", note: "n" });
  });

  it("writes a request as its SOAP version's own type where the versions differ, and an empty one as an empty Body", () => {
    const Code = complexType<{ code: string }>({
      ns: NS,
      name: "OpSoap12Input",
      fields: { code: element(NS, "itemCode", xsString, { required: true }) },
    });
    const writeParts = (w: XmlWriter, ns: string, local: string, value: Partial<Parts>) => {
      w.start(ns, local);
      writeValue(w, NS, "itemCode", xsString, value.code);
      writeValue(w, "", "note", xsString, value.note);
      w.end();
    };
    const op: OperationDescriptor<Partial<Parts>, void> = {
      name: "Op",
      requestElement: "Op",
      bareRequest: [{ ns: NS, local: "itemCode" }],
      ns: NS,
      transports: ["soap11", "soap12"],
      soapAction: "",
      request: Parts,
      writeRequest: writeParts,
      soap12Request: {
        requestElement: "Op",
        bareRequest: [{ ns: NS, local: "itemCode" }],
        request: Code,
        writeRequest: (w, ns, local, value) => writeParts(w, ns, local, { code: value.code ?? "" }),
      },
      parameters: [],
      invoke: () => Promise.resolve(),
    };
    const request = { code: "A1", note: "n" };
    expect(soapRequestEnvelope("1.1", op, request)).toContain(
      '<soap:Body><itemCode>A1</itemCode><note xmlns="">n</note></soap:Body>',
    );
    expect(soapRequest(op, "1.1")).toBe(op);
    expect(soapRequestEnvelope("1.2", op, request)).toContain(
      "<soap:Body><itemCode>A1</itemCode></soap:Body>",
    );
    expect(soapRequestEnvelope("1.1", { ...op, bareRequest: [] }, {})).toContain("<soap:Body/>");
  });
});
