import type { BuiltinTypeName, QName, TypeRef } from "../model/index.ts";
import { namespaceConstant } from "../naming/identifiers.ts";
import { generatedSymbol, slotText, typeName, typeOf, type EmitContext } from "./context.ts";
import type { FileScope } from "./file-scope.ts";
import { runtimeSymbol } from "./runtime-symbols.ts";
import { builtinTypes } from "../model/builtins.ts";
import { holdsQNames as holdsQNamesIn } from "../model/lookup.ts";

/** Expression of the runtime codec of a built-in type, importing it through `scope`. */
export function builtinCodec(scope: FileScope, name: BuiltinTypeName): string {
  const codec = builtinItemCodec(scope, name);
  return builtinTypes[name].kind === "tokens" ? `${scope.use(runtimeSymbol("listOf"))}(${codec})` : codec;
}

/** The codec of one item of a list built-in (`xsNMTOKEN` for `NMTOKENS`); of the type itself otherwise. */
function builtinItemCodec(scope: FileScope, name: BuiltinTypeName): string {
  return scope.use(runtimeSymbol(builtinTypes[name].codec));
}

/**
 * Expression of the codec (simple types) or reader (complex types) of a type reference. Complex readers
 * are wrapped in a thunk: types refer to each other in any order and in cycles. The reader of an abstract
 * type yields only its derived types (by `xsi:type`), which its declared `ComplexType<Base>` cannot say:
 * it is cast to the content type of the types that may stand there.
 */
export function readerRef(context: EmitContext, scope: FileScope, ref: TypeRef): string {
  if (ref.kind === "builtin") return builtinCodec(scope, ref.name);
  const name = scope.use(generatedSymbol("types", typeName(context, ref.id)));
  const type = typeOf(context, ref.id);
  if (type.kind !== "complexType") return name;
  if (!type.abstract) return `() => ${name}`;
  const slot = slotText(context, scope, ref.id);
  return `() => ${name} as unknown as ${scope.use(runtimeSymbol("ContentType"))}<${slot}>`;
}

/** The character data type of a simple-content type, following simple-content bases to a simple type. */
export function simpleValueRef(context: EmitContext, ref: TypeRef): TypeRef {
  if (ref.kind === "builtin") return ref;
  const type = typeOf(context, ref.id);
  if (type.kind === "complexType" && type.content.kind === "simple")
    return simpleValueRef(context, type.content.valueType);
  return ref;
}

/**
 * Whether values of `ref` hold QNames (see the model's `holdsQNames`): their codecs are handed the writer, which
 * declares their prefixes.
 */
export function holdsQNames(context: EmitContext, ref: TypeRef): boolean {
  return holdsQNamesIn(ref, (id) => typeOf(context, id));
}

/** Expression naming a namespace: the package's constant for its own namespace, else a string literal. */
export function namespaceText(context: EmitContext, scope: FileScope, namespace: string): string {
  return namespace === context.namespace
    ? scope.use(generatedSymbol("types", namespaceConstant))
    : JSON.stringify(namespace);
}

/** `ns, "local"` arguments of a runtime call naming an element. */
export function nameArguments(context: EmitContext, scope: FileScope, name: QName): string {
  return `${namespaceText(context, scope, name.namespace)}, ${JSON.stringify(name.local)}`;
}

/**
 * A lexical value valid for a simple type, written for the required attributes of a nil element (XML
 * Schema validates attributes of nilled elements, and `null` carries none): the first enumeration value,
 * an empty list, or the smallest valid literal of the built-in type.
 */
export function placeholderValue(context: EmitContext, ref: TypeRef): string {
  if (ref.kind === "builtin") return builtinPlaceholder(ref.name);
  const type = typeOf(context, ref.id);
  if (type.kind === "complexType") return "";
  switch (type.variety.kind) {
    case "atomic":
      return type.variety.facets.enumeration?.[0]?.value ?? builtinPlaceholder(type.variety.builtin);
    case "list":
      return "";
    case "union": {
      const [first] = type.variety.memberTypes;
      return first === undefined ? "" : placeholderValue(context, first);
    }
  }
}

function builtinPlaceholder(name: BuiltinTypeName): string {
  switch (builtinTypes[name].kind) {
    case "boolean":
      return "false";
    case "number":
    case "integer":
    case "bigint":
      return name === "positiveInteger" ? "1" : name === "negativeInteger" ? "-1" : "0";
    default:
      break;
  }
  switch (name) {
    case "dateTime":
      return "0001-01-01T00:00:00";
    case "date":
      return "0001-01-01";
    case "time":
      return "00:00:00";
    case "duration":
      return "P0D";
    case "gYear":
      return "0001";
    case "gYearMonth":
      return "0001-01";
    case "gMonthDay":
      return "--01-01";
    case "gDay":
      return "---01";
    case "gMonth":
      return "--01";
    case "language":
      return "en";
    case "QName":
    case "NCName":
    case "Name":
    case "ID":
    case "IDREF":
    case "ENTITY":
    case "NMTOKEN":
    case "NOTATION":
      return "x";
    default:
      return "";
  }
}
