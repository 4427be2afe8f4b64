import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Largest file `git show` may return (schemas are far smaller). */
const maxFileBytes = 64 * 1024 * 1024;

/** Runs git in `cwd` and returns stdout; a failure becomes an Error carrying git's own message. */
export async function git(cwd: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await run("git", [...args], { cwd, maxBuffer: maxFileBytes, encoding: "utf8" });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const detail = typeof stderr === "string" && stderr.trim() !== "" ? stderr.trim() : String(error);
    throw new Error(`git ${args.join(" ")}: ${detail}`);
  }
}

/** A schema folder as it was at one revision: where the repository is and where the folder lies in it. */
export interface GitLocation {
  /** Any directory inside the work tree (git runs there). */
  readonly cwd: string;
  /** The revision, as `git rev-parse` understands it. */
  readonly revision: string;
  /** The folder inside the repository, `/`-separated, "" for the top. */
  readonly folder: string;
}

/** Finds the repository around `directory` and the path of `directory` inside it. */
export async function locateInRepository(
  directory: string,
): Promise<{ readonly top: string; readonly folder: string }> {
  const top = (await git(directory, ["rev-parse", "--show-toplevel"])).trim();
  const folder = path.relative(top, path.resolve(directory)).split(path.sep).join("/");
  return { top, folder };
}

/** The object name `<rev>:<path>` of a file of the folder; refuses paths leaving it. */
function objectName(location: GitLocation, relativePath: string): string {
  const inside = path.posix.normalize(relativePath);
  if (inside.startsWith("../") || inside === ".." || path.posix.isAbsolute(inside))
    throw new Error(`'${relativePath}' lies outside ${location.folder || "the repository"}`);
  return `${location.revision}:${path.posix.join(location.folder, inside)}`;
}

/**
 * Reads files of a folder at a git revision with `git show`, without touching the work tree.
 * Shaped as the front end's `FileSource`.
 */
export function gitFileSource(location: GitLocation): {
  readFile(relativePath: string): Promise<string>;
  describe(relativePath: string): string;
  listFolder(relativeFolder: string): Promise<readonly string[]>;
} {
  return {
    readFile: async (relativePath) => git(location.cwd, ["show", objectName(location, relativePath)]),
    describe: (relativePath) => `git:${objectName(location, relativePath)}`,
    listFolder: async (relativeFolder) => {
      // `<mode> <type> <object>\t<name>` per entry; the files are the blobs.
      // The top folder is `<rev>:`, since git reads `<rev>:.` relative to the working directory (see listFiles).
      const tree = objectName(location, relativeFolder).replace(/:\.$/, ":");
      const output = await git(location.cwd, ["ls-tree", "--full-tree", "-z", tree]);
      return output
        .split("\0")
        .map((entry) => /^\d+ blob \w+\t(.*)$/s.exec(entry)?.[1])
        .filter((name) => name !== undefined)
        .sort();
    },
  };
}

/** Names of the files directly inside `folder` at the revision (`git ls-tree`). */
export async function listFiles(location: GitLocation): Promise<string[]> {
  const treeish = `${location.revision}:${location.folder}`;
  // --full-tree: from a subfolder, git lists only what lies under it.
  const output = await git(location.cwd, ["ls-tree", "--full-tree", "--name-only", "-z", treeish]);
  return output.split("\0").filter((name) => name !== "");
}

/** The kind of object a path names at the revision: `tree` (folder), `blob` (file), or undefined. */
export async function objectType(location: GitLocation, relativePath: string): Promise<string | undefined> {
  try {
    return (await git(location.cwd, ["cat-file", "-t", objectName(location, relativePath)])).trim();
  } catch {
    return undefined;
  }
}
