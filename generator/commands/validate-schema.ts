import path from "node:path";
import { defaultSchemaRoot } from "../config.ts";
import { checkSchemaDirectory } from "../xsd-validate/index.ts";
import type { CliCommand } from "./command.ts";

export const validateSchemaCommand: CliCommand = {
  register(program, finish) {
    program
      .command("validate-schema")
      .description("validate every WSDL and XSD under schema/ against the XML Schema specification (libxml2)")
      .option("--schema <dir>", "schema root", defaultSchemaRoot)
      .action(async (options: { readonly schema: string }) => {
        const schemaRoot = path.resolve(options.schema);
        const shown = path.relative(process.cwd(), schemaRoot) || ".";
        const report = await checkSchemaDirectory(schemaRoot);
        for (const issue of report.issues)
          console.error(
            `${path.relative(process.cwd(), issue.fileName)}:${issue.line}: ${issue.severity}: ${issue.message}`,
          );
        const errors = report.issues.filter((issue) => issue.severity === "error").length;
        const warnings = report.issues.length - errors;
        const counts = `${report.wsdlFiles.length} WSDL, ${report.xsdFiles.length} XSD under ${shown}/`;
        const verdict = errors === 0 ? "valid (libxml2)" : `${errors} error(s)`;
        console.log(
          `validate-schema: ${counts}: ${verdict}${warnings > 0 ? `, ${warnings} warning(s)` : ""}`,
        );
        finish(errors === 0 ? 0 : 1);
      });
  },
};
