/** The mapping as a table for READMEs and reports: XML Schema types, TypeScript type, what is kept. */
export const typeMappingTable: readonly {
  readonly xsd: string;
  readonly ts: string;
  readonly notes: string;
}[] = [
  {
    xsd: "string and its derivations, anyURI, anySimpleType",
    ts: "string",
    notes: "text as sent",
  },
  {
    xsd: "QName, NOTATION",
    ts: "XsQName",
    notes:
      "a string `{namespace}local` (`local` in no namespace): the prefix resolved on reading, one declared " +
      "where needed on writing",
  },
  {
    xsd: "anyType (an element of it, or of no type)",
    ts: "AnyType | GlobalType",
    notes:
      "`{ $type, value }` where its xsi:type names a type of the package or a built-in, written back with it; " +
      "else `$anyAttributes` and `$content`: the text and the elements (as XML, or typed where the schema " +
      "declares them) in document order, an unknown xsi:type kept as `$type`",
  },
  {
    xsd: "decimal",
    ts: "XsDecimal",
    notes: "a string: the lexical form validated, never a JavaScript number, every digit kept",
  },
  {
    xsd: "int, short, byte, unsignedInt, unsignedShort, unsignedByte",
    ts: "number",
    notes: "validated to the type's range",
  },
  {
    xsd: "integer, long, unsignedLong, (non)negative/positive integer",
    ts: "bigint",
    notes: "lossless beyond 2^53",
  },
  { xsd: "float, double", ts: "number", notes: "INF, -INF, NaN as Infinity, -Infinity, NaN" },
  { xsd: "boolean", ts: "boolean", notes: "accepts true, false, 1, 0; writes true/false" },
  { xsd: "base64Binary, hexBinary", ts: "Uint8Array", notes: "the decoded bytes" },
  {
    xsd: "dateTime, date, time, duration, gYearMonth, gYear, gMonthDay, gDay, gMonth",
    ts: "XsDateTime, XsDate, XsTime, XsDuration, XsGYearMonth, ...",
    notes: "a string: the lexical form kept (offset or none, fraction digits); runtime helpers convert",
  },
  { xsd: "enumeration", ts: '"A" | "B"', notes: "string-literal union" },
  { xsd: "xs:list, NMTOKENS, IDREFS", ts: "T[]", notes: "whitespace-separated on the wire" },
  { xsd: "xs:union", ts: "A | B", notes: "the first member type that accepts the text" },
  {
    xsd: "maxOccurs > 1",
    ts: "prop: T[]",
    notes:
      "always an array, even with one item, and never absent, even with minOccurs 0: zero occurrences read as [] " +
      "and [] writes none, so no two values mean the same XML and every value round-trips",
  },
  {
    xsd: "ArrayOfX wrapper (one repeated child)",
    ts: "X[]",
    notes:
      "the wrapper element holds the items, as a member, an operation's result or a global element; " +
      "an object where the wrapper is repeated or a base type",
  },
  { xsd: 'nillable="true"', ts: "T | null", notes: "xsi:nil; null and absent stay distinct" },
  {
    xsd: 'minOccurs="0", optional attribute',
    ts: "prop?: T",
    notes: "absent is undefined (a repeated element is an array instead, see maxOccurs > 1)",
  },
  { xsd: "simple content", ts: "{ value: T; ...attributes }", notes: "" },
  {
    xsd: "derived types (extension)",
    ts: "Base | Derived",
    notes:
      "`$type` names the xsi:type (`{namespace}local` where another type of its hierarchy has its local name); absent means the declared type",
  },
];
