import type { Diagnostic } from "../diagnostics.ts";
import type { SourceLocation } from "../model/index.ts";
import type { Rename } from "./name-map.ts";
import { namespaceQualifiers, numbered } from "./qualifiers.ts";

/** Who holds a name. */
export interface Holder {
  /** As a diagnostic names it: `xs:complexType {ns}Address`, `the runtime export SoapFault`. */
  readonly what: string;
  /** Namespace of the component, for the qualifier of a later one of another namespace. */
  readonly namespace: string;
  /** Where it is declared; absent for a name TypeScript or the runtime reserves. */
  readonly source?: SourceLocation;
  /** For members: `element`, `attribute` or `value`, for the qualifier of a later one of another kind. */
  readonly kind?: string;
}

/** One set of names that must differ: the package's exports, one type's properties, one client's methods. */
export class NameScope {
  readonly #holders = new Map<string, Holder>();
  readonly #fold: (name: string) => string;

  /** `fold` maps a name to its clash key: names with one key clash (identity unless names become files). */
  constructor(fold: (name: string) => string = (name) => name) {
    this.#fold = fold;
  }

  holder(name: string): Holder | undefined {
    return this.#holders.get(this.#fold(name));
  }

  take(name: string, holder: Holder): void {
    this.#holders.set(this.#fold(name), holder);
  }
}

/** Every name one component needs, each in its scope: a type needs `Booking`, `validateBooking`, ... */
export type Bundle = (name: string) => readonly (readonly [NameScope, string])[];

/** What a component asks for. */
export interface Claim {
  readonly kind: Rename["kind"];
  /** The component as the names file keys it (see `Rename.component`). */
  readonly component: string;
  readonly holder: Holder;
  /** The name the rules give. */
  readonly wanted: string;
  readonly bundle: Bundle;
  /** Names tried first when `wanted` is taken by `blocker`, before namespace qualifiers and numbers. */
  readonly alternatives?: (blocker: Holder) => readonly string[];
}

/**
 * Hands out names in the order it is asked, so the first claimant of a name keeps it. A later claimant
 * gets the first free of: its alternatives, `wanted` plus a qualifier from its own namespace (when the
 * holder's differs), `wanted` numbered from 2. Each such rename is a warning naming both sources; names
 * that TypeScript or the runtime reserves are fixed without one.
 */
export class Namer {
  readonly diagnostics: Diagnostic[] = [];
  readonly renames: Rename[] = [];

  /** Takes the first free name for the claim and returns it. */
  claim(claim: Claim): string {
    const blocker = this.#blocker(claim.bundle(claim.wanted));
    if (blocker === undefined) return this.#take(claim, claim.wanted);
    const candidates = [
      ...(claim.alternatives?.(blocker) ?? []),
      ...namespaceQualifiers(claim.holder.namespace, blocker.namespace).map(
        (qualifier) => `${claim.wanted}${qualifier}`,
      ),
    ];
    let name = candidates.find((candidate) => this.#blocker(claim.bundle(candidate)) === undefined);
    for (let number = 2; name === undefined; number++) {
      const candidate = numbered(claim.wanted, number);
      if (this.#blocker(claim.bundle(candidate)) === undefined) name = candidate;
    }
    if (blocker.source !== undefined) {
      this.diagnostics.push({
        severity: "warning",
        message: `${claim.holder.what} is named "${name}": "${claim.wanted}" is taken by ${blocker.what}`,
        location: claim.holder.source ?? blocker.source,
        related: { message: `${blocker.what} is declared here`, location: blocker.source },
      });
      this.renames.push({
        kind: claim.kind,
        component: claim.component,
        wanted: claim.wanted,
        name,
        reason: `\`${claim.wanted}\` is taken by ${blocker.what}`,
      });
    }
    return this.#take(claim, name);
  }

  /**
   * Takes `name`, set by the user for the claim at `location`; if another holds one of its names, reports
   * an error there and returns undefined.
   */
  claimExact(claim: Claim, name: string, location: SourceLocation, file: string): string | undefined {
    const blocker = this.#blocker(claim.bundle(name));
    if (blocker !== undefined) {
      this.diagnostics.push({
        severity: "error",
        message: `the name "${name}" set for ${claim.holder.what} is taken by ${blocker.what}`,
        location,
        ...(blocker.source === undefined
          ? {}
          : { related: { message: `${blocker.what} is declared here`, location: blocker.source } }),
      });
      return undefined;
    }
    if (name !== claim.wanted)
      this.renames.push({
        kind: claim.kind,
        component: claim.component,
        wanted: claim.wanted,
        name,
        reason: `set in ${file}`,
      });
    return this.#take(claim, name);
  }

  #blocker(names: readonly (readonly [NameScope, string])[]): Holder | undefined {
    for (const [scope, name] of names) {
      const holder = scope.holder(name);
      if (holder !== undefined) return holder;
    }
    return undefined;
  }

  #take(claim: Claim, name: string): string {
    for (const [scope, each] of claim.bundle(name)) scope.take(each, claim.holder);
    return name;
  }
}
