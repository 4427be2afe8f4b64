import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { main } from "../../generator/cli.ts";
import { defaultSchemaRoot } from "../../generator/config.ts";
import { checkSchemaDirectory } from "../../generator/xsd-validate/index.ts";

const scratch = await mkdtemp(path.join(tmpdir(), "schema-valid-"));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Copies schema/ and applies text replacements, each of which must hit. */
async function brokenCopy(edits: readonly { file: string; from: string; to: string }[]): Promise<string> {
  const root = path.join(scratch, `copy-${Math.random().toString(36).slice(2)}`);
  await cp(defaultSchemaRoot, root, { recursive: true });
  for (const edit of edits) {
    const file = path.join(root, edit.file);
    const text = await readFile(file, "utf8");
    if (!text.includes(edit.from)) throw new Error(`${edit.file} does not contain ${edit.from}`);
    await writeFile(file, text.replace(edit.from, edit.to));
  }
  return root;
}

const lineOf = (text: string, needle: string): number => text.slice(0, text.indexOf(needle)).split("\n").length;

describe("schema/ under libxml2", () => {
  it("every XSD compiles, every WSDL is valid WSDL 1.1 and its embedded schema compiles", async () => {
    const report = await checkSchemaDirectory(defaultSchemaRoot);
    expect(report.issues).toEqual([]);
    expect(report.wsdlFiles).toEqual([
      "14/NonStaticXMLAPI.wsdl",
      "14/StaticXMLAPI.wsdl",
      "15/NonStaticXMLAPI.wsdl",
      "15/StaticXMLAPI.wsdl",
    ]);
    expect(report.xsdFiles).toEqual(["14/types.xsd", "15/types.xsd"]);
  });

  it("reports a broken type reference, a misspelt binding element and a missing import with file and line", async () => {
    const root = await brokenCopy([
      { file: "15/types.xsd", from: 'type="tns:ArrayOfRoomType"', to: 'type="tns:ArrayOfRoomTypo"' },
      { file: "14/StaticXMLAPI.wsdl", from: "<soap12:operation ", to: "<soap12:operaton " },
      { file: "15/NonStaticXMLAPI.wsdl", from: 'schemaLocation="types.xsd"', to: 'schemaLocation="missing.xsd"' },
    ]);
    const report = await checkSchemaDirectory(root);
    const errors = report.issues.filter((issue) => issue.severity === "error");
    const located = (file: string, needle: string) =>
      readFile(path.join(root, file), "utf8").then((text) => ({ fileName: path.join(root, file), line: lineOf(text, needle) }));
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...(await located("15/types.xsd", "ArrayOfRoomTypo")), message: expect.stringContaining("ArrayOfRoomTypo") }),
        expect.objectContaining({ ...(await located("14/StaticXMLAPI.wsdl", "operaton")), message: expect.stringContaining("operaton") }),
        expect.objectContaining({ ...(await located("15/NonStaticXMLAPI.wsdl", "missing.xsd")), message: expect.stringContaining("missing.xsd") }),
      ]),
    );
  });

  it("validate-schema prints file:line errors and exits 1 on a broken schema, 0 on schema/", async () => {
    const root = await brokenCopy([{ file: "14/types.xsd", from: 'name="sharedRoom" type="s:int"', to: 'name="sharedRoom" type="s:integr"' }]);
    const errorLines: string[] = [];
    const outLines: string[] = [];
    const error = vi.spyOn(console, "error").mockImplementation((line: string) => errorLines.push(line));
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => outLines.push(line));
    try {
      expect(await main(["node", "xmlapi-codegen", "validate-schema", "--schema", root])).toBe(1);
      const typesXsd = await readFile(path.join(root, "14/types.xsd"), "utf8");
      const expectedPrefix = `${path.relative(process.cwd(), path.join(root, "14/types.xsd"))}:${lineOf(typesXsd, "s:integr")}: error:`;
      expect(errorLines.some((line) => line.startsWith(expectedPrefix)), errorLines.join("\n")).toBe(true);
      expect(outLines.at(-1)).toMatch(/error\(s\)/);
      errorLines.length = 0;
      expect(await main(["node", "xmlapi-codegen", "validate-schema"])).toBe(0);
      expect(errorLines).toEqual([]);
      expect(outLines.at(-1)).toBe("validate-schema: 4 WSDL, 2 XSD under schema/: valid (libxml2)");
    } finally {
      error.mockRestore();
      log.mockRestore();
    }
  });
});
