/**
 * Pure functions turning XML names into TypeScript identifiers. Deterministic: the same XML name always
 * gives the same identifier, whatever else is in the schema.
 */

/** Splits an XML name into words at every character that cannot appear in an identifier (`.`, `_`, `-`). */
export function splitWords(xmlName: string): string[] {
  return xmlName.split(/[^A-Za-z0-9]+/).filter((word) => word !== "");
}

/** Lowers a leading run of capitals, keeping the capital that starts the next word (`URLPath` -> `urlPath`). */
function lowerLeadingCapitals(word: string): string {
  const run = /^[A-Z]+/.exec(word)?.[0] ?? "";
  if (run.length <= 1 || run.length === word.length)
    return word.slice(0, run.length).toLowerCase() + word.slice(run.length);
  return run.slice(0, -1).toLowerCase() + word.slice(run.length - 1);
}

/** Capitalizes the first letter of a word and keeps the rest as written (`id` -> `Id`, `CET` -> `CET`). */
function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** An identifier may not start with a digit: such names get a leading underscore. */
function guardLeadingDigit(identifier: string): string {
  return /^[0-9]/.test(identifier) ? `_${identifier}` : identifier;
}

/** camelCase property name: `hotel.id` -> `hotelId`, `roomtype.ID` -> `roomtypeID`, `ErrorType` -> `errorType`. */
export function toCamelCase(xmlName: string): string {
  const [first = "", ...rest] = splitWords(xmlName);
  return guardLeadingDigit(lowerLeadingCapitals(first) + rest.map(capitalize).join("")) || "_";
}

/** PascalCase type name: `ArrayOfMeal` stays, `cancellation_policy` -> `CancellationPolicy`. */
export function toPascalCase(xmlName: string): string {
  return guardLeadingDigit(splitWords(xmlName).map(capitalize).join("")) || "_";
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

/** A PascalCase name that does not shadow a reserved global. */
export function toTypeName(xmlName: string): string {
  const name = toPascalCase(xmlName);
  return reservedTypeNames.has(name) ? `${name}Type` : name;
}

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

/** The exported constant holding the package's published WSDL and XSD documents. */
export const documentsConstant = "SERVICE_DOCUMENTS";

/** Name of an operation's descriptor (everything client and server need): `GetMealsOperation`. */
export function operationDescriptorName(operation: string): string {
  return `${toPascalCase(operation)}Operation`;
}

/** Name of an operation's sample request and result (the service page's examples, the mock's answer): `GetMealsSample`. */
export function operationSampleName(operation: string): string {
  return `${toPascalCase(operation)}Sample`;
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
