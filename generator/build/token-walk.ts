/**
 * A lexical walk of generated TypeScript, for the passes that need its top-level structure without parsing it
 * (statement boundaries, the cutting of blocks): TypeScript's scanner, told what it cannot tell alone from the
 * tokens before (a `/` that starts a regular expression, a `}` that continues a template literal), with the
 * brackets counted.
 */
import { ts } from "ts-morph";

/**
 * `ts.SyntaxKind`, read once for every token loop: the bundled compiler exports its members as getters, which
 * a loop reading `ts.SyntaxKind.X` would call per token.
 */
export const K = ts.SyntaxKind;

/** Tokens after which a `/` is division (as after a name); after anything else it starts a regular expression. */
const valueEnds = new Set<ts.SyntaxKind>([
  K.NumericLiteral,
  K.BigIntLiteral,
  K.StringLiteral,
  K.RegularExpressionLiteral,
  K.NoSubstitutionTemplateLiteral,
  K.TemplateTail,
  K.CloseParenToken,
  K.CloseBracketToken,
  K.CloseBraceToken,
  K.PlusPlusToken,
  K.MinusMinusToken,
]);

/** Keywords after which a `/` starts a regular expression. */
const operatorKeywords = new Set<ts.SyntaxKind>([
  K.ReturnKeyword,
  K.TypeOfKeyword,
  K.CaseKeyword,
  K.DoKeyword,
  K.ElseKeyword,
  K.InKeyword,
  K.InstanceOfKeyword,
  K.NewKeyword,
  K.DeleteKeyword,
  K.VoidKeyword,
  K.ThrowKeyword,
  K.YieldKeyword,
  K.AwaitKeyword,
  K.OfKeyword,
]);

/** Whether a `/` after a token of kind `previous` is division (else it starts a regular expression). */
export function divides(previous: ts.SyntaxKind): boolean {
  return (
    valueEnds.has(previous) ||
    ((previous === K.Identifier ||
      previous === K.PrivateIdentifier ||
      (previous >= K.FirstKeyword && previous <= K.LastKeyword)) &&
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
  let previous = K.Unknown;
  for (let token = scanner.scan(); token !== K.EndOfFileToken; token = scanner.scan()) {
    if (failed) return false;
    const depthBefore = open.length;
    switch (token) {
      case K.OpenBraceToken:
        open.push("{");
        break;
      case K.OpenParenToken:
        open.push("(");
        break;
      case K.OpenBracketToken:
        open.push("[");
        break;
      case K.TemplateHead:
        open.push("t");
        break;
      case K.CloseParenToken:
        if (open.pop() !== "(") return false;
        break;
      case K.CloseBracketToken:
        if (open.pop() !== "[") return false;
        break;
      case K.CloseBraceToken: {
        const top = open.pop();
        if (top === "t") {
          token = scanner.reScanTemplateToken(false);
          if (token === K.TemplateMiddle) open.push("t");
          else if (token !== K.TemplateTail) return false;
        } else if (top !== "{") return false;
        break;
      }
      case K.SlashToken:
      case K.SlashEqualsToken:
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
