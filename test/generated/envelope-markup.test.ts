// The server writes a SOAP response as the result's markup between constant envelope text, and the client a
// request likewise (`soapResponseEnvelope`, `soapRequestEnvelope`); the writer path (`writeSoapEnvelope` with
// the generated writers) stays for types without a markup function. Both must
// write the same bytes: arbitrary requests and results of every operation of both packages
// (test/generated/arbitraries.ts), nil and absent results too, in SOAP 1.1 and 1.2. A markup function moves a
// long list's markup into flat pieces as it goes: lists many pieces long must come out whole and in order.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSchemaRoot, readConfig } from "../../generator/config.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import { computeShapes, typeIndex } from "../../generator/shape/compute-shapes.ts";
import { readInterfaceVersion } from "../../generator/read.ts";
import {
  soapRequestEnvelope,
  soapResponseEnvelope,
  writeResultElement,
  type OperationDescriptor,
} from "../../generator/runtime/operation.ts";
import { readSoapEnvelope, writeSoapEnvelope, type SoapVersion } from "../../generator/runtime/soap.ts";
import { CHUNK_LENGTH } from "../../generator/runtime/xml-writer.ts";
import type { ContentType } from "../../generator/runtime/xml-reader.ts";
import { ArbitraryBuilder } from "./arbitraries.ts";
import { exported, loadPackage, versions, type GeneratedModule, type Version } from "./support.ts";

const SEED = 20261125;
const RUNS = 40;
const soapVersions: readonly SoapVersion[] = ["1.1", "1.2"];

type AnyOperation = OperationDescriptor<unknown, unknown, never>;

function operations(module: GeneratedModule): AnyOperation[] {
  return Object.entries(module)
    .filter(([name]) => name.endsWith("Operation"))
    .map(([, value]) => value as AnyOperation);
}

function writtenByWriter(version: SoapVersion, op: AnyOperation, result: unknown): string {
  const response = op.responseElement;
  if (response === undefined) throw new Error(`${op.name} has no response element`);
  return writeSoapEnvelope(version, { "": op.ns }, (w) => {
    w.start(op.ns, response);
    writeResultElement(w, op, op.ns, op.resultElement ?? response, result);
    w.end();
  });
}

/** Arbitrary requests and results of `op`: values of its types, and `null` and `undefined` results. */
async function arbitraries(
  version: Version,
  op: AnyOperation,
): Promise<{ request: fc.Arbitrary<unknown>; result: fc.Arbitrary<unknown> }> {
  const config = await readConfig(defaultSchemaRoot);
  const { model } = await readInterfaceVersion(config, version);
  if (model === undefined) throw new Error(`version ${version} did not read`);
  const builder = new ArbitraryBuilder({
    types: typeIndex(model),
    shapes: computeShapes(model),
    names: assignNames(model).names,
  });
  // The request element declares its (anonymous) type; the result is of a named type in the operation's
  // namespace.
  const requestElement = model.elements.find(
    (candidate) => candidate.name.namespace === op.ns && candidate.name.local === op.requestElement,
  );
  if (requestElement?.type.kind !== "defined") throw new Error(`no request element ${op.requestElement}`);
  const resultName = (op.result as () => ContentType<unknown>)().name;
  const resultType = model.types.find(
    (candidate) => candidate.name?.namespace === op.ns && candidate.name.local === resultName,
  );
  if (resultType === undefined) throw new Error(`no model type {${op.ns}}${resultName}`);
  return {
    request: builder.value(requestElement.type),
    result: fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
      { weight: 8, arbitrary: builder.value({ kind: "defined", id: resultType.id }) },
    ),
  };
}

function requestByWriter(version: SoapVersion, op: AnyOperation, request: unknown): string {
  return writeSoapEnvelope(version, { "": op.ns }, (w) =>
    op.writeRequest(w, op.ns, op.requestElement, request),
  );
}

describe.each(versions)("version %s: SOAP requests and responses as markup", (version) => {
  it("every operation has a markup function for its request and its result", async () => {
    const ops = operations(await loadPackage(version));
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.filter((op) => op.markupRequest === undefined).map((op) => op.name)).toEqual([]);
    expect(ops.filter((op) => op.markupResult === undefined).map((op) => op.name)).toEqual([]);
  });

  it("writes what the writer writes, for arbitrary requests and arbitrary, nil and absent results", async () => {
    for (const op of operations(await loadPackage(version))) {
      const { request, result } = await arbitraries(version, op);
      fc.assert(
        fc.property(
          request,
          result,
          fc.constantFrom(...soapVersions),
          (requestValue, resultValue, soapVersion) => {
            expect(soapRequestEnvelope(soapVersion, op, requestValue)).toBe(
              requestByWriter(soapVersion, op, requestValue),
            );
            expect(soapResponseEnvelope(soapVersion, op, resultValue)).toBe(
              writtenByWriter(soapVersion, op, resultValue),
            );
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
    }
  });
});

describe("lists longer than the writer's flat pieces (CHUNK_LENGTH)", () => {
  const labelXml = (id: number) => `<label><id>${id}</id><text>label &lt;${id}&gt;</text></label>`;
  const label = (id: number) => ({ id, text: `label <${id}>` });

  it("writes every item once, in order, in nested lists too, and reads back the same", async () => {
    const v15 = await loadPackage("15");
    const op = v15["GetMealsOperation"] as AnyOperation;
    const meals = Array.from({ length: 3_000 }, (_, id) => ({
      id,
      name: `meal ${id}`,
      labels: [label(id), label(100_000 + id)],
    }));
    // One meal whose own list is many pieces long, between short ones.
    meals.splice(1_500, 0, {
      id: -1,
      name: "many labels",
      labels: Array.from({ length: 20_000 }, (_, id) => label(id)),
    });
    const mealXml = (meal: (typeof meals)[number]) =>
      `<meal><id>${meal.id}</id><name>${meal.name}</name><labels>${meal.labels.map((l) => labelXml(l.id)).join("")}</labels></meal>`;
    const xml = soapResponseEnvelope("1.1", op, { meals });
    expect(xml.length).toBeGreaterThan(50 * CHUNK_LENGTH);
    expect(xml).toContain(`<getMealsResult><meals>${meals.map(mealXml).join("")}</meals></getMealsResult>`);
    expect(xml).toBe(writtenByWriter("1.1", op, { meals }));
    const response = v15["GetMealsResponse"] as ContentType<unknown>;
    const read = readSoapEnvelope<unknown>(xml, (ns, local) =>
      ns === op.ns && local === op.responseElement ? response : undefined,
    );
    expect(read.body?.value).toStrictEqual({ getMealsResult: { meals } });
  });

  it("writes a long list of simple items (a booking's guests) whole and in order", async () => {
    const v15 = await loadPackage("15");
    const config = await readConfig(defaultSchemaRoot);
    const { model } = await readInterfaceVersion(config, "15");
    if (model === undefined) throw new Error("version 15 did not read");
    const booking = model.types.find((type) => type.name?.local === "Booking");
    if (booking === undefined) throw new Error("no type Booking");
    const builder = new ArbitraryBuilder({
      types: typeIndex(model),
      shapes: computeShapes(model),
      names: assignNames(model).names,
    });
    const [sample] = fc.sample(builder.value({ kind: "defined", id: booking.id }), {
      seed: SEED,
      numRuns: 1,
    });
    const guests = Array.from({ length: 20_000 }, (_, n) => `guest ${n} & co`);
    const value = { ...(sample as object), adultGuests: guests };
    const markupBooking = exported<(name: string, value: unknown) => string>(v15, "markupBooking");
    const xml = markupBooking("booking", value);
    expect(xml.length).toBeGreaterThan(20 * CHUNK_LENGTH);
    expect(xml).toContain(
      `<adultGuests>${guests.map((g) => `<adultGuest>${g.replace("&", "&amp;")}</adultGuest>`).join("")}</adultGuests>`,
    );
  });
});
