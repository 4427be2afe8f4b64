/**
 * The generated servers (both versions, mock handlers) in a process of their own, for the fuzz and load
 * scripts: a crash ends this process (and the parent sees it), an unhandled rejection is reported, and memory
 * is measured here, not in the load generator. `node --expose-gc --import tsx server-child.ts` prints
 * `{"port":N}`, then answers `mem` on stdin with `{"mem":{...},"statuses":{...}}` (memory after a full
 * collection, requests answered so far by status).
 */
import readline from "node:readline";
import { startGeneratedServer } from "./generated-server.ts";

const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

process.on("unhandledRejection", (reason) => print({ unhandled: String(reason) }));
process.on("uncaughtException", (error) => {
  print({ uncaught: String(error.stack ?? error) });
  process.exit(70);
});

const statuses: Record<string, number> = {};
// Log entries are counted by status, not kept: a growing log would read as a leak in the memory figures.
const running = await startGeneratedServer({
  log: (entry) => (statuses[entry.status] = (statuses[entry.status] ?? 0) + 1),
});
print({ port: Number(new URL(running.base).port) });

const gc = (globalThis as { gc?: () => void }).gc;
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line === "mem") {
    gc?.();
    gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    print({ mem: { rss, heapUsed, external }, statuses });
  }
}
await running.stop();
