import type { TypeId } from "../model/index.ts";

/** Every TypeScript identifier the emitters use, assigned once by `assignNames`. */
export interface NameMap {
  /** Type id -> PascalCase name of its interface or type alias. */
  readonly types: ReadonlyMap<TypeId, string>;
  /** Type id -> member key (see `memberKey`) -> camelCase property name. */
  readonly members: ReadonlyMap<TypeId, ReadonlyMap<string, string>>;
  /** Global element `{ns}local` -> PascalCase stem of its serialize/deserialize functions. */
  readonly elements: ReadonlyMap<string, string>;
  /** Service name -> PascalCase stem of its file and declarations. */
  readonly services: ReadonlyMap<string, string>;
  /** Service name -> operation name -> the names of the operation's declarations. */
  readonly operations: ReadonlyMap<string, ReadonlyMap<string, OperationNames>>;
}

/** The TypeScript names of one operation. */
export interface OperationNames {
  /** camelCase method of the client and of the handler interface: `getMeals`. */
  readonly method: string;
  /** Exported descriptor constant: `GetMealsOperation`. */
  readonly descriptor: string;
  /** Exported sample constant: `GetMealsSample`. */
  readonly sample: string;
}

/** Key of a global element in `NameMap.elements`. */
export function elementKey(name: { readonly namespace: string; readonly local: string }): string {
  return `{${name.namespace}}${name.local}`;
}
