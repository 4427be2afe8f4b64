/**
 * Words that tell two names apart when their identifiers clash. A name that clashes with a name of another
 * namespace takes the last word of its own namespace that differs from the other's:
 * `{http://schemas.datacontract.org/2004/07/Example.Shipping}Address` beside `{.../Example.Billing}Address`
 * becomes `AddressShipping`. Anything else that clashes (the same namespace, names that differ only in case
 * or punctuation) takes a number from 2.
 */
import { capitalize, splitWords } from "./identifiers.ts";

/** URI words that name no part of a namespace. */
const schemeWords = new Set(["http", "https", "urn", "www"]);

/** The words of a namespace URI, scheme words left out: `urn:example:billing:2024` -> example, billing, 2024. */
export function namespaceWords(namespace: string): string[] {
  return splitWords(namespace).filter((word) => !schemeWords.has(word.toLowerCase()));
}

/**
 * Qualifiers of a name of `namespace` clashing with one of `other`, the words compared from the end: the last
 * word that differs from the other's at its place (`orders` of `urn:vendor:orders:v3` beside
 * `urn:vendor:common:v3`), then the words from there to the end, then one more word before them each time. None
 * when `namespace` is the other or ends it.
 */
export function namespaceQualifiers(namespace: string, other: string): string[] {
  if (namespace === other) return [];
  const own = namespaceWords(namespace);
  const theirs = namespaceWords(other);
  const differs = (index: number) => own[index] !== theirs[theirs.length - own.length + index];
  let first = own.length - 1;
  while (first >= 0 && !differs(first)) first--;
  if (first < 0) return [];
  const word = (words: readonly string[]) => words.map(capitalize).join("");
  const qualifiers = [word([own[first] ?? ""])];
  for (let start = first; start >= 0; start--) qualifiers.push(word(own.slice(start)));
  return [...new Set(qualifiers)];
}

/** The numbered form of a name: `Address2`, or `Item1_2` when the name ends with a digit. */
export function numbered(name: string, number: number): string {
  return /\p{Nd}$/u.test(name) ? `${name}_${number}` : `${name}${number}`;
}
