/**
 * Who a change hurts. `clients`: existing clients (built on the old interface) talking to a server
 * of the new one. `servers`: existing servers (old interface) called by clients of the new one.
 * `source`: TypeScript code written against the old generated package stops compiling. `dangerous`:
 * compatible, but likely to surprise someone.
 */
export type Impact = "clients" | "servers" | "source" | "dangerous";

/** What a rule means for one direction: who it hurts and why. */
export interface Outcome {
  /** Who the change hurts; empty for a compatible change. */
  readonly impacts: readonly Impact[];
  /** Why, in one sentence. */
  readonly reason: string;
}

/**
 * A rule of the table. `request` applies when the changed component travels in requests (clients
 * write it, servers read it), `response` when it travels in responses; a component used in both
 * directions gets the union. Rules about services and bindings have no direction: both are equal.
 */
export interface Rule {
  /** What changed, as the table's first column says it. */
  readonly title: string;
  /** Outcome when the component travels in requests. */
  readonly request: Outcome;
  /** Outcome when the component travels in responses. */
  readonly response: Outcome;
}

/** Readers skip elements and attributes they do not know (what ASMX's XmlSerializer does). */
const tolerantReaders = "readers skip elements they do not know";

const same = (impacts: readonly Impact[], reason: string): Pick<Rule, "request" | "response"> => ({
  request: { impacts, reason },
  response: { impacts, reason },
});

/** A narrowing change: some message valid before is invalid now. */
const narrowing = (what: string, source?: string): Pick<Rule, "request" | "response"> => ({
  request: {
    impacts: source === undefined ? ["clients"] : ["clients", "source"],
    reason: `existing clients may send ${what}, which the new server rejects${source ?? ""}`,
  },
  response: {
    impacts: source === undefined ? ["servers"] : ["servers", "source"],
    reason: `existing servers may send ${what}, which new clients reject${source ?? ""}`,
  },
});

/** A widening change: some message valid now was invalid before. */
const widening = (what: string, source?: string): Pick<Rule, "request" | "response"> => ({
  request: {
    impacts: source === undefined ? ["servers"] : ["servers", "source"],
    reason: `new clients may send ${what}, which existing servers reject${source ?? ""}`,
  },
  response: {
    impacts: source === undefined ? ["clients"] : ["clients", "source"],
    reason: `the new server may send ${what}, which existing clients reject${source ?? ""}`,
  },
});

/** Rules shared by elements and attributes, by the suffix of their id. */
const memberRuleSuffixes = [
  "added-required",
  "added-optional",
  "removed-required",
  "removed-optional",
  "made-required",
  "made-optional",
  "type-changed",
  "default-changed",
  "fixed-changed",
  "namespace-changed",
  "renamed",
] as const;

type MemberRuleId<Noun extends string> = `${Noun}-${(typeof memberRuleSuffixes)[number]}`;

function memberRules<Noun extends "element" | "attribute">(
  noun: Noun,
  unknown: string,
): Readonly<Record<MemberRuleId<Noun>, Rule>> {
  const table: Readonly<Record<(typeof memberRuleSuffixes)[number], Rule>> = {
    "added-required": {
      title: `${noun} added, required`,
      request: {
        impacts: ["clients", "source"],
        reason: `existing clients do not send it and the new server rejects the request; TypeScript callers must supply it`,
      },
      response: {
        impacts: ["source"],
        reason: `existing clients skip it (${unknown}); TypeScript server handlers must supply it`,
      },
    },
    "added-optional": {
      title: `${noun} added, optional`,
      request: {
        impacts: [],
        reason: `existing clients omit it; existing servers skip it when a new client sends it (${unknown})`,
      },
      response: { impacts: [], reason: `existing clients skip it (${unknown})` },
    },
    "removed-required": {
      title: `${noun} removed, was required`,
      request: {
        impacts: ["servers", "source", "dangerous"],
        reason: `existing servers still require it from new clients; the new server ignores it from existing clients; TypeScript code setting it no longer compiles`,
      },
      response: {
        impacts: ["clients", "source"],
        reason: `existing clients expect it in every response; TypeScript code reading it no longer compiles`,
      },
    },
    "removed-optional": {
      title: `${noun} removed, was optional`,
      request: {
        impacts: ["source", "dangerous"],
        reason: `the new server ignores it when an existing client sends it; TypeScript code setting it no longer compiles`,
      },
      response: {
        impacts: ["source"],
        reason: `existing clients already handle its absence; TypeScript code reading it no longer compiles`,
      },
    },
    "made-required": {
      title: `${noun} made required`,
      ...narrowing(`a message without it`, `; the TypeScript property is no longer optional`),
    },
    "made-optional": {
      title: `${noun} made optional`,
      ...widening(`a message without it`, `; the TypeScript property may now be undefined`),
    },
    "type-changed": {
      title: `${noun} type changed`,
      ...same(
        ["source"],
        `the TypeScript type changes; the wire effect is the difference between the two types, listed with the change`,
      ),
    },
    "default-changed": {
      title: `${noun} default value changed`,
      ...same(["dangerous"], `a reader fills in a different value when it is absent or empty`),
    },
    "fixed-changed": {
      title: `${noun} fixed value changed`,
      ...same(["clients", "servers"], `each side insists on its own fixed value`),
    },
    "namespace-changed": {
      title: `${noun} namespace changed (form)`,
      ...same(
        ["clients", "servers"],
        `its qualified name on the wire differs, so neither side recognizes the other's`,
      ),
    },
    renamed: {
      title: `${noun} renamed (same position, type and occurrence)`,
      ...same(
        ["source"],
        `a rename is a removal plus an addition on the wire; the class is the stronger of the two, listed with the change`,
      ),
    },
  };
  // Object.fromEntries loses the key type; the keys are exactly the suffixes prefixed with the noun.
  return Object.fromEntries(
    memberRuleSuffixes.map((suffix) => [`${noun}-${suffix}`, table[suffix]]),
  ) as Record<MemberRuleId<Noun>, Rule>;
}

/**
 * The rule table: change -> class per direction -> reason. Ids are stable: JSON consumers and
 * reviewers refer to them. Each `reason` completes "because ...".
 */
export const rules = {
  "namespace-changed": {
    title: "target namespace changed",
    ...same(
      ["clients", "servers"],
      `every qualified element name and SOAPAction on the wire changes: an existing client cannot call the new version, which lives beside the old one; every other change is compared across the two namespaces`,
    ),
  },
  "service-added": { title: "service added", ...same([], `nobody depends on it yet`) },
  "service-removed": {
    title: "service removed",
    ...same(
      ["clients", "source"],
      `every call of its existing clients fails; its generated client disappears`,
    ),
  },
  "port-added": { title: "port (endpoint) added", ...same([], `existing clients keep using their port`) },
  "port-removed": {
    title: "port (endpoint) removed",
    ...same(["clients"], `existing clients using that endpoint fail`),
  },
  "port-address-changed": {
    title: "port address changed",
    ...same(
      ["dangerous"],
      `clients that take the address from the WSDL call a different URL; clients configured with a base URL are unaffected`,
    ),
  },
  "operation-added": {
    title: "operation added",
    ...same(
      ["dangerous"],
      `existing clients are unaffected, but existing servers do not implement it and TypeScript server handlers gain a method to implement`,
    ),
  },
  "operation-removed": {
    title: "operation removed",
    ...same(["clients", "source"], `existing clients calling it get a fault; its client method disappears`),
  },
  "operation-moved": {
    title: "operation moved to another service",
    ...same(
      ["clients", "source"],
      `it is served at the other service's endpoint, so existing clients post to an address that no longer has it; its client method moves to another client`,
    ),
  },
  "operation-output-changed": {
    title: "operation became one-way or request-response",
    ...same(
      ["clients", "servers"],
      `one side waits for a response the other never sends, or gets one it does not expect`,
    ),
  },
  "operation-request-element-changed": {
    title: "request wrapper element changed",
    ...same(
      ["clients", "servers"],
      `the body element names the operation: the receiver does not recognize the other's`,
    ),
  },
  "operation-response-element-changed": {
    title: "response wrapper element changed",
    ...same(["clients", "servers"], `the receiver does not recognize the other's response element`),
  },
  "operation-fault-added": {
    title: "fault added",
    ...same(["dangerous"], `existing clients may receive a fault detail they do not know`),
  },
  "operation-fault-removed": {
    title: "fault removed",
    ...same([], `clients keep handling a fault that no longer comes`),
  },
  "transport-added": {
    title: "transport (binding) added to an operation",
    ...same([], `existing clients keep using their transport`),
  },
  "transport-removed": {
    title: "transport (binding) removed from an operation",
    ...same(
      ["clients", "source"],
      `existing clients calling it over that transport fail; the transport option disappears from the client`,
    ),
  },
  "soap-action-changed": {
    title: "SOAPAction changed",
    ...same(
      ["clients", "servers"],
      `ASMX dispatches SOAP 1.1 requests by SOAPAction: a server rejects an action it does not know`,
    ),
  },
  "binding-style-changed": {
    title: "SOAP style or use changed",
    ...same(["clients", "servers"], `document/rpc and literal/encoded bodies have different shapes`),
  },
  "http-location-changed": {
    title: "HTTP GET/POST location changed",
    ...same(["clients", "servers"], `requests go to a path the other side does not serve`),
  },
  "http-encoding-changed": {
    title: "HTTP GET/POST encoding changed",
    ...same(["clients", "servers"], `parameters or the result travel in a different encoding`),
  },
  "element-reordered": {
    title: "parameter or element moved within its sequence",
    ...same(
      ["clients", "servers"],
      `elements of an xs:sequence must appear in schema order: a message in the old order is invalid under the new schema and vice versa`,
    ),
  },
  "element-inserted": {
    title: "element added before elements its sequence already had",
    request: {
      impacts: ["servers"],
      reason: `new clients may send it where existing servers expect an element they know, and a strict reader (a validating parser, ours reading strictly) refuses an unknown element there`,
    },
    response: {
      impacts: ["clients"],
      reason: `the new server may send it where existing clients expect an element they know, and a strict reader (a validating parser, ours reading strictly) refuses an unknown element there`,
    },
  },
  ...memberRules("element", tolerantReaders),
  ...memberRules("attribute", "readers skip attributes they do not know"),
  "element-became-repeated": {
    title: "element became repeated (maxOccurs 1 -> n)",
    ...widening(`several of it`, `; the TypeScript type becomes an array`),
  },
  "element-no-longer-repeated": {
    title: "element no longer repeated (maxOccurs n -> 1)",
    ...narrowing(`several of it`, `; the TypeScript type is no longer an array`),
  },
  "element-min-occurs-increased": { title: "element minOccurs increased", ...narrowing(`fewer of it`) },
  "element-min-occurs-decreased": { title: "element minOccurs decreased", ...widening(`fewer of it`) },
  "element-max-occurs-increased": { title: "element maxOccurs increased", ...widening(`more of it`) },
  "element-max-occurs-decreased": { title: "element maxOccurs decreased", ...narrowing(`more of it`) },
  "element-made-nillable": {
    title: "element made nillable",
    ...widening(`xsi:nil="true"`, `; the TypeScript type gains null`),
  },
  "element-made-not-nillable": {
    title: "element no longer nillable",
    ...narrowing(`xsi:nil="true"`, `; the TypeScript type loses null`),
  },
  "element-group-changed": {
    title: "element moved into another model group (sequence/choice/all)",
    ...same(["clients", "servers"], `the allowed combinations and orders of elements differ`),
  },
  "wildcard-added": { title: "xs:any / xs:anyAttribute added", ...same([], `it only admits more content`) },
  "wildcard-removed": {
    title: "xs:any / xs:anyAttribute removed",
    ...narrowing(`extension content`),
  },
  "global-element-added": { title: "global element added", ...same([], `nothing uses it yet`) },
  "global-element-removed": {
    title: "global element removed",
    ...same(
      ["source"],
      `its generated reader and writer disappear; the wire effect is listed where it was used`,
    ),
  },
  "type-added": { title: "named type added", ...same([], `nothing uses it yet`) },
  "type-removed": {
    title: "named type removed",
    ...same(["source"], `its TypeScript declaration disappears; the wire effect is listed where it was used`),
  },
  "type-renamed": {
    title: "named type renamed (same structure)",
    ...same(
      ["source"],
      `type names do not travel on the wire (no xsi:type), but the TypeScript declaration is renamed`,
    ),
  },
  "type-renamed-polymorphic": {
    title: "named type renamed, taking part in derivation",
    ...same(
      ["clients", "servers", "source"],
      `xsi:type names it on the wire; the TypeScript declaration is renamed`,
    ),
  },
  "type-kind-changed": {
    title: "type kind or content kind changed (simple/complex, empty/simple/element content)",
    ...same(["clients", "servers", "source"], `the element's content has a different shape`),
  },
  "type-mixed-changed": {
    title: "mixed content changed",
    ...same(["clients", "servers"], `character data between child elements becomes allowed or forbidden`),
  },
  "type-compositor-changed": {
    title: "top-level compositor changed (sequence/choice/all)",
    ...same(["clients", "servers"], `the allowed combinations and orders of child elements differ`),
  },
  "type-base-changed": {
    title: "base type or derivation method changed",
    ...same(
      ["source", "dangerous"],
      `TypeScript heritage and xsi:type substitutability change; inherited members are compared one by one`,
    ),
  },
  "type-made-abstract": {
    title: "type made abstract",
    ...narrowing(`an element of this type without xsi:type`, `; it can no longer be constructed directly`),
  },
  "type-made-concrete": {
    title: "type no longer abstract",
    ...widening(`an element of this type without xsi:type`),
  },
  "subtype-added": {
    title: "derived type added (may stand in with xsi:type)",
    ...widening(`the new subtype`),
  },
  "subtype-removed": {
    title: "derived type removed (no longer stands in)",
    ...narrowing(`the removed subtype`),
  },
  "builtin-widened": {
    title: "built-in type widened (e.g. int -> long, anything -> string)",
    ...widening(`values outside the old type`),
  },
  "builtin-narrowed": {
    title: "built-in type narrowed (e.g. long -> int, string -> int)",
    ...narrowing(`values outside the new type`),
  },
  "builtin-changed": {
    title: "built-in type changed to an unrelated one",
    ...same(["clients", "servers"], `the lexical spaces differ both ways`),
  },
  "simple-variety-changed": {
    title: "simple type variety changed (atomic/list/union)",
    ...same(["clients", "servers", "source"], `values have a different shape`),
  },
  "union-members-changed": {
    title: "union member types changed",
    ...same(["clients", "servers"], `the union admits other values`),
  },
  "enum-value-added": {
    title: "enumeration value added",
    ...widening(`the new value`),
  },
  "enum-value-removed": {
    title: "enumeration value removed",
    ...narrowing(`the removed value`, `; the TypeScript literal disappears`),
  },
  "enumeration-added": {
    title: "type restricted to an enumeration",
    ...narrowing(`values outside the enumeration`, `; the TypeScript type becomes a union of literals`),
  },
  "enumeration-removed": {
    title: "enumeration restriction removed",
    ...widening(
      `values outside the old enumeration`,
      `; the TypeScript type widens from a union of literals`,
    ),
  },
  "facet-tightened": {
    title: "facet tightened (bounds, lengths, digits, pattern added)",
    ...narrowing(`values the new facet forbids`),
  },
  "facet-loosened": {
    title: "facet loosened (bounds, lengths, digits, pattern removed)",
    ...widening(`values the old facet forbade`),
  },
  "facet-changed": {
    title: "facet changed in no comparable way (pattern replaced, bounds not comparable)",
    ...same(["clients", "servers"], `each side may accept values the other rejects`),
  },
  "whitespace-changed": {
    title: "whiteSpace facet changed",
    ...same(["dangerous"], `values are normalized differently before they are compared or stored`),
  },
} as const satisfies Readonly<Record<string, Rule>>;

/** Stable id of a rule. */
export type RuleId = keyof typeof rules;

/** Every rule id, in table order. */
export const ruleIds = Object.keys(rules) as RuleId[];
