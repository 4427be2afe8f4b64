import type { Diagnostic } from "../diagnostics.ts";
import type { MaxOccurs, QName } from "../model/index.ts";
import { isNCName } from "../runtime/scalars.ts";
import { constructName, conventionalNamespace, namespaces, undeclaredPrefixNamespace } from "./namespaces.ts";
import type { XmlElement } from "./xml.ts";

/**
 * Attributes of WSDL 1.1 and XSD 1.0 whose types collapse whitespace before use (XSD 1.0 part 2, 4.3.6): `name`,
 * an NCName (an NMTOKEN on wsdl:part), so `name="ResultCode "` declares `ResultCode`; and the anyURI-valued ones,
 * so that WCF's `transport="http://schemas.xmlsoap.org/soap/http "` is SOAP over HTTP.
 */
const collapsed: ReadonlySet<string> = new Set([
  "name",
  "targetNamespace",
  "namespace",
  "schemaLocation",
  "location",
  "transport",
  "soapAction",
  "encodingStyle",
]);

/** An unprefixed attribute's value as used: trimmed where its type collapses whitespace (see {@link collapsed}). */
export function collapsedValue(local: string, value: string): string {
  return collapsed.has(local) ? value.trim() : value;
}

/**
 * Attribute and child access shared by the WSDL and XSD readers: every problem becomes a diagnostic at the
 * element's start tag, and attributes a construct does not define are reported instead of ignored.
 */
export class ElementReader {
  readonly diagnostics: Diagnostic[] = [];

  error(element: XmlElement, message: string): void {
    this.diagnostics.push({ severity: "error", message, location: element.location });
  }

  warning(element: XmlElement, message: string): void {
    this.diagnostics.push({ severity: "warning", message, location: element.location });
  }

  /** Reports unprefixed attributes outside `allowed` (`id` is always allowed; foreign-namespace attributes are extensions). */
  checkAttributes(element: XmlElement, allowed: readonly string[]): void {
    for (const attribute of element.attributes) {
      if (attribute.namespace !== "" || attribute.local === "id" || allowed.includes(attribute.local))
        continue;
      this.warning(
        element,
        `attribute '${attribute.local}' is not defined on ${name(element)} and is ignored`,
      );
    }
  }

  optional(element: XmlElement, local: string): string | undefined {
    const value = element.attributes.find(
      (attribute) => attribute.namespace === "" && attribute.local === local,
    )?.value;
    return value === undefined ? undefined : collapsedValue(local, value);
  }

  required(element: XmlElement, local: string): string | undefined {
    const value = this.optional(element, local);
    if (value === undefined) this.error(element, `${name(element)} needs a '${local}' attribute`);
    return value;
  }

  /** Reports a declaration's `name` that is not an NCName: no document can write it as a tag or attribute. */
  writableName(element: XmlElement, value: string | undefined): void {
    if (value !== undefined && !isNCName(value))
      this.error(
        element,
        `${name(element)} name '${value}' is not an NCName, so no XML document can hold it`,
      );
  }

  /** A QName-valued attribute, its prefix resolved in the element's scope. */
  qname(element: XmlElement, local: string, required = false): QName | undefined {
    const value = required ? this.required(element, local) : this.optional(element, local);
    return value === undefined ? undefined : this.resolveQName(element, local, value);
  }

  /** A whitespace-separated list of QNames (`memberTypes`). */
  qnames(element: XmlElement, local: string): QName[] {
    const value = this.optional(element, local) ?? "";
    return value
      .split(/\s+/)
      .filter((item) => item !== "")
      .flatMap((item) => this.resolveQName(element, local, item) ?? []);
  }

  resolveQName(element: XmlElement, attribute: string, value: string): QName | undefined {
    const text = value.trim();
    const colon = text.indexOf(":");
    const prefix = colon === -1 ? "" : text.slice(0, colon);
    const localPart = colon === -1 ? text : text.slice(colon + 1);
    const namespace = prefix === "xml" ? namespaces.xml : element.namespaces.get(prefix);
    if (namespace === undefined && prefix !== "") {
      const conventional = conventionalNamespace(prefix);
      // A reference through a prefix nobody declared: linking finds what it means, or reports it.
      if (conventional === undefined)
        return { namespace: undeclaredPrefixNamespace(prefix), local: localPart };
      this.warning(
        element,
        `${attribute}="${text}" uses the undeclared namespace prefix '${prefix}', read as its conventional namespace ${conventional}`,
      );
      return { namespace: conventional, local: localPart };
    }
    return { namespace: namespace ?? "", local: localPart };
  }

  boolean(element: XmlElement, local: string): boolean | undefined {
    const value = this.optional(element, local)?.trim();
    if (value === undefined) return undefined;
    if (value === "true" || value === "1") return true;
    if (value === "false" || value === "0") return false;
    this.error(element, `${local}="${value}" is not a boolean`);
    return undefined;
  }

  /** An attribute restricted to a few values. */
  oneOf<T extends string>(element: XmlElement, local: string, values: readonly T[]): T | undefined {
    const value = this.optional(element, local)?.trim();
    if (value === undefined) return undefined;
    if ((values as readonly string[]).includes(value)) return value as T;
    this.error(element, `${local}="${value}" must be one of ${values.map((item) => `'${item}'`).join(", ")}`);
    return undefined;
  }

  minOccurs(element: XmlElement): number | undefined {
    const value = this.optional(element, "minOccurs")?.trim();
    if (value === undefined) return undefined;
    if (/^\+?\d+$/.test(value)) return this.#count(element, "minOccurs", value);
    this.error(element, `minOccurs="${value}" is not a non-negative integer`);
    return undefined;
  }

  maxOccurs(element: XmlElement): MaxOccurs | undefined {
    const value = this.optional(element, "maxOccurs")?.trim();
    if (value === undefined) return undefined;
    if (value === "unbounded") return value;
    if (/^\+?\d+$/.test(value)) return this.#count(element, "maxOccurs", value);
    this.error(element, `maxOccurs="${value}" is neither a non-negative integer nor 'unbounded'`);
    return undefined;
  }

  /** A count kept as a number only where the number is exact; a larger one is refused, not rounded. */
  #count(element: XmlElement, local: string, digits: string): number | undefined {
    const count = BigInt(digits);
    if (count <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(count);
    this.error(
      element,
      `${local}="${digits}" is larger than ${Number.MAX_SAFE_INTEGER}, the largest count kept exactly`,
    );
    return undefined;
  }

  /** Text of the `documentation` children in `namespace`, each {@link dedented}, joined by blank lines. */
  documentation(element: XmlElement, namespace: string): string | undefined {
    const texts: string[] = [];
    for (const child of element.children) {
      if (namespace === namespaces.xsd && child.namespace === namespaces.xsd && child.local === "annotation")
        for (const item of child.children)
          if (item.namespace === namespaces.xsd && item.local === "documentation")
            texts.push(dedented(item.text));
      if (
        namespace === namespaces.wsdl &&
        child.namespace === namespaces.wsdl &&
        child.local === "documentation"
      )
        texts.push(dedented(child.text));
    }
    const text = texts.filter((item) => item !== "").join("\n\n");
    return text === "" ? undefined : text;
  }
}

/**
 * `text` trimmed, without the indentation its lines after the first share: that is the schema file's nesting
 * (tabs and spaces up to the tag's column), not the author's layout, which stays relative to it.
 */
function dedented(text: string): string {
  const [first = "", ...rest] = text.trim().split("\n");
  const indents = rest.filter((line) => line.trim() !== "").map((line) => /^[ \t]*/.exec(line)?.[0] ?? "");
  let common = indents[0] ?? "";
  for (const indent of indents) while (!indent.startsWith(common)) common = common.slice(0, -1);
  return [first, ...rest.map((line) => (line.trim() === "" ? "" : line.slice(common.length)))].join("\n");
}

/** The construct name of an element for messages. */
export function name(element: XmlElement): string {
  return constructName(element.namespace, element.local);
}
