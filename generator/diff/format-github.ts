import type { SourceLocation } from "../model/index.ts";
import { classLabels, type Change, type ChangeLevel } from "./change.ts";
import type { DiffReport } from "./diff-models.ts";

const commands: Readonly<Record<ChangeLevel, string>> = {
  breaking: "error",
  dangerous: "warning",
  compatible: "notice",
};

/** Escapes the message of a workflow command (`%`, CR and LF). */
const data = (text: string): string =>
  text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
/** Escapes a property value of a workflow command (also `:` and `,`). */
const property = (text: string): string => data(text).replaceAll(":", "%3A").replaceAll(",", "%2C");

function where(location: SourceLocation | undefined): string {
  if (location === undefined) return "";
  return `file=${property(location.file)},line=${location.line},col=${location.column},`;
}

/**
 * The report as GitHub Actions workflow commands: one annotation per change, at the new declaration (the old
 * one for a removal): breaking ones `::error`, dangerous `::warning`, compatible `::notice`.
 */
export function formatGithub(report: DiffReport): string {
  return report.changes
    .map((change: Change) => {
      const subject = change.path === "" ? change.subject.name : `${change.subject.name} ${change.path}`;
      const title = `${classLabels[change.class]} [${change.rule}]`;
      const values =
        change.before !== undefined && change.after !== undefined
          ? ` (${change.before} -> ${change.after})`
          : "";
      return `::${commands[change.level]} ${where(change.newLocation ?? change.oldLocation)}title=${property(title)}::${data(`${subject}: ${change.message}${values}. ${change.reason}`)}\n`;
    })
    .join("");
}
