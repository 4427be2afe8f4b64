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
    const joined = await format(texts.join(`\n${batchSeparator}\n`)).catch(() => undefined);
    const parts = joined?.split(`\n${batchSeparator}\n\n`) ?? [];
    if (parts.length === texts.length) return parts;
  }
  return Promise.all(texts.map(format));
}

/**
 * `text` (a TypeScript module) formatted as `format` formats it, each shape of its top-level statements formatted
 * once (see the module comment). `format` is prettier on a whole module or piece of one.
 */
export async function formatByShape(
  text: string,
  format: (text: string) => Promise<string>,
  cache: ShapeCache,
): Promise<string> {
  const scan = scanModule(text);
  if (scan === undefined) return format(text);
  const pieces = piecesOf(text, scan);
  const newShapes = [
    ...new Map(
      pieces.flatMap((piece) =>
        piece.shape === undefined || cache.has(piece.shape.text) ? [] : [[piece.shape.text, piece.shape]],
      ),
    ).values(),
  ];
  // Where few statements share a shape, putting them back costs more than it saves.
  if (newShapes.reduce((sum, shape) => sum + shape.text.length, 0) > text.length * 0.75) return format(text);
  const formattedShapes = await formatTogether(
    newShapes.map((shape) => shape.text),
    format,
  );
  newShapes.forEach((shape, index) =>
    cache.set(shape.text, cutFormatted(formattedShapes[index] ?? "", shape)),
  );
  // Pieces without a shape, or whose shape prettier did not print as expected, are formatted as written.
  const filled = pieces.map((piece) => {
    const cut = piece.shape === undefined ? undefined : cache.get(piece.shape.text);
    return cut === undefined || piece.shape === undefined ? undefined : fill(cut, piece.shape);
  });
  const asWritten = pieces.filter((_piece, index) => filled[index] === undefined);
  const formattedAsWritten = await formatTogether(
    asWritten.map((piece) => piece.text),
    format,
  );
  let next = 0;
  return filled.map((piece) => piece ?? formattedAsWritten[next++] ?? "").join("\n");
}
