import { mkdir, symlink } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * What a generated package compiles against: `saxes`, which its runtime imports, and `@types/node`, which its
 * tsconfig.json names. The generator depends on both itself.
 */
const compileDependencies = ["saxes", "@types/node"] as const;

/** The folder of package `name` as resolved from `require`, or undefined when it does not resolve. */
function packageFolder(require: NodeJS.Require, name: string): string | undefined {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    return undefined;
  }
}

/**
 * Links the generator's own copies of the packages a generated package compiles against into
 * `<root>/node_modules/` where they do not resolve from `root` (a folder outside any project, or a project
 * whose node_modules does not hold them), so that `tsc -p <root>` compiles the package where it stands.
 * `npm install` in `root` replaces the links; `node_modules/` is never part of the packed package. Resolves to
 * the names linked.
 */
export async function linkCompileDependencies(root: string): Promise<string[]> {
  const fromPackage = createRequire(path.join(root, "package.json"));
  const fromGenerator = createRequire(import.meta.url);
  const linked: string[] = [];
  for (const name of compileDependencies) {
    if (packageFolder(fromPackage, name) !== undefined) continue;
    const target = path.dirname(fromGenerator.resolve(`${name}/package.json`));
    const link = path.join(root, "node_modules", ...name.split("/"));
    await mkdir(path.dirname(link), { recursive: true });
    // A junction on Windows needs no privilege; elsewhere the type is ignored.
    await symlink(target, link, "junction");
    linked.push(name);
  }
  return linked;
}
