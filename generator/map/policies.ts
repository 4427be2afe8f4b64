import type { PolicyExpression, PolicyOperator, WsdlBinding, WsdlDefinitions } from "../document/index.ts";
import { policyAssertionNamespaces } from "../parse/namespaces.ts";
import { provenanceOf } from "./map-schema.ts";
import type { DraftSink } from "./sink.ts";

/** What the policies attached to a binding, and its extensions, ask of the messages it sends. */
export interface BindingPolicy {
  /** WS-Addressing headers are required, or accepted (`wsp:Optional`, `wsaw:UsingAddressing` not required). */
  readonly addressing?: "required" | "optional";
  /** Requests must travel as MTOM packages (`wsoma:OptimizedMimeSerialization`). */
  readonly mtom?: true;
}

const addressingAssertions = [
  { namespace: policyAssertionNamespaces.wsaw, local: "UsingAddressing" },
  { namespace: policyAssertionNamespaces.wsam, local: "Addressing" },
];

/**
 * The policy of `binding`: its `wsp:Policy` children and the policies its `wsp:PolicyReference`s name (`#id` in
 * the same document, or a policy's `Name`), every alternative of a `wsp:ExactlyOne` counted, and its
 * `wsaw:UsingAddressing` extension. A reference to a policy outside the document is not read, with a warning.
 */
export function bindingPolicy(
  binding: WsdlBinding,
  definitions: WsdlDefinitions,
  sink: DraftSink,
): BindingPolicy {
  const assertions = new Map<string, boolean>();
  const visited = new Set<PolicyOperator>();
  const walk = (expression: PolicyExpression): void => {
    switch (expression.kind) {
      case "policyAssertion": {
        const key = `{${expression.name.namespace}}${expression.name.local}`;
        assertions.set(key, assertions.get(key) === false ? false : expression.optional);
        return;
      }
      case "policyOperator":
        if (visited.has(expression)) return;
        visited.add(expression);
        for (const child of expression.children) walk(child);
        return;
      case "policyReference": {
        const { uri } = expression;
        const target = definitions.policies.find((policy) =>
          uri.startsWith("#") ? policy.id === uri.slice(1) : policy.name === uri,
        );
        if (target !== undefined) walk(target);
        else
          sink.warning(
            provenanceOf(expression, "wsp:PolicyReference"),
            `wsp:PolicyReference '${uri}' of wsdl:binding '${binding.name}' names no policy of this document, and is not read`,
          );
      }
    }
  };
  for (const policy of binding.policies) walk(policy);
  const optional = (name: { namespace: string; local: string }) =>
    assertions.get(`{${name.namespace}}${name.local}`);
  const addressing = [
    ...addressingAssertions.map(optional),
    binding.usingAddressing === undefined ? undefined : !binding.usingAddressing.required,
  ];
  const mtom = optional({ namespace: policyAssertionNamespaces.wsoma, local: "OptimizedMimeSerialization" });
  return {
    ...(addressing.includes(false)
      ? { addressing: "required" as const }
      : addressing.includes(true)
        ? { addressing: "optional" as const }
        : {}),
    ...(mtom === false ? { mtom: true as const } : {}),
  };
}
