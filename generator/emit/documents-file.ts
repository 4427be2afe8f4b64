import { StructureKind, type StatementStructures } from "./structures.ts";
import { documentsConstant } from "../naming/identifiers.ts";
import { generatedDocs } from "./docs.ts";

/** A template literal holding `text` verbatim (backslashes, backticks and `${` escaped). */
function templateLiteral(text: string): string {
  return `\`${text.replaceAll("\\", "\\\\").replaceAll("`", "\\`").replaceAll("${", "\\${")}\``;
}

/**
 * `src/documents.ts`: the interface version's WSDL and XSD files as published at `?WSDL` and `?xsd=<path>`,
 * by path relative to each other, so the server needs no file access at run time.
 */
export function documentsFile(documents: ReadonlyMap<string, string>): StatementStructures[] {
  const sorted = [...documents.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const entries = sorted.map(([path, text]) => `${JSON.stringify(path)}: ${templateLiteral(text)},`);
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
