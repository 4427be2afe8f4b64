import { readConfig } from "../config.ts";
import { formatDiagnostic } from "../diagnostics.ts";
import type { Model } from "../model/index.ts";
import type { ChangeLevel } from "./change.ts";
import { diffModels } from "./diff-models.ts";
import { formatJson, type SideLabels } from "./format-json.ts";
import { formatMarkdown } from "./format-markdown.ts";
import { formatText } from "./format-text.ts";
import { completeSelectors, parseInputSpec, readInput, type ModelReader } from "./inputs.ts";
import { parseNamespaceOption } from "./namespaces.ts";

export const diffFormats = ["text", "markdown", "json"] as const;
export const failLevels = ["breaking", "dangerous", "none"] as const;

/** Options of `diff`, as parsed from the command line. */
export interface DiffRunOptions {
  readonly format: (typeof diffFormats)[number];
  readonly failOn: (typeof failLevels)[number];
  /** `old=new` namespace pairs. */
  readonly mapNamespace: readonly string[];
  /** The schema root holding `interfaces.json`. */
  readonly schemaRoot: string;
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
  try {
    const config = await readConfig(options.schemaRoot);
    const namespaceMap = parseNamespaceOption(options.mapNamespace);
    const specs = completeSelectors([parseInputSpec(sides[0], config), parseInputSpec(sides[1], config)]);
    for (const [index, spec] of specs.entries()) {
      const result = await readInput(spec, config, reader);
      for (const diagnostic of result.diagnostics) output.stderr(`${formatDiagnostic(diagnostic)}\n`);
      if (result.model === undefined) {
        output.stderr(`diff: cannot read ${index === 0 ? "old" : "new"} side '${sides[index] ?? ""}'\n`);
        return 2;
      }
      models.push(result.model);
    }
    const [before, after] = models;
    if (before === undefined || after === undefined) return 2;
    const report = diffModels(before, after, { namespaceMap });
    const labels: SideLabels = { old: sides[0], new: sides[1] };
    output.stdout(
      options.format === "json"
        ? formatJson(report, labels)
        : options.format === "markdown"
          ? formatMarkdown(report, labels)
          : formatText(report, labels, output.color),
    );
    const failing = failingLevels[options.failOn];
    return report.changes.some((change) => failing.includes(change.level)) ? 1 : 0;
  } catch (error) {
    output.stderr(`diff: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}
