import {
  StructureKind,
  VariableDeclarationKind,
  type FunctionDeclarationStructure,
  type StatementStructures,
} from "ts-morph";
import { handlersName, mockListenersName, mockName } from "../naming/identifiers.ts";
import type { ServicePlan } from "../plan/operations.ts";
import { generatedSymbol, type EmitContext } from "./context.ts";
import { clark, declarationDocs, generatedDocs } from "./docs.ts";
import type { FileScope } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";
import { operationNames, serviceStem } from "./service-file.ts";

/**
 * `src/mock.ts` (the package's `./mock` export): per service, handlers that answer every operation with
 * deterministic, schema-valid sample data, for client teams to develop and test against.
 */
export function mockFile(
  context: EmitContext,
  scope: FileScope,
  services: readonly ServicePlan[],
): StatementStructures[] {
  return [...mockHandlers(context, scope, services), mockListeners(context, scope, services)];
}

/** `mockListeners(options)`: a listener per service path answered by the mocks, ready for `createRouter`. */
function mockListeners(
  context: EmitContext,
  scope: FileScope,
  services: readonly ServicePlan[],
): FunctionDeclarationStructure {
  const create = scope.use(runtimeSymbol("createServiceListener"));
  const entries = services.map((service) => {
    const stem = serviceStem(context, service.service.name);
    const descriptor = scope.use(generatedSymbol(stem, stem));
    return `[${descriptor}.path]: ${create}(${descriptor}, ${mockName(stem)}, options),`;
  });
  return {
    kind: StructureKind.Function,
    leadingTrivia: "\n",
    isExported: true,
    name: mockListenersName,
    docs: generatedDocs(
      "Request listeners of every service of this version answered by the mock handlers, by service path: " +
        "`createSoapServer(createRouter(mockListeners()))` serves them all.",
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
    ],
    returnType: `Readonly<Record<string, ReturnType<typeof ${create}>>>`,
    statements: [`return {\n${entries.join("\n")}\n};`],
  };
}

function mockHandlers(
  context: EmitContext,
  scope: FileScope,
  services: readonly ServicePlan[],
): StatementStructures[] {
  return services.map((service) => {
    const stem = serviceStem(context, service.service.name);
    const handlers = scope.use(generatedSymbol(stem, handlersName(stem), true));
    const methods = service.operations.map((plan) => {
      const names = operationNames(context, plan.operation);
      return `${names.method}: async () => ${scope.use(generatedSymbol(stem, names.sample))}.result,`;
    });
    return {
      kind: StructureKind.VariableStatement,
      leadingTrivia: "\n",
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs: declarationDocs({
        provenance: service.service.provenance,
        from: clark({ namespace: service.service.namespace, local: service.service.name }),
        notes: [
          "Mock handlers: every operation answers its sample result (`<Operation>Sample`), whatever the " +
            "request (every optional member filled down to three levels of nesting, lists of three items near " +
            "the top and one deeper down, nil where nillable in some items).",
        ],
      }),
      declarations: [{ name: mockName(stem), type: handlers, initializer: `{\n${methods.join("\n")}\n}` }],
    };
  });
}
