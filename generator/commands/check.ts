import path from "node:path";
import { defaultSchemaRoot } from "../config.ts";
import { changedFiles, listFiles, unifiedDiff } from "../write/write-tree.ts";
import type { EmittedFile } from "../emit/emit-package.ts";
import type { CliCommand } from "./command.ts";
import { withInputLimit } from "./input-limit.ts";
import {
  defaultOut,
  generateFilesInMemory,
  generateInMemory,
  ownsRootFile,
  withFilesOptions,
  type FilesCommandOptions,
  type GenerateCommandOptions,
} from "./generate.ts";

export const checkCommand: CliCommand = {
  register(program, finish) {
    const command = withInputLimit(program.command("check"))
      .description(
        "regenerate in memory and fail with a unified diff when the output is not current: generated/ from schema/, or with files the package --out holds",
      )
      .argument("[files...]", "WSDL/XSD files of one package, as `generate <files...>` was given them")
      .option("--schema <dir>", "without files: schema root holding interfaces.json", defaultSchemaRoot)
      .option("--out <dir>", "output root to compare (with files: the package's own folder)", defaultOut);
    withFilesOptions(command).action(
      async (files: string[], options: GenerateCommandOptions & FilesCommandOptions) => {
        if (files.length > 0) return finish(await checkFiles(files, options));
        const output = await generateInMemory(options);
        if (output === undefined) return finish(2);
        const root = path.resolve(options.out);
        const { files: generated } = output;
        const changed = await changedFiles(root, output.directories, generated, ownsRootFile);
        finish(
          await report(root, changed, generated, "generated/", "schema/", "run `xmlapi-codegen generate`"),
        );
      },
    );
  },
};

/** `check <files...> --out <dir>`: the package generated from `files` against the folder; the exit code. */
async function checkFiles(
  files: readonly string[],
  options: GenerateCommandOptions & FilesCommandOptions,
): Promise<number> {
  if (options.out === defaultOut) {
    console.error("xmlapi-codegen: check <files...> needs --out <dir>, the folder of the package");
    return 2;
  }
  const { generated } = await generateFilesInMemory(files, options);
  if (generated === undefined) return 2;
  const root = path.resolve(options.out);
  const expected = new Set(generated.files.map((file) => file.path));
  // The links `generate` makes in node_modules, or what `npm install` put there, are not the generator's.
  const onDisk = (await listFiles(root)).filter((file) => !file.startsWith("node_modules/"));
  const changed = new Set(onDisk.filter((file) => !expected.has(file)));
  for (const file of await changedFiles(root, [], generated.files)) changed.add(file);
  const shown = path.relative(process.cwd(), root) || ".";
  return report(
    root,
    [...changed].sort(),
    generated.files,
    `${shown}/`,
    files.join(", "),
    "run `xmlapi-codegen generate` with the same files and options",
  );
}

/** Prints whether `root` is current, or the diff of what changed; the exit code. */
async function report(
  root: string,
  changed: readonly string[],
  files: readonly EmittedFile[],
  output: string,
  source: string,
  advice: string,
): Promise<number> {
  if (changed.length === 0) {
    console.log(`${output} is current (${files.length} files)`);
    return 0;
  }
  process.stdout.write(await unifiedDiff(root, changed, files));
  console.error(`${changed.length} generated files differ from ${source}; ${advice}`);
  return 1;
}
