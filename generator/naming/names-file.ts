/**
 * The names file (`--names <file>`): the user's own TypeScript names for schema components, as xsdata's
 * substitutions or JAXB's binding files give them. JSON, one object per kind, keyed by the component:
 *
 * ```json
 * {
 *   "types": { "{urn:example:shipping}Address": "ShippingAddress" },
 *   "elements": { "{urn:example:shipping}Address": "ShippingAddress" },
 *   "members": { "{urn:example:billing}Invoice": { "Status": "state", "@Id": "invoiceId" } },
 *   "services": { "{http://tempuri.org/}BillingService": "Billing" },
 *   "operations": { "{urn:example:billing}GetInvoice": "fetchInvoice" }
 * }
 * ```
 *
 * Types are keyed by their id (`{ns}local`; an anonymous type by its path, `{ns}GetInvoice/element`, as `dump`
 * prints it), elements, services and operations (the port type's namespace) by `{ns}local`. Members are keyed
 * inside their type by the XML name, `@` first for an attribute, `{ns}` first for one of another namespace than
 * the type's and no namespace, `#2` last for an element declared again in one content model (see
 * `ElementMember.occurrence`), and `#value` for simple content. An element, service or operation name is the
 * stem of its declarations (`parseX`, `XClient`, `XOperation`); an operation's is its method.
 * `dump --names` prints every name of a package in this format.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Diagnostic } from "../diagnostics.ts";
import type { Model, SourceLocation } from "../model/index.ts";
import { isPublic } from "../model/lookup.ts";
import {
  computeShapes,
  type AttributeMember,
  type ElementMember,
  type ValueMember,
} from "../shape/compute-shapes.ts";
import { isIdentifier } from "./identifiers.ts";
import { elementKey, type NameMap } from "./name-map.ts";

/** One name the user set, and where. */
export interface NameOverride {
  readonly name: string;
  readonly location: SourceLocation;
}

/** A names file, read. */
export interface NameOverrides {
  /** The file as diagnostics name it; the README names it by its base name. */
  readonly file: string;
  readonly types: ReadonlyMap<string, NameOverride>;
  readonly elements: ReadonlyMap<string, NameOverride>;
  /** Type id -> member key as written in the file -> name. */
  readonly members: ReadonlyMap<string, ReadonlyMap<string, NameOverride>>;
  readonly services: ReadonlyMap<string, NameOverride>;
  readonly operations: ReadonlyMap<string, NameOverride>;
}

/** The kinds of a names file, in the order it is written. */
const kinds = ["types", "elements", "members", "services", "operations"] as const;

/** Words that cannot name a type, a value or a function. */
const reservedWords = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally for " +
    "function if import in instanceof new null return super switch this throw true try typeof var void while with " +
    "yield let static implements interface package private protected public await any unknown never object string " +
    "number boolean bigint symbol undefined"
  ).split(" "),
);

/** The key of a member in a names file, relative to its type (see the module comment). */
export function memberFileKey(
  typeNamespace: string,
  member: ElementMember | AttributeMember | ValueMember,
): string {
  if (member.kind === "value") return "#value";
  const { namespace, local } = member.name;
  const name = namespace === "" || namespace === typeNamespace ? local : `{${namespace}}${local}`;
  if (member.kind === "attribute") return `@${name}`;
  return member.occurrence === undefined ? name : `${name}#${member.occurrence}`;
}

/** Line and column of the first `"key"` in the text, or 1:1. */
function locate(text: string, file: string, key: string): SourceLocation {
  const index = text.indexOf(JSON.stringify(key));
  if (index < 0) return { file, line: 1, column: 1 };
  const before = text.slice(0, index).split("\n");
  return { file, line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads a names file's text; every problem is an error at its key. */
export function parseNamesFile(
  text: string,
  file: string,
): { readonly overrides?: NameOverrides; readonly diagnostics: readonly Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const fail = (key: string, message: string) =>
    diagnostics.push({ severity: "error", message, location: locate(text, file, key) });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return {
      diagnostics: [
        {
          severity: "error",
          message: `the names file is not JSON: ${(error as Error).message}`,
          location: { file, line: 1, column: 1 },
        },
      ],
    };
  }
  if (!isObject(raw)) {
    fail("", `the names file must hold an object with ${kinds.join(", ")}`);
    return { diagnostics };
  }
  const names = (kind: string, entries: unknown, propertyNames: boolean): Map<string, NameOverride> => {
    const result = new Map<string, NameOverride>();
    if (!isObject(entries)) {
      fail(kind, `"${kind}" must be an object mapping components to names`);
      return result;
    }
    for (const [key, name] of Object.entries(entries)) {
      if (typeof name !== "string" || !isIdentifier(name))
        fail(key, `the name of ${key} must be a TypeScript identifier, not ${JSON.stringify(name)}`);
      else if (!propertyNames && reservedWords.has(name))
        fail(key, `the name of ${key} cannot be "${name}", a reserved word of TypeScript`);
      else result.set(key, { name, location: locate(text, file, key) });
    }
    return result;
  };
  const members = new Map<string, ReadonlyMap<string, NameOverride>>();
  for (const key of Object.keys(raw))
    if (!(kinds as readonly string[]).includes(key))
      fail(key, `the names file has no kind "${key}" (kinds: ${kinds.join(", ")})`);
  if (raw["members"] !== undefined) {
    if (!isObject(raw["members"])) fail("members", `"members" must map types to objects of member names`);
    else
      for (const [type, entries] of Object.entries(raw["members"]))
        members.set(type, names(type, entries, true));
  }
  const of = (kind: "types" | "elements" | "services" | "operations", propertyNames = false) =>
    raw[kind] === undefined ? new Map<string, NameOverride>() : names(kind, raw[kind], propertyNames);
  const overrides: NameOverrides = {
    file,
    types: of("types"),
    elements: of("elements"),
    members,
    services: of("services"),
    operations: of("operations", true),
  };
  return diagnostics.length > 0 ? { diagnostics } : { overrides, diagnostics };
}

/** Every public name of a package, as a names file holds them (what `dump --names` prints). */
export function namesFileOf(model: Model, names: NameMap): Record<(typeof kinds)[number], object> {
  const shapes = computeShapes(model);
  const types = model.types.filter(isPublic);
  const members: Record<string, Record<string, string>> = {};
  for (const type of types) {
    const shape = shapes.get(type.id);
    const assigned = names.members.get(type.id);
    if (shape?.kind !== "object" || assigned === undefined) continue;
    members[type.id] = Object.fromEntries(
      shape.members.flatMap((member) =>
        member.kind === "value" || member.kind === "element" || member.kind === "attribute"
          ? [
              [
                memberFileKey(type.name?.namespace ?? namespaceOf(type.id), member),
                assigned.get(member.key) ?? "",
              ],
            ]
          : [],
      ),
    );
  }
  const operations: Record<string, string> = {};
  for (const service of model.services)
    for (const operation of service.operations) {
      const method = names.operations.get(service.name)?.get(operation.name)?.method;
      if (method !== undefined) operations[`{${operation.namespace}}${operation.name}`] = method;
    }
  return {
    types: Object.fromEntries(types.map((type) => [type.id, names.types.get(type.id) ?? ""])),
    elements: Object.fromEntries(
      model.elements.map((element) => [
        elementKey(element.name),
        names.elements.get(elementKey(element.name)) ?? "",
      ]),
    ),
    members,
    services: Object.fromEntries(
      model.services.map((service) => [
        `{${service.namespace}}${service.name}`,
        names.services.get(service.name) ?? "",
      ]),
    ),
    operations,
  };
}

/** The namespace of a type id (`{ns}Booking/prices/price` -> `ns`). */
export function namespaceOf(id: string): string {
  return id.startsWith("{") ? id.slice(1, id.indexOf("}")) : "";
}

/** Reads the names file at `path`; its diagnostics name it by its absolute path. */
export async function readNamesFile(
  path: string,
): Promise<{ readonly overrides?: NameOverrides; readonly diagnostics: readonly Diagnostic[] }> {
  const file = resolve(path);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    const message = `cannot read the names file: ${(error as Error).message}`;
    return { diagnostics: [{ severity: "error", message, location: { file, line: 1, column: 1 } }] };
  }
  return parseNamesFile(text, file);
}
