import type { Service } from "./services.ts";
import type { ElementDeclaration, TypeDefinition } from "./types.ts";

/**
 * The resolved model: everything the emitters and the diff need, as plain readonly data.
 * Every array is sorted deterministically (types by id, elements by namespace then local name,
 * services by namespace then name) so two reads of the same schema give deep-equal models.
 */
export interface Model {
  readonly kind: "model";
  /** Files read, relative to the root, sorted. */
  readonly files: readonly string[];
  /** Target namespaces of the schemas and WSDLs read, sorted. */
  readonly namespaces: readonly string[];
  /** Every simple and complex type, named and anonymous, sorted by id. */
  readonly types: readonly TypeDefinition[];
  /** Global element declarations, sorted. */
  readonly elements: readonly ElementDeclaration[];
  /** Services, sorted. */
  readonly services: readonly Service[];
}
