/**
 * The declarations an emitter hands to the printer (`print.ts`): plain data, one kind per statement generated
 * code is made of. Types, initializers and statements are code text; the printer lays them out for the module
 * and derives the module's `.d.ts` from the same data, so that neither needs a TypeScript compiler.
 */

export const StructureKind = {
  ImportDeclaration: "import",
  ExportDeclaration: "export",
  Interface: "interface",
  PropertySignature: "property",
  TypeAlias: "typeAlias",
  Function: "function",
  VariableStatement: "variable",
  Class: "class",
} as const;

/** JSDoc blocks, each the text between the comment markers (paragraphs separated by blank lines). */
export type Docs = readonly string[];

interface Declared {
  readonly name: string;
  readonly isExported?: boolean;
  readonly docs?: Docs;
  /** `"\n"`: a blank line before the statement. */
  readonly leadingTrivia?: string;
}

export interface NamedImport {
  readonly name: string;
  readonly alias?: string;
  readonly isTypeOnly?: boolean;
}

export interface ImportDeclarationStructure {
  readonly kind: typeof StructureKind.ImportDeclaration;
  readonly moduleSpecifier: string;
  readonly isTypeOnly: boolean;
  readonly namedImports: readonly NamedImport[];
}

/** `export { a, type B } from "./m.ts";`, or `export * from "./m.ts";` without named exports. */
export interface ExportDeclarationStructure {
  readonly kind: typeof StructureKind.ExportDeclaration;
  readonly moduleSpecifier: string;
  readonly isTypeOnly: boolean;
  readonly namedExports?: readonly { readonly name: string; readonly isTypeOnly?: boolean }[];
}

export interface ParameterStructure {
  readonly name: string;
  readonly type?: string;
  readonly initializer?: string;
  readonly hasQuestionToken?: boolean;
}

export interface PropertySignatureStructure {
  readonly kind?: typeof StructureKind.PropertySignature;
  readonly name: string;
  readonly type: string;
  readonly hasQuestionToken?: boolean;
  readonly isReadonly?: boolean;
  readonly docs?: Docs;
}

export interface MethodSignatureStructure {
  readonly name: string;
  readonly docs?: Docs;
  readonly parameters: readonly ParameterStructure[];
  readonly returnType: string;
}

export interface InterfaceDeclarationStructure extends Declared {
  readonly kind: typeof StructureKind.Interface;
  readonly properties?: readonly PropertySignatureStructure[];
  readonly methods?: readonly MethodSignatureStructure[];
}

/**
 * `type Name = ...`. The type is code text, or the intersection of unions of object type literals a choice
 * makes (`objectTypes`), which the printer lays out as a declaration file prints it.
 */
export interface TypeAliasDeclarationStructure extends Declared {
  readonly kind: typeof StructureKind.TypeAlias;
  readonly type: string | ObjectTypeIntersection;
}

/** `A & (B | C)`: each part a union of object type literals (one literal: no parentheses). */
export interface ObjectTypeIntersection {
  readonly intersection: readonly (readonly (readonly PropertySignatureStructure[])[])[];
}

export interface FunctionDeclarationStructure extends Declared {
  readonly kind: typeof StructureKind.Function;
  readonly parameters: readonly ParameterStructure[];
  readonly returnType: string;
  readonly statements: readonly string[];
}

/** `const name: type = initializer;` (no type: a literal initializer, kept in the declaration file). */
export interface VariableStatementStructure extends Omit<Declared, "name"> {
  readonly kind: typeof StructureKind.VariableStatement;
  readonly declarations: readonly [
    { readonly name: string; readonly type?: string; readonly initializer: string },
  ];
}

export interface ClassDeclarationStructure extends Declared {
  readonly kind: typeof StructureKind.Class;
  /** Private (`#name`) fields. */
  readonly properties: readonly {
    readonly name: string;
    readonly isReadonly?: boolean;
    readonly type: string;
  }[];
  readonly ctors: readonly {
    readonly parameters: readonly ParameterStructure[];
    readonly statements: readonly string[];
  }[];
  readonly methods: readonly (MethodSignatureStructure & { readonly statements: readonly string[] })[];
}

export type StatementStructures =
  | ImportDeclarationStructure
  | ExportDeclarationStructure
  | InterfaceDeclarationStructure
  | TypeAliasDeclarationStructure
  | FunctionDeclarationStructure
  | VariableStatementStructure
  | ClassDeclarationStructure;
