/**
 * The imports at the top of a generated module laid out as prettier lays them out, without prettier: a module
 * of a large package imports thousands of names, and those lists were a tenth of the text prettier was given.
 * The rule is prettier's (print width 110): an import of one name stays on its line; one of more names is
 * written on one line when it fits, else one name a line with a trailing comma. Only the start of a piece made
 * of line comments, blank lines and one-line named imports is laid out; what follows them is left to prettier.
 */

const printWidth = 110;
const name = "[A-Za-z_$][\\w$]*";
const specifier = `(?:type )?${name}(?: as ${name})?`;
/** A named import on one line, as the emitters print it: `import { a, type B } from "./m.ts";`. */
const namedImport = new RegExp(
  `^import (type )?\\{ (${specifier}(?:, ${specifier})*) \\} from ("[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]*");$`,
);
/** A line comment without trailing white space. */
const lineComment = /^\/\/(?:.*\S)?$/;

/** One import as prettier prints it. */
function importLayout(line: string): string | undefined {
  const match = namedImport.exec(line);
  if (match === null) return undefined;
  const [, typeOnly = "", list = "", from = ""] = match;
  const names = list.split(", ");
  if (names.length === 1 || line.length <= printWidth) return line;
  return `import ${typeOnly}{\n${names.map((each) => `  ${each},\n`).join("")}} from ${from};`;
}

/** The imports at the start of a piece laid out, and the text after them, which prettier formats. */
export interface LaidOutImports {
  /** Leading blank lines dropped, runs of blank lines made one, ending with a line break. */
  readonly imports: string;
  /** From the first line that is not a comment, an import or blank (empty when there is none). */
  readonly rest: string;
}

/**
 * The comments and imports `piece` (the start of a module) begins with, as prettier formats them, and what
 * follows; undefined when it does not begin with an import after its comments.
 */
export function layoutImports(piece: string): LaidOutImports | undefined {
  const lines = piece.split("\n");
  const out: string[] = [];
  let imports = 0;
  let at = 0;
  for (; at < lines.length; at++) {
    const line = lines[at] ?? "";
    if (line === "") {
      if (out.length > 0 && out.at(-1) !== "") out.push("");
      continue;
    }
    if (lineComment.test(line)) {
      out.push(line);
      continue;
    }
    const laidOut = importLayout(line);
    if (laidOut === undefined) break;
    out.push(laidOut);
    imports++;
  }
  // A blank line before what follows is kept; prettier makes it one.
  const blankBefore = at < lines.length && out.at(-1) === "";
  while (out.at(-1) === "") out.pop();
  if (imports === 0 || out.at(-1)?.startsWith("//") === true) return undefined;
  return { imports: `${out.join("\n")}\n${blankBefore ? "\n" : ""}`, rest: lines.slice(at).join("\n") };
}
