// The scanner of generator/build/token-walk.ts against TypeScript's own, which it replaces: the same tokens at
// the same places (kinds by TypeScript's names where ours has them), and the same leading comments.
import { readFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { K, walkTokens, type TokenKind } from "../../generator/build/token-walk.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");

const ourNames = new Map<TokenKind, string>(
  Object.entries(K).map(([name, kind]): [TokenKind, string] => [kind, name]),
);

interface Walk {
  readonly tokens: readonly string[];
  readonly comments: readonly string[];
}

function ours(text: string): Walk | undefined {
  const tokens: string[] = [];
  const comments: string[] = [];
  const followed = walkTokens(text, {
    token: (kind, start, end, before, after) =>
      tokens.push(`${ourNames.get(kind) ?? "?"} ${text.slice(start, end)} ${before}>${after}`),
    comment: (start, end) => comments.push(`${start} ${text.slice(start, end)}`),
  });
  return followed ? { tokens, comments } : undefined;
}

/** A kind of TypeScript's as ours names it: its own name where ours has one, else the class of token. */
const typescriptNames = new Map<number, string>(
  Object.keys(K).flatMap((name): [number, string][] => {
    const kind = (ts.SyntaxKind as unknown as Record<string, number | undefined>)[name];
    return kind === undefined ? [] : [[kind, name]];
  }),
);

function ourName(kind: ts.SyntaxKind): string {
  const name = typescriptNames.get(kind);
  if (name !== undefined) return name;
  return kind >= ts.SyntaxKind.FirstKeyword && kind <= ts.SyntaxKind.LastKeyword
    ? "OtherKeyword"
    : "OtherPunctuation";
}

/** The walk as TypeScript's scanner makes it, rescanning where the tokens before tell (see token-walk.ts). */
function typescripts(text: string): Walk | undefined {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  let failed = false;
  scanner.setOnError(() => {
    failed = true;
  });
  const tokens: string[] = [];
  const comments: string[] = [];
  const open: string[] = [];
  let previous = ts.SyntaxKind.Unknown;
  let triviaStart = 0;
  const valueEnds = new Set([
    ts.SyntaxKind.NumericLiteral,
    ts.SyntaxKind.BigIntLiteral,
    ts.SyntaxKind.StringLiteral,
    ts.SyntaxKind.RegularExpressionLiteral,
    ts.SyntaxKind.NoSubstitutionTemplateLiteral,
    ts.SyntaxKind.TemplateTail,
    ts.SyntaxKind.CloseParenToken,
    ts.SyntaxKind.CloseBracketToken,
    ts.SyntaxKind.CloseBraceToken,
    ts.SyntaxKind.PlusPlusToken,
    ts.SyntaxKind.MinusMinusToken,
  ]);
  const operatorWords = new Set(["return", "typeof", "case", "do", "else", "in", "instanceof", "new"]);
  for (const word of ["delete", "void", "throw", "yield", "await", "of"]) operatorWords.add(word);
  const divides = (kind: ts.SyntaxKind, word: string) =>
    valueEnds.has(kind) ||
    ((kind === ts.SyntaxKind.Identifier ||
      kind === ts.SyntaxKind.PrivateIdentifier ||
      (kind >= ts.SyntaxKind.FirstKeyword && kind <= ts.SyntaxKind.LastKeyword)) &&
      !operatorWords.has(word));
  let previousText = "";
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    for (const range of ts.getLeadingCommentRanges(text, triviaStart) ?? [])
      comments.push(`${range.pos} ${text.slice(range.pos, range.end)}`);
    const before = open.length;
    if (token === ts.SyntaxKind.OpenBraceToken) open.push("{");
    else if (token === ts.SyntaxKind.OpenParenToken) open.push("(");
    else if (token === ts.SyntaxKind.OpenBracketToken) open.push("[");
    else if (token === ts.SyntaxKind.TemplateHead) open.push("t");
    else if (token === ts.SyntaxKind.CloseParenToken || token === ts.SyntaxKind.CloseBracketToken) open.pop();
    else if (token === ts.SyntaxKind.CloseBraceToken && open.pop() === "t") {
      token = scanner.reScanTemplateToken(false);
      if (token === ts.SyntaxKind.TemplateMiddle) open.push("t");
    } else if (
      (token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) &&
      !divides(previous, previousText)
    )
      token = scanner.reScanSlashToken();
    if (failed) return undefined;
    tokens.push(`${ourName(token)} ${scanner.getTokenText()} ${before}>${open.length}`);
    previous = token;
    previousText = scanner.getTokenText();
    triviaStart = scanner.getTokenEnd();
  }
  for (const range of ts.getLeadingCommentRanges(text, triviaStart) ?? [])
    comments.push(`${range.pos} ${text.slice(range.pos, range.end)}`);
  return failed || open.length > 0 ? undefined : { tokens, comments };
}

const tricky = [
  "const a = b / c / d; const r = /[/]\\/x/gi.test(s) ? 1 : x /= 2;",
  "return /a+/.exec(t); typeof /x/; case /y/: x++ / 2; y-- / 3; (a) / b; [a] / b;",
  "const t = `a${b}c${`d${e}f`}g` + `plain` + `x${{ a: 1 }.a}y`;",
  "type A = Map<string, Array<Set<number>>>; a >= b; a >> 2; c >>>= 1; x => y; a ?? b; a?.b; c ? .5 : 1;",
  "const n = [1, 1.5, .5, 1e10, 1E-7, 0x1F, 0b101, 1_000, 10n, 0xFFn];",
  "x; // trailing\n// leading\n/** doc */ export const y = 1; /* same line */ z;\n\n/* last */",
  "class C { #secret = 1; get value() { return this.#secret; } static async *gen() { yield* [1]; } }",
  'const s = \'it\\\'s\' + "say \\"hi\\"" + \'ü€\' + "\\\n";\nlet ünïcode = 1; const $x_1 = ünïcode;',
  'declare module "m" { export type K = keyof typeof o; interface I { readonly [k: string]: unknown } }',
  "a &&= b; a ||= c; a ??= d; a **= 2; a <<= 1; a === b !== c; ...rest; @decorator class D {}",
];

describe("the scanner of generated code", () => {
  it("reads tricky text as TypeScript's scanner does", () => {
    for (const text of tricky) expect(ours(text), text).toEqual(typescripts(text));
  });

  it("reads every TypeScript module of the repository as TypeScript's scanner does", async () => {
    const files = execFileSync("git", ["ls-files", "*.ts"], { cwd: repositoryRoot, encoding: "utf8" })
      .split("\n")
      .filter((file) => file !== "");
    expect(files.length).toBeGreaterThan(300);
    for (const file of files) {
      const text = await readFile(path.join(repositoryRoot, file), "utf8");
      expect(ours(text), file).toEqual(typescripts(text));
    }
  });

  it("gives up where the text cannot be followed", () => {
    for (const text of ["'open", "`open ${a}", "/* open", "a)", "(a]", "{", "const a = 1 \u0001;"])
      expect(ours(text), text).toBeUndefined();
  });
});
