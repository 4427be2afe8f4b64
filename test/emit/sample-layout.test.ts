// Mock handlers laid out by the emitter (generator/emit/sample-layout.ts) must be byte for byte what prettier makes
// of them: each laid-out handler is compared with prettier's formatting of the handler as the emitter writes it,
// and what the layout leaves to prettier is left out of the comparison but counted, so the test is not vacuous.
import fc from "fast-check";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { laidOutHandler, laidOutProperty } from "../../generator/emit/sample-layout.ts";
import { sampleLiteral } from "../../generator/emit/sample-literal.ts";
import type { SampleValue } from "../../generator/samples/sample-values.ts";

const prettier = (text: string) => format(text, { printWidth: 110, endOfLine: "lf", parser: "babel-ts" });

/** prettier's lines of the handler `name`, as the mock file's handlers object holds it. */
async function prettierHandler(name: string, value: SampleValue | undefined): Promise<string> {
  const body = value === undefined ? "undefined" : sampleLiteral(value);
  const formatted = await prettier(`export const Mock: Handlers = {\n${name}: async () => (${body}),\n};\n`);
  return formatted.split("\n").slice(1, -2).join("\n");
}

/**
 * prettier's line of property `name` of a sample constant, as the service module holds it; `shifted`: of one
 * whose declaration is too long to end with `{`, which prettier moves to the next line.
 */
async function prettierProperty(
  name: string,
  value: SampleValue | undefined,
  shifted = false,
): Promise<string> {
  const body = value === undefined ? "undefined" : sampleLiteral(value);
  const type = shifted
    ? `OperationSample<${"Request".repeat(5)}, ${"Response".repeat(4)}>`
    : "OperationSample<X, Y>";
  const formatted = await prettier(`export const XSample: ${type} = {\n${name}: ${body},\nother: 0,\n};\n`);
  const lines = formatted.split("\n");
  expect(lines[1]).toBe(shifted ? "  {" : lines[1]);
  return lines.slice(shifted ? 2 : 1, -3).join("\n");
}

const key = fc.oneof(
  fc.constantFrom("id", "name", "status", "$any", "$type", "value", "x"),
  fc.stringMatching(/^[a-z][A-Za-z0-9]{0,30}$/),
  fc.constantFrom("not-an-identifier", "a b"),
);
const scalar: fc.Arbitrary<SampleValue> = fc.oneof(
  fc.constantFrom("Value0", "name 18", "2026-05-24", "217.55", "", "it's", 'say "hi"', "back\\slash", "näme"),
  fc.string({ maxLength: 120 }),
  fc.integer({ min: -1000, max: 100000 }),
  fc.constantFrom(1e21, 1.5e-7, 0.5, -0),
  fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(new Uint8Array([1, 2, 3])),
);
const value: fc.Arbitrary<SampleValue> = fc.letrec<{ value: SampleValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie("value")), { maxLength: 7 }).map((entries) => Object.fromEntries(entries)),
  ),
})).value;

describe("laidOutHandler", () => {
  it("lays out a handler as prettier does, or leaves it to prettier", async () => {
    let laidOut = 0;
    let left = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[a-z][A-Za-z0-9]{0,60}$/),
        fc.option(value, { nil: undefined }),
        async (name, sample) => {
          const mine = laidOutHandler(name, sample);
          if (mine === undefined) left++;
          else {
            laidOut++;
            expect(mine).toBe(await prettierHandler(name, sample));
          }
        },
      ),
      { numRuns: 600 },
    );
    expect(laidOut).toBeGreaterThan(200);
    expect(left).toBeGreaterThan(0);
  });

  it("lays out the shapes mock samples take: lists of objects broken, short groups on one line", async () => {
    const item = (index: number) => ({ id: index, name: `name ${index}`, tag: [] });
    const samples: SampleValue[] = [
      { status: "Warning", problem: [item(1), item(2), item(3)], requestId: "requestId 14" },
      { features: [item(1), null, item(2)] },
      [item(1), item(2)],
      [{ id: 1 }, { id: 2 }],
      { amount: { value: "217.55", currency: "AUD" }, id: 9007199254741010n, validFrom: "2026-05-24" },
      "a string",
      {},
      [],
    ];
    for (const sample of samples)
      expect(laidOutHandler("getThing", sample)).toBe(await prettierHandler("getThing", sample));
  });
});

describe("laidOutProperty", () => {
  it("lays out a sample constant's property as prettier does, or leaves it to prettier", async () => {
    let laidOut = 0;
    let left = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("request", "result"),
        fc.option(value, { nil: undefined }),
        fc.boolean(),
        async (name, sample, shifted) => {
          const mine = laidOutProperty(name, sample, shifted ? 4 : 2);
          if (mine === undefined) left++;
          else {
            laidOut++;
            expect(mine).toBe(await prettierProperty(name, sample, shifted));
          }
        },
      ),
      { numRuns: 400 },
    );
    expect(laidOut).toBeGreaterThan(150);
    expect(left).toBeGreaterThan(0);
  });
});
