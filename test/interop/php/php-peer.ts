/**
 * PHP's own SOAP stack (ext/soap) as a peer of the interop tests: its SoapClient (client.php) and its SoapServer
 * (server.php, under PHP's built-in web server), where the machine has `php` with the soap extension.
 */
import { execFile, spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

const PHP_CLIENT = path.join(import.meta.dirname, "client.php");
const PHP_SERVER = path.join(import.meta.dirname, "server.php");

const probe = spawnSync("php", ["-r", 'echo extension_loaded("soap") ? "soap" : "none";'], {
  encoding: "utf8",
});
export const phpSoap = probe.status === 0 && probe.stdout === "soap";
if (!phpSoap) console.warn("no php with the soap extension here: PHP interop is skipped.");

/** A value as SoapClient returns it (JSON), numbers and booleans as text: see {@link lexical}. */
export type Lexical = string | null | Lexical[] | { readonly [key: string]: Lexical };

/** What SoapClient returned (JSON), numbers and booleans as text. */
export function lexical(value: unknown): Lexical {
  if (value === null || typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(lexical);
  if (typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, lexical(member)]));
  throw new Error(`SoapClient returned ${String(value)}`);
}

export interface PhpRun {
  readonly functions: readonly string[];
  readonly calls: readonly (
    | { readonly result: unknown; readonly headers: unknown; readonly request: string }
    | { readonly fault: string; readonly response: string }
  )[];
}

/** A call SoapClient makes: its arguments in order (see client.php) and its header blocks. */
export interface PhpCall {
  readonly operation: string;
  readonly args: readonly unknown[];
  readonly headers?: readonly { readonly namespace: string; readonly name: string; readonly data: unknown }[];
}

/** Runs SoapClient on `wsdl` over SOAP `soap` for `calls`; asynchronous, as our server answers meanwhile. */
export function runPhpClient(
  wsdl: string,
  soap: "1.1" | "1.2",
  calls: readonly PhpCall[],
  location?: string,
): Promise<PhpRun> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "php",
      [PHP_CLIENT],
      { encoding: "utf8", timeout: 30_000 },
      (error, stdout, stderr) => {
        if (error !== null) reject(new Error(`php failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as PhpRun);
      },
    );
    child.stdin?.end(JSON.stringify({ wsdl, soap, calls, ...(location === undefined ? {} : { location }) }));
  });
}

/** A port no one listens on now, for PHP's built-in web server (which cannot pick one itself). */
async function freePort(): Promise<number> {
  const probeServer = createServer();
  await new Promise<void>((resolve) => probeServer.listen(0, "127.0.0.1", resolve));
  const { port } = probeServer.address() as AddressInfo;
  await new Promise((resolve) => probeServer.close(resolve));
  return port;
}

/** SoapServer under PHP's built-in web server, answering from a file of results. */
export interface PhpServer {
  /** Its address: every path is the service. */
  readonly base: string;
  /** The operation and the arguments of each call it took, as SoapServer read them, numbers as text. */
  received(): Lexical[];
  stop(): void;
}

/**
 * Starts server.php on `wsdl` answering `results` (by operation name: see server.php), with its files in
 * `folder` under `name`; resolves once it answers.
 */
export async function startPhpServer(
  folder: string,
  name: string,
  wsdl: string,
  results: object,
): Promise<PhpServer> {
  const received = path.join(folder, `${name}-received.jsonl`);
  const resultsFile = path.join(folder, `${name}-results.json`);
  writeFileSync(received, "");
  writeFileSync(resultsFile, JSON.stringify(results));
  const port = await freePort();
  const child = spawn("php", ["-S", `127.0.0.1:${port}`, PHP_SERVER], {
    env: { ...process.env, PHP_SOAP_WSDL: wsdl, PHP_SOAP_RESULTS: resultsFile, PHP_SOAP_RECEIVED: received },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/?wsdl`)).ok) break;
    } catch (error) {
      if (attempt === 100) {
        child.kill();
        throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    received: () =>
      readFileSync(received, "utf8")
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => lexical(JSON.parse(line))),
    stop: () => child.kill(),
  };
}
