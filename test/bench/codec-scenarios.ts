/**
 * Deserialize and serialize: every contender on the same messages, MB/s of message bytes from the median time
 * per operation, and one row per comparison that issue 8 sets a target for (plus the informative peers).
 */
import type { WSDL } from "soap/lib/wsdl/index.js";
import { measure, type MeasureOptions } from "./measure.ts";
import type { Message } from "./messages.ts";
import type { Ours } from "./ours.ts";
import {
  parseWithFastXmlParser,
  parseWithSaxes,
  parseWithSoap,
  serializeWithSoap,
  serializeWithXmlbuilder,
  soapInput,
  xmlbuilderInput,
} from "./peers.ts";
import type { Figure, Row, Target } from "./report.ts";
import { serializeAmendmentEnvelope, serializeMealsEnvelope } from "./template-serializer.ts";

const atLeast = (value: number): Target => ({ text: `>= ${value}x`, on: "ratio", atLeast: value });

/** Runs `operation` under `options` and returns MB/s of `message`, or why it could not run. */
function throughput(message: Message, operation: () => unknown, options: MeasureOptions): Figure {
  globalThis.gc?.();
  try {
    const timing = measure(operation, options);
    return { value: message.bytes / 1e6 / (timing.medianMs / 1000), unit: "MB/s" };
  } catch (error) {
    return { missing: "failed", detail: error instanceof Error ? error.message : String(error) };
  }
}

function oursFigure(
  ours: Ours,
  run: (codec: NonNullable<Extract<Ours["codec"], { ok: true }>["value"]>) => Figure,
): Figure {
  return ours.codec.ok ? run(ours.codec.value) : { missing: "not available yet", detail: ours.codec.reason };
}

function scenarioName(verb: string, message: Message): string {
  return `${verb} ${message.kind === "meals" ? "GetMeals" : "AmendmentPriceRequest"}`;
}

export function deserializeRows(message: Message, wsdl: WSDL, ours: Ours, options: MeasureOptions): Row[] {
  const xml = message.xml;
  const oursValue = oursFigure(ours, (codec) =>
    throughput(message, () => codec.deserialize(message.kind, xml), options),
  );
  // A comment after the declaration makes the reader's scanner decline at once: the document is then read
  // through saxes, the path of documents with comments, DOCTYPEs, non-ASCII names or errors.
  const declining = xml.replace(/^(<\?xml[^>]*\?>)?/, "$1<!---->");
  const saxesPath = oursFigure(ours, (codec) =>
    throughput(message, () => codec.deserialize(message.kind, declining), options),
  );
  const saxes = throughput(message, () => parseWithSaxes(xml), options);
  const soap = throughput(message, () => parseWithSoap(wsdl, xml), options);
  const fastXml = throughput(message, () => parseWithFastXmlParser(xml), options);
  const common = {
    scenario: scenarioName("deserialize", message),
    size: message.label,
    ours: oursValue,
  } as const;
  return [
    { ...common, peerName: "raw saxes", peer: saxes, ratioOf: "ours/peer", target: atLeast(0.6) },
    { ...common, peerName: "node-soap", peer: soap, ratioOf: "ours/peer", target: atLeast(4) },
    { ...common, peerName: "fast-xml-parser", peer: fastXml, ratioOf: "ours/peer" },
    { ...common, peerName: "ours through saxes", peer: saxesPath, ratioOf: "ours/peer" },
  ];
}

/**
 * A serializer's output as bytes to send: V8 keeps concatenated strings as unflattened ropes, so without this a
 * template-string result would be measured before its real cost is paid.
 */
function encoded(serialize: () => string): () => number {
  return () => Buffer.byteLength(serialize());
}

export function serializeRows(message: Message, wsdl: WSDL, ours: Ours, options: MeasureOptions): Row[] {
  const data = message.data;
  const oursValue = oursFigure(ours, (codec) => {
    const value = codec.deserialize(message.kind, message.xml);
    return throughput(
      message,
      encoded(() => codec.serialize(message.kind, value)),
      options,
    );
  });
  const template =
    data.kind === "meals"
      ? throughput(
          message,
          encoded(() => serializeMealsEnvelope(data.meals)),
          options,
        )
      : throughput(
          message,
          encoded(() => serializeAmendmentEnvelope(data.amendment)),
          options,
        );
  const soapValue = soapInput(data);
  const soap = throughput(
    message,
    encoded(() => serializeWithSoap(wsdl, message.kind, soapValue)),
    options,
  );
  const builderValue = xmlbuilderInput(data);
  const builder = throughput(
    message,
    encoded(() => serializeWithXmlbuilder(builderValue)),
    options,
  );
  const common = {
    scenario: scenarioName("serialize", message),
    size: message.label,
    ours: oursValue,
  } as const;
  return [
    { ...common, peerName: "template strings", peer: template, ratioOf: "ours/peer", target: atLeast(0.8) },
    { ...common, peerName: "node-soap", peer: soap, ratioOf: "ours/peer", target: atLeast(4) },
    { ...common, peerName: "xmlbuilder2", peer: builder, ratioOf: "ours/peer" },
  ];
}
