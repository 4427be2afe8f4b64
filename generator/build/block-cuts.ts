/**
 * Where a top-level statement of a generated module may be cut further for formatting by shape
 * (`format-by-shape.ts`): the body of a function, interface or class, and an object literal written broken over
 * lines (`const x = {` or `= f({` with the first property on the next line), whose items prettier prints one per
 * line, each by itself (a blank line between two kept). A property whose value is again such an object is cut
 * the same way. Anything the cut cannot follow with confidence leaves the statement whole.
 */
import { K, walkTokens, type TokenKind } from "./token-walk.ts";

export type BlockKind = "function" | "interface" | "class" | "object";

/** A block of a statement: offsets into the statement's text. */
export interface BlockCuts {
  readonly kind: BlockKind;
  /** Just after the block's `{`. */
  readonly open: number;
  /** At the block's closing `}`. */
  readonly close: number;
  /** Where what follows the `}` (`;`, `);`, `,`) ends. */
  readonly end: number;
  readonly items: readonly ItemCuts[];
}

/** An item of a block: a statement, a member, a property (`block`: its value is a broken object). */
export interface ItemCuts {
  readonly start: number;
  readonly end: number;
  readonly block?: BlockCuts;
}

interface Token {
  readonly kind: TokenKind;
  readonly start: number;
  readonly end: number;
  readonly depthBefore: number;
  readonly depthAfter: number;
}

/** Tokens after which a `{` at the top level of a declaration opens its body, not a type. */
const typeEnds = new Set<TokenKind>([
  K.Identifier,
  K.CloseParenToken,
  K.CloseBracketToken,
  K.GreaterThanToken,
  K.StringLiteral,
  K.NumericLiteral,
  K.NullKeyword,
  K.VoidKeyword,
  K.StringKeyword,
  K.NumberKeyword,
  K.BooleanKeyword,
  K.BigIntKeyword,
  K.UnknownKeyword,
  K.AnyKeyword,
  K.NeverKeyword,
  K.UndefinedKeyword,
  K.TrueKeyword,
  K.FalseKeyword,
]);

/** Tokens that go on with the statement a `}` seems to end (`} else {`). */
const continuations = new Set<TokenKind>([K.ElseKeyword, K.CatchKeyword, K.FinallyKeyword, K.WhileKeyword]);

/** What may follow a block's `}` up to the end of its statement or property. */
const tails: Readonly<Record<"statement" | "property", RegExp>> = {
  statement: /^\}\)?;?$/,
  property: /^\},?$/,
};

/** The block of `tokens[openIndex]` (a `{`), its items cut, or undefined. */
function blockAt(
  text: string,
  tokens: readonly Token[],
  kind: BlockKind,
  openIndex: number,
  tail: RegExp,
  end: number,
): BlockCuts | undefined {
  const open = tokens[openIndex];
  if (open === undefined) return undefined;
  const depth = open.depthAfter;
  const separators: readonly TokenKind[] =
    kind === "object" ? [K.CommaToken] : [K.SemicolonToken, K.CloseBraceToken];
  const items: ItemCuts[] = [];
  let itemStart = -1;
  for (let index = openIndex + 1; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (token.kind === K.CloseBraceToken && token.depthBefore === depth && token.depthAfter === depth - 1) {
      if (itemStart >= 0) {
        // An object's last property needs no comma.
        if (kind !== "object") return undefined;
        const last = item(text, tokens, itemStart, index, kind);
        if (last === undefined) return undefined;
        items.push(last);
      }
      if (!tail.test(text.slice(token.start, end).trim()) || items.length === 0) return undefined;
      return { kind, open: open.end, close: token.start, end, items };
    }
    if (itemStart < 0) itemStart = index;
    const next = tokens[index + 1];
    if (
      token.depthAfter === depth &&
      separators.includes(token.kind) &&
      text[token.end] === "\n" &&
      !(next !== undefined && continuations.has(next.kind))
    ) {
      const cut = item(text, tokens, itemStart, index + 1, kind);
      if (cut === undefined) return undefined;
      items.push(cut);
      itemStart = -1;
    }
  }
  return undefined;
}

/** The item of `tokens[from, to)`: a property whose value is a broken object is a block of its own. */
function item(
  text: string,
  tokens: readonly Token[],
  from: number,
  to: number,
  kind: BlockKind,
): ItemCuts | undefined {
  const first = tokens[from];
  const last = tokens[to - 1];
  if (first === undefined || last === undefined) return undefined;
  const cut = { start: first.start, end: last.end };
  const brace = tokens[from + 2];
  if (
    kind !== "object" ||
    brace?.kind !== K.OpenBraceToken ||
    tokens[from + 1]?.kind !== K.ColonToken ||
    text[brace.end] !== "\n"
  )
    return cut;
  const block = blockAt(text, tokens, "object", from + 2, tails.property, last.end);
  return block === undefined ? cut : { ...cut, block };
}

/**
 * The block of a top-level statement `text`: a function, interface or class body, or the first object literal
 * of a declaration's initializer written broken; undefined for anything else.
 */
export function blockCuts(text: string): BlockCuts | undefined {
  const tokens: Token[] = [];
  const followed = walkTokens(text, {
    token: (kind, start, end, depthBefore, depthAfter) => {
      tokens.push({ kind, start, end, depthBefore, depthAfter });
    },
  });
  if (!followed) return undefined;
  const end = tokens.at(-1)?.end ?? 0;
  let kind: BlockKind | undefined;
  let initializer = false;
  for (const [index, token] of tokens.entries()) {
    if (token.depthBefore === 0 && kind === undefined) {
      if (token.kind === K.FunctionKeyword) kind = "function";
      else if (token.kind === K.InterfaceKeyword) kind = "interface";
      else if (token.kind === K.ClassKeyword) kind = "class";
      else if (token.kind === K.ConstKeyword) kind = "object";
    }
    if (kind === undefined) continue;
    if (kind === "object") {
      if (token.kind === K.EqualsToken && token.depthBefore === 0) initializer = true;
      if (token.kind === K.OpenBraceToken)
        return initializer && text[token.end] === "\n"
          ? blockAt(text, tokens, kind, index, tails.statement, end)
          : undefined;
    } else if (token.kind === K.OpenBraceToken && token.depthBefore === 0) {
      const previous = tokens[index - 1];
      if (previous !== undefined && typeEnds.has(previous.kind))
        return blockAt(text, tokens, kind, index, /^\}$/, end);
    }
  }
  return undefined;
}
