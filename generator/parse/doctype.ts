// What a schema file's DTD may hold. W3C's own schemas ship with one (xmldsig-core-schema.xsd declares the entity
// `dsig` and a default `xmlns:ds`), and vendors copy them, so a DTD is read as far as a non-validating XML
// processor must read it: its internal subset's text entities, expanded where they are referred to, and its
// attribute defaults, reported where they would apply. An external subset is never fetched. Anything that could
// read another file or expand into more entities (an external entity, a parameter entity reference, an entity
// whose text holds references or markup) refuses the DTD.

/** What a DTD declares that the reader uses. */
export interface Doctype {
  /** General entities declared with literal text (no references, no markup), by name; the first one binds. */
  readonly entities: ReadonlyMap<string, string>;
  /** Attribute defaults (`#FIXED` or plain) by element name as written, then by attribute name. */
  readonly attributeDefaults: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

/** The DTD's declarations, or why it is refused. */
export type DoctypeReading = { readonly doctype: Doctype } | { readonly refused: string };

/** The five entities XML predefines; a DTD may only declare them again as what they already are. */
const predefinedEntities = new Set(["lt", "gt", "amp", "apos", "quot"]);

/** Where reading stands in the DOCTYPE's text. */
class Cursor {
  index = 0;
  constructor(readonly text: string) {}

  get done(): boolean {
    return this.index >= this.text.length;
  }

  skipSpace(): void {
    while (/\s/.test(this.text[this.index] ?? "")) this.index++;
  }

  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.index);
  }

  /** A name (`xmlns:ds`, `%`-free), empty where none stands here. */
  name(): string {
    const match = /^[^\s"'<>[\]()|,%&;#]+/.exec(this.text.slice(this.index));
    this.index += match?.[0].length ?? 0;
    return match?.[0] ?? "";
  }

  /** A quoted literal's text, undefined where no quote stands here or it is not closed. */
  literal(): string | undefined {
    const quote = this.text[this.index];
    if (quote !== '"' && quote !== "'") return undefined;
    const end = this.text.indexOf(quote, this.index + 1);
    if (end === -1) return undefined;
    const value = this.text.slice(this.index + 1, end);
    this.index = end + 1;
    return value;
  }

  /** Moves past `terminator`; false where it never comes. */
  skipPast(terminator: string): boolean {
    const end = this.text.indexOf(terminator, this.index);
    if (end === -1) return false;
    this.index = end + terminator.length;
    return true;
  }

  /** Moves past the `>` that closes a declaration, over quoted literals; false where none does. */
  skipDeclaration(): boolean {
    while (!this.done) {
      const char = this.text[this.index];
      if (char === ">") {
        this.index++;
        return true;
      }
      if (char === '"' || char === "'") {
        if (this.literal() === undefined) return false;
      } else this.index++;
    }
    return false;
  }
}

/** Reads `doctype`, the text between `<!DOCTYPE` and its closing `>` (as saxes reports it). */
export function readDoctype(doctype: string): DoctypeReading {
  const cursor = new Cursor(doctype);
  // The root name and an external identifier: the external subset is not read, as a non-validating processor may.
  while (!cursor.done && !cursor.startsWith("[")) if (cursor.literal() === undefined) cursor.index++;
  if (cursor.done) return { doctype: { entities: new Map(), attributeDefaults: new Map() } };
  cursor.index++;
  const entities = new Map<string, string>();
  const attributeDefaults = new Map<string, Map<string, string>>();
  for (;;) {
    cursor.skipSpace();
    if (cursor.done) return { refused: "its internal subset is not closed" };
    if (cursor.startsWith("]")) return { doctype: { entities, attributeDefaults } };
    if (cursor.startsWith("<!--")) {
      if (!cursor.skipPast("-->")) return { refused: "a comment in it is not closed" };
    } else if (cursor.startsWith("<?")) {
      if (!cursor.skipPast("?>")) return { refused: "a processing instruction in it is not closed" };
    } else if (cursor.startsWith("<!ENTITY")) {
      cursor.index += "<!ENTITY".length;
      const refused = readEntity(cursor, entities);
      if (refused !== undefined) return { refused };
    } else if (cursor.startsWith("<!ATTLIST")) {
      cursor.index += "<!ATTLIST".length;
      const refused = readAttributeList(cursor, attributeDefaults);
      if (refused !== undefined) return { refused };
    } else if (cursor.startsWith("<!ELEMENT") || cursor.startsWith("<!NOTATION")) {
      if (!cursor.skipDeclaration()) return { refused: "a declaration in it is not closed" };
    } else if (cursor.startsWith("%")) return { refused: "it refers to a parameter entity" };
    else return { refused: "it holds what is not a declaration" };
  }
}

/** Reads an entity declaration after `<!ENTITY`; the reason it is refused, if it is. */
function readEntity(cursor: Cursor, entities: Map<string, string>): string | undefined {
  cursor.skipSpace();
  const parameter = cursor.startsWith("%");
  if (parameter) {
    cursor.index++;
    cursor.skipSpace();
  }
  const name = cursor.name();
  cursor.skipSpace();
  const value = cursor.literal();
  cursor.skipSpace();
  if (name === "" || value === undefined || !cursor.startsWith(">"))
    return `it declares an external entity or one it cannot read (${name || "unnamed"})`;
  cursor.index++;
  // A parameter entity is never referred to (a reference refuses the DTD), so its text does not matter.
  if (parameter) return undefined;
  if (/[&%<]/.test(value)) return `its entity ${name} holds references or markup`;
  if (!predefinedEntities.has(name) && !entities.has(name)) entities.set(name, value);
  return undefined;
}

/** Reads an attribute-list declaration after `<!ATTLIST`, keeping its defaults; the reason it is refused, if it is. */
function readAttributeList(cursor: Cursor, defaults: Map<string, Map<string, string>>): string | undefined {
  cursor.skipSpace();
  const element = cursor.name();
  if (element === "") return "an attribute-list declaration in it names no element";
  for (;;) {
    cursor.skipSpace();
    if (cursor.startsWith(">")) {
      cursor.index++;
      return undefined;
    }
    const attribute = cursor.name();
    cursor.skipSpace();
    // The type: a keyword (CDATA, NMTOKEN, ...), NOTATION before a list, or a list of values.
    if (cursor.name() === "NOTATION") cursor.skipSpace();
    if (cursor.startsWith("(") && !cursor.skipPast(")"))
      return `the attribute-list declaration of ${element} is not closed`;
    cursor.skipSpace();
    let value: string | undefined;
    if (cursor.startsWith("#")) {
      cursor.index++;
      const keyword = cursor.name();
      cursor.skipSpace();
      if (keyword === "FIXED") value = cursor.literal();
      else if (keyword !== "REQUIRED" && keyword !== "IMPLIED") value = undefined;
      else {
        if (attribute === "") return `the attribute-list declaration of ${element} cannot be read`;
        continue;
      }
    } else value = cursor.literal();
    if (attribute === "" || value === undefined)
      return `the attribute-list declaration of ${element} cannot be read`;
    const own = defaults.get(element) ?? new Map<string, string>();
    if (!own.has(attribute)) own.set(attribute, value);
    defaults.set(element, own);
  }
}
