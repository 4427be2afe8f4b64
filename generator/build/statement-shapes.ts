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
import { grownInto, K, type Tokens } from "./token-walk.ts";

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
  "new",
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

export type SlotKind = "name" | "string" | "template" | "comment";

/** Slot kinds by their number in `Slots.kinds`. */
export const slotKinds: readonly SlotKind[] = ["name", "string", "template", "comment"];

/**
 * What stand-ins take the place of, in the order the module holds them: where each original token starts and
 * ends in the module, and its kind (a number of `slotKinds`). Columns rather than an object per slot: a large
 * module has millions.
 */
export interface Slots {
  readonly count: number;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly kinds: Uint8Array;
}

/**
 * The module's top-level statement boundaries, every slot and every token, or undefined when it cannot be
 * followed.
 */
export interface ModuleScan {
  readonly boundaries: readonly number[];
  readonly slots: Slots;
  readonly tokens: Tokens;
}

/** The statement boundaries of a generated module, its tokens, and its names, strings, template texts and comments. */
export function scanModule(text: string): ModuleScan | undefined {
  let size = Math.max(16, text.length >> 3);
  let starts = new Int32Array(size);
  let ends = new Int32Array(size);
  let kinds = new Uint8Array(size);
  let count = 0;
  const slot = (start: number, end: number, kind: number) => {
    if (count === size) {
      size *= 2;
      starts = grownInto(starts, new Int32Array(size));
      ends = grownInto(ends, new Int32Array(size));
      kinds = grownInto(kinds, new Uint8Array(size));
    }
    starts[count] = start;
    ends[count] = end;
    kinds[count++] = kind;
  };
  const scanned = walkStatements(text, {
    token: (token, start, end) => {
      if (token === K.Identifier) slot(start, end, 0);
      else if (token === K.StringLiteral) slot(start, end, 1);
      else if (
        token === K.NoSubstitutionTemplateLiteral ||
        token === K.TemplateHead ||
        token === K.TemplateMiddle ||
        token === K.TemplateTail
      )
        slot(start, end, 2);
    },
    comment: (start, end) => slot(start, end, 3),
  });
  if (scanned === undefined) return undefined;
  return {
    boundaries: scanned.boundaries,
    slots: {
      count,
      starts: starts.subarray(0, count),
      ends: ends.subarray(0, count),
      kinds: kinds.subarray(0, count),
    },
    tokens: scanned.tokens,
  };
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

/**
 * The stand-ins of each length and case, by number, made once for the whole run: a piece numbers its names from
 * 0, so the same few stand-ins recur in every piece.
 */
const standInsByClass = new Map<string, string[]>();

/** Stand-in `number` of names of `length` letters, upper or lower case first; undefined when used up. */
function standInNumbered(upper: boolean, length: number, number: number): string | undefined {
  const key = `${upper ? "U" : "L"}${length}`;
  let made = standInsByClass.get(key);
  if (made === undefined) standInsByClass.set(key, (made = []));
  const known = made[number];
  if (known !== undefined) return known;
  let standIn = "";
  let rest = number;
  for (let index = length - 1; index >= 0; index--) {
    standIn = (index === 0 && upper ? upperStandIn : lowerStandIn)[rest % 5] + standIn;
    rest = Math.floor(rest / 5);
  }
  if (rest > 0) return undefined;
  made[number] = standIn;
  return standIn;
}

/** Assigns each distinct name of a piece its stand-in, in order of first appearance. */
class StandIns {
  readonly #given = new Map<string, string>();
  readonly #counts = new Map<string, number>();

  /**
   * The stand-in of `name`, `length` letters long, or undefined when the names of that length and case are used
   * up.
   */
  of(name: string, length = name.length): string | undefined {
    const given = this.#given.get(name);
    if (given !== undefined) return given;
    const upper = name[0] !== undefined && name[0] >= "A" && name[0] <= "Z";
    const key = `${upper ? "U" : "L"}${length}`;
    const number = this.#counts.get(key) ?? 0;
    this.#counts.set(key, number + 1);
    const standIn = standInNumbered(upper, length, number);
    if (standIn !== undefined) this.#given.set(name, standIn);
    return standIn;
  }
}

/** A piece as a shape: its text with stand-ins, and for each slot the original, the stand-in and its offset. */
export interface Shape {
  readonly text: string;
  readonly slots: readonly {
    readonly kind: SlotKind;
    readonly original: string;
    readonly standIn: string;
    readonly at: number;
  }[];
}

/**
 * The stand-in of a slot's original text: itself where it is kept as written, undefined when the names of its
 * length and case are used up.
 */
function standInOf(kind: SlotKind, original: string, standIns: StandIns): string | undefined {
  // A long literal (a schema document) makes its piece one of a kind: replacing it would only cost time.
  if (original.length > longLiteral) return original;
  switch (kind) {
    case "name":
      return plainName.test(original) && !meaningfulNames.has(original) ? standIns.of(original) : original;
    case "string": {
      const content = original.slice(1, -1);
      // A meaningful name keeps its quotes where prettier reads them (`"new"(...)` is no construct signature).
      if (meaningfulNames.has(content)) return original;
      if (plainName.test(content)) {
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

/**
 * The shape of `text.slice(start, end)` given its slots (`slots` from index `first` up to `last`), or undefined
 * when names run out of stand-ins.
 */
function shapeOf(
  text: string,
  start: number,
  end: number,
  slots: Slots,
  first: number,
  last: number,
): Shape | undefined {
  const standIns = new StandIns();
  const parts: string[] = [];
  const shapeSlots: Shape["slots"][number][] = [];
  let at = start;
  let shapeAt = 0;
  for (let index = first; index < last; index++) {
    const slotStart = slots.starts[index] ?? at;
    const slotEnd = slots.ends[index] ?? at;
    const kind = slotKinds[slots.kinds[index] ?? 0] ?? "name";
    const original = text.slice(slotStart, slotEnd);
    const standIn = standInOf(kind, original, standIns);
    if (standIn === undefined) return undefined;
    const between = text.slice(at, slotStart);
    shapeAt += between.length;
    parts.push(between, standIn);
    shapeSlots.push({ kind, original, standIn, at: shapeAt });
    shapeAt += standIn.length;
    at = slotEnd;
  }
  parts.push(text.slice(at, end));
  return { text: parts.join(""), slots: shapeSlots };
}

/**
 * A comment with one `q` for the words of each line, its line breaks, delimiters and the spaces that start and
 * end each line kept: prettier only re-indents a comment's lines and drops the spaces that end them, so its words
 * do not change how the code around it is laid out. A doc comment that casts a type (`@type`, `@satisfies`),
 * which prettier reads, and one that is not whole stay as they are.
 */
function canonicalComment(original: string): string {
  const trailing = (line: string) => line.slice(line.trimEnd().length);
  if (original.startsWith("//")) return `// q${trailing(original)}`;
  if (!/^\/\*[\s\S]*\*\/$/.test(original) || original.length < 5 || /@(?:type|satisfies)\b/.test(original))
    return original;
  const lines = original.split("\n");
  return lines
    .map((line, index) => {
      let core = line.trim();
      const leading = line.slice(0, line.length - line.trimStart().length);
      let open = "";
      if (index === 0) open = core.startsWith("/**") && !core.startsWith("/**/") ? "/**" : "/*";
      else if (core.startsWith("*") && !core.startsWith("*/")) open = "*";
      const close = index === lines.length - 1 ? "*/" : "";
      core = core.slice(open.length, core.length - close.length).trim();
      const parts = [open, core === "" ? "" : "q", close].filter((part) => part !== "");
      return leading + parts.join(" ") + trailing(line);
    })
    .join("\n");
}

/**
 * Names longer than this stand in a flat shape by stand-ins this long. Prettier reads the length of shorter
 * ones (a member chain on a name no longer than the tab width is laid out otherwise), so they keep theirs.
 */
const flatNameLength = 5;

/**
 * `shape` with the stand-ins of its names (and of strings holding a name) no longer than `flatNameLength` and its
 * comments canonical (`canonicalComment`), or undefined when such names run out; each slot keeps its original. A
 * piece that prettier prints as one line of code (after comments on lines of their own) is printed the same, with
 * its own names and comments, by every piece of its flat shape whose line fits the width: a flat layout depends
 * on the tokens, not on the names' lengths (`format-by-shape.ts` checks the width).
 */
export function flatShape(shape: Shape): Shape | undefined {
  const standIns = new StandIns();
  const parts: string[] = [];
  const slots: Shape["slots"][number][] = [];
  let from = 0;
  let shapeAt = 0;
  for (const slot of shape.slots) {
    const standIn = slot.standIn === slot.original ? slot.original : flatStandIn(slot, standIns);
    if (standIn === undefined) return undefined;
    const between = shape.text.slice(from, slot.at);
    shapeAt += between.length;
    parts.push(between, standIn);
    slots.push({ ...slot, standIn, at: shapeAt });
    shapeAt += standIn.length;
    from = slot.at + slot.standIn.length;
  }
  parts.push(shape.text.slice(from));
  return { text: parts.join(""), slots };
}

/** The flat stand-in of a slot `standInOf` replaced, or undefined when names run out. */
function flatStandIn(slot: Shape["slots"][number], standIns: StandIns): string | undefined {
  const quoted = slot.kind === "string";
  const name = quoted ? slot.original.slice(1, -1) : slot.original;
  if ((slot.kind === "name" || quoted) && plainName.test(name) && !meaningfulNames.has(name)) {
    const inner = standIns.of(name, Math.min(name.length, flatNameLength));
    const quote = quoted ? (slot.original[0] ?? "") : "";
    return inner === undefined ? undefined : `${quote}${inner}${quote}`;
  }
  if (slot.kind === "comment") return canonicalComment(slot.original);
  // Prettier prints a string's or template's text as it is: only its width counts.
  return slot.standIn.includes("\n") ? slot.standIn : slot.standIn.replace(/q+/g, "q");
}

/** `shapeOf` of the arguments, made on the first call and kept. */
function lazyShape(
  text: string,
  start: number,
  end: number,
  slots: Slots,
  first: number,
  last: number,
): () => Shape | undefined {
  let made = false;
  let shape: Shape | undefined;
  return () => {
    if (!made) {
      shape = shapeOf(text, start, end, slots, first, last);
      made = true;
    }
    return shape;
  };
}

/** A piece of a module: its text, and its shape (undefined when names ran out of stand-ins). */
export interface Piece {
  readonly text: string;
  /** The shape, made on first use: a statement cut into a block goes by its parts' shapes, seldom its own. */
  readonly shape: () => Shape | undefined;
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

/** The first index of sorted `offsets` whose value is at or after `at`, searching `[low, high)`. */
function firstFrom(offsets: ArrayLike<number>, at: number, low = 0, high = offsets.length): number {
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle] ?? at) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** `text` cut at the statement boundaries of its scan, piece by piece, each with its shape. */
export function* piecesOf(text: string, scan: ModuleScan): Generator<Piece> {
  const cuts = [0, ...scan.boundaries, text.length];
  const { slots, tokens } = scan;
  let slotIndex = 0;
  let tokenIndex = 0;
  for (let index = 0; index + 1 < cuts.length; index++) {
    const start = cuts[index] ?? 0;
    const end = cuts[index + 1] ?? text.length;
    const firstSlot = slotIndex;
    slotIndex = firstFrom(slots.starts, end, slotIndex);
    const firstToken = tokenIndex;
    tokenIndex = firstFrom(tokens.starts, end, tokenIndex);
    const pieceText = text.slice(start, end);
    const block = /function|interface|class|const/.test(pieceText)
      ? blockCuts(text, tokens, firstToken, tokenIndex, start)
      : undefined;
    yield {
      text: pieceText,
      shape: lazyShape(text, start, end, slots, firstSlot, slotIndex),
      ...(block === undefined
        ? {}
        : { block: blockPieces(text, start, start, block, slots, firstSlot, slotIndex) }),
    };
  }
}

/**
 * The pieces of a block of the statement at `base` of `text` (its cuts are offsets from there), the header
 * from `headerStart`, given the statement's slots (`slots` from `first` up to `last`).
 */
function blockPieces(
  text: string,
  base: number,
  headerStart: number,
  cuts: BlockCuts,
  slots: Slots,
  first: number,
  last: number,
): BlockPieces {
  const slotFrom = (at: number) => firstFrom(slots.starts, at, first, last);
  const pieceOf = (from: number, to: number): Piece => ({
    text: text.slice(from, to),
    shape: lazyShape(text, from, to, slots, slotFrom(from), slotFrom(to)),
  });
  let after = base + cuts.open;
  return {
    kind: cuts.kind,
    header: pieceOf(headerStart, base + cuts.open),
    tail: text.slice(base + cuts.close, base + cuts.end).trim(),
    items: cuts.items.map((item, index) => {
      // A comment before the item goes with it.
      let itemStart = base + item.start;
      const next = slotFrom(after);
      const nextStart = slots.starts[next];
      if (
        next < last &&
        nextStart !== undefined &&
        slotKinds[slots.kinds[next] ?? 0] === "comment" &&
        nextStart < itemStart
      )
        itemStart = nextStart;
      const blankBefore = index > 0 && text.slice(after, itemStart).includes("\n\n");
      after = base + item.end;
      return {
        piece: pieceOf(itemStart, base + item.end),
        blankBefore,
        ...(item.block === undefined
          ? {}
          : { block: blockPieces(text, base, itemStart, item.block, slots, first, last) }),
      };
    }),
  };
}

/** A printed shape cut at its slots: `between[i]` precedes slot `i`, the last one ends it. */
export interface PrintedShape {
  readonly between: readonly string[];
  /** Each slot as printed (a comment re-indented, a string with other quotes or none). */
  readonly slots: readonly { readonly kind: SlotKind; readonly text: string }[];
}

/** A printed shape (by prettier or the declaration emit) cut at its slots; undefined when it cannot be followed. */
export function cutPrinted(printed: string): PrintedShape | undefined {
  const scan = scanModule(printed);
  if (scan === undefined) return undefined;
  const { starts, ends, kinds } = scan.slots;
  const between: string[] = [];
  const slots: { kind: SlotKind; text: string }[] = [];
  let at = 0;
  for (let index = 0; index < starts.length; index++) {
    const start = starts[index] ?? at;
    const end = ends[index] ?? at;
    between.push(printed.slice(at, start));
    slots.push({ kind: slotKinds[kinds[index] ?? 0] ?? "name", text: printed.slice(start, end) });
    at = end;
  }
  between.push(printed.slice(at));
  return { between, slots };
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
