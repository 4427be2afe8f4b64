import { SaxesParser } from "saxes";
import type { Diagnostic } from "../diagnostics.ts";
import type { SourceLocation } from "../model/index.ts";
import { readDoctype } from "./doctype.ts";

/** An element of a parsed file: just enough structure for the WSDL and XSD readers, with positions. */
export interface XmlElement {
  /** Namespace URI, "" for none. */
  readonly namespace: string;
  /** Local name. */
  readonly local: string;
  /** The name as written (`xs:element`), for messages. */
  readonly name: string;
  /** Attributes other than namespace declarations, in document order. */
  readonly attributes: readonly XmlAttribute[];
  /** Child elements in document order. */
  readonly children: readonly XmlElement[];
  /** Character data of the element and all its descendants, in document order. */
  readonly text: string;
  /** Namespace bindings in scope (prefix "" is the default namespace). */
  readonly namespaces: ReadonlyMap<string, string>;
  /** Start of the start tag. */
  readonly location: SourceLocation;
}

/** One attribute. */
export interface XmlAttribute {
  /** Namespace URI, "" for an unprefixed attribute. */
  readonly namespace: string;
  /** Local name. */
  readonly local: string;
  /** The value, entity references expanded. */
  readonly value: string;
}

/** Result of parsing one file: the root element and warnings, or the diagnostic that stopped the parse. */
export type XmlParseResult =
  | { readonly root: XmlElement; readonly diagnostics: readonly Diagnostic[] }
  | { readonly root?: undefined; readonly diagnostics: readonly Diagnostic[] };

/** What a reader accepts of a file that is not quite namespace-well-formed or current, each with a warning. */
export interface Leniency {
  /** The namespace a prefix that the file never declares is read as. */
  readonly undeclaredPrefix: (prefix: string) => string;
  /** The namespace that supersedes `namespace` (an XSD draft's by XSD 1.0's), if any. */
  readonly supersededBy: (namespace: string) => string | undefined;
}

const xmlnsNamespace = "http://www.w3.org/2000/xmlns/";

/**
 * Deepest element nesting accepted in schema input (the root element is level 1). Every later stage of
 * the reader walks nested constructs recursively, so a bound checked here, while the file is parsed,
 * keeps all of them far from the call-stack limit (measured: about 2 000 levels before the stack runs out).
 * Real WSDL and XSD files stay well below it: an anonymous type nested in another costs three levels
 * (xs:element, xs:complexType, xs:sequence), so 256 levels allow about 80 nested anonymous types.
 */
export const maxElementDepth = 256;

interface OpenElement {
  readonly namespace: string;
  readonly local: string;
  readonly name: string;
  readonly attributes: XmlAttribute[];
  readonly children: XmlElement[];
  /** Character data and child elements in document order: the element's text, computed when it is read. */
  readonly content: (string | XmlElement)[];
  readonly namespaces: ReadonlyMap<string, string>;
  readonly location: SourceLocation;
}

/**
 * Parses `text` with saxes (namespace-aware, positions on). A DTD is read for its internal text entities only
 * (`doctype.ts`: none that refers to another, none external, nothing fetched), and their expansions together may
 * not outgrow the file itself; an attribute default it declares is not applied, with a warning where it would be.
 * Stops at the first well-formedness error: later ones are mostly consequences of the first. Elements
 * nested deeper than `maxElementDepth` are refused the same way, at the first element too deep. A prefix used
 * but never declared stops the parse too, unless `leniency` says what it is read as; with `leniency`, an XML
 * declaration after leading white space or comments is read as if it started the file, with a warning.
 */
export function parseXml(source: string, file: string, leniency?: Leniency): XmlParseResult {
  const lineStarts = computeLineStarts(source);
  const locate = (index: number): SourceLocation => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lineStarts[middle] ?? 0) <= index) low = middle;
      else high = middle - 1;
    }
    // A byte order mark is not a column anyone sees in an editor.
    const bom = low === 0 && source.startsWith("\uFEFF") ? 1 : 0;
    return { file, line: low + 1, column: index - (lineStarts[low] ?? 0) + 1 - bom };
  };
  const warnings: Diagnostic[] = [];
  const misplaced = leniency === undefined ? null : misplacedDeclaration.exec(source);
  // Blanked where it stands, so that every position in the file stays where it was.
  const text =
    misplaced === null
      ? source
      : source.slice(0, misplaced.index) +
        blank(misplaced[0]) +
        source.slice(misplaced.index + misplaced[0].length);
  if (misplaced !== null)
    warnings.push({
      severity: "warning",
      message:
        "the XML declaration is preceded by white space or a comment, which XML does not allow; read as if it were not",
      location: locate(misplaced.index),
    });
  const guessed = new Map<string, string>();
  const resolvePrefix =
    leniency === undefined
      ? undefined
      : (prefix: string): string | undefined => {
          // Unprefixed names without a default namespace are in no namespace, as they should be.
          if (prefix === "") return undefined;
          let namespace = guessed.get(prefix);
          if (namespace === undefined) {
            namespace = leniency.undeclaredPrefix(prefix);
            guessed.set(prefix, namespace);
            warnings.push({
              severity: "warning",
              message: `the namespace prefix '${prefix}' is used but not declared; read as ${namespace}`,
              location: tagStart,
            });
          }
          return namespace;
        };
  const superseded = new Set<string>();
  /** `namespace`, or the one that supersedes it (said once per file). */
  const current = (namespace: string): string => {
    const successor = leniency?.supersededBy(namespace);
    if (successor === undefined) return namespace;
    if (!superseded.has(namespace)) {
      superseded.add(namespace);
      warnings.push({
        severity: "warning",
        message: `the namespace ${namespace} is read as ${successor}, which supersedes it`,
        location: tagStart,
      });
    }
    return successor;
  };
  const parser = new SaxesParser({
    xmlns: true,
    position: true,
    fileName: file,
    ...(resolvePrefix === undefined ? {} : { resolvePrefix }),
  });
  let failure: Diagnostic | undefined;
  const fail = (message: string, location: SourceLocation): void => {
    failure ??= { severity: "error", message, location };
  };
  const stack: OpenElement[] = [];
  let root: XmlElement | undefined;
  let tagStart: SourceLocation = { file, line: 1, column: 1 };

  let attributeDefaults: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map();
  parser.on("doctype", (doctype) => {
    const at = locate(Math.max(text.lastIndexOf("<!DOCTYPE", parser.position), 0));
    const reading = readDoctype(doctype);
    if ("refused" in reading) {
      fail(`this DTD (<!DOCTYPE>) is not accepted in schema input: ${reading.refused}`, at);
      return;
    }
    attributeDefaults = reading.doctype.attributeDefaults;
    // Each expansion is counted: together they may not outgrow the file, however often an entity is referred to.
    let expanded = 0;
    for (const [name, value] of reading.doctype.entities)
      Object.defineProperty(parser.ENTITIES, name, {
        enumerable: true,
        get: () => {
          expanded += value.length;
          if (expanded <= text.length) return value;
          fail(`the DTD's entities expand to more text than the file holds (at &${name};)`, at);
          throw new Error("entity expansion bound exceeded");
        },
      });
  });
  parser.on("opentagstart", (tag) => {
    // saxes has consumed `<`, the name and what ended it (one character, or two for CRLF).
    tagStart = locate(text.lastIndexOf(`<${tag.name}`, parser.position));
  });
  parser.on("opentag", (tag) => {
    if (stack.length === maxElementDepth) {
      fail(
        `${tag.name} is nested ${maxElementDepth + 1} elements deep; schema input may nest at most ${maxElementDepth}`,
        tagStart,
      );
      // Nothing after this point is used: stop reading (the catch below keeps the diagnostic above).
      throw new Error("nesting bound exceeded");
    }
    for (const [attribute, value] of attributeDefaults.get(tag.name) ?? [])
      if (tag.attributes[attribute] === undefined)
        warnings.push({
          severity: "warning",
          message: `the DTD's default ${attribute}="${value}" of ${tag.name} is not applied: the attribute is read as absent`,
          location: tagStart,
        });
    const parent = stack[stack.length - 1];
    const inherited = parent?.namespaces ?? new Map<string, string>();
    const declared = Object.entries(tag.ns).map(([prefix, uri]) => [prefix, current(uri)] as const);
    const namespaces = declared.length === 0 ? inherited : new Map([...inherited, ...declared]);
    const attributes: XmlAttribute[] = [];
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.uri === xmlnsNamespace || attribute.name === "xmlns") continue;
      attributes.push({ namespace: current(attribute.uri), local: attribute.local, value: attribute.value });
    }
    stack.push({
      namespace: current(tag.uri),
      local: tag.local,
      name: tag.name,
      attributes,
      children: [],
      content: [],
      namespaces,
      location: tagStart,
    });
  });
  parser.on("text", (value) => stack[stack.length - 1]?.content.push(value));
  parser.on("cdata", (value) => stack[stack.length - 1]?.content.push(value));
  parser.on("closetag", () => {
    const open = stack.pop();
    if (open === undefined) return;
    const content = open.content;
    // The text is joined only where it is read (documentation): joined for every element, each ancestor
    // would hold a copy of its descendants' text, memory growing with the input times its depth.
    const element: XmlElement = {
      namespace: open.namespace,
      local: open.local,
      name: open.name,
      attributes: open.attributes,
      children: open.children,
      get text() {
        return content.map((part) => (typeof part === "string" ? part : part.text)).join("");
      },
      namespaces: open.namespaces,
      location: open.location,
    };
    const parent = stack[stack.length - 1];
    if (parent === undefined) root = element;
    else {
      parent.children.push(element);
      parent.content.push(element);
    }
  });
  parser.on("error", (error) => {
    fail(error.message.replace(/^.*?:\d+:\d+: /, "").replace(/\.$/, ""), {
      file,
      line: parser.line,
      column: parser.column + 1,
    });
  });
  try {
    parser.write(text);
    parser.close();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error), { file, line: parser.line, column: 1 });
  }
  if (failure !== undefined) return { diagnostics: [failure] };
  if (root === undefined)
    return {
      diagnostics: [
        { severity: "error", message: "no root element", location: { file, line: 1, column: 1 } },
      ],
    };
  return { root, diagnostics: warnings };
}

/**
 * An XML declaration after leading white space or comments, as a server that prints a line break first sends
 * it, or a file someone headed with a comment saying where it came from.
 */
const misplacedDeclaration = /(?<=^\uFEFF?(?:\s|<!--(?:[^-]|-(?!-))*-->)+)<\?xml\s[^?]*\?>/;

/**
 * `text` with an XML declaration that white space or comments precede moved to the start, where XML wants it:
 * a copy that other parsers (libxml2, .NET, Java) read, where they refuse the file as it came.
 */
export function withDeclarationFirst(text: string): string {
  const misplaced = misplacedDeclaration.exec(text);
  if (misplaced === null) return text;
  const bom = text.startsWith("\uFEFF") ? "\uFEFF" : "";
  return (
    bom +
    misplaced[0] +
    text.slice(bom.length, misplaced.index) +
    text.slice(misplaced.index + misplaced[0].length)
  );
}

/** `text` with every character but line breaks replaced by a space. */
function blank(text: string): string {
  return text.replace(/[^\r\n]/g, " ");
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1))
    starts.push(index + 1);
  return starts;
}
