import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stableStringify } from "../../generator/commands/dump.ts";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { readModel } from "../../generator/read.ts";

const fixturesRoot = path.resolve(import.meta.dirname, "..", "fixtures", "reader");
const cases = readdirSync(fixturesRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function entriesOf(folder: string): string[] {
  const config = path.join(folder, "case.json");
  if (existsSync(config)) return (JSON.parse(readFileSync(config, "utf8")) as { entries: string[] }).entries;
  return [existsSync(path.join(folder, "main.wsdl")) ? "main.wsdl" : "main.xsd"];
}

/** Expands the `"content": "SAME_AS_OWN"` and `"attributes": "SAME_AS_OWN_ATTRIBUTES"` shorthands of expected.json. */
function expand(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expand);
  if (value === null || typeof value !== "object") return value;
  const record = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expand(item)]));
  if (record["content"] === "SAME_AS_OWN") record["content"] = record["ownContent"];
  if (record["attributes"] === "SAME_AS_OWN_ATTRIBUTES") record["attributes"] = record["ownAttributes"];
  return record;
}

describe("reader fixtures", () => {
  it("has fixtures", () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)("%s", async (name) => {
    const folder = path.join(fixturesRoot, name);
    const result = await readModel({ root: folder, entries: entriesOf(folder) });
    const diagnosticsFile = path.join(folder, "expected-diagnostics.txt");
    const expectedDiagnostics = existsSync(diagnosticsFile)
      ? readFileSync(diagnosticsFile, "utf8")
          .split("\n")
          .filter((line) => line !== "")
      : [];
    expect(result.diagnostics.flatMap((diagnostic) => formatDiagnostic(diagnostic).split("\n"))).toEqual(
      expectedDiagnostics,
    );
    const modelFile = path.join(folder, "expected.json");
    if (existsSync(modelFile)) {
      expect(result.model).toBeDefined();
      const actual: unknown = JSON.parse(stableStringify(result.model));
      expect(actual).toEqual(expand(JSON.parse(readFileSync(modelFile, "utf8"))));
    } else expect(result.model).toBeUndefined();
  });
});
