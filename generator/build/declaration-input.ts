/**
 * The input of the `.d.ts` emit of a generated module, made smaller: the bodies of its top-level functions become
 * `{}` and the initializers of its top-level `const`s that have a type annotation become `0`, which the
 * declaration output does not depend on (`export declare function f(...): T;`, `export declare const c: T;`,
 * comments of the declarations kept). Parsing them was most of the time `transpileDeclaration` took on large
 * modules. Everything else (imports, interfaces, type aliases, classes, unannotated constants, whose types are
 * inferred from their initializers) is left as written.
 *
 * The scan is lexical (TypeScript's scanner): a top-level statement is recognised where a line starts, at
 * bracket depth 0, with its keyword, as printed by the emitter. Anything it does not follow with confidence (an
 * unterminated literal, unbalanced brackets, a constant with several declarators) leaves the text, or the
 * statement, as it is: the output is then the same, only made more slowly.
 */
import type { ts } from "ts-morph";
import { K, walkTokens } from "./token-walk.ts";

/** Tokens that can end a return type, so that a `{` after them opens the function's body. */
const typeEnds = new Set<ts.SyntaxKind>([
  K.Identifier,
  K.CloseParenToken,
  K.CloseBracketToken,
  K.CloseBraceToken,
  K.GreaterThanToken,
  K.StringLiteral,
  K.NumericLiteral,
  K.NoSubstitutionTemplateLiteral,
  K.VoidKeyword,
  K.StringKeyword,
  K.NumberKeyword,
  K.BooleanKeyword,
  K.UnknownKeyword,
  K.AnyKeyword,
  K.NeverKeyword,
  K.UndefinedKeyword,
  K.NullKeyword,
  K.ObjectKeyword,
  K.SymbolKeyword,
  K.BigIntKeyword,
  K.TrueKeyword,
  K.FalseKeyword,
  K.ThisKeyword,
]);

/** What the scan knows of the top-level statement it is in. */
type Statement =
  | { readonly kind: "other" }
  /** A function: `params` 0 before its parameters, 1 inside, 2 after them. */
  | { readonly kind: "function"; params: 0 | 1 | 2 }
  /** A `const`: `step` 0 after the keyword, 1 after its name, 2 in its annotation, 3 in its initializer. */
  | { readonly kind: "const"; step: 0 | 1 | 2 | 3; initializer: number; several: boolean };

/** A part of the text replaced: `[start, end)` by `text`. */
interface Cut {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The declaration input of `text`; see the module's comment. */
export function declarationInput(text: string): string {
  const cuts: Cut[] = [];
  let statement: Statement = { kind: "other" };
  let previous = K.Unknown;
  /** Where the body being skipped starts, or -1. */
  let body = -1;
  const followed = walkTokens(text, (token, scanner, depthBefore, depthAfter) => {
    const start = scanner.getTokenStart();
    if (depthBefore === 0 && (start === 0 || text.charCodeAt(start - 1) === 10)) {
      // A line starting at depth 0: a new statement where it starts with a declaration keyword.
      if (statement.kind === "const" && statement.step === 3) {
        // A constant whose end was not seen (no `;`): nothing cut.
        statement = { kind: "other" };
      }
      if (token === K.ExportKeyword || token === K.ImportKeyword || token === K.FunctionKeyword) {
        statement = { kind: "other" };
      }
    }
    if (depthBefore === 0 && body < 0) {
      if (token === K.FunctionKeyword && statement.kind === "other" && isStatementHead(previous))
        statement = { kind: "function", params: 0 };
      else if (token === K.ConstKeyword && statement.kind === "other" && isStatementHead(previous))
        statement = { kind: "const", step: 0, initializer: -1, several: false };
      else if (statement.kind === "const") {
        if (statement.step === 0) statement.step = token === K.Identifier ? 1 : 3;
        else if (statement.step === 1) {
          if (token === K.ColonToken) statement.step = 2;
          else statement = { kind: "other" };
        } else if (statement.step === 2 && token === K.EqualsToken) {
          statement.step = 3;
          statement.initializer = start;
        } else if (statement.step === 3 && token === K.CommaToken) statement.several = true;
        else if (statement.step === 3 && token === K.SemicolonToken) {
          if (statement.initializer >= 0 && !statement.several)
            cuts.push({ start: statement.initializer, end: start, text: "= 0" });
          statement = { kind: "other" };
        }
      } else if (statement.kind === "function" && token === K.OpenBraceToken && statement.params === 2) {
        if (typeEnds.has(previous)) body = start;
      }
    }
    if (
      token === K.OpenParenToken &&
      depthBefore === 0 &&
      statement.kind === "function" &&
      statement.params === 0
    )
      statement.params = 1;
    else if (
      token === K.CloseParenToken &&
      depthAfter === 0 &&
      statement.kind === "function" &&
      statement.params === 1
    )
      statement.params = 2;
    else if (token === K.CloseBraceToken && depthAfter === 0 && body >= 0) {
      cuts.push({ start: body, end: scanner.getTokenEnd(), text: "{}" });
      body = -1;
      statement = { kind: "other" };
    }
    previous = token;
  });
  if (!followed || body >= 0) return text;
  if (cuts.length === 0) return text;
  let result = "";
  let end = 0;
  for (const cut of cuts) {
    result += text.slice(end, cut.start) + cut.text;
    end = cut.end;
  }
  return result + text.slice(end);
}

/** Whether a `function` or `const` after `previous` starts the statement (after `export`, or first). */
function isStatementHead(previous: ts.SyntaxKind): boolean {
  return (
    previous === K.ExportKeyword ||
    previous === K.Unknown ||
    previous === K.SemicolonToken ||
    previous === K.CloseBraceToken
  );
}
