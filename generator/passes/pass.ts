import type { Diagnostic } from "../diagnostics.ts";
import type { DraftModel } from "../map/draft.ts";
import type { ElementDeclaration, Service, TypeDefinition } from "../model/index.ts";

/** What flows through the passes: the linked draft, and the resolved parts as they are computed. */
export interface PassState {
  /** The draft, references replaced step by step. */
  readonly draft: DraftModel;
  /** Resolved type definitions (filled by the compute passes). */
  readonly types: readonly TypeDefinition[];
  /** Resolved global elements. */
  readonly elements: readonly ElementDeclaration[];
  /** Assembled services. */
  readonly services: readonly Service[];
}

/** How a pass reports problems. */
export interface PassContext {
  report(diagnostic: Diagnostic): void;
}

/** One small transformation: returns new state, never mutates its input. */
export type Pass = (state: PassState, context: PassContext) => PassState;
