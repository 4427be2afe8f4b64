import { StructureKind, type StatementStructures } from "./structures.ts";
import type {
  ComplexTypeDefinition,
  Facets,
  MaxOccurs,
  SimpleTypeDefinition,
  TypeId,
  TypeRef,
  Wildcard,
} from "../model/index.ts";
import {
  globalElementMarkup,
  globalTypesConstant,
  globalTypeWriter,
  namespaceConstant,
  validatorName,
  writerName,
} from "../naming/identifiers.ts";
import {
  inHierarchy,
  type AttributeMember,
  type ElementMember,
  type Member,
  type OrderedMember,
} from "../shape/compute-shapes.ts";
import {
  builtinCodec,
  holdsQNames,
  nameArguments,
  namespaceText,
  placeholderValue,
  readerRef,
  simpleValueRef,
} from "./codec-refs.ts";
import {
  generatedSymbol,
  hasSlot,
  itemName,
  memberName,
  shapeOf,
  slotText,
  substitutes,
  typeName,
  typeOf,
  type EmitContext,
} from "./context.ts";
import { codecDocs, generatedDocs } from "./docs.ts";
import { processContentsArguments, typedMarkupArgument, wildcardOf } from "./global-elements.ts";
import {
  hasMarkup,
  inStartTag,
  markupStatement,
  markupWriterStatement,
  orderedItemDispatch,
  wrappedItem,
} from "./markup.ts";
import type { FileScope } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";
import { suppliedFixed } from "./value-constraints.ts";
import { builtinTypes, numericValue, type BuiltinTypeName } from "../model/builtins.ts";
import { anyTypeId, discriminantOf, isPublic } from "../model/lookup.ts";

/**
 * `{ a: true, b: 2 }` of the options that differ from the runtime's defaults (`false` flags, absent
 * numbers); empty when none do.
 */
function optionsText(options: Readonly<Record<string, boolean | number | string | undefined>>): string {
  const set = Object.entries(options).filter(([, value]) => value !== false && value !== undefined);
  const text = (value: boolean | number | string | undefined) =>
    typeof value === "string" ? JSON.stringify(value) : String(value);
  return set.length === 0 ? "" : `, { ${set.map(([key, value]) => `${key}: ${text(value)}`).join(", ")} }`;
}

/** Whether `ref` is a SOAP-encoded array (a restriction of `soapenc:Array`), not another wrapper type. */
function isEncodedArray(context: EmitContext, ref: TypeRef): boolean {
  if (ref.kind !== "defined") return false;
  const type = typeOf(context, ref.id);
  return type.kind === "complexType" && type.encodedArray !== undefined;
}

/** The `default` and `fixed` options of a member's reader entry (an element's only where its type is simple). */
function valueOptions(context: EmitContext, member: AttributeMember | ElementMember) {
  if (member.kind === "element" && !isSimple(context, member.type)) return {};
  return { default: member.default, fixed: member.fixed };
}

function isSimple(context: EmitContext, ref: TypeRef): boolean {
  return ref.kind === "builtin" || typeOf(context, ref.id).kind === "simpleType";
}

/** Occurrence bounds of repeated elements for the reader table: absent when the defaults (0, unbounded). */
function boundsOptions(min: number, max: number | "unbounded"): { min?: number; max?: number } {
  return { ...(min > 0 ? { min } : {}), ...(max === "unbounded" ? {} : { max }) };
}

// ------------------------------------------------------------------------------------------- simple types

/** The codec expression of a simple type definition, before its facets. */
function lexicalCodecText(context: EmitContext, scope: FileScope, type: SimpleTypeDefinition): string {
  const name = typeName(context, type.id);
  const variety = type.variety;
  switch (variety.kind) {
    case "atomic": {
      const values = variety.facets.enumeration ?? [];
      const base =
        variety.base.kind === "builtin"
          ? builtinCodec(scope, variety.base.name)
          : typeName(context, variety.base.id);
      if (values.length === 0) return base;
      if (builtinTypes[variety.builtin].kind === "string") {
        const qname = variety.builtin === "QName" || variety.builtin === "NOTATION";
        // Values of a QName type are `{namespace}local`, which its codec reads and writes.
        const lexical = qname ? `, ${builtinCodec(scope, variety.builtin)}` : "";
        const whitespace = variety.builtin === "string" ? "" : `, "collapse"`;
        const list = values.map((value) => JSON.stringify(value.value)).join(", ");
        return `${scope.use(runtimeSymbol("enumeration"))}<${name}>(${JSON.stringify(name)}, [${list}]${whitespace}${lexical})`;
      }
      // A non-string enumeration reads with its base codec; the validator checks the allowed values.
      return base;
    }
    case "list":
      return `${scope.use(runtimeSymbol("listOf"))}(${readerRef(context, scope, variety.itemType)}, ${JSON.stringify(name)})`;
    case "union": {
      const members = variety.memberTypes.map((member) => readerRef(context, scope, member)).join(", ");
      return `${scope.use(runtimeSymbol("unionOf"))}<${name}>(${JSON.stringify(name)}, [${members}])`;
    }
  }
}

/** Literal of a facet bound in the value space of the type (`5`, `5n`, `"5.00"`). */
function boundText(kind: string, bound: string, builtin: BuiltinTypeName | undefined): string {
  if (kind === "number" || kind === "integer")
    return String(builtin === undefined ? Number(bound) : numericValue(builtin, bound));
  if (kind === "bigint") return `${BigInt(bound)}n`;
  return JSON.stringify(bound);
}

/**
 * The facets the validator checks, as the object literal `restrict` takes (`{ length: 3 }`); empty when
 * none. Bounds and enumeration values are literals of the value space.
 */
function facetsText(
  facets: Facets,
  kind: string,
  ordered: boolean,
  builtin: BuiltinTypeName | undefined,
): string {
  const entries: string[] = [];
  if (facets.length !== undefined) entries.push(`length: ${facets.length}`);
  if (facets.minLength !== undefined) entries.push(`minLength: ${facets.minLength}`);
  if (facets.maxLength !== undefined) entries.push(`maxLength: ${facets.maxLength}`);
  if (facets.patterns !== undefined && facets.patterns.length > 0)
    entries.push(`patterns: [${facets.patterns.map((step) => JSON.stringify(step.join("|"))).join(", ")}]`);
  if (ordered) {
    if (facets.minInclusive !== undefined)
      entries.push(`minInclusive: ${boundText(kind, facets.minInclusive, builtin)}`);
    if (facets.minExclusive !== undefined)
      entries.push(`minExclusive: ${boundText(kind, facets.minExclusive, builtin)}`);
    if (facets.maxInclusive !== undefined)
      entries.push(`maxInclusive: ${boundText(kind, facets.maxInclusive, builtin)}`);
    if (facets.maxExclusive !== undefined)
      entries.push(`maxExclusive: ${boundText(kind, facets.maxExclusive, builtin)}`);
    if (facets.totalDigits !== undefined) entries.push(`totalDigits: ${facets.totalDigits}`);
    if (facets.fractionDigits !== undefined) entries.push(`fractionDigits: ${facets.fractionDigits}`);
  }
  // A string enumeration is checked by its codec already.
  if (kind !== "string" && facets.enumeration !== undefined && facets.enumeration.length > 0)
    entries.push(
      `enumeration: [${facets.enumeration.map((value) => boundText(kind, value.value, builtin)).join(", ")}]`,
    );
  return entries.length === 0 ? "" : `{ ${entries.join(", ")} }`;
}

/** The codec constant and validator of a simple type (the constant shares the type alias's name). */
export function simpleCodecStatements(
  context: EmitContext,
  scope: FileScope,
  type: SimpleTypeDefinition,
): StatementStructures[] {
  const name = typeName(context, type.id);
  const variety = type.variety;
  const builtin = variety.kind === "atomic" ? builtinTypes[variety.builtin].kind : "tokens";
  // Bounds and digits order numbers, bigints and decimals; date and time bounds are not checked.
  const ordered =
    variety.kind === "atomic" &&
    (builtin === "number" || builtin === "integer" || builtin === "bigint" || variety.builtin === "decimal");
  const facets = facetsText(
    variety.facets,
    variety.kind === "atomic" ? builtin : "list",
    ordered,
    variety.kind === "atomic" ? variety.builtin : undefined,
  );
  const lexical = lexicalCodecText(context, scope, type);
  const restricted =
    facets === "" ? lexical : `${scope.use(runtimeSymbol("restrict"))}(${lexical}, ${facets})`;
  // A named atomic type carries its name, which the SOAP encoding writes as `xsi:type`.
  const codec =
    variety.kind === "atomic" && type.name !== undefined && type.redefinedOriginal === undefined
      ? `${scope.use(runtimeSymbol("named"))}(${restricted}, ${nameArguments(context, scope, type.name)})`
      : restricted;
  // The codec of a non-string enumeration is its base's, typed to the enumerated values.
  const nonStringEnumeration =
    variety.kind === "atomic" &&
    (variety.facets.enumeration ?? []).length > 0 &&
    builtinTypes[variety.builtin].kind !== "string";
  const codecStatement: StatementStructures = {
    kind: StructureKind.VariableStatement,
    isExported: isPublic(type),
    docs: codecDocs(`Codec of \`${name}\`: reads and writes its lexical form.`),
    declarations: [
      {
        name,
        type: `${scope.use(runtimeSymbol("SimpleType"))}<${name}>`,
        initializer: nonStringEnumeration
          ? `${codec} as ${scope.use(runtimeSymbol("SimpleType"))}<${name}>`
          : codec,
      },
    ],
  };
  // The original of a redefined type: its redefinition's codec builds on this one, nothing validates it alone.
  if (!isPublic(type)) return [codecStatement];
  const issue = scope.use(runtimeSymbol("ValidationIssue"));
  return [
    codecStatement,
    {
      kind: StructureKind.Function,
      isExported: true,
      name: validatorName(name),
      docs: codecDocs(`Checks a value of \`${name}\`.`),
      parameters: [
        { name: "value", type: "unknown" },
        { name: "path", initializer: '""' },
        { name: "issues", type: `${issue}[]`, initializer: "[]" },
      ],
      returnType: `${issue}[]`,
      statements: [`return ${scope.use(runtimeSymbol("validateSimple"))}(${name}, value, path, issues);`],
    },
  ];
}

// ------------------------------------------------------------------------------------------- complex types

/** The namespace constraint of a wildcard as the runtime's `anyElements` and `anyAttributes` take it. */
function constraintTexts(
  context: EmitContext,
  scope: FileScope,
  wildcard: Pick<Wildcard, "namespaces" | "targetNamespace">,
): [namespaces: string, targetNamespace: string] {
  const namespaces = wildcard.namespaces;
  const list =
    typeof namespaces === "string"
      ? JSON.stringify(namespaces)
      : `[${namespaces.map((namespace) => namespaceText(context, scope, namespace)).join(", ")}]`;
  return [list, namespaceText(context, scope, wildcard.targetNamespace)];
}

function wildcardArguments(context: EmitContext, scope: FileScope, wildcard: Wildcard): string {
  return constraintTexts(context, scope, wildcard).join(", ");
}

/** `, [{ namespaces, targetNamespace, processContents }]`: the parts of a merged wildcard, where it keeps them. */
function partsArgument(context: EmitContext, scope: FileScope, wildcard: Wildcard): string {
  if (wildcard.parts === undefined) return "";
  const parts = wildcard.parts.map((part) => {
    const [namespaces, targetNamespace] = constraintTexts(context, scope, part);
    return `{ namespaces: ${namespaces}, targetNamespace: ${targetNamespace}, processContents: ${JSON.stringify(part.processContents)} }`;
  });
  return `, [${parts.join(", ")}]`;
}

/** The rounds of a repeated sequence, or the branches of a repeated choice of sequences; none for others. */
function orderedRounds(
  member: OrderedMember,
): readonly (readonly { index: number; minOccurs: number; maxOccurs: MaxOccurs }[])[] {
  const sequence = member.sequence;
  if (sequence !== undefined)
    return [
      member.elements.map((_, index) => ({
        index,
        minOccurs: sequence.minOccurs[index] ?? 0,
        maxOccurs: sequence.maxOccurs[index] ?? 1,
      })),
    ];
  return member.branches ?? [];
}

/**
 * The reader table entry of one member: an element, a wrapped list, an attribute, the character data or a
 * wildcard.
 */
function fieldText(context: EmitContext, scope: FileScope, typeId: TypeId, member: Member): string {
  switch (member.kind) {
    case "ordered": {
      const items = member.elements.map(
        (element) =>
          `${itemName(context, typeId, member, element)}: ${scope.use(runtimeSymbol("element"))}(${nameArguments(context, scope, element.name)}, ${readerRef(context, scope, element.type)}${optionsText({ nillable: element.nillable })}),`,
      );
      const bounds = boundsOptions(member.minOccurs, member.maxOccurs);
      const any = member.any === undefined ? [] : [`any: ${fieldText(context, scope, typeId, member.any)},`];
      const rounds = orderedRounds(member).map((round) =>
        round.map(({ index, minOccurs, maxOccurs }) => {
          const element = member.elements[index];
          const name = element === undefined ? "" : itemName(context, typeId, member, element);
          const many = maxOccurs === "unbounded" || maxOccurs > 1;
          return `${name}${minOccurs === 0 ? (many ? "*" : "?") : many ? "+" : ""}`;
        }),
      );
      const options = [
        ...(member.mixed ? ["mixed: true,"] : []),
        ...any,
        ...(rounds.length === 0 ? [] : [`rounds: ${JSON.stringify(rounds)},`]),
        ...(bounds.min === undefined ? [] : [`minOccurs: ${bounds.min},`]),
        ...(bounds.max === undefined ? [] : [`maxOccurs: ${bounds.max},`]),
      ];
      // Each alternative's item as an object literal of its own (see the runtime's `OrderedField.makeItem`).
      const makers = member.elements.map((element) => {
        const name = itemName(context, typeId, member, element);
        return `${name}: (value) => ({ ${name}: value }),`;
      });
      return [
        `${scope.use(runtimeSymbol("ordered"))}({`,
        ...items,
        "}, {",
        ...makers,
        options.length === 0 ? "})" : "}, {",
        ...(options.length === 0 ? [] : [...options, "})"]),
      ].join("\n");
    }
    case "any": {
      const bounds = boundsOptions(member.minOccurs, member.maxOccurs);
      const occurs = optionsText({ minOccurs: bounds.min, maxOccurs: bounds.max });
      const parts = partsArgument(context, scope, member.wildcard);
      const typed = processContentsArguments(context, scope, member.wildcard);
      // The parts follow the element table: `undefined` stands for none where they do.
      const process =
        parts !== "" && !typed.includes("=>") ? `${typed}, undefined${parts}` : `${typed}${parts}`;
      // The mode and element table follow the bounds: `{}` stands for none where they do.
      const bounded = occurs === "" && process !== "" ? ", {}" : occurs;
      return `${scope.use(runtimeSymbol("anyElements"))}(${wildcardArguments(context, scope, member.wildcard)}${bounded}${process})`;
    }
    case "anyAttribute":
      return `${scope.use(runtimeSymbol("anyAttributes"))}(${wildcardArguments(context, scope, member.wildcard)})`;
    case "value":
      return `${scope.use(runtimeSymbol("text"))}(${readerRef(context, scope, simpleValueRef(context, member.type))})`;
    case "attribute": {
      const codec = readerRef(context, scope, member.type);
      const use = optionsText({ required: member.required, ...valueOptions(context, member) });
      return member.name.namespace === ""
        ? `${scope.use(runtimeSymbol("attribute"))}(${JSON.stringify(member.name.local)}, ${codec}${use})`
        : `${scope.use(runtimeSymbol("attributeNs"))}(${nameArguments(context, scope, member.name)}, ${codec}${use})`;
    }
    case "element": {
      const item = wrappedItem(context, member);
      if (item !== undefined) {
        const bounds = boundsOptions(item.minOccurs, item.maxOccurs);
        const options = {
          required: !member.optional,
          nillable: member.nillable,
          itemNillable: item.nillable,
          itemMinOccurs: bounds.min,
          itemMaxOccurs: bounds.max,
          encoded: isEncodedArray(context, member.type),
        };
        return `${scope.use(runtimeSymbol("list"))}(${nameArguments(context, scope, member.name)}, ${nameArguments(context, scope, item.name)}, ${readerRef(context, scope, item.type)}${optionsText(options)})`;
      }
      const bounds = boundsOptions(member.minOccurs, member.maxOccurs);
      const occurs = {
        ...(member.repeated
          ? { nillable: member.nillable, repeated: true, minOccurs: bounds.min, maxOccurs: bounds.max }
          : { required: !member.optional, nillable: member.nillable }),
        ...valueOptions(context, member),
      };
      return `${scope.use(runtimeSymbol("element"))}(${nameArguments(context, scope, member.name)}, ${readerRef(context, scope, member.type)}${optionsText(occurs)})`;
    }
  }
}

/** The reader of a complex type: its member table for the runtime's saxes-driven engine. */
function readerStatement(
  context: EmitContext,
  scope: FileScope,
  type: ComplexTypeDefinition,
  members: readonly Member[],
): StatementStructures {
  const name = typeName(context, type.id);
  const complexTypeName = scope.use(runtimeSymbol("ComplexType"));
  const derived = type.derivedTypes.map((id) => typeName(context, id));
  const base = type.derivation?.base;
  const complexBase = base?.kind === "defined" && typeOf(context, base.id).kind === "complexType";
  const fields = members.map(
    (member) => `${memberName(context, type.id, member)}: ${fieldText(context, scope, type.id, member)},`,
  );
  const shape = shapeOf(context, type.id);
  const property = (key: string) => {
    const member = members.find((candidate) => candidate.key === key);
    return member === undefined ? key : memberName(context, type.id, member);
  };
  const choices =
    shape.kind !== "object" || shape.choices.length === 0
      ? []
      : [
          "choices: [",
          ...shape.choices.map(
            (choice) =>
              `{ branches: ${JSON.stringify(choice.branches.map((branch) => branch.map(property)))}, required: ${String(choice.required)}${choice.least === undefined ? "" : `, least: ${JSON.stringify(choice.least)}`} },`,
          ),
          "],",
        ];
  return {
    kind: StructureKind.VariableStatement,
    isExported: isPublic(type),
    docs: codecDocs(`Reader of \`${name}\`.`),
    declarations: [
      {
        name,
        type: `${complexTypeName}<${name}>`,
        initializer: [
          `${scope.use(runtimeSymbol("complexType"))}<${name}>({`,
          `ns: ${namespaceText(context, scope, type.name?.namespace ?? context.namespace)},`,
          `name: ${JSON.stringify(type.name?.local ?? name)},`,
          ...(type.name === undefined ? ["anonymous: true,"] : []),
          ...(type.discriminant === undefined ? [] : [`discriminant: ${JSON.stringify(type.discriminant)},`]),
          `fields: {`,
          ...fields,
          "},",
          // A derived reader yields its own interface, told apart by `$type`; the base reader hands it out where
          // the base is declared, which ContentType<Base> cannot express without the cast. `as const` types the
          // list as a tuple: tsc reduces a plain array literal's elements to one union, pairwise, which for a base
          // of very many derived types (vSphere's DynamicData) is "too complex to represent" (TS2590).
          ...(derived.length === 0
            ? []
            : [
                `derived: () => [${derived.join(", ")}] as const as unknown as readonly ${scope.use(runtimeSymbol("ContentType"))}<${name}>[],`,
              ]),
          ...(complexBase ? [`base: () => ${typeName(context, base.id)},`] : []),
          ...(type.abstract ? ["abstract: true,"] : []),
          ...choices,
          ...(type.id === anyTypeId
            ? [`types: () => ${scope.use(generatedSymbol("types", globalTypesConstant))},`]
            : []),
          "})",
        ].join("\n"),
      },
    ],
  };
}

/** `writeMeal(w, NAMESPACE, "meal", item)`, or the simple-value writer, for one element of a type. */
function writeCall(
  context: EmitContext,
  scope: FileScope,
  ref: TypeRef,
  element: ElementMember,
  value: string,
): string {
  const name = nameArguments(context, scope, element.name);
  if (ref.kind === "defined" && typeOf(context, ref.id).kind === "complexType")
    return `${writerName(typeName(context, ref.id))}(w, ${name}, ${value})`;
  return `${scope.use(runtimeSymbol("writeValue"))}(w, ${name}, ${readerRef(context, scope, ref)}, ${value})`;
}

/** `, w` where values of `ref` hold QNames: their codec takes the writer, which declares their prefixes. */
function scopeArgument(context: EmitContext, ref: TypeRef): string {
  return holdsQNames(context, ref) ? ", w" : "";
}

function writeMemberStatements(
  context: EmitContext,
  scope: FileScope,
  typeId: string,
  member: Member,
): string[] {
  const property = `value.${memberName(context, typeId, member)}`;
  switch (member.kind) {
    case "ordered":
      return [
        [
          `for (const item of ${property}) {`,
          ...orderedItemDispatch(context, scope, typeId, member, {
            text: (item) => `w.text(${item});`,
            xml: (item) =>
              `${scope.use(runtimeSymbol("writeXmlElements"))}(w, [${item}], ${wildcardOf(context, scope, typeId)});`,
            typed: (item) => `w.raw(${scope.use(generatedSymbol("types", globalElementMarkup))}(${item}));`,
            element: (element, item) => [`${writeCall(context, scope, element.type, element, item)};`],
          }),
          "}",
        ].join("\n"),
      ];
    case "any":
      return [
        `${scope.use(runtimeSymbol("writeXmlElements"))}(w, ${property}, ${wildcardOf(context, scope, typeId)}${typedMarkupArgument(context, scope, member.wildcard)});`,
      ];
    case "anyAttribute":
      return [`${scope.use(runtimeSymbol("writeAnyAttributes"))}(w, ${property});`];
    case "value":
      return [
        `w.text(${readerRef(context, scope, simpleValueRef(context, member.type))}.format(${property}${scopeArgument(context, member.type)}));`,
      ];
    case "attribute": {
      const codec = readerRef(context, scope, member.type);
      const fixed = suppliedFixed(context, member);
      const writer = scopeArgument(context, member.type);
      const text =
        fixed !== undefined
          ? `${codec}.format(${property} ?? ${fixed}${writer})`
          : member.required
            ? `${codec}.format(${property}${writer})`
            : `${property} === undefined ? undefined : ${codec}.format(${property}${writer})`;
      return member.name.namespace === ""
        ? [`w.attribute(${JSON.stringify(member.name.local)}, ${text});`]
        : [`w.attributeNs(${nameArguments(context, scope, member.name)}, ${text});`];
    }
    case "element": {
      const item = wrappedItem(context, member);
      if (item !== undefined)
        return [
          `${scope.use(runtimeSymbol("writeList"))}(w, ${nameArguments(context, scope, member.name)}, ${property}, (w, item) => ${writeCall(context, scope, item.type, item, "item")});`,
        ];
      if (member.repeated) {
        const loop = `for (const item of ${property}${member.optional ? " ?? []" : ""}) ${writeCall(context, scope, member.type, member, "item")};`;
        return [loop];
      }
      const fixed = suppliedFixed(context, member);
      const value = fixed === undefined ? property : `${property} ?? ${fixed}`;
      const call = `${writeCall(context, scope, member.type, member, value)};`;
      const complex =
        member.type.kind === "defined" && typeOf(context, member.type.id).kind === "complexType";
      return complex && member.optional ? [`if (${property} !== undefined) ${call}`] : [call];
    }
  }
}

/** Statements writing `<ns:local xsi:nil="true" .../>` with placeholders for the required attributes. */
function nilStatements(context: EmitContext, scope: FileScope, members: readonly Member[]): string[] {
  const required = members.filter(
    (member): member is AttributeMember => member.kind === "attribute" && member.required,
  );
  const attributes = required.map((member) => {
    const value = JSON.stringify(member.fixed ?? placeholderValue(context, member.type));
    // A QName's placeholder is a value, written with a prefix bound on the element.
    const placeholder = holdsQNames(context, member.type)
      ? `${readerRef(context, scope, member.type)}.format(${value}, w)`
      : value;
    return member.name.namespace === ""
      ? `.attribute(${JSON.stringify(member.name.local)}, ${placeholder})`
      : `.attributeNs(${nameArguments(context, scope, member.name)}, ${placeholder})`;
  });
  return [`w.start(ns, local).nil()${attributes.join("")}.end();`, "return;"];
}

/** Dispatch on `$type` to the writer or validator of a derived type, for types others derive from. */
function dispatchStatements(
  context: EmitContext,
  type: ComplexTypeDefinition,
  call: (name: string) => string,
): string[] {
  const derived = substitutes(context, type.id).filter((candidate) => candidate.id !== type.id);
  if (derived.length === 0) return [];
  return [
    "switch (value.$type) {",
    ...derived.flatMap((candidate) => [
      `case ${JSON.stringify(discriminantOf(candidate, typeName(context, candidate.id)))}:`,
      `return ${call(typeName(context, candidate.id))};`,
    ]),
    "}",
  ];
}

/**
 * Whether the element-by-element writer of `type` takes `xsiType` and then names the type itself: a type with
 * derived types or a base of its own.
 */
function writesOwnXsiType(type: ComplexTypeDefinition): boolean {
  return type.derivedTypes.length > 0 || type.derivation?.base.kind === "defined";
}

/** Whether the writer of `type` (element by element, or markup) takes `xsiType` and then names the type itself. */
export function writerTakesXsiType(context: EmitContext, type: ComplexTypeDefinition): boolean {
  return hasMarkup(context, type.id) ? inHierarchy(type, context.types) : writesOwnXsiType(type);
}

function writerStatement(
  context: EmitContext,
  scope: FileScope,
  type: ComplexTypeDefinition,
  members: readonly Member[],
): StatementStructures {
  const name = typeName(context, type.id);
  const slot = hasSlot(type) ? slotText(context, scope, type.id) : name;
  const hierarchy = writesOwnXsiType(type);
  const xsiType =
    type.name === undefined ? [] : [`if (xsiType) w.xsiType(${nameArguments(context, scope, type.name)});`];
  const anyType = type.id === anyTypeId;
  // xs:anyType: a value its xsi:type typed is written as that type; content kept as XML with the one it came with.
  const typed = anyType
    ? [
        `if (${scope.use(runtimeSymbol("isTypedValue"))}(value)) {`,
        `${scope.use(generatedSymbol("types", globalTypeWriter))}(w, ns, local, value);`,
        "return;",
        "}",
      ]
    : [];
  const body = type.abstract
    ? [
        `throw new ${scope.use(runtimeSymbol("XmlWriteError"))}(\`<\${local}> needs a $type: ${name} is abstract\`);`,
      ]
    : [
        "w.start(ns, local);",
        ...(hierarchy ? xsiType : []),
        ...(anyType ? [`${scope.use(runtimeSymbol("writeXsiTypeName"))}(w, value.$type);`] : []),
        // Attributes belong to the start tag, so they go before the character data and the child elements.
        ...[...members.filter(inStartTag), ...members.filter((member) => !inStartTag(member))].flatMap(
          (member) => writeMemberStatements(context, scope, type.id, member),
        ),
        "w.end();",
      ];
  return {
    kind: StructureKind.Function,
    isExported: true,
    name: writerName(name),
    docs: codecDocs(`Writer of \`${name}\`.`),
    parameters: [
      { name: "w", type: scope.use(runtimeSymbol("XmlWriter")) },
      { name: "ns", type: "string" },
      { name: "local", type: "string" },
      { name: "value", type: `${slot} | null` },
      ...(hierarchy ? [{ name: "xsiType", initializer: "false" }] : []),
    ],
    returnType: "void",
    statements: [
      "if (value === null) {",
      ...nilStatements(context, scope, members),
      "}",
      ...dispatchStatements(context, type, (derived) => `${writerName(derived)}(w, ns, local, value, true)`),
      ...typed,
      ...body,
    ],
  };
}

/** `validateMeal(value, path, issues)`: hands the value and the type's reader to the runtime's `validate`. */
function validatorStatement(
  context: EmitContext,
  scope: FileScope,
  type: ComplexTypeDefinition,
  validate: "validateComplex" | "validateArray",
): StatementStructures {
  const name = typeName(context, type.id);
  const slot = hasSlot(type) ? slotText(context, scope, type.id) : name;
  const issue = scope.use(runtimeSymbol("ValidationIssue"));
  return {
    kind: StructureKind.Function,
    isExported: true,
    name: validatorName(name),
    docs: codecDocs(`Checks a value of \`${name}\`.`),
    parameters: [
      { name: "value", type: slot },
      { name: "path", initializer: '""' },
      { name: "issues", type: `${issue}[]`, initializer: "[]" },
    ],
    returnType: `${issue}[]`,
    statements: [`return ${scope.use(runtimeSymbol(validate))}(${name}, value, path, issues);`],
  };
}

// ------------------------------------------------------------------------------------ array wrapper types

/**
 * Reader, writer and validator of an `ArrayOfX` wrapper type, whose value is the array of its items. A wrapper
 * member is read and written as a wrapped list by its parent; these serve the wrapper as an element of its own,
 * an operation's result or a global element (the root of a plain HTTP response).
 */
function arrayCodecStatements(
  context: EmitContext,
  scope: FileScope,
  type: ComplexTypeDefinition,
  item: ElementMember,
): StatementStructures[] {
  const name = typeName(context, type.id);
  const arrayTypeName = scope.use(runtimeSymbol("ArrayType"));
  return [
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      docs: codecDocs(`Reader of \`${name}\` as an element of its own: its items as an array.`),
      declarations: [
        {
          name,
          type: `${arrayTypeName}<${name}>`,
          initializer: [
            `${scope.use(runtimeSymbol("arrayType"))}<${name}>({`,
            `ns: ${namespaceText(context, scope, type.name?.namespace ?? context.namespace)},`,
            `name: ${JSON.stringify(type.name?.local ?? name)},`,
            ...(type.name === undefined ? ["anonymous: true,"] : []),
            `item: ${fieldText(context, scope, type.id, item)},`,
            ...(type.encodedArray === "row" ? ["row: true,"] : []),
            ...(type.encodedArray === undefined ? [] : ["encoded: true,"]),
            "})",
          ].join("\n"),
        },
      ],
    },
    {
      kind: StructureKind.Function,
      isExported: true,
      name: writerName(name),
      docs: codecDocs(`Writer of \`${name}\`: one \`${item.name.local}\` element per item.`),
      parameters: [
        { name: "w", type: scope.use(runtimeSymbol("XmlWriter")) },
        { name: "ns", type: "string" },
        { name: "local", type: "string" },
        { name: "value", type: `${name} | null` },
      ],
      returnType: "void",
      statements: [
        `${scope.use(runtimeSymbol("writeList"))}(w, ns, local, value, (w, item) => ${writeCall(context, scope, item.type, item, "item")});`,
      ],
    },
    validatorStatement(context, scope, type, "validateArray"),
  ];
}

/**
 * Reader, serializer and validator of a complex type with an object shape; of an array wrapper only when it is
 * `standalone`, read and written as an element of its own (see `PackagePlan.standaloneArrays`).
 */
export function complexCodecStatements(
  context: EmitContext,
  scope: FileScope,
  type: ComplexTypeDefinition,
  standalone: boolean,
): StatementStructures[] {
  const shape = shapeOf(context, type.id);
  if (shape.kind === "array") return standalone ? arrayCodecStatements(context, scope, type, shape.item) : [];
  // The original of a redefined type: only its redefinition's reader refers to it, as its base.
  if (!isPublic(type)) return [readerStatement(context, scope, type, shape.members)];
  const writers = hasMarkup(context, type.id)
    ? [markupWriterStatement(context, scope, type), markupStatement(context, scope, type, shape.members)]
    : [writerStatement(context, scope, type, shape.members)];
  return [
    readerStatement(context, scope, type, shape.members),
    ...writers,
    validatorStatement(context, scope, type, "validateComplex"),
  ];
}

/** `export const NAMESPACE = "..."`: the target namespace every reader and writer names. */
export function namespaceStatement(context: EmitContext): StatementStructures {
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    docs: generatedDocs(
      "Target namespace of this interface version's schema.",
      `xs:schema targetNamespace ${context.namespace}`,
    ),
    declarations: [{ name: namespaceConstant, initializer: JSON.stringify(context.namespace) }],
  };
}
