import { StructureKind, type StatementStructures } from "./structures.ts";
import { builtinTypes, isBuiltinTypeName } from "../model/builtins.ts";
import type { QName, TypeDefinition, TypeRef } from "../model/index.ts";
import { anyTypeId, xsiTypeTargets } from "../model/lookup.ts";
import {
  globalTypesConstant,
  globalTypeType,
  globalTypeValues,
  globalTypeWriter,
  writerName,
} from "../naming/identifiers.ts";
import { nameArguments, readerRef } from "./codec-refs.ts";
import { typeName, typeText, type EmitContext } from "./context.ts";
import { clark } from "./docs.ts";
import type { FileScope } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";

const XSD = "http://www.w3.org/2001/XMLSchema";

/** One type an `xsi:type` on an element of `xs:anyType` may name: its name, and the type as the model has it. */
interface Target {
  readonly name: QName;
  readonly ref: TypeRef;
  /** The schema's definition; undefined for a built-in. */
  readonly type: TypeDefinition | undefined;
}

/** The XSD built-ins and the package's global types, by Clark name; none where no element is of `xs:anyType`. */
function targets(context: EmitContext): Target[] {
  // The built-ins are targets wherever an element is of xs:anyType, even in a schema of no named types.
  if (!context.model.types.some((type) => type.id === anyTypeId)) return [];
  const schemaTypes = xsiTypeTargets(context.model);
  // xs:anyType itself names the content kept as XML, not a typed value.
  const builtins = Object.keys(builtinTypes).flatMap((local): Target[] =>
    isBuiltinTypeName(local) && local !== "anyType"
      ? [{ name: { namespace: XSD, local }, ref: { kind: "builtin", name: local }, type: undefined }]
      : [],
  );
  const named = schemaTypes.flatMap((type): Target[] =>
    type.name === undefined ? [] : [{ name: type.name, ref: { kind: "defined", id: type.id }, type }],
  );
  return [...builtins, ...named].sort((a, b) => (clark(a.name) < clark(b.name) ? -1 : 1));
}

/**
 * The statement writing one typed value of a complex type (`value`, `item.value` read once) as element `ns`/`local` with its
 * `xsi:type`: a writer that names its own type when asked (`takesXsiType`) does so, any other writes the
 * element the writer was told to type next.
 */
function complexWrite(context: EmitContext, scope: FileScope, target: Target, takesXsiType: boolean): string {
  if (target.ref.kind !== "defined") return "";
  const name = typeName(context, target.ref.id);
  const writer = writerName(name);
  return takesXsiType
    ? `${writer}(w, ns, local, value as ${name}, true);`
    : `${writer}(w.nextXsiType(${nameArguments(context, scope, target.name)}), ns, local, value as ${name});`;
}

/**
 * Where some element is of `xs:anyType`: the values its `xsi:type` types (`GlobalType`, documented once here),
 * their value types by name (`GlobalTypeValues`), their readers (`GLOBAL_TYPES`, which `AnyType`'s reader reads
 * them with) and their writer (`writeGlobalType`). Nothing otherwise. `takesXsiType` tells whether a complex
 * type's writer writes its own `xsi:type` when asked (the types of a derivation hierarchy).
 */
export function globalTypeStatements(
  context: EmitContext,
  scope: FileScope,
  takesXsiType: (type: TypeDefinition) => boolean,
): StatementStructures[] {
  const all = targets(context);
  if (all.length === 0) return [];
  const quoted = (target: Target) => JSON.stringify(clark(target.name));
  const cases = all.flatMap((target) =>
    target.type?.kind === "complexType"
      ? [
          `case ${quoted(target)}:`,
          complexWrite(context, scope, target, takesXsiType(target.type)),
          "return;",
        ]
      : [],
  );
  const typeRef = scope.use(runtimeSymbol("TypeRef"));
  const typedValue = scope.use(runtimeSymbol("TypedValue"));
  return [
    {
      kind: StructureKind.Interface,
      isExported: true,
      name: globalTypeValues,
      docs: [
        "The value type of each type an `xsi:type` on an element of `xs:anyType` may name, by its name (see `GlobalType`).",
      ],
      properties: all.map((target) => ({
        name: quoted(target),
        type:
          target.type?.kind === "complexType"
            ? typeName(context, target.type.id)
            : typeText(context, scope, target.ref),
      })),
    },
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: globalTypeType,
      docs: [
        [
          "The value of an element of `xs:anyType` (or of no type) whose `xsi:type` names a type this package knows, a",
          "global type of its schema or an XSD built-in: `$type` is that type's name as `{namespace}local`, `value` its",
          "value as the type reads it (a decimal keeps every digit, a dateTime its lexical form). Writers write it back",
          "with the same `xsi:type`. Where the `xsi:type` names no such type, or there is none, the element is its",
          "content kept as XML (`AnyType`).",
        ].join("\n"),
      ],
      type: `{ [Name in keyof ${globalTypeValues}]: ${typedValue}<Name, ${globalTypeValues}[Name]> }[keyof ${globalTypeValues}]`,
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      docs: [
        "Readers of the types an `xsi:type` on an element of `xs:anyType` may name (see `GlobalType`), by name.",
      ],
      declarations: [
        {
          name: globalTypesConstant,
          type: `Readonly<Record<string, ${typeRef}<unknown>>>`,
          initializer: `{\n${all.map((target) => `${quoted(target)}: ${readerRef(context, scope, target.ref)},`).join("\n")}\n}`,
        },
      ],
    },
    {
      kind: StructureKind.Function,
      isExported: true,
      name: globalTypeWriter,
      docs: ["Writer of a `GlobalType`: element `ns`/`local` of its type, carrying its `xsi:type`."],
      parameters: [
        { name: "w", type: scope.use(runtimeSymbol("XmlWriter")) },
        { name: "ns", type: "string" },
        { name: "local", type: "string" },
        { name: "item", type: globalTypeType },
      ],
      returnType: "void",
      statements: [
        // Read once, untyped, and cast per case: narrowing `item` by `value` or in each case makes tsc compare
        // the union of every value type pairwise, too complex once there are thousands (vSphere's vim25).
        "const value: unknown = item.value;",
        // Checked first: a writer given no value writes nothing, and the xsi:type would go to the next element.
        `if (value === undefined) throw new ${scope.use(runtimeSymbol("XmlWriteError"))}(\`<\${local}>: a $type without a value\`);`,
        ...(cases.length === 0 ? [] : [["switch (item.$type) {", ...cases, "}"].join("\n")]),
        `${scope.use(runtimeSymbol("writeTypedValue"))}(w, ns, local, item, ${globalTypesConstant});`,
      ],
    },
  ];
}
