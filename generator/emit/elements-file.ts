import { StructureKind, type StatementStructures } from "./structures.ts";
import type { ElementDeclaration, QName } from "../model/index.ts";
import {
  elementDescriptorName,
  namespaceConstant,
  parserName,
  serializerName,
  substituteTypeName,
  validatorName,
  writerName,
} from "../naming/identifiers.ts";
import { elementKey } from "../naming/name-map.ts";
import { nameArguments, readerRef } from "./codec-refs.ts";
import { generatedSymbol, typeName, typeOf, typeText, type EmitContext } from "./context.ts";
import { clark, declarationDocs } from "./docs.ts";
import type { FileScope } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";
import { compareText } from "./types-file.ts";
import { globalElement } from "../model/lookup.ts";

/** The stem of a global element's declarations (`GetMeals`), assigned by the naming pass. */
export function elementStem(context: EmitContext, element: ElementDeclaration): string {
  const stem = context.names.elements.get(elementKey(element.name));
  if (stem === undefined) throw new Error(`no name assigned to element ${elementKey(element.name)}`);
  return stem;
}

/** True when the element's content is a complex type (written by a generated `writeX`). */
function isComplex(context: EmitContext, element: ElementDeclaration): boolean {
  return element.type.kind === "defined" && typeOf(context, element.type.id).kind === "complexType";
}

function abstractType(context: EmitContext, element: ElementDeclaration): boolean {
  if (element.type.kind !== "defined") return false;
  const type = typeOf(context, element.type.id);
  return type.kind === "complexType" && type.abstract;
}

/** How generated code reads and writes one global element: its value type, name arguments, reader and writer. */
interface ElementCodec {
  readonly valueType: string;
  /** `NAMESPACE, "local"`. */
  readonly name: string;
  readonly reader: string;
  /** The call writing `value` as the element. */
  readonly writer: string;
}

function elementCodec(context: EmitContext, scope: FileScope, element: ElementDeclaration): ElementCodec {
  const valueType = `${typeText(context, scope, element.type)}${element.nillable ? " | null" : ""}`;
  const name = nameArguments(context, scope, element.name);
  // An abstract type's reader yields its derived types: readerRef casts it to them.
  const reader =
    element.type.kind === "defined" && isComplex(context, element) && !abstractType(context, element)
      ? scope.use(generatedSymbol("types", typeName(context, element.type.id)))
      : readerRef(context, scope, element.type);
  if (element.type.kind === "defined" && isComplex(context, element)) {
    const writer = scope.use(generatedSymbol("types", writerName(typeName(context, element.type.id))));
    return { valueType, name, reader, writer: `${writer}(w, ${name}, value)` };
  }
  return {
    valueType,
    name,
    reader,
    writer: `${scope.use(runtimeSymbol("writeValue"))}(w, ${name}, ${reader}, value)`,
  };
}

/**
 * `parse<Stem>` and `serialize<Stem>`: a whole document read with the descriptor `readFrom` names, and written
 * with `write` (a statement on the writer `w`), the target namespace as the default namespace.
 */
function documentFunctions(
  scope: FileScope,
  stem: string,
  valueType: string,
  document: {
    readonly element: ElementDeclaration;
    readonly from: string;
    /** What the root is, for the summaries: read, and written. */
    readonly readRoot: string;
    readonly writeRoot: string;
    readonly readFrom: string;
    readonly write: string;
  },
): StatementStructures[] {
  const { element, from } = document;
  const namespace = scope.use(generatedSymbol("types", namespaceConstant));
  return [
    {
      kind: StructureKind.Function,
      isExported: true,
      name: parserName(stem),
      docs: declarationDocs({
        provenance: element.provenance,
        from,
        summary: `Reads a document whose root is ${document.readRoot}; throws \`XmlReadError\` with line and column.`,
      }),
      parameters: [
        { name: "xml", type: "string | Uint8Array" },
        { name: "options", type: scope.use(runtimeSymbol("XmlReadOptions")), hasQuestionToken: true },
      ],
      returnType: valueType,
      statements: [`return ${scope.use(runtimeSymbol("readXml"))}(xml, ${document.readFrom}, options);`],
    },
    {
      kind: StructureKind.Function,
      isExported: true,
      name: serializerName(stem),
      docs: declarationDocs({
        provenance: element.provenance,
        from,
        summary: `Writes a document whose root is ${document.writeRoot}, the target namespace as the default namespace.`,
      }),
      parameters: [
        { name: "value", type: valueType },
        { name: "declaration", initializer: "true" },
      ],
      returnType: "string",
      statements: [
        `const w = new ${scope.use(runtimeSymbol("XmlWriter"))}({ namespaces: { "": ${namespace} }, declaration });`,
        `${document.write};`,
        "return w.toString();",
      ],
    },
  ];
}

function elementStatements(
  context: EmitContext,
  scope: FileScope,
  element: ElementDeclaration,
): StatementStructures[] {
  const stem = elementStem(context, element);
  const { valueType, name, reader, writer } = elementCodec(context, scope, element);
  const descriptor = elementDescriptorName(stem);
  const docs = declarationDocs({
    provenance: element.provenance,
    from: clark(element.name),
    summary: `Descriptor of element \`${element.name.local}\`: its name and reader, as SOAP bodies and transports use it.`,
    xmlName: element.name.local,
  });
  return [
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      docs,
      declarations: [
        {
          name: descriptor,
          type: `${scope.use(runtimeSymbol("ElementField"))}<${valueType}>`,
          initializer: `${scope.use(runtimeSymbol("element"))}<${valueType}>(${name}, ${reader}, { required: true${element.nillable ? ", nillable: true" : ""} })`,
        },
      ],
    },
    ...documentFunctions(scope, stem, valueType, {
      element,
      from: clark(element.name),
      readRoot: `\`${element.name.local}\``,
      writeRoot: `\`${element.name.local}\``,
      readFrom: descriptor,
      write: writer,
    }),
  ];
}

/** The type of an abstract head's value: one object type per element that stands for it, keyed by its property. */
export function substituteTypeText(context: EmitContext, element: ElementDeclaration): string {
  return substituteTypeName(elementStem(context, element));
}

/**
 * An abstract head that elements may stand for: the type of its value, its group (the stand-ins with their
 * readers, writers and validators) under the descriptor's name, and whole-document parse and serialize.
 */
function substitutionGroupStatements(
  context: EmitContext,
  scope: FileScope,
  element: ElementDeclaration,
  members: readonly QName[],
): StatementStructures[] {
  const stem = elementStem(context, element);
  const valueType = substituteTypeName(stem);
  const properties = context.names.substitutes.get(elementKey(element.name));
  const stands = members.flatMap((name) => {
    const member = globalElement(context.model, name);
    const property = properties?.get(elementKey(name));
    return member === undefined || property === undefined
      ? []
      : [{ member, property, codec: elementCodec(context, scope, member) }];
  });
  const from = clark(element.name);
  const elementFunction = scope.use(runtimeSymbol("element"));
  const entries = stands.map(({ member, property, codec }) => {
    const nillable = member.nillable ? ", { nillable: true }" : "";
    const args = [
      JSON.stringify(property),
      `${elementFunction}<${codec.valueType}>(${codec.name}, ${codec.reader}${nillable})`,
      `(w, value) => ${codec.writer}`,
      ...(member.type.kind === "defined" && isComplex(context, member)
        ? [scope.use(generatedSymbol("types", validatorName(typeName(context, member.type.id))))]
        : []),
    ];
    return `${scope.use(runtimeSymbol("substitute"))}<${codec.valueType}>(${args.join(", ")}),`;
  });
  const union = stands.map(({ property, codec }) => `{ ${property}: ${codec.valueType} }`).join(" | ");
  const names = stands.map(({ member }) => `\`${member.name.local}\``).join(", ");
  return [
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: valueType,
      docs: declarationDocs({
        provenance: element.provenance,
        from,
        summary: `Abstract element \`${element.name.local}\`: one of ${names} stands in its place, and the property that is set says which element is on the wire.`,
      }),
      type: union,
    },
    {
      kind: StructureKind.VariableStatement,
      leadingTrivia: "\n",
      isExported: true,
      docs: declarationDocs({
        provenance: element.provenance,
        from,
        summary: `The elements that stand for \`${element.name.local}\` in a message or document, as SOAP bodies and transports use them.`,
      }),
      declarations: [
        {
          name: elementDescriptorName(stem),
          type: `${scope.use(runtimeSymbol("SubstitutionGroup"))}<${valueType}>`,
          initializer: `${scope.use(runtimeSymbol("substitutionGroup"))}<${valueType}>(${JSON.stringify(element.name.local)}, [\n${entries.join("\n")}\n])`,
        },
      ],
    },
    ...documentFunctions(scope, stem, valueType, {
      element,
      from,
      readRoot: `one of the elements that stand for \`${element.name.local}\``,
      writeRoot: "the element `value` holds",
      readFrom: `${elementDescriptorName(stem)}.document`,
      write: `${elementDescriptorName(stem)}.write(w, ${nameArguments(context, scope, element.name)}, value)`,
    }),
  ];
}

/**
 * `src/elements.ts`: per global element (request and response wrappers, bare results), its descriptor
 * (name plus reader, as SOAP bodies and transports need it) and whole-document parse and serialize. An abstract
 * element never appears on the wire: where the members of its substitution group may stand for it, its group
 * does; otherwise nothing.
 */
export function elementsFile(context: EmitContext, scope: FileScope): StatementStructures[] {
  return context.model.elements
    .filter((element) => !element.abstract || element.substitutes !== undefined)
    .sort((a, b) => compareText(elementStem(context, a), elementStem(context, b)))
    .flatMap((element) =>
      element.substitutes === undefined
        ? elementStatements(context, scope, element)
        : substitutionGroupStatements(context, scope, element, element.substitutes),
    );
}
