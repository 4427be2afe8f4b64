// The document model: WSDL 1.1 and XSD 1.0 as written, one node per construct, every node with its position.
import type { WsdlDefinitions } from "./wsdl.ts";
import type { XsdSchema } from "./xsd.ts";

export type * from "./node.ts";
export type * from "./wsdl.ts";
export type * from "./xsd.ts";

/** One parsed file. */
export type SchemaDocument =
  | {
      readonly kind: "wsdl";
      /** Path relative to the root (or a URL for a remote file). */
      readonly file: string;
      /** The definitions. */
      readonly definitions: WsdlDefinitions;
    }
  | {
      readonly kind: "xsd";
      /** Path relative to the root (or a URL for a remote file). */
      readonly file: string;
      /** The schema. */
      readonly schema: XsdSchema;
    };
