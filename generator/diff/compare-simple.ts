import type { BuiltinTypeName, Facets, TypeRef } from "../model/index.ts";
import { compareBuiltins, typeScriptRepresentation } from "./builtins.ts";
import { compareFacets } from "./compare-facets.ts";
import { definition, joinPath, report, typeLabel, type DiffContext, type Scope } from "./context.ts";
import type { ModelIndex } from "./model-index.ts";

/** What the wire sees of a simple type: its variety, built-in root and accumulated facets. */
export interface SimpleView {
  readonly variety: "atomic" | "list" | "union";
  /** Built-in root for atomic types; `string` for lists and unions (their lexical space). */
  readonly builtin: BuiltinTypeName;
  readonly facets: Facets;
  /** Item type of a list. */
  readonly itemType?: TypeRef;
  /** Member types of a union. */
  readonly memberTypes?: readonly TypeRef[];
}

/** The simple view of a reference; undefined for a complex type (or a dangling reference). */
export function simpleView(index: ModelIndex, ref: TypeRef): SimpleView | undefined {
  if (ref.kind === "builtin") return { variety: "atomic", builtin: ref.name, facets: {} };
  const type = definition(index, ref);
  if (type?.kind !== "simpleType") return undefined;
  const variety = type.variety;
  if (variety.kind === "atomic")
    return { variety: "atomic", builtin: variety.builtin, facets: variety.facets };
  if (variety.kind === "list")
    return { variety: "list", builtin: "string", facets: variety.facets, itemType: variety.itemType };
  return { variety: "union", builtin: "string", facets: variety.facets, memberTypes: variety.memberTypes };
}

/** Compares two type references at a path relative to the scope's; supplied by compare-types (list items recurse). */
export type RefComparer = (scope: Scope, path: string, before: TypeRef, after: TypeRef) => void;

/** Identity of a reference across the two models: built-in name or the new id of a corresponding type. */
export function correspondingKey(context: DiffContext, side: "old" | "new", ref: TypeRef): string {
  if (ref.kind === "builtin") return `xs:${ref.name}`;
  return side === "old" ? (context.typePairs.get(ref.id) ?? `old:${ref.id}`) : ref.id;
}

/** Compares what the wire sees of two simple types. */
export function compareSimpleViews(
  context: DiffContext,
  scope: Scope,
  path: string,
  before: SimpleView,
  after: SimpleView,
  compareRefs: RefComparer,
): void {
  if (before.variety !== after.variety) {
    report(scope, {
      rule: "simple-variety-changed",
      path,
      message: `simple type changed from ${before.variety} to ${after.variety}`,
      before: before.variety,
      after: after.variety,
    });
    return;
  }
  if (before.variety === "atomic") {
    const relation = compareBuiltins(before.builtin, after.builtin);
    if (relation !== "same") {
      const oldTs = typeScriptRepresentation(before.builtin);
      const newTs = typeScriptRepresentation(after.builtin);
      report(scope, {
        rule:
          relation === "widened"
            ? "builtin-widened"
            : relation === "narrowed"
              ? "builtin-narrowed"
              : "builtin-changed",
        path,
        message: `built-in type changed from xs:${before.builtin} to xs:${after.builtin}`,
        before: `xs:${before.builtin}`,
        after: `xs:${after.builtin}`,
        ...(oldTs === newTs
          ? {}
          : {
              extra: { impacts: ["source"], reason: `the TypeScript type changes from ${oldTs} to ${newTs}` },
            }),
      });
    }
  }
  if (before.itemType !== undefined && after.itemType !== undefined)
    compareRefs(scope, joinPath(path, "(item)"), before.itemType, after.itemType);
  if (before.memberTypes !== undefined && after.memberTypes !== undefined) {
    const oldKeys = before.memberTypes.map((ref) => correspondingKey(context, "old", ref));
    const newKeys = after.memberTypes.map((ref) => correspondingKey(context, "new", ref));
    if (oldKeys.join(" ") !== newKeys.join(" "))
      report(scope, {
        rule: "union-members-changed",
        path,
        message: "union member types changed",
        before: before.memberTypes.map((ref) => typeLabel(context.old, ref)).join(" | "),
        after: after.memberTypes.map((ref) => typeLabel(context.new, ref)).join(" | "),
      });
  }
  for (const change of compareFacets(before.facets, after.facets, before.builtin, after.builtin))
    report(scope, { ...change, path });
}
