// `generateAll` and `generateFromFiles` tell their progress: each stage, and the types read and the modules
// emitted, formatted and compiled.
import path from "node:path";
import { expect, it } from "vitest";
import { readConfig } from "../generator/config.ts";
import { generateFromFiles } from "../generator/generate-files.ts";
import { generateAll, readGeneratorInputs } from "../generator/generate.ts";
import type { Progress, ProgressCount } from "../generator/progress.ts";
import { readInterfaceVersion } from "../generator/read.ts";

const fixture = path.join(import.meta.dirname, "fixtures", "emit", "simple-types");

/** A progress that records the stages and counts it hears. */
function recording() {
  const stages: string[] = [];
  const counts = new Map<ProgressCount, number>();
  const progress: Progress = {
    stage: (name) => stages.push(name),
    add: (count, amount) => counts.set(count, (counts.get(count) ?? 0) + amount),
    done: () => {
      throw new Error("`done` is left to the caller");
    },
  };
  return { stages, counts, progress };
}

it("generateFromFiles reports its stages and counts every type read and every module", async () => {
  const { stages, counts, progress } = recording();
  const result = await generateFromFiles({
    files: [path.join(fixture, "types.xsd")],
    allowRemote: false,
    progress,
  });
  const modules = (result.package?.files ?? []).filter((file) => /^src\/[^/]+\.ts$/.test(file.path));
  expect(stages).toEqual(["reading", "emitting", "formatting and compiling", "compiling the runtime"]);
  expect(modules.length).toBeGreaterThan(0);
  expect(Object.fromEntries(counts)).toEqual({
    "types read": result.model?.types.length,
    "modules emitted": modules.length,
    formatted: modules.length,
    compiled: modules.length,
  });
});

it("generateAll reports each stage and counts every type read and every module emitted, formatted and compiled", async () => {
  const config = await readConfig(fixture);
  const { stages, counts, progress } = recording();
  const result = await generateAll(
    config,
    (cfg, version) => readInterfaceVersion(cfg, version.version),
    await readGeneratorInputs(config.schemaRoot),
    progress,
  );
  const [version] = config.interfaces;
  const read = await readInterfaceVersion(config, version?.version ?? "");
  const modules = result.packages
    .flatMap((generated) => generated.files)
    // The generated modules sit in src/ itself; the runtime's in src/runtime/.
    .filter((file) => /\/src\/[^/]+\.ts$/.test(file.path));
  expect(stages).toEqual([
    `reading version ${version?.version ?? ""}`,
    "emitting",
    "formatting and compiling",
    "comparing versions",
    "compiling the runtime",
  ]);
  expect(modules.length).toBeGreaterThan(0);
  expect(Object.fromEntries(counts)).toEqual({
    "types read": read.model?.types.length,
    "modules emitted": modules.length,
    formatted: modules.length,
    compiled: modules.length,
  });
});
