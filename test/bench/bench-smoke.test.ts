// Runs the benchmark's quick mode as a child process, as CI may. No timing is asserted: only that it
// finishes and prints every scenario row, each with a measured number or an explicit reason for none.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");

/** Every row quick mode must print: scenario prefix and peer, in table order of groups. */
const expectedRows: readonly (readonly [string, string])[] = [
  ...["GetMeals", "AmendmentPriceRequest"].flatMap((operation) =>
    ["raw saxes", "node-soap", "fast-xml-parser", "ours through saxes"].map(
      (peer) => [`deserialize ${operation}`, peer] as const,
    ),
  ),
  ...["GetMeals", "AmendmentPriceRequest"].flatMap((operation) =>
    ["template strings", "template strings, checked", "node-soap", "xmlbuilder2"].map(
      (peer) => [`serialize ${operation}`, peer] as const,
    ),
  ),
  ["deserialize Record (choices, wildcards, headers)", "raw saxes"],
  ["deserialize Record (choices, wildcards, headers)", "node-soap"],
  ["serialize Record (choices, wildcards, headers)", "node-soap"],
  ["server GetMeals SOAP 1.1", "bare node:http"],
  ["server GetMeals SOAP 1.1", "node-soap"],
  ["server p99 latency", "bare node:http"],
  ["server p99 latency", "node-soap"],
  ["server CPU time per request", "bare node:http"],
  ["server CPU time per request", "node-soap"],
  ["client GetMeals SOAP 1.1", "node-soap"],
  ...["GetMeals", "AmendmentPriceRequest"].flatMap((operation) =>
    ["node-soap", "fast-xml-parser", "raw saxes"].map(
      (peer) => [`peak RSS deserialize ${operation}`, peer] as const,
    ),
  ),
  ["streaming GetMeals meals", "raw saxes"],
  ["generate schema/", "-"],
  ["generate synthetic WSDL", "wsdl-tsclient"],
  ["generator growth", "-"],
  ["generate vendor-shaped WSDL", "wsdl-tsclient"],
  ["generate vendor-shaped WSDL, after a schema change", "wsdl-tsclient"],
  ["peak RSS generate vendor-shaped WSDL", "wsdl-tsclient"],
  ["generate JAX-WS-shaped WSDL", "wsdl-tsclient"],
  ["peak RSS generate JAX-WS-shaped WSDL", "wsdl-tsclient"],
];

const number = /\d[\d,]*(\.\d+)?\s*(MB\/s|req\/s|calls\/s|ms|µs|MB|s|x)\b/;
const reason = /not available yet|peer not installed/;

describe("npm run bench -- --quick", () => {
  it("finishes and prints every scenario row with a figure", { timeout: 600_000 }, async () => {
    const { stdout } = await run(
      process.execPath,
      ["--expose-gc", "--no-flush-bytecode", "--import", "tsx", "test/bench/run.ts", "--quick"],
      { cwd: repositoryRoot, maxBuffer: 16 << 20 },
    );
    const rows = stdout
      .split("\n")
      .filter((line) => line.startsWith("| ") && !line.startsWith("| scenario"))
      .map((line) => line.split("|").map((cell) => cell.trim()));
    for (const [scenario, peer] of expectedRows) {
      const matching = rows.filter((cells) => cells[1]?.startsWith(scenario) && cells[4]?.startsWith(peer));
      expect(matching.length, `${scenario} vs ${peer}`).toBeGreaterThan(0);
      for (const cells of matching) {
        const [, , , ours = "", peerCell = ""] = cells;
        // A peer that is installed is always measured; ours is measured or says why not.
        expect(peerCell === "-" || number.test(peerCell) || reason.test(peerCell), peerCell).toBe(true);
        expect(number.test(ours) || reason.test(ours), `${scenario}: ${ours}`).toBe(true);
      }
    }
    // The serialize target is against the checked template at every size; the plain template is information.
    const serializeTargets = (peer: string) =>
      new Set(
        rows
          .filter((cells) => cells[1]?.startsWith("serialize ") && cells[4]?.startsWith(`${peer}:`))
          .map((cells) => cells[6]),
      );
    expect(serializeTargets("template strings, checked")).toEqual(new Set([">= 0.8x"]));
    expect(serializeTargets("template strings")).toEqual(new Set(["-"]));
    expect(stdout).toMatch(/^targets: \d+ met, \d+ missed/m);
  });
});
