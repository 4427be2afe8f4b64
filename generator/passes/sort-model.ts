import type { QName } from "../model/index.ts";
import type { Pass } from "./pass.ts";

/** Sorts types by id, elements and services by namespace then name, so equal schemas give deep-equal models. */
export const sortModel: Pass = (state) => ({
  ...state,
  types: [...state.types].sort((a, b) => compare(a.id, b.id)),
  elements: [...state.elements].sort((a, b) => compareNames(a.name, b.name)),
  services: [...state.services].sort((a, b) => compare(a.namespace, b.namespace) || compare(a.name, b.name)),
});

/** Code-unit order: the same on every machine and locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNames(a: QName, b: QName): number {
  return compare(a.namespace, b.namespace) || compare(a.local, b.local);
}
