import type { Change } from "./change.ts";

/** The part of a package's version a set of interface changes asks to raise. */
export type VersionBump = "major" | "minor" | "patch";

/**
 * Semantic versioning of a generated package from its interface changes: anything wire- or source-breaking
 * is major, an addition (an operation, type, member, value, port, ... `*-added`) is minor, anything else
 * (including no change at all: the package was regenerated) is patch.
 */
export function versionBump(changes: readonly Change[]): VersionBump {
  if (changes.some((change) => change.level === "breaking")) return "major";
  if (changes.some((change) => /-added(-|$)/.test(change.rule) || change.rule === "element-inserted"))
    return "minor";
  return "patch";
}

/** `version` raised by `bump`: `1.4.2` + minor = `1.5.0`. */
export function nextVersion(version: string, bump: VersionBump): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (match === null) throw new Error(`'${version}' is not a version major.minor.patch`);
  const [major, minor, patch] = match.slice(1).map(Number) as [number, number, number];
  if (bump === "major") return `${major + 1}.0.0`;
  if (bump === "minor") return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}
