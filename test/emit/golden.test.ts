// Golden tests of emitted code. Every folder of test/fixtures/emit/ is a schema root: an interfaces.json
// naming one small WSDL or XSD, and `expected/src/`, the files the generator must emit for it, reviewed by
// hand. The real pipeline runs on each (read -> names -> plan -> emit -> prettier, as `generate` does) and
// every generated `src/` file must equal its expected file byte for byte; a mismatch prints a unified diff.
// The runtime (`src/runtime/`) is copied verbatim into every package and is not compared.
//
// After an intended change of the emitters: UPDATE_GOLDEN=1 npx vitest run --config test/vitest.config.ts test/emit/golden.test.ts
// rewrites the expected files; read the diff before committing it.
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../generator/config.ts";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { EmittedFile } from "../../generator/emit/emit-package.ts";
import { generatePackage, readGeneratorInputs } from "../../generator/generate.ts";
import { readInterfaceVersion } from "../../generator/read.ts";
import { changedFiles, unifiedDiff, writeTree } from "../../generator/write/write-tree.ts";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";

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
}

/** Runs the generator's pipeline on one fixture folder, in memory. */
async function emitCase(name: string): Promise<Emitted> {
  const config = await readConfig(path.join(fixturesRoot, name));
  const [version] = config.interfaces;
  if (version === undefined || config.interfaces.length !== 1)
    throw new Error(`${name}: interfaces.json must name exactly one interface version`);
  const read = await readInterfaceVersion(config, version.version);
  if (read.model === undefined) throw new Error(read.diagnostics.map(formatDiagnostic).join("\n"));
  const result = await generatePackage(version, read.model, await readGeneratorInputs(config.schemaRoot));
  if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join("\n"));
  const runtime = (file: EmittedFile) => file.path.startsWith("src/runtime/");
  const tsconfig = result.package.files.find((file) => file.path === `${version.directory}/tsconfig.json`);
  return {
    sources: result.sources.filter((file) => !runtime(file)),
    runtime: result.sources.filter(runtime),
    tsconfig: tsconfig?.text ?? "{}",
    diagnostics: [...read.diagnostics, ...result.diagnostics].map(formatDiagnostic),
  };
}

describe("golden: emitted code of test/fixtures/emit/<case>", () => {
  const emitted = new Map<string, Emitted>();

  beforeAll(async () => {
    for (const name of cases) emitted.set(name, await emitCase(name));
  });

  it("has the six cases", () => {
    expect(cases).toEqual([
      "asmx-service",
      "choice-anonymous",
      "extension-chain",
      "simple-content",
      "simple-types",
      "soap-headers",
    ]);
  });

  it.each(cases)("%s: every generated src/ file equals expected/src/", async (name) => {
    const { sources, diagnostics } = emitted.get(name) ?? (await emitCase(name));
    expect(diagnostics).toEqual([]);
    const expectedRoot = path.join(fixturesRoot, name, "expected");
    // writeTree and changedFiles work on package folders: `src` is the one folder here.
    if (update) await writeTree(expectedRoot, ["src"], sources);
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
      }
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
