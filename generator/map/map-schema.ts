import { compact } from "../document/compact.ts";
import type {
  DocumentNode,
  XsdAnyAttribute,
  XsdAttribute,
  XsdAttributeItem,
  XsdComplexType,
  XsdElement,
  XsdFacet,
  XsdGroupRef,
  XsdModelGroup,
  XsdParticle,
  XsdSchema,
  XsdSimpleType,
} from "../document/index.ts";
import type {
  EnumerationValue,
  Facets,
  MaxOccurs,
  Provenance,
  QName,
  TypeRef,
  Wildcard,
} from "../model/index.ts";
import type {
  DraftAttributeItem,
  DraftContent,
  DraftGroupRef,
  DraftModelGroup,
  DraftParticle,
  DraftSimpleDerivation,
} from "./draft.ts";
import { undeclaredPrefixOf } from "../parse/namespaces.ts";
import { xsdPattern } from "../runtime/scalars.ts";
import { ScalarError } from "../runtime/simple-type.ts";
import { redefinitionsOf } from "./redefine.ts";
import { typeId, xsdNamespace, type DraftSink } from "./sink.ts";

/** Builds the provenance of a document node. */
export function provenanceOf(node: DocumentNode, construct: string): Provenance {
  return compact({ source: node.source, construct, documentation: node.documentation });
}

/**
 * Maps one `xs:schema` into the draft, as if its target namespace were `targetNamespace` (which differs
 * from the written one only for a chameleon include). Anonymous types get the id of their context plus a
 * path: `{ns}E/element` for global element E, `{ns}T/a/b` for local elements a then b inside type T,
 * `/@a` for an attribute, `/restriction`, `/item` and `/memberN` inside simple types, `{ns}G/group`
 * and `{ns}G/attributeGroup` for named groups, `{ns}A/attribute` for a global attribute. The components of
 * its `xs:redefine`s are mapped as its own; `originals` names its types that another schema redefines (renamed
 * to `<local>.original`).
 */
export function mapSchema(
  schema: XsdSchema,
  targetNamespace: string,
  sink: DraftSink,
  originals: ReadonlySet<string> = new Set(),
): void {
  new SchemaMapper(schema, targetNamespace, sink, originals).map();
}

class SchemaMapper {
  constructor(
    private readonly schema: XsdSchema,
    private readonly targetNamespace: string,
    private readonly sink: DraftSink,
    private readonly originals: ReadonlySet<string>,
  ) {}

  /** `true` for a named type kept as the original of a redefinition, else `undefined` (left out). */
  private redefinedOriginal(name: QName | undefined): true | undefined {
    return name !== undefined && this.originals.has(name.local) ? true : undefined;
  }

  map(): void {
    const redefinitions = redefinitionsOf(this.schema, this.targetNamespace);
    for (const { component, slipped } of redefinitions)
      if (slipped !== undefined) {
        const prefix = undeclaredPrefixOf(slipped.written.namespace);
        this.sink.warning(
          provenanceOf(slipped.node, `xs:${component.kind}`),
          `the redefinition of '${typeId(this.qualified(component.name ?? ""))}' refers to itself as ${prefix === undefined ? `'${slipped.written.local}', unprefixed and so in no namespace (no default namespace is declared)` : `'${prefix}:${slipped.written.local}', whose prefix is not declared`}; read as the original it redefines`,
        );
      }
    const components = [...this.schema.components, ...redefinitions.map(({ component }) => component)];
    for (const component of components) {
      switch (component.kind) {
        case "element":
          this.globalElement(component);
          break;
        case "complexType":
          this.complexType(component, this.id(component.name ?? ""), this.qualified(component.name ?? ""));
          break;
        case "simpleType":
          this.simpleType(component, this.id(component.name ?? ""), this.qualified(component.name ?? ""));
          break;
        case "group": {
          const name = this.qualified(component.name);
          if (component.particle === undefined) break;
          this.sink.groups.push({
            kind: "group",
            name,
            particle: this.modelGroup(component.particle, `${typeId(name)}/group`),
            provenance: provenanceOf(component, "xs:group"),
          });
          break;
        }
        case "attributeGroup": {
          const name = this.qualified(component.name);
          const context = `${typeId(name)}/attributeGroup`;
          this.sink.attributeGroups.push(
            compact({
              kind: "attributeGroup" as const,
              name,
              attributes: this.attributeItems(component.attributes, context),
              anyAttribute: this.wildcard(component.anyAttribute),
              provenance: provenanceOf(component, "xs:attributeGroup"),
            }),
          );
          break;
        }
        case "attribute":
          this.globalAttribute(component);
          break;
        case "notation":
          this.sink.warning(
            provenanceOf(component, "xs:notation"),
            `xs:notation '${component.name}' is not supported and is ignored`,
          );
      }
    }
  }

  private globalElement(element: XsdElement): void {
    const name = this.qualified(element.name ?? "");
    const provenance = provenanceOf(element, "xs:element");
    const from = `xs:element '${name.local}'`;
    const substitutionGroup =
      element.substitutionGroup === undefined
        ? undefined
        : this.sink.refer("element", element.substitutionGroup, from, provenance);
    this.sink.elements.push(
      compact({
        kind: "elementDeclaration" as const,
        name,
        type: this.elementType(element, `${typeId(name)}/element`, from, provenance),
        nillable: element.nillable,
        abstract: element.abstract,
        substitutionGroup,
        block: element.block ?? this.schema.blockDefault,
        default: element.default,
        fixed: element.fixed,
        valueQName: element.valueQName,
        provenance,
      }),
    );
    this.checkValueConstraint(element.default, element.fixed, provenance);
  }

  private elementType(
    element: XsdElement,
    anonymousId: string,
    from: string,
    provenance: Provenance,
  ): TypeRef | undefined {
    if (element.type !== undefined) return this.sink.typeRef(element.type, from, provenance);
    const anonymous = element.anonymousType;
    if (anonymous === undefined) return undefined;
    if (anonymous.kind === "complexType") this.complexType(anonymous, anonymousId);
    else this.simpleType(anonymous, anonymousId);
    return { kind: "defined", id: anonymousId };
  }

  private complexType(type: XsdComplexType, id: string, name?: QName): void {
    const provenance = provenanceOf(type, "xs:complexType");
    const content = type.content;
    let derivation: { method: "extension" | "restriction"; base: TypeRef } | undefined;
    let draftContent: DraftContent;
    if (content.kind === "simpleContent") {
      const construct = `xs:simpleContent/xs:${content.method}`;
      derivation = {
        method: content.method,
        base: this.sink.typeRef(
          content.base,
          `${construct} of ${describeType(id)}`,
          provenanceOf(content.derivationNode, construct),
        ),
      };
      let valueType: TypeRef | undefined;
      if (content.simpleType !== undefined) {
        this.simpleType(content.simpleType, `${id}/restriction`);
        valueType = { kind: "defined", id: `${id}/restriction` };
      }
      draftContent = compact({ kind: "simple" as const, valueType, facets: this.facets(content.facets) });
    } else {
      const mixed = (content.kind === "complexContent" ? content.mixed : undefined) ?? type.mixed ?? false;
      if (content.kind === "complexContent") {
        const construct = `xs:complexContent/xs:${content.method}`;
        derivation = {
          method: content.method,
          base: this.sink.typeRef(
            content.base,
            `${construct} of ${describeType(id)}`,
            provenanceOf(content.derivationNode, construct),
          ),
        };
      }
      const particle = content.particle === undefined ? undefined : this.groupOrRef(content.particle, id);
      draftContent =
        particle !== undefined
          ? { kind: "elements", mixed, particle }
          : mixed
            ? {
                kind: "elements",
                mixed,
                particle: { kind: "sequence", minOccurs: 1, maxOccurs: 1, particles: [], provenance },
              }
            : { kind: "empty" };
    }
    this.sink.types.push(
      compact({
        kind: "complexType" as const,
        id,
        name,
        abstract: type.abstract,
        redefinedOriginal: this.redefinedOriginal(name),
        block: (type.block ?? this.schema.blockDefault).filter((block) => block !== "substitution"),
        derivation,
        content: draftContent,
        attributes: this.attributeItems(content.attributes, id),
        anyAttribute: this.wildcard(content.anyAttribute),
        provenance,
      }),
    );
  }

  private groupOrRef(
    particle: XsdModelGroup | XsdGroupRef,
    context: string,
  ): DraftModelGroup | DraftGroupRef {
    return particle.kind === "groupRef"
      ? this.groupRef(particle, context)
      : this.modelGroup(particle, context);
  }

  private modelGroup(group: XsdModelGroup, context: string): DraftModelGroup {
    const provenance = provenanceOf(group, `xs:${group.kind}`);
    return {
      kind: group.kind,
      ...this.occurs(group, provenance),
      particles: group.particles.map((particle) => this.particle(particle, context)),
      provenance,
    };
  }

  private groupRef(group: XsdGroupRef, context: string): DraftGroupRef {
    const provenance = provenanceOf(group, "xs:group");
    const ref = this.sink.refer("group", group.ref, `xs:group ref in ${describeType(context)}`, provenance);
    return { kind: "groupRef", ref, ...this.occurs(group, provenance), provenance };
  }

  private particle(particle: XsdParticle, context: string): DraftParticle {
    switch (particle.kind) {
      case "element":
        return this.localElement(particle, context);
      case "groupRef":
        return this.groupRef(particle, context);
      case "any": {
        const provenance = provenanceOf(particle, "xs:any");
        return {
          kind: "any",
          ...this.occurs(particle, provenance),
          wildcard: this.wildcardOf(particle.namespace, particle.processContents),
          provenance,
        };
      }
      default:
        return this.modelGroup(particle, context);
    }
  }

  private localElement(element: XsdElement, context: string): DraftParticle {
    const provenance = provenanceOf(element, "xs:element");
    const occurs = this.occurs(element, provenance);
    if (element.ref !== undefined && isSchemaElement(element.ref)) {
      // A .NET DataSet's inline schema: no schema declares xs:schema itself, so it is content kept as XML.
      return {
        kind: "any",
        ...occurs,
        wildcard: {
          namespaces: [xsdNamespace],
          targetNamespace: this.targetNamespace,
          processContents: "skip",
        },
        provenance: provenanceOf(element, dataSetSchemaConstruct),
      };
    }
    if (element.ref !== undefined) {
      const ref = this.sink.refer(
        "element",
        element.ref,
        `xs:element ref in ${describeType(context)}`,
        provenance,
      );
      return { kind: "elementRef", ref, ...occurs, provenance };
    }
    const local = element.name ?? "";
    const qualified = (element.form ?? this.schema.elementFormDefault) === "qualified";
    const from = `xs:element '${local}' in ${describeType(context)}`;
    this.checkValueConstraint(element.default, element.fixed, provenance);
    return compact({
      kind: "element" as const,
      name: { namespace: qualified ? this.targetNamespace : "", local },
      type: this.elementType(element, `${context}/${local}`, from, provenance) ?? anyType,
      ...occurs,
      nillable: element.nillable,
      default: element.default,
      fixed: element.fixed,
      valueQName: element.valueQName,
      provenance,
    });
  }

  private attributeItems(items: readonly XsdAttributeItem[], context: string): DraftAttributeItem[] {
    return items.map((item): DraftAttributeItem => {
      if (item.kind === "attributeGroupRef") {
        const provenance = provenanceOf(item, "xs:attributeGroup");
        const ref = this.sink.refer(
          "attributeGroup",
          item.ref,
          `xs:attributeGroup ref in ${describeType(context)}`,
          provenance,
        );
        return { kind: "attributeGroupRef", ref, provenance };
      }
      return this.localAttribute(item, context);
    });
  }

  private localAttribute(attribute: XsdAttribute, context: string): DraftAttributeItem {
    const provenance = provenanceOf(attribute, "xs:attribute");
    this.checkValueConstraint(attribute.default, attribute.fixed, provenance);
    if (attribute.default !== undefined && attribute.use !== undefined && attribute.use !== "optional")
      this.sink.error(
        provenance,
        `xs:attribute with a default value must have use="optional", not "${attribute.use}"`,
      );
    const use = attribute.use ?? "optional";
    if (attribute.ref !== undefined) {
      const ref = this.sink.refer(
        "attribute",
        attribute.ref,
        `xs:attribute ref in ${describeType(context)}`,
        provenance,
      );
      return compact({
        kind: "attributeRef" as const,
        ref,
        use,
        default: attribute.default,
        fixed: attribute.fixed,
        valueQName: attribute.valueQName,
        arrayType:
          attribute.arrayType === undefined
            ? undefined
            : {
                itemType: this.sink.typeRef(
                  attribute.arrayType.itemType,
                  `wsdl:arrayType in ${describeType(context)}`,
                  provenance,
                ),
                dimensions: attribute.arrayType.dimensions,
              },
        provenance,
      });
    }
    const local = attribute.name ?? "";
    const qualified = (attribute.form ?? this.schema.attributeFormDefault) === "qualified";
    return compact({
      kind: "attribute" as const,
      name: { namespace: qualified ? this.targetNamespace : "", local },
      type: this.attributeType(
        attribute,
        `${context}/@${local}`,
        `xs:attribute '${local}' in ${describeType(context)}`,
        provenance,
      ),
      use,
      default: attribute.default,
      fixed: attribute.fixed,
      valueQName: attribute.valueQName,
      provenance,
    });
  }

  private globalAttribute(attribute: XsdAttribute): void {
    const name = this.qualified(attribute.name ?? "");
    const provenance = provenanceOf(attribute, "xs:attribute");
    this.checkValueConstraint(attribute.default, attribute.fixed, provenance);
    this.sink.attributes.push(
      compact({
        kind: "attributeDeclaration" as const,
        name,
        type: this.attributeType(
          attribute,
          `${typeId(name)}/attribute`,
          `xs:attribute '${name.local}'`,
          provenance,
        ),
        default: attribute.default,
        fixed: attribute.fixed,
        valueQName: attribute.valueQName,
        provenance,
      }),
    );
  }

  private attributeType(
    attribute: XsdAttribute,
    anonymousId: string,
    from: string,
    provenance: Provenance,
  ): TypeRef {
    if (attribute.type !== undefined) return this.sink.typeRef(attribute.type, from, provenance);
    if (attribute.simpleType === undefined) return anySimpleType;
    this.simpleType(attribute.simpleType, anonymousId);
    return { kind: "defined", id: anonymousId };
  }

  private simpleType(type: XsdSimpleType, id: string, name?: QName): void {
    const provenance = provenanceOf(type, "xs:simpleType");
    const from = describeType(id);
    const written = type.derivation;
    let derivation: DraftSimpleDerivation;
    if (written === undefined) derivation = { kind: "restriction", base: anySimpleType, facets: {} };
    else if (written.kind === "restriction") {
      const base =
        written.base !== undefined
          ? this.sink.typeRef(
              written.base,
              `xs:restriction of ${from}`,
              provenanceOf(written, "xs:restriction"),
            )
          : this.anonymousSimple(written.simpleType, `${id}/restriction`);
      derivation = { kind: "restriction", base, facets: this.facets(written.facets) };
    } else if (written.kind === "list")
      derivation = {
        kind: "list",
        itemType:
          written.itemType !== undefined
            ? this.sink.typeRef(written.itemType, `xs:list of ${from}`, provenanceOf(written, "xs:list"))
            : this.anonymousSimple(written.simpleType, `${id}/item`),
      };
    else
      derivation = {
        kind: "union",
        memberTypes: [
          ...written.memberTypes.map((member) =>
            this.sink.typeRef(member, `xs:union of ${from}`, provenanceOf(written, "xs:union")),
          ),
          ...written.simpleTypes.map((member, index) =>
            this.anonymousSimple(member, `${id}/member${index + 1}`),
          ),
        ],
      };
    this.sink.types.push(
      compact({
        kind: "simpleType" as const,
        id,
        name,
        redefinedOriginal: this.redefinedOriginal(name),
        derivation,
        provenance,
      }),
    );
  }

  private anonymousSimple(type: XsdSimpleType | undefined, id: string): TypeRef {
    if (type === undefined) return anySimpleType;
    this.simpleType(type, id);
    return { kind: "defined", id };
  }

  /** Facets of one restriction step. */
  private facets(facets: readonly XsdFacet[]): Facets {
    const result: Record<string, unknown> = {};
    const enumeration: EnumerationValue[] = [];
    const patterns: string[] = [];
    for (const facet of facets) {
      const provenance = provenanceOf(facet, `xs:${facet.facet}`);
      if (facet.facet === "enumeration") {
        enumeration.push({
          value: facet.value,
          ...(facet.qname === undefined ? {} : { qname: facet.qname }),
          provenance,
        });
        continue;
      }
      if (facet.facet === "pattern") {
        const refusal = patternRefusal(facet.value);
        if (refusal === undefined) patterns.push(facet.value);
        else this.sink.error(provenance, `xs:${refusal}`);
        continue;
      }
      if (facet.facet in result) {
        this.sink.error(provenance, `xs:${facet.facet} appears twice in one restriction`);
        continue;
      }
      switch (facet.facet) {
        case "length":
        case "minLength":
        case "maxLength":
        case "totalDigits":
        case "fractionDigits": {
          const value = facet.value.trim();
          if (!/^\+?\d+$/.test(value) || (facet.facet === "totalDigits" && Number(value) === 0))
            this.sink.error(
              provenance,
              `xs:${facet.facet} value="${facet.value}" is not a valid ${facet.facet === "totalDigits" ? "positive" : "non-negative"} integer`,
            );
          else result[facet.facet] = Number(value);
          break;
        }
        case "whiteSpace": {
          const value = facet.value.trim();
          if (value === "preserve" || value === "replace" || value === "collapse")
            result[facet.facet] = value;
          else
            this.sink.error(
              provenance,
              `xs:whiteSpace value="${facet.value}" must be preserve, replace or collapse`,
            );
          break;
        }
        default:
          result[facet.facet] = facet.value.trim();
      }
    }
    if (enumeration.length > 0) result["enumeration"] = enumeration;
    if (patterns.length > 0) result["patterns"] = [patterns];
    return result as Facets;
  }

  private wildcard(node: XsdAnyAttribute | undefined): Wildcard | undefined {
    return node === undefined ? undefined : this.wildcardOf(node.namespace, node.processContents);
  }

  private wildcardOf(
    namespace: string | undefined,
    processContents: "strict" | "lax" | "skip" | undefined,
  ): Wildcard {
    const written = (namespace ?? "##any").trim();
    const namespaces: Wildcard["namespaces"] =
      written === "##any" || written === "##other"
        ? written
        : written
            .split(/\s+/)
            .filter((item) => item !== "")
            .map((item) =>
              item === "##targetNamespace" ? this.targetNamespace : item === "##local" ? "" : item,
            );
    return {
      namespaces,
      targetNamespace: this.targetNamespace,
      processContents: processContents ?? "strict",
    };
  }

  private occurs(
    node: { readonly minOccurs?: number; readonly maxOccurs?: MaxOccurs },
    provenance: Provenance,
  ) {
    const minOccurs = node.minOccurs ?? 1;
    const maxOccurs = node.maxOccurs ?? 1;
    if (maxOccurs !== "unbounded" && minOccurs > maxOccurs)
      this.sink.error(provenance, `minOccurs="${minOccurs}" is greater than maxOccurs="${maxOccurs}"`);
    return { minOccurs, maxOccurs };
  }

  private checkValueConstraint(
    defaultValue: string | undefined,
    fixed: string | undefined,
    provenance: Provenance,
  ): void {
    if (defaultValue !== undefined && fixed !== undefined)
      this.sink.error(provenance, `${provenance.construct} cannot have both 'default' and 'fixed'`);
  }

  private qualified(local: string): QName {
    return { namespace: this.targetNamespace, local };
  }

  private id(local: string): string {
    return typeId(this.qualified(local));
  }
}

const anyType: TypeRef = { kind: "builtin", name: "anyType" };

const anySimpleType: TypeRef = { kind: "builtin", name: "anySimpleType" };

/** Names a type by its id in messages: `type '{ns}T'`. */
function describeType(id: string): string {
  return `'${id}'`;
}

/** The construct of the wildcard a .NET DataSet's `ref="xs:schema"` is read as; the shape stage tells it by this. */
export const dataSetSchemaConstruct = "xs:element ref=xs:schema";

/** Whether a reference names `xs:schema`, the element a .NET DataSet result refers to for its inline schema. */
function isSchemaElement(ref: QName): boolean {
  return ref.namespace === xsdNamespace && ref.local === "schema";
}

/**
 * Why the runtime's validators could not run `pattern` (an XSD regular expression that is not one, a block name
 * XSD 1.0 does not know), or undefined where they can: the schema is refused here rather than its package at run time.
 */
function patternRefusal(pattern: string): string | undefined {
  try {
    xsdPattern(pattern);
    return undefined;
  } catch (error) {
    if (error instanceof ScalarError) return error.message;
    throw error;
  }
}
