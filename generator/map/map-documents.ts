import type { SchemaDocument, XsdSchema } from "../document/index.ts";
import type { LoadedDocuments } from "../load/load-documents.ts";
import type { QName } from "../model/index.ts";
import { adoptNamespace } from "./adopt-namespace.ts";
import type { DraftModel } from "./draft.ts";
import { mapSchema, provenanceOf } from "./map-schema.ts";
import { mapDefinitions } from "./map-wsdl.ts";
import { originalTypeNames, redefinitionKey, renameOriginals } from "./redefine.ts";
import { DraftSink } from "./sink.ts";
import { embeddedSchemaNamespace } from "./embedded-namespace.ts";
import {
  bindingsOfPortTypes,
  servicesOfBindings,
  warnBindingsWithoutPort,
  warnUnboundPortTypes,
} from "./services-of-bindings.ts";

/**
 * Maps every loaded document into one draft model. A schema without a targetNamespace that is included
 * by a schema with one takes the includer's namespace (a chameleon include); it is mapped once per
 * namespace it is included into. `aliases` are the names that references which reach nothing are read as
 * (see `unqualifiedAliases`).
 */
export function mapDocuments(
  loaded: LoadedDocuments,
  aliases?: ReadonlyMap<string, QName>,
): {
  readonly draft: DraftModel;
  readonly sink: DraftSink;
} {
  const sink = new DraftSink(aliases);
  const byFile = new Map(loaded.documents.map((document) => [document.file, document]));
  const effective = effectiveNamespaces(loaded, byFile);
  checkReferences(loaded, byFile, effective, sink);
  const redefined = redefinedComponents(loaded, byFile, sink);
  const declaredIn = declaredNames(loaded.documents);
  const namespaces = new Set<string>();
  for (const document of loaded.documents) {
    if (document.kind === "wsdl") {
      namespaces.add(document.definitions.targetNamespace);
      for (const schema of document.definitions.schemas) {
        const { namespace, adoptedFor } = embeddedSchemaNamespace(document.definitions, schema, declaredIn);
        namespaces.add(namespace);
        if (adoptedFor !== undefined)
          sink.warning(
            provenanceOf(schema, "xs:schema"),
            `xs:schema without targetNamespace, whose '${adoptedFor}' the WSDL refers to in its own namespace '${namespace}': read as a schema of '${namespace}'`,
          );
        mapSchema(adoptedFor === undefined ? schema : adoptNamespace(schema, namespace), namespace, sink);
      }
      mapDefinitions(document.definitions, sink);
    } else
      for (const namespace of effective.get(document.file) ?? []) {
        namespaces.add(namespace);
        const chameleon = document.schema.targetNamespace === undefined && namespace !== "";
        const names = redefined.get(document.file);
        const schema = names === undefined ? document.schema : renameOriginals(document.schema, names);
        const originals = names === undefined ? undefined : originalTypeNames(names);
        mapSchema(chameleon ? adoptNamespace(schema, namespace) : schema, namespace, sink, originals);
      }
  }
  // A binding left out (a protocol the package does not speak) still counts as declared.
  const declaredBindings = loaded.documents.flatMap((document) =>
    document.kind === "wsdl" ? document.definitions.bindings : [],
  );
  const bindings =
    declaredBindings.length > 0 ||
    loaded.documents.some((document) => document.kind === "wsdl" && document.definitions.services.length > 0)
      ? sink.bindings
      : bindingsOfPortTypes(sink.portTypes, sink.messages, sink);
  if (bindings === sink.bindings) warnUnboundPortTypes(sink.portTypes, declaredBindings, sink);
  if (sink.services.length > 0) warnBindingsWithoutPort(sink.bindings, sink.services, sink);
  const draft: DraftModel = {
    files: loaded.documents.map((document) => document.file).sort(),
    namespaces: [...namespaces].sort(),
    types: sink.types,
    elements: sink.elements,
    groups: sink.groups,
    attributeGroups: sink.attributeGroups,
    attributes: sink.attributes,
    messages: sink.messages,
    portTypes: sink.portTypes,
    bindings,
    // A service left out (none of its ports usable) still counts as declared.
    services: loaded.documents.some(
      (document) => document.kind === "wsdl" && document.definitions.services.length > 0,
    )
      ? sink.services
      : servicesOfBindings(bindings),
    references: sink.references,
  };
  return { draft, sink };
}

/** Whether a schema with a targetNamespace declares a top-level component of that namespace and name. */
function declaredNames(documents: readonly SchemaDocument[]): (namespace: string, local: string) => boolean {
  const names = new Set<string>();
  for (const document of documents)
    for (const schema of schemasOf(document))
      if (schema.targetNamespace !== undefined)
        for (const component of schema.components)
          if (component.name !== undefined) names.add(`{${schema.targetNamespace}}${component.name}`);
  return (namespace, local) => names.has(`{${namespace}}${local}`);
}

/** The namespaces each XSD file is mapped into. */
function effectiveNamespaces(
  loaded: LoadedDocuments,
  byFile: ReadonlyMap<string, SchemaDocument>,
): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  const includers = new Map<string, string[]>();
  const reachedOtherwise = new Set(loaded.entries);
  for (const document of loaded.documents) {
    for (const schema of schemasOf(document))
      for (const reference of schema.references) {
        const target = loaded.targets.get(reference);
        if (target === undefined) continue;
        if (reference.kind === "include" || reference.kind === "redefine")
          includers.set(target, [...(includers.get(target) ?? []), document.file]);
        else reachedOtherwise.add(target);
      }
    if (document.kind === "wsdl")
      for (const reference of document.definitions.imports) {
        const target = loaded.targets.get(reference);
        if (target !== undefined) reachedOtherwise.add(target);
      }
  }
  for (const document of loaded.documents)
    if (document.kind === "xsd")
      result.set(
        document.file,
        new Set(
          document.schema.targetNamespace !== undefined
            ? [document.schema.targetNamespace]
            : reachedOtherwise.has(document.file)
              ? [""]
              : [],
        ),
      );
  // Chameleon chains (A includes B includes C, only A has a namespace) settle after a few rounds.
  for (let changed = true; changed;) {
    changed = false;
    for (const [target, sources] of includers) {
      const document = byFile.get(target);
      if (document?.kind !== "xsd" || document.schema.targetNamespace !== undefined) continue;
      const set = result.get(target) ?? new Set<string>();
      for (const source of sources)
        for (const namespace of namespacesOfFile(byFile.get(source), result))
          if (!set.has(namespace)) {
            set.add(namespace);
            changed = true;
          }
      result.set(target, set);
    }
  }
  return result;
}

function namespacesOfFile(
  document: SchemaDocument | undefined,
  effective: ReadonlyMap<string, Set<string>>,
): string[] {
  if (document === undefined) return [];
  if (document.kind === "xsd") return [...(effective.get(document.file) ?? [])];
  return document.definitions.schemas.map((schema) => schema.targetNamespace ?? "");
}

/** Checks that imports and includes land on what they claim: the right kind of file and namespace. */
function checkReferences(
  loaded: LoadedDocuments,
  byFile: ReadonlyMap<string, SchemaDocument>,
  effective: ReadonlyMap<string, Set<string>>,
  sink: DraftSink,
): void {
  for (const document of loaded.documents) {
    if (document.kind === "wsdl")
      for (const reference of document.definitions.imports) {
        const target = byFile.get(loaded.targets.get(reference) ?? "");
        if (target === undefined) continue;
        const actual =
          target.kind === "wsdl" ? target.definitions.targetNamespace : (target.schema.targetNamespace ?? "");
        if (reference.namespace === undefined)
          sink.warning(
            provenanceOf(reference, "wsdl:import"),
            `wsdl:import of '${target.file}' has no 'namespace' attribute, which WSDL 1.1 requires: read as an import of its targetNamespace '${actual}'`,
          );
        else if (actual !== reference.namespace)
          sink.warning(
            provenanceOf(reference, "wsdl:import"),
            `wsdl:import namespace '${reference.namespace}' does not match the targetNamespace '${actual}' of '${target.file}': read as an import of '${actual}'`,
          );
      }
    for (const schema of schemasOf(document)) {
      const own =
        document.kind === "xsd" ? [...(effective.get(document.file) ?? [])] : [schema.targetNamespace ?? ""];
      for (const reference of schema.references) {
        const target = byFile.get(loaded.targets.get(reference) ?? "");
        if (target === undefined) continue;
        const construct = `xs:${reference.kind}`;
        if (target.kind !== "xsd") {
          sink.error(
            provenanceOf(reference, construct),
            `${construct} schemaLocation '${reference.schemaLocation ?? ""}' names a WSDL, not a schema`,
          );
          continue;
        }
        const actual = target.schema.targetNamespace;
        if (
          reference.kind !== "import" &&
          actual !== undefined &&
          !own.every((namespace) => namespace === actual)
        )
          sink.error(
            provenanceOf(reference, construct),
            `${construct} of '${target.file}' (targetNamespace '${actual}') into a schema for namespace '${own.join("', '")}'`,
          );
        // XSD forbids it (src-import 1.1), libxml2 and Xerces refuse it; SoapUI's tests and hand-split schemas write it.
        if (
          reference.kind === "import" &&
          schema.targetNamespace !== undefined &&
          actual === schema.targetNamespace
        )
          sink.warning(
            provenanceOf(reference, construct),
            `xs:import of '${target.file}' names the importing schema's own namespace '${actual}', which XSD forbids (xs:include is meant): read as an include`,
          );
        else if (reference.kind === "import" && (actual ?? "") !== (reference.namespace ?? ""))
          sink.warning(
            provenanceOf(reference, construct),
            `xs:import namespace '${reference.namespace ?? ""}' does not match the targetNamespace '${actual ?? ""}' of '${target.file}': read as an import of '${actual ?? ""}'`,
          );
      }
    }
  }
}

/**
 * The components each file's `xs:redefine`rs redefine, by {@link redefinitionKey}; a redefinition of a
 * component the file does not declare is an error.
 */
function redefinedComponents(
  loaded: LoadedDocuments,
  byFile: ReadonlyMap<string, SchemaDocument>,
  sink: DraftSink,
): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const document of loaded.documents)
    for (const schema of schemasOf(document))
      for (const reference of schema.references) {
        const file = loaded.targets.get(reference);
        const target = byFile.get(file ?? "");
        if (reference.kind !== "redefine" || file === undefined || target?.kind !== "xsd") continue;
        const declared = new Set(
          target.schema.components.flatMap((component) =>
            component.kind === "simpleType" ||
            component.kind === "complexType" ||
            component.kind === "group" ||
            component.kind === "attributeGroup"
              ? [redefinitionKey(component)]
              : [],
          ),
        );
        const keys = result.get(file) ?? new Set<string>();
        for (const component of reference.redefinitions) {
          const key = redefinitionKey(component);
          if (declared.has(key)) keys.add(key);
          else
            sink.error(
              provenanceOf(component, `xs:${component.kind}`),
              `xs:redefine of '${file}' redefines xs:${component.kind} '${component.name ?? ""}', which '${file}' does not declare`,
            );
        }
        result.set(file, keys);
      }
  return result;
}

function schemasOf(document: SchemaDocument): readonly XsdSchema[] {
  return document.kind === "xsd" ? [document.schema] : document.definitions.schemas;
}
