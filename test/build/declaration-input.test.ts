// The smaller input of the .d.ts emit (generator/build/declaration-input.ts): function bodies and annotated
// constants' initializers left out, which must not change the declarations of any module generate emits.
import { beforeAll, describe, expect, it } from "vitest";
import { transpileDeclarations } from "../../generator/build/compile.ts";
import { declarationInput } from "../../generator/build/declaration-input.ts";
import type { EmittedFile } from "../../generator/emit/emit-package.ts";
import { unformattedSchemaFiles } from "../support/unformatted-files.ts";

/** Every module generate emits for schema/, unformatted, as the .d.ts emit gets them. */
let modules: EmittedFile[] = [];

beforeAll(async () => {
  modules = (await unformattedSchemaFiles()).filter((file) => file.path.endsWith(".ts"));
});

describe("declarationInput", () => {
  it("leaves the declarations of every module generate emits for schema/ as they are", () => {
    expect(modules.length).toBeGreaterThan(6);
    let shorter = 0;
    for (const module of modules) {
      const input = declarationInput(module.text);
      if (input.length < module.text.length) shorter++;
      expect(transpileDeclarations(module).text, module.path).toBe(transpileDeclarations(module, false).text);
    }
    // Not vacuous: most modules lose their bodies.
    expect(shorter).toBeGreaterThan(modules.length / 2);
  });

  it("replaces function bodies and annotated constants' initializers, whatever they hold", () => {
    const text = [
      'import { a } from "../emit/a.ts";',
      "/** Kept. */",
      "export function f(value: string, path = ''): { readonly nested: string } {",
      '    const pattern = /[{(]"\\/;/g;',
      "    return { nested: `${value}${`}${path}`}` + String(pattern) };",
      "}",
      "export function g(): void {",
      "}",
      "export const c: Record<string, number> = { a: 1, b: [2, (3)] };",
      "export const inferred = { a: 1 } as const;",
      "export const several: number = 1, other: number = 2;",
      "export interface I {",
      "    m(): void;",
      "}",
      "",
    ].join("\n");
    expect(declarationInput(text)).toBe(
      [
        'import { a } from "../emit/a.ts";',
        "/** Kept. */",
        "export function f(value: string, path = ''): { readonly nested: string } {}",
        "export function g(): void {}",
        "export const c: Record<string, number> = 0;",
        "export const inferred = { a: 1 } as const;",
        "export const several: number = 1, other: number = 2;",
        "export interface I {",
        "    m(): void;",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("leaves a text it cannot follow as it is", () => {
    const unbalanced = "export function f(): void {\n    return (1;\n}\n";
    expect(declarationInput(unbalanced)).toBe(unbalanced);
    const unterminated = "export function f(): void {\n    return `open;\n}\n";
    expect(declarationInput(unterminated)).toBe(unterminated);
  });
});
