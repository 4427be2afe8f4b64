import type { XsdSchema } from "../document/index.ts";

/**
 * A chameleon schema (no targetNamespace) included into namespace `namespace`: its references to
 * no-namespace components now mean components of `namespace`, as XML Schema 1.0 section 4.2.1 says.
 * Names in the document model are plain strings and references are `{ namespace, local }` objects, so
 * rewriting every such object with namespace "" rewrites exactly the references.
 */
export function adoptNamespace(schema: XsdSchema, namespace: string): XsdSchema {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== "object") return value;
    const entries = Object.entries(value);
    if (entries.length === 2 && "namespace" in value && "local" in value && value.namespace === "")
      return { namespace, local: value.local };
    return Object.fromEntries(entries.map(([key, item]) => [key, key === "source" ? item : rewrite(item)]));
  };
  return rewrite(schema) as XsdSchema;
}
