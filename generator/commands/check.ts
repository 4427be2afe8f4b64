import path from "node:path";
import { defaultSchemaRoot } from "../config.ts";
import { changedFiles, unifiedDiff } from "../write/write-tree.ts";
import type { CliCommand } from "./command.ts";
import { withInputLimit } from "./input-limit.ts";
import { generateInMemory, ownsRootFile, type GenerateCommandOptions } from "./generate.ts";

export const checkCommand: CliCommand = {
  register(program, finish) {
    withInputLimit(program.command("check"))
      .description("regenerate in memory and fail with a unified diff when generated/ is not current")
      .option("--schema <dir>", "schema root holding interfaces.json", defaultSchemaRoot)
      .option("--out <dir>", "output root to compare", path.resolve(defaultSchemaRoot, "..", "generated"))
      .action(async (options: GenerateCommandOptions) => {
        const output = await generateInMemory(options);
        if (output === undefined) return finish(2);
        const root = path.resolve(options.out);
        const { files } = output;
        const changed = await changedFiles(root, output.directories, files, ownsRootFile);
        if (changed.length === 0) {
          console.log(`generated/ is current (${files.length} files)`);
          return finish(0);
        }
        process.stdout.write(await unifiedDiff(root, changed, files));
        console.error(
          `${changed.length} generated files differ from schema/; run \`xmlapi-codegen generate\``,
        );
        finish(1);
      });
  },
};
