import type { DraftBinding, DraftBindingOperation, DraftComplexType } from "../map/draft.ts";
import { keyOf } from "../resolve/symbols.ts";
import { partsType } from "./message-body.ts";
import type { Pass } from "./pass.ts";

const isSoap = (binding: DraftBinding): boolean =>
  binding.protocol === "soap11" || binding.protocol === "soap12";

/**
 * HTTP GET/POST operations that no SOAP port of their service binds (an .asmx description of HTTP bindings only):
 * nothing else types the request, so its input message's parts, one `type` part per parameter
 * (`<part name="zip" type="s:string"/>`), become a type `{ns}<operation>#input` with one member per part, in part
 * order, each an unqualified element named after its part, as a document-style Body of parts is made
 * (`message-body.ts`). The binding operation names it in `parametersType`. A message of one element part is left
 * as it is: that element's members are the parameters, as they are where a SOAP binding exists. Where a SOAP port
 * of the service binds the operation, its SOAP messages type the request and nothing is made. Bindings of one
 * operation whose parameters differ get no type for the later one (the plan then leaves the operation out, with
 * a warning).
 */
export const httpParameters: Pass = (state, context) => {
  const { draft } = state;
  const bindings = new Map(draft.bindings.map((binding) => [keyOf(binding.name), binding]));
  const messages = new Map(draft.messages.map((message) => [keyOf(message.name), message]));
  const portTypes = new Map(draft.portTypes.map((portType) => [keyOf(portType.name), portType]));
  const taken = new Set(draft.types.map((type) => type.id));

  /** `<binding key> <operation>` of each HTTP binding operation a port offers where no SOAP port of its service does. */
  const httpOnly = new Set<string>();
  for (const service of draft.services) {
    const bound = service.ports.flatMap((port) => bindings.get(keyOf(port.binding)) ?? []);
    const soap = new Set(bound.filter(isSoap).flatMap((binding) => binding.operations.map((op) => op.name)));
    for (const binding of bound)
      if (!isSoap(binding))
        for (const operation of binding.operations)
          if (!soap.has(operation.name)) httpOnly.add(`${keyOf(binding.name)} ${operation.name}`);
  }

  /** Each type made, by id, with the names and types of its parts. */
  const made = new Map<string, { readonly type: DraftComplexType; readonly parts: string }>();

  const bindOperation = (binding: DraftBinding, operation: DraftBindingOperation): DraftBindingOperation => {
    if (!httpOnly.has(`${keyOf(binding.name)} ${operation.name}`)) return operation;
    const abstract = portTypes
      .get(keyOf(binding.portType))
      ?.operations.find((candidate) => candidate.name === operation.name);
    const message = abstract?.input === undefined ? undefined : messages.get(keyOf(abstract.input));
    if (message === undefined) return operation;
    const parts = message.parts;
    if (parts.length === 1 && parts[0]?.element !== undefined) return operation;
    const id = `{${binding.portType.namespace}}${operation.name}#input`;
    if (taken.has(id)) return operation;
    const names = parts
      .map((part) => {
        const type = part.type?.kind === "builtin" ? part.type.name : part.type?.id;
        return `${part.name}=${part.element === undefined ? (type ?? "") : keyOf(part.element)}`;
      })
      .join(" ");
    const known = made.get(id);
    if (known === undefined) made.set(id, { type: partsType(id, parts, operation.provenance), parts: names });
    else if (known.parts !== names) {
      context.report({
        severity: "warning",
        message: `the input message of wsdl:operation '${operation.name}' of wsdl:binding '${binding.name.local}' has other parts than another HTTP binding of it`,
        location: operation.provenance.source,
      });
      return operation;
    }
    return { ...operation, parametersType: id };
  };

  const boundBindings = draft.bindings.map((binding) => ({
    ...binding,
    operations: binding.operations.map((operation) => bindOperation(binding, operation)),
  }));
  if (made.size === 0) return state;
  return {
    ...state,
    draft: {
      ...draft,
      types: [...draft.types, ...[...made.values()].map(({ type }) => type)],
      bindings: boundBindings,
    },
  };
};
