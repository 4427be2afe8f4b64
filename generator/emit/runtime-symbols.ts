/**
 * Every runtime symbol generated code refers to, by module. The one place emitters learn where the
 * runtime lives; the runtime's own manifest replaces this module once it exists. `keyof typeof` ties each
 * name to the module's real exports, so a renamed or missing runtime function is a compile error here.
 */
import type * as scalars from "../runtime/scalars.ts";
import type * as simpleType from "../runtime/simple-type.ts";
import type * as xmlReader from "../runtime/xml-reader.ts";
import type * as xmlWriter from "../runtime/xml-writer.ts";
import type * as validation from "./support/validation.ts";
import { importSymbol, type ImportSymbol } from "./import-symbol.ts";

/** Runtime modules generated code imports, as paths inside the package's `src/`. */
export const runtimeModules = {
  scalars: "runtime/scalars",
  simpleType: "runtime/simple-type",
  xmlReader: "runtime/xml-reader",
  xmlWriter: "runtime/xml-writer",
  validation: "runtime/validation",
} as const;

/** A value symbol of the scalar codecs module (`xsInt`, `enumeration`, `checkMaxLength`, ...). */
export function scalarsSymbol(name: keyof typeof scalars & string): ImportSymbol {
  return importSymbol(name, runtimeModules.scalars);
}

/** The `SimpleType` contract of scalar codecs (a type). */
export function simpleTypeSymbol(): ImportSymbol {
  const name: keyof typeof simpleType | "SimpleType" = "SimpleType";
  return importSymbol(name, runtimeModules.simpleType, true);
}

/** A symbol of the reader (`complexType`, `element`, `list`, ... or the types `ComplexType`, `ContentType`). */
export function readerSymbol(
  name: (keyof typeof xmlReader & string) | "ComplexType" | "ContentType" | "ElementField" | "XmlReadOptions",
): ImportSymbol {
  const typeOnly = name === "ContentType" || name === "ElementField" || name === "XmlReadOptions";
  return importSymbol(name, runtimeModules.xmlReader, typeOnly);
}

/** A symbol of the writer (`XmlWriter`, `writeValue`, `writeList`, ...). */
export function writerSymbol(name: keyof typeof xmlWriter & string): ImportSymbol {
  return importSymbol(name, runtimeModules.xmlWriter);
}

/** A symbol of the validation helpers (`checkMember`, `checkScalar`, ... or the type `ValidationIssue`). */
export function validationSymbol(name: (keyof typeof validation & string) | "ValidationIssue"): ImportSymbol {
  return importSymbol(name, runtimeModules.validation, name === "ValidationIssue");
}
