import type { Command } from "commander";
import { defaultMaxInputBytes } from "../load/load-documents.ts";

const mebibyte = 1024 * 1024;

/** Adds `--max-input-mb <n>`: the bound on the schema input a read takes, raised for a very large schema. */
export function withInputLimit(command: Command): Command {
  return command.option(
    "--max-input-mb <n>",
    `largest total size of the schema files read, in MiB (memory grows about 50 times the input)`,
    String(defaultMaxInputBytes / mebibyte),
  );
}

/** The bound in bytes, or a message saying why the option's value is not one. */
export function inputLimitBytes(text: string): number | string {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value) || value <= 0)
    return `--max-input-mb must be a positive number of MiB, not ${text}`;
  return Math.floor(value * mebibyte);
}
