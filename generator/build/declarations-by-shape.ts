/**
 * The `.d.ts` of a generated module with TypeScript's declaration emit run once per shape of statement (see
 * `statement-shapes.ts`) instead of over the whole module, which is slow on large schemas. Under `isolatedDeclarations` the output of a declaration depends on its own text only, and
 * the emit puts no blank lines between statements, so the module's output is its kept imports followed by the
 * outputs of its pieces. An import is kept when a name it brings is used in those outputs (appears other than
 * as the name of a member or parameter); TypeScript keeps the same ones (a test compares the two on every
 * module generate emits).
 *
 * Putting back is checked: every name, string and comment of a piece's output must be the stand-in at its place
 * when the output holds as many as went in, else the stand-in of exactly one original in the piece (the emit
 * drops parameter defaults and comments of what it leaves out, and it re-indents doc comments). Anything else (an import of another form, a shape the emit refuses, a stand-in
 * that cannot be told apart) gives undefined, and the caller emits the module whole.
 */
import {
  cutPrinted,
  nonSpaceOf,
  piecesOf,
  restoreComment,
  scanModule,
  type PrintedShape,
  type Shape,
  type Slot,
} from "./statement-shapes.ts";

/** The module's leading comment lines and blank lines, then its imports as the emitter prints them. */
const header = /(?:\/\/[^\n]*\n|\n)*/y;
const importStatement = /import (type )?\{ ([^}]*) \} from "([^"]+)";\n/y;

/** An import statement of the module: `import { a, type B } from "../emit/x.ts";` or `import type { ... }`. */
interface Import {
  readonly typeOnly: boolean;
  /** As written (`type A`, `b`), with the local name each brings. */
  readonly specifiers: readonly { readonly text: string; readonly local: string }[];
  readonly from: string;
}

/** The imports at the start of `input` and where they end, or undefined for a form this does not follow. */
function readImports(input: string): { imports: Import[]; end: number } | undefined {
  header.lastIndex = 0;
  header.exec(input);
  importStatement.lastIndex = header.lastIndex;
  const imports: Import[] = [];
  let end = header.lastIndex;
  for (let match = importStatement.exec(input); match !== null; match = importStatement.exec(input)) {
    const specifiers = (match[2] ?? "")
      .split(", ")
      .map((text) => ({ text, local: text.replace(/^type /, "") }));
    if (specifiers.some((specifier) => !/^[A-Za-z_$][\w$]*$/.test(specifier.local))) return undefined;
    imports.push({ typeOnly: match[1] !== undefined, specifiers, from: match[3] ?? "" });
    end = importStatement.lastIndex;
  }
  return { imports, end };
}

/** How a slot is looked up by what the emit printed of its stand-in. */
function keyOf(kind: Slot["kind"], text: string): string {
  return kind === "comment" ? `c:${nonSpaceOf(text)}` : `${kind[0] ?? ""}:${text}`;
}

/**
 * A piece's output with its originals put back, and the names it uses; undefined when a printed stand-in is not
 * that of exactly one original.
 */
function fill(emitted: PrintedShape, shape: Shape, used: Set<string>): string | undefined {
  const originals = new Map<string, Shape["slots"][number] | null>();
  for (const slot of shape.slots) {
    const key = keyOf(slot.kind, slot.standIn);
    const known = originals.get(key);
    originals.set(key, known === undefined || known?.original === slot.original ? slot : null);
  }
  // With as many slots as went in, each is the one at its place; with fewer (the emit left some out), each
  // must be told by its stand-in.
  const inPlace = emitted.slots.length === shape.slots.length;
  const parts: string[] = [];
  for (const [index, printed] of emitted.slots.entries()) {
    const key = keyOf(printed.kind, printed.text);
    const placed = shape.slots[index];
    const slot = inPlace
      ? placed !== undefined && keyOf(placed.kind, placed.standIn) === key
        ? placed
        : undefined
      : originals.get(key);
    if (slot === undefined || slot === null) return undefined;
    // A name before `:`, `?:` or `(` names a member or parameter, and one after `.` a member: neither uses an import.
    const after = emitted.between[index + 1] ?? "";
    if (slot.kind === "name" && !/^\??\s*[:(]/.test(after) && !/\.\s*$/.test(emitted.between[index] ?? ""))
      used.add(slot.original);
    parts.push(
      emitted.between[index] ?? "",
      slot.kind === "comment" && printed.text !== slot.standIn
        ? restoreComment(slot, printed.text)
        : slot.original,
    );
  }
  parts.push(emitted.between[emitted.slots.length] ?? "");
  return parts.join("");
}

/** A statement between two shapes emitted together: printed on its own line, declared by nothing generated. */
function separator(index: number): string {
  return `export declare const XMLAPI_CODEGEN_SHAPE_${index}: 0;\n`;
}
const separatorLine = /^export declare const XMLAPI_CODEGEN_SHAPE_\d+: 0;\n/m;

/** The names a shape declares at its top level. */
function declaredNames(text: string): string[] {
  return [
    ...text.matchAll(
      /^(?:export )?(?:declare )?(?:async )?(?:function\*?|const|let|var|class|interface|type|enum|namespace) +([\w$]+)/gm,
    ),
  ].map((match) => match[1] ?? "");
}

/**
 * The shapes cut into batches emitted together (an emit costs milliseconds whatever its size), no two of a batch
 * declaring the same name: stand-ins restart in every piece, and two functions of one name would be read as
 * overloads of each other.
 */
function batchesOf(shapes: readonly string[]): string[][] {
  const batches: { readonly shapes: string[]; readonly names: Set<string> }[] = [];
  for (const shape of shapes) {
    const names = declaredNames(shape);
    if (shape.includes("XMLAPI_CODEGEN_SHAPE_")) return shapes.map((single) => [single]);
    let batch = batches.find((candidate) => names.every((name) => !candidate.names.has(name)));
    if (batch === undefined) batches.push((batch = { shapes: [], names: new Set() }));
    batch.shapes.push(shape);
    for (const name of names) batch.names.add(name);
  }
  return batches.map((batch) => batch.shapes);
}

/** Emitted shapes by their text (undefined: the emit could not be followed), for the life of the thread. */
export type EmittedShapeCache = Map<string, PrintedShape | undefined>;

/**
 * The declarations of `input` (a generated module, as `declarationInput` gives it) as `emit` gives them for the
 * whole module, or undefined when they must be emitted whole (or, unless `everyShape`, when too few statements
 * share a shape for it to pay). `emit` is TypeScript's declaration emit of a
 * module, with `./x.ts` specifiers written `./x.js`; it throws on a declaration it cannot emit.
 */
export function declarationsByShape(
  input: string,
  emit: (text: string) => string,
  cache: EmittedShapeCache,
  everyShape = false,
): string | undefined {
  const prefix = readImports(input);
  const scan = scanModule(input);
  // Imports of other forms, or further down, are left to the whole emit.
  if (prefix === undefined || scan === undefined || /^import\b/m.test(input.slice(prefix.end)))
    return undefined;
  const shapes: Shape[] = [];
  for (const piece of piecesOf(input, scan, prefix.end)) {
    // The emit rewrites relative `.ts` specifiers, which it would not see in their stand-ins.
    if (piece.shape === undefined || /^export .* from "/m.test(piece.shape.text)) return undefined;
    shapes.push(piece.shape);
  }
  // Each emit costs milliseconds whatever its size: worth it only where shapes repeat (`everyShape` for tests).
  const fresh = new Set(shapes.map((shape) => shape.text).filter((text) => !cache.has(text)));
  if (!everyShape && fresh.size > shapes.length / 4) return undefined;
  for (const batch of batchesOf([...fresh])) {
    // A separator also leads, so that no shape's first comment starts the file (where the emit treats comments
    // as the file's own).
    let outputs: string[];
    try {
      outputs = emit(batch.map((text, index) => `${separator(index)}${text}`).join("\n")).split(
        separatorLine,
      );
    } catch {
      return undefined;
    }
    if (outputs.length !== batch.length + 1 || outputs[0] !== "") return undefined;
    batch.forEach((text, index) => cache.set(text, cutPrinted(outputs[index + 1] ?? "")));
  }
  const used = new Set<string>();
  const bodies: string[] = [];
  for (const shape of shapes) {
    const emitted = cache.get(shape.text);
    const body = emitted === undefined ? undefined : fill(emitted, shape, used);
    if (body === undefined) return undefined;
    bodies.push(body);
  }
  const imports = prefix.imports.flatMap((statement) => {
    const kept = statement.specifiers.filter((specifier) => used.has(specifier.local));
    const from = statement.from.startsWith(".") ? statement.from.replace(/\.ts$/, ".js") : statement.from;
    return kept.length === 0
      ? []
      : [
          `import ${statement.typeOnly ? "type " : ""}{ ${kept.map((specifier) => specifier.text).join(", ")} } from "${from}";\n`,
        ];
  });
  return imports.join("") + bodies.join("");
}
