/**
 * Markdown formatted by prettier, with its tables aligned here: prettier parses every cell of a table, which is
 * slow, and a large schema's README holds tables of thousands of rows.
 *
 * With its default prose wrapping, prettier prints a table (columns not aligned by colons) as its cells' inline
 * markdown, each padded with spaces to the widest of its column (at least 3), in `| ` ... ` | ` ... ` |`, and
 * the delimiter row as that many dashes. So does this module:
 * - A cell prettier prints as written (ASCII words and code spans, see {@link PLAIN_CELL}) is measured by its
 *   length.
 * - Every other cell is printed by prettier, all of them in one one-column table, whose padding also tells each
 *   cell's width as prettier measures it (wide characters count two).
 * - The rest of the document is formatted by prettier with each table replaced by a marker paragraph.
 *
 * A table this module cannot follow (columns aligned by colons, a backslash that does not escape `|`, no blank
 * line around it, rows of different lengths) stays in the document for prettier; anything unexpected in what
 * prettier returns makes the whole document go through prettier. test/build/markdown-tables.test.ts compares
 * the output with prettier's.
 */

/** Formats a whole markdown document (prettier with the generator's options). */
export type FormatMarkdown = (text: string) => Promise<string>;

/** Stands for a table while the rest of the document is formatted; a document holding it is formatted whole. */
const MARKER = "XMLAPICODEGENMARKDOWNTABLE";

/** A delimiter row without alignment colons. */
const DELIMITER_ROW = /^\|(?:[ \t]*-+[ \t]*\|)+[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** HTML blocks that run on past blank lines (comments, `<pre>`, ...): a document with one is formatted whole. */
const LONG_HTML_BLOCK = /^ {0,3}<(?:!|\?|pre\b|script\b|style\b|textarea\b)/im;

// Characters prettier prints as written, in text and inside code spans; tokens are separated by single spaces.
const WORD = String.raw`[A-Za-z0-9.,;:()'"/-]`;
const CODE_CHAR = String.raw`[A-Za-z0-9_.,;:()<>{}\[\]/@$=-]`;
const CODE = String.raw`\x60${CODE_CHAR}(?:(?:${CODE_CHAR}| (?! ))*${CODE_CHAR})?\x60`;
const TOKEN = `(?:${WORD}|${CODE})+`;
const PLAIN_CELL = new RegExp(`^(?:${TOKEN}(?: ${TOKEN})*)?$`);
/** Text that GFM may read as a link (a URL or `www.` address): left to prettier. */
const LINK_LIKE = /:\/\/|www\./i;

/** A cell as prettier prints it, and its width. */
interface PrintedCell {
  text: string;
  width: number;
}

/** A table found in the document: its lines `[start, end)` and its rows of cells (header first). */
interface FoundTable {
  readonly start: number;
  readonly end: number;
  readonly rows: readonly (readonly string[])[];
}

/** The cells of a table row (`| a | b |`), trimmed; undefined when a backslash escapes anything but `|`. */
function cellsOf(row: string): string[] | undefined {
  const line = row.replace(/[ \t]+$/, "");
  if (!line.endsWith("|") || line.length < 2 || /\\(?!\|)/.test(line)) return undefined;
  return line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.replace(/^[ \t]+|[ \t]+$/g, ""));
}

/** The tables of `lines` this module aligns (outside fenced code, blank lines around, even rows). */
function findTables(lines: readonly string[]): FoundTable[] {
  const tables: FoundTable[] = [];
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch !== null) {
      const marks = fenceMatch[1] as string;
      if (fence === undefined) fence = marks;
      else if (marks[0] === fence[0] && marks.length >= fence.length && line.trim() === marks)
        fence = undefined;
      continue;
    }
    if (fence !== undefined || !line.startsWith("|")) continue;
    const delimiter = lines[index + 1];
    if (delimiter === undefined || !DELIMITER_ROW.test(delimiter)) continue;
    let end = index + 2;
    while (end < lines.length && (lines[end] as string).startsWith("|")) end++;
    const blankAround =
      (index === 0 || lines[index - 1] === "") && (end === lines.length || lines[end] === "");
    const rows = [line, ...lines.slice(index + 2, end)].map(cellsOf);
    const columns = (cellsOf(delimiter) as string[]).length;
    if (blankAround && rows.every((cells) => cells !== undefined && cells.length === columns))
      tables.push({ start: index, end, rows: rows as string[][] });
    index = end - 1;
  }
  return tables;
}

/**
 * Each of `cells` as prettier prints it inside a table, from one one-column table of them; undefined when its
 * answer is not in the expected shape.
 */
async function printCells(
  cells: readonly string[],
  format: FormatMarkdown,
): Promise<PrintedCell[] | undefined> {
  if (cells.length === 0) return [];
  const table = ["| x |", "| - |", ...cells.map((cell) => `| ${cell} |`)].join("\n");
  const lines = (await format(`${table}\n`)).split("\n");
  const delimiter = /^\| (-+) \|$/.exec(lines[1] ?? "");
  if (delimiter === null || lines.length !== cells.length + 3 || lines[cells.length + 2] !== "")
    return undefined;
  const columnWidth = (delimiter[1] as string).length;
  const printed: PrintedCell[] = [];
  for (const line of lines.slice(2, cells.length + 2)) {
    if (!line.startsWith("| ") || !line.endsWith(" |")) return undefined;
    const padded = line.slice(2, -2);
    const text = padded.replace(/ +$/, "");
    printed.push({ text, width: columnWidth - (padded.length - text.length) });
  }
  return printed;
}

/** A table as prettier prints it, from its printed cells (header row first). */
function alignedTable(rows: readonly (readonly PrintedCell[])[]): string {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(3, ...rows.map((cells) => (cells[column] as PrintedCell).width)),
  );
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const row = (cells: readonly PrintedCell[]) =>
    line(cells.map((cell, column) => cell.text + " ".repeat((widths[column] as number) - cell.width)));
  const [header = [], ...body] = rows;
  return [row(header), line(widths.map((width) => "-".repeat(width))), ...body.map(row)].join("\n");
}

/** `text` formatted as prettier formats it, with its tables aligned here (see the module comment). */
export async function formatMarkdown(text: string, format: FormatMarkdown): Promise<string> {
  const lines = text.split("\n");
  const tables = text.includes(MARKER) || LONG_HTML_BLOCK.test(text) ? [] : findTables(lines);
  if (tables.length === 0) return format(text);

  // Every cell prettier must print, once each, in one call.
  const unplain = new Map<string, number>();
  for (const table of tables)
    for (const cells of table.rows)
      for (const cell of cells)
        if ((!PLAIN_CELL.test(cell) || LINK_LIKE.test(cell)) && !unplain.has(cell))
          unplain.set(cell, unplain.size);
  const printedUnplain = await printCells([...unplain.keys()], format);
  if (printedUnplain === undefined) return format(text);
  const printed = (cell: string): PrintedCell => {
    const index = unplain.get(cell);
    return index === undefined ? { text: cell, width: cell.length } : (printedUnplain[index] as PrintedCell);
  };

  const withMarkers: string[] = [];
  let next = 0;
  tables.forEach((table, index) => {
    withMarkers.push(...lines.slice(next, table.start), `${MARKER}${index}`);
    next = table.end;
  });
  withMarkers.push(...lines.slice(next));
  const formatted = (await format(withMarkers.join("\n"))).split("\n");

  const placed = new Set<number>();
  const result = formatted.map((line) => {
    if (!line.startsWith(MARKER)) return line;
    const index = Number(line.slice(MARKER.length));
    const table = tables[index];
    if (table === undefined || placed.has(index)) return line;
    placed.add(index);
    return alignedTable(table.rows.map((cells) => cells.map(printed)));
  });
  return placed.size === tables.length ? result.join("\n") : format(text);
}
