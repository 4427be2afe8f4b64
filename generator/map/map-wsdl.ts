import { compact } from "../document/compact.ts";
import type {
  BindingMessageExtension,
  DocumentNode,
  SoapHeaderExtension,
  WsdlBinding,
  WsdlBindingOperation,
  WsdlDefinitions,
} from "../document/index.ts";
import type { MessagePart, Protocol, Provenance, QName } from "../model/index.ts";
import type { DraftBindingOperation, DraftPort, DraftSoapHeader } from "./draft.ts";
import { provenanceOf } from "./map-schema.ts";
import { bindingPolicy } from "./policies.ts";
import type { DraftSink } from "./sink.ts";

/** Maps messages, port types, bindings and services of one `wsdl:definitions` (its schemas are mapped apart). */
export function mapDefinitions(definitions: WsdlDefinitions, sink: DraftSink): void {
  const namespace = definitions.targetNamespace;
  const qualified = (local: string): QName => ({ namespace, local });

  for (const message of definitions.messages) {
    const parts = message.parts.map((part): MessagePart => {
      const provenance = provenanceOf(part, "wsdl:part");
      const from = `wsdl:part '${part.name}' of wsdl:message '${message.name}'`;
      return compact({
        kind: "part" as const,
        name: part.name,
        element:
          part.element === undefined
            ? undefined
            : sink.refer("element", part.element, from, provenance, qualified(message.name)),
        type:
          part.type === undefined
            ? undefined
            : sink.typeRef(part.type, from, provenance, qualified(message.name)),
        provenance,
      });
    });
    sink.messages.push({
      kind: "message",
      name: qualified(message.name),
      parts,
      provenance: provenanceOf(message, "wsdl:message"),
    });
  }

  for (const portType of definitions.portTypes) {
    const operations = portType.operations.flatMap((operation) => {
      const provenance = provenanceOf(operation, "wsdl:operation");
      const from = `wsdl:operation '${operation.name}' of wsdl:portType '${portType.name}'`;
      if (operation.input === undefined) return [];
      const message = (item: { readonly kind: string; readonly message: QName } & DocumentNode): QName =>
        sink.refer("message", item.message, from, provenanceOf(item, `wsdl:${item.kind}`));
      const action = (name: string | undefined, fallback: string): string =>
        defaultAction(namespace, portType.name, name ?? fallback);
      return [
        compact({
          name: operation.name,
          input: message(operation.input),
          output: operation.output === undefined ? undefined : message(operation.output),
          inputAction: operation.input.action,
          defaultInputAction: action(
            operation.input.name,
            operation.output === undefined ? operation.name : `${operation.name}Request`,
          ),
          outputAction:
            operation.output === undefined
              ? undefined
              : (operation.output.action ?? action(operation.output.name, `${operation.name}Response`)),
          faults: operation.faults.map((fault) => ({
            name: fault.name ?? "",
            message: sink.refer(
              "message",
              fault.message,
              `wsdl:fault '${fault.name ?? ""}' of ${from}`,
              provenanceOf(fault, "wsdl:fault"),
            ),
          })),
          provenance,
        }),
      ];
    });
    sink.portTypes.push({
      kind: "portType",
      name: qualified(portType.name),
      operations,
      notifications: portType.operations
        .filter((operation) => operation.input === undefined)
        .map((operation) => operation.name),
      provenance: provenanceOf(portType, "wsdl:portType"),
    });
  }

  // Bindings the generated code cannot speak (WCF's net.tcp beside its HTTP ones): left out with their ports.
  const leftOutBindings = new Set<string>();
  for (const binding of definitions.bindings) {
    const provenance = provenanceOf(binding, "wsdl:binding");
    const protocol = bindingProtocol(binding, provenance, sink);
    if (protocol === undefined) {
      leftOutBindings.add(`{${namespace}}${binding.name}`);
      continue;
    }
    const operations: DraftBindingOperation[] = [];
    const unsupported: Unsupported[] = [];
    for (const operation of binding.operations) {
      const mapped = bindingOperation(binding, operation, protocol, sink);
      if ("form" in mapped) unsupported.push(mapped);
      else operations.push(mapped);
    }
    if (unsupported.length > 0 && operations.length === 0) {
      // Nothing of it could be called: one warning for the binding, not one per operation.
      sink.warning(
        provenance,
        `wsdl:binding '${binding.name}' sends ${formsOf(unsupported)}, which the generated client and server do not speak; the binding and its ports are left out`,
      );
      leftOutBindings.add(`{${namespace}}${binding.name}`);
      continue;
    }
    for (const { operation, form, provenance: at } of unsupported)
      sink.warning(
        at,
        `wsdl:operation '${operation}' of wsdl:binding '${binding.name}' sends ${form}, which the generated client and server do not speak: the operation is left out of this binding`,
      );
    const leftOut = unsupported.map((item) => item.operation);
    sink.bindings.push({
      kind: "binding",
      name: qualified(binding.name),
      portType: sink.refer("portType", binding.type, `wsdl:binding '${binding.name}'`, provenance),
      protocol,
      operations,
      leftOut,
      ...(protocol === "soap11" || protocol === "soap12" ? bindingPolicy(binding, definitions, sink) : {}),
      provenance,
    });
  }

  for (const service of definitions.services) {
    const ports = service.ports.flatMap((port): DraftPort[] => {
      if (leftOutBindings.has(`{${port.binding.namespace}}${port.binding.local}`)) return [];
      const provenance = provenanceOf(port, "wsdl:port");
      if (port.address === undefined) {
        sink.warning(
          provenance,
          `wsdl:port '${port.name}' has no soap:address, soap12:address or http:address, and is left out`,
        );
        return [];
      }
      const scheme = otherScheme(port.address.location);
      if (scheme !== undefined) {
        sink.warning(
          provenance,
          `wsdl:port '${port.name}' has the address '${port.address.location}', which is not reached over HTTP (${scheme}:), and is left out`,
        );
        return [];
      }
      const binding = sink.refer("binding", port.binding, `wsdl:port '${port.name}'`, provenance);
      const addressKind =
        port.address.kind === "soapAddress"
          ? "soap11"
          : port.address.kind === "soap12Address"
            ? "soap12"
            : "http";
      return [{ name: port.name, binding, address: port.address.location, addressKind, provenance }];
    });
    const provenance = provenanceOf(service, "wsdl:service");
    // Nothing of it can be called: a client and handlers without a method would only mislead.
    if (ports.length === 0 && service.ports.length > 0) {
      sink.warning(provenance, `wsdl:service '${service.name}' has no port left, and is left out`);
      continue;
    }
    sink.services.push({ kind: "service", name: qualified(service.name), ports, provenance });
  }
}

/**
 * The action WS-Addressing Metadata (section 4.4.4) gives a message without an explicit one:
 * `[target namespace][delimiter][port type name][delimiter][message name]`, the delimiter `:` for a URN and `/`
 * otherwise, not repeated where the namespace ends with it.
 */
function defaultAction(namespace: string, portType: string, message: string): string {
  const delimiter = /^urn:/i.test(namespace) ? ":" : "/";
  const base = namespace.endsWith(delimiter) ? namespace : `${namespace}${delimiter}`;
  return `${base}${portType}${delimiter}${message}`;
}

function bindingProtocol(
  binding: WsdlBinding,
  provenance: Provenance,
  sink: DraftSink,
): Protocol | undefined {
  const protocol = binding.protocol;
  const leftOut = "; the binding and its ports are left out";
  if (protocol === undefined) {
    sink.warning(
      provenance,
      `wsdl:binding '${binding.name}' has none of soap:binding, soap12:binding and http:binding${leftOut}`,
    );
    return undefined;
  }
  if (protocol.kind === "soapBinding") {
    const soapHttp = [
      "http://schemas.xmlsoap.org/soap/http",
      "http://www.w3.org/2003/05/soap/bindings/HTTP/",
    ];
    if (protocol.transport === undefined || soapHttp.includes(protocol.transport)) return protocol.version;
    sink.warning(
      provenanceOf(protocol, "soap:binding"),
      `transport '${protocol.transport}' of wsdl:binding '${binding.name}' is not supported (only SOAP over HTTP)${leftOut}`,
    );
    return undefined;
  }
  if (protocol.verb === "GET") return "httpGet";
  if (protocol.verb === "POST") return "httpPost";
  sink.warning(
    provenanceOf(protocol, "http:binding"),
    `http:binding verb '${protocol.verb}' is not supported (only GET and POST)${leftOut}`,
  );
  return undefined;
}

/** An operation of a binding whose messages travel in a form the generated client and server do not speak. */
interface Unsupported {
  readonly operation: string;
  readonly form: string;
  readonly provenance: Provenance;
}

/** The forms of `unsupported`, each once, with the operations that send it where they are not all of one form. */
function formsOf(unsupported: readonly Unsupported[]): string {
  const byForm = new Map<string, Unsupported[]>();
  for (const item of unsupported) byForm.set(item.form, [...(byForm.get(item.form) ?? []), item]);
  if (byForm.size === 1) return unsupported[0]?.form ?? "";
  return [...byForm]
    .map(([form, items]) => `${form} (${items.map((item) => `'${item.operation}'`).join(", ")})`)
    .join(", ");
}

/**
 * The binding of one operation; what is unsupported of it where its messages travel in a form the generated
 * client and server do not speak (an XML or multipart HTTP body, attachments): the operation is then left out
 * of this binding and keeps the others (Axis2 publishes such an HTTP binding beside its SOAP ones), or the
 * binding is left out where none of its operations is left.
 */
function bindingOperation(
  binding: WsdlBinding,
  operation: WsdlBindingOperation,
  protocol: Protocol,
  sink: DraftSink,
): DraftBindingOperation | Unsupported {
  const provenance = provenanceOf(operation, "wsdl:operation");
  const soap = protocol === "soap11" || protocol === "soap12";
  const where = `wsdl:operation '${operation.name}' of wsdl:binding '${binding.name}'`;
  const bindingStyle = binding.protocol?.kind === "soapBinding" ? binding.protocol.style : undefined;
  let use: "literal" | "encoded" = "literal";
  let bodyParts: readonly string[] | undefined;
  let bodyNamespace: string | undefined;
  let outputBodyParts: readonly string[] | undefined;
  let outputBodyNamespace: string | undefined;
  let inputEncoding: DraftBindingOperation["inputEncoding"] = "urlEncoded";
  let output: DraftBindingOperation["output"] = { kind: "mimeXml", part: "" };
  const inputHeaders: DraftSoapHeader[] = [];
  const outputHeaders: DraftSoapHeader[] = [];
  const encodedFaults: string[] = [];
  let unsupported: { readonly provenance: Provenance; readonly form: string } | undefined;

  if (soap && operation.httpOperation !== undefined)
    sink.error(
      provenanceOf(operation.httpOperation, "http:operation"),
      `http:operation inside SOAP ${where}`,
    );
  if (!soap && operation.soapOperation !== undefined)
    sink.error(
      provenanceOf(operation.soapOperation, "soap:operation"),
      `soap:operation inside HTTP ${where}`,
    );
  if (!soap && operation.httpOperation === undefined)
    sink.error(provenance, `${where} has no http:operation location`);

  for (const message of [operation.input, operation.output, ...operation.faults]) {
    if (message === undefined) continue;
    for (const extension of message.extensions) {
      const extensionProvenance = provenanceOf(extension, extensionConstruct(extension));
      const misplaced = (): void =>
        sink.error(
          extensionProvenance,
          `${extensionProvenance.construct} inside wsdl:${message.kind} of ${soap ? "SOAP" : "HTTP"} ${where} is not supported`,
        );
      if (soap && message.kind === "fault" && extension.kind !== "soapFault") {
        // A fault's detail is read and written whatever its binding says: nothing depends on the rest.
        sink.warning(
          extensionProvenance,
          `${extensionProvenance.construct} inside wsdl:fault of ${where} is ignored (a fault is bound with soap:fault)`,
        );
        continue;
      }
      switch (extension.kind) {
        case "soapBody":
          if (!soap) misplaced();
          else if (message.kind === "input") {
            use = extension.use ?? "literal";
            bodyParts = extension.parts;
            bodyNamespace = extension.namespace;
          } else {
            if (extension.use === "encoded") use = "encoded";
            outputBodyParts = extension.parts;
            outputBodyNamespace = extension.namespace;
          }
          break;
        case "soapHeader":
          if (!soap) misplaced();
          else {
            const header = soapHeader(extension, extensionProvenance, where, sink);
            if (message.kind === "input") inputHeaders.push(header);
            else outputHeaders.push(header);
          }
          break;
        case "soapFault":
          if (!soap || message.kind !== "fault") misplaced();
          else if (extension.use === "encoded") encodedFaults.push(message.name ?? extension.name ?? "");
          break;
        case "httpUrlEncoded":
          if (soap || message.kind !== "input") misplaced();
          break;
        case "httpUrlReplacement":
          if (soap || message.kind !== "input") misplaced();
          else
            unsupported ??= {
              provenance: extensionProvenance,
              form: "its parameters in the URL path (http:urlReplacement)",
            };
          break;
        case "mimeContent":
          if (soap) misplaced();
          else if (message.kind === "input") {
            if (extension.type === "application/x-www-form-urlencoded") inputEncoding = extension.type;
            else
              unsupported ??= {
                provenance: extensionProvenance,
                form: `an input of mime:content type '${extension.type ?? ""}'`,
              };
          } else if (message.kind === "output") output = { kind: "mime", type: extension.type ?? "" };
          else misplaced();
          break;
        case "mimeXml":
          if (soap || message.kind === "fault") misplaced();
          else if (message.kind === "input")
            unsupported ??= { provenance: extensionProvenance, form: "an XML document input (mime:mimeXml)" };
          else output = { kind: "mimeXml", part: extension.part ?? "" };
          break;
        case "mimeMultipartRelated":
          unsupported ??= { provenance: extensionProvenance, form: "mime:multipartRelated (attachments)" };
      }
    }
  }
  if (unsupported !== undefined) return { operation: operation.name, ...unsupported };
  return compact({
    name: operation.name,
    soapAction: operation.soapOperation?.soapAction ?? "",
    style: operation.soapOperation?.style ?? bindingStyle ?? "document",
    use,
    bodyParts,
    bodyNamespace,
    outputBodyParts,
    outputBodyNamespace,
    inputHeaders,
    outputHeaders,
    encodedFaults,
    location: operation.httpOperation?.location ?? "",
    inputEncoding,
    output,
    provenance,
  });
}

/** A `soap:header` with its `soap:headerfault`s, their messages referred to (resolved later). */
function soapHeader(
  extension: SoapHeaderExtension,
  provenance: Provenance,
  where: string,
  sink: DraftSink,
): DraftSoapHeader {
  const from = `soap:header (part '${extension.part}') of ${where}`;
  const message = sink.refer("message", extension.message, from, provenance);
  const faults = extension.headerFaults.map((fault): DraftSoapHeader => {
    const faultProvenance = provenanceOf(fault, provenance.construct.replace(/header$/, "headerfault"));
    return compact({
      message: sink.refer("message", fault.message, `soap:headerfault of ${from}`, faultProvenance),
      part: fault.part,
      namespace: fault.namespace,
      encoded: fault.use === "encoded",
      faults: [],
      provenance: faultProvenance,
    });
  });
  return compact({
    message,
    part: extension.part,
    namespace: extension.namespace,
    encoded: extension.use === "encoded",
    faults,
    provenance,
  });
}

function extensionConstruct(extension: BindingMessageExtension): string {
  switch (extension.kind) {
    case "soapBody":
    case "soapHeader":
    case "soapFault":
      return `${extension.version === "soap11" ? "soap" : "soap12"}:${extension.kind.slice(4).toLowerCase()}`;
    case "httpUrlEncoded":
      return "http:urlEncoded";
    case "httpUrlReplacement":
      return "http:urlReplacement";
    case "mimeContent":
      return "mime:content";
    case "mimeXml":
      return "mime:mimeXml";
    case "mimeMultipartRelated":
      return "mime:multipartRelated";
  }
}

/**
 * The scheme of an address that is not an http(s) URL: CXF's `jms:jndi:...` beside a SOAP/HTTP binding, WCF's
 * `net.pipe:`. An address without a scheme (`REPLACE_WITH_ACTUAL_URL`, `localhost:8080/ws`) is not one.
 */
function otherScheme(address: string): string | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(address.trim())?.[1]?.toLowerCase();
  return scheme === undefined || scheme === "http" || scheme === "https" ? undefined : scheme;
}
