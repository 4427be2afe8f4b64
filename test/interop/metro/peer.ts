// The JAX-WS Reference Implementation (Metro, Debian's jaxws and libjaxws-java) as a peer. As a client: wsimport
// writes a client per service from our server's ?WSDL, javac compiles them with Driver.java, and the driver calls
// what it reads on stdin (see Driver.java). As a server: wsimport writes the classes of a WSDL, javac compiles
// them with a peer that implements them (LibraryPeer.java, LedgerPeer.java), which serves on 127.0.0.1.
import { execFile, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";

const run = promisify(execFile);
const DRIVER = path.join(import.meta.dirname, "Driver.java");

/** The runtime of JAX-WS RI and JAXB as Debian installs them. */
const JARS = [
  "jaxws-rt",
  "jaxws-api",
  "jws-api",
  "jaxb-api",
  "jaxb-core",
  "jaxb-impl",
  "jaxb-runtime",
  "javax.xml.soap-api",
  "saaj-impl",
  "javax.activation",
  "stax-ex",
  "streambuffer",
  "istack-commons-runtime",
  "gmbal",
  "glassfish-management-api",
  "metro-policy",
  "mimepull",
  "FastInfoset",
].map((name) => `/usr/share/java/${name}.jar`);

/** The tools and jars of jaxws and libjaxws-java this machine lacks. */
export const missingMetroTools: readonly string[] = [
  ...["javac", "java"].filter((tool) => spawnSync(tool, ["-version"]).error !== undefined),
  ...(existsSync("/usr/bin/wsimport") ? [] : ["wsimport"]),
  ...JARS.filter((jar) => !existsSync(jar)).map((jar) => path.basename(jar)),
];

/** One client wsimport writes: the Java package it goes in, and the URL of the WSDL it is written from. */
export interface MetroClient {
  readonly javaPackage: string;
  readonly wsdl: string;
}

/** Compiles `sources` (files, and folders of .java files) into `classes`; returns the class path they run with. */
async function compile(classes: string, sources: readonly string[]): Promise<string> {
  const files: string[] = [];
  for (const source of sources)
    if (source.endsWith(".java")) files.push(source);
    else
      for (const file of await readdir(source, { recursive: true }))
        if (file.endsWith(".java")) files.push(path.join(source, file));
  const classpath = JARS.join(path.delimiter);
  await run("javac", ["-nowarn", "-encoding", "UTF-8", "-d", classes, "-cp", classpath, ...files]);
  return [classes, classpath].join(path.delimiter);
}

/**
 * Writes the classes of `wsdl` into `folder` (Java package `javaPackage`; `-extension` takes SOAP 1.2 bindings
 * too) and compiles them with `peer`, a service or a client of them; returns the class path to run it with.
 */
export async function buildMetroPeer(
  folder: string,
  wsdl: string,
  javaPackage: string,
  peer: string,
): Promise<string> {
  const sources = path.join(folder, "src");
  await mkdir(sources, { recursive: true });
  await run("wsimport", ["-extension", "-Xnocompile", "-quiet", "-s", sources, "-p", javaPackage, wsdl]);
  return compile(path.join(folder, "classes"), [peer, sources]);
}

/**
 * Writes the clients into `folder` (two at a time) and compiles them with the driver; returns the class path to
 * run the driver with. `-extension` binds the SOAP 1.2 ports too, which JAX-WS calls non-standard.
 */
export async function buildMetroDriver(folder: string, clients: readonly MetroClient[]): Promise<string> {
  const sources = path.join(folder, "src");
  // wsimport writes into folders that exist only.
  await mkdir(sources, { recursive: true });
  const pending = [...clients];
  const writeClients = async () => {
    for (let next = pending.shift(); next !== undefined; next = pending.shift())
      await run("wsimport", [
        "-extension",
        "-Xnocompile",
        "-quiet",
        "-s",
        sources,
        "-p",
        next.javaPackage,
        next.wsdl,
      ]);
  };
  await Promise.all([writeClients(), writeClients()]);
  return compile(path.join(folder, "classes"), [DRIVER, sources]);
}

/** Runs the driver with `lines` on stdin, one call each; asynchronous, as our servers answer meanwhile. */
export function runMetroDriver(
  classpath: string,
  lines: readonly string[],
  timeout = 60_000,
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "java",
      ["-cp", classpath, "metropeer.Driver"],
      { encoding: "utf8", timeout, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        if (error !== null) reject(new Error(`the Metro driver failed: ${stderr || error.message}`));
        else resolve(stdout.trimEnd().split("\n"));
      },
    );
    child.stdin?.end(lines.map((line) => `${line}\n`).join(""));
  });
}

/** A Metro service running in a JVM of its own: its base URL, and a line for each call it received. */
export interface MetroPeer {
  readonly base: string;
  readonly received: readonly string[];
  /** Closes its stdin, on which it stops. */
  stop(): void;
}

/** Starts `mainClass` (a peer that prints "listening\t<base URL>" once it serves, then a line per call). */
export function startMetroPeer(classpath: string, mainClass: string): Promise<MetroPeer> {
  const child = spawn("java", ["-cp", classpath, mainClass]);
  const received: string[] = [];
  const errors: string[] = [];
  child.stderr.on("data", (chunk: Buffer) => errors.push(chunk.toString("utf8")));
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`${mainClass} exited with ${code}: ${errors.join("")}`)));
    createInterface({ input: child.stdout }).on("line", (line) => {
      const [name = "", base = ""] = line.split("\t");
      if (name === "listening") resolve({ base, received, stop: () => child.stdin.end() });
      else received.push(line);
    });
  });
}
