import path from "node:path";
import { createClientAsync } from "soap";
import { describe, expect, it } from "vitest";
import { defaultSchemaRoot } from "../../generator/config.ts";
import { specEndpoints, specOperations } from "./spec-operations.ts";

/** node-soap must load each WSDL from disk, follow the relative types.xsd import and see every operation. */
describe.each(specEndpoints)("node-soap loads version $version, service $service", ({ version, service }) => {
  it("describe() lists the spec's operations with their parameters on both SOAP ports", async () => {
    const client = await createClientAsync(path.join(defaultSchemaRoot, version, `${service}.wsdl`));
    const description = client.describe() as Record<string, Record<string, Record<string, { input: Record<string, unknown> }>>>;
    const expected = specOperations.filter((operation) => operation.version === version && operation.service === service);
    const ports = description[service] ?? {};
    expect(Object.keys(ports)).toEqual([`${service}Soap`, `${service}Soap12`]);
    for (const port of Object.values(ports)) {
      expect(Object.keys(port)).toEqual(expected.map((operation) => operation.name));
      for (const operation of expected) {
        const input = port[operation.name]?.input ?? {};
        const parameters = Object.keys(input).filter((key) => key !== "targetNSAlias" && key !== "targetNamespace");
        expect(parameters).toEqual(operation.parameters.map(([name]) => name));
      }
    }
  });
});
