import { defaultSchemaRoot } from "../config.ts";
import { diffFormats, failLevels, runDiff } from "../diff/run-diff.ts";
import { readInterfaceVersion, readModel } from "../read.ts";
import type { CliCommand } from "./command.ts";

interface DiffCliOptions {
  readonly format: string;
  readonly failOn: string;
  readonly mapNamespace: string[];
  readonly schema: string;
  readonly baseline?: string;
  readonly semver?: boolean;
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

export const diffCommand: CliCommand = {
  register(program, finish) {
    program
      .command("diff")
      .description(
        "classify the changes between two interface versions: wire-breaking for clients/servers, source-breaking, dangerous, compatible",
      )
      .argument(
        "<old>",
        "interface version (14), schema folder or WSDL/XSD path, or git:<rev>[:<version|path>]",
      )
      .argument("<new>", "the same forms as <old>")
      .option("--format <format>", `output: ${diffFormats.join(", ")}`, "text")
      .option("--fail-on <level>", `exit 1 at or above: ${failLevels.join(", ")}`, "breaking")
      .option(
        "--map-namespace <old=new>",
        "compare an old namespace as a new one (repeatable)",
        (value: string, previous: string[]) => [...previous, value],
        [],
      )
      .option(
        "--baseline <file>",
        "leave out the changes a baseline file accepts (lines '<rule> <subject> [<path>]'; --format baseline writes one)",
      )
      .option("--semver", "print the version bump the changes ask for: major, minor or patch")
      .option("--schema <dir>", "schema root holding interfaces.json", defaultSchemaRoot)
      .action(async (oldSide: string, newSide: string, options: DiffCliOptions) => {
        const { format, failOn } = options;
        if (!isOneOf(diffFormats, format) || !isOneOf(failLevels, failOn)) {
          console.error(
            `diff: --format must be one of ${diffFormats.join(", ")} and --fail-on one of ${failLevels.join(", ")}`,
          );
          return finish(2);
        }
        const code = await runDiff(
          [oldSide, newSide],
          {
            format,
            failOn,
            mapNamespace: options.mapNamespace,
            schemaRoot: options.schema,
            ...(options.baseline === undefined ? {} : { baseline: options.baseline }),
            semver: options.semver === true,
          },
          { readModel, readInterfaceVersion },
          {
            stdout: (text) => process.stdout.write(text),
            stderr: (text) => process.stderr.write(text),
            color: process.stdout.isTTY && process.env["NO_COLOR"] === undefined,
          },
        );
        finish(code);
      });
  },
};
