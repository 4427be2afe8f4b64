// Every fixture message deserializes with the generated code and re-serializes to XML that libxml2
// accepts and that is equivalent to the original body (same elements, attributes and values); five of them
// read to objects written out by hand.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readSoapEnvelope } from "../../generator/runtime/soap.ts";
import { readXml, type ElementField } from "../../generator/runtime/xml-reader.ts";
import { XmlWriter } from "../../generator/runtime/xml-writer.ts";
import type { DocumentReport } from "../../generator/xsd-validate/index.ts";
import {
  canonicalEvents,
  elementDescriptors,
  exported,
  loadPackage,
  repositoryRoot,
  subtree,
  validateAgainstSchema,
  versions,
  type GeneratedModule,
  type Version,
} from "./support.ts";

const messagesRoot = path.join(repositoryRoot, "test", "fixtures", "messages");

interface Case {
  /** `15/GetMeals/soap11-response.xml`. */
  readonly file: string;
  readonly version: Version;
  /** The original element the generated code read, as canonical events. */
  readonly original: string[];
  /** What the generated serializer wrote back. */
  readonly rewritten: string;
  /** What the generated validator said about the value read. */
  readonly issues: readonly unknown[];
  /** The value read from the fixture. */
  readonly value: unknown;
  /** The value read back from `rewritten`. */
  readonly reread: unknown;
}

type Writer = (w: XmlWriter, ns: string, local: string, value: unknown) => void;
type Validator = (value: unknown) => readonly unknown[];

/** Reads one fixture (a SOAP envelope or a bare element) and writes its body element back. */
function roundTrip(module: GeneratedModule, version: Version, file: string, xml: string): Case {
  const descriptors = elementDescriptors(module);
  let descriptor: ElementField<unknown> | undefined;
  let value: unknown;
  if (xml.includes("/soap/envelope/") || xml.includes("/soap-envelope")) {
    const envelope = readSoapEnvelope(xml, (ns, local) => {
      descriptor = descriptors.get(`{${ns}}${local}`);
      const type = descriptor?.type;
      return typeof type === "function" ? type() : type?.kind === "content" ? type : undefined;
    });
    value = envelope.body?.value;
  } else {
    const root = /<(?:\w+:)?([\w.]+)[\s>/]/.exec(xml.replace(/<\?xml[^>]*\?>/, ""))?.[1] ?? "";
    descriptor = descriptors.get(`{http://xml.example.net/${version}/}${root}`);
    if (descriptor !== undefined) value = readXml(xml, descriptor);
  }
  const body = descriptor;
  if (body === undefined) throw new Error(`${file}: no generated element reads its body`);
  const w = new XmlWriter({ namespaces: { "": body.ns }, declaration: true });
  const writerName = Object.keys(module).find(
    (name) => name.startsWith("write") && writesElement(module, name, body),
  );
  if (writerName === undefined) throw new Error(`${file}: no writer for ${body.local}`);
  exported<Writer>(module, writerName)(w, body.ns, body.local, value);
  const validatorName = `validate${writerName.slice("write".length)}`;
  return {
    file,
    version,
    original: subtree(canonicalEvents(xml), body.ns, body.local),
    rewritten: w.toString(),
    issues: value === null ? [] : exported<Validator>(module, validatorName)(value),
    value,
    reread: readXml(w.toString(), body),
  };
}

/** True when `write<T>` serializes the type the descriptor reads (its reader is the export `T`). */
function writesElement(
  module: GeneratedModule,
  writerName: string,
  descriptor: ElementField<unknown>,
): boolean {
  const type = descriptor.type;
  const reader = typeof type === "function" ? type() : type;
  return module[writerName.slice("write".length)] === reader;
}

/**
 * What some fixtures hold, written out by hand from their XML (not from what the reader returns): a reader
 * and a writer that are wrong in the same way pass the round trips below, but not this.
 */
const expectedValues: Readonly<Record<string, unknown>> = {
  "15/GetMeals/soap11-response.xml": {
    getMealsResult: {
      meals: [
        {
          id: 1,
          name: "Frühstück",
          labels: [
            { id: 10, text: "Continental" },
            { id: 11, text: "Bed & Breakfast" },
          ],
        },
        { id: 2, name: "Halbpension", labels: [] },
        { id: 3, name: "All inclusive" },
      ],
    },
  },
  "15/AmendmentPriceRequest/soap12-response.xml": {
    amendmentPriceRequestResult: {
      price: { value: "1234.5678901234567890", currency: "EUR" },
      roomId: 88231,
      hotelnotes: [
        {
          startDate: "2025-03-01T00:00:00",
          endDate: "2025-03-31T23:59:59.997+01:00",
          text: "Pool closed for maintenance & cleaning.",
        },
        { startDate: "2025-03-14T12:00:00Z", endDate: "2025-03-15T12:00:00Z" },
      ],
      roomnotes: [
        {
          startDate: "2025-03-14T00:00:00.5-05:00",
          endDate: "2025-03-21T00:00:00",
          text: "Extra bed on request <max. 1>.",
        },
      ],
      cancellationPolicies: [
        { deadline: null, percentage: "100" },
        { deadline: 14, percentage: "33.3333333333333333" },
      ],
      bookingType: "ExtraDays",
    },
  },
  "15/BookV2/body-response-derived.xml": {
    bookResult: {
      booking: {
        $type: "BookingWithStatusAndTaxesAndFees",
        bookingnumber: "HB-2025-004712",
        hotelId: 120973,
        mealId: 1,
        checkindate: "2025-12-30T15:00:00+01:00",
        checkoutdate: "2026-01-02T11:00:00+01:00",
        prices: [{ value: "899.990000000001", currency: "EUR", paymentMethods: [1] }],
        bookingdate: "2025-11-22T21:15:03.1Z",
        // No <cancellationpolicies> element: zero occurrences of a repeated element read as [].
        cancellationpolicies: [],
        earliestNonFreeCancellationDateCET: null,
        earliestNonFreeCancellationDateLocal: null,
        transferbooked: 1,
        bookingStatus: "Active",
        currentCancellationPolicyFee: [{ value: "269.997", currency: "EUR", paymentMethods: [1, 2] }, null],
        currentCancellationPolicyDeadline: "2025-12-16T00:00:00",
        taxes: [{ value: "58.87", currency: "EUR" }, { value: "0.0000001" }],
        fees: [
          {
            name: "City tax & tourism levy",
            amounts: [
              { value: "4.50", currency: "EUR" },
              { value: "51.3", currency: "SEK" },
            ],
            includedInPrice: false,
          },
          { includedInPrice: true },
        ],
      },
    },
  },
  "14/GetRoomTypes/http-response.xml": {
    roomTypes: [
      { id: 1, name: "Single", sharedRoom: 0, sharedFacilities: 0 },
      { id: 14, name: "Dormitory bed", sharedRoom: 1, sharedFacilities: null },
      { id: -2147483648, sharedRoom: 2147483647, sharedFacilities: 1 },
    ],
  },
  "14/GetRoomTypes/soap11-response-error.xml": {
    getRoomTypesResult: {
      error: { errorType: "InvalidLanguage", message: "Language 'xx' is not supported <see GetLanguages>." },
      errorAttributes: [{ key: "language", value: "xx" }, { key: "supported" }],
    },
  },
};

async function fixtureFiles(): Promise<{ readonly version: Version; readonly file: string }[]> {
  const files: { version: Version; file: string }[] = [];
  for (const version of versions)
    for (const operation of (await readdir(path.join(messagesRoot, version))).sort())
      for (const name of (await readdir(path.join(messagesRoot, version, operation))).sort())
        if (name.endsWith(".xml")) files.push({ version, file: `${version}/${operation}/${name}` });
  return files;
}

describe("fixture messages through the generated packages", () => {
  const cases: Case[] = [];
  const reports = new Map<string, DocumentReport>();

  beforeAll(async () => {
    const modules = new Map<Version, GeneratedModule>();
    for (const version of versions) modules.set(version, await loadPackage(version));
    for (const { version, file } of await fixtureFiles()) {
      const module = modules.get(version);
      if (module === undefined) continue;
      cases.push(roundTrip(module, version, file, await readFile(path.join(messagesRoot, file), "utf8")));
    }
    const documents = cases.map((entry) => ({ fileName: `out/${entry.file}`, contents: entry.rewritten }));
    for (const report of await validateAgainstSchema(documents))
      reports.set(report.fileName.slice(4), report);
  });

  it("covers every operation of both versions", async () => {
    for (const version of versions) {
      const module = await loadPackage(version);
      const operations = Object.values(module).flatMap((value) =>
        typeof value === "object" && value !== null && "operations" in value && "path" in value
          ? (value as { operations: readonly { name: string }[] }).operations.map(
              (operation) => operation.name,
            )
          : [],
      );
      const covered = new Set(
        cases.filter((entry) => entry.version === version).map((entry) => entry.file.split("/")[1]),
      );
      expect(operations.length).toBeGreaterThan(0);
      expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
    }
  });

  it("re-serializes every message to XML that validates against types.xsd", () => {
    const invalid = cases.filter((entry) => reports.get(entry.file)?.valid !== true);
    expect(invalid.map((entry) => [entry.file, reports.get(entry.file)?.issues])).toEqual([]);
  });

  it("re-serializes every message to the same elements and attributes in the same order", () => {
    // Values may change lexical form (`1` -> `true`); the next test compares them as values.
    const structure = (events: readonly string[]) =>
      events.map((event) => event.replace(/^text .*/s, "text").replaceAll(/=("(?:[^"\\]|\\.)*")/g, "="));
    for (const entry of cases)
      expect({ file: entry.file, events: structure(canonicalEvents(entry.rewritten)) }).toEqual({
        file: entry.file,
        events: structure(entry.original),
      });
  });

  it("re-serializes every message to XML that reads back to the same value", () => {
    for (const entry of cases)
      expect({ file: entry.file, value: entry.reread }).toEqual({ file: entry.file, value: entry.value });
  });

  it("reads fixtures to the objects written out by hand from their XML", () => {
    const checked = cases.filter((entry) => entry.file in expectedValues);
    expect(checked.map((entry) => entry.file).sort()).toEqual(Object.keys(expectedValues).sort());
    for (const entry of checked)
      expect({ file: entry.file, value: entry.value }).toStrictEqual({
        file: entry.file,
        value: expectedValues[entry.file],
      });
  });

  it("finds no validation issue in the values read", () => {
    expect(
      cases.filter((entry) => entry.issues.length > 0).map((entry) => [entry.file, entry.issues]),
    ).toEqual([]);
  });
});
