/**
 * The imports at the top of a generated module laid out as prettier lays them out, without prettier: a module
 * of a large package imports thousands of names, and those lists were a tenth of the text prettier was given.
 * The rule is prettier's (print width 110): an import of one name stays on its line; one of more names is
 * written on one line when it fits, else one name a line with a trailing comma. Only a piece made of line
 * comments, blank lines and one-line named imports is laid out; anything else gives undefined and is left to
 * prettier.
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

/**
 * `piece` (the start of a module: comments and imports) as prettier formats it, or undefined when it holds
 * anything else. Leading blank lines go, runs of blank lines become one, and the result ends with a line break.
 */
export function layoutImports(piece: string): string | undefined {
  const lines = piece.split("\n");
  const out: string[] = [];
  let imports = 0;
  for (const line of lines) {
    if (line === "") {
      if (out.length > 0 && out.at(-1) !== "") out.push("");
      continue;
    }
    if (lineComment.test(line)) {
      out.push(line);
      continue;
    }
    const laidOut = importLayout(line);
    if (laidOut === undefined) return undefined;
    out.push(laidOut);
    imports++;
  }
  while (out.at(-1) === "") out.pop();
  return imports === 0 ? undefined : `${out.join("\n")}\n`;
}
