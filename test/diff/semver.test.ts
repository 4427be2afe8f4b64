import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/diff-models.ts";
import { nextVersion, versionBump } from "../../generator/diff/semver.ts";
import { complexType, element, frame, sequence, xs } from "./model-factory.ts";

/** `Subject` in responses with the given members. */
const subject = (...members: ReturnType<typeof element>[]) =>
  frame("response", [complexType("Subject", { content: sequence(...members) })]);

describe("versionBump", () => {
  const a = element("a", xs("string"));
  it.each([
    ["a breaking change", subject(a), subject(), "major"],
    ["an optional element added", subject(a), subject(a, element("b", xs("int"), { min: 0 })), "minor"],
    ["a default value changed", subject(a), subject(element("a", xs("string"), { default: "x" })), "patch"],
    ["no change", subject(a), subject(a), "patch"],
  ] as const)("is %s -> %s", (_case, before, after, bump) => {
    expect(versionBump(diffModels(before, after).changes)).toBe(bump);
  });
});

describe("nextVersion", () => {
  it.each([
    ["1.4.2", "major", "2.0.0"],
    ["1.4.2", "minor", "1.5.0"],
    ["1.4.2", "patch", "1.4.3"],
  ] as const)("%s + %s = %s", (version, bump, next) => {
    expect(nextVersion(version, bump)).toBe(next);
  });
});
