// Mono's System.Web.Services as a peer: wsdl.exe writes a client proxy per service and protocol from our server's
// ?WSDL, mcs compiles them with driver.cs, and the driver calls what it reads on stdin (see driver.cs).
import { execFile, spawnSync } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const DRIVER = path.join(import.meta.dirname, "driver.cs");

/** The tools of mono-devel this machine lacks. */
export const missingMonoTools: readonly string[] = ["mono", "wsdl", "mcs"].filter(
  (tool) => spawnSync(tool, ["--version"], { encoding: "utf8" }).error !== undefined,
);

/** One proxy wsdl.exe writes: the C# namespace it goes in, its protocol (SOAP, SOAP12, HttpGet, HttpPost). */
export interface MonoProxy {
  readonly namespace: string;
  readonly protocol: string;
  /** The URL of the WSDL it is written from. */
  readonly wsdl: string;
}

/**
 * Writes the proxies into `folder` (two at a time: wsdl.exe spends most of its run compiling itself) and compiles
 * them with the driver; returns the driver's path.
 */
export async function buildMonoDriver(
  folder: string,
  proxies: readonly MonoProxy[],
  references: readonly string[] = [],
): Promise<string> {
  const pending = [...proxies];
  const writeProxies = async () => {
    for (let next = pending.shift(); next !== undefined; next = pending.shift())
      await run("wsdl", [
        "-nologo",
        `-protocol:${next.protocol}`,
        `-n:${next.namespace}`,
        `-out:${path.join(folder, `${next.namespace}.cs`)}`,
        next.wsdl,
      ]);
  };
  await Promise.all([writeProxies(), writeProxies()]);
  const driver = path.join(folder, "driver.exe");
  await run("mcs", [
    "-nologo",
    `-out:${driver}`,
    "-r:System.Web.Services",
    "-r:System.Xml",
    ...references.map((reference) => `-r:${reference}`),
    DRIVER,
    ...proxies.map((proxy) => path.join(folder, `${proxy.namespace}.cs`)),
  ]);
  return driver;
}

/** Runs the driver with `lines` on stdin, one call each; asynchronous, as our servers answer meanwhile. */
export function runMonoDriver(driver: string, lines: readonly string[], timeout = 60_000): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "mono",
      [driver],
      { encoding: "utf8", timeout, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        if (error !== null) reject(new Error(`the Mono driver failed: ${stderr || error.message}`));
        else resolve(stdout.trimEnd().split("\n"));
      },
    );
    child.stdin?.end(lines.map((line) => `${line}\n`).join(""));
  });
}
