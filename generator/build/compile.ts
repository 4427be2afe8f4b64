import { createRequire } from "node:module";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { transform, type TransformOptions } from "esbuild";
import { Project, ts } from "ts-morph";
import type { EmittedFile } from "../emit/emit-package.ts";

/**
 * Where the runtime is compiled (in memory; nothing is written there): a folder of the generator's own
 * package, so `saxes` resolves from the generator's node_modules whatever the output folder.
 */
const buildRoot = path.resolve(import.meta.dirname, "..", "..", "runtime-build");

/** The `@types` folder holding the generator's `@types/node`, so the build does not depend on the working directory. */
const nodeTypeRoot = path.dirname(
  path.dirname(createRequire(import.meta.url).resolve("@types/node/package.json")),
);

/** The strict flags of the generated packages, shared by the in-memory build and their tsconfig.json. */
export const packageFlags = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noImplicitReturns: true,
  noFallthroughCasesInSwitch: true,
  noPropertyAccessFromIndexSignature: true,
  verbatimModuleSyntax: true,
  allowImportingTsExtensions: true,
  rewriteRelativeImportExtensions: true,
  declaration: true,
} as const;

/**
 * Compiler options of the runtime's in-memory build: the strict flags, ES2022 modules. `Bundler`
 * resolution because the package's own package.json does not exist on disk yet; the emitted specifiers
 * are `.js` either way, and the package's tsconfig.json (NodeNext) is checked by a test. No outDir:
 * output lands beside the sources and is moved to `dist/`.
 */
function compilerOptions(): ts.CompilerOptions {
  return {
    ...packageFlags,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2023.d.ts"],
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ["node"],
    typeRoots: [nodeTypeRoot],
    newLine: ts.NewLineKind.LineFeed,
    // Declarations from node_modules are checked by their authors; checking them costs seconds per package.
    skipLibCheck: true,
  };
}

/** Rewrites `./x.ts` specifiers to `./x.js` in declaration output, which the compiler leaves as written. */
export function rewriteDeclarationSpecifiers(context: ts.TransformationContext) {
  const rewrite = (specifier: ts.Expression) =>
    ts.isStringLiteral(specifier) && specifier.text.startsWith(".") && specifier.text.endsWith(".ts")
      ? context.factory.createStringLiteral(`${specifier.text.slice(0, -3)}.js`)
      : specifier;
  const visit = (node: ts.Node): ts.Node => {
    if (ts.isImportDeclaration(node))
      return context.factory.updateImportDeclaration(
        node,
        node.modifiers,
        node.importClause,
        rewrite(node.moduleSpecifier),
        node.attributes,
      );
    if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined)
      return context.factory.updateExportDeclaration(
        node,
        node.modifiers,
        node.isTypeOnly,
        node.exportClause,
        rewrite(node.moduleSpecifier),
        node.attributes,
      );
    return ts.visitEachChild(node, visit, context);
  };
  return (node: ts.SourceFile | ts.Bundle) => ts.visitNode(node, visit) as ts.SourceFile | ts.Bundle;
}

/** A compile error in generated code: a generator bug, reported with file and message. */
export class GeneratedCodeError extends Error {}

/** Moves an output path from beside its source (`src/x.js`) into `dist/`. */
function distPath(sourcePath: string, extension: string): string {
  return `dist/${sourcePath.slice("src/".length, -".ts".length)}${extension}`;
}

/**
 * esbuild's transpiling for `dist/` JavaScript: the target and module format of the runtime's build, and the
 * TypeScript semantics generated code relies on (imports kept as written but `type` ones; class fields
 * defined, as under ES2022).
 */
const javascriptOptions: TransformOptions = {
  loader: "ts",
  format: "esm",
  target: "es2022",
  tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true, useDefineForClassFields: true } },
};

/** The leading `//` lines of a module: the `@generated ... DO NOT EDIT` header, which esbuild drops. */
function headerLines(text: string): string {
  return /^(?:\/\/[^\n]*\n)+/.exec(text)?.[0] ?? "";
}

/** An import or re-export from a module: `import { a } from "../emit/x.ts";`, `export * from "../emit/x.ts";`. */
const moduleStatement = /(?:(?:import|export)\b[^;"]*\bfrom\s*|import\s*)"[^"]*";\n/y;
const relativeTsSpecifier = /"(\.\.?\/[^"]*)\.ts";\n$/;

/**
 * Rewrites relative `./x.ts` specifiers to `./x.js`, as TypeScript's `rewriteRelativeImportExtensions` does
 * (esbuild has no such option). esbuild prints a module's imports and re-exports first, each statement ending
 * a line: only that block is rewritten, so a string further down is never touched. A relative `.ts` import
 * after it would be a generator bug, and throws.
 */
function rewriteImportSpecifiers(file: string, code: string): string {
  let rewritten = "";
  let end = 0;
  moduleStatement.lastIndex = 0;
  for (let match = moduleStatement.exec(code); match !== null; match = moduleStatement.exec(code)) {
    rewritten += match[0].replace(relativeTsSpecifier, '"$1.js";\n');
    end = moduleStatement.lastIndex;
  }
  const rest = code.slice(end);
  if (/^(?:(?:import|export)\b[^;"]*\bfrom\s*|import\s*)"\.\.?\/[^"]*\.ts";$/m.test(rest))
    throw new GeneratedCodeError(`${file}: an import of a .ts module after the first statement`);
  return rewritten + rest;
}

/**
 * The `dist/` of generated modules, one file at a time and without a type checker: JavaScript by transpiling
 * (esbuild, ten times faster than TypeScript's transpileModule on large modules, and in its own process), and
 * the declarations printed with the source (`emit/print.ts`), for each source its `.js`, then its `.d.ts`. The
 * typecheck of `generated/` is a test.
 */
export async function transpileGenerated(sources: readonly EmittedFile[]): Promise<EmittedFile[]> {
  const javascript = await Promise.all(sources.map(transpileJavaScript));
  return sources.flatMap((source, index) => [javascript[index] as EmittedFile, declarationFile(source)]);
}

/** The `dist/` JavaScript of one generated module; see {@link transpileGenerated}. */
export async function transpileJavaScript(source: EmittedFile): Promise<EmittedFile> {
  const javascript = await transform(source.text, { ...javascriptOptions, sourcefile: source.path });
  return {
    path: distPath(source.path, ".js"),
    text: headerLines(source.text) + rewriteImportSpecifiers(source.path, javascript.code),
  };
}

function declarationFile(source: EmittedFile): EmittedFile {
  if (source.declarations === undefined)
    throw new GeneratedCodeError(`${source.path}: no declarations were printed with it`);
  return { path: distPath(source.path, ".d.ts"), text: source.declarations };
}

/**
 * Compiles the runtime modules with the type checker (they are hand-written and infer types the
 * isolated emit cannot see) into `dist/runtime/`. The sources are placed in memory under the generator's
 * own folder, so `saxes` and `@types/node` resolve from the generator's node_modules wherever the packages
 * are written and whatever the working directory; the output does not depend on the place, so one
 * compilation serves every package. Throws when the runtime does not typecheck, with tsc's colours only
 * when `colour` is true (default: when stderr is a terminal).
 */
export function compileRuntime(
  sources: readonly EmittedFile[],
  colour = process.stderr.isTTY === true,
): EmittedFile[] {
  const root = buildRoot;
  const project = new Project({ compilerOptions: compilerOptions(), skipAddingFilesFromTsConfig: true });
  for (const source of sources)
    project.createSourceFile(`${root}/${source.path}`, source.text, { overwrite: true });
  const problems = project.getPreEmitDiagnostics();
  if (problems.length > 0) {
    const report = project.formatDiagnosticsWithColorAndContext(problems);
    throw new GeneratedCodeError(colour ? report : stripVTControlCharacters(report));
  }
  return project
    .emitToMemory({ customTransformers: { afterDeclarations: [rewriteDeclarationSpecifiers] } })
    .getFiles()
    .map((file) => {
      const sourcePath = file.filePath.slice(root.length + 1).replace(/(\.d\.ts|\.js)$/, ".ts");
      return {
        path: distPath(sourcePath, file.filePath.endsWith(".d.ts") ? ".d.ts" : ".js"),
        text: file.text,
      };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
