import { changeClasses, classLabels, type Change, type Subject } from "./change.ts";
import type { DiffReport } from "./diff-models.ts";
import { totals, type SideLabels } from "./format-json.ts";
import { groupBySubject, type SubjectGroup } from "./grouping.ts";
import type { RuleId } from "./rules.ts";

/** Operations added or removed: one table row each, with the signature. */
const signatureRules: ReadonlySet<RuleId> = new Set<RuleId>(["operation-added", "operation-removed"]);

/** Rules shown as one compact line per kind instead of one section per subject. */
const compactRules: ReadonlySet<RuleId> = new Set<RuleId>([
  "service-added",
  "service-removed",
  "global-element-added",
  "global-element-removed",
  "type-added",
  "type-removed",
]);

const sections: readonly { readonly kind: Subject["kind"]; readonly title: string }[] = [
  { kind: "service", title: "Services" },
  { kind: "operation", title: "Operations" },
  { kind: "element", title: "Global elements" },
  { kind: "type", title: "Types" },
];

const cell = (text: string | undefined): string =>
  text === undefined || text === "" ? "" : text.replaceAll("|", "\\|").replaceAll(/\s*\n\s*/g, " ");
const sentence = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
const code = (text: string | undefined): string =>
  text === undefined || text === "" ? "" : `\`${cell(text)}\``;

function changeTable(changes: readonly Change[]): string[] {
  return [
    "| Class | Where | Change | Before | After | Why |",
    "|---|---|---|---|---|---|",
    ...changes.map(
      (change) =>
        `| ${classLabels[change.class]} | ${code(change.path)} | ${cell(change.message)} (\`${change.rule}\`) | ${code(change.before)} | ${code(change.after)} | ${cell(change.reason)} |`,
    ),
  ];
}

function compactLines(groups: readonly SubjectGroup[]): string[] {
  const byRule = new Map<string, { change: Change; names: string[] }>();
  for (const group of groups) {
    const [change] = group.changes;
    if (change === undefined) continue;
    const key = `${change.rule}\u0000${change.class}`;
    const entry = byRule.get(key) ?? { change, names: [] };
    entry.names.push(group.subject.name);
    byRule.set(key, entry);
  }
  return [...byRule.values()].map(
    ({ change, names }) =>
      `- **${cell(change.rule)}** (${classLabels[change.class]}, ${names.length}): ${names.map(code).join(", ")}. ${sentence(cell(change.reason))}`,
  );
}

/** Operations reached by changed named types, with those types. */
function affectedOperations(changes: readonly Change[]): Map<string, Set<string>> {
  const affected = new Map<string, Set<string>>();
  for (const change of changes) {
    if (change.subject.kind !== "type" || change.level === "compatible") continue;
    for (const operation of change.operations) {
      const types = affected.get(operation) ?? new Set();
      types.add(change.subject.name);
      affected.set(operation, types);
    }
  }
  return affected;
}

/** The report for pull-request review: summary table, then details grouped by operation and type. */
export function formatMarkdown(report: DiffReport, labels: SideLabels): string {
  const counts = totals(report);
  const lines = [
    `# Interface changes: ${labels.old} → ${labels.new}`,
    "",
    `${counts.total} change${counts.total === 1 ? "" : "s"}: ${counts.breaking} breaking, ${counts.dangerous} dangerous, ${counts.compatible} compatible.`,
    "",
    "| Class | Changes |",
    "|---|---:|",
    ...changeClasses.map((changeClass) => `| ${classLabels[changeClass]} | ${report.summary[changeClass]} |`),
  ];
  for (const pair of report.namespaceMapping)
    lines.push(
      "",
      `Namespace ${code(pair.old)} is compared as ${code(pair.new)} (${pair.origin === "option" ? "--map-namespace" : "inferred from shared names"}); components are matched by local name across the two.`,
    );
  const groups = groupBySubject(report.changes);
  for (const { kind, title } of sections) {
    const ofKind = groups.filter((group) => group.subject.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push("", `## ${title}`);
    const compact = ofKind.filter(
      (group) => group.changes.length === 1 && group.changes.every((change) => compactRules.has(change.rule)),
    );
    if (compact.length > 0) lines.push("", ...compactLines(compact));
    const signatures = ofKind.filter(
      (group) =>
        group.changes.length === 1 && group.changes.every((change) => signatureRules.has(change.rule)),
    );
    if (signatures.length > 0)
      lines.push(
        "",
        "| Operation | Change | Class | Signature |",
        "|---|---|---|---|",
        ...signatures.flatMap((group) =>
          group.changes.map(
            (change) =>
              `| ${code(group.subject.name)} | ${change.rule === "operation-added" ? "added" : "removed"} | ${classLabels[change.class]} | ${code(change.after ?? change.before)} |`,
          ),
        ),
        "",
        ...[...new Set(signatures.flatMap((group) => group.changes.map((change) => change.rule)))].map(
          (rule) =>
            `- \`${rule}\`: ${sentence(cell(signatures.find((group) => group.changes[0]?.rule === rule)?.changes[0]?.reason ?? ""))}`,
        ),
      );
    for (const group of ofKind) {
      if (compact.includes(group) || signatures.includes(group)) continue;
      lines.push("", `### ${code(group.subject.name)}`, "", ...changeTable(group.changes));
    }
  }
  if (report.unchangedTypes.length > 0)
    lines.push(
      "",
      `Unchanged named types present in both (${report.unchangedTypes.length}): ${report.unchangedTypes.map(code).join(", ")}.`,
    );
  const affected = affectedOperations(report.changes);
  if (affected.size > 0)
    lines.push(
      "",
      "## Operations affected through their types",
      "",
      "| Operation | Changed types (not compatible) |",
      "|---|---|",
      ...[...affected]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([operation, types]) => `| ${code(operation)} | ${[...types].sort().map(code).join(", ")} |`),
    );
  return `${lines.join("\n")}\n`;
}
