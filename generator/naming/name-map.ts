import type { TypeId } from "../model/index.ts";

/** Every TypeScript identifier the emitters use, assigned once by `assignNames`. */
export interface NameMap {
  /** Type id -> PascalCase name of its interface or type alias. */
  readonly types: ReadonlyMap<TypeId, string>;
  /** Type id -> member key (see `memberKey`) -> camelCase property name. */
  readonly members: ReadonlyMap<TypeId, ReadonlyMap<string, string>>;
  /** Global element `{ns}local` -> PascalCase stem of its serialize/deserialize functions. */
  readonly elements: ReadonlyMap<string, string>;
  /**
   * Abstract head element `{ns}local` -> each element that stands for it (see `elementKey`) -> camelCase
   * property of the head's value (`ShapeSubstitute`) holding it.
   */
  readonly substitutes: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Service name -> PascalCase stem of its file and declarations. */
  readonly services: ReadonlyMap<string, string>;
  /** Service name -> operation name -> the names of the operation's declarations. */
  readonly operations: ReadonlyMap<string, ReadonlyMap<string, OperationNames>>;
  /** Names that are not what the naming rules give from the XML name alone: clashes and the names file. */
  readonly renames: readonly Rename[];
}

/** The TypeScript names of one operation. */
export interface OperationNames {
  /** camelCase method of the client and of the handler interface: `getMeals`. */
  readonly method: string;
  /** Exported descriptor constant: `GetMealsOperation`. */
  readonly descriptor: string;
  /** Interface of the request's SOAP header blocks (`GetMealsInputHeaders`), when it declares any. */
  readonly inputHeaders?: string;
  /** Interface of the response's SOAP header blocks, when it declares any. */
  readonly outputHeaders?: string;
  /** Interface of the header blocks of a fault about a header (`soap:headerfault`), when it declares any. */
  readonly headerFaults?: string;
  /** Interface of the detail of its declared faults (`LendItemFaults`), when one of them is typed. */
  readonly faults?: string;
  /** The property of each typed fault in that interface, by fault name: `ItemUnavailable` -> `itemUnavailable`. */
  readonly faultProperties?: ReadonlyMap<string, string>;
  /** Client method resolving to the result with the response's header blocks: `getMealsWithHeaders`. */
  readonly withHeaders?: string;
  /** Exported sample constant: `GetMealsSample`. */
  readonly sample: string;
}

/** A name chosen because the rule's name was taken, or set in the names file. */
export interface Rename {
  /** What was renamed, as the names file keys it. */
  readonly kind: "type" | "element" | "member" | "service" | "operation";
  /** The component: `{ns}Address`, a member as `{ns}Invoice @Id`, an operation as `{ns}Service GetInvoice`. */
  readonly component: string;
  /** The name the rules give. */
  readonly wanted: string;
  /** The name it has. */
  readonly name: string;
  /** Why, in a few words: `"Address" is xs:complexType {ns}Address's`, `set in names.json`. */
  readonly reason: string;
}

/** Key of a global element in `NameMap.elements`. */
export function elementKey(name: { readonly namespace: string; readonly local: string }): string {
  return `{${name.namespace}}${name.local}`;
}
