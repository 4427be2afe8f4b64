// The server writes a SOAP response as the result's markup between constant envelope text
// (`responseMarkup` and `markupSoapEnvelope`); the writer path (`writeSoapEnvelope`, the response element
// and `writeResultElement`) stays for results without a markup function. Both must write the same bytes:
// arbitrary results of every operation of both packages (test/generated/arbitraries.ts), nil and absent
// results too, in SOAP 1.1 and 1.2.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSchemaRoot, readConfig } from "../../generator/config.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import { planShapes, typeIndex } from "../../generator/plan/members.ts";
import { readInterfaceVersion } from "../../generator/read.ts";
import {
  responseMarkup,
  writeResultElement,
  type OperationDescriptor,
} from "../../generator/runtime/operation.ts";
import { markupSoapEnvelope, writeSoapEnvelope, type SoapVersion } from "../../generator/runtime/soap.ts";
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

function writtenAsMarkup(version: SoapVersion, op: AnyOperation, result: unknown): string {
  const markup = responseMarkup(op, result);
  if (markup === undefined) throw new Error(`${op.name} has no markup function`);
  return markupSoapEnvelope(version, { "": op.ns }, markup);
}

/** Arbitrary results of `op`: values of its result type, `null` and `undefined`. */
async function resultArbitrary(version: Version, op: AnyOperation): Promise<fc.Arbitrary<unknown>> {
  const config = await readConfig(defaultSchemaRoot);
  const { model } = await readInterfaceVersion(config, version);
  if (model === undefined) throw new Error(`version ${version} did not read`);
  // A result with a markup function is of a complex type in the operation's namespace.
  const resultName = (op.result as () => ContentType<unknown>)().name;
  const type = model.types.find(
    (candidate) => candidate.name?.namespace === op.ns && candidate.name.local === resultName,
  );
  if (type === undefined) throw new Error(`no model type {${op.ns}}${resultName}`);
  const builder = new ArbitraryBuilder({
    types: typeIndex(model),
    shapes: planShapes(model),
    names: assignNames(model).names,
  });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
    { weight: 8, arbitrary: builder.value({ kind: "defined", id: type.id }) },
  );
}

describe.each(versions)("version %s: SOAP responses as markup", (version) => {
  it("every operation has a markup function for its result", async () => {
    const ops = operations(await loadPackage(version));
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.filter((op) => op.markupResult === undefined).map((op) => op.name)).toEqual([]);
  });

  it("writes what the writer writes, for arbitrary, nil and absent results", async () => {
    for (const op of operations(await loadPackage(version))) {
      const results = await resultArbitrary(version, op);
      fc.assert(
        fc.property(results, fc.constantFrom(...soapVersions), (result, soapVersion) => {
          expect(writtenAsMarkup(soapVersion, op, result)).toBe(writtenByWriter(soapVersion, op, result));
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }
  });
});
