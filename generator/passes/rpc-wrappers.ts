import type {
  DraftBinding,
  DraftBindingOperation,
  DraftComplexType,
  DraftElementDeclaration,
  DraftMessage,
  DraftSoapHeader,
} from "../map/draft.ts";
import type { Provenance, QName } from "../model/index.ts";
import { keyOf } from "../resolve/symbols.ts";
import { bodyPartsOf, partsType } from "./message-body.ts";
import type { Pass } from "./pass.ts";

/**
 * rpc/literal SOAP operations as the wrapped documents they are on the wire (WSDL 1.1 section 3.5, WS-I BP 1.1
 * R2729, R2735): the body's child is an element named after the operation (`<Op>Response` for the output) in
 * the soap:body `namespace`, holding one element per body part in part order: a `type` part as an unqualified
 * element named after the part, an `element` part as that element. Each wrapper is added as a global element
 * with an anonymous complex type, and the binding operation names its wrappers, so the rest of the generator
 * treats it as document/literal wrapped. A wrapper whose name a declared element already has is not made (the
 * operation is then left out by the plan, with a warning).
 */
export const rpcWrappers: Pass = (state, context) => {
  const { draft } = state;
  const messages = new Map(draft.messages.map((message) => [keyOf(message.name), message]));
  const portTypes = new Map(draft.portTypes.map((portType) => [keyOf(portType.name), portType]));
  const declared = new Set(draft.elements.map((element) => keyOf(element.name)));
  const made = new Map<string, DraftElementDeclaration>();
  const types: DraftComplexType[] = [];

  /** The wrapper `name` of `message`'s body parts; undefined when a declared element has that name. */
  const wrapper = (
    name: QName,
    message: DraftMessage | undefined,
    bodyParts: readonly string[] | undefined,
    headers: readonly DraftSoapHeader[],
    provenance: Provenance,
  ): QName | undefined => {
    const key = keyOf(name);
    if (made.has(key)) return name;
    if (declared.has(key)) {
      context.report({
        severity: "warning",
        message: `the rpc wrapper element {${name.namespace}}${name.local} is also declared in a schema; the operation is left out`,
        location: provenance.source,
      });
      return undefined;
    }
    types.push(partsType(`${key}/element`, bodyPartsOf(message, bodyParts, headers), provenance));
    made.set(key, {
      kind: "elementDeclaration",
      name,
      type: { kind: "defined", id: `${key}/element` },
      nillable: false,
      abstract: false,
      block: [],
      provenance,
    });
    return name;
  };

  const bindOperation = (binding: DraftBinding, operation: DraftBindingOperation): DraftBindingOperation => {
    const soap = binding.protocol === "soap11" || binding.protocol === "soap12";
    if (!soap || operation.style !== "rpc") return operation;
    const abstract = portTypes
      .get(keyOf(binding.portType))
      ?.operations.find((candidate) => candidate.name === operation.name);
    if (abstract === undefined) return operation;
    const namespaceOf = (written: string | undefined, which: string) => {
      if (written !== undefined) return written;
      context.report({
        severity: "warning",
        message: `the ${which} soap:body of rpc wsdl:operation '${operation.name}' of wsdl:binding '${binding.name.local}' has no namespace; its wrapper takes the WSDL's targetNamespace, and is read in any namespace`,
        location: operation.provenance.source,
      });
      return binding.name.namespace;
    };
    const request = wrapper(
      { namespace: namespaceOf(operation.bodyNamespace, "input"), local: operation.name },
      messages.get(keyOf(abstract.input)),
      operation.bodyParts,
      operation.inputHeaders,
      operation.provenance,
    );
    const response =
      abstract.output === undefined
        ? undefined
        : wrapper(
            {
              namespace: namespaceOf(operation.outputBodyNamespace, "output"),
              local: `${operation.name}Response`,
            },
            messages.get(keyOf(abstract.output)),
            operation.outputBodyParts,
            operation.outputHeaders,
            operation.provenance,
          );
    if (request === undefined || (abstract.output !== undefined && response === undefined)) return operation;
    const implied = {
      ...(operation.bodyNamespace === undefined ? { requestNamespaceImplied: true as const } : {}),
      ...(response !== undefined && operation.outputBodyNamespace === undefined
        ? { responseNamespaceImplied: true as const }
        : {}),
    };
    return {
      ...operation,
      rpcWrappers: { request, ...(response === undefined ? {} : { response }), ...implied },
    };
  };

  const bindings = draft.bindings.map((binding) => ({
    ...binding,
    operations: binding.operations.map((operation) => bindOperation(binding, operation)),
  }));
  if (made.size === 0) return state;
  return {
    ...state,
    draft: {
      ...draft,
      types: [...draft.types, ...types],
      elements: [...draft.elements, ...made.values()],
      bindings,
    },
  };
};
