import type { BuiltinTypeName } from "./builtins.ts";
import type { Provenance, QName } from "./source.ts";

export type { BuiltinTypeName } from "./builtins.ts";

/** Reference to a type: a built-in datatype or a type definition of the model by its id. */
export type TypeRef = BuiltinTypeRef | DefinedTypeRef;

/** A built-in XML Schema datatype. */
export interface BuiltinTypeRef {
  readonly kind: "builtin";
  /** Local name in the XML Schema namespace. */
  readonly name: BuiltinTypeName;
}

/** A simple or complex type definition held in `Model.types`. */
export interface DefinedTypeRef {
  readonly kind: "defined";
  /** `TypeDefinition.id` of the referenced type. */
  readonly id: TypeId;
}

/**
 * Stable identifier of a type definition. Named types: `{namespace}local`. Anonymous types: the id of
 * their context plus a path, e.g. `{ns}GetMeals/element` or `{ns}Booking/prices/price` (deterministic,
 * unique within a model).
 */
export type TypeId = string;

/** `maxOccurs`: a non-negative integer or unbounded. */
export type MaxOccurs = number | "unbounded";

/** Constraining facets of a simple type, accumulated along its restriction chain. */
export interface Facets {
  /** Allowed values in document order; absent when the type is not an enumeration. */
  readonly enumeration?: readonly EnumerationValue[];
  /** Patterns: each inner array is one derivation step (any of them may match), every step must match. */
  readonly patterns?: readonly (readonly string[])[];
  /** Exact length (characters, octets for binary types, items for lists). */
  readonly length?: number;
  /** Minimum length. */
  readonly minLength?: number;
  /** Maximum length. */
  readonly maxLength?: number;
  /** Lower bound, inclusive, in the lexical form of the base type. */
  readonly minInclusive?: string;
  /** Upper bound, inclusive, in the lexical form of the base type. */
  readonly maxInclusive?: string;
  /** Lower bound, exclusive, in the lexical form of the base type. */
  readonly minExclusive?: string;
  /** Upper bound, exclusive, in the lexical form of the base type. */
  readonly maxExclusive?: string;
  /** Maximum number of significant decimal digits. */
  readonly totalDigits?: number;
  /** Maximum number of fraction digits. */
  readonly fractionDigits?: number;
  /** Whitespace normalization applied before validation. */
  readonly whiteSpace?: "preserve" | "replace" | "collapse";
}

/** One value of an enumeration facet. */
export interface EnumerationValue {
  /**
   * The value: as written in the schema, or of a QName type (once `resolveQNameValues` ran) `{namespace}local`,
   * its prefix resolved where it was written.
   */
  readonly value: string;
  /**
   * `value` read as QNames where it was written, `{namespace}local` per item (absent when it reads as none): what
   * `resolveQNameValues` makes the value of a QName type, leaving this out of the model.
   */
  readonly qname?: string;
  /** Where it was declared, with its documentation. */
  readonly provenance: Provenance;
}

/** A simple type definition (`xs:simpleType`), named or anonymous. */
export interface SimpleTypeDefinition {
  readonly kind: "simpleType";
  /** Stable id, see `TypeId`. */
  readonly id: TypeId;
  /** Qualified name; absent for an anonymous type. */
  readonly name?: QName;
  /** Atomic restriction, list or union. */
  readonly variety: SimpleVariety;
  /** Set on the original of a type an `xs:redefine` replaces (named `<local>.original`): only the redefinition refers to it. */
  readonly redefinedOriginal?: true;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** The three varieties of simple types. */
export type SimpleVariety = AtomicVariety | ListVariety | UnionVariety;

/** Restriction of an atomic type; `primitive` is the built-in type at the root of the chain. */
export interface AtomicVariety {
  readonly kind: "atomic";
  /** Direct base type. */
  readonly base: TypeRef;
  /** Built-in datatype at the root of the restriction chain (decides the lexical space and mapping). */
  readonly builtin: BuiltinTypeName;
  /** Facets of the whole chain, the most restrictive step winning. */
  readonly facets: Facets;
}

/** `xs:list`: whitespace-separated items of `itemType`. */
export interface ListVariety {
  readonly kind: "list";
  /** Type of each item. */
  readonly itemType: TypeRef;
  /** Facets on the list itself (length in items, enumeration of whole values, ...). */
  readonly facets: Facets;
}

/** `xs:union` of member types, tried in order. */
export interface UnionVariety {
  readonly kind: "union";
  /** Member types in declaration order. */
  readonly memberTypes: readonly TypeRef[];
  /** Facets on the union itself (pattern, enumeration). */
  readonly facets: Facets;
}

/** A complex type definition (`xs:complexType`), named or anonymous. */
export interface ComplexTypeDefinition {
  readonly kind: "complexType";
  /** Stable id, see `TypeId`. */
  readonly id: TypeId;
  /** Qualified name; absent for an anonymous type. */
  readonly name?: QName;
  /** `abstract="true"`: only derived types may appear on the wire (with xsi:type). */
  readonly abstract: boolean;
  /**
   * The `$type` of its values, `{namespace}local`, where another type of its hierarchy has its local name (UBL's
   * `AmountType` in three namespaces); absent where its local name alone tells it apart.
   */
  readonly discriminant?: string;
  /** Set on the original of a type an `xs:redefine` replaces (named `<local>.original`): only the redefinition refers to it. */
  readonly redefinedOriginal?: true;
  /**
   * Set on the array wrappers made from a restriction of `soapenc:Array`: `array`, or `row` for a row of a
   * multi-dimensional array (`T[,]`), whose items are one index of the array around it, written in that array's
   * one flat list of items (SOAP 1.1 section 5.4.2.2), never as an element of its own.
   */
  readonly encodedArray?: "array" | "row";
  /** Derivation from a base type; absent when the type derives from anyType by restriction implicitly. */
  readonly derivation?: Derivation;
  /** Content as written in this definition only (for an extension: what it adds). */
  readonly ownContent: ContentModel;
  /** Attributes as written in this definition only (attribute groups expanded). */
  readonly ownAttributes: readonly AttributeUse[];
  /** Effective content: for an extension, the base's effective content followed by `ownContent`. */
  readonly content: ContentModel;
  /** Effective attributes: inherited ones first, then own ones, with restrictions applied. */
  readonly attributes: readonly AttributeUse[];
  /** Effective `xs:anyAttribute`, kept as opaque content. */
  readonly anyAttribute?: Wildcard;
  /** Ids of every type that derives from this one, directly or not, sorted; they may stand in with xsi:type. */
  readonly derivedTypes: readonly TypeId[];
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** How a complex type derives from its base. */
export interface Derivation {
  /** `extension` adds content and attributes; `restriction` narrows them. */
  readonly method: "extension" | "restriction";
  /** The base type (complex, or simple for simple content). */
  readonly base: TypeRef;
}

/** Content model of a complex type. */
export type ContentModel = EmptyContent | SimpleContent | ElementContent;

/** No character data, no child elements. */
export interface EmptyContent {
  readonly kind: "empty";
}

/** Character data of a simple type, no child elements (`xs:simpleContent`). */
export interface SimpleContent {
  readonly kind: "simple";
  /** Type of the character data. */
  readonly valueType: TypeRef;
  /** Facets added by a simpleContent restriction. */
  readonly facets: Facets;
}

/** Child elements described by a particle; `mixed` allows character data between them. */
export interface ElementContent {
  readonly kind: "elements";
  /** `mixed="true"`. */
  readonly mixed: boolean;
  /** Top-level model group (sequence, choice or all). */
  readonly particle: ModelGroupParticle;
}

/** A term with occurrence bounds inside a content model. */
export type Particle = ElementParticle | ModelGroupParticle | WildcardParticle;

/** An element declaration used in a content model (local, or a `ref` to a global one). */
export interface ElementParticle {
  readonly kind: "element";
  /** Qualified name on the wire (form and elementFormDefault already applied). */
  readonly name: QName;
  /** Type of the element's content. */
  readonly type: TypeRef;
  /** Minimum occurrences. */
  readonly minOccurs: number;
  /** Maximum occurrences. */
  readonly maxOccurs: MaxOccurs;
  /** `nillable="true"`: may be sent as `xsi:nil="true"`. */
  readonly nillable: boolean;
  /** Default value, lexical. */
  readonly default?: string;
  /** Fixed value, lexical. */
  readonly fixed?: string;
  /**
   * The default or fixed value read as QNames where it was written, `{namespace}local` per item (absent when it
   * reads as none): what `resolveQNameValues` makes the value of a QName type, leaving this out of the model.
   */
  readonly valueQName?: string;
  /** Name of the global element when declared with `ref`. */
  readonly ref?: QName;
  /** The `wsdl:part` whose element this is (in a bare SOAP body's type): its property is named after the part. */
  readonly part?: string;
  /** Where it was declared (for a ref: the referring particle, documentation from the declaration). */
  readonly provenance: Provenance;
}

/**
 * `xs:sequence`, `xs:choice` or `xs:all` (named groups are expanded in place). A reference to the head of a
 * substitution group becomes a choice of the elements that may stand there, with `substitutionGroup` set.
 */
export interface ModelGroupParticle {
  readonly kind: "sequence" | "choice" | "all";
  /** The head element, for the choice a substitution group became. */
  readonly substitutionGroup?: QName;
  /** Minimum occurrences. */
  readonly minOccurs: number;
  /** Maximum occurrences. */
  readonly maxOccurs: MaxOccurs;
  /** Terms in document order. */
  readonly particles: readonly Particle[];
  /** Where it was declared; for an expanded `xs:group ref`, the referring particle. */
  readonly provenance: Provenance;
}

/** `xs:any`: opaque content. */
export interface WildcardParticle {
  readonly kind: "any";
  /** Minimum occurrences. */
  readonly minOccurs: number;
  /** Maximum occurrences. */
  readonly maxOccurs: MaxOccurs;
  /** The namespace constraint and processing mode. */
  readonly wildcard: Wildcard;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** Namespace constraint of `xs:any` / `xs:anyAttribute`. */
export interface Wildcard {
  /** `##any`, `##other` (relative to `targetNamespace`), or a list of namespaces ("" for `##local`). */
  readonly namespaces: "##any" | "##other" | readonly string[];
  /** Target namespace of the declaring schema (meaning of `##other` and `##targetNamespace`). */
  readonly targetNamespace: string;
  /** `processContents`. */
  readonly processContents: "strict" | "lax" | "skip";
  /**
   * Where wildcards of one type were merged and only some are strict: the merged ones. An undeclared element is
   * refused as under a strict wildcard where every one of them that allows its namespace is strict.
   */
  readonly parts?: readonly Omit<Wildcard, "parts">[];
}

/** An attribute of a complex type. */
export interface AttributeUse {
  readonly kind: "attribute";
  /** Qualified name on the wire (namespace "" when unqualified, the usual case). */
  readonly name: QName;
  /** Simple type of the value. */
  readonly type: TypeRef;
  /** `use`. */
  readonly use: "required" | "optional" | "prohibited";
  /** Default value, lexical. */
  readonly default?: string;
  /** Fixed value, lexical. */
  readonly fixed?: string;
  /**
   * The default or fixed value read as QNames where it was written, `{namespace}local` per item (absent when it
   * reads as none): what `resolveQNameValues` makes the value of a QName type, leaving this out of the model.
   */
  readonly valueQName?: string;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** A type definition of the model. */
export type TypeDefinition = SimpleTypeDefinition | ComplexTypeDefinition;

/** A global element declaration (`xs:element` at schema level). */
export interface ElementDeclaration {
  readonly kind: "elementDeclaration";
  /** Qualified name. */
  readonly name: QName;
  /** Type of its content (an anonymous type is a `TypeDefinition` with a derived id). */
  readonly type: TypeRef;
  /** `nillable="true"`. */
  readonly nillable: boolean;
  /** `abstract="true"`. */
  readonly abstract: boolean;
  /** Head of the substitution group it belongs to. */
  readonly substitutionGroup?: QName;
  /** What `block` (or the schema's `blockDefault`) keeps from substituting for it. */
  readonly block: readonly ("extension" | "restriction" | "substitution")[];
  /**
   * An abstract head's stand-ins: the elements of its substitution group, transitively, that are not abstract
   * and that its `block` admits, in declaration order. Absent on other elements.
   */
  readonly substitutes?: readonly QName[];
  /** Default value, lexical. */
  readonly default?: string;
  /** Fixed value, lexical. */
  readonly fixed?: string;
  /**
   * The default or fixed value read as QNames where it was written, `{namespace}local` per item (absent when it
   * reads as none): what `resolveQNameValues` makes the value of a QName type, leaving this out of the model.
   */
  readonly valueQName?: string;
  /** Where it was declared. */
  readonly provenance: Provenance;
}
