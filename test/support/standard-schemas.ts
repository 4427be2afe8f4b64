// The generator's shipped standard schemas as libxml2 reads them offline: each in `standard/<file>`, an import
// of another by its public URL pointed at that file, so no import reaches for the network.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { standardSchemaFile } from "../../generator/load/standard-schemas.ts";
import type { XmlSource } from "../../generator/xsd-validate/index.ts";

const standardFolder = path.resolve(import.meta.dirname, "..", "..", "generator", "load", "standard");

/** `text` with every schemaLocation that names a shipped schema pointed at `${folder}${file}` (`folder` ends in `/`). */
export function localStandardLocations(text: string, folder: string): string {
  return text.replace(
    /(schemaLocation\s*=\s*)(["'])([^"']*)\2/g,
    (whole, attribute: string, quote: string, url: string) => {
      const file = standardSchemaFile(url);
      return file === undefined ? whole : `${attribute}${quote}${folder}${file}${quote}`;
    },
  );
}

/** Every shipped standard schema as `standard/<file>`, with its namespace. */
export async function standardSchemaSources(): Promise<(XmlSource & { readonly namespace: string })[]> {
  const files = (await readdir(standardFolder)).filter((file) => file.endsWith(".xsd")).sort();
  return Promise.all(
    files.map(async (file) => {
      const contents = await readFile(path.join(standardFolder, file), "utf8");
      return {
        fileName: `standard/${file}`,
        contents: localStandardLocations(contents, ""),
        namespace: /targetNamespace\s*=\s*"([^"]*)"/.exec(contents)?.[1] ?? "",
      };
    }),
  );
}
