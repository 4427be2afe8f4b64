/**
 * Mutation arbitraries shared by the fuzz tests and the long-run fuzz script: a valid message goes in,
 * fast-check cuts, splices and duplicates it, inserts markup fragments and hostile constructs (DOCTYPE,
 * entities, bad characters), or replaces the text of its leaves with arbitrary strings.
 */
import fc from "fast-check";

/** Markup-ish pieces a mutation inserts: what breaks parsers most often, hostile constructs included. */
export const FRAGMENTS = [
  "<",
  ">",
  "</",
  "/>",
  "&",
  "&amp;",
  "&lt;",
  "&#0;",
  "&#x110000;",
  "&#xD800;",
  "&undefined;",
  "<![CDATA[",
  "]]>",
  "<!DOCTYPE x>",
  '<!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>',
  '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>',
  "&b;",
  '"',
  "'",
  "=",
  'xsi:nil="true"',
  'xsi:nil="maybe"',
  'xsi:type="x:y"',
  'xsi:type="BookingWithStatus"',
  'xmlns="urn:other"',
  'xmlns:p=""',
  "\u0000",
  "\uFFFE",
  "\uD800",
  "\u{1F600}",
  "<a>",
  "</a>",
  "<?pi?>",
  '<?xml version="1.0" encoding="ISO-8859-1"?>',
  "<!--",
  "-->",
  " ",
  "\r\n",
  "-1",
  "99999999999999999999999999",
  "NaN",
  "1e400",
  "2025-02-30T25:61:00",
];

type Mutation =
  | { readonly kind: "delete"; readonly at: number; readonly length: number }
  | { readonly kind: "insert"; readonly at: number; readonly text: string }
  | { readonly kind: "duplicate"; readonly at: number; readonly length: number };

function mutation(maxAt: number): fc.Arbitrary<Mutation> {
  return fc.oneof(
    fc.record({
      kind: fc.constant("delete" as const),
      at: fc.nat(maxAt),
      length: fc.integer({ min: 1, max: 20 }),
    }),
    fc.record({
      kind: fc.constant("insert" as const),
      at: fc.nat(maxAt),
      text: fc.oneof(
        fc.constantFrom(...FRAGMENTS),
        fc.string({ maxLength: 8 }),
        fc.string({ unit: "binary", maxLength: 4 }),
      ),
    }),
    fc.record({
      kind: fc.constant("duplicate" as const),
      at: fc.nat(maxAt),
      length: fc.integer({ min: 1, max: 80 }),
    }),
  );
}

/** Applies mutations in order (positions past the end are clamped). */
export function applyMutations(source: string, mutations: readonly Mutation[]): string {
  let text = source;
  for (const m of mutations) {
    const at = Math.min(m.at, text.length);
    if (m.kind === "delete") text = text.slice(0, at) + text.slice(at + m.length);
    else if (m.kind === "insert") text = text.slice(0, at) + m.text + text.slice(at);
    else text = text.slice(0, at) + text.slice(at, at + m.length) + text.slice(at);
  }
  return text;
}

/** One to four text mutations of `source`. */
export function mutatedText(source: string): fc.Arbitrary<string> {
  return fc
    .array(mutation(source.length), { minLength: 1, maxLength: 4 })
    .map((m) => applyMutations(source, m));
}

/** Byte-level mutations of the UTF-8 form of `source`: flipped, dropped and inserted bytes. */
export function mutatedBytes(source: string): fc.Arbitrary<Uint8Array> {
  const bytes = Buffer.from(source, "utf8");
  return fc
    .array(
      fc.record({
        at: fc.nat(bytes.length),
        op: fc.constantFrom("flip", "drop", "insert"),
        byte: fc.integer({ min: 0, max: 255 }),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((edits) => {
      const out = [...bytes];
      for (const edit of edits) {
        const at = Math.min(edit.at, out.length);
        if (edit.op === "flip" && at < out.length) out[at] = edit.byte;
        else if (edit.op === "drop") out.splice(at, 1);
        else out.splice(at, 0, edit.byte);
      }
      return Uint8Array.from(out);
    });
}

/** Text of leaf elements and attribute values (the spans a value substitution replaces). */
export function valueSpans(xml: string): { readonly start: number; readonly end: number }[] {
  const spans: { start: number; end: number }[] = [];
  // The XML declaration's pseudo-attributes are not values.
  const prolog = xml.startsWith("<?xml") ? xml.indexOf("?>") + 2 : 0;
  for (const match of xml.matchAll(/>([^<>]+)</g)) {
    const start = (match.index ?? 0) + 1;
    spans.push({ start, end: start + (match[1]?.length ?? 0) });
  }
  for (const match of xml.matchAll(/\s[\w.:-]+="([^"]*)"/g)) {
    if (match[0].includes("xmlns")) continue;
    const end = (match.index ?? 0) + match[0].length - 1;
    spans.push({ start: end - (match[1]?.length ?? 0), end });
  }
  return spans.filter((span) => span.start >= prolog).sort((a, b) => a.start - b.start);
}

/** Text that stays well-formed inside element content and attribute values: arbitrary, escaped. */
const escapedValue = fc
  .oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(
      "",
      " ",
      "0",
      "-0",
      "1",
      "true",
      "false",
      "1.5",
      "-1e3",
      "2025-01-01",
      "2025-01-01T00:00:00Z",
      "EUR",
    ),
    fc.integer().map(String),
    fc.double().map(String),
  )
  .map((value) =>
    value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"),
  );

/**
 * Well-formed variants of `xml`: the text of some leaves and attributes replaced by arbitrary (escaped) values,
 * so the structure stays and the value readers are what is exercised.
 */
export function substitutedValues(xml: string): fc.Arbitrary<string> {
  const spans = valueSpans(xml);
  if (spans.length === 0) return fc.constant(xml);
  return fc
    .array(fc.tuple(fc.nat(spans.length - 1), escapedValue), { minLength: 1, maxLength: 3 })
    .map((edits) => {
      const replaced = new Map(edits);
      let out = "";
      let last = 0;
      spans.forEach((span, index) => {
        const value = replaced.get(index);
        if (value === undefined) return;
        out += xml.slice(last, span.start) + value;
        last = span.end;
      });
      return out + xml.slice(last);
    });
}
