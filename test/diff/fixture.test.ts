import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/diff-models.ts";
import { readModel } from "../../generator/read.ts";

const fixture = (side: string) => fileURLToPath(new URL(`../fixtures/diff/${side}/`, import.meta.url));

describe("diff of two schema folders read by the front end", () => {
  it("classifies every difference between test/fixtures/diff/before and after", async () => {
    const [before, after] = await Promise.all(
      ["before", "after"].map((side) => readModel({ root: fixture(side), entries: ["service.wsdl"] })),
    );
    expect(before?.diagnostics).toEqual([]);
    expect(after?.diagnostics).toEqual([]);
    if (before?.model === undefined || after?.model === undefined) throw new Error("fixture did not read");
    const report = diffModels(before.model, after.model);
    expect(
      report.changes.map((change) => [change.subject.name, change.path, change.rule, change.class]),
    ).toEqual([
      ["urn:fixture:2", "", "namespace-changed", "wire-breaking-both"],
      ["Svc.GetThing", "bindings/soap11", "soap-action-changed", "wire-breaking-both"],
      ["Svc.GetThing", "parameters/currency", "element-added-required", "wire-breaking-clients"],
      ["Name", "", "facet-tightened", "wire-breaking-servers"],
      // 20 integer digits: a double would see no difference between the two bounds.
      ["Price", "", "facet-tightened", "wire-breaking-servers"],
      ["Status", "", "enum-value-added", "wire-breaking-clients"],
      ["Thing", "name", "element-reordered", "wire-breaking-both"],
      ["Thing", "name", "element-made-optional", "wire-breaking-clients"],
    ]);
    expect(report.unchangedTypes).toEqual(["Base"]);
    expect(report.changes.find((change) => change.rule === "enum-value-added")?.operations).toEqual([
      "Svc.GetThing",
    ]);
  });
});
