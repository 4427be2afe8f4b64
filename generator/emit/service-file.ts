import { StructureKind, VariableDeclarationKind, type StatementStructures } from "ts-morph";
import type { Message, Operation, Service } from "../model/index.ts";
import { elementDescriptorName } from "../naming/identifiers.ts";
import { generatedSymbol, typeText, type EmitContext } from "./context.ts";
import { elementStem } from "./elements-file.ts";
import { clark, declarationDocs } from "./docs.ts";
import type { FileScope } from "./file-scope.ts";

/** The global element a document-style message carries, if any. */
function messageElement(message: Message | undefined) {
  const part = message?.parts.find((candidate) => candidate.element !== undefined);
  return part?.element;
}

function elementTypeText(context: EmitContext, scope: FileScope, message: Message | undefined): string {
  const name = messageElement(message);
  if (name === undefined) return "undefined";
  const element = context.model.elements.find(
    (candidate) => candidate.name.namespace === name.namespace && candidate.name.local === name.local,
  );
  if (element === undefined) return "undefined";
  const text = typeText(context, scope, element.type);
  return element.nillable ? `${text} | null` : text;
}

/** The descriptor (from `elements.ts`) of the global element a message carries, or `undefined`. */
function descriptorText(context: EmitContext, scope: FileScope, message: Message | undefined): string {
  const name = messageElement(message);
  const element =
    name === undefined
      ? undefined
      : context.model.elements.find(
          (candidate) => candidate.name.namespace === name.namespace && candidate.name.local === name.local,
        );
  if (element === undefined) return "undefined";
  const descriptor = scope.use(
    generatedSymbol("elements", elementDescriptorName(elementStem(context, element))),
  );
  // The explicit type lets the declaration be emitted without a type checker (isolatedDeclarations).
  return `${descriptor} as typeof ${descriptor}`;
}

function operationEntry(context: EmitContext, scope: FileScope, operation: Operation): string {
  const soapAction = operation.bindings.find((binding) => binding.kind === "soapBinding")?.soapAction ?? "";
  const http = operation.bindings.flatMap((binding) =>
    binding.kind === "httpBinding"
      ? [`${JSON.stringify(binding.protocol)}: ${JSON.stringify(binding.location)}`]
      : [],
  );
  const plainOutput = operation.bindings.find(
    (binding) => binding.kind === "httpBinding" && binding.outputMessage !== undefined,
  )?.outputMessage;
  const protocols = [...new Set(operation.bindings.map((binding) => binding.protocol))];
  return [
    `/** ${operation.provenance.documentation?.replaceAll("*/", "*\\/") ?? operation.name} */`,
    `${operation.name}: {`,
    `name: ${JSON.stringify(operation.name)},`,
    `soapAction: ${JSON.stringify(soapAction)},`,
    `protocols: ${JSON.stringify(protocols)},`,
    `httpLocations: { ${http.join(", ")} },`,
    `request: ${descriptorText(context, scope, operation.input)},`,
    `response: ${descriptorText(context, scope, operation.output)},`,
    `plainResponse: ${descriptorText(context, scope, plainOutput)},`,
    "},",
  ].join("\n");
}

/**
 * A service module, named after the service: the operation table (names, SOAP actions, HTTP locations,
 * the descriptors of the request, SOAP response and bare HTTP response elements) and an interface mapping
 * each operation to its input and output types. The typed client and server handler of the service are
 * added to this module on top of these two declarations.
 */
export function serviceFile(context: EmitContext, scope: FileScope, service: Service): StatementStructures[] {
  const stem = context.names.services.get(service.name) ?? service.name;
  const docs = declarationDocs({
    provenance: service.provenance,
    from: clark({ namespace: service.namespace, local: service.name }),
    xmlName: service.name,
  });
  return [
    {
      kind: StructureKind.Interface,
      name: `${stem}Operations`,
      isExported: true,
      docs: declarationDocs({
        provenance: service.provenance,
        from: clark({ namespace: service.namespace, local: service.name }),
        notes: ["Input and output type of every operation of the service."],
      }),
      properties: service.operations.map((operation) => ({
        name: operation.name,
        docs: declarationDocs({
          provenance: operation.provenance,
          from: clark({ namespace: operation.namespace, local: operation.name }),
        }),
        type: `{ input: ${elementTypeText(context, scope, operation.input)}; output: ${elementTypeText(context, scope, operation.output)} }`,
      })),
    },
    {
      kind: StructureKind.VariableStatement,
      isExported: true,
      declarationKind: VariableDeclarationKind.Const,
      docs,
      declarations: [
        {
          name: stem,
          initializer: [
            "{",
            `name: ${JSON.stringify(service.name)},`,
            `namespace: ${JSON.stringify(service.namespace)},`,
            `ports: ${JSON.stringify(service.ports.map((port) => ({ name: port.name, protocol: port.protocol, address: port.address })))},`,
            "operations: {",
            ...service.operations.map((operation) => operationEntry(context, scope, operation)),
            "},",
            "} as const",
          ].join("\n"),
        },
      ],
    },
  ];
}
