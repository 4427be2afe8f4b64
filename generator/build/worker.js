// Entry of the generator's worker threads (see parallel.ts): like bin.js, loads the module that does the work
// from the generator's bundle (or its TypeScript source through tsx).
import { entryModule } from "../compiled.js";

await import(await entryModule("worker-tasks"));
