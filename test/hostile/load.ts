/**
 * `npm run load [-- --seconds N --connections N --slow N]`: the bounded load run of load-run.ts, printed.
 * Exits non-zero on a failed valid request, a crash or an unhandled rejection. Evidence, not a timed test.
 */
import { parseArgs } from "node:util";
import { formatLoad, runLoad } from "./load-run.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "16" },
    slow: { type: "string", default: "20" },
  },
});
const seconds = Math.min(Number(values.seconds), 300);
const connections = Math.min(Number(values.connections), 64);
const slowClients = Math.min(Number(values.slow), 200);
console.log(`load: ${seconds} s, ${connections} + ${connections} connections, ${slowClients} slow clients`);
const figures = await runLoad({ seconds, connections, slowClients });
console.log(formatLoad(figures));
process.exitCode = figures.valid.failed + figures.crashes + figures.unhandledRejections === 0 ? 0 : 1;
