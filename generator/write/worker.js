// Entry of the generator's worker threads (see parallel.ts): like bin.js, registers tsx, then loads the
// TypeScript module that does the work.
import { register } from "tsx/esm/api";

register();
await import("./worker-tasks.ts");
