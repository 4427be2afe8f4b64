import { SaxesParser } from "saxes";
import type { XmlSource } from "./validate.ts";

const wsdlNamespace = "http://schemas.xmlsoap.org/wsdl/";
const xsdNamespace = "http://www.w3.org/2001/XMLSchema";

/**
 * Cuts every `xs:schema` out of a WSDL's `wsdl:types` as a standalone schema document that libxml2
 * can compile. The cut keeps the original text and is preceded by as many line breaks as came before
 * it, so libxml2's line numbers are the WSDL's; the namespace declarations in scope on the WSDL are
 * copied onto the schema's start tag (on the same line). Each result carries the WSDL's own file
 * name, so relative schemaLocations resolve as they do from the WSDL. Throws on malformed XML.
 */
export function embeddedSchemas(wsdl: XmlSource): XmlSource[] {
  const text = wsdl.contents;
  const parser = new SaxesParser({ xmlns: true, position: true });
  const scopes: Record<string, string>[] = [];
  const path: { readonly uri: string; readonly local: string }[] = [];
  const schemas: XmlSource[] = [];
  let open: { readonly start: number; readonly inherited: Record<string, string> } | undefined;
  let depthInSchema = 0;

  parser.on("opentag", (tag) => {
    const inScope = { ...(scopes.at(-1) ?? {}), ...tag.ns };
    scopes.push(inScope);
    const parent = path.at(-1);
    path.push({ uri: tag.uri, local: tag.local });
    if (open !== undefined) {
      depthInSchema++;
      return;
    }
    if (
      tag.uri === xsdNamespace &&
      tag.local === "schema" &&
      parent?.uri === wsdlNamespace &&
      parent.local === "types"
    ) {
      // '<' cannot occur inside an attribute value, so the last '<' before the tag's end starts it.
      const start = text.lastIndexOf("<", parser.position - 1);
      const inherited = Object.fromEntries(
        Object.entries(scopes.at(-2) ?? {}).filter(([prefix]) => !(prefix in tag.ns)),
      );
      open = { start, inherited };
      depthInSchema = 0;
    }
  });
  parser.on("closetag", () => {
    scopes.pop();
    path.pop();
    if (open === undefined) return;
    if (depthInSchema > 0) {
      depthInSchema--;
      return;
    }
    schemas.push(cut(wsdl, open.start, parser.position, open.inherited));
    open = undefined;
  });
  parser.write(text).close();
  return schemas;
}

function cut(wsdl: XmlSource, start: number, end: number, inherited: Record<string, string>): XmlSource {
  const text = wsdl.contents;
  const linesBefore = text.slice(0, start).split("\n").length - 1;
  const body = text.slice(start, end);
  const nameEnd = /^<[^\s/>]+/.exec(body)?.[0].length ?? 0;
  const declarations = Object.entries(inherited)
    .map(
      ([prefix, uri]) =>
        ` ${prefix === "" ? "xmlns" : `xmlns:${prefix}`}="${uri.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`,
    )
    .join("");
  const contents = "\n".repeat(linesBefore) + body.slice(0, nameEnd) + declarations + body.slice(nameEnd);
  return { fileName: wsdl.fileName, contents };
}
