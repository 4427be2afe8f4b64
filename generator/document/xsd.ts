// The XSD 1.0 document model: one node per construct as written, QName values already resolved.
import type { MaxOccurs, QName } from "../model/index.ts";
import type { DocumentNode } from "./node.ts";

/** `qualified` or `unqualified` (`form`, `elementFormDefault`, `attributeFormDefault`). */
export type XsdForm = "qualified" | "unqualified";

/** A token of `block` or `blockDefault`, `#all` spelled out. */
export type XsdBlock = "extension" | "restriction" | "substitution";

/** `xs:schema`. */
export interface XsdSchema extends DocumentNode {
  readonly kind: "schema";
  /** `targetNamespace`; absent for a no-namespace (or chameleon) schema. */
  readonly targetNamespace?: string;
  /** `elementFormDefault`, `unqualified` when absent. */
  readonly elementFormDefault: XsdForm;
  /** `attributeFormDefault`, `unqualified` when absent. */
  readonly attributeFormDefault: XsdForm;
  /** `blockDefault`, empty when absent. */
  readonly blockDefault: readonly XsdBlock[];
  /** `xs:import`, `xs:include` and `xs:redefine` in document order. */
  readonly references: readonly XsdSchemaReference[];
  /** Top-level components in document order. */
  readonly components: readonly XsdTopLevel[];
}

/** `xs:import`, `xs:include` or `xs:redefine`. */
export interface XsdSchemaReference extends DocumentNode {
  readonly kind: "import" | "include" | "redefine";
  /** `namespace` of an import ("" when absent, i.e. no namespace). */
  readonly namespace?: string;
  /** `schemaLocation` as written. */
  readonly schemaLocation?: string;
  /** The types and groups an `xs:redefine` redefines, in document order; empty for the others. */
  readonly redefinitions: readonly (XsdSimpleType | XsdComplexType | XsdGroup | XsdAttributeGroup)[];
}

/** A top-level schema component. */
export type XsdTopLevel =
  XsdElement | XsdComplexType | XsdSimpleType | XsdGroup | XsdAttributeGroup | XsdAttribute | XsdNotation;

/** `xs:element`, global or local (declaration) or a `ref`. */
export interface XsdElement extends DocumentNode {
  readonly kind: "element";
  /** `name`; absent for a `ref`. */
  readonly name?: string;
  /** `ref`. */
  readonly ref?: QName;
  /** `type`. */
  readonly type?: QName;
  /** Anonymous `xs:simpleType` or `xs:complexType` child. */
  readonly anonymousType?: XsdSimpleType | XsdComplexType;
  /** `minOccurs`; absent when not written. */
  readonly minOccurs?: number;
  /** `maxOccurs`; absent when not written. */
  readonly maxOccurs?: MaxOccurs;
  /** `nillable`. */
  readonly nillable: boolean;
  /** `abstract`. */
  readonly abstract: boolean;
  /** `default`. */
  readonly default?: string;
  /** `fixed`. */
  readonly fixed?: string;
  /** `default` or `fixed` read as QNames where written (as `XsdFacet.qname`); absent when it reads as none. */
  readonly valueQName?: string;
  /** `form`. */
  readonly form?: XsdForm;
  /** `substitutionGroup`. */
  readonly substitutionGroup?: QName;
  /** `block`; absent when not written (a global element then takes the schema's `blockDefault`). */
  readonly block?: readonly XsdBlock[];
}

/** `xs:complexType`. */
export interface XsdComplexType extends DocumentNode {
  readonly kind: "complexType";
  /** `name`; absent for an anonymous type. */
  readonly name?: string;
  /** `abstract`. */
  readonly abstract: boolean;
  /** `block` (`extension`, `restriction`); absent when not written (then the schema's `blockDefault`). */
  readonly block?: readonly XsdBlock[];
  /** `mixed` as written on the complexType. */
  readonly mixed?: boolean;
  /** The content: `xs:complexContent`, `xs:simpleContent`, or the shorthand (particle and attributes directly). */
  readonly content: XsdComplexContent | XsdSimpleContent | XsdShorthandContent;
}

/** Particle and attributes written directly in `xs:complexType` (implicit restriction of anyType). */
export interface XsdShorthandContent extends DocumentNode {
  readonly kind: "shorthand";
  /** The model group or `xs:group ref`; absent for empty content. */
  readonly particle?: XsdModelGroup | XsdGroupRef;
  /** Attributes and attribute group references in document order. */
  readonly attributes: readonly XsdAttributeItem[];
  /** `xs:anyAttribute`. */
  readonly anyAttribute?: XsdAnyAttribute;
}

/** `xs:complexContent` with its `xs:extension` or `xs:restriction`. */
export interface XsdComplexContent extends DocumentNode {
  readonly kind: "complexContent";
  /** `mixed` on the complexContent. */
  readonly mixed?: boolean;
  /** `extension` or `restriction`. */
  readonly method: "extension" | "restriction";
  /** Where the extension or restriction element starts. */
  readonly derivationNode: DocumentNode;
  /** `base`. */
  readonly base: QName;
  /** The particle it adds or restricts to. */
  readonly particle?: XsdModelGroup | XsdGroupRef;
  /** Attributes and attribute group references. */
  readonly attributes: readonly XsdAttributeItem[];
  /** `xs:anyAttribute`. */
  readonly anyAttribute?: XsdAnyAttribute;
}

/** `xs:simpleContent` with its `xs:extension` or `xs:restriction`. */
export interface XsdSimpleContent extends DocumentNode {
  readonly kind: "simpleContent";
  /** `extension` or `restriction`. */
  readonly method: "extension" | "restriction";
  /** Where the extension or restriction element starts. */
  readonly derivationNode: DocumentNode;
  /** `base`. */
  readonly base: QName;
  /** Anonymous simple type of a restriction (`xs:restriction/xs:simpleType`). */
  readonly simpleType?: XsdSimpleType;
  /** Facets of a restriction. */
  readonly facets: readonly XsdFacet[];
  /** Attributes and attribute group references. */
  readonly attributes: readonly XsdAttributeItem[];
  /** `xs:anyAttribute`. */
  readonly anyAttribute?: XsdAnyAttribute;
}

/** A particle inside a model group. */
export type XsdParticle = XsdElement | XsdModelGroup | XsdGroupRef | XsdAny;

/** `xs:sequence`, `xs:choice` or `xs:all`. */
export interface XsdModelGroup extends DocumentNode {
  readonly kind: "sequence" | "choice" | "all";
  /** `minOccurs`. */
  readonly minOccurs?: number;
  /** `maxOccurs`. */
  readonly maxOccurs?: MaxOccurs;
  /** Terms in document order. */
  readonly particles: readonly XsdParticle[];
}

/** `xs:group ref` inside a content model. */
export interface XsdGroupRef extends DocumentNode {
  readonly kind: "groupRef";
  /** `ref`. */
  readonly ref: QName;
  /** `minOccurs`. */
  readonly minOccurs?: number;
  /** `maxOccurs`. */
  readonly maxOccurs?: MaxOccurs;
}

/** `xs:any`. */
export interface XsdAny extends DocumentNode {
  readonly kind: "any";
  /** `namespace` as written (`##any` when absent). */
  readonly namespace?: string;
  /** `processContents`. */
  readonly processContents?: "strict" | "lax" | "skip";
  /** `minOccurs`. */
  readonly minOccurs?: number;
  /** `maxOccurs`. */
  readonly maxOccurs?: MaxOccurs;
}

/** `xs:anyAttribute`. */
export interface XsdAnyAttribute extends DocumentNode {
  readonly kind: "anyAttribute";
  /** `namespace` as written. */
  readonly namespace?: string;
  /** `processContents`. */
  readonly processContents?: "strict" | "lax" | "skip";
}

/** A top-level `xs:group`. */
export interface XsdGroup extends DocumentNode {
  readonly kind: "group";
  /** `name`. */
  readonly name: string;
  /** Its one model group; absent in a broken schema (reported). */
  readonly particle?: XsdModelGroup;
}

/** An attribute or attribute group reference inside a type or attribute group. */
export type XsdAttributeItem = XsdAttribute | XsdAttributeGroupRef;

/** `xs:attribute`, global or local, or a `ref`. */
export interface XsdAttribute extends DocumentNode {
  readonly kind: "attribute";
  /** `name`; absent for a `ref`. */
  readonly name?: string;
  /** `ref`. */
  readonly ref?: QName;
  /** `type`. */
  readonly type?: QName;
  /** Anonymous `xs:simpleType` child. */
  readonly simpleType?: XsdSimpleType;
  /** `use`. */
  readonly use?: "required" | "optional" | "prohibited";
  /** `default`. */
  readonly default?: string;
  /** `fixed`. */
  readonly fixed?: string;
  /** `default` or `fixed` read as QNames where written (as `XsdFacet.qname`); absent when it reads as none. */
  readonly valueQName?: string;
  /** `form`. */
  readonly form?: XsdForm;
  /**
   * `wsdl:arrayType` (WSDL 1.1 section 5), or an `arrayType` of another namespace standing for it: on a
   * `soapenc:arrayType` reference in a derivation of `soapenc:Array`, the type of the array's items and its
   * dimensions as written (`[]`, `[][]`, `[,]`).
   */
  readonly arrayType?: { readonly itemType: QName; readonly dimensions: string };
}

/** `xs:attributeGroup ref` inside a type or attribute group. */
export interface XsdAttributeGroupRef extends DocumentNode {
  readonly kind: "attributeGroupRef";
  /** `ref`. */
  readonly ref: QName;
}

/** A top-level `xs:attributeGroup`. */
export interface XsdAttributeGroup extends DocumentNode {
  readonly kind: "attributeGroup";
  /** `name`. */
  readonly name: string;
  /** Attributes and nested references. */
  readonly attributes: readonly XsdAttributeItem[];
  /** `xs:anyAttribute`. */
  readonly anyAttribute?: XsdAnyAttribute;
}

/** `xs:notation` (no wire meaning; reported as unsupported by the mapping). */
export interface XsdNotation extends DocumentNode {
  readonly kind: "notation";
  /** `name`. */
  readonly name: string;
}

/** `xs:simpleType`. */
export interface XsdSimpleType extends DocumentNode {
  readonly kind: "simpleType";
  /** `name`; absent for an anonymous type. */
  readonly name?: string;
  /** Its restriction, list or union; absent in a broken schema (reported). */
  readonly derivation?: XsdSimpleRestriction | XsdList | XsdUnion;
}

/** `xs:simpleType/xs:restriction`. */
export interface XsdSimpleRestriction extends DocumentNode {
  readonly kind: "restriction";
  /** `base`; absent when an anonymous base type is given. */
  readonly base?: QName;
  /** Anonymous base type. */
  readonly simpleType?: XsdSimpleType;
  /** Facets in document order. */
  readonly facets: readonly XsdFacet[];
}

/** `xs:list`. */
export interface XsdList extends DocumentNode {
  readonly kind: "list";
  /** `itemType`. */
  readonly itemType?: QName;
  /** Anonymous item type. */
  readonly simpleType?: XsdSimpleType;
}

/** `xs:union`. */
export interface XsdUnion extends DocumentNode {
  readonly kind: "union";
  /** `memberTypes` in order. */
  readonly memberTypes: readonly QName[];
  /** Anonymous member types, after the named ones. */
  readonly simpleTypes: readonly XsdSimpleType[];
}

/** Names of the constraining facets of XSD 1.0. */
export type XsdFacetName =
  | "enumeration"
  | "pattern"
  | "length"
  | "minLength"
  | "maxLength"
  | "minInclusive"
  | "maxInclusive"
  | "minExclusive"
  | "maxExclusive"
  | "totalDigits"
  | "fractionDigits"
  | "whiteSpace";

/** One facet element, e.g. `<xs:maxLength value="3"/>`. */
export interface XsdFacet extends DocumentNode {
  readonly kind: "facet";
  /** Which facet. */
  readonly facet: XsdFacetName;
  /** `value` as written. */
  readonly value: string;
  /**
   * Of an enumeration: `value` read as QNames in the namespaces in scope, each whitespace-separated item
   * `{namespace}local` (`local` in no namespace); absent when an item is no QName or its prefix is unbound.
   */
  readonly qname?: string;
}
