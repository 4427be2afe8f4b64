import type { Diagnostic } from "../diagnostics.ts";
import type { DraftModel } from "../map/draft.ts";
import { bareBodies } from "./bare-bodies.ts";
import { assembleServices } from "./assemble-services.ts";
import { buildElementDeclarations } from "./build-element-declarations.ts";
import { collectDerivedTypes } from "./collect-derived-types.ts";
import { computeComplexTypes } from "./compute-complex-types.ts";
import { qualifyDiscriminants } from "./qualify-discriminants.ts";
import { resolveQNameValues } from "./resolve-qname-values.ts";
import { computeSimpleTypes } from "./compute-simple-types.ts";
import { detectRequiredCycles } from "./detect-required-cycles.ts";
import { detectSimpleTypeCycles } from "./detect-simple-type-cycles.ts";
import { encodedArrays } from "./encoded-arrays.ts";
import { encodedSimpleTypes } from "./encoded-simple-types.ts";
import { expandAttributeGroups } from "./expand-attribute-groups.ts";
import { expandGroups } from "./expand-groups.ts";
import { expandSubstitutionGroups } from "./expand-substitution-groups.ts";
import { flattenNestedChoices } from "./flatten-nested-choices.ts";
import { headerTypeParts } from "./header-type-parts.ts";
import { httpParameters } from "./http-parameters.ts";
import { inheritSubstitutionGroupTypes } from "./inherit-substitution-group-types.ts";
import { inlineAttributeRefs } from "./inline-attribute-refs.ts";
import { inlineElementRefs } from "./inline-element-refs.ts";
import { materializeAnyType } from "./materialize-any-type.ts";
import { nillableEncodedCycles } from "./nillable-encoded-cycles.ts";
import type { Pass, PassState } from "./pass.ts";
import { rpcWrappers } from "./rpc-wrappers.ts";
import { sortModel } from "./sort-model.ts";

/** The passes, in the order they run. Each reads what the ones above it produced. */
export const passes: readonly Pass[] = [
  // Restrictions of soapenc:Array naming their item type -> a sequence of repeated items (an array wrapper).
  encodedArrays,
  // References to soapenc:string, soapenc:int, ... -> the built-in types they extend with multi-reference attributes.
  encodedSimpleTypes,
  // rpc operations: wrapper elements made from their parts, as the document/literal wrapped they are.
  rpcWrappers,
  // document/literal operations whose messages are not one element part: Body types made from their parts.
  bareBodies,
  // soap:header parts naming a type: a global element made for each header block.
  headerTypeParts,
  // HTTP GET/POST operations no SOAP port of their service binds: request types made from their parameter parts.
  httpParameters,
  // Global elements without a type take their substitution group head's (needed before refs are inlined).
  inheritSubstitutionGroupTypes,
  // xs:attributeGroup ref -> the group's attributes and anyAttribute; reports self-referencing groups.
  expandAttributeGroups,
  // xs:group ref -> the group's model group with the ref's occurrence; reports groups containing themselves.
  expandGroups,
  // xs:element ref to a substitution group's head -> a choice of the elements that may stand there.
  expandSubstitutionGroups,
  // A choice standing once as an alternative of a choice -> its alternatives, the outer choice's own.
  flattenNestedChoices,
  // xs:element ref -> element particle with the declaration's name, type and nillable.
  inlineElementRefs,
  // xs:attribute ref -> attribute use with the declaration's name and type.
  inlineAttributeRefs,
  // Elements of rpc/encoded types that close a cycle of required elements -> nillable, as SOAP encoding allows.
  nillableEncodedCycles,
  // Simple types containing themselves through a list item type or union member: reported.
  detectSimpleTypeCycles,
  // Simple types: variety and built-in root along the restriction chain, facets merged step by step.
  computeSimpleTypes,
  // Complex types: own and effective content and attributes along extensions and restrictions.
  computeComplexTypes,
  // derivedTypes of every complex type, for xsi:type substitution.
  collectDerivedTypes,
  // The $type of types whose local name another of their hierarchy shares -> {namespace}local.
  qualifyDiscriminants,
  // Types that require themselves through required elements: no finite instance, reported.
  detectRequiredCycles,
  // Global element declarations of the model.
  buildElementDeclarations,
  // Elements of xs:anyType -> the complex type XSD defines it as (mixed, any attributes, any elements).
  materializeAnyType,
  // Enumeration, default and fixed values of QName types -> {namespace}local, resolved where written.
  resolveQNameValues,
  // Services: ports, bindings and operations with every binding that exposes them.
  assembleServices,
  // Stable order of every model array.
  sortModel,
];

/** Runs every pass over a linked draft. */
export function runPasses(draft: DraftModel): {
  readonly state: PassState;
  readonly diagnostics: readonly Diagnostic[];
} {
  const diagnostics: Diagnostic[] = [];
  const context = { report: (diagnostic: Diagnostic) => diagnostics.push(diagnostic) };
  let state: PassState = { draft, types: [], elements: [], services: [] };
  for (const pass of passes) state = pass(state, context);
  return { state, diagnostics };
}
