import type { DraftBinding, DraftPort, DraftService } from "./draft.ts";

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
