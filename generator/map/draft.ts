// The draft model: what the mapping produces and the passes consume. It is the resolved model's vocabulary
// plus the references that still need their targets (element, group, attribute and attribute group refs,
// WSDL names), each with where it was written.
import type {
  AttributeUse,
  BareBodies,
  Derivation,
  ElementParticle,
  Facets,
  MaxOccurs,
  MessagePart,
  Protocol,
  Provenance,
  QName,
  RpcWrappers,
  TypeId,
  TypeRef,
  Wildcard,
  WildcardParticle,
} from "../model/index.ts";

/** Everything mapped from the documents, before references are linked. */
export interface DraftModel {
  /** Files read, relative to the root. */
  readonly files: readonly string[];
  /** Target namespaces of the schemas and WSDLs read. */
  readonly namespaces: readonly string[];
  /** Simple and complex type definitions, named and anonymous. */
  readonly types: readonly DraftType[];
  /** Global element declarations. */
  readonly elements: readonly DraftElementDeclaration[];
  /** Named model groups. */
  readonly groups: readonly DraftGroup[];
  /** Named attribute groups. */
  readonly attributeGroups: readonly DraftAttributeGroup[];
  /** Global attribute declarations. */
  readonly attributes: readonly DraftAttributeDeclaration[];
  /** `wsdl:message`s. */
  readonly messages: readonly DraftMessage[];
  /** `wsdl:portType`s. */
  readonly portTypes: readonly DraftPortType[];
  /** `wsdl:binding`s. */
  readonly bindings: readonly DraftBinding[];
  /** `wsdl:service`s. */
  readonly services: readonly DraftService[];
  /** Every reference by name, for the link phase. */
  readonly references: readonly DraftReference[];
}

/** The symbol spaces a reference can point into. */
export type SymbolSpace =
  "type" | "element" | "group" | "attributeGroup" | "attribute" | "message" | "portType" | "binding";

/** A name used somewhere, to be checked against the declarations. */
export interface DraftReference {
  /** Which kind of component it names. */
  readonly space: SymbolSpace;
  /** The name. */
  readonly name: QName;
  /** The construct that refers (`xs:element 'price'`), for the message. */
  readonly from: string;
  /** Where the reference was written. */
  readonly provenance: Provenance;
  /** The `wsdl:message` whose part refers: where the name is missing, the message is left out, not the run. */
  readonly partOf?: QName;
}

/** A type definition before its effective content, facets and derived types are computed. */
export type DraftType = DraftSimpleType | DraftComplexType;

/** `xs:simpleType`. */
export interface DraftSimpleType {
  readonly kind: "simpleType";
  /** Stable id. */
  readonly id: string;
  /** Qualified name; absent when anonymous. */
  readonly name?: QName;
  /** As written: a restriction of a base, a list or a union. */
  readonly derivation: DraftSimpleDerivation;
  /** Set on the original of a type an `xs:redefine` replaces (named `<local>.original`): only the redefinition refers to it. */
  readonly redefinedOriginal?: true;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** The three ways a simple type is written. */
export type DraftSimpleDerivation =
  | { readonly kind: "restriction"; readonly base: TypeRef; readonly facets: Facets }
  | { readonly kind: "list"; readonly itemType: TypeRef }
  | { readonly kind: "union"; readonly memberTypes: readonly TypeRef[] };

/** `xs:complexType`. */
export interface DraftComplexType {
  readonly kind: "complexType";
  /** Stable id. */
  readonly id: string;
  /** Qualified name; absent when anonymous. */
  readonly name?: QName;
  /** `abstract`. */
  readonly abstract: boolean;
  /** Set on the original of a type an `xs:redefine` replaces (named `<local>.original`): only the redefinition refers to it. */
  readonly redefinedOriginal?: true;
  /** Set on a SOAP-encoded array and the rows of a multi-dimensional one: see `ComplexTypeDefinition.encodedArray`. */
  readonly encodedArray?: "array" | "row";
  /** Derivation methods `block` (or the schema's `blockDefault`) keeps from substituting for it. */
  readonly block: readonly ("extension" | "restriction")[];
  /** Base and method; absent for the shorthand form. */
  readonly derivation?: Derivation;
  /** Content as written here. */
  readonly content: DraftContent;
  /** Attributes as written here, references not yet expanded. */
  readonly attributes: readonly DraftAttributeItem[];
  /** `xs:anyAttribute` written here. */
  readonly anyAttribute?: Wildcard;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** Content as written in one complex type definition. */
export type DraftContent =
  | { readonly kind: "empty" }
  | {
      readonly kind: "simple";
      /** Anonymous or explicit value type of a simpleContent restriction; absent: the base's. */
      readonly valueType?: TypeRef;
      /** Facets of a simpleContent restriction. */
      readonly facets: Facets;
    }
  | {
      readonly kind: "elements";
      readonly mixed: boolean;
      readonly particle: DraftModelGroup | DraftGroupRef;
    };

/** A particle before group and element references are replaced. */
export type DraftParticle =
  ElementParticle | DraftElementRef | DraftModelGroup | DraftGroupRef | WildcardParticle;

/** `xs:element ref`. */
export interface DraftElementRef {
  readonly kind: "elementRef";
  /** The global element. */
  readonly ref: QName;
  /** `minOccurs`. */
  readonly minOccurs: number;
  /** `maxOccurs`. */
  readonly maxOccurs: MaxOccurs;
  /** The `wsdl:part` it stands for (in a bare SOAP body's type). */
  readonly part?: string;
  /** The referring particle. */
  readonly provenance: Provenance;
}

/** `xs:sequence`, `xs:choice` or `xs:all`. */
export interface DraftModelGroup {
  readonly kind: "sequence" | "choice" | "all";
  /** The head element, for the choice a substitution group became. */
  readonly substitutionGroup?: QName;
  /** `minOccurs`. */
  readonly minOccurs: number;
  /** `maxOccurs`. */
  readonly maxOccurs: MaxOccurs;
  /** Terms in document order. */
  readonly particles: readonly DraftParticle[];
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** `xs:group ref`. */
export interface DraftGroupRef {
  readonly kind: "groupRef";
  /** The named group. */
  readonly ref: QName;
  /** `minOccurs`. */
  readonly minOccurs: number;
  /** `maxOccurs`. */
  readonly maxOccurs: MaxOccurs;
  /** The referring particle. */
  readonly provenance: Provenance;
}

/** An attribute item before references are expanded. */
export type DraftAttributeItem = AttributeUse | DraftAttributeRef | DraftAttributeGroupRef;

/** `xs:attribute ref`. */
export interface DraftAttributeRef {
  readonly kind: "attributeRef";
  /** The global attribute. */
  readonly ref: QName;
  /** `use`. */
  readonly use: "required" | "optional" | "prohibited";
  /** `default` on the reference. */
  readonly default?: string;
  /** `fixed` on the reference. */
  readonly fixed?: string;
  /** The default or fixed value read as QNames where it was written (see the model's `valueQName`). */
  readonly valueQName?: string;
  /** `wsdl:arrayType` on the reference: the item type and dimensions of a SOAP-encoded array. */
  readonly arrayType?: { readonly itemType: TypeRef; readonly dimensions: string };
  /** The referring attribute. */
  readonly provenance: Provenance;
}

/** `xs:attributeGroup ref`. */
export interface DraftAttributeGroupRef {
  readonly kind: "attributeGroupRef";
  /** The named attribute group. */
  readonly ref: QName;
  /** The referring element. */
  readonly provenance: Provenance;
}

/** A global `xs:element`. */
export interface DraftElementDeclaration {
  readonly kind: "elementDeclaration";
  /** Qualified name. */
  readonly name: QName;
  /** Type; absent when neither written nor anonymous (then the substitution group head's, or anyType). */
  readonly type?: TypeRef;
  /** `nillable`. */
  readonly nillable: boolean;
  /** `abstract`. */
  readonly abstract: boolean;
  /** `substitutionGroup`. */
  readonly substitutionGroup?: QName;
  /** What `block` (or the schema's `blockDefault`) keeps from substituting for it. */
  readonly block: readonly ("extension" | "restriction" | "substitution")[];
  /**
   * An abstract head's stand-ins: the elements of its substitution group, transitively, that are not abstract
   * and that its `block` admits, in declaration order. Absent on other elements.
   */
  readonly substitutes?: readonly QName[];
  /** `default`. */
  readonly default?: string;
  /** `fixed`. */
  readonly fixed?: string;
  /** The default or fixed value read as QNames where it was written (see the model's `valueQName`). */
  readonly valueQName?: string;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** A named `xs:group`. */
export interface DraftGroup {
  readonly kind: "group";
  /** Qualified name. */
  readonly name: QName;
  /** Its model group. */
  readonly particle: DraftModelGroup;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** A named `xs:attributeGroup`. */
export interface DraftAttributeGroup {
  readonly kind: "attributeGroup";
  /** Qualified name. */
  readonly name: QName;
  /** Its attributes, references not yet expanded. */
  readonly attributes: readonly DraftAttributeItem[];
  /** Its `xs:anyAttribute`. */
  readonly anyAttribute?: Wildcard;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** A global `xs:attribute`. */
export interface DraftAttributeDeclaration {
  readonly kind: "attributeDeclaration";
  /** Qualified name. */
  readonly name: QName;
  /** Simple type. */
  readonly type: TypeRef;
  /** `default`. */
  readonly default?: string;
  /** `fixed`. */
  readonly fixed?: string;
  /** The default or fixed value read as QNames where it was written (see the model's `valueQName`). */
  readonly valueQName?: string;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** `wsdl:message`. */
export interface DraftMessage {
  readonly kind: "message";
  /** Qualified name. */
  readonly name: QName;
  /** Parts in document order. */
  readonly parts: readonly MessagePart[];
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** `wsdl:portType`. */
export interface DraftPortType {
  readonly kind: "portType";
  /** Qualified name. */
  readonly name: QName;
  /** Operations in document order. */
  readonly operations: readonly DraftPortTypeOperation[];
  /** Names of its notification operations (output only), left out of `operations` with a warning. */
  readonly notifications: readonly string[];
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** `wsdl:operation` of a port type. */
export interface DraftPortTypeOperation {
  /** Operation name. */
  readonly name: string;
  /** Input message name. */
  readonly input: QName;
  /** Output message name; absent for one-way. */
  readonly output?: QName;
  /** Faults: name and message. */
  readonly faults: readonly { readonly name: string; readonly message: QName }[];
  /** WS-Addressing action of the input, where `wsaw:Action` or `wsam:Action` writes it. */
  readonly inputAction?: string;
  /** The input's action by WS-Addressing Metadata's default pattern (section 4.4.4). */
  readonly defaultInputAction: string;
  /** WS-Addressing action of the output: written, else by the default pattern; absent for one-way. */
  readonly outputAction?: string;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** `wsdl:binding`. */
export interface DraftBinding {
  readonly kind: "binding";
  /** Qualified name. */
  readonly name: QName;
  /** The port type it binds. */
  readonly portType: QName;
  /** Transport. */
  readonly protocol: Protocol;
  /** Operations in document order. */
  readonly operations: readonly DraftBindingOperation[];
  /** Names of its operations left out with a warning where they were read (a form the package does not speak). */
  readonly leftOut: readonly string[];
  /** WS-Addressing as its policies or extension ask for it; absent where they do not. */
  readonly addressing?: "required" | "optional";
  /** Its policy takes MTOM packages only; absent otherwise. */
  readonly mtom?: true;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** `wsdl:operation` of a binding, with what its extensions say. */
export interface DraftBindingOperation {
  /** Name of the port type operation. */
  readonly name: string;
  /** `soapAction` ("" when absent); SOAP only. */
  readonly soapAction: string;
  /** `style` of the operation or the binding; SOAP only. */
  readonly style: "document" | "rpc";
  /** `use` of the soap:body; SOAP only. */
  readonly use: "literal" | "encoded";
  /** `soap:body namespace` of the input (rpc style), when written. */
  readonly bodyNamespace?: string;
  /** `soap:body parts` of the input, when written. */
  readonly bodyParts?: readonly string[];
  /** `soap:body namespace` of the output (rpc style), when written. */
  readonly outputBodyNamespace?: string;
  /** `soap:body parts` of the output, when written. */
  readonly outputBodyParts?: readonly string[];
  /** The wrapper elements of an rpc/literal operation (added by the rpc-wrappers pass). */
  readonly rpcWrappers?: RpcWrappers;
  /** The Body types of a document/literal operation not of one element part (added by the bare-bodies pass). */
  readonly bareBodies?: BareBodies;
  /**
   * An HTTP GET/POST operation that no SOAP binding of its service types: the type made from its input message's
   * parts, one member per parameter (added by the http-parameters pass).
   */
  readonly parametersType?: TypeId;
  /** `soap:header` blocks of the input, in document order; SOAP only. */
  readonly inputHeaders: readonly DraftSoapHeader[];
  /** `soap:header` blocks of the output, in document order; SOAP only. */
  readonly outputHeaders: readonly DraftSoapHeader[];
  /** Names of the `wsdl:fault`s bound with `soap:fault use="encoded"`; SOAP only. */
  readonly encodedFaults: readonly string[];
  /** `http:operation location`; HTTP only. */
  readonly location: string;
  /** How input parameters travel; HTTP only. */
  readonly inputEncoding: "urlEncoded" | "application/x-www-form-urlencoded";
  /** What the output is; HTTP only, part "" meaning the message's only part. */
  readonly output:
    { readonly kind: "mimeXml"; readonly part: string } | { readonly kind: "mime"; readonly type: string };
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** A `soap:header` or `soap:headerfault`: the message part it carries. */
export interface DraftSoapHeader {
  /** The message holding the part. */
  readonly message: QName;
  /** The part's name. */
  readonly part: string;
  /** `namespace` of the `soap:header`, for a part that names a type. */
  readonly namespace?: string;
  /**
   * The element the header block is where the part names a type (made by the header-type-parts pass); absent
   * where the part names the element itself.
   */
  readonly element?: QName;
  /** `use="encoded"`: the block is in SOAP encoding. */
  readonly encoded: boolean;
  /** `soap:headerfault` children (none of their own). */
  readonly faults: readonly DraftSoapHeader[];
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** `wsdl:service`. */
export interface DraftService {
  readonly kind: "service";
  /** Qualified name. */
  readonly name: QName;
  /** Ports in document order. */
  readonly ports: readonly DraftPort[];
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** `wsdl:port`. */
export interface DraftPort {
  /** Port name. */
  readonly name: string;
  /** Binding name. */
  readonly binding: QName;
  /** Address location. */
  readonly address: string;
  /** Which address extension gave it. */
  readonly addressKind: "soap11" | "soap12" | "http";
  /** Where it was declared. */
  readonly provenance: Provenance;
}
