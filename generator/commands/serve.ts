import { createHash, timingSafeEqual } from "node:crypto";
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

/** Imports a built module of a generated package (`dist/<name>.js`). */
async function importPackageModule<T>(generated: string, directory: string, name: string): Promise<T> {
  return (await import(pathToFileURL(path.join(generated, directory, "dist", `${name}.js`)).href)) as T;
}

export const serveCommand: CliCommand = {
  register(program, finish) {
    program
      .command("serve")
      .description(
        "serve every service of every interface version with mock handlers (sample data), at the spec's paths",
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
      .action(async (options: ServeOptions) => {
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
        const config = await readConfig(options.schema);
        const [first] = config.interfaces;
        if (first === undefined) return finish(2);
        const authenticate =
          options.user === undefined || options.password === undefined
            ? undefined
            : demoLogin(first.credentials, options.user, options.password);
        if (typeof authenticate === "string") {
          console.error(`xmlapi-codegen serve: cannot check logins: ${authenticate}`);
          return finish(2);
        }
        const generated = path.resolve(options.generated);
        const log = (entry: RequestLogEntry) => console.log(runtime.formatLogEntry(entry));
        const runtime = await importPackageModule<ServerModule>(generated, first.directory, "index");
        const mounts: Record<string, RequestListener> = {};
        for (const version of config.interfaces) {
          const mock = await importPackageModule<MockModule>(generated, version.directory, "mock");
          // Mocks answer sample data: the test form is offered to every caller, not only loopback ones.
          const listeners = mock.mockListeners(
            {
              log,
              servicePage: { form: "everyone" },
              ...(authenticate === undefined ? {} : { authenticate }),
            },
            options.edgeCases === true,
          );
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
