import type { Diagnostic } from "../diagnostics.ts";
import type {
  DraftBinding,
  DraftBindingOperation,
  DraftMessage,
  DraftPortTypeOperation,
  DraftSoapHeader,
} from "../map/draft.ts";
import type {
  FaultMessage,
  Message,
  Operation,
  OperationBinding,
  Port,
  Provenance,
  QName,
  Service,
  SoapHeader,
} from "../model/index.ts";
import { keyOf, symbolTable, type SymbolTable } from "../resolve/symbols.ts";
import type { Pass } from "./pass.ts";

/** One binding of an operation before the operation is built. */
interface BoundOperation {
  readonly binding: DraftBinding;
  readonly ports: readonly Port[];
  readonly abstract: DraftPortTypeOperation;
  readonly concrete: DraftBindingOperation;
}

/**
 * Builds each service from its ports: each port's binding, the binding's port type, and every operation
 * with all the bindings that expose it (grouped per binding, in port order). The operation's messages
 * come from a SOAP binding's port type when there is one; a binding whose port type uses other messages
 * (ASMX HTTP GET/POST) carries them itself. Binding operations that name no port type operation, ports
 * whose address does not match the binding, and mimeXml parts that name no part are reported as warnings; what
 * they touch is left out.
 */
export const assembleServices: Pass = (state, context) => {
  const symbols = symbolTable(state.draft);
  // Each inconsistency between the WSDL's parts leaves out only what it touches, with a warning: the rest of
  // the service is still whole, and cut-down or hand-merged WSDLs have them often.
  const warn = (provenance: Provenance, message: string, related?: Diagnostic["related"]): void =>
    context.report({
      severity: "warning",
      message,
      location: provenance.source,
      ...(related === undefined ? {} : { related }),
    });
  const services = state.draft.services.map((service): Service => {
    const ports: Port[] = [];
    const groups = new Map<string, { binding: DraftBinding; ports: Port[] }>();
    for (const port of service.ports) {
      const binding = symbols.binding.get(keyOf(port.binding));
      if (binding === undefined) continue;
      const expected =
        binding.protocol === "httpGet" || binding.protocol === "httpPost" ? "http" : binding.protocol;
      if (port.addressKind !== expected)
        warn(
          port.provenance,
          `wsdl:port '${port.name}' has a ${addressNames[port.addressKind]} but its binding '${binding.name.local}' is ${protocolNames[binding.protocol]}; the port is ${protocolNames[binding.protocol]}, as its binding says`,
          {
            message: "the binding is declared here",
            location: binding.provenance.source,
          },
        );
      const model: Port = {
        kind: "port",
        name: port.name,
        binding: port.binding,
        protocol: binding.protocol,
        address: port.address,
        provenance: port.provenance,
      };
      ports.push(model);
      const key = keyOf(binding.name);
      const group = groups.get(key) ?? { binding, ports: [] };
      group.ports.push(model);
      groups.set(key, group);
    }
    const byOperation = new Map<string, BoundOperation[]>();
    const portTypeDocumentation = new Set<string>();
    for (const { binding, ports: boundPorts } of groups.values()) {
      const portType = symbols.portType.get(keyOf(binding.portType));
      if (portType === undefined) continue;
      if (portType.provenance.documentation !== undefined)
        portTypeDocumentation.add(portType.provenance.documentation);
      const bound = new Set<string>();
      for (const concrete of binding.operations) {
        const abstract = portType.operations.find((operation) => operation.name === concrete.name);
        if (abstract === undefined) {
          // A notification operation was left out of the port type with a warning where it was read.
          if (portType.notifications.includes(concrete.name)) continue;
          warn(
            concrete.provenance,
            `wsdl:operation '${concrete.name}' of wsdl:binding '${binding.name.local}' is not an operation of wsdl:portType '${portType.name.local}' and is left out`,
            {
              message: "the port type is declared here",
              location: portType.provenance.source,
            },
          );
          continue;
        }
        bound.add(concrete.name);
        byOperation.set(concrete.name, [
          ...(byOperation.get(concrete.name) ?? []),
          { binding, ports: boundPorts, abstract, concrete },
        ]);
      }
      // One left out of the binding where it was read has had its warning there.
      for (const operation of portType.operations)
        if (!bound.has(operation.name) && !binding.leftOut.includes(operation.name))
          context.report({
            severity: "warning",
            message: `wsdl:operation '${operation.name}' of wsdl:portType '${portType.name.local}' is not bound by wsdl:binding '${binding.name.local}' and is not reachable through it`,
            location: binding.provenance.source,
          });
    }
    const taken = new Set(byOperation.keys());
    const operations = [...byOperation.entries()]
      .flatMap(([name, bindings]) =>
        operationsNamed(name, service.name.local, bindings, symbols, taken, warn),
      )
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .flatMap(({ name, bindings }) => {
        const operation = buildOperation(name, service.name.local, bindings, symbols, warn);
        return operation === undefined ? [] : [operation];
      });
    return {
      kind: "service",
      name: service.name.local,
      namespace: service.name.namespace,
      ports,
      operations,
      // A service that says nothing of itself is described by the documentation of its port types.
      provenance:
        service.provenance.documentation !== undefined || portTypeDocumentation.size === 0
          ? service.provenance
          : { ...service.provenance, documentation: [...portTypeDocumentation].join("\n\n") },
    };
  });
  return { ...state, services };
};

const addressNames = { soap11: "soap:address", soap12: "soap12:address", http: "http:address" } as const;
const protocolNames = {
  soap11: "SOAP 1.1",
  soap12: "SOAP 1.2",
  httpGet: "HTTP GET",
  httpPost: "HTTP POST",
} as const;

/**
 * The operations an operation name of a service stands for: one, unless two bindings of one protocol give the
 * name other messages (Travelport's 27 ports of one address each bind a port type whose one operation is
 * `service`, each of its own request). Then each port type's is an operation of its own, named after it
 * (`AirLowFareSearch_service` for `AirLowFareSearchPortType`), with a warning: the server tells them apart by their
 * request, and a client calls each. `taken` holds the service's operation names and gets the new ones.
 */
function operationsNamed(
  name: string,
  service: string,
  bindings: readonly BoundOperation[],
  symbols: SymbolTable,
  taken: Set<string>,
  warn: (provenance: Provenance, message: string) => void,
): { readonly name: string; readonly bindings: readonly BoundOperation[] }[] {
  const content = (messageName: QName | undefined): string =>
    JSON.stringify(
      (messageName === undefined ? undefined : symbols.message.get(keyOf(messageName)))?.parts.map((part) => [
        part.name,
        part.element === undefined ? "" : keyOf(part.element),
        part.type?.kind === "defined" ? part.type.id : (part.type?.name ?? ""),
      ]) ?? null,
    );
  const exchanged = (item: BoundOperation) =>
    `${content(item.abstract.input)} ${content(item.abstract.output)}`;
  const differ = bindings.some((item) =>
    bindings.some(
      (other) => other.binding.protocol === item.binding.protocol && exchanged(other) !== exchanged(item),
    ),
  );
  if (!differ) return [{ name, bindings }];
  const byPortType = new Map<string, BoundOperation[]>();
  for (const item of bindings) {
    const key = keyOf(item.binding.portType);
    byPortType.set(key, [...(byPortType.get(key) ?? []), item]);
  }
  taken.delete(name);
  const split = [...byPortType.values()].map((group) => {
    const portType = group[0]?.binding.portType.local ?? "";
    const wanted = `${portType.replace(/(.)PortType$/, "$1")}_${name}`;
    let unique = wanted;
    for (let n = 2; taken.has(unique); n++) unique = `${wanted}${n}`;
    taken.add(unique);
    return { name: unique, bindings: group };
  });
  const first = bindings[0];
  if (first !== undefined)
    warn(
      first.concrete.provenance,
      `wsdl:operation '${name}' exchanges other messages in each of the port types that service '${service}' binds it from: each is generated as an operation of its own, ${split.map((operation) => `'${operation.name}'`).join(", ")}`,
    );
  return split;
}

function buildOperation(
  name: string,
  service: string,
  bindings: readonly BoundOperation[],
  symbols: SymbolTable,
  warn: (provenance: Provenance, message: string) => void,
): Operation | undefined {
  const primary =
    bindings.find((item) => item.binding.protocol === "soap11" || item.binding.protocol === "soap12") ??
    bindings[0];
  if (primary === undefined) return undefined;
  const message = (messageName: QName | undefined): Message | undefined => {
    const draft: DraftMessage | undefined =
      messageName === undefined ? undefined : symbols.message.get(keyOf(messageName));
    return draft === undefined
      ? undefined
      : { kind: "message", name: draft.name, parts: draft.parts, provenance: draft.provenance };
  };
  const input = message(primary.abstract.input);
  const output = message(primary.abstract.output);
  // A message that is not declared leaves its operation out (reported where references are linked): a
  // missing output must not make it one-way.
  if (input === undefined || (primary.abstract.output !== undefined && output === undefined))
    return undefined;
  const faults = primary.abstract.faults.flatMap((fault): FaultMessage[] => {
    const faultMessage = message(fault.message);
    return faultMessage === undefined ? [] : [{ kind: "fault", name: fault.name, message: faultMessage }];
  });
  const same = (a: QName | undefined, b: QName | undefined) =>
    a === undefined ? b === undefined : b !== undefined && keyOf(a) === keyOf(b);
  const operationBindings = bindings.map(({ binding, ports, abstract, concrete }): OperationBinding => {
    const ownInput = same(abstract.input, primary.abstract.input) ? undefined : message(abstract.input);
    const ownOutput = same(abstract.output, primary.abstract.output) ? undefined : message(abstract.output);
    const messages = {
      ...(ownInput === undefined ? {} : { inputMessage: ownInput }),
      ...(ownOutput === undefined ? {} : { outputMessage: ownOutput }),
    };
    const common = {
      binding: binding.name,
      ports: ports.map((port) => port.name),
      addresses: ports.map((port) => port.address),
      provenance: concrete.provenance,
    };
    const inputParts = (ownInput ?? input).parts.map((part) => part.name);
    if (binding.protocol === "soap11" || binding.protocol === "soap12") {
      for (const part of concrete.bodyParts ?? [])
        if (!inputParts.includes(part))
          warn(
            concrete.provenance,
            `soap:body parts names '${part}', which is not a part of the input message of '${name}', and is ignored`,
          );
      const headers = (drafts: readonly DraftSoapHeader[], own: Message | undefined): SoapHeader[] =>
        drafts.flatMap((draft) => {
          const header = soapHeader(draft, own, symbols, warn);
          return header === undefined ? [] : [header];
        });
      return {
        kind: "soapBinding",
        protocol: binding.protocol,
        ...common,
        soapAction: concrete.soapAction,
        style: concrete.style,
        use: concrete.use,
        ...(concrete.bodyNamespace === undefined ? {} : { bodyNamespace: concrete.bodyNamespace }),
        ...(concrete.rpcWrappers === undefined ? {} : { rpcWrappers: concrete.rpcWrappers }),
        ...(concrete.bareBodies === undefined ? {} : { bareBodies: concrete.bareBodies }),
        ...(concrete.bodyParts === undefined ? {} : { inputBodyParts: concrete.bodyParts }),
        ...(concrete.outputBodyParts === undefined ? {} : { outputBodyParts: concrete.outputBodyParts }),
        inputHeaders: headers(concrete.inputHeaders, ownInput ?? input),
        outputHeaders: headers(concrete.outputHeaders, ownOutput ?? output),
        ...(concrete.encodedFaults.length === 0 ? {} : { encodedFaults: concrete.encodedFaults }),
        ...messages,
        ...(binding.addressing === undefined
          ? {}
          : {
              addressing: binding.addressing,
              // A soapAction beside no explicit action is the action (what WCF writes, and JAX-WS reads so).
              inputAction: abstract.inputAction ?? (concrete.soapAction || abstract.defaultInputAction),
              ...(abstract.outputAction === undefined ? {} : { outputAction: abstract.outputAction }),
            }),
        ...(abstract.inputAction === undefined ? {} : { declaredInputAction: abstract.inputAction }),
        ...(binding.mtom === undefined ? {} : { mtom: binding.mtom }),
      };
    }
    let httpOutput = concrete.output;
    const outputMessage = ownOutput ?? output;
    if (httpOutput.kind === "mimeXml" && outputMessage !== undefined) {
      const names = outputMessage.parts.map((part) => part.name);
      if (httpOutput.part === "" && names.length === 1)
        httpOutput = { kind: "mimeXml", part: names[0] ?? "" };
      // An output of no parts (a void .asmx method's `HttpGetOut`) has no mime:mimeXml to name one.
      else if (!names.includes(httpOutput.part) && !(httpOutput.part === "" && names.length === 0))
        warn(
          concrete.provenance,
          `mime:mimeXml of '${name}' in wsdl:binding '${binding.name.local}' names part '${httpOutput.part}', which is not a part of its output message, and is ignored`,
        );
    }
    return {
      kind: "httpBinding",
      protocol: binding.protocol,
      ...common,
      location: concrete.location,
      inputEncoding: concrete.inputEncoding,
      output: httpOutput,
      ...(concrete.parametersType === undefined ? {} : { parametersType: concrete.parametersType }),
      ...messages,
    };
  });
  return {
    kind: "operation",
    name,
    service,
    namespace: primary.binding.portType.namespace,
    input,
    ...(output === undefined ? {} : { output }),
    faults,
    bindings: operationBindings,
    provenance: primary.abstract.provenance,
  };
}

/**
 * A `soap:header` (or `soap:headerfault`) as the element its message part names, or the one made for its `type`
 * part; `own` is the message of the direction it is in, which makes a header of another message implicit.
 */
function soapHeader(
  draft: DraftSoapHeader,
  own: Message | undefined,
  symbols: SymbolTable,
  warn: (provenance: Provenance, message: string) => void,
): SoapHeader | undefined {
  const message = symbols.message.get(keyOf(draft.message));
  // A message that does not exist is reported where references are linked.
  if (message === undefined) return undefined;
  const part = message.parts.find((candidate) => candidate.name === draft.part);
  if (part === undefined) {
    warn(
      draft.provenance,
      `${draft.provenance.construct} names part '${draft.part}', which is not a part of wsdl:message '${message.name.local}'; the header is left out`,
    );
    return undefined;
  }
  const element = part.element ?? draft.element;
  // A type part without an element made for it was reported by the header-type-parts pass.
  if (element === undefined) return undefined;
  const faults = draft.faults.flatMap((fault) => {
    const header = soapHeader(fault, undefined, symbols, warn);
    return header === undefined ? [] : [header];
  });
  return {
    kind: "soapHeader",
    message: draft.message,
    part: draft.part,
    element,
    encoded: draft.encoded,
    implicit: own === undefined || keyOf(own.name) !== keyOf(draft.message),
    faults,
    provenance: draft.provenance,
  };
}
