import type { DraftElementDeclaration, DraftElementRef, DraftModelGroup } from "../map/draft.ts";
import type { TypeRef } from "../model/index.ts";
import { keyOf, symbolTable, type SymbolTable } from "../resolve/symbols.ts";
import type { Pass } from "./pass.ts";
import { mapParticles } from "./walk.ts";

function sameType(a: TypeRef, b: TypeRef): boolean {
  return a.kind === "builtin"
    ? b.kind === "builtin" && a.name === b.name
    : b.kind === "defined" && a.id === b.id;
}

/**
 * Whether `member` may stand where `head` is referenced: not when the head blocks substitution, nor when the
 * derivation from the member's type up to the head's uses a method the head element or a type on the way blocks.
 */
function substitutable(
  member: DraftElementDeclaration,
  head: DraftElementDeclaration,
  symbols: SymbolTable,
): boolean {
  const blocked = new Set<string>(head.block);
  if (blocked.has("substitution")) return false;
  const methods = new Set<string>();
  const headType = head.type ?? { kind: "builtin", name: "anyType" };
  let current = member.type ?? headType;
  const seen = new Set<string>();
  while (!sameType(current, headType) && current.kind === "defined" && !seen.has(current.id)) {
    seen.add(current.id);
    const definition = symbols.type.get(current.id);
    if (definition === undefined) break;
    const derivation =
      definition.kind === "complexType"
        ? definition.derivation
        : definition.derivation.kind === "restriction"
          ? { method: "restriction" as const, base: definition.derivation.base }
          : undefined;
    methods.add(derivation?.method ?? "restriction");
    if (derivation === undefined) break;
    const base = derivation.base.kind === "defined" ? symbols.type.get(derivation.base.id) : undefined;
    if (base?.kind === "complexType") for (const method of base.block) blocked.add(method);
    current = derivation.base;
  }
  return ![...methods].some((method) => blocked.has(method));
}

/**
 * Each `xs:element ref` to the head of a substitution group becomes a choice, with the reference's occurrence,
 * of the elements that may stand there: the head unless it is abstract, then every member of the group,
 * transitively, in declaration order, that is not abstract and that the head's `block` (or its types') admits.
 * The choice records its head, so that shapes and names can say it is one. Members may come from any schema of
 * the model. An abstract head that no element may replace stays a reference, with a warning. An abstract head
 * records the elements that may stand for it (`substitutes`), for where it is used whole.
 */
export const expandSubstitutionGroups: Pass = (state, context) => {
  const symbols = symbolTable(state.draft);
  const byHead = new Map<string, DraftElementDeclaration[]>();
  for (const element of state.draft.elements)
    if (element.substitutionGroup !== undefined) {
      const key = keyOf(element.substitutionGroup);
      byHead.set(key, [...(byHead.get(key) ?? []), element]);
    }
  const substitutes = (head: DraftElementDeclaration): DraftElementDeclaration[] => {
    const found: DraftElementDeclaration[] = [];
    const seen = new Set([keyOf(head.name)]);
    const visit = (key: string): void => {
      for (const member of byHead.get(key) ?? []) {
        const memberKey = keyOf(member.name);
        if (seen.has(memberKey)) continue;
        seen.add(memberKey);
        if (!member.abstract && substitutable(member, head, symbols)) found.push(member);
        visit(memberKey);
      }
    };
    visit(keyOf(head.name));
    return found;
  };
  // Abstract heads used whole (a message part, a document root) are written as one of these.
  const elements = state.draft.elements.map((element) => {
    if (!element.abstract || !byHead.has(keyOf(element.name))) return element;
    const members = substitutes(element);
    return members.length === 0 ? element : { ...element, substitutes: members.map((member) => member.name) };
  });
  const draft = mapParticles({ ...state.draft, elements }, (particle) => {
    if (particle.kind !== "elementRef") return particle;
    const head = symbols.element.get(keyOf(particle.ref));
    if (head === undefined || !byHead.has(keyOf(head.name))) return particle;
    const members = substitutes(head);
    if (members.length === 0) {
      if (head.abstract)
        context.report({
          severity: "warning",
          message:
            `xs:element ref '${head.name.local}' names an abstract element that no element of its substitution ` +
            "group may replace here: it is read and written as itself, which a validating peer refuses",
          location: particle.provenance.source,
        });
      return particle;
    }
    // Each alternative takes its documentation from its own declaration, not from the reference.
    const at = { source: particle.provenance.source, construct: particle.provenance.construct };
    const alternatives = [...(head.abstract ? [] : [head]), ...members].map((element): DraftElementRef => ({
      kind: "elementRef",
      ref: element.name,
      minOccurs: 1,
      maxOccurs: 1,
      provenance: at,
    }));
    const choice: DraftModelGroup = {
      kind: "choice",
      substitutionGroup: head.name,
      minOccurs: particle.minOccurs,
      maxOccurs: particle.maxOccurs,
      particles: alternatives,
      provenance: particle.provenance,
    };
    return choice;
  });
  return { ...state, draft };
};
