import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/diff-models.ts";
import { mapNamespaces, parseNamespaceOption } from "../../generator/diff/namespaces.ts";
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

/** One interface version: two operations and shared types, all in `namespace`. */
const version = (namespace: string, extra: { readonly meals?: boolean } = {}) =>
  model({
    namespace,
    operations: [
      operation("GetMeals", {
        namespace,
        parameters: [element("language", xs("string"), { namespace, min: 0 })],
        result: [element("getMealsResult", named("MealList", namespace), { namespace, min: 0 })],
      }),
    ],
    types: [
      complexType("MealList", {
        namespace,
        content: sequence(element("meal", named("Meal", namespace), { namespace, min: 0, max: "unbounded" })),
      }),
      complexType("Meal", {
        namespace,
        content: sequence(
          element("id", xs("int"), { namespace }),
          ...(extra.meals === true ? [element("name", xs("string"), { namespace, min: 0 })] : []),
        ),
      }),
      simpleType("Status", { namespace, enumeration: ["A"] }),
    ],
  });

describe("namespace mapping", () => {
  it("reports the namespace change once and nothing else for an identical interface", () => {
    const report = diffModels(version(ns14), version(ns15));
    expect(report.namespaceMapping).toEqual([{ old: ns14, new: ns15, origin: "inferred" }]);
    expect(report.changes.map((change) => change.rule)).toEqual(["namespace-changed"]);
    expect(report.unchangedTypes).toEqual(["Meal", "MealList", "Status"]);
  });

  it("compares components across the namespaces", () => {
    const report = diffModels(version(ns14), version(ns15, { meals: true }));
    expect(report.changes.map((change) => [change.rule, change.subject.name, change.path])).toEqual([
      ["namespace-changed", ns15, ""],
      ["element-added-optional", "Meal", "name"],
    ]);
  });

  it("leaves SOAPActions that follow the namespace alone", () => {
    const report = diffModels(version(ns14), version(ns15));
    expect(report.changes.some((change) => change.rule === "soap-action-changed")).toBe(false);
  });

  it("takes explicit pairs over inferred ones", () => {
    const other = "urn:other";
    const before = version(ns14);
    const after = { ...version(ns15), namespaces: [ns15, other] };
    expect(mapNamespaces(before, after, new Map())).toEqual([{ old: ns14, new: ns15, origin: "inferred" }]);
    expect(mapNamespaces(before, after, new Map([[ns14, other]]))).toEqual([
      { old: ns14, new: other, origin: "option" },
    ]);
    const report = diffModels(before, after, { namespaceMap: new Map([[ns14, other]]) });
    expect(report.changes[0]).toMatchObject({ rule: "namespace-changed", before: ns14, after: other });
    expect(report.changes[0]?.message).toContain("--map-namespace");
  });

  it("pairs a lone namespace on each side even without shared names", () => {
    expect(mapNamespaces(model({ namespace: "urn:a" }), model({ namespace: "urn:b" }), new Map())).toEqual([
      { old: "urn:a", new: "urn:b", origin: "inferred" },
    ]);
  });

  it("pairs namespaces by the names they share", () => {
    const before = { ...version("urn:a"), namespaces: ["urn:a", "urn:unrelated"] };
    const after = { ...version("urn:b"), namespaces: ["urn:b", "urn:z"] };
    expect(mapNamespaces(before, after, new Map())).toEqual([
      { old: "urn:a", new: "urn:b", origin: "inferred" },
    ]);
  });

  it("parses --map-namespace values", () => {
    expect(parseNamespaceOption(["urn:a=urn:b"])).toEqual(new Map([["urn:a", "urn:b"]]));
    expect(() => parseNamespaceOption(["urn:a"])).toThrow(/<old>=<new>/);
  });
});
