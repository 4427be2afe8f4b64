import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { InterfaceVersion } from "../../generator/config.ts";
import { changelogFiles, readReleases, renderChangelog } from "../../generator/diff/changelog.ts";
import { readInterfaceVersion, readModel } from "../../generator/read.ts";
import { diffModels } from "../../generator/diff/diff-models.ts";
import { complexType, element, frame, sequence, xs } from "./model-factory.ts";

const version: InterfaceVersion = {
  version: "15",
  namespace: "urn:x",
  packageName: "@xmlapi/v15",
  directory: "v15",
  wsdl: [],
  credentials: { parameters: [], secret: [] },
};
const release = { version: "1.2.3", revision: "0123456789abcdef0123456789abcdef01234567" };
const subject = (...members: ReturnType<typeof element>[]) =>
  frame("response", [complexType("Subject", { content: sequence(...members) })]);

describe("renderChangelog", () => {
  it("lists the changes since the release by class, under the version they ask for", () => {
    const report = diffModels(
      subject(element("a", xs("string"))),
      subject(element("b", xs("int"), { min: 0 })),
    );
    const text = renderChangelog(version, release, report);
    expect(text).toContain("# Changelog of @xmlapi/v15\n\n## Unreleased: 2.0.0 (major)\n");
    expect(text).toContain(`\`xmlapi-codegen diff git:${release.revision}:15 15\``);
    expect(text).toMatch(
      /### wire-breaking \(clients\)\n\n- `Subject a`: element 'a' removed \(`element-removed-required`\)/,
    );
    expect(text).toContain("### compatible\n\n- `Subject b`: element 'b' added (`element-added-optional`)");
    expect(text.endsWith(`## 1.2.3\n\nReleased from schema/ at commit ${release.revision}.\n`)).toBe(true);
  });

  it("asks for a patch when the interface did not change", () => {
    const same = subject(element("a", xs("string")));
    expect(renderChangelog(version, release, diffModels(same, same))).toContain(
      "## Unreleased: 1.2.4 (patch)\n\nNo interface changes since 1.2.3",
    );
  });
});

describe("readReleases", () => {
  it("refuses a revision that can move, so generated/ stays reproducible", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "xmlapi-releases-"));
    try {
      await writeFile(
        path.join(folder, "releases.json"),
        JSON.stringify({ releases: { "15": { version: "1.0.0", revision: "main" } } }),
      );
      await expect(readReleases(folder)).rejects.toThrow(
        "releases.15.revision must be a full commit id (40 hex digits)",
      );
      await writeFile(path.join(folder, "releases.json"), JSON.stringify({ releases: { "15": release } }));
      expect([...(await readReleases(folder))]).toEqual([["15", release]]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("gives no release without the file", async () => {
    expect((await readReleases(path.join(tmpdir(), "no-such-schema-root"))).size).toBe(0);
  });
});

describe("changelogFiles", () => {
  it("leaves the changelog out with a warning, not a crash or a silent omission, when the commit cannot be read", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "xmlapi-releases-"));
    try {
      await writeFile(path.join(folder, "releases.json"), JSON.stringify({ releases: { "15": release } }));
      const now = subject(element("a", xs("string")));
      const result = await changelogFiles(
        { schemaRoot: folder, interfaces: [version] },
        new Map([["15", now]]),
        { readModel, readInterfaceVersion },
      );
      expect(result.files.size).toBe(0);
      expect(result.diagnostics).toEqual([
        expect.objectContaining({
          severity: "warning",
          message: expect.stringContaining(
            `cannot read interface version 15 at its release commit ${release.revision}`,
          ) as unknown,
          location: { file: "releases.json", line: 1, column: 1 },
        }),
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
