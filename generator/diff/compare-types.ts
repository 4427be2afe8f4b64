import type {
  ComplexTypeDefinition,
  ContentModel,
  ModelGroupParticle,
  TypeId,
  TypeRef,
} from "../model/index.ts";
import type { Change } from "./change.ts";
import type { Impact } from "./rules.ts";
import { compareAnyAttribute, compareAttributes, compareElementContent } from "./compare-members.ts";
import { compareSimpleViews, correspondingKey, simpleView, type SimpleView } from "./compare-simple.ts";
import {
  definition,
  impactsOf,
  joinPath,
  report,
  typeLabel,
  type DiffContext,
  type Scope,
} from "./context.ts";
import type { ModelIndex } from "./model-index.ts";

/** Nested differences listed in the reason of a retyped member, at most. */
const listedDifferences = 3;

/** The simple view of a complex type with simple content: its value type plus the restriction's facets. */
function simpleContentView(index: ModelIndex, type: ComplexTypeDefinition): SimpleView | undefined {
  if (type.content.kind !== "simple") return undefined;
  const base = simpleView(index, type.content.valueType);
  return base === undefined ? undefined : { ...base, facets: { ...base.facets, ...type.content.facets } };
}

/** Compares two type definitions of a pair once per scope root. */
export function compareTypePair(context: DiffContext, scope: Scope, oldId: TypeId, newId: TypeId): void {
  const key = `${oldId}\u0000${newId}`;
  if (scope.compared.has(key)) return;
  scope.compared.add(key);
  const before = context.old.types.get(oldId);
  const after = context.new.types.get(newId);
  if (before === undefined || after === undefined) return;
  const compareRefs = (inner: Scope, path: string, a: TypeRef, b: TypeRef): void =>
    compareTypeRefs(context, inner, path, a, b);
  if (before.kind === "simpleType" && after.kind === "simpleType") {
    const oldView = simpleView(context.old, { kind: "defined", id: oldId });
    const newView = simpleView(context.new, { kind: "defined", id: newId });
    if (oldView !== undefined && newView !== undefined)
      compareSimpleViews(context, scope, "", oldView, newView, compareRefs);
    return;
  }
  if (before.kind !== "complexType" || after.kind !== "complexType") {
    report(scope, {
      rule: "type-kind-changed",
      message: `changed from a ${before.kind} to a ${after.kind}`,
      before: before.kind,
      after: after.kind,
      oldLocation: before.provenance.source,
      newLocation: after.provenance.source,
    });
    return;
  }
  compareComplex(context, scope, before, after);
}

function derivationText(index: ModelIndex, type: ComplexTypeDefinition): string {
  return type.derivation === undefined
    ? "(no base)"
    : `${type.derivation.method} of ${typeLabel(index, type.derivation.base)}`;
}

function compareComplex(
  context: DiffContext,
  scope: Scope,
  before: ComplexTypeDefinition,
  after: ComplexTypeDefinition,
): void {
  const compareRefs = (inner: Scope, path: string, a: TypeRef, b: TypeRef): void =>
    compareTypeRefs(context, inner, path, a, b);
  const locations = { oldLocation: before.provenance.source, newLocation: after.provenance.source };
  if (before.abstract !== after.abstract)
    report(scope, {
      rule: after.abstract ? "type-made-abstract" : "type-made-concrete",
      message: after.abstract ? "type made abstract" : "type no longer abstract",
      ...locations,
    });

  const oldBase = before.derivation;
  const newBase = after.derivation;
  const sameBase =
    oldBase === undefined || newBase === undefined
      ? oldBase === newBase
      : oldBase.method === newBase.method &&
        correspondingKey(context, "old", oldBase.base) === correspondingKey(context, "new", newBase.base);
  if (!sameBase)
    report(scope, {
      rule: "type-base-changed",
      message: "base type changed",
      before: derivationText(context.old, before),
      after: derivationText(context.new, after),
      ...locations,
    });

  // Subtypes matter on the wire only where an element is declared with this type (xsi:type substitution).
  const substitutable = context.old.elementTypes.has(before.id) || context.new.elementTypes.has(after.id);
  const oldSubtypes = new Set(before.derivedTypes.map((id) => context.typePairs.get(id) ?? `old:${id}`));
  const newSubtypes = new Set(after.derivedTypes);
  for (const id of after.derivedTypes)
    if (substitutable && !oldSubtypes.has(id))
      report(scope, {
        rule: "subtype-added",
        message: `derived type ${typeLabel(context.new, { kind: "defined", id })} added`,
        after: typeLabel(context.new, { kind: "defined", id }),
        ...locations,
      });
  for (const id of before.derivedTypes)
    if (substitutable && !newSubtypes.has(context.typePairs.get(id) ?? `old:${id}`))
      report(scope, {
        rule: "subtype-removed",
        message: `derived type ${typeLabel(context.old, { kind: "defined", id })} removed`,
        before: typeLabel(context.old, { kind: "defined", id }),
        ...locations,
      });

  // An extension of corresponding named bases: what it inherits is compared once, under the base's name, so
  // here only what the type adds is (a change to a base is not reported again for every type deriving from it).
  const inheritedComparedAlone =
    sameBase &&
    oldBase?.method === "extension" &&
    oldBase.base.kind === "defined" &&
    context.typePairs.has(oldBase.base.id) &&
    before.content.kind === "elements" &&
    after.content.kind === "elements";
  const oldContent = inheritedComparedAlone ? ownElements(before) : before.content;
  const newContent = inheritedComparedAlone ? ownElements(after) : after.content;
  if (oldContent.kind !== newContent.kind)
    report(scope, {
      rule: "type-kind-changed",
      message: `content changed from ${oldContent.kind} to ${newContent.kind}`,
      before: oldContent.kind,
      after: newContent.kind,
      ...locations,
    });
  else if (oldContent.kind === "simple") {
    const oldView = simpleContentView(context.old, before);
    const newView = simpleContentView(context.new, after);
    if (oldView !== undefined && newView !== undefined)
      compareSimpleViews(context, scope, "(text)", oldView, newView, compareRefs);
  } else if (oldContent.kind === "elements" && newContent.kind === "elements") {
    if (oldContent.mixed !== newContent.mixed)
      report(scope, {
        rule: "type-mixed-changed",
        message: newContent.mixed ? "content made mixed" : "content no longer mixed",
        ...locations,
      });
    if (oldContent.particle.kind !== newContent.particle.kind)
      report(scope, {
        rule: "type-compositor-changed",
        message: "top-level compositor changed",
        before: oldContent.particle.kind,
        after: newContent.particle.kind,
        ...locations,
      });
    compareElementContent(context, scope, oldContent.particle, newContent.particle, compareRefs);
  }
  compareAttributes(
    context,
    scope,
    inheritedComparedAlone ? before.ownAttributes : before.attributes,
    inheritedComparedAlone ? after.ownAttributes : after.attributes,
    compareRefs,
  );
  compareAnyAttribute(scope, before.anyAttribute, after.anyAttribute);
}

/** The element content an extension adds to its base's, an empty sequence when it adds none. */
function ownElements(type: ComplexTypeDefinition): ContentModel {
  if (type.ownContent.kind === "elements") return type.ownContent;
  const particle: ModelGroupParticle = {
    kind: "sequence",
    minOccurs: 1,
    maxOccurs: 1,
    particles: [],
    provenance: type.provenance,
  };
  return { kind: "elements", mixed: type.content.kind === "elements" && type.content.mixed, particle };
}

/**
 * Compares the types of one member (element, attribute, list item, parameter). Corresponding named
 * types are compared once on their own, under their name; anonymous types are compared in place;
 * two unrelated types are compared as structures and reported as one retyping whose class is the
 * strongest of their differences.
 */
export function compareTypeRefs(
  context: DiffContext,
  scope: Scope,
  path: string,
  before: TypeRef,
  after: TypeRef,
): void {
  const noun = path.split("/").pop()?.startsWith("@") === true ? "attribute" : "element";
  const oldKey = correspondingKey(context, "old", before);
  const newKey = correspondingKey(context, "new", after);
  const oldDefinition = definition(context.old, before);
  const newDefinition = definition(context.new, after);
  if (oldKey === newKey) return;
  if (
    oldDefinition?.name === undefined &&
    newDefinition?.name === undefined &&
    oldDefinition &&
    newDefinition
  ) {
    compareTypePair(
      context,
      { ...scope, path: joinPath(scope.path, path) },
      oldDefinition.id,
      newDefinition.id,
    );
    return;
  }

  const oldLabel = typeLabel(context.old, before);
  const newLabel = typeLabel(context.new, after);
  const nested: Change[] = [];
  const nestedScope: Scope = {
    ...scope,
    path: joinPath(scope.path, path),
    sink: nested,
    compared: new Set(),
  };
  const oldView = simpleView(context.old, before);
  const newView = simpleView(context.new, after);
  if (oldView !== undefined && newView !== undefined) {
    compareSimpleViews(context, nestedScope, "", oldView, newView, (inner, innerPath, a, b) =>
      compareTypeRefs(context, inner, innerPath, a, b),
    );
    // Simple differences are precise on their own; a rename of the type adds only the TypeScript name.
    scope.sink.push(...nested);
    if (nested.length > 0 || oldLabel === newLabel) return;
    report(scope, {
      rule: `${noun}-type-changed`,
      path,
      message: `type changed from ${oldLabel} to ${newLabel}`,
      before: oldLabel,
      after: newLabel,
    });
    return;
  }
  if (oldDefinition?.kind === "complexType" && newDefinition?.kind === "complexType")
    compareTypePair(context, nestedScope, oldDefinition.id, newDefinition.id);
  else
    report(nestedScope, {
      rule: "type-kind-changed",
      message: `type changed from ${oldLabel} to ${newLabel}, a different kind`,
      before: oldLabel,
      after: newLabel,
    });
  const impacts = new Set<Impact>(nested.flatMap(impactsOf));
  const listed = nested
    .slice(0, listedDifferences)
    .map(
      (change) =>
        `${change.path === nestedScope.path ? "" : `${change.path.slice(nestedScope.path.length + 1)}: `}${change.message}`,
    );
  const more = nested.length > listedDifferences ? `, and ${nested.length - listedDifferences} more` : "";
  report(scope, {
    rule: `${noun}-type-changed`,
    path,
    message: `type changed from ${oldLabel} to ${newLabel}`,
    before: oldLabel,
    after: newLabel,
    extra: {
      impacts,
      reason:
        nested.length === 0
          ? "the two types have the same structure"
          : `as structures they differ in ${nested.length} way${nested.length === 1 ? "" : "s"}: ${listed.join("; ")}${more}`,
    },
  });
}
