import type * as Prettier from "prettier";
import type { EmittedFile } from "../emit/emit-package.ts";
import { formatByShape, formattedOnce, type ShapeCache } from "./format-by-shape.ts";
import { formatLaidOut } from "./laid-out.ts";
import { formatTypeScriptBlocks } from "./markdown-code.ts";
import { formatMarkdown } from "./markdown-tables.ts";

/** Fixed options, so the output never depends on a prettier config found near the caller. */
const options: Prettier.Options = { printWidth: 110, endOfLine: "lf" };

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

/** Prettier, loaded when a run first needs it: a rerun may find every shape and file formatted before. */
let prettier: Promise<typeof Prettier> | undefined;

function prettierFormat(source: string, parser: string, embedded: "auto" | "off"): Promise<string> {
  prettier ??= import("prettier");
  return prettier.then(({ format }) =>
    format(source, { ...options, parser, embeddedLanguageFormatting: embedded }),
  );
}

/** A TypeScript module formatted by shape; modules embed no other language (no tagged templates). */
function formatModule(text: string): Promise<string> {
  return formatByShape(text, (source) => prettierFormat(source, "babel-ts", "off"), formattedShapes);
}

/** Markdown with its TypeScript blocks formatted as modules and its tables aligned without prettier. */
async function formatMarkdownFile(text: string): Promise<string> {
  const prepared = await formatTypeScriptBlocks(text, formatModule);
  const embedded = prepared.codeDone ? "off" : "auto";
  return formatMarkdown(prepared.text, (source) => prettierFormat(source, "markdown", embedded));
}

/** Formats one generated file by its extension; other files pass through unchanged. */
export async function formatFile(path: string, text: string): Promise<string> {
  const parser = parserFor(path);
  if (parser === undefined) return text;
  if (parser === "babel-ts") return formatModule(text);
  // Kept like the modules' shapes, so that a rerun formats its README and manifests no more than its modules.
  return formattedOnce(formattedShapes, parser, text, () =>
    parser === "markdown" ? formatMarkdownFile(text) : prettierFormat(text, parser, "auto"),
  );
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
