import type * as Prettier from "prettier";
import type { EmittedFile } from "../emit/emit-package.ts";
import { formatByShape, formattedOnce, loadPending, type ShapeCache } from "./format-by-shape.ts";
import { formatOffThread, formatThreadStarted } from "./format-thread.ts";
import { formatLaidOut } from "./laid-out.ts";
import { formatTypeScriptBlocks } from "./markdown-code.ts";
import { formatMarkdown } from "./markdown-tables.ts";
import { OutputStore } from "./output-store.ts";
import { storeOf } from "./shape-store.ts";

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

/** The modules formatted shapes depend on, beside this one (with prettier's version). */
export const shapeModules = [
  "format.ts",
  "format-by-shape.ts",
  "statement-shapes.ts",
  "statement-boundaries.ts",
  "block-cuts.ts",
  "token-walk.ts",
];

/** Files formatted whole by earlier runs (`output-store.ts`): a rerun on an unchanged schema formats nothing. */
export const formattedFiles = new OutputStore("formatted", {
  packages: ["prettier"],
  modules: [...shapeModules, "laid-out.ts", "import-layout.ts", "markdown-code.ts", "markdown-tables.ts"],
});

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
 * Modules of at least this many characters are formatted on the formatting thread (`format-thread.ts`): smaller
 * ones cost less than that thread's start.
 */
export const offThreadMinimum = 512 << 10;

/**
 * A module formatted on the formatting thread, its new shapes added to this thread's (which keeps them in the
 * store with its own); on this thread where that thread fails.
 */
async function formatThere(file: EmittedFile): Promise<string> {
  const store = storeOf(formattedShapes);
  try {
    const answer = await formatOffThread(file.path, file.text, store);
    // The stored shapes first, so that the store keeps them beside those the thread adds.
    await loadPending(formattedShapes);
    for (const [shape, printed] of answer.shapes ?? [])
      if (!formattedShapes.has(shape)) formattedShapes.set(shape, printed ?? undefined);
    return answer.text ?? "";
  } catch {
    return formatFile(file.path, file.text);
  }
}

/**
 * Formats generated files as `formatFile` does each, the parts the emitter laid out itself kept out of prettier
 * (`formatLaidOut`), and files formatted by an earlier run taken as they were. Modules of at least
 * `offThreadFrom` characters are formatted on a second thread (`format-thread.ts`), all of them there: this
 * thread emits the next modules meanwhile, and with prettier and the formatting code compiled by one thread's
 * JIT, not by both, the run takes no more CPU in all. Smaller files stay here: since formatting goes by the
 * shapes of statements and block items (kept between runs), a thread cost them more (its start, loading
 * prettier, its memory) than it saved.
 */
export async function formatFiles(
  files: readonly EmittedFile[],
  offThreadFrom = offThreadMinimum,
): Promise<EmittedFile[]> {
  const kept = await Promise.all(files.map((file) => formattedFiles.kept(file)));
  const missing = files.filter((_file, index) => kept[index] === undefined);
  const formatted =
    missing.length === 0
      ? []
      : await formatLaidOut(missing, (skeletons) =>
          Promise.all(
            skeletons.map(async (file) => ({
              path: file.path,
              text:
                file.path.endsWith(".ts") && (file.text.length >= offThreadFrom || formatThreadStarted())
                  ? await formatThere(file)
                  : await formatFile(file.path, file.text),
            })),
          ),
        );
  let next = 0;
  return files.map((file, index) => {
    const text = kept[index];
    if (text !== undefined) return { path: file.path, text };
    const made = formatted[next++] as EmittedFile;
    formattedFiles.keep(file, made.text);
    return made;
  });
}
