/**
 * The one table the benchmark prints: scenario | size | ours | peer | ratio | target | met?. A figure is either
 * a measured number or the reason it is missing (never a made-up number).
 */

/** A measured figure, or why there is none. */
export type Figure =
  | { readonly value: number; readonly unit: string; readonly note?: string }
  | {
      readonly missing: "not available yet" | "peer not installed" | "failed" | "n/a";
      readonly detail?: string;
    };

/** A target of issue 8, checked against the row's ratio or, for absolute targets, against our figure. */
export interface Target {
  /** As printed: `>= 0.6x`, `<= 6x`, `< 64 MB`. */
  readonly text: string;
  readonly on: "ratio" | "ours";
  readonly atLeast?: number;
  readonly atMost?: number;
}

export interface Row {
  readonly scenario: string;
  readonly size: string;
  readonly ours: Figure;
  /** Name of the compared contender, e.g. `raw saxes`. */
  readonly peerName: string;
  readonly peer: Figure;
  /** How a ratio is formed: throughput ours/peer; time, latency and memory peer/ours (higher is better). */
  readonly ratioOf?: "ours/peer" | "peer/ours" | "ours";
  readonly target?: Target;
}

export function isValue(
  figure: Figure,
): figure is { readonly value: number; readonly unit: string; readonly note?: string } {
  return "value" in figure;
}

export function ratio(row: Row): number | undefined {
  if (row.ratioOf === undefined || !isValue(row.ours)) return undefined;
  if (row.ratioOf === "ours") return row.ours.value;
  if (!isValue(row.peer)) return undefined;
  return row.ratioOf === "ours/peer" ? row.ours.value / row.peer.value : row.peer.value / row.ours.value;
}

/** Whether the row meets its target; undefined when it has none or a figure is missing. */
export function met(row: Row): boolean | undefined {
  const target = row.target;
  if (target === undefined) return undefined;
  const subject = target.on === "ours" ? (isValue(row.ours) ? row.ours.value : undefined) : ratio(row);
  if (subject === undefined) return undefined;
  return (
    (target.atLeast === undefined || subject >= target.atLeast) &&
    (target.atMost === undefined || subject <= target.atMost)
  );
}

function formatNumber(value: number): string {
  if (value >= 1000) return Math.round(value).toLocaleString("en-US");
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function formatFigure(figure: Figure): string {
  if (isValue(figure))
    return figure.unit === "x"
      ? `${formatNumber(figure.value)}x`
      : `${formatNumber(figure.value)} ${figure.unit}`;
  return figure.missing;
}

function cells(row: Row): string[] {
  const value = ratio(row);
  const verdict = met(row);
  return [
    row.scenario,
    row.size,
    formatFigure(row.ours),
    isValue(row.peer) || row.peer.missing !== "n/a" ? `${row.peerName}: ${formatFigure(row.peer)}` : "-",
    value === undefined ? "-" : row.ratioOf === "ours" ? formatNumber(value) : `${formatNumber(value)}x`,
    row.target?.text ?? "-",
    verdict === undefined ? "-" : verdict ? "yes" : "NO",
  ];
}

/** The table as Markdown, so it can be pasted into an issue note as it is. */
export function formatTable(rows: readonly Row[]): string {
  const header = ["scenario", "size", "ours", "peer", "ratio", "target", "met?"];
  const body = rows.map(cells);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((line) => (line[column] ?? "").length)),
  );
  const line = (values: readonly string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n");
}

/** Missing-figure details, printed under the table. */
export function formatNotes(rows: readonly Row[]): string[] {
  const notes = new Set<string>();
  for (const row of rows)
    for (const figure of [row.ours, row.peer])
      if (!isValue(figure) && figure.detail !== undefined) notes.add(`${row.scenario}: ${figure.detail}`);
  return [...notes];
}
