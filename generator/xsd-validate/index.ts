/**
 * libxml2 (xmllint-wasm) schema validation for the generator's own checks and for tests: validate
 * many documents against one schema set in one run, compile schemas, cut the schemas out of a WSDL,
 * check a whole schema directory.
 */
export {
  compileSchema,
  importingSchema,
  validateXmlDocuments,
  type DocumentReport,
  type SchemaImport,
  type ValidationReport,
  type ValidationRequest,
  type XmlIssue,
  type XmlSource,
} from "./validate.ts";
export { embeddedSchemas } from "./wsdl-schemas.ts";
export { wsdlSchemaSet } from "./wsdl-schema-set.ts";
export { checkSchemaDirectory, type SchemaDirectoryReport } from "./check-schema-directory.ts";
