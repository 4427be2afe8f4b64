import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../generator/cli.ts";

let stdout = "";
let stderr = "";
beforeEach(() => {
  stdout = "";
  stderr = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    stderr += `${args.join(" ")}\n`;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const diff = (...args: string[]) => main(["node", "xmlapi-codegen", "diff", ...args]);

interface JsonChange {
  readonly rule: string;
  readonly class: string;
  readonly subject: { readonly kind: string; readonly name: string };
}

describe("diff 14 15 (the real interface)", () => {
  it("reviews the version change: namespace once, operations by service, shared types matched", async () => {
    expect(await diff("14", "15", "--format", "json")).toBe(1);
    const document = JSON.parse(stdout) as { changes: JsonChange[] };
    const of = (rule: string) =>
      document.changes
        .filter((change) => change.rule === rule)
        .map((change) => change.subject.name)
        .sort();
    expect(of("namespace-changed")).toEqual(["http://xml.example.net/15/"]);
    expect(of("operation-removed")).toEqual([
      "NonStaticXMLAPI.CancelTransferBooking",
      "NonStaticXMLAPI.GetFeatures",
      "StaticXMLAPI.GetRoomTypes",
    ]);
    expect(of("operation-added")).toEqual([
      "NonStaticXMLAPI.AmendmentPriceRequest",
      "NonStaticXMLAPI.GetHotelNoteTypes",
      "NonStaticXMLAPI.GetLanguages",
      "NonStaticXMLAPI.GetMeals",
      "NonStaticXMLAPI.GetRoomNoteTypes",
      "NonStaticXMLAPI.GetThemes",
      "StaticXMLAPI.UpdateSpecialRequest",
    ]);
    // Types of both versions are matched across the namespaces, not removed and re-added.
    const touched = new Set(document.changes.map((change) => change.subject.name));
    for (const shared of ["BaseResult", "ErrorObject", "RoomType", "GetRoomTypesResult"])
      expect(touched).not.toContain(shared);
    expect(of("type-added")).toContain("Booking");
    // Result elements of the HTTP bindings belong to their operations, not to the global elements.
    expect(of("global-element-added")).toEqual(["BookV2", "BookV2Response"]);
  });

  it("prints markdown with the summary first", async () => {
    expect(await diff("14", "15", "--format", "markdown")).toBe(1);
    expect(stdout.startsWith("# Interface changes: 14 → 15\n")).toBe(true);
    expect(stdout).toContain("Unchanged named types present in both");
  });

  it("prints plain text when stdout is not a terminal", async () => {
    expect(await diff("14", "15")).toBe(1);
    expect(stdout).toMatch(/^Interface changes 14 -> 15: \d+ breaking/);
    expect(stdout).not.toContain("\u001b[");
  });
});

describe("diff exit codes", () => {
  it("is 0 below the fail level", async () => {
    expect(await diff("14", "15", "--fail-on", "none")).toBe(0);
    expect(await diff("15", "15", "--fail-on", "dangerous")).toBe(0);
    expect(stdout).toContain("No differences.");
  });

  it("is 0 for a revision of the schema against itself, read from git", async () => {
    expect(await diff("git:HEAD:15", "git:HEAD:15", "--format", "json")).toBe(0);
    expect((JSON.parse(stdout) as { changes: unknown[] }).changes).toEqual([]);
  });

  it("is 2 with diagnostics when a side cannot be read", async () => {
    expect(await diff("14", "no/such/schema.wsdl")).toBe(2);
    expect(stderr).toContain("no/such/schema.wsdl");
    expect(stdout).toBe("");
  });

  it("is 2 for an unknown format", async () => {
    expect(await diff("14", "15", "--format", "yaml")).toBe(2);
    expect(stderr).toContain("--format must be one of text, markdown, md, json, github, baseline");
  });
});

describe("diff output for people and CI", () => {
  it("takes md for markdown", async () => {
    expect(await diff("14", "15", "--format", "markdown")).toBe(1);
    const markdown = stdout;
    stdout = "";
    expect(await diff("14", "15", "--format", "md")).toBe(1);
    expect(stdout).toBe(markdown);
  });

  it("names the file, line and column of each change in text, relative to the working directory", async () => {
    expect(await diff("14", "15")).toBe(1);
    expect(stdout).toMatch(
      /operation AmendmentPriceRequest added [^\n]*\[operation-added\] schema\/15\/NonStaticXMLAPI\.wsdl:\d+:\d+\n/,
    );
    expect(stdout).toMatch(/\[operation-removed\] schema\/14\/NonStaticXMLAPI\.wsdl:\d+:\d+ \(old\)\n/);
  });

  it("prints GitHub annotations, one workflow command per change", async () => {
    expect(await diff("14", "15", "--format", "github")).toBe(1);
    const lines = stdout.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines)
      expect(line).toMatch(/^::(error|warning|notice) (file=[^,]+,line=\d+,col=\d+,)?title=[^:]+::\S/);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^::error file=schema\/14\/NonStaticXMLAPI\.wsdl,line=\d+,col=\d+,title=wire-breaking \(clients\) \[operation-removed\]::NonStaticXMLAPI\.CancelTransferBooking: /,
      ),
    );
  });

  it("leaves out the changes a baseline accepts, and notes entries that accept nothing", async () => {
    expect(await diff("14", "15", "--format", "baseline")).toBe(1);
    const accepted = stdout.split("\n").filter((line) => !line.includes("operation-removed"));
    const folder = await mkdtemp(path.join(tmpdir(), "xmlapi-baseline-"));
    try {
      const file = path.join(folder, "accepted.txt");
      await writeFile(file, `${accepted.join("\n")}\ntype-removed NoSuchType\n`);
      stdout = "";
      expect(await diff("14", "15", "--format", "json", "--baseline", file)).toBe(1);
      const document = JSON.parse(stdout) as { changes: JsonChange[]; summary: { total: number } };
      expect(new Set(document.changes.map((change) => change.rule))).toEqual(new Set(["operation-removed"]));
      expect(document.summary.total).toBe(3);
      expect(stderr).toMatch(/accepted\.txt:\d+: note: accepts no change of this diff\n/);
      await writeFile(
        file,
        `${accepted.join("\n")}\noperation-removed NonStaticXMLAPI.GetFeatures\noperation-removed NonStaticXMLAPI.CancelTransferBooking\noperation-removed StaticXMLAPI.GetRoomTypes\n`,
      );
      expect(await diff("14", "15", "--baseline", file)).toBe(0);
      await writeFile(file, "operation-removed a b c\n");
      expect(await diff("14", "15", "--baseline", file)).toBe(2);
      expect(stderr).toContain("accepted.txt:1: expected '<rule> <subject> [<path>]'");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
