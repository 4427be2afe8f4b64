#!/usr/bin/env node
// The CLI is written in TypeScript and runs from a bundle of its sources made on demand (compiled.js), so the
// repository needs no build step.
import { entryModule } from "./compiled.js";

/** @type {{ main(argv: string[]): Promise<number> }} */
const { main } = await import(await entryModule("cli"));
process.exitCode = await main(process.argv);
