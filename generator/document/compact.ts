type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
type RequiredKeys<T> = Exclude<keyof T, OptionalKeys<T>>;

/** `T` with every key whose value may be undefined turned into an optional key that is never undefined. */
export type Compact<T> = { [K in RequiredKeys<T>]: T[K] } & {
  [K in OptionalKeys<T>]?: Exclude<T[K], undefined>;
};

/**
 * Drops the keys whose value is undefined, so nodes can be built in one expression under
 * `exactOptionalPropertyTypes` (which forbids `key: undefined` on an optional field).
 */
export function compact<T extends object>(value: T): Compact<T> {
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) result[key] = item;
  return result as Compact<T>;
}
