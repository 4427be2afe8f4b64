/**
 * Formatting of modules holding parts the emitter also laid out as prettier would (`EmittedFile.laidOut`): each
 * part, a run of whole lines that is a property of an object literal broken over lines at two-space indentation,
 * is replaced by a one-line placeholder property, prettier formats the rest, and the parts' layouts are put in
 * where their placeholders came out. Prettier's time grows with the text it is given; the mock handlers of a
 * service of a thousand operations are megabytes it need not see.
 *
 * The parts are checked to be where they must: each found in order, alone on its lines but for indentation, each
 * placeholder printed alone on a line at two-space indentation (or four, where the part has a layout for it).
 * Otherwise the module is formatted whole, so the output is always what prettier makes of the text.
 */
import type { EmittedFile } from "../emit/emit-package.ts";
import type { LaidOut } from "../emit/sample-layout.ts";

const placeholderStem = "xmlapiCodegenLaidOut";
const placeholderLine = new RegExp(`^(  |    )${placeholderStem}(\\d+): 0,$`, "gm");

/** `file` with each laid-out part replaced by its placeholder line, or undefined when a part is not in place. */
function withPlaceholders(file: EmittedFile): string | undefined {
  const parts = file.laidOut ?? [];
  if (parts.length === 0 || file.text.includes(placeholderStem)) return undefined;
  const pieces: string[] = [];
  let from = 0;
  for (const [index, part] of parts.entries()) {
    const at = file.text.indexOf(part.text, from);
    const end = at + part.text.length;
    let lineStart = at;
    while (lineStart > from && file.text[lineStart - 1] === " ") lineStart--;
    if (at < 0 || file.text[lineStart - 1] !== "\n" || file.text[end] !== "\n") return undefined;
    pieces.push(file.text.slice(from, lineStart), `  ${placeholderStem}${index}: 0,`);
    from = end;
  }
  pieces.push(file.text.slice(from));
  return pieces.join("");
}

/**
 * The formatted module with the parts' layouts in place of their placeholders, or undefined. A placeholder two
 * spaces deeper is in an object prettier moved to the line after its declaration's `=`; it takes the part's
 * shifted layout.
 */
function restore(formatted: string, parts: readonly LaidOut[]): string | undefined {
  let next = 0;
  let restored = true;
  const text = formatted.replace(placeholderLine, (_line, indentation: string, index: string) => {
    const part = parts[next++];
    const layout = indentation.length === 2 ? part?.formatted : part?.shifted;
    if (Number(index) !== next - 1 || layout === undefined) restored = false;
    return layout ?? "";
  });
  return restored && next === parts.length ? text : undefined;
}

/**
 * The files formatted by `format`, the laid-out parts kept out of it (see the module comment). The formatted
 * files carry no `laidOut`.
 */
export async function formatLaidOut(
  files: readonly EmittedFile[],
  format: (files: readonly EmittedFile[]) => Promise<EmittedFile[]>,
): Promise<EmittedFile[]> {
  const skeletons = files.map((file) => withPlaceholders(file));
  const formatted = await format(
    files.map((file, index) => ({ path: file.path, text: skeletons[index] ?? file.text })),
  );
  const results = formatted.map((file, index) => {
    const parts = files[index]?.laidOut;
    if (skeletons[index] === undefined || parts === undefined) return file;
    const text = restore(file.text, parts);
    return text === undefined ? undefined : { path: file.path, text };
  });
  const again = files.filter((_file, index) => results[index] === undefined);
  if (again.length === 0) return results as EmittedFile[];
  const redone = await format(again.map((file) => ({ path: file.path, text: file.text })));
  let next = 0;
  return results.map((file) => file ?? (redone[next++] as EmittedFile));
}
