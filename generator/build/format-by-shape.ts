/**
 * Prettier, once per shape of statement instead of once per statement (see `shapes.ts`): on large schemas
 * prettier was most of the time `generate` took. Formatting the pieces of a module gives the text formatting
 * the whole gives (`statement-boundaries.ts`), so each piece of a shape takes the formatted shape with its own
 * names, strings and comments put back.
 *
 * Putting back is checked: the formatted shape must hold exactly the stand-ins in the order they went in (a
 * string may have lost its quotes as a property name; a comment may have been re-indented). A piece whose shape
 * cannot be followed or checked is formatted as it is, so the output is always what prettier makes of the text.
 */
import {
  cutPrinted,
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
  type Slot,
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
function printedAs(expected: Shape["slots"][number], kind: Slot["kind"], printed: string): boolean {
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

/** The formatted piece: its shape as prettier printed it, with the piece's originals in place of the stand-ins. */
function fill(formatted: PrintedShape, shape: Shape): string {
  const parts: string[] = [];
  for (const [index, slot] of shape.slots.entries()) {
    parts.push(formatted.between[index] ?? "", restore(slot, formatted.slots[index]?.text ?? ""));
  }
  parts.push(formatted.between[shape.slots.length] ?? "");
  return parts.join("");
}

/** Formatted shapes by their text, for the life of the thread (undefined: that shape is formatted as written). */
export type ShapeCache = Map<string, PrintedShape | undefined>;

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

/**
 * How a piece is given to prettier: a whole statement as it is; a signature with an empty body; a statement of
 * a function's body (a member of an interface's) inside a function (an interface) of its own, where prettier
 * lays it out as in the original (same indentation; `async function*` lets it hold `await` and `yield`).
 */
type Role = "whole" | BlockPieces["kind"] | `${BlockPieces["kind"]} header`;

/** Around an item of a body. */
const wrappers: Record<BlockPieces["kind"], string> = {
  function: "async function* f() {\n",
  interface: "interface I {\n",
  class: "class C {\n",
};

/**
 * After a signature: a body holding one item, so that prettier measures the signature's line up to its `{` as
 * in the declaration (an empty body would be printed `{}`, one character longer).
 */
const bodies: Record<BlockPieces["kind"], string> = { function: "x;", interface: "x: 0;", class: "x;" };

/** The kind of block of a role. */
function kindOf(role: `${BlockPieces["kind"]} header`): BlockPieces["kind"] {
  return role.slice(0, -" header".length) as BlockPieces["kind"];
}

/**
 * The private names a class member uses (`this.#client`), declared first in its wrapper: a class must declare
 * the private names its members use.
 */
function privateNames(member: string): string {
  const used = [...member.matchAll(/\.(#[A-Za-z_$][\w$]*)/g)].map((match) => match[1] ?? "");
  return [...new Set(used)].map((name) => `${name};\n`).join("");
}

function wrapperOf(role: BlockPieces["kind"], item: string): string {
  return role === "class" ? `${wrappers.class}${privateNames(item)}` : wrappers[role];
}

function given(role: Role, shape: Shape): string {
  switch (role) {
    case "whole":
      return shape.text;
    case "function header":
    case "interface header":
    case "class header":
      return `${shape.text}\n${bodies[kindOf(role)]}\n}`;
    default:
      return `${wrapperOf(role, shape.text)}${shape.text}\n}`;
  }
}

/**
 * Prettier's output for a piece given as `given` makes it, back to the piece's place; undefined if it is not
 * what the wrapping leads to expect.
 */
function taken(role: Role, shape: Shape, formatted: string): string | undefined {
  switch (role) {
    case "whole":
      return formatted;
    case "function header":
    case "interface header":
    case "class header": {
      // The signature keeps an empty body, which the scan needs balanced; filling it takes the `}` off.
      const body = ` {\n  ${bodies[kindOf(role)]}\n}\n`;
      return formatted.endsWith(body) ? `${formatted.slice(0, -body.length)} {}` : undefined;
    }
    default: {
      const wrapper = wrapperOf(role, shape.text).replaceAll(/\n(?=.)/g, "\n  ");
      return formatted.startsWith(wrapper) && formatted.endsWith("\n}\n")
        ? formatted.slice(wrapper.length, -3)
        : undefined;
    }
  }
}

function cacheKey(role: Role, shape: Shape): string {
  return role === "whole" ? shape.text : `${role}:${shape.text}`;
}

/**
 * The pieces whose shapes are formatted: a function or interface declaration whose signature and items all have
 * a shape goes by those (in a large module its statements and members repeat a few shapes, the declarations do
 * not), any other piece whole.
 */
function shapedPieces(piece: Piece): { role: Role; shape: Shape }[] | undefined {
  const block = piece.block;
  if (block !== undefined) {
    const header = block.header.shape;
    const items = block.items.map((item) => item.piece.shape);
    if (header !== undefined && items.every((shape) => shape !== undefined))
      return [
        { role: `${block.kind} header` as const, shape: header },
        ...items.map((shape) => ({ role: block.kind, shape: shape as Shape })),
      ];
  }
  return piece.shape === undefined ? undefined : [{ role: "whole", shape: piece.shape }];
}

/** The formatted piece from its shapes' formats, or undefined when one of them could not be followed. */
function filledPiece(piece: Piece, shaped: readonly { role: Role; shape: Shape }[], cache: ShapeCache) {
  const fills = shaped.map(({ role, shape }) => {
    const cut = cache.get(cacheKey(role, shape));
    return cut === undefined ? undefined : fill(cut, shape);
  });
  if (fills.some((text) => text === undefined)) return undefined;
  const block = piece.block;
  if (block === undefined || shaped[0]?.role !== `${block.kind} header`) return fills[0];
  const items = block.items.map((item, index) => `${item.blankBefore ? "\n" : ""}${fills[index + 1] ?? ""}`);
  return `${fills[0]?.slice(0, -1) ?? ""}\n${items.join("\n")}\n}\n`;
}

/**
 * `text` (a TypeScript module) formatted as `format` formats it, each shape of its top-level statements (and of
 * the signatures and statements of its functions) formatted once (see the module comment). `format` is prettier
 * on a whole module or piece of one.
 */
export async function formatByShape(
  text: string,
  format: (text: string) => Promise<string>,
  cache: ShapeCache,
): Promise<string> {
  const scan = scanModule(text);
  if (scan === undefined) return format(text);
  const pieces = piecesOf(text, scan);
  const shaped = pieces.map(shapedPieces);
  const newShapes = new Map<string, { role: Role; shape: Shape }>();
  for (const list of shaped)
    for (const entry of list ?? []) {
      const key = cacheKey(entry.role, entry.shape);
      if (!cache.has(key)) newShapes.set(key, entry);
    }
  // Where few statements share a shape, putting them back costs more than it saves.
  let newLength = 0;
  for (const entry of newShapes.values()) newLength += entry.shape.text.length;
  if (newLength > text.length * 0.75) return format(text);
  const entries = [...newShapes.entries()];
  // A shape prettier refuses in its wrapping is formatted as written, in its piece.
  const formattedShapes = await formatTogether(
    entries.map(([, entry]) => given(entry.role, entry.shape)),
    (piece) => format(piece).catch(() => ""),
  );
  entries.forEach(([key, entry], index) => {
    const back = taken(entry.role, entry.shape, formattedShapes[index] ?? "");
    cache.set(key, back === undefined ? undefined : cutFormatted(back, entry.shape));
  });
  // Pieces without a shape, or whose shape prettier did not print as expected, are formatted as written.
  const filled = pieces.map((piece, index) => {
    const list = shaped[index];
    return list === undefined ? undefined : filledPiece(piece, list, cache);
  });
  const asWritten = pieces.filter((_piece, index) => filled[index] === undefined);
  const formattedAsWritten = await formatTogether(
    asWritten.map((piece) => piece.text),
    format,
  );
  let next = 0;
  return filled.map((piece) => piece ?? formattedAsWritten[next++] ?? "").join("\n");
}
