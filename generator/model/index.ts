// The resolved model: types only (the table of XSD built-ins is in builtins.ts). Nothing here imports
// anything outside this folder.
export type * from "./model.ts";
export type * from "./services.ts";
export type * from "./source.ts";
export type * from "./types.ts";
