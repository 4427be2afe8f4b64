import type { ModelGroupParticle, Particle, TypeDefinition } from "../model/index.ts";
import type { Pass } from "./pass.ts";

/**
 * Reports a type whose every instance must contain an instance of itself (a required, non-nillable
 * element chain leading back to it): no finite document can be written, so no value can be built.
 * Optional, repeated-from-zero, nillable or choice-escapable recursion is fine and common.
 */
export const detectRequiredCycles: Pass = (state, context) => {
  const byId = new Map(state.types.map((type) => [type.id, type]));
  const requires = new Map<string, Set<string>>();
  for (const type of state.types) requires.set(type.id, requiredTypes(type));
  const reported = new Set<string>();
  for (const type of state.types) {
    const path = findCycle(type.id, requires);
    if (path === undefined) continue;
    const cycleKey = [...path].sort().join(" ");
    if (reported.has(cycleKey)) continue;
    reported.add(cycleKey);
    const next = byId.get(path[1] ?? type.id);
    context.report({
      severity: "error",
      message: `type '${type.id}' requires itself through required elements (${[...path, type.id].join(" -> ")}), so no finite instance exists`,
      location: type.provenance.source,
      ...(next === undefined || next.id === type.id
        ? {}
        : { related: { message: "the cycle continues here", location: next.provenance.source } }),
    });
  }
  return state;
};

/** Types that must occur inside every instance of `type`. */
function requiredTypes(type: TypeDefinition): Set<string> {
  if (type.kind !== "complexType" || type.content.kind !== "elements") return new Set();
  return required(type.content.particle);
}

function required(particle: Particle | ModelGroupParticle): Set<string> {
  if (particle.minOccurs === 0) return new Set();
  switch (particle.kind) {
    case "element":
      return !particle.nillable && particle.type.kind === "defined" ? new Set([particle.type.id]) : new Set();
    case "any":
      return new Set();
    case "choice": {
      const branches = particle.particles.map(required);
      const [first, ...rest] = branches;
      if (first === undefined) return new Set();
      return new Set([...first].filter((id) => rest.every((branch) => branch.has(id))));
    }
    default:
      return new Set(particle.particles.flatMap((child) => [...required(child)]));
  }
}

/** A path from `start` back to itself through `requires`, or undefined. */
function findCycle(start: string, requires: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const visited = new Set<string>();
  const search = (id: string, path: string[]): string[] | undefined => {
    for (const next of requires.get(id) ?? []) {
      if (next === start) return path;
      if (visited.has(next)) continue;
      visited.add(next);
      const found = search(next, [...path, next]);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return search(start, [start]);
}
