import type { Diagnostic } from "../diagnostics.ts";
import type { DraftModel } from "../map/draft.ts";
import type { SymbolSpace } from "../map/draft.ts";
import { aliasKey, xsdNamespace } from "../map/sink.ts";
import { isBuiltinTypeName } from "../model/builtins.ts";
import type { QName, SourceLocation } from "../model/index.ts";
import { namespaces, undeclaredPrefixOf } from "../parse/namespaces.ts";
import { keyOf, spaceNames, type SymbolTable } from "./symbols.ts";

/**
 * Phase two: every reference by name must reach a declaration in its symbol space. A missing one is
 * reported where it is written (a message's part, with `leaveOutParts`, as a warning: see leaveOutMessages),
 * naming the referring construct and the missing name, and saying so when no schema or WSDL for that namespace
 * was read at all (a forgotten import), or that an unprefixed name in no namespace is declared in one (a
 * forgotten prefix).
 */
export function linkReferences(draft: DraftModel, symbols: SymbolTable, leaveOutParts = true): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const namespaces = new Set(draft.namespaces);
  for (const reference of draft.references) {
    const key = keyOf(reference.name);
    if (symbols[reference.space].has(key)) continue;
    const hint = hintOf(reference.name, reference.space, symbols, namespaces);
    const part = leaveOutParts && reference.partOf !== undefined;
    const skipped = skippedWhenMissing.has(reference.space);
    const leftOut = part
      ? `; wsdl:message '${reference.partOf?.local ?? ""}' is left out`
      : skipped
        ? `; ${reference.from} is left out`
        : "";
    diagnostics.push({
      severity: skipped || part ? "warning" : "error",
      message: `${reference.from} refers to ${spaceNames[reference.space]} '${key}', which is not declared${hint}${leftOut}`,
      location: reference.provenance.source,
    });
  }
  return diagnostics;
}

/**
 * The draft without the messages a part of which names an element or type that is not declared, as if they were
 * not declared, and a warning for each port type operation or fault that goes with them: a WSDL that misses one
 * schema, or whose messages name one element wrongly, keeps the rest of its services.
 */
export function leaveOutMessages(
  draft: DraftModel,
  symbols: SymbolTable,
): { readonly draft: DraftModel; readonly diagnostics: readonly Diagnostic[] } {
  const leftOut = new Set<string>();
  for (const reference of draft.references)
    if (reference.partOf !== undefined && !symbols[reference.space].has(keyOf(reference.name)))
      leftOut.add(keyOf(reference.partOf));
  if (leftOut.size === 0) return { draft, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  for (const portType of draft.portTypes)
    for (const operation of portType.operations) {
      const where = `wsdl:operation '${operation.name}' of wsdl:portType '${portType.name.local}'`;
      const message = [operation.input, operation.output].find(
        (name) => name !== undefined && leftOut.has(keyOf(name)),
      );
      if (message !== undefined)
        diagnostics.push({
          severity: "warning",
          message: `${where} is left out: its wsdl:message '${message.local}' is`,
          location: operation.provenance.source,
        });
      else
        for (const fault of operation.faults)
          if (leftOut.has(keyOf(fault.message)))
            diagnostics.push({
              severity: "warning",
              message: `wsdl:fault '${fault.name}' of ${where} is left out: its wsdl:message '${fault.message.local}' is`,
              location: operation.provenance.source,
            });
    }
  return {
    draft: { ...draft, messages: draft.messages.filter((message) => !leftOut.has(keyOf(message.name))) },
    diagnostics,
  };
}

/**
 * The namespaces that references name while no schema or WSDL read declares them, each with where it is first
 * named: an import missing (Rails' WSDLs name `soapenc:Array` without importing SOAP encoding), or one that could
 * not be read.
 */
export function undeclaredNamespaces(
  draft: DraftModel,
  symbols: SymbolTable,
): ReadonlyMap<string, SourceLocation> {
  const declared = new Set(draft.namespaces);
  const undeclared = new Map<string, SourceLocation>();
  for (const reference of draft.references) {
    const namespace = reference.name.namespace;
    if (declared.has(namespace) || undeclared.has(namespace)) continue;
    if (!symbols[reference.space].has(keyOf(reference.name)))
      undeclared.set(namespace, reference.provenance.source);
  }
  return undeclared;
}

/**
 * The WSDL components whose users can be left out, each with a warning, when they are missing: the port of a
 * missing binding, the operations of a missing port type, an operation, fault or header of a missing message.
 * Cut-down and hand-merged WSDLs miss them often, and the rest of the service is still whole. A schema
 * component that is missing stays an error: the content that names it would have no type.
 */
const skippedWhenMissing: ReadonlySet<SymbolSpace> = new Set(["message", "portType", "binding"]);

/**
 * What the user may have meant: the same name declared as another kind of component (`type=` naming an
 * element), the namespaces where an unprefixed name is declared, or a forgotten import.
 */
function hintOf(
  name: { readonly namespace: string; readonly local: string },
  space: SymbolSpace,
  symbols: SymbolTable,
  namespaces: ReadonlySet<string>,
): string {
  const key = keyOf(name);
  const other = (Object.keys(spaceNames) as (keyof typeof spaceNames)[]).find((each) =>
    symbols[each].has(key),
  );
  if (other !== undefined) return `; it is declared as ${article(spaceNames[other])} ${spaceNames[other]}`;
  if (name.namespace === xsdNamespace) return "; XML Schema has no built-in type of that name";
  const prefix = undeclaredPrefixOf(name.namespace);
  if (prefix !== undefined) return `; its prefix '${prefix}' is not declared`;
  if (name.namespace === "") {
    const elsewhere = [...symbols[space].keys()].filter((each) => each.endsWith(`}${name.local}`));
    if (elsewhere.length > 0)
      return `; ${elsewhere.map((each) => `'${each}'`).join(", ")} is declared: an unprefixed name is in no namespace where no default namespace (xmlns) is declared (missing prefix?)`;
  }
  return namespaces.has(name.namespace)
    ? ""
    : `; no schema or WSDL for namespace '${name.namespace}' was read (an import missing, or one that could not be read?)`;
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? "an" : "a";
}

/**
 * The names that references reaching nothing are meant as, when they are unprefixed or their prefix is not
 * declared. Where no default namespace is declared, `type="Address"` names `{}Address`, a mistake common in
 * hand-written schemas (as is `type="tns:Address"` without `xmlns:tns`); when exactly one component of that
 * kind and local name is declared, in any namespace, that one is meant (XSD's built-in types count:
 * `type="string"` means `xs:string` where no other `string` is declared).
 * Keyed for {@link DraftSink}'s aliases; mapping again with them resolves those references.
 */
/**
 * Whether `name` may have been written without the prefix its author meant: unprefixed in no namespace, through
 * an undeclared prefix, or unprefixed under a default namespace of WSDL's or XSD's own (`type="Address"` under
 * `xmlns="http://www.w3.org/2001/XMLSchema"`), where no schema or WSDL declares anything but XSD's built-in types.
 */
export function isPrefixSlip(space: SymbolSpace, name: QName): boolean {
  const written = name.namespace;
  return (
    written === "" ||
    undeclaredPrefixOf(written) !== undefined ||
    written === namespaces.wsdl ||
    (written === xsdNamespace && space === "type" && !isBuiltinTypeName(name.local))
  );
}

export function unqualifiedAliases(draft: DraftModel, symbols: SymbolTable): ReadonlyMap<string, QName> {
  const aliases = new Map<string, QName>();
  for (const reference of draft.references) {
    if (!isPrefixSlip(reference.space, reference.name) || symbols[reference.space].has(keyOf(reference.name)))
      continue;
    const candidates: QName[] =
      reference.space === "type" && isBuiltinTypeName(reference.name.local)
        ? [{ namespace: xsdNamespace, local: reference.name.local }]
        : [];
    for (const declared of symbols[reference.space].values() as Iterable<{ readonly name?: QName }>)
      if (declared.name?.local === reference.name.local) candidates.push(declared.name);
    const [only] = candidates;
    if (only !== undefined && candidates.length === 1)
      aliases.set(aliasKey(reference.space, reference.name), only);
  }
  return aliases;
}
