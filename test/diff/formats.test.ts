import { readFile } from "node:fs/promises";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/diff-models.ts";
import { formatJson } from "../../generator/diff/format-json.ts";
import { formatMarkdown } from "../../generator/diff/format-markdown.ts";
import { formatText } from "../../generator/diff/format-text.ts";
import { renderRuleTable } from "../../generator/diff/rule-table.ts";
import { ruleIds } from "../../generator/diff/rules.ts";
import { renderVersionReport } from "../../generator/diff/version-report.ts";
import {
  complexType,
  element,
  model,
  named,
  ns14,
  ns15,
  operation,
  sequence,
  simpleType,
  xs,
} from "./model-factory.ts";

const version = (namespace: string, changed: boolean) =>
  model({
    namespace,
    operations: [
      operation("GetMeals", {
        namespace,
        parameters: [
          element("language", xs("string"), { namespace, min: 0 }),
          ...(changed ? [element("currency", xs("string"), { namespace })] : []),
        ],
        result: [element("getMealsResult", named("Status", namespace), { namespace })],
      }),
      ...(changed ? [] : [operation("GetThemes", { namespace })]),
    ],
    types: [
      simpleType("Status", { namespace, enumeration: changed ? ["A", "B"] : ["A"] }),
      complexType("Unused", {
        namespace,
        content: sequence(element("x", xs("int"), { namespace, min: changed ? 0 : 1 })),
      }),
    ],
  });
const report = diffModels(version(ns14, false), version(ns15, true));
const labels = { old: "14", new: "15" };

describe("text format", () => {
  it("has no escape codes without colour and names every change with its class and reason", () => {
    const text = formatText(report, labels, false);
    expect(text).not.toContain("\u001b[");
    expect(text.split("\n")[0]).toBe("Interface changes 14 -> 15: 5 breaking, 0 dangerous, 0 compatible");
    expect(text).toContain("operation NonStaticXMLAPI.GetMeals");
    expect(text).toContain("wire-breaking (clients)  parameters/currency: element 'currency' added");
    expect(text).toContain("existing clients do not send it and the new server rejects the request");
  });

  it("colours when asked", () => {
    expect(formatText(report, labels, true)).toContain("\u001b[31m");
  });

  it("says when there is nothing", () => {
    expect(formatText(diffModels(version(ns14, false), version(ns14, false)), labels, false)).toContain(
      "No differences.",
    );
  });
});

describe("markdown format", () => {
  const markdown = formatMarkdown(report, labels);

  it("starts with the summary table, then groups details by operation and type", () => {
    const summary = markdown.indexOf("| Class | Changes |");
    const operations = markdown.indexOf("## Operations");
    const types = markdown.indexOf("## Types");
    expect(summary).toBeGreaterThan(0);
    expect(operations).toBeGreaterThan(summary);
    expect(types).toBeGreaterThan(operations);
    expect(markdown).toContain("| wire-breaking (clients) | 3 |");
    expect(markdown).toContain("### `NonStaticXMLAPI.GetMeals`");
    expect(markdown).toContain("### `Status`");
  });

  it("lists removed operations with their signature", () => {
    expect(markdown).toContain(
      "| `NonStaticXMLAPI.GetThemes` | removed | wire-breaking (clients) | `() -> (empty)` |",
    );
  });

  it("escapes table cells", () => {
    const changes = report.changes.map((change) => ({ ...change, message: `${change.message} a|b` }));
    expect(formatMarkdown({ ...report, changes }, labels)).toContain("a\\|b");
  });

  it("lists the operations a changed type reaches", () => {
    expect(markdown).toMatch(/\| `NonStaticXMLAPI.GetMeals` \| `Status` \|/);
  });

  it("is what renderVersionReport writes", () => {
    expect(renderVersionReport(version(ns14, false), version(ns15, true), labels)).toBe(markdown);
    expect(renderVersionReport(version(ns14, false), version(ns15, true))).toContain(
      `# Interface changes: ${ns14} → ${ns15}`,
    );
  });
});

describe("json format", () => {
  it("has the documented shape", () => {
    const document = JSON.parse(formatJson(report, labels)) as Record<string, unknown>;
    expect(Object.keys(document)).toEqual([
      "formatVersion",
      "old",
      "new",
      "namespaceMapping",
      "summary",
      "changes",
    ]);
    expect(document["formatVersion"]).toBe(1);
    expect(document["summary"]).toMatchObject({ total: 5, breaking: 5, dangerous: 0, compatible: 0 });
    const changes = document["changes"] as Record<string, unknown>[];
    expect(changes.find((change) => change["rule"] === "enum-value-added")).toMatchObject({
      class: "wire-breaking-clients",
      level: "breaking",
      sourceBreaking: false,
      direction: "response",
      subject: { kind: "type", name: "Status" },
      path: "",
      after: "B",
      operations: ["NonStaticXMLAPI.GetMeals"],
    });
  });
});

describe("README", () => {
  it("holds the current rule table", async () => {
    const readme = await readFile(new URL("../../generator/diff/README.md", import.meta.url), "utf8");
    const table = await format(renderRuleTable(), { parser: "markdown", printWidth: 110 });
    expect(readme).toContain(table);
    for (const rule of ruleIds) expect(readme).toContain(`\`${rule}\``);
  });
});
