/**
 * Deserialize and serialize: every contender on the same messages, MB/s of message bytes from the median time
 * per operation, and one row per comparison that issue 8 sets a target for (plus the informative peers).
 */
import { isDeepStrictEqual } from "node:util";
import type { WSDL } from "soap/lib/wsdl/index.js";
import { measureInTurns, type MeasureOptions } from "./measure.ts";
import { checkedTemplate } from "./checked-template.ts";
import {
  denseSoapInput,
  denseValue,
  CONSTRUCTS_NS,
  type DenseCodec,
  type DenseMessage,
} from "./dense-message.ts";
import type { Message, MessageData } from "./messages.ts";
import { generatedResponse, type Capability, type Ours } from "./ours.ts";
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
import {
  envelopeTail,
  serializeAmendmentEnvelope,
  serializeMealsEnvelope,
  SOAP11_NAMESPACE,
} from "./template-serializer.ts";

const atLeast = (value: number): Target => ({ text: `>= ${value}x`, on: "ratio", atLeast: value });
const failedFigure: Figure = { missing: "failed", detail: "not measured" };

/** A contender: a measured operation, or the figure that says why it cannot be measured. */
type Contender = (() => unknown) | Figure;

/**
 * MB/s of `message` for each contender, all measured in turns (see `measureInTurns`), in the order given.
 */
function throughputs(
  message: { readonly bytes: number },
  contenders: readonly Contender[],
  options: MeasureOptions,
): Figure[] {
  const operations = contenders.filter((contender) => typeof contender === "function");
  const timings = measureInTurns(operations, options, () => globalThis.gc?.());
  let next = 0;
  return contenders.map((contender): Figure => {
    if (typeof contender !== "function") return contender;
    const timing = timings[next++];
    if (timing === undefined || timing instanceof Error)
      return { missing: "failed", detail: timing?.message ?? "not measured" };
    return { value: message.bytes / 1e6 / (timing.medianMs / 1000), unit: "MB/s" };
  });
}

/** Our codec's operation, or why there is none. */
function oursContender(
  ours: Ours,
  operation: (codec: NonNullable<Extract<Ours["codec"], { ok: true }>["value"]>) => Contender,
): Contender {
  return ours.codec.ok
    ? operation(ours.codec.value)
    : { missing: "not available yet", detail: ours.codec.reason };
}

function scenarioName(verb: string, message: Message): string {
  return `${verb} ${message.kind === "meals" ? "GetMeals" : "AmendmentPriceRequest"}`;
}

export function deserializeRows(message: Message, wsdl: WSDL, ours: Ours, options: MeasureOptions): Row[] {
  const xml = message.xml;
  // A comment after the declaration makes the reader's scanner decline at once: the document is then read
  // through saxes, the path of documents with comments, DOCTYPEs, non-ASCII names or errors.
  const declining = xml.replace(/^(<\?xml[^>]*\?>)?/, "$1<!---->");
  const [
    oursValue = failedFigure,
    saxesPath = failedFigure,
    saxes = failedFigure,
    soap = failedFigure,
    fastXml = failedFigure,
  ] = throughputs(
    message,
    [
      oursContender(ours, (codec) => () => codec.deserialize(message.kind, xml)),
      oursContender(ours, (codec) => () => codec.deserialize(message.kind, declining)),
      () => parseWithSaxes(xml),
      () => parseWithSoap(wsdl, xml),
      () => parseWithFastXmlParser(xml),
    ],
    options,
  );
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

/** The checked template baseline (checked-template.ts), when the package's checks are there and it writes `expected`. */
function checkedContender(ours: Ours, data: MessageData, expected: string): Contender {
  if (!ours.checks.ok) return { missing: "not available yet", detail: ours.checks.reason };
  const serialize = checkedTemplate(ours.checks.value);
  if (serialize(data) !== expected)
    return { missing: "failed", detail: "the checked template does not write what the template writes" };
  return encoded(() => serialize(data));
}

export function serializeRows(message: Message, wsdl: WSDL, ours: Ours, options: MeasureOptions): Row[] {
  const data = message.data;
  const soapValue = soapInput(data);
  const builderValue = xmlbuilderInput(data);
  const plainTemplate =
    data.kind === "meals"
      ? () => serializeMealsEnvelope(data.meals)
      : () => serializeAmendmentEnvelope(data.amendment);
  const [
    oursValue = failedFigure,
    template = failedFigure,
    checked = failedFigure,
    soap = failedFigure,
    builder = failedFigure,
  ] = throughputs(
    message,
    [
      oursContender(ours, (codec) => {
        // Like every other contender, ours serializes the message's data, not strings sliced from its text.
        const value = generatedResponse(data);
        // Checked by reading what it writes: writing the value read as well would show the serializer
        // objects of a second shape, which no service hands it.
        const written = codec.deserialize(message.kind, codec.serialize(message.kind, value));
        if (!isDeepStrictEqual(written, codec.deserialize(message.kind, message.xml)))
          return { missing: "failed", detail: "the data as generated types is not the message read" };
        return encoded(() => codec.serialize(message.kind, value));
      }),
      encoded(plainTemplate),
      checkedContender(ours, data, plainTemplate()),
      encoded(() => serializeWithSoap(wsdl, message.kind, soapValue)),
      encoded(() => serializeWithXmlbuilder(builderValue)),
    ],
    options,
  );
  const common = {
    scenario: scenarioName("serialize", message),
    size: message.label,
    ours: oursValue,
  } as const;
  return [
    // The target is against the checked template, which does the work ours does; the plain one is information.
    { ...common, peerName: "template strings", peer: template, ratioOf: "ours/peer" },
    {
      ...common,
      peerName: "template strings, checked",
      peer: checked,
      ratioOf: "ours/peer",
      target: atLeast(0.8),
    },
    { ...common, peerName: "node-soap", peer: soap, ratioOf: "ours/peer", target: atLeast(4) },
    { ...common, peerName: "xmlbuilder2", peer: builder, ratioOf: "ours/peer" },
  ];
}

/** The scenario name of the dense message's rows. */
export const denseScenario = (verb: string) => `${verb} Record (choices, wildcards, headers)`;

/** Ours on the dense message, or why there is none. */
function denseContender(
  ours: Capability<DenseCodec>,
  operation: (codec: DenseCodec) => Contender,
): Contender {
  return ours.ok ? operation(ours.value) : { missing: "not available yet", detail: ours.reason };
}

/** Reading the dense message (dense-message.ts): ours, raw saxes and node-soap, with the deserialize targets. */
export function denseDeserializeRows(
  message: DenseMessage,
  wsdl: WSDL,
  ours: Capability<DenseCodec>,
  options: MeasureOptions,
): Row[] {
  const xml = message.xml;
  const [oursValue = failedFigure, saxes = failedFigure, soap = failedFigure] = throughputs(
    message,
    [
      denseContender(ours, (codec) => () => codec.deserialize(xml)),
      () => parseWithSaxes(xml),
      () => parseWithSoap(wsdl, xml),
    ],
    options,
  );
  const common = { scenario: denseScenario("deserialize"), size: message.label, ours: oursValue } as const;
  return [
    { ...common, peerName: "raw saxes", peer: saxes, ratioOf: "ours/peer", target: atLeast(0.6) },
    { ...common, peerName: "node-soap", peer: soap, ratioOf: "ours/peer", target: atLeast(4) },
  ];
}

/**
 * Writing the dense message's response envelope, header blocks included: ours from its generated types, node-soap
 * from its object notation as its server writes a body and header blocks, with the serialize target.
 */
export function denseSerializeRows(
  message: DenseMessage,
  wsdl: WSDL,
  ours: Capability<DenseCodec>,
  options: MeasureOptions,
): Row[] {
  const data = message.data;
  const soapValue = denseSoapInput(data);
  const soapEnvelope = () =>
    `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11_NAMESPACE}"><soap:Header>` +
    String(wsdl.objectToDocumentXML("Receipt", data.receipt, "tns", CONSTRUCTS_NS)) +
    String(wsdl.objectToDocumentXML("Trace", data.trace, "tns", CONSTRUCTS_NS)) +
    "</soap:Header><soap:Body>" +
    String(wsdl.objectToDocumentXML("RecordResponse", soapValue, "tns", CONSTRUCTS_NS)) +
    envelopeTail;
  const [oursValue = failedFigure, soap = failedFigure] = throughputs(
    message,
    [
      denseContender(ours, (codec) => {
        const value = denseValue(data);
        const headers = { Receipt: data.receipt, Trace: data.trace };
        const written = codec.deserialize(codec.serialize(value, headers));
        if (!isDeepStrictEqual(written, codec.deserialize(message.xml)))
          return { missing: "failed", detail: "the data as generated types is not the message read" };
        return encoded(() => codec.serialize(value, headers));
      }),
      encoded(soapEnvelope),
    ],
    options,
  );
  return [
    {
      scenario: denseScenario("serialize"),
      size: message.label,
      ours: oursValue,
      peerName: "node-soap",
      peer: soap,
      ratioOf: "ours/peer",
      target: atLeast(4),
    },
  ];
}
