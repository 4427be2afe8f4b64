import { inspect } from "node:util";
import { classLabels, type Change, type ChangeLevel } from "./change.ts";
import type { DiffReport } from "./diff-models.ts";
import { totals, type SideLabels } from "./format-json.ts";
import { groupBySubject, subjectTitle } from "./grouping.ts";

type Style = "red" | "yellow" | "green" | "bold" | "dim";
type Paint = (style: Style, text: string) => string;

/** Wraps text in the ANSI codes node:util knows the style by. */
const ansi: Paint = (style, text) => {
  const [open, close] = inspect.colors[style] ?? [0, 0];
  return `\u001b[${open}m${text}\u001b[${close}m`;
};

const levelStyle: Readonly<Record<ChangeLevel, { readonly mark: string; readonly color: Style }>> = {
  breaking: { mark: "✖", color: "red" },
  dangerous: { mark: "!", color: "yellow" },
  compatible: { mark: "✓", color: "green" },
};

function changeLines(change: Change, paint: Paint): string[] {
  const style = levelStyle[change.level];
  const where = change.path === "" ? "" : `${change.path}: `;
  const values =
    change.before !== undefined && change.after !== undefined
      ? ` (${change.before} -> ${change.after})`
      : change.before !== undefined
        ? ` (was ${change.before})`
        : change.after !== undefined
          ? ` (now ${change.after})`
          : "";
  const location = change.newLocation ?? change.oldLocation;
  const at =
    location === undefined
      ? ""
      : ` ${location.file}:${location.line}:${location.column}${change.newLocation === undefined ? " (old)" : ""}`;
  return [
    `  ${paint(style.color, `${style.mark} ${classLabels[change.class]}`)}  ${where}${change.message}${values} ${paint("dim", `[${change.rule}]${at}`)}`,
    `      ${paint("dim", change.reason)}`,
  ];
}

/** The report for a terminal; `color` adds ANSI colours (use it when stdout is a TTY). */
export function formatText(report: DiffReport, labels: SideLabels, color: boolean): string {
  const paint: Paint = (style, text) => (color ? ansi(style, text) : text);
  const counts = totals(report);
  const lines = [
    paint(
      "bold",
      `Interface changes ${labels.old} -> ${labels.new}: ${counts.breaking} breaking, ${counts.dangerous} dangerous, ${counts.compatible} compatible`,
    ),
  ];
  if (counts.total === 0) lines.push("No differences.");
  for (const group of groupBySubject(report.changes)) {
    lines.push("", paint("bold", subjectTitle(group.subject)));
    for (const change of group.changes) lines.push(...changeLines(change, paint));
  }
  return `${lines.join("\n")}\n`;
}
