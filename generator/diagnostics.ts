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

/** Warnings of one kind printed before the rest are counted instead. */
export const warningsPerKind = 20;

/**
 * Keeps the first {@link warningsPerKind} warnings of each kind (the message with its quoted names left out)
 * and puts one warning saying how many more there were in place of the rest, so a hostile or generated input
 * with thousands of unknown attributes gives a screenful, not megabytes. Errors are all kept. Expects sorted
 * input and keeps its order.
 */
export function capWarnings(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const counts = new Map<string, number>();
  for (const diagnostic of diagnostics)
    if (diagnostic.severity === "warning") {
      const kind = warningKind(diagnostic.message);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
  const seen = new Map<string, number>();
  const kept: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.severity !== "warning") {
      kept.push(diagnostic);
      continue;
    }
    const kind = warningKind(diagnostic.message);
    const index = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, index);
    if (index <= warningsPerKind) kept.push(diagnostic);
    else if (index === warningsPerKind + 1)
      kept.push({
        severity: "warning",
        message: `${(counts.get(kind) ?? index) - warningsPerKind} more warnings like the ones above (${kind}) are left out, from here on`,
        location: diagnostic.location,
      });
  }
  return kept;
}

function warningKind(message: string): string {
  return message.replace(/'[^']*'/g, "'…'").replace(/"[^"]*"/g, '"…"');
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
