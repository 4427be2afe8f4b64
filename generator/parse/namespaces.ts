/** Namespaces of the languages the reader understands, with the prefix used when naming their constructs. */
export const namespaces = {
  xsd: "http://www.w3.org/2001/XMLSchema",
  wsdl: "http://schemas.xmlsoap.org/wsdl/",
  soap11: "http://schemas.xmlsoap.org/wsdl/soap/",
  soap12: "http://schemas.xmlsoap.org/wsdl/soap12/",
  http: "http://schemas.xmlsoap.org/wsdl/http/",
  mime: "http://schemas.xmlsoap.org/wsdl/mime/",
  xml: "http://www.w3.org/XML/1998/namespace",
} as const;

const prefixes: ReadonlyMap<string, string> = new Map([
  [namespaces.xsd, "xs"],
  [namespaces.wsdl, "wsdl"],
  [namespaces.soap11, "soap"],
  [namespaces.soap12, "soap12"],
  [namespaces.http, "http"],
  [namespaces.mime, "mime"],
  [namespaces.xml, "xml"],
]);

/**
 * The namespaces the prefixes of WSDL 1.1 and XSD conventionally stand for (`s` is .NET's for XSD). A file that
 * uses one of them without declaring it is not namespace-well-formed, but its intent is plain: such files are
 * read with the conventional binding and a warning.
 */
const conventionalBindings: ReadonlyMap<string, string> = new Map([
  ["xs", namespaces.xsd],
  ["xsd", namespaces.xsd],
  ["s", namespaces.xsd],
  ["wsdl", namespaces.wsdl],
  ["soap", namespaces.soap11],
  ["soap12", namespaces.soap12],
  ["http", namespaces.http],
  ["mime", namespaces.mime],
]);

/** The namespace `prefix` conventionally stands for in WSDL and XSD files, if it has one. */
export function conventionalNamespace(prefix: string): string | undefined {
  return conventionalBindings.get(prefix);
}

const undeclaredScheme = "urn:undeclared-prefix:";

/**
 * The namespace a prefix the file never declares stands for, until a later stage finds what was meant: a
 * namespace of its own, which nothing declares.
 */
export function undeclaredPrefixNamespace(prefix: string): string {
  return `${undeclaredScheme}${prefix}`;
}

/** The prefix `namespace` stands for an undeclared one of (see {@link undeclaredPrefixNamespace}), if it does. */
export function undeclaredPrefixOf(namespace: string): string | undefined {
  return namespace.startsWith(undeclaredScheme) ? namespace.slice(undeclaredScheme.length) : undefined;
}

/** The namespaces of XSD's drafts, by the namespace of XSD 1.0 (and its instance namespace) that supersede them. */
const supersededNamespaces: ReadonlyMap<string, string> = new Map([
  ["http://www.w3.org/1999/XMLSchema", namespaces.xsd],
  ["http://www.w3.org/2000/10/XMLSchema", namespaces.xsd],
  ["http://www.w3.org/1999/XMLSchema-instance", "http://www.w3.org/2001/XMLSchema-instance"],
  ["http://www.w3.org/2000/10/XMLSchema-instance", "http://www.w3.org/2001/XMLSchema-instance"],
]);

/** The namespace that supersedes `namespace` (XSD 1.0's for a draft's), if any. */
export function supersedingNamespace(namespace: string): string | undefined {
  return supersededNamespaces.get(namespace);
}

/** `xs:element`, `wsdl:operation`, ...: the construct as a reviewer names it, whatever prefix the file used. */
export function constructName(namespace: string, local: string): string {
  const prefix = prefixes.get(namespace);
  if (prefix !== undefined) return `${prefix}:${local}`;
  return namespace === "" ? local : `{${namespace}}${local}`;
}

/** WS-Policy's namespaces: the 2004/09 submission (WCF), 1.5, and 1.5's 2006/07 draft. */
const wsPolicyNamespaces: ReadonlySet<string> = new Set([
  "http://schemas.xmlsoap.org/ws/2004/09/policy",
  "http://www.w3.org/ns/ws-policy",
  "http://www.w3.org/2006/07/ws-policy",
]);

/** Whether a namespace is one of WS-Policy's. */
export function isWsPolicyNamespace(namespace: string): boolean {
  return wsPolicyNamespaces.has(namespace);
}

/** Namespaces of the policy assertions and WSDL extensions the reader applies. */
export const policyAssertionNamespaces = {
  /** WS-Addressing 1.0 WSDL Binding (`wsaw:UsingAddressing`, `wsaw:Action`), WCF's. */
  wsaw: "http://www.w3.org/2006/05/addressing/wsdl",
  /** WS-Addressing 1.0 Metadata (`wsam:Addressing`, `wsam:Action`), JAX-WS's. */
  wsam: "http://www.w3.org/2007/05/addressing/metadata",
  /** WS-Security's utility schema, whose `wsu:Id` names a policy. */
  wsu: "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd",
  /** `wsoma:OptimizedMimeSerialization`: MTOM. */
  wsoma: "http://schemas.xmlsoap.org/ws/2004/09/policy/optimizedmimeserialization",
} as const;

/**
 * Whether a namespace is one of WS-Policy's or WS-Addressing's WSDL bindings: extensions that say how messages
 * are secured or addressed, never what they hold. Services mark them required (SAP on every WSDL, JAX-WS for
 * `@Addressing(required = true)`) although the messages are readable without them.
 */
export function isPolicyNamespace(namespace: string): boolean {
  return (
    wsPolicyNamespaces.has(namespace) ||
    namespace === policyAssertionNamespaces.wsaw ||
    namespace === policyAssertionNamespaces.wsam
  );
}

/** Whether a namespace belongs to WSDL 1.1, its standard bindings, or XSD. */
export function isKnownNamespace(namespace: string): boolean {
  return prefixes.has(namespace) && namespace !== namespaces.xml;
}
