/**
 * Exact comparison of XML Schema numeric literals (decimal, integer, float and double lexical
 * forms). Values are held as sign * digits * 10^exponent with bigint digits, never as floats, so
 * `0.1` and `0.10000000000000001` differ and 20-digit bounds compare correctly.
 */
type ExactNumber =
  | { readonly kind: "finite"; readonly digits: bigint; readonly exponent: number }
  | { readonly kind: "infinity"; readonly negative: boolean }
  | { readonly kind: "nan" };

const numberPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Parses a numeric literal; undefined when it is not one. */
export function parseExactNumber(text: string): ExactNumber | undefined {
  const trimmed = text.trim();
  if (trimmed === "INF" || trimmed === "+INF") return { kind: "infinity", negative: false };
  if (trimmed === "-INF") return { kind: "infinity", negative: true };
  if (trimmed === "NaN") return { kind: "nan" };
  const match = numberPattern.exec(trimmed);
  if (match === null) return undefined;
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  if (whole === "" && fraction === "") return undefined;
  const magnitude = BigInt(`${whole}${fraction}` || "0");
  return {
    kind: "finite",
    digits: sign === "-" ? -magnitude : magnitude,
    exponent: Number(exponent) - fraction.length,
  };
}

/** -1, 0 or 1; undefined when either side is not a number or is NaN. */
export function compareExactNumbers(a: string, b: string): -1 | 0 | 1 | undefined {
  const x = parseExactNumber(a);
  const y = parseExactNumber(b);
  if (x === undefined || y === undefined || x.kind === "nan" || y.kind === "nan") return undefined;
  const rank = (value: ExactNumber): number => (value.kind === "infinity" ? (value.negative ? -1 : 1) : 0);
  if (x.kind !== "finite" || y.kind !== "finite") return Math.sign(rank(x) - rank(y)) as -1 | 0 | 1;
  const shift = Math.min(x.exponent, y.exponent);
  const left = x.digits * 10n ** BigInt(x.exponent - shift);
  const right = y.digits * 10n ** BigInt(y.exponent - shift);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Adds `delta` to an integer literal exactly (turns an exclusive integer bound into an inclusive one). */
export function addToInteger(text: string, delta: bigint): string | undefined {
  const value = parseExactNumber(text);
  if (value?.kind !== "finite") return undefined;
  const scale = 10n ** BigInt(Math.abs(value.exponent));
  if (value.exponent >= 0) return (value.digits * scale + delta).toString();
  if (value.digits % scale !== 0n) return undefined;
  return (value.digits / scale + delta).toString();
}
