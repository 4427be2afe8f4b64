import { StructureKind, type FunctionDeclarationStructure, type StatementStructures } from "./structures.ts";
import { edgeCaseMockName, handlersName, mockListenersName, mockName } from "../naming/identifiers.ts";
import type { ServicePlan } from "../plan/operations.ts";
import { SampleBuilder } from "../samples/sample-values.ts";
import { generatedSymbol, type EmitContext } from "./context.ts";
import { clark, declarationDocs, generatedDocs } from "./docs.ts";
import type { FileScope } from "./file-scope.ts";
import { laidOutHandler, type LaidOut } from "./sample-layout.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";
import { sampleLiteral } from "./sample-literal.ts";
import { operationNames, resultSample, serviceStem } from "./service-file.ts";

/**
 * `src/mock.ts` (the package's `./mock` export): per service, handlers that answer every operation with
 * deterministic, schema-valid sample data, for client teams to develop and test against: what a service
 * typically sends, and (the edge-case mock) nil items and members and derived types that peers must handle too.
 * Each edge-case handler `laidOutHandler` can lay out as prettier would (most of the module on services of many
 * operations) is added to `laidOut`, its text and its layout.
 */
export function mockFile(
  context: EmitContext,
  scope: FileScope,
  services: readonly ServicePlan[],
  laidOut: LaidOut[],
): StatementStructures[] {
  return [
    ...mockHandlers(context, scope, services, false, laidOut),
    ...mockHandlers(context, scope, services, true, laidOut),
    mockListeners(context, scope, services),
  ];
}

/** `mockListeners(options)`: a listener per service path answered by the mocks, ready for `createRouter`. */
function mockListeners(
  context: EmitContext,
  scope: FileScope,
  services: readonly ServicePlan[],
): FunctionDeclarationStructure {
  const create = scope.use(runtimeSymbol("createServiceListener"));
  const security = scope.use(runtimeSymbol("securityBlockName"));
  // Services at one path (Travelport's Util.wsdl has seven) are answered by one listener.
  const byPath = new Map<string, ServicePlan[]>();
  for (const service of services) {
    const key = service.path.toLowerCase();
    byPath.set(key, [...(byPath.get(key) ?? []), service]);
  }
  const mocked = (service: ServicePlan) => {
    const stem = serviceStem(context, service.service.name);
    const descriptor = scope.use(generatedSymbol(stem, stem));
    return { descriptor, handlers: `edgeCases ? ${edgeCaseMockName(stem)} : ${mockName(stem)}` };
  };
  const entries = [...byPath.values()].map(([first, ...others]) => {
    if (first === undefined) return "";
    const { descriptor, handlers } = mocked(first);
    if (others.length === 0)
      return `[${descriptor}.path]: ${create}(${descriptor}, ${handlers}, understood),`;
    const pairs = [first, ...others].map((service) => {
      const each = mocked(service);
      return `[${each.descriptor}, ${each.handlers}],`;
    });
    return `[${descriptor}.path]: ${scope.use(runtimeSymbol("createServicesListener"))}([\n${pairs.join("\n")}\n], understood),`;
  });
  return {
    kind: StructureKind.Function,
    leadingTrivia: "\n",
    isExported: true,
    name: mockListenersName,
    docs: generatedDocs(
      "Request listeners of every service of this version answered by the mock handlers, by service path: " +
        "`createSoapServer(createRouter(mockListeners()))` serves them all; `edgeCases` answers with the " +
        "edge-case mocks instead. They take a WS-Security block marked mustUnderstand, as clients of a service " +
        "with a security policy send it, without checking it (`options.understoodHeaders` replaces that).",
      `wsdl:service ${
        services.length === 0
          ? "(none)"
          : services
              .map((service) => clark({ namespace: service.service.namespace, local: service.service.name }))
              .join(", ")
      }`,
    ),
    parameters: [
      { name: "options", type: scope.use(runtimeSymbol("ServiceListenerOptions")), initializer: "{}" },
      { name: "edgeCases", initializer: "false" },
    ],
    returnType: `Readonly<Record<string, ReturnType<typeof ${create}>>>`,
    statements: [
      `const understood = { understoodHeaders: [${security}], ...options };`,
      `return {\n${entries.join("\n")}\n};`,
    ],
  };
}

function mockHandlers(
  context: EmitContext,
  scope: FileScope,
  services: readonly ServicePlan[],
  edgeCases: boolean,
  laidOut: LaidOut[],
): StatementStructures[] {
  // The typical mock answers each operation's `<Operation>Sample`; the edge-case one builds its own results.
  const samples = edgeCases
    ? new SampleBuilder(
        {
          types: context.types,
          shapes: context.shapes,
          names: context.names,
          elements: context.model.elements,
        },
        { edgeCases },
      )
    : undefined;
  return services.map((service) => {
    const stem = serviceStem(context, service.service.name);
    const handlers = scope.use(generatedSymbol(stem, handlersName(stem), true));
    const methods = service.operations.map((plan) => {
      const names = operationNames(context, plan.operation);
      if (plan.response.kind !== "result") return `${names.method}: async () => undefined,`;
      if (samples === undefined)
        return `${names.method}: async () => ${scope.use(generatedSymbol(stem, names.sample))}.result,`;
      const result = resultSample(context, samples, plan);
      const text = `${names.method}: async () => (${result === undefined ? "undefined" : sampleLiteral(result)}),`;
      const formatted = laidOutHandler(names.method, result);
      if (formatted !== undefined) laidOut.push({ text, formatted });
      return text;
    });
    return {
      kind: StructureKind.VariableStatement,
      leadingTrivia: "\n",
      isExported: true,
      docs: declarationDocs({
        provenance: service.service.provenance,
        from: clark({ namespace: service.service.namespace, local: service.service.name }),
        notes: [
          edgeCases
            ? "Edge-case mock handlers: like the mock handlers, but with what a peer must also handle: the " +
              "second item of a nillable list and nillable members of third items nil, and derived types (with " +
              "`xsi:type`) in turn."
            : "Mock handlers: every operation answers its sample result (`<Operation>Sample`), whatever the " +
              "request, as a service typically sends it (every optional member filled down to three levels of " +
              "nesting, lists of three items near the top and one deeper down, no nil, each element of its " +
              "declared type).",
        ],
      }),
      declarations: [
        {
          name: edgeCases ? edgeCaseMockName(stem) : mockName(stem),
          type: handlers,
          initializer: `{\n${methods.join("\n")}\n}`,
        },
      ],
    };
  });
}
