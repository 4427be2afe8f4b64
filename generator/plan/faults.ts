import type { Diagnostic } from "../diagnostics.ts";
import type { ElementDeclaration, FaultMessage, Model, Operation } from "../model/index.ts";
import { faultElement } from "../model/lookup.ts";

/** A declared fault (`wsdl:fault`) whose detail is typed: the element of its message's one part. */
export interface FaultPlan {
  /** The fault. */
  readonly fault: FaultMessage;
  /** The element its detail carries. */
  readonly element: ElementDeclaration;
  /** Whether a SOAP binding binds it with `soap:fault use="encoded"`: its detail is in SOAP encoding. */
  readonly encoded: boolean;
}

/**
 * The typed faults of `operation`, in declaration order, and a warning for each fault of a SOAP-bound operation
 * whose message is several parts or a `type` part: its detail is kept as markup only (`fault.detail`).
 */
export function planFaults(
  model: Model,
  operation: Operation,
): { readonly faults: readonly FaultPlan[]; readonly diagnostics: readonly Diagnostic[] } {
  const soap = operation.bindings.some((binding) => binding.kind === "soapBinding");
  const faults: FaultPlan[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const fault of operation.faults) {
    const element = faultElement(model, operation, fault);
    if (element !== undefined) faults.push({ fault, element, encoded: isEncoded(operation, fault) });
    else if (soap && fault.message.parts.length > 0)
      diagnostics.push({
        severity: "warning",
        message: `fault ${fault.name} of operation ${operation.name} of service ${operation.service} keeps its detail as markup only (SoapFaultError.fault.detail): ${untypedReason(fault)}, where a fault's detail is typed from one element part (WS-I BP R2205)`,
        location: fault.message.provenance.source,
      });
  }
  return { faults, diagnostics };
}

function untypedReason(fault: FaultMessage): string {
  const parts = fault.message.parts;
  const which = `its message '${fault.message.name.local}'`;
  if (parts.length > 1) return `${which} has ${parts.length} parts`;
  return `${which} has part '${parts[0]?.name ?? ""}' of a type`;
}

function isEncoded(operation: Operation, fault: FaultMessage): boolean {
  return operation.bindings.some(
    (binding) => binding.kind === "soapBinding" && binding.encodedFaults?.includes(fault.name) === true,
  );
}
