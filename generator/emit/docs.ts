import type { JSDocStructure, OptionalKind } from "ts-morph";
import type { Provenance, QName } from "../model/index.ts";

/** `{namespace}local`, the notation of `@generated from` lines. */
export function clark(name: QName): string {
  return `{${name.namespace}}${name.local}`;
}

/**
 * The JSDoc of a generated declaration: the schema's documentation, the XML name it maps, and a
 * `@generated from <construct> <name>` line. Source lines are left out on purpose: they would make
 * `diff -r` between two interface versions noisy.
 */
export function declarationDocs(options: {
  readonly provenance: Provenance;
  readonly from: string;
  readonly xmlName?: string;
  readonly notes?: readonly string[];
}): OptionalKind<JSDocStructure>[] {
  const lines = [
    ...(options.provenance.documentation === undefined ? [] : [options.provenance.documentation]),
    ...(options.xmlName === undefined ? [] : [`XML name: \`${options.xmlName}\``]),
    ...(options.notes ?? []),
  ];
  return [
    {
      // A `*/` inside schema documentation would end the comment early.
      description: lines.join("\n\n").replaceAll("*/", "*\\/"),
      tags: [{ tagName: "generated", text: `from ${options.provenance.construct} ${options.from}` }],
    },
  ];
}
