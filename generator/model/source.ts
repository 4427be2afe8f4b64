/** Where a node of the model came from: feeds diagnostics and the `@generated from` comments. */
export interface SourceLocation {
  /** Path of the file, relative to the root the reader was given, with `/` separators. */
  readonly file: string;
  /** 1-based line of the construct's start tag. */
  readonly line: number;
  /** 1-based column of the construct's start tag. */
  readonly column: number;
}

/** Provenance carried by every resolved node. */
export interface Provenance {
  /** Start tag of the construct that declared the node. */
  readonly source: SourceLocation;
  /** The construct, as a reviewer would name it: `xs:complexType`, `xs:element`, `wsdl:operation`, ... */
  readonly construct: string;
  /** Text of the `xs:documentation` / `wsdl:documentation` children, trimmed and dedented; absent when there is none. */
  readonly documentation?: string;
}

/** A namespace-qualified XML name. `namespace` is "" for names in no namespace. */
export interface QName {
  /** Namespace URI, "" for no namespace. */
  readonly namespace: string;
  /** Local part of the name. */
  readonly local: string;
}
