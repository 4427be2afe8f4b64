import { changeClasses, type Change, type ChangeClass } from "./change.ts";
import type { DiffReport } from "./diff-models.ts";

/**
 * One accepted change of a baseline file: a line `<rule> <subject> [<path>]`, as `--format baseline`
 * prints them. Changes a baseline names are left out of the report and of `--fail-on`.
 */
export interface BaselineEntry {
  readonly rule: string;
  readonly subject: string;
  /** "" for the subject itself. */
  readonly path: string;
  /** Line of the baseline file, for the note on entries that match nothing. */
  readonly line: number;
}

/** The baseline line of a change. */
export function baselineLine(change: Change): string {
  return [change.rule, change.subject.name, change.path].filter((field) => field !== "").join(" ");
}

/** The report's changes as a baseline file that accepts every one of them. */
export function formatBaseline(report: DiffReport): string {
  const lines = [...new Set(report.changes.map(baselineLine))];
  return [
    "# Accepted interface changes, one `<rule> <subject> [<path>]` a line (xmlapi-codegen diff --baseline).",
    ...lines,
    "",
  ].join("\n");
}

/** Parses a baseline file; blank lines and `#` comments are skipped. Throws naming `file:line` on a bad line. */
export function parseBaseline(text: string, file: string): BaselineEntry[] {
  const entries: BaselineEntry[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const content = raw.replace(/#.*$/, "").trim();
    if (content === "") return;
    const [rule, subject, path, ...rest] = content.split(/\s+/);
    if (rule === undefined || subject === undefined || rest.length > 0)
      throw new Error(`${file}:${index + 1}: expected '<rule> <subject> [<path>]', found '${content}'`);
    entries.push({ rule, subject, path: path ?? "", line: index + 1 });
  });
  return entries;
}

/** The report without the changes the baseline accepts, and the entries that accepted none. */
export function applyBaseline(
  report: DiffReport,
  entries: readonly BaselineEntry[],
): { readonly report: DiffReport; readonly accepted: number; readonly unused: readonly BaselineEntry[] } {
  const byLine = new Map(
    entries.map((entry) => [
      [entry.rule, entry.subject, entry.path].filter((f) => f !== "").join(" "),
      entry,
    ]),
  );
  const used = new Set<BaselineEntry>();
  const changes = report.changes.filter((change) => {
    const entry = byLine.get(baselineLine(change));
    if (entry === undefined) return true;
    used.add(entry);
    return false;
  });
  const summary = Object.fromEntries(changeClasses.map((name) => [name, 0])) as Record<ChangeClass, number>;
  for (const change of changes) summary[change.class] += 1;
  return {
    report: { ...report, changes, summary },
    accepted: report.changes.length - changes.length,
    unused: entries.filter((entry) => !used.has(entry)),
  };
}
