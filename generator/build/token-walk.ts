/**
 * A lexical walk of generated TypeScript, for the passes that need its top-level structure without parsing it
 * (statement boundaries, the cutting of blocks, the shapes of statements): a scanner of our own that tokenizes as
 * TypeScript's scanner does (keywords, contextual ones included; `>` always alone, as before the parser rescans
 * it), with the brackets counted and a `/` read as division or a regular expression by the token before it.
 * TypeScript's own scanner served here before; loading the compiler for it took most of a small `generate`'s
 * start-up.
 */

/** Kinds of token; the names follow TypeScript's `SyntaxKind`. */
export const K = {
  Unknown: 0,
  Identifier: 1,
  PrivateIdentifier: 2,
  StringLiteral: 3,
  NumericLiteral: 4,
  BigIntLiteral: 5,
  RegularExpressionLiteral: 6,
  NoSubstitutionTemplateLiteral: 7,
  TemplateHead: 8,
  TemplateMiddle: 9,
  TemplateTail: 10,
  OpenBraceToken: 11,
  CloseBraceToken: 12,
  OpenParenToken: 13,
  CloseParenToken: 14,
  OpenBracketToken: 15,
  CloseBracketToken: 16,
  SemicolonToken: 17,
  CommaToken: 18,
  ColonToken: 19,
  EqualsToken: 20,
  GreaterThanToken: 21,
  SlashToken: 22,
  SlashEqualsToken: 23,
  PlusPlusToken: 24,
  MinusMinusToken: 25,
  /** Any other operator or punctuation. */
  OtherPunctuation: 26,
  // Keywords: from here on every kind is one.
  AnyKeyword: 40,
  AwaitKeyword: 41,
  BigIntKeyword: 42,
  BooleanKeyword: 43,
  CaseKeyword: 44,
  CatchKeyword: 45,
  ClassKeyword: 46,
  ConstKeyword: 47,
  DeclareKeyword: 48,
  DeleteKeyword: 49,
  DoKeyword: 50,
  ElseKeyword: 51,
  EnumKeyword: 52,
  ExportKeyword: 53,
  FalseKeyword: 54,
  FinallyKeyword: 55,
  FunctionKeyword: 56,
  ImportKeyword: 57,
  InKeyword: 58,
  InstanceOfKeyword: 59,
  InterfaceKeyword: 60,
  LetKeyword: 61,
  NeverKeyword: 62,
  NewKeyword: 63,
  NullKeyword: 64,
  NumberKeyword: 65,
  OfKeyword: 66,
  ReturnKeyword: 67,
  StringKeyword: 68,
  ThrowKeyword: 69,
  TrueKeyword: 70,
  TypeKeyword: 71,
  TypeOfKeyword: 72,
  UndefinedKeyword: 73,
  UnknownKeyword: 74,
  VarKeyword: 75,
  VoidKeyword: 76,
  WhileKeyword: 77,
  YieldKeyword: 78,
  SwitchKeyword: 79,
  DefaultKeyword: 80,
  /** A keyword no pass here tells apart from the others. */
  OtherKeyword: 81,
} as const;

export type TokenKind = (typeof K)[keyof typeof K];

/** Every word TypeScript's scanner reads as a keyword (reserved and contextual), with its kind. */
const keywords = new Map<string, TokenKind>([
  ...[
    "abstract",
    "accessor",
    "as",
    "asserts",
    "assert",
    "async",
    "break",
    "constructor",
    "continue",
    "debugger",
    "extends",
    "for",
    "from",
    "get",
    "global",
    "if",
    "implements",
    "infer",
    "intrinsic",
    "is",
    "keyof",
    "module",
    "namespace",
    "object",
    "out",
    "override",
    "package",
    "private",
    "protected",
    "public",
    "readonly",
    "require",
    "satisfies",
    "set",
    "static",
    "super",
    "symbol",
    "this",
    "try",
    "unique",
    "using",
    "with",
  ].map((word): [string, TokenKind] => [word, K.OtherKeyword]),
  ["any", K.AnyKeyword],
  ["await", K.AwaitKeyword],
  ["bigint", K.BigIntKeyword],
  ["boolean", K.BooleanKeyword],
  ["case", K.CaseKeyword],
  ["catch", K.CatchKeyword],
  ["class", K.ClassKeyword],
  ["const", K.ConstKeyword],
  ["declare", K.DeclareKeyword],
  ["delete", K.DeleteKeyword],
  ["do", K.DoKeyword],
  ["else", K.ElseKeyword],
  ["enum", K.EnumKeyword],
  ["export", K.ExportKeyword],
  ["false", K.FalseKeyword],
  ["finally", K.FinallyKeyword],
  ["function", K.FunctionKeyword],
  ["import", K.ImportKeyword],
  ["in", K.InKeyword],
  ["instanceof", K.InstanceOfKeyword],
  ["interface", K.InterfaceKeyword],
  ["let", K.LetKeyword],
  ["never", K.NeverKeyword],
  ["new", K.NewKeyword],
  ["null", K.NullKeyword],
  ["number", K.NumberKeyword],
  ["of", K.OfKeyword],
  ["return", K.ReturnKeyword],
  ["string", K.StringKeyword],
  ["throw", K.ThrowKeyword],
  ["true", K.TrueKeyword],
  ["type", K.TypeKeyword],
  ["typeof", K.TypeOfKeyword],
  ["undefined", K.UndefinedKeyword],
  ["unknown", K.UnknownKeyword],
  ["var", K.VarKeyword],
  ["void", K.VoidKeyword],
  ["while", K.WhileKeyword],
  ["yield", K.YieldKeyword],
  ["switch", K.SwitchKeyword],
  ["default", K.DefaultKeyword],
]);

/** Operators and punctuation of more than one character, longest first; `>` is always read alone. */
const operators = [
  "...",
  "===",
  "!==",
  "**=",
  "<<=",
  "&&=",
  "||=",
  "??=",
  "=>",
  "==",
  "!=",
  "<=",
  "<<",
  "++",
  "--",
  "**",
  "&&",
  "||",
  "??",
  "?.",
  "+=",
  "-=",
  "*=",
  "/=",
  "%=",
  "&=",
  "|=",
  "^=",
];

/** The operators above by their first character's code. */
const operatorsByFirst = new Map<number, string[]>();
for (const operator of operators) {
  const code = operator.charCodeAt(0);
  operatorsByFirst.set(code, [...(operatorsByFirst.get(code) ?? []), operator]);
}

/**
 * Length, first and last character of every keyword, as one number: a word that matches none is a name, told
 * without cutting it out of the text (most words are names).
 */
function wordKey(length: number, first: number, last: number): number {
  return (length << 16) | (first << 8) | last;
}
const keywordKeys = new Set(
  [...keywords.keys()].map((word) =>
    wordKey(word.length, word.charCodeAt(0), word.charCodeAt(word.length - 1)),
  ),
);

const punctuation: Readonly<Record<string, TokenKind>> = {
  "{": K.OpenBraceToken,
  "}": K.CloseBraceToken,
  "(": K.OpenParenToken,
  ")": K.CloseParenToken,
  "[": K.OpenBracketToken,
  "]": K.CloseBracketToken,
  ";": K.SemicolonToken,
  ",": K.CommaToken,
  ":": K.ColonToken,
  "=": K.EqualsToken,
  ">": K.GreaterThanToken,
  "/": K.SlashToken,
  "/=": K.SlashEqualsToken,
  "++": K.PlusPlusToken,
  "--": K.MinusMinusToken,
};

const singles = "{}()[];,:=>/<+-*%&|^!~?.@";

/** Tokens after which a `/` is division (as after a name); after anything else it starts a regular expression. */
const valueEnds = new Set<TokenKind>([
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
const operatorKeywords = new Set<TokenKind>([
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

function isKeyword(kind: TokenKind): boolean {
  return kind >= K.AnyKeyword;
}

/** Whether a `/` after a token of kind `previous` is division (else it starts a regular expression). */
export function divides(previous: TokenKind): boolean {
  return (
    valueEnds.has(previous) ||
    ((previous === K.Identifier || previous === K.PrivateIdentifier || isKeyword(previous)) &&
      !operatorKeywords.has(previous))
  );
}

const nonAsciiWord = /[\p{ID_Continue}$\u200c\u200d]/u;
const nonAsciiSpace = /\s/u;

function isWordCode(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 36 ||
    code === 95
  );
}

/**
 * The tokens of a text as columns (a large module has millions: an object each cost more than the scan): kind,
 * offsets, and the brackets open before and after each.
 */
export interface Tokens {
  readonly count: number;
  /** Each a `TokenKind`. */
  readonly kinds: Uint8Array;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly depthsBefore: Int32Array;
  readonly depthsAfter: Int32Array;
}

/** Collects tokens into columns that grow by doubling. */
export class TokenColumns {
  #count = 0;
  #kinds: Uint8Array;
  #starts: Int32Array;
  #ends: Int32Array;
  #depthsBefore: Int32Array;
  #depthsAfter: Int32Array;

  /** `expected`: how many tokens to make room for at first. */
  constructor(expected: number) {
    const size = Math.max(16, expected);
    this.#kinds = new Uint8Array(size);
    this.#starts = new Int32Array(size);
    this.#ends = new Int32Array(size);
    this.#depthsBefore = new Int32Array(size);
    this.#depthsAfter = new Int32Array(size);
  }

  add(kind: TokenKind, start: number, end: number, depthBefore: number, depthAfter: number): void {
    if (this.#count === this.#kinds.length) this.#grow();
    const index = this.#count++;
    this.#kinds[index] = kind;
    this.#starts[index] = start;
    this.#ends[index] = end;
    this.#depthsBefore[index] = depthBefore;
    this.#depthsAfter[index] = depthAfter;
  }

  /** The columns, cut to the tokens added. */
  done(): Tokens {
    const count = this.#count;
    return {
      count,
      kinds: this.#kinds.subarray(0, count),
      starts: this.#starts.subarray(0, count),
      ends: this.#ends.subarray(0, count),
      depthsBefore: this.#depthsBefore.subarray(0, count),
      depthsAfter: this.#depthsAfter.subarray(0, count),
    };
  }

  #grow(): void {
    const size = this.#kinds.length * 2;
    this.#kinds = grownInto(this.#kinds, new Uint8Array(size));
    this.#starts = grownInto(this.#starts, new Int32Array(size));
    this.#ends = grownInto(this.#ends, new Int32Array(size));
    this.#depthsBefore = grownInto(this.#depthsBefore, new Int32Array(size));
    this.#depthsAfter = grownInto(this.#depthsAfter, new Int32Array(size));
  }
}

/** `larger` holding `column`'s values first: a column that grows by doubling (this module's, the slots'). */
export function grownInto<Column extends Uint8Array | Int32Array>(column: Column, larger: Column): Column {
  larger.set(column);
  return larger;
}

/** What `walkTokens` tells its visitor about a comment or a token. */
export interface TokenVisitor {
  /** A token and the number of brackets open before and after it. */
  readonly token: (
    kind: TokenKind,
    start: number,
    end: number,
    depthBefore: number,
    depthAfter: number,
  ) => void;
  /**
   * A comment TypeScript counts as leading the next token: one at the start of the text, or after a line
   * break since the token before (a comment on that token's line trails it).
   */
  readonly comment?: (start: number, end: number) => void;
}

/**
 * Calls `visitor` with each token of `text` and each leading comment, in order. Returns false, having stopped,
 * when the text cannot be followed with confidence (an unterminated literal or comment, a character no token
 * starts with, brackets that do not match, some left open).
 */
export function walkTokens(text: string, visitor: TokenVisitor): boolean {
  const length = text.length;
  // Open brackets: `{` `(` `[`, and `${` of a template literal (`t`).
  const open: string[] = [];
  let previous: TokenKind = K.Unknown;
  let at = 0;
  /** Whether comments met now lead the next token. */
  let leading = true;

  /** The end of the template text from `from` (after a backtick or a `}`), and whether `${` ends it. */
  const templateEnd = (from: number): { end: number; head: boolean } | undefined => {
    for (let index = from; index < length; index++) {
      const code = text.charCodeAt(index);
      if (code === 92) index++;
      else if (code === 96) return { end: index + 1, head: false };
      else if (code === 36 && text.charCodeAt(index + 1) === 123) return { end: index + 2, head: true };
    }
    return undefined;
  };

  /** The end of the quoted string from `start`, or -1 when it is not closed on its line. */
  const stringEnd = (start: number, quote: number): number => {
    for (let index = start + 1; index < length; index++) {
      const code = text.charCodeAt(index);
      if (code === quote) return index + 1;
      if (code === 92) {
        // A backslash before a line break continues the string on the next line.
        if (text.charCodeAt(index + 1) === 13 && text.charCodeAt(index + 2) === 10) index++;
        index++;
      } else if (code === 10 || code === 13) return -1;
    }
    return -1;
  };

  /** The end of the regular expression from `start` (its `/`), flags included, or -1. */
  const regexEnd = (start: number): number => {
    let inClass = false;
    for (let index = start + 1; index < length; index++) {
      const code = text.charCodeAt(index);
      if (code === 10 || code === 13) return -1;
      if (code === 92) index++;
      else if (code === 91) inClass = true;
      else if (code === 93) inClass = false;
      else if (code === 47 && !inClass) {
        let end = index + 1;
        while (end < length && isWordCode(text.charCodeAt(end))) end++;
        return end;
      }
    }
    return -1;
  };

  /** Where the name going on at `from` ends. */
  const wordEnd = (from: number): number => {
    let end = from;
    while (end < length) {
      const next = text.charCodeAt(end);
      if (isWordCode(next) || (next > 127 && nonAsciiWord.test(text[end] ?? ""))) end++;
      else break;
    }
    return end;
  };

  const emit = (kind: TokenKind, start: number, end: number, depthBefore: number) => {
    visitor.token(kind, start, end, depthBefore, open.length);
    previous = kind;
    at = end;
    leading = false;
  };

  while (at < length) {
    const code = text.charCodeAt(at);
    // White space and line breaks.
    if (code === 10) {
      leading = true;
      at++;
      continue;
    }
    if (code === 13) {
      leading = true;
      at++;
      continue;
    }
    if (code === 32 || code === 9 || code === 11 || code === 12) {
      at++;
      continue;
    }
    const start = at;
    const depthBefore = open.length;
    if (code === 47) {
      const next = text.charCodeAt(at + 1);
      if (next === 47 || next === 42) {
        let end: number;
        if (next === 47) {
          end = text.indexOf("\n", at + 2);
          if (end < 0) end = length;
          if (text.charCodeAt(end - 1) === 13) end--;
        } else {
          const close = text.indexOf("*/", at + 2);
          if (close < 0) return false;
          end = close + 2;
        }
        if (leading) visitor.comment?.(start, end);
        at = end;
        continue;
      }
      if (!divides(previous)) {
        const end = regexEnd(start);
        if (end < 0) return false;
        emit(K.RegularExpressionLiteral, start, end, depthBefore);
        continue;
      }
    }
    if (isWordCode(code) && !(code >= 48 && code <= 57)) {
      const end = wordEnd(at + 1);
      const kind = keywordKeys.has(wordKey(end - start, code, text.charCodeAt(end - 1)))
        ? (keywords.get(text.slice(start, end)) ?? K.Identifier)
        : K.Identifier;
      emit(kind, start, end, depthBefore);
      continue;
    }
    if ((code >= 48 && code <= 57) || (code === 46 && isDigit(text.charCodeAt(at + 1)))) {
      let end = at + 1;
      while (end < length) {
        const next = text.charCodeAt(end);
        const exponentSign =
          (next === 43 || next === 45) &&
          (text.charCodeAt(end - 1) | 32) === 101 &&
          !/^0[xX]/.test(text.slice(start, end));
        if (isWordCode(next) || next === 46 || exponentSign) end++;
        else break;
      }
      emit(text.charCodeAt(end - 1) === 110 ? K.BigIntLiteral : K.NumericLiteral, start, end, depthBefore);
      continue;
    }
    if (code === 34 || code === 39) {
      const end = stringEnd(start, code);
      if (end < 0) return false;
      emit(K.StringLiteral, start, end, depthBefore);
      continue;
    }
    if (code === 96) {
      const template = templateEnd(at + 1);
      if (template === undefined) return false;
      if (template.head) open.push("t");
      emit(
        template.head ? K.TemplateHead : K.NoSubstitutionTemplateLiteral,
        start,
        template.end,
        depthBefore,
      );
      continue;
    }
    if (code === 35) {
      let end = at + 1;
      while (end < length && isWordCode(text.charCodeAt(end))) end++;
      if (end === at + 1) return false;
      emit(K.PrivateIdentifier, start, end, depthBefore);
      continue;
    }
    if (code > 127) {
      const character = text[at] ?? "";
      if (nonAsciiSpace.test(character)) {
        if (character === "\u2028" || character === "\u2029") leading = true;
        at++;
        continue;
      }
      if (!nonAsciiWord.test(character)) return false;
      emit(K.Identifier, start, wordEnd(at + 1), depthBefore);
      continue;
    }
    const character = text[at] ?? "";
    if (!singles.includes(character)) return false;
    let operator = character;
    if (character !== ">")
      for (const candidate of operatorsByFirst.get(code) ?? [])
        if (text.startsWith(candidate, at)) {
          // `?.5` is `?` and `.5`.
          if (candidate === "?." && isDigit(text.charCodeAt(at + 2))) break;
          operator = candidate;
          break;
        }
    let kind: TokenKind = punctuation[operator] ?? K.OtherPunctuation;
    let end = at + operator.length;
    switch (kind) {
      case K.OpenBraceToken:
        open.push("{");
        break;
      case K.OpenParenToken:
        open.push("(");
        break;
      case K.OpenBracketToken:
        open.push("[");
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
          const template = templateEnd(at + 1);
          if (template === undefined) return false;
          if (template.head) open.push("t");
          kind = template.head ? K.TemplateMiddle : K.TemplateTail;
          end = template.end;
        } else if (top !== "{") return false;
        break;
      }
      default:
        break;
    }
    emit(kind, start, end, depthBefore);
  }
  return open.length === 0;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
