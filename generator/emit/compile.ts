import { Project, ts } from "ts-morph";
import type { EmittedFile } from "./emit-package.ts";

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
 * Compiler options of the in-memory build: the strict flags, ES2022 modules. `Bundler` resolution
 * because the package's own package.json does not exist on disk yet; the emitted specifiers are
 * `.js` either way, and the package's tsconfig.json (NodeNext) is checked by a test.
 */
function compilerOptions(packageRoot: string): ts.CompilerOptions {
  return {
    ...packageFlags,
    target: ts.ScriptTarget.ES2022,
    lib: ["lib.es2023.d.ts"],
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ["node"],
    newLine: ts.NewLineKind.LineFeed,
    // Declarations from node_modules are checked by their authors; checking them costs seconds per package.
    skipLibCheck: true,
    rootDir: `${packageRoot}/src`,
    outDir: `${packageRoot}/dist`,
  };
}

/** Rewrites `./x.ts` specifiers to `./x.js` in declaration output, which the compiler leaves as written. */
function rewriteDeclarationSpecifiers(context: ts.TransformationContext) {
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

/**
 * Compiles a package's `src/` in memory into `dist/` JavaScript and declarations, so the package
 * installs without a build step. `packageRoot` is where the package will live (absolute): sources are
 * placed there in memory, never written, so `saxes` and `@types/node` resolve from node_modules above
 * it. Throws when the generated code does not typecheck.
 */
export function compilePackage(packageRoot: string, sources: readonly EmittedFile[]): EmittedFile[] {
  const project = new Project({
    compilerOptions: compilerOptions(packageRoot),
    skipAddingFilesFromTsConfig: true,
  });
  for (const source of sources)
    project.createSourceFile(`${packageRoot}/${source.path}`, source.text, { overwrite: true });
  const problems = project.getPreEmitDiagnostics();
  if (problems.length > 0)
    throw new GeneratedCodeError(project.formatDiagnosticsWithColorAndContext(problems));
  const result = project.emitToMemory({
    customTransformers: { afterDeclarations: [rewriteDeclarationSpecifiers] },
  });
  return result
    .getFiles()
    .map((file) => ({ path: file.filePath.slice(packageRoot.length + 1), text: file.text }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
