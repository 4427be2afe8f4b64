import type { WsdlDefinitions, XsdSchema } from "../document/index.ts";

/**
 * The namespace a schema of `wsdl:types` without a targetNamespace is read in, and the reference that
 * decided it. Some WSDLs (Axis 1's tests, Spring-WS's) leave the embedded schema without one and refer to
 * what it declares as the WSDL's own (`tns:EchoStruct`); read as written, none of those references reaches
 * anything. Where the WSDL or the schema refers so to a name the schema declares and no schema of the WSDL's
 * namespace does, and the WSDL never refers to such a name as no-namespace, the schema is read as the WSDL's
 * namespace's (its own no-namespace references with it, as a chameleon include's). `declaredIn(namespace,
 * local)` tells whether a schema of `namespace` declares `local`.
 */
export function embeddedSchemaNamespace(
  definitions: WsdlDefinitions,
  schema: XsdSchema,
  declaredIn: (namespace: string, local: string) => boolean,
): { readonly namespace: string; readonly adoptedFor?: string } {
  const own = definitions.targetNamespace;
  if (schema.targetNamespace !== undefined || own === "") return { namespace: schema.targetNamespace ?? "" };
  const declared = new Set(schema.components.flatMap((component) => component.name ?? []));
  const outside = references({ ...definitions, schemas: [] });
  if (outside.some((name) => name.namespace === "" && declared.has(name.local))) return { namespace: "" };
  const adopted = [...outside, ...references(schema)].find(
    (name) => name.namespace === own && declared.has(name.local) && !declaredIn(own, name.local),
  );
  return adopted === undefined ? { namespace: "" } : { namespace: own, adoptedFor: adopted.local };
}

/** Every qualified name a document node refers to: its `{ namespace, local }` objects, as `adoptNamespace` reads them. */
function references(node: unknown): { readonly namespace: string; readonly local: string }[] {
  if (Array.isArray(node)) return node.flatMap(references);
  if (node === null || typeof node !== "object") return [];
  if ("namespace" in node && "local" in node && Object.keys(node).length === 2)
    return typeof node.namespace === "string" && typeof node.local === "string"
      ? [{ namespace: node.namespace, local: node.local }]
      : [];
  return Object.entries(node).flatMap(([key, value]) => (key === "source" ? [] : references(value)));
}
