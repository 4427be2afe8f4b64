import type {
  AttributeUse,
  ComplexTypeDefinition,
  ElementParticle,
  Facets,
  MaxOccurs,
  Model,
  ModelGroupParticle,
  Particle,
  Provenance,
  QName,
  TypeDefinition,
  TypeId,
  TypeRef,
  Wildcard,
  WildcardParticle,
} from "../model/index.ts";
import { dataSetSchemaConstruct } from "../map/map-schema.ts";
import { namespaces } from "../parse/namespaces.ts";

/** A child element of a complex type, with the occurrence bounds of every enclosing group applied. */
export interface ElementMember {
  readonly kind: "element";
  /** Key unique among the members of one type: `element {ns}local`, `#2` added for {@link occurrence} 2. */
  readonly key: string;
  /** Name on the wire. */
  readonly name: QName;
  /**
   * 2 and up for a later declaration of one element in a content model that may hold both (an extension
   * re-declaring a base element, or `a, b, a`): a member of its own, read once the earlier one is filled.
   */
  readonly occurrence?: number;
  /** Type of the element's content. */
  readonly type: TypeRef;
  /** Effective minimum: 0 when any enclosing group is optional or a choice. */
  readonly minOccurs: number;
  /** Effective maximum: the product of the enclosing groups' maxima. */
  readonly maxOccurs: MaxOccurs;
  /** True when more than one occurrence is allowed: the property is always an array. */
  readonly repeated: boolean;
  /**
   * True when the element may be absent. The property is optional (`prop?:`), except for a repeated element,
   * whose property is always an array (`[]` for zero occurrences).
   */
  readonly optional: boolean;
  /** `xsi:nil` allowed: `| null`. */
  readonly nillable: boolean;
  /** Default value, lexical. */
  readonly default?: string;
  /** Fixed value, lexical. */
  readonly fixed?: string;
  /** The `wsdl:part` it carries (a bare SOAP body's member), which names its property. */
  readonly part?: string;
  /** The declaring particle. */
  readonly provenance: Provenance;
}

/** An attribute of a complex type. */
export interface AttributeMember {
  readonly kind: "attribute";
  /** Key unique among the members of one type: `attribute {ns}local`. */
  readonly key: string;
  /** Name on the wire. */
  readonly name: QName;
  /** Simple type of the value. */
  readonly type: TypeRef;
  /** `use="required"`. */
  readonly required: boolean;
  /** Default value, lexical. */
  readonly default?: string;
  /** Fixed value, lexical. */
  readonly fixed?: string;
  /** The declaring attribute. */
  readonly provenance: Provenance;
}

/** The character data of a complex type with simple content. */
export interface ValueMember {
  readonly kind: "value";
  /** Always `value`. */
  readonly key: "value";
  /** Type of the character data. */
  readonly type: TypeRef;
  /** Facets added by a simpleContent restriction. */
  readonly facets: Facets;
  /** The complex type. */
  readonly provenance: Provenance;
}

/**
 * The elements the `xs:any` particles of a complex type match, kept as XML fragments in one array property
 * (`$any`) written where the first wildcard stands among the elements.
 */
export interface AnyMember {
  readonly kind: "any";
  /** Always `$any`: no XML name can clash with it. */
  readonly key: "$any";
  /** The namespace constraint: the wildcards' own when there is one, else their union. */
  readonly wildcard: Wildcard;
  /** Effective minimum, summed over the wildcards. */
  readonly minOccurs: number;
  /** Effective maximum, summed over the wildcards. */
  readonly maxOccurs: MaxOccurs;
  /** The first wildcard particle. */
  readonly provenance: Provenance;
  /** A .NET DataSet: the inline `xs:schema` (a reference to it) comes first, then its data. */
  readonly dataSet: boolean;
}

/** The attributes an `xs:anyAttribute` matches, kept by Clark name in one property (`$anyAttributes`). */
export interface AnyAttributeMember {
  readonly kind: "anyAttribute";
  /** Always `$anyAttributes`. */
  readonly key: "$anyAttributes";
  /** The effective attribute wildcard. */
  readonly wildcard: Wildcard;
  /** The complex type's, as construct `xs:anyAttribute`. */
  readonly provenance: Provenance;
}

/**
 * Content whose order carries meaning, as one array property in document order: the text and elements of mixed
 * content (`$content`), or the elements of a repeated choice. Each element is an object with one key, the
 * alternative's property name, so that alternatives of one type stay apart; text is a string; an element a
 * wildcard matches is an `XmlElement`.
 */
export interface OrderedMember {
  readonly kind: "ordered";
  /**
   * `$content` for mixed content; `choice {ns}local` (its first alternative) for a repeated choice, `sequence
   * {ns}local` (its first element) for a repeated sequence.
   */
  readonly key: string;
  /** `mixed="true"`: text is kept between the elements. */
  readonly mixed: boolean;
  /** The alternatives: each element, one occurrence per item, keyed as {@link itemKey} says. */
  readonly elements: readonly ElementMember[];
  /** The wildcard among them, if any. */
  readonly any?: AnyMember;
  /** Minimum number of element items. */
  readonly minOccurs: number;
  /** Maximum number of element items. */
  readonly maxOccurs: MaxOccurs;
  /** The head element, when the choice is a substitution group's. */
  readonly substitutionGroup?: QName;
  /**
   * Set for a repeated sequence: its items come in rounds of its elements in order, at least `rounds` of them,
   * each with element `i` from `minOccurs[i]` to `maxOccurs[i]` times.
   */
  readonly sequence?: {
    readonly rounds: number;
    readonly minOccurs: readonly number[];
    readonly maxOccurs: readonly MaxOccurs[];
  };
  /**
   * Set for a repeated choice with a sequence among its branches: each branch's elements (indices into
   * {@link elements}) in order, each with its minOccurs. The items of every branch share the one array, so their
   * document order across branches stays.
   */
  readonly branches?: readonly (readonly {
    readonly index: number;
    readonly minOccurs: number;
    readonly maxOccurs: MaxOccurs;
  }[])[];
  /**
   * Set where a choice around the group makes it optional (minOccurs 0 here) and its own minOccurs is above 1:
   * the rounds it holds once the branch it stands in is chosen.
   */
  readonly chosenRounds?: number;
  /** The choice or sequence, or the complex type of mixed content. */
  readonly provenance: Provenance;
}

/** One property of a generated interface. */
export type Member =
  ElementMember | AttributeMember | ValueMember | AnyMember | AnyAttributeMember | OrderedMember;

/** Key of alternative `element` of an ordered member, unique among the members of its type. */
export function itemKey(ordered: OrderedMember, element: ElementMember): string {
  return `${ordered.key} ${element.key}`;
}

/** How a complex type is represented in TypeScript. */
export type ComplexShape =
  | {
      /** An interface with one property per member. */
      readonly kind: "object";
      /**
       * Members in wire order: the value (simple content), attributes, the attribute wildcard, then elements in
       * schema order with the element wildcard where the first `xs:any` stands.
       */
      readonly members: readonly Member[];
      /**
       * The choices written as members of their own: at most one branch present, one when required. An
       * optional sequence whose members need each other is here too, as an optional choice of one branch.
       */
      readonly choices: readonly ChoiceGroup[];
    }
  | {
      /** An ASMX `ArrayOfX` wrapper: a sequence of one repeated element and nothing else, emitted as an array. */
      readonly kind: "array";
      /** The repeated item element. */
      readonly item: ElementMember;
    };

/** A choice that occurs at most once, whose branches are flattened into members. */
export interface ChoiceGroup {
  /** The member keys of each branch. */
  readonly branches: readonly (readonly string[])[];
  /** Whether a branch must be present: the choice is required and no branch may be empty. */
  readonly required: boolean;
  /**
   * Set where the choice is typed as a union of its branches: each branch is elements that occur at most once,
   * directly or in sequences, and none of them occurs anywhere else in the content model. Per branch, the
   * keys of the elements that must be present when the branch is chosen.
   */
  readonly union?: readonly (readonly string[])[];
  /**
   * Per branch and key, the occurrences the branch needs once it is taken (an element's minimum, times those of
   * the sequences between); set where that says more than presence: a branch of several elements of which one
   * is required, or an element whose minimum is above 1.
   */
  readonly least?: readonly (readonly number[])[];
  /** The head element, when the choice is a substitution group's. */
  readonly substitutionGroup?: QName;
  /** The `xs:choice`. */
  readonly provenance: Provenance;
}

/** Whether a wildcard's namespace constraint allows a name in namespace `ns` (as the runtime's `wildcardAllows`). */
export function wildcardAllows(wildcard: Wildcard, ns: string): boolean {
  if (wildcard.namespaces === "##any") return true;
  if (wildcard.namespaces === "##other") return ns !== "" && ns !== wildcard.targetNamespace;
  return wildcard.namespaces.includes(ns);
}

/**
 * Whether a derived type has every member of its base, so that the base's writer, markup and validator can
 * take it where the base stands. A restriction may drop members (SOAP encoding's `ArrayOf...` restrictions
 * of `soapenc:Array` leave none of its content): such a type is written where it is declared, not in its base's
 * place.
 */
export function keepsMembers(
  shapes: ReadonlyMap<TypeId, ComplexShape>,
  base: TypeId,
  derived: TypeId,
): boolean {
  const baseShape = shapes.get(base);
  if (base === derived || baseShape?.kind !== "object") return true;
  const derivedShape = shapes.get(derived);
  if (derivedShape?.kind !== "object") return false;
  const keys = new Set(derivedShape.members.map((member) => member.key));
  return baseShape.members.every((member) => keys.has(member.key));
}

/** Member key of an element or attribute name. */
export function memberKey(kind: "element" | "attribute", name: QName): string {
  return `${kind} {${name.namespace}}${name.local}`;
}

function multiply(a: MaxOccurs, b: MaxOccurs): MaxOccurs {
  if (a === 0 || b === 0) return 0;
  return a === "unbounded" || b === "unbounded" ? "unbounded" : a * b;
}

interface Bounds {
  readonly min: number;
  readonly max: MaxOccurs;
}

function elementMember(particle: ElementParticle, outer: Bounds): ElementMember {
  const minOccurs = outer.min === 0 ? 0 : particle.minOccurs;
  const maxOccurs = multiply(outer.max, particle.maxOccurs);
  return {
    kind: "element",
    key: memberKey("element", particle.name),
    name: particle.name,
    type: particle.type,
    minOccurs,
    maxOccurs,
    repeated: maxOccurs === "unbounded" || maxOccurs > 1,
    optional: minOccurs === 0,
    nillable: particle.nillable,
    ...(particle.default === undefined ? {} : { default: particle.default }),
    ...(particle.fixed === undefined ? {} : { fixed: particle.fixed }),
    ...(particle.part === undefined ? {} : { part: particle.part }),
    provenance: particle.provenance,
  };
}

/** A wildcard particle with the occurrence bounds of its enclosing groups applied. */
interface PlacedWildcard {
  readonly particle: WildcardParticle;
  readonly bounds: Bounds;
  /** Number of elements before it. */
  readonly index: number;
}

/** One occurrence of an element: an alternative of an ordered member. */
function singleElement(particle: ElementParticle): ElementMember {
  return {
    ...elementMember(particle, { min: 1, max: 1 }),
    minOccurs: 1,
    maxOccurs: 1,
    repeated: false,
    optional: false,
  };
}

/**
 * A choice that repeats and whose alternatives are elements, or a sequence of several elements that repeats:
 * its items keep their order (a repeated sequence's elements alternate on the wire, which members of their own
 * would write one after the other).
 */
function orderedGroup(group: ModelGroupParticle, outer: Bounds): OrderedMember | undefined {
  const max = multiply(outer.max, group.maxOccurs);
  if (group.kind === "all" || max === 0 || max === 1) return undefined;
  if (group.kind === "choice" && group.particles.some((particle) => particle.kind !== "element"))
    return orderedChoiceOfSequences(group, outer, max);
  const particles = group.particles.filter((particle) => particle.kind === "element");
  if (particles.length !== group.particles.length || particles.length === 0) return undefined;
  const sequence = group.kind === "sequence";
  if (sequence && particles.length === 1) return undefined;
  const [first] = particles as [ElementParticle, ...ElementParticle[]];
  const elements = particles.map(singleElement);
  const named = group.substitutionGroup ?? first.name;
  const rounds = outer.min === 0 ? 0 : group.minOccurs;
  const minimums = particles.map((particle) => particle.minOccurs);
  return {
    kind: "ordered",
    key: `${group.kind} {${named.namespace}}${named.local}`,
    mixed: false,
    elements,
    minOccurs: rounds * (sequence ? minimums.reduce((sum, each) => sum + each, 0) : Math.min(...minimums)),
    maxOccurs: multiply(
      max,
      particles.reduce<MaxOccurs>(
        (most, particle) => (sequence ? add(most, particle.maxOccurs) : maxOf(most, particle.maxOccurs)),
        0,
      ),
    ),
    ...(group.substitutionGroup === undefined ? {} : { substitutionGroup: group.substitutionGroup }),
    ...(sequence
      ? {
          sequence: {
            rounds,
            minOccurs: minimums,
            maxOccurs: particles.map((particle) => particle.maxOccurs),
          },
        }
      : {}),
    ...chosenRounds(group, rounds),
    provenance: group.provenance,
  };
}

/**
 * A repeated choice whose branches are elements or sequences of elements that occur once (each element in one
 * branch only): one ordered member of all their elements. Members of their own per branch would write the
 * branches one after another, out of the order they came in.
 */
function orderedChoiceOfSequences(
  group: ModelGroupParticle,
  outer: Bounds,
  max: MaxOccurs,
): OrderedMember | undefined {
  const branches: ElementParticle[][] = [];
  for (const particle of group.particles) {
    if (particle.kind === "element") branches.push([particle]);
    else if (
      particle.kind === "sequence" &&
      particle.minOccurs === 1 &&
      particle.maxOccurs === 1 &&
      particle.particles.length > 0 &&
      particle.particles.every((inner) => inner.kind === "element")
    )
      branches.push(particle.particles as ElementParticle[]);
    else return undefined;
  }
  const particles = branches.flat();
  const names = new Set(particles.map((particle) => `{${particle.name.namespace}}${particle.name.local}`));
  if (names.size !== particles.length) return undefined;
  const [first] = particles as [ElementParticle, ...ElementParticle[]];
  const rounds = outer.min === 0 ? 0 : group.minOccurs;
  let at = 0;
  const indexed = branches.map((branch) =>
    branch.map((particle) => ({ index: at++, minOccurs: particle.minOccurs, maxOccurs: particle.maxOccurs })),
  );
  const least = Math.min(
    ...indexed.map((branch) => branch.reduce((sum, element) => sum + element.minOccurs, 0)),
  );
  return {
    kind: "ordered",
    key: `choice {${first.name.namespace}}${first.name.local}`,
    mixed: false,
    elements: particles.map(singleElement),
    minOccurs: rounds * least,
    maxOccurs: multiply(
      max,
      branches.reduce<MaxOccurs>(
        (most, branch) =>
          maxOf(
            most,
            branch.reduce<MaxOccurs>((sum, particle) => add(sum, particle.maxOccurs), 0),
          ),
        0,
      ),
    ),
    branches: indexed,
    ...chosenRounds(group, rounds),
    provenance: group.provenance,
  };
}

/** {@link OrderedMember.chosenRounds} of `group`, where the rounds it must hold (`rounds`) do not show it. */
function chosenRounds(group: ModelGroupParticle, rounds: number): { chosenRounds?: number } {
  return rounds === 0 && group.minOccurs > 1 ? { chosenRounds: group.minOccurs } : {};
}

function maxOf(a: MaxOccurs, b: MaxOccurs): MaxOccurs {
  return a === "unbounded" || b === "unbounded" ? "unbounded" : Math.max(a, b);
}

/**
 * One member for an element declared twice in one content model where a document holds one of them (two
 * branches of a choice), or where a member of its own would be ambiguous to read (the first repeats, or a
 * choice takes part). It stays where it came first, with the widest bounds of the two.
 */
function mergeMember(first: ElementMember, again: ElementMember): ElementMember {
  const maxOccurs =
    first.maxOccurs === "unbounded" || again.maxOccurs === "unbounded"
      ? "unbounded"
      : Math.max(first.maxOccurs, again.maxOccurs);
  const minOccurs = Math.max(first.minOccurs, again.minOccurs);
  return {
    ...first,
    minOccurs,
    maxOccurs,
    repeated: maxOccurs === "unbounded" || maxOccurs > 1,
    optional: minOccurs === 0,
    nillable: first.nillable || again.nillable,
  };
}

/** The members a content model flattens into, as {@link flatten} collects them. */
interface Flattened {
  readonly elements: (ElementMember | OrderedMember)[];
  readonly wildcards: PlacedWildcard[];
  /** Keys of the element members declared within a choice. */
  readonly chosen: Set<string>;
}

function flatten(particle: Particle, outer: Bounds, into: Flattened, inChoice = false): void {
  const { elements, wildcards, chosen } = into;
  if (particle.kind === "element") {
    const member = elementMember(particle, outer);
    const index = elements.findIndex((element) => element.key === member.key);
    const first = elements[index];
    if (first?.kind !== "element") {
      elements.push(member);
      if (inChoice) chosen.add(member.key);
    } else if (inChoice || chosen.has(first.key) || first.repeated) {
      elements[index] = mergeMember(first, member);
    } else {
      const occurrence =
        1 +
        elements.filter(
          (element) =>
            element.kind === "element" &&
            element.name.namespace === member.name.namespace &&
            element.name.local === member.name.local,
        ).length;
      elements.push({ ...member, key: `${member.key}#${occurrence}`, occurrence });
    }
  } else if (particle.kind === "any")
    wildcards.push({
      particle,
      bounds: {
        min: outer.min === 0 ? 0 : particle.minOccurs,
        max: multiply(outer.max, particle.maxOccurs),
      },
      index: elements.length,
    });
  else flattenGroup(particle, outer, into, inChoice);
}

function flattenGroup(group: ModelGroupParticle, outer: Bounds, into: Flattened, inChoice: boolean): void {
  const ordered = orderedGroup(group, outer);
  if (ordered !== undefined) {
    into.elements.push(ordered);
    return;
  }
  const bounds = groupBounds(group, outer);
  for (const particle of group.particles)
    flatten(particle, bounds, into, inChoice || group.kind === "choice");
}

/** The bounds a group gives its particles. */
function groupBounds(group: ModelGroupParticle, outer: Bounds): Bounds {
  // A branch of a choice may be absent, so every member of a choice is optional; but that of a choice of one
  // branch (Exchange's repeated choice of the one substitution group `Path`), which is always taken.
  const min =
    outer.min === 0 || group.minOccurs === 0 || (group.kind === "choice" && group.particles.length !== 1)
      ? 0
      : 1;
  return { min, max: multiply(outer.max, group.maxOccurs) };
}

function add(a: MaxOccurs, b: MaxOccurs): MaxOccurs {
  return a === "unbounded" || b === "unbounded" ? "unbounded" : a + b;
}

/**
 * The union of namespace constraints: one of them when they agree, else the least that allows them all. It is
 * strict when all are, else reads typed when any does; where only some are strict, the parts go along, so that
 * an element only strict ones allow stays refused when undeclared.
 */
function unionOf(wildcards: readonly Wildcard[]): Wildcard {
  const [first] = wildcards as [Wildcard, ...Wildcard[]];
  if (wildcards.every((wildcard) => JSON.stringify(wildcard) === JSON.stringify(first))) return first;
  const lists = wildcards.map((wildcard) => wildcard.namespaces);
  const strict = wildcards.filter((wildcard) => wildcard.processContents === "strict");
  const processContents =
    strict.length === wildcards.length
      ? "strict"
      : wildcards.some((wildcard) => wildcard.processContents !== "skip")
        ? "lax"
        : "skip";
  const base = { targetNamespace: first.targetNamespace };
  const parts =
    strict.length === 0 || processContents === "strict"
      ? {}
      : {
          parts: wildcards.map(({ namespaces, targetNamespace, processContents: mode }) => ({
            namespaces,
            targetNamespace,
            processContents: mode,
          })),
        };
  if (lists.every((namespaces) => typeof namespaces !== "string"))
    return { ...base, processContents, namespaces: [...new Set(lists.flat())].sort(), ...parts };
  return { ...base, processContents, namespaces: "##any", ...parts };
}

/**
 * A .NET DataSet's wildcards (`s:schema` or an `s:any` of XSD's namespace, then an `s:any` that the diffgram,
 * declared nowhere, fills) merge into one lax wildcard: kept strict, strict reading would refuse every DataSet a
 * .NET service sends.
 */
function dataSetWildcard(dataSet: boolean, merged: Wildcard): Wildcard {
  if (!dataSet) return merged;
  const { namespaces: allowed, targetNamespace, processContents } = merged;
  return {
    namespaces: allowed,
    targetNamespace,
    processContents: processContents === "skip" ? "skip" : "lax",
  };
}

const DIFFGRAM_NS = "urn:schemas-microsoft-com:xml-diffgram-v1";

/**
 * Whether wildcards are a .NET DataSet's: `s:schema` then an `s:any`, or as .NET describes a DataTable, an
 * `s:any` of XSD's namespace (the inline schema) then one of the diffgram's.
 */
function isDataSet(wildcards: readonly PlacedWildcard[]): boolean {
  const [first, second] = wildcards;
  if (first?.particle.provenance.construct === dataSetSchemaConstruct) return true;
  const only = (placed: PlacedWildcard | undefined, namespace: string) => {
    const allowed = placed?.particle.wildcard.namespaces;
    return typeof allowed !== "string" && allowed?.length === 1 && allowed[0] === namespace;
  };
  return wildcards.length === 2 && only(first, namespaces.xsd) && only(second, DIFFGRAM_NS);
}

function anyMember(wildcards: readonly PlacedWildcard[]): AnyMember | undefined {
  const [first] = wildcards;
  if (first === undefined) return undefined;
  const dataSet = isDataSet(wildcards);
  return {
    kind: "any",
    key: "$any",
    wildcard: dataSetWildcard(dataSet, unionOf(wildcards.map((placed) => placed.particle.wildcard))),
    minOccurs: wildcards.reduce((sum, placed) => sum + placed.bounds.min, 0),
    maxOccurs: wildcards.reduce<MaxOccurs>((sum, placed) => add(sum, placed.bounds.max), 0),
    provenance: first.particle.provenance,
    dataSet,
  };
}

function attributeMember(attribute: AttributeUse): AttributeMember {
  return {
    kind: "attribute",
    key: memberKey("attribute", attribute.name),
    name: attribute.name,
    type: attribute.type,
    required: attribute.use === "required",
    ...(attribute.default === undefined ? {} : { default: attribute.default }),
    ...(attribute.fixed === undefined ? {} : { fixed: attribute.fixed }),
    provenance: attribute.provenance,
  };
}

/** Whether a particle may match nothing. */
function emptiable(particle: Particle): boolean {
  if (particle.minOccurs === 0) return true;
  if (particle.kind === "element" || particle.kind === "any") return false;
  return particle.kind === "choice"
    ? particle.particles.some(emptiable)
    : particle.particles.every(emptiable);
}

/** The member keys a particle's content becomes. */
function branchKeys(particle: Particle, outer: Bounds): string[] {
  if (particle.kind === "element") return [memberKey("element", particle.name)];
  if (particle.kind === "any") return ["$any"];
  const ordered = orderedGroup(particle, outer);
  if (ordered !== undefined) return [ordered.key];
  const bounds = groupBounds(particle, outer);
  return particle.particles.flatMap((inner) => branchKeys(inner, bounds));
}

/**
 * The keys of the elements of a branch that must be present when it is chosen, where the branch is elements
 * occurring at most once, directly or in sequences; undefined for any other branch.
 */
function singleElementKeys(particle: Particle, required: boolean): string[] | undefined {
  if (particle.maxOccurs !== 1) return undefined;
  const present = required && particle.minOccurs !== 0;
  if (particle.kind === "element") return present ? [memberKey("element", particle.name)] : [];
  if (particle.kind !== "sequence") return undefined;
  const keys: string[] = [];
  for (const inner of particle.particles) {
    const innerKeys = singleElementKeys(inner, present);
    if (innerKeys === undefined) return undefined;
    keys.push(...innerKeys);
  }
  return keys;
}

/** How many element particles of a content model carry each key. */
function countKeys(particle: Particle, counts: Map<string, number>): void {
  if (particle.kind === "any") return;
  if (particle.kind !== "element") {
    for (const inner of particle.particles) countKeys(inner, counts);
    return;
  }
  const key = memberKey("element", particle.name);
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * The least occurrences of each key {@link branchKeys} gives a particle, when the particle is taken: an
 * element's minimum times those of the sequences around it; 0 under a nested choice, an optional group, a
 * wildcard or an ordered member, which rules of their own check.
 */
function branchLeast(particle: Particle, outer: Bounds): number[] {
  if (particle.kind === "element") return [particle.minOccurs];
  if (particle.kind === "any" || orderedGroup(particle, outer) !== undefined) return [0];
  const bounds = groupBounds(particle, outer);
  const inner = particle.particles.flatMap((each) => branchLeast(each, bounds));
  return particle.kind === "choice" ? inner.map(() => 0) : inner.map((least) => least * particle.minOccurs);
}

/** {@link ChoiceGroup.least} of branches, where it says more than presence; keys declared twice count 0. */
function leastOf(
  branches: readonly (readonly string[])[],
  taken: readonly Particle[],
  outer: Bounds,
  counts: ReadonlyMap<string, number>,
): { least?: number[][] } {
  const least = taken.map((particle, index) =>
    branchLeast(particle, outer).map((count, at) =>
      counts.get(branches[index]?.[at] ?? "") === 1 ? count : 0,
    ),
  );
  // One key alone, needed once, is there whenever its branch is.
  const telling = least.some(
    (counts) => counts.some((count) => count > 1) || (counts.length > 1 && counts.some((count) => count > 0)),
  );
  return telling ? { least } : {};
}

/** The choices of a content model that occur at most once and are flattened into members. */
function choiceGroups(
  particle: Particle,
  outer: Bounds,
  counts: Map<string, number>,
  found: ChoiceGroup[],
): void {
  if (particle.kind === "element" || particle.kind === "any") return;
  if (orderedGroup(particle, outer) !== undefined) return;
  const bounds = groupBounds(particle, outer);
  // An empty choice (suds and hand-written schemas write `<xs:choice/>`) offers no branch to type.
  if (
    particle.kind === "choice" &&
    particle.particles.length > 0 &&
    multiply(outer.max, particle.maxOccurs) === 1
  ) {
    const branches = particle.particles.map((branch) => branchKeys(branch, bounds));
    const needed = particle.particles.map((branch) => singleElementKeys(branch, true));
    const exclusive =
      needed.every((keys) => keys !== undefined) && branches.flat().every((key) => counts.get(key) === 1);
    found.push({
      branches,
      required: outer.min !== 0 && particle.minOccurs !== 0 && !particle.particles.some(emptiable),
      ...(exclusive ? { union: needed as string[][] } : {}),
      ...leastOf(branches, particle.particles, bounds, counts),
      ...(particle.substitutionGroup === undefined ? {} : { substitutionGroup: particle.substitutionGroup }),
      provenance: particle.provenance,
    });
  } else if (
    particle.kind === "sequence" &&
    particle.minOccurs === 0 &&
    multiply(outer.max, particle.maxOccurs) === 1
  ) {
    const branches = [branchKeys(particle, outer)];
    const rule = leastOf(branches, [{ ...particle, minOccurs: 1 }], outer, counts);
    if (rule.least !== undefined)
      found.push({ branches, required: false, ...rule, provenance: particle.provenance });
  }
  for (const inner of particle.particles) choiceGroups(inner, bounds, counts, found);
}

/** Every element particle of a content model, in document order, once each. */
function elementParticles(particle: Particle, found: Map<string, ElementParticle>): void {
  if (particle.kind === "element") {
    const key = memberKey("element", particle.name);
    if (!found.has(key)) found.set(key, particle);
  } else if (particle.kind !== "any") {
    for (const inner of particle.particles) elementParticles(inner, found);
  }
}

/** The `$content` of mixed content: its text and every element, in document order. */
function mixedContent(
  type: ComplexTypeDefinition,
  particle: ModelGroupParticle,
  wildcards: readonly PlacedWildcard[],
): OrderedMember {
  const found = new Map<string, ElementParticle>();
  elementParticles(particle, found);
  const any = anyMember(wildcards);
  return {
    kind: "ordered",
    key: "$content",
    mixed: true,
    elements: [...found.values()].map(singleElement),
    ...(any === undefined ? {} : { any }),
    // Mixed content is read and written in order; the validator checks the items, not their count.
    minOccurs: 0,
    maxOccurs: "unbounded",
    provenance: type.provenance,
  };
}

/** True for an ASMX-style `ArrayOfX` wrapper type that is best represented as a plain array. */
function isArrayWrapper(
  type: ComplexTypeDefinition,
  elements: readonly (ElementMember | OrderedMember)[],
): boolean {
  const content = type.content;
  return (
    content.kind === "elements" &&
    !content.mixed &&
    content.particle.kind === "sequence" &&
    content.particle.minOccurs === 1 &&
    content.particle.maxOccurs === 1 &&
    content.particle.particles.length === 1 &&
    content.particle.particles[0]?.kind === "element" &&
    elements.length === 1 &&
    elements[0]?.kind === "element" &&
    elements[0].repeated &&
    type.attributes.length === 0 &&
    type.anyAttribute === undefined &&
    !type.abstract &&
    type.derivedTypes.length === 0 &&
    (type.derivation === undefined || type.derivation.base.kind === "builtin")
  );
}

/**
 * The TypeScript shape of a complex type: its members in wire order, or an array wrapper. `asArray`
 * false keeps a wrapper an object (see `computeShapes` for when that is needed).
 */
export function complexShape(type: ComplexTypeDefinition, asArray = true): ComplexShape {
  const elements: (ElementMember | OrderedMember)[] = [];
  const wildcards: PlacedWildcard[] = [];
  if (type.content.kind === "elements")
    flatten(type.content.particle, { min: 1, max: 1 }, { elements, wildcards, chosen: new Set() });
  const [item] = elements;
  if (asArray && item?.kind === "element" && isArrayWrapper(type, elements)) return { kind: "array", item };
  const attributes = type.attributes
    .filter((attribute) => attribute.use !== "prohibited")
    .map(attributeMember);
  const value: ValueMember[] =
    type.content.kind === "simple"
      ? [
          {
            kind: "value",
            key: "value",
            type: type.content.valueType,
            facets: type.content.facets,
            provenance: type.provenance,
          },
        ]
      : [];
  const anyAttribute: AnyAttributeMember[] =
    type.anyAttribute === undefined
      ? []
      : [
          {
            kind: "anyAttribute",
            key: "$anyAttributes",
            wildcard: type.anyAttribute,
            // The model keeps no location of the attribute wildcard itself: the type's, named as it.
            provenance: { ...type.provenance, construct: "xs:anyAttribute" },
          },
        ];
  const own = [...value, ...attributes, ...anyAttribute];
  if (type.content.kind === "elements" && type.content.mixed)
    return {
      kind: "object",
      members: [...own, mixedContent(type, type.content.particle, wildcards)],
      choices: [],
    };
  const any = anyMember(wildcards);
  const at = wildcards[0]?.index ?? elements.length;
  const content = any === undefined ? elements : [...elements.slice(0, at), any, ...elements.slice(at)];
  const choices: ChoiceGroup[] = [];
  if (type.content.kind === "elements") {
    const counts = new Map<string, number>();
    countKeys(type.content.particle, counts);
    choiceGroups(type.content.particle, { min: 1, max: 1 }, counts, choices);
  }
  return { kind: "object", members: [...own, ...content], choices };
}

/**
 * Every complex type's shape. A wrapper becomes an array wherever its element is one element holding the
 * items: a member written as a wrapped list, an operation's result, a global element. A wrapper that is the
 * type of a repeated member, or a base type, keeps its object shape, because an array would lose the elements
 * around each item list, or the members a derived type adds.
 */
export function computeShapes(model: Model): ReadonlyMap<TypeId, ComplexShape> {
  const objectOnly = new Set<TypeId>();
  const types = typeIndex(model);
  for (const type of model.types) {
    if (type.kind !== "complexType") continue;
    if (type.derivation?.base.kind === "defined") objectOnly.add(type.derivation.base.id);
    const shape = complexShape(type, false);
    if (shape.kind !== "object") continue;
    for (const member of shape.members) {
      // SOAP-encoded arrays of arrays (and the rows of multi-dimensional ones) nest as arrays: an item is one
      // array, in one element, and nothing is around it.
      if (member.kind === "element" && member.repeated && member.type.kind === "defined") {
        const item = types.get(member.type.id);
        const nested =
          type.encodedArray !== undefined && item?.kind === "complexType" && item.encodedArray !== undefined;
        if (!nested) objectOnly.add(member.type.id);
      }
      // An item of ordered content is one element: a wrapper there keeps its object shape too.
      if (member.kind === "ordered")
        for (const element of member.elements)
          if (element.type.kind === "defined") objectOnly.add(element.type.id);
    }
  }
  return new Map(
    model.types.flatMap((type) =>
      type.kind === "complexType" ? [[type.id, complexShape(type, !objectOnly.has(type.id))] as const] : [],
    ),
  );
}

/** Looks types up by id; every emitter needs it. */
export function typeIndex(model: Model): ReadonlyMap<TypeId, TypeDefinition> {
  return new Map(model.types.map((type) => [type.id, type]));
}

/** True when a complex type takes part in a derivation hierarchy, so xsi:type matters on the wire. */
export function inHierarchy(
  type: ComplexTypeDefinition,
  types: ReadonlyMap<TypeId, TypeDefinition>,
): boolean {
  if (type.derivedTypes.length > 0) return true;
  const base = type.derivation?.base;
  return base?.kind === "defined" && types.get(base.id)?.kind === "complexType";
}
