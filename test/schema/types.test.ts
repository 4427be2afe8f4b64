import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultSchemaRoot } from "../../generator/config.ts";
import { ns } from "./namespaces.ts";
import { specTypesOf } from "./spec-types.ts";
import { parseXml, type XmlElement } from "./xml-tree.ts";

/** Every named type of the spec's tables (hand-written in spec-types.ts). */
const specTypes = specTypesOf("15").flatMap((type) =>
  type.kind === "complex" && type.anonymous === true ? [] : [type.name],
);
/** The extension chains of the spec: derived type -> base type (MonetaryValue's base s:decimal left out). */
const extensions = Object.fromEntries(
  specTypesOf("15").flatMap((type) =>
    type.kind === "complex" && type.base !== undefined && type.base !== "decimal" ? [[type.name, type.base]] : [],
  ),
);

const read = (version: string): Promise<string> => readFile(path.join(defaultSchemaRoot, version, "types.xsd"), "utf8");
const topLevel = (schema: XmlElement): XmlElement[] => schema.children.filter((child) => child.uri === ns.xs);
const typeNames = (schema: XmlElement): string[] =>
  topLevel(schema)
    .filter((child) => child.local === "complexType" || child.local === "simpleType")
    .map((child) => child.attributes["name"] ?? "");

/** Each top-level declaration's source text, by kind and name. */
function declarations(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/^ {2}<s:(element|complexType|simpleType) name="([^"]+)"[^\n]*(?:\/>|>[\s\S]*?\n {2}<\/s:\1>)$/gm))
    found.set(`${match[1]} ${match[2]}`, match[0]);
  return found;
}

describe("types.xsd", () => {
  it("version 15 declares every type of the spec", async () => {
    expect(typeNames(parseXml(await read("15")))).toEqual(expect.arrayContaining(specTypes));
  });

  it("extension chains follow the spec", async () => {
    const schema = parseXml(await read("15"));
    const bases = Object.fromEntries(
      topLevel(schema)
        .filter((child) => child.local === "complexType")
        .flatMap((type) => {
          const content = type.children.find((child) => child.local === "complexContent" || child.local === "simpleContent");
          const extension = content?.children.find((child) => child.local === "extension");
          const base = extension?.attributes["base"];
          return base === undefined || base.startsWith("s:") ? [] : [[type.attributes["name"] ?? "", base.replace(/^tns:/, "")]];
        }),
    );
    expect(bases).toEqual(extensions);
  });

  it("version 14 holds exactly the types of its operations and their dependencies", async () => {
    expect(typeNames(parseXml(await read("14")))).toEqual([
      "CancelTransferBookingResult", "GetFeaturesResult", "ArrayOfFeatureWithName", "BaseResult", "ErrorObject",
      "ArrayOfErrorAttribute", "ErrorAttribute", "RoomType", "Feature", "FeatureWithName", "GetRoomTypesResult", "ArrayOfRoomType",
    ]);
  });

  it("declarations present in both versions are identical but for the namespace, in the same order", async () => {
    const v14 = declarations((await read("14")).replaceAll("http://xml.example.net/14/", "http://xml.example.net/15/"));
    const v15 = declarations(await read("15"));
    const shared = [...v14.keys()].filter((key) => v15.has(key));
    expect(shared.length).toBeGreaterThan(8);
    for (const key of shared) expect(v14.get(key), key).toBe(v15.get(key));
    expect(shared).toEqual([...v15.keys()].filter((key) => v14.has(key)));
  });
});
