import type { Model } from "../model/index.ts";

/** One old namespace compared as if it were a new one. */
export interface NamespacePair {
  readonly old: string;
  readonly new: string;
  /** `option` when given by the user, `inferred` when found by shared local names. */
  readonly origin: "option" | "inferred";
}

/** Local names of the named components of a model, per namespace. */
function localNamesByNamespace(model: Model): Map<string, Set<string>> {
  const byNamespace = new Map<string, Set<string>>();
  const add = (namespace: string, local: string): void => {
    let names = byNamespace.get(namespace);
    if (names === undefined) byNamespace.set(namespace, (names = new Set()));
    names.add(local);
  };
  for (const type of model.types)
    if (type.name !== undefined) add(type.name.namespace, `type ${type.name.local}`);
  for (const element of model.elements) add(element.name.namespace, `element ${element.name.local}`);
  for (const service of model.services) add(service.namespace, `service ${service.name}`);
  for (const namespace of model.namespaces)
    if (!byNamespace.has(namespace)) byNamespace.set(namespace, new Set());
  return byNamespace;
}

/**
 * Pairs the namespaces only the old model has with those only the new one has. Explicit pairs come
 * first; the rest are paired greedily by the number of local names (types, elements, services) they
 * share; when none share a name, a lone namespace on each side is paired anyway (an interface
 * version whose every component was renamed is still the next version).
 */
export function mapNamespaces(
  oldModel: Model,
  newModel: Model,
  explicit: ReadonlyMap<string, string>,
): NamespacePair[] {
  const oldNames = localNamesByNamespace(oldModel);
  const newNames = localNamesByNamespace(newModel);
  const pairs: NamespacePair[] = [];
  const takenNew = new Set<string>();
  for (const [from, to] of explicit) {
    if (from === to) continue;
    pairs.push({ old: from, new: to, origin: "option" });
    takenNew.add(to);
  }
  const openOld = [...oldNames.keys()].filter(
    (namespace) => !newNames.has(namespace) && !explicit.has(namespace),
  );
  const openNew = () =>
    [...newNames.keys()].filter((namespace) => !oldNames.has(namespace) && !takenNew.has(namespace));
  const candidates = openOld
    .flatMap((from) =>
      openNew().map((to) => {
        const shared = [...(oldNames.get(from) ?? [])].filter((name) => newNames.get(to)?.has(name)).length;
        return { from, to, shared };
      }),
    )
    .filter((candidate) => candidate.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const takenOld = new Set<string>();
  for (const { from, to } of candidates) {
    if (takenOld.has(from) || takenNew.has(to)) continue;
    takenOld.add(from);
    takenNew.add(to);
    pairs.push({ old: from, new: to, origin: "inferred" });
  }
  const restOld = openOld.filter((namespace) => !takenOld.has(namespace));
  const restNew = openNew();
  if (
    takenOld.size === 0 &&
    restOld.length === 1 &&
    restNew.length === 1 &&
    restOld[0] !== undefined &&
    restNew[0] !== undefined
  )
    pairs.push({ old: restOld[0], new: restNew[0], origin: "inferred" });
  return pairs.sort((a, b) => a.old.localeCompare(b.old));
}

/** Parses `--map-namespace old=new` values. */
export function parseNamespaceOption(values: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const value of values) {
    const at = value.indexOf("=");
    if (at <= 0 || at === value.length - 1)
      throw new Error(`--map-namespace expects <old>=<new>, got '${value}'`);
    map.set(value.slice(0, at), value.slice(at + 1));
  }
  return map;
}
