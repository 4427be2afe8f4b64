import type { SampleValue } from "../samples/sample-values.ts";

const identifier = /^[A-Za-z_$][\w$]*$/;

/** An object key as TypeScript writes it: quoted unless it is an identifier (an XML name may hold `-` or `.`). */
export function propertyKey(key: string): string {
  return identifier.test(key) ? key : JSON.stringify(key);
}

/** A sample value as a TypeScript expression (prettier lays it out). */
export function sampleLiteral(value: SampleValue): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
    case "boolean":
      return String(value);
    case "bigint":
      return `${value}n`;
    default:
      break;
  }
  if (value instanceof Uint8Array) return `new Uint8Array([${[...value].join(", ")}])`;
  if (Array.isArray(value)) return `[${value.map((item: SampleValue) => sampleLiteral(item)).join(", ")}]`;
  const entries = Object.entries(value).map(([key, item]) => `${propertyKey(key)}: ${sampleLiteral(item)}`);
  return `{ ${entries.join(", ")} }`;
}
