// The fixture corpus: every test/fixtures/corpus/<name>/fixture.json names the entry WSDL of a service written in
// the shape a real toolchain publishes. Each one is generated as a user would (`generate <entry> --out <dir>`),
// typechecked under the strict flags, and one operation is called through the generated client against the
// generated server (mock handlers) over HTTP on 127.0.0.1; both messages are validated by libxml2 against the
// fixture's own schemas (the XSD files beside the entry and the schemas inside its WSDL files).
//
// fixture.json: { "entry": "<file>.wsdl", "operation"?: "<WSDL operation name>" (default: the first one the
// first service serves), "calls"?: [{ "operation", "transport"?, "options"?: <call options> }] (instead of
// "operation": several calls, each over its transport, default SOAP 1.1, or answered by a declared "fault"), "warnings"?: ["<diagnostic as printed,
// file relative to the fixture>"] }. A call of an operation without a result resolves to nothing: a one-way
// one's answer is 202 with an empty body, another's an envelope with an empty body or an empty response element
// (an empty body over GET/POST). Header blocks a call sends reach the handler. XSD files beside the entry that
// it does not import still join the schemas libxml2 checks with (rpc-literal/ writes out its rpc body elements
// that way, document-parts/ its type parts). A standard namespace a fixture imports (by its public URL or by
// namespace alone: SOAP encoding, WS-Security, XML Signature) is checked with the generator's offline schema of
// it. An rpc/encoded wrapper is declared in no schema, so libxml2 checks it laxly, and each value in it strictly
// by its xsi:type (structs, soapenc:Array, built-in types), the envelope as always.
import type { IncomingMessage, ServerResponse } from "node:http";
import { mkdtemp, readdir, readFile, rm, symlink } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SaxesParser } from "saxes";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { generateFromFiles } from "../../generator/generate-files.ts";
import type { Model } from "../../generator/model/index.ts";
import { faultElement } from "../../generator/model/lookup.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import { elementKey, type NameMap } from "../../generator/naming/name-map.ts";
import { computeShapes, typeIndex } from "../../generator/shape/compute-shapes.ts";
import { SampleBuilder } from "../../generator/samples/sample-values.ts";
import { writeTree } from "../../generator/write/write-tree.ts";
import { edgeCaseRequests, sampleProblems, type SampledPackage } from "../support/sample-validity.ts";
import { localStandardLocations, standardSchemaSources } from "../support/standard-schemas.ts";
import {
  embeddedSchemas,
  importingSchema,
  validateXmlDocuments,
  type XmlSource,
} from "../../generator/xsd-validate/index.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const corpusRoot = path.join(repositoryRoot, "test", "fixtures", "corpus");
const envelopeSchemas = path.join(repositoryRoot, "test", "fixtures", "xsd");

/**
 * One call a fixture makes: of an operation, over a transport, with call options (SOAP header blocks); with
 * `fault`, the handler throws that declared fault (`wsdl:fault` name) with a detail of sample values, which the
 * call rejects with, typed.
 */
interface Call {
  readonly operation?: string;
  readonly transport?: "soap11" | "soap12" | "get" | "post";
  readonly options?: { readonly soapHeaders?: Readonly<Record<string, unknown>> };
  readonly fault?: string;
}

interface Fixture {
  readonly name: string;
  readonly folder: string;
  readonly entry: string;
  readonly calls: readonly Call[];
  readonly warnings: readonly string[];
}

async function discover(): Promise<Fixture[]> {
  const names = (await readdir(corpusRoot, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const fixtures: Fixture[] = [];
  for (const name of names) {
    const folder = path.join(corpusRoot, name);
    const text = await readFile(path.join(folder, "fixture.json"), "utf8").catch(() => undefined);
    if (text === undefined) continue;
    const json = JSON.parse(text) as {
      entry: string;
      operation?: string;
      calls?: Call[];
      warnings?: string[];
    };
    fixtures.push({
      name,
      folder,
      entry: json.entry,
      calls: json.calls ?? [json.operation === undefined ? {} : { operation: json.operation }],
      warnings: json.warnings ?? [],
    });
  }
  return fixtures;
}

const fixtures = await discover();
const scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-corpus-"));
// The packages import saxes and compile against @types/node: both resolve from here.
await symlink(path.join(repositoryRoot, "node_modules"), path.join(scratch, "node_modules"), "dir");

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Declarations from node_modules (the default library, @types/node), parsed once for every fixture. */
const sharedSourceFiles = new Map<string, ts.SourceFile>();

/**
 * Type errors of the package's modules under its own tsconfig.json (every strict flag, as `tsc -p <dir>` checks
 * them). The copied runtime is read as its compiled declarations: the repository's own typecheck covers its
 * sources, and checking them again for every fixture would take most of this test's time.
 */
function typeErrors(packageRoot: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(packageRoot, "tsconfig.json"),
    { noEmit: true },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (parsed === undefined) return ["tsconfig.json could not be read"];
  const runtime = path.join(packageRoot, "src", "runtime") + path.sep;
  const host = ts.createCompilerHost(parsed.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError) => {
    if (fileName.startsWith(runtime)) {
      const declarations = path.join(
        packageRoot,
        "dist",
        "runtime",
        path.basename(fileName, ".ts") + ".d.ts",
      );
      const text = ts.sys.readFile(declarations);
      return text === undefined ? undefined : ts.createSourceFile(fileName, text, language);
    }
    if (!fileName.includes(`${path.sep}node_modules${path.sep}`))
      return getSourceFile(fileName, language, onError);
    let file = sharedSourceFiles.get(fileName);
    if (file === undefined) {
      file = getSourceFile(fileName, language, onError);
      if (file !== undefined) sharedSourceFiles.set(fileName, file);
    }
    return file;
  };
  const rootNames = parsed.fileNames.filter((file) => !path.normalize(file).startsWith(runtime));
  const program = ts.createProgram({ rootNames, options: parsed.options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    if (diagnostic.file === undefined || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.relative(packageRoot, diagnostic.file.fileName)}:${line + 1}:${character + 1}: ${message}`;
  });
}

/** The schemas in `folder` for libxml2: its XSD files, the schemas inside its WSDLs, and the SOAP envelopes. */
async function schemaSet(folder: string): Promise<{ schema: XmlSource; imports: XmlSource[] }> {
  const files = (await readdir(folder, { recursive: true }))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
  const imports: XmlSource[] = [];
  const roots: { namespace: string; schemaLocation: string }[] = [];
  const declared = new Set<string>();
  const targetNamespace = (text: string) => /targetNamespace\s*=\s*["']([^"']*)["']/.exec(text)?.[1] ?? "";
  // A standard schema imported by its public URL is read from the generator's offline copy, in standard/.
  const offline = (fileName: string, text: string) =>
    localStandardLocations(text, `${"../".repeat(fileName.split("/").length - 1)}standard/`);
  for (const file of files) {
    if (file.endsWith(".json")) continue;
    const contents = await readFile(path.join(folder, file), "utf8").catch(() => undefined);
    if (contents === undefined) continue;
    for (const [, namespace] of contents.matchAll(/\bxmlns:[\w.-]+\s*=\s*["']([^"']*)["']/g))
      if (namespace !== undefined) declared.add(namespace);
    const root = /<(?:[\w.-]+:)?(schema|definitions)[\s>]/.exec(
      contents.replace(/<!--[\s\S]*?-->/g, ""),
    )?.[1];
    if (root === "schema") {
      imports.push({ fileName: `fixture/${file}`, contents: offline(`fixture/${file}`, contents) });
      roots.push({ namespace: targetNamespace(contents), schemaLocation: `fixture/${file}` });
    } else if (root === "definitions")
      // Each inline schema as a file of its own beside the WSDL, so its relative locations still resolve.
      embeddedSchemas({ fileName: file, contents }).forEach((schema, index) => {
        const fileName = `fixture/${file}.schema${index}.xsd`;
        imports.push({ fileName, contents: offline(fileName, schema.contents) });
        roots.push({
          namespace: targetNamespace(schema.contents.slice(0, schema.contents.indexOf(">"))),
          schemaLocation: fileName,
        });
      });
  }
  for (const [version, namespace] of [
    ["soap11", "http://schemas.xmlsoap.org/soap/envelope/"],
    ["soap12", "http://www.w3.org/2003/05/soap-envelope"],
  ] as const) {
    const fileName = `envelope/${version}-envelope.xsd`;
    imports.push({
      fileName,
      contents: await readFile(path.join(envelopeSchemas, `${version}-envelope.xsd`), "utf8"),
    });
    roots.push({ namespace, schemaLocation: fileName });
  }
  // A standard namespace the fixture imports, by its public URL or by namespace alone, or names through a prefix
  // it declares (Axis 1's apachesoap:Map), is read from the generator's offline copy, as generate reads it. SOAP-encoded arrays restrict soapenc:Array (enc:Array in SOAP
  // 1.2), which the encoding schemas declare: the xsi:type on each encoded value is then checked against its type.
  const fixtureSources = [...imports];
  for (const standard of await standardSchemaSources()) {
    imports.push(standard);
    const imported =
      declared.has(standard.namespace) ||
      fixtureSources.some((source) => source.contents.includes(`namespace="${standard.namespace}"`));
    if (imported && !roots.some((root) => root.namespace === standard.namespace))
      roots.push({ namespace: standard.namespace, schemaLocation: standard.fileName });
  }
  // A .NET DataSet refers to xs:schema, which libxml2 does not declare, and its strict xs:any holds a
  // diffgram: lax stand-ins declare both.
  if (imports.some((source) => /\bref="[\w.-]+:schema"/.test(source.contents)))
    for (const [file, namespace] of [
      ["dataset-schema-element.xsd", "http://www.w3.org/2001/XMLSchema"],
      ["dataset-diffgram.xsd", "urn:schemas-microsoft-com:xml-diffgram-v1"],
    ] as const) {
      const fileName = `xsd/${file}`;
      imports.push({ fileName, contents: await readFile(path.join(envelopeSchemas, file), "utf8") });
      roots.push({ namespace, schemaLocation: fileName });
    }
  return { schema: importingSchema("corpus.xsd", roots), imports };
}

/**
 * The schemas as SOAP encoding reads them: a struct's members are unqualified whatever the element form of the
 * fixture's schemas (SOAP 1.1 section 5.1), so libxml2 checks an encoded value against its type with them so.
 */
function encodedView(schemas: Awaited<ReturnType<typeof schemaSet>>): Awaited<ReturnType<typeof schemaSet>> {
  return {
    schema: schemas.schema,
    imports: schemas.imports.map((source) =>
      source.fileName.startsWith("fixture/")
        ? {
            ...source,
            contents: source.contents
              .replace(/\belementFormDefault\s*=\s*["']qualified["']/g, 'elementFormDefault="unqualified"')
              .replace(/(<(?:[\w.-]+:)?element\b[^>]*\bform\s*=\s*)["']qualified["']/g, '$1"unqualified"'),
          }
        : source,
    ),
  };
}

/** The first element inside the SOAP Body of an envelope, as {namespace}local. */
function bodyChild(envelope: string): string {
  const parser = new SaxesParser({ xmlns: true });
  const open: string[] = [];
  let child = "";
  parser.on("opentag", (tag) => {
    if (child === "" && open.at(-1) === "Body" && open.length === 2) child = `{${tag.uri}}${tag.local}`;
    open.push(tag.local);
  });
  parser.on("closetag", () => open.pop());
  parser.write(envelope).close();
  return child;
}

/** The root element of a document, as {namespace}local. */
function rootElement(document: string): string {
  const parser = new SaxesParser({ xmlns: true });
  let root = "";
  parser.on("opentag", (tag) => {
    if (root === "") root = `{${tag.uri}}${tag.local}`;
  });
  parser.write(document).close();
  return root;
}

type GeneratedIndex = SampledPackage;

/**
 * Calls one operation of the generated package through its client against its server (mock handlers) over HTTP
 * on 127.0.0.1, and checks both messages: SOAP envelopes against the fixture's schemas with libxml2, an answer
 * without a result as empty.
 */
async function callOperation(
  model: Model,
  names: NameMap,
  index: GeneratedIndex,
  mock: Readonly<Record<string, unknown>>,
  schemas: Awaited<ReturnType<typeof schemaSet>>,
  call: Call,
): Promise<void> {
  const service =
    model.services.find((candidate) =>
      call.operation === undefined
        ? true
        : candidate.operations.some((operation) => operation.name === call.operation),
    ) ?? model.services[0];
  if (service === undefined) throw new Error("no service");
  const stem = names.services.get(service.name) ?? service.name;
  const descriptor = index[stem] as {
    operations: readonly {
      name: string;
      transports: readonly string[];
      oneWay?: boolean;
      result?: unknown;
    }[];
    path: string;
  };
  const operationName = call.operation ?? descriptor.operations[0]?.name;
  const operation = service.operations.find((candidate) => candidate.name === operationName);
  const described = descriptor.operations.find((candidate) => candidate.name === operationName);
  if (operation === undefined || described === undefined)
    throw new Error(`no operation ${String(operationName)}`);

  // A request of sample values, as the mock's results are made; an rpc operation's is its wrapper element, and
  // where the parts stand in the Body side by side (bare), the Body's type.
  const requestPart =
    operation.bindings.flatMap((binding) =>
      binding.kind === "soapBinding" && binding.rpcWrappers !== undefined
        ? [binding.rpcWrappers.request]
        : [],
    )[0] ?? operation.input.parts[0]?.element;
  // The Body of the call's SOAP version: a SOAP 1.2 binding's where its parts differ from the SOAP 1.1 one's.
  const bare = operation.bindings
    .flatMap((binding) =>
      binding.kind === "soapBinding" && binding.bareBodies !== undefined ? [binding] : [],
    )
    .sort(
      (a, b) => Number(b.protocol === call.transport) - Number(a.protocol === call.transport),
    )[0]?.bareBodies;
  // An operation of HTTP bindings only: the type made from its parameter parts.
  const parameters = operation.bindings.flatMap((binding) =>
    binding.kind === "httpBinding" && binding.parametersType !== undefined ? [binding.parametersType] : [],
  )[0];
  const bodyType = bare?.request ?? parameters;
  const requestElement = model.elements.find(
    (element) => requestPart !== undefined && elementKey(element.name) === elementKey(requestPart),
  );
  const samples = new SampleBuilder({
    types: typeIndex(model),
    shapes: computeShapes(model),
    names,
    elements: model.elements,
  });
  const request =
    bodyType === undefined
      ? requestElement && samples.value(requestElement.type, requestElement.name.local, 0, 0)
      : samples.value({ kind: "defined", id: bodyType }, operation.name, 0, 0);
  if (request === undefined) throw new Error("no request element");

  // A declared fault's detail: its element's sample value under the fault's property.
  const operationNames = names.operations.get(service.name)?.get(operation.name);
  const declaredFault = operation.faults.find((fault) => fault.name === call.fault);
  const faultElementOf = declaredFault && faultElement(model, operation, declaredFault);
  const faultProperty = declaredFault && operationNames?.faultProperties?.get(declaredFault.name);
  if (call.fault !== undefined && (faultElementOf === undefined || faultProperty === undefined))
    throw new Error(`no typed fault ${call.fault}`);
  const detail =
    faultElementOf && faultProperty
      ? { [faultProperty]: samples.value(faultElementOf.type, faultElementOf.name.local, 0, 0) }
      : undefined;

  // The mock handlers, each call's request header blocks kept as the handler sees them.
  const received: unknown[] = [];
  const ServiceFault = index["ServiceFault"] as new (
    code: string,
    reason: string,
    subcode: undefined,
    options: { detail: unknown },
  ) => Error;
  const handlers = Object.fromEntries(
    Object.entries(
      mock[`${stem}Mock`] as Record<string, (request: unknown, context: unknown) => unknown>,
    ).map(([method, handler]) => [
      method,
      (request: unknown, context: { soapHeaders: unknown }) => {
        received.push(context.soapHeaders);
        if (detail !== undefined && method === operationNames?.method)
          throw new ServiceFault("Receiver", "Declared fault.", undefined, { detail });
        return handler(request, context);
      },
    ]),
  );
  const messages: string[] = [];
  let status = 0;
  const listener = index.createServiceListener(descriptor, handlers);
  // The messages as they cross the wire: the request body as it arrives, the response as it is written.
  const server = index.createSoapServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => messages.push(Buffer.concat(chunks).toString("utf8")));
    const sent: Buffer[] = [];
    const keep = (chunk: unknown) => {
      if (typeof chunk === "string" || chunk instanceof Uint8Array) sent.push(Buffer.from(chunk));
    };
    const write = response.write as (...args: unknown[]) => boolean;
    const end = response.end as (...args: unknown[]) => ServerResponse;
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return write.call(response, chunk, ...rest);
    }) as typeof response.write;
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk);
      messages.push(Buffer.concat(sent).toString("utf8"));
      status = response.statusCode;
      return end.call(response, chunk, ...rest);
    }) as typeof response.end;
    listener(incoming, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const Client = index[`${stem}Client`] as new (options: {
      baseUrl: string;
    }) => Record<string, (request: unknown, options: object) => Promise<unknown>>;
    const client = new Client({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    const method = operationNames?.method ?? "";
    const options = {
      ...call.options,
      ...(call.transport === undefined ? {} : { transport: call.transport }),
    };
    if (detail !== undefined) {
      const error = await client[method]?.(request, options).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(index["SoapFaultError"] as new () => unknown);
      expect((error as { details: unknown }).details).toEqual(detail);
    } else {
      const answer = await client[method]?.(request, options);
      if (described.result === undefined) expect(answer).toBeUndefined();
      else expect(answer).toBeDefined();
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  expect(received).toEqual([call.options?.soapHeaders ?? {}]);

  expect(messages).toHaveLength(2);
  const [sentRequest = "", sentResponse = ""] = messages;
  expect(status).toBe(detail !== undefined ? 500 : described.oneWay === true ? 202 : 200);
  // Without a transport, the client calls over SOAP 1.1, or over the first transport of an operation without it.
  const transport =
    call.transport ?? (described.transports.includes("soap11") ? "soap11" : described.transports[0]);
  const soap = transport !== "get" && transport !== "post";
  // No envelope answers a one-way request, nor a GET/POST call without a result.
  const responseEnvelope = described.oneWay !== true && soap;
  if (!responseEnvelope && described.result === undefined) expect(sentResponse).toBe("");
  const declared = new Set(model.elements.map((element) => elementKey(element.name)));
  if (!soap) {
    // A GET/POST answer whose root is a global element the schemas declare (as an HTTP-only description's
    // mime:mimeXml part names it) is checked by libxml2 too.
    if (described.result === undefined || !declared.has(rootElement(sentResponse))) return;
    const plain = await validateXmlDocuments({
      ...schemas,
      documents: [{ fileName: "response.xml", contents: sentResponse }],
    });
    expect(plain.documents.flatMap((document) => document.issues)).toEqual([]);
    return;
  }
  // The body of each message is an element the fixture's schemas declare, so libxml2 checks it strictly; the body
  // of a response without a result may be empty. A bare body's type parts are declared by an XSD beside the
  // fixture.
  if (bare?.request === undefined) expect(declared).toContain(bodyChild(sentRequest));
  // A fault's detail element is declared too, which the envelope's lax detail wildcard makes libxml2 check.
  if (detail !== undefined && faultElementOf !== undefined)
    expect(sentResponse).toMatch(
      new RegExp(
        `<detail><(\\w+:)?${faultElementOf.name.local} xmlns(:\\w+)?="${faultElementOf.name.namespace}"`,
      ),
    );
  else if (
    bare?.response === undefined &&
    responseEnvelope &&
    (described.result !== undefined || bodyChild(sentResponse) !== "")
  )
    expect(declared).toContain(bodyChild(sentResponse));
  const encoded = operation.bindings.some(
    (binding) => binding.kind === "soapBinding" && binding.use === "encoded",
  );
  const report = await validateXmlDocuments({
    ...(encoded ? encodedView(schemas) : schemas),
    documents: [
      { fileName: "request.xml", contents: sentRequest },
      ...(responseEnvelope ? [{ fileName: "response.xml", contents: sentResponse }] : []),
    ],
  });
  expect(report.schemaIssues.filter((issue) => issue.severity === "error")).toEqual([]);
  expect(report.documents.flatMap((document) => document.issues)).toEqual([]);
}

describe.each(fixtures)("corpus fixture $name", (fixture) => {
  const out = path.join(scratch, fixture.name);

  it("generates, typechecks, and calls its operations over HTTP with messages valid against its schema", async () => {
    const result = await generateFromFiles({
      files: [path.join(fixture.folder, fixture.entry)],
      allowRemote: false,
    });
    const printed = result.diagnostics.map((diagnostic) =>
      formatDiagnostic({
        ...diagnostic,
        location: {
          ...diagnostic.location,
          // A shipped standard schema is known by its URL.
          file: /^https?:/.test(diagnostic.location.file)
            ? diagnostic.location.file
            : path.relative(fixture.folder, path.join(result.root, diagnostic.location.file)),
        },
      }),
    );
    expect(printed).toEqual(fixture.warnings);
    if (result.package === undefined || result.model === undefined) throw new Error("nothing generated");
    await writeTree(out, ["."], result.package.files);
    expect(typeErrors(out)).toEqual([]);

    const model = result.model;
    const names = assignNames(model).names;
    const index = (await import(pathToFileURL(path.join(out, "dist", "index.js")).href)) as GeneratedIndex;
    const mock = (await import(pathToFileURL(path.join(out, "dist", "mock.js")).href)) as Record<
      string,
      unknown
    >;
    // The copies the package publishes, as a peer reading its ?WSDL has them: every import leads to another copy.
    const schemas = await schemaSet(path.join(out, "wsdl"));
    for (const call of fixture.calls) await callOperation(model, names, index, mock, schemas, call);
    // Every operation's samples, plain and edge-case, are valid and travel both ways over every transport.
    const version = {
      version: fixture.entry,
      namespace: "",
      packageName: fixture.name,
      directory: ".",
      wsdl: [fixture.entry],
      credentials: { parameters: [], secret: [] },
    };
    expect(await sampleProblems(index, mock, edgeCaseRequests(version, model))).toEqual([]);
    // Generating and typechecking take a few seconds each on an idle machine; a shared one takes longer.
  }, 600_000);
});
