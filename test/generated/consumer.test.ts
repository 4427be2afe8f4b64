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

const consumerSource = `import type { AddressInfo } from "node:net";
import {
  GetMealsOperation,
  NAMESPACE,
  NonStaticXMLAPI,
  NonStaticXMLAPIClient,
  SoapFaultError,
  createServiceListener,
  createSoapServer,
  parseGetMealsResult,
  serializeGetMeals,
  validateGetMeals,
  validateMonetaryValue,
  type GetMeals,
  type MonetaryValue,
  type NonStaticXMLAPIHandlers,
  type Transport,
} from "@xmlapi/v15";
import { NonStaticXMLAPIMock } from "@xmlapi/v15/mock";
import { StaticXMLAPIClient } from "@xmlapi/v14";

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
    soapAction: GetMealsOperation.soapAction,
  }),
);

// A server: the mock, with one operation implemented by hand and an authentication hook.
const handlers: NonStaticXMLAPIHandlers = {
  ...NonStaticXMLAPIMock,
  getLanguages: async (request, context) => ({
    languages: [{ isoCode: "en", name: \`\${context.transport} for \${request.userName ?? "?"}\` }],
  }),
};
const server = createSoapServer(
  createServiceListener(NonStaticXMLAPI, handlers, {
    authenticate: (credentials) => credentials["password"] === "secret",
  }),
);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseUrl = \`http://127.0.0.1:\${(server.address() as AddressInfo).port}\`;
const client = new NonStaticXMLAPIClient({ baseUrl });
const transports: Transport[] = ["soap11", "soap12", "get", "post"];
const languages = [];
for (const transport of transports) {
  const result = await client.getLanguages({ userName: "reseller", password: "secret" }, { transport });
  languages.push(result?.languages?.[0]?.name);
}
const mealCount = (await client.getMeals({ userName: "reseller", password: "secret" }))?.meals?.length;
const refused = await client.getMeals({ userName: "reseller", password: "wrong" }).catch((error: unknown) =>
  error instanceof SoapFaultError ? error.fault.code : "unexpected",
);
// Version 14 has another path: the v15 server does not know it.
const v14 = await new StaticXMLAPIClient({ baseUrl })
  .getRoomTypes({ userName: "reseller", password: "secret" })
  .catch((error: unknown) => (error instanceof Error ? error.name : "unexpected"));
server.close();
console.log(JSON.stringify({ languages, mealCount, refused, v14 }));
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
    // A server's consumer compiles against Node's types, as any Node program does.
    await mkdir(path.join(project, "node_modules", "@types"));
    await symlink(
      path.join(repositoryRoot, "node_modules", "@types", "node"),
      path.join(project, "node_modules", "@types", "node"),
    );
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
          types: ["node"],
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
    const [library, service] = stdout.trim().split("\n");
    expect(JSON.parse(service ?? "")).toEqual({
      languages: ["soap11 for reseller", "soap12 for reseller", "get for reseller", "post for reseller"],
      mealCount: 3,
      refused: "Client",
      v14: "HttpError",
    });
    expect(JSON.parse(library ?? "")).toEqual({
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
