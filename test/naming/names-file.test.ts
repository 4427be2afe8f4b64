import path from "node:path";
import { describe, expect, it } from "vitest";
import { readConfig } from "../../generator/config.ts";
import { generatePackage, readGeneratorInputs } from "../../generator/generate.ts";
import { parseNamesFile } from "../../generator/naming/names-file.ts";
import { readInterfaceVersion } from "../../generator/read.ts";

const fixture = path.resolve(import.meta.dirname, "..", "fixtures", "emit", "name-clashes");
const places = "urn:emit:name-clashes:places";

describe("a names file given to generate", () => {
  it("names the declarations, the README lists it, and the rules' names make way", async () => {
    const config = await readConfig(fixture);
    const [version] = config.interfaces;
    if (version === undefined) throw new Error("no interface version");
    const read = await readInterfaceVersion(config, version.version);
    if (read.model === undefined) throw new Error("the fixture does not read");
    const text = JSON.stringify({
      types: { [`{${places}}Contact`]: "Place" },
      elements: { [`{${places}}Contact`]: "Place" },
    });
    const { overrides } = parseNamesFile(text, "/project/names.json");
    if (overrides === undefined) throw new Error("the names file does not parse");
    const inputs = { ...(await readGeneratorInputs(config.schemaRoot)), names: overrides };
    const result = await generatePackage(version, read.model, inputs, async (files) => [...files]);
    if (!result.ok) throw new Error("generation stopped");
    const file = (name: string) =>
      result.package.files.find((each) => each.path === `${version.directory}/${name}`)?.text ?? "";
    expect(file("src/types.ts")).toContain("export interface Place {");
    expect(file("src/types.ts")).not.toContain("ContactPlaces");
    expect(file("src/elements.ts")).toContain("export function parsePlace(");
    expect(file("README.md")).toContain(`| type | \`{${places}}Contact\` | \`Place\` | set in names.json |`);
    // Place is set, so the places Contact no longer clashes: no warning for it.
    expect(result.diagnostics.map((diagnostic) => diagnostic.message).join("\n")).not.toContain(
      `{${places}}Contact`,
    );
  });
});
