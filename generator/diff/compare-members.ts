import type {
  AttributeUse,
  ElementParticle,
  MaxOccurs,
  ModelGroupParticle,
  Particle,
  TypeRef,
  Wildcard,
} from "../model/index.ts";
import type { Impact } from "./rules.ts";
import { classify } from "./classify.ts";
import { correspondingKey, type RefComparer } from "./compare-simple.ts";
import { joinPath, report, type DiffContext, type Finding, type Scope } from "./context.ts";
import type { RuleId } from "./rules.ts";

/** An element particle with the occurrence it effectively has inside its enclosing groups. */
interface FlatElement {
  /** `{namespace}local` with the namespace mapped to the new model's. */
  readonly key: string;
  readonly particle: ElementParticle;
  readonly minOccurs: number;
  readonly maxOccurs: MaxOccurs;
  /** Compositors from the top of the content model down to the element, e.g. `sequence/choice`. */
  readonly group: string;
}

const times = (a: MaxOccurs, b: MaxOccurs): MaxOccurs =>
  a === 0 || b === 0 ? 0 : a === "unbounded" || b === "unbounded" ? "unbounded" : a * b;

const maxText = (max: MaxOccurs): string => String(max);

/** Flattens a content model into its elements in document order, and counts its wildcards. */
function flatten(
  top: ModelGroupParticle,
  mapNamespace: (namespace: string) => string,
): { elements: FlatElement[]; wildcards: number } {
  const elements: FlatElement[] = [];
  let wildcards = 0;
  const walk = (particle: Particle, min: number, max: MaxOccurs, group: string): void => {
    if (particle.kind === "any") {
      wildcards += 1;
      return;
    }
    if (particle.kind === "element") {
      elements.push({
        key: `{${mapNamespace(particle.name.namespace)}}${particle.name.local}`,
        particle,
        minOccurs: min * particle.minOccurs,
        maxOccurs: times(max, particle.maxOccurs),
        group,
      });
      return;
    }
    const inner = joinPath(group, particle.kind);
    // Alternatives of a choice are each optional unless the choice has only one.
    const alternativeMin = particle.kind === "choice" && particle.particles.length > 1 ? 0 : 1;
    for (const child of particle.particles)
      walk(child, min * particle.minOccurs * alternativeMin, times(max, particle.maxOccurs), inner);
  };
  walk(top, 1, 1, "");
  return { elements, wildcards };
}

/** Positions (indexes into `values`) of a longest strictly increasing subsequence. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = [];
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] ?? 0] ?? 0) < value) low = middle + 1;
      else high = middle;
    }
    previous[index] = low > 0 ? (tails[low - 1] ?? -1) : -1;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails[tails.length - 1] ?? -1; index >= 0; index = previous[index] ?? -1) kept.add(index);
  return kept;
}

function occurrenceFindings(before: FlatElement, after: FlatElement): Finding[] {
  const findings: Finding[] = [];
  const occurs = (element: FlatElement): string => `${element.minOccurs}..${maxText(element.maxOccurs)}`;
  const values = { before: occurs(before), after: occurs(after) };
  if (before.minOccurs === 0 && after.minOccurs > 0)
    findings.push({ rule: "element-made-required", message: "element made required", ...values });
  else if (before.minOccurs > 0 && after.minOccurs === 0)
    findings.push({ rule: "element-made-optional", message: "element made optional", ...values });
  else if (before.minOccurs !== after.minOccurs)
    findings.push({
      rule:
        after.minOccurs > before.minOccurs ? "element-min-occurs-increased" : "element-min-occurs-decreased",
      message: "minOccurs changed",
      ...values,
    });
  const rank = (max: MaxOccurs): number => (max === "unbounded" ? Number.POSITIVE_INFINITY : max);
  const oldMax = rank(before.maxOccurs);
  const newMax = rank(after.maxOccurs);
  if (oldMax <= 1 && newMax > 1)
    findings.push({ rule: "element-became-repeated", message: "element became repeated", ...values });
  else if (oldMax > 1 && newMax <= 1)
    findings.push({ rule: "element-no-longer-repeated", message: "element no longer repeated", ...values });
  else if (oldMax !== newMax)
    findings.push({
      rule: newMax > oldMax ? "element-max-occurs-increased" : "element-max-occurs-decreased",
      message: "maxOccurs changed",
      ...values,
    });
  return findings;
}

/** Default and fixed values of an element or attribute. */
function valueFindings(
  noun: "element" | "attribute",
  before: { readonly default?: string; readonly fixed?: string },
  after: { readonly default?: string; readonly fixed?: string },
): Finding[] {
  const findings: Finding[] = [];
  const show = (value: string | undefined): string => (value === undefined ? "(none)" : `'${value}'`);
  if (before.default !== after.default)
    findings.push({
      rule: `${noun}-default-changed`,
      message: "default value changed",
      before: show(before.default),
      after: show(after.default),
    });
  if (before.fixed !== after.fixed)
    findings.push({
      rule: `${noun}-fixed-changed`,
      message: "fixed value changed",
      before: show(before.fixed),
      after: show(after.fixed),
    });
  return findings;
}

/** Classifies a rename as the removal plus the addition it is on the wire. */
function renameFinding(
  scope: Scope,
  noun: "element" | "attribute",
  before: { readonly name: string; readonly required: boolean },
  after: { readonly name: string; readonly required: boolean },
): Finding {
  const removed: RuleId = `${noun}-removed-${before.required ? "required" : "optional"}`;
  const added: RuleId = `${noun}-added-${after.required ? "required" : "optional"}`;
  const asRemoval = classify(removed, scope.direction);
  const asAddition = classify(added, scope.direction);
  const impacts = new Set<Impact>([...asRemoval.impacts, ...asAddition.impacts]);
  return {
    rule: `${noun}-renamed`,
    message: `${noun} '${before.name}' renamed to '${after.name}'`,
    before: before.name,
    after: after.name,
    extra: { impacts, reason: `as a removal, ${asRemoval.reason}; as an addition, ${asAddition.reason}` },
  };
}

/** Compares the element content of two complex types: members matched by qualified name. */
export function compareElementContent(
  context: DiffContext,
  scope: Scope,
  before: ModelGroupParticle,
  after: ModelGroupParticle,
  compareRefs: RefComparer,
): void {
  const old = flatten(before, context.mapNamespace);
  const current = flatten(after, (namespace) => namespace);
  const newByKey = new Map(current.elements.map((element) => [element.key, element]));
  const oldByKey = new Map(old.elements.map((element) => [element.key, element]));
  const matched: [FlatElement, FlatElement][] = [];
  const unmatchedOld: FlatElement[] = [];
  for (const element of old.elements) {
    const partner = newByKey.get(element.key);
    if (partner === undefined) unmatchedOld.push(element);
    else matched.push([element, partner]);
  }
  const unmatchedNew = current.elements.filter((element) => !oldByKey.has(element.key));

  // Same local name, other namespace: a form (qualified/unqualified) change rather than a new element.
  for (const element of [...unmatchedOld]) {
    const partner = unmatchedNew.find(
      (candidate) => candidate.particle.name.local === element.particle.name.local,
    );
    if (partner === undefined) continue;
    unmatchedOld.splice(unmatchedOld.indexOf(element), 1);
    unmatchedNew.splice(unmatchedNew.indexOf(partner), 1);
    report(scope, {
      rule: "element-namespace-changed",
      path: partner.particle.name.local,
      message: `element '${partner.particle.name.local}' changed namespace`,
      before: element.particle.name.namespace || "(no namespace)",
      after: partner.particle.name.namespace || "(no namespace)",
      oldLocation: element.particle.provenance.source,
      newLocation: partner.particle.provenance.source,
    });
    matched.push([element, partner]);
  }

  // Same position, same type and occurrence, other name: a rename.
  for (const element of [...unmatchedOld]) {
    const position = old.elements.indexOf(element);
    const partner = current.elements[position];
    if (
      partner === undefined ||
      !unmatchedNew.includes(partner) ||
      correspondingKey(context, "old", element.particle.type) !==
        correspondingKey(context, "new", partner.particle.type) ||
      element.minOccurs !== partner.minOccurs ||
      element.maxOccurs !== partner.maxOccurs ||
      element.particle.nillable !== partner.particle.nillable
    )
      continue;
    unmatchedOld.splice(unmatchedOld.indexOf(element), 1);
    unmatchedNew.splice(unmatchedNew.indexOf(partner), 1);
    report(scope, {
      ...renameFinding(
        scope,
        "element",
        { name: element.particle.name.local, required: element.minOccurs > 0 },
        { name: partner.particle.name.local, required: partner.minOccurs > 0 },
      ),
      path: partner.particle.name.local,
      oldLocation: element.particle.provenance.source,
      newLocation: partner.particle.provenance.source,
    });
  }

  for (const element of unmatchedOld)
    report(scope, {
      rule: element.minOccurs > 0 ? "element-removed-required" : "element-removed-optional",
      path: element.particle.name.local,
      message: `element '${element.particle.name.local}' removed`,
      before: `${element.minOccurs}..${maxText(element.maxOccurs)}`,
      oldLocation: element.particle.provenance.source,
    });
  const known = new Set(matched.map(([, newElement]) => newElement));
  for (const element of unmatchedNew) {
    const added: RuleId = element.minOccurs > 0 ? "element-added-required" : "element-added-optional";
    const finding = {
      path: element.particle.name.local,
      after: `${element.minOccurs}..${maxText(element.maxOccurs)}`,
      newLocation: element.particle.provenance.source,
    };
    const position = current.elements.indexOf(element);
    const followedBy = element.group.endsWith("sequence")
      ? current.elements.slice(position + 1).find((next) => next.group === element.group && known.has(next))
      : undefined;
    if (followedBy === undefined) {
      report(scope, { ...finding, rule: added, message: `element '${element.particle.name.local}' added` });
      continue;
    }
    // In the middle of a sequence it is an addition, and an element out of place for a strict old reader.
    const asAddition = classify(added, scope.direction);
    report(scope, {
      ...finding,
      rule: "element-inserted",
      message: `element '${element.particle.name.local}' inserted before '${followedBy.particle.name.local}'`,
      extra: { impacts: asAddition.impacts, reason: `as an addition, ${asAddition.reason}` },
    });
  }

  for (const [oldElement, newElement] of matched) {
    const path = newElement.particle.name.local;
    const locations = {
      oldLocation: oldElement.particle.provenance.source,
      newLocation: newElement.particle.provenance.source,
    };
    if (oldElement.group !== newElement.group)
      report(scope, {
        rule: "element-group-changed",
        path,
        message: "element moved into another model group",
        before: oldElement.group,
        after: newElement.group,
        ...locations,
      });
    for (const finding of occurrenceFindings(oldElement, newElement))
      report(scope, { ...finding, path, ...locations });
    if (oldElement.particle.nillable !== newElement.particle.nillable)
      report(scope, {
        rule: newElement.particle.nillable ? "element-made-nillable" : "element-made-not-nillable",
        path,
        message: newElement.particle.nillable ? "element made nillable" : "element no longer nillable",
        ...locations,
      });
    for (const finding of valueFindings("element", oldElement.particle, newElement.particle))
      report(scope, { ...finding, path, ...locations });
    compareRefs(scope, path, oldElement.particle.type, newElement.particle.type);
  }

  // Order inside sequences: members off the longest common order moved.
  const inSequence = matched.filter(
    ([oldElement, newElement]) =>
      oldElement.group === newElement.group && oldElement.group.endsWith("sequence"),
  );
  const newPositions = inSequence.map(([, newElement]) => current.elements.indexOf(newElement));
  const kept = longestIncreasing(newPositions);
  inSequence.forEach(([oldElement, newElement], index) => {
    if (kept.has(index)) return;
    report(scope, {
      rule: "element-reordered",
      path: newElement.particle.name.local,
      message: `element '${newElement.particle.name.local}' moved within its sequence`,
      before: `position ${old.elements.indexOf(oldElement) + 1}`,
      after: `position ${current.elements.indexOf(newElement) + 1}`,
      oldLocation: oldElement.particle.provenance.source,
      newLocation: newElement.particle.provenance.source,
    });
  });

  if (old.wildcards !== current.wildcards)
    report(scope, {
      rule: current.wildcards > old.wildcards ? "wildcard-added" : "wildcard-removed",
      message: current.wildcards > old.wildcards ? "xs:any added" : "xs:any removed",
      before: `${old.wildcards} xs:any`,
      after: `${current.wildcards} xs:any`,
    });
}

/** Compares attributes matched by qualified name; prohibited attributes count as absent. */
export function compareAttributes(
  context: DiffContext,
  scope: Scope,
  before: readonly AttributeUse[],
  after: readonly AttributeUse[],
  compareRefs: RefComparer,
): void {
  const present = (attributes: readonly AttributeUse[], map: (namespace: string) => string) =>
    new Map(
      attributes
        .filter((attribute) => attribute.use !== "prohibited")
        .map((attribute) => [`{${map(attribute.name.namespace)}}${attribute.name.local}`, attribute]),
    );
  const old = present(before, context.mapNamespace);
  const current = present(after, (namespace) => namespace);
  const unmatchedOld = [...old].filter(([key]) => !current.has(key)).map(([, attribute]) => attribute);
  const unmatchedNew = [...current].filter(([key]) => !old.has(key)).map(([, attribute]) => attribute);
  const sameType = (a: TypeRef, b: TypeRef): boolean =>
    correspondingKey(context, "old", a) === correspondingKey(context, "new", b);

  const matchedPairs: [AttributeUse, AttributeUse][] = [];
  for (const attribute of [...unmatchedOld]) {
    const partner = unmatchedNew.find((candidate) => candidate.name.local === attribute.name.local);
    if (partner === undefined) continue;
    unmatchedOld.splice(unmatchedOld.indexOf(attribute), 1);
    unmatchedNew.splice(unmatchedNew.indexOf(partner), 1);
    matchedPairs.push([attribute, partner]);
    report(scope, {
      rule: "attribute-namespace-changed",
      path: `@${partner.name.local}`,
      message: `attribute '${partner.name.local}' changed namespace`,
      before: attribute.name.namespace || "(no namespace)",
      after: partner.name.namespace || "(no namespace)",
      oldLocation: attribute.provenance.source,
      newLocation: partner.provenance.source,
    });
  }

  // A lone removed and a lone added attribute of the same type and use: a rename.
  const [lonelyOld] = unmatchedOld;
  const [lonelyNew] = unmatchedNew;
  if (
    unmatchedOld.length === 1 &&
    unmatchedNew.length === 1 &&
    lonelyOld !== undefined &&
    lonelyNew !== undefined &&
    lonelyOld.use === lonelyNew.use &&
    sameType(lonelyOld.type, lonelyNew.type)
  ) {
    unmatchedOld.length = 0;
    unmatchedNew.length = 0;
    report(scope, {
      ...renameFinding(
        scope,
        "attribute",
        { name: lonelyOld.name.local, required: lonelyOld.use === "required" },
        { name: lonelyNew.name.local, required: lonelyNew.use === "required" },
      ),
      path: `@${lonelyNew.name.local}`,
      oldLocation: lonelyOld.provenance.source,
      newLocation: lonelyNew.provenance.source,
    });
  }
  for (const attribute of unmatchedOld)
    report(scope, {
      rule: attribute.use === "required" ? "attribute-removed-required" : "attribute-removed-optional",
      path: `@${attribute.name.local}`,
      message: `attribute '${attribute.name.local}' removed`,
      before: attribute.use,
      oldLocation: attribute.provenance.source,
    });
  for (const attribute of unmatchedNew)
    report(scope, {
      rule: attribute.use === "required" ? "attribute-added-required" : "attribute-added-optional",
      path: `@${attribute.name.local}`,
      message: `attribute '${attribute.name.local}' added`,
      after: attribute.use,
      newLocation: attribute.provenance.source,
    });
  for (const [key, attribute] of old) {
    const partner = current.get(key);
    if (partner !== undefined) matchedPairs.push([attribute, partner]);
  }
  for (const [oldAttribute, newAttribute] of matchedPairs) {
    const path = `@${newAttribute.name.local}`;
    const locations = {
      oldLocation: oldAttribute.provenance.source,
      newLocation: newAttribute.provenance.source,
    };
    if (oldAttribute.use !== newAttribute.use)
      report(scope, {
        rule: newAttribute.use === "required" ? "attribute-made-required" : "attribute-made-optional",
        path,
        message: newAttribute.use === "required" ? "attribute made required" : "attribute made optional",
        before: oldAttribute.use,
        after: newAttribute.use,
        ...locations,
      });
    for (const finding of valueFindings("attribute", oldAttribute, newAttribute))
      report(scope, { ...finding, path, ...locations });
    compareRefs(scope, path, oldAttribute.type, newAttribute.type);
  }
}

/** Compares `xs:anyAttribute`. */
export function compareAnyAttribute(
  scope: Scope,
  before: Wildcard | undefined,
  after: Wildcard | undefined,
): void {
  if ((before === undefined) === (after === undefined)) return;
  report(scope, {
    rule: after === undefined ? "wildcard-removed" : "wildcard-added",
    path: "@*",
    message: after === undefined ? "xs:anyAttribute removed" : "xs:anyAttribute added",
  });
}
