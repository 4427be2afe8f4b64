import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultSchemaRoot } from "../../generator/config.ts";
import { validateXmlDocuments, type DocumentReport, type XmlSource } from "../../generator/xsd-validate/index.ts";
import { messageSchemaSet } from "./message-schemas.ts";
import { ns } from "./namespaces.ts";
import { specOperations, type SpecOperation } from "./spec-operations.ts";
import { childrenNamed, onlyChild, parseXml, type XmlElement } from "./xml-tree.ts";

const messagesRoot = path.resolve(import.meta.dirname, "..", "fixtures", "messages");
const transportFiles = [
  "soap11-request.xml",
  "soap11-response.xml",
  "soap12-request.xml",
  "soap12-response.xml",
  "get-request.txt",
  "post-request.txt",
  "http-response.xml",
];

/**
 * Invalid messages: each must fail, and the failure must name the offending element or attribute.
 * `body` marks the one libxml2 cannot catch (the SOAP Body is lax: an undeclared child is skipped),
 * which the body check below must reject instead.
 */
const invalidMessages = [
  { file: "wrong-namespace-parameter.xml", mentions: "{http://xml.example.net/14/}password" },
  { file: "wrong-namespace-root.xml", mentions: "{http://xml.example.net/14/}getMealsResult" },
  { file: "wrong-order.xml", mentions: "{http://xml.example.net/15/}password" },
  { file: "bad-int.xml", mentions: "bookingId" },
  { file: "missing-required.xml", mentions: "bookingId" },
  { file: "bad-enumeration.xml", mentions: "BookingType" },
  { file: "nil-not-nillable.xml", mentions: "RoomId" },
  { file: "bad-payment-methods.xml", mentions: "paymentMethods" },
  { file: "missing-payment-methods.xml", mentions: "paymentMethods" },
  { file: "bad-datetime.xml", mentions: "checkInDate" },
  { file: "missing-required-nillable.xml", mentions: "sharedFacilities" },
  // XML Schema checks attributes of nilled elements too: a nil item still needs its required attributes.
  { file: "nil-item-missing-required-attribute.xml", mentions: "start_date" },
  { file: "wrong-version-body.xml", mentions: "{http://xml.example.net/15/}GetRoomTypes", body: true },
] as const;

const namespaceOf = (version: string): string => `http://xml.example.net/${version}/`;

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(messagesRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

const documents = new Map<string, DocumentReport>();
const texts = new Map<string, string>();
let declaredElements = new Set<string>();

beforeAll(async () => {
  const files = await listFiles(messagesRoot);
  for (const file of files) texts.set(file, await readFile(path.join(messagesRoot, file), "utf8"));
  const xml: XmlSource[] = files
    .filter((file) => file.endsWith(".xml"))
    .map((file) => ({ fileName: `messages/${file}`, contents: texts.get(file) ?? "" }));
  const { schema, imports } = await messageSchemaSet();
  // One libxml2 run for every fixture, valid and invalid.
  const report = await validateXmlDocuments({ schema, imports, documents: xml });
  expect(report.schemaIssues).toEqual([]);
  for (const document of report.documents) documents.set(document.fileName.slice("messages/".length), document);
  declaredElements = new Set(
    await Promise.all(
      ["14", "15"].map(async (version) => {
        const schema = parseXml(await readFile(path.join(defaultSchemaRoot, version, "types.xsd"), "utf8"));
        return childrenNamed(schema, ns.xs, "element").map((element) => `{${namespaceOf(version)}}${element.attributes["name"] ?? ""}`);
      }),
    ).then((lists) => lists.flat()),
  );
});

const qname = (element: XmlElement): string => `{${element.uri}}${element.local}`;
const bodyChild = (file: string): XmlElement => {
  const envelope = parseXml(texts.get(file) ?? "");
  const envelopeNamespace = file.includes("soap12") ? ns.soap12Envelope : ns.soap11Envelope;
  expect(qname(envelope)).toBe(`{${envelopeNamespace}}Envelope`);
  const children = onlyChild(envelope, envelopeNamespace, "Body").children;
  expect(children).toHaveLength(1);
  return children[0] ?? envelope;
};
const expectValid = (file: string): void => {
  const report = documents.get(file);
  expect(report, `${file} was validated`).toBeDefined();
  expect(report?.issues).toEqual([]);
  expect(report?.valid).toBe(true);
};

describe.each(specOperations)("fixtures of $name (version $version)", (operation: SpecOperation) => {
  const folder = `${operation.version}/${operation.name}`;
  const tns = namespaceOf(operation.version);

  it("has a request and a response for every transport", () => {
    const present = [...texts.keys()].filter((file) => file.startsWith(`${folder}/`)).map((file) => file.slice(folder.length + 1));
    expect(present).toEqual(expect.arrayContaining(transportFiles));
  });

  it.each(["soap11", "soap12"])("%s request and response validate and carry the operation's wrapper elements", (soap) => {
    for (const [direction, element] of [
      ["request", operation.name],
      ["response", `${operation.name}Response`],
    ] as const) {
      const file = `${folder}/${soap}-${direction}.xml`;
      expectValid(file);
      const child = bodyChild(file);
      expect(qname(child)).toBe(`{${tns}}${element}`);
      if (direction === "response") expect(child.children.map(qname)).toEqual([`{${tns}}${operation.result}`]);
    }
  });

  it("plain HTTP response is the bare result element and validates", () => {
    const file = `${folder}/http-response.xml`;
    expectValid(file);
    expect(qname(parseXml(texts.get(file) ?? ""))).toBe(`{${tns}}${operation.result}`);
  });

  it.each(["get", "post"])("%s request carries every HTTP message part by name, with the SOAP request's values", async (method) => {
    const wsdl = parseXml(await readFile(path.join(defaultSchemaRoot, operation.version, `${operation.service}.wsdl`), "utf8"));
    const messageName = `${operation.name}${method === "get" ? "HttpGet" : "HttpPost"}In`;
    const message = childrenNamed(wsdl, ns.wsdl, "message").find((candidate) => candidate.attributes["name"] === messageName);
    const partNames = childrenNamed(message ?? wsdl, ns.wsdl, "part").map((part) => part.attributes["name"]);
    const parameters = [...new URLSearchParams((texts.get(`${folder}/${method}-request.txt`) ?? "").trim())];
    expect(parameters.map(([name]) => name)).toEqual(partNames);
    // The SOAP request validated, so equal values are valid lexical forms of the parameters' types.
    const soapValues = bodyChild(`${folder}/soap11-request.xml`).children.map((child) => [child.local, child.text]);
    expect(parameters).toEqual(soapValues);
  });
});

describe("fixtures of BookV2 (types only)", () => {
  it.each([
    ["15/BookV2/body-request.xml", "BookV2"],
    ["15/BookV2/body-response.xml", "BookV2Response"],
    ["15/BookV2/body-response-derived.xml", "BookV2Response"],
  ])("%s validates as %s", (file, element) => {
    expectValid(file);
    expect(qname(parseXml(texts.get(file) ?? ""))).toBe(`{${namespaceOf("15")}}${element}`);
  });
});

describe("further valid fixtures", () => {
  it("a BaseResult error report validates", () => {
    expectValid("14/GetRoomTypes/soap11-response-error.xml");
    const result = onlyChild(bodyChild("14/GetRoomTypes/soap11-response-error.xml"), namespaceOf("14"), "getRoomTypesResult");
    expect(result.children.map((child) => child.local)).toEqual(["Error", "ErrorAttributes"]);
  });

  it("every SOAP body child is an element the schema declares", () => {
    const envelopes = [...texts.keys()].filter((file) => /^1[45]\/.*soap1[12]-.*\.xml$/.test(file));
    expect(envelopes.length).toBeGreaterThan(40);
    for (const file of envelopes) expect(declaredElements).toContain(qname(bodyChild(file)));
  });
});

describe("invalid messages", () => {
  it("cover every file in the invalid folder", () => {
    const files = [...texts.keys()].filter((file) => file.startsWith("invalid/")).map((file) => file.slice("invalid/".length));
    expect(files).toEqual(invalidMessages.map((entry) => entry.file).sort());
  });

  it.each(invalidMessages.filter((entry) => !("body" in entry)))("$file fails libxml2 naming $mentions", ({ file, mentions }) => {
    const report = documents.get(`invalid/${file}`);
    expect(report?.valid).toBe(false);
    const messages = (report?.issues ?? []).map((issue) => issue.message);
    expect(messages.some((message) => message.includes(mentions)), messages.join("\n")).toBe(true);
    expect((report?.issues ?? []).every((issue) => issue.line > 0)).toBe(true);
  });

  it.each(invalidMessages.filter((entry) => "body" in entry))("$file is rejected by the body check: $mentions is not declared", ({ file, mentions }) => {
    const child = bodyChild(`invalid/${file}`);
    expect(qname(child)).toBe(mentions);
    expect(declaredElements).not.toContain(mentions);
  });
});
