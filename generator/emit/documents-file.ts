import { StructureKind, type StatementStructures } from "./structures.ts";
import { documentsConstant } from "../naming/identifiers.ts";
import { generatedDocs } from "./docs.ts";
import type { LaidOut } from "./sample-layout.ts";

/** A template literal holding `text` verbatim (backslashes, backticks and `${` escaped). */
function templateLiteral(text: string): string {
  return `\`${text.replaceAll("\\", "\\\\").replaceAll("`", "\\`").replaceAll("${", "\\${")}\``;
}

/** A key prettier keeps quoted: not a name (a path with its extension). */
const quotedKey = /[^A-Za-z0-9_$]/;
/** Printable ASCII but quotes and backslashes: JSON.stringify writes such a key as prettier does. */
const plainPath = /^[\x20-\x21\x23-\x26\x28-\x5b\x5d-\x7e]*$/;

/**
 * `src/documents.ts`: the interface version's WSDL and XSD files as published at `?WSDL` and `?xsd=<path>`,
 * by path relative to each other, so the server needs no file access at run time. Prettier would only indent
 * each entry (a template literal stays as written), so each is added to `laidOut` with that indentation: the
 * documents are most of the module, and prettier need not read them.
 */
export function documentsFile(
  documents: ReadonlyMap<string, string>,
  laidOut: LaidOut[],
): StatementStructures[] {
  const sorted = [...documents.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const entries = sorted.map(([path, text]) => {
    const entry = `${JSON.stringify(path)}: ${templateLiteral(text)},`;
    if (quotedKey.test(path) && plainPath.test(path)) laidOut.push({ text: entry, formatted: `  ${entry}` });
    return entry;
  });
  return [
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      docs: generatedDocs(
        "The published WSDL and XSD documents of this interface version, by path relative to each other " +
          "(the files of `wsdl/`), served by every service's listener.",
        `files ${sorted.map(([path]) => path).join(", ")}`,
      ),
      declarations: [
        {
          name: documentsConstant,
          type: "Readonly<Record<string, string>>",
          initializer: `{\n${entries.join("\n")}\n}`,
        },
      ],
    },
  ];
}
