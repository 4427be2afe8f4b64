import { readFile, realpath } from "node:fs/promises";
import path from "node:path";
import { decodeXml } from "./decode.ts";

/** Where the reader gets file contents: the file system by default; the diff reads git revisions through it. */
export interface FileSource {
  /** Text of a file given by its path relative to the schema root, `/`-separated. */
  readFile(relativePath: string): Promise<string>;
  /** How to name the file to a person (an absolute path, `rev:path`, ...). */
  describe(relativePath: string): string;
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
  };
}
