// The generator's entry module (the CLI) as esbuild bundles it: one ES module, with the packages it imports
// left to node_modules. Loading the TypeScript sources through tsx's hooks was a large part of every process
// (a hundred modules, each resolved and compiled through the hooks' thread); a bundle loads much faster.
//
// A packed generator (`npm pack`) carries its bundles prebuilt in dist/ (`prebuild`, the prepack script), so an
// installed one loads them without esbuild's bundler or tsx. A checkout has no dist/ (postpack removes it) and
// makes its bundles on demand: they are kept in node_modules/.cache/xmlapi-codegen/, under a hash of every
// source under generator/, of the versions of esbuild and Node, and of where generator/ is (a bundle names
// each module's own place, and two checkouts may share node_modules), so that any change to a source makes
// them again. Either set serves only while it was made from the sources beside it. Where bundles cannot be
// made or kept (a read-only checkout), the sources are loaded through tsx as before.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const generatorRoot = import.meta.dirname;
const cacheDirectory = path.join(generatorRoot, "..", "node_modules", ".cache", "xmlapi-codegen");
const bundlePrefix = "generator-";
/** The prebuilt bundles of a packed generator, and the file naming the sources they were made from. */
const prebuiltDirectory = path.join(generatorRoot, "..", "dist");
const prebuiltKeyFile = "sources.sha256";

/** The entry modules by the names their bundles get: the CLI, and the thread it formats large modules on. */
const entries = { cli: "cli.ts", "format-worker": "build/format-worker.ts" };

/** @typedef {keyof typeof entries} EntryName */

/** Every TypeScript source under generator/, sorted, paths relative to it. */
async function sourceFiles() {
  const names = await readdir(generatorRoot, { recursive: true });
  return names.filter((name) => name.endsWith(".ts")).sort();
}

/** esbuild's version, from its package.json: loading esbuild itself is not free, and only a build needs it. */
async function esbuildVersion() {
  const manifest = createRequire(import.meta.url).resolve("esbuild/package.json");
  return /** @type {{ version: string }} */ (JSON.parse(await readFile(manifest, "utf8"))).version;
}

/** The hash of this file and of every source under generator/: what a bundle is made from. */
async function sourcesKey() {
  const names = await sourceFiles();
  // Read together, hashed in order: one read after the other slowed every start.
  const [self, ...sources] = await Promise.all([
    readFile(import.meta.filename, "utf8"),
    ...names.map((name) => readFile(path.join(generatorRoot, name), "utf8")),
  ]);
  const hash = createHash("sha256");
  /** @param {string} text */
  const add = (text) => hash.update(`${text.length}:`).update(text);
  add("xmlapi-codegen generator bundle 2");
  add(self);
  names.forEach((name, index) => {
    add(name);
    add(sources[index] ?? "");
  });
  return hash.digest("hex");
}

/** The hash of everything the on-demand bundles depend on. */
async function bundleKey(/** @type {string} */ sources) {
  const hash = createHash("sha256");
  for (const text of [sources, await esbuildVersion(), process.version, generatorRoot])
    hash.update(`${text.length}:`).update(text);
  return hash.digest("hex").slice(0, 32);
}

/**
 * Writes each module's own place where it reads `import.meta` (it finds its neighbours, the repository root
 * and node_modules from there), since in the bundle they would all be the bundle's. On-demand bundles name
 * the place itself; prebuilt ones name it relative to the bundle (`new URL("../generator/x.ts",
 * import.meta.url)`), since the package is installed elsewhere than where it was packed.
 * @param {string | undefined} bundleDirectory where prebuilt bundles are written; undefined for on-demand ones
 * @returns {import("esbuild").Plugin}
 */
function ownPlaces(bundleDirectory) {
  /** @param {string} place */
  const relative = (place) =>
    `new URL(${JSON.stringify(
      path
        .relative(bundleDirectory ?? "", place)
        .split(path.sep)
        .join("/"),
    )}, import.meta.url)`;
  /** @type {(place: string) => string} */
  const pathOf = (place) =>
    bundleDirectory === undefined ? JSON.stringify(place) : `__ownPlace(${relative(place)})`;
  /** @type {(place: string) => string} */
  const urlOf = (place) =>
    bundleDirectory === undefined ? JSON.stringify(pathToFileURL(place).href) : `${relative(place)}.href`;
  return {
    name: "own-places",
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const text = await readFile(args.path, "utf8");
        return {
          loader: "ts",
          // One pass: the prebuilt replacements read `import.meta.url` themselves.
          contents: text.replaceAll(/import\.meta\.(dirname|filename|url)\b/g, (_, field) =>
            field === "dirname"
              ? pathOf(path.dirname(args.path))
              : field === "filename"
                ? pathOf(args.path)
                : urlOf(args.path),
          ),
        };
      });
    },
  };
}

/**
 * Bundles the entries into `outdir`, every module (entries and shared chunks) directly in it.
 * @param {typeof import("esbuild")} esbuild
 * @param {string} outdir
 * @param {string | undefined} prebuilt the folder prebuilt bundles will stand in; undefined for on-demand ones
 */
async function bundle(esbuild, outdir, prebuilt) {
  await esbuild.build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [name, path.join(generatorRoot, file)]),
    ),
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    plugins: [ownPlaces(prebuilt)],
    ...(prebuilt === undefined
      ? {}
      : { banner: { js: 'import { fileURLToPath as __ownPlace } from "node:url";' } }),
    logLevel: "silent",
  });
}

/** Bundles the entries into `directory` (made by a temporary folder renamed, so others never see half of it). */
async function build(/** @type {typeof import("esbuild")} */ esbuild, /** @type {string} */ directory) {
  const temporary = `${directory}.${process.pid}.${Date.now()}.tmp`;
  await bundle(esbuild, temporary, undefined);
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
 * Makes the prebuilt bundles of a packed generator in dist/ (the prepack script), with the key of the sources
 * they were made from, and, with them, the compiled runtime.
 */
export async function prebuild() {
  await rm(prebuiltDirectory, { recursive: true, force: true });
  await bundle(await import("esbuild"), prebuiltDirectory, prebuiltDirectory);
  await writeFile(path.join(prebuiltDirectory, prebuiltKeyFile), `${await sourcesKey()}\n`);
  /** @type {{ prebuildRuntimeDist(): Promise<void> }} */
  const cli = await import(pathToFileURL(path.join(prebuiltDirectory, "cli.mjs")).href);
  await cli.prebuildRuntimeDist();
}

/**
 * Makes a checkout's bundles and compiled runtime ahead of its first run (the prepare script, which `npm ci`
 * runs), so that the first `generate` does not spend seconds on them. It never fails the install: what it
 * cannot make now is made on demand.
 */
export async function warm() {
  try {
    /** @type {{ warmRuntimeDist(): Promise<void> }} */
    const cli = await import(await entryModule("cli"));
    await cli.warmRuntimeDist();
  } catch (error) {
    console.warn(`xmlapi-codegen: the first run will make its bundles and runtime (${String(error)})`);
  }
}

/** Whether dist/ holds prebuilt bundles of exactly these sources. */
async function prebuiltMatches(/** @type {string} */ sources) {
  const key = await readFile(path.join(prebuiltDirectory, prebuiltKeyFile), "utf8").catch(() => "");
  return key.trim() === sources;
}

/**
 * The URL to import for entry `name`: its prebuilt bundle when dist/ holds one of these sources, else its
 * on-demand bundle, made first when the sources changed, or else its TypeScript source with tsx's hooks
 * registered.
 * @param {EntryName} name
 */
export async function entryModule(name) {
  try {
    const sources = await sourcesKey();
    if (await prebuiltMatches(sources))
      return pathToFileURL(path.join(prebuiltDirectory, `${name}.mjs`)).href;
    const directory = path.join(cacheDirectory, `${bundlePrefix}${await bundleKey(sources)}`);
    const bundled = path.join(directory, `${name}.mjs`);
    if (!(await stat(bundled).catch(() => undefined))) {
      await mkdir(cacheDirectory, { recursive: true });
      await build(await import("esbuild"), directory);
    }
    return pathToFileURL(bundled).href;
  } catch {
    const { register } = await import("tsx/esm/api");
    register();
    return pathToFileURL(path.join(generatorRoot, entries[name])).href;
  }
}
