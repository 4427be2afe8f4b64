import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { compileSchema, validateXmlDocuments, type XmlIssue, type XmlSource } from "./validate.ts";
import { wsdlSchemaDirectory, wsdlSchemaFolder, wsdlSchemaSet } from "./wsdl-schema-set.ts";
import { embeddedSchemas } from "./wsdl-schemas.ts";

/** What {@link checkSchemaDirectory} found. */
export interface SchemaDirectoryReport {
  /** Paths of the WSDL documents checked, relative to the schema root. */
  readonly wsdlFiles: readonly string[];
  /** Paths of the XSD documents checked, relative to the schema root. */
  readonly xsdFiles: readonly string[];
  /** Every libxml2 message, `fileName` an absolute path, sorted by file and line. */
  readonly issues: readonly XmlIssue[];
}

/**
 * Checks every `.wsdl` and `.xsd` under a schema root with libxml2: each XSD compiles (with the
 * other XSDs available to its imports); each WSDL is valid against WSDL 1.1 and its binding schemas;
 * each schema inside a WSDL's `wsdl:types` compiles, following its relative schemaLocations.
 */
export async function checkSchemaDirectory(schemaRoot: string): Promise<SchemaDirectoryReport> {
  const files = await listSchemaFiles(schemaRoot);
  const sources = await Promise.all(
    files.map(async (file): Promise<XmlSource> => ({
      fileName: file,
      contents: await readFile(path.join(schemaRoot, file), "utf8"),
    })),
  );
  const xsds = sources.filter((source) => source.fileName.endsWith(".xsd"));
  const wsdls = sources.filter((source) => source.fileName.endsWith(".wsdl"));
  const issues: XmlIssue[] = [];

  for (const xsd of xsds)
    issues.push(
      ...(await compileSchema(
        xsd,
        xsds.filter((other) => other !== xsd),
      )),
    );

  if (wsdls.length > 0) {
    const { schema, imports } = await wsdlSchemaSet();
    const report = await validateXmlDocuments({ schema, imports, documents: wsdls });
    issues.push(...report.schemaIssues, ...report.documents.flatMap((document) => document.issues));
  }

  for (const wsdl of wsdls) {
    let schemas: XmlSource[];
    try {
      schemas = embeddedSchemas(wsdl);
    } catch {
      continue; // not well formed: already reported by the WSDL validation above
    }
    for (const schema of schemas) issues.push(...(await compileSchema(schema, xsds)));
  }

  // An XSD reached from several schemas is compiled several times: report each message once.
  const unique = new Map(issues.map((issue) => [`${issue.fileName}:${issue.line}:${issue.message}`, issue]));
  const onDisk = [...unique.values()].map((issue) => ({
    ...issue,
    fileName: diskPath(schemaRoot, issue.fileName),
  }));
  onDisk.sort((a, b) => a.fileName.localeCompare(b.fileName) || a.line - b.line);
  return {
    wsdlFiles: wsdls.map((wsdl) => wsdl.fileName),
    xsdFiles: xsds.map((xsd) => xsd.fileName),
    issues: onDisk,
  };
}

/** Maps a name in libxml2's in-memory file system back to the file on disk. */
function diskPath(schemaRoot: string, fileName: string): string {
  const prefix = `${wsdlSchemaFolder}/`;
  if (fileName.startsWith(prefix)) return path.join(wsdlSchemaDirectory, fileName.slice(prefix.length));
  return path.join(schemaRoot, fileName);
}

async function listSchemaFiles(schemaRoot: string): Promise<string[]> {
  const entries = await readdir(schemaRoot, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(?:wsdl|xsd)$/.test(entry.name))
    .map((entry) =>
      path.relative(schemaRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}
