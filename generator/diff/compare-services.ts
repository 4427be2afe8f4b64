import type { Message, Operation, OperationBinding, Service } from "../model/index.ts";
import type { Change } from "./change.ts";
import { compareTypeRefs } from "./compare-types.ts";
import { definition, joinPath, report, typeLabel, type DiffContext, type Scope } from "./context.ts";
import { operationKey, qnameKey, type ModelIndex } from "./model-index.ts";

const serviceScope = (service: Service, sink: Change[]): Scope => ({
  subject: { kind: "service", name: service.name },
  path: "",
  direction: "both",
  operations: service.operations.map(operationKey).sort(),
  sink,
  compared: new Set(),
});

const operationScope = (operation: Operation, sink: Change[]): Scope => ({
  subject: { kind: "operation", name: operationKey(operation) },
  path: "",
  direction: "both",
  operations: [operationKey(operation)],
  sink,
  compared: new Set(),
});

/** Compares services, their ports and their operations; operations are matched across services by name. */
export function compareServices(context: DiffContext, sink: Change[]): void {
  const oldServices = new Map(context.old.model.services.map((service) => [service.name, service]));
  const newServices = new Map(context.new.model.services.map((service) => [service.name, service]));
  for (const [name, service] of oldServices)
    if (!newServices.has(name))
      report(serviceScope(service, sink), {
        rule: "service-removed",
        message: `service ${name} removed`,
        oldLocation: service.provenance.source,
      });
  for (const [name, service] of newServices) {
    const before = oldServices.get(name);
    if (before === undefined)
      report(serviceScope(service, sink), {
        rule: "service-added",
        message: `service ${name} added`,
        newLocation: service.provenance.source,
      });
    else comparePorts(context, before, service, serviceScope(service, sink));
  }

  const newOperations = context.new.model.services.flatMap((service) => service.operations);
  const oldOperations = context.old.model.services.flatMap((service) => service.operations);
  const matchedNew = new Set<Operation>();
  for (const before of oldOperations) {
    const sameService = newOperations.find(
      (after) => after.name === before.name && after.service === before.service,
    );
    // Moved: gone from its service, and the only operation of that name elsewhere.
    const elsewhere = newOperations.filter(
      (after) =>
        after.name === before.name &&
        after.service !== before.service &&
        !oldOperations.some((other) => other.name === after.name && other.service === after.service),
    );
    const after = sameService ?? (elsewhere.length === 1 ? elsewhere[0] : undefined);
    if (after === undefined) {
      report(operationScope(before, sink), {
        rule: "operation-removed",
        message: `operation ${before.name} removed from service ${before.service}`,
        before: operationSignature(context.old, before),
        oldLocation: before.provenance.source,
      });
      continue;
    }
    matchedNew.add(after);
    const scope = operationScope(after, sink);
    if (after.service !== before.service)
      report(scope, {
        rule: "operation-moved",
        message: `operation ${after.name} moved from service ${before.service} to ${after.service}`,
        before: before.service,
        after: after.service,
        oldLocation: before.provenance.source,
        newLocation: after.provenance.source,
      });
    compareOperation(context, before, after, scope);
  }
  for (const after of newOperations)
    if (!matchedNew.has(after))
      report(operationScope(after, sink), {
        rule: "operation-added",
        message: `operation ${after.name} added to service ${after.service}`,
        after: operationSignature(context.new, after),
        newLocation: after.provenance.source,
      });
}

/** `(userName?: xs:string, ...) -> getMealsResult?: GetMealsResult`: what a reviewer needs of an added or removed operation. */
function operationSignature(index: ModelIndex, operation: Operation): string {
  const members = (message: Message | undefined): string => {
    if (message === undefined) return "(one-way)";
    const [part] = message.parts;
    const wrapper = part?.element === undefined ? undefined : index.elements.get(qnameKey(part.element));
    const type = wrapper === undefined ? undefined : definition(index, wrapper.type);
    if (type?.kind !== "complexType" || type.content.kind !== "elements")
      return message.parts
        .map((item) => `${item.name}${item.type === undefined ? "" : `: ${typeLabel(index, item.type)}`}`)
        .join(", ");
    return type.content.particle.particles
      .map((particle) =>
        particle.kind === "element"
          ? `${particle.name.local}${particle.minOccurs === 0 ? "?" : ""}: ${typeLabel(index, particle.type)}${particle.maxOccurs === 1 ? "" : "[]"}`
          : particle.kind,
      )
      .join(", ");
  };
  const result = members(operation.output);
  return `(${members(operation.input)}) -> ${result === "" ? "(empty)" : result}`;
}

function comparePorts(context: DiffContext, before: Service, after: Service, scope: Scope): void {
  const oldPorts = new Map(before.ports.map((port) => [port.name, port]));
  const newPorts = new Map(after.ports.map((port) => [port.name, port]));
  for (const [name, port] of oldPorts) {
    const partner = newPorts.get(name);
    if (partner === undefined)
      report(scope, {
        rule: "port-removed",
        path: `ports/${name}`,
        message: `port ${name} (${port.protocol}) removed`,
        oldLocation: port.provenance.source,
      });
    else if (partner.address !== context.mapPrefix(port.address))
      report(scope, {
        rule: "port-address-changed",
        path: `ports/${name}`,
        message: `address of port ${name} changed`,
        before: port.address,
        after: partner.address,
        oldLocation: port.provenance.source,
        newLocation: partner.provenance.source,
      });
  }
  for (const [name, port] of newPorts)
    if (!oldPorts.has(name))
      report(scope, {
        rule: "port-added",
        path: `ports/${name}`,
        message: `port ${name} (${port.protocol}) added`,
        newLocation: port.provenance.source,
      });
}

function compareOperation(context: DiffContext, before: Operation, after: Operation, scope: Scope): void {
  if ((before.output === undefined) !== (after.output === undefined))
    report(scope, {
      rule: "operation-output-changed",
      message: after.output === undefined ? "operation became one-way" : "operation now has a response",
      oldLocation: before.provenance.source,
      newLocation: after.provenance.source,
    });
  const first = scope.sink.length;
  compareMessage(context, { ...scope, direction: "request", path: "parameters" }, before.input, after.input);
  if (before.output !== undefined && after.output !== undefined)
    compareMessage(context, { ...scope, direction: "response", path: "result" }, before.output, after.output);
  compareBindingMessages(context, before, after, scope, new Set(scope.sink.slice(first).map(memberKey)));

  const oldFaults = new Set(before.faults.map((fault) => fault.name));
  const newFaults = new Set(after.faults.map((fault) => fault.name));
  for (const fault of after.faults)
    if (!oldFaults.has(fault.name))
      report(scope, {
        rule: "operation-fault-added",
        path: `faults/${fault.name}`,
        message: `fault ${fault.name} added`,
      });
  for (const fault of before.faults)
    if (!newFaults.has(fault.name))
      report(scope, {
        rule: "operation-fault-removed",
        path: `faults/${fault.name}`,
        message: `fault ${fault.name} removed`,
      });

  compareBindings(context, before.bindings, after.bindings, scope);
}

/**
 * Compares the messages of one direction. Document/literal wrapped messages (one part naming an
 * element) compare their wrapper elements, whose children are the parameters or the result; other
 * messages compare their parts as parameters.
 */
function compareMessage(context: DiffContext, scope: Scope, before: Message, after: Message): void {
  const wrapper = (message: Message) =>
    message.parts.length === 1 && message.parts[0]?.element !== undefined
      ? message.parts[0].element
      : undefined;
  const oldWrapper = wrapper(before);
  const newWrapper = wrapper(after);
  const ruleOfDirection =
    scope.direction === "request"
      ? "operation-request-element-changed"
      : "operation-response-element-changed";
  if (oldWrapper !== undefined && newWrapper !== undefined) {
    const mappedOld = { namespace: context.mapNamespace(oldWrapper.namespace), local: oldWrapper.local };
    if (qnameKey(mappedOld) !== qnameKey(newWrapper))
      report(scope, {
        rule: ruleOfDirection,
        message: `wrapper element changed from ${oldWrapper.local} to ${newWrapper.local}`,
        before: qnameKey(oldWrapper),
        after: qnameKey(newWrapper),
      });
    const oldElement = context.old.elements.get(qnameKey(oldWrapper));
    const newElement = context.new.elements.get(qnameKey(newWrapper));
    if (oldElement !== undefined && newElement !== undefined)
      compareTypeRefs(context, scope, "", oldElement.type, newElement.type);
    return;
  }
  if ((oldWrapper === undefined) !== (newWrapper === undefined)) {
    report(scope, {
      rule: ruleOfDirection,
      message: "message changed between a wrapper element and separate parts",
    });
    return;
  }
  const oldParts = new Map(before.parts.map((part) => [part.name, part]));
  const newParts = new Map(after.parts.map((part) => [part.name, part]));
  for (const [name, part] of oldParts)
    if (!newParts.has(name))
      report(scope, {
        rule: "element-removed-required",
        path: name,
        message: `part '${name}' removed`,
        oldLocation: part.provenance.source,
      });
  for (const [name, part] of newParts) {
    const partner = oldParts.get(name);
    if (partner === undefined) {
      report(scope, {
        rule: "element-added-required",
        path: name,
        message: `part '${name}' added`,
        newLocation: part.provenance.source,
      });
      continue;
    }
    if (partner.type !== undefined && part.type !== undefined)
      compareTypeRefs(context, scope, name, partner.type, part.type);
    else if (partner.element !== undefined && part.element !== undefined) {
      const oldElement = context.old.elements.get(qnameKey(partner.element));
      const newElement = context.new.elements.get(qnameKey(part.element));
      if (oldElement !== undefined && newElement !== undefined)
        compareTypeRefs(context, scope, name, oldElement.type, newElement.type);
    } else
      report(scope, {
        rule: "element-type-changed",
        path: name,
        message: `part '${name}' changed between an element and a type`,
        ...(partner.type === undefined ? {} : { before: typeLabel(context.old, partner.type) }),
        ...(part.type === undefined ? {} : { after: typeLabel(context.new, part.type) }),
        extra: { impacts: ["clients", "servers"], reason: "the part is written differently on the wire" },
      });
  }
}

/** A change by rule and member name: the same parameter change seen through another binding's message. */
const memberKey = (change: Change): string => `${change.rule}\u0000${change.path.split("/").pop() ?? ""}`;

/**
 * Compares the messages a binding has of its own (ASMX's HTTP GET/POST: text parameters, the bare
 * result element), reporting only what the operation's messages did not already show.
 */
function compareBindingMessages(
  context: DiffContext,
  before: Operation,
  after: Operation,
  scope: Scope,
  alreadyReported: ReadonlySet<string>,
): void {
  for (const binding of after.bindings) {
    const partner = before.bindings.find((candidate) => candidate.protocol === binding.protocol);
    if (partner === undefined) continue;
    const sides = [
      ["request", "parameters", partner.inputMessage ?? before.input, binding.inputMessage ?? after.input],
      ["response", "result", partner.outputMessage ?? before.output, binding.outputMessage ?? after.output],
    ] as const;
    for (const [direction, label, oldMessage, newMessage] of sides) {
      const own = [partner.inputMessage, binding.inputMessage, partner.outputMessage, binding.outputMessage];
      if (
        oldMessage === undefined ||
        newMessage === undefined ||
        own.every((message) => message === undefined)
      )
        continue;
      const found: Change[] = [];
      compareMessage(
        context,
        { ...scope, direction, path: joinPath("bindings", binding.protocol, label), sink: found },
        oldMessage,
        newMessage,
      );
      scope.sink.push(...found.filter((change) => !alreadyReported.has(memberKey(change))));
    }
  }
}

function compareBindings(
  context: DiffContext,
  before: readonly OperationBinding[],
  after: readonly OperationBinding[],
  scope: Scope,
): void {
  const oldByProtocol = new Map(before.map((binding) => [binding.protocol, binding]));
  const newByProtocol = new Map(after.map((binding) => [binding.protocol, binding]));
  for (const [protocol, binding] of oldByProtocol)
    if (!newByProtocol.has(protocol))
      report(scope, {
        rule: "transport-removed",
        path: joinPath("bindings", protocol),
        message: `no longer available over ${protocol}`,
        oldLocation: binding.provenance.source,
      });
  for (const [protocol, binding] of newByProtocol) {
    const partner = oldByProtocol.get(protocol);
    const path = joinPath("bindings", protocol);
    if (partner === undefined) {
      report(scope, {
        rule: "transport-added",
        path,
        message: `now available over ${protocol}`,
        newLocation: binding.provenance.source,
      });
      continue;
    }
    const locations = { oldLocation: partner.provenance.source, newLocation: binding.provenance.source };
    if (partner.kind === "soapBinding" && binding.kind === "soapBinding") {
      if (context.mapPrefix(partner.soapAction) !== binding.soapAction)
        report(scope, {
          rule: "soap-action-changed",
          path,
          message: "SOAPAction changed",
          before: partner.soapAction,
          after: binding.soapAction,
          ...locations,
        });
      if (partner.style !== binding.style || partner.use !== binding.use)
        report(scope, {
          rule: "binding-style-changed",
          path,
          message: "style or use changed",
          before: `${partner.style}/${partner.use}`,
          after: `${binding.style}/${binding.use}`,
          ...locations,
        });
    } else if (partner.kind === "httpBinding" && binding.kind === "httpBinding") {
      if (partner.location !== binding.location)
        report(scope, {
          rule: "http-location-changed",
          path,
          message: "HTTP location changed",
          before: partner.location,
          after: binding.location,
          ...locations,
        });
      const encoding = (value: OperationBinding): string =>
        value.kind === "httpBinding"
          ? `${value.inputEncoding} -> ${value.output.kind === "mimeXml" ? `mimeXml(${value.output.part})` : value.output.type}`
          : "";
      if (encoding(partner) !== encoding(binding))
        report(scope, {
          rule: "http-encoding-changed",
          path,
          message: "HTTP encoding changed",
          before: encoding(partner),
          after: encoding(binding),
          ...locations,
        });
    }
  }
}
