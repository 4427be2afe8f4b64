import { describe, expect, it } from "vitest";
import { formatDiagnostic, sortDiagnostics, type Diagnostic } from "../generator/diagnostics.ts";

const at = (file: string, line: number, column: number) => ({ file, line, column });

describe("formatDiagnostic", () => {
  it("prints file:line:column, severity and message", () => {
    const diagnostic: Diagnostic = {
      severity: "error",
      message: "unknown type 'x'",
      location: at("a.xsd", 3, 7),
    };
    expect(formatDiagnostic(diagnostic)).toBe("a.xsd:3:7: error: unknown type 'x'");
  });

  it("names the other end on a second line", () => {
    const diagnostic: Diagnostic = {
      severity: "error",
      message: "duplicate type 'T'",
      location: at("b.xsd", 9, 2),
      related: { message: "first declared here", location: at("a.xsd", 1, 1) },
    };
    expect(formatDiagnostic(diagnostic)).toBe(
      "b.xsd:9:2: error: duplicate type 'T'\n  a.xsd:1:1: first declared here",
    );
  });
});

describe("sortDiagnostics", () => {
  it("orders by file, line, column", () => {
    const make = (file: string, line: number, column: number): Diagnostic => ({
      severity: "error",
      message: "m",
      location: at(file, line, column),
    });
    const sorted = sortDiagnostics([make("b", 1, 1), make("a", 2, 1), make("a", 1, 5), make("a", 1, 2)]);
    expect(sorted.map((d) => `${d.location.file}:${d.location.line}:${d.location.column}`)).toEqual([
      "a:1:2",
      "a:1:5",
      "a:2:1",
      "b:1:1",
    ]);
  });
});
