import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { EmittedFile } from "../emit/emit-package.ts";

/** Every file under `root`, as paths relative to it with `/` separators, sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Which files directly at the root of the output belong to the generator (by name); none by default. */
export type RootFileFilter = (name: string) => boolean;

const noRootFiles: RootFileFilter = () => false;

/** Files directly under `root` (not in a folder) that `owns` claims for the generator, sorted. */
async function ownedRootFiles(root: string, owns: RootFileFilter): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && owns(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Writes the generated packages under `root`: every package folder is replaced as a whole, so files the
 * generator no longer produces disappear; so are the root files `ownsRootFile` claims. Other folders and
 * files of `root` are left alone.
 */
export async function writeTree(
  root: string,
  directories: readonly string[],
  files: readonly EmittedFile[],
  ownsRootFile: RootFileFilter = noRootFiles,
): Promise<void> {
  for (const directory of directories) await rm(path.join(root, directory), { recursive: true, force: true });
  for (const name of await ownedRootFiles(root, ownsRootFile))
    await rm(path.join(root, name), { force: true });
  for (const file of files) {
    const target = path.join(root, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.text);
  }
}

/**
 * Paths that differ between what is on disk under `root` and what the generator produced: in the package
 * folders and among the root files `ownsRootFile` claims (missing, changed, or not produced any more).
 */
export async function changedFiles(
  root: string,
  directories: readonly string[],
  files: readonly EmittedFile[],
  ownsRootFile: RootFileFilter = noRootFiles,
): Promise<string[]> {
  const expected = new Map(files.map((file) => [file.path, file.text]));
  const onDisk = [
    ...(
      await Promise.all(
        directories.map(async (directory) =>
          (await listFiles(path.join(root, directory))).map((file) => `${directory}/${file}`),
        ),
      )
    ).flat(),
    ...(await ownedRootFiles(root, ownsRootFile)),
  ];
  const changed = new Set<string>();
  for (const file of onDisk) if (!expected.has(file)) changed.add(file);
  for (const [file, text] of expected) {
    const actual = await readFile(path.join(root, file), "utf8").catch(() => undefined);
    if (actual !== text) changed.add(file);
  }
  return [...changed].sort();
}

const run = promisify(execFile);

/**
 * A unified diff from what is on disk to what the generator produced, for the changed paths only.
 * Uses `git diff --no-index` on a temporary copy of the expected files; git exits 1 when files differ.
 */
export async function unifiedDiff(
  root: string,
  changed: readonly string[],
  files: readonly EmittedFile[],
): Promise<string> {
  const expected = new Map(files.map((file) => [file.path, file.text]));
  const scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-check-"));
  try {
    const diffs: string[] = [];
    for (const file of changed) {
      const actualPath = path.join(root, file);
      const text = expected.get(file);
      const expectedPath = text === undefined ? "/dev/null" : path.join(scratch, file);
      if (text !== undefined) {
        await mkdir(path.dirname(expectedPath), { recursive: true });
        await writeFile(expectedPath, text);
      }
      const onDisk = await readFile(actualPath).then(
        () => actualPath,
        () => "/dev/null",
      );
      const result = await run("git", ["diff", "--no-index", "--no-color", "--", onDisk, expectedPath], {
        maxBuffer: 256 * 1024 * 1024,
      }).catch((error: { stdout?: string; code?: number }) => {
        if (error.code === 1 && error.stdout !== undefined) return { stdout: error.stdout };
        throw error;
      });
      diffs.push(result.stdout.replaceAll(scratch, "(generated)"));
    }
    return diffs.join("");
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
