import type { DraftComplexType, DraftModel, DraftParticle } from "../map/draft.ts";
import type { TypeRef } from "../model/index.ts";
import { keyOf } from "../resolve/symbols.ts";
import type { Pass } from "./pass.ts";

/** The ids of the types the parts of rpc/encoded operations' messages use, and every type they reach. */
function encodedTypes(draft: DraftModel): Set<string> {
  const messages = new Map(draft.messages.map((message) => [keyOf(message.name), message]));
  const portTypes = new Map(draft.portTypes.map((portType) => [keyOf(portType.name), portType]));
  const elements = new Map(draft.elements.map((element) => [keyOf(element.name), element]));
  const types = new Map(draft.types.map((type) => [type.id, type]));
  const reached = new Set<string>();
  const pending: string[] = [];
  const reach = (ref: TypeRef | undefined) => {
    if (ref?.kind !== "defined" || reached.has(ref.id)) return;
    reached.add(ref.id);
    pending.push(ref.id);
  };
  for (const binding of draft.bindings) {
    const operations = portTypes.get(keyOf(binding.portType))?.operations ?? [];
    for (const bound of binding.operations) {
      if (bound.use !== "encoded") continue;
      const operation = operations.find((candidate) => candidate.name === bound.name);
      if (operation === undefined) continue;
      const names = [operation.input, operation.output, ...operation.faults.map((fault) => fault.message)];
      for (const name of names) {
        for (const part of (name === undefined ? undefined : messages.get(keyOf(name)))?.parts ?? [])
          reach(part.element === undefined ? part.type : elements.get(keyOf(part.element))?.type);
      }
    }
  }
  const derived = new Map<string, string[]>();
  for (const type of draft.types) {
    const base = type.kind === "complexType" ? type.derivation?.base : undefined;
    if (base?.kind === "defined") derived.set(base.id, [...(derived.get(base.id) ?? []), type.id]);
  }
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const type = types.get(id);
    // What stands in a value of it: its elements' types, its base's content, a derived type named by xsi:type.
    for (const other of derived.get(id) ?? []) reach({ kind: "defined", id: other });
    if (type?.kind !== "complexType") continue;
    reach(type.derivation?.base);
    if (type.content.kind === "elements") elementTypes(type.content.particle).forEach(reach);
  }
  return reached;
}

function elementTypes(particle: DraftParticle): TypeRef[] {
  if (particle.kind === "element") return [particle.type];
  return particle.kind === "sequence" || particle.kind === "choice" || particle.kind === "all"
    ? particle.particles.flatMap(elementTypes)
    : [];
}

/** The types every instance of `type` contains: its base, and those of its required, non-nillable elements. */
function requiredTypes(type: DraftComplexType): string[] {
  const base = type.derivation?.base;
  const own = type.content.kind === "elements" ? required(type.content.particle) : [];
  return base?.kind === "defined" ? [base.id, ...own] : own;
}

function required(particle: DraftParticle): string[] {
  if (particle.minOccurs === 0) return [];
  switch (particle.kind) {
    case "element":
      return !particle.nillable && particle.type.kind === "defined" ? [particle.type.id] : [];
    case "choice": {
      const [first, ...rest] = particle.particles.map(required);
      return (first ?? []).filter((id) => rest.every((branch) => branch.includes(id)));
    }
    case "sequence":
    case "all":
      return particle.particles.flatMap(required);
    default:
      return [];
  }
}

/** Whether `to` is reached from `from` through `requires`, `from` itself included. */
function reaches(from: string, to: string, requires: ReadonlyMap<string, readonly string[]>): boolean {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(requires.get(id) ?? []));
  }
  return false;
}

/**
 * In SOAP encoding any accessor may be nil, whatever its declaration says (SOAP 1.1 section 5.1: a null value
 * is `xsi:null`, now `xsi:nil`, or the accessor left out): a type of rpc/encoded messages that requires itself
 * through required elements (a linked list's `next` of minOccurs 1) still has finite values on the wire, the
 * last one nil. The elements that close such a cycle become nillable, so their member admits `null`; no other
 * element of encoded types changes. Literal types keep the cycle, which `detectRequiredCycles` reports.
 */
export const nillableEncodedCycles: Pass = (state) => {
  const encoded = encodedTypes(state.draft);
  if (encoded.size === 0) return state;
  const requires = new Map(
    state.draft.types.flatMap((type) =>
      type.kind === "complexType" && encoded.has(type.id) ? [[type.id, requiredTypes(type)] as const] : [],
    ),
  );
  let changed = false;
  const opened = (particle: DraftParticle, owner: string): DraftParticle => {
    if (particle.kind === "element") {
      if (particle.nillable || particle.minOccurs === 0 || particle.type.kind !== "defined") return particle;
      if (!reaches(particle.type.id, owner, requires)) return particle;
      changed = true;
      return { ...particle, nillable: true };
    }
    // An optional group, or a choice whose other branches may escape the cycle, does not close it.
    if ((particle.kind !== "sequence" && particle.kind !== "all") || particle.minOccurs === 0)
      return particle;
    return { ...particle, particles: particle.particles.map((child) => opened(child, owner)) };
  };
  const types = state.draft.types.map((type) => {
    if (type.kind !== "complexType" || !encoded.has(type.id) || type.content.kind !== "elements") return type;
    const particle = opened(type.content.particle, type.id);
    return particle === type.content.particle
      ? type
      : { ...type, content: { ...type.content, particle: particle as typeof type.content.particle } };
  });
  return changed ? { ...state, draft: { ...state.draft, types } } : state;
};
