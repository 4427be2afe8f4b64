import type { Particle, TypeDefinition, TypeId, TypeRef } from "../model/index.ts";
import type { ModelIndex } from "./model-index.ts";

/** Named types of the two models that correspond. */
export interface TypeMatching {
  /** Old id -> new id, for every corresponding pair (same mapped name, or renamed). */
  readonly pairs: ReadonlyMap<TypeId, TypeId>;
  /** The subset of `pairs` found by structure under another name. */
  readonly renamed: ReadonlyMap<TypeId, TypeId>;
}

/** Depth to which anonymous types are folded into a fingerprint. */
const anonymousDepth = 4;

/**
 * The structure of a type as the wire sees it, without its own name: member names, occurrences,
 * attribute uses, facets, and the local names of referenced named types.
 */
function fingerprint(index: ModelIndex, type: TypeDefinition, depth = 0): string {
  const ref = (target: TypeRef): string => {
    if (target.kind === "builtin") return `xs:${target.name}`;
    const referenced = index.types.get(target.id);
    if (referenced === undefined) return "?";
    if (referenced.name !== undefined) return referenced.name.local;
    return depth < anonymousDepth ? `(${fingerprint(index, referenced, depth + 1)})` : "(...)";
  };
  if (type.kind === "simpleType") {
    const variety = type.variety;
    const facets = JSON.stringify({
      ...variety.facets,
      enumeration: variety.facets.enumeration?.map((value) => value.value),
    });
    if (variety.kind === "atomic") return `atomic ${variety.builtin} ${facets}`;
    if (variety.kind === "list") return `list ${ref(variety.itemType)} ${facets}`;
    return `union ${variety.memberTypes.map(ref).join(" ")} ${facets}`;
  }
  const particle = (term: Particle): string => {
    const occurs = `${term.minOccurs}..${term.maxOccurs}`;
    if (term.kind === "element")
      return `${term.name.local}:${ref(term.type)}${term.nillable ? "?" : ""}[${occurs}]`;
    if (term.kind === "any") return `any[${occurs}]`;
    return `${term.kind}[${occurs}](${term.particles.map(particle).join(",")})`;
  };
  const content =
    type.content.kind === "empty"
      ? "empty"
      : type.content.kind === "simple"
        ? `simple ${ref(type.content.valueType)} ${JSON.stringify(type.content.facets)}`
        : `${type.content.mixed ? "mixed " : ""}${particle(type.content.particle)}`;
  const attributes = type.attributes.map(
    (attribute) => `@${attribute.name.local}:${ref(attribute.type)}:${attribute.use}`,
  );
  const base = type.derivation === undefined ? "" : `${type.derivation.method} ${ref(type.derivation.base)}`;
  return `complex${type.abstract ? " abstract" : ""} ${base} ${content} ${attributes.join(" ")}`;
}

/**
 * Pairs named types by local name with the namespace mapped, then pairs the remaining ones whose
 * structure is identical and unique on both sides (a rename).
 */
export function matchNamedTypes(
  old: ModelIndex,
  current: ModelIndex,
  mapNamespace: (namespace: string) => string,
): TypeMatching {
  const pairs = new Map<TypeId, TypeId>();
  const newByName = new Map<string, TypeDefinition>();
  for (const type of current.model.types)
    if (type.name !== undefined) newByName.set(`{${type.name.namespace}}${type.name.local}`, type);
  const unmatchedOld: TypeDefinition[] = [];
  const matchedNew = new Set<TypeId>();
  for (const type of old.model.types) {
    if (type.name === undefined) continue;
    const partner = newByName.get(`{${mapNamespace(type.name.namespace)}}${type.name.local}`);
    if (partner === undefined) unmatchedOld.push(type);
    else {
      pairs.set(type.id, partner.id);
      matchedNew.add(partner.id);
    }
  }
  const unmatchedNew = current.model.types.filter(
    (type) => type.name !== undefined && !matchedNew.has(type.id),
  );

  const byFingerprint = (
    index: ModelIndex,
    types: readonly TypeDefinition[],
  ): Map<string, TypeDefinition[]> => {
    const groups = new Map<string, TypeDefinition[]>();
    for (const type of types) {
      const key = fingerprint(index, type);
      groups.set(key, [...(groups.get(key) ?? []), type]);
    }
    return groups;
  };
  const oldGroups = byFingerprint(old, unmatchedOld);
  const newGroups = byFingerprint(current, unmatchedNew);
  const renamed = new Map<TypeId, TypeId>();
  for (const [key, [oldType, ...otherOld]] of oldGroups) {
    const [newType, ...otherNew] = newGroups.get(key) ?? [];
    if (oldType === undefined || newType === undefined || otherOld.length > 0 || otherNew.length > 0)
      continue;
    pairs.set(oldType.id, newType.id);
    renamed.set(oldType.id, newType.id);
  }
  return { pairs, renamed };
}
