import type { SourceLocation } from "../model/index.ts";

/** What every node of the document model carries. */
export interface DocumentNode {
  /** Start tag of the construct. */
  readonly source: SourceLocation;
  /** Text of its `xs:documentation` / `wsdl:documentation` children, trimmed and dedented; absent when there is none. */
  readonly documentation?: string;
}
