import type { Diagnostic } from "../diagnostics.ts";
import type { SchemaDocument } from "../document/index.ts";
import { name } from "./element-reader.ts";
import {
  conventionalNamespace,
  namespaces,
  supersedingNamespace,
  undeclaredPrefixNamespace,
} from "./namespaces.ts";
import { WsdlReader } from "./read-wsdl.ts";
import { parseXml, type Leniency, type XmlElement } from "./xml.ts";

/** A parsed file: the document (absent when it could not be read) and every problem found in it. */
export interface ParsedDocument {
  readonly document?: SchemaDocument;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * How schema files that are not quite namespace-well-formed or current are read. A prefix a file uses without
 * declaring it: one of WSDL's or XSD's conventional prefixes (`xsd`, `soap`) is read as its namespace; any
 * other (a policy's `wsp`) as a namespace of its own that no reader knows, so that its elements are skipped as
 * extensions are. The namespaces of XSD's drafts (WSDL 1.1's own examples use one) are read as XSD 1.0's.
 */
const leniency: Leniency = {
  undeclaredPrefix: (prefix) => conventionalNamespace(prefix) ?? undeclaredPrefixNamespace(prefix),
  supersededBy: supersedingNamespace,
};

/** Parses the text of a WSDL 1.1 or XSD 1.0 file into the document model. */
export function parseDocument(text: string, file: string): ParsedDocument {
  const xml = parseXml(text, file, leniency);
  if (xml.root === undefined) return { diagnostics: xml.diagnostics };
  const reader = new WsdlReader();
  const root =
    xml.root.namespace === "" && xml.root.local === "definitions" ? inWsdlNamespace(xml.root) : xml.root;
  if (root !== xml.root)
    reader.warning(
      xml.root,
      `the root element definitions is in no namespace (no default namespace is declared); it and the elements in no namespace within it are read as WSDL 1.1's (${namespaces.wsdl})`,
    );
  if (root.namespace === namespaces.wsdl && root.local === "definitions")
    return {
      document: { kind: "wsdl", file, definitions: reader.definitions(root) },
      diagnostics: [...xml.diagnostics, ...reader.diagnostics],
    };
  if (root.namespace === namespaces.xsd && root.local === "schema")
    return {
      document: { kind: "xsd", file, schema: reader.schema(root) },
      diagnostics: [...xml.diagnostics, ...reader.diagnostics],
    };
  return {
    diagnostics: [
      {
        severity: "error",
        message: `the root element ${name(root)} is neither wsdl:definitions (WSDL 1.1) nor xs:schema (XSD 1.0)${rootHint(root)}`,
        location: root.location,
      },
    ],
  };
}

/** What a root that is neither WSDL 1.1 nor XSD likely is, and what to read instead. */
function rootHint(root: XmlElement): string {
  if (root.namespace === "http://www.w3.org/ns/wsdl")
    return ": WSDL 2.0 is not read; give the service's WSDL 1.1 (Axis2 publishes it at ?wsdl, WSDL 2.0 at ?wsdl2)";
  if (root.local.toLowerCase() === "html")
    return ": an HTML page (a service's help page saved in place of its ?wsdl, or an error page?)";
  return "";
}

/**
 * `element` and its descendants in no namespace, down to the first element in a namespace, moved into WSDL
 * 1.1's: a WSDL written without its namespace (`<definitions>` with no `xmlns`) means WSDL all the same.
 */
function inWsdlNamespace(element: XmlElement): XmlElement {
  return {
    ...element,
    namespace: namespaces.wsdl,
    children: element.children.map((child) => (child.namespace === "" ? inWsdlNamespace(child) : child)),
  };
}
