/**
 * Top-level statement boundaries of a generated TypeScript module, where it may be cut into pieces that prettier
 * and the declaration emit treat apart (`statement-shapes.ts`). Formatting the pieces and joining them with one
 * newline gives the same text as formatting the whole file (tests check it on every generated file): prettier
 * lays out each top-level statement by itself and keeps one blank line where the source has one.
 *
 * A boundary is taken only where it is certain: after a top-level `;` or `}` directly followed by a blank line
 * and then a declaration keyword (comments between them stay with the next piece). Anything the scanner does
 * not follow with confidence (an unterminated literal, unbalanced brackets) leaves the file in one piece.
 */
import { K, TokenColumns, walkTokens, type TokenKind, type Tokens, type TokenVisitor } from "./token-walk.ts";

/** Keywords that start a new top-level statement and cannot continue the one before. */
const statementStarts = new Set<TokenKind>([
  K.ExportKeyword,
  K.ImportKeyword,
  K.ConstKeyword,
  K.LetKeyword,
  K.VarKeyword,
  K.FunctionKeyword,
  K.InterfaceKeyword,
  K.TypeKeyword,
  K.ClassKeyword,
  K.EnumKeyword,
  K.DeclareKeyword,
]);

/**
 * Walks `text` as `walkTokens` does, calling `visit` with every token and comment, and returns its tokens and
 * the offsets where it may be cut: each is just after the newline that ends a top-level statement followed by
 * a blank line. Undefined when the text cannot be followed with confidence.
 */
export function walkStatements(
  text: string,
  visit: Pick<TokenVisitor, "comment"> & {
    readonly token: (kind: TokenKind, start: number, end: number) => void;
  },
): { readonly boundaries: number[]; readonly tokens: Tokens } | undefined {
  const boundaries: number[] = [];
  // Generated code has about one token per five characters.
  const tokens = new TokenColumns(text.length >> 2);
  let candidate = -1;
  const followed = walkTokens(text, {
    token: (kind, start, end, depthBefore, depth) => {
      tokens.add(kind, start, end, depthBefore, depth);
      if (candidate >= 0) {
        if (statementStarts.has(kind)) boundaries.push(candidate);
        candidate = -1;
      }
      if (
        depth === 0 &&
        (kind === K.SemicolonToken || kind === K.CloseBraceToken) &&
        text.startsWith("\n\n", end)
      )
        candidate = end + 1;
      visit.token(kind, start, end);
    },
    ...(visit.comment === undefined ? {} : { comment: visit.comment }),
  });
  return followed ? { boundaries, tokens: tokens.done() } : undefined;
}

/** Where `text` may be cut (see {@link walkStatements}); empty when it cannot be followed with confidence. */
export function statementBoundaries(text: string): number[] {
  return walkStatements(text, { token: () => undefined })?.boundaries ?? [];
}
