/**
 * The TypeScript code blocks of a markdown document formatted as modules, so that prettier can format the
 * markdown with embedded formatting off: it would otherwise load its TypeScript parser (a module larger than
 * the rest of prettier that a run loads) for a README's examples, and parse them once more.
 *
 * Prettier formats a fenced block whose language is `ts` or `typescript` as a module at the document's print
 * width, without the module's final line break, and fences it with backticks one longer than the longest run
 * of backticks inside (at least three). Only such blocks at the top level without more on the fence line are
 * taken (a block inside a list item is formatted narrower); a block whose code does not format stays as it
 * is, as prettier leaves it. test/build/markdown-code.test.ts compares the output with prettier's.
 */

/** A top-level fenced `ts` block without meta: its fence, language and code. */
const TYPESCRIPT_BLOCK = /^(`{3,})(ts|typescript)[^\S\n]*\n([\s\S]*?)\n?^\1[^\S\n]*$/gm;

/** Any fence line, at any indentation, with its info string. */
const FENCE_LINE = /^[ \t>]*(`{3,}|~{3,})[^\S\n]*([^\s`]*)/gm;

/** Languages prettier does not format inside markdown (no plugin of its own claims them). */
const INERT_LANGUAGES = new Set(["", "sh", "bash", "shell", "console", "text", "xml", "http"]);

/** The longest run of backticks in `text`. */
function longestBackticks(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/** A markdown document whose code prettier need not format. */
export interface PreparedMarkdown {
  readonly text: string;
  /** Whether every code block is formatted or in a language prettier leaves alone. */
  readonly codeDone: boolean;
}

/** `text` with each top-level TypeScript code block formatted by `formatModule` (see the module comment). */
export async function formatTypeScriptBlocks(
  text: string,
  formatModule: (code: string) => Promise<string>,
): Promise<PreparedMarkdown> {
  const blocks = [...text.matchAll(TYPESCRIPT_BLOCK)];
  const formatted = await Promise.all(
    blocks.map(async ([whole, , language = "", code = ""]) => {
      const module = await formatModule(code).catch(() => undefined);
      if (module === undefined) return whole;
      const body = module.replace(/\n$/, "");
      const fence = "`".repeat(Math.max(3, longestBackticks(body) + 1));
      return `${fence}${language}\n${body}\n${fence}`;
    }),
  );
  let next = 0;
  const result = blocks.length === 0 ? text : text.replace(TYPESCRIPT_BLOCK, () => formatted[next++] ?? "");
  // Every fence that names a language prettier formats must open a block taken above.
  let formattable = 0;
  for (const [, , language = ""] of result.matchAll(FENCE_LINE))
    if (!INERT_LANGUAGES.has(language)) formattable++;
  return { text: result, codeDone: formattable === blocks.length };
}
