import { stat } from "node:fs/promises";
import path from "node:path";
import { defaultSchemaRoot, readConfig } from "../config.ts";
import { formatDiagnostic, relativeToCwd } from "../diagnostics.ts";
import { assignNames } from "../naming/assign-names.ts";
import { namesFileOf, readNamesFile } from "../naming/names-file.ts";
import { readInterfaceVersion, readModel, type ReadResult } from "../read.ts";
import type { CliCommand } from "./command.ts";
import { inputLimitBytes, withInputLimit } from "./input-limit.ts";

interface DumpOptions {
  readonly schema: string;
  readonly root?: string;
  readonly allowRemote?: boolean;
  readonly maxInputMb: string;
  /** Print the TypeScript names instead of the model; a string names a names file to apply. */
  readonly names?: string | true;
}

export const dumpCommand: CliCommand = {
  register(program, finish) {
    withInputLimit(program.command("dump"))
      .description(
        "print the resolved model of an interface version (default: all) or of a WSDL/XSD file as stable JSON",
      )
      .argument(
        "[target]",
        "interface version from interfaces.json (e.g. 15) or a path to a WSDL or XSD file",
      )
      .option("--schema <dir>", "schema root holding interfaces.json", defaultSchemaRoot)
      .option(
        "--root <dir>",
        "for a file target: the root its imports must stay inside (default: the file's folder)",
      )
      .option("--allow-remote", "fetch http(s) schemaLocations instead of refusing them")
      .option(
        "--names [file]",
        "print the TypeScript names, as a names file for generate --names holds them, with those of [file] applied",
      )
      .action(async (target: string | undefined, options: DumpOptions) => {
        const maxInputBytes = inputLimitBytes(options.maxInputMb);
        if (typeof maxInputBytes === "string") {
          console.error(`xmlapi-codegen dump: ${maxInputBytes}`);
          return finish(2);
        }
        const names = typeof options.names === "string" ? await readNamesFile(options.names) : undefined;
        for (const diagnostic of names?.diagnostics ?? []) console.error(formatDiagnostic(diagnostic));
        if (names !== undefined && names.overrides === undefined) return finish(2);
        const results = await readTargets(target, options, maxInputBytes);
        let failed = false;
        const dump: Record<string, unknown> = {};
        for (const { label, root, result } of results) {
          const naming =
            options.names === undefined || result.model === undefined
              ? undefined
              : assignNames(result.model, undefined, names?.overrides);
          for (const diagnostic of [...result.diagnostics, ...(naming?.diagnostics ?? [])])
            console.error(formatDiagnostic(relativeToCwd(diagnostic, root)));
          if (result.model === undefined || naming?.diagnostics.some((d) => d.severity === "error"))
            failed = true;
          else dump[label] = naming === undefined ? result.model : namesFileOf(result.model, naming.names);
        }
        if (failed) return finish(2);
        // One target prints its model; the default (every version) prints an object keyed by version.
        console.log(stableStringify(target === undefined ? dump : Object.values(dump)[0]));
        finish(0);
      });
  },
};

async function readTargets(
  target: string | undefined,
  options: DumpOptions,
  maxInputBytes: number,
): Promise<{ readonly label: string; readonly root: string; readonly result: ReadResult }[]> {
  // A file is told from a version by existing: what it holds (WSDL or XSD) is told by its root element.
  if (target !== undefined && (await stat(target).catch(() => undefined))?.isFile() === true) {
    const file = path.resolve(target);
    const root = path.resolve(options.root ?? path.dirname(file));
    const result = await readModel({
      root,
      entries: [path.relative(root, file).split(path.sep).join("/")],
      allowRemote: options.allowRemote ?? false,
      maxInputBytes,
    });
    return [{ label: "", root, result }];
  }
  const config = await readConfig(path.resolve(options.schema));
  const versions = target === undefined ? config.interfaces.map((item) => item.version) : [target];
  return Promise.all(
    versions.map(async (version) => ({
      label: version,
      root: config.schemaRoot,
      result: await readInterfaceVersion(config, version, undefined, maxInputBytes),
    })),
  );
}

/** JSON with object keys sorted at every level (arrays keep their order), two-space indented. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (item === null || typeof item !== "object" || Array.isArray(item)) return item;
      const sorted: Record<string, unknown> = {};
      for (const key of Object.keys(item).sort()) sorted[key] = (item as Record<string, unknown>)[key];
      return sorted;
    },
    2,
  );
}
