import { readdir, readFile, realpath } from "node:fs/promises";
import path from "node:path";
import { decodeXml } from "./decode.ts";

/** Where the reader gets file contents: the file system by default; the diff reads git revisions through it. */
export interface FileSource {
  /** Text of a file given by its path relative to the schema root, `/`-separated. */
  readFile(relativePath: string): Promise<string>;
  /** How to name the file to a person (an absolute path, `rev:path`, ...). */
  describe(relativePath: string): string;
  /**
   * Names of the files directly inside a folder given relative to the schema root ("." for the root), sorted; a
   * source without it offers no folder to look in for the schema of an import it cannot follow.
   */
  listFolder?(relativeFolder: string): Promise<readonly string[]>;
}

/**
 * Files under `root`. A symbolic link that leads outside the root is refused like a `..` path: the root is
 * the boundary of what the schema may read.
 */
export function fileSystemSource(root: string): FileSource {
  const absoluteRoot = path.resolve(root);
  let realRoot: Promise<string> | undefined;
  return {
    async readFile(relativePath) {
      const file = path.resolve(absoluteRoot, relativePath);
      realRoot ??= realpath(absoluteRoot);
      const [realFile, base] = await Promise.all([realpath(file), realRoot]);
      if (realFile !== base && !realFile.startsWith(base + path.sep))
        throw new Error(`'${relativePath}' leads outside the schema root through a symbolic link`);
      return decodeXml(await readFile(realFile));
    },
    describe(relativePath) {
      return path.resolve(absoluteRoot, relativePath);
    },
    async listFolder(relativeFolder) {
      const entries = await readdir(path.resolve(absoluteRoot, relativeFolder), { withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() || entry.isSymbolicLink())
        .map((entry) => entry.name)
        .sort();
    },
  };
}
