import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main } from "../../generator/cli.ts";

const fixtures = path.resolve(import.meta.dirname, "..", "fixtures", "reader");

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, "log").mockImplementation((text: string) => out.push(text));
  vi.spyOn(console, "error").mockImplementation((text: string) => err.push(text));
  const code = await main(["node", "xmlapi-codegen", "dump", ...args]);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("dump", () => {
  afterEach(() => vi.restoreAllMocks());

  it("prints a file's model as JSON with keys sorted at every level", async () => {
    const { code, out, err } = await run(path.join(fixtures, "simple-types", "main.xsd"));
    expect({ code, err }).toEqual({ code: 0, err: "" });
    expect(
      out.startsWith('{\n  "elements": [],\n  "files": [\n    "main.xsd"\n  ],\n  "kind": "model",'),
    ).toBe(true);
    const model = JSON.parse(out) as { types: { id: string; variety: Record<string, unknown> }[] };
    expect(model.types.map((type) => type.id)[0]).toBe("{urn:t}Amount");
    expect(Object.keys(model.types[0]?.variety ?? {})).toEqual(["base", "builtin", "facets", "kind"]);
  });

  it("prints every interface version keyed by version when no target is given", async () => {
    const { code, out } = await run();
    expect(code).toBe(0);
    expect(Object.keys(JSON.parse(out) as object)).toEqual(["14", "15"]);
  });

  it("exits 2 with the diagnostics when the input cannot be read", async () => {
    const { code, out, err } = await run(path.join(fixtures, "unresolved-references", "main.xsd"));
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toContain(
      "main.xsd:5:7: error: xs:element 'a' in '{urn:t}T' refers to type '{urn:t}Missing', which is not declared",
    );
  });

  it("exits 2 for an unknown interface version", async () => {
    const { code, err } = await run("99");
    expect(code).toBe(2);
    expect(err).toContain("interface version '99' is not in interfaces.json (known: 14, 15)");
  });

  describe("--names", () => {
    const clashes = path.resolve(import.meta.dirname, "..", "fixtures", "emit", "name-clashes", "people.xsd");
    const people = "urn:emit:name-clashes:people";
    let scratch = "";
    afterEach(async () => {
      if (scratch !== "") await rm(scratch, { recursive: true, force: true });
    });
    const namesFile = async (text: string) => {
      scratch = await mkdtemp(path.join(tmpdir(), "names-"));
      const file = path.join(scratch, "names.json");
      await writeFile(file, text);
      return file;
    };

    it("prints every TypeScript name in the names file's format, with the renames' warnings", async () => {
      const { code, out, err } = await run(clashes, "--names");
      expect(code).toBe(0);
      const names = JSON.parse(out) as Record<string, Record<string, unknown>>;
      expect(Object.keys(names)).toEqual(["elements", "members", "operations", "services", "types"]);
      expect(names["types"]).toMatchObject({
        [`{${people}}Status`]: "Status",
        [`{${people}}status`]: "Status2",
      });
      expect(names["members"]?.[`{${people}}Contact`]).toMatchObject({
        note: "note",
        "@note": "noteAttribute",
      });
      expect(err).toContain(`people.xsd:25:3: warning: xs:simpleType {${people}}status is named "Status2"`);
    });

    it("applies a names file", async () => {
      const file = await namesFile(
        JSON.stringify({
          types: { [`{${people}}status`]: "StatusCode" },
          members: { [`{${people}}Contact`]: { "@note": "remark" } },
        }),
      );
      const { code, out } = await run(clashes, "--names", file);
      expect(code).toBe(0);
      const names = JSON.parse(out) as {
        types: Record<string, string>;
        members: Record<string, Record<string, string>>;
      };
      expect(names.types[`{${people}}status`]).toBe("StatusCode");
      expect(names.members[`{${people}}Contact`]?.["@note"]).toBe("remark");
    });

    it("exits 2 at the line of a bad entry", async () => {
      const file = await namesFile('{\n  "types": {\n    "{urn:x}A": "not-a-name"\n  }\n}\n');
      const { code, out, err } = await run(clashes, "--names", file);
      expect({ code, out }).toEqual({ code: 2, out: "" });
      expect(err).toMatch(/names\.json:3:5: error: the name of \{urn:x\}A must be a TypeScript identifier/);
    });
  });
});
