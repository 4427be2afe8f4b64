/**
 * Deterministic sample values of model types, as the generated interfaces hold them: what the mock
 * handlers return. Every optional member is filled down to {@link MAX_DEPTH} levels of nesting (required
 * members at any depth), repeated members and lists get three items (one when nested deeper than
 * {@link SINGLE_ITEM_DEPTH}), within their occurrence bounds. A choice holds one branch. Values follow
 * enumerations, length and range facets, and patterns ({@link patternSample}).
 *
 * By default the values are what a real service typically sends: no nil, and each element of its declared
 * type (the first concrete derived type where that is abstract). With {@link SampleOptions.edgeCases} they
 * exercise what a peer must also handle: the second item of a nillable list is nil, nillable members of the
 * third item are nil, and a type that others derive from is replaced by its derived types in turn (with
 * `$type`). */
import type {
  BuiltinTypeName,
  ElementDeclaration,
  Facets,
  MaxOccurs,
  Particle,
  QName,
  TypeDefinition,
  TypeId,
  TypeRef,
} from "../model/index.ts";
import { builtinTypes, numericValue } from "../model/builtins.ts";
import { discriminantOf } from "../model/lookup.ts";
import type { NameMap } from "../naming/name-map.ts";
import * as scalars from "../runtime/scalars.ts";
import type { SimpleType } from "../runtime/simple-type.ts";
import {
  itemKey,
  keepsMembers,
  wildcardAllows,
  type AnyMember,
  type ComplexShape,
  type ElementMember,
  type Member,
} from "../shape/compute-shapes.ts";
import { patternSample } from "./pattern-sample.ts";

/** A value of a generated type: scalars as the runtime maps them, arrays, objects by property name. */
export type SampleValue =
  string | number | bigint | boolean | null | Uint8Array | readonly SampleValue[] | SampleObject;

/** An object of a generated interface. */
export interface SampleObject {
  readonly [property: string]: SampleValue;
}

/** What sampling reads. */
export interface SampleInputs {
  readonly types: ReadonlyMap<TypeId, TypeDefinition>;
  readonly shapes: ReadonlyMap<TypeId, ComplexShape>;
  readonly names: NameMap;
  /** The global elements, which fill a wildcard that needs declared elements; none when absent. */
  readonly elements?: readonly ElementDeclaration[];
}

/**
 * Nesting below which optional members are left out and repeated members hold their minimum: recursive types
 * end, and types that refer to each other in long chains give mocks of a few levels, not megabytes.
 * Required members are always filled, so samples stay valid.
 */
const MAX_DEPTH = 3;
/** The namespace of sample QNames, and of sample elements a wildcard allows in any namespace. */
const SAMPLE_NAMESPACE = "urn:example:sample";
/** Items of the lists and repeated members near the top; deeper ones get one, so samples stay small. */
const ITEMS = 3;
/** Nesting from which lists get a single item (three items at every level would grow as 3^depth). */
const SINGLE_ITEM_DEPTH = 3;

const integerRanges: Partial<Record<BuiltinTypeName, readonly [number, number]>> = {
  byte: [-128, 127],
  unsignedByte: [0, 255],
  short: [-32768, 32767],
  unsignedShort: [0, 65535],
};

/** How samples are chosen. */
export interface SampleOptions {
  /** Nil items and members, and derived types in turn, instead of what a service typically sends. */
  readonly edgeCases?: boolean;
}

/** Builds sample values; one builder per mock keeps its counter, so values differ across the file. */
export class SampleBuilder {
  readonly #inputs: SampleInputs;
  readonly #edgeCases: boolean;
  /** The global elements whose sample is being built, which a wildcard in their content passes over. */
  readonly #sampling = new Set<ElementDeclaration>();
  /** The global elements that may stand on the wire, in Clark-name order; sorted on first use. */
  #declared: readonly ElementDeclaration[] | undefined;
  #counter = 0;
  /** How many list items are being built around the current value: a pattern's sample is then a token. */
  #listItems = 0;
  /** The complex types whose sample is being built, outermost first. */
  readonly #open = new Set<TypeId>();

  constructor(inputs: SampleInputs, options: SampleOptions = {}) {
    this.#inputs = inputs;
    this.#edgeCases = options.edgeCases ?? false;
  }

  /**
   * A value of an element member: an array when repeated, `null` where nillable and the variant says so.
   * `needed` where the branch of a choice typed as a union requires it, though the member is optional.
   */
  member(member: ElementMember, depth: number, variant: number, needed = false): SampleValue | undefined {
    // A repeated member is never absent (the property is always an array): its minimum number of items.
    if (member.optional && !needed && !member.repeated && depth > MAX_DEPTH) return undefined;
    // A type without an instance (abstract with nothing concrete below, or requiring an element its wildcard
    // cannot match): an optional member of it stays out.
    const instantiable = this.#instantiable(member.type);
    if (member.optional && !needed && !member.repeated && !instantiable) return undefined;
    if (member.repeated) {
      const least = Math.max(member.minOccurs, needed ? 1 : 0);
      if (!instantiable) return Array.from({ length: least }, (_, index) => this.#item(member, depth, index));
      const wanted = depth >= SINGLE_ITEM_DEPTH ? 1 : ITEMS;
      const count = depth > MAX_DEPTH ? least : atMost(Math.max(least, wanted), member.maxOccurs);
      return Array.from({ length: count }, (_, index) => this.#item(member, depth, index));
    }
    if (this.#edgeCases && this.#mayBeNil(member) && variant === 2) return null;
    if (this.#endsRecursion(member, depth)) return null;
    return this.value(member.type, member.name.local, depth, variant, member.fixed);
  }

  /**
   * Whether an edge case may make the member nil: a nil element is still validated against its type, and an
   * abstract one would need an `xsi:type` beside the `xsi:nil`.
   */
  #mayBeNil(member: ElementMember): boolean {
    if (!member.nillable) return false;
    if (member.type.kind === "builtin") return true;
    const type = this.#type(member.type.id);
    return type.kind !== "complexType" || !type.abstract;
  }

  /**
   * Whether a value of the type can stand on the wire: not an abstract complex type without a concrete one below,
   * nor one whose content requires an element of a wildcard no element matches (.NET describes an
   * IXmlSerializable type without a schema as `<xs:any namespace=""/>`, an empty list).
   */
  #instantiable(ref: TypeRef): boolean {
    if (ref.kind === "builtin") return true;
    const type = this.#type(ref.id);
    if (type.kind !== "complexType") return true;
    const shape = this.#inputs.shapes.get(ref.id);
    const unmatchable =
      shape?.kind === "object" &&
      shape.members.some(
        (member) =>
          member.kind === "any" &&
          member.minOccurs > 0 &&
          Array.isArray(member.wildcard.namespaces) &&
          member.wildcard.namespaces.length === 0 &&
          !shape.choices.some((choice) => choice.branches.some((branch) => branch.includes(member.key))),
      );
    if (unmatchable) return false;
    return (
      !type.abstract ||
      type.derivedTypes.some((id) => {
        const derived = this.#type(id);
        return derived.kind === "complexType" && !derived.abstract;
      })
    );
  }

  /**
   * A nillable member of a type whose sample is being built, below {@link MAX_DEPTH}, is nil: a type that
   * requires itself through such members (a tree node's `left` and `right`) has no finite instance otherwise.
   */
  #endsRecursion(member: ElementMember, depth: number): boolean {
    return (
      member.nillable && depth > MAX_DEPTH && member.type.kind === "defined" && this.#open.has(member.type.id)
    );
  }

  /**
   * Which of the alternatives (a choice's branches, a substitution group's members, the types derived from
   * one) to take, starting at `first` and going round: below {@link MAX_DEPTH}, the first that opens no complex
   * type whose sample is being built, where there is one. Each alternative may require itself (a search
   * expression's `And` holds expressions, `And` first among them), so without that the sample never ends. Only
   * `usable` alternatives are taken, where there is one.
   */
  #unopened<T>(
    alternatives: readonly T[],
    first: number,
    depth: number,
    typesOf: (alternative: T) => readonly TypeId[],
    usable: (alternative: T) => boolean = () => true,
  ): number {
    const candidates = alternatives.flatMap((alternative, at) => (usable(alternative) ? [at] : []));
    if (candidates.length === 0) return first;
    const start = candidates.find((at) => at >= first) ?? candidates[0] ?? first;
    if (depth <= MAX_DEPTH) return start;
    for (let step = 0; step < alternatives.length; step++) {
      const at = (start + step) % alternatives.length;
      const alternative = alternatives[at];
      if (
        alternative !== undefined &&
        usable(alternative) &&
        !typesOf(alternative).some((id) => this.#open.has(id))
      )
        return at;
    }
    return start;
  }

  /** The complex types a value of `ref` takes: the type, and the concrete types derived from it. */
  #typeIds(ref: TypeRef): TypeId[] {
    if (ref.kind === "builtin") return [];
    const type = this.#type(ref.id);
    return type.kind === "complexType" ? [type.id, ...type.derivedTypes] : [];
  }

  #item(member: ElementMember, depth: number, index: number): SampleValue {
    if (this.#edgeCases && this.#mayBeNil(member) && index === 1) return null;
    if (this.#endsRecursion(member, depth + 1)) return null;
    return this.value(member.type, member.name.local, depth + 1, index, member.fixed);
  }

  /** A value of any type; `hint` (the XML name) makes strings readable. */
  value(ref: TypeRef, hint: string, depth: number, variant: number, fixed?: string): SampleValue {
    if (ref.kind === "builtin") return this.#scalar(ref.name, {}, hint, fixed);
    const type = this.#type(ref.id);
    if (type.kind === "simpleType") {
      const variety = type.variety;
      switch (variety.kind) {
        case "atomic":
          return this.#scalar(variety.builtin, variety.facets, hint, fixed);
        case "list": {
          const { length, minLength, maxLength } = variety.facets;
          const count = length ?? Math.min(Math.max(minLength ?? 0, 2), maxLength ?? Infinity);
          // A list item is a token: the readable spaces of a string sample would split it, and an empty one
          // would vanish.
          return Array.from({ length: count }, () => {
            this.#listItems++;
            try {
              const item = this.value(variety.itemType, hint, depth, variant);
              return typeof item === "string" ? item.replace(/\s+/g, "-") : item;
            } finally {
              this.#listItems--;
            }
          });
        }
        case "union": {
          const [first] = variety.memberTypes;
          return first === undefined ? "" : this.value(first, hint, depth, variant, fixed);
        }
      }
    }
    // As the generated types let them stand: below a type that is not abstract, those that keep its members.
    const candidates = [type, ...type.derivedTypes.map((id) => this.#type(id))].filter(
      (candidate) =>
        candidate.kind === "complexType" &&
        !candidate.abstract &&
        (type.abstract || keepsMembers(this.#inputs.shapes, type.id, candidate.id)),
    );
    const first = this.#edgeCases ? variant % Math.max(candidates.length, 1) : 0;
    const chosen =
      candidates[this.#unopened(candidates, first, depth, (candidate) => [candidate.id])] ?? type;
    if (this.#open.has(chosen.id)) return this.#objectValue(type, chosen, depth, variant);
    this.#open.add(chosen.id);
    try {
      return this.#objectValue(type, chosen, depth, variant);
    } finally {
      this.#open.delete(chosen.id);
    }
  }

  /** A value of complex type `chosen`, standing where `type` is declared. */
  #objectValue(type: TypeDefinition, chosen: TypeDefinition, depth: number, variant: number): SampleValue {
    const shape = this.#inputs.shapes.get(chosen.id);
    if (shape === undefined) return {};
    if (shape.kind === "array") return this.member(shape.item, depth, variant) ?? [];
    const properties: Record<string, SampleValue> = {};
    if (chosen.id !== type.id && chosen.name !== undefined)
      properties["$type"] = chosen.kind === "complexType" ? discriminantOf(chosen, "") : chosen.name.local;
    // A choice holds one branch: the first, or each in turn with edge cases. The members of the others are left
    // out (an array property is empty) unless the chosen branch or the content around the choice needs them.
    const left = new Set<string>();
    const needed = new Set<string>();
    const memberTypes = (keys: readonly string[]): TypeId[] =>
      shape.members.flatMap((member) =>
        member.kind === "element" && keys.includes(member.key) ? this.#typeIds(member.type) : [],
      );
    // A branch of an element no value can fill (of an abstract type nothing concrete extends) is passed over.
    const fillable = (keys: readonly string[]): boolean =>
      shape.members.every(
        (member) =>
          member.kind !== "element" || !keys.includes(member.key) || this.#instantiable(member.type),
      );
    const picks = shape.choices.map((choice) =>
      this.#unopened(
        choice.branches.map((branch, at) => choice.union?.[at] ?? branch),
        this.#edgeCases ? variant % choice.branches.length : 0,
        depth + 1,
        memberTypes,
        fillable,
      ),
    );
    shape.choices.forEach((choice, at) => {
      const picked = new Set(choice.branches[picks[at] ?? 0]);
      choice.branches.forEach((keys, index) => {
        if (index !== picks[at]) for (const key of keys) if (!picked.has(key)) left.add(key);
      });
    });
    shape.choices.forEach((choice, at) => {
      const pick = picks[at] ?? 0;
      // A branch of a required choice is present: all of its members where the choice is not typed as a union,
      // but those another choice leaves out (a choice inside the branch, or the branch inside one not chosen).
      const must = choice.union?.[pick] ?? (choice.required ? (choice.branches[pick] ?? []) : []);
      for (const key of must) if (!left.has(key)) needed.add(key);
    });
    for (const member of shape.members) {
      if (member.kind === "attribute" && !member.required && encodingPlumbing(chosen, member)) continue;
      if (left.has(member.key) && !needed.has(member.key) && leaves(member)) {
        // An array property is there when empty, as the readers give it.
        if (
          (member.kind === "element" && member.repeated) ||
          member.kind === "any" ||
          member.kind === "ordered"
        )
          properties[this.#property(chosen.id, member)] = [];
        continue;
      }
      const value = this.#memberValue(chosen.id, member, depth, variant, needed.has(member.key));
      if (value !== undefined) properties[this.#property(chosen.id, member)] = value;
    }
    return this.#takenBranchesFilled(chosen.id, shape, picks, properties, depth, variant);
  }

  /**
   * `properties` with what each branch taken needs ({@link ChoiceGroup.least}): nesting leaves optional members
   * out, but where another member of its branch is there (an optional sequence's optional element beside a
   * required one), the required one must be there too, as often as the branch needs it.
   */
  #takenBranchesFilled(
    typeId: TypeId,
    shape: Extract<ComplexShape, { kind: "object" }>,
    picks: readonly number[],
    properties: Record<string, SampleValue>,
    depth: number,
    variant: number,
  ): Record<string, SampleValue> {
    const occurrences = (member: Member): number => {
      const value = properties[this.#property(typeId, member)];
      return value === undefined ? 0 : Array.isArray(value) ? value.length : 1;
    };
    const byKey = new Map(shape.members.map((member) => [member.key, member]));
    const wanting = new Map<string, number>();
    shape.choices.forEach((choice, at) => {
      const pick = picks[at] ?? 0;
      const least = choice.least?.[pick];
      const keys = choice.branches[pick] ?? [];
      const members = keys.map((key) => byKey.get(key));
      if (least === undefined || !members.some((member) => member !== undefined && occurrences(member) > 0))
        return;
      members.forEach((member, index) => {
        const count = least[index] ?? 0;
        if (member?.kind === "element" && occurrences(member) < count)
          wanting.set(member.key, Math.max(count, wanting.get(member.key) ?? 0));
      });
    });
    if (wanting.size === 0) return properties;
    // Rebuilt in member order, as the properties were made.
    const filled: Record<string, SampleValue> = {};
    for (const member of shape.members) {
      const property = this.#property(typeId, member);
      const count = wanting.get(member.key);
      const value =
        count === undefined || member.kind !== "element"
          ? properties[property]
          : this.member(
              { ...member, minOccurs: Math.max(member.minOccurs, count) },
              depth + 1,
              variant,
              true,
            );
      if (value !== undefined) filled[property] = value;
    }
    return filled;
  }

  #memberValue(
    typeId: TypeId,
    member: Member,
    depth: number,
    variant: number,
    needed: boolean,
  ): SampleValue | undefined {
    switch (member.kind) {
      case "element":
        return this.member(member, depth + 1, variant, needed);
      case "attribute":
        return this.value(member.type, member.name.local, depth, variant, member.fixed);
      case "value":
        return this.#withFacets(member.type, member.facets, "value", depth, variant);
      case "any":
        // The branch of a required choice holds one element, as the choice reads its wildcard optional.
        return this.#wildcard(
          needed ? { ...member, minOccurs: Math.max(member.minOccurs, 1) } : member,
          depth,
          variant,
        );
      case "ordered": {
        const item = (element: ElementMember): SampleValue[] => {
          const value = this.member(element, depth + 1, variant);
          const name = this.#inputs.names.members.get(typeId)?.get(itemKey(member, element));
          return value === undefined || name === undefined ? [] : [{ [name]: value }];
        };
        // Mixed content holds the elements its model requires (ds:KeyInfo one of its choice), without text.
        const type = this.#type(typeId);
        if (member.mixed && type.kind === "complexType" && type.content.kind === "elements") {
          const wildcard = member.any;
          return leastElements(type.content.particle).flatMap((name): SampleValue[] => {
            if (name === "any") {
              const items = wildcard && this.#wildcard({ ...wildcard, minOccurs: 1 }, depth, variant);
              return Array.isArray(items) ? [...(items as readonly SampleValue[])] : [];
            }
            const element = member.elements.find((candidate) => sameName(candidate.name, name));
            return element === undefined ? [] : item(element);
          });
        }
        // The branch of a required choice holds the rounds the repetition needs there: one at least, however
        // optional the choice around it makes it read.
        const chosen = needed ? Math.max(1, member.chosenRounds ?? 0) : 0;
        const count = Math.max(member.minOccurs, chosen);
        const [first] = member.elements;
        if (count === 0 || first === undefined) return [];
        // A repeated sequence: its rounds, each element as often as it must occur, in order.
        const sequence = member.sequence;
        if (sequence !== undefined)
          return Array.from({ length: Math.max(sequence.rounds, chosen) }, () =>
            member.elements.flatMap((element, index) =>
              Array.from({ length: sequence.minOccurs[index] ?? 0 }, () => item(element)).flat(),
            ),
          ).flat();
        // A repeated choice of sequences: its first branch, each element as often as it must occur, in order.
        const branches = member.branches ?? [];
        const branch =
          branches[
            this.#unopened(branches, 0, depth + 1, (alternative) =>
              alternative.flatMap(({ index, minOccurs }) => {
                const element = member.elements[index];
                return minOccurs === 0 || element === undefined ? [] : this.#typeIds(element.type);
              }),
            )
          ];
        if (branch !== undefined)
          return Array.from({ length: count }, () =>
            branch.flatMap(({ index, minOccurs }) => {
              const element = member.elements[index];
              return element === undefined
                ? []
                : Array.from({ length: minOccurs }, () => item(element)).flat();
            }),
          ).flat();
        const alternative =
          member.elements[
            this.#unopened(member.elements, 0, depth + 1, (element) => this.#typeIds(element.type))
          ] ?? first;
        return Array.from({ length: count }, () => item(alternative)).flat();
      }
      case "anyAttribute":
        return undefined;
    }
  }

  /**
   * The content of a wildcard: {@link wildcardSample}, or where a `strict` wildcard needs elements, that many of
   * the first global element it allows (in Clark-name order, as the package lists them), typed. An element
   * whose sample is being built is passed over, as a wildcard in its own content would recur for ever; where
   * none is left the wildcard stays empty, as the schema then has no finite valid instance.
   */
  #wildcard(member: AnyMember, depth: number, variant: number): SampleValue {
    const { wildcard, minOccurs } = member;
    if (member.dataSet || minOccurs === 0 || wildcard.processContents !== "strict")
      return wildcardSample(member);
    this.#declared ??= (this.#inputs.elements ?? [])
      .filter((candidate) => !candidate.abstract)
      .sort((a, b) => (clarkName(a) < clarkName(b) ? -1 : 1));
    const element = this.#declared.find(
      (candidate) => !this.#sampling.has(candidate) && wildcardAllows(wildcard, candidate.name.namespace),
    );
    if (element === undefined) return [];
    this.#sampling.add(element);
    try {
      return Array.from({ length: minOccurs }, (_, index) => ({
        $element: clarkName(element),
        value: this.value(element.type, element.name.local, depth + 1, variant + index, element.fixed),
      }));
    } finally {
      this.#sampling.delete(element);
    }
  }

  // Simple content restricted further: the restriction's facets apply on top of the value type's.
  #withFacets(ref: TypeRef, facets: Facets, hint: string, depth: number, variant: number): SampleValue {
    const restricted = Object.keys(facets).length > 0;
    if (!restricted) return this.value(ref, hint, depth, variant);
    const builtin =
      ref.kind === "builtin"
        ? ref.name
        : (() => {
            const type = this.#type(ref.id);
            return type.kind === "simpleType" && type.variety.kind === "atomic"
              ? type.variety.builtin
              : undefined;
          })();
    return builtin === undefined
      ? this.value(ref, hint, depth, variant)
      : this.#scalar(builtin, facets, hint);
  }

  #property(typeId: TypeId, member: Member): string {
    const name = this.#inputs.names.members.get(typeId)?.get(member.key);
    if (name === undefined) throw new Error(`no name assigned to ${member.key} of ${typeId}`);
    return name;
  }

  #type(id: TypeId): TypeDefinition {
    const type = this.#inputs.types.get(id);
    if (type === undefined) throw new Error(`unresolved type ${id}`);
    return type;
  }

  #scalar(builtin: BuiltinTypeName, facets: Facets, hint: string, fixed?: string): SampleValue {
    const n = ++this.#counter;
    const enumeration = facets.enumeration;
    const lexical =
      fixed ?? (enumeration === undefined ? undefined : enumeration[n % enumeration.length]?.value);
    if (lexical !== undefined) return lexicalValue(builtin, lexical);
    const value = this.#unpatterned(builtin, n, facets, hint);
    return facets.patterns === undefined ? value : matching(builtin, value, facets, this.#listItems > 0, n);
  }

  #unpatterned(builtin: BuiltinTypeName, n: number, facets: Facets, hint: string): SampleValue {
    switch (builtinTypes[builtin].kind) {
      case "boolean":
        return n % 2 === 0;
      case "number": {
        const value = sampleNumber(n + 0.5, facets);
        // An xs:float reads back as the single-precision value its text names.
        return builtin === "float" ? Math.fround(value) : value;
      }
      case "integer":
        return clamp(withinDigits(n, facets), facets, integerRanges[builtin]);
      case "bigint": {
        const negative = builtin === "nonPositiveInteger" || builtin === "negativeInteger";
        // Beyond 2^53, so a round trip through a JavaScript number would show, unless totalDigits caps it.
        const magnitude =
          facets.totalDigits === undefined ? 9007199254740993n + BigInt(n) : BigInt(withinDigits(n, facets));
        return clampBig(negative ? -magnitude : magnitude, facets);
      }
      case "bytes":
        return new Uint8Array([n % 256, (n + 1) % 256, (n + 2) % 256]);
      case "tokens":
        return [`${token(hint)}${n}`, `${token(hint)}${n + 1}`];
      default:
        // A bounded date, time or duration: its inclusive bound, of the type's lexical form as decimals are.
        return facets.minInclusive ?? facets.maxInclusive ?? this.#text(builtin, n, facets, hint);
    }
  }

  /** A value of a type mapped to a string: its lexical form. */
  #text(builtin: BuiltinTypeName, n: number, facets: Facets, hint: string): string {
    switch (builtin) {
      case "decimal":
        return sampleDecimal(n, facets);
      case "dateTime":
        return n % 2 === 0 ? `2026-05-${day(n)}T14:30:00` : `2026-05-${day(n)}T09:15:00.125+02:00`;
      case "date":
        return `2026-05-${day(n)}`;
      case "time":
        return `${String(n % 24).padStart(2, "0")}:30:00`;
      case "duration":
        return `P${n}D`;
      case "gYear":
        return "2026";
      case "gYearMonth":
        return "2026-05";
      case "gMonthDay":
        return `--05-${day(n)}`;
      case "gDay":
        return `---${day(n)}`;
      case "gMonth":
        return "--05";
      case "language":
        return "en";
      case "anyURI":
        return `https://example.net/${token(hint)}/${n}`;
      case "QName":
      case "NOTATION":
        // A QName value names its namespace (a writer declares a prefix for it).
        return `{${SAMPLE_NAMESPACE}}${sized(`${token(hint)}${n}`, facets)}`;
      case "NCName":
      case "Name":
      case "ID":
      case "IDREF":
      case "ENTITY":
      case "NMTOKEN":
        return sized(`${token(hint)}${n}`, facets);
      default:
        return sized(`${hint} ${n}`, facets);
    }
  }
}

/** `{namespace}local`, as a wildcard's typed element names its declaration. */
function clarkName(element: ElementDeclaration): string {
  return `{${element.name.namespace}}${element.name.local}`;
}

function atMost(count: number, max: MaxOccurs): number {
  return max === "unbounded" ? count : Math.min(count, max);
}

/** The SOAP encodings' namespaces, which are also the locations their schemas are read from. */
const SOAP_ENCODINGS: readonly string[] = [
  "http://schemas.xmlsoap.org/soap/encoding/",
  "http://www.w3.org/2003/05/soap-encoding",
];

/**
 * Whether an attribute of `type` is a SOAP encoding's own (`id`, `href`, `arrayType`, `offset`, ...: of its
 * `Array` or `Struct`, in its namespace, or declared in its schema): references and array bounds the encoded
 * codecs write from the value's shape. Sampled as text, an `href` points at nothing in the message.
 */
function encodingPlumbing(type: TypeDefinition, attribute: Extract<Member, { kind: "attribute" }>): boolean {
  const inEncoding = (namespace: string | undefined) =>
    namespace !== undefined && SOAP_ENCODINGS.includes(namespace);
  return (
    inEncoding(type.name?.namespace) ||
    inEncoding(attribute.name.namespace) ||
    inEncoding(attribute.provenance.source.file)
  );
}

/** Whether a member may be absent, as the members of a choice's branch that is not chosen are. */
function leaves(member: Member): boolean {
  return member.kind === "attribute" || member.kind === "value" || member.kind === "anyAttribute"
    ? false
    : member.minOccurs === 0;
}

/**
 * `value` where its lexical form matches the pattern facets, else a value generated from them (following that
 * form) that also meets the length facets and is the lexical form of `builtin` as it is written, and a `token`
 * (neither empty nor holding a space) where asked; `value` (which then does not match) where the generator
 * finds none, as for a pattern JavaScript cannot run. An xs:ID ends in the digits of `n` where the pattern
 * allows, as a document holds each ID once.
 */
function matching(
  builtin: BuiltinTypeName,
  value: SampleValue,
  facets: Facets,
  token: boolean,
  n: number,
): SampleValue {
  const steps = facets.patterns ?? [];
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "bigint") return value;
  const lexical = String(value);
  const isToken = (text: string) => !token || (text !== "" && !/\s/.test(text));
  try {
    if (isToken(lexical) && steps.every((step) => scalars.xsdPattern(step.join("|")).test(lexical)))
      return value;
  } catch {
    return value;
  }
  const codec = (scalars as unknown as Record<string, SimpleType<unknown>>)[builtinTypes[builtin].codec];
  const written = (text: string): boolean => {
    try {
      return isToken(text) && codec !== undefined && codec.format(codec.parse(text)) === text;
    } catch {
      return false;
    }
  };
  const min = facets.length ?? facets.minLength ?? 0;
  const max = facets.length ?? facets.maxLength ?? Infinity;
  // A value of another kind than text (a dateTime, a number) keeps what it can of its own form, which is valid;
  // text takes each class's first character, which reads better than a mix of the two.
  const { kind, alias } = builtinTypes[builtin] as { kind: string; alias?: string };
  const hint = kind === "string" && alias === undefined ? "" : lexical;
  const text = patternSample(steps, { min, max }, written, hint);
  if (text === undefined) return value;
  if (builtin !== "ID") return lexicalValue(builtin, text);
  const digits = String(n);
  const numbered = `${text.slice(0, Math.max(0, text.length - digits.length))}${digits}`;
  return lexicalValue(builtin, patternSample(steps, { min, max }, written, numbered) ?? text);
}

function day(n: number): string {
  return String((n % 28) + 1).padStart(2, "0");
}

/** One element a content model requires: its name, or `any` for one its wildcard matches. */
type LeastItem = QName | "any";

/**
 * The elements a content model holds at the least, in document order: an element its minOccurs times, a sequence
 * each of its terms, a choice its branch of fewest wildcard elements, then of fewest elements (the first of them).
 */
function leastElements(particle: Particle): LeastItem[] {
  let once: LeastItem[];
  if (particle.kind === "any") once = ["any"];
  else if (particle.kind === "element") once = [particle.name];
  else if (particle.kind === "choice") {
    const cost = (items: readonly LeastItem[]) => [
      items.filter((item) => item === "any").length,
      items.length,
    ];
    once =
      particle.particles.map(leastElements).reduce<LeastItem[] | undefined>((fewest, branch) => {
        if (fewest === undefined) return branch;
        const [wildcards = 0, length = 0] = cost(branch);
        const [fewestWildcards = 0, fewestLength = 0] = cost(fewest);
        return wildcards < fewestWildcards || (wildcards === fewestWildcards && length < fewestLength)
          ? branch
          : fewest;
      }, undefined) ?? [];
  } else once = particle.particles.flatMap(leastElements);
  return Array.from({ length: particle.minOccurs }, () => once).flat();
}

function sameName(a: QName, b: QName): boolean {
  return a.namespace === b.namespace && a.local === b.local;
}

/** A name-like token from an XML name: letters, digits, `_`, `-`, `.`, starting with a letter. */
function token(hint: string): string {
  const cleaned = hint.replace(/[^A-Za-z0-9_.-]/g, "");
  return /^[A-Za-z]/.test(cleaned) ? cleaned : `x${cleaned}`;
}

/**
 * Pads or cuts a string to the length facets. A cut ends in no space, which an xs:token would read back
 * without.
 */
function sized(text: string, facets: Facets): string {
  const max = facets.length ?? facets.maxLength;
  const min = facets.length ?? facets.minLength ?? 0;
  const cut = max === undefined ? text : text.slice(0, max).trimEnd();
  return cut.padEnd(min, "x");
}

/** `n` where it has no more digits than `totalDigits` allows, else a positive number that has. */
function withinDigits(n: number, facets: Facets): number {
  const limit = facets.totalDigits === undefined ? Infinity : 10 ** facets.totalDigits;
  return Math.abs(n) < limit ? n : (n % (limit - 1)) + 1;
}

function clamp(n: number, facets: Facets, range: readonly [number, number] | undefined): number {
  let low = range?.[0] ?? -2147483648;
  let high = range?.[1] ?? 2147483647;
  if (facets.minInclusive !== undefined) low = Math.max(low, Number(facets.minInclusive));
  if (facets.minExclusive !== undefined) low = Math.max(low, Number(facets.minExclusive) + 1);
  if (facets.maxInclusive !== undefined) high = Math.min(high, Number(facets.maxInclusive));
  if (facets.maxExclusive !== undefined) high = Math.min(high, Number(facets.maxExclusive) - 1);
  return Math.min(Math.max(n, low), high);
}

/**
 * `value` where the range facets allow it, else a value inside the range they allow: its middle where it is
 * bounded on both sides (which stays inside once rounded to an `xs:float`), else one beyond its bound.
 */
function sampleNumber(value: number, facets: Facets): number {
  const low = Math.max(Number(facets.minInclusive ?? -Infinity), Number(facets.minExclusive ?? -Infinity));
  const high = Math.min(Number(facets.maxInclusive ?? Infinity), Number(facets.maxExclusive ?? Infinity));
  const inside =
    value > low && value < high
      ? true
      : (value === low && facets.minExclusive === undefined) ||
        (value === high && facets.maxExclusive === undefined);
  if (inside) return value;
  if (Number.isFinite(low) && Number.isFinite(high)) return (low + high) / 2;
  return Number.isFinite(low) ? low + 1 : high - 1;
}

/** `value` moved into the range facets allow (`xs:integer` between 0 and 9), when they bound it. */
function clampBig(value: bigint, facets: Facets): bigint {
  const bound = (lexical: string | undefined, by: bigint): bigint | undefined => {
    if (lexical === undefined || !/^\s*[+-]?\d+\s*$/.test(lexical)) return undefined;
    return BigInt(lexical.trim()) + by;
  };
  const low = bound(facets.minInclusive, 0n) ?? bound(facets.minExclusive, 1n);
  const high = bound(facets.maxInclusive, 0n) ?? bound(facets.maxExclusive, -1n);
  if (high !== undefined && value > high) return low !== undefined && low > high ? low : high;
  return low !== undefined && value < low ? low : value;
}

/** `n.dd` with the fraction digits and total digits the facets allow; a range facet is honoured by its bound. */
function sampleDecimal(n: number, facets: Facets): string {
  const bound = facets.minInclusive ?? facets.maxInclusive;
  if (bound !== undefined) return bound;
  const fraction = Math.min(facets.fractionDigits ?? 2, 2);
  const integer = String(n * 10 + 7);
  const digits = `${integer}${"5".repeat(fraction)}`.slice(0, facets.totalDigits ?? Infinity);
  const whole = digits.slice(0, Math.max(digits.length - fraction, 1));
  const part = digits.slice(whole.length);
  return part === "" ? whole : `${whole}.${part}`;
}

/** The typed value of a lexical form (fixed values, enumeration values). */
/**
 * The value of lexical form `lexical` of built-in `builtin` as the interfaces hold it, after the type's
 * whitespace facet (a `fixed` or enumeration value written with spaces around it).
 */
export function lexicalValue(builtin: BuiltinTypeName, lexical: string): SampleValue {
  switch (builtinTypes[builtin].kind) {
    case "string":
      if (builtin === "string" || builtin === "anyType" || builtin === "anySimpleType") return lexical;
      if (builtin === "normalizedString") return lexical.replace(/[\t\n\r]/g, " ");
      return lexical.trim().replace(/\s+/g, " ");
    case "boolean":
      return lexical.trim() === "true" || lexical.trim() === "1";
    case "number":
    case "integer":
      return numericValue(builtin, lexical);
    case "bigint":
      return BigInt(lexical);
    case "tokens":
      return lexical.trim().split(/\s+/);
    case "bytes":
      return new Uint8Array(Buffer.from(lexical.trim(), builtin === "hexBinary" ? "hex" : "base64"));
    default:
      return lexical;
  }
}

const XSD = "http://www.w3.org/2001/XMLSchema";
const MSDATA = "urn:schemas-microsoft-com:xml-msdata";
const DIFFGRAM = "urn:schemas-microsoft-com:xml-diffgram-v1";

/**
 * `xs:<local>` of the inline schema, its attributes and children as `XmlElement`s, each property only where it
 * holds something, as a reader gives it.
 */
function xsd(local: string, attributes: SampleObject, children: readonly SampleObject[] = []): SampleObject {
  return {
    ns: XSD,
    local,
    prefix: "xs",
    ...(Object.keys(attributes).length === 0 ? {} : { attributes }),
    ...(children.length === 0 ? {} : { children }),
  };
}

/**
 * The content of a wildcard as a peer typically sends it: for a .NET DataSet the inline schema of one table
 * and its diffgram with one row (what `dataSetTables` reads), else as many elements as the wildcard needs, in
 * a namespace it allows. A `strict` wildcard needs a declared element, so it gets none.
 */
function wildcardSample(member: AnyMember): SampleValue {
  if (member.dataSet)
    return [
      {
        ...xsd("schema", { id: "NewDataSet" }, [
          xsd("element", { name: "NewDataSet", [`{${MSDATA}}IsDataSet`]: "true" }, [
            xsd("complexType", {}, [
              xsd("choice", { minOccurs: "0", maxOccurs: "unbounded" }, [
                xsd("element", { name: "Table" }, [
                  xsd("complexType", {}, [
                    xsd("sequence", {}, [
                      xsd("element", { name: "Name", type: "xs:string", minOccurs: "0" }),
                    ]),
                  ]),
                ]),
              ]),
            ]),
          ]),
        ]),
        // As .NET writes both: undeclaring the default namespace, in which the schema's elements and the rows are
        // (the rows' own names undeclare it where they are written).
        namespaces: { "": "", msdata: MSDATA },
      },
      {
        ns: DIFFGRAM,
        local: "diffgram",
        prefix: "diffgr",
        namespaces: { msdata: MSDATA },
        children: [
          {
            ns: "",
            local: "NewDataSet",
            children: [
              {
                ns: "",
                local: "Table",
                attributes: { [`{${DIFFGRAM}}id`]: "Table1", [`{${MSDATA}}rowOrder`]: "0" },
                children: [{ ns: "", local: "Name", children: ["Name 1"] }],
              },
            ],
          },
        ],
      },
    ];
  const { wildcard } = member;
  if (member.minOccurs === 0 || wildcard.processContents === "strict") return [];
  const namespaces = wildcard.namespaces;
  const ns = namespaces === "##any" || namespaces === "##other" ? SAMPLE_NAMESPACE : (namespaces[0] ?? "");
  return Array.from({ length: member.minOccurs }, (_, index) => ({
    ns,
    local: "sample",
    children: [`sample ${index + 1}`],
  }));
}
