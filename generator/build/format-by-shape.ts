/**
 * Prettier, once per shape of statement instead of once per statement (see `statement-shapes.ts`): on large
 * schemas prettier was most of the time `generate` took. Formatting the pieces of a module gives the text
 * formatting the whole gives (`statement-boundaries.ts`), so each piece of a shape takes the formatted shape with
 * its own names, strings and comments put back. A statement holding a block (`block-cuts.ts`) goes by the shapes
 * of the block's header and items, which repeat where whole statements do not. A piece laid out on one line (a
 * header on its opening and closing lines) whatever its names' lengths takes the print of its flat shape
 * (`BatchShapes`). The imports a module starts with are laid out without prettier (`import-layout.ts`); formatted
 * shapes may come from an earlier run (`shape-store.ts`).
 *
 * Putting back is checked: the formatted shape must hold exactly the stand-ins in the order they went in (a
 * string may have lost its quotes as a property name; a comment may have been re-indented). A piece whose shape
 * cannot be followed or checked is formatted as it is, so the output is always what prettier makes of the text.
 */
import { createHash } from "node:crypto";
import type { BlockKind } from "./block-cuts.ts";
import { layoutImports } from "./import-layout.ts";
import {
  cutPrinted,
  flatShape,
  nonSpaceOf,
  piecesOf,
  plainName,
  type BlockPieces,
  type Piece,
  quoted,
  restoreComment,
  scanModule,
  type PrintedShape,
  type Shape,
  type SlotKind,
} from "./statement-shapes.ts";

/** Cuts a formatted shape at its slots, or undefined when its slots are not those of `shape` in order. */
function cutFormatted(formatted: string, shape: Shape): PrintedShape | undefined {
  const cut = cutPrinted(formatted);
  if (cut === undefined || cut.slots.length !== shape.slots.length) return undefined;
  const followed = cut.slots.every((printed, index) => {
    const expected = shape.slots[index];
    return expected !== undefined && printedAs(expected, printed.kind, printed.text);
  });
  return followed ? cut : undefined;
}

/** Whether prettier printed `expected.standIn` as `printed` in a way `restore` can carry over to the original. */
function printedAs(expected: Shape["slots"][number], kind: SlotKind, printed: string): boolean {
  if (expected.kind === "comment")
    return kind === "comment" && nonSpaceOf(printed) === nonSpaceOf(expected.standIn);
  if (expected.kind === "string") {
    const content = expected.standIn.slice(1, -1);
    if (kind === "name") return printed === content && plainName.test(content);
    return kind === "string" && printed === quoted(content, printed[0] ?? "");
  }
  return kind === expected.kind && printed === expected.standIn;
}

/** The original of a slot as prettier printed its stand-in. */
function restore(slot: Shape["slots"][number], printed: string): string {
  switch (slot.kind) {
    case "name":
    case "template":
      return slot.original;
    case "string": {
      const content = slot.original.slice(1, -1);
      return printed.startsWith('"') || printed.startsWith("'") ? quoted(content, printed[0] ?? "") : content;
    }
    case "comment":
      return printed === slot.standIn ? slot.original : restoreComment(slot, printed);
  }
}

/**
 * The formatted piece: its shape as prettier printed it, with the piece's originals in place of the stand-ins;
 * undefined when the printed shape holds another number of slots (one kept from an earlier run and damaged).
 */
function fill(formatted: PrintedShape, shape: Shape): string | undefined {
  if (formatted.slots.length !== shape.slots.length || formatted.between.length !== shape.slots.length + 1)
    return undefined;
  const parts: string[] = [];
  for (const [index, slot] of shape.slots.entries()) {
    parts.push(formatted.between[index] ?? "", restore(slot, formatted.slots[index]?.text ?? ""));
  }
  parts.push(formatted.between[shape.slots.length] ?? "");
  return parts.join("");
}

/** Formatted shapes by their text, for the life of the thread (undefined: that shape is formatted as written). */
export type ShapeCache = Map<string, PrintedShape | undefined>;

/** Loads of kept shapes (`shape-store.ts`) waiting for a cache's first use: a run that formats nothing skips them. */
const pendingLoads = new WeakMap<ShapeCache, Promise<void> | (() => Promise<void>)>();

/**
 * Has `load` add shapes to `cache` when it is first used to format, or now with {@link loadPending}; undefined
 * drops a load still waiting.
 */
export function loadOnFirstUse(cache: ShapeCache, load: (() => Promise<void>) | undefined): void {
  if (load === undefined) pendingLoads.delete(cache);
  else pendingLoads.set(cache, load);
}

/** Runs the load waiting for `cache`, once; later calls wait for the same. */
export async function loadPending(cache: ShapeCache): Promise<void> {
  let pending = pendingLoads.get(cache);
  if (typeof pending === "function") {
    pending = pending();
    pendingLoads.set(cache, pending);
  }
  await pending;
}

/** The key of text kept formatted whole (`formattedOnce`): no shape starts with `#`. */
function wholeKey(kind: string, text: string): string {
  return `#${kind} ${createHash("sha256").update(text).digest("hex")}`;
}

function keptWhole(cache: ShapeCache, key: string): string | undefined {
  const kept = cache.get(key);
  return kept !== undefined && kept.slots.length === 0 && kept.between.length === 1
    ? kept.between[0]
    : undefined;
}

/**
 * `text` as `formatWhole` formats it, kept in `cache` by the hash of the text: for text formatted as written,
 * which has no shapes to keep, so that a rerun on the same schema does not format it again.
 */
export async function formattedOnce(
  cache: ShapeCache,
  kind: string,
  text: string,
  formatWhole: () => Promise<string>,
): Promise<string> {
  await loadPending(cache);
  const key = wholeKey(kind, text);
  const kept = keptWhole(cache, key);
  if (kept !== undefined) return kept;
  const formatted = await formatWhole();
  cache.set(key, { between: [formatted], slots: [] });
  return formatted;
}

/** A line that cannot come out of the emitters or the stand-ins (no comment of theirs holds a capital letter). */
const batchSeparator = "// XMLAPI-CODEGEN SHAPE BATCH SEPARATOR";

/**
 * Each of `texts` (whole top-level statements) formatted, with one call of `format` for all of them: prettier
 * takes milliseconds per call whatever the size, which on hundreds of distinct pieces was more than the
 * formatting. The texts are joined with a separator comment between blank lines, which prettier keeps as it
 * is on a line of its own; when the result does not come apart into as many pieces, each is formatted alone.
 */
async function formatTogether(texts: readonly string[], format: (text: string) => Promise<string>) {
  if (texts.length > 1 && !texts.some((text) => text.includes(batchSeparator))) {
    const joined = await format(texts.join(`\n\n${batchSeparator}\n\n`)).catch(() => undefined);
    const parts = joined?.split(`\n${batchSeparator}\n\n`) ?? [];
    if (parts.length === texts.length) return parts;
  }
  return Promise.all(texts.map(format));
}

/** Each of `texts` formatted as written, together, those formatted before taken from `cache`. */
async function formatAsWritten(
  texts: readonly string[],
  format: (text: string) => Promise<string>,
  cache: ShapeCache,
): Promise<string[]> {
  const keys = texts.map((text) => wholeKey("as-written", text));
  const fresh = keys.flatMap((key, index) => (keptWhole(cache, key) === undefined ? [index] : []));
  const formatted = await formatTogether(
    fresh.map((index) => texts[index] ?? ""),
    format,
  );
  fresh.forEach((index, at) => cache.set(keys[index] ?? "", { between: [formatted[at] ?? ""], slots: [] }));
  return keys.map((key) => keptWhole(cache, key) ?? "");
}

/**
 * How a piece is given to prettier: a whole statement as it is, or a part of a block (`block-cuts.ts`) of a
 * statement, placed where prettier lays it out as in the statement: a header with its block holding one item
 * that stands for the others, and what follows the block; an item of a function, interface or class inside a
 * declaration of its own (`async function*` lets a statement hold `await` and `yield`; a class declares the
 * private names its member uses), an item of an object inside as many objects as it is deep.
 */
type Role =
  | { readonly part: "whole" }
  | {
      readonly part: "header" | "item";
      readonly kind: BlockKind;
      readonly depth: number;
      readonly tail: string;
      /** Levels the block's content is indented by beyond its depth (a header broken after its `=`). */
      readonly shift: number;
    };

/** The item that stands for a block's items after its header: no names, so no slots of its own. */
const standInItems: Readonly<Record<BlockKind, string>> = {
  function: "0;",
  interface: "0: 0;",
  class: "0 = 0;",
  object: "0: 0,",
  switch: "case 0:",
};

const declarations: Readonly<Record<Exclude<BlockKind, "object" | "switch">, string>> = {
  function: "async function* f() {",
  interface: "interface I {",
  class: "class C {",
};

function indent(depth: number): string {
  return "  ".repeat(depth);
}

/**
 * Around an item of a block at `depth` (0: the statement's own block): what prettier's output starts and ends
 * with, and the text given to it around the item.
 */
function wrapping(kind: BlockKind, depth: number, item: string) {
  // A switch is cut only as a statement of a function's body.
  if (kind === "switch")
    return {
      given: `async function* f() {\nswitch (x) {\n${item}\n}\n}`,
      before: "async function* f() {\n  switch (x) {\n",
      after: "\n  }\n}\n",
    };
  if (kind === "object") {
    const opens = Array.from({ length: depth }, (_, level) => `${indent(level + 1)}k: {\n`).join("");
    const closes = Array.from({ length: depth }, (_, level) => `${indent(depth - level)}},\n`).join("");
    return {
      given: `const x = {\n${"k: {\n".repeat(depth)}${item}\n${"},\n".repeat(depth)}};`,
      before: `const x = {\n${opens}`,
      after: `\n${closes}};\n`,
    };
  }
  // A class member's private names (`this.#client`): a class must declare those its members use.
  const names =
    kind === "class"
      ? [...new Set([...item.matchAll(/\.(#[A-Za-z_$][\w$]*)/g)].map((match) => match[1] ?? ""))]
      : [];
  const declared = names.map((name) => `${name};\n`).join("");
  return {
    given: `${declarations[kind]}\n${declared}${item}\n}`,
    before: `${declarations[kind]}\n${names.map((name) => `  ${name};\n`).join("")}`,
    after: "\n}\n",
  };
}

/** The line that stands for a block's items in its formatted header (see `given`). */
function standInLine(kind: BlockKind, depth: number): string {
  return `\n${indent(depth + 1)}${standInItems[kind]}\n`;
}

function given(role: Role, shape: Shape): string {
  if (role.part === "whole") return shape.text;
  if (role.part === "item") return wrapping(role.kind, role.depth + role.shift, shape.text).given;
  const header = `${shape.text}\n${standInItems[role.kind]}\n${role.tail}`;
  // A nested block is an item of the block around it.
  return role.depth === 0 ? header : outerWrapping(role, header).given;
}

/**
 * Prettier's output for a piece given as `given` makes it, unwrapped (an item without its line end); undefined
 * when it is not what the wrapping leads to expect.
 */
function taken(role: Role, shape: Shape, formatted: string): string | undefined {
  if (role.part === "whole") return formatted;
  if (role.part === "header") {
    const line = standInLine(role.kind, role.depth + role.shift);
    if (role.depth === 0) return formatted.includes(line) ? formatted : undefined;
    const inner = unwrapped(outerWrapping(role, ""), formatted);
    return inner?.includes(line) === true ? inner : undefined;
  }
  return unwrapped(wrapping(role.kind, role.depth + role.shift, shape.text), formatted);
}

/** The wrapping of a nested block's header: a switch is in a function's body, an object in an object. */
function outerWrapping(role: Exclude<Role, { readonly part: "whole" }>, header: string) {
  return role.kind === "switch"
    ? wrapping("function", 0, header)
    : wrapping("object", role.depth + role.shift - 1, header);
}

function unwrapped(wrap: { before: string; after: string }, formatted: string): string | undefined {
  return formatted.startsWith(wrap.before) && formatted.endsWith(wrap.after)
    ? formatted.slice(wrap.before.length, -wrap.after.length)
    : undefined;
}

function cacheKey(role: Role, shape: Shape): string {
  return role.part === "whole"
    ? shape.text
    : `${role.part} ${role.kind} ${role.depth} ${role.shift} ${role.tail}:${shape.text}`;
}

/** A shape to format, for the role its piece plays. */
interface Shaped {
  readonly role: Role;
  readonly shape: Shape;
}

/**
 * The shapes of a block's header and items (nested blocks by theirs), or undefined when one has none. An
 * object argument whose header line is too long is expected to move to the next line with its call, one level
 * deeper (`x =\n  f({`), as prettier breaks an assignment; if it does not, the piece is formatted whole.
 */
function blockShapes(block: BlockPieces, depth: number, shift: number): Shaped[] | undefined {
  const header = block.header.shape();
  if (header === undefined) return undefined;
  const shapes: Shaped[] = [
    { role: { part: "header", kind: block.kind, depth, tail: block.tail, shift }, shape: header },
  ];
  for (const item of block.items) {
    const nested = item.block === undefined ? undefined : blockShapes(item.block, depth + 1, shift);
    if (nested !== undefined) shapes.push(...nested);
    else {
      const shape = item.piece.shape();
      if (shape === undefined) return undefined;
      shapes.push({ role: { part: "item", kind: block.kind, depth, tail: "", shift }, shape });
    }
  }
  return shapes;
}

/** The length of the last line of `text`. */
function lastLineLength(text: string): number {
  return text.length - text.lastIndexOf("\n") - 1;
}

/**
 * The shapes a piece is formatted by: a statement with a block goes by the parts of its block (in a large module
 * statements, members and properties repeat a few shapes, the statements holding them do not), any other
 * piece whole.
 */
function shapedPieces(piece: Piece, printWidth: number): Shaped[] | undefined {
  const block = piece.block;
  // An object that is a call's argument (`= f({`); an object right after `=` stays there, its line broken
  // elsewhere.
  const shift =
    block?.kind === "object" &&
    block.header.text.endsWith("({") &&
    lastLineLength(block.header.text) > printWidth
      ? 1
      : 0;
  const parts = block === undefined ? undefined : blockShapes(block, 0, shift);
  if (parts !== undefined) return parts;
  const shape = piece.shape();
  return shape === undefined ? undefined : [{ role: { part: "whole" }, shape }];
}

/**
 * The formatted piece from its shapes' formats, taken in the order `shapedPieces` lists them, or undefined
 * when one of them could not be followed.
 */
function filledPiece(piece: Piece, shaped: readonly Shaped[], shapes: BatchShapes): string | undefined {
  const fills: string[] = [];
  for (const entry of shaped) {
    const filled = shapes.filled(entry);
    if (filled === undefined) return undefined;
    fills.push(filled);
  }
  if (piece.block === undefined || shaped[0]?.role.part !== "header") return fills[0];
  let next = 0;
  const filledBlock = (block: BlockPieces, depth: number): string => {
    const role = shaped[next]?.role;
    const header = fills[next++] ?? "";
    const line = standInLine(block.kind, depth + (role?.part === "header" ? role.shift : 0));
    const at = header.indexOf(line);
    const opening = header.slice(0, at);
    const closing = header.slice(at + line.length);
    const items = block.items.map((item) => {
      const role = shaped[next]?.role;
      const nested = item.block !== undefined && role?.part === "header" && role.depth === depth + 1;
      const text =
        nested && item.block !== undefined ? filledBlock(item.block, depth + 1) : (fills[next++] ?? "");
      return `${item.blankBefore ? "\n" : ""}${text}`;
    });
    return `${opening}\n${items.join("\n")}\n${closing}`;
  };
  return filledBlock(piece.block, 0);
}

/** The lines of a printed shape that hold code (not only comments and spaces), and the last one holding anything. */
function codeLines(printed: PrintedShape): { readonly code: readonly number[]; readonly last: number } {
  const code: number[] = [];
  let line = 0;
  let last = -1;
  const scan = (text: string, comment: boolean) => {
    for (let index = 0; index < text.length; index++) {
      const char = text.charCodeAt(index);
      if (char === 10) line++;
      else if (char !== 32 && char !== 9) {
        last = line;
        if (!comment && code[code.length - 1] !== line) code.push(line);
      }
    }
  };
  for (const [index, between] of printed.between.entries()) {
    scan(between, false);
    const slot = printed.slots[index];
    if (slot !== undefined) scan(slot.text, slot.kind === "comment");
  }
  return { code, last };
}

/**
 * The lines whose width decides a flat print's layout: the one line of code of a statement or item, or a
 * header's opening and closing lines around its stand-in item; undefined when the print is not laid out so,
 * below comments on lines of their own.
 */
function flatLines(role: Role, printed: PrintedShape): readonly number[] | undefined {
  const { code, last } = codeLines(printed);
  const [first = -1] = code;
  if (role.part !== "header") return code.length === 1 && last === first ? code : undefined;
  const consecutive = code.length === 3 && code[1] === first + 1 && code[2] === first + 2;
  return consecutive && last === first + 2 ? [first, first + 2] : undefined;
}

/**
 * The shapes of one batch and how each is filled: by the print of its own shape, else by the print of its
 * flat shape (`flatShape`) where that is laid out flat (`flatLines`) and the piece's lines, with its own names,
 * fit the width (so most one-line statements, members and headers of a schema share a few prints whatever
 * their names' lengths).
 */
class BatchShapes {
  readonly #flat = new Map<Shape, { readonly key: string; readonly shape: Shape } | undefined>();
  /** Pieces a flat print served: asked whether it serves, then filled. */
  readonly #filledFlatly = new Map<Shape, string>();

  constructor(
    readonly cache: ShapeCache,
    readonly printWidth: number,
  ) {}

  /** The key and shape of `entry`'s flat shape; undefined when it has none. */
  flatOf(entry: Shaped): { readonly key: string; readonly shape: Shape } | undefined {
    if (this.#flat.has(entry.shape)) return this.#flat.get(entry.shape);
    const shape = flatShape(entry.shape);
    const flat = shape === undefined ? undefined : { key: `#flat ${cacheKey(entry.role, shape)}`, shape };
    this.#flat.set(entry.shape, flat);
    return flat;
  }

  /** `entry` by its flat shape's print, or undefined when that does not serve (see the class comment). */
  #filledFlat(entry: Shaped): string | undefined {
    const known = this.#filledFlatly.get(entry.shape);
    if (known !== undefined) return known;
    const flat = this.flatOf(entry);
    const printed = flat === undefined ? undefined : this.cache.get(flat.key);
    if (flat === undefined || printed === undefined) return undefined;
    const lines = flatLines(entry.role, printed);
    // The flat shape's slots: their stand-ins are what was printed, their originals this piece's. Comments keep
    // their line breaks, so the lines are where they were printed.
    const filled = lines === undefined ? undefined : fill(printed, flat.shape);
    if (lines === undefined || filled === undefined) return undefined;
    const filledLines = filled.split("\n");
    for (const index of lines) {
      const line = filledLines[index] ?? "";
      if (line.length > this.printWidth || /[^\x20-\x7e]/.test(line)) return undefined;
    }
    this.#filledFlatly.set(entry.shape, filled);
    this.#keepOwn(entry, printed, flat.shape);
    return filled;
  }

  /**
   * Keeps the flat print as the print of `entry`'s own shape (its stand-ins are as long as its originals, so
   * its lines fit as they do), so that a rerun finds the piece by its own shape without the flat one.
   */
  #keepOwn(entry: Shaped, printed: PrintedShape, flat: Shape): void {
    const slots: { kind: SlotKind; text: string }[] = [];
    for (const [index, slot] of printed.slots.entries()) {
      const flatSlot = flat.slots[index];
      const own = entry.shape.slots[index];
      if (flatSlot === undefined || own === undefined) return;
      // The own stand-in as the flat one was printed (quotes, indentation), checked as a print of it would be.
      const text = restore({ ...flatSlot, original: own.standIn }, slot.text);
      if (!printedAs(own, slot.kind, text)) return;
      slots.push({ kind: slot.kind, text });
    }
    this.cache.set(cacheKey(entry.role, entry.shape), { between: printed.between, slots });
  }

  /** `entry` formatted, or undefined when neither print is known or serves. */
  filled(entry: Shaped): string | undefined {
    const own = this.cache.get(cacheKey(entry.role, entry.shape));
    return own === undefined ? this.#filledFlat(entry) : fill(own, entry.shape);
  }

  /** Whether `entry` is formatted by its own shape's print or its flat one's. */
  known(entry: Shaped): boolean {
    return this.cache.has(cacheKey(entry.role, entry.shape)) || this.#filledFlat(entry) !== undefined;
  }
}

/** Formats `entries` (shapes by their keys) together and keeps what prettier printed of each in `cache`. */
async function formatShapes(
  entries: ReadonlyMap<string, Shaped>,
  format: (text: string) => Promise<string>,
  cache: ShapeCache,
): Promise<void> {
  const list = [...entries];
  // A shape prettier refuses in its wrapping is formatted as written, in its piece.
  const formatted = await formatTogether(
    list.map(([, entry]) => given(entry.role, entry.shape)),
    (piece) => format(piece).catch(() => ""),
  );
  list.forEach(([key, entry], index) => {
    const back = taken(entry.role, entry.shape, formatted[index] ?? "");
    cache.set(key, back === undefined ? undefined : cutFormatted(back, entry.shape));
  });
}

/**
 * `text` (a TypeScript module) formatted as `format` formats it, each shape of its top-level statements (and of
 * the items of its blocks) formatted once (see the module comment). `format` is prettier on a whole module or
 * piece of one, at `printWidth`. The statements go in batches of `batchSize`, so that the shapes of one batch
 * are garbage before the next is shaped (a large module's were hundreds of megabytes at once); where new shapes
 * make more than `wholeShare` of a batch, it is formatted as written.
 */
export async function formatByShape(
  text: string,
  format: (text: string) => Promise<string>,
  cache: ShapeCache,
  options: { readonly printWidth?: number; readonly wholeShare?: number; readonly batchSize?: number } = {},
): Promise<string> {
  const { printWidth = 110, wholeShare = 0.75, batchSize = 2000 } = options;
  await loadPending(cache);
  const scan = scanModule(text);
  if (scan === undefined) return formattedOnce(cache, "as-written", text, () => format(text));
  const batches: string[] = [];
  let batch: Piece[] = [];
  for (const piece of piecesOf(text, scan)) {
    batch.push(piece);
    if (batch.length === batchSize) {
      batches.push(await formatPieces(batch, format, cache, printWidth, wholeShare));
      batch = [];
    }
  }
  if (batch.length > 0 || batches.length === 0)
    batches.push(await formatPieces(batch, format, cache, printWidth, wholeShare));
  return batches.join("\n");
}

/** Consecutive whole statements of a module formatted (see `formatByShape`), joined by line breaks. */
async function formatPieces(
  pieces: readonly Piece[],
  format: (text: string) => Promise<string>,
  cache: ShapeCache,
  printWidth: number,
  wholeShare: number,
): Promise<string> {
  // A module's imports are laid out without prettier.
  const imports = pieces.map((piece) =>
    /^\n*(?:\/\/|import )/.test(piece.text) ? layoutImports(piece.text) : undefined,
  );
  const shaped = pieces.map((piece, index) =>
    imports[index] === undefined ? shapedPieces(piece, printWidth) : [],
  );
  const shapes = new BatchShapes(cache, printWidth);
  // New shapes: flat ones where a piece has one, then their own for the pieces no flat print serves.
  const newFlat = new Map<string, Shaped>();
  const newOwn = new Map<string, Shaped>();
  const waiting: Shaped[] = [];
  for (const list of shaped)
    for (const entry of list ?? []) {
      if (shapes.known(entry)) continue;
      const flat = shapes.flatOf(entry);
      if (flat !== undefined && !cache.has(flat.key)) {
        newFlat.set(flat.key, { role: entry.role, shape: flat.shape });
        waiting.push(entry);
      } else newOwn.set(cacheKey(entry.role, entry.shape), entry);
    }
  // Where few statements share a shape, putting them back costs more than it saves.
  let newLength = 0;
  for (const entry of [...newFlat.values(), ...newOwn.values()]) newLength += entry.shape.text.length;
  let length = 0;
  for (const piece of pieces) length += piece.text.length;
  if (newLength > length * wholeShare) {
    const text = pieces.map((piece) => piece.text).join("");
    return formattedOnce(cache, "as-written", text, () => format(text));
  }
  await formatShapes(new Map([...newFlat, ...newOwn]), format, cache);
  const unserved = new Map<string, Shaped>();
  for (const entry of waiting)
    if (!shapes.known(entry)) unserved.set(cacheKey(entry.role, entry.shape), entry);
  await formatShapes(unserved, format, cache);
  // Pieces without a shape, or whose shape prettier did not print as expected, are formatted as written.
  // so is what follows the imports at the start of a module.
  const filled = pieces.map((piece, index) => {
    const laidOut = imports[index];
    if (laidOut !== undefined) return laidOut.rest === "" ? laidOut.imports : undefined;
    const list = shaped[index];
    return list === undefined ? undefined : filledPiece(piece, list, shapes);
  });
  const asWritten = pieces.flatMap((piece, index) =>
    filled[index] === undefined ? [imports[index]?.rest ?? piece.text] : [],
  );
  const formattedAsWritten = await formatAsWritten(asWritten, format, cache);
  let next = 0;
  return filled
    .map((piece, index) => piece ?? `${imports[index]?.imports ?? ""}${formattedAsWritten[next++] ?? ""}`)
    .join("\n");
}
