// The packages are real packages: `npm pack` each, `npm install` both tarballs into a fresh project that
// declares nothing else, compile a consumer under strict tsc against the shipped declarations, and run it;
// compile consumers with each TypeScript setting the packages' README documents, and every code example of
// the generated READMEs and of the root README. The install needs no network: the project's
// package-lock.json pins saxes and @types/node (the packages' peer dependency, which their declarations
// use) with everything they depend on to the versions and integrity of this repository's lockfile, so npm
// takes them from the cache the repository's `npm ci` filled (--prefer-offline: the registry is asked only
// for what the cache lacks).
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
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

/** A consumer of each documented setting: the client, an error class, a scalar alias and the mock. */
const settingConsumer = (
  module: "import" | "require",
) => `${module === "import" ? "" : "// CommonJS: compiled to require() calls.\n"}import { NonStaticXMLAPIClient, ScalarError, type XsDateTime } from "@xmlapi/v15";
import { NonStaticXMLAPIMock } from "@xmlapi/v15/mock";

const checkIn: XsDateTime = "tomorrow";
new NonStaticXMLAPIClient({ baseUrl: "http://127.0.0.1:9", validateRequest: false })
  .amendmentPriceRequest({ bookingID: "B-1", checkInDate: checkIn, checkOutDate: "2025-03-02T00:00:00" })
  .catch((error: unknown) => {
    console.log(JSON.stringify({ scalarError: error instanceof ScalarError, mock: typeof NonStaticXMLAPIMock.getMeals }));
  });
`;

/** The TypeScript code blocks of a Markdown text. */
function typescriptBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? "");
}

/** An entry of `packages` in a package-lock.json. */
interface LockEntry {
  readonly version: string;
  readonly resolved?: string;
  readonly integrity?: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly [field: string]: unknown;
}

/**
 * The entries of this repository's lockfile for `names` and everything they depend on, at the same
 * paths (`node_modules/saxes`, ...), without the repository's dev/optional flags (npm recomputes them).
 */
function lockedClosure(packages: Readonly<Record<string, LockEntry>>, names: readonly string[]) {
  const found: Record<string, LockEntry> = {};
  const visit = (from: string, name: string): void => {
    // Node's lookup: the nearest node_modules folder up from the dependent package.
    const candidates = [];
    for (let at = from; ; at = at.slice(0, Math.max(0, at.lastIndexOf("/node_modules/")))) {
      candidates.push(`${at === "" ? "" : `${at}/`}node_modules/${name}`);
      if (at === "") break;
    }
    const key = candidates.find((candidate) => packages[candidate] !== undefined);
    const entry = key === undefined ? undefined : packages[key];
    if (key === undefined || entry === undefined)
      throw new Error(`package-lock.json has no ${name} for ${from || "the root"}`);
    if (found[key] !== undefined) return;
    const flags = new Set(["dev", "optional", "devOptional", "peer"]);
    found[key] = Object.fromEntries(
      Object.entries(entry).filter(([field]) => !flags.has(field)),
    ) as LockEntry;
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(key, dependency);
  };
  for (const name of names) visit("", name);
  return found;
}

describe("npm pack consumer", () => {
  let project = "";

  beforeAll(async () => {
    project = await mkdtemp(path.join(tmpdir(), "xmlapi-consumer-"));
    const packs = path.join(project, "packs");
    await mkdir(packs);
    const dependencies: Record<string, string> = {};
    const packed: Record<string, LockEntry> = {};
    for (const version of ["v14", "v15"]) {
      const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", packs], {
        cwd: path.join(generatedRoot, version),
      });
      const [tarball] = JSON.parse(stdout) as {
        name: string;
        version: string;
        filename: string;
        integrity: string;
      }[];
      if (tarball === undefined) throw new Error(`npm pack of ${version} reported no tarball`);
      const manifest = JSON.parse(
        await readFile(path.join(generatedRoot, version, "package.json"), "utf8"),
      ) as {
        dependencies: Record<string, string>;
        peerDependencies: Record<string, string>;
      };
      dependencies[tarball.name] = `file:packs/${tarball.filename}`;
      packed[`node_modules/${tarball.name}`] = {
        version: tarball.version,
        resolved: `file:packs/${tarball.filename}`,
        integrity: tarball.integrity,
        dependencies: manifest.dependencies,
        peerDependencies: manifest.peerDependencies,
      };
    }
    const repositoryLock = JSON.parse(
      await readFile(path.join(repositoryRoot, "package-lock.json"), "utf8"),
    ) as {
      packages: Record<string, LockEntry>;
    };
    // The consumer declares the two packages only: Node's types come as their peer dependency.
    const manifest = { name: "consumer", version: "1.0.0", type: "module", private: true, dependencies };
    await writeFile(path.join(project, "package.json"), JSON.stringify(manifest, null, 2));
    await writeFile(
      path.join(project, "package-lock.json"),
      JSON.stringify(
        {
          name: "consumer",
          version: "1.0.0",
          lockfileVersion: 3,
          requires: true,
          packages: {
            "": { name: "consumer", version: "1.0.0", dependencies },
            ...packed,
            ...lockedClosure(repositoryLock.packages, ["saxes", "@types/node"]),
          },
        },
        null,
        2,
      ),
    );
    await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: project });
    await writeFile(path.join(project, "consumer.ts"), consumerSource);
    await writeFile(
      path.join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2023"],
          module: "NodeNext",
          moduleResolution: "NodeNext",
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

  /** Compiles `files` of the project's folder `folder` with `options` (strict); tsc's output. */
  async function compile(folder: string, options: Record<string, unknown>, files: readonly string[]) {
    const config = path.join(project, folder, "tsconfig.json");
    await writeFile(
      config,
      JSON.stringify({
        // The packages' declarations are checked once, by the consumer above.
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2023"],
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          ...options,
        },
        files,
      }),
    );
    const compiled = await run(process.execPath, [tsc, "-p", config]).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? String(error),
    }));
    return compiled.stdout;
  }

  afterAll(async () => {
    if (project !== "") await rm(project, { recursive: true, force: true });
  });

  it("installs both tarballs and the locked saxes", async () => {
    const installed = async (name: string) =>
      (
        JSON.parse(await readFile(path.join(project, "node_modules", name, "package.json"), "utf8")) as {
          version: string;
        }
      ).version;
    const repositoryLock = JSON.parse(
      await readFile(path.join(repositoryRoot, "package-lock.json"), "utf8"),
    ) as {
      packages: Record<string, LockEntry>;
    };
    expect(await installed("@xmlapi/v14")).toBe("0.1.0");
    expect(await installed("@xmlapi/v15")).toBe("0.1.0");
    expect(await installed("saxes")).toBe(repositoryLock.packages["node_modules/saxes"]?.version);
    expect((await readdir(path.join(project, "node_modules"))).sort()).toEqual(
      expect.arrayContaining(["@types", "@xmlapi", "saxes", "xmlchars"]),
    );
  });

  it("ships only dist, src, wsdl, README.md, package.json and tsconfig.json", async () => {
    const installed = path.join(project, "node_modules", "@xmlapi", "v15");
    expect((await readdir(installed)).sort()).toEqual([
      "README.md",
      "dist",
      "package.json",
      "src",
      "tsconfig.json",
      "wsdl",
    ]);
    const manifest = JSON.parse(await readFile(path.join(installed, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(["saxes"]);
    expect(manifest.peerDependencies).toEqual({ "@types/node": ">=20.19" });
  });

  it("compiles a consumer under strict tsc and runs it", async () => {
    const compiled = await run(process.execPath, [tsc, "-p", path.join(project, "tsconfig.json")]).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }),
    );
    expect(compiled.stdout).toBe("");
    const { stdout } = await run(process.execPath, [path.join(project, "out", "consumer.js")], {
      cwd: project,
    });
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

  it("compiles a consumer with each TypeScript setting its README documents, and refuses the one it warns of", async () => {
    const readme = await readFile(path.join(project, "node_modules", "@xmlapi", "v15", "README.md"), "utf8");
    for (const documented of [
      '"module": "node16"',
      '"moduleResolution": "bundler"',
      '"module": "node20"',
      "TS1479",
    ])
      expect(readme).toContain(documented);
    await writeFile(path.join(project, "setting.ts"), settingConsumer("import"));
    expect(await compile(".", { module: "node16", moduleResolution: "node16" }, ["setting.ts"])).toBe("");
    expect(await compile(".", { module: "preserve", moduleResolution: "bundler" }, ["setting.ts"])).toBe("");
    // A CommonJS project: its package.json says so.
    const cjs = path.join(project, "cjs");
    await mkdir(cjs, { recursive: true });
    await writeFile(path.join(cjs, "package.json"), JSON.stringify({ type: "commonjs" }));
    await writeFile(path.join(cjs, "setting.ts"), settingConsumer("require"));
    expect(await compile("cjs", { module: "node16", moduleResolution: "node16" }, ["setting.ts"])).toContain(
      "error TS1479",
    );
    expect(
      await compile("cjs", { module: "node20", moduleResolution: "node16", noEmit: false, outDir: "out" }, [
        "setting.ts",
      ]),
    ).toBe("");
    const { stdout } = await run(process.execPath, [path.join(cjs, "out", "setting.js")], { cwd: cjs });
    expect(JSON.parse(stdout)).toEqual({ scalarError: true, mock: "function" });
  }, 240_000);

  it("compiles every code example of the generated READMEs and of the root README", async () => {
    const readmes = [
      path.join(generatedRoot, "v14", "README.md"),
      path.join(generatedRoot, "v15", "README.md"),
      path.join(repositoryRoot, "README.md"),
    ];
    // The root README's own-WSDL and SOAP-header examples import the packages they name, as a reader would.
    const examplePackages = [
      ["@acme/library", ["corpus", "jaxws-library", "LibraryService.wsdl"]],
      ["@acme/quotes", ["emit", "soap-headers", "Quotes.wsdl"]],
    ] as const;
    for (const [name, wsdl] of examplePackages)
      await run(
        process.execPath,
        [
          path.join(repositoryRoot, "generator", "bin.js"),
          "generate",
          path.join(repositoryRoot, "test", "fixtures", ...wsdl),
          "--out",
          path.join(project, "node_modules", name),
          "--package",
          name,
          "--quiet",
        ],
        { cwd: project },
      );
    const files: string[] = [];
    for (const [index, readme] of readmes.entries()) {
      const blocks = typescriptBlocks(await readFile(readme, "utf8"));
      expect(blocks.length, readme).toBeGreaterThan(0);
      for (const [at, block] of blocks.entries()) {
        const file = `example-${index}-${at}.ts`;
        // Each example is a module of its own, as a reader pastes it into a file.
        await writeFile(path.join(project, file), `${block}\nexport {};\n`);
        files.push(file);
      }
    }
    expect(
      await compile(
        ".",
        {
          module: "NodeNext",
          moduleResolution: "NodeNext",
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
        },
        files,
      ),
    ).toBe("");
  }, 240_000);
});
