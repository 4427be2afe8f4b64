import { StructureKind, type ImportDeclarationStructure } from "./structures.ts";
import type { ImportSymbol } from "./import-symbol.ts";

interface Recorded {
  readonly symbol: ImportSymbol;
  readonly localName: string;
  typeOnly: boolean;
}

/** Relative module specifier from one `src/` module to another, with the `.ts` extension. */
export function relativeSpecifier(fromModule: string, toModule: string): string {
  const from = fromModule.split("/").slice(0, -1);
  const to = toModule.split("/");
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const up = from.slice(common).map(() => "..");
  const specifier = [...up, ...to.slice(common)].join("/");
  return `${up.length === 0 ? "./" : ""}${specifier}.ts`;
}

/**
 * The imports of one generated file. `use` records a symbol and returns the name to write; a name that
 * clashes with a declaration of the file or with another import gets a deterministic `$n` alias.
 * `imports` resolves everything once: deduplicated, sorted by module then name, `import type` where
 * every use is a type.
 */
export class FileScope {
  readonly #module: string;
  readonly #taken: Set<string>;
  readonly #recorded = new Map<string, Recorded>();

  /** `module` is this file's path inside `src/` without extension; `declared` its own top-level names. */
  constructor(module: string, declared: Iterable<string>) {
    this.#module = module;
    this.#taken = new Set(declared);
  }

  /** Records a use of `symbol` and returns the local name to write in code. */
  use(symbol: ImportSymbol): string {
    if (symbol.from === this.#module) return symbol.name;
    const key = `${symbol.from}#${symbol.name}`;
    const known = this.#recorded.get(key);
    if (known !== undefined) {
      known.typeOnly &&= symbol.typeOnly;
      return known.localName;
    }
    let localName = symbol.name;
    for (let n = 1; this.#taken.has(localName); n++) localName = `${symbol.name}$${n}`;
    this.#taken.add(localName);
    this.#recorded.set(key, { symbol, localName, typeOnly: symbol.typeOnly });
    return localName;
  }

  /** The import declarations, resolved once. */
  imports(): ImportDeclarationStructure[] {
    const byModule = new Map<string, Recorded[]>();
    for (const recorded of this.#recorded.values()) {
      const list = byModule.get(recorded.symbol.from) ?? [];
      list.push(recorded);
      byModule.set(recorded.symbol.from, list);
    }
    return [...byModule.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([from, list]) => {
        const sorted = list.sort((a, b) => (a.symbol.name < b.symbol.name ? -1 : 1));
        const allTypes = sorted.every((recorded) => recorded.typeOnly);
        return {
          kind: StructureKind.ImportDeclaration,
          moduleSpecifier: relativeSpecifier(this.#module, from),
          isTypeOnly: allTypes,
          namedImports: sorted.map((recorded) => ({
            name: recorded.symbol.name,
            ...(recorded.localName === recorded.symbol.name ? {} : { alias: recorded.localName }),
            ...(!allTypes && recorded.typeOnly ? { isTypeOnly: true } : {}),
          })),
        };
      });
  }
}
