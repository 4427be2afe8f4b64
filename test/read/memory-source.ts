import type { FileSource } from "../../generator/read.ts";

/** A FileSource over an object of root-relative paths to texts; records every read. */
export function memorySource(
  files: Readonly<Record<string, string>>,
): FileSource & { readonly reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    readFile(relativePath) {
      reads.push(relativePath);
      const text = files[relativePath];
      return text === undefined ? Promise.reject(new Error("no such file")) : Promise.resolve(text);
    },
    describe(relativePath) {
      return `memory:${relativePath}`;
    },
    listFolder(relativeFolder) {
      const prefix = relativeFolder === "." ? "" : `${relativeFolder}/`;
      const names = Object.keys(files)
        .filter((file) => file.startsWith(prefix) && !file.slice(prefix.length).includes("/"))
        .map((file) => file.slice(prefix.length));
      return Promise.resolve(names.sort());
    },
  };
}

/** An XSD file with the usual prefixes; `body` goes inside xs:schema. */
export function xsd(
  body: string,
  attributes = 'targetNamespace="urn:t" elementFormDefault="qualified"',
): string {
  return `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" ${attributes}>\n${body}\n</xs:schema>\n`;
}
