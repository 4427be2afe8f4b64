// The packages are real packages: `npm pack` each, install the tarball into a fresh project (no network:
// the tarball is unpacked into node_modules, saxes is linked from this repository), compile a consumer
// under strict tsc against the shipped declarations, and run it.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedRoot, repositoryRoot } from "./support.ts";

const run = promisify(execFile);
const tsc = path.join(repositoryRoot, "node_modules", "typescript", "bin", "tsc");

const consumerSource = `import {
  NAMESPACE,
  NonStaticXMLAPI,
  parseGetMealsResult,
  serializeGetMeals,
  validateGetMeals,
  validateMonetaryValue,
  type GetMeals,
  type MonetaryValue,
} from "@xmlapi/v15";

declare const console: { log(text: string): void };

const request: GetMeals = { userName: "reseller", password: "secret", language: "en" };
const xml = serializeGetMeals(request);
const result = parseGetMealsResult(
  '<getMealsResult xmlns="' + NAMESPACE + '"><meals><meal><id>7</id><name>Breakfast</name></meal></meals></getMealsResult>',
);
const meals = result === null ? [] : (result.meals ?? []);
const money: MonetaryValue = { value: "12.50", currency: "EUR" };
console.log(
  JSON.stringify({
    xml,
    requestIssues: validateGetMeals(request),
    firstMeal: meals[0]?.name,
    moneyIssues: validateMonetaryValue({ ...money, value: "12,50" }).map((issue) => issue.path),
    soapAction: NonStaticXMLAPI.operations.GetMeals.soapAction,
  }),
);
`;

describe("npm pack consumer", () => {
  let project = "";

  beforeAll(async () => {
    project = await mkdtemp(path.join(tmpdir(), "xmlapi-consumer-"));
    const packs = path.join(project, "packs");
    await mkdir(packs);
    for (const version of ["v14", "v15"])
      await run("npm", ["pack", "--silent", "--pack-destination", packs], { cwd: path.join(generatedRoot, version) });
    for (const tarball of await readdir(packs)) {
      const name = tarball.replace(/^xmlapi-/, "").replace(/-\d+\.\d+\.\d+\.tgz$/, "");
      const target = path.join(project, "node_modules", "@xmlapi", name);
      await mkdir(target, { recursive: true });
      await run("tar", ["-xzf", path.join(packs, tarball), "-C", target, "--strip-components=1"]);
    }
    await symlink(path.join(repositoryRoot, "node_modules", "saxes"), path.join(project, "node_modules", "saxes"));
    await writeFile(path.join(project, "package.json"), JSON.stringify({ name: "consumer", type: "module", private: true }));
    await writeFile(path.join(project, "consumer.ts"), consumerSource);
    await writeFile(
      path.join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2023"],
          module: "NodeNext",
          moduleResolution: "NodeNext",
          types: [],
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          // The package's declarations are checked too.
          skipLibCheck: false,
          outDir: "out",
        },
        files: ["consumer.ts"],
      }),
    );
  });

  afterAll(async () => {
    if (project !== "") await rm(project, { recursive: true, force: true });
  });

  it("ships only dist, src, wsdl, README.md, package.json and tsconfig.json", async () => {
    const installed = path.join(project, "node_modules", "@xmlapi", "v15");
    expect((await readdir(installed)).sort()).toEqual(["README.md", "dist", "package.json", "src", "tsconfig.json", "wsdl"]);
    const manifest = JSON.parse(await readFile(path.join(installed, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(["saxes"]);
  });

  it("compiles a consumer under strict tsc and runs it", async () => {
    const compiled = await run(process.execPath, [tsc, "-p", path.join(project, "tsconfig.json")]).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }),
    );
    expect(compiled.stdout).toBe("");
    const { stdout } = await run(process.execPath, [path.join(project, "out", "consumer.js")], { cwd: project });
    expect(JSON.parse(stdout)).toEqual({
      xml:
        '<?xml version="1.0" encoding="utf-8"?><GetMeals xmlns="http://xml.example.net/15/" ' +
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><userName>reseller</userName>' +
        "<password>secret</password><language>en</language></GetMeals>",
      requestIssues: [],
      firstMeal: "Breakfast",
      moneyIssues: ["value"],
      soapAction: "http://xml.example.net/15/GetMeals",
    });
  });
});
