/**
 * Serializers that build each element as one string: for a complex type, `markupMeal(name, value)` returns
 * `<name>...</name>` with every member written in schema order by string concatenation, element names as
 * literals, and `writeMeal(w, ns, local, value)` hands it to `XmlWriter.markup`, which declares the type's
 * namespace as the default namespace on the element (and `xsi`) wherever needed. This is how hand-written
 * template strings serialize, and about as fast; the element-by-element XmlWriter calls it replaces cost
 * more per element.
 *
 * It applies to a type whose whole content can be named without prefixes: every element member and every
 * derived type in the target namespace, no namespace-qualified attribute, and the same for every complex
 * type it contains ({@link markupTypes}). Other types keep the element-by-element writer (codecs.ts).
 */
import { StructureKind, type StatementStructures } from "./structures.ts";
import type { ComplexTypeDefinition, TypeId, TypeRef } from "../model/index.ts";
import { globalElementMarkup, markupName, namespaceConstant, writerName } from "../naming/identifiers.ts";
import {
  inHierarchy,
  type AttributeMember,
  type ElementMember,
  type Member,
  type OrderedMember,
} from "../shape/compute-shapes.ts";
import { holdsQNames, placeholderValue, readerRef, simpleValueRef } from "./codec-refs.ts";
import { suppliedFixed } from "./value-constraints.ts";
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
import { codecDocs } from "./docs.ts";
import { typedElements, typedMarkupArgument, wildcardOf } from "./global-elements.ts";
import type { FileScope } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";
import { builtinTypes } from "../model/builtins.ts";
import { anyTypeId, discriminantOf } from "../model/lookup.ts";

/** The item element of an `ArrayOfX` wrapper member; undefined for any other member. */
export function wrappedItem(context: EmitContext, member: ElementMember): ElementMember | undefined {
  if (member.repeated || member.type.kind !== "defined") return undefined;
  const type = typeOf(context, member.type.id);
  if (type.kind !== "complexType") return undefined;
  const shape = shapeOf(context, type.id);
  return shape.kind === "array" ? shape.item : undefined;
}

function complexId(context: EmitContext, ref: TypeRef): TypeId | undefined {
  return ref.kind === "defined" && typeOf(context, ref.id).kind === "complexType" ? ref.id : undefined;
}

/**
 * The complex types whose serializer is a markup function: the greatest set where each type's own names are
 * unprefixed in the target namespace and every complex type it contains or derives into is in the set.
 */
function markupTypes(context: EmitContext): ReadonlySet<TypeId> {
  const candidates = new Set<TypeId>();
  const contained = new Map<TypeId, TypeId[]>();
  const unqualified = typesOfUnqualifiedElements(context);
  for (const type of context.model.types) {
    if (type.kind !== "complexType" || shapeOf(context, type.id).kind !== "object") continue;
    // Its values typed by `xsi:type` are written by the writers of their types, which need the XmlWriter.
    if (type.id === anyTypeId) continue;
    // An element in no namespace cannot make the target namespace the default for its children.
    if (unqualified.has(type.id) && !namesNoChildElement(context, type)) continue;
    const own = ownNamesFit(context, type);
    if (own === undefined) continue;
    candidates.add(type.id);
    contained.set(type.id, own);
  }
  // Drop a type while something it contains was dropped, until nothing changes.
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of candidates) {
      if ((contained.get(id) ?? []).every((inner) => candidates.has(inner))) continue;
      candidates.delete(id);
      changed = true;
    }
  }
  return candidates;
}

/**
 * The complex types (and the types derived from them) of elements in no namespace: local elements of unqualified
 * schemas, and the parts of rpc and bare bodies. Where the target namespace is not empty, such an element
 * cannot declare it as the default namespace its content's names are written in.
 */
function typesOfUnqualifiedElements(context: EmitContext): ReadonlySet<TypeId> {
  const found = new Set<TypeId>();
  if (context.namespace === "") return found;
  const add = (member: ElementMember): void => {
    if (member.name.namespace !== "") return;
    const id = complexId(context, member.type);
    if (id !== undefined) for (const each of substitutes(context, id)) found.add(each.id);
  };
  for (const type of context.model.types) {
    if (type.kind !== "complexType") continue;
    const shape = shapeOf(context, type.id);
    const members = shape.kind === "array" ? [shape.item] : shape.members;
    for (const member of members) {
      if (member.kind === "ordered") member.elements.forEach(add);
      else if (member.kind === "element") {
        add(member);
        const item = wrappedItem(context, member);
        if (item !== undefined) add(item);
      }
    }
  }
  return found;
}

const markupTypesByContext = new WeakMap<EmitContext, ReadonlySet<TypeId>>();

/** Whether complex type `id`'s serializer is a markup function ({@link markupTypes}). */
export function hasMarkup(context: EmitContext, id: TypeId): boolean {
  let types = markupTypesByContext.get(context);
  if (types === undefined) {
    types = markupTypes(context);
    markupTypesByContext.set(context, types);
  }
  return types.has(id);
}

/**
 * Whether the markup of `type`, and of every type derived from it, names no child element: its content is
 * text, attributes or a wildcard's elements, which declare their own namespaces. Such an element is named as
 * any element is, in no namespace too (of an unqualified schema), with no default namespace of its content.
 */
function namesNoChildElement(context: EmitContext, type: ComplexTypeDefinition): boolean {
  return substitutes(context, type.id).every((each) => {
    const shape = shapeOf(context, each.id);
    return (
      shape.kind === "object" &&
      shape.members.every((member) =>
        member.kind === "ordered" ? member.elements.length === 0 : member.kind !== "element",
      )
    );
  });
}

/** The complex types a type's markup calls, or undefined when one of its own names needs a prefix. */
function ownNamesFit(context: EmitContext, type: ComplexTypeDefinition): TypeId[] | undefined {
  const shape = shapeOf(context, type.id);
  if (shape.kind !== "object") return undefined;
  const inner: TypeId[] = [];
  for (const derived of substitutes(context, type.id)) {
    if (derived.id === type.id) continue;
    if (derived.name !== undefined && derived.name.namespace !== context.namespace) return undefined;
    inner.push(derived.id);
  }
  if (inHierarchy(type, context.types) && type.name?.namespace !== context.namespace) return undefined;
  // The items of ordered content are elements too: each must fit as a member would.
  const elements = shape.members.flatMap((member): readonly Member[] =>
    member.kind === "ordered" ? member.elements : [member],
  );
  for (const member of elements) {
    if (member.kind === "attribute" && member.name.namespace !== "") return undefined;
    // A QName's prefix may need declaring on the element that holds it, which only the XmlWriter can do.
    if ((member.kind === "attribute" || member.kind === "value") && holdsQNames(context, member.type))
      return undefined;
    if (member.kind !== "element") continue;
    const item = wrappedItem(context, member);
    if (member.name.namespace !== context.namespace) return undefined;
    if (item !== undefined && item.name.namespace !== context.namespace) return undefined;
    if (holdsQNames(context, (item ?? member).type)) return undefined;
    const id = complexId(context, (item ?? member).type);
    if (id === undefined) continue;
    if (shapeOf(context, id).kind !== "object") return undefined;
    inner.push(id);
  }
  return inner;
}

/** The wire text of simple value `value` of type `ref`, escaped by `escape` unless it cannot need it. */
function textExpression(
  context: EmitContext,
  scope: FileScope,
  ref: TypeRef,
  value: string,
  escape: "escapeText" | "escapeAttribute" = "escapeText",
): string {
  const simple = simpleValueRef(context, ref);
  const escaped = (text: string) => `${scope.use(runtimeSymbol(escape))}(${text})`;
  // xs:string's format is the identity: only escaping is left.
  if (simple.kind === "builtin" && simple.name === "string") return escaped(value);
  const formatted = `${readerRef(context, scope, simple)}.format(${value})`;
  if (simple.kind !== "builtin") return plainEnumeration(context, simple.id) ? formatted : escaped(formatted);
  const kind = builtinTypes[simple.name].kind;
  return kind === "integer" || kind === "bigint" || !builtinTypes[simple.name].escaped
    ? formatted
    : escaped(formatted);
}

/**
 * Whether simple type `id` is a string enumeration none of whose values needs escaping, in text or in an
 * attribute: its codec writes nothing but one of them, so its text is written as it is.
 */
function plainEnumeration(context: EmitContext, id: TypeId): boolean {
  const type = typeOf(context, id);
  if (type.kind !== "simpleType" || type.variety.kind !== "atomic") return false;
  const values = type.variety.facets.enumeration ?? [];
  return (
    values.length > 0 &&
    builtinTypes[type.variety.builtin].kind === "string" &&
    values.every((value) => !/[&<>"\t\n\r]/.test(value.value))
  );
}

/** `text` inside a template literal: backquotes, backslashes and `${` kept as text. */
function templateText(text: string): string {
  return text.replace(/[`\\]|\$\{/g, (match) => `\\${match}`);
}

/** A template literal of literal text. */
function literal(text: string): string {
  return `\`${templateText(text)}\``;
}

/** An attribute value escaped for the markup, at generation time. */
function escapedAttribute(value: string): string {
  return value.replace(/[&<>"\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The template literal body of a nil element `local`. */
function nilElementText(local: string): string {
  return templateText(`<${local} xsi:nil="true"/>`);
}

function nilElement(local: string): string {
  return `\`${nilElementText(local)}\``;
}

/**
 * What one member adds to the markup: `text` is the body of a template literal when the member is always
 * written as it (so literal text runs on into its neighbours', fewer pieces to join); `choice` when it is
 * written as one of two texts; otherwise `statements` append to the variable named by their argument. `always`
 * says the member writes something in every value; otherwise `absent` is the condition under which it writes
 * nothing.
 */
interface Piece {
  readonly always: boolean;
  readonly text?: string;
  readonly choice?: Choice;
  readonly statements?: (target: string) => string[];
  /** Whether `statements` write a list, which moves long markup into `done` (see {@link itemsStatements}). */
  readonly items?: boolean;
  readonly absent?: string;
  /** The member as written where it is known not to be `absent`: without the test of its presence. */
  readonly present?: Piece;
}

/**
 * A member written as template literal text `then` where `when` holds, else as `otherwise` (either may be
 * empty); `unless` is the negation of `when`.
 */
interface Choice {
  readonly when: string;
  readonly unless: string;
  readonly then: string;
  readonly otherwise: string;
}

/** The choice of an optional member: `text` when `property` is present. */
function presentChoice(property: string, text: string): Choice {
  return {
    when: `${property} !== undefined`,
    unless: `${property} === undefined`,
    then: text,
    otherwise: "",
  };
}

/** The template literal body of simple element `element` holding `value`. */
function simpleElementText(
  context: EmitContext,
  scope: FileScope,
  element: ElementMember,
  value: string,
): string {
  const local = element.name.local;
  return `<${local}>\${${textExpression(context, scope, element.type, value)}}</${local}>`;
}

/**
 * The call of complex type `id`'s markup function for element `local` holding `value`, its start and end tags
 * given as literals (not made from the name at each call).
 */
function complexElementCall(context: EmitContext, id: TypeId, local: string, value: string): string {
  return `${markupName(typeName(context, id))}("${local}", ${value}, "<${local}", "</${local}>")`;
}

/** Statements adding the markup of one element `element` holding `value` to `target`. */
function elementStatements(
  context: EmitContext,
  scope: FileScope,
  element: ElementMember,
  value: string,
  target: string,
): string[] {
  const local = element.name.local;
  const complex = complexId(context, element.type);
  if (complex !== undefined) return [`${target} += ${complexElementCall(context, complex, local, value)};`];
  const text = `\`${simpleElementText(context, scope, element, value)}\``;
  if (!element.nillable) return [`${target} += ${text};`];
  return [`${target} += ${value} === null ? ${nilElement(local)} : ${text};`];
}

/**
 * Statements appending the markup of each item of repeated element `element` (the array `items`) to `target`,
 * in a loop written here, not in the runtime, so that its one call is always to the same markup function,
 * which the compiler can then inline. A long list's markup is moved into `done` in flat pieces of the writer's
 * `CHUNK_LENGTH`, as the writer keeps a document: appended to one string, a long list is much slower.
 */
function itemsStatements(
  context: EmitContext,
  scope: FileScope,
  element: ElementMember,
  items: string,
  target: string,
): string[] {
  // One statement: printed apart, each block would be followed by a blank line.
  return [
    [
      `for (const item of ${items}) {`,
      ...elementStatements(context, scope, element, "item", target),
      ...chunkStatements(scope, target),
      "}",
    ].join("\n"),
  ];
}

/** Statements moving `target` into `done` as a flat piece once it is `CHUNK_LENGTH` long (see {@link itemsStatements}). */
function chunkStatements(scope: FileScope, target: string): string[] {
  return [
    `if (${target}.length > ${scope.use(runtimeSymbol("CHUNK_LENGTH"))}) {`,
    `done += ${scope.use(runtimeSymbol("flattened"))}(${target});`,
    `${target} = "";`,
    "}",
  ];
}

function memberPiece(context: EmitContext, scope: FileScope, typeId: TypeId, member: Member): Piece {
  const property = `value.${memberName(context, typeId, member)}`;
  switch (member.kind) {
    case "value":
      return { always: true, text: `\${${textExpression(context, scope, member.type, property)}}` };
    case "ordered":
      return {
        always: false,
        absent: `${property}.length === 0`,
        items: true,
        statements: (target) => [
          [
            `for (const item of ${property}) {`,
            ...orderedItemDispatch(context, scope, typeId, member, {
              text: (item) => `${target} += ${scope.use(runtimeSymbol("escapeText"))}(${item});`,
              xml: (item) =>
                `${target} += ${scope.use(runtimeSymbol("markupXmlElement"))}(${item}, ${wildcardOf(context, scope, typeId)});`,
              typed: (item) =>
                `${target} += ${scope.use(generatedSymbol("types", globalElementMarkup))}(${item});`,
              element: (element, item) => elementStatements(context, scope, element, item, target),
            }),
            ...chunkStatements(scope, target),
            "}",
          ].join("\n"),
        ],
      };
    // Both write self-contained markup, each fragment declaring the namespaces it uses.
    case "any":
      return {
        always: true,
        text: `\${${scope.use(runtimeSymbol("markupXmlElements"))}(${property}, ${wildcardOf(context, scope, typeId)}${typedMarkupArgument(context, scope, member.wildcard)})}`,
      };
    case "anyAttribute":
      return { always: true, text: `\${${scope.use(runtimeSymbol("markupAnyAttributes"))}(${property})}` };
    case "attribute": {
      const fixed = suppliedFixed(context, member);
      if (fixed !== undefined)
        return { always: true, text: attributeText(context, scope, member, `(${property} ?? ${fixed})`) };
      const text = attributeText(context, scope, member, property);
      return member.required
        ? { always: true, text }
        : { always: false, choice: presentChoice(property, text) };
    }
    case "element": {
      const item = wrappedItem(context, member);
      const local = member.name.local;
      if (item !== undefined) {
        const guard = member.nillable ? "else if" : "if";
        const present = member.optional || member.nillable ? `${guard} (${property} !== undefined) ` : "";
        const wrapped = (target: string) => [
          [
            `if (${property}.length === 0) ${target} += ${literal(`<${local}/>`)};`,
            "else {",
            `${target} += ${literal(`<${local}>`)};`,
            ...itemsStatements(context, scope, item, property, target),
            `${target} += ${literal(`</${local}>`)};`,
            "}",
          ].join("\n"),
        ];
        return {
          always: !member.optional,
          absent: `${property} === undefined`,
          items: true,
          ...(member.nillable ? {} : { present: { always: true, items: true, statements: wrapped } }),
          statements: (target) => [
            ...(member.nillable ? [`if (${property} === null) ${target} += ${nilElement(local)};`] : []),
            `${present}{`,
            ...wrapped(target),
            "}",
          ],
        };
      }
      if (member.repeated) {
        const each = (target: string) => itemsStatements(context, scope, member, property, target);
        return {
          always: false,
          // Every item writes an element: the member writes nothing only without items.
          absent: member.optional
            ? `(${property} === undefined || ${property}.length === 0)`
            : `${property}.length === 0`,
          items: true,
          present: { always: true, items: true, statements: each },
          statements: (target) =>
            member.optional ? [`if (${property} !== undefined) ${each(target).join(" ")}`] : each(target),
        };
      }
      const complex = complexId(context, member.type);
      const fixed = suppliedFixed(context, member);
      const text =
        complex === undefined
          ? simpleElementText(
              context,
              scope,
              member,
              fixed === undefined ? property : `(${property} ?? ${fixed})`,
            )
          : `\${${complexElementCall(context, complex, local, property)}}`;
      // A complex type's markup writes `null` itself.
      if (!member.optional && (!member.nillable || complex !== undefined)) return { always: true, text };
      if (!member.optional)
        return {
          always: true,
          choice: {
            when: `${property} === null`,
            unless: `${property} !== null`,
            then: nilElementText(local),
            otherwise: text,
          },
        };
      if (!member.nillable)
        return {
          always: false,
          absent: `${property} === undefined`,
          present: { always: true, text },
          choice: presentChoice(property, text),
        };
      return {
        always: false,
        absent: `${property} === undefined`,
        statements: (target) => [
          `if (${property} !== undefined) ${elementStatements(context, scope, member, property, target).join(" ")}`,
        ],
      };
    }
  }
}

/**
 * The body of a loop over the items of ordered content (`item`): an `if` per kind of item, each writing it as
 * `write` says: text, an element kept as XML, or an element of an alternative (tested by its key).
 */
export function orderedItemDispatch(
  context: EmitContext,
  scope: FileScope,
  typeId: TypeId,
  member: OrderedMember,
  write: {
    readonly text: (item: string) => string;
    readonly xml: (item: string) => string;
    readonly typed: (item: string) => string;
    readonly element: (element: ElementMember, item: string) => string[];
  },
): string[] {
  const typed =
    member.any === undefined || typedElements(context, member.any.wildcard).length === 0
      ? []
      : [{ test: `"$element" in item`, body: [write.typed("item")] }];
  const branches = [
    ...(member.mixed ? [{ test: `typeof item === "string"`, body: [write.text("item")] }] : []),
    ...typed,
    ...(member.any === undefined
      ? []
      : [{ test: `${scope.use(runtimeSymbol("isXmlElement"))}(item)`, body: [write.xml("item")] }]),
    ...member.elements.map((element) => {
      const name = itemName(context, typeId, member, element);
      return { test: `${JSON.stringify(name)} in item`, body: write.element(element, `item.${name}`) };
    }),
  ];
  // The last kind of item is what is left: no test.
  return branches.map((branch, index) => {
    const head =
      index === 0
        ? `if (${branch.test})`
        : index === branches.length - 1
          ? "else"
          : `else if (${branch.test})`;
    return `${branches.length === 1 ? "" : head} { ${branch.body.join(" ")} }`;
  });
}

/** Whether a member is written in the start tag: an attribute or the attribute wildcard. */
export function inStartTag(member: Member): boolean {
  return member.kind === "attribute" || member.kind === "anyAttribute";
}

/** The template literal body of attribute `member` holding `value`: ` name="value"`. */
function attributeText(
  context: EmitContext,
  scope: FileScope,
  member: AttributeMember,
  value: string,
): string {
  return ` ${member.name.local}="\${${textExpression(context, scope, member.type, value, "escapeAttribute")}}"`;
}

/** `<name xsi:nil="true" a="..."/>`, with placeholders for the required attributes (XML Schema checks them). */
function nilMarkup(context: EmitContext, members: readonly Member[]): string {
  const required = members.filter(
    (member): member is AttributeMember => member.kind === "attribute" && member.required,
  );
  const attributes = required.map(
    (member) =>
      ` ${member.name.local}="${escapedAttribute(member.fixed ?? placeholderValue(context, member.type))}"`,
  );
  return `\`\${start} xsi:nil="true"${templateText(attributes.join(""))}/>\``;
}

/** The template literal of `body`, or the expression alone when one substitution is all the body is. */
function expression(body: string): string {
  if (body === "") return '""';
  // The substitutions made here hold no `$`, braces or backquotes but their own.
  const alone = /^\$\{([^`${}]*)\}$/.exec(body);
  return alone === null ? `\`${body}\`` : (alone[1] ?? "");
}

/**
 * Statements appending `pieces` to `xml`, literal text of neighbouring pieces in one template literal:
 * `pending` is text not written yet; `declared` whether `xml` is. A member written or not (a choice) is one
 * `if` or conditional of its own, so that no text is written twice.
 */
class MarkupLines {
  readonly lines: string[] = [];
  pending: string | undefined;
  #declared = false;
  /** Whether anything is appended to `xml` after its declaration (else it is declared `const`). */
  #appended = false;
  /** Whether `done`, the flat pieces before `xml` that lists move there, is declared. */
  #doneDeclared = false;

  constructor(pending: string) {
    this.pending = pending;
  }

  /** Whether nothing is written yet. */
  get unwritten(): boolean {
    return this.lines.length === 0;
  }

  add(piece: Piece): void {
    if (piece.text !== undefined) {
      this.text(piece.text);
    } else if (piece.choice !== undefined) {
      this.write();
      const { when, unless, then, otherwise } = piece.choice;
      if (this.#declared && (then === "" || otherwise === "")) {
        const [test, text] = otherwise === "" ? [when, then] : [unless, otherwise];
        this.lines.push(`if (${test}) xml += ${expression(text)};`);
        this.#appended = true;
      } else this.#append(`${when} ? ${expression(then)} : ${expression(otherwise)}`);
    } else {
      this.write();
      if (piece.items === true && !this.#doneDeclared) {
        this.lines.push(`let done = "";`);
        this.#doneDeclared = true;
      }
      this.lines.push(...(piece.statements?.("xml") ?? []));
      this.#appended = true;
    }
  }

  text(text: string): void {
    this.pending = `${this.pending ?? ""}${text}`;
  }

  /** Writes the pending text: `let xml = ...` the first time. */
  write(): void {
    if (this.pending === undefined) return;
    this.#append(expression(this.pending));
    this.pending = undefined;
  }

  #append(expression: string): void {
    if (this.#declared) this.#appended = true;
    this.lines.push(this.#declared ? `xml += ${expression};` : `let xml = ${expression};`);
    this.#declared = true;
  }

  /** The statements, then `return done + xml + <pending and end>` (`done` where a list declared it). */
  returning(end: string): string[] {
    this.text(end);
    const lines = this.#appended
      ? this.lines
      : this.lines.map((line) => line.replace(/^let xml = /, "const xml = "));
    const before = this.#doneDeclared ? "done + xml + " : this.#declared ? "xml + " : "";
    return [...lines, `return ${before}${expression(this.pending ?? "")};`];
  }
}

/**
 * The statements of a markup function after its `null` and `$type` cases: the start tag (its parameter
 * `start`) and the attributes (`start` here), then the members (`children`) and the end tag (`end`). The
 * element is built in `xml` with literal text joined across members. When no member is always written, a
 * value whose members all write nothing is `<name/>`, returned before the content starts: the content is then
 * added to the element's own string, not collected apart and joined again (fewer pieces for the document's
 * string to be made of).
 */
function bodyStatements(start: readonly Piece[], children: readonly Piece[], neverEmpty: boolean): string[] {
  const lines = new MarkupLines("${start}");
  for (const piece of start) lines.add(piece);
  if (children.length === 0) return lines.returning("/>");
  if (!neverEmpty && !children.some((piece) => piece.always)) {
    const empty = children.map((piece) => piece.absent).join(" && ");
    // Attributes written as literal text are written in both returns, to stay one literal with the rest.
    if (lines.unwritten) {
      lines.lines.push(`if (${empty}) return ${expression(`${lines.pending ?? ""}/>`)};`);
    } else {
      lines.write();
      lines.lines.push(`if (${empty}) return \`\${xml}/>\`;`);
    }
    const [only] = children;
    if (children.length === 1 && only?.present !== undefined) {
      lines.text(">");
      lines.add(only.present);
      return lines.returning("${end}");
    }
  }
  lines.text(">");
  for (const piece of children) lines.add(piece);
  return lines.returning("${end}");
}

/**
 * Whether a value of `type` always holds an element: a required choice typed as a union, whose every branch
 * requires one. Its markup needs no test for all children absent, which TypeScript would narrow to `never`.
 */
function mustHoldBranch(context: EmitContext, type: ComplexTypeDefinition): boolean {
  const shape = shapeOf(context, type.id);
  return (
    shape.kind === "object" && shape.choices.some((choice) => choice.required && choice.union !== undefined)
  );
}

/** `markupMeal(name, value)`: the element `<name>` holding `value`, as one string. */
export function markupStatement(
  context: EmitContext,
  scope: FileScope,
  type: ComplexTypeDefinition,
  members: readonly Member[],
): StatementStructures {
  const name = typeName(context, type.id);
  const slot = hasSlot(type) ? slotText(context, scope, type.id) : name;
  const hierarchy = inHierarchy(type, context.types);
  const derived = substitutes(context, type.id).filter((candidate) => candidate.id !== type.id);
  const dispatch =
    derived.length === 0
      ? []
      : [
          "switch (value.$type) {",
          ...derived.flatMap((candidate) => [
            `case ${JSON.stringify(discriminantOf(candidate, typeName(context, candidate.id)))}:`,
            `return ${markupName(typeName(context, candidate.id))}(name, value, start, end, true);`,
          ]),
          "}",
        ];
  // In markup the type's namespace is the default one, so its type names need no prefix either.
  const xsiType: Piece[] =
    hierarchy && type.name !== undefined
      ? [
          {
            always: false,
            choice: {
              when: "xsiType",
              unless: "!xsiType",
              then: templateText(` xsi:type="${type.name.local}"`),
              otherwise: "",
            },
          },
        ]
      : [];
  const attributes = members.filter(inStartTag).map((member) => memberPiece(context, scope, type.id, member));
  const children = members
    .filter((member) => !inStartTag(member))
    .map((member) => memberPiece(context, scope, type.id, member));
  const body = type.abstract
    ? [
        `throw new ${scope.use(runtimeSymbol("XmlWriteError"))}(\`<\${name}> needs a $type: ${name} is abstract\`);`,
      ]
    : bodyStatements([...xsiType, ...attributes], children, mustHoldBranch(context, type));
  return {
    kind: StructureKind.Function,
    isExported: true,
    name: markupName(name),
    docs: codecDocs(`Markup of \`${name}\`.`),
    parameters: [
      { name: "name", type: "string" },
      { name: "value", type: `${slot} | null` },
      { name: "start", initializer: "`<${name}`" },
      // Unused where the element is always empty (and no derived type takes it), but in place for the
      // parameters after it.
      derived.length === 0 && (children.length === 0 || type.abstract)
        ? { name: "_end", type: "string", hasQuestionToken: true }
        : { name: "end", initializer: "`</${name}>`" },
      ...(hierarchy ? [{ name: "xsiType", initializer: "false" }] : []),
    ],
    returnType: "string",
    statements: [`if (value === null) return ${nilMarkup(context, members)};`, ...dispatch, ...body],
  };
}

/** `writeMeal(w, ns, local, value)`: the markup handed to the writer. */
export function markupWriterStatement(
  context: EmitContext,
  scope: FileScope,
  type: ComplexTypeDefinition,
): StatementStructures {
  const name = typeName(context, type.id);
  const slot = hasSlot(type) ? slotText(context, scope, type.id) : name;
  const hierarchy = inHierarchy(type, context.types);
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
      `w.markup(ns, local, ${namesNoChildElement(context, type) ? "undefined" : namespaceConstant}, ${markupName(name)}, value${hierarchy ? ", xsiType" : ""});`,
    ],
  };
}
