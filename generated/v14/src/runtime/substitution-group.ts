/**
 * An abstract element used as a whole message or document (a WSDL part, a document root): it never appears on
 * the wire itself, one of the elements of its substitution group stands there. The value holds that element's
 * value under its property, as where the head is referenced inside a type (`{ circle: { radius: "1" } }`).
 *
 * ```ts
 * export const ShapeElement = substitutionGroup<ShapeSubstitute>("shape", [
 *   substitute("circle", element(NS, "circle", Circle), (w, value) => writeCircle(w, NS, "circle", value), validateCircle),
 * ]);
 * ```
 * @module
 */
import type { ValidationIssue } from "./validation.ts";
import type { ChildBinding, ContentType, ElementCursor } from "./xml-content.ts";
import { resolveType, type ElementField } from "./xml-reader.ts";
import { XmlWriteError, type XmlWriter } from "./xml-writer.ts";

/** One element that may stand for the abstract head. */
export interface Substitute {
  /** The property of the value that holds this element's value. */
  readonly property: string;
  /** The element: its name, reader and nillability. */
  readonly element: ElementField<unknown>;
  /** Writes the element holding `value` (`null` where it is nillable). */
  write(w: XmlWriter, value: unknown): void;
  /** Checks its value, where it is of a complex type. */
  validate?(value: unknown, path: string, issues: ValidationIssue[]): ValidationIssue[];
}

/** Declares a {@link Substitute}. */
export function substitute<V>(
  property: string,
  element: ElementField<V>,
  write: (w: XmlWriter, value: V) => void,
  validate?: (value: V, path: string, issues: ValidationIssue[]) => ValidationIssue[],
): Substitute {
  return {
    property,
    element: element as ElementField<unknown>,
    write: write as (w: XmlWriter, value: unknown) => void,
    ...(validate === undefined
      ? {}
      : {
          validate: validate as (
            value: unknown,
            path: string,
            issues: ValidationIssue[],
          ) => ValidationIssue[],
        }),
  };
}

/** The elements that stand for one abstract head, and how a value of them is read, written and checked. */
export class SubstitutionGroup<V> {
  /** Local name of the head, for messages. */
  readonly head: string;
  /** The elements, in the schema's order. */
  readonly members: readonly Substitute[];
  /** Reader of a document whose root is one of the elements. */
  readonly document: ContentType<V>;
  readonly #byName: ReadonlyMap<string, Substitute>;

  constructor(head: string, members: readonly Substitute[]) {
    this.head = head;
    this.members = members;
    this.#byName = new Map(
      members.map((member) => [`{${member.element.ns}}${member.element.local}`, member]),
    );
    this.document = new SubstituteDocument(this);
  }

  /** The element `{ns}local` where it stands for the head. */
  member(ns: string, local: string): Substitute | undefined {
    return this.#byName.get(`{${ns}}${local}`);
  }

  /** Reader of element `{ns}local`'s content, where it stands for the head. */
  reader(ns: string, local: string): ContentType<unknown> | undefined {
    const member = this.member(ns, local);
    return member === undefined ? undefined : resolveType(member.element.type);
  }

  /** The value of the head that element `{ns}local` read as `value` stands for. */
  wrap(ns: string, local: string, value: unknown): V {
    const member = this.member(ns, local);
    if (member === undefined) throw new Error(`{${ns}}${local} does not stand for ${this.head}`);
    return { [member.property]: value } as V;
  }

  /** The properties of `value` that hold an element. */
  #chosen(value: V): Substitute[] {
    const record = value as Readonly<Record<string, unknown>>;
    return this.members.filter((member) => record[member.property] !== undefined);
  }

  #names(): string {
    return this.members.map((member) => member.property).join(", ");
  }

  /** Writes the element `value` holds; `ns` and `local` (the head's) are not written, as XSD forbids it. */
  write(w: XmlWriter, _ns: string, _local: string, value: V): void {
    const [member, ...others] = this.#chosen(value);
    if (member === undefined || others.length > 0)
      throw new XmlWriteError(`<${this.head}> is abstract: exactly one of ${this.#names()} must be set`);
    member.write(w, (value as Readonly<Record<string, unknown>>)[member.property]);
  }

  /** Checks that `value` holds exactly one element, and that element's value. */
  validate(value: V, path = "", issues: ValidationIssue[] = []): ValidationIssue[] {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      issues.push({ path, message: `must be an object holding one of ${this.#names()}` });
      return issues;
    }
    const chosen = this.#chosen(value);
    const [member] = chosen;
    if (member === undefined) issues.push({ path, message: `one of ${this.#names()} is required` });
    else if (chosen.length > 1)
      issues.push({
        path,
        message: `only one of ${this.#names()} may be present, got ${chosen.map((one) => one.property).join(", ")}`,
      });
    else {
      const inner = (value as Readonly<Record<string, unknown>>)[member.property];
      const at = path === "" ? member.property : `${path}.${member.property}`;
      if (inner === null && member.element.occurs.nillable !== true)
        issues.push({ path: at, message: "is not nillable" });
      else if (inner !== null) member.validate?.(inner, at, issues);
    }
    return issues;
  }
}

/** Declares a {@link SubstitutionGroup}. */
export function substitutionGroup<V>(head: string, members: readonly Substitute[]): SubstitutionGroup<V> {
  return new SubstitutionGroup<V>(head, members);
}

/** The state of one document read by a {@link SubstituteDocument}. */
interface DocumentState {
  value: unknown;
  seen: boolean;
}

/** The pseudo content of a document whose root stands for the head: accepts any one of the group's elements. */
class SubstituteDocument<V> implements ContentType<V> {
  readonly kind = "content";
  readonly name = "document";
  readonly textual = false;
  readonly #group: SubstitutionGroup<V>;

  constructor(group: SubstitutionGroup<V>) {
    this.#group = group;
  }

  begin(): DocumentState {
    return { value: undefined, seen: false };
  }

  child(_state: unknown, ns: string, local: string, cursor: ElementCursor): ChildBinding {
    const member = this.#group.member(ns, local);
    if (member === undefined) {
      const expected = this.#group.members.map(({ element }) => `{${element.ns}}${element.local}`).join(", ");
      return cursor.fail(`expected root element one of ${expected}, found {${ns}}${local}`, "invalid");
    }
    return {
      ns,
      local,
      type: resolveType(member.element.type),
      nillable: member.element.occurs.nillable === true,
    };
  }

  add(state: unknown, binding: ChildBinding, value: unknown): void {
    (state as DocumentState).value = this.#group.wrap(binding.ns, binding.local, value);
    (state as DocumentState).seen = true;
  }

  end(state: unknown, _text: string, cursor: ElementCursor): V {
    const { value, seen } = state as DocumentState;
    return seen ? (value as V) : cursor.fail("no root element", "malformed");
  }
}
