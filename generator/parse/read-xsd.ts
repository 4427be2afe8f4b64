import { compact } from "../document/compact.ts";
import type {
  XsdAny,
  XsdAnyAttribute,
  XsdAttribute,
  XsdAttributeGroup,
  XsdAttributeItem,
  XsdBlock,
  XsdComplexContent,
  XsdComplexType,
  XsdElement,
  XsdFacet,
  XsdFacetName,
  XsdGroup,
  XsdGroupRef,
  XsdModelGroup,
  XsdParticle,
  XsdSchema,
  XsdSchemaReference,
  XsdSimpleContent,
  XsdSimpleRestriction,
  XsdSimpleType,
  XsdTopLevel,
} from "../document/index.ts";
import { ElementReader, name } from "./element-reader.ts";
import { namespaces } from "./namespaces.ts";
import { listOf, xsQName } from "../runtime/scalars.ts";
import { ScalarError } from "../runtime/simple-type.ts";
import type { XmlElement } from "./xml.ts";

const facetNames: readonly XsdFacetName[] = [
  "enumeration",
  "pattern",
  "length",
  "minLength",
  "maxLength",
  "minInclusive",
  "maxInclusive",
  "minExclusive",
  "maxExclusive",
  "totalDigits",
  "fractionDigits",
  "whiteSpace",
];
const forms = ["qualified", "unqualified"] as const;
const processContentsValues = ["strict", "lax", "skip"] as const;
const elementBlocks: readonly XsdBlock[] = ["extension", "restriction", "substitution"];
const typeBlocks: readonly XsdBlock[] = ["extension", "restriction"];
const MODEL_GROUPS: ReadonlySet<string> = new Set(["sequence", "choice", "all", "group"]);
/** Particles that XSD allows only inside a model group. */
const LOOSE_PARTICLES: ReadonlySet<string> = new Set(["element", "any"]);
/** What a complex type's shorthand content holds. */
const CONTENT_BODY: ReadonlySet<string> = new Set([
  ...MODEL_GROUPS,
  ...LOOSE_PARTICLES,
  "attribute",
  "attributeGroup",
  "anyAttribute",
]);

/** Reads `xs:schema` elements into the XSD document model. */
export class XsdReader extends ElementReader {
  schema(element: XmlElement): XsdSchema {
    this.checkAttributes(element, [
      "targetNamespace",
      "elementFormDefault",
      "attributeFormDefault",
      "blockDefault",
      "finalDefault",
      "version",
    ]);
    this.final(element, "finalDefault");
    const blockDefault = this.block(element, "blockDefault", elementBlocks) ?? [];
    const references: XsdSchemaReference[] = [];
    const components: XsdTopLevel[] = [];
    for (const child of this.xsdChildren(element)) {
      switch (child.local) {
        case "import":
        case "include":
        case "redefine":
          references.push(this.reference(child));
          break;
        case "element":
          components.push(this.element(child, true));
          break;
        case "complexType":
          components.push(this.complexType(child, true));
          break;
        case "simpleType":
          components.push(this.simpleType(child, true));
          break;
        case "group":
          components.push(this.group(child));
          break;
        case "attributeGroup":
          components.push(this.attributeGroup(child));
          break;
        case "attribute":
          components.push(this.attribute(child, true));
          break;
        case "notation":
          this.checkAttributes(child, ["name", "public", "system"]);
          components.push({
            kind: "notation",
            name: this.required(child, "name") ?? "",
            ...this.node(child),
          });
          break;
        default:
          this.unexpected(child, element);
      }
    }
    return compact({
      kind: "schema" as const,
      targetNamespace: this.optional(element, "targetNamespace"),
      elementFormDefault: this.oneOf(element, "elementFormDefault", forms) ?? "unqualified",
      attributeFormDefault: this.oneOf(element, "attributeFormDefault", forms) ?? "unqualified",
      blockDefault,
      references,
      components,
      ...this.node(element),
    });
  }

  /**
   * `block` or `blockDefault` as its tokens, `#all` spelled out as every one `allowed`. Blocking is honoured
   * where the members of a substitution group are chosen; a warning says that xsi:type is not checked against it.
   */
  private block(element: XmlElement, local: string, allowed: readonly XsdBlock[]): XsdBlock[] | undefined {
    const value = this.optional(element, local);
    if (value === undefined) return undefined;
    const tokens = value.split(/\s+/).filter((token) => token !== "");
    const blocks = new Set<XsdBlock>();
    for (const token of tokens)
      if (token === "#all") for (const block of allowed) blocks.add(block);
      else if ((allowed as readonly string[]).includes(token)) blocks.add(token as XsdBlock);
      else
        this.error(
          element,
          `${local}="${value}": '${token}' is not one of ${["#all", ...allowed].map((item) => `'${item}'`).join(", ")}`,
        );
    if (blocks.has("extension") || blocks.has("restriction"))
      this.warning(
        element,
        `${local}="${value}" is honoured where a substitution group's members are chosen, not on xsi:type: ` +
          "a derived type it blocks is read as if allowed",
      );
    return allowed.filter((block) => blocks.has(block));
  }

  /** `final` and `finalDefault` are not checked: a warning says so. */
  private final(element: XmlElement, local: string): void {
    const value = this.optional(element, local);
    if (value !== undefined)
      this.warning(
        element,
        `${local}="${value}" is not checked: a derivation or substitution it forbids is read as if allowed`,
      );
  }

  private reference(element: XmlElement): XsdSchemaReference {
    const kind = element.local as "import" | "include" | "redefine";
    this.checkAttributes(element, kind === "import" ? ["namespace", "schemaLocation"] : ["schemaLocation"]);
    const redefinitions: XsdSchemaReference["redefinitions"][number][] = [];
    if (kind === "redefine") {
      for (const child of this.xsdChildren(element))
        if (child.local === "simpleType") redefinitions.push(this.simpleType(child, true));
        else if (child.local === "complexType") redefinitions.push(this.complexType(child, true));
        else if (child.local === "group") redefinitions.push(this.group(child));
        else if (child.local === "attributeGroup") redefinitions.push(this.attributeGroup(child));
        else this.unexpected(child, element);
    } else this.noChildren(element);
    const schemaLocation = this.optional(element, "schemaLocation");
    // Required by XSD on an include or redefine, but without it there is nothing to read: nothing is lost.
    if (schemaLocation === undefined && kind !== "import")
      this.warning(
        element,
        `xs:${kind} has no 'schemaLocation' attribute: it includes nothing and is ignored`,
      );
    return compact({
      kind,
      namespace: kind === "import" ? (this.optional(element, "namespace") ?? "") : undefined,
      schemaLocation,
      redefinitions,
      ...this.node(element),
    });
  }

  element(element: XmlElement, global: boolean): XsdElement {
    this.checkAttributes(
      element,
      global
        ? ["name", "type", "nillable", "abstract", "default", "fixed", "substitutionGroup", "block", "final"]
        : ["name", "ref", "type", "minOccurs", "maxOccurs", "nillable", "default", "fixed", "form", "block"],
    );
    const ref = global ? undefined : this.qname(element, "ref");
    if (global) this.final(element, "final");
    const elementName = ref === undefined ? this.required(element, "name") : this.optional(element, "name");
    this.writableName(element, elementName);
    if (ref !== undefined && elementName !== undefined)
      this.error(element, "xs:element cannot have both 'name' and 'ref'");
    let anonymousType: XsdSimpleType | XsdComplexType | undefined;
    const typeBody: XmlElement[] = [];
    for (const child of this.xsdChildren(element)) {
      if (
        (child.local === "simpleType" || child.local === "complexType") &&
        anonymousType === undefined &&
        ref === undefined
      )
        anonymousType =
          child.local === "simpleType" ? this.simpleType(child, false) : this.complexType(child, false);
      else if (child.local === "unique" || child.local === "key" || child.local === "keyref")
        this.warning(
          child,
          `identity constraint ${name(child)} is not enforced by the generated code and is ignored`,
        );
      else if (CONTENT_BODY.has(child.local) && ref === undefined) typeBody.push(child);
      else this.unexpected(child, element);
    }
    const [firstBody] = typeBody;
    if (firstBody !== undefined) {
      if (anonymousType !== undefined) for (const child of typeBody) this.unexpected(child, element);
      else {
        // A complex type's content without the xs:complexType around it, as hand-written schemas have it.
        this.warning(
          firstBody,
          `${name(firstBody)} directly inside ${name(element)} is not XSD (content belongs in an xs:complexType); read as the element's anonymous complex type`,
        );
        const body = this.contentBody(element, typeBody);
        anonymousType = {
          kind: "complexType",
          abstract: false,
          content: compact({ kind: "shorthand" as const, ...body, ...this.node(firstBody) }),
          ...this.node(firstBody),
        };
      }
    }
    const type = this.qname(element, "type");
    if (type !== undefined && anonymousType !== undefined)
      this.error(element, "xs:element cannot have both a 'type' attribute and an anonymous type");
    return compact({
      kind: "element" as const,
      name: elementName,
      ref,
      type,
      anonymousType,
      minOccurs: this.minOccurs(element),
      maxOccurs: this.maxOccurs(element),
      nillable: this.boolean(element, "nillable") ?? false,
      abstract: this.boolean(element, "abstract") ?? false,
      default: this.optional(element, "default"),
      fixed: this.optional(element, "fixed"),
      valueQName: this.valueQName(element),
      form: this.oneOf(element, "form", forms),
      substitutionGroup: this.qname(element, "substitutionGroup"),
      block: this.block(element, "block", elementBlocks),
      ...this.node(element),
    });
  }

  complexType(element: XmlElement, global: boolean): XsdComplexType {
    this.checkAttributes(element, global ? ["name", "abstract", "mixed", "block", "final"] : ["mixed"]);
    if (global) this.final(element, "final");
    let children = this.xsdChildren(element);
    let first = children[0];
    let mixed = this.boolean(element, "mixed");
    // A type nested in a type, as hand-edited schemas have it: the author's one type is the inner one.
    if (first !== undefined && first.local === "complexType" && children.length === 1) {
      this.warning(
        first,
        `${name(first)} inside ${name(element)} is not XSD (a complex type holds content, not a type); its content is read as the outer type's`,
      );
      this.checkAttributes(first, ["mixed"]);
      mixed ??= this.boolean(first, "mixed");
      children = this.xsdChildren(first);
      first = children[0];
    }
    let content: XsdComplexType["content"];
    if (first !== undefined && (first.local === "complexContent" || first.local === "simpleContent")) {
      for (const extra of children.slice(1)) this.unexpected(extra, element);
      content = first.local === "complexContent" ? this.complexContent(first) : this.simpleContent(first);
    } else {
      const body = this.contentBody(element, children);
      content = compact({ kind: "shorthand" as const, ...body, ...this.node(element) });
    }
    return compact({
      kind: "complexType" as const,
      name: global ? this.required(element, "name") : undefined,
      abstract: this.boolean(element, "abstract") ?? false,
      block: global ? this.block(element, "block", typeBlocks) : undefined,
      mixed,
      content,
      ...this.node(element),
    });
  }

  private complexContent(element: XmlElement): XsdComplexContent {
    this.checkAttributes(element, ["mixed"]);
    const derivation = this.derivationElement(element);
    const method = (derivation?.local ?? "restriction") as "extension" | "restriction";
    const body =
      derivation === undefined
        ? { attributes: [] }
        : this.contentBody(derivation, this.xsdChildren(derivation));
    return compact({
      kind: "complexContent" as const,
      mixed: this.boolean(element, "mixed"),
      method,
      derivationNode: this.node(derivation ?? element),
      base: (derivation && this.qname(derivation, "base", true)) ?? {
        namespace: namespaces.xsd,
        local: "anyType",
      },
      ...body,
      ...this.node(element),
    });
  }

  private simpleContent(element: XmlElement): XsdSimpleContent {
    this.checkAttributes(element, []);
    const derivation = this.derivationElement(element);
    const method = (derivation?.local ?? "extension") as "extension" | "restriction";
    const facets: XsdFacet[] = [];
    const attributeElements: XmlElement[] = [];
    let simpleType: XsdSimpleType | undefined;
    for (const child of derivation === undefined ? [] : this.xsdChildren(derivation)) {
      if (
        method === "restriction" &&
        child.local === "simpleType" &&
        simpleType === undefined &&
        facets.length === 0
      )
        simpleType = this.simpleType(child, false);
      else if (method === "restriction" && isFacet(child.local)) facets.push(this.facet(child));
      else attributeElements.push(child);
    }
    const body =
      derivation === undefined ? { attributes: [] } : this.attributeBody(derivation, attributeElements);
    return compact({
      kind: "simpleContent" as const,
      method,
      derivationNode: this.node(derivation ?? element),
      base: (derivation && this.qname(derivation, "base", true)) ?? {
        namespace: namespaces.xsd,
        local: "anySimpleType",
      },
      simpleType,
      facets,
      ...body,
      ...this.node(element),
    });
  }

  private derivationElement(element: XmlElement): XmlElement | undefined {
    const children = this.xsdChildren(element);
    const derivation = children[0];
    for (const extra of children.slice(1)) this.unexpected(extra, element);
    if (
      derivation === undefined ||
      (derivation.local !== "extension" && derivation.local !== "restriction")
    ) {
      if (derivation !== undefined) this.unexpected(derivation, element);
      this.error(element, `${name(element)} needs an xs:extension or xs:restriction`);
      return undefined;
    }
    this.checkAttributes(derivation, ["base"]);
    return derivation;
  }

  /** Particle, attributes and anyAttribute of a complexType, extension or restriction, in that order. */
  private contentBody(
    owner: XmlElement,
    children: readonly XmlElement[],
  ): {
    particle?: XsdModelGroup | XsdGroupRef;
    attributes: readonly XsdAttributeItem[];
    anyAttribute?: XsdAnyAttribute;
  } {
    const group = children.find((child) => MODEL_GROUPS.has(child.local));
    const loose = children.filter((child) => LOOSE_PARTICLES.has(child.local));
    const rest = children.filter((child) => child !== group && !LOOSE_PARTICLES.has(child.local));
    if (group !== undefined) {
      if (group !== children[0])
        this.warning(
          group,
          `${name(group)} after ${name(children[0] as XmlElement)} inside ${name(owner)}: XSD puts the particle before the attributes; read as if it came first`,
        );
      for (const child of loose) this.unexpected(child, owner);
      const particle = group.local === "group" ? this.groupRef(group) : this.modelGroup(group);
      return { particle, ...this.attributeBody(owner, rest) };
    }
    const [firstLoose] = loose;
    if (firstLoose === undefined) return this.attributeBody(owner, children);
    // Particles without their model group, as hand-written schemas have them: read in a sequence, in order.
    this.warning(
      firstLoose,
      `${name(firstLoose)} directly inside ${name(owner)} is not XSD (particles belong in a model group); read as in an xs:sequence`,
    );
    const particles: XsdParticle[] = [];
    for (const child of loose) particles.push(this.particle(child, "sequence") as XsdParticle);
    const particle: XsdModelGroup = {
      kind: "sequence",
      minOccurs: 1,
      maxOccurs: 1,
      particles,
      ...this.node(firstLoose),
    };
    return { particle, ...this.attributeBody(owner, rest) };
  }

  private attributeBody(
    owner: XmlElement,
    children: readonly XmlElement[],
  ): { attributes: readonly XsdAttributeItem[]; anyAttribute?: XsdAnyAttribute } {
    const attributes: XsdAttributeItem[] = [];
    let anyAttribute: XsdAnyAttribute | undefined;
    for (const child of children) {
      if (anyAttribute === undefined && child.local === "attribute")
        attributes.push(this.attribute(child, false));
      else if (anyAttribute === undefined && child.local === "attributeGroup") {
        this.checkAttributes(child, ["ref"]);
        this.noChildren(child);
        const ref = this.qname(child, "ref", true);
        if (ref !== undefined) attributes.push({ kind: "attributeGroupRef", ref, ...this.node(child) });
      } else if (anyAttribute === undefined && child.local === "anyAttribute")
        anyAttribute = this.anyAttribute(child);
      else this.unexpected(child, owner);
    }
    return compact({ attributes, anyAttribute });
  }

  private modelGroup(element: XmlElement): XsdModelGroup {
    const kind = element.local as "sequence" | "choice" | "all";
    this.checkAttributes(element, ["minOccurs", "maxOccurs"]);
    const particles: XsdParticle[] = [];
    for (const child of this.xsdChildren(element)) {
      const particle = this.particle(child, kind);
      if (particle === undefined) this.unexpected(child, element);
      else particles.push(particle);
    }
    return compact({
      kind,
      minOccurs: this.minOccurs(element),
      maxOccurs: this.maxOccurs(element),
      particles,
      ...this.node(element),
    });
  }

  private particle(element: XmlElement, parent: "sequence" | "choice" | "all"): XsdParticle | undefined {
    switch (element.local) {
      case "element":
        return this.element(element, false);
      case "sequence":
      case "choice":
        return parent === "all" ? undefined : this.modelGroup(element);
      case "group":
        return parent === "all" ? undefined : this.groupRef(element);
      case "any":
        return parent === "all" ? undefined : this.any(element);
      default:
        return undefined;
    }
  }

  private groupRef(element: XmlElement): XsdGroupRef {
    this.checkAttributes(element, ["ref", "minOccurs", "maxOccurs"]);
    this.noChildren(element);
    return compact({
      kind: "groupRef" as const,
      ref: this.qname(element, "ref", true) ?? { namespace: "", local: "" },
      minOccurs: this.minOccurs(element),
      maxOccurs: this.maxOccurs(element),
      ...this.node(element),
    });
  }

  private any(element: XmlElement): XsdAny {
    this.checkAttributes(element, ["namespace", "processContents", "minOccurs", "maxOccurs"]);
    this.noChildren(element);
    return compact({
      kind: "any" as const,
      namespace: this.optional(element, "namespace"),
      processContents: this.oneOf(element, "processContents", processContentsValues),
      minOccurs: this.minOccurs(element),
      maxOccurs: this.maxOccurs(element),
      ...this.node(element),
    });
  }

  private anyAttribute(element: XmlElement): XsdAnyAttribute {
    this.checkAttributes(element, ["namespace", "processContents"]);
    this.noChildren(element);
    return compact({
      kind: "anyAttribute" as const,
      namespace: this.optional(element, "namespace"),
      processContents: this.oneOf(element, "processContents", processContentsValues),
      ...this.node(element),
    });
  }

  private group(element: XmlElement): XsdGroup {
    this.checkAttributes(element, ["name"]);
    const children = this.xsdChildren(element);
    const first = children[0];
    let particle: XsdModelGroup | undefined;
    if (first !== undefined && ["sequence", "choice", "all"].includes(first.local)) {
      particle = this.modelGroup(first);
      for (const extra of children.slice(1)) this.unexpected(extra, element);
    } else {
      for (const child of children) this.unexpected(child, element);
      this.error(element, "xs:group needs an xs:sequence, xs:choice or xs:all");
    }
    return compact({
      kind: "group" as const,
      name: this.required(element, "name") ?? "",
      particle,
      ...this.node(element),
    });
  }

  private attributeGroup(element: XmlElement): XsdAttributeGroup {
    this.checkAttributes(element, ["name"]);
    return compact({
      kind: "attributeGroup" as const,
      name: this.required(element, "name") ?? "",
      ...this.attributeBody(element, this.xsdChildren(element)),
      ...this.node(element),
    });
  }

  attribute(element: XmlElement, global: boolean): XsdAttribute {
    const ref = global ? undefined : this.qname(element, "ref");
    this.checkAttributes(
      element,
      global
        ? ["name", "type", "default", "fixed"]
        : [
            "name",
            "ref",
            "type",
            "use",
            "default",
            "fixed",
            "form",
            // An unprefixed wsdl:arrayType on a reference, read as that (see `arrayType`).
            ...(ref === undefined ? [] : ["arrayType"]),
          ],
    );
    const attributeName = ref === undefined ? this.required(element, "name") : this.optional(element, "name");
    this.writableName(element, attributeName);
    if (ref !== undefined && attributeName !== undefined)
      this.error(element, "xs:attribute cannot have both 'name' and 'ref'");
    let simpleType: XsdSimpleType | undefined;
    for (const child of this.xsdChildren(element)) {
      if (child.local === "simpleType" && simpleType === undefined && ref === undefined)
        simpleType = this.simpleType(child, false);
      else this.unexpected(child, element);
    }
    const type = this.qname(element, "type");
    if (type !== undefined && simpleType !== undefined)
      this.error(element, "xs:attribute cannot have both a 'type' attribute and an anonymous type");
    return compact({
      kind: "attribute" as const,
      name: attributeName,
      ref,
      type,
      simpleType,
      use: this.oneOf(element, "use", ["required", "optional", "prohibited"] as const),
      default: this.optional(element, "default"),
      fixed: this.optional(element, "fixed"),
      valueQName: this.valueQName(element),
      form: this.oneOf(element, "form", forms),
      arrayType: ref === undefined ? undefined : this.arrayType(element),
      ...this.node(element),
    });
  }

  /**
   * `wsdl:arrayType="p:T[]"`: the item type and the dimensions after it. Where there is none, an `arrayType` of no
   * namespace or of another one than XSD's stands for it, as Axis, PHP and .NET read it (`arrayType="T[]"`, or
   * under a prefix bound to a mistyped WSDL namespace).
   */
  arrayType(element: XmlElement): XsdAttribute["arrayType"] {
    const named = element.attributes.filter(
      (attribute) => attribute.local === "arrayType" && attribute.namespace !== namespaces.xsd,
    );
    const text = (
      named.find((attribute) => attribute.namespace === namespaces.wsdl) ?? named[0]
    )?.value.trim();
    const bracket = text?.indexOf("[") ?? -1;
    if (text === undefined || bracket <= 0) return undefined;
    const itemType = this.resolveQName(element, "wsdl:arrayType", text.slice(0, bracket));
    return itemType === undefined
      ? undefined
      : { itemType, dimensions: text.slice(bracket).replace(/\s+/g, "") };
  }

  simpleType(element: XmlElement, global: boolean): XsdSimpleType {
    this.checkAttributes(element, global ? ["name", "final"] : []);
    if (global) this.final(element, "final");
    let derivation: XsdSimpleType["derivation"];
    for (const child of this.xsdChildren(element)) {
      if (derivation !== undefined) this.unexpected(child, element);
      else if (child.local === "restriction") derivation = this.simpleRestriction(child);
      else if (child.local === "list") {
        this.checkAttributes(child, ["itemType"]);
        const inner = this.innerSimpleType(child);
        const itemType = this.qname(child, "itemType");
        if ((itemType === undefined) === (inner === undefined))
          this.error(
            child,
            "xs:list needs exactly one of an 'itemType' attribute and an xs:simpleType child",
          );
        derivation = compact({ kind: "list" as const, itemType, simpleType: inner, ...this.node(child) });
      } else if (child.local === "union") {
        this.checkAttributes(child, ["memberTypes"]);
        const simpleTypes = this.xsdChildren(child).flatMap((item) =>
          item.local === "simpleType" ? [this.simpleType(item, false)] : (this.unexpected(item, child), []),
        );
        const memberTypes = this.qnames(child, "memberTypes");
        if (memberTypes.length + simpleTypes.length === 0)
          this.error(child, "xs:union needs at least one member type");
        derivation = { kind: "union", memberTypes, simpleTypes, ...this.node(child) };
      } else this.unexpected(child, element);
    }
    if (derivation === undefined)
      this.error(element, "xs:simpleType needs an xs:restriction, xs:list or xs:union");
    return compact({
      kind: "simpleType" as const,
      name: global ? this.required(element, "name") : undefined,
      derivation,
      ...this.node(element),
    });
  }

  private simpleRestriction(element: XmlElement): XsdSimpleRestriction {
    this.checkAttributes(element, ["base"]);
    const facets: XsdFacet[] = [];
    let simpleType: XsdSimpleType | undefined;
    for (const child of this.xsdChildren(element)) {
      if (child.local === "simpleType" && simpleType === undefined && facets.length === 0)
        simpleType = this.simpleType(child, false);
      else if (isFacet(child.local)) facets.push(this.facet(child));
      else this.unexpected(child, element);
    }
    let base = this.qname(element, "base");
    if (base !== undefined && simpleType !== undefined)
      this.error(
        element,
        "xs:restriction needs exactly one of a 'base' attribute and an xs:simpleType child",
      );
    else if (base === undefined && simpleType === undefined) {
      // Hand-written schemas leave the base out of an enumeration: its values are text whatever it was meant to be.
      this.warning(
        element,
        "xs:restriction has neither a 'base' attribute nor an xs:simpleType child; read as a restriction of xs:anySimpleType",
      );
      base = { namespace: namespaces.xsd, local: "anySimpleType" };
    }
    return compact({ kind: "restriction" as const, base, simpleType, facets, ...this.node(element) });
  }

  private innerSimpleType(element: XmlElement): XsdSimpleType | undefined {
    let inner: XsdSimpleType | undefined;
    for (const child of this.xsdChildren(element)) {
      if (child.local === "simpleType" && inner === undefined) inner = this.simpleType(child, false);
      else this.unexpected(child, element);
    }
    return inner;
  }

  /** The `default` or `fixed` value of `element` read as QNames in its namespaces (see `expandedQNames`). */
  private valueQName(element: XmlElement): string | undefined {
    const value = this.optional(element, "default") ?? this.optional(element, "fixed");
    return value === undefined ? undefined : expandedQNames(value, element.namespaces);
  }

  private facet(element: XmlElement): XsdFacet {
    this.checkAttributes(element, ["value", "fixed"]);
    this.noChildren(element);
    const value = this.required(element, "value") ?? "";
    const qname = element.local === "enumeration" ? expandedQNames(value, element.namespaces) : undefined;
    return {
      kind: "facet",
      facet: element.local as XsdFacetName,
      value,
      ...(qname === undefined ? {} : { qname }),
      ...this.node(element),
    };
  }

  /** Children in the XSD namespace other than annotations; anything else is reported. */
  private xsdChildren(element: XmlElement): XmlElement[] {
    const result: XmlElement[] = [];
    for (const child of element.children) {
      if (child.namespace !== namespaces.xsd)
        this.error(
          child,
          `${name(child)} is not allowed inside ${name(element)} (only XML Schema elements are)`,
        );
      else if (child.local === "annotation") this.annotation(child);
      else result.push(child);
    }
    return result;
  }

  private annotation(element: XmlElement): void {
    for (const child of element.children)
      if (
        child.namespace !== namespaces.xsd ||
        (child.local !== "documentation" && child.local !== "appinfo")
      )
        this.unexpected(child, element);
  }

  protected noChildren(element: XmlElement): void {
    for (const child of this.xsdChildren(element)) this.unexpected(child, element);
  }

  private unexpected(child: XmlElement, parent: XmlElement): void {
    this.error(child, `${name(child)} inside ${name(parent)} is not supported`);
  }

  private node(element: XmlElement) {
    const documentation = this.documentation(element, namespaces.xsd);
    return documentation === undefined
      ? { source: element.location }
      : { source: element.location, documentation };
  }
}

const qnameList = listOf(xsQName);

/**
 * `text` as whitespace-separated QNames resolved in `inScope`, each `{namespace}local` (`local` in no
 * namespace), as the runtime reads them; undefined when an item is no QName or names an unbound prefix.
 */
function expandedQNames(text: string, inScope: ReadonlyMap<string, string>): string | undefined {
  const scope = {
    resolvePrefix: (prefix: string) => (prefix === "xml" ? namespaces.xml : inScope.get(prefix)),
  };
  try {
    return qnameList.parse(text, scope).join(" ");
  } catch (error) {
    if (error instanceof ScalarError) return undefined;
    throw error;
  }
}

function isFacet(local: string): boolean {
  return (facetNames as readonly string[]).includes(local);
}
