import type { SourceLocation } from "../model/index.ts";
import type { Impact, RuleId } from "./rules.ts";

/** The class of a change, strongest first. */
export type ChangeClass =
  | "wire-breaking-both"
  | "wire-breaking-clients"
  | "wire-breaking-servers"
  | "source-breaking"
  | "dangerous"
  | "compatible";

/** Classes in the order reports list them (strongest first). */
export const changeClasses: readonly ChangeClass[] = [
  "wire-breaking-both",
  "wire-breaking-clients",
  "wire-breaking-servers",
  "source-breaking",
  "dangerous",
  "compatible",
];

/** The coarse level `--fail-on` compares against. */
export type ChangeLevel = "breaking" | "dangerous" | "compatible";

/** Which way the changed component travels: in requests, in responses, both, or neither (not reachable). */
export type Direction = "request" | "response" | "both" | "unused";

/** What a change is about; reports group changes by subject. */
export interface Subject {
  /** `namespace` (the one namespace change), `service`, `operation` (its bindings, parameters and result), `type` (a named type), `element` (a global element not used as an operation wrapper). */
  readonly kind: "namespace" | "service" | "operation" | "type" | "element";
  /** `Service.Operation` for operations, the local name otherwise (the new one when renamed). */
  readonly name: string;
}

/** One classified difference between two models. */
export interface Change {
  /** Stable rule id, see `rules.ts`. */
  readonly rule: RuleId;
  /** Class after taking the direction into account. */
  readonly class: ChangeClass;
  /** `breaking` for every wire- or source-breaking class. */
  readonly level: ChangeLevel;
  /** True when TypeScript code written against the old package stops compiling (also for wire-breaking changes). */
  readonly sourceBreaking: boolean;
  /** Direction the changed component travels in; decides the class of direction-dependent rules. */
  readonly direction: Direction;
  /** What the change is about. */
  readonly subject: Subject;
  /** Where inside the subject, slash-separated (`parameters/language`, `@currency`, `bindings/soap11`); "" for the subject itself. */
  readonly path: string;
  /** One sentence saying what changed. */
  readonly message: string;
  /** Why it is classified so. */
  readonly reason: string;
  /** The old value, when the change replaces one. */
  readonly before?: string;
  /** The new value, when the change replaces one. */
  readonly after?: string;
  /** Operations (`Service.Operation`) whose messages reach the changed component, sorted. */
  readonly operations: readonly string[];
  /** Where the old component was declared. */
  readonly oldLocation?: SourceLocation;
  /** Where the new component is declared. */
  readonly newLocation?: SourceLocation;
}

/** The class an impact set amounts to. */
export function classOf(impacts: ReadonlySet<Impact>): ChangeClass {
  if (impacts.has("clients") && impacts.has("servers")) return "wire-breaking-both";
  if (impacts.has("clients")) return "wire-breaking-clients";
  if (impacts.has("servers")) return "wire-breaking-servers";
  if (impacts.has("source")) return "source-breaking";
  if (impacts.has("dangerous")) return "dangerous";
  return "compatible";
}

/** The level of a class. */
export function levelOf(changeClass: ChangeClass): ChangeLevel {
  if (changeClass === "compatible") return "compatible";
  return changeClass === "dangerous" ? "dangerous" : "breaking";
}

/** Rank of a class, 0 the strongest; sorts changes and picks the strongest of several. */
export function classRank(changeClass: ChangeClass): number {
  return changeClasses.indexOf(changeClass);
}

/** Human label of a class. */
export const classLabels: Readonly<Record<ChangeClass, string>> = {
  "wire-breaking-both": "wire-breaking (clients and servers)",
  "wire-breaking-clients": "wire-breaking (clients)",
  "wire-breaking-servers": "wire-breaking (servers)",
  "source-breaking": "source-breaking (TypeScript)",
  dangerous: "dangerous",
  compatible: "compatible",
};
