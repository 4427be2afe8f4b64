import type { Command } from "commander";

/**
 * One CLI subcommand. `register` adds it to the program; its action resolves to the process exit
 * code (0 success, 1 a check failed, 2 the input could not be read).
 */
export interface CliCommand {
  readonly register: (program: Command, finish: (exitCode: number) => void) => void;
}
