/**
 * Splits a large generated TypeScript module into pieces at top-level statement boundaries, so that prettier
 * can format the pieces on several threads. Formatting the pieces and joining them with one newline gives the
 * same text as formatting the whole file (a test checks it on every generated file): prettier lays out each
 * top-level statement by itself and keeps one blank line where the source has one.
 *
 * A boundary is taken only where it is certain: after a top-level `;` or `}` directly followed by a blank line
 * and then a declaration keyword (comments between them stay with the next piece). Anything the scanner does
 * not follow with confidence (an unterminated literal, unbalanced brackets) leaves the file in one piece.
 */
import { ts } from "ts-morph";

/** Keywords that start a new top-level statement and cannot continue the one before. */
const statementStarts = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.ExportKeyword,
  ts.SyntaxKind.ImportKeyword,
  ts.SyntaxKind.ConstKeyword,
  ts.SyntaxKind.LetKeyword,
  ts.SyntaxKind.VarKeyword,
  ts.SyntaxKind.FunctionKeyword,
  ts.SyntaxKind.InterfaceKeyword,
  ts.SyntaxKind.TypeKeyword,
  ts.SyntaxKind.ClassKeyword,
  ts.SyntaxKind.EnumKeyword,
  ts.SyntaxKind.DeclareKeyword,
]);

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
 * Offsets where `text` may be cut: each is just after the newline that ends a top-level statement followed by
 * a blank line. Empty when the text cannot be followed with confidence.
 */
export function statementBoundaries(text: string): number[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  let failed = false;
  scanner.setOnError(() => {
    failed = true;
  });
  // Open brackets: `{` `(` `[`, and `${` of a template literal (`t`).
  const open: string[] = [];
  const boundaries: number[] = [];
  let previous = ts.SyntaxKind.Unknown;
  let candidate = -1;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (failed) return [];
    if (candidate >= 0) {
      if (statementStarts.has(token)) boundaries.push(candidate);
      candidate = -1;
    }
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
        if (open.pop() !== "(") return [];
        break;
      case ts.SyntaxKind.CloseBracketToken:
        if (open.pop() !== "[") return [];
        break;
      case ts.SyntaxKind.CloseBraceToken: {
        const top = open.pop();
        if (top === "t") {
          token = scanner.reScanTemplateToken(false);
          if (token === ts.SyntaxKind.TemplateMiddle) open.push("t");
          else if (token !== ts.SyntaxKind.TemplateTail) return [];
        } else if (top !== "{") return [];
        break;
      }
      case ts.SyntaxKind.SlashToken:
      case ts.SyntaxKind.SlashEqualsToken:
        if (!divides(previous)) token = scanner.reScanSlashToken();
        break;
      default:
        break;
    }
    if (
      open.length === 0 &&
      (token === ts.SyntaxKind.SemicolonToken || token === ts.SyntaxKind.CloseBraceToken) &&
      text.startsWith("\n\n", scanner.getTokenEnd())
    )
      candidate = scanner.getTokenEnd() + 1;
    previous = token;
  }
  return failed || open.length > 0 ? [] : boundaries;
}

/**
 * `text` cut into about `pieces` parts of similar length at statement boundaries (fewer when it has fewer
 * boundaries); the parts joined give `text` back.
 */
export function splitStatements(text: string, pieces: number): string[] {
  if (pieces <= 1) return [text];
  const boundaries = statementBoundaries(text);
  const parts: string[] = [];
  let start = 0;
  let index = 0;
  for (let part = 1; part < pieces; part++) {
    const target = (text.length * part) / pieces;
    while (index < boundaries.length && (boundaries[index] ?? 0) < target) index++;
    const cut = boundaries[index];
    if (cut === undefined) break;
    if (cut <= start) continue;
    parts.push(text.slice(start, cut));
    start = cut;
  }
  parts.push(text.slice(start));
  return parts;
}
