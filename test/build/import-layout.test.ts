// Imports laid out without prettier (generator/build/import-layout.ts) must be what prettier makes of them, and
// anything else must be left to prettier.
import fc from "fast-check";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { layoutImports, type LaidOutImports } from "../../generator/build/import-layout.ts";

const prettier = (text: string) => format(text, { printWidth: 110, endOfLine: "lf", parser: "babel-ts" });

// Short all-lower-case words could be keywords.
const identifier = fc.stringMatching(/^[A-Za-z_$][\w$]{0,40}$/).filter((name) => !/^[a-z]{1,10}$/.test(name));
/** A specifier; `typed`: it may say `type` (not in an `import type`). */
const specifier = (typed: boolean) =>
  fc
    .tuple(fc.boolean(), identifier, fc.option(identifier, { nil: undefined }))
    .map(
      ([typeOnly, name, alias]) =>
        `${typed && typeOnly ? "type " : ""}${name}${alias === undefined ? "" : ` as ${alias}`}`,
    );
const importLine = fc
  .tuple(
    fc.boolean(),
    fc.array(specifier(true), { minLength: 1, maxLength: 12 }),
    fc.array(specifier(false), { minLength: 1, maxLength: 12 }),
    fc.stringMatching(/^\.\/[\w/.-]{0,60}$/),
  )
  .map(
    ([typeOnly, typed, plain, from]) =>
      `import ${typeOnly ? "type " : ""}{ ${(typeOnly ? plain : typed).join(", ")} } from "${from}";`,
  );
const commentLine = fc.stringMatching(/^\/\/( [\w@`.,:-]{1,30}){0,6}$/);
const rest = fc.constantFrom(
  "",
  "export const a = 1;\n",
  "/** A doc. */\nexport function f(value: string): string {\n      return value;\n}\n",
  "\n\n// note\nexport   type T = { a: string };\n",
);
const piece = fc
  .tuple(
    fc.array(fc.oneof({ arbitrary: importLine, weight: 4 }, commentLine, fc.constant("")), {
      minLength: 1,
      maxLength: 10,
    }),
    rest,
  )
  .map(([lines, after]) => `${lines.join("\n")}\n${after}`);

/** What prettier makes of a piece, from its laid-out imports and prettier's formatting of the rest. */
async function joined(laidOut: LaidOutImports): Promise<string> {
  return laidOut.imports + (laidOut.rest === "" ? "" : await prettier(laidOut.rest));
}

describe("imports laid out without prettier", () => {
  it("are what prettier makes of comments and one-line named imports, whatever follows them", async () => {
    let laidOut = 0;
    await fc.assert(
      fc.asyncProperty(piece, async (text) => {
        const mine = layoutImports(text);
        // Left to prettier (not counted): a piece whose imports are followed by a comment of what comes next.
        if (mine === undefined) return;
        laidOut++;
        expect(await joined(mine)).toBe(await prettier(text));
      }),
      { numRuns: 300 },
    );
    expect(laidOut).toBeGreaterThan(150);
  });

  it("breaks a list of names that does not fit, and never one name alone", async () => {
    const long = `import { ${Array.from({ length: 12 }, (_, index) => `Name${index}`).join(", ")} } from "./types.ts";`;
    const one = `import { ${"x".repeat(120)} } from "./types.ts";`;
    for (const text of [`// header\n\n${long}\n${one}\n`, `${long}\n`]) {
      const mine = layoutImports(text);
      expect(mine?.rest).toBe("");
      expect(mine?.imports).toBe(await prettier(text));
      expect(mine?.imports).toContain("{\n  Name0,\n");
    }
  });

  it("leaves to prettier what does not begin with comments and one-line named imports", () => {
    for (const text of [
      'import X from "./x.ts";\n',
      'import * as X from "./x.ts";\n',
      'import "./x.ts";\n',
      "/* block */\nimport { a } from './x.ts';\n",
      'import { a,b } from "./x.ts";\n',
      "// only a comment\n",
      'import { a } from "./x.ts";\n// the comment of what follows\nexport const b = 1;\n',
    ])
      expect(layoutImports(text), text).toBeUndefined();
  });
});
