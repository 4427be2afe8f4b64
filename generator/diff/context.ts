import type { SourceLocation, TypeDefinition, TypeId, TypeRef } from "../model/index.ts";
import type { Change, Direction, Subject } from "./change.ts";
import type { Impact } from "./rules.ts";
import { classify, type ExtraOutcome } from "./classify.ts";
import type { ModelIndex, Usage } from "./model-index.ts";
import type { RuleId } from "./rules.ts";

/** State shared by every comparison of one diff run. */
export interface DiffContext {
  readonly old: ModelIndex;
  readonly new: ModelIndex;
  /** Maps an old namespace to the new one it is compared with (identity when unmapped). */
  readonly mapNamespace: (namespace: string) => string;
  /** Replaces a leading old namespace in a text (a SOAPAction is the namespace plus the operation name). */
  readonly mapPrefix: (text: string) => string;
  /** Named types that correspond, old id -> new id (same mapped name, or renamed). */
  readonly typePairs: ReadonlyMap<TypeId, TypeId>;
}

/** Where the changes found by a comparison go and how they are labelled. */
export interface Scope {
  readonly subject: Subject;
  /** Path of the compared component inside the subject. */
  readonly path: string;
  readonly direction: Direction;
  readonly operations: readonly string[];
  readonly sink: Change[];
  /** Type pairs already compared under this scope's root (`old\u0000new`), to stop on recursive types. */
  readonly compared: Set<string>;
}

/** What a comparison found, before classification. */
export interface Finding {
  readonly rule: RuleId;
  readonly message: string;
  /** Appended to the scope's path. */
  readonly path?: string;
  readonly before?: string;
  readonly after?: string;
  readonly oldLocation?: SourceLocation;
  readonly newLocation?: SourceLocation;
  readonly extra?: ExtraOutcome;
}

/** Joins path segments, skipping empty ones. */
export const joinPath = (...segments: readonly string[]): string =>
  segments.filter((segment) => segment !== "").join("/");

/** Classifies a finding in its scope and records it. */
export function report(scope: Scope, finding: Finding): void {
  const verdict = classify(finding.rule, scope.direction, finding.extra);
  scope.sink.push({
    rule: finding.rule,
    class: verdict.class,
    level: verdict.level,
    sourceBreaking: verdict.sourceBreaking,
    direction: scope.direction,
    subject: scope.subject,
    path: joinPath(scope.path, finding.path ?? ""),
    message: finding.message,
    reason: verdict.reason,
    ...(finding.before === undefined ? {} : { before: finding.before }),
    ...(finding.after === undefined ? {} : { after: finding.after }),
    operations: scope.operations,
    ...(finding.oldLocation === undefined ? {} : { oldLocation: finding.oldLocation }),
    ...(finding.newLocation === undefined ? {} : { newLocation: finding.newLocation }),
  });
}

/** The impacts a recorded change stands for (to fold nested changes into one). */
export function impactsOf(change: Change): Impact[] {
  const impacts: Impact[] = [];
  if (change.class === "wire-breaking-both" || change.class === "wire-breaking-clients")
    impacts.push("clients");
  if (change.class === "wire-breaking-both" || change.class === "wire-breaking-servers")
    impacts.push("servers");
  if (change.sourceBreaking) impacts.push("source");
  if (change.class === "dangerous") impacts.push("dangerous");
  return impacts;
}

/** Direction and operations of a component from its usage in the old and the new model. */
export function usageScope(usages: readonly (Usage | undefined)[]): Pick<Scope, "direction" | "operations"> {
  let request = false;
  let response = false;
  const operations = new Set<string>();
  for (const usage of usages) {
    if (usage === undefined) continue;
    request ||= usage.request;
    response ||= usage.response;
    for (const operation of usage.operations) operations.add(operation);
  }
  const direction: Direction = request ? (response ? "both" : "request") : response ? "response" : "unused";
  return { direction, operations: [...operations].sort() };
}

/** How a type reference reads in messages: a built-in name, a type's local name, or `anonymous type`. */
export function typeLabel(index: ModelIndex, ref: TypeRef): string {
  if (ref.kind === "builtin") return `xs:${ref.name}`;
  const type = index.types.get(ref.id);
  return type?.name?.local ?? "anonymous type";
}

/** The definition a reference points at, when it is a defined type of the model. */
export function definition(index: ModelIndex, ref: TypeRef): TypeDefinition | undefined {
  return ref.kind === "defined" ? index.types.get(ref.id) : undefined;
}
