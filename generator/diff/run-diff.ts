import { readFile } from "node:fs/promises";
import path from "node:path";
import { readConfig } from "../config.ts";
import { formatDiagnostic } from "../diagnostics.ts";
import type { Model, SourceLocation } from "../model/index.ts";
import { applyBaseline, formatBaseline, parseBaseline } from "./baseline.ts";
import type { Change, ChangeLevel } from "./change.ts";
import { diffModels, type DiffReport } from "./diff-models.ts";
import { formatGithub } from "./format-github.ts";
import { formatJson, type SideLabels } from "./format-json.ts";
import { formatMarkdown } from "./format-markdown.ts";
import { formatText } from "./format-text.ts";
import { completeSelectors, parseInputSpec, readInput, type ModelReader } from "./inputs.ts";
import { parseNamespaceOption } from "./namespaces.ts";
import { versionBump } from "./semver.ts";

/** Output formats; `md` is `markdown`, `baseline` prints a baseline file accepting every change. */
export const diffFormats = ["text", "markdown", "md", "json", "github", "baseline"] as const;
export const failLevels = ["breaking", "dangerous", "none"] as const;

/** Options of `diff`, as parsed from the command line. */
export interface DiffRunOptions {
  readonly format: (typeof diffFormats)[number];
  readonly failOn: (typeof failLevels)[number];
  /** `old=new` namespace pairs. */
  readonly mapNamespace: readonly string[];
  /** The schema root holding `interfaces.json`. */
  readonly schemaRoot: string;
  /** A baseline file of accepted changes, left out of the report and of the fail level. */
  readonly baseline?: string;
  /** Print the version bump the changes ask for (major, minor, patch) instead of the report. */
  readonly semver?: boolean;
}

/** Where the command writes. */
export interface DiffOutput {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Colour the text format (stdout is a terminal and NO_COLOR is unset). */
  readonly color: boolean;
}

/** Levels at or above each `--fail-on` threshold. */
const failingLevels: Readonly<Record<DiffRunOptions["failOn"], readonly ChangeLevel[]>> = {
  breaking: ["breaking"],
  dangerous: ["breaking", "dangerous"],
  none: [],
};

/**
 * Runs `diff <old> <new>`: 0 when nothing is at or above the fail level, 1 when something is, 2 when
 * an input could not be read (the reader's diagnostics go to stderr).
 */
export async function runDiff(
  sides: readonly [string, string],
  options: DiffRunOptions,
  reader: ModelReader,
  output: DiffOutput,
): Promise<number> {
  const models: Model[] = [];
  const roots: string[] = [];
  try {
    const config = await readConfig(options.schemaRoot);
    const namespaceMap = parseNamespaceOption(options.mapNamespace);
    const baseline =
      options.baseline === undefined
        ? undefined
        : parseBaseline(await readFile(options.baseline, "utf8"), options.baseline);
    const specs = completeSelectors([parseInputSpec(sides[0], config), parseInputSpec(sides[1], config)]);
    for (const [index, spec] of specs.entries()) {
      const { result, root } = await readInput(spec, config, reader);
      for (const diagnostic of result.diagnostics) output.stderr(`${formatDiagnostic(diagnostic)}\n`);
      if (result.model === undefined) {
        output.stderr(`diff: cannot read ${index === 0 ? "old" : "new"} side '${sides[index] ?? ""}'\n`);
        return 2;
      }
      models.push(result.model);
      roots.push(root);
    }
    const [before, after] = models;
    if (before === undefined || after === undefined) return 2;
    let report = relocate(diffModels(before, after, { namespaceMap }), roots[0] ?? "", roots[1] ?? "");
    if (baseline !== undefined && options.baseline !== undefined) {
      const applied = applyBaseline(report, baseline);
      report = applied.report;
      output.stderr(`diff: ${applied.accepted} changes accepted by ${options.baseline}\n`);
      for (const entry of applied.unused)
        output.stderr(`${options.baseline}:${entry.line}: note: accepts no change of this diff\n`);
    }
    output.stdout(
      options.semver === true
        ? `${versionBump(report.changes)}\n`
        : render(report, options.format, { old: sides[0], new: sides[1] }, output.color),
    );
    const failing = failingLevels[options.failOn];
    return report.changes.some((change) => failing.includes(change.level)) ? 1 : 0;
  } catch (error) {
    output.stderr(`diff: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}

function render(
  report: DiffReport,
  format: DiffRunOptions["format"],
  labels: SideLabels,
  color: boolean,
): string {
  switch (format) {
    case "json":
      return formatJson(report, labels);
    case "markdown":
    case "md":
      return formatMarkdown(report, labels);
    case "github":
      return formatGithub(report);
    case "baseline":
      return formatBaseline(report);
    case "text":
      return formatText(report, labels, color);
  }
}

/**
 * File names of the changes relative to the working directory (each side's are relative to its own root), so
 * a terminal or a CI annotation finds the file.
 */
function relocate(report: DiffReport, oldRoot: string, newRoot: string): DiffReport {
  const move = (location: SourceLocation, root: string): SourceLocation =>
    /^https?:/i.test(location.file)
      ? location
      : {
          ...location,
          file: path.relative(process.cwd(), path.join(root, location.file)).split(path.sep).join("/"),
        };
  const changes = report.changes.map((change): Change => ({
    ...change,
    ...(change.oldLocation === undefined ? {} : { oldLocation: move(change.oldLocation, oldRoot) }),
    ...(change.newLocation === undefined ? {} : { newLocation: move(change.newLocation, newRoot) }),
  }));
  return { ...report, changes };
}
