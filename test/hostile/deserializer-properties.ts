/**
 * Properties of the generated deserializers, shared by test/generated/fuzz.test.ts and the long-run fuzz
 * script. Each check throws {@link PropertyViolation} when the property fails (a "crash": an error that is not
 * an XmlReadError, a value that does not survive a write and a read, a chunking that changes the result).
 */
import { isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { readSoapEnvelope } from "../../generator/runtime/soap.ts";
import { XmlReadError } from "../../generator/runtime/xml-reader.ts";
import type { CorpusEntry } from "./corpus.ts";
import { mutatedBytes, mutatedText, substitutedValues } from "./mutate.ts";

/** A property failed; the message says which and on what input. */
export class PropertyViolation extends Error {
  override readonly name = "PropertyViolation";
}

/** One input for one generated reader. */
export interface ReadCase {
  readonly entry: CorpusEntry;
  /** `element`: the generated parse function; `envelope`: the SOAP envelope reader with the generated body reader. */
  readonly mode: "element" | "envelope";
  readonly input: string | Uint8Array;
  readonly strict: boolean;
}

/** Bytes and where to cut them into chunks. */
export interface ChunkCase {
  readonly entry: CorpusEntry;
  readonly input: Uint8Array;
  readonly cuts: readonly number[];
}

const isEnvelope = (entry: CorpusEntry) =>
  entry.original.includes("/soap/envelope/") || entry.original.includes("/soap-envelope");

function typed(entry: CorpusEntry, error: unknown): boolean {
  return error instanceof XmlReadError || error instanceof entry.reader.XmlReadError;
}

function describeInput(input: string | Uint8Array): string {
  const text = typeof input === "string" ? input : Buffer.from(input).toString("latin1");
  return JSON.stringify(text.length > 600 ? `${text.slice(0, 600)}...` : text);
}

function violation(entry: CorpusEntry, what: string, input: string | Uint8Array, error?: unknown): never {
  const detail =
    error instanceof Error
      ? ` ${error.name}: ${error.message}`
      : error === undefined
        ? ""
        : ` ${String(error)}`;
  throw new PropertyViolation(
    `${entry.file} (${entry.element}): ${what}${detail}\n  input: ${describeInput(input)}`,
    {
      cause: error,
    },
  );
}

function read(c: ReadCase): unknown {
  if (c.mode === "element") return c.entry.parse(c.input, { strict: c.strict });
  const field = c.entry.field;
  const type = typeof field.type === "function" ? field.type() : field.type;
  if (type.kind !== "content") throw new Error(`${c.entry.element} has simple content`);
  return readSoapEnvelope(
    c.input,
    (ns, local) => (ns === field.ns && local === field.local ? type : undefined),
    {
      strict: c.strict,
    },
  ).body?.value;
}

/** Reading a mutated message either succeeds or throws XmlReadError; any other error is a crash. */
export function checkMutated(c: ReadCase): void {
  try {
    read(c);
  } catch (error) {
    if (!typed(c.entry, error))
      violation(c.entry, `${c.mode} reader threw a non-XmlReadError:`, c.input, error);
  }
}

/** What the reader accepts, the generated writer writes back, and reading that gives the same value. */
export function checkRoundTrip(c: ReadCase): void {
  let value: unknown;
  try {
    value = read(c);
  } catch (error) {
    if (!typed(c.entry, error)) violation(c.entry, "reader threw a non-XmlReadError:", c.input, error);
    return;
  }
  let written: string;
  try {
    written = c.entry.serialize(value as never);
  } catch (error) {
    return violation(c.entry, "the writer refused a value the reader accepted:", c.input, error);
  }
  let reread: unknown;
  try {
    reread = c.entry.parse(written);
  } catch (error) {
    return violation(
      c.entry,
      `the reader refused what the writer wrote (${describeInput(written)}):`,
      c.input,
      error,
    );
  }
  if (!isDeepStrictEqual(value, reread)) {
    violation(
      c.entry,
      `value changed by a write and a read: ${JSON.stringify(value)} became ${JSON.stringify(reread)}`,
      c.input,
    );
  }
}

type Outcome =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** Reading in chunks gives what reading at once gives: the same value, or a failure both ways. */
export function checkChunked(c: ChunkCase): void {
  const { XmlReader } = c.entry.reader;
  const whole = outcome(() => c.entry.parse(c.input));
  const chunked = outcome(() => {
    const reader = new XmlReader(c.entry.field);
    let at = 0;
    for (const cut of [...c.cuts].sort((a, b) => a - b)) {
      reader.write(c.input.subarray(at, cut));
      at = cut;
    }
    reader.write(c.input.subarray(at));
    return reader.close();
  });
  for (const result of [whole, chunked]) {
    if (!result.ok && !typed(c.entry, result.error))
      violation(c.entry, "reader threw a non-XmlReadError:", c.input, result.error);
  }
  if (whole.ok !== chunked.ok || (whole.ok && chunked.ok && !isDeepStrictEqual(whole.value, chunked.value))) {
    const show = (o: Outcome) => (o.ok ? `value ${JSON.stringify(o.value)}` : `error ${String(o.error)}`);
    violation(
      c.entry,
      `chunks at ${c.cuts.join(",")} gave ${show(chunked)}, whole input gave ${show(whole)}`,
      c.input,
    );
  }
}

function outcome(run: () => unknown): Outcome {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The arbitraries over a corpus: one per property. */
export function corpusCases(entries: readonly CorpusEntry[]) {
  if (entries.length === 0) throw new Error("empty corpus");
  const entry = fc.constantFrom(...entries);
  const envelopes = entries.filter(isEnvelope);
  return {
    mutatedText: entry.chain((e) =>
      fc.record({
        entry: fc.constant(e),
        mode: fc.constant("element" as const),
        input: mutatedText(e.xml),
        strict: fc.boolean(),
      }),
    ),
    mutatedBytes: entry.chain((e) =>
      fc.record({
        entry: fc.constant(e),
        mode: fc.constant("element" as const),
        input: mutatedBytes(e.xml),
        strict: fc.boolean(),
      }),
    ),
    mutatedEnvelope: fc.constantFrom(...envelopes).chain((e) =>
      fc.record({
        entry: fc.constant(e),
        mode: fc.constant("envelope" as const),
        input: fc.oneof(mutatedText(e.original), mutatedBytes(e.original)),
        strict: fc.boolean(),
      }),
    ),
    substituted: entry.chain((e) =>
      fc.record({
        entry: fc.constant(e),
        mode: fc.constant("element" as const),
        input: substitutedValues(e.xml),
        strict: fc.constant(false),
      }),
    ),
    chunked: entry.chain((e) =>
      fc
        .oneof(
          fc.constant(Buffer.from(e.xml, "utf8") as Uint8Array),
          substitutedValues(e.xml).map((xml) => Buffer.from(xml, "utf8") as Uint8Array),
          mutatedBytes(e.xml),
        )
        .chain((input) =>
          fc.record({
            entry: fc.constant(e),
            input: fc.constant(input),
            cuts: fc.array(fc.nat(input.length), { maxLength: 6 }),
          }),
        ),
    ),
  };
}
