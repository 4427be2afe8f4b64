/**
 * Sample values laid out as prettier lays them out (print width 110, two-space indentation, trailing commas),
 * so that the mock handlers, most of the code of a package with many operations, need not go through it: on a
 * vendor API of 1,000 operations prettier took longer on them than on everything else together. The layout
 * covers what samples are made of and follows prettier's rules for it: a group (object or array) stays on one
 * line when it fits with what follows it up to the next line break, else each member goes on a line of its own;
 * an array of two or more objects of two or more members (or of such arrays) is always broken, and so is every
 * group holding one. Whatever prettier might print otherwise (strings it would requote, numbers it would
 * rewrite, arrays of numbers it fills, keys it would unquote, a line too long even broken) gives undefined, and
 * that handler is left to prettier.
 */
import type { SampleValue } from "../samples/sample-values.ts";

/** A run of whole lines of an emitted module and the same code as prettier lays it out. */
export interface LaidOut {
  readonly text: string;
  readonly formatted: string;
  /**
   * The layout one level deeper, where prettier may move the object holding the part to the line after its
   * declaration's `=` (a declaration line too long to end with `{`); absent where it cannot.
   */
  readonly shifted?: string;
}

export const printWidth = 110;
const identifier = /^[A-Za-z_$][\w$]*$/;
/** Printable ASCII but quotes and backslashes: JSON.stringify writes such a string as prettier does. */
const plainString = /^[\x20-\x21\x23-\x26\x28-\x5b\x5d-\x7e]*$/;

type Group =
  | { readonly kind: "object"; readonly entries: readonly [string, SampleValue][] }
  | {
      readonly kind: "array";
      readonly items: readonly SampleValue[];
    };

/** The text of a scalar as prettier prints it, undefined for a group or what it might print otherwise. */
function scalar(value: SampleValue): string | undefined {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return plainString.test(value) ? JSON.stringify(value) : undefined;
    case "number":
      return Number.isFinite(value) && !/e/i.test(String(value)) ? String(value) : undefined;
    case "bigint":
      return `${value}n`;
    case "boolean":
      return String(value);
    default:
      return undefined;
  }
}

function groupOf(value: SampleValue): Group | undefined {
  if (value === null || typeof value !== "object" || value instanceof Uint8Array) return undefined;
  if (Array.isArray(value)) return { kind: "array", items: value as readonly SampleValue[] };
  return { kind: "object", entries: Object.entries(value) };
}

/** Whether prettier always breaks `group`: two or more objects (or arrays) of two or more members each. */
function breaksItself(group: Group): boolean {
  if (group.kind !== "array" || group.items.length < 2) return false;
  const kinds = group.items.map((item) => {
    const inner = groupOf(item);
    const size = inner === undefined ? 0 : inner.kind === "array" ? inner.items.length : inner.entries.length;
    return inner !== undefined && size > 1 ? inner.kind : undefined;
  });
  return kinds.every((kind) => kind !== undefined && kind === kinds[0]);
}

/**
 * Lays out sample values; undefined marks what it leaves to prettier. Each group's one-line width and whether
 * it must break are remembered, since every enclosing group asks for them again.
 */
class Layout {
  readonly #flat = new Map<object, string | undefined>();
  readonly #broken = new Map<object, boolean>();

  /** The one-line text of `value`, undefined when it has no plain one-line form. */
  flat(value: SampleValue): string | undefined {
    const group = groupOf(value);
    if (group === undefined) return scalar(value);
    const key = value as object;
    if (this.#flat.has(key)) return this.#flat.get(key);
    let text: string | undefined;
    if (group.kind === "array") {
      if (group.items.length > 1 && group.items.every((item) => typeof item === "number")) text = undefined;
      else {
        const items = group.items.map((item) => this.flat(item));
        text = items.every((item) => item !== undefined) ? `[${items.join(", ")}]` : undefined;
      }
    } else if (group.entries.length === 0) text = "{}";
    else {
      const entries = group.entries.map(([name, item]) => {
        const inner = this.flat(item);
        return identifier.test(name) && inner !== undefined ? `${name}: ${inner}` : undefined;
      });
      text = entries.every((entry) => entry !== undefined) ? `{ ${entries.join(", ")} }` : undefined;
    }
    this.#flat.set(key, text);
    return text;
  }

  /** Whether `value` is or holds a group prettier always breaks. */
  broken(value: SampleValue): boolean {
    const group = groupOf(value);
    if (group === undefined) return false;
    const key = value as object;
    const known = this.#broken.get(key);
    if (known !== undefined) return known;
    const result =
      breaksItself(group) ||
      (group.kind === "array" ? group.items : group.entries.map(([, item]) => item)).some((item) =>
        this.broken(item),
      );
    this.#broken.set(key, result);
    return result;
  }

  /**
   * `value` laid out from `column` of a line indented by `indent`, followed on its last line by `rest` (the
   * text up to the next line break).
   */
  print(value: SampleValue, column: number, indent: number, rest: number): string | undefined {
    const flat = this.flat(value);
    const group = groupOf(value);
    if (group === undefined)
      return flat !== undefined && column + flat.length + rest <= printWidth ? flat : undefined;
    if (flat === undefined) return undefined;
    if (!this.broken(value) && column + flat.length + rest <= printWidth) return flat;
    if (
      group.kind === "array" &&
      group.items.length > 1 &&
      group.items.every((item) => typeof item === "number")
    )
      return undefined;
    const inner = indent + 2;
    const pad = " ".repeat(inner);
    const lines: string[] = [];
    if (group.kind === "array") {
      if (group.items.length === 0) return undefined;
      for (const item of group.items) {
        const text = this.print(item, inner, inner, 1);
        if (text === undefined) return undefined;
        lines.push(`${pad}${text},`);
      }
      return `[\n${lines.join("\n")}\n${" ".repeat(indent)}]`;
    }
    for (const [name, item] of group.entries) {
      const head = `${name}: `;
      // A key whose value does not start on its line: prettier may move the value to the next line.
      const opening = groupOf(item) === undefined ? 0 : 1;
      if (inner + head.length + opening > printWidth) return undefined;
      const text = this.print(item, inner + head.length, inner, 1);
      if (text === undefined) return undefined;
      lines.push(`${pad}${head}${text},`);
    }
    return `{\n${lines.join("\n")}\n${" ".repeat(indent)}}`;
  }
}

/**
 * A property `name: async () => value` of an object literal broken over lines at two-space indentation (the
 * mock handlers), with its trailing comma, as prettier prints it; undefined when prettier may print it
 * otherwise.
 */
export function laidOutHandler(name: string, value: SampleValue | undefined): string | undefined {
  if (!identifier.test(name)) return undefined;
  const head = `  ${name}: async () => `;
  if (value === undefined)
    return head.length + "undefined,".length <= printWidth ? `${head}undefined,` : undefined;
  const layout = new Layout();
  const group = groupOf(value);
  if (group === undefined) {
    const text = layout.print(value, head.length, 2, 1);
    return text === undefined ? undefined : `${head}${text},`;
  }
  // An object body is wrapped in parentheses; objects and arrays stay on the arrow's line.
  const open = group.kind === "object" ? "(" : "";
  const close = group.kind === "object" ? ")" : "";
  if (head.length + open.length + 1 > printWidth) return undefined;
  const text = layout.print(value, head.length + open.length, 2, close.length + 1);
  return text === undefined ? undefined : `${head}${open}${text}${close},`;
}

/**
 * A property `name: value` of an object literal broken over lines at `indent` (default two spaces: a sample
 * constant's `request` and `result`), with its trailing comma, as prettier prints it; undefined when prettier
 * may print it otherwise.
 */
export function laidOutProperty(
  name: string,
  value: SampleValue | undefined,
  indent = 2,
): string | undefined {
  if (!identifier.test(name)) return undefined;
  const head = `${" ".repeat(indent)}${name}: `;
  if (value === undefined)
    return head.length + "undefined,".length <= printWidth ? `${head}undefined,` : undefined;
  if (groupOf(value) !== undefined && head.length + 1 > printWidth) return undefined;
  const text = new Layout().print(value, head.length, indent, 1);
  return text === undefined ? undefined : `${head}${text},`;
}
