// Declarations by shape (generator/build/declarations-by-shape.ts): byte for byte the declaration emit of the
// whole module, or undefined (the module is emitted whole), never anything else.
import { describe, expect, it } from "vitest";
import { emitDeclarations } from "../../generator/build/compile.ts";
import { declarationInput } from "../../generator/build/declaration-input.ts";
import { declarationsByShape } from "../../generator/build/declarations-by-shape.ts";
import { statementBoundaries } from "../../generator/build/statement-boundaries.ts";
import { unformattedSchemaFiles, unformattedSyntheticFiles } from "../support/unformatted-files.ts";

/** The module's declarations by shape with a fresh cache, and how many times the emit ran. */
function byShape(file: string, text: string, everyShape: boolean) {
  let emits = 0;
  const result = declarationsByShape(
    declarationInput(text),
    (input) => {
      emits++;
      return emitDeclarations(file, input);
    },
    new Map(),
    everyShape,
  );
  return { result, emits };
}

describe("declarations by shape", () => {
  it("are the whole module's declarations for every module generate emits for schema/", async () => {
    const modules = (await unformattedSchemaFiles()).filter((file) => file.path.endsWith(".ts"));
    let byShapeCount = 0;
    for (const file of modules) {
      const { result } = byShape(file.path, file.text, true);
      if (result === undefined) continue;
      byShapeCount++;
      expect(result, file.path).toBe(emitDeclarations(file.path, declarationInput(file.text)));
    }
    // Not vacuous: types, elements and the services are put together by shape.
    expect(byShapeCount).toBeGreaterThanOrEqual(8);
  });

  it("are the whole module's declarations on a large regular schema, with an emit per shape", async () => {
    const modules = (await unformattedSyntheticFiles(120, 10)).filter((file) => file.path.endsWith(".ts"));
    const types = modules.find((file) => file.path.endsWith("src/types.ts"));
    const { result, emits } = byShape("src/types.ts", types?.text ?? "", false);
    expect(result).toBe(emitDeclarations("src/types.ts", declarationInput(types?.text ?? "")));
    expect(emits).toBeLessThan(statementBoundaries(types?.text ?? "").length / 4);
  });

  it("are left to the whole emit for a re-export, an import of another form, or a declaration it refuses", () => {
    const reexport =
      'import { a } from "../emit/a.ts";\n\nexport * from "../emit/b.ts";\n\nexport const c: number = 0;\n';
    expect(byShape("src/index.ts", reexport, true).result).toBeUndefined();
    const namespaceImport = 'import * as a from "../emit/a.ts";\n\nexport const c: a.T = 0;\n';
    expect(byShape("src/x.ts", namespaceImport, true).result).toBeUndefined();
    const inferred = "export const a = [1].map((v) => v + 1);\n\nexport const b: number = 0;\n";
    expect(byShape("src/x.ts", inferred, true).result).toBeUndefined();
  });
});
