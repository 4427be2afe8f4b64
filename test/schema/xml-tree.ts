import { SaxesParser } from "saxes";

/** A parsed element: enough of the XML infoset for the schema tests to walk WSDL, XSD and messages. */
export interface XmlElement {
  /** Namespace URI ("" for none). */
  readonly uri: string;
  /** Local name. */
  readonly local: string;
  /** Attributes by their name as written (`name`, `xsi:nil`). */
  readonly attributes: Readonly<Record<string, string>>;
  /** Namespace declarations in scope, prefix ("" for the default) to URI. */
  readonly namespaces: Readonly<Record<string, string>>;
  /** Child elements in document order. */
  readonly children: XmlElement[];
  /** Concatenated character data of this element (not of its children). */
  text: string;
  /** 1-based line of the start tag. */
  readonly line: number;
}

/** Parses a document into an element tree (throws on malformed XML). */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on("opentag", (tag) => {
    const parent = stack.at(-1);
    const attributes: Record<string, string> = {};
    for (const [name, attribute] of Object.entries(tag.attributes)) attributes[name] = attribute.value;
    const element: XmlElement = {
      uri: tag.uri,
      local: tag.local,
      attributes,
      namespaces: { ...(parent?.namespaces ?? {}), ...tag.ns },
      children: [],
      text: "",
      line: parser.line,
    };
    if (parent === undefined) root = element;
    else parent.children.push(element);
    stack.push(element);
  });
  parser.on("text", (text) => {
    const current = stack.at(-1);
    if (current !== undefined) current.text += text;
  });
  parser.on("closetag", () => stack.pop());
  parser.write(text).close();
  if (root === undefined) throw new Error("document has no root element");
  return root;
}

/** Children of an element with the given namespace and local name. */
export function childrenNamed(element: XmlElement, uri: string, local: string): XmlElement[] {
  return element.children.filter((child) => child.uri === uri && child.local === local);
}

/** The one child with the given name; throws when there is none or more than one. */
export function onlyChild(element: XmlElement, uri: string, local: string): XmlElement {
  const found = childrenNamed(element, uri, local);
  if (found.length !== 1 || found[0] === undefined)
    throw new Error(`expected one {${uri}}${local} in <${element.local}> at line ${element.line}, found ${found.length}`);
  return found[0];
}

/** Resolves a QName-valued attribute against the element's namespace declarations, as `{uri}local`. */
export function resolveQName(element: XmlElement, value: string): string {
  const colon = value.indexOf(":");
  const prefix = colon < 0 ? "" : value.slice(0, colon);
  const uri = element.namespaces[prefix];
  if (uri === undefined) throw new Error(`undeclared prefix in ${value} at line ${element.line}`);
  return `{${uri}}${value.slice(colon + 1)}`;
}
