/** Starts test/hostile/server-child.ts (the generated servers) and talks to it: port, memory, rejections, crash. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";

/** Memory of the server process after a full collection, in bytes. */
export interface Memory {
  readonly rss: number;
  readonly heapUsed: number;
  readonly external: number;
}

/** A running server child. */
export interface ServerChild {
  readonly base: string;
  /** Unhandled rejections the child reported. */
  readonly unhandled: string[];
  /** Set when the child died on its own (a crash): the reason it gave, or its exit code. */
  readonly crash: () => string | undefined;
  /** Memory after a full collection, and the requests the server answered so far by HTTP status. */
  sample(): Promise<{ readonly memory: Memory; readonly statuses: Readonly<Record<string, number>> }>;
  stop(): Promise<void>;
}

const script = path.join(import.meta.dirname, "server-child.ts");

export async function startServerChild(): Promise<ServerChild> {
  const child: ChildProcess = spawn(process.execPath, ["--expose-gc", "--import", "tsx", script], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const unhandled: string[] = [];
  let crash: string | undefined;
  let stopping = false;
  let port = 0;
  const waiting: ((line: Record<string, unknown>) => void)[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => {
      if (!stopping) crash ??= `exit code ${String(code)}`;
      reject(new Error(`server child exited (${crash ?? ""})`));
    });
    readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (text) => {
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return;
      }
      if (typeof line["port"] === "number") {
        port = line["port"];
        resolve();
      } else if (typeof line["unhandled"] === "string") unhandled.push(line["unhandled"]);
      else if (typeof line["uncaught"] === "string") crash = line["uncaught"];
      else waiting.shift()?.(line);
    });
  });
  ready.catch(() => undefined);
  await ready;
  return {
    base: `http://127.0.0.1:${port}`,
    unhandled,
    crash: () => crash,
    sample: () =>
      new Promise((resolve) => {
        waiting.push((line) =>
          resolve({ memory: line["mem"] as Memory, statuses: line["statuses"] as Record<string, number> }),
        );
        child.stdin?.write("mem\n");
      }),
    stop: async () => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.stdin?.end();
      child.kill("SIGTERM");
      await gone;
    },
  };
}
