/**
 * A lexical walk of generated TypeScript, for the passes that need its top-level structure without parsing it
 * (statement boundaries, declaration input): TypeScript's scanner, told what it cannot tell alone from the
 * tokens before (a `/` that starts a regular expression, a `}` that continues a template literal), with the
 * brackets counted.
 */
import { ts } from "ts-morph";

/** Tokens after which a `/` is division (as after a name); after anything else it starts a regular expression. */
const valueEnds = new Set<ts.SyntaxKind>([
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

/** Keywords after which a `/` starts a regular expression. */
const operatorKeywords = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.ReturnKeyword,
  ts.SyntaxKind.TypeOfKeyword,
  ts.SyntaxKind.CaseKeyword,
  ts.SyntaxKind.DoKeyword,
  ts.SyntaxKind.ElseKeyword,
  ts.SyntaxKind.InKeyword,
  ts.SyntaxKind.InstanceOfKeyword,
  ts.SyntaxKind.NewKeyword,
  ts.SyntaxKind.DeleteKeyword,
  ts.SyntaxKind.VoidKeyword,
  ts.SyntaxKind.ThrowKeyword,
  ts.SyntaxKind.YieldKeyword,
  ts.SyntaxKind.AwaitKeyword,
  ts.SyntaxKind.OfKeyword,
]);

/** Whether a `/` after a token of kind `previous` is division (else it starts a regular expression). */
export function divides(previous: ts.SyntaxKind): boolean {
  return (
    valueEnds.has(previous) ||
    ((previous === ts.SyntaxKind.Identifier ||
      previous === ts.SyntaxKind.PrivateIdentifier ||
      (previous >= ts.SyntaxKind.FirstKeyword && previous <= ts.SyntaxKind.LastKeyword)) &&
      !operatorKeywords.has(previous))
  );
}

/**
 * Calls `visit` with each token of `text` once the scanner has read it whole (a regular expression, a template
 * continuation), and the number of brackets open before and after it. Returns false, having stopped, when the
 * text cannot be followed with confidence (a scanner error, brackets that do not match, some left open).
 */
export function walkTokens(
  text: string,
  visit: (token: ts.SyntaxKind, scanner: ts.Scanner, depthBefore: number, depthAfter: number) => void,
): boolean {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  let failed = false;
  scanner.setOnError(() => {
    failed = true;
  });
  // Open brackets: `{` `(` `[`, and `${` of a template literal (`t`).
  const open: string[] = [];
  let previous = ts.SyntaxKind.Unknown;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (failed) return false;
    const depthBefore = open.length;
    switch (token) {
      case ts.SyntaxKind.OpenBraceToken:
        open.push("{");
        break;
      case ts.SyntaxKind.OpenParenToken:
        open.push("(");
        break;
      case ts.SyntaxKind.OpenBracketToken:
        open.push("[");
        break;
      case ts.SyntaxKind.TemplateHead:
        open.push("t");
        break;
      case ts.SyntaxKind.CloseParenToken:
        if (open.pop() !== "(") return false;
        break;
      case ts.SyntaxKind.CloseBracketToken:
        if (open.pop() !== "[") return false;
        break;
      case ts.SyntaxKind.CloseBraceToken: {
        const top = open.pop();
        if (top === "t") {
          token = scanner.reScanTemplateToken(false);
          if (token === ts.SyntaxKind.TemplateMiddle) open.push("t");
          else if (token !== ts.SyntaxKind.TemplateTail) return false;
        } else if (top !== "{") return false;
        break;
      }
      case ts.SyntaxKind.SlashToken:
      case ts.SyntaxKind.SlashEqualsToken:
        if (!divides(previous)) token = scanner.reScanSlashToken();
        break;
      default:
        break;
    }
    visit(token, scanner, depthBefore, open.length);
    previous = token;
  }
  return !failed && open.length === 0;
}
