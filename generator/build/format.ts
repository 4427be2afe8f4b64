import { format, type Options } from "prettier";
import type { EmittedFile } from "../emit/emit-package.ts";
import { formatByShape, type ShapeCache } from "./format-by-shape.ts";
import { formatLaidOut } from "./laid-out.ts";
import { formatMarkdown } from "./markdown-tables.ts";

/** Fixed options, so the output never depends on a prettier config found near the caller. */
const options: Options = { printWidth: 110, endOfLine: "lf" };

/** Parser by file extension; files prettier should leave alone give undefined. */
function parserFor(path: string): string | undefined {
  // babel-ts prints TypeScript as the typescript parser does and parses faster, which matters
  // on large schemas (a few MB of generated code).
  if (path.endsWith(".ts")) return "babel-ts";
  if (path.endsWith(".json")) return "json";
  if (path.endsWith(".md")) return "markdown";
  return undefined;
}

/** The shapes of statement this thread has formatted (see `format-by-shape.ts`), and those `shape-store.ts` kept. */
export const formattedShapes: ShapeCache = new Map();

/** Formats one generated file by its extension; other files pass through unchanged. */
export async function formatFile(path: string, text: string): Promise<string> {
  const parser = parserFor(path);
  if (parser === undefined) return text;
  // Generated modules embed no other language (no tagged templates), and looking for one took a share of the
  // time; the README's code blocks are formatted.
  const embedded = parser === "babel-ts" ? "off" : "auto";
  const formatText = (source: string) =>
    format(source, { ...options, parser, embeddedLanguageFormatting: embedded });
  if (parser === "babel-ts") return formatByShape(text, formatText, formattedShapes);
  return parser === "markdown" ? formatMarkdown(text, formatText) : formatText(text);
}

/**
 * Formats generated files as `formatFile` does each, the parts the emitter laid out itself kept out of prettier
 * (`formatLaidOut`). On this thread: since formatting goes by the shapes of statements and block items (kept
 * between runs), a worker thread cost more (its start, loading prettier, its memory) than it saved.
 */
export async function formatFiles(files: readonly EmittedFile[]): Promise<EmittedFile[]> {
  return formatLaidOut(files, (skeletons) =>
    Promise.all(
      skeletons.map(async (file) => ({ path: file.path, text: await formatFile(file.path, file.text) })),
    ),
  );
}
