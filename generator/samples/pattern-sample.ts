/**
 * Strings that match an `xs:pattern`: a small generator over the XSD regular expression itself (branches,
 * groups, quantifiers, character classes and escapes). Each quantified atom repeats its minimum number of
 * times plus a growing surplus, so that a length facet can be met, an optional atom (`?`) with the surplus
 * and then without it; the first branch of a group is taken, and
 * each top-level branch is tried in turn. A class or escape stands for the character of a hint at the same place
 * where it matches that (the value the type would have without the pattern, so that a patterned dateTime keeps
 * a valid date), else for the first of a fixed list of characters it matches; classes are tested with the
 * runtime's own translation of the pattern, which also checks every candidate.
 */
import { xsdPattern } from "../runtime/scalars.ts";

/** One quantified atom of a branch. */
interface Piece {
  readonly atom: Atom;
  readonly min: number;
  readonly max: number;
}

type Branch = readonly Piece[];

type Atom =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "class"; readonly source: string }
  | { readonly kind: "group"; readonly branches: readonly Branch[] };

/** Where parsing stands in a pattern's source. */
class Cursor {
  index = 0;
  constructor(readonly source: string) {}

  get done(): boolean {
    return this.index >= this.source.length;
  }

  peek(): string {
    return this.source[this.index] ?? "";
  }

  next(): string {
    return this.source[this.index++] ?? "";
  }
}

/** Characters a class or escape is sampled with, most readable first. */
const CANDIDATES = [
  ..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
  ..." -_.:/@+#*!$%&'(),;=?[]^{|}~<>\"\\`\t\n\r",
  ...Array.from({ length: 0x3000 - 0xa0 }, (_, index) => String.fromCodePoint(0xa0 + index)),
];

const SINGLE_ESCAPES: Readonly<Record<string, string>> = { n: "\n", r: "\r", t: "\t" };
/** Multi-character escapes, which stand for a class of characters. */
const CLASS_ESCAPES = new Set([..."sSiIcCdDwW"]);

/**
 * The escape after a backslash: a class escape (`\d`, `\p{Lu}`) as its source, any other as the character
 * it stands for.
 */
function escape(cursor: Cursor): Atom {
  const letter = cursor.next();
  if (CLASS_ESCAPES.has(letter)) return { kind: "class", source: `\\${letter}` };
  if (letter === "p" || letter === "P") {
    const close = cursor.source.indexOf("}", cursor.index);
    if (close < 0) throw new Error("unterminated \\p");
    const source = `\\${letter}${cursor.source.slice(cursor.index, close + 1)}`;
    cursor.index = close + 1;
    return { kind: "class", source };
  }
  return { kind: "text", text: SINGLE_ESCAPES[letter] ?? letter };
}

/** A character class `[...]`, kept as its source (nested for subtraction). */
function characterClass(cursor: Cursor): Atom {
  const start = cursor.index - 1;
  let depth = 1;
  while (depth > 0) {
    if (cursor.done) throw new Error("unterminated character class");
    const char = cursor.next();
    if (char === "\\") cursor.next();
    else if (char === "[") depth++;
    else if (char === "]") depth--;
  }
  return { kind: "class", source: cursor.source.slice(start, cursor.index) };
}

function atom(cursor: Cursor): Atom {
  const char = cursor.next();
  switch (char) {
    case "\\":
      return escape(cursor);
    case "[":
      return characterClass(cursor);
    case ".":
      return { kind: "class", source: "." };
    case "(": {
      const branches = alternatives(cursor);
      if (cursor.next() !== ")") throw new Error("unterminated group");
      return { kind: "group", branches };
    }
    default:
      return { kind: "text", text: char };
  }
}

function count(cursor: Cursor): number {
  const start = cursor.index;
  while (/[0-9]/.test(cursor.peek())) cursor.next();
  return cursor.index === start ? NaN : Number(cursor.source.slice(start, cursor.index));
}

/** The bounds of the quantifier after an atom: one occurrence where there is none. */
function quantifier(cursor: Cursor): { min: number; max: number } {
  switch (cursor.peek()) {
    case "?":
      cursor.next();
      return { min: 0, max: 1 };
    case "*":
      cursor.next();
      return { min: 0, max: Infinity };
    case "+":
      cursor.next();
      return { min: 1, max: Infinity };
    case "{": {
      cursor.next();
      const min = count(cursor);
      let max = min;
      if (cursor.peek() === ",") {
        cursor.next();
        max = cursor.peek() === "}" ? Infinity : count(cursor);
      }
      if (cursor.next() !== "}" || Number.isNaN(min) || Number.isNaN(max)) throw new Error("bad quantifier");
      return { min, max };
    }
    default:
      return { min: 1, max: 1 };
  }
}

function alternatives(cursor: Cursor): Branch[] {
  const branches: Branch[] = [];
  let pieces: Piece[] = [];
  while (!cursor.done && cursor.peek() !== ")") {
    if (cursor.peek() === "|") {
      cursor.next();
      branches.push(pieces);
      pieces = [];
      continue;
    }
    const parsed = atom(cursor);
    pieces.push({ atom: parsed, ...quantifier(cursor) });
  }
  branches.push(pieces);
  return branches;
}

/** A class as a `RegExp` and the first candidate character it matches. */
interface CharacterClass {
  readonly pattern: RegExp;
  readonly first: string | undefined;
}

const classes = new Map<string, CharacterClass | undefined>();

/** A class by its source; undefined for one the runtime cannot translate (an unknown block such as \p{IsKlingon}). */
function characterClassOf(source: string): CharacterClass | undefined {
  if (classes.has(source)) return classes.get(source);
  let found: CharacterClass | undefined;
  try {
    const pattern = xsdPattern(source);
    found = { pattern, first: CANDIDATES.find((char) => pattern.test(char)) };
  } catch {
    found = undefined;
  }
  classes.set(source, found);
  return found;
}

/**
 * Appends to `text` a string of `branch`, each quantified atom repeated its minimum plus `surplus` times (at most
 * its maximum), an optional one (`?`) only where `optional` says so; a class stands for the character of `hint`
 * at the same place where it matches that.
 */
function generate(
  branch: Branch,
  surplus: number,
  hint: string,
  text: string,
  optional: boolean,
): string | undefined {
  let done = text;
  for (const piece of branch) {
    const grows = piece.max > piece.min && (optional || piece.min > 0 || piece.max > 1);
    const times = Math.min(piece.min + (grows ? surplus : 0), piece.max);
    for (let index = 0; index < times; index++) {
      const next = generateAtom(piece.atom, surplus, hint, done, optional);
      if (next === undefined) return undefined;
      done = next;
    }
  }
  return done;
}

function generateAtom(
  atom: Atom,
  surplus: number,
  hint: string,
  text: string,
  optional: boolean,
): string | undefined {
  switch (atom.kind) {
    case "text":
      return text + atom.text;
    case "class": {
      const found = characterClassOf(atom.source);
      const wanted = hint[text.length];
      if (wanted !== undefined && found?.pattern.test(wanted) === true) return text + wanted;
      return found?.first === undefined ? undefined : text + found.first;
    }
    case "group": {
      const [first] = atom.branches;
      return first === undefined ? text : generate(first, surplus, hint, text, optional);
    }
  }
}

/** Length bounds a sample must also meet (characters). */
export interface LengthBounds {
  readonly min: number;
  readonly max: number;
}

/** Surpluses tried per branch: enough to reach the length facets real schemas put beside a pattern. */
const MAX_SURPLUS = 64;

/**
 * A string matching every step of `steps` (each a list of alternative patterns, as facets hold them), within
 * `length` and taken by `accept`, generated from the last step (the most derived) following `hint`; `undefined`
 * where none is found, or the pattern uses what the runtime cannot translate (an unknown block name).
 */
export function patternSample(
  steps: readonly (readonly string[])[],
  length: LengthBounds,
  accept: (text: string) => boolean = () => true,
  hint = "",
): string | undefined {
  let compiled: RegExp[];
  let branches: Branch[];
  try {
    compiled = steps.map((step) => xsdPattern(step.join("|")));
    const last = steps.at(-1);
    if (last === undefined) return undefined;
    branches = last.flatMap((source) => {
      const cursor = new Cursor(source);
      const parsed = alternatives(cursor);
      if (!cursor.done) throw new Error("unbalanced parenthesis");
      return parsed;
    });
  } catch {
    return undefined;
  }
  for (const branch of branches)
    for (let surplus = 0; surplus <= MAX_SURPLUS; surplus++) {
      // With its optional atoms, then without them: a sign in `-?[0-9]{0,4}` gives `-0`, which no integer is written as.
      const texts = [generate(branch, surplus, hint, "", true), generate(branch, surplus, hint, "", false)];
      const fits = (text: string | undefined) =>
        text !== undefined &&
        [...text].length <= length.max &&
        [...text].length >= length.min &&
        compiled.every((pattern) => pattern.test(text)) &&
        accept(text);
      const found = texts.find(fits);
      if (found !== undefined) return found;
      if (texts.every((text) => text === undefined || [...text].length > length.max)) break;
    }
  return undefined;
}
