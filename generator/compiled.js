// The generator's entry modules (the CLI, the worker threads' tasks) as esbuild bundles them: one ES module
// each, with the packages it imports left to node_modules. Loading the TypeScript sources through tsx's
// hooks took about 0.6 s of every process and of every worker thread (a hundred modules, each resolved and
// compiled through the hooks' thread); a bundle loads in a tenth of that. Bundles are kept in
// node_modules/.cache/xmlapi-codegen/, under a hash of every source under generator/, of the versions of
// esbuild and Node, and of where generator/ is (a bundle names each module's own place, and two checkouts may
// share node_modules), so that any change to a source makes them again. Where they cannot be made or kept
// (a read-only checkout), the sources are loaded through tsx as before.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const generatorRoot = import.meta.dirname;
const cacheDirectory = path.join(generatorRoot, "..", "node_modules", ".cache", "xmlapi-codegen");
const bundlePrefix = "generator-";

/** The entry modules by the names their bundles get. */
const entries = { cli: "cli.ts", "worker-tasks": "build/worker-tasks.ts" };

/** @typedef {keyof typeof entries} EntryName */

/** Every TypeScript source under generator/, sorted, paths relative to it. */
async function sourceFiles() {
  const names = await readdir(generatorRoot, { recursive: true });
  return names.filter((name) => name.endsWith(".ts")).sort();
}

/** esbuild's version, from its package.json: loading esbuild itself took about 30 ms, and only a build needs it. */
async function esbuildVersion() {
  const manifest = createRequire(import.meta.url).resolve("esbuild/package.json");
  return /** @type {{ version: string }} */ (JSON.parse(await readFile(manifest, "utf8"))).version;
}

/** The hash of everything the bundles depend on. */
async function bundleKey() {
  const names = await sourceFiles();
  // Read together, hashed in order: one read after the other took about 40 ms of every start.
  const [esbuild, self, ...sources] = await Promise.all([
    esbuildVersion(),
    readFile(import.meta.filename, "utf8"),
    ...names.map((name) => readFile(path.join(generatorRoot, name), "utf8")),
  ]);
  const hash = createHash("sha256");
  /** @param {string} text */
  const add = (text) => hash.update(`${text.length}:`).update(text);
  add("xmlapi-codegen generator bundle 1");
  add(esbuild);
  add(process.version);
  add(generatorRoot);
  add(self);
  names.forEach((name, index) => {
    add(name);
    add(sources[index] ?? "");
  });
  return hash.digest("hex").slice(0, 32);
}

/**
 * Writes each module's own place where it reads `import.meta` (it finds its neighbours, the repository root
 * and node_modules from there), since in the bundle they would all be the bundle's.
 * @type {import("esbuild").Plugin}
 */
const ownPlaces = {
  name: "own-places",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      return {
        loader: "ts",
        contents: text
          .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(args.path)))
          .replaceAll("import.meta.filename", JSON.stringify(args.path))
          .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
      };
    });
  },
};

/** Bundles the entries into `directory` (made by a temporary folder renamed, so others never see half of it). */
async function build(/** @type {typeof import("esbuild")} */ esbuild, /** @type {string} */ directory) {
  const temporary = `${directory}.${process.pid}.${Date.now()}.tmp`;
  await esbuild.build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [name, path.join(generatorRoot, file)]),
    ),
    outdir: temporary,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    plugins: [ownPlaces],
    logLevel: "silent",
  });
  try {
    await rename(temporary, directory);
  } catch (error) {
    // Another process made the same bundles first: theirs serve.
    await rm(temporary, { recursive: true, force: true });
    if (!(await stat(directory).catch(() => undefined))) throw error;
  }
  // One set of bundles is kept: older ones are of sources that are gone.
  for (const name of await readdir(cacheDirectory))
    if (
      name.startsWith(bundlePrefix) &&
      path.join(cacheDirectory, name) !== directory &&
      !name.endsWith(".tmp")
    )
      await rm(path.join(cacheDirectory, name), { recursive: true, force: true });
}

/**
 * The URL to import for entry `name`: its bundle, made first when the sources changed, or else its TypeScript
 * source with tsx's hooks registered.
 * @param {EntryName} name
 */
export async function entryModule(name) {
  try {
    const directory = path.join(cacheDirectory, `${bundlePrefix}${await bundleKey()}`);
    const bundle = path.join(directory, `${name}.mjs`);
    if (!(await stat(bundle).catch(() => undefined))) {
      await mkdir(cacheDirectory, { recursive: true });
      await build(await import("esbuild"), directory);
    }
    return pathToFileURL(bundle).href;
  } catch {
    const { register } = await import("tsx/esm/api");
    register();
    return pathToFileURL(path.join(generatorRoot, entries[name])).href;
  }
}
