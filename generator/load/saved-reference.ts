// The map a client tool writes beside the metadata it saves: which file holds the document fetched from which URL.
// Visual Studio saves a WCF service reference's WSDLs and schemas flat under names of its own (`service1.wsdl`,
// `accessibility1.xsd`) and records each one's source in Reference.svcmap; an .asmx web reference does the same in
// Reference.map. The documents keep their imports as written, so the map is what resolves them exactly.
import path from "node:path";
import { parseXml, type XmlElement } from "../parse/xml.ts";
import type { FileSource } from "./file-source.ts";

/** The file names of a saved reference's map. */
const mapFileNames = ["reference.svcmap", "reference.map"];

/** The files of one saved reference, by the URL each was fetched from. */
export interface SavedReference {
  /** The map's file, root-relative. */
  readonly mapFile: string;
  /** The saved file (root-relative) of the document fetched from `url`, if the map records it. */
  fileOf(url: string): string | undefined;
  /** The URL the saved file `file` (root-relative) was fetched from, if the map records it. */
  urlOf(file: string): string | undefined;
}

/**
 * The saved reference of `folder` (root-relative), if it holds a Reference.svcmap or Reference.map whose entries
 * name files in it; undefined where there is none or it cannot be read.
 */
export async function readSavedReference(
  folder: string,
  source: FileSource,
): Promise<SavedReference | undefined> {
  let names: readonly string[];
  try {
    names = (await source.listFolder?.(folder)) ?? [];
  } catch {
    return undefined;
  }
  const name = names.find((candidate) => mapFileNames.includes(candidate.toLowerCase()));
  if (name === undefined) return undefined;
  const mapFile = path.posix.join(folder, name);
  let text: string;
  try {
    text = await source.readFile(mapFile);
  } catch {
    return undefined;
  }
  const { root } = parseXml(text, mapFile);
  if (root === undefined) return undefined;
  // The map's file names as saved, matched as Windows matches them.
  const saved = new Map(names.map((candidate) => [candidate.toLowerCase(), candidate]));
  const byUrl = new Map<string, string>();
  const byFile = new Map<string, string>();
  for (const [fileName, url] of entriesOf(root)) {
    const key = urlKey(url);
    const savedName = saved.get(fileName.toLowerCase());
    if (key === undefined || savedName === undefined) continue;
    const file = path.posix.join(folder, savedName);
    byUrl.set(key, file);
    byFile.set(file, url);
  }
  if (byUrl.size === 0) return undefined;
  return {
    mapFile,
    fileOf: (url) => {
      const key = urlKey(url);
      return key === undefined ? undefined : byUrl.get(key);
    },
    urlOf: (file) => byFile.get(file),
  };
}

/**
 * The saved file of the document `written` names in the saved file `from`: the URL as written, or resolved against the
 * one `from` was fetched from.
 */
export function savedFileOf(reference: SavedReference, from: string, written: string): string | undefined {
  let url: string;
  try {
    url = new URL(written, reference.urlOf(from)).href;
  } catch {
    return undefined;
  }
  const file = reference.fileOf(url);
  return file === from ? undefined : file;
}

/** `[file name, source URL]` of each entry: a svcmap's `MetadataFile`, a .map's `DiscoveryClientResult`. */
function* entriesOf(element: XmlElement): Generator<readonly [string, string]> {
  const attribute = (local: string) =>
    element.attributes.find((candidate) => candidate.namespace === "" && candidate.local === local)?.value;
  const fileName = element.local === "MetadataFile" ? attribute("FileName") : attribute("filename");
  const url = element.local === "MetadataFile" ? attribute("SourceUrl") : attribute("url");
  if (
    (element.local === "MetadataFile" || element.local === "DiscoveryClientResult") &&
    fileName !== undefined &&
    url !== undefined
  )
    yield [fileName, url];
  for (const child of element.children) yield* entriesOf(child);
}

/**
 * A URL as the map is looked up by: parsed (so `file:///C:/a b` and `file:///C:/a%20b` agree) and in lower case, as
 * the Windows paths and hosts these tools record are compared.
 */
function urlKey(url: string): string | undefined {
  try {
    return new URL(url).href.toLowerCase();
  } catch {
    return undefined;
  }
}
