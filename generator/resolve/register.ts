import type { Diagnostic } from "../diagnostics.ts";
import type { DraftModel, SymbolSpace } from "../map/draft.ts";
import type { Provenance, QName } from "../model/index.ts";
import { keyOf, spaceNames } from "./symbols.ts";

/** The attributes of the `xml:` namespace, declared by the XML specification itself. */
const xmlNamespace = "http://www.w3.org/XML/1998/namespace";

/**
 * Phase one: registers every named component and reports each name declared twice in one symbol space,
 * naming both declarations. Adds `xml:lang`, `xml:space`, `xml:base` and `xml:id` when no schema for the
 * XML namespace was read, so `ref="xml:lang"` works without fetching xml.xsd.
 */
export function registerComponents(draft: DraftModel): {
  readonly draft: DraftModel;
  readonly diagnostics: Diagnostic[];
} {
  const diagnostics: Diagnostic[] = [];
  const check = (
    space: SymbolSpace | "service",
    items: readonly { readonly provenance: Provenance; readonly key: string; readonly label: string }[],
  ) => {
    const first = new Map<string, Provenance>();
    for (const item of items) {
      const earlier = first.get(item.key);
      if (earlier === undefined) first.set(item.key, item.provenance);
      else
        diagnostics.push({
          severity: "error",
          message: `${spaceNames[space]} ${item.label} is declared twice`,
          location: item.provenance.source,
          related: { message: "first declared here", location: earlier.source },
        });
    }
  };
  const named = (items: readonly { readonly name: QName; readonly provenance: Provenance }[]) =>
    items.map((item) => ({
      provenance: item.provenance,
      key: keyOf(item.name),
      label: `'${keyOf(item.name)}'`,
    }));
  check(
    "type",
    draft.types.map((type) => ({
      provenance: type.provenance,
      key: type.id,
      label: type.name === undefined ? `id '${type.id}' (anonymous)` : `'${type.id}'`,
    })),
  );
  check("element", named(draft.elements));
  check("group", named(draft.groups));
  check("attributeGroup", named(draft.attributeGroups));
  check("attribute", named(draft.attributes));
  check("message", named(draft.messages));
  check("portType", named(draft.portTypes));
  check("binding", named(draft.bindings));
  check("service", named(draft.services));

  const declared = new Set(draft.attributes.map((attribute) => keyOf(attribute.name)));
  const provenance: Provenance = { source: { file: "", line: 0, column: 0 }, construct: "xs:attribute" };
  const xmlAttributes = (
    [
      ["lang", "language"],
      ["space", "NCName"],
      ["base", "anyURI"],
      ["id", "ID"],
    ] as const
  )
    .map(([local, type]) => ({
      kind: "attributeDeclaration" as const,
      name: { namespace: xmlNamespace, local },
      type: { kind: "builtin" as const, name: type },
      provenance,
    }))
    .filter((attribute) => !declared.has(keyOf(attribute.name)));
  return { draft: { ...draft, attributes: [...draft.attributes, ...xmlAttributes] }, diagnostics };
}
