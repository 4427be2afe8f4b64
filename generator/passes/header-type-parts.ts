import type {
  DraftBinding,
  DraftBindingOperation,
  DraftElementDeclaration,
  DraftMessage,
  DraftSoapHeader,
} from "../map/draft.ts";
import type { QName } from "../model/index.ts";
import { keyOf } from "../resolve/symbols.ts";
import type { Pass } from "./pass.ts";

/**
 * `soap:header`s whose part names a type, not an element (rpc-era WSDLs; WS-I forbids them): a header block is an
 * element, so each gets a global element named after its part, of the part's type, as zeep reads them. Its
 * namespace is the `soap:header`'s `namespace` where written, else the message's: SOAP requires a header block
 * to be qualified (zeep writes it unqualified). The `soap:header` names it in `element`. Where a global element
 * of that name is already declared, with another type, the header is left out with a warning.
 */
export const headerTypeParts: Pass = (state, context) => {
  const { draft } = state;
  const messages = new Map(draft.messages.map((message) => [keyOf(message.name), message]));
  const declared = new Map(draft.elements.map((element) => [keyOf(element.name), element]));
  const made = new Map<string, DraftElementDeclaration>();

  let bound = 0;

  const withElement = (header: DraftSoapHeader): DraftSoapHeader => {
    const faults = header.faults.map(withElement);
    const message: DraftMessage | undefined = messages.get(keyOf(header.message));
    const part = message?.parts.find((candidate) => candidate.name === header.part);
    if (message === undefined || part?.type === undefined || part.element !== undefined)
      return { ...header, faults };
    const name: QName = { namespace: header.namespace ?? message.name.namespace, local: part.name };
    const key = keyOf(name);
    const existing = declared.get(key) ?? made.get(key);
    if (existing === undefined)
      made.set(key, {
        kind: "elementDeclaration",
        name,
        type: part.type,
        nillable: false,
        abstract: false,
        block: [],
        provenance: part.provenance,
      });
    else if (JSON.stringify(existing.type) !== JSON.stringify(part.type)) {
      context.report({
        severity: "warning",
        message: `${header.provenance.construct} names part '${header.part}' of wsdl:message '${message.name.local}', a type; its header block would be element '${key}', which is declared with another type, so the header is left out`,
        location: header.provenance.source,
      });
      return { ...header, faults };
    }
    bound++;
    return { ...header, element: name, faults };
  };

  const bindOperation = (operation: DraftBindingOperation): DraftBindingOperation => ({
    ...operation,
    inputHeaders: operation.inputHeaders.map(withElement),
    outputHeaders: operation.outputHeaders.map(withElement),
  });
  const bindings = draft.bindings.map((binding): DraftBinding => ({
    ...binding,
    operations: binding.operations.map(bindOperation),
  }));
  if (bound === 0) return state;
  return { ...state, draft: { ...draft, elements: [...draft.elements, ...made.values()], bindings } };
};
