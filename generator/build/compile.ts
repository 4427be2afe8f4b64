import type { TransformOptions } from "esbuild";
import type { EmittedFile } from "../emit/emit-package.ts";
import { OutputStore } from "./output-store.ts";
import { transformOffThread } from "./transpile-thread.ts";

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

/** A compile error in generated code: a generator bug, reported with file and message. */
export class GeneratedCodeError extends Error {}

/** Moves an output path from beside its source (`src/x.js`) into `dist/`. */
export function distPath(sourcePath: string, extension: string): string {
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
 * (esbuild, ten times faster than TypeScript's transpileModule on large modules, in its own process, called
 * from a worker thread: `transpile-thread.ts`), and the declarations printed with the source (`emit/print.ts`),
 * for each source its `.js`, then its `.d.ts`. The typecheck of `generated/` is a test.
 */
export async function transpileGenerated(sources: readonly EmittedFile[]): Promise<EmittedFile[]> {
  const javascript = await Promise.all(sources.map(transpileJavaScript));
  return sources.flatMap((source, index) => [javascript[index] as EmittedFile, declarationFile(source)]);
}

/** Modules transpiled by earlier runs (`output-store.ts`): a rerun on an unchanged schema transpiles nothing. */
export const transpiledModules = new OutputStore("transpiled", {
  packages: ["esbuild"],
  modules: ["compile.ts", "transpile-thread.ts"],
});

/** The `dist/` JavaScript of one generated module; see {@link transpileGenerated}. */
export async function transpileJavaScript(source: EmittedFile): Promise<EmittedFile> {
  const target = distPath(source.path, ".js");
  const kept = await transpiledModules.kept(source);
  if (kept !== undefined) return { path: target, text: kept };
  const javascript = await transformOffThread(source.text, { ...javascriptOptions, sourcefile: source.path });
  const text = headerLines(source.text) + rewriteImportSpecifiers(source.path, javascript);
  transpiledModules.keep(source, text);
  return { path: target, text };
}

function declarationFile(source: EmittedFile): EmittedFile {
  if (source.declarations === undefined)
    throw new GeneratedCodeError(`${source.path}: no declarations were printed with it`);
  return { path: distPath(source.path, ".d.ts"), text: source.declarations };
}
