// Golden tests of emitted code. Every folder of test/fixtures/emit/ is a schema root: an interfaces.json
// naming one small WSDL or XSD, and `expected/src/`, the files the generator must emit for it, reviewed by
// hand. The real pipeline runs on each (read -> names -> plan -> emit -> prettier, as `generate` does) and
// every generated `src/` file must equal its expected file byte for byte; a mismatch prints a unified diff.
// The diagnostics must equal `expected/diagnostics.txt` (none when it is absent).
// The runtime (`src/runtime/`) is copied verbatim into every package and is not compared.
//
// After an intended change of the emitters: UPDATE_GOLDEN=1 npx vitest run --config test/vitest.config.ts test/emit/golden.test.ts
// rewrites the expected files; read the diff before committing it.
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createClientAsync } from "soap";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../generator/config.ts";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { EmittedFile } from "../../generator/emit/emit-package.ts";
import { generatePackage, readGeneratorInputs } from "../../generator/generate.ts";
import { readInterfaceVersion } from "../../generator/read.ts";
import { changedFiles, unifiedDiff, writeTree } from "../../generator/write/write-tree.ts";
import type { SampleValue } from "../../generator/samples/sample-values.ts";
import { importingSchema, validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { edgeCaseRequests, sampleProblems, type SampledPackage } from "../support/sample-validity.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const fixturesRoot = path.join(repositoryRoot, "test", "fixtures", "emit");
const update = process.env["UPDATE_GOLDEN"] === "1";

const cases = (await readdir(fixturesRoot, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface Emitted {
  /** The generated `src/` files but the runtime, paths relative to the package (`src/types.ts`). */
  readonly sources: readonly EmittedFile[];
  readonly runtime: readonly EmittedFile[];
  /** The package's own tsconfig.json. */
  readonly tsconfig: string;
  readonly diagnostics: readonly string[];
  /** The edge-case sample request of every operation. */
  readonly edgeRequests: ReadonlyMap<string, SampleValue>;
  /** The README's TypeScript examples, importing the package's sources as a consumer imports the package. */
  readonly readmeExamples: readonly string[];
}

/** The ```ts blocks of a README, each a module importing `packageName` from the sources beside it. */
function readmeExamples(readme: string, packageName: string): string[] {
  return [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map(
    ([, code = ""]) =>
      `${code.replaceAll(`from "${packageName}/mock"`, 'from "./mock.ts"').replaceAll(`from "${packageName}"`, 'from "./index.ts"')}export {};\n`,
  );
}

/** Runs the generator's pipeline on one fixture folder, in memory. */
async function emitCase(name: string): Promise<Emitted> {
  const config = await readConfig(path.join(fixturesRoot, name));
  const [version] = config.interfaces;
  if (version === undefined || config.interfaces.length !== 1)
    throw new Error(`${name}: interfaces.json must name exactly one interface version`);
  const read = await readInterfaceVersion(config, version.version);
  if (read.model === undefined) throw new Error(read.diagnostics.map(formatDiagnostic).join("\n"));
  const inputs = await readGeneratorInputs(config.schemaRoot);
  const result = await generatePackage(version, read.model, inputs);
  if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join("\n"));
  const runtime = (file: EmittedFile) => file.path.startsWith("src/runtime/");
  const tsconfig = result.package.files.find((file) => file.path === `${version.directory}/tsconfig.json`);
  const readme = result.package.files.find((file) => file.path === `${version.directory}/README.md`);
  return {
    sources: result.sources.filter((file) => !runtime(file)),
    runtime: result.sources.filter(runtime),
    tsconfig: tsconfig?.text ?? "{}",
    diagnostics: [...read.diagnostics, ...result.diagnostics].map(formatDiagnostic),
    edgeRequests: edgeCaseRequests(version, read.model, inputs.names),
    readmeExamples: readmeExamples(readme?.text ?? "", version.packageName),
  };
}

describe("golden: emitted code of test/fixtures/emit/<case>", () => {
  const emitted = new Map<string, Emitted>();

  beforeAll(async () => {
    for (const name of cases) emitted.set(name, await emitCase(name));
  });

  it("has the seventeen cases", () => {
    expect(cases).toEqual([
      "any-type",
      "asmx-service",
      "choice-anonymous",
      "constructs-wire",
      "document-bare-edges",
      "document-parts",
      "encoded-cycles",
      "extension-chain",
      "http-only",
      "name-clashes",
      "one-way",
      "open-content",
      "qnames",
      "redefine",
      "rpc-encoded",
      "sample-rules",
      "simple-content",
      "simple-types",
      "soap-headers",
      "substitution-groups",
      "typed-wildcards",
    ]);
  });

  it.each(cases)("%s: every generated src/ file equals expected/src/", async (name) => {
    const { sources, diagnostics } = emitted.get(name) ?? (await emitCase(name));
    const expectedRoot = path.join(fixturesRoot, name, "expected");
    // writeTree and changedFiles work on package folders: `src` is the one folder here.
    if (update) await writeTree(expectedRoot, ["src"], sources);
    const diagnosticsFile = path.join(expectedRoot, "diagnostics.txt");
    const printed = diagnostics.map((line) => `${line}\n`).join("");
    if (update && printed !== "") await writeFile(diagnosticsFile, printed);
    expect(printed).toBe(await readFile(diagnosticsFile, "utf8").catch(() => ""));
    const changed = await changedFiles(expectedRoot, ["src"], sources);
    if (changed.length > 0) {
      const diff = await unifiedDiff(expectedRoot, changed, sources);
      // The diff reads from the expected file (on disk) to what the generator emits now.
      expect.fail(
        `${name}: ${changed.join(", ")} differ from what the generator emits ` +
          `(UPDATE_GOLDEN=1 rewrites them):\n${diff}`,
      );
    }
    expect(sources.map((file) => file.path)).toContain("src/types.ts");
  });

  describe("the emitted packages, written out with the runtime", () => {
    let scratch = "";
    const roots: string[] = [];

    // Under .tmp/ so saxes and @types/node resolve from this repository; the runtime is written once and
    // linked into every case (the compiler and the module loader follow the link to one copy).
    beforeAll(async () => {
      await mkdir(path.join(repositoryRoot, ".tmp"), { recursive: true });
      scratch = await mkdtemp(path.join(repositoryRoot, ".tmp", "golden-"));
      const first = emitted.get(cases[0] ?? "");
      if (first === undefined) throw new Error("no case emitted");
      await writeTree(path.join(scratch, "runtime"), ["src"], first.runtime);
      for (const name of cases) {
        const sources = emitted.get(name)?.sources ?? [];
        await writeTree(path.join(scratch, name), ["src"], sources);
        await symlink(
          path.join(scratch, "runtime", "src", "runtime"),
          path.join(scratch, name, "src", "runtime"),
        );
        roots.push(...sources.map((file) => `${name}/${file.path}`));
        // The README's examples compile where a consumer pastes them.
        const examples = emitted.get(name)?.readmeExamples ?? [];
        for (const [index, example] of examples.entries()) {
          await writeFile(path.join(scratch, name, "src", `readme-${index}.ts`), example);
          roots.push(`${name}/src/readme-${index}.ts`);
        }
      }
      // A choice typed as a union of its branches: one branch at most, each with what it needs.
      await writeFile(
        path.join(scratch, "choice-anonymous", "src", "choice-union.ts"),
        [
          'import type { Reach, Shipment } from "./types.ts";',
          "export const none: Reach = {};",
          'export const email: Reach = { email: "a", verified: true };',
          'export const phone: Reach = { phone: "1" };',
          "// @ts-expect-error two branches",
          'export const both: Reach = { email: "a", phone: "1" };',
          "// @ts-expect-error the first branch needs its email",
          "export const half: Reach = { verified: true };",
          'const base = { createdAt: "2024-01-01T00:00:00Z", id: 1, noteOrFragile: [], $any: [] };',
          'export const door: Shipment = { ...base, address: { street: "s", city: "c" } };',
          "// @ts-expect-error a required choice needs a branch",
          "export const nowhere: Shipment = base;",
          "// @ts-expect-error two branches",
          'export const twoWays: Shipment = { ...door, pickupPoint: "P1" };',
          "",
        ].join("\n"),
      );
      roots.push("choice-anonymous/src/choice-union.ts");
      // A fault narrowed by the operation whose call it answered: typed by that operation's declared faults.
      await writeFile(
        path.join(scratch, "soap-headers", "src", "fault-narrowing.ts"),
        [
          'import { GetQuoteOperation, PingOperation, isFaultOf } from "./index.ts";',
          "export function suggestion(error: unknown): string | undefined {",
          "  if (isFaultOf(error, GetQuoteOperation)) {",
          "    // @ts-expect-error GetQuote declares no fault of that name",
          "    void error.details.authFault;",
          "    return error.details.unknownSymbol?.suggestion;",
          "  }",
          "  if (isFaultOf(error, PingOperation)) {",
          "    // @ts-expect-error Ping declares no typed fault",
          "    void error.details.unknownSymbol;",
          "    return error.fault.reason;",
          "  }",
          "  // @ts-expect-error an error not narrowed has no details",
          "  void error.details;",
          "  return undefined;",
          "}",
          "",
        ].join("\n"),
      );
      roots.push("soap-headers/src/fault-narrowing.ts");
    });

    afterAll(async () => {
      if (scratch !== "") await rm(scratch, { recursive: true, force: true });
    });

    it("typecheck under the packages' strict tsconfig", () => {
      // Only the generated files are checked: the runtime is checked with every package
      // (test/generated/package.test.ts).
      const first = emitted.get(cases[0] ?? "");
      if (first === undefined) throw new Error("no case emitted");
      const { compilerOptions } = JSON.parse(first.tsconfig) as { compilerOptions: Record<string, unknown> };
      // No output: the options but rootDir and outDir.
      const options = Object.fromEntries(
        Object.entries(compilerOptions).filter(([name]) => name !== "rootDir" && name !== "outDir"),
      );
      const config = ts.parseJsonConfigFileContent(
        { compilerOptions: { ...options, noEmit: true }, files: roots },
        ts.sys,
        scratch,
      );
      const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
      const problems = [
        ...config.errors,
        ...program.getOptionsDiagnostics(),
        ...program.getGlobalDiagnostics(),
        ...config.fileNames.flatMap((file) => {
          const source = program.getSourceFile(file);
          if (source === undefined) throw new Error(`${file} is not in the program`);
          return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
        }),
      ];
      const host = {
        getCanonicalFileName: (file: string) => file,
        getCurrentDirectory: () => scratch,
        getNewLine: () => "\n",
      };
      expect(ts.formatDiagnostics(problems, host)).toBe("");
      expect(roots.length).toBeGreaterThan(cases.length);
    });

    it.each(cases)(
      "%s: every operation's samples, plain and edge-case, are valid and travel over every transport",
      async (name) => {
        const source = path.join(scratch, name, "src");
        const index = (await import(path.join(source, "index.ts"))) as SampledPackage;
        const mock = (await import(path.join(source, "mock.ts")).catch(() => ({}))) as Record<
          string,
          unknown
        >;
        const edgeRequests = emitted.get(name)?.edgeRequests ?? new Map<string, SampleValue>();
        expect(await sampleProblems(index, mock, edgeRequests)).toEqual([]);
      },
    );

    it("asmx-service: array results travel as their items, over every transport the operation has", async () => {
      const greeter = (await import(path.join(scratch, "asmx-service", "src", "index.ts"))) as {
        Greeter: { readonly path: string };
        GreeterMock: Record<string, (...args: unknown[]) => Promise<unknown>>;
        GreeterClient: new (options: Record<string, unknown>) => {
          getGreetings(request: { count: number }): Promise<unknown>;
          getLanguages(request: Record<string, never>): Promise<unknown>;
        };
        createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
        createSoapServer: (listener: RequestListener) => Server;
        parseArrayOfGreeting: (xml: string, options?: { strict?: boolean }) => unknown;
        serializeArrayOfGreeting: (value: unknown, declaration?: boolean) => string;
        validateArrayOfGreeting: (value: unknown) => readonly { path: string; message: string }[];
        validateArrayOfString: (value: unknown) => readonly { path: string; message: string }[];
      };
      const greetings = [{ language: "en", text: "Hello <you>" }, null, { text: "Hallo" }];
      // SOAP only, and no global element: the wrapper is read and written through the operation alone.
      const languages = ["en", null, "de & <fr>"];
      const handlers = {
        ...greeter.GreeterMock,
        getGreetings: async () => greetings,
        getLanguages: async () => languages,
      };
      const server = greeter.createSoapServer(greeter.createServiceListener(greeter.Greeter, handlers));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        for (const transport of ["soap11", "soap12", "get", "post"]) {
          const client = new greeter.GreeterClient({ baseUrl, transport, validateResponse: true });
          expect(await client.getGreetings({ count: 3 }), transport).toEqual(greetings);
          if (transport.startsWith("soap"))
            expect(await client.getLanguages({}), transport).toEqual(languages);
        }
        // The plain HTTP answer is the wrapper's global element holding one element per item.
        const plain = await fetch(`${baseUrl}${greeter.Greeter.path}/GetGreetings?count=3`);
        const xml = await plain.text();
        expect(xml).toMatch(/^<\?xml[^>]*\?>\s*<ArrayOfGreeting [^>]*xmlns="urn:emit:asmx-service"/);
        expect(xml).toMatch(/<Greeting [^>]*xsi:nil="true"\s*\/>/);
        expect(greeter.parseArrayOfGreeting(xml)).toEqual(greetings);
        // Strict reading takes an xsi:type naming the wrapper itself and refuses one naming another type.
        const typed = (name: string) =>
          '<ArrayOfGreeting xmlns="urn:emit:asmx-service" xmlns:e="urn:emit:asmx-service" xmlns:o="urn:other" ' +
          `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="${name}"><Greeting/></ArrayOfGreeting>`;
        expect(greeter.parseArrayOfGreeting(typed("e:ArrayOfGreeting"), { strict: true })).toEqual([{}]);
        for (const other of ["e:Greeting", "o:ArrayOfGreeting"])
          expect(() => greeter.parseArrayOfGreeting(typed(other), { strict: true }), other).toThrow(
            /xsi:type \{urn:[a-z:-]+\}\w+ is not ArrayOfGreeting/,
          );
        // What goes out validates against the case's own schema (libxml2).
        const empty = greeter.serializeArrayOfGreeting([], false);
        expect(greeter.parseArrayOfGreeting(empty)).toEqual([]);
        const schema = await readFile(path.join(fixturesRoot, "asmx-service", "types.xsd"), "utf8");
        const report = await validateXmlDocuments({
          schema: { fileName: "types.xsd", contents: schema },
          imports: [],
          documents: [xml, empty].map((contents, index) => ({ fileName: `${index}.xml`, contents })),
        });
        expect(report.documents.map((document) => document.issues)).toEqual([[], []]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      expect(greeter.validateArrayOfGreeting(greetings)).toEqual([]);
      expect(greeter.validateArrayOfGreeting([{ text: 7 }, "x"])).toEqual([
        { path: "[0].text", message: expect.stringMatching(/string/) },
        { path: "[1]", message: expect.stringMatching(/object/) },
      ]);
      expect(greeter.validateArrayOfString(languages)).toEqual([]);
      expect(greeter.validateArrayOfString(["en", 7])).toEqual([
        { path: "[1]", message: expect.stringMatching(/string/) },
      ]);
    });

    it("name-clashes: $type tells apart types of one hierarchy that share a local name, as {namespace}local", async () => {
      const directory = (await import(path.join(scratch, "name-clashes", "src", "index.ts"))) as {
        parseLookupResponse: (xml: string, options?: { strict?: boolean }) => unknown;
        serializeLookupResponse: (value: unknown, declaration?: boolean) => string;
        validateLookupResponse: (value: unknown) => readonly { path: string; message: string }[];
      };
      for (const address of [
        { street: "Main" },
        { $type: "{urn:emit:name-clashes}Address", street: "Main", floor: 2 },
      ]) {
        const response = { lookupResult: { address } };
        expect(directory.validateLookupResponse(response)).toEqual([]);
        const xml = directory.serializeLookupResponse(response, false);
        expect(directory.parseLookupResponse(xml, { strict: true })).toEqual(response);
      }
      expect(
        directory.validateLookupResponse({ lookupResult: { address: { $type: "Address", street: "Main" } } }),
      ).toEqual([
        { path: "lookupResult.address.$type", message: expect.stringMatching(/unknown type "Address"/) },
      ]);
    });

    it("name-clashes: renamed declarations read and write their own XML names; a re-declared member is one more", async () => {
      const directory = (await import(path.join(scratch, "name-clashes", "src", "index.ts"))) as {
        parseContact: (xml: string) => unknown;
        serializeContact: (value: unknown, declaration?: boolean) => string;
        parseContactPlaces: (xml: string) => unknown;
        serializeContactPlaces: (value: unknown, declaration?: boolean) => string;
        parseEntries: (xml: string, options?: { strict?: boolean }) => unknown;
        serializeEntries: (value: unknown, declaration?: boolean) => string;
        validateContact: (value: unknown) => readonly { path: string; message: string }[];
        validateStatusPlaces: (value: unknown) => readonly { path: string; message: string }[];
        validateCodedEntry: (value: unknown) => readonly { path: string; message: string }[];
      };
      const person =
        '<Contact xmlns="urn:emit:name-clashes:people" note="on the element"><note>inside</note><ID>7</ID>' +
        "<Id>seven</Id><status>3</status><Status>active</Status>" +
        "<КонтактнаяИнформация><Телефон>+7 495</Телефон></КонтактнаяИнформация></Contact>";
      const contact = {
        noteAttribute: "on the element",
        note: "inside",
        id: 7,
        Id: "seven",
        status: 3,
        Status: "active",
        контактнаяИнформация: { телефон: "+7 495" },
      };
      expect(directory.parseContact(person)).toEqual(contact);
      expect(directory.validateContact(contact)).toEqual([]);
      const place = { city: "Oslo", status: "open" };
      const placeXml = directory.serializeContactPlaces(place, false);
      expect(placeXml).toMatch(/^<(\w+:)?Contact [^>]*"urn:emit:name-clashes:places"/);
      expect(directory.parseContactPlaces(placeXml)).toEqual(place);
      // Each Status keeps its own values.
      expect(directory.validateStatusPlaces("open")).toEqual([]);
      expect(directory.validateStatusPlaces("active")).not.toEqual([]);
      // The restriction declares `code` again in place of the base's: one property. The extension declares it
      // again after the base's: a property of its own, `code2`.
      const entries = [
        { label: "plain" },
        { $type: "CodedEntry", code: "C1", label: "coded" },
        { $type: "DatedEntry", code: "D1", label: "dated", date: "2024-02-29" },
      ];
      const entriesXml = directory.serializeEntries(entries, false);
      expect(entriesXml.match(/<(\w+:)?code>/g)).toHaveLength(2);
      expect(directory.parseEntries(entriesXml)).toEqual(entries);
      expect(directory.validateCodedEntry({ label: "no code" })).toEqual([
        { path: "code", message: expect.stringMatching(/required|missing/) },
      ]);
      // Sent at both of its places, the second is the extension's: read strictly, and written back as it came.
      const twice = entriesXml.replace(
        /<(\w+:)?date>/,
        (date, prefix = "") => `<${prefix}code>D2</${prefix}code>${date}`,
      );
      const both = [...entries.slice(0, 2), { ...entries[2], code2: "D2" }];
      expect(directory.parseEntries(twice, { strict: true })).toEqual(both);
      expect(directory.serializeEntries(both, false)).toBe(twice);
      const thrice = twice.replace(
        /<(\w+:)?date>/,
        (date, prefix = "") => `<${prefix}code>D3</${prefix}code>${date}`,
      );
      expect(() => directory.parseEntries(thrice, { strict: true })).toThrow(/more than once/);
      const schema = await readFile(path.join(fixturesRoot, "name-clashes", "people.xsd"), "utf8");
      const report = await validateXmlDocuments({
        schema: { fileName: "people.xsd", contents: schema },
        imports: [],
        documents: [directory.serializeContact(contact), entriesXml, twice].map((contents, index) => ({
          fileName: `${index}.xml`,
          contents,
        })),
      });
      expect(report.documents.map((document) => document.issues)).toEqual([[], [], []]);
    });

    it("soap-headers: header blocks travel both ways over SOAP 1.1 and 1.2, mustUnderstand checked", async () => {
      interface Auth {
        key: string;
        user?: string;
      }
      interface Context {
        soapHeaders: { Auth?: Auth; Trace?: string | null };
        otherSoapHeaders: readonly string[];
        responseSoapHeaders: { Session?: string };
      }
      interface SoapFaultError {
        fault: { code: string; reason: string };
        headers: Record<string, unknown>;
      }
      const quotes = (await import(path.join(scratch, "soap-headers", "src", "index.ts"))) as {
        Quotes: { readonly path: string };
        QuotesClient: new (options: Record<string, unknown>) => {
          getQuote(request: { symbol: string }, options?: Record<string, unknown>): Promise<unknown>;
          getQuoteWithHeaders(
            request: { symbol: string },
            options?: Record<string, unknown>,
          ): Promise<{ result: unknown; headers: unknown; otherHeaders: readonly string[] }>;
          ping(request: Record<string, never>, options?: Record<string, unknown>): Promise<unknown>;
        };
        ServiceFault: new (
          code: string,
          reason: string,
          subcode?: unknown,
          options?: { headers?: Record<string, unknown> },
        ) => Error;
        SoapFaultError: new (...args: never[]) => SoapFaultError;
        createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
        createSoapServer: (listener: RequestListener) => Server;
      };
      const seen: { operation: string; headers: Context["soapHeaders"]; other: readonly string[] }[] = [];
      const handlers = {
        getQuote: async (request: { symbol: string }, context: Context) => {
          seen.push({ operation: "GetQuote", headers: context.soapHeaders, other: context.otherSoapHeaders });
          if (context.soapHeaders.Auth?.key !== "k1")
            throw new quotes.ServiceFault("Sender", "Unknown key.", undefined, {
              headers: { AuthFault: { reason: "key revoked" } },
            });
          context.responseSoapHeaders.Session = `s-${request.symbol}`;
          return "12.50";
        },
        ping: async (_request: unknown, context: Context) => {
          seen.push({ operation: "Ping", headers: context.soapHeaders, other: context.otherSoapHeaders });
          return "pong";
        },
      };
      const server = quotes.createSoapServer(quotes.createServiceListener(quotes.Quotes, handlers));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const wsse =
          '<wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">' +
          "<wsse:UsernameToken><wsse:Username>me</wsse:Username></wsse:UsernameToken></wsse:Security>";
        for (const transport of ["soap11", "soap12"]) {
          seen.length = 0;
          // A session-like header set once on the client, as a function called per call.
          const client = new quotes.QuotesClient({
            baseUrl,
            transport,
            soapHeaders: () => ({ Auth: { key: "k1", user: "ann" } }),
          });
          expect(await client.getQuote({ symbol: "ACME" }), transport).toBe("12.50");
          const withHeaders = await client.getQuoteWithHeaders(
            { symbol: "XYZ" },
            { soapHeaders: { Trace: null }, rawSoapHeaders: [wsse] },
          );
          expect(withHeaders, transport).toEqual({
            result: "12.50",
            headers: { Session: "s-XYZ" },
            otherHeaders: [],
          });
          expect(await client.ping({}), transport).toBe("pong");
          expect(seen, transport).toEqual([
            { operation: "GetQuote", headers: { Auth: { key: "k1", user: "ann" } }, other: [] },
            {
              operation: "GetQuote",
              headers: { Auth: { key: "k1", user: "ann" }, Trace: null },
              other: [expect.stringMatching(/^<wsse:Security .*<wsse:Username[^>]*>me<\/wsse:Username>/)],
            },
            // The client sends a default only to the operations that declare it.
            { operation: "Ping", headers: { Auth: { key: "k1", user: "ann" } }, other: [] },
          ]);
          // A headerfault's blocks come back typed on the error.
          const error = await client
            .getQuote({ symbol: "ACME" }, { soapHeaders: { Auth: { key: "bad" } } })
            .catch((caught: unknown) => caught);
          expect(error, transport).toBeInstanceOf(quotes.SoapFaultError);
          expect((error as SoapFaultError).headers, transport).toEqual({
            AuthFault: { reason: "key revoked" },
          });
          // Raw header markup that is not one well-formed element is refused before anything is sent.
          await expect(client.ping({}, { rawSoapHeaders: ["<a><b></a>"] })).rejects.toThrow(TypeError);
        }

        // node-soap's client, built from the WSDL our server publishes, adds a header block with addSoapHeader
        // and reads the response's block.
        seen.length = 0;
        const peer = await createClientAsync(`${baseUrl}${quotes.Quotes.path}?WSDL`);
        peer.addSoapHeader('<h:Auth xmlns:h="urn:emit:soap-headers"><h:key>k1</h:key></h:Auth>');
        const [peerResult, , peerHeader] = (await peer["GetQuoteAsync"]({ symbol: "ACME" })) as [
          Record<string, unknown>,
          string,
          Record<string, unknown>,
        ];
        expect(peerResult["getQuoteResult"]).toBe(12.5);
        expect(peerHeader["Session"]).toBe("s-ACME");
        expect(seen).toEqual([{ operation: "GetQuote", headers: { Auth: { key: "k1" } }, other: [] }]);

        // mustUnderstand: a block no operation declares, and Trace, which GetQuote declares but Ping does not.
        const post = async (
          version: "1.1" | "1.2",
          body: string,
          operation = '<Ping xmlns="urn:emit:soap-headers"/>',
        ) => {
          const envelopeNs =
            version === "1.1"
              ? "http://schemas.xmlsoap.org/soap/envelope/"
              : "http://www.w3.org/2003/05/soap-envelope";
          const xml =
            `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${envelopeNs}"><soap:Header>${body}` +
            `</soap:Header><soap:Body>${operation}</soap:Body></soap:Envelope>`;
          const response = await fetch(`${baseUrl}${quotes.Quotes.path}`, {
            method: "POST",
            headers:
              version === "1.1"
                ? { "content-type": "text/xml; charset=utf-8", soapaction: '"urn:emit:soap-headers/Ping"' }
                : { "content-type": "application/soap+xml; charset=utf-8" },
            body: xml,
          });
          return { status: response.status, text: await response.text() };
        };
        const unknown = '<x:Key xmlns:x="urn:x" soap:mustUnderstand="1">k</x:Key>';
        const trace = '<t:Trace xmlns:t="urn:emit:soap-headers" soap:mustUnderstand="true">t</t:Trace>';
        const fault11 = await post("1.1", unknown);
        expect(fault11.status).toBe(500);
        expect(fault11.text).toMatch(/<faultcode>soap:MustUnderstand<\/faultcode>/);
        expect(fault11.text).toContain("{urn:x}Key");
        const fault12 = await post("1.2", trace);
        expect(fault12.text).toMatch(/<soap:Value>soap:MustUnderstand<\/soap:Value>/);
        expect(fault12.text).toContain(
          '<soap:NotUnderstood qname="nu:Trace" xmlns:nu="urn:emit:soap-headers"/>',
        );
        // Aimed at another role, or not mustUnderstand: kept for the handler, not refused.
        seen.length = 0;
        const elsewhere = await post(
          "1.2",
          '<x:Key xmlns:x="urn:x" soap:mustUnderstand="true" soap:role="urn:some-other-node">k</x:Key><x:Note xmlns:x="urn:x">n</x:Note>',
        );
        expect(elsewhere.status).toBe(200);
        expect(seen[0]?.other).toHaveLength(2);
        // Read leniently, as the server reads by default, a declared block written unqualified or in another
        // namespace (as hand-built clients write them) is that block, mustUnderstand met.
        seen.length = 0;
        const misplaced = await post(
          "1.2",
          '<Auth><key>k1</key></Auth><q:Trace xmlns:q="urn:other" soap:mustUnderstand="true">t</q:Trace>',
          '<GetQuote xmlns="urn:emit:soap-headers"><symbol>ACME</symbol></GetQuote>',
        );
        expect(misplaced.status).toBe(200);
        expect(seen).toEqual([
          { operation: "GetQuote", headers: { Auth: { key: "k1" }, Trace: "t" }, other: [] },
        ]);
        // MustUnderstand is answered before a body the service does not know (WS-I BP R2725).
        const unknownBody = await post("1.1", unknown, '<NoSuchOperation xmlns="urn:emit:soap-headers"/>');
        expect(unknownBody.text).toMatch(/<faultcode>soap:MustUnderstand<\/faultcode>/);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      // The envelopes written with header blocks validate against the SOAP envelopes and the case's schema
      // (libxml2; the envelopes' Header takes any element, checked laxly by its global declaration).
      const runtime = (await import(path.join(scratch, "runtime", "src", "runtime", "operation.ts"))) as {
        soapRequestEnvelope: (version: string, op: unknown, request: unknown, headers: unknown) => string;
        soapResponseEnvelope: (version: string, op: unknown, result: unknown, headers: unknown) => string;
      };
      const operation = (quotes as unknown as { GetQuoteOperation: unknown }).GetQuoteOperation;
      const envelopes = (["1.1", "1.2"] as const).flatMap((version) => [
        runtime.soapRequestEnvelope(
          version,
          operation,
          { symbol: "ACME" },
          { values: { Auth: { key: "k1", user: "ann" }, Trace: null }, raw: [] },
        ),
        runtime.soapResponseEnvelope(version, operation, "12.50", { values: { Session: "s1" }, raw: [] }),
      ]);
      expect(envelopes[0]).toMatch(
        /<soap:Header><Auth><key>k1<\/key><user>ann<\/user><\/Auth><Trace xsi:nil="true"\/><\/soap:Header>/,
      );
      const files = [
        {
          namespace: "urn:emit:soap-headers",
          location: "types.xsd",
          disk: path.join(fixturesRoot, "soap-headers", "types.xsd"),
        },
        {
          namespace: "http://schemas.xmlsoap.org/soap/envelope/",
          location: "soap11.xsd",
          disk: path.join(repositoryRoot, "test", "fixtures", "xsd", "soap11-envelope.xsd"),
        },
        {
          namespace: "http://www.w3.org/2003/05/soap-envelope",
          location: "soap12.xsd",
          disk: path.join(repositoryRoot, "test", "fixtures", "xsd", "soap12-envelope.xsd"),
        },
      ];
      const report = await validateXmlDocuments({
        schema: importingSchema(
          "all.xsd",
          files.map((file) => ({ namespace: file.namespace, schemaLocation: file.location })),
        ),
        imports: await Promise.all(
          files.map(async (file) => ({
            fileName: file.location,
            contents: await readFile(file.disk, "utf8"),
          })),
        ),
        documents: envelopes.map((contents, index) => ({ fileName: `${index}.xml`, contents })),
      });
      expect(report.documents.map((document) => document.issues)).toEqual(envelopes.map(() => []));
    });

    it("extension-chain: derived types travel by xsi:type where the abstract base is declared", async () => {
      const shelter = (await import(path.join(scratch, "extension-chain", "src", "index.ts"))) as {
        parseShelter: (xml: string) => unknown;
        serializeShelter: (value: unknown, declaration?: boolean) => string;
      };
      const xml =
        '<Shelter xmlns="urn:emit:extension-chain" xmlns:e="urn:emit:extension-chain" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        '<animal xsi:type="e:GuideDog" id="1" certified="true"><name>Rex</name><trainedFor>crossing</trainedFor></animal>' +
        '<animal xsi:nil="true" id="0"/>' +
        '<animal xsi:type="e:Dog" id="2"><name>Bo</name></animal>' +
        '<mascot id="3"><name>Max</name><breed>pug</breed></mascot></Shelter>';
      const value = {
        animal: [
          { $type: "GuideDog", id: 1, certified: true, name: "Rex", trainedFor: "crossing" },
          null,
          { $type: "Dog", id: 2, name: "Bo" },
        ],
        mascot: { id: 3, name: "Max", breed: "pug" },
      };
      expect(shelter.parseShelter(xml)).toEqual(value);
      const written = shelter.serializeShelter(value, false);
      expect(written).toMatch(/<animal [^>]*xsi:type="(\w+:)?GuideDog"/);
      expect(shelter.parseShelter(written)).toEqual(value);
      // Animal is abstract: an animal without xsi:type is refused.
      expect(() =>
        shelter.parseShelter(
          '<Shelter xmlns="urn:emit:extension-chain"><animal id="4"><name>X</name></animal></Shelter>',
        ),
      ).toThrow(/abstract|xsi:type/);
    });
  });
});
