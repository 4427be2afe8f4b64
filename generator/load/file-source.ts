import { isUtf8 } from "node:buffer";
import { readFile, realpath } from "node:fs/promises";
import path from "node:path";

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
      return utf8Text(await readFile(realFile));
    },
    describe(relativePath) {
      return path.resolve(absoluteRoot, relativePath);
    },
  };
}

/** Schema files are read as UTF-8 only: a file in another encoding is refused rather than misread. */
function utf8Text(bytes: Buffer): string {
  const [a, b] = bytes;
  if ((a === 0xfe && b === 0xff) || (a === 0xff && b === 0xfe) || a === 0 || (bytes.length > 1 && b === 0))
    throw new Error("UTF-16 or UTF-32 text is not accepted: only UTF-8 is read");
  if (!isUtf8(bytes)) throw new Error("the file is not valid UTF-8");
  return bytes.toString("utf8");
}
