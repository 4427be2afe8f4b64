import type {
  HttpOperationBinding,
  Message,
  Model,
  Operation,
  SourceLocation,
  TypeDefinition,
  TypeId,
} from "../model/index.ts";
import { globalElement } from "../model/lookup.ts";
import type { ElementMember } from "../shape/compute-shapes.ts";

// What HTTP GET/POST carry: each request member as one query or form field of a simple value, and the response as
// an XML document. An operation bound to them only (no SOAP binding) must fit them whole.

/** Whether a member's value is simple: a built-in type or a simple type, as one field's text carries it. */
export function isSimple(types: ReadonlyMap<TypeId, TypeDefinition>, member: ElementMember): boolean {
  return member.type.kind === "builtin" || types.get(member.type.id)?.kind === "simpleType";
}

/**
 * Why the output message of an operation bound only to HTTP GET/POST does not give the response document's root,
 * one element part (what `mime:mimeXml` names); undefined when it does.
 */
export function plainOutputProblem(model: Model, message: Message): string | undefined {
  const which = `its output message '${message.name.local}'`;
  const [part, ...rest] = message.parts;
  if (part === undefined || rest.length > 0)
    return `${which} has ${message.parts.length} parts, where an HTTP GET/POST response is one element`;
  if (part.element === undefined)
    return `${which} has part '${part.name}' of a type, where an HTTP GET/POST response (mime:mimeXml) is an element that names the document's root`;
  return globalElement(model, part.element) === undefined ? `${which} names no declared element` : undefined;
}

/**
 * Why the HTTP bindings of an operation no SOAP binding types cannot be planned; undefined when they can. Its
 * parameters travel as query or form fields and its response is an XML document: a non-XML `mime:content` output is
 * not supported, and every binding must take the same parameters.
 */
export function plainBindingProblem(
  bindings: readonly HttpOperationBinding[],
): { readonly unsupported: string; readonly location: SourceLocation } | undefined {
  for (const binding of bindings) {
    const location = binding.provenance.source;
    if (binding.output.kind === "mime" && !/^(text|application)\/xml$/i.test(binding.output.type))
      return {
        unsupported: `its HTTP binding '${binding.binding.local}' answers mime:content type '${binding.output.type}', where an XML document is supported`,
        location,
      };
  }
  const [first, ...rest] = bindings;
  const other = rest.find((binding) => binding.parametersType !== first?.parametersType);
  return first === undefined || other === undefined
    ? undefined
    : {
        unsupported: `its HTTP bindings '${first.binding.local}' and '${other.binding.local}' take different parameters`,
        location: other.provenance.source,
      };
}

/**
 * Why a request member of an operation bound only to HTTP GET/POST cannot travel as a query or form field, which
 * carries one simple value; undefined when every member can.
 */
export function plainParameterProblem(
  types: ReadonlyMap<TypeId, TypeDefinition>,
  operation: Operation,
  members: readonly ElementMember[] | undefined,
  fromParts: boolean,
): string | undefined {
  if (members === undefined)
    return "its request has content other than child elements, which HTTP GET/POST fields cannot carry";
  const again = members.find((candidate) => candidate.occurrence !== undefined);
  if (again !== undefined)
    return `its request declares '${again.name.local}' twice, which HTTP GET query or POST form fields cannot tell apart`;
  const member = members.find((candidate) => !isSimple(types, candidate) || candidate.repeated);
  if (member === undefined) return undefined;
  const which = fromParts
    ? `its input message '${operation.input.name.local}' has part '${member.name.local}'`
    : `its request member '${member.name.local}' is`;
  const type = member.type.kind === "builtin" ? member.type.name : member.type.id;
  const field = "an HTTP GET query or POST form field carries one simple value";
  return isSimple(types, member)
    ? `${which} repeated, where ${field}`
    : `${which} of complex type ${type}, where ${field}`;
}
