// The server writes a SOAP response as the result's markup between constant envelope text, and the client a
// request likewise (`soapResponseEnvelope`, `soapRequestEnvelope`); the writer path (`writeSoapEnvelope` with
// the generated writers) stays for types without a markup function. Both must
// write the same bytes: arbitrary requests and results of every operation of both packages
// (test/generated/arbitraries.ts), nil and absent results too, in SOAP 1.1 and 1.2.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSchemaRoot, readConfig } from "../../generator/config.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import { planShapes, typeIndex } from "../../generator/plan/members.ts";
import { readInterfaceVersion } from "../../generator/read.ts";
import {
  soapRequestEnvelope,
  soapResponseEnvelope,
  writeResultElement,
  type OperationDescriptor,
} from "../../generator/runtime/operation.ts";
import { writeSoapEnvelope, type SoapVersion } from "../../generator/runtime/soap.ts";
import type { ContentType } from "../../generator/runtime/xml-reader.ts";
import { ArbitraryBuilder } from "./arbitraries.ts";
import { loadPackage, versions, type GeneratedModule, type Version } from "./support.ts";

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
  return writeSoapEnvelope(version, { "": op.ns }, (w) => {
    w.start(op.ns, op.responseElement);
    writeResultElement(w, op, op.resultElement, result);
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
    shapes: planShapes(model),
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
