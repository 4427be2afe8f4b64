import type { Provenance, QName } from "./source.ts";
import type { TypeId, TypeRef } from "./types.ts";

/** Transport of a WSDL binding. */
export type Protocol = "soap11" | "soap12" | "httpGet" | "httpPost";

/** A `wsdl:service` with the operations reachable through its ports. */
export interface Service {
  readonly kind: "service";
  /** Service name (local part of the `wsdl:service` name). */
  readonly name: string;
  /** `targetNamespace` of the WSDL that defines it. */
  readonly namespace: string;
  /** Ports in document order. */
  readonly ports: readonly Port[];
  /** Operations of the port type(s) bound by the ports, sorted by name. */
  readonly operations: readonly Operation[];
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** A `wsdl:port`: one binding at one address. */
export interface Port {
  readonly kind: "port";
  /** Port name. */
  readonly name: string;
  /** Qualified name of the binding. */
  readonly binding: QName;
  /** Transport of the binding. */
  readonly protocol: Protocol;
  /** `location` of the soap:address / soap12:address / http:address. */
  readonly address: string;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** An abstract operation with every binding that exposes it. */
export interface Operation {
  readonly kind: "operation";
  /** Operation name. */
  readonly name: string;
  /** Name of the service it belongs to. */
  readonly service: string;
  /** `targetNamespace` of the defining WSDL (the interface version's namespace). */
  readonly namespace: string;
  /** Input message. */
  readonly input: Message;
  /** Output message; absent for a one-way operation. */
  readonly output?: Message;
  /** Fault messages declared on the port type. */
  readonly faults: readonly FaultMessage[];
  /** Bindings of this operation, one per port that exposes it, in port order. */
  readonly bindings: readonly OperationBinding[];
  /** Where the portType operation was declared (documentation of the operation). */
  readonly provenance: Provenance;
}

/** A `wsdl:message` as used by one operation direction. */
export interface Message {
  readonly kind: "message";
  /** Qualified name of the `wsdl:message`. */
  readonly name: QName;
  /** Parts in document order. */
  readonly parts: readonly MessagePart[];
  /** Where the message was declared. */
  readonly provenance: Provenance;
}

/** A `wsdl:part`: either an `element` (document style) or a `type` (rpc style, HTTP parameters). */
export interface MessagePart {
  readonly kind: "part";
  /** Part name. */
  readonly name: string;
  /** Global element the part stands for (document style). */
  readonly element?: QName;
  /** Type of the part (rpc style, HTTP GET/POST parameters), as a TypeRef id or built-in. */
  readonly type?: TypeRef;
  /** Where it was declared. */
  readonly provenance: Provenance;
}

/** A named fault of an operation. */
export interface FaultMessage {
  readonly kind: "fault";
  /** Fault name. */
  readonly name: string;
  /** The fault's message. */
  readonly message: Message;
}

/**
 * The body elements of an rpc/literal operation, made from its parts: `request` named after the operation,
 * `response` after it plus `Response` (absent for a one-way operation), both in the soap:body namespace.
 */
export interface RpcWrappers {
  readonly request: QName;
  readonly response?: QName;
  /**
   * Set where the input soap:body names no namespace (against WS-I BP R2717): `request` takes the WSDL's
   * targetNamespace, and peers send it in others (PHP's SoapClient in the SOAP envelope's).
   */
  readonly requestNamespaceImplied?: true;
  /** Set where the output soap:body names no namespace: `response` takes the WSDL's targetNamespace. */
  readonly responseNamespaceImplied?: true;
}

/**
 * The SOAP Body of a document/literal operation whose message is not one `element` part (several parts, or a
 * part of a `type`): the Body holds the parts side by side, with no wrapper element, as the members of a type
 * made from them (an `element` part as that element, a `type` part as an unqualified element named after the
 * part), declared in `Model.types`. Absent for a direction that is one element part, as usual.
 */
export interface BareBodies {
  /** Id of the type of the request's Body. */
  readonly request?: TypeId;
  /** Id of the type of the response's Body. */
  readonly response?: TypeId;
}

/** How one binding exposes an operation. */
export type OperationBinding = SoapOperationBinding | HttpOperationBinding;

/** SOAP 1.1 or 1.2 binding of an operation. */
export interface SoapOperationBinding {
  readonly kind: "soapBinding";
  /** `soap11` or `soap12`. */
  readonly protocol: "soap11" | "soap12";
  /** Binding name. */
  readonly binding: QName;
  /** Port name(s) using this binding, in document order. */
  readonly ports: readonly string[];
  /** Addresses of those ports. */
  readonly addresses: readonly string[];
  /** `soapAction` ("" when absent). */
  readonly soapAction: string;
  /** `style`, from the operation or else the binding. */
  readonly style: "document" | "rpc";
  /** `use` of the input and output bodies. */
  readonly use: "literal" | "encoded";
  /** `namespace` of the input soap:body: the namespace of the rpc wrapper element; absent when not written. */
  readonly bodyNamespace?: string;
  /** An rpc/literal operation's wrapper elements, declared in `Model.elements`; absent for document style. */
  readonly rpcWrappers?: RpcWrappers;
  /** A document/literal operation's Body types where a message is not one element part; absent otherwise. */
  readonly bareBodies?: BareBodies;
  /**
   * The parts the request's soap:body carries (`soap:body parts`), where it names them; absent when it carries
   * every part its headers leave.
   */
  readonly inputBodyParts?: readonly string[];
  /** The parts the response's soap:body carries, where it names them. */
  readonly outputBodyParts?: readonly string[];
  /** `soap:header` blocks of the request, in document order. */
  readonly inputHeaders: readonly SoapHeader[];
  /** `soap:header` blocks of the response, in document order. */
  readonly outputHeaders: readonly SoapHeader[];
  /** Names of the faults bound with `soap:fault use="encoded"`, their detail in SOAP encoding; absent when none. */
  readonly encodedFaults?: readonly string[];
  /**
   * Input message of the port type operation this binding binds, present only when it differs from the
   * operation's `input` (an ASMX service gives its HTTP GET/POST port types their own messages, with `type`
   * parts for the parameters and the bare result element as output): use `inputMessage ?? operation.input`.
   */
  readonly inputMessage?: Message;
  /** Output message of that port type operation, present only when it differs from the operation's `output`. */
  readonly outputMessage?: Message;
  /**
   * WS-Addressing 1.0 headers the binding's policy or `wsaw:UsingAddressing` ask for: `required`, or `optional`
   * (accepted, not required); absent where the binding says nothing of addressing.
   */
  readonly addressing?: "required" | "optional";
  /** The request's `wsa:Action` where addressing applies: `wsaw:Action`/`wsam:Action`, else the soapAction, else the default pattern's. */
  readonly inputAction?: string;
  /** The response's `wsa:Action` where addressing applies and the operation has an output. */
  readonly outputAction?: string;
  /**
   * The request's `wsaw:Action`/`wsam:Action` as the port type writes it, whatever the binding says of addressing:
   * JAX-WS RI clients send it as the SOAP action where the binding's soapAction is empty.
   */
  readonly declaredInputAction?: string;
  /** The binding's policy takes MTOM packages only (`wsoma:OptimizedMimeSerialization`); absent otherwise. */
  readonly mtom?: true;
  /** Provenance of the binding operation. */
  readonly provenance: Provenance;
}

/** HTTP GET or POST binding of an operation (`http:binding verb`). */
export interface HttpOperationBinding {
  readonly kind: "httpBinding";
  /** `httpGet` or `httpPost`. */
  readonly protocol: "httpGet" | "httpPost";
  /** Binding name. */
  readonly binding: QName;
  /** Port name(s) using this binding. */
  readonly ports: readonly string[];
  /** Addresses of those ports. */
  readonly addresses: readonly string[];
  /** `http:operation location`, e.g. `/GetMeals`. */
  readonly location: string;
  /**
   * How input parameters travel: `urlEncoded` (query or form), or a mime content type (`http:urlReplacement`
   * leaves the operation out of its binding).
   */
  readonly inputEncoding: "urlEncoded" | "application/x-www-form-urlencoded";
  /** Output: `mimeXml` naming the root element through a part, or another mime type. */
  readonly output:
    { readonly kind: "mimeXml"; readonly part: string } | { readonly kind: "mime"; readonly type: string };
  /**
   * Id of the request's type where no SOAP binding of the service types the request (an .asmx description of
   * HTTP bindings only): one member per part of the input message, declared in `Model.types`. Absent otherwise.
   */
  readonly parametersType?: TypeId;
  /**
   * Input message of the port type operation this binding binds, present only when it differs from the
   * operation's `input` (an ASMX service gives its HTTP GET/POST port types their own messages, with `type`
   * parts for the parameters and the bare result element as output): use `inputMessage ?? operation.input`.
   */
  readonly inputMessage?: Message;
  /** Output message of that port type operation, present only when it differs from the operation's `output`. */
  readonly outputMessage?: Message;
  /** Provenance of the binding operation. */
  readonly provenance: Provenance;
}

/** A `soap:header` (or `soap:headerfault`): one header block, the global element a message part names. */
export interface SoapHeader {
  readonly kind: "soapHeader";
  /** The message holding the part. */
  readonly message: QName;
  /** The part's name. */
  readonly part: string;
  /** The global element the part names: the header block's element. */
  readonly element: QName;
  /** `use="encoded"`: the block is written and read in SOAP encoding (`encodingStyle`, `xsi:type`). */
  readonly encoded: boolean;
  /** The message is not the operation's own input or output (an implicit header). */
  readonly implicit: boolean;
  /** `soap:headerfault` blocks: header blocks a fault about this header carries. */
  readonly faults: readonly SoapHeader[];
  /** Where the `soap:header` was declared. */
  readonly provenance: Provenance;
}
