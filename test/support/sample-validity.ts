// Whether the sample values a generated package carries are valid: every operation's sample request and result,
// plain and edge-case, against the package's own validators, and each over the wire through the generated client
// against the generated server (strict reading, response validation), the mock and the edge-case mock answering.
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { emitContext } from "../../generator/emit/context.ts";
import { requestSample } from "../../generator/emit/service-file.ts";
import type { InterfaceVersion } from "../../generator/config.ts";
import type { Model } from "../../generator/model/index.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import type { NameOverrides } from "../../generator/naming/names-file.ts";
import { planPackage } from "../../generator/plan/plan-package.ts";
import { SampleBuilder, type SampleValue } from "../../generator/samples/sample-values.ts";
import { computeShapes } from "../../generator/shape/compute-shapes.ts";

/** The edge-case sample request of every operation, by `<service>.<operation>` (XML names). */
export function edgeCaseRequests(
  version: InterfaceVersion,
  model: Model,
  overrides?: NameOverrides,
): ReadonlyMap<string, SampleValue> {
  const shapes = computeShapes(model);
  const names = assignNames(model, shapes, overrides).names;
  const plan = planPackage(version, model, names, shapes);
  const context = emitContext(model, names, plan.shapes, version.namespace);
  const samples = new SampleBuilder(
    { types: context.types, shapes: context.shapes, names, elements: model.elements },
    { edgeCases: true },
  );
  return new Map(
    plan.services.flatMap((service) =>
      service.operations.map(
        (operation) =>
          [
            `${service.service.name}.${operation.operation.name}`,
            requestSample(context, samples, operation),
          ] as const,
      ),
    ),
  );
}

interface Issue {
  readonly path: string;
  readonly message: string;
}

interface Operation {
  readonly name: string;
  readonly transports: readonly string[];
  readonly sample?: { readonly request: unknown; readonly result: unknown };
  readonly soap12Request?: unknown;
  validateRequest?(request: unknown): readonly Issue[];
  validateResult?(result: unknown): readonly Issue[];
  invoke(handlers: unknown, request: unknown, context: unknown): Promise<unknown>;
}

interface Service {
  readonly name: string;
  readonly path: string;
  readonly operations: readonly Operation[];
}

/** What the check uses of a package's `index` module. */
export interface SampledPackage {
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
  readonly SoapClient: new (
    path: string,
    options: Record<string, unknown>,
  ) => { call(op: unknown, request: unknown, options: object): Promise<unknown> };
  readonly [name: string]: unknown;
}

function isService(value: unknown): value is Service {
  return (
    typeof value === "object" &&
    value !== null &&
    Array.isArray((value as Service).operations) &&
    typeof (value as Service).path === "string"
  );
}

function described(issues: readonly Issue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
}

/**
 * Every problem with the samples of a package, as `<service>.<operation> <what>: <problem>`: none when each
 * sample request and result is valid and each call over each transport succeeds. `index` and `mock` are the
 * package's modules; `edgeRequests` comes from {@link edgeCaseRequests}.
 */
export async function sampleProblems(
  index: SampledPackage,
  mock: Readonly<Record<string, unknown>>,
  edgeRequests: ReadonlyMap<string, SampleValue>,
): Promise<string[]> {
  const problems: string[] = [];
  const services = Object.entries(index).filter((entry): entry is [string, Service] => isService(entry[1]));
  for (const [stem, service] of services) {
    const edgeMock = mock[`${stem}EdgeCaseMock`];
    for (const op of service.operations) {
      const at = `${service.name}.${op.name}`;
      const check = (what: string, issues: readonly Issue[] | undefined) => {
        if (issues !== undefined && issues.length > 0) problems.push(`${at} ${what}: ${described(issues)}`);
      };
      const edgeRequest = edgeRequests.get(at);
      if (op.sample === undefined || edgeRequest === undefined) {
        problems.push(`${at}: no sample`);
        continue;
      }
      check("request", op.validateRequest?.(op.sample.request));
      check("edge-case request", op.validateRequest?.(edgeRequest));
      const edgeResult = await op.invoke(edgeMock, edgeRequest, {});
      for (const [what, result] of [
        ["result", op.sample.result],
        ["edge-case result", edgeResult],
      ] as const)
        if (result !== undefined && result !== null) check(what, op.validateResult?.(result));
    }
    for (const [kind, handlers] of [
      ["mock", mock[`${stem}Mock`]],
      ["edge-case mock", edgeMock],
    ] as const) {
      const server = index.createSoapServer(index.createServiceListener(service, handlers));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const client = new index.SoapClient(service.path, {
          baseUrl,
          validateResponse: true,
          readOptions: { strict: true },
        });
        for (const op of service.operations) {
          const at = `${service.name}.${op.name}`;
          const request = kind === "mock" ? op.sample?.request : edgeRequests.get(at);
          // The sample is the SOAP 1.1 request, which does not fit where the SOAP 1.2 bindings' body differs.
          const transports = op.transports.filter(
            (transport) => transport !== "soap12" || op.soap12Request === undefined,
          );
          for (const transport of transports)
            await client.call(op, request, { transport }).catch((error: unknown) => {
              problems.push(`${at} ${kind} ${transport}: ${String(error)}`);
            });
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
  }
  return problems;
}
