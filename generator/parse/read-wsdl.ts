import { compact } from "../document/compact.ts";
import type {
  BindingMessageExtension,
  HttpBindingExtension,
  HttpOperationExtension,
  PolicyExpression,
  PolicyOperator,
  PolicyReference,
  PortAddress,
  SoapBindingExtension,
  SoapOperationExtension,
  WsdlBinding,
  WsdlBindingMessage,
  WsdlBindingOperation,
  WsdlDefinitions,
  WsdlImport,
  WsdlMessage,
  WsdlOperation,
  WsdlOperationMessage,
  WsdlPort,
  WsdlPortType,
  WsdlService,
  XsdSchema,
} from "../document/index.ts";
import type { QName } from "../model/index.ts";
import { name } from "./element-reader.ts";
import {
  isKnownNamespace,
  isPolicyNamespace,
  isWsPolicyNamespace,
  namespaces,
  policyAssertionNamespaces,
} from "./namespaces.ts";
import { XsdReader } from "./read-xsd.ts";
import type { XmlElement } from "./xml.ts";

const styles = ["document", "rpc"] as const;
const uses = ["literal", "encoded"] as const;

/** Reads `wsdl:definitions` (and the schemas inside `wsdl:types`) into the document model. */
export class WsdlReader extends XsdReader {
  definitions(element: XmlElement): WsdlDefinitions {
    this.checkAttributes(element, ["name", "targetNamespace"]);
    const imports: WsdlImport[] = [];
    const schemas: XsdSchema[] = [];
    const messages: WsdlMessage[] = [];
    const portTypes: WsdlPortType[] = [];
    const bindings: WsdlBinding[] = [];
    const services: WsdlService[] = [];
    for (const child of this.wsdlChildren(element)) {
      switch (child.local) {
        case "import":
          this.checkAttributes(child, ["namespace", "location"]);
          this.noWsdlChildren(child);
          imports.push({
            kind: "import",
            ...compact({ namespace: this.optional(child, "namespace") }),
            location: this.required(child, "location") ?? "",
            ...this.wsdlNode(child),
          });
          break;
        case "types":
          this.checkAttributes(child, []);
          for (const schema of this.extensions(child))
            if (schema.namespace === namespaces.xsd && schema.local === "schema")
              schemas.push(this.schema(schema));
            else if (
              schema.namespace === namespaces.xsd &&
              (schema.local === "import" || schema.local === "include")
            )
              // Not in WSDL 1.1's own examples but common (and read by other stacks): a schema of just this link.
              schemas.push(this.schema(schemaHolding(schema)));
            else this.unexpectedExtension(schema, child);
          break;
        case "message":
          messages.push(this.message(child));
          break;
        case "portType":
          portTypes.push(this.portType(child));
          break;
        case "binding":
          bindings.push(this.binding(child));
          break;
        case "service":
          services.push(this.service(child));
          break;
        default:
          this.unexpectedWsdl(child, element);
      }
    }
    for (const extension of this.extensions(element)) this.unexpectedExtension(extension, element);
    return {
      kind: "definitions",
      targetNamespace: this.optional(element, "targetNamespace") ?? "",
      imports,
      schemas,
      messages,
      portTypes,
      bindings,
      services,
      policies: element.children.flatMap((child) => {
        const policy = isWsPolicyNamespace(child.namespace) ? this.policyExpression(child) : undefined;
        return policy?.kind === "policyOperator" ? [policy] : [];
      }),
      ...this.wsdlNode(element),
    };
  }

  /**
   * A WS-Policy expression: `wsp:Policy`, `wsp:All`, `wsp:ExactlyOne` or `wsp:PolicyReference`; any other
   * element is an assertion (its nested policy is not read: nothing the generated code applies is there).
   */
  private policyExpression(element: XmlElement): PolicyExpression | undefined {
    const source = { source: element.location };
    if (!isWsPolicyNamespace(element.namespace))
      return {
        kind: "policyAssertion",
        name: { namespace: element.namespace, local: element.local },
        optional: element.attributes.some(
          (attribute) =>
            isWsPolicyNamespace(attribute.namespace) &&
            attribute.local === "Optional" &&
            (attribute.value.trim() === "true" || attribute.value.trim() === "1"),
        ),
        ...source,
      };
    if (element.local === "PolicyReference")
      return { kind: "policyReference", uri: this.optional(element, "URI")?.trim() ?? "", ...source };
    const operator = policyOperators.get(element.local);
    if (operator === undefined) return undefined;
    const id =
      element.attributes.find(
        (attribute) => attribute.local === "Id" && attribute.namespace === policyAssertionNamespaces.wsu,
      )?.value ??
      element.attributes.find(
        (attribute) => attribute.local === "id" && attribute.namespace === namespaces.xml,
      )?.value;
    return compact({
      kind: "policyOperator" as const,
      operator,
      id: id?.trim(),
      name: operator === "policy" ? this.optional(element, "Name")?.trim() : undefined,
      children: element.children.flatMap((child) => {
        if (child.namespace === namespaces.wsdl) return [];
        const expression = this.policyExpression(child);
        return expression === undefined ? [] : [expression];
      }),
      ...source,
    });
  }

  private message(element: XmlElement): WsdlMessage {
    this.checkAttributes(element, ["name"]);
    const parts = this.wsdlChildren(element).flatMap((child) => {
      if (child.local !== "part") return (this.unexpectedWsdl(child, element), []);
      this.checkAttributes(child, ["name", "element", "type"]);
      this.noWsdlChildren(child);
      const name = this.required(child, "name") ?? "";
      const partElement = this.qname(child, "element");
      let type = this.qname(child, "type");
      if (partElement !== undefined && type !== undefined)
        this.error(child, `wsdl:part '${name}' needs exactly one of 'element' and 'type'`);
      if (partElement === undefined && type === undefined) {
        // .asmx writes the HTTP GET/POST result of a method returning XmlNode so: any XML document.
        this.warning(
          child,
          `wsdl:part '${name}' has neither 'element' nor 'type': read as of type xs:anyType`,
        );
        type = { namespace: namespaces.xsd, local: "anyType" };
      }
      return [compact({ kind: "part" as const, name, element: partElement, type, ...this.wsdlNode(child) })];
    });
    this.ignoreExtensions(element);
    return { kind: "message", name: this.required(element, "name") ?? "", parts, ...this.wsdlNode(element) };
  }

  private portType(element: XmlElement): WsdlPortType {
    this.checkAttributes(element, ["name"]);
    const operations = this.wsdlChildren(element).flatMap((child) =>
      child.local === "operation" ? [this.operation(child)] : (this.unexpectedWsdl(child, element), []),
    );
    this.ignoreExtensions(element);
    return {
      kind: "portType",
      name: this.required(element, "name") ?? "",
      operations,
      ...this.wsdlNode(element),
    };
  }

  /**
   * The name of a port type's `wsdl:fault`, which WSDL 1.1 requires; one left out is named after its message
   * (a binding names its faults so), with a warning.
   */
  private faultName(element: XmlElement): string | undefined {
    const written = this.optional(element, "name");
    if (written !== undefined) return written;
    const message = this.qname(element, "message", true);
    if (message === undefined) return undefined;
    this.warning(element, `wsdl:fault has no 'name' attribute: named '${message.local}', after its message`);
    return message.local;
  }

  private operation(element: XmlElement): WsdlOperation {
    this.checkAttributes(element, ["name", "parameterOrder"]);
    let input: WsdlOperationMessage | undefined;
    let output: WsdlOperationMessage | undefined;
    const faults: WsdlOperationMessage[] = [];
    for (const child of this.wsdlChildren(element)) {
      const kind = child.local as "input" | "output" | "fault";
      if (
        (kind === "input" && input === undefined) ||
        (kind === "output" && output === undefined) ||
        kind === "fault"
      ) {
        this.checkAttributes(child, ["name", "message"]);
        this.noWsdlChildren(child);
        const item = compact({
          kind,
          name: kind === "fault" ? this.faultName(child) : this.optional(child, "name"),
          message: this.qname(child, "message", true) ?? emptyName,
          action: child.attributes
            .find(
              (attribute) =>
                attribute.local === "Action" &&
                (attribute.namespace === policyAssertionNamespaces.wsaw ||
                  attribute.namespace === policyAssertionNamespaces.wsam),
            )
            ?.value.trim(),
          ...this.wsdlNode(child),
        });
        if (kind === "input") input = item;
        else if (kind === "output") output = item;
        else faults.push(item);
      } else this.unexpectedWsdl(child, element);
    }
    this.ignoreExtensions(element);
    if (input === undefined)
      this.warning(
        element,
        `wsdl:operation '${this.optional(element, "name") ?? ""}' has no wsdl:input: a notification operation gets no client method or handler`,
      );
    return compact({
      kind: "operation" as const,
      name: this.required(element, "name") ?? "",
      input,
      output,
      faults,
      ...this.wsdlNode(element),
    });
  }

  private binding(element: XmlElement): WsdlBinding {
    this.checkAttributes(element, ["name", "type"]);
    let protocol: SoapBindingExtension | HttpBindingExtension | undefined;
    const policies: (PolicyOperator | PolicyReference)[] = [];
    let usingAddressing: { readonly required: boolean } | undefined;
    for (const child of element.children) {
      if (child.namespace === policyAssertionNamespaces.wsaw && child.local === "UsingAddressing")
        usingAddressing = { required: isRequired(child) };
      else if (isWsPolicyNamespace(child.namespace)) {
        const policy = this.policyExpression(child);
        if (policy?.kind === "policyOperator" || policy?.kind === "policyReference") policies.push(policy);
      }
    }
    for (const extension of this.extensions(element)) {
      const version = soapVersion(extension.namespace);
      if (protocol === undefined && version !== undefined && extension.local === "binding") {
        this.checkAttributes(extension, ["style", "transport"]);
        protocol = compact({
          kind: "soapBinding" as const,
          version,
          style: this.oneOf(extension, "style", styles),
          // An anyURI, whose whitespace collapses: `transport="http://schemas.xmlsoap.org/soap/http "` is SOAP/HTTP.
          transport: this.optional(extension, "transport"),
          ...this.wsdlNode(extension),
        });
      } else if (
        protocol === undefined &&
        extension.namespace === namespaces.http &&
        extension.local === "binding"
      ) {
        this.checkAttributes(extension, ["verb"]);
        protocol = {
          kind: "httpBinding",
          verb: this.required(extension, "verb") ?? "",
          ...this.wsdlNode(extension),
        };
      } else this.unexpectedExtension(extension, element);
    }
    const operations = this.wsdlChildren(element).flatMap((child) =>
      child.local === "operation"
        ? [this.bindingOperation(child)]
        : (this.unexpectedWsdl(child, element), []),
    );
    return compact({
      kind: "binding" as const,
      name: this.required(element, "name") ?? "",
      type: this.qname(element, "type", true) ?? emptyName,
      protocol,
      operations,
      policies,
      usingAddressing,
      ...this.wsdlNode(element),
    });
  }

  private bindingOperation(element: XmlElement): WsdlBindingOperation {
    this.checkAttributes(element, ["name"]);
    let soapOperation: SoapOperationExtension | undefined;
    let httpOperation: HttpOperationExtension | undefined;
    for (const extension of this.extensions(element)) {
      const version = soapVersion(extension.namespace);
      if (soapOperation === undefined && version !== undefined && extension.local === "operation") {
        this.checkAttributes(extension, ["soapAction", "style", "soapActionRequired"]);
        soapOperation = compact({
          kind: "soapOperation" as const,
          version,
          soapAction: this.optional(extension, "soapAction"),
          style: this.operationStyle(extension),
          ...this.wsdlNode(extension),
        });
      } else if (
        httpOperation === undefined &&
        extension.namespace === namespaces.http &&
        extension.local === "operation"
      ) {
        this.checkAttributes(extension, ["location"]);
        httpOperation = {
          kind: "httpOperation",
          location: this.required(extension, "location") ?? "",
          ...this.wsdlNode(extension),
        };
      } else this.unexpectedExtension(extension, element);
    }
    let input: WsdlBindingMessage | undefined;
    let output: WsdlBindingMessage | undefined;
    const faults: WsdlBindingMessage[] = [];
    for (const child of this.wsdlChildren(element)) {
      const kind = child.local as "input" | "output" | "fault";
      if (
        (kind === "input" && input === undefined) ||
        (kind === "output" && output === undefined) ||
        kind === "fault"
      ) {
        this.checkAttributes(child, ["name"]);
        this.noWsdlChildren(child);
        const item = compact({
          kind,
          name: this.optional(child, "name"),
          extensions: this.bindingMessageExtensions(child),
          ...this.wsdlNode(child),
        });
        if (kind === "input") input = item;
        else if (kind === "output") output = item;
        else faults.push(item);
      } else this.unexpectedWsdl(child, element);
    }
    return compact({
      kind: "bindingOperation" as const,
      name: this.required(element, "name") ?? "",
      soapOperation,
      httpOperation,
      input,
      output,
      faults,
      ...this.wsdlNode(element),
    });
  }

  /**
   * A soap:operation's `style`. Another value than `document` and `rpc` (CXF's test services write the body's use,
   * `style="literal"`, which wsdl4j keeps and CXF reads as document) is a warning, the binding's style taken.
   */
  private operationStyle(element: XmlElement): "document" | "rpc" | undefined {
    const value = this.optional(element, "style")?.trim();
    if (value === undefined || value === "document" || value === "rpc") return value;
    this.warning(
      element,
      `style="${value}" must be one of 'document', 'rpc'; read as the style of the soap:binding`,
    );
    return undefined;
  }

  private bindingMessageExtensions(element: XmlElement): BindingMessageExtension[] {
    const result: BindingMessageExtension[] = [];
    for (const extension of this.extensions(element)) {
      const version = soapVersion(extension.namespace);
      const node = this.wsdlNode(extension);
      if (version !== undefined && extension.local === "body") {
        this.checkAttributes(extension, ["use", "parts", "namespace", "encodingStyle"]);
        const parts = this.optional(extension, "parts");
        result.push(
          compact({
            kind: "soapBody" as const,
            version,
            use: this.oneOf(extension, "use", uses),
            parts: parts?.split(/\s+/).filter((part) => part !== ""),
            namespace: this.optional(extension, "namespace"),
            encodingStyle: this.optional(extension, "encodingStyle"),
            ...node,
          }),
        );
      } else if (version !== undefined && extension.local === "header") {
        this.checkAttributes(extension, ["message", "part", "use", "namespace", "encodingStyle"]);
        const headerFaults = this.extensions(extension).flatMap((child) => {
          if (child.namespace !== extension.namespace || child.local !== "headerfault") {
            this.unexpectedExtension(child, extension);
            return [];
          }
          this.checkAttributes(child, ["message", "part", "use", "namespace", "encodingStyle"]);
          return [
            compact({
              kind: "soapHeaderFault" as const,
              message: this.qname(child, "message", true) ?? emptyName,
              part: this.required(child, "part") ?? "",
              use: this.oneOf(child, "use", uses),
              namespace: this.optional(child, "namespace"),
              ...this.wsdlNode(child),
            }),
          ];
        });
        result.push(
          compact({
            kind: "soapHeader" as const,
            version,
            message: this.qname(extension, "message", true) ?? emptyName,
            part: this.required(extension, "part") ?? "",
            use: this.oneOf(extension, "use", uses),
            namespace: this.optional(extension, "namespace"),
            headerFaults,
            ...node,
          }),
        );
      } else if (version !== undefined && extension.local === "fault") {
        this.checkAttributes(extension, ["name", "use", "namespace", "encodingStyle"]);
        result.push(
          compact({
            kind: "soapFault" as const,
            version,
            name: this.optional(extension, "name"),
            use: this.oneOf(extension, "use", uses),
            ...node,
          }),
        );
      } else if (
        extension.namespace === namespaces.http &&
        (extension.local === "urlEncoded" || extension.local === "urlReplacement")
      ) {
        this.checkAttributes(extension, []);
        result.push({
          kind: extension.local === "urlEncoded" ? "httpUrlEncoded" : "httpUrlReplacement",
          ...node,
        });
      } else if (extension.namespace === namespaces.mime && extension.local === "content") {
        this.checkAttributes(extension, ["type", "part"]);
        result.push(
          compact({
            kind: "mimeContent" as const,
            type: this.optional(extension, "type"),
            part: this.optional(extension, "part"),
            ...node,
          }),
        );
      } else if (extension.namespace === namespaces.mime && extension.local === "mimeXml") {
        this.checkAttributes(extension, ["part"]);
        result.push(compact({ kind: "mimeXml" as const, part: this.optional(extension, "part"), ...node }));
      } else if (extension.namespace === namespaces.mime && extension.local === "multipartRelated")
        result.push({ kind: "mimeMultipartRelated", ...node });
      else this.unexpectedExtension(extension, element);
    }
    return result;
  }

  private service(element: XmlElement): WsdlService {
    this.checkAttributes(element, ["name"]);
    const ports = this.wsdlChildren(element).flatMap((child) =>
      child.local === "port" ? [this.port(child)] : (this.unexpectedWsdl(child, element), []),
    );
    this.ignoreExtensions(element);
    return { kind: "service", name: this.required(element, "name") ?? "", ports, ...this.wsdlNode(element) };
  }

  private port(element: XmlElement): WsdlPort {
    this.checkAttributes(element, ["name", "binding"]);
    let address: PortAddress | undefined;
    for (const extension of this.extensions(element)) {
      const kind = addressKinds.get(extension.namespace);
      if (address === undefined && kind !== undefined && extension.local === "address") {
        this.checkAttributes(extension, ["location"]);
        address = { kind, location: this.required(extension, "location") ?? "", ...this.wsdlNode(extension) };
      } else this.unexpectedExtension(extension, element);
    }
    this.noWsdlChildren(element);
    return compact({
      kind: "port" as const,
      name: this.required(element, "name") ?? "",
      binding: this.qname(element, "binding", true) ?? emptyName,
      address,
      ...this.wsdlNode(element),
    });
  }

  /** Children in the WSDL namespace other than `wsdl:documentation`. */
  private wsdlChildren(element: XmlElement): XmlElement[] {
    return element.children.filter(
      (child) => child.namespace === namespaces.wsdl && child.local !== "documentation",
    );
  }

  private noWsdlChildren(element: XmlElement): void {
    for (const child of this.wsdlChildren(element)) this.unexpectedWsdl(child, element);
  }

  /**
   * Extension elements (children outside the WSDL namespace). Those of an unknown namespace are skipped
   * here, as WSDL 1.1 allows, unless they carry `wsdl:required="true"`.
   */
  private extensions(element: XmlElement): XmlElement[] {
    const result: XmlElement[] = [];
    for (const child of element.children) {
      if (child.namespace === namespaces.wsdl) continue;
      if (isKnownNamespace(child.namespace)) result.push(child);
      else if (!isRequired(child) || isBindingAddressing(child, element)) continue;
      else if (isPolicyNamespace(child.namespace))
        this.warning(
          child,
          `required extension ${name(child)} is not applied: policies and addressing are the caller's to configure, the messages are generated as the schema types them`,
        );
      else this.error(child, `required extension ${name(child)} is not supported`);
    }
    return result;
  }

  private ignoreExtensions(element: XmlElement): void {
    for (const extension of this.extensions(element)) this.unexpectedExtension(extension, element);
  }

  private unexpectedWsdl(child: XmlElement, parent: XmlElement): void {
    this.error(child, `${name(child)} inside ${name(parent)} is not supported`);
  }

  /**
   * An element of a known namespace where it has no meaning (`xs:annotation` in a port type). WSDL 1.1 lets a
   * reader skip an extension it does not need, so it is skipped with a warning, unless it says it is required.
   */
  private unexpectedExtension(child: XmlElement, parent: XmlElement): void {
    if (isRequired(child))
      this.error(child, `required extension ${name(child)} inside ${name(parent)} is not supported`);
    else this.warning(child, `${name(child)} has no meaning inside ${name(parent)} and is ignored`);
  }

  private wsdlNode(element: XmlElement) {
    const documentation = this.documentation(element, namespaces.wsdl);
    return documentation === undefined
      ? { source: element.location }
      : { source: element.location, documentation };
  }
}

const emptyName: QName = { namespace: "", local: "" };

const policyOperators: ReadonlyMap<string, PolicyOperator["operator"]> = new Map([
  ["Policy", "policy"],
  ["All", "all"],
  ["ExactlyOne", "exactlyOne"],
]);

/** An `xs:schema` with no target namespace holding `link` (an `xs:import` or `xs:include`) alone. */
function schemaHolding(link: XmlElement): XmlElement {
  return {
    namespace: namespaces.xsd,
    local: "schema",
    name: link.name.replace(/[^:]*$/, "schema"),
    attributes: [],
    children: [link],
    text: "",
    namespaces: link.namespaces,
    location: link.location,
  };
}

const addressKinds: ReadonlyMap<string, PortAddress["kind"]> = new Map([
  [namespaces.soap11, "soapAddress"],
  [namespaces.soap12, "soap12Address"],
  [namespaces.http, "httpAddress"],
]);

function soapVersion(namespace: string): "soap11" | "soap12" | undefined {
  if (namespace === namespaces.soap11) return "soap11";
  if (namespace === namespaces.soap12) return "soap12";
  return undefined;
}

/** `wsaw:UsingAddressing` in a binding, which the binding applies (see {@link WsdlBinding.usingAddressing}). */
function isBindingAddressing(child: XmlElement, parent: XmlElement): boolean {
  return (
    parent.namespace === namespaces.wsdl &&
    parent.local === "binding" &&
    child.namespace === policyAssertionNamespaces.wsaw &&
    child.local === "UsingAddressing"
  );
}

function isRequired(element: XmlElement): boolean {
  const value = element.attributes.find(
    (item) => item.namespace === namespaces.wsdl && item.local === "required",
  )?.value;
  return value === "true" || value === "1";
}
