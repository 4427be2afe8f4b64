import type {
  ContentModel,
  EnumerationValue,
  Facets,
  ModelGroupParticle,
  Particle,
  Provenance,
  TypeDefinition,
  TypeRef,
} from "../model/index.ts";
import { holdsQNames as holdsQNamesIn } from "../model/lookup.ts";
import type { Pass, PassContext } from "./pass.ts";

/**
 * Rewrites the enumeration values of QName types (xs:QName, xs:NOTATION and their restrictions, of simple types
 * and of simple content) to `{namespace}local`, their prefixes resolved where the schema writes them: the form
 * values of those types take in generated code, which emitters print as they stand. A value whose prefix is not
 * bound there is reported at its facet. Default and fixed values of those types likewise, reported where written.
 */
export const resolveQNameValues: Pass = (state, context) => {
  const byId = new Map(state.types.map((type) => [type.id, type]));
  const holdsQNames = (ref: TypeRef): boolean => holdsQNamesIn(ref, (id) => byId.get(id));
  // Every enumeration value leaves `qname` behind: of a QName type it is the value, of others it means nothing.
  const settled = (facets: Facets, qnames: boolean): Facets =>
    facets.enumeration === undefined
      ? facets
      : {
          ...facets,
          enumeration: facets.enumeration.map((value) =>
            qnames ? resolvedValue(value, context) : { value: value.value, provenance: value.provenance },
          ),
        };
  // Every default and fixed value leaves `valueQName` behind likewise; one of a QName type is reported once, where
  // it is written (`ownContent`, `ownAttributes`), not again where a derived type inherits it.
  const settledValue = <N extends ConstrainedNode>(node: N, report: boolean): N => {
    const settled: { -readonly [K in keyof N]: N[K] } = { ...node };
    delete settled.valueQName;
    const value = node.fixed ?? node.default;
    if (value === undefined || !holdsQNames(node.type)) return settled;
    const constraint = node.fixed === undefined ? "default" : "fixed";
    if (node.valueQName !== undefined) settled[constraint] = node.valueQName;
    else if (report)
      context.report({
        severity: "error",
        message: `${node.provenance.construct} ${constraint}="${value}" of a QName type is no QName whose prefix is declared in scope`,
        location: node.provenance.source,
      });
    return settled;
  };
  const settledParticle = (particle: Particle, report: boolean): Particle => {
    if (particle.kind === "element") return settledValue(particle, report);
    if (particle.kind === "any") return particle;
    return { ...particle, particles: particle.particles.map((each) => settledParticle(each, report)) };
  };
  const settledContent = (content: ContentModel, report: boolean): ContentModel => {
    if (content.kind === "simple")
      return { ...content, facets: settled(content.facets, holdsQNames(content.valueType)) };
    if (content.kind === "empty") return content;
    return { ...content, particle: settledParticle(content.particle, report) as ModelGroupParticle };
  };
  const types = state.types.map((type): TypeDefinition => {
    if (type.kind === "simpleType") {
      const variety = type.variety;
      const qnames = variety.kind === "atomic" && holdsQNames({ kind: "defined", id: type.id });
      return { ...type, variety: { ...variety, facets: settled(variety.facets, qnames) } };
    }
    return {
      ...type,
      ownContent: settledContent(type.ownContent, true),
      content: settledContent(type.content, false),
      ownAttributes: type.ownAttributes.map((attribute) => settledValue(attribute, true)),
      attributes: type.attributes.map((attribute) => settledValue(attribute, false)),
    };
  });
  const elements = state.elements.map((element) => settledValue(element, true));
  return { ...state, types, elements };
};

/** A declaration that may carry a default or fixed value. */
interface ConstrainedNode {
  readonly type: TypeRef;
  readonly default?: string;
  readonly fixed?: string;
  readonly valueQName?: string;
  readonly provenance: Provenance;
}

/** `value` in `{namespace}local` form; reported where its prefix is unbound (and then left as written). */
function resolvedValue(value: EnumerationValue, context: PassContext): EnumerationValue {
  if (value.qname !== undefined) return { value: value.qname, provenance: value.provenance };
  context.report({
    severity: "error",
    message: `xs:enumeration value "${value.value}" of a QName type is no QName whose prefix is declared in scope`,
    location: value.provenance.source,
  });
  return { value: value.value, provenance: value.provenance };
}
