import { StructureKind, VariableDeclarationKind, type StatementStructures } from "ts-morph";
import type { ComplexTypeDefinition, Facets, SimpleTypeDefinition, TypeRef } from "../model/index.ts";
import { namespaceConstant, validatorName, writerName } from "../naming/identifiers.ts";
import { inHierarchy, type AttributeMember, type ElementMember, type Member } from "../plan/members.ts";
import {
  builtinCodec,
  builtinItemCodec,
  nameArguments,
  namespaceText,
  placeholderValue,
  readerRef,
  simpleValueRef,
  validationKind,
} from "./codec-refs.ts";
import { memberName, shapeOf, slotText, substitutes, typeName, typeOf, type EmitContext } from "./context.ts";
import { generatedDocs, typeCodecDocs } from "./docs.ts";
import { markupStatement, markupTypes, markupWriterStatement, wrappedItem } from "./markup.ts";
import type { FileScope } from "./file-scope.ts";
import {
  readerSymbol,
  scalarsSymbol,
  simpleTypeSymbol,
  validationSymbol,
  writerSymbol,
} from "./runtime-symbols.ts";
import { builtinKinds } from "./type-mapping.ts";

/** `{ a: 1, b: true }` of the options that differ from the runtime's defaults; empty when none do. */
function optionsText(options: Readonly<Record<string, boolean>>): string {
  const set = Object.entries(options).filter(([, value]) => value);
  return set.length === 0 ? "" : `, { ${set.map(([key]) => `${key}: true`).join(", ")} }`;
}

function maxText(max: number | "unbounded"): string {
  return max === "unbounded" ? "-1" : String(max);
}

// ------------------------------------------------------------------------------------------- simple types

/** The codec expression of a simple type definition. */
function simpleCodecText(context: EmitContext, scope: FileScope, type: SimpleTypeDefinition): string {
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
      if (builtinKinds[variety.builtin] === "string") {
        const whitespace = variety.builtin === "string" ? "" : `, "collapse"`;
        const list = values.map((value) => JSON.stringify(value.value)).join(", ");
        return `${scope.use(scalarsSymbol("enumeration"))}<${name}>(${JSON.stringify(name)}, [${list}]${whitespace})`;
      }
      // A non-string enumeration reads with its base codec; the validator checks the allowed values.
      return `${base} as ${scope.use(simpleTypeSymbol())}<${name}>`;
    }
    case "list":
      return `${scope.use(scalarsSymbol("listOf"))}(${readerRef(context, scope, variety.itemType)}, ${JSON.stringify(name)})`;
    case "union": {
      const members = variety.memberTypes.map((member) => readerRef(context, scope, member)).join(", ");
      return `${scope.use(scalarsSymbol("unionOf"))}<${name}>(${JSON.stringify(name)}, [${members}])`;
    }
  }
}

/** Literal of a facet bound in the value space of the type (`5`, `5n`, `"5.00"`). */
function boundText(kind: string, bound: string): string {
  if (kind === "number" || kind === "integer") return String(Number(bound));
  if (kind === "bigint") return `${BigInt(bound)}n`;
  return JSON.stringify(bound);
}

/** Facet checks of a simple type, as statements on `value` (already known to have the right kind). */
function facetChecks(scope: FileScope, facets: Facets, kind: string, ordered: boolean): string[] {
  // `report` is imported only when a facet uses it (an unused import fails consumers' noUnusedLocals).
  const check = (fn: Parameters<typeof scalarsSymbol>[0], argument: string) =>
    `${scope.use(validationSymbol("report"))}(issues, path, ${scope.use(scalarsSymbol(fn))}(value, ${argument}));`;
  const lines: string[] = [];
  if (facets.length !== undefined) lines.push(check("checkLength", String(facets.length)));
  if (facets.minLength !== undefined) lines.push(check("checkMinLength", String(facets.minLength)));
  if (facets.maxLength !== undefined) lines.push(check("checkMaxLength", String(facets.maxLength)));
  for (const step of facets.patterns ?? [])
    lines.push(
      check("checkPattern", `${scope.use(scalarsSymbol("xsdPattern"))}(${JSON.stringify(step.join("|"))})`),
    );
  if (ordered) {
    if (facets.minInclusive !== undefined)
      lines.push(check("checkMinInclusive", boundText(kind, facets.minInclusive)));
    if (facets.minExclusive !== undefined)
      lines.push(check("checkMinExclusive", boundText(kind, facets.minExclusive)));
    if (facets.maxInclusive !== undefined)
      lines.push(check("checkMaxInclusive", boundText(kind, facets.maxInclusive)));
    if (facets.maxExclusive !== undefined)
      lines.push(check("checkMaxExclusive", boundText(kind, facets.maxExclusive)));
    if (facets.totalDigits !== undefined) lines.push(check("checkTotalDigits", String(facets.totalDigits)));
    if (facets.fractionDigits !== undefined)
      lines.push(check("checkFractionDigits", String(facets.fractionDigits)));
  }
  if (kind !== "string" && facets.enumeration !== undefined && facets.enumeration.length > 0)
    lines.push(
      check(
        "checkEnumeration",
        `[${facets.enumeration.map((value) => boundText(kind, value.value)).join(", ")}]`,
      ),
    );
  return lines;
}

/** The codec constant and validator of a simple type (the constant shares the type alias's name). */
export function simpleCodecStatements(
  context: EmitContext,
  scope: FileScope,
  type: SimpleTypeDefinition,
): StatementStructures[] {
  const name = typeName(context, type.id);
  const kind = validationKind(context, { kind: "defined", id: type.id });
  const variety = type.variety;
  const builtin = variety.kind === "atomic" ? builtinKinds[variety.builtin] : "tokens";
  // Bounds and digits order numbers, bigints and decimals; date and time bounds are not checked.
  const ordered =
    variety.kind === "atomic" &&
    (builtin === "number" || builtin === "integer" || builtin === "bigint" || variety.builtin === "decimal");
  const facets = facetChecks(scope, variety.facets, variety.kind === "atomic" ? builtin : "list", ordered);
  const issue = scope.use(validationSymbol("ValidationIssue"));
  // A list is checked item by item (a bad item is reported at its index); anything else as one scalar.
  const check =
    variety.kind === "list"
      ? `${scope.use(validationSymbol("checkList"))}(issues, path, value, ${readerRef(context, scope, variety.itemType)}, ${valueCheck(context, scope, variety.itemType, "entry", "where")})`
      : `${scope.use(validationSymbol("checkScalar"))}(issues, path, value, ${name}, ${JSON.stringify(kind)})`;
  return [
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: typeCodecDocs(context, type, `Codec of \`${name}\`: reads and writes its lexical form.`),
      declarations: [
        {
          name,
          type: `${scope.use(simpleTypeSymbol())}<${name}>`,
          initializer: simpleCodecText(context, scope, type),
        },
      ],
    },
    {
      kind: StructureKind.Function,
      isExported: true,
      name: validatorName(name),
      docs: typeCodecDocs(
        context,
        type,
        `Checks a value of \`${name}\`: its type, lexical space and facets.`,
      ),
      parameters: [
        { name: "value", type: "unknown" },
        { name: "path", initializer: '""' },
        { name: "issues", type: `${issue}[]`, initializer: "[]" },
      ],
      returnType: `${issue}[]`,
      statements:
        facets.length === 0
          ? [`${check};`, "return issues;"]
          : [`if (!${check}) return issues;`, ...facets, "return issues;"],
    },
  ];
}

// ------------------------------------------------------------------------------------------- complex types

/** True when an element member's type is an array-shaped wrapper (written as a wrapped list). */
function fieldText(context: EmitContext, scope: FileScope, member: Member): string {
  switch (member.kind) {
    case "value":
      return `${scope.use(readerSymbol("text"))}(${readerRef(context, scope, simpleValueRef(context, member.type))})`;
    case "attribute": {
      const codec = readerRef(context, scope, member.type);
      const use = optionsText({ required: member.required });
      return member.name.namespace === ""
        ? `${scope.use(readerSymbol("attribute"))}(${JSON.stringify(member.name.local)}, ${codec}${use})`
        : `${scope.use(readerSymbol("attributeNs"))}(${nameArguments(context, scope, member.name)}, ${codec}${use})`;
    }
    case "element": {
      const item = wrappedItem(context, member);
      if (item !== undefined)
        return `${scope.use(readerSymbol("list"))}(${nameArguments(context, scope, member.name)}, ${nameArguments(context, scope, item.name)}, ${readerRef(context, scope, item.type)}${optionsText({ required: !member.optional, nillable: member.nillable, itemNillable: item.nillable })})`;
      const occurs = member.repeated
        ? { nillable: member.nillable, repeated: true }
        : { required: !member.optional, nillable: member.nillable };
      return `${scope.use(readerSymbol("element"))}(${nameArguments(context, scope, member.name)}, ${readerRef(context, scope, member.type)}${optionsText(occurs)})`;
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
  const complexTypeName = scope.use(readerSymbol("ComplexType"));
  const derived = type.derivedTypes.map((id) => typeName(context, id));
  const fields = members.map(
    (member) => `${memberName(context, type.id, member)}: ${fieldText(context, scope, member)},`,
  );
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: typeCodecDocs(context, type, `Reader of \`${name}\`: one entry per member, in schema order.`),
    declarations: [
      {
        name,
        type: `${complexTypeName}<${name}>`,
        initializer: [
          `${scope.use(readerSymbol("complexType"))}<${name}>({`,
          `ns: ${namespaceText(context, scope, type.name?.namespace ?? context.namespace)},`,
          `name: ${JSON.stringify(type.name?.local ?? name)},`,
          `fields: {`,
          ...fields,
          "},",
          // A derived reader yields its own interface, told apart by `$type`; the base reader hands it out where
          // the base is declared, which ContentType<Base> cannot express without the cast.
          ...(derived.length === 0
            ? []
            : [
                `derived: () => [${derived.join(", ")}] as unknown as readonly ${scope.use(readerSymbol("ContentType"))}<${name}>[],`,
              ]),
          ...(type.abstract ? ["abstract: true,"] : []),
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
  return `${scope.use(writerSymbol("writeValue"))}(w, ${name}, ${readerRef(context, scope, ref)}, ${value})`;
}

function writeMemberStatements(
  context: EmitContext,
  scope: FileScope,
  typeId: string,
  member: Member,
): string[] {
  const property = `value.${memberName(context, typeId, member)}`;
  switch (member.kind) {
    case "value":
      return [
        `w.text(${readerRef(context, scope, simpleValueRef(context, member.type))}.format(${property}));`,
      ];
    case "attribute": {
      const codec = readerRef(context, scope, member.type);
      const text = member.required
        ? `${codec}.format(${property})`
        : `${property} === undefined ? undefined : ${codec}.format(${property})`;
      return member.name.namespace === ""
        ? [`w.attribute(${JSON.stringify(member.name.local)}, ${text});`]
        : [`w.attributeNs(${nameArguments(context, scope, member.name)}, ${text});`];
    }
    case "element": {
      const item = wrappedItem(context, member);
      if (item !== undefined)
        return [
          `${scope.use(writerSymbol("writeList"))}(w, ${nameArguments(context, scope, member.name)}, ${property}, (w, item) => ${writeCall(context, scope, item.type, item, "item")});`,
        ];
      if (member.repeated) {
        const loop = `for (const item of ${property}${member.optional ? " ?? []" : ""}) ${writeCall(context, scope, member.type, member, "item")};`;
        return [loop];
      }
      const call = `${writeCall(context, scope, member.type, member, property)};`;
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
  const attributes = required.map((member) =>
    member.name.namespace === ""
      ? `.attribute(${JSON.stringify(member.name.local)}, ${JSON.stringify(placeholderValue(context, member.type))})`
      : `.attributeNs(${nameArguments(context, scope, member.name)}, ${JSON.stringify(placeholderValue(context, member.type))})`,
  );
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
      `case ${JSON.stringify(candidate.name?.local ?? typeName(context, candidate.id))}:`,
      `return ${call(typeName(context, candidate.id))};`,
    ]),
    "}",
  ];
}

function writerStatement(
  context: EmitContext,
  scope: FileScope,
  type: ComplexTypeDefinition,
  members: readonly Member[],
): StatementStructures {
  const name = typeName(context, type.id);
  const slot = type.derivedTypes.length === 0 ? name : slotText(context, scope, type.id);
  const inHierarchy = type.derivedTypes.length > 0 || type.derivation?.base.kind === "defined";
  const xsiType =
    type.name === undefined ? [] : [`if (xsiType) w.xsiType(${nameArguments(context, scope, type.name)});`];
  const body = type.abstract
    ? [
        `throw new ${scope.use(writerSymbol("XmlWriteError"))}(\`<\${local}> needs a $type: ${name} is abstract\`);`,
      ]
    : [
        "w.start(ns, local);",
        ...(inHierarchy ? xsiType : []),
        // Attributes belong to the start tag, so they go before the character data and the child elements.
        ...[
          ...members.filter((member) => member.kind === "attribute"),
          ...members.filter((member) => member.kind !== "attribute"),
        ].flatMap((member) => writeMemberStatements(context, scope, type.id, member)),
        "w.end();",
      ];
  return {
    kind: StructureKind.Function,
    isExported: true,
    name: writerName(name),
    docs: typeCodecDocs(
      context,
      type,
      `Writes a value of \`${name}\` as element \`{ns}local\`, members in schema order; \`null\` as \`xsi:nil\`.` +
        (type.derivedTypes.length === 0 ? "" : " A derived value (by `$type`) is written with `xsi:type`."),
    ),
    parameters: [
      { name: "w", type: scope.use(writerSymbol("XmlWriter")) },
      { name: "ns", type: "string" },
      { name: "local", type: "string" },
      { name: "value", type: `${slot} | null` },
      ...(inHierarchy ? [{ name: "xsiType", initializer: "false" }] : []),
    ],
    returnType: "void",
    statements: [
      "if (value === null) {",
      ...nilStatements(context, scope, members),
      "}",
      ...dispatchStatements(context, type, (derived) => `${writerName(derived)}(w, ns, local, value, true)`),
      ...body,
    ],
  };
}

/**
 * The check of one value of a type: a call of its validator, of `checkScalar`, or for a list built-in
 * (NMTOKENS) of `checkList` with a check per item, so a bad item is reported at its index.
 */
function valueCheck(context: EmitContext, scope: FileScope, ref: TypeRef, item = "item", at = "at"): string {
  if (ref.kind === "defined") {
    const name = typeName(context, ref.id);
    return `(${item}, ${at}) => ${validatorName(name)}(${item}, ${at}, issues)`;
  }
  const checkScalar = scope.use(validationSymbol("checkScalar"));
  if (builtinKinds[ref.name] === "tokens") {
    const codec = builtinItemCodec(scope, ref.name);
    return `(${item}, ${at}) => ${scope.use(validationSymbol("checkList"))}(issues, ${at}, ${item}, ${codec}, (entry, where) => ${checkScalar}(issues, where, entry, ${codec}, "string"))`;
  }
  return `(${item}, ${at}) => ${checkScalar}(issues, ${at}, ${item}, ${builtinCodec(scope, ref.name)}, ${JSON.stringify(validationKind(context, ref))})`;
}

function occursText(min: number, max: number | "unbounded", nillable: boolean): string {
  return `{ min: ${min}, max: ${maxText(max)}, nillable: ${nillable} }`;
}

function validateMemberStatement(
  context: EmitContext,
  scope: FileScope,
  typeId: string,
  member: Member,
): string {
  const property = memberName(context, typeId, member);
  const path = `${scope.use(validationSymbol("memberPath"))}(path, ${JSON.stringify(property)})`;
  const checkMember = scope.use(validationSymbol("checkMember"));
  const checkItems = scope.use(validationSymbol("checkItems"));
  switch (member.kind) {
    case "value": {
      const ref = simpleValueRef(context, member.type);
      return `${checkMember}(issues, ${path}, value.${property}, ${occursText(1, 1, false)}, ${valueCheck(context, scope, ref)});`;
    }
    case "attribute":
      return `${checkMember}(issues, ${path}, value.${property}, ${occursText(member.required ? 1 : 0, 1, false)}, ${valueCheck(context, scope, member.type)});`;
    case "element": {
      const item = wrappedItem(context, member);
      if (item !== undefined)
        return `${checkMember}(issues, ${path}, value.${property}, ${occursText(member.minOccurs, 1, member.nillable)}, (items, at) => ${checkItems}(issues, at, items, ${occursText(item.minOccurs, item.maxOccurs, item.nillable)}, ${valueCheck(context, scope, item.type)}));`;
      if (member.repeated)
        return `${checkItems}(issues, ${path}, value.${property}, ${occursText(member.minOccurs, member.maxOccurs, member.nillable)}, ${valueCheck(context, scope, member.type)});`;
      return `${checkMember}(issues, ${path}, value.${property}, ${occursText(member.optional ? 0 : 1, 1, member.nillable)}, ${valueCheck(context, scope, member.type)});`;
    }
  }
}

/**
 * A `$type` naming no type of the hierarchy would be written without `xsi:type`, as the declared type, and
 * read back without it: reported instead. (The dispatch before it has taken the derived names.)
 */
function typeNameCheck(context: EmitContext, scope: FileScope, type: ComplexTypeDefinition): string[] {
  if (!inHierarchy(type, context.types)) return [];
  const own = type.name?.local ?? typeName(context, type.id);
  const names = substitutes(context, type.id).map(
    (candidate) => candidate.name?.local ?? typeName(context, candidate.id),
  );
  const expected = `expected ${names.join(", ")} or none`;
  return [
    `if (value.$type !== undefined && value.$type !== ${JSON.stringify(own)})`,
    `issues.push({ path: ${scope.use(validationSymbol("memberPath"))}(path, "$type"), message: \`unknown type \${JSON.stringify(value.$type)}: ${expected}\` });`,
  ];
}

function validatorStatement(
  context: EmitContext,
  scope: FileScope,
  type: ComplexTypeDefinition,
  members: readonly Member[],
): StatementStructures {
  const name = typeName(context, type.id);
  const slot = type.derivedTypes.length === 0 ? name : slotText(context, scope, type.id);
  const issue = scope.use(validationSymbol("ValidationIssue"));
  const body = type.abstract
    ? [`issues.push({ path, message: "needs a $type: ${name} is abstract" });`]
    : members.map((member) => validateMemberStatement(context, scope, type.id, member));
  return {
    kind: StructureKind.Function,
    isExported: true,
    name: validatorName(name),
    docs: typeCodecDocs(
      context,
      type,
      `Checks a value of \`${name}\` against the schema and returns every problem with its path (empty when valid).`,
    ),
    parameters: [
      { name: "value", type: slot },
      { name: "path", initializer: '""' },
      { name: "issues", type: `${issue}[]`, initializer: "[]" },
    ],
    returnType: `${issue}[]`,
    statements: [
      `if (!${scope.use(validationSymbol("checkObject"))}(issues, path, value)) return issues;`,
      ...dispatchStatements(context, type, (derived) => `${validatorName(derived)}(value, path, issues)`),
      ...typeNameCheck(context, scope, type),
      ...body,
      "return issues;",
    ],
  };
}

/** Reader, serializer and validator of a complex type with an object shape; nothing for an array wrapper. */
export function complexCodecStatements(
  context: EmitContext,
  scope: FileScope,
  type: ComplexTypeDefinition,
): StatementStructures[] {
  const shape = shapeOf(context, type.id);
  if (shape.kind !== "object") return [];
  const writers = markupTypesOf(context).has(type.id)
    ? [markupWriterStatement(context, scope, type), markupStatement(context, scope, type, shape.members)]
    : [writerStatement(context, scope, type, shape.members)];
  return [
    readerStatement(context, scope, type, shape.members),
    ...writers,
    validatorStatement(context, scope, type, shape.members),
  ];
}

const markupTypesByContext = new WeakMap<EmitContext, ReadonlySet<string>>();

function markupTypesOf(context: EmitContext): ReadonlySet<string> {
  let types = markupTypesByContext.get(context);
  if (types === undefined) {
    types = markupTypes(context);
    markupTypesByContext.set(context, types);
  }
  return types;
}

/** `export const NAMESPACE = "..."`: the target namespace every reader and writer names. */
export function namespaceStatement(context: EmitContext): StatementStructures {
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: generatedDocs(
      "Target namespace of this interface version's schema.",
      `xs:schema targetNamespace ${context.namespace}`,
    ),
    declarations: [{ name: namespaceConstant, initializer: JSON.stringify(context.namespace) }],
  };
}
