import { StructureKind, VariableDeclarationKind, type StatementStructures } from "ts-morph";
import type { Message, Operation, Service } from "../model/index.ts";
import { typeText, type EmitContext } from "./context.ts";
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

function operationEntry(operation: Operation): string {
  const input = messageElement(operation.input);
  const output = messageElement(operation.output);
  const soapAction = operation.bindings.find((binding) => binding.kind === "soapBinding")?.soapAction ?? "";
  const http = operation.bindings.flatMap((binding) =>
    binding.kind === "httpBinding"
      ? [`${JSON.stringify(binding.protocol)}: ${JSON.stringify(binding.location)}`]
      : [],
  );
  const protocols = [...new Set(operation.bindings.map((binding) => binding.protocol))];
  return [
    `/** ${operation.provenance.documentation?.replaceAll("*/", "*\\/") ?? operation.name} */`,
    `${operation.name}: {`,
    `name: ${JSON.stringify(operation.name)},`,
    `soapAction: ${JSON.stringify(soapAction)},`,
    `protocols: ${JSON.stringify(protocols)},`,
    `httpLocations: { ${http.join(", ")} },`,
    `input: ${input === undefined ? "undefined" : JSON.stringify({ namespace: input.namespace, local: input.local })},`,
    `output: ${output === undefined ? "undefined" : JSON.stringify({ namespace: output.namespace, local: output.local })},`,
    "},",
  ].join("\n");
}

/**
 * A service module: the operation table (names, SOAP actions, HTTP locations, element names and their
 * codecs) and an interface mapping each operation to its input and output types. Clients and server
 * handlers are built on these two declarations.
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
            ...service.operations.map((operation) => operationEntry(operation)),
            "},",
            "} as const",
          ].join("\n"),
        },
      ],
    },
  ];
}
