// The WSDL 1.1 document model, with the SOAP 1.1, SOAP 1.2, HTTP and MIME binding extensions.
import type { QName } from "../model/index.ts";
import type { DocumentNode } from "./node.ts";
import type { XsdSchema } from "./xsd.ts";

/** `wsdl:definitions`. */
export interface WsdlDefinitions extends DocumentNode {
  readonly kind: "definitions";
  /** `targetNamespace` ("" when absent). */
  readonly targetNamespace: string;
  /** `wsdl:import` in document order. */
  readonly imports: readonly WsdlImport[];
  /** Schemas embedded in `wsdl:types`. */
  readonly schemas: readonly XsdSchema[];
  /** `wsdl:message`. */
  readonly messages: readonly WsdlMessage[];
  /** `wsdl:portType`. */
  readonly portTypes: readonly WsdlPortType[];
  /** `wsdl:binding`. */
  readonly bindings: readonly WsdlBinding[];
  /** `wsdl:service`. */
  readonly services: readonly WsdlService[];
  /** `wsp:Policy` children, which bindings refer to by `wsp:PolicyReference`. */
  readonly policies: readonly PolicyOperator[];
}

/**
 * A WS-Policy expression: an operator (`wsp:Policy`, `wsp:All`, `wsp:ExactlyOne`) of nested expressions, a
 * reference to a policy, or an assertion.
 */
export type PolicyExpression = PolicyOperator | PolicyReference | PolicyAssertion;

/** `wsp:Policy`, `wsp:All` or `wsp:ExactlyOne`. */
export interface PolicyOperator extends DocumentNode {
  readonly kind: "policyOperator";
  /** Which operator: a `wsp:Policy` is an `all` of its children. */
  readonly operator: "policy" | "all" | "exactlyOne";
  /** `wsu:Id` or `xml:id` of a `wsp:Policy`, which a `#id` reference names. */
  readonly id?: string;
  /** `Name` of a `wsp:Policy`, an IRI a reference names whole. */
  readonly name?: string;
  /** Nested expressions in document order. */
  readonly children: readonly PolicyExpression[];
}

/** `wsp:PolicyReference`. */
export interface PolicyReference extends DocumentNode {
  readonly kind: "policyReference";
  /** `URI`: `#id` for a policy of the same document, else a policy's `Name` or an external location. */
  readonly uri: string;
}

/** A policy assertion: any element of another namespace inside a policy operator. */
export interface PolicyAssertion extends DocumentNode {
  readonly kind: "policyAssertion";
  /** The assertion's element name. */
  readonly name: QName;
  /** `wsp:Optional="true"`: the assertion's behaviour may be left out. */
  readonly optional: boolean;
}

/** `wsdl:import`. */
export interface WsdlImport extends DocumentNode {
  readonly kind: "import";
  /** `namespace`; WSDL 1.1 requires it, but real WSDLs leave it out and the imported file's targetNamespace is taken. */
  readonly namespace?: string;
  /** `location` as written. */
  readonly location: string;
}

/** `wsdl:message`. */
export interface WsdlMessage extends DocumentNode {
  readonly kind: "message";
  /** `name`. */
  readonly name: string;
  /** `wsdl:part` in document order. */
  readonly parts: readonly WsdlPart[];
}

/** `wsdl:part`. */
export interface WsdlPart extends DocumentNode {
  readonly kind: "part";
  /** `name`. */
  readonly name: string;
  /** `element`. */
  readonly element?: QName;
  /** `type`. */
  readonly type?: QName;
}

/** `wsdl:portType`. */
export interface WsdlPortType extends DocumentNode {
  readonly kind: "portType";
  /** `name`. */
  readonly name: string;
  /** `wsdl:operation` in document order. */
  readonly operations: readonly WsdlOperation[];
}

/** `wsdl:operation` of a port type. */
export interface WsdlOperation extends DocumentNode {
  readonly kind: "operation";
  /** `name`. */
  readonly name: string;
  /** `wsdl:input`. */
  readonly input?: WsdlOperationMessage;
  /** `wsdl:output`. */
  readonly output?: WsdlOperationMessage;
  /** `wsdl:fault` in document order. */
  readonly faults: readonly WsdlOperationMessage[];
}

/** `wsdl:input`, `wsdl:output` or `wsdl:fault` of a port type operation. */
export interface WsdlOperationMessage extends DocumentNode {
  readonly kind: "input" | "output" | "fault";
  /** `name` (required for a fault). */
  readonly name?: string;
  /** `message`. */
  readonly message: QName;
  /** `wsaw:Action` or `wsam:Action`: the WS-Addressing action of the message. */
  readonly action?: string;
}

/** `wsdl:binding`. */
export interface WsdlBinding extends DocumentNode {
  readonly kind: "binding";
  /** `name`. */
  readonly name: string;
  /** `type`: the port type. */
  readonly type: QName;
  /** `soap:binding`, `soap12:binding` or `http:binding`; absent when none is present (reported by the mapping). */
  readonly protocol?: SoapBindingExtension | HttpBindingExtension;
  /** `wsdl:operation` in document order. */
  readonly operations: readonly WsdlBindingOperation[];
  /** `wsp:Policy` and `wsp:PolicyReference` children: the policies attached to the binding. */
  readonly policies: readonly (PolicyOperator | PolicyReference)[];
  /** `wsaw:UsingAddressing` extension (JAX-WS), with its `wsdl:required`. */
  readonly usingAddressing?: { readonly required: boolean };
}

/** `soap:binding` or `soap12:binding`. */
export interface SoapBindingExtension extends DocumentNode {
  readonly kind: "soapBinding";
  /** SOAP version from the extension's namespace. */
  readonly version: "soap11" | "soap12";
  /** `style`. */
  readonly style?: "document" | "rpc";
  /** `transport`. */
  readonly transport?: string;
}

/** `http:binding`. */
export interface HttpBindingExtension extends DocumentNode {
  readonly kind: "httpBinding";
  /** `verb`. */
  readonly verb: string;
}

/** `wsdl:operation` of a binding. */
export interface WsdlBindingOperation extends DocumentNode {
  readonly kind: "bindingOperation";
  /** `name`: the port type operation. */
  readonly name: string;
  /** `soap:operation` / `soap12:operation`. */
  readonly soapOperation?: SoapOperationExtension;
  /** `http:operation`. */
  readonly httpOperation?: HttpOperationExtension;
  /** `wsdl:input`. */
  readonly input?: WsdlBindingMessage;
  /** `wsdl:output`. */
  readonly output?: WsdlBindingMessage;
  /** `wsdl:fault` in document order. */
  readonly faults: readonly WsdlBindingMessage[];
}

/** `soap:operation` / `soap12:operation`. */
export interface SoapOperationExtension extends DocumentNode {
  readonly kind: "soapOperation";
  /** SOAP version from the extension's namespace. */
  readonly version: "soap11" | "soap12";
  /** `soapAction`. */
  readonly soapAction?: string;
  /** `style`. */
  readonly style?: "document" | "rpc";
}

/** `http:operation`. */
export interface HttpOperationExtension extends DocumentNode {
  readonly kind: "httpOperation";
  /** `location`. */
  readonly location: string;
}

/** `wsdl:input`, `wsdl:output` or `wsdl:fault` of a binding operation with its extensions. */
export interface WsdlBindingMessage extends DocumentNode {
  readonly kind: "input" | "output" | "fault";
  /** `name`. */
  readonly name?: string;
  /** Extension elements in document order. */
  readonly extensions: readonly BindingMessageExtension[];
}

/** An extension element inside a binding operation's input, output or fault. */
export type BindingMessageExtension =
  | SoapBodyExtension
  | SoapHeaderExtension
  | SoapFaultExtension
  | HttpUrlEncodedExtension
  | MimeContentExtension
  | MimeXmlExtension
  | MimeMultipartExtension;

/** `soap:body` / `soap12:body`. */
export interface SoapBodyExtension extends DocumentNode {
  readonly kind: "soapBody";
  /** SOAP version from the extension's namespace. */
  readonly version: "soap11" | "soap12";
  /** `use`. */
  readonly use?: "literal" | "encoded";
  /** `parts`. */
  readonly parts?: readonly string[];
  /** `namespace` (rpc style). */
  readonly namespace?: string;
  /** `encodingStyle`. */
  readonly encodingStyle?: string;
}

/** `soap:header` / `soap12:header`. */
export interface SoapHeaderExtension extends DocumentNode {
  readonly kind: "soapHeader";
  /** SOAP version from the extension's namespace. */
  readonly version: "soap11" | "soap12";
  /** `message`. */
  readonly message: QName;
  /** `part`. */
  readonly part: string;
  /** `use`. */
  readonly use?: "literal" | "encoded";
  /** `namespace`: the header block's namespace where its part names a type. */
  readonly namespace?: string;
  /** `soap:headerfault` / `soap12:headerfault` children, in document order. */
  readonly headerFaults: readonly SoapHeaderFaultExtension[];
}

/** `soap:headerfault` / `soap12:headerfault`: a fault about a header, carried in the fault's Header. */
export interface SoapHeaderFaultExtension extends DocumentNode {
  readonly kind: "soapHeaderFault";
  /** `message`. */
  readonly message: QName;
  /** `part`. */
  readonly part: string;
  /** `use`. */
  readonly use?: "literal" | "encoded";
  /** `namespace`, as on `soap:header`. */
  readonly namespace?: string;
}

/** `soap:fault` / `soap12:fault`. */
export interface SoapFaultExtension extends DocumentNode {
  readonly kind: "soapFault";
  /** SOAP version from the extension's namespace. */
  readonly version: "soap11" | "soap12";
  /** `name`. */
  readonly name?: string;
  /** `use`. */
  readonly use?: "literal" | "encoded";
}

/** `http:urlEncoded` or `http:urlReplacement`. */
export interface HttpUrlEncodedExtension extends DocumentNode {
  readonly kind: "httpUrlEncoded" | "httpUrlReplacement";
}

/** `mime:content`. */
export interface MimeContentExtension extends DocumentNode {
  readonly kind: "mimeContent";
  /** `type`. */
  readonly type?: string;
  /** `part`. */
  readonly part?: string;
}

/** `mime:mimeXml`. */
export interface MimeXmlExtension extends DocumentNode {
  readonly kind: "mimeXml";
  /** `part`. */
  readonly part?: string;
}

/** `mime:multipartRelated` (read so it can be reported as unsupported, never dropped). */
export interface MimeMultipartExtension extends DocumentNode {
  readonly kind: "mimeMultipartRelated";
}

/** `wsdl:service`. */
export interface WsdlService extends DocumentNode {
  readonly kind: "service";
  /** `name`. */
  readonly name: string;
  /** `wsdl:port` in document order. */
  readonly ports: readonly WsdlPort[];
}

/** `wsdl:port`. */
export interface WsdlPort extends DocumentNode {
  readonly kind: "port";
  /** `name`. */
  readonly name: string;
  /** `binding`. */
  readonly binding: QName;
  /** `soap:address`, `soap12:address` or `http:address`. */
  readonly address?: PortAddress;
}

/** An address extension of a port. */
export interface PortAddress extends DocumentNode {
  readonly kind: "soapAddress" | "soap12Address" | "httpAddress";
  /** `location`. */
  readonly location: string;
}
