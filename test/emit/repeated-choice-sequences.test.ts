// A repeated choice whose branches are sequences (Journal of test/fixtures/emit/choice-anonymous), through the
// package the generator emits for it: entries of different branches interleave on the wire, and are read, written
// back and validated in that order; libxml2 accepts what is written.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";
import { fixtureFolder, writeEmittedCase, type WrittenCase } from "./emitted-case.ts";

type Entry =
  | { debit: string }
  | { debitMemo: string }
  | { credit: string }
  | { creditMemo: string }
  | { adjustment: number };

interface Package {
  parseJournal(xml: string, options?: { strict?: boolean }): { choice: Entry[] };
  serializeJournal(value: { choice: Entry[] }, declaration?: boolean): string;
  validateJournal(value: unknown): readonly { path: string; message: string }[];
}

const NS = "urn:emit:choice-anonymous";
let written: WrittenCase;
let pkg: Package;

beforeAll(async () => {
  written = await writeEmittedCase("choice-anonymous");
  pkg = (await import(written.index)) as Package;
});

afterAll(async () => {
  await written.remove();
});

describe("a repeated choice of sequences", () => {
  const xml =
    `<Journal xmlns="${NS}"><credit>10.50</credit><adjustment>-3</adjustment><debit>4.00</debit>` +
    "<debitMemo>fee</debitMemo><credit>1</credit><creditMemo>refund</creditMemo><debit>2</debit></Journal>";
  const entries: Entry[] = [
    { credit: "10.50" },
    { adjustment: -3 },
    { debit: "4.00" },
    { debitMemo: "fee" },
    { credit: "1" },
    { creditMemo: "refund" },
    { debit: "2" },
  ];

  it("reads the branches' elements in document order and writes them back so, valid", async () => {
    const value = pkg.parseJournal(xml, { strict: true });
    expect(value).toEqual({ choice: entries });
    expect(pkg.validateJournal(value)).toEqual([]);
    const out = pkg.serializeJournal(value, false);
    expect(out.replace(/ xmlns:xsi="[^"]*"/, "")).toBe(xml);
    const report = await validateXmlDocuments({
      schema: {
        fileName: "types.xsd",
        contents: await readFile(path.join(fixtureFolder("choice-anonymous"), "types.xsd"), "utf8"),
      },
      documents: [{ fileName: "journal.xml", contents: out }],
    });
    expect(report.documents.map((document) => [document.valid, document.issues])).toEqual([[true, []]]);
  });

  it("refuses items out of their branch's order, as libxml2 refuses what they write", async () => {
    const misplaced: Entry[][] = [
      [{ debitMemo: "fee" }, { debit: "4.00" }],
      [{ credit: "1" }, { debitMemo: "fee" }],
      [{ credit: "1" }, { creditMemo: "a" }, { creditMemo: "b" }],
    ];
    expect(misplaced.map((choice) => pkg.validateJournal({ choice }))).toEqual([
      [
        {
          path: "choice[0]",
          message:
            "debitMemo cannot start a round here: each round is debit debitMemo?, or credit creditMemo?, or adjustment",
        },
      ],
      [
        {
          path: "choice[1]",
          message:
            "debitMemo cannot start a round here: each round is debit debitMemo?, or credit creditMemo?, or adjustment",
        },
      ],
      [
        {
          path: "choice[2]",
          message:
            "creditMemo cannot start a round here: each round is debit debitMemo?, or credit creditMemo?, or adjustment",
        },
      ],
    ]);
    const report = await validateXmlDocuments({
      schema: {
        fileName: "types.xsd",
        contents: await readFile(path.join(fixtureFolder("choice-anonymous"), "types.xsd"), "utf8"),
      },
      documents: misplaced.map((choice, index) => ({
        fileName: `${index}.xml`,
        contents: pkg.serializeJournal({ choice }, false),
      })),
    });
    expect(report.documents.map((document) => document.valid)).toEqual([false, false, false]);
  });

  it("holds the choice's minimum of two occurrences", () => {
    expect(pkg.validateJournal({ choice: [{ adjustment: 1 }] })).toEqual([
      { path: "choice", message: "has 1 items, needs at least 2" },
    ]);
  });
});
