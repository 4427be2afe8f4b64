import { StructureKind, type StatementStructures } from "./structures.ts";
import type { ElementDeclaration, TypeId, Wildcard } from "../model/index.ts";
import {
  globalElementMarkup,
  globalElementsConstant,
  globalElementType,
  globalElementValues,
  writerName,
} from "../naming/identifiers.ts";
import { wildcardAllows, type AnyMember } from "../shape/compute-shapes.ts";
import { nameArguments, readerRef } from "./codec-refs.ts";
import { generatedSymbol, typeName, typeOf, typeText, type EmitContext } from "./context.ts";
import { clark } from "./docs.ts";
import type { FileScope } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";

/** Ordinal order of Clark names: locale-independent, and unique per element. */
function byName(a: ElementDeclaration, b: ElementDeclaration): number {
  return clark(a.name) < clark(b.name) ? -1 : 1;
}

/** Per package: the typed elements of each wildcard constraint, and all of them (a large schema has hundreds). */
const known = new WeakMap<
  EmitContext,
  { readonly byConstraint: Map<string, ElementDeclaration[]>; all?: ElementDeclaration[] }
>();

function knownOf(context: EmitContext) {
  let entry = known.get(context);
  if (entry === undefined) {
    entry = { byConstraint: new Map() };
    known.set(context, entry);
  }
  return entry;
}

/**
 * The global elements of the package's schema that a wildcard reads typed: none where it skips its contents,
 * else those whose namespace it allows (abstract ones never appear on the wire), in Clark-name order.
 */
export function typedElements(context: EmitContext, wildcard: Wildcard): ElementDeclaration[] {
  if (wildcard.processContents === "skip") return [];
  const key = JSON.stringify([wildcard.targetNamespace, wildcard.namespaces]);
  const { byConstraint } = knownOf(context);
  let elements = byConstraint.get(key);
  if (elements === undefined) {
    elements = context.model.elements
      .filter((element) => !element.abstract && wildcardAllows(wildcard, element.name.namespace))
      .sort(byName);
    byConstraint.set(key, elements);
  }
  return elements;
}

/** Every element wildcard of the package's complex types, an ordered member's included. */
function packageWildcards(context: EmitContext): AnyMember[] {
  return [...context.shapes.values()].flatMap((shape) =>
    shape.kind !== "object"
      ? []
      : shape.members.flatMap((member) =>
          member.kind === "any"
            ? [member]
            : member.kind === "ordered" && member.any !== undefined
              ? [member.any]
              : [],
        ),
  );
}

/** The global elements some wildcard of the package reads typed, in Clark-name order. */
function globalElements(context: EmitContext): ElementDeclaration[] {
  const entry = knownOf(context);
  entry.all ??= typedByAnyWildcard(context);
  return entry.all;
}

function typedByAnyWildcard(context: EmitContext): ElementDeclaration[] {
  // Wildcards of one constraint share their list: each list is taken once, not once per wildcard.
  const lists = new Set(packageWildcards(context).map((member) => typedElements(context, member.wildcard)));
  const typed = new Set<ElementDeclaration>();
  for (const list of lists) for (const element of list) typed.add(element);
  return [...typed].sort(byName);
}

/**
 * Type text of one item of a wildcard's content: `XmlElement`, or, where it reads global elements typed,
 * `XmlElement | GlobalElement` (a subset of `GlobalElement` where it allows fewer namespaces than another).
 */
export function wildcardItemTypeText(context: EmitContext, scope: FileScope, wildcard: Wildcard): string {
  const xml = scope.use(runtimeSymbol("XmlElement"));
  const typed = typedElements(context, wildcard);
  if (typed.length === 0) return xml;
  const union = scope.use(generatedSymbol("types", globalElementType, true));
  const all = globalElements(context);
  if (typed.length === all.length) return `${xml} | ${union}`;
  return `${xml} | Extract<${union}, { $element: ${elementNamesText(typed, all)} }>`;
}

/**
 * The type of the Clark names of `typed`, a subset of `all`: by namespace (`` `{urn:a}${string}` ``) where it
 * holds every element of `all` in its namespaces (a wildcard's namespace constraint; one union member a
 * namespace instead of one an element, thousands on a large schema), else name by name.
 */
function elementNamesText(typed: readonly ElementDeclaration[], all: readonly ElementDeclaration[]): string {
  const namespaces = [...new Set(typed.map((element) => element.name.namespace))];
  const whole = new Set(namespaces);
  const byNamespace =
    all.filter((element) => whole.has(element.name.namespace)).length === typed.length &&
    namespaces.every((namespace) => namespace !== "" && !/[`\\$]/.test(namespace));
  return byNamespace
    ? namespaces.map((namespace) => `\`{${namespace}}\${string}\``).join(" | ")
    : typed.map((element) => JSON.stringify(clark(element.name))).join(" | ");
}

/** `, "lax", () => GLOBAL_ELEMENTS`: the arguments of the runtime's `anyElements` after its occurrence bounds. */
export function processContentsArguments(context: EmitContext, scope: FileScope, wildcard: Wildcard): string {
  if (wildcard.processContents === "skip") return "";
  const mode = JSON.stringify(wildcard.processContents);
  if (typedElements(context, wildcard).length === 0) return `, ${mode}`;
  return `, ${mode}, () => ${scope.use(generatedSymbol("types", globalElementsConstant))}`;
}

/** `Envelope.wildcard`: the namespace constraint of a type's element wildcard, which its writers hand the runtime. */
export function wildcardOf(context: EmitContext, scope: FileScope, typeId: TypeId): string {
  return `${scope.use(generatedSymbol("types", typeName(context, typeId)))}.wildcard`;
}

/** The markup function wildcard members hand to `markupXmlElements`, where they read elements typed. */
export function typedMarkupArgument(context: EmitContext, scope: FileScope, wildcard: Wildcard): string {
  return typedElements(context, wildcard).length === 0
    ? ""
    : `, ${scope.use(generatedSymbol("types", globalElementMarkup))}`;
}

/**
 * Where some wildcard of the package processes its contents and allows a namespace of the schema's global
 * elements: the union of those elements as typed items (`GlobalElement`, documented once here), their
 * readers (`GLOBAL_ELEMENTS`) and their markup (`markupGlobalElement`). Nothing otherwise.
 */
export function globalElementStatements(context: EmitContext, scope: FileScope): StatementStructures[] {
  const elements = globalElements(context);
  if (elements.length === 0) return [];
  const valueType = (element: ElementDeclaration) =>
    `${typeText(context, scope, element.type)}${element.nillable ? " | null" : ""}`;
  const isComplex = (element: ElementDeclaration) =>
    element.type.kind === "defined" && typeOf(context, element.type.id).kind === "complexType";
  const wildcardElement = scope.use(runtimeSymbol("WildcardElement"));
  const cases = elements.flatMap((element) => {
    const name = nameArguments(context, scope, element.name);
    const write =
      element.type.kind === "defined" && isComplex(element)
        ? `${writerName(typeName(context, element.type.id))}(w, ${name}, item.value);`
        : `${scope.use(runtimeSymbol("writeValue"))}(w, ${name}, ${readerRef(context, scope, element.type)}, item.value);`;
    return [`case ${JSON.stringify(clark(element.name))}:`, write, "break;"];
  });
  const quoted = (element: ElementDeclaration) => JSON.stringify(clark(element.name));
  return [
    {
      kind: StructureKind.Interface,
      isExported: true,
      name: globalElementValues,
      docs: [
        "The value type of each global element a wildcard reads typed, by its name (see `GlobalElement`).",
      ],
      properties: elements.map((element) => ({ name: quoted(element), type: valueType(element) })),
    },
    {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: globalElementType,
      docs: [
        [
          "A global element of this schema read through a wildcard that processes its contents (`processContents`",
          "`lax` or `strict`), typed as its declaration says: `$element` is its name as `{namespace}local`, `value`",
          "its value. A wildcard's property holds these beside `XmlElement`s, the elements the schema does not",
          "declare (which a `strict` wildcard refuses on strict reading and in validators); writers write each as",
          "its declaration says.",
        ].join("\n"),
      ],
      type: `{ [Name in keyof ${globalElementValues}]: ${wildcardElement}<Name, ${globalElementValues}[Name]> }[keyof ${globalElementValues}]`,
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      docs: ["Readers of the global elements that wildcards read typed (see `GlobalElement`), by name."],
      declarations: [
        {
          name: globalElementsConstant,
          type: `readonly ${scope.use(runtimeSymbol("ElementField"))}<unknown>[]`,
          initializer: `Object.values({\n${elements
            .map((element) => {
              const nillable = element.nillable ? ", { nillable: true }" : "";
              return `${quoted(element)}: ${scope.use(runtimeSymbol("element"))}(${nameArguments(context, scope, element.name)}, ${readerRef(context, scope, element.type)}${nillable}),`;
            })
            .join("\n")}\n})`,
        },
      ],
    },
    {
      kind: StructureKind.Function,
      isExported: true,
      name: globalElementMarkup,
      docs: ["Markup of a `GlobalElement`, self-contained: it declares every namespace it uses."],
      parameters: [{ name: "item", type: globalElementType }],
      returnType: "string",
      statements: [
        `const w = new ${scope.use(runtimeSymbol("XmlWriter"))}({ fragment: true });`,
        ["switch (item.$element) {", ...cases, "}"].join("\n"),
        "return w.toString();",
      ],
    },
  ];
}
