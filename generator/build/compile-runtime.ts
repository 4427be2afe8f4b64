/**
 * The runtime's `dist/`, compiled with TypeScript's type checker. Apart from the rest of `build/` so that the
 * compiler is loaded only when the compiled runtime is not in the cache (`runtime-cache.ts`): loading it took
 * most of a small `generate`'s start-up.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { Project, ts } from "ts-morph";
import type { EmittedFile } from "../emit/emit-package.ts";
import { distPath, GeneratedCodeError, packageFlags } from "./compile.ts";

/**
 * Where the runtime is compiled (in memory; nothing is written there): a folder of the generator's own
 * package, so `saxes` resolves from the generator's node_modules whatever the output folder.
 */
const buildRoot = path.resolve(import.meta.dirname, "..", "..", "runtime-build");

/** The `@types` folder holding the generator's `@types/node`, so the build does not depend on the working directory. */
const nodeTypeRoot = path.dirname(
  path.dirname(createRequire(import.meta.url).resolve("@types/node/package.json")),
);

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
