// Property-based and mutation fuzzing of every generated deserializer (the parse<Element> functions of
// generated/v14 and generated/v15), seeded with every fixture message. Bounded for CI (about 3 000 cases);
// `npm run fuzz -- --minutes N` runs the same properties for as long as asked.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCorpus, parseFunctions, type CorpusEntry } from "../hostile/corpus.ts";
import {
  checkChunked,
  checkMutated,
  checkRoundTrip,
  corpusCases,
} from "../hostile/deserializer-properties.ts";

let entries: CorpusEntry[] = [];
let covered: string[] = [];
let all: string[] = [];

beforeAll(async () => {
  const corpus = await loadCorpus();
  entries = corpus.entries;
  covered = [...new Set(entries.map((entry) => `${entry.version}:${entry.element}`))].sort();
  all = [...corpus.modules]
    .flatMap(([version, module]) => parseFunctions(module).map((name) => `${version}:${name}`))
    .sort();
});

describe("generated deserializers under fuzzing", () => {
  it("has a seed message for every generated parse function of both packages", () => {
    expect(all.length).toBeGreaterThan(30);
    expect(covered).toEqual(all);
  });

  it("throws only XmlReadError on mutated text, strict and lenient (1 200 cases)", () => {
    fc.assert(
      fc.property(corpusCases(entries).mutatedText, (c) => checkMutated(c)),
      { numRuns: 1200 },
    );
  });

  it("throws only XmlReadError on mutated bytes (600 cases)", () => {
    fc.assert(
      fc.property(corpusCases(entries).mutatedBytes, (c) => checkMutated(c)),
      { numRuns: 600 },
    );
  });

  it("throws only XmlReadError on mutated envelopes read with the generated body readers (400 cases)", () => {
    fc.assert(
      fc.property(corpusCases(entries).mutatedEnvelope, (c) => checkMutated(c)),
      { numRuns: 400 },
    );
  });

  it("writes back whatever it accepts so that it reads back the same value (600 cases)", () => {
    fc.assert(
      fc.property(corpusCases(entries).substituted, (c) => checkRoundTrip(c)),
      { numRuns: 600 },
    );
  });

  it("reads the same value or fails the same way whatever the chunking (300 cases)", () => {
    fc.assert(
      fc.property(corpusCases(entries).chunked, (c) => checkChunked(c)),
      { numRuns: 300 },
    );
  });
});
