import type { DiffReport } from "./diff-models.ts";

/** Names the two sides in reports: `14`, `git:HEAD~1:15`, a path. */
export interface SideLabels {
  readonly old: string;
  readonly new: string;
}

/** Version of the JSON shape; bumped only on incompatible changes (see README.md beside this file). */
export const jsonFormatVersion = 1;

/** Number of changes per level. */
export interface Totals {
  readonly total: number;
  readonly breaking: number;
  readonly dangerous: number;
  readonly compatible: number;
}

export function totals(report: DiffReport): Totals {
  const count = (level: string): number => report.changes.filter((change) => change.level === level).length;
  return {
    total: report.changes.length,
    breaking: count("breaking"),
    dangerous: count("dangerous"),
    compatible: count("compatible"),
  };
}

/** The report as the documented JSON document (README.md beside this file, "JSON output"). */
export function formatJson(report: DiffReport, labels: SideLabels): string {
  const document = {
    formatVersion: jsonFormatVersion,
    old: { label: labels.old, namespaces: report.oldNamespaces },
    new: { label: labels.new, namespaces: report.newNamespaces },
    namespaceMapping: report.namespaceMapping,
    summary: { ...totals(report), byClass: report.summary },
    changes: report.changes,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
