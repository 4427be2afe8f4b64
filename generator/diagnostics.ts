import path from "node:path";
import type { SourceLocation } from "./model/index.ts";

/** One problem found in the input, reported as `file:line:column: message`. */
export interface Diagnostic {
  /** `error` stops the run; `warning` is reported and the run goes on. */
  readonly severity: "error" | "warning";
  /** One sentence, no trailing period, naming the construct and what is wrong. */
  readonly message: string;
  /** Where the problem is. */
  readonly location: SourceLocation;
  /** The other end where there is one (the declaration a missing reference points at, the first of two duplicates). */
  readonly related?: { readonly message: string; readonly location: SourceLocation };
}

/** Formats a diagnostic on one line, plus a second indented line for the related location. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const { file, line, column } = diagnostic.location;
  const head = `${file}:${line}:${column}: ${diagnostic.severity}: ${diagnostic.message}`;
  if (diagnostic.related === undefined) return head;
  const other = diagnostic.related.location;
  return `${head}\n  ${other.file}:${other.line}:${other.column}: ${diagnostic.related.message}`;
}

/** Sorts diagnostics by file, line and column so every run prints them in the same order. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      a.location.file.localeCompare(b.location.file) ||
      a.location.line - b.location.line ||
      a.location.column - b.location.column ||
      a.message.localeCompare(b.message),
  );
}

/** Diagnostics name files relative to the schema root; a person at a shell wants them relative to where they stand. */
export function relativeToCwd(diagnostic: Diagnostic, root: string): Diagnostic {
  const shift = (file: string) =>
    file === "" || /^https?:/i.test(file) ? file : path.relative(process.cwd(), path.join(root, file));
  return {
    ...diagnostic,
    location: { ...diagnostic.location, file: shift(diagnostic.location.file) },
    ...(diagnostic.related === undefined
      ? {}
      : {
          related: {
            ...diagnostic.related,
            location: { ...diagnostic.related.location, file: shift(diagnostic.related.location.file) },
          },
        }),
  };
}
