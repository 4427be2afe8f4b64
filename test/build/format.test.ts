// Formatting of a whole package (generator/build/format.ts): what was formatted once, shapes and whole files
// (README, manifests, modules formatted as written), is not given to prettier again, so a rerun on the same
// schema with the kept shapes needs no prettier at all.
import * as prettier from "prettier";
import { describe, expect, it, vi } from "vitest";
import { formatFiles, formattedShapes } from "../../generator/build/format.ts";
import { unformattedSchemaFiles } from "../support/unformatted-files.ts";

vi.mock("prettier", async (importOriginal) => {
  const actual = await importOriginal<typeof prettier>();
  return { ...actual, format: vi.fn(actual.format) };
});

describe("formatting a package", () => {
  it("formats each file as prettier does, then gives prettier nothing for the same files", async () => {
    const files = (await unformattedSchemaFiles()).filter((file) => file.path.startsWith("v15/"));
    const kinds = new Set(files.map((file) => file.path.replace(/^.*\./, "")));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(["json", "md", "ts"]));
    formattedShapes.clear();
    const format = vi.mocked(prettier.format);
    format.mockClear();
    const first = await formatFiles(files);
    expect(format).toHaveBeenCalled();
    for (const file of first.filter((entry) => /\.(md|json)$/.test(entry.path))) {
      const parser = file.path.endsWith(".md") ? "markdown" : "json";
      const source = files.find((entry) => entry.path === file.path)?.text ?? "";
      expect(file.text, file.path).toBe(
        await prettier.format(source, { printWidth: 110, endOfLine: "lf", parser }),
      );
    }
    format.mockClear();
    const second = await formatFiles(files);
    expect(second).toEqual(first);
    expect(format).not.toHaveBeenCalled();
  });
});
