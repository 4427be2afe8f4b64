import type { DraftSimpleType } from "../map/draft.ts";
import { symbolTable } from "../resolve/symbols.ts";
import type { Pass } from "./pass.ts";

/** A reference from a simple type to another: its restriction base, list item type or a union member. */
interface Edge {
  readonly to: string;
  readonly through: DraftSimpleType["derivation"]["kind"];
}

/**
 * Reports simple types that contain themselves through a list item type or a union member, directly or
 * along other simple types: such a type has no value space (XML Schema's st-props-correct.2), and every
 * walk over it would never end. Cycles of restrictions alone are reported by computeSimpleTypes.
 */
export const detectSimpleTypeCycles: Pass = (state, context) => {
  const symbols = symbolTable(state.draft);
  const edges = new Map<string, readonly Edge[]>();
  for (const type of symbols.type.values())
    if (type.kind === "simpleType") edges.set(type.id, outgoing(type));
  const reported = new Set<string>();
  for (const type of symbols.type.values()) {
    if (type.kind !== "simpleType") continue;
    const path = findCycle(type.id, edges);
    if (path === undefined) continue;
    const cycleKey = [...path].sort().join(" ");
    if (reported.has(cycleKey)) continue;
    reported.add(cycleKey);
    const next = symbols.type.get(path[1] ?? type.id);
    context.report({
      severity: "error",
      message: `simple type '${type.id}' contains itself through a list or union (${[...path, type.id].join(" -> ")}), so it has no values`,
      location: type.provenance.source,
      ...(next === undefined || next.id === type.id
        ? {}
        : { related: { message: "the cycle continues here", location: next.provenance.source } }),
    });
  }
  return state;
};

function outgoing(type: DraftSimpleType): readonly Edge[] {
  const derivation = type.derivation;
  const refs =
    derivation.kind === "restriction"
      ? [derivation.base]
      : derivation.kind === "list"
        ? [derivation.itemType]
        : derivation.memberTypes;
  return refs.flatMap((ref) => (ref.kind === "defined" ? [{ to: ref.id, through: derivation.kind }] : []));
}

/** A path from `start` back to itself that passes at least one list or union edge, or undefined. */
function findCycle(start: string, edges: ReadonlyMap<string, readonly Edge[]>): string[] | undefined {
  const visited = new Set<string>();
  const search = (id: string, path: string[], viaListOrUnion: boolean): string[] | undefined => {
    for (const edge of edges.get(id) ?? []) {
      const via = viaListOrUnion || edge.through !== "restriction";
      if (edge.to === start) {
        if (via) return path;
        continue;
      }
      const key = `${via ? "1" : "0"} ${edge.to}`;
      if (visited.has(key)) continue;
      visited.add(key);
      const found = search(edge.to, [...path, edge.to], via);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return search(start, [start], false);
}
