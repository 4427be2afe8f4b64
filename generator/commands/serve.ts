import { createHash, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import type { RequestListener, Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { defaultSchemaRoot, readConfig, type CredentialParameters } from "../config.ts";
import type { RequestLogEntry, ServiceListenerOptions } from "../runtime/http-server.ts";
import type { CliCommand } from "./command.ts";

/** What `serve` uses of a generated package: its mock module and the runtime's server functions. */
interface MockModule {
  readonly mockListeners: (
    options: ServiceListenerOptions,
    edgeCases: boolean,
  ) => Readonly<Record<string, RequestListener>>;
}
interface ServerModule {
  readonly createRouter: (mounts: Readonly<Record<string, RequestListener>>) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
  readonly formatLogEntry: (entry: RequestLogEntry) => string;
}

interface ServeOptions {
  readonly port: string;
  readonly host: string;
  readonly schema: string;
  readonly generated: string;
  readonly user?: string;
  readonly password?: string;
  readonly edgeCases?: boolean;
}

type Authenticate = NonNullable<ServiceListenerOptions["authenticate"]>;

/**
 * The login check of `--user`/`--password`: the user name goes to every credential parameter that is not
 * secret, the password to every secret one, and a call passes when each of them carries its value. Compared
 * as digests in constant time, so the answer's timing tells nothing of how much of a guess was right.
 */
export function demoLogin(
  credentials: CredentialParameters,
  user: string,
  password: string,
): Authenticate | string {
  if (!credentials.parameters.some((name) => !credentials.secret.includes(name)))
    return "interfaces.json names no user parameter among its credentials";
  if (credentials.secret.length === 0) return "interfaces.json names no secret (password) credential";
  const expected = new Map<string, Buffer>();
  for (const name of credentials.parameters)
    expected.set(name, digest(credentials.secret.includes(name) ? password : user));
  return (given) =>
    [...expected].every(([name, value]) => {
      const text = given[name];
      return text !== undefined && timingSafeEqual(digest(text), value);
    });
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/** Imports a built module of the generated package in `folder` (`dist/<name>.js`). */
async function importPackageModule<T>(folder: string, name: string): Promise<T> {
  return (await import(pathToFileURL(path.join(folder, "dist", `${name}.js`)).href)) as T;
}

/**
 * The folders of the packages to serve, and the login check: the packages given, else every interface version
 * of interfaces.json, whose credential parameters the check needs; or why they cannot be served.
 */
async function servedPackages(
  packages: readonly string[],
  options: ServeOptions,
): Promise<{ readonly folders: readonly string[]; readonly authenticate?: Authenticate } | string> {
  const login =
    options.user === undefined || options.password === undefined
      ? undefined
      : { user: options.user, password: options.password };
  if (packages.length > 0) {
    if (login !== undefined) return "--user and --password need interfaces.json's credentials, not packages";
    const folders = packages.map((folder) => path.resolve(folder));
    const unbuilt = folders.find((folder) => !existsSync(path.join(folder, "dist", "mock.js")));
    if (unbuilt !== undefined) return `${unbuilt} holds no package built by generate (no dist/mock.js)`;
    return { folders };
  }
  const config = await readConfig(options.schema);
  const [first] = config.interfaces;
  if (first === undefined) return `${config.schemaRoot} names no interface version`;
  const generated = path.resolve(options.generated);
  const folders = config.interfaces.map((version) => path.join(generated, version.directory));
  if (login === undefined) return { folders };
  const authenticate = demoLogin(first.credentials, login.user, login.password);
  if (typeof authenticate === "string") return `cannot check logins: ${authenticate}`;
  return { folders, authenticate };
}

export const serveCommand: CliCommand = {
  register(program, finish) {
    program
      .command("serve")
      .description(
        "serve every service of every interface version with mock handlers (sample data), at the spec's paths, or those of the packages given",
      )
      .argument(
        "[packages...]",
        "folders of packages `generate <files...> --out` wrote, served instead of interfaces.json's versions",
      )
      .option("--port <n>", "port (0 picks a free one)", "8080")
      .option("--host <address>", "address to listen on", "127.0.0.1")
      .option("--schema <dir>", "schema root holding interfaces.json", defaultSchemaRoot)
      .option(
        "--generated <dir>",
        "folder of the generated packages",
        path.resolve(defaultSchemaRoot, "..", "generated"),
      )
      .option(
        "--user <name>",
        "turn the login check on: the user name every call must carry (with --password)",
      )
      .option("--password <secret>", "the password every call must carry (with --user)")
      .option(
        "--edge-cases",
        "answer with the edge-case mocks (nil list items and members, derived types with xsi:type) instead of typical data",
      )
      .action(async (packages: string[], options: ServeOptions) => {
        const port = Number(options.port);
        if (!Number.isInteger(port) || port < 0 || port > 65535) {
          console.error(
            `xmlapi-codegen serve: --port must be an integer from 0 to 65535, not ${options.port}`,
          );
          return finish(2);
        }
        if ((options.user === undefined) !== (options.password === undefined)) {
          console.error("xmlapi-codegen serve: --user and --password go together");
          return finish(2);
        }
        const served = await servedPackages(packages, options);
        if (typeof served === "string") {
          console.error(`xmlapi-codegen serve: ${served}`);
          return finish(2);
        }
        const { folders, authenticate } = served;
        const [first] = folders;
        if (first === undefined) return finish(2);
        const log = (entry: RequestLogEntry) => console.log(runtime.formatLogEntry(entry));
        const runtime = await importPackageModule<ServerModule>(first, "index");
        const mounts: Record<string, RequestListener> = {};
        const owners = new Map<string, string>();
        for (const folder of folders) {
          const mock = await importPackageModule<MockModule>(folder, "mock");
          // Mocks answer sample data: the test form is offered to every caller, not only loopback ones.
          const listeners = mock.mockListeners(
            {
              log,
              servicePage: { form: "everyone" },
              ...(authenticate === undefined ? {} : { authenticate }),
            },
            options.edgeCases === true,
          );
          for (const mount of Object.keys(listeners)) {
            const owner = owners.get(mount);
            if (owner !== undefined) {
              console.error(`xmlapi-codegen serve: ${owner} and ${folder} both serve ${mount}`);
              return finish(2);
            }
            owners.set(mount, folder);
          }
          Object.assign(mounts, listeners);
        }
        const server = runtime.createSoapServer(runtime.createRouter(mounts));
        const listening = new Promise<void>((resolve, reject) => {
          server.once("error", reject);
          server.listen(port, options.host, () => resolve());
        });
        try {
          await listening;
        } catch (error) {
          console.error(
            `xmlapi-codegen serve: cannot listen on ${options.host}:${port}: ${(error as Error).message}`,
          );
          return finish(1);
        }
        const address = server.address();
        const actualPort = typeof address === "object" && address !== null ? address.port : port;
        const base = `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${actualPort}`;
        console.log(
          `serving mock services on ${base}${authenticate === undefined ? "" : " (login check on)"}`,
        );
        for (const mount of Object.keys(mounts).sort()) console.log(`  ${base}${mount}?WSDL`);
        console.log(
          "open a service's path without ?WSDL in a browser for its operations, samples and test form",
        );
        await new Promise<void>((resolve) => {
          const stop = (signal: NodeJS.Signals) => {
            process.off("SIGINT", stop);
            process.off("SIGTERM", stop);
            console.log(`${signal}: stopping`);
            server.close(() => resolve());
            server.closeIdleConnections();
            // Requests in flight get a moment to finish; then every connection goes.
            setTimeout(() => server.closeAllConnections(), 2000).unref();
          };
          process.on("SIGINT", stop);
          process.on("SIGTERM", stop);
        });
        finish(0);
      });
  },
};
