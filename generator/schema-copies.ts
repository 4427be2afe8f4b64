/**
 * A package's copies of the documents it was generated from, in `wsdl/`: the files under the schema root, and
 * those fetched over http(s) (`--allow-remote`), so that its server publishes them at `?WSDL` and `?xsd=`. The
 * copies keep the layout their relative locations expect; a location that leads elsewhere (a URL, or one a
 * catalog maps) but names another copy is written as the relative path to it.
 * @module
 */
import path from "node:path";
import type { InterfaceVersion } from "./config.ts";
import type { Protocol, Service } from "./model/index.ts";
import { isRemote } from "./load/locate.ts";
import { isStandardLocation, readStandardSchema, standardSchemaNamespace } from "./load/standard-schemas.ts";
import { namespaces } from "./parse/namespaces.ts";
import { withDeclarationFirst } from "./parse/xml.ts";

/** The copies and the path of each document's copy inside `wsdl/` (its key among the published documents). */
export interface SchemaCopies {
  readonly copies: readonly { readonly path: string; readonly text: string }[];
  readonly keyOf: (file: string) => string;
}

/** Where the copies' texts come from, and where a catalog sends an absolute location. */
export interface CopySources {
  /** Reads a file by its path relative to the schema root. */
  readonly readSchemaFile: (file: string) => Promise<string>;
  /** The documents fetched over http(s), by URL; remote files without a text here (shipped schemas) stay URLs. */
  readonly fetched?: ReadonlyMap<string, string>;
  /** The file (relative to the schema root) a catalog maps an absolute location to. */
  readonly relocate?: (location: string) => string | undefined;
}

/** The copies of `files` (the package's schema files: root-relative paths or URLs). */
export async function schemaCopies(
  version: InterfaceVersion,
  files: readonly string[],
  sources: CopySources,
): Promise<SchemaCopies> {
  const fetched = sources.fetched ?? new Map<string, string>();
  const localFiles = files.filter((file) => !isRemote(file));
  const base = schemaCopyBase(version, localFiles);
  const keys = new Map(localFiles.map((file) => [file, path.posix.relative(base, file)]));
  const remoteFiles = files.filter((file) => fetched.has(file));
  const taken = new Set(keys.values());
  for (const [file, key] of remoteKeys(remoteFiles, fetched, localFiles.length > 0, taken))
    keys.set(file, key);
  // The XML namespace's schema, which XSOM (wsimport, xjc) does not know built in, is published from the shipped
  // copy, so that a peer reads the WSDL without the network or a catalog; other shipped schemas stay URLs, as
  // peers that know them built in (SOAP encoding for .NET and Axis) would read a second definition.
  const standardTexts = new Map<string, string>();
  for (const file of files) {
    if (keys.has(file) || standardSchemaNamespace(file) !== namespaces.xml) continue;
    let key = "xml.xsd";
    for (let n = 2; taken.has(key); n++) key = `xml-${n}.xsd`;
    taken.add(key);
    keys.set(file, key);
    standardTexts.set(file, await readStandardSchema(file));
  }
  const xmlSchema = [...standardTexts.keys()][0];
  const keyOf = (file: string) => keys.get(file) ?? file;
  const namespaceTarget = (namespace: string): string | undefined =>
    sources.relocate?.(namespace) ?? (namespace === namespaces.xml ? xmlSchema : undefined);
  const targetOf = (written: string, from: string): string | undefined => {
    const mapped = sources.relocate?.(written);
    if (mapped !== undefined) return mapped;
    try {
      if (isRemote(from)) return new URL(written, from).href;
      return isRemote(written) ? new URL(written).href : undefined;
    } catch {
      return undefined;
    }
  };
  const copies = await Promise.all(
    [...keys].map(async ([file, key]) => {
      // Published as other SOAP stacks read them: a declaration that a line break precedes comes first.
      const text = withDeclarationFirst(
        fetched.get(file) ?? standardTexts.get(file) ?? (await sources.readSchemaFile(file)),
      );
      return {
        path: `wsdl/${key}`,
        text: locatedNamespaces(
          relocatedLocations(text, key, (written) => targetOf(written, file), keys),
          key,
          namespaceTarget,
          keys,
        ),
      };
    }),
  );
  return { copies, keyOf };
}

/**
 * The folder whose layout `wsdl/` copies: that of the version's entry WSDLs, or the one above it that also
 * holds the files they reach with `../`, so that the copies' relative locations still lead to each other.
 */
function schemaCopyBase(version: InterfaceVersion, files: readonly string[]): string {
  let base = path.posix.dirname(version.wsdl.find((file) => !isRemote(file)) ?? "");
  for (const file of files)
    while (base !== "." && path.posix.relative(base, file).startsWith("..")) base = path.posix.dirname(base);
  return base;
}

/**
 * The paths of fetched documents' copies: each URL's host and path, its query kept as part of the name
 * (`Service.svc?xsd=xsd0` is `Service.svc.xsd0.xsd`) and the extension its kind takes; the folders all of them
 * share left out, unless local copies sit beside them. A path already taken is numbered.
 */
function remoteKeys(
  urls: readonly string[],
  texts: ReadonlyMap<string, string>,
  besideLocal: boolean,
  taken: Set<string>,
): Map<string, string> {
  const segments = urls.map((url) => {
    const parsed = new URL(url);
    const folders = parsed.pathname.split("/").slice(1, -1).map(safeSegment);
    const last = parsed.pathname.split("/").at(-1) ?? "";
    const query = decodeURIComponent(parsed.search.slice(1))
      .replace(/^wsdl$/i, "")
      .replace(/^(?:wsdl|xsd)=/i, "");
    const extension = /<(?:[\w.-]+:)?definitions[\s>]/.test(texts.get(url) ?? "") ? ".wsdl" : ".xsd";
    let name = safeSegment([last || "index", query].filter((part) => part !== "").join("."));
    if (!name.toLowerCase().endsWith(extension)) name += extension;
    return [safeSegment(parsed.host), ...folders, name];
  });
  let shared = 0;
  if (!besideLocal && segments.length > 0)
    while (segments.every((parts) => parts.length - 1 > shared && parts[shared] === segments[0]?.[shared]))
      shared++;
  const keys = new Map<string, string>();
  for (const [index, url] of urls.entries()) {
    const wanted = (segments[index] ?? []).slice(shared).join("/");
    let key = wanted;
    for (let n = 2; taken.has(key); n++) key = wanted.replace(/(\.[^./]*)?$/, `-${n}$1`);
    taken.add(key);
    keys.set(url, key);
  }
  return keys;
}

/** A path segment a file system takes: characters other than letters, digits, `.`, `_` and `-` as `_`. */
function safeSegment(text: string): string {
  const safe = text.replace(/[^\w.-]/g, "_");
  return /^\.*$/.test(safe) ? `_${safe}` : safe;
}

const xmlEntities: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * `text` of the copy at `key` with each import's or include's location that leads to another copy (`targetOf`
 * the location as written, `keys` each copied document's key) written as the relative path to that copy.
 */
function relocatedLocations(
  text: string,
  key: string,
  targetOf: (written: string) => string | undefined,
  keys: ReadonlyMap<string, string>,
): string {
  // XML lets an attribute's `=` stand between white space and its value in either quote.
  return text.replace(
    /(<(?:[\w.-]+:)?(?:import|include|redefine)\b[^>]*?\s(?:schemaLocation|location)\s*=\s*)(?:"([^"]*)"|'([^']*)')/g,
    (whole, open: string, double: string | undefined, single: string | undefined) => {
      const written = unescaped(double ?? single ?? "").trim();
      const target = targetOf(written);
      // A shipped schema that is not copied (read for a location that could not be) is published by its URL.
      const relative =
        copyPath(key, target, keys) ??
        (target !== undefined && isStandardLocation(target) ? target : undefined);
      return relative === undefined || relative === written ? whole : `${open}"${attribute(relative)}"`;
    },
  );
}

/**
 * `text` of the copy at `key` with each import of a namespace by name alone that the catalog maps to a copied
 * schema, or of the XML namespace (`targetOf` the namespace), given that copy's relative path: a peer reading the
 * published WSDL has no catalog.
 */
function locatedNamespaces(
  text: string,
  key: string,
  targetOf: (namespace: string) => string | undefined,
  keys: ReadonlyMap<string, string>,
): string {
  return text.replace(
    /<((?:[\w.-]+:)?import)\b([^>]*?)(\/?)>/g,
    (whole, tag: string, attributes: string, end: string) => {
      if (/\s(?:schemaLocation|location)\s*=/.test(attributes)) return whole;
      const declared = /\snamespace\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(attributes);
      const namespace = unescaped(declared?.[1] ?? declared?.[2] ?? "");
      const relative = namespace === "" ? undefined : copyPath(key, targetOf(namespace), keys);
      if (relative === undefined) return whole;
      const trailing = /\s*$/.exec(attributes)?.[0] ?? "";
      return `<${tag}${attributes.slice(0, attributes.length - trailing.length)} schemaLocation="${relative}"${trailing}${end}>`;
    },
  );
}

/** An attribute value with XML's predefined entities replaced. */
function unescaped(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => xmlEntities[name] ?? "");
}

/** The path from the copy at `key` to the copy of `target`, where `target` is copied. */
function copyPath(
  key: string,
  target: string | undefined,
  keys: ReadonlyMap<string, string>,
): string | undefined {
  const targetKey = target === undefined ? undefined : keys.get(target);
  return targetKey === undefined ? undefined : path.posix.relative(path.posix.dirname(key), targetKey);
}

const addressNamespaces: Readonly<Record<Protocol, string>> = {
  soap11: "http://schemas.xmlsoap.org/wsdl/soap/",
  soap12: "http://schemas.xmlsoap.org/wsdl/soap12/",
  httpGet: "http://schemas.xmlsoap.org/wsdl/http/",
  httpPost: "http://schemas.xmlsoap.org/wsdl/http/",
};

/**
 * `copies` with a `wsdl:service` added for each of `services` that the WSDLs leave without an address (ONVIF's:
 * made of their bindings, at `path`), in the copy of the file that declares it: a peer reading the published
 * `?WSDL` finds an endpoint there (node-soap knows no other), whose address the server writes in as it does
 * every `soap:address`.
 */
export function withAddressedServices(
  copies: readonly { readonly path: string; readonly text: string }[],
  services: readonly { readonly service: Service; readonly path: string }[],
  keyOf: (file: string) => string,
): { readonly path: string; readonly text: string }[] {
  const added = new Map<string, string[]>();
  for (const { service, path: servicePath } of services) {
    if (service.ports.length === 0 || service.ports.some((port) => port.address !== "")) continue;
    const ports = service.ports.map((port) =>
      [
        `    <port name="${attribute(port.name)}" binding="b:${attribute(port.binding.local)}" xmlns:b="${attribute(port.binding.namespace)}">`,
        `      <a:address xmlns:a="${addressNamespaces[port.protocol]}" location="http://localhost${attribute(servicePath)}"/>`,
        "    </port>",
      ].join("\n"),
    );
    const key = `wsdl/${keyOf(service.provenance.source.file)}`;
    const element = [
      `  <service name="${attribute(service.name)}" xmlns="http://schemas.xmlsoap.org/wsdl/">`,
      ...ports,
      "  </service>",
    ].join("\n");
    added.set(key, [...(added.get(key) ?? []), ...addedBindings(service), element]);
  }
  return copies.map((copy) => {
    const elements = added.get(copy.path);
    if (elements === undefined) return copy;
    const end = /<\/(?:[\w.-]+:)?definitions\s*>\s*$/.exec(copy.text);
    if (end === null) return copy;
    const comment =
      "  <!-- Added by the generator: the endpoints of the services this WSDL leaves unaddressed (and bindings of port types it leaves unbound). -->";
    return {
      path: copy.path,
      text: `${copy.text.slice(0, end.index)}${[comment, ...elements].join("\n")}\n${copy.text.slice(end.index)}`,
    };
  });
}

/**
 * The `wsdl:binding`s of `service` that the generator made for port types no binding binds (see
 * `bindingsOfPortTypes`), which the port of the added service names: SOAP 1.1, literal, no soapAction.
 */
function addedBindings(service: Service): string[] {
  const soap = "http://schemas.xmlsoap.org/wsdl/soap/";
  return service.ports
    .filter((port) => port.provenance.construct === "wsdl:portType")
    .map((port) => {
      const bound = service.operations.flatMap((operation) =>
        operation.bindings
          .filter(
            (binding) =>
              binding.kind === "soapBinding" &&
              binding.binding.namespace === port.binding.namespace &&
              binding.binding.local === port.binding.local,
          )
          .map((binding) => ({ operation, binding })),
      );
      const style = bound[0]?.binding.kind === "soapBinding" ? bound[0].binding.style : "document";
      const body = `<s:body use="literal"${style === "rpc" ? ` namespace="${attribute(port.binding.namespace)}"` : ""}/>`;
      const operations = bound.map(({ operation }) =>
        [
          `    <operation name="${attribute(operation.name)}">`,
          '      <s:operation soapAction=""/>',
          `      <input>${body}</input>`,
          ...(operation.output === undefined ? [] : [`      <output>${body}</output>`]),
          ...operation.faults.map(
            (fault) =>
              `      <fault name="${attribute(fault.name)}"><s:fault name="${attribute(fault.name)}" use="literal"/></fault>`,
          ),
          "    </operation>",
        ].join("\n"),
      );
      return [
        `  <binding name="${attribute(port.binding.local)}" type="b:${attribute(port.binding.local)}" xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:b="${attribute(port.binding.namespace)}" xmlns:s="${soap}">`,
        `    <s:binding style="${style}" transport="http://schemas.xmlsoap.org/soap/http"/>`,
        ...operations,
        "  </binding>",
      ].join("\n");
    });
}

function attribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}
