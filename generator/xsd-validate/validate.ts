import { validateXML } from "xmllint-wasm";

/**
 * An XML or XSD text with the name libxml2 will know it by. The name is a path inside libxml2's
 * in-memory file system: relative `schemaLocation`s resolve against it, so give a schema and the
 * files it imports the same relative layout they have on disk (`15/types.xsd` beside
 * `15/NonStaticXMLAPI.wsdl`). Names must not contain `:` (libxml2 uses it to separate the line).
 */
export interface XmlSource {
  /** Path inside the in-memory file system, `/`-separated, relative. */
  readonly fileName: string;
  /** The document text (UTF-8 when written). */
  readonly contents: string;
}

/** One message of libxml2 about one file. */
export interface XmlIssue {
  /** `fileName` of the file the message is about. */
  readonly fileName: string;
  /** 1-based line libxml2 reports; 0 when libxml2 gave none. */
  readonly line: number;
  /** `error` for anything that fails the document or schema, `warning` for libxml2 warnings. */
  readonly severity: "error" | "warning";
  /** libxml2's message without file and line, e.g. `Schemas validity error : Element '{ns}id': 'x' is not a valid value ...`. */
  readonly message: string;
}

/** What libxml2 said about one document. */
export interface DocumentReport {
  /** `fileName` of the document. */
  readonly fileName: string;
  /** True when the document is well formed and valid against the schema set. */
  readonly valid: boolean;
  /** The document's errors in output order (empty when valid). */
  readonly issues: readonly XmlIssue[];
}

/** The result of one libxml2 run. */
export interface ValidationReport {
  /**
   * Messages about the schema set itself (compile errors, unresolved imports, warnings). When one of
   * them is an error the schema did not compile and no document was checked.
   */
  readonly schemaIssues: readonly XmlIssue[];
  /** One report per document, in input order. */
  readonly documents: readonly DocumentReport[];
}

/** Input of {@link validateXmlDocuments}. */
export interface ValidationRequest {
  /** The schema libxml2 compiles: an XSD, or an importing schema built with {@link importingSchema}. */
  readonly schema: XmlSource;
  /** Every file the schema reaches through import/include, at the names its schemaLocations resolve to. */
  readonly imports?: readonly XmlSource[];
  /** The documents to check against the schema. */
  readonly documents: readonly XmlSource[];
}

/**
 * Validates many documents against one schema set in a single libxml2 run (every run starts a
 * worker thread, so batch). Never rejects for invalid or malformed documents; rejects only when
 * libxml2 itself cannot run.
 */
export async function validateXmlDocuments(request: ValidationRequest): Promise<ValidationReport> {
  const imports = request.imports ?? [];
  for (const file of [request.schema, ...imports, ...request.documents])
    if (file.fileName.includes(":")) throw new Error(`file name must not contain ':': ${file.fileName}`);
  let output: string;
  try {
    const result = await validateXML({
      schema: [request.schema],
      preload: [...imports],
      xml: [...request.documents],
      maxMemoryPages: 4096,
    });
    output = result.rawOutput;
  } catch (error) {
    // xmllint-wasm rejects with libxml2's output as the message when the schema does not compile.
    const code = (error as { code?: unknown }).code;
    if (typeof code !== "number" || !(error instanceof Error)) throw error;
    output = error.message;
  }
  return parseOutput(output, request);
}

/**
 * Compiles a schema set under libxml2 and returns its issues (empty when it compiles without
 * warnings). libxml2 needs a document to compile a schema: a placeholder is validated and its
 * verdict dropped.
 */
export async function compileSchema(
  schema: XmlSource,
  imports: readonly XmlSource[] = [],
): Promise<XmlIssue[]> {
  const placeholder: XmlSource = { fileName: "compile-placeholder.xml", contents: "<placeholder/>" };
  const report = await validateXmlDocuments({ schema, imports, documents: [placeholder] });
  return [...report.schemaIssues];
}

/** One `xs:import` of an importing schema. */
export interface SchemaImport {
  /** Namespace of the imported schema ("" for none, which is then included instead). */
  readonly namespace: string;
  /** Where the imported schema is, relative to the importing schema's `fileName`. */
  readonly schemaLocation: string;
}

/**
 * Builds a no-namespace schema that only imports others, so one libxml2 run can validate documents
 * of several namespaces (both interface versions, the SOAP envelopes) together.
 */
export function importingSchema(fileName: string, imports: readonly SchemaImport[]): XmlSource {
  const lines = imports.map((entry) =>
    entry.namespace === ""
      ? `  <xs:include schemaLocation="${escapeAttribute(entry.schemaLocation)}"/>`
      : `  <xs:import namespace="${escapeAttribute(entry.namespace)}" schemaLocation="${escapeAttribute(entry.schemaLocation)}"/>`,
  );
  const contents = [
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">`,
    ...lines,
    `</xs:schema>`,
    "",
  ].join("\n");
  return { fileName, contents };
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll('"', "&quot;");
}

/** libxml2's XML parser messages are followed by two context lines (the source line and a caret). */
const parserMessage = /^(?:parser|namespace|validity) (?:error|warning) :/;
const located = /^(.*?):(\d+): (.*)$/;

function parseOutput(output: string, request: ValidationRequest): ValidationReport {
  const documentNames = new Set(request.documents.map((document) => document.fileName));
  const issuesByDocument = new Map<string, XmlIssue[]>();
  const validated = new Set<string>();
  const schemaIssues: XmlIssue[] = [];
  const lines = output.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (line.trim() === "") continue;
    const verdict = /^(.*) (validates|fails to validate)$/.exec(line);
    if (verdict !== null && documentNames.has(verdict[1] ?? "")) {
      if (verdict[2] === "validates") validated.add(verdict[1] ?? "");
      continue;
    }
    const match = located.exec(line);
    const issue: XmlIssue =
      match === null
        ? { fileName: request.schema.fileName, line: 0, severity: severityOf(line), message: line.trim() }
        : {
            fileName: match[1] ?? "",
            line: Number(match[2]),
            severity: severityOf(match[3] ?? ""),
            message: (match[3] ?? "").trim(),
          };
    if (match !== null && parserMessage.test(issue.message)) index += 2;
    if (documentNames.has(issue.fileName)) {
      const list = issuesByDocument.get(issue.fileName) ?? [];
      list.push(issue);
      issuesByDocument.set(issue.fileName, list);
    } else schemaIssues.push(issue);
  }
  const documents = request.documents.map((document): DocumentReport => {
    const issues = issuesByDocument.get(document.fileName) ?? [];
    const errors = issues.filter((issue) => issue.severity === "error");
    return {
      fileName: document.fileName,
      valid: validated.has(document.fileName) && errors.length === 0,
      issues,
    };
  });
  return { schemaIssues, documents };
}

/** libxml2 only warns when an imported or included schema cannot be loaded; for us that is an error. */
const missingFile = /failed to load|Failed to locate a schema/;

function severityOf(message: string): "error" | "warning" {
  if (missingFile.test(message)) return "error";
  return /\bwarning\b/i.test(message) && !/\berror\b/i.test(message) ? "warning" : "error";
}
