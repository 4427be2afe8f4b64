/**
 * The runtime's symbol manifest: every symbol generated code may import, with the runtime module that
 * exports it and whether it is type-only. The emitter refers to runtime symbols only through this object,
 * so a renamed or missing runtime export is a compile error in the generator, not in generated code.
 *
 * ```ts
 * import { runtimeSymbols } from "../runtime/manifest.ts";
 * const { module, name, typeOnly } = runtimeSymbols.complexType; // "xml-reader", "complexType", false
 * ```
 *
 * Value symbols are checked against the modules' real exports (`typeof import`); type-only symbols are
 * checked by the `TypeSymbolsExist` list below, which names each of them.
 * @module
 */
import type * as addressing from "./addressing.ts";
import type * as brand from "./brand.ts";
import type * as charset from "./charset.ts";
import type * as discovery from "./discovery.ts";
import type * as httpClient from "./http-client.ts";
import type * as httpServer from "./http-server.ts";
import type * as mediaType from "./media-type.ts";
import type * as operation from "./operation.ts";
import type * as plainObject from "./plain-object.ts";
import type * as redact from "./redact.ts";
import type * as scalars from "./scalars.ts";
import type * as servicePage from "./service-page.ts";
import type * as simpleType from "./simple-type.ts";
import type * as soap from "./soap.ts";
import type * as soapEncoding from "./soap-encoding.ts";
import type * as substitutionGroup from "./substitution-group.ts";
import type * as typedValue from "./typed-value.ts";
import type * as validation from "./validation.ts";
import type * as writeBatch from "./write-batch.ts";
import type * as wsSecurity from "./ws-security.ts";
import type * as xmlContent from "./xml-content.ts";
import type * as xmlElement from "./xml-element.ts";
import type * as xmlNames from "./xml-names.ts";
import type * as xmlReader from "./xml-reader.ts";
import type * as xmlScanner from "./xml-scanner.ts";
import type * as xmlWriter from "./xml-writer.ts";
import type * as xop from "./xop.ts";

/** The runtime modules, by file name without extension, with their export types. */
interface RuntimeModules {
  addressing: typeof addressing;
  brand: typeof brand;
  charset: typeof charset;
  discovery: typeof discovery;
  "http-client": typeof httpClient;
  "http-server": typeof httpServer;
  "media-type": typeof mediaType;
  operation: typeof operation;
  "plain-object": typeof plainObject;
  redact: typeof redact;
  scalars: typeof scalars;
  "service-page": typeof servicePage;
  "simple-type": typeof simpleType;
  soap: typeof soap;
  "soap-encoding": typeof soapEncoding;
  "substitution-group": typeof substitutionGroup;
  "typed-value": typeof typedValue;
  validation: typeof validation;
  "write-batch": typeof writeBatch;
  "ws-security": typeof wsSecurity;
  "xml-content": typeof xmlContent;
  "xml-element": typeof xmlElement;
  "xml-names": typeof xmlNames;
  "xml-reader": typeof xmlReader;
  "xml-scanner": typeof xmlScanner;
  "xml-writer": typeof xmlWriter;
  xop: typeof xop;
}

/** Name of a runtime module: its file is `<name>.ts` in the runtime folder. */
export type RuntimeModule = keyof RuntimeModules | "manifest";

/** Every runtime file (a test checks the list against the folder). */
export const RUNTIME_MODULES: readonly RuntimeModule[] = [
  "brand",
  "plain-object",
  "xml-names",
  "simple-type",
  "xml-writer",
  "xml-content",
  "xml-element",
  "typed-value",
  "xml-scanner",
  "xml-reader",
  "scalars",
  "validation",
  "substitution-group",
  "soap",
  "soap-encoding",
  "operation",
  "addressing",
  "write-batch",
  "redact",
  "media-type",
  "charset",
  "xop",
  "ws-security",
  "http-client",
  "discovery",
  "service-page",
  "http-server",
  "manifest",
];

/** One importable runtime symbol. */
export interface RuntimeSymbol {
  /** Exported name. */
  readonly name: string;
  /** Module exporting it. */
  readonly module: RuntimeModule;
  /** Import with `import type`. */
  readonly typeOnly: boolean;
}

function values<
  M extends keyof RuntimeModules,
  const N extends readonly (keyof RuntimeModules[M] & string)[],
>(module: M, names: N): Readonly<Record<N[number], RuntimeSymbol>> {
  const entries = names.map((name): [string, RuntimeSymbol] => [name, { name, module, typeOnly: false }]);
  return Object.fromEntries(entries) as Readonly<Record<N[number], RuntimeSymbol>>;
}

function types<M extends keyof RuntimeModules, const N extends readonly string[]>(
  module: M,
  names: N,
): Readonly<Record<N[number], RuntimeSymbol>> {
  const entries = names.map((name): [string, RuntimeSymbol] => [name, { name, module, typeOnly: true }]);
  return Object.fromEntries(entries) as Readonly<Record<N[number], RuntimeSymbol>>;
}

/** Every symbol generated code may import. */
export const runtimeSymbols = {
  ...values("brand", ["brandClass"]),
  ...values("plain-object", ["plainObjectConstructor", "keepHiddenClass"]),
  ...values("xml-names", [
    "XSI_NS",
    "XSD_NS",
    "XML_NS",
    "XMLNS_NS",
    "SOAP11_ENV_NS",
    "SOAP12_ENV_NS",
    "SOAP11_ENCODING_NS",
    "SOAP12_ENCODING_NS",
  ]),
  ...types("xml-names", ["QName"]),
  ...values("simple-type", ["ScalarError"]),
  ...types("simple-type", ["SimpleType"]),
  ...values("xml-writer", [
    "XmlWriter",
    "XmlWriteError",
    "escapeText",
    "escapeAttribute",
    "CHUNK_LENGTH",
    "writeValue",
    "writeValues",
    "writeList",
    "utf8Bytes",
  ]),
  ...types("xml-writer", ["XmlWriterOptions", "Formatter"]),
  ...values("xml-element", [
    "xmlElementContentResolving",
    "xmlElementContent",
    "markupXmlElement",
    "markupXmlElements",
    "markupAnyAttributes",
    "writeXmlElements",
    "writeAnyAttributes",
    "clarkName",
    "splitClarkName",
    "wildcardAllows",
    "isXmlElement",
    "isWildcardElement",
    "dataSetTables",
    "textOf",
  ]),
  ...types("xml-element", ["XmlElement", "WildcardElement", "WildcardConstraint"]),
  ...values("typed-value", ["TypedValueContent", "isTypedValue", "writeTypedValue", "writeXsiTypeName"]),
  ...types("typed-value", ["TypedValue"]),
  ...values("xml-scanner", [
    "scanDocument",
    "DECLINED",
    "readXsiNil",
    "readXsiType",
    "xsiTypeName",
    "isWideUnicode",
    "flattened",
    "detached",
    "utf8Text",
    "hasNonXmlCharacter",
    "internalized",
  ]),
  ...values("xml-reader", [
    "complexType",
    "arrayType",
    "element",
    "list",
    "attribute",
    "attributeNs",
    "text",
    "simpleContent",
    "streamItems",
    "readXml",
    "readXmlStream",
    "resolveType",
    "strictAbout",
    "XmlReader",
    "XmlReadError",
    "ComplexType",
    "ArrayType",
    "DEFAULT_XML_LIMITS",
    "anyElements",
    "anyAttributes",
    "ordered",
    "UNKNOWN_KEY",
    "UNKNOWN_ATTRIBUTES_KEY",
    "unknownElements",
    "canonicalText",
    "valueText",
  ]),
  ...types("xml-reader", [
    "ContentType",
    "ChildBinding",
    "ElementCursor",
    "ElementField",
    "ListField",
    "AttributeField",
    "TextField",
    "AnyField",
    "AnyAttributeField",
    "AnyOccurs",
    "OrderedField",
    "ChoiceRule",
    "UnknownElement",
    "Field",
    "FieldTable",
    "ComplexTypeDefinition",
    "ArrayTypeDefinition",
    "ElementOccurs",
    "ValueConstraint",
    "AttributeUse",
    "ListOccurs",
    "TypeRef",
    "ItemStream",
    "WildcardPart",
    "XmlAttribute",
    "XmlReadOptions",
    "XmlReadLimits",
    "XmlReadErrorCode",
  ]),
  ...values("scalars", [
    "xsString",
    "xsNormalizedString",
    "xsToken",
    "xsLanguage",
    "xsNMTOKEN",
    "xsName",
    "xsNCName",
    "isNCName",
    "xsID",
    "xsIDREF",
    "xsENTITY",
    "xsAnyURI",
    "xsQName",
    "xsNOTATION",
    "xsAnySimpleType",
    "xsBoolean",
    "xsDecimal",
    "xsInteger",
    "xsNonPositiveInteger",
    "xsNegativeInteger",
    "xsNonNegativeInteger",
    "xsPositiveInteger",
    "xsLong",
    "xsUnsignedLong",
    "xsInt",
    "xsShort",
    "xsByte",
    "xsUnsignedInt",
    "xsUnsignedShort",
    "xsUnsignedByte",
    "xsDouble",
    "xsFloat",
    "xsDateTime",
    "xsDate",
    "xsTime",
    "xsGYearMonth",
    "xsGYear",
    "xsGMonthDay",
    "xsGDay",
    "xsGMonth",
    "xsDuration",
    "xsHexBinary",
    "xsBase64Binary",
    "enumeration",
    "listOf",
    "named",
    "restrict",
    "unionOf",
    "whitespaceReplace",
    "whitespaceCollapse",
    "compareDecimal",
    "decimalToNumber",
    "decimalFromJsNumber",
    "xsdDateTimeToDate",
    "dateToXsdDateTime",
    "dateToXsdDate",
    "checkLength",
    "checkMinLength",
    "checkMaxLength",
    "xsdPattern",
    "checkPattern",
    "checkEnumeration",
    "checkMinInclusive",
    "checkMinExclusive",
    "checkMaxInclusive",
    "checkMaxExclusive",
    "checkTotalDigits",
    "checkFractionDigits",
  ]),
  ...types("scalars", [
    "XsQName",
    "XsDecimal",
    "XsDateTime",
    "XsDate",
    "XsTime",
    "XsDuration",
    "XsGYearMonth",
    "XsGYear",
    "XsGMonthDay",
    "XsGDay",
    "XsGMonth",
    "DateTimeFormatOptions",
  ]),
  ...values("soap", [
    "writeSoapEnvelope",
    "writeSoapEnvelopeBody",
    "soapEnvelopeText",
    "writeSoapFault",
    "readSoapEnvelope",
    "faultSide",
    "SOAP_CONTENT_TYPE",
    "SOAP_ENVELOPE_NS",
    "SOAP_FAULT_STATUS",
    "SoapEnvelopeError",
    "capturedXml",
    "IGNORED",
    "readSoapFaultDetail",
  ]),
  ...types("soap", [
    "SoapVersion",
    "SoapFault",
    "SoapFaultInit",
    "SoapEnvelope",
    "SoapBody",
    "BareBody",
    "SoapBodyResolver",
    "SoapEnvelopeProblem",
    "SoapEnvelopeText",
    "SoapHeaderBlock",
    "SoapHeaderResolver",
    "SoapDetailResolver",
    "SoapDetailEntry",
    "EncodedBodyType",
  ]),
  ...values("soap-encoding", [
    "encodedBody",
    "encodedBodyOf",
    "encodedResult",
    "encodedAccessor",
    "encodedRequestEnvelope",
    "encodedResponseEnvelope",
    "writeEncodedAccessor",
  ]),
  ...values("substitution-group", ["substitutionGroup", "substitute", "SubstitutionGroup"]),
  ...types("substitution-group", ["Substitute"]),
  ...values("operation", [
    "parameter",
    "header",
    "encodedHeader",
    "headerBlockReader",
    "headerBlockResolver",
    "writeHeaderBlocks",
    "faultDetail",
    "encodedFaultDetail",
    "writeFaultDetails",
    "responseIssues",
    "faultIssues",
    "responseType",
    "responseNamespace",
    "resultNamespace",
    "plainResultDocument",
    "soapRequest",
    "soapRequestEnvelope",
    "soapResponseEnvelope",
    "writeResultElement",
    "soapVersionOf",
    "plainRequestFields",
    "soapRequestHeaders",
    "plainResultText",
    "encodedRequestType",
    "operationList",
  ]),
  ...values("write-batch", ["WriteBatch"]),
  ...values("redact", ["redact"]),
  ...types("operation", [
    "Transport",
    "ParameterDescriptor",
    "ParameterOptions",
    "RequestContext",
    "OperationDescriptor",
    "ServiceDescriptor",
    "ServiceDocuments",
    "ResponseWrapper",
    "SoapRequest",
    "CallResult",
    "HeaderDescriptor",
    "FaultDescriptor",
    "OutgoingHeaders",
    "OperationSample",
  ]),
  ...values("validation", [
    "validateSimple",
    "validateComplex",
    "validateArray",
    "validateValue",
    "validateElement",
    "describeIssues",
  ]),
  ...types("validation", ["ValidationIssue"]),
  ...values("http-client", [
    "SoapClient",
    "SoapFaultError",
    "isFaultOf",
    "HttpError",
    "TransportError",
    "MalformedResponseError",
    "defaultAgents",
  ]),
  ...types("http-client", [
    "ClientOptions",
    "CallOptions",
    "SoapResult",
    "SoapFaultErrorOptions",
    "TransportErrorKind",
    "HttpExchange",
  ]),
  ...values("http-server", [
    "createServiceListener",
    "createServicesListener",
    "createRouter",
    "createSoapServer",
    "ServiceFault",
    "formatLogEntry",
  ]),
  // The units of the server's request path, exported for their own tests; generated code uses none of them.
  ...values("http-server", [
    "ListenerContext",
    "Exchange",
    "Answer",
    "DeadlineQueue",
    "readRequestBody",
    "routeRequest",
    "decodeSoapRequest",
    "decodePlainRequest",
    "authenticateCall",
    "invokeHandler",
    "invalidResult",
    "invalidFault",
    "resultAnswer",
    "failureAnswer",
    "deliverAnswer",
  ]),
  ...types("http-server", ["ServiceListenerOptions", "RequestLogEntry", "SoapServerOptions"]),
  // The MTOM packages the client and the server read and write; generated code uses none of them.
  ...values("xop", [
    "XOP_NAMESPACE",
    "XopError",
    "isXopPackage",
    "xopSoapType",
    "readXopPackage",
    "writeXopPackage",
  ]),
  ...types("xop", ["XopRoot"]),
  // The WS-Addressing blocks the client and the server write and read; generated code uses none of them.
  ...values("addressing", [
    "WSA_NS",
    "WSA_FAULT_ACTION",
    "addressingRequestBlocks",
    "addressingResponseBlocks",
    "addressingHeaderReader",
    "requestAddressing",
  ]),
  ...types("addressing", ["AddressingDescriptor", "RequestAddressing"]),
  ...values("media-type", ["parseMediaType", "mediaParameter"]),
  // The charsets the client and the server read messages in; generated code uses none of them.
  ...values("charset", ["isMessageCharset", "utf8Body"]),
  // The WS-Security block a client sends for its `usernameToken` option and a service reads; mocks understand it.
  ...values("ws-security", [
    "usernameTokenBlock",
    "readUsernameToken",
    "verifyUsernameToken",
    "securityBlockName",
  ]),
  ...types("ws-security", ["UsernameToken", "ReceivedUsernameToken"]),
  ...types("media-type", ["MediaType"]),
  ...values("discovery", ["discoveryDocument"]),
  ...values("service-page", ["createServicePages"]),
  ...types("service-page", ["ServicePageOptions", "PageAnswer"]),
} as const;

/**
 * Names each type-only symbol of {@link runtimeSymbols} as a type, so that a type the runtime no longer
 * exports fails to compile here. Keep it in step with the `types(...)` lists above (a test checks).
 */
export type TypeSymbolsExist = [
  xmlNames.QName,
  xmlElement.XmlElement,
  xmlElement.WildcardElement,
  typedValue.TypedValue,
  substitutionGroup.Substitute,
  xmlElement.WildcardConstraint,
  simpleType.SimpleType<unknown>,
  xmlWriter.XmlWriterOptions,
  xmlWriter.Formatter<unknown>,
  xmlReader.ContentType<unknown>,
  xmlReader.ChildBinding,
  xmlReader.ElementCursor,
  xmlReader.ElementField<unknown>,
  xmlReader.ListField<unknown>,
  xmlReader.AttributeField<unknown>,
  xmlReader.TextField<unknown>,
  xmlReader.AnyField,
  xmlReader.AnyAttributeField,
  xmlReader.AnyOccurs,
  xmlReader.OrderedField,
  xmlReader.ChoiceRule,
  xmlReader.UnknownElement,
  xmlReader.Field<unknown>,
  xmlReader.FieldTable<unknown>,
  xmlReader.ComplexTypeDefinition<unknown>,
  xmlReader.ArrayTypeDefinition<unknown[]>,
  xmlReader.ElementOccurs,
  xmlReader.ValueConstraint,
  xmlReader.AttributeUse,
  xmlReader.ListOccurs,
  xmlReader.TypeRef<unknown>,
  xmlReader.ItemStream,
  xmlReader.WildcardPart,
  xmlReader.XmlAttribute,
  xmlReader.XmlReadOptions,
  xmlReader.XmlReadLimits,
  xmlReader.XmlReadErrorCode,
  scalars.XsQName,
  scalars.XsDecimal,
  scalars.XsDateTime,
  scalars.XsDate,
  scalars.XsTime,
  scalars.XsDuration,
  scalars.XsGYearMonth,
  scalars.XsGYear,
  scalars.XsGMonthDay,
  scalars.XsGDay,
  scalars.XsGMonth,
  scalars.DateTimeFormatOptions,
  soap.SoapVersion,
  soap.SoapFault,
  soap.SoapFaultInit,
  soap.SoapEnvelope<unknown>,
  soap.SoapBody<unknown>,
  soap.BareBody<unknown>,
  soap.SoapBodyResolver<unknown>,
  soap.SoapEnvelopeProblem,
  soap.SoapEnvelopeText,
  soap.SoapHeaderBlock,
  soap.SoapHeaderResolver,
  soap.SoapDetailResolver,
  soap.SoapDetailEntry,
  soap.EncodedBodyType<unknown>,
  operation.Transport,
  validation.ValidationIssue,
  operation.ParameterDescriptor,
  operation.ParameterOptions,
  operation.RequestContext,
  operation.OperationDescriptor<unknown, unknown>,
  operation.ServiceDescriptor<unknown>,
  operation.ServiceDocuments,
  operation.ResponseWrapper<unknown>,
  operation.SoapRequest<unknown>,
  operation.CallResult<unknown>,
  operation.HeaderDescriptor,
  operation.FaultDescriptor,
  operation.OutgoingHeaders,
  operation.OperationSample<unknown, unknown>,
  httpClient.ClientOptions,
  httpClient.CallOptions,
  httpClient.SoapResult<unknown, object>,
  httpClient.SoapFaultErrorOptions<object>,
  httpClient.TransportErrorKind,
  httpClient.HttpExchange,
  httpServer.ServiceListenerOptions,
  httpServer.RequestLogEntry,
  httpServer.SoapServerOptions,
  servicePage.ServicePageOptions,
  servicePage.PageAnswer,
  xop.XopRoot,
  wsSecurity.UsernameToken,
  wsSecurity.ReceivedUsernameToken,
  addressing.AddressingDescriptor,
  addressing.RequestAddressing,
  mediaType.MediaType,
];

/** Name of any symbol in the manifest. */
export type RuntimeSymbolName = keyof typeof runtimeSymbols;
