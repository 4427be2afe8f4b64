// The declarations printed with each module (generator/emit/print.ts) must be byte for byte what TypeScript's
// declaration emit makes of the module's source, on every module generate emits for schema/, the golden emit
// fixtures, the corpus fixtures and the real-shaped bench services.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ts } from "ts-morph";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageFlags } from "../../generator/build/compile.ts";
import { rewriteDeclarationSpecifiers } from "../../generator/build/compile-runtime.ts";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type { EmittedFile } from "../../generator/emit/emit-package.ts";
import { generatePackage, readGeneratorInputs } from "../../generator/generate.ts";
import { readModel } from "../../generator/read.ts";
import { writeJaxwsService, writeVendorService } from "../bench/real-shaped-wsdl.ts";
import { unformattedSchemaFiles } from "../support/unformatted-files.ts";

const fixtures = path.resolve(import.meta.dirname, "..", "fixtures");

/** TypeScript's declaration emit of a generated module, with `./x.ts` specifiers as `./x.js`. */
function declarationEmit(file: EmittedFile): string {
  const output = ts.transpileDeclaration(file.text, {
    compilerOptions: {
      ...packageFlags,
      isolatedDeclarations: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ES2022,
      newLine: ts.NewLineKind.LineFeed,
    },
    fileName: file.path,
    reportDiagnostics: true,
    transformers: { afterDeclarations: [rewriteDeclarationSpecifiers] },
  });
  expect(output.diagnostics ?? [], file.path).toEqual([]);
  return output.outputText;
}

function expectDeclarationsOf(modules: readonly EmittedFile[]): void {
  const generated = modules.filter((file) => file.path.endsWith(".ts") && !file.path.includes("/runtime/"));
  expect(generated.length).toBeGreaterThan(0);
  for (const file of generated) expect(file.declarations, file.path).toBe(declarationEmit(file));
}

/** The modules generate emits for `entry` under `root`, unformatted, with their printed declarations. */
async function emittedModules(root: string, entry: string): Promise<EmittedFile[]> {
  const read = await readModel({ root, entries: [entry] });
  if (read.model === undefined) throw new Error(read.diagnostics.map(formatDiagnostic).join("\n"));
  const version = {
    version: "1",
    namespace: "urn:print-test",
    packageName: "print-test",
    directory: ".",
    wsdl: [entry],
    credentials: { parameters: [], secret: [] },
  };
  const modules: EmittedFile[] = [];
  const result = await generatePackage(version, read.model, await readGeneratorInputs(root), (files) => {
    modules.push(...files);
    return Promise.resolve([...files]);
  });
  if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join("\n"));
  return modules;
}

describe("declarations printed with the source", () => {
  let scratch = "";
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "print-declarations-"));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it("are TypeScript's declaration emit for every module of schema/", async () => {
    expectDeclarationsOf(await unformattedSchemaFiles());
  });

  it("are TypeScript's declaration emit for every golden emit fixture", async () => {
    const cases = (await readdir(path.join(fixtures, "emit"), { withFileTypes: true })).filter((entry) =>
      entry.isDirectory(),
    );
    expect(cases.length).toBeGreaterThanOrEqual(8);
    for (const entry of cases)
      expectDeclarationsOf(await unformattedSchemaFiles(path.join(entry.parentPath, entry.name)));
  });

  it("are TypeScript's declaration emit for every corpus fixture", async () => {
    const cases = (await readdir(path.join(fixtures, "corpus"), { withFileTypes: true })).filter((entry) =>
      entry.isDirectory(),
    );
    expect(cases.length).toBeGreaterThanOrEqual(5);
    for (const entry of cases) {
      const root = path.join(entry.parentPath, entry.name);
      const { entry: wsdl } = JSON.parse(await readFile(path.join(root, "fixture.json"), "utf8")) as {
        entry: string;
      };
      expectDeclarationsOf(await emittedModules(root, wsdl));
    }
  });

  it("are TypeScript's declaration emit for the real-shaped bench services (choices, headers, hierarchies)", async () => {
    const vendor = await writeVendorService(path.join(scratch, "vendor"), {
      operations: 40,
      entitiesPerDomain: 8,
      enumsPerDomain: 2,
    });
    expectDeclarationsOf(await emittedModules(path.dirname(vendor), path.basename(vendor)));
    const jaxws = await writeJaxwsService(path.join(scratch, "jaxws"), {
      operations: 6,
      classes: 30,
      enums: 4,
    });
    expectDeclarationsOf(await emittedModules(path.dirname(jaxws), path.basename(jaxws)));
  });
});
