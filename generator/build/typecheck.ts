import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/**
 * Typechecks a package written at `root` as `tsc -p <root>` would, under its own tsconfig.json (every strict
 * flag), without emitting. The runtime under `src/runtime/` is read as its declarations in `dist/runtime/`:
 * generate has typechecked its sources already, and checking them again took most of the time. Resolves to
 * the compiler's report (with colours when `colour` is true), or undefined when there are no errors. The
 * compiler is loaded here, on demand: a `generate` without `--typecheck` does not need it.
 */
export async function typecheckPackage(root: string, colour: boolean): Promise<string | undefined> {
  const { Project } = await import("ts-morph");
  const project = new Project({
    tsConfigFilePath: path.join(root, "tsconfig.json"),
    compilerOptions: { noEmit: true },
    skipAddingFilesFromTsConfig: true,
  });
  const runtime = path.join(root, "src", "runtime");
  for (const name of await readdir(runtime))
    if (name.endsWith(".ts"))
      project.createSourceFile(
        path.join(runtime, name),
        await readFile(path.join(root, "dist", "runtime", `${path.basename(name, ".ts")}.d.ts`), "utf8"),
        { overwrite: true },
      );
  for (const name of await readdir(path.join(root, "src")))
    if (name.endsWith(".ts")) project.addSourceFileAtPath(path.join(root, "src", name));
  const problems = [...project.getConfigFileParsingDiagnostics(), ...project.getPreEmitDiagnostics()];
  if (problems.length === 0) return undefined;
  const report = project.formatDiagnosticsWithColorAndContext(problems);
  return colour ? report : stripVTControlCharacters(report);
}
