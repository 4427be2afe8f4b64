/**
 * Pure functions turning XML names into TypeScript identifiers. Deterministic: the same XML name always
 * gives the same identifier, whatever else is in the schema. Names in any script stay as written: TypeScript
 * takes every Unicode ID_Start letter to start an identifier and every ID_Continue character after it.
 */
import type { RuntimeSymbolName } from "../runtime/manifest.ts";

/** .NET escapes a character that XML names cannot hold as `_xHHHH_` (`Order_x0020_Id`): decoded first. */
function decodeNetEscapes(xmlName: string): string {
  return xmlName.replaceAll(/_x([0-9A-Fa-f]{4})_/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/**
 * Splits an XML name into words at every character that cannot continue an identifier (`.`, `-`, `·`, a
 * space) and at `_`, after NFC normalization and decoding `_xHHHH_` escapes.
 */
export function splitWords(xmlName: string): string[] {
  return decodeNetEscapes(xmlName.normalize("NFC"))
    .split(/[^\p{ID_Continue}]|_/u)
    .filter((word) => word !== "");
}

/** Lowers a leading run of capitals, keeping the capital that starts the next word (`URLPath` -> `urlPath`). */
function lowerLeadingCapitals(word: string): string {
  const run = [...(/^\p{Lu}+/u.exec(word)?.[0] ?? "")];
  const rest = [...word].slice(run.length).join("");
  if (run.length <= 1 || rest === "") return run.join("").toLowerCase() + rest;
  return run.slice(0, -1).join("").toLowerCase() + (run.at(-1) ?? "") + rest;
}

/** Capitalizes the first letter of a word and keeps the rest as written (`id` -> `Id`, `CET` -> `CET`). */
export function capitalize(word: string): string {
  const [first = "", ...rest] = word;
  return first.toUpperCase() + rest.join("");
}

/** An identifier starts with an ID_Start character: one that does not (a digit) gets a leading underscore. */
function guardStart(identifier: string): string {
  return identifier === "" || /^\p{ID_Start}/u.test(identifier) ? identifier : `_${identifier}`;
}

/** camelCase property name: `hotel.id` -> `hotelId`, `roomtype.ID` -> `roomtypeID`, `ErrorType` -> `errorType`. */
export function toCamelCase(xmlName: string): string {
  const [first = "", ...rest] = splitWords(xmlName);
  return guardStart(lowerLeadingCapitals(first) + rest.map(capitalize).join("")) || "_";
}

/** PascalCase type name: `ArrayOfMeal` stays, `cancellation_policy` -> `CancellationPolicy`. */
export function toPascalCase(xmlName: string): string {
  return guardStart(splitWords(xmlName).map(capitalize).join("")) || "_";
}

/** True when `name` can be written as a TypeScript identifier (reserved words aside). */
export function isIdentifier(name: string): boolean {
  return /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u.test(name);
}

/**
 * Global names a generated type must not shadow: TypeScript's utility types and the ECMAScript
 * globals generated code or its users are likely to touch. A type named after one gets a `Type` suffix.
 */
export const reservedTypeNames: ReadonlySet<string> = new Set([
  "Array",
  "ArrayBuffer",
  "Awaited",
  "BigInt",
  "Boolean",
  "Date",
  "Error",
  "Exclude",
  "Extract",
  "Function",
  "Infinity",
  "InstanceType",
  "Iterable",
  "JSON",
  "Map",
  "Math",
  "NaN",
  "NonNullable",
  "Number",
  "Object",
  "Omit",
  "Parameters",
  "Partial",
  "Pick",
  "Promise",
  "Readonly",
  "ReadonlyArray",
  "Record",
  "RegExp",
  "Required",
  "ReturnType",
  "Set",
  "String",
  "Symbol",
  "Uint8Array",
]);

/**
 * The runtime API `index.ts` re-exports beside the generated declarations (see `emit/index-file.ts`). A
 * generated name equal to one would be hidden by it, so these are taken before any schema name.
 */
export const packageRuntimeExports: readonly RuntimeSymbolName[] = [
  "createServiceListener",
  "createServicesListener",
  "createRouter",
  "createSoapServer",
  "formatLogEntry",
  "ServiceFault",
  "ServiceListenerOptions",
  "SoapServerOptions",
  "RequestLogEntry",
  "RequestContext",
  "Transport",
  "ValidationIssue",
  "OperationDescriptor",
  "ServiceDescriptor",
  "SoapClient",
  "ClientOptions",
  "CallOptions",
  "SoapResult",
  "SoapFaultError",
  "SoapFaultErrorOptions",
  "isFaultOf",
  "HttpError",
  "TransportError",
  "TransportErrorKind",
  "HttpExchange",
  "readUsernameToken",
  "verifyUsernameToken",
  "ReceivedUsernameToken",
  "MalformedResponseError",
  "ScalarError",
  "XmlWriteError",
  "SoapFault",
  "XmlReadError",
  "XmlReadOptions",
  "XmlElement",
  "WildcardElement",
  "unknownElements",
  "dataSetTables",
  "UnknownElement",
  "xsdDateTimeToDate",
  "dateToXsdDateTime",
  "dateToXsdDate",
  "decimalToNumber",
  "decimalFromJsNumber",
  "compareDecimal",
  "XsDecimal",
  "XsQName",
  "XsDateTime",
  "XsDate",
  "XsTime",
  "XsDuration",
  "XsGYearMonth",
  "XsGYear",
  "XsGMonthDay",
  "XsGDay",
  "XsGMonth",
];

/** Method names a generated client class cannot declare: `constructor` would be its constructor. */
export const reservedMethodNames: ReadonlySet<string> = new Set(["constructor"]);

/**
 * Module names of a package's `src/` besides the service modules (`<Service>.ts`), compared without case
 * because file systems may ignore it.
 */
export const reservedModuleNames: ReadonlySet<string> = new Set([
  "documents",
  "elements",
  "index",
  "mock",
  "runtime",
  "types",
]);

/** Name of the serializer of a type: `writeBooking`. */
export function writerName(typeName: string): string {
  return `write${typeName}`;
}

/** Name of the markup function of a type: `markupBooking` (see emit/markup.ts). */
export function markupName(typeName: string): string {
  return `markup${typeName}`;
}

/** Name of the validator of a type: `validateBooking`. */
export function validatorName(typeName: string): string {
  return `validate${typeName}`;
}

/** Name of the element descriptor of a global element (its name and content reader): `GetMealsElement`. */
export function elementDescriptorName(elementStem: string): string {
  return `${elementStem}Element`;
}

/** Type of an abstract head element's value: one of the elements that stand for it (`ShapeSubstitute`). */
export function substituteTypeName(elementStem: string): string {
  return `${elementStem}Substitute`;
}

/** Name of the function reading a whole document rooted at a global element: `parseGetMeals`. */
export function parserName(elementStem: string): string {
  return `parse${elementStem}`;
}

/** Name of the function writing a whole document rooted at a global element: `serializeGetMeals`. */
export function serializerName(elementStem: string): string {
  return `serialize${elementStem}`;
}

/** The exported constant holding the package's target namespace. */
export const namespaceConstant = "NAMESPACE";

/** The union of the global elements that wildcards read typed (see emit/global-elements.ts). */
export const globalElementType = "GlobalElement";

/** The interface of the value type of each global element that wildcards read typed, by Clark name. */
export const globalElementValues = "GlobalElementValues";

/** The exported constant holding the readers of the global elements that wildcards read typed. */
export const globalElementsConstant = "GLOBAL_ELEMENTS";

/** The exported function writing a global element that a wildcard read typed. */
export const globalElementMarkup = "markupGlobalElement";

/** The union of the values of `xs:anyType` elements typed by their `xsi:type` (see emit/global-types.ts). */
export const globalTypeType = "GlobalType";

/** The interface of the value type of each type an `xsi:type` on an `xs:anyType` element may name, by Clark name. */
export const globalTypeValues = "GlobalTypeValues";

/** The exported constant holding the readers of the types an `xsi:type` on an `xs:anyType` element may name. */
export const globalTypesConstant = "GLOBAL_TYPES";

/** The exported function writing a value of an `xs:anyType` element typed by its `xsi:type`. */
export const globalTypeWriter = "writeGlobalType";

/** The exported constant holding the package's published WSDL and XSD documents. */
export const documentsConstant = "SERVICE_DOCUMENTS";

/** Name of an operation's descriptor (everything client and server need): `GetMealsOperation`. */
export function operationDescriptorName(operationStem: string): string {
  return `${operationStem}Operation`;
}

/** Name of the interface of an operation's SOAP header blocks in one direction: `GetMealsInputHeaders`. */
export function headersName(operationStem: string, direction: "Input" | "Output"): string {
  return `${operationStem}${direction}Headers`;
}

/** Name of the interface of an operation's `soap:headerfault` blocks: `GetMealsHeaderFaults`. */
export function headerFaultsName(operationStem: string): string {
  return `${operationStem}HeaderFaults`;
}

/** Name of the interface of the detail of an operation's declared faults (`wsdl:fault`): `LendItemFaults`. */
export function faultsName(operationStem: string): string {
  return `${operationStem}Faults`;
}

/** Name of the client method returning the result with the response headers: `getMealsWithHeaders`. */
export function withHeadersName(method: string): string {
  return `${method}WithHeaders`;
}

/** Name of the interface of every request header block of a service (client defaults): `XSoapHeaders`. */
export function soapHeadersName(serviceStem: string): string {
  return `${serviceStem}SoapHeaders`;
}

/** Name of an operation's sample request and result (the service page's examples, the mock's answer): `GetMealsSample`. */
export function operationSampleName(operationStem: string): string {
  return `${operationStem}Sample`;
}

/** Name of a service's handler interface (what a server implements): `NonStaticXMLAPIHandlers`. */
export function handlersName(serviceStem: string): string {
  return `${serviceStem}Handlers`;
}

/** Name of a service's typed client class: `NonStaticXMLAPIClient`. */
export function clientName(serviceStem: string): string {
  return `${serviceStem}Client`;
}

/** The mock module's function returning a listener per service answered by the mocks. */
export const mockListenersName = "mockListeners";

/** Name of a service's mock handlers (deterministic sample data): `NonStaticXMLAPIMock`. */
export function mockName(serviceStem: string): string {
  return `${serviceStem}Mock`;
}

/** Name of a service's mock handlers answering with edge cases (nil items, derived types): `NonStaticXMLAPIEdgeCaseMock`. */
export function edgeCaseMockName(serviceStem: string): string {
  return `${serviceStem}EdgeCaseMock`;
}
