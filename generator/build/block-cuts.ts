/**
 * Where a top-level statement of a generated module may be cut further for formatting by shape
 * (`format-by-shape.ts`): the body of a function, interface or class, and an object literal written broken over
 * lines (`const x = {` or `= f({` with the first property on the next line), whose items prettier prints one per
 * line, each by itself (a blank line between two kept). A property whose value is again such an object is cut
 * the same way, and so is a `switch` statement of a function body (its items are its cases: a dispatch over many
 * derived types or elements holds thousands). Anything the cut cannot follow with confidence leaves the
 * statement whole.
 */
import { K, type TokenKind, type Tokens } from "./token-walk.ts";

export type BlockKind = "function" | "interface" | "class" | "object" | "switch";

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

/** The tokens of one statement: the module's `tokens` from index `first` up to `last`, offsets from `base`. */
interface Statement {
  readonly text: string;
  readonly tokens: Tokens;
  readonly first: number;
  readonly last: number;
  readonly base: number;
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

/** The block of token `openIndex` (a `{`) of `statement`, its items cut, or undefined. */
function blockAt(
  statement: Statement,
  kind: BlockKind,
  openIndex: number,
  tail: RegExp,
  end: number,
): BlockCuts | undefined {
  const { text, tokens, last, base } = statement;
  if (openIndex >= last) return undefined;
  const depth = tokens.depthsAfter[openIndex] ?? 0;
  const separators: readonly TokenKind[] =
    kind === "object" ? [K.CommaToken] : [K.SemicolonToken, K.CloseBraceToken];
  const items: ItemCuts[] = [];
  let itemStart = -1;
  for (let index = openIndex + 1; index < last; index++) {
    const tokenKind = tokens.kinds[index] as TokenKind | undefined;
    const tokenEnd = tokens.ends[index] ?? 0;
    const after = tokens.depthsAfter[index];
    if (tokenKind === K.CloseBraceToken && tokens.depthsBefore[index] === depth && after === depth - 1) {
      if (itemStart >= 0) {
        // An object's last property needs no comma.
        if (kind !== "object") return undefined;
        const lastItem = item(statement, itemStart, index, kind);
        if (lastItem === undefined) return undefined;
        items.push(lastItem);
      }
      const close = (tokens.starts[index] ?? 0) - base;
      if (!tail.test(text.slice(base + close, base + end).trim()) || items.length === 0) return undefined;
      return { kind, open: (tokens.ends[openIndex] ?? 0) - base, close, end, items };
    }
    if (itemStart < 0) itemStart = index;
    const next = index + 1 < last ? (tokens.kinds[index + 1] as TokenKind | undefined) : undefined;
    if (
      after === depth &&
      tokenKind !== undefined &&
      separators.includes(tokenKind) &&
      text[tokenEnd] === "\n" &&
      !(next !== undefined && continuations.has(next))
    ) {
      const cut = item(statement, itemStart, index + 1, kind);
      if (cut === undefined) return undefined;
      items.push(cut);
      itemStart = -1;
    }
  }
  return undefined;
}

/** The item of tokens `[from, to)`: a property whose value is a broken object is a block of its own. */
function item(statement: Statement, from: number, to: number, kind: BlockKind): ItemCuts | undefined {
  const { text, tokens, base } = statement;
  if (from >= to) return undefined;
  const cut = { start: (tokens.starts[from] ?? 0) - base, end: (tokens.ends[to - 1] ?? 0) - base };
  if (kind === "function" && tokens.kinds[from] === K.SwitchKeyword) {
    const block = switchAt(statement, from, to, cut.end);
    return block === undefined ? cut : { ...cut, block };
  }
  const brace = from + 2;
  if (
    kind !== "object" ||
    brace >= statement.last ||
    tokens.kinds[brace] !== K.OpenBraceToken ||
    tokens.kinds[from + 1] !== K.ColonToken ||
    text[tokens.ends[brace] ?? 0] !== "\n"
  )
    return cut;
  const block = blockAt(statement, "object", brace, tails.property, cut.end);
  return block === undefined ? cut : { ...cut, block };
}

/**
 * The cases of the `switch` statement of tokens `[from, to)` (its `{` followed by a line break, its last token
 * the matching `}`), or undefined.
 */
function switchAt(statement: Statement, from: number, to: number, end: number): BlockCuts | undefined {
  const { text, tokens, base } = statement;
  const depth = tokens.depthsBefore[from] ?? 0;
  let open = from + 1;
  while (open < to && !(tokens.kinds[open] === K.OpenBraceToken && tokens.depthsBefore[open] === depth))
    open++;
  const close = to - 1;
  if (
    open >= close ||
    text[tokens.ends[open] ?? 0] !== "\n" ||
    tokens.kinds[close] !== K.CloseBraceToken ||
    tokens.depthsAfter[close] !== depth
  )
    return undefined;
  const starts: number[] = [];
  for (let index = open + 1; index < close; index++)
    if (
      tokens.depthsBefore[index] === depth + 1 &&
      (tokens.kinds[index] === K.CaseKeyword || tokens.kinds[index] === K.DefaultKeyword)
    )
      starts.push(index);
  if (starts[0] !== open + 1) return undefined;
  const items = starts.map((start, index) => ({
    start: (tokens.starts[start] ?? 0) - base,
    end: (tokens.ends[(starts[index + 1] ?? close) - 1] ?? 0) - base,
  }));
  return {
    kind: "switch",
    open: (tokens.ends[open] ?? 0) - base,
    close: (tokens.starts[close] ?? 0) - base,
    end,
    items,
  };
}

/**
 * The block of the top-level statement of `text` made of `tokens` from index `first` up to `last`, its offsets
 * from `base` (where the statement starts): a function, interface or class body, or the first object literal
 * of a declaration's initializer written broken; undefined for anything else.
 */
export function blockCuts(
  text: string,
  tokens: Tokens,
  first: number,
  last: number,
  base: number,
): BlockCuts | undefined {
  if (first >= last) return undefined;
  const statement: Statement = { text, tokens, first, last, base };
  const end = (tokens.ends[last - 1] ?? 0) - base;
  let kind: BlockKind | undefined;
  let initializer = false;
  for (let index = first; index < last; index++) {
    const tokenKind = tokens.kinds[index];
    const depthBefore = tokens.depthsBefore[index];
    if (depthBefore === 0 && kind === undefined) {
      if (tokenKind === K.FunctionKeyword) kind = "function";
      else if (tokenKind === K.InterfaceKeyword) kind = "interface";
      else if (tokenKind === K.ClassKeyword) kind = "class";
      else if (tokenKind === K.ConstKeyword) kind = "object";
    }
    if (kind === undefined) continue;
    if (kind === "object") {
      if (tokenKind === K.EqualsToken && depthBefore === 0) initializer = true;
      if (tokenKind === K.OpenBraceToken)
        return initializer && text[tokens.ends[index] ?? 0] === "\n"
          ? blockAt(statement, kind, index, tails.statement, end)
          : undefined;
    } else if (tokenKind === K.OpenBraceToken && depthBefore === 0) {
      const previous = index > first ? (tokens.kinds[index - 1] as TokenKind | undefined) : undefined;
      if (previous !== undefined && typeEnds.has(previous))
        return blockAt(statement, kind, index, /^\}$/, end);
    }
  }
  return undefined;
}
