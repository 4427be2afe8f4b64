/**
 * Shapes of top-level statements: a generated module repeats a few shapes of declaration (an interface, a
 * reader table, a writer, a validator per type) that differ only in their names, strings and comments, and
 * prettier needs to see each shape once.
 *
 * A module is cut at top-level statement boundaries (`statement-boundaries.ts`). In each piece every name, string,
 * template text and comment is replaced by a stand-in of the same length and of the same class for the layout
 * rules prettier applies (a name's first letter upper or lower case; a string that may or may not be written as
 * a property name; names equal to each other stay equal); what prettier looks up by name (`require`,
 * `describe`, `css`, ...) and anything else it might read (quotes, escapes, text that is not ASCII, numbers,
 * regular expressions) is kept as written. That text is the piece's shape; `format-by-shape.ts` prints each
 * shape once and puts each piece's own names, strings and comments back.
 */
import { walkStatements } from "./statement-boundaries.ts";
import { blockCuts, type BlockCuts, type BlockKind } from "./block-cuts.ts";
import { K } from "./token-walk.ts";

/**
 * Names and strings prettier lays out by what they say (test calls, module calls, tagged templates of embedded
 * languages, framework wrappers, object keys with a meaning), kept as written.
 */
const meaningfulNames = new Set([
  "require",
  "define",
  "module",
  "exports",
  "__esModule",
  "describe",
  "it",
  "test",
  "xit",
  "xtest",
  "xdescribe",
  "fit",
  "ftest",
  "fdescribe",
  "only",
  "skip",
  "each",
  "step",
  "beforeEach",
  "beforeAll",
  "afterEach",
  "afterAll",
  "inject",
  "async",
  "fakeAsync",
  "waitForAsync",
  "then",
  "else",
  "as",
  "track",
  "styled",
  "css",
  "keyframes",
  "injectGlobal",
  "createGlobalStyle",
  "graphql",
  "gql",
  "html",
  "markdown",
  "md",
  "sql",
  "zx",
  "fbt",
  "constructor",
  "prototype",
  "__proto__",
  "useEffect",
  "useLayoutEffect",
  "useMemo",
  "useCallback",
  "useImperativeHandle",
]);

/** Comments prettier acts on by what they say (ignore markers, pragmas, embedded-language hints). */
const meaningfulComment = /prettier|@format|@noformat|graphql|html|css|markdown|sql/i;

/** Letters of the stand-in names: no keyword of JavaScript or TypeScript is spelled with them alone. */
const lowerStandIn = "jkqxz";
const upperStandIn = "JKQXZ";

/** A name or a string's text that stand-ins replace one for one (same length, same first-letter case). */
export const plainName = /^[A-Za-z][A-Za-z0-9]*$/;
/** A string's text replaced character for character: printable ASCII without backslashes, not a number. */
const plainText = /^[\x20-\x5b\x5d-\x7e]+$/;

/** Characters from which a string, template text or comment is kept as written. */
const longLiteral = 4096;

/** What a stand-in took the place of, in the order the piece holds them. */
export interface Slot {
  /** Where the original token starts and ends in the module. */
  readonly start: number;
  readonly end: number;
  readonly kind: "name" | "string" | "template" | "comment";
}

/** The module's top-level statement boundaries and every slot, or undefined when it cannot be followed. */
export interface ModuleScan {
  readonly boundaries: readonly number[];
  readonly slots: readonly Slot[];
}

/** The statement boundaries of a generated module and its names, strings, template texts and comments. */
export function scanModule(text: string): ModuleScan | undefined {
  const slots: Slot[] = [];
  const boundaries = walkStatements(text, {
    token: (token, start, end) => {
      if (token === K.Identifier) slots.push({ start, end, kind: "name" });
      else if (token === K.StringLiteral) slots.push({ start, end, kind: "string" });
      else if (
        token === K.NoSubstitutionTemplateLiteral ||
        token === K.TemplateHead ||
        token === K.TemplateMiddle ||
        token === K.TemplateTail
      )
        slots.push({ start, end, kind: "template" });
    },
    comment: (start, end) => {
      slots.push({ start, end, kind: "comment" });
    },
  });
  if (boundaries === undefined) return undefined;
  return { boundaries, slots };
}

/** `q` repeated, by length: the stand-in of a run of letters and digits. */
const blurredRuns = Array.from({ length: 64 }, (_, length) => "q".repeat(length));

/**
 * Every letter and digit as `q`, a run at a time: one match per character is slow on the megabytes of
 * comments of a large module.
 */
function blurLetters(text: string): string {
  return text.replace(/[A-Za-z0-9]+/g, (run) => blurredRuns[run.length] ?? "q".repeat(run.length));
}

/** Every letter and digit as `q`, words after `@` (tags prettier may read) kept. */
function blurWords(text: string): string {
  const blurred = blurLetters(text);
  if (!text.includes("@")) return blurred;
  let kept = "";
  let at = 0;
  for (const tag of text.matchAll(/@[A-Za-z]+/g)) {
    kept += blurred.slice(at, tag.index) + tag[0];
    at = tag.index + tag[0].length;
  }
  return kept + blurred.slice(at);
}

/** Assigns each distinct name of a piece its stand-in, in order of first appearance. */
class StandIns {
  readonly #given = new Map<string, string>();
  readonly #counts = new Map<string, number>();

  /** The stand-in of `name`, or undefined when the names of its length and case are used up. */
  of(name: string): string | undefined {
    const given = this.#given.get(name);
    if (given !== undefined) return given;
    const upper = name[0] !== undefined && name[0] >= "A" && name[0] <= "Z";
    const key = `${upper ? "U" : "L"}${name.length}`;
    let number = this.#counts.get(key) ?? 0;
    this.#counts.set(key, number + 1);
    let standIn = "";
    for (let index = name.length - 1; index >= 0; index--) {
      standIn = (index === 0 && upper ? upperStandIn : lowerStandIn)[number % 5] + standIn;
      number = Math.floor(number / 5);
    }
    if (number > 0) return undefined;
    this.#given.set(name, standIn);
    return standIn;
  }
}

/** A piece as a shape: its text with stand-ins, and for each slot the original and the stand-in. */
export interface Shape {
  readonly text: string;
  readonly slots: readonly {
    readonly kind: Slot["kind"];
    readonly original: string;
    readonly standIn: string;
  }[];
}

/**
 * The stand-in of a slot's original text: itself where it is kept as written, undefined when the names of its
 * length and case are used up.
 */
function standInOf(kind: Slot["kind"], original: string, standIns: StandIns): string | undefined {
  // A long literal (a schema document) makes its piece one of a kind: replacing it would only cost time.
  if (original.length > longLiteral) return original;
  switch (kind) {
    case "name":
      return plainName.test(original) && !meaningfulNames.has(original) ? standIns.of(original) : original;
    case "string": {
      const content = original.slice(1, -1);
      if (plainName.test(content) && !meaningfulNames.has(content)) {
        const inner = standIns.of(content);
        return inner === undefined ? undefined : `${original[0]}${inner}${original[0]}`;
      }
      return plainText.test(content) && !/^[0-9.+-]/.test(content)
        ? `${original[0]}${blurLetters(content)}${original[0]}`
        : original;
    }
    case "template":
      return !original.includes("\\") && !/[^\x20-\x7e\n]/.test(original) ? blurWords(original) : original;
    case "comment":
      return meaningfulComment.test(original) ? original : blurWords(original);
  }
}

/** The shape of `text.slice(start, end)` given its slots, or undefined when names run out of stand-ins. */
function shapeOf(text: string, start: number, end: number, slots: readonly Slot[]): Shape | undefined {
  const standIns = new StandIns();
  const parts: string[] = [];
  const shapeSlots: Shape["slots"][number][] = [];
  let at = start;
  for (const slot of slots) {
    const original = text.slice(slot.start, slot.end);
    const standIn = standInOf(slot.kind, original, standIns);
    if (standIn === undefined) return undefined;
    parts.push(text.slice(at, slot.start), standIn);
    shapeSlots.push({ kind: slot.kind, original, standIn });
    at = slot.end;
  }
  parts.push(text.slice(at, end));
  return { text: parts.join(""), slots: shapeSlots };
}

/** A piece of a module: its text, and its shape (undefined when names ran out of stand-ins). */
export interface Piece {
  readonly text: string;
  readonly shape: Shape | undefined;
  /** A top-level function or interface declaration, also cut into its signature and the items of its body. */
  readonly block?: BlockPieces;
}

/**
 * A block of a statement as prettier lays it out (see `block-cuts.ts`): its header (docs included, up to the
 * `{`), what follows its `}`, and each item, laid out apart in the same place.
 */
export interface BlockPieces {
  readonly kind: BlockKind;
  readonly header: Piece;
  /** From the `}` on: `}`, `});`, `},`. */
  readonly tail: string;
  readonly items: readonly BlockItem[];
}

export interface BlockItem {
  readonly piece: Piece;
  /** Prettier keeps one blank line between two items, never before the first. */
  readonly blankBefore: boolean;
  readonly block?: BlockPieces;
}

/** `text` from offset `from` on, cut at the statement boundaries of its scan, each piece with its shape. */
export function piecesOf(text: string, scan: ModuleScan, from = 0): Piece[] {
  const cuts = [from, ...scan.boundaries.filter((at) => at > from), text.length];
  const pieces: Piece[] = [];
  let slotIndex = scan.slots.findIndex((slot) => slot.start >= from);
  if (slotIndex < 0) slotIndex = scan.slots.length;
  for (let index = 0; index + 1 < cuts.length; index++) {
    const start = cuts[index] ?? from;
    const end = cuts[index + 1] ?? text.length;
    const first = slotIndex;
    while (slotIndex < scan.slots.length && (scan.slots[slotIndex]?.start ?? end) < end) slotIndex++;
    const slots = scan.slots.slice(first, slotIndex);
    const pieceText = text.slice(start, end);
    const block = /function|interface|class|const/.test(pieceText) ? blockCuts(pieceText) : undefined;
    pieces.push({
      text: pieceText,
      shape: shapeOf(text, start, end, slots),
      ...(block === undefined ? {} : { block: blockPieces(text, start, start, block, slots) }),
    });
  }
  return pieces;
}

/** The first of `slots` (sorted) that starts at or after `at`. */
function firstSlotFrom(slots: readonly Slot[], at: number): number {
  let low = 0;
  let high = slots.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((slots[middle]?.start ?? at) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The pieces of a block of the statement at `base` of `text` (its cuts are offsets from there), the header
 * from `headerStart`, given the statement's slots.
 */
function blockPieces(
  text: string,
  base: number,
  headerStart: number,
  cuts: BlockCuts,
  slots: readonly Slot[],
): BlockPieces {
  const pieceOf = (from: number, to: number): Piece => ({
    text: text.slice(from, to),
    shape: shapeOf(text, from, to, slots.slice(firstSlotFrom(slots, from), firstSlotFrom(slots, to))),
  });
  let after = base + cuts.open;
  return {
    kind: cuts.kind,
    header: pieceOf(headerStart, base + cuts.open),
    tail: text.slice(base + cuts.close, base + cuts.end).trim(),
    items: cuts.items.map((item, index) => {
      // A comment before the item goes with it.
      let itemStart = base + item.start;
      const slot = slots[firstSlotFrom(slots, after)];
      if (slot !== undefined && slot.kind === "comment" && slot.start < itemStart) itemStart = slot.start;
      const blankBefore = index > 0 && text.slice(after, itemStart).includes("\n\n");
      after = base + item.end;
      return {
        piece: pieceOf(itemStart, base + item.end),
        blankBefore,
        ...(item.block === undefined ? {} : { block: blockPieces(text, base, itemStart, item.block, slots) }),
      };
    }),
  };
}

/** A printed shape cut at its slots: `between[i]` precedes slot `i`, the last one ends it. */
export interface PrintedShape {
  readonly between: readonly string[];
  /** Each slot as printed (a comment re-indented, a string with other quotes or none). */
  readonly slots: readonly { readonly kind: Slot["kind"]; readonly text: string }[];
}

/** A printed shape (by prettier or the declaration emit) cut at its slots; undefined when it cannot be followed. */
export function cutPrinted(printed: string): PrintedShape | undefined {
  const scan = scanModule(printed);
  if (scan === undefined) return undefined;
  const between: string[] = [];
  let at = 0;
  for (const slot of scan.slots) {
    between.push(printed.slice(at, slot.start));
    at = slot.end;
  }
  between.push(printed.slice(at));
  return {
    between,
    slots: scan.slots.map((slot) => ({ kind: slot.kind, text: printed.slice(slot.start, slot.end) })),
  };
}

const nonSpace = /\S/g;

/** `text` without its white space: what printing a comment leaves as it was. */
export function nonSpaceOf(text: string): string {
  return text.replace(/\s+/g, "");
}

/**
 * A string literal's text (without backslashes) between `quote`s, as prettier writes it: the quote it chose
 * escaped inside.
 */
export function quoted(content: string, quote: string): string {
  return quote + content.replaceAll(quote, `\\${quote}`) + quote;
}

/**
 * A comment as its stand-in was printed: prettier changes only the spaces of a comment (it
 * re-indents the lines of a doc comment), so its other characters are the original's, in order.
 */
export function restoreComment(slot: Shape["slots"][number], printed: string): string {
  const printedLines = printed.split("\n");
  const standInLines = slot.standIn.split("\n");
  const originalLines = slot.original.split("\n");
  if (printedLines.length === standInLines.length) {
    const lines: string[] = [];
    for (const [index, line] of printedLines.entries()) {
      const standIn = standInLines[index] ?? "";
      const original = originalLines[index] ?? "";
      if (line === standIn) lines.push(original);
      else if (line.trim() === standIn.trim())
        lines.push(
          line.slice(0, line.length - line.trimStart().length) +
            original.trim() +
            line.slice(line.trimEnd().length),
        );
      else break;
    }
    if (lines.length === printedLines.length) return lines.join("\n");
  }
  const characters = nonSpaceOf(slot.original);
  let next = 0;
  return printed.replace(nonSpace, () => characters[next++] ?? "");
}
