/**
 * Words that tell two names apart when their identifiers clash. A name that clashes with a name of another
 * namespace takes words of its own namespace, from the end, as few as tell the two namespaces apart:
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
 * Qualifiers of a name of `namespace` clashing with one of `other`: the last word of `namespace`, the last two,
 * and so on, starting from the fewest words that `other` does not end with. Empty for the same namespace.
 */
export function namespaceQualifiers(namespace: string, other: string): string[] {
  if (namespace === other) return [];
  const own = namespaceWords(namespace);
  const theirs = namespaceWords(other).join(" ");
  const qualifiers: string[] = [];
  for (let count = 1; count <= own.length; count++) {
    const tail = own.slice(-count);
    if (qualifiers.length === 0 && (theirs === tail.join(" ") || theirs.endsWith(` ${tail.join(" ")}`)))
      continue;
    qualifiers.push(tail.map(capitalize).join(""));
  }
  return qualifiers;
}

/** The numbered form of a name: `Address2`, or `Item1_2` when the name ends with a digit. */
export function numbered(name: string, number: number): string {
  return /\p{Nd}$/u.test(name) ? `${name}_${number}` : `${name}${number}`;
}
