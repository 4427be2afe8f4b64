import type { Model, TypeDefinition, TypeRef } from "../model/index.ts";
import { changeClasses, classRank, type Change, type ChangeClass, type Subject } from "./change.ts";
import { compareServices } from "./compare-services.ts";
import { compareTypePair, compareTypeRefs } from "./compare-types.ts";
import { report, usageScope, type DiffContext, type Scope } from "./context.ts";
import { matchNamedTypes } from "./match-types.ts";
import { indexModel, qnameKey, type ModelIndex, type Usage } from "./model-index.ts";
import { mapNamespaces, type NamespacePair } from "./namespaces.ts";

/** Options of a comparison. */
export interface DiffOptions {
  /** Old namespace -> new namespace, for pairs the automatic matching would not find. */
  readonly namespaceMap?: ReadonlyMap<string, string>;
}

/** The result of comparing two models. */
export interface DiffReport {
  /** Target namespaces of the old model. */
  readonly oldNamespaces: readonly string[];
  /** Target namespaces of the new model. */
  readonly newNamespaces: readonly string[];
  /** Old namespaces compared as new ones. */
  readonly namespaceMapping: readonly NamespacePair[];
  /** Every change, sorted by subject, path and class. */
  readonly changes: readonly Change[];
  /** Named types present in both models without any change, by their new local name, sorted. */
  readonly unchangedTypes: readonly string[];
  /** Number of changes per class. */
  readonly summary: Readonly<Record<ChangeClass, number>>;
}

const subjectOrder: readonly Subject["kind"][] = ["namespace", "service", "operation", "element", "type"];

function compareChanges(a: Change, b: Change): number {
  return (
    subjectOrder.indexOf(a.subject.kind) - subjectOrder.indexOf(b.subject.kind) ||
    a.subject.name.localeCompare(b.subject.name) ||
    a.path.localeCompare(b.path) ||
    classRank(a.class) - classRank(b.class) ||
    a.rule.localeCompare(b.rule) ||
    a.message.localeCompare(b.message)
  );
}

/** True when a type's name can travel on the wire as an xsi:type value. */
const takesPartInDerivation = (type: TypeDefinition): boolean =>
  type.kind === "complexType" && (type.derivation !== undefined || type.derivedTypes.length > 0);

/** Compares two resolved models and classifies every difference. */
export function diffModels(oldModel: Model, newModel: Model, options: DiffOptions = {}): DiffReport {
  const namespaceMapping = mapNamespaces(oldModel, newModel, options.namespaceMap ?? new Map());
  const mapped = new Map(namespaceMapping.map((pair) => [pair.old, pair.new]));
  const mapNamespace = (namespace: string): string => mapped.get(namespace) ?? namespace;
  const mapPrefix = (text: string): string => {
    const pair = namespaceMapping.find((candidate) => candidate.old !== "" && text.startsWith(candidate.old));
    return pair === undefined ? text : `${pair.new}${text.slice(pair.old.length)}`;
  };
  const old = indexModel(oldModel);
  const current = indexModel(newModel);
  const matching = matchNamedTypes(old, current, mapNamespace);
  const context: DiffContext = { old, new: current, mapNamespace, mapPrefix, typePairs: matching.pairs };
  const changes: Change[] = [];
  const compared = new Set<string>();

  for (const pair of namespaceMapping)
    report(
      {
        subject: { kind: "namespace", name: pair.new },
        path: "",
        direction: "both",
        operations: [],
        sink: changes,
        compared,
      },
      {
        rule: "namespace-changed",
        message: `namespace ${pair.old} is compared as ${pair.new}${pair.origin === "option" ? " (--map-namespace)" : ""}`,
        before: pair.old,
        after: pair.new,
      },
    );

  compareServices(context, changes);

  // Global elements other than operation wrappers (those are compared as parameters and results).
  const isWrapper = (key: string): boolean =>
    old.wrapperElements.has(key) || current.wrapperElements.has(key);
  const oldElements = new Map(
    oldModel.elements.map((element) => [
      qnameKey({ namespace: mapNamespace(element.name.namespace), local: element.name.local }),
      element,
    ]),
  );
  const newElements = new Map(newModel.elements.map((element) => [qnameKey(element.name), element]));
  for (const [key, element] of oldElements) {
    if (isWrapper(qnameKey(element.name)) || isWrapper(key) || newElements.has(key)) continue;
    const scope = elementScope(element.name.local, [usageOf(old, element.type)], changes, compared);
    report(scope, {
      rule: "global-element-removed",
      message: `global element ${element.name.local} removed`,
      oldLocation: element.provenance.source,
    });
  }
  for (const [key, element] of newElements) {
    if (isWrapper(key)) continue;
    const before = oldElements.get(key);
    if (before !== undefined && isWrapper(qnameKey(before.name))) continue;
    const scope = elementScope(
      element.name.local,
      [before === undefined ? undefined : usageOf(old, before.type), usageOf(current, element.type)],
      changes,
      compared,
    );
    if (before === undefined) {
      report(scope, {
        rule: "global-element-added",
        message: `global element ${element.name.local} added`,
        newLocation: element.provenance.source,
      });
      continue;
    }
    if (before.nillable !== element.nillable)
      report(scope, {
        rule: element.nillable ? "element-made-nillable" : "element-made-not-nillable",
        message: element.nillable ? "element made nillable" : "element no longer nillable",
        oldLocation: before.provenance.source,
        newLocation: element.provenance.source,
      });
    compareTypeRefs(context, scope, "", before.type, element.type);
  }

  const matchedNew = new Set(matching.pairs.values());
  const unchangedTypes: string[] = [];
  for (const type of oldModel.types) {
    if (type.name === undefined) continue;
    const partnerId = matching.pairs.get(type.id);
    const partner = partnerId === undefined ? undefined : current.types.get(partnerId);
    const scope: Scope = {
      subject: { kind: "type", name: partner?.name?.local ?? type.name.local },
      path: "",
      ...usageScope([
        old.typeUsage.get(type.id),
        partnerId === undefined ? undefined : current.typeUsage.get(partnerId),
      ]),
      sink: changes,
      compared,
    };
    if (partner === undefined) {
      report(scope, {
        rule: "type-removed",
        message: `type ${type.name.local} removed`,
        oldLocation: type.provenance.source,
      });
      continue;
    }
    if (matching.renamed.has(type.id))
      report(scope, {
        rule:
          takesPartInDerivation(type) || takesPartInDerivation(partner)
            ? "type-renamed-polymorphic"
            : "type-renamed",
        message: `type ${type.name.local} renamed to ${partner.name?.local ?? ""}`,
        before: type.name.local,
        after: partner.name?.local ?? "",
        oldLocation: type.provenance.source,
        newLocation: partner.provenance.source,
      });
    const found = changes.length;
    compareTypePair(context, scope, type.id, partner.id);
    if (changes.length === found && !matching.renamed.has(type.id)) unchangedTypes.push(scope.subject.name);
  }
  for (const type of newModel.types)
    if (type.name !== undefined && !matchedNew.has(type.id))
      report(
        {
          subject: { kind: "type", name: type.name.local },
          path: "",
          ...usageScope([current.typeUsage.get(type.id)]),
          sink: changes,
          compared,
        },
        { rule: "type-added", message: `type ${type.name.local} added`, newLocation: type.provenance.source },
      );

  changes.sort(compareChanges);
  const summary = Object.fromEntries(changeClasses.map((changeClass) => [changeClass, 0])) as Record<
    ChangeClass,
    number
  >;
  for (const change of changes) summary[change.class] += 1;
  return {
    oldNamespaces: oldModel.namespaces,
    newNamespaces: newModel.namespaces,
    namespaceMapping,
    changes,
    unchangedTypes: unchangedTypes.sort(),
    summary,
  };
}

/** Usage of the type a reference names; built-in types have none. */
const usageOf = (index: ModelIndex, ref: TypeRef): Usage | undefined =>
  ref.kind === "defined" ? index.typeUsage.get(ref.id) : undefined;

function elementScope(
  name: string,
  usages: Parameters<typeof usageScope>[0],
  sink: Change[],
  compared: Set<string>,
): Scope {
  return { subject: { kind: "element", name }, path: "", ...usageScope(usages), sink, compared };
}
