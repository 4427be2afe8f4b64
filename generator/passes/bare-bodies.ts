import type { DraftBinding, DraftBindingOperation, DraftComplexType } from "../map/draft.ts";
import type { BareBodies, MessagePart, QName } from "../model/index.ts";
import { keyOf } from "../resolve/symbols.ts";
import { bodyPartsOf, partsType } from "./message-body.ts";
import type { Pass } from "./pass.ts";

/**
 * document/literal SOAP operations whose input or output is not one `element` part: several body parts (older
 * JAX-RPC, Axis and hand-written WSDLs, not WS-I conformant) or parts of a `type`. On the wire the SOAP Body holds
 * the parts side by side in part order (or `soap:body parts` order), with no wrapper element, as zeep, CXF's bare
 * style read them. Each such direction gets a type `{ns}<operation>#input` (`#output`) whose members are the
 * parts, made as an rpc wrapper's content is; the binding operation names it in `bareBodies`. So does a request
 * of one element part of a simple type (CXF's bare style with one parameter), the request being an object, and a
 * request of no body part (a message without parts, or `soap:body parts=""`), its Body empty. Any other message of
 * one element part, or a response of none, is left as it is. A request whose parts differ between the SOAP 1.1
 * and SOAP 1.2 bindings gets a type per version, the later one named after its protocol
 * (`{ns}<operation>#soap12Input`); other bindings of one operation whose body parts differ get no type for the
 * later one (the plan then leaves the operation out, with a warning).
 */
export const bareBodies: Pass = (state, context) => {
  const { draft } = state;
  const messages = new Map(draft.messages.map((message) => [keyOf(message.name), message]));
  const portTypes = new Map(draft.portTypes.map((portType) => [keyOf(portType.name), portType]));
  const elements = new Map(draft.elements.map((element) => [keyOf(element.name), element]));
  const typeKinds = new Map(draft.types.map((type) => [type.id, type.kind]));
  /** Whether a global element is of a simple type (an element without a type takes its head's: not known here). */
  const simpleElement = (name: QName): boolean => {
    const type = elements.get(keyOf(name))?.type;
    if (type === undefined) return false;
    return type.kind === "builtin" ? type.name !== "anyType" : typeKinds.get(type.id) === "simpleType";
  };
  /** Each type made, by id, with the names of its parts. */
  const made = new Map<
    string,
    { readonly type: DraftComplexType; readonly parts: string; readonly protocol: string }
  >();

  /**
   * The id of the Body type of `parts`, made once; undefined for a response of none, one element part (but a
   * request's of a simple type), or a clash.
   */
  const bodyType = (
    direction: "input" | "output",
    parts: readonly MessagePart[],
    operation: DraftBindingOperation,
    binding: DraftBinding,
  ): string | undefined => {
    const [first] = parts;
    const request = direction === "input";
    // A request of no body part is an empty Body, typed as a Body of no member; a response of none is the plan's.
    if (first === undefined && !request) return undefined;
    if (parts.length === 1 && first?.element !== undefined && !(request && simpleElement(first.element)))
      return undefined;
    const names = parts.map((part) => part.name).join(" ");
    const id = `{${binding.portType.namespace}}${operation.name}#${direction}`;
    const known = made.get(id);
    if (known === undefined || known.parts === names)
      return make(id, parts, names, binding.protocol, operation);
    // A request of other parts over the other SOAP version gets a type of its own (`RouteSoap12Input`).
    const own = `{${binding.portType.namespace}}${operation.name}#${binding.protocol}Input`;
    const ownKnown = made.get(own);
    if (
      request &&
      known.protocol !== binding.protocol &&
      (ownKnown === undefined || ownKnown.parts === names)
    )
      return make(own, parts, names, binding.protocol, operation);
    context.report({
      severity: "warning",
      message: `the soap:body of wsdl:operation '${operation.name}' of wsdl:binding '${binding.name.local}' carries other parts than another ${request ? `SOAP ${binding.protocol === "soap12" ? "1.2" : "1.1"} ` : ""}binding of it`,
      location: operation.provenance.source,
    });
    return undefined;
  };

  /** Id `id`, the type of `parts` made under it unless made before. */
  const make = (
    id: string,
    parts: readonly MessagePart[],
    names: string,
    protocol: string,
    operation: DraftBindingOperation,
  ): string => {
    if (!made.has(id))
      made.set(id, { type: partsType(id, parts, operation.provenance), parts: names, protocol });
    return id;
  };

  const bindOperation = (binding: DraftBinding, operation: DraftBindingOperation): DraftBindingOperation => {
    const soap = binding.protocol === "soap11" || binding.protocol === "soap12";
    if (!soap || operation.style !== "document" || operation.use !== "literal") return operation;
    const abstract = portTypes
      .get(keyOf(binding.portType))
      ?.operations.find((candidate) => candidate.name === operation.name);
    if (abstract === undefined) return operation;
    const message = (name: QName | undefined) => (name === undefined ? undefined : messages.get(keyOf(name)));
    // An operation naming a message nobody declares is left out later (with a warning): it gets no Body type.
    if ([abstract.input, abstract.output].some((name) => name !== undefined && message(name) === undefined))
      return operation;
    const request = bodyType(
      "input",
      bodyPartsOf(message(abstract.input), operation.bodyParts, operation.inputHeaders),
      operation,
      binding,
    );
    const response =
      abstract.output === undefined
        ? undefined
        : bodyType(
            "output",
            bodyPartsOf(message(abstract.output), operation.outputBodyParts, operation.outputHeaders),
            operation,
            binding,
          );
    if (request === undefined && response === undefined) return operation;
    const bodies: BareBodies = {
      ...(request === undefined ? {} : { request }),
      ...(response === undefined ? {} : { response }),
    };
    return { ...operation, bareBodies: bodies };
  };

  // SOAP 1.1 bindings first, so that a request differing between versions is `#input` over SOAP 1.1 and
  // `#soap12Input` over SOAP 1.2, whatever the bindings' order.
  const bound = new Map(
    [...draft.bindings]
      .sort((a, b) => Number(b.protocol === "soap11") - Number(a.protocol === "soap11"))
      .map((binding) => [
        binding,
        { ...binding, operations: binding.operations.map((operation) => bindOperation(binding, operation)) },
      ]),
  );
  const bindings = draft.bindings.map((binding) => bound.get(binding) ?? binding);
  if (made.size === 0) return state;
  return {
    ...state,
    draft: { ...draft, types: [...draft.types, ...[...made.values()].map(({ type }) => type)], bindings },
  };
};
