import {
  StructureKind,
  type InterfaceDeclarationStructure,
  type PropertySignatureStructure,
  type StatementStructures,
  type TypeAliasDeclarationStructure,
} from "./structures.ts";
import type {
  ComplexTypeDefinition,
  Facets,
  SimpleTypeDefinition,
  TypeId,
  Wildcard,
} from "../model/index.ts";
import {
  inHierarchy,
  type AttributeMember,
  type ChoiceGroup,
  type ElementMember,
  type Member,
  type OrderedMember,
} from "../shape/compute-shapes.ts";
import {
  elementMemberTypeText,
  itemName,
  memberName,
  shapeOf,
  typeName,
  typeOf,
  typeText,
  type EmitContext,
} from "./context.ts";
import {
  complexCodecStatements,
  namespaceStatement,
  simpleCodecStatements,
  writerTakesXsiType,
} from "./codecs.ts";
import { declarationDocs, typeProvenance, typeSourceText, xmlNameNote } from "./docs.ts";
import type { FileScope } from "./file-scope.ts";
import { builtinTypes, numericValue } from "../model/builtins.ts";
import { anyTypeId, discriminantOf, isPublic } from "../model/lookup.ts";
import { fixedLiteral, mayBeLeftOut, suppliedFixed } from "./value-constraints.ts";
import { globalElementStatements, typedElements, wildcardItemTypeText } from "./global-elements.ts";
import { globalTypeStatements } from "./global-types.ts";

/**
 * One line describing the facets of a simple type, for its JSDoc: `pattern "[A-Z]{3}"` (alternatives of
 * one derivation step joined by `|`, one entry per step), the others as `name value`.
 */
export function facetNote(facets: Facets): string[] {
  const parts = [
    ...(facets.patterns ?? []).map(
      (step) => `pattern ${step.map((pattern) => JSON.stringify(pattern)).join(" | ")}`,
    ),
    ...Object.entries(facets)
      .filter(([name]) => name !== "enumeration" && name !== "patterns")
      .map(([name, value]) => `${name} ${JSON.stringify(value)}`),
  ];
  return parts.length === 0 ? [] : [`Facets: ${parts.join(", ")}.`];
}

/**
 * The TypeScript type of one item of an ordered member: `string` (mixed content), `{ b: string }` per
 * alternative, `XmlElement` (a wildcard).
 */
function orderedItemTypeText(
  context: EmitContext,
  scope: FileScope,
  typeId: TypeId,
  ordered: OrderedMember,
): string {
  return [
    ...(ordered.mixed ? ["string"] : []),
    ...ordered.elements.map(
      (element) =>
        `{ ${itemName(context, typeId, ordered, element)}: ${elementMemberTypeText(context, scope, element)} }`,
    ),
    ...(ordered.any === undefined ? [] : [wildcardItemTypeText(context, scope, ordered.any.wildcard)]),
  ].join(" | ");
}

/** `##other`, `##any`, or the listed namespaces (`##local` for none), as a wildcard note names them. */
function wildcardNamespaces(wildcard: Wildcard): string {
  if (typeof wildcard.namespaces === "string") return `\`${wildcard.namespaces}\``;
  // `namespace=""` is an empty list: XSD lets such a wildcard match no element.
  if (wildcard.namespaces.length === 0) return "an empty namespace list, which matches no element";
  return `\`${wildcard.namespaces.map((namespace) => (namespace === "" ? "##local" : namespace)).join(" ")}\``;
}

/** `minOccurs`..`maxOccurs` of a repeated element, where an array type does not already say it (0..unbounded). */
function occurrenceNote(member: Member): string[] {
  if (member.kind !== "element" || !member.repeated) return [];
  if (member.minOccurs === 0 && member.maxOccurs === "unbounded") return [];
  const most = member.maxOccurs === "unbounded" ? "or more" : `to ${member.maxOccurs}`;
  return [`Occurs ${member.minOccurs} ${most} times.`];
}

/** The branches of a repeated choice of sequences, for its doc comment: `a` then `b`, or `c`. */
function branchNames(member: OrderedMember): string {
  return (member.branches ?? [])
    .map((branch) =>
      branch.map(({ index }) => `\`${member.elements[index]?.name.local ?? ""}\``).join(" then "),
    )
    .join(", or ");
}

/**
 * The JSDoc of a property: the schema's documentation, the XML name where it differs from the property's,
 * and what the property's type does not show (facets, occurrence bounds, default and fixed values). Nothing
 * when there is nothing to add; the interface gives the provenance.
 */
function memberDocs(context: EmitContext, type: ComplexTypeDefinition, member: Member): string[] {
  const wildcard = (member: { readonly wildcard: Wildcard }) =>
    `(${wildcardNamespaces(member.wildcard)}, processContents ${member.wildcard.processContents})`;
  if (member.kind === "any")
    return [
      [
        typedElements(context, member.wildcard).length === 0
          ? `The elements the schema leaves open here ${wildcard(member)}, kept as XML in document order (the ` +
            "schema gives them no type): read from the wire, written back where the wildcard stands."
          : `The elements the schema leaves open here ${wildcard(member)}, in document order: those the schema ` +
            "declares as global elements typed (`GlobalElement`), the others kept as XML; read from the wire, " +
            "written back where the wildcard stands.",
        ...(member.dataSet
          ? [
              "A .NET DataSet: its inline `xs:schema`, then its data (usually a `diffgr:diffgram`); " +
                "`dataSetTables($any)` reads the rows of each table as records of strings.",
            ]
          : []),
      ].join("\n\n"),
    ];
  if (member.kind === "anyAttribute")
    return [
      `The attributes the schema leaves open ${wildcard(member)}, as text (the schema gives them no type): by ` +
        "local name when unqualified, as `{namespace}local` when qualified.",
    ];
  if (member.kind === "ordered") {
    const names = member.elements.map((element) => `\`${element.name.local}\``).join(", ");
    return [
      member.substitutionGroup !== undefined
        ? `The elements of substitution group \`${member.substitutionGroup.local}\` (${names}), in document order: each an object keyed by the property name of the element that stands there.`
        : member.mixed
          ? mixedNote(context, names, member.any?.wildcard)
          : member.sequence !== undefined
            ? `The repeated sequence of ${names}, in document order: each element an object keyed by its property name, the sequence's elements in turn.`
            : member.branches !== undefined
              ? `The repeated choice of ${branchNames(member)}, in document order: each element an object keyed by its property name, a sequence's elements in turn.`
              : `The repeated choice of ${names}, in document order: each occurrence an object keyed by the property name of the element chosen.`,
    ];
  }
  if (member.kind === "value")
    return [
      [
        `Character data of the element (\`xs:simpleContent\` of type \`${typeName(context, type.id)}\`).`,
        ...facetNote(member.facets),
      ].join(" "),
    ];
  const ownNamespace = type.name?.namespace ?? context.namespace;
  const foreign = member.name.namespace !== "" && member.name.namespace !== ownNamespace;
  const local = member.kind === "attribute" ? `@${member.name.local}` : member.name.local;
  const renamed = memberName(context, type.id, member) !== member.name.local;
  const paragraphs = [
    ...(member.provenance.documentation === undefined ? [] : [member.provenance.documentation]),
    ...(foreign
      ? [`XML name: \`{${member.name.namespace}}${local}\``]
      : renamed
        ? [`XML name: \`${local}\``]
        : []),
    ...(member.kind === "element" && member.occurrence !== undefined
      ? [
          `Declaration ${member.occurrence} of \`${member.name.local}\` in this content model: it holds the ` +
            `\`${member.name.local}\` of a document that follows those the earlier declarations hold.`,
        ]
      : []),
    ...occurrenceNote(member),
    ...valueConstraintNote(context, type.id, member),
    ...(member.kind === "element" && member.type.kind === "defined" && member.type.id === anyTypeId
      ? [
          "Any content (`xs:anyType`): a `GlobalType` (`{ $type, value }`) where the element's `xsi:type` names a " +
            "type of this package, else the content kept as XML (`AnyType`).",
        ]
      : []),
  ];
  return paragraphs.length === 0 ? [] : [paragraphs.join("\n\n").replaceAll("*/", "*\\/")];
}

/** The doc of mixed content: its named elements (each an object keyed by its property), then the wildcard's. */
function mixedNote(context: EmitContext, names: string, wildcard: Wildcard | undefined): string {
  const matched =
    wildcard === undefined
      ? undefined
      : typedElements(context, wildcard).length === 0
        ? "those the wildcard matches, as XML"
        : "those the wildcard matches, typed (`GlobalElement`) where the schema declares them, else as XML";
  const elements = [names, matched].filter((part) => part !== undefined && part !== "").join(", and ");
  if (elements === "")
    return "Mixed content: the text, as strings in document order (the type declares no elements).";
  const keyed = names === "" ? "" : ", each element an object keyed by its property name";
  return `Mixed content: the text and the elements (${elements}) in document order${keyed}.`;
}

/** What a member's `default` or `fixed` value does, where it has one. */
function valueConstraintNote(
  context: EmitContext,
  owner: TypeId,
  member: AttributeMember | ElementMember,
): string[] {
  if (member.default !== undefined)
    return [
      member.kind === "attribute"
        ? `Default: \`${member.default}\` (an absent attribute reads as it).`
        : `Default: \`${member.default}\` (the element present and empty reads as it).`,
    ];
  if (member.fixed === undefined) return [];
  const written =
    suppliedFixed(context, member) !== undefined && mayBeLeftOut(context, member, owner)
      ? ", written when left out"
      : "";
  return [`Fixed: \`${member.fixed}\` (the only value allowed${written}).`];
}

function propertyOf(context: EmitContext, scope: FileScope, type: ComplexTypeDefinition, member: Member) {
  const common = {
    kind: StructureKind.PropertySignature,
    name: memberName(context, type.id, member),
    docs: memberDocs(context, type, member),
  } as const;
  switch (member.kind) {
    case "value":
      return { ...common, type: typeText(context, scope, member.type) };
    case "attribute":
      return {
        ...common,
        hasQuestionToken: mayBeLeftOut(context, member, type.id),
        type: fixedLiteral(context, member) ?? typeText(context, scope, member.type),
      };
    case "element":
      return {
        ...common,
        // A repeated element is always an array: zero occurrences read as [] (see the type mapping table).
        hasQuestionToken: mayBeLeftOut(context, member, type.id),
        type: elementMemberTypeText(
          context,
          scope,
          member,
          fixedLiteral(context, member) ?? typeText(context, scope, member.type),
        ),
      };
    case "any":
      return { ...common, type: `(${wildcardItemTypeText(context, scope, member.wildcard)})[]` };
    case "anyAttribute":
      return { ...common, hasQuestionToken: true, type: "Record<string, string>" };
    case "ordered":
      return { ...common, type: `(${orderedItemTypeText(context, scope, type.id, member)})[]` };
  }
}

function complexDeclaration(
  context: EmitContext,
  scope: FileScope,
  type: ComplexTypeDefinition,
): InterfaceDeclarationStructure | TypeAliasDeclarationStructure {
  const name = typeName(context, type.id);
  const shape = shapeOf(context, type.id);
  const base = type.derivation?.base;
  const notes = [
    ...(base?.kind === "defined"
      ? [
          isPublic(typeOf(context, base.id))
            ? `Derived by ${type.derivation?.method} from \`${typeName(context, base.id)}\`; every inherited member is repeated here.`
            : `An \`xs:redefine\` of the type, by ${type.derivation?.method} of its original; every inherited member is repeated here.`,
        ]
      : []),
    ...(type.abstract ? ["Abstract: only derived types appear on the wire."] : []),
    ...originalNote(type),
    ...(shape.kind === "object"
      ? shape.choices.flatMap((choice) => substitutionNote(choice, shape.members))
      : []),
  ];
  const provenance = typeProvenance(context, type);
  if (shape.kind === "array")
    return {
      kind: StructureKind.TypeAlias,
      name,
      isExported: isPublic(type),
      docs: declarationDocs({
        provenance,
        from: typeSourceText(type),
        ...(type.name === undefined ? {} : xmlNameNote(name, type.name.local)),
        notes: [`A wrapper of repeated \`${shape.item.name.local}\` elements, represented as an array.`],
      }),
      type: elementMemberTypeText(context, scope, shape.item),
    };
  const docs = declarationDocs({
    provenance,
    from: typeSourceText(type),
    ...(type.name === undefined ? {} : xmlNameNote(name, type.name.local)),
    notes,
  });
  const discriminant: PropertySignatureStructure[] = inHierarchy(type, context.types)
    ? [
        {
          kind: StructureKind.PropertySignature,
          name: "$type",
          hasQuestionToken: true,
          type: JSON.stringify(discriminantOf(type, name)),
        },
      ]
    : type.id === anyTypeId
      ? [
          {
            kind: StructureKind.PropertySignature,
            name: "$type",
            docs: [
              "The element's `xsi:type`, as `{namespace}local`, where it names no type of this package (or " +
                "`xs:anyType` itself): written back as it came. One that names a type of the package reads as a " +
                "`GlobalType` instead.",
            ],
            hasQuestionToken: true,
            type: "string",
          },
        ]
      : [];
  const properties = new Map(
    shape.members.map((member) => [member.key, propertyOf(context, scope, type, member)] as const),
  );
  const unions = shape.choices.flatMap((choice) => (choice.union === undefined ? [] : [choice]));
  if (unions.length === 0)
    return {
      kind: StructureKind.Interface,
      name,
      isExported: isPublic(type),
      docs,
      properties: [...discriminant, ...properties.values()],
    };
  const inUnion = new Set(unions.flatMap((choice) => choice.branches.flat()));
  const common = [
    ...discriminant,
    ...shape.members.flatMap((member) => {
      const property = properties.get(member.key);
      return property === undefined || inUnion.has(member.key) ? [] : [property];
    }),
  ];
  return {
    kind: StructureKind.TypeAlias,
    name,
    isExported: isPublic(type),
    docs,
    type: {
      intersection: [
        ...(common.length === 0 ? [] : [[common]]),
        ...unions.map((choice) => choiceUnion(choice, properties)),
      ],
    },
  };
}

function originalNote(type: ComplexTypeDefinition | SimpleTypeDefinition): string[] {
  return isPublic(type)
    ? []
    : ["The original of a type `xs:redefine` replaces, kept for the redefinition to build on; not exported."];
}

/** Says which properties a substitution group's element became, once in the type's doc comment. */
function substitutionNote(choice: ChoiceGroup, members: readonly Member[]): string[] {
  const head = choice.substitutionGroup;
  if (head === undefined) return [];
  const keys = new Set(choice.branches.flat());
  const names = members
    .flatMap((member) =>
      member.kind === "element" && keys.has(member.key) ? [`\`${member.name.local}\``] : [],
    )
    .join(", ");
  return [
    `Substitution group \`${head.local}\`: one of ${names} stands in its place, and the property that is set says which element is on the wire.`,
  ];
}

/**
 * A choice as a union of its branches: each holds its own elements (those it needs required) and the others'
 * as `?: never`, so a value sets one branch at most; an optional choice adds the branch that sets none.
 */
function choiceUnion(
  choice: ChoiceGroup,
  properties: ReadonlyMap<string, PropertySignatureStructure>,
): PropertySignatureStructure[][] {
  const needed = choice.union ?? [];
  const never = (key: string) => {
    const property = properties.get(key);
    return property === undefined ? [] : [{ ...property, docs: [], hasQuestionToken: true, type: "never" }];
  };
  const branch = (index: number) =>
    choice.branches.flatMap((keys, other) =>
      keys.flatMap((key) => {
        const property = properties.get(key);
        if (property === undefined) return [];
        if (other !== index) return never(key);
        return [{ ...property, hasQuestionToken: !(needed[index] ?? []).includes(key) }];
      }),
    );
  const branches = choice.branches.map((_, index) => branch(index));
  if (!choice.required) branches.push(choice.branches.flat().flatMap(never));
  return branches;
}

function simpleTypeText(context: EmitContext, scope: FileScope, type: SimpleTypeDefinition): string {
  const variety = type.variety;
  switch (variety.kind) {
    case "atomic": {
      const values = variety.facets.enumeration;
      const kind = builtinTypes[variety.builtin].kind;
      if (values === undefined || values.length === 0) return typeText(context, scope, variety.base);
      if (kind === "string") return values.map((value) => JSON.stringify(value.value)).join(" | ");
      if (kind === "integer" || kind === "number") {
        const numbers = values.map((value) => numericValue(variety.builtin, value.value));
        // INF and NaN have no literal type.
        if (numbers.every(Number.isFinite)) return numbers.map(String).join(" | ");
      }
      return typeText(context, scope, variety.base);
    }
    case "list": {
      const item = typeText(context, scope, variety.itemType);
      return `${item.includes("|") ? `(${item})` : item}[]`;
    }
    case "union":
      return [...new Set(variety.memberTypes.map((member) => typeText(context, scope, member)))].join(" | ");
  }
}

function simpleDeclaration(
  context: EmitContext,
  scope: FileScope,
  type: SimpleTypeDefinition,
): TypeAliasDeclarationStructure {
  const variety = type.variety;
  const notes = [
    ...(variety.kind === "union" ? ["A union: the first member type that accepts the text wins."] : []),
    ...(variety.kind === "list" ? ["An `xs:list`: whitespace-separated items on the wire."] : []),
    ...facetNote(variety.facets),
    ...originalNote(type),
  ];
  return {
    kind: StructureKind.TypeAlias,
    name: typeName(context, type.id),
    isExported: isPublic(type),
    docs: declarationDocs({
      provenance: typeProvenance(context, type),
      from: typeSourceText(type),
      ...(type.name === undefined ? {} : xmlNameNote(typeName(context, type.id), type.name.local)),
      notes,
    }),
    type: simpleTypeText(context, scope, type),
  };
}

/** Simple types in dependency order (each after the types its codec is built from), else by name. */
function orderedSimpleTypes(context: EmitContext): SimpleTypeDefinition[] {
  const simple = context.model.types
    .filter((type): type is SimpleTypeDefinition => type.kind === "simpleType")
    .sort((a, b) => compareText(typeName(context, a.id), typeName(context, b.id)));
  const ordered: SimpleTypeDefinition[] = [];
  const visited = new Set<string>();
  const visit = (type: SimpleTypeDefinition): void => {
    if (visited.has(type.id)) return;
    visited.add(type.id);
    const variety = type.variety;
    const dependencies =
      variety.kind === "atomic"
        ? [variety.base]
        : variety.kind === "list"
          ? [variety.itemType]
          : variety.memberTypes;
    for (const ref of dependencies)
      if (ref.kind === "defined") {
        const dependency = context.types.get(ref.id);
        if (dependency?.kind === "simpleType") visit(dependency);
      }
    ordered.push(type);
  };
  simple.forEach(visit);
  return ordered;
}

/**
 * The conventions of `src/types.ts`, said once at its top instead of on each of its declarations, as `//`
 * lines that follow the preamble.
 */
export const typesFileConventions = [
  "//",
  "// Each schema type is an interface or type alias (with the schema's documentation and provenance), followed",
  "// by what works on it: its reader (a constant of the same name), `write<Type>(w, ns, local, value)` and",
  "// `markup<Type>(name, value, start, end)` (members in schema order, `null` as `xsi:nil`, a derived value",
  "// written with `xsi:type`; `start` is the start tag up to its attributes, with the namespace declarations,",
  "// and `end` the end tag), and `validate<Type>(value, path, issues)` (every problem with its path).",
  "// `prop?:` may be absent, `| null` is `xsi:nil`, `T[]` a repeated element (absent: `[]`); `$type` names",
  "// the actual type when the element carries `xsi:type` (absent: the declared type).",
  "",
].join("\n");

/**
 * Declarations of `src/types.ts`, grouped per type: the interface or type alias, then its reader (or
 * codec), serializer and validator. Simple types come first in dependency order, because readers use
 * their codecs while the module is evaluated; complex types follow by name (they refer to each other
 * through thunks).
 */
export function typesFile(
  context: EmitContext,
  scope: FileScope,
  standaloneArrays: ReadonlySet<TypeId>,
): StatementStructures[] {
  const complex = context.model.types
    .filter((type): type is ComplexTypeDefinition => type.kind === "complexType")
    .sort((a, b) => compareText(typeName(context, a.id), typeName(context, b.id)));
  return [
    namespaceStatement(context),
    ...orderedSimpleTypes(context).flatMap((type) => [
      simpleDeclaration(context, scope, type),
      ...simpleCodecStatements(context, scope, type),
    ]),
    ...complex.flatMap((type) => [
      complexDeclaration(context, scope, type),
      ...complexCodecStatements(context, scope, type, standaloneArrays.has(type.id)),
    ]),
    ...globalElementStatements(context, scope),
    ...globalTypeStatements(context, scope, (type) =>
      type.kind === "complexType" ? writerTakesXsiType(context, type) : false,
    ),
  ];
}

/** Ordinal comparison: locale-independent, so output never depends on the machine. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
