import type { Provenance, QName, TypeDefinition, TypeId, TypeRef } from "../model/index.ts";
import type { EmitContext } from "./context.ts";

/** `{namespace}local`, the notation of `@generated from` lines. */
export function clark(name: QName): string {
  return `{${name.namespace}}${name.local}`;
}

/** `{ns}Booking`, or `(anonymous) <id>` for a type without a name. */
export function typeSourceText(type: TypeDefinition): string {
  return type.name === undefined ? `(anonymous) ${type.id}` : clark(type.name);
}

/**
 * A JSDoc block of paragraphs and a `@generated from <from>` tag: the text ts-morph would print between the
 * comment markers for that description and tag. Given as text, it is printed without a writer made for each
 * block, a visible share of printing on large schemas.
 */
function docsBlock(paragraphs: readonly string[], from: string): string[] {
  // A `*/` inside schema documentation would end the comment early.
  const description = paragraphs.join("\n\n").replaceAll("*/", "*\\/");
  return [`${description}${description.length > 0 ? "\n" : ""}@generated from ${from}`];
}

/**
 * The JSDoc of a generated declaration: a summary of what it is (for the functions and constants made from
 * a construct), the schema's documentation, the XML name it maps, notes, and a
 * `@generated from <construct> <name>` line. Source lines are left out on purpose: they would make
 * `diff -r` between two interface versions noisy.
 */
export function declarationDocs(options: {
  readonly provenance: Provenance;
  readonly from: string;
  readonly summary?: string;
  readonly xmlName?: string;
  readonly notes?: readonly string[];
  /** False for a declaration that is not the construct itself (`$type`): its documentation is left out. */
  readonly documentation?: boolean;
}): string[] {
  const documentation = options.documentation === false ? undefined : options.provenance.documentation;
  return docsBlock(
    [
      ...(options.summary === undefined ? [] : [options.summary]),
      ...(documentation === undefined ? [] : [documentation]),
      ...(options.xmlName === undefined ? [] : [`XML name: \`${options.xmlName}\``]),
      ...(options.notes ?? []),
    ],
    `${options.provenance.construct} ${options.from}`,
  );
}

/** Documentation of anonymous types, taken from the element or attribute that declares each, per context. */
const ownerDocumentation = new WeakMap<EmitContext, ReadonlyMap<TypeId, string>>();

function declaringDocumentation(context: EmitContext): ReadonlyMap<TypeId, string> {
  const known = ownerDocumentation.get(context);
  if (known !== undefined) return known;
  const found = new Map<TypeId, string>();
  const note = (ref: TypeRef, documentation: string | undefined) => {
    if (ref.kind === "defined" && documentation !== undefined && !found.has(ref.id))
      found.set(ref.id, documentation);
  };
  for (const element of context.model.elements) note(element.type, element.provenance.documentation);
  for (const shape of context.shapes.values())
    if (shape.kind === "object")
      for (const member of shape.members)
        if (member.kind === "element" || member.kind === "attribute")
          note(member.type, member.provenance.documentation);
  ownerDocumentation.set(context, found);
  return found;
}

/**
 * The provenance of a type with its documentation: its own, or for an anonymous type without one, the
 * documentation of the element or attribute it is the type of (`<xs:element name="GetMeals">` documents
 * the request type `GetMeals`).
 */
export function typeProvenance(context: EmitContext, type: TypeDefinition): Provenance {
  if (type.name !== undefined || type.provenance.documentation !== undefined) return type.provenance;
  const documentation = declaringDocumentation(context).get(type.id);
  return documentation === undefined ? type.provenance : { ...type.provenance, documentation };
}

/**
 * The JSDoc of a reader, writer, codec or validator of a type: one line saying what it is. The type's
 * documentation and provenance are on its interface, beside it; what every codec does is said once, in the
 * conventions at the top of `types.ts`.
 */
export function codecDocs(summary: string): string[] {
  return [summary];
}

/** `XML name: \`x\`` when the TypeScript name differs from the name on the wire, else nothing. */
export function xmlNameNote(name: string, xmlName: string): { readonly xmlName?: string } {
  return name === xmlName ? {} : { xmlName };
}

/**
 * The JSDoc of a declaration made from something other than one schema construct (the target namespace,
 * the published files): a summary and `@generated from <from>`.
 */
export function generatedDocs(summary: string, from: string): string[] {
  return docsBlock([summary], from);
}
