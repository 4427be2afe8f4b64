import { Command, CommanderError } from "commander";
import type { CliCommand } from "./commands/command.ts";
import { checkCommand } from "./commands/check.ts";
import { diffCommand } from "./commands/diff.ts";
import { dumpCommand } from "./commands/dump.ts";
import { generateCommand } from "./commands/generate.ts";
import { serveCommand } from "./commands/serve.ts";
import { validateSchemaCommand } from "./commands/validate-schema.ts";

/** For the prepare and prepack scripts (`compiled.js`), which run the bundle they have just made. */
export { prebuildRuntimeDist, warmRuntimeDist } from "./generate.ts";

/** Every subcommand, in the order `--help` lists them. */
const commands: readonly CliCommand[] = [
  validateSchemaCommand,
  dumpCommand,
  generateCommand,
  checkCommand,
  diffCommand,
  serveCommand,
];

/** Runs the command line and resolves to the process exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command()
    .name("xmlapi-codegen")
    .description("Schema-first code generator: WSDL 1.1 + XSD in, typed TypeScript packages out.")
    .exitOverride();
  for (const command of commands) command.register(program, (code) => (exitCode = code));
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    // Anything else is a bug or an environment failure: say what, without a stack trace.
    console.error(`xmlapi-codegen: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  return exitCode;
}
