import { StructureKind, type StatementStructures } from "./structures.ts";
import type { ElementDeclaration } from "../model/index.ts";
import {
  elementDescriptorName,
  namespaceConstant,
  parserName,
  serializerName,
  writerName,
} from "../naming/identifiers.ts";
import { elementKey } from "../naming/name-map.ts";
import { nameArguments, readerRef } from "./codec-refs.ts";
import { generatedSymbol, typeName, typeOf, typeText, type EmitContext } from "./context.ts";
import { clark, declarationDocs } from "./docs.ts";
import type { FileScope } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";
import { compareText } from "./types-file.ts";

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

function elementStatements(
  context: EmitContext,
  scope: FileScope,
  element: ElementDeclaration,
): StatementStructures[] {
  const stem = elementStem(context, element);
  const valueType = `${typeText(context, scope, element.type)}${element.nillable ? " | null" : ""}`;
  const descriptor = elementDescriptorName(stem);
  const name = nameArguments(context, scope, element.name);
  // An abstract type's reader yields its derived types: readerRef casts it to them.
  const reader =
    element.type.kind === "defined" && isComplex(context, element) && !abstractType(context, element)
      ? scope.use(generatedSymbol("types", typeName(context, element.type.id)))
      : readerRef(context, scope, element.type);
  const writer =
    element.type.kind === "defined" && isComplex(context, element)
      ? `${scope.use(generatedSymbol("types", writerName(typeName(context, element.type.id))))}(w, ${name}, value);`
      : `${scope.use(runtimeSymbol("writeValue"))}(w, ${name}, ${reader}, value);`;
  const docs = declarationDocs({
    provenance: element.provenance,
    from: clark(element.name),
    summary: `Descriptor of element \`${element.name.local}\`: its name and reader, as SOAP bodies and transports use it.`,
    xmlName: element.name.local,
  });
  const namespace = scope.use(generatedSymbol("types", namespaceConstant));
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
    {
      kind: StructureKind.Function,
      isExported: true,
      name: parserName(stem),
      docs: declarationDocs({
        provenance: element.provenance,
        from: clark(element.name),
        summary: `Reads a document whose root is \`${element.name.local}\`; throws \`XmlReadError\` with line and column.`,
      }),
      parameters: [
        { name: "xml", type: "string | Uint8Array" },
        { name: "options", type: scope.use(runtimeSymbol("XmlReadOptions")), hasQuestionToken: true },
      ],
      returnType: valueType,
      statements: [`return ${scope.use(runtimeSymbol("readXml"))}(xml, ${descriptor}, options);`],
    },
    {
      kind: StructureKind.Function,
      isExported: true,
      name: serializerName(stem),
      docs: declarationDocs({
        provenance: element.provenance,
        from: clark(element.name),
        summary: `Writes a document whose root is \`${element.name.local}\`, the target namespace as the default namespace.`,
      }),
      parameters: [
        { name: "value", type: valueType },
        { name: "declaration", initializer: "true" },
      ],
      returnType: "string",
      statements: [
        `const w = new ${scope.use(runtimeSymbol("XmlWriter"))}({ namespaces: { "": ${namespace} }, declaration });`,
        writer,
        "return w.toString();",
      ],
    },
  ];
}

/**
 * `src/elements.ts`: per global element (request and response wrappers, bare results), its descriptor
 * (name plus reader, as SOAP bodies and transports need it) and whole-document parse and serialize; none for an
 * abstract element.
 */
export function elementsFile(context: EmitContext, scope: FileScope): StatementStructures[] {
  // An abstract element never appears on the wire: the members of its substitution group stand for it.
  return context.model.elements
    .filter((element) => !element.abstract)
    .sort((a, b) => compareText(elementStem(context, a), elementStem(context, b)))
    .flatMap((element) => elementStatements(context, scope, element));
}
