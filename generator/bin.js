#!/usr/bin/env node
// The CLI is written in TypeScript; tsx compiles it on the fly so the repository needs no build step.
import { register } from "tsx/esm/api";

register();
const { main } = await import("./cli.ts");
process.exitCode = await main(process.argv);
