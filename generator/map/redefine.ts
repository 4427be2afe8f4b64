import type { DocumentNode, XsdSchema, XsdSchemaReference, XsdTopLevel } from "../document/index.ts";
import { compact } from "../document/compact.ts";
import type { QName } from "../model/index.ts";
import { undeclaredPrefixOf } from "../parse/namespaces.ts";

/** What a redefined component's original is renamed to: `Address` is kept as `Address.original`. */
export function originalName(local: string): string {
  return `${local}.original`;
}

type Redefinition = XsdSchemaReference["redefinitions"][number];

/** A redefinable component's key: types share one symbol space, groups and attribute groups have their own. */
export function redefinitionKey(component: Redefinition): string {
  const space = component.kind === "simpleType" || component.kind === "complexType" ? "type" : component.kind;
  return `${space} ${component.name ?? ""}`;
}

/** The local names the types among `redefined` ({@link redefinitionKey}s) are kept under as originals. */
export function originalTypeNames(redefined: ReadonlySet<string>): ReadonlySet<string> {
  const prefix = "type ";
  return new Set(
    [...redefined].flatMap((key) => (key.startsWith(prefix) ? [originalName(key.slice(prefix.length))] : [])),
  );
}

function redefinable(component: XsdTopLevel): component is Redefinition {
  return (
    component.kind === "simpleType" ||
    component.kind === "complexType" ||
    component.kind === "group" ||
    component.kind === "attributeGroup"
  );
}

/**
 * The schema an `xs:redefine` names, as the redefining schema sees it: each component it redefines is kept
 * under {@link originalName}, for the redefinition to build on; every other reference to the name, in this
 * file or any other, then means the redefinition (XML Schema 1.0 section 4.2.2).
 */
export function renameOriginals(schema: XsdSchema, redefined: ReadonlySet<string>): XsdSchema {
  return {
    ...schema,
    components: schema.components.map((component) =>
      redefinable(component) && redefined.has(redefinitionKey(component))
        ? { ...component, name: originalName(component.name ?? "") }
        : component,
    ),
  };
}

/** A component of an `xs:redefine`, its references to its own name pointing to the original. */
export interface RedefinitionRead {
  readonly component: Redefinition;
  /**
   * Where the component named itself by other than its own qualified name, and how: unprefixed in a schema of a
   * namespace without a default namespace (`base="Address"`), or through an undeclared prefix.
   */
  readonly slipped?: { readonly written: QName; readonly node: DocumentNode };
}

/**
 * The components of the `xs:redefine`s of a schema mapped into `namespace`, each reference to its own name
 * (a type's base, a group's or attribute group's reference to itself) pointing to the original. XSD makes a
 * type's redefinition derive from the type itself (section 4.2.2), so a base of the same local name written
 * without its namespace's prefix means the original too, never the redefinition, which would be a cycle.
 */
export function redefinitionsOf(schema: XsdSchema, namespace: string): RedefinitionRead[] {
  return schema.references.flatMap((reference) =>
    reference.redefinitions.map((component) => {
      const self: QName = { namespace, local: component.name ?? "" };
      const original: QName = { namespace, local: originalName(self.local) };
      const selfReference = (owner: { readonly kind?: unknown }, key: string): boolean =>
        component.kind === "group"
          ? owner.kind === "groupRef" && key === "ref"
          : component.kind === "attributeGroup"
            ? owner.kind === "attributeGroupRef" && key === "ref"
            : key === "base";
      let slipped: RedefinitionRead["slipped"];
      const rewrite = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(rewrite);
        if (value === null || typeof value !== "object") return value;
        return Object.fromEntries(
          Object.entries(value).map(([key, item]) => {
            const name = item as Partial<QName> | null;
            const isSelf =
              selfReference(value, key) &&
              name?.local === self.local &&
              (name.namespace === self.namespace || isPrefixSlip(name.namespace ?? ""));
            if (isSelf && name.namespace !== self.namespace)
              slipped = {
                written: { namespace: name.namespace ?? "", local: self.local },
                node: value as DocumentNode,
              };
            return [key, isSelf ? original : key === "source" ? item : rewrite(item)];
          }),
        );
      };
      const redefinition = rewrite(component) as Redefinition;
      return compact({ component: redefinition, slipped });
    }),
  );
}

/** Whether a reference's namespace is one written without the prefix meant: none, or an undeclared prefix's. */
function isPrefixSlip(namespace: string): boolean {
  return namespace === "" || undeclaredPrefixOf(namespace) !== undefined;
}
