import type { DraftBinding, DraftMessage, DraftPort, DraftPortType, DraftService } from "./draft.ts";
import type { WsdlBinding } from "../document/index.ts";
import type { QName } from "../model/index.ts";
import type { DraftSink } from "./sink.ts";

/**
 * The bindings of WSDLs that declare port types only (an abstract WSDL, whose bindings a deployment adds): one per
 * port type, named after it, as JAX-WS binds a service interface without @SOAPBinding (SOAP 1.1, document/literal,
 * no soapAction); rpc/literal where a message has a part of a type, which a document body cannot carry.
 */
export function bindingsOfPortTypes(
  portTypes: readonly DraftPortType[],
  messages: readonly DraftMessage[],
  sink: DraftSink,
): DraftBinding[] {
  const byName = new Map(
    messages.map((message) => [`{${message.name.namespace}}${message.name.local}`, message]),
  );
  const typed = (name: QName | undefined): boolean =>
    name !== undefined &&
    (byName.get(`{${name.namespace}}${name.local}`)?.parts.some((part) => part.type !== undefined) ?? false);
  return portTypes
    .filter((portType) => portType.operations.length > 0)
    .map((portType): DraftBinding => {
      const rpc = portType.operations.some((operation) => typed(operation.input) || typed(operation.output));
      sink.warning(
        portType.provenance,
        `wsdl:portType '${portType.name.local}' is bound by no wsdl:binding: read as bound to SOAP 1.1 ${rpc ? "rpc" : "document"}/literal without a soapAction, as JAX-WS binds an interface by default`,
      );
      return {
        kind: "binding",
        name: portType.name,
        portType: portType.name,
        protocol: "soap11",
        operations: portType.operations.map((operation) => ({
          name: operation.name,
          soapAction: "",
          style: rpc ? "rpc" : "document",
          use: "literal",
          ...(rpc ? { bodyNamespace: portType.name.namespace } : {}),
          inputHeaders: [],
          outputHeaders: [],
          encodedFaults: [],
          location: "",
          inputEncoding: "urlEncoded",
          output: { kind: "mimeXml", part: "" },
          provenance: operation.provenance,
        })),
        leftOut: [],
        provenance: portType.provenance,
      };
    });
}

/**
 * Warns of each port type with operations that no wsdl:binding of a WSDL that has bindings binds: its operations
 * are in no package (a port type bound only by a binding left out was already reported with that binding).
 */
export function warnUnboundPortTypes(
  portTypes: readonly DraftPortType[],
  bindings: readonly WsdlBinding[],
  sink: DraftSink,
): void {
  const bound = new Set(bindings.map((binding) => `{${binding.type.namespace}}${binding.type.local}`));
  for (const binding of sink.bindings) bound.add(`{${binding.portType.namespace}}${binding.portType.local}`);
  for (const portType of portTypes) {
    if (portType.operations.length === 0 || bound.has(`{${portType.name.namespace}}${portType.name.local}`))
      continue;
    sink.warning(
      portType.provenance,
      `wsdl:portType '${portType.name.local}' is bound by no wsdl:binding, and its operations are not generated`,
    );
  }
}

/**
 * The services of WSDLs that declare no wsdl:service (ONVIF's, whose devices tell each service's address at run time):
 * one per port type, named after it, with a port per binding of it and no address, so every bound operation
 * still gets a client method and a handler.
 */
export function servicesOfBindings(bindings: readonly DraftBinding[]): DraftService[] {
  const byPortType = new Map<string, DraftService>();
  for (const binding of bindings) {
    const port: DraftPort = {
      name: binding.name.local,
      binding: binding.name,
      address: "",
      addressKind:
        binding.protocol === "httpGet" || binding.protocol === "httpPost" ? "http" : binding.protocol,
      provenance: binding.provenance,
    };
    const key = `{${binding.portType.namespace}}${binding.portType.local}`;
    const service = byPortType.get(key);
    byPortType.set(
      key,
      service === undefined
        ? {
            kind: "service",
            name: binding.portType,
            ports: [port],
            provenance: { source: binding.provenance.source, construct: binding.provenance.construct },
          }
        : { ...service, ports: [...service.ports, port] },
    );
  }
  return [...byPortType.values()];
}

/**
 * Warns of each binding with operations that no wsdl:port of the WSDL's services names: a WSDL with services
 * gets packages of those services only, so its operations are not generated (a port naming a binding that is not
 * declared, a misspelt one, leaves the binding it meant out this way).
 */
export function warnBindingsWithoutPort(
  bindings: readonly DraftBinding[],
  services: readonly DraftService[],
  sink: DraftSink,
): void {
  const named = new Set(
    services.flatMap((service) =>
      service.ports.map((port) => `{${port.binding.namespace}}${port.binding.local}`),
    ),
  );
  for (const binding of bindings) {
    if (binding.operations.length === 0 || named.has(`{${binding.name.namespace}}${binding.name.local}`))
      continue;
    sink.warning(
      binding.provenance,
      `wsdl:binding '${binding.name.local}' is named by no wsdl:port of the WSDL's services, and its operations are not generated`,
    );
  }
}
