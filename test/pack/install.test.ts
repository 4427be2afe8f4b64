// The generator as another project gets it: `npm pack`, installed into a fresh project with its dependencies
// only, then `npx xmlapi-codegen generate <their wsdl> --out src/gen` and `tsc -p src/gen`. The tarball is packed
// from a copy of the packed files (prepack writes dist/, which the repository's own tests must not see), and
// installed with `npm ci --offline` from a lockfile of the generator's own resolved dependencies, which the
// repository's `npm ci` has already put in npm's cache: no registry is asked.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const tsc = path.join(repositoryRoot, "node_modules", "typescript", "bin", "tsc");
const fixture = path.join(repositoryRoot, "test", "fixtures", "corpus", "jaxws-library");

interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function exec(file: string, args: readonly string[], cwd: string): Promise<Outcome> {
  return run(file, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? String(error),
    }),
  );
}

interface LockEntry {
  readonly dev?: boolean;
  readonly devOptional?: boolean;
  readonly [field: string]: unknown;
}

interface Lockfile {
  readonly packages: Readonly<Record<string, LockEntry>>;
}

/**
 * The project's package.json and package-lock.json: the tarball as its one dev dependency, and as the
 * tarball's dependencies the entries of the repository's lockfile that are not dev-only, where npm put them.
 */
async function projectFiles(tarball: string): Promise<{ manifest: object; lockfile: object }> {
  const lock = JSON.parse(await readFile(path.join(repositoryRoot, "package-lock.json"), "utf8")) as Lockfile;
  const own = lock.packages[""] ?? {};
  const specifier = `file:../${path.basename(tarball)}`;
  const integrity = `sha512-${createHash("sha512")
    .update(await readFile(tarball))
    .digest("base64")}`;
  const dependencies = Object.entries(lock.packages)
    .filter(([place, entry]) => place !== "" && entry.dev !== true)
    .map(([place, { devOptional: _, ...entry }]) => [place, { ...entry, dev: true }] as const);
  const root = { name: "their-app", version: "1.0.0", devDependencies: { "xmlapi-codegen": specifier } };
  return {
    manifest: { ...root, private: true, type: "module" },
    lockfile: {
      ...root,
      lockfileVersion: 3,
      requires: true,
      packages: {
        "": root,
        "node_modules/xmlapi-codegen": {
          version: own["version"],
          resolved: specifier,
          integrity,
          dev: true,
          dependencies: own["dependencies"],
          bin: own["bin"],
          engines: own["engines"],
        },
        ...Object.fromEntries(dependencies),
      },
    },
  };
}

describe("the packed generator installed into another project", () => {
  let scratch = "";

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("generates a package from their WSDL that typechecks, with neither tsx nor dev dependencies", async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-install-"));
    const source = path.join(scratch, "source");
    for (const entry of ["package.json", "README.md", "generator", "templates"])
      await cp(path.join(repositoryRoot, entry), path.join(source, entry), { recursive: true });
    await symlink(path.join(repositoryRoot, "node_modules"), path.join(source, "node_modules"), "junction");

    const packed = await exec("npm", ["pack", "--json", "--pack-destination", scratch], source);
    expect(packed.stderr.includes("npm error"), packed.stderr).toBe(false);
    const [summary] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf("["))) as {
      filename: string;
      files: { path: string }[];
    }[];
    const files = summary?.files.map((file) => file.path) ?? [];
    expect(files).toEqual(
      expect.arrayContaining([
        "dist/cli.mjs",
        "dist/runtime-dist.json",
        "dist/sources.sha256",
        "templates/package.json.hbs",
        "templates/README.md.hbs",
        "generator/load/standard/xml.xsd",
        "generator/runtime/xml-reader.ts",
        "generator/xsd-validate/schemas/wsdl11.xsd",
      ]),
    );
    expect(files.filter((file) => !/^(?:dist|generator|templates)\/|^[^/]+$/.test(file))).toEqual([]);
    // postpack leaves the source as it was: without dist/, bundles are made on demand again.
    expect(await stat(path.join(source, "dist")).catch(() => undefined)).toBeUndefined();

    const project = path.join(scratch, "project");
    await mkdir(project);
    const { manifest, lockfile } = await projectFiles(path.join(scratch, summary?.filename ?? ""));
    await writeFile(path.join(project, "package.json"), JSON.stringify(manifest, null, 2));
    await writeFile(path.join(project, "package-lock.json"), JSON.stringify(lockfile, null, 2));
    const installed = await exec("npm", ["ci", "--offline", "--no-audit", "--no-fund"], project);
    expect(installed.code, installed.stderr).toBe(0);
    const modules = await readdir(path.join(project, "node_modules"));
    expect(modules).toContain("xmlapi-codegen");
    for (const devOnly of ["tsx", "typescript", "vitest", "soap"]) expect(modules).not.toContain(devOnly);
    await cp(fixture, path.join(project, "wsdl"), { recursive: true });

    const generated = await exec(
      "npx",
      ["--no", "xmlapi-codegen", "generate", "wsdl/LibraryService.wsdl", "--out", "src/gen", "--quiet"],
      project,
    );
    expect(generated.stderr).toBe("");
    expect(generated.code).toBe(0);
    // saxes and @types/node resolve from the project: nothing is linked.
    expect(generated.stdout).toMatch(/^generated src\/gen: \d+ files, \d+ types, 2 operations in [\d.]+s\n$/);
    const checked = await exec(process.execPath, [tsc, "-p", "src/gen"], project);
    expect(checked.stdout).toBe("");
    expect(checked.code).toBe(0);
    // The prebuilt bundles and compiled runtime served: no bundle was made and no runtime compiled on demand
    // into the installed generator's cache.
    const cache = path.join(
      project,
      "node_modules",
      "xmlapi-codegen",
      "node_modules",
      ".cache",
      "xmlapi-codegen",
    );
    const cached = await readdir(cache).catch(() => []);
    expect(
      cached.filter((name) => name.startsWith("generator-") || name.startsWith("runtime-dist-")),
    ).toEqual([]);

    // A folder outside any project: the generator links its own saxes and @types/node, and `tsc -p` compiles.
    const outside = path.join(scratch, "elsewhere", "gen");
    const lone = await exec(
      path.join(project, "node_modules", ".bin", "xmlapi-codegen"),
      ["generate", path.join(project, "wsdl", "LibraryService.wsdl"), "--out", outside, "--quiet"],
      scratch,
    );
    expect(lone.stderr).toBe("");
    expect(lone.stdout).toContain("linked saxes and @types/node into elsewhere/gen/node_modules");
    const alone = await exec(process.execPath, [tsc, "-p", outside], scratch);
    expect(alone.stdout).toBe("");
    expect(alone.code).toBe(0);
  }, 300_000);
});
